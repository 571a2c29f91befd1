"""The progress store under threads: JupyterLab's kernel (ipykernel 7) handles a click on a
subshell thread, while the store was opened on the main thread. On SQLite and PostgreSQL."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from canasta_teach.progress.store import Answer, BaseStore, StoreError, open_store_at
from tests import pg_support

T0 = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)
THREADS = 6
ANSWERS_EACH = 20


@pytest.fixture(scope="module")
def pg() -> Iterator[pg_support.Postgres]:
    with pg_support.running_postgres() as server:
        yield server


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.hub)])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a new store is: an SQLite file, or a PostgreSQL database of its own."""
    if request.param == "sqlite":
        return str(tmp_path / "data" / "progress.sqlite3")
    server: pg_support.Postgres = request.getfixturevalue("pg")
    return server.create_database(f"threads_{request.node.name.lower()}"[:60].replace("[", "_").replace("]", "_"))


def _answer(learner: str, n: int) -> Answer:
    return Answer(learner, f"p{n}", rule_ids=("meld.minimum",), correct=n % 3 != 0, first_try=True,
                  source="lesson:melds", answered_at=T0 + timedelta(seconds=n), answer=f"{learner}:{n}")


def _on_another_thread(work: Callable[[], object]) -> object:
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(work).result(timeout=120)


def test_a_store_opened_on_one_thread_is_used_from_another(location: str) -> None:
    with open_store_at(location) as store:
        assert store.record_answer(_answer("ann", 1))  # the opening thread
        # a click handled on a subshell thread: record, read, claim a name
        assert _on_another_thread(lambda: store.record_answer(_answer("ann", 2))) is True
        assert _on_another_thread(lambda: [a.answer for a in store.answers(learner="ann")]) == ["ann:1", "ann:2"]
        learner, code = _on_another_thread(lambda: store.claim_name("Bea"))  # type: ignore[misc]
        assert store.learner_by_code(code) == learner  # read back on the opening thread
        assert [a.answer for a in store.answers(learner="ann")] == ["ann:1", "ann:2"]
        assert store.integrity_check() == "ok"


def test_several_threads_record_and_read_at_once(location: str) -> None:
    start = threading.Barrier(THREADS)

    def learner_at_work(store: BaseStore, worker: int) -> list[str]:
        name = f"w{worker}"
        start.wait(timeout=60)
        seen = []
        for n in range(ANSWERS_EACH):
            assert store.record_answer(_answer(name, n))
            seen.append(store.answers(learner=name)[-1].answer)  # each reads what it just wrote
        assert store.first_answers(name) == {f"p{n}": n % 3 != 0 for n in range(ANSWERS_EACH)}
        return seen

    with open_store_at(location) as store:
        store.answers_per_minute = None
        with ThreadPoolExecutor(max_workers=THREADS) as pool:
            futures = [pool.submit(learner_at_work, store, worker) for worker in range(THREADS)]
            results = [future.result(timeout=300) for future in futures]
        for worker, seen in enumerate(results):
            assert seen == [f"w{worker}:{n}" for n in range(ANSWERS_EACH)]
        assert len(store.answers()) == THREADS * ANSWERS_EACH
        assert store.class_summary() == (THREADS, THREADS * ANSWERS_EACH, THREADS * ANSWERS_EACH)
        assert store.integrity_check() == "ok"


def test_finished_threads_leave_no_connection_open_and_close_closes_all(location: str) -> None:
    store = open_store_at(location)
    connections = store._db._connections  # type: ignore[attr-defined]
    for n in range(12):  # twelve clicks, each on a thread that then ends
        thread = threading.Thread(target=store.record_answer, args=(_answer("ann", n),))
        thread.start()
        thread.join(timeout=120)
        assert not thread.is_alive()
    assert len(store.answers()) == 12
    # the opening thread's connection, and at most the last finished thread's
    assert connections.open_count <= 2
    waiting = threading.Event()
    go_on = threading.Event()
    failures: list[BaseException] = []

    def later_click() -> None:
        store.record_answer(_answer("ann", 100))
        waiting.set()
        go_on.wait(timeout=120)
        try:
            store.answers()
        except BaseException as error:  # noqa: BLE001 - the test looks at it below
            failures.append(error)

    thread = threading.Thread(target=later_click)
    thread.start()
    assert waiting.wait(timeout=120)
    store.close()  # on the main thread, while the other thread still lives
    assert connections.open_count == 0
    go_on.set()
    thread.join(timeout=120)
    assert len(failures) == 1 and isinstance(failures[0], StoreError) and "is closed" in str(failures[0])
    with pytest.raises(StoreError, match="is closed"):
        store.answers()
