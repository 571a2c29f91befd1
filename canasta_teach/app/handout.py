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
from dataclasses import dataclass
from pathlib import Path

from ..content.authoring import load_positions
from ..content.error_words import error_text
from ..content.lessons import Prompt, PromptKind, get_lesson, lesson_positions, prompt_for
from ..content.reveal import after_answer, before_answer
from ..errors import CanastaError, PositionError
from ..game.rulebook import RULE_BOOK, SOURCES
from ..judge import Position, Ruling
from ..judge.catalogue import language_option
from ..judge.wording import (
    answer_label,
    explain,
    explanation_text,
    phrase,
    rule_disagree,
    rule_note,
    rule_statement,
    rule_title,
    say,
    source_name,
)
from ..players.ruling import rule
from .assets import render, stylesheet
from .lesson_intro import lesson_intro_html, markdown_to_html
from .render import CSS, table_html

__all__ = ["build_handout", "add_handout_arguments", "run_handout", "markdown_to_html"]


def _words(message: str, **facts: object) -> str:
    """A label or sentence of the page from the wording catalogue, as written there."""
    return phrase(message, **facts)


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
        raise CanastaError(_words("handout.no-source"))
    if isinstance(lesson_or_path, Path) or _looks_like_path(text):
        path = Path(text)
        if not path.is_file():
            raise CanastaError(_words("handout.no-file", path=str(path)))
        positions = load_positions(path)
        if not positions:
            raise CanastaError(_words("handout.empty-file", path=str(path)))
        return _Source(title=path.name, kicker=_words("handout.kicker-file"), intro_html="", positions=positions, stem=path.stem)
    lesson = get_lesson(text)
    positions = lesson_positions(lesson)
    if not positions:
        raise CanastaError(_words("handout.lesson-empty", lesson=lesson.id))
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


def _question(number: int, p: Position, prompt: Prompt) -> dict[str, object]:
    """One question of the page: its heading and text, its table as the learner sees it
    before answering (content/reveal.py leaves out what would give the answer away), and
    the boxes to tick or the blanks to fill."""
    score = prompt.kind is PromptKind.SCORE_PAIR
    return {
        "number": number,
        "heading": prompt.heading,
        "text": prompt.text,
        "table_html": table_html(p, include_style=False, reveal=before_answer(p)) if _has_table(p) else "",
        "blanks": list(prompt.labels) if score else [],
        "boxes": [] if score else [c.label for c in prompt.choices],
    }


def _answer_label(ruling: Ruling, position: Position) -> str:
    """The answer as the learner would tick it: the label of its button (the wording's)."""
    return answer_label(ruling.ask, ruling.answer, players=position.ruleset.players)


def _sources_legend() -> str:
    names = " · ".join(_words("handout.source", code=code, name=source_name(code, short=True)) for code in SOURCES)
    return _words("handout.sources", sources=names)


def _rules(ruling: Ruling) -> list[dict[str, str]]:
    """The rules cited: title, statement and the sources that state them (codes, see the
    legend at the top of the key). Ids and sources from the rule book; the words from the
    wording module."""
    cited = []
    for rule_id in ruling.rules:
        rule = RULE_BOOK.get(rule_id)
        if rule is None:  # pragma: no cover - the judge cites only rules of the book
            cited.append({"id": rule_id, "title": ""})
            continue
        disagree, note = rule_disagree(rule_id), rule_note(rule_id)
        cited.append({
            "id": rule.id,
            "title": rule_title(rule_id),
            "statement": rule_statement(rule_id),
            "sources": _words("handout.rule-sources", codes=phrase("list.sep").join(rule.sources)),
            "partly": say("feedback.partly", note=note) if note else "",
            "differ": say("feedback.differ", disagree=disagree) if disagree else "",
        })
    return cited


