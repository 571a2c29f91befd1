"""Spaced repetition over quiz items, with FSRS (the ``fsrs`` package).

Why these choices:

* A quiz item is a Canasta position, not a flashcard: answering it right once shows the
  learner can do it, so a right answer graduates the item straight to day-scale intervals
  (one learning step only) instead of bringing it back ten minutes later. A miss brings the
  item back after ``STEP`` (ten minutes), i.e. later in the same session.
* Right maps to ``Rating.Good`` and wrong to ``Rating.Again``; the quiz has no
  "hard"/"easy" buttons because children do not grade themselves reliably.
* Fuzzing is off by default so that a class sees the same order for the same history and
  the tests are deterministic.
* The state of each item is an ``fsrs.Card`` serialised with ``Card.to_json`` and kept in
  the progress store, saved on every :meth:`ReviewSchedule.record`, so a restarted kernel
  resumes exactly where the learner left off.
"""

from __future__ import annotations

import hashlib
import warnings
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime, timedelta

from fsrs import Card, Rating, Scheduler

from ..errors import CanastaError
from .identity import Learner
from .store import BaseStore, learner_id

__all__ = ["STEP", "ReviewSchedule", "default_scheduler"]

STEP = timedelta(minutes=10)
"""The (re)learning step: how soon a missed item comes back."""


def default_scheduler(*, fuzzing: bool = False) -> Scheduler:
    """The FSRS scheduler the school uses (see the module docstring for why these steps)."""
    return Scheduler(learning_steps=(STEP,), relearning_steps=(STEP,), enable_fuzzing=fuzzing)


def _utc(now: datetime) -> datetime:
    """``now`` with ``tzinfo`` exactly ``timezone.utc``, which fsrs insists on."""
    if not isinstance(now, datetime):
        raise CanastaError(f"now must be a datetime, not {type(now).__name__}")
    if now.tzinfo is None or now.tzinfo.utcoffset(now) is None:
        raise CanastaError("now must carry a time zone (use datetime.now(timezone.utc))")
    return now.astimezone(UTC)


def _card_id(item_id: str) -> int:
    """A stable card id from the item id.

    ``fsrs.Card()`` otherwise uses the creation time in milliseconds and sleeps 1 ms to keep
    ids apart; a hash is both faster and the same after a restart.
    """
    return int.from_bytes(hashlib.blake2b(item_id.encode(), digest_size=6).digest(), "big")


def _item_ids(item_ids: Iterable[str]) -> list[str]:
    if isinstance(item_ids, str):
        raise CanastaError("item_ids must be a list of item ids, not a single string")
    unique: dict[str, None] = {}
    for item_id in item_ids:
        if not isinstance(item_id, str) or not item_id:
            raise CanastaError(f"item id {item_id!r} must be non-empty text")
        unique.setdefault(item_id, None)
    return list(unique)


class ReviewSchedule:
    """When each quiz item is next due for one learner.

    Build it with :meth:`load` to persist through a progress store (:class:`~.store.BaseStore`; every
    :meth:`record` is saved at once), or directly for an in-memory schedule.
    """

    def __init__(
        self,
        scheduler: Scheduler | None = None,
        cards: Mapping[str, Card] | None = None,
        *,
        store: BaseStore | None = None,
        learner: str | Learner | None = None,
    ) -> None:
        if (store is None) != (learner is None):
            raise CanastaError("a ReviewSchedule needs both a store and a learner, or neither")
        self.scheduler = scheduler if scheduler is not None else default_scheduler()
        self._cards: dict[str, Card] = dict(cards or {})
        self._store = store
        self.learner = learner_id(learner) if learner is not None else None

    @classmethod
    def load(
        cls,
        store: BaseStore,
        learner: str | Learner,
        *,
        scheduler: Scheduler | None = None,
    ) -> ReviewSchedule:
        """The learner's schedule as saved in ``store``; later records are saved there too.

        A saved card that no longer reads (written by an incompatible fsrs) is dropped with
        a warning and the item counts as unseen: losing one item's interval is better than
        a quiz that will not start.
        """
        name = learner_id(learner)
        cards: dict[str, Card] = {}
        for item_id, (card_json, _due) in store.review_cards(name).items():
            try:
                cards[item_id] = Card.from_json(card_json)
            except (ValueError, KeyError, TypeError) as error:
                warnings.warn(
                    f"review state of {item_id!r} for {name!r} is unreadable ({error}); "
                    "treating the item as unseen",
                    RuntimeWarning,
                    stacklevel=2,
                )
        return cls(scheduler, cards, store=store, learner=name)

    def record(self, item_id: str, *, correct: bool, now: datetime) -> datetime:
        """Update ``item_id`` after an answer at ``now``; return when it is next due."""
        (item_id,) = _item_ids([item_id])
        when = _utc(now)
        card = self._cards.get(item_id) or Card(card_id=_card_id(item_id), due=when)
        rating = Rating.Good if correct else Rating.Again
        card, _log = self.scheduler.review_card(card, rating, review_datetime=when)
        if self._store is not None and self.learner is not None:
            self._store.save_review_card(
                self.learner, item_id, card_json=card.to_json(), due=card.due
            )
        # only after a successful save, so memory never runs ahead of the file
        self._cards[item_id] = card
        return card.due

    def due_at(self, item_id: str) -> datetime | None:
        """When ``item_id`` is next due, or None if the learner has never seen it."""
        card = self._cards.get(item_id)
        return card.due if card is not None else None

    def due(self, item_ids: Iterable[str], *, now: datetime) -> list[str]:
        """The items to ask now: due ones (most overdue first), then unseen ones.

        Unseen items keep the order given (the lesson order); items not yet due are left
        out. Reviews go before new items so a forgotten rule is repaired before more are
        piled on.
        """
        when = _utc(now)
        ids = _item_ids(item_ids)
        seen = [(self._cards[i].due, i) for i in ids if i in self._cards]
        overdue = [item for due, item in sorted(seen) if due <= when]
        unseen = [i for i in ids if i not in self._cards]
        return overdue + unseen

    def next_items(
        self,
        item_ids: Iterable[str],
        n: int,
        *,
        now: datetime,
        review_ahead: bool = True,
    ) -> list[str]:
        """Up to ``n`` items for the next quiz round, in :meth:`due` order.

        With ``review_ahead`` (the default) a round shorter than ``n`` is filled with the
        items due soonest, so a learner who has caught up can still practise; FSRS copes
        with early reviews.
        """
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise CanastaError(f"n must be a whole number of at least 0, not {n!r}")
        ids = _item_ids(item_ids)
        chosen = self.due(ids, now=now)[:n]
        if review_ahead and len(chosen) < n:
            taken = set(chosen)
            later = sorted((self._cards[i].due, i) for i in ids if i in self._cards and i not in taken)
            chosen += [item for _due, item in later[: n - len(chosen)]]
        return chosen
