"""The errors a teacher reads about a position file, in every language of the school.

The words live in the catalogue (``locales/<lang>/errors.ftl``, ids ``error-...``); the file,
the entry and the key are named in the same language (``error-entry``, ``error-key``, set by
``speaking``). English reads exactly as it did before the words moved (the other error tests
compare English text), and ``canasta-teach check --lang de`` speaks German.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from canasta_teach.cli.main import main as cli_main
from canasta_teach.content.authoring import parse_positions, read_entries
from canasta_teach.content.error_words import notation_problem
from canasta_teach.content.position_checks import _key_name
from canasta_teach.errors import NotationError, PositionError, UnknownRulesetError
from canasta_teach.game.cards import Rank, Suit
from canasta_teach.judge.catalogue import PSEUDO, PSEUDO_MARKS, speaking, words_for

LANGUAGES = ("en", "da", "sv", "de", "nl")

#: A value of each fact an error message names (by the fact's name), to say every message.
_SAMPLE_FACTS: dict[str, object] = {
    "n": 3, "rank": Rank.KING, "suit": "spades", "gender": "masculine", "most": 2, "need": 1,
    "place": 4, "size": 108, "in_play": 100, "stock": 20, "total": 120, "players": 3, "choices": "go-out, draw",
    "mb": 1, "line": "3", "low": "0", "high": "4", "entry": "frozen", "key": "'hand'",
}


def _error_ids() -> list[str]:
    return sorted(i for i in words_for("en").ids if i.startswith("error-"))


def _facts(message: str) -> dict[str, object]:
    return {name: _SAMPLE_FACTS.get(name, "'x'") for name in words_for("en").variables(message)}


def test_the_errors_are_many_and_in_every_language() -> None:
    ids = _error_ids()
    assert len(ids) > 120
    for lang in LANGUAGES:
        assert set(ids) <= words_for(lang).ids, (lang, sorted(set(ids) - words_for(lang).ids))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", ["list", "empty-list", "mapping", "empty-mapping", "empty", "yes", "no", "number", "other"])
def test_every_error_reads_in_every_language(lang: str, kind: str) -> None:
    """Each message says itself with its facts (each variant of error-kind once), and no
    translation repeats English word for word where English has a sentence."""
    from canasta_teach.judge.wording import phrase

    english = {}
    for message in _error_ids():
        facts = {**_facts(message), "kind": kind, "value": "'x'"}
        with speaking("en"):
            english[message] = phrase(message, **facts)
        with speaking(lang):
            said = phrase(message, **facts)
        assert said.strip(), (lang, message)
        if lang != "en" and len(english[message].split()) > 4:
            assert said != english[message], (lang, message, said)


BAD = """
- id: too-many
  hand: Ks Ks Ks
  pile: 4c
  ask: take-pile
- id: missing
  hand: Ks
  ask: add
  card: Ks
- id: not-a-side
  hand: Ks Kh
  pile: 4c Kd
  ask: take-pile
  expect: maybe
"""


def _problems(lang: str) -> list[str]:
    with speaking(lang):
        _positions, problems = read_entries(BAD, source="bad.yaml")
    return [str(p) for p in problems]


def test_english_reads_as_before() -> None:
    assert _problems("en") == [
        "bad.yaml: entry too-many: three kings of spades, but two decks hold only two",
        "bad.yaml: entry missing: ask add needs key 'to'",
        "bad.yaml: entry not-a-side: key 'expect': take-pile answers yes or no, not 'maybe'",
    ]


def test_german_names_the_file_the_entry_and_the_problem() -> None:
    assert _problems("de") == [
        "bad.yaml: Eintrag too-many: drei Pik-Könige, aber zwei Blätter haben nur zwei",
        "bad.yaml: Eintrag missing: die Frage add braucht den Schlüssel 'to'",
        "bad.yaml: Eintrag not-a-side: Schlüssel 'expect': take-pile wird mit yes oder no beantwortet, nicht mit 'maybe'",
    ]


def test_danish_swedish_and_dutch_name_the_place_in_their_words() -> None:
    assert _problems("da")[0] == "bad.yaml: post too-many: tre spar konger, men to kortspil har kun to"
    assert _problems("sv")[0] == "bad.yaml: post too-many: tre spaderkungar, men två kortlekar har bara två"
    assert _problems("nl")[0] == "bad.yaml: item too-many: drie schoppenheren, maar twee kaartspellen hebben er maar twee"
    assert _problems("nl")[2].startswith("bad.yaml: item not-a-side: sleutel 'expect': take-pile wordt beantwoord")


def test_one_card_agrees_with_its_rank_in_german() -> None:
    """"The melds use one king more than the hand holds": einen König; a three with its suit,
    eine Herz-Drei, ein Herz-Ass is never keyed by suit but would read so."""
    text = """
