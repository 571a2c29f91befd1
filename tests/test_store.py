"""The progress store: restart, concurrent writers, kills, immutability, separation, paths."""

from __future__ import annotations

import dataclasses
import multiprocessing
import os
import signal
import sqlite3
import time
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from canasta_teach.errors import CanastaError
from canasta_teach.progress.identity import CODE_ALPHABET, Learner, mint_code, normalise_code
from canasta_teach.progress.names import NameRefused
from canasta_teach.progress.store import (
    SCHEMA_VERSION,
    Answer,
    AnswerRateExceeded,
    BaseStore,
    LessonDone,
    NameTaken,
    ProgressStore,
    StoreBusyError,
    StoreError,
    clean_learner_name,
    default_store_path,
    ensure_outside,
)

T0 = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)


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
    with ProgressStore.open(path, answers_per_minute=None) as store:
        for i in range(count):
            store.record_answer(
                Answer(f"w{worker}", f"p{i}", rule_ids=("r1", f"r{i % 3}"), correct=i % 2 == 0,
                       first_try=True, source="quiz", answer=f"{worker}:{i}")
            )


def _stream_writer(path: str, sender: object) -> None:
    """Write answers forever, reporting n after each write has returned."""
    with ProgressStore.open(path, answers_per_minute=None) as store:
        n = 0
        while True:
            store.record_answer(
                Answer("kim", f"p{n}", rule_ids=("r1",), correct=True, first_try=True,
                       source="lesson:melds", answer=f"a{n}")
            )
            sender.send(n)  # type: ignore[attr-defined]
            n += 1


# ----------------------------------------------------------------- restart


def test_progress_survives_close_and_reopen(db: Path) -> None:
    with ProgressStore.open(db) as store:
        assert store.record_answer(_answer("ann", "p1", text="meld Q Q Q", source="lesson:melds"))
        for n in range(2, 6):
            store.record_answer(_answer("ann", f"p{n}", correct=n != 5, source="lesson:melds"))
        store.mark_lesson_done("ann", "melds", right_first_time=4, steps=5, at=T0)
        store.save_review_card("ann", "p1", card_json='{"x": 1}', due=T0 + timedelta(days=2))
    assert db.exists()
    with ProgressStore.open(db) as store:
        assert store.answers()[0] == _answer("ann", "p1", text="meld Q Q Q", source="lesson:melds")
        assert store.lessons_done("ann") == {
            "melds": LessonDone("melds", T0, right_first_time=4, steps=5)
        }
        assert store.review_cards("ann") == {"p1": ('{"x": 1}', T0 + timedelta(days=2))}
        assert not store.record_answer(_answer("ann", "p2"))  # kept, but not a first answer
        assert len(store.answers()) == 6
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


@pytest.mark.heavy
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


@pytest.mark.heavy
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_mid_stream_leaves_store_sound(db: Path) -> None:
    ProgressStore.open(db).close()
    ctx = multiprocessing.get_context("spawn")
    acked: set[int] = set()
    for _round in range(5):
        receiver, sender = ctx.Pipe(duplex=False)
        process = ctx.Process(target=_stream_writer, args=(str(db), sender))
        process.start()
        sender.close()
        target = len(acked) + 100 + 50 * _round
        deadline = time.monotonic() + 60
        while len(acked) < target and time.monotonic() < deadline:
            if receiver.poll(0.5):
                acked.add(receiver.recv())
        os.kill(process.pid, signal.SIGKILL)  # type: ignore[arg-type]
        process.join(timeout=10)
        assert process.exitcode == -signal.SIGKILL
        # writes that returned just before the kill may still be in the pipe
        try:
            while receiver.poll(0):
                acked.add(receiver.recv())
        except EOFError:
            pass
        receiver.close()
        assert len(acked) >= target
    with ProgressStore.open(db) as store:
        assert store.integrity_check() == "ok"
        stored = {text for (text,) in store._read("SELECT answer FROM answers")}
    missing = {n for n in acked if f"a{n}" not in stored}
    assert missing == set()


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
        # the store, not the page, says which answer was the first
        assert store.answers(learner="ann") == [first, dataclasses.replace(first, first_try=False), again]
        assert store.answers()[0].first_try is True and store.answers()[0].correct is False
        assert store.first_answers("ann") == {"p1": False}
        with pytest.raises(dataclasses.FrozenInstanceError):
            first.correct = True  # type: ignore[misc]
        conn = store._connection
        with pytest.raises(sqlite3.IntegrityError, match="never changed"):
            conn.execute("UPDATE answers SET correct = 1")
        with pytest.raises(sqlite3.IntegrityError, match="never deleted"):
            conn.execute("DELETE FROM answers")
        assert [a.correct for a in store.answers()] == [False, False, True]
        with pytest.raises(sqlite3.IntegrityError, match="first answer is never changed"):
            conn.execute("UPDATE first_answers SET correct = 1")
        with pytest.raises(sqlite3.IntegrityError, match="first answer is never deleted"):
            conn.execute("DELETE FROM first_answers")


