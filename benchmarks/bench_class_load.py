"""Load benchmark: a class of learners taking the quiz at once on one `canasta-teach serve`.

    python benchmarks/bench_class_load.py [--learners 30] [--questions 4] [--think 1.0]

Starts one real server (``python -m canasta_teach.cli serve --port P --class load --store
TMP/load.sqlite3 --cull-idle 60``) and drives N learners concurrently from one asyncio loop,
without a browser (see ``_widget_client.py`` for the protocol). Each learner:

1. GETs ``/voila/render/quiz.ipynb?learner=learner-<i>`` (starts a kernel, runs the
   notebook; the page carries the kernel id) and, like the page's JS, ``/api/kernels/<id>``;
2. opens the kernel websocket, sends ``kernel_info_request``, restores the widget state over
   the ``jupyter.widget.control`` comm and finds the ``ct-answer`` buttons, the
   ``ct-feedback`` HTML and the ``ct-next`` button (time to first interactive ends here);
3. per question: waits a think time, clicks the first answer button and measures the time
   until the feedback's ``value`` update arrives (click-to-feedback), waits for the kernel
   to go idle, then (between questions) clicks next and waits for the new question's
   buttons (new ``comm_open`` messages);
4. closes its websocket and leaves. With ``--leave beacon`` it first sends what the page's
   ``beforeunload`` handler sends (``POST /voila/api/shutdown/<id>`` with ``_xsrf`` read
   from the cookies; plain Voila 0.5.13 sets no ``_xsrf`` cookie and answers 403,
   voila-dashboards/voila#1458, but ``serve`` sets it with every page, so the kernel stops
   at once; without the beacon it is left to idle culling).

Then it reports completion, click-to-feedback p50/p95/max, time to first interactive
p50/p95, the peak RSS of the server and of its kernels (sampled from /proc every second),
the answers the store recorded (SQLite, read-only) and, polling every 5 s for up to 150 s
after the learners left, how long until no kernel is left. Budgets: feedback p95 < 250 ms,
no kernel left 120 s after the learners leave, no lost answer; exit status 1 if one fails.
The server and every kernel are stopped at the end, also on errors or Ctrl-C.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import re
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _widget_client import WidgetClient
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest

from tests.browser_support import (
    _ppid,
    descendants,
    free_port,
    kernel_id_in,
    kernel_processes,
    rss_bytes,
    stop_server,
)

BUDGET_FEEDBACK_P95_MS = 250.0
BUDGET_CULL_SECONDS = 120.0
CULL_IDLE_SECONDS = 60
CULL_WAIT_SECONDS = 150.0
CULL_POLL_SECONDS = 5.0
SERVER_START_TIMEOUT = 90.0
PAGE_TIMEOUT = 300.0  # one page GET: kernel start + notebook execution, under load
MESSAGE_TIMEOUT = 60.0  # one widget round trip
LEARNER_TIMEOUT = 900.0  # a whole learner
MAX_LEARNERS = 60
MAX_QUESTIONS = 8  # one quiz round; the next click after the 8th shows the summary


@dataclass
class LearnerResult:
    name: str
    ok: bool = False
    error: str | None = None
    page_s: float | None = None  # GET of the page (kernel start + execution)
    interactive_s: float | None = None  # start -> answer buttons known over the websocket
    feedback_ms: list[float] = field(default_factory=list)
    next_ms: list[float] = field(default_factory=list)
    feedback_problems: list[str] = field(default_factory=list)
    kernel_errors: list[str] = field(default_factory=list)
    beacon_status: int | None = None


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = max(1, min(len(ordered), int(-(-q * len(ordered) // 100))))
    return ordered[rank - 1]


def _cookie_header(response_headers: object) -> str | None:
    """The Cookie header a browser would send back (name=value of every Set-Cookie)."""
    cookies = []
    for value in response_headers.get_list("Set-Cookie"):  # type: ignore[attr-defined]
        cookies.append(value.split(";", 1)[0].strip())
    return "; ".join(cookies) or None


async def run_learner(i: int, base: str, args: argparse.Namespace, http: AsyncHTTPClient,
                      start_gate: asyncio.Event) -> LearnerResult:
    name = f"learner-{i}"
    res = LearnerResult(name)
    rng = random.Random(i)
    client: WidgetClient | None = None
    await start_gate.wait()
    await asyncio.sleep(rng.uniform(0, args.spread))  # "about" the same time
    t0 = time.perf_counter()
    try:
        url = f"{base}voila/render/quiz.ipynb?learner={name}"
        resp = await http.fetch(HTTPRequest(url, connect_timeout=30, request_timeout=PAGE_TIMEOUT))
        res.page_s = time.perf_counter() - t0
        html = resp.body.decode("utf-8", errors="replace")
        kernel_id = kernel_id_in(html)
        if not kernel_id:
            raise RuntimeError(f"no kernel id in the page ({len(html)} bytes)")
        cookie = _cookie_header(resp.headers)
        headers = {"Cookie": cookie} if cookie else {}
        # the page's JS asks for the kernel model before connecting
        await http.fetch(HTTPRequest(f"{base}api/kernels/{kernel_id}", headers=headers, request_timeout=MESSAGE_TIMEOUT))
        client = WidgetClient(base, kernel_id, cookie=cookie)
        await client.connect(MESSAGE_TIMEOUT)
        await client.kernel_info(MESSAGE_TIMEOUT)
        await client.restore_widgets(MESSAGE_TIMEOUT)
        answers = client.find("ButtonModel", "ct-answer")
        feedback = client.find("HTMLModel", "ct-feedback")
        nxt = client.find("ButtonModel", "ct-next")
        if not answers or len(feedback) != 1 or len(nxt) != 1:
            raise RuntimeError(f"page widgets not found: {len(answers)} answer buttons, "
                               f"{len(feedback)} feedback, {len(nxt)} next")
        res.interactive_s = time.perf_counter() - t0
        for q in range(args.questions):
            await asyncio.sleep(rng.uniform(0.5, 1.5) * args.think)
            target = answers[0].model_id
            fb_id = feedback[0].model_id
            got = client.state_update_of(fb_id, "value")
            sent = time.perf_counter()
            msg_id = client.send_click(target)
            idle = client.idle_after(msg_id)
            msg = await client.wait(got, MESSAGE_TIMEOUT, f"feedback for question {q + 1}")
            res.feedback_ms.append((msg.received - sent) * 1000)
            value = str(msg.content["data"]["state"]["value"])
            if "ct-feedback-box" not in value or "ct-error" in value:
                res.feedback_problems.append(f"q{q + 1}: {re.sub(r'<[^>]+>', ' ', value)[:120]}")
            await client.wait(idle, MESSAGE_TIMEOUT, f"idle after answer {q + 1}")
            if q == args.questions - 1:
                break
            await asyncio.sleep(rng.uniform(0.5, 1.5) * args.think)
            since = client.seq + 1
            sent = time.perf_counter()
            msg_id = client.send_click(nxt[0].model_id)
            idle = client.idle_after(msg_id)
            done = await client.wait(idle, MESSAGE_TIMEOUT, f"idle after next {q + 1}")
            res.next_ms.append((done.received - sent) * 1000)
            answers = client.find("ButtonModel", "ct-answer", since=since)
            feedback = client.find("HTMLModel", "ct-feedback", since=since)
            if not answers or len(feedback) != 1:
                raise RuntimeError(f"question {q + 2}: {len(answers)} new answer buttons, "
                                   f"{len(feedback)} new feedback widgets")
        res.ok = not res.feedback_problems
        if res.feedback_problems:
            res.error = "feedback shows a problem: " + res.feedback_problems[0]
    except Exception as err:  # noqa: BLE001 - reported per learner
        if isinstance(err, HTTPClientError):
            res.error = f"HTTP {err.code} ({err.message})"
        else:
            res.error = f"{type(err).__name__}: {err}"
    finally:
        if client is not None:
            res.kernel_errors = list(client.errors)
            if args.leave == "beacon":
                res.beacon_status = await send_beacon(http, base, client.kernel_id, client.cookie)
            with contextlib.suppress(Exception):
                await client.close()
    return res


async def send_beacon(http: AsyncHTTPClient, base: str, kernel_id: str, cookie: str | None) -> int:
    """The page's beforeunload beacon: a form POST with ``_xsrf`` from ``document.cookie``."""
    xsrf = ""
    for part in (cookie or "").split(";"):
        name, _, value = part.strip().partition("=")
        if name == "_xsrf":
            xsrf = value
    boundary = "----ctload" + kernel_id.replace("-", "")
    body = (f'--{boundary}\r\nContent-Disposition: form-data; name="_xsrf"\r\n\r\n{xsrf}\r\n'
            f"--{boundary}--\r\n").encode()
    headers = {"Content-Type": f"multipart/form-data; boundary={boundary}", "Origin": base.rstrip("/")}
    if cookie:
        headers["Cookie"] = cookie
    try:
        resp = await http.fetch(HTTPRequest(f"{base}voila/api/shutdown/{kernel_id}", method="POST", body=body,
                                            headers=headers, request_timeout=30), raise_error=False)
        return int(resp.code)
    except Exception:  # noqa: BLE001
        return 0


