"""The dashboard's comparison of one deal's hands (issue 22 item 4), as duplicate bridge
compares a board: per learner the hand's score, margin and result; then the decisions where
learners who met the same table chose differently, and how the hands of those who made each
choice ended.

The store counts (:meth:`~canasta_teach.progress.class_deals.ClassDeals.deal_choices`:
GROUP BY); this module lays the rows out, every word from the catalogue. The class deal
comes first (its results open), then up to :data:`OTHER_DEALS` other deals that more than
one learner played (a shared ``?practice&deal=N``).
"""

from __future__ import annotations

import logging

from ..errors import CanastaError
from ..game.choices import Choice
from ..judge.wording import phrase, say
from ..players.coach import choice_label
from ..players.deal_number import DealNumber
from ..progress.base_store import BaseStore
from ..progress.class_deals import DealChoiceRow, DealHandRow
from .class_deal import deal_said_html, deal_table_words
from .dashboard_parts import DashboardSection, DashboardTable

__all__ = ["deal_sections", "OTHER_DEALS"]

log = logging.getLogger(__name__)

#: How many deals besides the class deal the dashboard compares (the latest played).
OTHER_DEALS = 3


def _columns(*names: str) -> list[str]:
    return [phrase(f"deals.col.{name}") for name in names]


def _choice_words(notation: str) -> str:
    try:
        return choice_label(Choice.parse(notation))
    except CanastaError:
        return notation


def _results(deal: DealNumber, hands: list[DealHandRow], learners: int, *, is_class: bool) -> DashboardSection:
    key = "deals.results-class" if is_class else "deals.results"
    table = deal_table_words(deal)
    summary = say(key, number=deal.grouped, table=table, learners=learners)
    rows = [[h.name, str(h.hand_number), str(h.score), f"{h.margin:+d}",
             phrase("practice.history.won" if h.won else "practice.history.lost")] for h in hands]
    return DashboardSection(
        summary=summary, css="ct-dash-deal", open=is_class,
        summary_html=deal_said_html(key, deal, table=table, learners=learners),
        # the table's name is said only (its region's aria-label): the number digit by digit
        table=DashboardTable(label=say("deals.results-table", number=deal.spoken),
                             headers=_columns("learner", "hand", "score", "margin", "result"), rows=rows,
                             css="ct-dash-deal-table") if rows else None)


def _differed(deal: DealNumber, choices: list[DealChoiceRow], *, is_class: bool) -> DashboardSection:
    points = len({c.point for c in choices})
    rows = []
    last = ""
    for c in choices:
        where = say("deals.point", hand=c.hand_number, move=c.moves + 1, kind=phrase(f"mistake.{c.kind}"))
        rows.append([where if c.point != last else "", _choice_words(c.chosen), phrase("list.sep").join(c.names),
                     say("deals.won-of", won=c.won, hands=c.hands), f"{c.mean_margin:+.0f}"])
        last = c.point
    return DashboardSection(
        summary=say("deals.differed", number=deal.grouped, n=points), css="ct-dash-deal-choices", open=is_class and bool(rows),
        summary_html=deal_said_html("deals.differed", deal, n=points),
        table=DashboardTable(label=say("deals.differed-table", number=deal.spoken),
                             headers=_columns("decision", "choice", "who", "won", "mean-margin"), rows=rows,
                             css="ct-dash-deal-choices-table") if rows else None)


def deal_sections(store: BaseStore) -> list[DashboardSection]:
    """The comparison sections: the class deal's (even before anyone played it), then the
    other deals more than one learner played; none when there is nothing to compare."""
    class_deal = store.class_deal()
    deals: list[tuple[DealNumber, bool]] = [(class_deal, True)] if class_deal is not None else []
    deals += [(deal, False) for deal, _n in store.compared_deals(limit=OTHER_DEALS + 1) if deal != class_deal]
    sections = []
    for deal, is_class in deals[:OTHER_DEALS + 1]:
        hands = store.deal_hands(deal)
        sections.append(_results(deal, hands, store.deal_learners(deal), is_class=is_class))
        if hands:
            sections.append(_differed(deal, store.deal_choices(deal), is_class=is_class))
    return sections
