"""An answer refused by a rate limit never frees the first answer (issue 17, item 2).

Past the per-learner limit (the store's :data:`ANSWERS_PER_MINUTE`) or the page's bucket, a
wrong answer was once shown "Not quite" but not stored; a minute later the right answer was
stored as the first one. Now a refused answer is not given: the learner reads "slow down",
the step stays open and nothing says right or wrong, so the first answer stored is the first
answer the learner saw judged. At the card table no play reaches the referee while answers
are refused, and a play the referee ruled on is held and stored before any later answer.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from canasta_teach.app.act_step import ActStepView, is_act_step
from canasta_teach.app.decision import DecisionView
from canasta_teach.app.lesson_player import LessonPlayer
from canasta_teach.app.quiz import QuizPage
from canasta_teach.content.lessons import PromptKind, check_response, get_lesson, lesson_positions, load_lessons
from canasta_teach.game.operations import TakePile
from canasta_teach.game.referee import legal_operations
from canasta_teach.judge import judge
from canasta_teach.judge.wording import phrase
from canasta_teach.progress.recorder import StoreRecorder, TokenBucket
from canasta_teach.progress.store import Answer, ProgressStore, learner_id

SLOW = phrase("app.slow-down")


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def empty_bucket(clock: Clock) -> TokenBucket:
    """A page's bucket a script has just emptied: one token back every two seconds."""
    bucket = TokenBucket(burst=3, per_second=0.5, clock=clock)
    while bucket.take():
        pass
    return bucket


def _wrong_and_right(view: DecisionView) -> tuple[object, object]:
    values = [c.value for c in view.prompt.choices]
    wrong = next(v for v in values if not check_response(view.position, v).correct)
    return wrong, next(v for v in values if check_response(view.position, v).correct)


def _yes_no_step(lesson_id: str) -> int:
    positions = lesson_positions(get_lesson(lesson_id))
    return next(i for i, p in enumerate(positions) if isinstance(judge(p).answer, bool) and not is_act_step(p))


@pytest.fixture()
def store(tmp_path: Path):
    with ProgressStore.open(tmp_path / "p.sqlite3") as opened:
        yield opened


def test_a_refused_wrong_answer_shows_slow_down_and_the_step_stays_open(store: ProgressStore) -> None:
    lesson = get_lesson("06-the-frozen-pile")
    learner = store.claim_name("Ann")[0]
    clock = Clock()
    recorder = StoreRecorder(store, learner, f"lesson:{lesson.id}", empty_bucket(clock))
    step = _yes_no_step(lesson.id)
    player = LessonPlayer(lesson, recorder=recorder)
    for _ in range(step):
        player._go_next()
    view = player.views[player.slot]
    assert isinstance(view, DecisionView)
    wrong, right = _wrong_and_right(view)

    assert view.answer(wrong) is None  # refused: too fast
    assert SLOW in view.feedback.value
    assert "Not quite" not in view.feedback.value and "ct-verdict" not in view.feedback.value
    assert not view.state.answered and view.state.attempts == 0
    assert not any(b.disabled for b in view.buttons)
    assert not any("ct-chosen" in b._dom_classes or "ct-right-answer" in b._dom_classes for b in view.buttons)
    assert store.first_answers(learner) == {}
    assert view.answer(right) is None  # still too fast: the right answer is not judged either

    clock.now += 2.0  # a token back
    verdict = view.answer(wrong)
    assert verdict is not None and not verdict.correct and SLOW not in view.feedback.value
    view._reset()
    clock.now += 2.0
    assert view.answer(right) is not None
    assert list(store.first_answers(learner).values()) == [False]  # the first answer judged is the first stored: wrong


