"""The teacher dashboard: which rulings the class gets wrong, and each learner's progress.

Learners share the server, so the page opens only with the teacher key that
``canasta-teach serve --class`` generates and prints (the page's ``?key=`` parameter, compared
in constant time with :func:`hmac.compare_digest`), or on a teacher's own server on JupyterHub
(an admin's: ``$CANASTA_TEACH_TEACHER``, set by the hub). Otherwise the page says so and reads
nothing from the store.
"""

from __future__ import annotations

import hmac
import html
import itertools
import logging
from typing import Sequence

import ipywidgets as W

from .. import config
from ..game.rulebook import RULE_BOOK
from ..progress.store import BaseStore, LearnerSummary, PositionStat, RuleStat
from .widgets import FEEDBACK_CSS, error_box, page_query

__all__ = ["key_matches", "dashboard_html", "show_dashboard", "bar_chart_svg"]

log = logging.getLogger(__name__)


def key_matches(given: str | None, expected: str | None) -> bool:
    """Constant-time comparison; no key configured means nobody gets in."""
    if not expected or not given:
        return False
    return hmac.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))


_CHART_IDS = itertools.count(1)
_LABEL_WIDTH = 250
_BAR_WIDTH = 380
_ROW = 22


def _short(label: str, limit: int = 40) -> str:
    return label if len(label) <= limit else label[: limit - 1] + "…"


def bar_chart_svg(labels: Sequence[str], values: Sequence[float], *, title: str, xlabel: str, limit: float | None = None) -> str:
    """A horizontal bar chart drawn as inline SVG: one bar per label, its value written next
    to it, the title as the chart's accessible name (``role="img"``, ``<title>``) and a
    ``<desc>`` listing every value, so a screen reader gets the figures too.

    ``limit`` fixes the scale (1 for shares, written as percentages); otherwise the longest
    bar is the largest value. A value above half the scale is drawn red when ``limit`` is
    given (most learners miss it), orange below; counts are blue.

    >>> svg = bar_chart_svg(["a", "b"], [0.25, 1.0], title="Missed", xlabel="share", limit=1)
    >>> svg.startswith('<svg class="ct-chart"') and "<title" in svg and "25%" in svg
    True
    """
    chart_id = f"ct-chart-{next(_CHART_IDS)}"
    scale = limit if limit is not None else max([*values, 1])

    def show(value: float) -> str:
        return f"{value:.0%}" if limit == 1 else f"{value:g}"

    height = _ROW * len(labels) + 46
    width = _LABEL_WIDTH + _BAR_WIDTH + 60
    rows = []
    for i, (label, value) in enumerate(zip(labels, values)):
        y = 30 + i * _ROW
        length = 0.0 if scale <= 0 else max(0.0, min(1.0, value / scale)) * _BAR_WIDTH
        colour = ("#c62828" if value > 0.5 * scale else "#ef6c00") if limit is not None else "#1565c0"
        rows.append(
            f'<g><text x="{_LABEL_WIDTH - 8}" y="{y + 15}" text-anchor="end">{html.escape(_short(label))}</text>'
            f'<rect x="{_LABEL_WIDTH}" y="{y + 3}" width="{length:.1f}" height="{_ROW - 6}" fill="{colour}"/>'
            f'<text x="{_LABEL_WIDTH + length + 5:.1f}" y="{y + 15}">{html.escape(show(value))}</text></g>'
        )
    desc = "; ".join(f"{label}: {show(value)}" for label, value in zip(labels, values))
    axis_y = 30 + _ROW * len(labels) + 14
    return (
        f'<svg class="ct-chart" role="img" aria-labelledby="{chart_id}-t {chart_id}-d" '
        f'viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
        f'xmlns="http://www.w3.org/2000/svg" font-family="sans-serif" font-size="12" fill="#222">'
        f'<title id="{chart_id}-t">{html.escape(title)}</title>'
        f'<desc id="{chart_id}-d">{html.escape(xlabel)}: {html.escape(desc)}</desc>'
        f'<text x="0" y="16" font-size="13" font-weight="bold">{html.escape(title)}</text>'
        + "".join(rows)
        + f'<line x1="{_LABEL_WIDTH}" y1="28" x2="{_LABEL_WIDTH}" y2="{axis_y - 12}" stroke="#888"/>'
        f'<text x="{_LABEL_WIDTH}" y="{axis_y}" fill="#555">{html.escape(xlabel)}</text>'
        "</svg>"
    )


