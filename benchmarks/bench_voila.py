"""Benchmark a lesson page served by Voila against a bare ipywidgets page.

    python benchmarks/bench_voila.py [--notebook PATH] [--runs N] [--clicks N]

Serves (with the flags of ``canasta-teach serve``) a bare notebook -- one answer Button in
a ``ct-answers`` box that sets a ``ct-feedback`` Label -- and the lesson notebook (default
``notebooks/01-cards-and-values.ipynb``; skipped with a message if it does not exist), and
prints for each, driving headless Chromium:

* time to interactive: median time from navigation to the first ``.ct-answers`` button
  visible and enabled (a fresh page, so a fresh kernel, per run);
* click-to-feedback latency p50/p95: click an answer button, until a ``.ct-feedback``
  element appears or changes (measured in the page); then ``.ct-try-again`` is clicked, if
  present, to reset (not timed);
* kernel memory: RSS of the page's kernel process (found in /proc among the server's
  children by the kernel id written in the page), median over runs, after the clicks;

then the lesson/bare ratios and the budgets: time-to-interactive ratio <= 1.5, lesson
feedback p95 < 100 ms, memory difference <= 15 MB, and the bare page's click-to-feedback
median < 35 ms (with Nagle's algorithm on the kernel websocket every click took >= 40 ms: the
budget that tests/test_serve.py once asserted). Exit status 1 when a budget fails.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))  # a script run from the checkout: tests/ is a package in it

from tests import browser_support as bs

DEFAULT_LESSON = REPO_ROOT / "notebooks" / "01-cards-and-values.ipynb"
ANSWERS = ".ct-answers"
FEEDBACK = ".ct-feedback"
TRY_AGAIN = ".ct-try-again"

BUDGET_TTI_RATIO = 1.5
BUDGET_FEEDBACK_P95_MS = 100.0
BUDGET_MEMORY_DIFF_MB = 15.0
BUDGET_BARE_CLICK_P50_MS = 35.0

BARE_CELL = """\
import ipywidgets as widgets
feedback = widgets.Label(value="")
feedback.add_class("ct-feedback")
answer = widgets.Button(description="Answer")
count = 0
def on_click(_):
    global count
    count += 1
    feedback.value = f"clicked {count}"
