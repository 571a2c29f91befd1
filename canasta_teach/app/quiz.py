"""The quiz: tricky rulings from every lesson plus generated ones, with spaced repetition.

Items are the shipped lesson positions and positions made by
:mod:`~canasta_teach.content.generate` from a fixed generator name and seed, so an item id
always rebuilds the same position and a missed item can come back. The fsrs schedule
(:mod:`~canasta_teach.progress.schedule`) orders them: due and missed items first, then new
ones. Answers go to the progress store when the learner is named; the schedule is
kept there too, so a quiz can be left and resumed.

Each round holds about as many questions whose right answer is "yes" as "no"
(:func:`balance_round`, from the judge's answers), in an order shuffled with a seed of the
learner and the round, so neither always answering "yes" nor a pattern in the order passes
a round. Every callback checks that its click belongs to the question shown and that the
question is still open: the buttons of a question no longer shown (which a crafted comm
message can still "click") change nothing.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

import ipywidgets as W

from ..content.lessons import PromptKind, Verdict, lesson_positions, load_lessons, prompt_for
from ..errors import CanastaError
from ..judge import Ask, Position, Ruling
from ..judge.catalogue import current_language
from ..judge.wording import phrase, rule_statement, rule_title, say
from ..players.ruling import rule
from ..progress.schedule import ReviewSchedule
from ..progress.store import BaseStore
from .address import learner_link, page_learner
from .assets import render, stylesheet
from .class_lesson import class_positions
from .decision import DecisionView
from .failsafe import error_box, error_page, safe_callback
from .language import in_page_language
from .render import CSS

__all__ = ["QuizItem", "quiz_items", "build_item", "QuizPage", "show_quiz", "RoundResult", "balance_round", "yes_or_no"]

log = logging.getLogger(__name__)

#: Asks that make tricky rulings; plain card values are left to lesson 1.
QUIZ_ASKS = frozenset(Ask) - {Ask.CARD_VALUE}
GENERATED_SEEDS = range(6)
#: The quiz notebook's introduction links back to the index inside its text: underlined, so
#: the link is told from the words around it by more than its colour (WCAG 1.4.1).
@dataclass(frozen=True)
class QuizItem:
    item_id: str
    build: Callable[[], Position]


def _lesson_item(position: Position) -> QuizItem:
    def build() -> Position:
        return position

    return QuizItem(f"pos:{position.id}", build)


def _generated(name: str, seed: int) -> Position:
    """A generated position, dealt once per kernel and language (its title is worded): the
    same name and seed always deal the same (immutable) position, and dealing goes through
    the YAML reader."""
    return _generated_in(name, seed, current_language())


@functools.cache
def _generated_in(name: str, seed: int, _language: str) -> Position:
    from ..content.generate import generate

    return generate(name, random.Random(seed))


def _generated_item(name: str, seed: int) -> QuizItem:
    return QuizItem(f"gen:{name}:{seed}", functools.partial(_generated, name, seed))


@functools.lru_cache(maxsize=1)
def _shipped_positions() -> tuple[Position, ...]:
    """The shipped lessons' quiz positions, read once per kernel (package data)."""
    return tuple(p for lesson in load_lessons() for p in lesson_positions(lesson) if p.ask in QUIZ_ASKS)


def quiz_items(extra_positions: Sequence[Position] = ()) -> list[QuizItem]:
    """Every quiz item: the lessons' positions (tricky asks), a teacher's extra positions,
    and generated positions for every generator and seed."""
    items: list[QuizItem] = [_lesson_item(p) for p in _shipped_positions()]
    items.extend(_lesson_item(p) for p in extra_positions)
    from ..content.generate import GENERATORS

    for name in GENERATORS:
        items.extend(_generated_item(name, seed) for seed in GENERATED_SEEDS)
    return items


def build_item(item_id: str, items: Sequence[QuizItem]) -> Position:
    for item in items:
        if item.item_id == item_id:
            return item.build()
    raise CanastaError(f"no quiz item '{item_id}'")


def _shuffled(ids: list[str], learner: str | None) -> list[str]:
    """New items in an order of their own for each learner (stable across sessions)."""
    seed = int(hashlib.sha256((learner or "").encode()).hexdigest()[:8], 16)
    out = list(ids)
    random.Random(seed).shuffle(out)
    return out


def yes_or_no(position: Position) -> bool | None:
    """The right button of a Yes/No question (True for "Yes"), by the judge; None for any
    other question (a number, a kind, a score, a choice of plays)."""
    prompt = prompt_for(position)
    if prompt.kind is not PromptKind.CHOICE or {c.value for c in prompt.choices} != {True, False}:
        return None
    answer = rule(position).answer
    return answer if isinstance(answer, bool) else None


