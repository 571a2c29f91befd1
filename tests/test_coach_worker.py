"""The coach's second core: a worker process and the coach's own take play-outs from one
shared counter, and the verdict is the one a single process gives, whoever played which
(:mod:`canasta_teach.players.playout_pool`)."""

from __future__ import annotations

import pytest

from canasta_teach.game.deal import deal
from canasta_teach.game.operations import DrawStock
from canasta_teach.game.referee import apply
from canasta_teach.players import coach as coach_module
from canasta_teach.players import playout_pool
from canasta_teach.players.coach import Choice, coach

CHOICES = (Choice.parse("discard 6s"), Choice.parse("discard 5d"))


def _running_worker() -> None:
    if not playout_pool.worker_wanted():
        pytest.skip("one core: the coach never starts a worker here")
    worker = playout_pool.playout_worker(coach_module._warm_up)
    for _ in range(600):  # the worker starts in the background; wait until it answers
        if worker is not None:
            break
        playout_pool.wait_ready(1.0)
        worker = playout_pool.playout_worker()
    assert worker is not None, "the worker process did not start"


def test_the_coach_gives_the_same_verdict_with_a_worker_process_or_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-outs shared between two processes give the verdict one process gives (each
    play-out is seeded by its index), events and samples included: with every play-out
    stopping early or not."""
    state = apply(deal("classic", seed=11), DrawStock())
    with monkeypatch.context() as m:
        m.setenv(playout_pool.ENV_WORKERS, "0")
        alone = coach(state, state.to_move, CHOICES, playouts=16, seed=5, stop_early=False)
        alone_early = coach(state, state.to_move, CHOICES, playouts=120, seed=5)
    _running_worker()
    sent = playout_pool.jobs_sent()
    shared = coach(state, state.to_move, CHOICES, playouts=16, seed=5, stop_early=False)
    assert playout_pool.jobs_sent() == sent + 1  # one batch, one job for the worker
    assert shared == alone and shared.samples == alone.samples and shared.events == alone.events
    early = coach(state, state.to_move, CHOICES, playouts=120, seed=5)
    assert early == alone_early and early.samples == alone_early.samples


def test_what_the_worker_plays_is_what_the_coach_would_play() -> None:
    """A batch the worker plays on its own (the coach's process takes no index) comes back
    by index, each play-out equal to the one the coach's process plays."""
    _running_worker()
    state = apply(deal("classic", seed=11), DrawStock())
    job = coach_module._Job(coach_module._public(state, state.to_move, None), state.hands[state.to_move],
                            state.to_move, CHOICES, {c: None for c in CHOICES}, 3, "sensible")
    shared = playout_pool.share(coach_module._play_there, job, 4, 10)
    assert shared is not None
    there = shared.future.result(timeout=120)
    assert sorted(there) == [4, 5, 6, 7, 8, 9]
    assert shared.answer() == there
    bots = coach_module._level_bots("sensible", state.players)
    assert there == {i: coach_module._play_one(job, bots, i) for i in range(4, 10)}


def test_a_worker_that_took_nothing_is_not_waited_for() -> None:
    """When the coach's process has taken every index, the worker's answer is empty at once
    (it took none), whatever it is doing."""
    _running_worker()
    state = apply(deal("classic", seed=11), DrawStock())
    job = coach_module._Job(coach_module._public(state, state.to_move, None), state.hands[state.to_move],
                            state.to_move, CHOICES, {c: None for c in CHOICES}, 3, "sensible")
    shared = playout_pool.share(coach_module._play_there, job, 0, 3)
    assert shared is not None
    taken = []
    while (i := shared.take()) is not None:
        taken.append(i)
    worker_took = 3 - len(taken)
    there = shared.answer()
    assert sorted(taken + list(there)) == [0, 1, 2] and len(there) == worker_took


def test_turned_off_the_coach_plays_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """``CANASTA_TEACH_COACH_WORKERS=0``: no worker is wanted, none is handed a job."""
    monkeypatch.setenv(playout_pool.ENV_WORKERS, "0")
    assert not playout_pool.worker_wanted() and playout_pool.playout_worker() is None
    state = apply(deal("classic", seed=11), DrawStock())
    sent = playout_pool.jobs_sent()
    coach(state, state.to_move, CHOICES, playouts=8, seed=1)
    assert playout_pool.jobs_sent() == sent


def _verdict_in_a_pool_worker(seed: int) -> tuple[str, int]:
    """A verdict asked inside a ``multiprocessing.Pool`` worker (a daemonic process, as
    ``bench_strength --jobs`` runs its deals), with the worker allowed."""
    import os

    os.environ[playout_pool.ENV_WORKERS] = "1"
    state = apply(deal("classic", seed=seed), DrawStock())
    verdict = coach(state, state.to_move, CHOICES, playouts=8, seed=1)
    return str(verdict.best), playout_pool.jobs_sent()


def test_a_daemonic_process_plays_alone() -> None:
    """A pool's worker may not start children: the coach there plays every play-out itself
    (it used to raise "daemonic processes are not allowed to have children"), and gives the
    verdict a process of its own gives."""
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(1) as pool:
        best, sent = pool.apply(_verdict_in_a_pool_worker, (11,))
    state = apply(deal("classic", seed=11), DrawStock())
    assert sent == 0
    assert best == str(coach(state, state.to_move, CHOICES, playouts=8, seed=1).best)


_STARTS_A_WORKER = """
import os, sys
os.environ["CANASTA_TEACH_COACH_WORKERS"] = "1"
from canasta_teach.players import playout_pool
from canasta_teach.players.coach import _warm_up
playout_pool.playout_worker(_warm_up)
assert playout_pool.wait_ready(300.0)
print(*playout_pool.worker_pids(), flush=True)
sys.stdin.read()
"""


def test_the_worker_ends_with_a_process_killed_outright() -> None:
    """A kernel stopped with SIGKILL (the server's memory watch, a killed server) takes its
    worker, the fork server and the resource tracker with it: nothing is left running."""
    import signal
    import subprocess
    import sys

    import psutil

    if not playout_pool.worker_wanted():
        pytest.skip("one core: the coach never starts a worker here")
    proc = subprocess.Popen([sys.executable, "-c", _STARTS_A_WORKER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        workers = [int(pid) for pid in proc.stdout.readline().split()]
        assert len(workers) == 1
        helpers = psutil.Process(proc.pid).children(recursive=True)
        assert {p.pid for p in helpers} >= set(workers) and len(helpers) == 3  # worker, fork server, resource tracker
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    gone, alive = psutil.wait_procs(helpers, timeout=120)
    assert alive == [], f"left running after their process was killed: {alive}"
