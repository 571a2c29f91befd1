"""The asks and one frozen question type per ask: each ask's arguments as typed fields.

Why: a question used to be one class holding every ask's arguments, each optional, and the
code that read one asserted it was set. Here each ask has exactly its own arguments, so an
ask function takes its own type (the judge's dispatcher matches on the type,
:func:`canasta_teach.judge.asks.judge`) and a field another ask takes cannot be set by
mistake. The table the question is about (hand, melds, pile, score, ruleset) is the shared
part, :class:`~canasta_teach.judge.questions.Position`.

``score`` has two types: :class:`ScoreQuestion` for two sides (two or four players) and
:class:`ThreePlayerScoreQuestion`, which names the three seats (who played alone, who went
out, the right-hand player's cards). The reader builds the one the ruleset calls for.

>>> from canasta_teach.game.cards import Card
>>> CardValueQuestion(Card.parse("JK")).ask
<Ask.CARD_VALUE: 'card-value'>
>>> sorted(t.__name__ for t in QUESTION_TYPES[Ask.SCORE])
['ScoreQuestion', 'ThreePlayerScoreQuestion']
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import ClassVar, TypeAlias

from ..game.cards import Card, Rank, Suit
from ..game.choices import Choice
from ..game.melds import Meld
from ..game.seats import Side

__all__ = [
    "Ask", "ThreeSeat", "ThreePlayerHand", "AskedQuestion", "Question", "QUESTION_TYPES",
    "CardValueQuestion", "MeldQuestion", "CanastaKindQuestion", "MinMeldQuestion", "InitialMeldQuestion",
    "AddQuestion", "RunAddQuestion", "PileFrozenQuestion", "TakePileQuestion", "GoOutQuestion", "ScoreQuestion",
    "ThreePlayerScoreQuestion", "GameOverQuestion", "PlayQuestion", "MustTakeQuestion", "HandOverQuestion",
    "BestPlayQuestion", "ShouldQuestion", "takes_pile_to_go_out",
]


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
class AskedQuestion:
    """What every question type shares: the ask it puts (a class constant, not a field)."""

    ask: ClassVar[Ask]


@dataclass(frozen=True)
class CardValueQuestion(AskedQuestion):
    """``card-value``: what one card counts."""

    ask: ClassVar[Ask] = Ask.CARD_VALUE
    card: Card


@dataclass(frozen=True)
class MeldQuestion(AskedQuestion):
    """``meld``: are these cards a valid meld?"""

    ask: ClassVar[Ask] = Ask.MELD
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class CanastaKindQuestion(AskedQuestion):
    """``canasta-kind``: natural or mixed (or no canasta)?"""

    ask: ClassVar[Ask] = Ask.CANASTA_KIND
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class MinMeldQuestion(AskedQuestion):
    """``min-meld``: the first-meld minimum at the position's score."""

    ask: ClassVar[Ask] = Ask.MIN_MELD


@dataclass(frozen=True)
class InitialMeldQuestion(AskedQuestion):
    """``initial-meld``: are these melds, laid from hand, enough for the first meld?"""

    ask: ClassVar[Ask] = Ask.INITIAL_MELD
    melds: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class AddQuestion(AskedQuestion):
    """``add``: may the card join the meld of rank ``to`` on ``to_side``'s table?"""

    ask: ClassVar[Ask] = Ask.ADD
    card: Card
    to: Rank
    to_side: Side = Side.US


@dataclass(frozen=True)
class RunAddQuestion(AskedQuestion):
    """``add`` in Tranca: may the card join our run of ``suit`` from ``low`` to ``high``
    (written ``to: 4h-6h``)? A two may join at either end; the judge names the ends."""

    ask: ClassVar[Ask] = Ask.ADD
    card: Card
    suit: Suit
    low: Rank
    high: Rank
    to_side: Side = Side.US


@dataclass(frozen=True)
class PileFrozenQuestion(AskedQuestion):
    """``pile-frozen``: is the pile frozen for the side to move?"""

    ask: ClassVar[Ask] = Ask.PILE_FROZEN


@dataclass(frozen=True)
class TakePileQuestion(AskedQuestion):
    """``take-pile``: may the side to move take the pile?"""

    ask: ClassVar[Ask] = Ask.TAKE_PILE


@dataclass(frozen=True)
class GoOutQuestion(AskedQuestion):
    """``go-out``: may the player go out? ``partner_allows`` is the partner's answer to
    "May I go out?" (None: not asked); ``takes_pile``: the player takes the pile this turn
    instead of having drawn."""

    ask: ClassVar[Ask] = Ask.GO_OUT
    partner_allows: bool | None = None
    takes_pile: bool = False


@dataclass(frozen=True)
class ScoreQuestion(AskedQuestion):
    """``score`` with two sides (two or four players): who went out (concealed or not) and
    the cards left in each side's hands."""

    ask: ClassVar[Ask] = Ask.SCORE
    went_out: Side = Side.NONE
    concealed: bool = False
    our_hands: tuple[Card, ...] = ()
    their_hands: tuple[Card, ...] = ()


