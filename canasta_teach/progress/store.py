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

import hmac
import os
import random
import secrets
import sqlite3
import time
import unicodedata
from dataclasses import KW_ONLY, dataclass, field
from datetime import datetime, timedelta, timezone
from hashlib import sha256
from pathlib import Path
from types import TracebackType
from typing import Any, Callable, Iterable, Protocol, TypeVar

from .. import config
from ..errors import CanastaError
from ..judge.wording import say
from .identity import Learner, code_hash_input, mint_code, normalise_code
from .name_keys import rekey_if_stale
from .names import NameRefused, learner_name, prepare
from .position_keys import PositionLabel, label_for_id

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
    "ProgressStore",
    "is_store_url",
    "open_store_at",
    "clean_learner_name",
    "learner_id",
    "default_store_path",
    "ensure_outside",
]

SCHEMA_VERSION = 2
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


class NameTaken(CanastaError):
    """A name (or a look-alike of it) already belongs to a learner of this store: only that
    learner's code opens it. The message says so in the learner's words."""


class AnswerRateExceeded(CanastaError):
    """More answers of one learner in a minute than any person gives: the answer is not kept."""


ANSWERS_PER_MINUTE = 60
"""The most answers one learner may record in any minute (one a second on average). A child
answers a position in several seconds; a page sending more is a script, and its rows would
only drown the class figures and the disk."""


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


def learner_id(learner: object) -> str:
    """A learner id as stored: the :class:`Learner`'s id, or text that names one.

    Ids are the display names learners chose (or had before codes existed), so they are
    checked for what a row needs (text, not empty, no control characters), not re-cleaned:
    an id is never re-spelled once rows refer to it.
    """
    if isinstance(learner, Learner):
        learner = learner.id
    if not isinstance(learner, str):
        raise CanastaError(f"a learner must be a Learner or text, not {type(learner).__name__}")
    text = " ".join(learner.split())
    if not text or len(text) > 120:
        raise CanastaError(f"a learner id must be 1 to 120 characters, not {len(text)}")
    if any(unicodedata.category(ch) in ("Cc", "Cf") for ch in text) or "/" in text:
        bad = next(ch for ch in text if unicodedata.category(ch) in ("Cc", "Cf") or ch == "/")
        raise CanastaError(f"the learner name {text!r} contains {bad!r}: use only {_NAME_HINT}")
    return text


@dataclass(frozen=True)
class Answer:
    """One answer a learner gave to one position, as it happened.

    ``first_try`` is what the page believed (its own attempt counter); the store does not
    trust it: the answer stored as the first is the first the store received for this
    learner and position, reloads included (:meth:`BaseStore.record_answer`). ``rule_ids``
    are the rules the position teaches (an answer counts for each). Validated and normalised
    on construction so a bad row never reaches the file.
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
        object.__setattr__(self, "learner", learner_id(self.learner))
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
    """A finished lesson: first finished when, and the best count of its ``steps`` that
    were right the first time (it can grow, never shrink)."""

    lesson: str
    completed_at: datetime
    _: KW_ONLY
    right_first_time: int
    steps: int


class _FirstTries:
    """The shares a teacher reads, from the counts of first answers."""

    first_tries: int
    right_first_time: int

    @property
    def share_right_first_time(self) -> float | None:
        """Right first answers / first answers, or None when nobody has tried it yet."""
        return self.right_first_time / self.first_tries if self.first_tries else None

    @property
    def missed_first_time(self) -> int:
        return self.first_tries - self.right_first_time


@dataclass(frozen=True)
class PositionStat(_FirstTries):
    """How a class did on one position (all positions of one generator count as one).

    ``position_id`` is the position's key (:class:`PositionLabel`); ``learners`` the distinct
    learners who answered it, ``learners_missed`` those whose first answer was wrong;
    ``first_tries``/``right_first_time`` count first answers (one per learner and position,
    reloads included), ``answers`` every answer, practice too.
    """

    position_id: str
    learners: int
    _: KW_ONLY
    answers: int
    first_tries: int
    right_first_time: int
    learners_missed: int = 0
    title: str = ""
    lesson: str = ""

    @property
    def label(self) -> str:
        """Title and lesson, the way the teacher reads a position."""
        return f"{self.title} ({self.lesson})" if self.lesson else (self.title or self.position_id)


@dataclass(frozen=True)
class RuleStat(_FirstTries):
    """How a class did on the positions teaching one rule (same counting as PositionStat)."""

    rule_id: str
    learners: int
    _: KW_ONLY
    answers: int
    first_tries: int
    right_first_time: int
    learners_missed: int = 0


#: In the name key of a hub account's learner (made by ``account_learner``): no typed name has it.
ACCOUNT_MARK = "#account:"


@dataclass(frozen=True)
class LearnerSummary:
    """One line of the teacher's class list. ``has_code`` is False for a learner who has no
    personal code yet (from before codes, or a hub user): the roster can mint one.
    ``signed_in`` is True for a hub account: the hub's sign-in is its key, it needs no code."""

    name: str
    answers: int
    _: KW_ONLY
    right: int
    lessons_done: int
    last_seen: datetime | None
    first_tries: int = 0
    right_first_time: int = 0
    has_code: bool = False
    signed_in: bool = False


