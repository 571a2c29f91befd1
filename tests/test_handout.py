"""The printable handout: ``canasta-teach handout LESSON --out FILE.html``.

Every answer checked here comes from the judge, never typed into the test.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest
from markupsafe import escape

from canasta_teach.app.handout import build_handout, markdown_to_html
from canasta_teach.cli.main import main as cli_main
from canasta_teach.content.authoring import load_positions
from canasta_teach.content.lessons import PromptKind, get_lesson, lesson_positions, prompt_for
from canasta_teach.content.prose import lesson_prose
from canasta_teach.errors import CanastaError
from canasta_teach.game.rulebook import RULE_BOOK
from canasta_teach.judge import answers_agree, judge
from canasta_teach.judge.wording import explanation_text, line_text

LESSON = "05-taking-the-pile"


def _escaped(text: str) -> str:
    """``text`` as the page's template engine (Jinja2's autoescape) writes it."""
    return str(escape(text))
REPO = Path(__file__).resolve().parent.parent


def _expected_answer_label(position) -> str:
    """The answer as the handout shows it: the label of the choice the judge's answer
    picks, or both scores for a score question."""
    ruling = judge(position)
    prompt = prompt_for(position)
    for choice in prompt.choices:
        if answers_agree(ruling.answer, choice.value):
            return choice.label
    assert prompt.kind is PromptKind.SCORE_PAIR
    ours, theirs = ruling.answer
    return f"Us {ours}, Them {theirs}"


def _explanation(position) -> str:
    """The explanation as the wording module says it (the handout builds no sentence)."""
    return explanation_text(judge(position))


def _split(page: str) -> tuple[str, str]:
    """(questions part, answer key part) of a handout page."""
    marker = page.index('<section class="ho-key"')
    return page[:marker], page[marker:]


@pytest.fixture(scope="module")
def page() -> str:
    return build_handout(LESSON)


def test_handout_is_a_self_contained_page(page: str) -> None:
    assert page.startswith("<!DOCTYPE html>")
    assert "<script" not in page.lower()
    assert not re.search(r"<(?:link|img|iframe|object|embed)\b", page, re.I)
    assert not re.search(r"""(?:src|href)\s*=|url\((?!data:)|@import""", page, re.I)
    # the card stylesheet once, in the head
    head, body = page.split("</head>", 1)
    assert head.count("<style>") == 1 and "<style" not in body
    assert ".ct-card" in head


def test_print_css(page: str) -> None:
    assert "@media print" in page
    assert "break-inside: avoid" in page
    assert "break-before: page" in page
    assert "print-color-adjust: exact" in page
    assert "@page" in page


def test_title_and_lesson_introduction(page: str) -> None:
    lesson = get_lesson(LESSON)
    assert f"<h1>{_escaped(lesson.title)}</h1>" in page
    # the lesson's introduction from the prose data (data/lessons/en/05-taking-the-pile.yaml)
    intro = markdown_to_html(lesson_prose(LESSON, "en").intro)
    questions, _ = _split(page)
    assert len(intro) > 100 and intro in questions
    assert "<strong>" in intro or "<li>" in intro  # Markdown, rendered


def test_every_question_then_the_answer_key(page: str) -> None:
    questions, key = _split(page)
    positions = lesson_positions(get_lesson(LESSON))
    assert len(positions) >= 4
    assert "Answer key" in key
    for number, position in enumerate(positions, 1):
        prompt = prompt_for(position).as_choice()  # on paper an act step is its yes/no question
        ruling = judge(position)
        assert _escaped(prompt.text) in questions
        assert _escaped(prompt.heading) in questions
        assert f'id="q{number}"' in questions
        # the answer is not given away among the questions
        assert _escaped(_explanation(position)) not in questions
        # the key gives the judge's answer and explanation, and the rules it cites
        assert f'id="a{number}"' in key
        assert _escaped(_explanation(position)) in key
        assert f"Answer: <b>{_escaped(_expected_answer_label(position))}</b>" in key
        for rule_id in ruling.rules:
            assert _escaped(RULE_BOOK[rule_id].title) in key
            assert _escaped(RULE_BOOK[rule_id].statement) in key
        if position.explain:
            assert _escaped(position.explain) in key
    # the answer boxes: one empty box per choice, as many as there are questions
    yes_no = [p for p in positions if any(c.label == "Yes" for c in prompt_for(p).choices)]
    assert questions.count('<span class="ho-box">Yes</span>') == len(yes_no) >= len(positions) - 1
    # the tables are redrawn in the key with the deciding cards highlighted
    lit = re.compile(r'class="[^"]*\bct-highlight\b')
    assert lit.search(key) and not lit.search(questions.split("</head>", 1)[1])


def test_lesson_by_number_is_the_same_page(page: str) -> None:
    assert build_handout("5") == page


def test_score_lesson_has_blanks_and_line_items() -> None:
    lesson = get_lesson("09-scoring-a-hand")
    page = build_handout(lesson.id)
    questions, key = _split(page)
    positions = lesson_positions(lesson)
    assert questions.count('class="ho-blank"') == 2 * len(positions)
    for position in positions:
        ruling = judge(position)
        assert ruling.hand_score is not None
        assert f"Answer: <b>{_escaped(_expected_answer_label(position))}</b>" in key
        for item in ruling.hand_score.ours.items + ruling.hand_score.theirs.items:
            assert _escaped(line_text(item)) in key
            assert f"{item.points:+d}" in key


def test_teacher_position_file(tmp_path: Path) -> None:
    path = tmp_path / "club-night.yaml"
    path.write_text(textwrap.dedent("""\
        - id: frozen-by-two
          title: A two in the pile - take it with your kings?
          hand: Ks Kh 7d 2c
          our_melds: [Qs Qh Qd 2c, 9s 9h 9d]
          their_melds: [As Ah Ad]
          pile: 4c 2s 9d Kd
          score: [1600, 800]
          ask: take-pile
          explain: Look under the top card before you reach for the pile.
        - id: game
          ask: game-over
          totals: [5120, 4300]
        """), encoding="utf-8")
    page = build_handout(str(path))
    assert "<h1>club-night.yaml</h1>" in page
    questions, key = _split(page)
    for position in load_positions(path):
        ruling = judge(position)
        assert _escaped(prompt_for(position).text) in questions
        assert _escaped(explanation_text(ruling)) in key
    assert "Look under the top card" in key
    assert "<script" not in page.lower()


def test_errors_are_canasta_errors(tmp_path: Path) -> None:
    with pytest.raises(CanastaError, match="no lesson 'nope'"):
        build_handout("nope")
    bad = tmp_path / "bad.yaml"
    bad.write_text("- id: x\n  ask: take-pile\n  hand: Zz\n", encoding="utf-8")
    with pytest.raises(CanastaError, match="bad.yaml"):
        build_handout(str(bad))
    with pytest.raises(CanastaError, match="no such position file"):
        build_handout(str(tmp_path / "missing.yaml"))
    empty = tmp_path / "empty.yaml"
    empty.write_text("", encoding="utf-8")
    with pytest.raises(CanastaError, match="no positions"):
        build_handout(str(empty))


def test_cli_writes_the_handout(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "lesson5.html"
    assert cli_main(["handout", "5", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    n = len(lesson_positions(get_lesson(LESSON)))
    assert str(out) in printed and f"{n} positions" in printed
    assert out.read_text(encoding="utf-8") == build_handout(LESSON)


def test_cli_unknown_lesson_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.html"
    status = cli_main(["handout", "nope", "--out", str(out)])
    captured = capsys.readouterr()
    assert status != 0
    assert "no lesson 'nope'" in captured.err
    assert "05-taking-the-pile" in captured.err  # it says what to choose instead
    assert "Traceback" not in captured.err + captured.out
    assert not out.exists()


def test_cli_bad_position_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("- id: x\n  ask: take-pile\n  hand: Zz\n", encoding="utf-8")
    status = cli_main(["handout", str(bad), "--out", str(tmp_path / "x.html")])
    err = capsys.readouterr().err
    assert status != 0 and "bad.yaml" in err and "Traceback" not in err


def test_markdown_is_made_safe_for_paper() -> None:
    out = markdown_to_html("**Top** card <script>alert(1)</script> [next](06.ipynb) ![pic](http://x/y.png)")
    assert "<strong>Top</strong>" in out
    assert "<script" not in out and "&lt;script&gt;" in out
    assert "<a " not in out and "next" in out
    assert "<img" not in out


def test_the_answer_sheet_hides_nothing_and_the_questions_give_nothing_away() -> None:
    """The question's table is drawn as before the answer (content/reveal.py), the answer
    key's as after it, whatever the key cards: a min-meld answer with no card to highlight
    shows the minimum it answers."""
    from canasta_teach.app.render import table_html
    from canasta_teach.content.lessons import load_lessons
    from canasta_teach.content.reveal import Hidden, after_answer, before_answer
    from canasta_teach.players.ruling import rule

    minimum_shown = 0
    for lesson in load_lessons():
        page = build_handout(lesson.id)
        for p in lesson_positions(lesson):
            ruling = rule(p)
            question = table_html(p, include_style=False, reveal=before_answer(p))
            answer = table_html(p, highlight=ruling.key_cards, include_style=False, reveal=after_answer(p))
            if p.hand or p.our_melds or p.their_melds or p.pile or p.stock is not None:
                assert question in page and answer in page, p.id
                if before_answer(p).hides(Hidden.FIRST_MELD_MINIMUM):
                    assert "first meld minimum for us" not in question and "first meld minimum for us" in answer, p.id
                    minimum_shown += 1
    assert minimum_shown  # the lessons hold such positions


@pytest.mark.parametrize(("lang", "words"), [
    ("de", "keine Lektion 'nope': wähle eine von 01-"),
    ("da", "ingen lektion 'nope': vælg en af 01-"),
    ("sv", "ingen lektion 'nope': välj en av 01-"),
    ("nl", "geen les 'nope': kies een van 01-"),
])
def test_the_handout_says_what_it_cannot_print_in_its_language(
        lang: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from canasta_teach.cli.main import main as cli_main

    assert cli_main(["handout", "--lang", lang, "nope"]) == 2
    assert capsys.readouterr().err.startswith(f"canasta-teach: {words}")
    empty = tmp_path / "empty.yaml"
    empty.write_text("[]\n", encoding="utf-8")
    assert cli_main(["handout", "--lang", lang, str(empty)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"canasta-teach: {empty}: ") and "'- id:'" in err and "holds no positions" not in err, err
