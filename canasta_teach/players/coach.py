"""The coach: which of a few choices is better here, found by playing each one out.

The rules say what a player *may* do; whether to take the pile or draw, to go out now or
keep playing, which card to discard, whether to freeze the pile, they do not say. The coach
answers with a simulation, from what the player can see:

1. **Sample what is hidden.** The cards the player cannot see (the other hands, the stock
   and its order) are dealt at random from the rest of the pack, consistently with the
   player's view (:func:`canasta_teach.game.table.observe`): every other hand gets as many
   cards as it holds, the stock as many as it has, and cards the player saw taken into a
   hand with the pile (``known``) stay in that hand. The real hidden cards are never read.
2. **Play each choice out.** From each sampled deal, each choice is applied and the hand is
   played to its end by bots (the player's seat too). The same sampled deals and the same
   bot dice serve every choice (common random numbers): the comparison measures the choice,
   not the luck of the deal.
3. **Report.** For each choice: the mean score difference for the player's side (its score
   for the hand minus the best other side's), how often the side scores more, and the spread
   (standard error, 90% interval). The best choice is *clear* when it beats every other one
   beyond the spread: the 90% interval of the paired difference lies above zero.

Seeded: the same seed gives the same verdict. The words come from the wording catalogue.

>>> from canasta_teach.game.deal import deal
>>> from canasta_teach.game.operations import DrawStock
>>> from canasta_teach.game.referee import apply
>>> state = apply(deal("classic", seed=11), DrawStock())
>>> [str(c) for c in decision_choices(state, state.to_move)[:3]]
['freeze', 'discard 6s', 'discard 5d']
>>> sixes_or_fives = (Choice.parse("discard 6s"), Choice.parse("discard 5d"))
>>> v = coach(state, state.to_move, sixes_or_fives, playouts=4, seed=1)
>>> v == coach(state, state.to_move, sixes_or_fives, playouts=4, seed=1)
True
>>> v.best in v.choices and len(v.chart) == 2
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from ..errors import CoachError
from ..game.cards import Card
from ..game.choices import CHOICE_NAMES, Choice, ChoiceKind
from ..game.deal import full_pack, pack_of
from ..game.explore import SearchTooLarge, going_out_line
from ..game.operations import (
    AddToMeld,
    AddToRun,
    AskPartner,
    Discard,
    DrawStock,
    GoOut,
    LayMeld,
    Operation,
    TakePile,
)
from ..game.referee import apply, can, legal_operations, may_go_out
from ..game.scoring import score_hand
from ..game.table import Phase, Source, TableState, observe
from ..game.transitions import replace as _replace_state
from ..judge.engine_asks import should_rules
from ..judge.question_types import ShouldQuestion
from ..judge.questions import Ask, Position
from ..judge.rulings import Reason, Ruling
from ..judge.table_view import table_of
from ..judge.wording import phrase, say
from .bots import Bot, playout_bot
from .playout_events import Event, EventCounts, PlayoutWatch
from .playout_pool import share

__all__ = [
    "CoachError",
    "ChoiceOutcome",
    "ChartBar",
    "CoachVerdict",
    "coach",
    "verdict_known",
    "decision_choices",
    "choice_label",
    "Choice",
    "CHOICE_NAMES",
    "phase_for",
    "table_for_position",
    "should_verdict",
    "should_ruling",
]

#: Two-sided 90% interval of a normal mean.
_Z90 = 1.6449
#: Stopping early: play-outs per batch, and how many standard errors above zero the best
#: choice's paired lead must be (99.9% one-sided) before the rest are skipped.
BATCH = 50
_Z_STOP = 3.29
#: A play-out longer than this is stuck (a hand takes a few hundred operations).
_MAX_ACTIONS = 5000


# --------------------------------------------------------------------------------------
# Choices


def choice_label(choice: Choice) -> str:
    """The choice in the learner's words ("take the pile", "discard the nine of clubs"),
    to follow "if you" in a sentence."""
    if choice.card is not None:
        return phrase("choice.discard", **{"card": choice.card})
    return phrase(f"choice.{choice.kind.value}")


def _freeze_card(hand: Sequence[Card]) -> Card | None:
    """The wild card to freeze the pile with: the cheapest one (a two before a joker)."""
    wilds = sorted((c for c in hand if c.is_wild), key=lambda c: c.value)
    return wilds[0] if wilds else None


def decision_choices(state: TableState, seat: int) -> tuple[Choice, ...]:
    """The choices the coach can compare for ``seat`` now, from what the seat may see:
    take the pile or draw; go out now or keep playing; freezing the pile; each discard.
    Empty when it is not the seat's decision (or there is nothing to choose)."""
    if state.current_player() != seat or state.phase is Phase.HAND_OVER:
        return ()
    ops = legal_operations(state)
    if state.phase is Phase.DRAW:
        if any(isinstance(op, TakePile) for op in ops) and any(isinstance(op, DrawStock) for op in ops):
            return (Choice.TAKE_PILE, Choice.DRAW)
        return ()
    if state.phase is not Phase.PLAY:
        return ()
    if state.ruleset.is_tranca:
        # Tranca (003): no freezing (nothing freezes its pile) and no "go out now or keep
        # playing" (going out is melding or discarding the last card): the discards
        discards = [op for op in ops if isinstance(op, Discard)]
        return tuple(Choice.discard(op.card) for op in discards if not op.card.is_wild) if len(discards) >= 2 else ()
    out: list[Choice] = []
    if may_go_out(state):
        out += [Choice.GO_OUT, Choice.KEEP_PLAYING]
    discards = [op for op in ops if isinstance(op, Discard)]
    if len(discards) >= 2:
        if not state.pile_frozen and any(op.card.is_wild for op in discards):
            out.append(Choice.FREEZE)
        out += [Choice.discard(op.card) for op in discards if not op.card.is_wild]
    return tuple(out)


