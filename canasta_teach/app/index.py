"""The index page: the lessons in order, a name box, and the learner's finished lessons.

The learner is named by the page's ``?learner=`` parameter or by the name box; there are
no passwords. The page shows only the named learner's own finished lessons.
"""

from __future__ import annotations

import html
import logging

import ipywidgets as W

from .. import config
from ..errors import CanastaError
from ..progress.store import clean_learner_name
from .widgets import FEEDBACK_CSS, error_box, lesson_index_html, page_learner, safe_callback

__all__ = ["IndexPage", "show_index"]

log = logging.getLogger(__name__)


class IndexPage:
    def __init__(self, learner: str | None = None) -> None:
        self.learner: str | None = None
        self.name = W.Text(placeholder="your name", description="Your name:", continuous_update=False, layout=W.Layout(width="22em"))
        self.name.add_class("ct-name")
        self.go = W.Button(description="Keep my progress", button_style="primary")
        self.go.add_class("ct-name-go")
        self.go.on_click(self._named)
        self.name.observe(self._named, names="value")  # Enter or leaving the box
        self.status = W.HTML()
        self.lessons = W.HTML()
        self.lessons.add_class("ct-index")
        self.widget = W.VBox([W.HTML(f"<style>{FEEDBACK_CSS}</style>"), W.HBox([self.name, self.go]), self.status, self.lessons])
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
        try:
            self.learner = clean_learner_name(text)
        except CanastaError as err:
            self.status.value = f'<div class="ct-error">{html.escape(str(err))}</div>'
            return
        self.status.value = f"<p>Welcome, <b>{html.escape(self.learner)}</b>. Your answers are kept under this name.</p>"
        self._refresh()

    def _refresh(self) -> None:
        done: dict[str, object] = {}
        if self.learner:
            try:
                from ..progress.recorder import open_store

                done = dict(open_store().lessons_done(self.learner))
            except Exception:  # noqa: BLE001 - the index must show even without a store
                log.exception("could not read progress")
        self.lessons.value = lesson_index_html(done, self.learner)
        if self.learner and done:
            self.status.value += f"<p class='ct-done'>{len(done)} lesson{'s' if len(done) != 1 else ''} done.</p>"


def show_index() -> W.Widget:
    try:
        return IndexPage(page_learner()).widget
    except Exception:  # noqa: BLE001
        log.exception("index failed")
        return W.HTML(error_box("The lesson list could not be shown. Please tell your teacher."))
