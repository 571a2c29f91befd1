"""The quiz: rounds, the summary by rule, spaced repetition and resuming from the store."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from canasta_teach.app.quiz import QuizPage, balance_round, build_item, quiz_items, yes_or_no
from canasta_teach.content.lessons import check_response
from canasta_teach.judge import judge
from canasta_teach.judge.wording import explanation_text
from canasta_teach.progress.recorder import StoreRecorder
from canasta_teach.progress.store import ProgressStore
from tests.test_widgets import all_state

NOW = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


def _answer(page: QuizPage, *, right: bool) -> None:
    """Answer the question shown, rightly or wrongly, as the view itself checks answers."""
    view = page.views[-1]
    if view.prompt.choices:
        values = [c.value for c in view.prompt.choices]
        pick = next(v for v in values if check_response(view.position, v).correct is right)
        view.answer(pick)
    else:
        truth = judge(view.position).answer
        view.answer(truth if right else (truth[0] + 5, *truth[1:]))


def _right_value(view: object) -> object:
    """The value of the view's right answer button (or the right score)."""
    for choice in view.prompt.choices:  # type: ignore[attr-defined]
        if check_response(view.position, choice.value).correct:  # type: ignore[attr-defined]
            return choice.value
    return judge(view.position).answer  # type: ignore[attr-defined]


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
    # the rules that decided the missed question, not every rule its explanation cites
    missed_rules = {r.rule_id for r in judge(page.views[-1].position).deciding}
    page.next.click()
    _answer(page, right=True)
    page.next.click()
    _answer(page, right=True)
    page.next.click()
    result = page.result()
    assert result.asked == 3 and result.right_first_time == 2
    assert {rid for rid, _ in result.missed_by_rule} == missed_rules
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


# ------------------------------------------------------------------------------- balance


def _yes_no_counts(page: QuizPage) -> tuple[int, int, int]:
    answers = [yes_or_no(build_item(i, page.items)) for i in page.round_ids]
    return answers.count(True), answers.count(False), answers.count(None)


def test_balance_round_keeps_yes_and_no_within_one() -> None:
    rng = random.Random(7)
    for _ in range(300):
        pool = {f"i{k}": rng.choice([True, True, True, False, None]) for k in range(rng.randint(0, 40))}
        n = rng.randint(0, 12)
        chosen = balance_round(list(pool), n, pool.__getitem__)
        assert len(chosen) == min(n, len(pool)) and len(set(chosen)) == len(chosen)
        yes = sum(1 for i in chosen if pool[i] is True)
        no = sum(1 for i in chosen if pool[i] is False)
        available = {kind: sum(1 for v in pool.values() if v is kind) for kind in (True, False)}
        # within one, unless the pool ran out of the rarer answer
        assert abs(yes - no) <= 1 or min(yes, no) == available[yes < no]


@pytest.mark.heavy
def test_every_round_has_about_as_many_yes_as_no_answers() -> None:
    """40 learners, 3 rounds each, answering at random: in every round the yes and the no
    answers differ by at most one."""
    rng = random.Random(11)
    gaps = []
    for k in range(40):
        clock = {"now": NOW}
        page = QuizPage(learner=f"learner-{k}", round_size=8, now=lambda clock=clock: clock["now"])
        for _round in range(3):
            yes, no, _other = _yes_no_counts(page)
            gaps.append(abs(yes - no))
            assert abs(yes - no) <= 1, (page.learner, page.round_ids)
            for _ in page.round_ids:
                _answer(page, right=rng.random() < 0.6)
                page.next.click()
            clock["now"] += timedelta(minutes=10)
            page.body.children[0].children[1].click()  # "Another round"
    assert len(gaps) == 120 and max(gaps) <= 1


def test_the_order_of_a_round_differs_between_learners() -> None:
    """The balance does not make a yes/no pattern: the rounds' orders are shuffled."""
    orders = {tuple(QuizPage(learner=name, round_size=8, now=lambda: NOW).round_ids) for name in ("ann", "bob", "cy", "dee")}
    assert len(orders) > 1


# ------------------------------------------------------------------------------- stale clicks


def _snapshot(page: QuizPage, store: ProgressStore | None = None) -> tuple[object, ...]:
    return (
        page.round_number, page.position_index, tuple(page.round_ids),
        tuple((v.correct, v.response) if v is not None else None for v in page.results),
        tuple(page.skipped), {i: page.schedule.due_at(i) for i in page.round_ids},
        page.header.value, page.body.children, page.next.description, page.next.disabled,
        page.current.state.attempts if page.current is not None else None,
        len(store.answers(learner=page.learner)) if store is not None else None,
    )