# --------------------------------------------------------------------------------------
# The verdict


@dataclass(frozen=True)
class ChoiceOutcome:
    """How one choice did over the play-outs: the mean score difference for the side (its
    hand score minus the best other side's), how often the side scored more, and the
    spread of the mean."""

    choice: Choice
    mean: float
    win_rate: float
    stderr: float
    low: float
    high: float
    playouts: int


@dataclass(frozen=True)
class ChartBar:
    """One bar of the coach's chart: the choice's words, its mean, its 90% interval and how
    often it won (the app draws it)."""

    label: str
    mean: float
    low: float
    high: float
    win_rate: float
    best: bool


@dataclass(frozen=True)
class CoachVerdict:
    """The coach's answer as facts; :attr:`sentence` says it in words."""

    choices: tuple[Choice, ...]
    outcomes: tuple[ChoiceOutcome, ...]
    best: Choice
    #: The best choice beats every other beyond the spread (paired 90% interval above 0).
    clear: bool
    #: Against the runner-up: the mean of the paired difference and its standard error.
    margin: float
    margin_stderr: float
    runner_up: Choice
    #: Play-outs per choice actually used (fewer than asked when stopped early).
    playouts: int
    seed: int
    level: str
    #: What happened in each choice's play-outs, counted (in the order of ``choices``).
    events: tuple[EventCounts, ...] = ()
    #: Each choice's score differences, play-out by play-out (in the order of ``choices``).
    samples: tuple[tuple[int, ...], ...] = field(default=(), compare=False, repr=False)

    def outcome(self, choice: Choice) -> ChoiceOutcome:
        for o in self.outcomes:
            if o.choice == choice:
                return o
        raise KeyError(choice)

    def paired(self, better: Choice, worse: Choice) -> tuple[float, float]:
        """How much more ``better`` scored than ``worse`` on the same sampled deals: the
        mean of the paired differences and its standard error."""
        a, b = self.samples[self.choices.index(better)], self.samples[self.choices.index(worse)]
        d = _summary(better, [x - y for x, y in zip(a, b)], 0)
        return d.mean, d.stderr

    def events_of(self, choice: Choice) -> EventCounts:
        """The events counted in ``choice``'s play-outs."""
        return self.events[self.choices.index(choice)]

    @property
    def sentence(self) -> str:
        """The verdict in one plain sentence, from the wording catalogue."""
        best, other = self.outcome(self.best), self.outcome(self.runner_up)
        facts = dict(
            best=choice_label(self.best), other=choice_label(self.runner_up), n=self.playouts,
            best_mean=round(best.mean), other_mean=round(other.mean),
            best_wins=round(100 * best.win_rate), other_wins=round(100 * other.win_rate),
            margin=round(self.margin), spread=max(1, round(_Z90 * self.margin_stderr)),
        )
        return say("coach.clear" if self.clear else "coach.close", **facts)

    @property
    def chart(self) -> tuple[ChartBar, ...]:
        """One bar per choice, in the order asked."""
        return tuple(
            ChartBar(choice_label(o.choice), round(o.mean, 1), round(o.low, 1), round(o.high, 1),
                     round(o.win_rate, 3), o.choice == self.best)
            for o in self.outcomes
        )


