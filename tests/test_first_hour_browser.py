"""A learner's first hour in a real browser (issues 19 and 20), at 1280x800 and 390x844.

A real ``canasta-teach serve`` runs; headless Debian Chromium, as a new learner: the index
(Start on the first screen, labelled boxes), Start with a name (the new code shown in focus
with a Copy button), "I kept it" to lesson 1, "Start the questions", the first question (the
card it asks about and nothing else), an answer (the feedback's first layer: no rule id, no
sources; Next on the first screen), Try again, Next; then back to the index as a returning
learner (each lesson's state, a Continue button), a reload of an answered step (its feedback
shown again), and the quiz (Next question, See my results). After every action focus is on a
named element, never the page's body nor a disabled button. axe-core finds nothing serious
on the index and an answered step. Screenshots go to ``tests/artifacts/first-hour-*.png``.
"""

from __future__ import annotations

from typing import Any

import pytest

from canasta_teach.content.lessons import get_lesson, lesson_positions
from canasta_teach.judge import judge
from tests.browser_support import REPO_ROOT, School
from tests.test_accessibility import BLOCKING, _describe, axe_violations, require_axe

pytestmark = [pytest.mark.browser]

ARTIFACTS = REPO_ROOT / "tests" / "artifacts"
SIZES = [(1280, 800), (390, 844)]
LESSON_ONE = get_lesson("01-cards-and-values")

#: What has focus: its tag, id, classes, accessible words, and whether it is usable.
FOCUSED = """() => { const e = document.activeElement;
  return {tag: e.tagName, id: e.id, cls: String(e.className), text: (e.innerText || e.value || '').slice(0, 80),
          body: e === document.body || e === document.documentElement, disabled: !!e.disabled}; }"""


def shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"first-hour-{name}.png"))


def focus_on(page: Any, what: str, test: str) -> dict[str, Any]:
    """Wait until focus satisfies ``test`` (JavaScript on the focused element ``e``); then it
    is a named, usable element, never the body."""
    page.wait_for_function(f"() => {{ const e = document.activeElement; return !!e && ({test}); }}")
    focused: dict[str, Any] = page.evaluate(FOCUSED)
    assert not focused["body"] and not focused["disabled"], f"{what}: focus on {focused}"
    return focused


def page_bottom(page: Any, selector: str) -> float:
    """The bottom of the first shown ``selector``, in px from the top of the page."""
    return float(page.evaluate("""(s) => { const e = [...document.querySelectorAll(s)].find(x => x.offsetParent !== null);
        return e.getBoundingClientRect().bottom + scrollY; }""", selector))


def axe_clean(page: Any, what: str) -> None:
    blocking = [v for v in axe_violations(page) if v["impact"] in BLOCKING]
    assert not blocking, f"{what}:\n{_describe(blocking)}"


