"""The school in each of its five languages, in a real browser (issue 21, "room for longer words").

One ``canasta-teach serve --class`` runs for the module and one headless Chromium. For each
language (English, Danish, Swedish, German, Dutch) one page of the app walks through the
index, a yes/no step, a step to act on the cards, the quiz and the practice table with the
coach's verdict shown (the app moves between them in the same page, as the back button
does), and one page shows the teacher's dashboard. Each view is looked at 1280x800 and
390x844 wide:

* no clipped text: no element that hides its overflow is narrower than its text, and no
  text runs past the screen's edges (outside a box that scrolls);
* every step's answers and the practice table's message and actions on the first screen;
* the page speaks the language: ``<html lang>`` is it, and a phrase of that view, taken
  from the catalogue, is on the page;
* axe-core finds no serious or critical violation (as in ``test_accessibility``).

A learner also switches from English to German with the language menu in the middle of a
lesson: the same step and the same personal code, now in German. Screenshots go to
``tests/artifacts/lang-<lang>-<view>-<width>.png``.
"""

from __future__ import annotations

import textwrap
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from canasta_teach.content.lessons import get_lesson, lesson_positions
from canasta_teach.judge.catalogue import language_name, speaking
from canasta_teach.judge.wording import phrase, say
from tests.browser_support import REPO_ROOT, WAIT_MS, School, some_class_answers
from tests.test_accessibility import BLOCKING, _describe, axe_violations, require_axe, resized
from tests.test_practice_browser import clear, plain_cards, select

LANGUAGES = ("en", "da", "sv", "de", "nl")
SIZES = ((1280, 800), (390, 844))
ARTIFACTS = REPO_ROOT / "tests" / "artifacts"
#: Every practice game of the module's server is dealt from this seed (the same table each run).
PRACTICE_SEED = 20261201
#: A step answered with Yes or No, and one answered by acting on the cards (the tallest
#: kind: lesson 8's going out, with its table and actions).
YES_NO_STEP = ("06-the-frozen-pile", 1)
ACT_STEP = ("08-going-out", 1)

TEACHER_POSITIONS = textwrap.dedent(
    """\
    - id: lang-take-with-pair
      title: Take the pile with two jacks?
      hand: Js Jh 5d 9c
      our_melds: [Qs Qh Qd]
      pile: 4c 2s Jd
      ask: take-pile
      expect: yes
    """
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.school(class_name="4b", positions=TEACHER_POSITIONS,
                       env={"CANASTA_TEACH_PRACTICE_SEED": str(PRACTICE_SEED)}),
]


@pytest.fixture(scope="module", autouse=True)
def _axe_is_installed() -> None:
    require_axe()


#: What is kept out of sight on purpose: the words for screen readers only (drawn 1 px
#: wide), the skip link until a keyboard reaches it, the router, what is hidden from all.
SCREEN_READER_ONLY = (".ctw-sr", ".ct-sr-only", ".ct-skip-link", ".ct-router", "[aria-hidden='true']", "script", "style", "svg")
#: Text the learner cannot read whole: an element that hides (or clips, or ellipsises) its
#: overflow and is narrower than its content, or an element with text of its own that runs
#: past the screen's left or right edge, unless a box between them scrolls sideways (a wide
#: table on a phone may scroll). Hidden elements and the screen reader's text are left out.
CLIPPED = """() => {
  const W = document.documentElement.clientWidth;
  const scrolls = e => { for (let a = e.parentElement; a; a = a.parentElement) {
      if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) return true; } return false; };
  const ownText = e => [...e.childNodes].some(n => n.nodeType === 3 && n.nodeValue.trim());
  const name = e => e.tagName.toLowerCase() + '.' + (e.getAttribute('class') || '').trim().split(/\\s+/).slice(0, 3).join('.');
  const words = e => (e.innerText || '').trim().replace(/\\s+/g, ' ').slice(0, 60);
  const found = [];
  for (const e of document.querySelectorAll('body *')) {
    if (e.clientWidth === 0 && e.getClientRects().length === 0) continue;  // not drawn
    const s = getComputedStyle(e);
    const cuts = ['hidden', 'clip'].includes(s.overflowX) || s.textOverflow === 'ellipsis';
    const narrow = cuts && e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1;
    const own = !narrow && ownText(e);
    if (!narrow && !own) continue;
    if (s.visibility === 'hidden' || e.closest(SKIP)) continue;
    if (narrow) {
      if (words(e)) found.push(`${name(e)} hides ${e.scrollWidth - e.clientWidth} px of "${words(e)}"`);
      continue;
    }
    const r = e.getBoundingClientRect();
    if ((r.right > W + 1 || r.left < -1) && r.width > 0 && !scrolls(e))
      found.push(`${name(e)} runs from ${Math.round(r.left)} to ${Math.round(r.right)} px of ${W}: "${words(e)}"`);
  }
  return found;
}""".replace("SKIP", repr(", ".join(SCREEN_READER_ONLY)))


