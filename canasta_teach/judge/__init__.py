"""The judge: questions about a position -> a Ruling of facts (the layer above the game).

:mod:`.questions` holds the values asked about (:class:`Position`, the table; its
question is one of :mod:`.question_types`, a frozen type per :class:`Ask`),
:mod:`.rulings` the answers as facts (:class:`Ruling`, :class:`Reason`, :class:`Play`),
:mod:`.asks` the rulings themselves (:func:`judge`, which hands each ask to
its module: :mod:`.card_asks`, :mod:`.meld_asks`, :mod:`.pile_asks`, :mod:`.go_out_ask`,
:mod:`.score_asks`, :mod:`.engine_asks`, :mod:`.three_player`, all built of
:mod:`.ask_parts`; :mod:`.table_view` makes a position the engine's table), and
:mod:`.wording` the words: every sentence made from a ruling's facts (:func:`explain`,
:func:`explanation_text`, :func:`answer_text`). The judge has no solver of its own: the plays
it shows come from the game's planners (:mod:`canasta_teach.game.planners`). The words
depend on the facts, never the other way round (:mod:`.rulings` does not import
:mod:`.wording`).
"""

from .asks import judge
from .question_types import Question
from .questions import Ask, Position
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
