"""A lesson's explanation as HTML: its introduction from the lesson prose (the words of
``data/lessons/<lang>/<lesson>.yaml``, :mod:`canasta_teach.content.prose`), for the
one-page app, the lesson notebooks and the printed handout alike.

Markdown goes to HTML with its raw HTML escaped; on paper, links become their words and
images are left out (paper cannot follow a link, and the page loads nothing from
elsewhere). Loads nothing of Jupyter: the handout runs on the command line.
"""

from __future__ import annotations

import functools
import re

from ..content.lessons import Lesson
from ..content.prose import current_language, lesson_prose

__all__ = ["lesson_intro_html", "markdown_to_html"]


def lesson_intro_html(lesson: Lesson) -> str:
    """The lesson's introduction in the page's language, as HTML (the page shows the
    lesson's title itself)."""
    return _intro_html(lesson.id, current_language())


@functools.lru_cache(maxsize=64)
def _intro_html(lesson_id: str, lang: str) -> str:
    return markdown_to_html(lesson_prose(lesson_id, lang).intro)


_A_TAG = re.compile(r"<a\s[^>]*>(.*?)</a>", re.S)
_IMG_TAG = re.compile(r"<img\s[^>]*?/?>", re.S)


def markdown_to_html(text: str) -> str:
    """Markdown to HTML for paper: raw HTML is escaped, links become their words (a link
    cannot be followed on paper) and images are left out (the page loads nothing).

    >>> markdown_to_html("Take the **whole** pile; see [lesson 6](06.ipynb).")
    '<p>Take the <strong>whole</strong> pile; see lesson 6.</p>'
    """
    import mistune  # declared (mistune>=3); imported here so the command line starts fast

    render = mistune.create_markdown(escape=True, plugins=["strikethrough", "table"])
    out = str(render(text))
    out = _A_TAG.sub(r"\1", out)
    out = _IMG_TAG.sub("", out)
    return out.strip()


