"""ipywidgets views: a decision, a lesson player and the lesson index. Thin over the judge.

No rule logic here and no sentence of a ruling built here: the question comes from
:func:`~canasta_teach.content.lessons.prompt_for`, the answer from the judge through
:func:`~canasta_teach.content.lessons.check_response`, every word about it from
:mod:`canasta_teach.judge.wording` (the deciding rules first, the rest behind "why?"), the
table from :mod:`.render`. Two safety rules shape the code, because any client can read all widget
state and send comm messages over the kernel websocket:

* nothing that gives the answer away (the ruling, the highlighted cards, the author's
  note) is put into a widget before the learner has answered;
* every callback re-checks the state on the kernel side (a crafted message can "click" a
  disabled button), and catches every exception: a learner never sees a traceback.
"""

from __future__ import annotations

import functools
import html
import itertools
import json
import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Collection, Mapping, Protocol, Sequence
from urllib.parse import parse_qs, urlencode

import ipywidgets as W

from .. import config
from ..content.lessons import (
    Lesson,
    PromptKind,
    Verdict,
    check_response,
    get_lesson,
    lesson_positions,
    load_lessons,
    next_lesson,
    notebooks_dir,
    prompt_for,
)
from ..content.reveal import after_answer, before_answer
from ..errors import CanastaError
from ..game.rulebook import RULE_BOOK
from ..judge import Ask, Position, Ruling, answers_agree
from ..judge.wording import (CATALOGUE, Explanation, ScoreTable, explain, rule_disagree, rule_note, rule_statement, rule_title, say,
                             source_name, verdict_text)
from .lab_learner import remembered_code
from .render import CSS, has_table, question_cards_html, table_html

__all__ = ["DecisionView", "LessonPlayer", "Slot", "Links", "notebook_links", "show_lesson", "page_learner", "Recorder",
           "safe_callback", "error_box", "lesson_intro_html"]

log = logging.getLogger(__name__)

