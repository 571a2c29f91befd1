"""The judge on Tranca positions (003, "Varianten"; issue 23, item 3): positions written in
the authoring format with ``ruleset: tranca``, each with its exact answer and the rule that
decides it, quoting the sentence of 003 it checks; the asks that do not apply to Tranca
refused with the catalogue's line; bad Tranca input refused naming the file, the entry and
what is wrong.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from canasta_teach.content.authoring import parse_positions
from canasta_teach.errors import CanastaError, PositionError
from canasta_teach.judge.asks import judge
from canasta_teach.judge.catalogue import complete_languages, speaking
from canasta_teach.judge.questions import Ask, Position
from canasta_teach.judge.tranca_asks import TRANCA_ASKS
from canasta_teach.judge.wording import explanation_text

SEED_003 = Path("/work/shared/seeds/003_b87dbc13d93bfee7.txt")

#: The sentences of 003's Tranca paragraph the positions below check.
BLOCK = "wer eine ablegt, sperrt (tranca) den Stapel für den nächsten Spieler."
TAKE = "Den ganzen Ablagestapel nimmst du nur, wenn du seine oberste Karte sofort mit zwei Karten aus der Hand auslegst (eine davon darf eine 2 sein)."
RUNS = "Figuren dürfen Sätze oder Folgen einer Farbe sein (ab der 4; das Ass nur über dem König)."
WILD = "nur die 2er sind Platzhalter."
MORTO = "Wer keine Karten mehr hat, nimmt den Morto seiner Partei und spielt weiter"
OUT = "wer danach ausmacht, beendet das Spiel (100)."
SCORE = "Jede ausgelegte Karte zählt 10 (eine 2 zählt 20), ein reiner Canasta 200, ein gemischter 100"
TARGET = "Gespielt wird bis 1500, 3000 oder 5000."


def test_every_quote_is_in_003() -> None:
    """The sentences quoted here are 003's own words."""
    if not SEED_003.exists():
        pytest.skip("the source texts are not in this checkout")
    text = SEED_003.read_text(encoding="utf-8")
    for quote in (BLOCK, TAKE, RUNS, WILD, MORTO, OUT, SCORE, TARGET):
        assert quote in text, quote


def one(yaml: str) -> Position:
    (position,) = parse_positions(textwrap.dedent(yaml), source="tranca.yaml")
    return position


def rule_on(yaml: str) -> tuple[object, tuple[str, ...], str]:
    """The answer, the deciding rules and the English words of the ruling."""
    ruling = judge(one(yaml))
    return ruling.answer, ruling.deciding_rules, explanation_text(ruling)


# --------------------------------------------------------------------------------------
# The pile blocked by a black three (BLOCK)


def test_black_three_on_top_blocks_the_pile() -> None:
    answer, rules, words = rule_on("""
        - id: blocked
          ruleset: tranca
          hand: Ks Kh 7d 2c 9h 9d
          pile: 4c 8h 3s
          ask: pile-frozen
        """)
    assert (answer, rules) == (True, ("tranca-black-three",))
    assert words.startswith("Blocked. The top card is a black three (3♠): it blocks the pile for you")


def test_black_three_blocks_taking_even_with_a_pair() -> None:
    answer, rules, _ = rule_on("""
        - id: blocked-take
          ruleset: tranca
          hand: 3c 3s 7d 9h 9d
          pile: 4c 8h 3s
          ask: take-pile
        """)
    assert (answer, rules) == (False, ("tranca-black-three",))


def test_a_two_on_top_blocks_a_buried_two_does_not() -> None:
    on_top = rule_on("""
        - id: two-on-top
          ruleset: tranca
          hand: Ks Kh 7d
          pile: 4c 8h 2d
          ask: pile-frozen
        """)
    buried = rule_on("""
        - id: two-buried
          ruleset: tranca
          hand: Ks Kh 7d
          pile: 4c 2d Kd
          ask: pile-frozen
        """)
    assert on_top[:2] == (True, ("tranca-pile-two",))
    assert buried[:2] == (False, ("tranca-take-pile", "tranca-pile-two"))
    assert buried[2].startswith("Not blocked. The top card is the king of diamonds, neither a black three nor a two")


# --------------------------------------------------------------------------------------
# Taking the pile only with the top card and two hand cards (TAKE)


