"""The teacher dashboard: locked without the key, and what it shows with it."""

from __future__ import annotations

from pathlib import Path

import pytest

from canasta_teach.app import dashboard
from canasta_teach.app.dashboard import dashboard_html, key_matches, show_dashboard
from canasta_teach.config import TEACHER_KEY_ENV
from canasta_teach.progress.store import Answer, ProgressStore


def test_key_matches_is_exact_and_needs_a_configured_key() -> None:
    assert key_matches("s3cret", "s3cret")
    assert not key_matches("s3cre", "s3cret")
    assert not key_matches("", "s3cret")
    assert not key_matches(None, "s3cret")
    assert not key_matches("anything", None)  # no key configured: nobody gets in
    assert not key_matches("", "")


def test_without_the_key_the_page_shows_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(TEACHER_KEY_ENV, "s3cret")
    monkeypatch.setenv("QUERY_STRING", "key=wrong")

    def no_store(*_a: object, **_k: object) -> None:
        raise AssertionError("the store was opened without the teacher key")

    monkeypatch.setattr("canasta_teach.progress.recorder.open_store", no_store)
    widget = show_dashboard()
    locked = widget.children[0].value
    assert "This page is for the teacher" in locked
    assert "learner" not in locked.lower().replace("learners appear", "")
    assert widget.children[1].lang == "en"  # <html lang> the page's language


FROZEN_TITLE = "A two is buried in the pile - take it with your two kings?"


def _filled_store(path: Path) -> ProgressStore:
    store = ProgressStore.open(path)
    for learner, correct in (("ann", True), ("bob", False), ("cy", False)):
        store.record_answer(Answer(learner, "06-frozen-by-two", rule_ids=("pile-frozen-wild", "pile-frozen-natural-pair"),
                                   correct=correct, first_try=True, source="lesson:06-the-frozen-pile", answer="yes"))
    store.record_answer(Answer("ann", "05-wild-on-top", rule_ids=("pile-top-wild",), correct=True, first_try=True, source="quiz"))
    store.mark_lesson_done("ann", "06-the-frozen-pile", right_first_time=5, steps=7)
    return store