FEEDBACK_CSS = """
.ct-page { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; max-width: 980px; }
.ct-heading { font-size: 1.25em; font-weight: 600; margin: 0.4em 0 0.2em; }
.ct-question { font-size: 1.1em; margin: 0.3em 0 0.5em; }
.ct-feedback-box { border-radius: 8px; padding: 0.7em 1em; margin: 0.5em 0; line-height: 1.45; }
.ct-right { background: #e8f5e9; border-left: 6px solid #2e7d32; }
.ct-wrong { background: #fdecea; border-left: 6px solid #c62828; }
.ct-verdict { font-weight: 700; font-size: 1.1em; margin-bottom: 0.3em; }
.ct-rule { margin-top: 0.5em; padding: 0.4em 0.6em; background: rgba(255,255,255,0.7); border-radius: 6px; font-size: 0.95em; }
.ct-rule-id { font-family: ui-monospace, monospace; font-size: 0.85em; color: #555; }
.ct-sources { color: #555; font-size: 0.85em; }
.ct-note { margin-top: 0.5em; font-style: italic; }
.ct-why { margin-top: 0.5em; }
.ct-why > summary { cursor: pointer; font-weight: 600; color: #0d47a1; }
.ct-more { margin: 0.3em 0; }
.ct-score-table { border-collapse: collapse; margin-top: 0.5em; }
.ct-score-table td, .ct-score-table th { padding: 2px 10px; border-bottom: 1px solid #ccc; text-align: left; }
.ct-score-table td.ct-pts { text-align: right; font-variant-numeric: tabular-nums; }
.ct-error { background: #fff3e0; border-left: 6px solid #ef6c00; padding: 0.7em 1em; border-radius: 8px; }
.ct-step { color: #444; font-size: 0.95em; }
.ct-summary { font-size: 1.1em; line-height: 1.6; }
.ct-lesson-list { padding-left: 2em; }
.ct-lesson-list li { margin: 0.45em 0; line-height: 1.4; }
.ct-lesson-list a { color: #0d47a1; font-weight: 600; text-decoration: underline; }
.ct-lesson-list a:hover { color: #1565c0; }
.ct-summary a, .ct-next-lesson { color: #0d47a1; font-weight: 600; text-decoration: underline; }
.ct-done { color: #2e7d32; font-weight: 600; }
/* The step: question, table, answers, feedback and the way on stay together. */
.ct-page h2.ct-step { font-size: 1em; font-weight: 600; margin: 0.1em 0; color: #333; }
.ct-topbar { gap: 0 1em; margin-bottom: 0; }
.ct-progress-text { color: #1b5e20; font-weight: 600; font-size: 0.95em; }
.ct-decision .ct-heading { font-size: 1.1em; margin: 0.2em 0 0.1em; }
.ct-decision .ct-question { margin: 0.1em 0 0.3em; }
.ct-answers { flex-wrap: wrap; gap: 0.4em; margin: 0.3em 0; }
.ct-answers .jupyter-button { font-size: 1em; height: auto; min-height: 2.3em; padding: 0.2em 0.9em; }
.ct-answers .jupyter-button.ct-chosen-wrong { background: #fdecea; color: #7f1010; border: 3px solid #c62828; opacity: 1; }
.ct-answers .jupyter-button.ct-chosen-right, .ct-answers .jupyter-button.ct-right-answer
  { background: #e8f5e9; color: #0f4d14; border: 3px solid #2e7d32; opacity: 1; font-weight: 600; }
.ct-way-on { gap: 0.5em; margin: 0.4em 0 1em; }
.ct-way-on .jupyter-button { font-size: 1em; min-height: 2.3em; height: auto; }
.ct-feedback-focus:focus { outline: none; }
.ct-feedback-focus:focus-visible { outline: 3px solid #1a237e; outline-offset: 2px; }
/* A visible focus ring: 3px, high contrast, on every control of the app. */
.ct-page .jupyter-button:focus-visible, .ct-page a:focus-visible, .ct-page input:focus-visible,
.ct-page summary:focus-visible, .ct-app .jupyter-button:focus-visible, .ct-app a:focus-visible,
.ct-app input:focus-visible, .ct-app summary:focus-visible
  { outline: 3px solid #1a237e !important; outline-offset: 2px; box-shadow: 0 0 0 5px #fff; }
/* the rows of controls leave room for the ring (ipywidgets boxes clip what overflows them) */
.ct-answers, .ct-way-on, .ct-name-row { overflow: visible !important; padding: 4px 6px; }
.ct-intro { line-height: 1.5; max-width: 46em; }
.ct-intro table { border-collapse: collapse; }
.ct-intro td, .ct-intro th { border-bottom: 1px solid #ccc; padding: 2px 10px; text-align: left; }
/* Every step's answers on the first screen (1280x800 and 390x844 are measured by the
   browser test): on a wide screen the table on the left, the question, the answers, the
   feedback and the way on at its right; on a narrow one, one column with a compact table. */
@media (min-width: 960px) {
  .ct-decision { display: grid !important; grid-template-columns: minmax(0, 1fr) minmax(300px, 36%);
    grid-template-rows: repeat(6, auto) 1fr; column-gap: 18px; align-items: start; }
  .ct-decision > .ct-table-view { grid-column: 1; grid-row: 1 / -1; zoom: 0.82; }
  .ct-decision:not(.ct-act-step) > :not(.ct-table-view) { grid-column: 2; }
}
@media (max-width: 959px) { .ct-decision > .ct-table-view { zoom: 0.8; } }
.ct-page .widget-html-content, .ct-app .widget-html-content { line-height: 1.4; }
@media (max-width: 600px) {
  .ct-decision > .ct-table-view { zoom: 0.54; }
  .ct-answers > .widget-inline-hbox { width: auto !important; }
  .ct-answers .widget-label { width: auto !important; min-width: 0; padding-right: 4px; }
  .ct-answers input { width: 6em; }
  .ct-decision .ct-slot { height: 84px; margin-bottom: 2px; }
  .ct-decision .ct-card.ct-large { zoom: 0.8; }
  .ct-decision .ct-heading { font-size: 1em; margin-top: 0; }
  .ct-topbar .ct-progress { display: none !important; }
  .ct-page h2.ct-step { font-size: 0.9em; }
}
@media (max-width: 420px) { .ct-decision > .ct-table-view { zoom: 0.5; } }
/* The card table to act on keeps touchable cards (at least 30 px wide) and shrinks a little
   on a phone so its action buttons are on the first screen too. */
@media (max-width: 600px) { .ct-page .ct-decision.ct-act-step > .ct-act-table { zoom: 0.78; } }
"""


