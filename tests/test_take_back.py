"""Taking back this turn's melds (canasta_teach/game/take_back.py): the table after this
turn's draw, never before it; only melds and additions since the draw; checked against the
table now by replaying them through the referee."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from canasta_teach.errors import CanastaError
from canasta_teach.game.cards import parse_cards
from canasta_teach.game.deal import deal
from canasta_teach.game.melds import Meld
from canasta_teach.game.operations import AddToMeld, Discard, DrawStock, LayMeld, TakePile
from canasta_teach.game.referee import apply, legal_operations, refusals
from canasta_teach.game.table import Phase, TableState
from canasta_teach.game.take_back import TurnMelds, can_take_back, record_play, take_back, take_back_problem


def _start(hand: str, *, pile: str | None = None) -> TableState:
    """A two-player deal with the seat to move holding ``hand`` (and the pile, when given):
    no meld yet, so its first meld must reach 50."""
    state = deal("two-player", seed=7)
    hands = list(state.hands)
    hands[state.to_move] = parse_cards(hand)
    state = replace(state, hands=tuple(hands))
    if pile is not None:
        state = replace(state, pile=parse_cards(pile), pile_frozen=False)
    assert state.phase is Phase.DRAW and state.first_meld_minimum(state.to_move) == 50
    return state


HAND = "7s 7h 7d Ks Kh Kd Qs Qh Qd 9c 5c 4d 6h 8s Jc"


def _played(state: TableState, *ops: object) -> tuple[TableState, TurnMelds | None]:
    record = None
    for op in ops:
        record = record_play(record, state, op)  # type: ignore[arg-type]
        state = apply(state, op)  # type: ignore[arg-type]
    return state, record


def test_a_first_meld_below_the_minimum_is_taken_back_to_the_table_after_the_draw() -> None:
    """The learner's trap: a first meld worth 15 of the 50 needed may be laid (the minimum
    is still reachable this turn), but then no discard is allowed until it is reached."""
    drawn = apply(_start(HAND), DrawStock())
    low = LayMeld(parse_cards("7s 7h 7d"))
    now, record = _played(drawn, low)
    stuck = refusals(now, Discard(parse_cards("9c")[0]))
    assert [r.rule_id for r in stuck] == ["first-meld-minimum"]
    assert dict(stuck[0].numbers) == {"minimum": 50, "points": 15}
    assert record == TurnMelds(drawn, (low,)) and can_take_back(record, now)
    back = take_back(record, now)
    assert back == drawn
    assert sorted(map(str, back.hand)) == sorted(map(str, drawn.hand))
    assert back.stock == now.stock  # no card uncovered, none put back
    assert back.turn.minimum_points == 0 and not back.turn.laid and not back.melds[back.side_of(back.to_move)]


def test_every_meld_of_the_turn_is_taken_back_together() -> None:
    drawn = apply(_start(HAND), DrawStock())
    now, record = _played(drawn, LayMeld(parse_cards("Ks Kh Kd")), LayMeld(parse_cards("7s 7h 7d")))
    assert record is not None and len(record.plays) == 2  # 45 of 50: still short
    assert take_back(record, now) == drawn
    # enough for the first meld, before the discard: taken back all the same
    full, record = _played(drawn, LayMeld(parse_cards("Ks Kh Kd")), LayMeld(parse_cards("Qs Qh Qd")))
    assert full.side_melded[full.side_of(full.to_move)]
    assert take_back(record, full) == drawn


def test_an_addition_to_an_earlier_meld_is_taken_back_and_the_meld_stays() -> None:
    state = _start(HAND)
    side = state.side_of(state.to_move)
    melds = list(state.melds)
    melds[side] = (Meld(parse_cards("5s 5h 5d")),)
    melded = list(state.side_melded)
    melded[side] = True
    state = replace(state, melds=tuple(melds), side_melded=tuple(melded))
    drawn = apply(state, DrawStock())
    add = AddToMeld(parse_cards("5c")[0].rank, parse_cards("5c")[0])
    now, record = _played(drawn, add)
    assert len(now.melds[side][0].cards) == 4
    back = take_back(record, now)
    assert back == drawn and len(back.melds[side][0].cards) == 3


def test_the_take_of_the_pile_is_never_taken_back() -> None:
    """Taking the pile is this turn's draw: its meld and the pile's cards stay."""
    start = _start("Ks Kh 7s 7h 7d Qs Qh Qd 9c 5c 4d 6h", pile="4c 9d Kc")
    taken, record = _played(start, TakePile(parse_cards("Ks Kh")))
    assert record is None and not can_take_back(record, taken)
    now, record = _played(taken, LayMeld(parse_cards("7s 7h 7d")))
    back = take_back(record, now)
    assert back == taken
    side = back.side_of(back.to_move)
    assert [str(c) for m in back.melds[side] for c in m.cards].count("Kc") == 1  # the take's meld stays
    assert not back.pile  # the pile stays in the hand it went to


def test_nothing_to_take_back_before_a_meld_after_the_turn_or_from_a_forged_record() -> None:
    start = _start(HAND)
    drawn, record = _played(start, DrawStock())
    assert record is None
    with pytest.raises(CanastaError, match="nothing to take back: no meld was laid"):
        take_back(record, drawn)
    # a meld enough for the first meld, then a discard: the turn is over
    now, record = _played(drawn, LayMeld(parse_cards("Ks Kh Kd")), LayMeld(parse_cards("Qs Qh Qd")))
    discard = Discard(parse_cards("9c")[0])
    assert record_play(record, now, discard) is None
    over = apply(now, discard)
    assert take_back_problem(record, over) == "nothing to take back: the turn that laid those melds is over"
    # a record that starts before the draw would undo the draw
    before_draw = TurnMelds(start, (LayMeld(parse_cards("Ks Kh Kd")),))
    assert take_back_problem(before_draw, now) == "nothing to take back: the record does not start after a draw"
    # a record whose plays do not give the table now
    forged = TurnMelds(drawn, (LayMeld(parse_cards("Ks Kh Kd")),))
    assert take_back_problem(forged, now) == "nothing to take back: the table changed after those melds"
    wrong = TurnMelds(drawn, (LayMeld(parse_cards("Jc Jd Jh")),))
    assert take_back_problem(wrong, now) == "nothing to take back: the record's plays are not this turn's"


def test_random_turns_are_taken_back_to_the_draw() -> None:
    """Over many seeded deals: whenever the seat to move has laid melds or added cards
    since its draw, the record takes the table back to the state right after that draw."""
    checked = 0
    for seed in range(30):
        rng = random.Random(seed)
        state = deal("classic", seed=seed)
        record = None
        after_draw = None
        for _ in range(400):
            if state.is_over:
                break
            ops = list(legal_operations(state))
            melds = [op for op in ops if isinstance(op, (LayMeld, AddToMeld))]
            op = rng.choice(melds) if melds and rng.random() < 0.7 else rng.choice(ops)
            new = record_play(record, state, op)
            if new is not None and record is None:
                after_draw = state
            record = new
            state = apply(state, op, verified=True)
            if record is not None:
                assert take_back(record, state) is after_draw
                checked += 1
            else:
                assert not can_take_back(record, state)
    assert checked > 50
