"""Tranca's melds: sets of one rank and runs of one suit, with at most one two (003, "Varianten").

003: "Figuren dürfen Sätze oder Folgen einer Farbe sein (ab der 4; das Ass nur über dem
König)": a meld is a set of one rank or a run of one suit, from the four up, the ace only
above the king (4 5 6 ... Q K A; no A 4 5, no K A 4). Only the twos are wild ("nur die 2er
sind Platzhalter"). Where 003 is silent the rule book names the reading chosen
(``tranca-one-two``): a meld holds at least two natural cards and at most one two, and in a
run the two stands for one card, inside the run or at an end, and stays where it was laid.

A run is a :class:`Run`: its cards from the low end up, the two in the place it stands
for. Its ``rank`` is None (it has no one rank), so Canasta code that looks melds up by rank
never finds a run.

>>> from canasta_teach.game.cards import parse_cards
>>> from canasta_teach.game.rulesets import get_ruleset
>>> tranca = get_ruleset("tranca")
>>> run = tranca_meld(parse_cards("4h 5h 6h"), tranca)
>>> run.span, str(run)
('4h-6h', '4h 5h 6h')
>>> str(tranca_meld(parse_cards("9s 2c Js"), tranca))
'9s 2c Js'
>>> tranca_meld(parse_cards("Kd Ad 4d"), tranca)
('tranca-runs', (('case', 'not-consecutive'),))
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card, Rank, Suit, format_cards
from .melds import Meld, MeldProblem
from .rulesets import Ruleset

__all__ = ["RUN_RANKS", "RunEnd", "Run", "tranca_meld", "extend_run", "set_problem", "two_places"]

#: The ranks a run is made of, low to high: from the four up, the ace only above the king (003).
RUN_RANKS: tuple[Rank, ...] = (
    Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN,
    Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE,
)
_INDEX = {rank: i for i, rank in enumerate(RUN_RANKS)}


class RunEnd(enum.Enum):
    """The end of a run a card joins."""

    LOW = "low"
    HIGH = "high"


@dataclass(frozen=True)
class Run(Meld):
    """A run of one suit: ``cards`` from the low end up (a two in the place it stands for),
    ``low`` the index in :data:`RUN_RANKS` of its lowest place."""

    suit: Suit = Suit.HEARTS
    low: int = 0

    @property
    def rank(self) -> Rank | None:  # type: ignore[override]
        """A run has no one rank."""
        return None

    @property
    def high(self) -> int:
        return self.low + len(self.cards) - 1

    @property
    def low_rank(self) -> Rank:
        return RUN_RANKS[self.low]

    @property
    def high_rank(self) -> Rank:
        return RUN_RANKS[self.high]

    @property
    def span(self) -> str:
        """How the notation names the run: its lowest and highest places, ``4h-6h``."""
        return f"{self.low_rank.value}{self.suit.value}-{self.high_rank.value}{self.suit.value}"

    def place_of(self, index: int) -> Rank:
        """The rank the card at ``index`` stands for."""
        return RUN_RANKS[self.low + index]

    def __str__(self) -> str:
        return format_cards(self.cards)


def set_problem(cards: Sequence[Card], ruleset: Ruleset) -> MeldProblem | None:
    """Why cards of one rank (and twos) are not a Tranca set, or None when they are."""
    naturals = sum(1 for c in cards if not c.is_wild)
    if len(cards) < ruleset.meld_min_cards:
        return ("tranca-runs", (("case", "size"), ("size", len(cards)), ("min", ruleset.meld_min_cards)))
    if len(cards) - naturals > ruleset.max_wild_in_meld:
        return ("tranca-one-two", (("case", "twos"), ("wilds", len(cards) - naturals)))
    if naturals < ruleset.min_natural_in_meld:
        return ("tranca-one-two", (("case", "naturals"), ("naturals", naturals)))
    return None


def _three_problem(cards: Sequence[Card]) -> MeldProblem | None:
    for c in cards:
        if c.is_black_three:
            return ("tranca-black-three", (("case", "meld"),))
        if c.is_red_three:
            return ("tranca-red-threes", (("case", "meld"),))
    return None


def tranca_meld(cards: Sequence[Card], ruleset: Ruleset) -> Meld | Run | MeldProblem:
    """The meld these cards make under Tranca's rules (a set as a :class:`Meld`, a run as a
    :class:`Run`), or why they make none, as (rule id, facts).

    A run is read from its natural cards: they are put in order, and the two fills the one
    gap between them; with no gap it stands at the end where it was written (first: the low
    end; else the high end), or at the other end when that one is past the four or the ace.
    """
    three = _three_problem(cards)
    if three is not None:
        return three
    naturals = [c for c in cards if not c.is_wild]
    if not naturals:
        return ("tranca-one-two", (("case", "naturals"), ("naturals", 0)))
    first = naturals[0].rank
    if all(c.rank is first for c in naturals):
        problem = set_problem(cards, ruleset)
        return problem if problem is not None else Meld(tuple(cards))
    return _read_run(cards, naturals, ruleset)


def _read_run(cards: Sequence[Card], naturals: list[Card], ruleset: Ruleset) -> Run | MeldProblem:
    suit = naturals[0].suit
    if suit is None or any(c.suit is not suit for c in naturals):
        return ("tranca-runs", (("case", "one-suit"),))
    wilds = [c for c in cards if c.is_wild]
    if len(cards) < ruleset.meld_min_cards:
        return ("tranca-runs", (("case", "size"), ("size", len(cards)), ("min", ruleset.meld_min_cards)))
    if len(wilds) > ruleset.max_wild_in_meld:
        return ("tranca-one-two", (("case", "twos"), ("wilds", len(wilds))))
    if len(naturals) < ruleset.min_natural_in_meld:
        return ("tranca-one-two", (("case", "naturals"), ("naturals", len(naturals))))
    ordered = sorted(naturals, key=lambda c: _INDEX[c.rank])
    places = [_INDEX[c.rank] for c in ordered]
    if len(set(places)) != len(places):
        return ("tranca-runs", (("case", "twice"),))
    gaps = [b - a - 1 for a, b in zip(places, places[1:]) if b - a > 1]
    if sum(gaps) > len(wilds):
        return ("tranca-runs", (("case", "not-consecutive"),))
    if gaps:  # one gap of one place, filled by the two
        gap_at = next(i for i, (a, b) in enumerate(zip(places, places[1:])) if b - a > 1)
        run_cards = tuple(ordered[: gap_at + 1]) + (wilds[0],) + tuple(ordered[gap_at + 1:])
        return Run(run_cards, suit=suit, low=places[0])
    if not wilds:
        return Run(tuple(ordered), suit=suit, low=places[0])
    at_low = cards[0].is_wild
    if at_low and places[0] == 0:
        at_low = False
    elif not at_low and places[-1] == len(RUN_RANKS) - 1:
        at_low = True
    if at_low:
        return Run((wilds[0],) + tuple(ordered), suit=suit, low=places[0] - 1)
    return Run(tuple(ordered) + (wilds[0],), suit=suit, low=places[0])


def two_places(run: Run) -> tuple[RunEnd, ...]:
    """The ends where a two may still join the run (none when it holds one already)."""
    if run.wilds:
        return ()
    ends = []
    if run.low > 0:
        ends.append(RunEnd.LOW)
    if run.high < len(RUN_RANKS) - 1:
        ends.append(RunEnd.HIGH)
    return tuple(ends)


def extend_run(run: Run, card: Card, end: RunEnd | None, ruleset: Ruleset) -> Run | MeldProblem:
    """The run with ``card`` added at one end, or why it may not join.

    A natural card joins the end it fits (the place below the low end or above the high
    end, in the run's suit); a two joins the end named, when the run holds no two yet.
    """
    three = _three_problem((card,))
    if three is not None:
        return three
    if card.is_wild:
        if run.wilds >= ruleset.max_wild_in_meld:
            return ("tranca-one-two", (("case", "twos"), ("wilds", run.wilds + 1)))
        if end is None:
            return ("tranca-runs", (("case", "which-end"),))
        if end not in two_places(run):
            return ("tranca-runs", (("case", "past-the-ace"),))
        if end is RunEnd.LOW:
            return Run((card,) + run.cards, suit=run.suit, low=run.low - 1)
        return Run(run.cards + (card,), suit=run.suit, low=run.low)
    if card.suit is not run.suit:
        return ("tranca-runs", (("case", "one-suit"),))
    place = _INDEX[card.rank]
    if place == run.low - 1 and end in (None, RunEnd.LOW):
        return Run((card,) + run.cards, suit=run.suit, low=run.low - 1)
    if place == run.high + 1 and end in (None, RunEnd.HIGH):
        return Run(run.cards + (card,), suit=run.suit, low=run.low)
    return ("tranca-runs", (("case", "not-next"),))
