"""The progress store: restart, concurrent writers, kills, immutability, separation, paths."""

from __future__ import annotations

import dataclasses
import multiprocessing
import os
import signal
import sqlite3
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from canasta_teach.errors import CanastaError
from canasta_teach.progress.store import (
    SCHEMA_VERSION,
    Answer,
    LessonDone,
    ProgressStore,
    StoreBusyError,
    StoreError,
    clean_learner_name,
    default_store_path,
    ensure_outside,
)

T0 = datetime(2024, 3, 1, 9, 0, tzinfo=timezone.utc)


def _answer(learner: str, position: str, *, correct: bool = True, first_try: bool = True,
            rules: tuple[str, ...] = ("meld.minimum",), at: datetime = T0,
            source: str = "quiz", text: str | None = None) -> Answer:
    return Answer(learner, position, rule_ids=rules, correct=correct, first_try=first_try,
                  source=source, answered_at=at, answer=text)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "data" / "progress.sqlite3"


# ----------------------------------------------------------------- worker processes (spawn)


def _concurrent_writer(path: str, worker: int, count: int, barrier: object) -> None:
    """Open, wait for everyone, then write ``count`` answers as fast as possible."""
    barrier.wait(timeout=60)  # type: ignore[attr-defined]
    with ProgressStore.open(path) as store:
        for i in range(count):
            store.record_answer(
                Answer(f"w{worker}", f"p{i}", rule_ids=("r1", f"r{i % 3}"), correct=i % 2 == 0,
                       first_try=True, source="quiz", answer=f"{worker}:{i}")
            )


def _stream_writer(path: str, sender: object) -> None:
    """Write answers forever, reporting (row id, n) after each write has returned."""
    with ProgressStore.open(path) as store:
        n = 0
        while True:
            row = store.record_answer(
                Answer("kim", f"p{n}", rule_ids=("r1",), correct=True, first_try=True,
                       source="lesson:melds", answer=f"a{n}")
            )
            sender.send((row, n))  # type: ignore[attr-defined]
            n += 1


# ----------------------------------------------------------------- restart


def test_progress_survives_close_and_reopen(db: Path) -> None:
    with ProgressStore.open(db) as store:
        first = store.record_answer(_answer("ann", "p1", text="meld Q Q Q"))
        store.mark_lesson_done("ann", "melds", right_first_time=4, steps=5, at=T0)
        store.save_review_card("ann", "p1", card_json='{"x": 1}', due=T0 + timedelta(days=2))
    assert db.exists()
    with ProgressStore.open(db) as store:
        assert store.answers() == [_answer("ann", "p1", text="meld Q Q Q")]
        assert store.lessons_done("ann") == {
            "melds": LessonDone("melds", T0, right_first_time=4, steps=5)
        }
        assert store.review_cards("ann") == {"p1": ('{"x": 1}', T0 + timedelta(days=2))}
        second = store.record_answer(_answer("ann", "p2"))
        assert second > first
        conn = store._connection
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert store.integrity_check() == "ok"


def test_closed_store_says_so(db: Path) -> None:
    store = ProgressStore.open(db)
    store.close()
    store.close()
    with pytest.raises(StoreError, match="is closed"):
        store.answers()


def test_not_a_database_is_a_readable_error(tmp_path: Path) -> None:
    bogus = tmp_path / "progress.sqlite3"
    bogus.write_bytes(b"this is a notebook, not a database" * 100)
    with pytest.raises(StoreError, match="is not a usable progress store"):
        ProgressStore.open(bogus)


def test_newer_schema_is_refused(db: Path) -> None:
    ProgressStore.open(db).close()
    with sqlite3.connect(db) as conn:
        conn.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    with pytest.raises(StoreError, match="newer than this canasta-teach"):
        ProgressStore.open(db)


# ----------------------------------------------------------------- concurrency and kills


