"""The review of a practice hand: decisions noted as played, the costly ones flagged from the
learner's view only, and the facts behind a verdict counted in the play-outs."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from canasta_teach.content.authoring import parse_positions
from canasta_teach.game.cards import Card
from canasta_teach.game.choices import Choice
from canasta_teach.game.operations import Discard, DrawStock, Operation, TakePile
from canasta_teach.game.table import Phase
from canasta_teach.judge.wording import say
from canasta_teach.players.bots import make_bot
from canasta_teach.players.coach import choice_label, coach, table_for_position
from canasta_teach.players.hand_record import DecisionKind, DecisionMoment
from canasta_teach.players.hand_review import review_hand
from canasta_teach.players.playout_events import Event, EventCounts, PlayoutWatch, telling_events
from canasta_teach.players.practice import PracticeHand

# The player on our left has melded kings; the pile holds twelve cards and is not frozen.
# Discarding the king of diamonds lets them take it all by adding the king to their meld.
KING_INTO_THEIR_MELD = """
- id: king-into-their-meld
  hand: Kd 9c 7h 5s 4d
  our_melds: [Qs Qh Qd]
  their_melds: [Ks Kh Kc, 8s 8h 8d]
  pile: 4c 6d 9s Ah 10c Qc 5h Jd Ad 7s 6h 10d
  score: [1200, 1300]
  ask: take-pile
"""

# The big pile of the coach's tests: taking it completes our kings to a canasta.
BIG_PILE = """
- id: take-big
  hand: Ks Kh 9d 7c 6s 5h 4c Jd
  our_melds: [Kd Kc Ks Kh, 8s 8h 8d]
  their_melds: []
  pile: 4d 5d As Jh 9s 7s Ah 10c Qc 5s Kd
  score: [1900, 2000]
  ask: take-pile
