"""Why the coach cannot compare a ``should`` position's choices, in every language of the school.

The players layer raises :class:`~canasta_teach.errors.CoachError` with its English message
(for a Python caller) and a kind with facts; a teacher checking a position file reads the
kind worded from the catalogue (``error-coach-<kind>``, content/error_words.coach_problem) in
the language spoken. English reads exactly as the players layer says it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from canasta_teach.cli.main import main as cli_main
from canasta_teach.content.authoring import parse_positions
from canasta_teach.content.error_words import coach_problem
from canasta_teach.errors import CoachError, PositionError
from canasta_teach.judge.catalogue import speaking, words_for

LANGUAGES = ("en", "da", "sv", "de", "nl")
_COACH = Path(__file__).resolve().parents[1] / "canasta_teach" / "players" / "coach.py"

_HEAD = "- id: s\n  hand: 7c 7h 7d 10s\n  our_melds: [Qs Qh Qd Qc Qs Qh 2c]\n  ask: should\n"
#: Should positions a teacher gets wrong, each with the kind of CoachError behind its error.
_BAD_SHOULD = {
    "mixed": _HEAD + "  choices: [take-pile, go-out]\n",
    "stock": _HEAD + "  choices: [go-out, keep-playing]\n  stock: 5\n",
    "hand-sizes": _HEAD + "  choices: [go-out, keep-playing]\n  hand_sizes: [11]\n",
}


def _calls() -> list[str]:
    """Each ``CoachError(...)`` coach.py makes, as the call's text, its parentheses balanced."""
    text = _COACH.read_text()
    calls = []
    for start in (m.end() for m in re.finditer(r"\braise CoachError\(", text)):
        depth, end = 1, start
        while depth:
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
        calls.append(text[start:end - 1])
    return calls


def test_every_kind_the_coach_raises_has_its_words_in_every_language() -> None:
    """Each ``kind=`` of the coach's CoachError is a catalogue message in every language,
    with the same placeholders as English."""
    kinds = {kind for call in _calls() for kind in re.findall(r'kind="([a-z-]+)"', call)}
    assert kinds >= set(_BAD_SHOULD) | {"drawn", "not-allowed", "draw-first", "cannot-go-out", "no-way-out",
                                        "no-wild-to-freeze", "too-many-cards", "table-sum", "playout-stuck"}, kinds
    english = words_for("en")
    for lang in LANGUAGES:
        words = words_for(lang)
        missing = {kind for kind in kinds if f"error-coach-{kind}" not in words.ids}
        assert not missing, (lang, missing)
        for kind in kinds:
            message = f"error-coach-{kind}"
            assert words.variables(message) == english.variables(message), (lang, kind)


def test_only_a_python_callers_mistakes_or_words_already_spoken_go_without_a_kind() -> None:
    """A CoachError without a kind reaches a teacher in English only: the ones left are a
    Python caller's (wrong types, seat, bots, ask) or already say the catalogue's words."""
    unworded = sorted(call.split("\n")[0] for call in _calls() if "kind=" not in call)
    assert unworded == sorted([
        'f"ask {position.ask.value} is not a should question"',
        'f"give one bot per seat: {state.players}, not {len(bots)}"',
        'f"it is not seat {seat}\'s decision now"',
        '"give the coach at least two different choices to compare"',
        '"give the coach choices as Choice values (Choice.parse(\'take-pile\'), Choice.discard(card))"',
        'phrase("error.more-than-decks", what=what, rank=card.rank)',
    ]), unworded


def _position_error(text: str, lang: str) -> PositionError:
    with speaking(lang), pytest.raises(PositionError) as caught:
        parse_positions(text, source="x.yaml")
    return caught.value


