"""The practice table (app/practice.py): whole hands played through the card table's
message handler, as a browser sends them; nothing hidden in any widget's state; crafted
messages change nothing; the hint and the coach say their texts; the ``?practice`` place.

The learner's plays are random legal operations (seeded), turned into the messages the
page sends: an action and the indices of the selected cards in the hand as drawn.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from traitlets import TraitError

from canasta_teach.app.practice import Decision, PracticeTable, coach_chart_svg, coach_chart_text
from canasta_teach.app.shell import AppShell, Place, View
from canasta_teach.game.cards import Card
from canasta_teach.game.choices import Choice
from canasta_teach.game.operations import (
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndTurn,
    GoOut,
    LayMeld,
    Operation,
    RevealRedThree,
    TakePile,
)
from canasta_teach.game.referee import refusals
from canasta_teach.game.table import Phase
from canasta_teach.judge.wording import phrase, refusal_text, say

# --------------------------------------------------------------------------------------
# Driving the widget as a browser does


def send(widget: Any, content: Any) -> None:
    """A custom comm message to the widget's model (what ``model.send`` in the page does)."""
    widget._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def click(button: Any) -> None:
    send(button, {"event": "click"})


def _indices(table: Any, cards: tuple[Card, ...]) -> list[int]:
    codes = [c["code"] for c in table.hand]
    picked: list[int] = []
    for card in cards:
        picked.append(next(i for i, code in enumerate(codes) if code == str(card) and i not in picked))
    return picked


def message_for(table: Any, op: Operation) -> dict[str, Any]:
    """The page's message for an operation: the action and the selected cards."""
    if isinstance(op, DrawStock):
        return {"action": "draw", "selected": []}
    if isinstance(op, TakePile):
        return {"action": "take", "selected": _indices(table, op.cards)}
    if isinstance(op, LayMeld):
        return {"action": "meld", "selected": _indices(table, op.cards)}
    if isinstance(op, AddToMeld):
        meld = next(i for i, m in enumerate(table._melds) if m.rank is op.rank)
        return {"action": "add", "selected": _indices(table, (op.card,)), "meld": meld}
    if isinstance(op, Discard):
        return {"action": "discard", "selected": _indices(table, (op.card,))}
    if isinstance(op, GoOut):
        return {"action": "go-out", "selected": []}
    if isinstance(op, AskPartner):
        return {"action": "ask", "selected": []}
    if isinstance(op, AnswerPartner):
        return {"action": "yes" if op.yes else "no", "selected": []}
    if isinstance(op, EndTurn):
        return {"action": "end-turn", "selected": []}
    if isinstance(op, RevealRedThree):
        return {"action": "red-three", "selected": _indices(table, (op.card,))}
    raise AssertionError(op)


# --------------------------------------------------------------------------------------
# Secrecy: every widget's state, walked in full


def widgets_of(root: Any) -> Iterator[Any]:
    yield root
    for child in getattr(root, "children", ()) or ():
        yield from widgets_of(child)


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from strings(item)


