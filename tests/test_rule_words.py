"""Rule titles and statements are words of the wording catalogue (issue 8): the game layer
keeps the ids, the sources and the numbers; the widgets, the handout, the quiz, the
dashboard and the command line take a rule's words from
:mod:`canasta_teach.judge.wording` only, so a translation of the catalogue reaches them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from canasta_teach import parse_positions
from canasta_teach.game.rulebook import RULE_BOOK, SOURCES
from canasta_teach.game.rulesets import get_ruleset
from canasta_teach.judge import judge
from canasta_teach.judge.wording import (
    CATALOGUE,
    ENGLISH,
    rule_disagree,
    rule_note,
    rule_statement,
    rule_title,
    source_name,
    use_catalogue,
)

PACKAGE = Path(__file__).resolve().parents[1] / "canasta_teach"


def test_every_rule_has_catalogue_words_seeded_from_the_rule_book() -> None:
    for r in RULE_BOOK.values():
        assert f"rule.{r.id}.title" in ENGLISH and f"rule.{r.id}.statement" in ENGLISH
        assert rule_title(r.id) == r.title
        assert rule_statement(r.id) == r.statement
        assert rule_note(r.id) == (r.note or "")
        assert rule_disagree(r.id) == (r.disagree or "")
    for code, name in SOURCES.items():
        assert source_name(code) == name
        assert source_name(code, short=True) == name.split(" (")[0]


def test_an_unknown_rule_is_a_clear_error() -> None:
    from canasta_teach.errors import CanastaError

    with pytest.raises(CanastaError, match="unknown rule id 'no-such-rule'"):
        rule_title("no-such-rule")


def test_a_translated_statement_states_the_rulesets_numbers() -> None:
    """A translation names numbers as facts; they come from the rulesets."""
    with use_catalogue({"rule.game-target.statement": "Wer zuerst {target} Punkte hat, gewinnt (zu dritt {target_three})."}):
        assert rule_statement("game-target") == (
            f"Wer zuerst {get_ruleset('classic').target} Punkte hat, gewinnt (zu dritt {get_ruleset('three-player').target}).")
    assert CATALOGUE == ENGLISH


_FAKE = {
    "rule.card-values.title": "Kortværdier",
    "rule.card-values.statement": "En joker er {joker} værd.",
    "source.001.short": "Svensk guide",
}


def _card_value_ruling():
    p = parse_positions("""
- id: v
  ask: card-value
  card: JK
""")[0]
    return p, judge(p)


def test_widgets_take_the_rules_words_from_the_catalogue() -> None:
    from canasta_teach.app.widgets import _rules_html

    with use_catalogue(_FAKE):
        html = _rules_html(["card-values"])
    assert "Kortværdier" in html and "En joker er 50 værd." in html and "Svensk guide" in html
    assert RULE_BOOK["card-values"].statement not in html


def test_the_handout_takes_the_rules_words_from_the_catalogue() -> None:
    from canasta_teach.app.handout import _rules_html

    _p, ruling = _card_value_ruling()
    assert "card-values" in ruling.rules
    with use_catalogue(_FAKE):
        html = _rules_html(ruling)
    assert "Kortværdier" in html and "En joker er 50 værd." in html


def test_the_rules_command_takes_the_words_from_the_catalogue(capsys: pytest.CaptureFixture[str]) -> None:
    from canasta_teach.cli.main import main

    with use_catalogue(_FAKE):
        assert main(["rules"]) == 0
    out = capsys.readouterr().out
    assert "card-values: Kortværdier" in out and "En joker er 50 værd." in out


def test_no_app_or_cli_module_reads_a_rules_words_from_the_game_layer() -> None:
    """The rule book's ``title``, ``statement``, ``note`` and ``disagree`` are read in the
    wording module only (the app and the CLI keep ids and sources)."""
    pattern = re.compile(r"(RULE_BOOK\[[^\]]+\]|RULE_BOOK\.get\([^)]*\)|\brule|\br)\.(title|statement|note|disagree)\b")
    offenders = []
    for folder in ("app", "cli", "content", "progress", "players"):
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if pattern.search(line):
                    offenders.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    assert not offenders, "\n".join(offenders)


# --------------------------------------------------------------------------------------
# The questions: every word of a prompt comes from the catalogue


def _marked(catalogue: dict[str, str], prefixes: tuple[str, ...]) -> dict[str, str]:
    """The catalogue entries of these prefixes wrapped in ⟪ ⟫ (placeholders kept)."""
    return {k: f"⟪{v}⟫" for k, v in catalogue.items() if k.startswith(prefixes)}


def test_every_prompt_word_comes_from_the_catalogue() -> None:
    from canasta_teach.content.authoring import load_positions
    from canasta_teach.content.check import shipped_position_files
    from canasta_teach.content.lessons import prompt_for

    positions = [p for f in shipped_position_files() for p in load_positions(f)]
    with use_catalogue(_marked(ENGLISH, ("prompt.", "answer.", "act.", "should.", "choice."))):
        for p in positions:
            prompt = prompt_for(p)
            assert prompt.text.startswith("⟪"), (p.id, prompt.text)
            if not p.title:
                assert prompt.heading.startswith("⟪"), (p.id, prompt.heading)
            for label in prompt.labels:
                assert label.startswith("⟪"), (p.id, label)
            for choice in prompt.choices:
                assert choice.label.startswith("⟪") or choice.label.isdigit(), (p.id, choice.label)
    assert CATALOGUE == ENGLISH


def test_the_question_code_holds_no_english() -> None:
    """No string in the prompt code of content/lessons.py is a sentence or a label: only
    message ids and internal values (a docstring aside)."""
    import ast

    tree = ast.parse((PACKAGE / "content" / "lessons.py").read_text(encoding="utf-8"))
    names = {"prompt_for", "_choice_prompt", "Prompt"}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name in names:
            skip = set()
            for sub in ast.walk(node):
                if isinstance(sub, (ast.FunctionDef, ast.ClassDef)):
                    skip.add(ast.get_docstring(sub, clean=False))
                if isinstance(sub, ast.Raise):  # an author's error, not a learner's question
                    skip.update(c.value for c in ast.walk(sub) if isinstance(c, ast.Constant))
            for sub in ast.walk(node):
                if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and sub.value not in skip:
                    text = sub.value
                    if " " in text.strip() or (text[:1].isupper() and not text.isidentifier()) or text.endswith((":", "?")):
                        found.append(text)
    assert not found, found
