"""Benchmark: the game engine and the bots, at tables of 2, 3 and 4 players. Run it as a
script, not under pytest::

    python benchmarks/bench_engine.py [--hands 100] [--seed 1]

For each table size it plays ``--hands`` seeded hands with random bots and as many with
sensible bots, each bot seeing only ``observe(state, seat)``, and times every step on its
own with ``time.perf_counter_ns`` (the garbage collector off, as in bench_judge):

- per action of a random playout: ``legal_operations`` + ``apply`` (``verified=True``: the
  operation came from ``legal_operations``), median and p95; the same with ``verify`` too,
  as self-play runs it; and the ratio to the Python engine of canasta-openspiel (about
  75 us per action on this kind of machine, measured apart);
- hands per second, random and sensible bots (deal, every legal_operations, observe,
  choose and apply);
- bot move (``observe`` + ``choose``): median, p95 and slowest;
- a whole hand: median, p95 and slowest.

A baseline measured in the same run (an empty function call, ``Card.parse('Ks')``) is
printed with the per-action figures as a ratio, so machines can be compared. Budgets
(DESIGN.md): legal_operations + apply at most 40 us median per action; bot move p95 under
20 ms; a hand with four bots (and with two or three) well under 1 s. Each budget line says
PASS or OVER. Timings are never asserted: the exit status is 0 unless a hand got stuck.

``--before REV`` (a git revision, say ``HEAD~3``) also measures the per-action cost of
that revision's engine in the same run: its ``canasta_teach`` is unpacked into a temporary
folder and both engines play the same seeded random hands in turn, in fresh processes,
``--rounds`` times; the figures and their ratio (before / now), over all table sizes and
for each (median and p95, each the lowest of the rounds), are printed with the load
average, since other processes on a shared machine slow both alike. ``--before`` alone
(with ``--only-before``) skips the full benchmark after it.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve()
#: The tree whose engine is measured: this one, or ``--root DIR`` (the --before run).
ROOT = Path(sys.argv[sys.argv.index("--root") + 1]) if "--root" in sys.argv[:-1] else HERE.parents[1]
sys.path.insert(0, str(ROOT))

from canasta_teach.game.cards import Card  # noqa: E402
from canasta_teach.game.deal import deal  # noqa: E402
from canasta_teach.game.referee import apply, legal_operations, verify  # noqa: E402
from canasta_teach.game.rulesets import get_ruleset  # noqa: E402
from canasta_teach.game.table import observe  # noqa: E402
from canasta_teach.players.bots import Bot, make_bot  # noqa: E402
from canasta_teach.players.selfplay import RULESET_FOR_PLAYERS  # noqa: E402

ACTION_BUDGET_US = 40.0
OPENSPIEL_US = 75.0
BOT_MOVE_BUDGET_MS = 20.0
HAND_BUDGET_S = 1.0
TABLES = (2, 3, 4)
LEVELS = ("random", "sensible")


def _percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))
    return ordered[index]


def _time_calls(fn: Callable[[], object], reps: int) -> list[int]:
    clock = time.perf_counter_ns
    out: list[int] = []
    for _ in range(reps):
        start = clock()
        fn()
        out.append(clock() - start)
    return out


def _empty() -> None:
    return None


def baseline(reps: int = 6000) -> dict[str, float]:
    """Median ns of an empty call and of Card.parse('Ks'), timed like the actions."""
    _time_calls(_empty, 1000)
    return {
        "empty call": statistics.median(_time_calls(_empty, reps)),
        "Card.parse('Ks')": statistics.median(_time_calls(lambda: Card.parse("Ks"), reps)),
    }


@dataclass
class Run:
    """Per-step times (ns) of the hands of one table size and bot level."""

    action_ns: list[int] = field(default_factory=list)
    verify_ns: list[int] = field(default_factory=list)
    move_ns: list[int] = field(default_factory=list)
    hand_ns: list[int] = field(default_factory=list)
    seconds: float = 0.0


def play(players: int, level: str, hands: int, seed: int) -> Run:
    """Play ``hands`` hands, timing every step on its own."""
    rules = get_ruleset(RULESET_FOR_PLAYERS[players])
    bots: list[Bot] = [make_bot(level) for _ in range(players)]
    seeds = random.Random(seed)
    clock = time.perf_counter_ns
    run = Run()
    action_ns, move_ns = run.action_ns, run.move_ns  # verify_ns: filled by verify_times
    wall = time.perf_counter()
    for index in range(hands):
        hand_seed = seeds.getrandbits(32)
        rngs = [random.Random(f"{hand_seed}:{seat}") for seat in range(players)]
        hand_start = clock()
        state = deal(rules, seed=hand_seed, dealer=index % players)
        while not state.is_over:
            t0 = clock()
            ops = legal_operations(state)
            t1 = clock()
            if not ops:
                raise RuntimeError(f"{players} players, hand seed {hand_seed}: no legal operation, the hand is not over")
            seat = state.current_player()
            assert seat is not None  # not over
            op = bots[seat].choose(observe(state, seat), ops, rngs[seat])
            t2 = clock()
            state = apply(state, op, verified=True)
            t3 = clock()
            action_ns.append((t1 - t0) + (t3 - t2))
            move_ns.append(t2 - t1)
        run.hand_ns.append(clock() - hand_start)
    run.seconds = time.perf_counter() - wall
    return run


def verify_times(players: int, hands: int, seed: int) -> list[int]:
    """Per action of the same random playouts: legal_operations + verify + apply, as
    self-play runs them (the bot's operation is verified before it is applied)."""
    rules = get_ruleset(RULESET_FOR_PLAYERS[players])
    bots = [make_bot("random") for _ in range(players)]
    seeds = random.Random(seed)
    clock = time.perf_counter_ns
    out: list[int] = []
    for index in range(hands):
        hand_seed = seeds.getrandbits(32)
        rngs = [random.Random(f"{hand_seed}:{seat}") for seat in range(players)]
        state = deal(rules, seed=hand_seed, dealer=index % players)
        while not state.is_over:
            seat = state.current_player()
            assert seat is not None
            t0 = clock()
            ops = legal_operations(state)
            t1 = clock()
            op = bots[seat].choose(observe(state, seat), ops, rngs[seat])
            t2 = clock()
            verify(state, op)
            state = apply(state, op, verified=True)
            t3 = clock()
            out.append((t1 - t0) + (t3 - t2))
    return out


def _verdict(ok: bool) -> str:
    return "PASS" if ok else "OVER"


def per_action(hands: int, seed: int) -> dict[str, float]:
    """legal_operations + apply per action of random playouts at every table size, in us:
    the median and the mean (a play-out pays the mean), and the baseline call; and each
    table size's median and p95 (``median 2``, ``p95 2``, ...)."""
    for players in TABLES:
        play(players, "random", 2, seed + 1000)
    gc.disable()
    try:
        base = baseline()
        by_table = {p: play(p, "random", hands, seed).action_ns for p in TABLES}
    finally:
        gc.enable()
    times = [t for p in TABLES for t in by_table[p]]
    out = {"median": statistics.median(times) / 1000, "mean": statistics.fmean(times) / 1000,
           "parse": base["Card.parse('Ks')"] / 1000, "actions": len(times)}
    for p, table_times in by_table.items():
        out[f"median {p}"] = statistics.median(table_times) / 1000
        out[f"p95 {p}"] = _percentile(table_times, 0.95) / 1000
    return out


def _unpack(revision: str, into: Path) -> None:
    """The ``canasta_teach`` package of ``revision``, unpacked into ``into``."""
    archive = subprocess.run(["git", "-C", str(HERE.parents[1]), "archive", revision, "canasta_teach"],
                             check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)


def _measure_in(root: Path, hands: int, seed: int) -> dict[str, float]:
    out = subprocess.run([sys.executable, str(HERE), "--root", str(root), "--per-action-json", "--hands", str(hands),
                          "--seed", str(seed)], check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])  # type: ignore[no-any-return]


