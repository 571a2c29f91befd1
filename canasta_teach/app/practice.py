"""The practice table: a whole hand against bots, acted out on the card table.

:class:`PracticeTable` is the app's ``?practice`` view. The learner picks a table (four
players: the learner and a bot partner against two bots; two players; three players) and
the bots' level, then plays hands of a game to the ruleset's target score on the card-table
widget (:class:`~.table_widget.CardTable`): selecting cards and pressing an action.

Everything is kept on the kernel side in a :class:`~canasta_teach.players.practice.PracticeHand`
(a frozen value: every play gives a new one), and everything drawn comes from its
:meth:`~canasta_teach.players.practice.PracticeHand.view` for the learner's seat, or from
``observe`` through the card table: never another hand, never the stock's order. Any
browser client can read all widget state and send any message, so:

- the card table hands every checked message to :meth:`PracticeTable._play` as an engine
  operation (``on_operation``), and the practice hand's referee rules on it: a refused play
  is shown with the rule and its cards in the lessons' words
  (:func:`~canasta_teach.judge.wording.refusal_text`), and nothing changes;
- every button's callback re-checks on the kernel side that it applies now (a "Next hand"
  clicked by a crafted message before the hand is over does nothing);
- the coach (:func:`~canasta_teach.players.coach.coach`, seeded from the game's seed, the
  hand and the move number, so the same decision gets the same advice) runs in a thread so
  the page stays responsive; its verdict is shown only if the decision it was asked about
  is still the current one when it arrives.

The bots' moves since the learner's last turn are listed in words as they were made
(:meth:`~canasta_teach.players.practice.PracticeHand.log_words`), the whole hand in a log
(in the play notation on request), the end-of-hand score as line items (the lesson
feedback's score tables).
"""

from __future__ import annotations

import contextvars
import logging
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ipywidgets as W

from .. import config
from ..content.guided import load_guided_hands
from ..errors import CanastaError
from ..game.choices import Choice, ChoiceKind
from ..game.operations import EndTurn, Operation
from ..game.referee import apply
from ..game.table import Phase, TableState
from ..judge.wording import phrase, say
from ..players.coach import CoachVerdict, choice_label
from ..players.deal_number import DealNumber, new_seed
from ..players.hand_review import verdict_facts
from ..players.hint import Hint
from ..players.levels import LEVELS
from ..players.practice import PracticeHand, PracticeView, seat_name
from .assets import render, said_html, stylesheet
from .deal_words import deal_html, game_deal
from .disclosure import DisclosureButton
from .failsafe import error_box, safe_callback
from .feedback import hand_score_tables_html
from .hand_review import HandReviewPanel
from .language import in_page_language
from .practice_history import PracticeKeeper
from .table_widget import Action, CardTable
from .tranca_practice import (
    CANASTA,
    TRANCA,
    coach_budget,
    deal_game,
    discard_key,
    game_of,
    game_options,
    is_tranca,
    title_words,
    turn_words,
)

__all__ = ["PracticeTable", "Decision", "coach_chart_svg", "coach_html", "hint_html", "thinking_html"]

log = logging.getLogger(__name__)

#: Play-outs the coach may spend on one decision, shared among its choices (about 1-3 s on
#: a 2-core machine for two choices; the coach stops early when the answer is plain).
COACH_BUDGET = 300
#: At most this many discards are compared at once (each costs as much as a whole choice).
MAX_DISCARDS = 3
#: Seconds between two bot plays as the page shows them (the learner sees each discard land).
BOT_PACE = 0.3


@dataclass(frozen=True)
class Decision:
    """Which decision a coach's verdict is about: the game, the hand, the move number and
    the choices (a verdict that comes back for another one is dropped)."""

    game: int
    hand_number: int
    moves: int
    choices: tuple[Choice, ...]


def _words(key: str) -> str:
    return phrase(key)


def _action(action: str, key: str) -> Action:
    """A button of the practice table: its words, and the short ones a phone shows so that
    the buttons share one row under the hand."""
    return Action(action, _words(key), _words(f"practice.short.{action}"))


def coach_chart_svg(verdict: CoachVerdict) -> str:
    """A small bar chart of the coach's verdict: one bar per choice (the mean score
    difference for the learner's side, from a zero line), its 90% interval as a whisker,
    the best choice in green, each choice's words above its bar (so they fit a phone).
    Inline SVG with a title; the text alternative is a list (:func:`coach_chart_text`)."""
    bars = verdict.chart
    width, row, pad = 400, 44, 8
    lo = min([0.0] + [b.low for b in bars])
    hi = max([0.0] + [b.high for b in bars])
    span = (hi - lo) or 1.0
    plot = width - 2 * pad - 44  # room for the number at the end of the bar

    def x(value: float) -> float:
        return pad + (value - lo) / span * plot

    height = row * len(bars) + 6
    drawn = []
    for i, bar in enumerate(bars):
        x0, x1 = sorted((x(0), x(bar.mean)))
        drawn.append({
            "y": i * row,
            "label": bar.label + (f" ({_words('practice.coach-best')})" if bar.best else ""),
            "weight": "700" if bar.best else "400",
            "colour": "#2e7d32" if bar.best else "#5c6bc0",
            "x0": f"{x0:.1f}",
            "width": f"{max(1.0, x1 - x0):.1f}",
            "low": f"{x(bar.low):.1f}",
            "high": f"{x(bar.high):.1f}",
            # the number past the whisker and the zero line, never over a bar
            "number_x": f"{x(max(bar.mean, bar.high, 0.0)) + 5:.1f}",
            "number": f"{round(bar.mean):+d}",
        })
    return render("coach_chart.html.j2", width=width, height=height, pad=pad, zero=f"{x(0):.1f}",
                  title=_words("practice.coach-chart"), bars=drawn)


