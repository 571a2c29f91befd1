"""The judge: questions about a position -> a Ruling of facts (the layer above the game).

:mod:`.questions` holds the values asked about (:class:`Ask`, :class:`Question`,
:class:`Position`), :mod:`.rulings` the answers as facts (:class:`Ruling`, :class:`Reason`,
:class:`Play`), :mod:`.asks` the rulings themselves (:func:`judge`), and :mod:`.wording`
the words: every sentence made from a ruling's facts (:func:`explain`,
:func:`explanation_text`, :func:`answer_text`).
"""

from .asks import judge
from .questions import Ask, Position, Question
from .rulings import Play, Reason, Ruling, answers_agree, normalise_answer
from .wording import Explanation, answer_label, answer_text, explain, explanation_text

__all__ = [
    "judge",
    "Ruling",
    "Reason",
    "Play",
    "answer_text",
    "answer_label",
    "answers_agree",
    "normalise_answer",
    "explain",
    "explanation_text",
    "Explanation",
    "Ask",
    "Question",
    "Position",
]
