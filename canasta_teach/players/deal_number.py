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

The game is not in the digits (the numbers handed out before Tranca keep naming the same
Canasta deal): a Tranca deal is the same number with the game beside it
(``?practice&deal=N&ruleset=tranca``), dealt from the same seed with Tranca's rules.

A deal number has some twenty digits, so it is shown in groups of four (:attr:`DealNumber.grouped`,
``1844 6744 0737 0955 1615 42``) and said digit by digit (:attr:`DealNumber.spoken`);
:meth:`DealNumber.parse` takes it back with or without the spaces.

>>> deal = DealNumber(seed=12345, players=4, level="sensible")
>>> deal.number, DealNumber.parse(" 1234542 ") == deal, DealNumber.parse("123 4542") == deal
(1234542, True, True)
>>> deal.grouped, deal.spoken, deal.ruleset
('1234\xa0542', '1 2 3 4, 5 4 2', 'classic')
>>> DealNumber.parse("1234542", game="tranca").ruleset
'tranca'
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
from ..game.rulesets import RULESETS, Game
from ..game.table import TableState
from ..judge.wording import say
from .bots import BOT_LEVELS

__all__ = ["DealNumber", "DealNumberError", "new_seed", "SEED_BITS", "LEGACY_SEEDS", "MAX_DIGITS", "decision_point",
           "GAMES", "CANASTA", "TRANCA", "GROUP", "GROUP_SEPARATOR", "ruleset_for", "game_of_ruleset"]

#: The bits of a random deal's seed.
SEED_BITS = 64
#: Seeds below this (guided hands', tests', games kept before deal numbers) are shuffled
#: from 32 bits as they always were; every random seed is far above it.
LEGACY_SEEDS = 1 << 32
#: The longest deal number read (a 64-bit seed and the table: 22 digits; room to spare).
MAX_DIGITS = 30
_TABLES = (2, 3, 4)
#: The games a deal is dealt for (:class:`~canasta_teach.game.rulesets.Game`'s names).
CANASTA = Game.CANASTA.value
TRANCA = Game.TRANCA.value
GAMES = (CANASTA, TRANCA)
#: Digits in one group of a deal number as it is shown.
GROUP = 4
#: Between two groups: a no-break space, so a phone never breaks a number across two lines
#: (read back like any space: :meth:`DealNumber.parse` splits on whitespace).
GROUP_SEPARATOR = "\u00a0"


def ruleset_for(game: str, players: int) -> str:
    """The ruleset a deal of ``game`` at a table of ``players`` is played with: Tranca's,
    or the Canasta ruleset of that table size (``classic`` for four)."""
    if game not in GAMES:
        raise DealNumberError(say("deals.bad-ruleset", ruleset=str(game)))
    for name, rules in RULESETS.items():
        if rules.game.value == game and rules.players == players:
            return name
    raise DealNumberError(say("deals.bad-game", players=players))


def game_of_ruleset(ruleset: str) -> str:
    """The game a ruleset's name plays (``tranca``, else ``canasta``); an unknown name: error."""
    rules = RULESETS.get(ruleset)
    if rules is None:
        raise DealNumberError(say("deals.bad-ruleset", ruleset=str(ruleset)))
    return rules.game.value


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
    """A practice game: its seed, the table (players), the bots' level and the game
    (Canasta, or Tranca at a table of four)."""

    seed: int
    players: int
    level: str
    game: str = CANASTA

    def __post_init__(self) -> None:
        if not isinstance(self.seed, int) or isinstance(self.seed, bool) or self.seed < 0:
            raise DealNumberError(say("deals.bad-number", number=str(self.seed)))
        if self.players not in _TABLES:
            raise DealNumberError(say("deals.bad-table", number=str(self.seed)))
        _level_digit(self.level)
        ruleset_for(self.game, self.players)  # Tranca is a game of four

    @classmethod
    def random(cls, players: int = 4, level: str = "sensible", game: str = CANASTA) -> DealNumber:
        """A new deal for the table, bots and game chosen, from a 64-bit secret seed."""
        return cls(new_seed(), players, level, game)

    @property
    def number(self) -> int:
        return self.seed * 100 + self.players * 10 + _level_digit(self.level)

    @property
    def ruleset(self) -> str:
        """The ruleset the deal is played with (``classic``, ``two-player``, ``three-player``, ``tranca``)."""
        return ruleset_for(self.game, self.players)

    @property
    def grouped(self) -> str:
        """The number as it is shown: digits in groups of four from the left, as a card
        number is written, so it can be read out and typed back (:meth:`parse` takes it)."""
        digits = str(self.number)
        return GROUP_SEPARATOR.join(digits[i:i + GROUP] for i in range(0, len(digits), GROUP))

    @property
    def spoken(self) -> str:
        """The number as a screen reader should say it: digit by digit, a pause (a comma)
        between groups; a twenty-digit number said as one number is no help to anyone."""
        return ", ".join(" ".join(group) for group in self.grouped.split(GROUP_SEPARATOR))

    def __str__(self) -> str:
        return str(self.number)

    @classmethod
    def parse(cls, text: object, *, game: str = CANASTA) -> DealNumber:
        """The deal a number names (text from an address, a field or the command line; the
        digits may be grouped by spaces, as they are shown) for ``game``;
        :class:`DealNumberError` says, in the learner's words, what is wrong."""
        raw = text.strip() if isinstance(text, str) else str(text) if isinstance(text, int) else ""
        shown = raw[:MAX_DIGITS] + ("…" if len(raw) > MAX_DIGITS else "")
        # the groups a page shows come back with their spaces (or a copied no-break space)
        groups = raw.split()
        digits = "".join(groups)
        if not digits.isascii() or not digits.isdigit() or len(digits) > MAX_DIGITS or len(digits) < 3 \
                or len(raw) > MAX_DIGITS + MAX_DIGITS // GROUP:
            raise DealNumberError(say("deals.bad-number", number=shown))
        value = int(digits)
        players, digit = value // 10 % 10, value % 10
        names = list(BOT_LEVELS)
        if players not in _TABLES or not 1 <= digit <= len(names):
            raise DealNumberError(say("deals.bad-table", number=shown))
        return cls(value // 100, players, names[digit - 1], game)


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