# --------------------------------------------------------------------------------------
# Sampling what the seat cannot see


@dataclass(frozen=True)
class _Public:
    """Everything the coach uses about the table: the seat's observation and the facts
    every player at the table knows (who has laid cards, the dealer, the lone player)."""

    state_fields: dict
    seat: int
    hand_sizes: tuple[int, ...]
    stock_size: int
    unseen: tuple[Card, ...]
    known: tuple[tuple[Card, ...], ...]
    #: Tranca: the cards of each side's morto still face down (hidden like the stock).
    morto_sizes: tuple[int, ...] = ()


def take_out(pool: list[Card], cards: Sequence[Card], what: str) -> None:
    """Remove ``cards`` from ``pool`` (a card of the same rank and colour when the very card
    is not there: the rules do not tell them apart); more than the pack holds is an error
    naming ``what`` the cards were seen in."""
    for card in cards:
        try:
            pool.remove(card)
            continue
        except ValueError:
            pass
        index = next((i for i, c in enumerate(pool) if c.rules_key == card.rules_key), -1)
        if index < 0:
            raise CoachError(phrase("error.more-than-decks", what=what, rank=card.rank))
        pool.pop(index)


def _public(state: TableState, seat: int, known: Mapping[int, Sequence[Card]] | None) -> _Public:
    obs = observe(state, seat)
    # the ruleset's own pack: Tranca's 104 cards without jokers (003)
    pack = pack_of(obs.ruleset)
    pool = list(pack)
    visible = list(obs.hand) + list(obs.pile)
    for side in obs.melds:
        for meld in side:
            visible.extend(meld.cards)
    for reds in obs.red_threes:
        visible.extend(reds)
    take_out(pool, visible, "sight")
    known_hands: list[tuple[Card, ...]] = [() for _ in obs.hand_sizes]
    for other, cards in (known or {}).items():
        if other == seat or not 0 <= other < len(obs.hand_sizes):
            continue
        held = tuple(cards)[: obs.hand_sizes[other]]
        take_out(pool, held, "hand")
        known_hands[other] = held
    need = sum(n - len(known_hands[s]) for s, n in enumerate(obs.hand_sizes) if s != seat) + obs.stock_size
    need += sum(obs.morto_sizes)  # Tranca: the mortos not taken yet are face down
    if need != len(pool):
        raise CoachError(f"the table does not add up: {len(pool)} cards unseen, but the hands and the stock hold {need}",
                         kind="table-sum", unseen=len(pool), need=need)
    fields = dict(
        ruleset=obs.ruleset, pile=obs.pile, pile_frozen=obs.pile_frozen, sides=obs.sides, melds=obs.melds,
        side_melded=obs.side_melded, red_threes=obs.red_threes, to_move=obs.to_move, phase=obs.phase,
        turn=obs.turn, scores=obs.scores, morto_taken=obs.morto_taken,
        # Public facts of the table that the observation does not carry.
        seat_melded=state.seat_melded, dealer=state.dealer, lone=state.lone,
    )
    # A canonical order (the pack's), so that the hidden cards' real places never matter.
    order = {card: i for i, card in enumerate(dict.fromkeys(pack))}
    pool.sort(key=lambda c: order.get(c, -1))
    return _Public(fields, seat, obs.hand_sizes, obs.stock_size, tuple(pool), tuple(known_hands), obs.morto_sizes)


