"""The work a position file may ask of the coach is bounded (issue 17, item 6).

Six discard choices at 2,000 play-outs each once took 47 s in ``check``, and a 185 KB file
of such questions about seven hours, with ``serve --positions`` running the same check at
start and on every edit. Now a question may ask for at most
:data:`MAX_PLAYOUTS_PER_QUESTION` play-outs and a file for :data:`MAX_PLAYOUTS_PER_FILE`
(refused with the file and the entry named), and ``serve`` checks the coach's verdicts within
:data:`SERVE_PLAYOUT_BUDGET` play-outs and names each question it skipped. The bounds are
counts of play-outs: nothing here measures time.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from canasta_teach.cli.live_positions import LivePositions
from canasta_teach.content.authoring import parse_positions
from canasta_teach.content.check import check_files, check_report, coach_work
from canasta_teach.content.work_limits import (
    MAX_PLAYOUTS_PER_FILE,
    MAX_PLAYOUTS_PER_QUESTION,
    SERVE_PLAYOUT_BUDGET,
    playouts_asked,
)
from canasta_teach.errors import PositionError


def should_entry(pid: str, *, playouts: int, choices: str = "[go-out, keep-playing]",
                 hand: str = "7c 10s 10h 10d 4h") -> str:
    return f"""\
- id: {pid}
  hand: {hand}
  our_melds: [Qs Qh Qd Qc Qs Qh 2c, 7s 7h 7d]
  their_melds: [Ks Kh Kd, 9s 9h 9d 9c, 5s 5h 5d]
  pile: 8d
  hand_sizes: [21, 9, 11]
  ask: should
  choices: {choices}
  seed: 12
  playouts: {playouts}
"""


SIX_DISCARDS = "[discard 7c, discard 10s, discard 10h, discard 10d, discard 4h, discard 5s]"


def test_six_discards_at_two_thousand_play_outs_are_refused_naming_the_entry() -> None:
    text = should_entry("six-ways", playouts=2000, choices=SIX_DISCARDS, hand="7c 10s 10h 10d 4h 5s")
    with pytest.raises(PositionError) as info:
        parse_positions(text, source="heavy.yaml")
    message = str(info.value)
    assert message.startswith("heavy.yaml: entry six-ways: key 'playouts':"), message
    assert "12,000 play-outs" in message and "at most 2,400" in message and "playouts: 400" in message


def test_a_file_asking_too_much_in_total_is_refused_at_the_entry_past_the_bound() -> None:
    per_question = 2 * 400
    count = MAX_PLAYOUTS_PER_FILE // per_question + 1
    text = "".join(should_entry(f"q{i}", playouts=400) for i in range(1, count + 1))
    with pytest.raises(PositionError) as info:
        parse_positions(text, source="many.yaml")
    assert str(info.value).startswith(f"many.yaml: entry q{count}: the should questions up to this one ask for")
    assert f"at most {MAX_PLAYOUTS_PER_FILE:,}" in str(info.value)
    fits = "".join(should_entry(f"q{i}", playouts=400) for i in range(1, count))
    assert sum(playouts_asked(p) for p in parse_positions(fits)) <= MAX_PLAYOUTS_PER_FILE


def test_the_shipped_lessons_fit_the_bounds() -> None:
    """The bounds leave room for every shipped lesson (and the serve budget for all of it)."""
    from canasta_teach.content.authoring import load_positions
    from canasta_teach.content.check import shipped_position_files

    totals = [sum(playouts_asked(p) for p in load_positions(path)) for path in shipped_position_files()]
    assert max(totals) <= SERVE_PLAYOUT_BUDGET <= MAX_PLAYOUTS_PER_FILE
    assert MAX_PLAYOUTS_PER_QUESTION < MAX_PLAYOUTS_PER_FILE


def _three_questions(folder: Path) -> Path:
    path = folder / "coach.yaml"
    path.write_text("".join(should_entry(f"coach-{i}", playouts=10 + i) for i in range(3)), encoding="utf-8")
    return path


def test_a_check_within_a_budget_skips_and_names_what_it_did_not_check(tmp_path: Path) -> None:
    path = _three_questions(tmp_path)
    positions = parse_positions(path.read_text(encoding="utf-8"), source=str(path))
    assert [coach_work(p) for p in positions] == [20, 22, 24]
    report = check_report([path], playout_budget=30)
    assert report.checked == 3 and report.problems == ()
    assert [line.split(":")[1].strip() for line in report.skipped] == ["entry coach-1", "entry coach-2"]
    assert all("not checked" in line and "play-outs" in line for line in report.skipped)
    assert coach_work(positions[0]) == 0  # its verdict is known now: checking it again is free
    again = check_report([path], playout_budget=30)
    assert [line.split(":")[1].strip() for line in again.skipped] == ["entry coach-2"]
    assert check_files([path]) == (3, [])  # check itself has no budget: it checks everything


def test_serve_reports_the_questions_it_skipped_and_publishes_the_rest(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    import canasta_teach.cli.live_positions as live_mod

    folder = tmp_path / "mine"
    folder.mkdir()
    _three_questions(folder)
    monkeypatch.setattr(live_mod.class_position_check, "__kwdefaults__", {"playout_budget": 20})
    said: list[str] = []
    live = LivePositions(folder, tmp_path / "published", say=said.append)
    assert live.publish_now() == []
    assert (live.current / "coach.yaml").exists()
    skipped = [line for line in said if "not checked within serve's play-out budget" in line]
    assert len(skipped) == 2 and "entry coach-1" in skipped[0] and "entry coach-2" in skipped[1]
    assert all(str(folder) in line for line in skipped)  # the teacher's file, not the staging copy
