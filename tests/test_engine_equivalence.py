"""The faster engine answers exactly as the engine before it did, over thousands of states.

Two checks, each independent of the short cuts the legal-move generator takes:

- **The engine of commit 4a76998, in figures.** Seeded hands at 2, 3 and 4 players, under
  every ruleset option that changes what is legal (and Tranca), are played to their end by
  keen random players. For every state the listing of ``legal_operations`` (its order
  too), whether the player may still go out, the referee's refusals of a fixed set of
  candidate operations, and the finished state go into one SHA-256 per hand.
  :data:`EXPECTED` holds the digests the engine of 4a76998 (before issue 22's "a faster
  engine") gave; the engine now must give the same,
  so it lists, refuses and applies exactly as that engine did in every one of those
  states. A change of the rules that is meant to change an answer changes a digest: write
  the new ones with ``python -m tests.test_engine_equivalence`` and say why in the commit.
- **The checked path.** Over the states of seeded random and sensible play (the bots of
  :mod:`canasta_teach.players.bots`, seeing only ``observe``) and of keen random play
  under the options, the operations listed are exactly, by the rules' key, the candidates
  that :func:`~canasta_teach.game.referee.refusals` (every check, with its look-ahead)
  lets through. The candidates are built here from the hand, not by the generator: every
  meld of one rank with any number of its naturals and of the jokers and twos, every take
  of the pile with two hand cards, every card added to every rank, every discard, and
  every operation without cards, so a play the generator left out would be found.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator, Mapping

import pytest

from canasta_teach.game.cards import Rank
from canasta_teach.game.deal import deal
from canasta_teach.game.operations import (
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndTurn,
    GoOut,
    LayMeld,
    Operation,
    RevealRedThree,
    TakePile,
    op_key,
)
from canasta_teach.game.referee import apply, legal_operations, may_go_out, refusals
from canasta_teach.game.rulesets import get_ruleset
from canasta_teach.game.table import TableState, observe
from canasta_teach.players.bots import make_bot

from .depth import examples

#: The tables of the digests: each table size, and each option that changes what is legal.
TABLES: tuple[tuple[str, Mapping[str, object] | None], ...] = (
    ("two-player", None),
    ("three-player", None),
    ("classic", None),
    ("classic", {"wild-limit": "more-natural"}),
    ("two-player", {"last-card": "no-discard"}),
    ("classic", {"last-card": "no-discard"}),
    ("classic", {"one-card-pile": "forbidden"}),
    ("three-player", {"canastas-to-go-out": 2}),
    ("classic", {"dealt-red-threes": "first-turn"}),
    ("two-player", {"concealed": "first-meld"}),
    ("tranca", None),
)
#: Hands per table in the digests.
HANDS = 6
#: The operations a keen player prefers (it melds, takes the pile, asks and goes out).
_KEEN = (TakePile, LayMeld, AddToMeld, GoOut, AskPartner)


def _table_id(table: tuple[str, Mapping[str, object] | None]) -> str:
    name, options = table
    return name + "".join(f",{k}={v}" for k, v in (options or {}).items())


def _deal(name: str, options: Mapping[str, object] | None, seed: int) -> tuple[TableState, random.Random, float]:
    """Hand ``seed``: its deal (scores before it vary, so every first-meld minimum comes up),
    its random source and how keenly it is played (not at all, half the time, mostly)."""
    rng = random.Random(seed)
    players = get_ruleset(name, options).players
    scores = tuple(rng.choice((-40, 0, 0, 1600, 3100)) for _ in range(players))
    if players == 4:
        scores = (scores[0], scores[1], scores[0], scores[1])
    state = deal(name, seed=seed, dealer=rng.randrange(players), scores=scores, options=options)
    return state, rng, (0.0, 0.5, 0.9)[seed % 3]


def keen_states(name: str, options: Mapping[str, object] | None, seed: int) -> Iterator[TableState]:
    """Every state of hand ``seed`` played by seeded random players, the last one finished."""
    state, rng, keenness = _deal(name, options, seed)
    while not state.is_over:
        yield state
        ops = list(legal_operations(state))
        keen = [op for op in ops if isinstance(op, _KEEN)]
        op = rng.choice(keen) if keen and rng.random() < keenness else rng.choice(ops)
        state = apply(state, op, verified=True)
    yield state


def bot_states(players: int, level: str, seed: int) -> Iterator[TableState]:
    """Every state of a hand played by the bots of ``level`` (as self-play plays it)."""
    name = {2: "two-player", 3: "three-player", 4: "classic"}[players]
    state, _rng, _keenness = _deal(name, None, seed)
    bots = [make_bot(level) for _ in range(players)]
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(players)]
    while not state.is_over:
        yield state
        seat = state.current_player()
        assert seat is not None
        op = bots[seat].choose(observe(state, seat), legal_operations(state), rngs[seat])
        state = apply(state, op, verified=True)


def candidates(state: TableState) -> list[Operation]:
    """Every operation worth asking the referee about here, built from the hand alone: a
    superset of the legal ones (most are refused)."""
    hand = state.hand
    distinct = list({c.rules_key: c for c in hand}.values())
    out: list[Operation] = [DrawStock(), TakePile(), GoOut(), EndTurn(), AskPartner(), AnswerPartner(True),
                            AnswerPartner(False)]
    out += [RevealRedThree(c) for c in distinct if c.is_three]
    top = state.top_card
    if top is not None:
        out += [TakePile((a, b)) for i, a in enumerate(hand) for b in hand[i + 1:]
                if a.rank is top.rank or b.rank is top.rank or (a.is_wild and b.is_wild)]
    jokers = [c for c in hand if c.rank is Rank.JOKER]
    twos = [c for c in hand if c.rank is Rank.TWO]
    by_key: dict[int, list] = {}
    for c in hand:
        if not c.is_wild:
            by_key.setdefault(c.rules_key, []).append(c)
    groups = list(by_key.values())
    black = [c for c in hand if c.is_black_three]
    if black:
        clubs = [c for c in black if c.suit is black[0].suit]
        others = [c for c in black if c.suit is not black[0].suit]
        groups += [clubs[:k] + others[:m] for k in range(len(clubs) + 1) for m in range(1, len(others) + 1)]
    for naturals in groups:
        for n in range(1 if naturals[0].is_three else 0, len(naturals) + 1):
            for j in range(min(len(jokers), 4) + 1):
                for t in range(min(len(twos), 4 - j) + 1):
                    if n + j + t >= 2:
                        out.append(LayMeld(tuple(naturals[:n]) + tuple(jokers[:j]) + tuple(twos[:t])))
    ranks = {m.rank for side in state.melds for m in side if m.rank is not None} | {c.rank for c in hand} | {Rank.THREE}
    out += [AddToMeld(rank, c) for rank in sorted(ranks, key=lambda r: r.order) for c in distinct]
    out += [Discard(c) for c in distinct]
    return out


def _asked(state: TableState) -> list[Operation]:
    """The candidates the digest records the refusals of: every kind, without the
    thousands of takes and melds of a big hand (those are in the checked-path test)."""
    hand = state.hand
    distinct = list({c.rules_key: c for c in hand}.values())
    out: list[Operation] = [DrawStock(), TakePile(), GoOut(), EndTurn(), AskPartner(), AnswerPartner(True)]
    out += [Discard(c) for c in distinct]
    out += [AddToMeld(m.rank, c) for m in state.side_melds(state.to_move) if m.rank is not None for c in distinct[:6]]
    naturals = [c for c in hand if c.is_natural]
    wild = [c for c in hand if c.is_wild]
    for c in naturals[:8]:
        same = [d for d in naturals if d.rank is c.rank]
        out.append(LayMeld(tuple(same[:3])))
        out.append(LayMeld(tuple(same[:2]) + tuple(wild[:1])))
    return out


def hand_digest(name: str, options: Mapping[str, object] | None, seed: int) -> str:
    """What the engine does in hand ``seed``, as 16 hex digits of a SHA-256: each state's
    listed operations (in order), whether the player may still go out, its refusals of
    :func:`_asked`, and the finished state."""
    digest = hashlib.sha256()
    state = None
    for state in keen_states(name, options, seed):
        digest.update(repr(list(legal_operations(state))).encode())
        if not state.is_over and not state.ruleset.is_tranca:
            digest.update(repr(may_go_out(state)).encode())
            for op in _asked(state):
                digest.update(repr((op, refusals(state, op))).encode())
    digest.update(repr(state).encode())
    return digest.hexdigest()[:16]


def table_digests(table: tuple[str, Mapping[str, object] | None]) -> list[str]:
    return [hand_digest(table[0], table[1], seed) for seed in range(HANDS)]


#: The digests the engine of commit 4a76998 gives (``python -m tests.test_engine_equivalence``).
EXPECTED: dict[str, list[str]] = {
    'two-player': ['4d626a95a7c67ef7', '8399b3ddd69fe8df', 'e573afdcde84ac78', '102ebbe9f8deaa7e', '9d9301b3661ae2d7', 'b43032108a367180'],
    'three-player': ['f84ac587511b423f', '8e9e1f1e348d2c0c', 'ffd1843621365d5c', '21e052d2e55c5eca', '767a97e19064e983', '1ca3beddbe2bd311'],
    'classic': ['9efdb089d2e641f6', '9f6a8d0cb77755d8', '1cee2099c9d1be0b', 'b01977c15fa3880e', '53855007da71ca8a', '9733e12c920ace16'],
    'classic,wild-limit=more-natural': ['312f38740e0b539f', '2d503e2c6fcaaae5', '09ab1471c28f0238', '7798221d2d5a0a55', 'c2fd3342fb163789', '85aebd4d9a04fcde'],
    'two-player,last-card=no-discard': ['8d987a7337313b89', '1caa48efbfca67d4', 'c5ae4f15b7b29986', 'eeb0a4fbc9597aae', '1a6e89270d5ba7b3', 'f0f884eb4a0e5e70'],
    'classic,last-card=no-discard': ['a9b4a567154b82fc', '239983f22c53411c', '470633f619379fa6', 'ade6f639fad27e12', '234a52f95b85b582', '57049ec97e56a84e'],
    'classic,one-card-pile=forbidden': ['4b84b17ac0b98a85', '73fb2cc4ec30f597', '24b91e54b6611893', 'b710c28516f60497', 'd9c48b83e00994a5', '28e83b0537322c79'],
    'three-player,canastas-to-go-out=2': ['c1b5912ebcc574c7', 'efe71be3f05ae2de', '86a7fb672c01476f', 'a5e4c5457dc1438d', '4f754e442d5194e4', '0295f9bcfc9f0387'],
    'classic,dealt-red-threes=first-turn': ['589335ad1229de17', 'd0b3922268f3024d', '4ae65de3e59c9417', 'e51df1c7b785c039', 'c74293c0b922a2ca', '482dd9064f3767b0'],
    'two-player,concealed=first-meld': ['749b640d35246ec4', 'ef0cf1d0ffcfcd02', 'ed5dcc2742f7c2af', '23c9565f76909e2d', '305d2476584859d1', '98146995d156ce99'],
    'tranca': ['5b6bace2fe431b47', 'a8c792f5c5bb2c4f', 'bca778d456adfb9e', '0442416753094383', '0282bc7e8fea177a', '97d66090c23999c7'],
}


@pytest.mark.parametrize("table", TABLES, ids=_table_id)
def test_the_engine_answers_as_the_engine_of_4a76998(table: tuple[str, Mapping[str, object] | None]) -> None:
    """Listed operations (in order), refusals and finished states, hand by hand."""
    got = table_digests(table)
    expected = EXPECTED[_table_id(table)]
    differ = [seed for seed, (a, b) in enumerate(zip(got, expected)) if a != b]
    assert not differ, f"{_table_id(table)}: hands {differ} play differently from the engine of 4a76998"
    assert len(got) == len(expected)


def _check_listed(state: TableState) -> int:
    """The listed operations are the candidates ``refusals`` lets through, one per play."""
    if state.is_over:
        assert list(legal_operations(state)) == []
        return 0
    listed = [op_key(op) for op in legal_operations(state)]
    assert len(listed) == len(set(listed)), f"a play listed twice: {listed}"
    allowed = {op_key(op) for op in candidates(state) if not refusals(state, op)}
    assert set(listed) == allowed, (sorted(set(listed) - allowed, key=repr), sorted(allowed - set(listed), key=repr), state)
    return 1


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["random", "sensible"])
def test_bots_play_only_listed_plays_and_every_allowed_one_is_listed(players: int, level: str) -> None:
    hands = examples(8, floor=2)
    seen = sum(_check_listed(s) for seed in range(hands) for s in bot_states(players, level, seed))
    # a hand has 70-140 actions (bench_engine): at least 50 states a hand were looked at,
    # at every test depth (make check plays 2 hands, 181 states at three sensible players)
    assert seen >= 50 * hands


@pytest.mark.parametrize("table", [t for t in TABLES if t[0] != "tranca"], ids=_table_id)
def test_keen_play_lists_exactly_what_the_checks_allow(table: tuple[str, Mapping[str, object] | None]) -> None:
    seen = sum(_check_listed(s) for seed in range(examples(8, floor=2)) for s in keen_states(table[0], table[1], seed))
    assert seen > 200


if __name__ == "__main__":  # write the digests of the engine of this checkout
    for table in TABLES:
        print(f"    {_table_id(table)!r}: {table_digests(table)!r},")
