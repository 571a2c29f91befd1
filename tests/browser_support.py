"""Helpers for tests that start ``canasta-teach serve`` (Voila) and drive headless Chromium.

Tests use the fixtures of ``tests/conftest.py`` (``school``, ``chromium``), which are built
from :func:`running_school` and :func:`launch_chromium` here; the benchmarks import this
module too::

    from tests.browser_support import running_school, launch_chromium, wait_for_widgets

Kept generic: nothing here knows about the lessons. Nothing here sleeps a fixed time:
:func:`wait_until` polls for a condition with a deadline.
"""

from __future__ import annotations

import contextlib
import os
import re
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from canasta_teach.cli.serve import child_environment, die_with_parent, voila_argv

REPO_ROOT = Path(__file__).resolve().parent.parent

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS_DIR = REPO_ROOT / "artifacts"
SERVER_START_TIMEOUT = 60.0
#: How long a server may take to print its first line, or to stop after a signal, when the
#: machine is loaded (two browser files at once under CI): a deadline, not a guess at speed.
SERVER_WAIT_TIMEOUT = 120.0
WIDGET_TIMEOUT_MS = 60_000
#: How long a browser test waits for a condition in the page (Playwright's milliseconds),
#: and the default of every Playwright action and wait that names none. It is a deadline
#: for a failure, never a measure of speed: a passing test goes on the moment its condition
#: holds, and under CI two browser files share two cores, where a kernel's answer has been
#: seen to take over 30 s (Playwright's own default) while the other file's server started.
WAIT_MS = 120_000

#: The line ``canasta-teach serve`` prints once the school answers.
READY = "Canasta school ready"
#: How often :func:`wait_until` looks again.
POLL_SECONDS = 0.1

_KERNEL_ID_RE = re.compile(r'"kernelId"\s*:\s*"([0-9a-f-]{36})"')
_TEACHER_KEY_RE = re.compile(r"teacher\.ipynb\?key=([A-Za-z0-9_-]+)")

T = TypeVar("T")


def wait_until(condition: Callable[[], T], timeout: float, what: str) -> T:
    """Poll ``condition`` until it returns a true value, and return that value.

    The one way the tests wait for something outside them (a server, a kernel, a log
    line): never a fixed sleep, always a condition with a deadline. ``TimeoutError`` names
    ``what`` was awaited.
    """
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {timeout:.0f} s for {what}")
        time.sleep(POLL_SECONDS)


def first_line(proc: subprocess.Popen[bytes], timeout: float = SERVER_WAIT_TIMEOUT, what: str = "the server's first line") -> str:
    """The first line ``proc`` writes to its stdout pipe, waited for with a deadline (a bare
    ``readline`` would wait for ever for a server that never starts): ``TimeoutError``
    naming ``what`` past ``timeout``, ``RuntimeError`` when the process ends first."""
    assert proc.stdout is not None
    deadline = time.monotonic() + timeout
    while True:
        ready, _, _ = select.select([proc.stdout], [], [], max(0.0, min(POLL_SECONDS * 10, deadline - time.monotonic())))
        if ready:
            line = proc.stdout.readline().decode(errors="replace")
            if line or proc.poll() is not None:
                return line
        elif proc.poll() is not None:
            raise RuntimeError(f"the process exited with code {proc.returncode} before {what}")
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {timeout:.0f} s for {what}")


def under_ci() -> bool:
    """True when the CI environment variable says so (then missing tools fail, not skip)."""
    return os.environ.get("CI", "").strip().lower() == "true"


def require_browser() -> None:
    """Skip (locally) or fail (under ``CI=true``) when Chromium or Playwright is missing."""
    import pytest

    problem = None
    if not os.path.exists(CHROMIUM):
        problem = f"Chromium not found at {CHROMIUM} (apt-get install chromium)"
    else:
        try:
            import playwright.sync_api  # noqa: F401
        except ImportError:
            problem = "the playwright Python package is not installed (pip install playwright)"
    if problem:
        if under_ci():
            pytest.fail(f"browser test cannot run under CI: {problem}")
        pytest.skip(problem)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Server(str):
    """The base URL of a running server (``http://127.0.0.1:PORT/``), with its process.

    A ``str`` so it can be used directly as the base URL; also carries ``proc``, ``port``,
    ``root`` and ``log_path`` (Voila's combined stdout/stderr).
    """

    proc: subprocess.Popen[bytes]
    port: int
    root: Path
    log_path: Path

    def __new__(
        cls, url: str, *, proc: subprocess.Popen[bytes], port: int, root: Path, log_path: Path
    ) -> Server:
        self = super().__new__(cls, url)
        self.proc = proc
        self.port = port
        self.root = root
        self.log_path = log_path
        return self

    @property
    def pid(self) -> int:
        return self.proc.pid

    def url(self, path: str = "voila/render/index.ipynb") -> str:
        """The absolute URL of ``path`` (with or without a leading slash)."""
        return str(self) + path.lstrip("/")

    def page(self, notebook: str) -> str:
        """The URL of a rendered notebook (``page("app.ipynb?lesson=6")``)."""
        return self.url("voila/render/" + notebook)

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def kernel_pids(self) -> list[int]:
        """PIDs of the kernels this server runs (its ipykernel children)."""
        return kernel_processes(self.pid)


