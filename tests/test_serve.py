"""``canasta-teach serve``: the Voila command line and the Voila traps it must avoid.

Unit tests check :func:`canasta_teach.cli.serve.voila_argv`; browser tests start the real
server on a throwaway folder (a tiny ``index.ipynb`` with a Button that writes "clicked"
into a Label) and drive headless Chromium, so they do not depend on the lessons.
"""

from __future__ import annotations

import argparse
import http.client
import json
import signal
import struct
import subprocess
import sys
import urllib.parse
import zlib
from collections.abc import Iterator
from datetime import UTC
from pathlib import Path

import pytest

import canasta_teach
from canasta_teach.cli import serve as serve_mod
from canasta_teach.errors import CanastaError
from tests import browser_support as bs


@pytest.fixture(autouse=True)
def _kernel_share_stays_in_the_test(monkeypatch: pytest.MonkeyPatch) -> None:
    """SchoolVoila.initialize() tells every kernel its memory share through the environment;
    run in this process, that would set it for the whole test session and every later
    in-process page would watch pytest's own (large) memory and stop itself."""
    from canasta_teach import config

    monkeypatch.setenv(config.KERNEL_MEMORY_ENV, "0")

CULL_SECONDS = 4  # culling interval is then 1 s (see cull_interval_for)
SECRET = "SECRET-canasta-7c1e"
OUTSIDE_SECRET = "OUTSIDE-canasta-93ab"
NOTEBOOK_SOURCE_MARK = "source-mark-5f02"
BOOM_DETAIL = "kaboom-detail-4821"
CALLBACK_DETAIL = "callback-detail-9931"


# --------------------------------------------------------------------------- unit tests


def _flag(argv: list[str], name: str) -> str | None:
    """The value of ``--name=value`` in argv (last one wins, as in traitlets)."""
    value = None
    for arg in argv:
        if arg.startswith(f"--{name}="):
            value = arg.split("=", 1)[1]
    return value


def test_voila_argv_defaults(tmp_path: Path) -> None:
    argv = serve_mod.voila_argv(root=tmp_path)
    assert argv[:3] == [sys.executable, "-m", "canasta_teach.cli.voila_app"]
    assert argv[3] == str(tmp_path.resolve())  # a folder: tree mode
    assert _flag(argv, "Voila.ip") == "127.0.0.1"
    assert _flag(argv, "port") == "8866"
    assert _flag(argv, "MappingKernelManager.cull_idle_timeout") == "60"
    assert 1 <= int(_flag(argv, "MappingKernelManager.cull_interval") or 0) <= 30
    # only this run's options are flags: the rest are SchoolVoila's defaults (below)
    assert len(argv) <= 14, argv
    assert "default-src 'self'" in serve_mod.CONTENT_SECURITY_POLICY
    # the allowlist stays Voila's default (images only): nothing widens it
    assert not any("allowlist" in a or "whitelist" in a or "denylist" in a for a in argv)
    assert not any("debug" in a or "show_tracebacks=True" in a for a in argv)
    assert not any("preheat" in a or "pool_size" in a for a in argv)
    assert not any(a.startswith(("http:", "https:")) for a in argv)


def test_school_voila_defaults_are_its_settings_and_a_flag_still_wins(tmp_path: Path) -> None:
    """What a class server always wants is SchoolVoila's default, not a flag of serve's."""
    from canasta_teach.cli.voila_app import SchoolVoila

    app = SchoolVoila()
    app.initialize([*serve_mod.voila_argv(root=tmp_path)[3:], "--MappingKernelManager.cull_busy=True"])
    assert app.port_retries == 0  # a busy port is an error, not a silent move to port+1
    assert app.open_browser is False
    assert app.voila_configuration.show_tracebacks is False
    assert app.voila_configuration.strip_sources is True
    assert app.voila_configuration.theme == "light"
    assert app.config.VoilaExecutor.cell_error_instruction == serve_mod.CELL_ERROR_INSTRUCTION
    kernels = app.config.MappingKernelManager
    assert kernels.cull_connected is False and str(kernels.cull_idle_timeout) == "60"
    assert kernels.kernel_manager_class == "canasta_teach.cli.kernel_processes.SchoolKernelManager"
    assert app.kernel_websocket_connection_class.__name__ == "NoDelayWebsocketConnection"
    assert app.config.KernelManager.transport == "ipc"
    assert app.config.KernelManager.client_factory == "canasta_teach.cli.kernel_processes.QuietKernelClient"
    assert str(kernels.cull_busy) == "True"  # the command line wins over a default
    assert app.config_file_paths == []  # no voila.json / voila.py read from anywhere


