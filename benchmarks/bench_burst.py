"""Burst benchmark: one client fires 50, then 200 parallel page loads at a real `canasta-teach serve`.

    python benchmarks/bench_burst.py [--burst 50 200] [--max-kernels N] [--page-loads-per-minute 0]
                                     [--cull-idle 60]

Starts ``python -m canasta_teach.cli serve --port P --store TMP/burst.sqlite3`` with the
options given (the serve defaults otherwise) on the shipped lessons, and:

1. baseline: one learner (from 127.0.0.3) loads the first page on the idle server, connects
   its kernel websocket and restores the widgets, like the page's JS
   (``_widget_client.py``); the page-load time is the baseline of this run;
2. burst: another client (127.0.0.1) GETs the same page ``--burst`` times at once; while the
   burst runs, the learner already on the page sends a widget message every 0.5 s
   (``request_state`` to one of its widgets) and times the kernel's answer;
3. recovery: once every burst request has its answer, a new learner (from 127.0.0.2: another
   computer for the per-client limit) GETs the page every 0.5 s until one is served: the
   time until a new page loads after the burst, whose kernels no page ever connected to
   (the server reclaims them, see ``ORPHAN_GRACE_SECONDS`` in ``cli/voila_app.py``).

Each burst of ``--burst`` runs in turn on the same server. The page-load limit per address
defaults to 0 here (a class behind one shared address), so the burst reaches the kernel cap.

It prints the pages served (200), refused (503 class full, 429 too many from one client),
failed (timeouts, connection errors, 5xx), the burst's duration, the time to recover (also as
a ratio to the baseline page load), the learner's answer times during the burst, and the
peak memory of the server's process tree (sampled every 0.2 s). Budgets (DESIGN.md): a new
page within 5 s of each burst, the open page answered every time, under 6 GB; exit status 1 if one fails.
The server and every kernel are stopped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _widget_client import WidgetClient
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest

from canasta_teach.cli.serve import child_environment
from tests.browser_support import descendants, free_port, kernel_id_in, kernel_processes, rss_bytes, stop_server

BUDGET_RECOVER_SECONDS = 5.0
BUDGET_PEAK_BYTES = 6 * 1024**3
PAGE_TIMEOUT = 120.0
MESSAGE_TIMEOUT = 15.0
LEARNER = "127.0.0.3"
NEW_LEARNER = "127.0.0.2"


class TreeSampler(threading.Thread):
    """Peak resident memory of the server's process tree and its most kernels at once."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid = pid
        self.peak_bytes = 0
        self.peak_kernels = 0
        self.stop = threading.Event()

    def run(self) -> None:
        while not self.stop.is_set():
            pids = [self.pid, *descendants(self.pid)]
            self.peak_bytes = max(self.peak_bytes, sum(rss_bytes(p) or 0 for p in pids))
            self.peak_kernels = max(self.peak_kernels, len(kernel_processes(self.pid)))
            time.sleep(0.2)


async def get(http: AsyncHTTPClient, url: str, source: str, timeout: float = PAGE_TIMEOUT) -> tuple[int, str, str | None]:
    """GET from the address ``source``: (status or 0 on a failure, body, cookie header)."""
    try:
        resp = await http.fetch(HTTPRequest(url, network_interface=source, connect_timeout=timeout,
                                            request_timeout=timeout))
    except HTTPClientError as err:
        return err.code, str(err) if err.code == 599 else "", None
    except Exception:  # noqa: BLE001 - a timeout or a reset counts as a failed load
        return 0, "", None
    cookies = "; ".join(v.split(";", 1)[0] for v in resp.headers.get_list("Set-Cookie")) or None
    return resp.code, resp.body.decode("utf-8", errors="replace"), cookies


async def learner_on_page(base: str, url: str) -> tuple[WidgetClient, str, float]:
    """A learner whose page is open: its widget client, a widget to talk to, the load time."""
    http = AsyncHTTPClient(force_instance=True)
    t0 = time.perf_counter()
    status, html, cookie = await get(http, url, LEARNER)
    page_s = time.perf_counter() - t0
    kernel = kernel_id_in(html)
    if status != 200 or not kernel:
        raise RuntimeError(f"the learner's page did not load (HTTP {status})")
    client = WidgetClient(base, kernel, cookie=cookie)
    await client.connect(MESSAGE_TIMEOUT)
    await client.kernel_info(MESSAGE_TIMEOUT)
    await client.restore_widgets(MESSAGE_TIMEOUT)
    if not client.models:
        raise RuntimeError("the learner's page has no widgets")
    return client, next(iter(client.models)), page_s


async def widget_round_trip(client: WidgetClient, model_id: str) -> float:
    """Seconds from a widget message to the kernel's answer (the widget's state)."""
    reply = client.expect(lambda m: m.channel == "iopub" and m.msg_type == "comm_msg"
                          and m.content.get("comm_id") == model_id
                          and (m.content.get("data") or {}).get("method") == "update")
    sent = time.perf_counter()
    client.send("comm_msg", {"comm_id": model_id, "data": {"method": "request_state"}})
    msg = await client.wait(reply, MESSAGE_TIMEOUT, "the widget's answer")
    return msg.received - sent


