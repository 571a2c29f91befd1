"""Meld shapes by value: the melds worth exactly so many points, for the first-meld edges.

A first meld just below, at or just above the minimum is a sum of card values (a shape:
so many naturals of a value, plus wild cards), whatever the ranks. The shapes are listed
once per value (cached), and dealt as real cards from the pack of the position.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement

from ..game.cards import RANK_VALUES, Card, Rank
from .virtual_pack import _BY_VALUE, _Pack

_WILD_VALUE = {Rank.TWO: RANK_VALUES[Rank.TWO], Rank.JOKER: RANK_VALUES[Rank.JOKER]}


@dataclass(frozen=True)
class _Shape:
    """A meld by its counts: ``naturals`` cards worth ``value`` each, plus wild cards."""

    value: int
    naturals: int
    wilds: tuple[Rank, ...] = ()

    @property
    def points(self) -> int:
        return self.value * self.naturals + sum(_WILD_VALUE[w] for w in self.wilds)

    @property
    def size(self) -> int:
        return self.naturals + len(self.wilds)


def _single_shapes(*, max_wilds: int) -> list[_Shape]:
    shapes = []
    for value in _BY_VALUE:
        for naturals in (2, 3, 4):
            for k in range(max_wilds + 1):
                for wilds in combinations_with_replacement((Rank.TWO, Rank.JOKER), k):
                    if naturals + k >= 3:
                        shapes.append(_Shape(value, naturals, tuple(wilds)))
    return shapes


@cache
def _combos(points: int, *, max_cards: int, first_meld: bool) -> tuple[tuple[_Shape, ...], ...]:
    """Every set of one or two meld shapes worth exactly ``points``.

    ``first_meld``: shapes for a first meld laid from hand (up to two wild cards per meld).
    Otherwise shapes the judge lays in full when the pile is taken for a first meld: natural
    melds, or one natural pair with one wild card (003, 004; see judge._first_meld_by_pile).
    """
    singles = _single_shapes(max_wilds=2 if first_meld else 1)
    if not first_meld:
        singles = [s for s in singles if not s.wilds or (s.naturals == 2 and len(s.wilds) == 1)]
    out: list[tuple[_Shape, ...]] = []
    for i, a in enumerate(singles):
        if a.points == points and a.size <= max_cards:
            out.append((a,))
        for b in singles[i:]:
            if a.points + b.points != points or a.size + b.size > max_cards:
                continue
            if a.value == b.value and len(_BY_VALUE[a.value]) == 1:
                continue  # one rank of that value (aces), one meld of it
            if not first_meld and a.wilds and b.wilds:
                continue
            out.append((a, b))
    return tuple(out)


def _deal_shapes(pack: _Pack, shapes: Sequence[_Shape], *, exclude: Iterable[Rank]) -> list[list[Card]]:
    melds: list[list[Card]] = []
    used = list(exclude)
    for shape in shapes:
        rank = pack.rank(exclude=used, need=shape.naturals, values=(shape.value,))
        used.append(rank)
        melds.append(pack.cards(rank, shape.naturals) + [pack.card(w) for w in shape.wilds])
    return melds
