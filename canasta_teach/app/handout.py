"""A printable handout of a lesson for a teacher: questions first, an answer key after.

``canasta-teach handout 05-taking-the-pile --out lesson5.html`` writes one self-contained
HTML page (the stylesheet inlined, no JavaScript, no external resource) to print for a
class: the lesson's title and Markdown introduction (the first Markdown cell of its
notebook), then every position numbered with its question, its table drawn with cards and
empty boxes to tick (or blank lines for a score); after a page break the answer key gives,
for each position, the judge's answer and explanation, the rules cited with their sources,
the score line items, the teacher's note and the table again, small, with the deciding cards
highlighted.

As everywhere else, nothing here decides a rule or words a ruling: questions come from
:func:`~canasta_teach.content.lessons.prompt_for`, answers from
:func:`~canasta_teach.judge.judge`, every sentence about them (the answer in the learner's
words, the explanation, the score lines) from :mod:`canasta_teach.judge.wording`, tables
from :mod:`.render`.

>>> page = build_handout("5")
>>> page.startswith("<!DOCTYPE html>"), "Answer key" in page, "<script" in page
(True, True, False)
"""

from __future__ import annotations

import argparse
import html
from dataclasses import dataclass
from pathlib import Path

from ..content.authoring import load_positions
from ..content.lessons import Prompt, PromptKind, get_lesson, lesson_positions, prompt_for
from ..content.reveal import after_answer, before_answer
from ..errors import CanastaError
from ..game.rulebook import RULE_BOOK, SOURCES
from ..judge import Position, Ruling
from ..judge.wording import (
    CATALOGUE,
    ScoreTable,
    answer_label,
    explain,
    explanation_text,
    fill,
    rule_disagree,
    rule_note,
    rule_statement,
    rule_title,
    say,
    source_name,
)
from ..players.ruling import rule
from .assets import stylesheet
from .lesson_intro import lesson_intro_html, markdown_to_html
from .render import CSS, table_html

__all__ = ["build_handout", "add_handout_arguments", "run_handout", "markdown_to_html"]

_esc = html.escape


def _words(message: str, **facts: object) -> str:
    """A label or sentence of the page from the wording catalogue, as written there."""
    return fill(CATALOGUE[message], facts)


# --------------------------------------------------------------------------------------
# What the handout is about


@dataclass(frozen=True)
class _Source:
    """The positions of a handout with the words around them."""

    title: str
    kicker: str
    intro_html: str
    positions: list[Position]
    stem: str


def _looks_like_path(text: str) -> bool:
    return text.endswith((".yaml", ".yml")) or "/" in text or "\\" in text or Path(text).is_file()


def _resolve(lesson_or_path: str | Path) -> _Source:
    text = str(lesson_or_path).strip()
    if not text:
        raise CanastaError("name a lesson (its id or number) or a position file")
    if isinstance(lesson_or_path, Path) or _looks_like_path(text):
        path = Path(text)
        if not path.is_file():
            raise CanastaError(f"{path}: no such position file (give a lesson id like 05-taking-the-pile, its number, or a YAML file)")
        positions = load_positions(path)
        if not positions:
            raise CanastaError(f"{path}: the file holds no positions (expected a YAML list of entries starting with '- id:')")
        return _Source(title=path.name, kicker=_words("handout.kicker-file"), intro_html="", positions=positions, stem=path.stem)
    lesson = get_lesson(text)
    positions = lesson_positions(lesson)
    if not positions:
        raise CanastaError(f"lesson {lesson.id} has no positions to print")
    return _Source(
        title=lesson.title,
        kicker=_words("handout.kicker-lesson", number=lesson.number),
        intro_html=lesson_intro_html(lesson),
        positions=positions,
        stem=lesson.id,
    )


# --------------------------------------------------------------------------------------
# Pieces of the page


def _has_table(p: Position) -> bool:
    """Whether the position has anything on the table worth drawing (a game-over question
    has only the two totals)."""
    return bool(p.hand or p.our_melds or p.their_melds or p.pile or p.our_red_threes or p.their_red_threes or p.stock is not None)


