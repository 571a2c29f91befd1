"""Facts apart from words (issue 8): every explanation a beginner can trust.

A ruling carries facts only; :mod:`canasta_teach.judge.wording` makes every sentence from
them. The tests below check, over every shipped position and a sample of generated quiz
positions, one property per defect class found in the shipped explanations:

- a sentence that opens in lower case ("Yes. three cards of one rank...");
- the same requirement said twice ("Not a canasta. Not a canasta, not even a meld"; "need
  two canastas to go out. Going out needs two canastas");
- "scores N now" for a play that scores nothing now, and for going out while the partner's
  cards still count;
- a cited rule that is not the one that decides (queens with a two cited the wild-card limit
  but not the two-natural-cards rule);
- a meld described before the card is added instead of after;
- for a legal way, the worst play found instead of a sensible one (a joker added to a
  natural canasta to go out instead of discarded);
- a Python value or repr in a sentence;

and that nothing is worded outside the catalogue: a fake language changes every sentence,
and the handout, the widgets and the command line build no sentence of their own.
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from canasta_teach.app.feedback import feedback_html
from canasta_teach.app.handout import build_handout
from canasta_teach.content.authoring import load_positions
from canasta_teach.content.check import shipped_position_files
from canasta_teach.content.generate import GENERATORS, generate
from canasta_teach.content.lessons import check_response, lesson_positions, load_lessons, prompt_for
from canasta_teach.game.cards import RANK_VALUES, Card, Rank
from canasta_teach.game.rulebook import RULE_BOOK
from canasta_teach.game.rulesets import get_ruleset
from canasta_teach.game.scoring import LineItem
from canasta_teach.judge import Ask, Position, Ruling, judge
from canasta_teach.judge.catalogue import current_language, words_for
from canasta_teach.judge.question_types import AddQuestion, takes_pile_to_go_out
from canasta_teach.judge.wording import (
    answer_label,
    count_text,
    explain,
    explanation_text,
    has_message,
    rule_statement,
    rule_title,
    ruling_json,
    say,
    speaking,
    verdict_text,
)
from canasta_teach.players.ruling import rule
from tests.helpers import pos

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "canasta_teach"

#: The asks worded by the judge's own ask modules (the engine's asks word the play notation).
JUDGE_ASKS = frozenset({
    Ask.CARD_VALUE, Ask.MELD, Ask.CANASTA_KIND, Ask.MIN_MELD, Ask.INITIAL_MELD, Ask.ADD,
    Ask.PILE_FROZEN, Ask.TAKE_PILE, Ask.GO_OUT, Ask.SCORE, Ask.GAME_OVER,
})


@cache
def shipped() -> tuple[tuple[Position, Ruling], ...]:
    out = []
    for path in shipped_position_files():
        for p in load_positions(path):
            out.append((p, rule(p)))  # ask: should is answered by the coach
    return tuple(out)


@cache
def generated() -> tuple[tuple[Position, Ruling], ...]:
    """A sample of generated quiz positions: 30 seeds of every generator."""
    out = []
    for name in GENERATORS:
        for seed in range(30):
            p = generate(name, random.Random(seed))
            out.append((p, judge(p)))
    return tuple(out)


def every() -> tuple[tuple[Position, Ruling], ...]:
    return shipped() + generated()


def _ids(items: tuple[tuple[Position, Ruling], ...]) -> list[str]:
    return [p.id for p, _ in items]


ALL = pytest.mark.parametrize("p, ruling", every(), ids=_ids(every()))


def every_where(applies: Callable[[Position, Ruling], bool]) -> pytest.MarkDecorator:
    """:data:`ALL`, only the positions a test's claim applies to (so every case asserts)."""
    items = tuple((p, r) for p, r in every() if applies(p, r))
    assert items, "no position to check"
    return pytest.mark.parametrize("p, ruling", items, ids=_ids(items))

# A sentence ends at ". ", "! " or "? " (a card like "10♠." does not split one).
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)")