- id: short
  hand: Ks Kh Kd Qs
  ask: initial-meld
  melds: [Ks Ks Kh Kd, Qs Qs Qh]
"""
    with speaking("de"), pytest.raises(PositionError) as raised:
        parse_positions(text, source="kurz.yaml")
    assert str(raised.value) == ("kurz.yaml: Eintrag short: Schlüssel 'melds': "
                                 "die Figuren brauchen einen König, zwei Damen mehr, als die Hand hat")
    with speaking("de"):
        assert _key_name((Rank.THREE, Suit.HEARTS), 1) == "eine Herz-Drei"
        assert _key_name((Rank.THREE, Suit.HEARTS), 3) == "drei Herz-Dreien"
    with speaking("en"):
        assert _key_name((Rank.THREE, Suit.HEARTS), 1) == "one three of hearts"


def test_the_pseudo_locale_marks_every_word_of_an_error() -> None:
    """Under qps every word of the message comes from the catalogue: the place and the
    problem are marked; only the author's own words (file, id, key, value) are not."""
    lines = _problems(PSEUDO)
    assert lines[0].startswith("bad.yaml: ⟦éñtrý too-many⟧: ⟦"), lines[0]
    for line in lines:
        rest = line.split(": ", 1)[1]
        assert rest.count(PSEUDO_MARKS[0]) >= 2, line  # the entry's word and the problem


@pytest.mark.parametrize(("lang", "words"), [
    ("de", ["Eintrag too-many:", "drei Pik-Könige, aber zwei Blätter haben nur zwei"]),
    ("da", ["post too-many:", "tre spar konger, men to kortspil har kun to"]),
])
def test_check_speaks_the_language_asked(lang: str, words: list[str], tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(BAD, encoding="utf-8")
    assert cli_main(["check", "--lang", lang, str(bad)]) == 1
    out = capsys.readouterr().out
    for word in words:
        assert word in out, out
    assert "entry" not in out and "two decks" not in out, out


def test_a_file_that_cannot_be_read_is_said_in_the_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)
    assert cli_main(["check", "--lang", "sv", str(pipe)]) == 1
    out = capsys.readouterr().out
    assert f"{pipe}: filen kan inte läsas: den är en FIFO (namngiven pipe), inte en ställningsfil" in out, out


# ----------------------------------------------------------------- cards and plays in the notation

#: Bad cards and plays as an author writes them, each with the kind of NotationError it is.
_BAD_NOTATION = {
    "Kx": "not-a-card", "3": "three-suit",
    "drw; discard Ks": "not-a-play", "meld": "meld-no-cards", "add K": "add-form", "add K:": "add-no-cards",
    "discard Ks Kh": "one-card", "draw;; discard Ks": "empty-between", " ": "empty-play",
    "red Ks": "not-red-three", "add 4h-6h: 2c 2d high": "run-end-one-two",
}


def _notation_error(text: str) -> NotationError:
    from canasta_teach.game.cards import parse_cards
    from canasta_teach.game.notation import parse_play

    with pytest.raises(NotationError) as caught:
        parse_play(text) if " " in text or text == "meld" else parse_cards(text)
    return caught.value


