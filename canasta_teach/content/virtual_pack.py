"""The virtual pack the quiz generators deal from: two decks and four jokers.

A generated position is read and checked like an authored one (content.authoring), so it
must never hold more copies of a card than two decks do. Dealing every card from one pack
that forgets what it gave makes that hold by construction, whatever the generator asks for.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

from ..errors import CanastaError
from ..game.cards import JOKER, NATURAL_RANKS, RANK_VALUES, Card, Rank, Suit
from .error_words import problem

#: Natural ranks by card value (the card table, 002, 004): the first-meld edges are sums of these.
_BY_VALUE: dict[int, tuple[Rank, ...]] = {
    value: tuple(r for r in NATURAL_RANKS if RANK_VALUES[r] == value)
    for value in sorted({RANK_VALUES[r] for r in NATURAL_RANKS})
}
_VALUE_OF = {rank: value for value, ranks in _BY_VALUE.items() for rank in ranks}


class _Pack:
    """Two decks and four jokers to deal one position from.

    Every card is drawn as a concrete suited card and removed, so no position can hold three
    kings of spades or five jokers: the two-deck limits of the reader hold by construction.
    Mutable on purpose and private: one pack lives for the dealing of one position.
    """

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng
        self._left: Counter[tuple[Rank, Suit | None]] = Counter()
        for rank in Rank:
            if rank is Rank.JOKER:
                self._left[(rank, None)] = 4
            else:
                for suit in Suit:
                    self._left[(rank, suit)] = 2

    def left(self, rank: Rank) -> int:
        """How many cards of that rank are still in the pack (threes of both colours)."""
        return sum(n for (r, _), n in self._left.items() if r is rank)

    def card(self, rank: Rank, *, suits: Iterable[Suit] | None = None) -> Card:
        """One card of that rank, of a random suit still in the pack."""
        allowed = set(suits) if suits is not None else None
        keys = sorted(
            (k for k, n in self._left.items() if k[0] is rank and n > 0 and (allowed is None or k[1] in allowed)),
            key=lambda k: k[1].value if k[1] else "",
        )
        if not keys:
            raise CanastaError(problem("pack-empty", rank=rank))
        key = self._rng.choice(keys)
        self._left[key] -= 1
        return JOKER if key[0] is Rank.JOKER else Card(key[0], key[1])

    def cards(self, rank: Rank, n: int) -> list[Card]:
        return [self.card(rank) for _ in range(n)]

    def wild(self, *, joker_share: float = 0.3) -> Card:
        """A two or (now and then, as in a real pack: 4 jokers to 8 twos) a joker."""
        if self.left(Rank.JOKER) and (self._rng.random() < joker_share or not self.left(Rank.TWO)):
            return self.card(Rank.JOKER)
        return self.card(Rank.TWO)

    def wilds(self, n: int) -> list[Card]:
        return [self.wild() for _ in range(n)]

    def black_three(self) -> Card:
        return self.card(Rank.THREE, suits=(Suit.CLUBS, Suit.SPADES))

    def rank(self, *, exclude: Iterable[Rank] = (), need: int = 1, values: Iterable[int] | None = None) -> Rank:
        """A natural rank not in ``exclude`` with at least ``need`` cards left."""
        wanted = set(values) if values is not None else None
        skip = set(exclude)
        options = [
            r for r in NATURAL_RANKS
            if r not in skip and self.left(r) >= need and (wanted is None or _VALUE_OF[r] in wanted)
        ]
        if not options:
            raise CanastaError("the pack has no rank left that fits: a generator asked for too many")
        return self._rng.choice(options)

    def ranks(self, k: int, *, exclude: Iterable[Rank] = (), need: int = 1) -> list[Rank]:
        """``k`` distinct natural ranks, none in ``exclude``."""
        out: list[Rank] = []
        for _ in range(k):
            out.append(self.rank(exclude=[*exclude, *out], need=need))
        return out

    def singles(self, n: int, *, exclude: Iterable[Rank] = ()) -> list[Card]:
        """``n`` natural cards of distinct ranks: loose cards that make no meld together."""
        return [self.card(r) for r in self.ranks(n, exclude=exclude)]

    def junk(self, n: int, *, exclude: Iterable[Rank] = (), black_three_share: float = 0.0) -> list[Card]:
        """``n`` ordinary natural cards (repeats allowed), as in a pile or a leftover hand."""
        skip = set(exclude)
        out: list[Card] = []
        for _ in range(n):
            if black_three_share and self.left(Rank.THREE) and self._rng.random() < black_three_share:
                try:
                    out.append(self.black_three())
                    continue
                except CanastaError:
                    pass
            weights = {r: self.left(r) for r in NATURAL_RANKS if r not in skip}
            ranks = [r for r, w in weights.items() if w > 0]
            rank = self._rng.choices(ranks, weights=[weights[r] for r in ranks])[0]
            out.append(self.card(rank))
        return out

    def meld(self, rank: Rank, naturals: int, wilds: int = 0) -> list[Card]:
        """A meld of that rank; the caller keeps it legal (2+ natural, 3 wild at most)."""
        return self.cards(rank, naturals) + self.wilds(wilds)
