"""The HTML cards and table (canasta_teach.app.render): text alternatives, colours, highlight,
the frozen pile, escaping, and a fragment that is well formed and free of JavaScript."""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import replace
from html.parser import HTMLParser

import pytest

from canasta_teach.app.render import CSS, card_html, cards_html, meld_html, stylesheet, table_html
from canasta_teach.content.authoring import parse_positions
from canasta_teach.content.reveal import after_answer, before_answer
from canasta_teach.game.cards import Card, parse_cards
from canasta_teach.game.melds import Meld
from canasta_teach.judge.question_types import CanastaKindQuestion
from canasta_teach.judge.wording import card_name

TABLE_YAML = """
- id: t
  title: "<script>alert('x')</script> & friends"
  hand: Ks Kh 7d 2c JK Q Q
  our_melds: [Qs Qh Qd 2c, 10s 10h 10d 10c 10s 10h 10d]
  their_melds: [As Ah Ad]
  our_red_threes: 1
  their_red_threes: 2
  pile: 4c 2s 9d Kd
  stock: 40
  score: [1600, 800]
  ask: take-pile
"""

VOID = {"br", "hr", "img", "input", "meta", "link", "wbr"}


class _Cards(HTMLParser):
    """Collects every ct-card element and checks that tags nest and close properly."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.cards: list[dict[str, str]] = []
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.attr_names: set[str] = set()
        self.tags: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        a = {k: v or "" for k, v in attrs}
        self.attr_names.update(a)
        if "ct-card" in a.get("class", "").split():
            self.cards.append(a)
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"unexpected </{tag}> with open {self.stack[-3:]}")
            return
        self.stack.pop()


def parse(html: str) -> _Cards:
    p = _Cards()
    p.feed(html)
    p.close()
    return p


def faces(html: str) -> list[dict[str, str]]:
    """The card faces (not the card backs of the stock)."""
    return [c for c in parse(html).cards if "ct-back" not in c["class"].split()]


def classes(attrs: dict[str, str]) -> set[str]:
    return set(attrs["class"].split())


@pytest.fixture(scope="module")
def position():
    return parse_positions(TABLE_YAML)[0]


def one_position(**changes: str) -> object:
    lines = {
        "id": "p",
        "hand": "Ks Kh 7d",
        "pile": "4c 9d Kd",
        "ask": "take-pile",
    }
    lines.update(changes)
    text = "- " + "\n  ".join(f"{k}: {v}" for k, v in lines.items()) + "\n"
    return parse_positions(text)[0]


# ------------------------------------------------------------------------------- cards


ALL_KINDS = parse_cards("Ks Kh Kd Kc 10h 2c 2d JK Q 3h 3s 4")


def test_every_card_has_its_name_as_text_alternative() -> None:
    html = cards_html(ALL_KINDS)
    found = faces(html)
    assert len(found) == len(ALL_KINDS)
    for attrs, card in zip(found, ALL_KINDS):
        assert attrs["role"] == "img"
        assert attrs["aria-label"] == card_name(card)
        assert attrs["title"] == card_name(card)
    labels = [a["aria-label"] for a in found]
    assert labels[:3] == ["king of spades", "king of hearts", "king of diamonds"]
    assert "joker" in labels and "queen" in labels


def test_red_suits_black_suits_jokers_and_rank_only_cards() -> None:
    by_name = {a["aria-label"]: classes(a) for a in faces(cards_html(ALL_KINDS))}
    for red in ("king of hearts", "king of diamonds", "ten of hearts", "three of hearts"):
        assert "ct-red" in by_name[red] and "ct-black" not in by_name[red]
    for black in ("king of spades", "king of clubs", "three of spades"):
        assert "ct-black" in by_name[black] and "ct-red" not in by_name[black]
    assert "ct-joker" in by_name["joker"] and "ct-red" not in by_name["joker"]
    assert "ct-nosuit" in by_name["queen"]
    assert {"ct-red", "ct-black", "ct-joker"}.isdisjoint(by_name["queen"])
    assert "ct-two" in by_name["two of clubs"] and "ct-wild" in by_name["two of clubs"]
    assert "ct-suit-d" in by_name["king of diamonds"] and "ct-suit-c" in by_name["king of clubs"]


def test_rank_only_card_draws_the_rank_without_a_pip() -> None:
    html = card_html(Card.parse("Q"))
    assert 'aria-label="queen"' in html
    assert not any(sym in html for sym in "♠♥♦♣")
    assert ">Q<" in html


def test_joker_and_wild_two_are_drawn_distinctly() -> None:
    joker = card_html(Card.parse("JK"))
    assert "JOKER" in joker and "★" in joker
    two = card_html(Card.parse("2c"))
    assert "ct-wild-tag" in two and "wild" in two
    assert "ct-wild-tag" not in card_html(Card.parse("Kc"))


def test_card_options() -> None:
    card = Card.parse("Ks")
    assert "ct-small" in classes(faces(card_html(card, small=True))[0])
    assert "ct-crosswise" in classes(faces(card_html(card, crosswise=True))[0])
    lit = faces(card_html(card, highlight=True))[0]
    assert "ct-highlight" in classes(lit)
    assert lit["aria-label"] == "king of spades, highlighted"
    plain = faces(card_html(card))[0]
    assert "ct-highlight" not in classes(plain) and "ct-crosswise" not in classes(plain)


def test_highlight_marks_exactly_the_equal_cards() -> None:
    cards = parse_cards("Ks Kh K Ks 7d")
    found = faces(cards_html(cards, highlight=parse_cards("Ks 7d"), fanned=True))
    lit = ["ct-highlight" in classes(a) for a in found]
    assert lit == [True, False, False, True, True]
    assert [a["aria-label"].endswith(", highlighted") for a in found] == lit


def test_fanned_row() -> None:
    html = cards_html(parse_cards("4s 5h 6d"), fanned=True)
    assert "ct-fan" in html and "rotate(" in html
    assert "ct-fan" not in cards_html(parse_cards("4s 5h 6d"))


# ------------------------------------------------------------------------------- melds


def test_meld_caption_and_stack() -> None:
    html = meld_html(Meld(parse_cards("Ks Kh Kd")))
    assert "3 kings" in html and "ct-meld" in html
    assert len(faces(html)) == 3 and all("ct-small" in classes(a) for a in faces(html))
    assert "3 queens + 1 wild" in meld_html(Meld(parse_cards("Qs Qh Qd 2c")))


def test_natural_canasta_red_marker_on_top() -> None:
    meld = Meld(parse_cards("10s 10c 10h 10s 10c 10d 10s"))
    html = meld_html(meld)
    assert "natural canasta" in html and "ct-badge-natural" in html
    assert "canasta of tens, 7 cards" in html
    found = faces(html)
    assert len(found) == 7
    assert "ct-red" in classes(found[-1])  # the top card of the squared pile


def test_mixed_canasta_black_marker_on_top() -> None:
    meld = Meld(parse_cards("Kh Kd Kh Kd Kc 2h JK"))
    html = meld_html(meld, highlight=[Card.parse("JK")])
    assert "mixed canasta" in html and "ct-badge-mixed" in html
    assert "canasta of kings, 7 cards, 2 wild" in html
    found = faces(html)
    assert "ct-black" in classes(found[-1]) and found[-1]["aria-label"] == "king of clubs"
    lit = [a["aria-label"] for a in found if "ct-highlight" in classes(a)]
    assert lit == ["joker, highlighted"]


# ------------------------------------------------------------------------------- table


def test_table_renders_the_position(position) -> None:
    html = table_html(position)
    found = faces(html)
    shown = (
        len(position.hand)
        + sum(len(m.cards) for m in position.our_melds + position.their_melds)
        + position.our_red_threes
        + position.their_red_threes
        + 2  # the top card and the wild card lying crosswise under it
    )
    assert len(found) == shown
    assert all(a.get("aria-label") for a in found)
    assert "stock: 40 cards" in html and "pile: 4 cards" in html
    assert "Them" in html and "Us" in html and "Your hand" in html
    assert "Us 1600 · Them 800 · first meld minimum for us: 90 (already met: your side has melded)" in html
    assert "rules: classic" in html
    assert "2 red threes" in html and "1 red three" in html
    assert "canasta of tens, 7 cards" in html and "3 aces" in html
    assert "natural canasta" in html


def test_red_threes_alternate_hearts_and_diamonds(position) -> None:
    html = table_html(position, include_style=False)
    them = html.split('aria-label="Them"')[1].split('aria-label="Us"')[0]
    labels = [a["aria-label"] for a in faces(them) if "three" in a["aria-label"]]
    assert labels == ["three of hearts", "three of diamonds"]


def test_table_is_well_formed_and_has_no_javascript(position) -> None:
    html = table_html(position, highlight=parse_cards("Ks Kd"), four_colour=True)
    p = parse(html)
    assert p.errors == [] and p.stack == []
    assert "script" not in p.tags
    assert not any(name.startswith("on") for name in p.attr_names)
    assert "javascript:" not in html.lower()
    assert html.count("<style>") == 1 and html.startswith("<style>")


def test_table_without_style(position) -> None:
    html = table_html(position, include_style=False)
    assert "<style>" not in html and "ct-table" in html


def test_four_colour_class_only_when_asked(position) -> None:
    assert re.search(r'class="ct-table ct-four-colour"', table_html(position, four_colour=True))
    assert 'class="ct-table ct-four-colour"' not in table_html(position)
    assert "ct-four-colour" in CSS


def test_table_highlight_wherever_the_card_appears(position) -> None:
    king = Card.parse("Kd")
    html = table_html(position, highlight=[king, Card.parse("Ks")])
    lit = [a["aria-label"] for a in faces(html) if "ct-highlight" in classes(a)]
    # Ks in the hand, Kd on top of the pile; no Kd/Ks among the melds
    assert sorted(lit) == ["king of diamonds, highlighted", "king of spades, highlighted"]
    html = table_html(position, highlight=[Card.parse("10h")])
    lit = [a["aria-label"] for a in faces(html) if "ct-highlight" in classes(a)]
    assert lit == ["ten of hearts, highlighted"] * 2  # both tens of hearts of the canasta


def answered(p) -> str:
    """The table as drawn once the question is answered (every mark shown)."""
    return table_html(p, reveal=after_answer(p), include_style=False)


def test_frozen_caption_only_when_pile_holds_wild_or_red_three(position) -> None:
    wild = "frozen: a wild card lies crosswise in the pile"
    three = "frozen: a red three lies crosswise in the pile"
    html = answered(position)
    assert wild in html
    crosswise = [a for a in faces(html) if "ct-crosswise" in classes(a)]
    assert [a["aria-label"] for a in crosswise] == ["two of spades"]

    plain = answered(one_position())
    assert "frozen" not in plain
    assert not [a for a in faces(plain) if "ct-crosswise" in classes(a)]

    red = answered(one_position(pile="3h 8c 7s"))
    assert three in red and wild not in red

    on_top = answered(one_position(pile="8c 7s JK"))
    assert wild in on_top
    crosswise = [a for a in faces(on_top) if "ct-crosswise" in classes(a)]
    assert [a["aria-label"] for a in crosswise] == ["joker"]


def test_empty_areas_say_so_in_words() -> None:
    p = one_position(pile="", hand="", stock="0")
    html = table_html(p)
    assert html.count("no melds yet") == 2
    assert "no red threes" in html
    assert "pile: empty" in html and "stock: empty" in html
    assert "no cards in hand" in html
    assert "your side still needs 50 for its first meld" in html


def test_unknown_stock_and_hidden_hand() -> None:
    p = one_position()
    html = table_html(p, show_hand=False)
    assert "stock: unknown" in html
    assert "Your hand" not in html
    assert not [a for a in faces(html) if a["aria-label"] == "seven of diamonds"]


def test_melds_sorted_by_rank_order() -> None:
    p = one_position(their_melds="[As Ah Ad, 5s 5h 5d, Js Jh Jd]")
    html = table_html(p)
    order = [m for m in re.findall(r"\d (fives|jacks|aces)", html)]
    assert order == ["fives", "jacks", "aces"]


def test_text_is_escaped(position) -> None:
    html = table_html(position)
    assert "<script" not in html  # the title is not rendered, and never raw
    evil = replace(position, ruleset=replace(position.ruleset, name="<b>house</b> & co"))
    html = table_html(evil)
    assert "<b>house</b>" not in html
    assert "rules: &lt;b&gt;house&lt;/b&gt; &amp; co" in html


def test_stylesheet_classes_are_prefixed() -> None:
    assert CSS == stylesheet() and ".ct-card" in CSS
    without_comments = re.sub(r"/\*.*?\*/", "", CSS, flags=re.S)
    selectors = re.findall(r"\.([A-Za-z_][\w-]*)", re.sub(r"\{[^}]*\}", "{}", without_comments))
    assert selectors and all(s.startswith("ct-") for s in selectors), selectors


def test_importable_without_jupyter() -> None:
    code = (
        "import sys, canasta_teach.app.render as r; "
        "assert r.table_html; "
        "bad = [m for m in ('IPython', 'ipywidgets') if m in sys.modules]; "
        "assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# ------------------------------------------------------------------------------- before the answer


def test_a_pile_question_shows_the_crosswise_card_but_not_the_word_frozen(position) -> None:
    for ask in ("take-pile", "pile-frozen", "must-take"):
        p = one_position(pile="8c 2s 7s", ask=ask, stock="0" if ask == "must-take" else "40")
        html = table_html(p, include_style=False)
        assert "frozen" not in html.lower()
        crosswise = [a["aria-label"] for a in faces(html) if "ct-crosswise" in classes(a)]
        assert crosswise == ["two of spades"]  # the card itself is a fact of the table
        assert "frozen: a wild card" in table_html(p, reveal=after_answer(p))


def test_a_minimum_question_shows_the_score_but_not_the_minimum() -> None:
    p = one_position(ask="min-meld", score="[1600, 800]")
    html = table_html(p, include_style=False)
    assert "Us 1600 · Them 800 · your side has not melded yet" in html
    assert "minimum" not in html and not re.search(r"\b90\b", html)
    assert "first meld minimum for us: 90" in table_html(p, reveal=after_answer(p))


def test_a_canasta_kind_question_draws_no_kind(position) -> None:
    p = replace(position, question=CanastaKindQuestion(tuple(parse_cards("Ks Kh Kd Kc Ks Kh Kd"))))
    html = table_html(p, include_style=False)
    assert "natural" not in html and "mixed" not in html and "canasta" not in html
    assert "7 tens" in html  # the canasta of tens, drawn as a plain meld with its count
    assert "natural canasta" in table_html(p, reveal=after_answer(p))


def test_highlights_never_before_the_answer(position) -> None:
    html = table_html(position, highlight=parse_cards("Ks"), reveal=before_answer(position), include_style=False)
    assert "ct-highlight" not in html and "highlighted" not in html


def test_a_score_question_spreads_every_canasta_card() -> None:
    p = parse_positions("""
- id: s
  our_melds: [Ks Kh Kd Kc 2c JK Ks]
  their_melds: [5s 5h 5d]
  ask: score
  went_out: us
  our_hands: ""
  their_hands: 4c 9d
""")[0]
    html = table_html(p, include_style=False)
    assert "ct-spread" in html and ".ct-canasta.ct-spread" in CSS
    labels = [a["aria-label"] for a in faces(html)]
    assert labels.count("joker") == 1 and labels.count("two of clubs") == 1
    assert "canasta of kings, 7 cards, 2 wild" in html
    assert "Us 0" not in html  # no running score to mistake for the hand's
