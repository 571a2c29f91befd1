"""Melds: cards of one rank on the table, and the test of whether cards form a legal meld.

A meld is three or more cards of one rank, at least two natural, at most three wild (000,
003, 004; option ``wild-limit: more-natural`` follows 001 and 002). Black threes are a meld
only for the player going out (000, 003, 004). A meld of seven or more cards is a canasta.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from .cards import Card, Rank, format_cards, parse_cards
from .rulesets import Ruleset, WildLimit

__all__ = ["Meld", "MeldProblem", "meld_problem", "wild_room"]

# Enum members read in the hot paths, bound once: on Python 3.11 a look-up such as
# ``Rank.THREE`` goes through the enum metaclass's ``__getattr__`` hook and costs about
# ten times a module global's read.
_THREE = Rank.THREE
_MORE_NATURAL = WildLimit.MORE_NATURAL


if TYPE_CHECKING:
    _once = cached_property
else:

    class _once:
        """``functools.cached_property`` without its lock (Python 3.11 takes one on every
        first look-up, and a play-out makes a new meld at every card added): worked out
        once, then read from the instance's ``__dict__``."""

        def __init__(self, fn):
            self.fn = fn
            self.name = fn.__name__
            self.__doc__ = fn.__doc__

        def __set_name__(self, owner, name):
            self.name = name

        def __get__(self, obj, owner=None):
            if obj is None:
                return self
            value = obj.__dict__[self.name] = self.fn(obj)
            return value


@dataclass(frozen=True)
class Meld:
    """Cards of one meld on the table (or proposed). Not checked here: see meld_problem."""

    cards: tuple[Card, ...]

    @classmethod
    def parse(cls, text: str | Iterable[str]) -> Meld:
        return cls(parse_cards(text))

    @_once
    def naturals(self) -> int:
        return sum(1 for c in self.cards if c.is_natural)

    @_once
    def wilds(self) -> int:
        return sum(1 for c in self.cards if c.is_wild)

    @_once
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

    @_once
    def value(self) -> int:
        return sum(c.value for c in self.cards)

    def __str__(self) -> str:
        return format_cards(self.cards)


def wild_room(naturals: int, wilds: int, ruleset: Ruleset) -> int:
    """How many more wild cards a meld with these counts may take; negative when it
    already holds too many. The one statement of the wild-card limit: at most
    ``max_wild_in_meld`` (000, 003, 004: three) and, under option ``wild-limit:
    more-natural``, fewer wild than natural cards (001, 002). The referee, the searches,
    the planners and the judge all ask it.

    >>> from canasta_teach.game.rulesets import get_ruleset
    >>> wild_room(2, 0, get_ruleset("classic")), wild_room(2, 0, get_ruleset("classic", {"wild-limit": "more-natural"}))
    (3, 1)
    """
    room = ruleset.max_wild_in_meld - wilds
    if ruleset.wild_limit is _MORE_NATURAL:
        room = min(room, naturals - 1 - wilds)
    return room


#: Why cards are not a meld: (rule id, facts), the facts filling in the judge's words.
MeldProblem = tuple[str, tuple[tuple[str, object], ...]]


def meld_problem(cards: Sequence[Card], ruleset: Ruleset, *, going_out: bool = False) -> MeldProblem | None:
    """Why these cards are not a legal meld, as (rule id, facts), or None when they are.

    Black threes are a meld only for the player going out (000, 003, 004). The facts are
    numbers and ranks (``("naturals", 1), ("min", 2)``); the judge's wording says them.

    >>> from canasta_teach.game.rulesets import get_ruleset
    >>> meld_problem(parse_cards("8 2 JK"), get_ruleset("classic"))
    ('meld-two-natural', (('naturals', 1), ('min', 2)))
    >>> meld_problem(parse_cards("Q Q 2"), get_ruleset("classic")) is None
    True
    """
    if any(c.is_red_three for c in cards):
        return ("meld-no-threes", ())
    naturals = [c for c in cards if not c.is_wild]
    wilds = len(cards) - len(naturals)
    if len(cards) < ruleset.meld_min_cards:
        return ("meld-min-size", (("size", len(cards)), ("min", ruleset.meld_min_cards)))
    ranks = {c.rank for c in naturals}
    if len(ranks) > 1:
        return ("meld-one-rank", (("ranks", tuple(sorted(ranks, key=lambda r: r.order))),))
    if _THREE in ranks:
        if wilds:
            return ("black-three-meld", (("wilds", wilds),))
        if not going_out:
            return ("black-three-meld", (("wilds", 0),))
        return None
    if len(naturals) < ruleset.min_natural_in_meld:
        return ("meld-two-natural", (("naturals", len(naturals)), ("min", ruleset.min_natural_in_meld)))
    if wild_room(len(naturals), wilds, ruleset) >= 0:
        return None
    if wilds > ruleset.max_wild_in_meld:
        return ("meld-three-wild", (("wilds", wilds), ("max", ruleset.max_wild_in_meld)))
    return ("meld-more-natural", (("naturals", len(naturals)), ("wilds", wilds)))
