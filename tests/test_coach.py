"""The coach: seeded verdicts, blind to hidden cards, right where one choice is clearly better."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from canasta_teach.content.authoring import parse_positions
from canasta_teach.game.cards import Card
from canasta_teach.game.choices import Choice, ChoiceError
from canasta_teach.game.deal import deal
from canasta_teach.game.referee import apply, legal_operations
from canasta_teach.game.table import Phase, TableState
from canasta_teach.judge.wording import say
from canasta_teach.players import coach as coach_module
from canasta_teach.players.coach import (
    CoachError,
    choice_label,
    coach,
    decision_choices,
    table_for_position,
)

# Our side has a canasta and a big lead on the table; the opponents still hold eleven
# cards each (more than a canasta's worth): going out now makes those cards count minus.
GO_OUT_LEAD = """
- id: go-out-lead
  hand: 7c 7h 7d 10s
  our_melds: [Qs Qh Qd Qc Qs Qh 2c, 10h 10d 10c, As Ah Ad]
  their_melds: [Ks Kh Kd, 9s 9h 9d 9c]
  pile: 8d 5c 6h
  score: [2400, 2600]
  ask: go-out
"""

# A pile of eleven with a joker and two aces, and the king on top completes our kings to a
# canasta with the natural pair in hand.
BIG_PILE = """
- id: take-big
  hand: Ks Kh 9d 7c 6s 5h 4c Jd
  our_melds: [Kd Kc Ks Kh, 8s 8h 8d]
  their_melds: [10s 10h 10d, 6c 6d 6h]
  pile: 4d JK As Jh 9s 7s Ah 10c Qc 5s Kd
  score: [1900, 2000]
  ask: take-pile
