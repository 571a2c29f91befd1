"""The teacher's corrections to the class list (canasta_teach/progress/learner_admin.py):
remove, merge and rename change the dashboard's figures as expected, and never an answer."""

from __future__ import annotations

import html
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from canasta_teach.progress.learner_admin import LearnerChangeRefused
from canasta_teach.progress.store import Answer, BaseStore, NameTaken, ProgressStore

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _answer(store: BaseStore, learner: str, position: str, *, correct: bool, minutes: int = 0) -> None:
    store.record_answer(Answer(learner, position, rule_ids=("meld.minimum",), correct=correct, first_try=True,
                               source="quiz", answered_at=T0 + timedelta(minutes=minutes)))


def _p(store: BaseStore, position: str) -> tuple[int, int]:
    """(learners, learners who missed it the first time) of one position."""
    [stat] = [s for s in store.position_stats() if s.position_id == position]
    return stat.learners, stat.learners_missed


@pytest.fixture
def store(tmp_path: Path) -> ProgressStore:
    with ProgressStore.open(tmp_path / "progress.sqlite3", answers_per_minute=None) as opened:
        yield opened


def check_corrections_change_the_figures(store: BaseStore) -> None:
    codes = {name: store.claim_name(name, at=T0)[1] for name in ("Ann", "Bob", "Fake One", "Fake Two")}
    _answer(store, "Ann", "p1", correct=True)
    _answer(store, "Bob", "p1", correct=False, minutes=1)
    _answer(store, "Fake One", "p1", correct=False)
    _answer(store, "Fake Two", "p1", correct=True, minutes=5)
    _answer(store, "Fake Two", "p2", correct=False)
    assert _p(store, "p1") == (4, 2) and store.class_summary() == (4, 5, 5)
    rows_before = len(store.answers())

    store.exclude_learner("Fake One")
    assert _p(store, "p1") == (3, 1)
    assert [s.name for s in store.learners()] == ["Ann", "Bob", "Fake Two"]
    assert store.class_summary() == (3, 4, 4)
    assert store.learner_by_code(codes["Fake One"]) is None  # her code opens nothing now
    assert store.most_missed()[0].learners_missed == 1

    # Fake Two is Bob under a second name: her rows count as his; his own first answer to p1
    # (wrong, a minute after the start) is earlier than hers (right, five minutes after)
    store.merge_learners("Fake Two", "Bob")
    assert _p(store, "p1") == (2, 1) and _p(store, "p2") == (1, 1)
    [bob] = [s for s in store.learners() if s.name == "Bob"]
    assert (bob.first_tries, bob.right_first_time, bob.answers) == (2, 0, 3)
    assert [s.name for s in store.learners()] == ["Ann", "Bob"]
    assert store.learner_by_code(codes["Fake Two"]) is not None  # still works, counts as Bob
    _answer(store, "Fake Two", "p3", correct=True, minutes=9)
    assert _p(store, "p3") == (1, 0) and [s.name for s in store.learners()] == ["Ann", "Bob"]

    assert store.rename_learner("Ann", " Anne  ") == "Anne"
    assert [s.name for s in store.learners()] == ["Anne", "Bob"]
    assert store.learner_by_code(codes["Ann"]).display_name == "Anne"  # type: ignore[union-attr]
    with pytest.raises(NameTaken, match="already uses the name B\u043eb"):
        store.rename_learner("Ann", "B\u043eb")  # the id stays Ann's  # a Cyrillic o: Bob's look-alike
    with pytest.raises(LearnerChangeRefused, match="cannot be merged into themselves"):
        store.merge_learners("Bob", "Bob")
    with pytest.raises(LearnerChangeRefused, match="is not on the class list"):
        store.exclude_learner("Fake One")

    # removing Bob takes what was merged into him along
    store.exclude_learner("Bob")
    assert [(s.position_id, s.learners, s.learners_missed) for s in store.position_stats()] == [("p1", 1, 0)]
    assert [s.name for s in store.learners()] == ["Anne"] and store.stuck_learners() == []
    assert len(store.answers()) == rows_before + 1  # every answer is still in the store


def test_corrections_change_the_figures(store: ProgressStore) -> None:
    check_corrections_change_the_figures(store)


