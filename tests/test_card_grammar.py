"""Grammar the translators left open (each language's NOTE.md), now in the catalogue
(``locales/<lang>/grammar.ftl``): the joker and a card written by rank alone with the article
or definite form the sentence needs, and suits sharing one compound card name.
"""

from __future__ import annotations

import pytest

from canasta_teach.game.cards import Card, Rank
from canasta_teach.judge.catalogue import speaking
from canasta_teach.judge.wording import say, spoken

JOKER = Card.parse("JK")


@pytest.mark.parametrize(("lang", "message", "facts", "said"), [
    # German: the joker with its article and case (NOTE.md: „der Joker“ / „den Joker“)
    ("de", "act.added", {"card": JOKER, "rank": Rank.KING}, "Du legst den Joker an deine Könige an."),
    ("de", "act.discarded", {"card": JOKER}, "Du legst den Joker ab."),
    ("de", "prompt.card-value", {"card": Card.parse("Q")}, "Was ist die Dame (Q) wert?"),
    ("de", "prompt.card-value", {"card": Card.parse("J")}, "Was ist der Bube (J) wert?"),
    ("de", "act.discarded", {"card": Card.parse("J")}, "Du legst den Buben ab."),
    # Danish and Swedish: a card without a suit in its definite form (NOTE.md: „jokeren“)
    ("da", "act.added", {"card": JOKER, "rank": Rank.KING}, "Du lægger jokeren til dine konger."),
    ("da", "act.discarded", {"card": JOKER}, "Du smider jokeren."),
    ("da", "prompt.card-value", {"card": Card.parse("A")}, "Hvad er esset (A) værd?"),
    ("da", "prompt.card-value", {"card": Card.parse("Q")}, "Hvad er damen (Q) værd?"),
    ("sv", "act.added", {"card": JOKER, "rank": Rank.KING}, "Du lägger jokern till dina kungar."),
    ("sv", "act.discarded", {"card": JOKER}, "Du kastar jokern."),
    ("sv", "prompt.card-value", {"card": Card.parse("Q")}, "Vilket värde har damen (Q)?"),
    ("sv", "prompt.card-value", {"card": Card.parse("A")}, "Vilket värde har esset (A)?"),
    # English and Dutch say the article in the sentence
    ("en", "act.added", {"card": JOKER, "rank": Rank.KING}, "You add the joker to your kings."),
    ("nl", "act.discarded", {"card": JOKER}, "Je gooit de joker weg."),
])
def test_a_card_without_a_suit_takes_the_form_the_sentence_needs(lang: str, message: str, facts: dict,
                                                                   said: str) -> None:
    with speaking(lang):
        assert say(message, **facts) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "Pik- und Karo-Damen und Pik-, Herz- und Kreuz-Könige"),
    ("nl", "De schoppen- en ruitenvrouwen en de schoppen-, harten- en klaverenheren"),
    ("da", "Spar og ruder damer og spar, hjerter og klør konger"),
    ("sv", "Spader och ruter damer och spader, hjärter och klöver kungar"),
    ("en", "The queens of spades and diamonds and the kings of spades, hearts and clubs"),
])
def test_suits_sharing_one_card_name(lang: str, said: str) -> None:
    """German and Dutch hang the compound's hyphen on each suit but the last."""
    with speaking(lang):
        assert spoken("Q♠ Q♦ K♠ K♥ K♣") == said


@pytest.mark.parametrize(("lang", "message", "facts", "said"), [
    ("nl", "app.review-round", {"count": 1},
     "Nog een keer: 1 stap die je fout had of oversloeg, komt terug om opnieuw te proberen."),
    ("nl", "app.review-round", {"count": 3},
     "Nog een keer: 3 stappen die je fout had of oversloeg, komen terug om opnieuw te proberen."),
    ("nl", "dashboard.missed-count", {"missed": 1, "learners": 5}, "1 van 5 leerlingen had het de eerste keer fout"),
    ("nl", "dashboard.missed-count", {"missed": 2, "learners": 5}, "2 van 5 leerlingen hadden het de eerste keer fout"),
    ("en", "app.review-round", {"count": 1}, "Once more: 1 step you missed or skipped comes back, to try again."),
    ("en", "app.review-round", {"count": 2}, "Once more: 2 steps you missed or skipped come back, to try again."),
])
def test_the_verb_agrees_with_its_count(lang: str, message: str, facts: dict, said: str) -> None:
    """Dutch (NOTE.md: verb agreement) and English: one step comes back, two steps come back."""
    from canasta_teach.judge.wording import phrase

    with speaking(lang):
        assert phrase(message, **facts) == said


@pytest.mark.parametrize(("lang", "ruleset", "title", "in_statement"), [
    ("en", None, "The game ends at 5000", "the first side to reach 5000 (three players: 7500)"),
    ("en", "three-player", "The game ends at 7500", "the first side to reach 7500 (three players: 7500)"),
    ("de", "three-player", "Die Partie endet bei 7.500", "die zuerst 7.500 erreicht (zu dritt: 7.500)"),
    ("sv", None, "Spelet slutar vid 5\u00a0000", "når 5\u00a0000 (tre spelare: 7\u00a0500)"),
    ("da", None, "Spillet slutter ved 5.000", "når 5.000 (tre spillere: 7.500)"),
])
def test_the_rule_book_states_the_rulesets_numbers_in_the_languages_digits(lang: str, ruleset: str | None, title: str,
                                                                           in_statement: str) -> None:
    """rules --ruleset X: the numbers a ruleset sets come from it, written the language's way."""
    from canasta_teach.game.rulesets import get_ruleset
    from canasta_teach.judge.wording import rule_statement, rule_title

    chosen = get_ruleset(ruleset) if ruleset else None
    with speaking(lang):
        assert rule_title("game-target", chosen) == title
        assert in_statement in rule_statement("game-target", chosen)


def test_rules_prints_the_numbers_of_the_ruleset_asked(capsys: pytest.CaptureFixture[str]) -> None:
    from canasta_teach.cli.main import main

    assert main(["rules", "--ruleset", "three-player", "--lang", "nl"]) == 0
    out = capsys.readouterr().out
    assert "game-target: Het spel eindigt bij 7.500" in out
    assert main(["rules", "--option", "nonsense"]) == 2
    assert "KEY=VALUE" in capsys.readouterr().err
