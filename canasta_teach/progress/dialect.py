"""The two SQL dialects of the progress store, SQLite and PostgreSQL, told apart in one place.

The store's statements are written once, in the SQL both databases read the same way, with
``?`` placeholders (DB-API ``qmark``). What differs is said here and nowhere else:

* the placeholders: sqlite3 takes ``?``; psycopg takes ``%s`` (``format``), where a literal
  ``%`` must be written ``%%``. :meth:`Dialect.sql` turns one into the other, skipping quoted
  text and comments, so a ``?`` or ``%`` inside a string literal stays as it is;
* the column types of the schema: PostgreSQL's text columns use the "C" collation, so that
  everything sorts as in SQLite, and its row ids are identity columns;
* the triggers that make a table insert-only (:meth:`Dialect.insert_only`).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

__all__ = ["Dialect", "SQLITE", "POSTGRES"]


@dataclass(frozen=True)
class Dialect:
    """What one database needs said its own way (see the module docstring)."""

    name: str
    paramstyle: str
    """The DB-API paramstyle of its driver: ``qmark`` (sqlite3) or ``format`` (psycopg)."""
    text: str
    """The type of a text column that is compared or sorted."""
    row_id: str
    """The type of an ever-growing integer row id that orders the rows as inserted."""

    def sql(self, statement: str) -> str:
        """``statement`` (``?`` placeholders) as this database's driver takes it."""
        if self.paramstyle == "qmark":
            return statement
        return _qmark_to_format(statement)

    def insert_only(self, table: str, *, function: str, changed: str, deleted: str) -> tuple[str, ...]:
        """The statements refusing ``UPDATE`` and ``DELETE`` (and PostgreSQL's ``TRUNCATE``) of
        the rows of ``table`` at the database level, for every role and connection, with the
        messages ``changed`` and ``deleted``. ``function`` names PostgreSQL's trigger function."""
        for message in (changed, deleted):
            if "'" in message or "%" in message:
                raise ValueError(f"a trigger message cannot hold quotes or '%': {message!r}")
        if self.name == "sqlite":
            return (
                f"""CREATE TRIGGER IF NOT EXISTS {table}_never_updated BEFORE UPDATE ON {table}
        BEGIN SELECT RAISE(ABORT, '{changed}'); END""",
                f"""CREATE TRIGGER IF NOT EXISTS {table}_never_deleted BEFORE DELETE ON {table}
        BEGIN SELECT RAISE(ABORT, '{deleted}'); END""",
            )
        return (
            f"""CREATE OR REPLACE FUNCTION {function}() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'UPDATE' THEN
                RAISE EXCEPTION '{changed}';
            END IF;
            RAISE EXCEPTION '{deleted}';
        END $$""",
            f"""CREATE TRIGGER {table}_never_changed BEFORE UPDATE OR DELETE ON {table}
        FOR EACH ROW EXECUTE FUNCTION {function}()""",
            f"""CREATE TRIGGER {table}_never_truncated BEFORE TRUNCATE ON {table}
        FOR EACH STATEMENT EXECUTE FUNCTION {function}()""",
        )


SQLITE = Dialect("sqlite", "qmark", text="TEXT", row_id="INTEGER PRIMARY KEY")
POSTGRES = Dialect(
    "postgresql",
    "format",
    text='TEXT COLLATE "C"',
    row_id="BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY",
)


@functools.lru_cache(maxsize=512)
def _qmark_to_format(statement: str) -> str:
    """``?`` -> ``%s`` and ``%`` -> ``%%`` outside quoted text (``'...'``, ``"..."``,
    ``$$...$$``) and ``--`` comments; inside them only ``%`` is doubled (psycopg reads every
    ``%`` of the text, quoted or not).

    >>> _qmark_to_format("SELECT '?', x FROM t WHERE a = ? AND b LIKE '%z'")
    "SELECT '?', x FROM t WHERE a = %s AND b LIKE '%%z'"
    """
    out: list[str] = []
    i, n = 0, len(statement)
    while i < n:
        ch = statement[i]
        if ch in "'\"" or statement.startswith("$$", i) or statement.startswith("--", i):
            if ch in "'\"":
                end = statement.find(ch, i + 1)
                end = n if end < 0 else end + 1
            elif ch == "$":
                end = statement.find("$$", i + 2)
                end = n if end < 0 else end + 2
            else:
                end = statement.find("\n", i)
                end = n if end < 0 else end
            out.append(statement[i:end].replace("%", "%%"))
            i = end
            continue
        out.append("%s" if ch == "?" else "%%" if ch == "%" else ch)
        i += 1
    return "".join(out)
