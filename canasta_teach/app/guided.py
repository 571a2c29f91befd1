"""A guided hand in the app (``?practice&guided=ID``): a whole seeded hand, watched from
the learner's seat, that stops at the moments that matter with a question.

The hand and its pauses come from :mod:`canasta_teach.content.guided` (data files, played
through by the bots). Between pauses the learner reads what was played since the last stop
(the practice hand's log from their chair: other players' draws stay hidden); at a pause
the question is a lesson step (:class:`~.decision.DecisionView`): the table at that moment,
acted on the card table (take the pile or draw, lay the meld or keep it, go out or say one
cannot: an act step, :mod:`.act_step`), and the judge's ruling in the lessons' words. "Play
on" goes to the next pause, and after the last one to the end of the hand and its score;
it becomes the main (blue) button only once the learner has played or answered the stop,
and sits right under the step's feedback.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from ..content.guided import GuidedReplay, get_guided_hand, replay
from ..content.lessons import Verdict
from ..judge.questions import Position
from ..judge.wording import phrase, say
from .act_step import ActStepView, step_view
from .assets import render, stylesheet
from .decision import DecisionView
from .failsafe import error_box, safe_callback
from .feedback import hand_score_tables_html

__all__ = ["GuidedView"]

log = logging.getLogger(__name__)


class GuidedView:
    """One guided hand: the plays between pauses, a question at each pause, the score.

    ``stage`` counts the stops shown: 0 .. len(pauses) - 1 are the pauses, len(pauses) the
    end of the hand. Only "Play on" moves it, and only forward (a crafted click at the end
    does nothing). ``on_focus(element_id)`` moves the learner's focus: to the feedback once a
    stop is played or answered, to the next stop's question (or the hand's end) after "Play
    on", so it never falls to the page's body."""

    def __init__(self, hand_id: str, *, links: Any = None, on_focus: Callable[[str], None] | None = None) -> None:
        self._on_focus = on_focus
        self.guided = get_guided_hand(hand_id)
        self.replay: GuidedReplay = replay(self.guided)
        self.stage = -1
        self.heading = W.HTML()
        self.news = W.HTML()
        self.step = W.Box(layout=W.Layout(display="block", width="100%"))
        self.end = W.HTML()
        # not the main button until the stop is played or answered (see _answered)
        self.play_on = W.Button(description=phrase("guided.play-on"), layout=W.Layout(width="auto"))
        self.play_on.add_class("ct-guided-on")
        self.play_on.on_click(self._play_on)
        self.error = W.HTML()
        # "Play on" is placed inside each stop's step (see advance), at the end under the score
        # the practice table's compact card table (practice.css) for the table at each stop,
        # so that the question and the actions share the first screen
        self.style = W.HTML(render("style.html.j2", css=stylesheet("practice") + stylesheet("guided")))
        self.widget = W.VBox([self.style, self.heading, self.news, self.step, self.end, self.error])
        self.widget.add_class("ct-page")
        self.widget.add_class("ct-guided")
        self.views: list[ActStepView | DecisionView] = []
        self.advance()

    def _show_error(self, message: str) -> None:
        self.error.value = error_box(message)

    @safe_callback
    def _play_on(self, _button: Any = None) -> None:
        self.advance()
        if self._on_focus is not None:
            # the button moved (into the next stop, or under the score): the focus follows
            ended = self.stage >= len(self.replay.pauses)
            self._on_focus(self._end_id if ended else self.views[-1].heading_id)

    @property
    def _end_id(self) -> str:
        """The element id of the hand's end (its result, focused after the last "Play on")."""
        return f"ct-guided-end-{id(self)}"

    def _answered(self, position: Position, _verdict: Verdict, _first_try: bool) -> None:
        """The stop shown is played or answered: "Play on" becomes the main button. (An
        act step also reports a first refused try, which does not count.)"""
        view = self.views[-1] if self.views else None
        if view is None or view.position != position or not view.state.answered:
            return
        self.play_on.button_style = "primary"
        self.play_on.add_class("ct-guided-on-ready")
        if self._on_focus is not None:
            self._on_focus(view.feedback_id)

    def advance(self) -> None:
        """Show the next stop: the next pause's question, or the end of the hand."""
        pauses = self.replay.pauses
        if self.stage >= len(pauses):
            return
        for view in self.views:
            view.active = False  # an earlier question's buttons no longer count
        start = pauses[self.stage].frame if 0 <= self.stage < len(pauses) else 0
        self.stage += 1
        frames = self.replay.frames
        if self.stage < len(pauses):
            pause = pauses[self.stage]
            frame = frames[pause.frame]
            view = step_view(pause.position, on_answer=self._answered)
            view.widget.layout.width = "100%"
            self.views.append(view)
            # "Play on" inside the step, right under its feedback (beside the table on a
            # wide screen, where the step's question and feedback are), neutral until then
            self.play_on.button_style = ""
            self.play_on.remove_class("ct-guided-on-ready")
            view.widget.children = (*view.widget.children, self.play_on)
            self.step.children = (view.widget,)
            self.end.value = ""
            lead = say(f"guided.pause.{pause.kind}")
            counter = say("guided.stop", number=self.stage + 1, count=len(pauses))
        else:
            frame = frames[-1]
            self.step.children = ()
            self.widget.children = (self.style, self.heading, self.news, self.step, self.end, self.play_on, self.error)
            view_end = frame.view(frame.learner)
            self.end.value = render("guided_end.html.j2", id=self._end_id, last_line=view_end.log[-1] if view_end.log else "",
                                    score_html=hand_score_tables_html(view_end.score_tables), back=phrase("guided.back"))
            self.play_on.layout.display = "none"
            lead = say("guided.end")
            counter = ""
        lines = frame.log_words()[len(frames[start].log) if self.stage else 0:]
        self.heading.value = render("guided_heading.html.j2", title=self.guided.title, counter=counter, lead=lead)
        self.news.value = render("guided_news.html.j2", lines=lines, open=False,
                                 summary=say("guided.since", n=len(lines))) if lines else ""
