"""The teacher's pages in a real browser: the dashboard's first screen, the handout, and
``roster`` naming the running class server's own address.

A real ``canasta-teach serve --class 4b`` runs on a free port (never 8866); one learner has
answered most of the lessons, the case that once made a page 4,700 px long with the
learners' table at its very bottom. At 1280x800 and at 390x844 the dashboard's first screen
holds the summary and the whole learners' table, everything else sits in closed sections,
nothing is wider than the screen, and axe-core finds nothing. The printed handout meets
WCAG contrast (4.5:1) everywhere: axe-core finds nothing on it either. Screenshots go to
``tests/artifacts/``.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from tests.browser_support import School, wait_for_widgets
from tests.test_accessibility import ARTIFACTS, VIEWPORTS, _describe, axe_violations, require_axe, resized

CLASS = "4b"
pytestmark = [pytest.mark.browser, pytest.mark.school(class_name=CLASS)]

#: Everything the first screen must hold, with no scrolling: the dashboard's title, the
#: summary (class count, most-missed rulings, who may be stuck) and the learners' table.
FIRST_SCREEN = ["h1.ct-dash-title", ".ct-dash-count", ".ct-dash-missed", ".ct-dash-stuck", ".ct-dash-learners"]

#: Where the page is wider than the screen: every element's right edge, except inside a
#: box that scrolls by itself (the tables' ``.ct-dash-scroll``), and the page's own width.
OVERFLOW = """(root) => {
  const width = document.documentElement.clientWidth, out = [];
  if (document.documentElement.scrollWidth > width + 1) out.push('page ' + document.documentElement.scrollWidth);
  for (const e of document.querySelectorAll(root + ' *')) {
    if (e.closest('.ct-dash-scroll') && !e.classList.contains('ct-dash-scroll')) continue;
    const r = e.getBoundingClientRect();
    if (r.width && r.right > width + 1) out.push(e.tagName + '.' + e.className + ' ' + Math.round(r.right));
  }
  return out.slice(0, 8);
}"""


def _one_learners_answers(store_path: Path) -> int:
    """Ann has answered every position of lessons 1 to 8 (some wrong) and finished two
    lessons: many rows per rule and per position for one learner. Returns how many."""
    from canasta_teach.content.lessons import get_lesson, lesson_positions
    from canasta_teach.players.ruling import rule
    from canasta_teach.progress.store import Answer, ProgressStore

    t0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
    n = 0
    with ProgressStore.open(store_path) as store:
        for number in range(1, 9):
            lesson = get_lesson(str(number))
            for p in lesson_positions(lesson):
                store.record_answer(Answer("Ann", p.id, rule_ids=tuple(rule(p).rules), correct=n % 3 != 1,
                                           first_try=True, source=f"lesson:{lesson.id}", answered_at=t0 + timedelta(seconds=n)))
                n += 1
            if number <= 2:
                store.mark_lesson_done("Ann", lesson.id, right_first_time=3, steps=5)
    return n


@pytest.fixture(scope="module")
def answered(school: School) -> int:
    require_axe()
    assert school.store is not None
    return _one_learners_answers(school.store)


def _bottom(page: Any, selector: str) -> float:
    return float(page.locator(selector).first.evaluate("e => e.getBoundingClientRect().bottom + window.scrollY"))


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_the_dashboards_first_screen_holds_the_summary_and_the_learners(school: School, chromium: Any, answered: int,
                                                                          size: str) -> None:
    viewport = VIEWPORTS[size]
    page = chromium.new_page(viewport=viewport)
    page.goto(school.page(f"teacher.ipynb?key={school.key}"), wait_until="domcontentloaded")
    wait_for_widgets(page)
    page.locator(".ct-dash-learners").wait_for()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"teacher-dashboard-{size}.png"))
    page.screenshot(path=str(ARTIFACTS / f"teacher-dashboard-{size}-full.png"), full_page=True)
    assert "Ann" in page.inner_text(".ct-dash-learners") and answered > 40

    below = {sel: round(_bottom(page, sel)) for sel in FIRST_SCREEN if _bottom(page, sel) > viewport["height"]}
    assert not below, f"below the first screen at {viewport['width']}x{viewport['height']}: {below}"
    assert page.evaluate("() => window.scrollY") == 0
    assert not page.evaluate(OVERFLOW, ".ct-dashboard")

    # the rest is in closed sections, each with a summary line saying what it holds
    sections = page.locator("details.ct-dash-section")
    summaries = [s.strip() for s in sections.locator("summary").all_inner_texts()]
    assert len(summaries) >= 3 and all(len(s) > 10 for s in summaries), summaries
    assert sections.evaluate_all("all => all.every(d => !d.open)")
    assert page.locator("svg.ct-chart:visible").count() == 0
    height = page.evaluate("() => document.documentElement.scrollHeight")
    assert height < 2 * viewport["height"], height  # was about 4,700 px for one learner

    violations = [v for v in axe_violations(page) if v["id"] != "region"]
    assert not violations, _describe(violations)

    # opened, a section shows its chart and table, and still nothing is wider than the screen
    for summary in sections.locator("summary").all():
        summary.click()
    page.locator("svg.ct-chart:visible").first.wait_for()
    resized(page, viewport)
    assert page.locator("svg.ct-chart:visible").count() == 3
    assert not page.evaluate(OVERFLOW, ".ct-dashboard")
    page.screenshot(path=str(ARTIFACTS / f"teacher-dashboard-{size}-open.png"), full_page=True)
    violations = [v for v in axe_violations(page) if v["id"] != "region"]
    assert not violations, _describe(violations)
    page.close()


def test_the_handout_is_axe_clean_at_both_widths(chromium: Any, tmp_path: Path) -> None:
    """Every text of the handout meets 4.5:1 (the footer once had 4.47:1), and axe-core
    finds nothing else either, on screen at both widths."""
    from canasta_teach.app.handout import build_handout

    require_axe()
    out = tmp_path / "handout.html"
    out.write_text(build_handout("6"), encoding="utf-8")
    page = chromium.new_page(viewport=VIEWPORTS["desktop"])
    page.goto(out.as_uri())
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    found = []
    for size, viewport in VIEWPORTS.items():
        page.set_viewport_size(viewport)
        resized(page, viewport)
        page.screenshot(path=str(ARTIFACTS / f"teacher-handout-{size}.png"))
        violations = axe_violations(page)
        if violations:
            found.append(f"{size}:\n{_describe(violations)}")
    assert not found, "\n".join(found)
    footer = page.locator(".ho-footer")
    assert footer.is_visible() and footer.inner_text().strip()
    page.close()


def test_roster_prints_the_running_class_servers_address(school: School, capsys: pytest.CaptureFixture[str]) -> None:
    """The server runs on a port of its own: the links say that port, read from the server."""
    from canasta_teach.cli.main import main

    assert school.port != 8866
    assert main(["roster", "--class", CLASS, "--store", str(school.store), "Rosa"]) == 0
    out = capsys.readouterr().out
    link = next(line for line in out.splitlines() if line.startswith("Rosa")).split()[-1]
    assert link.startswith(f"http://127.0.0.1:{school.port}/voila/render/app.ipynb?me="), out
    assert ":8866" not in out
