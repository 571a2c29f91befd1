"""A page that outgrows its share of memory says so, in words, before the server stops it.

``serve --kernel-memory-mb`` bounds what any one page's kernel may hold: the server stops
a kernel past the limit (:mod:`canasta_teach.cli.kernel_memory`), whatever made it grow, and
the rest of the class keeps being served. A stopped kernel's page would just go dead, so the
kernel watches itself too: a little before the limit (:data:`SOFT_SHARE` of it) it replaces
its page with one sentence from the catalogue ("This page has stopped ... reload it") and
closes its other widgets, which frees what they held. The learner reloads and gets a fresh
kernel; the answers already given are in the store.

The server's watch stays the bound: this only makes its effect readable.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable

import ipywidgets as W

from .. import config
from ..judge.wording import phrase
from .assets import render

__all__ = ["PageMemoryWatch", "watch_page", "SOFT_SHARE", "CHECK_SECONDS"]

log = logging.getLogger(__name__)

#: The share of the limit at which the page says it stops (the server stops the kernel at 1.0).
SOFT_SHARE = 0.9
#: Seconds between two looks at this kernel's memory.
CHECK_SECONDS = 2.0


def own_rss() -> int:
    """Resident bytes of this kernel's process."""
    import psutil

    return int(psutil.Process(os.getpid()).memory_info().rss)


class PageMemoryWatch:
    """Stops ``root``'s page once this kernel holds more than :data:`SOFT_SHARE` of
    ``limit_bytes``. ``rss`` is injectable for tests."""

    def __init__(self, root: W.Box, limit_bytes: int, *, rss: Callable[[], int] = own_rss) -> None:
        self.root = root
        self.limit_bytes = limit_bytes
        self.rss = rss
        self.stopped = False
        self._done = threading.Event()

    def check(self) -> bool:
        """One look; True once the page has been stopped."""
        if self.stopped:
            return True
        if self.rss() <= SOFT_SHARE * self.limit_bytes:
            return False
        self.stopped = True
        message = W.HTML(render("page_stopped.html.j2", text=phrase("app.page-stopped")))
        self.root.children = (message,)
        keep = {id(message), id(self.root), id(self.root.layout), id(message.layout), id(message.style)}
        for widget in list(getattr(W.Widget, "widgets", {}).values()):
            if id(widget) not in keep:
                try:
                    widget.close()
                except Exception:  # noqa: BLE001 - closing what is left must not stop the message
                    pass
        log.warning("this page's kernel holds %d MB, past %d%% of its share: the page was stopped",
                    self.rss() // 2**20, int(SOFT_SHARE * 100))
        self._done.set()
        return True

    def _run(self) -> None:
        while not self._done.wait(CHECK_SECONDS):
            try:
                self.check()
            except Exception:  # noqa: BLE001 - a watch never breaks the page
                log.exception("the page's memory watch failed")
                return

    def start(self) -> PageMemoryWatch:
        threading.Thread(target=self._run, name="page-memory-watch", daemon=True).start()
        return self

    def stop(self) -> None:
        self._done.set()


def watch_page(root: W.Box) -> PageMemoryWatch | None:
    """Watch this kernel's memory on behalf of the page ``root`` (under ``serve``, which
    gives each kernel its share); None where no limit is set."""
    limit_mb = config.kernel_memory_mb()
    if limit_mb <= 0 or not isinstance(root, W.Box):
        return None
    return PageMemoryWatch(root, limit_mb * 2**20).start()