def test_lesson_done_improves_but_is_never_overwritten_by_a_worse_or_empty_run(db: Path) -> None:
    with ProgressStore.open(db) as store:
        # an empty run (Next clicked through, nothing answered) finishes nothing
        assert not store.mark_lesson_done("ann", "melds", right_first_time=0, steps=5, at=T0)
        assert store.lessons_done("ann") == {}
        for n, right in enumerate((True, True, False)):
            store.record_answer(_answer("ann", f"m{n}", correct=right, source="lesson:melds"))
        # a page cannot claim more than the first answers show: 2 right, not 5
        assert store.mark_lesson_done("ann", "melds", right_first_time=5, steps=5, at=T0)
        assert store.lessons_done("ann") == {"melds": LessonDone("melds", T0, right_first_time=2, steps=5)}
        # a worse run (after a reload, a crafted click-through) changes nothing
        assert not store.mark_lesson_done("ann", "melds", right_first_time=0, steps=5, at=T0 + timedelta(days=1))
        assert not store.mark_lesson_done("ann", "melds", right_first_time=1, steps=5, at=T0 + timedelta(days=1))
        # retrying a missed step right is practice: the first answer stays wrong
        store.record_answer(_answer("ann", "m2", correct=True, source="lesson:melds"))
        assert not store.mark_lesson_done("ann", "melds", right_first_time=3, steps=5, at=T0 + timedelta(days=1))
        # answering more steps right the first time improves it; the first completion time stays
        store.record_answer(_answer("ann", "m3", source="lesson:melds"))
        assert store.mark_lesson_done("ann", "melds", right_first_time=3, steps=5, at=T0 + timedelta(days=2))
        assert store.lessons_done("ann") == {"melds": LessonDone("melds", T0, right_first_time=3, steps=5)}
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
    assert a.answered_at == datetime(2024, 1, 1, 9, tzinfo=UTC)
    assert a.answered_at.tzinfo is UTC


# ----------------------------------------------------------------- teacher aggregates


def test_teacher_aggregates(db: Path) -> None:
    with ProgressStore.open(db) as store:
        # p1: ann right first time, bob wrong then right; p2 (two rules): bob wrong, cat wrong
        melds = "lesson:melds"
        store.record_answer(_answer("ann", "p1", rules=("r.a",), at=T0, source=melds))
        store.record_answer(_answer("bob", "p1", rules=("r.a",), correct=False, at=T0, source=melds))
        store.record_answer(_answer("bob", "p1", rules=("r.a",), first_try=False, at=T0 + timedelta(minutes=1), source=melds))
        store.record_answer(_answer("bob", "p2", rules=("r.a", "r.b"), correct=False, at=T0 + timedelta(minutes=2), source=melds))
        store.record_answer(_answer("cat", "p2", rules=("r.a", "r.b"), correct=False, at=T0, source=melds))
        store.record_answer(_answer("cat", "p3", rules=("r.b",), at=T0, source=melds))
        store.mark_lesson_done("cat", "melds", right_first_time=1, steps=3, at=T0 + timedelta(hours=1))
        store.mark_lesson_done("ann", "melds", right_first_time=1, steps=3, at=T0 + timedelta(hours=2))

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
        assert list(people) == ["ann", "bob", "cat"]
        assert (people["ann"].answers, people["ann"].right, people["ann"].lessons_done) == (1, 1, 1)
        assert people["ann"].last_seen == T0 + timedelta(hours=2)
        assert (people["bob"].answers, people["bob"].right, people["bob"].lessons_done) == (3, 1, 0)
        assert (people["bob"].first_tries, people["bob"].right_first_time) == (2, 0)
        assert people["bob"].last_seen == T0 + timedelta(minutes=2)
        assert (people["cat"].lessons_done, people["cat"].last_seen) == (1, T0 + timedelta(hours=1))
        # who is stuck: bob (both first answers wrong, lesson not finished); cat and ann finished
        stuck = store.stuck_learners(recent=5, at_least=2)
        assert [(s.name, s.recent, s.missed, s.unfinished) for s in stuck] == [("bob", 2, 2, ("melds",))]
        assert store.class_summary() == (3, 6, 5)


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


