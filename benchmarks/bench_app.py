"""Benchmark the one-page app (notebooks/app.ipynb) against a bare ipywidgets page.

    python benchmarks/bench_app.py [--runs N] [--learners 30] [--skip-class]

Prints, in one run (DESIGN.md, "Budgets"):

1. **Time to interactive**, headless Chromium, a fresh page (so a fresh kernel) per run:
   navigation to the first enabled answer button, median over ``--runs``, for the app opened
   at ``?lesson=1&step=1`` and for a bare ipywidgets notebook (one Button) served with the
   same flags; the ratio app/bare (budget <= 1.5).
2. In one app page and one kernel: **step-to-step switch** (click Skip/Next until the next
   step's label shows), **lesson-to-lesson switch** (what the back button or an in-app link
   does: the address changes, the kernel shows the lesson's step 1) and **click to feedback**
   (click an answer until the feedback is drawn), p50/p95 (budgets: switches p95 < 150 ms,
   feedback p95 < 100 ms).
3. **A class opening at once**: ``canasta-teach serve --preheat N`` (default 30) once its
   kernel pool is full; N learners open the app within 2 s, each without a browser
   (``_widget_client.py``: the page GET, the kernel websocket, the widgets' state, until the
   step's answer buttons are known): time to interactive p50/p95 (budget p95 < 4 s) and the
   memory of the server and all its kernels.

Exit status 1 when a budget fails. Servers and kernels are stopped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_voila import CLICK_JS, percentile, write_bare_notebook

from canasta_teach.cli.serve import POOL_REFILL_DELAY_SECONDS
from canasta_teach.content.lessons import lesson_positions, load_lessons, notebooks_dir
from tests import browser_support as bs

BUDGET_TTI_RATIO = 1.5
BUDGET_SWITCH_P95_MS = 150.0
BUDGET_FEEDBACK_P95_MS = 100.0
BUDGET_CLASS_TTI_P95_S = 4.0

ANSWERS = ".ct-answers button:not([disabled]), .ctw-actions button:not([disabled])"

# Do ``action`` (click a selector, or what the back button does: a new address and a
# popstate) and resolve with the time until the visible step label contains ``expect``.
SWITCH_JS = """
async ({action, expect, timeoutMs}) => {
  const label = () => { const e = [...document.querySelectorAll('.ct-step, h1.ct-app-title')]
      .find(e => e.offsetParent !== null); return e ? e.textContent : ''; };
  if (label().includes(expect)) return {skip: true};  // already there: nothing to time
  return await new Promise(resolve => {
    let obs = null, timer = null;
    const t0 = performance.now();
    const check = () => { if (label().includes(expect)) { obs.disconnect(); clearTimeout(timer);
                                                           resolve({ms: performance.now() - t0}); } };
    obs = new MutationObserver(check);
    obs.observe(document.body, {subtree: true, childList: true, characterData: true});
    timer = setTimeout(() => { obs.disconnect(); resolve({error: 'no ' + expect + ' within ' + timeoutMs + ' ms'}); },
                       timeoutMs);
    if (action.selector) {
      const b = [...document.querySelectorAll(action.selector)].find(e => e.offsetParent !== null);
      if (!b) { obs.disconnect(); clearTimeout(timer); resolve({error: 'no ' + action.selector}); return; }
      b.click();
    } else {
      history.pushState({}, '', action.query);
      dispatchEvent(new PopStateEvent('popstate'));
    }
  });
}
"""


@dataclass
class Figures:
    tti_bare_ms: list[float] = field(default_factory=list)
    tti_app_ms: list[float] = field(default_factory=list)
    rss_bare_mb: list[float] = field(default_factory=list)
    rss_app_mb: list[float] = field(default_factory=list)
    step_ms: list[float] = field(default_factory=list)
    lesson_ms: list[float] = field(default_factory=list)
    feedback_ms: list[float] = field(default_factory=list)
    class_tti_s: list[float] = field(default_factory=list)
    class_errors: list[str] = field(default_factory=list)
    class_memory_mb: float | None = None
    class_kernels: int = 0
    errors: list[str] = field(default_factory=list)


def time_to_interactive(browser: Any, server: bs.Server, path: str, rss: list[float],
                        timeout_s: float = 90) -> float:
    """Milliseconds from navigation to an enabled answer button; the page's kernel memory
    (MB) goes to ``rss``."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        start = time.perf_counter()
        page.goto(server.url(path), wait_until="commit")
        page.wait_for_function("(sel) => { const b = document.querySelector(sel); return b && b.getClientRects().length > 0; }",
                               arg=ANSWERS, timeout=timeout_s * 1000, polling="raf")
        ms = (time.perf_counter() - start) * 1000.0
        kernel = bs.kernel_id_in(page.content())
        pid = bs.kernel_pid_for(server.pid, kernel) if kernel else None
        size = bs.rss_bytes(pid) if pid else None
        if size:
            rss.append(size / 1e6)
        return ms
    finally:
        context.close()