answer.on_click(on_click)
answers = widgets.HBox([answer])
answers.add_class("ct-answers")
widgets.VBox([answers, feedback])
"""

# Click the first enabled answer button and resolve with the time until the feedback
# elements' rendering changes (or an error after timeoutMs).
CLICK_JS = """
async ({answers, feedback, timeoutMs}) => {
  const btn = document.querySelector(answers + ' button:not([disabled])');
  if (!btn) return {error: 'no enabled button in ' + answers};
  const state = () => Array.from(document.querySelectorAll(feedback))
      .map(e => (e.offsetParent !== null || e.getClientRects().length) ? e.outerHTML : '')
      .join('|');
  const before = state();
  return await new Promise(resolve => {
    let obs = null, timer = null;
    const t0 = performance.now();
    const done = (result) => { obs.disconnect(); clearTimeout(timer); resolve(result); };
    obs = new MutationObserver(() => {
      if (state() !== before) done({ms: performance.now() - t0});
    });
    obs.observe(document.body, {subtree: true, childList: true, characterData: true,
                                attributes: true});
    timer = setTimeout(() => done({error: 'no feedback within ' + timeoutMs + ' ms'}),
                       timeoutMs);
    btn.click();
  });
}
"""

# Once the page has settled (no DOM change for 60 ms: the feedback, disabled answers and a
# try-again button may arrive as separate widget messages), click the try-again button if
# one is visible and enabled; resolve when an answer button is enabled again.
RESET_JS = """
async ({answers, feedback, tryAgain, timeoutMs}) => {
  const sleep = ms => new Promise(r => setTimeout(r, ms));
  const visible = e => e && (e.offsetParent !== null || e.getClientRects().length);
  let last = performance.now();
  const obs = new MutationObserver(() => { last = performance.now(); });
  obs.observe(document.body, {subtree: true, childList: true, characterData: true,
                              attributes: true});
  const t0 = performance.now();
  while (performance.now() - last < 60 && performance.now() - t0 < 2000) await sleep(10);
  obs.disconnect();
  const again = Array.from(document.querySelectorAll(
      tryAgain + ' button:not([disabled]), button' + tryAgain + ':not([disabled])'))
      .find(visible);
  const ready = () => document.querySelector(answers + ' button:not([disabled])') !== null;
  const state = () => Array.from(document.querySelectorAll(feedback))
      .map(e => visible(e) ? e.outerHTML : '').join('|');
  const before = state();
  if (again) again.click();
  while (performance.now() - t0 < timeoutMs) {
    if (ready() && (!again || state() !== before)) return {reset: !!again};
    await sleep(5);
  }
  return {reset: !!again, error: 'no enabled answer button again within ' + timeoutMs + ' ms'};
}
"""


@dataclass
class Result:
    name: str
    url: str
    tti_ms: list[float] = field(default_factory=list)
    feedback_ms: list[float] = field(default_factory=list)
    rss_mb: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @property
    def tti_median(self) -> float | None:
        return statistics.median(self.tti_ms) if self.tti_ms else None

    def feedback_pct(self, pct: float) -> float | None:
        return percentile(self.feedback_ms, pct)

    @property
    def rss_median(self) -> float | None:
        return statistics.median(self.rss_mb) if self.rss_mb else None


def percentile(values: list[float], pct: float) -> float | None:
    """Percentile with linear interpolation between closest ranks."""
    if not values:
        return None
    ordered = sorted(values)
    rank = (len(ordered) - 1) * pct / 100.0
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def write_bare_notebook(folder: Path) -> Path:
    path = folder / "bare.ipynb"
    path.write_text(
        json.dumps(
            {
                "cells": [
                    {
                        "cell_type": "code",
                        "id": "bare-0",
                        "metadata": {},
                        "source": BARE_CELL,
                        "outputs": [],
                        "execution_count": None,
                    }
                ],
                "metadata": {
                    "kernelspec": {
                        "name": "python3",
                        "display_name": "Python 3",
                        "language": "python",
                    },
                    "language_info": {"name": "python"},
                },
                "nbformat": 4,
                "nbformat_minor": 5,
            }
        ),
        encoding="utf-8",
    )
    return path


def one_run(
    browser: Any,
    server: bs.Server,
    notebook: Path,
    result: Result,
    clicks: int,
    record: bool,
    timeout_s: float,
) -> bool:
    """Load the page once, click, measure; False if it never became interactive."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    context = browser.new_context(viewport={"width": 1200, "height": 900})
    try:
        page = context.new_page()
        url = server.url(f"voila/render/{notebook.name}")
        result.url = url
        start = time.perf_counter()
        page.goto(url, wait_until="commit")
        try:
            page.wait_for_function(
                """(sel) => { const b = document.querySelector(sel + ' button');
                              return b && !b.disabled && b.getClientRects().length > 0; }""",
                arg=ANSWERS,
                timeout=timeout_s * 1000,
                polling="raf",
            )
        except PlaywrightTimeout:
            shown = page.evaluate(
                "() => Array.from(document.querySelectorAll('.ct-error'))"
                ".map(e => e.innerText.trim()).join(' / ')"
            )
            result.errors.append(
                f"no clickable {ANSWERS} button within {timeout_s:.0f} s"
                + (f" (the page shows .ct-error: {shown[:200]})" if shown else "")
            )
            return False
        tti = (time.perf_counter() - start) * 1000.0
        latencies: list[float] = []
        for _ in range(clicks):
            answer = page.evaluate(
                CLICK_JS, {"answers": ANSWERS, "feedback": FEEDBACK, "timeoutMs": 10_000}
            )
            if "error" in answer:
                result.errors.append(answer["error"])
                break
            latencies.append(float(answer["ms"]))
            reset = page.evaluate(
                RESET_JS,
                {
                    "answers": ANSWERS,
                    "feedback": FEEDBACK,
                    "tryAgain": TRY_AGAIN,
                    "timeoutMs": 10_000,
                },
            )
            if "error" in reset:
                result.errors.append(reset["error"])
                break
        rss = None
        kernel_id = bs.kernel_id_in(page.content())
        pid = bs.kernel_pid_for(server.pid, kernel_id) if kernel_id else None
        if pid is not None:
            rss = bs.rss_bytes(pid)
        if record:
            result.tti_ms.append(tti)
            result.feedback_ms.extend(latencies)
            if rss is not None:
                result.rss_mb.append(rss / 1e6)
            else:
                result.errors.append("kernel process not found")
        return True
    finally:
        context.close()  # the page's beforeunload shuts its kernel down


def bench(
    browser: Any,
    name: str,
    notebook: Path,
    runs: int,
    warmup: int,
    clicks: int,
    timeout_s: float,
) -> Result:
    result = Result(name=name, url="")
    with bs.running_server(notebook.parent) as server:
        for index in range(warmup + runs):
            if not one_run(
                browser, server, notebook, result, clicks, index >= warmup, timeout_s
            ):
                break  # it will not get better on the next load
            time.sleep(0.5)  # let the closed page's kernel go
    return result


def fmt(value: float | None, unit: str, digits: int = 1) -> str:
    return "n/a" if value is None else f"{value:.{digits}f} {unit}"


