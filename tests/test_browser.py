"""End to end: `canasta-teach serve` on a free port, driven in headless Chromium.

A learner opens the index, follows a link to a lesson, answers one decision wrongly and one
rightly (the feedback, the cited rule and the highlighted cards are checked against the
judge), takes a short quiz and sees the summary; the teacher's dashboard shows that
learner's answers with the key and nothing without it. Screenshots go to ``artifacts/``.
"""

from __future__ import annotations

import re
import textwrap
import urllib.parse

import pytest

from canasta_teach.content.lessons import get_lesson, lesson_positions
from canasta_teach.game.rulebook import RULE_BOOK
from canasta_teach.judge import explain, judge
from canasta_teach.judge.wording import card_name
from tests.browser_support import School, http_get, screenshot, wait_for_widgets

TEACHER_POSITIONS = textwrap.dedent(
    """\
    - id: class-take-with-pair
      title: Our class - take the pile with two jacks?
      hand: Js Jh 5d 9c
      our_melds: [Qs Qh Qd]
      pile: 4c 2s Jd
      ask: take-pile
      expect: yes
    """
)

pytestmark = [pytest.mark.browser, pytest.mark.school(class_name="4b", positions=TEACHER_POSITIONS)]


def _page(browser: object, url: str) -> object:
    page = browser.new_page(viewport={"width": 1100, "height": 900})  # type: ignore[attr-defined]
    page.goto(url, wait_until="domcontentloaded")
    wait_for_widgets(page)
    return page


def _choice_label(value: object) -> str:
    return {True: "Yes", False: "No"}.get(value, str(value)) if isinstance(value, bool) else str(value)


def _code_of(school: School, name: str) -> str:
    """A learner of the class with their personal code (as the name box mints it)."""
    from canasta_teach.progress.store import ProgressStore

    store = ProgressStore.open(school.store)
    try:
        return store.claim_name(name)[1]
    finally:
        store.close()


def test_the_old_index_leads_into_the_app_and_a_name_opens_nothing(school: School, browser: object) -> None:
    """The old index (whose name box showed a typed name's progress) is the app's under
    serve, carrying only a personal code; a single lesson with ?learner= records nothing."""
    for old, place in (("index.ipynb?learner=Ann", "app.ipynb"),
                       ("index.ipynb?learner=Ann&me=K7QM-3RXT-PW9C", "app.ipynb?me=K7QM-3RXT-PW9C")):
        status, _body, where = _redirect_of(school.page(old))
        assert status in (301, 302) and where.endswith("/voila/render/" + place), (old, status, where)
    from canasta_teach.progress.store import ProgressStore

    before = len(ProgressStore.open(school.store).answers(learner="Ann"))
    page = _page(browser, school.page("06-the-frozen-pile.ipynb?learner=Ann"))
    page.locator(".ct-answers button").first.wait_for()  # type: ignore[attr-defined]
    page.locator(".ct-answers button").first.click()  # type: ignore[attr-defined]
    page.locator(".ct-feedback .ct-feedback-box").wait_for()  # type: ignore[attr-defined]
    page.close()  # type: ignore[attr-defined]
    assert len(ProgressStore.open(school.store).answers(learner="Ann")) == before == 0


def _redirect_of(url: str) -> tuple[int, str, str]:
    import http.client

    parts = urllib.parse.urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    try:
        conn.request("GET", parts.path + ("?" + parts.query if parts.query else ""))
        answer = conn.getresponse()
        return answer.status, answer.read().decode(errors="replace"), answer.getheader("Location") or ""
    finally:
        conn.close()


