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
from collections.abc import Sequence
from datetime import datetime

import ipywidgets as W

from .. import config
from ..game.rulebook import RULE_BOOK
from ..judge.wording import CATALOGUE, fill, rule_title
from ..progress.store import BaseStore, LearnerSummary, PositionStat, RuleStat, StuckLearner
from .address import page_query
from .assets import stylesheet
from .failsafe import error_box

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


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], *, css: str = "") -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f'<table class="ct-score-table ct-dash-table {css}"><tr>{head}</tr>{body}</table>'


def _words(message: str, **facts: object) -> str:
    """A label or sentence of the dashboard from the wording catalogue, as written there."""
    return fill(CATALOGUE[message], facts)


def _html_words(message: str, markup: dict[str, str], **facts: object) -> str:
    """:func:`_words` escaped for HTML, with the ``markup`` facts put in as they are (a
    name in bold, a command in ``<code>``): the words stay the catalogue's."""
    marks = {name: f"\x00{i}\x00" for i, name in enumerate(markup)}
    text = html.escape(_words(message, **facts, **marks))
    for name, mark in marks.items():
        text = text.replace(mark, markup[name])
    return text


def _rule_title(rule_id: str) -> str:
    return rule_title(rule_id) if rule_id in RULE_BOOK else rule_id


def _when(moment: datetime | None) -> str:
    return moment.strftime("%Y-%m-%d %H:%M") if moment is not None else "-"


SUMMARY_STUCK = 10
"""How many learners who may be stuck the summary names (the details list them all)."""
SUMMARY_MISSED = 5
"""How many most-missed rulings the summary shows."""


def _summary(class_size: int, first_answers: int, positions: Sequence[PositionStat],
             stuck: Sequence[StuckLearner], without_code: int) -> str:
    """The one screen a teacher reads first: the class, the five most-missed rulings, who may be stuck."""
    missed = sorted((p for p in positions if p.learners_missed > 0),
                    key=lambda s: (-s.learners_missed, _share(s), s.position_id))[:SUMMARY_MISSED]
    learners = f"<b>{html.escape(_words('dashboard.learners', n=class_size))}</b>"
    count = _html_words("dashboard.count", {"learners": learners}, answers=first_answers)
    parts = [f'<p class="ct-dash-count">{count}</p>']
    if without_code:
        nocode = _html_words("dashboard.no-code", {"command": "<code>canasta-teach roster</code>"}, n=without_code)
        parts.append(f'<p class="ct-dash-nocode">{nocode}</p>')
    if missed:
        items = "".join(
            f"<li><b>{html.escape(p.title or p.position_id)}</b> <span class='ct-dash-lesson'>({html.escape(p.lesson)})</span>: "
            f"{html.escape(_words('dashboard.missed-count', missed=p.learners_missed, learners=p.learners))}</li>"
            for p in missed
        )
        heading = html.escape(_words("dashboard.most-missed", n=len(missed)))
        parts.append(f'<h3>{heading}</h3><ol class="ct-dash-missed">{items}</ol>')
    stuck_heading = f'<h3>{html.escape(_words("dashboard.stuck"))}</h3>'
    if stuck:
        lines = []
        for person in stuck[:SUMMARY_STUCK]:
            why = []
            if person.missed:
                why.append(_words("dashboard.stuck-missed", missed=person.missed, recent=person.recent))
            if person.unfinished:
                why.append(_words("dashboard.stuck-unfinished", lessons=CATALOGUE["list.sep"].join(person.unfinished)))
            lines.append(f"<li><b>{html.escape(person.name)}</b>: {html.escape('; '.join(why))}</li>")
        more = ""
        if len(stuck) > SUMMARY_STUCK:
            more = f"<p>{html.escape(_words('dashboard.stuck-more', n=len(stuck) - SUMMARY_STUCK))}</p>"
        parts.append(f'{stuck_heading}<ul class="ct-dash-stuck">{"".join(lines)}</ul>{more}')
    else:
        parts.append(f"{stuck_heading}<p>{html.escape(_words('dashboard.nobody-stuck'))}</p>")
    return f'<section class="ct-dash-summary">{"".join(parts)}</section>'