def measure_tti(browser: Any, figures: Figures, runs: int, db: Path) -> None:
    with tempfile.TemporaryDirectory(prefix="ct-bare-") as tmp:
        bare = write_bare_notebook(Path(tmp))
        with bs.running_server(bare.parent) as server:
            for i in range(runs + 1):
                ms = time_to_interactive(browser, server, f"voila/render/{bare.name}", figures.rss_bare_mb)
                if i:  # the first load warms the disk cache
                    figures.tti_bare_ms.append(ms)
                time.sleep(0.5)
    with bs.running_server(notebooks_dir(), env={"CANASTA_TEACH_DB": str(db)}) as server:
        for i in range(runs + 1):
            ms = time_to_interactive(browser, server, "voila/render/app.ipynb?lesson=1&step=1", figures.rss_app_mb)
            if i:
                figures.tti_app_ms.append(ms)
            time.sleep(0.5)


def measure_in_page(browser: Any, figures: Figures, db: Path) -> None:
    """Switches and feedback in one page and one kernel."""
    lessons = load_lessons()
    with bs.running_server(notebooks_dir(), env={"CANASTA_TEACH_DB": str(db)}) as server:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(server.url("voila/render/app.ipynb?lesson=1&step=1"), wait_until="domcontentloaded")
        page.wait_for_selector(".ct-answers button", timeout=90_000)

        def run(js: str, arg: dict[str, Any], into: list[float]) -> None:
            out = page.evaluate(js, arg)
            if "error" in out:
                figures.errors.append(str(out["error"]))
            elif "ms" in out:
                into.append(float(out["ms"]))
            page.wait_for_timeout(100)  # a learner reads a little: the kernel goes idle

        for _round in range(2):
            for lesson in lessons:
                run(SWITCH_JS, {"action": {"query": f"?lesson={lesson.number}&step=1"},
                                "expect": f"Lesson {lesson.number} ·", "timeoutMs": 10_000}, figures.lesson_ms)
        for lesson in lessons[:4]:
            n = len(lesson_positions(lesson))
            run(SWITCH_JS, {"action": {"query": f"?lesson={lesson.number}&step=1"},
                            "expect": f"Lesson {lesson.number} ·", "timeoutMs": 10_000}, [])
            for k in range(1, n + 1):
                if page.locator(".ct-answers button:not([disabled])").count():
                    run(CLICK_JS, {"answers": ".ct-answers", "feedback": ".ct-feedback", "timeoutMs": 10_000},
                        figures.feedback_ms)
                if k < n:
                    run(SWITCH_JS, {"action": {"selector": ".ct-next"}, "expect": f"step {k + 1} of {n}",
                                    "timeoutMs": 10_000}, figures.step_ms)
        page.close()


# -- a class opening at once -------------------------------------------------------------


def _cookie_header(headers: Any) -> str | None:
    cookies = [value.split(";", 1)[0].strip() for value in headers.get_list("Set-Cookie")]
    return "; ".join(cookies) or None