def _choices_html(prompt: Prompt) -> str:
    if prompt.kind is PromptKind.SCORE_PAIR:
        blanks = "".join(
            f'<span class="ho-blank">{_esc(who)} <span class="ho-line"></span></span>' for who in prompt.labels
        )
        return f'<div class="ho-choices" aria-label="{_esc(_words("handout.write-scores"))}">{blanks}</div>'
    boxes = "".join(f'<span class="ho-box">{_esc(c.label)}</span>' for c in prompt.choices)
    return f'<div class="ho-choices" aria-label="{_esc(_words("handout.tick-one"))}">{boxes}</div>'


def _question_html(number: int, p: Position, prompt: Prompt) -> str:
    # The question's table leaves out what would give the answer away (content/reveal.py).
    table = (f'<div class="ho-table">{table_html(p, include_style=False, reveal=before_answer(p))}</div>'
             if _has_table(p) else "")
    return (
        f'<article class="ho-question" id="q{number}">'
        f'<div class="ho-qhead"><span class="ho-num">{number}</span><h3>{_esc(prompt.heading)}</h3></div>'
        f'<p class="ho-text">{_esc(prompt.text)}</p>'
        f"{table}"
        '<div class="ho-respond">'
        f"{_choices_html(prompt)}"
        f'<div class="ho-why">{_esc(_words("handout.why"))} <span class="ho-line"></span></div>'
        "</div></article>"
    )


def _answer_label(ruling: Ruling) -> str:
    """The answer as the learner would tick it: the label of its button (the wording's)."""
    return answer_label(ruling.ask, ruling.answer)


def _score_rows(table: ScoreTable) -> str:
    rows = "".join(
        f'<tr><td>{_esc(label)}</td><td class="ho-pts">{points:+d}</td></tr>' for label, points in table.lines
    )
    return rows + f'<tr class="ho-total"><th>{_esc(table.total_label)}</th><td class="ho-pts">{table.total}</td></tr>'


def _scores_html(ruling: Ruling) -> str:
    tables = "".join(
        f'<table class="ho-score-table"><tr><th colspan="2">{_esc(t.title)}</th></tr>{_score_rows(t)}</table>'
        for t in explain(ruling).tables
    )
    return f'<div class="ho-scores">{tables}</div>' if tables else ""


def _sources_legend() -> str:
    names = " · ".join(_words("handout.source", code=code, name=source_name(code, short=True)) for code in SOURCES)
    return _words("handout.sources", sources=names)


def _rules_html(ruling: Ruling) -> str:
    """The rules cited: title, statement and the sources that state them (codes, see the
    legend at the top of the key)."""
    parts = []
    for rule_id in ruling.rules:
        rule = RULE_BOOK.get(rule_id)
        if rule is None:  # pragma: no cover - the judge cites only rules of the book
            parts.append(f'<p class="ho-rule"><span class="ho-rule-id">[{_esc(rule_id)}]</span></p>')
            continue
        # Ids and sources from the rule book; the words from the wording module.
        disagree, note = rule_disagree(rule_id), rule_note(rule_id)
        differ = f' <span class="ho-differ">{_esc(say("feedback.differ", disagree=disagree))}</span>' if disagree else ""
        partly = f' <span class="ho-sources">{_esc(say("feedback.partly", note=note))}</span>' if note else ""
        parts.append(
            f'<p class="ho-rule"><b>{_esc(rule_title(rule_id))}</b> <span class="ho-rule-id">[{_esc(rule.id)}]</span>: '
            f"{_esc(rule_statement(rule_id))} "
            f'<span class="ho-sources">{_esc(_words("handout.rule-sources", codes=CATALOGUE["list.sep"].join(rule.sources)))}</span>'
            f"{partly}{differ}</p>"
        )
    if not parts:
        return ""
    title = _esc(_words("handout.rules-cited", n=len(parts)))
    return f'<div class="ho-rules"><div class="ho-rules-title">{title}</div>{"".join(parts)}</div>'


