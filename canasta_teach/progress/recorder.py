"""Recording a learner's answers and finished lessons in the progress store.

The views call a recorder; the recorder writes to the store (:class:`store.BaseStore`). Kept
apart from the widgets so a lesson without a learner never opens the store.

A recorder belongs to a :class:`~.identity.Learner` (from a personal code, a name just
claimed, or a hub account; see :mod:`.identity`), never to a typed name: the name alone
opens nothing. Each recorder also bounds how fast its page may write (:class:`TokenBucket`):
a page sends answers only as fast as a person clicks, and anything faster (a script sending
comm messages in a loop) is dropped here before it reaches the database, which has its own,
looser bound per learner (:data:`~.store.ANSWERS_PER_MINUTE`) for several pages at once.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..content.lessons import Lesson, Verdict
from ..errors import CanastaError
from ..judge import Position
from .identity import Learner
from .position_keys import label_for
from .store import Answer, AnswerRateExceeded, BaseStore, learner_id, open_store_at

__all__ = ["StoreRecorder", "TokenBucket", "open_store"]

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
class TokenBucket:
    """At most ``burst`` writes at once, refilled at ``per_second``: a person answering a few
    steps quickly is never held back, a loop is.

    ``clock`` is injectable so tests need not sleep.
    """

    burst: float = 10.0
    per_second: float = 0.5
    clock: Callable[[], float] = time.monotonic
    _tokens: float = field(init=False)
    _at: float = field(init=False)

    def __post_init__(self) -> None:
        if self.burst < 1 or self.per_second <= 0:
            raise CanastaError("a token bucket needs a burst of at least 1 and a positive rate")
        self._tokens = self.burst
        self._at = self.clock()

    def take(self) -> bool:
        """Spend one token if there is one; False when the writer must wait."""
        now = self.clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.per_second)
        self._at = now
        if self._tokens >= 1:
            self._tokens -= 1
            return True
        return False


@dataclass
class StoreRecorder:
    """Records each answer (the store keeps the first per position) and each finished lesson
    for one learner. ``dropped`` counts answers not kept because they came too fast (the
    page's :class:`TokenBucket` or the store's bound); ``last_kept`` says whether the last
    one was kept."""

    store: BaseStore
    learner: Learner | str
    source: str
    bucket: TokenBucket = field(default_factory=TokenBucket)

    def __post_init__(self) -> None:
        # A Learner comes from a personal code, a claimed name or a hub account
        # (identity_view.LearnerPanel); a bare id is accepted for the pages that still name
        # learners by ``?learner=`` until they embed the panel.
        self._id = learner_id(self.learner)
        self.dropped = 0
        self.last_kept = False

    @classmethod
    def for_learner(cls, learner: Learner | str, *, source: str, path: Path | None = None) -> "StoreRecorder":
        """A recorder on the kernel's store (:func:`open_store`) for ``learner``."""
        return cls(open_store(path), learner, source)

    def record(self, position: Position, verdict: Verdict, *, first_try: bool) -> None:
        """Keep an answer. The store decides which answer is the first (reloads included);
        ``first_try`` is only the page's belief. An answer that came too fast is dropped
        (``dropped``, ``last_kept``) rather than raised: the page goes on either way."""
        self.last_kept = False
        if not self.bucket.take():
            self.dropped += 1
            log.warning("answers from %r come too fast; one was dropped", self._id)
            return
        try:
            self.store.record_answer(
                Answer(
                    self._id,
                    position.id,
                    rule_ids=verdict.ruling.rules,
                    correct=verdict.correct,
                    first_try=first_try,
                    source=self.source,
                    answer=verdict.response_text,
                ),
                label=label_for(position, self.source),
            )
        except AnswerRateExceeded as error:
            self.dropped += 1
            log.warning("the store refused an answer of %r: %s", self._id, error)
            return
        self.last_kept = True

    def lesson_done(self, lesson: Lesson, *, right_first_time: int, steps: int) -> bool:
        """Record the finished lesson; the store keeps the best honest count (see
        :meth:`~.store.BaseStore.mark_lesson_done`)."""
        return self.store.mark_lesson_done(
            self.learner, lesson.id, right_first_time=right_first_time, steps=steps
        )
