"""A practice hand: a learner plays against bots, one value at a time.

:class:`PracticeHand` is a frozen value: every step (:meth:`~PracticeHand.learner_play`,
:meth:`~PracticeHand.bots_play_until_learner`, :meth:`~PracticeHand.next_hand`) returns a new
one, so an app keeps the current value on the kernel side and a test replays a hand exactly.
The tables: four players (the learner with a bot partner against two bots), two players
(against one bot) and three players (each alone until the first take of the pile).

- The learner's plays go through the referee; a refused play leaves the table as it was and
  the new value carries a :class:`Refused`: the rule ids, the cards, and the sentences the
  lessons use (:func:`canasta_teach.judge.wording.refusal_text`).
- This turn's melds may be taken back (:meth:`~PracticeHand.take_back`): the table returns
  to the state after this turn's draw, as the engine says
  (:func:`canasta_teach.game.take_back.take_back`), so a first meld laid below the
  minimum never leaves the learner stuck; a discard refused for it names that way out.
- "Partner, may I go out?" works both ways: the learner asks (the bot partner answers when
  the bots play) and a bot partner asks (the bots stop, and the learner answers with
  :class:`~canasta_teach.game.operations.AnswerPartner`).
- :meth:`~PracticeHand.view` is all a seat may see: its observation
  (:func:`canasta_teach.game.table.observe`), the log in words from its side of the table
  (other players' draws are not shown), the scores. Never another hand or the stock order:
  this is what goes to a widget.
- The log in plain words (the wording catalogue) and in the play notation; at the end, the
  score as line items; then the next hand, until a side reaches the ruleset's target.

>>> hand = PracticeHand.new(players=4, seed=5, level="sensible").bots_play_until_learner()
>>> hand.state.current_player() == hand.learner
True
>>> view = hand.view(hand.learner)
>>> len(view.observation.hand) > 0 and not hasattr(view, "state")
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

from ..errors import CanastaError
from ..game.cards import Card
from ..game.deal import deal
from ..game.notation import format_play
from ..game.operations import (
    AddToMeld,
    AddToRun,
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
from ..game.referee import Refusal, apply, legal_operations, refusals
from ..game.rulesets import Ruleset, get_ruleset
from ..game.scoring import TableScore, score_hand
from ..game.table import HandEnd, Observation, Phase, TableState, observe
from ..game.take_back import TurnMelds, record_play, take_back
from ..judge.wording import ScoreTable, cards_text, line_text, phrase, refusal_text, say
from .coach import Choice, CoachVerdict, coach, decision_choices
from .deal_number import LEGACY_SEEDS, SEED_BITS
from .hand_record import DecisionMoment, note_discard, note_draw, note_go_out
from .hint import Hint, hint
from .levels import make_player
from .selfplay import RULESET_FOR_PLAYERS
from .tranca_words import add_to_run_words, morto_taken_words

__all__ = ["PracticeHand", "PracticeView", "Refused", "LogEntry", "seat_name"]

#: A hand stuck in a loop (bots never stop) is a bug: this many bot moves at most per call.
_MAX_BOT_MOVES = 20_000


@dataclass(frozen=True)
class Refused:
    """A play the referee refused: the rules that forbid it, the cards, the sentences."""

    operation: Operation
    rule_ids: tuple[str, ...]
    cards: tuple[Card, ...]
    sentences: tuple[str, ...]

    @property
    def text(self) -> str:
        return " ".join(self.sentences)

    @classmethod
    def of(cls, op: Operation, found: Sequence[Refusal]) -> Refused:
        cards: list[Card] = []
        for r in found:
            cards.extend(r.cards)
        return cls(
            operation=op,
            rule_ids=tuple(dict.fromkeys(r.rule_id for r in found)),
            cards=tuple(dict.fromkeys(cards)),
            sentences=tuple(dict.fromkeys(refusal_text(r) for r in found)),
        )


@dataclass(frozen=True)
class LogEntry:
    """One operation of the hand. ``drawn`` (cards from the stock) is shown only to the
    seat that drew them; ``pile`` is the pile a take picked up (everyone saw it)."""

    seat: int
    op: Operation
    drawn: tuple[Card, ...] = ()
    pile: tuple[Card, ...] = ()
    #: The operation ended the hand (how: the state's ``end``).
    ended: HandEnd | None = None
    #: Tranca: the operation emptied the hand and the seat took its side's morto (003).
    morto: bool = False


@dataclass(frozen=True)
class PracticeView:
    """What one seat may see of a practice hand (all of it safe to send to a browser)."""

    seat: int
    observation: Observation
    #: The seat must act now.
    to_act: bool
    hand_number: int
    #: Each seat's game score before this hand (partners share theirs).
    scores: tuple[int, ...]
    log: tuple[str, ...]
    notation: tuple[str, ...]
    #: At the end of the hand: the score tables (line items) and each seat's points.
    score_tables: tuple[ScoreTable, ...] = ()
    hand_totals: tuple[int, ...] = ()
    game_over: bool = False
    #: The seat's own last refused play, if any.
    refusal: Refused | None = None


def seat_name(viewer: int, seat: int, players: int, *, partner: int | None = None) -> str:
    """Who a seat is, from the viewer's chair: "you", "your partner", "the player on your
    left" (play passes to the left: seat + 1), "your opponent"."""
    if seat == viewer:
        return phrase("who.you")
    if players == 2:
        return phrase("who.opponent")
    if partner is not None and seat == partner:
        return phrase("who.partner")
    if seat == (viewer + 1) % players:
        return phrase("who.left")
    return phrase("who.right")