@dataclass(frozen=True)
class StuckLearner:
    """A learner the teacher may want to help: ``missed`` of their last ``recent`` first
    answers were wrong, and/or lessons they started and have not finished."""

    name: str
    recent: int
    missed: int
    unfinished: tuple[str, ...]
    last_seen: datetime | None


@dataclass(frozen=True)
class RosterEntry:
    """One line of a printed roster: the learner and their new code (None: code kept)."""

    learner: Learner
    code: str | None


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

#: Version 2: learners with personal codes, one first answer per learner and position,
#: position labels and rules for the dashboard's GROUP BY. Shared text for both databases
#: (PostgreSQL adds its collations and triggers in :mod:`.postgres`).
_SCHEMA_V2_SQLITE = (
    "CREATE TABLE IF NOT EXISTS store_settings(name TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE IF NOT EXISTS learners(
        learner TEXT PRIMARY KEY,        -- the id every other table uses
        display_name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,   -- names.learner_name(...).key: look-alikes collide
        code_hash TEXT UNIQUE,           -- HMAC of the personal code; NULL: none minted yet
        created_at TEXT NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS positions(
        position_id TEXT PRIMARY KEY,
        position_key TEXT NOT NULL,
        title TEXT NOT NULL,
        lesson_id TEXT NOT NULL,
        lesson_title TEXT NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS positions_by_lesson ON positions(lesson_id)",
    """CREATE TABLE IF NOT EXISTS position_rules(
        position_id TEXT NOT NULL,
        rule_id TEXT NOT NULL,
        PRIMARY KEY(position_id, rule_id)
    )""",
    """CREATE TABLE IF NOT EXISTS first_answers(
        learner TEXT NOT NULL,
        position_id TEXT NOT NULL,
        correct INTEGER NOT NULL,
        source TEXT NOT NULL,
        answered_at TEXT NOT NULL,
        PRIMARY KEY(learner, position_id)
    )""",
    "CREATE INDEX IF NOT EXISTS first_answers_by_position ON first_answers(position_id, correct, learner)",
    "CREATE INDEX IF NOT EXISTS first_answers_by_time ON first_answers(learner, answered_at DESC, position_id DESC, correct)",
    "CREATE INDEX IF NOT EXISTS first_answers_by_source ON first_answers(learner, source, answered_at)",
    "CREATE INDEX IF NOT EXISTS answers_by_learner_time ON answers(learner, answered_at, correct)",
    """CREATE TRIGGER IF NOT EXISTS first_answers_never_updated BEFORE UPDATE ON first_answers
        BEGIN SELECT RAISE(ABORT, 'a first answer is never changed once recorded'); END""",
    """CREATE TRIGGER IF NOT EXISTS first_answers_never_deleted BEFORE DELETE ON first_answers
        BEGIN SELECT RAISE(ABORT, 'a first answer is never deleted once recorded'); END""",
)

# version reached -> statements taking the schema there from the version before
_MIGRATIONS: dict[int, tuple[str, ...]] = {1: _SCHEMA_V1, 2: _SCHEMA_V2_SQLITE}

#: The earliest answer of each learner and position becomes its first answer (migration).
BACKFILL_FIRST_ANSWERS = (
    "INSERT INTO first_answers(learner, position_id, correct, source, answered_at)"
    " SELECT a.learner, a.position_id, a.correct, a.source, a.answered_at FROM answers a"
    " WHERE a.id IN (SELECT MIN(id) FROM answers GROUP BY learner, position_id)"
    " ON CONFLICT(learner, position_id) DO NOTHING"
)


def _is_busy(error: sqlite3.OperationalError) -> bool:
    message = str(error).lower()
    return "locked" in message or "busy" in message


class Transaction(Protocol):
    """The statements one backend transaction offers to :class:`BaseStore`'s shared logic."""

    def execute(self, statement: str, parameters: tuple[object, ...] = ()) -> int:
        """Run a statement; its row count."""

    def query(self, statement: str, parameters: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        """Run a query; its rows."""


def migrate_v2_data(tx: Transaction) -> None:
    """The data half of migration 2, the same on both databases: the store's salt, a learners
    row (without a code) for every name already in the store, a label for every answered
    position, and the first answers from the earliest answers."""
    tx.execute(
        "INSERT INTO store_settings(name, value) VALUES ('code_salt', ?) ON CONFLICT(name) DO NOTHING",
        (secrets.token_hex(32),),
    )
    names = tx.query(
        "SELECT learner, MIN(t) FROM (SELECT learner, MIN(answered_at) AS t FROM answers GROUP BY learner"
        " UNION ALL SELECT learner, MIN(completed_at) AS t FROM lessons_done GROUP BY learner"
        " UNION ALL SELECT learner, MIN(due) AS t FROM review_cards GROUP BY learner) every_learner"
        " GROUP BY learner ORDER BY MIN(t), learner"
    )
    taken: set[str] = {row[0] for row in tx.query("SELECT name_key FROM learners")}
    for learner_id, first_seen in names:
        try:
            key = learner_name(learner_id).key
        except NameRefused:
            key = ""
        if not key or key in taken:
            # a look-alike of an earlier name (old stores kept "Ann" and "ann" apart): the rows
            # stay this learner's, but the name cannot be claimed; only the roster opens it
            key = f"{key}#{learner_id}"
        taken.add(key)
        tx.execute(
            "INSERT INTO learners(learner, display_name, name_key, code_hash, created_at)"
            " VALUES (?, ?, ?, NULL, ?) ON CONFLICT DO NOTHING",
            (learner_id, learner_id, key, first_seen),
        )
    for position_id, source, rule_ids in tx.query(
        "SELECT position_id, MIN(source), MIN(rule_ids) FROM answers GROUP BY position_id"
    ):
        label = label_for_id(position_id, source)
        tx.execute(
            "INSERT INTO positions(position_id, position_key, title, lesson_id, lesson_title)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT(position_id) DO NOTHING",
            (position_id, label.key, label.title, label.lesson_id, label.lesson_title),
        )
        for rule_id in set(rule_ids.split()):
            tx.execute(
                "INSERT INTO position_rules(position_id, rule_id) VALUES (?, ?)"
                " ON CONFLICT(position_id, rule_id) DO NOTHING",
                (position_id, rule_id),
            )
    tx.execute(BACKFILL_FIRST_ANSWERS)


def register_learner(tx: Transaction, learner: str, when: str) -> None:
    """Make sure ``learner`` (an id rows are written under) has a row in ``learners``, without
    a code, so that its name counts as taken: nobody can claim a name whose rows exist. A
    look-alike of a name already there gets a key of its own that no typed name can reach
    (``key#id``): its rows stay apart, and only the roster can give it a code."""
    if tx.query("SELECT 1 FROM learners WHERE learner = ?", (learner,)):
        return
    try:
        key = learner_name(learner).key
    except NameRefused:
        key = ""
    insert = (
        "INSERT INTO learners(learner, display_name, name_key, code_hash, created_at)"
        " VALUES (?, ?, ?, NULL, ?) ON CONFLICT DO NOTHING"
    )
    if not key or tx.execute(insert, (learner, learner, key, when)) == 0:
        tx.execute(insert, (learner, learner, f"{key}#{learner}", when))


# --------------------------------------------------------------------------- the store


class BaseStore:
    """What every progress store offers, with the same guarantees: the SQLite
    :class:`ProgressStore` (one machine) and, for a school on JupyterHub,
    :class:`canasta_teach.progress.postgres.PostgresProgressStore`. Answers are insert-only,
    enforced by the database itself; each write is one short transaction of its own, so
    nothing a learner did is lost when many kernels write at once. Pick one from a path or a
    URL with :func:`open_store_at`.

    A backend provides ``_transaction(work)`` (runs ``work(tx)`` in one transaction of its
    own with a :class:`Transaction`, committing when it returns), ``close``,
    ``integrity_check`` and ``location`` (for messages; never a password). Statements use
    ``?`` placeholders and SQL both databases read the same way (no ``%`` in statements).

    ``answers_per_minute`` bounds how many answers one learner may record in a minute
    (:data:`ANSWERS_PER_MINUTE`; None: no bound, for imports and tests).
    """

    location: str = ""
    answers_per_minute: int | None = ANSWERS_PER_MINUTE
    _salt: bytes | None = None
    _name_keys_checked = False

    def _transaction(self, work: Callable[[Transaction], _T]) -> _T:
        raise NotImplementedError

    def _write(self, statement: str, parameters: tuple[object, ...] = ()) -> int:
        """One statement in a transaction of its own: its row count."""
        return self._transaction(lambda tx: tx.execute(statement, parameters))

    def _read(self, statement: str, parameters: tuple[object, ...] = ()) -> list[tuple]:  # type: ignore[type-arg]
        return self._transaction(lambda tx: tx.query(statement, parameters))

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

    # -- learners and their codes

    def _keys_current(self) -> None:
        """Bring stored name keys in step with today's skeleton, once per store object."""
        if not self._name_keys_checked:
            prepare()
            self._transaction(rekey_if_stale)
            self._name_keys_checked = True

    def _code_hash(self, code: str) -> str:
        if self._salt is None:
            rows = self._read("SELECT value FROM store_settings WHERE name = 'code_salt'")
            if not rows:  # pragma: no cover - the migration always writes it
                raise StoreError(f"the progress store {self.location} has no code salt; open it again")
            self._salt = bytes.fromhex(rows[0][0])
        return hmac.new(self._salt, code_hash_input(code), sha256).hexdigest()

    def claim_name(self, text: object, *, at: datetime | None = None) -> tuple[Learner, str]:
        """Make a new learner named ``text`` and return them with their personal code.

        Raises :class:`~.names.NameRefused` for a name that cannot be one, and
        :class:`NameTaken` when the name or a look-alike of it (case, Cyrillic or Greek
        letters) already belongs to someone: the name alone never opens a learner's progress.
        The code is returned once; the store keeps only its HMAC.
        """
        name = learner_name(text)
        self._keys_current()
        code = mint_code()
        when = _iso(at or _now(), "at")
        digest = self._code_hash(code)

        def work(tx: Transaction) -> int:
            for table in ("learners", "answers", "lessons_done", "review_cards"):
                # rows under this very id belong to someone already (registered or not)
                if tx.query(f"SELECT 1 FROM {table} WHERE learner = ? LIMIT 1", (name.display,)):
                    return 0
            return tx.execute(
                "INSERT INTO learners(learner, display_name, name_key, code_hash, created_at)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (name.display, name.display, name.key, digest, when),
            )

        if self._transaction(work) != 1:
            raise NameTaken(say("identity.name-taken", name=name.display))
        return Learner(name.display, name.display), code

    def learner_by_code(self, code: object) -> Learner | None:
        """The learner whose personal code ``code`` is (typed loosely: case, spaces, dashes
        do not matter), or None."""
        normal = normalise_code(code)
        if normal is None:
            return None
        rows = self._read(
            "SELECT learner, display_name FROM learners WHERE code_hash = ?", (self._code_hash(normal),)
        )
        return Learner(rows[0][0], rows[0][1]) if rows else None

    def account_learner(self, user: str, *, at: datetime | None = None) -> Learner:
        """The learner of a signed-in account (a JupyterHub user: the hub checked who it is),
        made on first use without a code. The account name is the learner id as it is."""
        account_id = learner_id(user)
        try:
            key = learner_name(account_id).key
        except NameRefused:
            key = ""
        key = f"{key}{ACCOUNT_MARK}{account_id}"  # never collides with a name a learner types
        self._write(
            "INSERT INTO learners(learner, display_name, name_key, code_hash, created_at)"
            " VALUES (?, ?, ?, NULL, ?) ON CONFLICT DO NOTHING",
            (account_id, account_id, key, _iso(at or _now(), "at")),
        )
        rows = self._read("SELECT learner, display_name FROM learners WHERE learner = ?", (account_id,))
        return Learner(rows[0][0], rows[0][1])

    def issue_codes(self, names: Iterable[object], *, renew: bool = False, at: datetime | None = None) -> list[RosterEntry]:
        """The teacher's roster: for each name, its learner (made if new) and a new personal
        code. A learner who already has a code keeps it (entry code None) unless ``renew``,
        which replaces it (the old link stops working). Look-alike names are one learner.
        Every name is checked before anything is written."""
        checked = [learner_name(text) for text in names]
        self._keys_current()
        when = _iso(at or _now(), "at")
        entries: list[RosterEntry] = []
        seen: set[str] = set()
        for name in checked:
            if name.key in seen:
                continue
            seen.add(name.key)
            code = mint_code()
            digest = self._code_hash(code)

            def work(tx: Transaction, name: Any = name, digest: str = digest) -> tuple[Learner, bool]:
                rows = tx.query(
                    "SELECT learner, display_name, code_hash FROM learners WHERE name_key = ?", (name.key,)
                )
                if not rows:
                    tx.execute(
                        "INSERT INTO learners(learner, display_name, name_key, code_hash, created_at)"
                        " VALUES (?, ?, ?, ?, ?)",
                        (name.display, name.display, name.key, digest, when),
                    )
                    return Learner(name.display, name.display), True
                learner = Learner(rows[0][0], rows[0][1])
                if rows[0][2] is not None and not renew:
                    return learner, False
                tx.execute("UPDATE learners SET code_hash = ? WHERE learner = ?", (digest, learner.id))
                return learner, True

            learner, minted = self._transaction(work)
            entries.append(RosterEntry(learner, code if minted else None))
        return entries

    # -- answers

    def record_answer(self, answer: Answer, *, label: PositionLabel | None = None) -> bool:
        """Keep ``answer``; return whether it was this learner's first answer to the position.

        The first answer the store receives for a learner and position is kept as *the*
        first answer (``first_answers``, ``INSERT ... ON CONFLICT DO NOTHING``): a reload, a
        second click or a crafted message adds a practice row to ``answers`` and changes
        nothing the teacher counts. ``answer.first_try`` (the page's belief) is not trusted.
        ``label`` names the position for the dashboard (default: from its id and source).
        Raises :class:`AnswerRateExceeded` when the learner recorded ``answers_per_minute``
        answers in the minute before this one; nothing is kept then.
        """
        if not isinstance(answer, Answer):
            raise CanastaError(f"record_answer needs an Answer, not {type(answer).__name__}")
        if label is None:
            label = label_for_id(answer.position_id, answer.source)
        prepare()  # a new learner's key is made under the write lock: not the table's reading
        at = _iso(answer.answered_at, "answered_at")
        since = _iso(answer.answered_at - timedelta(minutes=1), "answered_at")
        limit = self.answers_per_minute

        def work(tx: Transaction) -> bool:
            if limit is not None:
                recent = tx.query(
                    "SELECT COUNT(*) FROM answers WHERE learner = ? AND answered_at > ? AND answered_at <= ?",
                    (answer.learner, since, at),
                )[0][0]
                if recent >= limit:
                    raise AnswerRateExceeded(say("progress.too-fast", count=recent))
            register_learner(tx, answer.learner, at)
            tx.execute(
                "INSERT INTO positions(position_id, position_key, title, lesson_id, lesson_title)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT(position_id) DO UPDATE SET"
                " position_key = excluded.position_key, title = excluded.title,"
                " lesson_id = excluded.lesson_id, lesson_title = excluded.lesson_title"
                # a label without a lesson (a quiz answer) never replaces one with a lesson
                " WHERE excluded.lesson_id <> '' AND (positions.title <> excluded.title"
                " OR positions.lesson_title <> excluded.lesson_title"
                " OR positions.position_key <> excluded.position_key OR positions.lesson_id <> excluded.lesson_id)",
                (answer.position_id, label.key, label.title, label.lesson_id, label.lesson_title),
            )
            for rule_id in answer.rule_ids:
                tx.execute(
                    "INSERT INTO position_rules(position_id, rule_id) VALUES (?, ?)"
                    " ON CONFLICT(position_id, rule_id) DO NOTHING",
                    (answer.position_id, rule_id),
                )
            first = tx.execute(
                "INSERT INTO first_answers(learner, position_id, correct, source, answered_at)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT(learner, position_id) DO NOTHING",
                (answer.learner, answer.position_id, int(answer.correct), answer.source, at),
            ) == 1
            tx.execute(
                "INSERT INTO answers(learner, position_id, rule_ids, correct, first_try, source,"
                " answered_at, answer) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    answer.learner,
                    answer.position_id,
                    " ".join(answer.rule_ids),
                    int(answer.correct),
                    int(first),
                    answer.source,
                    at,
                    answer.answer,
                ),
            )
            return first

        return self._transaction(work)

    def answers(self, *, learner: str | Learner | None = None) -> list[Answer]:
        """Every recorded answer (of one learner when given), oldest first; ``first_try``
        is the store's: True on the answer kept as the first."""
        columns = (
            "SELECT learner, position_id, rule_ids, correct, first_try, source, answered_at,"
            " answer FROM answers"
        )
        if learner is None:
            rows = self._read(f"{columns} ORDER BY id")
        else:
            rows = self._read(f"{columns} WHERE learner = ? ORDER BY id", (learner_id(learner),))
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

    def first_answers(self, learner: str | Learner) -> dict[str, bool]:
        """``position id -> right`` of the first answers of ``learner``."""
        rows = self._read(
            "SELECT position_id, correct FROM first_answers WHERE learner = ? ORDER BY position_id",
            (learner_id(learner),),
        )
        return {position_id: bool(correct) for position_id, correct in rows}

    # -- lessons

    def mark_lesson_done(
        self,
        learner: str | Learner,
        lesson: str,
        *,
        right_first_time: int,
        steps: int,
        at: datetime | None = None,
    ) -> bool:
        """Record that ``learner`` finished ``lesson``; return whether the record changed.

        The count kept is the smaller of ``right_first_time`` (what the page counted) and
        the store's own count of this learner's first answers in the lesson that were right,
        so no page can claim more than happened. A lesson is recorded only when the learner
        has answered at least one of its steps (an empty run, clicking Next through it,
        finishes nothing). A later run can raise the count (more steps answered right the
        first time) but never lower it: the first completion time stays.
        """
        name = learner_id(learner)
        if not isinstance(lesson, str) or not lesson.strip():
            raise CanastaError(f"lesson name {lesson!r} must be non-empty text")
        for what, value in (("steps", steps), ("right_first_time", right_first_time)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise CanastaError(f"{what} must be a whole number of at least 0, not {value!r}")
        if right_first_time > steps:
            raise CanastaError(
                f"right_first_time ({right_first_time}) cannot exceed steps ({steps})"
            )
        lesson_id = lesson.strip()
        when = _iso(at or _now(), "at")

        def work(tx: Transaction) -> bool:
            answered, right = tx.query(
                "SELECT COUNT(*), COALESCE(SUM(fa.correct), 0) FROM first_answers fa"
                " JOIN positions p ON p.position_id = fa.position_id"
                " WHERE fa.learner = ? AND p.lesson_id = ?",
                (name, lesson_id),
            )[0]
            if not answered:
                return False
            kept = min(right_first_time, int(right), steps)
            return tx.execute(
                "INSERT INTO lessons_done(learner, lesson, completed_at, right_first_time, steps)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT(learner, lesson) DO UPDATE SET"
                " right_first_time = excluded.right_first_time, steps = excluded.steps"
                " WHERE excluded.right_first_time > lessons_done.right_first_time",
                (name, lesson_id, when, kept, steps),
            ) == 1

        return self._transaction(work)

    def lessons_done(self, learner: str | Learner) -> dict[str, LessonDone]:
        """The lessons ``learner`` has finished, by lesson name, in completion order."""
        rows = self._read(
            "SELECT lesson, completed_at, right_first_time, steps FROM lessons_done"
            " WHERE learner = ? ORDER BY completed_at, lesson",
            (learner_id(learner),),
        )
        return {
            lesson: LessonDone(
                lesson, _parse_iso(completed_at), right_first_time=right, steps=steps
            )
            for lesson, completed_at, right, steps in rows
        }

    # -- review cards (fsrs state, owned by canasta_teach.progress.schedule)

    def save_review_card(
        self, learner: str | Learner, item_id: str, *, card_json: str, due: datetime
    ) -> None:
        """Store (replacing) the spaced-repetition state of one item for one learner.

        Unlike answers this is derived state: the scheduler rewrites it on every review.
        """
        if not isinstance(item_id, str) or not item_id:
            raise CanastaError(f"item id {item_id!r} must be non-empty text")
        if not isinstance(card_json, str):
            raise CanastaError(f"card_json must be text, not {type(card_json).__name__}")
        owner = learner_id(learner)

        def work(tx: Transaction) -> None:
            register_learner(tx, owner, _iso(_now(), "now"))
            tx.execute(
                "INSERT INTO review_cards(learner, item_id, card_json, due) VALUES (?, ?, ?, ?)"
                " ON CONFLICT(learner, item_id) DO UPDATE SET card_json = excluded.card_json,"
                " due = excluded.due",
                (owner, item_id, card_json, _iso(due, "due")),
            )

        self._transaction(work)

    def review_cards(self, learner: str | Learner) -> dict[str, tuple[str, datetime]]:
        """``item_id -> (card_json, due)`` for every item ``learner`` has reviewed."""
        rows = self._read(
            "SELECT item_id, card_json, due FROM review_cards WHERE learner = ? ORDER BY item_id",
            (learner_id(learner),),
        )
        return {item_id: (card_json, _parse_iso(due)) for item_id, card_json, due in rows}

    # -- teacher aggregates (GROUP BY in the database; Python sees one row per group)

    def position_stats(self) -> list[PositionStat]:
        """One line per position key (:class:`PositionLabel`), by key.

        Counted per position id first (an index scan: first answers are unique per learner
        and position, so their count is the count of learners); only keys that group several
        positions (a generator's) need distinct learners counted across them."""
        per_position = self._read(
            "SELECT position_id, COUNT(*), SUM(correct) FROM first_answers GROUP BY position_id"
        )
        labels = {
            position_id: (key, title, lesson)
            for position_id, key, title, lesson in self._read(
                "SELECT position_id, position_key, title, lesson_title FROM positions"
            )
        }
        totals = dict(self._read("SELECT position_id, COUNT(*) FROM answers GROUP BY position_id"))
        shared = {
            key: (int(learners), int(missed))
            for key, learners, missed in self._read(
                "SELECT key, COUNT(*), SUM(CASE WHEN r < n THEN 1 ELSE 0 END) FROM"
                " (SELECT p.position_key AS key, fa.learner, COUNT(*) AS n, SUM(fa.correct) AS r"
                " FROM first_answers fa JOIN positions p ON p.position_id = fa.position_id"
                " WHERE p.position_key IN (SELECT position_key FROM positions"
                " GROUP BY position_key HAVING COUNT(*) > 1)"
                " GROUP BY p.position_key, fa.learner) per_learner GROUP BY key"
            )
        }
        groups: dict[str, list[Any]] = {}
        for position_id, count, right in per_position:
            key, title, lesson = labels.get(position_id, (position_id, position_id, ""))
            group = groups.setdefault(key, [title, lesson, 0, 0, 0])
            group[2] += int(count)
            group[3] += int(right or 0)
            group[4] += int(totals.get(position_id, 0))
        stats = []
        for key in sorted(groups):
            title, lesson, count, right, answers = groups[key]
            learners, missed = shared.get(key, (count, count - right))
            stats.append(
                PositionStat(
                    key,
                    learners,
                    answers=answers,
                    first_tries=count,
                    right_first_time=right,
                    learners_missed=missed,
                    title=title,
                    lesson=lesson,
                )
            )
        return stats

    def rule_stats(self) -> list[RuleStat]:
        """One line per rule id; a first answer to a position teaching several rules counts
        for each of them. Distinct learners are counted by grouping per rule and learner."""
        firsts = self._read(
            "SELECT rule_id, COUNT(*), SUM(n), SUM(r), SUM(CASE WHEN r < n THEN 1 ELSE 0 END) FROM"
            " (SELECT pr.rule_id AS rule_id, fa.learner, COUNT(*) AS n, SUM(fa.correct) AS r"
            " FROM first_answers fa JOIN position_rules pr ON pr.position_id = fa.position_id"
            " GROUP BY pr.rule_id, fa.learner) per_learner GROUP BY rule_id ORDER BY rule_id"
        )
        totals = dict(
            self._read(
                "SELECT pr.rule_id, SUM(c.n) FROM"
                " (SELECT position_id, COUNT(*) AS n FROM answers GROUP BY position_id) c"
                " JOIN position_rules pr ON pr.position_id = c.position_id GROUP BY pr.rule_id"
            )
        )
        return [
            RuleStat(
                rule_id,
                int(learners),
                answers=int(totals.get(rule_id, 0)),
                first_tries=int(count),
                right_first_time=int(right or 0),
                learners_missed=int(missed),
            )
            for rule_id, learners, count, right, missed in firsts
        ]

    def most_missed(self, limit: int = 10) -> list[PositionStat]:
        """The positions most learners got wrong at the first answer, worst first.

        Ranked by the number of distinct learners who missed it (a position one learner
        missed should not outrank one half the class missed), then by the lower share right,
        then by key. Positions nobody has missed are left out.
        """
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
            raise CanastaError(f"limit must be a whole number of at least 0, not {limit!r}")
        missed = [stat for stat in self.position_stats() if stat.learners_missed > 0]
        missed.sort(
            key=lambda s: (-s.learners_missed, s.share_right_first_time or 0.0, s.position_id)
        )
        return missed[:limit]

    def learners(self) -> list[LearnerSummary]:
        """Everyone in the class (roster names too, before their first answer), by name."""
        answer_rows = self._read(
            "SELECT learner, COUNT(*), SUM(correct), MAX(answered_at) FROM answers GROUP BY learner"
        )
        first_rows = self._read(
            "SELECT learner, COUNT(*), SUM(correct) FROM first_answers GROUP BY learner"
        )
        lesson_rows = self._read(
            "SELECT learner, COUNT(*), MAX(completed_at) FROM lessons_done GROUP BY learner"
        )
        people = self._read(
            "SELECT learner, code_hash IS NOT NULL, name_key LIKE ? FROM learners", (f"%{ACCOUNT_MARK}%",)
        )
        answered = {name: (count, right, last) for name, count, right, last in answer_rows}
        firsts = {name: (count, right) for name, count, right in first_rows}
        finished = {name: (count, last) for name, count, last in lesson_rows}
        coded = {name: bool(has) for name, has, _account in people}
        accounts = {name for name, _has, account in people if account}
        summaries = []
        for name in sorted(answered.keys() | finished.keys() | coded.keys()):
            count, right, last_answer = answered.get(name, (0, 0, None))
            first_count, first_right = firsts.get(name, (0, 0))
            lessons, last_lesson = finished.get(name, (0, None))
            last = max((t for t in (last_answer, last_lesson) if t is not None), default=None)
            summaries.append(
                LearnerSummary(
                    name,
                    int(count),
                    right=int(right or 0),
                    lessons_done=int(lessons),
                    last_seen=_parse_iso(last) if last is not None else None,
                    first_tries=int(first_count),
                    right_first_time=int(first_right or 0),
                    has_code=coded.get(name, False),
                    signed_in=name in accounts,
                )
            )
        return summaries

    def stuck_learners(self, *, recent: int = 5, at_least: int = 3) -> list[StuckLearner]:
        """Learners who may need the teacher: more than half of their last ``recent`` first
        answers wrong (once they have ``at_least``), or a lesson started (a first answer in
        it) and not finished. Most missed first, then by name."""
        missing = self._read(
            "SELECT learner, COUNT(*), SUM(1 - correct), MAX(answered_at) FROM"
            " (SELECT learner, correct, answered_at, ROW_NUMBER() OVER"
            " (PARTITION BY learner ORDER BY answered_at DESC, position_id DESC) AS rn"
            " FROM first_answers) latest WHERE rn <= ? GROUP BY learner"
            " HAVING COUNT(*) >= ? AND 2 * SUM(1 - correct) > COUNT(*)",
            (recent, at_least),
        )
        # a lesson is started by a first answer given in it (source 'lesson:<id>')
        unfinished = self._read(
            "SELECT s.learner, s.source, s.last FROM"
            " (SELECT learner, source, MAX(answered_at) AS last FROM first_answers"
            " WHERE substr(source, 1, 7) = 'lesson:' GROUP BY learner, source) s"
            " WHERE NOT EXISTS (SELECT 1 FROM lessons_done ld"
            " WHERE ld.learner = s.learner AND ld.lesson = substr(s.source, 8))"
            " ORDER BY s.learner, s.source"
        )
        titles = dict(self._read(
            "SELECT lesson_id, MAX(lesson_title) FROM positions WHERE lesson_id <> '' GROUP BY lesson_id"
        ))
        found: dict[str, list[Any]] = {}
        for name, count, wrong, last in missing:
            found[name] = [int(count), int(wrong), [], last]
        for name, source, last in unfinished:
            entry = found.setdefault(name, [0, 0, [], last])
            lesson_id = source[len("lesson:"):]
            entry[2].append(titles.get(lesson_id, lesson_id))
            entry[3] = max(entry[3], last)
        stuck = [
            StuckLearner(name, count, wrong, tuple(titles), _parse_iso(last) if last else None)
            for name, (count, wrong, titles, last) in found.items()
        ]
        stuck.sort(key=lambda s: (-s.missed, -len(s.unfinished), s.name))
        return stuck

    def class_summary(self) -> tuple[int, int, int]:
        """``(learners, answers, first answers)`` of the whole class, counted by the database."""
        learners = self._read(
            "SELECT COUNT(*) FROM (SELECT learner FROM learners UNION SELECT learner FROM answers"
            " UNION SELECT learner FROM lessons_done) everyone"
        )[0][0]
        answers = self._read("SELECT COUNT(*) FROM answers")[0][0]
        firsts = self._read("SELECT COUNT(*) FROM first_answers")[0][0]
        return int(learners), int(answers), int(firsts)


class _SqliteTransaction:
    """:class:`Transaction` on an SQLite connection inside ``BEGIN`` ... ``COMMIT``."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._conn = connection

    def execute(self, statement: str, parameters: tuple[object, ...] = ()) -> int:
        return self._conn.execute(statement, parameters).rowcount

    def query(self, statement: str, parameters: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        return self._conn.execute(statement, parameters).fetchall()


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
        answers_per_minute: int | None = ANSWERS_PER_MINUTE,
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
        store.answers_per_minute = answers_per_minute
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
                if step == 2:
                    migrate_v2_data(_SqliteTransaction(conn))
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

    def _transaction(self, work: Callable[[Transaction], _T]) -> _T:
        """Run ``work`` in one short ``BEGIN IMMEDIATE`` transaction, retried while locked
        (``work`` only runs statements, so running it again is safe)."""
        conn = self._connection
        tx = _SqliteTransaction(conn)

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

    def _read(self, statement: str, parameters: tuple[object, ...] = ()) -> list[tuple]:  # type: ignore[type-arg]
        """A read needs no write lock: one statement, retried while locked."""
        conn = self._connection
        return self._retry(lambda: conn.execute(statement, parameters).fetchall())

    def integrity_check(self) -> str:
        """SQLite's ``PRAGMA integrity_check`` verdict: ``'ok'`` when the file is sound."""
        rows = self._read("PRAGMA integrity_check")
        return "\n".join(str(row[0]) for row in rows)