def error_box(message: str) -> str:
    """A readable message in place of a traceback."""
    return f'<div class="ct-error" role="alert"><b>{html.escape(CATALOGUE["app.error"])}</b><br>{html.escape(message)}</div>'


def safe_callback(method: Callable[..., Any]) -> Callable[..., Any]:
    """Wrap a widget callback: log any exception and show a short message, never a
    traceback (an exception inside ``with output:`` would print one into the page)."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except CanastaError as err:
            log.warning("callback %s: %s", method.__name__, err)
            self._show_error(str(err))
        except Exception:  # noqa: BLE001 - the learner must never see a traceback
            log.exception("callback %s failed", method.__name__)
            self._show_error(CATALOGUE["app.error-ours"])
        return None

    return wrapper


class Recorder(Protocol):
    """Where answers go (the progress store); optional. ``record`` returns False when the
    answer came too fast and was not kept; with ``shown`` (the verdict is shown whatever
    happens) it holds such an answer and keeps it before the next
    (:class:`~canasta_teach.progress.recorder.StoreRecorder`)."""

    def record(self, position: Position, verdict: Verdict, *, first_try: bool, shown: bool = False) -> bool: ...

    def ready(self) -> bool:
        """Whether an answer given now would be kept (asked before the referee rules)."""
        ...


#: ``keep(position, verdict, first_try, shown)``: asked before a verdict is shown; False
#: when the answer was not kept (it came too fast): the step then says "slow down" and stays
#: open. ``shown`` is True when the verdict is shown whatever the answer (the referee has
#: ruled on a play already): the answer is then held and kept before any later one.
Keep = Callable[[Position, Verdict, bool, bool], bool]


def slow_down_html(element_id: str) -> str:
    """The words shown instead of a verdict when an answer was refused as too fast."""
    return (f'<div id="{element_id}" class="ct-feedback-focus ct-slow-down" tabindex="-1" role="status">'
            f"{html.escape(CATALOGUE['app.slow-down'])}</div>")


def page_query() -> dict[str, str]:
    """The page's query parameters under Voila (``?learner=ann``); empty elsewhere."""
    raw = os.environ.get("QUERY_STRING", "")
    if not raw and os.environ.get("VOILA_PREHEAT") == "True":  # pragma: no cover - pool kernels
        try:
            from voila.utils import get_query_string

            raw = get_query_string() or ""
        except Exception:  # noqa: BLE001
            raw = ""
    # blank values kept: ``?quiz`` and ``?practice`` name places by their key alone
    return {k: v[0] for k, v in parse_qs(raw, keep_blank_values=True).items() if v}


def page_learner() -> str | None:
    """The learner of this page (their id): the server's own (a JupyterHub user's), else the
    learner whose personal code the address carries (``?me=``). A name in the address
    (``?learner=Ann``) opens nobody's progress: a name alone is no key (anyone can type it)."""
    fixed = config.server_learner()
    if fixed:
        try:  # registered as a hub account (its sign-in is its key: it needs no code)
            from ..progress.recorder import open_store

            return open_store().account_learner(fixed).id
        except Exception:  # noqa: BLE001 - the page must show even without a store
            log.exception("could not register the hub account")
            return fixed
    code = page_query().get("me") or remembered_code()  # the address, or one's own JupyterLab
    if not code:
        return None
    try:
        from ..progress.recorder import open_store  # lazy: a page without a code needs no store

        learner = open_store().learner_by_code(code)
    except Exception:  # noqa: BLE001 - the page must show even without a store
        log.exception("could not look up a personal code")
        return None
    return learner.id if learner is not None else None


def learner_link(target: str, learner: str | None) -> str:
    return target + ("?" + urlencode({"learner": learner}) if learner else "")


# --------------------------------------------------------------------------------------
# Feedback HTML (views of a ruling)