def answer_buttons(page: Any) -> Any:
    return page.locator(".ct-answers button:visible")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_new_learner_starts_answers_and_moves_on(school: School, chromium: Any, width: int, height: int) -> None:
    require_axe()
    page = chromium.new_page(viewport={"width": width, "height": height})
    page.goto(school.page("app.ipynb"), wait_until="domcontentloaded")
    page.locator(".ct-index a").first.wait_for()
    # the index: Start on the first screen, the boxes named by their labels, the status once
    assert page_bottom(page, ".ct-name-go") <= height
    assert page.get_by_label("Your name").count() == 1 and page.get_by_label("I have a code").count() == 1
    assert page.locator(".ct-code input").get_attribute("placeholder") in (None, "", "\u200b")
    assert page.locator("text=Type your name and press Start").count() == 1
    assert page.locator("text=on the lessons page").count() == 0
    assert page.locator("[role=main] .ct-index").count() == 1 and page.locator(".ct-skip-link").count() == 1
    axe_clean(page, f"index at {width}")
    shot(page, f"index-{width}")

    # Start with a new name: the code in focus, with a Copy button and a plain sentence
    page.get_by_label("Your name").fill(f"Ida {width}")
    page.click(".ct-name-go")
    focus_on(page, "after Start", "e.id === 'ct-code-box'")
    assert page.locator(".ct-code-box button.ct-copy").is_visible()
    assert "Keep this link to come back" in page.locator(".ct-code-box").inner_text()
    shot(page, f"code-{width}")
    page.click(".ct-code-kept")  # "I kept it": on to lesson 1
    page.locator("h1:has-text('Lesson 1 · Cards and their values')").wait_for()
    focus_on(page, "after I kept it", "e.id === 'ct-lesson-intro-title'")
    page.click(".ct-start")  # "Start the questions"
    first = focus_on(page, "after Start the questions", "e.tagName === 'H2' && e.id.startsWith('ct-q-')")
    # the step: h1 names the page (and "step 1 of 7"), h2 the question, which names the answers
    assert page.locator("h1.ct-step").inner_text().endswith(f"step 1 of {len(lesson_positions(LESSON_ONE))}")
    assert page.locator(f".ct-answers[role=group][aria-labelledby='{first['id']}']").count() == 1
    # a card's value: just that card, no table and no score bar
    assert page.locator(".ct-decision > .ct-table-view .ct-question-cards").count() == 1
    assert page.locator(".ct-decision > .ct-table-view .ct-table:not(.ct-question-cards)").count() == 0

    # a wrong answer: the first layer is short; Next on the first screen; Try again -> the question
    position = lesson_positions(LESSON_ONE)[0]
    truth = str(judge(position).answer)
    answer_buttons(page).filter(has_not_text=truth).first.click()
    focus_on(page, "after answering", "e.id.startsWith('ct-fb-')")
    first_layer = page.locator(".ct-feedback-box").inner_text()
    assert "Not quite" in first_layer and "Rule: " in first_layer
    assert "[card-values]" not in first_layer and "Stated in" not in first_layer and "Teacher" not in first_layer
    assert page.locator(".ct-feedback-box details.ct-why").count() == 1
    next_bottom = page_bottom(page, ".ct-next")
    assert next_bottom <= height, f"Next ends at {next_bottom:.0f} px"
    shot(page, f"answered-wrong-{width}")
    axe_clean(page, f"an answered step at {width}")
    page.click(".ct-try-again")
    focus_on(page, "after Try again", f"e.id === '{first['id']}'")
    answer_buttons(page).filter(has_text=truth).first.click()
    page.locator(".ct-feedback .ct-right").wait_for()
    assert page_bottom(page, ".ct-next") <= height
    shot(page, f"answered-right-{width}")
    # one count, the same words as the summary's
    assert page.locator(".ct-progress-text").inner_text().startswith("0 of 7 right the first time")
    page.click(".ct-next")
    second = focus_on(page, "after Next", f"e.tagName === 'H2' && e.id.startsWith('ct-') && e.id !== '{first['id']}'")
    assert second["text"]
    page.click(".ct-next")  # Skip: the next step's heading
    focus_on(page, "after Skip", "e.tagName === 'H2' && e.id.includes('-q-')")

    # back to the index as a returning learner: each lesson's state and Continue
    page.click(".ct-app-bar a")
    page.locator(".ct-index .ct-state").first.wait_for()
    focus_on(page, "on the index", "e.id === 'ct-index-title'")
    states = page.locator(".ct-index .ct-state").all_inner_texts()
    assert states[0].startswith("In progress: 1 of 7") and states[1:12] == ["Not started"] * 11
    continue_button = page.locator("a.ct-continue-button")
    assert continue_button.inner_text().startswith("Continue where you left off: lesson 1, step 2")
    assert page_bottom(page, "a.ct-continue-button") <= height
    shot(page, f"returning-{width}")
    continue_button.click()
    focus_on(page, "after Continue", "e.tagName === 'H2'")
    assert "step 2 of 7" in page.locator("h1.ct-step").inner_text()

    # a reload of the answered step 1 shows its feedback
    url = page.url.replace("step=2", "step=1")
    page.goto(url, wait_until="domcontentloaded")
    page.locator(".ct-feedback .ct-feedback-box").wait_for()
    assert "Right" in page.locator(".ct-feedback-box .ct-verdict").inner_text()
    assert page.locator(".ct-next").inner_text().strip() == "Next →"
    page.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_quiz_keeps_focus_on_its_questions_and_results(school: School, chromium: Any, width: int, height: int) -> None:
    page = chromium.new_page(viewport={"width": width, "height": height})
    page.goto(school.page("app.ipynb?quiz"), wait_until="domcontentloaded")
    page.locator("h1.ct-step:has-text('question 1 of')").wait_for()
    total = int(page.locator("h1.ct-step").inner_text().rsplit(" ", 1)[1])
    for question in range(1, total + 1):
        page.locator(f"h1.ct-step:has-text('question {question} of')").wait_for()
        heading = page.locator(".ct-quiz h2.ct-heading")
        answer_buttons(page).first.click()
        page.locator(".ct-quiz .ct-feedback .ct-feedback-box").wait_for()
        focus_on(page, f"after answering question {question}", "e.id.startsWith('ct-fb-')")
        assert page_bottom(page, ".ct-quiz .ct-next") <= height
        if question == 1:
            shot(page, f"quiz-answered-{width}")
        old = heading.get_attribute("id")
        page.click(".ct-quiz .ct-next")  # Next question, then See my results
        if question < total:
            focus_on(page, f"after Next question {question}", f"e.tagName === 'H2' && e.id !== '{old}'")
    focus_on(page, "after See my results", "e.id === 'ct-quiz-results'")
    shot(page, f"quiz-results-{width}")
    page.close()
