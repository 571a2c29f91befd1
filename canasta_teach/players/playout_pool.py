"""A second core for the coach's play-outs: one persistent worker process.

Each play-out of :func:`.coach.coach` is a pure function of the sampled deal's seed and
its index (its dice are seeded by both), so play-outs can run anywhere and be put back in
order: a verdict is the same whether one process played them or two. On a machine with at
least two cores the coach hands half of each batch of play-outs to a worker process and
plays the other half itself.

Safe in a Jupyter or Voila kernel: the worker is started by a fork server (or spawned on
systems without one), never forked from the kernel with its threads. Starting it costs
about a second, so it is started on the first verdict and used from the next one on, once
it answers: a verdict never waits for the worker to start. If the worker cannot start, or
dies, or there is one core only, the coach plays every play-out itself, with the same
result. ``CANASTA_TEACH_COACH_WORKERS=0`` turns the worker off; ``serve`` sets it for its
kernels (a class's kernels already share the cores, and each worker would count against its
kernel's memory limit), so the worker serves one person's process: the command line, a lab
notebook, the benchmarks.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from .. import config

__all__ = ["playout_worker", "worker_wanted", "run_elsewhere", "wait_ready", "jobs_sent", "shut_down"]

#: Set to 0 to keep every play-out in the calling process.
ENV_WORKERS = config.COACH_WORKERS_ENV

_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_ready: Future[Any] | None = None
_failed = False
_sent = 0


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def worker_wanted() -> bool:
    """A worker pays: two cores or more, and not turned off."""
    return config.coach_worker_allowed() and _cores() >= 2 and not _in_worker()


_IN_WORKER = False


def _in_worker() -> bool:
    return _IN_WORKER


def _mark_worker() -> None:
    global _IN_WORKER
    _IN_WORKER = True


def _hello() -> bool:
    return True


def _context() -> multiprocessing.context.BaseContext:
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        ctx = multiprocessing.get_context("forkserver")
        # The fork server imports the coach once; each worker it forks starts warm.
        ctx.set_forkserver_preload(["canasta_teach.players.coach"])
        return ctx
    return multiprocessing.get_context("spawn")


def playout_worker() -> ProcessPoolExecutor | None:
    """The worker, once it is running and has answered; None before that (the first call
    starts it), when it is not wanted, or when it failed (the caller plays alone)."""
    global _pool, _ready, _failed
    if _failed or not worker_wanted():
        return None
    with _lock:
        if _pool is None:
            try:
                _pool = ProcessPoolExecutor(max_workers=1, mp_context=_context(), initializer=_mark_worker)
                _ready = _pool.submit(_hello)
            except (OSError, ValueError, RuntimeError):
                _failed = True
                _pool = None
                return None
            return None
        assert _ready is not None
        if not _ready.done():
            return None
        if _ready.exception() is not None:
            _failed = True
            return None
        return _pool


def run_elsewhere(fn: Callable[..., Any], *args: Any) -> Future[Any] | None:
    """``fn(*args)`` submitted to the worker, or None when there is no worker to run it."""
    global _failed, _sent
    pool = playout_worker()
    if pool is None:
        return None
    try:
        future = pool.submit(fn, *args)
    except (BrokenProcessPool, RuntimeError):
        _failed = True
        return None
    _sent += 1
    return future


def jobs_sent() -> int:
    """How many jobs this process has handed to the worker (for tests and benchmarks)."""
    return _sent


def wait_ready(timeout: float) -> bool:
    """Wait up to ``timeout`` seconds for a started worker to answer; whether it has. (A
    benchmark or a test waits; a verdict never does.)"""
    ready = _ready
    if ready is None:
        return False
    try:
        ready.result(timeout=timeout)
    except Exception:  # noqa: BLE001 -- a timeout, or a worker that failed to start
        return False
    return True


def shut_down() -> None:
    """Stop the worker (at exit; tests that count processes call it too)."""
    global _pool, _ready
    with _lock:
        pool, _pool, _ready = _pool, None, None
    if pool is not None:
        pool.shutdown(wait=True, cancel_futures=True)


atexit.register(shut_down)