def _rules_html(rule_ids: Sequence[str]) -> str:
    """The rules cited, with their statements and the sources that state them."""
    parts = []
    for rule_id in rule_ids:
        rule = RULE_BOOK[rule_id]  # ids and sources from the rule book, words from the wording module
        sources = ", ".join(f"{source_name(s, short=True)} ({s})" for s in rule.sources)
        note, differ = rule_note(rule_id), rule_disagree(rule_id)
        partly = f'<div class="ct-sources">{html.escape(say("feedback.partly", note=note))}</div>' if note else ""
        disagree = f'<div class="ct-sources">{html.escape(say("feedback.differ", disagree=differ))}</div>' if differ else ""
        parts.append(
            f'<div class="ct-rule"><b>{html.escape(say("feedback.rule", title=rule_title(rule_id)))}</b> '
            f'<span class="ct-rule-id">[{html.escape(rule.id)}]</span><br>{html.escape(rule_statement(rule_id))}'
            f'<div class="ct-sources">{html.escape(say("feedback.stated-in", sources=sources))}</div>{partly}{disagree}</div>'
        )
    return "".join(parts)


def _table_html(table: ScoreTable, *, signed_total: bool) -> str:
    rows = "".join(f"<tr><td>{html.escape(label)}</td><td class='ct-pts'>{points:+d}</td></tr>" for label, points in table.lines)
    total = f"{table.total:+d}" if signed_total else str(table.total)
    return (f'<table class="ct-score-table"><tr><th colspan="2">{html.escape(table.title)}</th></tr>{rows}'
            f'<tr><th>{html.escape(table.total_label)}</th><td class="ct-pts"><b>{total}</b></td></tr></table>')


def _score_table_html(exp: Explanation, *, hand: bool) -> str:
    if not exp.tables:
        return ""
    if not hand:
        return "".join(_table_html(t, signed_total=True) for t in exp.tables)
    return '<div style="display:flex;gap:2em;flex-wrap:wrap">' + "".join(_table_html(t, signed_total=False) for t in exp.tables) + "</div>"


def hand_score_tables_html(tables: Sequence[ScoreTable]) -> str:
    """End-of-hand score tables side by side, as the lesson feedback draws them (a
    practice hand's score uses the same)."""
    return '<div style="display:flex;gap:2em;flex-wrap:wrap">' + "".join(_table_html(t, signed_total=False) for t in tables) + "</div>"


def _sentences_html(sentences: Sequence[str], cls: str) -> str:
    return "".join(f'<div class="{cls}">{html.escape(s)}</div>' for s in sentences if s)


def feedback_html(position: Position, verdict: Verdict, *, head: str | None = None) -> str:
    """Right or wrong in the learner's words, the deciding sentences and rules, a good way to
    play and what it scores, then "why?" for the rest of the reasons and their sources.
    ``head`` replaces the yes/no verdict line (an act step says what the learner did)."""
    ruling = verdict.ruling
    exp = explain(ruling)
    if head is None:
        head = verdict_text(ruling.ask, verdict.response, ruling.answer, correct=verdict.correct)
    cls = "ct-right" if verdict.correct else "ct-wrong"
    note = f'<div class="ct-note">{html.escape(say("feedback.note", note=position.explain))}</div>' if position.explain else ""
    # The verdict already says the right answer in the learner's words: the deciding
    # sentences follow it, with a good way to play and what it scores, as one paragraph.
    main = _sentences_html((" ".join(s for s in (*exp.deciding, exp.play, exp.score) if s),), "ct-ruling")
    why = ""
    if exp.more or exp.more_rules:
        why = (f'<details class="ct-why"><summary>{html.escape(CATALOGUE["feedback.why"])}</summary>'
               f'{_sentences_html(exp.more, "ct-more")}{_rules_html(exp.more_rules)}</details>')
    return (
        f'<div class="ct-feedback-box {cls}" role="status">'
        f'<div class="ct-verdict">{html.escape(head)}</div>'
        f"{main}{_score_table_html(exp, hand=ruling.hand_score is not None)}{_rules_html(exp.deciding_rules)}{why}{note}</div>"
    )


# --------------------------------------------------------------------------------------
# A decision


@dataclass
class _DecisionState:
    attempts: int = 0
    first_correct: bool | None = None
    answered: bool = False
    #: Right at some attempt (the lesson's progress counts these).
    ever_correct: bool = False


