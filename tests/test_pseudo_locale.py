"""The pseudo-locale ``qps`` (issue 21): every message of the catalogue wrapped in ⟦ ⟧ with
its letters accented. Every page kind, the handout, the dashboard and the command line are
rendered in it; outside the marks only facts may show (numbers, card codes, ids, names)
and the lesson prose, which is authored text, not catalogue words. A word left over is a
string that bypassed the catalogue."""

from __future__ import annotations

import html as _html
import re
from pathlib import Path
from typing import Any

import ipywidgets as W
import pytest

from canasta_teach.content.lessons import lesson_positions, load_lessons
from canasta_teach.game.rulebook import RULE_BOOK, SOURCES
from canasta_teach.game.rulesets import RULESETS
from canasta_teach.judge.catalogue import PSEUDO, complete_languages, language_name, speaking

_INNERMOST = re.compile(r"⟦[^⟦⟧]*⟧")


def outside_marks(text: str) -> str:
    """``text`` without what the catalogue said (marks nest: a message inside a message)."""
    while True:
        shorter = _INNERMOST.sub(" ", text)
        if shorter == text:
            return text
        text = shorter


def _words(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z][A-Za-z'-]+", text))


def _visible(page: str) -> str:
    """An HTML page's text and the attributes a screen reader says."""
    page = re.sub(r"<style>.*?</style>|<script.*?</script>", " ", page, flags=re.S)
    attributes = re.findall(r'(?:aria-label|title|alt|placeholder|aria-description)="([^"]*)"', page)
    return _html.unescape(" ".join([re.sub(r"<[^>]+>", " ", page), *attributes]))


def widget_text(widget: Any) -> str:
    """What a widget tree shows: HTML values, labels, button and option texts, placeholders."""
    parts: list[str] = []

    def walk(w: Any) -> None:
        if isinstance(w, (W.HTML, W.HTMLMath, W.Label)):
            parts.append(_visible(str(w.value)))
        for name in ("description", "placeholder", "tooltip"):
            value = getattr(w, name, None)
            if isinstance(value, str) and value:
                parts.append(value)
        options = getattr(w, "_options_labels", None)
        if options:
            parts.extend(str(o) for o in options)
        for child in getattr(w, "children", ()) or ():
            walk(child)

    walk(widget)
    return " ".join(parts)


def _authored() -> list[str]:
    """The lesson prose (authored, not catalogue words): titles, summaries, introductions,
    the positions' titles and explanations, the guided hands' titles, as plain text."""
    from canasta_teach.app.lesson_intro import lesson_intro_html
    from canasta_teach.content.guided import load_guided_hands

    texts: list[str] = []
    for lesson in load_lessons():
        texts += [lesson.title, lesson.summary, _visible(lesson_intro_html(lesson))]
        for p in lesson_positions(lesson):
            texts += [p.title or "", p.explain or ""]
    texts += [hand.title for hand in load_guided_hands()]
    return [t for t in texts if t]


#: Facts that are English-looking but not words: ids, the rulesets' and sources' codes; the
#: language menu's names, each in its own language (from that language's catalogue).
ALLOWED = (set(RULESETS) | set(SOURCES) | {language_name(lang) for lang in complete_languages()}
           | {part for rule_id in RULE_BOOK for part in re.findall(r"[A-Za-z][A-Za-z'-]+", rule_id)})


def bypassed(shown: str, *, authored: list[str] = (), allowed: set[str] = frozenset()) -> set[str]:  # type: ignore[assignment]
    rest = outside_marks(shown)
    rest = " ".join(rest.split())
    for text in sorted(authored, key=len, reverse=True):
        for piece in (text, *text.split("\n\n")):
            piece = " ".join(outside_marks(piece).split())
            if len(piece) > 3:
                rest = rest.replace(piece, " ")
    return {w for w in _words(rest) - ALLOWED - set(allowed) if not re.fullmatch(r"(?:[JQKA][cdhs]|JK|K|Q|J|A)", w)}


@pytest.fixture(scope="module")
def authored() -> list[str]:
    return _authored()


@pytest.mark.parametrize("query", [{}, {"lesson": "6"}, {"lesson": "6", "step": "1"}, {"lesson": "8", "step": "3"},
                                   {"quiz": ""}, {"practice": ""}], ids=["index", "intro", "step", "act-step", "quiz",
                                                                        "practice"])
def test_every_page_kind_speaks_only_the_catalogue(query: dict[str, str], authored: list[str], tmp_path: Path) -> None:
    from canasta_teach.app.language import page_speaking
    from canasta_teach.app.shell import AppShell
    from canasta_teach.progress.store import ProgressStore

    store = ProgressStore.open(tmp_path / "p.sqlite3")
    with page_speaking(PSEUDO):
        shell = AppShell(query, store=lambda: store)
        shown = widget_text(shell.widget)
    assert "⟦" in shown
    left = bypassed(shown, authored=authored)
    assert not left, sorted(left)


def test_the_handout_speaks_only_the_catalogue(authored: list[str]) -> None:
    from canasta_teach.app.handout import build_handout

    for lesson in load_lessons()[:3]:
        with speaking(PSEUDO):
            shown = _visible(build_handout(lesson.id))
        left = bypassed(shown, authored=authored)
        assert not left, (lesson.id, sorted(left))


def test_the_dashboard_speaks_only_the_catalogue(tmp_path: Path, authored: list[str]) -> None:
    from canasta_teach.app.dashboard import dashboard_html
    from canasta_teach.progress.store import Answer, ProgressStore

    store = ProgressStore.open(tmp_path / "p.sqlite3")
    with speaking(PSEUDO):  # a position's label is kept as said when its answer is recorded
        for i in range(6):
            for j in range(4):
                store.record_answer(Answer(f"ann{i}", "06-frozen-by-two", rule_ids=("pile-frozen-wild",),
                                           correct=j % 2 == 0, first_try=True, source="lesson:06-the-frozen-pile"))
        shown = _visible(dashboard_html(store, class_name="7b"))
    # the learners' names, and the position's title (a chart shortens it: "A two is buried…")
    title = next(p.title for lesson in load_lessons() for p in lesson_positions(lesson) if p.id == "06-frozen-by-two")
    left = bypassed(shown, authored=authored, allowed={"ann", "b"} | _words(title or ""))
    assert not left, sorted(left)


@pytest.mark.parametrize("command", [["rules"], ["check"], ["judge", "canasta_teach/data/positions/06-the-frozen-pile.yaml"]])
def test_the_command_line_speaks_only_the_catalogue(command: list[str], capsys: pytest.CaptureFixture[str],
                                                    authored: list[str]) -> None:
    from canasta_teach.cli.main import main

    root = Path(__file__).resolve().parents[1]
    args = [str(root / a) if a.endswith(".yaml") else a for a in command]
    assert main([*args, "--lang", PSEUDO]) == 0
    out = capsys.readouterr().out
    asks = {part for a in ("card-value", "take-pile", "pile-frozen", "go-out", "must-take", "min-meld", "initial-meld",
                           "canasta-kind", "hand-over", "game-over", "best-play", "should", "score", "meld", "add",
                           "play") for part in a.split("-")}
    ids = set(_words(" ".join(re.findall(r"^(\S+?)[ :]", out, flags=re.M))))
    left = bypassed(out, authored=authored, allowed=asks | ids)
    assert not left, sorted(left)


def test_a_first_meld_minimum_question_speaks_only_the_catalogue(authored: list[str]) -> None:
    """Its only table is the two running scores (scores_only.html.j2), said by the catalogue."""
    from canasta_teach.app.decision import DecisionView
    from tests.helpers import pos

    with speaking(PSEUDO):
        view = DecisionView(pos(ask="min-meld", score=[1600, 800]))
        shown = widget_text(view.widget)
    assert "⟦" in shown and "theirs" not in shown.replace("⟦", "")
    left = bypassed(shown, authored=authored)
    assert not left, sorted(left)
    with speaking("de"):
        shown = widget_text(DecisionView(pos(ask="min-meld", score=[1600, 800])).widget)
    assert "Punkte deiner Partei: 1.600 · die anderen: 800" in " ".join(_html.unescape(shown).split()), shown
