"""Scoring a finished hand, as line items, and the end of the game.

Per side (all sources): plus the values of the melded cards; minus the values of the cards
left in both partners' hands; plus the ruleset's bonus for each natural and each mixed
canasta; red threes (each, and all four together) counted minus for a side that has not
melded (000, 002, 003, 004; option red-threes: canasta follows 001); going out, more when
concealed. The numbers are the ruleset's (:class:`~canasta_teach.game.rulesets.Ruleset`).

A line item is facts: a kind (a message id of the judge's wording catalogue), the points,
the rule that gives them and the facts that fill in its words (counts, ranks, cards).

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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import Card
from .melds import Meld
from .rulesets import RedThreesCount, Ruleset
from .score_lines import LineItem, ScoredGroup, TableScore
from .seats import Side

if TYPE_CHECKING:
    from .table import TableState

__all__ = [
    "LineItem", "SideScore", "HandScore", "side_score", "red_three_points", "winner",
    "ScoredGroup", "TableScore", "score_hand",
]

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


def red_three_points(count: int, ruleset: Ruleset) -> int:
    """Each red three its bonus, all four together more (000, 002, 003, 004)."""
    return ruleset.red_three_points(count)


def _red_three_line(count: int, points: int, *, plus: bool, why: str) -> LineItem:
    if plus:
        return LineItem("line.red-threes", points, "red-three-bonus", (("count", count),))
    kind = "line.red-threes-minus-no-canasta" if why == "no canasta" else "line.red-threes-minus-no-meld"
    return LineItem(kind, -points, "red-three-minus", (("count", count),))


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
        items.append(LineItem("line.melds", meld_value, "score-melds", (("count", len(melds)),)))
    for m in melds:
        if m.is_canasta:
            if m.wilds == 0:
                items.append(LineItem("line.natural-canasta", ruleset.natural_canasta_bonus, "canasta-natural", (("rank", m.rank),)))
            else:
                items.append(LineItem("line.mixed-canasta", ruleset.mixed_canasta_bonus, "canasta-mixed", (("rank", m.rank),)))
    if red_threes:
        points = red_three_points(red_threes, ruleset)
        if ruleset.red_threes is RedThreesCount.AFTER_CANASTA:
            plus = any(m.is_canasta for m in melds)
            why = "no canasta"
        else:
            plus = bool(melds)
            why = "no meld"
        items.append(_red_three_line(red_threes, points, plus=plus, why=why))
    if went_out:
        if concealed:
            items.append(LineItem("line.going-out-concealed", ruleset.concealed_going_out_bonus, "go-out-concealed"))
        else:
            items.append(LineItem("line.going-out", ruleset.going_out_bonus, "go-out-bonus"))
    hand = tuple(hand_cards)
    if hand:
        items.append(LineItem("line.hand", -sum(c.value for c in hand), "score-hand-minus", (("cards", hand),)))
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


# --------------------------------------------------------------------------------------
# Scoring a hand played on the engine


def _red_three_items(count: int, ruleset: Ruleset, *, plus: bool, why: str) -> list[LineItem]:
    if not count:
        return []
    return [_red_three_line(count, red_three_points(count, ruleset), plus=plus, why=why)]


def score_hand(state: TableState) -> TableScore:
    """Score a finished hand from the table (all sources; three players: 003, 004).

    Each side: its melded cards plus, the cards left in its players' hands minus, the
    ruleset's bonus for each natural and each mixed canasta, its red threes (minus for a
    side without a meld, or under option red-threes: canasta without a canasta), the
    going-out bonus (more when concealed; nothing when the stock ran out or the last card
    was a red three). A red three never laid out costs the ruleset's penalty (004, option
    dealt-red-threes: first-turn).

    Three players: the lone player scores alone; the partners share the partnership's
    score and each adds their own red threes (003; option partner-red-threes: team gives
    both the team's, 004). If nobody took the pile, a player who went out plays alone
    against the other two; if nobody went out either, everyone scores alone (004).
    """
    from .rulesets import PartnerRedThrees
    from .table import HandEnd

    if state.ruleset.is_tranca:
        from .tranca_scoring import score_tranca_hand  # 003, "Varianten"

        return score_tranca_hand(state)
    if not state.is_over:
        raise ValueError("the hand is not over yet")
    ruleset = state.ruleset
    size = ruleset.canasta_size
    # The scoring units and their melds.
    if state.players == 3 and state.lone is None and state.went_out is not None:
        lone = state.went_out
        partners = tuple(s for s in range(3) if s != lone)
        units = [((lone,), state.melds[state.side_of(lone)]),
                 (partners, tuple(m for s in partners for m in state.melds[state.side_of(s)]))]
    else:
        units = [(seats, state.melds[i]) for i, seats in enumerate(state.sides)]
    groups: list[ScoredGroup] = []
    for seats, melds in units:
        went_out = state.end is HandEnd.WENT_OUT and state.went_out in seats
        hand_cards = [c for s in seats for c in state.hands[s] if not c.is_red_three]
        hidden_reds = sum(1 for s in seats for c in state.hands[s] if c.is_red_three)
        if ruleset.red_threes is RedThreesCount.AFTER_CANASTA:
            plus, why = any(len(m.cards) >= size for m in melds), "no canasta"
        else:
            plus, why = bool(melds), "no meld"
        per_seat = state.players == 3 and len(seats) > 1
        shared_reds = 0 if per_seat else sum(len(state.red_threes[s]) for s in seats)
        base = side_score(melds, hand_cards, red_threes=0, went_out=went_out,
                          concealed=went_out and state.concealed, ruleset=ruleset)
        items = list(base.items)
        reds = _red_three_items(shared_reds, ruleset, plus=plus, why=why)
        if reds:
            # Red threes read best next to the melds and bonuses, before going out and hands.
            at = next((i for i, it in enumerate(items) if it.rule_id in ("go-out-bonus", "go-out-concealed", "score-hand-minus")), len(items))
            items[at:at] = reds
        if hidden_reds:
            items.append(LineItem("line.red-threes-hidden", -ruleset.unrevealed_red_three_penalty * hidden_reds,
                                  "red-three-penalty", (("count", hidden_reds),)))
        own: list[tuple[LineItem, ...]] = []
        for seat in seats:
            if not per_seat:
                own.append(())
                continue
            if ruleset.partner_red_threes is PartnerRedThrees.TEAM:
                count = sum(len(state.red_threes[s]) for s in seats)
            else:
                count = len(state.red_threes[seat])
            own.append(tuple(_red_three_items(count, ruleset, plus=plus, why=why)))
        groups.append(ScoredGroup(tuple(seats), tuple(items), tuple(own)))
    return TableScore(tuple(groups))
