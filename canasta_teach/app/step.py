"""What every lesson step shares, asked with buttons (:class:`~.decision.DecisionView`) or
by acting on the cards (:class:`~.act_step.ActStepView`): the question, the learner's tries,
the feedback and "Try again".

Both steps are answered the same way: the response is judged
(:func:`~canasta_teach.content.lessons.check_response`), the try is counted, the feedback
is shown (:mod:`.feedback`), "Try again" is offered after a wrong answer, and
``on_answer(position, verdict, first_try)`` tells the lesson player (for progress). Any
client can send a click to any button, so "Try again" re-checks on the kernel side.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import ipywidgets as W

from ..content.lessons import Prompt, Verdict
from ..judge import Position
from ..judge.wording import phrase
from .assets import render
from .failsafe import error_box, safe_callback
from .feedback import focused_feedback_html

__all__ = ["StepState", "StepView", "AnsweredStep", "OnAnswer", "Keep", "question_html", "slow_down_html"]

#: Called once per answer: the position, the verdict, and whether it was the first try.
OnAnswer = Callable[[Position, Verdict, bool], None]

#: ``keep(position, verdict, first_try, shown)``: asked before a verdict is shown; False
#: when the answer was not kept (it came too fast): the step then says "slow down" and stays
#: open. ``shown`` is True when the verdict is shown whatever the answer (the referee has
#: ruled on a play already): the answer is then held and kept before any later one.
Keep = Callable[[Position, Verdict, bool, bool], bool]


@dataclass
class StepState:
    """Where the learner stands on a step."""

    attempts: int = 0
    first_correct: bool | None = None
    answered: bool = False
    #: Right at some attempt (the lesson's progress counts these).
    ever_correct: bool = False

    def count(self, verdict: Verdict) -> bool:
        """Count an answer; whether it was the first try."""
        first_try = self.attempts == 0
        self.attempts += 1
        self.answered = True
        self.ever_correct = self.ever_correct or verdict.correct
        if first_try:
            self.first_correct = verdict.correct
        return first_try


class StepView(Protocol):
    """What a lesson player needs of a step's view: :class:`~.decision.DecisionView`, or the
    card table to act on (:class:`~.act_step.ActStepView`)."""

    position: Position
    widget: W.Widget
    active: bool

    @property
    def state(self) -> Any: ...

    @property
    def heading_id(self) -> str: ...

    @property
    def feedback_id(self) -> str: ...

    def answer(self, value: Any, *, button: Any = None) -> Verdict | None: ...


def question_html(prompt: Prompt, element_id: str) -> str:
    """The question's heading (the step's ``h2``, focusable: the page moves focus to it when
    the step is shown after Next, Skip, Try again...) and text."""
    return render("question.html.j2", heading=prompt.heading, text=prompt.text, element_id=element_id)


def slow_down_html(element_id: str) -> str:
    """The words shown instead of a verdict when an answer was refused as too fast."""
    return render("slow_down.html.j2", element_id=element_id, text=phrase("app.slow-down"))


class AnsweredStep:
    """The question, the feedback and "Try again" of a step, and how an answer is taken.

    A subclass builds its own way to answer (buttons, a card table), calls :meth:`_settle`
    with the verdict, and undoes its own marks in :meth:`_reopen`.
    """

    #: The prefix of the feedback's element id (one per kind of step).
    _feedback_prefix = "ct-fb"
    _serials: itertools.count[int]

    def __init_subclass__(cls) -> None:
        cls._serials = itertools.count(1)  # each kind of step numbers its own views

    def __init__(self, position: Position, prompt: Prompt, state: StepState, *, on_answer: OnAnswer | None,
                 keep: Keep | None) -> None:
        self.position = position
        self.prompt = prompt
        self.state = state
        self._on_answer = on_answer
        self._keep = keep
        self.serial = next(self._serials)
        self.heading = W.HTML(question_html(prompt, self.heading_id))
        self.feedback = W.HTML("")
        self.feedback.add_class("ct-feedback")
        self.try_again = W.Button(description=phrase("app.try-again"), layout=W.Layout(display="none"))
        self.try_again.add_class("ct-try-again")
        self.try_again.on_click(self._reset)

    #: Whether this is the step shown: a lesson player deactivates the others, and an
    #: inactive step ignores every click.
    active: bool

    @property
    def heading_id(self) -> str:
        """The element id of the question's heading (where focus goes when the step is shown
        by the learner's move, and after "Try again"); it labels the answer group."""
        return f"{self._feedback_prefix.replace('-fb', '-q')}-{self.serial}"  # ct-q-3, ct-act-q-3

    @property
    def feedback_id(self) -> str:
        """The element id of the current feedback (new for each attempt, so the page moves
        focus to the feedback of this answer and not to a stale one)."""
        return f"{self._feedback_prefix}-{self.serial}-{self.state.attempts}"

    def _show_error(self, message: str) -> None:
        self.feedback.value = error_box(message)

    def _kept(self, verdict: Verdict, *, shown: bool = False) -> bool:
        """Whether the answer is kept (``keep``, asked before the verdict is shown); when it
        is not (it came too fast), the feedback says "slow down" and nothing says right or
        wrong. ``shown``: the verdict is shown whatever (the referee has ruled on a play)."""
        if self._keep is None or self._keep(self.position, verdict, self.state.attempts == 0, shown):
            return True
        self.feedback.value = slow_down_html(f"{self.feedback_id}-wait")
        return False

    def _settle(self, verdict: Verdict, *, head: str | None = None, before_feedback: Callable[[], None] | None = None) -> None:
        """Take a kept answer: count the try, show the feedback (``head`` instead of the
        yes/no verdict line), offer "Try again" when wrong, tell ``on_answer``.
        ``before_feedback`` redraws the step's own part (marks, the table) once the try is
        counted."""
        first_try = self.state.count(verdict)
        if before_feedback is not None:
            before_feedback()
        self.feedback.value = focused_feedback_html(self.feedback_id, self.position, verdict, head=head)
        self.try_again.layout.display = "none" if verdict.correct else ""
        if self._on_answer is not None:
            self._on_answer(self.position, verdict, first_try)

    @safe_callback
    def _reset(self, _button: W.Button | None = None) -> None:
        """Try again after a wrong answer. Refused after a right one (the button is hidden
        then, but a crafted message can still "click" it) and on a stale step."""
        if not self.state.answered or self.state.ever_correct or not self.active:
            return
        self.state.answered = False
        self.feedback.value = ""
        self.try_again.layout.display = "none"
        self._reopen()

    def _reopen(self) -> None:
        """Open the step again for another try (the subclass's own part)."""
        raise NotImplementedError
