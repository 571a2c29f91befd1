"""The quiz: tricky rulings from every lesson plus generated ones, with spaced repetition.

Items are the shipped lesson positions and positions made by
:mod:`~canasta_teach.content.generate` from a fixed generator name and seed, so an item id
always rebuilds the same position and a missed item can come back. The fsrs schedule
(:mod:`~canasta_teach.progress.schedule`) orders them: due and missed items first, then new
ones. Answers go to the progress store when the learner is named; the schedule is
kept there too, so a quiz can be left and resumed.
"""

from __future__ import annotations

import hashlib
import html
import logging
import random
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Callable, Sequence

import ipywidgets as W

from ..content.lessons import Verdict, lesson_positions, load_lessons
from ..errors import CanastaError
from ..game.rulebook import RULE_BOOK
from ..judge import Ask, Position
from ..progress.schedule import ReviewSchedule
from ..progress.store import BaseStore
from .render import CSS
from .widgets import FEEDBACK_CSS, DecisionView, error_box, learner_link, page_learner, safe_callback

__all__ = ["QuizItem", "quiz_items", "build_item", "QuizPage", "show_quiz", "RoundResult"]

log = logging.getLogger(__name__)

#: Asks that make tricky rulings; plain card values are left to lesson 1.
QUIZ_ASKS = frozenset(Ask) - {Ask.CARD_VALUE}
GENERATED_SEEDS = range(6)


@dataclass(frozen=True)
class QuizItem:
    item_id: str
    build: Callable[[], Position]


def _lesson_item(position: Position) -> QuizItem:
    def build() -> Position:
        return position

    return QuizItem(f"pos:{position.id}", build)


def _generated_item(name: str, seed: int) -> QuizItem:
    def build() -> Position:
        from ..content.generate import generate

        return generate(name, random.Random(seed))

    return QuizItem(f"gen:{name}:{seed}", build)


def quiz_items(extra_positions: Sequence[Position] = ()) -> list[QuizItem]:
    """Every quiz item: the lessons' positions (tricky asks), a teacher's extra positions,
    and generated positions for every generator and seed."""
    items: list[QuizItem] = []
    for lesson in load_lessons():
        items.extend(_lesson_item(p) for p in lesson_positions(lesson) if p.ask in QUIZ_ASKS)
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


@dataclass(frozen=True)
class RoundResult:
    """A finished round: per rule, how often it was involved and missed."""

    asked: int
    right_first_time: int
    missed_by_rule: tuple[tuple[str, int], ...]


