"""Accessibility in a real browser: axe-core on every kind of page, and a keyboard-only step.

A real ``canasta-teach serve --class`` runs; headless Debian Chromium opens the index, a
lesson step before and after answering, the quiz, the teacher's dashboard and (when it is
there) the one-page app. axe-core, the npm package installed by ``make`` from
``package.json`` into ``node_modules/``, is injected with Playwright and must find no serious
or critical violation, at 1280x800 and at 390x844. A keyboard-only learner answers a step
(Tab to an answer, Enter), sees a focus ring of at least 3 px, and moves on. Screenshots
go to ``tests/artifacts/``.
"""

from __future__ import annotations

import textwrap
from typing import Any

import pytest

from tests.browser_support import REPO_ROOT, School, some_class_answers, under_ci, wait_for_widgets

AXE = REPO_ROOT / "node_modules" / "axe-core" / "axe.min.js"
ARTIFACTS = REPO_ROOT / "tests" / "artifacts"
VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
#: axe impacts that fail the test (minor and moderate ones are reported, not failed).
BLOCKING = ("serious", "critical")
LESSON = "06-the-frozen-pile"

TEACHER_POSITIONS = textwrap.dedent(
    """\
    - id: a11y-take-with-pair
      title: Take the pile with two jacks?
      hand: Js Jh 5d 9c
      our_melds: [Qs Qh Qd]
      pile: 4c 2s Jd
      ask: take-pile
      expect: yes
    """
)

pytestmark = [pytest.mark.browser, pytest.mark.school(class_name="a11y", positions=TEACHER_POSITIONS)]


def require_axe() -> None:
    """Skip (locally) or fail (under ``CI=true``) when ``make`` has not installed axe-core."""
    if not AXE.is_file():
        message = f"axe-core is not installed at {AXE.relative_to(REPO_ROOT)} (run `make proxy`, i.e. npm ci)"
        if under_ci():
            pytest.fail(message)
        pytest.skip(message)


@pytest.fixture(scope="module", autouse=True)
def _axe_is_installed() -> None:
    require_axe()


def _open(browser: Any, url: str, viewport: str = "desktop") -> Any:
    page = browser.new_page(viewport=VIEWPORTS[viewport])
    page.goto(url, wait_until="domcontentloaded")
    wait_for_widgets(page)
    return page


def axe_violations(page: Any) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is now (WCAG 2.x A and AA and best practice)."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    return list(result["violations"])


def _describe(violations: list[dict[str, Any]]) -> str:
    lines = []
    for v in violations:
        targets = ", ".join(" ".join(n["target"]) if isinstance(n["target"], list) else str(n["target"]) for n in v["nodes"][:4])
        summary = v["nodes"][0].get("failureSummary", "").replace("\n", " ") if v["nodes"] else ""
        lines.append(f"{v['impact']}: {v['id']} ({len(v['nodes'])}x) {v['help']} -- {targets} -- {summary[:300]}")
    return "\n".join(lines)


def resized(page: Any, viewport: dict[str, int]) -> None:
    """Wait until the page has the new size and has laid itself out for it (two frames
    painted after the resize), instead of waiting a fixed time."""
    page.wait_for_function("([w, h]) => window.innerWidth === w && window.innerHeight === h",
                           arg=[viewport["width"], viewport["height"]])
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")


