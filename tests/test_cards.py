"""The card notation, card values and the card classification (layer 1)."""

from __future__ import annotations

import enum

import pytest

from canasta_teach.errors import CanastaError, NotationError
from canasta_teach.game.cards import (
    JOKER,
    NATURAL_RANKS,
    Card,
    Rank,
    Suit,
    card_key,
    format_cards,
    parse_cards,
)
from canasta_teach.judge.wording import card_name, rank_name

NOT_A_CARD = (
    "is not a card: write rank then suit, like Ks, 10h, Th, 7d, 2c, JK for a joker, or K♠; "
    "ranks 2-10 J Q K A, suits c d h s"
)


# --------------------------------------------------------------------------------------
# Reading


@pytest.mark.parametrize(
    "text, rank, suit",
    [
        ("Ks", Rank.KING, Suit.SPADES),
        ("10h", Rank.TEN, Suit.HEARTS),
        ("Th", Rank.TEN, Suit.HEARTS),
        ("7d", Rank.SEVEN, Suit.DIAMONDS),
        ("2c", Rank.TWO, Suit.CLUBS),
        ("As", Rank.ACE, Suit.SPADES),
        ("4c", Rank.FOUR, Suit.CLUBS),
        ("Jh", Rank.JACK, Suit.HEARTS),
        ("3h", Rank.THREE, Suit.HEARTS),
        ("3c", Rank.THREE, Suit.CLUBS),
        # unicode suits, filled and outlined
        ("K♠", Rank.KING, Suit.SPADES),
        ("10♥", Rank.TEN, Suit.HEARTS),
        ("Q♦", Rank.QUEEN, Suit.DIAMONDS),
        ("3♣", Rank.THREE, Suit.CLUBS),
        ("K♤", Rank.KING, Suit.SPADES),
        ("9♡", Rank.NINE, Suit.HEARTS),
        ("5♢", Rank.FIVE, Suit.DIAMONDS),
        ("8♧", Rank.EIGHT, Suit.CLUBS),
        # lower and mixed case
        ("ks", Rank.KING, Suit.SPADES),
        ("KS", Rank.KING, Suit.SPADES),
        ("th", Rank.TEN, Suit.HEARTS),
        ("aS", Rank.ACE, Suit.SPADES),
        ("3D", Rank.THREE, Suit.DIAMONDS),
        # rank only (suit does not matter)
        ("Q", Rank.QUEEN, None),
        ("q", Rank.QUEEN, None),
        ("10", Rank.TEN, None),
        ("T", Rank.TEN, None),
        ("a", Rank.ACE, None),
        ("2", Rank.TWO, None),
        # surrounding blanks
        ("  Ks ", Rank.KING, Suit.SPADES),
    ],
)
def test_parse_one_card(text: str, rank: Rank, suit: Suit | None) -> None:
    card = Card.parse(text)
    assert card == Card(rank, suit)
    assert card.rank is rank and card.suit is suit


@pytest.mark.parametrize("text", ["JK", "jk", "Jk", "joker", "Joker", "JOKER", "🃏", "★", " JK "])
def test_parse_joker(text: str) -> None:
    card = Card.parse(text)
    assert card == JOKER
    assert card.rank is Rank.JOKER and card.suit is None


def test_ten_has_two_spellings() -> None:
    assert Card.parse("10h") == Card.parse("Th") == Card.parse("th") == Card.parse("10♥")
    assert Card.parse("10") == Card.parse("T")


def test_parse_cards_spaces_and_commas() -> None:
    expected = (Card.parse("Ks"), Card.parse("Kh"), Card.parse("7d"), Card.parse("2c"))
    assert parse_cards("Ks Kh 7d 2c") == expected
    assert parse_cards("Ks, Kh, 7d, 2c") == expected
    assert parse_cards("Ks,Kh,7d,2c") == expected
    assert parse_cards("  Ks   Kh,7d\t2c\n") == expected
    assert parse_cards("K♠ K♥ 7♦ 2♣") == expected
    assert parse_cards(["Ks", "Kh 7d", "2c"]) == expected
    assert parse_cards(("Ks", "Kh", "7d, 2c")) == expected


def test_parse_cards_empty() -> None:
    assert parse_cards("") == ()
    assert parse_cards("   ") == ()
    assert parse_cards(None) == ()
    assert parse_cards([]) == ()


