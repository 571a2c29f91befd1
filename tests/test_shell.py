"""The one-page app (app/shell.py, app/router.py): places from addresses and links, moves
without a page load, the learner's place kept over a reload, and crafted messages that
change nothing.

The widgets are driven in Python, as a browser would drive them over the kernel websocket:
the handlers get the payloads a page (or a curious learner) can send. The browser tests at
the end (marker ``browser``) run the app under a real ``canasta-teach serve`` in headless
Chromium: index -> lesson -> steps -> next lesson in one page and one kernel, a deep link,
the back button, a reload, and every lesson step's answer controls on the first screen at
1280x800 and 390x844 (screenshots in ``tests/artifacts/``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from canasta_teach.app.decision import DecisionView
from canasta_teach.app.lesson_player import LessonPlayer, Slot
from canasta_teach.app.router import Router
from canasta_teach.app.shell import AppShell, Place, View, show_app
from canasta_teach.content.lessons import Lesson, get_lesson, lesson_positions, load_lessons, notebooks_dir
from canasta_teach.judge import judge
from tests.browser_support import School
from tests.helpers import pos

REPO = Path(__file__).resolve().parent.parent
ARTIFACTS = REPO / "tests" / "artifacts"

TAKE = dict(id="frozen-by-two", title="A two is buried in the pile", hand="Ks Kh 7d 2c",
            our_melds=["Qs Qh Qd 2c", "9s 9h 9d"], their_melds=["As Ah Ad"], pile="4c 2s 9d Kd",
            score=[1600, 800], ask="take-pile", expect="yes")


class FakeStore:
    """Answers and finished lessons kept in lists (what the shell reads and writes)."""

    def __init__(self) -> None:
        self.rows: list[Any] = []
        self.done: dict[str, Any] = {}

    def record_answer(self, answer: Any, **_kw: Any) -> bool:
        first = not any(a.learner == answer.learner and a.position_id == answer.position_id for a in self.rows)
        self.rows.append(answer)
        return first

    def answers(self, *, learner: Any = None) -> list[Any]:
        return [a for a in self.rows if learner is None or a.learner == learner]

    def mark_lesson_done(self, learner: Any, lesson: str, *, right_first_time: int, steps: int) -> bool:
        self.done[lesson] = (right_first_time, steps)
        return True

    def lessons_done(self, _learner: Any) -> dict[str, Any]:
        return dict(self.done)


@pytest.fixture
def store(tmp_path: Path) -> Any:
    """A real progress store (SQLite), where names are claimed and codes minted."""
    from canasta_teach.progress.store import open_store_at

    with open_store_at(tmp_path / "progress.sqlite3") as opened:
        yield opened


def click(button: Any) -> None:
    """A click as the page sends it: a custom comm message to the button's model."""
    button._handle_msg({"content": {"data": {"method": "custom", "content": {"event": "click"}}}, "buffers": []})


def lesson_six() -> Lesson:
    return get_lesson("06-the-frozen-pile")


# --------------------------------------------------------------------------------------
# Places


@pytest.mark.parametrize(
    ("query", "place"),
    [
        ({}, Place()),
        ({"lesson": "6"}, Place(View.LESSON, "06-the-frozen-pile")),
        ({"lesson": "06-the-frozen-pile", "step": "3"}, Place(View.LESSON, "06-the-frozen-pile", Slot(2))),
        ({"lesson": "6", "step": "2", "again": "1"}, Place(View.LESSON, "06-the-frozen-pile", Slot(1, again=True))),
        ({"lesson": "6", "step": "end"}, Place(View.LESSON, "06-the-frozen-pile", None, summary=True)),
        ({"quiz": ""}, Place(View.QUIZ)),
        # anything else opens the index or the lesson's start, never an error
        ({"lesson": "99"}, Place()),
        ({"lesson": "../../etc/passwd"}, Place()),
        ({"lesson": "6", "step": "-1"}, Place(View.LESSON, "06-the-frozen-pile")),
        ({"lesson": "6", "step": "abc"}, Place(View.LESSON, "06-the-frozen-pile")),
        ({"lesson": "6", "step": "9" * 40}, Place(View.LESSON, "06-the-frozen-pile")),
    ],
)
def test_a_query_names_a_place(query: dict[str, str], place: Place) -> None:
    assert Place.from_query(query) == place


