"""The review of a practice hand in a browser, under a real ``canasta-teach serve`` (marker
``browser``): a two-player hand played to its end by clicking, "Review this hand", the
progress bar, the flagged decisions with their facts, and "Try this moment again": the
learner chooses again on that moment's table and the coach's words follow. At 1280x800 and
390x844; screenshots go to ``tests/artifacts/``.

The hand is certain to have a costly decision, not merely likely to: the page opens deal
:data:`~tests.review_script.REVIEW_DEAL` (``?practice&deal=N``) and clicks the scripted
learner's operations (:func:`~tests.review_script.scripted_hand`), waiting after each for
exactly the plays the script's hand has then, so the page's hand is the script's to the last
play. The unit test ``test_hand_review.py::test_a_hand_where_the_learner_discards_into_their_meld_with_a_big_pile_flags_that_discard``
reviews that hand with the table's seed and play-outs and finds the discard into the
opponents' meld flagged; here the kernel reviews the same hand, and the test retries that
moment and chooses the black three. Every wait is for a condition; the review's is long
(the kernel plays the hand's decisions out on a loaded machine)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from canasta_teach.app.hand_review import moment_title
from canasta_teach.app.table_widget import hand_order
from canasta_teach.game.operations import Discard, DrawStock, RevealRedThree
from canasta_teach.judge.wording import phrase, say
from canasta_teach.players.coach import choice_label
from tests.browser_support import School
from tests.review_script import BETTER, DECISIONS, FLAGGED, MISTAKE, REVIEW_DEAL, ScriptedHand, scripted_hand
from tests.test_practice_browser import SIZES, on_the_first_screen, shot, signature, wait_for_table

pytestmark = [pytest.mark.browser, pytest.mark.school()]

#: How long a play (the bots' turns after it, shown one by one) may take on a loaded machine.
PLAY_MS = 120_000
#: How long the review may take in the kernel on a loaded machine (about 30 s unloaded).
REVIEW_MS = 1_200_000
TABLE = ".ct-practice-table"

#: The page's state after a play: how many plays its log holds, whether the hand is over and
#: which of the table's actions are enabled.
PAGE_STATE = """() => { const s = document.querySelector('.ct-log summary');
    return {plays: s ? parseInt(s.textContent.split('(').pop()) : -1,
            over: !!document.querySelector('.ct-hand-scores .ct-score-table'),
            actions: Array.from(document.querySelectorAll('.ct-practice-table .ctw-actions button:not([disabled])'))
                          .map(b => b.dataset.action)}; }"""


def wait_for_plays(page: Any, plays: int, *, over: bool = False) -> None:
    """Wait until the page's log holds exactly ``plays`` plays and the learner may act
    (or, ``over``, the hand's score is shown)."""
    page.wait_for_function(
        """([plays, over]) => { const s = document.querySelector('.ct-log summary');
            const n = s ? parseInt(s.textContent.split('(').pop()) : -1;
            if (n !== plays) return false;
            if (over) return !!document.querySelector('.ct-hand-scores .ct-score-table');
            return document.querySelectorAll('.ct-practice-table .ctw-actions button:not([disabled])').length > 0; }""",
        arg=[plays, over], timeout=PLAY_MS)


def play_the_script(page: Any, scripted: ScriptedHand) -> None:
    """Click the scripted learner's every operation; after each, wait for the plays the
    script's hand has then. A page whose hand left the script fails at that play."""
    wait_for_plays(page, scripted.plays_before)
    last = len(scripted.steps) - 1
    for number, step in enumerate(scripted.steps):
        for index in page.eval_on_selector_all(f"{TABLE} .ctw-hand-card.ctw-selected", "bs => bs.map(b => Number(b.dataset.index))"):
            page.locator(f"{TABLE} .ctw-hand-card[data-index='{index}']").click(position={"x": 9, "y": 24})
        table = signature(page)
        if isinstance(step.op, DrawStock):
            page.click(f"{TABLE} .ctw-action-draw")
        elif isinstance(step.op, RevealRedThree):
            page.click(f"{TABLE} .ctw-action-red-three")  # nothing selected: the first red three shown
        else:
            assert isinstance(step.op, Discard) and step.index is not None, step
            card = page.locator(f"{TABLE} .ctw-hand-card[data-index='{step.index}']")
            assert card.get_attribute("data-rank") == step.op.card.rank.value, (number, step)
            card.click(position={"x": 9, "y": 24})  # a hand card's corner (the next card covers the rest)
            page.click(f"{TABLE} .ctw-action-discard")
        try:
            wait_for_plays(page, step.plays_after, over=number == last)
            wait_for_table(page, table)  # the log is drawn; the table too, before the next card is read
        except Exception:
            shot(page, "review-left-the-script")
            raise AssertionError(f"after the scripted {step.op} (step {number}) the page is not the script's hand: "
                                 f"{page.evaluate(PAGE_STATE)}, expected {step.plays_after} plays") from None


@pytest.mark.timeout(2400)  # the review plays the hand's decisions out many times: minutes on a busy machine
@pytest.mark.parametrize(("width", "height", "tag"), SIZES)
def test_a_hand_played_to_its_end_is_reviewed_and_a_flagged_moment_retried(school: School, chromium: Any, width: int,
                                                                            height: int, tag: str) -> None:
    scripted = scripted_hand()
    mistake = scripted.mistake
    page = chromium.new_page(viewport={"width": width, "height": height})
    page.goto(school.page(f"app.ipynb?practice&deal={REVIEW_DEAL}"), wait_until="domcontentloaded")
    page.locator(f"{TABLE} .ctw-actions").wait_for()
    play_the_script(page, scripted)
    button = page.locator(".ct-review-button")
    button.wait_for(timeout=PLAY_MS)
    assert button.inner_text().strip() == phrase("review.button")
    # the page as the learner sees it when the hand ends (the focus on its result):
    # "Review this hand", the next hand's button and the summary in view, the tables after
    page.wait_for_function("() => !!document.activeElement && document.activeElement.matches('.ct-hand-end')", timeout=PLAY_MS)
    shot(page, f"review-hand-over-{tag}")
    in_view = page.evaluate("""() => ['.ct-hand-end', '.ct-review-button', '.ct-next-hand'].map(s => {
        const r = document.querySelector(s).getBoundingClientRect(); return [Math.round(r.top), Math.round(r.bottom)]; })""")
    assert all(top >= 0 and bottom <= height for top, bottom in in_view), f"not all in view at the hand's end: {in_view}"
    # and on the first screen: scrolled to the top, both buttons on it (right under the table)
    found = on_the_first_screen(page, height, f"review-hand-over-top-{tag}", keys=("review", "next_hand"), picture=True)
    tables = page.locator(".ct-hand-scores").bounding_box()
    assert tables is not None and tables["y"] >= found["review"], (tables, found)  # the detail comes after
    print(f"\n[{tag}] at the hand's end: {found}; in view after the focus: {in_view}")
    button.click()
    # the coach at work: a progress bar of its play-outs (busy), until the summary
    page.locator(".ct-review-status progress.ct-coach-progress, .ct-review-summary").first.wait_for(timeout=PLAY_MS)
    if page.locator(".ct-review-status .ct-thinking").count():
        assert page.locator(".ct-review-status .ct-thinking").get_attribute("aria-busy") == "true"
        shot(page, f"review-thinking-{tag}")
    summary = page.locator(".ct-review-summary")
    summary.wait_for(timeout=REVIEW_MS)
    entries = page.locator(".ct-review-entry")
    flagged = entries.count()
    assert summary.inner_text().strip() == say("review.done", n=DECISIONS, flagged=len(FLAGGED)), page.locator(".ct-review").inner_text()
    # worst first, with the review's exact costs (the unit test's outcome for this hand):
    # the discard into the opponents' meld, though found after the take-or-draw
    verdicts = [v.strip() for v in page.locator(".ct-review-entry .ct-review-verdict").all_inner_texts()]
    assert flagged == len(FLAGGED) and verdicts == [say("review.verdict", made=choice_label(made), better=choice_label(better),
                                                        points=points) for made, better, points in FLAGGED], verdicts
    entry = entries.first
    assert entry.locator(".ct-review-when").inner_text().strip() == moment_title(scripted.hand, mistake)
    points = FLAGGED[0][2]
    facts = entry.inner_text()
    assert re.search(r"The next player took the pile in (\d+) of \1 deals after you discard the seven of spades, "
                     r"and in 0 of \1 after you discard the three of spades\.", facts), facts
    entry.scroll_into_view_if_needed()
    shot(page, f"review-done-{tag}")
    # the page is no wider than the screen
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 1
    entry.locator(".ct-review-retry-button").click()
    retried = entry.locator(".ct-review-table")
    retried.locator(".ctw-message").wait_for(timeout=PLAY_MS)
    assert phrase("review.retry-lead") in retried.locator(".ctw-message").inner_text()
    # the learner chooses again: the black three this time
    assert BETTER.card is not None
    index = next(i for i, c in enumerate(hand_order(mistake.state.hands[mistake.seat])) if c.rules_key == BETTER.card.rules_key)
    assert retried.locator(f".ctw-hand-card[data-index='{index}']").get_attribute("data-rank") == "3"
    retried.locator(f".ctw-hand-card[data-index='{index}']").click(position={"x": 9, "y": 24})
    retried.locator(".ctw-action-discard").click()
    said = entry.locator(".ct-review-retry-said .ct-coach-box:not(.ct-thinking)")
    said.wait_for(timeout=PLAY_MS)
    assert said.inner_text().strip() == say("review.retry.better", points=points, made=choice_label(MISTAKE))
    said.scroll_into_view_if_needed()
    shot(page, f"review-retried-{tag}")
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 1
    page.close()


def test_the_server_logged_no_traceback(school: School) -> None:
    """Last in the module: nothing the test above did made the server or a kernel fail."""
    log = school.log()
    assert "Traceback" not in log, log[-3000:]
