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


def test_serve_speaks_its_language_to_the_teacher(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``serve --lang de``: what the launcher says in the terminal is German (its refusals
    here; the ready line and the notices by the same catalogue, cli.ftl serve-*)."""
    from canasta_teach.cli.main import main as cli_main
    from canasta_teach.players.deal_number import DealNumber

    deal = str(DealNumber(2**64 + 4242, 4, "sensible"))
    assert cli_main(["serve", "--lang", "de", "--deal", deal, "--store", str(tmp_path / "s.sqlite3")]) == 2
    assert capsys.readouterr().err == (
        "canasta-teach: --deal nennt das Blatt einer Klasse: starte den Server mit --class NAME\n")
    assert cli_main(["serve", "--lang", "sv", "--positions", str(tmp_path / "none"),
                     "--store", str(tmp_path / "s.sqlite3")]) == 2
    assert capsys.readouterr().err == f"canasta-teach: --positions {tmp_path / 'none'}: ingen mapp\n"
    (tmp_path / "pos").mkdir()
    (tmp_path / "pos" / "mine.yaml").write_text(BROKEN, encoding="utf-8")
    assert cli_main(["serve", "--lang", "nl", "--positions", str(tmp_path / "pos"),
                     "--store", str(tmp_path / "s.sqlite3")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"canasta-teach: de standen in {(tmp_path / 'pos').resolve()} worden niet geserveerd: "
                          "2 problemen (los ze op"), err


def test_the_ready_line_is_said_in_the_class_language_and_stays_english_in_english() -> None:
    from canasta_teach.judge.catalogue import speaking
    from canasta_teach.judge.wording import phrase

    url = "http://127.0.0.1:8866/voila/render/app.ipynb"
    assert phrase("serve.ready", url=url) == f"Canasta school ready at {url}  (Ctrl-C to stop)"
    with speaking("de"):
        assert phrase("serve.ready", url=url) == f"Canasta-Schule bereit unter {url}  (Strg-C beendet)"
        assert phrase("serve.port-in-use", port="8866", host="h").startswith("Port 8866 auf h")  # no 8.866


def test_the_live_positions_thread_speaks_the_server_s_language(tmp_path: Path) -> None:
    """The polling thread starts with a context of its own: it keeps the language the
    server was started in."""
    import os
    import threading
    import time

    from canasta_teach.cli.live_positions import LivePositions
    from canasta_teach.judge.catalogue import speaking

    folder = tmp_path / "pos"
    folder.mkdir()
    good = "- id: ok\n  ask: min-meld\n  score: [0, 0]\n  expect: 50\n"
    (folder / "ok.yaml").write_text(good, encoding="utf-8")
    said: list[str] = []
    heard = threading.Event()

    def say(line: str) -> None:
        said.append(line)
        heard.set()

    with speaking("de"):
        live = LivePositions(folder, tmp_path / "published", say=say)
    assert live.publish_now() == []
    (folder / "ok.yaml").write_text(good.replace("expect: 50", "expect: 90"), encoding="utf-8")
    os.utime(folder / "ok.yaml", ns=(time.time_ns(), time.time_ns() + 10**9))
    live.start(interval=0.01)
    try:
        assert heard.wait(timeout=60), "the thread said nothing"
    finally:
        live.stop()
    assert said[0].startswith("canasta-teach: Stellungsdateien geändert, die Lernenden behalten die letzte gute Fassung"), said