def test_voila_argv_options(tmp_path: Path) -> None:
    argv = serve_mod.voila_argv(
        root=tmp_path,
        host="0.0.0.0",
        port=9000,
        preheat=2,
        cull_idle_seconds=120,
        open_browser=True,
        extra=["--VoilaExecutor.timeout=30"],
    )
    assert _flag(argv, "Voila.ip") == "0.0.0.0"
    assert _flag(argv, "port") == "9000"
    assert _flag(argv, "preheat_kernel") == "True"
    assert _flag(argv, "pool_size") == "2"
    assert _flag(argv, "MappingKernelManager.cull_idle_timeout") == "120"
    assert _flag(argv, "MappingKernelManager.cull_interval") == "30"
    assert _flag(argv, "Voila.open_browser") == "True"
    assert argv[-1] == "--VoilaExecutor.timeout=30"


def test_voila_argv_extra_replaces_same_flag(tmp_path: Path) -> None:
    argv = serve_mod.voila_argv(
        root=tmp_path, extra=["--MappingKernelManager.cull_interval=7", "--no-browser"]
    )
    assert [a for a in argv if "cull_interval" in a] == ["--MappingKernelManager.cull_interval=7"]
    assert argv.count("--no-browser") == 1


def test_school_voila_reads_no_config_file_and_sends_the_csp() -> None:
    from canasta_teach.cli.voila_app import SchoolVoila

    app = SchoolVoila()
    assert app.config_file_paths == []
    assert app.tornado_settings == {
        "headers": {"Content-Security-Policy": serve_mod.CONTENT_SECURITY_POLICY}
    }


def test_cull_interval_bounds() -> None:
    assert serve_mod.cull_interval_for(4) == 1
    assert serve_mod.cull_interval_for(60) == 15
    assert serve_mod.cull_interval_for(3600) == 30
    # a closed tab's kernel goes within 1-2 minutes with the default
    assert 60 <= 60 + serve_mod.cull_interval_for(60) <= 120


def test_voila_argv_culling_off(tmp_path: Path) -> None:
    argv = serve_mod.voila_argv(root=tmp_path, cull_idle_seconds=0)
    assert _flag(argv, "MappingKernelManager.cull_idle_timeout") == "0"


@pytest.mark.parametrize(
    "kwargs",
    [{"port": 0}, {"port": 70000}, {"preheat": -1}, {"cull_idle_seconds": -5}, {"host": ""}],
)
def test_voila_argv_rejects_bad_options(tmp_path: Path, kwargs: dict) -> None:
    with pytest.raises(CanastaError):
        serve_mod.voila_argv(root=tmp_path, **kwargs)


def test_index_url(tmp_path: Path) -> None:
    assert serve_mod.index_url("127.0.0.1", 8866) == "http://127.0.0.1:8866/voila/render/app.ipynb"  # the one-page app
    assert serve_mod.index_url("0.0.0.0", 8000).startswith("http://127.0.0.1:8000/")
    assert serve_mod.index_url("::1", 8000).startswith("http://[::1]:8000/")
    assert serve_mod.index_url("127.0.0.1", 8866, tmp_path) == "http://127.0.0.1:8866/"


def test_notebooks_dir_is_next_to_package_or_explains() -> None:
    expected = Path(canasta_teach.__file__).resolve().parent.parent / "notebooks"
    if expected.is_dir():
        assert serve_mod.notebooks_dir() == expected
    else:  # pragma: no cover - depends on the checkout
        with pytest.raises(CanastaError, match="notebooks"):
            serve_mod.notebooks_dir()


