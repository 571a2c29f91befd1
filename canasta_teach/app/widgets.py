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
import logging
import os
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence
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
    prompt_for,
)
from ..content.reveal import after_answer, before_answer
from ..errors import CanastaError
from ..game.rulebook import RULE_BOOK, SOURCES
from ..judge import Ask, Position, Ruling
from ..judge.wording import CATALOGUE, Explanation, ScoreTable, explain, say, verdict_text
from .render import CSS, has_table, question_cards_html, table_html

__all__ = ["DecisionView", "LessonPlayer", "show_lesson", "page_learner", "Recorder", "safe_callback", "error_box"]

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
"""


def error_box(message: str) -> str:
    """A readable message in place of a traceback."""
    return f'<div class="ct-error" role="alert"><b>Sorry, this part could not be shown.</b><br>{html.escape(message)}</div>'


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
            self._show_error("Something went wrong on our side. Please reload the page.")
        return None

    return wrapper


class Recorder(Protocol):
    """Where answers go (the progress store); optional."""

    def record(self, position: Position, verdict: Verdict, *, first_try: bool) -> None: ...


def page_query() -> dict[str, str]:
    """The page's query parameters under Voila (``?learner=ann``); empty elsewhere."""
    raw = os.environ.get("QUERY_STRING", "")
    if not raw and os.environ.get("VOILA_PREHEAT") == "True":  # pragma: no cover - pool kernels
        try:
            from voila.utils import get_query_string

            raw = get_query_string() or ""
        except Exception:  # noqa: BLE001
            raw = ""
    return {k: v[0] for k, v in parse_qs(raw).items() if v}


def page_learner() -> str | None:
    """The learner of this page: the server's own (a JupyterHub user's), else ``?learner=``."""
    fixed = config.server_learner()
    if fixed:
        return fixed
    name = page_query().get("learner")
    return name.strip() if name and name.strip() else None


def learner_link(target: str, learner: str | None) -> str:
    return target + ("?" + urlencode({"learner": learner}) if learner else "")


# --------------------------------------------------------------------------------------
# Feedback HTML (views of a ruling)


