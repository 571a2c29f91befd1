"""Nothing gives the answer away before the learner answers (issue 9, point 4).

Every shipped position and a sample of generated ones is drawn as the learner first sees
it, twice: the table's HTML (:func:`canasta_teach.app.render.table_html` with
:func:`canasta_teach.content.reveal.before_answer`) and the whole widget state of a
:class:`~canasta_teach.app.decision.DecisionView`, which any browser client can read. What
the question itself says (its heading, its text, its answer buttons) is taken out of the
state first; what is left must not hold the ruling's facts: its sentences, its rule ids, the
teacher's note, the highlight of its key cards, and the marks the question asks about (the
first-meld minimum, the "frozen" note, the kind of a canasta, the hand's score).
"""

from __future__ import annotations

import html as _html
import json
import random
import re
from typing import Any

import ipywidgets as W
import pytest

from canasta_teach.app.decision import DecisionView
from canasta_teach.app.render import question_cards_html, table_html
from canasta_teach.content.generate import GENERATORS, generate
from canasta_teach.content.lessons import lesson_positions, load_lessons, prompt_for
from canasta_teach.content.reveal import Hidden, after_answer, before_answer, hidden_before_answer
from canasta_teach.judge import Ask, Position
from canasta_teach.judge.wording import card_name, explain, verdict_text
from canasta_teach.players.ruling import rule
from tests.helpers import widget_states as widget_state

SHIPPED = [p for lesson in load_lessons() for p in lesson_positions(lesson)]
#: Three deals of every generator (seeded: the same sample on every run).
GENERATED = [generate(name, random.Random(seed)) for name in GENERATORS for seed in range(3)]
POSITIONS = SHIPPED + GENERATED


def visible_text(fragment: str) -> str:
    """The words of an HTML fragment (tags and the stylesheet left out, entities read),
    including its attribute texts (aria-label, title), which a screen reader speaks."""
    fragment = re.sub(r"<style>.*?</style>", " ", fragment, flags=re.S)
    attrs = " ".join(re.findall(r'(?:aria-label|title)="([^"]*)"', fragment))
    return _html.unescape(re.sub(r"<[^>]+>", " ", fragment) + " " + attrs)


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _ids(positions: list[Position]) -> list[str]:
    return [p.id for p in positions]


def _before_html(p: Position) -> str:
    return table_html(p, reveal=before_answer(p), include_style=False) + question_cards_html(p)


def _forbidden_marks(p: Position) -> list[str]:
    """Words the drawing must not say before the answer, for the marks this ask hides."""
    hidden = hidden_before_answer(p)
    words = ["ct-highlight", ", highlighted"]
    if Hidden.FIRST_MELD_MINIMUM in hidden:
        words += ["minimum", "still needs", "already met"]
    if Hidden.FROZEN_MARK in hidden:
        words += ["frozen", "ct-frozen"]
    if Hidden.CANASTA_KIND in hidden:
        words += ["natural canasta", "mixed canasta", "ct-canasta", "ct-badge", "canasta of"]
    if Hidden.RED_THREE_BONUS in hidden:
        words += ["bonus"]
    return words


def _answer_numbers(p: Position) -> list[int]:
    """The numbers of the answer that may not appear on the table before it is given: the
    minimum of a min-meld question, each total of a score question (small numbers are left
    out: a card count of 3 is no give-away of a score of 3)."""
    answer = rule(p).answer
    if p.ask is Ask.MIN_MELD:
        return [int(answer)]
    if p.ask is Ask.SCORE:
        return [int(n) for n in answer if abs(int(n)) >= 10]
    return []


@pytest.mark.parametrize("p", POSITIONS, ids=_ids(POSITIONS))
def test_the_table_says_nothing_of_the_answer(p: Position) -> None:
    fragment = _before_html(p)
    text = _norm(visible_text(fragment))
    for word in _forbidden_marks(p):
        assert word.lower() not in fragment.lower(), f"{p.id}: the table shows {word!r} before the answer"
    for n in _answer_numbers(p):
        assert not re.search(rf"(?<![\d-]){n}(?!\d)", text), f"{p.id}: the table shows the answer {n}"


def _without_question(text: str, p: Position) -> str:
    """``text`` without what the question itself says: its heading, its words, the labels
    of its answer buttons and boxes (all of them, the right one among the others)."""
    prompt = prompt_for(p)
    for said in (prompt.heading, prompt.text, *(c.label for c in prompt.choices), *prompt.labels):
        text = text.replace(_norm(_html.escape(said, quote=False)), " ").replace(_norm(said), " ")
    return text


