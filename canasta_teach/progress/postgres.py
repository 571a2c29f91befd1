"""The progress store on PostgreSQL: one database for a whole school on JupyterHub.

Same methods and same guarantees as the SQLite :class:`~.store.ProgressStore` (the queries
live in :class:`~.store.BaseStore`), chosen by a URL: ``canasta-teach serve --store
postgresql://...`` or ``CANASTA_TEACH_DB=postgresql://...``. Every learner's server runs its
own kernels, and each kernel writes through its own connection:

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
everything sorts as in SQLite.
"""

from __future__ import annotations

import re
import urllib.parse
from typing import Any, Callable, TypeVar

from .store import SCHEMA_VERSION, BaseStore, StoreError, Transaction, migrate_v2_data

_T = TypeVar("_T")

__all__ = ["PostgresProgressStore", "redacted"]

#: Identifies our transaction-level advisory lock (any fixed 64-bit number).
_MIGRATION_LOCK = 0x63616E617374  # "canast"

_SCHEMA_V1 = (
    """CREATE TABLE IF NOT EXISTS answers(
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        learner TEXT COLLATE "C" NOT NULL,
        position_id TEXT COLLATE "C" NOT NULL,
        rule_ids TEXT COLLATE "C" NOT NULL,
        correct INTEGER NOT NULL,
        first_try INTEGER NOT NULL,
        source TEXT COLLATE "C" NOT NULL,
        answered_at TEXT COLLATE "C" NOT NULL,
        answer TEXT
    )""",
    "CREATE INDEX IF NOT EXISTS answers_by_learner ON answers(learner)",
    "CREATE INDEX IF NOT EXISTS answers_by_position ON answers(position_id)",
    """CREATE OR REPLACE FUNCTION canasta_answers_are_insert_only() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'UPDATE' THEN
                RAISE EXCEPTION 'answers are never changed once recorded';
            END IF;
            RAISE EXCEPTION 'answers are never deleted once recorded';
        END $$""",
    """CREATE TRIGGER answers_never_changed BEFORE UPDATE OR DELETE ON answers
        FOR EACH ROW EXECUTE FUNCTION canasta_answers_are_insert_only()""",
    """CREATE TRIGGER answers_never_truncated BEFORE TRUNCATE ON answers
        FOR EACH STATEMENT EXECUTE FUNCTION canasta_answers_are_insert_only()""",
    """CREATE TABLE IF NOT EXISTS lessons_done(
        learner TEXT COLLATE "C" NOT NULL,
        lesson TEXT COLLATE "C" NOT NULL,
        completed_at TEXT COLLATE "C" NOT NULL,
        right_first_time INTEGER NOT NULL,
        steps INTEGER NOT NULL,
        PRIMARY KEY(learner, lesson)
    )""",
    """CREATE TABLE IF NOT EXISTS review_cards(
        learner TEXT COLLATE "C" NOT NULL,
        item_id TEXT COLLATE "C" NOT NULL,
        card_json TEXT NOT NULL,
        due TEXT COLLATE "C" NOT NULL,
        PRIMARY KEY(learner, item_id)
    )""",
)

