"""The practice record on the pages: a finished hand and its review kept in the progress
store, "Your last ten hands" for the learner, and the practice figures of the teacher's
dashboard (per learner, and the class's most common costly decision).

The store does the keeping and the counting (:mod:`canasta_teach.progress.practice_record`);
this module turns a practice hand into its record and the store's rows into the pages'
tables, every word from the catalogue.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from ..judge.wording import phrase, say
from ..players.deal_number import decision_point
from ..players.hand_review import HandReview
from ..players.practice import PracticeHand
from ..progress.base_store import BaseStore
from ..progress.class_deals import DecisionRecord
from ..progress.practice_record import PracticeHandRecord, PracticeHandRow
from .assets import render
from .dashboard_parts import DashboardSection, DashboardTable

__all__ = ["hand_record", "decision_records", "last_hands_html", "practice_sections", "PracticeKeeper", "LAST_HANDS"]

log = logging.getLogger(__name__)

#: How many of their last hands a learner sees.
LAST_HANDS = 10


def hand_record(hand: PracticeHand, learner: str) -> PracticeHandRecord:
    """A finished hand as the store keeps it: the learner's side's score for the hand and
    its margin over the best other side."""
    totals = hand.score().seat_totals
    state = hand.state
    side = state.sides[state.side_of(hand.learner)]
    others = [totals[s] for s in range(state.players) if s not in side]
    return PracticeHandRecord(learner=learner, players=state.players, level=hand.level, seed=hand.seed,
                              hand_number=hand.hand_number, score=totals[hand.learner],
                              margin=totals[hand.learner] - max(others), ruleset=state.ruleset.name)


def decision_records(hand: PracticeHand) -> list[DecisionRecord]:
    """The learner's decisions in ``hand`` as the store keeps them: where (a key of the
    table as the learner saw it), the kind and the choice made."""
    return [DecisionRecord(point=decision_point(m.state, m.seat, m.kind.value, hand.hand_number, m.moves),
                           kind=m.kind.value, chosen=str(m.chosen), moves=m.moves) for m in hand.decisions]


def _when(row: PracticeHandRow) -> str:
    return row.played_at.strftime("%Y-%m-%d %H:%M")


def last_hands_html(rows: Sequence[PracticeHandRow]) -> str:
    """The learner's last hands as a table ("" when they have played none)."""
    if not rows:
        return ""
    headers = [phrase(f"practice.history.col.{c}") for c in ("when", "game", "table", "score", "margin", "result", "costly")]
    body = []
    for row in rows:
        costly = phrase("practice.history.not-reviewed") if row.mistakes is None else str(row.mistakes)
        body.append([_when(row), phrase(f"practice.history.game-{row.game}"), say("practice.history.table", players=row.players),
                     str(row.score), f"{row.margin:+d}",
                     phrase("practice.history.won" if row.won else "practice.history.lost"), costly])
    return render("practice_history.html.j2", title=phrase("practice.history"), headers=headers, rows=body)




def _games_words(games: Sequence[tuple[str, int]]) -> str:
    """Which games a learner's hands were ("Canasta: 9, Tranca: 3")."""
    return phrase("list.sep").join(say("dashboard.games", game=phrase(f"practice.history.game-{game}"), n=n)
                                   for game, n in games) or "-"


def practice_sections(store: BaseStore) -> list[DashboardSection]:
    """The dashboard's practice section: the class's hands, its most common costly
    decision, and one row per learner (none when nobody practised)."""
    figures = store.practice_figures()
    if not figures:
        return []
    common = store.practice_common_mistake()
    summary = say("dashboard.practice", hands=sum(f.hands for f in figures), learners=len(figures))
    if common is not None:
        kind, count, learners = common
        summary += " " + say("dashboard.practice-common", kind=phrase(f"mistake.{kind}"), n=count, learners=learners)
    headers = [phrase(f"dashboard.col.{c}")
               for c in ("learner", "hands", "games", "won", "mean-score", "reviewed", "costly", "common")]
    rows = [[f.name, str(f.hands), _games_words(f.games), str(f.won), f"{f.mean_score:+.0f}", str(f.reviewed),
             str(f.mistakes), phrase(f"mistake.{f.common_mistake}") if f.common_mistake else "-"] for f in figures]
    return [DashboardSection(summary=summary, css="ct-dash-practice",
                     table=DashboardTable(label=phrase("dashboard.practice-table"), headers=headers, rows=rows, css="ct-dash-practice-table"))]


class PracticeKeeper:
    """Keeps a practice table's finished hands and reviews for the learner the app knows
    now (``learner()``: None for an anonymous learner, whose hands are not kept). A store
    that fails is logged; the practice goes on."""

    def __init__(self, store: Callable[[], BaseStore | None], learner: Callable[[], str | None]) -> None:
        self._store = store
        self._learner = learner

    def hand_over(self, hand: PracticeHand) -> tuple[str, int] | None:
        """Keep a finished hand; returns (learner, its id) for its review."""
        learner = self._learner()
        store = self._store() if learner else None
        if store is None or learner is None:
            return None
        try:
            kept = store.record_practice_hand(hand_record(hand, learner))
            # its decisions, so the hands of one deal can be compared (app.deal_comparison)
            store.record_practice_decisions(learner, kept, decision_records(hand))
            return learner, kept
        except Exception:  # noqa: BLE001 - practice goes on without the record
            log.exception("the practice hand could not be kept")
            return None

    def reviewed(self, key: object, review: HandReview) -> None:
        """Keep the costly decisions of a kept hand's review."""
        store = self._store()
        if store is None or not isinstance(key, tuple):
            return
        learner, hand_id = key
        store.record_practice_review(learner, hand_id, [(f.kind, max(0, round(f.cost))) for f in review.flagged])

    def history_html(self) -> str:
        """The learner's last ten hands ("" for an anonymous learner or none played)."""
        learner = self._learner()
        store = self._store() if learner else None
        if store is None or learner is None:
            return ""
        try:
            return last_hands_html(store.practice_hands(learner, limit=LAST_HANDS))
        except Exception:  # noqa: BLE001 - the page shows without it
            log.exception("the practice record could not be read")
            return ""