def sentences(ruling: Ruling) -> list[str]:
    out = []
    for part in explain(ruling).sentences:
        out.extend(SENTENCE_END.split(part))
    return out


# --------------------------------------------------------------------------------------
# Defect class: a lower-case sentence after the lead word


@ALL
def test_every_sentence_opens_with_a_capital_a_digit_or_a_card(p: Position, ruling: Ruling) -> None:
    for s in sentences(ruling):
        first = s[0]
        assert first.isupper() or first.isdigit() or first in "-+", (s, explanation_text(ruling))


# --------------------------------------------------------------------------------------
# Defect class: the same requirement said twice

#: "needs two canastas", "needs at least two natural cards", "must be worth at least 50",
#: "may hold at most three wild cards": a requirement and its number.
REQUIREMENT = re.compile(
    r"\b(?:needs?|need)\b(?: at least| at most)? (?P<n>\w+) (?P<what>canastas?|natural cards?|wild cards?|cards?)\b"
    r"|\bmust be worth at least (?P<min>\d+)"
    r"|\bmay hold (?:at most|up to) (?P<max>\w+)"
)


def _requirements(text: str) -> list[tuple[str, str]]:
    found = []
    for m in REQUIREMENT.finditer(text):
        if m["n"]:
            found.append((m["n"], m["what"].rstrip("s")))
        elif m["min"]:
            found.append(("minimum", m["min"]))
        else:
            found.append(("wild limit", m["max"]))
    return found


@ALL
def test_no_sentence_twice_and_no_requirement_restated(p: Position, ruling: Ruling) -> None:
    exp = explain(ruling)
    said = sentences(ruling)
    assert len(said) == len(set(said)), said
    # The lead is not said again at the start of a sentence ("Not a canasta. Not a canasta, ...").
    lead = exp.lead.rstrip(".")
    assert not any(s.startswith(lead) for s in exp.sentences[1:]), exp.text
    requirements = _requirements(exp.text)
    assert len(requirements) == len(set(requirements)), (requirements, exp.text)


def test_requirement_detector_catches_the_old_defects() -> None:
    assert len(_requirements("With two players you need two canastas to go out. Going out needs two canastas: ...")) == 2
    assert _requirements("With two players you need two canastas to go out. Going out needs two canastas") == [
        ("two", "canasta"), ("two", "canasta")]


# --------------------------------------------------------------------------------------
# Defect class: "scores N now" for a play that scores nothing now, or leaves out the
# partner's cards

SCORE_CLAIM = re.compile(r"\b(?:scores?|earns?|counts?|points)\b")
NOW = re.compile(r"\b(?:now|this turn)\b")


@ALL
def test_now_only_with_a_score_earned_this_turn(p: Position, ruling: Ruling) -> None:
    # The coach's verdict names its choices ("go out now") and the play-outs' points.
    verdicts = {say(r.message, **dict(r.facts)) for r in ruling.reasons if r.message.startswith("coach.")}
    for s in sentences(ruling):
        if any(s in v for v in verdicts):
            continue
        if SCORE_CLAIM.search(s) and re.search(r"\d", s) and NOW.search(s):
            assert ruling.score_earned and ruling.score, (s, explanation_text(ruling))
    if ruling.score and not ruling.score_earned:
        assert "end of the hand" in explain(ruling).score, explain(ruling).score


@every_where(lambda p, r: bool(r.score and r.score_earned))
def test_going_out_scores_count_the_partners_cards_or_claim_no_total(p: Position, ruling: Ruling) -> None:
    score = explain(ruling).score
    if p.ruleset.players != 2:
        assert "partner" in score, score
    else:
        assert "partner" not in score, score


def test_adding_a_wild_card_to_a_natural_canasta_scores_nothing_now() -> None:
    p = pos(id="spoil", ask="add", card="2d", to="K", our_melds=["Ks Kh Kd Kc Ks Kh Kd"])
    ruling = judge(p)
    text = explanation_text(ruling)
    assert "now" not in text and "-180" in text and not ruling.score_earned
    assert explain(ruling).score.startswith("At the end of the hand")