def test_thirty_concurrent_writer_processes(db: Path) -> None:
    ctx = multiprocessing.get_context("spawn")
    workers, per_worker = 30, 20
    barrier = ctx.Barrier(workers)
    processes = [
        ctx.Process(target=_concurrent_writer, args=(str(db), w, per_worker, barrier))
        for w in range(workers)
    ]
    for process in processes:
        process.start()
    for process in processes:
        process.join(timeout=120)
    assert [p.exitcode for p in processes] == [0] * workers
    with ProgressStore.open(db) as store:
        assert store.integrity_check() == "ok"
        rows = store.answers()
        assert len(rows) == workers * per_worker
        assert {r.answer for r in rows} == {f"{w}:{i}" for w in range(workers) for i in range(per_worker)}
        assert len(store.learners()) == workers
        assert all(s.answers == per_worker for s in store.learners())


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_mid_stream_leaves_store_sound(db: Path) -> None:
    ProgressStore.open(db).close()
    ctx = multiprocessing.get_context("spawn")
    acked: dict[int, int] = {}
    for _round in range(5):
        receiver, sender = ctx.Pipe(duplex=False)
        process = ctx.Process(target=_stream_writer, args=(str(db), sender))
        process.start()
        sender.close()
        target = len(acked) + 100 + 50 * _round
        deadline = time.monotonic() + 60
        while len(acked) < target and time.monotonic() < deadline:
            if receiver.poll(0.5):
                row, n = receiver.recv()
                acked[row] = n
        os.kill(process.pid, signal.SIGKILL)  # type: ignore[arg-type]
        process.join(timeout=10)
        assert process.exitcode == -signal.SIGKILL
        # writes that returned just before the kill may still be in the pipe
        try:
            while receiver.poll(0):
                row, n = receiver.recv()
                acked[row] = n
        except EOFError:
            pass
        receiver.close()
        assert len(acked) >= target
    with ProgressStore.open(db) as store:
        assert store.integrity_check() == "ok"
        stored = dict(store._read("SELECT id, answer FROM answers"))
    missing = {row: n for row, n in acked.items() if stored.get(row) != f"a{n}"}
    assert missing == {}


def test_busy_store_retries_then_gives_a_readable_error(db: Path) -> None:
    ProgressStore.open(db).close()
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    store = ProgressStore.open(db, busy_timeout=0.02, write_deadline=0.3)
    try:
        with pytest.raises(StoreBusyError, match="stayed locked for 0.3 s"):
            store.record_answer(_answer("ann", "p1"))
        assert store.busy_retries > 0
        assert isinstance(StoreBusyError("x"), CanastaError)
        blocker.execute("ROLLBACK")
        store.record_answer(_answer("ann", "p1"))
        assert len(store.answers()) == 1
    finally:
        blocker.close()
        store.close()


# ----------------------------------------------------------------- answers are history


def test_answers_cannot_be_changed(db: Path) -> None:
    public = {name for name in dir(ProgressStore) if not name.startswith("_")}
    for verb in ("update", "delete", "change", "edit", "remove", "replace", "clear", "set"):
        assert not [name for name in public if verb in name.lower()], verb
    with ProgressStore.open(db) as store:
        first = _answer("ann", "p1", correct=False, first_try=True, text="wrong")
        store.record_answer(first)
        store.record_answer(first)  # the same answer again is a new row
        again = dataclasses.replace(first, correct=True, first_try=False, answer="right")
        store.record_answer(again)
        assert store.answers(learner="ann") == [first, first, again]
        assert store.answers()[0].first_try is True and store.answers()[0].correct is False
        with pytest.raises(dataclasses.FrozenInstanceError):
            first.correct = True  # type: ignore[misc]
        conn = store._connection
        with pytest.raises(sqlite3.IntegrityError, match="never changed"):
            conn.execute("UPDATE answers SET correct = 1")
        with pytest.raises(sqlite3.IntegrityError, match="never deleted"):
            conn.execute("DELETE FROM answers")
        assert [a.correct for a in store.answers()] == [False, False, True]


def test_lesson_done_keeps_the_first_completion(db: Path) -> None:
    with ProgressStore.open(db) as store:
        assert store.mark_lesson_done("ann", "melds", right_first_time=2, steps=5, at=T0)
        assert not store.mark_lesson_done("ann", "melds", right_first_time=5, steps=5,
                                          at=T0 + timedelta(days=1))
        assert store.lessons_done("ann")["melds"].right_first_time == 2
        with pytest.raises(CanastaError, match=r"right_first_time \(6\) cannot exceed steps \(5\)"):
            store.mark_lesson_done("ann", "x", right_first_time=6, steps=5)
        with pytest.raises(CanastaError, match="steps must be a whole number"):
            store.mark_lesson_done("ann", "x", right_first_time=0, steps=-1)