def _sample(public: _Public, hand: tuple[Card, ...], rng: random.Random) -> TableState:
    unseen = list(public.unseen)
    rng.shuffle(unseen)
    hands: list[tuple[Card, ...]] = []
    at = 0
    for s, size in enumerate(public.hand_sizes):
        if s == public.seat:
            hands.append(hand)
            continue
        extra = size - len(public.known[s])
        hands.append(public.known[s] + tuple(unseen[at:at + extra]))
        at += extra
    mortos: list[tuple[Card, ...]] = []
    for size in public.morto_sizes:
        mortos.append(tuple(unseen[at:at + size]))
        at += size
    stock = tuple(unseen[at:])
    return TableState(hands=tuple(hands), stock=stock, mortos=tuple(mortos), **public.state_fields)


# --------------------------------------------------------------------------------------
# Playing out


def _goes_out(state: TableState, op: Operation) -> bool:
    """Would ``op`` end the hand by going out, or leave the hand too short to play on?"""
    if isinstance(op, (GoOut, AskPartner)):
        return True
    size = len(state.hand)
    if isinstance(op, Discard):
        return size == 1
    if isinstance(op, LayMeld):
        return size - len(op.cards) < 2
    if isinstance(op, (AddToMeld, AddToRun)):
        return size - 1 < 2
    return False


def _bot_choose(bot: Bot, state: TableState, ops: Sequence[Operation], rng: random.Random) -> Operation:
    if len(ops) == 1:
        return ops[0]
    seat = state.current_player()
    assert seat is not None
    return bot.choose(observe(state, seat), ops, rng)


def _apply_choice(state: TableState, choice: Choice, bot: Bot, rng: random.Random, line: list[Operation] | None) -> TableState:
    """The state once the choice has been made (the rest of the turn is the bot's, except
    that keep-playing never goes out this turn)."""
    seat = state.to_move
    kind = choice.kind
    if kind is ChoiceKind.DRAW:
        return apply(state, DrawStock(), verified=True)
    if kind is ChoiceKind.TAKE_PILE:
        takes = [op for op in legal_operations(state) if isinstance(op, TakePile)]
        return apply(state, _bot_choose(bot, state, takes, rng), verified=True)
    if kind is ChoiceKind.GO_OUT:
        assert line is not None
        for op in line:
            state = apply(state, op)
        return state
    if kind is ChoiceKind.KEEP_PLAYING:
        while not state.is_over and state.to_move == seat and state.phase is Phase.PLAY:
            ops = legal_operations(state)
            stay = [op for op in ops if not _goes_out(state, op)] or list(ops)
            state = apply(state, _bot_choose(bot, state, stay, rng), verified=True)
        return state
    if kind is ChoiceKind.FREEZE:
        card = _freeze_card(state.hand)
        assert card is not None
        return apply(state, Discard(card))
    assert choice.card is not None
    return apply(state, Discard(choice.card))


def _play_out(state: TableState, bots: Sequence[Bot], rng: random.Random, watch: PlayoutWatch | None = None) -> TableState:
    actions = 0
    while not state.is_over:
        seat = state.current_player()
        assert seat is not None
        ops = legal_operations(state)
        op = ops[0] if len(ops) == 1 else bots[seat].choose(observe(state, seat), ops, rng)
        if watch is not None:
            watch.saw(seat, op)
        state = apply(state, op, verified=True)
        actions += 1
        if actions > _MAX_ACTIONS:
            raise CoachError(f"a play-out did not end after {_MAX_ACTIONS} operations", kind="playout-stuck", n=_MAX_ACTIONS)
    return state


def _difference(state: TableState, seat: int) -> int:
    """The seat's score for the hand minus the best score of a seat not on its side."""
    totals = score_hand(state).seat_totals
    side = state.sides[state.side_of(seat)]
    others = [totals[s] for s in range(state.players) if s not in side]
    return totals[seat] - max(others)