def _share(stat: PositionStat | RuleStat) -> float:
    share = stat.share_right_first_time
    return 0.0 if share is None else share


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f'<table class="ct-score-table ct-dash-table"><tr>{head}</tr>{body}</table>'


def dashboard_html(store: BaseStore, *, class_name: str | None = None) -> str:
    positions = store.position_stats()
    rules = store.rule_stats()
    missed = store.most_missed(limit=10)
    learners: list[LearnerSummary] = store.learners()
    title = f"Class {html.escape(class_name)}" if class_name else "Your class"
    if not positions:
        return f"<h2>{title}</h2><p>No answers yet. Learners appear here as soon as they answer a question.</p>"
    parts = [f"<h2>{title}</h2><p>{len(learners)} learner{'s' if len(learners) != 1 else ''}, "
             f"{sum(p.answers for p in positions)} answers.</p>"]
    if missed:
        parts.append("<h3>The most-missed rulings</h3>")
        parts.append(bar_chart_svg([m.position_id for m in missed], [m.missed_first_time for m in missed],
                                   title="Learners who missed it the first time", xlabel="learners"))
    parts.append("<h3>Per rule</h3>")
    rule_sorted = sorted(rules, key=_share)
    parts.append(bar_chart_svg([f"{RULE_BOOK[r.rule_id].title if r.rule_id in RULE_BOOK else r.rule_id}" for r in rule_sorted],
                               [1 - _share(r) for r in rule_sorted], title="Share missed the first time, per rule (red: most learners miss it)", xlabel="share missed", limit=1))
    parts.append(_table(["rule", "learners", "answers", "right first time"],
                        [[r.rule_id, str(r.learners), str(r.answers), f"{_share(r):.0%}"] for r in rule_sorted]))
    parts.append("<h3>Per position</h3>")
    pos_sorted = sorted(positions, key=_share)
    parts.append(bar_chart_svg([p.position_id for p in pos_sorted[:25]], [1 - _share(p) for p in pos_sorted[:25]],
                               title="Share missed the first time, per position (hardest 25)", xlabel="share missed", limit=1))
    parts.append(_table(["position", "learners", "answers", "right first time"],
                        [[p.position_id, str(p.learners), str(p.answers), f"{_share(p):.0%}"] for p in pos_sorted]))
    parts.append("<h3>Learners</h3>")
    parts.append(bar_chart_svg([lr.name for lr in learners], [lr.lessons_done for lr in learners],
                               title="Lessons completed", xlabel="lessons"))
    parts.append(_table(["learner", "answers", "right", "lessons done", "last seen"],
                        [[lr.name, str(lr.answers), str(lr.right), str(lr.lessons_done),
                          lr.last_seen.strftime("%Y-%m-%d %H:%M") if lr.last_seen else "-"] for lr in learners]))
    return "".join(parts)


def show_dashboard() -> W.Widget:
    """The dashboard notebook's widget: nothing without the teacher key."""
    style = f"<style>{FEEDBACK_CSS} .ct-chart {{ max-width: 100%; height: auto; display: block; margin: 0.5em 0; }}</style>"
    try:
        if not (config.teacher_server() or key_matches(page_query().get("key"), config.teacher_key())):
            return W.HTML(style + '<div class="ct-error ct-locked" role="alert"><b>This page is for the teacher.</b> '
                          "Open it with the teacher key that <code>canasta-teach serve</code> printed "
                          "(add <code>?key=…</code> to the address).</div>")
        from ..progress.recorder import open_store

        body = dashboard_html(open_store(), class_name=config.class_name())
        out = W.HTML(style + f'<div class="ct-page ct-dashboard">{body}</div>')
        refresh = W.Button(description="↻ Refresh")

        def _refresh(_b: object) -> None:
            try:
                out.value = style + f'<div class="ct-page ct-dashboard">{dashboard_html(open_store(), class_name=config.class_name())}</div>'
            except Exception:  # noqa: BLE001
                log.exception("dashboard refresh failed")
                out.value = style + error_box("The results could not be read.")

        refresh.on_click(_refresh)
        return W.VBox([refresh, out])
    except Exception:  # noqa: BLE001
        log.exception("dashboard failed")
        return W.HTML(style + error_box("The dashboard could not be shown."))
