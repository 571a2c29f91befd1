"""The table state of a hand in motion: an explicit, immutable value.

A :class:`TableState` holds everything the referee needs to say what may happen next:
every seat's hand, the stock as cards (its top card last), the pile (bottom to top), each
side's melds, each seat's red threes, the seat to move, the phase of the turn and what the
turn has done so far. Nothing in it changes: :func:`canasta_teach.game.referee.apply`
returns a new state.

Seats are numbered clockwise from 0. Sides: with four players seats 0 and 2 against 1 and 3;
with two players each seat is a side. With three players each seat starts as a side of its
own; the first player to take the pile plays alone and the other two become partners who
meld together (000, 003, 004): ``sides`` changes then.

The state is what the table knows; a player sees only :func:`observe` of it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from .cards import Card, Rank
from .melds import Meld
from .rulesets import Ruleset

__all__ = [
    "Phase",
    "Source",
    "HandEnd",
    "Turn",
    "TableState",
    "Observation",
    "observe",
    "initial_sides",
]


class Phase(enum.Enum):
    """Where the turn of the seat to move stands."""

    #: The turn starts: draw from the stock or take the pile (a dealt red three first, under
    #: option dealt-red-threes: first-turn).
    DRAW = "draw"
    #: After drawing: meld, add, ask the partner, discard or go out.
    PLAY = "play"
    #: "Partner, may I go out?" was asked: the partner answers.
    ANSWER = "answer"
    #: The hand is over; see :attr:`TableState.end`.
    HAND_OVER = "hand-over"


class Source(enum.Enum):
    """Where this turn's cards came from."""

    STOCK = "stock"
    PILE = "pile"


class HandEnd(enum.Enum):
    """Why a hand ended."""

    WENT_OUT = "went-out"
    #: A player should have drawn from the empty stock (003, 004).
    STOCK_EXHAUSTED = "stock-exhausted"
    #: The last stock card was a red three (001, 003, 004).
    LAST_RED_THREE = "last-red-three"


# Enum members read in the hot paths, bound once: on Python 3.11 a look-up such as
# ``Rank.THREE`` goes through the enum metaclass's ``__getattr__`` hook and costs about
# ten times a module global's read.
_ANSWER = Phase.ANSWER
_HAND_OVER = Phase.HAND_OVER


@dataclass(frozen=True, slots=True)
class Turn:
    """What the turn of the seat to move has done so far."""

    #: How the turn drew: ``None`` before drawing.
    source: Source | None = None
    #: Hand cards held before the pile was taken and not laid yet: only these (and the
    #: pile's top card) count toward a first meld made with the pile (003, 004).
    eligible: tuple[Card, ...] | None = None
    #: Card values laid this turn that count toward the side's first-meld minimum.
    minimum_points: int = 0
    #: The side's first meld is being made in this turn and its minimum is due.
    first_meld: bool = False
    #: Cards laid from the hand this turn.
    laid: tuple[Card, ...] = ()
    #: Ranks of the melds started this turn (by this player).
    new_melds: tuple[Rank, ...] = ()
    #: Cards were added to a meld that was on the table before this turn.
    added_to_earlier: bool = False
    #: The player asked "Partner, may I go out?" and the answer (None while unanswered).
    asked: bool = False
    answer: bool | None = None
    #: The last stock card was a red three: meld if you like, then the hand ends.
    last_red_three: bool = False


def initial_sides(players: int) -> tuple[tuple[int, ...], ...]:
    """The sides at the start of a hand: partners sit opposite with four players."""
    if players == 4:
        return ((0, 2), (1, 3))
    return tuple((seat,) for seat in range(players))


