"""The list of lessons: each marked when done, the class's own lesson, the quiz (and, in the
one-page app, the practice table). Used by the index notebook and the app's index."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .. import config
from ..content.lessons import load_lessons
from ..judge.wording import CATALOGUE
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


def lesson_index_html(done: Mapping[str, Any] | None = None, learner: str | None = None, *,
                      links: Links | None = None) -> str:
    """The lessons in order (the titles of ``lessons.yaml``), each marked when done, the
    teacher's positions of a class, and the quiz. ``links`` says where they lead (the
    single notebooks by default, places of the one-page app in the app)."""
    link = links or notebook_links(learner)
    lessons = [IndexEntry(link(lesson.id), lesson.title, lesson.summary, bool(done and lesson.id in done))
               for lesson in load_lessons()]
    if config.class_positions_dir() is not None:
        href = link("class") if links is not None else learner_link("class.ipynb", learner)
        lessons.append(IndexEntry(href, class_lesson(config.class_name()).title, CATALOGUE["app.class-summary"],
                                  bool(done and "class" in done)))
    more = [IndexEntry(link("quiz"), CATALOGUE["app.quiz-link"], CATALOGUE["app.quiz-summary"])]
    if links is not None:  # the one-page app: the practice table too
        more.append(IndexEntry(link("practice"), CATALOGUE["practice.title"], CATALOGUE["practice.summary"]))
    return render("lesson_index.html.j2", lessons=lessons, more=more, done=CATALOGUE["app.done"])