#: The bottom (px from the top of the screen, page at its top) of the first shown element of
#: each selector; null when none is shown.
BOTTOMS = """(selectors) => {
  for (const e of document.querySelectorAll('*')) { if (e.scrollTop) e.scrollTop = 0; }
  window.scrollTo(0, 0);
  return selectors.map(s => { const e = [...document.querySelectorAll(s)].find(x => x.offsetParent !== null);
    return e ? Math.round(e.getBoundingClientRect().bottom) : null; });
}"""


@dataclass
class Findings:
    """What the views showed wrong, gathered over one language so one run names them all."""

    lang: str
    problems: list[str]

    def add(self, where: str, what: str) -> None:
        self.problems.append(f"[{self.lang}] {where}: {what}")


def in_language(lang: str, message: str, **facts: object) -> str:
    """A phrase of the catalogue in ``lang`` (never typed in here)."""
    with speaking(lang):
        return phrase(message, **facts)


def look_at(page: Any, findings: Findings, view: str, known: tuple[str, ...], first_screen: tuple[str, ...] = ()) -> None:
    """The view at both sizes: its language (``<html lang>``, and the catalogue's ``known``
    phrases on the page), clipped text, the first screen, axe-core; a screenshot of each."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES:
        where = f"{view} at {width}x{height}"
        viewport = {"width": width, "height": height}
        page.set_viewport_size(viewport)
        resized(page, viewport)
        bottoms = page.evaluate(BOTTOMS, list(first_screen))
        page.screenshot(path=str(ARTIFACTS / f"lang-{findings.lang}-{view}-{width}.png"))
        spoken = page.evaluate("document.documentElement.lang")
        if spoken != findings.lang:
            findings.add(where, f"<html lang={spoken!r}>")
        body = page.inner_text("body")
        for missing in [words for words in known if words not in body]:
            findings.add(where, f"the catalogue's {missing!r} is not on the page")
        for selector, bottom in zip(first_screen, bottoms):
            if bottom is None:
                findings.add(where, f"no {selector} shown")
            elif bottom > height:
                findings.add(where, f"{selector} ends at {bottom} px, below the first screen")
        for clipped in page.evaluate(CLIPPED):
            findings.add(where, clipped)
        blocking = [v for v in axe_violations(page) if v["impact"] in BLOCKING]
        if blocking:
            findings.add(where, "axe-core:\n" + _describe(blocking))


def go(page: Any, query: str) -> None:
    """Move the app to ``query`` as the back button does (the address, then popstate)."""
    page.evaluate("(q) => { history.pushState({}, '', q); dispatchEvent(new PopStateEvent('popstate')); }", query)


def code_of(school: School, name: str) -> str:
    """A learner of the class and their personal code (as the name box mints it)."""
    from canasta_teach.progress.store import open_store_at

    with open_store_at(school.store) as store:
        return str(store.claim_name(name)[1])


def step_label(lang: str, lesson_id: str, step: int) -> str:
    """The step's label (``Lesson 6 · The frozen pile · step 1 of 10``) in ``lang``."""
    with speaking(lang):
        lesson = get_lesson(lesson_id)
        return phrase("app.step", number=lesson.number, title=lesson.title, step=step,
                      steps=len(lesson_positions(lesson)))


