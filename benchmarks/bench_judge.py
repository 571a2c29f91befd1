"""Benchmark: how long the judge takes per ruling, and a whole ``check`` of the shipped
positions. Run it as a script, not under pytest::

    python benchmarks/bench_judge.py [--reps 300] [--runs 7]

For every ask it prints the median and p95 time per ruling in microseconds: each shipped
position is judged ``--reps`` times (each call timed on its own with
``time.perf_counter_ns``, the position's cached properties cleared before every call so
each ruling is computed from scratch); the ask's median is the median of the positions'
medians, its p95 the 95th percentile of all calls. Then the time of
``canasta_teach.content.check.check_files`` over every shipped file (load + judge + compare),
median of ``--runs`` runs.

A baseline measured in the same run (an empty function call, ``Card.parse('Ks')``) is
printed with every figure as a ratio, so machines can be compared. Budgets (DESIGN.md,
tightened for the judge): take-pile under 25 us median, go-out under 500 us median, the
whole check well under 1 s. Exit status 0 when every budget passes, 1 otherwise.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from functools import cached_property
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta_teach.content.check import check_files, shipped_position_files  # noqa: E402
from canasta_teach.game.cards import Card  # noqa: E402
from canasta_teach.judge import Ask, Position, Ruling, judge  # noqa: E402
from canasta_teach.judge.engine_asks import should_rules  # noqa: E402


def _rules(p: Position) -> Ruling:
    """The judge layer's ruling from the rules alone: for ``should`` what the rules allow
    (``judge()`` refuses should, whose verdict is the coach's play-outs, not timed here)."""
    return should_rules(p) if p.ask is Ask.SHOULD else judge(p)
from canasta_teach.content.authoring import load_positions  # noqa: E402
from canasta_teach.game.melds import Meld

#: ask -> median budget in microseconds
BUDGETS_US = {"take-pile": 25.0, "go-out": 500.0}
CHECK_BUDGET_S = 1.0


def _cached_names(cls: type) -> tuple[str, ...]:
    return tuple(name for name, value in vars(cls).items() if isinstance(value, cached_property))


_POSITION_CACHED = _cached_names(Position)
_MELD_CACHED = _cached_names(Meld)


def _clear_caches(p: Position) -> None:
    """Forget the cached properties of the position and its melds (cold ruling)."""
    d = p.__dict__
    for name in _POSITION_CACHED:
        d.pop(name, None)
    for meld in p.our_melds + p.their_melds:
        md = meld.__dict__
        for name in _MELD_CACHED:
            md.pop(name, None)


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))
    return ordered[index]


def _time_calls(fn: Callable[[], object], reps: int, before: Callable[[], None] | None = None) -> list[int]:
    """Per-call times in ns, each call timed on its own."""
    clock = time.perf_counter_ns
    out: list[int] = []
    for _ in range(reps):
        if before is not None:
            before()
        start = clock()
        fn()
        out.append(clock() - start)
    return out


def _empty() -> None:
    return None


def baseline(reps: int) -> dict[str, float]:
    """Median ns of an empty call and of Card.parse('Ks'), timed like the rulings."""
    _time_calls(_empty, 1000)  # warm up
    empty = statistics.median(_time_calls(_empty, reps * 20))
    parse = statistics.median(_time_calls(lambda: Card.parse("Ks"), reps * 20))
    return {"empty call": empty, "Card.parse('Ks')": parse}


def bench_rulings(positions: list[Position], reps: int) -> dict[str, tuple[int, float, float, float]]:
    """ask -> (positions, median of medians us, p95 of all calls us, slowest position median us)."""
    per_ask_medians: dict[str, list[float]] = defaultdict(list)
    per_ask_all: dict[str, list[float]] = defaultdict(list)
    for p in positions:
        _rules(p)  # warm up the code path
        times = _time_calls(lambda: _rules(p), reps, before=lambda: _clear_caches(p))
        us = [t / 1000 for t in times]
        per_ask_medians[p.ask.value].append(statistics.median(us))
        per_ask_all[p.ask.value].extend(us)
    out = {}
    for ask in sorted(per_ask_medians):
        medians = per_ask_medians[ask]
        out[ask] = (len(medians), statistics.median(medians), _percentile(per_ask_all[ask], 0.95), max(medians))
    return out


def bench_check(files: list[Path], runs: int) -> tuple[float, int, int]:
    """Median seconds of check_files over the files; positions checked; problems."""
    times = []
    checked = problems = 0
    for _ in range(runs):
        start = time.perf_counter_ns()
        checked, found = check_files(files)
        times.append((time.perf_counter_ns() - start) / 1e9)
        problems = len(found)
    return statistics.median(times), checked, problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=300, help="judge calls per position")
    parser.add_argument("--runs", type=int, default=7, help="runs of the whole check")
    ns = parser.parse_args(argv)

    files = shipped_position_files()
    if not files:
        print("no shipped position files (canasta_teach/data/positions/*.yaml)", file=sys.stderr)
        return 2
    positions = [p for path in files for p in load_positions(path)]

    gc.disable()  # keep collector pauses out of the per-call figures
    try:
        base = baseline(ns.reps)
        rulings = bench_rulings(positions, ns.reps)
    finally:
        gc.enable()
    check_s, checked, problems = bench_check(files, ns.runs)

    parse_ns = base["Card.parse('Ks')"]
    print(f"canasta-teach judge benchmark: {len(positions)} shipped positions in {len(files)} files, "
          f"{ns.reps} rulings per position (cold caches), Python {sys.version.split()[0]}")
    print()
    print("baseline (median of per-call times)")
    for name, value in base.items():
        print(f"  {name:<20} {value / 1000:8.3f} us")
    print()
    print("per ruling, by ask      n   median us     p95 us   slowest us   median/parse   budget      verdict")
    verdicts: list[bool] = []
    for ask, (n, med, p95, worst) in rulings.items():
        budget = BUDGETS_US.get(ask)
        if budget is None:
            budget_text, verdict = "-", ""
        else:
            ok = med < budget
            verdicts.append(ok)
            budget_text, verdict = f"< {budget:g} us", "PASS" if ok else "FAIL"
        print(f"  {ask:<18} {n:4d} {med:11.2f} {p95:10.2f} {worst:12.2f} {med * 1000 / parse_ns:14.1f}   {budget_text:<11} {verdict}")
    for ask in BUDGETS_US:
        if ask not in rulings:
            print(f"  {ask:<18}    0   (no shipped position asks this: budget not measured)   FAIL")
            verdicts.append(False)
    print()
    ok = check_s < CHECK_BUDGET_S
    verdicts.append(ok)
    print(f"check of all shipped positions (load + judge + compare, median of {ns.runs} runs): "
          f"{check_s * 1000:.1f} ms for {checked} positions ({check_s * 1e6 / max(checked, 1):.0f} us each, "
          f"{check_s * 1e9 / parse_ns:.0f} x Card.parse); budget < {CHECK_BUDGET_S:g} s: {'PASS' if ok else 'FAIL'}")
    if problems:
        print(f"  note: check reported {problems} problem(s); run `canasta-teach check` to see them")
    print()
    overall = all(verdicts)
    print("overall:", "PASS" if overall else "FAIL")
    return 0 if overall else 1


if __name__ == "__main__":
    sys.exit(main())
