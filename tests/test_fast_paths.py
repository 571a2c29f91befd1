"""The engine's fast paths agree with its checked ones, over thousands of random states.

The legal-move generator takes short cuts where the full check cannot say otherwise (a
meld's own counts instead of :func:`meld_problem`, a cheap count of cards that fit nowhere
before the going-out search, a field-by-field state copy instead of
``dataclasses.replace``). Each short cut is compared here with the path it stands for, on
the states of seeded random hands at every table size and under the options that change
the meld rules.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator, Mapping

import pytest

from canasta_teach.game import referee
from canasta_teach.game.cards import Rank
from canasta_teach.game.deal import deal
from canasta_teach.game.operations import (
    AddToMeld,
    AskPartner,
    Discard,
    DrawStock,
    EndTurn,
    GoOut,
    Operation,
    TakePile,
    op_key,
)
from canasta_teach.game.referee import apply, can, legal_operations, may_go_out
from canasta_teach.game.rulesets import get_ruleset
from canasta_teach.game.table import Phase, TableState
from canasta_teach.game.transitions import replace

from .depth import examples

TABLES = [
    ("two-player", None),
    ("three-player", None),
    ("classic", None),
    ("classic", {"wild-limit": "more-natural"}),
    ("classic", {"last-card": "no-discard"}),
]


def _states(ruleset: str, options: Mapping[str, object] | None, hands: int) -> Iterator[TableState]:
    """Every state of ``hands`` seeded hands played by keen random players (melding
    more often than not, so that first melds, big hands and going out all come up)."""
    players = get_ruleset(ruleset, options).players
    for seed in range(hands):
        rng = random.Random(seed)
        scores = tuple(rng.choice((0, 0, 1600, 3100)) for _ in range(players))
        state = deal(ruleset, seed=seed, dealer=seed % players, scores=scores, options=options)
        while not state.is_over:
            yield state
            ops = list(legal_operations(state))
            plays = [op for op in ops if not isinstance(op, (Discard, EndTurn, DrawStock))]
            op = rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(ops)
            state = apply(state, op, verified=True)


def _candidates(state: TableState) -> list[Operation]:
    """Every operation worth asking the checked path about: more than the generator lists
    (each card onto each meld, every meld shape, every discard, every kind of turn end)."""
    hand = state.hand
    out: list[Operation] = [DrawStock(), TakePile(), GoOut(), EndTurn(), AskPartner()]
    top = state.top_card
    if top is not None:
        out += [TakePile((a, b)) for i, a in enumerate(hand) for b in hand[i + 1:] if a.rank is top.rank or b.rank is top.rank]
    out += referee._meld_candidates(state)
    ranks = {m.rank for m in state.side_melds(state.to_move) if m.rank is not None} | {Rank.THREE}
    out += [AddToMeld(rank, c) for rank in ranks for c in hand]
    out += [Discard(c) for c in hand]
    return out


@pytest.mark.parametrize(("ruleset", "options"), TABLES)
def test_the_listed_operations_are_exactly_those_the_checked_path_allows(ruleset: str, options: Mapping[str, object] | None) -> None:
    """The generator's short cuts (the meld's own counts, no look-ahead in the common case)
    list exactly the plays that ``can`` (every check, with its look-ahead) allows."""
    seen = 0
    for state in _states(ruleset, options, examples(20, floor=5)):
        if state.phase is not Phase.PLAY and state.phase is not Phase.DRAW:
            continue
        if any(c.is_red_three for c in state.hand):
            continue
        listed = {op_key(op) for op in legal_operations(state)}
        allowed = {op_key(op) for op in _candidates(state) if can(state, op)}
        assert listed == allowed, (ruleset, options, state)
        seen += 1
    assert seen > 250


@pytest.mark.parametrize(("ruleset", "options"), TABLES)
def test_the_quick_count_before_the_going_out_search_changes_no_answer(
    ruleset: str, options: Mapping[str, object] | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``may_go_out`` with the quick count of cards that fit nowhere gives the answer of the
    search alone, and so do the operations listed (asking the partner, the last cards)."""
    states = [s for s in _states(ruleset, options, examples(20, floor=5)) if s.phase is Phase.PLAY]
    fast = [(may_go_out(s), [op_key(op) for op in legal_operations(s)]) for s in states]
    monkeypatch.setattr(referee, "_loose_cards", lambda state, sorted_hand=None, melded=None: 0)
    slow = [(may_go_out(s), [op_key(op) for op in legal_operations(s)]) for s in states]
    assert fast == slow
    assert len(states) > 150 and any(out for out, _ops in fast) and not all(out for out, _ops in fast)


def test_the_fast_state_copy_is_dataclasses_replace() -> None:
    """The field-by-field copy gives the state ``dataclasses.replace`` gives, for any
    change of fields, and refuses a field the state does not have."""
    rng = random.Random(7)
    names = [f.name for f in dataclasses.fields(TableState)]
    states = list(_states("classic", None, examples(4, floor=2)))
    for state in states:
        changes = {name: getattr(rng.choice(states), name) for name in rng.sample(names, rng.randrange(4))}
        assert replace(state, **changes) == dataclasses.replace(state, **changes)
        assert replace(state.turn, asked=True) == dataclasses.replace(state.turn, asked=True)
    with pytest.raises(TypeError):
        replace(states[0], colour="red")
