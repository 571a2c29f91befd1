"""What can go wrong when the progress store is used, as exceptions a page can put in words.

Every one is a :class:`~canasta_teach.errors.CanastaError`, so the app shows its message in
one line instead of a traceback.
"""

from __future__ import annotations

from ..errors import CanastaError

__all__ = ["StoreError", "StoreBusyError", "NameTaken", "AnswerRateExceeded"]


class StoreError(CanastaError):
    """Raised when the progress store cannot be used: wrong path, not a database, too new."""


class StoreBusyError(StoreError):
    """Raised when other processes kept the store locked longer than the write deadline."""


class NameTaken(CanastaError):
    """A name (or a look-alike of it) already belongs to a learner of this store: only that
    learner's code opens it. The message says so in the learner's words."""


class AnswerRateExceeded(CanastaError):
    """More answers of one learner in a minute than any person gives: the answer is not kept."""
