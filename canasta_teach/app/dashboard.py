"""The teacher dashboard: which rulings the class gets wrong, and each learner's progress.

Learners share the server, so the page opens only with the teacher key that
``canasta-teach serve --class`` generates and prints (the page's ``?key=`` parameter, compared
in constant time with :func:`hmac.compare_digest`), or on a teacher's own server on JupyterHub
(an admin's: ``$CANASTA_TEACH_TEACHER``, set by the hub). Otherwise the page says so and reads
nothing from the store.
"""

from __future__ import annotations

import hmac
import itertools
import logging
from collections.abc import Mapping, Sequence
from datetime import datetime

import ipywidgets as W

from .. import config
from ..game.rulebook import RULE_BOOK
from ..judge.wording import phrase, rule_title
from ..progress.store import BaseStore, LearnerSummary, PositionStat, RuleStat, StuckLearner
from .address import page_query
from .assets import render, stylesheet
from .dashboard_parts import DashboardSection, DashboardTable
from .deal_comparison import deal_sections
from .document_language import DocumentLanguage
from .failsafe import error_box
from .language import in_page_language
from .practice_history import practice_sections

__all__ = ["key_matches", "dashboard_html", "show_dashboard", "bar_chart_svg", "word_parts"]

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
    scale = limit if limit is not None else max([*values, 1])

    def show(value: float) -> str:
        return f"{value:.0%}" if limit == 1 else f"{value:g}"

    rows = []
    for i, (label, value) in enumerate(zip(labels, values)):
        length = 0.0 if scale <= 0 else max(0.0, min(1.0, value / scale)) * _BAR_WIDTH
        colour = ("#c62828" if value > 0.5 * scale else "#ef6c00") if limit is not None else "#1565c0"
        rows.append({"y": 30 + i * _ROW, "label": _short(label), "length": length, "colour": colour, "value": show(value)})
    return render(
        "bar_chart.html.j2",
        id=f"ct-chart-{next(_CHART_IDS)}",
        width=_LABEL_WIDTH + _BAR_WIDTH + 60,
        height=_ROW * len(labels) + 46,
        title=title,
        xlabel=xlabel,
        desc="; ".join(f"{label}: {show(value)}" for label, value in zip(labels, values)),
        rows=rows,
        label_x=_LABEL_WIDTH - 8,
        bar_x=_LABEL_WIDTH,
        bar_height=_ROW - 6,
        axis_y=30 + _ROW * len(labels) + 14,
    )


def _share(stat: PositionStat | RuleStat) -> float:
    share = stat.share_right_first_time
    return 0.0 if share is None else share




def _words(message: str, **facts: object) -> str:
    """A label or sentence of the dashboard from the wording catalogue, as written there."""
    return phrase(message, **facts)


def word_parts(message: str, markup: Mapping[str, tuple[str, str]], **facts: object) -> list[tuple[str, str]]:
    """The catalogue sentence ``message`` as (text, kind) parts for the ``marked`` macro of
    ``words.html.j2``: the ``markup`` facts (name -> (text, kind), kind "b" or "code") are
    marked up there, every other word is plain text, so the words stay the catalogue's and
    the template escapes them all.

    >>> word_parts("dashboard.locked-how", {"command": ("serve", "code"), "key": ("?key", "code")})[:2]
    [('Open it with the teacher key that ', ''), ('serve', 'code')]
    """
    marks = {name: f"\x00{name}\x00" for name in markup}
    text = _words(message, **facts, **marks)
    parts: list[tuple[str, str]] = []
    for i, piece in enumerate(text.split("\x00")):
        if i % 2:
            parts.append(markup[piece])
        elif piece:
            parts.append((piece, ""))
    return parts


def _rule_title(rule_id: str) -> str:
    return rule_title(rule_id) if rule_id in RULE_BOOK else rule_id


def _when(moment: datetime | None) -> str:
    return moment.strftime("%Y-%m-%d %H:%M") if moment is not None else "-"


SUMMARY_STUCK = 10
"""How many learners who may be stuck the summary names (the details list them all)."""
SUMMARY_MISSED = 5
"""How many most-missed rulings the summary shows."""
CHART_MISSED = 10
"""How many most-missed rulings the chart of the details draws."""
CHART_HARDEST = 25
"""How many positions the chart per position draws (the table lists them all)."""


def _most_missed(positions: Sequence[PositionStat], n: int) -> list[PositionStat]:
    return sorted((p for p in positions if p.learners_missed > 0),
                  key=lambda s: (-s.learners_missed, _share(s), s.position_id))[:n]


