"""Class deals (issue 22 item 4): deal numbers with 64-bit secret seeds, ``?practice&deal=N``
for anyone, the teacher's class deal (the dashboard's control, refused to anyone but the
teacher, and ``serve --class ... --deal N``), each kept hand's decisions in the store
(schema 6, surviving a restart), and the dashboard's comparison of one deal's hands."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from markupsafe import escape

from canasta_teach.app.class_deal import ClassDealAdmin
from canasta_teach.app.dashboard import dashboard_html
from canasta_teach.app.place import Place, View
from canasta_teach.app.practice import PracticeTable
from canasta_teach.app.shell import AppShell
from canasta_teach.errors import CanastaError
from canasta_teach.game.operations import Discard, DrawStock
from canasta_teach.game.table import Phase
from canasta_teach.judge.wording import phrase, say
from canasta_teach.players.deal_number import LEGACY_SEEDS, SEED_BITS, DealNumber, DealNumberError, new_seed
from canasta_teach.players.practice import _hand_seed
from canasta_teach.progress.base_store import BaseStore
from canasta_teach.progress.class_deals import DecisionRecord
from canasta_teach.progress.practice_record import PracticeHandRecord
from canasta_teach.progress.schema import SCHEMA_VERSION
from canasta_teach.progress.store import ProgressStore
from tests.test_practice_view import click, message_for, send

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


# ------------------------------------------------------------------------------ helpers


def play_learner_hand(practice: PracticeTable, *, style: int) -> PracticeTable:
    """Play the table's hand to its end through the card table's messages, as a learner
    of ``style`` would: always draw from the stock; at the first discard, the ``style``-th
    rank the hand could discard (so learners of different styles differ there, at the same
    table); then plays drawn at random (seeded by ``style``)."""
    rng = random.Random(style)
    first_discard = True
    practice._pace = 0.0  # the bots' plays drawn at once (the app shows them one by one, in a thread)
    for _ in range(3000):
        hand = practice.hand
        if hand.is_over:
            return practice
        ops = hand.legal_operations()
        assert ops, "the learner is to act"
        draws = [op for op in ops if isinstance(op, DrawStock)]
        discards: dict[object, Discard] = {}
        for op in sorted((op for op in ops if isinstance(op, Discard) and not op.card.is_wild), key=lambda o: str(o.card)):
            discards.setdefault(op.card.rules_key, op)
        if draws:
            op = draws[0]
        elif first_discard and hand.state.phase is Phase.PLAY and len(discards) >= 2:
            first_discard = False
            op = list(discards.values())[style % len(discards)]
        else:
            op = ops[rng.randrange(len(ops))]
        before = len(hand.log)
        send(practice.table, message_for(practice.table, op))
        assert practice.hand.refusal is None and len(practice.hand.log) > before, op
    raise AssertionError("the hand did not end")


def three_learners_play(store: BaseStore, deal: DealNumber, names: tuple[str, ...] = ("Ann", "Bob", "Cid")) -> list[PracticeTable]:
    """Each learner opens practice on the app with their personal code (the class deal comes
    from the store) and plays the hand to its end; it is kept with its decisions."""
    tables = []
    for style, name in enumerate(names):
        _learner, code = store.claim_name(name)
        shell = AppShell({"practice": "", "me": code}, store=lambda: store)
        practice = shell._practice
        assert practice is not None and practice.deal == deal
        tables.append(play_learner_hand(practice, style=style))
    return tables


# ------------------------------------------------------------------------------ deal numbers


def test_random_seeds_have_64_secret_bits_and_so_has_each_hands_shuffle() -> None:
    seeds = {new_seed() for _ in range(50)}
    assert len(seeds) == 50 and all(s >= 1 << SEED_BITS for s in seeds)
    assert max(s - (1 << SEED_BITS) for s in seeds).bit_length() > 60  # the low 64 bits vary
    table = PracticeTable(background=False)
    assert table.hand.seed >= 1 << SEED_BITS and table.deal is not None and table.deal.seed == table.hand.seed
    shuffles = [_hand_seed(table.hand.seed, n) for n in range(1, 30)]
    assert max(s.bit_length() for s in shuffles) > 32  # 64-bit shuffles, not 32
    # a seed written down before deal numbers still deals the cards it always dealt
    assert all(_hand_seed(17, n) < LEGACY_SEEDS for n in range(1, 30))


def test_a_deal_number_names_seed_table_and_bots_and_bad_ones_are_said() -> None:
    for players in (2, 3, 4):
        for level in ("random", "sensible"):
            deal = DealNumber.random(players, level)
            assert DealNumber.parse(str(deal)) == deal and DealNumber.parse(f"  {deal.number} ") == deal
            # as the pages show it (groups of four) and with the groups run together or spaced anyhow
            assert DealNumber.parse(deal.grouped) == deal and DealNumber.parse(deal.grouped.replace("\u00a0", " ")) == deal
            assert DealNumber.parse(deal.grouped.replace("\u00a0", "  ")) == deal
    for text in ("", "abc", "12", "-1234542", "12 x4542", "1e9942", "９９９42", "9" * 40, "12-34542"):
        with pytest.raises(DealNumberError) as refused:
            DealNumber.parse(text)
        assert str(refused.value) == say("deals.bad-number", number=text.strip()[:30] + ("…" if len(text.strip()) > 30 else ""))
    with pytest.raises(DealNumberError, match="names no table"):
        DealNumber.parse("1234552")  # five players
    with pytest.raises(DealNumberError) as refused:
        DealNumber.parse("1234549")  # no ninth level of bots
    assert str(refused.value) == say("deals.bad-table", number="1234549")


def test_practice_deal_n_replays_the_same_deal_for_anyone(tmp_path: Path) -> None:
    deal = DealNumber(2**64 + 31337, 3, "random")  # a fixed deal: the same test on every run
    place = Place.from_query({"practice": "", "deal": str(deal)})
    assert place == Place(View.PRACTICE, deal=str(deal)) and Place.from_query(place.query()) == place
    first = AppShell({"practice": "", "deal": str(deal)})._practice
    again = AppShell({"practice": "", "deal": str(deal)})._practice
    assert first is not None and again is not None and first.deal == again.deal == deal
    for table in (first, again):
        assert (table.hand.state.players, table.hand.level, table.hand.learner) == (3, "random", 0)
    assert first.hand.state == again.hand.state and first.hand.log == again.hand.log
    assert str(deal) in first.deal_info.value and f"deal={deal}" in first.deal_info.value
    # the same plays give the same hands to the end: same cards, same bots, same seats
    play_learner_hand(first, style=1)
    play_learner_hand(again, style=1)
    assert first.hand.state == again.hand.state and first.hand.score() == again.hand.score()


@pytest.mark.parametrize("text", ["soon", "1234552", "1" * 80])
def test_a_bad_deal_in_the_address_is_said_from_the_catalogue(text: str) -> None:
    shell = AppShell({"practice": "", "deal": text})
    assert shell.place.view is View.INDEX and shell._practice is None
    with pytest.raises(DealNumberError) as refused:
        DealNumber.parse(text[:40])  # the address keeps its first 40 characters
    assert str(escape(str(refused.value))) in shell.error.value and "Traceback" not in shell.error.value


# ------------------------------------------------------------------------------ the class deal


def test_two_learners_on_one_class_deal_get_the_same_cards(tmp_path: Path) -> None:
    store = ProgressStore.open(tmp_path / "p.db", answers_per_minute=None)
    deal = DealNumber(2**64 + 20261202, 4, "sensible")  # a fixed deal: the same test on every run
    store.choose_class_deal(deal)
    ann = AppShell({"practice": ""}, store=lambda: store)._practice
    bob = AppShell({"practice": ""}, store=lambda: store)._practice
    assert ann is not None and bob is not None
    assert ann.deal == bob.deal == deal and ann.hand.state == bob.hand.state
    assert ann.hand.state.hands[0] == bob.hand.state.hands[0] and ann.hand.level == bob.hand.level == "sensible"
    assert phrase("deals.teacher-chose") in ann.deal_info.value
    # the same bots too: the same plays by both learners give the same hand to its end
    play_learner_hand(ann, style=2)
    play_learner_hand(bob, style=2)
    assert ann.hand.log == bob.hand.log and ann.hand.state == bob.hand.state and ann.hand.score() == bob.hand.score()
    # the address's deal wins over the class deal; "New game" deals one of the learner's own
    other = DealNumber.random(2, "random")
    mine = AppShell({"practice": "", "deal": str(other)}, store=lambda: store)._practice
    assert mine is not None and mine.deal == other
    ann.new_game(players=4, level="sensible")
    assert ann.deal != deal and phrase("deals.teacher-chose") not in ann.deal_info.value
    store.choose_class_deal(None)
    assert store.class_deal() is None
    free = AppShell({"practice": ""}, store=lambda: store)._practice
    assert free is not None and free.deal != deal
    store.close()


def test_serve_deal_names_the_class_deal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta_teach.cli.serve import checked_deal, prepare_class

    monkeypatch.delenv("CANASTA_TEACH_DB", raising=False)
    deal = DealNumber.random(2, "sensible")
    env = prepare_class(root=tmp_path / "served", class_name="4b", positions=None, store=str(tmp_path / "c.db"),
                        deal=checked_deal(str(deal)))
    with ProgressStore.open(env["CANASTA_TEACH_DB"]) as store:
        assert store.class_deal() == deal
    assert DealNumber.parse(checked_deal("new")).players == 4
    with pytest.raises(argparse.ArgumentTypeError, match="not a deal number"):
        checked_deal("12x")
    with pytest.raises(CanastaError, match="--class"):
        prepare_class(root=tmp_path / "served", class_name=None, positions=None, store=str(tmp_path / "d.db"), deal=str(deal))


def test_only_the_teacher_may_set_the_class_deal(tmp_path: Path) -> None:
    """Any client can send any comm message: the control's buttons ask the kernel whether
    this page is the teacher's on every click, and a learner's crafted click writes nothing."""
    store = ProgressStore.open(tmp_path / "p.db", answers_per_minute=None)
    teacher = [False]
    changed: list[int] = []
    admin = ClassDealAdmin(store, allowed=lambda: teacher[0], on_change=lambda: changed.append(1))
    deal = DealNumber.random(4, "random")
    admin.number.set_state({"value": str(deal)})
    click(admin.set_button)  # the comm message a crafted page sends
    assert store.class_deal() is None and not changed
    assert str(escape(phrase("deals.admin-locked"))) in admin.message.value
    store.choose_class_deal(deal)
    click(admin.clear_button)
    assert store.class_deal() == deal  # not cleared either
    teacher[0] = True
    click(admin.clear_button)
    assert store.class_deal() is None and str(escape(phrase("deals.admin-cleared"))) in admin.message.value
    admin.number.set_state({"value": str(deal)})
    click(admin.set_button)
    assert store.class_deal() == deal and deal.grouped in admin.now.value and changed
    admin.number.set_state({"value": "nonsense"})
    click(admin.set_button)
    assert store.class_deal() == deal and "ct-error" in admin.message.value
    admin.players.set_state({"index": 1})  # two players, a new deal (the number empty)
    admin.number.set_state({"value": ""})
    click(admin.set_button)
    new = store.class_deal()
    assert new is not None and new != deal and new.players == 2 and new.seed >= 1 << SEED_BITS
    store.close()


# ------------------------------------------------------------------------------ the record


def _deal_hand(learner: str, deal: DealNumber, n: int, margin: int) -> PracticeHandRecord:
    return PracticeHandRecord(learner=learner, players=deal.players, level=deal.level, seed=deal.seed, hand_number=1,
                              score=200 + margin, margin=margin, played_at=T0 + timedelta(minutes=n))


def fill_and_check_deals(open_store: Callable[[], BaseStore]) -> None:
    """A class deal and three learners' hands of it with their decisions; a restart between
    writing and reading; the comparison counted by the database."""
    deal = DealNumber(2**64 + 12345, 4, "sensible")
    other = DealNumber(2**64 + 999, 2, "random")
    with open_store() as store:
        store.choose_class_deal(deal)
        first = DecisionRecord("a" * 24, "take-or-draw", "draw", 0)
        ann = store.record_practice_hand(_deal_hand("Ann", deal, 1, 120))
        bob = store.record_practice_hand(_deal_hand("Bob", deal, 2, -40))
        cid = store.record_practice_hand(_deal_hand("Cid", deal, 3, 60))
        assert store.record_practice_decisions("Ann", ann, [first, DecisionRecord("b" * 24, "discard", "discard 9c", 2)]) == 2
        assert store.record_practice_decisions("Bob", bob, [first, DecisionRecord("b" * 24, "discard", "discard Kd", 2)]) == 2
        assert store.record_practice_decisions("Cid", cid, [DecisionRecord("c" * 24, "take-or-draw", "take-pile", 0)]) == 1
        assert store.record_practice_decisions("Cid", cid, [first]) == 0  # once per hand
        assert store.record_practice_decisions("Ann", bob, [first]) == 0  # not Ann's hand
        store.record_practice_hand(_deal_hand("Ann", other, 4, 10))
        store.record_practice_hand(_deal_hand("Dan", other, 5, -10))
    with open_store() as store:  # everything survives a restart
        assert store.class_deal() == deal
        hands = store.deal_hands(deal)
        assert [(h.name, h.margin, h.won) for h in hands] == [("Ann", 120, True), ("Bob", -40, False), ("Cid", 60, True)]
        assert store.deal_learners(deal) == 3
        choices = store.deal_choices(deal)
        # only point b had different choices (a: both drew; c: one learner)
        assert [(c.point, c.chosen, c.hands, c.won, c.mean_margin, c.names) for c in choices] == [
            ("b" * 24, "discard 9c", 1, 1, 120.0, ("Ann",)), ("b" * 24, "discard Kd", 1, 0, -40.0, ("Bob",))]
        assert [(d, n) for d, n in store.compared_deals()] == [(other, 2), (deal, 3)]


def test_the_record_with_deals_survives_a_restart(tmp_path: Path) -> None:
    fill_and_check_deals(lambda: ProgressStore.open(tmp_path / "progress.db"))


def test_a_version_5_store_gets_the_decisions_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.test_practice_record import old_store

    path = tmp_path / "old.db"
    kept: list[int] = []

    def fill(store: BaseStore) -> None:
        def work(tx: object) -> None:
            rows = tx.query("INSERT INTO practice_hands(learner, played_at, players, level, seed, hand_number, score,"  # type: ignore[attr-defined]
                            " margin, won, reviewed) VALUES ('Ann', ?, 4, 'sensible', ?, 1, 205, 5, 1, 0) RETURNING id",
                            (T0.isoformat(timespec="microseconds"), str(2**64)))
            kept.append(int(rows[0][0]))

        store._transaction(work)

    old_store(lambda: ProgressStore.open(path), 5, fill, monkeypatch)
    with ProgressStore.open(path) as store:
        assert store._connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
        assert [r.ruleset for r in store.practice_hands("Ann")] == ["classic"]  # the hands kept before stay
        assert store.record_practice_decisions("Ann", kept[0], [DecisionRecord("a1", "go-out", "go-out", 7)]) == 1
        assert [h.name for h in store.deal_hands(DealNumber(2**64, 4, "sensible"))] == ["Ann"]


def test_bad_decision_records_are_refused_with_a_sentence() -> None:
    with pytest.raises(CanastaError, match="unknown kind of decision"):
        DecisionRecord("a1", "bluff", "draw", 0)
    with pytest.raises(CanastaError, match="short key"):
        DecisionRecord("a'; DROP", "discard", "draw", 0)
    with pytest.raises(CanastaError, match="whole number"):
        DecisionRecord("a1", "discard", "draw", -1)


# ------------------------------------------------------------------------------ the dashboard


def test_the_dashboard_compares_a_class_deal_played_by_three_learners(tmp_path: Path) -> None:
    store = ProgressStore.open(tmp_path / "p.db", answers_per_minute=None)
    deal = DealNumber(2**64 + 4242, 4, "sensible")
    store.choose_class_deal(deal)
    tables = three_learners_play(store, deal)
    # each hand kept, with its decisions
    hands = store.deal_hands(deal)
    assert sorted(h.name for h in hands) == ["Ann", "Bob", "Cid"]
    for table, name in zip(tables, ("Ann", "Bob", "Cid")):
        row = next(h for h in hands if h.name == name)
        totals = table.hand.score().seat_totals
        assert row.score == totals[0] and row.won == (row.margin > 0)
    choices = store.deal_choices(deal)
    assert len({c.chosen for c in choices}) >= 2, choices  # they discarded differently at the same table
    page = dashboard_html(store, class_name="4b")
    assert str(escape(say("deals.results-class", number=deal.grouped, table=_table_words(deal), learners=3))) in page
    assert str(escape(say("deals.results-class", number=deal.spoken, table=_table_words(deal), learners=3))) in page
    assert "ct-dash-deal-choices-table" in page and " open>" in page
    for c in choices:
        assert str(escape(", ".join(c.names))) in page
    store.close()


def _table_words(deal: DealNumber) -> str:
    from canasta_teach.app.class_deal import deal_table_words

    return deal_table_words(deal)


def test_the_last_ten_hands_are_on_the_learners_index(tmp_path: Path) -> None:
    store = ProgressStore.open(tmp_path / "p.db", answers_per_minute=None)
    learner, code = store.claim_name("Ann")
    anonymous = AppShell({}, store=lambda: store)
    assert anonymous._index_history.value == ""
    named = AppShell({"me": code}, store=lambda: store)
    assert named._index_history.value == ""  # no hand played yet
    store.record_practice_hand(_deal_hand(learner.id, DealNumber(2**64, 4, "sensible"), 1, 30))
    shell = AppShell({"me": code}, store=lambda: store)
    assert phrase("practice.history") in shell._index_history.value and "+30" in shell._index_history.value
    store.close()


# ------------------------------------------------------------------------------ the game of a deal


def test_practice_deal_n_ruleset_tranca_replays_the_same_tranca_cards(tmp_path: Path) -> None:
    """``?practice&deal=N&ruleset=tranca`` deals N's cards as Tranca, the same for anyone;
    the page's link to replay it names the game; the hand is kept as Tranca."""
    from canasta_teach.app.practice_history import PracticeKeeper

    deal = DealNumber.random(4, "sensible", "tranca")
    assert deal.ruleset == "tranca" and str(deal) == str(DealNumber(deal.seed, 4, "sensible"))  # the same digits
    query = {"practice": "", "deal": str(deal), "ruleset": "tranca"}
    place = Place.from_query(query)
    assert (place.deal, place.game) == (str(deal), "tranca") and Place.from_query(place.query()) == place
    first = AppShell(dict(query))._practice
    again = AppShell({"practice": "", "deal": deal.grouped.replace("\u00a0", " "), "ruleset": "tranca"})._practice  # in groups
    canasta = AppShell({"practice": "", "deal": str(deal)})._practice
    assert first is not None and again is not None and canasta is not None
    assert first.deal == again.deal == deal and canasta.deal == DealNumber(deal.seed, 4, "sensible")
    assert first.hand.state.ruleset.is_tranca and first.game.value == "tranca" and not canasta.hand.state.ruleset.is_tranca
    assert first.hand.state == again.hand.state and first.hand.log == again.hand.log
    info = first.deal_info.value
    assert f"deal={deal}&amp;ruleset=tranca" in info and "ct-deal-link" in info
    assert str(escape(say("deals.this-deal-tranca", number=deal.grouped))) in info
    assert str(escape(say("deals.this-deal-tranca", number=deal.spoken))) in info
    assert "ruleset=tranca" not in canasta.deal_info.value
    # a Tranca hand played to its end is kept as Tranca, and read back as Tranca on the learner's page
    from tests.tranca_plan import plan_hand

    seed = 20261216  # tests/test_tranca_practice's planned hand
    _, plays = plan_hand(seed)
    planned = DealNumber(seed, 4, "sensible", "tranca")
    store = ProgressStore.open(tmp_path / "p.db", answers_per_minute=None)
    table = PracticeTable(background=False, deal=planned, keeper=PracticeKeeper(lambda: store, lambda: "Ann"))
    assert table.deal == planned and table.hand.state.ruleset.is_tranca
    for play in plays:
        send(table.table, play.message)
    assert table.hand.is_over
    [row] = store.practice_hands("Ann")
    assert (row.ruleset, row.game, row.players, row.seed) == ("tranca", "tranca", 4, seed)
    assert phrase("practice.history.game-tranca") in table.history.value
    assert [h.name for h in store.deal_hands(planned)] == ["Ann"]
    assert store.deal_hands(DealNumber(seed, 4, "sensible")) == []  # not the Canasta deal of that seed
    store.close()


