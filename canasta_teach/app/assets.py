"""The app's stylesheets and HTML templates: files shipped in the package, not strings in
Python.

CSS lives in ``styles/*.css`` (the cards' own in ``data/cards.css``, :mod:`.render`), HTML in
``templates/*.html.j2``, rendered by Jinja2 with autoescape on: every value put into a
page is escaped by the template engine, so no builder escapes by hand and none can forget
to. A value that is already HTML (a table drawn by :mod:`.render`, a template rendered
before, a Markdown introduction) is named ``*_html`` and marked ``|safe`` in the template
that takes it, so where HTML passes unescaped is plain in the templates.

Loads nothing of Jupyter: :mod:`.render` and :mod:`.handout` use it on the command line.
"""

from __future__ import annotations

import functools
from importlib.resources import files
from typing import Any

import jinja2
import markupsafe

from ..judge.wording import spoken

__all__ = ["stylesheet", "render", "macro", "said_html", "shown_said_html", "SR_ONLY_STYLE"]

_PACKAGE = __name__.rpartition(".")[0]  # canasta_teach.app


@functools.cache
def stylesheet(name: str) -> str:
    """The stylesheet ``styles/<name>.css`` (every class starts with ``ct-`` or ``ho-``)."""
    return files(_PACKAGE).joinpath("styles", f"{name}.css").read_text(encoding="utf-8")


#: Off screen but in the accessibility tree (inline, so it works in any page's styles).
SR_ONLY_STYLE = ("position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;"
                 "clip:rect(0 0 0 0);white-space:nowrap;border:0")


def said_html(text: str) -> str:
    """Text on the page that reads well to the eye and to the ear: ``text`` as HTML, as it
    is when it reads well aloud, else shown to the eye only and said in words to a screen
    reader. (The page shows cards in shorthand, ``K♠ K♦``, and a few marks, ✔ ✘ →, that a
    screen reader would say as "K spade suit" or "heavy check mark"; the words come from
    :func:`~canasta_teach.judge.wording.spoken`.)"""
    return str(_said_macro()(text, spoken(text), SR_ONLY_STYLE))


def shown_said_html(shown: str, aloud: str) -> str:
    """``shown`` to the eye and ``aloud`` to a screen reader, as HTML (both escaped): for text
    whose written form is not what should be heard, as a deal number in groups of four
    (``1844 6744 …``) said digit by digit."""
    return str(_said_macro()(shown, aloud, SR_ONLY_STYLE))


@functools.cache
def _said_macro() -> Any:
    """The ``said`` macro of ``templates/said.html.j2``, looked up once (a log draws many lines)."""
    return macro("said.html.j2", "said")


def _said(text: object) -> markupsafe.Markup:
    """The ``said`` filter: a sentence shown as it is and said in words (cards named, marks
    hidden from a screen reader), see :func:`said_html`."""
    return markupsafe.Markup(said_html(str(text)))


@functools.lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    environment = jinja2.Environment(
        loader=jinja2.PackageLoader(_PACKAGE, "templates"),
        autoescape=True,
        # a missing value is a bug in the caller, never an empty spot on a learner's page
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    # ``{{ sentence|said }}``: every sentence a learner hears (feedback, verdicts, the coach,
    # the hint, a guided hand's moves) shows its cards in shorthand and says them in words
    environment.filters["said"] = _said
    return environment


def render(template: str, **context: Any) -> str:
    """``templates/<template>`` filled with ``context`` (every value escaped, unless the
    template marks it ``|safe``)."""
    return _environment().get_template(template).render(**context)



def macro(template: str, name: str) -> Any:
    """The macro ``name`` of ``templates/<template>``, to call from Python (its values
    escaped as in :func:`render`): for a piece drawn many times a page, such as a card."""
    return getattr(_environment().get_template(template).module, name)