def _read_proc(pid: int, name: str) -> bytes:
    try:
        with open(f"/proc/{pid}/{name}", "rb") as fh:
            return fh.read()
    except OSError:
        return b""


def _ppid(pid: int) -> int | None:
    stat = _read_proc(pid, "stat").decode(errors="replace")
    if not stat:
        return None
    # pid (comm) state ppid ...; comm may hold spaces or parentheses
    rest = stat[stat.rfind(")") + 2 :].split()
    return int(rest[1]) if len(rest) > 1 else None


def descendants(pid: int) -> list[int]:
    """All live descendant PIDs of ``pid`` (read from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            parent = _ppid(int(entry))
            if parent is not None:
                children.setdefault(parent, []).append(int(entry))
    found: list[int] = []
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def cmdline(pid: int) -> list[str]:
    return [part.decode(errors="replace") for part in _read_proc(pid, "cmdline").split(b"\0") if part]


def kernel_processes(server_pid: int) -> list[int]:
    """PIDs of the ipykernel processes started by the server ``server_pid``."""
    return [
        pid
        for pid in descendants(server_pid)
        if any("ipykernel" in part for part in cmdline(pid))
    ]


def kernel_pid_for(server_pid: int, kernel_id: str) -> int | None:
    """The PID of the kernel ``kernel_id`` (its connection file is named after the id)."""
    for pid in kernel_processes(server_pid):
        if any(kernel_id in part for part in cmdline(pid)):
            return pid
    return None


def rss_bytes(pid: int) -> int | None:
    """Resident memory of ``pid`` in bytes (VmRSS from /proc), None if it is gone."""
    for line in _read_proc(pid, "status").decode(errors="replace").splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return None


def kernel_id_in(html: str) -> str | None:
    """The kernel id Voila wrote into a rendered page (its page config), if any."""
    match = _KERNEL_ID_RE.search(html)
    return match.group(1) if match else None


def http_get(url: str, timeout: float = 60.0) -> tuple[int, str]:
    """GET ``url``; (status, body text), also for HTTP errors."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:
            return resp.status, resp.read().decode("utf-8", errors="replace")
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode("utf-8", errors="replace")


def _answers(url: str) -> bool:
    """Whether ``url`` answers with anything but a server error."""
    try:
        with urllib.request.urlopen(url, timeout=2) as resp:
            return bool(resp.status < 500)
    except urllib.error.HTTPError as err:
        return err.code < 500
    except OSError:
        return False


def _wait_http(url: str, proc: subprocess.Popen[bytes], timeout: float) -> None:
    def up() -> bool:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with code {proc.returncode} before answering")
        return _answers(url)

    wait_until(up, timeout=timeout, what=f"the server to answer {url}")


def _signal_all(pids: list[int], sig: int) -> None:
    for pid in pids:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, sig)


def stop_server(proc: subprocess.Popen[bytes], grace: float = 10.0) -> None:
    """Stop a server started in its own process group, and every kernel it started.

    SIGTERM first (Voila then shuts its kernels down), then SIGKILL to the group and to
    any descendant left (kernels run in sessions of their own, outside the group).
    """
    kids = descendants(proc.pid)
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=grace)
    kids += [pid for pid in descendants(proc.pid) if pid not in kids]
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    _signal_all(kids, signal.SIGKILL)
    if proc.poll() is None:
        proc.kill()
    proc.wait()


