"""One test (at least) per rule id, named after it, each citing the source that states it.

Each test would fail if the rule were implemented wrongly: it checks the answer and that
the ruling cites the rule.
"""

from __future__ import annotations

import pytest

from canasta_teach.game.cards import Card
from canasta_teach.game.rulebook import RULE_BOOK
from tests.helpers import rule_on


def test_card_values() -> None:
    """002, 004, 001: joker 50; ace and two 20; K..8 10; 7..4 5; black three 5."""
    expected = {"JK": 50, "As": 20, "2c": 20, "Kd": 10, "8h": 10, "7s": 5, "4c": 5, "3s": 5, "3c": 5, "10h": 10, "Q": 10}
    for card, value in expected.items():
        r = rule_on(ask="card-value", card=card)
        assert r.answer == value, card
        assert "card-values" in r.rules


def test_wild_cards() -> None:
    """000, 003: twos and jokers stand for a natural card."""
    r = rule_on(ask="add", card="2h", to="Q", our_melds=["Qs Qh Qd"])
    assert r.answer is True and r.rules[0] == "wild-cards"


def test_red_three_bonus() -> None:
    """000, 002, 003, 004: a red three is a 100 bonus card, 800 for four."""
    r = rule_on(ask="card-value", card="3h")
    assert r.answer == 100 and r.rules == ("red-three-bonus", "red-three-minus")
    r = rule_on(ask="score", went_out="none", our_melds=["Qs Qh Qd"], our_red_threes=4, their_melds=["Ks Kh Kd"])
    assert r.answer == (30 + 800, 30)


def test_red_three_minus() -> None:
    """000, 002, 003, 004: red threes count minus for a side that has not melded."""
    r = rule_on(ask="score", went_out="none", our_red_threes=2, their_melds=["Ks Kh Kd"], their_red_threes=2)
    assert r.answer == (-200, 30 + 200)
    assert "red-three-minus" in r.rules
    four = rule_on(ask="score", went_out="none", our_red_threes=4, their_melds=["Ks Kh Kd"])
    assert four.answer == (-800, 30)


def test_red_three_minus_option_canasta() -> None:
    """001 (option red-threes: canasta): plus only with a completed canasta."""
    base = dict(ask="score", went_out="none", our_melds=["Qs Qh Qd"], our_red_threes=1, their_melds=["Ks Kh Kd"])
    assert rule_on(**base).answer == (130, 30)
    assert rule_on(**base, options={"red-threes": "canasta"}).answer == (30 - 100, 30)
    with_canasta = dict(base, our_melds=["Q Q Q Q Q Q Q"])
    assert rule_on(**with_canasta, options={"red-threes": "canasta"}).answer == (70 + 500 + 100, 30)


def test_meld_min_size() -> None:
    """000, 001, 003, 004: three or more cards."""
    assert rule_on(ask="meld", cards="Q Q").answer is False
    assert rule_on(ask="meld", cards="Q Q").rules == ("meld-min-size",)
    assert rule_on(ask="meld", cards="Q Q Q").answer is True


def test_meld_two_natural() -> None:
    """003: 8 8 2 is a meld, 8 2 Joker is not."""
    assert rule_on(ask="meld", cards="8 8 2c").answer is True
    r = rule_on(ask="meld", cards="8 2c JK")
    assert r.answer is False and r.rules == ("meld-two-natural",)
    assert rule_on(ask="meld", cards="2c 2d JK").answer is False


def test_meld_three_wild() -> None:
    """000: at most three wild cards, however long the meld."""
    assert rule_on(ask="meld", cards="Q Q Q Q 2c 2d JK").answer is True
    r = rule_on(ask="meld", cards="Q Q Q Q 2c 2d JK JK")
    assert r.answer is False and r.rules == ("meld-three-wild",)
    r = rule_on(ask="add", card="JK", to="Q", our_melds=["Q Q Q Q 2c 2d 2h"])
    assert r.answer is False and "meld-three-wild" in r.rules