def wait_for_step(page: Any, label: str, timeout_ms: int = WAIT_MS) -> None:
    """Wait until the step with this label is shown."""
    page.wait_for_function("(label) => [...document.querySelectorAll('.ct-step')].some("
                           "e => e.offsetParent !== null && e.innerText.trim() === label)", arg=label, timeout=timeout_ms)



#: A page the tests open: a language's app (its learner's personal address), its dashboard,
#: or the English lesson step the learner switches from.
PageKey = tuple[str, str]


class OneAhead:
    """The module's pages, each opened while the test before it still runs.

    A page of the school takes its kernel many seconds to build, most of it while the
    browser and the test wait; so when a test takes its page, the next test's page is asked
    for at once (the order is that of the tests pytest is about to run), and is ready or
    nearly so when that test starts. The one browser, one server and one page per view of
    the module, only in a pipeline of two."""

    def __init__(self, school: School, chromium: Any, order: list[PageKey]) -> None:
        self.school, self.chromium, self.order = school, chromium, order
        self.codes: dict[str, str] = {}
        self.waiting: dict[PageKey, Any] = {}

    def code(self, lang: str) -> str:
        """The personal code of the learner who learns in ``lang`` (named once)."""
        if lang not in self.codes:
            self.codes[lang] = code_of(self.school, f"Lang{lang.capitalize()}")
        return self.codes[lang]

    def address(self, key: PageKey) -> str:
        lang, kind = key
        if kind == "dashboard":
            return self.school.page(f"teacher.ipynb?key={self.school.key}&lang={lang}")
        if kind == "switch":
            lesson_id, step = YES_NO_STEP
            return self.school.page(f"app.ipynb?lesson={get_lesson(lesson_id).number}&step={step + 2}"
                                    f"&me={self.code('switch')}&lang={lang}")
        return self.school.page(f"app.ipynb?lang={lang}&me={self.code(lang)}")

    def _open(self, key: PageKey) -> None:
        page = self.chromium.new_page(viewport={"width": SIZES[0][0], "height": SIZES[0][1]})
        page.goto(self.address(key), wait_until="commit")  # the rest loads meanwhile
        self.waiting[key] = page

    def take(self, key: PageKey) -> Any:
        """The page of ``key`` (opened now if it was not yet), and the next one asked for."""
        if key not in self.waiting:
            self._open(key)
        page = self.waiting.pop(key)
        later = self.order[self.order.index(key) + 1:] if key in self.order else []
        if later and later[0] not in self.waiting:
            self._open(later[0])
        return page

    def close(self) -> None:
        for page in self.waiting.values():
            page.close()


def _page_of(item: pytest.Item) -> PageKey | None:
    lang = item.callspec.params.get("lang") if hasattr(item, "callspec") else None
    name = getattr(item, "originalname", item.name)
    if name == "test_the_learners_views_in_each_language":
        return (str(lang), "app")
    if name == "test_the_dashboard_in_each_language":
        return (str(lang), "dashboard")
    if name == "test_switching_to_german_mid_lesson_keeps_the_place_and_the_code":
        return ("en", "switch")
    return None


@pytest.fixture(scope="module")
def pages(request: pytest.FixtureRequest, school: School, chromium: Any) -> Iterator[OneAhead]:
    """The pages of this module's tests, in the order they run, one loading ahead; the
    class's answers are in the store before any dashboard is opened."""
    assert school.store is not None  # the school fixture gives every module a store
    some_class_answers(school.store)
    order = [key for key in map(_page_of, request.session.items) if key is not None]
    ahead = OneAhead(school, chromium, order)
    try:
        yield ahead
    finally:
        ahead.close()