def test_learner_separation(db: Path) -> None:
    with ProgressStore.open(db) as store:
        for i in range(5):
            store.record_answer(_answer("ann", f"p{i}"))
            store.record_answer(_answer("bob", f"p{i}", correct=False))
        store.mark_lesson_done("bob", "melds", right_first_time=0, steps=3)
        store.save_review_card("bob", "p1", card_json="{}", due=T0)
        ann = store.answers(learner="ann")
        assert len(ann) == 5 and {a.learner for a in ann} == {"ann"}
        assert {a.learner for a in store.answers(learner=" bob ")} == {"bob"}
        assert store.answers(learner="Ann") == []
        assert store.lessons_done("ann") == {}
        assert store.review_cards("ann") == {}
        assert len(store.answers()) == 10


def test_answer_validation() -> None:
    with pytest.raises(CanastaError, match="must carry a time zone"):
        _answer("ann", "p1", at=datetime(2024, 1, 1))
    with pytest.raises(CanastaError, match="must be 'quiz' or 'lesson:<lesson name>'"):
        _answer("ann", "p1", source="homework")
    with pytest.raises(CanastaError, match="without spaces"):
        _answer("ann", "p1", rules=("two words",))
    with pytest.raises(CanastaError, match="contains '/'"):
        _answer("ann/bob", "p1")
    a = Answer(" ann ", "p1", rule_ids="r1 r2 r1", correct=1, first_try=0, source="lesson:melds",  # type: ignore[arg-type]
               answered_at=datetime(2024, 1, 1, 10, tzinfo=timezone(timedelta(hours=1))))
    assert (a.learner, a.rule_ids, a.correct, a.first_try) == ("ann", ("r1", "r2"), True, False)
    assert a.answered_at == datetime(2024, 1, 1, 9, tzinfo=timezone.utc)
    assert a.answered_at.tzinfo is timezone.utc


# ----------------------------------------------------------------- teacher aggregates


def test_teacher_aggregates(db: Path) -> None:
    with ProgressStore.open(db) as store:
        # p1: ann right first time, bob wrong then right; p2 (two rules): bob wrong, cat wrong
        store.record_answer(_answer("ann", "p1", rules=("r.a",), at=T0))
        store.record_answer(_answer("bob", "p1", rules=("r.a",), correct=False, at=T0))
        store.record_answer(_answer("bob", "p1", rules=("r.a",), first_try=False, at=T0 + timedelta(minutes=1)))
        store.record_answer(_answer("bob", "p2", rules=("r.a", "r.b"), correct=False, at=T0 + timedelta(minutes=2)))
        store.record_answer(_answer("cat", "p2", rules=("r.a", "r.b"), correct=False, at=T0))
        store.record_answer(_answer("cat", "p3", rules=("r.b",), at=T0))
        store.mark_lesson_done("dan", "melds", right_first_time=1, steps=1, at=T0 + timedelta(hours=1))
        store.mark_lesson_done("ann", "melds", right_first_time=1, steps=1, at=T0 + timedelta(hours=2))

        stats = {s.position_id: s for s in store.position_stats()}
        assert [(s.learners, s.answers, s.first_tries, s.right_first_time) for s in stats.values()] == [
            (2, 3, 2, 1), (2, 2, 2, 0), (1, 1, 1, 1)]
        assert stats["p1"].share_right_first_time == 0.5
        assert stats["p2"].share_right_first_time == 0.0

        rules = {s.rule_id: s for s in store.rule_stats()}
        assert (rules["r.a"].learners, rules["r.a"].answers, rules["r.a"].first_tries,
                rules["r.a"].right_first_time) == (3, 5, 4, 1)
        assert (rules["r.b"].learners, rules["r.b"].answers, rules["r.b"].share_right_first_time) == (
            2, 3, pytest.approx(1 / 3))

        assert [s.position_id for s in store.most_missed()] == ["p2", "p1"]
        assert [s.position_id for s in store.most_missed(1)] == ["p2"]
        assert store.most_missed(0) == []
        with pytest.raises(CanastaError):
            store.most_missed(-1)

        people = {p.name: p for p in store.learners()}
        assert list(people) == ["ann", "bob", "cat", "dan"]
        assert (people["ann"].answers, people["ann"].right, people["ann"].lessons_done) == (1, 1, 1)
        assert people["ann"].last_seen == T0 + timedelta(hours=2)
        assert (people["bob"].answers, people["bob"].right, people["bob"].lessons_done) == (3, 1, 0)
        assert people["bob"].last_seen == T0 + timedelta(minutes=2)
        assert (people["dan"].answers, people["dan"].last_seen) == (0, T0 + timedelta(hours=1))


