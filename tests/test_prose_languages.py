"""The school's prose in Danish, Swedish, German and Dutch (issue 21): every language is
complete, keeps every placeholder of the English text, reads without damage (the Markdown
tables and lists, the letters æøåäöüß) and is re-imported from the translators' files by
``tools/import_prose.py`` to exactly the files that ship."""

from __future__ import annotations

import importlib.util
import re
import string
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

from canasta_teach.app.lesson_intro import markdown_to_html
from canasta_teach.content.lessons import load_lessons
from canasta_teach.content.prose import (
    LANGUAGES,
    SOURCE_LANGUAGE,
    guided_title,
    languages_present,
    lesson_prose,
    page_sections,
    page_text,
)
from canasta_teach.content.prose_completeness import missing_prose

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "canasta_teach" / "data"
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE)
#: A letter of each language that its lesson 1 intro must show as it is (no mojibake).
LETTERS = {"da": "æ", "sv": "ä", "de": "ü", "nl": "ë"}


def _load(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _placeholders(text: str) -> list[str]:
    return sorted(f"{name}:{spec}" for _, name, spec, _ in string.Formatter().parse(text) if name is not None)


def _texts(value: Any) -> list[str]:
    return value if isinstance(value, list) else [value]


# --------------------------------------------------------------------------------------
# Complete, with every placeholder


def test_every_language_of_the_school_has_its_prose() -> None:
    assert languages_present() == LANGUAGES


@pytest.mark.parametrize("lang", LANGUAGES)
def test_nothing_is_missing(lang: str) -> None:
    assert missing_prose(lang) == (), f"{lang}: the translators' to-do list is not empty"


def _translated_entries(lang: str) -> list[tuple[str, str, str]]:
    """(where, the English text, the language's text) for every entry the language gives."""
    out = []
    for path in sorted((DATA / "lessons" / lang).glob("*.yaml")):
        english = _load(DATA / "lessons" / SOURCE_LANGUAGE / path.name)
        for key, value in _load(path).items():
            for i, (theirs, ours) in enumerate(zip(_texts(value), _texts(english[key]))):
                out.append((f"lessons/{lang}/{path.name}: {key}[{i}]", ours, theirs))
    for path in sorted((DATA / "positions" / lang).glob("*.yaml")):
        english = {e["id"]: e for e in _load(DATA / "positions" / path.name)}
        for pid, words in _load(path).items():
            out += [(f"positions/{lang}/{path.name}: {pid}.{key}", english[pid][key], text) for key, text in words.items()]
    return out


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_entry_keeps_the_english_placeholders(lang: str) -> None:
    """A rule number stays a placeholder in every language (``{natural_canasta}``,
    ``{canasta_size:word}``), so changing a ruleset changes every language's words."""
    entries = _translated_entries(lang)
    assert len(entries) > 250
    wrong = [f"{where}: {_placeholders(theirs)} (English {_placeholders(ours)})"
             for where, ours, theirs in entries if _placeholders(theirs) != _placeholders(ours)]
    assert not wrong, "\n".join(wrong)


# --------------------------------------------------------------------------------------
# Read in context


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_lesson_reads_without_damage(lang: str) -> None:
    """Lesson 1 as the page shows it: its table of card values and its list survive the
    YAML and the Markdown, every number is filled in, the language's letters are intact."""
    words = lesson_prose("01-cards-and-values", lang)
    english = lesson_prose("01-cards-and-values", SOURCE_LANGUAGE)
    assert words.title != english.title and words.intro != english.intro
    html = markdown_to_html(words.intro)
    assert html.count("<tr>") == markdown_to_html(english.intro).count("<tr>") >= 7
    assert html.count("<li>") == markdown_to_html(english.intro).count("<li>")
    assert "<strong>108" in html  # {pack}, filled in and bold
    every = [lesson_prose(lesson.id, lang) for lesson in load_lessons()]
    text = "".join(w.title + w.summary + w.intro + w.remember for w in every)
    assert "{" not in text and "\ufffd" not in text and "Ã" not in text
    assert LETTERS[lang] in words.intro
    assert all(w.remember.startswith("**") for w in every)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_pages_and_guided_hands_read_in_the_language(lang: str) -> None:
    heading = page_text("lesson-heading", lang, number=6, title=lesson_prose("06-the-frozen-pile", lang).title)
    assert heading.split(" · ")[0][-1] == "6" and heading != page_text("lesson-heading", "en", number=6, title="x")
    for key in ("index", "quiz", "class"):
        assert page_text(key, lang).startswith("# ") and page_text(key, lang) != page_text(key, SOURCE_LANGUAGE)
    assert page_text("all-lessons", lang).endswith("](index.ipynb)")
    sections = page_sections("teach", lang)
    assert len(sections) == len(page_sections("teach", SOURCE_LANGUAGE))
    assert "`canasta-teach handout my-positions/ours.yaml --out ours.html`" in sections[-1]  # commands kept
    assert guided_title("guided-four", lang) != guided_title("guided-four", SOURCE_LANGUAGE)


# --------------------------------------------------------------------------------------
# The import tool


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("import_prose", REPO / "tools" / "import_prose.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = tool  # its dataclasses look their module up
    spec.loader.exec_module(tool)
    return tool


def _translators_folder(tmp_path: Path, lang: str) -> Path:
    """The translator's files a language's shipped data was imported from, rebuilt from it."""
    folder = tmp_path / lang
    (folder / "positions").mkdir(parents=True)
    for path in sorted((DATA / "positions" / lang).glob("*.yaml")):
        (folder / "positions" / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    lessons = {path.stem: _load(path) for path in sorted((DATA / "lessons" / lang).glob("[0-9]*.yaml"))}
    (folder / "lessons.yaml").write_text(yaml.safe_dump(lessons, allow_unicode=True, sort_keys=False), encoding="utf-8")
    titles = _load(DATA / "lessons" / lang / "guided.yaml")
    hands = [{"id": h["id"], "title": titles[h["id"]], **{k: v for k, v in h.items() if k != "id"}}
             for h in _load(DATA / "guided" / "hands.yaml")]
    (folder / "guided.yaml").write_text(yaml.safe_dump(hands, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return folder


@pytest.mark.parametrize("lang", TRANSLATED)
def test_re_importing_gives_the_shipped_files(tmp_path: Path, lang: str) -> None:
    outputs = _tool().outputs_for(_translators_folder(tmp_path, lang), lang)
    assert len(outputs) == 13 + 13 + 1  # position files, lessons (13: Tranca), the guided hands
    for out in outputs:
        assert out.path.read_text(encoding="utf-8") == out.text, out.path


@pytest.mark.parametrize(("file", "edit", "problem"), [
    ("positions/06-the-frozen-pile.yaml", ("{", "{{"), "positions/06-the-frozen-pile.yaml: "),
    ("lessons.yaml", ("{natural_canasta}", "500"), "the placeholders"),
    ("lessons.yaml", ("  remember:", "  recap:"), "a lesson has title, summary, intro, remember"),
    ("guided.yaml", ("seed: 91", "seed: 92"), "guided-four: only the title is translated"),
    ("positions/03-canastas.yaml", ("03-seven-kings:", "03-eight-kings:"), "03-eight-kings: 03-canastas.yaml has no such position"),
])
def test_a_bad_translators_file_is_named_and_nothing_is_written(tmp_path: Path, file: str, edit: tuple[str, str],
                                                                 problem: str) -> None:
    tool = _tool()
    folder = _translators_folder(tmp_path, "de")
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert edit[0] in text
    path.write_text(text.replace(edit[0], edit[1], 1), encoding="utf-8")
    with pytest.raises(tool.TranslationFileError) as caught:
        tool.outputs_for(folder, "de")
    assert str(path) in str(caught.value) and problem in str(caught.value), str(caught.value)


def test_the_tool_writes_yaml_that_reads_back_as_written() -> None:
    tool = _tool()
    for text in ("Eine Zwei – ist er eingefroren?", "a: b # c", "'quoted' and \"double\"", "x" * 30 + " y" * 60,
                 "line one\n\n* item **bold**\n| a | b |\n| --- | --- |", "  leading spaces", "- a dash", "yes"):
        snippet = tool._scalar("key", text, "  ")
        assert yaml.safe_load(re.sub(r"^  ", "", snippet, flags=re.M)) == {"key": text}, snippet
