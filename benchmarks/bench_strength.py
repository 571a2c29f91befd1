"""Benchmark: how much stronger than the sensible bots is the strong bot (or a seat that
follows the coach's advice)? Run it as a script::

    python benchmarks/bench_strength.py [--deals 400] [--seed 0] [--jobs 2] [--players 4]
    python benchmarks/bench_strength.py --advised [--advised-playouts 20] [--deals 400]

Each seeded deal is played twice with the seats swapped: first the strong side sits at
seats 0 (and 2), the sensible bots at the others; then the same cards with the strong side
at seats 1 (and 3). A deal's result is the mean over its two hands of the strong side's
score for the hand minus the other side's: the luck of the cards cancels, what is left is
the players. Printed:

- the mean score difference per hand over the deals, with its 90% interval (Student's t
  over the deals, which are independent), and how often the strong side scored more;
- the strong bot's move time (every ``choose`` of a strong seat): median, p95 (budget
  300 ms) and slowest, on the wall clock and in CPU time (the machine is shared: the CPU
  time is what a move costs when it has a core to itself), with the load average before
  and after the run.

``--advised``: one seat (seat 0, then seat 1) follows the coach's advice at every
decision the coach compares (take or draw, go out or keep playing, freeze, each discard)
with ``--advised-playouts`` play-outs per choice; its partner and the opponents are
sensible bots. The deals run in ``--jobs`` processes (both cores by default).
Timings are reported, never asserted.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta_teach.game.operations import Operation  # noqa: E402
from canasta_teach.game.table import Observation  # noqa: E402
from canasta_teach.players.bots import Bot, SensibleBot  # noqa: E402
from canasta_teach.players.selfplay import RULESET_FOR_PLAYERS, play_hand  # noqa: E402
from canasta_teach.players.strong_bot import StrongBot, advised_bot  # noqa: E402

MOVE_BUDGET_MS = 300.0

#: Two-sided 90% quantiles of Student's t by degrees of freedom (the normal's past 120).
_T90 = {1: 6.314, 2: 2.920, 3: 2.353, 4: 2.132, 5: 2.015, 6: 1.943, 7: 1.895, 8: 1.860, 9: 1.833, 10: 1.812,
        15: 1.753, 20: 1.725, 30: 1.697, 40: 1.684, 60: 1.671, 120: 1.658}


def t90(df: int) -> float:
    """The two-sided 90% quantile of Student's t with ``df`` degrees of freedom (the
    nearest tabled value at or below ``df``: never narrower than the exact one)."""
    if df > 120:
        return 1.645
    return _T90[max(k for k in _T90 if k <= max(df, 1))]


class TimedBot:
    """A bot whose every ``choose`` is timed, on the wall clock and in CPU time."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.wall_ns: list[int] = []
        self.cpu_ns: list[int] = []

    def choose(self, observation: Observation, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
        wall, cpu = time.perf_counter_ns(), time.process_time_ns()
        op = self.bot.choose(observation, legal_ops, rng)
        self.cpu_ns.append(time.process_time_ns() - cpu)
        self.wall_ns.append(time.perf_counter_ns() - wall)
        return op


@dataclass(frozen=True)
class DealResult:
    """One deal played both ways: the strong side's score difference in each hand, the
    strong seats' move times, and what went wrong."""

    index: int
    differences: tuple[int, int]
    wall_ns: tuple[int, ...]
    cpu_ns: tuple[int, ...]
    consulted: int
    problems: tuple[str, ...]


@dataclass(frozen=True)
class Job:
    index: int
    seed: int
    players: int
    advised: bool
    advised_playouts: int


def _strong_seats(players: int, first: int, advised: bool) -> tuple[int, ...]:
    if advised or players != 4:
        return (first,)
    return (first, first + 2)


def play_deal(job: Job) -> DealResult:
    """The deal played twice, the strong (or advised) side first at seat 0, then at seat 1."""
    rules = RULESET_FOR_PLAYERS[job.players]
    differences: list[int] = []
    wall: list[int] = []
    cpu: list[int] = []
    consulted = 0
    problems: list[str] = []
    for first in (0, 1):
        strong = _strong_seats(job.players, first, job.advised)
        timed: list[TimedBot] = []
        bots: list[Bot] = []
        for seat in range(job.players):
            if seat in strong:
                bot = TimedBot(advised_bot(job.advised_playouts) if job.advised else StrongBot())
                timed.append(bot)
                bots.append(bot)
            else:
                bots.append(SensibleBot())
        result = play_hand(rules, seed=job.seed, bots=bots, dealer=0, index=job.index)
        problems += result.problems
        if result.refused or result.errors or not result.seat_totals:
            problems.append(f"deal {job.index} (seed {job.seed}): refused {result.refused}, errors {result.errors}")
            differences.append(0)
        else:
            totals = result.seat_totals
            mine = strong[0]
            # The best score among the seats of the other side(s) (three players: every
            # other seat, as the coach counts it).
            others = [totals[s] for s in range(job.players) if s not in result.sides[_side(result.sides, mine)]]
            differences.append(totals[mine] - max(others))
        for bot in timed:
            wall += bot.wall_ns
            cpu += bot.cpu_ns
            inner = bot.bot
            if isinstance(inner, StrongBot):
                consulted += inner.consulted
    return DealResult(job.index, (differences[0], differences[1]), tuple(wall), tuple(cpu), consulted, tuple(problems))


def _side(sides: Sequence[Sequence[int]], seat: int) -> int:
    return next(i for i, side in enumerate(sides) if seat in side)


def _percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def summary(results: Sequence[DealResult], *, what: str) -> list[str]:
    """The report's lines: the margin with its 90% interval, the wins, the move times."""
    per_deal = [sum(r.differences) / 2 for r in results]
    n = len(per_deal)
    mean = statistics.fmean(per_deal)
    sd = statistics.stdev(per_deal) if n > 1 else 0.0
    half = t90(n - 1) * sd / math.sqrt(n) if n > 1 else math.inf
    hands = [d for r in results for d in r.differences]
    won = sum(1 for d in hands if d > 0)
    lost = sum(1 for d in hands if d < 0)
    verdict = "clearly above zero" if mean - half > 0 else "NOT clearly above zero"
    wall = [t / 1e6 for r in results for t in r.wall_ns]
    cpu = [t / 1e6 for r in results for t in r.cpu_ns]
    p95_wall, p95_cpu = _percentile(wall, 0.95), _percentile(cpu, 0.95)
    lines = [
        f"{what} vs sensible: {n} deals x 2 (seats swapped) = {2 * n} hands",
        f"  mean score difference per hand: {mean:+.1f} points, 90% interval "
        f"[{mean - half:+.1f}, {mean + half:+.1f}] (t, {n - 1} df, sd per deal {sd:.0f}): {verdict}",
        f"  hands won {won}, lost {lost}, level {2 * n - won - lost}",
        f"  {what} moves: {len(wall)}, consulted the coach {sum(r.consulted for r in results)} times",
        f"  move time wall: median {_percentile(wall, 0.5):.1f} ms, p95 {p95_wall:.1f} ms "
        f"({'PASS' if p95_wall <= MOVE_BUDGET_MS else 'OVER'} {MOVE_BUDGET_MS:.0f} ms), slowest {max(wall, default=0):.0f} ms",
        f"  move time CPU:  median {_percentile(cpu, 0.5):.1f} ms, p95 {p95_cpu:.1f} ms "
        f"({'PASS' if p95_cpu <= MOVE_BUDGET_MS else 'OVER'} {MOVE_BUDGET_MS:.0f} ms), slowest {max(cpu, default=0):.0f} ms",
    ]
    problems = [p for r in results for p in r.problems]
    if problems:
        lines.append(f"  PROBLEMS ({len(problems)}): " + "; ".join(problems[:5]))
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=400, help="seeded deals, each played twice (default 400)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the deals (default 0)")
    parser.add_argument("--players", type=int, choices=sorted(RULESET_FOR_PLAYERS), default=4, help="table size (default 4)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: every core)")
    parser.add_argument("--advised", action="store_true", help="a seat that follows the coach's advice at every decision")
    parser.add_argument("--advised-playouts", type=int, default=20, help="the advised seat's play-outs per choice (default 20)")
    ns = parser.parse_args(argv)
    if ns.deals < 2:
        parser.error("--deals: give 2 or more (the interval needs a spread)")
    seeds = random.Random(f"bench-strength:{ns.seed}")
    jobs = [Job(i, seeds.getrandbits(32), ns.players, ns.advised, ns.advised_playouts) for i in range(ns.deals)]
    what = f"advised seat ({ns.advised_playouts} play-outs per choice)" if ns.advised else "strong bot"
    load_before = os.getloadavg()
    print(f"bench_strength: {what}, {ns.deals} deals at {ns.players} players, seed {ns.seed}, {ns.jobs} processes; "
          f"load average {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}", flush=True)
    start = time.perf_counter()
    results: list[DealResult] = []
    with multiprocessing.Pool(max(1, ns.jobs)) as pool:
        for result in pool.imap_unordered(play_deal, jobs):
            results.append(result)
            if len(results) % 20 == 0 and len(results) < ns.deals:
                # The figures so far: a run stopped early still says what it found.
                print(f"  after {len(results)} deals, {time.perf_counter() - start:.0f} s, load average "
                      f"{os.getloadavg()[0]:.2f}:", flush=True)
                for line in summary(sorted(results, key=lambda r: r.index), what=what)[1:]:
                    print("  " + line, flush=True)
    results.sort(key=lambda r: r.index)
    load_after = os.getloadavg()
    for line in summary(results, what=what):
        print(line)
    print(f"  {time.perf_counter() - start:.0f} s wall; load average at the end {load_after[0]:.2f} {load_after[1]:.2f} "
          f"{load_after[2]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