def _check_choice(state: TableState, choice: Choice) -> list[Operation] | None:
    """Refuse a choice that is not allowed here; the going-out line for go-out."""
    phase = state.phase
    if choice.before_draw:
        if phase is not Phase.DRAW:
            raise CoachError(f"{choice}: the turn has already drawn", kind="drawn", choice=choice)
        ops = legal_operations(state)
        op_type = TakePile if choice.kind is ChoiceKind.TAKE_PILE else DrawStock
        if not any(isinstance(op, op_type) for op in ops):
            raise CoachError(f"{choice} is not allowed here", kind="not-allowed", choice=choice)
        return None
    if phase is not Phase.PLAY:
        raise CoachError(f"{choice}: draw or take the pile first", kind="draw-first", choice=choice)
    if choice.kind is ChoiceKind.GO_OUT:
        if not may_go_out(state):
            raise CoachError("go-out: this hand cannot go out this turn", kind="cannot-go-out")
        try:
            line = going_out_line(state)
        except SearchTooLarge:
            line = None
        if line is None:
            raise CoachError("go-out: no way to go out was found", kind="no-way-out")
        return line
    if choice.kind is ChoiceKind.KEEP_PLAYING:
        return None
    if choice.kind is ChoiceKind.FREEZE:
        card = _freeze_card(state.hand)
        if card is None or not can(state, Discard(card)):
            raise CoachError("freeze: you hold no wild card you may discard now", kind="no-wild-to-freeze")
        return None
    card = choice.card
    assert card is not None
    if not can(state, Discard(card)):
        raise CoachError(f"{choice} is not allowed here", kind="not-allowed", choice=choice)
    return None


def phase_for(choices: Sequence[Choice]) -> Phase:
    """Where the turn stands when these choices are open: before drawing (take the pile or
    draw) or after (go out or keep playing, freeze, discard)."""
    drawing = {c.before_draw for c in choices}
    if len(drawing) > 1:
        raise CoachError("take-pile and draw are choices before drawing; the others come after: do not mix them",
                         kind="mixed")
    return Phase.DRAW if drawing == {True} else Phase.PLAY


def table_for_position(position: Position, choices: Sequence[Choice], *, other_hands: Sequence[int] | None = None) -> TableState:
    """A whole table for a lesson position, for the coach: the position's cards, each other
    player holding ``other_hands`` cards (in seat order after ours; the ruleset's hand size
    when not given) and the rest of the pack in the stock. A position that says its stock
    must agree with that count (the coach needs every card of the pack somewhere). The
    position's ``hand_sizes`` are used when ``other_hands`` is not given."""
    phase = phase_for(choices)
    state = table_of(position, phase=phase, source=Source.STOCK if phase is Phase.PLAY else None)
    players = state.players
    q = position.question
    if other_hands is None and isinstance(q, ShouldQuestion) and q.hand_sizes:
        other_hands = q.hand_sizes
    sizes = list(other_hands) if other_hands is not None else [state.ruleset.hand_size] * (players - 1)
    if len(sizes) != players - 1 or any(n < 1 for n in sizes):
        raise CoachError(f"give the hand sizes of the {players - 1} other players, each 1 or more",
                         kind="hand-sizes", n=players - 1)
    pool = list(full_pack())
    shown = list(state.hands[0]) + list(state.pile)
    for side in state.melds:
        for meld in side:
            shown.extend(meld.cards)
    for reds in state.red_threes:
        shown.extend(reds)
    take_out(pool, shown, "position")
    stock_size = len(pool) - sum(sizes)
    if stock_size < 0:
        raise CoachError(f"the other hands would hold {sum(sizes)} cards, but only {len(pool)} are left in the pack",
                         kind="too-many-cards", held=sum(sizes), left=len(pool))
    if position.stock is not None and position.stock != stock_size:
        raise CoachError(
            f"the stock holds {position.stock} cards, but with {', '.join(map(str, sizes))} cards in the other hands "
            f"{stock_size} are left for it: write stock: {stock_size} (or leave it out)",
            kind="stock", stock=position.stock, sizes=", ".join(map(str, sizes)), left=stock_size,
        )
    hands = [state.hands[0]]
    at = 0
    for n in sizes:
        hands.append(tuple(pool[at:at + n]))
        at += n
    return _replace_state(state, hands=tuple(hands), stock=tuple(pool[at:]))  # type: ignore[no-any-return]