#: Learners with personal codes, first answers, position labels and rules (see store.py).
_SCHEMA_V2 = (
    'CREATE TABLE IF NOT EXISTS store_settings(name TEXT COLLATE "C" PRIMARY KEY, value TEXT NOT NULL)',
    """CREATE TABLE IF NOT EXISTS learners(
        learner TEXT COLLATE "C" PRIMARY KEY,
        display_name TEXT COLLATE "C" NOT NULL,
        name_key TEXT COLLATE "C" NOT NULL UNIQUE,
        code_hash TEXT COLLATE "C" UNIQUE,
        created_at TEXT COLLATE "C" NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS positions(
        position_id TEXT COLLATE "C" PRIMARY KEY,
        position_key TEXT COLLATE "C" NOT NULL,
        title TEXT COLLATE "C" NOT NULL,
        lesson_id TEXT COLLATE "C" NOT NULL,
        lesson_title TEXT COLLATE "C" NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS positions_by_lesson ON positions(lesson_id)",
    """CREATE TABLE IF NOT EXISTS position_rules(
        position_id TEXT COLLATE "C" NOT NULL,
        rule_id TEXT COLLATE "C" NOT NULL,
        PRIMARY KEY(position_id, rule_id)
    )""",
    """CREATE TABLE IF NOT EXISTS first_answers(
        learner TEXT COLLATE "C" NOT NULL,
        position_id TEXT COLLATE "C" NOT NULL,
        correct INTEGER NOT NULL,
        source TEXT COLLATE "C" NOT NULL,
        answered_at TEXT COLLATE "C" NOT NULL,
        PRIMARY KEY(learner, position_id)
    )""",
    "CREATE INDEX IF NOT EXISTS first_answers_by_position ON first_answers(position_id, correct, learner)",
    "CREATE INDEX IF NOT EXISTS first_answers_by_time ON first_answers(learner, answered_at DESC, position_id DESC, correct)",
    "CREATE INDEX IF NOT EXISTS first_answers_by_source ON first_answers(learner, source, answered_at)",
    "CREATE INDEX IF NOT EXISTS answers_by_learner_time ON answers(learner, answered_at, correct)",
    """CREATE OR REPLACE FUNCTION canasta_first_answers_are_kept() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'a first answer is never changed or deleted once recorded';
        END $$""",
    """CREATE TRIGGER first_answers_never_changed BEFORE UPDATE OR DELETE ON first_answers
        FOR EACH ROW EXECUTE FUNCTION canasta_first_answers_are_kept()""",
    """CREATE TRIGGER first_answers_never_truncated BEFORE TRUNCATE ON first_answers
        FOR EACH STATEMENT EXECUTE FUNCTION canasta_first_answers_are_kept()""",
)

# version reached -> statements taking the schema there from the version before
_MIGRATIONS: dict[int, tuple[str, ...]] = {1: _SCHEMA_V1, 2: _SCHEMA_V2}

_PLACEHOLDER = re.compile(r"\?")


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


class _PgTransaction:
    """:class:`~.store.Transaction` on a psycopg connection (``?`` placeholders become ``%s``)."""

    def __init__(self, connection: Any) -> None:
        self._conn = connection

    def execute(self, statement: str, parameters: tuple[object, ...] = ()) -> int:
        return int(self._conn.execute(_PLACEHOLDER.sub("%s", statement), parameters).rowcount)

    def query(self, statement: str, parameters: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        cursor = self._conn.execute(_PLACEHOLDER.sub("%s", statement), parameters)
        return [tuple(row) for row in cursor.fetchall()]


def _psycopg() -> Any:
    try:
        import psycopg
    except ImportError:
        raise StoreError(
            "a PostgreSQL progress store needs psycopg: pip install 'canasta-teach[hub]'"
        ) from None
    return psycopg


class PostgresProgressStore(BaseStore):
    """One connection (autocommit) to a PostgreSQL database; open with :meth:`open`."""

    def __init__(self, url: str, connection: Any) -> None:
        """Prefer :meth:`open`; this only wraps an open connection to a migrated database."""
        self.url = url
        self.location = redacted(url)
        self._conn: Any = connection

    @classmethod
    def open(cls, url: str, *, connect_timeout: int = 10) -> "PostgresProgressStore":
        """Connect to ``url`` (``postgresql://user:password@host:port/database``) and create
        the schema if needed. Raises :class:`StoreError` with the reason (password removed)."""
        connection = cls._connect(url, connect_timeout)
        store = cls(url, connection)
        try:
            store._migrate()
        except BaseException:
            connection.close()
            raise
        return store

    @staticmethod
    def _connect(url: str, connect_timeout: int = 10) -> Any:
        psycopg = _psycopg()
        try:
            return psycopg.connect(url, autocommit=True, connect_timeout=connect_timeout)
        except psycopg.Error as error:
            raise StoreError(
                f"cannot open the progress store {redacted(url)}: {str(error).strip()}"
            ) from None

    def _migrate(self) -> None:
        psycopg = _psycopg()
        conn = self._connection
        try:
            with conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
                conn.execute(
                    "CREATE TABLE IF NOT EXISTS canasta_teach_schema(version INTEGER NOT NULL)"
                )
                row = conn.execute("SELECT MAX(version) FROM canasta_teach_schema").fetchone()
                version = row[0] or 0
                if version > SCHEMA_VERSION:
                    raise StoreError(
                        f"the progress store {self.location} has schema version {version}, "
                        f"newer than this canasta-teach understands ({SCHEMA_VERSION}); upgrade it"
                    )
                for step in range(version + 1, SCHEMA_VERSION + 1):
                    for statement in _MIGRATIONS[step]:
                        conn.execute(statement)
                    if step == 2:
                        migrate_v2_data(_PgTransaction(conn))
                    conn.execute("INSERT INTO canasta_teach_schema(version) VALUES (%s)", (step,))
        except psycopg.Error as error:
            raise StoreError(
                f"{self.location} is not a usable progress store ({str(error).strip()})"
            ) from None

    def close(self) -> None:
        """Close the connection; safe to call twice."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    @property
    def _connection(self) -> Any:
        if self._conn is None:
            raise StoreError(f"the progress store {self.location} is closed")
        if self._conn.closed or self._conn.broken:
            self._conn = self._connect(self.url)
        return self._conn

    def _transaction(self, work: Callable[[Transaction], _T]) -> _T:
        """Run ``work`` in one transaction; our triggers' and the database's refusals become
        :class:`StoreError` (the password never in the message), and the rows stay as they were."""
        psycopg = _psycopg()
        conn = self._connection
        try:
            with conn.transaction():
                return work(_PgTransaction(conn))
        except psycopg.errors.RaiseException as error:  # our triggers
            raise StoreError(str(error.diag.message_primary or error).strip()) from None
        except psycopg.Error as error:
            raise StoreError(
                f"the progress store {self.location} refused a statement: {str(error).strip()}"
            ) from None

    def integrity_check(self) -> str:
        """``'ok'`` when the database answers and the insert-only triggers are in place."""
        rows = self._read(
            "SELECT tgname FROM pg_trigger WHERE tgrelid = 'answers'::regclass AND NOT tgisinternal"
            " AND tgenabled <> 'D' ORDER BY tgname"
        )
        names = [str(row[0]) for row in rows]
        if names != ["answers_never_changed", "answers_never_truncated"]:
            return f"the insert-only triggers on answers are missing or disabled: {names}"
        return "ok"
