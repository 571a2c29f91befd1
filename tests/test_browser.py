"""End to end: `canasta-teach serve` on a free port, driven in headless Chromium.

A learner opens the index, follows a link to a lesson, answers one decision wrongly and one
rightly (the feedback, the cited rule and the highlighted cards are checked against the
judge), takes a short quiz and sees the summary; the teacher's dashboard shows that
learner's answers with the key and nothing without it. Screenshots go to ``artifacts/``.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
import time
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest

from canasta_teach.judge import explain, judge
from canasta_teach.content.lessons import get_lesson, lesson_positions
from canasta_teach.game.rulebook import RULE_BOOK
from tests.browser_support import (
    free_port,
    http_get,
    launch_chromium,
    require_browser,
    screenshot,
    stop_server,
    wait_for_widgets,
)

pytestmark = pytest.mark.browser

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


class ClassServer:
    def __init__(self, base: str, key: str, store: Path, proc: subprocess.Popen[bytes], log: Path) -> None:
        self.base, self.key, self.store, self.proc, self.log = base, key, store, proc, log

    def url(self, path: str) -> str:
        return self.base + path


@pytest.fixture(scope="module")
def class_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ClassServer]:
    require_browser()
    tmp = tmp_path_factory.mktemp("class")
    positions = tmp / "positions"
    positions.mkdir()
    (positions / "ours.yaml").write_text(TEACHER_POSITIONS, encoding="utf-8")
    store = tmp / "data" / "class.sqlite3"
    port = free_port()
    log = tmp / "serve.log"
    argv = [sys.executable, "-m", "canasta_teach.cli", "serve", "--port", str(port), "--class", "4b",
            "--positions", str(positions), "--store", str(store), "--cull-idle", "120"]
    with log.open("wb") as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        deadline = time.monotonic() + 90
        while "Canasta school ready" not in log.read_text(errors="replace"):
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("serve did not start:\n" + log.read_text(errors="replace"))
            time.sleep(0.3)
        text = log.read_text(errors="replace")
        key = re.search(r"teacher\.ipynb\?key=([A-Za-z0-9_-]+)", text)
        assert key, text
        yield ClassServer(f"http://127.0.0.1:{port}/voila/render/", key.group(1), store, proc, log)
    finally:
        stop_server(proc)


@pytest.fixture(scope="module")
def browser(class_server: ClassServer) -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = launch_chromium(p)
        try:
            yield b
        finally:
            b.close()


def _page(browser: object, url: str) -> object:
    page = browser.new_page(viewport={"width": 1100, "height": 900})  # type: ignore[attr-defined]
    page.goto(url, wait_until="domcontentloaded", timeout=90_000)
    wait_for_widgets(page)
    return page


def _choice_label(value: object) -> str:
    return {True: "Yes", False: "No"}.get(value, str(value)) if isinstance(value, bool) else str(value)


def _code_of(class_server: ClassServer, name: str) -> str:
    """A learner of the class with their personal code (as the name box mints it)."""
    from canasta_teach.progress.store import ProgressStore

    store = ProgressStore.open(class_server.store)
    try:
        return store.claim_name(name)[1]
    finally:
        store.close()


def test_the_old_index_leads_into_the_app_and_a_name_opens_nothing(class_server: ClassServer, browser: object) -> None:
    """The old index (whose name box showed a typed name's progress) is the app's under
    serve, carrying only a personal code; a single lesson with ?learner= records nothing."""
    for old, place in (("index.ipynb?learner=Ann", "app.ipynb"),
                       ("index.ipynb?learner=Ann&me=K7QM-3RXT-PW9C", "app.ipynb?me=K7QM-3RXT-PW9C")):
        status, _body, where = _redirect_of(class_server.url(old))
        assert status in (301, 302) and where.endswith("/voila/render/" + place), (old, status, where)
    from canasta_teach.progress.store import ProgressStore

    before = len(ProgressStore.open(class_server.store).answers(learner="Ann"))
    page = _page(browser, class_server.url("06-the-frozen-pile.ipynb?learner=Ann"))
    page.locator(".ct-answers button").first.wait_for(timeout=60_000)  # type: ignore[attr-defined]
    page.locator(".ct-answers button").first.click()  # type: ignore[attr-defined]
    page.locator(".ct-feedback .ct-feedback-box").wait_for(timeout=30_000)  # type: ignore[attr-defined]
    page.close()  # type: ignore[attr-defined]
    assert len(ProgressStore.open(class_server.store).answers(learner="Ann")) == before == 0


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


def test_learner_clicks_through_a_lesson(class_server: ClassServer, browser: object) -> None:
    code = _code_of(class_server, "Zoe")
    page = _page(browser, class_server.url(f"app.ipynb?me={code}"))
    assert "The frozen pile — What freezes the pile" in page.inner_text(".ct-index")  # type: ignore[attr-defined]
    assert "Your teacher's positions (4b)" in page.inner_text(".ct-index")  # type: ignore[attr-defined]
    assert "Zoe" in page.inner_text("body")  # type: ignore[attr-defined]  # who is learning, on every view
    screenshot(page, "browser-index")
    page.click(".ct-index a:has-text('The frozen pile')")  # type: ignore[attr-defined]
    page.wait_for_url(re.compile(r"app\.ipynb\?lesson=6"), timeout=60_000)  # type: ignore[attr-defined]
    page.click(".ct-start")  # type: ignore[attr-defined]  # past the lesson's explanation
    page.locator(".ct-answers button").first.wait_for(timeout=60_000)  # type: ignore[attr-defined]

    positions = lesson_positions(get_lesson("06-the-frozen-pile"))
    first = judge(positions[0])
    assert page.locator(".ct-card.ct-highlight").count() == 0  # type: ignore[attr-defined]
    wrong = "No" if first.answer is True else "Yes"
    page.click(f".ct-answers button:has-text('{wrong}')")  # type: ignore[attr-defined]
    feedback = page.locator(".ct-feedback .ct-feedback-box")  # type: ignore[attr-defined]
    feedback.wait_for(timeout=30_000)
    text = feedback.inner_text()
    assert "Not quite" in text
    assert RULE_BOOK[first.rules[0]].title in text
    assert explain(first).deciding[0][:40] in text  # the deciding sentence, shown first
    highlighted = page.locator(".ct-card.ct-highlight")  # type: ignore[attr-defined]
    assert highlighted.count() >= 1
    labels = [highlighted.nth(i).get_attribute("aria-label") for i in range(highlighted.count())]
    assert any(c.name in (label or "") for c in first.key_cards for label in labels)
    screenshot(page, "browser-lesson-wrong")

    page.click(".ct-try-again")  # type: ignore[attr-defined]
    page.click(f".ct-answers button:has-text('{_choice_label(first.answer)}')")  # type: ignore[attr-defined]
    page.locator(".ct-feedback .ct-right").wait_for(timeout=30_000)  # type: ignore[attr-defined]

    # on to the next question with answer buttons (steps to act on the cards are skipped here)
    from canasta_teach.app.act_step import is_act_step

    k = next(i for i, p in enumerate(positions) if i > 0 and not is_act_step(p))
    for step in range(2, k + 2):
        page.click(".ct-next")  # type: ignore[attr-defined]
        page.locator(f"text=step {step} of").wait_for(timeout=30_000)  # type: ignore[attr-defined]
    second = judge(positions[k])
    page.click(f".ct-answers button:has-text('{_choice_label(second.answer)}')")  # type: ignore[attr-defined]
    right = page.locator(".ct-feedback .ct-right")  # type: ignore[attr-defined]
    right.wait_for(timeout=30_000)
    assert "Right" in right.inner_text() and RULE_BOOK[second.rules[0]].title in right.inner_text()
    screenshot(page, "browser-lesson-right")
    page.close()  # type: ignore[attr-defined]


def test_quiz_round_summary_and_dashboard(class_server: ClassServer, browser: object) -> None:
    code = _code_of(class_server, "Quincy")
    page = _page(browser, class_server.url(f"app.ipynb?quiz&me={code}"))
    for _ in range(8):
        page.locator(".ct-answers button").first.wait_for(timeout=60_000)  # type: ignore[attr-defined]
        page.locator(".ct-answers button").first.click()  # type: ignore[attr-defined]
        page.locator(".ct-feedback .ct-feedback-box").wait_for(timeout=30_000)  # type: ignore[attr-defined]
        page.click(".ct-quiz .ct-next")  # type: ignore[attr-defined]
    summary = page.locator(".ct-quiz-summary")  # type: ignore[attr-defined]
    summary.wait_for(timeout=30_000)
    assert "Round done" in summary.inner_text() and "right the first time" in summary.inner_text()
    screenshot(page, "browser-quiz-summary")
    page.close()  # type: ignore[attr-defined]

    locked = _page(browser, class_server.url("teacher.ipynb?key=not-the-key"))
    body = locked.inner_text("body")  # type: ignore[attr-defined]
    assert "This page is for the teacher" in body and "Quincy" not in body
    screenshot(locked, "browser-dashboard-locked")
    locked.close()  # type: ignore[attr-defined]

    dash = _page(browser, class_server.url(f"teacher.ipynb?key={class_server.key}"))
    dash.locator(".ct-dashboard").wait_for(timeout=60_000)  # type: ignore[attr-defined]
    text = dash.inner_text(".ct-dashboard")  # type: ignore[attr-defined]
    assert "Class 4b" in text and "Quincy" in text and "Per rule" in text
    assert dash.locator("svg.ct-chart").count() >= 3  # type: ignore[attr-defined]
    screenshot(dash, "browser-dashboard")
    dash.close()  # type: ignore[attr-defined]


def test_store_cannot_be_fetched_over_http(class_server: ClassServer) -> None:
    store = str(class_server.store)
    root = class_server.base.split("/voila/")[0]
    quoted = urllib.parse.quote(store)
    for path in (f"/voila/files{store}", f"/voila/files/{quoted}", f"/files{store}", "/voila/files/../" + store,
                 "/voila/files/..%2F..%2F..%2F" + quoted.lstrip("/"), f"/voila/render{store}",
                 "/voila/files/progress.sqlite3", "/voila/files/class.sqlite3", f"/voila/static/..%2F..{quoted}"):
        status, body = http_get(root + path, timeout=30)
        assert status in (301, 302, 400, 403, 404, 405), (path, status)
        assert "SQLite format" not in body, path
