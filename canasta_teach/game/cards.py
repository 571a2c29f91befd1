"""Cards: rank, suit, joker, values, and the card notation.

Canasta is played with two 52-card decks and four jokers: 108 cards (all five sources).
Suits matter only for the threes (red threes are bonus cards, black threes stop cards), so a
natural card may be written by rank alone (``Q``) where the suit does not matter.

Notation, read in both directions::

    >>> Card.parse("Ks"), Card.parse("10h"), Card.parse("Th"), Card.parse("JK")
    (Card.parse('Ks'), Card.parse('10h'), Card.parse('10h'), Card.parse('JK'))
    >>> Card.parse("K♠") == Card.parse("Ks")
    True
    >>> format_cards(parse_cards("Q Q 2c JK"))
    'Q Q 2c JK'
    >>> Card.parse("3")
    Traceback (most recent call last):
    ...
    canasta_teach.errors.NotationError: '3': a three must carry its suit (3h 3d are red, 3c 3s black)
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ..errors import CanastaError, NotationError

__all__ = [
    "Rank",
    "Suit",
    "Card",
    "JOKER",
    "parse_cards",
    "format_cards",
    "COPIES_PER_SUITED_CARD",
    "JOKERS_IN_PACK",
    "NATURAL_RANKS",
    "RANK_VALUES",
    "card_key",
]


class Rank(enum.Enum):
    """A rank; the value is its notation."""

    # Members compare by identity; hashing by identity too keeps dict and set look-ups in
    # C (Enum's own __hash__ is Python code, and the referee hashes ranks all the time).
    __hash__ = object.__hash__

    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"
    JOKER = "JK"

    @property
    def order(self) -> int:
        """Sort order: 4 low ... ace, then twos, jokers, threes."""
        return _RANK_ORDER[self]


class Suit(enum.Enum):
    """A suit; the value is its ASCII letter."""

    __hash__ = object.__hash__

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


# A rank and a suit are facts; their names ("king", "spades", "Pik-König") are the
# catalogue's (``locales/<lang>/words.ftl``: ``rank-K``, ``suit-s``, ``card-name``), said by
# the words layer (``judge/wording.py``: ``rank_name``, ``card_name``), never here.
_RANK_ORDER = {
    r: i
    for i, r in enumerate(
        [
            Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN,
            Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE, Rank.TWO, Rank.JOKER, Rank.THREE,
        ]
    )
}
_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}

#: Ranks that form melds: 4 to ace (000, 003).
NATURAL_RANKS: tuple[Rank, ...] = (
    Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN,
    Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE,
)

#: Card values (002, 004, 001): joker 50; ace and two 20; K..8 10; 7..4 5; black three 5.
_VALUES = {
    Rank.JOKER: 50,
    Rank.ACE: 20,
    Rank.TWO: 20,
    Rank.KING: 10,
    Rank.QUEEN: 10,
    Rank.JACK: 10,
    Rank.TEN: 10,
    Rank.NINE: 10,
    Rank.EIGHT: 10,
    Rank.SEVEN: 5,
    Rank.SIX: 5,
    Rank.FIVE: 5,
    Rank.FOUR: 5,
    Rank.THREE: 5,
}
#: The card values by rank, the one table every other module reads (the rule book's
#: statement, the quiz generators, the answer choices, the searches).
RANK_VALUES: Mapping[Rank, int] = MappingProxyType(_VALUES)

#: Two decks: each suited card twice, four jokers (all sources).
COPIES_PER_SUITED_CARD = 2
JOKERS_IN_PACK = 4

_RANK_INDEX = {r: i for i, r in enumerate(Rank)}
_SUIT_INDEX = {s: i + 1 for i, s in enumerate(Suit)}

_SUIT_READ = {
    "c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES,
    "♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES,
    "♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES,
}
_RANK_READ = {r.value: r for r in Rank if r is not Rank.JOKER}
_RANK_READ["T"] = Rank.TEN
_CARD_RE = re.compile(r"^(10|[2-9TJQKA])([cdhs♣♦♥♠♧♢♡♤]?)$", re.IGNORECASE)
_JOKER_SPELLINGS = {"JK", "JOKER", "🃏", "★"}


@dataclass(frozen=True, slots=True)
class Card:
    """One card. ``suit`` is ``None`` for a joker, or for a natural written by rank alone."""

    rank: Rank
    suit: Suit | None = None
    # What the rules ask of a card all the time, worked out once (the referee's hot path).
    #: Jokers and twos (000, 003).
    is_wild: bool = field(init=False, repr=False, compare=False)
    is_three: bool = field(init=False, repr=False, compare=False)
    is_red_three: bool = field(init=False, repr=False, compare=False)
    is_black_three: bool = field(init=False, repr=False, compare=False)
    #: A natural card: 4 to ace (threes and wild cards are not).
    is_natural: bool = field(init=False, repr=False, compare=False)
    #: :func:`card_key` as a small integer (the rank, and the suit for threes): cheap to hash.
    rules_key: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.rank is Rank.JOKER and self.suit is not None:
            raise NotationError("a joker has no suit", kind="joker-suit")
        if self.rank is Rank.THREE and self.suit is None:
            raise NotationError("a three must carry its suit (3h 3d are red, 3c 3s black)", kind="three-no-suit")
        wild = self.rank is Rank.JOKER or self.rank is Rank.TWO
        three = self.rank is Rank.THREE
        red = three and self.suit is not None and self.suit.is_red
        object.__setattr__(self, "is_wild", wild)
        object.__setattr__(self, "is_three", three)
        object.__setattr__(self, "is_red_three", red)
        object.__setattr__(self, "is_black_three", three and not red)
        object.__setattr__(self, "is_natural", not (wild or three))
        suit_index = _SUIT_INDEX[self.suit] if three and self.suit is not None else 0
        object.__setattr__(self, "rules_key", _RANK_INDEX[self.rank] * 5 + suit_index)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card: ``Ks``, ``10h``/``Th``, ``JK``, ``K♠``, or rank only (``Q``).

        Raises :class:`NotationError` quoting the text when it is not a card.
        """
        raw = text.strip()
        if raw.upper() in _JOKER_SPELLINGS:
            return JOKER
        match = _CARD_RE.match(raw)
        if not match:
            raise NotationError(
                f"'{text}' is not a card: write rank then suit, like Ks, 10h, Th, 7d, 2c, "
                "JK for a joker, or K♠; ranks 2-10 J Q K A, suits c d h s",
                kind="not-a-card", text=text,
            )
        rank = _RANK_READ[match.group(1).upper()]
        suit_text = match.group(2)
        suit = _SUIT_READ[suit_text.lower()] if suit_text else None
        if rank is Rank.THREE and suit is None:
            raise NotationError(
                f"'{text}': a three must carry its suit (3h 3d are red, 3c 3s black)",
                kind="three-suit", text=text,
            )
        return cls(rank, suit)

    def __str__(self) -> str:
        if self.rank is Rank.JOKER:
            return "JK"
        return self.rank.value + (self.suit.value if self.suit else "")

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def pretty(self) -> str:
        """Unicode form: ``K♠``, ``Joker``."""
        if self.rank is Rank.JOKER:
            return "Joker"
        return self.rank.value + (self.suit.symbol if self.suit else "")

    @property
    def value(self) -> int:
        """Points of the card in a meld or in hand. A red three has no card value: it is a
        bonus card (the ruleset's ``red_three_bonus``), so this raises for it."""
        if self.is_red_three:
            raise CanastaError(f"{self}: a red three is a bonus card, it has no card value")
        return _VALUES[self.rank]






    @property
    def is_red(self) -> bool:
        """Drawn in red (hearts, diamonds). Rank-only naturals and jokers are not red."""
        return self.suit is not None and self.suit.is_red

    @property
    def sort_key(self) -> tuple[int, str]:
        return (self.rank.order, self.suit.value if self.suit else "")