# --------------------------------------------------------------------------------------
# Defect class: the cited rules miss the deciding one


def _natural_count(cards: tuple[Card, ...]) -> int:
    return sum(1 for c in cards if not c.is_wild)


def _meld_oracle(cards: tuple[Card, ...], ruleset_name: str, wild_limit: str) -> set[str]:
    """The rule that decides whether these cards are a meld, from the numbers alone."""
    if any(c.is_red_three for c in cards):
        return {"meld-no-threes"}
    if len(cards) < 3:
        return {"meld-min-size"}
    if len({c.rank for c in cards if not c.is_wild}) > 1:
        return {"meld-one-rank"}
    if any(c.is_black_three for c in cards):
        return {"black-three-meld"}
    naturals, wilds = _natural_count(cards), len(cards) - _natural_count(cards)
    if naturals < 2:
        return {"meld-two-natural"}
    if wilds > 3:
        return {"meld-three-wild"}
    if wild_limit == "more-natural" and wilds >= naturals:
        return {"meld-more-natural"}
    return {"meld-min-size", "meld-two-natural"}  # a meld: three cards, two natural


def _tranca_oracle(p: Position, ruling: Ruling) -> set[str]:
    """Tranca (003, "Varianten"): the rules that must decide, from the position alone."""
    top = p.top_card
    if p.ask is Ask.MELD:
        cards = p.question.cards  # type: ignore[union-attr]
        if any(c.is_black_three for c in cards):
            return {"tranca-black-three"}
        if sum(1 for c in cards if c.is_wild) > 1:
            return {"tranca-one-two"}
        return {"tranca-runs"} if ruling.answer is True else set()
    if p.ask in (Ask.TAKE_PILE, Ask.PILE_FROZEN) and top is not None:
        if top.is_black_three:
            return {"tranca-black-three"}
        if top.is_wild:
            return {"tranca-pile-two"}
        return {"tranca-take-pile"} if p.ask is Ask.TAKE_PILE and ruling.answer is True else set()
    if p.ask is Ask.GO_OUT and not p.morto_taken[0]:
        return {"tranca-go-out"}
    return set()


def _deciding_oracle(p: Position, ruling: Ruling) -> set[str]:
    """Rules that must be among the deciding ones, worked out from the position alone."""
    q = p.question
    if p.ruleset.is_tranca:
        return _tranca_oracle(p, ruling)
    if p.ask is Ask.MELD:
        return _meld_oracle(q.cards, p.ruleset.name, p.ruleset.wild_limit.value)
    if p.ask is Ask.CANASTA_KIND:
        oracle = _meld_oracle(q.cards, p.ruleset.name, p.ruleset.wild_limit.value)
        if oracle != {"meld-min-size", "meld-two-natural"}:
            return oracle
        if len(q.cards) < 7:
            return {"canasta"}
        return {"canasta-mixed" if any(c.is_wild for c in q.cards) else "canasta-natural"}
    if isinstance(q, AddQuestion):
        card, rank = q.card, q.to
        meld = p.our_meld_by_rank.get(rank)
        if q.to_side.value == "them":
            return {"no-adding-to-opponents"}
        if card.is_three:
            return {"meld-no-threes"}
        if meld is None:
            return {"one-meld-per-rank"}
        if card.is_natural:
            return {"meld-one-rank"} if card.rank is not rank else {"one-meld-per-rank"}
        if meld.wilds >= 3:
            return {"meld-three-wild"}
        if meld.is_canasta and meld.wilds == 0 and ruling.answer is True:
            return {"wild-cards", "canasta-wild-makes-mixed"}
        return {"wild-cards"} if ruling.answer is True else set()
    if p.ask is Ask.MIN_MELD:
        return {"first-meld-minimum"}
    if p.ask is Ask.INITIAL_MELD and not p.our_melds:
        groups: dict[object, list[Card]] = {}
        for meld in q.melds:
            groups.setdefault(next((c.rank for c in meld if not c.is_wild), None), []).extend(meld)
        valid = {"meld-min-size", "meld-two-natural"}
        if all(_meld_oracle(tuple(g), p.ruleset.name, p.ruleset.wild_limit.value) == valid for g in groups.values()):
            return {"first-meld-minimum"}
        return set()
    if p.ask is Ask.TAKE_PILE:
        top = p.top_card
        if top is None:
            return {"pile-top-card-only"}
        if top.is_wild:
            return {"pile-top-wild"}
        if top.is_black_three:
            return {"pile-black-three-top"}
        held = sum(1 for c in p.hand if c.rank is top.rank)
        frozen = any(c.is_wild for c in p.pile) or any(c.is_red_three for c in p.pile) or not p.our_melds
        if frozen and held < 2:
            return {"pile-frozen-natural-pair"}  # a frozen pile needs a natural pair
        return set()  # the first-meld rules: checked in the test
    if p.ask is Ask.GO_OUT and not q.takes_pile and ruling.answer is True:
        return {"go-out-canasta"}
    if p.ask is Ask.PILE_FROZEN and ruling.answer is True:
        return set()  # at least one cause: checked below
    if p.ask is Ask.GAME_OVER:
        return {"game-target"}
    if p.ask is Ask.SCORE:
        minus = {i.rule_id for i in ruling.hand_score.ours.items + ruling.hand_score.theirs.items} if ruling.hand_score else set()
        return {"red-three-minus"} & minus
    return set()


