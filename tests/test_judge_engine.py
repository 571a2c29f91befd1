"""The take-pile ruling against the referee, on random tables.

Random positions come from random hands played on the engine: at a draw, the judge's
take-pile answer must be "some legal take exists after which the turn can be played to its
end" (the referee's operations, walked to the end of the turn). Positions with a red three
in the pile, and takes that must go out at once, are included (issue 8). The go-out ask is
the game's planner (:func:`canasta_teach.game.planners.plan_go_out`), tested against the
referee in tests/test_planners.py.
"""

from __future__ import annotations

import random

import pytest

from canasta_teach.game.deal import deal
from canasta_teach.game.explore import SearchTooLarge, turn_can_finish
from canasta_teach.game.melds import Meld
from canasta_teach.game.operations import TakePile
from canasta_teach.game.referee import apply, legal_operations
from canasta_teach.game.table import Phase, TableState
from canasta_teach.judge import judge
from canasta_teach.judge.question_types import Question, TakePileQuestion
from canasta_teach.judge.questions import Position
from canasta_teach.judge.table_view import table_of


def position_of(state: TableState, question: Question, *, pid: str) -> Position:
    """The judge's view of the seat to move (four or two players)."""
    seat = state.to_move
    side = state.side_of(seat)
    other = 1 - side
    ours = sum(len(state.red_threes[s]) for s in state.sides[side])
    theirs = sum(len(state.red_threes[s]) for s in state.sides[other])
    return Position(
        id=pid,
        question=question,
        ruleset=state.ruleset,
        hand=state.hand,
        our_melds=tuple(Meld(m.cards) for m in state.melds[side]),
        their_melds=tuple(Meld(m.cards) for m in state.melds[other]),
        our_red_threes=ours,
        their_red_threes=theirs,
        pile=state.pile,
        stock=len(state.stock),
        melded_before=state.seat_melded[seat],
    )


def sample_states(ruleset: str, hands: int, seed: int):
    """Draw-phase and play-phase states of random hands (no red three in the hand)."""
    for h in range(hands):
        rng = random.Random(seed * 1000 + h)
        state = deal(ruleset, seed=seed * 1000 + h)
        while not state.is_over:
            if state.phase in (Phase.DRAW, Phase.PLAY) and not any(c.is_red_three for c in state.hand):
                yield state
            ops = legal_operations(state)
            state = apply(state, ops[rng.randrange(len(ops))], verified=True)


def engine_may_take(state: TableState) -> bool:
    for op in legal_operations(state):
        if isinstance(op, TakePile) and turn_can_finish(apply(state, op, verified=True)):
            return True
    return False


def _take_pile_cases(ruleset: str, hands: int, seed: int):
    for state in sample_states(ruleset, hands, seed):
        if state.phase is Phase.DRAW and state.stock and state.pile and state.pile[-1].is_natural:
            yield state


def _check_take_pile(ruleset: str, hands: int, seed: int) -> int:
    checked = 0
    for i, state in enumerate(_take_pile_cases(ruleset, hands, seed)):
        p = position_of(state, TakePileQuestion(), pid=f"t{i}")
        try:
            expected = engine_may_take(table_of(p))
        except SearchTooLarge:
            continue
        assert judge(p).answer is expected, (p, judge(p).rules)
        checked += 1
    return checked


@pytest.mark.parametrize("ruleset", ["classic", "two-player"])
def test_take_pile_agrees_with_the_engine(ruleset: str) -> None:
    assert _check_take_pile(ruleset, 60, 11) > 300


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", ["classic", "two-player"])
def test_thousands_of_positions_agree_with_the_engine(ruleset: str) -> None:
    """The slow set: thousands of random positions."""
    assert _check_take_pile(ruleset, 400, 101) > 2000


def _with_red_three_at_the_bottom(state: TableState) -> TableState | None:
    """The same moment, but with a red three as the start card at the bottom of the pile
    (taken from a hand that is not the mover's; a natural card goes back in its place)."""
    from dataclasses import replace

    for seat in range(state.players):
        if seat == state.to_move:
            continue
        for red in (c for r in state.red_threes for c in r):
            reds = [tuple(c for c in r if c is not red) for r in state.red_threes]
            return replace(state, pile=(red,) + state.pile, pile_frozen=True, red_threes=tuple(reds))
    return None


def test_take_pile_agrees_with_a_red_three_in_the_pile() -> None:
    """Issue 8: the red three that comes with a taken pile is laid out, never kept."""
    checked = 0
    for i, state in enumerate(_take_pile_cases("classic", 80, 31)):
        moved = _with_red_three_at_the_bottom(state)
        if moved is None:
            continue
        p = position_of(moved, TakePileQuestion(), pid=f"r{i}")
        try:
            expected = engine_may_take(table_of(p))
        except SearchTooLarge:
            continue
        assert judge(p).answer is expected, (p, judge(p).rules)
        checked += 1
    assert checked > 100


def test_take_pile_agrees_when_the_take_must_go_out() -> None:
    """Small hands and small piles: after the take the player can keep no card, so the
    take is legal only if the side can go out at once."""
    from dataclasses import replace

    checked = must = 0
    for i, state in enumerate(_take_pile_cases("classic", 120, 37)):
        top = state.pile[-1]
        pair = tuple(c for c in state.hand if c.rank is top.rank)[:2]
        if len(pair) < 2 and not any(m.rank is top.rank for m in state.side_melds(state.to_move)):
            continue
        # Keep the pair (or one card) and at most one more; the rest of the hand goes to the stock.
        kept = pair + tuple(c for c in state.hand if c not in pair and not c.is_red_three)[:1]
        rest = list(state.hand)
        for c in kept:
            rest.remove(c)
        small = replace(state, hands=tuple(kept if s == state.to_move else h for s, h in enumerate(state.hands)),
                        stock=tuple(rest) + state.stock, pile=state.pile[-2:])
        p = position_of(small, TakePileQuestion(), pid=f"s{i}")
        try:
            expected = engine_may_take(table_of(p))
        except SearchTooLarge:
            continue
        assert judge(p).answer is expected, (p, judge(p).rules)
        checked += 1
        must += len(kept) - 2 + len(p.pile) - 1 < 2
    assert checked > 100 and must > 20
