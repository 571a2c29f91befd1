"""Plain words for every play (issue 19, item 2): a learner never reads the play notation.

The notation (``take Ks Kh; discard 9c``) is for authors, the position files and the command
line; everything a learner reads says a turn in words with card symbols, one style
everywhere ("take the pile with K♠ K♥, then discard the 9♣"), and names no raw option
("(option red-threes: canasta)"). The detector below is checked against the old defects
first, then run over every learner-facing sentence: the questions, the answers' buttons,
the judge's explanations of the shipped and generated positions, the coach's verdicts, the
referee's refusals, the hints and the log of a practice hand, and every catalogue entry.
"""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from canasta_teach.content.authoring import load_positions
from canasta_teach.content.check import shipped_position_files
from canasta_teach.content.generate import GENERATORS, generate
from canasta_teach.content.lessons import prompt_for
from canasta_teach.game.notation import parse_operation, parse_play
from canasta_teach.game.referee import Refusal
from canasta_teach.game.rulebook import RULE_BOOK
from canasta_teach.judge import Position, Ruling, judge
from canasta_teach.judge.catalogue import words_for
from canasta_teach.judge.wording import explain, refusal_text, say, step_text, turn_text
from canasta_teach.players.practice import PracticeHand
from canasta_teach.players.ruling import rule

#: A card in the notation: rank then a lower-case suit letter (``Ks``, ``9c``, ``10h``), or
#: ``JK``. Alone it would also match English ("As you drew"), so it counts only after a
#: step's verb or next to another such card.
_CODE = r"(?:10|[2-9TJQKA])[cdhs]\b|\bJK\b"
NOTATION = re.compile(
    rf"\b(?:take|meld|add|discard|draw|red)\b(?:\s+(?:10|[2-9JQKA]|JK):)?\s+(?:{_CODE})"  # "discard 9c", "add 9: 9c"
    rf"|\b(?:{_CODE})\s+(?:{_CODE})"  # "Ks Kh"
    r"|\b(?:draw|take|end|go out)\s*;\s*(?:draw|take|meld|add|discard|go out|end|red|ask|answer)\b"  # "draw; discard"
    r"|\boption [a-z-]+:"  # "(option red-threes: canasta)"
    r"|\bThe step \w+"  # "The step draw is not allowed"
)


def notation_in(text: str) -> list[str]:
    return [m.group(0) for m in NOTATION.finditer(text)]


def test_the_detector_finds_the_old_defects_and_passes_plain_words() -> None:
    for old in ("Is this turn allowed here: take Ks Kh; discard 9c?",
                "Take the pile and go out in the same turn: take Ks Kh; add 9: 9c; discard 5c.",
                "The step discard 9c is not allowed.", "The step draw is not allowed.",
                "Every step of draw 3h; red 3h; discard 9c is allowed here.",
                "Every step of draw Qd; meld Qs Qh Qd; end is allowed here.",
                "Two red threes count minus (option red-threes: canasta): -200.",
                "Take Ks Kh: lays down 30 points.", "refused: take Js 2h", "It is your turn: draw; discard JK."):
        assert notation_in(old), old
    for plain in ("Is this turn allowed here: take the pile with K♠ K♥, then discard the 9♣?",
                  "As you drew from the stock, no minimum applies.", "A joker is worth 50.",
                  "Take the pile, then meld K♦ K♠ K♥, then discard the 7♦.", "Us 1340, Them 85"):
        assert not notation_in(plain), plain


def test_a_step_and_a_turn_in_words() -> None:
    assert step_text(parse_operation("take Ks Kh")) == "take the pile with K♠ K♥"
    assert step_text(parse_operation("take")) == "take the pile, adding its top card to your meld"
    assert step_text(parse_operation("discard JK")) == "discard the Joker"
    assert step_text(parse_operation("draw")) == "draw from the stock"
    assert turn_text(parse_play("take Ks Kh; add 9: 9c; discard 5c")) == (
        "take the pile with K♠ K♥, then add the 9♣ to your nines, then discard the 5♣")
    assert turn_text(parse_play("draw Qd; meld Qs Qh Qd; end")) == (
        "draw the Q♦, then meld Q♠ Q♥ Q♦, then end the turn without discarding")
    # A turn is a fact like any other: a sentence of the catalogue says it in words.
    assert say("prompt.play", play=tuple(parse_play("discard 9c"))) == (
        "It is your turn. Is this turn allowed here: discard the 9♣?")


