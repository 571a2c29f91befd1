"""Benchmark: bot moves, whole bot hands, and the coach's verdict. Run it as a script::

    python benchmarks/bench_coach.py [--hands 60] [--playouts 200] [--seed 1]

Figures (each budget line says PASS or OVER; timings are never asserted):

- bot move (``observe`` + ``choose`` of the sensible bot) at tables of 2, 3 and 4: median,
  p95 (budget 20 ms) and slowest;
- a hand played by four sensible bots, deal to hand over: median, p95, slowest (budget 1 s);
- the coach's verdict with ``--playouts`` play-outs per choice on three decisions: going
  out with a lead (go-out / keep-playing), a big pile that makes a canasta (take-pile /
  draw) and the first discard of a dealt hand (two discards); budget 3 s each. The same
  verdicts with random bots for the play-outs show what a cheaper play-out level would cost:
  its time and whether it picks the same best choice, with its means beside the sensible
  ones.

A baseline measured in the same run (an empty call, ``Card.parse('Ks')``) is printed with
the ratio of each coach time to it, so machines can be compared.

``--before REV`` (a git revision) first times the verdict of two choices at
``--playouts`` play-outs each (the first discard of a deal, every play-out played) with
that revision's code, then with this tree's, alone and with its worker process on the
second core (:mod:`canasta_teach.players.playout_pool`, started and answering before the
clock starts), in turn, in fresh processes, ``--rounds`` times: wall and CPU seconds (the
CPU of this process; the worker's is not counted), and the load average, since the
machine may be shared.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve()
#: The tree whose coach is timed: this one, or ``--root DIR`` (the --before run).
ROOT = Path(sys.argv[sys.argv.index("--root") + 1]) if "--root" in sys.argv[:-1] else HERE.parents[1]
sys.path.insert(0, str(ROOT))

from canasta_teach.content.authoring import parse_positions  # noqa: E402
from canasta_teach.game.cards import Card  # noqa: E402
from canasta_teach.game.choices import Choice  # noqa: E402
from canasta_teach.game.deal import deal  # noqa: E402
from canasta_teach.game.operations import DrawStock  # noqa: E402
from canasta_teach.game.referee import apply  # noqa: E402
from canasta_teach.game.table import TableState  # noqa: E402
from canasta_teach.players.coach import CoachVerdict, coach, decision_choices, table_for_position  # noqa: E402
from canasta_teach.players.selfplay import play_hands  # noqa: E402

BOT_MOVE_BUDGET_MS = 20.0
HAND_BUDGET_S = 1.0
COACH_BUDGET_S = 3.0

POSITIONS = """
- id: go-out-lead
  hand: 7c 7h 7d 10s
  our_melds: [Qs Qh Qd Qc Qs Qh 2c, 10h 10d 10c, As Ah Ad]
  their_melds: [Ks Kh Kd, 9s 9h 9d 9c]
  pile: 8d 5c 6h
  score: [2400, 2600]
  ask: go-out
- id: big-pile
  hand: Ks Kh 9d 7c 6s 5h 4c Jd
  our_melds: [Kd Kc Ks Kh, 8s 8h 8d]
  their_melds: [10s 10h 10d, 6c 6d 6h]
  pile: 4d JK As Jh 9s 7s Ah 10c Qc 5s Kd
  score: [1900, 2000]
  ask: take-pile
