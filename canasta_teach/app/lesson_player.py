"""A lesson's steps, one at a time: the lesson player.

Each step is a view of :mod:`.decision` or :mod:`.act_step` (:func:`~.act_step.step_view`
picks it); the player moves between them, keeps the way on (Back, Skip or Next) under the
feedback, counts progress, brings missed steps back once at the end, shows the summary and
records answers (a :class:`Recorder`, the progress store). Every callback re-checks on the
kernel side: a crafted comm message can "click" a disabled button.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

import ipywidgets as W

from ..content.lessons import Lesson, Verdict, lesson_positions, next_lesson, prompt_for
from ..errors import CanastaError
from ..judge import Position
from ..judge.wording import phrase, say
from .act_step import step_view
from .address import Links, notebook_links
from .assets import render, stylesheet
from .failsafe import error_box, safe_callback
from .render import CSS
from .step import StepView

__all__ = ["LessonPlayer", "Slot", "Recorder"]

log = logging.getLogger(__name__)


class Recorder(Protocol):
    """Where answers go (the progress store); optional. ``record`` returns False when the
    answer came too fast and was not kept; with ``shown`` (the verdict is shown whatever
    happens) it holds such an answer and keeps it before the next
    (:class:`~canasta_teach.progress.recorder.StoreRecorder`)."""

    def record(self, position: Position, verdict: Verdict, *, first_try: bool, shown: bool = False) -> bool: ...

    def ready(self) -> bool:
        """Whether an answer given now would be kept (asked before the referee rules)."""
        ...


@dataclass(frozen=True)
class Slot:
    """One place in a lesson's run: step ``index`` (0-based) on the first pass, or once
    more at the end (``again``) when it was missed or skipped the first time."""

    index: int
    again: bool = False


class LessonPlayer:
    """A lesson's steps, one at a time, with the way on under the feedback.

    Each step shows the question, the table, the answers, then (after answering) the
    feedback, and under it ``← Back`` and ``Skip →`` (before an answer) or ``Next →``.
    Progress counts the steps answered right. Steps missed or skipped on the first pass
    come back once at the end (:class:`Slot` ``again``); the summary counts what was right
    the first time. ``prior`` gives the learner's earlier first answers per position id
    (from the store), so a reload neither forgets them nor counts a second try as a first.

    ``on_place(slot)`` is called after each move the learner makes (``None`` for the
    summary, for the address bar); ``on_focus(element_id)`` after each answer (to scroll
    to the feedback and focus it) and after each move (the new step's heading, the summary's
    title: focus never falls to the page's body). ``earlier`` gives the learner's last answer
    per position id (as the store keeps it): an answered step shows its feedback again.
    Every callback re-checks on the kernel side.
    """

    def __init__(self, lesson: Lesson, *, learner: str | None = None, recorder: Recorder | None = None,
                 four_colour: bool = False, positions: Sequence[Position] | None = None,
                 links: Links | None = None, prior: Mapping[str, bool] | None = None,
                 prior_right: Collection[str] = (), earlier: Mapping[str, str] | None = None,
                 start: Slot | None = None,
                 on_place: Callable[[Slot | None], None] | None = None,
                 on_focus: Callable[[str], None] | None = None,
                 make_view: Callable[..., StepView] | None = None) -> None:
        self.lesson = lesson
        self.learner = learner
        self.recorder = recorder
        self.positions = list(positions) if positions is not None else lesson_positions(lesson)
        if not self.positions:
            raise CanastaError(f"lesson {lesson.id} has no steps")
        self._four_colour = four_colour
        self._links = links or notebook_links(learner)
        self._prior = dict(prior or {})
        self._prior_right = set(prior_right)
        self._earlier = dict(earlier or {})
        self._on_place = on_place
        self._on_focus = on_focus
        self._make_view = make_view or step_view
        self.slots: list[Slot] = [Slot(i) for i in range(len(self.positions))]
        self._again_added = False
        self._skipped: set[int] = set()
        self.views: dict[Slot, StepView] = {}
        self.cursor = 0
        self.style = W.HTML(render("style.html.j2", css=f"{CSS}{stylesheet('lesson')}"))
        self.step_label = W.HTML()
        self.step_label.add_class("ct-step-label")
        self.progress = W.IntProgress(value=0, min=0, max=len(self.positions), layout=W.Layout(width="160px"))
        self.progress.add_class("ct-progress")
        self.progress_text = W.HTML()
        top = W.HBox([self.step_label, self.progress, self.progress_text], layout=W.Layout(align_items="center", flex_flow="row wrap"))
        top.add_class("ct-topbar")
        self.back = W.Button(description=phrase("app.back"))
        self.back.add_class("ct-back")
        self.next = W.Button(description=phrase("app.skip"), button_style="info")
        self.next.add_class("ct-next")
        self.back.on_click(self._go_back)
        self.next.on_click(self._go_next)
        self.way_on = W.HBox([self.back, self.next])
        self.way_on.add_class("ct-way-on")
        self.body = W.VBox()
        self.body.add_class("ct-step-body")
        self.error = W.HTML()
        #: Said when the review round begins (the steps missed or skipped come back).
        self.notice = W.HTML()
        self.notice.add_class("ct-round-notice")
        self.widget = W.VBox([self.style, top, self.error, self.notice, self.body])
        self.widget.add_class("ct-page")
        self.widget.add_class("ct-lesson")
        self._finished = False
        if start is not None:
            self.go_to(start)
        else:
            self._show()

    # -- state -------------------------------------------------------------------------

    @property
    def index(self) -> int:
        """The step shown (0-based); ``len(positions)`` on the summary."""
        return self.slots[self.cursor].index if self.cursor < len(self.slots) else len(self.positions)

    @property
    def slot(self) -> Slot | None:
        """The slot shown, None on the summary."""
        return self.slots[self.cursor] if self.cursor < len(self.slots) else None

    def _first_correct(self, i: int) -> bool | None:
        """Whether step ``i`` was right the first time: the store's first answer when there
        is one, else this run's first pass."""
        pid = self.positions[i].id
        if pid in self._prior:
            return self._prior[pid]
        view = self.views.get(Slot(i))
        return view.state.first_correct if view is not None else None

    def right_count(self) -> int:
        """Steps answered right the first time (now or before): what progress and the
        summary both show, so the header and the summary never disagree."""
        return sum(1 for i in range(len(self.positions)) if self._first_correct(i))

    def _show_error(self, message: str) -> None:
        self.error.value = error_box(message)

    def _view(self, slot: Slot) -> StepView:
        if slot not in self.views:
            self.views[slot] = self._make_view(self.positions[slot.index],
                                               on_answer=functools.partial(self._answered, slot),
                                               four_colour=self._four_colour,
                                               keep=functools.partial(self._keep, slot),
                                               ready=self._ready)
            view = self.views[slot]
            self._show_earlier(slot, view)
            try_again = getattr(view, "try_again", None)
            if isinstance(try_again, W.Button):  # after "Try again", focus on the question again
                try_again.on_click(lambda _b, view=view: self._focus(view.heading_id))
        return self.views[slot]

    def _show_earlier(self, slot: Slot, view: StepView) -> None:
        """A step answered before (a reload, another day) shows the feedback of its last
        answer; its first try stays the store's first answer."""
        pid = self.positions[slot.index].id
        text = self._earlier.get(pid)
        show = getattr(view, "show_earlier", None)
        if slot.again or text is None or show is None or not show(text):
            return
        if pid in self._prior:
            view.state.first_correct = self._prior[pid]

    def _focus(self, element_id: str) -> None:
        """Move the learner's focus (and eyes) to ``element_id``: never left on the body."""
        if self._on_focus is not None:
            self._on_focus(element_id)

    def focus_here(self) -> None:
        """Focus the heading of what is shown: the step's question, or the summary's title."""
        slot = self.slot
        if slot is None:
            self._focus(self.summary_id)
        elif slot in self.views:
            self._focus(self.views[slot].heading_id)

    @property
    def summary_id(self) -> str:
        """The element id of the summary's heading."""
        return f"ct-summary-{id(self)}"

    def _ready(self) -> bool:
        """Whether the recorder would keep an answer given now (see :data:`~.step.Keep`)."""
        return self.recorder is None or self.recorder.ready()

    def _keep(self, slot: Slot, position: Position, verdict: Verdict, first_try: bool, shown: bool) -> bool:
        """Record an answer before its verdict is shown; False when the recorder refused it
        (too fast: the view says "slow down" and the step stays open). An answer of a stale
        step is refused (its view should have refused it already)."""
        if self.slot != slot:
            return False
        if self.recorder is None:
            return True
        first_for_learner = first_try and not slot.again and position.id not in self._prior
        try:
            return self.recorder.record(position, verdict, first_try=first_for_learner, shown=shown)
        except Exception:  # noqa: BLE001 - progress must never break the lesson
            log.exception("could not record an answer")
            self._show_error(say("app.answer-not-saved"))  # never "progress saved" for an answer lost
            return True

    def _answered(self, slot: Slot, position: Position, verdict: Verdict, first_try: bool) -> None:
        if self.slot != slot:  # a stale step: its view should have refused already
            return
        self._skipped.discard(slot.index)
        self._refresh_counts()
        self._refresh_way_on()
        view = self.views[slot]
        if self._on_focus is not None:
            self._on_focus(view.feedback_id)

    def _refresh_counts(self) -> None:
        n = len(self.positions)
        right = self.right_count()
        self.progress.value = right
        self.progress_text.value = render("progress_text.html.j2", text=say("app.progress", right=right, steps=n))

    def _refresh_way_on(self) -> None:
        slot = self.slot
        if slot is None:
            self.next.disabled = True
            return
        answered = self.views[slot].state.answered
        last = self.cursor == len(self.slots) - 1 and (self._again_added or not self._missed())
        self.next.description = phrase("app.skip") if not answered else phrase("app.finish" if last else "app.next")
        self.next.disabled = False
        self.next.layout.display = None
        self.back.disabled = self.cursor == 0

    def _missed(self) -> list[int]:
        """Steps skipped or answered wrong the first time in this run (they come back once)."""
        return [i for i in range(len(self.positions))
                if i in self._skipped or (Slot(i) in self.views and self.views[Slot(i)].state.first_correct is False)]

    # -- moving ------------------------------------------------------------------------

    def _show(self) -> None:
        n = len(self.positions)
        for shown, view in self.views.items():
            view.active = shown == self.slot
        self._refresh_counts()
        slot = self.slot
        if slot is None:
            self._show_summary()
            return
        again_total = sum(1 for s in self.slots if s.again)
        self.notice.value = ""
        if slot.again:
            k = [s for s in self.slots if s.again].index(slot) + 1
            label = say("app.step-again", number=self.lesson.number, title=self.lesson.title, step=k, steps=again_total)
            if k == 1:  # the review round begins: said in words, not only in the label
                self.notice.value = render("round_notice.html.j2", text=say("app.review-round", count=again_total))
        else:
            label = say("app.step", number=self.lesson.number, title=self.lesson.title, step=slot.index + 1, steps=n)
        self.step_label.value = render("step_label.html.j2", label=label)
        view = self._view(slot)
        self._hold_way_on(view)
        self.body.children = (view.widget,)
        self._refresh_way_on()

    def _hold_way_on(self, view: StepView | None) -> None:
        """Back and Next go inside the step shown, right under its feedback."""
        for other in self.views.values():
            if other is not view and self.way_on in other.widget.children:
                other.widget.children = tuple(c for c in other.widget.children if c is not self.way_on)
        if view is not None and self.way_on not in view.widget.children:
            view.widget.children = (*view.widget.children, self.way_on)

    def go_to(self, slot: Slot | None) -> None:
        """Show ``slot`` (a deep link or the browser's back button); None: the summary.
        A step out of range shows the first step."""
        if slot is None:
            self.cursor = len(self.slots)
        else:
            if not 0 <= slot.index < len(self.positions):
                slot = Slot(0)
            if slot not in self.slots:
                self._again_added = True
                self.slots.append(slot)
            self.cursor = self.slots.index(slot)
        self._show()

    def _moved(self) -> None:
        self._show()
        if self._on_place is not None:
            self._on_place(self.slot)
        self.focus_here()  # the new step's heading (or the summary's): never the body

    @safe_callback
    def _go_next(self, _button: W.Button | None = None) -> None:
        slot = self.slot
        if slot is None:
            return  # on the summary: a crafted click on the disabled button does nothing
        view = self.views.get(slot)
        if view is None or not view.state.answered:
            self._skipped.add(slot.index)  # skipped: it comes back at the end, nothing recorded
        if self.cursor == len(self.slots) - 1 and not self._again_added:
            self._again_added = True
            self.slots.extend(Slot(i, again=True) for i in self._missed())
        self.cursor += 1
        self._moved()

    @safe_callback
    def _go_back(self, _button: W.Button | None = None) -> None:
        if self.cursor > 0:
            self.cursor -= 1
            self._moved()

    def _show_summary(self) -> None:
        n = len(self.positions)
        firsts = [self._first_correct(i) for i in range(n)]
        right = sum(1 for f in firsts if f)
        answered = sum(1 for f in firsts if f is not None)
        missed = [self.positions[i].title or prompt_for(self.positions[i]).heading for i, f in enumerate(firsts) if f is False]
        nxt = next_lesson(self.lesson) if self.lesson.id != "class" else None
        if nxt is not None:
            next_href, next_text = self._links(nxt.id), say("app.next-lesson", number=nxt.number, title=nxt.title)
        else:
            next_href, next_text = self._links("quiz"), phrase("app.to-quiz")
        self.step_label.value = render("step_label.html.j2",
                                       label=say("app.lesson-title", number=self.lesson.number, title=self.lesson.title))
        self.notice.value = ""
        summary = W.HTML(render(
            "lesson_summary.html.j2",
            element_id=self.summary_id,
            title=say("app.lesson-done" if answered == n else "app.lesson-end", number=self.lesson.number),
            right_first_time=say("app.right-first-time", right=right, steps=n),
            unanswered=say("app.not-answered", count=n - answered) if answered < n else "",
            worth_a_look=phrase("app.worth-a-look"),
            missed=missed,
            next_href=next_href,
            next_text=next_text,
            index_href=self._links("index"),
            index_text=phrase("app.all-lessons"),
        ))
        summary.add_class("ct-lesson-summary")
        self._hold_way_on(None)
        self.body.children = (summary, self.way_on)
        self.back.disabled = False
        self.next.disabled = True
        self.next.layout.display = "none"  # nothing comes after the summary: no leftover button
        # A lesson counts as done once every step has an answer: an empty run (Next
        # clicked through) records nothing.
        if not self._finished and answered == n and self.recorder is not None and hasattr(self.recorder, "lesson_done"):
            self._finished = True
            try:
                self.recorder.lesson_done(self.lesson, right_first_time=right, steps=n)
            except Exception:  # noqa: BLE001
                log.exception("could not record the finished lesson")


