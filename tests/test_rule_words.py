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
from canasta_teach.judge.catalogue import current_language, fluent_id, speaking, words_for
from canasta_teach.judge.wording import (
    rule_disagree,
    rule_note,
    rule_statement,
    rule_title,
    source_name,
)

ENGLISH = words_for("en")

PACKAGE = Path(__file__).resolve().parents[1] / "canasta_teach"


def test_every_rule_has_catalogue_words_seeded_from_the_rule_book() -> None:
    for r in RULE_BOOK.values():
        assert ENGLISH.has(f"rule.{r.id}.title") and ENGLISH.has(f"rule.{r.id}.statement")
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
    german = ENGLISH.derived("de-x-test", "rule-game-target-statement = Wer zuerst { $target } Punkte hat, gewinnt (zu dritt { $target_three }).")
    with speaking(german):
        assert rule_statement("game-target") == (
            f"Wer zuerst {get_ruleset('classic').target} Punkte hat, gewinnt (zu dritt {get_ruleset('three-player').target}).")
    assert current_language() == "en"


_FAKE = ENGLISH.derived("da-x-test", """
rule-card-values-title = Kortværdier
rule-card-values-statement = En joker er { $joker } værd.
source-001-short = Svensk guide
""")


def _card_value_ruling():
    p = parse_positions("""
- id: v
  ask: card-value
  card: JK
""")[0]
    return p, judge(p)


def test_widgets_take_the_rules_words_from_the_catalogue() -> None:
    from canasta_teach.app.feedback import rules_html as _rules_html

    with speaking(_FAKE):
        html = _rules_html(["card-values"])
    assert "Kortværdier" in html and "En joker er 50 værd." in html and "Svensk guide" in html
    assert RULE_BOOK["card-values"].statement not in html


def test_the_handout_takes_the_rules_words_from_the_catalogue() -> None:
    from canasta_teach.app.handout import _rules

    _p, ruling = _card_value_ruling()
    assert "card-values" in ruling.rules
    with speaking(_FAKE):
        cited = {rule["id"]: rule for rule in _rules(ruling)}
    assert cited["card-values"]["title"] == "Kortværdier"
    assert cited["card-values"]["statement"] == "En joker er 50 værd."


def test_the_rules_command_takes_the_words_from_the_catalogue(capsys: pytest.CaptureFixture[str]) -> None:
    from canasta_teach.cli.main import main

    with speaking(_FAKE):
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


def _marked(prefixes: tuple[str, ...]):
    """English with the messages of these prefixes wrapped in ⟪ ⟫ (the facts kept)."""
    fluent = tuple(fluent_id(p) for p in prefixes)
    return ENGLISH.derived("x-marked", mark=("⟪", "⟫"), only=lambda name: name.startswith(fluent))


def test_every_prompt_word_comes_from_the_catalogue() -> None:
    from canasta_teach.content.authoring import load_positions
    from canasta_teach.content.check import shipped_position_files
    from canasta_teach.content.lessons import prompt_for

    positions = [p for f in shipped_position_files() for p in load_positions(f)]
    with speaking(_marked(("prompt.", "answer.", "act.", "should.", "choice."))):
        for p in positions:
            prompt = prompt_for(p)
            assert prompt.text.startswith("⟪"), (p.id, prompt.text)
            if not p.title:
                assert prompt.heading.startswith("⟪"), (p.id, prompt.heading)
            for label in prompt.labels:
                assert label.startswith("⟪"), (p.id, label)
            for choice in prompt.choices:
                assert choice.label.startswith("⟪") or choice.label.isdigit(), (p.id, choice.label)
    assert current_language() == "en"


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


# --------------------------------------------------------------------------------------
# Rule numbers live once: the position prose names them, never restates them

#: The rule numbers a prose text might restate: card values, bonuses, the first-meld table,
#: targets and the pack (the issue's list), from the rulesets themselves.
_RULE_NUMBER_NAMES = (
    "joker", "ace", "two", "king", "eight", "seven", "four", "black_three", "red_three", "all_red_threes",
    "natural_canasta", "mixed_canasta", "going_out", "concealed", "hidden_red_three", "target", "target_three",
    "min_below", "min_low", "min_middle", "min_high", "low_end", "middle_start", "middle_end", "high_start", "pack",
)
#: A quotation in any of the school's languages: "…", “…”, ”…” (Swedish), „…“ (German).
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|”[^”]*”|„[^“”]*[“”]")
_NUMBER = re.compile(r"(?<![\w.♠♥♦♣{])(\d+)(?![\w♠♥♦♣}])")