async def open_like_a_learner(base: str, i: int, spread: float, http: Any) -> float:
    from _widget_client import WidgetClient
    from tornado.httpclient import HTTPRequest

    await asyncio.sleep(random.Random(i).uniform(0, spread))
    t0 = time.perf_counter()
    resp = await http.fetch(HTTPRequest(f"{base}voila/render/app.ipynb?lesson=1&step=1", request_timeout=120))
    kernel_id = bs.kernel_id_in(resp.body.decode("utf-8", errors="replace"))
    if not kernel_id:
        raise RuntimeError("no kernel id in the page")
    cookie = _cookie_header(resp.headers)
    await http.fetch(HTTPRequest(f"{base}api/kernels/{kernel_id}", headers={"Cookie": cookie} if cookie else {},
                                 request_timeout=60))
    client = WidgetClient(base, kernel_id, cookie=cookie)
    try:
        await client.connect(60)
        await client.kernel_info(60)
        await client.restore_widgets(60)
        if not client.find("ButtonModel", "ct-answer"):
            raise RuntimeError("the step's answer buttons are not in the widget state")
        return time.perf_counter() - t0
    finally:
        await client.close()


async def open_class(base: str, learners: int, spread: float, figures: Figures) -> None:
    from tornado.httpclient import AsyncHTTPClient

    AsyncHTTPClient.configure(None, max_clients=learners + 10)
    http = AsyncHTTPClient()
    results = await asyncio.gather(*(open_like_a_learner(base, i, spread, http) for i in range(learners)),
                                   return_exceptions=True)
    for r in results:
        if isinstance(r, BaseException):
            figures.class_errors.append(f"{type(r).__name__}: {r}")
        else:
            figures.class_tti_s.append(float(r))


def tree_rss_mb(pid: int) -> tuple[float, int]:
    pids = [pid, *bs.descendants(pid)]
    total = sum(bs.rss_bytes(p) or 0 for p in pids)
    return total / 1e6, len(bs.kernel_processes(pid))


def kernels_cpu_seconds(pid: int) -> float:
    """CPU time used so far by the server's kernels (utime + stime from /proc)."""
    total = 0
    for kernel in bs.kernel_processes(pid):
        try:
            stat = Path(f"/proc/{kernel}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def wait_for_pool(proc: subprocess.Popen[bytes], size: int, log: Path, timeout: float = 900) -> None:
    """Until the pool is full: ``size`` kernels started, and rendered (their CPU time stops
    growing: a preheated kernel waits for its learner once the app is built)."""
    deadline = time.monotonic() + timeout
    last = -1.0
    while True:
        if proc.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError("the kernel pool did not fill:\n" + log.read_text(errors="replace")[-2000:])
        time.sleep(3)
        cpu = kernels_cpu_seconds(proc.pid)
        if len(bs.kernel_processes(proc.pid)) >= size and cpu - last < 0.3:
            return
        last = cpu


def measure_class(figures: Figures, learners: int, db: Path) -> None:
    port = bs.free_port()
    log = db.parent / "serve-class.log"
    argv = [sys.executable, "-m", "canasta_teach.cli", "serve", "--port", str(port), "--preheat", str(learners),
            "--store", str(db), "--max-kernels", str(2 * learners + 10), "--page-loads-per-minute", "0",
            "--cull-idle", "300"]
    env = bs.child_environment({"PYTHONUNBUFFERED": "1"})
    with log.open("wb") as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env,
                                start_new_session=True)
    try:
        wait_for_pool(proc, learners, log)
        asyncio.run(open_class(f"http://127.0.0.1:{port}/", learners, 2.0, figures))
        figures.class_memory_mb, figures.class_kernels = tree_rss_mb(proc.pid)
    finally:
        bs.stop_server(proc)


def fmt(value: float | None, unit: str, digits: int = 0) -> str:
    return "n/a" if value is None else f"{value:.{digits}f} {unit}"


