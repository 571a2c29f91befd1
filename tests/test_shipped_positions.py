"""The shipped positions: at least 60, every ask and every rule id covered, every expect
agreeing with the judge, and the sources' worked examples among them."""

from __future__ import annotations

from canasta_teach.content.authoring import load_positions
from canasta_teach.content.check import check_files, shipped_position_files
from canasta_teach.content.lessons import load_lessons, validate_lessons
from canasta_teach.game.rulebook import RULE_BOOK, TRANCA_RULE_IDS
from canasta_teach.judge import Ask, Position
from canasta_teach.players.ruling import rule


def _all() -> list[Position]:
    return [p for f in shipped_position_files() for p in load_positions(f)]


def test_at_least_sixty_positions_each_with_an_expect_that_agrees() -> None:
    positions = _all()
    assert len(positions) >= 60
    assert all(p.has_expect for p in positions)
    checked, problems = check_files(shipped_position_files())
    assert checked == len(positions) and problems == []


def test_every_ask_and_every_rule_is_taught() -> None:
    positions = _all()
    assert {p.ask for p in positions} == set(Ask)
    cited = {rule_id for p in positions for rule_id in rule(p).rules}
    assert sorted(set(RULE_BOOK) - set(TRANCA_RULE_IDS) - cited) == []
    # Tranca (lesson 13) teaches the rules of 003's paragraph a learner decides on; the pack,
    # the deal and the readings about the start of the pile, the empty stock and the rest are
    # played (tests/test_tranca_rules.py) and ruled on (tests/test_tranca_judge.py).
    taught = {"tranca-runs", "tranca-one-two", "tranca-black-three", "tranca-pile-two", "tranca-take-pile",
              "tranca-morto", "tranca-morto-discard", "tranca-go-out", "tranca-canasta", "tranca-card-points",
              "tranca-canasta-bonus", "tranca-red-threes", "tranca-hand-minus", "tranca-morto-penalty",
              "tranca-target-both"}
    assert sorted(taught - cited) == []


def test_the_sources_worked_examples_are_shipped() -> None:
    by_id = {p.id: p for p in _all()}
    worked = next(p for p in by_id.values() if p.ask is Ask.SCORE and rule(p).answer == (1340, 85))
    assert worked.expect == [1340, 85]
    answers = {rule(p).answer for p in by_id.values() if p.ask is Ask.INITIAL_MELD}
    assert {True, False} <= answers
    kings = [p for p in by_id.values() if p.ask is Ask.CANASTA_KIND and rule(p).answer == "natural"]
    assert kings


def test_thirteen_lessons_with_four_decisions_or_more() -> None:
    assert len(load_lessons()) >= 13
    assert validate_lessons() == []
