"""A class deal in a real browser: ``canasta-teach serve --class deals --deal N`` names it,
three learners play it (through the practice table's kernel-side API, each on the app with
their personal code, writing to the server's store), and the teacher's dashboard compares
their hands: per learner the score, margin and result, then the decisions where they chose
differently at the same table and how their hands ended. The teacher sets another class deal
on the page; a learner who opens practice then gets it. Screenshots go to
``tests/artifacts/`` (class-deal-dashboard-*.png, class-deal-practice.png)."""

from __future__ import annotations

from typing import Any

import pytest

from canasta_teach.judge.wording import phrase
from canasta_teach.players.deal_number import DealNumber
from canasta_teach.progress.store import ProgressStore
from tests.browser_support import School, wait_for_widgets
from tests.test_accessibility import ARTIFACTS, VIEWPORTS
from tests.test_class_deals import three_learners_play

DEAL = DealNumber(2**64 + 4242, 4, "sensible")
NEXT = DealNumber(2**64 + 777, 2, "random")
# the number as the pages show it, in groups: serve --deal takes it back with the spaces
pytestmark = [pytest.mark.browser, pytest.mark.school(class_name="deals", args=["--deal", DEAL.grouped.replace("\u00a0", " ")])]


def _open_dashboard(school: School, chromium: Any, size: str) -> Any:
    page = chromium.new_page(viewport=VIEWPORTS[size])
    page.goto(school.page(f"teacher.ipynb?key={school.key}"), wait_until="domcontentloaded")
    wait_for_widgets(page)
    page.locator(".ct-dash-deal-table").first.wait_for()
    return page


def test_the_dashboard_compares_a_class_deal_played_by_three_learners(school: School, chromium: Any) -> None:
    assert school.store is not None and school.key
    with ProgressStore.open(school.store, answers_per_minute=None) as store:
        assert store.class_deal() == DEAL  # serve --deal kept it
        three_learners_play(store, DEAL)
        choices = store.deal_choices(DEAL)
    assert len({c.chosen for c in choices}) >= 2

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for size in VIEWPORTS:
        page = _open_dashboard(school, chromium, size)
        results = page.locator(".ct-dash-deal-table")
        assert results.is_visible()  # the class deal's section is open
        rows = results.locator("tr").all_inner_texts()
        assert [r.split("\t")[0] for r in rows[1:]] == ["Ann", "Bob", "Cid"], rows
        differed = page.locator(".ct-dash-deal-choices-table")
        assert differed.is_visible()
        text = differed.inner_text()
        for c in choices:
            assert all(name in text for name in c.names)
        summary = page.locator("details.ct-dash-deal summary").first
        assert DEAL.grouped in summary.inner_text()
        # a screen reader hears the number digit by digit: the groups are hidden from it
        assert DEAL.grouped in summary.locator('[aria-hidden="true"]').inner_text()
        assert DEAL.spoken in summary.locator(".ct-sr-only").inner_text()
        # nothing wider than the screen: the tables scroll in their own box
        assert page.evaluate("() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1")
        page.locator(".ct-dash-deal").first.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / f"class-deal-dashboard-{size}.png"), full_page=True)
        page.close()

    # the teacher names another deal on the page ("Set the class deal")
    page = _open_dashboard(school, chromium, "desktop")
    control = page.locator(".ct-class-deal")
    assert DEAL.grouped in control.inner_text()
    field = control.locator(".ct-class-deal-number input")
    field.fill(NEXT.grouped.replace("\u00a0", " "))  # typed back in groups, with plain spaces
    field.press("Tab")  # the text box sends its value
    control.locator("button.ct-class-deal-set").click()
    page.locator(".ct-class-deal .ct-ok").wait_for()
    assert NEXT.grouped in page.locator(".ct-class-deal .ct-ok").inner_text()
    page.close()
    with ProgressStore.open(school.store, answers_per_minute=None) as store:
        assert store.class_deal() == NEXT

    # a learner who opens practice now plays the new class deal
    page = chromium.new_page(viewport=VIEWPORTS["desktop"])
    page.goto(school.page("app.ipynb?practice"), wait_until="domcontentloaded")
    wait_for_widgets(page)
    page.locator(".ct-practice-setup-toggle button, .ct-practice-setup-toggle").first.wait_for()
    info = page.locator(".ct-deal-info").first
    info.wait_for(state="attached")
    words = info.text_content() or ""
    assert NEXT.grouped in words and phrase("deals.teacher-chose") in words, words
    page.locator(".ct-practice-setup-toggle button, .ct-practice-setup-toggle").first.click()
    info.wait_for(state="visible")
    page.screenshot(path=str(ARTIFACTS / "class-deal-practice.png"))
    page.close()
