"""``canasta-teach serve`` against a curious learner (issue 11, the server's parts).

* bounded kernels: a cap (503 + Retry-After, no kernel started), a per-client page-load
  limit (429), and 200 parallel page loads from one client that leave the server serving,
  a learner already on a page still answered, and the process tree under 6 GB;
* stopping ends Voila and every kernel within seconds, even when Voila hangs;
* the Host header is checked (DNS rebinding) and the learners' address is the LAN's;
* a closed tab's kernel stops at once;
* a malformed comm message gets no traceback back (the kernel-side guard);
* a teacher's position files edited while serving: a good edit is published, a broken one
  keeps the last good version and is named in the server log; a shipped id is refused.

Server tests start real ``serve`` processes (on the tiny button site of ``test_serve.py``
where lessons are not the point) and are marked ``browser``.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from canasta_teach.cli import serve as serve_mod
from canasta_teach.cli.live_positions import LivePositions, shipped_position_ids
from canasta_teach.cli.voila_app import ClassGate, ClientBuckets, host_allowed
from canasta_teach.errors import CanastaError
from tests import browser_support as bs
from tests.test_serve import BUTTON_CELL, _notebook

GOOD = """\
- id: class-take
  title: Our first pile
  hand: Qs Qh 5d
  our_melds: [Js Jh Jd]
  pile: 4c Qd
  ask: take-pile
  expect: yes