def test_links_of_the_single_notebooks_map_to_places() -> None:
    assert Place.from_link("07-red-and-black-threes.ipynb?learner=Ann") == Place(View.LESSON, "07-red-and-black-threes")
    assert Place.from_link("index.ipynb") == Place()
    assert Place.from_link("quiz.ipynb?learner=x") == Place(View.QUIZ)
    assert Place.from_link("?lesson=2&step=4") == Place(View.LESSON, "02-melds-and-wild-cards", Slot(3))
    assert Place.from_link("https://example.org/?lesson=2") is None
    assert Place.from_link("teacher.ipynb") is None
    assert Place.from_link("secret.py") is None


def test_every_place_has_an_address_that_leads_back_to_it() -> None:
    shell = AppShell(store=FakeStore)
    for lesson in load_lessons():
        for place in (Place(View.LESSON, lesson.id), Place(View.LESSON, lesson.id, Slot(1)),
                      Place(View.LESSON, lesson.id, Slot(0, again=True)), Place(View.LESSON, lesson.id, summary=True)):
            query = shell.address(place)
            assert Place.from_link(query) == place, query
    assert Place.from_link(shell.address(Place(View.QUIZ))) == Place(View.QUIZ)


# --------------------------------------------------------------------------------------
# Moving in one page


def test_deep_link_opens_the_step_and_next_pushes_the_new_address() -> None:
    shell = AppShell({"lesson": "6", "step": "3"}, store=FakeStore)
    player = shell._players["06-the-frozen-pile"]
    assert shell.place == Place(View.LESSON, "06-the-frozen-pile", Slot(2))
    assert "step 3 of" in player.step_label.value
    assert shell.router.sent[-1]["kind"] == "replace" and shell.router.sent[-1]["query"] == "?lesson=6&step=3"
    view = player.views[Slot(2)]
    assert player.next.description == "Skip →"  # no answer yet: Next says Skip
    view.answer(judge(view.position).answer)
    assert shell.router.sent[-1] == {"kind": "focus", "id": view.feedback_id}  # to the feedback
    assert player.next.description == "Next →"
    click(player.next)
    push, focus = shell.router.sent[-2:]
    assert push["kind"] == "push" and push["query"] == "?lesson=6&step=4"
    assert "Lesson 6 · The frozen pile" in push["title"]
    # then focus to the new step's heading, never left on the body
    assert focus == {"kind": "focus", "id": player.views[Slot(3)].heading_id}
    assert f'id="{focus["id"]}"' in player.views[Slot(3)].heading.value


def test_back_button_and_links_move_without_a_new_app() -> None:
    shell = AppShell({"lesson": "6", "step": "2"}, store=FakeStore)
    router = shell.router
    router._received(router, {"kind": "pop", "query": "?lesson=6&step=1"}, None)
    assert shell.place.slot == Slot(0)
    assert router.sent[-2]["kind"] == "replace"  # the browser already moved: no new entry
    assert router.sent[-1] == {"kind": "focus", "id": shell._players["06-the-frozen-pile"].views[Slot(0)].heading_id}
    router._received(router, {"kind": "link", "href": "07-red-and-black-threes.ipynb"}, None)
    assert shell.place == Place(View.LESSON, "07-red-and-black-threes")  # its explanation first
    assert "Lesson 7 · Red and black threes" in shell.body.children[0].children[0].value
    assert router.sent[-2]["kind"] == "push" and router.sent[-1] == {"kind": "focus", "id": "ct-lesson-intro-title"}
    router._received(router, {"kind": "pop", "query": ""}, None)
    assert shell.place == Place() and shell.body.children[0] is shell._index.widget
    assert "Learn Canasta" in shell._index.widget.children[0].value


@pytest.mark.parametrize(
    "content",
    [None, "pop", [], {"kind": "exec", "query": "?quiz"}, {"kind": "pop"}, {"kind": "pop", "query": 5},
     {"kind": "pop", "query": "?lesson=6&" + "x" * 5000}, {"kind": "link", "href": "javascript:alert(1)"},
     {"kind": "link", "href": "teacher.ipynb?key=guess"}],
)
def test_crafted_router_messages_change_nothing(content: Any) -> None:
    shell = AppShell({"lesson": "6", "step": "2"}, store=FakeStore)
    before, moves = shell.place, shell.moves
    shell.router._received(shell.router, content, None)
    assert shell.place == before and shell.moves == moves
    assert shell.error.value == ""


