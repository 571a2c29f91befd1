"""The command line: check, judge --json and rules."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from canasta_teach.cli.main import main as cli_main
from canasta_teach.content.authoring import load_positions
from canasta_teach.content.check import shipped_position_files
from canasta_teach.game.rulebook import RULE_BOOK
from canasta_teach.judge import Ask

SHIPPED = shipped_position_files()

# One position per ask, each with the expectation the judge gives, so the command line is
# exercised even before the lesson positions ship.
OWN_POSITIONS = """\
- id: value-of-joker
  ask: card-value
  card: JK
  expect: 50
- id: eight-eight-two-two
  ask: meld
  cards: 8 8 2c 2d
  expect: yes
- id: mixed-eights
  ask: canasta-kind
  cards: 8s 8h 8d 8c 8s 2c JK
  expect: mixed
- id: minimum-at-1500
  ask: min-meld
  score: [1500, 0]
  expect: 90
- id: kings-and-a-joker
  ask: initial-meld
  hand: K K JK 7d
  melds: [K K JK]
  expect: yes
- id: two-to-queens
  ask: add
  card: 2h
  to: Q
  our_melds: [Qs Qh Qd]
  expect: yes
- id: frozen-by-two
  ask: pile-frozen
  our_melds: [Qs Qh Qd 2c]
  pile: 4c 2s 9d Kd
  expect: yes
- id: frozen-by-two-take
  title: A two is buried in the pile
  ruleset: classic
  hand: Ks Kh 7d 2c
  our_melds: [Qs Qh Qd 2c, 9s 9h 9d]
  their_melds: [As Ah Ad]
  our_red_threes: 0
  their_red_threes: 1
  pile: 4c 2s 9d Kd
  stock: 40
  score: [1600, 800]
  ask: take-pile
  expect: yes
- id: out-with-queens
  ask: go-out
  hand: Q Q Q 5d
  our_melds: [K K K K K K K]
  expect: yes
- id: worked-example-003
  our_melds: [Ks Kh Kd Kc Ks Kh Kd, 8s 8h 8d 8c 8s 2c JK, As Ah Ad]
  their_melds: [6s 6h 6d 2d, Qs Qh Qd Qc]
  our_red_threes: 2
  their_red_threes: 1
  hand: ""
  pile: 9c Th
  ask: score
  went_out: us
  concealed: false
  our_hands: 7h 5d
  their_hands: JK As 9d 4c 4h
  expect: [1340, 85]
- id: both-past-target
  ask: game-over
  totals: [5200, 5600]
  expect: them
- id: a-whole-turn
  hand: Ks Kh 7d 9c
  our_melds: [Qs Qh Qd]
  pile: 4c 8d Kd
  ask: play
  play: take Ks Kh; discard 9c
  expect: yes
- id: compulsory
  hand: 7d 9c
  our_melds: [Ks Kh Kd, Qs Qh Qd Qc Qs Qh Qd]
  pile: 4c 5h Kc
  stock: 0
  ask: must-take
  expect: yes
- id: last-red-three
  hand: 7d 9c Js
  our_melds: [Ks Kh Kd]
  pile: 4c 5c
  stock: 0
  drew: 3d
  ask: hand-over
  expect: yes
- id: ways
  hand: Ks Kh 7d 2c
  our_melds: [Qs Qh Qd]
  pile: 4c 8d Kd
  ask: best-play
  expect: 3
- id: no-canasta-keep-playing
  hand: 7c 7h 7d 10s
  our_melds: [Qs Qh Qd]
  pile: 8d
  ask: should
  choices: [go-out, keep-playing]
  expect: keep-playing
