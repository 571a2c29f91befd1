"""A page past its share of memory says so before the server stops its kernel (issue 17,
item 1): the page's widgets give way to one sentence from the catalogue and are closed."""

from __future__ import annotations

import ipywidgets as W
import pytest

from canasta_teach import config
from canasta_teach.app.memory_watch import SOFT_SHARE, PageMemoryWatch, watch_page
from canasta_teach.judge.wording import phrase


def test_the_page_says_it_stopped_past_its_share() -> None:
    used = [100]
    inner = W.Button(description="Take the pile")
    root = W.VBox([W.HTML("a lesson"), inner])
    watch = PageMemoryWatch(root, 1000, rss=lambda: used[0])
    assert watch.check() is False and root.children[1] is inner
    used[0] = int(SOFT_SHARE * 1000) + 1
    assert watch.check() is True
    assert len(root.children) == 1
    assert phrase("app.page-stopped").split(":")[0] in root.children[0].value
    assert 'role="alert"' in root.children[0].value
    assert inner.comm is None  # the rest of the page is closed: what it held can be freed
    assert watch.check() is True  # once stopped, it stays stopped


def test_no_watch_without_a_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(config.KERNEL_MEMORY_ENV, raising=False)
    assert watch_page(W.VBox()) is None
    monkeypatch.setenv(config.KERNEL_MEMORY_ENV, "300")
    watch = watch_page(W.VBox())
    assert watch is not None and watch.limit_bytes == 300 * 2**20 and watch.stopped is False
    watch.stop()