"""


def cs(*names: str) -> tuple[Choice, ...]:
    """Choices from their notation (read once, here)."""
    return tuple(Choice.parse(n) for n in names)


def _table(text: str, choices: tuple[Choice, ...]) -> TableState:
    return table_for_position(parse_positions(text)[0], choices)


def _shuffle_hidden(state: TableState, seat: int, seed: int) -> TableState:
    """The same table as ``seat`` sees it, with the hidden cards (other hands, the stock)
    dealt differently."""
    hidden = [c for s, h in enumerate(state.hands) if s != seat for c in h] + list(state.stock)
    random.Random(seed).shuffle(hidden)
    hands, at = [], 0
    for s, h in enumerate(state.hands):
        if s == seat:
            hands.append(h)
        else:
            hands.append(tuple(hidden[at:at + len(h)]))
            at += len(h)
    return replace(state, hands=tuple(hands), stock=tuple(hidden[at:]))


def test_same_seed_same_verdict() -> None:
    state = _table(BIG_PILE, cs("take-pile", "draw"))
    first = coach(state, 0, cs("take-pile", "draw"), playouts=20, seed=3)
    again = coach(state, 0, cs("take-pile", "draw"), playouts=20, seed=3)
    assert first == again
    assert first.sentence == again.sentence and first.chart == again.chart
    other = coach(state, 0, cs("take-pile", "draw"), playouts=20, seed=4)
    assert other.outcomes != first.outcomes  # the seed matters: the deals sampled differ


def test_the_coach_never_reads_hidden_cards() -> None:
    """Two tables that differ only in the cards the player cannot see: the same verdict."""
    state = _table(BIG_PILE, cs("take-pile", "draw"))
    moved = _shuffle_hidden(state, 0, seed=99)
    assert moved.hands[1] != state.hands[1] and moved.stock != state.stock
    assert coach(state, 0, cs("take-pile", "draw"), playouts=12, seed=5) == coach(moved, 0, cs("take-pile", "draw"), playouts=12, seed=5)


def test_hidden_cards_do_not_matter_mid_hand() -> None:
    state = deal("classic", seed=21)
    state = apply(state, legal_operations(state)[0])  # draw
    choices = decision_choices(state, state.to_move)[:3]
    assert len(choices) >= 2
    moved = _shuffle_hidden(state, state.to_move, seed=1)
    assert coach(state, state.to_move, choices, playouts=6, seed=2) == coach(moved, state.to_move, choices, playouts=6, seed=2)


def test_going_out_with_a_big_lead_is_clearly_better() -> None:
    state = _table(GO_OUT_LEAD, cs("go-out", "keep-playing"))
    verdict = coach(state, 0, cs("go-out", "keep-playing"), playouts=200, seed=7)
    assert verdict.best == Choice.GO_OUT and verdict.clear, verdict.sentence
    go, keep = verdict.outcome(Choice.GO_OUT), verdict.outcome(Choice.KEEP_PLAYING)
    assert go.mean > keep.mean and go.win_rate > keep.win_rate
    assert verdict.sentence.startswith("Better to go out now")


def test_taking_a_big_pile_that_makes_a_canasta_beats_drawing() -> None:
    state = _table(BIG_PILE, cs("take-pile", "draw"))
    verdict = coach(state, 0, cs("draw", "take-pile"), playouts=120, seed=7)
    assert verdict.best == Choice.TAKE_PILE and verdict.clear, verdict.sentence
    assert verdict.runner_up == Choice.DRAW and verdict.margin > 0


def test_verdict_facts_and_chart() -> None:
    state = _table(BIG_PILE, cs("take-pile", "draw"))
    verdict = coach(state, 0, cs("take-pile", "draw"), playouts=10, seed=1)
    assert verdict.choices == cs("take-pile", "draw") and verdict.playouts == 10
    for o in verdict.outcomes:
        assert o.playouts == 10 and 0 <= o.win_rate <= 1 and o.low <= o.mean <= o.high
        assert o.stderr >= 0
    bars = verdict.chart
    assert [b.label for b in bars] == [choice_label(Choice.TAKE_PILE), choice_label(Choice.DRAW)]
    assert sum(b.best for b in bars) == 1
    assert verdict.sentence in (
        say("coach.clear", **_facts(verdict)), say("coach.close", **_facts(verdict)),
    )


def _facts(v: coach_module.CoachVerdict) -> dict[str, object]:
    b, o = v.outcome(v.best), v.outcome(v.runner_up)
    return dict(best=choice_label(v.best), other=choice_label(v.runner_up), n=v.playouts,
                best_mean=round(b.mean), other_mean=round(o.mean), best_wins=round(100 * b.win_rate),
                other_wins=round(100 * o.win_rate), margin=round(v.margin),
                spread=max(1, round(1.6449 * v.margin_stderr)))


def test_choices_are_checked() -> None:
    assert Choice.parse(" Go-Out ") == Choice.GO_OUT
    assert Choice.parse("discard 9C") == Choice.discard(Card.parse("9c")) and str(Choice.parse("discard 9C")) == "discard 9c"
    with pytest.raises(ChoiceError, match="unknown choice 'fold'"):
        Choice.parse("fold")
    with pytest.raises(ChoiceError, match="choice 'discard Zz'"):
        Choice.parse("discard Zz")
    with pytest.raises(CoachError, match="as Choice values"):
        coach(_table(BIG_PILE, cs("take-pile", "draw")), 0, ("take-pile", "draw"), playouts=4)  # type: ignore[arg-type]
    state = _table(BIG_PILE, cs("take-pile", "draw"))
    with pytest.raises(CoachError, match="at least two different choices"):
        coach(state, 0, cs("draw", "draw"), playouts=4)
    with pytest.raises(CoachError, match="draw or take the pile first"):
        coach(state, 0, cs("go-out", "keep-playing"), playouts=4)
    with pytest.raises(CoachError, match="not seat 1's decision"):
        coach(state, 1, cs("take-pile", "draw"), playouts=4)
    played = _table(GO_OUT_LEAD, cs("go-out", "keep-playing"))
    with pytest.raises(CoachError, match="discard 9c is not allowed"):
        coach(played, 0, cs("go-out", "discard 9c"), playouts=4)
    with pytest.raises(CoachError, match="do not mix"):
        table_for_position(parse_positions(BIG_PILE)[0], cs("take-pile", "go-out"))


def test_a_position_stock_must_add_up() -> None:
    text = BIG_PILE.replace("  ask: take-pile", "  stock: 30\n  ask: take-pile")
    with pytest.raises(CoachError, match=r"write stock: \d+"):
        _table(text, cs("take-pile", "draw"))


def test_known_cards_stay_in_their_hand() -> None:
    """Cards seen taken with the pile stay in the hand that took them, in every sample."""
    state = _table(BIG_PILE, cs("take-pile", "draw"))
    known_cards = state.hands[1][:3]
    public = coach_module._public(state, 0, {1: known_cards})
    for i in range(20):
        sampled = coach_module._sample(public, state.hands[0], random.Random(i))
        assert sampled.hands[1][:3] == known_cards
        assert [len(h) for h in sampled.hands] == [len(h) for h in state.hands]
        assert len(sampled.stock) == len(state.stock)
        assert sorted(map(str, sampled.all_cards())) == sorted(map(str, state.all_cards()))


def test_decision_choices() -> None:
    state = _table(BIG_PILE, cs("take-pile", "draw"))
    assert decision_choices(state, 0) == cs("take-pile", "draw")
    assert decision_choices(state, 1) == ()
    played = _table(GO_OUT_LEAD, cs("go-out", "keep-playing"))
    choices = decision_choices(played, 0)
    assert choices[:2] == cs("go-out", "keep-playing")
    assert all(c.card is not None and str(c) == f"discard {c.card}" for c in choices[2:])
    assert played.phase is Phase.PLAY
    assert Card.parse("10s") in played.hands[0]


def test_the_coach_reports_its_progress_and_the_same_verdict_with_or_without_listening() -> None:
    """``on_progress`` hears each play-out done, in order, and the end (an early stop jumps
    there); listening changes nothing in the verdict."""
    state = _table(BIG_PILE, cs("take-pile", "draw"))
    heard: list[tuple[int, int]] = []
    verdict = coach(state, 0, cs("take-pile", "draw"), playouts=12, seed=3, on_progress=lambda done, total: heard.append((done, total)))
    assert heard[-1] == (12, 12) and all(total == 12 for _, total in heard)
    assert [done for done, _ in heard] == sorted(done for done, _ in heard)
    assert verdict == coach(state, 0, cs("take-pile", "draw"), playouts=12, seed=3)