def test_take_the_pile_with_the_top_card_and_a_pair() -> None:
    ruling = judge(one("""
        - id: take-set
          ruleset: tranca
          hand: Ks Kh 7d 2c 9h 9d
          pile: 4c 8h Kd
          ask: take-pile
        """))
    assert ruling.answer is True and ruling.deciding_rules == ("tranca-take-pile",)
    assert ruling.play is not None and [str(c) for c in ruling.play.new_melds[0]] == ["Kd", "Ks", "Kh"]
    assert explanation_text(ruling).startswith(
        "Yes. Lay the top king of diamonds at once with K♠ K♥ from your hand as a new meld, K♦ K♠ K♥; "
        "the rest of the pile (two cards) goes to your hand.")


def test_take_the_pile_into_a_run_with_a_two() -> None:
    ruling = judge(one("""
        - id: take-run-two
          ruleset: tranca
          hand: 7h 2c Qc 9d 9s
          pile: 4c 8s 5h
          ask: take-pile
        """))
    assert ruling.answer is True
    assert ruling.play is not None and [str(c) for c in ruling.play.new_melds[0]] == ["5h", "2c", "7h"]


def test_a_buried_card_does_not_take_the_pile() -> None:
    answer, rules, words = rule_on("""
        - id: take-buried
          ruleset: tranca
          hand: 6c 7d Qc 9d 9s
          pile: 4c 9h Kd 5h
          ask: take-pile
        """)
    assert (answer, rules) == (False, ("tranca-take-pile",))
    assert "The nine of hearts lower in the pile would match your cards, but only the top card" in words


def test_the_top_card_with_one_hand_card_is_refused() -> None:
    answer, rules, _ = rule_on("""
        - id: take-one
          ruleset: tranca
          hand: Ks 7d Qc 9d 9s
          pile: 4c 8h Kd
          ask: play
          play: take Ks
        """)
    assert (answer, rules) == (False, ("tranca-take-pile",))


def test_the_top_card_may_not_join_our_set_under_pile_join_new() -> None:
    answer, rules, _ = rule_on("""
        - id: take-join
          ruleset: tranca
          hand: Ks Kh 7d 9d 9s
          our_melds: [Kc Kd Kc]
          pile: 4c 8h Kd
          ask: take-pile
        """)
    assert (answer, rules) == (False, ("tranca-pile-new-meld",))


# --------------------------------------------------------------------------------------
# Runs extended at either end, and a two in a run (RUNS, WILD)


@pytest.mark.parametrize(("card", "end"), [("4h", "low"), ("8h", "high")])
def test_a_run_is_extended_at_either_end(card: str, end: str) -> None:
    answer, rules, words = rule_on(f"""
        - id: run-{end}
          ruleset: tranca
          hand: {card} 9c 9d Jc
          our_melds: [5h 6h 7h]
          ask: add
          card: {card}
          to: 5h-7h
        """)
    assert (answer, rules) == (True, ("tranca-runs",))
    assert f"extends your run 5♥–7♥ at its {end} end" in words


def test_a_card_that_does_not_follow_the_run_is_refused() -> None:
    answer, rules, words = rule_on("""
        - id: run-gap
          ruleset: tranca
          hand: 9h 9c 9d Jc
          our_melds: [5h 6h 7h]
          ask: add
          card: 9h
          to: 5h-7h
        """)
    assert (answer, rules) == (False, ("tranca-runs",))
    assert words == "No. That card does not follow either end of the run."


def test_a_two_stands_for_a_card_inside_a_run() -> None:
    answer, rules, words = rule_on("""
        - id: two-inside
          ruleset: tranca
          ask: meld
          cards: 9s 2c Js
        """)
    assert (answer, rules) == (True, ("tranca-runs",))
    assert "The two (2♣) stands for the ten of the run." in words


def test_a_run_holds_one_two_and_stops_at_the_ace() -> None:
    two_more = rule_on("""
        - id: second-two
          ruleset: tranca
          hand: 2d 9c 9d Jc
          our_melds: [9s 2c Js]
          ask: add
          card: 2d
          to: 9s-Js
        """)
    at_the_ace = rule_on("""
        - id: two-at-ace
          ruleset: tranca
          hand: 2d 9c 9d Jc
          our_melds: [Qs Ks As]
          ask: add
          card: 2d
          to: Qs-As
        """)
    ace_low = rule_on("""
        - id: ace-low
          ruleset: tranca
          ask: meld
          cards: Ad 4d 5d
        """)
    assert two_more[:2] == (False, ("tranca-one-two",))
    assert at_the_ace[:2] == (True, ("tranca-one-two",))
    assert "only at its low end: above the ace a run cannot grow" in at_the_ace[2]
    assert ace_low[:2] == (False, ("tranca-runs",))


# --------------------------------------------------------------------------------------
# The morto taken, and going out only after it (MORTO, OUT)