"""
BROKEN = GOOD.replace("Qs Qh 5d", "Ks Ks Ks")
SIX_GB = 6 * 1024**3


# --------------------------------------------------------------------------- unit tests


def test_page_loads_bucket_refills_per_client() -> None:
    now = [0.0]
    buckets = ClientBuckets(per_minute=6, clock=lambda: now[0])
    assert [buckets.take("10.0.0.1") for _ in range(6)] == [0.0] * 6
    assert buckets.take("10.0.0.1") == pytest.approx(10.0)  # one more every 10 s
    assert buckets.take("10.0.0.2") == 0.0  # another computer is not held back
    now[0] = 10.0
    assert buckets.take("10.0.0.1") == 0.0
    assert buckets.take("10.0.0.1") > 0
    assert ClientBuckets(0).take("x") == 0.0  # 0: no limit


def test_gate_counts_waiting_pages_against_the_cap() -> None:
    gate = ClassGate(max_kernels=3)
    assert not gate.full(2)
    gate.waiting = 1
    assert gate.full(2)
    assert not ClassGate(max_kernels=0).full(10_000)


def test_host_names() -> None:
    names = serve_mod.allowed_host_names("0.0.0.0", ["classroom.example"])
    allowed = frozenset(names)
    lan = serve_mod.lan_address()
    assert "localhost" in names and "classroom.example" in names
    if lan:
        assert host_allowed(f"{lan}:8866", allowed)
    for ok in ("127.0.0.1:8866", "localhost:8866", "[::1]:8866", "CLASSROOM.example.:80"):
        assert host_allowed(ok, allowed), ok
    for bad in ("evil.example", "evil.example:8866", "127.0.0.1.evil.example", "", "8.8.8.8"):
        assert not host_allowed(bad, allowed), bad


def test_default_max_kernels_fits_memory() -> None:
    assert serve_mod.default_max_kernels(2 * 1024**3, 65536) == 6
    assert serve_mod.default_max_kernels(0, 65536) == 4
    assert serve_mod.default_max_kernels(10**15, 65536) == serve_mod.MAX_KERNELS_CEILING
    assert serve_mod.default_max_kernels(10**15, 1024) == 64  # Linux's usual open-file limit
    assert serve_mod.open_files_limit() >= 1024
    assert 4 <= serve_mod.default_max_kernels() <= serve_mod.MAX_KERNELS_CEILING
    help_text = subprocess.run(
        [sys.executable, "-m", "canasta_teach.cli", "serve", "--help"], capture_output=True, text=True, timeout=60
    ).stdout
    for flag in ("--max-kernels", "--page-loads-per-minute", "--allow-host"):
        assert flag in help_text


def test_voila_argv_bounds_and_quiet_client(tmp_path: Path) -> None:
    argv = serve_mod.voila_argv(
        root=tmp_path, max_kernels=7, max_starting=3, page_loads_per_minute=9, allowed_hosts=["a", "b"]
    )
    assert "--SchoolVoila.max_kernels=7" in argv
    assert "--SchoolVoila.max_starting=3" in argv
    assert "--SchoolVoila.page_loads_per_minute=9" in argv
    assert [a for a in argv if a.startswith("--SchoolVoila.allowed_hosts=")] == [
        "--SchoolVoila.allowed_hosts=a", "--SchoolVoila.allowed_hosts=b"
    ]
    assert "--SchoolVoila.kernel_memory_mb=300" in argv


def test_voila_renders_pages_with_a_client_without_heartbeat_thread(tmp_path: Path) -> None:
    """The flag reaches the kernel managers Voila makes, and their clients start no heartbeat
    (its Thread.join on the event loop is what froze the server under a burst)."""
    from jupyter_server.services.kernels.kernelmanager import ServerKernelManager

    from canasta_teach.cli.voila_app import QuietKernelClient, SchoolVoila

    app = SchoolVoila()
    app.initialize(serve_mod.voila_argv(root=tmp_path)[3:])
    km = ServerKernelManager(parent=app)
    assert km.client_factory is QuietKernelClient
    client = km.client()
    client.start_channels()
    try:
        assert client._hb_channel is None or not client.hb_channel.is_alive()
        assert client.shell_channel.is_alive() and client.iopub_channel.is_alive()
    finally:
        client.stop_channels()


def test_serve_refuses_a_bad_cap(tmp_path: Path) -> None:
    with pytest.raises(CanastaError, match="max kernels"):
        serve_mod.serve(root=tmp_path, max_kernels=-1)
    (tmp_path / "index.ipynb").write_text(_notebook(("code", BUTTON_CELL)))
    (tmp_path / "other.ipynb").write_text(_notebook(("code", BUTTON_CELL)))
    with pytest.raises(CanastaError, match="leaving no room for learners"):  # 2 x 2 ready, cap 4
        serve_mod.serve(root=tmp_path, max_kernels=4, preheat=2)


# --------------------------------------------------------------------------- live positions


def test_live_positions_publish_good_edits_and_keep_the_last_good(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "ours.yaml").write_text(GOOD, encoding="utf-8")
    said: list[str] = []
    live = LivePositions(folder, tmp_path / "published", say=said.append)
    assert live.publish_now() == []
    assert (live.current / "ours.yaml").read_text(encoding="utf-8") == GOOD

    edited = GOOD.replace("Our first pile", "Our first pile, edited")
    (folder / "ours.yaml").write_text(edited, encoding="utf-8")
    os.utime(folder / "ours.yaml", ns=(time.time_ns(), time.time_ns() + 10**9))
    live.poll()
    assert (live.current / "ours.yaml").read_text(encoding="utf-8") == edited
    assert said and "new version" in said[-1]

    (folder / "ours.yaml").write_text(BROKEN, encoding="utf-8")
    os.utime(folder / "ours.yaml", ns=(time.time_ns(), time.time_ns() + 2 * 10**9))
    live.poll()
    assert (live.current / "ours.yaml").read_text(encoding="utf-8") == edited  # the last good
    line = said[-1]
    assert "\n" not in line and "keep the last good version" in line
    assert "ours.yaml" in line and "entry class-take" in line and "three kings of spades" in line
    count = len(said)
    live.poll()  # reported once, not at every poll
    assert len(said) == count


def test_a_shipped_id_is_refused(tmp_path: Path) -> None:
    shipped = sorted(shipped_position_ids())[0]
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "ours.yaml").write_text(GOOD.replace("class-take", shipped), encoding="utf-8")
    with pytest.raises(CanastaError) as info:
        serve_mod.prepare_class(root=serve_mod.notebooks_dir(), class_name="4b", positions=str(folder),
                                store=str(tmp_path / "s.sqlite3"))
    assert f"entry {shipped}: this id is already used by a shipped lesson position" in str(info.value)
    live = LivePositions(folder, tmp_path / "published", say=lambda _: None)
    assert any("already used by a shipped lesson position" in p for p in live.publish_now())
    assert not live.current.exists()


def test_class_position_errors_name_the_file_not_its_path(tmp_path: Path) -> None:
    """The kernels read the class's positions; their errors reach a learner's page."""
    from canasta_teach.content.authoring import load_position_dir

    folder = tmp_path / "published"
    folder.mkdir()
    (folder / "ours.yaml").write_text(BROKEN, encoding="utf-8")
    with pytest.raises(CanastaError) as info:
        load_position_dir(folder)
    assert str(info.value).startswith("ours.yaml: entry class-take:")
    assert str(tmp_path) not in str(info.value)
    (folder / "ours.yaml").write_text(GOOD, encoding="utf-8")
    (folder / "theirs.yaml").write_text(GOOD, encoding="utf-8")
    with pytest.raises(CanastaError) as info:
        load_position_dir(folder)
    assert str(info.value) == "theirs.yaml: entry class-take: key 'id': id also used in ours.yaml"


# --------------------------------------------------------------------------- the comm guard

MALFORMED_SETUP = """
import canasta_teach.app
import ipywidgets as W
b = W.Button(description="x")
s = W.IntSlider()
out = W.Output()
def boom(_):
    raise ValueError("callback-secret-5521")