@pytest.mark.timeout(600)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_learners_views_in_each_language(pages: OneAhead, lang: str) -> None:
    findings = Findings(lang, [])
    code = pages.code(lang)
    page = pages.take((lang, "app"))
    page.locator(".ct-index a").first.wait_for(timeout=120_000)
    look_at(page, findings, "index", (in_language(lang, "practice.title"),))

    lesson_id, step = YES_NO_STEP
    number = get_lesson(lesson_id).number
    go(page, f"?lesson={number}&step={step}&lang={lang}&me={code}")
    wait_for_step(page, step_label(lang, lesson_id, step))
    look_at(page, findings, "yes-no-step", (in_language(lang, "answer.yes"),), (".ct-answers",))

    lesson_id, step = ACT_STEP
    number = get_lesson(lesson_id).number
    go(page, f"?lesson={number}&step={step}&lang={lang}&me={code}")
    wait_for_step(page, step_label(lang, lesson_id, step))
    page.locator(".ct-decision .ctw-actions:visible").first.wait_for()
    # its table holds a natural canasta: the badge drawn on it is the catalogue's too
    look_at(page, findings, "act-step", (step_label(lang, lesson_id, step), in_language(lang, "table.badge.natural")),
            (".ct-answers, .ctw-actions",))

    go(page, f"?quiz&lang={lang}&me={code}")
    page.locator(".ct-quiz .ct-answers button:visible").first.wait_for()
    look_at(page, findings, "quiz", (in_language(lang, "quiz.skip"),), (".ct-quiz .ct-answers",))

    go(page, f"?practice&lang={lang}&me={code}")
    page.locator(".ct-practice-table .ctw-action-draw:not([disabled])").wait_for()
    page.click(".ct-practice-table .ctw-action-draw")
    page.locator(".ct-practice-table .ctw-action-discard:not([disabled])").wait_for()
    cards = plain_cards(page)
    assert len(cards) >= 2, "the seeded hand has two plain cards to ask the coach about"
    clear(page)
    select(page, cards[0])
    select(page, cards[1])
    page.click(".ct-coach-button")
    page.locator(".ct-coach-verdict").wait_for()
    # the verdict, worded in the coach's thread, speaks the page's language too
    look_at(page, findings, "practice", (in_language(lang, "practice.coach"), in_language(lang, "practice.coach-more")),
            (".ct-practice-table .ctw-message", ".ct-practice-table .ctw-actions"))
    page.close()
    assert not findings.problems, "\n".join(findings.problems)


@pytest.mark.timeout(300)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_dashboard_in_each_language(pages: OneAhead, lang: str) -> None:
    findings = Findings(lang, [])
    page = pages.take((lang, "dashboard"))
    page.locator(".ct-dash-learners").wait_for(timeout=120_000)
    for summary in page.locator("details.ct-dash-section > summary").all():  # the charts and tables too
        summary.click()
    page.locator("svg.ct-chart").first.wait_for()
    look_at(page, findings, "dashboard", (in_language(lang, "dashboard.stuck"),))
    page.close()
    assert not findings.problems, "\n".join(findings.problems)


def test_switching_to_german_mid_lesson_keeps_the_place_and_the_code(pages: OneAhead) -> None:
    """The language menu, clicked in the middle of a lesson: the same step of the same
    lesson for the same learner (their personal code), now in German."""
    code = pages.code("switch")
    lesson_id, step = YES_NO_STEP
    step += 2
    number = get_lesson(lesson_id).number
    page = pages.take(("en", "switch"))
    wait_for_step(page, step_label("en", lesson_id, step), timeout_ms=120_000)
    assert page.evaluate("document.documentElement.lang") == "en"
    german = page.locator(".ct-app-bar .ct-language-menu a[hreflang='de']")
    assert german.inner_text().strip() == language_name("de")
    german.click()
    page.wait_for_url(lambda url: "lang=de" in url)
    wait_for_step(page, step_label("de", lesson_id, step), timeout_ms=120_000)
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(page.url).query)
    assert query["me"] == [code] and query["lesson"] == [str(number)] and query["step"] == [str(step)], page.url
    assert page.evaluate("document.documentElement.lang") == "de"
    with speaking("de"):
        learning_as = say("identity.learning-as", name="LangSwitch")
    page.locator(".ct-app-bar .ct-who").filter(has_text=learning_as).wait_for()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "lang-switched-to-de-1280.png"))
    page.close()