# ----------------------------------------------------------------- identity, honest records
# The check_* functions take an open store: the SQLite tests below call them, and
# tests/test_store_postgres.py calls the same ones on PostgreSQL.

LOOK_ALIKES = (
    "ann",                 # case
    " ANN ",               # case and spaces
    "\u0410nn",            # Cyrillic capital A
    "\u0430nn",            # Cyrillic small a
    "A\u0578\u0578",       # Armenian small vo, drawn like n (Unicode's confusables data)
    "\uff21\uff4e\uff4e",  # full-width letters (NFKC)
    "An\u200bn",           # a zero-width space inside
    "\u0391nn",            # Greek capital alpha
)


def check_look_alike_names_collide(store: BaseStore) -> None:
    ann, code = store.claim_name("Ann", at=T0)
    assert ann == Learner("Ann", "Ann") and normalise_code(code) == code
    for text in LOOK_ALIKES:
        with pytest.raises(NameTaken) as caught:
            store.claim_name(text)
        assert "Someone in this class already uses the name" in str(caught.value)
        assert "If it is you, open your personal link or type your code." in str(caught.value)
    anna, _ = store.claim_name("Anna")
    assert anna.id == "Anna"
    with pytest.raises(NameRefused, match="nothing visible"):
        store.claim_name("\u200b\u200d \u2060")


def check_name_alone_opens_nothing(store: BaseStore) -> None:
    ann, code = store.claim_name("Ann", at=T0)
    store.record_answer(_answer(ann.id, "p1", source="lesson:melds"))
    # the name, a look-alike of it, or a wrong code finds nobody
    for attempt in ("Ann", "ann", "", None, "ANN-ANN-ANN", code[:-1] + ("3" if code[-1] != "3" else "4")):
        assert store.learner_by_code(attempt) is None
    # and claiming the name again is refused rather than handing out her progress
    with pytest.raises(NameTaken):
        store.claim_name("ann")
    # her code, typed loosely, is the only way in
    assert store.learner_by_code(code.lower().replace("-", " ")) == ann
    salt_rows = store._read("SELECT code_hash FROM learners WHERE learner = 'Ann'")
    assert code not in str(salt_rows) and len(salt_rows[0][0]) == 64  # only the HMAC is kept


def check_crafted_second_answer_changes_nothing(store: BaseStore) -> None:
    ann = store.claim_name("Ann")[0].id
    store.record_answer(_answer(ann, "p1", rules=("r.a",), correct=False, source="lesson:melds"))
    before = (store.position_stats(), store.rule_stats(), store.most_missed(), store.stuck_learners(at_least=1))
    # a reload, a hidden Try again button clicked by a crafted message: first_try claimed True
    for _ in range(3):
        assert not store.record_answer(_answer(ann, "p1", rules=("r.a",), correct=True, first_try=True,
                                               source="lesson:melds"))
    after = (store.position_stats(), store.rule_stats(), store.most_missed(), store.stuck_learners(at_least=1))
    strip = lambda stats: [dataclasses.replace(s, answers=0) for s in stats]  # noqa: E731
    assert strip(after[0]) == strip(before[0]) and strip(after[1]) == strip(before[1])
    assert strip(after[2]) == strip(before[2]) and after[3] == before[3]
    assert after[0][0].answers == 4  # the practice answers are kept, and only counted as answers
    assert (after[0][0].first_tries, after[0][0].right_first_time, after[0][0].learners_missed) == (1, 0, 1)
    assert store.first_answers(ann) == {"p1": False}


