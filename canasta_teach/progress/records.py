"""The rows of the progress store as Python values: what a learner did, and what a teacher reads.

Every record is a frozen dataclass, validated and normalised on construction, so a bad value
is refused with a sentence before it reaches the database. Times are aware datetimes in UTC,
stored as fixed-width ISO-8601 text (:func:`iso_utc`) so that sorting the text sorts the times
on both databases.
"""

from __future__ import annotations

import unicodedata
from dataclasses import KW_ONLY, dataclass, field
from datetime import UTC, datetime

from ..errors import CanastaError
from .identity import Learner

__all__ = [
    "LEARNER_NAME_MAX",
    "Answer",
    "LessonDone",
    "PositionStat",
    "RuleStat",
    "LearnerSummary",
    "StuckLearner",
    "RosterEntry",
    "clean_learner_name",
    "learner_id",
    "iso_utc",
    "parse_iso",
    "now_utc",
]

LEARNER_NAME_MAX = 40

_ALLOWED_PUNCTUATION = " ._-"
_NAME_HINT = "letters, digits, spaces, '.', '_' or '-'"


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


def _utc(value: datetime, what: str) -> datetime:
    """``value`` in UTC; naive datetimes are refused because their zone is a guess."""
    if not isinstance(value, datetime):
        raise CanastaError(f"{what} must be a datetime, not {type(value).__name__}")
    if value.tzinfo is None or value.tzinfo.utcoffset(value) is None:
        raise CanastaError(f"{what} must carry a time zone (use datetime.now(timezone.utc))")
    return value.astimezone(UTC)


def iso_utc(value: datetime, what: str) -> str:
    """Fixed-width ISO-8601 UTC text, so that sorting the text sorts the times."""
    return _utc(value, what).isoformat(timespec="microseconds")


def parse_iso(text: str) -> datetime:
    """A time stored by :func:`iso_utc`, back as an aware datetime in UTC."""
    return datetime.fromisoformat(text).astimezone(UTC)


def now_utc() -> datetime:
    """Now, in UTC (the default time of a record)."""
    return datetime.now(UTC)


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
    answered_at: datetime = field(default_factory=now_utc)
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
