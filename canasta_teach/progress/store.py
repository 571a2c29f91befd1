"""The learner progress store: answers, finished lessons and review state, on SQLite.

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
* Answers are a record of what happened, so the table is insert-only: there is no method to
  change or delete an answer, and triggers refuse ``UPDATE``/``DELETE`` at the database level
  too. Answering a position again adds a row; the first attempt stays as it was recorded.
* The file must never be downloadable, so it lives in the user's data folder by default
  (:func:`default_store_path`) and :func:`ensure_outside` refuses a path inside a folder the
  web server serves.
"""

from __future__ import annotations

import os
import random
import sqlite3
import time
import unicodedata
from collections import defaultdict
from dataclasses import KW_ONLY, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from types import TracebackType
from typing import Callable, Iterable, TypeVar

from .. import config
from ..errors import CanastaError

__all__ = [
    "SCHEMA_VERSION",
    "LEARNER_NAME_MAX",
    "StoreError",
    "StoreBusyError",
    "Answer",
    "LessonDone",
    "PositionStat",
    "RuleStat",
    "LearnerSummary",
    "BaseStore",
    "ProgressStore",
    "is_store_url",
    "open_store_at",
    "clean_learner_name",
    "default_store_path",
    "ensure_outside",
]

SCHEMA_VERSION = 1
"""Stored in ``PRAGMA user_version``; bump it and add a step to ``_MIGRATIONS`` on change."""

LEARNER_NAME_MAX = 40

_T = TypeVar("_T")
_S = TypeVar("_S", bound="BaseStore")

_ALLOWED_PUNCTUATION = " ._-"
_NAME_HINT = "letters, digits, spaces, '.', '_' or '-'"


class StoreError(CanastaError):
    """Raised when the progress store cannot be used: wrong path, not a database, too new."""


class StoreBusyError(StoreError):
    """Raised when other processes kept the store locked longer than the write deadline."""


# --------------------------------------------------------------------------- names, paths


def clean_learner_name(text: object) -> str:
    """Return the learner name as stored, or raise :class:`CanastaError` saying what is wrong.

    Names are typed by children on a shared screen, so the rule is short and easy to say:
    1 to 40 letters, digits, spaces, ``.``, ``_`` or ``-``. Surrounding spaces are removed
    and runs of inner spaces become one, so ``"Ann  Lee "`` and ``"Ann Lee"`` are the same
    learner. The text is NFC-normalised so an accented letter typed two ways is one name.
    Case is kept: ``Ann`` and ``ann`` are two learners (a teacher may have both).
    """
    if not isinstance(text, str):
        raise CanastaError(f"a learner name must be text, not {type(text).__name__}")
    name = " ".join(part for part in unicodedata.normalize("NFC", text).strip().split(" ") if part)
    if not name:
        raise CanastaError(
            f"a learner name cannot be empty: type 1 to {LEARNER_NAME_MAX} {_NAME_HINT}"
        )
    for ch in name:
        category = unicodedata.category(ch)
        if not (category.startswith("L") or category == "Nd" or ch in _ALLOWED_PUNCTUATION):
            raise CanastaError(
                f"the learner name {name!r} contains {ch!r}: use only {_NAME_HINT}"
            )
    if len(name) > LEARNER_NAME_MAX:
        raise CanastaError(
            f"the learner name {name[:LEARNER_NAME_MAX] + '…'!r} is {len(name)} characters "
            f"long: use at most {LEARNER_NAME_MAX}"
        )
    return name


def default_store_path() -> Path:
    """Where the progress store lives unless told otherwise.

    ``$CANASTA_TEACH_DB`` wins (tests, a school server); otherwise the XDG data folder,
    which is outside anything the notebook server serves.
    """
    explicit = config.db_path()
    if explicit is not None:
        return explicit
    data_home = os.environ.get("XDG_DATA_HOME") or ""
    # The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    base = Path(data_home).expanduser() if Path(data_home).is_absolute() else None
    if base is None:
        base = Path.home() / ".local" / "share"
    return base / "canasta-teach" / "progress.sqlite3"


