"""A school on JupyterHub, for real: ``canasta-teach hub-config`` writes the configuration, a real
JupyterHub runs it (configurable-http-proxy from npm, local processes as user servers, a test
authenticator), Debian's PostgreSQL holds the progress store; three learners log in, answer a
step each, and the teacher (an admin) sees all three on the dashboard.

Skipped, saying why, only when PostgreSQL, configurable-http-proxy or JupyterHub is not
installed (``make test`` installs all three). Screenshots go to ``artifacts/``.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from canasta_teach.content.lessons import get_lesson, lesson_positions
from canasta_teach.judge import judge
from canasta_teach.progress.store import open_store_at
from tests import browser_support as bs
from tests import pg_support

pytestmark = pytest.mark.hub

REPO = Path(__file__).resolve().parent.parent
LEARNERS = ("ann", "bob", "cy")
TEACHER = "teacher"
LESSON = "06-the-frozen-pile"


def _proxy() -> str | None:
    local = REPO / "node_modules" / ".bin" / "configurable-http-proxy"
    return str(local) if local.is_file() else shutil.which("configurable-http-proxy")


@dataclass
class Hub:
    url: str
    store: str
    log_path: Path

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Hub]:
    if _proxy() is None:
        pytest.skip("configurable-http-proxy not found: make test installs it from npm into node_modules/")
    try:
        import jupyterhub  # noqa: F401
        import jupyterhub_idle_culler  # noqa: F401
    except ImportError as err:
        pytest.skip(f"{err.name} is not installed: pip install -e '.[hub,test]' (make test does)")
    bs.require_browser()
    with pg_support.running_postgres() as pg:
        store = pg.create_database("school")
        tmp = tmp_path_factory.mktemp("hub")
        port = bs.free_port()
        config = tmp / "jupyterhub_config.py"
        subprocess.run(
            [sys.executable, "-m", "canasta_teach.cli", "hub-config", "--store", store, "--admin", TEACHER,
             "--class", "4b", "--host", "127.0.0.1", "--port", str(port), "--authenticator", "dummy",
             "--spawner", "simple", "--proxy", str(_proxy()), "--out", str(config)],
            check=True, timeout=60,
        )
        # Test-only settings: internal ports, throwaway homes, root in CI containers.
        with config.open("a", encoding="utf-8") as extra:
            extra.write(
                "\n# --- tests/test_hub.py ---\n"
                f"c.JupyterHub.hub_bind_url = 'http://127.0.0.1:{bs.free_port()}'\n"
                f"c.ConfigurableHTTPProxy.api_url = 'http://127.0.0.1:{bs.free_port()}'\n"
                f"c.SimpleLocalProcessSpawner.home_dir_template = {str(tmp / 'homes' / '{username}')!r}\n"
                "c.Spawner.start_timeout = 120\nc.Spawner.http_timeout = 120\n"
                + ("c.Spawner.args = ['--ServerApp.allow_root=True']\n" if os.geteuid() == 0 else "")
            )
        log_path = tmp / "hub.log"
        env = {k: v for k, v in os.environ.items() if not k.startswith("CANASTA_TEACH_")}
        with log_path.open("wb") as log:
            proc = subprocess.Popen(
                [sys.executable, "-m", "jupyterhub", "-f", str(config)], cwd=tmp, env=env,
                stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True,
            )
        hub = Hub(f"http://127.0.0.1:{port}", store, log_path)
        try:
            def healthy() -> bool:
                if proc.poll() is not None:
                    raise RuntimeError(f"JupyterHub exited before it was healthy:\n{hub.log()}")
                try:
                    with urllib.request.urlopen(f"{hub.url}/hub/health", timeout=5) as answer:
                        return bool(answer.status == 200)
                except OSError:
                    return False

            try:
                bs.wait_until(healthy, timeout=120, what="JupyterHub's /hub/health")
            except TimeoutError as err:
                raise RuntimeError(f"{err}:\n{hub.log()}") from None
            yield hub
        finally:
            proc.send_signal(signal.SIGTERM)  # the hub stops the user servers and the proxy
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                pass
            bs.stop_server(proc)


@pytest.fixture(scope="module")
def browser(hub: Hub) -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = bs.launch_chromium(pw)
        try:
            yield chromium
        finally:
            chromium.close()


def _log_in(browser: object, hub: Hub, user: str) -> object:
    """A browser context logged in as ``user`` (the test authenticator takes any password)."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})  # type: ignore[attr-defined]
    page = context.new_page()
    page.goto(f"{hub.url}/hub/login")
    page.fill("#username_input", user)
    page.fill("#password_input", "any-password")
    page.click("#login_submit")
    return page


