"""The words of an error about a position file, in the language spoken.

A teacher reads these (``canasta-teach check --lang de``, the dashboard, the own-positions
page), so they live in the catalogue (``locales/<lang>/errors.ftl``, ids ``error-...``) like
every other word: the readers here give the facts (the key, the value as the author wrote
it, the numbers), the catalogue says them. The file and the entry are named by
:class:`~canasta_teach.errors.PositionError` itself, in the same language.
"""

from __future__ import annotations

from typing import Any

from babel.numbers import format_decimal

from ..errors import CanastaError, CoachError, NotationError, PositionError, UnknownRulesetError, quote
from ..game.choices import ChoiceError
from ..judge.catalogue import current_words
from ..judge.wording import phrase

__all__ = ["problem", "position_error", "value_kind", "grouped", "notation_problem", "ruleset_problem",
           "coach_problem", "choice_problem", "error_text", "OPTION_KINDS"]


def problem(message: str, **facts: object) -> str:
    """The problem ``error-<message>`` of the catalogue with ``facts``, as written (it
    follows the file, entry and key, so no capital is added)."""
    return phrase(f"error.{message}", **facts)


def position_error(message: str, *, key: str | None = None, **facts: object) -> PositionError:
    """A :class:`PositionError` at ``key`` saying ``error-<message>``."""
    return PositionError(problem(message, **facts), key=key)


def notation_problem(error: NotationError) -> str:
    """What is wrong with a card or a play the author wrote in the notation, in the language
    spoken (``error-notation-<kind>``; the game layer's English when it names no kind). The
    author's text is quoted and cut as :func:`~canasta_teach.errors.quote` does."""
    if not error.kind:
        return str(error)
    facts = dict(error.facts)
    if "text" in facts:
        facts["text"] = quote(str(facts["text"]))
    return problem(f"notation-{error.kind}", **facts)


#: The kinds of :class:`UnknownRulesetError` about an entry's ``options`` (the others are
#: about its ``ruleset``).
OPTION_KINDS = frozenset({"unknown-option", "unknown-game-option", "not-a-choice", "not-one-of"})
#: The kinds whose choices are said "a, b or c" (the others list them "a, b, c").
_EITHER_KINDS = frozenset({"unknown", "not-a-choice"})


def _or(names: list[str]) -> str:
    return problem("or", first=", ".join(names[:-1]), last=names[-1]) if len(names) > 1 else names[0]


def ruleset_problem(error: UnknownRulesetError) -> str:
    """What is wrong with a ruleset, an option or an option's value as given, in the language
    spoken (``error-ruleset-<kind>``; the game layer's English when it names no kind). The
    names and values stay as written (they are what an author types), quoted; a yes/no value
    reads as YAML's yes or no, not Python's True."""
    if not error.kind:
        return str(error)
    facts: dict[str, object] = {}
    for fact, value in error.facts.items():
        if fact == "choices":
            names = [str(c) for c in value] if isinstance(value, (tuple, list)) else [str(value)]
            facts[fact] = _or(names) if error.kind in _EITHER_KINDS else ", ".join(names)
        elif fact == "value":
            facts[fact] = quote(("yes" if value else "no") if isinstance(value, bool) else str(value))
        elif fact == "name":
            facts[fact] = quote(str(value))
        else:
            facts[fact] = str(value)
    return problem(f"ruleset-{error.kind}", **facts)


def coach_problem(error: CoachError) -> str:
    """Why the coach cannot compare a ``should`` position's choices, in the language spoken
    (``error-coach-<kind>``; the players layer's English when it names no kind). A choice
    stays in the notation the author wrote it in (``discard 9c``), a count as its digits."""
    if not error.kind:
        return str(error)
    return problem(f"coach-{error.kind}", **{fact: str(value) for fact, value in error.facts.items()})


def choice_problem(error: ChoiceError) -> str:
    """A choice of a ``should`` question that cannot be read, in the language spoken
    (``error-choice-<kind>``; the game layer's English when it names no kind): the author's
    text quoted, a bad card's own problem in the same language."""
    if not error.kind:
        return str(error)
    facts = dict(error.facts)
    facts["text"] = quote(str(facts.get("text", "")))
    cause = facts.get("error")
    if isinstance(cause, CanastaError):
        facts["error"] = error_text(cause)
    return problem(f"choice-{error.kind}", **{fact: str(value) for fact, value in facts.items()})


def error_text(error: CanastaError) -> str:
    """Any error a user caused, in the language spoken: a card, a play, a ruleset, an option
    or a choice the coach cannot compare by its kind; any other as its message (a
    :class:`PositionError` is said in the language it was made in)."""
    if isinstance(error, NotationError):
        return notation_problem(error)
    if isinstance(error, UnknownRulesetError):
        return ruleset_problem(error)
    if isinstance(error, CoachError):
        return coach_problem(error)
    if isinstance(error, ChoiceError):
        return choice_problem(error)
    return str(error)


def value_kind(value: Any) -> str:
    """A value in the author's terms: their text quoted, or what kind of thing it is
    ("empty", "a number (5)", "a list"; ``error-kind``).

    Never a Python repr (``None``, ``[]``, ``{'a': 1}``) in a message an author reads.
    """
    if isinstance(value, str):
        return quote(value)
    if value is None:
        kind = "empty"
    elif isinstance(value, bool):
        kind = "yes" if value else "no"
    elif isinstance(value, (int, float)):
        return problem("kind", kind="number", value=str(value))
    elif isinstance(value, list):
        kind = "list" if value else "empty-list"
    elif isinstance(value, dict):
        kind = "mapping" if value else "empty-mapping"
    else:
        kind = "other"
    return problem("kind", kind=kind, value="")


def grouped(n: int) -> str:
    """A large count with the language's thousands separator, English too ("12,000",
    "12.000", "12\u00a0000"): a count of play-outs or values, not a score (scores keep the
    catalogue's own digits)."""
    words = current_words()
    return format_decimal(n, locale=words.locale or words.lang)
