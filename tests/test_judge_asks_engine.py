"""The simple asks as queries on the engine (issue 8): exact expectations, and agreement
with the engine over thousands of seeded random positions.

``add``, ``pile-frozen``, ``initial-meld`` and ``score`` are answered on the engine's table
(:func:`canasta_teach.judge.table_view.table_of`); ``meld``, ``canasta-kind`` and
``min-meld`` stay on the game layer's own rule functions (the ones the referee calls), and
are shown here to agree with the referee's verdict on the same cards. Going out concealed
is decided by the engine under both readings (003 and, option ``concealed: first-meld``,
002).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from canasta_teach import parse_positions
from canasta_teach.game.cards import Card, Rank
from canasta_teach.game.deal import full_pack
from canasta_teach.game.melds import Meld, meld_problem
from canasta_teach.game.operations import AddToMeld, LayMeld
from canasta_teach.game.referee import legal_operations, refusals
from canasta_teach.game.rulesets import get_ruleset
from canasta_teach.game.scoring import side_score
from canasta_teach.game.seats import Side
from canasta_teach.game.table import Phase, Source
from canasta_teach.judge import judge
from canasta_teach.judge.question_types import (
    AddQuestion,
    CanastaKindQuestion,
    CardValueQuestion,
    InitialMeldQuestion,
    MeldQuestion,
    MinMeldQuestion,
    PileFrozenQuestion,
    ScoreQuestion,
    TakePileQuestion,
)
from canasta_teach.judge.questions import Position
from canasta_teach.judge.table_view import table_of
from tests.test_judge_engine import position_of, sample_states


def one(text: str) -> Position:
    return parse_positions(text)[0]


# --------------------------------------------------------------------------------------
# add: the referee's refusal decides, with its rule id


@pytest.mark.parametrize("card, to, melds, expected, rule", [
    ("Kc", "K", "[Ks Kh Kd]", True, "one-meld-per-rank"),
    ("Qc", "K", "[Ks Kh Kd]", False, "meld-one-rank"),
    ("Qc", "Q", "[Ks Kh Kd]", False, "one-meld-per-rank"),
    ("3c", "K", "[Ks Kh Kd]", False, "meld-no-threes"),
    ("3h", "K", "[Ks Kh Kd]", False, "meld-no-threes"),
    ("2c", "K", "[Ks Kh Kd 2d JK JK]", False, "meld-three-wild"),
    ("2c", "K", "[Ks Kh Kd 2d]", True, "wild-cards"),
    ("2c", "K", "[Ks Kh Kd Kc Ks Kh Kd]", True, "wild-cards"),
])
def test_add_is_the_referees_verdict(card: str, to: str, melds: str, expected: bool, rule: str) -> None:
    held = "" if card == "3h" else f"{card} "  # a red three is never held: it is laid out at once
    p = one(f"""
- id: a
  hand: {held}7d 6s 5c 4h
  our_melds: {melds}
  pile: 8h 9c
  ask: add
  card: {card}
  to: {to}
""")
    r = judge(p)
    assert r.answer is expected
    assert r.deciding_rules[0] == rule


def test_add_under_more_natural_cites_the_engines_rule() -> None:
    """001, 002 (option wild-limit: more-natural): a meld needs more natural than wild cards."""
    p = one("""
- id: a
  options: {wild-limit: more-natural}
  hand: 2c 7d 6s 5c 4h
  our_melds: [Ks Kh JK]
  ask: add
  card: 2c
  to: K
""")
    r = judge(p)
    assert r.answer is False and r.deciding_rules == ("meld-more-natural",)


def test_add_asks_about_the_meld_not_the_cards_kept() -> None:
    """``add`` asks whether the card may join the meld; the cards a player must keep are
    the business of ``take-pile``, ``go-out`` and ``play``."""
    p = one("""
- id: a
  hand: Kc
  our_melds: [Ks Kh Kd, 9s 9h 9d]
  ask: add
  card: Kc
  to: K
""")
    assert judge(p).answer is True
    assert judge(replace(p, hand=())).answer is True


def test_add_to_their_meld_is_refused() -> None:
    p = one("""
- id: a
  hand: Kc 7d 6s 5c
  their_melds: [Ks Kh Kd]
  ask: add
  card: Kc
  to: K
  side: them
