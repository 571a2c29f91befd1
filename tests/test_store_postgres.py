"""The progress store on PostgreSQL: the SQLite store's guarantees, on a real server.

Debian's PostgreSQL is started by the fixture (tests/pg_support.py); the tests are skipped,
saying why, only when it is not installed.
"""

from __future__ import annotations

import dataclasses
import multiprocessing
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from canasta_teach import config
from canasta_teach.progress import recorder
from canasta_teach.progress.store import (
    SCHEMA_VERSION,
    Answer,
    BaseStore,
    LessonDone,
    ProgressStore,
    StoreError,
    open_store_at,
)
from tests import pg_support, test_dashboard, test_store

T0 = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)

pytestmark = pytest.mark.hub


@pytest.fixture(scope="module")
def pg() -> Iterator[pg_support.Postgres]:
    with pg_support.running_postgres() as server:
        yield server


@pytest.fixture
def url(pg: pg_support.Postgres, request: pytest.FixtureRequest) -> str:
    return pg.create_database(f"t_{request.node.name.lower()}"[:60].replace("[", "_").replace("]", "_").replace("-", "_"))


def _answer(learner: str, position: str, *, correct: bool = True, first_try: bool = True,
            rules: tuple[str, ...] = ("meld.minimum",), at: datetime = T0,
            source: str = "quiz", text: str | None = None) -> Answer:
    return Answer(learner, position, rule_ids=rules, correct=correct, first_try=first_try,
                  source=source, answered_at=at, answer=text)


