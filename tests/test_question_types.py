"""One frozen question type per ask (issue 16, item 2): every ask has its own type with
exactly its own fields, the reader builds it, and refuses a key another ask takes, naming
the file, the entry and the key."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from canasta_teach.content.authoring import load_positions, parse_positions
from canasta_teach.content.check import shipped_position_files
from canasta_teach.errors import PositionError
from canasta_teach.judge.question_types import (
    QUESTION_TYPES,
    AddQuestion,
    Ask,
    AskedQuestion,
    GoOutQuestion,
    RunAddQuestion,
    ScoreQuestion,
    ShouldQuestion,
    ThreePlayerScoreQuestion,
)

PACKAGE = Path(__file__).resolve().parents[1] / "canasta_teach"

#: One entry per ask, with the keys the ask takes (a should question needs the stock the
#: coach plays out).
ENTRIES: dict[Ask, str] = {
    Ask.CARD_VALUE: "card: JK",
    Ask.MELD: "cards: Qs Qh JK",
    Ask.CANASTA_KIND: "cards: Ks Kh Kd Kc Ks Kh Kd",
    Ask.MIN_MELD: "score: [1600, 0]",
    Ask.INITIAL_MELD: "hand: Ks Kh Kd 7c 8d\n  melds: [Ks Kh Kd]",
    Ask.ADD: "hand: Qc 7d\n  our_melds: [Qs Qh Qd]\n  card: Qc\n  to: Q",
    Ask.PILE_FROZEN: "pile: 4c Kd",
    Ask.TAKE_PILE: "hand: Ks Kh 7d\n  pile: 4c Kd",
    Ask.GO_OUT: "hand: 7d\n  our_melds: [Ks Kh Kd Kc Ks Kh Kd]\n  partner: yes",
    Ask.SCORE: "our_melds: [Ks Kh Kd Kc Ks Kh Kd]\n  went_out: us",
    Ask.GAME_OVER: "totals: [5100, 4200]",
    Ask.PLAY: "hand: 7d 8c\n  play: draw; discard 8c",
    Ask.MUST_TAKE: "hand: Ks Kh 7d\n  our_melds: [Qs Qh Qd]\n  pile: 4c Kd\n  stock: 0",
    Ask.HAND_OVER: "hand: 7d 8c\n  stock: 0",
    Ask.BEST_PLAY: "hand: 7d 8c 9c\n  pile: 4c Kd",
    Ask.SHOULD: "hand: 7d 8c 9c\n  our_melds: [Ks Kh Kd Kc Ks Kh Kc]\n  pile: 4c Qd\n  choices: [take-pile, draw]",
}


def _read(ask: Ask, body: str, *, source: str = "<string>") -> AskedQuestion:
    return parse_positions(f"- id: e-{ask.value}\n  ask: {ask.value}\n  {body}\n", source=source)[0].question


def test_every_ask_has_its_own_frozen_types() -> None:
    """Each ask has a type of its own (score two: two sides, three players); no type serves
    two asks; every type is a frozen dataclass whose ask is a class constant, not a field."""
    assert set(QUESTION_TYPES) == set(Ask)
    seen: set[type[AskedQuestion]] = set()
    for ask, types in QUESTION_TYPES.items():
        assert types, ask
        for t in types:
            assert t not in seen, t
            seen.add(t)
            assert t.ask is ask
            assert dataclasses.is_dataclass(t) and t.__dataclass_params__.frozen  # type: ignore[attr-defined]
            assert "ask" not in {f.name for f in dataclasses.fields(t)}
    assert QUESTION_TYPES[Ask.SCORE] == (ScoreQuestion, ThreePlayerScoreQuestion)
    # add: to a meld of one rank, or (Tranca) to a run by its ends
    assert QUESTION_TYPES[Ask.ADD] == (AddQuestion, RunAddQuestion)
    assert all(len(types) == 1 for ask, types in QUESTION_TYPES.items() if ask not in (Ask.SCORE, Ask.ADD))


def test_no_field_of_another_ask() -> None:
    """Each type holds only its own ask's arguments: an add has no ``choices``, a go-out no
    ``card``; setting one is a TypeError, not a silently ignored field."""
    assert {f.name for f in dataclasses.fields(AddQuestion)} == {"card", "to", "to_side"}
    assert {f.name for f in dataclasses.fields(GoOutQuestion)} == {"partner_allows", "takes_pile"}
    with pytest.raises(TypeError):
        GoOutQuestion(card="Ks")  # type: ignore[call-arg]
    with pytest.raises(dataclasses.FrozenInstanceError):
        GoOutQuestion().takes_pile = True  # type: ignore[misc]


@pytest.mark.parametrize("ask", list(Ask), ids=[a.value for a in Ask])
def test_the_reader_builds_the_asks_own_type(ask: Ask) -> None:
    question = _read(ask, ENTRIES[ask])
    assert type(question) in QUESTION_TYPES[ask]
    assert question.ask is ask


def test_a_three_player_score_reads_as_its_own_type() -> None:
    q = _read(Ask.SCORE, "ruleset: three-player\n  our_melds: [Ks Kh Kd Kc Ks Kh Kd]\n  went_out: you\n  lone: left")
    assert isinstance(q, ThreePlayerScoreQuestion) and q.seats.went_out is not None


def test_should_choices_are_read_once_into_its_type() -> None:
    q = _read(Ask.SHOULD, ENTRIES[Ask.SHOULD])
    assert isinstance(q, ShouldQuestion) and [str(c) for c in q.choices] == ["take-pile", "draw"]


#: For each ask, a key of another ask it does not take.
FOREIGN = {
    Ask.CARD_VALUE: ("cards", "Ks Kh"),
    Ask.MELD: ("card", "Ks"),
    Ask.CANASTA_KIND: ("to", "K"),
    Ask.MIN_MELD: ("melds", "[Ks Kh Kd]"),
    Ask.INITIAL_MELD: ("card", "Ks"),
    Ask.ADD: ("choices", "[take-pile, draw]"),
    Ask.PILE_FROZEN: ("partner", "yes"),
    Ask.TAKE_PILE: ("takes_pile", "yes"),
    Ask.GO_OUT: ("card", "Ks"),
    Ask.SCORE: ("totals", "[10, 20]"),
    Ask.GAME_OVER: ("went_out", "us"),
    Ask.PLAY: ("drew", "7c"),
    Ask.MUST_TAKE: ("play", "draw"),
    Ask.HAND_OVER: ("seed", "3"),
    Ask.BEST_PLAY: ("drew", "7c"),
    Ask.SHOULD: ("card", "Ks"),
}


@pytest.mark.parametrize("ask", list(Ask), ids=[a.value for a in Ask])
def test_the_reader_refuses_a_key_foreign_to_the_ask(ask: Ask) -> None:
    key, value = FOREIGN[ask]
    with pytest.raises(PositionError) as info:
        _read(ask, f"{ENTRIES[ask]}\n  {key}: {value}", source="lesson.yaml")
    message = str(info.value)
    assert message.startswith(f"lesson.yaml: entry e-{ask.value}:"), message
    assert f"'{key}'" in message and f"ask {ask.value}" in message, message


@pytest.mark.parametrize("key, value", [("partner_red_threes", "[1, 0]"), ("pile_taken", "no"), ("lone", "left")])
def test_three_player_score_keys_are_refused_at_four(key: str, value: str) -> None:
    with pytest.raises(PositionError, match=f"entry e-score: .*only a three-player hand .*leave {key} out"):
        _read(Ask.SCORE, f"{ENTRIES[Ask.SCORE]}\n  {key}: {value}")


def test_no_question_field_is_asserted_set() -> None:
    """The ask functions take their own type: nothing in the package checks a question's
    field for None with an assert."""
    fields = {f.name for types in QUESTION_TYPES.values() for t in types for f in dataclasses.fields(t)}
    pattern = re.compile(r"assert .*\b(?:q|question)\.(" + "|".join(sorted(fields)) + r") is not None")
    offenders = [f"{path.relative_to(PACKAGE)}:{n}" for path in PACKAGE.rglob("*.py")
                 for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if pattern.search(line)]
    assert offenders == []


def test_every_shipped_position_reads_as_its_asks_type() -> None:
    for path in shipped_position_files():
        for p in load_positions(path):
            assert type(p.question) in QUESTION_TYPES[p.ask], (path.name, p.id)