def boom_in_output(_):
    with out:
        raise ValueError("output-secret-7730")
b.on_click(boom)
b2 = W.Button(description="y")
b2.on_click(boom_in_output)
print(b.model_id, s.model_id, b2.model_id)
"""


def test_malformed_comm_messages_get_no_traceback() -> None:
    from jupyter_client.manager import start_new_kernel

    km, kc = start_new_kernel(kernel_name="python3", env=serve_mod.child_environment())
    try:
        kc.execute(MALFORMED_SETUP)
        ids: list[str] = []
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            msg = kc.get_iopub_msg(timeout=60)
            if msg["msg_type"] == "stream":
                ids += msg["content"]["text"].split()
            if msg["msg_type"] == "error":
                pytest.fail(f"setup failed: {msg['content']['evalue']}")
            if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle" and ids:
                break
        button, slider, button_in_output = ids[:3]
        sent = [
            ("comm_msg", {"comm_id": "no-such-widget", "data": {"method": "custom"}}),
            ("comm_msg", {"comm_id": button, "data": {"method": "no-such-method"}}),
            ("comm_msg", {"comm_id": button, "data": {}}),
            ("comm_msg", {"comm_id": button, "data": "garbage"}),
            ("comm_msg", {"data": {"method": "update"}}),
            ("comm_msg", {"comm_id": slider, "data": {"method": "update", "state": {"value": "not-a-number"}}}),
            ("comm_msg", {"comm_id": slider, "data": {"method": "update", "state": {"layout": "IPY_MODEL_nope"}}}),
            ("comm_open", {"comm_id": str(uuid.uuid4()), "target_name": "jupyter.widget", "data": {"state": {}}}),
            ("comm_open", {"comm_id": str(uuid.uuid4()), "target_name": "no-such-target", "data": {}}),
            ("comm_close", {"comm_id": "no-such-widget", "data": {}}),
            ("comm_msg", {"comm_id": button, "data": {"method": "custom", "content": {"event": "click"}}}),
            ("comm_msg", {"comm_id": button_in_output, "data": {"method": "custom", "content": {"event": "click"}}}),
        ]
        for msg_type, content in sent:
            kc.shell_channel.send(kc.session.msg(msg_type, content))
        garbage = kc.session.msg("comm_msg", {"comm_id": slider, "data": {
            "method": "update", "state": {"value": 1}, "buffer_paths": [["a", "b", "c"]]}})
        kc.session.send(kc.shell_channel.socket, garbage, buffers=[b"\x00\xff garbage"])
        # a well-formed message afterwards is still handled: the kernel is alive and guarded
        kc.shell_channel.send(kc.session.msg("comm_msg", {"comm_id": slider, "data": {
            "method": "update", "state": {"value": 42}}}))
        seen: list[dict] = []
        deadline = time.monotonic() + 8
        while time.monotonic() < deadline:
            try:
                seen.append(kc.get_iopub_msg(timeout=1))
            except Exception:  # noqa: BLE001 - queue empty
                if any(m["msg_type"] == "comm_msg" and m["content"]["data"].get("state", {}).get("value") == 42
                       for m in seen):
                    break
        text = json.dumps([m["content"] for m in seen])
        assert [m["msg_type"] for m in seen if m["msg_type"] in ("error", "stream")] == []
        for leak in ("Traceback", "site-packages", 'File "', "callback-secret", "output-secret", "/root", "/home"):
            assert leak not in text, leak
        assert any(m["msg_type"] == "comm_msg" and m["content"]["data"].get("state", {}).get("value") == 42
                   for m in seen), "the kernel stopped answering after malformed messages"
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


# --------------------------------------------------------------------------- real servers


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("hardening") / "site"
    root.mkdir()
    (root / "index.ipynb").write_text(_notebook(("code", BUTTON_CELL)))
    return root


@contextlib.contextmanager
def launched(root: Path, *, host: str = "127.0.0.1", serve_args: str = "", env: dict[str, str] | None = None,
             argv: list[str] | None = None) -> Iterator[bs.School]:
    """``serve(root=...)`` with keyword arguments ``serve_args`` (or the command line ``argv``)
    in a launcher process of its own: :func:`tests.browser_support.running_school`."""
    port = bs.free_port()
    if argv is None:
        code = ("import sys; from pathlib import Path; from canasta_teach.cli.serve import serve; "
                f"sys.exit(serve(root=Path({str(root)!r}), host={host!r}, port={port}{serve_args}))")
        argv = [sys.executable, "-c", code]
    else:
        argv = [*argv, "--port", str(port)]
    with bs.running_school(root, command=argv, port=port, env=env) as school:
        yield school


def _get(url: str, host: str | None = None, timeout: float = 90) -> tuple[int, dict[str, str], str]:
    """GET ``url`` (optionally with another Host header): status, headers, body."""
    parts = re.match(r"http://([^:/]+):(\d+)(/.*)", url)
    assert parts
    conn = http.client.HTTPConnection(parts[1], int(parts[2]), timeout=timeout)
    try:
        conn.request("GET", parts[3], headers={"Host": host} if host else {})
        resp = conn.getresponse()
        return resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read().decode(errors="replace")
    except (OSError, http.client.HTTPException) as err:
        return 0, {}, repr(err)
    finally:
        conn.close()


def _tree_rss(pid: int) -> int:
    return sum(bs.rss_bytes(p) or 0 for p in [pid, *bs.descendants(pid)])


@pytest.mark.browser
def test_cap_and_page_load_limit_refuse_without_starting_a_kernel(site: Path) -> None:
    with launched(site, serve_args=", max_kernels=2, page_loads_per_minute=4, cull_idle_seconds=300") as srv:
        assert [_get(srv.url())[0] for _ in range(2)] == [200, 200]
        assert len(srv.kernel_pids()) == 2
        status, headers, body = _get(srv.url())
        assert status == 503
        assert int(headers["retry-after"]) >= 30
        assert "The class is full right now. Please try again in a minute." in body
        assert "kernelId" not in body and len(body) < 1000
        assert len(srv.kernel_pids()) == 2, "a refused page started a kernel"
        assert _get(srv.url())[0] == 503  # the 4th load of this minute
        status, headers, body = _get(srv.url())  # the 5th: too many from this computer
        assert status == 429
        assert 1 <= int(headers["retry-after"]) <= 60
        assert "Too many pages were opened from this computer" in body
        assert len(srv.kernel_pids()) == 2


@pytest.mark.browser
def test_host_header_is_checked(site: Path) -> None:
    args = ", page_loads_per_minute=0, max_kernels=2, cull_idle_seconds=300, allow_hosts=['class.example']"
    with launched(site, host="0.0.0.0", serve_args=args) as srv:
        lan = serve_mod.lan_address()
        assert "127.0.0.1" not in srv.ready_line
        if lan:  # the learners' address is the LAN's
            assert srv.ready_line.startswith(f"Canasta school ready at http://{lan}:{srv.port}/")
        for evil in ("evil.example", f"evil.example:{srv.port}", "127.0.0.1.nip.io"):
            status, _, body = _get(srv.url(), host=evil)
            assert status == 403 and "does not answer to that address" in body, evil
            assert _get(srv.url("api/kernels/00000000-0000-0000-0000-000000000000/channels"), host=evil)[0] == 403
        assert srv.kernel_pids() == []
        assert _get(srv.url(), host=f"class.example:{srv.port}")[0] == 200
        if lan:
            assert _get(srv.url(), host=f"{lan}:{srv.port}")[0] == 200
        assert _get(srv.url("/"), host=f"localhost:{srv.port}")[0] in (200, 301, 302, 503)


@pytest.mark.browser
def test_sigterm_ends_a_hung_voila_and_its_kernels(site: Path) -> None:
    with launched(site, serve_args=", page_loads_per_minute=0, cull_idle_seconds=300") as srv:
        assert _get(srv.url())[0] == 200
        kernels = srv.kernel_pids()
        voila = srv.voila_pid()
        assert kernels and voila
        os.kill(voila, signal.SIGSTOP)  # Voila stuck for good: it will never act on SIGTERM
        srv.proc.send_signal(signal.SIGTERM)
        # serve gives Voila its grace, then kills it: it ends (a hang fails the wait)
        srv.proc.wait(timeout=serve_mod.SHUTDOWN_GRACE_SECONDS + 10)
        bs.wait_until(lambda: [pid for pid in [voila, *kernels] if bs.rss_bytes(pid) is not None] == [], timeout=bs.SERVER_WAIT_TIMEOUT,
                      what="Voila and every kernel to end after serve")


@pytest.mark.browser
def test_a_closed_tab_frees_its_kernel_at_once(site: Path) -> None:
    bs.require_browser()
    from playwright.sync_api import sync_playwright

    with launched(site, serve_args=", page_loads_per_minute=0, cull_idle_seconds=600") as srv, \
            sync_playwright() as pw:
        chromium = bs.launch_chromium(pw)
        try:
            for leave in ("close the tab", "go to another page"):
                context = chromium.new_context()
                page = context.new_page()
                page.goto(srv.url())
                bs.wait_for_widgets(page)
                kernel = bs.kernel_id_in(page.content())
                assert kernel and _get(srv.url(f"api/kernels/{kernel}"))[0] == 200
                # Either runs the page's "beforeunload": it posts the shutdown of its kernel,
                # with the _xsrf token of the cookie serve set (plain Voila: 403).
                if leave == "close the tab":
                    page.close(run_before_unload=True)
                else:
                    page.goto("about:blank")
                bs.wait_until(lambda: _get(srv.url(f"api/kernels/{kernel}"))[0] == 404, timeout=bs.SERVER_WAIT_TIMEOUT,  # noqa: B023
                              what=f"{leave}: its kernel to stop")
                context.close()
            assert srv.kernel_pids() == []
            assert "403 POST /voila/api/shutdown" not in srv.log()
        finally:
            chromium.close()


@pytest.mark.browser
def test_live_position_edit_while_serving(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "ours.yaml").write_text(GOOD, encoding="utf-8")
    argv = [sys.executable, "-m", "canasta_teach.cli", "serve", "--class", "4b", "--positions", str(folder),
            "--store", str(tmp_path / "s.sqlite3")]
    with launched(serve_mod.notebooks_dir(), argv=argv) as srv:
        voila = srv.voila_pid()
        assert voila
        environ = dict(
            part.split("=", 1) for part in Path(f"/proc/{voila}/environ").read_bytes().decode().split("\0") if "=" in part
        )
        published = Path(environ["CANASTA_TEACH_CLASS_POSITIONS"])
        assert published != folder and not str(published).startswith(str(folder))
        assert (published / "ours.yaml").read_text(encoding="utf-8") == GOOD

        (folder / "ours.yaml").write_text(BROKEN, encoding="utf-8")
        bs.wait_until(lambda: "keep the last good version" in srv.log(), timeout=bs.SERVER_WAIT_TIMEOUT, what="the broken edit reported")
        report = [x for x in srv.log().splitlines() if "keep the last good version" in x]
        assert report, srv.log()
        assert "ours.yaml" in report[0] and "entry class-take" in report[0] and "three kings of spades" in report[0]
        assert (published / "ours.yaml").read_text(encoding="utf-8") == GOOD  # learners keep the last good

        fixed = GOOD.replace("Our first pile", "Our first pile, fixed")
        (folder / "ours.yaml").write_text(fixed, encoding="utf-8")
        bs.wait_until(lambda: (published / "ours.yaml").read_text(encoding="utf-8") == fixed, timeout=bs.SERVER_WAIT_TIMEOUT,
                      what="the fixed edit published")


@pytest.mark.browser
def test_a_burst_of_200_page_loads_from_one_client(site: Path) -> None:
    """200 parallel GETs: the server keeps serving, an open page keeps working, < 6 GB."""
    bs.require_browser()
    from playwright.sync_api import sync_playwright

    max_kernels = 6
    args = f", max_kernels={max_kernels}, page_loads_per_minute=0, cull_idle_seconds=5"
    with launched(site, serve_args=args) as srv, sync_playwright() as pw:
        chromium = bs.launch_chromium(pw)
        peak = [0]
        sampling = threading.Event()

        def sample() -> None:
            while not sampling.wait(0.2):  # every 0.2 s until the test has its answer
                peak[0] = max(peak[0], _tree_rss(srv.proc.pid))

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        try:
            page = chromium.new_page()
            page.goto(srv.url())
            bs.wait_for_widgets(page)
            page.click("button.widget-button:has-text('Click me')")
            page.wait_for_selector(".widget-label:has-text('clicked 1')")

            pool = ThreadPoolExecutor(max_workers=200)
            futures = [pool.submit(_get, srv.url(), None, 120) for _ in range(200)]
            bs.wait_until(lambda: any(f.done() for f in futures), timeout=120,
                          what="the burst to reach the server (a first answer)")
            page.click("button.widget-button:has-text('Click me')")
            page.wait_for_selector(".widget-label:has-text('clicked 2')")
            statuses = [f.result()[0] for f in futures]
            pool.shutdown()
            assert set(statuses) <= {200, 503}, (sorted(set(statuses)), srv.log()[-3000:])
            served = statuses.count(200)
            assert 1 <= served <= 3 * max_kernels, served

            bs.wait_until(lambda: _get(srv.url(), None, 20)[0] == 200, timeout=bs.SERVER_WAIT_TIMEOUT, what="a new page after the burst")
            page.click("button.widget-button:has-text('Click me')")
            page.wait_for_selector(".widget-label:has-text('clicked 3')")
            assert len(srv.kernel_pids()) <= max_kernels
        finally:
            sampling.set()
            sampler.join()
            chromium.close()
        assert peak[0] < SIX_GB, f"process tree peaked at {peak[0] / 2**30:.1f} GB"


@pytest.mark.browser
def test_a_full_class_makes_room_from_kernels_no_page_uses(site: Path) -> None:
    """Full: a kernel idle with no page connected makes room; an open page's kernel never."""
    bs.require_browser()
    from playwright.sync_api import sync_playwright

    grace = 6
    # 3: the kernel of running_server's readiness probe (a GET of "/", never connected),
    # the open page's, and one fetched without a browser
    extra = ("--SchoolVoila.max_kernels=3", "--SchoolVoila.page_loads_per_minute=0",
             f"--SchoolVoila.orphan_grace_seconds={grace}")
    with bs.running_server(site, cull_idle_seconds=600, extra=extra) as srv, sync_playwright() as pw:
        chromium = bs.launch_chromium(pw)
        try:
            page = chromium.new_page()
            page.goto(srv.url("voila/render/index.ipynb"))
            bs.wait_for_widgets(page)
            open_kernel = bs.kernel_id_in(page.content())
            status, html = bs.http_get(srv.url("voila/render/index.ipynb"))  # no browser: an orphan
            assert status == 200 and bs.kernel_id_in(html)
            assert len(srv.kernel_pids()) == 3
            # full: refused, unless the orphan has already outlived its grace and made room
            status, _ = bs.http_get(srv.url("voila/render/index.ipynb"))
            assert status == 503 or "class full: stopped kernel" in srv.log(), status
            bs.wait_until(lambda: bs.http_get(srv.url("voila/render/index.ipynb"))[0] == 200, timeout=grace + 60,
                          what="an orphan past its grace to make room")
            # Each page load that finds the class full stops one orphan past its grace: one, or
            # two when the check above already came after the grace; never the open page's.
            stopped = re.findall(r"class full: stopped kernel ([0-9a-f-]{36})", srv.log())
            assert 1 <= len(stopped) <= 2 and open_kernel not in stopped, stopped
            assert all(bs.http_get(srv.url(f"api/kernels/{k}"))[0] == 404 for k in stopped)
            assert bs.http_get(srv.url(f"api/kernels/{open_kernel}"))[0] == 200
            page.click("button.widget-button:has-text('Click me')")
            page.wait_for_selector(".widget-label:has-text('clicked 1')")
            assert len(srv.kernel_pids()) == 3
        finally:
            chromium.close()