""")
    assert judge(p).answer is False and judge(p).deciding_rules == ("no-adding-to-opponents",)


# --------------------------------------------------------------------------------------
# pile-frozen: the engine's frozen_for


@pytest.mark.parametrize("pile, melds, expected, rules", [
    ("4c 9d Kd", "[As Ah Ad]", False, ("pile-take-unfrozen",)),
    ("4c 2s 9d Kd", "[As Ah Ad]", True, ("pile-frozen-wild",)),
    ("3h 9d Kd", "[As Ah Ad]", True, ("pile-frozen-start",)),
    ("4c 9d Kd", "[]", True, ("pile-frozen-no-meld",)),
    ("", "[]", True, ("pile-frozen-no-meld",)),
    ("", "[As Ah Ad]", False, ("pile-unfreezes",)),
    ("3h 2s Kd", "[]", True, ("pile-frozen-wild", "pile-frozen-start", "pile-frozen-no-meld")),
])
def test_pile_frozen_exact(pile: str, melds: str, expected: bool, rules: tuple[str, ...]) -> None:
    pile_line = f"  pile: {pile}\n" if pile else ""
    p = one(f"""
- id: f
  hand: Ks Kh 7d
  our_melds: {melds}
{pile_line}  ask: pile-frozen
""")
    r = judge(p)
    assert r.answer is expected
    assert r.deciding_rules == rules


# --------------------------------------------------------------------------------------
# initial-meld: the melds laid on the engine's table, the side melded or not


@pytest.mark.parametrize("melds, score, expected", [
    ("[Ks Kh Kd, Qs Qh Qd]", 0, True),          # 60 >= 50
    ("[Ks Kh Kd]", 0, False),                   # 30 < 50
    ("[Ks Kh Kd]", -100, True),                 # 30 >= 15
    ("[As Ad 2h]", 1500, False),                # 60 < 90
    ("[As Ad JK, Ks Kh Kd]", 3000, True),       # 120 >= 120
    ("[Ks Kh 2d JK]", 0, True),                 # 90 >= 50
    ("[Ks 2d JK]", 0, False),                   # not a meld: one natural card
    ("[Ks Kh Kd, Kc Ks]", 0, True),             # one meld of five kings: 50 >= 50
    ("[Ks Kh Kd, Kc]", 0, False),               # one meld of four kings: 40 < 50
])
def test_initial_meld_exact(melds: str, score: int, expected: bool) -> None:
    held = melds.strip("[]").replace(",", " ")
    p = one(f"""
- id: i
  hand: {held} 7d 6s 5c 4h 9c
  score: [{score}, 0]
  ask: initial-meld
  melds: {melds}
""")
    assert judge(p).answer is expected


def test_initial_meld_with_no_cards_to_keep_still_answers_the_minimum() -> None:
    """The question is whether the melds reach the minimum, not whether cards are kept."""
    p = one("""
- id: i
  hand: Ks Kh Kd Qs Qh Qd
  ask: initial-meld
  melds: [Ks Kh Kd, Qs Qh Qd]
""")
    assert judge(p).answer is True


# --------------------------------------------------------------------------------------
# concealed: the engine's going_out_concealed under both readings


_PARTNERS_CANASTA = """
- id: c
{options}  hand: 9c 9s 9d 4d 4h 4s 6c
  our_melds: [Kc Kd Kh Ks Kc Kd Kh, 5s 5h 5d]
  melded_before: no
  pile: 6h 8h
  stock: 30
  ask: go-out
"""


def _concealed_line(p: Position) -> bool:
    r = judge(p)
    assert r.answer is True
    return any(i.kind == "line.going-out-concealed" for i in r.score)


def test_concealed_003_needs_a_canasta_of_ones_own() -> None:
    """003: "Legst du deine ganze Hand in einem Zug aus – samt einem vollständigen Canasta
    (zu zweit: zwei) –, ohne vorher etwas ausgelegt und ohne an Figuren deines Partners
    angelegt zu haben, bekommst du fürs Ausmachen 200 statt 100." Your partner's canasta
    does not make your going out concealed."""
    p = one(_PARTNERS_CANASTA.format(options=""))
    assert _concealed_line(p) is False
    assert "go-out-concealed" not in judge(p).rules


def test_concealed_002_is_the_sides_first_meld() -> None:
    """002: "Skjult udgåen (første melding i runden inkluderer udgåen): 200 point." 002 says
    "første melding" of the side ("Dit holds første melding i hver runde"), so under option
    concealed: first-meld your partner's canasta, laid before, means your side's first meld
    is not the one going out: not concealed, the usual going-out bonus."""
    p = one(_PARTNERS_CANASTA.format(options="  options: {concealed: first-meld}\n"))
    assert _concealed_line(p) is False
    r = judge(p)
    assert "concealed-first-meld" not in r.rules
    assert sum(i.points for i in r.score) == 45 + get_ruleset("classic").going_out_bonus


def test_concealed_whole_hand_with_own_canasta_under_both_readings() -> None:
    """003 and 002 agree when the whole hand, with its own canasta, goes down at once."""
    for options in ("", "  options: {concealed: first-meld}\n"):
        p = one(f"""