def only_kernels(pids: set[int]) -> set[int]:
    """Drop a kernel's own short-lived children (forks still carrying its command line)."""
    return {p for p in pids if _ppid(p) not in pids}


class Sampler(threading.Thread):
    """Samples the server's and its kernels' RSS every ``interval`` seconds."""

    def __init__(self, server_pid: int, interval: float = 1.0) -> None:
        super().__init__(daemon=True)
        self.server_pid = server_pid
        self.interval = interval
        self.stop_event = threading.Event()
        self.peak_total = 0
        self.peak_server = 0
        self.peak_kernels_rss = 0
        self.peak_kernel_count = 0
        self.kernels_seen: set[int] = set()

    def sample(self) -> tuple[int, int, int]:
        raw = set(kernel_processes(self.server_pid))
        kernels = only_kernels(raw)
        server = sum(rss_bytes(p) or 0 for p in [self.server_pid, *descendants(self.server_pid)] if p not in raw)
        kern = sum(rss_bytes(p) or 0 for p in raw)
        self.kernels_seen |= kernels
        return server, kern, len(kernels)

    def run(self) -> None:
        while not self.stop_event.is_set():
            try:
                server, kern, count = self.sample()
            except Exception:  # noqa: BLE001 - a process vanishing mid-read
                server, kern, count = 0, 0, 0
            if server + kern > self.peak_total:
                self.peak_total, self.peak_server, self.peak_kernels_rss = server + kern, server, kern
            self.peak_kernel_count = max(self.peak_kernel_count, count)
            self.stop_event.wait(self.interval)


