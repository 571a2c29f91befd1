"""The practice record in the progress store: every hand played, its review's costly
decisions by kind; it survives a restart; the teacher's figures; the migration to it."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from canasta_teach.errors import CanastaError
from canasta_teach.progress.base_store import BaseStore
from canasta_teach.progress.practice_record import PracticeHandRecord
from canasta_teach.progress.schema import SCHEMA_VERSION
from canasta_teach.progress.store import ProgressStore

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def _hand(learner: str, n: int, *, margin: int = 100, score: int = 300, ruleset: str = "") -> PracticeHandRecord:
    return PracticeHandRecord(learner=learner, players=4, level="sensible", seed=2**63 + n, hand_number=1,
                              score=score, margin=margin, played_at=T0 + timedelta(minutes=n), ruleset=ruleset)


def fill_and_check(open_store: Callable[[], BaseStore]) -> None:
    """Twelve hands for Ann (the last ten shown; every fourth is Tranca), two for Bob; reviews
    by kind; a restart between writing and reading; a second review of a hand changes
    nothing; each hand keeps the game it was played in."""
    with open_store() as store:
        ids = [store.record_practice_hand(_hand("Ann", n, margin=100 if n % 3 else -50,
                                                ruleset="tranca" if n % 4 == 3 else "classic")) for n in range(12)]
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
        # the game each was played in, as it was played (n = 11, 10, ..., 2)
        assert [r.ruleset for r in last] == ["tranca" if n % 4 == 3 else "classic" for n in range(11, 1, -1)]
        assert [r.game for r in last] == ["tranca" if n % 4 == 3 else "canasta" for n in range(11, 1, -1)]
        assert {r.players for r in last} == {4}
        figures = {f.name: f for f in store.practice_figures()}
        assert figures["Ann"].games == (("canasta", 9), ("tranca", 3)) and figures["Bob"].games == (("canasta", 2),)
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
    with pytest.raises(CanastaError, match="tranca is played by 4, not 2"):
        PracticeHandRecord(learner="Ann", players=2, level="sensible", seed=1, hand_number=1, score=0, margin=0, ruleset="tranca")
    with pytest.raises(CanastaError, match="ruleset is one of classic, two-player, three-player, tranca, not 'bridge'"):
        PracticeHandRecord(learner="Ann", players=4, level="sensible", seed=1, hand_number=1, score=0, margin=0, ruleset="bridge")
    assert PracticeHandRecord(learner="Ann", players=3, level="sensible", seed=1, hand_number=1, score=0,
                              margin=0).ruleset == "three-player"
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
        assert store._connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
        assert store.practice_hands("Ann") == []
        store.record_practice_hand(_hand("Ann", 2))
        assert len(store.practice_hands("Ann")) == 1


def old_store(open_store: Callable[[], BaseStore], version: int, fill: Callable[[BaseStore], None],
              monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the store ``open_store`` opens one that this canasta-teach's migrations left at
    ``version`` (as an older canasta-teach made it), with the rows ``fill`` writes."""
    from canasta_teach.progress import migrations

    with monkeypatch.context() as patched:
        patched.setattr(migrations, "SCHEMA_VERSION", version)
        with open_store() as store:
            fill(store)


#: Practice hands as canasta-teach kept them before schema 7 (no ruleset): the table, level, seed, margin.
V6_HANDS = [("Ann", 4, "sensible", 2**64 + 4242, 30), ("Bob", 4, "sensible", 2**64 + 4242, -30),
            ("Ann", 2, "random", 2**64 + 77, 10), ("Cid", 3, "sensible", 5, 0)]


def fill_version_6(store: BaseStore) -> None:
    """A schema-6 store's rows, written as canasta-teach 6 wrote them: hands without a
    ruleset, and the class deal as a number alone."""
    def work(tx: Any) -> None:
        for n, (learner, players, level, seed, margin) in enumerate(V6_HANDS):
            tx.execute("INSERT INTO practice_hands(learner, played_at, players, level, seed, hand_number, score, margin,"
                       " won, reviewed) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, 0)",
                       (learner, (T0 + timedelta(minutes=n)).isoformat(timespec="microseconds"), players, level, str(seed),
                        200 + margin, margin, int(margin > 0)))
        tx.execute("INSERT INTO store_settings(name, value) VALUES ('class_deal', ?)", (str(2**64 + 4242) + "41",))

    store._transaction(work)


def check_migrated_v6(store: BaseStore) -> None:
    """A schema-6 store after opening it with schema 7: every hand is the Canasta ruleset of
    its table (as it was played), the class deal is a Canasta deal that names its ruleset,
    and its hands are compared as before."""
    from canasta_teach.players.deal_number import DealNumber

    assert [r.ruleset for r in store.practice_hands("Ann")] == ["two-player", "classic"]
    assert [(r.ruleset, r.players) for r in store.practice_hands("Cid")] == [("three-player", 3)]
    deal = DealNumber(2**64 + 4242, 4, "random")
    assert store.class_deal() == deal and store.class_deal().ruleset == "classic"  # type: ignore[union-attr]
    assert store._read("SELECT value FROM store_settings WHERE name = 'class_deal'") == [(f"{deal.number} classic",)]
    sensible = DealNumber(2**64 + 4242, 4, "sensible")
    assert [h.name for h in store.deal_hands(sensible)] == ["Ann", "Bob"]
    assert store.deal_hands(DealNumber(2**64 + 4242, 4, "sensible", "tranca")) == []
    assert [d for d, _n in store.compared_deals()] == [sensible]
    # a Tranca hand kept now is told apart from the Canasta hands of the same seed
    store.record_practice_hand(_deal_record("Dan", sensible, "tranca"))
    store.record_practice_hand(_deal_record("Eve", sensible, "tranca"))
    assert [h.name for h in store.deal_hands(DealNumber(2**64 + 4242, 4, "sensible", "tranca"))] == ["Dan", "Eve"]
    assert [h.name for h in store.deal_hands(sensible)] == ["Ann", "Bob"]
    assert {(d.game, n) for d, n in store.compared_deals()} == {("canasta", 2), ("tranca", 2)}


def _deal_record(learner: str, deal: Any, ruleset: str) -> PracticeHandRecord:
    return PracticeHandRecord(learner=learner, players=deal.players, level=deal.level, seed=deal.seed, hand_number=1,
                              score=100, margin=10, played_at=T0 + timedelta(hours=1), ruleset=ruleset)


def test_a_version_6_store_keeps_the_game_of_each_hand(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "v6.db"
    old_store(lambda: ProgressStore.open(path), 6, fill_version_6, monkeypatch)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 6
    conn.close()
    with ProgressStore.open(path) as store:
        assert store._connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
        check_migrated_v6(store)
    with ProgressStore.open(path) as store:  # opening again migrates nothing twice
        assert [r.ruleset for r in store.practice_hands("Ann")] == ["two-player", "classic"]


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
