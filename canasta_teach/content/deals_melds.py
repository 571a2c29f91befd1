"""Quiz generators about laying melds: the first meld's minimum at the edges of the score
table, and three wild cards at most in a meld.

Each deals one position as an authoring dict (without id); the judge rules on it.
"""

from __future__ import annotations

import random

from ..game.cards import format_cards
from ..judge.wording import say
from .deal_helpers import (
    _CLASSIC,
    Entry,
    _cards_text,
    _fill_hand,
    _melds_text,
    _our_other_melds,
    _pile,
    _say,
    _score_in,
    _their_melds,
    _wild_rank,
)
from .meld_shapes import _combos, _deal_shapes
from .virtual_pack import _Pack

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