def test_the_learner_is_named_as_typed_and_shown_on_every_view(store: Any) -> None:
    shell = AppShell(store=lambda: store)
    # on the index the panel says it, once (the bar does not repeat it, nor sends the
    # learner to "the lessons page" they are on)
    # (the bar holds only the language menu there)
    assert "Type your name" in shell.panel.status.value
    assert "Learning as" not in shell.bar.value and "Progress not saved" not in shell.bar.value
    assert 'lang="de"' in shell.bar.value or "Deutsch" in shell.bar.value  # every complete language offered
    assert shell.panel.widget in shell._index.widget.children  # the identity panel on the index
    shell.navigate(Place(View.QUIZ))
    assert "Progress not saved" in shell.bar.value
    shell.navigate(Place())
    shell.panel.name.value = "Zoë"  # typed, then the box is left: no button pressed
    assert "Learning as Zoë · progress saved" in shell.panel.status.value
    code = shell.panel.query()["me"]
    assert shell.router.sent[-1]["query"] == f"?me={code}"  # the personal link in the address bar
    shell.navigate(Place(View.LESSON, "06-the-frozen-pile", Slot(0)))
    assert "Learning as Zoë · progress saved" in shell.bar.value
    assert shell.router.sent[-2]["query"] == f"?lesson=6&step=1&me={code}"
    player = shell._players["06-the-frozen-pile"]
    view = player.views[Slot(0)]
    view.answer(judge(view.position).answer)
    assert [(a.learner, a.position_id) for a in store.answers()] == [("Zoë", view.position.id)]
    # her link opens her progress; her name alone opens nobody's
    back = AppShell({"me": code, "lesson": "6", "step": "1"}, store=lambda: store)
    assert back.learner is not None and back.learner.display_name == "Zoë"
    assert back._players["06-the-frozen-pile"].right_count() == 1
    assert AppShell({"learner": "Zoë"}, store=lambda: store).learner is None


def test_a_name_typed_but_not_confirmed_is_applied_when_the_learner_moves_on(store: Any) -> None:
    shell = AppShell(store=lambda: store)
    shell.panel.name.continuous_update = True
    shell.panel.name.set_trait("value", "Ann")  # what the page has, unconfirmed
    shell.panel._applied = ""  # (as if the observer had not run)
    shell.navigate(Place(View.LESSON, "06-the-frozen-pile", Slot(0)))
    assert shell.learner is not None and shell.learner.display_name == "Ann"


# --------------------------------------------------------------------------------------
# Honest steps: the kernel decides


def test_a_stale_steps_button_changes_nothing(store: Any) -> None:
    _, code = store.claim_name("ann")
    shell = AppShell({"lesson": "6", "step": "1", "me": code}, store=lambda: store)
    player = shell._players["06-the-frozen-pile"]
    old = player.views[Slot(0)]
    click(player.next)  # skip step 1
    assert player.slot == Slot(1)
    click(old.buttons[0])  # a crafted click on step 1's button, no longer shown
    click(old.try_again)
    assert not old.state.answered and store.answers() == []
    assert "step 2 of" in player.step_label.value


def test_a_stale_explanations_start_button_changes_nothing() -> None:
    shell = AppShell({"lesson": "6"}, store=FakeStore)
    start = next(w for w in shell.body.children[0].children if "ct-start" in w._dom_classes)
    shell.navigate(Place(View.LESSON, "07-red-and-black-threes"))
    click(start)  # lesson 6's Start, no longer shown
    assert shell.place == Place(View.LESSON, "07-red-and-black-threes")
    fresh = next(w for w in shell.body.children[0].children if "ct-start" in w._dom_classes)
    click(fresh)
    assert shell.place == Place(View.LESSON, "07-red-and-black-threes", Slot(0))


