"""The progress store on SQLite: one file for a classroom on one machine.

Why SQLite and why this shape:

* Voila runs one kernel process per open page, so a classroom of thirty learners means thirty
  processes writing to one file at the same moment. The store therefore uses WAL journaling
  (readers never block the writer), a busy timeout, and on top of it an explicit, bounded
  retry loop with backoff for the ``database is locked`` / ``busy`` cases SQLite reports
  without waiting (WAL recovery, journal-mode changes, a checkpoint in progress).
* Every write is one short ``BEGIN IMMEDIATE`` ... ``COMMIT`` transaction. A kernel killed in
  the middle of a write (a closed tab, an out-of-memory kill) leaves either the whole row or
  nothing, never a damaged file. ``synchronous=NORMAL`` in WAL mode keeps every committed
  transaction across a process kill; only a power cut may lose the last few commits.
* The schema version is SQLite's ``PRAGMA user_version``.
* Each thread using the store has a connection of its own (sqlite3 refuses a connection made
  on another thread; see :class:`~.database.ConnectionPerThread`): a click handled on a
  kernel's subshell thread writes as safely as one on the main thread.
"""

from __future__ import annotations

import os
import random
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

from .base_store import BaseStore
from .database import ConnectionPerThread, Database, Row, Transaction
from .dialect import SQLITE
from .location import default_store_path, ensure_outside
from .migrations import migrate
from .rate_limit import ANSWERS_PER_MINUTE
from .store_errors import StoreBusyError, StoreError

__all__ = ["SqliteDatabase", "ProgressStore"]

_T = TypeVar("_T")


def _is_busy(error: sqlite3.OperationalError) -> bool:
    message = str(error).lower()
    return "locked" in message or "busy" in message


class SqliteDatabase(Database):
    """The progress file, a connection per thread, every statement retried while the file
    is locked.

    ``busy_retries`` counts how often a statement found the file locked and was retried
    after a pause (the benchmark reports it).
    """

    dialect = SQLITE

    def __init__(self, path: Path, *, busy_timeout: float, write_deadline: float) -> None:
        """Prefer :meth:`open`, which makes the schema; this opens no connection yet."""
        self.path = path
        self.location = repr(str(path))
        self.busy_timeout = busy_timeout
        self.write_deadline = write_deadline
        self.busy_retries = 0
        self._retries_lock = threading.Lock()
        self._connections: ConnectionPerThread[sqlite3.Connection] = ConnectionPerThread(
            self._connect, sqlite3.Connection.close
        )

    @classmethod
    def open(cls, path: Path, *, busy_timeout: float, write_deadline: float) -> SqliteDatabase:
        """Open (creating folders, file and schema if needed) the database at ``path``."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StoreError(
                f"cannot create the folder for the progress store {str(path)!r}: {error.strerror}"
            ) from error
        db = cls(path, busy_timeout=busy_timeout, write_deadline=write_deadline)
        connection = db._connect_only()
        try:
            db._retry(lambda: db._configure(connection))
            db._connections.adopt(connection)
            migrate(db)
        except sqlite3.DatabaseError as error:
            db.close()
            connection.close()
            raise StoreError(
                f"{str(path)!r} is not a usable progress store ({error}); move it away "
                f"or point CANASTA_TEACH_DB elsewhere"
            ) from error
        except BaseException:
            db.close()
            connection.close()
            raise
        return db

    def _connect_only(self) -> sqlite3.Connection:
        try:
            # used by one thread only (ConnectionPerThread); closed by another when it ends
            return sqlite3.connect(
                self.path, timeout=self.busy_timeout, isolation_level=None, check_same_thread=False
            )
        except sqlite3.Error as error:
            raise StoreError(f"cannot open the progress store {str(self.path)!r}: {error}") from error

    def _connect(self) -> sqlite3.Connection:
        """A new thread's connection, configured like the first."""
        connection = self._connect_only()
        try:
            self._retry(lambda: self._configure(connection))
        except sqlite3.Error as error:
            connection.close()
            raise StoreError(f"cannot open the progress store {str(self.path)!r}: {error}") from error
        except BaseException:
            connection.close()
            raise
        return connection

    def _configure(self, conn: sqlite3.Connection) -> None:
        mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise StoreError(
                f"the progress store {str(self.path)!r} could not switch to WAL mode "
                f"(got {mode!r}); is it on a network drive?"
            )
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA foreign_keys=ON")

    def close(self) -> None:
        self._connections.close()

    @property
    def connection(self) -> sqlite3.Connection:
        """This thread's connection (a :class:`StoreError` once closed)."""
        connection = self._connections.get()
        if connection is None:
            raise StoreError(f"the progress store {str(self.path)!r} is closed")
        return connection

    # -- the retry machinery

    def _retry(self, operation: Callable[[], _T]) -> _T:
        """Run ``operation``, retrying with jittered exponential backoff while locked.

        SQLite's own busy handler already waits ``busy_timeout`` per attempt; this loop
        covers the lock errors it returns at once, and bounds the total wait so a learner
        sees an error message rather than a frozen page.
        """
        deadline = time.monotonic() + self.write_deadline
        pause = 0.005
        while True:
            try:
                return operation()
            except sqlite3.OperationalError as error:
                if not _is_busy(error):
                    raise
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise StoreBusyError(
                        f"the progress store {str(self.path)!r} stayed locked for "
                        f"{self.write_deadline:g} s; another program is holding it. Try again"
                    ) from error
                with self._retries_lock:
                    self.busy_retries += 1
                time.sleep(min(remaining, pause * (0.5 + random.random())))
                pause = min(pause * 2, 0.25)

    def transaction(self, work: Callable[[Transaction], _T]) -> _T:
        """``work`` in one short ``BEGIN IMMEDIATE`` transaction, retried while locked."""
        conn = self.connection
        tx = Transaction(conn, SQLITE)

        def attempt() -> _T:
            conn.execute("BEGIN IMMEDIATE")
            try:
                result = work(tx)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            return result

        return self._retry(attempt)

    def read(self, statement: str, parameters: tuple[object, ...] = ()) -> list[Row]:
        """A read needs no write lock: one statement, retried while locked."""
        conn = self.connection
        return self._retry(lambda: conn.execute(statement, parameters).fetchall())

    def integrity_check(self) -> str:
        """SQLite's ``PRAGMA integrity_check`` verdict: ``'ok'`` when the file is sound."""
        rows = self.read("PRAGMA integrity_check")
        return "\n".join(str(row[0]) for row in rows)

    # -- the schema version: PRAGMA user_version

    def known_schema_version(self) -> int | None:
        return int(self._retry(lambda: self.connection.execute("PRAGMA user_version").fetchone()[0]))

    def schema_transaction(self, work: Callable[[Transaction], _T]) -> _T:
        # BEGIN IMMEDIATE holds the write lock: one process migrates, the others wait for it
        return self.transaction(work)

    def schema_version(self, tx: Transaction) -> int:
        return int(tx.query("PRAGMA user_version")[0][0])

    def set_schema_version(self, tx: Transaction, version: int) -> None:
        tx.execute(f"PRAGMA user_version={int(version)}")


