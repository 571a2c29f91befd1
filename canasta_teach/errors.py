"""One family of errors, each saying what was wrong with the input and what was expected.

Every error a learner or a teacher can provoke derives from :class:`CanastaError`, a
``ValueError``, so the command line and the lesson pages can catch exactly these and show
their message instead of a traceback.
"""

from __future__ import annotations


class CanastaError(ValueError):
    """Base of every error about Canasta input (cards, positions, plays)."""


class NotationError(CanastaError):
    """Raised when a card or a list of cards cannot be read.

    The message quotes the offending text and says the expected form.
    """


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
        where = []
        if self.source:
            where.append(self.source)
        if self.entry:
            where.append(f"entry {self.entry}")
        if self.key:
            where.append(f"key '{self.key}'")
        prefix = ": ".join(where)
        return f"{prefix}: {self.problem}" if prefix else self.problem

    def located(self, *, source: str | None = None, entry: str | None = None) -> "PositionError":
        """The same problem with the file and entry filled in where they were unknown."""
        return PositionError(
            self.problem,
            source=self.source or source,
            entry=self.entry or entry,
            key=self.key,
        )


class UnknownRulesetError(CanastaError):
    """Raised for a ruleset name or option that does not exist."""


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