def ensure_outside(path: str | os.PathLike[str], served_roots: Iterable[str | os.PathLike[str]]) -> Path:
    """Return the resolved ``path``, or raise if it is inside (or is) a served folder.

    Both sides are resolved (symlinks followed, ``..`` removed) before comparing, so a
    symlinked data folder pointing into the notebook folder is caught as well. The
    database holds every learner's answers; a web server must not hand it out.
    """
    resolved = Path(path).expanduser().resolve()
    for root in served_roots:
        served = Path(root).expanduser().resolve()
        if resolved == served or served in resolved.parents:
            raise StoreError(
                f"the progress store {str(resolved)!r} is inside the served folder "
                f"{str(served)!r}; anyone could download it. Set CANASTA_TEACH_DB to a "
                f"path outside that folder"
            )
    return resolved


def is_store_url(location: object) -> bool:
    """Whether ``location`` names a PostgreSQL database (``postgresql://...``), not a file."""
    return isinstance(location, str) and config.is_database_url(location)


def open_store_at(
    location: str | os.PathLike[str] | None = None,
    *,
    served_roots: Iterable[str | os.PathLike[str]] = (),
) -> "BaseStore":
    """Open the store at ``location``: a ``postgresql://`` URL opens the PostgreSQL store
    (psycopg, the ``hub`` extra, is imported only then), anything else an SQLite file.
    ``None`` means ``$CANASTA_TEACH_DB``, else :func:`default_store_path`."""
    if location is None:
        location = config.db_url() or default_store_path()
    if is_store_url(location):
        from .postgres import PostgresProgressStore

        return PostgresProgressStore.open(str(location))
    return ProgressStore.open(location, served_roots=served_roots)


# --------------------------------------------------------------------------- records


def _utc(value: datetime, what: str) -> datetime:
    """``value`` in UTC; naive datetimes are refused because their zone is a guess."""
    if not isinstance(value, datetime):
        raise CanastaError(f"{what} must be a datetime, not {type(value).__name__}")
    if value.tzinfo is None or value.tzinfo.utcoffset(value) is None:
        raise CanastaError(f"{what} must carry a time zone (use datetime.now(timezone.utc))")
    return value.astimezone(timezone.utc)


def _iso(value: datetime, what: str) -> str:
    """Fixed-width ISO-8601 UTC text, so that sorting the text sorts the times."""
    return _utc(value, what).isoformat(timespec="microseconds")


def _parse_iso(text: str) -> datetime:
    return datetime.fromisoformat(text).astimezone(timezone.utc)


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _check_source(source: object) -> str:
    if source == "quiz":
        return "quiz"
    if isinstance(source, str) and source.startswith("lesson:") and source[7:].strip():
        return source
    raise CanastaError(f"answer source {source!r} must be 'quiz' or 'lesson:<lesson name>'")


def _check_rule_ids(rule_ids: object) -> tuple[str, ...]:
    if isinstance(rule_ids, str):
        items: list[object] = list(rule_ids.split())
    else:
        try:
            items = list(rule_ids)  # type: ignore[call-overload]
        except TypeError:
            raise CanastaError(
                f"rule ids must be a sequence of strings, not {type(rule_ids).__name__}"
            ) from None
    seen: dict[str, None] = {}
    for item in items:
        if not isinstance(item, str) or not item or any(ch.isspace() for ch in item):
            raise CanastaError(f"rule id {item!r} must be non-empty text without spaces")
        seen.setdefault(item, None)
    return tuple(seen)


@dataclass(frozen=True)
class Answer:
    """One answer a learner gave to one position, as it happened.

    ``first_try`` is whether this was the learner's first attempt at the position in its
    lesson or quiz; ``rule_ids`` are the rules the position teaches (an answer counts for
    each). Validated and normalised on construction so a bad row never reaches the file.
    """

    learner: str
    position_id: str
    _: KW_ONLY
    rule_ids: tuple[str, ...]
    correct: bool
    first_try: bool
    source: str
    answered_at: datetime = field(default_factory=_now)
    answer: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "learner", clean_learner_name(self.learner))
        if not isinstance(self.position_id, str) or not self.position_id.strip():
            raise CanastaError(f"position id {self.position_id!r} must be non-empty text")
        object.__setattr__(self, "position_id", self.position_id.strip())
        object.__setattr__(self, "rule_ids", _check_rule_ids(self.rule_ids))
        object.__setattr__(self, "correct", bool(self.correct))
        object.__setattr__(self, "first_try", bool(self.first_try))
        object.__setattr__(self, "source", _check_source(self.source))
        object.__setattr__(self, "answered_at", _utc(self.answered_at, "answered_at"))
        if self.answer is not None and not isinstance(self.answer, str):
            raise CanastaError(f"answer must be text or None, not {type(self.answer).__name__}")


