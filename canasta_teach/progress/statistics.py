"""What the teacher reads: the class's figures, counted by the database.

Every figure is a ``GROUP BY`` in the database, so Python sees one row per group whatever the
size of the class (``benchmarks/bench_dashboard.py``). First answers (one per learner and
position, reloads included) are what counts; every answer, practice too, is in ``answers``.
"""

from __future__ import annotations

from typing import Any

from ..errors import CanastaError
from .database import UsesDatabase
from .learner_admin import counted
from .learners import ACCOUNT_MARK
from .position_keys import shown_lesson_title, shown_titles
from .records import LearnerSummary, PositionStat, RuleStat, StuckLearner, parse_iso

__all__ = ["ClassStatistics"]


class ClassStatistics(UsesDatabase):
    """The teacher's aggregates (a part of :class:`~.store.BaseStore`), with the teacher's
    corrections to the class list applied (removed and merged learners:
    :mod:`.learner_admin`)."""

    def _counted(self, statement: str, parameters: tuple[object, ...] = ()) -> list[Any]:
        return counted(self, statement, parameters)

    def _shown_names(self) -> dict[str, str]:
        """Learner id -> the name the teacher reads (a renamed learner's new name)."""
        return {str(i): str(n) for i, n in self._counted("SELECT learner, display_name FROM counted_learners")}

    def position_stats(self) -> list[PositionStat]:
        """One line per position key (:class:`PositionLabel`), by key.

        Counted per position id first (an index scan: first answers are unique per learner
        and position, so their count is the count of learners); only keys that group several
        positions (a generator's) need distinct learners counted across them."""
        per_position = self._counted(
            "SELECT position_id, COUNT(*), SUM(correct) FROM counted_firsts GROUP BY position_id"
        )
        labels = {
            position_id: (key, *shown_titles(position_id, title, lesson))
            for position_id, key, title, lesson in self._counted(
                "SELECT position_id, position_key, title, lesson_title FROM positions"
            )
        }
        totals: dict[str, int] = dict(self._counted("SELECT position_id, COUNT(*) FROM counted_answers GROUP BY position_id"))
        shared = {
            key: (int(learners), int(missed))
            for key, learners, missed in self._counted(
                "SELECT key, COUNT(*), SUM(CASE WHEN r < n THEN 1 ELSE 0 END) FROM"
                " (SELECT p.position_key AS key, fa.learner, COUNT(*) AS n, SUM(fa.correct) AS r"
                " FROM counted_firsts fa JOIN positions p ON p.position_id = fa.position_id"
                " WHERE p.position_key IN (SELECT position_key FROM positions"
                " GROUP BY position_key HAVING COUNT(*) > 1)"
                " GROUP BY p.position_key, fa.learner) per_learner GROUP BY key"
            )
        }
        groups: dict[str, list[Any]] = {}
        for position_id, count, right in per_position:
            key, title, lesson = labels.get(position_id, (position_id, position_id, ""))
            group = groups.setdefault(key, [title, lesson, 0, 0, 0])
            group[2] += int(count)
            group[3] += int(right or 0)
            group[4] += int(totals.get(position_id, 0))
        stats = []
        for key in sorted(groups):
            title, lesson, count, right, answers = groups[key]
            learners, missed = shared.get(key, (count, count - right))
            stats.append(
                PositionStat(
                    key,
                    learners,
                    answers=answers,
                    first_tries=count,
                    right_first_time=right,
                    learners_missed=missed,
                    title=title,
                    lesson=lesson,
                )
            )
        return stats

    def rule_stats(self) -> list[RuleStat]:
        """One line per rule id; a first answer to a position teaching several rules counts
        for each of them. Distinct learners are counted by grouping per rule and learner."""
        firsts = self._counted(
            "SELECT rule_id, COUNT(*), SUM(n), SUM(r), SUM(CASE WHEN r < n THEN 1 ELSE 0 END) FROM"
            " (SELECT pr.rule_id AS rule_id, fa.learner, COUNT(*) AS n, SUM(fa.correct) AS r"
            " FROM counted_firsts fa JOIN position_rules pr ON pr.position_id = fa.position_id"
            " GROUP BY pr.rule_id, fa.learner) per_learner GROUP BY rule_id ORDER BY rule_id"
        )
        totals: dict[str, int] = dict(
            self._counted(
                "SELECT pr.rule_id, SUM(c.n) FROM"
                " (SELECT position_id, COUNT(*) AS n FROM counted_answers GROUP BY position_id) c"
                " JOIN position_rules pr ON pr.position_id = c.position_id GROUP BY pr.rule_id"
            )
        )
        return [
            RuleStat(
                rule_id,
                int(learners),
                answers=int(totals.get(rule_id, 0)),
                first_tries=int(count),
                right_first_time=int(right or 0),
                learners_missed=int(missed),
            )
            for rule_id, learners, count, right, missed in firsts
        ]

    def most_missed(self, limit: int = 10) -> list[PositionStat]:
        """The positions most learners got wrong at the first answer, worst first.

        Ranked by the number of distinct learners who missed it (a position one learner
        missed should not outrank one half the class missed), then by the lower share right,
        then by key. Positions nobody has missed are left out.
        """
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
            raise CanastaError(f"limit must be a whole number of at least 0, not {limit!r}")
        missed = [stat for stat in self.position_stats() if stat.learners_missed > 0]
        missed.sort(
            key=lambda s: (-s.learners_missed, s.share_right_first_time or 0.0, s.position_id)
        )
        return missed[:limit]

    def learners(self) -> list[LearnerSummary]:
        """Everyone in the class (roster names too, before their first answer), by name."""
        answer_rows = self._counted(
            "SELECT learner, COUNT(*), SUM(correct), MAX(answered_at) FROM counted_answers GROUP BY learner"
        )
        first_rows = self._counted(
            "SELECT learner, COUNT(*), SUM(correct) FROM counted_firsts GROUP BY learner"
        )
        lesson_rows = self._counted(
            "SELECT learner, COUNT(*), MAX(completed_at) FROM counted_lessons GROUP BY learner"
        )
        people = self._counted(
            "SELECT learner, code_hash IS NOT NULL, name_key LIKE ? FROM counted_learners", (f"%{ACCOUNT_MARK}%",)
        )
        answered = {name: (count, right, last) for name, count, right, last in answer_rows}
        firsts = {name: (count, right) for name, count, right in first_rows}
        finished = {name: (count, last) for name, count, last in lesson_rows}
        coded = {name: bool(has) for name, has, _account in people}
        accounts = {name for name, _has, account in people if account}
        shown = self._shown_names()
        summaries = []
        for name in sorted(answered.keys() | finished.keys() | coded.keys(), key=lambda i: (shown.get(i, i), i)):
            count, right, last_answer = answered.get(name, (0, 0, None))
            first_count, first_right = firsts.get(name, (0, 0))
            lessons, last_lesson = finished.get(name, (0, None))
            last = max((t for t in (last_answer, last_lesson) if t is not None), default=None)
            summaries.append(
                LearnerSummary(
                    shown.get(name, name),
                    int(count),
                    right=int(right or 0),
                    lessons_done=int(lessons),
                    last_seen=parse_iso(last) if last is not None else None,
                    first_tries=int(first_count),
                    right_first_time=int(first_right or 0),
                    has_code=coded.get(name, False),
                    signed_in=name in accounts,
                )
            )
        return summaries

    def stuck_learners(self, *, recent: int = 5, at_least: int = 3) -> list[StuckLearner]:
        """Learners who may need the teacher: more than half of their last ``recent`` first
        answers wrong (once they have ``at_least``), or a lesson started (a first answer in
        it) and not finished. Most missed first, then by name."""
        missing = self._counted(
            "SELECT learner, COUNT(*), SUM(1 - correct), MAX(answered_at) FROM"
            " (SELECT learner, correct, answered_at, ROW_NUMBER() OVER"
            " (PARTITION BY learner ORDER BY answered_at DESC, position_id DESC) AS rn"
            " FROM counted_firsts) latest WHERE rn <= ? GROUP BY learner"
            " HAVING COUNT(*) >= ? AND 2 * SUM(1 - correct) > COUNT(*)",
            (recent, at_least),
        )
        # a lesson is started by a first answer given in it (source 'lesson:<id>')
        unfinished = self._counted(
            "SELECT s.learner, s.source, s.last FROM"
            " (SELECT learner, source, MAX(answered_at) AS last FROM counted_firsts"
            " WHERE substr(source, 1, 7) = 'lesson:' GROUP BY learner, source) s"
            " WHERE NOT EXISTS (SELECT 1 FROM counted_lessons ld"
            " WHERE ld.learner = s.learner AND ld.lesson = substr(s.source, 8))"
            " ORDER BY s.learner, s.source"
        )
        titles: dict[str, str] = {
            lesson_id: shown_lesson_title(lesson_id, stored)
            for lesson_id, stored in self._counted(
                "SELECT lesson_id, MAX(lesson_title) FROM positions WHERE lesson_id <> '' GROUP BY lesson_id"
            )
        }
        found: dict[str, list[Any]] = {}
        for name, count, wrong, last in missing:
            found[name] = [int(count), int(wrong), [], last]
        for name, source, last in unfinished:
            entry = found.setdefault(name, [0, 0, [], last])
            lesson_id = source[len("lesson:"):]
            entry[2].append(titles.get(lesson_id, lesson_id))
            entry[3] = max(entry[3], last)
        shown = self._shown_names()
        stuck = [
            StuckLearner(shown.get(name, name), count, wrong, tuple(titles), parse_iso(last) if last else None)
            for name, (count, wrong, titles, last) in found.items()
        ]
        stuck.sort(key=lambda s: (-s.missed, -len(s.unfinished), s.name))
        return stuck

    def class_summary(self) -> tuple[int, int, int]:
        """``(learners, answers, first answers)`` of the whole class, counted by the database."""
        learners = self._counted(
            "SELECT COUNT(*) FROM (SELECT learner FROM counted_learners UNION SELECT learner FROM counted_answers"
            " UNION SELECT learner FROM counted_lessons) everyone"
        )[0][0]
        answers = self._counted("SELECT COUNT(*) FROM counted_answers")[0][0]
        firsts = self._counted("SELECT COUNT(*) FROM counted_firsts")[0][0]
        return int(learners), int(answers), int(firsts)
