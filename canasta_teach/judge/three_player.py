"""Scoring a three-player hand, on the engine (000, 003, 004).

The first player to take the pile plays alone; the other two become partners who meld
together, share their score, and each add their own red threes (003; option
``partner-red-threes: team`` gives both partners the team's, 004). If nobody took the pile,
a player who went out plays alone against the other two (004); if nobody went out either,
everyone scores alone (004).

In a position "we" are the player who plays alone (``our_*`` keys) and "they" are the two
others: ``their_melds`` and ``their_hands`` are the partnership's, ``partner_red_threes``
gives each partner's red threes, [left, right] (without it, ``their_red_threes`` are the left
partner's). ``pile_taken: no`` says nobody took the pile; then, with ``went_out: none``,
everyone scores alone and the other two's melds are the left player's. The answer is the
three totals: [yours, left, right].
"""

from __future__ import annotations

from dataclasses import replace

from ..game.deal import full_pack
from ..game.melds import Meld
from ..game.scoring import score_hand
from ..game.seats import Side
from ..game.table import HandEnd, Phase, TableState
from .questions import Position
from .rulings import Reason, Ruling
from .table_view import table_of

__all__ = ["score_three_player"]

_SEATS = ("you", "left", "right")


def _finished_table(p: Position) -> TableState:
    q = p.question
    state = table_of(replace(p, hand=q.our_hands), phase=Phase.DRAW)
    left_reds, right_reds = q.partner_red_threes if q.partner_red_threes is not None else (p.their_red_threes, 0)
    # Red threes for the partners: any not already laid out by us or lying in the pile.
    used = [c.rules_key for c in state.red_threes[0]] + [c.rules_key for c in p.pile if c.is_red_three]
    pool = []
    for card in full_pack():
        if card.is_red_three:
            if card.rules_key in used:
                used.remove(card.rules_key)
            else:
                pool.append(card)
    red_threes = (state.red_threes[0], tuple(pool[:left_reds]), tuple(pool[left_reds:left_reds + right_reds]))
    hands = (q.our_hands, q.their_hands, ())
    alone = not q.pile_taken and q.went_out is Side.NONE
    sides: tuple[tuple[int, ...], ...]
    melds: tuple[tuple[Meld, ...], ...]
    side_melded: tuple[bool, ...]
    lone: int | None
    if alone:
        sides = ((0,), (1,), (2,))
        melds = (state.melds[0], state.melds[1], ())
        side_melded = (bool(melds[0]), bool(melds[1]), False)
        lone = None
    else:
        sides, melds, side_melded, lone = state.sides, state.melds, state.side_melded, 0
    went_out = {Side.US: 0, Side.THEM: 1}.get(q.went_out)
    return replace(
        state,
        hands=hands,
        red_threes=red_threes,
        sides=sides,
        melds=melds,
        side_melded=side_melded,
        lone=lone,
        phase=Phase.HAND_OVER,
        end=HandEnd.WENT_OUT if went_out is not None else HandEnd.STOCK_EXHAUSTED,
        went_out=went_out,
        concealed=q.concealed,
    )


def score_three_player(p: Position) -> Ruling:
    """The three totals of a finished three-player hand, with the lines behind them."""
    state = _finished_table(p)
    table = score_hand(state)
    totals = (table.seat_total(0), table.seat_total(1), table.seat_total(2))
    alone = state.lone is None
    reasons = [
        Reason("three-player-scoring", "three.totals", (),
               (("you", totals[0]), ("left", totals[1]), ("right", totals[2])), deciding=True),
        Reason("three-player-lone", "three.everyone-alone" if alone else "three.lone"),
    ]
    for group in table.groups:
        who = "you" if group.seats == (0,) else "partners" if len(group.seats) > 1 else _SEATS[group.seats[0]]
        if group.items:
            reasons.append(Reason("score-melds", f"three.lines-{who}", (), (("items", group.items), ("total", group.total))))
        for seat, own in zip(group.seats, group.own_items):
            if own:
                reasons.append(Reason(own[0].rule_id, f"three.lines-{_SEATS[seat]}", (), (("items", own), ("total", sum(i.points for i in own)))))
    return Ruling(position_id=p.id, ask=p.ask, answer=totals, reasons=tuple(reasons))

