"""The index page: the lessons in order, a name box, and the learner's finished lessons.

The learner is named by the page's ``?learner=`` parameter or by the name box; there are
no passwords. The page shows only the named learner's own finished lessons. The name is
applied as typed (every keystroke, no button to forget), and the page says under which
name the progress is kept.

The same page is the one-page app's index (:mod:`.shell`): there its links lead to places
of the app (``links``), ``on_learner`` tells the app who is learning, and ``resume`` is a
"continue where you left off" link.
"""

from __future__ import annotations

import html
import logging
from typing import Callable, Mapping

import ipywidgets as W

from .. import config
from ..errors import CanastaError
from ..judge.wording import CATALOGUE, say
from ..progress.store import clean_learner_name
from .widgets import FEEDBACK_CSS, Links, error_box, lesson_index_html, page_learner, safe_callback

__all__ = ["IndexPage", "show_index"]

log = logging.getLogger(__name__)


class IndexPage:
    def __init__(self, learner: str | None = None, *, links: Links | None = None,
                 on_learner: Callable[[str | None], None] | None = None, with_name_box: bool = True,
                 resume: tuple[str, str] | None = None, done: Callable[[], Mapping[str, object]] | None = None) -> None:
        self.learner: str | None = None
        self._done = done
        self._links = links
        self._on_learner = on_learner
        self._resume = resume
        self.name = W.Text(placeholder=CATALOGUE["app.name-placeholder"], description=CATALOGUE["app.name-label"],
                           continuous_update=True, layout=W.Layout(width="22em"))
        self.name.add_class("ct-name")
        self.name.observe(self._named, names="value")  # applied as typed: nothing to confirm
        self.go = W.Button(description=CATALOGUE["app.keep-progress"], button_style="primary")  # reassurance, not a must
        self.go.add_class("ct-name-go")
        self.go.on_click(self._named)
        self.status = W.HTML()
        self.status.add_class("ct-name-status")
        self.continue_link = W.HTML()
        self.lessons = W.HTML()
        self.lessons.add_class("ct-index")
        parts: list[W.Widget] = [W.HTML(f"<style>{FEEDBACK_CSS}</style>")]
        if with_name_box:
            row = W.HBox([self.name, self.go])
            row.add_class("ct-name-row")
            parts += [row, self.status]
        parts += [self.continue_link, self.lessons]
        self.widget = W.VBox(parts)
        self.widget.add_class("ct-page")
        if learner:
            self.name.value = learner  # the observer names the learner and shows the lessons
            if learner == config.server_learner():  # a hub user's own server: the name is theirs
                self.name.disabled = self.go.disabled = True
        else:
            self._refresh()

    def _show_error(self, message: str) -> None:
        self.status.value = error_box(message)

    @safe_callback
    def _named(self, _source: object = None) -> None:
        self._set_learner(self.name.value)

    def _set_learner(self, text: str) -> None:
        if not str(text).strip():
            self.learner = None
            self.status.value = f"<p>{html.escape(CATALOGUE['app.learner-unknown'])}</p>"
        else:
            try:
                self.learner = clean_learner_name(text)
            except CanastaError as err:
                self.learner = None
                self.status.value = f'<div class="ct-error" role="alert">{html.escape(str(err))}</div>'
                self._tell()
                return
            self.status.value = f"<p>{html.escape(say('identity.learning-as', name=self.learner))}</p>"
        self._refresh()
        self._tell()

    def _tell(self) -> None:
        if self._on_learner is not None:
            self._on_learner(self.learner)

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
        self.lessons.value = lesson_index_html(done, self.learner, links=self._links)
        if self._resume is not None:
            href, words = self._resume
            self.continue_link.value = f'<p class="ct-continue"><a href="{html.escape(href)}">{html.escape(words)}</a></p>'
        else:
            self.continue_link.value = ""
        if self.learner and done:
            self.continue_link.value += f"<p class='ct-done'>{html.escape(say('app.lessons-done', count=len(done)))}</p>"


def show_index() -> W.Widget:
    try:
        return IndexPage(page_learner()).widget
    except Exception:  # noqa: BLE001
        log.exception("index failed")
        return W.HTML(error_box(CATALOGUE["app.index-broken"]))