def test_meld_more_natural() -> None:
    """001, 002 (option wild-limit: more-natural) forbid 8 8 2 2; classic allows it."""
    assert rule_on(ask="meld", cards="8 8 2c 2d").answer is True
    r = rule_on(ask="meld", cards="8 8 2c 2d", options={"wild-limit": "more-natural"})
    assert r.answer is False and r.rules == ("meld-more-natural",)
    assert rule_on(ask="meld", cards="8 8 8 2c 2d", options={"wild-limit": "more-natural"}).answer is True


def test_meld_one_rank() -> None:
    r = rule_on(ask="meld", cards="Q Q K")
    assert r.answer is False and r.rules == ("meld-one-rank",)


def test_meld_no_threes() -> None:
    """000, 003, 004: red threes never melded."""
    r = rule_on(ask="add", card="3h", to="Q", our_melds=["Q Q Q"])
    assert r.answer is False and r.rules == ("meld-no-threes",)


def test_one_meld_per_rank() -> None:
    r = rule_on(ask="add", card="Qs", to="Q", our_melds=["Qh Qd Qc"])
    assert r.answer is True and "one-meld-per-rank" in r.rules
    r = rule_on(ask="add", card="Ks", to="K", our_melds=["Qh Qd Qc"])
    assert r.answer is False and r.rules == ("one-meld-per-rank",)


def test_no_adding_to_opponents() -> None:
    r = rule_on(ask="add", card="As", to="their A", their_melds=["Ah Ad Ac"])
    assert r.answer is False and r.rules == ("no-adding-to-opponents",)


def test_canasta() -> None:
    r = rule_on(ask="canasta-kind", cards="K K K K K K")
    assert r.answer == "none" and r.rules == ("canasta",)


def test_canasta_natural() -> None:
    """000: seven natural kings."""
    r = rule_on(ask="canasta-kind", cards="Ks Kh Kd Kc Ks Kh Kd")
    assert r.answer == "natural" and r.rules == ("canasta-natural",)


def test_canasta_mixed() -> None:
    """003: five eights, a two and a joker."""
    r = rule_on(ask="canasta-kind", cards="8s 8h 8d 8c 8s 2c JK")
    assert r.answer == "mixed" and r.rules == ("canasta-mixed",)
    assert rule_on(ask="canasta-kind", cards="8 8 8 8 2c 2d 2h").answer == "mixed"
    assert rule_on(ask="canasta-kind", cards="8 8 8 2c 2d 2h JK").answer == "none"


def test_canasta_wild_makes_mixed() -> None:
    """000, 003: a wild card added to a natural canasta: allowed, becomes mixed (-200)."""
    r = rule_on(ask="add", card="2c", to="K", our_melds=["K K K K K K K"])
    assert r.answer is True and "canasta-wild-makes-mixed" in r.rules
    assert sum(i.points for i in r.score) == 20 - 200


def test_black_three_meld() -> None:
    """000, 003, 004: three or four black threes, no wild card, only when going out."""
    r = rule_on(ask="meld", cards="3s 3c 3s")
    assert r.answer is False and r.rules == ("black-three-meld",)
    yes = rule_on(ask="go-out", hand="3s 3c 3s Kd", our_melds=["K K K K K K K"])
    assert yes.answer is True and "black-three-meld" in yes.rules
    wild = rule_on(ask="meld", cards="3s 3c 2d")
    assert wild.answer is False
    two = rule_on(ask="go-out", hand="3s 3c", our_melds=["K K K K K K K"])
    assert two.answer is False and "black-three-meld" in two.rules


