"""The questions the judge answers: the ask, its arguments, and the position it is about.

Plain frozen values built on the game layer. The authoring format that reads them from YAML
lives in :mod:`canasta_teach.content.authoring`; drawing them is the app's business
(:func:`canasta_teach.app.render.table_html`).
"""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..game.cards import Card, Rank
from ..game.choices import Choice
from ..game.melds import Meld
from ..game.rulesets import Ruleset, get_ruleset
from ..game.seats import Side

__all__ = ["Ask", "Question", "Position", "ThreeSeat", "ThreePlayerHand"]


class Ask(enum.Enum):
    """The questions the judge answers (DESIGN.md)."""

    CARD_VALUE = "card-value"
    MELD = "meld"
    CANASTA_KIND = "canasta-kind"
    MIN_MELD = "min-meld"
    INITIAL_MELD = "initial-meld"
    ADD = "add"
    PILE_FROZEN = "pile-frozen"
    TAKE_PILE = "take-pile"
    GO_OUT = "go-out"
    SCORE = "score"
    GAME_OVER = "game-over"
    #: Is this turn, written in the play notation, legal here? (asked of the referee)
    PLAY = "play"
    #: With the stock empty, must the player take the pile?
    MUST_TAKE = "must-take"
    #: Is the hand over, and why?
    HAND_OVER = "hand-over"
    #: The legal ways to play now, each with what it lays down and scores (for the coach).
    BEST_PLAY = "best-play"
    #: Which of a few choices is better here (go out or keep playing, take the pile or
    #: draw...)? The rules only say which are allowed (the judge); which is better is the
    #: coach's verdict (:mod:`canasta_teach.players.coach`), asked through the front door
    #: (:func:`canasta_teach.players.ruling.rule`); the judge's ``judge()`` refuses it.
    SHOULD = "should"


class ThreeSeat(enum.Enum):
    """A seat of the three-player game, seen from the player asked: you, then the players on
    your left and on your right (the engine's seats 0, 1 and 2)."""

    YOU = "you"
    LEFT = "left"
    RIGHT = "right"

    @property
    def seat(self) -> int:
        return list(ThreeSeat).index(self)


@dataclass(frozen=True)
class ThreePlayerHand:
    """``score`` with three players: who played alone, who went out, and the right-hand
    player's cards (yours are the ``our_*`` keys, the left-hand player's the ``their_*``
    keys; the two partners' melds are one partnership's, written under either).

    ``lone`` is the player who took the pile first, whoever that is (004: "De speler die
    als eerste de stok pakt, wie dat ook is, speelt alleen"); None when nobody took it.
    """

    lone: ThreeSeat | None = ThreeSeat.YOU
    went_out: ThreeSeat | None = None
    right_melds: tuple[Meld, ...] = ()
    right_hands: tuple[Card, ...] = ()
    right_red_threes: int = 0
    right_red_three_cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Question:
    """The ask and its arguments. Only the arguments of the ask are set."""

    ask: Ask
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    melds: tuple[tuple[Card, ...], ...] = ()
    to: Rank | None = None
    to_side: Side = Side.US
    went_out: Side = Side.NONE
    concealed: bool = False
    our_hands: tuple[Card, ...] = ()
    their_hands: tuple[Card, ...] = ()
    totals: tuple[int, int] | None = None
    partner_allows: bool | None = None
    #: ``play``: the turn in the play notation.
    play: str = ""
    #: ``go-out``: the player takes the pile this turn (instead of having drawn).
    takes_pile: bool = False
    #: ``hand-over``: the cards just drawn from the stock.
    drew: tuple[Card, ...] = ()
    #: ``score`` with three players: each partner's red threes (left, right).
    partner_red_threes: tuple[int, int] | None = None
    #: ``score`` with three players: somebody took the pile this hand (else nobody played alone).
    pile_taken: bool = True
    #: ``score`` with three players: the seats (who played alone, who went out, the
    #: right-hand player's cards); None outside that ask.
    three: ThreePlayerHand | None = None
    #: ``should``: the choices compared (``go-out``, ``keep-playing``, ``take-pile``,
    #: ``draw``, ``freeze``, ``discard 9c``), the coach's seed and its play-outs per choice.
    choices: tuple[Choice, ...] = ()
    seed: int = 0
    playouts: int = 200
    #: ``should``: how many cards each other player holds, in turn order after us (empty:
    #: a full hand each).
    hand_sizes: tuple[int, ...] = ()


@dataclass(frozen=True)
class Position:
    """One moment of a hand, seen from the side to move ("us")."""

    id: str
    question: Question
    ruleset: Ruleset = field(default_factory=lambda: get_ruleset("classic"))
    title: str = ""
    hand: tuple[Card, ...] = ()
    our_melds: tuple[Meld, ...] = ()
    their_melds: tuple[Meld, ...] = ()
    our_red_threes: int = 0
    their_red_threes: int = 0
    #: The red threes among those counted that the author wrote as cards (their suits are
    #: kept at the engine's table; the rest of the count gets suits from what remains).
    our_red_three_cards: tuple[Card, ...] = ()
    their_red_three_cards: tuple[Card, ...] = ()
    pile: tuple[Card, ...] = ()
    stock: int | None = None
    score: tuple[int, int] = (0, 0)
    melded_before: bool | None = None
    expect: Any = None
    has_expect: bool = False
    explain: str = ""
    source: str = "<string>"
    tags: tuple[str, ...] = ()
    #: A lesson asks the learner to act on the cards (take the pile, lay the meld, go out)
    #: instead of answering yes or no; the judge's answer is the same either way.
    act: bool = False

    @property
    def ask(self) -> Ask:
        return self.question.ask

    @property
    def top_card(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    @property
    def our_has_melded(self) -> bool:
        return bool(self.our_melds)

    @cached_property
    def our_meld_by_rank(self) -> dict[Rank, Meld]:
        return {m.rank: m for m in self.our_melds if m.rank is not None}

    @cached_property
    def hand_counts(self) -> Counter[Rank]:
        """How many cards of each rank the hand holds (suits do not matter)."""
        return Counter(c.rank for c in self.hand)

    @cached_property
    def pile_has_wild(self) -> bool:
        return any(c.is_wild for c in self.pile)

    @cached_property
    def pile_has_red_three(self) -> bool:
        return any(c.is_red_three for c in self.pile)

    @property
    def our_canastas(self) -> int:
        return sum(1 for m in self.our_melds if m.is_canasta)
