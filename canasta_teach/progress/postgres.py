"""The progress store on PostgreSQL: one database for a whole school on JupyterHub.

Same methods and same guarantees as the SQLite :class:`~.sqlite_store.ProgressStore` (the
queries live in :class:`~.base_store.BaseStore`, the schema in :mod:`.schema`), chosen by a URL: ``canasta-teach serve --store
postgresql://...`` or ``CANASTA_TEACH_DB=postgresql://...``. Every learner's server runs its
own kernels, and each kernel writes through its own connections (one per thread that uses the
store: a psycopg transaction cannot be shared between threads; see
:class:`~.database.ConnectionPerThread`):

* each write is one statement in a transaction of its own (autocommit), so a kernel killed
  mid-write leaves the whole row or nothing, and concurrent writers never lose each other's
  rows (PostgreSQL's row locks and ``INSERT ... ON CONFLICT`` are atomic);
* answers are insert-only in the database itself: triggers refuse ``UPDATE``, ``DELETE`` and
  ``TRUNCATE`` on ``answers`` (for every role, the owner too), like SQLite's triggers;
* the schema is created once, under a transaction-level advisory lock, so thirty kernels
  opening the store at the same moment do not race on ``CREATE TABLE``;
* a dropped connection (a restarted database, an idle connection closed by a proxy) is
  opened again before the next statement.

psycopg (version 3, the ``hub`` extra) is imported here only, and only when a PostgreSQL URL
is opened: a plain install needs none of it. Text columns use the "C" collation so that
everything sorts as in SQLite (:data:`~.dialect.POSTGRES`).
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Callable
from typing import Any, TypeVar

from .base_store import BaseStore
from .database import ConnectionPerThread, Database, Transaction
from .dialect import POSTGRES
from .migrations import migrate
from .rate_limit import ANSWERS_PER_MINUTE
from .store_errors import StoreError

_T = TypeVar("_T")

__all__ = ["PostgresDatabase", "PostgresProgressStore", "redacted"]

#: Identifies our transaction-level advisory lock (any fixed 64-bit number).
_MIGRATION_LOCK = 0x63616E617374  # "canast"


def redacted(url: str) -> str:
    """``url`` without its password, for messages and logs.

    >>> redacted("postgresql://teach:s3cret@db.school:5432/canasta")
    'postgresql://teach@db.school:5432/canasta'
    """
    parts = urllib.parse.urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"
    netloc = f"{parts.username}@{host}" if parts.username else host
    if parts.port:
        netloc += f":{parts.port}"
    return urllib.parse.urlunsplit(parts._replace(netloc=netloc))


def _psycopg() -> Any:
    try:
        import psycopg
    except ImportError:
        raise StoreError(
            "a PostgreSQL progress store needs psycopg: pip install 'canasta-teach[hub]'"
        ) from None
    return psycopg


class PostgresDatabase(Database):
    """A PostgreSQL database, a connection (autocommit) per thread; each transaction is
    explicit."""

    dialect = POSTGRES

    def __init__(self, url: str, *, connect_timeout: int = 10) -> None:
        """Prefer :meth:`open`, which makes the schema; this opens no connection yet."""
        self.url = url
        self.location = redacted(url)
        self.connect_timeout = connect_timeout
        self._connections: ConnectionPerThread[Any] = ConnectionPerThread(
            self._connect, lambda connection: connection.close()
        )

    @classmethod
    def open(cls, url: str, *, connect_timeout: int = 10) -> PostgresDatabase:
        """Connect to ``url`` and create the schema if needed."""
        db = cls(url, connect_timeout=connect_timeout)
        try:
            _ = db.connection  # a readable error now when the database cannot be reached
            migrate(db)
        except BaseException:
            db.close()
            raise
        return db

    def _connect(self) -> Any:
        psycopg = _psycopg()
        try:
            return psycopg.connect(self.url, autocommit=True, connect_timeout=self.connect_timeout)
        except psycopg.Error as error:
            raise StoreError(
                f"cannot open the progress store {self.location}: {str(error).strip()}"
            ) from None

    def close(self) -> None:
        self._connections.close()

    @property
    def connection(self) -> Any:
        """This thread's connection, opened again when it was dropped (a :class:`StoreError`
        once closed)."""
        connection = self._connections.get()
        if connection is not None and (connection.closed or connection.broken):
            connection = self._connections.renew()
        if connection is None:
            raise StoreError(f"the progress store {self.location} is closed")
        return connection

    def transaction(self, work: Callable[[Transaction], _T]) -> _T:
        """Run ``work`` in one transaction; our triggers' and the database's refusals become
        :class:`StoreError` (the password never in the message), and the rows stay as they were."""
        psycopg = _psycopg()
        conn = self.connection
        try:
            with conn.transaction():
                return work(Transaction(conn, POSTGRES))
        except psycopg.errors.RaiseException as error:  # our triggers
            raise StoreError(str(error.diag.message_primary or error).strip()) from None
        except psycopg.Error as error:
            raise StoreError(
                f"the progress store {self.location} refused a statement: {str(error).strip()}"
            ) from None

    def integrity_check(self) -> str:
        """``'ok'`` when the database answers and the insert-only triggers are in place."""
        rows = self.read(
            "SELECT tgname FROM pg_trigger WHERE tgrelid = 'answers'::regclass AND NOT tgisinternal"
            " AND tgenabled <> 'D' ORDER BY tgname"
        )
        names = [str(row[0]) for row in rows]
        if names != ["answers_never_changed", "answers_never_truncated"]:
            return f"the insert-only triggers on answers are missing or disabled: {names}"
        return "ok"

    # -- the schema version: a table of its own, changed under an advisory lock

    def schema_transaction(self, work: Callable[[Transaction], _T]) -> _T:
        """``work`` under a transaction-level advisory lock, so thirty kernels opening the
        store at once do not race on ``CREATE TABLE``."""
        psycopg = _psycopg()
        conn = self.connection
        try:
            with conn.transaction():
                tx = Transaction(conn, POSTGRES)
                tx.execute("SELECT pg_advisory_xact_lock(?)", (_MIGRATION_LOCK,))
                tx.execute("CREATE TABLE IF NOT EXISTS canasta_teach_schema(version INTEGER NOT NULL)")
                return work(tx)
        except psycopg.Error as error:
            raise StoreError(
                f"{self.location} is not a usable progress store ({str(error).strip()})"
            ) from None

    def schema_version(self, tx: Transaction) -> int:
        return int(tx.query("SELECT MAX(version) FROM canasta_teach_schema")[0][0] or 0)

    def set_schema_version(self, tx: Transaction, version: int) -> None:
        tx.execute("INSERT INTO canasta_teach_schema(version) VALUES (?)", (version,))


class PostgresProgressStore(BaseStore):
    """The PostgreSQL store: a connection (autocommit) per thread; open with :meth:`open`."""

    _db: PostgresDatabase

    @classmethod
    def open(
        cls,
        url: str,
        *,
        connect_timeout: int = 10,
        answers_per_minute: int | None = ANSWERS_PER_MINUTE,
    ) -> PostgresProgressStore:
        """Connect to ``url`` (``postgresql://user:password@host:port/database``) and create
        the schema if needed. Raises :class:`StoreError` with the reason (password removed)."""
        database = PostgresDatabase.open(url, connect_timeout=connect_timeout)
        return cls(database, answers_per_minute=answers_per_minute)

    @property
    def url(self) -> str:
        """The database's URL, password included: never put it in a message."""
        return self._db.url

    @property
    def _connection(self) -> Any:
        return self._db.connection
