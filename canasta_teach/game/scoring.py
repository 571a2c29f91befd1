"""Scoring a finished hand, as line items, and the end of the game.

Per side (all sources): plus the values of the melded cards; minus the values of the cards
left in both partners' hands; plus 500 for each natural canasta and 300 for each mixed one;
red threes 100 each, 800 for all four, counted minus for a side that has not melded (000,
002, 003, 004; option red-threes: canasta follows 001); going out 100, concealed 200.

Worked example of 003 (Anna goes out)::

    >>> from canasta_teach.game.cards import parse_cards
    >>> from canasta_teach.game.melds import Meld
    >>> from canasta_teach.game.rulesets import get_ruleset
    >>> ours = [Meld(parse_cards(m)) for m in ("K K K K K K K", "8 8 8 8 8 2c JK", "A A A")]
    >>> side_score(ours, parse_cards("7h 5d"), red_threes=2, went_out=True, concealed=False,
    ...            ruleset=get_ruleset("classic")).total
    1340
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from .cards import Card, format_cards
from .melds import Meld
from .rulesets import RedThreesCount, Ruleset
from .seats import Side

__all__ = ["LineItem", "SideScore", "HandScore", "side_score", "red_three_points", "winner"]

NATURAL_CANASTA_BONUS = 500
MIXED_CANASTA_BONUS = 300
GOING_OUT_BONUS = 100
CONCEALED_GOING_OUT_BONUS = 200


@dataclass(frozen=True)
class LineItem:
    """One line of a score: what it is for, the points, and the rule that gives them."""

    label: str
    points: int
    rule_id: str


@dataclass(frozen=True)
class SideScore:
    side: Side
    items: tuple[LineItem, ...]

    @property
    def total(self) -> int:
        return sum(item.points for item in self.items)


@dataclass(frozen=True)
class HandScore:
    ours: SideScore
    theirs: SideScore

    @property
    def totals(self) -> tuple[int, int]:
        return (self.ours.total, self.theirs.total)


def red_three_points(count: int) -> int:
    """100 each, 800 for all four (000, 002, 003, 004)."""
    return 800 if count == 4 else 100 * count


def side_score(
    melds: Sequence[Meld],
    hand_cards: Iterable[Card],
    *,
    red_threes: int,
    went_out: bool,
    concealed: bool,
    ruleset: Ruleset,
    side: Side = Side.US,
) -> SideScore:
    """The line items of one side's score for a finished hand."""
    items: list[LineItem] = []
    meld_value = sum(m.value for m in melds)
    if melds:
        items.append(LineItem(f"cards in melds ({len(melds)} meld{'s' if len(melds) != 1 else ''})", meld_value, "score-melds"))
    for m in melds:
        if m.is_canasta:
            if m.wilds == 0:
                items.append(LineItem(f"natural canasta of {m.rank.plural if m.rank else 'cards'}", NATURAL_CANASTA_BONUS, "canasta-natural"))
            else:
                items.append(LineItem(f"mixed canasta of {m.rank.plural if m.rank else 'cards'}", MIXED_CANASTA_BONUS, "canasta-mixed"))
    if red_threes:
        points = red_three_points(red_threes)
        if ruleset.red_threes is RedThreesCount.AFTER_CANASTA:
            plus = any(m.is_canasta for m in melds)
            why = "no canasta"
        else:
            plus = bool(melds)
            why = "no meld"
        label = f"{red_threes} red three{'s' if red_threes != 1 else ''}"
        if plus:
            items.append(LineItem(label, points, "red-three-bonus"))
        else:
            items.append(LineItem(f"{label}, counted minus ({why})", -points, "red-three-minus"))
    if went_out:
        if concealed:
            items.append(LineItem("going out concealed", CONCEALED_GOING_OUT_BONUS, "go-out-concealed"))
        else:
            items.append(LineItem("going out", GOING_OUT_BONUS, "go-out-bonus"))
    hand = list(hand_cards)
    if hand:
        items.append(LineItem(f"cards left in hand ({format_cards(hand, unicode=True)})", -sum(c.value for c in hand), "score-hand-minus"))
    return SideScore(side, tuple(items))


def winner(totals: tuple[int, int], ruleset: Ruleset) -> Side:
    """Who has won the game on these cumulative totals (000, 002, 003).

    The first side to reach the target wins; if both reach it in the same hand, the higher
    total wins; equal totals past the target decide nothing (play on).
    """
    ours, theirs = totals
    target = ruleset.target
    if ours < target and theirs < target:
        return Side.NONE
    if ours >= target and theirs >= target:
        if ours == theirs:
            return Side.NONE
        return Side.US if ours > theirs else Side.THEM
    return Side.US if ours >= target else Side.THEM