@ALL
def test_the_cited_rules_include_the_deciding_one(p: Position, ruling: Ruling) -> None:
    deciding = set(explain(ruling).deciding_rules)
    if any(r.message.startswith("coach.") for r in ruling.reasons):
        # The coach's verdict decides a should question: a strategy, with no rule box.
        assert not deciding and ruling.deciding[0].message.startswith("coach."), deciding
        return
    assert deciding, explanation_text(ruling)
    assert len(deciding) <= 2, deciding  # at most the one or two rules that decide
    missing = _deciding_oracle(p, ruling) - deciding
    assert not missing, (missing, deciding, explanation_text(ruling))
    if p.ask is Ask.PILE_FROZEN and ruling.answer is True and not p.ruleset.is_tranca:
        causes = {"pile-frozen-wild", "pile-frozen-start", "pile-frozen-no-meld"}
        assert deciding & causes, deciding
    if p.ask is Ask.TAKE_PILE and not p.our_melds and ruling.answer is False and "first-meld-pile-top" in ruling.rules:
        assert deciding & {"pile-minimum-with-top", "first-meld-pile-top", "keep-one-card"}, deciding
    # The deciding rules come first among the rules cited (the widgets show those first).
    assert set(ruling.rules[: len(deciding)]) == deciding


def test_queens_with_a_two_cite_the_two_natural_cards_rule() -> None:
    ruling = judge(pos(id="q", ask="meld", cards="Qs Qh 2c"))
    assert {"meld-min-size", "meld-two-natural"} <= set(explain(ruling).deciding_rules)
    assert "meld-three-wild" in ruling.rules  # the wild-card limit, behind "why?"
    assert "meld-three-wild" not in explain(ruling).deciding_rules


def test_a_meld_refused_for_too_few_natural_cards_cites_meld_two_natural() -> None:
    for cards in ("8s 2c JK", "2c 2d JK"):
        ruling = judge(pos(id="n", ask="meld", cards=cards))
        assert explain(ruling).deciding_rules == ("meld-two-natural",)


# --------------------------------------------------------------------------------------
# Defect class: a meld described before the card is added


