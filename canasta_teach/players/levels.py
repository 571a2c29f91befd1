"""The bot levels a table offers, weakest first: random, sensible and strong.

:mod:`.bots` holds the rule-of-thumb bots (random, sensible) that the coach's play-outs
use; the strong bot (:mod:`.strong_bot`) asks the coach, so the whole list of levels lives
here, above both: the practice table's level menu and ``canasta-teach selfplay`` read it.

>>> list(LEVELS)
['random', 'sensible', 'strong']
>>> make_player("strong")
StrongBot()
>>> make_player("clever")
Traceback (most recent call last):
...
canasta_teach.errors.CanastaError: unknown bot level 'clever': choose random, sensible or strong
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import CanastaError
from .bots import Bot, RandomBot, SensibleBot
from .strong_bot import StrongBot

__all__ = ["LEVELS", "make_player"]

#: The levels by name, weakest first (the menu's order).
LEVELS: dict[str, Callable[[], Bot]] = {"random": RandomBot, "sensible": SensibleBot, "strong": StrongBot}


def make_player(level: str) -> Bot:
    """A new bot of that level; :class:`CanastaError` naming the levels for an unknown one."""
    try:
        return LEVELS[level]()
    except KeyError:
        names = list(LEVELS)
        raise CanastaError(f"unknown bot level '{level}': choose {', '.join(names[:-1])} or {names[-1]}") from None
