"""``canasta-teach --help`` speaks the catalogue (issue 21): every option's help is a
``cli-help-*`` message of ``cli.ftl`` in en, da, sv, de and nl, in ``--lang``'s language,
else the class's (``$CANASTA_TEACH_LANG``), else English; English reads as it always did."""

from __future__ import annotations

import argparse

import pytest

from canasta_teach import config
from canasta_teach.cli.help_words import asked_language, help_language, help_text
from canasta_teach.cli.main import build_parser
from canasta_teach.cli.main import main as cli_main
from canasta_teach.judge.catalogue import PSEUDO, PSEUDO_MARKS, complete_languages, speaking, words_for

#: The commands whose every help text is the catalogue's (selfplay's options, a developer's
#: benchmark tool, are not).
COMMANDS = ("judge", "check", "rules", "serve", "hub-config", "roster", "lab", "hub-singleuser", "handout")
TRANSLATIONS = ("da", "sv", "de", "nl")


@pytest.fixture(autouse=True)
def _no_class_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(config.LANG_ENV, raising=False)


def _help(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """What ``canasta-teach ARGV`` prints for --help, its lines joined (argparse wraps them
    to the terminal's width)."""
    with pytest.raises(SystemExit) as stopped:
        cli_main(list(argv))
    assert stopped.value.code == 0
    return " ".join(capsys.readouterr().out.split())


def _help_ids() -> list[str]:
    return sorted(i for i in words_for("en").ids if i.startswith("cli-help-"))


def test_there_are_help_messages() -> None:
    ids = _help_ids()
    assert len(ids) == 68
    assert {"cli-help-description", "cli-help-serve-port", "cli-help-serve-lang", "cli-help-lang"} <= set(ids)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_help_message_is_in_every_language_with_englishs_placeholders(lang: str) -> None:
    english, words = words_for("en"), words_for(lang)
    for message in _help_ids():
        assert words.has(message), f"{lang}/cli.ftl lacks {message}"
        assert words.variables(message) == english.variables(message), f"{lang}/cli.ftl {message}"


def test_the_help_messages_leave_argparses_default_to_argparse() -> None:
    """``{ $default }`` becomes ``%(default)s``; no message holds a ``%`` of its own (argparse
    would read it as a format)."""
    for lang in ("en", *TRANSLATIONS):
        with speaking(lang):
            for message in _help_ids():
                text = help_text(message, languages="L", mb=1, ceiling=2, here=3)
                assert "%" not in text.replace("%(default)s", ""), f"{lang} {message}"
                assert ("%(default)s" in text) == ("default" in words_for("en").variables(message)), f"{lang} {message}"


def test_serve_help_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    out = _help(capsys, "serve", "--help", "--lang", "de")
    assert "--port PORT Port, auf dem der Server lauscht (Standard 8866)" in out
    assert ("--lang CODE die Sprache der Klasse (en, da, sv, de, nl: eine Sprache mit vollständigem Katalog): "
            "Seiten öffnen sich in ihr, wenn nicht die Adresse (?lang=) oder der Schüler eine andere gewählt hat") in out
    assert "port to listen on" not in out
    # argparse's own words stay Python's
    assert out.startswith("usage: canasta-teach serve [-h]") and "options: -h, --help show this help message and exit" in out


def test_plain_help_is_english(capsys: pytest.CaptureFixture[str]) -> None:
    out = _help(capsys, "serve", "--help")
    assert "--port PORT port to listen on (default 8866)" in out
    assert ("--lang CODE the class's language (en, da, sv, de, nl: a language whose catalogue is complete): "
            "pages open in it unless the address (?lang=) or the learner chose another") in out
    top = _help(capsys, "--help")
    assert "A Canasta school: rules judge, lessons, quiz and classroom." in top
    assert "serve serve the lessons as a web tutorial with Voila" in top


def test_the_english_help_strings_are_as_before() -> None:
    """The texts argparse is given (before it fills in the defaults), as they were written in
    the code before the catalogue had them."""
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    serve = {a.dest: a.help for a in sub.choices["serve"]._actions}
    assert serve["port"] == "port to listen on (default %(default)s)"
    assert serve["cull_idle"] == ("shut down a kernel whose page was closed after this many idle seconds "
                                  "(default %(default)s; 0 never)")
    judge = {a.dest: a.help for a in sub.choices["judge"]._actions}
    assert judge["lang"] == f"the language of the output ({', '.join(complete_languages())}; default en)"
    lab = {a.dest: a.help for a in sub.choices["lab"]._actions}
    assert lab["folder"] == "where the notebooks go (default: %(default)s/ in the current folder)"


def test_lang_in_its_equals_form(capsys: pytest.CaptureFixture[str]) -> None:
    out = _help(capsys, "roster", "--lang=sv", "--help")
    assert "--renew ge elever som redan har en kod en ny (deras gamla länk slutar fungera)" in out


def test_without_lang_the_help_speaks_the_class_language(monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(config.LANG_ENV, "nl")
    assert "--port PORT poort waarop de server luistert (standaard 8866)" in _help(capsys, "serve", "--help")
    # --lang on the command line wins over the class's language
    assert "--port PORT porten, serveren lytter på (standard 8866)" in _help(capsys, "serve", "--help", "--lang", "da")
    monkeypatch.setenv(config.LANG_ENV, "xx")  # no such catalogue: English, no error
    assert "--port PORT port to listen on (default 8866)" in _help(capsys, "serve", "--help")


def test_the_language_read_ahead_of_the_parser() -> None:
    assert asked_language(["serve", "--lang", "de", "--port", "1"]) == "de"
    assert asked_language(["serve", "--lang=sv"]) == "sv"
    assert asked_language(["rules", "--lang", "de", "--lang", "nl"]) == "nl"  # the last, as argparse
    assert asked_language(["serve", "--lang"]) is None
    assert asked_language(["hub-singleuser", "--", "--lang", "de"]) is None
    assert help_language(["serve", "--lang", "xx"], env={}) == "en"
    assert help_language(["serve"], env={config.LANG_ENV: "de"}) == "de"
    assert help_language(["serve", "--lang", "DE"], env={config.LANG_ENV: "nl"}) == "de"


@pytest.mark.parametrize("lang", [*TRANSLATIONS, PSEUDO])
@pytest.mark.parametrize("command", COMMANDS)
def test_every_help_is_the_catalogues(command: str, lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Each command's help prints in each language; in the pseudo-locale every help text is
    marked, so none bypassed the catalogue (and none breaks argparse's formatting)."""
    out = _help(capsys, command, "--help", "--lang", lang)
    assert "%(" not in out and "{ $" not in out
    if lang == PSEUDO:
        with speaking(PSEUDO):
            parser = build_parser()
        sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        helps = [parser.description, *(a.help for a in sub._choices_actions if a.dest in COMMANDS)]
        helps += [a.help for a in sub.choices[command]._actions if a.dest != "help"]
        for text in helps:
            assert text and text.startswith(PSEUDO_MARKS[0]) and text.endswith(PSEUDO_MARKS[1]), (command, text)