def test_hidden_try_again_after_a_right_answer_changes_nothing() -> None:
    calls: list[bool] = []
    view = DecisionView(pos(**TAKE), on_answer=lambda _p, v, _f: calls.append(v.correct))
    yes = next(b for b in view.buttons if b.description == "Yes")
    click(yes)
    assert calls == [True] and view.try_again.layout.display == "none"
    click(view.try_again)  # hidden, but a crafted message can still "click" it
    click(yes)
    assert calls == [True] and view.state.attempts == 1


def test_chosen_and_right_answers_are_marked_in_words_not_colour_alone() -> None:
    view = DecisionView(pos(**TAKE))
    state_before = json.dumps([b.get_state() for b in view.buttons], default=str)
    assert "✓" not in state_before and "ct-right-answer" not in state_before  # nothing before the answer
    click(next(b for b in view.buttons if b.description == "No"))
    no, yes = (next(b for b in view.buttons if label in b.description) for label in ("No", "Yes"))
    assert no.description.startswith("✗") and "ct-chosen-wrong" in no._dom_classes
    assert yes.description.startswith("✓") and "ct-right-answer" in yes._dom_classes
    assert 'tabindex="-1"' in view.feedback.value and view.feedback_id in view.feedback.value
    click(view.try_again)
    assert [b.description for b in view.buttons] == ["Yes", "No"]


def test_next_before_answering_skips_records_nothing_and_the_step_comes_back_once(tmp_path: Path) -> None:
    positions = [pos(**TAKE), pos(id="b", ask="card-value", card="JK"), pos(id="c", ask="min-meld", score=[1500, 0])]
    lesson = Lesson("05-taking-the-pile", 5, "Taking the pile", "", tmp_path / "x.yaml")
    store = FakeStore()
    from canasta_teach.progress.recorder import StoreRecorder

    player = LessonPlayer(lesson, positions=positions, recorder=StoreRecorder(store, "ann", "lesson:05-taking-the-pile"))
    click(player.next)  # Skip step 1
    player.views[Slot(1)].answer(20)  # wrong: a joker is worth more
    assert player.progress.value == 0  # progress counts right answers only
    click(player.next)
    player.views[Slot(2)].answer(judge(positions[2]).answer)
    assert player.progress.value == 1 and "1 of 3 right" in player.progress_text.value
    click(player.next)
    assert [s for s in player.slots if s.again] == [Slot(0, again=True), Slot(1, again=True)]
    click(player.next)  # skipped again: it does not come back a second time
    player.views[Slot(1, again=True)].answer(judge(positions[1]).answer)
    click(player.next)
    assert player.slot is None and len(player.slots) == 5
    assert store.done == {}  # step 1 never answered: an empty run is not a finished lesson
    summary = player.body.children[0].value
    assert "End of lesson 5" in summary and "1 not answered yet" in summary and "Lesson 5 done" not in summary
    assert player.next.layout.display == "none"  # no leftover button after the summary
    assert [(a.position_id, a.correct) for a in store.rows] == [("b", False), ("c", True), ("b", True)]


def test_a_reload_resumes_where_the_learner_stopped_and_keeps_first_tries(store: Any) -> None:
    _, code = store.claim_name("ann")
    shell = AppShell({"lesson": "6", "step": "1", "me": code}, store=lambda: store)
    player = shell._players["06-the-frozen-pile"]
    first = player.views[Slot(0)]
    truth = judge(first.position).answer
    first.answer(not truth if isinstance(truth, bool) else truth)
    click(player.next)
    # a reload with the lesson but no step: the step after the last answer
    again = AppShell({"lesson": "6", "me": code}, store=lambda: store)
    assert again.place.slot == Slot(1)
    assert again.router.sent[-1]["query"] == f"?lesson=6&step=2&me={code}"
    # the index offers to continue there
    index = AppShell({"me": code}, store=lambda: store)
    assert "Continue where you left off: lesson 6, step 2" in index._index.continue_link.value
    # the answered step shows its feedback again after the reload, nothing recorded anew
    again.navigate(Place(View.LESSON, "06-the-frozen-pile", Slot(0)))
    view = again._players["06-the-frozen-pile"].views[Slot(0)]
    assert view.state.answered and "Not quite" in view.feedback.value and len(store.answers()) == 1
    assert again._players["06-the-frozen-pile"].right_count() == 0  # its first try was wrong
    # answering it again ("Try again") is not a first try
    click(view.try_again)
    view.answer(truth)
    assert [a.first_try for a in store.answers()] == [True, False]


