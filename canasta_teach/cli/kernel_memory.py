"""No page's kernel holds more than its share of memory (runs inside the Voila process).

A page can make its kernel grow (60 widget models of 5 MB each took one from 62 MB to 377 MB
in 10 s): the kernel side bounds what a page may open (``app/guard.py``), and this watch
bounds what any kernel may hold, whatever the cause. Every :data:`CHECK_SECONDS` the
resident memory of each kernel process is read; a kernel past ``limit_bytes`` is shut
down (its page has to be reloaded, which starts a fresh kernel) and the server log counts
it in its summary line. The rest of the class keeps its kernels and keeps being served.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import psutil

__all__ = ["CHECK_SECONDS", "KernelMemoryWatch", "kernel_rss"]

#: Seconds between two looks at the kernels' memory (reading /proc: cheap for hundreds).
CHECK_SECONDS = 2


def kernel_rss(km: Any, kernel_id: str) -> int | None:
    """Resident bytes of a kernel's process and its children, or None when it has none."""
    kernel = getattr(km, "_kernels", {}).get(kernel_id)
    pid = getattr(getattr(kernel, "provisioner", None), "pid", None)
    if pid is None:
        return None
    try:
        process = psutil.Process(pid)
        total = process.memory_info().rss
        for child in process.children(recursive=True):
            try:
                total += child.memory_info().rss
            except psutil.Error:
                pass
        return int(total)
    except psutil.Error:
        return None


class KernelMemoryWatch:
    """Shuts down a kernel that holds more than ``limit_bytes``; ``note(kind, example)`` is
    told of each (the server log's counted summary)."""

    def __init__(self, km: Any, limit_bytes: int, note: Callable[[str, str], None]) -> None:
        self.km = km
        self.limit_bytes = limit_bytes
        self.note = note
        self._stopping: set[str] = set()

    async def check(self) -> list[str]:
        """One look at every kernel; returns the ids of the kernels shut down."""
        stopped = []
        for kernel_id in list(self.km.list_kernel_ids()):
            if kernel_id in self._stopping:
                continue
            rss = kernel_rss(self.km, kernel_id)
            if rss is None or rss <= self.limit_bytes:
                continue
            self._stopping.add(kernel_id)
            try:
                result = self.km.shutdown_kernel(kernel_id, now=True)
                if inspect.isawaitable(result):
                    await result
            except Exception:  # noqa: BLE001 - gone already, or Voila stopping: nothing to free
                continue
            finally:
                self._stopping.discard(kernel_id)
            self.note(f"page restarted: its kernel held more than {self.limit_bytes // 2**20} MB",
                      f"{kernel_id[:8]} at {rss // 2**20} MB")
            stopped.append(kernel_id)
        return stopped
