"""The game's planners (:mod:`canasta_teach.game.planners`): exact plays for hands written
out here, and on random tables, every plan they return is legal step by step at the
referee and ends the hand, and "no plan" means the referee's search finds no way either.
"""

from __future__ import annotations

import random

import pytest

from canasta_teach.game.cards import Card, Rank, parse_cards
from canasta_teach.game.deal import deal
from canasta_teach.game.melds import Meld, meld_problem, wild_room
from canasta_teach.game.operations import AddToMeld, Discard, LayMeld, TakePile
from canasta_teach.game.planners import plan_first_meld_with_pile, plan_go_out
from canasta_teach.game.referee import apply, legal_operations, may_go_out, verify
from canasta_teach.game.rulesets import get_ruleset
from canasta_teach.game.table import HandEnd, Phase, Source

CLASSIC = get_ruleset("classic")
TWO = get_ruleset("two-player")
QUEENS = Meld(parse_cards("Qs Qh Qd Qc Qs Qh Qd"))  # a natural canasta


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def test_go_out_lays_every_meld_and_discards_the_loose_card() -> None:
    found = plan_go_out(cards("Ks Kh Kd 2c 9s 9h 9d 5c"), {Rank.QUEEN: QUEENS}, CLASSIC)
    assert found.plan is not None and found.shortfalls == ()
    assert found.plan.operations == (LayMeld(cards("9s 9h 9d")), LayMeld(cards("Ks Kh Kd 2c")), Discard(cards("5c")[0]))
    # 9s 9h 9d Ks Kh Kd 2c: 30 + 30 + 20 melded, 100 for going out (not concealed).
    assert [(i.rule_id, i.points) for i in found.plan.score] == [("score-melds", 80), ("go-out-bonus", 100)]


def test_go_out_adds_to_the_sides_meld_and_completes_a_canasta() -> None:
    kings = Meld(cards("Ks Ks Kh Kd"))
    found = plan_go_out(cards("Kc Kh Kd 5c 2c"), {Rank.QUEEN: QUEENS, Rank.KING: kings}, CLASSIC)
    assert found.plan is not None
    king = Rank.KING
    assert found.plan.operations == (AddToMeld(king, cards("Kc")[0]), AddToMeld(king, cards("Kh")[0]),
                                     AddToMeld(king, cards("Kd")[0]), AddToMeld(king, cards("2c")[0]),
                                     Discard(cards("5c")[0]))
    assert found.plan.additions == ((king, cards("Kc Kh Kd 2c")),) and found.plan.new_melds == ()
    assert found.plan.discard == cards("5c")[0]
    assert ("canasta-mixed", CLASSIC.mixed_canasta_bonus) in [(i.rule_id, i.points) for i in found.plan.score]


def test_go_out_short_of_canastas_says_how_many() -> None:
    """Two players need two canastas to go out (002)."""
    found = plan_go_out(cards("Ks Kh Kd 9c 9d 9h 2c 5s"), {}, TWO)
    assert found.plan is None
    (short,) = found.shortfalls
    assert (short.rule_id, short.kind) == ("go-out-canasta", "canasta-short")
    assert dict(short.facts) == {"need": 2, "have": 0, "missing": 2}


def test_go_out_with_two_loose_cards_names_both() -> None:
    found = plan_go_out(cards("Ks Kh Kd 7c 5d"), {Rank.QUEEN: QUEENS}, CLASSIC)
    assert found.plan is None
    assert [(s.rule_id, s.kind, s.cards, s.deciding) for s in found.shortfalls] == [
        ("go-out-all-cards", "loose", cards("7c 5d"), True),
        ("go-out-all-cards", "one-discard", (), False),
    ]


def test_go_out_asks_the_caller_whether_a_way_is_concealed() -> None:
    seen = []

    def concealed(ops):
        seen.append(ops)
        return True

    found = plan_go_out(cards("Ks Kh Kd Ks Kh Kd JK 5c"), {}, CLASSIC, concealed=concealed)
    assert found.plan is not None and found.plan.concealed and seen
    assert ("go-out-concealed", CLASSIC.concealed_going_out_bonus) in [(i.rule_id, i.points) for i in found.plan.score]