JOKER = Card(Rank.JOKER)


def card_key(card: Card) -> tuple[Rank, Suit | None]:
    """What identifies a card for rules purposes: the rank, plus the suit for threes.

    Suits matter only for threes, so ``Qs`` and ``Q`` are the same card to the judge.
    """
    return (card.rank, card.suit if card.rank is Rank.THREE else None)


def parse_cards(text: str | Iterable[str] | None) -> tuple[Card, ...]:
    """Read a space- or comma-separated list of cards (or a list of card strings).

    >>> parse_cards("Ks Kh, 7d 2c")
    (Card.parse('Ks'), Card.parse('Kh'), Card.parse('7d'), Card.parse('2c'))
    >>> parse_cards("")
    ()
    >>> parse_cards("Ks Zz")
    Traceback (most recent call last):
    ...
    canasta_teach.errors.NotationError: 'Zz' is not a card: write rank then suit, like Ks, 10h, Th, 7d, 2c, JK for a joker, or K♠; ranks 2-10 J Q K A, suits c d h s
    """
    if text is None:
        return ()
    if isinstance(text, str):
        tokens = text.replace(",", " ").split()
    else:
        tokens = []
        for item in text:
            if not isinstance(item, (str, int)):
                raise NotationError(f"{item!r} is not a card")
            tokens.extend(str(item).replace(",", " ").split())
    return tuple(Card.parse(tok) for tok in tokens)


def format_cards(cards: Iterable[Card], *, unicode: bool = False) -> str:
    """Write cards back in the notation (``unicode=True`` for ``K♠``)."""
    return " ".join(c.pretty if unicode else str(c) for c in cards)

