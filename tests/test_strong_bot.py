"""The strong bot (canasta_teach/players/strong_bot.py, view_table.py, levels.py).

It decides from its seat's view only (the same choice whatever the hidden cards are), it
only ever plays a legal operation, whole hands with it run clean through the referee, and
the practice table and ``canasta-teach selfplay --bots`` offer it. Small play-out counts
keep the tests fast; nothing here reads a clock.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from canasta_teach.errors import CanastaError
from canasta_teach.game.cards import Card
from canasta_teach.game.deal import deal
from canasta_teach.game.operations import Discard, DrawStock, TakePile
from canasta_teach.game.referee import apply, legal_operations
from canasta_teach.game.table import Phase, TableState, observe
from canasta_teach.judge.wording import phrase
from canasta_teach.players.bots import RandomBot, SensibleBot
from canasta_teach.players.levels import LEVELS, make_player
from canasta_teach.players.practice import PracticeHand
from canasta_teach.players.selfplay import play_hand, play_hands, seat_levels
from canasta_teach.players.strong_bot import StrongBot, advised_bot
from canasta_teach.players.view_table import table_from_view


def _states(seed: int, *, players: int = 4, moves: int = 400) -> list[TableState]:
    """The states of a hand played by sensible bots (with a random seat for variety)."""
    rules = {4: "classic", 2: "two-player", 3: "three-player"}[players]
    state = deal(rules, seed=seed)
    rng = random.Random(seed)
    bots = [SensibleBot() if s else RandomBot() for s in range(players)]
    seen = [state]
    for _ in range(moves):
        if state.is_over:
            break
        seat = state.current_player()
        assert seat is not None
        ops = legal_operations(state)
        state = apply(state, bots[seat].choose(observe(state, seat), ops, rng))
        seen.append(state)
    return seen


def _shuffle_hidden(state: TableState, seat: int, rng: random.Random) -> TableState:
    """The same table for ``seat``, with the cards it cannot see (the other hands and the
    stock) dealt again at random, each hand keeping its size."""
    hidden: list[Card] = list(state.stock)
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden += hand
    rng.shuffle(hidden)
    hands = []
    at = 0
    for other, hand in enumerate(state.hands):
        if other == seat:
            hands.append(hand)
        else:
            hands.append(tuple(hidden[at:at + len(hand)]))
            at += len(hand)
    return replace(state, hands=tuple(hands), stock=tuple(hidden[at:]))


def _decisions(states: list[TableState]) -> list[TableState]:
    """States where the strong bot asks the coach: take or draw, or a discard."""
    found = []
    for state in states:
        if state.phase is Phase.DRAW:
            ops = legal_operations(state)
            if any(isinstance(op, TakePile) for op in ops) and any(isinstance(op, DrawStock) for op in ops):
                found.append(state)
        elif state.phase is Phase.PLAY and sum(isinstance(op, Discard) for op in legal_operations(state)) >= 3:
            found.append(state)
    return found


def test_the_same_view_gives_the_same_choice_whatever_the_hidden_cards() -> None:
    checked = {Phase.DRAW: 0, Phase.PLAY: 0}
    for seed in (1, 2, 3):
        for state in _decisions(_states(seed))[::4]:
            seat = state.to_move
            ops = legal_operations(state)
            first = StrongBot(playouts=3).choose(observe(state, seat), ops, random.Random(seed))
            for shuffle in range(2):
                other = _shuffle_hidden(state, seat, random.Random(f"{seed}:{shuffle}"))
                assert other.hands[seat] == state.hands[seat] and other.stock != state.stock
                again = StrongBot(playouts=3).choose(observe(other, seat), legal_operations(other), random.Random(seed))
                assert again == first, (seed, state.phase)
            checked[state.phase] += 1
    assert checked[Phase.DRAW] >= 2 and checked[Phase.PLAY] >= 6, checked


def test_the_table_from_a_view_shows_what_the_seat_sees_and_hides_the_rest() -> None:
    for state in _states(6)[::25]:
        seat = state.current_player()
        if seat is None:
            continue
        view = table_from_view(observe(state, seat))
        assert observe(view, seat) == observe(state, seat)
        assert sorted(view.all_cards(), key=repr) == sorted(state.all_cards(), key=repr)
        # the same view from shuffled hidden cards builds the very same table
        other = _shuffle_hidden(state, seat, random.Random(6))
        assert table_from_view(observe(other, seat)) == view


@pytest.mark.parametrize("players", [2, 3, 4])
def test_only_legal_operations_over_many_states(players: int) -> None:
    asked = 0
    for seed in range(3):
        states = _states(10 + seed, players=players)
        for index, state in enumerate(states[::7]):
            seat = state.current_player()
            if seat is None:
                continue
            ops = legal_operations(state)
            bot = StrongBot(playouts=2)
            op = bot.choose(observe(state, seat), ops, random.Random(index))
            assert op in ops, (seed, index, op)
            asked += bot.consulted
    assert asked > 0  # the coach was asked, not only the habits


def test_whole_hands_with_strong_bots_run_clean() -> None:
    for players in (2, 3, 4):
        bots = [StrongBot(playouts=2) if s % 2 == 0 else SensibleBot() for s in range(players)]
        report = play_hands(players, 1, seed=players, bots=bots)
        assert report.hands == 1
        assert (report.refused, report.errors, report.conserved) == (0, 0, True), report.problems
        assert bots[0].consulted > 0


def test_the_advised_seat_follows_the_coach_at_every_decision() -> None:
    bot = advised_bot(playouts=2)
    result = play_hand("two-player", seed=4, bots=[bot, SensibleBot()])
    assert (result.refused, result.errors, result.conserved) == (0, 0, True), result.problems
    assert bot.consulted > 0 and bot.rivals is None


def test_selfplay_cli_with_bots_strong(capsys: pytest.CaptureFixture[str]) -> None:
    from canasta_teach.cli.main import main

    status = main(["selfplay", "--players", "2", "--hands", "1", "--seed", "3", "--bots", "strong,sensible", "--json"])
    out = capsys.readouterr().out.splitlines()
    assert status == 0, out[-5:]
    report = json.loads(out[-1])
    assert report["hands"] == 1 and report["level"] == "strong,sensible"
    assert (report["refused"], report["errors"], report["conserved"]) == (0, 0, True)


def test_selfplay_bots_refused_with_a_clear_message() -> None:
    assert seat_levels("strong,sensible,strong,sensible", 4) == ("strong", "sensible", "strong", "sensible")
    with pytest.raises(CanastaError, match="one level per seat, 4 of them"):
        seat_levels("strong", 4)
    with pytest.raises(CanastaError, match="unknown level 'clever'"):
        seat_levels("clever,strong", 2)


def test_the_levels_weakest_first_and_every_one_named_in_the_catalogue() -> None:
    assert list(LEVELS) == ["random", "sensible", "strong"]
    assert isinstance(make_player("strong"), StrongBot)
    with pytest.raises(CanastaError, match="choose random, sensible or strong"):
        make_player("clever")
    for name in LEVELS:
        assert phrase(f"practice.level.{name}") != f"practice.level.{name}"


def test_the_practice_table_offers_the_strong_level() -> None:
    from canasta_teach.app.practice import PracticeTable

    practice = PracticeTable(players=2, seed=9, background=False)
    assert ("strong", phrase("practice.level.strong")) in [(value, label) for label, value in practice.level.options]
    practice.new_game(players=2, level="strong", seed=9)
    hand = practice.hand
    assert hand.level == "strong" and hand.state.current_player() == hand.learner


def test_a_practice_hand_against_strong_bots_reaches_the_learner() -> None:
    hand = PracticeHand.new(players=4, seed=5, level="strong").bots_play_until_learner()
    assert hand.state.current_player() == hand.learner
    hand = hand.learner_play(DrawStock())
    ops = hand.legal_operations()
    discard = next(op for op in ops if isinstance(op, Discard))
    hand = hand.learner_play(discard)
    assert hand.is_over or hand.state.current_player() == hand.learner