def _add_positions() -> list[tuple[Position, Ruling]]:
    extra = [
        pos(id="spoil", ask="add", card="2d", to="K", our_melds=["Ks Kh Kd Kc Ks Kh Kd"]),
        pos(id="seventh", ask="add", card="Qc", to="Q", our_melds=["Qs Qh Qd Qc Qs Qh"]),
        pos(id="seventh-wild", ask="add", card="JK", to="9", our_melds=["9s 9h 9d 9c 9s 2c"]),
        pos(id="fourth", ask="add", card="9c", to="9", our_melds=["9s 9h 9d"]),
        pos(id="wild", ask="add", card="2h", to="A", our_melds=["As Ah Ad Ac"]),
    ]
    # Adds to a meld of one rank (a Tranca run is added to by its ends: tests/test_tranca_judge.py).
    return [(p, r) for p, r in every() if isinstance(p.question, AddQuestion)] + [(p, judge(p)) for p in extra]


@pytest.mark.parametrize("p, ruling", [(p, r) for p, r in _add_positions() if r.answer is True],
                         ids=[p.id for p, r in _add_positions() if r.answer is True])
def test_a_meld_is_described_after_the_card_is_added(p: Position, ruling: Ruling) -> None:
    q = p.asked(AddQuestion)
    rank = q.to
    meld = p.our_meld_by_rank[rank]
    text = explanation_text(ruling)
    assert count_text(meld.size + 1, "card") in text, text
    assert not re.search(r"\b(?:are|is) a natural canasta\b", text), text  # the state before
    if meld.is_canasta and meld.wilds == 0 and q.card.is_wild:
        assert "become a mixed canasta" in text, text


# --------------------------------------------------------------------------------------
# Defect class: for a legal way, the worst play instead of a sensible one


def _spoils(p: Position, ruling: Ruling) -> bool:
    """The play adds a wild card to a natural canasta of ours."""
    play = ruling.play
    assert play is not None
    for rank, cards in play.additions:
        meld = p.our_meld_by_rank[rank]
        if meld.is_canasta and meld.wilds == 0 and any(c.is_wild for c in cards):
            return True
    return False


@every_where(lambda p, r: p.ask is Ask.GO_OUT and r.play is not None and r.answer is True)
def test_a_legal_way_shown_is_a_sensible_one(p: Position, ruling: Ruling) -> None:
    assert ruling.play is not None
    # Melding everything with a wild card in a natural canasta, where discarding that wild
    # card and melding the rest the same way would go out too, is never shown.
    assert not (ruling.play.discard is None and _spoils(p, ruling)), explanation_text(ruling)


def test_going_out_discards_the_joker_rather_than_spoil_the_canasta() -> None:
    # The joker fits only the natural canasta (the fives hold three wild cards already):
    # melding it there would go out too, but costs 150; discarding it costs nothing.
    p = pos(id="joker", ask="go-out", hand="JK 5d", our_melds=["Ks Kh Kd Kc Ks Kh Kd", "5s 5h 2c 2d JK"])
    ruling = judge(p)
    assert ruling.answer is True and ruling.play is not None
    assert ruling.play.discard == Card.parse("JK")
    assert ruling.play.additions == ((Rank.FIVE, (Card.parse("5d"),)),)
    assert "discard the Joker" in explanation_text(ruling) and "mixed" not in explanation_text(ruling)


# --------------------------------------------------------------------------------------
# Defect class: a Python value in a sentence

REPR = ("Card(", "Card.parse", "Rank.", "Suit.", "Side.", "Ask.", "LineItem", "Play(", "None", "True", "False",
        "{", "}", "<", ">", "()", "[]", "_", "\\", "Traceback")


@ALL
def test_no_python_repr_in_any_sentence(p: Position, ruling: Ruling) -> None:
    text = explanation_text(ruling)
    for bad in REPR:
        assert bad not in text, (bad, text)
    for line in ruling_json(ruling, p)["score"] or []:
        assert not any(bad in line["label"] for bad in REPR), line