_VIEW_SERIAL = itertools.count(1)


def _step_view(position: Position, **kwargs: Any) -> "DecisionView":
    """A lesson step's view: the card table for an act step (``act: yes``), else a decision."""
    from .act_step import step_view  # lazy: act_step builds on this module

    return step_view(position, **kwargs)  # type: ignore[return-value]


class DecisionView:
    """One scripted decision: the question, the table, the answer buttons, the feedback.

    ``on_answer(position, verdict, first_try)`` is called once per answer (for progress).
    ``keep`` (see :data:`Keep`) is asked before the verdict is shown: an answer it refuses
    (too fast) shows "slow down", and the step stays open as if it had not been given.
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
        on_answer: Callable[[Position, Verdict, bool], None] | None = None,
        four_colour: bool = False,
        keep: Keep | None = None,
    ) -> None:
        self.position = position
        self.state = _DecisionState()
        self.active = True
        self._on_answer = on_answer
        self._keep = keep
        self._four_colour = four_colour
        self.serial = next(_VIEW_SERIAL)
        # An act step (act: yes) shown here is asked as the yes/no question it stands for.
        self.prompt = prompt_for(position).as_choice()
        self.table = W.HTML(self._table(()))
        self.table.add_class("ct-table-view")
        self.heading = W.HTML(f'<div class="ct-heading">{html.escape(self.prompt.heading)}</div>'
                              f'<div class="ct-question">{html.escape(self.prompt.text)}</div>')
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
            b = W.Button(description=CATALOGUE["app.check-score"], button_style="primary")
            b.add_class("ct-answer")
            b.on_click(self._score_clicked)
            self.buttons.append(b)
            self.answer_box = W.HBox([*self.score_boxes, b])
        self.answer_box.add_class("ct-answers")
        self.feedback = W.HTML("")
        self.feedback.add_class("ct-feedback")
        self.try_again = W.Button(description=CATALOGUE["app.try-again"], layout=W.Layout(display="none"))
        self.try_again.add_class("ct-try-again")
        self.try_again.on_click(self._reset)
        self.widget = W.VBox([self.heading, self.table, self.answer_box, self.feedback, self.try_again])
        self.widget.add_class("ct-decision")

    @property
    def feedback_id(self) -> str:
        """The element id of the current feedback (new for each attempt, so the page moves
        focus to the feedback of this answer and not to a stale one)."""
        return f"ct-fb-{self.serial}-{self.state.attempts}"

    def _table(self, highlight: Sequence[Any], *, answered: bool = False) -> str:
        """The table (when the position has one) and the cards the question is about; before
        the answer without the marks that would give it away (:mod:`..content.reveal`)."""
        parts = []
        if has_table(self.position):
            reveal = after_answer(self.position) if answered else before_answer(self.position)
            parts.append(table_html(self.position, highlight=highlight, four_colour=self._four_colour,
                                    include_style=False, reveal=reveal))
        parts.append(question_cards_html(self.position, highlight=highlight, four_colour=self._four_colour))
        if self.position.ask is Ask.MIN_MELD:
            parts.append(f'<div class="ct-scores-only">Your side\'s score: <b>{self.position.score[0]}</b> · theirs: {self.position.score[1]}</div>')
        return "".join(parts)

    def _show_error(self, message: str) -> None:
        self.feedback.value = error_box(message)

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
        first_try = self.state.attempts == 0
        if self._keep is not None and not self._keep(self.position, verdict, first_try, False):
            self.feedback.value = slow_down_html(f"{self.feedback_id}-wait")
            return None  # not given: the step stays open and nothing says right or wrong
        self.state.attempts += 1
        self.state.answered = True
        self.state.ever_correct = self.state.ever_correct or verdict.correct
        if first_try:
            self.state.first_correct = verdict.correct
        for b in self.buttons:
            b.disabled = True
        if self.prompt.kind is PromptKind.CHOICE:
            self._mark(value, verdict)
        self.feedback.value = (f'<div id="{self.feedback_id}" class="ct-feedback-focus" tabindex="-1">'
                               f"{feedback_html(self.position, verdict)}</div>")
        self.table.value = self._table(verdict.ruling.key_cards, answered=True)
        self.try_again.layout.display = "none" if verdict.correct else ""
        if self._on_answer is not None:
            self._on_answer(self.position, verdict, first_try)
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

    @safe_callback
    def _reset(self, _button: W.Button | None = None) -> None:
        """Try again after a wrong answer. Refused after a right one (the button is hidden
        then, but a crafted message can still "click" it) and on a stale step."""
        if not self.state.answered or self.state.ever_correct or not self.active:
            return
        self.state.answered = False
        for b in self.buttons:
            b.disabled = False
        self._unmark()
        self.feedback.value = ""
        self.table.value = self._table(())
        self.try_again.layout.display = "none"


# --------------------------------------------------------------------------------------
# A lesson


class StepView(Protocol):
    """What a lesson player needs of a step's view: :class:`DecisionView`, or the card table
    to act on (:class:`~.act_step.ActStepView`)."""

    position: Position
    widget: W.Widget
    active: bool

    @property
    def state(self) -> Any: ...

    @property
    def feedback_id(self) -> str: ...


@dataclass(frozen=True)
class Slot:
    """One place in a lesson's run: step ``index`` (0-based) on the first pass, or once
    more at the end (``again``) when it was missed or skipped the first time."""

    index: int
    again: bool = False


class Links(Protocol):
    """Where the lesson's links lead: the single notebooks, or places of the one-page app."""

    def __call__(self, target: str) -> str: ...


