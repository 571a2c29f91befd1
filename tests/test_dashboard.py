"""The teacher dashboard: locked without the key, and what it shows with it."""

from __future__ import annotations

from pathlib import Path

import pytest

from canasta_teach.app import dashboard
from canasta_teach.config import TEACHER_KEY_ENV
from canasta_teach.app.dashboard import dashboard_html, key_matches, show_dashboard
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
    assert "This page is for the teacher" in widget.value
    assert "learner" not in widget.value.lower().replace("learners appear", "")


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
    assert "The most-missed rulings" in page and "06-frozen-by-two" in page
    assert page.count('<svg class="ct-chart"') >= 3  # bar charts, not only tables
    assert "ann" in page and "bob" in page and "cy" in page
    # 1 of 3 learners right the first time on the frozen pile
    assert "<td>06-frozen-by-two</td><td>3</td><td>3</td><td>33%</td>" in page


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
    assert "1 lesson done" in state
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
    assert "This page is for the teacher" in show_dashboard().value  # a learner's server
    monkeypatch.setenv(TEACHER_ENV, "1")
    assert "06-frozen-by-two" in show_dashboard().children[1].value


def test_a_hub_users_pages_are_theirs(monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta_teach.app.index import IndexPage
    from canasta_teach.app.widgets import page_learner
    from canasta_teach.config import LEARNER_ENV

    monkeypatch.setenv("QUERY_STRING", "learner=mallory")
    monkeypatch.delenv(LEARNER_ENV, raising=False)
    assert page_learner() == "mallory"
    monkeypatch.setenv(LEARNER_ENV, "ann")
    assert page_learner() == "ann"  # the hub's user, not the address's
    monkeypatch.setattr("canasta_teach.progress.recorder.open_store", lambda *a, **k: None)
    page = IndexPage(page_learner())
    assert page.learner == "ann" and page.name.disabled and page.go.disabled