def report(f: Figures, learners: int, *, pages: bool = True) -> bool:
    ok = True

    def line(name: str, passed: bool | None, text: str) -> None:
        nonlocal ok
        mark = "    " if passed is None else ("PASS" if passed else "FAIL")
        ok = ok and passed is not False
        print(f"  {mark}  {name:<34} {text}")

    bare = statistics.median(f.tti_bare_ms) if f.tti_bare_ms else None
    app = statistics.median(f.tti_app_ms) if f.tti_app_ms else None
    print("\nThe one-page app (notebooks/app.ipynb)")
    if not pages:
        return report_class(f, learners, line) and ok
    line("time to interactive, bare page", None, fmt(bare, "ms"))
    line("time to interactive, app", None, fmt(app, "ms"))
    ratio = app / bare if app and bare else None
    line("ratio app / bare (<= 1.5)", ratio is not None and ratio <= BUDGET_TTI_RATIO, fmt(ratio, "x", 2))
    rss_bare = statistics.median(f.rss_bare_mb) if f.rss_bare_mb else None
    rss_app = statistics.median(f.rss_app_mb) if f.rss_app_mb else None
    line("kernel memory, bare / app", None, f"{fmt(rss_bare, 'MB')} / {fmt(rss_app, 'MB')}"
         + (f" ({rss_app - rss_bare:+.0f} MB; DESIGN budget: at most +15 MB)" if rss_app and rss_bare else ""))
    for name, values, budget in (("step-to-step switch", f.step_ms, BUDGET_SWITCH_P95_MS),
                                 ("lesson-to-lesson switch", f.lesson_ms, BUDGET_SWITCH_P95_MS),
                                 ("click to feedback", f.feedback_ms, BUDGET_FEEDBACK_P95_MS)):
        p50, p95 = percentile(values, 50), percentile(values, 95)
        line(f"{name} p95 (< {budget:.0f} ms)", p95 is not None and p95 < budget,
             f"p50 {fmt(p50, 'ms')}, p95 {fmt(p95, 'ms')} over {len(values)}")
    if learners:
        report_class(f, learners, line)
    for err in sorted(set(f.errors))[:5]:
        print(f"        error: {err}")
    return ok and not f.errors


def report_class(f: Figures, learners: int, line: Any) -> bool:
    if learners:
        p50 = percentile(f.class_tti_s, 50)
        p95 = percentile(f.class_tti_s, 95)
        line(f"{learners} learners within 2 s, p95 (< 4 s)", p95 is not None and p95 < BUDGET_CLASS_TTI_P95_S
             and not f.class_errors, f"p50 {fmt(p50, 's', 2)}, p95 {fmt(p95, 's', 2)}, "
             f"{len(f.class_tti_s)} of {learners} interactive")
        line("memory, server and all kernels", None,
             f"{fmt(f.class_memory_mb, 'MB')} ({f.class_kernels} kernels, the pool refills {POOL_REFILL_DELAY_SECONDS} s later)")
        for err in sorted(set(f.class_errors))[:5]:
            print(f"        learner error: {err}")
    p95 = percentile(f.class_tti_s, 95)
    return not learners or (p95 is not None and p95 < BUDGET_CLASS_TTI_P95_S and not f.class_errors)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="page loads per notebook for time to interactive")
    parser.add_argument("--learners", type=int, default=30, help="learners opening at once with --preheat N")
    parser.add_argument("--skip-class", action="store_true", help="leave out the class opening at once")
    parser.add_argument("--only-class", action="store_true", help="only the class opening at once")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    figures = Figures()
    with tempfile.TemporaryDirectory(prefix="ct-bench-app-") as tmp:
        db = Path(tmp) / "progress.sqlite3"
        if not args.only_class:
            with sync_playwright() as p:
                browser = bs.launch_chromium(p)
                try:
                    measure_tti(browser, figures, args.runs, db)
                    measure_in_page(browser, figures, db)
                finally:
                    browser.close()
        if not args.skip_class:
            measure_class(figures, args.learners, Path(tmp) / "class.sqlite3")
    return 0 if report(figures, 0 if args.skip_class else args.learners, pages=not args.only_class) else 1


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    sys.exit(main())
