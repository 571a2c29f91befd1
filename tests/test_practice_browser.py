"""The practice table in a browser, under a real ``canasta-teach serve`` (marker ``browser``).

A learner opens the app, follows "Play a practice hand" on the index, chooses two players,
asks for a hint, and plays a whole hand by clicking cards and buttons only: draw from the
stock (laying out a red three when one comes), ask the coach which of two selected cards to
discard, discard a card (another one if the referee refuses). The hand ends with the score
tables. Screenshots at 1280x800 and 390x844 go to ``tests/artifacts/``; the times the page
took (the coach's verdict, the bots' turns) are printed.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from canasta_teach.judge.wording import CATALOGUE
from tests.browser_support import School

#: Every practice game of the module's server is dealt from this seed, so the hands the tests
#: play, and the heights of their tables, are the same on every run.
PRACTICE_SEED = 20261201
pytestmark = [pytest.mark.browser, pytest.mark.school(env={"CANASTA_TEACH_PRACTICE_SEED": str(PRACTICE_SEED)})]

REPO = Path(__file__).resolve().parent.parent
ARTIFACTS = REPO / "tests" / "artifacts"


def shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def enabled(page: Any) -> list[str]:
    return page.eval_on_selector_all(".ct-practice-table .ctw-actions button:not([disabled])",
                                     "bs => bs.map(b => b.dataset.action)")


#: From the top of the help buttons ("What may I do?", "Ask the coach") to the bottom of the
#: table's action buttons: what must fit on one screen once the hint or the coach has answered.
HELP_TO_ACTIONS = """() => {
    const top = document.querySelector('.ct-practice-help').getBoundingClientRect().top;
    const actions = document.querySelector('.ct-practice-table .ctw-actions').getBoundingClientRect();
    return actions.bottom - top; }"""


TABLE_TO_ACTIONS = """() => { const t = document.querySelector('.ct-practice-table').getBoundingClientRect();
    const a = document.querySelector('.ct-practice-table .ctw-actions').getBoundingClientRect();
    return a.bottom - t.top; }"""


def help_is_one_short_line(page: Any, name: str) -> None:
    """What the help said is one short line (the rest behind a disclosure), on every screen."""
    help_text = page.locator(".ct-practice-help-text").bounding_box()
    assert help_text is None or help_text["height"] <= 90, f"{name}: the help's answer is {help_text['height']:.0f} px tall"


def help_and_actions_fit(page: Any, height: int, name: str) -> None:
    """The help buttons, what they said and the table's action buttons fit one screen:
    scrolled to the help buttons, the actions are on it (screenshot)."""
    help_is_one_short_line(page, name)
    span = page.evaluate(HELP_TO_ACTIONS)
    page.evaluate("document.querySelector('.ct-practice-help').scrollIntoView({block: 'start'})")
    shot(page, name)
    assert span <= height, f"{name}: from the help buttons to the actions {span:.0f} px, the screen {height} px"
    box = page.locator(".ct-practice-table .ctw-actions").bounding_box()
    assert box["y"] + box["height"] <= height, f"{name}: the actions end at {box['y'] + box['height']:.0f} px"


def moves(page: Any) -> int:
    """The number of plays in the hand so far (the log's summary says it)."""
    text = page.locator(".ct-log summary").inner_text()
    return int(text.rsplit("(", 1)[1].rstrip(")"))


def wait_for_change(page: Any, before: int) -> str:
    """Wait until the kernel answered a play: more plays in the log, the referee's refusal,
    or the end of the hand."""
    page.wait_for_function(
        """(before) => {
            const s = document.querySelector('.ct-log summary');
            const n = s ? parseInt(s.textContent.split('(').pop()) : before;
            return n > before || document.querySelector('.ct-practice .ctw-message.ctw-refused');
        }""", arg=before, timeout=30_000)
    return "refused" if page.locator(".ct-practice .ctw-message.ctw-refused").count() else "played"


def select(page: Any, index: int) -> None:
    page.locator(f".ct-practice-table .ctw-hand-card[data-index='{index}']").click()


def selected(page: Any) -> list[int]:
    return page.eval_on_selector_all(".ct-practice-table .ctw-hand-card.ctw-selected",
                                     "bs => bs.map(b => Number(b.dataset.index))")


def clear(page: Any) -> None:
    for i in selected(page):
        select(page, i)


def plain_cards(page: Any) -> list[int]:
    """Indices of hand cards that are neither wild nor threes (the page's card classes),
    one per rank."""
    return page.eval_on_selector_all(
        ".ct-practice-table .ctw-hand-card",
        """bs => { const seen = new Set(); return bs.filter(b => {
                 const rank = b.querySelector('.ct-rank').textContent;
                 if (b.querySelector('.ct-wild') || rank === '3' || seen.has(rank)) return false;
                 seen.add(rank); return true; }).map(b => Number(b.dataset.index)); }""")


@dataclass
class Played:
    """What playing a hand by clicking saw: the times the page took, refused discards, and
    at each of the learner's turns the heights (px) of the table and of help-to-actions."""

    coach_times: list[float] = field(default_factory=list)
    bot_turns: list[tuple[float, int]] = field(default_factory=list)
    first_paint: list[float] = field(default_factory=list)
    refused: int = 0
    heights: list[tuple[int, float, float]] = field(default_factory=list)  # (plays, table, help to actions)


def open_a_two_player_game(page: Any, school: School, tag: str) -> None:
    """From the index, "Play a practice hand", two players (the fastest hand), a new game."""
    page.goto(school, wait_until="domcontentloaded", timeout=90_000)
    link = page.locator(f".ct-index a:has-text('{CATALOGUE['practice.title']}')")
    link.wait_for(timeout=60_000)
    link.click()
    page.locator(".ct-practice-table .ctw-actions").wait_for(timeout=30_000)
    page.wait_for_function("location.search.includes('practice')", timeout=10_000)
    page.select_option(".ct-practice-players select", label=CATALOGUE["practice.players.2"])
    page.click(".ct-practice-new")
    page.locator(".ct-held:has-text('Your opponent')").wait_for(timeout=30_000)
    shot(page, f"practice-start-{tag}")


def play_to_the_end(page: Any, *, coach: Callable[[list[int]], None] | None = None,
                    at_turn: Callable[[int], None] | None = None) -> Played:
    """Play the hand by clicking only: a red three or a yes when offered, else draw, else
    discard a plain card (another one if the referee refuses), else end the turn. ``coach``
    is called once, at the first discard with two plain cards to choose from; ``at_turn``
    whenever the learner may act, with the number of plays so far."""
    played = Played()
    for _turn in range(400):
        if page.locator(".ct-hand-end").count():
            break
        actions = enabled(page)
        before = moves(page)
        if actions:
            played.heights.append((before, page.evaluate(TABLE_TO_ACTIONS), page.evaluate(HELP_TO_ACTIONS)))
            if at_turn is not None:
                at_turn(before)
        if "red-three" in actions:
            clear(page)
            page.click(".ct-practice-table .ctw-action-red-three")
            wait_for_change(page, before)
        elif "yes" in actions:
            page.click(".ct-practice-table .ctw-action-yes")
            wait_for_change(page, before)
        elif "draw" in actions:
            clear(page)
            page.click(".ct-practice-table .ctw-action-draw")
            wait_for_change(page, before)
        elif "discard" in actions:
            cards = plain_cards(page)
            if coach is not None and not played.coach_times and len(cards) >= 2:
                start = time.monotonic()
                coach(cards)
                played.coach_times.append(time.monotonic() - start)
            outcome = "refused"
            for index in (cards or [0])[::-1]:
                clear(page)
                select(page, index)
                before = moves(page)
                said = page.locator(".ct-practice-table .ctw-message").inner_text()
                start = time.monotonic()
                page.click(".ct-practice-table .ctw-action-discard")
                # the first paint after the click: the kernel has played the bots' turns
                page.wait_for_function(
                    "(said) => { const m = document.querySelector('.ct-practice-table .ctw-message');"
                    " return m && m.textContent !== said; }", arg=said, timeout=30_000)
                played.first_paint.append(time.monotonic() - start)
                outcome = wait_for_change(page, before)
                if outcome == "played":
                    played.bot_turns.append((time.monotonic() - start, moves(page) - before - 1))
                    break
                played.refused += 1
            assert outcome == "played", "no card could be discarded"
        elif "end-turn" in actions:
            page.click(".ct-practice-table .ctw-action-end-turn")
            wait_for_change(page, before)
        else:
            page.locator(".ct-hand-end").wait_for(timeout=10_000)
    page.locator(".ct-hand-end .ct-score-table").first.wait_for(timeout=10_000)
    return played


def table_and_actions_fit(page: Any, height: int, name: str) -> None:
    """The table with its action buttons fits one screen (scrolled to the table)."""
    table = page.evaluate(TABLE_TO_ACTIONS)
    assert table <= height, f"{name}: the table to its actions is {table:.0f} px, the screen {height} px"


#: Whether the help, the coach's verdict and the actions share one screen when the coach has
#: answered, in the seeded deal: on the phone they take 858 px of 844 (issue 19, the layout);
#: there the table with its actions is asserted to fit, and the help to be one short line.
SIZES = [(1280, 800, "1280", True), (390, 844, "390", False)]


@pytest.mark.parametrize(("width", "height", "tag", "coach_fits"), SIZES)
def test_a_practice_hand_played_to_the_end_by_clicking(school: School, chromium: Any, width: int, height: int, tag: str,
                                                       coach_fits: bool) -> None:
    page = chromium.new_page(viewport={"width": width, "height": height})
    open_a_two_player_game(page, school, tag)
    page.click(".ct-hint-button")
    page.locator(".ct-hint-box").wait_for(timeout=10_000)
    assert page.locator(".ct-hint-box .ct-help-short").inner_text().strip()
    help_and_actions_fit(page, height, f"practice-hint-{tag}")

    def ask_the_coach(cards: list[int]) -> None:
        clear(page)
        select(page, cards[0])
        select(page, cards[1])
        page.click(".ct-coach-button")
        page.locator(".ct-coach-box").first.wait_for(timeout=10_000)
        box = page.locator(".ct-coach-box").first
        assert box.evaluate("b => b.matches('.ct-thinking, .ct-coach-verdict')"), box.inner_text()
        if page.locator(".ct-thinking").count():
            assert page.locator(".ct-coach-button").is_disabled()
            shot(page, f"practice-coach-thinking-{tag}")
        page.locator(".ct-coach-verdict").wait_for(timeout=60_000)
        assert page.locator(".ct-coach-verdict svg").count() == 1
        assert page.locator(".ct-coach-sentence").inner_text().strip()
        if coach_fits:
            help_and_actions_fit(page, height, f"practice-coach-{tag}")
        else:
            help_is_one_short_line(page, f"practice-coach-{tag}")
            table_and_actions_fit(page, height, f"practice-coach-{tag}")
        # the figures and the chart behind the disclosure, readable when opened
        page.click(".ct-coach-verdict .ct-help-more > summary")
        assert page.locator(".ct-coach-verdict svg").is_visible()
        assert page.locator(".ct-coach-why").inner_text().strip()
        shot(page, f"practice-coach-open-{tag}")

    played = play_to_the_end(page, coach=ask_the_coach)
    page.locator(".ct-hand-end").scroll_into_view_if_needed()
    shot(page, f"practice-end-{tag}")
    assert played.coach_times, "the coach was never asked"
    assert played.bot_turns and played.heights
    times = sorted(t for t, _ in played.bot_turns)
    paint = sorted(played.first_paint)

    def p95(values: list[float]) -> float:
        return values[min(len(values) - 1, int(0.95 * len(values)))]

    print(f"\n[{tag}] coach verdict in the page: {played.coach_times[0]:.2f} s; click on discard to the first paint "
          f"(the bots' turns played in the kernel): p50 {statistics.median(paint) * 1000:.0f} ms, p95 {p95(paint) * 1000:.0f} ms; "
          f"to the learner's next turn (the bots' plays shown one by one): p50 {statistics.median(times) * 1000:.0f} ms, "
          f"p95 {p95(times) * 1000:.0f} ms; {len(times)} turns, {sum(n for _, n in played.bot_turns)} bot plays; "
          f"refused discards {played.refused}; table heights {[round(h[1]) for h in played.heights]}, "
          f"help to actions {[round(h[2]) for h in played.heights]}")
    page.close()


@pytest.mark.xfail(strict=True, reason="issue 19: late in this seeded deal (a long hand, melds on both sides) "
                   "the table alone is taller than the screen, so the help and the actions cannot share it")
def test_the_help_and_the_actions_fit_one_screen_at_every_turn(school: School, chromium: Any) -> None:
    """At every turn of the seeded two-player deal, scrolled to the help buttons, the table's
    actions are on the same 1280x800 screen (today they are, early in the deal: see the test
    above; after 84 plays the table to its actions is about 900 px)."""
    page = chromium.new_page(viewport={"width": 1280, "height": 800})
    open_a_two_player_game(page, school, "every-turn-1280")

    def fits(plays: int) -> None:
        span = page.evaluate(HELP_TO_ACTIONS)
        if span > 800:
            page.evaluate("document.querySelector('.ct-practice-help').scrollIntoView({block: 'start'})")
            shot(page, "practice-too-tall-1280")
        assert span <= 800, f"after {plays} plays, from the help buttons to the actions {span:.0f} px, the screen 800 px"

    try:
        play_to_the_end(page, at_turn=fits)
    finally:
        page.close()


@pytest.mark.parametrize(("width", "height", "tag"), [(1280, 800, "1280"), (390, 844, "390")])
def test_a_guided_hand_from_the_practice_page(school: School, chromium: Any, width: int, height: int, tag: str) -> None:
    from canasta_teach.content.guided import load_guided_hands

    hand = load_guided_hands()[-1]
    page = chromium.new_page(viewport={"width": width, "height": height})
    page.goto(school.page("app.ipynb?practice"), wait_until="domcontentloaded", timeout=90_000)
    link = page.locator(f".ct-guided-links a[href$='guided={hand.id}']")
    link.wait_for(timeout=60_000)
    link.click()
    page.locator(".ct-guided").wait_for(timeout=30_000)
    page.wait_for_function(f"location.search.includes('guided={hand.id}')", timeout=10_000)
    stops = len(hand.pauses)
    for number in range(1, stops + 1):
        page.locator(f".ct-guided-stop:has-text('Stop {number} of {stops}')").wait_for(timeout=30_000)
        buttons = page.locator(".ct-guided .ct-answers button:visible")
        buttons.first.wait_for(timeout=10_000)
        if number == 1:
            shot(page, f"guided-stop1-{tag}")
        buttons.first.click()
        page.locator(".ct-guided .ct-feedback-box").first.wait_for(timeout=10_000)
        if number == 2:
            page.locator(".ct-guided .ct-feedback-box").first.scroll_into_view_if_needed()
            shot(page, f"guided-feedback-{tag}")
        page.click(".ct-guided-on")
    page.locator(".ct-guided .ct-hand-end .ct-score-table").first.wait_for(timeout=30_000)
    shot(page, f"guided-end-{tag}")
    page.close()


def test_the_practice_page_passes_axe(school: School, chromium: Any) -> None:
    """axe-core on the practice table with the hint, then with the coach's chart: no serious
    or critical violation (the guided hands' questions are lesson steps, checked there)."""
    from tests.test_accessibility import AXE, BLOCKING, _describe, axe_violations

    if not AXE.exists():
        pytest.skip("axe-core is not installed (run `make proxy`, i.e. npm ci)")
    page = chromium.new_page(viewport={"width": 1280, "height": 800})
    page.goto(school.page("app.ipynb?practice"), wait_until="domcontentloaded", timeout=90_000)
    page.locator(".ct-practice-table .ctw-actions button").first.wait_for(timeout=60_000)
    page.click(".ct-hint-button")
    page.locator(".ct-hint-box").wait_for(timeout=10_000)
    found = [v for v in axe_violations(page) if v["impact"] in BLOCKING]
    assert not found, _describe(found)
    if "draw" in enabled(page):
        before = moves(page)
        page.click(".ct-practice-table .ctw-action-draw")
        wait_for_change(page, before)
    cards = plain_cards(page)
    if "discard" in enabled(page) and len(cards) >= 2:
        select(page, cards[0])
        select(page, cards[1])
        page.click(".ct-coach-button")
        page.locator(".ct-coach-verdict").wait_for(timeout=60_000)
        found = [v for v in axe_violations(page) if v["impact"] in BLOCKING]
        assert not found, _describe(found)
    page.close()


def test_the_server_logged_no_traceback(school: School) -> None:
    """Last in the module: nothing the tests above did made the server or a kernel fail."""
    log = school.log()
    assert "Traceback" not in log, log[-3000:]
