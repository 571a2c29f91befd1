"""Benchmark: N processes writing answers to one progress store at the same time.

A classroom under Voila is one kernel process per learner, all writing to one SQLite file;
this measures what that costs. Run it as a script, not under pytest::

    python benchmarks/bench_store.py --processes 30 --writes 200

It prints rows/s over the whole run, p50/p95/max latency of ``record_answer`` and how many
times a write found the file locked and was retried by the store's backoff loop.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta_teach.progress.store import Answer, ProgressStore  # noqa: E402


def _writer(
    path: str, worker: int, writes: int, busy_timeout: float, barrier: object, results: object
) -> None:
    """Open the store, wait for all writers, then time each ``record_answer``."""
    # a bench writes as fast as it can: the per-learner bound (ANSWERS_PER_MINUTE) is off
    with ProgressStore.open(path, busy_timeout=busy_timeout, answers_per_minute=None) as store:
        barrier.wait(timeout=120)  # type: ignore[attr-defined]
        latencies: list[float] = []
        for i in range(writes):
            answer = Answer(
                f"learner{worker}",
                f"pos{i % 50}",
                rule_ids=("meld.minimum", f"rule{i % 7}"),
                correct=i % 3 != 0,
                first_try=i < 50,
                source="quiz",
                answer=f"answer {i}",
            )
            start = time.perf_counter()
            store.record_answer(answer)
            latencies.append(time.perf_counter() - start)
        results.put((worker, latencies, store.busy_retries, time.perf_counter()))  # type: ignore[attr-defined]


def _percentile(sorted_values: list[float], share: float) -> float:
    index = min(len(sorted_values) - 1, max(0, round(share * (len(sorted_values) - 1))))
    return sorted_values[index]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", "-n", type=int, default=30)
    parser.add_argument("--writes", "-w", type=int, default=200, help="answers per process")
    parser.add_argument(
        "--busy-timeout", type=float, default=2.0,
        help="SQLite's own wait per attempt, s (small values exercise the retry loop)",
    )
    parser.add_argument("--db", type=Path, default=None, help="store path (default: a temp file)")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as folder:
        path = args.db or Path(folder) / "bench.sqlite3"
        ProgressStore.open(path).close()  # create the schema outside the timed part
        ctx = multiprocessing.get_context("spawn")
        barrier = ctx.Barrier(args.processes + 1)
        results = ctx.Queue()
        processes = [
            ctx.Process(target=_writer, args=(str(path), w, args.writes, args.busy_timeout, barrier, results))
            for w in range(args.processes)
        ]
        for process in processes:
            process.start()
        barrier.wait(timeout=120)
        start = time.perf_counter()
        collected = [results.get(timeout=300) for _ in processes]
        for process in processes:
            process.join()
        end = max(finished for _w, _l, _r, finished in collected)
        latencies = sorted(lat for _w, lats, _r, _f in collected for lat in lats)
        retries = sum(r for _w, _l, r, _f in collected)
        with ProgressStore.open(path) as store:
            rows = len(store.answers())
            integrity = store.integrity_check()

    expected = args.processes * args.writes
    elapsed = end - start
    print(f"processes           {args.processes}  (busy timeout {args.busy_timeout:g} s)")
    print(f"rows written        {rows} (expected {expected})")
    print(f"wall time           {elapsed:.2f} s")
    print(f"rows/s              {rows / elapsed:,.0f}")
    print(f"latency p50         {_percentile(latencies, 0.50) * 1000:.2f} ms")
    print(f"latency p95         {_percentile(latencies, 0.95) * 1000:.2f} ms")
    print(f"latency p99         {_percentile(latencies, 0.99) * 1000:.2f} ms")
    print(f"latency max         {latencies[-1] * 1000:.2f} ms")
    print(f"mean latency        {statistics.fmean(latencies) * 1000:.2f} ms")
    print(f"busy retries        {retries}")
    print(f"integrity_check     {integrity}")
    return 0 if rows == expected and integrity == "ok" else 1


if __name__ == "__main__":
    raise SystemExit(main())
