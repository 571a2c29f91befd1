"""An act step's verdict speaks of what the learner did ("You drew from the stock"), not of
a yes/no answer they never gave; the right play is named in the same terms."""

from __future__ import annotations

import re

import pytest

from canasta_teach.app.act_step import ActStepView, is_act_step
from canasta_teach.content.lessons import lesson_positions, load_lessons
from canasta_teach.game.operations import TakePile
from canasta_teach.game.referee import legal_operations
from canasta_teach.judge import judge
from canasta_teach.judge.question_types import takes_pile_to_go_out
from canasta_teach.judge.wording import phrase, say

ACT = [p for lesson in load_lessons() for p in lesson_positions(lesson) if is_act_step(p)]


def _verdict_line(view: ActStepView) -> str:
    """The verdict line as shown (its marks and cards as drawn; the words said beside it)."""
    match = re.search(r'class="ct-verdict"[^>]*>(?:<span aria-hidden="true">)?([^<]*)<', view.feedback.value)
    assert match, view.feedback.value
    return match.group(1)


@pytest.mark.parametrize("position", ACT, ids=[p.id for p in ACT])
def test_declining_to_act_is_reported_as_what_the_learner_did(position) -> None:
    view = ActStepView(position)
    enabled = [a.id for a in view.table._enabled]
    action = "draw" if "draw" in enabled else "keep" if "keep" in enabled else "stay"
    view.table.receive({"action": action, "selected": []})
    line = _verdict_line(view)
    did = {"draw": "act.did.draw", "keep": "act.did.keep", "stay": "act.did.stay"}[action]
    assert say(did) in line
    assert "your answer was" not in line and "“No”" not in line
    right = judge(position).answer
    if right is False:
        assert line == say("act.verdict.right", did=say(did))
    else:
        kind = position.ask.value + ("-takes-pile" if takes_pile_to_go_out(position.question) else "")
        assert line == say("act.verdict.wrong", did=say(did), right=phrase(f"act.right.{kind}.yes"))


def test_taking_the_pile_names_the_cards_taken_with() -> None:
    for position in (p for p in ACT if p.ask.value == "take-pile" and judge(p).answer is True):
        view = ActStepView(position)
        ways = [op for op in legal_operations(view.table.state) if isinstance(op, TakePile) and op.cards]
        if not ways:
            continue
        hand = view.table._hand
        picked: list[int] = []
        for card in ways[0].cards:
            picked.append(next(i for i, c in enumerate(hand) if c == card and i not in picked))
        view.table.receive({"action": "take", "selected": picked})
        assert _verdict_line(view) == say("act.verdict.right", did=say("act.did.take", cards=tuple(hand[i] for i in sorted(picked))))
        return
    pytest.fail("no shipped take-pile step is answered by taking the pile with two cards")


def test_answering_without_acting_keeps_the_yes_no_words() -> None:
    view = ActStepView(ACT[0])
    view.answer(True)
    assert "✔" in _verdict_line(view) or "✘" in _verdict_line(view)
    assert not _verdict_line(view).startswith(("✔ Right. You", "✘ Not quite. You"))
