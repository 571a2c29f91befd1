"""Fake learners in bulk (issue 17, item 3): new names from one page and from one address are
bounded per minute (tunable by ``serve --names-per-page`` / ``--names-per-address``), and
``serve --roster-only`` takes codes only. In the kernel first, then through a real ``serve``."""

from __future__ import annotations

import asyncio
import html
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from canasta_teach.app.identity_view import LearnerPanel
from canasta_teach.config import (
    CLIENT_ADDRESS_ENV,
    NAMES_PER_ADDRESS_ENV,
    NAMES_PER_PAGE_ENV,
    ROSTER_ONLY_ENV,
)
from canasta_teach.judge.wording import say
from canasta_teach.progress.name_limits import NAMES_PER_ADDRESS, NAMES_PER_PAGE, admit_from_address
from canasta_teach.progress.store import ProgressStore

PAGE_FULL = say("identity.too-many-names")
ADDRESS_FULL = say("identity.too-many-names-here")
ROSTER_ONLY = say("identity.roster-only")


@pytest.fixture
def store(tmp_path: Path) -> ProgressStore:
    with ProgressStore.open(tmp_path / "progress.sqlite3") as opened:
        yield opened


def shown(panel: LearnerPanel) -> str:
    return html.unescape(panel.status.value + panel.reveal.value)


def _names(store: ProgressStore) -> list[str]:
    return [learner.name for learner in store.learners()]


def test_the_defaults_are_a_few_a_minute() -> None:
    assert (NAMES_PER_PAGE, NAMES_PER_ADDRESS) == (3, 10)


def test_a_page_creating_names_beyond_its_limit_is_refused(store: ProgressStore) -> None:
    now = [0.0]
    page = LearnerPanel(store, clock=lambda: now[0])
    for n in range(NAMES_PER_PAGE):
        page.name.value = f"Fake {n}"
        assert page.learner is not None and page.learner.display_name == f"Fake {n}"
    page.name.value = "Fake extra"
    assert PAGE_FULL in shown(page)
    assert _names(store) == [f"Fake {n}" for n in range(NAMES_PER_PAGE)]
    now[0] += 60.0 / NAMES_PER_PAGE  # one more after its share of a minute
    page.name.value = "Fake later"
    assert page.learner is not None and page.learner.display_name == "Fake later"


def test_names_from_one_address_are_bounded_across_its_pages(store: ProgressStore, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CLIENT_ADDRESS_ENV, "192.0.2.7")  # a documentation address: only a label here
    monkeypatch.setenv(NAMES_PER_PAGE_ENV, "2")
    monkeypatch.setenv(NAMES_PER_ADDRESS_ENV, "3")
    first, second = LearnerPanel(store), LearnerPanel(store)
    first.name.value = "Kid A1"
    first.name.value = "Kid A2"
    first.name.value = "Kid A3"
    assert PAGE_FULL in shown(first)
    second.name.value = "Kid B1"
    second.name.value = "Kid B2"
    assert ADDRESS_FULL in shown(second)
    # the page's refusal was never counted against the address: three attempts there made three names
    assert _names(store) == ["Kid A1", "Kid A2", "Kid B1"]
    monkeypatch.setenv(CLIENT_ADDRESS_ENV, "192.0.2.8")  # another computer of the class
    other = LearnerPanel(store)
    other.name.value = "Kid C1"
    assert other.learner is not None and other.learner.display_name == "Kid C1"


def test_the_address_count_forgets_after_a_minute_and_keeps_no_address(store: ProgressStore) -> None:
    t0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
    assert [admit_from_address(store, "192.0.2.9", 2, at=t0 + timedelta(seconds=s)) for s in (0, 1, 2)] == [
        True, True, False,
    ]
    assert admit_from_address(store, "192.0.2.9", 2, at=t0 + timedelta(seconds=61)) is True
    assert admit_from_address(store, None, 2) is True and admit_from_address(store, "192.0.2.9", 0) is True
    stored = " ".join(str(row) for row in store._read("SELECT origin, tried_at FROM name_attempts"))
    assert "192.0.2.9" not in stored


