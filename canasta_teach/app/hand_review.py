"""The review of a practice hand on the page: "Review this hand", the costly decisions as
they are found, and "Try this moment again".

The view is thin: the review itself is :func:`~canasta_teach.players.hand_review.review_hand`
(the coach, from the learner's view at each decision, never the hidden cards). The panel
runs it in a thread (the page stays responsive) with a progress bar like the coach's, shows
each flagged decision as soon as it is checked, in its place by cost (the list reads worst
first at every moment, not in the order the review happened to check), and for each offers
the table of that moment as a step: the learner chooses again on the card table, and the coach's words
follow (from the review's own verdict when the choice is one it weighed, else the coach
is asked about the new choice against the better one).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from ..errors import CanastaError
from ..game.choices import Choice
from ..game.operations import Discard, DrawStock, Operation, TakePile
from ..game.referee import refusals
from ..game.table import Phase
from ..judge.wording import phrase, refusal_text, say
from ..players.coach import choice_label, coach
from ..players.hand_record import DecisionKind, DecisionMoment
from ..players.hand_review import CHECK_PLAYOUTS, SCREEN_PLAYOUTS, FlaggedDecision, HandReview, review_hand
from ..players.practice import PracticeHand
from .assets import render
from .failsafe import error_box, safe_callback
from .table_widget import Action, CardTable

__all__ = ["HandReviewPanel", "moment_title"]

log = logging.getLogger(__name__)


def _words(key: str) -> str:
    return phrase(key)


def moment_title(hand: PracticeHand, moment: DecisionMoment) -> str:
    """When the decision was, in the learner's words ("Your turn 4: which card to discard?")."""
    turns = sum(1 for e in hand.log[:moment.moves] if e.seat == hand.learner and isinstance(e.op, (DrawStock, TakePile)))
    if moment.state.phase is Phase.DRAW:
        turns += 1
    return say(f"review.when.{moment.kind.value}", turn=max(1, turns))


def _progress_html(done: int, total: int) -> str:
    words = say("practice.coach-progress", done=done, total=total) if total else ""
    return render("coach_thinking.html.j2", lead=_words("review.thinking"), done=done, total=total, words=words,
                  label=_words("review.progress-label"))