def test_learner_clicks_through_a_lesson(school: School, browser: object) -> None:
    code = _code_of(school, "Zoe")
    page = _page(browser, school.page(f"app.ipynb?me={code}"))
    # each lesson with its state for this learner, then what it teaches
    assert "The frozen pile Not started — What freezes the pile" in page.inner_text(".ct-index")  # type: ignore[attr-defined]
    assert "Your teacher's positions (4b)" in page.inner_text(".ct-index")  # type: ignore[attr-defined]
    assert "Zoe" in page.inner_text("body")  # type: ignore[attr-defined]  # who is learning, on every view
    screenshot(page, "browser-index")
    page.click(".ct-index a:has-text('The frozen pile')")  # type: ignore[attr-defined]
    page.wait_for_url(re.compile(r"app\.ipynb\?lesson=6"))  # type: ignore[attr-defined]
    page.click(".ct-start")  # type: ignore[attr-defined]  # past the lesson's explanation
    page.locator(".ct-answers button").first.wait_for()  # type: ignore[attr-defined]

    positions = lesson_positions(get_lesson("06-the-frozen-pile"))
    first = judge(positions[0])
    assert page.locator(".ct-card.ct-highlight").count() == 0  # type: ignore[attr-defined]
    wrong = "No" if first.answer is True else "Yes"
    page.click(f".ct-answers button:has-text('{wrong}')")  # type: ignore[attr-defined]
    feedback = page.locator(".ct-feedback .ct-feedback-box")  # type: ignore[attr-defined]
    feedback.wait_for()
    text = feedback.inner_text()
    assert "Not quite" in text
    assert RULE_BOOK[first.rules[0]].title in text
    assert explain(first).deciding[0][:40] in text  # the deciding sentence, shown first
    highlighted = page.locator(".ct-card.ct-highlight")  # type: ignore[attr-defined]
    assert highlighted.count() >= 1
    labels = [highlighted.nth(i).get_attribute("aria-label") for i in range(highlighted.count())]
    assert any(card_name(c) in (label or "") for c in first.key_cards for label in labels)
    screenshot(page, "browser-lesson-wrong")

    page.click(".ct-try-again")  # type: ignore[attr-defined]
    page.click(f".ct-answers button:has-text('{_choice_label(first.answer)}')")  # type: ignore[attr-defined]
    page.locator(".ct-feedback .ct-right").wait_for()  # type: ignore[attr-defined]

    # on to the next question with answer buttons (steps to act on the cards are skipped here)
    from canasta_teach.app.act_step import is_act_step

    k = next(i for i, p in enumerate(positions) if i > 0 and not is_act_step(p))
    for step in range(2, k + 2):
        page.click(".ct-next")  # type: ignore[attr-defined]
        page.locator(f"text=step {step} of").wait_for()  # type: ignore[attr-defined]
    second = judge(positions[k])
    page.click(f".ct-answers button:has-text('{_choice_label(second.answer)}')")  # type: ignore[attr-defined]
    right = page.locator(".ct-feedback .ct-right")  # type: ignore[attr-defined]
    right.wait_for()
    assert "Right" in right.inner_text() and RULE_BOOK[second.rules[0]].title in right.inner_text()
    screenshot(page, "browser-lesson-right")
    page.close()  # type: ignore[attr-defined]


def test_quiz_round_summary_and_dashboard(school: School, browser: object) -> None:
    code = _code_of(school, "Quincy")
    page = _page(browser, school.page(f"app.ipynb?quiz&me={code}"))
    for _ in range(8):
        page.locator(".ct-answers button").first.wait_for()  # type: ignore[attr-defined]
        page.locator(".ct-answers button").first.click()  # type: ignore[attr-defined]
        page.locator(".ct-feedback .ct-feedback-box").wait_for()  # type: ignore[attr-defined]
        page.click(".ct-quiz .ct-next")  # type: ignore[attr-defined]
    summary = page.locator(".ct-quiz-summary")  # type: ignore[attr-defined]
    summary.wait_for()
    assert "Round done" in summary.inner_text() and "right the first time" in summary.inner_text()
    screenshot(page, "browser-quiz-summary")
    page.close()  # type: ignore[attr-defined]

    locked = _page(browser, school.page("teacher.ipynb?key=not-the-key"))
    body = locked.inner_text("body")  # type: ignore[attr-defined]
    assert "This page is for the teacher" in body and "Quincy" not in body
    screenshot(locked, "browser-dashboard-locked")
    locked.close()  # type: ignore[attr-defined]
    # locked in German: <html lang> is the page's language, not the "en" Voila wrote
    locked = _page(browser, school.page("teacher.ipynb?key=not-the-key&lang=de"))
    locked.wait_for_function("document.documentElement.lang === 'de'")  # type: ignore[attr-defined]
    assert "Diese Seite ist für die Lehrkraft" in locked.inner_text("body")  # type: ignore[attr-defined]
    locked.close()  # type: ignore[attr-defined]

    dash = _page(browser, school.page(f"teacher.ipynb?key={school.key}"))
    dash.locator(".ct-dashboard").wait_for()  # type: ignore[attr-defined]
    text = dash.inner_text(".ct-dashboard")  # type: ignore[attr-defined]
    assert "Class 4b" in text and "Quincy" in text and "Per rule" in text
    assert dash.locator("svg.ct-chart").count() >= 3  # type: ignore[attr-defined]
    screenshot(dash, "browser-dashboard")
    dash.close()  # type: ignore[attr-defined]


def test_store_cannot_be_fetched_over_http(school: School) -> None:
    store = str(school.store)
    root = school.rstrip("/")
    quoted = urllib.parse.quote(store)
    for path in (f"/voila/files{store}", f"/voila/files/{quoted}", f"/files{store}", "/voila/files/../" + store,
                 "/voila/files/..%2F..%2F..%2F" + quoted.lstrip("/"), f"/voila/render{store}",
                 "/voila/files/progress.sqlite3", "/voila/files/class.sqlite3", f"/voila/static/..%2F..{quoted}"):
        status, body = http_get(root + path, timeout=30)
        assert status in (301, 302, 400, 403, 404, 405), (path, status)
        assert "SQLite format" not in body, path