def _choice_label(value: object) -> str:
    return {True: "Yes", False: "No"}.get(value, str(value)) if isinstance(value, bool) else str(value)


def test_three_learners_answer_and_the_teacher_sees_them(hub: Hub, browser: object) -> None:
    started = time.monotonic()
    first = judge(lesson_positions(get_lesson(LESSON))[0])
    pages = []
    for learner in LEARNERS:
        page = _log_in(browser, hub, learner)
        # The learner's own server opens on the school (index.ipynb runs the app), named after
        # the login: no name to type, the status says whose progress it keeps.
        page.wait_for_url(f"**/user/{learner}/voila/render/index.ipynb*", timeout=180_000)  # type: ignore[attr-defined]
        bs.wait_for_widgets(page)
        status = page.locator(".ct-name-status", has_text=learner).first  # type: ignore[attr-defined]
        status.wait_for()
        assert "school account" in status.inner_text()
        assert not page.locator(".ct-name input").first.is_visible()  # type: ignore[attr-defined]
        page.goto(f"{hub.url}/user/{learner}/voila/render/{LESSON}.ipynb", timeout=120_000)  # type: ignore[attr-defined]
        bs.wait_for_widgets(page)
        page.locator(".ct-answers button").first.wait_for()  # type: ignore[attr-defined]
        page.click(f".ct-answers button:has-text('{_choice_label(first.answer)}')")  # type: ignore[attr-defined]
        page.locator(".ct-feedback .ct-right").wait_for()  # type: ignore[attr-defined]
        bs.screenshot(page, f"hub-{learner}-answered")
        pages.append(page)

    # A learner's server has no dashboard.
    locked = pages[0]
    locked.goto(f"{hub.url}/user/{LEARNERS[0]}/voila/render/teacher.ipynb", timeout=120_000)  # type: ignore[attr-defined]
    bs.wait_for_widgets(locked)
    assert "This page is for the teacher" in locked.inner_text("body")  # type: ignore[attr-defined]

    # The teacher (an admin) lands on the class dashboard: everyone is there.
    dash = _log_in(browser, hub, TEACHER)
    dash.wait_for_url(f"**/user/{TEACHER}/voila/render/teacher.ipynb*", timeout=180_000)  # type: ignore[attr-defined]
    dash.locator(".ct-dashboard").wait_for(timeout=120_000)  # type: ignore[attr-defined]
    text = dash.inner_text(".ct-dashboard")  # type: ignore[attr-defined]
    bs.screenshot(dash, "hub-teacher-dashboard")
    assert "Class 4b" in text and "3 learners, 3 first answers" in text, text
    assert "no personal code" not in text, text  # a hub account's sign-in is its key
    for learner in LEARNERS:
        assert learner in text
    # per rule and per position (the most-missed chart is drawn only when someone missed)
    assert dash.locator("svg.ct-chart").count() >= 2  # type: ignore[attr-defined]

    with open_store_at(hub.store) as store:  # one shared PostgreSQL store, insert-only
        answers = store.answers()
        assert sorted(a.learner for a in answers) == list(LEARNERS)
        assert all(a.correct and a.source == f"lesson:{LESSON}" for a in answers)
        assert store.integrity_check() == "ok"
    assert "idle-culler" in hub.log()  # the culler runs as a managed service
    print(f"\nhub test: three learners and a teacher in {time.monotonic() - started:.0f} s")
