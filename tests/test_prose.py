"""The lesson prose as data (``canasta_teach/data/lessons/<lang>/``, read by
:mod:`canasta_teach.content.prose`): the app and the notebooks take their words from it and
nothing reads a notebook back; a malformed file is named with its entry; a language's
missing entries are reported (and fall back to English); a position may speak several
languages."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from canasta_teach import parse_positions
from canasta_teach.app.lesson_intro import _intro_html, lesson_intro_html, markdown_to_html
from canasta_teach.content import lessons as lessons_module
from canasta_teach.content import prose, prose_completeness
from canasta_teach.content.authoring import load_positions
from canasta_teach.content.check import check_files, shipped_position_files
from canasta_teach.content.guided import load_guided_hands
from canasta_teach.content.lessons import get_lesson, lesson_positions, load_lessons
from canasta_teach.content.prose import (
    LANGUAGES,
    LESSON_KEYS,
    ProseError,
    in_language,
    languages_present,
    lesson_prose,
    page_sections,
    page_text,
    with_overlays,
)
from canasta_teach.content.prose_completeness import missing_prose
from canasta_teach.errors import PositionError

REPO = Path(__file__).resolve().parent.parent
PROSE = REPO / "canasta_teach" / "data" / "lessons"
LESSON = "06-the-frozen-pile"


def _clear_caches() -> None:
    prose._mapping_of.cache_clear()
    lessons_module._lessons_from.cache_clear()
    _intro_html.cache_clear()


@pytest.fixture
def prose_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the shipped prose folder that the app reads instead (edit it freely)."""
    folder = tmp_path / "lessons"
    shutil.copytree(PROSE, folder)
    monkeypatch.setattr(prose, "lessons_prose_dir", lambda: folder)
    _clear_caches()
    yield folder
    _clear_caches()


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_notebooks", REPO / "tools" / "make_notebooks.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    return tool


# --------------------------------------------------------------------------------------
# The app's words come from the data


def test_every_lesson_has_its_english_words() -> None:
    for lesson in load_lessons():
        words = lesson_prose(lesson.id, "en")
        assert words.title == lesson.title and words.summary == lesson.summary
        assert len(words.intro) > 200 and words.remember.startswith("**"), lesson.id
        assert "{" not in words.intro + words.remember, lesson.id  # every number filled in


def test_the_app_shows_the_intro_of_the_data_file(prose_copy: Path) -> None:
    """The intro the app (and the handout) shows is the data file's, whatever the
    notebooks hold; the title and summary of the index too."""
    path = prose_copy / "en" / f"{LESSON}.yaml"
    text = path.read_text(encoding="utf-8")
    text = text.replace("The pile is **frozen**", "The pile is **iced over**").replace("title: The frozen pile", "title: The iced pile")
    path.write_text(text, encoding="utf-8")
    lesson = get_lesson(LESSON)
    assert lesson.title == "The iced pile"
    html = lesson_intro_html(lesson)
    assert "<strong>iced over</strong>" in html
    assert html == markdown_to_html(lesson_prose(LESSON).intro)


def test_the_lesson_page_shows_intro_player_and_remember_line_from_the_data(prose_copy: Path) -> None:
    from canasta_teach.app.notebook import lesson_page

    path = prose_copy / "en" / f"{LESSON}.yaml"
    text = path.read_text(encoding="utf-8").replace("only a natural pair takes it", "only a natural pair opens the ice")
    path.write_text(text, encoding="utf-8")
    parts = lesson_page(LESSON, learner=None, recorder=None)
    assert len(parts) == 4
    top, decisions, _player, bottom = parts
    assert top.data.startswith("# Lesson 6 · The frozen pile\n\nThe pile is **frozen**")  # type: ignore[attr-defined]
    assert decisions.data.startswith("## Your decisions")  # type: ignore[attr-defined]
    assert "only a natural pair opens the ice" in bottom.data  # type: ignore[attr-defined]
    assert bottom.data.endswith("[← All lessons](index.ipynb)")  # type: ignore[attr-defined]


