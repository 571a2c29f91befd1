"""Quiz generators about going out: without a canasta, and with black threes in hand.

Each deals one position as an authoring dict (without id); the judge rules on it.
"""

from __future__ import annotations

import random

from ..game.cards import Card, Rank
from ..judge.wording import say
from .deal_helpers import (
    _SIZE,
    Entry,
    _our_other_melds,
    _pile,
    _score_in,
    _table_entry,
    _their_melds,
)
from .virtual_pack import _Pack


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
