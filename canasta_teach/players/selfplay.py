"""Self-play: bots play whole hands against each other through the referee.

Every operation a bot chooses goes through :func:`~canasta_teach.game.referee.verify`
before :func:`~canasta_teach.game.referee.apply`. A refused operation is a bug (the bot was
handed the legal operations), so it is counted and reported, and the bot's seat plays a
random legal operation instead; an exception anywhere is counted as an error (an engine
error ends that hand). After every operation all 108 cards must still be at the table,
each as often as in :func:`~canasta_teach.game.deal.full_pack` (Tranca: the 104 cards of
:func:`~canasta_teach.game.deal.pack_of`, ``--ruleset tranca``). A bot is only ever shown
:func:`~canasta_teach.game.table.observe` of the state for its seat.

>>> report = play_hands(4, 2, seed=7, level="sensible")
>>> report.hands, report.refused, report.errors, report.conserved
(2, 0, 0, True)
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from ..errors import CanastaError, IllegalPlayError
from ..game.deal import deal, pack_of
from ..game.notation import format_operation, format_play
from ..game.operations import DrawStock, Operation
from ..game.referee import apply, legal_operations, verify
from ..game.rulesets import RULESETS, Ruleset, get_ruleset
from ..game.scoring import score_hand
from ..game.table import HandEnd, TableState, observe
from .bots import Bot
from .levels import LEVELS, make_player

__all__ = [
    "HandResult",
    "SelfPlayReport",
    "play_hand",
    "play_hands",
    "RULESET_FOR_PLAYERS",
    "add_selfplay_arguments",
    "run_selfplay",
    "seat_levels",
]

#: The ruleset played at each table size.
RULESET_FOR_PLAYERS: dict[int, str] = {4: "classic", 2: "two-player", 3: "three-player"}

#: A hand longer than this is stuck (real hands take a few hundred operations).
MAX_ACTIONS = 20_000


_END_WORDS = {
    HandEnd.STOCK_EXHAUSTED: "the stock ran out",
    HandEnd.LAST_RED_THREE: "the last stock card was a red three",
}


@dataclass(frozen=True)
class HandResult:
    """One hand of self-play: how it ended, the score, and what went wrong (if anything)."""

    index: int
    seed: int
    players: int
    #: Why the hand ended; None when it was stopped by an error.
    end: HandEnd | None
    went_out: int | None
    concealed: bool
    #: The sides at the end of the hand (three players: the lone player and the partners).
    sides: tuple[tuple[int, ...], ...]
    #: Each seat's score for the hand (partners share theirs); empty when not scored.
    seat_totals: tuple[int, ...]
    actions: int
    refused: int
    errors: int
    conserved: bool
    #: Nanoseconds in the referee (legal_operations + verify + apply).
    engine_ns: int
    #: Nanoseconds of each bot move.
    bot_ns: tuple[int, ...] = field(repr=False)
    #: What went wrong, one line each (refused plays, errors), for a bug report.
    problems: tuple[str, ...] = ()
    #: Every operation of the hand with the seat that played it (drawn cards shown).
    log: tuple[tuple[int, Operation], ...] = field(default=(), repr=False, compare=False)

    def turns(self) -> list[str]:
        """The hand turn by turn in the play notation: ``seat 1: draw 5h; discard 5h``."""
        lines: list[tuple[int, list[Operation]]] = []
        for seat, op in self.log:
            if not lines or lines[-1][0] != seat:
                lines.append((seat, []))
            lines[-1][1].append(op)
        return [f"seat {seat}: {format_play(ops)}" for seat, ops in lines]

    def line(self) -> str:
        """The hand in one plain line, e.g. ``hand 3: seat 2 went out; us 1240, them -85``."""
        if self.end is None:
            what = "stopped by an error"
        elif self.end is HandEnd.WENT_OUT:
            what = f"seat {self.went_out} went out" + (" concealed" if self.concealed else "")
        else:
            what = _END_WORDS[self.end]
        parts = [f"hand {self.index}: {what}"]
        if self.seat_totals:
            if self.players == 4:
                parts.append(f"us {self.seat_totals[0]}, them {self.seat_totals[1]}")
            else:
                parts.append(", ".join(f"seat {s} {t}" for s, t in enumerate(self.seat_totals)))
        if self.refused or self.errors or not self.conserved:
            parts.append(f"refused {self.refused}, errors {self.errors}" + ("" if self.conserved else ", cards lost"))
        return "; ".join(parts)


@dataclass
class SelfPlayReport:
    """What a run of self-play found: counts over all hands and every hand's result."""

    players: int
    level: str
    seed: int
    results: list[HandResult] = field(default_factory=list)
    seconds: float = 0.0
    #: The ruleset played and the cards of its pack.
    ruleset: str = ""
    pack_size: int = 108

    @property
    def hands(self) -> int:
        return len(self.results)

    @property
    def actions(self) -> int:
        return sum(r.actions for r in self.results)

    @property
    def refused(self) -> int:
        return sum(r.refused for r in self.results)

    @property
    def errors(self) -> int:
        return sum(r.errors for r in self.results)

    @property
    def conserved(self) -> bool:
        return all(r.conserved for r in self.results)

    @property
    def us_per_action(self) -> float:
        """Referee time (legal_operations + verify + apply) per action, in microseconds."""
        return sum(r.engine_ns for r in self.results) / 1000 / max(self.actions, 1)

    @property
    def bot_move_p95_ms(self) -> float:
        times = sorted(t for r in self.results for t in r.bot_ns)
        if not times:
            return 0.0
        return times[min(len(times) - 1, round(0.95 * (len(times) - 1)))] / 1e6

    @property
    def ends(self) -> dict[str, int]:
        counts = Counter(r.end.value if r.end is not None else "error" for r in self.results)
        return dict(sorted(counts.items()))

    @property
    def went_out(self) -> list[int]:
        """How often each seat went out."""
        counts = [0] * self.players
        for r in self.results:
            if r.end is HandEnd.WENT_OUT and r.went_out is not None:
                counts[r.went_out] += 1
        return counts

    @property
    def mean_scores(self) -> list[float]:
        """Each seat's mean score per scored hand (partners share theirs)."""
        scored = [r.seat_totals for r in self.results if r.seat_totals]
        if not scored:
            return [0.0] * self.players
        return [round(sum(t[s] for t in scored) / len(scored), 1) for s in range(self.players)]

    @property
    def problems(self) -> list[str]:
        return [p for r in self.results for p in r.problems]

    def to_json(self) -> dict[str, object]:
        """The report as one JSON object (the last line of ``canasta-teach selfplay --json``)."""
        return {
            "players": self.players,
            "ruleset": self.ruleset,
            "level": self.level,
            "seed": self.seed,
            "hands": self.hands,
            "actions": self.actions,
            "refused": self.refused,
            "errors": self.errors,
            "conserved": self.conserved,
            "us_per_action": round(self.us_per_action, 2),
            "bot_move_p95_ms": round(self.bot_move_p95_ms, 3),
            "seconds": round(self.seconds, 3),
            "ends": self.ends,
            "went_out": self.went_out,
            "mean_scores": self.mean_scores,
            "problems": self.problems[:20],
        }


