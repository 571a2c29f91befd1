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


def test_roster_links_use_the_running_class_servers_address(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The address is the one the class's own server wrote while it runs, never a default port."""
    import os
    import socket

    from canasta_teach.cli.class_address import ServerAddress, forget_address, write_address
    from canasta_teach.cli.serve import class_address_file

    db = tmp_path / "class-4b.sqlite3"
    where = class_address_file("4b", str(db))
    assert where == tmp_path / "class-4b.server.json"  # beside the class's store
    with socket.socket() as listening:  # a "server" that answers on a port of its own
        listening.bind(("127.0.0.1", 0))
        listening.listen()
        port = listening.getsockname()[1]
        url = f"http://192.168.1.20:{port}/voila/render/app.ipynb"
        write_address(where, ServerAddress(url=url, host="127.0.0.1", port=port, pid=os.getpid()))
        assert main(["roster", "--class", "4b", "--store", str(db), "Ann"]) == 0
        out = capsys.readouterr().out
        assert f"The links open the class server at {url}" in out
        code, link = _codes(out)["Ann"]
        assert link == f"{url}?me={code}"
        # --url wins over the running server's address
        assert main(["roster", "--class", "4b", "--store", str(db), "--url", "http://school:9000/", "--renew", "Ann"]) == 0
        assert _codes(capsys.readouterr().out)["Ann"][1].startswith("http://school:9000/?me=")
    # the port no longer answers: the server stopped, its file is not believed
    assert main(["roster", "--class", "4b", "--store", str(db), "Bob"]) == 2
    err = capsys.readouterr().err
    assert f"the class server for class 4b ran at {url} but has stopped" in err and "--url" in err
    forget_address(where, os.getpid() + 1)  # another server's file is left alone
    assert where.exists()
    forget_address(where, os.getpid())
    assert not where.exists()
    assert main(["roster", "--class", "4b", "--store", str(db), "Bob"]) == 2
    err = capsys.readouterr().err
    assert "no class server is running for class 4b" in err and "canasta-teach serve --class 4b" in err
    assert "Traceback" not in err
    with ProgressStore.open(db) as store:
        assert [lr.name for lr in store.learners()] == ["Ann"]  # nothing written for Bob