class QuizPage:
    """A round of N questions, a summary by rule at the end, then another round."""

    def __init__(self, *, learner: str | None = None, round_size: int = 8, store: BaseStore | None = None,
                 now: Callable[[], datetime] | None = None, extra_positions: Sequence[Position] = ()) -> None:
        self.learner = learner
        self.round_size = round_size
        self._now = now or (lambda: datetime.now(timezone.utc))
        self.items = quiz_items(extra_positions)
        self._by_id = {item.item_id: item for item in self.items}
        self.store = store
        self.schedule = ReviewSchedule.load(store, learner) if store is not None and learner else ReviewSchedule()
        self.recorder = None
        if store is not None and learner:
            from ..progress.recorder import StoreRecorder

            self.recorder = StoreRecorder(store, learner, "quiz")
        self.style = W.HTML(f"<style>{CSS}{FEEDBACK_CSS}</style>")
        self.header = W.HTML()
        self.error = W.HTML()
        self.body = W.Box()
        self.next = W.Button(description="Next question →", button_style="info")
        self.next.add_class("ct-next")
        self.next.on_click(self._go_next)
        self.widget = W.VBox([self.style, self.header, self.error, self.body, self.next])
        self.widget.add_class("ct-page")
        self.widget.add_class("ct-quiz")
        self._start_round()

    def _show_error(self, message: str) -> None:
        self.error.value = error_box(message)

    # -- rounds ---------------------------------------------------------------------

    def _start_round(self) -> None:
        ids = _shuffled(list(self._by_id), self.learner)
        self.round_ids = self.schedule.next_items(ids, self.round_size, now=self._now())
        self.views: list[DecisionView] = []
        self.results: list[Verdict | None] = []
        self.position_index = 0
        self._show_question()

    def _show_question(self) -> None:
        n = len(self.round_ids)
        item_id = self.round_ids[self.position_index]
        try:
            position = self._by_id[item_id].build()
        except CanastaError as err:
            log.warning("quiz item %s could not be built: %s", item_id, err)
            self._show_error(f"Question {item_id} could not be shown and was skipped.")
            self.results.append(None)
            self._advance()
            return
        view = DecisionView(position, on_answer=self._answered)
        self.views.append(view)
        self.results.append(None)
        self.header.value = f'<div class="ct-step">Quiz · question {self.position_index + 1} of {n}</div>'
        self.body.children = (view.widget,)
        self.next.description = "Next question →" if self.position_index < n - 1 else "See my results"
        self.next.disabled = False

    def _answered(self, position: Position, verdict: Verdict, first_try: bool) -> None:
        if not first_try:
            return  # only the first answer counts for the schedule and the summary
        item_id = self.round_ids[self.position_index]
        self.results[self.position_index] = verdict
        self.schedule.record(item_id, correct=verdict.correct, now=self._now())
        if self.recorder is not None:
            try:
                self.recorder.record(position, verdict, first_try=True)
            except Exception:  # noqa: BLE001 - progress must never break the quiz
                log.exception("could not record a quiz answer")

    def _advance(self) -> None:
        if self.position_index < len(self.round_ids) - 1:
            self.position_index += 1
            self._show_question()
        else:
            self._show_summary()

    @safe_callback
    def _go_next(self, _button: object = None) -> None:
        if self.position_index >= len(self.round_ids):
            return
        if self.results and self.results[self.position_index] is None and self.views and not self.views[-1].state.attempts:
            # skipped without answering: it counts as missed and comes back soon
            self.schedule.record(self.round_ids[self.position_index], correct=False, now=self._now())
        self._advance()

    def result(self) -> RoundResult:
        missed: Counter[str] = Counter()
        right = 0
        for verdict in self.results:
            if verdict is None:
                continue
            if verdict.correct:
                right += 1
            else:
                for rule_id in verdict.ruling.rules:
                    missed[rule_id] += 1
        return RoundResult(len(self.round_ids), right, tuple(missed.most_common()))

    def _show_summary(self) -> None:
        self.position_index = len(self.round_ids)
        result = self.result()
        if result.missed_by_rule:
            rows = "".join(
                f"<li><b>{html.escape(RULE_BOOK[rid].title)}</b> <span class='ct-rule-id'>[{html.escape(rid)}]</span>: missed {n}× — {html.escape(RULE_BOOK[rid].statement)}</li>"
                for rid, n in result.missed_by_rule
            )
            missed = f"<p>The rules behind the questions you missed (they will come back soon):</p><ul>{rows}</ul>"
        else:
            missed = "<p>Nothing missed this round. Well done!</p>"
        again = W.Button(description="↻ Another round", button_style="primary")
        again.add_class("ct-again")
        again.on_click(self._again)
        summary = W.HTML(
            f'<div class="ct-summary ct-quiz-summary"><h3>Round done</h3>'
            f"<p>You answered <b>{result.right_first_time} of {result.asked}</b> right the first time.</p>{missed}"
            f"<p><a href=\"{html.escape(learner_link('index.ipynb', self.learner))}\">All lessons</a></p></div>"
        )
        self.header.value = '<div class="ct-step">Quiz · results</div>'
        self.body.children = (W.VBox([summary, again]),)
        self.next.disabled = True

    @safe_callback
    def _again(self, _button: object = None) -> None:
        if self.position_index < len(self.round_ids):
            return  # a round is under way: a crafted click cannot restart it
        self._start_round()


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
        from .widgets import class_positions

        _, extra = class_positions()
        return QuizPage(learner=learner, round_size=round_size, store=store, extra_positions=extra).widget
    except CanastaError as err:
        return W.HTML(f"<style>{FEEDBACK_CSS}</style>" + error_box(str(err)))
    except Exception:  # noqa: BLE001
        log.exception("quiz failed")
        return W.HTML(f"<style>{FEEDBACK_CSS}</style>" + error_box("The quiz could not be started. Please tell your teacher."))