def compare_before(revision: str, hands: int, seed: int, rounds: int) -> None:
    """Per-action cost of ``revision``'s engine and of this tree's, in turn, same run."""
    with tempfile.TemporaryDirectory(prefix="bench-before-") as tmp:
        _unpack(revision, Path(tmp))
        load = os.getloadavg()
        runs: dict[str, list[dict[str, float]]] = {"before": [], "now": []}
        for _ in range(rounds):
            runs["before"].append(_measure_in(Path(tmp), hands, seed))
            runs["now"].append(_measure_in(HERE.parents[1], hands, seed))
        after_load = os.getloadavg()
    print(f"per action, legal_operations + apply (random playouts, {hands} hands at each table size, seed {seed}): "
          f"{revision} (before) against this tree (now), {rounds} rounds in turn, fresh processes")
    print(f"  load average (1, 5, 15 min) at the start {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}, "
          f"at the end {after_load[0]:.1f} {after_load[1]:.1f} {after_load[2]:.1f} (2 cores)")
    print("  engine   actions  median us  mean us   median/parse   (best round; every round's median)")
    best = {}
    for name, measured in runs.items():
        top = min(measured, key=lambda r: r["median"])
        best[name] = top
        rounds_seen = ", ".join(f"{r['median']:.1f}" for r in measured)
        print(f"  {name:<7} {top['actions']:8.0f} {top['median']:10.1f} {top['mean']:8.1f} {top['median'] / top['parse']:14.1f}"
              f"   ({rounds_seen})")
    print(f"  ratio before / now: median {best['before']['median'] / best['now']['median']:.2f}x, "
          f"mean {best['before']['mean'] / best['now']['mean']:.2f}x")
    print("  players  median us before -> now (ratio)   p95 us before -> now (ratio)   (the best round's)")
    for p in TABLES:
        med_before, med_now = (min(r[f"median {p}"] for r in runs[name]) for name in ("before", "now"))
        p95_before, p95_now = (min(r[f"p95 {p}"] for r in runs[name]) for name in ("before", "now"))
        print(f"  {p:7d}  {med_before:8.1f} -> {med_now:6.1f} ({med_before / med_now:4.2f}x)"
              f"   {p95_before:12.1f} -> {p95_now:6.1f} ({p95_before / p95_now:4.2f}x)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100, help="hands per table size and bot level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--before", metavar="REV", help="also measure this git revision's engine, in turn with this one")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of --before")
    parser.add_argument("--only-before", action="store_true", help="with --before: stop after the comparison")
    parser.add_argument("--root", help=argparse.SUPPRESS)
    parser.add_argument("--per-action-json", action="store_true", help=argparse.SUPPRESS)
    ns = parser.parse_args(argv)
    if ns.per_action_json:
        print(json.dumps(per_action(ns.hands, ns.seed)))
        return 0
    if ns.before:
        compare_before(ns.before, ns.hands, ns.seed, ns.rounds)
        if ns.only_before:
            return 0
        print()

    for players in TABLES:  # warm up every code path
        for level in LEVELS:
            play(players, level, 2, ns.seed + 1000)
    gc.disable()  # keep collector pauses out of the per-step figures
    try:
        base = baseline()
        runs = {(p, level): play(p, level, ns.hands, ns.seed) for p in TABLES for level in LEVELS}
        for p in TABLES:
            runs[(p, "random")].verify_ns = verify_times(p, ns.hands, ns.seed)
    except RuntimeError as err:
        print(f"stuck: {err}", file=sys.stderr)
        return 1
    finally:
        gc.enable()

    parse_ns = base["Card.parse('Ks')"]
    print(f"canasta-teach engine benchmark: {ns.hands} hands per table size and bot level, seed {ns.seed}, "
          f"Python {sys.version.split()[0]}")
    print()
    print("baseline (median of per-call times)")
    for name, value in base.items():
        print(f"  {name:<20} {value / 1000:8.3f} us")
    print()
    print("random playout, per action: legal_operations + apply (verified=True)")
    print("  players  actions  median us   p95 us  median/parse  vs openspiel 75 us  +verify median us  +verify p95 us   budget       verdict")
    for p in TABLES:
        run = runs[(p, "random")]
        us = [t / 1000 for t in run.action_ns]
        vus = [t / 1000 for t in run.verify_ns]
        med, p95 = statistics.median(us), _percentile(us, 0.95)
        vmed, vp95 = statistics.median(vus), _percentile(vus, 0.95)
        print(f"  {p:7d} {len(us):8d} {med:10.1f} {p95:8.1f} {med * 1000 / parse_ns:13.1f} {med / OPENSPIEL_US:18.2f}x "
              f"{vmed:17.1f} {vp95:15.1f}   <= {ACTION_BUDGET_US:g} us     {_verdict(med <= ACTION_BUDGET_US)}")
    print()
    print("hands per second (deal + legal_operations + observe + choose + apply)")
    print("  players   " + "  ".join(f"{level:>9}" for level in LEVELS) + "   actions per hand (random, sensible)")
    for p in TABLES:
        rates = [len(runs[(p, level)].hand_ns) / runs[(p, level)].seconds for level in LEVELS]
        per_hand = [len(runs[(p, level)].action_ns) / max(len(runs[(p, level)].hand_ns), 1) for level in LEVELS]
        print(f"  {p:7d}   " + "  ".join(f"{r:9.1f}" for r in rates) + "   " + ", ".join(f"{a:.0f}" for a in per_hand))
    print()
    print("bot move (observe + choose)")
    print("  players  level      moves  median us   p95 ms   max ms   budget p95   verdict")
    for p in TABLES:
        for level in LEVELS:
            moves = runs[(p, level)].move_ns
            p95 = _percentile(moves, 0.95) / 1e6
            print(f"  {p:7d}  {level:<9} {len(moves):6d} {statistics.median(moves) / 1000:10.1f} {p95:8.3f} {max(moves) / 1e6:8.3f}"
                  f"   < {BOT_MOVE_BUDGET_MS:g} ms     {_verdict(p95 < BOT_MOVE_BUDGET_MS)}")
    print()
    print("a whole hand (deal to hand over, bots included)")
    print("  players  level      hands  median ms   p95 ms   max ms   budget max   verdict")
    for p in TABLES:
        for level in LEVELS:
            times = runs[(p, level)].hand_ns
            worst = max(times) / 1e9
            print(f"  {p:7d}  {level:<9} {len(times):6d} {statistics.median(times) / 1e6:10.1f} {_percentile(times, 0.95) / 1e6:8.1f}"
                  f" {worst * 1000:8.1f}   < {HAND_BUDGET_S:g} s      {_verdict(worst < HAND_BUDGET_S)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