def test_with_the_key_it_shows_rulings_rules_and_learners(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = _filled_store(tmp_path / "p.sqlite3")
    monkeypatch.setenv(TEACHER_KEY_ENV, "s3cret")
    monkeypatch.setenv("QUERY_STRING", "key=s3cret")
    monkeypatch.setattr("canasta_teach.progress.recorder.open_store", lambda *a, **k: store)
    widget = show_dashboard()
    page = widget.children[1].value
    assert "most-missed rulings" in page and FROZEN_TITLE in page
    assert "06-frozen-by-two" not in page  # positions by title and lesson, never by id
    assert page.count('<svg class="ct-chart"') >= 3  # bar charts, not only tables
    assert "ann" in page and "bob" in page and "cy" in page
    # 3 learners answered the frozen pile, 2 missed it: 33% right the first time
    assert f"<td>{FROZEN_TITLE}</td><td>The frozen pile</td><td>3</td><td>2</td><td>33%</td>" in page


def test_empty_class_says_so(tmp_path: Path) -> None:
    html = dashboard_html(ProgressStore.open(tmp_path / "p.sqlite3"), class_name="4b")
    assert "No answers yet" in html and "Class 4b" in html


def test_chart_is_an_inline_svg_with_text_for_everyone() -> None:
    import xml.etree.ElementTree as ET

    svg = dashboard.bar_chart_svg(["frozen <pile>", "b"], [0.5, 1.0], title="Missed & why", xlabel="share", limit=1)
    root = ET.fromstring(svg)  # well-formed: labels are escaped
    ns = "{http://www.w3.org/2000/svg}"
    assert root.get("role") == "img" and root.get("class") == "ct-chart"
    title_id, desc_id = root.get("aria-labelledby", "").split()
    assert root.find(f"{ns}title").get("id") == title_id and root.find(f"{ns}title").text == "Missed & why"
    assert root.find(f"{ns}desc").get("id") == desc_id
    assert "frozen <pile>: 50%" in root.find(f"{ns}desc").text
    texts = [t.text for t in root.iter(f"{ns}text")]
    assert "frozen <pile>" in texts and "50%" in texts and "100%" in texts
    widths = [float(r.get("width")) for r in root.iter(f"{ns}rect")]
    assert widths[1] == 2 * widths[0]  # drawn to scale
    counts = dashboard.bar_chart_svg(["ann", "bob"], [3, 0], title="Lessons", xlabel="lessons")
    assert ">3<" in counts and ">0<" in counts and "<img" not in counts


def test_the_dashboard_needs_no_plotting_library() -> None:
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['matplotlib'] = None\n"
        "from canasta_teach.app.dashboard import bar_chart_svg\n"
        "print(bar_chart_svg(['a'], [1], title='t', xlabel='x')[:4])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "<svg"


def test_one_learner_cannot_read_another_learners_progress(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A learner's pages load only that learner's rows: nothing of bob's reaches ann's widgets."""
    from canasta_teach.app.index import IndexPage
    from canasta_teach.app.quiz import QuizPage
    from tests.test_widgets import all_state

    store = _filled_store(tmp_path / "p.sqlite3")
    store.mark_lesson_done("bob", "03-canastas", right_first_time=7, steps=7)
    monkeypatch.setattr("canasta_teach.progress.recorder.open_store", lambda *a, **k: store)
    page = IndexPage("ann")
    state = all_state(page.widget)
    assert state.count("✔ done") == 1  # ann's frozen-pile lesson only, not bob's canastas
    assert "bob" not in state
    quiz = QuizPage(learner="ann", round_size=2, store=store)
    assert "bob" not in all_state(quiz.widget)
    assert set(store.review_cards("bob")) == set()  # ann's quiz did not touch bob's schedule


def test_a_teachers_own_hub_server_opens_without_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta_teach.config import TEACHER_ENV

    store = _filled_store(tmp_path / "p.sqlite3")
    monkeypatch.setattr("canasta_teach.progress.recorder.open_store", lambda *a, **k: store)
    monkeypatch.delenv(TEACHER_KEY_ENV, raising=False)
    monkeypatch.setenv("QUERY_STRING", "")
    monkeypatch.setenv(TEACHER_ENV, "")
    assert "This page is for the teacher" in show_dashboard().children[0].value  # a learner's server
    monkeypatch.setenv(TEACHER_ENV, "1")
    assert FROZEN_TITLE in show_dashboard().children[1].value


def test_a_hub_users_pages_are_theirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta_teach.app.address import page_learner
    from canasta_teach.app.index import IndexPage
    from canasta_teach.config import LEARNER_ENV

    store = ProgressStore.open(tmp_path / "p.sqlite3")
    monkeypatch.setattr("canasta_teach.progress.recorder.open_store", lambda *a, **k: store)
    monkeypatch.delenv(LEARNER_ENV, raising=False)
    monkeypatch.setenv("QUERY_STRING", "learner=mallory")
    assert page_learner() is None  # a name in the address opens nobody's progress
    _learner, code = store.claim_name("Mallory")
    monkeypatch.setenv("QUERY_STRING", f"learner=ann&me={code}")
    assert page_learner() == "Mallory"  # the personal code is the key
    monkeypatch.setenv("QUERY_STRING", "me=AAAA-BBBB-CCCC")
    assert page_learner() is None
    monkeypatch.setenv(LEARNER_ENV, "ann")
    monkeypatch.setenv("QUERY_STRING", "learner=mallory")
    assert page_learner() == "ann"  # the hub's user, not the address's
    assert {s.name: s.signed_in for s in store.learners()} == {"Mallory": False, "ann": True}
    page = IndexPage(page_learner())
    assert page.learner == "ann" and not hasattr(page, "name")  # no name box: the hub named the learner


# ----------------------------------------------------------------- honest, distinct, named figures

import re  # noqa: E402
from datetime import UTC, datetime, timedelta  # noqa: E402

from canasta_teach.progress.store import BaseStore  # noqa: E402

T0 = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)
FROZEN = dict(rule_ids=("pile-frozen-wild",), source="lesson:06-the-frozen-pile")


def _comparable(page: str) -> str:
    """The page without what changes between two renders of the same figures: the chart
    element ids and the clock."""
    return re.sub(r"ct-chart-\d+", "ct-chart", re.sub(r"\d{4}-\d\d-\d\d \d\d:\d\d", "TIME", page))


def check_distinct_learners_in_the_dashboard(store: BaseStore) -> None:
    """A class of 2 once showed 3 "learners who missed it": ann missed, reloaded, missed again."""
    store.record_answer(Answer("ann", "06-frozen-by-two", correct=False, first_try=True, answered_at=T0, **FROZEN))
    store.record_answer(Answer("ann", "06-frozen-by-two", correct=False, first_try=True,  # after a reload
                               answered_at=T0 + timedelta(seconds=30), **FROZEN))
    store.record_answer(Answer("bob", "06-frozen-by-two", correct=False, first_try=True, answered_at=T0, **FROZEN))
    page = dashboard_html(store, class_name="4b")
    assert "<b>2 learners</b>, 2 first answers" in page
    assert f"<b>{FROZEN_TITLE}</b> <span class='ct-dash-lesson'>(The frozen pile)</span>: 2 of 2 learners missed it the first time" in page
    assert f"{FROZEN_TITLE} (The frozen pile): 2" in page  # the chart's figures for screen readers
    assert f"<td>{FROZEN_TITLE}</td><td>The frozen pile</td><td>2</td><td>2</td><td>0%</td>" in page
    assert ">3<" not in page.split('class="ct-dash-details"')[1].split("Per rule")[0]  # the old miscount


def check_crafted_second_answer_changes_nothing_in_the_dashboard(store: BaseStore) -> None:
    ann = store.claim_name("Ann")[0].id
    bob = store.claim_name("Bob")[0].id
    store.record_answer(Answer(ann, "06-frozen-by-two", correct=False, first_try=True, answered_at=T0, **FROZEN))
    store.record_answer(Answer(bob, "06-frozen-by-two", correct=True, first_try=True, answered_at=T0, **FROZEN))
    before = _comparable(dashboard_html(store))
    # a hidden "Try again" clicked by a crafted message, a reload: right this time, "first try"
    for seconds in (5, 6, 7):
        store.record_answer(Answer(ann, "06-frozen-by-two", correct=True, first_try=True,
                                   answered_at=T0 + timedelta(seconds=seconds), **FROZEN))
    assert _comparable(dashboard_html(store)) == before
    assert "1 of 2 learners missed it the first time" in before


def check_generated_positions_by_title(store: BaseStore) -> None:
    store.record_answer(Answer("ann", "gen-black-three-top-577090037-0", rule_ids=("pile-black-three-top",),
                               correct=False, first_try=True, source="quiz", answered_at=T0))
    page = dashboard_html(store)
    assert "gen-black-three-top" not in page and "gen-" not in page
    assert "A black three on top stops you; one card lower it does not" in page
    assert "Quiz: made-up positions" in page


DASHBOARD_CHECKS = [
    check_distinct_learners_in_the_dashboard,
    check_crafted_second_answer_changes_nothing_in_the_dashboard,
    check_generated_positions_by_title,
]


@pytest.mark.parametrize("check", DASHBOARD_CHECKS, ids=lambda c: c.__name__[6:])
def test_dashboard_figures_on_sqlite(check: object, tmp_path: Path) -> None:
    with ProgressStore.open(tmp_path / "p.sqlite3") as store:
        check(store)  # type: ignore[operator]


def test_the_summary_comes_first_and_names_who_is_stuck(tmp_path: Path) -> None:
    with ProgressStore.open(tmp_path / "p.sqlite3") as store:
        store.issue_codes(["Dee"])  # on the roster, has not answered yet
        # cy missed four of her last five first answers; ann left lesson 6 half done
        for n, right in enumerate((True, False, False, False, False)):
            store.record_answer(Answer("cy", f"q{n}", rule_ids=("r",), correct=right, first_try=True,
                                       source="quiz", answered_at=T0 + timedelta(seconds=n)))
        store.record_answer(Answer("ann", "06-frozen-by-two", correct=True, first_try=True, answered_at=T0, **FROZEN))
        page = dashboard_html(store)
    summary, details = page.split('<section class="ct-dash-details">')
    assert "<b>3 learners</b>" in summary
    assert "2 learners have no personal code yet" in summary  # ann and cy, from before codes
    assert "<b>cy</b>: missed 4 of their last 5 first answers" in summary
    assert "<b>ann</b>: started The frozen pile and has not finished it" in summary
    assert summary.index("most-missed rulings") < summary.index("Who may be stuck")
    assert "<td>Dee</td><td>yes</td><td>0 of 0</td>" in summary  # the learners' table is on the first screen
    assert summary.index("Who may be stuck") < summary.index('class="ct-score-table ct-dash-table ct-dash-learners"')
    assert '<svg class="ct-chart"' not in summary  # one screen of words; the charts are below
    # every figure below the first screen is in a closed section, opened by its summary line
    sections = re.findall(r'<details class="ct-dash-section[^"]*"><summary>([^<]+)</summary>', details)
    assert sections == ["Chart of the most-missed rulings (4)", "Per rule (2 rules): how often each was missed the first time",
                        "Per position (6 positions): how often each was missed the first time, hardest first",
                        "Who may be stuck, in full (2 learners): what they missed and when they were last seen"], sections
    assert details.count("<details") == len(sections) and "<details open" not in details
    assert details.count("<svg") == 3 and details.index("<details") < details.index("<svg")
    # each table scrolls in a box of its own, which the keyboard reaches and a screen reader names
    assert page.count('<div class="ct-dash-scroll" role="region" aria-label="') == page.count("<table") == 4


def test_hub_accounts_are_not_asked_for_a_personal_code(tmp_path: Path) -> None:
    """A hub's sign-in is its learners' key: the summary asks a code only for typed names."""
    store = ProgressStore.open(tmp_path / "p.sqlite3")
    for user in ("ann", "bob"):
        store.account_learner(user)
        store.record_answer(Answer(user, "06-frozen-by-two", rule_ids=("pile-frozen-wild",), correct=True,
                                   first_try=True, source="lesson:06-the-frozen-pile", answer="yes"))
    page = dashboard_html(store)
    assert "no personal code" not in page and "signed in on the hub" in page
    store.claim_name("Cy")  # a typed name with its code: still nothing to print
    assert "no personal code" not in dashboard_html(store)
