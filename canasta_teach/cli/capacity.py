"""How much one class server may hold: the defaults of ``serve``'s limits, from the machine.

Every page visit starts a kernel (about 75 MB), and Voila holds open files per kernel: the
default cap on kernels follows the memory available and the open-file limit, the pages
rendered at once follow the cores, and a kernel nobody uses is culled on a timer derived
from the idle timeout. Whether a kernel's coach gets its worker process on the second core
follows from the same figures (:func:`coach_worker_fits`).
"""

from __future__ import annotations

import os

__all__ = [
    "DEFAULT_CULL_IDLE_SECONDS",
    "DEFAULT_KERNEL_MEMORY_MB",
    "DEFAULT_PAGE_LOADS_PER_MINUTE",
    "FILES_PER_KERNEL",
    "FILES_RESERVED",
    "KERNEL_BUDGET_BYTES",
    "MAX_KERNELS_CEILING",
    "OPEN_FILES_WANTED",
    "PRACTICE_KERNEL_MB",
    "WORKER_FITS_SHARE",
    "WORKER_RESIDENT_MB",
    "coach_worker_fits",
    "cull_interval_for",
    "default_max_kernels",
    "default_max_starting",
    "open_files_limit",
]

DEFAULT_CULL_IDLE_SECONDS = 60
#: What one kernel is budgeted in memory for the default ``--max-kernels``: a lesson kernel
#: is about 75 MB resident, plus Voila's share per page and room for the page's own growth.
KERNEL_BUDGET_BYTES = 150 * 1024 * 1024
#: The default ``--kernel-memory-mb``: the most one kernel may hold (resident) before the
#: server restarts its page. A lesson kernel holds about 75 MB, a practice table with its
#: bots about 110 MB; twice the budget leaves room for both, and no page can take more.
DEFAULT_KERNEL_MEMORY_MB = 2 * KERNEL_BUDGET_BYTES // 2**20
#: A practice table's kernel with its bots, resident (the largest page a learner opens).
PRACTICE_KERNEL_MB = 110
#: The coach's worker (:mod:`canasta_teach.players.playout_pool`) as the kernel memory watch
#: counts it: the resident memory of the kernel's children, the fork server (26 MB), the
#: worker (28 MB) and the resource tracker (13 MB), measured by ``benchmarks/bench_coach.py``
#: (67 MB; 30 MB of it unique, the rest shared with each other and counted twice).
WORKER_RESIDENT_MB = 70
#: The share of ``--kernel-memory-mb`` at which a page says it stops
#: (``app.memory_watch.SOFT_SHARE``): the worker fits when the practice kernel and the worker
#: stay below it.
WORKER_FITS_SHARE = 0.9
#: The default ``--max-kernels`` never goes past this (a class of hundreds needs a hub).
MAX_KERNELS_CEILING = 400
#: Open files budgeted per kernel for the default ``--max-kernels`` (Voila holds about 5 per
#: idle kernel, more while its page renders and once its page connects), and kept for the rest.
FILES_PER_KERNEL = 15
FILES_RESERVED = 64
#: The open-file limit ``serve`` raises its own (and so Voila's) to, when the system allows.
OPEN_FILES_WANTED = 16384
#: Default page loads per client address and minute (a burst of as many at once).
DEFAULT_PAGE_LOADS_PER_MINUTE = 20


def cull_interval_for(cull_idle_seconds: int) -> int:
    """Seconds between two culling passes: a quarter of the idle timeout, 1 to 30 s.

    An unconnected kernel is therefore shut down between ``cull_idle_seconds`` and
    ``cull_idle_seconds + interval`` seconds after its last activity (60 s -> 60-75 s).
    """
    return max(1, min(30, cull_idle_seconds // 4))


def default_max_kernels(available_bytes: int | None = None, open_files: int | None = None) -> int:
    """The default ``--max-kernels``: half the memory available now, at
    :data:`KERNEL_BUDGET_BYTES` a kernel, and no more than the open-file limit carries at
    :data:`FILES_PER_KERNEL` a kernel; from 4 to :data:`MAX_KERNELS_CEILING`.

    >>> default_max_kernels(24 * 1024**3, 65536), default_max_kernels(1024**3, 65536)
    (81, 4)
    >>> default_max_kernels(10**15, 65536), default_max_kernels(10**15, 1024)
    (400, 64)
    """
    if available_bytes is None:
        import psutil

        available_bytes = int(psutil.virtual_memory().available)
    if open_files is None:
        open_files = open_files_limit()
    by_files = (open_files - FILES_RESERVED) // FILES_PER_KERNEL
    return max(4, min(MAX_KERNELS_CEILING, available_bytes // 2 // KERNEL_BUDGET_BYTES, by_files))


def open_files_limit(raise_to: int = OPEN_FILES_WANTED) -> int:
    """This process's limit on open files, first raised towards ``raise_to`` (within the hard
    limit); Voila and its kernels inherit it. Voila holds about 5 files per idle kernel and
    more while a page renders: at Linux's usual 1,024 a burst of page loads would run out."""
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows has no such limit
        return OPEN_FILES_WANTED
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = raise_to if hard == resource.RLIM_INFINITY else min(raise_to, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return OPEN_FILES_WANTED if soft == resource.RLIM_INFINITY else int(soft)


def default_max_starting() -> int:
    """Pages rendered at once: two per core (each render is mostly one kernel's CPU)."""
    return max(2, 2 * (os.cpu_count() or 1))


def coach_worker_fits(*, class_served: bool, kernel_memory_mb: int) -> bool:
    """Whether ``serve``'s kernels give the coach its worker process on the second core.

    One learner's server (no ``--class``: ``make serve``, the quick start) has the cores to
    itself: the worker halves the coach's wait, and it is on when a practice kernel with it
    (:data:`PRACTICE_KERNEL_MB` + :data:`WORKER_RESIDENT_MB`, as the kernel memory watch
    counts them) stays below the point where the page warns (:data:`WORKER_FITS_SHARE` of
    ``kernel_memory_mb``; 0 is no limit). A class's server keeps it off: its kernels already
    share the cores (a second process per kernel gives nobody a second core when the class
    asks together), and each worker would add 70 MB counted (30 MB unique) to a kernel
    budgeted at 150 MB by the default ``--max-kernels``.

    >>> coach_worker_fits(class_served=False, kernel_memory_mb=DEFAULT_KERNEL_MEMORY_MB)
    True
    >>> coach_worker_fits(class_served=False, kernel_memory_mb=0), coach_worker_fits(class_served=False, kernel_memory_mb=150)
    (True, False)
    >>> coach_worker_fits(class_served=True, kernel_memory_mb=DEFAULT_KERNEL_MEMORY_MB)
    False
    """
    if class_served:
        return False
    return kernel_memory_mb <= 0 or PRACTICE_KERNEL_MB + WORKER_RESIDENT_MB <= WORKER_FITS_SHARE * kernel_memory_mb
