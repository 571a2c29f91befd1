"""The deal number on the practice table: which game is dealt, in the learner's words, with
a link that replays it (``?practice&deal=N``), and a note when the teacher chose it."""

from __future__ import annotations

from ..errors import CanastaError
from ..judge.wording import phrase, say
from ..players.deal_number import DealNumber
from ..players.practice import PracticeHand
from .assets import render

__all__ = ["game_deal", "deal_html"]


def game_deal(hand: PracticeHand) -> DealNumber | None:
    """The deal number of ``hand``'s game (the learner in seat 0, the only seat the table
    deals), or None when no number names it (a seed set by hand that is out of range)."""
    if hand.learner != 0:
        return None
    try:
        return DealNumber(hand.seed, hand.state.players, hand.level)
    except CanastaError:
        return None


def deal_html(deal: DealNumber | None, *, chosen_by_teacher: bool = False) -> str:
    """The line under "New game": "This game is deal N ..." and its link ("" for none)."""
    if deal is None:
        return ""
    return render("deal_info.html.j2", number=str(deal), text=say("deals.this-deal", number=str(deal)),
                  link=phrase("deals.replay-link"),
                  teacher=phrase("deals.teacher-chose") if chosen_by_teacher else "")
