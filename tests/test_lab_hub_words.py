"""``canasta-teach lab`` and ``hub-config`` take --lang like serve: what they print and refuse
comes from cli.ftl (lab-*, hub-*) in that language, English exactly as before, and the
language they set is the class's (the kernels' CANASTA_TEACH_LANG, as serve --lang)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from canasta_teach import config
from canasta_teach.cli.lab import SuiteCopy, lab_environment
from canasta_teach.cli.main import main
from canasta_teach.judge.catalogue import speaking, words_for

LANGUAGES = ("en", "da", "sv", "de", "nl")
URL = "postgresql://school:secret@db.example:5432/canasta"


def test_every_language_has_lab_and_hub_config_words_with_englishs_placeholders() -> None:
    english = words_for("en")
    ids = sorted(i for i in english.ids if i.startswith(("lab-", "hub-")))
    assert len(ids) == 15, ids
    for lang in LANGUAGES:
        words = words_for(lang)
        for message in ids:
            assert message in words.ids, (lang, message)
            assert words.variables(message) == english.variables(message), (lang, message)


def test_the_copy_summary_in_english_and_german(tmp_path: Path) -> None:
    report = SuiteCopy(tmp_path, copied=["a.ipynb", "b.ipynb"], updated=["c.ipynb"], kept=["d.ipynb", "e.ipynb"])
    with speaking("en"):
        assert report.summary() == "copied 2 notebooks; updated 1; kept your edited d.ipynb, e.ipynb"
    with speaking("de"):
        assert report.summary() == "2 Notebooks kopiert; 1 aktualisiert; deine geänderten behalten: d.ipynb, e.ipynb"


def test_lab_copy_only_speaks_the_language_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "school"
    assert main(["lab", str(folder), "--copy-only", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    n = len(list(folder.glob("*.ipynb")))
    assert out == f"{folder}: {n} Notebooks kopiert\n", out


def test_lab_refuses_positions_in_the_language_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["lab", str(tmp_path / "school"), "--positions", str(empty)]) == 2
    assert capsys.readouterr().err == (
        f"canasta-teach: {empty}: no position files found (no *.yaml or *.yml file in this folder)\n")
    assert main(["lab", str(tmp_path / "school"), "--positions", str(empty), "--lang", "de"]) == 2
    assert capsys.readouterr().err == (
        f"canasta-teach: {empty}: keine Stellungsdateien gefunden (keine *.yaml- oder *.yml-Datei in diesem Ordner)\n")
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "a.yaml").write_text("- id: a\n  ask: take-pile\n  hand: Kx\n", encoding="utf-8")
    assert main(["lab", str(tmp_path / "school"), "--positions", str(bad), "--lang", "de"]) == 2
    assert capsys.readouterr().err == f"canasta-teach: {bad}: 1 Problem; führe canasta-teach check {bad} aus\n"


def test_lab_lang_is_the_class_language(tmp_path: Path) -> None:
    ns = argparse.Namespace(teacher=False, class_name=None, positions=None, store=None, lang="sv")
    assert lab_environment(ns, tmp_path, base={config.LANG_ENV: "de"})[config.LANG_ENV] == "sv"
    ns.lang = None
    assert config.LANG_ENV not in lab_environment(ns, tmp_path, base={config.LANG_ENV: "de"})


def test_hub_config_speaks_the_language_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "jupyterhub_config.py"
    assert main(["hub-config", "--store", URL, "--proxy", "/opt/chp", "--out", str(out)]) == 0
    assert capsys.readouterr().out == f"Wrote {out}\n"
    assert "CANASTA_TEACH_LANG" not in out.read_text(encoding="utf-8")
    assert main(["hub-config", "--lang", "de", "--store", URL, "--proxy", "/opt/chp", "--out", str(out)]) == 0
    assert capsys.readouterr().out == f"{out} geschrieben\n"
    assert '"CANASTA_TEACH_LANG": "de"' in out.read_text(encoding="utf-8")
    assert main(["hub-config", "--lang", "de", "--cull-idle", "-1", "--store", URL]) == 2
    assert capsys.readouterr().err == "canasta-teach: --cull-idle -1: erwartet werden ganze Sekunden, 0 oder mehr\n"
    assert main(["hub-config", "--cull-idle", "-1", "--store", URL]) == 2
    assert capsys.readouterr().err == "canasta-teach: --cull-idle -1: expected whole seconds, 0 or more\n"
    assert main(["hub-config", "--lang", "nl", "--out", str(out)]) == 2
    assert capsys.readouterr().err.startswith("canasta-teach: --store postgresql://USER:PASSWORD@HOST:PORT/DATABASE is nodig")


def test_hub_config_z2jh_carries_the_class_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hub-config", "--lang", "da", "--class", "4b", "--z2jh", "img:1", "--out", "-"]) == 0
    values = capsys.readouterr().out
    assert '    CANASTA_TEACH_CLASS: "4b"\n    CANASTA_TEACH_LANG: "da"\n' in values