def _summary(choice: Choice, values: Sequence[int], wins: int) -> ChoiceOutcome:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n)
    return ChoiceOutcome(choice, mean, wins / n, se, mean - _Z90 * se, mean + _Z90 * se, n)


def coach(
    state: TableState,
    seat: int,
    choices: Sequence[Choice],
    *,
    playouts: int = 200,
    seed: int = 0,
    level: str = "sensible",
    known: Mapping[int, Sequence[Card]] | None = None,
    stop_early: bool = True,
    on_progress: Callable[[int, int], None] | None = None,
    bots: Sequence[Bot] | None = None,
) -> CoachVerdict:
    """Compare ``choices`` for ``seat`` (whose decision it is) by up to ``playouts``
    play-outs each, on the same sampled deals; ``known`` holds cards the seat saw go into
    other hands (taken with the pile) and not seen leave them since.

    With ``stop_early`` the play-outs run in batches of :data:`BATCH`; once the best choice
    beats every other far beyond doubt (the paired difference more than
    :data:`_Z_STOP` standard errors above zero, much stricter than the 90% of *clear*, so
    that looking after each batch does not make a verdict clear by luck), the rest are
    skipped: a clear-cut decision costs a fraction of a close one. The verdict says how many
    play-outs it used; the same seed gives the same verdict either way.

    ``on_progress(done, total)`` is told after each play-out (all choices of one sampled
    deal) how many of ``playouts`` are done, and ``(total, total)`` at the end (an early
    stop jumps there), so a page can show the coach at work.

    The verdict also counts what happened in each choice's play-outs
    (:mod:`.playout_events`: who took the pile, who went out), the facts behind the
    averages. ``bots`` (one per seat) replaces the bots of ``level`` in the play-outs (a
    test's stub policy whose outcomes are known); the level's own are
    :func:`.bots.playout_bot`'s (for ``sensible``, the sensible bot's moves for less work).

    With two cores, a worker process plays alongside (:mod:`.playout_pool`: both take the
    next play-out of a batch from one shared counter), for about half the wall time and the
    same verdict: each play-out is seeded by its index, whoever plays it."""
    if state.current_player() != seat or state.phase is Phase.HAND_OVER:
        raise CoachError(f"it is not seat {seat}'s decision now")
    if not all(isinstance(c, Choice) for c in choices):
        raise CoachError("give the coach choices as Choice values (Choice.parse('take-pile'), Choice.discard(card))")
    names = tuple(dict.fromkeys(choices))
    if len(names) < 2:
        raise CoachError("give the coach at least two different choices to compare")
    if playouts < 2:
        raise CoachError(f"{playouts} play-outs: the coach needs at least 2 to measure a spread", kind="playouts", n=playouts)
    public = _public(state, seat, known)
    hand = state.hands[seat]
    own_bots = bots is None  # the level's bots: a worker process can make the same ones
    if bots is None:
        bots = [playout_bot(level) for _ in range(state.players)]
    elif len(bots) != state.players:
        raise CoachError(f"give one bot per seat: {state.players}, not {len(bots)}")
    results: dict[Choice, list[int]] = {name: [] for name in names}
    seen: dict[Choice, list[frozenset[Event]]] = {name: [] for name in names}
    # Checked on a sampled table: the choices depend on the seat's view only.
    first = _sample(public, hand, random.Random(f"coach:{seed}:0:deal"))
    lines = {name: _check_choice(first, name) for name in names}
    job = _Job(public, hand, seat, names, lines, seed, level if own_bots else None)
    start = 0
    while start < playouts:
        end = min(playouts, start + BATCH) if stop_early else playouts
        for played in _play_batch(job, bots, start, end, playouts, on_progress):
            for name, (difference, events) in zip(names, played):
                results[name].append(difference)
                seen[name].append(events)
        start = end
        if stop_early and end < playouts and _decided(results):
            break
    if on_progress is not None and len(results[names[0]]) < playouts:
        on_progress(playouts, playouts)
    outcomes = tuple(_summary(n, results[n], sum(1 for v in results[n] if v > 0)) for n in names)
    best = max(outcomes, key=lambda o: (o.mean, -names.index(o.choice))).choice
    clear = True
    runner_up: Choice | None = None
    margin, margin_se = math.inf, 0.0
    for name in names:
        if name == best:
            continue
        diffs = [a - b for a, b in zip(results[best], results[name])]
        d = _summary(name, diffs, 0)
        if d.low <= 0:
            clear = False
        if d.mean < margin:
            runner_up, margin, margin_se = name, d.mean, d.stderr
    assert runner_up is not None  # two choices at least
    return CoachVerdict(
        choices=names, outcomes=outcomes, best=best, clear=clear, margin=margin, margin_stderr=margin_se,
        runner_up=runner_up, playouts=len(results[best]), seed=seed, level=level,
        events=tuple(EventCounts.tally(seen[n]) for n in names),
        samples=tuple(tuple(results[n]) for n in names),
    )