def test_the_stores_own_limit_is_a_slow_down_too(tmp_path: Path) -> None:
    """Eight tabs of one learner: the store's bound per learner refuses, not the page's."""
    with ProgressStore.open(tmp_path / "p.sqlite3", answers_per_minute=3) as store:
        lesson = get_lesson("06-the-frozen-pile")
        learner = store.claim_name("Ann")[0]
        other = lesson_positions(get_lesson("01-cards-and-values"))[0]
        for _ in range(3):  # other tabs used up the minute
            store.record_answer(Answer(learner_id(learner), other.id, rule_ids=(), correct=True, first_try=True,
                                       source="lesson:01-cards-and-values"))
        recorder = StoreRecorder(store, learner, f"lesson:{lesson.id}")
        player = LessonPlayer(lesson, recorder=recorder)
        for _ in range(_yes_no_step(lesson.id)):
            player._go_next()
        view = player.views[player.slot]
        wrong, _right = _wrong_and_right(view)
        assert view.answer(wrong) is None and SLOW in view.feedback.value
        assert not view.state.answered
        assert list(store.first_answers(learner)) == [other.id]
        assert recorder.bucket.ready()  # the page's token was given back: the store refused


def test_a_refused_quiz_answer_leaves_the_question_open(store: ProgressStore) -> None:
    for name in ("Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida"):  # a round opening with Yes/No
        learner = store.claim_name(name)[0]
        quiz = QuizPage(learner=learner.id, store=store, round_size=3)
        if quiz.current is not None and quiz.current.prompt.kind is PromptKind.CHOICE:
            break
    clock = Clock()
    assert quiz.recorder is not None
    quiz.recorder.bucket = empty_bucket(clock)
    view = quiz.current
    assert view is not None and view.prompt.kind is PromptKind.CHOICE
    wrong, right = _wrong_and_right(view)
    assert view.answer(wrong) is None and SLOW in view.feedback.value
    assert quiz.results[0] is None and not view.state.answered
    clock.now += 2.0
    assert view.answer(right) is not None
    assert list(store.first_answers(learner).values()) == [True]
    assert quiz.results[0] is not None and quiz.results[0].correct


ACT = [p for lesson in load_lessons() for p in lesson_positions(lesson) if is_act_step(p)]


def test_at_the_card_table_no_play_reaches_the_referee_while_answers_are_refused(store: ProgressStore) -> None:
    position = next(p for p in ACT if p.ask.value == "take-pile" and judge(p).answer is True
                    and any(isinstance(op, TakePile) and op.cards for op in legal_operations(ActStepView(p).table.state)))
    learner = store.claim_name("Cy")[0]
    clock = Clock()
    recorder = StoreRecorder(store, learner, "lesson:act", empty_bucket(clock))
    kept: list[bool] = []

    def keep(pos, verdict, first_try, shown):  # what a lesson player does
        kept.append(recorder.record(pos, verdict, first_try=first_try, shown=shown))
        return kept[-1]

    view = ActStepView(position, keep=keep, ready=recorder.ready)
    hand = view.table._hand
    way = next(op for op in legal_operations(view.table.state) if isinstance(op, TakePile) and op.cards)
    picked: list[int] = []
    for card in way.cards:
        picked.append(next(i for i, c in enumerate(hand) if c == card and i not in picked))
    assert view.table.receive({"action": "take", "selected": picked}) is None  # not played
    assert SLOW in view.table.message and not view.state.answered and view.state.attempts == 0
    assert view.table.receive({"action": "draw", "selected": []}) is None
    assert kept == [] and store.first_answers(learner) == {}

    clock.now += 2.0
    assert view.table.receive({"action": "draw", "selected": []}) is not None  # played: a wrong "no"
    assert view.state.answered and kept == [True]
    assert list(store.first_answers(learner).values()) == [False]


def test_an_answer_the_referee_ruled_on_is_held_and_stored_first(store: ProgressStore) -> None:
    """The bucket's last token taken elsewhere between the look and the ruling: the verdict
    is shown (the referee has spoken), the answer held, and stored before the next one."""
    position = lesson_positions(get_lesson("06-the-frozen-pile"))[0]
    learner = store.claim_name("Di")[0]
    clock = Clock()
    recorder = StoreRecorder(store, learner, "lesson:x", empty_bucket(clock))
    wrong = check_response(position, not judge(position).answer)
    assert recorder.record(position, wrong, first_try=True, shown=True) is True
    assert recorder.held and not recorder.ready() and store.first_answers(learner) == {}
    right = check_response(position, judge(position).answer)
    clock.now += 2.0
    assert recorder.record(position, right, first_try=False) is False  # the held one went first
    assert not recorder.held
    assert list(store.first_answers(learner).values()) == [False]
