"""The card table as an anywidget: the learner selects cards and acts; the kernel referees.

:class:`CardTable` draws one seat's view of a hand in motion (the engine's
:func:`~canasta_teach.game.table.observe`, nothing else): the learner's hand, both sides'
melds, the pile's top card (a wild card that freezes it lying crosswise, as
:mod:`.render` draws it), the stock's size, the red threes and the scores. The learner
selects cards in the hand (click, touch, or the arrow keys and Space) and presses an
action; the browser sends ``{"action": id, "selected": [indices], "meld": k}``.

The JavaScript (``static/table_widget.js``) only draws the view model and sends those
messages: no rule lives there. The kernel re-checks everything a message says (the action
is one of the enabled ones, the indices are in the hand, the table is still open), turns it
into an engine operation and asks the referee
(:func:`~canasta_teach.game.referee.refusals`): a refusal is shown in the rule's words
(:func:`~canasta_teach.judge.wording.refusal_text`) with its cards highlighted, and the
table stays as it was; an accepted play is applied and reported to the owner
(:class:`~canasta_teach.app.act_step.ActStepView`).

Any browser client can read every synced trait and send any message, so the view model is
built from ``observe(state, seat)`` only: no other hand, no stock order, no answer. Which
actions are enabled depends on the step and the phase of the turn, never on whether a play
is legal (that would give the answer away).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anywidget
import traitlets as T

from ..game.cards import Card, Rank, Suit
from ..game.melds import Meld
from ..game.operations import (
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndTurn,
    GoOut,
    LayMeld,
    Operation,
    RevealRedThree,
    TakePile,
)
from ..game.referee import Refusal, apply, refusals
from ..game.runs import Run
from ..game.table import Observation, TableState, observe
from ..judge.wording import phrase, refusal_text, say, spoken, spoken_cards
from ..players.practice import seat_name
from .render import CSS as CARDS_CSS
from .render import _canasta_order, _meld_caption
from .tranca_table import add_to_run, morto_view, morto_words, tranca_meld_view, tranca_ordered_melds

__all__ = ["CardTable", "Action", "ACTION_IDS", "card_view", "view_model", "Played", "Refused"]

log = logging.getLogger(__name__)

_STATIC = Path(__file__).resolve().parent / "static"

#: Every action the table knows; a step enables some of them.
ACTION_IDS = ("take", "draw", "meld", "add", "discard", "go-out", "keep", "stay", "restart",
              "ask", "yes", "no", "end-turn", "red-three", "take-back")
#: Actions that are operations for the referee (the rest are the step's own decisions).
_ENGINE_ACTIONS = frozenset({"take", "draw", "meld", "add", "discard", "go-out", "ask", "yes", "no", "end-turn", "red-three"})

_SUIT_CLASS = {Suit.SPADES: "ct-suit-s", Suit.HEARTS: "ct-suit-h", Suit.DIAMONDS: "ct-suit-d", Suit.CLUBS: "ct-suit-c"}


@dataclass(frozen=True)
class Action:
    """A button of the table: its id (one of :data:`ACTION_IDS`) and its words; ``short``,
    when given, is what a phone shows instead (the practice table's one row of buttons)."""

    id: str
    label: str
    short: str = ""


@dataclass(frozen=True)
class Played:
    """The referee accepted ``op``: the table before and after it (``after`` is ``before``
    for a draw, which the table does not carry out: the step ends there)."""

    action: str
    op: Operation
    before: TableState
    after: TableState


@dataclass(frozen=True)
class Refused:
    """The referee refused ``op`` for these reasons (the table is unchanged)."""

    action: str
    op: Operation
    reasons: tuple[Refusal, ...]


# --------------------------------------------------------------------------------------
# The view model: plain JSON values, computed from one seat's observation only


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_view(card: Card) -> dict[str, Any]:
    """One card as the browser draws it: its code (to match highlights), its accessible
    name ("Queen of hearts"), the corner and centre marks and the CSS classes of
    :mod:`.render`, so the table looks the same as the rest of the app."""
    classes = ["ct-card"]
    if card.rank is Rank.JOKER:
        classes.append("ct-joker")
        rank_text, pip, centre = "JOKER", "", "★"
    else:
        if card.suit is None:
            classes.append("ct-nosuit")
        else:
            classes.append(_SUIT_CLASS[card.suit])
            classes.append("ct-red" if card.is_red else "ct-black")
        rank_text = card.rank.value
        pip = card.suit.symbol if card.suit is not None else ""
        centre = pip or rank_text
    if card.is_wild:
        classes.append("ct-wild")
    if card.rank is Rank.TWO:
        classes.append("ct-two")
    # a two carries a visible "wild" tag: its name says so
    name = phrase("act.say.wild-card" if card.rank is Rank.TWO else "act.hand-card", **{"card": card})
    return {
        "code": str(card),
        "name": _capital(name),
        # inside a sentence ("Selected: king of spades, two of hearts, wild.")
        "said": name,
        "rank": rank_text,
        "pip": pip,
        "centre": centre,
        "classes": classes,
        "wild_tag": card.rank is Rank.TWO,
    }


def _meld_view(meld: Meld, canasta_size: int, add_label: str) -> dict[str, Any]:
    canasta = len(meld.cards) >= canasta_size
    if canasta:
        kind = "natural" if meld.wilds == 0 else "mixed"
        cards = _canasta_order(meld)
    else:
        kind = ""
        cards = sorted(meld.cards, key=lambda c: 1 if c.is_wild else 0)
    return {
        "name": phrase("table.meld.name", rank=meld.rank, n=len(meld.cards)) if meld.rank is not None
        else phrase("table.meld.name-wild", n=len(meld.cards)),
        "cards": [card_view(c) for c in cards],
        "canasta": kind,
        "badge": phrase(f"table.badge.{kind}") if kind else "",
        "caption": _meld_caption(meld),
        "add_label": add_label,
    }


def _ordered_melds(melds: Sequence[Meld]) -> list[Meld]:
    if any(isinstance(m, Run) for m in melds):  # Tranca: the sets, then the runs by suit
        return tranca_ordered_melds(melds)
    return sorted(melds, key=lambda m: m.rank.order if m.rank is not None else 99)


def hand_order(hand: Sequence[Card]) -> list[Card]:
    """The hand as the table shows it (by rank): the indices the browser sends refer to it."""
    return sorted(hand, key=lambda c: c.sort_key)


def pile_words(pile: Sequence[Card], freezer: Card | None, *, show_frozen: bool) -> str:
    """The pile as a screen reader says it (its image's name, the T key): "Discard pile, 5
    cards. Top card: eight of diamonds. Under it, crosswise: two of spades. The pile is
    frozen." The crosswise card is said as it is seen; "frozen" only when ``show_frozen``
    (a step whose answer it would give away leaves it out until answered)."""
    if not pile:
        return say("act.say.pile-empty")
    top = pile[-1]
    if freezer is not None and freezer is top:
        parts = [say("act.say.pile-top-crosswise", n=len(pile), top=top)]
    else:
        parts = [say("act.say.pile", n=len(pile), top=top)]
        if freezer is not None:
            parts.append(say("act.say.pile-under", card=freezer))
    if freezer is not None and show_frozen:
        parts.append(say("act.say.pile-frozen"))
    return " ".join(parts)


def counts_words(obs: Observation) -> str:
    """The counts (the C key): the stock, the pile, and the cards in every hand."""
    players = len(obs.hand_sizes)
    partner = (obs.seat + 2) % 4 if players == 4 else None
    held = [say("act.say.held", who=seat_name(obs.seat, s, players, partner=partner), n=n) for s, n in enumerate(obs.hand_sizes)]
    mortos = morto_words(obs)  # Tranca: the two mortos, face down or taken
    return (mortos + " " if mortos else "") + say("act.say.counts", stock=phrase("act.label.pile-count", **{"n": obs.stock_size}) if obs.stock_size
               else phrase("act.label.stock-empty"),
               pile=phrase("act.label.pile-count", **{"n": len(obs.pile)}) if obs.pile else phrase("act.label.pile-empty"),
               held=phrase("list.sep").join(h[:1].lower() + h[1:] for h in held))


def hand_words(hand: Sequence[Card]) -> str:
    """The hand in words (the H key), in the order it is shown."""
    if not hand:
        return say("act.say.hand-empty")
    return say("act.say.hand", n=len(hand), cards=spoken_cards(hand))


def view_model(obs: Observation, *, show_frozen: bool = True) -> dict[str, Any]:
    """Everything the browser draws, from one seat's observation (never the state): the
    hand, both sides' melds, the pile's top card and size (and the card that freezes it,
    crosswise), the stock's size, the red threes and the scores.

    ``show_frozen=False`` leaves out the words "frozen" (the crosswise card stays: it lies
    there at a real table), for a question about whether the pile is frozen.
    """
    seat = obs.seat
    ours = next(i for i, seats in enumerate(obs.sides) if seat in seats)
    # every other side is "them" (three players before anyone has taken the pile: two)
    theirs = [i for i in range(len(obs.sides)) if i != ours]
    size = obs.ruleset.canasta_size
    our_melds = _ordered_melds(obs.melds[ours])
    their_melds = _ordered_melds([m for i in theirs for m in obs.melds[i]])
    pile = list(obs.pile)
    freezer = next((c for c in pile if c.is_wild or c.is_red_three), None) if obs.pile_frozen else None
    top = pile[-1] if pile else None
    pile_view: dict[str, Any] = {
        "size": len(pile),
        "top": card_view(top) if top is not None else None,
        "top_crosswise": bool(top is not None and freezer is not None and freezer is top),
        "under": card_view(freezer) if freezer is not None and freezer is not top else None,
        "caption": say("act.label.pile-count", n=len(pile)) if pile else say("act.label.pile-empty"),
        "frozen_note": (say("act.label.frozen-wild" if freezer.is_wild else "act.label.frozen-red-three")
                        if freezer is not None and show_frozen else ""),
        "name": pile_words(pile, freezer, show_frozen=show_frozen),
    }
    red = {
        "us": [card_view(c) for s in obs.sides[ours] for c in obs.red_threes[s]],
        "them": [card_view(c) for i in theirs for s in obs.sides[i] for c in obs.red_threes[s]],
    }
    red_captions = {who: say("act.label.red-three-count", n=len(cards)) if cards else "" for who, cards in red.items()}
    scores = obs.scores
    if obs.ruleset.is_tranca:  # runs in suit order, clean and dirty canastas (003)
        ours_view = [tranca_meld_view(m, size, card_view, addable=True) for m in our_melds]
        theirs_view = [tranca_meld_view(m, size, card_view, addable=False) for m in their_melds]
    else:
        ours_view = [_meld_view(m, size, say("act.add-to", rank=m.rank) if m.rank is not None else "") for m in our_melds]
        theirs_view = [_meld_view(m, size, "") for m in their_melds]
    return {
        "hand": [card_view(c) for c in hand_order(obs.hand)],
        "our_melds": ours_view,
        "their_melds": theirs_view,
        "pile": pile_view,
        "stock": obs.stock_size,
        "stock_caption": say("act.label.pile-count", n=obs.stock_size) if obs.stock_size else say("act.label.stock-empty"),
        "stock_name": say("act.say.stock", n=obs.stock_size) if obs.stock_size else say("act.say.stock-empty"),
        "red_threes": red,
        "red_captions": red_captions,
        "mortos": morto_view(obs, ours, theirs),
        "scores": scores_view(obs, scores),
    }


def scores_view(obs: Observation, scores: Sequence[int]) -> dict[str, int]:
    """The scoreboard's two figures, the seat's side ("us") and the first other side
    ("them"), read from ``scores`` (one per seat): the observation's game score before the
    hand, or the totals once the hand is scored (:meth:`CardTable.show_scores`)."""
    ours = next(i for i, seats in enumerate(obs.sides) if obs.seat in seats)
    theirs = [i for i in range(len(obs.sides)) if i != ours]
    return {
        "us": scores[obs.sides[ours][0]] if scores else 0,
        "them": scores[obs.sides[theirs[0]][0]] if scores and theirs else 0,
    }


def labels() -> dict[str, str]:
    """The table's fixed words, from the wording catalogue (the JavaScript holds none)."""
    names = ("hand", "us", "them", "stock", "pile", "no-melds", "no-cards", "red-threes", "actions", "scores",
             "selected", "table", "stock-empty", "heading-pile", "message", "keys", "keys-help")
    words = {name: say(f"act.label.{name}") for name in names}
    # templates the browser fills with the selected cards' names (the S key)
    words["say-selected"] = phrase("act.say.selected", cards="{cards}")  # the browser fills it
    words["say-selected-none"] = phrase("act.say.selected-none")
    return words


# --------------------------------------------------------------------------------------
# The widget


def _indices(raw: Any, size: int) -> tuple[int, ...] | None:
    """The selected indices of a message, or None when they are not a list of distinct
    hand positions (a crafted message)."""
    if not isinstance(raw, list) or len(raw) > size:
        return None
    out: list[int] = []
    for item in raw:
        if isinstance(item, bool) or not isinstance(item, int) or not 0 <= item < size or item in out:
            return None
        out.append(item)
    return tuple(sorted(out))


class CardTable(anywidget.AnyWidget):  # type: ignore[misc]
    """A seat's view of a table where the learner selects cards and acts.

    The owner sets the table (:meth:`show`), the enabled actions (:meth:`enable`), and
    hears about every play through ``on_played(Played)``, ``on_refused(Refused)`` and
    ``on_decided(action_id, cards)`` (the step's own buttons: keep, stay, restart). ``vet``
    may object to a play before the referee sees it (a step about named cards: "select
    those cards"), with the words to show. The owner may :meth:`close_table` to ignore
    every later message.
    """

    _esm = _STATIC / "table_widget.js"
    _css = CARDS_CSS + "\n" + (_STATIC / "table_widget.css").read_text(encoding="utf-8")

    hand = T.List(T.Dict()).tag(sync=True)
    our_melds = T.List(T.Dict()).tag(sync=True)
    their_melds = T.List(T.Dict()).tag(sync=True)
    pile = T.Dict().tag(sync=True)
    stock = T.Int(0).tag(sync=True)
    stock_caption = T.Unicode("").tag(sync=True)
    #: The stock's accessible name ("Stock, 40 cards.": said once, the caption is hidden).
    stock_name = T.Unicode("").tag(sync=True)
    red_threes = T.Dict().tag(sync=True)
    red_captions = T.Dict().tag(sync=True)
    #: Tranca: each side's morto, ``{"us"|"them": {"taken", "size", "label", "caption",
    #: "name"}}`` (empty at a Canasta table).
    mortos = T.Dict().tag(sync=True)
    scores = T.Dict().tag(sync=True)
    #: Indices into ``hand`` the learner has selected (the browser writes it).
    selected = T.List(T.Int()).tag(sync=True)
    #: The buttons: ``{"id", "label", "enabled"}``.
    actions = T.List(T.Dict()).tag(sync=True)
    #: Codes of the cards to glow (after a refusal or a ruling).
    highlight = T.List(T.Unicode()).tag(sync=True)
    message = T.Unicode("").tag(sync=True)
    #: "hint", "refused", "accepted" or "" (how the message is drawn).
    message_kind = T.Unicode("").tag(sync=True)
    #: The message as a screen reader says it (cards in words, no decoration marks).
    message_spoken = T.Unicode("").tag(sync=True)
    #: What the live regions say next: ``{"text", "kind", "n"}`` (``kind`` "refused" goes
    #: to the assertive region; ``n`` counts, so the same words are said again).
    announcement = T.Dict().tag(sync=True)
    #: What the state keys say: ``{"counts", "moves", "hand"}`` (T says the pile's name,
    #: S the selected cards).
    speech = T.Dict().tag(sync=True)
    #: Where the owner moves the focus: ``{"to": "message" | "hand" | "action", "n"}``.
    focus_request = T.Dict().tag(sync=True)
    #: The level of the table's headings (Them, Us, the pile, your hand) on its page.
    heading_level = T.Int(3).tag(sync=True)
    labels = T.Dict().tag(sync=True)
    four_colour = T.Bool(False).tag(sync=True)
    #: The table takes no more actions (the step is answered).
    closed = T.Bool(False).tag(sync=True)

    def __init__(
        self,
        state: TableState,
        *,
        seat: int = 0,
        show_frozen: bool = True,
        four_colour: bool = False,
        on_played: Callable[[Played], None] | None = None,
        on_refused: Callable[[Refused], None] | None = None,
        on_decided: Callable[[str, tuple[Card, ...]], None] | None = None,
        vet: Callable[[str, tuple[Card, ...]], str | None] | None = None,
        on_operation: Callable[[str, Operation], None] | None = None,
    ) -> None:
        super().__init__(labels=labels(), four_colour=four_colour)
        self._seat = seat
        self._said = 0
        self._moves = say("act.say.moves-none")
        self._show_frozen = show_frozen
        self._state = state
        self._hand: list[Card] = []
        self._melds: list[Meld] = []
        self._enabled: tuple[Action, ...] = ()
        #: Set while the step is not the one shown: every message is ignored.
        self.paused = False
        self.on_played = on_played
        self.on_refused = on_refused
        self.on_decided = on_decided
        self.vet = vet
        #: When set, the owner referees: a checked message becomes an operation handed to
        #: it (a practice hand plays it through its own referee and redraws the table).
        self.on_operation = on_operation
        self.show(state)
        self.on_msg(self._on_message)

    # ---------------------------------------------------------------------------- owner

    @property
    def state(self) -> TableState:
        """The table (kernel side only: never synced)."""
        return self._state

    def show(self, state: TableState, *, highlight: Sequence[Card] = ()) -> None:
        """Draw ``state`` as the seat sees it; the selection is cleared."""
        self._state = state
        obs = observe(state, self._seat)
        self._hand = hand_order(obs.hand)
        ours = state.side_of(self._seat)
        self._melds = _ordered_melds(obs.melds[ours])
        model = view_model(obs, show_frozen=self._show_frozen)
        with self.hold_sync():
            for name, value in model.items():
                setattr(self, name, value)
            self.selected = []
            self.highlight = [str(c) for c in highlight]
            self.speech = {"counts": counts_words(obs), "moves": self._moves, "hand": hand_words(self._hand)}

    def show_scores(self, scores: Sequence[int]) -> None:
        """The scoreboard shows ``scores`` (one per seat): a hand's end shows the game score
        with the hand's points added, the same figures as the page's summary."""
        self.scores = scores_view(observe(self._state, self._seat), scores)

    def reveal(self, *, show_frozen: bool) -> None:
        """Show or leave out the pile's "frozen" words (the step decides, from
        :mod:`canasta_teach.content.reveal`); the table is drawn again."""
        if show_frozen != self._show_frozen:
            self._show_frozen = show_frozen
            self.pile = view_model(observe(self._state, self._seat), show_frozen=show_frozen)["pile"]

    def enable(self, actions: Sequence[Action], *, open_table: bool = True) -> None:
        """The buttons the learner may press now (all others are not drawn)."""
        self._enabled = tuple(actions)
        self.actions = [{"id": a.id, "label": a.label, "short": a.short, "enabled": True} for a in actions]
        if open_table:
            self.closed = False

    def close_table(self) -> None:
        """Take no more actions: every button is disabled and every message ignored."""
        self._enabled = ()
        self.actions = [dict(a, enabled=False) for a in self.actions]
        self.closed = True

    def selected_cards(self) -> tuple[Card, ...]:
        """The cards the learner has selected now (the browser writes ``selected``: checked
        here, an impossible selection counts as none)."""
        chosen = _indices(list(self.selected), len(self._hand))
        return tuple(self._hand[i] for i in chosen) if chosen else ()

    def say(self, message: str, kind: str = "hint", *, highlight: Sequence[Card] | None = None,
            aloud: str | None = None) -> None:
        """Show ``message`` under the table and say it: a refusal in the assertive live
        region, anything else in the polite one (``aloud``, when given, is said instead:
        the owner's fuller sentence, e.g. the bots' moves and then the message)."""
        with self.hold_sync():
            self.message = message
            self.message_kind = kind
            self.message_spoken = spoken(message) if message else ""
            if highlight is not None:
                self.highlight = [str(c) for c in highlight]
            self.announce(message if aloud is None else aloud, kind)

    def announce(self, words: str, kind: str = "hint") -> None:
        """Say ``words`` in the table's live region (cards in words: :func:`spoken`), the
        assertive one for a refusal. The regions are the page's: created once, updated in
        place, so every change is spoken."""
        if not words:
            return
        self._said += 1
        self.announcement = {"text": spoken(words), "kind": kind, "n": self._said}

    def move_focus(self, to: str = "message") -> None:
        """Move the browser's focus to the table's message (or ``"hand"``, or the first
        enabled ``"action"``): for the owner's buttons outside the table that are disabled
        while they work (the coach), so the focus never falls to the page body."""
        self._said += 1
        self.focus_request = {"to": to, "n": self._said}

    def set_moves(self, lines: Sequence[str]) -> None:
        """The last moves, for the L key (the owner knows them: a practice hand's log)."""
        text = say("act.say.moves", moves=" ".join(spoken(line) for line in lines)) if lines else say("act.say.moves-none")
        self._moves = text
        self.speech = dict(self.speech, moves=text)

    # ---------------------------------------------------------------------------- messages

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            self.receive(content)
        except Exception:  # noqa: BLE001 - a learner never sees a traceback
            log.exception("card table: a message failed")
            self.say(say("act.error"), "refused")

    def receive(self, content: Any) -> Played | Refused | str | None:
        """Handle one message from the browser. Anything not exactly right (an unknown or
        disabled action, indices outside the hand, a closed table, not a mapping) changes
        nothing. Returns what happened, for tests."""
        if self.closed or self.paused or not isinstance(content, dict):
            return None
        action = content.get("action")
        if not isinstance(action, str) or action not in {a.id for a in self._enabled}:
            return None
        chosen = _indices(content.get("selected", []), len(self._hand))
        if chosen is None:
            return None
        cards = tuple(self._hand[i] for i in chosen)
        if action not in _ENGINE_ACTIONS:
            if self.on_decided is not None:
                self.on_decided(action, cards)
            return action
        if self.vet is not None:
            objection = self.vet(action, cards)
            if objection:
                self.say(objection, "hint")
                return None
        op = self._operation(action, cards, content.get("meld"), content.get("end"))
        if op is None:
            return None
        if self.on_operation is not None:
            self.on_operation(action, op)
            return action
        found = tuple(refusals(self._state, op))
        if found:
            why = " ".join(dict.fromkeys(refusal_text(r) for r in found))
            shown = [c for r in found for c in r.cards]
            self.say(say("act.refused", why=why), "refused", highlight=shown)
            refused = Refused(action, op, found)
            if self.on_refused is not None:
                self.on_refused(refused)
            return refused
        before = self._state
        # A draw is checked, not carried out: the step ends with it (the card drawn would
        # only puzzle the learner).
        after = before if isinstance(op, DrawStock) else apply(before, op, verified=True)
        played = Played(action, op, before, after)
        if after is not before:
            self.show(after)
        if self.on_played is not None:
            self.on_played(played)
        return played

    def _operation(self, action: str, cards: tuple[Card, ...], meld: Any, end: Any = None) -> Operation | None:
        """The engine operation of an action; None (and a hint) when the selection does not
        make one (nothing selected to meld, not one card to discard)."""
        if action == "take":
            return TakePile(cards)
        if action == "draw":
            return DrawStock()
        if action == "go-out":
            return GoOut()
        if action == "ask":
            return AskPartner()
        if action in ("yes", "no"):
            return AnswerPartner(action == "yes")
        if action == "end-turn":
            return EndTurn()
        if action == "red-three":
            # the selected red three, or (nothing selected) the first one in the hand
            reds = [c for c in (cards or tuple(self._hand)) if c.is_red_three]
            if len(cards) > 1 or not reds:
                self.say(say("act.select-red-three"), "hint")
                return None
            return RevealRedThree(reds[0])
        if action == "meld":
            if not cards:
                self.say(say("act.select-cards"), "hint")
                return None
            return LayMeld(cards)
        if len(cards) != 1:
            self.say(say("act.select-one"), "hint")
            return None
        if action == "discard":
            return Discard(cards[0])
        # add: to one of our melds, by its place on the table
        if isinstance(meld, bool) or not isinstance(meld, int) or not 0 <= meld < len(self._melds):
            return None
        target = self._melds[meld]
        if isinstance(target, Run):  # Tranca: at the end the learner chose
            return add_to_run(target, cards[0], end)
        rank = target.rank
        if rank is None:
            return None
        return AddToMeld(rank, cards[0])