def _describe(state: TableState, what: str, op: Operation | None, err: BaseException) -> str:
    play = f" {format_operation(op)}" if op is not None else ""
    return f"turn of seat {state.to_move} ({state.phase.value}): {what}{play}: {type(err).__name__}: {err}"


def play_hand(
    ruleset: Ruleset | str,
    *,
    seed: int,
    bots: Sequence[Bot],
    dealer: int = 0,
    scores: Sequence[int] = (),
    options: Mapping[str, object] | None = None,
    index: int = 0,
    max_actions: int = MAX_ACTIONS,
) -> HandResult:
    """Deal with ``seed`` and let ``bots`` (one per seat) play the hand out.

    Each bot gets its own ``random.Random`` seeded from ``seed`` and its seat, so the same
    seed plays the same hand.
    """
    rules = get_ruleset(ruleset, options) if isinstance(ruleset, str) else ruleset
    if len(bots) != rules.players:
        raise CanastaError(f"{rules.name} is played by {rules.players}: give one bot per seat, not {len(bots)}")
    clock = time.perf_counter_ns
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(rules.players)]
    fallback = random.Random(f"{seed}:referee")
    state = deal(rules, seed=seed, dealer=dealer, scores=scores)
    actions = refused = errors = 0
    engine_ns = 0
    bot_ns: list[int] = []
    problems: list[str] = []
    log: list[tuple[int, Operation]] = []
    pack = Counter(pack_of(rules))
    conserved = Counter(state.all_cards()) == pack
    if not conserved:
        problems.append(f"the deal does not hold the {rules.pack_size} cards of the pack")
    broken = False
    while not state.is_over:
        if actions >= max_actions:
            errors += 1
            problems.append(f"no end after {max_actions} operations")
            broken = True
            break
        seat = state.current_player()
        start = clock()
        try:
            ops = legal_operations(state)
        except Exception as err:  # an engine bug: report it, stop the hand
            errors += 1
            problems.append(_describe(state, "legal_operations raised", None, err))
            broken = True
            break
        engine_ns += clock() - start
        if not ops or seat is None:
            errors += 1
            problems.append(f"turn of seat {state.to_move} ({state.phase.value}): no legal operation, the hand is not over")
            broken = True
            break
        op: Operation | None = None
        start = clock()
        try:
            op = bots[seat].choose(observe(state, seat), ops, rngs[seat])
        except Exception as err:
            errors += 1
            problems.append(_describe(state, f"the bot of seat {seat} raised", None, err))
        bot_ns.append(clock() - start)
        if op is not None:
            start = clock()
            try:
                verify(state, op)
            except IllegalPlayError as err:
                refused += 1
                problems.append(_describe(state, f"the referee refused seat {seat}'s", op, err))
                op = None
            except Exception as err:
                errors += 1
                problems.append(_describe(state, "verify raised on", op, err))
                op = None
            engine_ns += clock() - start
        if op is None:
            op = ops[fallback.randrange(len(ops))]
            start = clock()
            try:
                verify(state, op)
            except Exception as err:  # legal_operations and verify disagree
                errors += 1
                problems.append(_describe(state, "verify refused the legal", op, err))
                broken = True
                break
            engine_ns += clock() - start
        if isinstance(op, DrawStock) and state.stock:
            # The log shows what was drawn (the notation's "draw 5h").
            k = min(state.ruleset.cards_drawn, len(state.stock))
            logged: Operation = DrawStock(tuple(reversed(state.stock[-k:])))
        else:
            logged = op
        log.append((seat, logged))
        start = clock()
        try:
            state = apply(state, op, verified=True)
        except Exception as err:
            errors += 1
            problems.append(_describe(state, "apply raised on", op, err))
            broken = True
            break
        engine_ns += clock() - start
        actions += 1
        if conserved and Counter(state.all_cards()) != pack:
            conserved = False
            problems.append(f"cards not conserved after {format_operation(op)} (operation {actions})")
    totals: tuple[int, ...] = ()
    if not broken:
        try:
            totals = score_hand(state).seat_totals
        except Exception as err:
            errors += 1
            problems.append(f"score_hand raised: {type(err).__name__}: {err}")
    return HandResult(
        index=index,
        seed=seed,
        players=rules.players,
        end=None if broken else state.end,
        went_out=None if broken else state.went_out,
        concealed=False if broken else state.concealed,
        sides=state.sides,
        seat_totals=totals,
        actions=actions,
        refused=refused,
        errors=errors,
        conserved=conserved,
        engine_ns=engine_ns,
        bot_ns=tuple(bot_ns),
        problems=tuple(problems),
        log=tuple(log),
    )