def test_the_steps_titles_and_notes_come_in_the_pages_language(tmp_path: Path) -> None:
    """A shipped file's words in another language are an overlay beside it, keyed by
    position id; what a language lacks stays English."""
    source = shipped_position_files()[5]
    folder = tmp_path / "positions"
    (folder / "de").mkdir(parents=True)
    copy = folder / source.name
    shutil.copy(source, copy)
    first, second = load_positions(copy)[:2]
    (folder / "de" / source.name).write_text(
        f"{first.id}:\n  title: Eine Zwei liegt im Stapel - ist er eingefroren?\n  explain: Eine Zwei friert den Stapel ein.\n"
        f"{second.id}:\n  title: Nimmst du den Stapel mit deinen zwei Königen?\n",
        encoding="utf-8")
    german = with_overlays(load_positions(copy), copy, "de")
    assert german[0].title.startswith("Eine Zwei") and german[0].explain == "Eine Zwei friert den Stapel ein."
    assert german[1].title.startswith("Nimmst du") and german[1].explain == second.explain  # the note stays English
    assert german[2].title == load_positions(copy)[2].title
    english = [in_language(p, "en") for p in german]
    assert [p.title for p in english] == [p.title for p in load_positions(copy)]
    danish = with_overlays(load_positions(copy), copy, "da")
    assert danish[0].title == first.title


def test_the_guided_hands_titles_come_from_the_data(prose_copy: Path) -> None:
    path = prose_copy / "en" / "guided.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("going out with your partner", "out with your partner"),
                    encoding="utf-8")
    titles = {hand.id: hand.title for hand in load_guided_hands()}
    assert titles["guided-four"].endswith("a frozen pile, out with your partner")


def test_nothing_reads_a_notebook_or_a_development_script() -> None:
    """The package never opens a notebook to find words, nor the notebook generator."""
    package = REPO / "canasta_teach"
    for path in package.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"import make_notebooks|spec_from_file_location|[\"']tools[\"']", text), path
        assert not re.search(r"[\"']cells[\"']|nbformat\.read", text), path  # no notebook is opened for its words


# --------------------------------------------------------------------------------------
# The notebooks are written from the data


def test_the_notebooks_are_in_sync_with_the_data() -> None:
    """Regenerating changes nothing: run python tools/make_notebooks.py after changing a
    lesson or the prose."""
    assert _tool().stale_notebooks() == []


def test_the_lesson_notebooks_carry_no_prose_of_their_own() -> None:
    for lesson in load_lessons():
        cells = json.loads((REPO / "notebooks" / lesson.notebook).read_text(encoding="utf-8"))["cells"]
        assert [c["cell_type"] for c in cells] == ["code"], lesson.id
        assert f'show_lesson_page("{lesson.id}")' in "".join(cells[0]["source"])