@contextlib.contextmanager
def running_server(
    root: Path,
    *,
    preheat: int = 0,
    cull_idle_seconds: int = 60,
    env: Mapping[str, str] | None = None,
    extra: tuple[str, ...] = (),
    timeout: float = SERVER_START_TIMEOUT,
) -> Iterator[Server]:
    """Run Voila on ``root`` (via :func:`voila_argv`) on a free loopback port.

    Yields the base URL (a :class:`Server`) once HTTP answers; always stops the server and
    its kernels on exit. ``env`` adds variables to the current environment.
    """
    root = Path(root).resolve()
    port = free_port()
    argv = voila_argv(
        root=root,
        host="127.0.0.1",
        port=port,
        preheat=preheat,
        cull_idle_seconds=cull_idle_seconds,
        extra=extra,
    )
    child_env = child_environment({"PYTHONUNBUFFERED": "1", **(env or {})})
    log_fd, log_name = tempfile.mkstemp(prefix=f"voila-{port}-", suffix=".log")
    log_path = Path(log_name)
    with os.fdopen(log_fd, "wb") as log_file:
        proc = subprocess.Popen(
            argv,
            cwd=root,
            env=child_env,
            stdin=subprocess.DEVNULL,
            stdout=log_file,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, killed as a whole
            preexec_fn=die_with_parent,  # noqa: PLW1509 - gone even if the tests are killed
        )
    base = f"http://127.0.0.1:{port}/"
    try:
        try:
            _wait_http(base, proc, timeout)
        except Exception as err:  # re-raised with the server log
            raise RuntimeError(f"{err}; server log:\n{log_path.read_text(errors='replace')}") from None
        yield Server(base, proc=proc, port=port, root=root, log_path=log_path)
    finally:
        stop_server(proc)


class School(Server):
    """A running ``canasta-teach serve`` (see :func:`running_school`): a :class:`Server` with
    the line it printed when ready, the teacher's key (``--class``), its store and its
    short temporary folder (``TMPDIR`` of Voila and the kernels)."""

    ready_line: str
    key: str | None
    store: Path | None
    tmp: Path

    @property
    def first_line(self) -> str:
        """:attr:`ready_line` (the name tests of ``test_serve_hardening.launched`` use)."""
        return self.ready_line

    def kernels(self) -> list[int]:
        """:meth:`kernel_pids` (the name tests of ``test_serve_hardening.launched`` use)."""
        return self.kernel_pids()

    def voila_pid(self) -> int | None:
        """The PID of the Voila process under the ``serve`` launcher."""
        for pid in descendants(self.pid):
            if any("voila_app" in part for part in cmdline(pid)):
                return pid
        return None


@contextlib.contextmanager
def running_school(
    folder: Path,
    *,
    class_name: str | None = None,
    positions: str | None = None,
    store: Path | None = None,
    cull_idle_seconds: int = 120,
    args: Sequence[str] = (),
    command: Sequence[str] | None = None,
    port: int | None = None,
    env: Mapping[str, str] | None = None,
    timeout: float = 90.0,
) -> Iterator[School]:
    """Run ``canasta-teach serve`` on a free loopback port until the block ends.

    The one way the tests start the school: ``python -m canasta_teach.cli serve --port P
    --cull-idle N``, with ``--class``, ``--positions`` (``positions`` is YAML written to
    ``folder/positions/ours.yaml``) and ``--store`` when given, then ``args``. ``command``
    replaces the whole command line (``--port`` is appended unless ``port`` is given: the
    command then names it itself). Waits for the line "Canasta school ready" (stdout and
    stderr go to one log file, which never blocks the server as a full pipe would); always
    stops the server and every kernel it started.
    """
    named_port = port is not None
    port = port if port is not None else free_port()
    folder = Path(folder)
    if command is None:
        argv = [sys.executable, "-m", "canasta_teach.cli", "serve", "--port", str(port),
                "--cull-idle", str(cull_idle_seconds)]
        if class_name is not None:
            argv += ["--class", class_name]
        if positions is not None:
            (folder / "positions").mkdir(parents=True, exist_ok=True)
            (folder / "positions" / "ours.yaml").write_text(positions, encoding="utf-8")
            argv += ["--positions", str(folder / "positions")]
        if store is not None:
            argv += ["--store", str(store)]
        argv += list(args)
    else:
        argv = [*command] if named_port else [*command, "--port", str(port)]
    tmp = Path(tempfile.mkdtemp(prefix="ct", dir="/tmp"))  # short: kernel sockets go inside
    log_path = tmp / "server.log"
    child_env = child_environment({"TMPDIR": str(tmp), "PYTHONUNBUFFERED": "1", **(env or {})})
    with log_path.open("wb") as log_file:
        proc = subprocess.Popen(argv, cwd=folder, env=child_env, stdin=subprocess.DEVNULL, stdout=log_file,
                                stderr=subprocess.STDOUT, start_new_session=True)

    def ready() -> str | None:
        text = log_path.read_text(encoding="utf-8", errors="replace")
        if READY not in text and proc.poll() is not None:
            raise RuntimeError(f"serve exited with code {proc.returncode} before it was ready:\n{text}")
        return next((line for line in text.splitlines() if READY in line), None)

    try:
        line = wait_until(ready, timeout=timeout, what=f"serve to say {READY!r} (log: {log_path})")
        key = _TEACHER_KEY_RE.search(log_path.read_text(encoding="utf-8", errors="replace"))
        school = School(f"http://127.0.0.1:{port}/", proc=proc, port=port, root=folder, log_path=log_path)
        school.ready_line = line
        school.key = key.group(1) if key else None
        school.store = store
        school.tmp = tmp
        yield school
    finally:
        stop_server(proc)
        shutil.rmtree(tmp, ignore_errors=True)


