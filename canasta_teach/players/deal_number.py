"""Deal numbers: one number names a whole practice game, so it can be shared and replayed.

A practice game is fixed by its seed (the shuffle of every hand and the bots' choices are
drawn from it), the table (2, 3 or 4 players) and the bots' level; the learner always sits
in seat 0. A :class:`DealNumber` writes all three as one decimal number,
``seed * 100 + players * 10 + level digit``, so ``?practice&deal=N`` replays deal N for
anyone: the same cards, the same bots, the same seats.

A random deal's seed has 64 bits from :mod:`secrets` (:func:`new_seed`), and each hand of
the game is shuffled from 64 bits derived from it, so nobody can try every seed to recover
the other hands from the cards they hold (seeds below :data:`LEGACY_SEEDS`, written down
before, keep the 32-bit shuffles they always had).

The level digit is a level's place in :data:`~.bots.BOT_LEVELS` counted from 1 (levels are
only ever added at the end, so a number keeps naming the same bots).

>>> deal = DealNumber(seed=12345, players=4, level="sensible")
>>> deal.number, DealNumber.parse(" 1234542 ") == deal
(1234542, True)
>>> DealNumber.parse("12")
Traceback (most recent call last):
...
canasta_teach.players.deal_number.DealNumberError: ...
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

from ..errors import CanastaError
from ..game.table import TableState
from ..judge.wording import say
from .bots import BOT_LEVELS

__all__ = ["DealNumber", "DealNumberError", "new_seed", "SEED_BITS", "LEGACY_SEEDS", "MAX_DIGITS", "decision_point"]

#: The bits of a random deal's seed.
SEED_BITS = 64
#: Seeds below this (guided hands', tests', games kept before deal numbers) are shuffled
#: from 32 bits as they always were; every random seed is far above it.
LEGACY_SEEDS = 1 << 32
#: The longest deal number read (a 64-bit seed and the table: 22 digits; room to spare).
MAX_DIGITS = 30
_TABLES = (2, 3, 4)


class DealNumberError(CanastaError):
    """Text that names no deal; the message is the catalogue's sentence for the learner."""


def new_seed() -> int:
    """A fresh game seed: :data:`SEED_BITS` bits from the operating system's secrets, above
    2**64 (so it is never taken for one of the small seeds of old, :data:`LEGACY_SEEDS`)."""
    return (1 << SEED_BITS) | secrets.randbits(SEED_BITS)


def _level_digit(level: str) -> int:
    names = list(BOT_LEVELS)
    if level not in names or len(names) > 9:
        raise DealNumberError(say("deals.bad-level", level=level))
    return names.index(level) + 1


@dataclass(frozen=True)
class DealNumber:
    """A practice game: its seed, the table (players) and the bots' level."""

    seed: int
    players: int
    level: str

    def __post_init__(self) -> None:
        if not isinstance(self.seed, int) or isinstance(self.seed, bool) or self.seed < 0:
            raise DealNumberError(say("deals.bad-number", number=str(self.seed)))
        if self.players not in _TABLES:
            raise DealNumberError(say("deals.bad-table", number=str(self.seed)))
        _level_digit(self.level)

    @classmethod
    def random(cls, players: int = 4, level: str = "sensible") -> DealNumber:
        """A new deal for the table and bots chosen, from a 64-bit secret seed."""
        return cls(new_seed(), players, level)

    @property
    def number(self) -> int:
        return self.seed * 100 + self.players * 10 + _level_digit(self.level)

    def __str__(self) -> str:
        return str(self.number)

    @classmethod
    def parse(cls, text: object) -> DealNumber:
        """The deal a number names (text from an address, a field or the command line);
        :class:`DealNumberError` says, in the learner's words, what is wrong."""
        raw = text.strip() if isinstance(text, str) else str(text) if isinstance(text, int) else ""
        shown = raw[:MAX_DIGITS] + ("…" if len(raw) > MAX_DIGITS else "")
        if not raw.isascii() or not raw.isdigit() or len(raw) > MAX_DIGITS or len(raw) < 3:
            raise DealNumberError(say("deals.bad-number", number=shown))
        value = int(raw)
        players, digit = value // 10 % 10, value % 10
        names = list(BOT_LEVELS)
        if players not in _TABLES or not 1 <= digit <= len(names):
            raise DealNumberError(say("deals.bad-table", number=shown))
        return cls(value // 100, players, names[digit - 1])


def decision_point(state: TableState, seat: int, kind: str, hand_number: int, moves: int) -> str:
    """A short key for a decision as the learner met it: the hand, how many operations came
    before, the decision's kind and everything on the table the learner could see (their
    hand, the pile, the melds, the others' card counts). Two learners of one deal who reach
    the same table get the same key, so their choices there can be compared."""
    parts = [
        kind, str(hand_number), str(moves), str(seat),
        " ".join(sorted(str(c) for c in state.hands[seat])),
        " ".join(str(c) for c in state.pile),
        ";".join(" ".join(str(m) for m in state.melds[side]) for side in range(len(state.melds))),
        ",".join(str(len(h)) for h in state.hands), str(len(state.stock)),
    ]
    return hashlib.sha256("|".join(parts).encode("utf-8")).hexdigest()[:24]
