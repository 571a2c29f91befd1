"""Practice hands: a learner against bots, through the referee, seeing only their seat."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from canasta_teach.errors import CanastaError
from canasta_teach.game.cards import Card, parse_cards
from canasta_teach.game.operations import (
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    GoOut,
    LayMeld,
    Operation,
    RevealRedThree,
    TakePile,
)
from canasta_teach.game.referee import refusals
from canasta_teach.game.rulebook import RULE_BOOK
from canasta_teach.game.table import Phase
from canasta_teach.judge.wording import card_short, refusal_text, say
from canasta_teach.players.hint import HINT_KINDS, hint
from canasta_teach.players.practice import LogEntry, PracticeHand


def _random_learner(hand: PracticeHand, rng: random.Random, *, avoid: tuple[type, ...] = ()) -> PracticeHand:
    ops = [op for op in hand.legal_operations() if not isinstance(op, avoid)] or list(hand.legal_operations())
    return hand.learner_play([ops[rng.randrange(len(ops))]])


def _play_to_end(hand: PracticeHand, seed: int) -> PracticeHand:
    rng = random.Random(seed)
    hand = hand.bots_play_until_learner()
    for _ in range(5000):
        if hand.is_over:
            return hand
        assert hand.learner_to_act
        hand = _random_learner(hand, rng)
        assert hand.refusal is None
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("players", [4, 2, 3])
def test_a_learner_plays_random_legal_plays_to_the_end(players: int) -> None:
    hand = _play_to_end(PracticeHand.new(players=players, seed=11, level="sensible"), seed=players)
    assert hand.is_over and len(hand.state.all_cards()) == 108
    totals = hand.score().seat_totals
    tables = hand.score_tables()
    assert any(t.title == say("table.us") for t in tables)
    ours = next(t for t in tables if t.title == say("table.us"))
    assert ours.total == totals[hand.learner]
    assert sum(points for _, points in ours.lines) == ours.total
    words = hand.log_words()
    assert len(words) == len(hand.log)
    assert all(w[:1].isupper() and w.endswith((".", "”")) for w in words)
    for entry, line in zip(hand.log, words):
        if isinstance(entry.op, DrawStock) and entry.drawn:
            if entry.seat == hand.learner:
                assert line == say("log.draw-seen", who="you", cards=entry.drawn)
            else:
                # Another player's draw never names its cards.
                assert line.endswith(say("log.draw", who="", n=len(entry.drawn))[1:])
        if isinstance(entry.op, Discard):
            assert card_short(entry.op.card) in line
        if isinstance(entry.op, RevealRedThree):
            # The card that replaces a red three is seen only by its owner.
            expected = (say("log.red-three-seen", who="you", card=entry.op.card, cards=entry.drawn)
                        if entry.seat == hand.learner and entry.drawn else None)
            assert line == expected or line.endswith(say("log.red-three", who="", card=entry.op.card)[1:])
    notation = hand.log_notation()
    assert notation[0].startswith(f"seat {hand.log[0].seat}: ")
    for line in notation:
        seat = int(line.split(":")[0].split()[1])
        if seat != hand.learner:
            assert "draw " not in line  # a bare "draw": the cards stay hidden
    assert hand.totals == tuple(a + b for a, b in zip(hand.game_scores, totals))


def test_four_players_learner_and_bot_partner_face_two_bots() -> None:
    hand = PracticeHand.new(players=4, seed=2, learner_seat=1)
    assert hand.state.partner_of(1) == 3 and hand.state.sides == ((0, 2), (1, 3))
    assert hand.state.to_move == 1  # the player left of the dealer starts: the learner
    assert PracticeHand.new(players=2, seed=2).state.players == 2
    assert PracticeHand.new(players=3, seed=2).state.ruleset.name == "three-player"
    with pytest.raises(CanastaError, match="canasta is played by 2, 3 or 4"):
        PracticeHand.new(players=5)
    with pytest.raises(CanastaError, match="unknown bot level"):
        PracticeHand.new(players=4, level="clever")


def test_a_refused_play_names_the_rule_and_changes_nothing() -> None:
    hand = PracticeHand.new(players=4, seed=4).bots_play_until_learner()
    assert hand.state.phase is Phase.DRAW
    card = hand.state.hands[hand.learner][0]
    refused = hand.learner_play([Discard(card)])
    assert refused.state == hand.state and refused.log == hand.log
    assert refused.refusal is not None
    found = refusals(hand.state, Discard(card))
    assert refused.refusal.rule_ids == tuple(dict.fromkeys(r.rule_id for r in found)) == ("turn-order",)
    assert refused.refusal.sentences == (refusal_text(found[0]),)
    assert refused.view(hand.learner).refusal == refused.refusal
    # A card the learner does not hold: the rule of playing from your own hand.
    held = {c.rules_key for c in hand.state.hands[hand.learner]}
    drawn = hand.learner_play([DrawStock()], then_bots=False)
    foreign = next(c for c in hand.state.stock + hand.state.hands[1] if c.rules_key not in held and c.is_natural)
    bad = drawn.learner_play([Discard(foreign)])
    if foreign.rules_key not in {c.rules_key for c in drawn.state.hands[hand.learner]}:
        assert bad.refusal is not None and "play-from-hand" in bad.refusal.rule_ids
        assert bad.refusal.cards and bad.state == drawn.state


def _find(predicate, *, players: int = 4, seeds: range = range(60)) -> PracticeHand:
    """Play hands with a random learner (who never goes out) until ``predicate`` holds."""
    for seed in seeds:
        rng = random.Random(seed)
        hand = PracticeHand.new(players=players, seed=seed).bots_play_until_learner()
        while not hand.is_over:
            if predicate(hand):
                return hand
            hand = _random_learner(hand, rng, avoid=(GoOut, AskPartner))
    raise AssertionError("no such moment found")


def test_the_learner_asks_the_bot_partner() -> None:
    hand = _find(lambda h: AskPartner() in h.legal_operations())
    after = hand.learner_play([AskPartner()])
    words = after.log_words()[len(hand.log):]
    assert words[0] == say("log.ask", who="you")
    assert words[1] in (say("log.answer-yes", who="your partner"), say("log.answer-no", who="your partner"))
    answer = after.log[len(hand.log) + 1].op
    assert isinstance(answer, AnswerPartner)
    # Back to the learner, bound by the answer.
    assert after.learner_to_act and after.state.turn.answer is answer.yes


def test_the_bot_partner_asks_the_learner_who_answers() -> None:
    hand = _find(lambda h: h.state.phase is Phase.ANSWER)
    assert hand.learner_to_act and hand.state.to_move == hand.state.partner_of(hand.learner)
    assert hand.log_words()[-1] == say("log.ask", who="your partner")
    assert hand.hint().kinds == ("answer",)
    answered = hand.learner_play([AnswerPartner(False)], then_bots=False)
    assert answered.log_words()[-1] == say("log.answer-no", who="you")
    assert answered.state.turn.answer is False
    # The partner may not go out after a no: the bots play on without going out this turn.
    on = answered.bots_play_until_learner()
    partner_ops = [e.op for e in on.log[len(answered.log):] if e.seat == hand.state.to_move]
    assert not any(isinstance(op, GoOut) for op in partner_ops)


def _views_equal_when_hidden_cards_move(hand: PracticeHand, seat: int, seed: int) -> None:
    """Deal the cards ``seat`` cannot see differently (other hands, the stock, other
    players' draws in the log): the view must not change."""
    state = hand.state
    hidden = [c for s, h in enumerate(state.hands) if s != seat for c in h] + list(state.stock)
    rng = random.Random(seed)
    rng.shuffle(hidden)
    hands, at = [], 0
    for s, h in enumerate(state.hands):
        if s == seat:
            hands.append(h)
        else:
            hands.append(tuple(hidden[at:at + len(h)]))
            at += len(h)
    log = tuple(
        replace(e, drawn=tuple(rng.sample(hidden, len(e.drawn)))) if e.seat != seat and e.drawn else e
        for e in hand.log
    )
    moved = replace(hand, state=replace(state, hands=tuple(hands), stock=tuple(hidden[at:])), log=log)
    assert moved.state != hand.state
    assert moved.view(seat) == hand.view(seat)


def test_a_view_never_shows_other_hands_or_the_stock() -> None:
    rng = random.Random(3)
    hand = PracticeHand.new(players=4, seed=8).bots_play_until_learner()
    checked = 0
    while not hand.is_over and checked < 25:
        for seat in range(4):
            _views_equal_when_hidden_cards_move(hand, seat, seed=checked * 4 + seat)
        view = hand.view(hand.learner)
        assert view.observation.hand == hand.state.hands[hand.learner]
        assert not hasattr(view, "state") and not hasattr(view.observation, "stock")
        hand = _random_learner(hand, rng, avoid=(GoOut,))
        checked += 1
    assert checked >= 10


def test_the_log_remembers_cards_taken_with_the_pile() -> None:
    hand = _find(lambda h: any(isinstance(e.op, TakePile) and e.seat != h.learner and len(e.pile) > 2 for e in h.log))
    entry: LogEntry = next(e for e in hand.log if isinstance(e.op, TakePile) and e.seat != hand.learner and len(e.pile) > 2)
    assert say("log.take" if entry.op.cards else "log.take-add", who="", n=len(entry.pile), top=entry.pile[-1],
               cards=entry.op.cards)[1:] in " ".join(hand.log_words())
    # Every card still "known" in a hand was taken with the pile by that seat.
    for seat, cards in enumerate(hand.known):
        taken = [c for e in hand.log if e.seat == seat and isinstance(e.op, TakePile) for c in e.pile]
        for card in cards:
            assert card.rules_key in {c.rules_key for c in taken}


def test_hint_lists_legal_kinds_with_rules_and_chooses_nothing() -> None:
    hand = PracticeHand.new(players=4, seed=4).bots_play_until_learner()
    h = hand.hint()
    assert h.kinds[0] == "draw" and set(h.kinds) <= set(HINT_KINDS)
    for item in h.items:
        assert item.rule_id in RULE_BOOK and item.sentence
    assert h.sentences[0] == say("hint.lead")
    drawn = hand.learner_play([DrawStock()], then_bots=False)
    kinds = drawn.hint().kinds
    assert "discard" in kinds and "draw" not in kinds
    ops = drawn.legal_operations()
    kind_of = {"Discard": "discard", "LayMeld": "meld", "AddToMeld": "add", "AskPartner": "ask-partner"}
    assert {kind_of[type(op).__name__] for op in ops if type(op).__name__ in kind_of} <= set(kinds)
    assert not hasattr(drawn.hint(), "best")
    other = hint(hand.state, (hand.learner + 1) % 4)  # not that seat's turn
    assert other.items == () and other.lead == say("hint.wait")


def test_a_game_to_the_target_score() -> None:
    hand = PracticeHand.new(players=2, seed=5)
    for number in range(1, 40):
        hand = _play_to_end(hand, seed=number)
        assert hand.hand_number == number
        if hand.game_over:
            break
        before = hand.totals
        dealer = hand.state.dealer
        hand = hand.next_hand()
        assert hand.game_scores == before and hand.state.dealer == (dealer + 1) % 2
        assert hand.state.scores == before and hand.log == ()
    assert hand.game_over and max(hand.totals) >= hand.state.ruleset.target
    with pytest.raises(CanastaError, match="the game is over"):
        hand.next_hand()
    fresh = hand.new_game()
    assert fresh.hand_number == 1 and fresh.game_scores == (0, 0)
    with pytest.raises(CanastaError, match="finish this hand first"):
        fresh.next_hand()


def test_practice_is_a_value_replayed_the_same() -> None:
    a = _play_to_end(PracticeHand.new(players=3, seed=9), seed=1)
    b = _play_to_end(PracticeHand.new(players=3, seed=9), seed=1)
    assert a == b and a.log_words() == b.log_words()


def test_the_coach_from_a_practice_hand() -> None:
    hand = PracticeHand.new(players=4, seed=4).bots_play_until_learner().learner_play([DrawStock()], then_bots=False)
    choices = hand.choices()
    assert len(choices) >= 2
    verdict = hand.ask_coach(choices[:2], playouts=6, seed=1)
    assert verdict == hand.ask_coach(choices[:2], playouts=6, seed=1)
    assert verdict.best in choices[:2] and verdict.sentence
    assert isinstance(Card.parse("Ks"), Card)


def test_learner_play_accepts_one_operation() -> None:
    hand = PracticeHand.new(players=2, seed=1).bots_play_until_learner()
    one: Operation = DrawStock()
    assert hand.learner_play(one, then_bots=False).state.phase is Phase.PLAY


def _learner_holding(cards: str) -> PracticeHand:
    """A two-player practice hand at the learner's first turn, the learner holding ``cards``
    (no meld yet: the first meld needs 50)."""
    hand = PracticeHand.new(players=2, seed=3).bots_play_until_learner()
    state = hand.state
    hands = list(state.hands)
    hands[hand.learner] = parse_cards(cards)
    state = replace(state, hands=tuple(hands))
    assert state.phase is Phase.DRAW and state.to_move == hand.learner
    return replace(hand, state=state)


def test_a_first_meld_below_the_minimum_is_taken_back_and_the_discard_names_the_way_out() -> None:
    """Issue 19: a learner who lays a first meld below the minimum may not discard; the
    refusal says how much the melds are worth and the two ways out, and "take back this
    turn's melds" returns the table to the state after the draw (never before it)."""
    hand = _learner_holding("7s 7h 7d Ks Kh Kd Qs Qh Qd 9c 5c 4d 6h 8s Jc")
    assert not hand.can_take_back()
    drawn = hand.learner_play([DrawStock()], then_bots=False)
    assert not drawn.can_take_back()
    with pytest.raises(CanastaError, match="nothing to take back"):
        drawn.take_back()
    low = drawn.learner_play([LayMeld(parse_cards("7s 7h 7d"))], then_bots=False)
    assert low.refusal is None and low.can_take_back()
    stuck = low.learner_play([Discard(parse_cards("9c")[0])])
    assert stuck.state == low.state and stuck.refusal is not None
    assert stuck.refusal.rule_ids == ("first-meld-minimum",)
    assert stuck.refusal.text == say("refusal.first-meld-minimum.take-back", points=15, minimum=50)
    assert stuck.refusal.text == ("Your melds this turn are worth 15; you need 50 for your side's first meld. "
                                  "Add cards, or take back this turn's melds.")
    back = stuck.take_back()
    assert back.state == drawn.state and back.log == drawn.log and back.refusal is None
    assert back.known == drawn.known and back.state.stock == low.state.stock
    assert back.learner_to_act and back.state.phase is Phase.PLAY and not back.can_take_back()
    # the turn goes on from the draw: a first meld that reaches the minimum, then a discard
    done = back.learner_play([LayMeld(parse_cards("Ks Kh Kd")), LayMeld(parse_cards("Qs Qh Qd")),
                              Discard(parse_cards("9c")[0])])
    assert done.refusal is None and len(done.log) > len(back.log) + 3 and done.after_draw is None


def test_take_back_is_only_this_turns_melds_and_the_usual_refusal_without_them() -> None:
    hand = _learner_holding("7s 7h 7d Ks Kh Kd Qs Qh Qd 9c 5c 4d 6h 8s Jc")
    drawn = hand.learner_play([DrawStock()], then_bots=False)
    # melds and an addition, all taken back at once
    two = drawn.learner_play([LayMeld(parse_cards("7s 7h 7d")), LayMeld(parse_cards("Ks Kh Kd"))], then_bots=False)
    assert two.take_back().state == drawn.state
    # the turn over (a discard), nothing to take back any more
    done = two.learner_play([LayMeld(parse_cards("Qs Qh Qd")), Discard(parse_cards("9c")[0])], then_bots=False)
    assert done.refusal is None and not done.can_take_back()
    with pytest.raises(CanastaError):
        done.take_back()