#: The players layer's English for each bad position, as it read before the words moved.
_ENGLISH = {
    "mixed": "x.yaml: entry s: key 'choices': take-pile and draw are choices before drawing; the others come after: "
             "do not mix them",
    "stock": "x.yaml: entry s: key 'stock': the stock holds 5 cards, but with 11, 11, 11 cards in the other hands "
             "64 are left for it: write stock: 64 (or leave it out)",
    "hand-sizes": "x.yaml: entry s: key 'stock': give the hand sizes of the 3 other players, each 1 or more",
}


@pytest.mark.parametrize("kind", sorted(_BAD_SHOULD))
def test_english_reads_as_before(kind: str) -> None:
    assert str(_position_error(_BAD_SHOULD[kind], "en")) == _ENGLISH[kind]


def test_a_coach_error_without_a_kind_reads_as_its_message() -> None:
    with speaking("de"):
        assert coach_problem(CoachError("give one bot per seat: 4, not 3")) == "give one bot per seat: 4, not 3"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
@pytest.mark.parametrize("kind", sorted(_BAD_SHOULD))
def test_a_bad_should_position_is_said_in_the_language(lang: str, kind: str) -> None:
    english = str(_position_error(_BAD_SHOULD[kind], "en"))
    spoken = str(_position_error(_BAD_SHOULD[kind], lang))
    problem = english.split("': ", 1)[1]
    assert spoken.startswith("x.yaml: ") and problem not in spoken, spoken
    if kind == "mixed":
        assert "take-pile" in spoken and "draw" in spoken  # the file's own words stay


def test_a_german_teacher_checking_a_bad_should_position_reads_german(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "should.yaml"
    bad.write_text(_BAD_SHOULD["stock"], encoding="utf-8")
    assert cli_main(["check", "--lang", "de", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "der Ziehstapel hält 5 Karten" in out, out
    assert "schreibe stock:" in out, out
    assert "the stock holds" not in out and "cards" not in out, out


# ----------------------------------------------------------------- a choice that cannot be read

_BAD_CHOICES = {
    "unknown": (_HEAD + "  choices: [go-out, stay]\n",
                "x.yaml: entry s: key 'choices': unknown choice 'stay': choose take-pile, draw, go-out, keep-playing, "
                "freeze or 'discard CARD' (like discard 9c)",
                "x.yaml: Eintrag s: Schlüssel 'choices': unbekannte Möglichkeit 'stay': wähle take-pile, draw, go-out, "
                "keep-playing, freeze oder 'discard KARTE' (etwa discard 9c)"),
    "card": (_HEAD + "  choices: [keep-playing, discard Kx]\n",
             "x.yaml: entry s: key 'choices': choice 'discard Kx': 'Kx' is not a card: write rank then suit, like Ks, "
             "10h, Th, 7d, 2c, JK for a joker, or K♠; ranks 2-10 J Q K A, suits c d h s",
             "x.yaml: Eintrag s: Schlüssel 'choices': Möglichkeit 'discard Kx': 'Kx' ist keine Karte: schreibe erst "
             "den Wert, dann die Farbe, etwa Ks, 10h, Th, 7d, 2c, JK für einen Joker oder K♠; Werte 2-10 J Q K A, "
             "Farben c d h s"),
}


def test_every_kind_of_choice_error_has_its_words_in_every_language() -> None:
    text = (_COACH.parents[1] / "game" / "choices.py").read_text()
    kinds = set(re.findall(r'kind="([a-z-]+)"', text))
    assert kinds == set(_BAD_CHOICES), kinds
    english = words_for("en")
    for lang in LANGUAGES:
        for kind in kinds:
            message = f"error-choice-{kind}"
            assert message in words_for(lang).ids, (lang, kind)
            assert words_for(lang).variables(message) == english.variables(message), (lang, kind)


@pytest.mark.parametrize("kind", sorted(_BAD_CHOICES))
def test_a_choice_that_cannot_be_read_is_said_in_english_as_before_and_in_german(kind: str) -> None:
    text, english, german = _BAD_CHOICES[kind]
    assert str(_position_error(text, "en")) == english
    assert str(_position_error(text, "de")) == german