def codes(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        if isinstance(value.get("code"), str):
            yield value["code"]
        for item in value.values():
            yield from codes(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from codes(item)


SHORT = re.compile(r"(?<![0-9A-Za-z])(10|[2-9AJQK])([♠♣♥♦])")
SUIT_CODE = {"♠": "s", "♣": "c", "♥": "h", "♦": "d"}


def seen_by_learner(view: Any) -> set[str]:
    obs = view.observation
    seen = {str(c) for c in obs.hand} | {str(c) for c in obs.pile}
    seen |= {str(c) for side in obs.melds for m in side for c in m.cards}
    seen |= {str(c) for reds in obs.red_threes for c in reds}
    return seen


def assert_nothing_hidden(practice: PracticeTable, allowed: set[str]) -> None:
    """No widget's state names a card the learner has never been allowed to see (two
    decks: a hidden card that is a copy of one seen cannot be told apart, and need not be)."""
    hand = practice.hand
    learner = hand.learner
    hidden = {str(c) for s, h in enumerate(hand.state.hands) if s != learner for c in h} | {str(c) for c in hand.state.stock}
    never_seen = hidden - allowed
    for widget in widgets_of(practice.widget):
        state = widget.get_state()
        for code in codes(state):
            assert code in allowed, f"{type(widget).__name__} holds {code}, a card the learner never saw"
        for text in strings(state):
            for rank, suit in SHORT.findall(text):
                code = rank + SUIT_CODE[suit]
                assert code not in never_seen, f"{type(widget).__name__} names {rank}{suit}: {text[:200]}"
    table = practice.table.get_state()
    assert len(table["hand"]) == len(hand.state.hands[learner])
    assert table["stock"] == len(hand.state.stock) and isinstance(table["stock"], int)


def play_hand(players: int, seed: int, *, check_secrecy: bool = False, **options: Any) -> PracticeTable:
    practice = PracticeTable(players=players, seed=seed, background=False, coach_budget=40, **options)
    rng = random.Random(seed)
    allowed: set[str] = set()
    for _ in range(3000):
        hand = practice.hand
        view = hand.view(hand.learner)
        allowed |= seen_by_learner(view)
        for entry in hand.log:  # the learner's own draws and red-three replacements
            if entry.seat == hand.learner:
                allowed |= {str(c) for c in entry.drawn}
            allowed |= {str(c) for c in entry.pile}
        if hand.is_over:  # the hands are laid down and counted: everyone sees them
            allowed |= {str(c) for h in hand.state.hands for c in h}
        if check_secrecy:
            assert_nothing_hidden(practice, allowed)
        if hand.is_over:
            return practice
        ops = hand.legal_operations()
        assert ops, "the learner is to act"
        op = ops[rng.randrange(len(ops))]
        before = len(hand.log)
        send(practice.table, message_for(practice.table, op))
        assert practice.hand.refusal is None, (op, practice.hand.refusal)
        assert len(practice.hand.log) > before, f"{op} was not played: {practice.table.message}"
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_hand_through_the_card_table_to_the_score(players: int) -> None:
    practice = play_hand(players, seed=20 + players)
    hand = practice.hand
    assert hand.is_over
    end = practice.end.value + practice.end_scores.value  # the summary, then the tables
    from markupsafe import escape  # as the templates escape (an apostrophe is &#39;)

    assert escape(hand.log_words()[-1]) in end and "ct-score-table" in end  # how the hand ended
    for table in hand.score_tables():
        assert table.title in end.replace("&#x27;", "'")
        assert f"<b>{table.total}</b>" in end
    assert practice.table.closed
    # the scoreboard, the status line and the summary all count the hand just scored
    totals = hand.totals
    seat = practice.view().seat
    ours = next(side for side in hand.state.sides if seat in side)
    theirs = next(side for side in hand.state.sides if seat not in side)
    assert practice.table.scores == {"us": totals[ours[0]], "them": totals[theirs[0]]}
    shown = practice._game_score(practice.view(), totals)
    assert str(totals[seat]) in shown and shown in practice.status.value and shown in practice.end.value
    assert practice.next_hand_button.layout.display in ("", "none")
    if not hand.game_over:
        click(practice.next_hand_button)
        assert practice.hand.hand_number == 2 and not practice.hand.is_over
        assert practice.hand.game_scores == hand.totals


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_widget_state_holds_what_the_learner_may_not_see(players: int) -> None:
    practice = play_hand(players, seed=40 + players, check_secrecy=True)
    # the notation toggled on: still only the learner's own draws are written out
    practice.notation.value = True
    assert "ct-log-notation" in practice.log.value
    hand = practice.hand
    for entry in hand.log:
        if isinstance(entry.op, DrawStock) and entry.seat != hand.learner and entry.drawn:
            line = f"seat {entry.seat}: draw " + " ".join(str(c) for c in entry.drawn)
            assert line not in practice.log.value


def test_a_refused_play_names_the_rule_and_changes_nothing() -> None:
    practice = PracticeTable(players=4, seed=4, background=False)
    hand = practice.hand
    assert hand.state.phase is Phase.DRAW and hand.learner_to_act
    # "discard" is not a button before drawing; a crafted message for it changes nothing
    send(practice.table, {"action": "discard", "selected": [0]})
    assert practice.hand is hand
    # taking the pile with a card that does not match is refused in the lessons' words
    top = hand.state.top_card
    wrong = next((c for c in hand.state.hands[hand.learner] if top is None or c.rank is not top.rank), None)
    assert wrong is not None
    send(practice.table, {"action": "take", "selected": _indices(practice.table, (wrong,))})
    assert practice.hand.state == hand.state and practice.hand.log == hand.log
    found = refusals(hand.state, TakePile((wrong,)))
    assert found and practice.table.message_kind == "refused"
    assert refusal_text(found[0]) in practice.table.message
    assert set(practice.table.highlight) <= {str(c) for r in found for c in r.cards} | {str(top)}


@pytest.mark.parametrize(
    "content",
    [None, "draw", 7, [], {}, {"action": "fly"}, {"action": "draw", "selected": "all"},
     {"action": "take", "selected": [999]}, {"action": "take", "selected": [0, 0]},
     {"action": "take", "selected": [True]}, {"action": "yes"}, {"action": "red-three"},
     {"action": "add", "selected": [0], "meld": 5}],
)
def test_crafted_messages_change_nothing(content: Any) -> None:
    practice = PracticeTable(players=2, seed=9, background=False)
    hand = practice.hand
    send(practice.table, content)
    assert practice.hand.state == hand.state and practice.hand.log == hand.log


def test_buttons_clicked_out_of_turn_change_nothing() -> None:
    practice = PracticeTable(players=2, seed=9, background=False)
    hand = practice.hand
    click(practice.next_hand_button)  # hidden: the hand is not over
    assert practice.hand is hand
    practice.players.value = 3
    # a value the page cannot offer is refused by the dropdown itself
    with pytest.raises(TraitError):
        practice.level.value = "cheater"
    click(practice.new_game_button)
    assert practice.hand.state.players == 3


def test_the_bot_partner_asks_and_the_learner_answers_with_two_buttons() -> None:
    for seed in range(40):
        practice = PracticeTable(players=4, seed=seed, background=False)
        rng = random.Random(seed)
        while not practice.hand.is_over:
            hand = practice.hand
            if hand.state.phase is Phase.ANSWER:
                ids = [a["id"] for a in practice.table.actions if a["enabled"]]
                assert ids == ["yes", "no"]
                assert say("practice.turn.answer") == practice.table.message
                assert say("log.ask", who="your partner") in practice.news.value
                send(practice.table, {"action": "no", "selected": []})
                assert say("log.answer-no", who="you") in practice.hand.log_words()
                return
            ops = [op for op in hand.legal_operations() if not isinstance(op, (GoOut, AskPartner))] or list(hand.legal_operations())
            send(practice.table, message_for(practice.table, ops[rng.randrange(len(ops))]))
    pytest.fail("no bot partner asked in 40 hands")


def test_the_learner_asks_the_partner() -> None:
    for seed in range(40):
        practice = PracticeTable(players=4, seed=seed, background=False)
        rng = random.Random(seed)
        while not practice.hand.is_over:
            hand = practice.hand
            if AskPartner() in hand.legal_operations():
                assert "ask" in [a["id"] for a in practice.table.actions if a["enabled"]]
                send(practice.table, {"action": "ask", "selected": []})
                words = practice.hand.log_words()
                assert say("log.ask", who="you") in words
                assert any(w in words for w in (say("log.answer-yes", who="your partner"), say("log.answer-no", who="your partner")))
                return
            ops = [op for op in hand.legal_operations() if not isinstance(op, (GoOut, AskPartner))] or list(hand.legal_operations())
            send(practice.table, message_for(practice.table, ops[rng.randrange(len(ops))]))
    pytest.fail("the learner could never ask")


# --------------------------------------------------------------------------------------
# The hint and the coach


def test_the_hint_lists_what_the_rules_allow_without_choosing() -> None:
    practice = PracticeTable(players=4, seed=3, background=False)
    click(practice.hint_button)
    found = practice.hand.hint()
    assert found.items
    text = practice.help.value.replace("&#x27;", "'").replace("&quot;", '"')
    for sentence in found.sentences:
        assert sentence in text


def distinct_naturals(practice: PracticeTable) -> list[int]:
    """Hand indices of natural cards, one per rank (distinct discards for the rules)."""
    seen: set[str] = set()
    out = []
    for i, card in enumerate(practice.table.hand):
        if "ct-wild" in card["classes"] or card["rank"] == "3" or card["rank"] in seen:
            continue
        seen.add(card["rank"])
        out.append(i)
    return out


def _to_play_phase(practice: PracticeTable) -> None:
    send(practice.table, {"action": "draw", "selected": []})
    assert practice.hand.state.phase is Phase.PLAY


def test_the_coach_compares_the_selected_discards_with_a_chart() -> None:
    practice = PracticeTable(players=2, seed=3, background=False, coach_budget=60)
    _to_play_phase(practice)
    click(practice.coach_button)  # nothing selected: it asks for the cards to compare
    assert say("practice.coach-select") in practice.help.value.replace("&#x27;", "'")
    naturals = distinct_naturals(practice)
    same = [i for i, c in enumerate(practice.table.hand) for j, d in enumerate(practice.table.hand)
            if i < j and c["rank"] == d["rank"] and "ct-wild" not in c["classes"] and c["rank"] != "3"]
    if same:  # two cards of one rank are one discard for the rules: the coach says so
        i = same[0]
        j = next(k for k, d in enumerate(practice.table.hand) if k > i and d["rank"] == practice.table.hand[i]["rank"])
        practice.table.selected = [i, j]
        assert practice.ask_coach() is None
        assert say("practice.coach-same") in practice.help.value
    practice.table.selected = naturals[:2]
    verdict = practice.ask_coach()
    assert verdict is not None and len(verdict.choices) == 2
    assert all(c.card is not None for c in verdict.choices)
    value = practice.help.value
    assert "<svg" in value and "ct-coach-chart" in value
    from markupsafe import escape  # as the templates escape (an apostrophe is &#39;)

    assert escape(verdict.sentence) in value
    for line in coach_chart_text(verdict):
        assert escape(line) in value
    # the same decision, the same advice
    again = practice.ask_coach()
    assert again == verdict
    assert coach_chart_svg(verdict) == coach_chart_svg(again)


def test_the_coach_at_take_or_draw_and_no_decision() -> None:
    for seed in range(60):
        practice = PracticeTable(players=2, seed=seed, background=False, coach_budget=40)
        if practice.hand.choices() == (Choice.TAKE_PILE, Choice.DRAW):
            verdict = practice.ask_coach()
            assert verdict is not None and set(verdict.choices) == {Choice.TAKE_PILE, Choice.DRAW}
            break
    else:
        pytest.fail("no take-or-draw decision in 60 deals")
    # once the hand is over there is no decision: the coach says nothing is to compare
    over = play_hand(2, seed=5)
    assert over.ask_coach() is None and over.decision() is None


def test_a_late_verdict_for_a_decision_played_past_is_dropped() -> None:
    practice = PracticeTable(players=2, seed=3, background=False, coach_budget=40)
    stale = Decision(practice._games, practice.hand.hand_number, len(practice.hand.log), (Choice.TAKE_PILE, Choice.DRAW))
    _to_play_phase(practice)  # the learner played on while the coach thought
    practice.help.value = "before"
    practice._finish(stale, None, "late")
    assert practice.help.value == "before"


def test_the_coach_thinks_in_the_background_and_disables_its_button() -> None:
    import threading

    practice = PracticeTable(players=2, seed=3, background=True, coach_budget=40)
    _to_play_phase(practice)
    practice.table.selected = distinct_naturals(practice)[:2]
    click(practice.coach_button)
    assert practice.coach_button.disabled
    assert phrase("practice.coach-thinking") in practice.help.value
    for thread in threading.enumerate():
        if thread.name == "coach":
            thread.join(timeout=60)
    assert "ct-coach-verdict" in practice.help.value and not practice.coach_button.disabled


# --------------------------------------------------------------------------------------
# The place in the one-page app


def test_practice_is_a_place_of_the_app_and_on_the_index() -> None:
    assert Place.from_query({"practice": ""}) == Place(View.PRACTICE)
    assert Place.from_link("?practice") == Place(View.PRACTICE)
    shell = AppShell({"practice": ""}, store=lambda: None)
    assert shell.place.view is View.PRACTICE
    assert shell.address() == "?practice"
    assert "ct-practice" in shell.body.children[0]._dom_classes
    shell.navigate(Place())
    assert "?practice" in shell._index_page().lessons.value
    assert phrase("practice.title") in shell._index_page().lessons.value


def test_a_deep_link_to_practice_keeps_its_blank_key(monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta_teach.app.address import page_query

    monkeypatch.setenv("QUERY_STRING", "practice&guided=x")
    assert page_query() == {"practice": "", "guided": "x"}
    assert Place.from_query(page_query()) == Place(View.PRACTICE)
    monkeypatch.setenv("QUERY_STRING", "quiz")
    assert Place.from_query(page_query()) == Place(View.QUIZ)


def test_the_bots_plays_are_shown_one_at_a_time_and_the_learner_waits() -> None:
    import threading

    quiet = PracticeTable(players=4, seed=8, background=False)
    paced = PracticeTable(players=4, seed=8, background=True, pace=0.05)
    assert paced.hand.state == quiet.hand.state
    shown: list[int] = []
    paced.table.observe(lambda change: shown.append(change["new"]), names="stock")
    send(paced.table, {"action": "draw", "selected": []})
    send(quiet.table, {"action": "draw", "selected": []})
    card = next(i for i, c in enumerate(quiet.table.hand) if "ct-wild" not in c["classes"] and c["rank"] != "3")
    send(quiet.table, {"action": "discard", "selected": [card]})
    send(paced.table, {"action": "discard", "selected": [card]})
    assert paced._animating and paced.table.closed
    hand = paced.hand
    send(paced.table, {"action": "draw", "selected": []})  # while the bots' plays are shown
    assert paced.hand is hand
    for thread in threading.enumerate():
        if thread.name == "bot-plays":
            thread.join(timeout=30)
    assert not paced._animating and not paced.table.closed
    assert paced.hand.state == quiet.hand.state
    # every state in between was drawn: the stock went down one draw at a time
    assert len(set(shown)) >= 3
    for name in ("hand", "our_melds", "their_melds", "pile", "stock", "actions", "message"):
        assert getattr(paced.table, name) == getattr(quiet.table, name), name
    assert paced.news.value == quiet.news.value


# --------------------------------------------------------------------------------------
# The help on a phone: one short line, the rest behind a disclosure


def test_a_hint_of_several_plays_is_one_line_and_the_plays_behind_show_them() -> None:
    from markupsafe import escape  # as the templates escape (an apostrophe is &#39;)

    from canasta_teach.app.practice import hint_html

    practice = PracticeTable(players=2, seed=3, background=False)
    _to_play_phase(practice)
    found = practice.show_hint()
    assert len(found.items) >= 2, found.kinds
    value = practice.help.value
    short, rest = value.split('<details class="ct-help-more">', 1)
    assert escape(say("practice.hint-short", n=len(found.items))) in short
    assert f"<summary>{escape(phrase('practice.hint-more'))}</summary>" in rest
    for sentence in found.sentences:  # every sentence still there, behind the disclosure
        assert escape(sentence) in rest
    # one kind of play (draw at the start of a turn): said at once, nothing to open
    drawing = PracticeTable(players=2, seed=3, background=False)
    single = drawing.hand.hint()
    if len(single.items) == 1:
        assert "<details" not in hint_html(single) and escape(single.items[0].sentence) in hint_html(single)


def test_the_coachs_answer_is_one_line_and_the_figures_behind_a_disclosure() -> None:
    from markupsafe import escape  # as the templates escape (an apostrophe is &#39;)

    from canasta_teach.players.coach import choice_label

    practice = PracticeTable(players=2, seed=3, background=False, coach_budget=60)
    _to_play_phase(practice)
    practice.table.selected = distinct_naturals(practice)[:2]
    verdict = practice.ask_coach()
    assert verdict is not None
    value = practice.help.value
    short, rest = value.split('<details class="ct-help-more">', 1)
    best, other = choice_label(verdict.best), choice_label(verdict.runner_up)
    expected = (say("practice.coach-short.clear", best=best) if verdict.clear
                else say("practice.coach-short.close", best=best, other=other))
    assert re.search(r'<p class="ct-coach-sentence ct-help-short"[^>]*>' + re.escape(str(escape(expected))) + "</p>", short), short
    assert "<svg" not in short and "<svg" in rest and escape(verdict.sentence) in rest
    assert f"<summary>{escape(phrase('practice.coach-more'))}</summary>" in rest


def test_a_server_seed_deals_every_practice_game_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """``$CANASTA_TEACH_PRACTICE_SEED`` (a demonstration, the browser tests): every new game on
    that server is the same deal; unset, games differ."""
    from canasta_teach import config

    monkeypatch.setenv(config.PRACTICE_SEED_ENV, "1234")
    first = PracticeTable(players=2, background=False)
    second = PracticeTable(players=2, background=False)
    assert first.hand.seed == second.hand.seed == 1234
    assert first.hand.state == second.hand.state
    second.new_game(players=2, level="sensible")
    assert second.hand.seed == 1234 and second.hand.state == first.hand.state
    monkeypatch.delenv(config.PRACTICE_SEED_ENV)
    assert len({PracticeTable(players=2, background=False).hand.seed for _ in range(3)}) > 1


# --------------------------------------------------------------------------------------
# One screen per decision: the setup behind "New game", a confirmation, no icons


def test_the_setup_is_behind_new_game_and_a_hand_in_progress_is_not_dealt_away_unasked() -> None:
    practice = PracticeTable(players=2, seed=9, background=False)
    assert practice.setup.layout.display == "none" and not practice.setup_toggle.expanded
    practice.setup_toggle.expanded = True  # what the page's click does
    assert practice.setup.layout.display == ""
    # before the learner has played, a new game is dealt at once (nothing is lost)
    assert not practice.in_progress()
    practice.players.value = 3
    click(practice.new_game_button)
    assert practice.hand.state.players == 3 and not practice.setup_toggle.expanded
    _to_play_phase(practice)
    assert practice.in_progress()
    hand = practice.hand
    practice.setup_toggle.expanded = True
    practice.players.value = 2
    click(practice.new_game_button)
    assert practice.hand is hand, "dealt over a hand in progress without asking"
    assert practice.confirm.layout.display == "" and phrase("practice.confirm-new") in practice.confirm_text.value
    click(practice.confirm_no)
    assert practice.hand is hand and practice.confirm.layout.display == "none"
    click(practice.confirm_yes)  # not asked now: a crafted click does nothing
    assert practice.hand is hand
    click(practice.new_game_button)
    click(practice.confirm_yes)
    assert practice.hand is not hand and practice.hand.state.players == 2
    assert practice.setup.layout.display == "none"


def test_no_icon_font_in_the_help_buttons_and_no_help_once_the_hand_is_over() -> None:
    practice = PracticeTable(players=2, seed=9, background=False)
    assert practice.hint_button.icon == "" and practice.coach_button.icon == ""
    assert practice.help_row.layout.display == ""
    over = play_hand(2, seed=5)
    assert over.help_row.layout.display == "none" and over.next_hand_button.layout.display == ""
    assert over.table.closed


def test_the_coach_says_why_take_or_draw_is_no_choice_and_moves_focus_to_its_answer() -> None:
    focused: list[str] = []
    for seed in range(40):
        practice = PracticeTable(players=2, seed=seed, background=False, coach_budget=40, on_focus=focused.append)
        refused = practice.hand.take_refusal()
        if refused is None:
            continue
        assert practice.ask_coach() is None
        value = practice.help.value.replace("&#x27;", "'").replace("&quot;", '"')
        assert say("practice.coach-only-draw", why=refused.text) in value
        assert phrase("practice.coach-none") not in value
        assert focused and f'id="{focused[-1]}"' in practice.help.value
        break
    else:
        pytest.fail("no deal where the pile may not be taken at the learner's first turn")
    # a verdict gets the focus too
    _to_play_phase(practice)
    practice.table.selected = distinct_naturals(practice)[:2]
    verdict = practice.ask_coach()
    assert verdict is not None and "ct-coach-verdict" in practice.help.value
    assert f'id="{focused[-1]}"' in practice.help.value and 'tabindex="-1"' in practice.help.value


def test_the_coach_thinking_shows_a_progress_bar() -> None:
    from canasta_teach.app.practice import thinking_html

    box = thinking_html(30, 150)
    assert '<progress class="ct-coach-progress" max="150" value="30"' in box
    assert say("practice.coach-progress", done=30, total=150) in box
    assert phrase("practice.coach-thinking") in box
    assert phrase("practice.coach-busy") in thinking_html(0, 0, busy=True)


def test_this_turns_melds_are_taken_back_with_a_button_the_engine_offers() -> None:
    """Issue 19: a first meld below the minimum leaves the learner unable to discard; the
    refusal names the way out, and "Take back this turn's melds" (offered only when the
    engine allows it) returns the table to the state after the draw. A crafted take-back
    at any other moment changes nothing."""
    from dataclasses import replace

    from canasta_teach.game.cards import parse_cards

    practice = PracticeTable(players=2, seed=3, background=False)
    hand = practice.hand
    hands = list(hand.state.hands)
    hands[hand.learner] = parse_cards("7s 7h 7d Ks Kh Kd Qs Qh Qd 9c 5c 4d 6h 8s Jc")
    practice.hand = replace(hand, state=replace(hand.state, hands=tuple(hands)))
    practice._redraw(news_from=0)
    send(practice.table, {"action": "take-back", "selected": []})  # not offered: nothing
    assert practice.hand.state.phase is Phase.DRAW
    send(practice.table, {"action": "draw", "selected": []})
    drawn = practice.hand
    labels = {a["id"]: a for a in practice.table.actions}
    assert "take-back" not in labels
    assert labels["meld"]["short"] == phrase("practice.short.meld") and labels["meld"]["label"] == phrase("act.button.meld")
    send(practice.table, {"action": "meld", "selected": _indices(practice.table, parse_cards("7s 7h 7d"))})
    labels = {a["id"]: a for a in practice.table.actions}
    assert labels["take-back"]["label"] == phrase("practice.button.take-back")
    send(practice.table, {"action": "discard", "selected": _indices(practice.table, parse_cards("9c"))})
    assert practice.table.message_kind == "refused"
    assert say("refusal.first-meld-minimum.take-back", points=15, minimum=50) in practice.table.message
    send(practice.table, {"action": "take-back", "selected": []})
    assert practice.hand.state == drawn.state and practice.hand.log == drawn.log
    assert practice.table.message == say("practice.taken-back")
    assert "take-back" not in {a["id"] for a in practice.table.actions}
    assert sorted(c["code"] for c in practice.table.hand) == sorted(str(c) for c in drawn.state.hands[drawn.learner])


@pytest.mark.parametrize("players", [2, 4])
def test_each_play_draws_the_table_in_one_message(players: int) -> None:
    """The browser gets the table's cards, buttons and words together: one state message of
    the card table per play (the widgets' front end applies each widget's messages on a
    chain of its own, so a table sent in parts could be drawn with new cards under old
    buttons, after the log below it already showed the play)."""
    practice = PracticeTable(players=players, seed=9, background=False)
    sent: list[set[str]] = []
    practice.table.comm.kernel = object()  # as in a kernel: every change is sent
    practice.table.send_state = lambda key=None: sent.append(  # type: ignore[method-assign]
        set(key) if isinstance(key, (set, list, tuple)) else {key})
    rng = random.Random(players)
    plays = 0
    while not practice.hand.is_over and plays < 60:
        ops = practice.hand.legal_operations()
        sent.clear()
        send(practice.table, message_for(practice.table, ops[rng.randrange(len(ops))]))
        assert len(sent) == 1, f"play {plays}: the table went in {len(sent)} messages: {sent}"
        # its cards and what is said with them (its buttons and message too, when they changed)
        assert {"hand", "announcement"} <= sent[0], sent[0]
        plays += 1
    assert plays >= 10
