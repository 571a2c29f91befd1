"""Recording a learner's answers and finished lessons in the progress store.

The views call a recorder; the recorder writes to the store (:class:`store.BaseStore`). Kept
apart from the widgets so a lesson without a learner never opens the store.

A recorder belongs to a :class:`~.identity.Learner` (from a personal code, a name just
claimed, or a hub account; see :mod:`.identity`), never to a typed name: the name alone
opens nothing. Each recorder also bounds how fast its page may write (:class:`TokenBucket`):
a page sends answers only as fast as a person clicks, and anything faster (a script sending
comm messages in a loop) is refused here before it reaches the database, which has its own,
looser bound per learner (:data:`~.store.ANSWERS_PER_MINUTE`) for several pages at once.

A refused answer is never silently dropped: :meth:`StoreRecorder.record` says so (False),
and the page shows "slow down" instead of the verdict, with the step still open, so the
answer the learner saw judged first is the first one stored; no limit can turn a wrong first
answer into a right one. An answer whose verdict had to be shown anyway (``shown=True``: the
referee already ruled on a play at the card table) is held, in the order given, and stored
before any later answer of the page.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..content.lessons import Lesson, Verdict
from ..errors import CanastaError
from ..judge import Position
from .identity import Learner
from .position_keys import PositionLabel, label_for
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

    def ready(self) -> bool:
        """Whether :meth:`take` would succeed now (nothing is spent)."""
        now = self.clock()
        return min(self.burst, self._tokens + (now - self._at) * self.per_second) >= 1

    def give_back(self) -> None:
        """Return a token taken for a write that did not happen."""
        self._tokens = min(self.burst, self._tokens + 1)

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
    one was kept; ``held`` are answers whose verdict was shown but not yet stored."""

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
        self.held: list[tuple[Answer, PositionLabel]] = []

    @classmethod
    def for_learner(cls, learner: Learner | str, *, source: str, path: Path | None = None) -> StoreRecorder:
        """A recorder on the kernel's store (:func:`open_store`) for ``learner``."""
        return cls(open_store(path), learner, source)

    def ready(self) -> bool:
        """Whether an answer given now would be taken: nothing held back and a token in the
        page's bucket (the store's own bound is only known when it is asked). A page asks
        before letting the referee rule on a play, whose ruling it cannot take back."""
        return not self.held and self.bucket.ready()

    def record(self, position: Position, verdict: Verdict, *, first_try: bool, shown: bool = False) -> bool:
        """Keep an answer; False when it came too fast and was not kept (the page then shows
        "slow down" and leaves the step open). The store decides which answer is the first
        (reloads included); ``first_try`` is only the page's belief.

        Answers held back (see ``shown``) are stored first, in the order given: while one of
        them cannot be stored, no later answer is taken. With ``shown`` the verdict was
        already shown (the page cannot take it back), so an answer that came too fast is
        held and stored before the next one, and the result is True."""
        answer = Answer(
            self._id,
            position.id,
            rule_ids=verdict.ruling.rules,
            correct=verdict.correct,
            first_try=first_try,
            source=self.source,
            answer=verdict.response_text,
        )
        label = label_for(position, self.source)
        self.last_kept = self._flush() and self._store(answer, label)
        if not self.last_kept:
            self.dropped += 1
            if shown:
                self.held.append((answer, label))
                log.warning("an answer of %r came too fast; it is held and saved before the next", self._id)
                return True
            log.warning("an answer of %r came too fast; it was not saved and the page said to slow down", self._id)
        return self.last_kept

    def _flush(self) -> bool:
        """Store the answers held back, oldest first; whether none is left."""
        while self.held:
            if not self._store(*self.held[0]):
                return False
            self.held.pop(0)
        return True

    def _store(self, answer: Answer, label: PositionLabel) -> bool:
        if not self.bucket.take():
            return False
        try:
            self.store.record_answer(answer, label=label)
        except AnswerRateExceeded as error:
            log.info("the store refused an answer of %r: %s", self._id, error)
            self.bucket.give_back()
            return False
        return True

    def lesson_done(self, lesson: Lesson, *, right_first_time: int, steps: int) -> bool:
        """Record the finished lesson; the store keeps the best honest count (see
        :meth:`~.store.BaseStore.mark_lesson_done`)."""
        return self.store.mark_lesson_done(
            self.learner, lesson.id, right_first_time=right_first_time, steps=steps
        )
