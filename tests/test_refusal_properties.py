"""Property tests over thousands of seeded random tables, one per class of mistake issue 16
found ("right answer, wrong reason"):

1. a reason checked in the wrong order: every refused take cites the first rule that fails
   in the rule book's order of precedence;
2. a sentence for a case that does not apply: no "your partner" sentence for a seat without
   a partner, no "add it to your side's meld" when the side has no meld of that rank, no
   "a wild card in the pile" when the pile holds none (frozen by a red three at its start);
3. an explanation naming cards the player does not hold: every card a refusal or a
   must-take ruling names from the hand is in the hand.

The tables come from the engine: a seeded deal played on by random legal operations, with
the stock sometimes emptied and the hand sometimes cut to one card, so the empty-stock and
one-card rules are reached too.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

import pytest

from canasta_teach.game.cards import Card
from canasta_teach.game.deal import deal
from canasta_teach.game.operations import AddToMeld, AskPartner, Discard, GoOut, Operation, TakePile
from canasta_teach.game.referee import Refusal, apply, legal_operations, refusals
from canasta_teach.game.table import Phase, TableState
from canasta_teach.judge import judge
from canasta_teach.judge.wording import reason_text, refusal_text
from tests.helpers import pos

RULESETS = ("classic", "two-player", "three-player")


def _tables(ruleset: str, seeds: range, steps: int = 60) -> Iterator[TableState]:
    """Seeded random tables: each deal played on by random legal operations; every state
    visited, and variants with the stock emptied or the hand cut to one card."""
    for seed in seeds:
        rng = random.Random(seed)
        state = deal(ruleset, seed=seed)
        for _ in range(rng.randrange(steps)):
            if state.is_over:
                break
            ops = legal_operations(state)
            if not ops:
                break
            state = apply(state, rng.choice(list(ops)), verified=True)
            yield state
            seat = state.to_move
            if state.phase is Phase.DRAW and rng.random() < 0.3:
                yield replace(state, stock=())
            if state.phase is Phase.DRAW and state.pile and rng.random() < 0.3:
                hands = list(state.hands)
                hands[seat] = state.hand[:1]
                # A one-card pile is a fresh pile (the last one was taken): frozen only by a
                # wild card on it, never by the cards cut away.
                yield replace(state, hands=tuple(hands), pile=state.pile[-1:], pile_frozen=state.pile[-1].is_wild,
                              stock=() if rng.random() < 0.5 else state.stock)


def _take_attempts(state: TableState, rng: random.Random) -> list[TakePile]:
    hand = list(state.hand)
    attempts = [TakePile()]
    if hand:
        attempts.append(TakePile((rng.choice(hand),)))
    if len(hand) >= 2:
        attempts.append(TakePile(tuple(rng.sample(hand, 2))))
        top = state.top_card
        same = [c for c in hand if top is not None and c.rank is top.rank]
        if len(same) >= 2:
            attempts.append(TakePile((same[0], same[1])))
        wild = [c for c in hand if c.is_wild]
        if same and wild:
            attempts.append(TakePile((same[0], wild[0])))
    return attempts


def _holds(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> bool:
    have = Counter(c.rules_key for c in hand)
    need = Counter(c.rules_key for c in cards)
    return all(have[k] >= n for k, n in need.items())


def _first_failing(state: TableState, op: TakePile) -> str | None:
    """The rule book's order of precedence for taking the pile, written out on its own:
    the top card (000, 003), the cards held, one card on a one-card pile (004, unless the
    empty stock makes the take compulsory), a pile frozen for you takes only a natural pair
    (000, 002, 003). None: a later rule decides, or none refuses."""
    seat = state.to_move
    top = state.top_card
    if any(c.is_red_three for c in state.hand):
        return "red-three-replace"
    if top is None:
        return "pile-top-card-only"
    if top.is_wild:
        return "pile-top-wild"
    if top.is_black_three:
        return "pile-black-three-top"
    if not _holds(state.hand, op.cards):
        return "play-from-hand"
    frozen = state.frozen_for(seat)
    compulsory = not state.stock and not frozen and state.meld_of_rank(seat, top.rank) is not None
    if state.ruleset.one_card_pile_forbidden and len(state.hand) == 1 and len(state.pile) == 1 and not compulsory:
        return "one-card-pile"
    pair = len(op.cards) == 2 and all(c.is_natural and not c.is_three and c.rank is top.rank for c in op.cards)
    if frozen and not pair:
        if not state.pile_frozen:
            return "pile-frozen-no-meld"
        # Frozen for everyone: by a wild card in it, or by the red threes that started it.
        wild = any(c.is_wild for c in state.pile) or not any(c.is_red_three for c in state.pile)
        return "pile-frozen-wild" if wild else "pile-frozen-start"
    return None


_EARLY = {"red-three-replace", "pile-top-card-only", "pile-top-wild", "pile-black-three-top", "play-from-hand",
          "one-card-pile", "pile-frozen-wild", "pile-frozen-start", "pile-frozen-no-meld"}


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_refused_take_cites_the_first_rule_that_fails(ruleset: str) -> None:
    rng = random.Random(16)
    tried = 0
    for state in _tables(ruleset, range(120)):
        if state.phase is not Phase.DRAW:
            continue
        for op in _take_attempts(state, rng):
            found = refusals(state, op)
            expected = _first_failing(state, op)
            tried += 1
            if expected is not None:
                assert found and found[0].rule_id == expected, (state, op, found)
            elif found:
                assert found[0].rule_id not in _EARLY, (state, op, found)
    assert tried > 2000


def _attempts(state: TableState, rng: random.Random) -> list[Operation]:
    ops: list[Operation] = []
    if state.phase is Phase.DRAW:
        ops.extend(_take_attempts(state, rng))
    elif state.phase is Phase.PLAY:
        ops.append(AskPartner())
        ops.append(GoOut())
        if state.hand:
            card = rng.choice(state.hand)
            ops.append(Discard(card))
            for meld in state.side_melds(state.to_move):
                if meld.rank is not None:
                    ops.append(AddToMeld(meld.rank, card))
    return ops


@pytest.mark.parametrize("ruleset", RULESETS)
def test_no_sentence_for_a_case_that_does_not_apply(ruleset: str) -> None:
    rng = random.Random(61)
    said = 0
    for state in _tables(ruleset, range(120)):
        seat = state.to_move
        for op in _attempts(state, rng):
            for refusal in refusals(state, op):
                text = refusal_text(refusal)
                said += 1
                if "your partner" in text.lower():
                    assert state.partner_of(seat) is not None, (state, op, text)
                if "wild card in the pile" in text:
                    assert any(c.is_wild for c in state.pile), (state, op, text)
                if "add it to your side's meld" in text:
                    top = state.top_card
                    assert top is not None and state.meld_of_rank(seat, top.rank) is not None, (state, op, text)
    assert said > 2000


def _named_from_hand(refusal: Refusal, state: TableState, op: Operation) -> tuple[Card, ...]:
    """The cards a refusal names as the player's: all but the pile's top card and the
    cards of the side's melds (a refused play-from-hand names what is not held, on purpose)."""
    if refusal.rule_id == "play-from-hand":
        return ()
    top = state.top_card
    table = {c.rules_key for m in state.side_melds(state.to_move) for c in m.cards}
    named = list(refusal.cards)
    if top is not None and isinstance(op, TakePile) and top in named:
        named.remove(top)
    return tuple(c for c in named if c.rules_key not in table)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_card_a_refusal_names_as_yours_is_in_your_hand(ruleset: str) -> None:
    rng = random.Random(7)
    named = 0
    for state in _tables(ruleset, range(120)):
        for op in _attempts(state, rng):
            for refusal in refusals(state, op):
                cards = _named_from_hand(refusal, state, op)
                named += len(cards)
                assert _holds(state.hand, cards), (state, op, refusal)
    assert named > 500


