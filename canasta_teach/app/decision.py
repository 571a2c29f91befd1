"""A step answered with buttons: yes or no, a number, or a score to type in.

The question comes from :func:`~canasta_teach.content.lessons.prompt_for`, the table from
:mod:`.render`, the answer from the judge and its words from :mod:`.feedback`; what a step
shares with one acted on the cards is in :mod:`.step`. Any client can read all widget state,
so nothing that gives the answer away (the ruling, the highlighted cards, the marks that
would say it) is put into a widget before the learner has answered.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import ipywidgets as W

from ..content.lessons import PromptKind, Verdict, check_response, prompt_for
from ..content.reveal import after_answer, before_answer
from ..judge import Ask, Position, answers_agree
from ..judge.wording import phrase, say
from .assets import render
from .failsafe import safe_callback
from .render import has_table, question_cards_html, table_html
from .step import AnsweredStep, Keep, OnAnswer, StepState

__all__ = ["DecisionView"]


class DecisionView(AnsweredStep):
    """One scripted decision: the question, the table, the answer buttons, the feedback.

    ``on_answer(position, verdict, first_try)`` is called once per answer (for progress).
    ``keep`` (see :data:`~.step.Keep`) is asked before the verdict is shown: an answer it
    refuses (too fast) shows "slow down", and the step stays open as if it had not been given.
    The view is *active* while it is the step shown; a lesson player deactivates the views
    it no longer shows, and a deactivated view ignores every click (a stale step's button
    "clicked" by a crafted comm message changes nothing). After an answer the clicked
    button and the right one are marked with a ✓/✗ in their words and with classes, not by
    colour alone; before it nothing in the widgets says which one is right.
    """

    def __init__(
        self,
        position: Position,
        *,
        on_answer: OnAnswer | None = None,
        four_colour: bool = False,
        keep: Keep | None = None,
    ) -> None:
        # An act step (act: yes) shown here is asked as the yes/no question it stands for.
        super().__init__(position, prompt_for(position).as_choice(), StepState(), on_answer=on_answer, keep=keep)
        self.active = True
        self._four_colour = four_colour
        self.table = W.HTML(self._table(()))
        self.table.add_class("ct-table-view")
        self.heading.add_class("ct-question-box")
        self.buttons: list[W.Button] = []
        self._labels: dict[int, str] = {}
        if self.prompt.kind is PromptKind.CHOICE:
            for choice in self.prompt.choices:
                b = W.Button(description=choice.label, layout=W.Layout(width="auto", min_width="6em"))
                b.add_class("ct-answer")
                b.on_click(functools.partial(self._clicked, choice.value))
                self._labels[id(b)] = choice.label
                self.buttons.append(b)
            self.answer_box: W.Widget = W.HBox(self.buttons)
        else:
            self.score_boxes = [
                W.BoundedIntText(value=0, min=-100000, max=100000, description=label, layout=W.Layout(width="11em"))
                for label in self.prompt.labels
            ]
            b = W.Button(description=phrase("app.check-score"), button_style="primary")
            b.add_class("ct-answer")
            b.on_click(self._score_clicked)
            self.buttons.append(b)
            self.answer_box = W.HBox([*self.score_boxes, b])
        self.answer_box.add_class("ct-answers")
        self.widget = W.VBox([self.heading, self.table, self.answer_box, self.feedback, self.try_again])
        self.widget.add_class("ct-decision")

    def _table(self, highlight: Sequence[Any], *, answered: bool = False) -> str:
        """The table (when the position has one) and the cards the question is about; before
        the answer without the marks that would give it away (:mod:`..content.reveal`)."""
        parts = []
        # A card's value is asked of that card alone: a whole table (and its score bar, which
        # may say the very number asked) would only distract from it.
        if has_table(self.position) and self.position.ask is not Ask.CARD_VALUE:
            reveal = after_answer(self.position) if answered else before_answer(self.position)
            parts.append(table_html(self.position, highlight=highlight, four_colour=self._four_colour,
                                    include_style=False, reveal=reveal))
        parts.append(question_cards_html(self.position, highlight=highlight, four_colour=self._four_colour))
        if self.position.ask is Ask.MIN_MELD:
            ours, theirs = self.position.score
            parts.append(render("scores_only.html.j2", ours_label=phrase("decision.score-ours"),
                                ours=phrase("decision.score", n=ours), theirs=phrase("decision.score-theirs", n=theirs)))
        return "".join(parts)

    @safe_callback
    def _clicked(self, value: Any, _button: W.Button | None = None) -> None:
        self.answer(value, button=_button)

    @safe_callback
    def _score_clicked(self, _button: W.Button | None = None) -> None:
        if not self.active or self.state.answered:
            return
        self.answer(tuple(int(box.value) for box in self.score_boxes))

    def answer(self, value: Any, *, button: W.Button | None = None) -> Verdict | None:
        """Answer the decision (what a click does). Ignored while an answer is shown, when
        the view is no longer the step shown, or for a value that is not one of the
        choices: the kernel, not the page, decides whether answering is allowed."""
        if self.state.answered or not self.active:
            return None
        if self.prompt.kind is PromptKind.CHOICE and value not in [c.value for c in self.prompt.choices]:
            return None
        verdict = check_response(self.position, value)
        if not self._kept(verdict):
            return None  # not given: the step stays open and nothing says right or wrong

        def mark() -> None:
            self.widget.add_class("ct-answered")  # on a phone the feedback and Next come before the table
            for b in self.buttons:
                b.disabled = True
            if self.prompt.kind is PromptKind.CHOICE:
                self._mark(value, verdict)
            self.table.value = self._table(verdict.ruling.key_cards, answered=True)

        self._settle(verdict, before_feedback=mark)
        return verdict

    def _mark(self, value: Any, verdict: Verdict) -> None:
        """The clicked and the right answer, marked in words (✓/✗) and by class."""
        for b, choice in zip(self.buttons, self.prompt.choices):
            label = self._labels[id(b)]
            chosen = choice.value == value
            right = answers_agree(verdict.ruling.answer, choice.value)
            if chosen:
                b.add_class("ct-chosen")
                b.add_class("ct-chosen-right" if right else "ct-chosen-wrong")
                b.description = say("app.mark-yours-right" if right else "app.mark-yours-wrong", label=label)
            elif right:
                b.add_class("ct-right-answer")
                b.description = say("app.mark-right", label=label)

    def _unmark(self) -> None:
        for b in self.buttons:
            for cls in ("ct-chosen", "ct-chosen-right", "ct-chosen-wrong", "ct-right-answer"):
                b.remove_class(cls)
            if id(b) in self._labels:
                b.description = self._labels[id(b)]

    def show_earlier(self, text: str) -> bool:
        """Show the feedback of an answer the learner gave before (``text`` as the store keeps
        it, :attr:`~canasta_teach.content.lessons.Verdict.response_text`): a reload of an
        answered step shows what was said. Nothing is recorded and nobody is told of a new
        answer; False when ``text`` is none of this step's answers."""
        value = self._earlier_value(text)
        if value is None or self.state.answered:
            return False
        keep, on_answer = self._keep, self._on_answer
        self._keep = self._on_answer = None
        try:
            if self.prompt.kind is not PromptKind.CHOICE:
                for box, number in zip(self.score_boxes, value):
                    box.value = number
            return self.answer(value) is not None
        finally:
            self._keep, self._on_answer = keep, on_answer

    def _earlier_value(self, text: str) -> Any:
        if self.prompt.kind is PromptKind.CHOICE:
            return next((c.value for c in self.prompt.choices
                         if check_response(self.position, c.value).response_text == text), None)
        parts = text.split(" / ")
        if len(parts) != len(self.score_boxes):
            return None
        try:
            return tuple(int(part) for part in parts)
        except ValueError:
            return None

    def _reopen(self) -> None:
        self.widget.remove_class("ct-answered")
        for b in self.buttons:
            b.disabled = False
        self._unmark()
        self.table.value = self._table(())
