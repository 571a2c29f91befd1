"""The list of lessons: each marked when done, the class's own lesson, the quiz (and, in the
one-page app, the practice table). Used by the index notebook and the app's index."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .. import config
from ..content.lessons import load_lessons
from ..judge.wording import phrase, say
from .address import Links, learner_link, notebook_links
from .assets import render
from .class_lesson import class_lesson

__all__ = ["lesson_index_html"]


@dataclass(frozen=True)
class IndexEntry:
    """One line of the index: a link, its title, what it is about, and whether it is done."""

    href: str
    title: str
    summary: str
    done: bool = False
    #: The learner's state in words ("Done", "In progress: 3 of 9 steps answered", "Not
    #: started"), empty when nobody is named; ``kind`` is its class (done, begun, new).
    state: str = ""
    kind: str = ""


def lesson_state(lesson_id: str, done: Mapping[str, Any], begun: Mapping[str, tuple[int, int]]) -> tuple[str, str]:
    """A lesson's state for a named learner, in words and as a class: done, in progress
    (steps answered of the steps there are) or not started."""
    if lesson_id in done:
        return phrase("app.state-done"), "done"
    if lesson_id in begun:
        answered, steps = begun[lesson_id]
        return say("app.state-in-progress", answered=answered, steps=steps), "begun"
    return phrase("app.state-not-started"), "new"


def lesson_index_html(done: Mapping[str, Any] | None = None, learner: str | None = None, *,
                      links: Links | None = None, begun: Mapping[str, tuple[int, int]] | None = None) -> str:
    """The lessons in order (the titles of ``lessons.yaml``), each marked when done, the
    teacher's positions of a class, and the quiz. ``links`` says where they lead (the
    single notebooks by default, places of the one-page app in the app). With ``begun``
    (the steps answered per lesson begun, for a named learner) every lesson says its state:
    done, in progress, or not started."""
    link = links or notebook_links(learner)
    lessons = []
    for lesson in load_lessons():
        state, kind = lesson_state(lesson.id, done or {}, begun) if begun is not None else ("", "")
        lessons.append(IndexEntry(link(lesson.id), lesson.title, lesson.summary, bool(done and lesson.id in done),
                                  state=state, kind=kind))
    if config.class_positions_dir() is not None:
        href = link("class") if links is not None else learner_link("class.ipynb", learner)
        lessons.append(IndexEntry(href, class_lesson(config.class_name()).title, phrase("app.class-summary"),
                                  bool(done and "class" in done)))
    more = [IndexEntry(link("quiz"), phrase("app.quiz-link"), phrase("app.quiz-summary"))]
    if links is not None:  # the one-page app: the practice table too
        more.append(IndexEntry(link("practice"), phrase("practice.title"), phrase("practice.summary")))
    return render("lesson_index.html.j2", lessons=lessons, more=more, done=phrase("app.done"))