def balance_round(candidates: Iterable[str], n: int, answer_of: Callable[[str], bool | None]) -> list[str]:
    """Up to ``n`` of ``candidates`` (in priority order: due reviews, then new items) such
    that the yes and the no answers of the round differ by at most one wherever the
    candidates allow it.

    An item whose answer would tip the balance by two is passed over for now and taken only
    when nothing else fills the round; items with other answers (a number, a kind) always
    fit. ``answer_of`` says an item's yes/no answer (None for any other answer); it is asked
    only of the items looked at, in order.
    """
    chosen: list[str] = []
    passed: list[tuple[str, bool]] = []
    yes = no = 0
    for item in candidates:
        if len(chosen) >= n:
            break
        kind = answer_of(item)
        if kind is None:
            chosen.append(item)
        elif abs((yes + kind) - (no + (not kind))) <= 1:
            chosen.append(item)
            yes, no = yes + kind, no + (not kind)
        else:
            passed.append((item, kind))
    # Not enough candidates to fill the round in balance: fill it from those passed over,
    # the rarer answer of the round first.
    while len(chosen) < n and passed:
        rarer = yes < no
        pick = next((k for k, (_item, kind) in enumerate(passed) if kind is rarer), 0)
        item, kind = passed.pop(pick)
        chosen.append(item)
        yes, no = yes + kind, no + (not kind)
    return chosen


@dataclass(frozen=True)
class RoundResult:
    """A finished round: per rule, how many questions it decided that were missed (answered
    wrong the first time, or skipped)."""

    asked: int
    right_first_time: int
    missed_by_rule: tuple[tuple[str, int], ...]
    skipped: int = 0


#: The element id of the results' heading (focus goes there after "See my results").
RESULTS_HEADING = "ct-quiz-results"