def notebook_links(learner: str | None) -> Links:
    """Links between the single notebooks (``06-the-frozen-pile.ipynb?learner=Ann``)."""

    def link(target: str) -> str:
        if target in ("index", "quiz", "class"):
            return learner_link(f"{target}.ipynb", learner)
        return learner_link(get_lesson(target).notebook, learner)

    return link


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
    to the feedback and focus it). Every callback re-checks on the kernel side.
    """

    def __init__(self, lesson: Lesson, *, learner: str | None = None, recorder: Recorder | None = None,
                 four_colour: bool = False, positions: Sequence[Position] | None = None,
                 links: Links | None = None, prior: Mapping[str, bool] | None = None,
                 prior_right: Collection[str] = (), start: Slot | None = None,
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
        self._on_place = on_place
        self._on_focus = on_focus
        self._make_view = make_view or _step_view
        self.slots: list[Slot] = [Slot(i) for i in range(len(self.positions))]
        self._again_added = False
        self._skipped: set[int] = set()
        self.views: dict[Slot, StepView] = {}
        self.cursor = 0
        self.style = W.HTML(f"<style>{CSS}{FEEDBACK_CSS}</style>")
        self.step_label = W.HTML()
        self.step_label.add_class("ct-step-label")
        self.progress = W.IntProgress(value=0, min=0, max=len(self.positions), layout=W.Layout(width="160px"))
        self.progress.add_class("ct-progress")
        self.progress_text = W.HTML()
        top = W.HBox([self.step_label, self.progress, self.progress_text], layout=W.Layout(align_items="center", flex_flow="row wrap"))
        top.add_class("ct-topbar")
        self.back = W.Button(description=CATALOGUE["app.back"])
        self.back.add_class("ct-back")
        self.next = W.Button(description=CATALOGUE["app.skip"], button_style="info")
        self.next.add_class("ct-next")
        self.back.on_click(self._go_back)
        self.next.on_click(self._go_next)
        self.way_on = W.HBox([self.back, self.next])
        self.way_on.add_class("ct-way-on")
        self.body = W.VBox()
        self.body.add_class("ct-step-body")
        self.error = W.HTML()
        self.widget = W.VBox([self.style, top, self.error, self.body])
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
        """Steps answered right at some point (now or before): what progress shows."""
        right = {s.index for s, v in self.views.items() if v.state.ever_correct}
        right |= {i for i, p in enumerate(self.positions) if p.id in self._prior_right}
        return len(right)

    def _show_error(self, message: str) -> None:
        self.error.value = error_box(message)

    def _view(self, slot: Slot) -> StepView:
        if slot not in self.views:
            self.views[slot] = self._make_view(self.positions[slot.index],
                                               on_answer=functools.partial(self._answered, slot),
                                               four_colour=self._four_colour,
                                               keep=functools.partial(self._keep, slot),
                                               ready=self._ready)
        return self.views[slot]

    def _ready(self) -> bool:
        """Whether the recorder would keep an answer given now (see :data:`Keep`)."""
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
        self.progress_text.value = f'<span class="ct-progress-text">{html.escape(say("app.progress", right=right, steps=n))}</span>'

    def _refresh_way_on(self) -> None:
        slot = self.slot
        if slot is None:
            self.next.disabled = True
            return
        answered = self.views[slot].state.answered
        last = self.cursor == len(self.slots) - 1 and (self._again_added or not self._missed())
        self.next.description = CATALOGUE["app.skip"] if not answered else CATALOGUE["app.finish" if last else "app.next"]
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
        if slot.again:
            k = [s for s in self.slots if s.again].index(slot) + 1
            label = say("app.step-again", number=self.lesson.number, title=self.lesson.title, step=k, steps=again_total)
        else:
            label = say("app.step", number=self.lesson.number, title=self.lesson.title, step=slot.index + 1, steps=n)
        self.step_label.value = f'<h2 class="ct-step">{html.escape(label)}</h2>'
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
            link = (f'<a class="ct-next-lesson" href="{html.escape(self._links(nxt.id))}">'
                    f'{html.escape(say("app.next-lesson", number=nxt.number, title=nxt.title))}</a>')
        else:
            link = f'<a class="ct-next-lesson" href="{html.escape(self._links("quiz"))}">{html.escape(CATALOGUE["app.to-quiz"])}</a>'
        missed_html = (f"<p>{html.escape(CATALOGUE['app.worth-a-look'])}</p><ul>"
                       + "".join(f"<li>{html.escape(t)}</li>" for t in missed) + "</ul>") if missed else ""
        unanswered = f" {html.escape(say('app.not-answered', count=n - answered))}" if answered < n else ""
        self.step_label.value = f'<h2 class="ct-step">{html.escape(say("app.lesson-title", number=self.lesson.number, title=self.lesson.title))}</h2>'
        summary = W.HTML(
            f'<div class="ct-summary"><h3>{html.escape(say("app.lesson-done" if answered == n else "app.lesson-end", number=self.lesson.number))}</h3>'
            f"<p>{html.escape(say('app.right-first-time', right=right, steps=n))}{unanswered}</p>{missed_html}"
            f'<p>{link}</p><p><a href="{html.escape(self._links("index"))}">{html.escape(CATALOGUE["app.all-lessons"])}</a></p></div>'
        )
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


def show_lesson(lesson_id: str, *, learner: str | None = None, recorder: Recorder | None = None) -> W.Widget:
    """The widget a lesson notebook displays. A broken lesson shows a readable message."""
    try:
        lesson = get_lesson(lesson_id)
        learner = learner or page_learner()
        if recorder is None:
            recorder = default_recorder(learner, source=f"lesson:{lesson.id}")
        from .act_step import step_view  # the card table for act steps (it builds on this module)

        return LessonPlayer(lesson, learner=learner, recorder=recorder, make_view=step_view).widget
    except CanastaError as err:
        return W.HTML(f"<style>{FEEDBACK_CSS}</style>" + error_box(str(err)))
    except Exception:  # noqa: BLE001
        log.exception("could not build lesson %s", lesson_id)
        return W.HTML(f"<style>{FEEDBACK_CSS}</style>" + error_box(CATALOGUE["app.lesson-broken"]))


def class_positions() -> tuple[str | None, list[Position]]:
    """The class name and the teacher's positions served with ``serve --class --positions``."""
    folder = config.class_positions_dir()
    if folder is None:
        return config.class_name(), []
    from ..content.authoring import load_position_dir

    return config.class_name(), load_position_dir(folder)


