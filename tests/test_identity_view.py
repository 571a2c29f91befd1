"""The learner panel: names applied as typed, codes shown once, nobody opened by name alone."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

import pytest

from canasta_teach.app.identity_view import LearnerPanel
from canasta_teach.config import LEARNER_ENV
from canasta_teach.progress.identity import Learner
from canasta_teach.progress.store import ProgressStore, StoreError
from tests.helpers import all_state


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ProgressStore:
    monkeypatch.delenv(LEARNER_ENV, raising=False)
    return ProgressStore.open(tmp_path / "p.sqlite3")


def shown(panel: LearnerPanel) -> str:
    """The status line as the learner reads it (HTML entities turned back into characters)."""
    return html.unescape(panel.status.value)


def _code_shown(panel: LearnerPanel) -> str:
    text = panel.reveal.value
    start = text.index("Your personal code: ") + len("Your personal code: ")
    return text[start:start + 14]


def test_a_new_name_is_applied_and_its_code_shown_once(store: ProgressStore) -> None:
    changes: list[Learner | None] = []
    panel = LearnerPanel(store, on_change=changes.append)
    assert panel.learner is None
    assert "Type your name and press Start so that your progress is saved." in shown(panel)
    panel.name.value = "Ann"  # Enter, or the box left behind: the browser sends the value
    assert panel.learner == Learner("Ann", "Ann") and changes == [Learner("Ann", "Ann")]
    assert "Learning as Ann · progress saved" in shown(panel)
    code = _code_shown(panel)
    assert f'href="?me={code}"' in panel.reveal.value
    assert "Keep this link to come back" in panel.reveal.value
    assert store.learner_by_code(code) == panel.learner and panel.query() == {"me": code}
    panel.kept.click()
    assert panel.reveal.value == "" and code not in all_state(panel.widget)  # shown once
    panel.start.click()  # the same name again: nothing new is claimed
    panel.name.value = "ANN"
    assert changes == [Learner("Ann", "Ann")] and len(store.learners()) == 1


def test_a_taken_name_opens_nothing(store: ProgressStore) -> None:
    ann, code = store.claim_name("Ann")
    store.mark_lesson_done(ann, "x", right_first_time=0, steps=1)
    changes: list[Learner | None] = []
    mallory = LearnerPanel(store, on_change=changes.append)
    for look_alike in ("ann", "\u0410nn"):
        mallory.name.value = look_alike
        assert mallory.learner is None and changes == []
        assert ("Someone in this class already uses the name" in shown(mallory)
                and "If it is you, open your personal link or type your code." in shown(mallory))
    assert code not in all_state(mallory.widget)
    assert mallory.query() == {}
    for n in range(2):  # probing names is limited too (3 a minute a page by default)
        mallory.name.value = f"Ann{n}"
    assert "Too many names tried. Wait a minute, then try again." in shown(mallory)
    assert mallory.learner == Learner("Ann0", "Ann0")  # the third try, a free name, was kept


def test_a_code_opens_the_learner(store: ProgressStore) -> None:
    ann, code = store.claim_name("Ann")
    by_link = LearnerPanel(store, code=code)
    assert by_link.learner == ann and "Learning as Ann" in shown(by_link)
    assert by_link.reveal.value == ""  # the code is not shown again
    typed = LearnerPanel(store)
    typed.code_box.value = code.lower().replace("-", " ")
    assert typed.learner == ann and typed.code_box.value == "" and typed.name.value == "Ann"
    wrong = LearnerPanel(store, code="AAAA-AAAA-AAAA")
    assert wrong.learner is None and "No learner of this class has that code" in shown(wrong)
    wrong.code_box.value = "hello"
    assert "A code has twelve letters and digits in three groups, like K7QM-3RXT-PW9C." in shown(wrong)


def test_codes_tried_are_limited(store: ProgressStore) -> None:
    ann, code = store.claim_name("Ann")
    now = [0.0]
    panel = LearnerPanel(store, clock=lambda: now[0])
    for n in range(5):
        panel.code_box.value = f"AAAA-AAAA-AAA{'ACDEF'[n]}"
        assert "No learner of this class has that code" in shown(panel)
    panel.code_box.value = code  # even the right code waits once the tries are spent
    assert panel.learner is None and "Too many codes tried" in shown(panel)
    now[0] += 12.0
    panel.code_box.value = ""
    panel.code_box.value = code
    assert panel.learner == ann


def test_a_typed_name_is_never_dropped_silently(store: ProgressStore, monkeypatch: pytest.MonkeyPatch) -> None:
    panel = LearnerPanel(store)
    real = store.claim_name
    calls = []

    def flaky(text: object, **kw: Any) -> Any:
        calls.append(text)
        if len(calls) == 1:
            raise StoreError("the progress store is locked")
        return real(text, **kw)

    monkeypatch.setattr(store, "claim_name", flaky)
    panel.name.value = "Bea"
    assert panel.learner is None and "Your name could not be saved just now" in shown(panel)
    assert "Traceback" not in all_state(panel.widget) and "locked" not in shown(panel)
    assert panel.commit_pending() == Learner("Bea", "Bea")  # the app moves on: applied now
    assert "Learning as Bea" in shown(panel)


def test_bad_names_are_refused_in_words(store: ProgressStore) -> None:
    panel = LearnerPanel(store)
    panel.name.value = "<script>"
    assert "A name can hold letters, digits, spaces and . ' _ - only, not \u201c<\u201d." in shown(panel)
    panel.name.value = "\u200b\u200b"
    assert "That name has nothing visible in it" in shown(panel)
    panel.name.value = "x" * 5000  # a crafted message
    assert "characters long" in shown(panel) and panel.learner is None
    assert "<script>" not in panel.status.value  # escaped, never markup


def test_a_hub_account_is_the_learner(store: ProgressStore, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LEARNER_ENV, "ann.lee")
    changes: list[Learner | None] = []
    panel = LearnerPanel(store, code="AAAA-AAAA-AAAA", on_change=changes.append)
    assert panel.learner == Learner("ann.lee", "ann.lee") and changes == [panel.learner]
    assert "progress saved with your school account" in shown(panel)
    panel.name.value = "Mallory"  # a crafted message to the hidden box changes nothing
    panel.code_box.value = "AAAA-AAAA-AAAA"
    assert panel.learner == Learner("ann.lee", "ann.lee") and len(changes) == 1
    assert panel.name_row.layout.display == "none"


APP = "http://127.0.0.1:8866/voila/render/app.ipynb"


def test_the_personal_link_is_the_whole_address_once_the_page_said_where_it_is(store: ProgressStore) -> None:
    panel = LearnerPanel(store)
    panel.name.value = "Ann"
    code = _code_shown(panel)
    # before the page reports its address: the relative link, never a made-up host
    assert f">?me={code}</a>" in panel.reveal.value
    panel.set_address(APP)  # the router's report, after the code was shown: redrawn in full
    assert f">{APP}?me={code}</a>" in panel.reveal.value
    assert f'href="?me={code}"' in panel.reveal.value  # a click stays in this page
    assert panel.personal_link(code) == f"{APP}?me={code}"
    panel.kept.click()
    assert panel.reveal.value == "" and code not in all_state(panel.widget)
    panel.set_address("https://school.example/voila/render/app.ipynb")  # shown once: not again
    assert panel.reveal.value == ""
    other = LearnerPanel(store)
    other.set_address("https://school.example:8443/x/voila/render/app.ipynb")
    other.name.value = "Bob"  # the address known first: the code is shown in full at once
    bob = _code_shown(other)
    assert f">https://school.example:8443/x/voila/render/app.ipynb?me={bob}</a>" in other.reveal.value
    assert code not in all_state(other.widget)  # nobody else's code in this page


@pytest.mark.parametrize("address", [
    "javascript:alert(1)//app.ipynb", "file:///srv/app.ipynb", "http:///app.ipynb", "http://h/voila/render/quiz.ipynb",
    "http://user:pw@h/app.ipynb", "http://h/app.ipynb?me=AAAA-AAAA-AAAA", "http://h/app.ipynb#x", "http://h:99999/app.ipynb",
    'http://h/"><script>/app.ipynb', "http://h/a b/app.ipynb", "http://h/" + "x" * 400 + "/app.ipynb", "", 5, None,
])
def test_an_address_that_is_not_the_apps_leaves_the_link_relative(store: ProgressStore, address: Any) -> None:
    from canasta_teach.app.router import app_address

    assert app_address(address) is None
    panel = LearnerPanel(store)
    panel.set_address(address)
    panel.name.value = "Ann"
    code = _code_shown(panel)
    assert f'<a class="ct-personal-link" href="?me={code}">?me={code}</a>' in panel.reveal.value


def test_start_shows_a_new_code_first_then_goes_on_to_the_lessons(store: ProgressStore) -> None:
    """Start with a new name: the code is shown and focus moves to it (the app's focus
    request), the lessons wait; "I kept it" goes on. Start with nothing to show goes on at once."""
    from canasta_teach.app.identity_view import CODE_BOX_ID

    started: list[str] = []
    focused: list[str] = []
    panel = LearnerPanel(store, on_start=lambda: started.append("go"), on_focus=focused.append)
    panel.name.set_trait("value", "Bea")  # typed, not yet sent: Start applies it
    panel._applied = ""
    panel.start.click()
    assert panel.learner == Learner("Bea", "Bea") and started == [] and focused == [CODE_BOX_ID]
    assert f'id="{CODE_BOX_ID}"' in panel.reveal.value and 'tabindex="-1"' in panel.reveal.value
    assert 'class="ct-copy"' in panel.reveal.value and "Copy the link" in panel.reveal.value
    panel.kept.click()
    assert started == ["go"] and panel.reveal.value == ""
    panel.start.click()  # known now, nothing to show: straight on
    assert started == ["go", "go"]


def test_a_refused_name_keeps_the_learner_on_the_index(store: ProgressStore) -> None:
    store.claim_name("Cy")
    started: list[str] = []
    panel = LearnerPanel(store, on_start=lambda: started.append("go"))
    panel.name.set_trait("value", "Cy")
    panel.start.click()
    assert started == [] and "ct-error" in panel.status.value


def test_the_boxes_are_labelled_and_the_code_box_shows_no_example(store: ProgressStore) -> None:
    panel = LearnerPanel(store)
    assert panel.name.description == "Your name" and panel.name.placeholder.strip("\u200b") == ""
    assert panel.code_box.description == "I have a code" and panel.code_box.placeholder.strip("\u200b") == ""
