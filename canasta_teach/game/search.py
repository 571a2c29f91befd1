"""Exact searches over rank counts: can this hand still go out, can it still reach the
first-meld minimum?

Suits do not matter for melds (only threes have a suit that matters), so a hand is a
count of natural cards per rank, of jokers and twos, and of black threes. The referee asks
two questions of such counts:

- :func:`can_go_out`: can every card be melded (into new melds or the side's melds), but
  at most one that is discarded, with enough canastas at the end (and, for a first meld
  made with the pile, enough points from the cards held before the take)?
- :func:`first_meld_reachable`: can the cards still held reach the points a first meld
  still needs, keeping enough cards to discard one and hold one?

Both search the few choices per rank exactly; wild cards are one pool, since any wild card
may go to any meld with room (000, 003: at most three; 001, 002: fewer wild than natural),
as :func:`~.melds.wild_room` says. The plays themselves are found by :mod:`.planners`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .cards import NATURAL_RANKS, RANK_VALUES, Card, Rank
from .melds import wild_room
from .rulesets import Ruleset

__all__ = ["HandCounts", "can_go_out", "first_meld_reachable"]

# Enum members read in the hot paths, bound once: on Python 3.11 a look-up such as
# ``Rank.THREE`` goes through the enum metaclass's ``__getattr__`` hook and costs about
# ten times a module global's read.
_JOKER = Rank.JOKER
_TWO = Rank.TWO
_THREE = Rank.THREE


@dataclass(frozen=True, slots=True)
class HandCounts:
    """A hand as counts. ``eligible`` parts count cards held before a pile was taken (only
    they count toward a first meld made with the pile, 003, 004)."""

    naturals: tuple[tuple[Rank, int, int, int], ...]  # (rank, count, eligible count, card value)
    jokers: int
    eligible_jokers: int
    twos: int
    eligible_twos: int
    black_threes: int
    eligible_black_threes: int
    size: int

    @classmethod
    def of(cls, hand: tuple[Card, ...], *, eligible: tuple[Card, ...] | None = None, size: int | None = None) -> HandCounts:
        """The counts of ``hand`` (``eligible``: the cards of it held before a pile was
        taken; ``size``: the hand's size when ``hand`` is only part of it)."""
        count, jokers, twos, black = _count(hand)
        if eligible is None:
            e_count, e_jokers, e_twos, e_black = count, jokers, twos, black
        else:
            e_count, e_jokers, e_twos, e_black = _count(eligible)
        naturals = tuple(
            (r, n, min(n, e_count.get(r, 0)), _VALUE[r]) for r, n in count.items()
        )
        return cls(naturals, jokers, min(jokers, e_jokers), twos, min(twos, e_twos), black, min(black, e_black),
                   len(hand) if size is None else size)

    @property
    def wilds(self) -> int:
        return self.jokers + self.twos

    def wild_values(self) -> list[int]:
        """The points of the wild cards, best first: eligible jokers, eligible twos, then
        the ones from the pile (which count nothing toward the minimum)."""
        return (
            [RANK_VALUES[_JOKER]] * self.eligible_jokers
            + [RANK_VALUES[_TWO]] * self.eligible_twos
            + [0] * (self.jokers - self.eligible_jokers + self.twos - self.eligible_twos)
        )


#: The natural ranks' values (the card table's).
def _count(cards: tuple[Card, ...]) -> tuple[dict[Rank, int], int, int, int]:
    """Natural cards per rank, and the jokers, twos and (black) threes among ``cards``."""
    count: dict[Rank, int] = {}
    jokers = twos = black = 0
    for c in cards:
        r = c.rank
        if r is _JOKER:
            jokers += 1
        elif r is _TWO:
            twos += 1
        elif r is _THREE:
            black += 1
        else:
            count[r] = count.get(r, 0) + 1
    return count, jokers, twos, black


_VALUE = {r: RANK_VALUES[r] for r in NATURAL_RANKS}


def first_meld_reachable(
    hand: HandCounts,
    melds: Mapping[Rank, tuple[int, int]],
    *,
    ruleset: Ruleset,
    need: int,
    keep: int,
) -> bool:
    """Can more melding this turn add ``need`` points (from eligible cards), while the hand
    keeps ``keep`` cards? ``melds`` maps the side's melds to (naturals, wilds)."""
    if need <= 0:
        return True
    wild_total = hand.wilds
    # A quick bound: every eligible card that could ever join a meld.
    layable = [
        (n, e * v) for rank, n, e, v in hand.naturals
        if rank in melds or n >= 3 or (n == 2 and wild_total)
    ]
    values = hand.wild_values()
    if sum(p for _n, p in layable) + sum(values) < need:
        return False
    limit = hand.size - keep  # cards that may be laid
    if limit <= 0:
        return False
    # The hand count matters only when laying everything would break the limit.
    count_cards = sum(n for n, _p in layable) + wild_total > limit
    # Per rank: the choices (naturals laid, eligible points, minimum wilds, wild room).
    states: dict[tuple[int, int, int], int] = {(0, 0, 0): 0}  # (min wilds, room, naturals) -> points
    for rank, n, e, value in hand.naturals:
        existing = melds.get(rank)
        choices: list[tuple[int, int, int, int]] = [(0, 0, 0, 0)]
        if existing is not None:
            nat0, wild0 = existing
            for a in range(1, n + 1):
                choices.append((a, min(a, e) * value, 0, max(0, wild_room(nat0 + a, wild0, ruleset))))
        else:
            for a in range(2, n + 1):
                low = max(0, ruleset.meld_min_cards - a)
                room = wild_room(a, 0, ruleset)
                if low <= room and low <= wild_total:
                    choices.append((a, min(a, e) * value, low, room))
        if len(choices) == 1:
            continue
        nxt: dict[tuple[int, int, int], int] = {}
        for (low_sum, room_sum, nat), pts in states.items():
            for a, p, low, room in choices:
                key = (low_sum + low, min(wild_total, room_sum + room), nat + a if count_cards else 0)
                if key[0] > wild_total or key[2] > limit:
                    continue
                if nxt.get(key, -1) < pts + p:
                    nxt[key] = pts + p
        states = nxt
    # Melds of ranks not in the hand can still take wild cards.
    extra_room = 0
    hand_ranks = {r for r, *_ in hand.naturals}
    for rank, (nat0, wild0) in melds.items():
        if rank not in hand_ranks and rank is not _THREE:
            extra_room += max(0, wild_room(nat0, wild0, ruleset))
    prefix = [0]
    for v in values:
        prefix.append(prefix[-1] + v)
    for (low_sum, room_sum, nat), pts in states.items():
        most = min(wild_total, room_sum + extra_room, limit - nat)
        if most < low_sum:
            continue
        if pts + prefix[most] >= need:
            return True
    return False


def _lay_all(
    hand: HandCounts,
    melds: Mapping[Rank, tuple[int, int]],
    ruleset: Ruleset,
    *,
    need_canastas: int,
    drop: tuple[str, Rank | None],
) -> bool:
    """Can every card but the dropped one be melded with ``need_canastas`` canastas?"""
    kind, drop_rank = drop
    jokers = hand.jokers - (kind == "joker")
    twos = hand.twos - (kind == "two")
    black = hand.black_threes - (kind == "black")
    size = ruleset.canasta_size
    # Black threes: a meld of three or four, no wild card, when going out (000, 003, 004).
    if black:
        existing = melds.get(_THREE)
        have = existing[0] if existing else 0
        if not (3 <= have + black <= 4):
            return False
    # Every meld after laying the naturals: (size, minimum wilds, wild room).
    groups: list[tuple[int, int, int]] = []
    seen: set[Rank] = set()
    for rank, n, _e, _v in hand.naturals:
        if rank is drop_rank and kind == "natural":
            n -= 1
        seen.add(rank)
        existing = melds.get(rank)
        if existing is not None:
            nat0, wild0 = existing
            groups.append((nat0 + wild0 + n, 0, max(0, wild_room(nat0 + n, wild0, ruleset))))
        elif n == 0:
            continue
        elif n == 1:
            return False
        else:
            low = max(0, ruleset.meld_min_cards - n)
            room = wild_room(n, 0, ruleset)
            if low > room:
                return False
            groups.append((n, low, room))
    for rank, (nat0, wild0) in melds.items():
        if rank not in seen and rank is not _THREE:
            groups.append((nat0 + wild0, 0, max(0, wild_room(nat0, wild0, ruleset))))
    wilds = jokers + twos
    low_sum = sum(g[1] for g in groups)
    room_sum = sum(g[2] for g in groups)
    if not low_sum <= wilds <= room_sum:
        return False
    # Canastas: fund the melds nearest to seven cards first with the spare wild cards.
    spare = wilds - low_sum
    count = 0
    costs = []
    for s, low, room in groups:
        s += low
        if s >= size:
            count += 1
        elif size - s <= room - low:
            costs.append(size - s)
    costs.sort()
    for cost in costs:
        if count >= need_canastas:
            break
        if cost <= spare:
            spare -= cost
            count += 1
    return count >= need_canastas


def can_go_out(
    hand: HandCounts,
    melds: Mapping[Rank, tuple[int, int]],
    *,
    ruleset: Ruleset,
    minimum: int = 0,
) -> bool:
    """Can this hand go out this turn: meld every card, or all but one and discard it,
    with the canastas the ruleset asks for (000, 002, 003), and ``minimum`` more points from
    eligible cards when a first meld made with the pile is still short?

    ``melds`` maps the side's melds to (naturals, wilds).
    """
    need = ruleset.canastas_to_go_out
    # Quick: two cards that can join nothing already rule it out (one may be discarded).
    loose = sum(1 for rank, n, _e, _v in hand.naturals if n == 1 and rank not in melds)
    if hand.black_threes and hand.black_threes < 3 and _THREE not in melds:
        loose += hand.black_threes
    if loose > 1:
        return False
    eligible_points = (
        sum(e * v for _r, _n, e, v in hand.naturals)
        + 50 * hand.eligible_jokers + 20 * hand.eligible_twos + 5 * hand.eligible_black_threes
    )
    drops: list[tuple[tuple[str, Rank | None], int]] = [(("none", None), 0)]
    if hand.size:
        for rank, n, e, v in hand.naturals:
            drops.append((("natural", rank), v if e == n else 0))
        if hand.jokers:
            drops.append((("joker", None), 50 if hand.eligible_jokers == hand.jokers else 0))
        if hand.twos:
            drops.append((("two", None), 20 if hand.eligible_twos == hand.twos else 0))
        if hand.black_threes:
            drops.append((("black", None), 5 if hand.eligible_black_threes == hand.black_threes else 0))
    for drop, lost in drops:
        if minimum and eligible_points - lost < minimum:
            continue
        if _lay_all(hand, melds, ruleset, need_canastas=need, drop=drop):
            return True
    return False