def class_lesson(name: str | None) -> Lesson:
    from pathlib import Path

    title = say("app.class-named", name=name) if name else CATALOGUE["app.class"]
    return Lesson("class", len(load_lessons()) + 1, title, say("app.class-summary"),
                  config.class_positions_dir() or Path("."))


def show_class_lesson(*, learner: str | None = None) -> W.Widget:
    """The extra lesson of a class: the teacher's own positions, ruled by the judge."""
    style = f"<style>{FEEDBACK_CSS}</style>"
    try:
        name, positions = class_positions()
        if not positions:
            return W.HTML(style + f"<p>{html.escape(CATALOGUE['app.no-class'])}</p>")
        learner = learner or page_learner()
        lesson = class_lesson(name)
        recorder = default_recorder(learner, source="lesson:class")
        return LessonPlayer(lesson, learner=learner, recorder=recorder, positions=positions).widget
    except CanastaError as err:
        return W.HTML(style + error_box(str(err)))
    except Exception:  # noqa: BLE001
        log.exception("could not build the class lesson")
        return W.HTML(style + error_box(CATALOGUE["app.class-broken"]))


def default_recorder(learner: str | None, *, source: str) -> Recorder | None:
    """A recorder on the progress store for a named learner; None for an anonymous one."""
    if not learner:
        return None
    from ..progress.recorder import StoreRecorder  # lazy: a lesson without a learner needs no store

    return StoreRecorder.for_learner(learner, source=source)


