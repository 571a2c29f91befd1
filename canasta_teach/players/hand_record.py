"""The learner's decisions in a practice hand, noted as the hand is played (for its review).

Each time the learner makes one of the decisions the coach can weigh (take the pile or
draw; go out now or keep playing; freeze the pile or discard, and which card), the practice
hand notes a :class:`DecisionMoment`: the table at that moment, the cards the learner had
seen go into other hands with the pile, the choices open and the one made. The review
(:mod:`.hand_review`) hands the moment to the coach, which samples every card the learner
could not see afresh (:func:`~.coach.coach` reads only the learner's observation and the
table's public facts): the table is kept whole only because the coach takes a table.

>>> from canasta_teach.game.deal import deal
>>> state = deal("classic", seed=11)
>>> moment = note_draw(state, state.to_move, (), 0, DrawStock())
>>> moment is None or moment.chosen == Choice.DRAW
True
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..game.cards import Card
from ..game.choices import Choice, ChoiceKind
from ..game.operations import Discard, DrawStock, Operation, TakePile
from ..game.referee import may_go_out
from ..game.table import Phase, TableState
from .coach import decision_choices

__all__ = ["DecisionKind", "DecisionMoment", "review_choices", "note_draw", "note_go_out", "note_discard"]


class DecisionKind(enum.Enum):
    """Which decision a moment is (the kinds a review counts mistakes by)."""

    TAKE_OR_DRAW = "take-or-draw"
    GO_OUT = "go-out"
    #: Which card to discard (freezing the pile with a wild card among the choices).
    DISCARD = "discard"


@dataclass(frozen=True)
class DecisionMoment:
    """One of the learner's decisions: the table then (kernel side; the review samples what
    the learner could not see), the cards seen taken into each hand, the choices open and
    the one made, and how many operations of the hand came before (``moves``)."""

    kind: DecisionKind
    state: TableState
    seat: int
    known: tuple[tuple[Card, ...], ...]
    choices: tuple[Choice, ...]
    chosen: Choice
    moves: int

    def with_chosen(self, chosen: Choice) -> DecisionMoment:
        return DecisionMoment(self.kind, self.state, self.seat, self.known, self.choices, chosen, self.moves)

    @property
    def known_map(self) -> dict[int, tuple[Card, ...]]:
        """The cards seen taken into the other hands, for the coach."""
        return {s: cards for s, cards in enumerate(self.known) if cards and s != self.seat}


def review_choices(state: TableState, seat: int) -> tuple[Choice, ...]:
    """The coach's choices now, with discards of one rank (the same discard for the rules:
    suits never matter) given once."""
    out: list[Choice] = []
    keys: set[object] = set()
    tranca = state.ruleset.is_tranca  # in Tranca the suit matters (runs): 9h and 9s differ
    for choice in decision_choices(state, seat):
        if choice.card is not None:
            key = choice.card if tranca else choice.card.rules_key
            if key in keys:
                continue
            keys.add(key)
        out.append(choice)
    return tuple(out)


def note_draw(state: TableState, seat: int, known: tuple[tuple[Card, ...], ...], moves: int,
              op: Operation) -> DecisionMoment | None:
    """Take the pile or draw, when both were allowed."""
    if state.phase is not Phase.DRAW or not isinstance(op, (TakePile, DrawStock)):
        return None
    choices = review_choices(state, seat)
    if not choices:
        return None
    chosen = Choice.TAKE_PILE if isinstance(op, TakePile) else Choice.DRAW
    return DecisionMoment(DecisionKind.TAKE_OR_DRAW, state, seat, known, choices, chosen, moves)


def note_go_out(state: TableState, seat: int, known: tuple[tuple[Card, ...], ...], moves: int) -> DecisionMoment | None:
    """Go out now or keep playing, the first time in a turn that going out is possible
    (noted as keep-playing; :meth:`DecisionMoment.with_chosen` makes it go-out if the turn
    ends the hand that way)."""
    if state.phase is not Phase.PLAY or state.current_player() != seat or state.ruleset.is_tranca or not may_go_out(state):
        return None
    choices = (Choice.GO_OUT, Choice.KEEP_PLAYING)
    return DecisionMoment(DecisionKind.GO_OUT, state, seat, known, choices, Choice.KEEP_PLAYING, moves)


def note_discard(state: TableState, seat: int, known: tuple[tuple[Card, ...], ...], moves: int,
                 op: Operation) -> DecisionMoment | None:
    """Which card to discard (freezing the pile with a wild card among them), when there
    were at least two different discards."""
    if state.phase is not Phase.PLAY or not isinstance(op, Discard):
        return None
    choices = tuple(c for c in review_choices(state, seat) if c.kind in (ChoiceKind.DISCARD, ChoiceKind.FREEZE))
    if len(choices) < 2:
        return None
    card = op.card
    if card.is_wild:
        if Choice.FREEZE not in choices:
            return None
        chosen = Choice.FREEZE
    else:
        chosen = next((c for c in choices if c.card is not None and c.card.rules_key == card.rules_key), Choice.discard(card))
        if chosen not in choices:
            return None
    return DecisionMoment(DecisionKind.DISCARD, state, seat, known, choices, chosen, moves)