def test_every_kind_the_notation_raises_has_its_words() -> None:
    """Each ``kind=`` of the game layer's NotationError is a catalogue message (all five
    languages by test_the_errors_are_many_and_in_every_language's completeness check)."""
    game = Path(__file__).resolve().parents[1] / "canasta_teach" / "game"
    kinds = {
        kind
        for path in game.glob("*.py")
        for kind in re.findall(r'NotationError\((?:[^()]|\([^()]*\))*?kind="([a-z-]+)"', path.read_text(), re.S)
    }
    assert kinds >= set(_BAD_NOTATION.values()) | {"joker-suit", "three-no-suit"}
    assert not {kind for kind in kinds if f"error-notation-{kind}" not in words_for("en").ids}


@pytest.mark.parametrize("text", sorted(_BAD_NOTATION))
def test_a_bad_card_or_play_reads_as_the_game_layer_says_it_in_english(text: str) -> None:
    error = _notation_error(text)
    assert error.kind == _BAD_NOTATION[text]
    with speaking("en"):
        assert notation_problem(error) == str(error)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_a_bad_card_or_play_in_a_position_file_is_said_in_the_language(lang: str) -> None:
    card = "- id: bad\n  ask: take-pile\n  hand: Ks Kx\n  pile: [5c]\n"
    play = "- id: bad\n  ask: play\n  hand: Ks Kh\n  play: 'drw; discard Ks'\n  pile: [5c]\n"
    for source in (card, play):
        with speaking("en"):
            with pytest.raises(PositionError) as english:
                parse_positions(source, source="x.yaml")
        with speaking(lang):
            with pytest.raises(PositionError) as spoken:
                parse_positions(source, source="x.yaml")
        assert str(spoken.value) != str(english.value)
        # the author's text and the notation's words stay as written
        assert ("'Kx'" in str(spoken.value)) if source is card else ("'drw'" in str(spoken.value))
        assert "is not a" not in str(spoken.value)


# ----------------------------------------------------------------- rulesets and their options

#: Rulesets and options an author or a teacher gets wrong, each with the kind of
#: UnknownRulesetError it is.
_BAD_RULESETS: dict[tuple[str, tuple[tuple[str, object], ...]], str] = {
    ("bridge", ()): "unknown",
    ("classic", (("wildlimit", "x"),)): "unknown-option",
    ("tranca", (("wild-limit", "x"),)): "unknown-game-option",
    ("tranca", (("target", 2000),)): "not-a-choice",
    ("tranca", (("target", "lots"),)): "not-a-choice",
    ("classic", (("one-card-pile", "sometimes"),)): "not-a-choice",
    ("classic", (("canastas-to-go-out", 3),)): "not-a-choice",
    ("classic", (("wild-limit", True),)): "not-one-of",
}


def _ruleset_error(name: str, options: tuple[tuple[str, object], ...]) -> UnknownRulesetError:
    from canasta_teach.game.rulesets import get_ruleset

    with pytest.raises(UnknownRulesetError) as caught:
        get_ruleset(name, dict(options))
    return caught.value


def _ruleset_error_calls() -> list[tuple[str, str]]:
    """Each ``UnknownRulesetError(...)`` the game layer makes, as (file name, the call's
    text), its parentheses balanced."""
    game = Path(__file__).resolve().parents[1] / "canasta_teach" / "game"
    calls = []
    for path in sorted(game.glob("*.py")):
        text = path.read_text()
        for start in (m.end() for m in re.finditer(r"\bUnknownRulesetError\(", text)):
            depth, end = 1, start
            while depth:
                depth += {"(": 1, ")": -1}.get(text[end], 0)
                end += 1
            calls.append((path.name, text[start:end - 1]))
    return calls


