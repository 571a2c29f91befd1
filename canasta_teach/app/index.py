"""The index of the one-page app (:mod:`.shell`): the lessons in order and the learner's
finished lessons.

The app's identity panel names the learner (a personal code, a name just claimed, or the
hub's sign-in); this page only shows that learner's own finished lessons. Its links lead to
places of the app (``links``), and ``resume`` is a "continue where you left off" link.
``index.ipynb`` runs the app itself, so no page takes a name that stores nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping

import ipywidgets as W

from ..judge.wording import say
from .address import Links
from .assets import render, stylesheet
from .lesson_index import lesson_index_html

__all__ = ["IndexPage"]

log = logging.getLogger(__name__)


class IndexPage:
    """The lessons in order, each marked when done, and a "continue" link; the app's
    identity panel names the learner (:meth:`show_learner`): this page takes no name, since
    a name alone opens nobody's progress."""

    def __init__(self, learner: str | None = None, *, links: Links | None = None,
                 resume: tuple[str, str] | None = None, done: Callable[[], Mapping[str, object]] | None = None,
                 begun: Callable[[], Mapping[str, tuple[int, int]]] | None = None) -> None:
        self.learner: str | None = learner
        self._done = done
        self._begun = begun
        self._links = links
        self._resume = resume
        self.continue_link = W.HTML()
        self.lessons = W.HTML()
        self.lessons.add_class("ct-index")
        self.widget = W.VBox([W.HTML(render("style.html.j2", css=stylesheet("lesson"))), self.continue_link, self.lessons])
        self.widget.add_class("ct-page")
        self._refresh()

    def show_learner(self, learner: str | None) -> None:
        """The learner the app's identity panel named (the app has no name box of this page)."""
        self.learner = learner
        self._refresh()

    def set_resume(self, resume: tuple[str, str] | None) -> None:
        """The "continue where you left off" link: (href, words), or None."""
        self._resume = resume
        self._refresh()

    def _refresh(self) -> None:
        done: dict[str, object] = {}
        if self.learner and self._done is not None:
            done = dict(self._done())
        elif self.learner:
            try:
                from ..progress.recorder import open_store

                done = dict(open_store().lessons_done(self.learner))
            except Exception:  # noqa: BLE001 - the index must show even without a store
                log.exception("could not read progress")
        begun: Mapping[str, tuple[int, int]] = {}
        if self.learner and self._begun is not None:
            try:
                begun = self._begun()
            except Exception:  # noqa: BLE001 - the index must show even without them
                log.exception("could not read the lessons begun")
        self.lessons.value = lesson_index_html(done, self.learner, links=self._links,
                                               begun=begun if self.learner and self._begun is not None else None)
        # a link shaped as a button: the router takes the click to that step in this page
        href, words = self._resume if self._resume is not None else ("", "")
        self.continue_link.value = render(
            "continue_link.html.j2", href=href, words=words,
            done=say("app.lessons-done", count=len(done)) if self.learner and done else "")