def start_server(tmp: Path, log_path: Path) -> tuple[subprocess.Popen[bytes], int]:
    port = free_port()
    argv = [sys.executable, "-m", "canasta_teach.cli", "serve", "--port", str(port), "--class", "load",
            "--store", str(tmp / "load.sqlite3"), "--cull-idle", str(CULL_IDLE_SECONDS),
            # every simulated learner comes from 127.0.0.1: no per-address page-load limit
            "--page-loads-per-minute", "0"]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    parts = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    env["PYTHONPATH"] = os.pathsep.join([str(REPO_ROOT), *parts])
    with log_path.open("wb") as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                cwd=tmp, env=env, start_new_session=True)
    return proc, port


def wait_ready(proc: subprocess.Popen[bytes], log_path: Path) -> None:
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while "Canasta school ready" not in log_path.read_text(errors="replace"):
        if proc.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError("serve did not start:\n" + log_path.read_text(errors="replace")[-3000:])
        time.sleep(0.3)


def count_answers(db: Path) -> tuple[int, dict[str, int]]:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10)
    try:
        rows = con.execute("SELECT learner, COUNT(*) FROM answers GROUP BY learner").fetchall()
    finally:
        con.close()
    per = {str(learner): int(n) for learner, n in rows}
    return sum(per.values()), per


def log_problems(text: str) -> list[str]:
    """Distinct error/warning lines of the server log (numbers and ids blurred)."""
    seen: dict[str, int] = {}
    for line in text.splitlines():
        if re.search(r"\b(ERROR|CRITICAL|Traceback|Exception)\b|^\[E |^\[W |WARNING", line) and "DeprecationWarning" not in line:
            key = re.sub(r"[0-9a-f]{8}-[0-9a-f-]{27}", "<id>", line)
            key = re.sub(r"\d+(\.\d+)?", "N", key)[:160]
            seen[key] = seen.get(key, 0) + 1
    return [f"{n}x {k}" for k, n in seen.items()]


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


