"""Quiz generator about scoring a hand: red threes of a side that never melded count minus.

It deals one position as an authoring dict (without id); the judge rules on it.
"""

from __future__ import annotations

import random

from ..game.cards import Card, Rank, format_cards
from ..game.seats import Side
from ..judge.wording import say
from .deal_helpers import (
    _SIZE,
    Entry,
    _cards_text,
    _melds_text,
    _pile,
    _score_in,
)
from .virtual_pack import _Pack


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