class QuizPage:
    """A round of N questions, a summary by rule at the end, then another round.

    One question is open at a time: ``(round_number, position_index)``. A view's answers
    reach the page only while that view is the one shown and open; a view left behind is
    deactivated, its buttons disabled and its widgets closed.
    """

    def __init__(self, *, learner: str | None = None, round_size: int = 8, store: BaseStore | None = None,
                 now: Callable[[], datetime] | None = None, extra_positions: Sequence[Position] = (),
                 on_focus: Callable[[str], None] | None = None) -> None:
        self.learner = learner
        #: Called with the feedback's element id after an answer (the app scrolls to it and
        #: focuses it, as in a lesson).
        self._on_focus = on_focus
        self.round_size = round_size
        self._now = now or (lambda: datetime.now(UTC))
        self.items = quiz_items(extra_positions)
        self._by_id = {item.item_id: item for item in self.items}
        self._answers: dict[str, bool | None] = {}
        self.store = store
        self.schedule = ReviewSchedule.load(store, learner) if store is not None and learner else ReviewSchedule()
        self.recorder = None
        if store is not None and learner:
            from ..progress.recorder import StoreRecorder

            self.recorder = StoreRecorder(store, learner, "quiz")
        self.style = W.HTML(render("style.html.j2", css=f"{CSS}{stylesheet('lesson')}{stylesheet('quiz')}"))
        self.header = W.HTML()
        self.error = W.HTML()
        self.body = W.Box()
        self.next = W.Button(description=phrase("quiz.skip"), button_style="info")
        self.next.add_class("ct-next")
        self.next.on_click(self._go_next)
        # its own box (room for the focus ring), held inside the question shown, right under
        # its feedback: the lesson steps' layout (styles/lesson.css .ct-decision), so on a wide
        # screen the way on sits in the right column under the answers and the feedback
        self.way_on = W.HBox([self.next])
        self.way_on.add_class("ct-way-on")
        self.widget = W.VBox([self.style, self.header, self.error, self.body])
        self.widget.add_class("ct-page")
        self.widget.add_class("ct-quiz")
        self.round_number = 0
        self.current: DecisionView | None = None
        self.summary_shown = False
        self._start_round()

    def _show_error(self, message: str) -> None:
        self.error.value = error_box(message)

    # -- rounds ---------------------------------------------------------------------

    def _answer_of(self, item_id: str) -> bool | None:
        """The item's yes/no answer by the judge (cached: the same id, the same position)."""
        if item_id not in self._answers:
            try:
                self._answers[item_id] = yes_or_no(self._by_id[item_id].build())
            except CanastaError:
                self._answers[item_id] = None  # shown as "could not be shown" and skipped
        return self._answers[item_id]

    def _round_seed(self) -> int:
        key = f"{self.learner or ''}|round {self.round_number}"
        return int(hashlib.sha256(key.encode()).hexdigest()[:12], 16)

    def _start_round(self) -> None:
        self.round_number += 1
        self.summary_shown = False
        ids = _shuffled(list(self._by_id), self.learner)
        now = self._now()
        candidates = self.schedule.next_items(ids, len(ids), now=now)
        chosen = balance_round(candidates, self.round_size, self._answer_of)
        # Reviews that are due come first (a forgotten rule is repaired first); the rest in
        # a seeded order, so the balance leaves no yes/no pattern in the order.
        due = [i for i in chosen if (at := self.schedule.due_at(i)) is not None and at <= now]
        rest = [i for i in chosen if i not in due]
        random.Random(self._round_seed()).shuffle(rest)
        self.round_ids = due + rest
        self.views: list[DecisionView] = []
        self.results: list[Verdict | None] = []
        self.skipped: list[int] = []
        self.position_index = 0
        self.next.layout.display = None
        self._show_question()

    def _is_open(self, round_number: int, index: int, view: DecisionView | None = None) -> bool:
        """Whether a click made for question ``index`` of round ``round_number`` (on
        ``view``) belongs to the question shown now, and that question is still open."""
        return (not self.summary_shown and round_number == self.round_number and index == self.position_index
                and (view is None or view is self.current))

    def _show_question(self) -> None:
        n = len(self.round_ids)
        index = self.position_index
        item_id = self.round_ids[index]
        try:
            position = self._by_id[item_id].build()
        except CanastaError as err:
            log.warning("quiz item %s could not be built: %s", item_id, err)
            self._show_error(say("quiz.not-shown", n=index + 1))
            self.results.append(None)
            self._advance()
            return
        round_number = self.round_number
        holder: list[DecisionView] = []

        def answered(position: Position, verdict: Verdict, first_try: bool) -> None:
            self._answered(round_number, index, holder[0] if holder else None, position, verdict, first_try)

        def keep(position: Position, verdict: Verdict, first_try: bool, _shown: bool) -> bool:
            return self._keep(round_number, index, holder[0] if holder else None, position, verdict, first_try)

        view = DecisionView(position, on_answer=answered, keep=keep)
        view.try_again.on_click(lambda _b: self.focus_here())  # after "Try again", the question
        holder.append(view)
        self._retire(self.current)
        self.current = view
        self.views.append(view)
        self.results.append(None)
        self.header.value = render("quiz_step.html.j2", text=say("quiz.step", n=index + 1, count=n))
        view.widget.children = (*view.widget.children, self.way_on)
        self.body.children = (view.widget,)
        self.next.description = phrase("quiz.skip")
        self.next.disabled = False

    def _retire(self, view: DecisionView | None) -> None:
        """A view no longer shown: deactivated, its buttons disabled, its widgets closed,
        so that a crafted click on it is refused by the view and by the page alike."""
        if view is None:
            return
        view.active = False  # the lesson player's flag: an inactive view ignores clicks
        view.state.answered = True
        for b in view.buttons:
            b.disabled = True
        view.try_again.layout.display = "none"
        # the way on moves on with the page: taken out before the old question is closed
        view.widget.children = tuple(c for c in view.widget.children if c is not self.way_on)
        _close_tree(view.widget)

    def _answered(self, round_number: int, index: int, view: DecisionView | None, position: Position,
                  verdict: Verdict, first_try: bool) -> None:
        if not self._is_open(round_number, index, view):
            log.warning("quiz: an answer to question %s of round %s arrived while question %s of round %s is shown; ignored",
                        index + 1, round_number, self.position_index + 1, self.round_number)
            return
        self.next.description = phrase("quiz.next" if index < len(self.round_ids) - 1 else "quiz.see-results")
        if self._on_focus is not None and view is not None:
            self._on_focus(view.feedback_id)
        if not first_try or self.results[index] is not None:
            return  # only the first answer counts for the schedule and the summary
        item_id = self.round_ids[index]
        self.results[index] = verdict
        self.schedule.record(item_id, correct=verdict.correct, now=self._now())

    def _keep(self, round_number: int, index: int, view: DecisionView | None, position: Position,
              verdict: Verdict, first_try: bool) -> bool:
        """Record a question's first answer before its verdict is shown; False when the
        recorder refused it as too fast (the question then says "slow down" and stays open,
        so the first answer saved is the first answer the learner saw judged)."""
        if not self._is_open(round_number, index, view):
            return False
        if not first_try or self.results[index] is not None or self.recorder is None:
            return True  # only the first answer is recorded
        try:
            return self.recorder.record(position, verdict, first_try=True)
        except Exception:  # noqa: BLE001 - progress must never break the quiz
            log.exception("could not record a quiz answer")
            self._show_error(say("app.answer-not-saved"))  # never "progress saved" for an answer lost
            return True

    def _advance(self) -> None:
        if self.position_index < len(self.round_ids) - 1:
            self.position_index += 1
            self._show_question()
        else:
            self._show_summary()

    def focus_here(self) -> None:
        """Focus the heading of what is shown (the question, or the results): after Next
        question, Skip, See my results and Another round, never the page's body."""
        if self._on_focus is None:
            return
        if self.summary_shown or self.current is None:
            self._on_focus(RESULTS_HEADING)
        else:
            self._on_focus(self.current.heading_id)

    @safe_callback
    def _go_next(self, _button: object = None) -> None:
        if self.summary_shown or self.position_index >= len(self.round_ids):
            return
        index = self.position_index
        current = self.current
        if self.results[index] is None and current is not None and not current.state.attempts:
            # skipped without answering: it counts as missed and comes back soon
            self.schedule.record(self.round_ids[index], correct=False, now=self._now())
            self.skipped.append(index)
        self._advance()
        self.focus_here()

    def result(self) -> RoundResult:
        """The round so far: right the first time, and per rule the missed questions (a
        wrong first answer or a skip) that it decided. Rules of right answers are left out."""
        missed: Counter[str] = Counter()
        right = 0
        missed_rulings: list[Ruling | None] = []
        for verdict in self.results:
            if verdict is None:
                continue
            if verdict.correct:
                right += 1
            else:
                missed_rulings.append(verdict.ruling)
        for index in self.skipped:  # the question is gone: its ruling may be named now
            missed_rulings.append(rule(self.views[index].position) if index < len(self.views) else None)
        for ruling in missed_rulings:
            if ruling is None:
                continue
            for rule_id in dict.fromkeys(r.rule_id for r in ruling.deciding):
                missed[rule_id] += 1
        return RoundResult(len(self.round_ids), right, tuple(missed.most_common()), skipped=len(self.skipped))

    def _show_summary(self) -> None:
        self.summary_shown = True
        self._retire(self.current)
        self.current = None
        result = self.result()
        missed = [{"title": rule_title(rid), "id": rid, "count": phrase("quiz.missed-rule", n=n),
                   "statement": rule_statement(rid)} for rid, n in result.missed_by_rule]
        skipped = " " + say("quiz.skipped", n=result.skipped) if result.skipped else ""
        again = W.Button(description=phrase("quiz.again"), button_style="primary")
        again.add_class("ct-again")
        again.on_click(functools.partial(self._again, self.round_number))
        summary = W.HTML(render(
            "quiz_summary.html.j2",
            title_id=RESULTS_HEADING,
            title=phrase("quiz.round-done"),
            right=say("app.right-first-time", right=result.right_first_time, steps=result.asked) + skipped,
            missed=missed,
            missed_intro=phrase("quiz.missed-intro"),
            nothing_missed=phrase("quiz.nothing-missed"),
            index_href=learner_link("index.ipynb", self.learner),
            index_text=phrase("app.all-lessons"),
        ))
        self.header.value = render("quiz_step.html.j2", text=phrase("quiz.results"))
        self.body.children = (W.VBox([summary, again]),)
        # no leftover buttons: after the last question only "Another round" (and the link back)
        self.next.disabled = True
        self.next.layout.display = "none"

    @safe_callback
    def _again(self, round_number: int | None = None, _button: object = None) -> None:
        """Another round, from the summary of the round shown (``round_number``)."""
        if not self.summary_shown:
            return  # a round is under way: a crafted click cannot restart it
        if round_number is not None and round_number != self.round_number:
            return  # the button of an older round's summary
        self._start_round()
        self.focus_here()


def _close_tree(widget: W.Widget) -> None:
    """Close ``widget`` and every widget under it: their comms go, and a message sent to a
    closed model reaches no handler."""
    for child in getattr(widget, "children", ()) or ():
        if isinstance(child, W.Widget):
            _close_tree(child)
    for part in (getattr(widget, "layout", None), getattr(widget, "style", None)):
        if isinstance(part, W.Widget):
            part.close()
    widget.close()


@in_page_language
def show_quiz(*, round_size: int = 8) -> W.Widget:
    """The widget of the quiz notebook. Progress is kept when the page names a learner."""
    try:
        learner = page_learner()
        store = None
        if learner:
            from ..progress.recorder import open_store
            from ..progress.store import clean_learner_name

            learner = clean_learner_name(learner)
            store = open_store()
        _, extra = class_positions()
        return QuizPage(learner=learner, round_size=round_size, store=store, extra_positions=extra).widget
    except CanastaError as err:
        return W.HTML(error_page(str(err)))
    except Exception:  # noqa: BLE001
        log.exception("quiz failed")
        return W.HTML(error_page(phrase("quiz.failed")))