def play_hands(
    players: int,
    hands: int,
    seed: int = 0,
    level: str = "sensible",
    *,
    bots: Sequence[Bot] | None = None,
    on_hand: Callable[[HandResult], None] | None = None,
    ruleset: str | None = None,
) -> SelfPlayReport:
    """Play ``hands`` independent hands at a table of ``players`` (2, 3 or 4) with bots of
    ``level`` (or the given ``bots``, one per seat). The dealer moves one seat left each
    hand; each hand's seed comes from ``seed``. ``on_hand`` hears every result as it comes.
    ``ruleset`` names the game (the one of the table size when None; ``tranca`` is played
    by four).
    """
    if ruleset is not None:
        rules = get_ruleset(ruleset)
        if rules.players != players:
            raise CanastaError(f"{rules.name} is played by {rules.players} players, not {players}")
    elif players not in RULESET_FOR_PLAYERS:
        raise CanastaError(f"{players} players: canasta is played by 2, 3 or 4")
    else:
        rules = get_ruleset(RULESET_FOR_PLAYERS[players])
    if hands < 0:
        raise CanastaError(f"{hands} hands: give a number of hands, 0 or more")
    table = list(bots) if bots is not None else [make_player(level) for _ in range(players)]
    if bots is not None:
        level = "custom"
    report = SelfPlayReport(players=players, level=level, seed=seed, ruleset=rules.name, pack_size=rules.pack_size)
    seeds = random.Random(seed)
    start = time.perf_counter()
    for index in range(1, hands + 1):
        result = play_hand(rules, seed=seeds.getrandbits(32), bots=table, dealer=(index - 1) % players, index=index)
        report.results.append(result)
        if on_hand is not None:
            on_hand(result)
    report.seconds = time.perf_counter() - start
    return report