@ALL
def test_answers_in_the_learners_words(p: Position, ruling: Ruling) -> None:
    """The lead and the feedback use the labels of the buttons, never "none" or "them"."""
    prompt = prompt_for(p)
    labels = {c.label for c in prompt.choices}
    players = p.ruleset.players  # two or three players: "You", "The leading opponent"
    label = answer_label(p.ask, ruling.answer, players=players)
    if prompt.choices:
        assert label in labels, (label, labels)
    wrong = next((c.value for c in prompt.choices if c.value != ruling.answer), None)
    if wrong is not None:
        head = verdict_text(p.ask, wrong, ruling.answer, correct=False, players=players)
        assert f"“{answer_label(p.ask, wrong, players=players)}”" in head and f"“{label}”" in head
        assert not re.search(r"“(?:none|us|them|natural|mixed|True|False)”", head), head


# --------------------------------------------------------------------------------------
# Nothing is worded outside the catalogue


#: A fake language: every word of every message upper-cased, the facts kept (a selector's
#: variants, like ``{ $n -> [one] has *[other] have }``, are words too).
FAKE = words_for("en").derived("x-upper", transform=str.upper)


def test_the_fake_language_keeps_every_placeholder() -> None:
    english, fake = words_for("en"), FAKE
    assert english.ids == fake.ids
    for key in english.ids:
        assert english.variables(key) == fake.variables(key), key


def test_every_explanation_changes_with_the_catalogue() -> None:
    english = {p.id: explain(r) for p, r in shipped()}
    with speaking(FAKE):
        for p, ruling in shipped():
            fake = explain(ruling)
            assert len(fake.sentences) == len(english[p.id].sentences), p.id
            for was, now in zip(english[p.id].sentences, fake.sentences):
                if re.search("[a-z]", was):
                    assert now != was, (p.id, was)
            if p.ask in JUDGE_ASKS and not takes_pile_to_go_out(p.question):
                # Every word came from the catalogue: none is left in lower case.
                assert not re.search("[a-z]", fake.text), (p.id, fake.text)
                for table in fake.tables:
                    assert not re.search("[a-z]", table.title + " ".join(label for label, _ in table.lines)), p.id
    assert explain(shipped()[0][1]).text == english[shipped()[0][0].id].text  # the catalogue is back


def test_every_reason_names_a_message_of_the_catalogue() -> None:
    for p, ruling in every():
        for reason in ruling.reasons:
            assert has_message(reason.message), (p.id, reason.rule_id, reason.message)
            assert reason.rule_id in RULE_BOOK
        for item in ruling.score + ((ruling.hand_score.ours.items + ruling.hand_score.theirs.items) if ruling.hand_score else ()):
            assert isinstance(item, LineItem) and has_message(item.kind), item


def test_every_shipped_ruling_is_rendered_by_the_wording_module_only() -> None:
    """The handout, the widgets and the command line show the wording module's sentences."""
    for lesson in load_lessons():
        page = build_handout(lesson.id)
        for p in lesson_positions(lesson):
            ruling = rule(p)
            exp = explain(ruling)
            assert exp.text in _unesc(page), p.id
            feedback = _unesc(feedback_html(p, check_response(p, ruling.answer)))
            for sentence in (*exp.deciding, exp.play, exp.score, *exp.more):
                assert sentence in feedback, (p.id, sentence)
            assert ruling_json(ruling, p)["explanation"] == exp.text


def _unesc(page: str) -> str:
    """A page's text as a reader sees it (an apostrophe is written &#x27; or &#39;)."""
    import html

    return html.unescape(page)


#: The users of explanations; none builds a sentence of a ruling of its own.
USERS = ("app/feedback.py", "app/decision.py", "app/act_step.py", "app/lesson_player.py", "app/handout.py", "app/quiz.py", "cli/main.py", "content/check.py")
#: The old string-building members a user must not reach for.
OLD_WORDS = {"explanation", "answer_text", "describe", "to_json", "label", "text"}