async def drive(base: str, args: argparse.Namespace) -> list[LearnerResult]:
    AsyncHTTPClient.configure(None, max_clients=args.learners + 10)
    http = AsyncHTTPClient()
    gate = asyncio.Event()
    tasks = [asyncio.create_task(run_learner(i + 1, base, args, http, gate)) for i in range(args.learners)]
    gate.set()
    try:
        done = await asyncio.wait_for(asyncio.gather(*tasks), LEARNER_TIMEOUT)
    except TimeoutError:
        for t in tasks:
            t.cancel()
        done = []
        for i, t in enumerate(tasks):
            try:
                done.append(await t)
            except BaseException:  # noqa: BLE001
                done.append(LearnerResult(f"learner-{i + 1}", error=f"not done within {LEARNER_TIMEOUT:.0f} s"))
    http.close()
    return list(done)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--questions", type=int, default=4)
    parser.add_argument("--think", type=float, default=1.0,
                        help="mean think time in seconds before each click (uniform 0.5x-1.5x; 0 = none)")
    parser.add_argument("--spread", type=float, default=2.0,
                        help="learners arrive uniformly within this many seconds (default %(default)s)")
    parser.add_argument("--leave", choices=("close", "beacon"), default="close",
                        help="close: just close the websocket (default); beacon: also POST the page's "
                        "unload beacon first")
    parser.add_argument("--cull-wait", type=float, default=CULL_WAIT_SECONDS,
                        help="seconds to watch for culling after the learners left (default %(default)s)")
    parser.add_argument("--keep-log", action="store_true", help="print the server log path and keep it")
    args = parser.parse_args(argv)
    if not 1 <= args.learners <= MAX_LEARNERS:
        parser.error(f"--learners: 1 to {MAX_LEARNERS}")
    if not 1 <= args.questions <= MAX_QUESTIONS:
        parser.error(f"--questions: 1 to {MAX_QUESTIONS}")
    if not 0 <= args.think <= 30 or not 0 <= args.spread <= 60 or not 0 <= args.cull_wait <= 600:
        parser.error("--think 0..30, --spread 0..60, --cull-wait 0..600")

    tmp = Path(tempfile.mkdtemp(prefix="ct-load-"))
    log_path = tmp / "serve.log"
    proc: subprocess.Popen[bytes] | None = None
    sampler: Sampler | None = None
    failed = False
    try:
        t_server = time.perf_counter()
        proc, port = start_server(tmp, log_path)
        wait_ready(proc, log_path)
        base = f"http://127.0.0.1:{port}/"
        print(f"server ready in {time.perf_counter() - t_server:.1f} s on {base} (pid {proc.pid}); "
              f"{args.learners} learners x {args.questions} questions, think {args.think:.1f} s", flush=True)
        sampler = Sampler(proc.pid)
        sampler.start()
        t_run = time.perf_counter()
        cpu0 = time.process_time()
        results = asyncio.run(drive(base, args))
        run_s = time.perf_counter() - t_run
        client_cpu = time.process_time() - cpu0
        left_at = time.monotonic()
        sampler.stop_event.set()
        sampler.join(5)

        completed = [r for r in results if r.ok]
        feedback = [ms for r in results for ms in r.feedback_ms]
        nexts = [ms for r in results for ms in r.next_ms]
        tti = [r.interactive_s for r in results if r.interactive_s is not None]
        pages = [r.page_s for r in results if r.page_s is not None]
        print(f"\nlearners completed: {len(completed)}/{args.learners} (run {run_s:.1f} s; "
              f"this load generator used {client_cpu:.1f} s CPU of it)")
        for r in results:
            if not r.ok:
                print(f"  {r.name}: {r.error}")
        stderr: dict[str, int] = {}
        for r in results:
            for line in r.kernel_errors:
                key = re.sub(r"[0-9a-f]{8}-[0-9a-f-]{27}", "<id>", line.strip())[:120]
                stderr[key] = stderr.get(key, 0) + 1
        for key, n in stderr.items():
            print(f"  kernel stderr/error on iopub, {n}x: {key}")
        if args.leave == "beacon":
            codes: dict[int | None, int] = {}
            for r in results:
                codes[r.beacon_status] = codes.get(r.beacon_status, 0) + 1
            print(f"  unload beacons (POST voila/api/shutdown): HTTP status -> count {codes}")
        if feedback:
            print(f"click-to-feedback over {len(feedback)} clicks: p50 {percentile(feedback, 50):.0f} ms, "
                  f"p95 {percentile(feedback, 95):.0f} ms, max {max(feedback):.0f} ms")
        if nexts:
            print(f"next-question (click to idle) over {len(nexts)} clicks: p50 {percentile(nexts, 50):.0f} ms, "
                  f"p95 {percentile(nexts, 95):.0f} ms, max {max(nexts):.0f} ms")
        if tti:
            print(f"time to first interactive: p50 {percentile(tti, 50):.1f} s, p95 {percentile(tti, 95):.1f} s, "
                  f"max {max(tti):.1f} s (page GET p50 {percentile(pages, 50):.1f} s, max {max(pages):.1f} s)")
        mb = 1024 * 1024
        print(f"peak RSS: server {sampler.peak_server / mb:.0f} MB + kernels {sampler.peak_kernels_rss / mb:.0f} MB "
              f"= {sampler.peak_total / mb:.0f} MB (max {sampler.peak_kernel_count} kernel processes at once, "
              f"{len(sampler.kernels_seen)} seen in all)")

        expected = args.learners * args.questions
        recorded, per = count_answers(tmp / "load.sqlite3")
        lost = expected - recorded
        short = {f"learner-{i + 1}": args.questions - per.get(f"learner-{i + 1}", 0) for i in range(args.learners)}
        short = {k: v for k, v in short.items() if v}
        print(f"answers recorded: {recorded} of {expected} expected ({lost} lost)"
              + (f"; short: {dict(list(short.items())[:5])}" if short else ""))

        gone_after: float | None = None
        counts = []
        while True:
            waited = time.monotonic() - left_at
            n = len(only_kernels(set(kernel_processes(proc.pid))))
            counts.append(f"{waited:.0f}s:{n}")
            if n == 0:
                gone_after = waited
                break
            if waited >= args.cull_wait or proc.poll() is not None:
                break
            time.sleep(CULL_POLL_SECONDS)
        print("kernels after the learners left: " + " ".join(counts))
        if gone_after is not None:
            print(f"no kernel left {gone_after:.0f} s after the learners left")
        else:
            print(f"{n} kernels still running {args.cull_wait:.0f} s after the learners left")

        log_text = log_path.read_text(errors="replace")
        culled = len(re.findall(r"Culling '?idle'? kernel", log_text))
        problems = log_problems(log_text)
        print(f"server log: {culled} kernels culled; {len(problems)} distinct warning/error lines"
              + ("" if not problems else ":"))
        for line in problems[:8]:
            print(f"  {line}")

        p95 = percentile(feedback, 95) if feedback else float("inf")
        checks = [
            (f"all {args.learners} learners completed", len(completed) == args.learners),
            (f"click-to-feedback p95 {p95:.0f} ms < {BUDGET_FEEDBACK_P95_MS:.0f} ms", p95 < BUDGET_FEEDBACK_P95_MS),
            (f"no kernel left {BUDGET_CULL_SECONDS:.0f} s after the learners left",
             gone_after is not None and gone_after <= BUDGET_CULL_SECONDS),
            (f"0 lost answers ({lost})", lost == 0),
        ]
        print()
        for label, ok in checks:
            print(f"{verdict(ok)}  {label}")
            failed |= not ok
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        failed = True
    except Exception:  # noqa: BLE001 - report, then clean up
        traceback.print_exc()
        if log_path.exists():
            print("server log (end):\n" + log_path.read_text(errors="replace")[-3000:], file=sys.stderr)
        failed = True
    finally:
        if sampler is not None:
            sampler.stop_event.set()
        if proc is not None:
            stop_server(proc, grace=20.0)
            left = [p for p in descendants(proc.pid)] if proc.poll() is None else []
            if left:
                print(f"warning: processes left after stopping the server: {left}", file=sys.stderr)
        if args.keep_log:
            print(f"server log kept: {log_path}")
        else:
            with contextlib.suppress(OSError):
                for f in tmp.iterdir():
                    f.unlink()
                tmp.rmdir()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
