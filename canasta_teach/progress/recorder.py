"""Recording a learner's answers and finished lessons in the progress store.

The views call a recorder; the recorder writes to :class:`store.ProgressStore`. Kept apart
from the widgets so a lesson without a named learner never opens the store.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from ..content.lessons import Lesson, Verdict
from ..judge import Position
from .store import Answer, BaseStore, clean_learner_name, open_store_at

__all__ = ["StoreRecorder", "open_store"]

log = logging.getLogger(__name__)

_STORES: dict[str, BaseStore] = {}


def open_store(path: Path | str | None = None) -> BaseStore:
    """One store per kernel and location (the connection is reused across pages' callbacks).

    ``path`` is an SQLite file or a PostgreSQL URL; by default ``$CANASTA_TEACH_DB``, else
    the default file (see :func:`~canasta_teach.progress.store.open_store_at`).
    """
    key = str(path) if path is not None else ""
    store = _STORES.get(key)
    if store is None:
        store = open_store_at(path)
        _STORES[key] = store
    return store


@dataclass
class StoreRecorder:
    """Records each answer (insert-only) and each finished lesson for one learner."""

    store: BaseStore
    learner: str
    source: str

    @classmethod
    def for_learner(cls, learner: str, *, source: str, path: Path | None = None) -> "StoreRecorder":
        return cls(open_store(path), clean_learner_name(learner), source)

    def record(self, position: Position, verdict: Verdict, *, first_try: bool) -> None:
        self.store.record_answer(
            Answer(
                self.learner,
                position.id,
                rule_ids=verdict.ruling.rules,
                correct=verdict.correct,
                first_try=first_try,
                source=self.source,
                answer=verdict.response_text,
            )
        )

    def lesson_done(self, lesson: Lesson, *, right_first_time: int, steps: int) -> None:
        self.store.mark_lesson_done(self.learner, lesson.id, right_first_time=right_first_time, steps=steps)