def _check(page: Any, name: str) -> None:
    """axe at both sizes, with a screenshot of each; no serious or critical violation."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    found: list[str] = []
    for size, viewport in VIEWPORTS.items():
        page.set_viewport_size(viewport)
        resized(page, viewport)
        page.screenshot(path=str(ARTIFACTS / f"a11y-{name}-{size}.png"))
        blocking = [v for v in axe_violations(page) if v["impact"] in BLOCKING]
        if blocking:
            found.append(f"{name} at {viewport['width']}x{viewport['height']}:\n{_describe(blocking)}")
    assert not found, "\n".join(found)


def _answer_buttons(page: Any) -> Any:
    return page.locator(".ct-answers button:visible")


def test_index(school: School, browser: Any) -> None:
    page = _open(browser, school.page("index.ipynb"))
    page.locator("a:has-text('The frozen pile')").first.wait_for()
    _check(page, "index")
    page.close()


def test_lesson_step_before_and_after_answering(school: School, browser: Any) -> None:
    page = _open(browser, school.page(f"{LESSON}.ipynb"))
    _answer_buttons(page).first.wait_for()
    _check(page, "lesson-before")
    _answer_buttons(page).first.click()
    page.locator(".ct-feedback .ct-feedback-box").wait_for()
    _check(page, "lesson-after")
    page.close()


def test_quiz(school: School, browser: Any) -> None:
    page = _open(browser, school.page("quiz.ipynb"))
    _answer_buttons(page).first.wait_for()
    _check(page, "quiz")
    _answer_buttons(page).first.click()
    page.locator(".ct-feedback .ct-feedback-box").wait_for()
    _check(page, "quiz-answered")
    page.close()



def test_teacher_dashboard(school: School, browser: Any) -> None:
    some_class_answers(school.store)
    page = _open(browser, school.page(f"teacher.ipynb?key={school.key}"))
    page.locator(".ct-dash-learners").wait_for()
    _check(page, "dashboard")
    for summary in page.locator("details.ct-dash-section > summary").all():  # the charts and tables too
        summary.click()
    page.locator("svg.ct-chart").first.wait_for()
    _check(page, "dashboard-open")
    page.close()


def test_one_page_app(school: School, browser: Any) -> None:
    from canasta_teach.content.lessons import notebooks_dir

    if not (notebooks_dir() / "app.ipynb").is_file():
        pytest.skip("the one-page app (notebooks/app.ipynb) is not there yet")
    page = _open(browser, school.page("app.ipynb"))
    page.locator("a:has-text('The frozen pile')").first.wait_for()
    _check(page, "app")
    page.close()
    page = _open(browser, school.page("app.ipynb?lesson=6&step=1"))
    _answer_buttons(page).first.wait_for()
    _check(page, "app-lesson-before")
    _answer_buttons(page).first.click()
    page.locator(".ct-feedback .ct-feedback-box").wait_for()
    _check(page, "app-lesson-after")
    page.close()
    page = _open(browser, school.page("app.ipynb?quiz=1"))
    _answer_buttons(page).first.wait_for()
    _check(page, "app-quiz")
    page.close()


def _focused(page: Any) -> dict[str, Any]:
    return dict(page.evaluate(
        """() => { const e = document.activeElement; const s = getComputedStyle(e);
        let zoom = 1;  // a zoomed-out table draws its ring thinner: the width as drawn
        for (let a = e; a; a = a.parentElement) zoom *= parseFloat(getComputedStyle(a).zoom) || 1;
        return {cls: e.className || '', text: (e.innerText || '').trim(), tag: e.tagName,
                disabled: !!e.disabled, outlineWidth: (parseFloat(s.outlineWidth) || 0) * zoom,
                outlineStyle: s.outlineStyle, outlineColor: s.outlineColor}; }"""))


#: The parts of the focus ring of the focused element that a scrolling or clipping ancestor
#: cuts off: [] when the whole ring (outline and its offset) shows.
RING_CLIPPED = """() => {
  const e = document.activeElement, s = getComputedStyle(e);
  const grow = (parseFloat(s.outlineWidth) || 0) + Math.max(0, parseFloat(s.outlineOffset) || 0);
  const r = e.getBoundingClientRect();
  const ring = {left: r.left - grow, right: r.right + grow, top: r.top - grow, bottom: r.bottom + grow};
  const cut = [];
  for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
    const c = getComputedStyle(a);
    if (c.overflowX === 'visible' && c.overflowY === 'visible') continue;
    const b = a.getBoundingClientRect();
    const box = {left: b.left + a.clientLeft, top: b.top + a.clientTop};
    box.right = box.left + a.clientWidth; box.bottom = box.top + a.clientHeight;
    if (ring.left < box.left - 0.5 || ring.right > box.right + 0.5 || ring.top < box.top - 0.5 || ring.bottom > box.bottom + 0.5)
      cut.push(a.className.toString().slice(0, 80));
  }
  return cut;
}"""


def _tab_to(page: Any, wanted: str, limit: int = 80) -> dict[str, Any]:
    """Press Tab until the focused element has the class ``wanted`` and is enabled."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        now = _focused(page)
        if wanted in str(now["cls"]).split() and not now["disabled"]:
            return now
    raise AssertionError(f"Tab never reached an enabled .{wanted}")


@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_keyboard_only_learner_answers_a_step_and_moves_on(school: School, browser: Any, size: str) -> None:
    page = _open(browser, school.page(f"{LESSON}.ipynb"), size)
    _answer_buttons(page).first.wait_for()
    question = page.locator(".ct-question").first.inner_text()
    answer = _tab_to(page, "ct-answer")
    # the focus ring: at least 3 px, drawn, in a colour that stands out
    assert answer["outlineWidth"] >= 3 and answer["outlineStyle"] != "none", answer
    assert page.evaluate(RING_CLIPPED) == [], "the focus ring of the answer button is cut off"
    page.screenshot(path=str(ARTIFACTS / f"a11y-keyboard-focus-{size}.png"))
    page.keyboard.press("Enter")
    page.locator(".ct-feedback .ct-feedback-box").wait_for()
    nxt = _tab_to(page, "ct-next")
    assert nxt["outlineWidth"] >= 3 and page.evaluate(RING_CLIPPED) == [], "the focus ring of Next is cut off"
    page.screenshot(path=str(ARTIFACTS / f"a11y-keyboard-next-{size}.png"))
    page.keyboard.press("Enter")
    page.wait_for_function(
        "q => { const e = document.querySelector('.ct-question'); return e && e.innerText !== q; }",
        arg=question)
    assert page.locator(".ct-question").first.inner_text() != question
    page.close()
