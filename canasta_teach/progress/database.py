"""The one database layer under the progress store, for SQLite and PostgreSQL alike.

The store's logic (:mod:`.learners`, :mod:`.answers`, :mod:`.statistics`, :mod:`.migrations`)
writes SQL once, with ``?`` placeholders, and runs it through a :class:`Transaction`: the
placeholders become the driver's paramstyle there (:meth:`.dialect.Dialect.sql`) and nowhere
else. A backend (:mod:`.sqlite_store`, :mod:`.postgres`) is a :class:`Database`: how it
connects, how one transaction runs (SQLite retries while the file is locked, PostgreSQL
opens a dropped connection again), how its errors read, and where it keeps the schema version.

Every write is one short transaction of its own: a kernel killed in the middle of it leaves
the whole row or nothing, and many kernels writing at once never lose each other's rows.

A store may be used from any thread: JupyterLab's kernel (ipykernel 7) handles a button click
on a subshell thread while the store was opened on the main thread, and neither sqlite3 nor a
psycopg transaction may be shared between threads. So each thread gets a connection of its own
(:class:`ConnectionPerThread`), opened on its first statement; a finished thread's connection
is closed when the next thread comes, and :meth:`Database.close` closes them all.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from .dialect import Dialect

__all__ = ["Transaction", "Database", "UsesDatabase", "Row", "ConnectionPerThread"]

_T = TypeVar("_T")
_C = TypeVar("_C")

Row = tuple[Any, ...]
"""One row a query returns (a tuple, from both drivers)."""


class Transaction:
    """The statements of one open transaction on a DB-API connection (sqlite3 or psycopg,
    both offer ``connection.execute``)."""

    __slots__ = ("_connection", "_sql")

    def __init__(self, connection: Any, dialect: Dialect) -> None:
        self._connection = connection
        self._sql = dialect.sql

    def execute(self, statement: str, parameters: tuple[object, ...] = ()) -> int:
        """Run a statement; its row count."""
        return int(self._connection.execute(self._sql(statement), parameters).rowcount)

    def query(self, statement: str, parameters: tuple[object, ...] = ()) -> list[Row]:
        """Run a query; its rows."""
        return list(self._connection.execute(self._sql(statement), parameters).fetchall())


class ConnectionPerThread(Generic[_C]):
    """One connection for each thread that uses a store, none shared between threads.

    ``connect()`` opens one (configured: a new thread's first statement waits for it);
    ``close_one(connection)`` closes one, from whichever thread: a finished thread's
    connection is closed by the next thread that opens one, all of them by :meth:`close`.
    """

    def __init__(self, connect: Callable[[], _C], close_one: Callable[[_C], None]) -> None:
        self._connect = connect
        self._close_one = close_one
        self._local = threading.local()
        self._lock = threading.Lock()
        self._owners: list[tuple[threading.Thread, _C]] = []
        self.closed = False

    def get(self) -> _C | None:
        """This thread's connection, opened on first use; None once :meth:`close` ran."""
        if self.closed:
            return None
        connection: _C | None = getattr(self._local, "connection", None)
        return connection if connection is not None else self._open(None)

    def adopt(self, connection: _C) -> None:
        """Make ``connection`` (opened by this thread) this thread's connection."""
        self._open(connection)

    def renew(self) -> _C | None:
        """Close this thread's connection (dropped by the server, say) and open another."""
        old: _C | None = getattr(self._local, "connection", None)
        if old is not None:
            self._local.connection = None
            with self._lock:
                self._owners = [(t, c) for t, c in self._owners if c is not old]
            self._quietly_close(old)
        return self.get()

    @property
    def open_count(self) -> int:
        """How many connections are open (one per thread that used the store and may again)."""
        with self._lock:
            return len(self._owners)

    def _open(self, connection: _C | None) -> _C | None:
        if connection is None:
            connection = self._connect()
        me = threading.current_thread()
        with self._lock:
            if self.closed:  # closed while this one was opening
                finished = [connection]
            else:
                finished = [c for t, c in self._owners if not t.is_alive()]
                self._owners = [(t, c) for t, c in self._owners if t.is_alive()]
                self._owners.append((me, connection))
                self._local.connection = connection
        for old in finished:
            self._quietly_close(old)
        return None if self.closed else connection

    def close(self) -> None:
        """Close every thread's connection; :meth:`get` returns None from now on."""
        with self._lock:
            self.closed = True
            owners, self._owners = self._owners, []
        for _thread, connection in owners:
            self._quietly_close(connection)

    def _quietly_close(self, connection: _C) -> None:
        try:
            self._close_one(connection)
        except Exception:  # pragma: no cover - a connection already gone is closed enough
            pass


class Database:
    """One progress database, as the store's logic uses it (a backend fills in the rest).

    ``location`` names it in messages, never with a password.
    """

    dialect: Dialect
    location: str = ""

    def transaction(self, work: Callable[[Transaction], _T]) -> _T:
        """Run ``work(tx)`` in one transaction of its own, committing when it returns and
        rolling back when it raises; ``work`` only runs statements, so a backend may run it
        again (a locked file)."""
        raise NotImplementedError

    def read(self, statement: str, parameters: tuple[object, ...] = ()) -> list[Row]:
        """The rows of one query."""
        return self.transaction(lambda tx: tx.query(statement, parameters))

    def write(self, statement: str, parameters: tuple[object, ...] = ()) -> int:
        """One statement in a transaction of its own: its row count."""
        return self.transaction(lambda tx: tx.execute(statement, parameters))

    def close(self) -> None:
        """Close the connection; safe to call twice."""
        raise NotImplementedError

    def integrity_check(self) -> str:
        """``'ok'`` when the store is sound, else the database's complaint."""
        raise NotImplementedError

    # -- the schema version, for the migrator (:mod:`.migrations`)

    def known_schema_version(self) -> int | None:
        """The schema version read without any lock, or None when it cannot be (then the
        migrator always takes the lock)."""
        return None

    def schema_transaction(self, work: Callable[[Transaction], _T]) -> _T:
        """Run ``work`` in the one transaction at a time that may change the schema (other
        processes opening the store wait); its errors say the store is not usable."""
        raise NotImplementedError

    def schema_version(self, tx: Transaction) -> int:
        """The schema version, inside :meth:`schema_transaction` (0: a new store)."""
        raise NotImplementedError

    def set_schema_version(self, tx: Transaction, version: int) -> None:
        """Record that the schema is now at ``version``, inside :meth:`schema_transaction`."""
        raise NotImplementedError


class UsesDatabase:
    """The base of every part of the store: the :class:`Database` it runs on."""

    _db: Database
    answers_per_minute: int | None

    @property
    def location(self) -> str:
        """The store's file or URL, for messages (never with a password)."""
        return self._db.location

    def _transaction(self, work: Callable[[Transaction], _T]) -> _T:
        return self._db.transaction(work)

    def _read(self, statement: str, parameters: tuple[object, ...] = ()) -> list[Row]:
        return self._db.read(statement, parameters)

    def _write(self, statement: str, parameters: tuple[object, ...] = ()) -> int:
        return self._db.write(statement, parameters)