def _columns(*names: str) -> list[str]:
    return [_words(f"dashboard.col.{name}") for name in names]


def _learners_table(learners: Sequence[LearnerSummary]) -> DashboardTable:
    return DashboardTable(
        label=_words("dashboard.learners-heading"),
        headers=_columns("learner", "code", "right-first-time", "lessons-done", "last-seen"),
        rows=[[lr.name, _words("dashboard.has-code" if lr.has_code else "dashboard.signed-in" if lr.signed_in else "dashboard.no-code-yet"),
               _words("dashboard.of", n=lr.right_first_time, total=lr.first_tries), str(lr.lessons_done), _when(lr.last_seen)]
              for lr in learners],
        css="ct-dash-learners",
    )


def _summary(class_size: int, first_answers: int, positions: Sequence[PositionStat],
             stuck: Sequence[StuckLearner], without_code: int) -> dict[str, object]:
    """The one screen a teacher reads first: the class, the five most-missed rulings, who may be stuck."""
    missed = _most_missed(positions, SUMMARY_MISSED)
    people = []
    for person in stuck[:SUMMARY_STUCK]:
        why = []
        if person.missed:
            why.append(_words("dashboard.stuck-missed", missed=person.missed, recent=person.recent))
        if person.unfinished:
            why.append(_words("dashboard.stuck-unfinished", lessons=phrase("list.sep").join(person.unfinished)))
        people.append({"name": person.name, "why": "; ".join(why)})
    return {
        "count": word_parts("dashboard.count", {"learners": (_words("dashboard.learners", n=class_size), "b")},
                            answers=first_answers),
        "nocode": word_parts("dashboard.no-code", {"command": ("canasta-teach roster", "code")}, n=without_code)
        if without_code else None,
        "missed_heading": _words("dashboard.most-missed", n=len(missed)),
        "missed": [{"title": p.title or p.position_id, "lesson": p.lesson,
                    "count": _words("dashboard.missed-count", missed=p.learners_missed, learners=p.learners)}
                   for p in missed],
        "stuck_heading": _words("dashboard.stuck"),
        "stuck": people,
        "stuck_more": _words("dashboard.stuck-more", n=len(stuck) - SUMMARY_STUCK) if len(stuck) > SUMMARY_STUCK else "",
        "nobody_stuck": _words("dashboard.nobody-stuck"),
    }


def _sections(positions: Sequence[PositionStat], rules: Sequence[RuleStat], stuck: Sequence[StuckLearner]) -> list[DashboardSection]:
    """The details, each behind its summary line: the most-missed chart, per rule, per
    position, who may be stuck in full."""
    sections = []
    missed = _most_missed(positions, CHART_MISSED)
    if missed:
        sections.append(DashboardSection(
            summary=_words("dashboard.open-missed", n=len(missed)), css="ct-dash-missed-chart",
            charts=[bar_chart_svg([p.label for p in missed], [p.learners_missed for p in missed],
                                  title=_words("dashboard.chart-missed"), xlabel=_words("dashboard.axis-learners"))]))
    rule_sorted = sorted(rules, key=lambda r: (_share(r), r.rule_id))
    sections.append(DashboardSection(
        summary=_words("dashboard.open-rules", n=len(rule_sorted)), css="ct-dash-per-rule",
        charts=[bar_chart_svg([_rule_title(r.rule_id) for r in rule_sorted], [1 - _share(r) for r in rule_sorted],
                              title=_words("dashboard.chart-rules"), xlabel=_words("dashboard.axis-share"), limit=1)],
        table=DashboardTable(label=_words("dashboard.per-rule"), headers=_columns("rule", "learners", "missed", "right-first"),
                     rows=[[f"{_rule_title(r.rule_id)} [{r.rule_id}]", str(r.learners), str(r.learners_missed),
                            f"{_share(r):.0%}"] for r in rule_sorted], css="ct-dash-rules")))
    pos_sorted = sorted(positions, key=lambda p: (_share(p), p.lesson, p.title))
    sections.append(DashboardSection(
        summary=_words("dashboard.open-positions", n=len(pos_sorted)), css="ct-dash-per-position",
        charts=[bar_chart_svg([p.label for p in pos_sorted[:CHART_HARDEST]], [1 - _share(p) for p in pos_sorted[:CHART_HARDEST]],
                              title=_words("dashboard.chart-positions", n=CHART_HARDEST),
                              xlabel=_words("dashboard.axis-share"), limit=1)],
        table=DashboardTable(label=_words("dashboard.per-position"),
                     headers=_columns("position", "lesson", "learners", "missed", "right-first"),
                     rows=[[p.title or p.position_id, p.lesson, str(p.learners), str(p.learners_missed),
                            f"{_share(p):.0%}"] for p in pos_sorted], css="ct-dash-positions")))
    if stuck:
        sep = phrase("list.sep")
        sections.append(DashboardSection(
            summary=_words("dashboard.open-stuck", n=len(stuck)), css="ct-dash-stuck-all",
            table=DashboardTable(label=_words("dashboard.stuck"),
                         headers=_columns("learner", "wrong-recent", "unfinished", "last-seen"),
                         rows=[[s.name, _words("dashboard.of", n=s.missed, total=s.recent) if s.recent else "-",
                                sep.join(s.unfinished) or "-", _when(s.last_seen)] for s in stuck],
                         css="ct-dash-stuck-table")))
    return sections