def test_the_teachers_notebook_is_written_from_the_page_prose() -> None:
    cells = json.loads((REPO / "notebooks" / "teach.ipynb").read_text(encoding="utf-8"))["cells"]
    markdown = tuple("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert markdown == page_sections("teach", "en")


def test_a_changed_intro_makes_the_notebooks_stale_only_where_their_words_are(prose_copy: Path, tmp_path: Path) -> None:
    tool = _tool()
    out = tmp_path / "notebooks"
    out.mkdir()
    for name, text in tool.notebooks().items():
        (out / name).write_text(text, encoding="utf-8")
    assert tool.stale_notebooks(out) == []
    index = prose_copy / "en" / "index.yaml"
    index.write_text(index.read_text(encoding="utf-8").replace("## Ask the judge", "## Ask the referee"), encoding="utf-8")
    _clear_caches()
    assert tool.stale_notebooks(out) == ["teach.ipynb"]


# --------------------------------------------------------------------------------------
# Bad data says where


@pytest.mark.parametrize(("text", "entry", "problem"), [
    ("title: T\nsummary: S\nintro: I\nremember: R\nrecap: X\n", "recap", "unknown entry"),
    ("title: T\nsummary: S\nintro: [a, b]\nremember: R\n", "intro", "write the text here"),
    ("title: T\nsummary: S\nintro: 'a {nonsense} number'\nremember: R\n", "intro", "'{nonsense}' names no number"),
    ("title: T\nsummary: S\nintro: 'a { brace'\nremember: R\n", "intro", "a brace { or } must name a rule number"),
    ("- a list\n", None, "a prose file is a mapping"),
    ("title: [unclosed\n", None, "line"),
])
def test_a_bad_lesson_file_names_the_file_and_the_entry(prose_copy: Path, text: str, entry: str | None, problem: str) -> None:
    (prose_copy / "de").mkdir(exist_ok=True)
    (prose_copy / "de" / f"{LESSON}.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(ProseError) as caught:
        lesson_prose(LESSON, "de")
    message = str(caught.value)
    assert f"de/{LESSON}.yaml" in message and problem in message, message
    if entry:
        assert f"entry {entry}" in message, message
    assert "\n" not in message


def test_a_lesson_without_its_english_words_says_which(prose_copy: Path) -> None:
    path = prose_copy / "en" / f"{LESSON}.yaml"
    path.write_text(path.read_text(encoding="utf-8").split("remember:")[0], encoding="utf-8")
    with pytest.raises(ProseError, match=rf"lessons/en/{LESSON}.yaml: entry remember: the lesson's remember is missing"):
        lesson_prose(LESSON, "en")


def test_a_bad_overlay_names_the_file_and_the_position(tmp_path: Path) -> None:
    source = shipped_position_files()[5]
    (tmp_path / "nl").mkdir()
    copy = tmp_path / source.name
    shutil.copy(source, copy)
    positions = load_positions(copy)
    overlay = tmp_path / "nl" / source.name
    cases = [
        ("no-such-position:\n  title: Geen\n", "entry no-such-position: no position 'no-such-position'"),
        (f"{positions[0].id}:\n  titel: Een twee\n", f"entry {positions[0].id}: unknown key 'titel'"),
        (f"{positions[0].id}: Een twee\n", "give the position's words as title"),
        (f"{positions[0].id}:\n  title: '{{nonsense}}'\n", f"entry {positions[0].id}.title: '{{nonsense}}'"),
    ]
    for text, problem in cases:
        overlay.write_text(text, encoding="utf-8")
        prose._mapping_of.cache_clear()
        with pytest.raises(ProseError) as caught:
            with_overlays(positions, copy, "nl")
        assert f"nl/{source.name}" in str(caught.value) and problem in str(caught.value), str(caught.value)
        checked, problems = check_files([copy])  # canasta-teach check reads the overlays too
        assert checked == len(positions) and any(problem in line for line in problems), problems
    prose._mapping_of.cache_clear()


# --------------------------------------------------------------------------------------
# What a language lacks


@pytest.mark.parametrize("lang", languages_present())
def test_every_language_present_is_complete(lang: str) -> None:
    """Every entry English has, each language present has too (the translators' list)."""
    assert missing_prose(lang) == ()


def test_the_completeness_report_lists_what_a_language_lacks(prose_copy: Path, tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A language begun: one lesson half translated, one guided hand, no position."""
    positions = tmp_path / "positions"
    shutil.copytree(prose.positions_dir(), positions)
    shutil.rmtree(positions / "sv")
    monkeypatch.setattr(prose_completeness, "positions_dir", lambda: positions)
    sv = prose_copy / "sv"
    shutil.rmtree(sv)
    sv.mkdir()
    (sv / f"{LESSON}.yaml").write_text("title: Den frysta högen\nintro: Högen är **frusen**.\n", encoding="utf-8")
    (sv / "guided.yaml").write_text("guided-four: Fyra spelare\n", encoding="utf-8")
    missing = missing_prose("sv")
    assert f"lessons/sv/{LESSON}.yaml: summary" in missing and f"lessons/sv/{LESSON}.yaml: remember" in missing
    assert f"lessons/sv/{LESSON}.yaml: title" not in missing and f"lessons/sv/{LESSON}.yaml: intro" not in missing
    assert "lessons/sv/01-cards-and-values.yaml: intro" in missing
    assert "lessons/sv/index.yaml: teach" in missing
    assert "lessons/sv/guided.yaml: guided-two-a" in missing and "lessons/sv/guided.yaml: guided-four" not in missing
    assert "positions/sv/06-the-frozen-pile.yaml: 06-wild-buried.title" in missing
    # What a language lacks is read in English, entry by entry.
    words = lesson_prose(LESSON, "sv")
    assert words.title == "Den frysta högen" and words.intro == "Högen är **frusen**."
    assert words.summary == lesson_prose(LESSON, "en").summary and words.remember == lesson_prose(LESSON, "en").remember
    assert page_text("quiz", "sv") == page_text("quiz", "en")
    assert "sv" in languages_present()


def test_an_entry_english_does_not_have_is_an_error(prose_copy: Path) -> None:
    (prose_copy / "nl").mkdir(exist_ok=True)
    (prose_copy / "nl" / "guided.yaml").write_text("guided-five: Vijf spelers\n", encoding="utf-8")
    with pytest.raises(ProseError, match="lessons/nl/guided.yaml: entry guided-five: English has no such entry"):
        missing_prose("nl")


def test_the_lesson_keys_and_languages() -> None:
    assert LESSON_KEYS == ("title", "summary", "intro", "remember")
    assert LANGUAGES[0] == "en" and set(LANGUAGES) == {"en", "da", "sv", "de", "nl"}


# --------------------------------------------------------------------------------------
# A teacher's position in several languages


TEACHER = """\
- id: frozen-by-two
  title:
    en: A two is buried in the pile - take it with your two kings?
    de: Eine Zwei liegt im Stapel - nimmst du ihn mit deinen zwei Königen?
    da: En toer ligger i bunken - tager du den med dine to konger?
  explain:
    en: A natural pair takes a frozen pile.
    de: Ein natürliches Paar nimmt einen eingefrorenen Stapel.
  hand: Ks Kh 7d 2c
  our_melds: [Qs Qh Qd 2c, 9s 9h 9d]
  pile: 4c 2s 9d Kd
  stock: 40
  score: [1600, 800]
  ask: take-pile
  expect: yes
- id: one-language
  title: En toer i bunken - er den frossen?
  explain: Et vildt kort fryser bunken.
  hand: Ks Kh 7d 2c
  our_melds: [Qs Qh Qd 2c, 9s 9h 9d]
  pile: 4c 2s 9d Kd
  stock: 40
  ask: pile-frozen
"""


def test_a_teachers_position_in_several_languages() -> None:
    several, one = parse_positions(TEACHER, source="ours.yaml")
    assert several.title.startswith("A two is buried")  # the page's language (English)
    assert [lang for lang, _, _ in several.texts] == ["en", "de", "da"]
    german = in_language(several, "de")
    assert german.title.startswith("Eine Zwei") and german.explain.startswith("Ein natürliches Paar")
    danish = in_language(several, "da")
    assert danish.title.startswith("En toer") and danish.explain == "A natural pair takes a frozen pile."
    assert in_language(several, "sv").title == several.title  # no Swedish: English
    # Plain text in one language stays as it is written, in every language.
    assert one.texts == () and in_language(one, "de").title == "En toer i bunken - er den frossen?"


def test_a_position_in_another_language_only_shows_that_language() -> None:
    text = TEACHER.split("- id: one-language")[0].replace("    en: A two is buried in the pile - take it with your two kings?\n", "")
    text = text.replace("    en: A natural pair takes a frozen pile.\n", "")
    (p,) = parse_positions(text)
    assert p.title.startswith("Eine Zwei")  # no English: the first language written
    assert in_language(p, "da").explain.startswith("Ein natürliches Paar")


@pytest.mark.parametrize(("title", "problem"), [
    ("{fr: Une paire}", "'fr' is no language of the school"),
    ("{de: [Eine, Zwei]}", "title in de: a title in words, not a list"),
    ("{}", "not an empty mapping"),
    ("{de: 'a {nonsense} number'}", "'{nonsense}' names no rule number"),
])
def test_a_bad_per_language_title_names_the_entry(title: str, problem: str) -> None:
    text = f"- id: mine\n  title: {title}\n  hand: Ks Kh\n  pile: 4c Kd\n  stock: 40\n  ask: pile-frozen\n"
    with pytest.raises(PositionError) as caught:
        parse_positions(text, source="ours.yaml")
    message = str(caught.value)
    assert message.startswith("ours.yaml: entry mine: key 'title': ") and problem in message, message


def test_the_shipped_positions_speak_every_language_present() -> None:
    for lesson in load_lessons():
        for p in lesson_positions(lesson):
            assert {lang for lang, _, _ in p.texts} >= {"en"}, p.id
            for lang in languages_present():
                assert in_language(p, lang).title, (lang, p.id)
