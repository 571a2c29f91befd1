"""Planners: a way for a hand to do what a question asks, as the referee's operations.

The referee says whether one operation is legal (:mod:`.referee`) and the searches over
rank counts say whether a hand *can* still go out or reach a first meld
(:mod:`.search`). A lesson needs more: the cards to play. Two planners find them:

- :func:`plan_first_meld_with_pile`: the side's first meld made by taking the pile, the
  top card and a natural pair from hand, with more melds from hand if the minimum needs
  them (003, 004: only the top card and the hand's cards count). It returns
  ``TakePile`` (the pair), ``AddToMeld`` (the rest of the top card's meld) and
  ``LayMeld`` (the other melds).
- :func:`plan_go_out`: meld the whole hand, or all of it but one card that is discarded,
  into new melds and the side's melds, with the canastas the ruleset asks for (000, 002,
  003). It returns ``LayMeld``, ``AddToMeld`` and ``Discard`` operations, and, when there is
  no way, the shortfalls that say why (:class:`Shortfall`: a rule id and the cards).

Both work on rank counts (suits matter only for threes), so they are bounded by the
number of ranks, fast enough for every ruling (benchmarks/bench_judge.py). Where there are
several ways, the one returned is the one a good player chooses: for a first meld the
fewest cards that reach the minimum, for going out the way that scores most (a wild card
is discarded rather than spoil a natural canasta). The wild-card limit is
:func:`~.melds.wild_room`, the one the referee and the searches use.

>>> from canasta_teach.game.cards import parse_cards
>>> from canasta_teach.game.rulesets import get_ruleset
>>> found = plan_go_out(parse_cards("Ks Kh Kd 9c 9d 9h 2c 5s"), {}, get_ruleset("two-player"))
>>> found.plan is None, found.shortfalls[0].rule_id
(True, 'go-out-canasta')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from .cards import Card, Rank
from .melds import Meld, wild_room
from .operations import AddToMeld, Discard, LayMeld, Operation, TakePile
from .rulesets import Ruleset, WildLimit
from .scoring import LineItem

__all__ = [
    "FirstMeldPlan",
    "plan_first_meld_with_pile",
    "Shortfall",
    "GoOutPlan",
    "GoOutSearch",
    "plan_go_out",
    "go_out_score",
    "melds_of",
]

Facts = tuple[tuple[str, object], ...]


def _room(naturals: int, wilds: int, ruleset: Ruleset) -> int:
    """Wild cards a meld with these counts may still take (never below zero)."""
    return max(wild_room(naturals, wilds, ruleset), 0)


def _wilds_best_first(hand: Sequence[Card]) -> list[Card]:
    """Wild cards of a hand, most valuable first (jokers, then twos)."""
    return sorted((c for c in hand if c.is_wild), key=lambda c: -c.value)


def _of_rank(hand: Sequence[Card], rank: Rank) -> list[Card]:
    return [c for c in hand if c.rank is rank]


def melds_of(operations: Sequence[Operation], top: Card | None = None) -> tuple[
        tuple[tuple[Card, ...], ...], tuple[tuple[Rank, tuple[Card, ...]], ...], Card | None]:
    """A plan's operations as what it lays down: the new melds (a pile take's meld starts
    with ``top``), the cards added to melds laid before, by rank, and the discard.

    ``AddToMeld`` of a rank whose meld this plan made joins that meld."""
    new: dict[Rank, list[Card]] = {}
    added: dict[Rank, list[Card]] = {}
    order: list[tuple[bool, Rank]] = []
    discard: Card | None = None
    for op in operations:
        if isinstance(op, TakePile):
            assert top is not None  # a plan that takes the pile names its top card
            new[top.rank] = [top, *op.cards]
            order.append((True, top.rank))
        elif isinstance(op, LayMeld):
            rank = next(c.rank for c in op.cards if not c.is_wild)
            new[rank] = list(op.cards)
            order.append((True, rank))
        elif isinstance(op, AddToMeld):
            if op.rank in new:
                new[op.rank].append(op.card)
            else:
                if op.rank not in added:
                    added[op.rank] = []
                    order.append((False, op.rank))
                added[op.rank].append(op.card)
        elif isinstance(op, Discard):
            discard = op.card
    melds = tuple(tuple(new[rank]) for is_new, rank in order if is_new)
    additions = tuple((rank, tuple(added[rank])) for is_new, rank in order if not is_new)
    return melds, additions, discard


# --------------------------------------------------------------------------------------
# The first meld with the pile


@dataclass(frozen=True)
class FirstMeldPlan:
    """A first meld made with the pile: the operations after the draw phase (the take with
    a natural pair, the rest of the top card's meld, the other melds from hand), and the
    points they lay that count toward the minimum (the top card and the hand's cards)."""

    top: Card
    operations: tuple[Operation, ...]
    value: int

    @property
    def melds(self) -> tuple[tuple[Card, ...], ...]:
        """The melds laid, the top card's first."""
        return melds_of(self.operations, self.top)[0]

    @property
    def hand_cards(self) -> tuple[Card, ...]:
        """The cards from hand the plan lays (every card laid but the top card, which
        starts the first meld)."""
        melds = self.melds
        return melds[0][1:] + tuple(c for m in melds[1:] for c in m)


def plan_first_meld_with_pile(hand: Sequence[Card], top: Card, ruleset: Ruleset, *, budget: int, minimum: int,
                              counts: Mapping[Rank, int] | None = None) -> FirstMeldPlan | None:
    """The best first meld made with the pile's ``top`` card and a natural pair, using at
    most ``budget`` cards from ``hand``: the fewest cards that reach ``minimum`` (then the
    most points), or else the most points. A small dynamic programme over ranks. None when
    not even the top card's meld fits the budget. ``counts`` (cards per rank of the hand)
    may be given when the caller already has them."""
    if counts is None:
        counts = Counter(c.rank for c in hand)
    wilds = _wilds_best_first(hand)
    # per rank: options (cards from hand, natural value, wild cards required, wild room, k)
    groups: list[tuple[Rank, list[tuple[int, int, int, int, int]]]] = []
    n_top = counts.get(top.rank, 0)
    groups.append((top.rank, [(k, (k + 1) * top.value, 0, _room(k + 1, 0, ruleset), k) for k in range(2, n_top + 1)]))
    pair_room = _room(2, 0, ruleset)
    for r, n in counts.items():
        if r is top.rank or r in (Rank.TWO, Rank.JOKER, Rank.THREE) or n < 2:
            continue
        v = _of_rank(hand, r)[0].value
        opts = [(0, 0, 0, 0, 0)]
        if pair_room >= 1:
            opts.append((2, 2 * v, 1, pair_room, 2))
        opts.extend((k, k * v, 0, _room(k, 0, ruleset), k) for k in range(3, n + 1))
        groups.append((r, opts))
    states: dict[tuple[int, int, int], tuple[int, tuple[tuple[Rank, int], ...]]] = {(0, 0, 0): (0, ())}
    for rank, opts in groups:
        nxt: dict[tuple[int, int, int], tuple[int, tuple[tuple[Rank, int], ...]]] = {}
        for (c, need, room), (val, chosen) in states.items():
            for k, kv, kn, kc, kk in opts:
                if c + k > budget:
                    continue
                key = (c + k, need + kn, room + kc)
                if key not in nxt or nxt[key][0] < val + kv:
                    nxt[key] = (val + kv, chosen + (((rank, kk),) if kk else ()))
        states = nxt
    if not states:
        return None
    prefix = [0]
    for w in wilds:  # most valuable first
        prefix.append(prefix[-1] + w.value)
    best: tuple[tuple[int, float], int, int, tuple[tuple[Rank, int], ...]] | None = None
    for (c, need, room), (val, chosen) in states.items():
        for u in range(need, min(len(wilds), room) + 1):
            if c + u > budget:
                break
            value = val + prefix[u]
            rank_key: tuple[int, float] = (0, c + u - value / 10000) if value >= minimum else (1, -value)
            if best is None or rank_key < best[0]:
                best = ((rank_key[0], rank_key[1]), value, u, chosen)
    if best is None:
        return None
    _, value, used_wilds, chosen = best
    pool = list(wilds[:used_wilds])
    melds: list[list[Card]] = []
    for rank, k in chosen:
        cards = _of_rank(hand, rank)[:k]
        meld = [top, *cards] if rank is top.rank else list(cards)
        if rank is not top.rank and k == 2:
            meld.append(pool.pop())
        melds.append(meld)
    for meld in melds:  # the rest of the wild cards where there is room, the top meld first
        while pool and _room(sum(1 for c in meld if not c.is_wild), sum(1 for c in meld if c.is_wild), ruleset) > 0:
            meld.append(pool.pop(0))
    ops: list[Operation] = []
    for meld in melds:
        if meld[0] is top:
            ops.append(TakePile((meld[1], meld[2])))
            ops.extend(AddToMeld(top.rank, c) for c in meld[3:])
        else:
            ops.append(LayMeld(tuple(meld)))
    return FirstMeldPlan(top, tuple(ops), value)


# --------------------------------------------------------------------------------------
# Going out


@dataclass(frozen=True)
class Shortfall:
    """Why a hand cannot go out, as facts: the rule that stops it, what is short
    (``kind``: ``loose``, ``black-threes-short``, ``cannot-form``, ``wilds-no-room``,
    ``wilds-no-room-more-natural``, ``needs-third``, ``canasta-short``, ``wilds-needed``,
    ``wilds-all-needed``, ``one-discard``, ``cannot-all``), the cards and the numbers.
    ``deciding`` marks the ones that decide (the others add detail)."""

    rule_id: str
    kind: str
    cards: tuple[Card, ...] = ()
    facts: Facts = ()
    deciding: bool = True


def _short(rule_id: str, kind: str, cards: Sequence[Card] = (), deciding: bool = True, /, **facts: object) -> Shortfall:
    return Shortfall(rule_id, kind, tuple(cards), tuple(facts.items()), deciding)


@dataclass(frozen=True)
class GoOutPlan:
    """A way to go out: the operations of the play phase (``LayMeld``, ``AddToMeld``, at
    most one ``Discard``), whether it goes out concealed and what it earns this turn."""

    operations: tuple[Operation, ...]
    concealed: bool
    score: tuple[LineItem, ...]

    @property
    def points(self) -> int:
        return sum(i.points for i in self.score)

    @property
    def new_melds(self) -> tuple[tuple[Card, ...], ...]:
        return melds_of(self.operations)[0]

    @property
    def additions(self) -> tuple[tuple[Rank, tuple[Card, ...]], ...]:
        return melds_of(self.operations)[1]

    @property
    def discard(self) -> Card | None:
        return melds_of(self.operations)[2]

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card the plan plays, in order."""
        new, added, discard = melds_of(self.operations)
        out = [c for m in new for c in m] + [c for _, cs in added for c in cs]
        return tuple(out + ([discard] if discard is not None else []))


@dataclass(frozen=True)
class GoOutSearch:
    """What :func:`plan_go_out` found: the plan, or the shortfalls of the attempt that came
    closest (empty when a plan was found)."""

    plan: GoOutPlan | None
    shortfalls: tuple[Shortfall, ...] = ()


@dataclass
class _Target:
    rank: Rank
    naturals: list[Card]
    existing: Meld | None
    wilds: list[Card] = field(default_factory=list)

    @property
    def size(self) -> int:
        return len(self.naturals) + len(self.wilds) + (self.existing.size if self.existing else 0)

    @property
    def natural_count(self) -> int:
        return len(self.naturals) + (self.existing.naturals if self.existing else 0)

    @property
    def wild_count(self) -> int:
        return len(self.wilds) + (self.existing.wilds if self.existing else 0)


def _meld_all(hand: list[Card], melds: Mapping[Rank, Meld], ruleset: Ruleset, discard: Card | None
              ) -> tuple[tuple[Operation, ...] | None, list[Shortfall]]:
    """Can ``hand`` (the discard already removed) be melded completely with enough
    canastas? The operations, or the shortfalls (each deciding but the notes)."""
    size = ruleset.canasta_size
    problems: list[Shortfall] = []
    by_rank: dict[Rank, list[Card]] = {}
    wilds: list[Card] = []
    black: list[Card] = []
    for c in hand:
        if c.is_wild:
            wilds.append(c)
        elif c.is_black_three:
            black.append(c)
        else:
            by_rank.setdefault(c.rank, []).append(c)
    if black and len(black) < ruleset.meld_min_cards:
        problems.append(_short("black-three-meld", "black-threes-short", black, True, count=len(black), cards=tuple(black),
                               min=ruleset.meld_min_cards))
    targets: list[_Target] = []
    singles: list[Card] = []
    for rank, cards in by_rank.items():
        existing = melds.get(rank)
        if existing is None and len(cards) < ruleset.min_natural_in_meld:
            singles.extend(cards)
        targets.append(_Target(rank, cards, existing))
    if singles:
        problems.append(_short("go-out-all-cards", "loose", singles, True, cards=tuple(singles), count=len(singles)))
    if problems:
        return None, problems
    # Melds of the side with no natural card from hand can still take wild cards.
    for rank, meld in melds.items():
        if rank not in by_rank:
            targets.append(_Target(rank, [], meld))
    lows = []
    caps = []
    for t in targets:
        cap = _room(t.natural_count, t.existing.wilds if t.existing else 0, ruleset)
        low = max(0, ruleset.meld_min_cards - len(t.naturals)) if t.existing is None else 0
        caps.append(cap)
        lows.append(low)
        if low > cap:
            problems.append(_short("meld-two-natural", "cannot-form", t.naturals, True, rank=t.rank))
    if len(wilds) > sum(caps):
        kind = "wilds-no-room-more-natural" if ruleset.wild_limit is WildLimit.MORE_NATURAL else "wilds-no-room"
        problems.append(_short("meld-three-wild", kind, wilds, True, count=len(wilds), cards=tuple(wilds),
                               max=ruleset.max_wild_in_meld))
    if sum(lows) > len(wilds):
        short = [t for t, low in zip(targets, lows) if low]
        problems.append(_short("meld-min-size", "needs-third", [c for t in short for c in t.naturals], True,
                               groups=tuple(tuple(t.naturals) for t in short)))
    if problems:
        return None, problems
    # Canastas: those already complete with the natural cards, then the cheapest to finish.
    need = ruleset.canastas_to_go_out
    done = sum(1 for t in targets if t.size >= size)
    spare = len(wilds) - sum(lows)
    extra_cost = []
    for i, t in enumerate(targets):
        if t.size >= size:
            continue
        cost = max(lows[i], size - t.size) - lows[i]
        if max(lows[i], size - t.size) <= caps[i]:
            extra_cost.append((cost, i))
    extra_cost.sort()
    chosen: list[int] = []
    for cost, i in extra_cost:
        if done + len(chosen) >= need:
            break
        if cost <= spare:
            spare -= cost
            chosen.append(i)
    if done + len(chosen) < need:
        have = sum(1 for m in melds.values() if m.is_canasta)
        naturals = tuple(c for t in targets for c in t.naturals)
        out = [_short("go-out-canasta", "canasta-short", naturals, True, need=need, have=have, missing=need - have)]
        if any(lows):
            short = [t for t, low in zip(targets, lows) if low]
            kind = "wilds-all-needed" if sum(lows) == len(wilds) else "wilds-needed"
            out.append(_short("go-out-canasta", kind, wilds, False, wilds=len(wilds), needed=sum(lows),
                              groups=tuple(tuple(t.naturals) for t in short)))
        return None, out
    # Allocate wild cards: minimums, the chosen canastas, then any room (not spoiling a
    # natural canasta when another place is free).
    pool = sorted(wilds, key=lambda c: c.value)
    for i, t in enumerate(targets):
        for _ in range(lows[i]):
            t.wilds.append(pool.pop())
    for i in chosen:
        t = targets[i]
        while t.size < size:
            t.wilds.append(pool.pop())
    order = sorted(range(len(targets)), key=lambda i: (targets[i].size >= size and targets[i].wild_count == 0, -targets[i].size))
    for i in order:
        t = targets[i]
        while pool and _room(t.natural_count, t.wild_count, ruleset) > 0:
            t.wilds.append(pool.pop())
    if pool:  # cannot happen: total capacity was checked
        return None, [_short("meld-three-wild", "cannot-all", pool, True)]
    ops: list[Operation] = []
    for t in sorted(targets, key=lambda t: t.rank.order):
        group = tuple(t.naturals + t.wilds)
        if t.existing is None:
            ops.append(LayMeld(group))
        else:
            ops.extend(AddToMeld(t.rank, c) for c in group)
    if black:
        ops.append(LayMeld(tuple(black)))
    if discard is not None:
        ops.append(Discard(discard))
    return tuple(ops), []


def go_out_score(operations: Sequence[Operation], melds: Mapping[Rank, Meld], ruleset: Ruleset, *,
                 concealed: bool) -> tuple[LineItem, ...]:
    """What going out with these operations earns this turn (the partner's hand aside):
    the cards laid, the canastas completed or spoiled, the bonus for going out."""
    size = ruleset.canasta_size
    new_melds, additions, _ = melds_of(operations)
    melded = sum(c.value for m in new_melds for c in m) + sum(c.value for _, cs in additions for c in cs)
    items = [LineItem("line.melded-this-turn", melded, "score-melds")]

    def completed(rank: Rank | None, natural: bool) -> LineItem:
        if natural:
            return LineItem("line.canasta-completed-natural", ruleset.natural_canasta_bonus, "canasta-natural", (("rank", rank),))
        return LineItem("line.canasta-completed-mixed", ruleset.mixed_canasta_bonus, "canasta-mixed", (("rank", rank),))

    for m in new_melds:
        if len(m) >= size:
            items.append(completed(Meld(m).rank, not any(c.is_wild for c in m)))
    for rank, cards in additions:
        meld = melds[rank]
        wild_added = any(c.is_wild for c in cards)
        if not meld.is_canasta and meld.size + len(cards) >= size:
            items.append(completed(rank, meld.wilds == 0 and not wild_added))
        elif meld.is_canasta and meld.wilds == 0 and wild_added:
            items.append(LineItem("line.canasta-spoiled", ruleset.mixed_canasta_bonus - ruleset.natural_canasta_bonus,
                                  "canasta-wild-makes-mixed", (("rank", rank),)))
    if concealed:
        items.append(LineItem("line.going-out-concealed", ruleset.concealed_going_out_bonus, "go-out-concealed"))
    else:
        items.append(LineItem("line.going-out", ruleset.going_out_bonus, "go-out-bonus"))
    return tuple(items)


def _closeness(problems: Sequence[Shortfall]) -> tuple[int, int]:
    """Rank failed attempts: one blocked only by the canasta rule explains the hand best;
    loose cards come next (a discard may have removed one of them)."""
    loose = sum(len(r.cards) for r in problems if r.rule_id in ("go-out-all-cards", "black-three-meld"))
    return (loose, sum(1 for r in problems if r.deciding))


def plan_go_out(hand: Sequence[Card], melds: Mapping[Rank, Meld], ruleset: Ruleset, *,
                concealed: Callable[[tuple[Operation, ...]], bool] = lambda ops: False) -> GoOutSearch:
    """Search the ways ``hand`` can go out onto the side's ``melds`` (by rank): meld
    everything, or all but one card and discard it. Returns the way that scores most (a
    wild card is discarded rather than spoil a natural canasta), or the shortfalls of the
    attempt that came closest. ``concealed`` says whether a way (its operations) goes out
    concealed, which the caller knows from the table (:func:`~.referee.going_out_concealed`)."""
    cards = list(hand)
    # Discard choices: none first (meld everything), then the cheapest card of each kind.
    choices: list[Card | None] = [None]
    seen: set[tuple[Rank, object]] = set()
    for c in sorted(cards, key=lambda c: (c.is_wild, c.value)):
        key = (c.rank, c.suit if c.is_three else None)
        if key not in seen:
            seen.add(key)
            choices.append(c)
    best: GoOutPlan | None = None
    best_problems: list[Shortfall] | None = None
    all_loose: list[Shortfall] = []
    for discard in choices:
        rest = list(cards)
        if discard is not None:
            rest.remove(discard)
        ops, problems = _meld_all(rest, melds, ruleset, discard)
        if ops is not None:
            hidden = concealed(ops)
            plan = GoOutPlan(ops, hidden, go_out_score(ops, melds, ruleset, concealed=hidden))
            if best is None or plan.points > best.points:
                best = plan
            continue
        if best is not None:
            continue
        if discard is None:
            all_loose = [r for r in problems if r.rule_id == "go-out-all-cards" and len(r.cards) > 1]
        if best_problems is None or _closeness(problems) < _closeness(best_problems):
            best_problems = problems
    if best is not None:
        return GoOutSearch(best)
    if all_loose and best_problems and any(r.rule_id == "go-out-all-cards" for r in best_problems):
        # Several loose cards: say so, not just the ones left after one discard.
        best_problems = all_loose + [r for r in best_problems if r.rule_id != "go-out-all-cards"]
        best_problems.append(_short("go-out-all-cards", "one-discard", (), False))
    return GoOutSearch(None, tuple(best_problems or [_short("go-out-all-cards", "cannot-all", (), True)]))