def test_melding_out_takes_the_morto_and_play_goes_on() -> None:
    answer, rules, words = rule_on("""
        - id: meld-out-2
          ruleset: tranca
          hand: 8h 8d Kh
          our_melds: [Ks Kd Kc]
          ask: play
          play: "draw 8s; meld 8h 8d 8s; add K: Kh"
        """)
    assert (answer, rules) == (True, ("tranca-morto",))
    assert words.startswith("Yes. Your hand is empty, so you take your side's morto (11 cards) and play on.")


def test_discarding_out_takes_the_morto_for_the_next_turn() -> None:
    answer, rules, _ = rule_on("""
        - id: discard-out
          ruleset: tranca
          hand: 8h 8d 5c
          our_melds: [Ks Kd Kc]
          ask: play
          play: "draw 8s; meld 8h 8d 8s; discard 5c"
        """)
    assert (answer, rules) == (True, ("tranca-morto-discard",))


def test_no_going_out_before_the_morto() -> None:
    answer, rules, words = rule_on("""
        - id: out-before-morto
          ruleset: tranca
          hand: 8h 8d 8s 5c
          our_melds: [Ks Kd Kc Kh Ks Kd Kc]
          ask: go-out
        """)
    assert (answer, rules) == (False, ("tranca-go-out",))
    assert words.startswith("No. Your side has not taken its morto yet, and going out comes only after it.")


def test_going_out_after_the_morto_with_a_canasta() -> None:
    answer, rules, words = rule_on("""
        - id: out-after-morto
          ruleset: tranca
          morto_taken: [yes, no]
          hand: 8h 8d 8s 5c
          our_melds: [Ks Kd Kc Kh Ks Kd Kc]
          ask: go-out
        """)
    assert (answer, rules) == (True, ("tranca-go-out", "tranca-canasta"))
    assert words.startswith("Yes. You can go out: meld 8♥ 8♦ 8♠, then discard the 5♣.")


def test_no_going_out_without_a_canasta() -> None:
    answer, rules, _ = rule_on("""
        - id: out-no-canasta
          ruleset: tranca
          morto_taken: [yes, no]
          hand: 8h 8d 8s 5c
          our_melds: [Ks Kd Kc]
          ask: go-out
        """)
    assert (answer, rules) == (False, ("tranca-canasta",))


def test_a_played_turn_goes_out_after_the_morto() -> None:
    answer, rules, _ = rule_on("""
        - id: play-out
          ruleset: tranca
          morto_taken: [yes, no]
          hand: 8h 8d 5c
          our_melds: [Ks Kd Kc Kh Ks Kd Kc]
          ask: play
          play: "draw 8s; meld 8h 8d 8s; discard 5c"
        """)
    assert (answer, rules) == (True, ("tranca-go-out",))


# --------------------------------------------------------------------------------------
# The score of a hand (SCORE) and the end of the game (TARGET)


def test_the_score_of_a_hand() -> None:
    """Ours: seven hearts 4-10 and K K 2 melded (70 + 40), a clean canasta 200, a red three
    with a canasta +100, going out 100: 510. Theirs: 9 9 9 (30), a red three without a
    canasta -100, Q and 2 in hand -30, the morto never taken -100: -200."""
    ruling = judge(one("""
        - id: score
          ruleset: tranca
          morto_taken: [yes, no]
          hand: ""
          our_melds: [4h 5h 6h 7h 8h 9h 10h, Ks Kd 2c]
          their_melds: [9s 9d 9c]
          our_red_threes: 1
          their_red_threes: 1
          went_out: us
          their_hands: Qs 2d
          ask: score
          expect: [510, -200]
        """))
    assert ruling.answer == (510, -200)
    assert ruling.hand_score is not None
    assert [(i.kind, i.points) for i in ruling.hand_score.ours.items] == [
        ("line.melds", 110), ("line.clean-canasta", 200), ("line.red-threes", 100), ("line.going-out", 100)]
    assert [(i.kind, i.points) for i in ruling.hand_score.theirs.items] == [
        ("line.melds", 30), ("line.red-threes-minus-no-canasta", -100), ("line.hand", -30),
        ("line.morto-not-taken", -100)]


def test_the_score_of_a_hand_nobody_went_out() -> None:
    answer, rules, _ = rule_on("""
        - id: stock-out
          ruleset: tranca
          morto_taken: [yes, yes]
          hand: ""
          our_melds: [4h 5h 2c 7h 8h 9h 10h]
          their_melds: [9s 9d 9c]
          went_out: none
          our_hands: 5d
          their_hands: Qs
          ask: score
        """)
    # ours: 6 x 10 + 20 = 80, dirty canasta 100, a five in hand -10; theirs: 30 - 10
    assert answer == (170, 20)
    assert rules == ("tranca-hand-minus", "tranca-canasta-bonus")