def check_distinct_learner_counts(store: BaseStore) -> None:
    """A class of 2 showed 3 "learners who missed it": ann reloaded and missed again."""
    for name in ("ann", "bob"):
        store.record_answer(_answer(name, "06-frozen-by-two", rules=("pile-frozen-wild",), correct=False,
                                    source="lesson:06-the-frozen-pile"))
    store.record_answer(_answer("ann", "06-frozen-by-two", rules=("pile-frozen-wild",), correct=False,
                                source="lesson:06-the-frozen-pile", at=T0 + timedelta(seconds=5)))
    [stat] = store.most_missed()
    assert (stat.learners, stat.learners_missed, stat.first_tries, stat.answers) == (2, 2, 2, 3)
    assert stat.title == "A two is buried in the pile - take it with your two kings?"
    assert stat.lesson == "The frozen pile"
    [rule] = store.rule_stats()
    assert (rule.learners, rule.learners_missed, rule.first_tries) == (2, 2, 2)
    assert store.class_summary()[0] == 2


def check_generated_positions_are_named_by_title(store: BaseStore) -> None:
    for n, seed in enumerate((577090037, 12)):
        store.record_answer(_answer("ann", f"gen-black-three-top-{seed}-0", rules=("pile-black-three-top",),
                                    correct=n == 0, at=T0 + timedelta(seconds=n)))
    [stat] = store.position_stats()
    assert stat.position_id == "generated:black-three-top"
    assert stat.title == "A black three on top stops you; one card lower it does not"
    assert stat.lesson == "Quiz: made-up positions" and "gen-" not in stat.label
    assert (stat.learners, stat.first_tries, stat.right_first_time, stat.learners_missed) == (1, 2, 1, 1)


def check_write_rate_is_bounded(store: BaseStore) -> None:
    store.answers_per_minute = 5
    for i in range(5):
        store.record_answer(_answer("ann", f"p{i}", at=T0 + timedelta(seconds=i)))
    with pytest.raises(AnswerRateExceeded, match="5 in the last minute"):
        store.record_answer(_answer("ann", "p9", at=T0 + timedelta(seconds=6)))
    assert len(store.answers()) == 5 and "p9" not in store.first_answers("ann")  # nothing kept
    store.record_answer(_answer("bob", "p9", at=T0 + timedelta(seconds=6)))  # others are not held back
    store.record_answer(_answer("ann", "p9", at=T0 + timedelta(seconds=61)))  # a minute later: fine
    assert store.first_answers("ann")["p9"] is True


def check_roster(store: BaseStore) -> None:
    store.record_answer(_answer("Ann", "p1"))  # a learner from before codes
    first = store.issue_codes(["Ann", "Bob", "bob", "Cy"], at=T0)
    assert [(e.learner.id, e.code is not None) for e in first] == [("Ann", True), ("Bob", True), ("Cy", True)]
    codes = {e.learner.id: e.code for e in first}
    assert store.learner_by_code(codes["Ann"]) == Learner("Ann", "Ann")
    again = store.issue_codes(["ANN", "Dee"])
    assert [(e.learner.id, e.code) for e in again][0] == ("Ann", None)  # kept: her link still works
    assert store.learner_by_code(codes["Ann"]) == Learner("Ann", "Ann")
    renewed = store.issue_codes(["Ann"], renew=True)
    assert renewed[0].code and store.learner_by_code(codes["Ann"]) is None
    assert store.learner_by_code(renewed[0].code) == Learner("Ann", "Ann")
    with pytest.raises(NameRefused):
        store.issue_codes(["Eve", ""])  # every name checked before anything is written
    assert "Eve" not in {s.name for s in store.learners()}
    people = {s.name: s.has_code for s in store.learners()}
    assert people == {"Ann": True, "Bob": True, "Cy": True, "Dee": True}