# --------------------------------------------------------------------------------------
# The command line: ``canasta-teach selfplay``


def add_selfplay_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, choices=sorted(RULESET_FOR_PLAYERS), default=4,
                        help="table size: 4 (classic, two partnerships), 2 or 3")
    parser.add_argument("--ruleset", choices=sorted(RULESETS), default=None,
                        help="the game (default: the one of the table size; tranca is played by 4)")
    parser.add_argument("--hands", type=int, default=100, help="hands to play (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the deals and the bots (default 0)")
    parser.add_argument("--level", choices=list(LEVELS), default="sensible",
                        help="the bots at every seat (default sensible)")
    parser.add_argument("--bots", default=None, metavar="LEVEL,LEVEL,...",
                        help=f"one level per seat, seat 0 first (e.g. strong,sensible,strong,sensible); "
                             f"levels: {', '.join(LEVELS)}")
    parser.add_argument("--log", action="store_true",
                        help="also print every hand turn by turn in the play notation")
    parser.add_argument("--json", action="store_true",
                        help="end with one JSON object: hands, actions, refused, errors, conserved, us_per_action, ...")


def summary(report: SelfPlayReport) -> str:
    """The run in one line, after the hands."""
    cards = f"all {report.pack_size} cards kept" if report.conserved else "CARDS LOST"
    game = f"{report.ruleset}, " if report.ruleset and report.ruleset != RULESET_FOR_PLAYERS.get(report.players) else ""
    return (f"selfplay: {report.hands} hands at {report.players} players ({game}{report.level} bots), "
            f"{report.actions} actions, {report.refused} refused, {report.errors} errors, {cards}, "
            f"{report.us_per_action:.1f} us per action in the referee")


def seat_levels(text: str, players: int) -> tuple[str, ...]:
    """The levels of ``--bots``, one per seat; :class:`CanastaError` naming the problem.

    >>> seat_levels("strong, sensible", 2)
    ('strong', 'sensible')
    >>> seat_levels("strong,sensible", 4)
    Traceback (most recent call last):
    ...
    canasta_teach.errors.CanastaError: --bots strong,sensible: give one level per seat, 4 of them (levels: random, sensible, strong)
    """
    levels = tuple(part.strip() for part in text.split(","))
    names = ", ".join(LEVELS)
    if len(levels) != players:
        raise CanastaError(f"--bots {text}: give one level per seat, {players} of them (levels: {names})")
    for level in levels:
        if level not in LEVELS:
            raise CanastaError(f"--bots {text}: unknown level '{level}' (levels: {names})")
    return levels


def run_selfplay(ns: argparse.Namespace) -> int:
    """Play, print one line per hand, a summary and (``--json``) the report; exit status 1
    when a bot play was refused, something raised or a card went missing."""
    if ns.hands < 0:
        raise CanastaError(f"--hands {ns.hands}: give a number of hands, 0 or more")
    def show(result: HandResult) -> None:
        print(result.line())
        if getattr(ns, "log", False):
            for turn in result.turns():
                print("  " + turn)

    seats = seat_levels(ns.bots, ns.players) if getattr(ns, "bots", None) else None
    report = play_hands(ns.players, ns.hands, ns.seed, ns.level, on_hand=show, ruleset=getattr(ns, "ruleset", None),
                        bots=[make_player(level) for level in seats] if seats else None)
    if seats:
        report.level = ",".join(seats)
    for problem in report.problems[:20]:
        print(f"  problem: {problem}")
    print(summary(report))
    if ns.json:
        print(json.dumps(report.to_json()))
    return 0 if (report.refused, report.errors, report.conserved) == (0, 0, True) else 1