- id: c
{options}  hand: Ks Kh Kd Kc Ks Kh 2c 7s 7h 7d 7c 4c
  melded_before: no
  their_melds: [Qs Qh Qd]
  pile: 10d 6h 8s
  stock: 44
  score: [3100, 2800]
  ask: go-out
""")
        assert _concealed_line(p) is True


def test_not_concealed_after_melding_before_under_both_readings() -> None:
    for options in ("", "  options: {concealed: first-meld}\n"):
        p = one(f"""
- id: c
{options}  hand: 9c 9s 9d 6c
  our_melds: [Kc Kd Kh Ks Kc Kd Kh]
  melded_before: yes
  pile: 6h 8h
  stock: 30
  ask: go-out
""")
        assert _concealed_line(p) is False


# --------------------------------------------------------------------------------------
# score: the engine's score_hand


def test_score_on_the_engine_exact() -> None:
    p = one("""
- id: s
  our_melds: [Ks Kh Kd Kc Ks Kh Kd, 9s 9h 9d]
  their_melds: [Qs Qh Qd]
  our_red_threes: 1
  their_red_threes: 1
  ask: score
  went_out: us
  our_hands: []
  their_hands: [7c 3s]
""")
    rs = get_ruleset("classic")
    ours = 7 * 10 + 3 * 10 + rs.natural_canasta_bonus + rs.red_three_bonus + rs.going_out_bonus
    theirs = 3 * 10 + rs.red_three_bonus - 5 - 5  # the seven and the black three in hand
    assert judge(p).answer == (ours, theirs)


# --------------------------------------------------------------------------------------
# Agreement over thousands of random positions


def _random_meld(rng: random.Random, rank: Rank, pack: list[Card], *, size: int | None = None) -> tuple[Card, ...]:
    naturals = [c for c in pack if c.rank is rank][: rng.randint(2, 7)]
    wilds = [c for c in pack if c.is_wild][: rng.randint(0, 3)]
    cards = tuple(naturals + wilds)
    return cards[:size] if size else cards


def _random_group(rng: random.Random) -> tuple[Card, ...]:
    """A few cards, mostly of one rank, sometimes with wild cards, threes or a stray rank."""
    pack = list(full_pack())
    rng.shuffle(pack)
    rank = rng.choice([Rank.FOUR, Rank.SEVEN, Rank.NINE, Rank.KING, Rank.ACE, Rank.THREE])
    same = [c for c in pack if c.rank is rank and not c.is_red_three or (rank is Rank.THREE and rng.random() < 0.2 and c.rank is rank)]
    group = same[: rng.randint(1, 6)] + [c for c in pack if c.is_wild][: rng.randint(0, 4)]
    if rng.random() < 0.15:
        group.append(next(c for c in pack if c.is_natural and c.rank is not rank))
    rng.shuffle(group)
    return tuple(group)


def test_meld_and_canasta_kind_agree_with_the_referee() -> None:
    """The fast path (the game layer's meld_problem) against the referee laying the same
    cards after a draw, on a table where the side has melded and keeps cards."""
    rng = random.Random(5)
    filler = tuple(Card.parse(t) for t in ("5c", "6d", "8h", "10s"))
    checked = 0
    for i in range(3000):
        cards = _random_group(rng)
        if not cards:
            continue
        p = Position(id=f"m{i}", question=MeldQuestion(cards), hand=cards + filler,
                     our_melds=(Meld(tuple(Card.parse(t) for t in ("Qs", "Qh", "Qd"))),) if all(c.rank is not Rank.QUEEN for c in cards) else (Meld(tuple(Card.parse(t) for t in ("Js", "Jh", "Jd"))),))
        state = table_of(p, phase=Phase.PLAY, source=Source.STOCK, hand=tuple(c for c in p.hand if not c.is_red_three))
        legal = not any(c.is_red_three for c in cards) and not refusals(state, LayMeld(cards))
        assert judge(p).answer is legal, (cards, judge(p).rules)
        kind = judge(replace(p, question=CanastaKindQuestion(cards))).answer
        assert (kind != "none") is (legal and len(cards) >= p.ruleset.canasta_size)
        checked += 1
    assert checked > 2500


def _check_add(hands: int, seed: int) -> tuple[int, int]:
    """Thousands of random play-phase moments: the judge's add answer is the engine's
    ``AddToMeld in legal_operations`` (which takes a shortcut of its own in the common
    case, so the two code paths check each other)."""
    checked = yes = 0
    for i, state in enumerate(sample_states("classic", hands, seed)):
        if state.phase is not Phase.PLAY or state.turn.laid or state.turn.source is not Source.STOCK or state.turn.asked:
            continue
        melds = state.side_melds(state.to_move)
        if not melds or not state.side_melded[state.side_of(state.to_move)] or len(state.hand) < 3:
            continue  # (with fewer cards the question is about the meld, not the cards kept)
        ops = legal_operations(state)
        base = position_of(state, TakePileQuestion(), pid=f"a{i}")  # the add question is set below
        for card in {c.rules_key: c for c in state.hand}.values():
            for meld in melds:
                if meld.rank is None:
                    continue
                p = replace(base, question=AddQuestion(card, meld.rank))
                assert judge(p).answer is (AddToMeld(meld.rank, card) in ops), (p, judge(p).rules)
                checked += 1
                yes += judge(p).answer is True
    return checked, yes


def test_add_agrees_with_the_legal_operations() -> None:
    checked, yes = _check_add(12, 41)
    assert checked > 500 and yes > 30


@pytest.mark.slow
def test_thousands_of_adds_agree_with_the_legal_operations() -> None:
    checked, yes = _check_add(60, 47)
    assert checked > 2000 and yes > 100


def test_initial_meld_agrees_with_the_rules() -> None:
    """Random first melds: the engine's answer is the rule's (every group a meld, one meld
    per rank, the card values together reaching the minimum of the side's score)."""
    rng = random.Random(9)
    rs = get_ruleset("classic")
    checked = yes = 0
    for i in range(2500):
        pack = list(full_pack())
        rng.shuffle(pack)
        ranks = rng.sample([Rank.FOUR, Rank.SEVEN, Rank.NINE, Rank.KING, Rank.ACE], rng.randint(1, 2))
        groups = []
        for rank in ranks:
            naturals = [c for c in pack if c.rank is rank][: rng.randint(2, 4)]
            wilds = [c for c in pack if c.is_wild and not any(c is w for g in groups for w in g)][: rng.randint(0, 2)]
            groups.append(tuple(naturals + wilds))
        used = [c for g in groups for c in g]
        rest = [c for c in pack if not any(c is u for u in used) and c.is_natural and not c.is_three]
        hand = tuple(used) + tuple(rest[: rng.randint(0, 6)])
        score = rng.choice([-200, 0, 800, 1500, 2500, 3000, 4000])
        p = Position(id=f"i{i}", question=InitialMeldQuestion(tuple(groups)), hand=hand, score=(score, 0))
        valid = all(meld_problem(g, rs) is None for g in groups)
        expected = valid and sum(c.value for c in used) >= rs.first_meld_minimum(score)
        assert judge(p).answer is expected, (groups, score, judge(p).rules)
        checked += 1
        yes += expected
    assert checked == 2500 and yes > 300


def test_pile_frozen_agrees_with_the_take_refusals() -> None:
    """Random draw moments: frozen for us exactly when the referee refuses a take made
    with one natural card and a wild card because of a freeze."""
    checked = frozen = 0
    for i, state in enumerate(sample_states("classic", 50, 43)):
        if state.phase is not Phase.DRAW or not state.pile:
            continue
        p = position_of(state, PileFrozenQuestion(), pid=f"f{i}")
        answer = judge(p).answer
        assert answer is table_of(p).frozen_for(0)
        expected = any(c.is_wild or c.is_red_three for c in p.pile) or not p.our_melds
        assert answer is expected
        checked += 1
        frozen += answer is True
    assert checked > 1000 and frozen > 200


def test_score_agrees_with_side_score() -> None:
    """Random finished hands: the engine's table score equals the side-by-side count."""
    rng = random.Random(13)
    rs = get_ruleset("classic")
    checked = 0
    for i in range(1500):
        pack = [c for c in full_pack() if not c.is_red_three]
        rng.shuffle(pack)
        sides = []
        for _ in range(2):
            melds = []
            for rank in rng.sample([Rank.FOUR, Rank.SEVEN, Rank.NINE, Rank.KING, Rank.ACE, Rank.QUEEN], rng.randint(0, 3)):
                naturals = [c for c in pack if c.rank is rank][: rng.randint(3, 7)]
                for c in naturals:
                    pack.remove(c)
                wilds = [c for c in pack if c.is_wild][: rng.randint(0, 2)]
                for c in wilds:
                    pack.remove(c)
                melds.append(Meld(tuple(naturals + wilds)))
            hand = tuple(pack[: rng.randint(0, 8)])
            del pack[: len(hand)]
            sides.append((tuple(melds), hand, rng.randint(0, 2)))
        went_out = rng.choice([Side.US, Side.THEM, Side.NONE])
        if went_out is Side.US and not sides[0][0] or went_out is Side.THEM and not sides[1][0]:
            went_out = Side.NONE
        concealed = went_out is not Side.NONE and rng.random() < 0.3
        (om, oh, orr), (tm, th, tr) = sides
        q = ScoreQuestion(went_out=went_out, concealed=concealed, our_hands=oh, their_hands=th)
        p = Position(id=f"s{i}", question=q, our_melds=om, their_melds=tm, our_red_threes=orr, their_red_threes=tr)
        ours = side_score(om, oh, red_threes=orr, went_out=went_out is Side.US, concealed=concealed and went_out is Side.US, ruleset=rs)
        theirs = side_score(tm, th, red_threes=tr, went_out=went_out is Side.THEM, concealed=concealed and went_out is Side.THEM,
                            ruleset=rs)
        assert judge(p).answer == (ours.total, theirs.total)
        checked += 1
    assert checked == 1500


def test_min_meld_agrees_with_the_table() -> None:
    for score in range(-500, 6000, 5):
        p = Position(id="n", question=MinMeldQuestion(), score=(score, 0))
        assert judge(p).answer == table_of(p).first_meld_minimum(0)


def test_initial_meld_of_a_rank_already_melded_joins_that_meld() -> None:
    """Found by the property test: the side has melded fours already, so three more fours
    join that meld (one meld per rank) and no minimum applies."""
    p = one("""
- id: i
  hand: 4d 4d 4h
  our_melds: [4c 4c JK, 5c 5c JK]
  score: [-500, -500]
  ask: initial-meld
  melds: [4d 4d 4h]
""")
    assert judge(p).answer is True
    # ... but the joined meld keeps the wild-card limit.
    q = one("""
- id: j
  hand: 4d 4h JK
  our_melds: [4c 4c 4s 2c 2d 2h, 5c 5c JK]
  ask: initial-meld
  melds: [4d 4h JK]
""")
    assert judge(q).answer is False and "meld-three-wild" in judge(q).rules


def test_card_value_agrees_with_the_engines_scoring() -> None:
    """Every card of the pack: the judge's value is what the engine's scoring (the score
    ask, on score_hand) counts for it left in hand (minus) and, for a natural card, melded
    (plus); a red three is worth its bonus."""
    rs = get_ruleset("classic")
    for card in {c.rules_key: c for c in full_pack()}.values():
        p = Position(id="v", question=CardValueQuestion(card))
        answer = judge(p).answer
        if card.is_red_three:
            assert answer == rs.red_three_bonus
            continue
        score = Position(id="s", question=ScoreQuestion(our_hands=(card,)))
        hand_minus = [i.points for i in judge(score).hand_score.ours.items if i.rule_id == "score-hand-minus"]
        assert hand_minus == [-answer], card
        melded = Position(id="m", question=ScoreQuestion(), our_melds=(Meld((card, card, card)),)) if card.is_natural else None
        if melded is not None:
            assert judge(melded).answer[0] == 3 * answer