# --------------------------------------------------------------------------- the dashboard

FROZEN = "A two is buried in the pile - take it with your two kings?"


def _dashboard(store: ProgressStore, monkeypatch: pytest.MonkeyPatch, *, key: str) -> object:
    from canasta_teach.app.dashboard import show_dashboard
    from canasta_teach.config import TEACHER_KEY_ENV

    monkeypatch.setenv(TEACHER_KEY_ENV, "s3cret")
    monkeypatch.setenv("QUERY_STRING", f"key={key}")
    monkeypatch.setattr("canasta_teach.progress.recorder.open_store", lambda *a, **k: store)
    return show_dashboard()


def _controls(box: Any) -> SimpleNamespace:
    """The admin's controls as the page shows them (heading, three rows, the message)."""
    _heading, (learner, remove), (new_name, rename), (into, merge), message = (
        c.children if hasattr(c, "children") else c for c in box.children
    )
    return SimpleNamespace(learner=learner, remove=remove, new_name=new_name, rename=rename,
                           into=into, merge=merge, message=message)


def _row(page: str) -> str:
    return page.split(f"<td>{FROZEN}</td><td>The frozen pile</td>", 1)[1].split("</tr>", 1)[0]


def test_the_teacher_corrects_the_class_list_from_the_dashboard(store: ProgressStore, monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta_teach.app.class_list_admin import ClassListAdmin

    for learner, correct in (("Ann", True), ("Bob", False), ("Fake", False), ("Bob again", True)):
        store.claim_name(learner)
        store.record_answer(Answer(learner, "06-frozen-by-two", rule_ids=("pile-frozen-wild",), correct=correct,
                                   first_try=True, source="lesson:06-the-frozen-pile", answered_at=T0))
    widget = _dashboard(store, monkeypatch, key="s3cret")
    out, [admin_box] = widget.children[1], [c for c in widget.children if "ct-class-admin" in c._dom_classes]
    admin = _controls(admin_box)
    assert _row(out.value).startswith("<td>4</td><td>2</td>")  # 4 learners, 2 missed it

    admin.learner.value = "Fake"
    admin.remove.click()
    assert "Fake is removed" in html.unescape(admin.message.value)
    assert _row(out.value).startswith("<td>3</td><td>1</td>")

    admin.learner.value, admin.into.value = "Bob again", "Bob"
    admin.merge.click()  # Bob's first answer (wrong) and his second name's (right) were at once
    assert "Bob again now counts as Bob" in html.unescape(admin.message.value)
    assert _row(out.value).startswith("<td>2</td>")
    assert [name for _id, name in store.class_list()] == ["Ann", "Bob"]

    admin.learner.value, admin.new_name.value = "Ann", "Annie"
    admin.rename.click()
    assert "Ann is now shown as Annie." in html.unescape(admin.message.value) and "Annie" in out.value
    admin.learner.value, admin.new_name.value = "Ann", "B\u043eb"
    admin.rename.click()
    assert "Another learner of this class already uses the name" in html.unescape(admin.message.value)

    # a page whose key no longer matches (a crafted kernel) changes nothing
    monkeypatch.setenv("QUERY_STRING", "key=wrong")
    admin.learner.value = "Bob"
    admin.remove.click()
    assert "Only the teacher's page can change the class list." in html.unescape(admin.message.value)
    assert [name for _id, name in store.class_list()] == ["Annie", "Bob"]
    assert ClassListAdmin.__doc__


def test_without_the_key_there_is_nothing_to_correct(store: ProgressStore, monkeypatch: pytest.MonkeyPatch) -> None:
    widget = _dashboard(store, monkeypatch, key="wrong")
    # the locked message and the page's language, no control
    html, language = widget.children  # type: ignore[attr-defined]
    assert "This page is for the teacher" in html.value and type(language).__name__ == "DocumentLanguage"


@pytest.mark.hub
def test_corrections_change_the_figures_on_postgres() -> None:
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import pg_support

    from canasta_teach.progress.store import open_store_at

    with pg_support.running_postgres() as server:
        with open_store_at(server.create_database("admin_corrections")) as store:
            store.answers_per_minute = None
            check_corrections_change_the_figures(store)
