"""The translated catalogues (da, sv, de, nl) say the same facts as English, and the grammar
the old placeholders could not give reads right (the translators' catalogue-grammar.md).

The facts check: for every shipped position, each sentence of the ruling's explanation in a
language names the same cards (their shorthand, K♠) and the same numbers written in digits as
the English sentence (a thousands separator aside; numbers English says in words, "two
natural cards", are words in the translation too and not compared): a translation that
dropped or changed a fact, or a literal number where English has a fact, shows here.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache

import pytest

from canasta_teach.content.authoring import load_positions
from canasta_teach.content.check import shipped_position_files
from canasta_teach.game.cards import Card, Rank
from canasta_teach.judge.catalogue import complete_languages, speaking
from canasta_teach.judge.wording import explain, rule_statement, say
from canasta_teach.players.ruling import rule

TRANSLATIONS = ("da", "sv", "de", "nl")
_CARD = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")
_NUMBER = re.compile(r"(?<![\w♠♥♦♣])[+-]?\d{1,3}(?:[.\u00a0 ]\d{3})+(?!\d)|(?<![\w♠♥♦♣])[+-]?\d+(?![\d♠♥♦♣])")


def facts(sentence: str) -> tuple[Counter[str], Counter[int]]:
    """The cards (shorthand) and the numbers written in digits of a sentence."""
    cards = Counter(_CARD.findall(sentence))
    rest = _CARD.sub(" ", sentence)
    numbers = Counter(int(re.sub(r"[.\u00a0 ]", "", n)) for n in _NUMBER.findall(rest))
    return cards, numbers


@cache
def shipped() -> tuple:
    return tuple((p, rule(p)) for path in shipped_position_files() for p in load_positions(path))


def test_every_translation_is_offered() -> None:
    assert set(TRANSLATIONS) <= set(complete_languages())


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_a_ruling_says_the_same_facts_in_every_language(lang: str) -> None:
    checked = 0
    for position, ruling in shipped():
        english = explain(ruling).sentences
        with speaking(lang):
            theirs = explain(ruling).sentences
        assert len(theirs) == len(english), (lang, position.id)
        for ours, said in zip(english, theirs):
            assert facts(said)[0] == facts(ours)[0], (lang, position.id, ours, said)
            assert facts(said)[1] == facts(ours)[1], (lang, position.id, ours, said)
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_the_rule_book_states_englishs_numbers(lang: str) -> None:
    """The rule statements carry the classic numbers English states (written out at import:
    no placeholder left, none changed)."""
    from canasta_teach.game.rulebook import RULE_BOOK

    for rule_id in RULE_BOOK:
        english = rule_statement(rule_id)
        with speaking(lang):
            theirs = rule_statement(rule_id)
        assert "{" not in theirs, (lang, rule_id, theirs)
        assert set(facts(theirs)[1]) <= set(facts(english)[1]) | set(range(11)), (lang, rule_id, english, theirs)


@pytest.mark.parametrize(("message", "facts_", "said"), [
    ("prompt.card-value", {"card": Card.parse("Ks")}, "Was ist der Pik-König (K♠) wert?"),
    ("prompt.card-value", {"card": Card.parse("Ah")}, "Was ist das Herz-Ass (A♥) wert?"),
    ("prompt.card-value", {"card": Card.parse("Qd")}, "Was ist die Karo-Dame (Q♦) wert?"),
    ("prompt.add", {"card": Card.parse("Js"), "rank": Rank.JACK}, "Darfst du den Pik-Buben (J♠) an deine Buben anlegen?"),
    ("meld.too-many-wild", {"max": 1, "wilds": 2}, "Eine Figur darf höchstens einen Platzhalter enthalten; diese hat zwei."),
    ("meld.two-natural", {"naturals": 0, "min": 2},
     "Eine Figur braucht mindestens zwei natürliche Karten; diese hat keine natürlichen Karten."),
])
def test_german_articles_cases_and_ein_einen(message: str, facts_: dict, said: str) -> None:
    with speaking("de"):
        assert say(message, **facts_) == said


@pytest.mark.parametrize(("lang", "message", "facts_", "said"), [
    ("da", "meld.two-natural", {"naturals": 1, "min": 2}, "En melding skal have mindst to naturlige kort; denne har ét naturligt kort."),
    ("da", "meld.too-many-wild", {"max": 1, "wilds": 2}, "En melding må højst have ét jokerkort; denne har to."),
    ("sv", "meld.two-natural", {"naturals": 1, "min": 2}, "Ett bygge behöver minst två naturliga kort; det här har ett naturligt kort."),
])
def test_the_number_one_takes_its_nouns_gender(lang: str, message: str, facts_: dict, said: str) -> None:
    with speaking(lang):
        assert say(message, **facts_) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "Pik-König, zwei Herz-Könige, ein Joker und eine Zwei"),
    ("da", "Spar konge, to hjerter konger, en joker og en toer"),
    ("sv", "Spader kung, två hjärter kungar, en joker och en tvåa"),
    ("nl", "De schoppenheer, twee hartenheren, een joker en een twee"),
])
def test_a_screen_reader_hears_counted_cards_in_every_language(lang: str, said: str) -> None:
    """The counted cards' names go through each language's card name with its grammar facts
    (German's card name selects on the article: a call without it was an error)."""
    from canasta_teach.judge.wording import spoken

    with speaking(lang):
        assert spoken("K♠ K♥ K♥ Joker 2♠") == said