def test_index_links_are_places_of_the_app() -> None:
    shell = AppShell(store=FakeStore)
    html = shell._index.lessons.value
    assert 'href="?lesson=6"' in html and 'href="?quiz"' in html and ".ipynb" not in html
    for lesson in load_lessons():
        assert f">{lesson.title}<" in html  # one title per lesson: the lesson prose's


def test_one_title_per_lesson_in_the_notebooks_the_app_and_the_handout() -> None:
    from canasta_teach.app.handout import build_handout
    from canasta_teach.app.notebook import lesson_page

    for lesson in load_lessons():  # a lesson notebook shows its page (lesson_page), heading first
        heading = lesson_page(lesson.id)[0].data.splitlines()[0]  # type: ignore[attr-defined]
        assert heading == f"# Lesson {lesson.number} · {lesson.title}", lesson.id
    shell = AppShell({"lesson": "7"}, store=FakeStore)
    assert "Lesson 7 · Red and black threes</h1>" in shell.body.children[0].children[0].value
    assert f"<h1>{get_lesson('07-red-and-black-threes').title}</h1>" in build_handout("07-red-and-black-threes")


def test_show_app_and_the_notebook() -> None:
    widget = show_app({"lesson": "1", "step": "1"})
    assert "ct-app" in widget._dom_classes
    notebook = json.loads((notebooks_dir() / "app.ipynb").read_text(encoding="utf-8"))
    assert "show_app()" in "".join(notebook["cells"][-1]["source"])


def test_router_esm_ships_with_the_package() -> None:
    router = Router()
    assert "pushState" in router._esm and "popstate" in router._esm


def test_preheat_preheats_only_the_app() -> None:
    from canasta_teach.cli.serve import voila_argv

    argv = voila_argv(root=notebooks_dir(), preheat=3)
    assert "--pool_size=3" in argv
    deny = next(a for a in argv if a.startswith("--VoilaKernelManager.preheat_denylist="))
    pattern = deny.split("=", 1)[1]
    # Voila's test of a pattern: a substring, or re.match on the notebook's absolute path
    denied = [nb.name for nb in notebooks_dir().resolve().glob("*.ipynb") if pattern in str(nb) or re.match(pattern, str(nb))]
    assert "app.ipynb" not in denied and len(denied) == len(list(notebooks_dir().glob("*.ipynb"))) - 1


# --------------------------------------------------------------------------------------
# In a browser, under a real `canasta-teach serve`


def shot(page: Any, name: str, *, full: bool = False) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=full)


def kernel_id(page: Any) -> str | None:
    from tests.browser_support import kernel_id_in

    return kernel_id_in(page.content())


def step_shown(page: Any, number: int, step: int, steps: int) -> None:
    page.locator(f".ct-step:has-text('Lesson {number} ·'):has-text('step {step} of {steps}')").wait_for()


def address_has(page: Any, text: str) -> None:
    """Wait until the address bar holds ``text`` (the kernel's pushState comes just after the view)."""
    page.wait_for_function(f"location.search.includes({json.dumps(text)})")


def answer_buttons(page: Any) -> Any:
    return page.locator(".ct-answers button:visible")