@dataclass(frozen=True)
class _Job:
    """What every play-out of one verdict shares (sent to the worker process as it is)."""

    public: _Public
    hand: tuple[Card, ...]
    seat: int
    names: tuple[Choice, ...]
    lines: Mapping[Choice, list[Operation] | None]
    seed: int
    #: The bots' level, or None when the caller gave its own bots (they stay here).
    level: str | None


#: The event of a play-out the chooser's side ended ahead in (read from its score).
_AHEAD = frozenset({Event.WE_SCORED_MORE})

#: One play-out of every choice: (score difference, events seen) per choice, in order.
_Played = tuple[tuple[int, frozenset[Event]], ...]


def _play_one(job: _Job, bots: Sequence[Bot], i: int) -> _Played:
    """Play-out ``i`` of every choice, on the same sampled deal and the same dice."""
    sampled = _sample(job.public, job.hand, random.Random(f"coach:{job.seed}:{i}:deal"))
    out = []
    for name in job.names:
        rng = random.Random(f"coach:{job.seed}:{i}:play")
        after = _apply_choice(sampled, name, bots[job.seat], rng, job.lines[name])
        watch = PlayoutWatch(sampled, job.seat)
        end = _play_out(after, bots, rng, watch)
        difference = _difference(end, job.seat)
        seen = watch.ended(end)
        out.append((difference, seen | _AHEAD if difference > 0 else seen))
    return tuple(out)


#: The level's bots of this process, one per seat count (a bot keeps no state between
#: moves, so one set serves every play-out of every verdict).
_LEVEL_BOTS: dict[tuple[str, int], list[Bot]] = {}


def _level_bots(level: str, players: int) -> list[Bot]:
    bots = _LEVEL_BOTS.get((level, players))
    if bots is None:
        bots = _LEVEL_BOTS[level, players] = [playout_bot(level) for _ in range(players)]
    return bots


def _play_there(job: _Job, i: int) -> _Played:
    """Play-out ``i`` in the worker process, with the level's bots (made there)."""
    assert job.level is not None
    return _play_one(job, _level_bots(job.level, len(job.public.hand_sizes)), i)


def _warm_up() -> bool:
    """The worker's first job: one short verdict, so that its first share of a real one
    runs as fast as the coach's own process."""
    from ..game.deal import deal

    state = apply(deal("classic", seed=11), DrawStock())
    discards = [c for c in decision_choices(state, state.to_move) if c.card is not None][:2]
    coach(state, state.to_move, discards, playouts=2, seed=0, stop_early=False)
    return True


def _play_batch(job: _Job, bots: Sequence[Bot], start: int, end: int, total: int,
                on_progress: Callable[[int, int], None] | None) -> list[_Played]:
    """Play-outs ``start`` to ``end - 1``, in order. With a worker process running (and
    the level's bots), both processes take the next play-out from a shared counter until
    none is left (:func:`.playout_pool.share`); each play-out is seeded by its index, so the
    results are the same whoever played which."""
    shared = share(_play_there, job, start, end, _warm_up) if job.level is not None and end - start >= 2 else None
    here: dict[int, _Played] = {}
    there: dict[int, _Played] = {}
    if shared is None:
        for i in range(start, end):
            here[i] = _play_one(job, bots, i)
            if on_progress is not None:
                on_progress(i + 1, total)
    else:
        try:
            while (index := shared.take()) is not None:
                here[index] = _play_one(job, bots, index)
                if on_progress is not None:
                    on_progress(start + len(here) + shared.done_there(), total)
        except BaseException:
            shared.close()  # stopped (an error, an interrupt): the worker takes no more
            raise
        there = shared.answer()  # waits only for play-outs the worker took
        if on_progress is not None:
            on_progress(end, total)
    # The worker's share, or what it took and did not answer (same seeds: same results).
    return [here[i] if i in here else there[i] if i in there else _play_one(job, bots, i) for i in range(start, end)]