def test_a_url_opens_postgres_a_path_sqlite(url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta_teach.progress.postgres import PostgresProgressStore

    with open_store_at(url) as store:
        assert isinstance(store, PostgresProgressStore) and store.location == url
    with open_store_at(tmp_path / "p.sqlite3") as store:
        assert isinstance(store, ProgressStore)
    monkeypatch.setenv(config.DB_ENV, url)
    assert config.db_path() is None and config.db_url() == url
    monkeypatch.setattr(recorder, "_STORES", {})
    assert isinstance(recorder.open_store(), PostgresProgressStore)


def test_progress_survives_close_and_reopen(url: str) -> None:
    with open_store_at(url) as store:
        assert store.record_answer(_answer("ann", "p1", text="meld Q Q Q", source="lesson:melds"))
        for n in range(2, 6):
            store.record_answer(_answer("ann", f"p{n}", correct=n != 5, source="lesson:melds"))
        store.mark_lesson_done("ann", "melds", right_first_time=4, steps=5, at=T0)
        store.save_review_card("ann", "p1", card_json='{"x": 1}', due=T0 + timedelta(days=2))
        store.save_review_card("ann", "p1", card_json='{"x": 2}', due=T0 + timedelta(days=3))
    with open_store_at(url) as store:
        assert store.answers()[0] == _answer("ann", "p1", text="meld Q Q Q", source="lesson:melds")
        assert store.lessons_done("ann") == {"melds": LessonDone("melds", T0, right_first_time=4, steps=5)}
        assert store.review_cards("ann") == {"p1": ('{"x": 2}', T0 + timedelta(days=3))}
        assert not store.record_answer(_answer("ann", "p2"))  # kept, but not a first answer
        assert len(store.answers()) == 6
        assert store.integrity_check() == "ok"
        assert store._read("SELECT MAX(version) FROM canasta_teach_schema") == [(SCHEMA_VERSION,)]
    store.close()
    with pytest.raises(StoreError, match="is closed"):
        store.answers()


def test_answers_are_insert_only_in_the_database(url: str) -> None:
    import psycopg

    with open_store_at(url) as store:
        first = _answer("ann", "p1", correct=False, text="wrong", source="lesson:melds")
        store.record_answer(first)
        store.record_answer(dataclasses.replace(first, correct=True, first_try=True, answer="right"))
        store.record_answer(_answer("ann", "p2", source="lesson:melds"))
    with psycopg.connect(url, autocommit=True) as conn:  # the owner, outside the store's methods
        with pytest.raises(psycopg.errors.RaiseException, match="never changed"):
            conn.execute("UPDATE answers SET correct = 1")
        with pytest.raises(psycopg.errors.RaiseException, match="never deleted"):
            conn.execute("DELETE FROM answers")
        with pytest.raises(psycopg.errors.RaiseException, match="never deleted"):
            conn.execute("TRUNCATE answers")
        for statement in ("UPDATE first_answers SET correct = 1", "DELETE FROM first_answers",
                          "TRUNCATE first_answers"):
            with pytest.raises(psycopg.errors.RaiseException, match="first answer is never (changed|deleted)"):
                conn.execute(statement)
    with open_store_at(url) as store:
        with pytest.raises(StoreError, match="never changed"):
            store._write("UPDATE answers SET correct = ?", (1,))
        assert [a.correct for a in store.answers()] == [False, True, True]
        assert store.first_answers("ann") == {"p1": False, "p2": True}
        assert store.mark_lesson_done("ann", "melds", right_first_time=2, steps=5, at=T0)
        assert not store.mark_lesson_done("ann", "melds", right_first_time=5, steps=5, at=T0 + timedelta(days=1))
        assert not store.mark_lesson_done("ann", "melds", right_first_time=0, steps=5, at=T0 + timedelta(days=1))
        assert store.lessons_done("ann")["melds"].right_first_time == 1  # only p2 was right the first time


def _fill(store: BaseStore) -> None:
    """The same class on any store: the teacher aggregates must come out the same."""
    store.record_answer(_answer("ann", "p1", rules=("r.a",), at=T0, source="lesson:melds"))
    store.record_answer(_answer("bob", "p1", rules=("r.a",), correct=False, at=T0, source="lesson:melds"))
    store.record_answer(_answer("bob", "p1", rules=("r.a",), first_try=False, at=T0 + timedelta(minutes=1)))
    store.record_answer(_answer("bob", "p2", rules=("r.a", "r.b"), correct=False, at=T0 + timedelta(minutes=2)))
    store.record_answer(_answer("Cat", "p2", rules=("r.a", "r.b"), correct=False, at=T0))
    store.record_answer(_answer("Émile", "P3", rules=("r.b",), at=T0))
    store.mark_lesson_done("dan", "melds", right_first_time=1, steps=1, at=T0 + timedelta(hours=1))
    store.mark_lesson_done("ann", "melds", right_first_time=1, steps=1, at=T0 + timedelta(hours=2))


def test_teacher_aggregates_agree_with_sqlite(url: str, tmp_path: Path) -> None:
    with open_store_at(url) as pg, open_store_at(tmp_path / "p.sqlite3") as lite:
        for store in (pg, lite):
            _fill(store)
        assert pg.position_stats() == lite.position_stats()
        assert pg.rule_stats() == lite.rule_stats()
        assert pg.most_missed() == lite.most_missed() and pg.most_missed(1) == lite.most_missed(1)
        assert pg.learners() == lite.learners()
        assert [p.name for p in pg.learners()] == ["Cat", "ann", "bob", "Émile"]  # as SQLite sorts
        assert pg.stuck_learners(at_least=1) == lite.stuck_learners(at_least=1)
        assert [s.name for s in pg.stuck_learners(at_least=1)] == ["bob", "Cat"]  # most missed first
        assert pg.class_summary() == lite.class_summary() == (4, 6, 5)
        assert pg.lessons_done("ann") == lite.lessons_done("ann") and len(pg.lessons_done("ann")) == 1
        assert pg.answers() == lite.answers()
        assert pg.answers(learner="bob") == lite.answers(learner="bob")
        assert pg.answers(learner="Ann") == []


def test_newer_schema_is_refused(url: str) -> None:
    import psycopg

    open_store_at(url).close()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("INSERT INTO canasta_teach_schema(version) VALUES (%s)", (SCHEMA_VERSION + 1,))
    with pytest.raises(StoreError, match="newer than this canasta-teach"):
        open_store_at(url)


def test_errors_are_readable_and_never_show_the_password(pg: pg_support.Postgres) -> None:
    url = f"postgresql://nobody:hunter2@127.0.0.1:{pg.port}/no_such_db"
    with pytest.raises(StoreError) as info:
        open_store_at(url)
    assert "hunter2" not in str(info.value)
    assert f"postgresql://nobody@127.0.0.1:{pg.port}/no_such_db" in str(info.value)


def test_a_dropped_connection_is_opened_again(url: str) -> None:
    with open_store_at(url) as store:
        store.record_answer(_answer("ann", "p1"))
        store._connection.close()  # type: ignore[attr-defined]  # as if the database had restarted
        store.record_answer(_answer("ann", "p2"))
        assert len(store.answers()) == 2


# ----------------------------------------------------------------- concurrency (spawn)


def _writer(url: str, worker: int, count: int, barrier: object) -> None:
    """Open the store at the same moment as everyone (schema creation races), then write."""
    barrier.wait(timeout=60)  # type: ignore[attr-defined]
    with open_store_at(url) as store:
        for i in range(count):
            store.record_answer(Answer(f"w{worker}", f"p{i}", rule_ids=("r1",), correct=i % 2 == 0,
                                       first_try=True, source="lesson:melds", answer=f"{worker}:{i}"))
            store.save_review_card(f"w{worker % 3}", f"p{i % 4}", card_json=f"{worker}", due=T0)
            if worker < 5:
                store.mark_lesson_done(f"w{worker}", "melds", right_first_time=0, steps=1, at=T0)


def test_thirty_writers_opening_and_writing_at_once_lose_nothing(url: str) -> None:
    ctx = multiprocessing.get_context("spawn")
    workers, per_worker = 30, 20
    barrier = ctx.Barrier(workers)
    processes = [ctx.Process(target=_writer, args=(url, w, per_worker, barrier)) for w in range(workers)]
    for process in processes:
        process.start()
    for process in processes:
        process.join(timeout=180)
    assert [p.exitcode for p in processes] == [0] * workers
    with open_store_at(url) as store:
        rows = store.answers()
        assert len(rows) == workers * per_worker
        assert {r.answer for r in rows} == {f"{w}:{i}" for w in range(workers) for i in range(per_worker)}
        assert all(s.answers == per_worker for s in store.learners() if s.answers)
        assert sum(len(store.review_cards(f"w{k}")) for k in range(3)) == 12
        assert sum(len(store.lessons_done(f"w{k}")) for k in range(5)) == 5
        assert store.integrity_check() == "ok"


def test_serve_takes_a_postgresql_url_as_store(url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta_teach.cli.serve import notebooks_dir, prepare_class

    env = prepare_class(root=notebooks_dir(), class_name="4b", positions=None, store=url)
    assert env[config.DB_ENV] == url
    with open_store_at(url) as store:
        assert store.integrity_check() == "ok"  # the schema is there before any learner comes
    monkeypatch.setenv(config.DB_ENV, url)  # or from the environment, e.g. a hub's
    assert prepare_class(root=notebooks_dir(), class_name="4b", positions=None, store=None)[config.DB_ENV] == url
    bad = url.rsplit("/", 1)[0] + "/missing_db"
    with pytest.raises(StoreError, match="cannot open the progress store"):
        prepare_class(root=notebooks_dir(), class_name="4b", positions=None, store=bad)


# ----------------------------------------------------------------- identity and honest records


@pytest.mark.parametrize("check", test_store.CHECKS, ids=lambda c: c.__name__[6:])
def test_store_contract_on_postgres(check: object, url: str) -> None:
    """The same checks as on SQLite (tests/test_store.py), on PostgreSQL."""
    with open_store_at(url) as store:
        check(store)  # type: ignore[operator]


def test_a_version_1_database_is_migrated(url: str) -> None:
    import psycopg

    from canasta_teach.progress.dialect import POSTGRES
    from canasta_teach.progress.schema import statements

    with psycopg.connect(url, autocommit=True) as conn:
        for statement in statements(1, POSTGRES):
            conn.execute(statement)
        conn.execute("CREATE TABLE canasta_teach_schema(version INTEGER NOT NULL)")
        conn.execute("INSERT INTO canasta_teach_schema(version) VALUES (1)")
        with conn.cursor() as cursor:
            cursor.executemany(
                "INSERT INTO answers(learner, position_id, rule_ids, correct, first_try, source, answered_at, answer)"
                " VALUES (%s, %s, %s, %s, %s, %s, %s, %s)", test_store.V1_ROWS)
        conn.execute("INSERT INTO lessons_done VALUES ('Ann', '06-the-frozen-pile', %s, 0, 10)",
                     (T0.isoformat(timespec="microseconds"),))
    with open_store_at(url) as store:
        test_store.check_migrated_v1(store)
        assert store._read("SELECT MAX(version) FROM canasta_teach_schema") == [(SCHEMA_VERSION,)]
        assert store.integrity_check() == "ok"
    with open_store_at(url) as store:
        assert len(store._read("SELECT * FROM first_answers")) == 3


@pytest.mark.parametrize("check", test_dashboard.DASHBOARD_CHECKS, ids=lambda c: c.__name__[6:])
def test_dashboard_figures_on_postgres(check: object, url: str) -> None:
    """The dashboard's checks (tests/test_dashboard.py) on PostgreSQL's GROUP BY."""
    with open_store_at(url) as store:
        check(store)  # type: ignore[operator]


def test_the_practice_record_survives_a_restart_on_postgres(url: str) -> None:
    from tests.test_practice_record import fill_and_check

    fill_and_check(lambda: open_store_at(url))


def test_the_class_deal_and_its_decisions_survive_a_restart_on_postgres(url: str) -> None:
    from tests.test_class_deals import fill_and_check_deals

    fill_and_check_deals(lambda: open_store_at(url))


def test_a_version_6_database_keeps_the_game_of_each_hand(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Schema 7 on PostgreSQL: the hands kept before are the Canasta ruleset of their table,
    the class deal names its ruleset (tests/test_practice_record.py, on SQLite)."""
    from tests.test_practice_record import check_migrated_v6, fill_version_6, old_store

    old_store(lambda: open_store_at(url), 6, fill_version_6, monkeypatch)
    with open_store_at(url) as store:
        assert store._read("SELECT MAX(version) FROM canasta_teach_schema") == [(SCHEMA_VERSION,)]
        check_migrated_v6(store)
        assert store.integrity_check() == "ok"