@pytest.mark.browser
def test_index_lesson_steps_and_next_lesson_in_one_page(school: School, chromium: Any) -> None:
    page = chromium.new_page(viewport={"width": 1280, "height": 800})
    page.goto(school, wait_until="domcontentloaded")  # / opens the app
    page.locator(".ct-index a").first.wait_for()
    assert page.url.split("?")[0].endswith("/voila/render/app.ipynb")
    kernel = kernel_id(page)
    assert kernel
    page.evaluate("window.__sameDocument = 'yes'")  # gone if a page load happens
    page.fill(".ct-learner-panel input >> nth=0", "Zoe")
    page.keyboard.press("Enter")  # the name is applied as typed (Enter, Start or leaving the box)
    page.locator(".ct-name-status:has-text('Learning as Zoe · progress saved')").wait_for()
    address_has(page, "me=")  # the personal link
    # shown in full (the page reported its address), to copy and open again another day
    personal = page.locator(".ct-personal-link")
    page.wait_for_function("(a) => { const l = document.querySelector('.ct-personal-link');"
                           " return l && l.textContent.startsWith(a); }", arg=school + "voila/render/app.ipynb?me=")
    code = page.evaluate("new URLSearchParams(location.search).get('me')")
    assert personal.inner_text().strip() == f"{school}voila/render/app.ipynb?me={code}"
    shot(page, "app-index-1280")

    six = lesson_six()
    positions = lesson_positions(six)
    n = len(positions)
    page.click(".ct-index a:has-text('The frozen pile')")
    page.locator("h1:has-text('Lesson 6 · The frozen pile')").wait_for()
    page.click(".ct-start")
    step_shown(page, 6, 1, n)
    address_has(page, "step=1")
    assert page.locator(".ct-next").inner_text().strip() == "Skip →"

    # step 1, wrong: the feedback gets focus, both answers are marked, Next under it
    truth = judge(positions[0]).answer
    label = {True: "Yes", False: "No"}
    if isinstance(truth, bool):
        answer_buttons(page).filter(has_text=label[not truth]).first.click()
        page.locator(".ct-feedback .ct-wrong").wait_for()
        page.wait_for_function("document.activeElement && document.activeElement.id.startsWith('ct-fb-')")
        assert page.locator(".ct-chosen-wrong").inner_text().startswith("✗")
        assert page.locator(".ct-right-answer").inner_text().startswith("✓")
        next_box = page.locator(".ct-next").bounding_box()
        feedback_box = page.locator(".ct-feedback-box").bounding_box()
        assert next_box["y"] >= feedback_box["y"] + feedback_box["height"] - 1  # under the feedback
        assert page.locator(".ct-progress-text").inner_text().startswith("0 of")
        shot(page, "app-step-wrong-1280")
    page.click(".ct-next")
    step_shown(page, 6, 2, n)
    address_has(page, "step=2")

    # the back and forward buttons of the browser
    page.go_back()
    step_shown(page, 6, 1, n)
    page.go_forward()
    step_shown(page, 6, 2, n)

    # skip to the end, then on to lesson 7: all in this page and this kernel
    for _ in range(3 * n):
        if page.locator(".ct-lesson-summary").count():
            break
        before = page.locator(".ct-step").first.inner_text()
        page.click(".ct-next")
        page.wait_for_function(  # the next step (or the summary) is shown; the summary's title
            # comes a moment before the summary itself, so a label with no step waits for it
            "(before) => { const t = document.querySelector('.ct-step')?.innerText || '';"
            " return document.querySelector('.ct-lesson-summary') || (t !== before && t.includes(' step ')); }",
            arg=before)
    page.locator(".ct-lesson-summary").wait_for()
    shot(page, "app-lesson-summary-1280")
    page.click(".ct-next-lesson")
    page.locator("h1:has-text('Lesson 7 · Red and black threes')").wait_for()
    address_has(page, "lesson=7")
    assert page.evaluate("window.__sameDocument") == "yes", "a page load happened"
    assert kernel_id(page) == kernel

    # a reload resumes: same place, same learner (a new page, so a new kernel)
    page.click(".ct-start")
    step_shown(page, 7, 1, len(lesson_positions(get_lesson("07-red-and-black-threes"))))
    address_has(page, "lesson=7&step=1")
    url = page.url
    page.reload(wait_until="domcontentloaded")
    step_shown(page, 7, 1, len(lesson_positions(get_lesson("07-red-and-black-threes"))))
    assert page.url == url
    page.locator(".ct-app-bar:has-text('Learning as Zoe')").wait_for()
    page.close()


