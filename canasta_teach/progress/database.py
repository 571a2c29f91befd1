"""The one database layer under the progress store, for SQLite and PostgreSQL alike.

The store's logic (:mod:`.learners`, :mod:`.answers`, :mod:`.statistics`, :mod:`.migrations`)
writes SQL once, with ``?`` placeholders, and runs it through a :class:`Transaction`: the
placeholders become the driver's paramstyle there (:meth:`.dialect.Dialect.sql`) and nowhere
else. A backend (:mod:`.sqlite_store`, :mod:`.postgres`) is a :class:`Database`: how it
connects, how one transaction runs (SQLite retries while the file is locked, PostgreSQL
opens a dropped connection again), how its errors read, and where it keeps the schema version.

Every write is one short transaction of its own: a kernel killed in the middle of it leaves
the whole row or nothing, and many kernels writing at once never lose each other's rows.
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from .dialect import Dialect

__all__ = ["Transaction", "Database", "UsesDatabase", "Row"]

_T = TypeVar("_T")

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
