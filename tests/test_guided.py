"""Guided hands (content/guided.py, app/guided.py): every shipped seed has the moments its
file names, each question's answer is the judge's and agrees with the referee, the view
walks through the pauses to the score, and bad files are named clearly."""

from __future__ import annotations

from pathlib import Path

import pytest

from canasta_teach.app.guided import GuidedView
from canasta_teach.app.shell import Place, View
from canasta_teach.content.guided import PAUSE_KINDS, GuidedHand, load_guided_hands, replay
from canasta_teach.errors import PositionError
from canasta_teach.game.operations import LayMeld, TakePile
from canasta_teach.game.referee import legal_operations
from canasta_teach.game.table import observe
from canasta_teach.judge import Ask, judge

HANDS = load_guided_hands()


def test_three_guided_hands_are_shipped() -> None:
    assert len(HANDS) == 3 and len({h.id for h in HANDS}) == 3
    assert {h.players for h in HANDS} >= {2, 4}


@pytest.mark.parametrize("hand", HANDS, ids=[h.id for h in HANDS])
def test_every_moment_comes_and_its_answer_is_the_judges(hand: GuidedHand) -> None:
    found = replay(hand)
    assert not found.missing, f"{hand.id}: seed {hand.seed} lacks {found.missing}"
    assert [p.kind for p in found.pauses] == sorted((p.kind for p in found.pauses), key=list(hand.pauses).index)
    assert found.frames[-1].is_over
    for pause in found.pauses:
        frame = found.frames[pause.frame]
        state = frame.state
        assert pause.position.ask is PAUSE_KINDS[pause.kind]
        # the position is the learner's view: their hand, the open table, the stock's size only
        obs = observe(state, frame.learner)
        assert pause.position.hand == obs.hand and pause.position.pile == obs.pile
        assert pause.position.stock == obs.stock_size
        ruling = judge(pause.position)
        legal = legal_operations(state)
        if pause.kind == "frozen-pile":
            assert state.pile_frozen
            assert ruling.answer is any(isinstance(op, TakePile) for op in legal)
        elif pause.kind == "first-meld":
            assert ruling.answer is True  # the learner's seat laid them, and the referee agreed
            assert any(isinstance(op, LayMeld) for op in legal)
        else:
            assert ruling.answer is True and found.frames[-1].state.went_out == frame.learner
    assert replay(hand) == found  # seeded: the same hand every time


def test_play_on_becomes_the_main_button_only_once_the_stop_is_played_on_the_cards() -> None:
    """At the frozen-pile stop the learner takes the pile or draws on the card table (the
    table's own messages, as the page sends them); a refused try leaves "Play on" neutral."""
    hand = next(h for h in HANDS if "may take" in h.title)
    view = GuidedView(hand.id)
    while view.replay.pauses[view.stage].kind != "frozen-pile":
        view.views[-1].answer(judge(view.replay.pauses[view.stage].position).answer)
        view.play_on.click()
    step = view.views[-1]
    table = step.table
    assert {a["id"] for a in table.actions} == {"take", "draw"}
    assert view.play_on.button_style != "primary"
    # a take with no cards selected is refused by the referee: not yet answered
    table.receive({"action": "take", "selected": []})
    assert not step.state.answered and view.play_on.button_style != "primary"
    top = view.replay.pauses[view.stage].position.top_card
    assert top is not None
    pair = [i for i, c in enumerate(table.hand) if c["rank"] == top.rank.value and "ct-wild" not in c["classes"]][:2]
    table.receive({"action": "take", "selected": pair})
    assert step.state.answered and step.state.ever_correct
    assert view.play_on.button_style == "primary"


def test_the_view_walks_through_every_pause_to_the_score() -> None:
    from canasta_teach.app.act_step import ActStepView

    view = GuidedView(HANDS[0].id)
    pauses = view.replay.pauses
    for number, pause in enumerate(pauses):
        assert view.stage == number
        step = view.step.children[0]
        decision = view.views[-1]
        # the learner plays the stop on the cards; "Play on" is not the main button before
        assert isinstance(decision, ActStepView) and step is decision.widget
        assert pause.position.act and view.play_on in step.children
        assert view.play_on.button_style != "primary"
        verdict = decision.answer(judge(pause.position).answer)
        assert verdict is not None and verdict.correct
        assert "ct-right" in decision.feedback.value
        assert view.play_on.button_style == "primary"
        view.play_on.click()
    assert view.stage == len(pauses)
    assert "ct-score-table" in view.end.value and view.play_on.layout.display == "none"
    # an earlier question no longer answers, and Play on at the end does nothing
    assert view.views[0].answer(True) is None
    view.play_on.click()
    assert view.stage == len(pauses)


def test_a_guided_hand_is_a_place_of_the_app() -> None:
    assert Place.from_query({"practice": "", "guided": HANDS[0].id}) == Place(View.PRACTICE, HANDS[0].id)
    assert Place.from_query({"practice": "", "guided": "../etc"}) == Place(View.PRACTICE)
    assert Place(View.PRACTICE, HANDS[0].id).query() == {"practice": "", "guided": HANDS[0].id}


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("- id: a\n  title: t\n  players: 5\n  seed: 1\n  pauses: [going-out]\n", "2 or 4 players"),
        ("- id: a\n  title: t\n  players: 2\n  seed: -1\n  pauses: [going-out]\n", "whole number"),
        ("- id: a\n  title: t\n  players: 2\n  seed: 1\n  pauses: [nap]\n", "first-meld, frozen-pile, going-out"),
        ("- id: a\n  title: t\n  players: 2\n  seed: 1\n", "'pauses' is missing"),
        ("- id: a\n  title: t\n  players: 2\n  seed: 1\n  pauses: [going-out]\n  colour: red\n", "unknown key 'colour'"),
        ("- id: a\n  title: t\n  players: 2\n  seed: 1\n  pauses: [going-out]\n  level: clever\n", "unknown bot level"),
        ("id: a\n", "a list of hands"),
    ],
)
def test_a_bad_guided_file_is_named_with_its_problem(tmp_path: Path, text: str, problem: str) -> None:
    (tmp_path / "mine.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(PositionError) as err:
        load_guided_hands(tmp_path)
    assert problem in str(err.value) and "mine.yaml" in str(err.value)


def test_pause_kinds_ask_the_lesson_questions() -> None:
    assert PAUSE_KINDS == {"first-meld": Ask.INITIAL_MELD, "frozen-pile": Ask.TAKE_PILE, "going-out": Ask.GO_OUT}