@pytest.mark.parametrize(("totals", "target", "expected", "rule"), [
    ("[3100, 3050]", 3000, "us", "tranca-target-both"),
    ("[1400, 1550]", 1500, "them", "tranca-target"),
    ("[4900, 4990]", 5000, "none", "tranca-target"),
])
def test_game_over_at_the_target(totals: str, target: int, expected: str, rule: str) -> None:
    answer, rules, _ = rule_on(f"""
        - id: game-over
          ruleset: tranca
          options: {{target: {target}}}
          ask: game-over
          totals: {totals}
        """)
    assert (answer, rules) == (expected, (rule,))


def test_best_play_counts_tranca_points() -> None:
    ruling = judge(one("""
        - id: best
          ruleset: tranca
          hand: 8h 8d 5c 6c
          pile: 7c
          ask: best-play
        """))
    assert ruling.answer == 2
    assert [r.fact("points") for r in ruling.reasons[1:]] == [None, 30]


# --------------------------------------------------------------------------------------
# Every ruling in every language


def test_every_ruling_is_said_in_every_language() -> None:
    positions = parse_positions(textwrap.dedent("""
        - id: a
          ruleset: tranca
          hand: Ks Kh 7d
          pile: 4c 3s
          ask: pile-frozen
        - id: b
          ruleset: tranca
          hand: 2c 9c 9d Jc
          our_melds: [Qs Ks As]
          ask: add
          card: 2c
          to: Qs-As
        - id: c
          ruleset: tranca
          morto_taken: [no, no]
          hand: ""
          our_melds: [4h 5h 2c 7h 8h 9h 10h]
          their_melds: [9s 9d 9c]
          our_red_threes: 1
          went_out: none
          our_hands: 5d
          their_hands: Qs
          ask: score
        """))
    for lang in complete_languages():
        with speaking(lang):
            for p in positions:
                words = explanation_text(judge(p))
                assert words and "{" not in words and "tranca-" not in words, (lang, p.id, words)


# --------------------------------------------------------------------------------------
# Asks that do not apply, and bad Tranca input


REFUSED_LINE = ("Tranca has no “{ask}” question: on a Tranca table the judge answers meld, add, take-pile, "
                "pile-frozen, play, go-out, score, game-over, best-play.")

_REFUSED_ASKS = {
    Ask.CARD_VALUE: "card: Kd", Ask.CANASTA_KIND: "cards: Kd Kc Ks", Ask.MIN_MELD: "", Ask.INITIAL_MELD: "melds: [Kd Kc Ks]",
    Ask.MUST_TAKE: "", Ask.HAND_OVER: "", Ask.SHOULD: "choices: [draw, take-pile]",
}


def test_the_tranca_asks_are_the_brief() -> None:
    assert {a.value for a in TRANCA_ASKS} == {"meld", "add", "take-pile", "pile-frozen", "play", "go-out", "score",
                                             "game-over", "best-play"}
    assert set(_REFUSED_ASKS) == set(Ask) - set(TRANCA_ASKS)


@pytest.mark.parametrize("ask", sorted(_REFUSED_ASKS, key=lambda a: a.value), ids=lambda a: a.value)
def test_an_ask_that_does_not_apply_is_refused(ask: Ask) -> None:
    extra = _REFUSED_ASKS[ask]
    yaml = f"- id: no-{ask.value}\n  ruleset: tranca\n  hand: Ks Kh 7d\n  pile: 4c 9d\n  ask: {ask.value}\n"
    if extra:
        yaml += f"  {extra}\n"
    with pytest.raises(PositionError) as err:
        parse_positions(yaml, source="t.yaml")
    assert str(err.value) == f"t.yaml: entry no-{ask.value}: key 'ask': " + REFUSED_LINE.format(ask=ask.value)


def test_the_judge_itself_refuses_an_ask_that_does_not_apply() -> None:
    """A position built in code (not read from a file) is refused by the judge too."""
    from dataclasses import replace

    from canasta_teach.judge.question_types import MinMeldQuestion

    p = one("""
        - id: coded
          ruleset: tranca
          ask: meld
          cards: Ks Kd Kc
        """)
    with pytest.raises(CanastaError, match="position coded: Tranca has no “min-meld” question"):
        judge(replace(p, question=MinMeldQuestion()))


