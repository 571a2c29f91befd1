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
from ..content.lessons import Prompt, PromptKind, get_lesson, lesson_positions, prompt_for, ruling_for
from ..errors import CanastaError
from ..game.rulebook import RULE_BOOK, SOURCES
from ..judge import Position, Ruling
from ..content.reveal import after_answer, before_answer
from ..judge.wording import (CATALOGUE, ScoreTable, answer_label, explain, explanation_text, fill, rule_disagree, rule_note,
                             rule_statement, rule_title, say, source_name)
from .lesson_intro import lesson_intro_html, markdown_to_html
from .render import CSS, table_html

__all__ = ["build_handout", "add_handout_arguments", "run_handout", "HANDOUT_CSS", "markdown_to_html"]

_esc = html.escape


def _words(message: str, **facts: object) -> str:
    """A label or sentence of the page from the wording catalogue, as written there."""
    return fill(CATALOGUE[message], facts)

HANDOUT_CSS = """
/* ---------------------------------------------------------------- the handout page */
html { background: #fff; }
body.ho-page {
  margin: 0 auto;
  max-width: 760px;
  padding: 24px 28px 40px;
  font-family: "DejaVu Sans", "Segoe UI", "Helvetica Neue", Arial, sans-serif;
  font-size: 14px;
  line-height: 1.45;
  color: #1a1a1a;
  background: #fff;
}
.ho-page * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.ho-header { border-bottom: 3px solid #1e6b3c; padding-bottom: 8px; margin-bottom: 14px; }
.ho-kicker { font-size: 12px; letter-spacing: 0.08em; text-transform: uppercase; color: #1e6b3c; font-weight: 700; }
.ho-header h1 { margin: 2px 0 10px; font-size: 26px; line-height: 1.2; }
.ho-fill { display: flex; gap: 28px; font-size: 13px; color: #333; }
.ho-fill span { flex: 1; border-bottom: 1px solid #777; padding-bottom: 2px; }
.ho-fill span.ho-short { flex: 0 0 150px; }
.ho-intro { margin: 0 0 8px; }
.ho-intro h1, .ho-intro h2, .ho-intro h3 { font-size: 17px; margin: 14px 0 4px; }
.ho-intro p, .ho-intro ul, .ho-intro ol { margin: 6px 0; }
.ho-intro ul, .ho-intro ol { padding-left: 22px; }
.ho-intro li { margin: 2px 0; }
.ho-intro code { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: 0.92em; }
.ho-instructions { margin: 12px 0 4px; padding: 6px 10px; background: #f3f6f1; border-left: 4px solid #1e6b3c; font-size: 13px; }
h2.ho-section { font-size: 19px; margin: 18px 0 8px; padding-bottom: 3px; border-bottom: 1px solid #bbb; }

.ho-question { margin: 0 0 22px; break-inside: avoid; page-break-inside: avoid; }
.ho-qhead { display: flex; align-items: baseline; gap: 10px; margin: 0 0 2px; }
.ho-num {
  flex: none; display: inline-block; min-width: 1.7em; padding: 1px 6px; border-radius: 1em;
  background: #1e6b3c; color: #fff; font-weight: 700; text-align: center; font-size: 14px;
}
.ho-qhead h3 { margin: 0; font-size: 16px; line-height: 1.3; }
.ho-text { margin: 2px 0 8px; font-size: 15px; }
.ho-table .ct-table { box-shadow: none; }
/* a compact table for paper: the two sides on the left, stock and pile stacked on the right */
.ho-page .ct-table {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: "scores scores" "them middle" "us middle";
  align-items: start;
}
.ho-page .ct-scores { grid-area: scores; }
.ho-page .ct-side.ct-them { grid-area: them; }
.ho-page .ct-side.ct-us { grid-area: us; }
.ho-page .ct-middle { grid-area: middle; flex-direction: column; flex-wrap: nowrap; justify-content: flex-start; gap: 14px; padding: 0; }
.ho-page .ct-melds { flex-basis: 300px; }
.ho-page .ct-frozen-note { max-width: 150px; }
.ho-respond { display: flex; flex-wrap: wrap; align-items: baseline; gap: 8px 36px; margin: 10px 0 0; }
.ho-choices { display: flex; flex-wrap: wrap; gap: 8px 26px; font-size: 15px; }
.ho-box { display: inline-flex; align-items: center; gap: 7px; }
.ho-box::before {
  content: ""; display: inline-block; width: 15px; height: 15px; border: 1.5px solid #333; border-radius: 2px; background: #fff;
}
.ho-blank { display: inline-flex; align-items: baseline; gap: 6px; }
.ho-blank .ho-line { display: inline-block; width: 120px; border-bottom: 1px solid #333; height: 1.1em; }
.ho-why { flex: 1 1 220px; font-size: 13px; color: #444; display: flex; gap: 6px; align-items: baseline; }
.ho-why .ho-line { flex: 1; border-bottom: 1px solid #999; height: 1.1em; }

.ho-key { break-before: page; page-break-before: always; padding-top: 4px; }
.ho-key-intro { font-size: 13px; color: #444; margin: 0 0 10px; }
.ho-answer {
  display: grid; grid-template-columns: minmax(0, 1fr) 252px; gap: 4px 16px; align-items: start;
  padding: 10px 0 12px; border-top: 1px solid #ccc; break-inside: avoid; page-break-inside: avoid;
}
.ho-answer-text { grid-column: 1; min-width: 0; }
.ho-answer { grid-template-rows: auto auto 1fr; }
.ho-answer.ho-long { grid-template-rows: auto 1fr auto; }
.ho-answer-table { grid-column: 2; grid-row: 1 / span 3; }
.ho-answer-scores { grid-column: 1; min-width: 0; }
.ho-answer-rules { grid-column: 1; min-width: 0; }
/* a long answer (a hand score citing many rules): its rules run the full width below */
.ho-answer.ho-long .ho-answer-table { grid-row: 1 / span 2; }
.ho-answer.ho-long .ho-answer-rules { grid-column: 1 / -1; }
.ho-answer.ho-no-table { grid-template-columns: minmax(0, 1fr); }
.ho-answer .ho-qhead h3 { font-size: 14.5px; }
.ho-ruling-line { margin: 4px 0 2px; font-size: 15px; }
.ho-ruling-line b { color: #14532d; }
.ho-explanation { margin: 2px 0 4px; }
.ho-mini .ct-table { zoom: 0.42; width: 600px; box-shadow: none; }
.ho-mini-caption { font-size: 11px; color: #555; margin-top: 2px; }
.ho-legend { font-size: 12px; color: #444; margin: 0 0 10px; }
.ho-rules { margin: 6px 0 0; padding: 4px 8px; background: #f6f6f2; border-left: 3px solid #b8860b; font-size: 12.5px; }
.ho-rules-title { font-size: 11px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: #7a5a00; }
.ho-rule { margin: 3px 0 0; }
.ho-rule-id { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: 0.85em; color: #666; }
.ho-sources { color: #555; white-space: nowrap; }
.ho-differ { color: #555; font-size: 0.92em; }
.ho-note { margin: 5px 0 0; font-style: italic; font-size: 13px; }
.ho-scores { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 6px 20px; margin: 4px 0; }
.ho-score-table { border-collapse: collapse; font-size: 12px; flex: 1 1 200px; }
.ho-score-table th, .ho-score-table td { padding: 1px 6px; border-bottom: 1px solid #ddd; text-align: left; vertical-align: top; }
.ho-score-table td.ho-pts { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.ho-score-table tr.ho-total th, .ho-score-table tr.ho-total td { border-top: 1.5px solid #555; border-bottom: none; font-weight: 700; }
.ho-footer { margin-top: 18px; font-size: 11px; color: #777; text-align: center; }

@page { margin: 14mm 13mm 15mm 13mm; }
@media print {
  body.ho-page { max-width: none; padding: 0; font-size: 12.5px; }
  .ho-header h1 { font-size: 22px; }
  .ho-question { margin-bottom: 14px; }
  .ho-table .ct-table { zoom: 0.7; }
  .ho-answer { grid-template-columns: minmax(0, 1fr) 230px; padding: 8px 0 9px; font-size: 12px; line-height: 1.4; }
  .ho-answer .ho-qhead h3 { font-size: 13.5px; }
  .ho-ruling-line { font-size: 13.5px; margin-top: 2px; }
  .ho-rules { font-size: 11px; padding: 3px 7px; }
  .ho-score-table { font-size: 11px; }
  .ho-note { font-size: 11.5px; }
  .ho-mini .ct-table { zoom: 0.383; }
  .ho-question, .ho-answer-text, .ho-answer-table, .ct-table, .ho-rule, .ho-score-table { break-inside: avoid; page-break-inside: avoid; }
  /* a short answer stays whole; a long one (a hand score citing many rules) may go on
     over the page between its parts rather than leave half a page empty */
  .ho-answer { break-inside: auto; page-break-inside: auto; }
  .ho-answer.ho-short { break-inside: avoid; page-break-inside: avoid; }
  .ho-qhead, h2.ho-section { break-after: avoid; page-break-after: avoid; }
  .ho-key { break-before: page; page-break-before: always; }
  .ct-table, .ct-card, .ct-meld, .ct-badge, .ho-num, .ho-rules, .ho-instructions {
    -webkit-print-color-adjust: exact; print-color-adjust: exact;
  }
  .ct-card.ct-highlight { box-shadow: 0 0 0 3px #ffd700; }
  .ho-footer { display: none; }
}
"""


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
            ruling = ruling_for(p)
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
        f"<style>{CSS}\n{HANDOUT_CSS}</style></head>\n"
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
