"""The coach's cheaper play-out policy changes no verdict: :class:`PlayoutBot` makes the
sensible bot's moves with the same dice, move by move, and every shipped ``should``
question and every decision of the coach's tests gets the verdict the sensible bot gives."""

from __future__ import annotations

import random

import pytest

from canasta_teach.content.authoring import parse_positions
from canasta_teach.content.lessons import get_lesson, lesson_positions
from canasta_teach.game.choices import Choice
from canasta_teach.game.deal import deal
from canasta_teach.game.operations import DrawStock
from canasta_teach.game.referee import apply, legal_operations
from canasta_teach.game.rulesets import RULESETS
from canasta_teach.game.table import observe
from canasta_teach.judge import Ask
from canasta_teach.judge.question_types import ShouldQuestion
from canasta_teach.players.bots import PlayoutBot, SensibleBot, playout_bot
from canasta_teach.players.coach import coach, table_for_position
from tests.test_coach import BIG_PILE, GO_OUT_LEAD

SHOULD = [p for p in lesson_positions(get_lesson("12-strategy")) if p.ask is Ask.SHOULD]


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_the_playout_bot_makes_the_sensible_bots_moves_with_the_same_dice(ruleset: str) -> None:
    """Whole hands played by sensible bots: at every decision the play-out bot, given the
    same view, operations and dice, picks the same operation and leaves the dice where the
    sensible bot left them."""
    sensible, cheap = SensibleBot(), PlayoutBot()
    decisions = 0
    for seed in range(6):
        state = deal(ruleset, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            ops = legal_operations(state)
            seat = state.current_player()
            assert seat is not None
            if len(ops) == 1:
                op = ops[0]
            else:
                obs = observe(state, seat)
                twin = random.Random()
                twin.setstate(rng.getstate())
                op = sensible.choose(obs, ops, rng)
                assert cheap.choose(obs, ops, twin) == op
                assert twin.getstate() == rng.getstate()
                decisions += 1
            state = apply(state, op, verified=True)
    assert decisions > 200


def _sensible_verdict(state, choices, **kwargs):  # type: ignore[no-untyped-def]
    return coach(state, state.to_move, choices, bots=[SensibleBot() for _ in range(state.players)], **kwargs)


@pytest.mark.parametrize("position", SHOULD, ids=[p.id for p in SHOULD])
def test_every_shipped_should_question_gets_the_sensible_bots_verdict(position) -> None:  # type: ignore[no-untyped-def]
    q = position.asked(ShouldQuestion)
    state = table_for_position(position, q.choices)
    cheap = coach(state, 0, q.choices, playouts=q.playouts, seed=q.seed)
    assert cheap == _sensible_verdict(state, q.choices, playouts=q.playouts, seed=q.seed)
    assert str(cheap.best) == position.expect


@pytest.mark.parametrize(("text", "choices", "playouts"), [
    (GO_OUT_LEAD, ("go-out", "keep-playing"), 200),
    (BIG_PILE, ("draw", "take-pile"), 120),
    (BIG_PILE, ("take-pile", "draw"), 20),
], ids=["go-out-lead", "big-pile", "big-pile-20"])
def test_the_coach_tests_decisions_get_the_sensible_bots_verdict(text: str, choices: tuple[str, ...], playouts: int) -> None:
    parsed = tuple(Choice.parse(c) for c in choices)
    state = table_for_position(parse_positions(text)[0], parsed)
    cheap = coach(state, 0, parsed, playouts=playouts, seed=7)
    sensible = _sensible_verdict(state, parsed, playouts=playouts, seed=7)
    assert cheap == sensible and cheap.samples == sensible.samples


def test_a_dealt_hands_discards_get_the_sensible_bots_verdict() -> None:
    state = apply(deal("classic", seed=11), DrawStock())
    choices = (Choice.parse("discard 6s"), Choice.parse("discard 5d"))
    cheap = coach(state, state.to_move, choices, playouts=40, seed=5, stop_early=False)
    sensible = _sensible_verdict(state, choices, playouts=40, seed=5, stop_early=False)
    assert cheap == sensible and cheap.samples == sensible.samples and cheap.events == sensible.events


def test_the_coach_plays_out_with_the_playout_bot_at_the_sensible_level() -> None:
    assert type(playout_bot("sensible")) is PlayoutBot and type(playout_bot("random")).__name__ == "RandomBot"