"""


def _hand_at(text: str, choices: Sequence[Choice]) -> PracticeHand:
    state = table_for_position(parse_positions(text)[0], choices)
    return PracticeHand(state=state, learner=0, level="sensible", seed=5, known=((),) * state.players)


def _discard_king() -> DecisionMoment:
    choices = tuple(Choice.parse(f"discard {c}") for c in ("Kd", "9c", "7h", "5s", "4d"))
    hand = _hand_at(KING_INTO_THEIR_MELD, choices)
    after = hand.learner_play([Discard(Card.parse("Kd"))], then_bots=False)
    assert after.refusal is None
    [moment] = after.decisions
    return moment


def _played_hand(seed: int = 7) -> PracticeHand:
    """A whole hand played by a seeded random learner (their decisions noted)."""
    hand = PracticeHand.new(players=4, seed=seed).bots_play_until_learner()
    bot = make_bot("random")
    while not hand.is_over:
        ops = hand.legal_operations()
        op = ops[0] if len(ops) == 1 else bot.choose(hand.view(hand.learner).observation, ops, random.Random(len(hand.log)))
        hand = hand.learner_play([op])
    return hand


def _shuffle_hidden(moment: DecisionMoment, seed: int) -> DecisionMoment:
    """The same moment as the learner saw it, with every card they could not see dealt
    differently (cards seen taken into a hand stay in it)."""
    state = moment.state
    kept: list[list[Card]] = []
    hidden: list[Card] = list(state.stock)
    for s, held in enumerate(state.hands):
        if s == moment.seat:
            kept.append(list(held))
            continue
        rest = list(held)
        known = []
        for card in moment.known[s]:
            rest.remove(card)
            known.append(card)
        kept.append(known)
        hidden.extend(rest)
    random.Random(seed).shuffle(hidden)
    hands, at = [], 0
    for s, held in enumerate(state.hands):
        if s == moment.seat:
            hands.append(held)
            continue
        extra = len(held) - len(kept[s])
        hands.append(tuple(kept[s]) + tuple(hidden[at:at + extra]))
        at += extra
    moved = replace(state, hands=tuple(hands), stock=tuple(hidden[at:]))
    return replace(moment, state=moved)


# ------------------------------------------------------------------------------ recording


def test_the_hand_notes_the_learners_decisions_as_played() -> None:
    hand = _played_hand()
    kinds = {d.kind for d in hand.decisions}
    assert DecisionKind.DISCARD in kinds
    learner_ops = [e for e in hand.log if e.seat == hand.learner]
    for d in hand.decisions:
        assert d.seat == hand.learner and d.chosen in d.choices and len(d.choices) >= 2
        assert d.state.current_player() == hand.learner
        # the moment is the table just before the operation that made the choice
        made = hand.log[d.moves]
        assert made.seat == hand.learner and made in learner_ops
        if d.kind is DecisionKind.TAKE_OR_DRAW:
            assert d.state.phase is Phase.DRAW
            assert isinstance(made.op, TakePile) == (d.chosen == Choice.TAKE_PILE)
        if d.kind is DecisionKind.DISCARD and d.chosen.card is not None:
            assert isinstance(made.op, Discard) and made.op.card.rules_key == d.chosen.card.rules_key
    # one discard of a rank is one choice (suits never matter)
    for d in hand.decisions:
        keys = [c.card.rules_key for c in d.choices if c.card is not None]
        assert len(keys) == len(set(keys))


def test_going_out_is_noted_as_the_choice_of_the_turn() -> None:
    hand = _played_hand()
    for d in hand.decisions:
        if d.kind is DecisionKind.GO_OUT:
            went_out = hand.state.went_out == hand.learner and not any(
                e.seat == hand.learner and isinstance(e.op, (DrawStock, TakePile)) for e in hand.log[d.moves:])
            assert (d.chosen == Choice.GO_OUT) == went_out


# ------------------------------------------------------------------------------ the review


def test_a_discard_into_their_meld_with_a_big_pile_is_flagged() -> None:
    moment = _discard_king()
    found: list[object] = []
    review = review_hand([moment], seed=3, on_found=found.append)
    assert len(review.flagged) == 1 and found == list(review.flagged)
    flag = review.flagged[0]
    assert flag.made == Choice.parse("discard Kd") and flag.better != flag.made
    assert flag.cost >= 10 and flag.kind == "discard"
    assert "king of diamonds" in flag.headline
    # the fact that explains it, counted: the next player took the pile far more often
    assert Event.NEXT_TOOK_PILE in flag.events
    made, better = flag.verdict.events_of(flag.made), flag.verdict.events_of(flag.better)
    assert made.count(Event.NEXT_TOOK_PILE) > better.count(Event.NEXT_TOOK_PILE)
    assert any(f"in {made.count(Event.NEXT_TOOK_PILE)} of {made.playouts}" in fact for fact in flag.facts)


def test_a_hand_where_the_learner_discards_into_their_meld_with_a_big_pile_flags_that_discard() -> None:
    """A whole hand, the one the browser test plays (``tests/review_script.py``): the
    scripted learner discards the seven of spades into the opponents' sevens with nine cards
    in the pile and a black three in hand. Reviewed as the practice table reviews it (the
    panel, with the table's seed and play-outs), that discard is the most costly decision
    flagged, the black three the better discard, and the fact said is the one the rules
    make certain: the next player took the pile in every deal after the seven, in none after
    the black three."""
    from canasta_teach.app.hand_review import HandReviewPanel
    from canasta_teach.game.table import observe
    from tests.review_script import BETTER, BIG_PILE, DECISIONS, FLAGGED, MISTAKE, scripted_hand

    scripted = scripted_hand()
    moment = scripted.mistake
    seen = observe(moment.state, moment.seat)
    assert moment.kind is DecisionKind.DISCARD and moment.chosen == MISTAKE and BETTER in moment.choices
    assert MISTAKE.card is not None and MISTAKE.card.rank in {meld.rank for meld in seen.melds[1]}
    assert len(seen.pile) == BIG_PILE + 1 and not seen.pile_frozen
    assert len(scripted.hand.decisions) == DECISIONS
    panel = HandReviewPanel(background=False)
    panel.show_for(scripted.hand)
    review = panel.start()
    assert review is not None and review.decisions == DECISIONS
    worst = review.flagged[0]
    assert (worst.moment.moves, worst.made, worst.better, worst.kind) == (moment.moves, MISTAKE, BETTER, "discard")
    assert worst in panel.flagged  # on the page, as its entry
    # the page lists them worst first, as the review does (the discard was found second)
    assert [(f.made, f.better, max(1, round(f.cost))) for f in review.flagged] == list(FLAGGED)
    assert list(panel.flagged) == list(review.flagged)
    assert worst.cost - worst.spread > 0 and worst.cost >= 10
    made, better = worst.verdict.events_of(MISTAKE), worst.verdict.events_of(BETTER)
    assert made.count(Event.NEXT_TOOK_PILE) == made.playouts and better.count(Event.NEXT_TOOK_PILE) == 0
    assert worst.events[0] is Event.NEXT_TOOK_PILE
    assert worst.facts[0] == say("review.fact.next-took-pile", made=choice_label(MISTAKE), better=choice_label(BETTER),
                                 a=made.playouts, b=0, n=made.playouts)


def test_a_review_never_uses_the_cards_the_learner_could_not_see() -> None:
    """The same review with the hidden cards dealt differently: the same flagged decisions."""
    moments = [_discard_king()] + list(_played_hand().decisions[1:3])
    first = review_hand(moments, seed=11, screen_playouts=12, check_playouts=40)
    moved = [_shuffle_hidden(m, seed=i) for i, m in enumerate(moments)]
    # the stock and the opponents' hands are dealt anew; the learner's view is the same
    assert any(a.state.stock != b.state.stock for a, b in zip(moments, moved))
    assert any(a.state.hands[s] != b.state.hands[s] for a, b in zip(moments, moved) for s in range(a.state.players) if s != a.seat)
    assert all(a.state.hands[a.seat] == b.state.hands[b.seat] and a.state.pile == b.state.pile for a, b in zip(moments, moved))
    again = review_hand(moved, seed=11, screen_playouts=12, check_playouts=40)
    assert first.flagged, "the king discard at least is flagged"
    assert [(f.moment.moves, f.made, f.better, f.cost, f.spread, f.facts) for f in first.flagged] == \
        [(f.moment.moves, f.made, f.better, f.cost, f.spread, f.facts) for f in again.flagged]
    assert first.playouts == again.playouts


def test_the_review_reports_progress_to_the_end_and_is_seeded() -> None:
    moment = _discard_king()
    heard: list[tuple[int, int]] = []
    first = review_hand([moment], seed=4, check_playouts=30, on_progress=lambda d, t: heard.append((d, t)))
    assert heard and heard[-1][0] == heard[-1][1]
    assert all(a[0] <= b[0] for a, b in zip(heard, heard[1:]))
    assert review_hand([moment], seed=4, check_playouts=30) == first


def test_no_decision_no_review() -> None:
    review = review_hand([], seed=1)
    assert review.flagged == () and review.decisions == 0


# ------------------------------------------------------------------------------ the facts


class _NeverTakes:
    """A stub policy: draws whenever it may, discards the first card it may, never melds
    and never takes the pile when anything else is allowed (its outcomes are known)."""

    def choose(self, observation: object, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
        for op in legal_ops:
            if isinstance(op, DrawStock):
                return op
        if getattr(observation, "phase", None) is Phase.PLAY:
            for op in legal_ops:
                if isinstance(op, Discard):
                    return op
        others = [op for op in legal_ops if not isinstance(op, TakePile)]
        if others:
            return others[0]
        # only takes (the coach's take-pile choice): the one that lays most cards
        return max(legal_ops, key=lambda op: len(op.cards) if isinstance(op, TakePile) else 0)


def test_the_facts_are_counted_from_the_play_outs() -> None:
    """With a stub policy that never melds nor takes: taking the big pile completes a canasta
    in every play-out, drawing in none; nobody takes the pile or goes out after it; the
    opponents (no meld yet) never meld."""
    choices = (Choice.TAKE_PILE, Choice.DRAW)
    state = table_for_position(parse_positions(BIG_PILE)[0], choices)
    bots = [_NeverTakes() for _ in range(state.players)]
    verdict = coach(state, 0, choices, playouts=8, seed=2, bots=bots, stop_early=False)
    take, draw = verdict.events_of(Choice.TAKE_PILE), verdict.events_of(Choice.DRAW)
    assert take.playouts == draw.playouts == 8
    assert take.count(Event.WE_NEW_CANASTA) == 8 and draw.count(Event.WE_NEW_CANASTA) == 0
    for counts in (take, draw):
        assert counts.count(Event.NEXT_TOOK_PILE) == 0 and counts.count(Event.THEY_TOOK_PILE) == 0
        assert counts.count(Event.WE_WENT_OUT) == 0 and counts.count(Event.THEY_WENT_OUT) == 0
        assert counts.count(Event.THEY_NEVER_MELDED) == 8
    assert telling_events(draw, take) == (Event.WE_NEW_CANASTA,)


def test_the_watch_counts_each_event_once_per_play_out() -> None:
    state = table_for_position(parse_positions(KING_INTO_THEIR_MELD)[0], (Choice.parse("discard Kd"), Choice.parse("discard 4d")))
    watch = PlayoutWatch(state, 0)
    take = TakePile(())
    watch.saw(1, take)  # the next player takes the pile
    watch.saw(2, DrawStock())
    watch.saw(3, take)  # a second take by their side: still one event
    watch.saw(0, take)
    events = watch.events
    assert events == {Event.NEXT_TOOK_PILE, Event.THEY_TOOK_PILE, Event.WE_TOOK_PILE}
    quiet = PlayoutWatch(state, 0)
    quiet.saw(1, DrawStock())
    quiet.saw(1, take)  # a later take by the next player is not "on their first turn"
    assert quiet.events == {Event.THEY_TOOK_PILE}
    counts = EventCounts.tally([frozenset(events), frozenset(), frozenset({Event.WE_WENT_OUT})])
    assert counts.playouts == 3 and counts.count(Event.NEXT_TOOK_PILE) == 1 and counts.count(Event.WE_WENT_OUT) == 1
    # a gap under the threshold tells nothing
    same = EventCounts.of({Event.WE_WENT_OUT: 50}, playouts=100)
    near = EventCounts.of({Event.WE_WENT_OUT: 55}, playouts=100)
    assert telling_events(same, near) == ()


def test_the_facts_said_point_the_verdicts_way() -> None:
    """A fact that speaks against the better choice is never said as its reason, however
    big its gap. The stub policy's verdict (taking the big pile completes a canasta in every
    play-out, drawing in none) gets counts whose biggest gap points the other way: the
    opponents never melded after the choice made far more often (good for us, so it speaks
    for the choice made)."""
    from dataclasses import replace

    from canasta_teach.players.hand_review import verdict_facts
    from canasta_teach.players.playout_events import speaks_for_better

    choices = (Choice.TAKE_PILE, Choice.DRAW)
    state = table_for_position(parse_positions(BIG_PILE)[0], choices)
    verdict = coach(state, 0, choices, playouts=8, seed=2, bots=[_NeverTakes() for _ in range(state.players)], stop_early=False)
    assert verdict.best == Choice.TAKE_PILE
    take = EventCounts.of({Event.WE_NEW_CANASTA: 70, Event.THEY_NEVER_MELDED: 10, Event.THEY_TOOK_PILE: 20}, playouts=100)
    draw = EventCounts.of({Event.WE_NEW_CANASTA: 20, Event.THEY_NEVER_MELDED: 100, Event.THEY_TOOK_PILE: 50}, playouts=100)
    assert not speaks_for_better(Event.THEY_NEVER_MELDED, draw, take)  # the biggest gap (90), against taking
    assert speaks_for_better(Event.WE_NEW_CANASTA, draw, take) and speaks_for_better(Event.THEY_TOOK_PILE, draw, take)
    assert telling_events(draw, take) == (Event.WE_NEW_CANASTA, Event.THEY_TOOK_PILE)
    # the other way round (were drawing the better choice) only the fact against taking is said
    assert telling_events(take, draw) == (Event.THEY_NEVER_MELDED,)
    stub = replace(verdict, events=(take, draw))
    facts = verdict_facts(stub, Choice.DRAW, Choice.TAKE_PILE)
    assert facts == tuple(say(f"review.fact.{e.value}", made=choice_label(Choice.DRAW), better=choice_label(Choice.TAKE_PILE),
                              a=draw.count(e), b=take.count(e), n=100) for e in (Event.WE_NEW_CANASTA, Event.THEY_TOOK_PILE))
    # the stub's own counts: the canasta after the take is the one fact, and it points the verdict's way
    assert telling_events(verdict.events_of(Choice.DRAW), verdict.events_of(Choice.TAKE_PILE)) == (Event.WE_NEW_CANASTA,)


def test_with_no_telling_event_the_review_says_how_often_the_side_came_out_ahead() -> None:
    """A verdict whose events all differ by less than the threshold still has one counted
    fact in a review: how often the side scored more than the opponents after each choice.
    It is counted from the play-outs' scores (the same count as the coach's hands won), and
    the practice table's coach, whose sentence already says the hands won, leaves it out."""
    from dataclasses import replace

    from canasta_teach.players.hand_review import verdict_facts
    from canasta_teach.players.playout_events import FALLBACK

    choices = (Choice.TAKE_PILE, Choice.DRAW)
    state = table_for_position(parse_positions(BIG_PILE)[0], choices)
    verdict = coach(state, 0, choices, playouts=8, seed=2, bots=[_NeverTakes() for _ in range(state.players)], stop_early=False)
    for choice in choices:
        counts = verdict.events_of(choice)
        assert counts.count(Event.WE_SCORED_MORE) == round(verdict.outcome(choice).win_rate * counts.playouts)
    # counts where nothing but the side's lead differs: 30 of 100 ahead against 36 of 100
    made = EventCounts.of({Event.WE_WENT_OUT: 40, Event.WE_SCORED_MORE: 30}, playouts=100)
    better = EventCounts.of({Event.WE_WENT_OUT: 44, Event.WE_SCORED_MORE: 36}, playouts=100)
    assert telling_events(made, better) == (FALLBACK,)
    assert telling_events(made, better, fallback=False) == ()
    assert telling_events(better, made) == ()  # it never speaks against the verdict
    stub = replace(verdict, events=(better, made))  # take pile, draw
    said = say("review.fact.we-scored-more", made=choice_label(Choice.DRAW), better=choice_label(Choice.TAKE_PILE), a=30, b=36, n=100)
    assert verdict_facts(stub, Choice.DRAW, Choice.TAKE_PILE) == (said,)
    assert said == ("Your side scored more than the opponents in 30 of 100 deals after you draw from the stock, "
                    "and in 36 of 100 after you take the pile.")
    assert verdict_facts(stub, Choice.DRAW, Choice.TAKE_PILE, fallback=False) == ()