@pytest.mark.browser
def test_the_served_lessons_send_no_traceback_to_a_crafted_comm_message(tmp_path: Path) -> None:
    """End to end on the shipped first page: its kernel is guarded (the app imports the guard)."""
    import asyncio

    from benchmarks._widget_client import WidgetClient

    argv = [sys.executable, "-m", "canasta_teach.cli", "serve", "--store", str(tmp_path / "s.sqlite3")]
    with launched(serve_mod.notebooks_dir(), argv=argv) as srv:
        url = srv.ready_line.split("ready at ", 1)[1].split()[0]
        status, headers, html = _get(url)
        kernel = bs.kernel_id_in(html)
        assert status == 200 and kernel
        cookie = "; ".join(v.split(";", 1)[0] for k, v in [("set-cookie", headers.get("set-cookie", ""))] if v)

        async def craft() -> tuple[list[str], int]:
            client = WidgetClient(f"http://127.0.0.1:{srv.port}/", kernel, cookie=cookie or None)
            await client.connect(30)
            await client.kernel_info(30)
            await client.restore_widgets(30)
            some = next(iter(client.models))
            for content in (
                {"comm_id": "no-such-widget", "data": {"method": "custom", "content": {"event": "click"}}},
                {"comm_id": some, "data": {"method": "no-such-method"}},
                {"comm_id": some, "data": {"method": "update", "state": {"layout": 42, "_dom_classes": "x"}}},
                {"comm_id": some, "data": "garbage"},
                {"data": {}},
            ):
                client.send("comm_msg", content)
            client.send("comm_open", {"comm_id": str(uuid.uuid4()), "target_name": "jupyter.widget", "data": {}})
            # the kernel's idle status for a last request: every message before it is handled
            # and whatever it sent back (iopub keeps its order) has arrived
            last = client.send("kernel_info_request", {})
            await client.wait(client.idle_after(last), 30, "the kernel idle after the crafted messages")
            await client.close()
            return client.errors, len(client.models)

        errors, models = asyncio.run(craft())
        assert models > 0
        assert errors == [], errors