def test_every_kind_of_ruleset_error_the_game_raises_has_its_words() -> None:
    """Each ``kind=`` of the game layer's UnknownRulesetError (rulesets, options, values, rule
    ids) is a catalogue message in every language, with the same facts as English."""
    kinds = {kind for _, call in _ruleset_error_calls() for kind in re.findall(r'kind="([a-z-]+)"', call)}
    # _not_a_choice builds the not-a-choice kind for the readers
    assert kinds >= set(_BAD_RULESETS.values()) | {"unknown-rule"}, kinds
    for lang in LANGUAGES:
        words = words_for(lang)
        missing = {kind for kind in kinds if f"error-ruleset-{kind}" not in words.ids}
        assert not missing, (lang, missing)
        for kind in kinds:
            message = f"error-ruleset-{kind}"
            assert words.variables(message) == words_for("en").variables(message), (lang, kind)


def test_no_ruleset_error_goes_without_a_kind() -> None:
    """An UnknownRulesetError without a kind would reach a teacher in English only."""
    calls = _ruleset_error_calls()
    assert len(calls) >= 6
    assert not [(name, call) for name, call in calls if "kind=" not in call]


@pytest.mark.parametrize(("name", "options"), sorted(_BAD_RULESETS, key=repr))
def test_a_ruleset_error_reads_as_the_game_layer_says_it_in_english(
        name: str, options: tuple[tuple[str, object], ...]) -> None:
    from canasta_teach.content.error_words import ruleset_problem

    error = _ruleset_error(name, options)
    assert error.kind == _BAD_RULESETS[(name, options)]
    with speaking("en"):
        # English says the author's yes as yes, where Python says True
        assert ruleset_problem(error) == str(error).replace("'True'", "'yes'")


_EXPECTED_RULESET_WORDS = {
    "de": ("Schlüssel 'ruleset': unbekanntes Regelwerk 'bridge': wähle classic, two-player, three-player oder tranca",
           "Schlüssel 'options': 'yes' steht nicht zur Wahl: nimm einen der Werte three-wild, more-natural"),
    "da": ("nøgle 'ruleset': ukendt regelsæt 'bridge': vælg classic, two-player, three-player eller tranca",
           "nøgle 'options': 'yes' er ikke et af valgene: brug en af three-wild, more-natural"),
    "sv": ("nyckel 'ruleset': okänd regeluppsättning 'bridge': välj classic, two-player, three-player eller tranca",
           "nyckel 'options': 'yes' är inte ett av valen: använd ett av three-wild, more-natural"),
    "nl": ("sleutel 'ruleset': onbekende regelset 'bridge': kies classic, two-player, three-player of tranca",
           "sleutel 'options': 'yes' is geen keuze: gebruik een van three-wild, more-natural"),
}


@pytest.mark.parametrize("lang", sorted(_EXPECTED_RULESET_WORDS))
def test_a_ruleset_or_option_in_a_position_file_is_said_in_the_language(lang: str) -> None:
    sources = ("- id: bad\n  ask: min-meld\n  ruleset: bridge\n",
               "- id: bad\n  ask: min-meld\n  options: {wild-limit: yes}\n")
    for source, expected in zip(sources, _EXPECTED_RULESET_WORDS[lang]):
        with speaking(lang):
            with pytest.raises(PositionError) as spoken:
                parse_positions(source, source="x.yaml")
        assert str(spoken.value).endswith(expected), str(spoken.value)


def test_the_rules_command_says_a_bad_option_in_its_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["rules", "--lang", "de", "--option", "wild-limit=lots"]) == 2
    assert capsys.readouterr().err == (
        "canasta-teach: 'lots' steht nicht zur Wahl: nimm einen der Werte three-wild, more-natural\n")
    assert cli_main(["rules", "--lang", "nl", "--option", "wild-limit"]) == 2
    assert capsys.readouterr().err == (
        "canasta-teach: --option 'wild-limit': schrijf het als KEY=VALUE, zoals wild-limit=more-natural\n")
    assert cli_main(["rules", "--option", "colour=red"]) == 2
    assert capsys.readouterr().err == (
        "canasta-teach: unknown ruleset option 'colour': choose from canastas-to-go-out, concealed, dealt-red-threes,"
        " last-card, one-card-pile, partner-red-threes, red-threes, wild-limit\n")
