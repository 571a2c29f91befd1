"""The referee (canasta_teach/game/referee.py): regression tests for plays it got wrong."""

from __future__ import annotations

from dataclasses import replace

from canasta_teach.game.cards import parse_cards
from canasta_teach.game.deal import deal
from canasta_teach.game.melds import Meld
from canasta_teach.game.operations import AskPartner, Discard, TakePile
from canasta_teach.game.referee import apply, legal_operations, refusals


def test_go_out_ask_partner_not_with_one_card_left() -> None:
    """000, 003: the partner's "no" binds, so asking needs a hand that can play on without
    going out. A compulsory take of a one-card pile from an empty stock left seat 1 with one
    card; the referee let it ask, and after "no" no operation was legal (found by self-play)."""
    state = deal("classic", seed=1)
    hands = state.hands
    state = replace(
        state,
        hands=(hands[0], parse_cards("5s"), hands[2], hands[3]),
        stock=(),
        pile=parse_cards("4c"),
        pile_frozen=False,
        melds=((), (Meld(parse_cards("Kc Kd Kh Ks Kc Kd Kh")), Meld(parse_cards("4s 4d 4h")))),
        side_melded=(False, True),
        to_move=1,
    )
    assert list(legal_operations(state)) == [TakePile()]
    after = apply(state, TakePile())
    ops = legal_operations(after)
    assert AskPartner() not in ops
    assert [r.rule_id for r in refusals(after, AskPartner())] == ["go-out-ask-partner", "keep-one-card"]
    assert Discard(parse_cards("5s")[0]) in ops