def test_empty_store_aggregates(db: Path) -> None:
    with ProgressStore.open(db) as store:
        assert store.position_stats() == store.rule_stats() == store.most_missed() == []
        assert store.learners() == []


# ----------------------------------------------------------------- paths


def test_default_store_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("CANASTA_TEACH_DB", str(tmp_path / "x.db"))
    assert default_store_path() == tmp_path / "x.db"
    monkeypatch.delenv("CANASTA_TEACH_DB")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_store_path() == tmp_path / "xdg" / "canasta-teach" / "progress.sqlite3"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_store_path() == tmp_path / "home" / ".local/share/canasta-teach/progress.sqlite3"


def test_ensure_outside_served_folders(tmp_path: Path) -> None:
    served = tmp_path / "site" / "notebooks"
    served.mkdir(parents=True)
    elsewhere = tmp_path / "data"
    elsewhere.mkdir()
    (elsewhere / "link").symlink_to(served, target_is_directory=True)
    (tmp_path / "served-link").symlink_to(served, target_is_directory=True)

    assert ensure_outside(elsewhere / "p.sqlite3", [served]) == (elsewhere / "p.sqlite3").resolve()
    refused = [
        served / "p.sqlite3",
        served / "deep" / "er" / "p.sqlite3",
        served,
        elsewhere / ".." / "site" / "notebooks" / "p.sqlite3",  # via ..
        elsewhere / "link" / "p.sqlite3",  # via a symlinked folder
    ]
    for path in refused:
        with pytest.raises(StoreError, match="is inside the served folder"):
            ensure_outside(path, [tmp_path / "other", served])
    # the served root itself given through a symlink
    with pytest.raises(StoreError, match="anyone could download it"):
        ensure_outside(served / "p.sqlite3", [tmp_path / "served-link"])
    # a sibling whose name merely starts the same is fine
    assert ensure_outside(tmp_path / "site" / "notebooks-data" / "p.sqlite3", [served])
    with pytest.raises(StoreError):
        ProgressStore.open(served / "p.sqlite3", served_roots=[served])
    assert not (served / "p.sqlite3").exists()


# ----------------------------------------------------------------- learner names


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ann", "ann"),
        ("  Ann Lee  ", "Ann Lee"),
        ("Ann   Lee", "Ann Lee"),
        ("Zoë_2.b-x", "Zoë_2.b-x"),
        ("Zoe\u0308", "Zoë"),
        ("José María", "José María"),
        ("x" * 40, "x" * 40),
        ("7", "7"),
        ("ann\n", "ann"),
    ],
)
def test_learner_name_accepted(text: str, expected: str) -> None:
    assert clean_learner_name(text) == expected


HINT = "letters, digits, spaces, '.', '_' or '-'"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", f"a learner name cannot be empty: type 1 to 40 {HINT}"),
        ("   ", f"a learner name cannot be empty: type 1 to 40 {HINT}"),
        ("ann/bob", f"the learner name 'ann/bob' contains '/': use only {HINT}"),
        ("ann\tbob", f"the learner name 'ann\\tbob' contains '\\t': use only {HINT}"),
        ("<script>", f"the learner name '<script>' contains '<': use only {HINT}"),
        ("o'neil", f"the learner name \"o'neil\" contains \"'\": use only {HINT}"),
        ("x" * 41, f"the learner name '{'x' * 40}…' is 41 characters long: use at most 40"),
        (42, "a learner name must be text, not int"),
        (None, "a learner name must be text, not NoneType"),
    ],
)
def test_learner_name_rejected(text: object, message: str) -> None:
    with pytest.raises(CanastaError) as caught:
        clean_learner_name(text)
    assert str(caught.value) == message
