"""A practice hand whose review flags a costly decision by construction: a scripted learner
on a known deal.

The browser test of the review (``tests/test_hand_review_browser.py``) used to play the hand
by whatever it clicked, and a review of such a hand flags a decision only *likely*: at one
CI run it "found no flagged decision in a hand of 43 decisions". Here the learner's every
play is fixed in advance, as game operations, on deal :data:`REVIEW_DEAL` (two players,
sensible bots): always draw from the stock, lay out red threes, never meld, keep the black
threes, discard what the opponents cannot use, until the pile has :data:`BIG_PILE` cards or
more, the opponents have a meld of a rank the learner holds, and a black three (the safe
discard) is in the hand; then, once, the learner discards a card of the opponents' meld
(the mistake). The unit test (``tests/test_hand_review.py``) reviews exactly this hand with
the seed the practice table uses and checks that the mistake is flagged; the browser test
clicks the same operations (:func:`scripted_hand` gives each with the hand as the learner
saw it and the number of plays after it) and so reviews the same hand with a known outcome.
"""

from __future__ import annotations

from dataclasses import dataclass

from canasta_teach.app.table_widget import hand_order
from canasta_teach.app.tranca_practice import CANASTA, deal_game
from canasta_teach.game.cards import Card
from canasta_teach.game.choices import Choice
from canasta_teach.game.operations import Discard, DrawStock, Operation, RevealRedThree
from canasta_teach.game.table import Observation, Phase
from canasta_teach.players.deal_number import DealNumber
from canasta_teach.players.hand_record import DecisionMoment
from canasta_teach.players.practice import PracticeHand

__all__ = ["REVIEW_DEAL", "BIG_PILE", "MISTAKE", "BETTER", "DECISIONS", "FLAGGED", "Step", "ScriptedHand", "scripted_hand"]

#: The deal the scripted learner plays (``?practice&deal=N``): two players, sensible bots.
REVIEW_DEAL = DealNumber(2**64 + 54, 2, "sensible")
#: The pile is big from this many cards on.
BIG_PILE = 8
#: The mistake the script makes on :data:`REVIEW_DEAL`: a seven into the opponents' sevens,
#: with nine cards in the pile ...
MISTAKE = Choice.parse("discard 7s")
#: ... where the black three (the next player cannot take the pile) was the better discard.
BETTER = Choice.parse("discard 3s")
#: The learner's decisions the scripted hand notes (the review weighs each).
DECISIONS = 13
#: What the practice table's review of the scripted hand flags (its seed and play-outs, so
#: the same on every run), worst first as the page lists them: the choice made, the better
#: one and the points a hand it cost. The review hands the take-or-draw over first and the
#: costlier discard after it, so the page must put the discard in its place above it.
FLAGGED = ((MISTAKE, BETTER, 790), (Choice.DRAW, Choice.TAKE_PILE, 379), (Choice.parse("discard Kh"), Choice.FREEZE, 190))


@dataclass(frozen=True)
class Step:
    """One of the learner's operations: the hand as the learner saw it just before (the
    order the card table shows, so a test can click the card), the operation, the number of
    plays in the hand's log once the bots have played after it, and whether it is the
    scripted mistake."""

    shown: tuple[Card, ...]
    op: Operation
    plays_after: int
    mistake: bool

    @property
    def index(self) -> int | None:
        """The index of the operation's card in the hand as shown (None for a draw)."""
        card = self.op.card if isinstance(self.op, (Discard, RevealRedThree)) else None
        if card is None:
            return None
        return next(i for i, c in enumerate(self.shown) if str(c) == str(card))


@dataclass(frozen=True)
class ScriptedHand:
    """The scripted hand to its end: the first table the learner saw, the steps, the hand."""

    plays_before: int
    steps: tuple[Step, ...]
    hand: PracticeHand

    @property
    def mistake(self) -> DecisionMoment:
        """The decision noted at the scripted mistake."""
        step = next(i for i, s in enumerate(self.steps) if s.mistake)
        plays = self.steps[step - 1].plays_after if step else self.plays_before
        return next(d for d in self.hand.decisions if d.moves == plays)


def _their_ranks(obs: Observation) -> set[object]:
    mine = next(i for i, side in enumerate(obs.sides) if obs.seat in side)
    return {meld.rank for i, melds in enumerate(obs.melds) if i != mine for meld in melds}


def _learner_op(hand: PracticeHand, mistaken: bool) -> tuple[Operation, bool]:
    """The scripted learner's next operation, and whether it is the mistake."""
    ops = hand.legal_operations()
    obs = hand.view(hand.learner).observation
    shown = hand_order(obs.hand)
    reds = [c for c in shown if c.is_red_three]
    if reds:  # what the table's one button does with nothing selected: the first red three shown
        return RevealRedThree(reds[0]), False
    if obs.phase is Phase.DRAW:
        return next(op for op in ops if isinstance(op, DrawStock)), False
    discards = [op for op in ops if isinstance(op, Discard) and not op.card.is_wild]
    assert discards, f"the scripted learner has nothing to discard: {ops}"
    theirs = _their_ranks(obs)
    blacks = [op for op in discards if op.card.is_black_three]
    if not mistaken and len(obs.pile) >= BIG_PILE and not obs.pile_frozen and blacks:
        into = [op for op in discards if op.card.is_natural and op.card.rank in theirs]
        if into:
            return min(into, key=lambda op: op.card.sort_key), True
    safe = ([op for op in discards if op.card.rank not in theirs and not op.card.is_black_three]
            or [op for op in discards if not op.card.is_black_three] or discards)
    pile_ranks = [c.rank for c in obs.pile]
    # a rank already in the pile (the opponent let it go before), then the card's name
    return max(safe, key=lambda op: (pile_ranks.count(op.card.rank), tuple(-ord(ch) for ch in str(op.card)))), False


def scripted_hand(deal: DealNumber = REVIEW_DEAL) -> ScriptedHand:
    """Play ``deal``'s first hand to its end with the scripted learner (what
    ``?practice&deal=N`` deals: the bots play until the learner's turn, and after each of
    the learner's operations)."""
    hand = deal_game(CANASTA, players=deal.players, level=deal.level, seed=deal.seed)
    before = len(hand.view(hand.learner).log)
    steps: list[Step] = []
    mistaken = False
    for _ in range(1000):
        if hand.is_over:
            return ScriptedHand(before, tuple(steps), hand)
        op, mistake = _learner_op(hand, mistaken)
        mistaken = mistaken or mistake
        shown = tuple(hand_order(hand.view(hand.learner).observation.hand))
        hand = hand.learner_play([op])
        assert hand.refusal is None, f"the referee refused the scripted {op}: {hand.refusal}"
        steps.append(Step(shown, op, len(hand.view(hand.learner).log), mistake))
    raise AssertionError("the scripted hand did not end")