def literal_rule_numbers(text: str, data: set[int]) -> list[str]:
    """Rule numbers written as digits in ``text``: outside quotations of a source (which
    stay verbatim), not a sum's operand or result (``20 + 20 + 20 = 60``: the sum shows its
    working), not one of the position's own numbers (its scores and totals), not a source
    code (``003``)."""
    from canasta_teach.game.rulesets import rule_numbers

    values = {rule_numbers()[n] for n in _RULE_NUMBER_NAMES}
    bare = _QUOTED.sub(lambda m: " " * len(m.group()), text)
    found = []
    for m in _NUMBER.finditer(bare):
        token = m.group(1)
        if token.startswith("0") and len(token) > 1:
            continue
        before, after = bare[: m.start()].rstrip(), bare[m.end():].lstrip()
        if before.endswith(("+", "=", "-", "−", "–")) or after.startswith(("+", "=", "-", "−", "–")):
            continue
        value = int(token)
        if value in values and value not in data:
            found.append(f"{token} in …{bare[max(0, m.start() - 30): m.end() + 10]}…")
    return found


def test_the_number_finder_catches_a_restated_rule_number() -> None:
    assert literal_rule_numbers("A natural canasta is worth 500.", set())
    assert literal_rule_numbers("Three kings count 30, short of 50.", set())
    assert not literal_rule_numbers("A natural canasta is worth {natural_canasta}.", set())
    assert not literal_rule_numbers('"it falls from 500 to 300 points" (000)', set())
    assert not literal_rule_numbers("A A 2 counts {ace} + {ace} + {two} = 60 (003)", set())
    assert not literal_rule_numbers("Your side stands at 1495", {1495})
    assert not literal_rule_numbers("„Er fällt von 500 auf 300 Punkte“ (003)", set())
    assert literal_rule_numbers("Ein reiner Canasta ist 500 wert", set())


def test_no_position_prose_restates_a_rule_number() -> None:
    """Every title and explanation of the shipped positions names the rule numbers as
    placeholders (filled in from the rulesets when read), so a number lives once."""
    from canasta_teach.content.safe_yaml import load_yaml

    problems = []
    for path in sorted((PACKAGE / "data" / "positions").glob("*.yaml")):
        for entry in load_yaml(path.read_text(encoding="utf-8")):
            data = {int(n) for key in ("score", "totals") for n in (entry.get(key) or []) if isinstance(n, int)}
            for key in ("title", "explain"):
                for hit in literal_rule_numbers(str(entry.get(key) or ""), data):
                    problems.append(f"{path.name} {entry['id']} {key}: {hit}")
            # The same position's words in every other language (data/positions/<lang>/).
            for overlay in sorted(path.parent.glob(f"*/{path.name}")):
                words = (load_yaml(overlay.read_text(encoding="utf-8")) or {}).get(entry["id"]) or {}
                for key in ("title", "explain"):
                    for hit in literal_rule_numbers(str(words.get(key) or ""), data):
                        problems.append(f"{overlay.parent.name}/{path.name} {entry['id']} {key}: {hit}")
    assert not problems, "\n".join(problems)


def test_position_prose_is_filled_from_the_rulesets() -> None:
    from canasta_teach.content.authoring import load_positions

    rs = get_ruleset("classic")
    canastas = {p.id: p for p in load_positions(PACKAGE / "data" / "positions" / "03-canastas.yaml")}
    assert f"worth a {rs.natural_canasta_bonus} bonus" in canastas["03-seven-kings"].explain
    assert "{" not in canastas["03-seven-kings"].explain


def test_a_brace_that_names_no_rule_number_is_an_authors_error() -> None:
    from canasta_teach.errors import PositionError

    with pytest.raises(PositionError, match=r"key 'explain': '\{bonus\}' names no rule number"):
        parse_positions("- id: x\n  ask: card-value\n  card: Ks\n  explain: worth a {bonus} bonus\n")
    with pytest.raises(PositionError, match="a brace"):
        parse_positions("- id: x\n  ask: card-value\n  card: Ks\n  title: 'a } here'\n")
    assert parse_positions("- id: x\n  ask: card-value\n  card: Ks\n  title: 'braces {{ }}'\n")[0].title == "braces { }"


