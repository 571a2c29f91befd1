"""The teacher dashboard: which rulings the class gets wrong, and each learner's progress.

Learners share the server, so the page opens only with the teacher key that
``canasta-teach serve`` generates and prints (the page's ``?key=`` parameter, compared in
constant time with :func:`hmac.compare_digest`). Without it the page says so and reads
nothing from the store.
"""

from __future__ import annotations

import base64
import hmac
import html
import io
import logging
from typing import Sequence

import ipywidgets as W

from .. import config
from ..game.rulebook import RULE_BOOK
from ..progress.store import LearnerSummary, PositionStat, ProgressStore, RuleStat
from .widgets import FEEDBACK_CSS, error_box, page_query

__all__ = ["key_matches", "dashboard_html", "show_dashboard", "bar_chart_svg"]

log = logging.getLogger(__name__)


def key_matches(given: str | None, expected: str | None) -> bool:
    """Constant-time comparison; no key configured means nobody gets in."""
    if not expected or not given:
        return False
    return hmac.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))


def bar_chart_svg(labels: Sequence[str], values: Sequence[float], *, title: str, xlabel: str, limit: float | None = None) -> str:
    """A horizontal bar chart as an inline <img> (matplotlib, Agg; imported only here)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    height = max(1.6, 0.32 * len(labels) + 0.9)
    fig, ax = plt.subplots(figsize=(7.5, height), dpi=100)
    try:
        positions = list(range(len(labels)))[::-1]
        colours = ["#c62828" if (limit is not None and v > 0.5) else "#ef6c00" if limit is not None else "#1565c0" for v in values]
        ax.barh(positions, values, color=colours)
        ax.set_yticks(positions, labels=[label if len(label) <= 48 else label[:45] + "…" for label in labels], fontsize=8)
        ax.set_title(title, fontsize=10, loc="left")
        ax.set_xlabel(xlabel, fontsize=8)
        if limit is not None:
            ax.set_xlim(0, limit)
        for y, v in zip(positions, values):
            ax.text(v, y, f" {v:.0%}" if limit == 1 else f" {v:g}", va="center", fontsize=7)
        ax.spines[["top", "right"]].set_visible(False)
        if limit is None:
            from matplotlib.ticker import MaxNLocator

            ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        fig.tight_layout()
        buf = io.BytesIO()
        fig.savefig(buf, format="svg")
    finally:
        plt.close(fig)
    data = base64.b64encode(buf.getvalue()).decode("ascii")
    return f'<img class="ct-chart" alt="{html.escape(title)}" src="data:image/svg+xml;base64,{data}">'


def _share(stat: PositionStat | RuleStat) -> float:
    share = stat.share_right_first_time
    return 0.0 if share is None else share


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f'<table class="ct-score-table ct-dash-table"><tr>{head}</tr>{body}</table>'


def dashboard_html(store: ProgressStore, *, class_name: str | None = None) -> str:
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
    style = f"<style>{FEEDBACK_CSS} .ct-chart {{ max-width: 100%; }}</style>"
    try:
        if not key_matches(page_query().get("key"), config.teacher_key()):
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