@dataclass(frozen=True)
class LessonDone:
    """A finished lesson: when, and how many of its ``steps`` were right the first time."""

    lesson: str
    completed_at: datetime
    _: KW_ONLY
    right_first_time: int
    steps: int


class _FirstTries:
    """The shares a teacher reads, from the counts of first attempts."""

    first_tries: int
    right_first_time: int

    @property
    def share_right_first_time(self) -> float | None:
        """Right first attempts / first attempts, or None when nobody has tried it yet."""
        return self.right_first_time / self.first_tries if self.first_tries else None

    @property
    def missed_first_time(self) -> int:
        return self.first_tries - self.right_first_time


@dataclass(frozen=True)
class PositionStat(_FirstTries):
    """How a class did on one position.

    ``right_first_time`` counts first attempts that were right; the share is taken over
    first attempts only, because retries after a hint would flatter the figure.
    """

    position_id: str
    learners: int
    _: KW_ONLY
    answers: int
    first_tries: int
    right_first_time: int



@dataclass(frozen=True)
class RuleStat(_FirstTries):
    """How a class did on the positions teaching one rule (same counting as PositionStat)."""

    rule_id: str
    learners: int
    _: KW_ONLY
    answers: int
    first_tries: int
    right_first_time: int


@dataclass(frozen=True)
class LearnerSummary:
    """One line of the teacher's class list."""

    name: str
    answers: int
    _: KW_ONLY
    right: int
    lessons_done: int
    last_seen: datetime | None


# --------------------------------------------------------------------------- schema

_SCHEMA_V1 = (
    """CREATE TABLE IF NOT EXISTS answers(
        id INTEGER PRIMARY KEY,
        learner TEXT NOT NULL,
        position_id TEXT NOT NULL,
        rule_ids TEXT NOT NULL,          -- space-separated
        correct INTEGER NOT NULL,
        first_try INTEGER NOT NULL,
        source TEXT NOT NULL,            -- 'lesson:<name>' or 'quiz'
        answered_at TEXT NOT NULL,       -- ISO-8601 UTC
        answer TEXT
    )""",
    "CREATE INDEX IF NOT EXISTS answers_by_learner ON answers(learner)",
    "CREATE INDEX IF NOT EXISTS answers_by_position ON answers(position_id)",
    """CREATE TRIGGER IF NOT EXISTS answers_never_updated BEFORE UPDATE ON answers
        BEGIN SELECT RAISE(ABORT, 'answers are never changed once recorded'); END""",
    """CREATE TRIGGER IF NOT EXISTS answers_never_deleted BEFORE DELETE ON answers
        BEGIN SELECT RAISE(ABORT, 'answers are never deleted once recorded'); END""",
    """CREATE TABLE IF NOT EXISTS lessons_done(
        learner TEXT NOT NULL,
        lesson TEXT NOT NULL,
        completed_at TEXT NOT NULL,
        right_first_time INTEGER NOT NULL,
        steps INTEGER NOT NULL,
        PRIMARY KEY(learner, lesson)
    )""",
    """CREATE TABLE IF NOT EXISTS review_cards(
        learner TEXT NOT NULL,
        item_id TEXT NOT NULL,
        card_json TEXT NOT NULL,
        due TEXT NOT NULL,
        PRIMARY KEY(learner, item_id)
    )""",
)

# version reached -> statements taking the schema there from the version before
_MIGRATIONS: dict[int, tuple[str, ...]] = {1: _SCHEMA_V1}


def _is_busy(error: sqlite3.OperationalError) -> bool:
    message = str(error).lower()
    return "locked" in message or "busy" in message


# --------------------------------------------------------------------------- the store