def test_the_refusal_is_said_in_every_language() -> None:
    from canasta_teach.judge.tranca_asks import refused_ask_line

    lines = set()
    for lang in complete_languages():
        with speaking(lang):
            line = refused_ask_line(Ask.MIN_MELD)
            assert "min-meld" in line and "best-play" in line
            lines.add(line)
    assert len(lines) == len(complete_languages())


BAD_TRANCA: list[tuple[str, str, str]] = [
    ("joker", "hand: Ks JK 7d\n  pile: 4c 9d\n  ask: take-pile",
     "key 'hand': Tranca is played without jokers (003: two packs without jokers); only the twos are wild"),
    ("no-suit", "hand: K K 7d\n  pile: 4c 9d\n  ask: take-pile",
     "key 'hand': K: in Tranca every card carries its suit (runs are of one suit), like Kh"),
    ("bad-run", "our_melds: [5h 6h 8h]\n  pile: 4c 9d\n  ask: take-pile",
     "key 'our_melds': meld 1 (5h 6h 8h): a run's cards follow each other in one suit, from the four up; "
     "the ace stands only above the king"),
    ("ace-low", "our_melds: [Ah 4h 5h]\n  pile: 4c 9d\n  ask: take-pile",
     "key 'our_melds': meld 1 (Ah 4h 5h): a run's cards follow each other in one suit, from the four up; "
     "the ace stands only above the king"),
    ("two-twos", "our_melds: [Ks Kd 2c 2d]\n  pile: 4c 9d\n  ask: take-pile",
     "key 'our_melds': meld 1 (Ks Kd 2c 2d): a meld holds at least two natural cards and at most one two"),
    ("black-three-meld", "our_melds: [3s 3c 3s]\n  pile: 4c 9d\n  ask: take-pile",
     "key 'our_melds': meld 1 (3s 3c 3s): black threes are never melded"),
    ("two-sets", "our_melds: [Ks Kd Kc, Kh Ks Kd]\n  pile: 4c 9d\n  ask: take-pile",
     "key 'our_melds': two sets of kings (Ks Kd Kc and Kh Ks Kd): a side holds one set of each rank, write them as one"),
    ("morto-shape", "morto_taken: yes\n  pile: 4c 9d\n  ask: take-pile",
     "key 'morto_taken': morto_taken should be [ours, theirs], like [yes, no], not yes"),
    ("out-before-morto", "hand: ''\n  our_melds: [Ks Kd Kc Kh Ks Kd Kc]\n  went_out: us\n  ask: score",
     "key 'went_out': went_out is us, but that side never took its morto: going out comes only after the morto "
     "(write morto_taken)"),
    ("out-no-canasta", "morto_taken: [yes, yes]\n  hand: ''\n  our_melds: [Ks Kd Kc]\n  went_out: us\n  ask: score",
     "key 'went_out': went_out is us, but that side has no canasta to go out with"),
    ("too-many-cards", "stock: 80\n  hand: Ks Kh 7d\n  pile: 4c 9d\n  ask: take-pile",
     "key 'stock': 5 cards in play, two mortos of 11 face down and 80 in the stock make 107, "
     "but the Tranca pack holds only 104"),
    ("concealed", "hand: ''\n  morto_taken: [yes, no]\n  our_melds: [Ks Kd Kc Kh Ks Kd Kc]\n  went_out: us\n"
     "  concealed: yes\n  ask: score",
     "key 'concealed': Tranca has no going out concealed: leave concealed out"),
    ("bad-span", "hand: 7h 9c 9d\n  our_melds: [4h 5h 6h]\n  ask: add\n  card: 7h\n  to: 4h-6s",
     "key 'to': '4h-6s': a run's two ends are of one suit, like 4h-6h"),
]


@pytest.mark.parametrize(("name", "body", "problem"), BAD_TRANCA, ids=[b[0] for b in BAD_TRANCA])
def test_bad_tranca_input_names_file_entry_and_problem(name: str, body: str, problem: str) -> None:
    yaml = f"- id: {name}\n  ruleset: tranca\n  {body}\n"
    with pytest.raises(PositionError) as err:
        parse_positions(yaml, source="bad.yaml")
    assert str(err.value) == f"bad.yaml: entry {name}: {problem}"


def test_morto_taken_only_on_a_tranca_table() -> None:
    with pytest.raises(PositionError) as err:
        parse_positions("- id: c\n  morto_taken: [yes, no]\n  pile: 4c 9d\n  ask: take-pile\n", source="c.yaml")
    assert str(err.value) == ("c.yaml: entry c: key 'morto_taken': only a Tranca table has mortos: "
                              "leave morto_taken out, or write ruleset: tranca")
