"""Quiz generators: fresh positions around the edges where learners go wrong.

"Quiz yourself on the tricky rulings" should not run out of questions, and it should not be
guessable: a learner who has seen the twelve authored frozen-pile positions knows their
answers by heart. Each generator here varies one tricky ruling of the rule book (RULES.md)
along its edge: a score of 1495 or 1500, a meld worth 85 or 90, two wild cards or three, a
black three on top or one card lower, one black three in hand or two.

Two principles keep the quiz honest:

* **A generator only deals cards.** It never decides the answer: the answer is whatever
  :func:`canasta_teach.judge.judge` rules on the position, exactly as for an authored one
  (DESIGN.md, "the one idea"). Generated positions carry no ``expect``.
* **A generated position is an authored position.** Each generator writes the same YAML-able
  dict a teacher would write and reads it with :func:`canasta_teach.content.authoring.parse_positions`,
  so every check of the reader applies (two-deck limits, legal melds, no red three in a hand,
  one meld per rank...). The cards are dealt from a virtual two-deck pack, so the limits
  hold by construction; the reader is the proof.

A position's id is ``gen-<generator>-<seed>-<n>``: the seed rebuilds it
(:func:`regenerate`), so the review schedule can bring back a missed item days later, and
``n`` is its place in the round it was dealt in.

Only the classic ruleset is dealt: the edges drilled here are the same in every ruleset of
the sources, and the options would only add noise to a quiz.

>>> import random
>>> from canasta_teach.judge import judge
>>> p = generate("fourth-wild", random.Random(0))
>>> p.id, p.title
('gen-fourth-wild-3626764237-0', 'Meld K K K 2 2 joker 2 together?')
>>> judge(p).answer, judge(p).rules
(False, ('meld-three-wild',))
>>> regenerate(item_id(p)) == p
True
>>> generate("frozen-pile", random.Random(4))
Traceback (most recent call last):
...
canasta_teach.errors.CanastaError: unknown generator 'frozen-pile': choose first-meld-threshold, wild-buried, black-three-top, not-melded, fourth-wild, no-canasta-go-out, black-threes-going-out or red-threes-no-meld
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from typing import Any

import yaml

from ..errors import CanastaError, PositionError
from ..game.cards import JOKER, NATURAL_RANKS, RANK_VALUES, Card, Rank, Suit, format_cards
from ..game.rulesets import get_ruleset
from ..game.seats import Side
from ..judge import Position
from ..judge.wording import CATALOGUE, fill, say
from .authoring import parse_positions

__all__ = [
    "Generator",
    "GENERATORS",
    "generate",
    "generate_entry",
    "generate_round",
    "item_id",
    "regenerate",
]

_CLASSIC = get_ruleset("classic")
_SEED_BITS = 32
_ID_RE = re.compile(r"^gen-(?P<name>[a-z][a-z-]*[a-z])-(?P<seed>\d+)-(?P<n>\d+)$")

#: Natural ranks by card value (the card table, 002, 004): the first-meld edges are sums of these.
_BY_VALUE: dict[int, tuple[Rank, ...]] = {
    value: tuple(r for r in NATURAL_RANKS if RANK_VALUES[r] == value)
    for value in sorted({RANK_VALUES[r] for r in NATURAL_RANKS})
}
_VALUE_OF = {rank: value for value, ranks in _BY_VALUE.items() for rank in ranks}
_WILD_VALUE = {Rank.TWO: RANK_VALUES[Rank.TWO], Rank.JOKER: RANK_VALUES[Rank.JOKER]}
#: The bands of the first-meld table by name, lowest first (the ruleset's rows).
_BANDS = ("negative", "low", "middle", "high")
#: A canasta's size (the ruleset's).
_SIZE = _CLASSIC.canasta_size


# --------------------------------------------------------------------------------------
# The virtual pack


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
            raise CanastaError(f"the pack holds no more {rank.plural}: a generator asked for too many")
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


# --------------------------------------------------------------------------------------
# Small writers


def _cards_text(cards: Iterable[Card]) -> str:
    return format_cards(sorted(cards, key=lambda c: c.sort_key))


def _melds_text(melds: Sequence[Sequence[Card]]) -> list[str]:
    return [format_cards(m) for m in melds]


def _say(cards: Iterable[Card]) -> str:
    """Cards as a player says them in a title: ``K K joker``, ``A A 2``."""
    return " ".join(CATALOGUE["generate.joker"] if c.rank is Rank.JOKER else c.rank.value for c in cards)


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


# --------------------------------------------------------------------------------------
# Meld shapes by value: the first-meld edges


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


# --------------------------------------------------------------------------------------
# The generators. Each deals one position as an authoring dict (without id).

Entry = dict[str, Any]

#: Scores at the edges of the first-meld table (002, 004): each row's lowest score and the
#: score just below it. "A negative score" is drawn below.
_BOUNDARY_SCORES = tuple(score for lowest, _ in sorted(_CLASSIC.first_meld_table)
                         for score in (lowest - _CLASSIC.score_step, lowest))


def _first_meld_threshold(rng: random.Random, pack: _Pack) -> Entry:
    """min-meld and initial-meld at the score edges, melds just below / at / above the minimum.

    -5 and 0 differ by 35 points of minimum, 1495 and 1500 by 40: learners who remember the
    table's numbers but not where a row starts go wrong exactly there (RULES.md, "The first
    meld"). Scores step by 5, so -5 is the highest negative score there is.
    """
    score = rng.choice(_BOUNDARY_SCORES) if rng.random() < 0.9 else _score_in(rng, "negative")
    theirs = _score_in(rng, rng.choice(["low", "low", "middle", "high"]))
    entry: Entry = {}
    if rng.random() < 0.35:
        their = _their_melds(rng, pack, exclude=())
        hand = pack.junk(rng.randint(7, 12), black_three_share=0.05)
        if rng.random() < 0.4:
            hand[0:1] = [pack.wild()]
        entry["title"] = say("generate.title.min-meld", score=score)
        entry.update(hand=_cards_text(hand), their_melds=_melds_text(their))
        entry.update(pile=format_cards(_pile(rng, pack, pack.junk(1), size=rng.randint(1, 10))))
        entry.update(stock=rng.randint(20, 70), score=[score, theirs], ask="min-meld")
        return entry
    # Which minimum applies picks the meld values to deal, never the answer (the judge rules).
    minimum = _CLASSIC.first_meld_minimum(score)
    points = rng.choice(_meld_points(minimum))
    shapes = rng.choice(_combos(points, max_cards=8, first_meld=True))
    melds = _deal_shapes(pack, shapes, exclude=())
    their = _their_melds(rng, pack, exclude=[m[0].rank for m in melds])
    laid = [c for m in melds for c in m]
    hand = _fill_hand(rng, pack, list(laid), exclude=[m[0].rank for m in melds], extra=(1, 4))
    entry["title"] = say("generate.title.initial-meld", score=score, melds=tuple(_say(m) for m in melds))
    entry.update(hand=_cards_text(hand), our_melds=[], their_melds=_melds_text(their))
    entry.update(pile=format_cards(_pile(rng, pack, pack.junk(1), size=rng.randint(1, 10))))
    entry.update(stock=rng.randint(20, 70), score=[score, theirs], ask="initial-meld", melds=_melds_text(melds))
    return entry


def _meld_points(minimum: int) -> list[int]:
    """Meld values to deal around a minimum: just below, at and just above it.

    Nothing legal is worth less than 15, so around the lowest minimum the edge is the
    learner who still asks 50: values from 15 to 45. Values no meld shape reaches are left out.
    """
    if minimum == _CLASSIC.negative_minimum:
        wanted = [minimum + d for d in (0, 5, 10, 15, 25, 30)]
    else:
        wanted = [minimum + d for d in (-10, -5, -5, 0, 5, 10)]
    return [p for p in wanted if _combos(p, max_cards=8, first_meld=True)]


def _our_other_melds(rng: random.Random, pack: _Pack, *, exclude: Iterable[Rank], low: int = 1, high: int = 2,
                     wild_share: float = 0.3) -> list[list[Card]]:
    """Melds of our side that are not the point of the question."""
    return [
        pack.meld(rank, rng.randint(3, 4), 1 if rng.random() < wild_share else 0)
        for rank in pack.ranks(rng.randint(low, high), exclude=exclude, need=5)
    ]


def _wild_buried(rng: random.Random, pack: _Pack) -> Entry:
    """A take-pile with a wild card buried in the pile: frozen for everyone (000, 002, 003).

    The hand holds the key (a natural pair), or what opens only an unfrozen pile (a natural
    and a wild card, or a meld of the top card's rank on the table).
    """
    rank = pack.rank(need=8)
    kind = rng.choices(["pair", "natural-and-wild", "meld", "meld-and-pair"], weights=[30, 25, 25, 20])[0]
    our = _our_other_melds(rng, pack, exclude=[rank], low=1, high=2)
    hand: list[Card] = []
    buried_match: list[Card] = []
    if kind == "pair":
        hand += pack.cards(rank, rng.choice([2, 2, 3]))
    elif kind == "natural-and-wild":
        hand += pack.cards(rank, 1) + [pack.wild()]
        if rng.random() < 0.3:
            buried_match.append(pack.card(rank))
    elif kind == "meld":
        our.append(pack.meld(rank, rng.randint(3, 4), 1 if rng.random() < 0.3 else 0))
        hand += pack.cards(rank, rng.choice([0, 1]))
        if rng.random() < 0.5:
            hand.append(pack.wild())
    else:
        our.append(pack.meld(rank, rng.randint(3, 4)))
        hand += pack.cards(rank, 2)
    hand = _fill_hand(rng, pack, hand, exclude=[rank], extra=(3, 7))
    wild = pack.wild(joker_share=0.4)
    top = pack.card(rank)
    pile = _pile(rng, pack, [top], size=rng.randint(3, 10), exclude=[rank], buried=[wild, *buried_match])
    # The wild card must lie below the top card: it is, by construction of _pile.
    their = _their_melds(rng, pack, exclude=[rank])
    # One title for every hand: the learner has to read the hand, not the question.
    title = say("generate.title.wild-buried", wild=_wild_rank(wild), top=top.rank)
    return _table_entry(title, ask="take-pile", hand=hand, our=our, their=their, pile=pile,
                        stock=rng.randint(10, 60), score=[_score_in(rng, "low"), _score_in(rng, "low")])


def _black_three_top(rng: random.Random, pack: _Pack) -> Entry:
    """A black three on top stops the next player; one card lower it no longer matters
    (000, 001, 003). The hand fits the card under the three, or the card on top."""
    rank = pack.rank(need=8)
    on_top = rng.random() < 0.5
    fits = ["pair", "meld"] if on_top else ["pair", "meld", "natural-and-wild", "nothing"]
    fit = rng.choices(fits, weights=[45, 40] if on_top else [35, 30, 20, 15])[0]
    our = _our_other_melds(rng, pack, exclude=[rank], low=1, high=2)
    hand: list[Card] = []
    if fit == "pair":
        hand += pack.cards(rank, 2)
    elif fit == "meld":
        our.append(pack.meld(rank, rng.randint(3, 4), 1 if rng.random() < 0.3 else 0))
        hand += pack.cards(rank, rng.choice([0, 1]))
    elif fit == "natural-and-wild":
        hand += pack.cards(rank, 1) + [pack.wild()]
    else:
        hand += pack.cards(rank, rng.choice([0, 1]))
    hand = _fill_hand(rng, pack, hand, exclude=[rank], extra=(3, 7))
    three = pack.black_three()
    card = pack.card(rank)
    if on_top:
        pile = _pile(rng, pack, [card, three], size=rng.randint(2, 10), exclude=[rank], black_three_share=0)
        title = say("generate.title.black-three-on-top", rank=rank)
    else:
        covering = pack.junk(rng.randint(0, 2), exclude=[rank])
        pile = _pile(rng, pack, [three, *covering, card], size=rng.randint(2 + len(covering), 10), exclude=[rank], black_three_share=0)
        title = say("generate.title.black-three-under", rank=rank)
    their = _their_melds(rng, pack, exclude=[rank])
    return _table_entry(title, ask="take-pile", hand=hand, our=our, their=their, pile=pile,
                        stock=rng.randint(10, 60), score=[_score_in(rng, rng.choice(["low", "middle"])), _score_in(rng, "low")])


def _not_melded(rng: random.Random, pack: _Pack) -> Entry:
    """The pile for a side that has not melded: frozen for it (000, 002, 003, 004).

    It needs a natural pair for the top card, and the first-meld minimum counted with the
    top card only (003, 004): the generous pile underneath tempts, and does not count. The
    cards reachable with the top card are dealt just below, at or just above the minimum.
    """
    band = rng.choices(list(_BANDS), weights=[15, 40, 30, 15])[0]
    score = _score_in(rng, band)
    minimum = _CLASSIC.first_meld_minimum(score)
    hand: list[Card] = []
    buried: list[Card] = []
    if rng.random() < 0.2:
        # One natural and a wild card: would do on an unfrozen pile, not on this one.
        rank = pack.rank(need=8)
        hand += pack.cards(rank, 1) + [pack.wild()]
        if rng.random() < 0.4:
            buried.append(pack.card(rank))
        used = [rank]
    else:
        if minimum == _CLASSIC.negative_minimum:
            wanted = [minimum + d for d in (0, 5, 15, 25)]
        else:
            wanted = [minimum + d for d in (-10, -5, 0, 5, 10)]
        by_points = {p: _pile_meld_options(p) for p in wanted}
        points = rng.choice([p for p in wanted if by_points[p]])
        value, held, shapes = rng.choice(by_points[points])
        rank = pack.rank(need=held + 1, values=(value,))
        hand += pack.cards(rank, held)
        extras = _deal_shapes(pack, shapes, exclude=[rank])
        hand += [c for m in extras for c in m]
        used = [rank, *(m[0].rank for m in extras)]
    hand = _fill_hand(rng, pack, hand, exclude=used, extra=(1, 4))
    top = pack.card(rank)
    rich = [pack.card(r) for r in (Rank.ACE, Rank.KING) if r not in used and pack.left(r) and rng.random() < 0.6]
    pile = _pile(rng, pack, [top], size=rng.randint(max(3, len(rich) + len(buried) + 1), 10), exclude=used,
                 buried=[*rich, *buried])
    their = _their_melds(rng, pack, exclude=used)
    return {
        "title": say("generate.title.not-melded", score=score, n=len(pile), top=top.rank),
        "hand": _cards_text(hand),
        "our_melds": [],
        "their_melds": _melds_text(their),
        "pile": format_cards(pile),
        "stock": rng.randint(20, 70),
        "score": [score, _score_in(rng, rng.choice(["low", "middle"]))],
        "ask": "take-pile",
    }


@cache
def _pile_meld_options(points: int) -> tuple[tuple[int, int, tuple[_Shape, ...]], ...]:
    """Ways to reach ``points`` when the pile is taken for a first meld: the top card with
    2 or 3 naturals of its rank from hand (value, held), plus melds from hand that the judge
    lays with it (natural melds, or one natural pair with a wild card)."""
    options: list[tuple[int, int, tuple[_Shape, ...]]] = []
    for value in _BY_VALUE:
        for held in (2, 3):
            rest = points - value * (held + 1)
            if rest == 0:
                options.append((value, held, ()))
            elif rest > 0:
                options.extend((value, held, shapes) for shapes in _combos(rest, max_cards=7, first_meld=False)
                               if not (len(_BY_VALUE[value]) == 1 and any(s.value == value for s in shapes)))
    return tuple(options)


def _fourth_wild(rng: random.Random, pack: _Pack) -> Entry:
    """Three wild cards at most in a meld (all five sources): add a wild card to a meld that
    holds two or three, or lay a new meld with three or four."""
    rank = pack.rank(need=8)
    their = _their_melds(rng, pack, exclude=[rank])
    entry: Entry = {}
    if rng.random() < 0.6:
        wilds = rng.choice([2, 3])
        meld = pack.meld(rank, rng.randint(2, 5), wilds)
        our = [meld, *_our_other_melds(rng, pack, exclude=[rank], low=0, high=1)]
        card = pack.wild()
        hand = _fill_hand(rng, pack, [card], exclude=[rank], extra=(4, 8))
        entry["title"] = say("generate.title.add-wild", wild=_wild_rank(card), rank=rank)
        entry.update(hand=_cards_text(hand), our_melds=_melds_text(our))
        ask: Entry = {"ask": "add", "card": str(card), "to": rank.value}
    else:
        wilds = rng.choice([3, 4])
        cards = pack.meld(rank, rng.randint(2, 5), wilds)
        our = _our_other_melds(rng, pack, exclude=[rank], low=0, high=2)
        hand = _fill_hand(rng, pack, list(cards), exclude=[rank], extra=(1, 3))
        entry["title"] = say("generate.title.meld", cards=_say(cards))
        entry.update(hand=_cards_text(hand), our_melds=_melds_text(our))
        ask = {"ask": "meld", "cards": format_cards(cards)}
    entry.update(their_melds=_melds_text(their), pile=format_cards(_pile(rng, pack, pack.junk(1, exclude=[rank]), size=rng.randint(1, 10), exclude=[rank])))
    entry.update(stock=rng.randint(10, 60), score=[_score_in(rng, "low"), _score_in(rng, "low")])
    entry.update(ask)
    return entry


def _loose(rng: random.Random) -> int:
    """Loose cards in a hand that wants to go out: none, one (the last discard) or two (one
    too many: only one card may be discarded)."""
    return rng.choices([0, 1, 2], weights=[55, 30, 15])[0]


def _going_out_hand(rng: random.Random, pack: _Pack, hand: list[Card], *, exclude: list[Rank], sets: int,
                    loose: int, at_least: int = 5, at_most: int = 12) -> list[Card]:
    """New melds for a hand that goes out (three naturals, four, or two and a wild card),
    and ``loose`` cards of other ranks: ``sets`` new melds, more while the hand is short of
    ``at_least`` cards, none that would take it past ``at_most``."""
    used = list(exclude)
    count = 0
    while count < sets or len(hand) + loose < at_least:
        room = at_most - len(hand) - loose
        if room < 3:
            break
        rank = pack.rank(exclude=used, need=4)
        used.append(rank)
        shapes = ["three", "four", "two-and-wild"] if room >= 4 else ["three", "two-and-wild"]
        shape = rng.choices(shapes, weights=[50, 20, 30] if room >= 4 else [50, 30])[0]
        if shape == "three":
            hand += pack.cards(rank, 3)
        elif shape == "four":
            hand += pack.cards(rank, 4)
        else:
            hand += pack.cards(rank, 2) + [pack.wild()]
        count += 1
    return hand + pack.singles(loose, exclude=used)


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


def _no_canasta_go_out(rng: random.Random, pack: _Pack) -> Entry:
    """Going out needs a canasta on the table or one completed this turn (all sources)."""
    kind = rng.choice(["canasta", "none", "completes", "falls-short"])
    key = pack.rank(need=8)
    our: list[list[Card]] = []
    hand: list[Card] = []
    if kind == "canasta":
        if rng.random() < 0.5:
            our.append(pack.meld(key, rng.randint(_SIZE, _SIZE + 1)))
        else:
            wilds = rng.randint(1, 2)
            our.append(pack.meld(key, rng.randint(_SIZE - wilds, _SIZE - 1), wilds))
        if pack.left(key) and rng.random() < 0.3:
            hand += pack.cards(key, 1)
        title = say("generate.title.canasta-on-table", rank=key)
    elif kind == "none":
        if rng.random() < 0.8:
            meld = pack.meld(key, rng.randint(3, 4), 1 if rng.random() < 0.3 else 0)
            our.append(meld)
            hand += pack.cards(key, rng.randint(0, min(2, _SIZE - 1 - len(meld))))
        if rng.random() < 0.35:
            # A whole canasta in hand: completed this turn, it lets the player go out.
            wilds = rng.randint(0, 2)
            hand += pack.meld(pack.rank(exclude=[key], need=8), _SIZE - wilds, wilds)
        title = say("generate.title.no-canasta")
    else:
        size = rng.choice([_SIZE - 2, _SIZE - 1]) if kind == "completes" else rng.choice([_SIZE - 3, _SIZE - 2])
        wilds = 1 if rng.random() < 0.35 else 0
        meld = pack.meld(key, size - wilds, wilds)
        our.append(meld)
        missing = _SIZE - size if kind == "completes" else _SIZE - 1 - size
        if kind == "completes" and missing == 1 and rng.random() < 0.3:
            hand.append(pack.wild())
        else:
            hand += pack.cards(key, missing)
        title = say("generate.title.no-canasta-short", rank=key, n=size)
    others = _our_other_melds(rng, pack, exclude=[key], low=0, high=1, wild_share=0.2) if our else []
    for meld in others:
        if rng.random() < 0.4:
            hand += pack.cards(meld[0].rank, 1)
    our += others
    exclude = [key, *(m[0].rank for m in others)]
    exclude += [c.rank for c in hand]
    sets = rng.randint(1, 2) if len(hand) < 7 else 0
    hand = _going_out_hand(rng, pack, hand, exclude=exclude, sets=sets, loose=min(_loose(rng), 12 - len(hand)))
    pile = _pile(rng, pack, pack.junk(1), size=rng.randint(1, 10))
    their = _their_melds(rng, pack, exclude=exclude)
    return _table_entry(title, ask="go-out", hand=hand, our=our, their=their, pile=pile,
                        stock=rng.randint(5, 40), score=[_score_in(rng, rng.choice(["low", "middle"])), _score_in(rng, rng.choice(["low", "middle"]))])


def _black_threes_going_out(rng: random.Random, pack: _Pack) -> Entry:
    """Black threes in a hand that wants to go out: three or four are melded by the player
    going out (000, 003, 004), one can be the last discard, two are stuck."""
    threes = rng.choice([1, 2, 3, 4])
    canasta = rng.random() < 0.9
    key = pack.rank(need=8)
    hand = [pack.black_three() for _ in range(threes)]
    if canasta:
        wilds = 0 if rng.random() < 0.5 else rng.randint(1, 2)
        our = [pack.meld(key, _SIZE - wilds + rng.randint(0, 1), wilds)]
    else:
        our = [pack.meld(key, rng.randint(4, 5), rng.choice([0, 1]))]
    others = _our_other_melds(rng, pack, exclude=[key], low=0, high=1, wild_share=0.2)
    for meld in others:
        if rng.random() < 0.4:
            hand += pack.cards(meld[0].rank, 1)
    our += others
    exclude = [key, *(m[0].rank for m in others)]
    sets = rng.randint(1, 2) if threes <= 2 else 1
    hand = _going_out_hand(rng, pack, hand, exclude=exclude, sets=sets, loose=_loose(rng))
    pile = _pile(rng, pack, pack.junk(1), size=rng.randint(1, 10), black_three_share=0)
    their = _their_melds(rng, pack, exclude=exclude)
    title = say("generate.title.black-threes-canasta" if canasta else "generate.title.black-threes-no-canasta", n=threes)
    return _table_entry(title, ask="go-out", hand=hand, our=our, their=their, pile=pile,
                        stock=rng.randint(5, 40), score=[_score_in(rng, rng.choice(["low", "middle"])), _score_in(rng, rng.choice(["low", "middle"]))])


def _red_threes_no_meld(rng: random.Random, pack: _Pack) -> Entry:
    """Red threes count minus for a side that never melded (000, 002, 003, 004), plus for a
    side that did: the same cards, 200 points apart for one red three, 1600 for four."""
    holder = rng.choice(["us", "them"])
    other = "them" if holder == "us" else "us"
    count = rng.choices([1, 2, 3, 4], weights=[35, 30, 15, 20])[0]
    melded = rng.random() < 0.5
    reds = {holder: count, other: rng.randint(0, min(1, 4 - count))}
    melds: dict[str, list[list[Card]]] = {holder: [], other: []}
    used: list[Rank] = []
    for side, has in ((holder, melded), (other, True)):
        if not has:
            continue
        for i, rank in enumerate(pack.ranks(rng.randint(1, 3), exclude=used, need=8)):
            used.append(rank)
            if i == 0 and rng.random() < (0.7 if side == other else 0.3):
                wilds = rng.choice([0, 0, 1, 2])
                melds[side].append(pack.meld(rank, _SIZE - wilds + rng.randint(0, 1), wilds))
            else:
                melds[side].append(pack.meld(rank, rng.randint(3, 5), 1 if rng.random() < 0.3 else 0))
    can_go_out = [s for s in ("us", "them") if any(len(m) >= _SIZE for m in melds[s])]
    went_out = rng.choice(can_go_out) if can_go_out and rng.random() < 0.75 else "none"
    hands = {}
    for side in ("us", "them"):
        n = rng.randint(0, 5) if side == went_out else rng.randint(3, 12) if melds[side] else rng.randint(6, 12)
        cards = pack.junk(n, black_three_share=0.08)
        if cards and rng.random() < 0.25:
            cards[-1] = pack.wild()
        hands[side] = cards
    pile = _pile(rng, pack, pack.junk(1), size=rng.randint(1, 10))
    title = say("generate.title.red-threes", side=Side(holder), n=count)
    entry: Entry = {
        "title": title,
        "hand": "",
        "our_melds": _melds_text(melds["us"]),
        "their_melds": _melds_text(melds["them"]),
        "our_red_threes": reds["us"],
        "their_red_threes": reds["them"],
        "pile": format_cards(pile),
        "stock": 0 if went_out == "none" else rng.randint(5, 40),
        "score": [_score_in(rng, "low"), _score_in(rng, "low")],
        "ask": "score",
        "went_out": went_out,
        "our_hands": _cards_text(hands["us"]),
        "their_hands": _cards_text(hands["them"]),
    }
    return entry


# --------------------------------------------------------------------------------------
# The registry


_Deal = Callable[[random.Random, _Pack], Entry]


@dataclass(frozen=True)
class Generator:
    """One generator: its name, the rule ids it drills (the judge cites at least one of
    them on every position it deals) and the function that deals a position."""

    name: str
    rule_ids: tuple[str, ...]
    function: Callable[[random.Random], Position]

    @property
    def summary(self) -> str:
        """What it drills, for the quiz and the dashboard (``generate.summary.<name>`` of
        the wording catalogue, so a translation reaches it)."""
        return fill(CATALOGUE[f"generate.summary.{self.name}"], {})

    def __call__(self, rng: random.Random) -> Position:
        return self.function(rng)


_DEALS: dict[str, _Deal] = {}


def _register(name: str, rule_ids: tuple[str, ...], deal: _Deal) -> Generator:
    _DEALS[name] = deal

    def function(rng: random.Random) -> Position:
        return generate(name, rng)

    function.__name__ = name.replace("-", "_")
    function.__doc__ = deal.__doc__
    return Generator(name, rule_ids, function)


GENERATORS: dict[str, Generator] = {
    g.name: g
    for g in (
        _register("first-meld-threshold", ("first-meld-minimum", "first-meld-card-values", "first-meld-several-melds"),
                  _first_meld_threshold),
        _register("wild-buried", ("pile-frozen-wild", "pile-frozen-natural-pair"),
                  _wild_buried),
        _register("black-three-top", ("pile-black-three-top", "pile-take-unfrozen"),
                  _black_three_top),
        _register("not-melded", ("pile-frozen-no-meld", "pile-frozen-natural-pair", "first-meld-pile-top", "pile-minimum-with-top"),
                  _not_melded),
        _register("fourth-wild", ("meld-three-wild", "wild-cards"),
                  _fourth_wild),
        _register("no-canasta-go-out", ("go-out-canasta", "go-out-all-cards"),
                  _no_canasta_go_out),
        _register("black-threes-going-out", ("black-three-meld", "go-out-all-cards", "go-out-canasta"),
                  _black_threes_going_out),
        _register("red-threes-no-meld", ("red-three-minus", "red-three-bonus"),
                  _red_threes_no_meld),
    )
}


def _generator(name: str) -> Generator:
    try:
        return GENERATORS[name]
    except (KeyError, TypeError):
        names = list(GENERATORS)
        raise CanastaError(f"unknown generator '{name}': choose {', '.join(names[:-1])} or {names[-1]}") from None


def _entry_from_seed(name: str, seed: int, n: int) -> Entry:
    _generator(name)
    rng = random.Random(seed)
    body = _DEALS[name](rng, _Pack(rng))
    entry: Entry = {"id": f"gen-{name}-{seed}-{n}"}
    entry.update(body)
    entry["tags"] = ["generated", name]
    return entry


def _read(entry: Entry, name: str) -> Position:
    """The dict through YAML and the position reader, exactly like an authored file."""
    text = yaml.safe_dump([entry], allow_unicode=True, sort_keys=False)
    return parse_positions(text, source=f"<generator {name}>")[0]


def _check_index(n: object) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise CanastaError(f"a position number must be a whole number 0 or more, not {n!r}")
    return n


def generate_entry(name: str, rng: random.Random, *, n: int = 0) -> Entry:
    """The authoring dict the generator ``name`` deals (what :func:`generate` reads).

    Draws one seed from ``rng``; the whole position follows from that seed, which its id
    keeps. Raises :class:`CanastaError` for an unknown generator name.
    """
    _generator(name)
    return _entry_from_seed(name, rng.getrandbits(_SEED_BITS), _check_index(n))


def generate(name: str, rng: random.Random, *, n: int = 0) -> Position:
    """A fresh position from the generator ``name``, read and checked like an authored one.

    Its answer is the judge's: ``judge(generate(...)).answer``. ``n`` is the position's
    number in its round (it goes into the id). Raises :class:`CanastaError` for an unknown
    name.
    """
    return _read(generate_entry(name, rng, n=n), name)


def generate_round(rng: random.Random, n: int) -> list[Position]:
    """``n`` positions mixing the generators: each generator once (in a shuffled order)
    before any comes back, so a short round still varies the rulings."""
    _check_index(n)
    names: list[str] = []
    while len(names) < n:
        batch = list(GENERATORS)
        rng.shuffle(batch)
        names += batch
    return [generate(name, rng, n=i) for i, name in enumerate(names[:n])]


def item_id(position: Position) -> str:
    """The id under which the quiz schedules a position (``ReviewSchedule``, ProgressStore).

    It is the position id: authored ids are unique across the lesson files, and a generated
    id (``gen-<generator>-<seed>-<n>``) rebuilds the very same position with
    :func:`regenerate`, so a missed generated item can come back days later.
    """
    if not isinstance(position, Position):
        raise CanastaError(f"expected a Position, got {type(position).__name__}")
    return position.id


def regenerate(item: str) -> Position:
    """The generated position with that id, dealt again from its seed.

    Raises :class:`PositionError` when the text is not a generated id, and
    :class:`CanastaError` for an unknown generator.
    """
    match = _ID_RE.match(item) if isinstance(item, str) else None
    if match is None:
        raise PositionError(f"'{item}' is not a generated item id: expected gen-<generator>-<seed>-<n>", key="id")
    name, seed, n = match["name"], int(match["seed"]), int(match["n"])
    if seed >= 2**_SEED_BITS:
        raise PositionError(f"'{item}': the seed is above 2**{_SEED_BITS}", key="id")
    return _read(_entry_from_seed(name, seed, n), name)