class _Retry:
    """One flagged moment offered again: its table (a step), and the coach's words after the
    learner's new choice."""

    def __init__(self, panel: HandReviewPanel, flag: FlaggedDecision) -> None:
        self._panel = panel
        self.flag = flag
        self._answered = False
        moment = flag.moment
        self.table = CardTable(moment.state, seat=moment.seat, on_operation=self._operation, on_decided=self._decided)
        self.table.add_class("ct-review-table")
        self.table.heading_level = 3
        self.table.layout.width = "100%"
        actions: tuple[Action, ...]
        if moment.kind is DecisionKind.TAKE_OR_DRAW:
            actions = (Action("draw", _words("act.button.draw")), Action("take", _words("act.button.take")))
        elif moment.kind is DecisionKind.GO_OUT:
            actions = (Action("go-out", _words("act.button.go-out")), Action("keep", _words("review.retry-keep")))
        else:
            actions = (Action("discard", _words("act.button.discard")),)
        self.table.enable(actions)
        self.table.say(_words("review.retry-lead"), "hint", highlight=())
        self.said = W.HTML()
        self.said.add_class("ct-review-retry-said")
        self.widget = W.VBox([self.table, self.said])
        self.widget.add_class("ct-review-retry")

    def _operation(self, _action: str, op: Operation) -> None:
        try:
            choice = self.choice_of(op)
        except CanastaError as err:
            self.table.say(str(err), "refused")
            return
        if choice is not None:
            self.choose(choice)

    @safe_callback
    def _decided(self, action: str, _cards: Any) -> None:
        if action == "keep" and self.flag.moment.kind is DecisionKind.GO_OUT:
            self.choose(Choice.KEEP_PLAYING)

    def choice_of(self, op: Operation) -> Choice | None:
        """The choice an operation on the retried table makes (None, and the referee's
        reasons said, when the rules refuse it)."""
        moment = self.flag.moment
        state = moment.state
        if moment.kind is DecisionKind.GO_OUT:
            return Choice.GO_OUT
        found = refusals(state, op)
        if found:
            why = " ".join(dict.fromkeys(refusal_text(r) for r in found))
            self.table.say(say("act.refused", why=why), "refused", highlight=[c for r in found for c in r.cards])
            return None
        if isinstance(op, DrawStock):
            return Choice.DRAW
        if isinstance(op, TakePile):
            return Choice.TAKE_PILE
        if isinstance(op, Discard):
            if op.card.is_wild:
                return Choice.FREEZE
            return next((c for c in moment.choices if c.card is not None and c.card.rules_key == op.card.rules_key),
                        Choice.discard(op.card))
        return None

    def choose(self, choice: Choice) -> None:
        """The learner chose again: the coach's words follow."""
        if self._answered:
            return
        self._answered = True
        self.table.enable(())
        flag = self.flag
        points = max(1, round(flag.cost))
        if choice == flag.better:
            self._say(say("review.retry.better", points=points, made=choice_label(flag.made)))
            return
        if choice == flag.made:
            self._say(say("review.retry.same", better=choice_label(flag.better), points=points))
            return
        self.said.value = render("coach_thinking.html.j2", lead=say("review.retry.thinking", better=choice_label(flag.better)),
                                 done=0, total=0, words="", label="")
        moment = flag.moment

        def work() -> None:
            try:
                verdict = coach(moment.state, moment.seat, (choice, flag.better), playouts=self._panel.check_playouts,
                                seed=flag.verdict.seed, level=flag.verdict.level, known=moment.known_map)
            except CanastaError as err:
                self.said.value = error_box(str(err))
                return
            except Exception:  # noqa: BLE001 - never a traceback on the page
                log.exception("the coach failed on a retried moment")
                self.said.value = error_box(phrase("app.error-ours"))
                return
            self._say(verdict.sentence)

        self._panel.run(work)

    def _say(self, words: str) -> None:
        self._panel.said_count += 1
        box_id = f"ct-review-said-{id(self)}-{self._panel.said_count}"
        self.said.value = render("coach_said.html.j2", id=box_id, text=words)
        self.table.announce(words)
        self._panel.focus(box_id)


def cost_place(flagged: list[FlaggedDecision], new: FlaggedDecision) -> int:
    """Where a newly found flagged decision goes in a list kept worst first: after every one
    that cost as much or more (so equal costs keep the order found, as the review's own
    final sort does)."""
    return next((i for i, f in enumerate(flagged) if f.cost < new.cost), len(flagged))


