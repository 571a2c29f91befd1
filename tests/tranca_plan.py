"""A Tranca practice hand planned in the kernel, to be played again on the card table.

The learner's choices come from the sensible Tranca bot (seeded), so the plan is the same
on every run; each play is also written as the card table's message (the action, the hand
positions selected as the table orders the hand, the meld's place on the table and the end
of a run), so a test can send it to the widget or click it in a browser. The practice
table's bots are seeded by the game's seed and the move number: replaying the learner's
plays on a table dealt from the same seed gives the same hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from canasta_teach.app.table_widget import hand_order
from canasta_teach.app.tranca_table import tranca_ordered_melds
from canasta_teach.game.cards import Card
from canasta_teach.game.operations import (
    AddToMeld,
    AddToRun,
    Discard,
    DrawStock,
    EndTurn,
    GoOut,
    LayMeld,
    Operation,
    RevealRedThree,
    TakePile,
)
from canasta_teach.game.runs import RUN_RANKS, Run
from canasta_teach.game.table import TableState, observe
from canasta_teach.players.practice import PracticeHand
from canasta_teach.players.tranca_bot import TrancaBot


@dataclass(frozen=True)
class PlannedPlay:
    """One play of the learner: the engine's operation and the card table's message."""

    op: Operation
    message: dict[str, Any]


def _indices(hand: list[Card], cards: tuple[Card, ...]) -> list[int]:
    out: list[int] = []
    for card in cards:
        out.append(next(i for i, c in enumerate(hand) if c == card and i not in out))
    return sorted(out)


def message_of(state: TableState, seat: int, op: Operation) -> dict[str, Any]:
    """The card table's message for ``op`` (the hand and the melds ordered as it shows them)."""
    hand = hand_order(state.hands[seat])
    if isinstance(op, DrawStock):
        return {"action": "draw", "selected": []}
    if isinstance(op, TakePile):
        return {"action": "take", "selected": _indices(hand, op.cards)}
    if isinstance(op, LayMeld):
        return {"action": "meld", "selected": _indices(hand, op.cards)}
    if isinstance(op, Discard):
        return {"action": "discard", "selected": _indices(hand, (op.card,))}
    if isinstance(op, GoOut):
        return {"action": "go-out", "selected": []}
    if isinstance(op, EndTurn):
        return {"action": "end-turn", "selected": []}
    if isinstance(op, RevealRedThree):
        return {"action": "red-three", "selected": _indices(hand, (op.card,))}
    melds = tranca_ordered_melds(state.melds[state.side_of(seat)])
    if isinstance(op, AddToMeld):
        at = next(i for i, m in enumerate(melds) if not isinstance(m, Run) and m.rank is op.rank)
        return {"action": "add", "selected": _indices(hand, (op.card,)), "meld": at}
    if isinstance(op, AddToRun):
        at = next(i for i, m in enumerate(melds)
                  if isinstance(m, Run) and m.suit is op.suit and m.low_rank is op.low and m.high_rank is op.high)
        run = melds[at]
        assert isinstance(run, Run)
        end = op.end.value if op.end is not None else ("low" if RUN_RANKS.index(op.card.rank) == run.low - 1 else "high")
        return {"action": "add", "selected": _indices(hand, (op.card,)), "meld": at, "end": end}
    raise TypeError(f"no message for {op!r}")


def plan_hand(seed: int, *, level: str = "sensible", learner_seed: int = 1) -> tuple[PracticeHand, list[PlannedPlay]]:
    """Play the first hand of a Tranca game dealt from ``seed`` to its end in the kernel, the
    learner's plays chosen by the Tranca bot: the hand at its end and the learner's plays."""
    hand = PracticeHand.new(players=4, seed=seed, level=level, ruleset="tranca").bots_play_until_learner()
    bot, rng = TrancaBot(), random.Random(learner_seed)
    plays: list[PlannedPlay] = []
    while not hand.is_over:
        ops = hand.legal_operations()
        op = bot.choose(observe(hand.state, hand.learner), ops, rng)
        plays.append(PlannedPlay(op, message_of(hand.state, hand.learner, op)))
        hand = hand.learner_play([op])
        assert hand.refusal is None, hand.refusal
    return hand, plays
