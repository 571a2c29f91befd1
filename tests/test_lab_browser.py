"""The notebook suite in real JupyterLab: ``canasta-teach lab`` started on loopback, driven in
headless Chromium as a learner and a teacher would.

A learner opens ``app.ipynb``, runs it, types their personal code and answers a step: the
answer is in the store. The page is reloaded and run again: the learner is still known
(``canasta-teach lab`` remembers them in the suite's folder). They open a lesson notebook,
run it, act on the cards (take the pile) and answer a yes/no step: both answers are in the
store, under that lesson. The teacher's notebook shows the class dashboard without a key
(``lab --teacher``). Screenshots at 1280x800 go to ``tests/artifacts/``.

Every wait is for a condition on the page or in the store, never a fixed time.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from canasta_teach.content.authoring import load_positions
from canasta_teach.content.lessons import data_dir
from canasta_teach.judge.wording import answer_label
from canasta_teach.players.ruling import rule
from canasta_teach.progress.store import open_store_at
from tests.browser_support import free_port, require_browser, stop_server, under_ci

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
START_TIMEOUT_S = 180.0
WIDGET_TIMEOUT_MS = 90_000


@dataclass
class Lab:
    base: str
    token: str
    store: Path
    folder: Path
    code: str
    learner_id: str

    def url(self, notebook: str) -> str:
        """The notebook alone in a fresh workspace (``reset``: no tab of an earlier test)."""
        return f"{self.base}/lab/tree/{notebook}?token={self.token}&reset"


def _read_lines(stream: object, lines: list[str], ready: threading.Event) -> None:
    for raw in iter(stream.readline, b""):  # type: ignore[attr-defined]
        line = raw.decode("utf-8", "replace")
        lines.append(line)
        if "JupyterLab at " in line:
            ready.set()
    ready.set()  # the process ended: nobody waits forever


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    require_browser()
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        if under_ci():
            pytest.fail("JupyterLab is not installed (the test extra installs it)")
        pytest.skip("JupyterLab is not installed")
    tmp = tmp_path_factory.mktemp("lab")
    store_path = tmp / "progress.sqlite3"
    store = open_store_at(store_path)
    learner, code = store.claim_name("Lena Lab")
    store.close()
    folder = tmp / "school"
    env = {k: v for k, v in os.environ.items() if not k.startswith("CANASTA_TEACH_")}
    env["HOME"] = str(tmp)  # Lab's own settings and workspaces stay in the test's folder
    proc = subprocess.Popen(
        [sys.executable, "-m", "canasta_teach.cli", "lab", str(folder), "--no-browser", "--teacher",
         "--class", "Lab class", "--store", str(store_path), "--port", str(free_port())],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env,
        start_new_session=True,
    )
    lines: list[str] = []
    ready = threading.Event()
    threading.Thread(target=_read_lines, args=(proc.stdout, lines, ready), daemon=True).start()
    try:
        ready.wait(START_TIMEOUT_S)
        address = next((line.split("JupyterLab at ", 1)[1].split()[0] for line in lines if "JupyterLab at " in line), None)
        assert address is not None, "canasta-teach lab printed no address:\n" + "".join(lines)
        base, _, query = address.partition("/lab/tree/app.ipynb?token=")
        yield Lab(base, query, store_path, folder, code, learner.id)
    finally:
        stop_server(proc)  # JupyterLab, its kernels and the launcher


@pytest.fixture(scope="module")
def page(lab: Lab, chromium: object) -> Iterator[object]:
    context = chromium.new_context(viewport={"width": 1280, "height": 800})  # type: ignore[attr-defined]
    try:
        yield context.new_page()
    finally:
        context.close()


def _run_all(page: object, lab: Lab, notebook: str) -> None:
    """Open the notebook and run every cell (Run ▸ Run All Cells), as a person would, once
    its kernel is idle; again if the first click came before JupyterLab's menus were ready."""
    page.goto(lab.url(notebook))  # type: ignore[attr-defined]
    page.locator(".jp-Notebook:visible").first.wait_for(timeout=WIDGET_TIMEOUT_MS)  # type: ignore[attr-defined]
    page.locator(".jp-StatusBar-Widget", has_text="Idle").first.wait_for(timeout=WIDGET_TIMEOUT_MS)  # type: ignore[attr-defined]
    for _ in range(5):
        page.locator(".lm-MenuBar-itemLabel:text-is('Run')").first.click()  # type: ignore[attr-defined]
        item = page.locator(".lm-Menu-itemLabel:text-is('Run All Cells')").first  # type: ignore[attr-defined]
        item.wait_for(timeout=WIDGET_TIMEOUT_MS)
        item.click()
        try:  # the first cell's prompt shows [*] or a number once it runs
            page.wait_for_function(  # type: ignore[attr-defined]
                "() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-InputPrompt')]"
                " .some(p => /\\[(\\*|\\d+)\\]/.test(p.textContent))")
            return
        except Exception:  # noqa: BLE001 - the menu was not ready: click again
            page.keyboard.press("Escape")  # type: ignore[attr-defined]
    raise AssertionError(f"{notebook}: Run All Cells never started")


def _shot(page: object, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"lab-{name}.png"))  # type: ignore[attr-defined]


def _answers(lab: Lab) -> list[tuple[str, str, bool]]:
    store = open_store_at(lab.store)
    try:
        return [(a.position_id, a.source, a.correct) for a in store.answers(learner=lab.learner_id)]
    finally:
        store.close()


