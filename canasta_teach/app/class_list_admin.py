"""The dashboard's corrections to the class list: remove, rename or merge a learner.

Built only on a page that opened with the teacher key, and every action asks ``allowed``
again in the kernel (a crafted message reaches the kernel whatever the page shows). The
store does the work (:mod:`canasta_teach.progress.learner_admin`): answers are never
changed; a removed learner's rows leave the figures, a merged one's count as the other's.
Every sentence comes from the wording catalogue.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import ipywidgets as W

from ..errors import CanastaError
from ..judge.wording import say
from ..progress.store import BaseStore
from .assets import render

__all__ = ["ClassListAdmin"]

log = logging.getLogger(__name__)

_TEXT_MAX = 200
"""Longer text from the browser is refused before it is looked at."""


class ClassListAdmin:
    """Choose a learner, then remove, rename or merge them: ``.widget`` to show.

    ``allowed`` says whether this kernel's page is the teacher's (checked on every action);
    ``on_change`` is called after a correction (the dashboard redraws its figures)."""

    def __init__(self, store: BaseStore, *, allowed: Callable[[], bool], on_change: Callable[[], None]) -> None:
        self._store = store
        self._allowed = allowed
        self._on_change = on_change
        self.learner = W.Dropdown(description=say("dashboard.admin-learner"))
        self.remove = W.Button(description=say("dashboard.admin-remove"), button_style="danger")
        self.new_name = W.Text(placeholder=say("dashboard.admin-rename"), layout=W.Layout(width="14em"))
        self.rename = W.Button(description=say("dashboard.admin-rename-button"))
        self.into = W.Dropdown(description=say("dashboard.admin-merge"))
        self.merge = W.Button(description=say("dashboard.admin-merge-button"))
        self.message = W.HTML()
        self.remove.on_click(lambda _b: self._act(self._remove))
        self.rename.on_click(lambda _b: self._act(self._rename))
        self.merge.on_click(lambda _b: self._act(self._merge))
        self.widget = W.VBox([
            W.HTML(render("class_list_heading.html.j2", text=say("dashboard.admin"))),
            W.HBox([self.learner, self.remove]),
            W.HBox([self.new_name, self.rename]),
            W.HBox([self.into, self.merge]),
            self.message,
        ])
        self.widget.add_class("ct-class-admin")
        self.reload()

    def reload(self) -> None:
        """Offer the learners now on the class list."""
        options = [(name, learner) for learner, name in self._store.class_list()]
        self.learner.options = options
        self.into.options = options

    def _chosen(self, dropdown: W.Dropdown) -> str | None:
        value = dropdown.value
        known = {learner for learner, _name in self._store.class_list()}
        return value if isinstance(value, str) and value in known else None

    def _names(self) -> dict[str, str]:
        return dict(self._store.class_list())

    def _act(self, work: Callable[[], str | None]) -> None:
        try:
            if not self._allowed():
                self._say(say("dashboard.admin-locked"), error=True)
                return
            said = work()
            if said is None:
                return
            self.reload()
            self._on_change()
            self._say(said)
        except CanastaError as refused:
            self._say(str(refused), error=True)
        except Exception:  # noqa: BLE001 - the teacher reads a sentence, never a traceback
            log.exception("a class list correction failed")
            self._say(say("dashboard.unreadable"), error=True)

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message.value = render("class_list_message.html.j2", text=text, error=error)

    def _remove(self) -> str | None:
        learner = self._chosen(self.learner)
        if learner is None:
            return None
        name = self._names()[learner]
        self._store.exclude_learner(learner)
        return say("dashboard.admin-removed", name=name)

    def _rename(self) -> str | None:
        learner, text = self._chosen(self.learner), self.new_name.value
        if learner is None or not isinstance(text, str) or not text.strip() or len(text) > _TEXT_MAX:
            return None
        old = self._names()[learner]
        new = self._store.rename_learner(learner, text)
        self.new_name.value = ""
        return say("dashboard.admin-renamed", old=old, new=new)

    def _merge(self) -> str | None:
        learner, into = self._chosen(self.learner), self._chosen(self.into)
        if learner is None or into is None:
            return None
        names = self._names()
        self._store.merge_learners(learner, into)
        return say("dashboard.admin-merged", name=names[learner], into=names[into])