@pytest.mark.browser
def test_a_deep_link_opens_that_step(school: School, chromium: Any) -> None:
    from canasta_teach.app.act_step import is_act_step
    from canasta_teach.progress.store import open_store_at

    with open_store_at(school.store) as store:
        _, code = store.claim_name("Deep")

    positions = lesson_positions(lesson_six())
    k = next(i for i, p in enumerate(positions) if i >= 2 and not is_act_step(p)) + 1  # a question with buttons
    page = chromium.new_page(viewport={"width": 390, "height": 844})
    page.goto(school + f"voila/render/app.ipynb?lesson=6&step={k}&me={code}", wait_until="domcontentloaded")
    step_shown(page, 6, k, len(positions))
    page.locator(".ct-app-bar:has-text('Learning as Deep')").wait_for()
    assert page.title().startswith("Lesson 6 · The frozen pile")
    answer_buttons(page).first.click()
    page.locator(".ct-feedback .ct-feedback-box").wait_for()
    page.wait_for_function("document.activeElement && document.activeElement.id.startsWith('ct-fb-')")
    box = page.locator(".ct-feedback-box").bounding_box()
    assert box["y"] < 844  # scrolled to the feedback
    shot(page, "app-step-answered-390")
    # keyboard on from the feedback: every control shows a 3px ring
    rings = []
    for _ in range(4):
        page.keyboard.press("Tab")
        rings.append(page.evaluate("""() => { const e = document.activeElement; const s = getComputedStyle(e);
            return [e.tagName + '.' + e.className, s.outlineStyle, s.outlineWidth]; }"""))
    assert all(style != "none" and width == "3px" for _, style, width in rings), rings
    shot(page, "app-focus-ring-390")
    page.close()


@pytest.mark.browser
@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
def test_every_steps_answers_are_on_the_first_screen(school: School, chromium: Any, width: int, height: int) -> None:
    page = chromium.new_page(viewport={"width": width, "height": height})
    page.goto(school + "voila/render/app.ipynb?lesson=1&step=1", wait_until="domcontentloaded")
    page.locator(".ct-answers, .ctw-actions").first.wait_for()
    kernel = kernel_id(page)
    too_low = []
    for lesson in load_lessons():
        n = len(lesson_positions(lesson))
        for k in range(1, n + 1):
            # what the back button does: the address changes, the page tells the kernel
            page.evaluate(f"() => {{ history.pushState({{}}, '', '?lesson={lesson.number}&step={k}'); "
                          "dispatchEvent(new PopStateEvent('popstate')); }")
            step_shown(page, lesson.number, k, n)
            page.wait_for_function("scrollY === 0")
            bottom = page.evaluate("""() => {
                const shown = e => e.offsetParent !== null;
                const box = [...document.querySelectorAll('.ct-answers, .ctw-actions')].find(shown);
                return box ? box.getBoundingClientRect().bottom : null; }""")
            assert bottom is not None, f"lesson {lesson.number} step {k}: no answer controls"
            if bottom > height:
                too_low.append(f"lesson {lesson.number} step {k}: answers end at {bottom:.0f} px")
                shot(page, f"app-too-low-{width}-{lesson.number}-{k}")
            if k == 1:
                shot(page, f"app-lesson{lesson.number:02d}-step1-{width}")
    assert kernel_id(page) == kernel
    page.close()
    assert not too_low, f"answers below the first screen at {width}x{height}: {too_low}"


@pytest.mark.browser
def test_a_preheated_kernel_opens_the_place_of_the_address(chromium: Any, tmp_path: Path) -> None:
    """With ``--preheat`` the app was built before the learner came: the address is read
    when the page is opened (Voila's query handshake), so a deep link still opens its step."""
    from tests.browser_support import running_server, wait_until

    def app_pool_filled() -> bool:
        """The app's pooled kernel has run the notebook (Voila says so each time it fills the
        pool, also after the readiness check took a kernel from it)."""
        log = srv.log()
        filled = len(re.findall(r"Kernel pool of \S*app\.ipynb is filled", log))
        used = len(re.findall(r"Using pre-heated kernel: \S+ for \S*app\.ipynb", log))
        return filled > used

    positions = lesson_positions(lesson_six())
    with running_server(notebooks_dir(), preheat=1, env={"CANASTA_TEACH_DB": str(tmp_path / "p.sqlite3")}) as srv:
        wait_until(app_pool_filled, timeout=120, what="a pre-heated kernel that has rendered app.ipynb")
        page = chromium.new_page(viewport={"width": 1280, "height": 800})
        page.goto(srv.url("voila/render/app.ipynb?lesson=6&step=4"), wait_until="domcontentloaded")
        step_shown(page, 6, 4, len(positions))
        assert "Using pre-heated kernel" in srv.log()
        page.close()