def coach_chart_text(verdict: CoachVerdict) -> tuple[str, ...]:
    """The chart in words, one sentence per choice (its text alternative)."""
    return tuple(say("practice.coach-bar", label=b.label, mean=round(b.mean), low=round(b.low), high=round(b.high),
                     wins=round(100 * b.win_rate)) for b in verdict.chart)


class PracticeTable:
    """The practice view: setup, the card table, hint and coach, the log, the score.

    ``background`` runs the coach in a thread (the app); tests pass False to get the
    verdict at once. ``coach_budget`` is the play-outs shared among a decision's choices.
    """

    def __init__(self, *, players: int = 4, level: str = "sensible", seed: int | None = None,
                 four_colour: bool = False, background: bool = True, coach_budget: int = COACH_BUDGET,
                 pace: float = BOT_PACE, on_focus: Callable[[str], None] | None = None,
                 keeper: PracticeKeeper | None = None, deal: DealNumber | None = None, class_deal: bool = False,
                 ruleset: str | None = None) -> None:
        if deal is not None:  # a deal names its game: Tranca's deals are Tranca
            ruleset = deal.game
        self._background = background
        #: Seconds between two bot plays shown (in the background only; 0: all at once).
        self._pace = pace if background else 0.0
        #: Set while the bots' plays are being shown one by one: the learner's plays wait.
        self._animating = False
        #: Counts hands dealt: a showing of the bots' plays stops when a new hand comes.
        self._dealt = 0
        self._coach_budget = coach_budget
        self._games = 0
        self._lock = threading.Lock()
        self._pending: Decision | None = None
        self._seen_log = 0
        #: Moves focus to an element by its id (the app's router); the coach's verdict gets it.
        self._on_focus = on_focus
        #: Counts the coach's answers: each verdict box gets an id of its own to focus.
        self._answers = 0
        # The setup (table, bots, guided hands, "Deal a new game") sits behind one "New
        # game" disclosure: closed, none of it is on the screen or in the Tab path before
        # the hand, and the table with its actions keeps the first screen.
        self.setup_toggle = DisclosureButton(label=_words("practice.setup"))
        self.setup_toggle.add_class("ct-practice-setup-toggle")
        self.setup_toggle.observe(self._setup_toggled, names="expanded")
        self.players = W.Dropdown(options=[(_words(f"practice.players.{n}"), n) for n in (4, 2, 3)], value=players,
                                  description=_words("practice.players"), layout=W.Layout(width="27em"))
        self.players.add_class("ct-practice-players")
        self.level = W.Dropdown(options=[(_words(f"practice.level.{name}"), name) for name in LEVELS], value=level,
                                description=_words("practice.level"), layout=W.Layout(width="22em"))
        self.level.add_class("ct-practice-level")
        # the game: Canasta at the table chosen, or Tranca (four players: app.tranca_practice)
        self.game = W.Dropdown(options=game_options(), value=game_of(ruleset), description=_words("tranca.game"),
                               layout=W.Layout(width="27em"))
        self.game.add_class("ct-practice-game")
        self.game.observe(self._game_chosen, names="value")
        self.players.disabled = self.game.value == TRANCA
        self.new_game_button = W.Button(description=_words("practice.new-game"), layout=W.Layout(width="auto"))
        self.new_game_button.add_class("ct-practice-new")
        self.new_game_button.on_click(self._new_game_clicked)
        # "Deal a new game" with a hand in progress asks first (the hand would be lost)
        self.confirm_text = W.HTML()
        self.confirm_yes = W.Button(description=_words("practice.confirm-yes"), layout=W.Layout(width="auto"))
        self.confirm_yes.add_class("ct-practice-confirm-yes")
        self.confirm_yes.on_click(self._confirm_clicked)
        self.confirm_no = W.Button(description=_words("practice.confirm-no"), layout=W.Layout(width="auto"))
        self.confirm_no.add_class("ct-practice-confirm-no")
        self.confirm_no.on_click(self._keep_clicked)
        self.confirm = W.VBox([self.confirm_text, W.HBox([self.confirm_yes, self.confirm_no])],
                              layout=W.Layout(display="none"))
        self.confirm.add_class("ct-practice-confirm")
        self._asked: tuple[int, str, str] | None = None
        self.guided_links = W.HTML(_guided_links_html())
        # the game's deal number, to share or replay (?practice&deal=N): app.deal_words
        self.deal_info = W.HTML()
        self.deal_info.add_class("ct-practice-deal")
        self._class_deal = class_deal
        if deal is not None:
            players, level, seed = deal.players, deal.level, deal.seed
        setup = W.HBox([self.game, self.players, self.level, self.new_game_button])
        setup.add_class("ct-practice-setup")
        self.setup = W.VBox([W.HTML(render("practice_setup_lead.html.j2", text=_words("practice.setup-label"))),
                             setup, self.confirm, self.deal_info, self.guided_links], layout=W.Layout(display="none"))
        self.setup.add_class("ct-practice-setup-panel")
        self.heading = W.HTML()
        head = W.HBox([self.heading, self.setup_toggle])
        head.add_class("ct-practice-head")
        self.status = W.HTML()
        self.status.add_class("ct-practice-status")
        self.hand = self._deal(players, level, seed, self.game.value)
        self.table = CardTable(self.hand.state, seat=self.hand.learner, four_colour=four_colour,
                               on_operation=self._operation, on_decided=self._decided)
        self.table.add_class("ct-practice-table")
        self.table.heading_level = 2  # under the page's one h1
        self.table.layout.width = "100%"
        # no icons: an icon font's character would be read as part of the button's name
        self.hint_button = W.Button(description=_words("practice.hint"), layout=W.Layout(width="auto"))
        self.hint_button.add_class("ct-hint-button")
        self.hint_button.on_click(self._hint_clicked)
        self.coach_button = W.Button(description=_words("practice.coach"), layout=W.Layout(width="auto"))
        self.coach_button.add_class("ct-coach-button")
        self.coach_button.on_click(self._coach_clicked)
        self.notation = W.Checkbox(value=False, description=_words("practice.notation"), indent=False)
        self.notation.add_class("ct-notation-toggle")
        self.notation.observe(self._notation_toggled, names="value")
        help_row = W.HBox([self.hint_button, self.coach_button])
        help_row.add_class("ct-practice-help")
        self.help_row = help_row
        self.help = W.HTML()
        self.help.add_class("ct-practice-help-text")
        self.news = W.HTML()
        # the hand's end: the review's and the next hand's buttons, a short summary (how it
        # ended, the game score, who won), then the detailed score tables
        self.end = W.HTML()
        self.end.add_class("ct-end")
        self.end_scores = W.HTML()
        self.end_scores.add_class("ct-end-scores")
        self.next_hand_button = W.Button(description=_words("practice.next-hand"), button_style="primary",
                                         layout=W.Layout(display="none", width="auto"))  # never cut short
        self.next_hand_button.add_class("ct-next-hand")
        self.next_hand_button.on_click(self._next_hand_clicked)
        self.log = W.HTML()
        self.log.add_class("ct-log-box")
        # "Review this hand" under a finished hand (its own module: app.hand_review); the
        # keeper (app.practice_history) keeps each finished hand and its review
        self._keeper = keeper
        self.review = HandReviewPanel(background=background, on_focus=on_focus,
                                      on_hand_over=self._hand_over if keeper is not None else None,
                                      on_reviewed=keeper.reviewed if keeper is not None else None)
        self.history = W.HTML(keeper.history_html() if keeper is not None else "")
        hand_over_row = W.HBox([self.review.button, self.next_hand_button])
        hand_over_row.add_class("ct-hand-over-actions")
        self.error = W.HTML()
        # One screen per decision: the title with the "New game" control and one status
        # line, then the table with its message and actions (compacted by practice.css as
        # the hand grows); the help buttons and what they say right under the actions (an
        # answer never pushes the actions down). When the hand ends, right under the table:
        # "Review this hand" and the next hand's button (on the first screen at 1280x800 and
        # 390x844 even when the table is at its tallest), how it ended and the game score in
        # a line or two (the focus goes there: the buttons just above stay in view), the
        # review as it comes, then the detailed score tables; what the others did and the
        # log below.
        self.widget = W.VBox([W.HTML(render("style.html.j2", css=stylesheet("practice"))), head, self.setup, self.status, self.error,
                              self.table, help_row, self.help, hand_over_row, self.end, self.review.widget, self.end_scores,
                              self.news, self.notation, self.log, self.history])  # the notation toggle sits by the log it changes
        self.widget.add_class("ct-practice")
        self.widget.add_class("ct-page")
        self.widget.layout.width = "100%"
        self._redraw(news_from=0)

    # ------------------------------------------------------------------------------ games

    def _hand_over(self, hand: PracticeHand) -> object:
        """A hand ended: the keeper keeps it, and the learner's last hands show it."""
        assert self._keeper is not None
        kept = self._keeper.hand_over(hand)
        self.history.value = self._keeper.history_html()
        return kept

    def _deal(self, players: int, level: str, seed: int | None, game: str = CANASTA) -> PracticeHand:
        self._games += 1
        if seed is None:  # the server's fixed deal ($CANASTA_TEACH_PRACTICE_SEED), else a new one
            seed = config.practice_seed()
        if seed is None:
            seed = new_seed()  # 64 secret bits: no deal can be found again from the cards held
        return deal_game(game, players=players, level=level, seed=seed)

    @safe_callback
    def _game_chosen(self, _change: Any = None) -> None:
        # Tranca is a game of four: the table size is no choice then
        self.players.disabled = self.game.value == TRANCA

    @property
    def deal(self) -> DealNumber | None:
        """The deal number of the game on the table, with its game (None for a seed no
        number can name)."""
        return game_deal(self.hand)

    def _show_error(self, message: str) -> None:
        self.error.value = error_box(message)
        self.table.announce(message, "refused")

    @safe_callback
    def _setup_toggled(self, _change: Any = None) -> None:
        self.setup.layout.display = "" if self.setup_toggle.expanded else "none"
        if not self.setup_toggle.expanded:
            self._cancel_confirm()

    def in_progress(self) -> bool:
        """Whether dealing a new game now would throw away play: the learner has played in
        this hand, or the game is past its first hand (and not over)."""
        hand = self.hand
        if hand.is_over and hand.game_over:
            return False
        return hand.hand_number > 1 or any(entry.seat == hand.learner for entry in hand.log)

    @safe_callback
    def _new_game_clicked(self, _button: Any = None) -> None:
        players, level, game = self.players.value, self.level.value, game_of(self.game.value)
        if players not in (2, 3, 4) or level not in LEVELS:  # a crafted value: nothing
            return
        if self.in_progress():
            # ask first; the answer deals the table and bots chosen now
            self._asked = (players, level, game)
            self.confirm_text.value = render("practice_confirm.html.j2", text=_words("practice.confirm-new"))
            self.confirm.layout.display = ""
            self.confirm_no.focus()
            return
        self.setup_toggle.expanded = False
        self.new_game(players=players, level=level, game=game)

    @safe_callback
    def _confirm_clicked(self, _button: Any = None) -> None:
        asked = self._asked
        if asked is None:  # not asked (a crafted click): nothing
            return
        self._cancel_confirm()
        self.setup_toggle.expanded = False
        self.new_game(players=asked[0], level=asked[1], game=asked[2])

    @safe_callback
    def _keep_clicked(self, _button: Any = None) -> None:
        self._cancel_confirm()
        self.new_game_button.focus()

    def _cancel_confirm(self) -> None:
        self._asked = None
        self.confirm.layout.display = "none"
        self.confirm_text.value = ""

    def new_game(self, *, players: int, level: str, seed: int | None = None, game: str | None = None) -> None:
        """Deal the first hand of a new game (the bots before the learner play at once);
        ``game`` "tranca" deals Tranca (the game menu's choice when not given)."""
        self._dealt += 1
        self._animating = False
        self._class_deal = False
        game = game_of(self.game.value if game is None else game)
        if self.game.value != game:
            self.game.value = game
        self.hand = self._deal(players, level, seed, game)
        self._seen_log = 0
        self.help.value = ""
        self._redraw(news_from=0)

    @safe_callback
    def _next_hand_clicked(self, _button: Any = None) -> None:
        hand = self.hand
        if not hand.is_over or hand.game_over or self._animating:  # re-checked: the button may be hidden
            return
        self._dealt += 1
        self.hand = hand.next_hand().bots_play_until_learner()
        self._seen_log = 0
        self.help.value = ""
        self._redraw(news_from=0)

    # ------------------------------------------------------------------------------ plays

    def _operation(self, action: str, op: Operation) -> None:
        """The card table's checked message, as an operation: the practice hand's referee
        rules on it; the bots then play until the learner must act again."""
        try:
            self.play(op)
        except CanastaError as err:
            log.warning("practice play: %s", err)
            self._show_error(str(err))
        except Exception:  # noqa: BLE001 - never a traceback on the page
            log.exception("practice play failed")
            self._show_error(phrase("app.error-ours"))

    def _decided(self, action: str, _cards: tuple[Any, ...]) -> None:
        """The table's buttons that are no play for the referee: "Take back this turn's
        melds"."""
        if action == "take-back":
            self.take_back()

    def take_back(self) -> PracticeHand:
        """Take back this turn's melds: the table as it was after this turn's draw, when
        the practice hand (its engine) allows it; else nothing changes (a crafted message)."""
        hand = self.hand
        if hand.is_over or self._animating or not hand.can_take_back():
            return hand
        self.hand = hand.take_back()
        self.help.value = ""
        self.error.value = ""
        self._redraw(news_from=len(self.hand.log), news_said=True)
        words = say("practice.taken-back")
        self.table.say(words, "accepted", highlight=())
        return self.hand

    def play(self, op: Operation) -> PracticeHand:
        """Play the learner's ``op`` (as the card table does): refused, it is shown with its
        rule and cards; accepted, the bots play on and the table is drawn again."""
        hand = self.hand
        if hand.is_over or not hand.learner_to_act or self._animating:
            return hand
        before = len(hand.log)
        after = hand.learner_play([op])
        refusal = after.view(after.learner).refusal
        if refusal is not None:
            self.hand = after
            self.table.say(say("act.refused", why=refusal.text), "refused", highlight=refusal.cards)
            return after
        self.hand = after
        self.help.value = ""
        if self._pace > 0 and any(e.seat != after.learner for e in after.log[before:]):
            self._show_plays(hand.state, after, before)
        else:
            self._redraw(news_from=before)
        return after

    def _show_plays(self, start: TableState, after: PracticeHand, before: int) -> None:
        """Show the plays since ``before`` one at a time, as they happened (the learner's,
        then each bot's, :data:`BOT_PACE` apart), then the table for the learner's turn.
        Each table shown is the learner's view of the state after that play (the log's
        operations replayed on ``start``: the same engine, the same cards)."""
        entries = after.log[before:]
        states: list[TableState] = []
        state = start
        for entry in entries:
            state = apply(state, entry.op, verified=True)
            states.append(state)
        words = after.log_words()
        dealt = self._dealt
        self._animating = True
        with self.table.hold_sync():
            self.table.enable(())
            self.table.close_table()
        self.hint_button.disabled = self.coach_button.disabled = True

        def run() -> None:
            try:
                for index, (entry, shown) in enumerate(zip(entries, states)):
                    if self._dealt != dealt:
                        return
                    with self.table.hold_sync():  # each play's cards and words together
                        self.table.show(shown)
                        self.table.say(words[before + index], "", highlight=())
                    self.news.value = self._news_lines_html(words[before:before + index + 1])
                    if entry.seat != after.learner and index + 1 < len(entries):
                        time.sleep(self._pace)
            except Exception:  # noqa: BLE001 - the final redraw below still comes
                log.exception("showing the bots' plays failed")
            finally:
                if self._dealt == dealt:
                    self._animating = False
                    self._redraw(news_from=before, news_said=True)

        threading.Thread(target=contextvars.copy_context().run, args=(run,), name="bot-plays", daemon=True).start()

    # ------------------------------------------------------------------------------ drawing

    def view(self) -> PracticeView:
        """Everything the learner may see now (all that is drawn comes from here)."""
        return self.hand.view(self.hand.learner)

    def _actions(self, view: PracticeView) -> tuple[tuple[Action, ...], str]:
        """The buttons for the phase of the learner's turn (never for whether a play is
        legal: the referee says so when it is pressed), and what to do now."""
        obs = view.observation
        if not view.to_act or obs.phase is Phase.HAND_OVER:
            return (), ""
        if obs.phase is Phase.ANSWER:
            return (Action("yes", _words("practice.answer-yes")), Action("no", _words("practice.answer-no"))), say("practice.turn.answer")
        if any(c.is_red_three for c in obs.hand):
            return (Action("red-three", _words("practice.button.red-three")),), say("practice.turn.red-three")
        tranca = is_tranca(self.hand)
        if obs.phase is Phase.DRAW:
            todo = turn_words(drawing=True) if tranca else say("practice.turn.draw")
            return (_action("draw", "act.button.draw"), _action("take", "act.button.take")), todo
        actions = [_action("meld", "act.button.meld"), Action("add", ""), _action("discard", "act.button.discard"),
                   _action("go-out", "act.button.go-out")]
        if any(obs.seat in side and len(side) > 1 for side in obs.sides) and not obs.turn.asked and not tranca:
            actions.append(_action("ask", "practice.button.ask"))
        if any(isinstance(op, EndTurn) for op in self.hand.legal_operations()):
            # rare (a last card that may not be discarded): offered only when it applies
            actions.append(_action("end-turn", "practice.button.end-turn"))
        if self.hand.can_take_back():
            # only once this turn has melds to take back (the engine says when)
            actions.append(_action("take-back", "practice.button.take-back"))
        return tuple(actions), turn_words(drawing=False) if tranca else say("practice.turn.play")

    def _redraw(self, *, news_from: int, news_said: bool = False) -> None:
        """Draw the view; say into the table's live region the moves since ``news_from``
        (unless ``news_said``: shown one by one, each was said as it came) and what to do
        now ("Your turn: ..."), or how the hand ended."""
        view = self.view()
        hand = self.hand
        self.heading.value = render("app_title.html.j2", title=title_words(hand), id="")
        actions, todo = self._actions(view)
        # One message to the browser for the whole table: its cards, its buttons and what it
        # says arrive together, so the page never draws new cards under old buttons (the
        # widgets' front end applies each model's messages on a chain of its own, so the
        # log below may be drawn before a table sent in parts), and a screen reader hears
        # the turn once.
        with self.table.hold_sync():
            self.table.show(hand.state)
            self.table.set_moves(view.log[news_from:])
            news = [] if news_said else list(view.log[news_from:])
            if actions:
                self.table.enable(actions)
                self.table.say(todo, "hint", highlight=(), aloud=" ".join(news + [todo]))
            else:
                self.table.enable(())
                self.table.close_table()
                ended = [say("practice.hand-over"), self._end_words(view)] if hand.is_over else []
                self.table.say(say("practice.hand-over") if hand.is_over else "", "accepted" if hand.is_over else "",
                               highlight=(), aloud=" ".join(news + ended))
            if hand.is_over:  # the scoreboard and the status line count the hand just scored
                self.table.show_scores(self._totals(view))
        self.status.value = self._status_html(view)
        self.news.value = self._news_html(view, news_from)
        self.log.value = self._log_html(view)
        # "Review this hand" first: it is in the page by the time the hand's end shows
        self.review.show_for(hand)
        shown_end = bool(self.end.value)
        self.end.value = self._end_html(view) if hand.is_over else ""
        self.end_scores.value = self._end_scores_html(view) if hand.is_over else ""
        if hand.is_over and not shown_end:
            # the hand's cards and actions are inert now: the focus goes to its result
            self._focus(self._end_id(view))
        self.next_hand_button.layout.display = "" if hand.is_over and not view.game_over else "none"
        self.coach_button.disabled = not actions
        self.hint_button.disabled = not actions
        # the hand over, the help has nothing to say: the next hand's button takes its place
        self.help_row.layout.display = "none" if hand.is_over else ""
        if hand.is_over:
            self.help.value = ""
        self.deal_info.value = deal_html(self.deal, chosen_by_teacher=self._class_deal)
        self.error.value = ""

    def _status_html(self, view: PracticeView) -> str:
        obs = view.observation
        players = len(obs.hand_sizes)
        held = [say("practice.cards-held", who=seat_name(view.seat, s, players, partner=(view.seat + 2) % 4 if players == 4 else None), n=n)
                for s, n in enumerate(obs.hand_sizes) if s != view.seat]
        hand_words = say("practice.hand", number=view.hand_number, target=obs.ruleset.target)
        scores = self._totals(view) if self.hand.is_over else view.scores
        return render("practice_status.html.j2", hand=hand_words, held=" · ".join(held),
                      score=self._game_score(view, scores))

    @staticmethod
    def _totals(view: PracticeView) -> tuple[int, ...]:
        """The game score with the hand's points added (the hand is over)."""
        return tuple(a + b for a, b in zip(view.scores, view.hand_totals))

    def _game_score(self, view: PracticeView, scores: tuple[int, ...]) -> str:
        players = len(scores)
        parts = []
        if players == 4:
            ours = scores[view.seat]
            theirs = scores[(view.seat + 1) % 4]
            parts = [say("practice.side-score", who=_words("practice.side.us"), points=ours),
                     say("practice.side-score", who=_words("practice.side.them"), points=theirs)]
        else:
            for seat, points in enumerate(scores):
                parts.append(say("practice.side-score", who=seat_name(view.seat, seat, players), points=points))
        return say("practice.game-score", scores=", ".join(p[:1].lower() + p[1:] for p in parts))

    def _news_html(self, view: PracticeView, start: int) -> str:
        """What the others did since the learner's last play (and that play first)."""
        return self._news_lines_html(view.log[start:])

    def _news_lines_html(self, lines: tuple[str, ...]) -> str:
        if not lines:
            return ""
        # not a live region: the card table's region says the moves (cards in words)
        return render("practice_news.html.j2", title=_words("practice.news"),
                      lines_html=[said_html(line) for line in lines])

    def _log_html(self, view: PracticeView) -> str:
        notation = bool(self.notation.value)
        # in words each line is said_html (HTML already); in notation it is plain text
        lines = list(view.notation) if notation else [said_html(line) for line in view.log]
        return render("practice_log.html.j2", title=_words("practice.log"), count=len(view.log),
                      notation=notation, lines=lines)

    def _end_html(self, view: PracticeView) -> str:
        """The hand's end in brief: how it ended (the last line of the log, "Your opponent
        went out."), the game score and who won the game; short, so that it and the buttons
        just above it share the screen when the focus comes to it."""
        head = said_html(view.log[-1] if view.log else say("practice.hand-over"))
        totals = self._totals(view)
        return render("practice_end.html.j2", id=self._end_id(view), head_html=head,
                      score=self._game_score(view, totals), over=self._game_over_words(view, totals))

    def _end_scores_html(self, view: PracticeView) -> str:
        """The hand's score in detail, each side's table (after the buttons: a learner who
        wants the detail scrolls to it)."""
        return render("practice_end_scores.html.j2", tables_html=hand_score_tables_html(view.score_tables))

    def _end_id(self, view: PracticeView) -> str:
        """The element id of a hand's result (new for each hand, so the page focuses this one)."""
        return f"ct-hand-end-{id(self)}-{view.hand_number}"

    def _game_over_words(self, view: PracticeView, totals: tuple[int, ...]) -> str:
        """Who won the game, when this hand ended it ("" while the game goes on)."""
        if not view.game_over:
            return ""
        top = max(totals)
        winners = [s for s, t in enumerate(totals) if t == top]
        players = len(totals)
        if view.seat in winners or (players == 4 and (view.seat + 2) % 4 in winners):
            return say("practice.won")
        who = seat_name(view.seat, winners[0], players, partner=(view.seat + 2) % 4 if players == 4 else None)
        return say("practice.lost", who=who, target=view.observation.ruleset.target)

    def _end_words(self, view: PracticeView) -> str:
        """The end of the hand as the live region says it: how it ended, the game score,
        who won the game (the score tables are on the page, under the table)."""
        totals = self._totals(view)
        parts = [view.log[-1]] if view.log else []
        parts += [self._game_score(view, totals), self._game_over_words(view, totals)]
        return " ".join(p for p in parts if p)

    @safe_callback
    def _notation_toggled(self, _change: Any = None) -> None:
        self.log.value = self._log_html(self.view())

    # ------------------------------------------------------------------------------ help

    @safe_callback
    def _hint_clicked(self, _button: Any = None) -> None:
        self.show_hint()

    def show_hint(self) -> Hint:
        """What the learner may do now, each with its rule; never which to choose."""
        found = self.hand.hint()
        self._answers += 1
        box_id = f"ct-hint-{id(self)}-{self._answers}"
        self.help.value = hint_html(found, element_id=box_id)
        self.table.announce(" ".join([found.lead] + [item.sentence for item in found.items]) if len(found.items) <= 1
                            else say("practice.hint-short", n=len(found.items)))
        self._focus(box_id)  # under the actions: the page scrolls just enough to show it
        return found

    def decision(self) -> Decision | None:
        """The decision the coach would be asked about now, or None (with the reason shown):
        take the pile or draw; go out or keep playing; which of the selected cards to
        discard (two or three of them)."""
        hand = self.hand
        if hand.is_over or not hand.learner_to_act or self._animating:
            return None
        choices = hand.choices()
        pair = ([c for c in choices if c.before_draw]
                or [c for c in choices if c.kind in (ChoiceKind.GO_OUT, ChoiceKind.KEEP_PLAYING)])
        if len(pair) < 2:
            # naturals of one rank are the same discard for the rules (suits do not matter;
            # in Tranca they do: runs)
            chosen = self.table.selected_cards()
            key = discard_key(hand)
            selected = {key(c) for c in chosen}
            discards = [c for c in choices if c.card is not None and key(c.card) in selected]
            pair = list(dict.fromkeys(discards))[:MAX_DISCARDS]
            if len(pair) < 2:
                refused = hand.take_refusal()
                if refused is not None:  # take or draw, where the rules leave no choice
                    self._say_coach(say("practice.coach-only-draw", why=refused.text))
                    return None
                any_discard = sum(1 for c in choices if c.kind is ChoiceKind.DISCARD) >= 2
                message = ("practice.coach-none" if not any_discard else
                           "practice.coach-same" if len(chosen) >= 2 and len(selected) < 2 else "practice.coach-select")
                self._say_coach(say(message))
                return None
        return Decision(self._games, hand.hand_number, len(hand.log), tuple(pair))

    def _current(self, decision: Decision) -> bool:
        hand = self.hand
        return (decision.game, decision.hand_number, decision.moves) == (self._games, hand.hand_number, len(hand.log)) \
            and hand.learner_to_act and not hand.is_over

    @safe_callback
    def _coach_clicked(self, _button: Any = None) -> None:
        self.ask_coach()

    def _say_coach(self, words: str) -> None:
        """The coach's answer that is not a verdict (nothing to compare, or the rules
        decide), in the help box, focused like a verdict."""
        self._answers += 1
        box_id = f"ct-coach-{id(self)}-{self._answers}"
        self.help.value = render("coach_said.html.j2", id=box_id, text=words)
        self.table.announce(words)
        self._focus(box_id)

    def _focus(self, element_id: str) -> None:
        if self._on_focus is not None:
            self._on_focus(element_id)

    def ask_coach(self) -> CoachVerdict | None:
        """Ask the coach about the decision now. In the background (the app) the button is
        disabled and "The coach is thinking…" shown with a progress bar (the play-outs done)
        until the verdict comes; it is shown, and focused, only if the learner has not
        played on meanwhile. Asked again while it thinks, it says so (a click is never
        silently lost). Returns the verdict when run at once (tests)."""
        with self._lock:
            busy = self._pending is not None
            decision = None if busy else self.decision()
            if decision is not None:
                self._pending = decision
        if busy:
            self.help.value = thinking_html(0, 0, busy=True) if "ct-thinking" not in self.help.value else self.help.value
            self.table.announce(_words("practice.coach-busy"))
            return None
        if decision is None:
            return None
        # the button is disabled while the coach works: the focus goes to the table's
        # message first (never to the page body), and to the verdict when it comes
        self.table.move_focus("message")
        self.coach_button.disabled = True
        self.table.announce(_words("practice.coach-thinking"))
        hand = self.hand
        named = tuple(str(c) for c in decision.choices)  # the choices' notation: the same seed as ever
        seed = random.Random(f"coach:{hand.seed}:{hand.hand_number}:{decision.moves}:{named}").getrandbits(31)
        playouts = max(20, coach_budget(hand, self._coach_budget) // len(decision.choices))
        self.help.value = thinking_html(0, playouts)
        shown = [0]

        def progress(done: int, total: int) -> None:
            # a few steps (every tenth), not one page update per play-out
            step = max(1, total // 10)
            if done >= total or done - shown[0] >= step:
                shown[0] = done
                with self._lock:
                    current = self._pending == decision
                if current:
                    self.help.value = thinking_html(done, total)

        def work() -> CoachVerdict | None:
            verdict: CoachVerdict | None = None
            try:
                verdict = hand.ask_coach(decision.choices, playouts=playouts, seed=seed,
                                         on_progress=progress if self._background else None)
            except CanastaError as err:
                log.warning("coach: %s", err)
                self._finish(decision, None, str(err))
                return None
            except Exception:  # noqa: BLE001 - never a traceback on the page
                log.exception("the coach failed")
                self._finish(decision, None, phrase("app.error-ours"))
                return None
            self._finish(decision, verdict, None)
            return verdict

        if self._background:
            # the thread speaks the page's language too (a thread starts without the caller's context)
            threading.Thread(target=contextvars.copy_context().run, args=(work,), name="coach", daemon=True).start()
            return None
        return work()

    def _finish(self, decision: Decision, verdict: CoachVerdict | None, problem: str | None) -> None:
        """The verdict arrived: shown (and focused) if its decision is still the current one."""
        with self._lock:
            self._pending = None
            current = self._current(decision)
        self.coach_button.disabled = not current and not self.hand.learner_to_act
        if not current:
            return
        self.coach_button.disabled = False
        if verdict is None:
            self.help.value = error_box(problem or "")
            self.table.announce(problem or "", "refused")
            return
        self._answers += 1
        box_id = f"ct-coach-{id(self)}-{self._answers}"
        self.help.value = coach_html(verdict, element_id=box_id)
        self.table.announce(coach_words(verdict))
        if self._on_focus is not None:
            self._focus(box_id)
        elif self._background:
            self.coach_button.focus()


def thinking_html(done: int, total: int, *, busy: bool = False) -> str:
    """The coach at work: what it does, and a progress bar of the play-outs done (its
    words in the bar's name, so a screen reader says how far it is)."""
    lead = _words("practice.coach-busy" if busy else "practice.coach-thinking")
    words = say("practice.coach-progress", done=done, total=total) if total else ""
    return render("coach_thinking.html.j2", lead=lead, done=done, total=total, words=words,
                  label=_words("practice.coach-progress-label"))


def hint_html(found: Hint, *, element_id: str = "") -> str:
    """The hint in the help box. One kind of play: its sentence after the lead. Several: one
    short line ("The rules allow 4 kinds of play now…") and the sentences behind "Show
    them", so the answer and the table's action buttons share a phone's screen.
    ``element_id`` makes the box focusable (the page moves to it)."""
    if len(found.items) <= 1:
        # one kind of play: the lead and its sentence on one short paragraph
        words = " ".join([found.lead] + [item.sentence for item in found.items])
        return render("hint.html.j2", id=element_id, short=words, sentences=[], more="", lead="")
    return render("hint.html.j2", id=element_id, short=say("practice.hint-short", n=len(found.items)),
                  sentences=[item.sentence for item in found.items], more=_words("practice.hint-more"),
                  lead=found.lead)


def coach_words(verdict: CoachVerdict) -> str:
    """The coach's verdict in one short line (what the live region says)."""
    best, other = choice_label(verdict.best), choice_label(verdict.runner_up)
    return say("practice.coach-short.clear", best=best) if verdict.clear else say("practice.coach-short.close", best=best, other=other)


def coach_html(verdict: CoachVerdict, *, element_id: str = "") -> str:
    """The coach's verdict in the help box: its choice in one short line (better to …, or
    too close to call between … and …), then behind a disclosure the whole sentence with the
    play-outs' figures, the chart and the chart's text alternative. ``element_id`` makes
    the box focusable (the page moves focus to the verdict when it comes)."""
    best, other = choice_label(verdict.best), choice_label(verdict.runner_up)
    short = say("practice.coach-short.clear", best=best) if verdict.clear else say("practice.coach-short.close", best=best, other=other)
    # beside the averages, what happened in the play-outs that tells the two apart (counted)
    why = " ".join((verdict.sentence,) + verdict_facts(verdict, verdict.runner_up, verdict.best, fallback=False))
    return render("coach_verdict.html.j2", id=element_id, short=short, more=_words("practice.coach-more"),
                  why=why, chart_html=coach_chart_svg(verdict), alt=coach_chart_text(verdict))


def _guided_links_html() -> str:
    """Links to the guided hands (places of the one-page app: ``?practice&guided=ID``)."""
    try:
        hands = load_guided_hands()
    except CanastaError:
        log.exception("the guided hands could not be read")
        return ""
    if not hands:
        return ""
    links = [{"id": h.id, "title": h.title, "text": say("practice.guided-link", number=n, players=h.players)}
             for n, h in enumerate(hands, 1)]
    return render("guided_links.html.j2", lead=_words("practice.guided-lead"), links=links)


@in_page_language
def show_practice(**kwargs: Any) -> W.Widget:
    """The practice table's widget (the app's ``?practice`` view builds it this way)."""
    return PracticeTable(**kwargs).widget