def test_roster_only_refuses_a_typed_name(store: ProgressStore, monkeypatch: pytest.MonkeyPatch) -> None:
    [entry] = store.issue_codes(["Rosa"])
    assert entry.code is not None
    monkeypatch.setenv(ROSTER_ONLY_ENV, "1")
    page = LearnerPanel(store)
    assert page.name_row.layout.display == "none" and page.code_row.layout.display != "none"
    assert say("identity.roster-anonymous") in shown(page)
    page.name.value = "Mallory"  # what a crafted message can still send
    page.commit_pending()
    assert page.learner is None and ROSTER_ONLY in shown(page)
    assert _names(store) == ["Rosa"]
    page.code_box.value = entry.code
    assert page.learner is not None and page.learner.display_name == "Rosa"


# --------------------------------------------------------------------------- a real serve


async def _type_names(port: int, kernel: str, cookie: str | None, names: list[str]) -> list[str]:
    """Type each name into the page's name box as a browser would; what the page says back."""
    from benchmarks._widget_client import WidgetClient

    client = WidgetClient(f"http://127.0.0.1:{port}/", kernel, cookie=cookie)
    await client.connect(60)
    await client.kernel_info(60)
    await client.restore_widgets(60)
    [box] = client.find("TextModel", "ct-name")  # the panel's name box and its status line
    [status] = client.find("HTMLModel", "ct-name-status")
    box_id, status_id = box.model_id, status.model_id
    said = []
    for name in names:
        update = client.state_update_of(status_id, "value")
        client.send("comm_msg", {"comm_id": box_id,
                                 "data": {"method": "update", "state": {"value": name}, "buffer_paths": []}})
        message = await client.wait(update, 60, "the page's answer to a typed name")
        said.append(html.unescape(str(message.content["data"]["state"]["value"])))
    await client.close()
    return said


def _page(srv: object) -> tuple[str, str | None]:
    from tests import browser_support as bs
    from tests.test_serve_hardening import _get

    url = srv.first_line.split("ready at ", 1)[1].split()[0]  # type: ignore[attr-defined]
    status, headers, body = _get(url)
    assert status == 200, body[:300]
    cookie = headers.get("set-cookie", "").split(";", 1)[0] or None
    kernel = bs.kernel_id_in(body)
    assert kernel
    return kernel, cookie


@pytest.mark.browser
def test_a_real_serve_bounds_names_per_page_and_per_address_and_can_take_codes_only(tmp_path: Path) -> None:
    from canasta_teach.cli import serve as serve_mod
    from tests.test_serve_hardening import launched

    db = tmp_path / "s.sqlite3"
    argv = [sys.executable, "-m", "canasta_teach.cli", "serve", "--store", str(db),
            "--names-per-page", "2", "--names-per-address", "3"]
    with launched(serve_mod.notebooks_dir(), argv=argv) as srv:
        first = asyncio.run(_type_names(srv.port, *_page(srv), ["Kid A1", "Kid A2", "Kid A3"]))
        second = asyncio.run(_type_names(srv.port, *_page(srv), ["Kid B1", "Kid B2"]))
    assert "Kid A1" in first[0] and "Kid A2" in first[1] and PAGE_FULL in first[2]
    assert "Kid B1" in second[0] and ADDRESS_FULL in second[1]
    with ProgressStore.open(db) as store:
        assert _names(store) == ["Kid A1", "Kid A2", "Kid B1"]
        [entry] = store.issue_codes(["Rosa"])
    argv = [sys.executable, "-m", "canasta_teach.cli", "serve", "--store", str(db), "--roster-only"]
    with launched(serve_mod.notebooks_dir(), argv=argv) as srv:
        said = asyncio.run(_type_names(srv.port, *_page(srv), ["Mallory"]))
    assert ROSTER_ONLY in said[0]
    with ProgressStore.open(db) as store:
        assert "Mallory" not in _names(store)
    assert entry.code is not None