"""


def _percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))]


def _median_ns(fn: Callable[[], object], reps: int = 5000) -> float:
    clock = time.perf_counter_ns
    out = []
    for _ in range(reps):
        start = clock()
        fn()
        out.append(clock() - start)
    return statistics.median(out)


def _verdict(ok: bool) -> str:
    return "PASS" if ok else "OVER"


def decisions() -> list[tuple[str, TableState, tuple[Choice, ...]]]:
    positions = {p.id: p for p in parse_positions(POSITIONS)}
    go_or_keep, take_or_draw = (Choice.GO_OUT, Choice.KEEP_PLAYING), (Choice.TAKE_PILE, Choice.DRAW)
    out: list[tuple[str, TableState, tuple[Choice, ...]]] = [
        ("go out with a lead", table_for_position(positions["go-out-lead"], go_or_keep), go_or_keep),
        ("big pile: take or draw", table_for_position(positions["big-pile"], take_or_draw), take_or_draw),
    ]
    state = apply(deal("classic", seed=11), DrawStock())
    discards = tuple(c for c in decision_choices(state, state.to_move) if c.card is not None)[:2]
    out.append(("first discard of a deal", state, discards))
    return out


def _timed(state: TableState, choices: tuple[Choice, ...], playouts: int, seed: int, level: str,
           stop_early: bool = True) -> tuple[float, float, CoachVerdict]:
    """Wall-clock and CPU seconds of one verdict (the CPU time leaves out the waits for
    the other processes of a shared machine)."""
    start, cpu = time.perf_counter(), time.process_time()
    verdict = coach(state, state.to_move, choices, playouts=playouts, seed=seed, level=level, stop_early=stop_early)
    return time.perf_counter() - start, time.process_time() - cpu, verdict


def verdict_time(playouts: int, seed: int, worker: bool) -> dict[str, float]:
    """One timed verdict of two choices (the first discard of a deal), every play-out
    played; with ``worker``, once the worker process answers (a tree without one plays alone)."""
    name, state, choices = decisions()[2]
    coach(state, state.to_move, choices, playouts=4, seed=seed + 1)  # warm up (and start the worker)
    used = False
    if worker:
        try:
            from canasta_teach.players import playout_pool
        except ImportError:  # a revision from before the worker
            playout_pool = None  # type: ignore[assignment]
        if playout_pool is not None and playout_pool.worker_wanted():
            used = playout_pool.wait_ready(120.0)
    wall, cpu, v = _timed(state, choices, playouts, seed, "sensible", stop_early=False)
    return {"wall": wall, "cpu": cpu, "worker": used, "best": str(v.best),
            "means": [round(o.mean, 1) for o in v.outcomes]}


def _verdict_in(root: Path, playouts: int, seed: int, worker: bool) -> dict[str, float]:
    env = dict(os.environ)
    env["CANASTA_TEACH_COACH_WORKERS"] = "1" if worker else "0"  # config.COACH_WORKERS_ENV (absent before)
    out = subprocess.run([sys.executable, str(HERE), "--root", str(root), "--verdict-json", "--playouts", str(playouts),
                          "--seed", str(seed)], check=True, capture_output=True, text=True, env=env).stdout
    return json.loads(out.strip().splitlines()[-1])  # type: ignore[no-any-return]


def compare_before(revision: str, playouts: int, seed: int, rounds: int) -> None:
    """The verdict's time with ``revision``'s code, and with this tree's alone and with
    its worker, in turn."""
    with tempfile.TemporaryDirectory(prefix="bench-before-") as tmp:
        archive = subprocess.run(["git", "-C", str(HERE.parents[1]), "archive", revision, "canasta_teach"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        runs: dict[str, list[dict[str, float]]] = {"before": [], "now, alone": [], "now, 2 cores": []}
        load = os.getloadavg()
        for _ in range(rounds):
            runs["before"].append(_verdict_in(Path(tmp), playouts, seed, False))
            runs["now, alone"].append(_verdict_in(HERE.parents[1], playouts, seed, False))
            runs["now, 2 cores"].append(_verdict_in(HERE.parents[1], playouts, seed, True))
        after_load = os.getloadavg()
    print(f"the coach's verdict, 2 choices x {playouts} play-outs (first discard of a deal, all play-outs played): "
          f"{revision} (before) against this tree (now), {rounds} rounds in turn, fresh processes")
    print(f"  load average (1, 5, 15 min) at the start {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}, "
          f"at the end {after_load[0]:.1f} {after_load[1]:.1f} {after_load[2]:.1f} (2 cores)")
    print("  code            wall s (best)   cpu s here (best)   every round's wall s   worker used   best, means")
    best = {}
    for name, measured in runs.items():
        top = min(measured, key=lambda r: r["wall"])
        best[name] = top
        walls = ", ".join(f"{r['wall']:.2f}" for r in measured)
        print(f"  {name:<14} {top['wall']:14.2f} {min(r['cpu'] for r in measured):19.2f}   {walls:<22} {'yes' if top['worker'] else 'no':>11}"
              f"   {top['best']} {top['means']}")
    for name in ("now, alone", "now, 2 cores"):
        print(f"  wall before / {name}: {best['before']['wall'] / best[name]['wall']:.2f}x")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=60, help="bot hands per table size")
    parser.add_argument("--playouts", type=int, default=200, help="coach play-outs per choice")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--before", metavar="REV", help="also time the verdict with this git revision's code, in turn with this one")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of --before")
    parser.add_argument("--root", help=argparse.SUPPRESS)
    parser.add_argument("--verdict-json", action="store_true", help=argparse.SUPPRESS)
    ns = parser.parse_args(argv)
    if ns.verdict_json:
        print(json.dumps(verdict_time(ns.playouts, ns.seed, os.environ.get("CANASTA_TEACH_COACH_WORKERS") != "0")))
        return 0
    if ns.before:
        compare_before(ns.before, ns.playouts, ns.seed, ns.rounds)
        print()

    empty = _median_ns(lambda: None)
    parse = _median_ns(lambda: Card.parse("Ks"))
    play_hands(4, 2, seed=ns.seed + 1000)  # warm up
    print(f"canasta-teach coach benchmark: {ns.hands} hands per table, {ns.playouts} play-outs per choice, seed {ns.seed}, "
          f"Python {sys.version.split()[0]}")
    print(f"baseline: empty call {empty / 1000:.3f} us, Card.parse('Ks') {parse / 1000:.3f} us")
    print()
    print("bot move (observe + choose), sensible bots")
    print("  players   moves  median us   p95 ms   max ms   budget p95   verdict")
    four_hands: list[float] = []
    gc.disable()
    try:
        for players in (2, 3, 4):
            report = play_hands(players, ns.hands, seed=ns.seed, level="sensible")
            moves = [t for r in report.results for t in r.bot_ns]
            p95 = _percentile(moves, 0.95) / 1e6
            print(f"  {players:7d} {len(moves):7d} {statistics.median(moves) / 1000:10.1f} {p95:8.3f} {max(moves) / 1e6:8.3f}"
                  f"   < {BOT_MOVE_BUDGET_MS:g} ms     {_verdict(p95 < BOT_MOVE_BUDGET_MS)}")
        for i in range(ns.hands):
            start = time.perf_counter()
            play_hands(4, 1, seed=ns.seed * 7919 + i, level="sensible")
            four_hands.append(time.perf_counter() - start)
    finally:
        gc.enable()
    print()
    print("a hand with four sensible bots (deal to hand over, every move verified)")
    worst = max(four_hands)
    print(f"  hands {len(four_hands)}  median {statistics.median(four_hands) * 1000:.1f} ms  p95 {_percentile(four_hands, 0.95) * 1000:.1f} ms"
          f"  max {worst * 1000:.1f} ms   budget < {HAND_BUDGET_S:g} s   {_verdict(worst < HAND_BUDGET_S)}")
    print()
    print(f"the coach's verdict, up to {ns.playouts} play-outs per choice (sensible bots play every seat)")
    print("  decision                  choices                    stop early  play-outs  wall s   cpu s  cpu x parse  budget  verdict  best (clear)   means ±90%")
    cheap: list[tuple[str, float, CoachVerdict, CoachVerdict]] = []
    for name, state, choices in decisions():
        full: CoachVerdict | None = None
        for early in (False, True):
            wall, cpu, v = _timed(state, choices, ns.playouts, ns.seed, "sensible", stop_early=early)
            means = ", ".join(f"{o.choice} {o.mean:+.0f}±{1.6449 * o.stderr:.0f}" for o in v.outcomes)
            print(f"  {name:<25} {' / '.join(map(str, choices)):<26} {'yes' if early else 'no':>10} {v.playouts:10d} {wall:7.2f} {cpu:7.2f}"
                  f" {cpu * 1e9 / parse:12.0f}  < {COACH_BUDGET_S:g} s  {_verdict(cpu < COACH_BUDGET_S):<7}  {v.best} ({'clear' if v.clear else 'close'})   {means}")
            if not early:
                full = v
        _, r_cpu, r = _timed(state, choices, ns.playouts, ns.seed, "random", stop_early=False)
        assert full is not None
        cheap.append((name, r_cpu, full, r))
    print("  (budget verdicts on CPU time: on a shared machine the wall clock also counts other processes' turns)")
    print()
    print("a cheaper play-out level (random bots, all play-outs) on the same decisions: its cost in accuracy")
    print("  decision                  cpu s   same best   random means (sensible means)")
    for name, seconds, v, r in cheap:
        means = ", ".join(f"{o.choice} {o.mean:+.0f} ({v.outcome(o.choice).mean:+.0f})" for o in r.outcomes)
        print(f"  {name:<25} {seconds:7.2f}   {'yes' if r.best == v.best else 'NO':<9}   {means}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
