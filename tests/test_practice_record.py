"""The practice record in the progress store: every hand played, its review's costly
decisions by kind; it survives a restart; the teacher's figures; the migration to it."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from canasta_teach.errors import CanastaError
from canasta_teach.progress.base_store import BaseStore
from canasta_teach.progress.practice_record import PracticeHandRecord
from canasta_teach.progress.schema import SCHEMA_VERSION
from canasta_teach.progress.store import ProgressStore

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def _hand(learner: str, n: int, *, margin: int = 100, score: int = 300) -> PracticeHandRecord:
    return PracticeHandRecord(learner=learner, players=4, level="sensible", seed=2**63 + n, hand_number=1,
                              score=score, margin=margin, played_at=T0 + timedelta(minutes=n))


def fill_and_check(open_store: Callable[[], BaseStore]) -> None:
    """Twelve hands for Ann (the last ten shown), two for Bob; reviews by kind; a restart
    between writing and reading; a second review of a hand changes nothing."""
    with open_store() as store:
        ids = [store.record_practice_hand(_hand("Ann", n, margin=100 if n % 3 else -50)) for n in range(12)]
        assert store.record_practice_review("Ann", ids[-1], [("discard", 120), ("discard", 40), ("go-out", 300)])
        assert not store.record_practice_review("Ann", ids[-1], [("freeze", 10)])  # one review a hand
        assert store.record_practice_review("Ann", ids[-2], [])
        bob = [store.record_practice_hand(_hand("Bob", n, margin=-20, score=-100)) for n in range(2)]
        assert store.record_practice_review("Bob", bob[0], [("discard", 60)])
        assert not store.record_practice_review("Bob", ids[0], [("discard", 60)])  # not Bob's hand
    with open_store() as store:  # the record survives a restart
        last = store.practice_hands("Ann")
        assert len(last) == 10 and [r.hand_id for r in last] == ids[::-1][:10]
        assert last[0].seed == 2**63 + 11 and last[0].mistakes == 3 and last[1].mistakes == 0 and last[2].mistakes is None
        assert [r.won for r in last] == [r.margin > 0 for r in last]
        figures = {f.name: f for f in store.practice_figures()}
        ann, bob_figures = figures["Ann"], figures["Bob"]
        assert (ann.hands, ann.won, ann.reviewed, ann.mistakes, ann.common_mistake) == (12, 8, 2, 3, "discard")
        assert (bob_figures.hands, bob_figures.won, bob_figures.mean_score, bob_figures.common_mistake) == (2, 0, -100.0, "discard")
        assert store.practice_common_mistake() == ("discard", 3, 2)


def test_the_practice_record_survives_a_restart(tmp_path: Path) -> None:
    fill_and_check(lambda: ProgressStore.open(tmp_path / "progress.db"))


def test_no_practice_no_figures(tmp_path: Path) -> None:
    with ProgressStore.open(tmp_path / "p.db") as store:
        assert store.practice_hands("Ann") == [] and store.practice_figures() == []
        assert store.practice_common_mistake() is None


def test_bad_records_are_refused_with_a_sentence(tmp_path: Path) -> None:
    with pytest.raises(CanastaError, match="2, 3 or 4 players"):
        PracticeHandRecord(learner="Ann", players=5, level="sensible", seed=1, hand_number=1, score=0, margin=0)
    with pytest.raises(CanastaError, match="whole number"):
        PracticeHandRecord(learner="Ann", players=4, level="sensible", seed=1, hand_number=1, score=1.5, margin=0)  # type: ignore[arg-type]
    with ProgressStore.open(tmp_path / "p.db") as store:
        hand = store.record_practice_hand(_hand("Ann", 1))
        with pytest.raises(CanastaError, match="unknown kind"):
            store.record_practice_review("Ann", hand, [("bluff", 10)])


def test_a_version_4_store_gets_the_practice_record(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with ProgressStore.open(path) as store:
        store.record_practice_hand(_hand("Ann", 1))
    conn = sqlite3.connect(path)
    conn.executescript("DROP TABLE practice_hands; DROP TABLE practice_mistakes; PRAGMA user_version = 4;")
    conn.close()
    with ProgressStore.open(path) as store:
        assert store._connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 6
        assert store.practice_hands("Ann") == []
        store.record_practice_hand(_hand("Ann", 2))
        assert len(store.practice_hands("Ann")) == 1


# ------------------------------------------------------------------------------ on the pages


def test_a_hand_played_on_the_practice_table_is_kept_with_its_review(tmp_path: Path) -> None:
    from canasta_teach.app.dashboard import dashboard_html
    from canasta_teach.app.practice_history import PracticeKeeper
    from canasta_teach.judge.wording import phrase
    from canasta_teach.progress.records import Answer
    from tests.test_practice_view import click, play_hand

    store = ProgressStore.open(tmp_path / "p.db", answers_per_minute=None)
    learner: list[str | None] = ["Ann"]
    keeper = PracticeKeeper(lambda: store, lambda: learner[0])
    practice = play_hand(2, seed=31, keeper=keeper)
    [row] = store.practice_hands("Ann")
    hand = practice.hand
    totals = hand.score().seat_totals
    assert (row.players, row.seed, row.hand_number, row.score) == (2, hand.seed, 1, totals[hand.learner])
    assert row.margin == totals[hand.learner] - totals[1 - hand.learner] and row.mistakes is None
    assert phrase("practice.history") in practice.history.value and phrase("practice.history.not-reviewed") in practice.history.value
    practice.review.screen_playouts, practice.review.check_playouts = 8, 20
    click(practice.review.button)
    review = practice.review.review
    assert review is not None
    [row] = store.practice_hands("Ann")
    assert row.mistakes == len(review.flagged)
    # the teacher's dashboard: a practice section per learner
    store.record_answer(Answer(learner="Ann", position_id="p1", rule_ids=("turn-order",), correct=True, first_try=True,
                               source="quiz"))
    page = dashboard_html(store)
    assert "ct-dash-practice" in page and "Ann" in page
    # an anonymous learner's hands are not kept
    learner[0] = None
    anonymous = play_hand(2, seed=32, keeper=keeper)
    assert anonymous.history.value == "" and len(store.practice_hands("Ann")) == 1
    store.close()
