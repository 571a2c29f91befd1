"""The school's prose as data, per language: each lesson's title, summary, introduction and
"remember" line, the words of the notebook pages around the lessons, the guided hands'
titles, and the shipped positions' titles and teacher's notes in other languages.

Where the words live (under ``canasta_teach/data/``)::

    lessons/<lang>/<lesson-id>.yaml   title, summary, intro, remember (Markdown, rule numbers
                                      as placeholders: {natural_canasta}, {canasta_size:word})
    lessons/<lang>/index.yaml         the pages around the lessons (index, quiz, class lesson,
                                      a lesson's heading, the teachers' notebook)
    lessons/<lang>/guided.yaml        each guided hand's title, by hand id
    positions/<lang>/<file>.yaml      a shipped position file's titles and notes in <lang>,
                                      by position id: ``06-wild-buried: {title: ..., explain: ...}``

English is the reference and is complete; a translator copies an English file into the
language's folder and translates it entry by entry. An entry a language lacks falls back to
English, and :func:`.prose_completeness.missing_prose` says which entries those are. The app and the notebook
generator (``tools/make_notebooks.py``) read the words here and only here: nothing reads a
notebook or a development script back. A malformed file is a :class:`ProseError` naming the
file, the entry and what is wrong.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..errors import PositionError, quote
from ..game.rulesets import rule_numbers
from ..judge.catalogue import complete_languages, speaking
from ..judge.catalogue import current_language as _spoken_language
from ..judge.questions import Position
from ..judge.wording import fill
from .safe_yaml import load_yaml, read_text_file

__all__ = [
    "LANGUAGES",
    "SOURCE_LANGUAGE",
    "LESSON_KEYS",
    "PAGE_KEYS",
    "ProseError",
    "LessonProse",
    "current_language",
    "languages_present",
    "prose_numbers",
    "lesson_prose",
    "page_text",
    "page_sections",
    "guided_title",
    "position_overlay",
    "in_language",
    "with_overlays",
]

#: The school's languages: English, and the languages of its sources (Danish 000 and 002,
#: Swedish 001, German 003, Dutch 004).
LANGUAGES = ("en", "da", "sv", "de", "nl")
#: The language every other one falls back to, entry by entry; complete by test.
SOURCE_LANGUAGE = "en"
#: A lesson file's entries.
LESSON_KEYS = ("title", "summary", "intro", "remember")
#: The page file's entries (``teach`` is a list of Markdown sections, the rest are texts).
PAGE_KEYS = ("lesson-heading", "decisions", "all-lessons", "index", "quiz", "class", "teach")
#: A position's words that a language may give (in a position file or an overlay).
POSITION_TEXT_KEYS = ("title", "explain")

_DATA = Path(__file__).resolve().parent.parent / "data"
PAGES_FILE = "index.yaml"
GUIDED_FILE = "guided.yaml"


class ProseError(PositionError):
    """A prose file is malformed: ``source`` names the file, ``entry`` the entry (a key of
    a lesson file, a hand or position id), and the message what is wrong."""


def current_language() -> str:
    """The language of the page being built (one of :data:`LANGUAGES`).

    The one place the prose learns the page's language: every function here takes
    ``lang=None`` to mean this. The page's language is the wording's locale context
    (:func:`canasta_teach.judge.catalogue.current_language`, set per page and per CLI call
    with ``speaking``); a language without prose (the pseudo-locale) reads English.
    """
    lang = _spoken_language()
    return lang if lang in LANGUAGES else SOURCE_LANGUAGE


def _language(lang: str | None) -> str:
    return current_language() if lang is None else lang


def lessons_prose_dir() -> Path:
    """The folder of the lesson prose, one subfolder per language."""
    return _DATA / "lessons"


def positions_dir() -> Path:
    return _DATA / "positions"


def languages_present() -> tuple[str, ...]:
    """The languages that have any prose file (lessons or position overlays), English first."""
    found = [SOURCE_LANGUAGE]
    for lang in LANGUAGES[1:]:
        if any(_lang_files(lang)):
            found.append(lang)
    return tuple(found)


def _lang_files(lang: str) -> list[Path]:
    files = []
    for base in (lessons_prose_dir() / lang, positions_dir() / lang):
        if base.is_dir():
            files.extend(sorted(base.glob("*.yaml")))
    return files


def prose_numbers() -> dict[str, int]:
    """The numbers the prose states: the rule numbers, and the sums of its examples
    (003's first-meld examples and worked hand) worked out from them."""
    n = rule_numbers()
    k, ace, two, joker, low = n["king"], n["ace"], n["two"], n["joker"], n["seven"]
    n["kk_joker"], n["aa_two"], n["sevens"] = 2 * k + joker, 2 * ace + two, 3 * low
    # 003's worked hand: Anna's side and the other side.
    n["anna_kings"], n["anna_eights"], n["anna_aces"] = 7 * k, 5 * k + two + joker, 3 * ace
    n["anna_melds"] = n["anna_kings"] + n["anna_eights"] + n["anna_aces"]
    n["anna_hand"] = 2 * low
    n["anna_reds"] = 2 * n["red_three"]
    n["anna_total"] = (n["anna_melds"] - n["anna_hand"] + n["natural_canasta"] + n["mixed_canasta"]
                       + n["going_out"] + n["anna_reds"])
    n["other_sixes"], n["other_queens"] = 3 * low + two, 4 * k
    n["other_melds"] = n["other_sixes"] + n["other_queens"]
    n["other_hand"] = joker + ace + k + 2 * low
    n["other_total"] = n["other_melds"] - n["other_hand"] + n["red_three"]
    n["spoil"] = n["natural_canasta"] - n["mixed_canasta"]
    return n


# --------------------------------------------------------------------------------------
# Reading and checking one file


def _where(path: Path) -> str:
    """A file named from the data folder (``lessons/de/06-the-frozen-pile.yaml``)."""
    try:
        return str(path.relative_to(_DATA))
    except ValueError:
        return str(path)


def read_mapping(path: Path) -> dict[str, Any] | None:
    """The file's mapping, None when the file is not there; its keys are text. Read once
    per version of the file (a teacher's folder may change while it is served)."""
    if not path.is_file():
        return None
    stat = path.stat()
    return _mapping_of(path, stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=256)
def _mapping_of(path: Path, _mtime_ns: int, _size: int) -> dict[str, Any]:
    where = _where(path)
    try:
        data = load_yaml(read_text_file(path))
    except PositionError as err:
        raise ProseError(err.problem, source=where) from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ProseError("a prose file is a mapping of entries (key: text)", source=where)
    for key in data:
        if not isinstance(key, str):
            raise ProseError(f"an entry's name is text, not {quote(str(key))}", source=where, entry=str(key))
    return data


_FOLDER_LANGUAGE = re.compile(r"(?:^|[\\/])(?:lessons|positions)[\\/]([a-z]{2})[\\/]")


def _language_of_file(source: str) -> str:
    """The language a prose file is written in, from its folder (``lessons/de/...``);
    English for a file of no language folder (a teacher's position file) or one whose
    catalogue is not complete yet."""
    found = _FOLDER_LANGUAGE.search(source)
    lang = found.group(1) if found else SOURCE_LANGUAGE
    return lang if lang in complete_languages() else SOURCE_LANGUAGE


def _filled(text: Any, *, source: str, entry: str, numbers: dict[str, int]) -> str:
    """An entry's text with its rule numbers filled in; an error names a placeholder that
    is no rule number, or a text that is not text."""
    if not isinstance(text, str) or not text.strip():
        raise ProseError("write the text here (words, in quotes or as a block)", source=source, entry=entry)
    try:
        names = [name for _, name, _, _ in string.Formatter().parse(text) if name is not None]
    except ValueError:
        raise ProseError("a brace { or } must name a rule number, like {natural_canasta}; write {{ and }} for a brace",
                         source=source, entry=entry) from None
    for name in names:
        if name not in numbers:
            raise ProseError(f"{quote('{' + name + '}')} names no number the prose knows (like {{target}}, "
                             "{canasta_size:word})", source=source, entry=entry)
    try:
        # the number words in the text's own language ("seven", "syv"), whatever the page
        # speaks: a text is filled once and kept (the lessons are cached)
        with speaking(_language_of_file(source)):
            return fill(text, numbers)
    except (KeyError, ValueError, IndexError, TypeError) as err:
        raise ProseError(f"a placeholder cannot be filled ({err})", source=source, entry=entry) from None


def check_keys(data: dict[str, Any], allowed: tuple[str, ...], *, source: str) -> None:
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise ProseError(f"unknown entry: a file here has {', '.join(allowed)}", source=source, entry=unknown[0])


# --------------------------------------------------------------------------------------
# Lessons


@dataclass(frozen=True)
class LessonProse:
    """A lesson's words in one language, rule numbers filled in (Markdown, except the
    title and summary, which are plain text)."""

    title: str
    summary: str
    intro: str
    remember: str


def _lesson_entry(lesson_id: str, key: str, lang: str) -> str | None:
    """One entry of a lesson file in ``lang``, None when the language lacks it."""
    path = lessons_prose_dir() / lang / f"{lesson_id}.yaml"
    data = read_mapping(path)
    if data is None:
        return None
    where = _where(path)
    check_keys(data, LESSON_KEYS, source=where)
    if key not in data:
        return None
    text = _filled(data[key], source=where, entry=key, numbers=prose_numbers())
    if key in ("title", "summary"):
        text = text[:1].upper() + text[1:]
    return text


def lesson_prose(lesson_id: str, lang: str | None = None) -> LessonProse:
    """A lesson's words in ``lang`` (the page's language by default), each entry falling
    back to English where the language lacks it. A lesson without an English file is a
    :class:`ProseError`."""
    lang = _language(lang)
    values = {}
    for key in LESSON_KEYS:
        text = _lesson_entry(lesson_id, key, lang) if lang != SOURCE_LANGUAGE else None
        if text is None:
            text = _lesson_entry(lesson_id, key, SOURCE_LANGUAGE)
        if text is None:
            where = f"lessons/{SOURCE_LANGUAGE}/{lesson_id}.yaml"
            raise ProseError(f"the lesson's {key} is missing: every lesson has {', '.join(LESSON_KEYS)} in English",
                             source=where, entry=key)
        values[key] = text
    return LessonProse(**values)


# --------------------------------------------------------------------------------------
# The pages around the lessons


def _page_entry(key: str, lang: str) -> Any:
    path = lessons_prose_dir() / lang / PAGES_FILE
    data = read_mapping(path)
    if data is None:
        return None
    check_keys(data, PAGE_KEYS, source=_where(path))
    return data.get(key)


def _page_raw(key: str, lang: str | None) -> tuple[Any, str]:
    if key not in PAGE_KEYS:
        raise ProseError(f"no page text {quote(key)}: the pages have {', '.join(PAGE_KEYS)}",
                         source=f"lessons/{SOURCE_LANGUAGE}/{PAGES_FILE}")
    lang = _language(lang)
    for each in dict.fromkeys((lang, SOURCE_LANGUAGE)):
        value = _page_entry(key, each)
        if value is not None:
            return value, f"lessons/{each}/{PAGES_FILE}"
    raise ProseError("the entry is missing", source=f"lessons/{SOURCE_LANGUAGE}/{PAGES_FILE}", entry=key)


def page_text(key: str, lang: str | None = None, **values: object) -> str:
    """A text of the pages around the lessons (``index``, ``quiz``, ``class``, ``decisions``,
    ``all-lessons``, ``lesson-heading`` with ``number`` and ``title``), in ``lang``."""
    raw, where = _page_raw(key, lang)
    if isinstance(raw, list):
        raise ProseError("this entry is one text, not a list", source=where, entry=key)
    numbers = {**prose_numbers(), **values}
    return _filled(raw, source=where, entry=key, numbers=numbers)  # type: ignore[arg-type]


def page_sections(key: str, lang: str | None = None) -> tuple[str, ...]:
    """A page written in sections (``teach``: the teachers' notebook), in ``lang``."""
    raw, where = _page_raw(key, lang)
    if not isinstance(raw, list) or not raw:
        raise ProseError("this entry is a list of Markdown sections", source=where, entry=key)
    return tuple(_filled(each, source=where, entry=f"{key}[{i}]", numbers=prose_numbers())
                 for i, each in enumerate(raw))


# --------------------------------------------------------------------------------------
# Guided hands


def _guided_titles(lang: str) -> dict[str, Any] | None:
    return read_mapping(lessons_prose_dir() / lang / GUIDED_FILE)


def guided_title(hand_id: str, lang: str | None = None) -> str:
    """A guided hand's title in ``lang``, falling back to English."""
    lang = _language(lang)
    for each in dict.fromkeys((lang, SOURCE_LANGUAGE)):
        titles = _guided_titles(each)
        if titles is not None and hand_id in titles:
            return _filled(titles[hand_id], source=f"lessons/{each}/{GUIDED_FILE}", entry=hand_id, numbers=prose_numbers())
    raise ProseError("the guided hand has no title: give it one in English", source=f"lessons/{SOURCE_LANGUAGE}/{GUIDED_FILE}",
                     entry=hand_id)


# --------------------------------------------------------------------------------------
# Positions: a shipped file's words in other languages, and a position in one language


def position_overlay(positions_file: Path, lang: str, *, ids: tuple[str, ...]) -> dict[str, dict[str, str]]:
    """The titles and notes ``positions/<lang>/<file>`` gives, by position id (rule numbers
    filled in); empty when the language has no such file. ``ids`` are the file's positions:
    an overlay entry naming another is an error, as is a key other than title and explain."""
    path = positions_file.parent / lang / positions_file.name
    data = read_mapping(path)
    if not data:
        return {}
    where = _where(path)
    out: dict[str, dict[str, str]] = {}
    for pid, words in data.items():
        if pid not in ids:
            raise ProseError(f"no position {quote(pid)} in {positions_file.name}", source=where, entry=pid)
        if not isinstance(words, dict):
            raise ProseError("give the position's words as title: ... and explain: ...", source=where, entry=pid)
        unknown = sorted(set(words) - set(POSITION_TEXT_KEYS), key=str)
        if unknown:
            raise ProseError(f"unknown key {quote(str(unknown[0]))}: a position's words are title and explain",
                             source=where, entry=pid)
        out[pid] = {key: _filled(words[key], source=where, entry=f"{pid}.{key}", numbers=rule_numbers())
                    for key in POSITION_TEXT_KEYS if key in words}
    return out


def in_language(position: Position, lang: str | None = None) -> Position:
    """The position with its title and teacher's note in ``lang`` (each falling back to
    English, then to the text the file gives without a language). A position written in
    one language only stays as it is."""
    if not position.texts:
        return position
    lang = _language(lang)
    by_lang = {each: (title, explain) for each, title, explain in position.texts}
    order = [lang, SOURCE_LANGUAGE, *by_lang]
    title = next((by_lang[each][0] for each in order if each in by_lang and by_lang[each][0]), position.title)
    explain = next((by_lang[each][1] for each in order if each in by_lang and by_lang[each][1]), position.explain)
    return replace(position, title=title, explain=explain)


def with_overlays(positions: list[Position], positions_file: Path, lang: str | None = None) -> list[Position]:
    """A shipped file's positions with the words of every language's overlay attached
    (:attr:`Position.texts`), shown in ``lang``."""
    ids = tuple(p.id for p in positions)
    overlays = {each: position_overlay(positions_file, each, ids=ids) for each in LANGUAGES if each != SOURCE_LANGUAGE}
    out = []
    for p in positions:
        texts = dict((each, (title, explain)) for each, title, explain in p.texts) or {SOURCE_LANGUAGE: (p.title, p.explain)}
        for each, overlay in overlays.items():
            if p.id in overlay:
                words = overlay[p.id]
                texts[each] = (words.get("title", ""), words.get("explain", ""))
        attached = replace(p, texts=tuple((each, title, explain) for each, (title, explain) in texts.items()))
        out.append(in_language(attached, lang))
    return out