@cache
def shipped() -> tuple[tuple[Position, Ruling], ...]:
    return tuple((p, rule(p)) for path in shipped_position_files() for p in load_positions(path))


@cache
def generated() -> tuple[tuple[Position, Ruling], ...]:
    """Ten seeds of every generator of quiz positions."""
    out = []
    for name in GENERATORS:
        for seed in range(10):
            p = generate(name, random.Random(seed))
            out.append((p, judge(p)))
    return tuple(out)


def learner_texts(p: Position, ruling: Ruling) -> list[str]:
    """Everything a learner reads of one position: the title, the question (an act step's
    and its yes/no form), the buttons, and the explanation with its tables."""
    prompt = prompt_for(p)
    exp = explain(ruling)
    texts = [prompt.heading, prompt.text, prompt.choice_text, *(c.label for c in prompt.choices), *prompt.labels,
             *exp.sentences]
    for table in exp.tables:
        texts.extend([table.title, *(label for label, _ in table.lines)])
    return [t for t in texts if t]


@pytest.mark.parametrize("source", ["shipped", "generated"])
def test_no_learner_facing_sentence_of_a_position_holds_notation(source: str) -> None:
    items = shipped() if source == "shipped" else generated()
    assert len(items) >= (100 if source == "shipped" else 50)
    found = {p.id: hits for p, r in items for t in learner_texts(p, r) if (hits := notation_in(t))}
    assert not found, found


def test_the_play_positions_say_their_turn_in_words() -> None:
    plays = [(p, r) for p, r in shipped() if p.ask.value == "play"]
    assert len(plays) >= 10
    for p, r in plays:
        text = prompt_for(p).text
        assert ", then " in text or "the " in text, text
        assert turn_text(parse_play(p.question.play)) in text
        exp = explain(r)
        # The deciding sentences give the reason, not only "allowed" / "not allowed".
        assert exp.deciding and not all(s.startswith(("Every step", "You may not")) for s in exp.deciding), (p.id, exp.deciding)


def test_no_sentence_of_the_catalogue_is_written_in_notation() -> None:
    """The catalogue's own sentences. Left out: the rule book's entries (seeded from the game
    layer's rule book with its options for authors) and the errors a teacher reads about a
    position file (``error-*``): those are about the authoring format, which is written in the
    notation, so they quote it (\"write the cards as Ks Kh\")."""
    own = {
        key: text
        for key, text in words_for("en").sources().items()
        if not key.startswith(("rule-", "source-", "error-"))
    }
    assert len(own) > 500
    found = {key: notation_in(text) for key, text in own.items() if notation_in(text)}
    assert not found, found


def test_no_refusal_holds_notation() -> None:
    """Every rule's refusal, with and without its numbers, said by the wording module."""
    numbers = (("minimum", 50), ("points", 30), ("canastas", 0), ("needed", 1), ("wild", 4), ("left", 2),
               ("penalty", 500))
    for rule_id in RULE_BOOK:
        for refusal in (Refusal(rule_id), Refusal(rule_id, (), numbers), Refusal(rule_id, (), (), "no-meld")):
            text = refusal_text(refusal)
            assert text and not notation_in(text), (rule_id, text)


def test_a_practice_hand_its_hints_log_and_refusals_hold_no_notation() -> None:
    hand = PracticeHand.new(players=4, seed=3).bots_play_until_learner()
    rng = random.Random(3)
    said: list[str] = []
    for _ in range(400):
        if hand.is_over:
            break
        said.extend(hand.hint().sentences)
        refused = hand.learner_play(parse_operation("discard 9c"), then_bots=False).refusal
        if refused is not None:
            said.append(refused.text)
        ops = hand.legal_operations()
        hand = hand.learner_play(rng.choice(ops))
    said.extend(hand.log_words())
    assert len(said) > 20
    found = [s for s in said if notation_in(s)]
    assert not found, found