def dashboard_html(store: BaseStore, *, class_name: str | None = None) -> str:
    """The whole dashboard: the first screen (the class, the most-missed rulings, who may
    be stuck, the learners' table), then the figures per rule and per position in closed
    sections. Every figure is counted by the database (GROUP BY); this function only lays
    out one row per group. Only first answers count (one per learner and position, reloads
    included): practice after a first answer shows nowhere, so a crafted second answer
    cannot change a figure."""
    class_size, answers, firsts = store.class_summary()
    title = _words("dashboard.title-named", name=class_name) if class_name else _words("dashboard.title")
    learners: list[LearnerSummary] = store.learners()
    if not answers:
        names = phrase("list.sep").join(lr.name for lr in learners)
        roster = _words("dashboard.roster", n=len(learners), names=names) if learners else ""
        # practice needs no answers: the class deal and the practice record still show
        return render("dashboard.html.j2", title=title, summary=None, no_answers=_words("dashboard.no-answers"), roster=roster,
                      details_heading=_words("dashboard.details"), sections=[*deal_sections(store), *practice_sections(store)])
    positions = store.position_stats()
    stuck = store.stuck_learners()
    without_code = sum(1 for lr in learners if not lr.has_code and not lr.signed_in)
    return render(
        "dashboard.html.j2",
        title=title,
        summary=_summary(class_size, firsts, positions, stuck, without_code),
        learners=_learners_table(learners),
        details_heading=_words("dashboard.details"),
        sections=[*deal_sections(store), *_sections(positions, store.rule_stats(), stuck), *practice_sections(store)],
    )


def _page(body_html: str) -> str:
    """The dashboard's stylesheets and ``body_html`` (the locked message, the figures or an
    error box)."""
    return render("dashboard_page.html.j2", css=f"{stylesheet('lesson')}\n{stylesheet('dashboard')}", body_html=body_html)


def _alone(html: str) -> W.Widget:
    """A page of one message (locked, failed), with the page's ``<html lang>``."""
    return W.VBox([W.HTML(html), DocumentLanguage()])


@in_page_language
def show_dashboard() -> W.Widget:
    """The dashboard notebook's widget: nothing without the teacher key."""

    def teacher() -> bool:
        return config.teacher_server() or key_matches(page_query().get("key"), config.teacher_key())

    try:
        if not teacher():
            how = word_parts("dashboard.locked-how", {"command": ("canasta-teach serve", "code"), "key": ("?key=…", "code")})
            # <html lang> the page's language here too (Voila wrote "en" before the kernel chose)
            return _alone(_page(render("dashboard_locked.html.j2", locked=_words("dashboard.locked"), how=how)))
        from ..progress.recorder import open_store

        def figures() -> str:
            return _page(render("dashboard_figures.html.j2", body_html=dashboard_html(open_store(), class_name=config.class_name())))

        out = W.HTML(figures())
        out.add_class("ct-dash-out")  # may shrink to the screen: its tables scroll inside
        refresh = W.Button(description=_words("dashboard.refresh"))

        def _refresh(_b: object) -> None:
            try:
                out.value = figures()
            except Exception:  # noqa: BLE001
                log.exception("dashboard refresh failed")
                out.value = _page(error_box(_words("dashboard.unreadable")))

        refresh.on_click(_refresh)
        from .class_list_admin import ClassListAdmin

        admin = ClassListAdmin(open_store(), allowed=teacher, on_change=lambda: _refresh(None))
        from .class_deal import ClassDealAdmin

        deal = ClassDealAdmin(open_store(), allowed=teacher, on_change=lambda: _refresh(None))
        return W.VBox([refresh, out, deal.widget, admin.widget, DocumentLanguage()])  # <html lang> the dashboard's
    except Exception:  # noqa: BLE001
        log.exception("dashboard failed")
        return _alone(_page(error_box(_words("dashboard.failed"))))
