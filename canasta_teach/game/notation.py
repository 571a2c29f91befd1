"""The play notation: a turn in text, both ways, like chess's SAN.

Operations are separated by ``;``::

    take Ks Kh; meld 7s 7h 7d; discard 9c
    draw 5h; add K: 2c; discard 5h
    draw Qd; meld Qd Qs Qh; go out

The words: ``draw [cards]`` (the cards are what was drawn, for the log), ``take [cards]``
(the hand cards melded with the top card; none: the top card joins your meld),
``meld CARDS`` (Tranca: a set, or a run of one suit such as ``meld 4h 5h 6h``),
``add RANK: CARDS`` (one card after another; Tranca's runs: ``add 4h-6h: 7h``, a two with
the end it joins, ``add 4h-6h: 2c high``), ``discard CARD``, ``ask``
("Partner, may I go out?"), ``answer yes|no``, ``go out``, ``end`` (end the turn without a
discard), ``red 3h`` (lay out a red three).

>>> ops = parse_play("draw 5h; add K: 2c Ks; discard 5h")
>>> format_play(ops)
'draw 5h; add K: 2c Ks; discard 5h'
>>> parse_play("dig 5h")
Traceback (most recent call last):
...
canasta_teach.errors.NotationError: 'dig 5h' is not a play: start with draw, take, meld, add, discard, ask, answer, go out, end or red
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import NotationError
from .cards import Card, Rank, Suit, format_cards, parse_cards
from .operations import (
    AddToMeld,
    AddToRun,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndTurn,
    GoOut,
    LayMeld,
    Operation,
    RevealRedThree,
    TakePile,
)

__all__ = ["parse_play", "parse_operation", "format_play", "format_operation"]

_WORDS = "draw, take, meld, add, discard, ask, answer, go out, end or red"
_RANKS = {r.value.upper(): r for r in Rank if r is not Rank.JOKER}
_RANKS["T"] = Rank.TEN
_SUITS = {s.value: s for s in Suit}
_ENDS = {"low": "low", "high": "high"}


def _span(text: str) -> tuple[Suit, Rank, Rank] | None:
    """A run's span, ``4h-6h`` (its lowest and highest places, one suit), or None."""
    low_text, sep, high_text = text.partition("-")
    if not sep:
        return None
    try:
        low, high = parse_cards(low_text), parse_cards(high_text)
    except NotationError:
        return None
    if len(low) != 1 or len(high) != 1 or low[0].suit is None or low[0].suit is not high[0].suit:
        return None
    return low[0].suit, low[0].rank, high[0].rank


def _parse_add_to_run(part: str, span: tuple[Suit, Rank, Rank], cards_text: str) -> list[Operation]:
    from .runs import RunEnd

    words = cards_text.split()
    end: RunEnd | None = None
    if words and words[-1].lower() in _ENDS:
        end = RunEnd(words.pop().lower())
    cards = parse_cards(" ".join(words))
    if not cards:
        raise NotationError(f"'{part}': name the cards to add", kind="add-no-cards", text=part)
    if end is not None and len(cards) != 1:
        raise NotationError(f"'{part}': name one two with the end it joins, like add 4h-6h: 2c high",
                            kind="run-end-one-two", text=part)
    suit, low, high = span
    return [AddToRun(suit, low, high, c, end) for c in cards]


def _one_card(text: str, part: str) -> Card:
    cards = parse_cards(text)
    if len(cards) != 1:
        raise NotationError(f"'{part}': name exactly one card", kind="one-card", text=part)
    return cards[0]


