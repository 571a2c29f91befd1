"""A lesson's explanation as HTML: the first Markdown cell of its notebook (the words
JupyterLab users read), for the one-page app and the printed handout alike.

Markdown goes to HTML with its raw HTML escaped (a notebook is written by people), links
become their words and images are left out (paper cannot follow a link, and the page
loads nothing from elsewhere). Loads nothing of Jupyter: the handout runs on the command
line.
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

from ..content.lessons import Lesson, notebooks_dir
from ..errors import CanastaError
from .assets import render

__all__ = ["lesson_intro_html", "markdown_to_html"]


@functools.lru_cache(maxsize=32)
def lesson_intro_html(lesson: Lesson) -> str:
    """The first Markdown cell of the lesson's notebook as HTML, less its ``#`` title (the
    page shows the title of ``lessons.yaml``); the lesson summary without a notebook."""
    folder = _notebooks_dir()
    text = _first_markdown_cell(folder / lesson.notebook) if folder is not None else None
    if text is None or not text.strip():
        return render("paragraph.html.j2", text=lesson.summary) if lesson.summary else ""
    lines = text.strip().splitlines()
    if lines and re.match(r"#\s", lines[0]):
        lines = lines[1:]
    return markdown_to_html("\n".join(lines).strip())


def _notebooks_dir() -> Path | None:
    try:
        return notebooks_dir()
    except CanastaError:
        return None


def _first_markdown_cell(notebook: Path) -> str | None:
    try:
        data = json.loads(notebook.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    cells = data.get("cells") if isinstance(data, dict) else None
    for cell in cells or []:
        if isinstance(cell, dict) and cell.get("cell_type") == "markdown":
            source = cell.get("source", "")
            return "".join(source) if isinstance(source, list) else str(source)
    return None


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


