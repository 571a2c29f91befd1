"""The strong bot: the sensible bot's habits, with the coach's play-outs at the decisions
that matter.

Most of a turn is routine (lay the meld, add the card): the strong bot plays those as the
:class:`~.bots.SensibleBot` would. At three decisions it asks the coach
(:func:`~.coach.coach`), which plays each choice out on deals of the cards the bot cannot
see, sampled afresh, by sensible bots:

- **take the pile or draw**, when both are allowed;
- **go out now or keep playing**, at the start of a turn's play from which the hand may
  go out (a line to go out is then followed to its end; keeping on never goes out this
  turn);
- **which card to discard**, among the sensible bot's :attr:`StrongBot.rivals` best
  candidates (and freezing the pile when the sensible bot would).

The bot sees only its seat's observation: the coach gets a table built from that view
(:func:`~.view_table.table_from_view`) and re-deals every hidden card, so the same view
gives the same choice whatever the hidden cards are.

**The time budget is a count, not a clock.** A play-out costs about as much as the hand
has left to play, which the stock's size measures; each decision gets
:attr:`StrongBot.budget` stock cards' worth of play-out, shared among its choices
(between :attr:`StrongBot.least` and :attr:`StrongBot.most` play-outs each). The numbers
were set from the speed measured on a shared 2-core machine so that a move stays under
300 ms at the 95th percentile (``benchmarks/bench_strength.py`` prints it), and the
choice never depends on the clock: the same seed plays the same hand anywhere.

:class:`StrongBot` with ``rivals=None`` and a fixed ``playouts`` is the *advised* player
of the benchmark: it follows the coach's advice at every decision the coach compares,
over every choice, as a learner who always asked the coach would.

>>> import random
>>> from canasta_teach.game.deal import deal
>>> from canasta_teach.game.referee import legal_operations
>>> from canasta_teach.game.table import observe
>>> state = deal("classic", seed=3)
>>> op = StrongBot().choose(observe(state, state.to_move), legal_operations(state), random.Random(0))
>>> op in legal_operations(state)
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import CanastaError
from ..game.choices import Choice
from ..game.explore import SearchTooLarge, going_out_line
from ..game.operations import AddToMeld, AskPartner, Discard, DrawStock, GoOut, LayMeld, Operation, TakePile
from ..game.referee import legal_operations, may_go_out
from ..game.table import Observation, Phase, TableState
from .bots import SensibleBot
from .coach import CoachVerdict, coach, decision_choices
from .view_table import table_from_view

__all__ = ["StrongBot", "advised_bot"]


@dataclass(frozen=True)
class _Plan:
    """What the bot settled for the rest of its turn: the turn it belongs to, and either
    the going-out line still to play or ``None`` for keep playing."""

    turn: tuple[object, ...]
    line: tuple[Operation, ...] | None


def _turn_key(obs: Observation) -> tuple[object, ...]:
    """What stays the same through one turn's play and differs from turn to turn: the
    seat, the stock, the other hands' sizes, the pile's size and the scores."""
    others = tuple(n for s, n in enumerate(obs.hand_sizes) if s != obs.seat)
    return (obs.seat, obs.stock_size, others, len(obs.pile), obs.scores, obs.turn.source)


def _ends_hand(hand_size: int, op: Operation) -> bool:
    """Would ``op`` go out, or leave the hand too short to play on (as the coach's
    keep-playing never does)?"""
    if isinstance(op, (GoOut, AskPartner)):
        return True
    if isinstance(op, Discard):
        return hand_size == 1
    if isinstance(op, LayMeld):
        return hand_size - len(op.cards) < 2
    if isinstance(op, AddToMeld):
        return hand_size - 1 < 2
    return False


class StrongBot:
    """The sensible bot, with the coach's play-outs at the decisions that matter (see the
    module's doc). ``playouts`` fixes the play-outs per choice (else the budget sets
    them); ``rivals`` is how many of the sensible bot's best discards are weighed (None:
    every discard, and the coach's choices at every decision)."""

    name = "strong"

    #: Stock cards' worth of play-out per decision (see the module's doc).
    budget = 900
    #: Play-outs per choice, at least and at most.
    least = 4
    most = 24
    #: The sensible bot's own choice stands unless the coach's best beats it on the same
    #: deals by more than this many standard errors (a few play-outs are noisy: a near tie
    #: is no reason to leave good habits).
    trust = 1.0

    def __init__(self, *, playouts: int | None = None, rivals: int | None = 3, trust: float | None = None,
                 level: str = "sensible") -> None:
        if playouts is not None and playouts < 2:
            raise CanastaError(f"{playouts} play-outs: the coach needs at least 2 per choice")
        if rivals is not None and rivals < 2:
            raise CanastaError(f"{rivals} rivals: weigh at least 2 discards")
        self.playouts = playouts
        self.rivals = rivals
        self.level = level
        if trust is not None:
            self.trust = trust
        self._sensible = SensibleBot()
        self._plans: dict[int, _Plan] = {}
        #: How many decisions were weighed by the coach, and the play-outs spent (for the
        #: benchmark's report).
        self.consulted = 0
        self.playouts_spent = 0

    def __repr__(self) -> str:
        if self.rivals is None:
            return f"StrongBot(playouts={self.playouts}, rivals=None, trust={self.trust})"
        return "StrongBot()" if self.playouts is None else f"StrongBot(playouts={self.playouts})"

    # ----------------------------------------------------------------------------------

    def choose(self, observation: Observation, legal_ops: Sequence[Operation], rng: random.Random) -> Operation:
        if len(legal_ops) == 1:
            return legal_ops[0]
        obs = observation
        seed = rng.getrandbits(32)
        if obs.ruleset.is_tranca or obs.phase not in (Phase.DRAW, Phase.PLAY) or obs.seat != obs.to_move:
            return self._sensible.choose(obs, legal_ops, rng)
        if obs.phase is Phase.DRAW:
            self._plans.pop(obs.seat, None)
            return self._draw(obs, legal_ops, rng, seed)
        return self._play(obs, legal_ops, rng, seed)

    def _per_choice(self, obs: Observation, choices: int) -> int:
        if self.playouts is not None:
            return self.playouts
        n = self.budget // ((obs.stock_size + 12) * choices)
        return max(self.least, min(self.most, n))

    def _weigh(self, table: TableState, obs: Observation, choices: Sequence[Choice], seed: int) -> CoachVerdict | None:
        """The coach's verdict on ``choices`` from this view; None when it cannot weigh
        them (never expected: the choices come from the referee)."""
        n = self._per_choice(obs, len(choices))
        try:
            verdict = coach(table, obs.seat, choices, playouts=n, seed=seed, level=self.level, stop_early=False)
        except CanastaError:
            return None
        self.consulted += 1
        self.playouts_spent += verdict.playouts * len(choices)
        return verdict

    def _pick(self, verdict: CoachVerdict, habit: Choice) -> Choice:
        """The coach's best choice, or the sensible bot's when the best does not beat it
        beyond :attr:`trust` standard errors."""
        if verdict.best == habit or habit not in verdict.choices:
            return verdict.best
        lead, stderr = verdict.paired(verdict.best, habit)
        return verdict.best if lead > self.trust * stderr else habit

    def _draw(self, obs: Observation, legal_ops: Sequence[Operation], rng: random.Random, seed: int) -> Operation:
        takes = [op for op in legal_ops if isinstance(op, TakePile)]
        draw = next((op for op in legal_ops if isinstance(op, DrawStock)), None)
        if not takes or draw is None:
            return self._sensible.choose(obs, legal_ops, rng)
        verdict = self._weigh(table_from_view(obs), obs, (Choice.TAKE_PILE, Choice.DRAW), seed)
        if verdict is None:
            return self._sensible.choose(obs, legal_ops, rng)
        habit = self._sensible.choose(obs, legal_ops, rng)
        if self._pick(verdict, Choice.TAKE_PILE if isinstance(habit, TakePile) else Choice.DRAW) == Choice.DRAW:
            return draw
        # The coach's play-outs take the pile as the sensible bot would: so does this bot.
        return habit if isinstance(habit, TakePile) else self._sensible.choose(obs, takes, rng)

    def _play(self, obs: Observation, legal_ops: Sequence[Operation], rng: random.Random, seed: int) -> Operation:
        key = _turn_key(obs)
        plan = self._plans.get(obs.seat)
        if plan is not None and plan.turn != key:
            plan = None
            del self._plans[obs.seat]
        table: TableState | None = None
        if plan is None and not obs.turn.laid and not obs.turn.asked and obs.turn.answer is None:
            table = table_from_view(obs)
            if may_go_out(table):
                plan = self._go_out_or_not(table, obs, seed)
                if plan is not None:
                    self._plans[obs.seat] = plan
        if plan is not None and plan.line is not None:
            if plan.line and plan.line[0] in legal_ops:
                op = plan.line[0]
                self._plans[obs.seat] = _Plan(key, plan.line[1:])
                return op
            del self._plans[obs.seat]  # the line no longer fits (never expected): habits
            plan = None
        ops = list(legal_ops)
        if plan is not None:  # keep playing: nothing that ends the hand this turn
            ops = [op for op in legal_ops if not _ends_hand(len(obs.hand), op)] or ops
        default = self._sensible.choose(obs, ops, rng)
        if not isinstance(default, Discard):
            return default
        discards = [op for op in ops if isinstance(op, Discard)]
        if len(discards) < 2:
            return default
        return self._discard(obs, table or table_from_view(obs), discards, default, rng, seed)

    def _go_out_or_not(self, table: TableState, obs: Observation, seed: int) -> _Plan | None:
        """Weigh going out now against keeping on; the plan for the rest of the turn."""
        try:
            line = going_out_line(table)
        except SearchTooLarge:
            line = None
        if not line:
            return None
        verdict = self._weigh(table, obs, (Choice.GO_OUT, Choice.KEEP_PLAYING), seed)
        if verdict is None:
            return None
        habit = self._sensible.choose(obs, legal_operations(table), random.Random(seed))
        best = self._pick(verdict, Choice.GO_OUT if _ends_hand(len(obs.hand), habit) else Choice.KEEP_PLAYING)
        return _Plan(_turn_key(obs), tuple(line) if best == Choice.GO_OUT else None)

    def _discard(self, obs: Observation, table: TableState, discards: Sequence[Discard], default: Discard,
                 rng: random.Random, seed: int) -> Operation:
        """The sensible bot's best few discards (or every one), weighed by the coach."""
        by_choice: dict[Choice, Discard] = {}
        if self.rivals is None:
            allowed = set(decision_choices(table, obs.seat))
            ranked: Sequence[Discard] = discards
        else:
            allowed = None
            ranked = self._sensible.ranked_discards(obs, discards, random.Random(seed))
        wilds = sorted((op for op in discards if op.card.is_wild), key=lambda op: op.card.value)
        for op in ranked:
            if op.card.is_wild:
                if table.pile_frozen or not wilds:
                    continue
                choice, op = Choice.FREEZE, wilds[0]
            else:
                choice = Choice.discard(op.card)
            if choice in by_choice or (allowed is not None and choice not in allowed):
                continue
            by_choice[choice] = op
            if self.rivals is not None and len(by_choice) >= self.rivals:
                break
        if len(by_choice) < 2:
            return default
        verdict = self._weigh(table, obs, tuple(by_choice), seed)
        if verdict is None:
            return default
        habit = next((c for c, op in by_choice.items() if op == default), verdict.best)
        return by_choice[self._pick(verdict, habit)]


def advised_bot(playouts: int = 20) -> StrongBot:
    """A player who follows the coach's advice at every decision it compares (take or
    draw, go out or keep playing, freeze, each discard), at ``playouts`` per choice."""
    return StrongBot(playouts=playouts, rivals=None, trust=0.0)
