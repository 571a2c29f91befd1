"""One name per position for the teacher: a stable key, a title and a lesson.

The lessons and the quiz name positions two ways: a lesson position by its authored id
(``06-frozen-by-two``), a generated quiz item by the id the generator gives it
(``gen-black-three-top-577090037-0``: generator, seed, number in the round; see
:mod:`canasta_teach.content.generate`, whose ids the quiz's ``gen:<name>:<seed>`` items
rebuild). Answers keep the exact position id (so each generated position has its own first
answer), and the store keeps beside it a :class:`PositionLabel`:

* ``key``: what the dashboard groups by: the authored id, or ``generated:<generator>`` for
  every position one generator made (a teacher asks "how does the class do on a black three
  on top", not "on seed 577090037");
* ``title`` and ``lesson_title``: what the teacher reads (the position's title, or the
  generator's summary; the lesson's title, or "Quiz: made-up positions");
* ``lesson_id``: which lesson's completion the answer counts for (``class`` for the teacher's
  own positions, empty for generated ones).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..judge.catalogue import current_language
from ..judge.wording import phrase

__all__ = [
    "PositionLabel", "label_for", "label_for_id", "shown_titles", "shown_lesson_title", "GENERATED_LESSON", "CLASS_LESSON",
]

#: The message ids of the lesson titles the teacher reads for made-up quiz positions and
#: for the teacher's own positions (the wording catalogue's, said when an answer is kept).
GENERATED_LESSON = "dashboard.lesson-generated"
CLASS_LESSON = "dashboard.lesson-class"

_GENERATED_ID = re.compile(r"^gen-(?P<name>[a-z0-9-]+)-(?P<seed>[0-9]+)-(?P<n>[0-9]+)$")


@dataclass(frozen=True)
class PositionLabel:
    """How the teacher's figures name one position (see the module docstring)."""

    key: str
    title: str
    lesson_id: str
    lesson_title: str


@lru_cache(maxsize=8)
def _lesson_index(language: str) -> dict[str, tuple[str, str, str]]:
    """position id -> (title, lesson id, lesson title) for every shipped lesson position, in
    ``language`` (the lessons' words follow the page's language, so the cache is per language:
    one cache for all made a German dashboard read the titles of whoever answered first)."""
    from ..content.lessons import lesson_positions, load_lessons

    index: dict[str, tuple[str, str, str]] = {}
    for lesson in load_lessons():
        for position in lesson_positions(lesson):
            index.setdefault(position.id, (position.title or position.id, lesson.id, lesson.title))
    return index


@lru_cache(maxsize=8)
def _lesson_titles(language: str) -> dict[str, str]:
    from ..content.lessons import load_lessons

    return {lesson.id: lesson.title for lesson in load_lessons()}


def _generated(position_id: str) -> PositionLabel | None:
    match = _GENERATED_ID.match(position_id)
    if match is None:
        return None
    from ..content.generate import GENERATORS

    generator = GENERATORS.get(match["name"])
    if generator is None:
        return None
    summary = generator.summary
    return PositionLabel(f"generated:{generator.name}", summary[:1].upper() + summary[1:], "", phrase(GENERATED_LESSON))


def label_for_id(position_id: str, source: str, title: str = "") -> PositionLabel:
    """The label of a position known only by its id and the source of an answer to it.

    A generated id names its generator; a shipped id its lesson; otherwise the answer's
    source says the lesson (``lesson:class`` is the teacher's positions), and the title is
    ``title`` when given, else the id.
    """
    generated = _generated(position_id)
    if generated is not None:
        return generated
    try:
        shipped = _lesson_index(current_language()).get(position_id)
    except Exception:  # noqa: BLE001 - a broken lesson file must not stop an answer being kept
        shipped = None
    if shipped is not None:
        shipped_title, lesson_id, lesson_title = shipped
        return PositionLabel(position_id, title or shipped_title, lesson_id, lesson_title)
    lesson_id = source[len("lesson:"):] if source.startswith("lesson:") else ""
    if lesson_id == "class":
        lesson_title = phrase(CLASS_LESSON)
    else:
        try:
            lesson_title = _lesson_titles(current_language()).get(lesson_id, lesson_id)
        except Exception:  # noqa: BLE001
            lesson_title = lesson_id
    return PositionLabel(position_id, title or position_id, lesson_id, lesson_title)


def label_for(position: object, source: str) -> PositionLabel:
    """The label of a :class:`~canasta_teach.judge.Position` answered from ``source``."""
    position_id = str(getattr(position, "id", ""))
    return label_for_id(position_id, source, str(getattr(position, "title", "") or ""))


def shown_titles(position_id: str, title: str, lesson_title: str) -> tuple[str, str]:
    """The position's and its lesson's titles as the teacher reads them now, in the page's
    language. The store keeps the titles said when the answer was kept (in the learner's
    language); a shipped lesson's position and a generator's are named again from the lessons
    and the catalogue, a teacher's own position keeps the title it was written with."""
    if _GENERATED_ID.match(position_id) is None:
        try:
            if position_id not in _lesson_index(current_language()):
                return title, lesson_title
        except Exception:  # noqa: BLE001 - a broken lesson file keeps the stored words
            return title, lesson_title
    label = label_for_id(position_id, "")
    return label.title, label.lesson_title


def shown_lesson_title(lesson_id: str, stored: str) -> str:
    """A lesson's title in the page's language (``stored`` when the lesson is not shipped)."""
    if lesson_id == "class":
        return phrase(CLASS_LESSON)
    try:
        return _lesson_titles(current_language()).get(lesson_id, stored)
    except Exception:  # noqa: BLE001
        return stored