def _answer_html(number: int, p: Position, prompt: Prompt, ruling: Ruling) -> str:
    note = f'<p class="ho-note">{_esc(say("feedback.note", note=p.explain))}</p>' if p.explain else ""
    if _has_table(p):
        lit = len(ruling.key_cards)
        caption = _esc(_words("handout.highlighted" if lit else "handout.the-table"))
        # The answer sheet shows every mark: nothing is hidden once the question is answered.
        drawn = table_html(p, highlight=ruling.key_cards, include_style=False, reveal=after_answer(p))
        mini = (
            f'<div class="ho-answer-table"><div class="ho-mini">{drawn}</div>'
            f'<div class="ho-mini-caption">{caption}</div></div>'
        )
        cls = "ho-answer"
    else:
        mini, cls = "", "ho-answer ho-no-table"
    cls += " ho-short" if ruling.hand_score is None and len(ruling.rules) <= 3 else " ho-long"
    return (
        f'<article class="{cls}" id="a{number}">'
        '<div class="ho-answer-text">'
        f'<div class="ho-qhead"><span class="ho-num">{number}</span><h3>{_esc(prompt.heading)}</h3></div>'
        f'<p class="ho-ruling-line">{_esc(_words("handout.answer"))} <b>{_esc(_answer_label(ruling))}</b></p>'
        f'<p class="ho-explanation">{_esc(explanation_text(ruling))}</p>'
        f"{note}"
        "</div>"
        f"{mini}"
        f'<div class="ho-answer-scores">{_scores_html(ruling)}</div>'
        f'<div class="ho-answer-rules">{_rules_html(ruling)}</div>'
        "</article>"
    )



# --------------------------------------------------------------------------------------
# The page


def _page(source: _Source) -> str:
    questions: list[str] = []
    answers: list[str] = []
    for number, p in enumerate(source.positions, 1):
        prompt = prompt_for(p).as_choice()  # on paper an act step is its yes/no question
        try:
            ruling = rule(p)
        except CanastaError as err:
            raise CanastaError(f"{p.source}: entry {p.id}: {err}") from None
        questions.append(_question_html(number, p, prompt))
        answers.append(_answer_html(number, p, prompt, ruling))
    n = len(source.positions)
    intro = f'<section class="ho-intro">{source.intro_html}</section>' if source.intro_html else ""
    head = (
        '<header class="ho-header">'
        f'<div class="ho-kicker">{_esc(source.kicker)}</div>'
        f"<h1>{_esc(source.title)}</h1>"
        f'<div class="ho-fill"><span>{_esc(_words("handout.name"))}</span>'
        f'<span class="ho-short">{_esc(_words("handout.date"))}</span></div>'
        "</header>"
    )
    instructions = f'<p class="ho-instructions">{_esc(_words("handout.instructions", n=n))}</p>'
    key = (
        f'<section class="ho-key" aria-label="{_esc(_words("handout.key"))}">'
        f'<h2 class="ho-section">{_esc(_words("handout.key-title", title=source.title))}</h2>'
        f'<p class="ho-key-intro">{_esc(_words("handout.key-intro"))}</p>'
        f'<p class="ho-legend">{_esc(_sources_legend())}</p>'
        + "".join(answers)
        + "</section>"
    )
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{_esc(_words("handout.lang"))}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_esc(_words('handout.page-title', title=source.title))}</title>"
        f"<style>{CSS}\n{stylesheet('handout')}</style></head>\n"
        '<body class="ho-page">'
        f"{head}{intro}{instructions}"
        f'<section class="ho-questions" aria-label="{_esc(_words("handout.questions"))}">'
        f'<h2 class="ho-section">{_esc(_words("handout.questions"))}</h2>{"".join(questions)}</section>'
        f"{key}"
        f'<p class="ho-footer">{_esc(_words("handout.footer"))}</p>'
        "</body></html>\n"
    )


def build_handout(lesson_or_path: str | Path) -> str:
    """The handout page of a lesson (its id or number) or of a teacher's position file, as
    one self-contained HTML document. Raises :class:`CanastaError` with a readable message
    for an unknown lesson or a bad file."""
    return _page(_resolve(lesson_or_path))


# --------------------------------------------------------------------------------------
# Command line


def add_handout_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("lesson", help="a lesson id (05-taking-the-pile), its number (5) or a position YAML file")
    parser.add_argument("--out", "-o", metavar="FILE.html", default=None,
                        help="where to write the page (default: LESSON-handout.html in the current folder)")


def run_handout(ns: argparse.Namespace) -> int:
    source = _resolve(ns.lesson)
    page = _page(source)
    out = Path(ns.out) if ns.out else Path(f"{source.stem}-handout.html")
    if not out.parent.is_dir():
        raise CanastaError(f"{out}: the folder {out.parent} does not exist")
    try:
        out.write_text(page, encoding="utf-8")
    except OSError as err:
        raise CanastaError(f"{out}: cannot write the handout ({err.strerror or err})") from None
    print(_words("handout.wrote", out=str(out), title=source.title, n=len(source.positions)))
    return 0
