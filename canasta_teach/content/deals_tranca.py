"""Quiz generators for Tranca's tricky rulings (003, "Varianten"; lesson 13): the pile taken
only with its top card and two hand cards (and never under a black three), a run grown at
either end (and never round the corner, never with a second two), and going out only after
the morto, with a canasta.

Each deals one position as an authoring dict (``ruleset: tranca``, without id); the judge
rules on it. Every card is suited and no joker is dealt (Tranca's 104 cards). The loose
cards of a hand are of other suits and ranks than the point of the question, so the
position asks what its title says and nothing else.
"""

from __future__ import annotations

import random

from ..errors import CanastaError
from ..game.cards import Card, Rank, Suit, format_cards
from ..game.runs import RUN_RANKS
from ..judge.wording import say
from .deal_helpers import Entry
from .virtual_pack import _Pack

#: The natural ranks a Tranca meld is made of, low to high (no threes, no twos).
_RANKS = RUN_RANKS


def _filler(rng: random.Random, pack: _Pack, n: int, *, avoid_suits: set[Suit], avoid_ranks: set[Rank]) -> list[Card]:
    """``n`` loose cards of other suits and ranks than the question's (no two, no three)."""
    suits = [s for s in Suit if s not in avoid_suits]
    ranks = [r for r in _RANKS if r not in avoid_ranks]
    out: list[Card] = []
    while len(out) < n:
        rank = rng.choice(ranks)
        if pack.left(rank) == 0:
            continue
        try:
            out.append(pack.card(rank, suits=suits))
        except CanastaError:  # no card of that rank in those suits left: try another
            ranks.remove(rank)
    return out


def _their_set(rng: random.Random, pack: _Pack, *, avoid: set[Rank]) -> list[Card]:
    rank = rng.choice([r for r in _RANKS if r not in avoid])
    return [pack.card(rank) for _ in range(3)]


def _entry(title: str, *, ask: str, hand: list[Card], our: list[list[Card]], their: list[list[Card]],
           pile: list[Card], stock: int, **keys: object) -> Entry:
    entry: Entry = {
        "title": title,
        "ruleset": "tranca",
        "hand": format_cards(hand),
        "our_melds": [format_cards(m) for m in our],
        "their_melds": [format_cards(m) for m in their],
        "pile": format_cards(pile),
        "stock": stock,
        "ask": ask,
    }
    entry.update(keys)
    return entry


def _take_pile(rng: random.Random, pack: _Pack) -> Entry:
    """Take the pile? Only by laying its top card at once with two cards from the hand (one
    may be a two), and never while a black three lies on top (003). The hand holds a pair,
    two cards of a run, one card and a two, one card only (with its match lower in the
    pile), or two cards of the run in another suit."""
    index = rng.randrange(1, len(_RANKS) - 1)
    rank = _RANKS[index]
    suit = rng.choice(list(Suit))
    top = pack.card(rank, suits=[suit])
    kind = rng.choices(["block", "pair", "run", "two", "one", "other-suit"], weights=[22, 16, 16, 14, 20, 12])[0]
    hand: list[Card] = []
    buried: list[Card] = []
    if kind in ("block", "pair"):
        hand += [pack.card(rank), pack.card(rank)]
    elif kind == "run":
        hand += [pack.card(_RANKS[index - 1], suits=[suit]), pack.card(_RANKS[index + 1], suits=[suit])]
    elif kind == "two":
        hand += [pack.card(rank), pack.card(Rank.TWO)]
    elif kind == "one":
        hand += [pack.card(rank)]
        buried.append(pack.card(rank))
    else:
        other = rng.choice([s for s in Suit if s is not suit])
        hand += [pack.card(_RANKS[index - 1], suits=[other]), pack.card(_RANKS[index + 1], suits=[other])]
    avoid = {rank, _RANKS[index - 1], _RANKS[index + 1]}
    hand += _filler(rng, pack, rng.randint(4, 8), avoid_suits={suit}, avoid_ranks=avoid)
    rng.shuffle(hand)
    under = _filler(rng, pack, rng.randint(0, 5), avoid_suits=set(), avoid_ranks={rank}) + buried
    rng.shuffle(under)
    if kind == "block":
        pile = under + [top, pack.black_three()]
        title = say("generate.title.tranca-black-three", card=top)
    else:
        pile = under + [top]
        title = say("generate.title.tranca-take", card=top)
    their = [_their_set(rng, pack, avoid=avoid)]
    return _entry(title, ask="take-pile", hand=hand, our=[], their=their, pile=pile, stock=rng.randint(10, 50))


