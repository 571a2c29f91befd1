"""A Tranca practice hand in a browser, under a real ``canasta-teach serve`` (marker ``browser``).

The learner opens ``?practice&ruleset=tranca`` and plays the first hand of a seeded Tranca
game to its end by clicking only: selecting cards and pressing the table's buttons (draw,
take the pile with two cards, meld a set or a run, add a card at an end of a run, discard),
taking the morto when the hand empties, going out. The plays are the Tranca bot's, planned
in the kernel on the same deal (:mod:`tests.tranca_plan`): the server deals every practice
game from the seed, and the practice table's bots are seeded by it, so the page's hand is
the planned one. At every turn the table's message and action buttons are on the first
screen; the runs are drawn from their low end up, the mortos face down or taken. Screenshots
at 1280x800 and 390x844 go to ``tests/artifacts/``.
"""

from __future__ import annotations

from typing import Any

import pytest

from canasta_teach.game.operations import AddToRun, LayMeld
from canasta_teach.game.runs import Run, tranca_meld
from canasta_teach.judge.wording import phrase
from tests.browser_support import School
from tests.test_practice_browser import (
    clear,
    moves,
    on_the_first_screen,
    select,
    shot,
    signature,
    wait_for_change,
    wait_for_table,
)
from tests.tranca_plan import plan_hand

#: The seeded Tranca game (the kernel tests' SEED): the learner takes the pile, melds a
#: run, adds at a run's end, takes the morto and goes out.
SEED = 20261216
pytestmark = [pytest.mark.browser, pytest.mark.school(env={"CANASTA_TEACH_PRACTICE_SEED": str(SEED)})]

SIZES = [(1280, 800, "1280"), (390, 844, "390")]


def _target(message: dict[str, Any]) -> str:
    """The element to press for a planned play: an action button, or a meld to add to (a
    run's end)."""
    if message["action"] != "add":
        return f".ct-practice-table .ctw-action-{message['action']}"
    meld = message["meld"]
    if "end" in message:
        return f".ct-practice-table .ct-us .ctw-run[data-index='{meld}'] .ctw-run-{message['end']}"
    return f".ct-practice-table .ct-us .ctw-meld-button[data-index='{meld}']"


@pytest.mark.timeout(900)  # a whole hand of about 30 turns, clicked, the bots' plays shown one by one
@pytest.mark.parametrize(("width", "height", "tag"), SIZES)
def test_a_tranca_hand_played_to_its_end_by_clicking(school: School, chromium: Any, width: int, height: int, tag: str) -> None:
    hand, plays = plan_hand(SEED)
    page = chromium.new_page(viewport={"width": width, "height": height})
    page.goto(school.page("app.ipynb?practice&ruleset=tranca"), wait_until="domcontentloaded")
    page.locator(".ct-practice-table .ctw-actions button:not([disabled])").first.wait_for()
    assert phrase("tranca.title") in page.locator(".ct-practice-head").inner_text()
    # each side's morto, face down, named in words
    for side in ("us", "them"):
        morto = page.locator(f".ct-practice-table .ct-{side} .ctw-morto")
        assert morto.is_visible()
        assert morto.get_attribute("role") == "img" and "morto" in (morto.get_attribute("aria-label") or "").lower()
    on_the_first_screen(page, height, f"tranca-first-{tag}", picture=True)
    run_shown = morto_shown = False
    for step, play in enumerate(plays):
        target = _target(play.message)
        page.locator(f"{target}:not([disabled])").wait_for()
        if play.message["action"] in ("draw", "take"):
            on_the_first_screen(page, height, f"tranca-turn-{tag}-{step}")  # the turn's actions on the first screen
        before = moves(page)
        clear(page)
        for index in sorted(play.message["selected"], reverse=True):  # right to left: each corner stays clear
            select(page, index)
        assert sorted(page.eval_on_selector_all(".ct-practice-table .ctw-hand-card.ctw-selected",
                                                "bs => bs.map(b => Number(b.dataset.index))")) == play.message["selected"]
        if isinstance(play.op, AddToRun) and not run_shown:
            page.locator(target).scroll_into_view_if_needed()
            shot(page, f"tranca-add-to-run-{tag}")
        table = signature(page)
        page.click(target)
        outcome = wait_for_change(page, before)
        if outcome != "played":
            shot(page, f"tranca-refused-{tag}-{step}")
        assert outcome == "played", f"step {step}: {play.op} was refused: " + page.locator(".ct-practice-table .ctw-message").inner_text()
        wait_for_table(page, table)
        if isinstance(play.op, LayMeld) and isinstance(tranca_meld(play.op.cards, hand.state.ruleset), Run) and not run_shown:
            run_shown = True
            run = page.locator(".ct-practice-table .ct-us .ctw-run").first
            run.wait_for()
            # drawn from its low end up, named in words (never "4h-6h")
            label = run.get_attribute("aria-label") or ""
            assert label and "-" not in label.split(",")[0], label
            assert run.locator(".ctw-run-low").count() == 1 and run.locator(".ctw-run-high").count() == 1
            run.scroll_into_view_if_needed()
            shot(page, f"tranca-run-{tag}")
        if not morto_shown and page.locator(".ct-practice-table .ct-us .ctw-morto.ctw-morto-taken").count():
            morto_shown = True
            shot(page, f"tranca-morto-taken-{tag}")
    page.locator(".ct-hand-scores .ct-score-table").first.wait_for()
    assert run_shown and morto_shown
    end = page.locator(".ct-hand-end")
    assert phrase("practice.hand-over") in page.locator(".ct-practice-table .ctw-message").inner_text()
    assert page.locator(".ct-hand-scores .ct-score-table").count() == 2
    end.scroll_into_view_if_needed()
    shot(page, f"tranca-end-{tag}")
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, f"tranca-end-table-{tag}")
    page.close()
