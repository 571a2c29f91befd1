"""What every progress store offers, on either database: :class:`BaseStore`.

The store is made of its parts, one idea each: learners and their codes
(:class:`~.learners.LearnerRegistry`), a learner's own rows
(:class:`~.answers.LearnerHistory`) and the teacher's figures
(:class:`~.statistics.ClassStatistics`), the teacher's corrections to the class list
(:class:`~.learner_admin.LearnerAdmin`), the learners' chosen languages
(:class:`~.languages.LearnerLanguages`), the practice record
(:class:`~.practice_record.PracticeRecords`), the class deals and each kept hand's
decisions (:class:`~.class_deals.ClassDeals`), all on one :class:`~.database.Database`.
"""

from __future__ import annotations

from types import TracebackType
from typing import TypeVar

from .answers import LearnerHistory
from .class_deals import ClassDeals
from .database import Database
from .languages import LearnerLanguages
from .learner_admin import LearnerAdmin
from .learners import LearnerRegistry
from .practice_record import PracticeRecords
from .rate_limit import ANSWERS_PER_MINUTE
from .statistics import ClassStatistics

__all__ = ["BaseStore"]

_S = TypeVar("_S", bound="BaseStore")


class BaseStore(LearnerRegistry, LearnerHistory, ClassStatistics, LearnerAdmin, LearnerLanguages, PracticeRecords,
                ClassDeals):
    """What every progress store offers, with the same guarantees: the SQLite
    :class:`~.sqlite_store.ProgressStore` (one machine) and, for a school on JupyterHub,
    :class:`~.postgres.PostgresProgressStore`. Answers are insert-only, enforced by the
    database itself; each write is one short transaction of its own, so nothing a learner did
    is lost when many kernels write at once. Pick one from a path or a URL with
    :func:`~.store.open_store_at`.

    ``answers_per_minute`` bounds how many answers one learner may record in a minute
    (:data:`~.rate_limit.ANSWERS_PER_MINUTE`; None: no bound, for imports and tests).
    """

    def __init__(self, database: Database, *, answers_per_minute: int | None = ANSWERS_PER_MINUTE) -> None:
        """Prefer the backend's ``open``; this wraps an open, migrated database."""
        self._db = database
        self.answers_per_minute = answers_per_minute

    def close(self) -> None:
        """Close the connection; safe to call twice."""
        self._db.close()

    def integrity_check(self) -> str:
        """``'ok'`` when the store is sound, else the database's complaint."""
        return self._db.integrity_check()

    def __enter__(self: _S) -> _S:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
