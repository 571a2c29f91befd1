"""What a language's prose still lacks: the translators' to-do list, and the test that
every language present is complete (:func:`missing_prose`).

English is the reference: every entry of an English prose file (``data/lessons/en/``) and
every title and note of a shipped position file is one entry a language should give. A
module apart from :mod:`.prose` because it reads the position files, whose reader reads
:mod:`.prose` for the page's language.
"""

from __future__ import annotations

from . import prose
from .authoring import load_positions
from .prose import (
    GUIDED_FILE,
    LESSON_KEYS,
    PAGE_KEYS,
    PAGES_FILE,
    SOURCE_LANGUAGE,
    ProseError,
    check_keys,
    position_overlay,
    positions_dir,
    read_mapping,
)

__all__ = ["missing_prose"]


def missing_prose(lang: str) -> tuple[str, ...]:
    """Every entry English has that ``lang`` lacks, as ``file: entry`` (the lesson files,
    the pages, the guided hands' titles and the shipped positions' titles and notes): a
    translator's to-do list, empty when the language is complete. Reading the language's
    files also checks them (a malformed one is a :class:`ProseError`)."""
    missing: list[str] = []
    source_dir = prose.lessons_prose_dir() / SOURCE_LANGUAGE
    for path in sorted(source_dir.glob("*.yaml")):
        english = read_mapping(path) or {}
        theirs = read_mapping(prose.lessons_prose_dir() / lang / path.name)
        where = f"lessons/{lang}/{path.name}"
        if theirs is None:
            missing.extend(f"{where}: {key}" for key in english)
            continue
        if path.name == PAGES_FILE:
            check_keys(theirs, PAGE_KEYS, source=where)
        elif path.name != GUIDED_FILE:
            check_keys(theirs, LESSON_KEYS, source=where)
        for key, value in english.items():
            if key not in theirs:
                missing.append(f"{where}: {key}")
            elif isinstance(value, list) and (not isinstance(theirs[key], list) or len(theirs[key]) != len(value)):
                missing.append(f"{where}: {key} (it has {len(value)} sections in English)")
        for key in theirs:
            if key not in english:
                raise ProseError("English has no such entry", source=where, entry=key)
    if lang == SOURCE_LANGUAGE:
        return tuple(missing)  # the positions' English is their files' own text
    for path in sorted(positions_dir().glob("*.yaml")):
        positions = load_positions(path)
        overlay = position_overlay(path, lang, ids=tuple(p.id for p in positions))
        where = f"positions/{lang}/{path.name}"
        for p in positions:
            for key, text in (("title", p.title), ("explain", p.explain)):
                if text and key not in overlay.get(p.id, {}):
                    missing.append(f"{where}: {p.id}.{key}")
    return tuple(missing)
