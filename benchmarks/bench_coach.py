"""Benchmark: bot moves, whole bot hands, and the coach's verdict. Run it as a script::

    python benchmarks/bench_coach.py [--hands 60] [--playouts 200] [--seed 1]

Figures (each budget line says PASS or OVER; timings are never asserted):

- bot move (``observe`` + ``choose`` of the sensible bot) at tables of 2, 3 and 4: median,
  p95 (budget 20 ms) and slowest;
- a hand played by four sensible bots, deal to hand over: median, p95, slowest (budget 1 s);
- the coach's verdict of two choices at ``--playouts`` play-outs each, every play-out
  played: budget **1 s wall**, on three decisions: going out with a lead (go-out /
  keep-playing), a big pile that makes a canasta (take-pile / draw) and the first discard of
  a dealt hand (two discards). Each is timed on one core (the worker off) and on two (the
  coach's worker process on the second core, :mod:`canasta_teach.players.playout_pool`,
  started and answering before the clock starts), in turn, ``--rounds`` times, in the same
  run: wall and CPU seconds of each (best round), the worker's share of the play-outs and
  the ratio one core / two cores, PASS or OVER against 1 s wall (the two-core time: the
  command line, JupyterLab and one learner's ``serve`` have the worker). The same decisions
  stopping early (two cores) show what a clear-cut verdict costs;
- the worker's memory: resident (what ``serve``'s kernel memory watch counts, the fork
  server included) and unique (what it really adds), against ``serve``'s kernel limit
  (:func:`canasta_teach.cli.capacity.coach_worker_fits` decides from these figures);
- the play-out policy: the sensible bot's ``choose`` against the play-out bot's
  (:class:`canasta_teach.players.bots.PlayoutBot`, the same moves) per move of the coach's
  play-outs, whether they chose alike, and each decision's verdict on one core with either
  (CPU seconds, and whether the verdicts are the same).

A baseline measured in the same run (an empty call, ``Card.parse('Ks')``) is printed, so
machines can be compared.

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

import psutil  # noqa: E402

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
COACH_BUDGET_S = 1.0
#: The decision --before and --verdict-json time (the first discard of a deal).
TIMED_DECISION = 2

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
    name, state, choices = decisions()[TIMED_DECISION]
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


def start_worker() -> bool:
    """Start the coach's worker process and wait for its warm-up answer (before any clock
    starts); whether it runs (not on one core)."""
    from canasta_teach import config
    from canasta_teach.players import playout_pool

    os.environ[config.COACH_WORKERS_ENV] = "1"
    if not playout_pool.worker_wanted():
        return False
    _, state, choices = decisions()[TIMED_DECISION]
    coach(state, state.to_move, choices, playouts=4, seed=0)  # starts it
    return playout_pool.wait_ready(120.0) and playout_pool.playout_worker() is not None


def _worker_cpu() -> float:
    from canasta_teach.players import playout_pool

    total = 0.0
    for pid in playout_pool.worker_pids():
        try:
            times = psutil.Process(pid).cpu_times()
        except psutil.Error:
            continue
        total += times.user + times.system
    return total


def _load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.1f} {five:.1f} {fifteen:.1f}"


def coach_verdicts(playouts: int, seed: int, rounds: int, worker: bool) -> None:
    """Each decision's verdict on one core and on two, in turn, ``rounds`` times; the best
    round of each, and the verdicts stopping early (on two cores)."""
    from canasta_teach import config
    from canasta_teach.players import playout_pool

    print(f"the coach's verdict, 2 choices x {playouts} play-outs, every play-out played (sensible bots play every seat), "
          f"one core (worker off) and two (worker on, warmed up) in turn, best of {rounds} rounds")
    print(f"  load average (1, 5, 15 min) at the start: {_load()} ({os.cpu_count()} cores; a shared machine's load "
          "slows both columns)")
    if not worker:
        print("  (no worker here: one core, or it did not start; the two-core columns are one core's)")
    print("  decision                  choices                        1 core: wall s  cpu s   2 cores: wall s  cpu s here"
          "  cpu s worker  worker's share  1 core/2 cores  budget        verdict  best (clear)   means ±90%")
    env = config.COACH_WORKERS_ENV
    for name, state, choices in decisions():
        runs: dict[bool, list[tuple[float, float, float, float, CoachVerdict]]] = {False: [], True: []}
        for _ in range(rounds):
            for two in (False, True):
                os.environ[env] = "1" if two else "0"
                there, worker_cpu = playout_pool.played_elsewhere(), _worker_cpu()
                wall, cpu, v = _timed(state, choices, playouts, seed, "sensible", stop_early=False)
                runs[two].append((wall, cpu, _worker_cpu() - worker_cpu, (playout_pool.played_elsewhere() - there) / v.playouts, v))
        one = min(runs[False], key=lambda r: r[0])
        two = min(runs[True], key=lambda r: r[0])
        v = two[4]
        assert v == one[4], "the verdict on two cores differs from one core's"
        means = ", ".join(f"{o.choice} {o.mean:+.0f}±{1.6449 * o.stderr:.0f}" for o in v.outcomes)
        print(f"  {name:<25} {' / '.join(map(str, choices)):<30} {one[0]:14.2f} {one[1]:6.2f} {two[0]:16.2f} {two[1]:11.2f}"
              f" {two[2]:13.2f} {two[3]:14.0%} {one[0] / two[0]:15.2f}x  < {COACH_BUDGET_S:g} s wall  "
              f"{_verdict(two[0] < COACH_BUDGET_S):<7}  {v.best} ({'clear' if v.clear else 'close'})   {means}")
    os.environ[env] = "1"
    print("  stopping early (two cores): what a clear-cut verdict costs")
    for name, state, choices in decisions():
        wall, cpu, v = _timed(state, choices, playouts, seed, "sensible", stop_early=True)
        print(f"  {name:<25} {' / '.join(map(str, choices)):<30} play-outs {v.playouts:4d}  wall {wall:.2f} s  cpu {cpu:.2f} s"
              f"  {v.best} ({'clear' if v.clear else 'close'})")
    print(f"  load average at the end: {_load()}")


def worker_memory() -> None:
    """The worker's memory: resident (what serve's kernel memory watch adds up, the fork
    server and the resource tracker included) and unique to each process."""
    from canasta_teach.app.memory_watch import SOFT_SHARE
    from canasta_teach.cli.capacity import DEFAULT_KERNEL_MEMORY_MB, PRACTICE_KERNEL_MB, WORKER_RESIDENT_MB
    from canasta_teach.players import playout_pool

    me = psutil.Process()
    print("the coach's worker: memory (MB), after the verdicts above")
    print("  process                      resident   unique")
    rss_total = uss_total = 0
    for proc in [me, *me.children(recursive=True)]:
        try:
            info = proc.memory_full_info()
            cmd = " ".join(proc.cmdline())
        except psutil.Error:
            continue
        role = ("this process (the kernel's part)" if proc.pid == me.pid else "worker" if proc.pid in playout_pool.worker_pids()
                else "fork server" if "forkserver" in cmd else "resource tracker" if "resource_tracker" in cmd else "other")
        if proc.pid != me.pid:
            rss_total += info.rss
            uss_total += info.uss
        print(f"  {role:<28} {info.rss / 2**20:9.1f} {info.uss / 2**20:8.1f}")
    print(f"  worker's processes together: resident {rss_total / 2**20:.1f} MB (counted by serve's kernel memory watch), "
          f"unique {uss_total / 2**20:.1f} MB")
    own = me.memory_info().rss
    limit = DEFAULT_KERNEL_MEMORY_MB
    print(f"  serve's default kernel limit {limit} MB (page warns at {SOFT_SHARE:.0%}); a practice kernel about "
          f"{PRACTICE_KERNEL_MB} MB: with the worker {PRACTICE_KERNEL_MB + WORKER_RESIDENT_MB} MB as budgeted "
          f"(capacity.WORKER_RESIDENT_MB = {WORKER_RESIDENT_MB}); here {own / 2**20 + rss_total / 2**20:.0f} MB")


def policy_cost(playouts: int, seed: int, rounds: int) -> None:
    """The play-out policy: the sensible bot's ``choose`` against the play-out bot's (the
    same moves) per move of the coach's play-outs, and the verdicts on one core with each."""
    import random

    from canasta_teach import config
    from canasta_teach.players.bots import PlayoutBot, SensibleBot

    moves: list[tuple[object, tuple[object, ...], object]] = []

    class Recording(SensibleBot):
        def choose(self, observation, legal_ops, rng):  # type: ignore[no-untyped-def]
            moves.append((observation, tuple(legal_ops), rng.getstate()))
            return super().choose(observation, legal_ops, rng)

    os.environ[config.COACH_WORKERS_ENV] = "0"
    for _, state, choices in decisions():
        coach(state, state.to_move, choices, playouts=20, seed=seed, stop_early=False,
              bots=[Recording() for _ in range(state.players)])
    print(f"the play-out policy: the sensible bot's moves for less work (PlayoutBot, the coach's play-outs), "
          f"{len(moves)} moves of play-outs")
    print("  bot            us per choose (best of 5)   same moves")
    reference: list[object] = []
    for bot in (SensibleBot(), PlayoutBot()):
        rng, best, chosen = random.Random(), float("inf"), []
        for _ in range(5):
            chosen = []
            start = time.process_time()
            for observation, ops, dice in moves:
                rng.setstate(dice)  # type: ignore[arg-type]
                chosen.append(bot.choose(observation, ops, rng))  # type: ignore[arg-type]
            best = min(best, time.process_time() - start)
        reference = reference or chosen
        print(f"  {bot!r:<14} {best * 1e6 / len(moves):25.1f}   {'yes' if chosen == reference else 'NO'}")
    print(f"  verdicts, 2 choices x {playouts} play-outs, one core, cpu s (best of {rounds}): sensible bots, play-out bots")
    for name, state, choices in decisions():
        cpu = {"sensible": float("inf"), "playout": float("inf")}
        verdicts: dict[str, CoachVerdict] = {}
        for _ in range(rounds):
            for kind in cpu:
                bots = [SensibleBot() for _ in range(state.players)] if kind == "sensible" else None
                start = time.process_time()
                verdicts[kind] = coach(state, state.to_move, choices, playouts=playouts, seed=seed, stop_early=False, bots=bots)
                cpu[kind] = min(cpu[kind], time.process_time() - start)
        same = verdicts["sensible"] == verdicts["playout"]
        print(f"  {name:<25} {cpu['sensible']:6.2f} {cpu['playout']:6.2f}  ({cpu['playout'] / cpu['sensible']:.0%})"
              f"   same verdict: {'yes' if same else 'NO'}")
    os.environ[config.COACH_WORKERS_ENV] = "1"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=60, help="bot hands per table size")
    parser.add_argument("--playouts", type=int, default=200, help="coach play-outs per choice")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--before", metavar="REV", help="also time the verdict with this git revision's code, in turn with this one")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of --before, and of each verdict timed on one core and on two")
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
    worker = start_worker()
    coach_verdicts(ns.playouts, ns.seed, ns.rounds, worker)
    print()
    if worker:
        worker_memory()
        print()
    policy_cost(ns.playouts, ns.seed, ns.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