def test_parse_cards_accepts_yaml_numbers() -> None:
    """YAML reads ``[10, 9]`` as integers: they are ranks."""
    assert parse_cards([10, 9, "Ks"]) == (Card(Rank.TEN), Card(Rank.NINE), Card(Rank.KING, Suit.SPADES))


def test_parse_cards_mixed_notation() -> None:
    assert parse_cards("Q Q 2c JK") == (Card(Rank.QUEEN), Card(Rank.QUEEN), Card(Rank.TWO, Suit.CLUBS), JOKER)
    assert parse_cards("Ts 10♠ T") == (Card(Rank.TEN, Suit.SPADES),) * 2 + (Card(Rank.TEN),)


# --------------------------------------------------------------------------------------
# Writing


@pytest.mark.parametrize(
    "text, ascii_form, unicode_form, name",
    [
        ("Ks", "Ks", "K♠", "king of spades"),
        ("Th", "10h", "10♥", "ten of hearts"),
        ("10♥", "10h", "10♥", "ten of hearts"),
        ("7d", "7d", "7♦", "seven of diamonds"),
        ("2c", "2c", "2♣", "two of clubs"),
        ("3s", "3s", "3♠", "three of spades"),
        ("JK", "JK", "Joker", "joker"),
        ("Q", "Q", "Q", "queen"),
        ("T", "10", "10", "ten"),
        ("6", "6", "6", "six"),
    ],
)
def test_write_card(text: str, ascii_form: str, unicode_form: str, name: str) -> None:
    card = Card.parse(text)
    assert str(card) == ascii_form
    assert card.pretty == unicode_form
    assert card_name(card) == name  # the words layer names a card (the catalogue's card-name)
    assert repr(card) == f"Card.parse({ascii_form!r})"


def test_format_cards() -> None:
    cards = parse_cards("Q Q 2c JK Th 3h")
    assert format_cards(cards) == "Q Q 2c JK 10h 3h"
    assert format_cards(cards, unicode=True) == "Q Q 2♣ Joker 10♥ 3♥"
    assert format_cards(()) == ""


def test_plural_labels() -> None:
    assert rank_name(Rank.SIX, plural=True) == "sixes"
    assert rank_name(Rank.KING, plural=True) == "kings"
    assert rank_name(Rank.JOKER) == "joker"


def test_the_game_layer_names_no_card() -> None:
    """A rank, a suit and a card are facts: their names are the catalogue's, said by the
    words layer in the language spoken, never English words kept in the game layer."""
    for thing in (Rank.KING, Suit.SPADES, Card.parse("Ks")):
        for english in ("label", "plural", "name"):
            assert not hasattr(type(thing), english) or english == "name" and isinstance(thing, enum.Enum), (thing, english)


# --------------------------------------------------------------------------------------
# Values


@pytest.mark.parametrize(
    "text, value",
    [
        ("JK", 50),
        ("A", 20), ("As", 20), ("2c", 20), ("2", 20),
        ("K", 10), ("Q", 10), ("J", 10), ("10", 10), ("9", 10), ("8", 10),
        ("7", 5), ("6", 5), ("5", 5), ("4", 5),
        ("3s", 5), ("3c", 5),
    ],
)
def test_card_values(text: str, value: int) -> None:
    """002, 004, 001: joker 50; ace and two 20; K..8 10; 7..4 5; black three 5."""
    assert Card.parse(text).value == value


@pytest.mark.parametrize("text", ["3h", "3d"])
def test_red_three_has_no_card_value(text: str) -> None:
    with pytest.raises(CanastaError) as info:
        _ = Card.parse(text).value
    # The bonus is the ruleset's number, not the card's: the message names no number.
    assert str(info.value) == f"{text}: a red three is a bonus card, it has no card value"


def test_suits_do_not_change_values() -> None:
    for rank in NATURAL_RANKS:
        values = {Card(rank, s).value for s in Suit} | {Card(rank).value}
        assert len(values) == 1, rank


# --------------------------------------------------------------------------------------
# Classification