"""

ANSWER_TYPES = {
    Ask.CARD_VALUE: int,
    Ask.MIN_MELD: int,
    Ask.MELD: bool,
    Ask.INITIAL_MELD: bool,
    Ask.ADD: bool,
    Ask.PILE_FROZEN: bool,
    Ask.TAKE_PILE: bool,
    Ask.GO_OUT: bool,
    Ask.CANASTA_KIND: str,
    Ask.GAME_OVER: str,
    Ask.SCORE: list,
    Ask.PLAY: bool,
    Ask.MUST_TAKE: bool,
    Ask.HAND_OVER: bool,
    Ask.BEST_PLAY: int,
    Ask.SHOULD: str,
}
STRING_ANSWERS = {Ask.CANASTA_KIND: {"natural", "mixed", "none"}, Ask.GAME_OVER: {"us", "them", "none"}}
REQUIRED_KEYS = {"id", "ask", "answer", "expected", "agrees", "rules", "explanation"}
OPTIONAL_KEYS = {"play", "score"}


@pytest.fixture
def own_file(tmp_path: Path) -> Path:
    path = tmp_path / "own.yaml"
    path.write_text(OWN_POSITIONS, encoding="utf-8")
    return path


def _position_files(own_file: Path) -> list[Path]:
    """The shipped files when there are any, else our own file."""
    return SHIPPED or [own_file]


# --------------------------------------------------------------------------------------
# check


def test_check_own_positions(own_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["check", str(own_file)]) == 0
    out = capsys.readouterr().out
    assert out.strip() == "check: 16 positions in 1 file, all valid, every expect agrees with the judge"


def test_check_shipped_positions(own_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = _position_files(own_file)
    status = cli_main(["check", *map(str, files)])
    out = capsys.readouterr().out
    assert status == 0, out
    assert "all valid, every expect agrees with the judge" in out


@pytest.mark.skipif(not SHIPPED, reason="no shipped position files yet")
def test_check_default_is_the_shipped_positions(capsys: pytest.CaptureFixture[str]) -> None:
    """``canasta-teach check`` with no file checks the shipped positions."""
    status = cli_main(["check"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert f"in {len(SHIPPED)} files" in out


@pytest.mark.skipif(not SHIPPED, reason="no shipped position files yet")
def test_shipped_ids_unique_across_files() -> None:
    seen: dict[str, Path] = {}
    for path in SHIPPED:
        for p in load_positions(path):
            assert p.id not in seen, f"{p.id} in {path} and {seen[p.id]}"
            seen[p.id] = path


def _flip(expect: Any) -> Any:
    """A different answer of the same kind."""
    if isinstance(expect, bool):
        return not expect
    if isinstance(expect, str) and expect.strip().lower() in ("yes", "no", "true", "false"):
        return "no" if expect.strip().lower() in ("yes", "true") else "yes"
    if isinstance(expect, int):
        return expect + 5
    if isinstance(expect, list):
        return [expect[0] + 5, expect[1]]
    choices = ["natural", "mixed", "none"] if expect in ("natural", "mixed", "none") else ["us", "them", "none"]
    return next(c for c in choices if c != expect)


def _flip_one_expect(source: Path, target: Path) -> str:
    """Copy ``source`` to ``target`` with the first expectation flipped; return its id."""
    entries = yaml.safe_load(source.read_text(encoding="utf-8"))
    for entry in entries:
        if "expect" in entry:
            entry["expect"] = _flip(entry["expect"])
            target.write_text(yaml.safe_dump(entries, allow_unicode=True, sort_keys=False), encoding="utf-8")
            return str(entry["id"])
    pytest.skip(f"{source.name} has no expect to flip")


def test_flipped_expect_fails_check(own_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    candidates = [f for f in _position_files(own_file) if "expect:" in f.read_text(encoding="utf-8")]
    assert candidates, "no position file with an expect"
    source = candidates[0]
    copy = tmp_path / "flipped" / source.name
    copy.parent.mkdir()
    shutil.copy(source, copy)
    assert cli_main(["check", str(copy)]) == 0
    capsys.readouterr()
    flipped_id = _flip_one_expect(source, copy)
    status = cli_main(["check", str(copy)])
    out = capsys.readouterr().out
    assert status == 1
    lines = out.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith(f"{copy}: entry {flipped_id}: expect says ")
    assert ", the judge says " in lines[0]
    assert lines[1].startswith("check: 1 problem; judged ")


@pytest.mark.parametrize("index", range(15))
def test_every_flipped_expect_fails(own_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], index: int) -> None:
    entries = yaml.safe_load(OWN_POSITIONS)
    entry = entries[index]
    entry["expect"] = _flip(entry["expect"])
    path = tmp_path / "one-flipped.yaml"
    path.write_text(yaml.safe_dump(entries, allow_unicode=True, sort_keys=False), encoding="utf-8")
    assert cli_main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}: entry {entry['id']}: expect says " in out


def test_check_no_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty-folder"
    empty.mkdir()
    assert cli_main(["check", str(empty)]) == 2
    # The folder is named (issue 16): which of several folders held no file.
    assert capsys.readouterr().err.strip() == f"{empty}: no position files found (no *.yaml or *.yml file in this folder)"


# --------------------------------------------------------------------------------------
# judge --json


def _judge_json(files: list[Path], capsys: pytest.CaptureFixture[str]) -> list[dict[str, Any]]:
    status = cli_main(["judge", "--json", *map(str, files)])
    out = capsys.readouterr().out
    assert status == 0
    return [json.loads(line) for line in out.splitlines()]


def _check_json_object(obj: dict[str, Any]) -> None:
    assert REQUIRED_KEYS <= set(obj) <= REQUIRED_KEYS | OPTIONAL_KEYS, set(obj)
    ask = Ask(obj["ask"])
    answer = obj["answer"]
    kind = ANSWER_TYPES[ask]
    if kind is int:
        assert isinstance(answer, int) and not isinstance(answer, bool), obj
    elif kind is list:
        # [ours, theirs]; three players: [yours, left, right]
        assert isinstance(answer, list) and len(answer) in (2, 3), obj
        assert all(isinstance(a, int) and not isinstance(a, bool) for a in answer), obj
    else:
        assert isinstance(answer, kind), obj
    if ask in STRING_ANSWERS:
        assert answer in STRING_ANSWERS[ask]
    assert isinstance(obj["id"], str) and obj["id"]
    assert isinstance(obj["rules"], list) and obj["rules"]
    assert all(r in RULE_BOOK for r in obj["rules"])
    assert isinstance(obj["explanation"], str) and obj["explanation"]
    if obj["expected"] is None:
        assert obj["agrees"] is None
    else:
        assert isinstance(obj["agrees"], bool)
        assert type(obj["expected"]) is type(answer)
    if obj.get("play") is not None:
        assert isinstance(obj["play"], str)
    if obj.get("score") is not None:
        assert all(set(i) == {"label", "points", "rule"} for i in obj["score"])


def test_judge_json_own(own_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    objects = _judge_json([own_file], capsys)
    assert [o["id"] for o in objects] == [e["id"] for e in yaml.safe_load(OWN_POSITIONS)]
    assert {o["ask"] for o in objects} == {a.value for a in Ask}
    for obj in objects:
        _check_json_object(obj)
        assert obj["agrees"] is True, obj
    by_id = {o["id"]: o for o in objects}
    assert by_id["worked-example-003"]["answer"] == [1340, 85]
    assert by_id["worked-example-003"]["expected"] == [1340, 85]
    assert by_id["frozen-by-two-take"]["answer"] is True
    assert by_id["frozen-by-two-take"]["rules"] == ["pile-frozen-wild", "pile-frozen-natural-pair"]
    assert by_id["value-of-joker"]["answer"] == 50
    assert by_id["mixed-eights"]["answer"] == "mixed"
    assert by_id["both-past-target"]["answer"] == "them"


@pytest.mark.skipif(not SHIPPED, reason="no shipped position files yet")
def test_judge_json_shipped(capsys: pytest.CaptureFixture[str]) -> None:
    objects = _judge_json(SHIPPED, capsys)
    total = sum(len(load_positions(p)) for p in SHIPPED)
    assert len(objects) == total
    for obj in objects:
        _check_json_object(obj)
        assert obj["agrees"] in (True, None), obj


def test_judge_json_without_expect(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "no-expect.yaml"
    path.write_text("- id: q\n  ask: card-value\n  card: Q\n", encoding="utf-8")
    (obj,) = _judge_json([path], capsys)
    _check_json_object(obj)
    assert obj["expected"] is None and obj["agrees"] is None and obj["answer"] == 10


def test_judge_json_disagreement(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "wrong.yaml"
    path.write_text("- id: q\n  ask: card-value\n  card: Q\n  expect: 20\n", encoding="utf-8")
    (obj,) = _judge_json([path], capsys)
    assert obj["answer"] == 10 and obj["expected"] == 20 and obj["agrees"] is False


def test_judge_text(own_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["judge", str(own_file)]) == 0
    out = capsys.readouterr().out
    # The answer in the learner's words: the labels of the answer buttons.
    assert "frozen-by-two-take (A two is buried in the pile): take-pile -> Yes" in out
    assert "worked-example-003: score -> Us 1340, Them 85" in out
    assert "DISAGREES" not in out


# --------------------------------------------------------------------------------------
# rules


def test_rules_prints_every_rule(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["rules"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    for rule in RULE_BOOK.values():
        assert f"{rule.id}: {rule.title}" in lines, rule.id
    headed = [line.split(":")[0] for line in lines if line and not line.startswith(" ") and ":" in line]
    rule_lines = [h for h in headed if h in RULE_BOOK]
    assert rule_lines == list(RULE_BOOK)
    assert "Rulesets: classic, two-player, three-player, tranca" in lines


def test_unknown_command_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        cli_main(["referee"])
    assert info.value.code == 2
    assert "Traceback" not in capsys.readouterr().err
