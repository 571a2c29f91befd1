"""Operations: frozen records of every action at the table.

A player's actions (pokerkit's operation records, python-chess's ``Move``): draw from the
stock, take the pile with named cards, lay a new meld, add one card to a meld, discard,
ask the partner and answer, go out with an empty hand, end a turn without discarding. The
automatic one: lay out a red three (the referee offers nothing else while a red three is in
the hand of the seat to move).

Suits matter only for threes, so two operations that differ only in the suits of natural
cards have the same :func:`op_key`: the referee treats them as the same play.

>>> from canasta_teach.game.cards import parse_cards
>>> TakePile(parse_cards("Ks Kh")) == TakePile(parse_cards("Ks Kh"))
True
>>> op_key(LayMeld(parse_cards("7s 7h 7d"))) == op_key(LayMeld(parse_cards("7c 7h 7d")))
True
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card, Rank, Suit, card_key
from .runs import RunEnd

__all__ = [
    "DrawStock",
    "TakePile",
    "LayMeld",
    "AddToMeld",
    "AddToRun",
    "Discard",
    "AskPartner",
    "AnswerPartner",
    "GoOut",
    "EndTurn",
    "RevealRedThree",
    "Operation",
    "op_key",
    "op_cards",
]


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Draw from the stock: one card, or two with two or three players (000, 003, 004).

    ``cards`` is what a log shows was drawn; it is not part of the play (the stock decides)
    and the referee checks it against the stock only when it is given.
    """

    cards: tuple[Card, ...] = field(default=(), compare=False)


@dataclass(frozen=True, slots=True)
class TakePile:
    """Take the whole pile. ``cards`` are the two hand cards melded at once with the top
    card (a natural pair, or a natural card and a wild card when the pile is not frozen for
    you), in a new meld or in your side's meld of that rank; empty: the top card alone joins
    your side's meld of its rank, when the pile is not frozen for you (000, 003, 004)."""

    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class LayMeld:
    """Lay a new meld from the hand."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class AddToMeld:
    """Add one card from the hand to the side's meld of ``rank``."""

    rank: Rank
    card: Card


@dataclass(frozen=True, slots=True)
class AddToRun:
    """Tranca: add one card from the hand to the side's run of ``suit`` from ``low`` to
    ``high`` (the notation's ``add 4h-6h: 7h``). A natural card joins the end it fits; a
    two joins the ``end`` named (``add 4h-6h: 2c high``)."""

    suit: Suit
    low: Rank
    high: Rank
    card: Card
    end: RunEnd | None = None


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard one card: it ends the turn (and the hand, when it was the last card)."""

    card: Card


@dataclass(frozen=True, slots=True)
class AskPartner:
    """"Partner, may I go out?", asked after drawing and before melding (003)."""


@dataclass(frozen=True, slots=True)
class AnswerPartner:
    """The partner's answer; it binds (000, 002, 003, 004)."""

    yes: bool


@dataclass(frozen=True, slots=True)
class GoOut:
    """Go out with every card melded (no discard)."""


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn without a discard: after a red three as the last stock card (the hand
    ends), or with one card left under option last-card: no-discard (004)."""


@dataclass(frozen=True, slots=True)
class RevealRedThree:
    """Lay out a red three and replace it from the stock (automatic)."""

    card: Card


Operation = (
    DrawStock | TakePile | LayMeld | AddToMeld | AddToRun | Discard | AskPartner | AnswerPartner | GoOut
    | EndTurn | RevealRedThree
)


def _keys(cards: tuple[Card, ...]) -> tuple[tuple[str, str], ...]:
    return tuple(sorted((k[0].value, k[1].value if k[1] else "") for k in map(card_key, cards)))


def op_key(op: Operation) -> tuple[object, ...]:
    """What the rules see of an operation: its kind and its cards without the suits of
    natural cards. Two operations with one key are the same play."""
    if isinstance(op, (TakePile, LayMeld)):
        return (type(op).__name__, _keys(op.cards))
    if isinstance(op, AddToMeld):
        return ("AddToMeld", op.rank.value, _keys((op.card,)))
    if isinstance(op, AddToRun):
        return ("AddToRun", op.suit.value, op.low.value, op.high.value, str(op.card),
                op.end.value if op.end is not None else "")
    if isinstance(op, (Discard, RevealRedThree)):
        return (type(op).__name__, _keys((op.card,)))
    if isinstance(op, AnswerPartner):
        return ("AnswerPartner", op.yes)
    return (type(op).__name__,)


def op_cards(op: Operation) -> tuple[Card, ...]:
    """The hand cards an operation plays."""
    if isinstance(op, (TakePile, LayMeld)):
        return op.cards
    if isinstance(op, (AddToMeld, AddToRun, Discard, RevealRedThree)):
        return (op.card,)
    return ()
