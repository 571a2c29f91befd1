"""The entry points of the lesson notebooks: each notebook's one code cell calls one of these
(``show_lesson_page("06-the-frozen-pile")``, ``show_words("quiz")``, ``show_class_lesson()``).

The notebooks hold no prose of their own: their words come from the lesson prose
(:mod:`canasta_teach.content.prose`) in the page's language, shown by these functions.

A notebook shows a widget or a readable message, never a traceback: a broken lesson, a
missing store or a bug of ours says so in the page and is logged.
"""

from __future__ import annotations

import logging

import ipywidgets as W

from ..content.lessons import get_lesson
from ..content.prose import lesson_prose, page_text
from ..errors import CanastaError
from ..judge.wording import phrase
from .act_step import step_view
from .address import page_learner
from .assets import render, stylesheet
from .class_lesson import class_lesson, class_positions
from .failsafe import error_page
from .language import in_page_language
from .lesson_player import LessonPlayer, Recorder

__all__ = ["show_lesson", "show_lesson_page", "show_words", "show_class_lesson", "default_recorder"]

log = logging.getLogger(__name__)


@in_page_language
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
        return W.HTML(error_page(phrase("app.lesson-broken")))


def _words(markdown: str) -> object:
    """Words shown as a Markdown cell is (the same renderer in Voila and JupyterLab)."""
    from IPython.display import Markdown  # the notebook's own display; ipykernel is a dependency

    return Markdown(markdown)


def lesson_page(lesson_id: str, *, learner: str | None = None, recorder: Recorder | None = None) -> list[object]:
    """A lesson notebook's page, top to bottom: its title and introduction, the heading of
    its decisions, the lesson player, its "remember" line and the link back to the index
    (the words in the page's language). A lesson that cannot be found or read shows a
    readable message instead."""
    try:
        lesson = get_lesson(lesson_id)
        words = lesson_prose(lesson.id)
        heading = page_text("lesson-heading", number=lesson.number, title=lesson.title)
        top = f"# {heading}\n\n{words.intro}"
        decisions = page_text("decisions")
        bottom = f"{words.remember}\n\n{page_text('all-lessons')}"
    except CanastaError as err:
        return [W.HTML(error_page(str(err)))]
    return [_words(top), _words(decisions), show_lesson(lesson.id, learner=learner, recorder=recorder), _words(bottom)]


@in_page_language
def show_lesson_page(lesson_id: str) -> None:
    """Display a lesson notebook's page (:func:`lesson_page`)."""
    from IPython.display import display

    display(*lesson_page(lesson_id))


@in_page_language
def show_words(page: str) -> None:
    """Display the words of a notebook page around the lessons (``index``, ``quiz``,
    ``class``) in the page's language, above the page's widget."""
    from IPython.display import display

    try:
        display(_words(page_text(page)))
    except CanastaError as err:
        display(W.HTML(error_page(str(err))))


@in_page_language
def show_class_lesson(*, learner: str | None = None) -> W.Widget:
    """The extra lesson of a class: the teacher's own positions, ruled by the judge."""
    try:
        name, positions = class_positions()
        if not positions:
            return W.HTML(render("style.html.j2", css=stylesheet("lesson"))
                          + render("paragraph.html.j2", text=phrase("app.no-class")))
        learner = learner or page_learner()
        lesson = class_lesson(name)
        recorder = default_recorder(learner, source="lesson:class")
        return LessonPlayer(lesson, learner=learner, recorder=recorder, positions=positions).widget
    except CanastaError as err:
        return W.HTML(error_page(str(err)))
    except Exception:  # noqa: BLE001
        log.exception("could not build the class lesson")
        return W.HTML(error_page(phrase("app.class-broken")))


def default_recorder(learner: str | None, *, source: str) -> Recorder | None:
    """A recorder on the progress store for a named learner; None for an anonymous one."""
    if not learner:
        return None
    from ..progress.recorder import StoreRecorder  # lazy: a lesson without a learner needs no store

    return StoreRecorder.for_learner(learner, source=source)