async def run(base: str, url: str, burst: int) -> dict[str, object]:
    client, model, baseline_s = await learner_on_page(base, url)
    answers: list[float] = []
    missed = 0
    burst_over = asyncio.Event()

    async def keep_clicking() -> None:
        nonlocal missed
        while not burst_over.is_set():
            try:
                answers.append(await widget_round_trip(client, model))
            except Exception:  # noqa: BLE001 - an unanswered message is what we count
                missed += 1
            await asyncio.sleep(0.5)

    http = AsyncHTTPClient(force_instance=True, max_clients=burst)
    clicking = asyncio.ensure_future(keep_clicking())
    t0 = time.perf_counter()
    results = await asyncio.gather(*(get(http, url, "127.0.0.1") for _ in range(burst)))
    burst_s = time.perf_counter() - t0
    burst_over.set()
    await clicking
    statuses = Counter(status for status, _, _ in results)
    problems = Counter(body[:120] for status, body, _ in results if status in (0, 599))

    new = AsyncHTTPClient(force_instance=True)
    t1 = time.perf_counter()
    recovered_s: float | None = None
    while time.perf_counter() - t1 < 60:
        status, _, _ = await get(new, url, NEW_LEARNER, timeout=60)
        if status == 200:
            recovered_s = time.perf_counter() - t1
            break
        await asyncio.sleep(0.5)
    after = await widget_round_trip(client, model)
    await client.close()
    return {"baseline_s": baseline_s, "statuses": statuses, "burst_s": burst_s, "recovered_s": recovered_s,
            "answers": answers, "missed": missed, "after_s": after, "problems": problems}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--burst", type=int, nargs="+", default=[50, 200], help="burst sizes, run in turn")
    parser.add_argument("--max-kernels", type=int, default=None, help="default: serve's own default")
    parser.add_argument("--page-loads-per-minute", type=int, default=0, help="default 0 (one shared address)")
    parser.add_argument("--cull-idle", type=int, default=60)
    args = parser.parse_args(argv)

    tmp = Path(tempfile.mkdtemp(prefix="cb", dir="/tmp"))
    port = free_port()
    cmd = [sys.executable, "-m", "canasta_teach.cli", "serve", "--port", str(port),
           "--store", str(tmp / "burst.sqlite3"), "--cull-idle", str(args.cull_idle),
           "--page-loads-per-minute", str(args.page_loads_per_minute)]
    if args.max_kernels is not None:
        cmd += ["--max-kernels", str(args.max_kernels)]
    log_path = Path(tempfile.mkstemp(prefix="bench-burst-", suffix=".log")[1])
    with open(log_path, "wb") as log_file:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=log_file, start_new_session=True,
                                env=child_environment({"TMPDIR": str(tmp)}))
    sampler = TreeSampler(proc.pid)
    outs: list[tuple[int, dict[str, object]]] = []
    try:
        line = proc.stdout.readline().decode()  # type: ignore[union-attr]
        if "ready at" not in line:
            print(f"the server did not start: {line!r}")
            return 1
        url = line.split("ready at ", 1)[1].split()[0]
        base = url.split("/voila/", 1)[0] + "/"
        sampler.start()
        for burst in args.burst:
            outs.append((burst, asyncio.run(run(base, url, burst))))
    finally:
        sampler.stop.set()
        stop_server(proc)
        subprocess.run(["rm", "-rf", str(tmp)], check=False)

    print(f"command: {' '.join(cmd[3:])}")
    ok = sampler.peak_bytes < BUDGET_PEAK_BYTES
    for burst, out in outs:
        ok = report(burst, out) and ok
    print(f"peak memory of the server's process tree: {sampler.peak_bytes / 2**30:.2f} GB "
          f"(most kernels at once: {sampler.peak_kernels})")
    print(f"server log: {log_path}")
    print(f"budgets (new page < {BUDGET_RECOVER_SECONDS:.0f} s after each burst, open page answered, no failed load, "
          f"< {BUDGET_PEAK_BYTES / 2**30:.0f} GB): {'met' if ok else 'NOT met'}")
    return 0 if ok else 1


def report(burst: int, out: dict[str, object]) -> bool:
    """Print one burst's figures; True when its budgets are met."""
    statuses: Counter[int] = out["statuses"]  # type: ignore[assignment]
    answers: list[float] = sorted(out["answers"])  # type: ignore[arg-type]
    baseline = float(out["baseline_s"])  # type: ignore[arg-type]
    recovered = out["recovered_s"]
    failed = sum(n for s, n in statuses.items() if s not in (200, 429, 503))
    print(f"baseline: one page on the idle server in {baseline:.2f} s")
    print(f"burst of {burst} parallel page loads from one client, answered in {out['burst_s']:.1f} s:")
    print(f"  pages served {statuses.get(200, 0)}, refused class full (503) {statuses.get(503, 0)}, "
          f"refused too many from one client (429) {statuses.get(429, 0)}, failed {failed}"
          + (f" ({', '.join(f'{n} x HTTP {s}' for s, n in statuses.items() if s not in (200, 429, 503))})"
             if failed else ""))
    for text, n in out["problems"].most_common(3):  # type: ignore[attr-defined]
        print(f"    {n} x {text}")
    if recovered is None:
        print(f"  time to a new page after the burst of {burst}: none within 60 s")
    else:
        print(f"  time to a new page after the burst of {burst}: {float(recovered):.1f} s "
              f"({float(recovered) / baseline:.1f}x the baseline page)")
    if answers:
        print(f"  learner already on a page: {len(answers)} widget messages answered during the burst, "
              f"median {answers[len(answers) // 2] * 1000:.0f} ms, max {answers[-1] * 1000:.0f} ms; "
              f"unanswered {out['missed']}; after it {float(out['after_s']) * 1000:.0f} ms")  # type: ignore[arg-type]
    return (recovered is not None and float(recovered) < BUDGET_RECOVER_SECONDS and failed == 0
            and out["missed"] == 0)


if __name__ == "__main__":
    sys.exit(main())
