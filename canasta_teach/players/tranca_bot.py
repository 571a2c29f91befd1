"""A sensible Tranca player: runs, sets, the blocking black three and the morto (003, "Varianten").

The :class:`~canasta_teach.players.bots.SensibleBot` hands a Tranca table to
:class:`TrancaBot`. Like every bot it sees only ``observe(state, seat)`` and the referee's
legal operations. Its habits:

- it takes the pile when the take costs no two, or when the pile is big;
- it goes out whenever the referee lets it (the side has its morto and a canasta);
- it melds and adds what it can, longest first, natural cards before twos; a two goes on a
  meld it brings to a canasta, or when the hand is short and the morto is waiting;
- it discards a black three first (it blocks the pile for the next player), never a two,
  and otherwise the card least likely to help the next opponent: not one that extends their
  runs or joins their sets, rather a lone card of its own hand, cheap cards early and dear
  ones late.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..game.cards import Card, Rank, Suit
from ..game.operations import AddToMeld, AddToRun, Discard, DrawStock, EndTurn, GoOut, LayMeld, Operation, TakePile
from ..game.runs import RUN_RANKS, Run
from ..game.table import Observation, Phase

__all__ = ["TrancaBot"]

_PLACE = {rank: i for i, rank in enumerate(RUN_RANKS)}


def _side(obs: Observation, seat: int) -> int:
    return next(i for i, seats in enumerate(obs.sides) if seat in seats)


def _wants(melds: Sequence, card: Card) -> bool:  # type: ignore[type-arg]
    """The card would join one of these melds (a set of its rank, an end of a run)."""
    for m in melds:
        if isinstance(m, Run):
            if card.suit is m.suit and card.rank in _PLACE and _PLACE[card.rank] in (m.low - 1, m.high + 1):
                return True
        elif m.rank is card.rank:
            return True
    return False


class TrancaBot:
    """A player with a beginner's good Tranca habits (see the module docstring)."""

    name = "sensible"
    #: A pile this big is worth a two from the hand to take.
    big_pile = 6

    def choose(self, observation: Observation, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
        if len(legal_ops) == 1:
            return legal_ops[0]
        if observation.phase is Phase.DRAW:
            return self._draw(observation, legal_ops)
        return self._play(observation, legal_ops, rng)

    def __repr__(self) -> str:
        return "TrancaBot()"

    def _draw(self, obs: Observation, legal_ops: Sequence[Operation]) -> Operation:
        draw: Operation = next((op for op in legal_ops if isinstance(op, DrawStock)), legal_ops[0])
        takes = [op for op in legal_ops if isinstance(op, TakePile)]
        free = [op for op in takes if not any(c.is_wild for c in op.cards)]
        if free and len(obs.pile) >= 2:
            return free[0]
        if takes and len(obs.pile) >= self.big_pile:
            return takes[0]
        return draw

    def _play(self, obs: Observation, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
        mine = _side(obs, obs.seat)
        morto_waiting = bool(obs.morto_taken) and not obs.morto_taken[mine]
        size = obs.ruleset.canasta_size
        hand = len(obs.hand)
        melding: list[tuple[tuple[float, ...], Operation]] = []
        discards: list[Discard] = []
        for op in legal_ops:
            if isinstance(op, (GoOut, EndTurn)):
                return op
            if isinstance(op, Discard):
                discards.append(op)
            elif isinstance(op, LayMeld):
                wilds = sum(1 for c in op.cards if c.is_wild)
                if wilds and not (morto_waiting and hand <= 5):
                    continue
                melding.append(((2.0 - wilds, len(op.cards)), op))
            elif isinstance(op, (AddToMeld, AddToRun)):
                length = self._length(obs, mine, op)
                if op.card.is_wild:
                    if not (length + 1 >= size or (morto_waiting and hand <= 3)):
                        continue
                    melding.append(((0.5, length), op))
                else:
                    melding.append(((1.5, length), op))
        if melding:
            return max(melding, key=lambda pair: pair[0])[1]
        if discards:
            return self._discard(obs, discards, rng)
        return legal_ops[rng.randrange(len(legal_ops))]

    @staticmethod
    def _length(obs: Observation, side: int, op: AddToMeld | AddToRun) -> int:
        for m in obs.melds[side]:
            if isinstance(op, AddToRun) and isinstance(m, Run):
                if m.suit is op.suit and m.low_rank is op.low and m.high_rank is op.high:
                    return len(m.cards)
            elif isinstance(op, AddToMeld) and not isinstance(m, Run) and m.rank is op.rank:
                return len(m.cards)
        return 0

    def _discard(self, obs: Observation, discards: Sequence[Discard], rng: random.Random) -> Operation:
        mine = _side(obs, obs.seat)
        players = len(obs.hand_sizes)
        opponent = next(((obs.seat + step) % players for step in range(1, players)
                         if (obs.seat + step) % players not in obs.sides[mine]), None)
        theirs = obs.melds[_side(obs, opponent)] if opponent is not None else ()
        ours = obs.melds[mine]
        ranks: dict[Rank, int] = {}
        suits: dict[Suit, set[int]] = {}
        for c in obs.hand:
            ranks[c.rank] = ranks.get(c.rank, 0) + 1
            if c.is_natural and c.suit is not None:
                suits.setdefault(c.suit, set()).add(_PLACE[c.rank])
        late = obs.stock_size <= 12

        def merit(card: Card) -> float:
            if card.is_black_three:
                return 100.0
            if card.is_wild:
                return -200.0
            score = 0.0
            if _wants(theirs, card):
                score -= 60.0
            if _wants(ours, card):
                score -= 30.0
            if ranks.get(card.rank, 0) == 1:
                score += 15.0
            near = suits.get(card.suit, set()) if card.suit is not None else set()
            place = _PLACE.get(card.rank)
            if place is not None and not ({place - 2, place - 1, place + 1, place + 2} & near):
                score += 15.0
            score += (5.0 if late else 0.0) + rng.random()
            return score

        return max(discards, key=lambda op: merit(op.card))
