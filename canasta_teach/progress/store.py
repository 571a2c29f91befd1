"""The learner progress store: answers, finished lessons, learners and review state.

This module is the front door: :func:`open_store_at` opens the store a path or a URL names,
and the names the rest of the package uses are importable from here. The store itself is
made of modules with one idea each:

* :mod:`.records` -- the rows as frozen dataclasses (:class:`Answer`, :class:`LessonDone`,
  the teacher's figures), validated on construction;
* :mod:`.schema` -- the tables, written once for both databases; :mod:`.migrations` -- the
  one migrator; :mod:`.dialect` -- what SQLite and PostgreSQL say their own way;
* :mod:`.database` -- the one database layer (a transaction, the paramstyle);
  :mod:`.sqlite_store` and :mod:`.postgres` -- the two backends;
* :mod:`.learners` -- learners and their personal codes; :mod:`.answers` -- a learner's own
  rows; :mod:`.rate_limit` -- how fast answers may come; :mod:`.statistics` -- what the
  teacher reads; :mod:`.base_store` -- :class:`BaseStore`, made of those parts;
* :mod:`.location` -- where the file lives (never inside a served folder);
  :mod:`.store_errors` -- what can go wrong.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from .. import config
from .base_store import BaseStore
from .database import Transaction
from .identity import Learner
from .location import default_store_path, ensure_outside, is_store_url
from .rate_limit import ANSWERS_PER_MINUTE
from .records import (
    LEARNER_NAME_MAX,
    Answer,
    LearnerSummary,
    LessonDone,
    PositionStat,
    RosterEntry,
    RuleStat,
    StuckLearner,
    clean_learner_name,
    learner_id,
)
from .schema import SCHEMA_VERSION
from .sqlite_store import ProgressStore
from .store_errors import AnswerRateExceeded, NameTaken, StoreBusyError, StoreError

__all__ = [
    "SCHEMA_VERSION",
    "LEARNER_NAME_MAX",
    "StoreError",
    "StoreBusyError",
    "NameTaken",
    "AnswerRateExceeded",
    "ANSWERS_PER_MINUTE",
    "Learner",
    "RosterEntry",
    "StuckLearner",
    "Answer",
    "LessonDone",
    "PositionStat",
    "RuleStat",
    "LearnerSummary",
    "BaseStore",
    "Transaction",
    "ProgressStore",
    "is_store_url",
    "open_store_at",
    "clean_learner_name",
    "learner_id",
    "default_store_path",
    "ensure_outside",
]


def open_store_at(
    location: str | os.PathLike[str] | None = None,
    *,
    served_roots: Iterable[str | os.PathLike[str]] = (),
) -> BaseStore:
    """Open the store at ``location``: a ``postgresql://`` URL opens the PostgreSQL store
    (psycopg, the ``hub`` extra, is imported only then), anything else an SQLite file.
    ``None`` means ``$CANASTA_TEACH_DB``, else :func:`default_store_path`."""
    if location is None:
        location = config.db_url() or default_store_path()
    if is_store_url(location):
        from .postgres import PostgresProgressStore

        return PostgresProgressStore.open(str(location))
    return ProgressStore.open(location, served_roots=served_roots)