def test_a_long_render_queue_sends_the_next_load_back_at_once() -> None:
    """Past MAX_QUEUE_SECONDS of expected wait, a load is answered at once (a page that
    retries by itself) instead of hanging until the browser gives up."""
    import asyncio

    async def scenario() -> list[bool]:
        gate = ClassGate(max_starting=2, max_queue_seconds=10.0)
        gate.render_seconds = 4.0
        seen = [gate.queue_too_long()]  # a free slot: never refused
        holders = [asyncio.ensure_future(gate.rendering_slot()) for _ in range(2)]
        await asyncio.gather(*holders)  # both slots taken
        queued = [asyncio.ensure_future(gate.rendering_slot()) for _ in range(4)]
        await asyncio.sleep(0)  # let them queue
        seen.append(gate.queued == 4)
        seen.append(gate.expected_wait() == pytest.approx(5 / 2 * 4.0))  # 10 s: still waits
        seen.append(gate.queue_too_long())
        queued.append(asyncio.ensure_future(gate.rendering_slot()))
        await asyncio.sleep(0)
        seen.append(gate.queue_too_long())  # 6 / 2 * 4 = 12 s > 10 s: come back
        for _ in range(7):
            gate.release_rendering_slot()
        await asyncio.gather(*queued)
        seen.append(gate.queued == 0)
        return seen

    assert asyncio.run(scenario()) == [False, True, True, False, True, True]
    unbounded = ClassGate(max_starting=0)
    assert unbounded.expected_wait() == 0.0 and not unbounded.queue_too_long()