def check_account_learner(store: BaseStore) -> None:
    hub = store.account_learner("ann")
    assert hub == Learner("ann", "ann") and store.account_learner("ann") == hub
    store.claim_name("Ann")  # an account never takes a name from the class's typed names
    assert {s.name: s.has_code for s in store.learners()} == {"Ann": True, "ann": False}
    # The hub's sign-in is the account's key: the dashboard does not ask the teacher for a code.
    assert {s.name: s.signed_in for s in store.learners()} == {"Ann": False, "ann": True}


def check_rows_written_by_id_make_the_name_taken(store: BaseStore) -> None:
    """Pages that still name learners by id (``?learner=Ann``) write rows under "Ann": from
    then on the name and its look-alikes are taken, and only the roster opens them."""
    store.record_answer(_answer("Ann", "p1"))
    store.save_review_card("Zoë", "p1", card_json="{}", due=T0)
    store.record_answer(_answer("ann", "p2"))  # a look-alike written by id: its rows stay apart
    for text in ("ANN", "ann", "\u0410nn", "zoë", "ZOË"):
        with pytest.raises(NameTaken):
            store.claim_name(text)
    assert [(e.learner.id, e.code is not None) for e in store.issue_codes(["ann", "Zoë"])] == [
        ("Ann", True), ("Zoë", True)]
    assert {s.name: s.has_code for s in store.learners()} == {"Ann": True, "Zoë": True, "ann": False}


CHECKS = [
    check_rows_written_by_id_make_the_name_taken,
    check_look_alike_names_collide,
    check_name_alone_opens_nothing,
    check_crafted_second_answer_changes_nothing,
    check_distinct_learner_counts,
    check_generated_positions_are_named_by_title,
    check_write_rate_is_bounded,
    check_roster,
    check_account_learner,
]


@pytest.mark.parametrize("check", CHECKS, ids=lambda c: c.__name__[6:])
def test_store_contract_on_sqlite(check: object, db: Path) -> None:
    with ProgressStore.open(db) as store:
        check(store)  # type: ignore[operator]


def test_names_refused_in_words() -> None:
    from canasta_teach.progress.names import NAME_MAX, learner_name

    cases = {
        "": "Type your name first: 1 to 40 letters.",
        "   ": "Type your name first: 1 to 40 letters.",
        "\u200b\u2060": "That name has nothing visible in it: type your name with letters.",
        "x" * 41: "That name is 41 characters long; a name can have at most 40.",
        "<b>": "A name can hold letters, digits, spaces and . ' _ - only, not \u201c<\u201d.",
        "--": "A name needs at least one letter or digit.",
    }
    for text, message in cases.items():
        with pytest.raises(NameRefused) as caught:
            learner_name(text)
        assert str(caught.value) == message, text
    assert learner_name("  O'Neil   Zoë ").display == "O'Neil Zoë"
    assert learner_name("\uff21nn").display == "Ann"  # full-width folded for display too
    assert learner_name("x" * NAME_MAX).key == "x" * NAME_MAX
    assert learner_name("Straße").key == learner_name("STRASSE").key


def test_codes_are_random_and_typed_loosely() -> None:
    codes = {mint_code() for _ in range(2000)}
    assert len(codes) == 2000
    for code in list(codes)[:50]:
        assert len(code) == 14 and code.count("-") == 2
        assert set(code.replace("-", "")) <= set(CODE_ALPHABET)
        assert normalise_code(f"  {code.lower().replace('-', ' ')} ") == code
    assert not set("0O1IL5S8B2ZUV") & set(CODE_ALPHABET)  # nothing that reads as another
    for bad in ("", "ABC", "K7QM-3RXT-PW9O", "K7QM-3RXT-PW9CC", 123, None, "x" * 500):
        assert normalise_code(bad) is None


