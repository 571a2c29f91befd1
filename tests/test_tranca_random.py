"""Random Tranca hands: the engine's invariants over many seeded play-outs, as
tests/test_engine_random.py checks them for Canasta (003, "Varianten").

Hands are dealt with the ``tranca`` ruleset (and each of its options) and played with random
legal operations from a seeded :class:`random.Random`. After every operation:

- all 104 cards are at the table exactly once (hands, stock, pile, melds, red threes and the
  mortos still face down);
- every operation ``legal_operations`` lists passes ``verify``, and a mutant of it (a card of
  the hand swapped for another, a two's end turned) is legal exactly when it is listed;
- a state that is not finished has a legal operation (the referee never strands a player);
- every meld on the table is a Tranca meld: a set of one rank or a run of one suit, at least
  two natural cards, at most one two; one set per rank and side; no three melded;
- a morto is face down until its side takes it, and then it is gone from the table's middle;
- no red three is held by a seat that is not to move.

Every hand ends, and the line items of its score add up to the totals. The size of the run
is :func:`tests.depth.examples` of the full count.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from canasta_teach.game.deal import deal, pack_of
from canasta_teach.game.operations import AddToRun, Discard, LayMeld, Operation
from canasta_teach.game.referee import apply, can, legal_operations, verify
from canasta_teach.game.rulesets import get_ruleset
from canasta_teach.game.runs import Run, RunEnd, tranca_meld
from canasta_teach.game.scoring import score_hand
from canasta_teach.game.table import TableState
from tests.depth import examples

PACK = Counter(pack_of("tranca"))
MAX_OPERATIONS = 3000
OPTIONS: list[dict[str, object]] = [
    {},
    {"go-out-canasta": "clean"},
    {"hand-values": "canasta"},
    {"pile-join": "existing"},
    {"runs-per-suit": "one"},
    {"target": 1500},
]


def _check_melds(state: TableState) -> None:
    for side in state.melds:
        ranks = [m.rank for m in side if not isinstance(m, Run)]
        assert len(ranks) == len(set(ranks)), side
        for meld in side:
            again = tranca_meld(meld.cards, state.ruleset)
            assert not isinstance(again, tuple), (str(meld), again)
            assert isinstance(again, Run) == isinstance(meld, Run)
            if isinstance(meld, Run):
                assert all(c.suit is meld.suit for c in meld.cards if not c.is_wild)
                assert [c.rank for c in meld.cards if not c.is_wild] == [
                    meld.place_of(i) for i, c in enumerate(meld.cards) if not c.is_wild]
            assert meld.wilds <= 1 and not any(c.is_three for c in meld.cards)


def _check_state(state: TableState) -> None:
    assert Counter(state.all_cards()) == PACK
    _check_melds(state)
    for side, taken in enumerate(state.morto_taken):
        assert (len(state.mortos[side]) == 0) == taken
    for seat, hand in enumerate(state.hands):
        if seat != state.to_move:
            assert not any(c.is_red_three for c in hand), seat


def _mutants(state: TableState, op: Operation) -> list[Operation]:
    """Plays near a legal one: a card swapped for another card of the hand, a two's end turned."""
    out: list[Operation] = []
    hand = state.hand
    if isinstance(op, LayMeld) and hand:
        for other in hand[:4]:
            out.append(LayMeld(op.cards[:-1] + (other,)))
    if isinstance(op, AddToRun):
        if op.end is not None:
            out.append(replace(op, end=RunEnd.LOW if op.end is RunEnd.HIGH else RunEnd.HIGH))
        for other in hand[:4]:
            out.append(replace(op, card=other, end=None if other.is_natural else RunEnd.HIGH))
    if isinstance(op, Discard):
        out.extend(Discard(c) for c in hand[:2])
    return out


def play_random_hand(seed: int, options: dict[str, object], *, mutate: bool = False) -> TableState:
    rng = random.Random(seed)
    state = deal(get_ruleset("tranca", options), seed=seed, dealer=seed % 4)
    _check_state(state)
    for _ in range(MAX_OPERATIONS):
        if state.is_over:
            break
        ops = legal_operations(state)
        assert ops, (seed, state.phase, state.hand)
        for op in ops:
            verify(state, op)
        op = ops[rng.randrange(len(ops))]
        if mutate:
            for mutant in _mutants(state, op):
                assert can(state, mutant) == (mutant in ops), mutant
        state = apply(state, op, verified=True)
        _check_state(state)
    assert state.is_over, f"hand {seed} did not end"
    score = score_hand(state)
    for group in score.groups:
        assert group.total == sum(i.points for i in group.items)
    return state


@pytest.mark.parametrize("seed", range(examples(60)))
def test_random_tranca_hands_keep_the_invariants(seed: int) -> None:
    play_random_hand(seed, {})


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "default")
def test_random_tranca_hands_under_each_option(options: dict[str, object]) -> None:
    for seed in range(examples(8, floor=2)):
        play_random_hand(1000 + seed, options)


def test_mutated_plays_are_legal_exactly_when_listed() -> None:
    for seed in range(examples(4, floor=2)):
        play_random_hand(2000 + seed, {}, mutate=True)


def test_random_hands_reach_the_morto() -> None:
    """Over many hands the random players take mortos: that path is walked, not only dealt."""
    taken = sum(sum(play_random_hand(3000 + seed, {}).morto_taken) for seed in range(examples(40, floor=20)))
    assert taken > 0


def test_sensible_bots_play_tranca_through_the_referee() -> None:
    """Self-play with the bots that know runs and the morto: nothing refused, nothing lost,
    and hands end by going out after the morto."""
    from canasta_teach.game.table import HandEnd
    from canasta_teach.players.selfplay import play_hands

    report = play_hands(4, examples(20, floor=8), seed=7, ruleset="tranca")
    assert (report.refused, report.errors, report.conserved) == (0, 0, True), report.problems
    assert report.pack_size == 104 and report.to_json()["ruleset"] == "tranca"
    out = [r for r in report.results if r.end is HandEnd.WENT_OUT]
    assert out


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(500))
def test_many_random_tranca_hands(seed: int) -> None:
    play_random_hand(10_000 + seed, {})
