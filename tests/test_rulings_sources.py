"""Rulings issue 16 found against the source texts, each test quoting the text it follows.

The sources are the rule texts in ``/work/shared/seeds`` (000 and 002 Danish, 001 Swedish,
003 German, 004 Dutch); RULES.md maps them. Each test names the source and quotes it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from canasta_teach.cli.main import main as cli_main
from canasta_teach.content.authoring import read_entries
from canasta_teach.content.check import check_report
from canasta_teach.errors import PositionError
from canasta_teach.game.operations import DrawStock, TakePile
from canasta_teach.game.referee import apply, refusals
from canasta_teach.game.table import HandEnd, Phase
from canasta_teach.judge.table_view import table_of
from canasta_teach.judge.wording import explanation_text, refusal_text
from tests.helpers import pos, rule_on

# ------------------------------------------------------------------------------------------
# hand-over: drawing the last stock card


def test_hand_over_no_after_drawing_the_last_ordinary_card() -> None:
    """000: "Så snart en spiller vil trække og ikke kan, stopper spillet" (as soon as a
    player wants to draw and cannot, play stops); 003: "Sobald jemand vom leeren Ziehstapel
    ziehen müsste, endet das Spiel" (as soon as someone would have to draw from the empty
    stock, the game ends). The player who drew the last card, an ordinary one, plays on."""
    r = rule_on(ask="hand-over", hand="7d 9c Js", our_melds=["Ks Kh Kd"], pile="4c 5c", stock=0, drew="9d")
    assert r.answer is False
    assert r.rules[0] == "stock-exhausted"
    assert "your turn goes on" in explanation_text(r)
    # The hand may list the card just drawn, or not: the same ruling.
    listed = rule_on(ask="hand-over", hand="7d 9c Js 9d", our_melds=["Ks Kh Kd"], pile="4c 5c", stock=0, drew="9d")
    assert listed.answer is False and explanation_text(listed) == explanation_text(r)


def test_hand_over_is_a_query_on_the_referee() -> None:
    """The engine ends the hand on the draw from the empty stock, not on the last card
    drawn (003: "Sobald jemand vom leeren Ziehstapel ziehen müsste, endet das Spiel")."""
    p = pos(ask="hand-over", hand="7d 9c Js", our_melds=["Ks Kh Kd"], pile="4c 5c", stock=1)
    state = table_of(p)
    after = apply(state, DrawStock())
    assert after.phase is Phase.PLAY and not after.stock and not after.is_over
    assert apply(table_of(pos(ask="hand-over", hand="7d 9c", our_melds=["Ks Kh Kd"], pile="4c 5c", stock=0)),
                 DrawStock()).end is HandEnd.STOCK_EXHAUSTED
    # ... and the ask agrees: with nothing to take, the next draw ends it.
    assert rule_on(ask="hand-over", hand="7d 9c", our_melds=["Ks Kh Kd"], pile="4c 5c", stock=0).answer is True


def test_hand_over_yes_after_a_red_three_as_the_last_card() -> None:
    """003: "Ist die letzte Karte des Ziehstapels eine rote 3, endet das Spiel sofort";
    004: "Als de laatste kaart van de pot een rode drie is eindigt het spel"."""
    r = rule_on(ask="hand-over", hand="7d 9c Js", our_melds=["Ks Kh Kd"], pile="4c 5c", stock=0, drew="3d")
    assert r.answer is True and r.rules[0] == "red-three-last-card"


@pytest.mark.parametrize("reds", ["3h 3h 3d", 3])
def test_fourth_red_three_as_the_last_card(reds: object) -> None:
    """Red threes laid out keep the suits they are written with; counted ones get suits
    from what remains, so the fourth red three (3d) can be the last stock card (003: "Ist
    die letzte Karte des Ziehstapels eine rote 3, endet das Spiel sofort")."""
    r = rule_on(ask="hand-over", hand="7d 9c Js", our_melds=["Ks Kh Kd"], our_red_threes=reds,
                pile="4c 5c", stock=0, drew="3d")
    assert r.answer is True and r.rules[0] == "red-three-last-card"
    state = table_of(pos(ask="pile-frozen", hand="7d", our_melds=["Ks Kh Kd"], our_red_threes="3h 3h 3d", pile="4c 5c"))
    assert sorted(str(c) for c in state.red_threes[0]) == ["3d", "3h", "3h"]


# ------------------------------------------------------------------------------------------
# The start of the pile


def test_pile_may_start_with_wild_cards_and_red_threes() -> None:
    """000: "Er kortet et jokerkort eller en rød 3'er, vendes et nyt oven på, indtil der
    ligger et almindeligt kort øverst" (a joker or red three turned up is covered until an
    ordinary card lies on top); 003: "Ist sie ein Platzhalter oder eine rote 3, leg sie quer
    und deck so lange weitere Karten darauf auf, bis eine andere Karte oben liegt – der
    Stapel ist dann eingefroren"."""
    frozen = rule_on(ask="pile-frozen", hand="7d 8d Js", our_melds=["Ks Kh Kd"], pile="JK 3d 8c")
    assert frozen.answer is True
    assert {"pile-frozen-wild", "pile-frozen-start"} <= set(frozen.rules)
    # Frozen by the start: a natural pair takes it, a natural and a wild card do not.
    assert rule_on(ask="take-pile", hand="8s 8d Js", our_melds=["Ks Kh Kd"], pile="JK 3d 8c").answer is True
    assert rule_on(ask="take-pile", hand="8s JK Js", our_melds=["Ks Kh Kd"], pile="JK 3d 8c").answer is False
    assert rule_on(ask="pile-frozen", hand="7d", our_melds=["Ks Kh Kd"], pile="3h 2c 3d 9s 8c").answer is True
    # Above the first other card a red three would have been laid out by whoever drew it.
    with pytest.raises(PositionError, match="card 3 from the bottom"):
        pos(ask="pile-frozen", hand="7d", pile="JK 8c 3d 9c")


# ------------------------------------------------------------------------------------------
# check: one bad entry does not drop its file


GOOD_BAD_GOOD = """\
- id: good-1
  ask: card-value
  card: K
  expect: 10
- id: bad
  ask: card-value
  card: Zz
- id: good-2
  ask: card-value
  card: JK
  expect: 50
"""


def test_one_refused_entry_leaves_the_others_judged(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    positions, problems = read_entries(GOOD_BAD_GOOD, source="f.yaml")
    assert [p.id for p in positions] == ["good-1", "good-2"]
    assert len(problems) == 1 and problems[0].entry == "bad"
    path = tmp_path / "f.yaml"
    path.write_text(GOOD_BAD_GOOD, encoding="utf-8")
    report = check_report([path])
    assert (report.entries, report.judged, len(report.problems)) == (3, 2, 1)
    assert cli_main(["check", str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"{path}: entry bad: ")
    assert lines[-1] == "check: 1 problem; judged 2 of 3 positions from 1 file"


def test_judge_rules_on_the_other_entries_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "f.yaml"
    path.write_text(GOOD_BAD_GOOD, encoding="utf-8")
    assert cli_main(["judge", "--json", str(path)]) == 2
    out, err = capsys.readouterr()
    assert [line.split('"id": ')[1].split('"')[1] for line in out.splitlines()] == ["good-1", "good-2"]
    assert err.splitlines()[0].startswith(f"{path}: entry bad: ")


def test_an_empty_folder_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "nothing-here"
    empty.mkdir()
    assert cli_main(["check", str(empty)]) == 2
    assert capsys.readouterr().err.strip() == f"{empty}: no position files found (no *.yaml or *.yml file in this folder)"


# ------------------------------------------------------------------------------------------
# Three-player score


def test_three_player_score_nobody_took_the_pile_right_hand_cards() -> None:
    """004: "Als niemand de stok kan pakken wordt het aantal punten van iedere speler
    afzonderlijk geteld" (if nobody can take the pile, each player's points are counted
    separately): the right-hand player's melds, cards and red threes are their own."""
    r = rule_on(ask="score", ruleset="three-player", our_melds=["Ks Kh Kd", "8s 8h 8d"], their_melds=["Qs Qh Qd"],
                right_melds=["9s 9h 9d"], our_red_threes=1, right_red_threes=1, pile="9c", stock=0, lone="none",
                went_out="none", our_hands="5c", their_hands="As 7c", right_hands="Jc")
    assert r.answer == (60 + 100 - 5, 30 - 25, 30 + 100 - 10)
    assert "everyone scores alone" in explanation_text(r)


def test_three_player_score_an_opponent_plays_alone() -> None:
    """004: "De speler die als eerste de stok pakt, wie dat ook is, speelt alleen verder
    tegen de andere twee spelers" (the player who first takes the pile, whoever that is,
    plays alone against the other two); 003: "Partner legen gemeinsam aus, aber jeder wertet
    seine roten Dreien selbst"."""
    r = rule_on(ask="score", ruleset="three-player", our_melds=["Ks Kh Kd Kc Ks Kh Kd"], their_melds=["Qs Qh Qd"],
                right_melds=["9s 9h 9d"], our_red_threes=1, right_red_threes=1, pile="9c", stock=0, lone="left",
                went_out="right", their_hands="As 7c")
    shared = 70 + 30 + 500 + 100  # the partners' melds, their canasta, going out
    assert r.answer == (shared + 100, 30 - 25, shared + 100)
    text = explanation_text(r)
    assert "The player on your left took the pile first" in text
    assert "You took the pile first" not in text


def test_three_player_keys_only_for_three_players() -> None:
    with pytest.raises(PositionError, match="only a three-player hand"):
        pos(ask="score", went_out="none", lone="left")
    with pytest.raises(PositionError, match="pile_taken and lone disagree"):
        pos(ask="score", ruleset="three-player", went_out="none", lone="left", pile_taken=False)


# ------------------------------------------------------------------------------------------
# Right answer, right reason


def _take_refusal(**entry: object) -> list[str]:
    p = pos(ask="take-pile", **entry)
    return [r.rule_id for r in refusals(table_of(p), TakePile())]


def test_empty_take_on_a_pile_frozen_for_your_side_cites_the_freeze() -> None:
    """000: "Jeres makkerpar har ikke meldt endnu. Så er bunken frosset for jer" — the
    freeze decides before "no meld of that rank" (there is none: the side has not melded)."""
    assert _take_refusal(hand="Qs 7c 9d", pile="4c Kd")[0] == "pile-frozen-no-meld"


def test_one_card_on_a_one_card_pile_cites_one_card_pile() -> None:
    """004 (RULES.md; option one-card-pile: forbidden): a player holding one card may not
    take a one-card pile."""
    p = pos(ask="take-pile", hand="Kc", our_melds=["Ks Kh Kd"], pile="Kd", stock=20, options={"one-card-pile": "forbidden"})
    state = table_of(p)
    found = refusals(state, TakePile(p.hand))
    assert found[0].rule_id == "one-card-pile"


def test_no_add_to_your_meld_without_a_meld() -> None:
    p = pos(ask="take-pile", hand="Qs 7c 9d", our_melds=["Ks Kh Kd"], pile="4c 8d")
    (refusal,) = refusals(table_of(p), TakePile())
    assert refusal.rule_id == "pile-take-unfrozen"
    assert "add it to your side's meld" not in refusal_text(refusal)


def test_the_lone_player_has_no_partner_to_ask() -> None:
    """003: "Wer zuerst den Ablagestapel nimmt, spielt allein" — so nobody's answer binds
    them."""
    r = rule_on(ask="play", ruleset="three-player", hand="Qs Qh Qd 7c 9d", our_melds=["Ks Kh Kd Kc Ks Kh Kd"],
                pile="4c 8d", stock=20, play="draw; ask")
    assert r.answer is False
    assert "partner's answer" not in explanation_text(r)
    assert "no partner" in explanation_text(r)
    with pytest.raises(PositionError, match="no partner to ask"):
        pos(ask="go-out", ruleset="three-player", hand="Qs Qh Qd", our_melds=["Ks Kh Kd Kc Ks Kh Kd"], partner="no")


def test_must_take_offers_a_new_meld_only_with_cards_held() -> None:
    """003: "du musst ihn nehmen, wenn er nicht eingefroren ist und die oberste Karte zu einer
    Figur deiner Partei passt" — a new meld is a choice, offered only when the hand can make
    one."""
    no_queens = rule_on(ask="must-take", hand="7d 9c", our_melds=["Ks Kh Kd"], pile="4c Qc", stock=0)
    assert no_queens.answer is False
    assert "new meld" not in explanation_text(no_queens).replace("could you make a new meld", "")
    assert all(c.rank.value != "Q" for reason in no_queens.reasons for c in reason.cards[1:])
    with_pair = rule_on(ask="must-take", hand="Qs Qh 9c", our_melds=["Ks Kh Kd"], pile="4c Qc", stock=0)
    assert "making a new meld" in explanation_text(with_pair)


def test_the_engine_ends_a_hand_only_at_a_draw_from_the_empty_stock() -> None:
    """Random hands played to their end on the engine (the practice hands and self-play run
    on it): drawing the last card, an ordinary one, leaves the turn going on; the hand ends
    at the stock only on a draw from the empty stock (000, 003) or after a red three as the
    last card (001, 003, 004)."""
    import random

    from canasta_teach.game.deal import deal
    from canasta_teach.game.referee import legal_operations

    last_drawn = exhausted = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = deal("classic", seed=seed)
        while not state.is_over:
            ops = list(legal_operations(state))
            draws = [op for op in ops if isinstance(op, DrawStock)]
            # Prefer drawing, so that the stock runs out.
            op = draws[0] if draws and rng.random() < 0.9 else rng.choice(ops)
            before = state
            state = apply(state, op, verified=True)
            if isinstance(op, DrawStock) and before.stock and not state.stock:
                if not any(c.is_red_three for c in state.hand):
                    last_drawn += 1
                    assert not state.is_over and state.phase is Phase.PLAY
            if state.end is HandEnd.STOCK_EXHAUSTED:
                exhausted += 1
                assert isinstance(op, DrawStock) and not before.stock
    assert last_drawn > 0 and exhausted > 0
