"""Scoring a finished Tranca hand, as line items (003, "Varianten").

003: "Jede ausgelegte Karte zählt 10 (eine 2 zählt 20), ein reiner Canasta 200, ein
gemischter 100; rote Dreien liegen einzeln aus und bringen je +100, wenn die Partei eine
Canasta hat, sonst −100. Karten auf der Hand zählen minus, und eine Partei ohne Morto
verliert 100." Going out scores 100 ("wer danach ausmacht, beendet das Spiel (100)").

Per side: each melded card 10, a two 20 (``tranca-card-points``); each clean canasta 200,
each dirty one 100 (``tranca-canasta-bonus``); red threes 100 each, plus with a canasta,
else minus, four together no more than four single ones (``tranca-red-threes``); going out
100 (``tranca-go-out``); the cards left in both partners' hands minus, at what they would
score melded (``tranca-hand-minus``; option hand-values: canasta takes Canasta's card
values); a side that never took its morto 100 minus (``tranca-morto-penalty``). An untaken
morto's cards count neither way.

>>> from canasta_teach.game.cards import parse_cards
>>> from canasta_teach.game.melds import Meld
>>> from canasta_teach.game.rulesets import get_ruleset
>>> from canasta_teach.game.runs import tranca_meld
>>> tranca = get_ruleset("tranca")
>>> melds = [tranca_meld(parse_cards(m), tranca) for m in ("4h 5h 6h 7h 8h 9h 10h", "K K 2c")]
>>> items = tranca_side_items(melds, parse_cards("9s"), red_threes=1, went_out=False, morto_taken=True, ruleset=tranca)
>>> [(i.kind, i.points) for i in items]
[('line.melds', 110), ('line.clean-canasta', 200), ('line.red-threes', 100), ('line.hand', -10)]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from .cards import Card
from .melds import Meld
from .rulesets import HandValues, Ruleset
from .score_lines import LineItem, ScoredGroup, TableScore

if TYPE_CHECKING:
    from .table import TableState

__all__ = ["tranca_card_points", "tranca_hand_points", "tranca_side_items", "score_tranca_hand"]


def tranca_card_points(card: Card, ruleset: Ruleset) -> int:
    """What a melded card scores: 10, a two 20 (003)."""
    return ruleset.tranca_two_points if card.is_wild else ruleset.tranca_card_points


def tranca_hand_points(card: Card, ruleset: Ruleset) -> int:
    """What a card left in hand costs (``tranca-hand-minus``): what it would score melded
    (a black three 10), or under option hand-values: canasta its Canasta value."""
    if ruleset.hand_values is HandValues.CANASTA:
        return card.value
    return tranca_card_points(card, ruleset)


def tranca_side_items(
    melds: Sequence[Meld],
    hand_cards: Iterable[Card],
    *,
    red_threes: int,
    went_out: bool,
    morto_taken: bool,
    ruleset: Ruleset,
) -> tuple[LineItem, ...]:
    """The line items of one side's score for a finished Tranca hand."""
    items: list[LineItem] = []
    if melds:
        points = sum(tranca_card_points(c, ruleset) for m in melds for c in m.cards)
        items.append(LineItem("line.melds", points, "tranca-card-points", (("count", len(melds)),)))
    canastas = [m for m in melds if len(m.cards) >= ruleset.canasta_size]
    for m in canastas:
        if m.wilds == 0:
            items.append(LineItem("line.clean-canasta", ruleset.natural_canasta_bonus, "tranca-canasta-bonus", (("cards", m.cards),)))
        else:
            items.append(LineItem("line.dirty-canasta", ruleset.mixed_canasta_bonus, "tranca-canasta-bonus", (("cards", m.cards),)))
    if red_threes:
        points = ruleset.red_three_bonus * red_threes
        if canastas:
            items.append(LineItem("line.red-threes", points, "tranca-red-threes", (("count", red_threes),)))
        else:
            items.append(LineItem("line.red-threes-minus-no-canasta", -points, "tranca-red-threes", (("count", red_threes),)))
    if went_out:
        items.append(LineItem("line.going-out", ruleset.going_out_bonus, "tranca-go-out"))
    hand = tuple(hand_cards)
    if hand:
        items.append(LineItem("line.hand", -sum(tranca_hand_points(c, ruleset) for c in hand), "tranca-hand-minus", (("cards", hand),)))
    if not morto_taken:
        items.append(LineItem("line.morto-not-taken", -ruleset.morto_penalty, "tranca-morto-penalty"))
    return tuple(items)


def score_tranca_hand(state: TableState) -> TableScore:
    """Score a finished Tranca hand from the table: one group per side."""
    from .table import HandEnd

    if not state.is_over:
        raise ValueError("the hand is not over yet")
    ruleset = state.ruleset
    groups = []
    for index, seats in enumerate(state.sides):
        went_out = state.end is HandEnd.WENT_OUT and state.went_out in seats
        hand_cards = [c for s in seats for c in state.hands[s]]
        items = tranca_side_items(
            state.melds[index], hand_cards,
            red_threes=sum(len(state.red_threes[s]) for s in seats),
            went_out=went_out, morto_taken=state.morto_taken[index], ruleset=ruleset,
        )
        groups.append(ScoredGroup(tuple(seats), items, tuple(() for _ in seats)))
    return TableScore(tuple(groups))