def test_an_old_questions_buttons_change_nothing(tmp_path: Path) -> None:
    store = ProgressStore.open(tmp_path / "p.sqlite3")
    page = QuizPage(learner="dan", round_size=4, store=store, now=lambda: NOW)
    old = page.views[-1]
    truth = _right_value(old)
    page.next.click()  # skip question 1 without answering
    before = _snapshot(page, store)
    # crafted messages to question 1's buttons (the right one first) and its "Try again"
    for button in old.buttons:
        button.click()
    old.try_again.click()
    for button in old.buttons:
        button.click()
    if old.prompt.choices:
        old._clicked(truth)
    assert _snapshot(page, store) == before
    assert page.results[1] is None  # nothing credited to the question shown
    assert not any(b.disabled for b in page.current.buttons)
    # the answer of question 2 still counts, and only once
    _answer(page, right=True)
    assert page.results[1] is not None and page.results[1].correct
    answers = store.answers(learner="dan")
    assert [a.position_id for a in answers] == [page.views[1].position.id]


def test_an_answer_after_moving_on_is_not_credited_to_the_next_question() -> None:
    page = QuizPage(round_size=3, now=lambda: NOW)
    first = page.views[-1]
    _answer(page, right=False)
    page.next.click()
    shown = page.current
    before = _snapshot(page)
    first.state.answered = False  # even if the old view were somehow reopened
    first.answer(_right_value(first))
    assert _snapshot(page) == before and page.results[1] is None and shown is page.current
    assert page.results[0] is not None and not page.results[0].correct


def _clickable(widget: object) -> list[str]:
    """The descriptions of the buttons a learner can still click under ``widget``."""
    import ipywidgets as W

    out: list[str] = []
    if not isinstance(widget, W.Widget) or getattr(getattr(widget, "layout", None), "display", None) == "none":
        return out
    if isinstance(widget, W.Button) and not widget.disabled:
        out.append(widget.description)
    for child in getattr(widget, "children", ()) or ():
        out += _clickable(child)
    return out


def test_no_leftover_buttons_after_the_last_question() -> None:
    page = QuizPage(round_size=2, now=lambda: NOW)
    _answer(page, right=False)
    page.next.click()
    _answer(page, right=True)
    assert page.next.description == "See my results"
    page.next.click()
    assert _clickable(page.widget) == ["↻ Another round"]
    assert "All lessons" in page.body.children[0].children[0].value  # and the way back
    before = _snapshot(page)
    page.next.click()  # a crafted click on the hidden Next
    for view in page.views:
        for button in view.buttons:
            button.click()
    assert _snapshot(page) == before


def test_an_old_rounds_another_round_button_does_nothing() -> None:
    page = QuizPage(round_size=1, now=lambda: NOW)
    _answer(page, right=True)
    page.next.click()
    old_again = page.body.children[0].children[1]
    old_again.click()  # round 2 starts
    assert page.round_number == 2 and not page.summary_shown
    before = _snapshot(page)
    old_again.click()  # round 1's button, while round 2 is under way
    assert _snapshot(page) == before
    _answer(page, right=True)
    page.next.click()
    old_again.click()  # round 1's button at round 2's summary
    assert page.round_number == 2 and page.summary_shown


def test_the_summary_lists_only_the_rules_of_missed_questions() -> None:
    page = QuizPage(learner="eve", round_size=6, now=lambda: NOW)
    missed: set[str] = set()
    right: set[str] = set()
    for k in range(6):
        deciding = {r.rule_id for r in judge(page.current.position).deciding}
        if k == 2:
            page.next.click()  # skipped: missed too
            missed |= deciding
            continue
        wrong = k % 2 == 0
        _answer(page, right=not wrong)
        (missed if wrong else right).update(deciding)
        page.next.click()
    listed = {rid for rid, _ in page.result().missed_by_rule}
    assert listed == missed
    summary = page.body.children[0].children[0].value
    for rule_id in right - missed:
        assert f"[{rule_id}]" not in summary
    for rule_id in missed:
        assert f"[{rule_id}]" in summary
    assert "You skipped 1." in summary


def test_the_way_on_sits_in_the_question_under_its_feedback_as_in_a_lesson() -> None:
    """The quiz's step has the lessons' layout: Next (or Skip) is the last child of the
    question's own box (.ct-decision: the right column on a wide screen, under the feedback),
    it moves with the page from question to question, and the page is told to focus the
    feedback after an answer."""
    focused: list[str] = []
    page = QuizPage(round_size=3, now=lambda: NOW, on_focus=focused.append)
    first = page.current
    assert first is not None and "ct-decision" in first.widget._dom_classes
    children = list(first.widget.children)
    assert children[-1] is page.way_on and children.index(first.feedback) < children.index(page.way_on)
    assert page.way_on not in page.widget.children and page.next in page.way_on.children
    assert page.next.description == "Skip this question →"
    _answer(page, right=False)
    assert focused == [first.feedback_id] and focused[0].startswith("ct-fb-")
    assert page.next.description == "Next question →"
    page.next.click()
    second = page.current
    assert second is not first and second.widget.children[-1] is page.way_on
    assert page.way_on not in first.widget.children  # the old question closed without it
    assert not page.next.disabled and page.next.layout.display is None
    page.next.click()
    page.next.click()  # skipped to the summary: the way on is hidden, nowhere in a question
    assert page.summary_shown and page.next.layout.display == "none"
    assert all(page.way_on not in v.widget.children for v in page.views)
