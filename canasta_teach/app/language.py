"""The language of a page: which one it speaks, the menu to choose another, and how its
widget callbacks keep speaking it (issue 21 item 5).

A page speaks (first that applies):

1. the language its address asks for, ``?lang=da`` (the menu's links; remembered for the
   learner, so their next page opens in it);
2. the language its learner chose before (the store, :mod:`canasta_teach.progress.languages`);
3. the class's language, ``serve --lang de`` (``$CANASTA_TEACH_LANG``);
4. the browser's first acceptable language (``Accept-Language``, which the class server
   hands the kernel as ``$HTTP_ACCEPT_LANGUAGE``);
5. English.

Only languages with a complete catalogue count (:func:`~canasta_teach.judge.catalogue.complete_languages`).
Switching loses nothing: the menu's links keep the page's address (the place, the personal
code) and change only ``lang``; the answers are in the store, and rulings and the personal
code are the same in every language.

The language is a value, never a global that a page sets: a page is built inside
``with speaking(lang)`` (:func:`page_speaking`); each widget built there is tagged with it, and
the comm guard (:mod:`.guard`) runs a widget's callbacks inside ``speaking`` its tag, so two
pages in two languages in one kernel each keep their own.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import os
from collections.abc import Callable, Iterator, Mapping
from typing import Any, TypeVar
from urllib.parse import urlencode

from .. import config
from ..judge.catalogue import _CURRENT as _SPOKEN
from ..judge.catalogue import (
    PSEUDO,
    Words,
    choose_language,
    complete_languages,
    current_language,
    language_name,
    speaking,
)
from ..judge.wording import phrase
from .address import page_query
from .assets import render

__all__ = ["page_language", "page_speaking", "in_page_language", "widget_language", "language_menu_html", "language_links"]

log = logging.getLogger(__name__)
_T = TypeVar("_T")

#: The attribute a widget built inside ``speaking`` carries: the language its page speaks.
LANGUAGE_TAG = "_canasta_teach_language"


def page_language(query: Mapping[str, str] | None = None, learner: str | None = None) -> str:
    """The language this page speaks (the order in the module's docstring). A learner's
    ``?lang=`` choice is remembered for them; a store that cannot be reached only costs the
    remembered choice."""
    query = page_query() if query is None else query
    asked = (query.get("lang") or "").strip().lower() or None
    offered = complete_languages()
    remembered = None
    if learner:
        try:
            from ..progress.recorder import open_store  # lazy: a page without a learner needs no store

            store = open_store()
            if asked in offered:
                if store.remembered_language(learner) != asked:
                    store.remember_language(learner, asked)
            else:
                remembered = store.remembered_language(learner)
        except Exception:  # noqa: BLE001 - the page must show even without a store
            log.exception("could not read or keep a learner's language")
    return choose_language(asked=asked, remembered=remembered, class_default=config.class_language(),
                           accept_language=os.environ.get("HTTP_ACCEPT_LANGUAGE"))


def _tag(widget: object) -> None:
    words = _SPOKEN.get()
    if words is not None:
        try:
            setattr(widget, LANGUAGE_TAG, words)
        except Exception:  # noqa: BLE001 - a widget that takes no attribute speaks the default
            pass


_previous_hook: object = None


def _install_tagging() -> None:
    """Tag every widget built from now on with the language being spoken (once per process;
    a construction callback set before is still called)."""
    import ipywidgets as W

    global _previous_hook
    current = W.Widget._widget_construction_callback
    if getattr(current, "_canasta_teach", False):
        return
    _previous_hook = current

    def constructed(widget: object) -> None:
        _tag(widget)
        if callable(_previous_hook):
            _previous_hook(widget)

    constructed._canasta_teach = True  # type: ignore[attr-defined]
    W.Widget.on_widget_constructed(constructed)


@contextlib.contextmanager
def page_speaking(language: str | Words | None = None) -> Iterator[str]:
    """Build a page inside this: it speaks ``language`` (default: :func:`page_language`),
    and every widget built in it is tagged so its callbacks speak it too."""
    if language is None:
        from .address import page_learner

        language = page_language(learner=page_learner(register=False))  # the language only: nobody made a learner
    lang = language
    try:
        _install_tagging()
    except ImportError:  # pragma: no cover - ipywidgets is a dependency
        pass
    with speaking(lang) as words:
        yield words.lang


def in_page_language(build: Callable[..., _T]) -> Callable[..., _T]:
    """A page's entry point (``show_quiz``, ``show_dashboard``...) built in its page's
    language (:func:`page_speaking`); inside a ``speaking`` block already (a test, a
    preview, a page built by another) it keeps that block's language."""

    @functools.wraps(build)
    def built(*args: Any, **kwargs: Any) -> _T:
        if _SPOKEN.get() is not None:
            with page_speaking(_SPOKEN.get()):  # its widgets tagged all the same
                return build(*args, **kwargs)
        with page_speaking():
            return build(*args, **kwargs)

    return built


def widget_language(comm_id: object) -> object:
    """The catalogue (a :class:`~canasta_teach.judge.catalogue.Words`) the widget with this
    comm id was built in, or None (the comm guard speaks it while the widget's callbacks run)."""
    try:
        from ipywidgets.widgets.widget import _instances
    except ImportError:  # pragma: no cover
        return None
    widget = _instances.get(str(comm_id))
    return getattr(widget, LANGUAGE_TAG, None)


def language_links(query: Mapping[str, str], *, base: str = "") -> list[dict[str, object]]:
    """One link per language a learner may choose: the same address with ``lang`` changed
    (so the place and the personal code stay), the current one marked."""
    current = current_language()
    links = []
    for code in complete_languages():
        kept = {k: v for k, v in query.items() if k != "lang"}
        kept["lang"] = code
        links.append({"code": code, "name": language_name(code), "href": f"{base}?{urlencode(kept)}",
                      "current": code == current})
    return links


def language_menu_html(query: Mapping[str, str], *, base: str = "") -> str:
    """The language menu of a page ("" while only one language is complete: nothing to
    choose). The pseudo-locale is never offered."""
    links = [link for link in language_links(query, base=base) if link["code"] != PSEUDO]
    if len(links) < 2:
        return ""
    return render("language_menu.html.j2", label=phrase("app.language-menu"), links=links)
