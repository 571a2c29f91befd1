"""The deal number on the practice table: which game is dealt, in the learner's words, with
a link that replays it (``?practice&deal=N``, with ``&ruleset=tranca`` for a Tranca deal),
and a note when the teacher chose it. The number is shown in groups of four and said digit
by digit (:attr:`~canasta_teach.players.deal_number.DealNumber.grouped`, ``.spoken``)."""

from __future__ import annotations

from ..errors import CanastaError
from ..judge.wording import phrase, say
from ..players.deal_number import CANASTA, TRANCA, DealNumber
from ..players.practice import PracticeHand
from .assets import render, shown_said_html

__all__ = ["game_deal", "deal_html"]


def game_deal(hand: PracticeHand) -> DealNumber | None:
    """The deal number of ``hand``'s game (the learner in seat 0, the only seat the table
    deals), or None when no number names it (a seed set by hand that is out of range)."""
    if hand.learner != 0:
        return None
    try:
        return DealNumber(hand.seed, hand.state.players, hand.level, TRANCA if hand.state.ruleset.is_tranca else CANASTA)
    except CanastaError:
        return None


def deal_html(deal: DealNumber | None, *, chosen_by_teacher: bool = False) -> str:
    """The line under "New game": "This game is deal N ..." and its link ("" for none)."""
    if deal is None:
        return ""
    key = "deals.this-deal-tranca" if deal.game == TRANCA else "deals.this-deal"
    return render("deal_info.html.j2", number=str(deal), ruleset=TRANCA if deal.game == TRANCA else "",
                  text_html=shown_said_html(say(key, number=deal.grouped), say(key, number=deal.spoken)),
                  link=phrase("deals.replay-link"),
                  teacher=phrase("deals.teacher-chose") if chosen_by_teacher else "")
