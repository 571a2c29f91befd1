"""Taking back this turn's melds: the table as it was right after this turn's draw.

Not a rule of the sources (at a real table a card laid stays laid). A practice table offers
it so that a learner is never stuck: one who lays a first meld below the side's minimum may
not discard (000, 003: the minimum is due by the end of the melding), and a beginner may not
see which cards would make up the rest. The engine says what may be taken back, so no view
decides it:

- only the melds laid and the cards added to melds since this turn's draw (or since the take
  of the pile: the take, and the meld it made, stay), by the seat to move, the turn not over;
- never the draw or the take itself, never a red three laid out (its replacement was seen),
  never a question to the partner or its answer: the table returns to a state the player has
  already seen, with the same stock, so no card is uncovered by taking back.

:func:`record_play` keeps, play by play, the table after the draw and the plays since
(:class:`TurnMelds`); :func:`take_back` checks that record against the table now (replaying
it through the referee) and returns the table after the draw.

>>> from dataclasses import replace
>>> from canasta_teach.game.cards import parse_cards
>>> from canasta_teach.game.deal import deal
>>> from canasta_teach.game.operations import DrawStock, LayMeld
>>> from canasta_teach.game.referee import apply
>>> start = deal("two-player", seed=7)
>>> hands = list(start.hands)
>>> hands[start.to_move] = parse_cards("7s 7h 7d Ks Kh Kd 9c 5c 4d 6h 8s Jc Jd Jh Qs")
>>> start = replace(start, hands=tuple(hands))
>>> drawn = apply(start, DrawStock())
>>> laid = apply(drawn, LayMeld(parse_cards("7s 7h 7d")))
>>> record = record_play(None, drawn, LayMeld(parse_cards("7s 7h 7d")))
>>> take_back(record, laid) == drawn
True
>>> take_back(record_play(None, start, DrawStock()), drawn)
Traceback (most recent call last):
...
canasta_teach.errors.CanastaError: nothing to take back: no meld was laid and no card added this turn
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import CanastaError
from .operations import AddToMeld, LayMeld, Operation
from .referee import apply
from .table import Phase, TableState

__all__ = ["TurnMelds", "record_play", "take_back", "take_back_problem", "can_take_back"]

#: The plays that may be taken back: laying a meld and adding a card to one.
MeldPlay = LayMeld | AddToMeld


@dataclass(frozen=True, slots=True)
class TurnMelds:
    """The table right after this turn's draw, and the melds and additions played since."""

    after_draw: TableState
    plays: tuple[MeldPlay, ...]


def record_play(record: TurnMelds | None, before: TableState, op: Operation) -> TurnMelds | None:
    """The record once ``op`` is played on ``before``: a meld or an addition in the play
    phase starts it (at ``before``) or extends it; every other play ends it (None). Feed it
    every play of the hand, in order, so that it never spans two turns."""
    if not isinstance(op, (LayMeld, AddToMeld)) or before.phase is not Phase.PLAY:
        return None
    if record is None or record.after_draw.to_move != before.to_move:
        return TurnMelds(before, (op,))
    return TurnMelds(record.after_draw, record.plays + (op,))


def take_back_problem(record: TurnMelds | None, now: TableState) -> str | None:
    """Why this turn's melds cannot be taken back now (None: they can). The record must be
    the turn now in progress: the same seat, still in its play phase, and its plays,
    replayed through the referee from the table after the draw, give the table now."""
    if record is None or not record.plays:
        return "nothing to take back: no meld was laid and no card added this turn"
    start = record.after_draw
    if now.phase is not Phase.PLAY or now.to_move != start.to_move:
        return "nothing to take back: the turn that laid those melds is over"
    if start.phase is not Phase.PLAY or start.turn.source is None:
        return "nothing to take back: the record does not start after a draw"
    state = start
    for op in record.plays:
        try:
            state = apply(state, op)
        except CanastaError:
            return "nothing to take back: the record's plays are not this turn's"
    if state != now:
        return "nothing to take back: the table changed after those melds"
    return None


def can_take_back(record: TurnMelds | None, now: TableState) -> bool:
    """Whether :func:`take_back` would give the table after this turn's draw."""
    return take_back_problem(record, now) is None


def take_back(record: TurnMelds | None, now: TableState) -> TableState:
    """The table right after this turn's draw: every meld laid and card added since back in
    the hand. Raises :class:`~canasta_teach.errors.CanastaError` saying why when there is
    nothing to take back (see :func:`take_back_problem`)."""
    problem = take_back_problem(record, now)
    if problem is not None or record is None:
        raise CanastaError(problem or "nothing to take back")
    return record.after_draw
