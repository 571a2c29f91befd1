"""The review of a practice hand in a browser, under a real ``canasta-teach serve`` (marker
``browser``): a two-player hand (seeded deal) played to its end by clicking, "Review this
hand", the progress bar, the flagged decisions with their facts, and "Try this moment
again": the learner chooses again on that moment's table and the coach's words follow. At
1280x800 and 390x844; screenshots go to ``tests/artifacts/``."""

from __future__ import annotations

from typing import Any

import pytest

from canasta_teach.judge.wording import phrase
from tests.browser_support import School
from tests.test_practice_browser import PRACTICE_SEED, SIZES, open_a_two_player_game, play_to_the_end, shot

pytestmark = [pytest.mark.browser, pytest.mark.school(env={"CANASTA_TEACH_PRACTICE_SEED": str(PRACTICE_SEED)})]


def choose_again(page: Any) -> None:
    """On the retried moment's table: keep playing, draw, or discard a card (whichever the
    moment offers), as a learner would click."""
    table = ".ct-review-table"
    page.locator(f"{table} .ctw-actions button:not([disabled])").first.wait_for(timeout=30_000)
    actions = page.eval_on_selector_all(f"{table} .ctw-actions button:not([disabled])", "bs => bs.map(b => b.dataset.action)")
    if "keep" in actions:
        page.click(f"{table} .ctw-action-keep")
    elif "draw" in actions:
        page.click(f"{table} .ctw-action-draw")
    else:
        assert "discard" in actions, actions
        cards = page.locator(f"{table} .ctw-hand-card")
        for index in range(cards.count()):  # the first card the referee lets go
            page.locator(f"{table} .ctw-hand-card[data-index='{index}']").click(position={"x": 9, "y": 24})
            page.click(f"{table} .ctw-action-discard")
            try:
                page.locator(".ct-review-retry-said .ct-coach-box, .ct-review-retry-said .ct-thinking").first.wait_for(timeout=5_000)
                return
            except Exception:  # refused (a red three, say): unselect and try the next card
                page.locator(f"{table} .ctw-hand-card[data-index='{index}']").click(position={"x": 9, "y": 24})
        raise AssertionError("no card of the retried moment could be discarded")


@pytest.mark.timeout(1500)  # the review plays the hand's decisions out many times: minutes on a busy machine
@pytest.mark.parametrize(("width", "height", "tag"), SIZES)
def test_a_hand_played_to_its_end_is_reviewed_and_a_flagged_moment_retried(school: School, chromium: Any, width: int,
                                                                            height: int, tag: str) -> None:
    page = chromium.new_page(viewport={"width": width, "height": height})
    open_a_two_player_game(page, school, tag)
    # melding keeps the hand's decisions few where the cards are easy to tap (a phone's
    # fanned hand is the every-turn test's known case)
    play_to_the_end(page, meld=width >= 1000)
    button = page.locator(".ct-review-button")
    button.wait_for(timeout=10_000)
    assert button.inner_text().strip() == phrase("review.button")
    button.click()
    # the coach at work: a progress bar of its play-outs, then the summary
    page.locator(".ct-review-status progress.ct-coach-progress, .ct-review-summary").first.wait_for(timeout=60_000)
    if page.locator(".ct-review-status .ct-thinking").count():
        assert page.locator(".ct-review-status .ct-thinking").get_attribute("aria-busy") == "true"
        shot(page, f"review-thinking-{tag}")
    page.locator(".ct-review-summary").wait_for(timeout=1_200_000)
    shot(page, f"review-done-{tag}")
    entries = page.locator(".ct-review-entry")
    assert entries.count() >= 1, page.locator(".ct-review").inner_text()
    first = entries.first
    assert first.locator(".ct-review-verdict").inner_text().startswith("You chose to")
    # the page is no wider than the screen
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 1
    first.locator(".ct-review-retry-button").click()
    page.locator(".ct-review-table .ctw-message").wait_for(timeout=30_000)
    assert phrase("review.retry-lead") in page.locator(".ct-review-table .ctw-message").inner_text()
    choose_again(page)
    said = page.locator(".ct-review-retry-said .ct-coach-box:not(.ct-thinking)")
    said.wait_for(timeout=120_000)
    assert said.inner_text().strip()
    said.scroll_into_view_if_needed()
    shot(page, f"review-retried-{tag}")
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 1
