"""Spaced repetition: misses come back soon, knowns later, and the order survives a restart."""

from __future__ import annotations

import tempfile
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from fsrs import Card, State
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_teach.errors import CanastaError
from canasta_teach.progress.schedule import STEP, ReviewSchedule, default_scheduler
from canasta_teach.progress.store import ProgressStore
from tests.depth import examples

T0 = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)


@pytest.fixture
def store(tmp_path: Path):
    with ProgressStore.open(tmp_path / "progress.sqlite3") as opened:
        yield opened


def test_missed_item_is_due_before_known_item(store: ProgressStore) -> None:
    schedule = ReviewSchedule.load(store, "ann")
    due_a = schedule.record("A", correct=False, now=T0)
    due_b = schedule.record("B", correct=True, now=T0)
    assert due_a < due_b
    assert T0 < due_a <= T0 + timedelta(days=1)
    assert due_b > T0 + timedelta(days=1)
    assert due_a == T0 + STEP
    assert schedule.due(["B", "A"], now=due_b) == ["A", "B"]
    assert schedule.next_items(["B", "A"], 2, now=due_b) == ["A", "B"]


def test_missed_known_item_comes_back_within_a_day(store: ProgressStore) -> None:
    schedule = ReviewSchedule.load(store, "ann")
    first = schedule.record("A", correct=True, now=T0)
    second = schedule.record("A", correct=True, now=first)
    assert second - first > first - T0 > timedelta(days=1)  # intervals grow
    lapse = schedule.record("A", correct=False, now=second)
    assert second < lapse <= second + timedelta(days=1)


def test_due_order_overdue_first_then_unseen(store: ProgressStore) -> None:
    schedule = ReviewSchedule.load(store, "ann")
    schedule.record("late", correct=False, now=T0 + timedelta(minutes=5))
    schedule.record("early", correct=False, now=T0)
    schedule.record("known", correct=True, now=T0)
    now = T0 + timedelta(hours=1)
    items = ["new1", "known", "late", "new2", "early", "late"]
    assert schedule.due(items, now=now) == ["early", "late", "new1", "new2"]
    assert schedule.next_items(items, 3, now=now) == ["early", "late", "new1"]
    assert schedule.next_items(items, 10, now=now) == ["early", "late", "new1", "new2", "known"]
    assert schedule.next_items(items, 10, now=now, review_ahead=False) == [
        "early", "late", "new1", "new2"]
    assert schedule.next_items(items, 0, now=now) == []
    assert schedule.due_at("new1") is None
    with pytest.raises(CanastaError, match="n must be a whole number"):
        schedule.next_items(items, -1, now=now)


def test_resume_gives_the_same_due_order(tmp_path: Path) -> None:
    path = tmp_path / "progress.sqlite3"
    items = [f"p{i}" for i in range(8)]
    with ProgressStore.open(path) as store:
        schedule = ReviewSchedule.load(store, "ann")
        for i, item in enumerate(items[:6]):
            schedule.record(item, correct=i % 3 != 0, now=T0 + timedelta(minutes=i))
        schedule.record("p0", correct=True, now=T0 + timedelta(minutes=20))
        other = ReviewSchedule.load(store, "bob")
        other.record("p7", correct=False, now=T0)
        later = T0 + timedelta(days=30)
        before = (schedule.due(items, now=later), schedule.next_items(items, 8, now=T0),
                  [schedule.due_at(i) for i in items])
    with ProgressStore.open(path) as store:
        resumed = ReviewSchedule.load(store, "ann")
        after = (resumed.due(items, now=later), resumed.next_items(items, 8, now=T0),
                 [resumed.due_at(i) for i in items])
        assert after == before
        assert set(store.review_cards("ann")) == set(items[:6])
        assert resumed.due_at("p7") is None  # bob's card stays bob's


def test_record_saves_immediately(store: ProgressStore) -> None:
    schedule = ReviewSchedule.load(store, "ann")
    due = schedule.record("A", correct=False, now=T0)
    card_json, stored_due = store.review_cards("ann")["A"]
    assert stored_due == due
    card = Card.from_json(card_json)
    assert card.due == due and card.state == State.Learning


def test_times_must_be_aware_and_any_zone_works() -> None:
    schedule = ReviewSchedule()
    with pytest.raises(CanastaError, match="must carry a time zone"):
        schedule.record("A", correct=True, now=datetime(2024, 1, 1))
    paris = timezone(timedelta(hours=1))
    due = schedule.record("A", correct=False, now=T0.astimezone(paris))
    assert due == T0 + STEP and due.tzinfo is UTC


def test_store_and_learner_go_together(store: ProgressStore) -> None:
    with pytest.raises(CanastaError, match="both a store and a learner"):
        ReviewSchedule(store=store)
    with pytest.raises(CanastaError, match="contains '/'"):
        ReviewSchedule.load(store, "a/b")


def test_unreadable_card_counts_as_unseen(store: ProgressStore) -> None:
    store.save_review_card("ann", "A", card_json="not json", due=T0)
    with pytest.warns(RuntimeWarning, match="unreadable"):
        schedule = ReviewSchedule.load(store, "ann")
    assert schedule.due_at("A") is None
    assert schedule.due(["A"], now=T0) == ["A"]


def test_default_scheduler_is_deterministic() -> None:
    assert default_scheduler().enable_fuzzing is False
    assert default_scheduler(fuzzing=True).enable_fuzzing is True


_events = st.lists(
    st.tuples(st.sampled_from(["a", "b", "c", "d"]), st.booleans(),
              st.integers(min_value=0, max_value=60 * 24 * 20)),
    min_size=1, max_size=25,
)


@settings(max_examples=examples(40), deadline=None)
@given(_events)
def test_reload_round_trips_any_history(events: list[tuple[str, bool, int]]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "p.sqlite3"
        now = T0
        with ProgressStore.open(path) as store:
            schedule = ReviewSchedule.load(store, "ann")
            for item, correct, minutes in events:
                now += timedelta(minutes=minutes)
                due = schedule.record(item, correct=correct, now=now)
                assert due > now
                if not correct:
                    assert due <= now + timedelta(days=1)
        with ProgressStore.open(path) as store:
            resumed = ReviewSchedule.load(store, "ann")
        for item in "abcd":
            assert resumed.due_at(item) == schedule.due_at(item)
        for probe in (T0, now, now + timedelta(days=400)):
            assert resumed.due(list("abcd"), now=probe) == schedule.due(list("abcd"), now=probe)