def test_first_meld_with_the_pile_takes_the_fewest_cards_that_reach_the_minimum() -> None:
    """Kd on the pile, 50 needed: the pair and the joker (80 with 3 cards) beat the pair
    and three nines (60 with 5 cards)."""
    top = cards("Kd")[0]
    plan = plan_first_meld_with_pile(cards("Ks Kh 9s 9h 9d JK 5c 4d"), top, CLASSIC, budget=6, minimum=50)
    assert plan is not None and plan.value == 80
    assert plan.operations == (TakePile(cards("Ks Kh")), AddToMeld(Rank.KING, cards("JK")[0]))
    assert plan.melds == (cards("Kd Ks Kh JK"),) and plan.hand_cards == cards("Ks Kh JK")


def test_first_meld_with_the_pile_lays_a_second_meld_from_hand() -> None:
    top = cards("Kd")[0]
    plan = plan_first_meld_with_pile(cards("Ks Kh 9s 9h 9d 5c 4d"), top, CLASSIC, budget=5, minimum=50)
    assert plan is not None and plan.value == 60
    assert plan.operations == (TakePile(cards("Ks Kh")), LayMeld(cards("9s 9h 9d")))


def test_first_meld_with_the_pile_short_of_the_minimum_gives_the_most_points() -> None:
    top = cards("Kd")[0]
    plan = plan_first_meld_with_pile(cards("Ks Kh 9s 9h 9d 5c 4d"), top, CLASSIC, budget=4, minimum=50)
    assert plan is not None and plan.value == 30 and plan.operations == (TakePile(cards("Ks Kh")),)
    assert plan_first_meld_with_pile(cards("Ks 9s 9h 9d 5c 4d"), top, CLASSIC, budget=4, minimum=50) is None


@pytest.mark.parametrize("limit", ["three-wild", "more-natural"])
def test_the_wild_card_limit_is_the_one_meld_problem_applies(limit: str) -> None:
    """One statement of the limit: a meld is within it exactly when its room is not
    negative (000, 003: at most three; 001, 002: fewer wild than natural)."""
    ruleset = get_ruleset("classic", {"wild-limit": limit})
    for naturals in range(2, 8):
        for wilds in range(max(0, 3 - naturals), 6):
            meld = cards(" ".join(["9s"] * naturals + ["2c"] * wilds))
            within = meld_problem(meld, ruleset) is None
            assert within == (wild_room(naturals, wilds, ruleset) >= 0), (naturals, wilds)


def _after_stock_draws(ruleset: str, hands: int, seed: int):
    """Play-phase tables right after a draw from the stock, the side melded, at random."""
    for h in range(hands):
        rng = random.Random(seed * 1000 + h)
        state = deal(ruleset, seed=seed * 1000 + h)
        while not state.is_over:
            turn = state.turn
            if (state.phase is Phase.PLAY and turn.source is Source.STOCK and not turn.laid and turn.answer is None
                    and not turn.last_red_three and state.side_melded[state.side_of(state.to_move)]
                    and not any(c.is_red_three for c in state.hand)):
                yield state
            ops = legal_operations(state)
            state = apply(state, ops[rng.randrange(len(ops))], verified=True)


@pytest.mark.parametrize("ruleset", ["classic", "two-player"])
def test_every_go_out_plan_is_legal_at_the_referee_and_ends_the_hand(ruleset: str) -> None:
    checked = went_out = 0
    for state in _after_stock_draws(ruleset, 60, 41):
        melds = {m.rank: m for m in state.side_melds(state.to_move) if m.rank is not None}
        found = plan_go_out(state.hand, melds, state.ruleset)
        assert (found.plan is not None) == may_go_out(state), (state.hand, melds)
        checked += 1
        if found.plan is None:
            assert found.shortfalls
            continue
        after = state
        for op in found.plan.operations:
            verify(after, op)
            after = apply(after, op, verified=True)
        if after.phase is Phase.PLAY:  # every card melded: going out is the last step
            after = apply(after, next(op for op in legal_operations(after) if type(op).__name__ == "GoOut"))
        assert after.end is HandEnd.WENT_OUT
        went_out += 1
    assert checked > 200 and went_out > 5
