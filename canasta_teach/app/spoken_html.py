"""Text on the page that reads well to the eye and to the ear.

The page shows cards in shorthand (``K♠ K♦``) and a few marks (✔ ✘ →); a screen reader
would say "K spade suit" or "heavy check mark". :func:`said_html` writes the shown text
hidden from the accessibility tree and, beside it, the same sentence in words
(:func:`~canasta_teach.judge.wording.spoken`) visible only to a screen reader.
"""

from __future__ import annotations

import functools
from typing import Any

from ..judge.wording import spoken
from .assets import macro

__all__ = ["said_html", "SR_ONLY_STYLE"]

#: Off screen but in the accessibility tree (inline, so it works in any page's styles).
SR_ONLY_STYLE = ("position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;"
                 "clip:rect(0 0 0 0);white-space:nowrap;border:0")


def said_html(text: str) -> str:
    """``text`` as HTML: as it is when it reads well aloud, else shown to the eye only and
    said in words to a screen reader."""
    return str(_said()(text, spoken(text), SR_ONLY_STYLE))


@functools.cache
def _said() -> Any:
    """The ``said`` macro of ``templates/said.html.j2``, looked up once (a log draws many lines)."""
    return macro("said.html.j2", "said")
