"""What the table may show before the learner answers, and what it must show.

A question is worthless when the table answers it: "What must its first meld be worth at
least?" under a score line that says "first meld minimum for us: 15", or a "frozen" mark
drawn exactly on the frozen piles of "Is the pile frozen?". So every drawing of a position
(the HTML table of :mod:`canasta_teach.app.render`, the card-table widget) asks this module,
from the position's ask and facts, which marks it must leave out until the answer is given
(:func:`hidden_before_answer`) and which cards it must never hide
(:func:`always_shown`). The marks are the table's own reading aids (a badge, a caption, a
note); the cards themselves are facts of the table and are always drawn.

After the answer nothing is hidden: the feedback names the answer anyway, and the marks
help the learner check it against the cards.

>>> from canasta_teach.judge import Position
>>> from canasta_teach.judge.question_types import MinMeldQuestion, ScoreQuestion
>>> sorted(h.value for h in hidden_before_answer(Position("p", MinMeldQuestion())))
['first-meld-minimum', 'highlights']
>>> Shown.EVERY_CANASTA_CARD in always_shown(Position("p", ScoreQuestion()))
True
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..judge import Ask, Position
from ..judge.question_types import takes_pile_to_go_out

__all__ = ["Hidden", "Shown", "Reveal", "hidden_before_answer", "always_shown", "before_answer", "after_answer"]


class Hidden(enum.Enum):
    """A mark of the table that would give an answer away, left out before the answer."""

    #: The highlight of the cards that decide the ruling (its key cards): always hidden
    #: before the answer, whatever the ask.
    HIGHLIGHTS = "highlights"
    #: The first-meld minimum (and "your side still needs N") on the score line: it is the
    #: answer of a min-meld question and half of an initial-meld one. The score it comes
    #: from stays visible.
    FIRST_MELD_MINIMUM = "first-meld-minimum"
    #: The "frozen" note of the discard pile: the answer of a pile-frozen question, and a
    #: deciding fact of every question about taking the pile (take-pile, must-take, a turn
    #: to judge, whether the hand is over, how many plays there are, going out with the
    #: pile). The card lying crosswise in the pile stays visible (it is a fact of the table).
    FROZEN_MARK = "frozen-mark"
    #: The kind of a canasta (the "natural"/"mixed" badge, the word "canasta" in captions
    #: and labels): the answer of a canasta-kind question.
    CANASTA_KIND = "canasta-kind"
    #: The running score ("Us 1200 · Them 900"): on a score question only the hand's own
    #: score is asked, and a running score would only be mistaken for it.
    RUNNING_SCORE = "running-score"
    #: The word "bonus" by the red threes: on a score question whether they count for or
    #: against a side (a side that has not melded loses their value) is part of the answer.
    RED_THREE_BONUS = "red-three-bonus"


class Shown(enum.Enum):
    """Cards a drawing must never hide (for example under a squared-up stack)."""

    #: Every card of every canasta, spread out: on a score question each card counts and
    #: the wild cards decide a canasta's bonus, so none may be tucked under the others.
    EVERY_CANASTA_CARD = "every-canasta-card"


_FROZEN_ASKS = frozenset({Ask.PILE_FROZEN, Ask.TAKE_PILE, Ask.MUST_TAKE, Ask.PLAY, Ask.HAND_OVER, Ask.BEST_PLAY})
_MINIMUM_ASKS = frozenset({Ask.MIN_MELD, Ask.INITIAL_MELD})


def hidden_before_answer(position: Position) -> frozenset[Hidden]:
    """The marks to leave out of the table until the learner has answered ``position``.

    Always contains :attr:`Hidden.HIGHLIGHTS`. Derived from the ask only (and the ask's own
    arguments), never from the ruling: hiding a mark only when the answer is "yes" would
    give the answer away by its absence.
    """
    ask = position.ask
    hidden = {Hidden.HIGHLIGHTS}
    if ask in _MINIMUM_ASKS:
        hidden.add(Hidden.FIRST_MELD_MINIMUM)
    if ask in _FROZEN_ASKS or takes_pile_to_go_out(position.question):
        hidden.add(Hidden.FROZEN_MARK)
    if ask is Ask.CANASTA_KIND:
        hidden.add(Hidden.CANASTA_KIND)
    if ask is Ask.SCORE:
        hidden.update((Hidden.RUNNING_SCORE, Hidden.RED_THREE_BONUS))
    return frozenset(hidden)


def always_shown(position: Position) -> frozenset[Shown]:
    """What a drawing of ``position`` must show in full, before and after the answer."""
    if position.ask is Ask.SCORE:
        return frozenset({Shown.EVERY_CANASTA_CARD})
    return frozenset()


@dataclass(frozen=True)
class Reveal:
    """One drawing's instructions: the marks to leave out and the cards to show in full."""

    hidden: frozenset[Hidden] = frozenset()
    shown: frozenset[Shown] = frozenset()

    def hides(self, mark: Hidden) -> bool:
        return mark in self.hidden

    def shows(self, what: Shown) -> bool:
        return what in self.shown


def before_answer(position: Position) -> Reveal:
    """How to draw ``position`` while its question is open."""
    return Reveal(hidden_before_answer(position), always_shown(position))


def after_answer(position: Position) -> Reveal:
    """How to draw ``position`` once answered: every mark, and the highlights."""
    return Reveal(frozenset(), always_shown(position))
