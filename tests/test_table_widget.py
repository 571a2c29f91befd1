"""The card table (anywidget) and the act steps of the lessons.

- the widget's state is one seat's view: walked in full for seeded hands in motion, it holds
  no card that seat cannot see and nothing of the stock but its size;
- crafted messages (garbage, indices outside the hand, a disabled action, a closed or
  inactive table) change nothing and raise nothing;
- a refused play names the rule in the wording's words and highlights its cards;
- every act step of the shipped lessons is answered right by the right act and wrong by the
  wrong one, with the judge's verdict;
- one browser test (marker ``browser``) acts on a lesson step under a real ``canasta-teach
  serve``: cards selected by click and by keyboard, a refusal, then an acceptance.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from canasta_teach.app.act_step import ActStepView, act_table, is_act_step, step_view
from canasta_teach.app.decision import DecisionView
from canasta_teach.app.table_widget import ACTION_IDS, CardTable, Played, Refused
from canasta_teach.content.lessons import PromptKind, Verdict, get_lesson, lesson_positions, load_lessons, prompt_for
from canasta_teach.errors import PositionError
from canasta_teach.game.deal import deal
from canasta_teach.game.referee import Refusal, apply, legal_operations
from canasta_teach.game.table import Phase, TableState
from canasta_teach.judge import Ask, Position, judge
from canasta_teach.judge.question_types import takes_pile_to_go_out
from canasta_teach.judge.wording import refusal_text
from tests.browser_support import School
from tests.helpers import pos

#: The act step's browser test serves with no page-load limit (it loads the lesson twice).
pytestmark = pytest.mark.school(args=("--page-loads-per-minute", "0"))

# --------------------------------------------------------------------------------------
# Helpers


def _shipped() -> dict[str, Position]:
    return {p.id: p for lesson in load_lessons() for p in lesson_positions(lesson)}


SHIPPED = _shipped()
ACT_POSITIONS = sorted(pid for pid, p in SHIPPED.items() if p.act)


def _codes(value: Any) -> Iterator[str]:
    """Every card code in a widget state (dicts with a "code" key), walked in full."""
    if isinstance(value, dict):
        if "code" in value and isinstance(value["code"], str):
            yield value["code"]
        for item in value.values():
            yield from _codes(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _codes(item)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _strings(item)


def _synced(widget: CardTable) -> dict[str, Any]:
    """What a browser client receives: every synced trait."""
    return {k: v for k, v in widget.get_state().items() if not k.startswith("_")}


def _visible(state: TableState, seat: int) -> Counter[str]:
    """The cards ``seat`` may see: its hand, every meld, the pile, every red three."""
    seen: Counter[str] = Counter(str(c) for c in state.hands[seat])
    seen.update(str(c) for side in state.melds for m in side for c in m.cards)
    seen.update(str(c) for c in state.pile)
    seen.update(str(c) for reds in state.red_threes for c in reds)
    return seen


def _midhand(seed: int, steps: int, ruleset: str = "classic") -> TableState:
    """A seeded hand played on by random legal operations (melds on the table, a pile)."""
    rng = random.Random(seed)
    state = deal(ruleset, seed=seed)
    for _ in range(steps):
        if state.is_over or state.phase is Phase.ANSWER:
            break
        ops = list(legal_operations(state))
        if not ops:
            break
        state = apply(state, rng.choice(ops), verified=True)
    return state


class Answers:
    """Collects on_answer calls."""

    def __init__(self) -> None:
        self.calls: list[tuple[Verdict, bool]] = []

    def __call__(self, position: Position, verdict: Verdict, first_try: bool) -> None:
        self.calls.append((verdict, first_try))


def _act(view: ActStepView, action: str, cards: tuple[str, ...] = (), meld: str | None = None) -> Any:
    """Send what the browser sends: the action and the indices of the cards in the hand as
    drawn (and the place of the meld to add to, found by its rank)."""
    table = view.table
    hand = [c["code"] for c in table.hand]
    selected = []
    for code in cards:
        index = next(i for i, c in enumerate(hand) if c == code and i not in selected)
        selected.append(index)
    message: dict[str, Any] = {"action": action, "selected": selected}
    if meld is not None:
        message["meld"] = next(i for i, m in enumerate(table.our_melds) if m["cards"] and
                               any(c["rank"] == meld for c in m["cards"]))
    return table.receive(message)


# --------------------------------------------------------------------------------------
# Nothing secret in the widget state


@pytest.mark.parametrize("ruleset", ["classic", "two-player", "three-player"])
@pytest.mark.parametrize("seed", [1, 7, 23])
def test_the_state_holds_only_what_the_seat_sees(seed: int, ruleset: str) -> None:
    state = _midhand(seed, steps=60, ruleset=ruleset)
    for seat in range(state.players):
        widget = CardTable(state, seat=seat)
        synced = _synced(widget)
        shown = Counter(_codes(synced))
        visible = _visible(state, seat)
        # every card drawn is one the seat may see, no more often than it lies there
        assert not (shown - visible), f"seat {seat} is shown cards it cannot see: {shown - visible}"
        # and every meld on the table is drawn, ours and theirs
        melded = Counter(str(c) for side in state.melds for m in side for c in m.cards)
        drawn = Counter(_codes(synced["our_melds"])) + Counter(_codes(synced["their_melds"]))
        assert drawn == melded
        # the seat's whole hand is there; other hands and the stock are not, even as words
        assert Counter(c["code"] for c in synced["hand"]) == Counter(str(c) for c in state.hands[seat])
        assert synced["stock"] == len(state.stock)
        others = Counter(str(c) for s in range(state.players) if s != seat for c in state.hands[s])
        hidden = others + Counter(str(c) for c in state.stock) - visible
        text = json.dumps(synced)
        for code in hidden:
            if code not in visible:  # two decks: a card may lie both in sight and hidden
                assert f'"{code}"' not in text, f"seat {seat}: the hidden {code} is in the widget state"
        assert "stock" in " ".join(_strings(synced))  # the stock is drawn, by its size only


def test_a_fresh_deal_shows_one_hand_and_the_top_card() -> None:
    state = deal("classic", seed=3)
    synced = _synced(CardTable(state, seat=0))
    assert len(synced["hand"]) == len(state.hands[0])
    assert synced["pile"]["size"] == len(state.pile)
    assert Counter(_codes(synced)) <= _visible(state, 0)


def test_act_steps_give_nothing_away_before_the_answer() -> None:
    """Before acting: no highlight, no verdict, no feedback; the buttons depend on the ask
    only, never on whether the play is legal (the same for a "yes" and a "no" position)."""
    buttons: dict[tuple[Ask, bool], set[tuple[str, ...]]] = {}
    for pid in ACT_POSITIONS:
        p = SHIPPED[pid]
        view = ActStepView(p)
        synced = _synced(view.table)
        assert synced["highlight"] == []
        assert synced["message_kind"] == "hint"
        assert view.feedback.value == ""
        assert not synced["closed"]
        key = (p.ask, takes_pile_to_go_out(p.question))
        buttons.setdefault(key, set()).add(tuple(a["id"] for a in synced["actions"]))
        assert "✔" not in " ".join(_strings(synced)) and "✘" not in " ".join(_strings(synced))
    for key, kinds in buttons.items():
        assert len(kinds) == 1, f"{key}: the buttons differ between positions: {kinds}"


def test_the_frozen_note_waits_for_the_answer_on_take_pile_steps() -> None:
    view = ActStepView(SHIPPED["06-pair-and-wild-frozen"])
    assert view.table.pile["frozen_note"] == ""
    assert view.table.pile["under"]["code"] == "JK"  # the card lies crosswise all the same
    _act(view, "take", ("Js", "2h"))  # refused: still open, still no note
    assert view.table.pile["frozen_note"] == ""
    _act(view, "draw")
    assert view.state.answered and "frozen" in view.table.pile["frozen_note"].lower()


# --------------------------------------------------------------------------------------
# Crafted messages


GARBAGE: list[Any] = [
    None, "take", 7, [], ["take"], {}, {"action": None}, {"action": 5}, {"action": "fly"},
    {"action": "take", "selected": "0"}, {"action": "take", "selected": [99]},
    {"action": "take", "selected": [-1]}, {"action": "take", "selected": [0, 0]},
    {"action": "take", "selected": [True]}, {"action": "take", "selected": [0.5]},
    {"action": "take", "selected": list(range(500))}, {"action": "take", "selected": None},
    {"action": "meld", "selected": [0, 1]},  # not an action of a take-pile step
    {"action": "go-out"}, {"action": "stay"}, {"action": "add", "selected": [0], "meld": 0},
    {"action": "restart"}, {"action": "keep"},
]


def test_crafted_messages_change_nothing_and_raise_nothing() -> None:
    answers = Answers()
    view = ActStepView(SHIPPED["06-frozen-by-two"], on_answer=answers)
    before = _synced(view.table)
    for message in GARBAGE:
        assert view.table.receive(message) is None, message
        view.table._handle_custom_msg(message, [])  # the comm path, exceptions caught
    assert _synced(view.table) == before
    assert view.state.attempts == 0 and answers.calls == []


def test_a_bad_meld_index_or_selection_for_add_changes_nothing() -> None:
    view = ActStepView(SHIPPED["08-complete-canasta"])
    before = _synced(view.table)
    for message in ({"action": "add", "selected": [0], "meld": 9}, {"action": "add", "selected": [0], "meld": -1},
                    {"action": "add", "selected": [0], "meld": True}, {"action": "add", "selected": [0], "meld": "0"},
                    {"action": "add", "selected": [0]}):
        assert view.table.receive(message) is None
    assert _synced(view.table) == before
    # not one card to discard: a hint, and no play
    assert view.table.receive({"action": "discard", "selected": [0, 1]}) is None
    assert view.table.message_kind == "hint" and view.state.attempts == 0


def test_messages_after_the_step_is_answered_or_inactive_change_nothing() -> None:
    answers = Answers()
    view = ActStepView(SHIPPED["05-natural-pair"], on_answer=answers)
    assert isinstance(_act(view, "take", ("Qs", "Qd")), Played)
    assert view.state.answered and len(answers.calls) == 1
    after = _synced(view.table)
    assert after["closed"] and not any(a["enabled"] for a in after["actions"])
    for message in ({"action": "draw", "selected": []}, {"action": "take", "selected": [0, 1]}):
        assert view.table.receive(message) is None
    assert _synced(view.table) == after and len(answers.calls) == 1
    # a step that is no longer shown ignores its table
    other = ActStepView(SHIPPED["05-single-natural"], on_answer=answers)
    other.active = False
    assert other.table.receive({"action": "draw", "selected": []}) is None
    assert other.answer(False) is None and not other.state.answered


def test_a_crafted_selection_is_refused_by_the_trait() -> None:
    """The browser writes ``selected``; a client writing anything else changes nothing (and
    the kernel never trusts it anyway: the message's own indices are checked)."""
    import traitlets

    view = ActStepView(SHIPPED["05-natural-pair"])
    for garbage in (["x"], [None], "0", {"a": 1}):
        with pytest.raises(traitlets.TraitError):
            view.table.set_state({"selected": garbage})
    assert view.table.selected == []


def test_the_widget_never_shows_a_traceback() -> None:
    view = ActStepView(SHIPPED["05-natural-pair"])

    def broken(_played: Played) -> None:
        raise RuntimeError("/secret/path/boom")

    view.table.on_played = broken
    view.table._handle_custom_msg({"action": "draw", "selected": []}, [])
    assert "/secret" not in view.table.message and "Traceback" not in view.table.message
    assert view.table.message_kind == "refused"


# --------------------------------------------------------------------------------------
# The referee's refusals and acceptances


def test_a_refusal_names_the_rule_and_highlights_the_cards() -> None:
    answers = Answers()
    view = ActStepView(SHIPPED["06-frozen-by-two"], on_answer=answers)
    refused = _act(view, "take", ("Ks", "2c"))
    assert isinstance(refused, Refused)
    rules = [r.rule_id for r in refused.reasons]
    assert rules[0] == "pile-frozen-wild"
    assert refusal_text(Refusal("pile-frozen-wild")) in view.table.message
    assert refusal_text(Refusal("pile-frozen-natural-pair")) in view.table.message
    assert view.table.message_kind == "refused"
    assert {"Ks", "2c", "Kd"} <= set(view.table.highlight)
    # a miss: the first try is wrong, the table is unchanged and open
    assert view.state.first_correct is False and not view.state.answered
    assert [c["code"] for c in view.table.hand] == [str(c) for c in sorted(SHIPPED["06-frozen-by-two"].hand, key=lambda c: c.sort_key)]
    (verdict, first_try), = answers.calls
    assert first_try and not verdict.correct
    # then the right act: the judge's verdict, no longer a first try
    played = _act(view, "take", ("Ks", "Kh"))
    assert isinstance(played, Played) and view.state.answered
    verdict, first_try = answers.calls[-1]
    assert verdict.correct and not first_try and verdict.ruling == judge(SHIPPED["06-frozen-by-two"])
    assert "✔" in view.feedback.value


def test_an_acceptance_applies_the_play_and_reports_it() -> None:
    view = ActStepView(SHIPPED["08-all-but-one"])
    played = _act(view, "meld", ("Qs", "Qh", "2d"))
    assert isinstance(played, Played) and not view.state.answered
    assert [c["code"] for c in view.table.hand] == ["7c"]
    assert any(len(m["cards"]) == 3 and m["cards"][0]["rank"] == "Q" for m in view.table.our_melds)
    assert view.table.message.startswith("You meld ") and view.table.message_kind == "accepted"
    assert all(card in view.table.message for card in ("Q♠", "Q♥", "2♦"))
    assert view.table.selected == []


def test_restart_puts_the_turn_back() -> None:
    view = ActStepView(SHIPPED["08-meld-everything"])
    start = _synced(view.table)
    _act(view, "meld", ("9s", "9h", "9d"))
    assert _synced(view.table)["hand"] != start["hand"]
    assert view.table.receive({"action": "restart", "selected": []}) == "restart"
    assert _synced(view.table)["hand"] == start["hand"] and not view.state.answered


def test_a_first_meld_step_lays_only_the_melds_it_names() -> None:
    view = ActStepView(SHIPPED["04-two-melds-90"])
    assert _act(view, "meld", ("Qs", "Qh", "2c")) is None  # not one of the melds asked about
    assert "A♠ A♦ 2♣" in view.table.message and view.state.attempts == 0


# Each act step: the learner's right acts, then wrong ones (action, cards, meld rank).
SCRIPTS: dict[str, tuple[list[tuple[Any, ...]], list[tuple[Any, ...]]]] = {
    "04-three-sevens": ([("keep",)], [("meld", ("7s", "7h", "7d"))]),
    "04-two-melds-90": ([("meld", ("As", "Ad", "2c")), ("meld", ("Qs", "Qh", "Qd"))], [("keep",)]),
    "04-canasta-of-fives": ([("keep",)], [("meld", ("5s", "5h", "5d", "5c", "5s", "5h", "5d"))]),
    "05-top-card-adds-to-meld": ([("take", ())], [("draw",)]),
    "05-natural-pair": ([("take", ("Qs", "Qd"))], [("draw",)]),
    "05-natural-and-wild": ([("take", ("10s", "2d"))], [("draw",)]),
    "05-single-natural": ([("draw",)], [("take", ("Js",))]),
    "06-frozen-by-two": ([("take", ("Ks", "Kh"))], [("draw",)]),
    "06-pair-and-wild-frozen": ([("draw",)], [("take", ("Js", "2h"))]),
    "06-first-meld-with-second-meld": ([("take", ("Ks", "Kd"))], [("draw",)]),
    "08-meld-everything": ([("meld", ("9s", "9h", "9d")), ("meld", ("6c", "6d", "6h")), ("go-out",)], [("stay",)]),
    "08-all-but-one": ([("meld", ("Qs", "Qh", "2d")), ("discard", ("7c",))], [("stay",)]),
    "08-complete-canasta": ([("add", ("Jd",), "J"), ("add", ("2h",), "J"), ("discard", ("9c",))], [("stay",)]),
    "08-partner-says-no": ([("stay",)], [("meld", ("5s", "5h", "5d")), ("add", ("8c",), "8")]),
    "08-lone-card": ([("stay",)], [("meld", ("Qs", "Qh", "Qd")), ("go-out",)]),
    "08-go-out-with-the-pile": ([("take", ("Ks", "Kh")), ("add", ("9c",), "9"), ("discard", ("5c",))], [("draw",)]),
    # Tranca (lesson 13): the pile only with its top card and two hand cards, never over a black three
    "13-take-with-the-top-card": ([("take", ("6h", "7h"))], [("draw",)]),
    "13-one-card-is-not-enough": ([("draw",)], [("take", ("Qs",))]),
    "13-black-three-blocks": ([("draw",)], [("take", ("9s", "9h"))]),
    "13-go-out-after-the-morto": ([("meld", ("9s", "9h", "9d")), ("discard", ("6d",))], [("stay",)]),
    "13-morto-first": ([("stay",)], [("meld", ("8s", "8h", "8d")), ("go-out",)]),
}


def test_every_act_step_has_a_script() -> None:
    assert set(SCRIPTS) == set(ACT_POSITIONS)
    assert len(ACT_POSITIONS) >= 8
    lessons = {pid[:2] for pid in ACT_POSITIONS}
    assert {"04", "05", "06", "08"} <= lessons


def _run(view: ActStepView, script: list[tuple[Any, ...]]) -> list[Any]:
    results = []
    for step in script:
        action = step[0]
        cards = tuple(step[1]) if len(step) > 1 else ()
        meld = step[2] if len(step) > 2 else None
        results.append(_act(view, action, cards, meld))
    return results


@pytest.mark.parametrize("pid", sorted(SCRIPTS))
def test_the_right_act_is_right_and_the_wrong_act_is_wrong(pid: str) -> None:
    p = SHIPPED[pid]
    right, wrong = SCRIPTS[pid]
    ruling = judge(p)

    answers = Answers()
    view = ActStepView(p, on_answer=answers)
    results = _run(view, right)
    assert not any(isinstance(r, Refused) for r in results), [r.reasons for r in results if isinstance(r, Refused)]
    assert view.state.answered and view.state.first_correct is True
    (verdict, first_try), = answers.calls
    assert verdict.correct and first_try and verdict.ruling == ruling
    assert "ct-right" in view.feedback.value

    answers = Answers()
    view = ActStepView(p, on_answer=answers)
    _run(view, wrong)
    assert view.state.first_correct is False
    verdict, first_try = answers.calls[0]
    assert first_try and not verdict.correct
    if view.state.answered:  # a wrong answer (a "no" act on a "yes" step): Try again
        assert "ct-wrong" in view.feedback.value and view.try_again.layout.display == ""
        view._reset()
        assert not view.state.answered and not view.table.closed
        _run(view, right)
        assert view.state.ever_correct and view.state.first_correct is False
    else:  # a refused act: the table stays open, and the right act still answers
        assert not view.table.closed
        if any(a["id"] == "restart" for a in view.table.actions):
            _run(view, [("restart",)])
        _run(view, right)
        assert view.state.answered and view.state.ever_correct


def test_act_steps_are_the_yes_no_question_elsewhere() -> None:
    """A yes/no page (the quiz, a handout) asks an act step as the question it stands for."""
    for pid in ACT_POSITIONS:
        p = SHIPPED[pid]
        prompt = prompt_for(p)
        assert prompt.kind is PromptKind.ACT and prompt.choice_text
        choice = prompt.as_choice()
        assert choice.kind is PromptKind.CHOICE and choice.text == prompt.choice_text
        assert [c.value for c in choice.choices] == [True, False]
        decision = DecisionView(p)
        assert len(decision.buttons) == 2
        assert isinstance(step_view(p), ActStepView) and is_act_step(p)
    plain = SHIPPED["05-wild-on-top"]
    assert isinstance(step_view(plain), DecisionView) and not is_act_step(plain)


def test_the_act_table_starts_where_the_question_does() -> None:
    assert act_table(SHIPPED["05-natural-pair"]).phase is Phase.DRAW
    assert act_table(SHIPPED["08-go-out-with-the-pile"]).phase is Phase.DRAW
    assert act_table(SHIPPED["04-three-sevens"]).phase is Phase.PLAY
    partner = act_table(SHIPPED["08-partner-says-no"])
    assert partner.phase is Phase.PLAY and partner.turn.asked and partner.turn.answer is False


def test_every_action_has_words() -> None:
    view = ActStepView(SHIPPED["08-meld-everything"])
    for action in view.table.actions:
        assert action["id"] in ACTION_IDS
        assert action["label"] or action["id"] == "add"  # the melds are the add buttons
    assert all(m["add_label"].startswith("Add the selected card to your ") for m in view.table.our_melds)
    assert all(c["name"][0].isupper() for c in view.table.hand)
    assert {c["name"] for c in view.table.hand} >= {"Nine of spades", "Six of clubs"}


# --------------------------------------------------------------------------------------
# The authoring format


def test_act_is_yes_or_no_and_only_for_asks_one_can_act() -> None:
    base = dict(hand="Ks Kh 7d", our_melds=["Qs Qh Qd"], pile="4c Kd", ask="take-pile")
    assert pos(**base, act=True).act and not pos(**base).act
    with pytest.raises(PositionError, match=r"key 'act'.*yes or no"):
        pos(**base, act="maybe")
    with pytest.raises(PositionError, match=r"key 'act'.*take-pile, initial-meld or go-out"):
        pos(card="Ks", ask="card-value", act=True)
    assert not pos(card="Ks", ask="card-value", act=False).act


# --------------------------------------------------------------------------------------
# In a browser: a real `canasta-teach serve`, headless Chromium


def _hand_button(page: Any, name: str) -> Any:
    return page.locator(f".ctw-hand-card[data-name='{name}']").first


@pytest.mark.browser
@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_acting_on_a_lesson_step_in_the_browser(school: School, chromium: Any, width: int, height: int) -> None:
    """Lesson 5, step 1 (an act step): two fives selected by click are refused with the
    rule's words and highlighted; deselected by keyboard (arrows, Space), then "Take the
    pile" with nothing selected is accepted and the judge's verdict follows."""
    from tests.browser_support import ARTIFACTS_DIR, wait_for_widgets

    def screenshot(page: Any, name: str) -> None:
        """The screen as the learner sees it, scrolled to the step (Voila scrolls an inner
        element, so a full-page shot would show the top of the page)."""
        ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS_DIR / f"{name}.png"))

    lesson = get_lesson("05-taking-the-pile")
    first = lesson_positions(lesson)[0]
    assert first.act and first.id == "05-top-card-adds-to-meld"
    size = f"{width}x{height}"
    phone = width < 600
    page = chromium.new_page(viewport={"width": width, "height": height}, has_touch=phone, is_mobile=phone)
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(school.page(lesson.notebook), wait_until="domcontentloaded")
    wait_for_widgets(page)
    table = page.locator(".ctw-table")
    table.wait_for(state="visible")
    take = page.locator(".ctw-action-take")
    # the question, the table and the actions fit on one screen (the lesson's own
    # introduction above them is the page's business)
    question = page.locator(".ct-act-step .ct-heading").first
    page.evaluate("document.querySelector('.ct-act-step').scrollIntoView({block: 'start'})")
    screenshot(page, f"act-step-{size}-start")
    top, box = question.bounding_box(), take.bounding_box()
    assert top is not None and box is not None
    assert box["y"] + box["height"] - top["y"] <= height - 8, f"{size}: question at {top}, 'Take the pile' at {box}"

    # select two fives: by touch on the phone, by mouse on the wide screen
    for name in ("Five of spades", "Five of diamonds"):
        if phone:
            _hand_button(page, name).tap()
        else:
            _hand_button(page, name).click()
    assert page.locator(".ctw-hand-card[aria-pressed='true']").count() == 2
    take.click()
    message = page.locator(".ctw-message.ctw-refused")
    message.wait_for(state="visible")
    words = refusal_text(Refusal("pile-take-unfrozen"))
    assert words in message.inner_text()
    assert page.locator(".ctw-hand-card .ct-highlight").count() == 2  # the two fives glow
    assert page.locator(".ct-pile .ct-highlight").count() == 1  # and the top card
    screenshot(page, f"act-step-{size}-refused")

    # deselect them by keyboard: focus moves along the hand with the arrows
    _hand_button(page, "Four of spades").focus()
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("document.activeElement.getAttribute('data-name')")
    assert focused == "Five of diamonds"
    page.keyboard.press("Space")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    assert page.locator(".ctw-hand-card[aria-pressed='true']").count() == 0
    # the focus ring is visible: at least 3px on the screen (the lesson page may zoom
    # the table out on a phone: the ring's width times the zoom is what is drawn)
    ring = page.evaluate("parseFloat(getComputedStyle(document.activeElement).outlineWidth)"
                         " * (document.activeElement.currentCSSZoom || 1)")
    assert ring >= 2.95, f"{size}: a focus ring of {ring:.2f} px"
    # Tab reaches the actions; Enter takes the pile with nothing selected
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.action") == "take"
    page.keyboard.press("Enter")
    page.locator(".ctw-message.ctw-accepted").wait_for(state="visible")
    feedback = page.locator(".ct-feedback .ct-right")
    feedback.wait_for(state="visible")
    assert "Right" in feedback.inner_text()
    assert page.locator(".ctw-action:enabled").count() == 0  # the step is answered
    screenshot(page, f"act-step-{size}-accepted")
    assert not errors, errors
    page.close()
