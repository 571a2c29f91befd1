"""The teacher's corrections to the class list: remove, rename and merge learners.

A class server meets fake names (a child typing a friend's name, a page typing many), and a
child who lost their code comes back under a second name. Answers are a record and the
database refuses to change or delete them, so a correction never touches an answer: it is a
row of ``learner_changes`` that the teacher's figures honour (:data:`COUNTED`, used by
:class:`~.statistics.ClassStatistics`):

* **remove** ``Ann`` (:meth:`LearnerAdmin.exclude_learner`: her rows are kept, excluded):
  her answers, first answers and finished lessons leave every figure, she leaves the class
  list, and her code stops opening her progress;
* **merge** ``Ann 2`` into ``Ann``: the rows of ``Ann 2`` count as ``Ann``'s (her first answer
  to a position is the earlier of the two), and ``Ann 2`` leaves the list; her code still
  works and what she answers next counts as ``Ann``'s too;
* **rename** ``Ann`` to ``Anne``: the name shown changes, checked as a typed name is (a
  look-alike of another learner's name is refused); her rows and code stay hers.

Each operation is one transaction; a teacher's page calls them only after its key was
checked (:mod:`canasta_teach.app.dashboard`).
"""

from __future__ import annotations

from datetime import datetime

from ..errors import CanastaError
from ..judge.wording import say
from .database import Transaction, UsesDatabase
from .names import learner_name
from .records import iso_utc, now_utc
from .store_errors import NameTaken

__all__ = ["LearnerAdmin", "LearnerChangeRefused", "COUNTED", "counted"]


class LearnerChangeRefused(CanastaError):
    """A correction that cannot be made (an unknown learner, a learner merged into herself);
    the message says why in the teacher's words."""


def _counted_tables(changes: bool) -> str:
    """The ``WITH`` clause defining the counted views of the class's rows."""
    if not changes:  # nothing corrected: the tables as they are (the planner inlines these)
        return (
            "WITH counted_answers AS (SELECT learner, position_id, correct, answered_at FROM answers),"
            " counted_firsts AS (SELECT learner, position_id, correct, source, answered_at FROM first_answers),"
            " counted_lessons AS (SELECT learner, lesson, completed_at FROM lessons_done),"
            " counted_learners AS (SELECT learner, display_name, code_hash, name_key FROM learners) "
        )
    kept = "(lc.learner IS NULL OR lc.counted_as IS NOT NULL)"
    return (
        "WITH counted_answers AS (SELECT COALESCE(lc.counted_as, a.learner) AS learner, a.position_id,"
        " a.correct, a.answered_at FROM answers a LEFT JOIN learner_changes lc ON lc.learner = a.learner"
        f" WHERE {kept}),"
        " counted_firsts AS (SELECT learner, position_id, correct, source, answered_at FROM"
        " (SELECT COALESCE(lc.counted_as, f.learner) AS learner, f.position_id, f.correct, f.source,"
        " f.answered_at, ROW_NUMBER() OVER (PARTITION BY COALESCE(lc.counted_as, f.learner), f.position_id"
        " ORDER BY f.answered_at, f.learner) AS k FROM first_answers f"
        f" LEFT JOIN learner_changes lc ON lc.learner = f.learner WHERE {kept}) merged WHERE k = 1),"
        " counted_lessons AS (SELECT COALESCE(lc.counted_as, d.learner) AS learner, d.lesson,"
        " MAX(d.completed_at) AS completed_at FROM lessons_done d"
        f" LEFT JOIN learner_changes lc ON lc.learner = d.learner WHERE {kept}"
        " GROUP BY COALESCE(lc.counted_as, d.learner), d.lesson),"
        " counted_learners AS (SELECT l.learner, l.display_name, l.code_hash, l.name_key FROM learners l"
        " WHERE NOT EXISTS (SELECT 1 FROM learner_changes lc WHERE lc.learner = l.learner)) "
    )


COUNTED = ("counted_answers", "counted_firsts", "counted_lessons", "counted_learners")
"""The views a teacher's figure reads instead of ``answers``, ``first_answers``,
``lessons_done`` and ``learners``: the same columns, corrections applied."""


def counted(db: UsesDatabase, statement: str, parameters: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Run ``statement`` (which reads the :data:`COUNTED` views) with the corrections applied."""
    changes = bool(db._read("SELECT 1 FROM learner_changes LIMIT 1"))
    return db._read(_counted_tables(changes) + statement, parameters)


class LearnerAdmin(UsesDatabase):
    """The teacher's corrections (a part of :class:`~.base_store.BaseStore`)."""

    def _known(self, tx: Transaction, learner: str) -> str:
        rows = tx.query(
            "SELECT l.display_name FROM learners l WHERE l.learner = ?"
            " AND NOT EXISTS (SELECT 1 FROM learner_changes lc WHERE lc.learner = l.learner)",
            (learner,),
        )
        if not rows:
            raise LearnerChangeRefused(say("admin.unknown-learner", name=learner))
        return str(rows[0][0])

    def class_list(self) -> list[tuple[str, str]]:
        """``(id, name shown)`` of every learner still in the class, by name: what the
        teacher's corrections choose from."""
        rows = counted(self, "SELECT learner, display_name FROM counted_learners")
        return sorted(((str(i), str(n)) for i, n in rows), key=lambda row: (row[1].casefold(), row[0]))

    def exclude_learner(self, learner: str, *, at: datetime | None = None) -> None:
        """Take ``learner`` (an id) out of the class: her rows, and those merged into her,
        leave every figure; her code stops opening her progress."""
        when = iso_utc(at or now_utc(), "at")

        def work(tx: Transaction) -> None:
            self._known(tx, learner)
            tx.execute("UPDATE learner_changes SET counted_as = NULL WHERE counted_as = ?", (learner,))
            tx.execute(
                "INSERT INTO learner_changes(learner, counted_as, changed_at) VALUES (?, NULL, ?)", (learner, when)
            )
            tx.execute("UPDATE learners SET code_hash = NULL WHERE learner = ?", (learner,))

        self._transaction(work)

    def merge_learners(self, learner: str, into: str, *, at: datetime | None = None) -> None:
        """Count ``learner``'s rows (and those merged into her) as ``into``'s from now on."""
        when = iso_utc(at or now_utc(), "at")

        def work(tx: Transaction) -> None:
            name = self._known(tx, learner)
            self._known(tx, into)
            if learner == into:
                raise LearnerChangeRefused(say("admin.merge-self", name=name))
            tx.execute("UPDATE learner_changes SET counted_as = ? WHERE counted_as = ?", (into, learner))
            tx.execute(
                "INSERT INTO learner_changes(learner, counted_as, changed_at) VALUES (?, ?, ?)", (learner, into, when)
            )

        self._transaction(work)

    def rename_learner(self, learner: str, text: object) -> str:
        """Show ``learner`` under the name ``text`` (checked as a typed name; a look-alike of
        another learner's name raises :class:`~.learners.NameTaken`); the name shown."""
        name = learner_name(text)

        def work(tx: Transaction) -> None:
            self._known(tx, learner)
            clash = tx.query("SELECT learner FROM learners WHERE name_key = ? AND learner <> ?", (name.key, learner))
            if clash:
                raise NameTaken(say("admin.name-taken", name=name.display))
            tx.execute(
                "UPDATE learners SET display_name = ?, name_key = ? WHERE learner = ?",
                (name.display, name.key, learner),
            )

        self._transaction(work)
        return name.display