@dataclass(frozen=True, slots=True)
class TableState:
    """One moment of a hand. Build it with :func:`canasta_teach.game.deal.deal` or
    :meth:`from_parts`; change it only through the referee's ``apply``."""

    ruleset: Ruleset
    hands: tuple[tuple[Card, ...], ...]
    #: The stock, bottom to top: the next card drawn is the last.
    stock: tuple[Card, ...]
    #: The discard pile, bottom to top.
    pile: tuple[Card, ...]
    #: A wild card (or a red three turned up at the start) lies in the pile.
    pile_frozen: bool
    sides: tuple[tuple[int, ...], ...]
    #: Each side's melds, in the order of ``sides``.
    melds: tuple[tuple[Meld, ...], ...]
    #: Each side has made its first meld of the hand (its minimum reached).
    side_melded: tuple[bool, ...]
    #: Each seat's red threes laid out.
    red_threes: tuple[tuple[Card, ...], ...]
    #: Each seat has laid cards before this turn (going out concealed needs not).
    seat_melded: tuple[bool, ...]
    to_move: int
    phase: Phase
    turn: Turn = field(default_factory=Turn)
    dealer: int = 0
    #: Three players: the seat that plays alone, once the pile has been taken.
    lone: int | None = None
    #: Scores of the sides before this hand (for the first-meld minimum), per seat.
    scores: tuple[int, ...] = ()
    end: HandEnd | None = None
    went_out: int | None = None
    concealed: bool = False
    #: Tranca: each side's morto, the face-down reserve hand (003), in the order of
    #: ``sides``; empty once taken. Canasta has none.
    mortos: tuple[tuple[Card, ...], ...] = ()
    #: Tranca: each side has taken its morto.
    morto_taken: tuple[bool, ...] = ()

    # ----------------------------------------------------------------------------------
    # Derived facts (cheap: sides have at most two seats)

    @property
    def players(self) -> int:
        return len(self.hands)

    def side_of(self, seat: int) -> int:
        """The index in ``sides`` of the seat's side."""
        for index, seats in enumerate(self.sides):
            if seat in seats:
                return index
        raise ValueError(f"seat {seat} is not at this table")

    def partner_of(self, seat: int) -> int | None:
        """The partner's seat, or None for a player without a partner."""
        seats = self.sides[self.side_of(seat)]
        if len(seats) < 2:
            return None
        return seats[0] if seats[1] == seat else seats[1]

    def current_player(self) -> int | None:
        """The seat that acts now: the partner answers a question; None when the hand is over."""
        if self.phase is _HAND_OVER:
            return None
        if self.phase is _ANSWER:
            return self.partner_of(self.to_move)
        return self.to_move

    @property
    def is_over(self) -> bool:
        return self.phase is _HAND_OVER

    @property
    def top_card(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    @property
    def hand(self) -> tuple[Card, ...]:
        """The hand of the seat to move."""
        return self.hands[self.to_move]

    def side_melds(self, seat: int) -> tuple[Meld, ...]:
        return self.melds[self.side_of(seat)]

    def meld_of_rank(self, seat: int, rank: Rank) -> Meld | None:
        for meld in self.melds[self.side_of(seat)]:
            if meld.rank is rank:
                return meld
        return None

    def canastas(self, seat: int) -> int:
        size = self.ruleset.canasta_size
        return sum(1 for m in self.melds[self.side_of(seat)] if len(m.cards) >= size)

    def score_of(self, seat: int) -> int:
        """The cumulative score of the seat's side before this hand (0 when unknown)."""
        return self.scores[seat] if self.scores else 0

    def first_meld_minimum(self, seat: int) -> int:
        return self.ruleset.first_meld_minimum(self.score_of(seat))

    def frozen_for(self, seat: int) -> bool:
        """Frozen for this seat's side: a wild card in the pile, or the side has not made
        its first meld (000, 002, 003)."""
        return self.pile_frozen or not self.side_melded[self.side_of(seat)]

    def card_count(self) -> int:
        """Every card at the table: hands, stock, pile, melds and red threes."""
        return (
            sum(len(h) for h in self.hands)
            + len(self.stock)
            + len(self.pile)
            + sum(len(m.cards) for side in self.melds for m in side)
            + sum(len(r) for r in self.red_threes)
            + sum(len(m) for m in self.mortos)
        )

    def all_cards(self) -> list[Card]:
        """Every card at the table, in one list (for the conservation check)."""
        out: list[Card] = []
        for h in self.hands:
            out.extend(h)
        out.extend(self.stock)
        out.extend(self.pile)
        for side in self.melds:
            for m in side:
                out.extend(m.cards)
        for r in self.red_threes:
            out.extend(r)
        for morto in self.mortos:
            out.extend(morto)
        return out


@dataclass(frozen=True, slots=True)
class Observation:
    """What one seat may see: its own hand, the table, and only counts of hidden cards.

    This is all a bot, the coach or a widget receives about a state: never another seat's
    hand, never the stock's order.
    """

    seat: int
    ruleset: Ruleset
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    pile: tuple[Card, ...]
    pile_frozen: bool
    sides: tuple[tuple[int, ...], ...]
    melds: tuple[tuple[Meld, ...], ...]
    side_melded: tuple[bool, ...]
    red_threes: tuple[tuple[Card, ...], ...]
    to_move: int
    phase: Phase
    turn: Turn
    scores: tuple[int, ...]
    end: HandEnd | None
    went_out: int | None
    #: Tranca: the cards of each side's morto still face down (0 once taken), and whether
    #: each side has taken it. Empty in Canasta.
    morto_sizes: tuple[int, ...] = ()
    morto_taken: tuple[bool, ...] = ()
    #: Public facts every player at the table knows: which seats laid cards before this
    #: turn (going out concealed), the dealer, and with three players the lone player.
    seat_melded: tuple[bool, ...] = ()
    dealer: int = 0
    lone: int | None = None


def observe(state: TableState, seat: int) -> Observation:
    """The state as ``seat`` sees it (OpenSpiel's observer).

    The discard pile is open information: players see every card discarded, so the whole
    pile is part of the view.
    """
    return Observation(
        seat=seat,
        ruleset=state.ruleset,
        hand=state.hands[seat],
        hand_sizes=tuple(len(h) for h in state.hands),
        stock_size=len(state.stock),
        pile=state.pile,
        pile_frozen=state.pile_frozen,
        sides=state.sides,
        melds=state.melds,
        side_melded=state.side_melded,
        red_threes=state.red_threes,
        to_move=state.to_move,
        phase=state.phase,
        turn=state.turn if state.to_move == seat else Turn(source=state.turn.source),
        scores=state.scores,
        end=state.end,
        went_out=state.went_out,
        morto_sizes=tuple(len(m) for m in state.mortos),
        morto_taken=state.morto_taken,
        seat_melded=state.seat_melded,
        dealer=state.dealer,
        lone=state.lone,
    )
