"""The views, driven in Python: no answer leaks into widget state, the kernel re-checks
every click, and no callback can put a traceback on the page."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from canasta_teach.app.decision import DecisionView
from canasta_teach.app.lesson_player import LessonPlayer, Slot
from canasta_teach.content.lessons import Lesson, check_response, prompt_for
from canasta_teach.judge import judge
from canasta_teach.judge.wording import explain
from tests.helpers import all_state, pos

TAKE = dict(
    id="frozen-by-two",
    title="A two is buried in the pile",
    hand="Ks Kh 7d 2c",
    our_melds=["Qs Qh Qd 2c", "9s 9h 9d"],
    their_melds=["As Ah Ad"],
    pile="4c 2s 9d Kd",
    score=[1600, 800],
    ask="take-pile",
    expect="yes",
    explain="A natural pair always beats the freeze.",
)


def test_no_answer_in_widget_state_before_answering() -> None:
    p = pos(**TAKE)
    ruling = judge(p)
    view = DecisionView(p)
    state = all_state(view.widget)
    for sentence in explain(ruling).sentences[1:]:
        assert sentence[:40] not in state  # no sentence of the ruling
    assert "natural pair" not in state  # the ruling's words
    assert "ct-highlight" not in state  # no highlighted cards
    assert "A natural pair always beats" not in state  # the author's note
    assert "pile-frozen" not in state  # rule ids
    view.answer(True)
    after = all_state(view.widget)
    assert "ct-highlight" in after and "pile-frozen" in after and "Teacher" in after


def test_click_on_disabled_button_is_ignored_by_the_kernel() -> None:
    p = pos(**TAKE)
    calls: list[bool] = []
    view = DecisionView(p, on_answer=lambda _p, v, first: calls.append(v.correct))
    no_button = next(b for b in view.buttons if b.description == "No")
    yes_button = next(b for b in view.buttons if b.description == "Yes")
    no_button.click()
    assert calls == [False] and view.state.first_correct is False
    assert yes_button.disabled
    yes_button.click()  # a crafted message "clicks" the disabled button
    assert calls == [False], "an answer was recorded while the feedback was shown"
    view.try_again.click()
    yes_button.click()
    assert calls == [False, True]
    assert view.state.first_correct is False  # right the second time is not right first time


def test_crafted_value_outside_the_choices_is_ignored() -> None:
    view = DecisionView(pos(**TAKE))
    assert view.answer("maybe") is None and not view.state.answered


def test_wrong_answer_shows_ruling_rule_and_try_again() -> None:
    view = DecisionView(pos(**TAKE))
    view.answer(False)
    assert "Not quite" in view.feedback.value
    assert "Rule: A wild card in the pile freezes it" in view.feedback.value
    assert view.try_again.layout.display == ""
    assert "ct-highlight" in view.table.value


def test_score_question_takes_two_numbers_and_shows_line_items() -> None:
    p = pos(
        id="worked", ask="score", went_out="us", our_red_threes=2, their_red_threes=1,
        our_melds=["Ks Kh Kd Kc Ks Kh Kd", "8s 8h 8d 8c 8s 2c JK", "As Ah Ad"],
        their_melds=["6s 6h 6d 2d", "Qs Qh Qd Qc"], our_hands="7h 5d", their_hands="JK As 9d 4c 4h",
    )
    view = DecisionView(p)
    view.score_boxes[0].value, view.score_boxes[1].value = 1340, 85
    view.buttons[0].click()
    assert view.state.first_correct is True
    assert "natural canasta of kings" in view.feedback.value and "1340" in view.feedback.value


def test_callback_exception_shows_a_message_not_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    view = DecisionView(pos(**TAKE))

    def boom(*_a: Any, **_k: Any) -> None:
        raise RuntimeError("internal detail")

    monkeypatch.setattr("canasta_teach.app.decision.check_response", boom)
    view.buttons[0].click()
    assert "Something went wrong" in view.feedback.value
    assert "Traceback" not in view.feedback.value and "internal detail" not in view.feedback.value


def test_lesson_player_steps_and_summary(tmp_path: Path) -> None:
    positions = [pos(**TAKE), pos(id="b", ask="card-value", card="JK"), pos(id="c", ask="min-meld", score=[1500, 0])]
    lesson = Lesson("05-taking-the-pile", 5, "Taking the pile", "", tmp_path / "x.yaml")
    player = LessonPlayer(lesson, positions=positions)
    assert "step 1 of 3" in player.step_label.value
    player.views[Slot(0)].answer(True)
    player.next.click()
    player.views[Slot(1)].answer(20)  # wrong: a joker is 50
    player.next.click()
    player.views[Slot(2)].answer(90)
    player.next.click()
    assert "once more: step 1 of 1" in player.step_label.value  # the missed step comes back, once
    player.views[Slot(1, again=True)].answer(50)
    player.next.click()
    summary = player.body.children[0].value
    assert "2 of 3" in summary and "right the first time" in summary
    assert player.next.disabled
    player.next.click()  # crafted click on the disabled Next does nothing
    assert player.index == 3


def test_prompts_never_contain_the_answer() -> None:
    p = pos(**TAKE)
    prompt = prompt_for(p)
    assert prompt.text == "It is your turn. May you take the discard pile with the king of diamonds on top?"
    assert check_response(p, True).correct and not check_response(p, False).correct