def _run_end(rng: random.Random, pack: _Pack) -> Entry:
    """Add a card to your run? It grows at either end, one card after the other, from the
    four up to the ace, and holds one two at most (003; ``tranca-one-two``)."""
    suit = rng.choice(list(Suit))
    length = rng.randint(3, 5)
    low = rng.randrange(0, len(_RANKS) - length + 1)
    run = [pack.card(_RANKS[low + i], suits=[suit]) for i in range(length)]
    high = low + length - 1
    kinds = ["below", "above", "gap", "other-suit", "two", "second-two"]
    if high == len(_RANKS) - 1 and low > 0:
        kinds.append("round-the-corner")
    kind = rng.choice(kinds)
    if kind == "below" and low == 0:
        kind = "above"
    if kind == "above" and high == len(_RANKS) - 1:
        kind = "below"
    if kind == "second-two":
        run[rng.randrange(1, length - 1)] = pack.card(Rank.TWO)
    if kind == "below":
        card = pack.card(_RANKS[low - 1], suits=[suit])
    elif kind == "above":
        card = pack.card(_RANKS[high + 1], suits=[suit])
    elif kind == "gap":
        beyond = [i for i in (low - 2, high + 2) if 0 <= i < len(_RANKS)]
        card = pack.card(_RANKS[rng.choice(beyond)], suits=[suit])
    elif kind == "other-suit":
        place = high + 1 if high + 1 < len(_RANKS) else low - 1
        card = pack.card(_RANKS[place], suits=[s for s in Suit if s is not suit])
    elif kind == "round-the-corner":  # the run reaches the ace: the four does not follow it
        card = pack.card(Rank.FOUR, suits=[suit])
    else:
        card = pack.card(Rank.TWO)
    ends = {_RANKS[low], _RANKS[high]}
    hand = [card] + _filler(rng, pack, rng.randint(4, 8), avoid_suits={suit}, avoid_ranks=ends)
    rng.shuffle(hand)
    first, last = Card(_RANKS[low], suit), Card(_RANKS[high], suit)
    title = say("generate.title.tranca-run", card=card, low=first, high=last)
    their = [_their_set(rng, pack, avoid=set())]
    pile = _filler(rng, pack, rng.randint(1, 6), avoid_suits={suit}, avoid_ranks=set())
    return _entry(title, ask="add", hand=hand, our=[run], their=their, pile=pile, stock=rng.randint(10, 50),
                  card=str(card), to=f"{first}-{last}")


def _morto_go_out(rng: random.Random, pack: _Pack) -> Entry:
    """Can you go out? Only once your side has taken its morto, and with a canasta (003; the
    canasta is ``tranca-canasta``): the hand can always be melded down to one card."""
    taken = rng.random() < 0.55
    canasta = rng.random() < 0.7
    ranks = rng.sample(list(_RANKS), 4)
    first, second, kept, table = ranks
    hand = [pack.card(first) for _ in range(3)] + [pack.card(second) for _ in range(3)] + [pack.card(kept)]
    rng.shuffle(hand)
    our = [[pack.card(table) for _ in range(7 if canasta else rng.randint(4, 6))]]
    their = [_their_set(rng, pack, avoid=set(ranks))]
    pile = _filler(rng, pack, rng.randint(1, 6), avoid_suits=set(), avoid_ranks=set(ranks))
    title = say("generate.title.tranca-morto", morto="yes" if taken else "no", canasta="yes" if canasta else "no")
    return _entry(title, ask="go-out", hand=hand, our=our, their=their, pile=pile, stock=rng.randint(5, 40),
                  morto_taken=["yes" if taken else "no", "no"])