def test_a_tranca_deal_needs_a_table_of_four() -> None:
    two = DealNumber.random(2, "sensible")
    with pytest.raises(DealNumberError) as refused:
        DealNumber.parse(str(two), game="tranca")
    assert str(refused.value) == say("deals.bad-game", players=2)
    shell = AppShell({"practice": "", "deal": str(two), "ruleset": "tranca"})
    assert shell._practice is None and str(escape(say("deals.bad-game", players=2))) in shell.error.value


def test_a_class_deal_named_for_tranca_is_tranca_for_every_learner(tmp_path: Path) -> None:
    store = ProgressStore.open(tmp_path / "p.db", answers_per_minute=None)
    teacher = [True]
    admin = ClassDealAdmin(store, allowed=lambda: teacher[0], on_change=lambda: None)
    admin.game.set_state({"index": 1})  # Tranca
    admin.players.set_state({"index": 1})  # two players: Tranca is four whatever the menu says
    click(admin.set_button)
    deal = store.class_deal()
    assert deal is not None and (deal.game, deal.players, deal.ruleset) == ("tranca", 4, "tranca")
    assert deal.grouped in admin.now.value and str(escape(_table_words(deal))) in admin.now.value
    assert _table_words(deal).startswith(phrase("deals.table-tranca-4"))
    ann = AppShell({"practice": ""}, store=lambda: store)._practice
    bob = AppShell({"practice": ""}, store=lambda: store)._practice
    assert ann is not None and bob is not None and ann.deal == bob.deal == deal
    assert ann.hand.state.ruleset.is_tranca and ann.hand.state == bob.hand.state
    assert phrase("deals.teacher-chose") in ann.deal_info.value and "ruleset=tranca" in ann.deal_info.value
    # a number typed in groups, for Tranca
    typed = DealNumber.random(4, "random")
    admin.number.set_state({"value": typed.grouped.replace("\u00a0", " ")})
    click(admin.set_button)
    assert store.class_deal() == DealNumber(typed.seed, 4, "random", "tranca")
    store.close()


