"""A lesson step where the learner acts on the cards instead of clicking Yes or No.

A position marked ``act: yes`` (its prompt is :attr:`PromptKind.ACT`) asks the learner to
do it at the card table (:class:`~canasta_teach.app.table_widget.CardTable`):

- ``take-pile``: take the pile with the cards that go with its top card, or draw from the
  stock. Taking it (accepted by the referee) answers "yes", drawing answers "no".
- ``initial-meld``: lay the named melds as the side's first meld, or keep them. The first
  meld complete answers "yes", keeping them answers "no".
- ``go-out``: meld, add, discard the last card, go out; or say "I cannot go out" (or end
  the turn with a discard). Going out answers "yes", anything else "no". With
  ``takes_pile``: take the pile first (drawing answers "no").

The act stands for an answer, and the judge rules on that answer
(:func:`~canasta_teach.content.lessons.check_response`), so the verdict and its
explanation are the same as on the yes/no page. A play the referee refuses is shown on the
table in the rule's words, with its cards highlighted, and counts as a miss: the learner
tries again at once. ``on_answer`` is called on the first miss (a wrong first try, for the
progress store) and when the step is answered.

:class:`ActStepView` shares the question, the tries, the feedback and "Try again" with
:class:`~canasta_teach.app.decision.DecisionView` (:class:`~.step.AnsweredStep`), so a lesson
player uses either; :func:`step_view` picks the right one for a position.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import ipywidgets as W

from ..content.lessons import PromptKind, Verdict, check_response, prompt_for
from ..content.reveal import Hidden, after_answer, before_answer
from ..game.cards import Card
from ..game.operations import AddToMeld, Discard, LayMeld, TakePile
from ..game.table import HandEnd, Phase, Source, TableState
from ..judge import Ask, Position
from ..judge.question_types import GoOutQuestion, InitialMeldQuestion, takes_pile_to_go_out
from ..judge.table_view import table_of
from ..judge.wording import has_message, phrase, say
from ..players.ruling import rule
from .decision import DecisionView
from .step import AnsweredStep, Keep, OnAnswer, StepState
from .table_widget import Action, CardTable, Played, Refused

__all__ = ["ActStepView", "ActState", "step_view", "act_table", "is_act_step"]

log = logging.getLogger(__name__)


@dataclass
class ActState(StepState):
    """Where the learner stands on this step: a decision's state, where a refused play
    counts as a try too."""

    #: Plays the referee refused on this step.
    refusals: int = 0

    def refuse(self) -> bool:
        """Count a refused play (a miss); whether it was the first try."""
        first_try = self.attempts == 0
        self.attempts += 1
        self.refusals += 1
        if first_try:
            self.first_correct = False
        return first_try


def is_act_step(position: Position) -> bool:
    """Whether the position is asked by acting on the cards."""
    return prompt_for(position).kind is PromptKind.ACT


def act_table(position: Position) -> TableState:
    """The table the learner acts on, at the start of the step.

    A take-pile question (and going out with the pile) starts the turn before drawing; a
    first meld or going out after drawing starts after a draw from the stock, with the
    partner's answer to "May I go out?" when the position gives one.
    """
    q = position.question
    if position.ask is Ask.TAKE_PILE or takes_pile_to_go_out(q):
        return table_of(position, phase=Phase.DRAW)
    state = table_of(position, phase=Phase.PLAY, source=Source.STOCK)
    if isinstance(q, GoOutQuestion) and q.partner_allows is not None:
        state = replace(state, turn=replace(state.turn, asked=True, answer=q.partner_allows))
    return state


def _words(message: str) -> str:
    return phrase(message)


def _start_actions(position: Position) -> tuple[tuple[Action, ...], str]:
    """The buttons at the start of the step, and the hint that goes with them."""
    if position.ask is Ask.TAKE_PILE or takes_pile_to_go_out(position.question):
        return (Action("take", _words("act.button.take")), Action("draw", _words("act.button.draw"))), say("act.hint.take")
    if position.ask is Ask.INITIAL_MELD:
        return (Action("meld", _words("act.button.meld")), Action("keep", _words("act.button.keep")),
                Action("restart", _words("act.button.restart"))), say("act.hint.meld")
    return _play_actions(), say("act.hint.play")


def _play_actions() -> tuple[Action, ...]:
    """Going out after drawing (or after taking the pile): every play of a turn."""
    return (
        Action("meld", _words("act.button.meld")),
        Action("add", ""),
        Action("discard", _words("act.button.discard")),
        Action("go-out", _words("act.button.go-out")),
        Action("stay", _words("act.button.stay")),
        Action("restart", _words("act.button.restart")),
    )


def _report(played: Played) -> str:
    """What the accepted play did, in words."""
    op = played.op
    if isinstance(op, TakePile):
        if op.cards:
            return say("act.took", cards=op.cards)
        top = played.before.top_card
        return say("act.took-to-meld", rank=top.rank if top is not None else None)
    if isinstance(op, LayMeld):
        return say("act.melded", cards=op.cards)
    if isinstance(op, AddToMeld):
        return say("act.added", card=op.card, rank=op.rank)
    if isinstance(op, Discard):
        return say("act.discarded", card=op.card)
    return ""


def _did_take(played: Played) -> str:
    """Taking the pile, in the past tense, for the verdict."""
    op = played.op
    if isinstance(op, TakePile) and op.cards:
        return say("act.did.take", cards=op.cards)
    top = played.before.top_card
    return say("act.did.take-to-meld", rank=top.rank if top is not None else None)


def _same_cards(a: Sequence[Card], b: Sequence[Card]) -> bool:
    """The same cards for the rules (suits of naturals do not matter)."""
    return Counter(c.rules_key for c in a) == Counter(c.rules_key for c in b)


class ActStepView(AnsweredStep):
    """One act step: the question, the card table, the feedback, "Try again".

    ``on_answer(position, verdict, first_try)`` as for a decision: called on the first
    refused play (a wrong first try) and when the step is answered. ``keep`` as for a
    decision (:data:`~canasta_teach.app.step.Keep`): asked before a verdict is shown.
    ``ready()`` is asked before the referee rules on a play (its ruling cannot be taken
    back): while it says no, the table says "slow down" and nothing is played.
    """

    _feedback_prefix = "ct-act-fb"
    state: ActState

    def __init__(
        self,
        position: Position,
        *,
        on_answer: OnAnswer | None = None,
        four_colour: bool = False,
        keep: Keep | None = None,
        ready: Callable[[], bool] | None = None,
    ) -> None:
        prompt = prompt_for(position)
        if prompt.kind is not PromptKind.ACT:
            raise ValueError(f"position {position.id} is not an act step (act: yes)")
        super().__init__(position, prompt, ActState(), on_answer=on_answer, keep=keep)
        self._ready = ready
        self._active = True
        self._start = act_table(position)
        self.table = CardTable(
            self._start,
            # before the answer without the marks that would give it away (content.reveal)
            show_frozen=not before_answer(position).hides(Hidden.FROZEN_MARK),
            four_colour=four_colour,
            on_played=self._played,
            on_refused=self._refused,
            on_decided=self._decided,
            vet=self._vet,
        )
        self.table.add_class("ct-act-table")
        # as wide as the page allows (a step's box would otherwise shrink to its content)
        self.table.layout.width = "100%"
        self.widget = W.VBox([self.heading, self.table, self.feedback, self.try_again])
        self.widget.add_class("ct-decision")
        self.widget.add_class("ct-act-step")
        self.widget.layout.width = "100%"
        self._open()

    @property
    def active(self) -> bool:
        """Whether this is the step shown: a lesson player deactivates the others, and an
        inactive step ignores every message of its table and its buttons."""
        return self._active

    @active.setter
    def active(self, value: bool) -> None:
        self._active = bool(value)
        self.table.paused = not self._active

    # ---------------------------------------------------------------------------- the turn

    def _open(self) -> None:
        actions, hint = _start_actions(self.position)
        self.table.reveal(show_frozen=not before_answer(self.position).hides(Hidden.FROZEN_MARK))
        self.table.show(self._start)
        self.table.enable(actions)
        self.table.say(hint, "hint", highlight=())

    def _vet(self, action: str, cards: tuple[Card, ...]) -> str | None:
        """A first-meld question is about the melds it names: other cards are not laid. No
        play reaches the referee while answers come too fast to be saved."""
        if self._ready is not None and not self.state.answered and not self._ready():
            return phrase("app.slow-down")
        q = self.position.question
        if isinstance(q, InitialMeldQuestion) and action == "meld" and cards:
            if not any(_same_cards(cards, meld) for meld in q.melds):
                return say("act.not-the-question", melds=q.melds)
        return None

    def _played(self, played: Played) -> None:
        """The referee accepted a play: it answers the step, or the turn goes on."""
        if self.state.answered:
            return
        after = played.after
        report = _report(played)
        ask = self.position.ask
        if played.action == "draw":
            self._answer(False, say("act.drew"), did=say("act.did.draw"), shown=True)
        elif ask is Ask.TAKE_PILE:
            self._answer(True, report, did=_did_take(played), shown=True)
        elif ask is Ask.INITIAL_MELD:
            if after.side_melded[after.side_of(0)]:
                self._answer(True, report, did=say("act.did.meld"), shown=True)
            else:
                self.table.say(report, "accepted")
        elif after.end is HandEnd.WENT_OUT:
            self._answer(True, " ".join(s for s in (report, say("act.went-out")) if s), did=say("act.did.go-out"), shown=True)
        elif after.is_over or after.to_move != 0:
            self._answer(False, " ".join(s for s in (report, say("act.turn-over")) if s), did=say("act.did.turn-over"), shown=True)
        else:
            if played.action == "take":
                self.table.enable(_play_actions())
            hint = say("act.hint.play" if after.hand else "act.hint.empty-hand")
            self.table.say(" ".join(s for s in (report, hint) if s), "accepted")

    def _refused(self, refused: Refused) -> None:
        """A refused play is a miss; the learner tries again on the same table."""
        if self.state.answered:
            return
        if self.state.refuse():
            ruling = rule(self.position)
            played = say("act.refused-play", play=refused.op)  # the step in words
            verdict = Verdict(False, ruling, played)
            if self._keep is not None:
                self._keep(self.position, verdict, True, True)  # the referee has ruled: held if too fast
            if self._on_answer is not None:
                self._on_answer(self.position, verdict, True)

    def _decided(self, action: str, _cards: tuple[Card, ...]) -> None:
        if self.state.answered:
            return
        if action == "restart":
            actions, hint = _start_actions(self.position)
            self.table.show(self._start)
            self.table.enable(actions)
            self.table.say(hint, "hint", highlight=())
        elif action == "keep":
            self._answer(False, say("act.kept"), did=say("act.did.keep"))
        elif action == "stay":
            self._answer(False, say("act.stayed"), did=say("act.did.stay"))

    # ---------------------------------------------------------------------------- answering

    def _answer(self, response: bool, report: str, *, did: str | None = None, shown: bool = False) -> Verdict | None:
        """Judge the act as the yes/no it stands for. ``did`` (what the learner did, in
        words) heads the feedback instead of "your answer was “No”". ``shown``: the referee
        has ruled on the play already, so the verdict is shown even if the answer came too
        fast (it is then held and kept before the next); otherwise such an answer is not
        given: the step says "slow down" and starts again, None."""
        verdict = check_response(self.position, response)
        if not self._kept(verdict, shown=shown):
            self._open()  # not given: the table as at the start, "slow down" under it
            return None

        def show_on_table() -> None:
            self.widget.add_class("ct-answered")  # on a phone the feedback and Next come before the table
            self.table.close_table()
            self.table.reveal(show_frozen=not after_answer(self.position).hides(Hidden.FROZEN_MARK))
            self.table.say(report, "accepted" if verdict.correct else "refused", highlight=verdict.ruling.key_cards)

        self._settle(verdict, head=self._head(verdict, did), before_feedback=show_on_table)
        return verdict

    def _head(self, verdict: Verdict, did: str | None) -> str | None:
        """The verdict line in terms of the act: what the learner did and, when it was
        wrong, the right play; None (the yes/no wording) for an answer given without acting."""
        if did is None:
            return None
        if verdict.correct:
            # after a refused play or a wrong answer, the right one does not read as a first
            tries = self.state.attempts
            return say("act.verdict.right" if tries == 0 else "act.verdict.right-second" if tries == 1
                       else "act.verdict.right-later", did=did)
        right = verdict.ruling.answer
        if not isinstance(right, bool):
            return None
        kind = self.position.ask.value + ("-takes-pile" if takes_pile_to_go_out(self.position.question) else "")
        right_message = f"act.right.{kind}.{'yes' if right else 'no'}"
        if not has_message(right_message):
            return None
        right_play = phrase(right_message)
        return say("act.verdict.wrong", did=did, right=right_play)

    def answer(self, value: Any, *, button: Any = None) -> Verdict | None:
        """Answer without acting (the yes/no the act stands for), as
        :meth:`DecisionView.answer <canasta_teach.app.decision.DecisionView.answer>` does:
        for a caller that cannot act. Ignored once answered, on a stale step and for a value
        that is not yes or no."""
        if self.state.answered or not self._active or not isinstance(value, bool):
            return None
        return self._answer(value, "")

    def _reopen(self) -> None:
        """Try again after a wrong answer: the table as at the start of the step."""
        self.widget.remove_class("ct-answered")
        self._open()


def step_view(
    position: Position,
    *,
    on_answer: OnAnswer | None = None,
    four_colour: bool = False,
    keep: Keep | None = None,
    ready: Callable[[], bool] | None = None,
) -> ActStepView | DecisionView:
    """The view of one lesson step: an act step for a position marked ``act: yes``, the
    yes/no (or number, or score) decision otherwise (which needs no ``ready``: nothing is
    shown before ``keep`` says yes)."""
    if is_act_step(position):
        return ActStepView(position, on_answer=on_answer, four_colour=four_colour, keep=keep, ready=ready)
    return DecisionView(position, on_answer=on_answer, four_colour=four_colour, keep=keep)