class HandReviewPanel:
    """"Review this hand" under a finished practice hand, the review's progress and its
    flagged decisions, worst first, each with "Try this moment again".

    ``button`` is a widget of its own: the page puts it beside the next hand's button, on
    the first screen when the hand ends (the score tables come after); ``widget`` holds
    the review's progress (then its summary), its lead and the flagged decisions, worst
    first, shown once the review starts.

    ``background`` runs the review (and a retried moment's coach) in a thread; tests pass
    False to have it at once. ``on_hand_over`` hears each finished hand once (the practice
    record keeps it; what it returns names the kept hand), ``on_reviewed`` that name and
    each finished review (the record keeps its costly decisions)."""

    def __init__(self, *, background: bool = True, on_focus: Callable[[str], None] | None = None,
                 screen_playouts: int = SCREEN_PLAYOUTS, check_playouts: int = CHECK_PLAYOUTS,
                 on_hand_over: Callable[[PracticeHand], object] | None = None,
                 on_reviewed: Callable[[object, HandReview], None] | None = None) -> None:
        self._background = background
        self._on_focus = on_focus
        self.screen_playouts = screen_playouts
        self.check_playouts = check_playouts
        self.on_hand_over = on_hand_over
        self.on_reviewed = on_reviewed
        #: What ``on_hand_over`` returned for the hand shown.
        self._kept: object = None
        self._lock = threading.Lock()
        self._hand: PracticeHand | None = None
        #: Counts the hands shown: a review's late news for an earlier hand is dropped.
        self._shown = 0
        self._running = False
        self.said_count = 0
        self.review: HandReview | None = None
        #: The flagged decisions shown, worst first (``items`` shows them in this order).
        self.flagged: list[FlaggedDecision] = []
        #: The retried moments open, by their place in ``flagged``.
        self.retries: dict[int, _Retry] = {}
        #: The flagged decisions shown so far, for unique element ids.
        self._arrived = 0
        self.button = W.Button(description=_words("review.button"), layout=W.Layout(width="auto", display="none"))
        self.button.add_class("ct-review-button")
        self.button.on_click(self._clicked)
        self.lead = W.HTML(render("review_said.html.j2", text=_words("review.lead"), extra="ct-review-lead", id=""),
                           layout=W.Layout(display="none"))
        self.status = W.HTML()
        self.status.add_class("ct-review-status")
        self.items = W.VBox()
        self.items.add_class("ct-review-items")
        # the progress (then the summary) where the button was, on the screen the learner
        # clicked on; the lead's longer words after it
        self.widget = W.VBox([self.status, self.lead, self.items], layout=W.Layout(display="none"))
        self.widget.add_class("ct-review")

    # ------------------------------------------------------------------------------ showing

    def show_for(self, hand: PracticeHand) -> None:
        """The practice table was drawn: the panel shows under a finished hand (a new hand's
        review starts afresh), and hides while a hand is played."""
        if not hand.is_over:
            if self._hand is not None:
                with self._lock:
                    self._shown += 1
                    self._hand = None
                    self._running = False
                self._clear()
            self.widget.layout.display = "none"
            self.button.layout.display = "none"
            return
        if self._hand is not hand:
            with self._lock:
                self._shown += 1
                self._hand = hand
                self._running = False
            self._clear()
            self._kept = None
            if self.on_hand_over is not None:
                try:
                    self._kept = self.on_hand_over(hand)
                except Exception:  # noqa: BLE001 - the hand's end shows whatever the record does
                    log.exception("keeping the practice hand failed")
        self.widget.layout.display = ""
        if self.review is None and not self._running:
            self.button.layout.display = ""

    def _clear(self) -> None:
        self.review = None
        self.flagged = []
        self.retries = {}
        self._arrived = 0
        self.items.children = ()
        self.status.value = ""
        self.lead.layout.display = "none"
        self.button.disabled = False
        self.button.layout.display = ""

    def focus(self, element_id: str) -> None:
        if self._on_focus is not None:
            self._on_focus(element_id)

    def run(self, work: Callable[[], None]) -> None:
        """Run ``work`` in a thread (the app) or at once (tests)."""
        if self._background:
            threading.Thread(target=work, name="hand-review", daemon=True).start()
        else:
            work()

    # ------------------------------------------------------------------------------ the review

    @safe_callback
    def _clicked(self, _button: Any = None) -> None:
        self.start()

    def start(self) -> HandReview | None:
        """Review the hand shown (once; a second click while it runs changes nothing).
        Returns the review when run at once (tests)."""
        with self._lock:
            hand = self._hand
            if hand is None or self._running or self.review is not None:
                return None
            self._running = True
            shown = self._shown
        self.button.disabled = True
        self.button.layout.display = "none"
        self.lead.layout.display = ""
        self.status.value = _progress_html(0, 0)
        step = [0]

        def current() -> bool:
            with self._lock:
                return self._shown == shown

        def progress(done: int, total: int) -> None:
            if done >= total or done - step[0] >= max(1, total // 20):
                step[0] = done
                if current():
                    self.status.value = _progress_html(done, total)

        def found(flag: FlaggedDecision) -> None:
            if current():
                self._add(hand, flag)

        result: list[HandReview] = []

        def work() -> None:
            try:
                review = review_hand(hand.decisions, seed=hand.seed * 1000 + hand.hand_number, level=hand.level,
                                     screen_playouts=self.screen_playouts, check_playouts=self.check_playouts,
                                     on_progress=progress, on_found=found)
            except CanastaError as err:
                log.warning("hand review: %s", err)
                if current():
                    self.status.value = error_box(str(err))
                return
            except Exception:  # noqa: BLE001 - never a traceback on the page
                log.exception("the hand review failed")
                if current():
                    self.status.value = error_box(phrase("app.error-ours"))
                return
            result.append(review)
            with self._lock:
                if self._shown != shown:
                    return
                self._running = False
                self.review = review
                kept = self._kept
            self._finish(review)
            if self.on_reviewed is not None:
                try:
                    self.on_reviewed(kept, review)
                except Exception:  # noqa: BLE001 - the review stays on the page
                    log.exception("keeping the review failed")

        self.run(work)
        return result[0] if result else None

    def _add(self, hand: PracticeHand, flag: FlaggedDecision) -> None:
        """A flagged decision was found: its entry goes in its place by cost (worst first),
        a moment opened again stays with its own entry. The first found takes the focus (the
        learner reads it while the review goes on); one found later joins the list in its
        place without taking the focus from what the learner is reading."""
        first = not self.flagged
        place_at = cost_place(self.flagged, flag)
        self.flagged.insert(place_at, flag)
        self.retries = {(n + 1 if n >= place_at else n): r for n, r in self.retries.items()}
        self._arrived += 1
        item_id = f"ct-review-item-{id(self)}-{self._shown}-{self._arrived}"
        box = W.HTML(render("review_item.html.j2", id=item_id, when=moment_title(hand, flag.moment),
                            headline=flag.headline, facts=list(flag.facts)))
        retry = W.Button(description=_words("review.retry"), layout=W.Layout(width="auto"))
        retry.add_class("ct-review-retry-button")
        place = W.VBox()
        retry.on_click(lambda _b, f=flag, p=place, r=retry: self._retry_clicked(f, p, r))
        item = W.VBox([box, retry, place])
        item.add_class("ct-review-entry")
        children = list(self.items.children)
        children.insert(place_at, item)
        self.items.children = tuple(children)
        if first:
            self.focus(item_id)

    @safe_callback
    def _retry_clicked(self, flag: FlaggedDecision, place: W.VBox, button: W.Button) -> None:
        # the entry's place now (a costlier decision found since may have moved it down)
        number = next(i for i, f in enumerate(self.flagged) if f is flag)
        self.retry(number, place, button)

    def retry(self, number: int, place: W.VBox | None = None, button: W.Button | None = None) -> _Retry | None:
        """Open flagged decision ``number`` again as a step on its own table."""
        if not 0 <= number < len(self.flagged):
            return None
        existing = self.retries.get(number)
        if existing is not None:
            return existing
        retry = _Retry(self, self.flagged[number])
        self.retries[number] = retry
        if place is not None:
            place.children = (retry.widget,)
        if button is not None:
            button.layout.display = "none"
        retry.table.move_focus("message")
        return retry

    def _finish(self, review: HandReview) -> None:
        if not review.decisions:
            words = _words("review.nothing")
        elif not review.flagged:
            words = say("review.none", n=review.decisions)
        else:
            words = say("review.done", n=review.decisions, flagged=len(review.flagged))
        self.said_count += 1
        box_id = f"ct-review-done-{id(self)}-{self.said_count}"
        self.status.value = render("review_said.html.j2", text=words, extra="ct-review-summary", id=box_id)
        if not review.flagged:
            self.focus(box_id)
