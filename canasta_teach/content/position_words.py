"""A position's title and teacher's note, in one language or in several.

A teacher writes ``title`` and ``explain`` as plain text in whatever language the class
speaks, or per language, as a mapping from a language code to the text::

    title:
      en: A two is buried in the pile - take it?
      de: Eine Zwei liegt im Stapel - nimmst du ihn?

Each text has its rule numbers filled in (as a plain one does). The page shows the text of
its own language, falling back to English, then to the first one written
(:func:`canasta_teach.content.prose.in_language`).
"""

from __future__ import annotations

from typing import Any

from ..errors import quote
from .error_words import position_error, problem
from .key_values import _kind, _prose
from .prose import LANGUAGES

__all__ = ["PositionWords", "read_position_words"]

#: Text per language; the key None is a text written without a language.
PositionWords = dict[str | None, str]


def _by_language(value: Any, key: str, what: str) -> PositionWords:
    if not isinstance(value, dict):
        return {None: _prose(value, key, what)} if value is not None else {}
    if not value:
        raise position_error("words-empty-mapping", key=key, what=problem(f"what-{what}"), languages=", ".join(LANGUAGES))
    out: PositionWords = {}
    for lang, text in value.items():
        if lang not in LANGUAGES:
            raise position_error("words-language", key=key, language=quote(str(lang)), languages=", ".join(LANGUAGES))
        if isinstance(text, (dict, list)) or text is None:
            raise position_error("words-in-language", key=key, name=key, language=str(lang),
                                 what=problem(f"what-{what}"), value=_kind(text))
        out[lang] = _prose(text, key, what)
    return out


def read_position_words(raw: Any) -> tuple[str, str, tuple[tuple[str, str, str], ...]]:
    """The entry's title, teacher's note and texts per language: ``(title, explain,
    texts)``. Plain text gives no texts; per-language text gives a ``(language, title,
    explain)`` for every language either key names (the title and note shown by default
    are the first language's, until the page picks its own)."""
    titles = _by_language(raw.get("title"), "title", "title")
    notes = _by_language(raw.get("explain"), "explain", "words")
    notes = {lang: text.strip() for lang, text in notes.items()}
    languages = [lang for lang in dict.fromkeys([*titles, *notes]) if lang is not None]
    if not languages:
        return titles.get(None, ""), notes.get(None, ""), ()
    texts = tuple((lang, titles.get(lang, titles.get(None, "")), notes.get(lang, notes.get(None, "")))
                  for lang in languages)
    first = texts[0]
    return first[1], first[2], texts
