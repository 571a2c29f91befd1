"""``ask: should``: lesson positions answered by the coach's verdict (lesson 12 rebuilt)."""

from __future__ import annotations

import pytest

from canasta_teach.content.authoring import parse_positions
from canasta_teach.content.lessons import check_response, get_lesson, lesson_positions, prompt_for
from canasta_teach.errors import PositionError
from canasta_teach.game.choices import Choice
from canasta_teach.judge import Ask
from canasta_teach.judge.engine_asks import should_rules
from canasta_teach.judge.question_types import ShouldQuestion
from canasta_teach.judge.wording import answer_label, explain, explanation_text, say
from canasta_teach.players.coach import coach, should_verdict, table_for_position
from canasta_teach.players.ruling import rule

STRATEGY = lesson_positions(get_lesson("12-strategy"))
SHOULD = [p for p in STRATEGY if p.ask is Ask.SHOULD]


def test_lesson_12_asks_should_questions() -> None:
    assert len(SHOULD) >= 4
    assert {p.question.choices for p in SHOULD} >= {(Choice.GO_OUT, Choice.KEEP_PLAYING), (Choice.TAKE_PILE, Choice.DRAW)}
    assert any(c == Choice.FREEZE for p in SHOULD for c in p.question.choices)


@pytest.mark.parametrize("position", SHOULD, ids=[p.id for p in SHOULD])
def test_each_should_question_has_a_clear_verdict_with_the_seed_in_the_file(position) -> None:
    verdict = should_verdict(position)
    assert verdict.clear, verdict.sentence
    assert str(verdict.best) == position.expect
    assert verdict.seed == position.question.seed
    ruling = rule(position)
    assert ruling.answer == str(verdict.best)
    assert explain(ruling).deciding[0] == verdict.sentence
    assert explain(ruling).lead == say("lead", answer=answer_label(Ask.SHOULD, verdict.best))


@pytest.mark.parametrize("position", SHOULD, ids=[p.id for p in SHOULD])
def test_the_learner_is_right_with_the_coach(position) -> None:
    prompt = prompt_for(position)
    assert [c.value for c in prompt.choices] == [str(c) for c in position.question.choices]
    assert all(c.label and c.label[0].isupper() and "-" not in c.label for c in prompt.choices)
    for choice in position.question.choices:
        verdict = check_response(position, str(choice))
        assert verdict.correct is (str(choice) == position.expect)


def test_the_verdict_is_the_coachs_on_the_positions_table_with_its_seed() -> None:
    position = SHOULD[0]
    q = position.asked(ShouldQuestion)
    again = coach(table_for_position(position, q.choices), 0, q.choices, playouts=q.playouts, seed=q.seed)
    assert again == should_verdict(position)


def test_the_rules_alone_leave_the_choice_open() -> None:
    """The rules (the judge layer, below the coach) say only what is allowed, each with its
    rule; the coach reads them from should_rules (judge() itself refuses should)."""
    p = SHOULD[0]
    ruling = should_rules(p)
    assert ruling.answer == "" and explain(ruling).lead == say("should.lead-open")
    assert {r.fact("choice") for r in ruling.reasons} == set(p.question.choices)
    assert all(r.message == "should.allowed" for r in ruling.reasons)


def test_a_choice_the_rules_forbid_decides_without_the_coach() -> None:
    p = parse_positions("""
- id: no-canasta
  hand: 7c 7h 7d 10s
  our_melds: [Qs Qh Qd]
  their_melds: [Ks Kh Kd]
  pile: 8d
  ask: should
  choices: [go-out, keep-playing]
  expect: keep-playing
""")[0]
    ruling = rule(p)
    assert ruling.answer == "keep-playing"
    assert "go-out-canasta" in ruling.rules
    assert say("should.not-allowed", choice=Choice.GO_OUT) in explanation_text(ruling)


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("  choices: go-out\n", "key 'choices': a list of two or more choices"),
        ("  choices: [go-out]\n", "needs at least two"),
        ("  choices: [go-out, fold]\n", "unknown choice 'fold'"),
        ("  choices: [go-out, draw]\n", "do not mix them"),
        ("  choices: [go-out, keep-playing]\n  expect: draw\n", "key 'expect': 'draw' is not one of the choices (go-out, keep-playing)"),
        ("  choices: [go-out, keep-playing]\n  seed: -1\n", "key 'seed': -1 is below 0"),
        ("  choices: [go-out, keep-playing]\n  hand_sizes: 11\n", "key 'hand_sizes': the other players' hand sizes"),
        ("  choices: [go-out, keep-playing]\n  stock: 30\n", "key 'stock': the stock holds 30 cards"),
        ("  seed: 3\n", "ask should needs key 'choices'"),
    ],
)
def test_should_keys_are_checked(entry: str, message: str) -> None:
    text = "- id: s\n  hand: 7c 7h 7d 10s\n  our_melds: [Qs Qh Qd Qc Qs Qh 2c]\n  ask: should\n" + entry
    with pytest.raises(PositionError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_positions(text)


def test_choices_belong_to_should_only() -> None:
    with pytest.raises(PositionError, match="'choices' does not belong to ask go-out"):
        parse_positions("- id: s\n  hand: 7c 7h\n  ask: go-out\n  choices: [go-out, keep-playing]\n")
