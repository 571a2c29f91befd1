"""Melds: cards of one rank on the table, and the test of whether cards form a legal meld.

A meld is three or more cards of one rank, at least two natural, at most three wild (000,
003, 004; option ``wild-limit: more-natural`` follows 001 and 002). Black threes are a meld
only for the player going out (000, 003, 004). A meld of seven or more cards is a canasta.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Iterable, Sequence

from ..text import count_word as _count_word
from .cards import Card, Rank, format_cards, parse_cards
from .rulesets import Ruleset, WildLimit

__all__ = ["Meld", "meld_problem"]


@dataclass(frozen=True)
class Meld:
    """Cards of one meld on the table (or proposed). Not checked here: see meld_problem."""

    cards: tuple[Card, ...]

    @classmethod
    def parse(cls, text: str | Iterable[str]) -> "Meld":
        return cls(parse_cards(text))

    @cached_property
    def naturals(self) -> int:
        return sum(1 for c in self.cards if c.is_natural)

    @cached_property
    def wilds(self) -> int:
        return sum(1 for c in self.cards if c.is_wild)

    @cached_property
    def rank(self) -> Rank | None:
        """The meld's rank: that of its natural cards (or THREE for black threes)."""
        for c in self.cards:
            if not c.is_wild:
                return c.rank
        return None

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def is_canasta(self) -> bool:
        return len(self.cards) >= 7

    @cached_property
    def value(self) -> int:
        return sum(c.value for c in self.cards)

    def __str__(self) -> str:
        return format_cards(self.cards)

    @property
    def label(self) -> str:
        rank = self.rank
        what = rank.plural if rank else "cards"
        if self.is_canasta:
            kind = "natural" if self.wilds == 0 else "mixed"
            return f"{kind} canasta of {what}"
        return f"meld of {what}"


def meld_problem(cards: Sequence[Card], ruleset: Ruleset, *, going_out: bool = False) -> tuple[str, str] | None:
    """Why these cards are not a legal meld, as (rule id, words), or None when they are.

    Black threes are a meld only for the player going out (000, 003, 004).
    """
    if any(c.is_red_three for c in cards):
        return ("meld-no-threes", "a red three is never melded")
    naturals = [c for c in cards if not c.is_wild]
    wilds = len(cards) - len(naturals)
    if len(cards) < 3:
        return ("meld-min-size", f"{_count_word(len(cards))} card{'s' if len(cards) != 1 else ''} are not a meld: a meld needs three or more")
    ranks = {c.rank for c in naturals}
    if len(ranks) > 1:
        names = ", ".join(sorted((r.plural for r in ranks)))
        return ("meld-one-rank", f"a meld holds one rank, these mix {names}")
    if Rank.THREE in ranks:
        if wilds:
            return ("black-three-meld", "a meld of black threes may hold no wild card")
        if not going_out:
            return ("black-three-meld", "black threes may be melded only by a player going out in that turn")
        return None
    if len(naturals) < 2:
        return ("meld-two-natural", f"a meld needs at least two natural cards, this has {_count_word(len(naturals)) if naturals else 'none'}")
    if wilds > ruleset.max_wild_in_meld:
        return ("meld-three-wild", f"a meld may hold at most three wild cards, this has {_count_word(wilds)}")
    if ruleset.wild_limit is WildLimit.MORE_NATURAL and wilds >= len(naturals):
        return ("meld-more-natural", f"under this ruleset a meld needs more natural than wild cards ({len(naturals)} natural, {wilds} wild)")
    return None
