"""The language of the whole browser page: ``<html lang>`` set to the language the page speaks.

Voila writes ``<html lang="en">`` before the kernel has chosen the page's language (from the
address, the learner's choice, the class or the browser, :mod:`.language`), so a German page
would be read aloud with English sounds and hyphenated by English rules. This small hidden
anywidget (``static/document_language.js``) sets the document's ``lang`` to its ``lang``
trait when it is drawn; the app and the dashboard put one in their pages.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import traitlets as T

from ..judge.catalogue import current_language

__all__ = ["DocumentLanguage"]

_STATIC = Path(__file__).resolve().parent / "static"


class DocumentLanguage(anywidget.AnyWidget):  # type: ignore[misc]
    """Hidden; sets ``document.documentElement.lang`` (default: the language being spoken)."""

    _esm = _STATIC / "document_language.js"

    lang = T.Unicode("en").tag(sync=True)

    def __init__(self, lang: str | None = None, **kwargs: Any) -> None:
        super().__init__(lang=lang or current_language(), **kwargs)