@pytest.mark.parametrize("module", USERS)
def test_users_import_no_string_building_of_their_own(module: str) -> None:
    tree = ast.parse((PACKAGE / module).read_text(encoding="utf-8"))
    used = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in OLD_WORDS:
            base = node.value
            name = base.id if isinstance(base, ast.Name) else base.attr if isinstance(base, ast.Attribute) else ""
            if name in ("ruling", "reason", "r", "item", "i", "play", "verdict"):
                used.add(f"{name}.{node.attr}")
    assert not used, f"{module} words a ruling itself: {sorted(used)}"


def test_the_judge_keeps_no_sentence() -> None:
    """The ask modules and rulings.py hold facts: no f-string and no sentence literal
    outside the docstrings (the sentences are the catalogue's)."""
    modules = ("judge/asks.py", "judge/ask_parts.py", "judge/card_asks.py", "judge/meld_asks.py", "judge/pile_asks.py",
               "judge/go_out_ask.py", "judge/score_asks.py", "judge/rulings.py", "game/planners.py")
    for module in modules:
        tree = ast.parse((PACKAGE / module).read_text(encoding="utf-8"))
        docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                      if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef)) and n.body
                      and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            assert not isinstance(node, ast.JoinedStr), f"{module}:{node.lineno}: an f-string"
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                assert " " not in node.value.strip(), f"{module}:{node.lineno}: a sentence {node.value!r}"


# --------------------------------------------------------------------------------------
# Rule numbers live once


def test_answer_choices_are_the_rulesets_numbers() -> None:
    classic = get_ruleset("classic")
    card = prompt_for(pos(id="v", ask="card-value", card="JK"))
    assert {c.value for c in card.choices} == set(RANK_VALUES.values()) | {classic.red_three_bonus}
    minimum = prompt_for(pos(id="m", ask="min-meld", score=[0, 0]))
    assert [c.value for c in minimum.choices] == sorted({m for *_, m in classic.first_meld_bands()})


def test_rule_book_states_the_rulesets_numbers() -> None:
    classic = get_ruleset("classic")
    statement = RULE_BOOK["first-meld-minimum"].statement
    for low, high, minimum in classic.first_meld_bands():
        assert f": {minimum}" in statement
        if low is not None and high is not None:
            assert f"{low} to {high}" in statement
    assert str(classic.natural_canasta_bonus) in RULE_BOOK["canasta-natural"].statement
    assert str(classic.mixed_canasta_bonus) in RULE_BOOK["canasta-mixed"].statement
    assert str(classic.target) in RULE_BOOK["game-target"].statement
    values = RULE_BOOK["card-values"].statement
    for rank in (Rank.JOKER, Rank.ACE, Rank.KING, Rank.SEVEN):
        assert str(RANK_VALUES[rank]) in values


def test_rule_sources_state_what_the_rule_book_says() -> None:
    """RULES.md: 003 says the first-meld minimum depends on the score, but its table is
    missing from the text; 001 gives only the rows from 0 up."""
    rule = RULE_BOOK["first-meld-minimum"]
    assert "003" not in rule.sources and "001" not in rule.sources
    assert rule.note and "003" in rule.note and "001" in rule.note
    # Sources RULES.md does not list for a rule are not cited for it.
    assert "004" not in RULE_BOOK["pile-frozen-natural-pair"].sources
    assert "004" not in RULE_BOOK["pile-frozen-no-meld"].sources
    assert "000" not in RULE_BOOK["stock-exhausted"].sources
    assert "004" not in RULE_BOOK["canasta"].sources
    assert set(RULE_BOOK["meld-three-wild"].sources) == {"000", "003", "004"}


