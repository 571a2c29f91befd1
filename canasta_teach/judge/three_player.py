"""Scoring a three-player hand, on the engine (000, 003, 004).

The first player to take the pile plays alone, whoever that is (004: "De speler die als
eerste de stok pakt, wie dat ook is, speelt alleen"); the other two become partners who
meld together, share their score, and each add their own red threes (003; option
``partner-red-threes: team`` gives both partners the team's, 004). If nobody took the pile,
a player who went out plays alone against the other two (004); if nobody went out either,
everyone scores alone (004: "Als niemand de stok kan pakken wordt het aantal punten van
iedere speler afzonderlijk geteld").

A position names the three seats from the player asked: you (``our_*`` keys), the player on
your left (``their_*``) and the player on your right (``right_melds``, ``right_hands``,
``right_red_threes``); ``partner_red_threes: [left, right]`` is another way to give the
other two's red threes. ``lone`` says who took the pile first (you, left, right; none: nobody,
as ``pile_taken: no``); the two partners' melds are one partnership's. The answer is the three
totals: [yours, left, right].
"""

from __future__ import annotations

from dataclasses import replace

from ..errors import PositionError
from ..game.cards import Card
from ..game.deal import full_pack
from ..game.melds import Meld
from ..game.scoring import score_hand
from ..game.table import HandEnd, Phase, TableState
from .question_types import ThreePlayerScoreQuestion
from .questions import Position
from .rulings import Reason, Ruling
from .table_view import table_of

__all__ = ["score_three_player"]

_SEATS = ("you", "left", "right")


def _merged(melds: tuple[Meld, ...]) -> tuple[Meld, ...]:
    """Partners meld together: their melds of one rank are one meld (000, 003)."""
    by_rank: dict[object, list[Card]] = {}
    for meld in melds:
        by_rank.setdefault(meld.rank, []).extend(meld.cards)
    return tuple(Meld(tuple(cards)) for cards in by_rank.values())


def _red_threes(p: Position, q: ThreePlayerScoreQuestion, ours: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    """Each seat's red threes: yours from the table, the others' written ones as written,
    counted ones from the red threes nothing else holds."""
    three = q.seats
    counts: tuple[int, int]
    written: tuple[tuple[Card, ...], tuple[Card, ...]]
    if q.partner_red_threes is not None:
        counts, written = q.partner_red_threes, ((), ())
    else:
        counts = (p.their_red_threes, three.right_red_threes)
        written = (p.their_red_three_cards, three.right_red_three_cards)
    used = [c.rules_key for c in ours + written[0] + written[1]] + [c.rules_key for c in p.pile if c.is_red_three]
    pool = []
    for card in full_pack():
        if card.is_red_three:
            if card.rules_key in used:
                used.remove(card.rules_key)
            else:
                pool.append(card)
    out = [ours]
    for count, cards in zip(counts, written):
        extra = count - len(cards)
        if extra > len(pool):
            raise PositionError(f"{sum(counts) + len(ours)} red threes laid out, but two decks hold only four",
                                source=p.source, entry=p.id)
        out.append(cards + tuple(pool[:extra]))
        pool = pool[extra:]
    return tuple(out)


def _finished_table(p: Position, q: ThreePlayerScoreQuestion) -> TableState:
    three = q.seats
    state = table_of(replace(p, hand=q.our_hands), phase=Phase.DRAW)
    seat_melds = (state.melds[0], state.melds[1], tuple(Meld(m.cards) for m in three.right_melds))
    hands = (q.our_hands, q.their_hands, three.right_hands)
    sides: tuple[tuple[int, ...], ...]
    melds: tuple[tuple[Meld, ...], ...]
    lone = three.lone.seat if three.lone is not None else None
    if lone is None:
        sides, melds = ((0,), (1,), (2,)), seat_melds
    else:
        partners = tuple(s for s in range(3) if s != lone)
        sides = ((lone,), partners)
        melds = (seat_melds[lone], _merged(seat_melds[partners[0]] + seat_melds[partners[1]]))
    went_out = three.went_out.seat if three.went_out is not None else None
    return replace(
        state,
        hands=hands,
        red_threes=_red_threes(p, q, state.red_threes[0]),
        sides=sides,
        melds=melds,
        side_melded=tuple(bool(m) for m in melds),
        lone=lone,
        phase=Phase.HAND_OVER,
        end=HandEnd.WENT_OUT if went_out is not None else HandEnd.STOCK_EXHAUSTED,
        went_out=went_out,
        concealed=q.concealed,
    )


def _who_plays_alone(state: TableState) -> Reason:
    """The sentence for who played alone: the one case that applies."""
    if state.lone is not None:
        return Reason("three-player-lone", f"three.lone-{_SEATS[state.lone]}")
    if state.went_out is not None:
        return Reason("three-player-lone", f"three.went-out-alone-{_SEATS[state.went_out]}")
    return Reason("three-player-lone", "three.everyone-alone")


def score_three_player(p: Position, q: ThreePlayerScoreQuestion) -> Ruling:
    """The three totals of a finished three-player hand, with the lines behind them."""
    state = _finished_table(p, q)
    table = score_hand(state)
    totals = (table.seat_total(0), table.seat_total(1), table.seat_total(2))
    # Who played alone decides (the totals are the answer itself, said by the lead); then a
    # partner's own red threes on top of the partners' shared score. The lines of each
    # group come after, under "why?" (no score table is drawn for three players).
    alone = _who_plays_alone(state)
    reasons = [Reason(alone.rule_id, alone.message, alone.cards, alone.facts, deciding=True)]
    lines: list[Reason] = []
    for group in table.groups:
        who = "you" if group.seats == (0,) else "partners" if len(group.seats) > 1 else _SEATS[group.seats[0]]
        if group.items:
            lines.append(Reason("score-melds", f"three.lines-{who}", (), (("items", group.items), ("total", group.total))))
        for seat, own in zip(group.seats, group.own_items):
            if own:
                total = group.total + sum(i.points for i in own)
                reasons.append(Reason("three-player-scoring", f"three.partner-own-{_SEATS[seat]}", (),
                                      (("shared", group.total), ("items", own), ("total", total)), deciding=True))
    return Ruling(position_id=p.id, ask=p.ask, answer=totals, reasons=tuple(reasons + lines))