def _parse_part(part: str) -> list[Operation]:
    words = part.split(None, 1)
    if not words:
        raise NotationError("an empty play: write something between the semicolons", kind="empty-part")
    head = words[0].lower()
    rest = words[1].strip() if len(words) > 1 else ""
    if head == "draw":
        return [DrawStock(parse_cards(rest))]
    if head == "take":
        return [TakePile(parse_cards(rest))]
    if head == "meld":
        cards = parse_cards(rest)
        if not cards:
            raise NotationError(f"'{part}': name the cards of the meld", kind="meld-no-cards", text=part)
        return [LayMeld(cards)]
    if head == "add":
        rank_text, sep, cards_text = rest.partition(":")
        span = _span(rank_text.strip()) if sep else None
        if span is not None:
            return _parse_add_to_run(part, span, cards_text)
        rank = _RANKS.get(rank_text.strip().upper())
        if not sep or rank is None:
            raise NotationError(f"'{part}': write add RANK: CARDS, like add K: 2c (a run: add 4h-6h: 7h)",
                                kind="add-form", text=part)
        cards = parse_cards(cards_text)
        if not cards:
            raise NotationError(f"'{part}': name the cards to add", kind="add-no-cards", text=part)
        return [AddToMeld(rank, c) for c in cards]
    if head == "discard":
        return [Discard(_one_card(rest, part))]
    if head == "ask" and not rest:
        return [AskPartner()]
    if head == "answer" and rest.lower() in ("yes", "no"):
        return [AnswerPartner(rest.lower() == "yes")]
    if head == "go" and rest.lower() == "out":
        return [GoOut()]
    if head == "end" and not rest:
        return [EndTurn()]
    if head == "red":
        card = _one_card(rest, part)
        if not card.is_red_three:
            raise NotationError(f"'{part}': only a red three (3h or 3d) is laid out", kind="not-red-three", text=part)
        return [RevealRedThree(card)]
    raise NotationError(f"'{part}' is not a play: start with {_WORDS}", kind="not-a-play", text=part)


def parse_play(text: str) -> list[Operation]:
    """Read a turn (or any run of operations) written in the notation."""
    if not isinstance(text, str):
        raise NotationError(f"a play is text like 'draw; discard 9c', not {type(text).__name__}")
    parts = [p.strip() for p in text.split(";")]
    if parts and parts[-1] == "":
        parts.pop()
    if not parts:
        raise NotationError("an empty play: write operations like 'draw; discard 9c'", kind="empty-play")
    ops: list[Operation] = []
    for part in parts:
        if not part:
            raise NotationError(f"'{text}': an empty play between two semicolons: write one operation in each place",
                                kind="empty-between", text=text)
        ops.extend(_parse_part(part))
    return ops


def parse_operation(text: str) -> Operation:
    """Read exactly one operation."""
    ops = parse_play(text)
    if len(ops) != 1:
        raise NotationError(f"'{text}': one operation expected, found {len(ops)}",
                            kind="one-operation", text=text, count=len(ops))
    return ops[0]


def format_operation(op: Operation) -> str:
    """One operation in the notation."""
    if isinstance(op, DrawStock):
        return "draw" + (f" {format_cards(op.cards)}" if op.cards else "")
    if isinstance(op, TakePile):
        return "take" + (f" {format_cards(op.cards)}" if op.cards else "")
    if isinstance(op, LayMeld):
        return f"meld {format_cards(op.cards)}"
    if isinstance(op, AddToMeld):
        return f"add {op.rank.value}: {op.card}"
    if isinstance(op, AddToRun):
        end = f" {op.end.value}" if op.end is not None else ""
        return f"add {op.low.value}{op.suit.value}-{op.high.value}{op.suit.value}: {op.card}{end}"
    if isinstance(op, Discard):
        return f"discard {op.card}"
    if isinstance(op, AskPartner):
        return "ask"
    if isinstance(op, AnswerPartner):
        return f"answer {'yes' if op.yes else 'no'}"
    if isinstance(op, GoOut):
        return "go out"
    if isinstance(op, EndTurn):
        return "end"
    if isinstance(op, RevealRedThree):
        return f"red {op.card}"
    raise TypeError(f"not an operation: {op!r}")


def format_play(ops: Iterable[Operation]) -> str:
    """Operations in the notation; adds to one meld in a row are written together."""
    parts: list[str] = []
    last_add: Rank | None = None
    for op in ops:
        if isinstance(op, AddToMeld) and op.rank is last_add:
            parts[-1] += f" {op.card}"
            continue
        parts.append(format_operation(op))
        last_add = op.rank if isinstance(op, AddToMeld) else None
    return "; ".join(parts)
