"""`canasta-teach serve --class --positions`: a teacher's broken positions are refused at
start with the same readable report as `check`, and the store stays outside served folders."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from canasta_teach.cli.serve import class_store_path, notebooks_dir, prepare_class
from canasta_teach.errors import CanastaError

BROKEN = """\
- id: three-kings
  hand: Ks Ks Ks
  pile: 4c Qd
  ask: take-pile
- id: wrong-expect
  hand: Qs Qh 5d
  our_melds: [Js Jh Jd]
  pile: 4c Qd
  ask: take-pile
  expect: no
"""


def test_broken_positions_are_refused_with_a_readable_report(tmp_path: Path) -> None:
    (tmp_path / "pos").mkdir()
    (tmp_path / "pos" / "mine.yaml").write_text(BROKEN, encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "canasta_teach.cli", "serve", "--port", "1", "--positions", str(tmp_path / "pos"),
         "--store", str(tmp_path / "s.sqlite3")],
        capture_output=True, text=True, timeout=60,
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 2
    assert "Traceback" not in out
    assert "refusing to serve the positions" in out
    assert "mine.yaml: entry three-kings: three kings of spades, but two decks hold only two" in out


def test_a_wrong_expect_is_refused_too(tmp_path: Path) -> None:
    folder = tmp_path / "pos"
    folder.mkdir()
    (folder / "mine.yaml").write_text(BROKEN.split("- id: wrong-expect")[0].replace("Ks Ks Ks", "Ks Kh Kd")
                                      + "- id: wrong-expect" + BROKEN.split("- id: wrong-expect")[1], encoding="utf-8")
    with pytest.raises(CanastaError) as info:
        prepare_class(root=notebooks_dir(), class_name="4b", positions=str(folder), store=str(tmp_path / "s.sqlite3"))
    assert "entry wrong-expect: expect says No, the judge says Yes" in str(info.value)


def test_store_inside_a_served_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "pos"
    folder.mkdir()
    (folder / "ok.yaml").write_text("- id: ok\n  ask: min-meld\n  score: [0, 0]\n  expect: 50\n", encoding="utf-8")
    with pytest.raises(CanastaError):
        prepare_class(root=notebooks_dir(), class_name=None, positions=None, store=str(notebooks_dir() / "p.sqlite3"))
    with pytest.raises(CanastaError):
        prepare_class(root=notebooks_dir(), class_name=None, positions=str(folder), store=str(folder / "p.sqlite3"))
    env = prepare_class(root=notebooks_dir(), class_name="4b", positions=str(folder), store=str(tmp_path / "db" / "p.sqlite3"))
    assert env["CANASTA_TEACH_DB"] == str((tmp_path / "db" / "p.sqlite3").resolve())
    assert len(env["CANASTA_TEACH_TEACHER_KEY"]) >= 20
    assert env["CANASTA_TEACH_CLASS_POSITIONS"] == str(folder.resolve())


def test_each_class_gets_its_own_store(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("CANASTA_TEACH_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert class_store_path("4b", None) == tmp_path / "canasta-teach" / "class-4b.sqlite3"
    assert class_store_path(None, None) == tmp_path / "canasta-teach" / "progress.sqlite3"
    assert class_store_path("4b", str(tmp_path / "x.sqlite3")) == tmp_path / "x.sqlite3"
