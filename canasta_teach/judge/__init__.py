"""The judge: questions about a position -> a Ruling of facts (the layer above the game).

:mod:`.questions` holds the values asked about (:class:`Ask`, :class:`Question`,
:class:`Position`), :mod:`.rulings` the answers (:class:`Ruling`, :class:`Reason`,
:class:`Play`), :mod:`.asks` the rulings themselves (:func:`judge`).
"""

from .asks import judge
from .questions import Ask, Position, Question
from .rulings import Play, Reason, Ruling, answer_text, answers_agree, normalise_answer

__all__ = [
    "judge",
    "Ruling",
    "Reason",
    "Play",
    "answer_text",
    "answers_agree",
    "normalise_answer",
    "Ask",
    "Question",
    "Position",
]
