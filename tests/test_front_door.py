"""One front door for a ruling (issue 16): :func:`canasta_teach.players.ruling.rule` answers
every ask; the judge layer's ``judge()`` answers from the rules alone and refuses ``should``,
naming the door; ``content.lessons.ruling_for`` is gone."""

from __future__ import annotations

import pytest

import canasta_teach
from canasta_teach.content import lessons
from canasta_teach.content.authoring import load_positions
from canasta_teach.content.check import shipped_position_files
from canasta_teach.errors import CanastaError
from canasta_teach.judge import Ask, answers_agree
from canasta_teach.judge.asks import judge as rules_only_judge
from canasta_teach.players.coach import should_ruling
from canasta_teach.players.ruling import rule

SHIPPED = [p for path in shipped_position_files() for p in load_positions(path)]


def test_rule_answers_every_ask_of_every_shipped_position() -> None:
    asked = set()
    for p in SHIPPED:
        ruling = rule(p)
        asked.add(p.ask)
        assert ruling.position_id == p.id and ruling.ask is p.ask
        if p.has_expect:
            assert answers_agree(ruling.answer, p.expect), p.id
        if p.ask is Ask.SHOULD:
            assert ruling == should_ruling(p)
        else:
            assert ruling == rules_only_judge(p)
    assert Ask.SHOULD in asked and len(asked) >= 10


def test_the_judge_layer_refuses_should_and_names_the_door() -> None:
    p = next(p for p in SHIPPED if p.ask is Ask.SHOULD)
    with pytest.raises(CanastaError, match=r"ask: should is answered by the coach: use canasta_teach\.rule\(position\)"):
        rules_only_judge(p)


def test_the_package_root_judge_is_the_front_door() -> None:
    assert canasta_teach.judge is rule and canasta_teach.rule is rule
    p = next(p for p in SHIPPED if p.ask is Ask.SHOULD)
    assert canasta_teach.judge(p).answer == p.expect


def test_ruling_for_no_longer_exists() -> None:
    assert not hasattr(lessons, "ruling_for")
    assert "ruling_for" not in lessons.__all__
