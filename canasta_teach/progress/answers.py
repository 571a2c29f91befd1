"""A learner's own rows: answers (insert-only), finished lessons and review cards.

The first answer the store receives for a learner and position is *the* first answer, whatever
the page believed; a lesson is recorded as done only with what the store itself saw; review
cards are the schedule's derived state, rewritten on every review.
"""

from __future__ import annotations

from datetime import datetime

from ..errors import CanastaError
from .database import Transaction, UsesDatabase
from .identity import Learner
from .learners import register_learner
from .names import prepare
from .position_keys import PositionLabel, label_for_id
from .rate_limit import ANSWERS_PER_MINUTE, check_answer_rate
from .records import Answer, LessonDone, iso_utc, learner_id, now_utc, parse_iso

__all__ = ["LearnerHistory"]


class LearnerHistory(UsesDatabase):
    """Recording and reading one learner's answers, lessons and review cards (a part of
    :class:`~.store.BaseStore`).

    ``answers_per_minute`` bounds how many answers one learner may record in a minute
    (:data:`~.rate_limit.ANSWERS_PER_MINUTE`; None: no bound, for imports and tests).
    """

    answers_per_minute: int | None = ANSWERS_PER_MINUTE

    def record_answer(self, answer: Answer, *, label: PositionLabel | None = None) -> bool:
        """Keep ``answer``; return whether it was this learner's first answer to the position.

        The first answer the store receives for a learner and position is kept as *the*
        first answer (``first_answers``, ``INSERT ... ON CONFLICT DO NOTHING``): a reload, a
        second click or a crafted message adds a practice row to ``answers`` and changes
        nothing the teacher counts. ``answer.first_try`` (the page's belief) is not trusted.
        ``label`` names the position for the dashboard (default: from its id and source).
        Raises :class:`~.store_errors.AnswerRateExceeded` when the learner recorded ``answers_per_minute``
        answers in the minute before this one; nothing is kept then.
        """
        if not isinstance(answer, Answer):
            raise CanastaError(f"record_answer needs an Answer, not {type(answer).__name__}")
        if label is None:
            label = label_for_id(answer.position_id, answer.source)
        prepare()  # a new learner's key is made under the write lock: not the table's reading
        at = iso_utc(answer.answered_at, "answered_at")
        limit = self.answers_per_minute

        def work(tx: Transaction) -> bool:
            check_answer_rate(tx, answer.learner, answer.answered_at, limit)
            register_learner(tx, answer.learner, at)
            tx.execute(
                "INSERT INTO positions(position_id, position_key, title, lesson_id, lesson_title)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT(position_id) DO UPDATE SET"
                " position_key = excluded.position_key, title = excluded.title,"
                " lesson_id = excluded.lesson_id, lesson_title = excluded.lesson_title"
                # a label without a lesson (a quiz answer) never replaces one with a lesson
                " WHERE excluded.lesson_id <> '' AND (positions.title <> excluded.title"
                " OR positions.lesson_title <> excluded.lesson_title"
                " OR positions.position_key <> excluded.position_key OR positions.lesson_id <> excluded.lesson_id)",
                (answer.position_id, label.key, label.title, label.lesson_id, label.lesson_title),
            )
            for rule_id in answer.rule_ids:
                tx.execute(
                    "INSERT INTO position_rules(position_id, rule_id) VALUES (?, ?)"
                    " ON CONFLICT(position_id, rule_id) DO NOTHING",
                    (answer.position_id, rule_id),
                )
            first = tx.execute(
                "INSERT INTO first_answers(learner, position_id, correct, source, answered_at)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT(learner, position_id) DO NOTHING",
                (answer.learner, answer.position_id, int(answer.correct), answer.source, at),
            ) == 1
            tx.execute(
                "INSERT INTO answers(learner, position_id, rule_ids, correct, first_try, source,"
                " answered_at, answer) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    answer.learner,
                    answer.position_id,
                    " ".join(answer.rule_ids),
                    int(answer.correct),
                    int(first),
                    answer.source,
                    at,
                    answer.answer,
                ),
            )
            return first

        return self._transaction(work)

    def answers(self, *, learner: str | Learner | None = None) -> list[Answer]:
        """Every recorded answer (of one learner when given), oldest first; ``first_try``
        is the store's: True on the answer kept as the first."""
        columns = (
            "SELECT learner, position_id, rule_ids, correct, first_try, source, answered_at,"
            " answer FROM answers"
        )
        if learner is None:
            rows = self._read(f"{columns} ORDER BY id")
        else:
            rows = self._read(f"{columns} WHERE learner = ? ORDER BY id", (learner_id(learner),))
        return [
            Answer(
                name,
                position_id,
                rule_ids=tuple(rule_ids.split()),
                correct=bool(correct),
                first_try=bool(first_try),
                source=source,
                answered_at=parse_iso(answered_at),
                answer=text,
            )
            for name, position_id, rule_ids, correct, first_try, source, answered_at, text in rows
        ]

    def first_answers(self, learner: str | Learner) -> dict[str, bool]:
        """``position id -> right`` of the first answers of ``learner``."""
        rows = self._read(
            "SELECT position_id, correct FROM first_answers WHERE learner = ? ORDER BY position_id",
            (learner_id(learner),),
        )
        return {position_id: bool(correct) for position_id, correct in rows}

    # -- lessons

    def mark_lesson_done(
        self,
        learner: str | Learner,
        lesson: str,
        *,
        right_first_time: int,
        steps: int,
        at: datetime | None = None,
    ) -> bool:
        """Record that ``learner`` finished ``lesson``; return whether the record changed.

        The count kept is the smaller of ``right_first_time`` (what the page counted) and
        the store's own count of this learner's first answers in the lesson that were right,
        so no page can claim more than happened. A lesson is recorded only when the learner
        has answered at least one of its steps (an empty run, clicking Next through it,
        finishes nothing). A later run can raise the count (more steps answered right the
        first time) but never lower it: the first completion time stays.
        """
        name = learner_id(learner)
        if not isinstance(lesson, str) or not lesson.strip():
            raise CanastaError(f"lesson name {lesson!r} must be non-empty text")
        for what, value in (("steps", steps), ("right_first_time", right_first_time)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise CanastaError(f"{what} must be a whole number of at least 0, not {value!r}")
        if right_first_time > steps:
            raise CanastaError(
                f"right_first_time ({right_first_time}) cannot exceed steps ({steps})"
            )
        lesson_id = lesson.strip()
        when = iso_utc(at or now_utc(), "at")

        def work(tx: Transaction) -> bool:
            answered, right = tx.query(
                "SELECT COUNT(*), COALESCE(SUM(fa.correct), 0) FROM first_answers fa"
                " JOIN positions p ON p.position_id = fa.position_id"
                " WHERE fa.learner = ? AND p.lesson_id = ?",
                (name, lesson_id),
            )[0]
            if not answered:
                return False
            kept = min(right_first_time, int(right), steps)
            return tx.execute(
                "INSERT INTO lessons_done(learner, lesson, completed_at, right_first_time, steps)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT(learner, lesson) DO UPDATE SET"
                " right_first_time = excluded.right_first_time, steps = excluded.steps"
                " WHERE excluded.right_first_time > lessons_done.right_first_time",
                (name, lesson_id, when, kept, steps),
            ) == 1

        return self._transaction(work)

    def lessons_done(self, learner: str | Learner) -> dict[str, LessonDone]:
        """The lessons ``learner`` has finished, by lesson name, in completion order."""
        rows = self._read(
            "SELECT lesson, completed_at, right_first_time, steps FROM lessons_done"
            " WHERE learner = ? ORDER BY completed_at, lesson",
            (learner_id(learner),),
        )
        return {
            lesson: LessonDone(
                lesson, parse_iso(completed_at), right_first_time=right, steps=steps
            )
            for lesson, completed_at, right, steps in rows
        }

    # -- review cards (fsrs state, owned by canasta_teach.progress.schedule)

    def save_review_card(
        self, learner: str | Learner, item_id: str, *, card_json: str, due: datetime
    ) -> None:
        """Store (replacing) the spaced-repetition state of one item for one learner.

        Unlike answers this is derived state: the scheduler rewrites it on every review.
        """
        if not isinstance(item_id, str) or not item_id:
            raise CanastaError(f"item id {item_id!r} must be non-empty text")
        if not isinstance(card_json, str):
            raise CanastaError(f"card_json must be text, not {type(card_json).__name__}")
        owner = learner_id(learner)

        def work(tx: Transaction) -> None:
            register_learner(tx, owner, iso_utc(now_utc(), "now"))
            tx.execute(
                "INSERT INTO review_cards(learner, item_id, card_json, due) VALUES (?, ?, ?, ?)"
                " ON CONFLICT(learner, item_id) DO UPDATE SET card_json = excluded.card_json,"
                " due = excluded.due",
                (owner, item_id, card_json, iso_utc(due, "due")),
            )

        self._transaction(work)

    def review_cards(self, learner: str | Learner) -> dict[str, tuple[str, datetime]]:
        """``item_id -> (card_json, due)`` for every item ``learner`` has reviewed."""
        rows = self._read(
            "SELECT item_id, card_json, due FROM review_cards WHERE learner = ? ORDER BY item_id",
            (learner_id(learner),),
        )
        return {item_id: (card_json, parse_iso(due)) for item_id, card_json, due in rows}