def lesson_index_html(done: Mapping[str, Any] | None = None, learner: str | None = None, *,
                      links: Links | None = None) -> str:
    """The lessons in order (the titles of ``lessons.yaml``), each marked when done, the
    teacher's positions of a class, and the quiz. ``links`` says where they lead (the
    single notebooks by default, places of the one-page app in the app)."""
    link = links or notebook_links(learner)
    items = []
    for lesson in load_lessons():
        mark = f' <span class="ct-done">{html.escape(CATALOGUE["app.done"])}</span>' if done and lesson.id in done else ""
        items.append(
            f'<li><a href="{html.escape(link(lesson.id))}">{html.escape(lesson.title)}</a>'
            f"{mark} — {html.escape(lesson.summary)}</li>"
        )
    if config.class_positions_dir() is not None:
        mark = f' <span class="ct-done">{html.escape(CATALOGUE["app.done"])}</span>' if done and "class" in done else ""
        name = config.class_name()
        href = link("class") if links is not None else learner_link("class.ipynb", learner)
        items.append(
            f'<li><a href="{html.escape(href)}">{html.escape(class_lesson(name).title)}</a>'
            f"{mark} — {html.escape(CATALOGUE['app.class-summary'])}</li>"
        )
    quiz = (f'<li><a href="{html.escape(link("quiz"))}">{html.escape(CATALOGUE["app.quiz-link"])}</a> — '
            f'{html.escape(CATALOGUE["app.quiz-summary"])}</li>')
    if links is not None:  # the one-page app: the practice table too
        quiz += (f'<li><a href="{html.escape(link("practice"))}">{html.escape(CATALOGUE["practice.title"])}</a> — '
                 f'{html.escape(CATALOGUE["practice.summary"])}</li>')
    return f'<ol class="ct-lesson-list">{"".join(items)}</ol><ul class="ct-lesson-list">{quiz}</ul>'


def _first_markdown_cell(notebook: Path) -> str | None:
    try:
        data = json.loads(notebook.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    for cell in (data.get("cells") if isinstance(data, dict) else None) or []:
        if isinstance(cell, dict) and cell.get("cell_type") == "markdown":
            source = cell.get("source", "")
            return "".join(source) if isinstance(source, list) else str(source)
    return None


@functools.lru_cache(maxsize=32)
def lesson_intro_html(lesson: Lesson) -> str:
    """The lesson's explanation for the one-page app: the first Markdown cell of its
    notebook (the same words JupyterLab users and the handout read), less its ``#`` title
    (the app shows the title of ``lessons.yaml``); the lesson summary without a notebook."""
    from .handout import markdown_to_html

    try:
        folder: Path | None = notebooks_dir()
    except CanastaError:
        folder = None
    text = _first_markdown_cell(folder / lesson.notebook) if folder is not None else None
    if not text or not text.strip():
        return f"<p>{html.escape(lesson.summary)}</p>" if lesson.summary else ""
    lines = text.strip().splitlines()
    if lines and re.match(r"#\s", lines[0]):
        lines = lines[1:]
    return markdown_to_html("\n".join(lines).strip())
