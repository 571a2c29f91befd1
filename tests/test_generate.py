"""Tests of the quiz generators (canasta_teach.content.generate).

What matters for a quiz is checked over many seeds with hypothesis (deterministic:
``derandomize=True``, no example database): every generated position is one a teacher could
have authored (the reader accepts it, and accepts it again from a YAML dump), the judge rules
on it, the ruling cites a rule the generator claims to drill, and across seeds each generator
gives both answers, so the quiz cannot be passed by always answering "yes".
"""

from __future__ import annotations

import random
import re
from collections import Counter
from functools import cache
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_teach.content.authoring import parse_positions
from canasta_teach.content.generate import (
    GENERATORS,
    Generator,
    _Pack,
    generate,
    generate_entry,
    generate_round,
    item_id,
    regenerate,
)
from canasta_teach.errors import CanastaError, PositionError
from canasta_teach.game.cards import JOKER, Card, Rank, Suit
from canasta_teach.judge import Ask, Position, judge
from canasta_teach.judge.question_types import ScoreQuestion
from canasta_teach.judge.wording import explanation_text
from tests.depth import examples

NAMES = list(GENERATORS)
SEEDS = st.integers(0, 2**32 - 1)
QUICK = settings(max_examples=examples(150), derandomize=True, database=None, deadline=None)
ID_RE = re.compile(r"^gen-(?P<name>[a-z-]+)-(?P<seed>\d+)-(?P<n>\d+)$")


def _reread(entry: dict[str, Any]) -> Position:
    return parse_positions(yaml.safe_dump([entry], allow_unicode=True, sort_keys=False), source="dump.yaml")[0]


def _same(a: Position, b: Position) -> bool:
    """Equal positions, whatever file name each was read from."""
    from dataclasses import replace

    return replace(a, source="") == replace(b, source="")


# --------------------------------------------------------------------------------------
# Every generated position, over many seeds


def _check_generated(name: str, seed: int) -> None:
    gen = GENERATORS[name]
    entry = generate_entry(name, random.Random(seed))
    position = generate(name, random.Random(seed))
    # Read like an authored position, and again from a YAML dump of its dict.
    assert _same(position, _reread(entry))
    assert "expect" not in entry and not position.has_expect
    match = ID_RE.match(position.id)
    assert match and match["name"] == name and match["n"] == "0"
    assert position.title.endswith("?") and position.title[0].isupper()
    assert position.ruleset.name == ("tranca" if name.startswith("tranca-") else "classic")
    assert 1 <= len(position.pile) <= 10
    if position.ask is Ask.SCORE:
        assert position.hand == ()
        q = position.asked(ScoreQuestion)
        assert len(q.our_hands) <= 12 and len(q.their_hands) <= 12
    else:
        assert 5 <= len(position.hand) <= 12
    # The same position again from its id: the quiz can bring a missed item back.
    assert regenerate(item_id(position)) == position
    ruling = judge(position)
    assert set(ruling.rules) & set(gen.rule_ids), (position.id, ruling.rules)
    assert explanation_text(ruling)


@pytest.mark.parametrize("name", NAMES)
@QUICK
@given(seed=SEEDS)
def test_generated_position_is_valid_and_judged(name: str, seed: int) -> None:
    _check_generated(name, seed)


# --------------------------------------------------------------------------------------
# Not guessable: both answers over many seeds


@cache
def _rulings(name: str) -> list[tuple[Position, Any]]:
    """Positions and rulings of 200 seeds, shared by the tests below."""
    out = []
    for seed in range(200):
        p = GENERATORS[name](random.Random(seed))
        out.append((p, judge(p)))
    return out


@pytest.mark.parametrize("name", NAMES)
def test_generator_gives_several_answers(name: str) -> None:
    rulings = _rulings(name)
    answers = [r.answer for _, r in rulings]
    yes_no = [a for a in answers if isinstance(a, bool)]
    if yes_no:
        share = sum(yes_no) / len(yes_no)
        assert 0.25 <= share <= 0.75, f"{name}: {share:.0%} yes"
    else:
        assert len(set(answers)) >= 20  # scores: many different totals
    if name == "first-meld-threshold":
        minima = {a for a in answers if not isinstance(a, bool)}
        assert minima == {15, 50, 90, 120}


@pytest.mark.parametrize("name", NAMES)
def test_every_drilled_rule_is_cited_somewhere(name: str) -> None:
    cited = Counter(rule for _, r in _rulings(name) for rule in set(r.rules))
    for rule_id in GENERATORS[name].rule_ids:
        assert cited[rule_id] >= 5, f"{name} never drills {rule_id}"


def test_red_threes_count_minus_and_plus() -> None:
    rules = [set(r.rules) for _, r in _rulings("red-threes-no-meld")]
    assert sum("red-three-minus" in r for r in rules) >= 50
    assert sum("red-three-bonus" in r for r in rules) >= 50


def test_black_threes_one_to_four() -> None:
    titles = Counter(p.title.split()[0] for p, _ in _rulings("black-threes-going-out"))
    assert set(titles) == {"One", "Two", "Three", "Four"}


def test_fourth_wild_asks_add_and_meld() -> None:
    asks = Counter((p.ask, r.answer) for p, r in _rulings("fourth-wild"))
    assert set(asks) == {(Ask.ADD, True), (Ask.ADD, False), (Ask.MELD, True), (Ask.MELD, False)}


# --------------------------------------------------------------------------------------
# Exact examples (seeded): what a learner sees