@pytest.mark.parametrize("p", POSITIONS, ids=_ids(POSITIONS))
def test_the_widget_state_holds_nothing_of_the_answer(p: Position) -> None:
    view = DecisionView(p)
    states = widget_state(view.widget)
    # every answer button looks the same but for its label: none is marked right
    def looks(button: W.Button) -> tuple[dict[str, Any], ...]:
        own = {k: v for k, v in button.get_state().items() if k not in ("description", "layout", "style")}
        return own, button.layout.get_state(), button.style.get_state()

    for button in view.buttons:
        assert looks(button) == looks(view.buttons[0]), f"{p.id}: an answer button is marked"
    text = _norm(_html.unescape(json.dumps(states, ensure_ascii=False).replace("\\n", " ")))
    # what the question says is fine: take it out, and look at the rest
    text = _without_question(text, p)
    ruling = rule(p)
    exp = explain(ruling)
    leaks = [s for s in (*exp.deciding, *exp.more, exp.play, exp.score) if s and _norm(s) in text]
    assert not leaks, f"{p.id}: the ruling's words are in the widget state: {leaks}"
    assert _norm(verdict_text(ruling.ask, ruling.answer, ruling.answer, correct=True)) not in text
    if p.explain:
        assert _norm(p.explain)[:60] not in text, f"{p.id}: the teacher's note is in the widget state"
    for rule_id in ruling.rules:
        assert f"[{rule_id}]" not in text, f"{p.id}: rule {rule_id} is cited before the answer"
    for word in _forbidden_marks(p):
        assert word.lower() not in text.lower(), f"{p.id}: the widget state says {word!r} before the answer"
    # numbers: in the words the widgets show (the JSON also holds model ids and CSS sizes)
    shown = _without_question(_norm(" ".join(
        visible_text(v) for state in states for k, v in state.items()
        if isinstance(v, str) and not k.startswith("_") and not v.startswith("IPY_MODEL_"))), p)
    for n in _answer_numbers(p):
        assert not re.search(rf"(?<![\w-]){n}(?!\w)", shown), f"{p.id}: the widget state holds the answer {n}"


def test_the_sample_covers_every_ask_that_hides_a_mark() -> None:
    asks = {p.ask for p in POSITIONS}
    for ask in (Ask.MIN_MELD, Ask.PILE_FROZEN, Ask.TAKE_PILE, Ask.CANASTA_KIND, Ask.SCORE, Ask.INITIAL_MELD,
                Ask.PLAY, Ask.HAND_OVER, Ask.MUST_TAKE):
        assert ask in asks


def test_after_the_answer_the_marks_come_back() -> None:
    """The hidden marks are withheld, not lost: once answered, the table shows them."""
    frozen = [p for p in SHIPPED if p.ask is Ask.PILE_FROZEN and any(c.is_wild or c.is_red_three for c in p.pile)]
    assert frozen
    for p in frozen:
        assert "frozen:" in table_html(p, reveal=after_answer(p), include_style=False)
        assert "frozen:" not in table_html(p, reveal=before_answer(p), include_style=False)
    minimum = [p for p in SHIPPED if p.ask is Ask.MIN_MELD]
    for p in minimum:
        assert f"first meld minimum for us: {rule(p).answer}" in table_html(p, reveal=after_answer(p))


def test_a_score_question_shows_every_card_of_its_canastas() -> None:
    """Each card counts in a score: every card of a canasta is drawn with its own face."""
    scored = [p for p in POSITIONS if p.ask is Ask.SCORE and any(m.is_canasta for m in p.our_melds + p.their_melds)]
    assert scored
    for p in scored:
        fragment = table_html(p, reveal=before_answer(p), include_style=False)
        assert "ct-spread" in fragment
        for meld in p.our_melds + p.their_melds:
            for card in set(meld.cards):
                assert f'aria-label="{card_name(card)}"' in fragment


def test_answering_reveals_and_highlights() -> None:
    """The view draws the hidden marks and the key cards' highlight once answered."""
    p = next(p for p in SHIPPED if p.ask is Ask.PILE_FROZEN and rule(p).answer is True
             and any(c.is_wild for c in p.pile))
    view = DecisionView(p)
    assert "frozen:" not in view.table.value
    view.answer(True)
    assert "frozen:" in view.table.value
    if rule(p).key_cards:
        assert "ct-highlight" in view.table.value


def _string_values(value: Any, key: str = "") -> list[str]:
    """Every string value in a widget's state, nested ones included; keys are not values,
    and the underscored ones are the widget's own machinery (a front end's source, its
    stylesheet, model names), the same for every step."""
    if key.startswith("_"):
        return []
    if isinstance(value, str):
        return [] if value.startswith("IPY_MODEL_") else [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in _string_values(v, str(k))]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _string_values(v)]
    return []


ACT_STEPS = [p for p in SHIPPED if prompt_for(p).kind.value == "act"]


@pytest.mark.parametrize("p", ACT_STEPS, ids=_ids(ACT_STEPS))
def test_an_act_step_holds_nothing_of_the_answer(p: Position) -> None:
    """The lesson steps answered by acting on the card table: the same check over the
    table widget's state (its cards, captions and notes) and the rest of the step."""
    from canasta_teach.app.act_step import step_view

    view = step_view(p)
    text = _norm(" ".join(visible_text(s) for state in widget_state(view.widget) for s in _string_values(state)))
    text = _without_question(text, p)
    ruling = rule(p)
    exp = explain(ruling)
    leaks = [s for s in (*exp.deciding, *exp.more, exp.play, exp.score) if s and _norm(s) in text]
    assert not leaks, f"{p.id}: the ruling's words are in the widget state: {leaks}"
    if p.explain:
        assert _norm(p.explain)[:60] not in text, f"{p.id}: the teacher's note is in the widget state"
    for rule_id in ruling.rules:
        assert f"[{rule_id}]" not in text
    for word in _forbidden_marks(p):
        assert word.lower() not in text.lower(), f"{p.id}: the card table says {word!r} before the answer"


def test_no_title_names_the_kind_it_asks_for() -> None:
    """A canasta-kind question's title does not say the kind ("Seven natural kings - what
    kind of canasta?" answered itself)."""
    for p in SHIPPED:
        if p.ask is Ask.CANASTA_KIND and rule(p).answer in ("natural", "mixed"):
            assert str(rule(p).answer) not in p.title.lower(), p.id