def dashboard_html(store: BaseStore, *, class_name: str | None = None) -> str:
    """The whole dashboard: a one-screen summary, then the figures per rule, per position and
    per learner. Every figure is counted by the database (GROUP BY); this function only
    lays out one row per group. Only first answers count (one per learner and position,
    reloads included): practice after a first answer shows nowhere, so a crafted second
    answer cannot change a figure."""
    class_size, answers, firsts = store.class_summary()
    title = html.escape(_words("dashboard.title-named", name=class_name) if class_name else _words("dashboard.title"))
    learners: list[LearnerSummary] = store.learners()
    if not answers:
        roster = ""
        if learners:
            names = CATALOGUE["list.sep"].join(lr.name for lr in learners)
            roster = f"<p>{html.escape(_words('dashboard.roster', n=len(learners), names=names))}</p>"
        return f"<h2>{title}</h2><p>{html.escape(_words('dashboard.no-answers'))}</p>" + roster
    positions = store.position_stats()
    rules = store.rule_stats()
    stuck = store.stuck_learners()
    without_code = sum(1 for lr in learners if not lr.has_code and not lr.signed_in)
    parts = [f"<h2>{title}</h2>", _summary(class_size, firsts, positions, stuck, without_code)]

    missed = sorted((p for p in positions if p.learners_missed > 0),
                    key=lambda s: (-s.learners_missed, _share(s), s.position_id))[:10]
    def heading(message: str) -> str:
        return f"<h3>{html.escape(_words(message))}</h3>"

    def columns(*names: str) -> list[str]:
        return [_words(f"dashboard.col.{name}") for name in names]

    sep = CATALOGUE["list.sep"]
    parts.append(f'<section class="ct-dash-details">{heading("dashboard.details")}')
    if missed:
        parts.append(bar_chart_svg([p.label for p in missed], [p.learners_missed for p in missed],
                                   title=_words("dashboard.chart-missed"), xlabel=_words("dashboard.axis-learners")))
    parts.append(heading("dashboard.per-rule"))
    rule_sorted = sorted(rules, key=lambda r: (_share(r), r.rule_id))
    parts.append(bar_chart_svg([_rule_title(r.rule_id) for r in rule_sorted], [1 - _share(r) for r in rule_sorted],
                               title=_words("dashboard.chart-rules"), xlabel=_words("dashboard.axis-share"), limit=1))
    parts.append(_table(columns("rule", "learners", "missed", "right-first"),
                        [[f"{_rule_title(r.rule_id)} [{r.rule_id}]", str(r.learners), str(r.learners_missed),
                          f"{_share(r):.0%}"] for r in rule_sorted], css="ct-dash-rules"))
    parts.append(heading("dashboard.per-position"))
    pos_sorted = sorted(positions, key=lambda p: (_share(p), p.lesson, p.title))
    hardest = 25
    parts.append(bar_chart_svg([p.label for p in pos_sorted[:hardest]], [1 - _share(p) for p in pos_sorted[:hardest]],
                               title=_words("dashboard.chart-positions", n=hardest),
                               xlabel=_words("dashboard.axis-share"), limit=1))
    parts.append(_table(columns("position", "lesson", "learners", "missed", "right-first"),
                        [[p.title or p.position_id, p.lesson, str(p.learners), str(p.learners_missed),
                          f"{_share(p):.0%}"] for p in pos_sorted], css="ct-dash-positions"))
    if stuck:
        parts.append(heading("dashboard.stuck"))
        parts.append(_table(columns("learner", "wrong-recent", "unfinished", "last-seen"),
                            [[s.name, _words("dashboard.of", n=s.missed, total=s.recent) if s.recent else "-",
                              sep.join(s.unfinished) or "-", _when(s.last_seen)] for s in stuck],
                            css="ct-dash-stuck-table"))
    parts.append(heading("dashboard.learners-heading"))
    parts.append(_table(columns("learner", "code", "right-first-time", "lessons-done", "last-seen"),
                        [[lr.name, _words("dashboard.has-code" if lr.has_code else "dashboard.signed-in" if lr.signed_in else "dashboard.no-code-yet"),
                          _words("dashboard.of", n=lr.right_first_time, total=lr.first_tries), str(lr.lessons_done),
                          _when(lr.last_seen)]
                         for lr in learners], css="ct-dash-learners"))
    parts.append("</section>")
    return "".join(parts)


def show_dashboard() -> W.Widget:
    """The dashboard notebook's widget: nothing without the teacher key."""
    style = f"<style>{stylesheet('lesson')} .ct-chart {{ max-width: 100%; height: auto; display: block; margin: 0.5em 0; }}</style>"

    def teacher() -> bool:
        return config.teacher_server() or key_matches(page_query().get("key"), config.teacher_key())

    try:
        if not teacher():
            how = _html_words("dashboard.locked-how", {"command": "<code>canasta-teach serve</code>",
                                                       "key": "<code>?key=…</code>"})
            return W.HTML(style + '<div class="ct-error ct-locked" role="alert">'
                          f'<b>{html.escape(_words("dashboard.locked"))}</b> {how}</div>')
        from ..progress.recorder import open_store

        body = dashboard_html(open_store(), class_name=config.class_name())
        out = W.HTML(style + f'<div class="ct-page ct-dashboard">{body}</div>')
        refresh = W.Button(description=_words("dashboard.refresh"))

        def _refresh(_b: object) -> None:
            try:
                out.value = style + f'<div class="ct-page ct-dashboard">{dashboard_html(open_store(), class_name=config.class_name())}</div>'
            except Exception:  # noqa: BLE001
                log.exception("dashboard refresh failed")
                out.value = style + error_box(_words("dashboard.unreadable"))

        refresh.on_click(_refresh)
        from .class_list_admin import ClassListAdmin

        admin = ClassListAdmin(open_store(), allowed=teacher, on_change=lambda: _refresh(None))
        return W.VBox([refresh, out, admin.widget])
    except Exception:  # noqa: BLE001
        log.exception("dashboard failed")
        return W.HTML(style + error_box(_words("dashboard.failed")))