# --------------------------------------------------------------------------------------
# The card table, the handout, the generators and the dashboard build no sentence of their own


#: English with every word of every message (each variant of a selector too) wrapped in
#: ⟪ ⟫, the facts kept: what a page shows from the catalogue is then all inside ⟪ ⟫, and
#: what it shows outside them it wrote itself.
MARKED = ENGLISH.derived("x-marked", transform=lambda text: f"⟪{text}⟫")
_MARKS = re.compile(r"⟪[^⟫…]*[⟫…]")  # a chart's label shortened to "…" loses its closing mark


def _shown(page: str) -> str:
    """What a reader meets in an HTML page: its text and its aria-label, title and alt
    attributes (a screen reader says them), without the stylesheet; catalogue words out."""
    import html as _html

    page = re.sub(r"<style>.*?</style>", " ", page, flags=re.S)
    attributes = re.findall(r'(?:aria-label|title|alt|placeholder)="([^"]*)"', page)
    text = re.sub(r"<[^>]+>", " ", page)
    return _MARKS.sub(" ", _html.unescape(" ".join([text, *attributes])))


def _english_words(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z][A-Za-z'-]+", text))


def _marked_positions():
    import random

    from canasta_teach.content.authoring import load_positions
    from canasta_teach.content.check import shipped_position_files
    from canasta_teach.content.generate import GENERATORS, generate

    shipped = [p for f in shipped_position_files() for p in load_positions(f)]
    made = [generate(name, random.Random(seed)) for name in GENERATORS for seed in range(4)]
    return shipped + made


def test_the_marker_catalogue_keeps_every_placeholder() -> None:
    for key in ENGLISH.ids:
        assert ENGLISH.variables(key) == MARKED.variables(key), key


def test_the_card_table_says_nothing_of_its_own() -> None:
    """Every caption, label and name of the HTML card table comes from the catalogue: with
    every template marked, nothing but the position's facts is left outside the marks
    (digits, the cards' corner letters, the ruleset's name)."""
    from canasta_teach.app.render import question_cards_html, table_html
    from canasta_teach.content.reveal import after_answer, before_answer
    from canasta_teach.game.rulesets import RULESETS

    allowed = set(RULESETS)
    positions = _marked_positions()
    with speaking(MARKED):
        for p in positions:
            try:
                keys = judge(p).key_cards
            except Exception:  # noqa: BLE001 - a should-position needs the coach; the table is what is tested
                keys = ()
            for page in (table_html(p, reveal=before_answer(p)),
                         table_html(p, highlight=keys, reveal=after_answer(p)),
                         question_cards_html(p)):
                left = _english_words(_shown(page)) - allowed
                assert not left, (p.id, sorted(left))
    assert current_language() == "en"


def test_the_generators_say_nothing_of_their_own() -> None:
    """A generated position's title and each generator's summary are the catalogue's:
    outside the marks only the cards as a player says them (``K K 2``) and numbers."""
    import random

    from canasta_teach.content.generate import GENERATORS, generate

    with speaking(MARKED):
        for name, generator in GENERATORS.items():
            assert generator.summary.startswith("⟪"), name
            assert not _english_words(_MARKS.sub(" ", generator.summary)), name
            for seed in range(6):
                title = generate(name, random.Random(seed)).title
                assert not _english_words(_MARKS.sub(" ", title)), (name, seed, title)
    assert current_language() == "en"


def test_the_handout_says_nothing_of_its_own() -> None:
    """With every template marked, the handout of every lesson holds no English word
    outside the marks but the lesson's own prose (its title and introduction, the
    positions' titles and teacher's notes) and the facts (rule ids, the ruleset's name)."""
    import html as _html

    from canasta_teach.app.handout import build_handout
    from canasta_teach.app.lesson_intro import lesson_intro_html as _lesson_intro
    from canasta_teach.content.lessons import lesson_positions, load_lessons
    from canasta_teach.game.rulesets import RULESETS

    allowed = set(RULESETS) | {part for rule_id in RULE_BOOK for part in re.findall(r"[A-Za-z][A-Za-z'-]+", rule_id)}
    def plain(text: str) -> str:
        return " ".join(_MARKS.sub(" ", text).split())

    for lesson in load_lessons():
        with speaking(MARKED):  # the prose names rule numbers in the catalogue's words too
            shown = plain(_shown(build_handout(lesson.id)))
            authored = [lesson.title, _html.unescape(re.sub(r"<[^>]+>", " ", _lesson_intro(lesson)))]
            for p in lesson_positions(lesson):
                authored += [p.title or "", p.explain or ""]
        for text in sorted(authored, key=len, reverse=True):
            for piece in (plain(text), *(plain(t) for t in text.split("\n\n"))):
                if piece:
                    shown = shown.replace(piece, " ")
        left = {w for w in _english_words(shown) - allowed if not _notation(w)}
        assert not left, (lesson.id, sorted(left))
    assert current_language() == "en"


#: The play notation's words (README, "play"): a ``play`` question and the legal ways of a
#: ``best-play`` one show a turn in it, like a card code; it is a notation, not a sentence.
_NOTATION_WORDS = {"draw", "take", "meld", "add", "discard", "red", "go", "out", "end"}
_CARD_CODE = re.compile(r"^(?:[JQKA][cdhs]|JK)$")


def _notation(word: str) -> bool:
    return word.lower() in _NOTATION_WORDS or bool(_CARD_CODE.match(word))


#: The dashboard's own words before they moved to the catalogue (dashboard.*).
_OLD_DASHBOARD_WORDS = (
    "first answer", "per learner", "most-missed", "missed it the first time", "Who may be stuck", "Details",
    "Per rule", "Per position", "Share missed", "right first time", "right the first time", "last seen",
    "lessons done", "personal code", "not yet", "Learners", "learners", "learner", "Your class", "Class ",
    "of their last", "has not finished", "more (all of them below)", "Refresh", "for the teacher", "teacher key",
    "No answers yet", "on the roster", "share missed", "wrong of last", "lessons started", "made-up positions",
    "teacher's positions", "only a natural pair opens it",
)


def test_the_dashboard_says_nothing_of_its_own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With every template marked, the dashboard (a class with answers, stuck learners and
    learners without a code; an empty class; the locked page) shows none of its old words
    outside the marks: only names, position and lesson titles kept by the store, and figures."""
    from canasta_teach.app.dashboard import dashboard_html, show_dashboard
    from canasta_teach.config import TEACHER_KEY_ENV
    from canasta_teach.progress.store import Answer, ProgressStore

    store = ProgressStore.open(tmp_path / "p.sqlite3")
    for i in range(12):
        for j in range(6):
            store.record_answer(Answer(f"ann{i}", "06-frozen-by-two", rule_ids=("pile-frozen-wild",),
                                       correct=j % 3 == 0, first_try=True, source="lesson:06-the-frozen-pile"))
    store.mark_lesson_done("ann0", "06-the-frozen-pile", right_first_time=5, steps=7)
    empty = ProgressStore.open(tmp_path / "e.sqlite3")
    monkeypatch.setenv(TEACHER_KEY_ENV, "s3cret")
    monkeypatch.setenv("QUERY_STRING", "key=wrong")
    with speaking(MARKED):
        # an answer keeps its label as said when it is recorded (a made-up position, a class one)
        store.record_answer(Answer("zed", "gen-wild-buried-5-0", rule_ids=("pile-frozen-wild",), correct=False,
                                   first_try=True, source="quiz"))
        store.record_answer(Answer("zed", "my-own-1", rule_ids=("pile-top-wild",), correct=False, first_try=True,
                                   source="lesson:class"))
        pages = [dashboard_html(store, class_name="7b"), dashboard_html(store), dashboard_html(empty),
                 show_dashboard().children[0].value]
    english = [dashboard_html(store, class_name="7b"), dashboard_html(store), dashboard_html(empty)]
    assert "Who may be stuck" in english[0] and "No answers yet" in english[2]  # the words tested are the page's
    for page in pages:
        shown = _shown(page)
        found = [w for w in _OLD_DASHBOARD_WORDS if w in shown]
        assert not found, found
    assert current_language() == "en"