class PatientBrowser:
    """A Playwright ``Browser`` whose pages and contexts wait :data:`WAIT_MS` by default.

    Playwright has no browser-wide default timeout, only one per page or context, so the
    two ways the tests open them are wrapped here; everything else is the browser's own.
    """

    def __init__(self, browser: Any) -> None:
        self._browser = browser

    def __getattr__(self, name: str) -> Any:
        return getattr(self._browser, name)

    def new_page(self, **kwargs: Any) -> Any:
        page = self._browser.new_page(**kwargs)
        page.set_default_timeout(WAIT_MS)
        return page

    def new_context(self, **kwargs: Any) -> Any:
        context = self._browser.new_context(**kwargs)
        context.set_default_timeout(WAIT_MS)
        return context


def launch_chromium(playwright: Any, **kwargs: Any) -> Any:
    """Launch headless Debian Chromium (never a Playwright-downloaded browser), as a
    :class:`PatientBrowser`."""
    return PatientBrowser(playwright.chromium.launch(
        executable_path=CHROMIUM, headless=True, args=list(CHROMIUM_ARGS), **kwargs
    ))


def wait_for_widgets(page: Any, timeout_ms: int = WIDGET_TIMEOUT_MS) -> None:
    """Wait until ipywidgets have rendered on ``page``: any widget visible.

    (Not merely the first one in the page: an empty Output widget has no size.)
    """
    page.locator(":is(.widget-button, .jupyter-widgets):visible").first.wait_for(
        state="visible", timeout=timeout_ms
    )


def screenshot(page: Any, name: str) -> Path:
    """Save a full-page PNG as ``artifacts/NAME.png`` under the repository root."""
    ARTIFACTS_DIR.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS_DIR / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def foreign_requests(page: Any, allowed_host: str = "127.0.0.1") -> list[str]:
    """Record (and abort) every request of ``page`` that would leave ``allowed_host``.

    Uses request routing, so only requests that would really hit the network count
    (a request the page's Content-Security-Policy blocks never gets there). Returns the
    list, filled as the page runs.
    """
    seen: list[str] = []

    def handle(route: Any) -> None:
        url = route.request.url
        host = re.sub(r"^[a-z]+://", "", url).split("/", 1)[0].rsplit(":", 1)[0]
        if url.startswith(("data:", "blob:", "about:")) or host == allowed_host:
            route.continue_()
        else:
            seen.append(url)
            route.abort()

    page.route("**/*", handle)
    return seen


def some_class_answers(path: Path) -> None:
    """A class's answers in the server's store (three learners, a lesson position, a quiz
    position and one lesson done), so the dashboard draws its tables and charts."""
    from canasta_teach.progress.store import Answer, ProgressStore

    store = ProgressStore.open(path)
    try:
        for learner, correct in (("Ann", True), ("Bob", False), ("Cy", False)):
            store.record_answer(Answer(learner, "06-frozen-by-two", rule_ids=("pile-frozen-wild", "pile-frozen-natural-pair"),
                                       correct=correct, first_try=True, source="lesson:06-the-frozen-pile", answer="yes"))
            store.record_answer(Answer(learner, "05-wild-on-top", rule_ids=("pile-top-wild",), correct=not correct,
                                       first_try=True, source="quiz", answer="no"))
        store.mark_lesson_done("Ann", "06-the-frozen-pile", right_first_time=5, steps=7)
    finally:
        store.close()
