"""Bots: players that choose one of the referee's legal operations.

A bot sees what a player at the table sees, :func:`canasta_teach.game.table.observe` of the
state for its seat (its own hand, the counts of the other hands and of the stock, the open
table), and the list of legal operations; never the state itself. Its randomness comes
from the ``rng`` passed in, so a seeded game plays the same way twice.

- :class:`RandomBot` plays a uniformly random legal operation (the referee's fuzzer).
- :class:`PlayoutBot` makes the sensible bot's moves, move for move (the same dice too), for
  less work per move: the coach's play-outs use it (``playout_bot``).
- :class:`SensibleBot` has a beginner's good habits: it takes a big pile when it can, lays
  its first meld once it reaches the minimum (the referee only offers first-meld plays
  from which the minimum stays reachable), prefers melds with more cards and adds to its
  melds, discards what the next opponent is least likely to take (a black three, a
  singleton it cannot use, a rank many copies of which are in sight; never a card that
  fits that opponent's melds, nor a wild card unless freezing a big pile helps), goes out
  when its side is ahead or the hand is late, answers the partner yes on the same terms,
  and asks the partner only when it can go out.

>>> import random
>>> from canasta_teach.game.deal import deal
>>> from canasta_teach.game.referee import legal_operations
>>> from canasta_teach.game.table import observe
>>> state = deal("classic", seed=3)
>>> op = SensibleBot().choose(observe(state, state.to_move), legal_operations(state), random.Random(0))
>>> op in legal_operations(state)
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import chain
from operator import attrgetter
from typing import Protocol, cast, runtime_checkable

from ..errors import CanastaError
from ..game.cards import Card, Rank
from ..game.melds import Meld
from ..game.operations import (
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndTurn,
    GoOut,
    LayMeld,
    Operation,
    TakePile,
)
from ..game.table import Observation, Phase

__all__ = ["Bot", "RandomBot", "SensibleBot", "PlayoutBot", "BOT_LEVELS", "make_bot", "playout_bot"]

#: Copies of each natural rank in the pack (two decks).
_COPIES = 8
_NATURAL_CANASTA = 500
_MIXED_CANASTA = 300
_RED_THREE = 100
_RANK_OF = attrgetter("rank")


@runtime_checkable
class Bot(Protocol):
    """A player: given one seat's view and the legal operations, choose one of them."""

    def choose(self, observation: Observation, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
        ...


class RandomBot:
    """A uniformly random legal operation."""

    name = "random"

    def choose(self, observation: Observation, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
        return legal_ops[rng.randrange(len(legal_ops))]

    def __repr__(self) -> str:
        return "RandomBot()"


# --------------------------------------------------------------------------------------
# What a player can work out from an observation


def _side_index(obs: Observation, seat: int) -> int:
    for index, seats in enumerate(obs.sides):
        if seat in seats:
            return index
    raise ValueError(f"seat {seat} is not at this table")


def _table_estimate(obs: Observation, side: int) -> int:
    """A side's score so far, as the table shows it: the score before the hand, its melds,
    canasta bonuses and red threes (hands are hidden, so not counted)."""
    size = obs.ruleset.canasta_size
    seats = obs.sides[side]
    points = obs.scores[seats[0]] if obs.scores else 0
    for meld in obs.melds[side]:
        points += meld.value
        if len(meld.cards) >= size:
            points += _NATURAL_CANASTA if meld.wilds == 0 else _MIXED_CANASTA
    points += _RED_THREE * sum(len(obs.red_threes[s]) for s in seats)
    return points


def _ahead(obs: Observation) -> bool:
    """Our side's table estimate is at least every other side's."""
    mine = _side_index(obs, obs.seat)
    ours = _table_estimate(obs, mine)
    return all(ours >= _table_estimate(obs, i) for i in range(len(obs.sides)) if i != mine)


def _late(obs: Observation) -> bool:
    """Three rounds of draws or fewer are left in the stock."""
    rules = obs.ruleset
    return obs.stock_size <= 3 * rules.players * rules.cards_drawn


def _next_opponent(obs: Observation) -> int | None:
    """The first seat after ours, clockwise, that is not on our side."""
    mine = obs.sides[_side_index(obs, obs.seat)]
    players = len(obs.hand_sizes)
    for step in range(1, players):
        seat = (obs.seat + step) % players
        if seat not in mine:
            return seat
    return None


def _visible_ranks(obs: Observation) -> dict[Rank, int]:
    """Copies of each rank in sight: our hand, the pile and every meld (counted by
    ``Counter``, in C: a play-out asks this at every discard)."""
    in_sight = chain(obs.hand, obs.pile, *(meld.cards for side in obs.melds for meld in side))
    return Counter(map(_RANK_OF, in_sight))


def _meld_ranks(melds: Sequence[Meld]) -> dict[Rank, Meld]:
    return {m.rank: m for m in melds if m.rank is not None}


class SensibleBot:
    """A player with a beginner's good habits (see the module docstring)."""

    name = "sensible"

    #: A pile this big is worth a wild card from the hand to take.
    big_pile = 5
    #: Freezing with a wild card pays once the pile holds this many cards.
    freeze_pile = 7

    def choose(self, observation: Observation, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
        if len(legal_ops) == 1:
            return legal_ops[0]
        obs = observation
        if obs.ruleset.is_tranca:
            # Tranca's runs and morto (003, "Varianten"): its own habits.
            from .tranca_bot import TrancaBot

            return TrancaBot().choose(obs, legal_ops, rng)
        if obs.phase is Phase.ANSWER:
            return self._answer(obs, legal_ops)
        if obs.phase is Phase.DRAW:
            return self._draw(obs, legal_ops)
        return self._play(obs, legal_ops, rng)

    def __repr__(self) -> str:
        return "SensibleBot()"

    # ----------------------------------------------------------------------------------

    def _want_out(self, obs: Observation) -> bool:
        return obs.turn.answer is True or _ahead(obs) or _late(obs)

    def _answer(self, obs: Observation, legal_ops: Sequence[Operation]) -> Operation:
        yes = _ahead(obs) or _late(obs)
        for op in legal_ops:
            if isinstance(op, AnswerPartner) and op.yes is yes:
                return op
        return legal_ops[0]

    def _draw(self, obs: Observation, legal_ops: Sequence[Operation]) -> Operation:
        """Take the pile when it is worth it: at no cost in wild cards, or a big pile."""
        best: tuple[int, Operation] | None = None
        draw: Operation | None = None
        pile = len(obs.pile)
        for op in legal_ops:
            if isinstance(op, DrawStock):
                draw = op
            elif isinstance(op, TakePile):
                wilds = sum(1 for c in op.cards if c.is_wild)
                if wilds and pile < self.big_pile:
                    continue
                # The top card joining a meld costs nothing; a natural pair, two naturals
                # that may grow the meld; a wild card, one that is hard to come by.
                rank = 0 if not op.cards else 1 if not wilds else 2
                if best is None or rank < best[0]:
                    best = (rank, op)
        if best is not None:
            return best[1]
        return draw if draw is not None else legal_ops[0]

    def _play(self, obs: Observation, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
        hand_size = len(obs.hand)
        want_out = self._want_out(obs)
        size = obs.ruleset.canasta_size
        mine = _side_index(obs, obs.seat)
        own_melds = _meld_ranks(obs.melds[mine])
        side_melded = obs.side_melded[mine]
        melding: list[tuple[tuple[float, ...], Operation]] = []
        discards: list[Discard] = []
        end_turn: Operation | None = None
        for op in legal_ops:
            if isinstance(op, GoOut):
                return op
            if isinstance(op, AskPartner):
                if want_out and not obs.turn.asked:
                    return op
                continue
            if isinstance(op, Discard):
                discards.append(op)
            elif isinstance(op, EndTurn):
                end_turn = op
            elif isinstance(op, LayMeld):
                left = hand_size - len(op.cards)
                if left < 2 and not want_out:
                    continue
                wilds = sum(1 for c in op.cards if c.is_wild)
                if wilds and side_melded and not (want_out and hand_size <= 5):
                    continue
                if op.cards and op.cards[0].is_black_three and not want_out:
                    continue
                melding.append(((3.0 if not wilds else 1.0, len(op.cards), -wilds), op))
            elif isinstance(op, AddToMeld):
                if hand_size - 1 < 2 and not want_out:
                    continue
                meld = own_melds.get(op.rank)
                length = len(meld.cards) if meld is not None else 0
                if op.card.is_wild:
                    # A wild card goes on a meld that it brings to (or near) a canasta, or
                    # when the hand is melding out.
                    if not (length >= size - 2 or not side_melded or (want_out and hand_size <= 3)):
                        continue
                    melding.append(((0.0, length, 0), op))
                else:
                    melding.append(((2.0, length, 0), op))
        if melding:
            return max(melding, key=lambda pair: pair[0])[1]
        if discards:
            return self._discard(obs, discards, rng)
        if end_turn is not None:
            return end_turn
        # Only plays the habits above passed over are left (a first meld under way, going
        # out after a yes): lay the most cards.
        return max(legal_ops, key=_cards_played)

    def _discard(self, obs: Observation, discards: Sequence[Discard], rng: random.Random) -> Operation:
        """The discard the next opponent is least likely to want, of the cards we least need."""
        return self.ranked_discards(obs, discards, rng)[0]

    def ranked_discards(self, obs: Observation, discards: Sequence[Discard], rng: random.Random) -> list[Discard]:
        """The discards best first, by the habits of :meth:`_discard` (the strong bot
        weighs the first few of them by the coach's play-outs)."""
        merit = self._merit(obs, rng)
        return sorted(discards, key=lambda op: merit(op.card), reverse=True)

    def _merit(self, obs: Observation, rng: random.Random) -> Callable[[Card], float]:
        """How good a discard each card is here (higher is better; each call draws one die
        to break ties)."""
        opponent = _next_opponent(obs)
        mine = _side_index(obs, obs.seat)
        their_melds: dict[Rank, Meld] = {}
        if opponent is not None:
            their_melds = _meld_ranks(obs.melds[_side_index(obs, opponent)])
        any_their: set[Rank] = set()
        for index, side in enumerate(obs.melds):
            if index != mine:
                any_their.update(m.rank for m in side if m.rank is not None)
        own_melds = _meld_ranks(obs.melds[mine])
        in_hand: dict[Rank, int] = {}
        for card in obs.hand:
            in_hand[card.rank] = in_hand.get(card.rank, 0) + 1
        seen = _visible_ranks(obs)
        pile = len(obs.pile)
        late = _late(obs)

        def merit(card: Card) -> float:
            if card.is_black_three:
                return 100.0  # the next player cannot take the pile over it
            if card.is_wild:
                # Freeze a big pile the opponent could otherwise take; else keep wild cards.
                if not obs.pile_frozen and pile >= self.freeze_pile:
                    return 10.0 - card.value / 10
                return -200.0 - card.value
            if card.is_three:
                return -300.0  # a red three never stays in a hand; here for completeness
            score = 0.0
            if card.rank in their_melds:
                score -= 60.0
            elif card.rank in any_their:
                score -= 20.0
            if card.rank in own_melds:
                score -= 30.0
            copies = in_hand.get(card.rank, 0)
            score += 25.0 if copies == 1 else -15.0 * copies
            # The more copies in sight, the less likely the opponent holds a pair.
            score += 4.0 * seen.get(card.rank, 0)
            # Late in the hand, shed points.
            score += card.value * (0.5 if late else 0.05)
            return score + rng.random() * 0.01

        return merit


class PlayoutBot(SensibleBot):
    """The sensible bot's moves, for less work per move: what the coach's play-outs run
    (tens of thousands of moves a verdict). It chooses exactly the move
    :class:`SensibleBot` chooses and draws the same dice (``tests/test_playout_bot.py``
    checks it move by move, and that every shipped ``should`` question and the coach's tests
    get the same verdicts), so a verdict does not change; only the bookkeeping is cheaper:

    - whether it wants to go out (the side ahead, or late in the hand) is worked out only when
      a meld, an add or asking the partner is offered, the cheap test first;
    - the operations are told apart by their type (no operation class has subclasses);
    - the discard is the best one, found by ``max`` (first of equals, as the sorted list's
      first), not a sorted list.
    """

    def _play(self, obs: Observation, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
        hand_size = len(obs.hand)
        wanted: list[bool] = []

        def want_out() -> bool:
            if not wanted:
                wanted.append(obs.turn.answer is True or _late(obs) or _ahead(obs))
            return wanted[0]

        mine = -1
        own_melds: dict[Rank, Meld] | None = None
        side_melded = False
        size = obs.ruleset.canasta_size
        best_key: tuple[float, ...] | None = None
        best: Operation | None = None
        discards: list[Discard] = []
        end_turn: Operation | None = None
        for op in legal_ops:
            kind = type(op)
            if kind is Discard:
                discards.append(cast(Discard, op))
                continue
            if kind is AddToMeld:
                add = cast(AddToMeld, op)
                if hand_size < 3 and not want_out():
                    continue
                if mine < 0:
                    mine = _side_index(obs, obs.seat)
                    side_melded = obs.side_melded[mine]
                if own_melds is None:
                    own_melds = _meld_ranks(obs.melds[mine])
                meld = own_melds.get(add.rank)
                length = len(meld.cards) if meld is not None else 0
                if add.card.is_wild:
                    if not (length >= size - 2 or not side_melded or (hand_size <= 3 and want_out())):
                        continue
                    key: tuple[float, ...] = (0.0, length, 0)
                else:
                    key = (2.0, length, 0)
            elif kind is LayMeld:
                cards = cast(LayMeld, op).cards
                if hand_size - len(cards) < 2 and not want_out():
                    continue
                wilds = sum(1 for c in cards if c.is_wild)
                if wilds:
                    if mine < 0:
                        mine = _side_index(obs, obs.seat)
                        side_melded = obs.side_melded[mine]
                    if side_melded and not (hand_size <= 5 and want_out()):
                        continue
                if cards and cards[0].is_black_three and not want_out():
                    continue
                key = (3.0 if not wilds else 1.0, len(cards), -wilds)
            elif kind is GoOut:
                return op
            elif kind is AskPartner:
                if not obs.turn.asked and want_out():
                    return op
                continue
            elif kind is EndTurn:
                end_turn = op
                continue
            else:
                continue
            if best_key is None or key > best_key:
                best_key, best = key, op
        if best is not None:
            return best
        if discards:
            return self._discard(obs, discards, rng)
        if end_turn is not None:
            return end_turn
        return max(legal_ops, key=_cards_played)

    def _discard(self, obs: Observation, discards: Sequence[Discard], rng: random.Random) -> Operation:
        # The sorted list's first is the first of the highest merit; so is max's. Both ask
        # each card's merit once, in order, so the dice are drawn alike.
        merit = self._merit(obs, rng)
        return max(discards, key=lambda op: merit(op.card))

    def __repr__(self) -> str:
        return "PlayoutBot()"


def _cards_played(op: Operation) -> int:
    if isinstance(op, (LayMeld, TakePile)):
        return len(op.cards)
    if isinstance(op, AddToMeld):
        return 1
    return 0


#: The bots by level name, for the command line.
BOT_LEVELS: dict[str, type] = {"random": RandomBot, "sensible": SensibleBot}
#: The bots the coach's play-outs use for a level: the same moves, for less work.
_PLAYOUT_BOTS: dict[str, type] = {"sensible": PlayoutBot}


def playout_bot(level: str) -> Bot:
    """A bot of that level for the coach's play-outs: :class:`PlayoutBot` for the sensible
    level (its moves, cheaper), the level's own bot otherwise.

    >>> playout_bot("sensible"), playout_bot("random")
    (PlayoutBot(), RandomBot())
    """
    kind = _PLAYOUT_BOTS.get(level)
    return kind() if kind is not None else make_bot(level)


def make_bot(level: str) -> Bot:
    """A new bot of that level; :class:`CanastaError` for an unknown level.

    >>> make_bot("sensible")
    SensibleBot()
    >>> make_bot("clever")
    Traceback (most recent call last):
    ...
    canasta_teach.errors.CanastaError: unknown bot level 'clever': choose random or sensible
    """
    try:
        return BOT_LEVELS[level]()
    except KeyError:
        raise CanastaError(f"unknown bot level '{level}': choose {' or '.join(BOT_LEVELS)}") from None
