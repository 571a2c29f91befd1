"""How much one class server may hold: the defaults of ``serve``'s limits, from the machine.

Every page visit starts a kernel (about 75 MB), and Voila holds open files per kernel: the
default cap on kernels follows the memory available and the open-file limit, the pages
rendered at once follow the cores, and a kernel nobody uses is culled on a timer derived
from the idle timeout.
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
