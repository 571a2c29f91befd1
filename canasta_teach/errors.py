"""One family of errors, each saying what was wrong with the input and what was expected.

Every error a learner or a teacher can provoke derives from :class:`CanastaError`, a
``ValueError``, so the command line and the lesson pages can catch exactly these and show
their message instead of a traceback.
"""

from __future__ import annotations

import contextlib
import contextvars
import re
from collections.abc import Callable, Iterator

__all__ = [
    "CanastaError",
    "NotationError",
    "PositionError",
    "UnknownRulesetError",
    "IllegalPlayError",
    "CoachError",
    "one_line",
    "quote",
    "placing",
]

#: Characters that would break a message over two lines (``str.splitlines`` splits on all of
#: them) or hide in a terminal: shown as escapes instead.
_LINE_BREAKING = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
#: A word longer than this in a message is shortened (a 1 MB token never fills a screen).
_LONGEST_WORD = 60
_LONG_WORD = re.compile(rf"\S{{{_LONGEST_WORD + 1},}}")


def _escape(match: re.Match[str]) -> str:
    ch = match.group()
    return _ESCAPES.get(ch) or (f"\\x{ord(ch):02x}" if ord(ch) < 0x100 else f"\\u{ord(ch):04x}")


def one_line(text: str) -> str:
    """The text on one line: line breaks, control characters and lone surrogates escaped.

    >>> one_line("two\\nlines")
    'two\\\\nlines'
    """
    return _LINE_BREAKING.sub(_escape, text)


def quote(text: str, *, limit: int = 40) -> str:
    """An author's text quoted for a message: on one line, cut after ``limit`` characters.

    >>> quote("Kx"), quote("K" * 50)
    ("'Kx'", "'KKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKK…'")
    """
    shown = text if len(text) <= limit else text[:limit] + "…"
    return f"'{one_line(shown)}'"


#: How a problem's place is said: ``(what, value)`` -> "entry frozen" / "key 'hand'", with
#: ``what`` "entry" or "key". The catalogue's ``speaking(lang)`` sets it to its language's
#: words (this leaf cannot read the catalogue); outside any language the words are English.
Placing = Callable[[str, str], str]
_PLACING: contextvars.ContextVar[Placing | None] = contextvars.ContextVar("canasta_teach_placing", default=None)


def _english_place(what: str, value: str) -> str:
    return f"{what} {value}"


@contextlib.contextmanager
def placing(words: Placing) -> Iterator[None]:
    """Say where a problem is (its entry, its key) with ``words`` inside the block (this
    thread's or task's context only): a :class:`PositionError` made there reads in the
    language spoken."""
    token = _PLACING.set(words)
    try:
        yield
    finally:
        _PLACING.reset(token)


def _short_words(text: str) -> str:
    return _LONG_WORD.sub(lambda m: m.group()[:40] + "…", one_line(text))


class CanastaError(ValueError):
    """Base of every error about Canasta input (cards, positions, plays)."""


class NotationError(CanastaError):
    """Raised when a card or a list of cards cannot be read.

    The message quotes the offending text and says the expected form, in English (the CLI
    and the game layer, which reads no catalogue). ``kind`` and ``facts`` say the same as
    facts (``text``, the author's text unquoted; ``words``, ``count``), so a layer that speaks
    the page's language words it from the catalogue (``error-notation-<kind>``).
    """

    def __init__(self, message: str, *, kind: str = "", **facts: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.facts = facts


class PositionError(CanastaError):
    """Raised when a position file is malformed or describes an impossible position.

    ``source`` is the file (or ``<string>``), ``entry`` the position id (or its index when
    it has none yet), ``key`` the offending key where there is one.
    """

    def __init__(
        self,
        problem: str,
        *,
        source: str | None = None,
        entry: str | None = None,
        key: str | None = None,
    ) -> None:
        self.problem = problem
        self.source = source
        self.entry = entry
        self.key = key
        super().__init__(self._render())

    def _render(self) -> str:
        # Always one line, whatever an author wrote: a file name or an id with a line break
        # in it, a problem quoting a megabyte-long word.
        place = _PLACING.get() or _english_place
        where = []
        if self.source:
            where.append(one_line(self.source))
        if self.entry:
            where.append(place("entry", _short_words(self.entry)))
        if self.key:
            where.append(place("key", quote(self.key)))
        prefix = ": ".join(where)
        problem = _short_words(self.problem)
        return f"{prefix}: {problem}" if prefix else problem

    def located(self, *, source: str | None = None, entry: str | None = None) -> PositionError:
        """The same problem with the file and entry filled in where they were unknown."""
        return PositionError(
            self.problem,
            source=self.source or source,
            entry=self.entry or entry,
            key=self.key,
        )


class UnknownRulesetError(CanastaError):
    """Raised for a ruleset name, an option or an option's value that does not exist (or a
    rule id the rule book does not hold).

    The message is English (the game layer reads no catalogue); ``kind`` and ``facts`` say the
    same as facts (``name``, the name as given; ``value``, the value as given; ``choices``,
    the names or values there are; ``ruleset``), so a layer that speaks the page's language
    words it from the catalogue (``error-ruleset-<kind>``), as :class:`NotationError`.
    """

    def __init__(self, message: str, *, kind: str = "", **facts: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.facts = facts


class CoachError(CanastaError):
    """A choice the coach cannot compare here (unknown, or not allowed in this position), or
    a position whose table the coach cannot lay out.

    The message is English (for a Python caller and the logs); ``kind`` and ``facts`` say
    the same as facts (``choice``, the choice in the notation; the counts as written), so a
    layer that speaks the teacher's language words it from the catalogue
    (``error-coach-<kind>``), as :class:`NotationError`. It lives here, beside the others,
    so that layer can tell it apart without importing the coach. An error with no kind was
    made only by a Python caller (the wrong type of choice, bots or seat) or is already
    worded in the language spoken.
    """

    def __init__(self, message: str, *, kind: str = "", **facts: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.facts = facts


class IllegalPlayError(CanastaError):
    """Raised by the referee when a play is asked for that the rules forbid.

    ``reasons`` are the referee's facts (each a rule id with the cards and numbers
    involved: :class:`canasta_teach.game.referee.Refusal`); ``play`` is the refused
    operation. The message names the play and the rules, for logs and the command line;
    learners get sentences from the wording of the judge.
    """

    def __init__(self, message: str, *, play: object = None, reasons: tuple[object, ...] = ()) -> None:
        self.play = play
        self.reasons = reasons
        super().__init__(message)
