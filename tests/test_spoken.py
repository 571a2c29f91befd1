"""Sentences as a screen reader says them: cards in words, no decoration marks (issue 20)."""

from __future__ import annotations

import re

from canasta_teach.app.assets import said_html
from canasta_teach.app.table_widget import card_view, counts_words, hand_words, pile_words, view_model
from canasta_teach.game.cards import Card, Rank, parse_cards
from canasta_teach.game.table import observe
from canasta_teach.judge.catalogue import speaking, words_for
from canasta_teach.judge.wording import phrase, say, spoken, spoken_cards
from canasta_teach.players.practice import PracticeHand

SUITS = re.compile("[\u2660\u2665\u2666\u2663]")


def test_a_card_in_a_sentence_is_said_in_words() -> None:
    assert spoken("You drew 6♥.") == "You drew the six of hearts."
    assert spoken("Your partner discarded A♦.") == "Your partner discarded the ace of diamonds."
    # after "the", no second article
    assert spoken("You discard the 9♣.") == "You discard the nine of clubs."


def test_a_meld_is_said_with_its_wild_cards_counted() -> None:
    assert spoken("Left melded K♠ K♦ Joker 2♠ 2♦.") == "Left melded the kings of spades and diamonds, a joker and two twos."
    assert spoken_cards(parse_cards("Qh JK")) == "the queen of hearts and a joker"


def test_equal_cards_are_counted_and_a_rank_is_said_once() -> None:
    """A listener hears "two kings of hearts", not "the king of hearts and the king of
    hearts" (two packs); a rank's cards of several suits together."""
    assert spoken_cards(parse_cards("Kh Kh")) == "two kings of hearts"
    assert spoken_cards(parse_cards("Ad Jd Jd 4c")) == "the ace of diamonds, two jacks of diamonds and the four of clubs"
    assert spoken_cards(parse_cards("Ks Kh Kc")) == "the kings of spades, hearts and clubs"
    assert spoken_cards(parse_cards("Kh Kh Ks")) == "two kings of hearts and the king of spades"


def test_a_bot_move_reads_naturally() -> None:
    """The sentence of issue 20's walk-through: the top card in commas, equal cards counted."""
    hand = say("log.take", who=phrase("who.opponent"), n=2, top=Card.parse("Kd"), cards=parse_cards("Kh Kh"))
    assert spoken(hand) == ("Your opponent took the pile of two cards and melded its top card, the king of diamonds, "
                            "with two kings of hearts.")


def test_groups_of_cards_are_kept_apart() -> None:
    """Two melds named one after the other: a pause between the groups, so the listener
    hears where the kings end and the queens begin."""
    assert spoken("Lay K♥ K♠ K♣ and Q♥ Q♠ Q♣ now.") == (
        "Lay the kings of hearts, spades and clubs, and the queens of hearts, spades and clubs now.")
    assert spoken("with K♥ K♠ or 2♠ K♠ from") == "with the kings of hearts and spades, or a two and the king of spades from"
    assert spoken("K♥ and Q♥ would") == "The king of hearts and the queen of hearts would"


def test_a_card_named_and_shown_is_said_once() -> None:
    assert spoken("What is the king of diamonds (K♦) worth?") == "What is the king of diamonds worth?"
    assert spoken("A red three (3♥) is a bonus card.") == "A red three (the three of hearts) is a bonus card."


def test_every_sentence_with_cards_is_said_without_symbols_or_repeats() -> None:
    """Every sentence of the catalogue that names cards, filled with cards that repeat:
    said with no suit symbol, no decoration mark and no card named twice in a row."""
    from canasta_teach.game.operations import Discard, TakePile

    cards = parse_cards("Kh Kh 2s JK")
    facts: dict[str, object] = {"card": Card.parse("Kd"), "top": Card.parse("Kd"), "cards": cards, "hand": parse_cards("Ad Jd Jd 4c"),
                                "pairs": (parse_cards("Kh Ks"), parse_cards("2s Ks")), "melds": (parse_cards("Kh Ks Kc"), parse_cards("Qh Qs Qc")),
                                "groups": (parse_cards("7h 7s"), parse_cards("Qh")), "step": Discard(Card.parse("9c")),
                                "play": TakePile(parse_cards("Kh Ks")), "who": phrase("who.opponent")}
    checked = 0
    english = words_for("en")
    sources = english.sources()
    for key in sorted(english.ids):
        fields = english.variables(key)
        if not set(fields) & {"card", "cards", "top", "hand", "pairs", "melds", "groups", "step", "play"}:
            continue
        # a fact said as a rank (RANK($top, form: "a")) is a rank
        filled = {f: (Rank.KING if f"RANK(${f}" in sources[key] and f in ("top", "wild") else facts.get(f, 2)) for f in fields}
        filled.update({f: Rank.KING for f in ("rank", "ranks", "completed", "wild") if f in fields})
        said = spoken(say(key, **filled))
        assert not SUITS.search(said) and "\u2714" not in said and "\u2718" not in said, (key, said)
        assert not re.search(r"\b(the (\w+ of \w+)), the \2\b", said), (key, said)
        assert not re.search(r"\b(\w+ of \w+) \(the \1\)", said), (key, said)
        checked += 1
    assert checked > 60


def test_marks_that_only_decorate_are_left_out() -> None:
    assert spoken("✔ Right: Yes.") == "Right: Yes."
    assert spoken("✘ Not quite.") == "Not quite."
    assert not SUITS.search(spoken("cards left in hand (Joker A♦ J♦)"))
    assert spoken("cards left in hand (Joker A♦ J♦)").startswith("cards left")  # no capital made up


def test_another_language_words_the_cards() -> None:
    german = words_for("en").derived("de-x-test", """
rank-6 =
    { $n ->
        [one] sechs
       *[other] sechsen
    }
suit-h = Herz
card-name = { $rank } { $suit }
spoken-card = die { $name }
spoken-the = die
""")
    with speaking(german):
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
    assert phrase("act.say.pile-frozen") not in pile_words(pile, two, show_frozen=False)
    assert pile_words((), None, show_frozen=True) == phrase("act.say.pile-empty")


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