def test_rule_numbers_in_the_sources_of_prose() -> None:
    """The lesson prose and the lesson list state the table, the bonuses and the targets
    through placeholders, never as numbers of their own."""
    numbers = re.compile(r"(?<![\w.-])(?:15|50|90|120|1495|1500|2995|3000|500|300|800|5000|7500|108)(?![\w])")
    for path in sorted((PACKAGE / "data" / "lessons").glob("*/*.yaml")) + [PACKAGE / "data" / "lessons.yaml"]:
        text = path.read_text(encoding="utf-8")
        assert not numbers.findall(text), (path.name, numbers.findall(text))
    summaries = {lesson.id: lesson.summary for lesson in load_lessons()}
    assert f"({get_ruleset('classic').natural_canasta_bonus})" in summaries["03-canastas"]
    # The rule book in every language: no digit of its own but a source's number (000-004);
    # every number is a placeholder filled from the ruleset (judge/wording.rule_statement).
    for path in sorted((PACKAGE / "locales").glob("*/rules.ftl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            message, sep, value = line.partition(" = ")
            if not sep or line.startswith(("#", "source-")):
                continue
            own = re.findall(r"\d+", re.sub(r"\b00[0-4]\b", "", re.sub(r"\{[^}]*\}", "", value)))
            assert not own, (path.parent.name, message, own)


@pytest.mark.parametrize(("lang", "five_thousand", "seven_thousand_five"),
                         [("en", "5000", "7500"), ("da", "5.000", "7.500"), ("sv", "5\u00a0000", "7\u00a0500"),
                          ("de", "5.000", "7.500"), ("nl", "5.000", "7.500")])
def test_the_rule_book_states_the_rulesets_numbers_in_every_language(
        lang: str, five_thousand: str, seven_thousand_five: str) -> None:
    """``rules --ruleset X --lang L``: each language states that ruleset's numbers, in the
    language's digits."""
    three = get_ruleset("three-player")
    with speaking(lang):
        assert five_thousand in rule_title("game-target")
        assert seven_thousand_five in rule_title("game-target", three)
        assert seven_thousand_five in rule_statement("three-player")
        for rule_id in RULE_BOOK:
            assert "{" not in rule_statement(rule_id, three) + rule_title(rule_id, three), rule_id
        # 000's seven kings: the canasta bonus and the card values, summed from the ruleset
        kings = 7 * RANK_VALUES[Rank.KING]
        assert f"{kings}" in rule_statement("score-canasta-bonus")
        assert str(three.natural_canasta_bonus + kings) in rule_statement("score-canasta-bonus", three)


def test_say_fills_counts_and_capitals() -> None:
    assert say("meld.too-few", size=2, min=3) == "Two cards are not a meld: a meld needs three or more."
    assert say("go-out.loose", cards=(Card.parse("8c"),), count=1).startswith("8♣ has no meld to join and no other card of its rank")


def test_the_catalogue_is_english_by_default() -> None:
    assert current_language() == "en"


def test_every_rule_has_a_refusal_sentence() -> None:
    """The referee's refusals (rule ids with their numbers) are worded here too."""
    from canasta_teach.game.referee import Refusal
    from canasta_teach.judge.wording import refusal_message, refusal_text

    for rule_id in RULE_BOOK:
        message, _ = refusal_message(Refusal(rule_id))
        assert message == f"refusal.{rule_id}", rule_id
        assert refusal_text(Refusal(rule_id))[0].isupper()
    short = Refusal("first-meld-minimum", (), (("minimum", 50), ("points", 30)))
    assert refusal_text(short) == "Your side's first meld would count 30, short of the 50 it needs."
    canastas = Refusal("go-out-canasta", (), (("canastas", 1), ("needed", 2)))
    assert refusal_text(canastas) == "Going out needs two canastas; your side has one."
    assert refusal_text(Refusal("keep-one-card", (), (("left", 1),))).startswith("Unless you go out")


def test_the_lesson_prose_states_the_rulesets_numbers() -> None:
    """The lesson prose is written with placeholders, filled in from the ruleset: what a
    lesson says is what the ruleset says."""
    from canasta_teach.content.prose import lesson_prose

    table = lesson_prose("04-the-first-meld", "en").intro
    for low, high, minimum in get_ruleset("classic").first_meld_bands():
        if low is not None and high is not None:
            assert f"| {low} to {high} | {minimum} |" in table
    assert "{" not in lesson_prose("09-scoring-a-hand", "en").intro