def test_serve_arguments() -> None:
    parser = argparse.ArgumentParser()
    serve_mod.add_serve_arguments(parser)
    ns = parser.parse_args([])
    assert (ns.host, ns.port, ns.preheat, ns.cull_idle, ns.open_browser) == (
        "127.0.0.1",
        8866,
        0,
        60,
        False,
    )
    ns = parser.parse_args(
        ["--host", "0.0.0.0", "--port", "9001", "--preheat", "2", "--cull-idle", "90", "--open"]
    )
    assert (ns.host, ns.port, ns.preheat, ns.cull_idle, ns.open_browser) == (
        "0.0.0.0",
        9001,
        2,
        90,
        True,
    )


def test_serve_refuses_missing_folder(tmp_path: Path) -> None:
    with pytest.raises(CanastaError, match="not a folder"):
        serve_mod.serve(root=tmp_path / "nowhere")


@pytest.mark.parametrize(("class_served", "kernel_memory_mb", "fits"), [
    (False, serve_mod.DEFAULT_KERNEL_MEMORY_MB, True),  # make serve, the quick start
    (False, 0, True),  # no limit
    (False, 200, True),  # 110 + 70 MB is 90% of 200
    (False, 199, False),
    (False, 150, False),
    (True, serve_mod.DEFAULT_KERNEL_MEMORY_MB, False),  # a class shares the cores
    (True, 0, False),
])
def test_the_coach_worker_runs_in_one_learners_kernels_when_it_fits(class_served: bool, kernel_memory_mb: int,
                                                                     fits: bool) -> None:
    """One learner's server gives the coach its worker when a practice kernel with it stays
    below the point where the page warns; a class's server never does."""
    from canasta_teach.cli import capacity

    assert capacity.coach_worker_fits(class_served=class_served, kernel_memory_mb=kernel_memory_mb) is fits


def test_the_worker_fits_below_the_pages_own_warning() -> None:
    """The share the decision uses is the one at which a page says it stops."""
    from canasta_teach.app.memory_watch import SOFT_SHARE
    from canasta_teach.cli import capacity

    assert capacity.WORKER_FITS_SHARE == SOFT_SHARE


@pytest.mark.parametrize(("served", "ours", "expected"), [
    ({}, None, "1"),
    ({"CANASTA_TEACH_CLASS": "4b"}, None, "0"),
    ({}, "0", "0"),  # a value the person set wins
    ({"CANASTA_TEACH_CLASS": "4b"}, "1", "1"),
])
def test_serve_tells_its_kernels_whether_the_coach_has_its_worker(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, served: dict[str, str], ours: str | None, expected: str) -> None:
    from canasta_teach import config

    assert config.CLASS_ENV == "CANASTA_TEACH_CLASS"
    if ours is None:
        monkeypatch.delenv(config.COACH_WORKERS_ENV, raising=False)
    else:
        monkeypatch.setenv(config.COACH_WORKERS_ENV, ours)
    seen: list[dict[str, str]] = []

    def run_supervised(argv: list[str], *, env: dict[str, str], **_: object) -> int:
        seen.append(env)
        return 0

    monkeypatch.setattr(serve_mod, "run_supervised", run_supervised)
    monkeypatch.setattr(serve_mod, "answers", lambda host, port: False)
    assert serve_mod.serve(root=tmp_path, env=served, max_kernels=4) == 0
    assert seen[0][config.COACH_WORKERS_ENV] == expected


# --------------------------------------------------------------------------- the site


