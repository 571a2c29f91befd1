"""The teacher's figures name positions and lessons in the page's language.

The store keeps the titles said when an answer was kept, in the learner's language; a German
teacher must still read German titles for the shipped lessons (an English learner answered
first), and a teacher's own position keeps the title it was written with."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from canasta_teach.content.lessons import lesson_positions, load_lessons
from canasta_teach.judge.catalogue import speaking
from canasta_teach.judge.wording import phrase
from canasta_teach.progress.position_keys import CLASS_LESSON
from canasta_teach.progress.store import Answer, ProgressStore

T0 = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)


def _first_lesson(lang: str) -> tuple[str, str, str, str]:
    with speaking(lang):
        lesson = load_lessons()[0]
        position = lesson_positions(lesson)[0]
        return lesson.id, lesson.title, position.id, position.title or position.id


def test_a_german_teacher_reads_german_titles_of_answers_kept_in_english(tmp_path: Path) -> None:
    lesson_id, english_lesson, position_id, english_title = _first_lesson("en")
    _, german_lesson, _, german_title = _first_lesson("de")
    assert (english_lesson, english_title) != (german_lesson, german_title)
    with ProgressStore.open(tmp_path / "progress.sqlite3", answers_per_minute=None) as store:
        with speaking("en"):
            store.record_answer(Answer("ann", position_id, rule_ids=("meld.minimum",), correct=False,
                                       first_try=True, source=f"lesson:{lesson_id}", answered_at=T0))
            store.record_answer(Answer("ann", "own-1", rule_ids=("meld.minimum",), correct=True,
                                       first_try=True, source="lesson:class", answered_at=T0))
        with speaking("de"):
            stats = {stat.position_id: stat for stat in store.position_stats()}
            stuck = store.stuck_learners(at_least=1)
        with speaking("en"):
            english_stats = {stat.position_id: stat for stat in store.position_stats()}
    shipped = next(stat for stat in stats.values() if stat.title == german_title)
    assert shipped.lesson == german_lesson
    assert english_stats[shipped.position_id].title == english_title
    assert english_stats[shipped.position_id].lesson == english_lesson
    # the teacher's own position: the title it was kept with (its id here), whatever the page
    assert "own-1" in {stat.title for stat in stats.values()}
    # lessons begun and not finished: the shipped one and the teacher's positions, both in German
    with speaking("de"):
        class_lesson = phrase(CLASS_LESSON)
    assert [s.unfinished for s in stuck] == [(german_lesson, class_lesson)]