def test_recorder_bounds_a_page_s_write_rate(db: Path) -> None:
    from canasta_teach.content.lessons import check_response, get_lesson, lesson_positions
    from canasta_teach.progress.recorder import StoreRecorder, TokenBucket

    now = [0.0]
    with ProgressStore.open(db) as store:
        learner = store.claim_name("Ann")[0]
        lesson = get_lesson("01-cards-and-values")
        position = lesson_positions(lesson)[0]
        verdict = check_response(position, 50)
        recorder = StoreRecorder(store, learner, f"lesson:{lesson.id}", TokenBucket(burst=3, per_second=0.5, clock=lambda: now[0]))
        kept = []
        for _ in range(10):  # a script's burst
            recorder.record(position, verdict, first_try=True)
            kept.append(recorder.last_kept)
        assert kept == [True, True, True] + [False] * 7 and recorder.dropped == 7
        now[0] += 2.0  # one token back after two seconds
        recorder.record(position, verdict, first_try=True)
        assert recorder.last_kept
        recorder.record(position, verdict, first_try=True)
        assert not recorder.last_kept and recorder.dropped == 8
        assert len(store.answers()) == 4 and len(store.first_answers(learner)) == 1
        # the label names the position by title and lesson
        [stat] = store.position_stats()
        assert (stat.position_id, stat.title, stat.lesson) == (position.id, position.title, lesson.title)
        assert recorder.lesson_done(lesson, right_first_time=1, steps=7)


def _v1_sqlite(path: Path) -> None:
    """A store as canasta-teach wrote it before identities (schema version 1)."""
    from canasta_teach.progress.dialect import SQLITE
    from canasta_teach.progress.schema import statements

    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as conn:
        for statement in statements(1, SQLITE):
            conn.execute(statement)
        rows = V1_ROWS
        conn.executemany(
            "INSERT INTO answers(learner, position_id, rule_ids, correct, first_try, source, answered_at, answer)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
        conn.execute("INSERT INTO lessons_done VALUES ('Ann', '06-the-frozen-pile', ?, 0, 10)", (T0.isoformat(timespec="microseconds"),))
        conn.execute("PRAGMA user_version=1")


_t = lambda minutes: (T0 + timedelta(minutes=minutes)).isoformat(timespec="microseconds")  # noqa: E731
V1_ROWS = [
    # Ann missed it, reloaded, "first try" again and right: the earliest answer is the first
    ("Ann", "06-frozen-by-two", "pile-frozen-wild", 0, 1, "lesson:06-the-frozen-pile", _t(0), "yes"),
    ("Ann", "06-frozen-by-two", "pile-frozen-wild", 1, 1, "lesson:06-the-frozen-pile", _t(1), "no"),
    ("ann", "gen-black-three-top-577090037-0", "pile-black-three-top", 1, 1, "quiz", _t(2), "no"),
    ("Bob", "06-frozen-by-two", "pile-frozen-wild", 1, 1, "lesson:06-the-frozen-pile", _t(3), "no"),
]


def check_migrated_v1(store: BaseStore) -> None:
    """What a version-1 store holds after opening it with this version."""
    assert store.first_answers("Ann") == {"06-frozen-by-two": False}
    assert store.first_answers("ann") == {"gen-black-three-top-577090037-0": True}
    stats = {s.position_id: s for s in store.position_stats()}
    assert set(stats) == {"06-frozen-by-two", "generated:black-three-top"}
    assert (stats["06-frozen-by-two"].first_tries, stats["06-frozen-by-two"].right_first_time,
            stats["06-frozen-by-two"].answers) == (2, 1, 3)
    assert stats["06-frozen-by-two"].lesson == "The frozen pile"
    # the old learners keep their rows, have no code, and their names cannot be claimed
    assert {s.name: (s.answers, s.has_code) for s in store.learners()} == {
        "Ann": (2, False), "Bob": (1, False), "ann": (1, False)}
    for text in ("ANN", "bob"):
        with pytest.raises(NameTaken):
            store.claim_name(text)
    # only the teacher's roster gives them a code
    [entry] = store.issue_codes(["Ann"])
    assert entry.learner.id == "Ann" and store.learner_by_code(entry.code) == entry.learner
    assert store.lessons_done("Ann")["06-the-frozen-pile"].right_first_time == 0
    assert len(store.answers()) == 4


def test_a_version_1_store_is_migrated(db: Path) -> None:
    _v1_sqlite(db)
    with ProgressStore.open(db) as store:
        check_migrated_v1(store)
        assert store._connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    with ProgressStore.open(db) as store:  # opening again migrates nothing twice
        assert len(store._read("SELECT * FROM first_answers")) == 3