def _wait_for_answers(page: object, lab: Lab, count: int) -> list[tuple[str, str, bool]]:
    """The learner's answers, once the store holds ``count`` of them."""
    rows = _answers(lab)
    for _ in range(300):
        if len(rows) >= count:
            return rows
        page.wait_for_timeout(100)  # type: ignore[attr-defined]  # polling the store, not a fixed wait
        rows = _answers(lab)
    raise AssertionError(f"the store holds {len(rows)} answers, expected {count}: {rows}")


def _label(position_id: str, lesson_file: str) -> str:
    position = next(p for p in load_positions(data_dir() / "positions" / lesson_file) if p.id == position_id)
    ruling = rule(position)
    return answer_label(ruling.ask, ruling.answer)


def test_app_in_lab_keeps_the_learner_and_their_answers(lab: Lab, page: object) -> None:
    _run_all(page, lab, "app.ipynb")
    code_box = page.locator(".ct-code input").first  # type: ignore[attr-defined]
    try:
        code_box.wait_for(timeout=WIDGET_TIMEOUT_MS)
    finally:
        _shot(page, "app-opened")
    code_box.fill(lab.code)
    page.locator(".ct-code-go").first.click()  # type: ignore[attr-defined]
    page.locator(".ct-name-status", has_text="Lena Lab").first.wait_for(timeout=WIDGET_TIMEOUT_MS)  # type: ignore[attr-defined]
    _shot(page, "app-learner")
    page.locator("a", has_text="Cards and their values").first.click()  # type: ignore[attr-defined]
    start = page.locator("button", has_text="Start the questions").first  # type: ignore[attr-defined]
    start.wait_for(timeout=WIDGET_TIMEOUT_MS)
    start.click()
    first = load_positions(data_dir() / "positions" / "01-cards-and-values.yaml")[0]
    right = answer_label(first.ask, rule(first).answer)
    page.locator(".ct-answers button", has_text=right).first.click()  # type: ignore[attr-defined]
    page.locator(".ct-feedback-box").first.wait_for(timeout=WIDGET_TIMEOUT_MS)  # type: ignore[attr-defined]
    _shot(page, "app-answered")
    rows = _wait_for_answers(page, lab, 1)
    assert rows[0][0] == first.id and rows[0][2] is True, rows
    assert (lab.folder / ".canasta-learner.json").is_file()

    # a reload of the notebook, run again: the learner is known, the lesson shows as begun
    page.reload()  # type: ignore[attr-defined]
    _run_all(page, lab, "app.ipynb")
    page.locator(".ct-name-status", has_text="Lena Lab").first.wait_for(timeout=WIDGET_TIMEOUT_MS)  # type: ignore[attr-defined]
    _shot(page, "app-reloaded")


def test_a_lesson_notebook_records_an_act_step_and_a_yes_no_step(lab: Lab, page: object) -> None:
    before = len(_answers(lab))
    _run_all(page, lab, "05-taking-the-pile.ipynb")
    take = page.locator(".ctw-action[data-action='take']").first  # type: ignore[attr-defined]
    # JupyterLab skips drawing cells out of view (content-visibility): bring the step into view
    take.wait_for(state="attached", timeout=WIDGET_TIMEOUT_MS)
    take.scroll_into_view_if_needed()
    _shot(page, "lesson-opened")
    take.click()
    page.locator(".ct-feedback-focus").first.wait_for(timeout=WIDGET_TIMEOUT_MS)  # type: ignore[attr-defined]
    _shot(page, "lesson-act")
    rows = _wait_for_answers(page, lab, before + 1)
    assert rows[-1][0] == "05-top-card-adds-to-meld" and rows[-1][2] is True, rows
    # on to step 5, the lesson's first yes/no step (steps 2 to 4 are act steps, skipped here)
    answer = page.locator(".ct-answers button").first  # type: ignore[attr-defined]
    label = page.locator(".ct-step-label").first  # type: ignore[attr-defined]
    for _ in range(4):
        shown = label.inner_text()
        if "step 5 of" in shown:
            break
        page.locator(".ct-next").last.click()  # type: ignore[attr-defined]
        page.wait_for_function(  # type: ignore[attr-defined]
            "old => document.querySelector('.ct-step-label').innerText !== old", arg=shown, timeout=WIDGET_TIMEOUT_MS)
    answer.wait_for(state="attached", timeout=WIDGET_TIMEOUT_MS)
    answer.scroll_into_view_if_needed()
    heading = page.locator(".ct-step-label").first.inner_text()  # type: ignore[attr-defined]
    assert "step 5" in heading, heading
    right = _label("05-wild-on-top", "05-taking-the-pile.yaml")
    page.locator(".ct-answers button", has_text=right).first.click()  # type: ignore[attr-defined]
    page.locator(".ct-feedback-box").first.wait_for(timeout=WIDGET_TIMEOUT_MS)  # type: ignore[attr-defined]
    _shot(page, "lesson-yes-no")
    rows = _wait_for_answers(page, lab, before + 2)
    assert rows[-1][0] == "05-wild-on-top" and rows[-1][2] is True, rows
    assert {r[1] for r in rows[before:]} == {"lesson:05-taking-the-pile"}, rows


def test_the_teacher_notebook_shows_the_dashboard(lab: Lab, page: object) -> None:
    _run_all(page, lab, "teacher.ipynb")
    summary = page.locator(".ct-dash-summary").first  # type: ignore[attr-defined]
    summary.wait_for(state="attached", timeout=WIDGET_TIMEOUT_MS)
    summary.scroll_into_view_if_needed()
    text = summary.text_content() or ""
    assert "1 learner" in text or "one learner" in text.lower(), text[:500]  # Lena Lab, from the two tests above
    _shot(page, "teacher")
