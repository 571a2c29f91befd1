"""``canasta-teach roster``: personal links for a class, printed by the teacher."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from canasta_teach.cli.main import main
from canasta_teach.progress.identity import Learner
from canasta_teach.progress.store import Answer, ProgressStore

LINE = re.compile(r"^(?P<name>.+?)\s+(?P<code>[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\s+(?P<link>\S+)$")


def _codes(out: str) -> dict[str, tuple[str, str]]:
    found = {}
    for line in out.splitlines()[1:]:
        match = LINE.match(line)
        if match:
            found[match["name"].strip()] = (match["code"], match["link"])
    return found


def test_roster_prints_a_link_per_learner(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "class.sqlite3"
    with ProgressStore.open(db) as store:  # Ann used the school before codes existed
        store.record_answer(Answer("Ann", "p1", rule_ids=("r",), correct=True, first_try=True, source="quiz"))
    names = tmp_path / "names.txt"
    names.write_text("# class 4b\nCy Lee\n\n  Dee  \n", encoding="utf-8")
    url = "http://192.168.1.20:8866/voila/render/app.ipynb"
    assert main(["roster", "--class", "4b", "--store", str(db), "--url", url, "ann", "Bob", "BOB", "--file", str(names)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Class 4b: personal links.")
    codes = _codes(out)
    assert list(codes) == ["Ann", "Bob", "Cy Lee", "Dee"]  # look-alikes are one learner; Ann keeps her spelling
    for code, link in codes.values():
        assert link == f"{url}?me={code}"
    with ProgressStore.open(db) as store:
        assert store.learner_by_code(codes["Ann"][0]) == Learner("Ann", "Ann")
        assert len(store.answers(learner="Ann")) == 1  # her old progress is hers by the code
    # printed again: codes are kept (the slips already handed out still work)
    assert main(["roster", "--class", "4b", "--store", str(db), "--url", url, "Ann"]) == 0
    assert "Ann  (already has a code, kept; --renew makes a new one)" in capsys.readouterr().out
    assert main(["roster", "--class", "4b", "--store", str(db), "--url", url + "?x=1", "--renew", "Ann"]) == 0
    new_code, new_link = _codes(capsys.readouterr().out)["Ann"]
    assert new_link == f"{url}?x=1&me={new_code}"
    with ProgressStore.open(db) as store:
        assert store.learner_by_code(codes["Ann"][0]) is None  # the old link no longer opens her
        assert store.learner_by_code(new_code) == Learner("Ann", "Ann")


def test_roster_refuses_a_bad_name_before_writing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "class.sqlite3"
    assert main(["roster", "--class", "4b", "--store", str(db), "Ann", "<b>"]) == 2
    err = capsys.readouterr().err
    assert "roster: argument 2 ('<b>'): A name can hold letters, digits, spaces" in err
    assert "Traceback" not in err
    with ProgressStore.open(db) as store:
        assert store.learners() == []
    assert main(["roster", "--class", "4b", "--store", str(db)]) == 2
    assert "give the learners' names, or --file" in capsys.readouterr().err
    assert main(["roster", "--class", "4b", "--store", str(db), "--file", str(tmp_path / "missing.txt")]) == 2
    assert "missing.txt: cannot read the names" in capsys.readouterr().err