class BaseStore:
    """What every progress store offers, with the same guarantees: the SQLite
    :class:`ProgressStore` (one machine) and, for a school on JupyterHub,
    :class:`canasta_teach.progress.postgres.PostgresProgressStore`. Answers are insert-only,
    enforced by the database itself; each write is one short transaction of its own, so
    nothing a learner did is lost when many kernels write at once. Pick one from a path or a
    URL with :func:`open_store_at`.

    A backend provides ``_write`` (one statement in a transaction of its own: its row count),
    ``_insert`` (an ``INSERT``: the new row's id), ``_read`` (rows), ``close``,
    ``integrity_check`` and ``location`` (for messages; never a password). Statements use
    ``?`` placeholders and SQL both databases read the same way.
    """

    location: str = ""

    def _write(self, statement: str, parameters: tuple[object, ...]) -> int:
        raise NotImplementedError

    def _insert(self, statement: str, parameters: tuple[object, ...]) -> int:
        raise NotImplementedError

    def _read(self, statement: str, parameters: tuple[object, ...] = ()) -> list[tuple]:  # type: ignore[type-arg]
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def integrity_check(self) -> str:
        """``'ok'`` when the store is sound, else the database's complaint."""
        raise NotImplementedError

    def __enter__(self: _S) -> _S:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    # -- answers

    def record_answer(self, answer: Answer) -> int:
        """Append ``answer`` and return its row id. Answers are never changed afterwards."""
        if not isinstance(answer, Answer):
            raise CanastaError(f"record_answer needs an Answer, not {type(answer).__name__}")
        return self._insert(
            "INSERT INTO answers(learner, position_id, rule_ids, correct, first_try, source,"
            " answered_at, answer) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                answer.learner,
                answer.position_id,
                " ".join(answer.rule_ids),
                int(answer.correct),
                int(answer.first_try),
                answer.source,
                _iso(answer.answered_at, "answered_at"),
                answer.answer,
            ),
        )

    def answers(self, *, learner: str | None = None) -> list[Answer]:
        """Every recorded answer (of one learner when given), oldest first."""
        columns = (
            "SELECT learner, position_id, rule_ids, correct, first_try, source, answered_at,"
            " answer FROM answers"
        )
        if learner is None:
            rows = self._read(f"{columns} ORDER BY id")
        else:
            rows = self._read(
                f"{columns} WHERE learner = ? ORDER BY id", (clean_learner_name(learner),)
            )
        return [
            Answer(
                name,
                position_id,
                rule_ids=tuple(rule_ids.split()),
                correct=bool(correct),
                first_try=bool(first_try),
                source=source,
                answered_at=_parse_iso(answered_at),
                answer=text,
            )
            for name, position_id, rule_ids, correct, first_try, source, answered_at, text in rows
        ]

    # -- lessons

    def mark_lesson_done(
        self,
        learner: str,
        lesson: str,
        *,
        right_first_time: int,
        steps: int,
        at: datetime | None = None,
    ) -> bool:
        """Record that ``learner`` finished ``lesson``; return False if it already was.

        The first completion is kept (like answers, it is what happened first); doing a
        lesson again is practice and shows up in the answers table instead.
        """
        name = clean_learner_name(learner)
        if not isinstance(lesson, str) or not lesson.strip():
            raise CanastaError(f"lesson name {lesson!r} must be non-empty text")
        for label, value in (("steps", steps), ("right_first_time", right_first_time)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise CanastaError(f"{label} must be a whole number of at least 0, not {value!r}")
        if right_first_time > steps:
            raise CanastaError(
                f"right_first_time ({right_first_time}) cannot exceed steps ({steps})"
            )
        inserted = self._write(
            "INSERT INTO lessons_done(learner, lesson, completed_at, right_first_time, steps)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT(learner, lesson) DO NOTHING",
            (name, lesson.strip(), _iso(at or _now(), "at"), right_first_time, steps),
        )
        return inserted == 1

    def lessons_done(self, learner: str) -> dict[str, LessonDone]:
        """The lessons ``learner`` has finished, by lesson name, in completion order."""
        rows = self._read(
            "SELECT lesson, completed_at, right_first_time, steps FROM lessons_done"
            " WHERE learner = ? ORDER BY completed_at, lesson",
            (clean_learner_name(learner),),
        )
        return {
            lesson: LessonDone(
                lesson, _parse_iso(completed_at), right_first_time=right, steps=steps
            )
            for lesson, completed_at, right, steps in rows
        }

    # -- review cards (fsrs state, owned by canasta_teach.progress.schedule)

    def save_review_card(
        self, learner: str, item_id: str, *, card_json: str, due: datetime
    ) -> None:
        """Store (replacing) the spaced-repetition state of one item for one learner.

        Unlike answers this is derived state: the scheduler rewrites it on every review.
        """
        if not isinstance(item_id, str) or not item_id:
            raise CanastaError(f"item id {item_id!r} must be non-empty text")
        if not isinstance(card_json, str):
            raise CanastaError(f"card_json must be text, not {type(card_json).__name__}")
        self._write(
            "INSERT INTO review_cards(learner, item_id, card_json, due) VALUES (?, ?, ?, ?)"
            " ON CONFLICT(learner, item_id) DO UPDATE SET card_json = excluded.card_json,"
            " due = excluded.due",
            (clean_learner_name(learner), item_id, card_json, _iso(due, "due")),
        )

    def review_cards(self, learner: str) -> dict[str, tuple[str, datetime]]:
        """``item_id -> (card_json, due)`` for every item ``learner`` has reviewed."""
        rows = self._read(
            "SELECT item_id, card_json, due FROM review_cards WHERE learner = ? ORDER BY item_id",
            (clean_learner_name(learner),),
        )
        return {item_id: (card_json, _parse_iso(due)) for item_id, card_json, due in rows}

    # -- teacher aggregates

    def position_stats(self) -> list[PositionStat]:
        """One line per answered position, by position id."""
        rows = self._read(
            "SELECT position_id, COUNT(DISTINCT learner), COUNT(*), SUM(first_try),"
            " SUM(CASE WHEN first_try = 1 AND correct = 1 THEN 1 ELSE 0 END) FROM answers GROUP BY position_id ORDER BY position_id"
        )
        return [
            PositionStat(
                position_id, learners, answers=answers, first_tries=firsts, right_first_time=right
            )
            for position_id, learners, answers, firsts, right in rows
        ]

    def rule_stats(self) -> list[RuleStat]:
        """One line per rule id; an answer with several rule ids counts for each of them."""
        learners: dict[str, set[str]] = defaultdict(set)
        counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
        rows = self._read("SELECT learner, rule_ids, correct, first_try FROM answers")
        for learner, rule_ids, correct, first_try in rows:
            for rule_id in set(rule_ids.split()):
                learners[rule_id].add(learner)
                tally = counts[rule_id]
                tally[0] += 1
                tally[1] += first_try
                tally[2] += bool(first_try and correct)
        return [
            RuleStat(
                rule_id,
                len(learners[rule_id]),
                answers=tally[0],
                first_tries=tally[1],
                right_first_time=tally[2],
            )
            for rule_id, tally in sorted(counts.items())
        ]

    def most_missed(self, limit: int = 10) -> list[PositionStat]:
        """The positions most often missed at the first attempt, worst first.

        Ranked by the number of missed first attempts (a position one learner missed once
        should not outrank one half the class missed), then by the lower share right, then
        by id. Positions nobody has missed are left out.
        """
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
            raise CanastaError(f"limit must be a whole number of at least 0, not {limit!r}")
        missed = [stat for stat in self.position_stats() if stat.missed_first_time > 0]
        missed.sort(
            key=lambda s: (-s.missed_first_time, s.share_right_first_time or 0.0, s.position_id)
        )
        return missed[:limit]

    def learners(self) -> list[LearnerSummary]:
        """Everyone who has answered or finished a lesson, by name."""
        answer_rows = self._read(
            "SELECT learner, COUNT(*), SUM(correct), MAX(answered_at) FROM answers GROUP BY learner"
        )
        lesson_rows = self._read(
            "SELECT learner, COUNT(*), MAX(completed_at) FROM lessons_done GROUP BY learner"
        )
        answered = {name: (count, right, last) for name, count, right, last in answer_rows}
        finished = {name: (count, last) for name, count, last in lesson_rows}
        summaries = []
        for name in sorted(answered.keys() | finished.keys()):
            count, right, last_answer = answered.get(name, (0, 0, None))
            lessons, last_lesson = finished.get(name, (0, None))
            last = max((t for t in (last_answer, last_lesson) if t is not None), default=None)
            summaries.append(
                LearnerSummary(
                    name,
                    count,
                    right=right,
                    lessons_done=lessons,
                    last_seen=_parse_iso(last) if last is not None else None,
                )
            )
        return summaries


class ProgressStore(BaseStore):
    """The SQLite store: one connection to the progress file; open with :meth:`open`, use as
    a context manager.

    ``busy_retries`` counts how often a statement found the file locked and was retried
    after a pause (the benchmark reports it). One store per process/kernel; the
    connection is not shared between threads.
    """

    def __init__(
        self,
        connection: sqlite3.Connection,
        path: Path,
        *,
        write_deadline: float,
    ) -> None:
        """Prefer :meth:`open`; this only wraps an already configured connection."""
        self._conn: sqlite3.Connection | None = connection
        self.path = path
        self.location = str(path)
        self.write_deadline = write_deadline
        self.busy_retries = 0

    # -- opening and closing

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str] | None = None,
        *,
        served_roots: Iterable[str | os.PathLike[str]] = (),
        busy_timeout: float = 2.0,
        write_deadline: float = 10.0,
    ) -> "ProgressStore":
        """Open (creating folders, file and schema if needed) the store at ``path``.

        ``path`` defaults to :func:`default_store_path`. ``served_roots`` are folders the
        web server serves; the store refuses to live inside them. ``busy_timeout`` is how
        long SQLite itself waits for a lock per attempt; ``write_deadline`` bounds the whole
        retry loop around each statement.
        """
        target = Path(path) if path is not None else default_store_path()
        target = ensure_outside(target, served_roots)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StoreError(
                f"cannot create the folder for the progress store {str(target)!r}: {error.strerror}"
            ) from error
        try:
            connection = sqlite3.connect(
                target, timeout=busy_timeout, isolation_level=None, check_same_thread=True
            )
        except sqlite3.Error as error:
            raise StoreError(f"cannot open the progress store {str(target)!r}: {error}") from error
        store = cls(connection, target, write_deadline=write_deadline)
        try:
            store._retry(store._configure)
            store._retry(store._migrate)
        except sqlite3.DatabaseError as error:
            connection.close()
            raise StoreError(
                f"{str(target)!r} is not a usable progress store ({error}); move it away "
                f"or point CANASTA_TEACH_DB elsewhere"
            ) from error
        except BaseException:
            connection.close()
            raise
        return store

    def _configure(self) -> None:
        conn = self._connection
        mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise StoreError(
                f"the progress store {str(self.path)!r} could not switch to WAL mode "
                f"(got {mode!r}); is it on a network drive?"
            )
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA foreign_keys=ON")

    def _migrate(self) -> None:
        conn = self._connection
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version == SCHEMA_VERSION:
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            # read again under the write lock: another process may have just migrated
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StoreError(
                    f"the progress store {str(self.path)!r} has schema version {version}, "
                    f"newer than this canasta-teach understands ({SCHEMA_VERSION}); upgrade it"
                )
            for step in range(version + 1, SCHEMA_VERSION + 1):
                for statement in _MIGRATIONS[step]:
                    conn.execute(statement)
            conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise

    def close(self) -> None:
        """Close the connection; safe to call twice."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    @property
    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StoreError(f"the progress store {str(self.path)!r} is closed")
        return self._conn

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
                self.busy_retries += 1
                time.sleep(min(remaining, pause * (0.5 + random.random())))
                pause = min(pause * 2, 0.25)

    def _write(self, statement: str, parameters: tuple[object, ...]) -> int:
        """Run one statement in its own short ``BEGIN IMMEDIATE`` transaction, retried."""
        return self._write_cursor(statement, parameters).rowcount

    def _insert(self, statement: str, parameters: tuple[object, ...]) -> int:
        row_id = self._write_cursor(statement, parameters).lastrowid
        if row_id is None:  # pragma: no cover - sqlite always sets it after an INSERT
            raise StoreError("the answer was stored but SQLite gave no row id")
        return row_id

    def _write_cursor(self, statement: str, parameters: tuple[object, ...]) -> sqlite3.Cursor:
        conn = self._connection

        def attempt() -> sqlite3.Cursor:
            conn.execute("BEGIN IMMEDIATE")
            try:
                cursor = conn.execute(statement, parameters)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            return cursor

        return self._retry(attempt)

    def _read(self, statement: str, parameters: tuple[object, ...] = ()) -> list[tuple]:  # type: ignore[type-arg]
        conn = self._connection
        return self._retry(lambda: conn.execute(statement, parameters).fetchall())

    def integrity_check(self) -> str:
        """SQLite's ``PRAGMA integrity_check`` verdict: ``'ok'`` when the file is sound."""
        rows = self._read("PRAGMA integrity_check")
        return "\n".join(str(row[0]) for row in rows)