class ProgressStore(BaseStore):
    """The SQLite store: the progress file, a connection per thread; open with :meth:`open`,
    use as a context manager.

    ``busy_retries`` counts how often a statement found the file locked and was retried
    after a pause (the benchmark reports it). One store per process/kernel, usable from any
    of its threads.
    """

    _db: SqliteDatabase

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str] | None = None,
        *,
        served_roots: Iterable[str | os.PathLike[str]] = (),
        busy_timeout: float = 2.0,
        write_deadline: float = 10.0,
        answers_per_minute: int | None = ANSWERS_PER_MINUTE,
    ) -> ProgressStore:
        """Open (creating folders, file and schema if needed) the store at ``path``.

        ``path`` defaults to :func:`~.location.default_store_path`. ``served_roots`` are
        folders the web server serves; the store refuses to live inside them. ``busy_timeout``
        is how long SQLite itself waits for a lock per attempt; ``write_deadline`` bounds the
        whole retry loop around each statement.
        """
        target = Path(path) if path is not None else default_store_path()
        target = ensure_outside(target, served_roots)
        database = SqliteDatabase.open(target, busy_timeout=busy_timeout, write_deadline=write_deadline)
        return cls(database, answers_per_minute=answers_per_minute)

    @property
    def path(self) -> Path:
        """The progress file."""
        return self._db.path

    @property
    def location(self) -> str:
        return str(self._db.path)

    @property
    def write_deadline(self) -> float:
        """How long, in seconds, a statement may wait for a locked file in all."""
        return self._db.write_deadline

    @property
    def busy_retries(self) -> int:
        """How often a statement found the file locked and was retried after a pause."""
        return self._db.busy_retries

    @property
    def _connection(self) -> sqlite3.Connection:
        return self._db.connection