def _notebook(*cells: tuple[str, str]) -> str:
    return json.dumps(
        {
            "cells": [
                {
                    "cell_type": kind,
                    "id": f"cell-{number}",
                    "metadata": {},
                    "source": source,
                    **({"outputs": [], "execution_count": None} if kind == "code" else {}),
                }
                for number, (kind, source) in enumerate(cells)
            ],
            "metadata": {
                "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
                "language_info": {"name": "python"},
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        }
    )


BUTTON_CELL = f"""\
import ipywidgets as widgets
# {NOTEBOOK_SOURCE_MARK}
button = widgets.Button(description="Click me")
label = widgets.Label(value="")
count = 0
def on_click(_):
    global count
    count += 1
    label.value = f"clicked {{count}}"
button.on_click(on_click)
widgets.VBox([button, label])
"""

BOOM_CELL = f"""\
def secret_helper_frame():
    raise ValueError("{BOOM_DETAIL}")
secret_helper_frame()
"""

CALLBACK_ERROR_CELL = f"""\
import ipywidgets as widgets
button = widgets.Button(description="Break")
def secret_callback_frame(_):
    raise ValueError("{CALLBACK_DETAIL}")
button.on_click(secret_callback_frame)
after = widgets.Button(description="After")
label = widgets.Label("")
after.on_click(lambda _: setattr(label, "value", "handled after the break"))
widgets.VBox([button, after, label])
"""


def _png(marker: bytes = b"") -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    ihdr = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    idat = zlib.compress(b"\x00\xff\x00\x00")
    text = chunk(b"tEXt", b"Comment\x00" + marker) if marker else b""
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + text + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A served folder, with secrets inside and next to it."""
    base = tmp_path_factory.mktemp("serve")
    (base / "pyproject.toml").write_text(f"# {OUTSIDE_SECRET}\n")
    (base / "outside.png").write_bytes(_png(OUTSIDE_SECRET.encode()))
    root = base / "site"
    root.mkdir()
    (root / "index.ipynb").write_text(_notebook(("markdown", "# Test page $x^2$"), ("code", BUTTON_CELL)))
    (root / "boom.ipynb").write_text(
        _notebook(("markdown", "# Boom"), ("code", BOOM_CELL), ("code", BUTTON_CELL))
    )
    (root / "callback_error.ipynb").write_text(_notebook(("code", CALLBACK_ERROR_CELL)))
    (root / "secret.txt").write_text(f"{SECRET}\n")
    (root / "progress.sqlite3").write_bytes(b"SQLite format 3\x00" + SECRET.encode())
    (root / "helper.py").write_text(f"# {SECRET}\n")
    (root / "pic.png").write_bytes(_png())
    (root / "sub").mkdir()
    (root / "sub" / "notes.txt").write_text(f"{SECRET}\n")
    # A hostile config file in the served folder must not widen the allowlist.
    (root / "voila.json").write_text(
        json.dumps(
            {
                "VoilaConfiguration": {
                    "file_allowlist": [".*"],
                    "file_denylist": [],
                    "show_tracebacks": True,
                }
            }
        )
    )
    return root


@pytest.fixture(scope="module")
def server(site: Path) -> Iterator[bs.Server]:
    with bs.running_server(site, cull_idle_seconds=CULL_SECONDS) as srv:
        yield srv


@pytest.fixture
def page(chromium: object) -> Iterator[object]:
    context = chromium.new_context(viewport={"width": 1000, "height": 700})  # type: ignore[attr-defined]
    pg = context.new_page()
    try:
        yield pg
    finally:
        context.close()


def _click_and_expect(pg: object, text: str = "clicked 1", timeout_ms: int = bs.WAIT_MS) -> None:
    pg.click("button.widget-button:has-text('Click me')")  # type: ignore[attr-defined]
    pg.wait_for_selector(f".widget-label:has-text('{text}')", timeout=timeout_ms)  # type: ignore[attr-defined]


def _idle_seconds(server: bs.Server, kernel_id: str) -> float:
    """How long the server has seen no activity on the kernel (its ``last_activity``)."""
    from datetime import datetime

    status, body = bs.http_get(server.url(f"api/kernels/{kernel_id}"), timeout=10)
    assert status == 200, (status, body)
    last = datetime.fromisoformat(json.loads(body)["last_activity"].replace("Z", "+00:00"))
    return (datetime.now(UTC) - last).total_seconds()


def _kernel_status(server: bs.Server, kernel_id: str) -> int:
    status, _ = bs.http_get(server.url(f"api/kernels/{kernel_id}"), timeout=10)
    return status


# --------------------------------------------------------------------------- browser tests


@pytest.mark.browser
def test_index_renders_and_click_works(server: bs.Server, page: object) -> None:
    foreign = bs.foreign_requests(page)
    url = serve_mod.index_url("127.0.0.1", server.port, server.root)
    assert url.endswith("/voila/render/index.ipynb")
    page.goto(url)  # type: ignore[attr-defined]
    bs.wait_for_widgets(page)
    _click_and_expect(page)
    bs.screenshot(page, "serve-index-clicked")
    html = page.content()  # type: ignore[attr-defined]
    assert NOTEBOOK_SOURCE_MARK not in html  # sources stripped
    assert foreign == [], f"the page reached outside the server: {foreign}"


@pytest.mark.browser
def test_every_click_is_answered_over_the_no_delay_websocket(server: bs.Server, page: object) -> None:
    """Widget replies go out at once (the kernel websocket sets TCP_NODELAY: with Nagle's
    algorithm every click waited >= 40 ms for a delayed ACK; the class the served app uses is
    checked above). Fifteen clicks in a row are each answered; how fast is measured by
    ``benchmarks/bench_voila.py`` (the bare page's median click < 35 ms)."""
    page.goto(server.url("voila/render/index.ipynb"))  # type: ignore[attr-defined]
    bs.wait_for_widgets(page)
    for clicks in range(1, 16):
        _click_and_expect(page, f"clicked {clicks}")


@pytest.mark.browser
def test_tracebacks_hidden(server: bs.Server, page: object) -> None:
    page.goto(server.url("voila/render/boom.ipynb"))  # type: ignore[attr-defined]
    page.wait_for_selector("text=There was an error")  # type: ignore[attr-defined]
    page.wait_for_load_state("networkidle")  # type: ignore[attr-defined]
    for text in (page.inner_text("body"), page.content()):  # type: ignore[attr-defined]
        for leak in ("Traceback", "secret_helper_frame", BOOM_DETAIL, "ValueError", "--debug"):
            assert leak not in text, f"{leak!r} shown in the page"
    assert serve_mod.CELL_ERROR_INSTRUCTION in page.inner_text("body")  # type: ignore[attr-defined]
    bs.screenshot(page, "serve-traceback-hidden")

    # An exception raised later by a widget callback is not displayed either.
    page.goto(server.url("voila/render/callback_error.ipynb"))  # type: ignore[attr-defined]
    bs.wait_for_widgets(page)
    page.click("button.widget-button:has-text('Break')")  # type: ignore[attr-defined]
    # a second click, handled by the kernel after the failing one: once its answer shows,
    # whatever the failing callback sent has arrived too (one kernel, messages in order)
    page.click("button.widget-button:has-text('After')")  # type: ignore[attr-defined]
    page.wait_for_selector(".widget-label:has-text('handled after the break')")  # type: ignore[attr-defined]
    body = page.inner_text("body")  # type: ignore[attr-defined]
    for leak in ("Traceback", "secret_callback_frame", CALLBACK_DETAIL):
        assert leak not in body, f"{leak!r} shown in the page after a failing callback"


@pytest.mark.browser
def test_culling_unconnected_kernel_but_not_connected_page(
    server: bs.Server, page: object
) -> None:
    # A page kept open in the browser: its kernel is connected.
    page.goto(server.url("voila/render/index.ipynb"))  # type: ignore[attr-defined]
    bs.wait_for_widgets(page)
    _click_and_expect(page)
    browser_kernel = bs.kernel_id_in(page.content())  # type: ignore[attr-defined]
    assert browser_kernel

    # A plain GET (no browser, no websocket) starts a kernel nobody will connect to.
    status, html = bs.http_get(server.url("voila/render/index.ipynb"))
    assert status == 200
    orphan = bs.kernel_id_in(html)
    assert orphan and orphan != browser_kernel
    assert _kernel_status(server, orphan) == 200
    assert bs.kernel_pid_for(server.pid, orphan) is not None

    # Voila exposes no kernel list, only /api/kernels/<id> (used by its frontend).
    assert bs.http_get(server.url("api/kernels"), timeout=10)[0] == 404

    bound = CULL_SECONDS + serve_mod.cull_interval_for(CULL_SECONDS) + 8
    bs.wait_until(lambda: _kernel_status(server, orphan) == 404, timeout=bound, what="the unconnected kernel to be culled")
    bs.wait_until(lambda: bs.kernel_pid_for(server.pid, orphan) is None, timeout=bs.SERVER_WAIT_TIMEOUT,
                  what="the culled kernel's process to end")
    assert f"({orphan}) with 0 connections" in server.log()

    # The open page outlived the cull timeout: idle (as the server counts it) for longer than
    # the timeout and two rounds of the culler, it is still there, and still works.
    spared = CULL_SECONDS + 2 * serve_mod.cull_interval_for(CULL_SECONDS)
    bs.wait_until(lambda: _idle_seconds(server, browser_kernel) > spared, timeout=spared + 30,
                  what=f"the open page's kernel to be idle for {spared} s")
    assert _kernel_status(server, browser_kernel) == 200
    model = json.loads(bs.http_get(server.url(f"api/kernels/{browser_kernel}"))[1])
    assert model["connections"] >= 1
    _click_and_expect(page, "clicked 2")
    bs.screenshot(page, "serve-connected-after-cull")


@pytest.mark.browser
def test_preheat_pool(site: Path, chromium: object) -> None:
    with bs.running_server(site, preheat=1, cull_idle_seconds=CULL_SECONDS) as srv:
        # one kernel pre-rendered per notebook in the folder (3 here), never culled
        bs.wait_until(lambda: "is filled with 1 kernel" in srv.log(), timeout=60, what="the pre-heated pool")
        context = chromium.new_context()  # type: ignore[attr-defined]
        try:
            pg = context.new_page()
            pg.goto(srv.url("voila/render/index.ipynb"))
            bs.wait_for_widgets(pg)
            _click_and_expect(pg)
            bs.screenshot(pg, "serve-preheat")
        finally:
            context.close()
        assert "Using pre-heated kernel" in srv.log()


def _launch(site: Path, port: int, tmpdir: Path) -> subprocess.Popen[bytes]:
    """``serve(root=site)`` in a launcher process of its own, with its own TMPDIR."""
    code = (
        "import sys; from pathlib import Path; from canasta_teach.cli.serve import serve; "
        f"sys.exit(serve(root=Path({str(site)!r}), port={port}))"
    )
    return subprocess.Popen(
        [sys.executable, "-c", code],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=serve_mod.child_environment({"TMPDIR": str(tmpdir)}),
        start_new_session=True,
    )


@pytest.mark.browser
@pytest.mark.parametrize("stop_signal", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_serve_prints_one_line_and_stops_cleanly(site: Path, stop_signal: int) -> None:
    """One line on start-up; nothing logged per visit; no kernel and no folder left after."""
    import shutil
    import tempfile

    port = bs.free_port()
    tmp_path = Path(tempfile.mkdtemp(prefix="ct", dir="/tmp"))  # short: kernel sockets go inside
    launcher = _launch(site, port, tmp_path)
    try:
        line = bs.first_line(launcher, what="serve's ready line")
        assert line == f"Canasta school ready at http://127.0.0.1:{port}/voila/render/index.ipynb  (Ctrl-C to stop)\n"
        assert [p.name for p in tmp_path.iterdir()] != []  # the connection files' folder
        for _ in range(2):
            status, html = bs.http_get(f"http://127.0.0.1:{port}/voila/render/index.ipynb", timeout=bs.SERVER_WAIT_TIMEOUT)
            assert status == 200 and bs.kernel_id_in(html)
        kernels = bs.kernel_processes(launcher.pid)
        assert kernels, "no kernel process under the launcher"
        launcher.send_signal(stop_signal)  # SIGINT is what Ctrl-C does to the launcher
        assert launcher.wait(timeout=bs.SERVER_WAIT_TIMEOUT) == 0  # returns as soon as it has stopped
        out = launcher.stdout.read().decode()  # type: ignore[union-attr]
        err = launcher.stderr.read().decode()  # type: ignore[union-attr]
        assert out == "Stopping the Canasta school...\n"
        for noise in ("is not trusted", "without encryption", "Kernel started", "running at"):
            assert noise not in err, f"{noise!r} logged:\n{err}"
        bs.wait_until(lambda: [pid for pid in kernels if bs.rss_bytes(pid) is not None] == [], timeout=bs.SERVER_WAIT_TIMEOUT,
                      what="every kernel of the stopped school to end")
        assert list(tmp_path.iterdir()) == [], "a temporary folder was left behind"
    finally:
        bs.stop_server(launcher)
        shutil.rmtree(tmp_path, ignore_errors=True)


@pytest.mark.browser
def test_root_redirects_to_the_index_and_there_is_no_listing(server: bs.Server) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        conn.request("GET", "/")
        resp = conn.getresponse()
        resp.read()
        assert resp.status in (301, 302)
        assert resp.getheader("Location") == "/voila/render/index.ipynb"
    finally:
        conn.close()
    for path in ("/voila/tree", "/voila/tree/", "/voila/tree/sub", "/voila/tree/index.ipynb"):
        status, body = _raw_get(server, path)
        assert status == 404, path
        assert b"boom.ipynb" not in body and b"secret" not in body


# --------------------------------------------------------------------------- allowlist


def _raw_get(server: bs.Server, path: str, hops: int = 3) -> tuple[int, bytes]:
    """GET ``path`` exactly as written (no client-side normalisation), following redirects."""
    status, body = 0, b""
    for _ in range(hops + 1):
        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
        try:
            conn.request("GET", path)
            resp = conn.getresponse()
            status, body = resp.status, resp.read()
            location = resp.getheader("Location")
        finally:
            conn.close()
        if status in (301, 302, 303, 307, 308) and location:
            path = urllib.parse.urlsplit(location)._replace(scheme="", netloc="").geturl()
            continue
        break
    return status, body


FORBIDDEN_PATHS = [
    "/voila/files/secret.txt",
    "/voila/files/progress.sqlite3",
    "/voila/files/helper.py",
    "/voila/files/index.ipynb",
    "/voila/files/voila.json",
    "/voila/files/sub/notes.txt",
    "/voila/files/../pyproject.toml",
    "/voila/files/..%2fpyproject.toml",
    "/voila/files/%2e%2e/pyproject.toml",
    "/voila/files/%2e%2e%2fpyproject.toml",
    "/voila/files/..%252fpyproject.toml",
    "/voila/files/sub/..%2f..%2fpyproject.toml",
    "/voila/files/../outside.png",
    "/voila/files/..%2foutside.png",
    "/voila/files/%2e%2e%2foutside.png",
    "/voila/files/sub/../../outside.png",
    "/files/secret.txt",
    "/files/../secret.txt",
    "/secret.txt",
    "/voila/static/../secret.txt",
    "/voila/static/..%2f..%2fsecret.txt",
    "/voila/templates/../secret.txt",
    "/voila/labextensions/..%2fsecret.txt",
    "/voila/render/secret.txt",
    "/voila/render/progress.sqlite3",
    "/voila/render/../pyproject.toml",
    "/voila/render/..%2fpyproject.toml",
    "/voila/tree/secret.txt",
    "/voila/api/contents/secret.txt",
    "/voila/api/contents/index.ipynb",
    "/voila/api/contents/..%2fpyproject.toml",
    "/api/contents/secret.txt",
    "/api/kernels",
]


@pytest.mark.browser
def test_allowlist_blocks_files(server: bs.Server, site: Path) -> None:
    absolute = urllib.parse.quote(str(site / "secret.txt"), safe="")
    outside_png = urllib.parse.quote(str(site.parent / "outside.png"), safe="")
    paths = FORBIDDEN_PATHS + [
        f"/voila/files/{absolute}",
        f"/voila/static/{absolute}",
        f"/voila/files/{outside_png}",
        f"/voila/static/{outside_png}",
    ]
    leaks = []
    for path in paths:
        status, body = _raw_get(server, path)
        text = body.decode("utf-8", errors="replace")
        leaked = SECRET in text or OUTSIDE_SECRET in text or NOTEBOOK_SOURCE_MARK in text
        # 4xx expected; Voila answers 500 to a few malformed template paths, which
        # serves nothing either. The contents API may describe index.ipynb (no content).
        allowed_200 = path == "/voila/api/contents/index.ipynb"
        if leaked or (status < 400 and not (allowed_200 and status == 200)):
            leaks.append((path, status, text[:120]))
    assert leaks == [], f"served where it must not: {leaks}"
    # The contents API lists notebooks but never returns their content.
    status, body = _raw_get(server, "/voila/api/contents/index.ipynb")
    assert status in (200, 403, 404) and NOTEBOOK_SOURCE_MARK.encode() not in body


@pytest.mark.browser
def test_allowlist_serves_images(server: bs.Server) -> None:
    status, body = _raw_get(server, "/voila/files/pic.png")
    assert status == 200
    assert body == _png()