def test_the_render_time_follows_what_is_measured() -> None:
    gate = ClassGate(max_starting=4)
    for _ in range(40):
        gate.rendered(9.0)
    assert gate.render_seconds == pytest.approx(9.0, abs=0.01)
    gate.rendered(-5)  # a clock step never makes it negative
    assert gate.render_seconds > 0


def test_the_busy_page_reloads_itself() -> None:
    from canasta_teach.cli.voila_app import _refusal_page

    page = _refusal_page("server.busy", 7)
    assert '<meta http-equiv="refresh" content="7">' in page
    assert "refresh" not in _refusal_page("server.full")


@pytest.mark.parametrize(("lang", "title", "words"), [
    ("en", "Canasta school", "The class is full right now."),
    ("de", "Canasta-Schule", "Die Klasse ist gerade voll."),
    ("da", "Canastaskole", None), ("sv", "Canastaskola", None), ("nl", "Canastaschool", None),
])
def test_a_refusal_page_is_in_the_language_of_the_request(lang: str, title: str, words: str | None) -> None:
    """The server's own pages carry their language: ``<html lang>``, the title and the
    words, from the catalogue (the request's ?lang=, the class's, the browser's)."""
    from canasta_teach.cli.voila_app import _refusal_page
    from canasta_teach.judge.catalogue import speaking
    from canasta_teach.judge.wording import say

    page = _refusal_page("server.full", lang=lang)
    assert f'<html lang="{lang}">' in page and f"<title>{title}</title>" in page
    with speaking(lang):
        assert f"<p>{say('server.full')}</p>" in page
    if words:
        assert words in page