@pytest.mark.parametrize(
    "text, wild, natural, red_three, black_three, red",
    [
        ("JK", True, False, False, False, False),
        ("2c", True, False, False, False, False),
        ("2h", True, False, False, False, True),
        ("2", True, False, False, False, False),
        ("3h", False, False, True, False, True),
        ("3d", False, False, True, False, True),
        ("3c", False, False, False, True, False),
        ("3s", False, False, False, True, False),
        ("Ks", False, True, False, False, False),
        ("Kh", False, True, False, False, True),
        ("4d", False, True, False, False, True),
        ("A", False, True, False, False, False),
        ("10", False, True, False, False, False),
    ],
)
def test_classification(text: str, wild: bool, natural: bool, red_three: bool, black_three: bool, red: bool) -> None:
    card = Card.parse(text)
    assert card.is_wild is wild
    assert card.is_natural is natural
    assert card.is_red_three is red_three
    assert card.is_black_three is black_three
    assert card.is_three is (red_three or black_three)
    assert card.is_red is red


def test_natural_ranks_are_four_to_ace() -> None:
    assert [r.value for r in NATURAL_RANKS] == ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    for rank in NATURAL_RANKS:
        assert Card(rank).is_natural


def test_card_key_ignores_suits_except_for_threes() -> None:
    assert card_key(Card.parse("Qs")) == card_key(Card.parse("Q")) == card_key(Card.parse("Qh"))
    assert card_key(Card.parse("2c")) == card_key(Card.parse("2d"))
    assert card_key(Card.parse("3h")) != card_key(Card.parse("3d"))
    assert card_key(Card.parse("3s")) != card_key(Card.parse("3c"))


def test_sort_order() -> None:
    cards = parse_cards("3s JK 2c A K 10 4")
    assert format_cards(sorted(cards, key=lambda c: c.sort_key)) == "4 10 K A 2c JK 3s"


def test_cards_are_frozen_and_hashable() -> None:
    card = Card.parse("Ks")
    with pytest.raises(AttributeError):
        card.rank = Rank.QUEEN  # type: ignore[misc]
    assert len({Card.parse("Ks"), Card.parse("K♠"), Card.parse("ks")}) == 1


# --------------------------------------------------------------------------------------
# Bad card text


@pytest.mark.parametrize(
    "text",
    [
        "Zz",      # nonsense
        "1h",      # no rank 1
        "11s",     # no rank 11
        "0h",
        "1",
        "Kx",      # unknown suit
        "K s",     # blank inside a card
        "Kss",     # two suits
        "K♠♠",
        "JKs",     # a joker with a suit letter
        "Jk♠",
        "BK",
        "",
        " ",
        "♠",       # suit only
        "K-s",
    ],
)
def test_not_a_card(text: str) -> None:
    with pytest.raises(NotationError) as info:
        Card.parse(text)
    assert str(info.value) == f"'{text}' {NOT_A_CARD}"


@pytest.mark.parametrize("text", ["3", " 3 "])
def test_three_without_suit(text: str) -> None:
    with pytest.raises(NotationError) as info:
        Card.parse(text)
    assert str(info.value) == f"'{text}': a three must carry its suit (3h 3d are red, 3c 3s black)"


def test_three_without_suit_in_a_list() -> None:
    with pytest.raises(NotationError) as info:
        parse_cards("Q Q 3")
    assert str(info.value) == "'3': a three must carry its suit (3h 3d are red, 3c 3s black)"


def test_bad_card_in_a_list_quotes_only_that_card() -> None:
    with pytest.raises(NotationError) as info:
        parse_cards("Ks Kh, Zz 7d")
    assert str(info.value) == f"'Zz' {NOT_A_CARD}"


@pytest.mark.parametrize("item, shown", [(None, "None"), (1.5, "1.5"), ({"a": 1}, "{'a': 1}")])
def test_list_item_of_the_wrong_type(item: object, shown: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_cards(["Ks", item])  # type: ignore[list-item]
    assert str(info.value) == f"{shown} is not a card"


def test_constructor_checks() -> None:
    with pytest.raises(NotationError) as info:
        Card(Rank.JOKER, Suit.SPADES)
    assert str(info.value) == "a joker has no suit"
    with pytest.raises(NotationError) as info:
        Card(Rank.THREE)
    assert str(info.value) == "a three must carry its suit (3h 3d are red, 3c 3s black)"


def test_notation_error_is_a_canasta_error_and_value_error() -> None:
    with pytest.raises(CanastaError):
        Card.parse("Zz")
    with pytest.raises(ValueError):
        Card.parse("Zz")