@dataclass(frozen=True)
class ThreePlayerScoreQuestion(AskedQuestion):
    """``score`` with three players: ``seats`` says who played alone and who went out, with
    the right-hand player's cards; ``our_hands`` are yours, ``their_hands`` the left-hand
    player's. ``partner_red_threes`` is the other two's red threes as ``(left, right)``,
    when the author gave them that way (else they are the position's and ``seats``')."""

    ask: ClassVar[Ask] = Ask.SCORE
    seats: ThreePlayerHand = field(default_factory=ThreePlayerHand)
    concealed: bool = False
    our_hands: tuple[Card, ...] = ()
    their_hands: tuple[Card, ...] = ()
    partner_red_threes: tuple[int, int] | None = None

    @property
    def went_out(self) -> Side:
        """Who went out, as the two-sided table says it: you are us, anyone else them."""
        return {None: Side.NONE, ThreeSeat.YOU: Side.US}.get(self.seats.went_out, Side.THEM)

    @classmethod
    def of_two_sides(cls, question: ScoreQuestion) -> ThreePlayerScoreQuestion:
        """A two-sided ``score`` read at a three-player table: you took the pile and play
        alone; "them" is the player on your left."""
        seat = {Side.US: ThreeSeat.YOU, Side.THEM: ThreeSeat.LEFT}.get(question.went_out)
        return cls(ThreePlayerHand(went_out=seat), question.concealed, question.our_hands, question.their_hands)


@dataclass(frozen=True)
class GameOverQuestion(AskedQuestion):
    """``game-over``: with these totals (ours, theirs), is the game over, and who won?"""

    ask: ClassVar[Ask] = Ask.GAME_OVER
    totals: tuple[int, int]


@dataclass(frozen=True)
class PlayQuestion(AskedQuestion):
    """``play``: is this turn, in the play notation, legal here?"""

    ask: ClassVar[Ask] = Ask.PLAY
    play: str


@dataclass(frozen=True)
class MustTakeQuestion(AskedQuestion):
    """``must-take``: with the stock empty, must the player take the pile?"""

    ask: ClassVar[Ask] = Ask.MUST_TAKE


@dataclass(frozen=True)
class HandOverQuestion(AskedQuestion):
    """``hand-over``: is the hand over, after drawing these cards from the stock?"""

    ask: ClassVar[Ask] = Ask.HAND_OVER
    drew: tuple[Card, ...] = ()


@dataclass(frozen=True)
class BestPlayQuestion(AskedQuestion):
    """``best-play``: the legal ways to play now, after drawing these cards (none: the draw
    is done and the hand shows it)."""

    ask: ClassVar[Ask] = Ask.BEST_PLAY
    drew: tuple[Card, ...] = ()


@dataclass(frozen=True)
class ShouldQuestion(AskedQuestion):
    """``should``: which of the choices is better (the coach's seed, play-outs per choice,
    the other players' hand sizes in turn order after us; empty: a full hand each)."""

    ask: ClassVar[Ask] = Ask.SHOULD
    choices: tuple[Choice, ...]
    seed: int = 0
    playouts: int = 200
    hand_sizes: tuple[int, ...] = ()


#: A question of any ask: the judge matches on which one it is.
Question: TypeAlias = (
    CardValueQuestion | MeldQuestion | CanastaKindQuestion | MinMeldQuestion | InitialMeldQuestion | AddQuestion
    | RunAddQuestion | PileFrozenQuestion | TakePileQuestion | GoOutQuestion | ScoreQuestion | ThreePlayerScoreQuestion
    | GameOverQuestion | PlayQuestion | MustTakeQuestion | HandOverQuestion | BestPlayQuestion | ShouldQuestion
)

_ALL_TYPES: tuple[type[AskedQuestion], ...] = (
    CardValueQuestion, MeldQuestion, CanastaKindQuestion, MinMeldQuestion, InitialMeldQuestion, AddQuestion,
    RunAddQuestion, PileFrozenQuestion, TakePileQuestion, GoOutQuestion, ScoreQuestion, ThreePlayerScoreQuestion, GameOverQuestion,
    PlayQuestion, MustTakeQuestion, HandOverQuestion, BestPlayQuestion, ShouldQuestion,
)

#: The question types of each ask (one each; ``score`` has a two-sided and a three-player one).
QUESTION_TYPES: dict[Ask, tuple[type[AskedQuestion], ...]] = {
    ask: tuple(t for t in _ALL_TYPES if t.ask is ask) for ask in Ask
}


def takes_pile_to_go_out(question: Question) -> bool:
    """Whether the question is ``go-out`` by taking the pile this turn (the table starts
    before the draw, and the judge asks the engine's going-out line after the take)."""
    return isinstance(question, GoOutQuestion) and question.takes_pile
