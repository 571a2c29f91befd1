"""Exhaustive search over the referee's operations: the ground truth for the fast searches.

The referee answers "can this hand still go out?" with a search over rank counts
(:mod:`canasta_teach.game.search`), and the planners find the plays over the same counts
(:mod:`canasta_teach.game.planners`). Both must agree with what the referee itself allows,
operation by operation. This module walks the legal operations of the player to move
(melds, adds, the final discard or going out) until the turn ends, so the tests can prove
the agreement on random positions, and so the judge can show a concrete line of play.

The walk is exponential in principle; positions are small (a hand of at most a few dozen
cards, a few ranks) and states reached twice are skipped.
"""

from __future__ import annotations

from ..errors import CanastaError
from .operations import AddToMeld, Discard, GoOut, LayMeld, Operation, TakePile
from .referee import apply, legal_operations
from .table import HandEnd, Phase, TableState

__all__ = ["SearchTooLarge", "going_out_line", "take_and_go_out_line", "turn_can_finish"]


class SearchTooLarge(CanastaError):
    """The position has more lines of play than the search may visit."""


def _key(state: TableState) -> tuple[object, ...]:
    side = state.side_of(state.to_move)
    return (
        tuple(sorted(c.rules_key for c in state.hand)),
        tuple(sorted((m.rank.value if m.rank else "", tuple(sorted(c.rules_key for c in m.cards))) for m in state.melds[side])),
        state.turn.minimum_points,
        state.side_melded[side],
    )


def going_out_line(state: TableState, *, budget: int = 20000) -> list[Operation] | None:
    """A sequence of legal operations that goes out this turn from ``state`` (play phase),
    or None when there is none. Raises :class:`SearchTooLarge` past ``budget`` states.

    Melds are tried before adds, as the legal operations list them; adding a wild card
    to a natural canasta comes last, so the line found spoils no canasta it need not."""
    seen: set[tuple[object, ...]] = set()
    visits = 0

    def walk(s: TableState) -> list[Operation] | None:
        nonlocal visits
        visits += 1
        if visits > budget:
            raise SearchTooLarge(f"more than {budget} states to search")
        key = _key(s)
        if key in seen:
            return None
        seen.add(key)
        for op in legal_operations(s):
            if isinstance(op, GoOut) or (isinstance(op, Discard) and len(s.hand) == 1):
                after = apply(s, op, verified=True)
                if after.end is HandEnd.WENT_OUT:
                    return [op]
            elif isinstance(op, (LayMeld, AddToMeld)):
                found = walk(apply(s, op, verified=True))
                if found is not None:
                    return [op, *found]
        return None

    if state.phase is not Phase.PLAY:
        return None
    return walk(state)


def take_and_go_out_line(state: TableState, *, budget: int = 20000) -> list[Operation] | None:
    """Take the pile (draw phase) and go out in the same turn: the operations, or None."""
    if state.phase is not Phase.DRAW:
        return None
    for op in legal_operations(state):
        if isinstance(op, TakePile):
            line = going_out_line(apply(state, op, verified=True), budget=budget)
            if line is not None:
                return [op, *line]
    return None


def turn_can_finish(state: TableState, *, budget: int = 20000) -> bool:
    """Can the turn of the player to move be played to its end (a discard, going out, or
    the end of the hand) by legal operations from here? The referee promises that every
    legal operation leaves such a way open; this walks it to check."""
    seen: set[tuple[object, ...]] = set()
    visits = 0
    mover = state.to_move

    def walk(s: TableState) -> bool:
        nonlocal visits
        visits += 1
        if visits > budget:
            raise SearchTooLarge(f"more than {budget} states to search")
        if s.is_over or s.to_move != mover:
            return True
        key = (_key(s), s.phase, s.turn.answer)
        if key in seen:
            return False
        seen.add(key)
        ops = legal_operations(s)
        # Ending moves first: most turns can simply end.
        ordered = sorted(ops, key=lambda op: not isinstance(op, (Discard, GoOut)))
        return any(walk(apply(s, op, verified=True)) for op in ordered)

    return walk(state)
