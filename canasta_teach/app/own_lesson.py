"""The authoring API for notebooks: a teacher's own positions as a lesson in a cell.

A teacher who writes positions in JupyterLab wants to try them as a learner would, without
serving a class: ``lesson_from("my-positions/")`` (a file, a folder, YAML text or a list of
positions) returns the same lesson player the app shows, ruled by the same judge. Nothing
here is new logic: the positions are read by the authoring reader, the steps are the app's
steps (act steps included), the words are the catalogue's.

>>> from canasta_teach import parse_positions
>>> ps = parse_positions('''
... - id: joker
...   ask: card-value
...   card: JK
... ''')
>>> lesson_from(ps, title="Mine").children[1].children[0].value  # doctest: +ELLIPSIS
'...Mine...'
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import ipywidgets as W

from ..content.authoring import load_position_dir, load_positions, parse_positions
from ..content.lessons import Lesson, load_lessons
from ..errors import CanastaError
from ..judge import Position
from ..judge.wording import phrase
from .act_step import step_view
from .address import page_learner
from .lesson_player import LessonPlayer, Recorder
from .notebook import default_recorder

__all__ = ["lesson_from", "read_positions"]

#: The id a notebook lesson records its answers under (``lesson:own``), apart from the
#: shipped lessons and a class's positions.
OWN_LESSON_ID = "own"


def read_positions(source: str | Path | Sequence[Position]) -> list[Position]:
    """Positions from a file, a folder of ``*.yaml`` files, YAML text, or a list."""
    if isinstance(source, (list, tuple)):
        positions = list(source)
        if not all(isinstance(p, Position) for p in positions):
            raise CanastaError("lesson_from takes positions (parse_positions gives them), a file or a folder")
        return positions
    if isinstance(source, str) and "\n" in source:
        return parse_positions(source, source="<notebook>")
    if isinstance(source, (str, Path)):
        path = Path(source).expanduser()
        if path.is_dir():
            return load_position_dir(path)
        if path.is_file():
            return load_positions(path)
        raise CanastaError(f"{source}: no such file or folder of positions")
    raise CanastaError("lesson_from takes a position file, a folder, YAML text or a list of positions")


def lesson_from(source: str | Path | Sequence[Position], *, title: str | None = None,
                record: bool = False, learner: str | None = None, recorder: Recorder | None = None) -> W.Widget:
    """A lesson of your own positions to display in a notebook cell.

    Each position becomes a step, as in the app: the table, the question, the answer
    buttons (or the cards to act on, for ``act: yes``), then the judge's ruling. Answers
    are not stored unless ``record=True`` (then under the learner chosen in the suite, or
    ``learner``), so a teacher can try a position as often as they like.
    """
    positions = read_positions(source)
    if not positions:
        raise CanastaError("no positions to make a lesson of")
    # numbered after the shipped lessons, as a class's own lesson is
    lesson = Lesson(OWN_LESSON_ID, len(load_lessons()) + 1, title or phrase("notebook.own-lesson"), "", Path("."))
    if record and recorder is None:
        learner = learner or page_learner()
        recorder = default_recorder(learner, source=f"lesson:{OWN_LESSON_ID}")
    player = LessonPlayer(lesson, learner=learner, recorder=recorder, positions=positions, make_view=step_view)
    return player.widget