def report(bare: Result, lesson: Result | None, runs: int, clicks: int) -> bool:
    print(f"\nVoila benchmark: {runs} runs per notebook, {clicks} clicks per run")
    rows = [bare] + ([lesson] if lesson else [])
    width = 26
    print(f"{'':{width}}" + "".join(f"{r.name:>16}" for r in rows))
    lines = [
        ("time to interactive (p50)", lambda r: fmt(r.tti_median, "ms", 0)),
        ("click->feedback p50", lambda r: fmt(r.feedback_pct(50), "ms")),
        ("click->feedback p95", lambda r: fmt(r.feedback_pct(95), "ms")),
        ("kernel RSS (p50)", lambda r: fmt(r.rss_median, "MB")),
    ]
    for label, get in lines:
        print(f"{label:{width}}" + "".join(f"{get(r):>16}" for r in rows))
    for r in rows:
        for err in sorted(set(r.errors)):
            print(f"  ! {r.name}: {err}")
    ok = True

    def verdict(passed: bool, text: str) -> None:
        nonlocal ok
        ok = ok and passed
        print(f"  {'PASS' if passed else 'FAIL'}  {text}")

    bare_p50 = bare.feedback_pct(50)
    print("\nBudget of the bare page (TCP_NODELAY on the kernel websocket):")
    verdict(bare_p50 is not None and bare_p50 < BUDGET_BARE_CLICK_P50_MS,
            f"bare click-to-feedback p50 {fmt(bare_p50, 'ms')} < {BUDGET_BARE_CLICK_P50_MS:.0f} ms")
    if lesson is None:
        print("\nBudgets: SKIP (no lesson notebook; bare results only)")
        return ok

    tti_ratio = (
        lesson.tti_median / bare.tti_median
        if lesson.tti_median is not None and bare.tti_median
        else None
    )
    p95 = lesson.feedback_pct(95)
    bare_p95 = bare.feedback_pct(95)
    mem_diff = (
        lesson.rss_median - bare.rss_median
        if lesson.rss_median is not None and bare.rss_median is not None
        else None
    )
    print("\nRatios lesson/bare:")
    print(f"  time to interactive  {fmt(tti_ratio, 'x', 2)}")
    if p95 is not None and bare_p95:
        print(f"  feedback p95         {p95 / bare_p95:.2f} x")
    print(f"  kernel memory        {fmt(mem_diff, 'MB')} more")
    print("Budgets:")
    verdict(
        tti_ratio is not None and tti_ratio <= BUDGET_TTI_RATIO,
        f"time-to-interactive ratio {fmt(tti_ratio, 'x', 2)} <= {BUDGET_TTI_RATIO}",
    )
    verdict(
        p95 is not None and p95 < BUDGET_FEEDBACK_P95_MS,
        f"lesson feedback p95 {fmt(p95, 'ms')} < {BUDGET_FEEDBACK_P95_MS:.0f} ms",
    )
    verdict(
        mem_diff is not None and mem_diff <= BUDGET_MEMORY_DIFF_MB,
        f"kernel memory difference {fmt(mem_diff, 'MB')} <= {BUDGET_MEMORY_DIFF_MB:.0f} MB",
    )
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--notebook", type=Path, default=None, help="lesson notebook to measure")
    parser.add_argument("--runs", type=int, default=5, help="page loads per notebook (default 5)")
    parser.add_argument("--warmup", type=int, default=1, help="unrecorded loads first (default 1)")
    parser.add_argument("--clicks", type=int, default=20, help="clicks per page load (default 20)")
    parser.add_argument(
        "--timeout", type=float, default=60.0, help="seconds to wait for a page (default 60)"
    )
    parser.add_argument("--json", type=Path, default=None, help="also write the raw results here")
    ns = parser.parse_args(argv)
    if ns.runs < 1 or ns.clicks < 1 or ns.warmup < 0:
        parser.error("--runs and --clicks must be at least 1, --warmup at least 0")

    lesson_path: Path | None
    if ns.notebook is not None:
        lesson_path = ns.notebook.resolve()
        if not lesson_path.is_file():
            print(f"bench_voila: no notebook at {lesson_path}", file=sys.stderr)
            return 2
    elif DEFAULT_LESSON.is_file():
        lesson_path = DEFAULT_LESSON
    else:
        lesson_path = None
        print(f"Lesson {DEFAULT_LESSON.relative_to(REPO_ROOT)} not found: measuring the bare notebook only.")

    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("bench_voila: the playwright Python package is not installed", file=sys.stderr)
        return 2
    if not Path(bs.CHROMIUM).exists():
        print(f"bench_voila: Chromium not found at {bs.CHROMIUM}", file=sys.stderr)
        return 2

    with tempfile.TemporaryDirectory(prefix="bench-voila-") as tmp, sync_playwright() as pw:
        bare_nb = write_bare_notebook(Path(tmp))
        browser = bs.launch_chromium(pw)
        try:
            print(f"Measuring bare notebook ({ns.runs} runs)...", flush=True)
            bare = bench(browser, "bare", bare_nb, ns.runs, ns.warmup, ns.clicks, ns.timeout)
            lesson = None
            if lesson_path is not None:
                print(f"Measuring {lesson_path.name} ({ns.runs} runs)...", flush=True)
                lesson = bench(
                    browser, "lesson", lesson_path, ns.runs, ns.warmup, ns.clicks, ns.timeout
                )
        finally:
            browser.close()
    ok = report(bare, lesson, ns.runs, ns.clicks)
    if ns.json is not None:
        ns.json.write_text(
            json.dumps({"bare": asdict(bare), "lesson": asdict(lesson) if lesson else None}, indent=2)
        )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
