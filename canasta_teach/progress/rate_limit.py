"""The database's bound on how fast one learner's answers may come, whatever page sends them.

A child answers a position in several seconds; sixty answers in a minute is a script, and its
rows would only drown the class figures and the disk. Each page has its own, tighter bound
(:class:`~.recorder.TokenBucket`); this one holds for all pages of a learner at once, counted
in the same transaction that would keep the answer.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from ..judge.wording import say
from .database import Transaction
from .records import iso_utc
from .store_errors import AnswerRateExceeded

__all__ = ["ANSWERS_PER_MINUTE", "check_answer_rate"]

ANSWERS_PER_MINUTE = 60
"""The most answers one learner may record in any minute (one a second on average). A child
answers a position in several seconds; a page sending more is a script, and its rows would
only drown the class figures and the disk."""


def check_answer_rate(tx: Transaction, learner: str, answered_at: datetime, limit: int | None) -> None:
    """Raise :class:`~.store_errors.AnswerRateExceeded` when ``learner`` recorded ``limit``
    answers in the minute up to ``answered_at`` (None: no bound, for imports and tests)."""
    if limit is None:
        return
    at = iso_utc(answered_at, "answered_at")
    since = iso_utc(answered_at - timedelta(minutes=1), "answered_at")
    recent = tx.query(
        "SELECT COUNT(*) FROM answers WHERE learner = ? AND answered_at > ? AND answered_at <= ?",
        (learner, since, at),
    )[0][0]
    if recent >= limit:
        raise AnswerRateExceeded(say("progress.too-fast", count=recent))
