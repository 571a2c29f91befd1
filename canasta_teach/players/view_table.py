"""A whole table built from one seat's view, for a bot that asks the coach.

A bot is handed only :func:`canasta_teach.game.table.observe` of the state, never the
state; the coach (:func:`~.coach.coach`) takes a whole table and deals the cards the seat
cannot see afresh for each play-out. :func:`table_from_view` bridges the two: the seat's
own hand, the pile, the melds, the red threes and the public facts as the view shows
them, and the cards the view does not show (the rest of the pack) placed in the other
hands and the stock in the pack's order. Those placements are not a guess of the hidden
cards and nothing reads them: the coach re-deals them before every play-out, and the
referee's choices for the seat depend on its own hand and the open table only. So a bot
that decides through this table decides from its view alone, whatever the hidden cards are.

>>> from canasta_teach.game.deal import deal
>>> from canasta_teach.game.table import observe
>>> state = deal("classic", seed=3)
>>> view = table_from_view(observe(state, state.to_move))
>>> view.hands[state.to_move] == state.hand, len(view.stock) == len(state.stock)
(True, True)
>>> [len(h) for h in view.hands] == [len(h) for h in state.hands]
True
"""

from __future__ import annotations

from ..errors import CanastaError
from ..game.cards import Card
from ..game.deal import pack_of
from ..game.table import Observation, TableState
from .coach import take_out

__all__ = ["table_from_view"]



def table_from_view(obs: Observation) -> TableState:
    """A table the seat of ``obs`` cannot tell from the real one (see the module's doc):
    the unseen cards in the pack's order, the other hands first (in seat order), the
    rest in the stock. Canasta only (Tranca's face-down mortos are not rebuilt)."""
    if obs.ruleset.is_tranca:
        raise CanastaError("a table from a view is built for Canasta only, not Tranca")
    pool = list(pack_of(obs.ruleset))
    shown: list[Card] = list(obs.hand) + list(obs.pile)
    for side in obs.melds:
        for meld in side:
            shown.extend(meld.cards)
    for reds in obs.red_threes:
        shown.extend(reds)
    take_out(pool, shown, "sight")
    hidden = sum(n for s, n in enumerate(obs.hand_sizes) if s != obs.seat) + obs.stock_size
    if hidden != len(pool):
        raise CanastaError(f"the view does not add up: {len(pool)} cards unseen, but the hands and the stock hold {hidden}")
    hands: list[tuple[Card, ...]] = []
    at = 0
    for seat, size in enumerate(obs.hand_sizes):
        if seat == obs.seat:
            hands.append(obs.hand)
            continue
        hands.append(tuple(pool[at:at + size]))
        at += size
    players = len(obs.hand_sizes)
    return TableState(
        ruleset=obs.ruleset, hands=tuple(hands), stock=tuple(pool[at:]), pile=obs.pile,
        pile_frozen=obs.pile_frozen, sides=obs.sides, melds=obs.melds, side_melded=obs.side_melded,
        red_threes=obs.red_threes, seat_melded=obs.seat_melded or (False,) * players, to_move=obs.to_move,
        phase=obs.phase, turn=obs.turn, dealer=obs.dealer, lone=obs.lone, scores=obs.scores,
        end=obs.end, went_out=obs.went_out,
    )
