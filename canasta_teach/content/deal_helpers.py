"""What every quiz generator deals besides its point: a pile, the other side's melds, loose
cards, a score in a band of the first-meld table, and the position written out as the
authoring format writes it.

The generators (the ``deals_*`` modules) share these so that a generated table looks
played and reads like a teacher's entry; only the cards of the ruling differ per generator.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from ..game.cards import Card, Rank, format_cards
from ..game.rulesets import get_ruleset
from ..judge.wording import phrase
from .virtual_pack import _Pack

_CLASSIC = get_ruleset("classic")
#: The bands of the first-meld table by name, lowest first (the ruleset's rows).
_BANDS = ("negative", "low", "middle", "high")
#: A canasta's size (the ruleset's).
_SIZE = _CLASSIC.canasta_size

#: A generated position: the authoring dict a teacher would write (without id).
Entry = dict[str, Any]


def _cards_text(cards: Iterable[Card]) -> str:
    return format_cards(sorted(cards, key=lambda c: c.sort_key))


def _melds_text(melds: Sequence[Sequence[Card]]) -> list[str]:
    return [format_cards(m) for m in melds]


def _say(cards: Iterable[Card]) -> str:
    """Cards as a player says them in a title: ``K K joker``, ``A A 2``."""
    return " ".join(phrase("generate.joker") if c.rank is Rank.JOKER else c.rank.value for c in cards)


def _wild_rank(card: Card) -> Rank:
    """The rank a wild card is named by in a title (a joker, a two)."""
    return Rank.JOKER if card.rank is Rank.JOKER else Rank.TWO


def _pile(rng: random.Random, pack: _Pack, top: Sequence[Card], *, size: int, exclude: Iterable[Rank] = (),
          buried: Sequence[Card] = (), black_three_share: float = 0.05) -> list[Card]:
    """A pile, bottom to top: ordinary cards, the ``buried`` ones at random depths, then ``top``."""
    below = pack.junk(max(size - len(top) - len(buried), 0), exclude=exclude, black_three_share=black_three_share)
    for card in buried:
        below.insert(rng.randint(0, len(below)), card)
    return below + list(top)


def _their_melds(rng: random.Random, pack: _Pack, *, exclude: Iterable[Rank], most: int = 2) -> list[list[Card]]:
    """The other side's melds: scenery that makes the table look played, 0 to ``most``."""
    melds = []
    for rank in pack.ranks(rng.randint(0, most), exclude=exclude, need=5):
        melds.append(pack.meld(rank, rng.randint(3, 4), 1 if rng.random() < 0.3 else 0))
    return melds


def _fill_hand(rng: random.Random, pack: _Pack, hand: list[Card], *, exclude: Iterable[Rank], low: int = 5,
               high: int = 12, extra: tuple[int, int] = (1, 4)) -> list[Card]:
    """Add loose cards (distinct ranks, none in ``exclude``) to a hand of ``low``..``high``."""
    want = len(hand) + rng.randint(*extra)
    want = max(low, min(high, want))
    need = max(0, want - len(hand))
    return hand + pack.singles(need, exclude=[*exclude, *(c.rank for c in hand)])


def _score_in(rng: random.Random, band: str) -> int:
    """A cumulative score in a band of the ruleset's first-meld table (scores move in the
    ruleset's steps); the open ends stop at -600 and just below the target."""
    step = _CLASSIC.score_step
    low, high, _ = _CLASSIC.first_meld_bands()[_BANDS.index(band)]
    low = -120 * step if low is None else low
    high = _CLASSIC.target - 10 * step if high is None else high
    return step * rng.randint(low // step, high // step)


def _our_other_melds(rng: random.Random, pack: _Pack, *, exclude: Iterable[Rank], low: int = 1, high: int = 2,
                     wild_share: float = 0.3) -> list[list[Card]]:
    """Melds of our side that are not the point of the question."""
    return [
        pack.meld(rank, rng.randint(3, 4), 1 if rng.random() < wild_share else 0)
        for rank in pack.ranks(rng.randint(low, high), exclude=exclude, need=5)
    ]


def _table_entry(title: str, *, ask: str, hand: list[Card], our: list[list[Card]], their: list[list[Card]],
                 pile: list[Card], stock: int, score: list[int]) -> Entry:
    """A position at the table, written as the authoring format writes it."""
    return {
        "title": title,
        "hand": _cards_text(hand),
        "our_melds": _melds_text(our),
        "their_melds": _melds_text(their),
        "pile": format_cards(pile),
        "stock": stock,
        "score": score,
        "ask": ask,
    }
