"""The quiz: rounds, the summary by rule, spaced repetition and resuming from the store."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

from canasta_teach.judge import judge
from canasta_teach.judge.wording import explanation_text
from canasta_teach.progress.recorder import StoreRecorder
from canasta_teach.app.quiz import QuizPage, build_item, quiz_items
from canasta_teach.progress.store import ProgressStore
from tests.test_widgets import all_state

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=timezone.utc)


def _answer(page: QuizPage, *, right: bool) -> None:
    view = page.views[-1]
    truth = judge(view.position).answer
    if view.prompt.choices:
        values = [c.value for c in view.prompt.choices]
        pick = truth if right else next(v for v in values if v != truth)
        view.answer(pick)
    else:
        view.answer(truth if right else (truth[0] + 5, truth[1]))


def test_items_cover_lessons_and_every_generator() -> None:
    items = quiz_items()
    ids = [i.item_id for i in items]
    assert len(ids) == len(set(ids))
    assert any(i.startswith("pos:06-") for i in ids)
    from canasta_teach.content.generate import GENERATORS

    for name in GENERATORS:
        assert f"gen:{name}:0" in ids
    # an item id always rebuilds the same position
    assert build_item("gen:wild-buried:3", items) == build_item("gen:wild-buried:3", items)


def test_round_summary_names_the_missed_rules() -> None:
    page = QuizPage(round_size=3, now=lambda: NOW)
    _answer(page, right=False)
    missed_rules = judge(page.views[-1].position).rules
    page.next.click()
    _answer(page, right=True)
    page.next.click()
    _answer(page, right=True)
    page.next.click()
    result = page.result()
    assert result.asked == 3 and result.right_first_time == 2
    assert {rid for rid, _ in result.missed_by_rule} == set(missed_rules)
    summary = page.body.children[0].children[0].value
    assert "2 of 3" in summary and "come back" in summary


def test_no_quiz_answer_in_widget_state_before_answering() -> None:
    page = QuizPage(round_size=2, now=lambda: NOW)
    ruling = judge(page.views[-1].position)
    state = all_state(page.widget)
    assert explanation_text(ruling)[:50] not in state
    assert not any(f"[{rid}]" in state for rid in ruling.rules)


def test_missed_question_comes_back_before_known_ones(tmp_path: Path) -> None:
    store = ProgressStore.open(tmp_path / "p.sqlite3")
    clock = {"now": NOW}
    page = QuizPage(learner="ann", round_size=4, store=store, now=lambda: clock["now"])
    first_round = list(page.round_ids)
    missed = first_round[0]
    _answer(page, right=False)
    for _ in range(3):
        page.next.click()
        _answer(page, right=True)
    page.next.click()
    clock["now"] = NOW + timedelta(hours=1)
    page.body.children[0].children[1].click()  # "Another round"
    assert page.round_ids[0] == missed
    for known in first_round[1:]:
        assert known not in page.round_ids


def test_quiz_resumes_from_the_store_after_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "p.sqlite3"
    store = ProgressStore.open(path)
    page = QuizPage(learner="bob", round_size=2, store=store, now=lambda: NOW)
    missed = page.round_ids[0]
    _answer(page, right=False)
    store.close()
    reopened = ProgressStore.open(path)  # a new kernel, the same store
    later = QuizPage(learner="bob", round_size=2, store=reopened, now=lambda: NOW + timedelta(hours=1))
    assert later.round_ids[0] == missed
    answers = reopened.answers(learner="bob")
    assert [a.position_id for a in answers] == [page.views[0].position.id]
    assert answers[0].source == "quiz" and not answers[0].correct


def test_another_round_cannot_be_forced_mid_round() -> None:
    page = QuizPage(round_size=2, now=lambda: NOW)
    before = list(page.round_ids)
    page._again()  # what a crafted click on a hidden "Another round" button would do
    assert page.round_ids == before and page.position_index == 0


def test_recorder_is_insert_only(tmp_path: Path) -> None:
    store = ProgressStore.open(tmp_path / "p.sqlite3")
    page = QuizPage(learner="cy", round_size=1, store=store, now=lambda: NOW)
    view = page.views[-1]
    _answer(page, right=False)
    view.try_again.click()
    _answer(page, right=True)
    answers = store.answers(learner="cy")
    assert len(answers) == 1 and answers[0].correct is False  # only the first try counts
    assert isinstance(page.recorder, StoreRecorder)