def test_the_page_reports_its_address_for_the_personal_link(store: Any) -> None:
    """The router's one report on load (origin and path) reaches the identity panel after
    the kernel's check; a crafted one is dropped and the link stays relative."""
    shell = AppShell(store=lambda: store)
    send = shell.router._received
    send(shell.router, {"kind": "base", "href": "javascript:alert(1)//app.ipynb"}, None)
    send(shell.router, {"kind": "base", "href": 7}, None)
    shell.panel.name.value = "Ann"
    code = shell.panel.query()["me"]
    assert f">?me={code}</a>" in shell.panel.reveal.value
    send(shell.router, {"kind": "base", "href": "http://127.0.0.1:8866/voila/render/app.ipynb"}, None)
    assert f">http://127.0.0.1:8866/voila/render/app.ipynb?me={code}</a>" in shell.panel.reveal.value
    assert shell.error.value == ""


@pytest.mark.browser
@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
def test_the_quiz_step_has_the_lessons_layout(school: School, chromium: Any, width: int, height: int) -> None:
    """The quiz's questions are laid out as the lesson steps: answers on the first screen,
    on a wide screen the question, answers, feedback and Skip/Next right of the table (Next
    under the feedback), on a phone one column; the feedback gets focus after an answer."""
    page = chromium.new_page(viewport={"width": width, "height": height})
    page.goto(school + "voila/render/app.ipynb?quiz", wait_until="domcontentloaded")
    for question in range(3):
        page.locator(f".ct-step:has-text('question {question + 1} of')").wait_for()
        page.wait_for_function("scrollY === 0")
        answers = answer_buttons(page)
        answers.first.wait_for()
        box = page.locator(".ct-quiz .ct-answers").bounding_box()
        assert box["y"] + box["height"] <= height, f"question {question + 1}: the answers end at {box['y'] + box['height']:.0f} px"
        skip = page.locator(".ct-quiz .ct-next")
        assert skip.inner_text().strip() == "Skip this question →"
        next_box, answers_box = skip.bounding_box(), box
        assert next_box["y"] >= answers_box["y"] + answers_box["height"] - 1  # under the answers
        table = page.locator(".ct-quiz .ct-decision > .ct-table-view").bounding_box()
        if width >= 960:  # the right column, beside the table, on the first screen
            assert next_box["x"] >= table["x"] + table["width"] and next_box["y"] + next_box["height"] <= height
        if question == 0:
            shot(page, f"app-quiz-before-{width}")
        answers.first.click()
        page.locator(".ct-quiz .ct-feedback .ct-feedback-box").wait_for()
        page.wait_for_function("document.activeElement && document.activeElement.id.startsWith('ct-fb-')")
        feedback = page.locator(".ct-quiz .ct-feedback-box").bounding_box()
        next_box = skip.bounding_box()
        assert next_box["y"] >= feedback["y"] + feedback["height"] - 1  # Next under the feedback
        if width >= 960:
            assert next_box["x"] >= table["x"] + table["width"]
        assert skip.inner_text().strip() in ("Next question →", "See my results")
        if question == 0:
            shot(page, f"app-quiz-answered-{width}")
        skip.click()
    page.close()


def test_start_on_the_index_opens_lesson_one_or_where_the_learner_left_off(store: Any) -> None:
    shell = AppShell(store=lambda: store)
    shell.panel.name.value = "Dee"  # Enter: the name applied, the code shown
    shell.panel.start.click()  # Start: focus to the code first
    assert shell.place == Place() and shell.router.sent[-1] == {"kind": "focus", "id": "ct-code-box"}
    shell.panel.kept.click()  # the code put away: on to the lessons
    assert shell.place == Place(View.LESSON, "01-cards-and-values")
    assert shell.router.sent[-1] == {"kind": "focus", "id": "ct-lesson-intro-title"}
    shell.navigate(Place(View.LESSON, "06-the-frozen-pile", Slot(0)))
    view = shell._players["06-the-frozen-pile"].views[Slot(0)]
    view.answer(judge(view.position).answer)
    shell.navigate(Place())
    index = shell._index.lessons.value
    steps = len(lesson_positions(lesson_six()))
    assert f"In progress: 1 of {steps} steps answered" in index and index.count("Not started") == len(load_lessons()) - 1
    assert 'class="ct-continue-button"' in shell._index.continue_link.value
    shell.panel.start.click()
    assert shell.place == Place(View.LESSON, "06-the-frozen-pile", Slot(1))
