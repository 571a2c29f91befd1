"""A class's own lesson: the teacher's positions served with ``serve --class --positions``,
ruled by the judge like any shipped lesson, after the shipped ones."""

from __future__ import annotations

from pathlib import Path

from .. import config
from ..content.lessons import Lesson, load_lessons
from ..judge import Position
from ..judge.wording import phrase, say

__all__ = ["class_positions", "class_lesson"]


def class_positions() -> tuple[str | None, list[Position]]:
    """The class name and the teacher's positions served with ``serve --class --positions``."""
    folder = config.class_positions_dir()
    if folder is None:
        return config.class_name(), []
    from ..content.authoring import load_position_dir

    return config.class_name(), load_position_dir(folder)


def class_lesson(name: str | None) -> Lesson:
    """The class's lesson, numbered after the shipped ones, titled with the class's name."""
    title = say("app.class-named", name=name) if name else phrase("app.class")
    return Lesson("class", len(load_lessons()) + 1, title, say("app.class-summary"),
                  config.class_positions_dir() or Path("."))