def test_example_wild_buried_pair() -> None:
    p = generate("wild-buried", random.Random(0))
    assert p.id == "gen-wild-buried-3626764237-0"
    assert p.title == "A joker lies in the pile, a king on top - take the pile?"
    assert p.pile == tuple(Card.parse(c) for c in "Qd 8h 4s 5d JK 8h Js 6h Kc".split())
    assert [c.rank for c in p.hand].count(Rank.KING) == 2
    r = judge(p)
    assert r.answer is True and r.rules == ("pile-frozen-wild", "pile-frozen-natural-pair")


def test_example_wild_buried_natural_and_meld() -> None:
    p = generate("wild-buried", random.Random(1))
    assert p.title == "A two lies in the pile, a seven on top - take the pile?"
    r = judge(p)
    assert r.answer is False
    assert "pile-frozen-natural-pair" in r.rules


def test_example_black_three_on_top_and_lower() -> None:
    top = generate("black-three-top", random.Random(0))
    assert top.top_card == Card(Rank.THREE, Suit.CLUBS)
    assert top.pile[-2].rank is Rank.KING and Rank.KING in top.our_meld_by_rank
    assert judge(top).answer is False and judge(top).rules == ("pile-black-three-top",)
    lower = generate("black-three-top", random.Random(1))
    assert lower.top_card is not None and lower.top_card.rank is Rank.SEVEN
    assert any(c.is_black_three for c in lower.pile[:-1])
    assert judge(lower).answer is True and judge(lower).rules == ("pile-take-unfrozen",)


def test_example_first_meld_at_minus_five() -> None:
    p = generate("first-meld-threshold", random.Random(1))
    assert p.title == "Your side stands at -5 and has not melded - open with 4 4 2 and 6 6 6?"
    assert p.score[0] == -5
    r = judge(p)
    assert r.answer is True
    assert "first-meld-several-melds" in r.rules


def test_example_not_melded_short_of_ninety() -> None:
    p = generate("not-melded", random.Random(0))
    assert p.score[0] == 2920 and not p.our_has_melded and len(p.pile) == 10
    r = judge(p)
    assert r.answer is False and r.deciding_rules == ("pile-minimum-with-top",)


def test_example_two_black_threes() -> None:
    p = generate("black-threes-going-out", random.Random(1))
    assert p.title.startswith("Two black threes in your hand and a canasta on the table")
    assert sum(c.is_black_three for c in p.hand) == 2
    r = judge(p)
    assert r.answer is False and "black-three-meld" in r.rules


def test_example_red_threes_without_meld() -> None:
    p = generate("red-threes-no-meld", random.Random(0))
    assert p.our_red_threes == 4 and p.our_melds == ()
    r = judge(p)
    assert r.answer == (-875, 630)
    assert r.rules[0] == "red-three-minus"


# --------------------------------------------------------------------------------------
# The API around the generators


def test_registry() -> None:
    assert NAMES == [
        "first-meld-threshold", "wild-buried", "black-three-top", "not-melded", "fourth-wild",
        "no-canasta-go-out", "black-threes-going-out", "red-threes-no-meld",
        "tranca-take-pile", "tranca-run-end", "tranca-morto-go-out",
    ]
    from canasta_teach.game.rulebook import RULE_BOOK

    for name, gen in GENERATORS.items():
        assert isinstance(gen, Generator) and gen.name == name
        assert gen.rule_ids and set(gen.rule_ids) <= set(RULE_BOOK)
        assert gen(random.Random(3)) == gen.function(random.Random(3)) == generate(name, random.Random(3))


def test_same_seed_same_position() -> None:
    for name in NAMES:
        assert generate(name, random.Random(42)) == generate(name, random.Random(42))


def test_generate_round_mixes_generators() -> None:
    round_ = generate_round(random.Random(5), 20)
    assert len(round_) == 20
    assert len({p.id for p in round_}) == 20
    names = [ID_RE.match(p.id)["name"] for p in round_]  # type: ignore[index]
    assert set(names[: len(NAMES)]) == set(NAMES)  # every generator before any comes back
    assert [int(ID_RE.match(p.id)["n"]) for p in round_] == list(range(20))  # type: ignore[index]
    assert [p.id for p in generate_round(random.Random(5), 20)] == [p.id for p in round_]
    assert all(regenerate(item_id(p)) == p for p in round_)
    assert generate_round(random.Random(5), 0) == []


def test_errors() -> None:
    with pytest.raises(CanastaError, match="unknown generator 'frozen'"):
        generate("frozen", random.Random(1))
    with pytest.raises(CanastaError, match="whole number"):
        generate_round(random.Random(1), -1)
    with pytest.raises(PositionError, match="not a generated item id"):
        regenerate("04-min-3000")
    with pytest.raises(CanastaError, match="unknown generator 'nope'"):
        regenerate("gen-nope-12-0")
    with pytest.raises(CanastaError, match="expected a Position"):
        item_id("gen-wild-buried-1-0")  # type: ignore[arg-type]


def test_pack_holds_two_decks_and_four_jokers() -> None:
    pack = _Pack(random.Random(0))
    dealt: list[Card] = []
    for rank in Rank:
        dealt += pack.cards(rank, 4 if rank is Rank.JOKER else 8)
    assert len(dealt) == 108
    suited = Counter((c.rank, c.suit) for c in dealt if c.rank is not Rank.JOKER)
    assert set(suited.values()) == {2} and len(suited) == 52
    assert dealt.count(JOKER) == 4
    with pytest.raises(CanastaError, match="no more kings"):
        pack.card(Rank.KING)
