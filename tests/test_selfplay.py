"""Self-play (canasta_teach/players/selfplay.py, bots.py) and ``canasta-teach selfplay``.

Bots play whole hands through the referee: every bot operation is verified, none may be
refused, nothing may raise, and all 108 cards stay at the table after every operation.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Sequence

import pytest

from canasta_teach.game.cards import Card
from canasta_teach.game.operations import Operation
from canasta_teach.game.table import Observation, Phase, TableState
from canasta_teach.players.bots import Bot, RandomBot, SensibleBot
from canasta_teach.players.selfplay import play_hand, play_hands

JSON_KEYS = {"hands", "actions", "refused", "errors", "conserved", "us_per_action"}


def _cli_json(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[list[str], dict[str, object]]:
    from canasta_teach.cli.main import main

    status = main(["selfplay", *args, "--json"])
    out = capsys.readouterr().out.splitlines()
    assert status == 0, out[-5:]
    return [line for line in out[:-1] if line.startswith("hand ")], json.loads(out[-1])


@pytest.mark.heavy
@pytest.mark.parametrize("players", [2, 3, 4])
def test_selfplay_cli_200_sensible_hands_clean(players: int, capsys: pytest.CaptureFixture[str]) -> None:
    lines, report = _cli_json(capsys, "--players", str(players), "--hands", "200", "--seed", "7", "--level", "sensible")
    assert JSON_KEYS <= report.keys()
    assert report["hands"] == 200
    assert (report["refused"], report["errors"], report["conserved"]) == (0, 0, True), report.get("problems")
    assert report["actions"] > 200
    assert len(lines) == 200
    assert lines[0].startswith("hand 1: ")


@pytest.mark.heavy
def test_selfplay_cli_random_bots_clean(capsys: pytest.CaptureFixture[str]) -> None:
    for players in (2, 3, 4):
        _, report = _cli_json(capsys, "--players", str(players), "--hands", "30", "--seed", "11", "--level", "random")
        assert (report["refused"], report["errors"], report["conserved"]) == (0, 0, True), report.get("problems")


def test_selfplay_cli_lines_name_sides_or_seats(capsys: pytest.CaptureFixture[str]) -> None:
    lines, _ = _cli_json(capsys, "--players", "4", "--hands", "3", "--seed", "7")
    assert all(", them " in line and "; us " in line for line in lines), lines
    lines, _ = _cli_json(capsys, "--players", "3", "--hands", "3", "--seed", "7")
    assert all("seat 0 " in line and "seat 2 " in line for line in lines), lines


@pytest.mark.heavy
def test_selfplay_same_seed_same_hands() -> None:
    def deterministic(players: int) -> list[tuple[object, ...]]:
        report = play_hands(players, 20, seed=5, level="sensible")
        return [(r.seed, r.end, r.went_out, r.seat_totals, r.actions) for r in report.results]

    for players in (2, 3, 4):
        assert deterministic(players) == deterministic(players)
    assert deterministic(4) != [(r.seed, r.end, r.went_out, r.seat_totals, r.actions) for r in play_hands(4, 20, seed=6).results]


def test_selfplay_cli_same_seed_same_output(capsys: pytest.CaptureFixture[str]) -> None:
    first, a = _cli_json(capsys, "--players", "2", "--hands", "15", "--seed", "3")
    second, b = _cli_json(capsys, "--players", "2", "--hands", "15", "--seed", "3")
    assert first == second
    timing = {"us_per_action", "bot_move_p95_ms", "seconds"}
    assert {k: v for k, v in a.items() if k not in timing} == {k: v for k, v in b.items() if k not in timing}


def _walk(value: object, seen: set[int]) -> list[object]:
    """Every object reachable through the fields of dataclasses, tuples and dicts."""
    if id(value) in seen:
        return []
    seen.add(id(value))
    out = [value]
    if isinstance(value, Card):
        return out
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            out.extend(_walk(getattr(value, f.name), seen))
    elif isinstance(value, (tuple, list)):
        for item in value:
            out.extend(_walk(item, seen))
    elif isinstance(value, dict):
        for item in value.values():
            out.extend(_walk(item, seen))
    return out


class SpyBot:
    """A sensible bot that checks it is shown one seat's view and nothing more."""

    def __init__(self) -> None:
        self.inner = SensibleBot()
        self.calls = 0
        self.answers = 0

    def choose(self, observation: Observation, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
        assert type(observation) is Observation
        assert isinstance(rng, random.Random)
        obs = observation
        assert len(obs.hand) == obs.hand_sizes[obs.seat]
        reachable = _walk(obs, set())
        assert not any(isinstance(v, TableState) for v in reachable)
        # The only cards in the view: our hand and the open table.
        cards = [v for v in _walk(obs, set()) if isinstance(v, Card)]
        open_cards = list(obs.hand) + list(obs.pile) + [c for side in obs.melds for m in side for c in m.cards]
        open_cards += [c for seat in obs.red_threes for c in seat]
        assert {id(c) for c in cards} <= {id(c) for c in open_cards} | {id(c) for op in legal_ops for c in getattr(op, "cards", ())}
        if obs.phase is Phase.ANSWER:
            self.answers += 1
            assert obs.seat != obs.to_move  # the partner answers, without the asker's turn
            assert obs.turn.laid == () and obs.turn.eligible is None
        self.calls += 1
        return self.inner.choose(observation, legal_ops, rng)


def test_bots_see_only_an_observation() -> None:
    assert not hasattr(Observation, "hands") and "stock" not in {f.name for f in dataclasses.fields(Observation)}
    for players in (2, 3, 4):
        spies = [SpyBot() for _ in range(players)]
        report = play_hands(players, 8, seed=2, bots=spies)
        assert (report.refused, report.errors, report.conserved) == (0, 0, True), report.problems
        assert all(spy.calls > 0 for spy in spies)
        assert isinstance(spies[0], Bot)


def test_refused_bot_plays_are_counted_not_fatal() -> None:
    class Cheat:
        def choose(self, observation: Observation, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
            from canasta_teach.game.operations import Discard

            return Discard(Card.parse("JK"))  # never legal before drawing

    class Crash:
        def choose(self, observation: Observation, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
            raise RuntimeError("boom")

    result = play_hand("two-player", seed=1, bots=[Cheat(), RandomBot()])
    assert result.refused > 0 and result.errors == 0 and result.end is not None and result.conserved
    assert "discard JK" in result.problems[0]
    result = play_hand("two-player", seed=1, bots=[Crash(), RandomBot()])
    assert result.errors > 0 and result.end is not None and "boom" in result.problems[0]


def test_sensible_bots_beat_random_bots() -> None:
    sensible, rand = SensibleBot(), RandomBot()
    report = play_hands(4, 30, seed=3, bots=[sensible, rand, sensible, rand])
    us, them = report.mean_scores[0], report.mean_scores[1]
    assert us > them


def test_selfplay_log_is_the_play_notation_and_replays(capsys: pytest.CaptureFixture[str]) -> None:
    """--log prints every turn in the play notation; read back, the turns replay the hand
    through the referee to the same end (issue 7: the notation in logs and the CLI)."""
    from canasta_teach.cli.main import main as cli_main
    from canasta_teach.game.deal import deal
    from canasta_teach.game.notation import parse_play
    from canasta_teach.game.operations import DrawStock
    from canasta_teach.game.referee import apply
    from canasta_teach.players.selfplay import play_hands

    assert cli_main(["selfplay", "--players", "2", "--hands", "1", "--seed", "5", "--log"]) == 0
    lines = capsys.readouterr().out.splitlines()
    turns = [line.strip() for line in lines if line.startswith("  seat ")]
    assert turns, lines
    report = play_hands(2, 1, 5, "sensible")
    result = report.results[0]
    assert [t.strip() for t in result.turns()] == turns
    state = deal("two-player", seed=result.seed)
    for turn in turns:
        seat_text, play = turn.split(": ", 1)
        for op in parse_play(play):
            assert state.current_player() == int(seat_text.split()[1])
            state = apply(state, DrawStock() if isinstance(op, DrawStock) else op)
    assert state.is_over and state.end is result.end
