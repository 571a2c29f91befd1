"""The entry points of the lesson notebooks: each notebook's one code cell calls one of these
(``show_lesson("06-the-frozen-pile")``, ``show_class_lesson()``).

A notebook shows a widget or a readable message, never a traceback: a broken lesson, a
missing store or a bug of ours says so in the page and is logged.
"""

from __future__ import annotations

import logging

import ipywidgets as W

from ..content.lessons import get_lesson
from ..errors import CanastaError
from ..judge.wording import CATALOGUE
from .act_step import step_view
from .address import page_learner
from .assets import render, stylesheet
from .class_lesson import class_lesson, class_positions
from .failsafe import error_page
from .lesson_player import LessonPlayer, Recorder

__all__ = ["show_lesson", "show_class_lesson", "default_recorder"]

log = logging.getLogger(__name__)


def show_lesson(lesson_id: str, *, learner: str | None = None, recorder: Recorder | None = None) -> W.Widget:
    """The widget a lesson notebook displays. A broken lesson shows a readable message."""
    try:
        lesson = get_lesson(lesson_id)
        learner = learner or page_learner()
        if recorder is None:
            recorder = default_recorder(learner, source=f"lesson:{lesson.id}")
        return LessonPlayer(lesson, learner=learner, recorder=recorder, make_view=step_view).widget
    except CanastaError as err:
        return W.HTML(error_page(str(err)))
    except Exception:  # noqa: BLE001
        log.exception("could not build lesson %s", lesson_id)
        return W.HTML(error_page(CATALOGUE["app.lesson-broken"]))


def show_class_lesson(*, learner: str | None = None) -> W.Widget:
    """The extra lesson of a class: the teacher's own positions, ruled by the judge."""
    try:
        name, positions = class_positions()
        if not positions:
            return W.HTML(render("style.html.j2", css=stylesheet("lesson"))
                          + render("paragraph.html.j2", text=CATALOGUE["app.no-class"]))
        learner = learner or page_learner()
        lesson = class_lesson(name)
        recorder = default_recorder(learner, source="lesson:class")
        return LessonPlayer(lesson, learner=learner, recorder=recorder, positions=positions).widget
    except CanastaError as err:
        return W.HTML(error_page(str(err)))
    except Exception:  # noqa: BLE001
        log.exception("could not build the class lesson")
        return W.HTML(error_page(CATALOGUE["app.class-broken"]))


def default_recorder(learner: str | None, *, source: str) -> Recorder | None:
    """A recorder on the progress store for a named learner; None for an anonymous one."""
    if not learner:
        return None
    from ..progress.recorder import StoreRecorder  # lazy: a lesson without a learner needs no store

    return StoreRecorder.for_learner(learner, source=source)