def _random_must_take(rng: random.Random, index: int) -> dict[str, object]:
    """A random empty-stock position: a hand, a meld or two, a pile with a natural top."""
    ranks = ["4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    suits = "cdhs"
    rng.shuffle(ranks)
    melds = [" ".join(f"{r}{s}" for s in "sch") for r in ranks[: rng.randrange(0, 3)]]
    hand = [f"{rng.choice(ranks[3:])}{rng.choice(suits)}" for _ in range(rng.randrange(1, 7))]
    if rng.random() < 0.3:
        hand.append("JK")
    top = f"{rng.choice(ranks[:5])}d"
    return {"id": f"m{index}", "ask": "must-take", "hand": " ".join(hand), "our_melds": melds,
            "pile": f"9c {top}", "stock": 0}


def test_must_take_names_only_cards_the_player_holds() -> None:
    rng = random.Random(3)
    for index in range(1500):
        entry = _random_must_take(rng, index)
        try:
            p = pos(**entry)
        except Exception:  # an impossible random table (too many of a card): skip it
            continue
        ruling = judge(p)
        top = p.top_card
        melded = {c.rules_key for m in p.our_melds for c in m.cards}
        for reason in ruling.reasons:
            mine = tuple(c for c in reason.cards if c != top and c.rules_key not in melded)
            assert _holds(p.hand, mine), (entry, reason)
            text = reason_text(reason)
            if "new meld" in text and "nor could you" not in text:
                assert top is not None and sum(1 for c in p.hand if c.rank is top.rank) >= 1, (entry, text)
