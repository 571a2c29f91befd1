"""The choices of a decision at the table: take the pile or draw; go out now or keep
playing; freeze the pile; discard this card.

A :class:`Choice` is read once from its text (``take-pile``, ``discard 9c``:
:meth:`Choice.parse`) where it enters the program (a position file, the coach's caller) and
is a value from then on: the judge asks the referee about it, the coach plays it out and the
wording says it, each by its :class:`ChoiceKind`, never by its text. ``str(choice)`` writes
it back in the same notation (the answer of a ``should`` question).

>>> Choice.parse("Discard 9C") == Choice.discard(Card.parse("9c")), str(Choice.TAKE_PILE)
(True, 'take-pile')
>>> Choice.parse("go-out").before_draw, Choice.DRAW.before_draw
(False, True)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from ..errors import CanastaError
from .cards import Card

__all__ = ["ChoiceKind", "Choice", "ChoiceError", "CHOICE_NAMES"]


class ChoiceKind(enum.Enum):
    """What a choice does; a discard names its card besides."""

    TAKE_PILE = "take-pile"
    DRAW = "draw"
    GO_OUT = "go-out"
    KEEP_PLAYING = "keep-playing"
    FREEZE = "freeze"
    DISCARD = "discard"


#: The choices named by a word; a discard is written ``discard CARD`` (``discard 9c``).
CHOICE_NAMES = tuple(k.value for k in ChoiceKind if k is not ChoiceKind.DISCARD)

_BEFORE_DRAW = frozenset({ChoiceKind.TAKE_PILE, ChoiceKind.DRAW})


class ChoiceError(CanastaError):
    """Text that is no choice (an unknown name, a discard without a card).

    The message is English (the game layer reads no catalogue); ``kind`` and ``facts`` say
    the same as facts (``text``, the author's text; ``choices``; ``error``, the card's own
    error), so a layer that speaks the teacher's language words it from the catalogue
    (``error-choice-<kind>``), as :class:`~canasta_teach.errors.NotationError`.
    """

    def __init__(self, message: str, *, kind: str = "", **facts: object) -> None:
        super().__init__(message)
        self.kind = kind
        self.facts = facts


@dataclass(frozen=True)
class Choice:
    """One choice of a decision: its kind, and the card for a discard."""

    kind: ChoiceKind
    card: Card | None = None

    TAKE_PILE: ClassVar[Choice]
    DRAW: ClassVar[Choice]
    GO_OUT: ClassVar[Choice]
    KEEP_PLAYING: ClassVar[Choice]
    FREEZE: ClassVar[Choice]

    def __post_init__(self) -> None:
        if (self.kind is ChoiceKind.DISCARD) != (self.card is not None):
            raise ChoiceError(f"a {self.kind.value} choice {'names' if self.kind is ChoiceKind.DISCARD else 'takes no'} card")

    @classmethod
    def discard(cls, card: Card) -> Choice:
        return cls(ChoiceKind.DISCARD, card)

    @classmethod
    def parse(cls, text: object) -> Choice:
        """The choice written ``take-pile``, ``draw``, ``go-out``, ``keep-playing``,
        ``freeze`` or ``discard CARD`` (any case and spacing); :class:`ChoiceError` says
        what is wrong."""
        if not isinstance(text, str):
            raise ChoiceError(f"a choice is a name like go-out or 'discard 9c', not {type(text).__name__}")
        name = " ".join(text.strip().split()).lower()
        if name in CHOICE_NAMES:
            return cls(ChoiceKind(name))
        if name.startswith("discard "):
            try:
                return cls.discard(Card.parse(text.strip().split(None, 1)[1]))
            except CanastaError as err:
                raise ChoiceError(f"choice '{text.strip()}': {err}", kind="card", text=text.strip(), error=err) from None
        raise ChoiceError(f"unknown choice '{text.strip()}': choose {', '.join(CHOICE_NAMES)} or 'discard CARD' (like discard 9c)",
                          kind="unknown", text=text.strip(), choices=", ".join(CHOICE_NAMES))

    @property
    def before_draw(self) -> bool:
        """A choice made instead of drawing (take the pile or draw); the others come after."""
        return self.kind in _BEFORE_DRAW

    def __str__(self) -> str:
        if self.card is not None:
            return f"discard {self.card}"
        return self.kind.value


Choice.TAKE_PILE = Choice(ChoiceKind.TAKE_PILE)
Choice.DRAW = Choice(ChoiceKind.DRAW)
Choice.GO_OUT = Choice(ChoiceKind.GO_OUT)
Choice.KEEP_PLAYING = Choice(ChoiceKind.KEEP_PLAYING)
Choice.FREEZE = Choice(ChoiceKind.FREEZE)
