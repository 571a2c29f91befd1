"""The feedback on an answer, as HTML: right or wrong in the learner's words, the deciding
sentences and rules, a good way to play and what it scores, then "why?" for the rest of the
reasons and their sources.

Every word comes from :mod:`canasta_teach.judge.wording` (the explanation of a ruling, the
rule book's titles and statements); the markup from ``templates/feedback.html.j2``. Used by
every step that is answered: a yes/no decision, an act step, the quiz, a guided or practice
hand's score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..content.lessons import Verdict
from ..game.rulebook import RULE_BOOK
from ..judge import Position
from ..judge.wording import (
    ScoreTable,
    explain,
    phrase,
    rule_disagree,
    rule_note,
    rule_statement,
    rule_title,
    say,
    source_name,
    verdict_text,
)
from .assets import render

__all__ = ["feedback_html", "focused_feedback_html", "hand_score_tables_html", "rules_html", "RuleBox", "rule_boxes"]


@dataclass(frozen=True)
class RuleBox:
    """A rule cited, in words: its title, id, statement and the sources that state it (and,
    when the sources only partly agree or disagree, what they say)."""

    id: str
    title: str
    statement: str
    stated_in: str
    partly: str
    differ: str


def rule_boxes(rule_ids: Sequence[str]) -> list[RuleBox]:
    """The rules cited, with their statements and the sources that state them: ids and
    sources from the rule book, words from the wording module."""
    boxes = []
    for rule_id in rule_ids:
        rule = RULE_BOOK[rule_id]
        sources = ", ".join(f"{source_name(s, short=True)} ({s})" for s in rule.sources)
        note, differ = rule_note(rule_id), rule_disagree(rule_id)
        boxes.append(RuleBox(
            id=rule.id,
            title=say("feedback.rule", title=rule_title(rule_id)),
            statement=rule_statement(rule_id),
            stated_in=say("feedback.stated-in", sources=sources),
            partly=say("feedback.partly", note=note) if note else "",
            differ=say("feedback.differ", disagree=differ) if differ else "",
        ))
    return boxes


def rules_html(rule_ids: Sequence[str]) -> str:
    """The rules cited, as the feedback shows them."""
    return render("rules.html.j2", rules=rule_boxes(rule_ids))


def hand_score_tables_html(tables: Sequence[ScoreTable]) -> str:
    """End-of-hand score tables side by side, as the lesson feedback draws them (a
    practice hand's score uses the same)."""
    return render("score.html.j2", tables=tables, hand=True)


def feedback_html(position: Position, verdict: Verdict, *, head: str | None = None, label_id: str = "") -> str:
    """The feedback in two layers. First, what a learner reads at a glance: right or wrong in
    their words, the one sentence that decides it and the deciding rule's name. Then, behind
    one "Why?": the rest of the sentences, the score tables, each rule's statement with its
    sources and id, the other reasons and the teacher's note. Keeping the first layer short
    keeps Next on the first screen after an answer, at 1280x800 and 390x844.
    ``head`` replaces the yes/no verdict line (an act step says what the learner did).
    ``label_id``: the verdict and the deciding sentence get ids from it (``-verdict``,
    ``-ruling``), to name the box that takes the focus (:func:`focused_feedback_html`)."""
    return _feedback(position, verdict, head=head, label_id=label_id)[0]


def _feedback(position: Position, verdict: Verdict, *, head: str | None, label_id: str) -> tuple[str, bool]:
    """The feedback's HTML, and whether it has a deciding sentence (beside the verdict)."""
    ruling = verdict.ruling
    exp = explain(ruling)
    if head is None:
        head = verdict_text(ruling.ask, verdict.response, ruling.answer, correct=verdict.correct,
                            players=position.ruleset.players)
    # The verdict already says the right answer in the learner's words: the first deciding
    # sentence follows it; a good way to play and what it scores go behind "Why?".
    sentences = [s for s in (*exp.deciding, exp.play, exp.score) if s]
    first, rest = (sentences[0], sentences[1:]) if sentences else ("", [])
    more = [s for s in exp.more if s]
    note = say("feedback.note", note=position.explain) if position.explain else ""
    deciding_rules = rule_boxes(exp.deciding_rules)
    more_rules = rule_boxes(exp.more_rules)
    html = render(
        "feedback.html.j2",
        correct=verdict.correct,
        label_id=label_id,
        head=head,
        sentence=first,
        rule_names=[box.title for box in deciding_rules],
        has_why=bool(rest or exp.tables or deciding_rules or more or more_rules or note),
        rest=rest,
        tables=exp.tables,
        hand=ruling.hand_score is not None,
        deciding_rules=deciding_rules,
        more=more,
        more_rules=more_rules,
        why=phrase("feedback.why"),
        note=note,
    )
    return html, bool(first)


def focused_feedback_html(element_id: str, position: Position, verdict: Verdict, *, head: str | None = None) -> str:
    """The feedback as the page moves the focus to it: a group with the id ``element_id``,
    named by its verdict and its deciding sentence (in words), so a screen reader says the
    answer's result as the focus lands, and not "group" alone or the whole box."""
    html, has_sentence = _feedback(position, verdict, head=head, label_id=element_id)
    labels = [f"{element_id}-verdict"] + ([f"{element_id}-ruling"] if has_sentence else [])
    return render("feedback_focus.html.j2", element_id=element_id, labelled_by=" ".join(labels), feedback_html=html)