def _hand_seed(seed: int, number: int) -> int:
    """The shuffle of hand ``number`` of the game ``seed``. A random game's seed has 64
    secret bits (:func:`~.deal_number.new_seed`, always 2**64 or more) and each of its hands
    is shuffled from 64 bits drawn from it, so no hand can be found again by trying every
    shuffle from the cards one holds. A smaller seed (a guided hand's, a test's, a game kept
    before) keeps its 32-bit shuffles: written down once, it deals the same cards still."""
    bits = SEED_BITS if seed >= LEGACY_SEEDS else 32
    return random.Random(f"practice:{seed}:{number}").getrandbits(bits)


@dataclass(frozen=True)
class PracticeHand:
    """A practice hand in progress (kernel side: it holds every card; show :meth:`view`)."""

    state: TableState
    learner: int
    level: str
    seed: int
    hand_number: int = 1
    #: Each seat's game score before this hand.
    game_scores: tuple[int, ...] = ()
    log: tuple[LogEntry, ...] = ()
    #: Cards each seat was seen to take with the pile and still holds (everyone knows).
    known: tuple[tuple[Card, ...], ...] = ()
    refusal: Refused | None = field(default=None, compare=False)
    #: The hand as it was right after the learner's draw this turn, while only melds and
    #: additions have followed (what "Take back this turn's melds" returns to); else None.
    after_draw: PracticeHand | None = field(default=None, repr=False)
    #: The learner's decisions in this hand so far, as they were made (for its review).
    decisions: tuple[DecisionMoment, ...] = ()

    # ----------------------------------------------------------------------------------
    # Starting

    @classmethod
    def new(
        cls,
        players: int = 4,
        seed: int = 0,
        level: str = "sensible",
        learner_seat: int = 0,
        *,
        ruleset: Ruleset | str | None = None,
    ) -> PracticeHand:
        """Deal the first hand of a game: 4 (the learner and a bot partner against two
        bots), 2 (against one bot) or 3 players; bots of ``level``."""
        if players not in RULESET_FOR_PLAYERS:
            raise CanastaError(f"{players} players: canasta is played by 2, 3 or 4")
        make_player(level)  # an unknown level is refused now, with the levels to choose from
        rules = get_ruleset(ruleset or RULESET_FOR_PLAYERS[players]) if not isinstance(ruleset, Ruleset) else ruleset
        if rules.players != players:
            raise CanastaError(f"{rules.name} is played by {rules.players}, not {players}")
        if not 0 <= learner_seat < players:
            raise CanastaError(f"learner seat {learner_seat}: seats are numbered 0 to {players - 1}")
        scores = (0,) * players
        state = deal(rules, seed=_hand_seed(seed, 1), dealer=(learner_seat - 1) % players, scores=scores)
        return cls(state=state, learner=learner_seat, level=level, seed=seed, hand_number=1,
                   game_scores=scores, known=((),) * players)

    # ----------------------------------------------------------------------------------
    # Playing

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def learner_to_act(self) -> bool:
        return self.state.current_player() == self.learner

    def legal_operations(self) -> tuple[Operation, ...]:
        """The learner's legal operations now (empty when it is not the learner's turn)."""
        if not self.learner_to_act:
            return ()
        return tuple(legal_operations(self.state))

    def _step(self, seat: int, op: Operation) -> PracticeHand:
        state = self.state
        drawn: tuple[Card, ...] = ()
        pile: tuple[Card, ...] = ()
        if isinstance(op, DrawStock) and state.stock:
            k = min(state.ruleset.cards_drawn, len(state.stock))
            drawn = tuple(reversed(state.stock[-k:]))
        elif isinstance(op, RevealRedThree) and state.stock:
            drawn = (state.stock[-1],)
        elif isinstance(op, TakePile):
            pile = state.pile
        after = apply(state, op, verified=True)
        known = list(self.known)
        if isinstance(op, TakePile):
            gained = tuple(c for c in pile[:-1] if not c.is_red_three)
            known[seat] = known[seat] + gained
        played = [c for c in (op.cards if isinstance(op, (LayMeld, TakePile)) else
                              (op.card,) if isinstance(op, (AddToMeld, AddToRun, Discard)) else ())]
        if played and known[seat] and not isinstance(op, TakePile):
            rest = list(known[seat])
            for card in played:
                index = next((i for i, c in enumerate(rest) if c.rules_key == card.rules_key), -1)
                if index >= 0:
                    rest.pop(index)
            known[seat] = tuple(rest)
        side = state.side_of(seat)
        morto = bool(after.morto_taken) and after.morto_taken[side] and not state.morto_taken[side]
        entry = LogEntry(seat, op, drawn, pile, after.end if after.is_over else None, morto)
        # the learner's melds and additions since the draw can be taken back: keep the hand
        # as it was before the first of them (every other play ends that)
        melding = seat == self.learner and record_play(self.turn_melds(), state, op) is not None
        after_draw = (self.after_draw or replace(self, refusal=None)) if melding else None
        return replace(self, state=after, log=self.log + (entry,), known=tuple(known), refusal=None,
                       after_draw=after_draw)

    def learner_play(self, operations: Operation | Iterable[Operation], *, then_bots: bool = True) -> PracticeHand:
        """Play the learner's operations in order, each checked by the referee. The first
        refused one stops there: the value returned keeps the plays before it and carries
        the :class:`Refused`. Then (``then_bots``) the bots play until the learner is to act
        again (a bot partner answers "may I go out?" that way)."""
        ops = [operations] if not isinstance(operations, Iterable) else list(operations)
        hand = self
        for op in ops:
            if hand.state.current_player() != hand.learner:
                found = [Refusal("turn-order")]
            else:
                found = refusals(hand.state, op)
            if found:
                return replace(hand, refusal=Refused.of(op, hand._way_out(op, found)))
            hand = hand._noted(op)._step(hand.learner, op)
            if hand.state.is_over and hand.state.went_out == hand.learner:
                hand = hand._went_out()
        return hand.bots_play_until_learner() if then_bots else hand

    def _way_out(self, op: Operation, found: list[Refusal]) -> list[Refusal]:
        """A turn that may not end because this turn's melds fall short of the first
        meld's minimum: said with its way out (add cards, or take the melds back)."""
        if not isinstance(op, (Discard, GoOut, EndTurn)) or not self.can_take_back():
            return found
        return [replace(r, case="take-back") if r.rule_id == "first-meld-minimum" else r for r in found]

    # ----------------------------------------------------------------------------------
    # Taking back this turn's melds

    def turn_melds(self) -> TurnMelds | None:
        """The learner's melds and additions since this turn's draw, for the engine to
        judge (None when there are none)."""
        start = self.after_draw
        if start is None:
            return None
        since = self.log[len(start.log):]
        plays = tuple(e.op for e in since if isinstance(e.op, (LayMeld, AddToMeld)))
        if not plays or len(plays) != len(since):
            return None
        return TurnMelds(start.state, plays)

    def can_take_back(self) -> bool:
        """Whether the learner may take back this turn's melds now (the engine says)."""
        if not self.learner_to_act or self.after_draw is None:
            return False
        try:
            take_back(self.turn_melds(), self.state)
        except CanastaError:
            return False
        return True

    def take_back(self) -> PracticeHand:
        """The hand as it was right after this turn's draw: the melds laid and the cards
        added since are back in the learner's hand (the log and the cards known to be held
        as they were then). Never a draw undone, never a card uncovered: the engine checks
        the turn (:func:`canasta_teach.game.take_back.take_back`) and raises
        :class:`CanastaError` when there is nothing to take back."""
        if not self.learner_to_act:
            raise CanastaError("nothing to take back: it is not your turn")
        state = take_back(self.turn_melds(), self.state)
        start = self.after_draw
        if start is None or start.state is not state:  # cannot happen: the record is the snapshot's
            raise CanastaError("nothing to take back")
        return replace(start, refusal=None)

    def _turn_start(self) -> int:
        """Where the learner's current turn began in the log (its draw or take)."""
        for index in range(len(self.log) - 1, -1, -1):
            entry = self.log[index]
            if entry.seat == self.learner and isinstance(entry.op, (DrawStock, TakePile)):
                return index
        return 0

    def _noted(self, op: Operation) -> PracticeHand:
        """The hand with the decision ``op`` makes noted (take or draw, the first chance of
        the turn to go out, the discard), before it is played."""
        state, seat, moves = self.state, self.learner, len(self.log)
        noted: list[DecisionMoment] = []
        if state.phase is Phase.DRAW:
            moment = note_draw(state, seat, self.known, moves, op)
            if moment is not None:
                noted.append(moment)
        elif state.phase is Phase.PLAY:
            start = self._turn_start()
            if not any(d.chosen in (Choice.GO_OUT, Choice.KEEP_PLAYING) and d.moves >= start for d in self.decisions):
                moment = note_go_out(state, seat, self.known, moves)
                if moment is not None:
                    noted.append(moment)
            moment = note_discard(state, seat, self.known, moves, op)
            if moment is not None:
                noted.append(moment)
        return replace(self, decisions=self.decisions + tuple(noted)) if noted else self

    def _went_out(self) -> PracticeHand:
        """The learner went out: this turn's go-out-or-keep-playing moment was go out."""
        start = self._turn_start()
        decisions = tuple(d.with_chosen(Choice.GO_OUT) if d.chosen == Choice.KEEP_PLAYING and d.moves >= start else d
                          for d in self.decisions)
        return replace(self, decisions=decisions)

    def bots_play_until_learner(self) -> PracticeHand:
        """Let the bots act until the learner must act (their turn, or a partner's
        question to answer) or the hand is over."""
        hand = self
        bot = make_player(self.level)
        for _ in range(_MAX_BOT_MOVES):
            seat = hand.state.current_player()
            if seat is None or seat == hand.learner:
                return hand
            ops = legal_operations(hand.state)
            rng = random.Random(f"practice:{hand.seed}:{hand.hand_number}:{len(hand.log)}")
            op = ops[0] if len(ops) == 1 else bot.choose(observe(hand.state, seat), ops, rng)
            hand = hand._step(seat, op)
        raise CanastaError(f"the bots made {_MAX_BOT_MOVES} moves without the hand reaching the learner")

    # ----------------------------------------------------------------------------------
    # Help

    def hint(self) -> Hint:
        """The kinds of play the learner may make now, each with its rule."""
        return hint(self.state, self.learner)

    def choices(self) -> tuple[Choice, ...]:
        """The choices the coach can compare at the learner's decision now."""
        return decision_choices(self.state, self.learner)

    def take_refusal(self) -> Refused | None:
        """Why the learner may not take the pile now, at the start of their turn (the
        referee's reasons for a take with the natural cards they hold of the top card's
        rank, up to a pair); None when a take is allowed or it is not that moment. The
        coach says it when take-or-draw is no choice at all."""
        state = self.state
        if not self.learner_to_act or state.phase is not Phase.DRAW or any(c.is_red_three for c in state.hand):
            return None
        if any(isinstance(op, TakePile) for op in legal_operations(state)):
            return None
        top = state.top_card
        same = tuple(c for c in state.hand if top is not None and c.is_natural and c.rank is top.rank)[:2]
        op = TakePile(same)
        found = refusals(state, op)
        return Refused.of(op, found) if found else None

    def ask_coach(self, choices: Sequence[Choice] | None = None, *, playouts: int = 200, seed: int | None = None,
                  on_progress: Callable[[int, int], None] | None = None) -> CoachVerdict:
        """The coach's verdict on the learner's decision (sampled from the learner's view,
        with the cards seen taken into other hands); ``on_progress(done, total)`` hears
        how far the play-outs have gone (for a progress bar)."""
        names = tuple(choices) if choices is not None else self.choices()
        known = {s: cards for s, cards in enumerate(self.known) if cards and s != self.learner}
        return coach(self.state, self.learner, names, playouts=playouts,
                     seed=self.seed if seed is None else seed, level=self.level, known=known, on_progress=on_progress)

    # ----------------------------------------------------------------------------------
    # The end of the hand and the game

    def score(self) -> TableScore:
        if not self.is_over:
            raise CanastaError("the hand is not over yet")
        return score_hand(self.state)

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's game score, this hand included once it is over."""
        if not self.is_over:
            return self.game_scores
        hand = self.score().seat_totals
        return tuple(a + b for a, b in zip(self.game_scores, hand))

    @property
    def game_over(self) -> bool:
        """A seat reached the target and no seat has as much as the highest (a tie past the
        target plays on: 000, 002, 003)."""
        totals = self.totals
        target = self.state.ruleset.target
        top = max(totals)
        if top < target:
            return False
        leaders = {s for s, t in enumerate(totals) if t == top}
        # Partners share a score: a tie between partners is no tie.
        sides = {self.state.side_of(s) for s in leaders} if self.state.players == 4 else leaders
        return len(sides) == 1

    def next_hand(self) -> PracticeHand:
        """The next hand of the game: the dealer moves one seat left, scores carry on."""
        if not self.is_over:
            raise CanastaError("finish this hand first")
        if self.game_over:
            raise CanastaError("the game is over: start a new game")
        number = self.hand_number + 1
        scores = self.totals
        dealer = (self.state.dealer + 1) % self.state.players
        state = deal(self.state.ruleset, seed=_hand_seed(self.seed, number), dealer=dealer, scores=scores)
        return PracticeHand(state=state, learner=self.learner, level=self.level, seed=self.seed,
                            hand_number=number, game_scores=scores, known=((),) * self.state.players)

    def new_game(self, seed: int | None = None) -> PracticeHand:
        return PracticeHand.new(self.state.players, self.seed + 1 if seed is None else seed, self.level,
                                self.learner, ruleset=self.state.ruleset)

    # ----------------------------------------------------------------------------------
    # What a seat sees

    def _who(self, viewer: int, seat: int) -> str:
        return seat_name(viewer, seat, self.state.players, partner=self.state.partner_of(viewer) if self.state.players == 4 else None)

    def log_words(self, viewer: int | None = None) -> tuple[str, ...]:
        """The hand so far in plain words, from ``viewer``'s chair (the learner's by default)."""
        viewer = self.learner if viewer is None else viewer
        side = self.state.side_of(viewer)
        return tuple(_entry_words(e, self._who(viewer, e.seat), e.seat == viewer, ours=self.state.side_of(e.seat) == side)
                     for e in self.log)

    def log_notation(self, viewer: int | None = None) -> tuple[str, ...]:
        """The hand turn by turn in the play notation (``seat 1: draw; discard 9c``); only
        the viewer's own draws show their cards."""
        viewer = self.learner if viewer is None else viewer
        turns: list[tuple[int, list[Operation]]] = []
        for e in self.log:
            op = e.op
            if isinstance(op, DrawStock):
                op = DrawStock(e.drawn if e.seat == viewer else ())
            if not turns or turns[-1][0] != e.seat:
                turns.append((e.seat, []))
            turns[-1][1].append(op)
        return tuple(f"seat {seat}: {format_play(ops)}" for seat, ops in turns)

    def score_tables(self, viewer: int | None = None) -> tuple[ScoreTable, ...]:
        """The end-of-hand score as line items, one table per scoring group."""
        viewer = self.learner if viewer is None else viewer
        score = self.score()
        tables = []
        total_label = phrase("table.total")
        for group in score.groups:
            shared = [(line_text(i), i.points) for i in group.items]
            if any(group.own_items):
                # Three players: each partner adds their own red threes, so each partner
                # has a score of their own: one table each.
                for seat, own in zip(group.seats, group.own_items):
                    title = phrase("table.us") if seat == viewer else _capital(self._who(viewer, seat))
                    lines = shared + [(line_text(i), i.points) for i in own]
                    tables.append(ScoreTable(title, tuple(lines), group.seat_total(seat), total_label))
                continue
            if viewer in group.seats:
                title = phrase("table.us")
            elif len(group.seats) == 1:
                title = _capital(self._who(viewer, group.seats[0]))
            else:
                title = phrase("table.them")
            tables.append(ScoreTable(title, tuple(shared), group.total, total_label))
        return tuple(tables)

    def view(self, seat: int) -> PracticeView:
        """What ``seat`` may see: its observation, the log from its chair, the scores."""
        if not 0 <= seat < self.state.players:
            raise CanastaError(f"seat {seat}: seats are numbered 0 to {self.state.players - 1}")
        over = self.is_over
        return PracticeView(
            seat=seat,
            observation=observe(self.state, seat),
            to_act=self.state.current_player() == seat,
            hand_number=self.hand_number,
            scores=self.game_scores,
            log=self.log_words(seat),
            notation=self.log_notation(seat),
            score_tables=self.score_tables(seat) if over else (),
            hand_totals=self.score().seat_totals if over else (),
            game_over=over and self.game_over,
            refusal=self.refusal if seat == self.learner else None,
        )


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _entry_words(entry: LogEntry, who: str, own: bool, *, ours: bool = True) -> str:
    op = entry.op
    if isinstance(op, DrawStock):
        if not entry.drawn:
            text = say("log.stock-empty", who=who)
        elif own:
            text = say("log.draw-seen", who=who, cards=entry.drawn)
        else:
            text = say("log.draw", who=who, n=len(entry.drawn))
    elif isinstance(op, TakePile):
        top = entry.pile[-1]
        if op.cards:
            text = say("log.take", who=who, n=len(entry.pile), top=top, cards=op.cards)
        else:
            text = say("log.take-add", who=who, n=len(entry.pile), top=top)
    elif isinstance(op, LayMeld):
        text = say("log.meld", who=who, cards=op.cards)
    elif isinstance(op, AddToMeld):
        text = say("log.add", who=who, card=op.card, rank=op.rank)
    elif isinstance(op, AddToRun):
        text = add_to_run_words(who, op)
    elif isinstance(op, Discard):
        text = say("log.discard", who=who, card=op.card)
    elif isinstance(op, AskPartner):
        text = say("log.ask", who=who)
    elif isinstance(op, AnswerPartner):
        text = say("log.answer-yes" if op.yes else "log.answer-no", who=who)
    elif isinstance(op, GoOut):
        text = say("log.go-out", who=who)
    elif isinstance(op, EndTurn):
        text = say("log.end-turn", who=who)
    elif isinstance(op, RevealRedThree):
        if own and entry.drawn:
            text = say("log.red-three-seen", who=who, card=op.card, cards=entry.drawn)
        else:
            text = say("log.red-three", who=who, card=op.card)
    else:  # pragma: no cover - every operation is listed above
        text = cards_text(())
    if entry.morto:
        text += " " + morto_taken_words(who, ours=ours, discarded=isinstance(op, Discard))
    if entry.ended is HandEnd.WENT_OUT and not isinstance(op, GoOut):
        text += " " + say("log.went-out", who=who)
    elif entry.ended is HandEnd.STOCK_EXHAUSTED:
        text += " " + say("log.over-stock")
    elif entry.ended is HandEnd.LAST_RED_THREE:
        text += " " + say("log.over-red-three")
    return text

