"""Quiz generators about taking the pile: a wild card buried in it, a black three on top or
one card lower, and the pile of a side that has not melded yet.

Each deals one position as an authoring dict (without id); the judge rules on it.
"""

from __future__ import annotations

import random
from functools import cache

from ..game.cards import Card, Rank, format_cards
from ..judge.wording import say
from .deal_helpers import (
    _BANDS,
    _CLASSIC,
    Entry,
    _cards_text,
    _fill_hand,
    _melds_text,
    _our_other_melds,
    _pile,
    _score_in,
    _table_entry,
    _their_melds,
    _wild_rank,
)
from .meld_shapes import _combos, _deal_shapes, _Shape
from .virtual_pack import _BY_VALUE, _Pack


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
