"""The notebook suite for JupyterLab users, without a browser: ``canasta-teach lab``'s copy of
the suite, its environment, the rich display of positions and rulings, ``lesson_from``, the
learner remembered on one's own JupyterLab."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from canasta_teach import config, judge, parse_positions
from canasta_teach.app import lab_learner
from canasta_teach.app.display import position_html, register, ruling_html, state_html
from canasta_teach.app.own_lesson import lesson_from, read_positions
from canasta_teach.cli.lab import MANIFEST, copy_suite, lab_command, lab_environment
from canasta_teach.errors import CanastaError
from canasta_teach.game.deal import deal

FROZEN = """
- id: frozen-by-two
  title: A two is buried in the pile. Take it with your two kings?
  hand: Ks Kh 7d 2c
  our_melds: [Qs Qh Qd 2c, 9s 9h 9d]
  their_melds: [As Ah Ad]
  pile: 4c 2s 9d Kd
  stock: 40
  score: [1600, 800]
  ask: take-pile
  expect: yes
"""


def _suite(tmp_path: Path) -> Path:
    source = tmp_path / "shipped"
    source.mkdir()
    for name in ("app.ipynb", "01-cards.ipynb"):
        (source / name).write_text(json.dumps({"cells": [], "name": name, "v": 1}), encoding="utf-8")
    return source


def test_copy_suite_copies_then_updates_only_untouched_notebooks(tmp_path: Path) -> None:
    source = _suite(tmp_path)
    folder = tmp_path / "school"
    first = copy_suite(folder, source=source)
    assert sorted(first.copied) == ["01-cards.ipynb", "app.ipynb"] and not first.kept
    assert (folder / MANIFEST).is_file()
    # a learner edits one notebook; the package brings new versions of both
    (folder / "01-cards.ipynb").write_text("my notes", encoding="utf-8")
    for name in ("app.ipynb", "01-cards.ipynb"):
        (source / name).write_text(json.dumps({"cells": [], "name": name, "v": 2}), encoding="utf-8")
    (folder / "mine.yaml").write_text("- id: mine\n", encoding="utf-8")
    second = copy_suite(folder, source=source)  # nobody at the terminal: the edit is kept
    assert second.updated == ["app.ipynb"] and second.kept == ["01-cards.ipynb"]
    assert (folder / "01-cards.ipynb").read_text(encoding="utf-8") == "my notes"
    assert json.loads((folder / "app.ipynb").read_text(encoding="utf-8"))["v"] == 2
    assert (folder / "mine.yaml").read_text(encoding="utf-8") == "- id: mine\n"
    assert "kept your edited 01-cards.ipynb" in second.summary()
    asked: list[str] = []
    third = copy_suite(folder, source=source, ask=lambda name: asked.append(name) or True)
    assert asked == ["01-cards.ipynb"] and third.updated == ["01-cards.ipynb"]
    assert copy_suite(folder, source=source).summary() == ""  # all up to date: nothing to say


def test_copy_suite_refuses_a_file_as_the_folder(tmp_path: Path) -> None:
    source = _suite(tmp_path)
    (tmp_path / "taken").write_text("x", encoding="utf-8")
    with pytest.raises(CanastaError, match="is a file, not a folder"):
        copy_suite(tmp_path / "taken", source=source)


def test_the_shipped_suite_has_every_notebook(tmp_path: Path) -> None:
    report = copy_suite(tmp_path / "school")
    assert {"app.ipynb", "index.ipynb", "teach.ipynb", "teacher.ipynb", "01-cards-and-values.ipynb"} <= set(report.copied)


def test_lab_environment_and_command(tmp_path: Path) -> None:
    ns = argparse.Namespace(teacher=True, class_name="4b", positions=str(tmp_path), store=str(tmp_path / "p.sqlite3"))
    env = lab_environment(ns, tmp_path / "school", base={config.TEACHER_KEY_ENV: "secret", config.LEARNER_ENV: "x", "PATH": "/bin"})
    assert env[config.LAB_ENV] == str(tmp_path / "school")
    assert env[config.TEACHER_ENV] == "1" and env[config.CLASS_ENV] == "4b"
    assert env[config.CLASS_POSITIONS_ENV] == str(tmp_path.resolve()) and env[config.DB_ENV].endswith("p.sqlite3")
    assert config.TEACHER_KEY_ENV not in env and config.LEARNER_ENV not in env
    page_config = Path(env["JUPYTER_CONFIG_PATH"]) / "labconfig" / "page_config.json"
    assert json.loads(page_config.read_text(encoding="utf-8"))["disabledExtensions"]
    learner = lab_environment(argparse.Namespace(teacher=False, class_name=None, positions=None, store=None),
                              tmp_path / "school", base={config.TEACHER_ENV: "1"})
    assert config.TEACHER_ENV not in learner
    command = lab_command(tmp_path, 8890, "tok", open_browser=False)
    assert "--ServerApp.ip=127.0.0.1" in command and "--IdentityProvider.token=tok" in command
    assert "--LabApp.news_url=" in command and "--LabApp.default_url=/lab/tree/app.ipynb" in command


def test_a_position_displays_as_its_table_and_question() -> None:
    position = parse_positions(FROZEN)[0]
    page = position_html(position)
    assert 'class="ct-table' in page and "Take it with your two kings?" in page
    assert page.count('class="ct-card') >= 10  # hand, melds, pile
    assert "first meld minimum" in page
    assert "Answers: Yes · No" in page
    # before an answer, as in a lesson: no highlighted card, no ruling
    assert "ct-highlight" not in page.split("</style>", 1)[1] and "natural pair" not in page


def test_a_ruling_displays_its_answer_words_and_cards() -> None:
    ruling = judge(parse_positions(FROZEN)[0])
    page = ruling_html(ruling)
    assert "Yes" in page and "natural pair" in page
    assert 'class="ct-card' in page  # the deciding cards drawn
    assert "A frozen pile needs a natural pair" in page or "frozen" in page.lower()


def test_a_table_state_displays_the_hand_of_the_seat_to_move() -> None:
    state = deal("classic", seed=3)
    page = state_html(state)
    hand = state.hands[state.to_move]
    assert f"{len(hand)} cards" in page
    others = [c for seat, h in enumerate(state.hands) if seat != state.to_move for c in h]
    assert page.count('class="ct-card') < len(hand) + len(others)  # the other hands are not drawn


class _Formatter:
    def __init__(self) -> None:
        self.types: dict[type, object] = {}

    def for_type(self, kind: type, function: object) -> None:
        self.types[kind] = function


class _Shell:
    def __init__(self) -> None:
        self.display_formatter = argparse.Namespace(formatters={"text/html": _Formatter()})


def test_register_teaches_ipython_to_draw_them() -> None:
    shell = _Shell()
    assert register(shell) is True
    drawn = shell.display_formatter.formatters["text/html"].types
    assert {k.__name__ for k in drawn} == {"Position", "Ruling", "TableState"}
    assert register(object()) is False


def test_lesson_from_positions_text_file_and_folder(tmp_path: Path) -> None:
    (tmp_path / "mine.yaml").write_text(FROZEN, encoding="utf-8")
    assert [p.id for p in read_positions(tmp_path)] == ["frozen-by-two"]
    assert [p.id for p in read_positions(tmp_path / "mine.yaml")] == ["frozen-by-two"]
    assert [p.id for p in read_positions(FROZEN)] == ["frozen-by-two"]
    widget = lesson_from(parse_positions(FROZEN), title="Mine")
    assert "Mine" in widget.children[1].children[0].value
    with pytest.raises(CanastaError, match="no such file"):
        read_positions(tmp_path / "missing.yaml")
    with pytest.raises(CanastaError, match="takes positions"):
        read_positions(["not a position"])  # type: ignore[list-item]


def test_the_learner_is_remembered_only_on_ones_own_lab(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(config.LAB_ENV, raising=False)
    lab_learner.remember("K7QM-3RXT-PW9C")  # a class server: nothing is written anywhere
    assert lab_learner.remembered_code() is None
    monkeypatch.setenv(config.LAB_ENV, str(tmp_path))
    assert lab_learner.remembered_code() is None
    lab_learner.remember("K7QM-3RXT-PW9C")
    assert lab_learner.remembered_code() == "K7QM-3RXT-PW9C"
    assert (tmp_path / lab_learner.LEARNER_FILE).stat().st_mode & 0o077 == 0  # its owner's alone
    (tmp_path / lab_learner.LEARNER_FILE).write_text("{not json", encoding="utf-8")
    assert lab_learner.remembered_code() is None
    lab_learner.remember("K7QM-3RXT-PW9C")
    lab_learner.forget()
    assert lab_learner.remembered_code() is None


def test_the_learner_panel_opens_with_the_remembered_learner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta_teach.app.identity_view import LearnerPanel
    from canasta_teach.progress.store import open_store_at

    monkeypatch.setenv(config.LAB_ENV, str(tmp_path))
    monkeypatch.delenv(config.LEARNER_ENV, raising=False)
    store = open_store_at(tmp_path / "p.sqlite3")
    first = LearnerPanel(store)
    first._apply_name("Lena Lab")
    assert first.learner is not None and lab_learner.remembered_code() is not None
    second = LearnerPanel(store)  # the next notebook of the suite
    assert second.learner is not None and second.learner.id == first.learner.id


class _BrokenRecorder:
    """A store that fails (a disk full, a database gone): every answer raises."""

    def ready(self) -> bool:
        return True

    def record(self, *args: object, **kwargs: object) -> bool:
        raise OSError("disk full")

    def lesson_done(self, *args: object, **kwargs: object) -> bool:
        raise OSError("disk full")


def test_an_answer_the_store_loses_is_said_on_the_page() -> None:
    """No page lets a learner believe an answer was kept when the store failed (issue 18)."""
    from canasta_teach.app.lesson_player import LessonPlayer, Slot
    from canasta_teach.content.lessons import get_lesson, lesson_positions
    from canasta_teach.judge.wording import phrase

    lesson = get_lesson("01-cards-and-values")
    player = LessonPlayer(lesson, positions=lesson_positions(lesson)[:2], recorder=_BrokenRecorder())  # type: ignore[arg-type]
    assert player.error.value == ""
    view = player.views[Slot(0)]
    view.answer(view.prompt.choices[0].value)
    assert phrase("app.answer-not-saved").split(",")[0] in player.error.value
    assert view.state.answered  # the lesson goes on: the learner still gets the ruling