def _decided(results: Mapping[Choice, Sequence[int]]) -> bool:
    """The leading choice beats every other far beyond doubt (for stopping early)."""
    means = {name: sum(v) / len(v) for name, v in results.items()}
    best = max(means, key=lambda n: means[n])
    for name, values in results.items():
        if name == best:
            continue
        d = _summary(name, [a - b for a, b in zip(results[best], values)], 0)
        if d.mean - _Z_STOP * d.stderr <= 0:
            return False
    return True


# --------------------------------------------------------------------------------------
# ``ask: should`` in a lesson position


#: Verdicts of lesson positions already asked, by the position's text (oldest dropped first).
_VERDICTS: dict[str, CoachVerdict] = {}
_VERDICTS_KEPT = 256


def verdict_known(position: Position) -> bool:
    """Whether this process already holds the coach's verdict on ``position`` (asking for it
    again costs no play-outs)."""
    return repr(position) in _VERDICTS


def should_verdict(position: Position) -> CoachVerdict:
    """The coach's verdict on a ``should`` position, with the position's seed and
    play-outs (kept for the life of the process: a lesson asks it again and again)."""
    q = position.question
    if not isinstance(q, ShouldQuestion):
        raise CoachError(f"ask {position.ask.value} is not a should question")
    key = repr(position)
    verdict = _VERDICTS.get(key)
    if verdict is None:
        state = table_for_position(position, q.choices)
        verdict = coach(state, 0, q.choices, playouts=q.playouts, seed=q.seed)
        if len(_VERDICTS) >= _VERDICTS_KEPT:
            _VERDICTS.pop(next(iter(_VERDICTS)))
        _VERDICTS[key] = verdict
    return verdict


_RULE_OF_CHOICE = {ChoiceKind.TAKE_PILE: "pile-take-unfrozen", ChoiceKind.DRAW: "turn-order",
                   ChoiceKind.GO_OUT: "go-out-all-cards", ChoiceKind.KEEP_PLAYING: "keep-one-card",
                   ChoiceKind.FREEZE: "pile-frozen-wild"}


def should_ruling(position: Position) -> Ruling:
    """The answer to a ``should`` position: the rules first (the judge: which choices are
    allowed); when more than one is, the coach's verdict decides, and its sentence leads
    the explanation. A verdict that is not clear says so (the lesson should then ask what
    the rules allow instead)."""
    rules = should_rules(position)
    if rules.answer:  # only one choice is allowed: the rules decide
        return rules
    verdict = should_verdict(position)
    best, other = verdict.outcome(verdict.best), verdict.outcome(verdict.runner_up)
    facts = (
        ("best", choice_label(verdict.best)), ("other", choice_label(verdict.runner_up)), ("n", verdict.playouts),
        ("best_mean", round(best.mean)), ("other_mean", round(other.mean)),
        ("best_wins", round(100 * best.win_rate)), ("other_wins", round(100 * other.win_rate)),
        ("margin", round(verdict.margin)), ("spread", max(1, round(_Z90 * verdict.margin_stderr))),
    )
    rule = next((r.rule_id for r in rules.reasons if r.fact("choice") == verdict.best), _RULE_OF_CHOICE.get(verdict.best.kind, "turn-order"))
    lead = Reason(rule, "coach.clear" if verdict.clear else "coach.close", (), facts, deciding=True)
    # The coach's verdict says which allowed choice is better; "You may ..." for each choice
    # would only pad it (the rules allowed them all, or the rules would have decided). A
    # choice the rules forbid keeps its reasons.
    forbidden = tuple(r for r in rules.reasons if r.message != "should.allowed")
    return Ruling(position_id=position.id, ask=Ask.SHOULD, answer=str(verdict.best), reasons=(lead,) + forbidden)