def _rules_html(rule_ids: Sequence[str]) -> str:
    """The rules cited, with their statements and the sources that state them."""
    parts = []
    for rule_id in rule_ids:
        rule = RULE_BOOK[rule_id]
        sources = ", ".join(f"{SOURCES[s].split(' (')[0]} ({s})" for s in rule.sources)
        partly = f'<div class="ct-sources">{html.escape(say("feedback.partly", note=rule.note))}</div>' if rule.note else ""
        disagree = f'<div class="ct-sources">{html.escape(say("feedback.differ", disagree=rule.disagree))}</div>' if rule.disagree else ""
        parts.append(
            f'<div class="ct-rule"><b>{html.escape(say("feedback.rule", title=rule.title))}</b> '
            f'<span class="ct-rule-id">[{html.escape(rule.id)}]</span><br>{html.escape(rule.statement)}'
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


def _sentences_html(sentences: Sequence[str], cls: str) -> str:
    return "".join(f'<div class="{cls}">{html.escape(s)}</div>' for s in sentences if s)


def feedback_html(position: Position, verdict: Verdict) -> str:
    """Right or wrong in the learner's words, the deciding sentences and rules, a good way to
    play and what it scores, then "why?" for the rest of the reasons and their sources."""
    ruling = verdict.ruling
    exp = explain(ruling)
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


class DecisionView:
    """One scripted decision: the table, the question, the answer buttons, the feedback.

    ``on_answer(position, verdict, first_try)`` is called once per answer (for progress).
    """

    def __init__(
        self,
        position: Position,
        *,
        on_answer: Callable[[Position, Verdict, bool], None] | None = None,
        four_colour: bool = False,
    ) -> None:
        self.position = position
        self.state = _DecisionState()
        self._on_answer = on_answer
        self._four_colour = four_colour
        self.prompt = prompt_for(position)
        self.table = W.HTML(self._table(()))
        self.table.add_class("ct-table-view")
        self.heading = W.HTML(f'<div class="ct-heading">{html.escape(self.prompt.heading)}</div>'
                              f'<div class="ct-question">{html.escape(self.prompt.text)}</div>')
        self.buttons: list[W.Button] = []
        if self.prompt.kind is PromptKind.CHOICE:
            for choice in self.prompt.choices:
                b = W.Button(description=choice.label, layout=W.Layout(width="auto", min_width="7em"))
                b.add_class("ct-answer")
                b.on_click(functools.partial(self._clicked, choice.value))
                self.buttons.append(b)
            self.answer_box: W.Widget = W.HBox(self.buttons)
        else:
            self.score_boxes = [
                W.BoundedIntText(value=0, min=-100000, max=100000, description=label, layout=W.Layout(width="12em"))
                for label in self.prompt.labels
            ]
            b = W.Button(description="Check my score", button_style="primary")
            b.add_class("ct-answer")
            b.on_click(self._score_clicked)
            self.buttons.append(b)
            self.answer_box = W.HBox([*self.score_boxes, b])
        self.answer_box.add_class("ct-answers")
        self.feedback = W.HTML("")
        self.feedback.add_class("ct-feedback")
        self.try_again = W.Button(description="↺ Try again", layout=W.Layout(display="none"))
        self.try_again.add_class("ct-try-again")
        self.try_again.on_click(self._reset)
        self.widget = W.VBox([self.heading, self.table, self.answer_box, self.feedback, self.try_again])
        self.widget.add_class("ct-decision")

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
        self.answer(value)

    @safe_callback
    def _score_clicked(self, _button: W.Button | None = None) -> None:
        self.answer(tuple(int(box.value) for box in self.score_boxes))

    def answer(self, value: Any) -> Verdict | None:
        """Answer the decision (what a click does). Ignored while an answer is shown:
        the kernel, not the page, decides whether answering is allowed."""
        if self.state.answered:
            return None
        if self.prompt.kind is PromptKind.CHOICE and value not in [c.value for c in self.prompt.choices]:
            return None
        verdict = check_response(self.position, value)
        first_try = self.state.attempts == 0
        self.state.attempts += 1
        self.state.answered = True
        if first_try:
            self.state.first_correct = verdict.correct
        for b in self.buttons:
            b.disabled = True
        self.feedback.value = feedback_html(self.position, verdict)
        self.table.value = self._table(verdict.ruling.key_cards, answered=True)
        self.try_again.layout.display = "none" if verdict.correct else ""
        if self._on_answer is not None:
            self._on_answer(self.position, verdict, first_try)
        return verdict

    @safe_callback
    def _reset(self, _button: W.Button | None = None) -> None:
        if not self.state.answered:
            return
        self.state.answered = False
        for b in self.buttons:
            b.disabled = False
        self.feedback.value = ""
        self.table.value = self._table(())
        self.try_again.layout.display = "none"


# --------------------------------------------------------------------------------------
# A lesson


class LessonPlayer:
    """Step N of M through a lesson's decisions, back and next, a summary at the end."""

    def __init__(self, lesson: Lesson, *, learner: str | None = None, recorder: Recorder | None = None,
                 four_colour: bool = False, positions: Sequence[Position] | None = None) -> None:
        self.lesson = lesson
        self.learner = learner
        self.recorder = recorder
        self.positions = list(positions) if positions is not None else lesson_positions(lesson)
        self._four_colour = four_colour
        self.views: dict[int, DecisionView] = {}
        self.index = 0
        self.style = W.HTML(f"<style>{CSS}{FEEDBACK_CSS}</style>")
        self.step_label = W.HTML()
        self.progress = W.IntProgress(value=0, min=0, max=len(self.positions), layout=W.Layout(width="240px"))
        self.back = W.Button(description="← Back")
        self.back.add_class("ct-back")
        self.next = W.Button(description="Next →", button_style="info")
        self.next.add_class("ct-next")
        self.back.on_click(self._go_back)
        self.next.on_click(self._go_next)
        self.body = W.Box()
        self.error = W.HTML()
        nav = W.HBox([self.back, self.next, self.step_label, self.progress], layout=W.Layout(align_items="center"))
        self.widget = W.VBox([self.style, nav, self.error, self.body])
        self.widget.add_class("ct-page")
        self._finished = False
        self._show()

    def _show_error(self, message: str) -> None:
        self.error.value = error_box(message)

    def _view(self, i: int) -> DecisionView:
        if i not in self.views:
            self.views[i] = DecisionView(self.positions[i], on_answer=self._answered, four_colour=self._four_colour)
        return self.views[i]

    def _answered(self, position: Position, verdict: Verdict, first_try: bool) -> None:
        self.progress.value = sum(1 for v in self.views.values() if v.state.attempts)
        if self.recorder is not None:
            try:
                self.recorder.record(position, verdict, first_try=first_try)
            except Exception:  # noqa: BLE001 - progress must never break the lesson
                log.exception("could not record an answer")

    def _show(self) -> None:
        n = len(self.positions)
        if self.index >= n:
            self._show_summary()
            return
        self.step_label.value = f'<span class="ct-step">Lesson {self.lesson.number}: {html.escape(self.lesson.title)} · step {self.index + 1} of {n}</span>'
        self.body.children = (self._view(self.index).widget,)
        self.back.disabled = self.index == 0
        self.next.description = "Next →" if self.index < n - 1 else "Finish ✓"

    def _show_summary(self) -> None:
        n = len(self.positions)
        right = sum(1 for v in self.views.values() if v.state.first_correct)
        answered = sum(1 for v in self.views.values() if v.state.attempts)
        missed = [self.positions[i].title or self.positions[i].id for i, v in sorted(self.views.items()) if v.state.first_correct is False]
        nxt = next_lesson(self.lesson)
        link = (f'<a class="ct-next-lesson" href="{html.escape(learner_link(nxt.notebook, self.learner))}">Next lesson: {nxt.number}. {html.escape(nxt.title)} →</a>'
                if nxt else '<a class="ct-next-lesson" href="' + html.escape(learner_link("quiz.ipynb", self.learner)) + '">Last lesson done: quiz yourself on the tricky rulings →</a>')
        missed_html = ("<p>Worth another look: " + ", ".join(html.escape(m) for m in missed) + ".</p>") if missed else ""
        self.step_label.value = f'<span class="ct-step">Lesson {self.lesson.number}: {html.escape(self.lesson.title)} · done</span>'
        summary = W.HTML(
            f'<div class="ct-summary"><h3>Lesson {self.lesson.number} done</h3>'
            f"<p>You answered <b>{right} of {n}</b> right the first time"
            f"{'' if answered == n else f' ({n - answered} not answered)'}.</p>{missed_html}"
            f"<p>{link}</p><p><a href=\"{html.escape(learner_link('index.ipynb', self.learner))}\">All lessons</a></p></div>"
        )
        summary.add_class("ct-lesson-summary")
        self.body.children = (summary,)
        self.back.disabled = False
        self.next.disabled = True
        if not self._finished and self.recorder is not None and hasattr(self.recorder, "lesson_done"):
            self._finished = True
            try:
                self.recorder.lesson_done(self.lesson, right_first_time=right, steps=n)  # type: ignore[attr-defined]
            except Exception:  # noqa: BLE001
                log.exception("could not record the finished lesson")

    @safe_callback
    def _go_next(self, _button: W.Button | None = None) -> None:
        if self.index < len(self.positions):
            self.index += 1
            self._show()

    @safe_callback
    def _go_back(self, _button: W.Button | None = None) -> None:
        if self.index > 0:
            self.index -= 1
            self.next.disabled = False
            self._show()


def show_lesson(lesson_id: str, *, learner: str | None = None, recorder: Recorder | None = None) -> W.Widget:
    """The widget a lesson notebook displays. A broken lesson shows a readable message."""
    try:
        lesson = get_lesson(lesson_id)
        learner = learner or page_learner()
        if recorder is None:
            recorder = default_recorder(learner, source=f"lesson:{lesson.id}")
        return LessonPlayer(lesson, learner=learner, recorder=recorder).widget
    except CanastaError as err:
        return W.HTML(f"<style>{FEEDBACK_CSS}</style>" + error_box(str(err)))
    except Exception:  # noqa: BLE001
        log.exception("could not build lesson %s", lesson_id)
        return W.HTML(f"<style>{FEEDBACK_CSS}</style>" + error_box("This lesson could not be loaded. Please tell your teacher."))


def class_positions() -> tuple[str | None, list[Position]]:
    """The class name and the teacher's positions served with ``serve --class --positions``."""
    folder = config.class_positions_dir()
    if folder is None:
        return config.class_name(), []
    from ..content.authoring import load_position_dir

    return config.class_name(), load_position_dir(folder)


def class_lesson(name: str | None) -> Lesson:
    from pathlib import Path

    title = f"Your teacher's positions{f' ({name})' if name else ''}"
    return Lesson("class", len(load_lessons()) + 1, title, "Positions your teacher wrote for this class.",
                  config.class_positions_dir() or Path("."))


def show_class_lesson(*, learner: str | None = None) -> W.Widget:
    """The extra lesson of a class: the teacher's own positions, ruled by the judge."""
    style = f"<style>{FEEDBACK_CSS}</style>"
    try:
        name, positions = class_positions()
        if not positions:
            return W.HTML(style + "<p>No class positions are served here. Your teacher starts them with "
                          "<code>canasta-teach serve --class NAME --positions DIR</code>.</p>")
        learner = learner or page_learner()
        lesson = class_lesson(name)
        recorder = default_recorder(learner, source="lesson:class")
        return LessonPlayer(lesson, learner=learner, recorder=recorder, positions=positions).widget
    except CanastaError as err:
        return W.HTML(style + error_box(str(err)))
    except Exception:  # noqa: BLE001
        log.exception("could not build the class lesson")
        return W.HTML(style + error_box("Your teacher's positions could not be loaded."))


def default_recorder(learner: str | None, *, source: str) -> Recorder | None:
    """A recorder on the progress store for a named learner; None for an anonymous one."""
    if not learner:
        return None
    from ..progress.recorder import StoreRecorder  # lazy: a lesson without a learner needs no store

    return StoreRecorder.for_learner(learner, source=source)


def lesson_index_html(done: dict[str, Any] | None = None, learner: str | None = None) -> str:
    items = []
    for lesson in load_lessons():
        mark = ' <span class="ct-done">✔ done</span>' if done and lesson.id in done else ""
        items.append(
            f'<li><a href="{html.escape(learner_link(lesson.notebook, learner))}">{html.escape(lesson.title)}</a>'
            f"{mark} — {html.escape(lesson.summary)}</li>"
        )
    if config.class_positions_dir() is not None:
        mark = ' <span class="ct-done">✔ done</span>' if done and "class" in done else ""
        name = config.class_name()
        items.append(
            f'<li><a href="{html.escape(learner_link("class.ipynb", learner))}">Your teacher\'s positions{html.escape(f" ({name})" if name else "")}</a>'
            f"{mark} — positions your teacher wrote for this class.</li>"
        )
    quiz = f'<li><a href="{html.escape(learner_link("quiz.ipynb", learner))}">Quiz yourself on the tricky rulings</a> — questions from every lesson, and the ones you missed come back.</li>'
    return f'<ol class="ct-lesson-list">{"".join(items)}</ol><ul class="ct-lesson-list">{quiz}</ul>'