def test_a_render_still_running_lengthens_the_estimate() -> None:
    """Before any render has finished, the average knows nothing: a render running for
    long already tells the gate that renders are slow (a loaded machine)."""
    gate = ClassGate(max_starting=2)
    gate._render_starts[1] = 100.0
    assert gate.render_estimate(now=125.0) == pytest.approx(25.0)
    assert gate.render_estimate(now=100.5) == pytest.approx(gate.render_seconds)
    gate.render_started(2)
    gate.render_ended(2)  # a quick one joins the average
    assert 2 not in gate._render_starts and gate.render_seconds < 2.0


def test_the_server_answers_in_the_address_s_the_class_s_or_the_browser_s_language(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from types import SimpleNamespace

    from canasta_teach import config
    from canasta_teach.cli.voila_app import _request_language

    def request(lang: str | None, accept: str | None) -> object:
        headers = {"Accept-Language": accept} if accept else {}
        return SimpleNamespace(get_query_argument=lambda name, default=None: lang if name == "lang" else default,
                               request=SimpleNamespace(headers=headers))

    monkeypatch.delenv(config.LANG_ENV, raising=False)
    assert _request_language(request(None, None)) == "en"  # type: ignore[arg-type]
    assert _request_language(request(None, "sv-SE,sv;q=0.9")) == "sv"  # type: ignore[arg-type]
    monkeypatch.setenv(config.LANG_ENV, "de")
    assert _request_language(request(None, "sv-SE")) == "de"  # type: ignore[arg-type]
    assert _request_language(request("nl", "sv-SE")) == "nl"  # type: ignore[arg-type]
    assert _request_language(request("xx", None)) == "de"  # type: ignore[arg-type]