@pytest.mark.parametrize(
    "score, minimum",
    [(-5, 15), (-1000, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (8000, 120)],
)
def test_first_meld_minimum(score: int, minimum: int) -> None:
    """002, 004: the table at every boundary."""
    r = rule_on(ask="min-meld", score=[score, 0])
    assert r.answer == minimum and r.rules == ("first-meld-minimum",)


def test_first_meld_card_values() -> None:
    """003: K K joker = 70 yes, A A 2 = 60 yes, 7 7 7 = 15 no, against 50."""
    assert rule_on(ask="initial-meld", melds=["K K JK"]).answer is True
    assert rule_on(ask="initial-meld", melds=["A A 2c"]).answer is True
    r = rule_on(ask="initial-meld", melds=["7 7 7"])
    assert r.answer is False and "first-meld-card-values" in r.rules
    # a whole natural canasta of fives is worth only its cards: 35 < 50 (000)
    assert rule_on(ask="initial-meld", melds=["5 5 5 5 5 5 5"]).answer is False


def test_first_meld_several_melds() -> None:
    """000, 003: melds laid in the same turn count together."""
    r = rule_on(ask="initial-meld", melds=["K K K", "Q Q 2c"], score=[1500, 0])
    assert r.answer is False  # 30 + 40 = 70 < 90
    r = rule_on(ask="initial-meld", melds=["K K K", "A A 2c"], score=[1500, 0])
    assert r.answer is True and "first-meld-several-melds" in r.rules  # 30 + 60 = 90


def test_first_meld_pile_top() -> None:
    """003, 004: the top card counts, the rest of the pile does not."""
    base = dict(ask="take-pile", hand="K K 7d 5s 9c", score=[1500, 0])
    # K K + top K = 30 < 90, even though the pile holds jokers below.
    r = rule_on(**base, pile="JK JK As Kd")
    assert r.answer is False and "first-meld-pile-top" in r.rules
    # with a meld from hand: A A A = 60, K K K = 30 -> 90
    r = rule_on(ask="take-pile", hand="K K A A A 7d", pile="5c Kd", score=[1500, 0])
    assert r.answer is True and "first-meld-pile-top" in r.rules and "first-meld-several-melds" in r.rules


def test_pile_top_wild() -> None:
    r = rule_on(ask="take-pile", hand="K K", our_melds=["Q Q Q"], pile="Kd 2c")
    assert r.answer is False and r.rules == ("pile-top-wild",)


def test_pile_black_three_top() -> None:
    r = rule_on(ask="take-pile", hand="K K", our_melds=["Q Q Q"], pile="Kd 3s")
    assert r.answer is False and r.rules == ("pile-black-three-top",)
    # once covered, it does not freeze the pile
    r = rule_on(ask="take-pile", hand="K 2c 5d", our_melds=["Q Q Q"], pile="3s Kd")
    assert r.answer is True
    assert rule_on(ask="pile-frozen", our_melds=["Q Q Q"], pile="3s Kd").answer is False


def test_pile_top_card_only() -> None:
    """000: a five on top and another five buried: the buried one cannot be used."""
    r = rule_on(ask="take-pile", hand="5h 9s 9d", our_melds=["Q Q Q"], pile="9c 8d 6d")
    assert r.answer is False and "pile-top-card-only" in r.rules


def test_pile_take_unfrozen() -> None:
    """000, 003, 004: top + natural + wild, or adding to a meld, when not frozen."""
    melded = ["Q Q Q"]
    assert rule_on(ask="take-pile", hand="K 2c 5d", our_melds=melded, pile="4c Kd").answer is True
    assert rule_on(ask="take-pile", hand="8 5d 7c", our_melds=melded, pile="4c Qd").answer is True
    r = rule_on(ask="take-pile", hand="K 5d 7c", our_melds=melded, pile="4c Kd")
    assert r.answer is False and "pile-take-unfrozen" in r.rules


def test_pile_frozen_wild() -> None:
    """003: three nines down, a 9 on top: add it; with a two in the pile, a natural pair."""
    melded = ["9s 9h 9d"]
    assert rule_on(ask="take-pile", hand="K 5d 7c", our_melds=melded, pile="4c 9c").answer is True
    r = rule_on(ask="take-pile", hand="K 5d 7c", our_melds=melded, pile="4c 2d 9c")
    assert r.answer is False and "pile-frozen-wild" in r.rules
    assert rule_on(ask="take-pile", hand="9 9 7c", our_melds=melded, pile="4c 2d 9c").answer is True
    assert rule_on(ask="pile-frozen", our_melds=melded, pile="4c 2d 9c").answer is True


def test_pile_frozen_start() -> None:
    """000, 003: a red three turned up to start the pile freezes it."""
    r = rule_on(ask="pile-frozen", our_melds=["Q Q Q"], pile="3h 8c 5d")
    assert r.answer is True and "pile-frozen-start" in r.rules
    r = rule_on(ask="take-pile", hand="5 2c", our_melds=["Q Q Q"], pile="3h 8c 5d")
    assert r.answer is False


def test_pile_frozen_no_meld() -> None:
    r = rule_on(ask="pile-frozen", pile="8c 5d")
    assert r.answer is True and r.rules[0] == "pile-frozen-no-meld"


def test_pile_frozen_natural_pair() -> None:
    """000, 002, 003: frozen -> natural pair; no wild card, no adding to a meld."""
    base = dict(ask="take-pile", our_melds=["Q Q Q"], pile="4c 2s 9d Qd")
    r = rule_on(**base, hand="Q 2c 7d")
    assert r.answer is False and "pile-frozen-natural-pair" in r.rules
    r = rule_on(**base, hand="Qs Qh 7d")
    assert r.answer is True
    r = rule_on(ask="take-pile", our_melds=["Q Q Q"], pile="4c 2s 9d Kd", hand="Ks 2c 7d")
    assert r.answer is False


def test_pile_minimum_with_top() -> None:
    """004: no meld reaching the minimum with the top card -> the pile may not be taken."""
    r = rule_on(ask="take-pile", hand="7 7 4d 5s", pile="As Ad 7c", score=[0, 0])
    assert r.answer is False and "pile-minimum-with-top" in r.rules  # 7 7 7 = 15 < 50


def test_one_card_pile() -> None:
    """004 alone (option one-card-pile: forbidden): "Je mag de stok niet pakken als je nog
    maar één kaart in de hand hebt én de stok ook maar één kaart is" (unless the stock is
    empty). Classic allows the take: the other sources state no such exception."""
    forbidden = {"one-card-pile": "forbidden"}
    r = rule_on(ask="take-pile", hand="Q", our_melds=["Q Q Q Q Q Q", "K K K K K K K"], pile="Qd", stock=20, options=forbidden)
    assert r.answer is False and r.rules == ("one-card-pile",)
    classic = rule_on(ask="take-pile", hand="Q", our_melds=["Q Q Q Q Q Q", "K K K K K K K"], pile="Qd", stock=20)
    assert classic.answer is True and "one-card-pile" not in classic.rules
    empty_stock = rule_on(ask="take-pile", hand="Q", our_melds=["Q Q Q Q Q Q", "K K K K K K K"], pile="Qd", stock=0, options=forbidden)
    assert empty_stock.answer is True


def test_pile_unfreezes() -> None:
    r = rule_on(ask="pile-frozen", our_melds=["Q Q Q"], pile="")
    assert r.answer is False and r.rules == ("pile-unfreezes",)


def test_go_out_canasta() -> None:
    """All sources: a canasta on the table or completed this turn."""
    r = rule_on(ask="go-out", hand="Q Q Q 5d", our_melds=["K K K K K K"])
    assert r.answer is False and "go-out-canasta" in r.rules
    r = rule_on(ask="go-out", hand="K Q Q Q", our_melds=["K K K K K K"])
    assert r.answer is True and "go-out-canasta" in r.rules


def test_go_out_all_cards() -> None:
    r = rule_on(ask="go-out", hand="Q Q Q 5d", our_melds=["K K K K K K K"])
    assert r.answer is True and r.play is not None and r.play.discard == Card.parse("5d")
    r = rule_on(ask="go-out", hand="Q Q Q 5d 9s", our_melds=["K K K K K K K"])
    assert r.answer is False and "go-out-all-cards" in r.rules


def test_keep_one_card() -> None:
    """004: without a canasta a player keeps at least one card."""
    r = rule_on(ask="go-out", hand="Q Q Q 5d", our_melds=["K K K K"])
    assert r.answer is False and "keep-one-card" in r.rules


def test_go_out_ask_partner() -> None:
    r = rule_on(ask="go-out", hand="Q Q Q 5d", our_melds=["K K K K K K K"], partner="no")
    assert r.answer is False and "go-out-ask-partner" in r.rules
    r = rule_on(ask="go-out", hand="Q Q Q 5d", our_melds=["K K K K K K K"], partner="yes")
    assert r.answer is True and "go-out-ask-partner" in r.rules


def test_go_out_concealed() -> None:
    """003: no meld before, whole hand in one turn with a canasta; no minimum from stock."""
    r = rule_on(ask="go-out", hand="7 7 7 7 7 2c 2d 4 4 4 9s", score=[3000, 0])
    assert r.answer is True and "go-out-concealed" in r.rules
    assert any(i.rule_id == "go-out-concealed" and i.points == 200 for i in r.score)


def test_go_out_bonus() -> None:
    r = rule_on(ask="go-out", hand="Q Q Q 5d", our_melds=["K K K K K K K"])
    assert any(i.rule_id == "go-out-bonus" and i.points == 100 for i in r.score)
    assert "go-out-concealed" not in r.rules


def test_score_melds() -> None:
    r = rule_on(ask="score", went_out="none", our_melds=["Q Q Q"], their_melds=["A A A"])
    assert r.answer == (30, 60) and "score-melds" in r.rules


def test_score_hand_minus() -> None:
    """000: a black three left in hand costs 5, not 100."""
    r = rule_on(ask="score", went_out="none", our_melds=["Q Q Q"], our_hands="3s JK", their_melds=["A A A"])
    assert r.answer == (30 - 55, 60) and "score-hand-minus" in r.rules


def test_score_canasta_bonus() -> None:
    """000: seven kings, natural canasta = 570."""
    r = rule_on(ask="score", went_out="none", our_melds=["Ks Kh Kd Kc Ks Kh Kd"], their_melds=["A A A"])
    assert r.answer == (570, 60)


def test_stock_exhausted() -> None:
    r = rule_on(ask="score", went_out="none", our_melds=["K K K K K K K"], their_melds=["A A A"])
    assert "stock-exhausted" in r.rules and not any(i.rule_id == "go-out-bonus" for i in r.reasons if False)
    assert r.answer == (570, 60)


def test_game_target() -> None:
    assert rule_on(ask="game-over", totals=[5120, 4300]).answer == "us"
    assert rule_on(ask="game-over", totals=[4995, 5000]).answer == "them"
    assert rule_on(ask="game-over", totals=[5200, 5600]).answer == "them"
    assert rule_on(ask="game-over", totals=[5300, 5300]).answer == "none"
    assert rule_on(ask="game-over", totals=[4995, -200]).answer == "none"


def test_two_player() -> None:
    """000, 003, 004: two canastas to go out."""
    hand = "Q Q Q 5d"
    one = rule_on(ask="go-out", ruleset="two-player", hand=hand, our_melds=["K K K K K K K"])
    assert one.answer is False and "go-out-canasta" in one.rules
    two = rule_on(ask="go-out", ruleset="two-player", hand=hand, our_melds=["K K K K K K K", "A A A A A A A"])
    assert two.answer is True


def test_three_player() -> None:
    """000, 003, 004: game to 7500; 004's two canastas as an option."""
    assert rule_on(ask="game-over", ruleset="three-player", totals=[7000, 7400]).answer == "none"
    assert rule_on(ask="game-over", ruleset="three-player", totals=[7600, 7100]).answer == "us"
    hand = "Q Q Q 5d"
    assert rule_on(ask="go-out", ruleset="three-player", hand=hand, our_melds=["K K K K K K K"]).answer is True
    r = rule_on(ask="go-out", ruleset="three-player", options={"canastas-to-go-out": 2}, hand=hand, our_melds=["K K K K K K K"])
    assert r.answer is False


def test_not_classic_bonuses() -> None:
    """001's canasta-of-canastas bonus is not scored: five canastas score only their bonuses."""
    melds = ["4 4 4 4 4 4 4", "5 5 5 5 5 5 5", "6 6 6 6 6 6 6", "7 7 7 7 7 7 7", "8 8 8 8 8 8 8"]
    r = rule_on(ask="score", went_out="none", our_melds=melds)
    assert r.answer == (4 * 35 + 70 + 5 * 500, 0)
    assert RULE_BOOK["not-classic-bonuses"].sources == ("001",)


def test_every_rule_has_a_test_named_after_it() -> None:
    """The judge's rules are tested here, the referee's in test_referee_rules.py, Tranca's
    in test_tranca_rules.py."""
    from tests import test_referee_rules, test_tranca_rules

    names = set(globals()) | set(vars(test_referee_rules)) | set(vars(test_tranca_rules))
    missing = [rid for rid in RULE_BOOK if "test_" + rid.replace("-", "_") not in names]
    assert not missing, f"rules without a test named after them: {missing}"
