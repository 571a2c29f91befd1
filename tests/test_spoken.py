"""Sentences as a screen reader says them: cards in words, no decoration marks (issue 20)."""

from __future__ import annotations

import re

from canasta_teach.app.spoken_html import said_html
from canasta_teach.app.table_widget import card_view, counts_words, hand_words, pile_words, view_model
from canasta_teach.game.cards import Card, parse_cards
from canasta_teach.game.table import observe
from canasta_teach.judge.wording import CATALOGUE, spoken, spoken_cards, use_catalogue
from canasta_teach.players.practice import PracticeHand

SUITS = re.compile("[\u2660\u2665\u2666\u2663]")


def test_a_card_in_a_sentence_is_said_in_words() -> None:
    assert spoken("You drew 6♥.") == "You drew the six of hearts."
    assert spoken("Your partner discarded A♦.") == "Your partner discarded the ace of diamonds."
    # after "the", no second article
    assert spoken("You discard the 9♣.") == "You discard the nine of clubs."


def test_a_meld_is_said_with_its_wild_cards_counted() -> None:
    assert spoken("Left melded K♠ K♦ Joker 2♠ 2♦.") == "Left melded the king of spades, the king of diamonds, a joker and two twos."
    assert spoken_cards(parse_cards("Qh JK")) == "the queen of hearts and a joker"


def test_marks_that_only_decorate_are_left_out() -> None:
    assert spoken("✔ Right: Yes.") == "Right: Yes."
    assert spoken("✘ Not quite.") == "Not quite."
    assert not SUITS.search(spoken("cards left in hand (Joker A♦ J♦)"))
    assert spoken("cards left in hand (Joker A♦ J♦)").startswith("cards left")  # no capital made up


def test_another_language_words_the_cards() -> None:
    with use_catalogue({"rank.6": "sechs|sechsen", "suit.h": "Herz", "card.name": "{rank} {suit}", "spoken.card": "die {name}",
                        "spoken.the": "die"}):
        assert spoken("Du ziehst 6♥.") == "Du ziehst die sechs Herz."


def test_the_page_shows_marks_and_says_words() -> None:
    html = said_html("You drew 6♥.")
    assert 'aria-hidden="true">You drew 6♥.</span>' in html and "the six of hearts" in html
    assert said_html("No cards here.") == "No cards here."


def test_the_pile_says_its_top_card_and_the_card_crosswise() -> None:
    pile = parse_cards("4c 2s 9d 8d")
    two = Card.parse("2s")
    said = pile_words(pile, two, show_frozen=True)
    assert said == "Discard pile, 4 cards. Top card: eight of diamonds. Under it, crosswise: two of spades. The pile is frozen."
    # before the answer of a step about freezing: the card lies there, "frozen" is not said
    assert CATALOGUE["act.say.pile-frozen"] not in pile_words(pile, two, show_frozen=False)
    assert pile_words((), None, show_frozen=True) == CATALOGUE["act.say.pile-empty"]


def test_the_state_keys_sentences_come_from_the_table() -> None:
    hand = PracticeHand.new(players=2, seed=7, level="sensible").bots_play_until_learner()
    obs = observe(hand.state, hand.learner)
    model = view_model(obs)
    assert model["pile"]["name"].startswith("Discard pile")
    assert model["stock_name"].startswith("Stock")
    counts = counts_words(obs)
    assert counts.startswith("Stock:") and "you" in counts and "your opponent" in counts
    said = hand_words(obs.hand)
    assert said.startswith("Your hand") and not SUITS.search(said)
    assert card_view(Card.parse("2h"))["name"] == "Two of hearts, wild"