def _answer(number: int, p: Position, prompt: Prompt, ruling: Ruling) -> dict[str, object]:
    """One answer of the key: the judge's answer and explanation, the teacher's note, the
    table again with the deciding cards highlighted (nothing hidden once answered), the
    score tables and the rules cited."""
    css = "ho-answer" if _has_table(p) else "ho-answer ho-no-table"
    css += " ho-short" if ruling.hand_score is None and len(ruling.rules) <= 3 else " ho-long"
    rules = _rules(ruling)
    return {
        "number": number,
        "css": css,
        "heading": prompt.heading,
        "label": _answer_label(ruling, p),
        "explanation": explanation_text(ruling),
        "note": say("feedback.note", note=p.explain) if p.explain else "",
        "table_html": table_html(p, highlight=ruling.key_cards, include_style=False, reveal=after_answer(p))
        if _has_table(p) else "",
        "caption": _words("handout.highlighted" if ruling.key_cards else "handout.the-table"),
        "tables": explain(ruling).tables,
        "rules": rules,
        "rules_title": _words("handout.rules-cited", n=len(rules)),
    }


# --------------------------------------------------------------------------------------
# The page


def _page(source: _Source) -> str:
    questions: list[dict[str, object]] = []
    answers: list[dict[str, object]] = []
    for number, p in enumerate(source.positions, 1):
        prompt = prompt_for(p).as_choice()  # on paper an act step is its yes/no question
        try:
            ruling = rule(p)
        except CanastaError as err:
            # the file and the entry named in the language spoken, as check names them
            raise PositionError(error_text(err), source=p.source, entry=p.id) from None
        questions.append(_question(number, p, prompt))
        answers.append(_answer(number, p, prompt, ruling))
    words = {
        "lang": _words("handout.lang"),
        "page_title": _words("handout.page-title", title=source.title),
        "name": _words("handout.name"),
        "date": _words("handout.date"),
        "instructions": _words("handout.instructions", n=len(source.positions)),
        "questions": _words("handout.questions"),
        "write_scores": _words("handout.write-scores"),
        "tick_one": _words("handout.tick-one"),
        "why": _words("handout.why"),
        "key": _words("handout.key"),
        "key_title": _words("handout.key-title", title=source.title),
        "key_intro": _words("handout.key-intro"),
        "legend": _sources_legend(),
        "answer": _words("handout.answer"),
        "footer": _words("handout.footer"),
    }
    return render(
        "handout.html.j2",
        css=f"{CSS}\n{stylesheet('handout')}",
        kicker=source.kicker,
        title=source.title,
        intro_html=source.intro_html,
        words=words,
        questions=questions,
        answers=answers,
    )


def build_handout(lesson_or_path: str | Path) -> str:
    """The handout page of a lesson (its id or number) or of a teacher's position file, as
    one self-contained HTML document. Raises :class:`CanastaError` with a readable message
    for an unknown lesson or a bad file."""
    return _page(_resolve(lesson_or_path))


# --------------------------------------------------------------------------------------
# Command line


def add_handout_arguments(parser: argparse.ArgumentParser) -> None:
    # the help in the command line's language (cli/main.py builds the parser inside it)
    parser.add_argument("lesson", help=phrase("cli-help-handout-lesson"))
    parser.add_argument("--out", "-o", metavar="FILE.html", default=None, help=phrase("cli-help-handout-out"))
    language_option(parser)  # the whole handout in that language (cli/main.py speaks it)


def run_handout(ns: argparse.Namespace) -> int:
    source = _resolve(ns.lesson)
    page = _page(source)
    out = Path(ns.out) if ns.out else Path(f"{source.stem}-handout.html")
    if not out.parent.is_dir():
        raise CanastaError(_words("handout.no-folder", out=str(out), folder=str(out.parent)))
    try:
        out.write_text(page, encoding="utf-8")
    except OSError as err:
        raise CanastaError(_words("handout.cannot-write", out=str(out), reason=str(err.strerror or err))) from None
    print(_words("handout.wrote", out=str(out), title=source.title, n=len(source.positions)))
    return 0