def test_the_dashboard_words_a_deals_table_for_the_teacher() -> None:
    """The teacher reads of "a learner", per table size and game; never "you"."""
    words = {(game, players): _table_words(DealNumber(2**64, players, "sensible", game))
             for game, players in (("canasta", 4), ("canasta", 2), ("canasta", 3), ("tranca", 4))}
    assert words[("canasta", 4)] == say("deals.table", table=phrase("deals.table-canasta-4"), bots=phrase("practice.level.sensible"))
    assert words[("tranca", 4)].startswith("Tranca, 4 players: a learner and a bot partner against two bots")
    assert words[("canasta", 2)].startswith("Canasta, 2 players: a learner against one bot")
    assert words[("canasta", 3)].startswith("Canasta, 3 players: a learner and two bots")
    assert not any(" you " in f" {w} ".lower() for w in words.values())


def test_a_deal_number_is_shown_in_groups_and_said_digit_by_digit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The round trip: shown in groups of four (practice table, dashboard, control), read
    back with or without the spaces (address, control, ``serve --deal``); a screen reader
    hears the digits one by one (the groups' text is hidden from it)."""
    from canasta_teach.cli.serve import checked_deal, prepare_class

    deal = DealNumber(2**64 + 1234567, 4, "sensible")
    # no-break spaces between the groups: a phone never breaks the number across two lines
    assert deal.grouped == "1844\u00a06744\u00a00737\u00a01078\u00a06183\u00a042"
    assert deal.spoken.startswith("1 8 4 4, 6 7 4 4, 0 7 3 7")
    assert len(str(deal)) == 22 and deal.grouped.replace("\u00a0", "") == str(deal)
    typed = deal.grouped.replace("\u00a0", " ")  # as a teacher types it
    for text in (str(deal), deal.grouped, typed, f" {typed} ", typed.replace(" ", "  ")):
        assert DealNumber.parse(text) == deal and checked_deal(text) == str(deal)
        practice = AppShell({"practice": "", "deal": text})._practice
        assert practice is not None and practice.deal == deal
    table = PracticeTable(background=False, deal=deal)
    info = table.deal_info.value
    said = say("deals.this-deal", number=deal.spoken)
    assert f'<span aria-hidden="true">{escape(say("deals.this-deal", number=deal.grouped))}</span>' in info
    assert f">{escape(said)}</span>" in info and 'class="ct-sr-only"' in info
    # serve --deal with the groups, and the game
    monkeypatch.delenv("CANASTA_TEACH_DB", raising=False)
    env = prepare_class(root=tmp_path / "served", class_name="4b", positions=None, store=str(tmp_path / "c.db"),
                        deal=checked_deal(deal.grouped), deal_ruleset="tranca")
    with ProgressStore.open(env["CANASTA_TEACH_DB"]) as store:
        assert store.class_deal() == DealNumber(deal.seed, 4, "sensible", "tranca")
        page = dashboard_html(store, class_name="4b")
    tranca = DealNumber(deal.seed, 4, "sensible", "tranca")
    shown = say("deals.results-class", number=tranca.grouped, table=_table_words(tranca), learners=0)
    assert f'<span aria-hidden="true">{escape(shown)}</span>' in page
    assert str(escape(say("deals.results-class", number=tranca.spoken, table=_table_words(tranca), learners=0))) in page
