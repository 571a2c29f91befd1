"""The review panel under a finished practice hand (app/hand_review.py): "Review this hand",
the flagged decisions with their facts, and "Try this moment again" as a step on its own
table, driven as a browser does."""

from __future__ import annotations

from typing import Any

from canasta_teach.app.hand_review import HandReviewPanel, moment_title
from canasta_teach.game.cards import Card
from canasta_teach.game.choices import Choice
from canasta_teach.game.operations import Discard
from canasta_teach.judge.wording import say
from canasta_teach.players.coach import choice_label
from canasta_teach.players.practice import PracticeHand
from tests.test_hand_review import _discard_king
from tests.test_practice_view import click, message_for, play_hand, send


def _text(html: str) -> str:
    return html.replace("&#39;", "'").replace("&#x27;", "'")


def _finished_hand_with_the_king_discard() -> PracticeHand:
    moment = _discard_king()
    hand = PracticeHand(state=moment.state, learner=0, level="sensible", seed=5, known=moment.known)
    hand = hand.learner_play([Discard(Card.parse("Kd"))])
    while not hand.is_over:  # the learner plays on as the sensible bot would: any legal play ends it
        ops = hand.legal_operations()
        hand = hand.learner_play([ops[0]])
    return hand


def test_the_panel_reviews_a_finished_hand_and_a_flagged_moment_is_tried_again() -> None:
    hand = _finished_hand_with_the_king_discard()
    panel = HandReviewPanel(background=False)
    panel.show_for(hand)
    assert panel.widget.layout.display == "" and not panel.items.children
    click(panel.button)
    review = panel.review
    assert review is not None and review.flagged
    king = next(f for f in panel.flagged if f.made == Choice.parse("discard Kd"))
    number = panel.flagged.index(king)
    item = _text(panel.items.children[number].children[0].value)
    assert _text(str(say("review.verdict", made=choice_label(king.made), better=choice_label(king.better),
                         points=max(1, round(king.cost))))) in item
    assert moment_title(hand, king.moment) in item and "ct-review-facts" in item
    assert "ct-review-summary" in panel.status.value
    # try the moment again: the same discard, then (a new step) the better one
    click(panel.items.children[number].children[1])
    retry = panel.retries[number]
    assert retry.table.state == king.moment.state and not retry.table.closed
    send(retry.table, message_for(retry.table, Discard(Card.parse("Kd"))))
    assert _text(say("review.retry.same", better=choice_label(king.better), points=max(1, round(king.cost)))) in _text(retry.said.value)
    again = panel.retries.pop(number)
    assert again is retry
    better = panel.retry(number)
    assert better is not None and better is not retry
    card = king.better.card
    assert card is not None
    send(better.table, message_for(better.table, Discard(next(c for c in king.moment.state.hands[0] if c.rules_key == card.rules_key))))
    assert _text(say("review.retry.better", points=max(1, round(king.cost)), made=choice_label(king.made))) in _text(better.said.value)


def test_the_panel_hides_while_a_hand_is_played_and_starts_afresh_for_the_next() -> None:
    practice = play_hand(4, seed=24)
    panel = practice.review
    panel.screen_playouts, panel.check_playouts = 8, 20
    assert panel.widget.layout.display == ""
    click(panel.button)
    assert panel.review is not None
    words = _text(panel.status.value)
    assert "ct-review-summary" in words
    if not practice.hand.game_over:
        click(practice.next_hand_button)
        assert panel.widget.layout.display == "none" and panel.review is None and not panel.items.children


def test_a_review_click_before_the_hand_is_over_does_nothing() -> None:
    panel = HandReviewPanel(background=False)
    hand = PracticeHand.new(players=2, seed=3).bots_play_until_learner()
    panel.show_for(hand)
    assert panel.widget.layout.display == "none"
    assert panel.start() is None and panel.review is None


def test_flagged_decisions_found_out_of_order_are_listed_worst_first_as_they_arrive(monkeypatch: Any) -> None:
    """The review hands each flagged decision over as soon as it is checked, not in order
    of cost (a decision that looked very costly early is checked at once, a costlier one may
    come later). The panel puts each in its place: the first shows at once and takes the
    focus, and at every moment, and at the end, the list reads worst first; a moment opened
    again before a costlier one arrived stays with its own entry."""
    from canasta_teach.app import hand_review as view
    from canasta_teach.players.coach import coach
    from canasta_teach.players.hand_review import FlaggedDecision, HandReview

    hand = _finished_hand_with_the_king_discard()
    moment = hand.decisions[0]
    verdict = coach(moment.state, moment.seat, moment.choices, playouts=4, seed=1)
    made = moment.chosen
    better = next(c for c in moment.choices if c != made)

    def flag(cost: float) -> FlaggedDecision:
        return FlaggedDecision(moment, made, better, cost, 1.0, verdict)

    arriving = [flag(379.2), flag(790.4), flag(120.0), flag(500.0)]
    focused: list[str] = []
    panel = HandReviewPanel(background=False, on_focus=focused.append)
    panel.show_for(hand)
    assert panel.button.layout.display == "" and panel.lead.layout.display == "none"
    seen: list[list[int]] = []
    retried: list[object] = []

    def points_shown() -> list[int]:
        texts = [_text(item.children[0].value) for item in panel.items.children]
        return [next(n for n in (379, 790, 120, 500) if f"about {n} points" in t) for t in texts]

    def fake_review(moments: object, **kw: Any) -> HandReview:
        for number, found in enumerate(arriving):
            kw["on_found"](found)
            assert [f.cost for f in panel.flagged] == sorted((f.cost for f in arriving[:number + 1]), reverse=True)
            seen.append(points_shown())
            if number == 0:  # the learner opens the first one found while the review goes on
                assert panel.button.layout.display == "none" and panel.lead.layout.display == ""
                retry = panel.retry(0)
                assert retry is not None
                retried.append(retry)
        return HandReview(tuple(sorted(arriving, key=lambda f: -f.cost)), len(moments), 0)  # type: ignore[arg-type]

    monkeypatch.setattr(view, "review_hand", fake_review)
    review = panel.start()
    assert review is not None
    assert seen == [[379], [790, 379], [790, 379, 120], [790, 500, 379, 120]]
    assert points_shown() == [790, 500, 379, 120] and list(panel.flagged) == list(review.flagged)
    # the first found took the focus (once): the learner reads it while the rest are checked
    assert len(focused) == 1 and focused[0].startswith("ct-review-item-")
    assert focused[0] in panel.items.children[2].children[0].value
    # the moment opened again is still the 379-point one's, now third
    assert panel.retries == {2: retried[0]} and panel.retries[2].flag is arriving[0]
    assert panel.retry(2) is retried[0]
    # its entry's own button opens its own moment (not the one now first)
    click(panel.items.children[0].children[1])
    assert panel.retries[0].flag is arriving[1]
