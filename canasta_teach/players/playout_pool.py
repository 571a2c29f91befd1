"""A second core for the coach's play-outs: one persistent worker process.

Each play-out of :func:`.coach.coach` is a pure function of the verdict's seed and its
index (its deal and its dice are seeded by both), so play-outs can run anywhere and be put
back in order: a verdict is the same whether one process played them or two, whichever
process played which.

How a batch is shared (:func:`share`): the batch's indices sit behind one shared counter
(a few integers in shared memory, under a lock). The coach's process and the worker each
take the next index, play it and take another, until none is left; the worker then sends
back what it played, by index, in one answer. Neither process waits for the other while
there is work, so a worker that is slowed down (the machine is shared, the kernel's other
threads) costs nothing but its own share: there is no fixed half to wait for. One round
trip per batch: the job (the public table, the choices, the seed; a few kilobytes) goes
once, the indices are never sent, the answer is the worker's scores and events. If the
worker has taken no index by the time the coach's process has taken the last one, the
coach does not wait for it at all; if it took some and does not answer (it died, or is
stuck past :data:`ANSWER_SECONDS`), the coach plays those indices itself, with the same
seeds and so the same result, and plays alone from then on.

Safe in a Jupyter or Voila kernel: the worker is started by a fork server (or spawned on
systems without one), never forked from the kernel with its threads. Starting it costs
about a second, so it is started on the first verdict and used from the next one on, once
it has answered its warm-up (one short play-out, so that its first real share is not
slower than the coach's): a verdict never waits for the worker to start. If the worker
cannot start, or there is one core only, the coach plays every play-out itself. The worker
ends with the process it plays for, however that ends (a kernel stopped outright tells
nobody): it watches that process.

``CANASTA_TEACH_COACH_WORKERS=0`` turns the worker off (:func:`.config.coach_worker_allowed`).
What runs where: the command line, JupyterLab (``canasta-teach lab``) and one learner's
``serve`` (no ``--class``) keep the worker when it fits in the kernel's memory limit; a
class's ``serve`` turns it off (:func:`canasta_teach.cli.capacity.coach_worker_fits`,
which gives the figures).
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import select
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from .. import config

__all__ = ["Shared", "share", "playout_worker", "worker_wanted", "wait_ready", "jobs_sent", "played_elsewhere",
           "worker_pids", "shut_down", "ANSWER_SECONDS"]

#: Set to 0 to keep every play-out in the calling process.
ENV_WORKERS = config.COACH_WORKERS_ENV
#: How long the coach waits for the play-outs the worker has taken once none is left to
#: take (the worker holds one at a time: a few milliseconds, unless it is stuck).
ANSWER_SECONDS = 30.0

# The shared counter's slots: which batch, the next index to take, the batch's end, and how
# many play-outs the worker has finished (for the coach's progress bar).
_GENERATION, _NEXT, _END, _DONE_THERE = range(4)

_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_ready: Future[Any] | None = None
_claims: Any = None  # the shared counter (a multiprocessing Array of 4 integers)
_failed = False
_sent = 0
_played_there = 0


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def worker_wanted() -> bool:
    """A worker pays: two cores or more, and not turned off. A daemonic process (a
    ``multiprocessing.Pool``'s worker, as ``bench_strength --jobs`` runs the deals in) may not
    start children at all, so it plays alone too."""
    return (config.coach_worker_allowed() and _cores() >= 2 and not _in_worker()
            and not multiprocessing.current_process().daemon)


_IN_WORKER = False


def _in_worker() -> bool:
    return _IN_WORKER


def _start_worker(claims: Any, parent: int) -> None:
    """The worker process's initializer: it is a worker, this is the shared counter, and it
    ends with ``parent``, the process it plays for."""
    global _IN_WORKER, _claims
    _IN_WORKER = True
    _claims = claims
    threading.Thread(target=_exit_with, args=(parent,), name="coach-worker-parent", daemon=True).start()


def _exit_with(parent: int) -> None:
    """End this worker when ``parent`` ends, however it ends. A kernel stopped outright
    (``serve``'s memory watch, a killed server) tells nobody, and the worker would wait on
    its job queue for ever (it holds that pipe's writing end itself), keeping the fork
    server alive too (it holds the fork server's liveness pipe)."""
    try:
        handle = os.pidfd_open(parent)
    except ProcessLookupError:
        os._exit(0)
    except (AttributeError, OSError):  # not Linux 5.3+: look every second
        while True:
            time.sleep(1.0)
            try:
                os.kill(parent, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:
                pass
    select.select([handle], [], [])  # readable once the process has ended
    os._exit(0)


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


def playout_worker(warm_up: Callable[[], Any] = _hello) -> ProcessPoolExecutor | None:
    """The worker, once it is running and has answered; None before that (the first call
    starts it and hands it ``warm_up``), when it is not wanted, or when it failed (the
    caller plays alone)."""
    global _pool, _ready, _failed, _claims
    if _failed or not worker_wanted():
        return None
    with _lock:
        if _pool is None:
            try:
                ctx = _context()
                _claims = ctx.Array("q", 4)
                _pool = ProcessPoolExecutor(max_workers=1, mp_context=ctx, initializer=_start_worker,
                                            initargs=(_claims, os.getpid()))
                _ready = _pool.submit(warm_up)
            except (OSError, ValueError, RuntimeError, AssertionError):  # AssertionError: a daemon's child
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


def _take(claims: Any, generation: int) -> int | None:
    """The next index of batch ``generation``, taken; None when the batch is over."""
    with claims.get_lock():
        if claims[_GENERATION] != generation or claims[_NEXT] >= claims[_END]:
            return None
        index = int(claims[_NEXT])
        claims[_NEXT] = index + 1
        return index


def _play_share(generation: int, fn: Callable[[Any, int], Any], job: Any) -> dict[int, Any]:
    """In the worker: take indices of batch ``generation`` and play them until none is left."""
    claims = _claims
    out: dict[int, Any] = {}
    while (index := _take(claims, generation)) is not None:
        out[index] = fn(job, index)
        with claims.get_lock():
            if claims[_GENERATION] == generation:
                claims[_DONE_THERE] += 1
    return out


@dataclass
class Shared:
    """One batch shared with the worker: :meth:`take` the next index until None, then
    :meth:`answer` for what the worker played. Every index from ``start`` to ``end - 1`` is
    in exactly one of the two, unless the worker failed: the caller plays what is missing."""

    generation: int
    start: int
    end: int
    future: Future[dict[int, Any]]
    taken_here: int = 0

    def take(self) -> int | None:
        index = _take(_claims, self.generation)
        if index is not None:
            self.taken_here += 1
        return index

    def done_there(self) -> int:
        """Play-outs the worker has finished in this batch so far."""
        with _claims.get_lock():
            return int(_claims[_DONE_THERE]) if _claims[_GENERATION] == self.generation else 0

    def close(self) -> int:
        """No more indices for anyone; how many the worker took."""
        with _claims.get_lock():
            if _claims[_GENERATION] == self.generation:
                _claims[_END] = _claims[_NEXT]
                return int(_claims[_NEXT]) - self.start - self.taken_here
        return 0

    def answer(self) -> dict[int, Any]:
        """What the worker played, by index; waits only when it took some."""
        global _played_there
        if self.close() == 0:
            return {}  # it never started on this batch: nothing to wait for
        try:
            there = self.future.result(timeout=ANSWER_SECONDS)
        except Exception:  # noqa: BLE001 -- the worker died or is stuck: the caller plays its share
            _give_up()
            return {}
        _played_there += len(there)
        return there


def share(fn: Callable[[Any, int], Any], job: Any, start: int, end: int,
          warm_up: Callable[[], Any] = _hello) -> Shared | None:
    """Share indices ``start`` to ``end - 1`` of ``fn(job, index)`` with the worker (``fn``
    and ``job`` must pickle); None when there is no worker to share with (the first call
    starts it, with ``warm_up``)."""
    global _sent
    pool = playout_worker(warm_up)
    if pool is None or end <= start:
        return None
    claims = _claims
    with claims.get_lock():
        generation = int(claims[_GENERATION]) + 1
        claims[_GENERATION] = generation
        claims[_NEXT], claims[_END], claims[_DONE_THERE] = start, end, 0
    try:
        future = pool.submit(_play_share, generation, fn, job)
    except (BrokenProcessPool, RuntimeError):
        _give_up()
        return None
    _sent += 1
    return Shared(generation, start, end, future)


def _give_up() -> None:
    """The worker failed: play alone from now on, and stop it without waiting."""
    global _failed, _pool, _ready
    _failed = True
    with _lock:
        pool, _pool, _ready = _pool, None, None
    if pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)


def jobs_sent() -> int:
    """How many batches this process has shared with the worker (for tests and benchmarks)."""
    return _sent


def played_elsewhere() -> int:
    """How many play-outs the worker has played for this process (for tests and benchmarks)."""
    return _played_there


def worker_pids() -> list[int]:
    """The worker's process (and none when it is not running): for the benchmark's memory figure."""
    pool = _pool
    processes = getattr(pool, "_processes", None) or {}
    return sorted(processes)


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
