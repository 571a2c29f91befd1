"""How much work a position file may ask of the coach: play-outs, bounded per question and
per file.

A ``should`` question is answered by the coach (:mod:`canasta_teach.players.coach`), which
plays each choice out to the end of the hand ``playouts`` times. The work is the number of
play-outs, ``playouts`` times the number of choices, a few milliseconds each: six discard
choices at 2,000 play-outs each once took 47 s, and a 185 KB file of such questions would
have kept ``check`` (and ``serve --positions``, which runs the same check at start and on
every edit) busy for hours. The bounds here are counts, the same on every machine and for
every ruleset:

* :data:`MAX_PLAYOUTS_PER_QUESTION` play-outs for one ``should`` question, all its choices
  together (the default, 200 per choice, asks 400 for two choices);
* :data:`MAX_PLAYOUTS_PER_FILE` play-outs for all the ``should`` questions of one file.

A file over either bound is refused by the reader with a :class:`PositionError` naming the
file and the entry. ``serve`` spends at most :data:`SERVE_PLAYOUT_BUDGET` play-outs on the
coach's verdicts each time it checks a teacher's folder (verdicts it already knows cost
nothing) and reports the questions it skipped (see :mod:`canasta_teach.content.check`).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import PositionError
from ..judge import Position
from ..judge.question_types import ShouldQuestion
from .error_words import grouped, problem

__all__ = [
    "MAX_PLAYOUTS_PER_QUESTION",
    "MAX_PLAYOUTS_PER_FILE",
    "SERVE_PLAYOUT_BUDGET",
    "playouts_asked",
    "check_playouts",
]

#: Play-outs one ``should`` question may ask for, all its choices together (a few seconds).
MAX_PLAYOUTS_PER_QUESTION = 2_400
#: Play-outs all the ``should`` questions of one file may ask for together (well under a
#: minute of ``check``; the shipped strategy lesson asks 2,000).
MAX_PLAYOUTS_PER_FILE = 12_000
#: Play-outs ``serve --positions`` spends on the coach's verdicts at each check of the
#: teacher's folder (at start and on every edit); the rest is skipped and reported.
SERVE_PLAYOUT_BUDGET = 4_000


def playouts_asked(position: Position) -> int:
    """The play-outs the coach may run for ``position``: ``playouts`` per choice for a
    ``should`` question (fewer when it stops early), none for any other ask."""
    q = position.question
    if not isinstance(q, ShouldQuestion):
        return 0
    return q.playouts * len(q.choices)


def check_playouts(positions: Iterable[Position], *, source: str) -> None:
    """Raise a :class:`PositionError` naming the file and the entry when a question asks
    for more than :data:`MAX_PLAYOUTS_PER_QUESTION` play-outs, or the file's questions
    together more than :data:`MAX_PLAYOUTS_PER_FILE` (the entry that goes past it).

    >>> check_playouts([], source="empty.yaml")
    """
    total = 0
    for p in positions:
        asked = playouts_asked(p)
        if asked > MAX_PLAYOUTS_PER_QUESTION:
            q = p.asked(ShouldQuestion)  # only a should question asks for play-outs
            per_choice = MAX_PLAYOUTS_PER_QUESTION // len(q.choices)
            raise PositionError(
                problem("playouts-question", asked=grouped(asked), each=grouped(q.playouts), choices=len(q.choices),
                        most=grouped(MAX_PLAYOUTS_PER_QUESTION), per_choice=str(per_choice)),
                source=source, entry=p.id, key="playouts",
            )
        total += asked
        if total > MAX_PLAYOUTS_PER_FILE:
            raise PositionError(
                problem("playouts-file", total=grouped(total), most=grouped(MAX_PLAYOUTS_PER_FILE)),
                source=source, entry=p.id,
            )
