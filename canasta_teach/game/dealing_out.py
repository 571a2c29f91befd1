"""The start every deal shares: the seat and score checks, the seeded shuffle, and the cards
dealt one at a time around the table. Canasta's deal (:mod:`.deal`) and Tranca's
(:mod:`.tranca`) go on from here in their own ways (the pile turned up; the mortos)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..errors import CanastaError
from .cards import Card

__all__ = ["deal_out"]


def deal_out(pack: Sequence[Card], *, players: int, hand_size: int, seed: int | None, dealer: int,
             scores: Sequence[int]) -> tuple[list[list[Card]], list[Card]]:
    """``pack`` shuffled with ``seed`` and ``hand_size`` cards dealt to each of ``players``,
    one card at a time: the hands and the rest (the stock, its top card last). The dealer
    and the scores (one per seat, or none) are checked first."""
    if not 0 <= dealer < players:
        raise CanastaError(f"dealer {dealer}: seats are numbered 0 to {players - 1}")
    if scores and len(scores) != players:
        raise CanastaError(f"scores: give one score per seat ({players}), not {len(scores)}")
    stock = list(pack)
    random.Random(seed).shuffle(stock)
    hands: list[list[Card]] = [[] for _ in range(players)]
    for _ in range(hand_size):
        for seat in range(players):
            hands[seat].append(stock.pop())
    return hands, stock
