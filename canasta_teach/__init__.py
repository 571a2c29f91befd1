"""canasta-teach: a Canasta school in Jupyter.

The layers, each knowing only the ones below it (an import-linter contract keeps it so):
:mod:`.game` (cards, rulesets, rule book, melds, scoring) < :mod:`.judge` (questions,
rulings) < :mod:`.players` < :mod:`.content` (authoring format, lessons, generators) <
:mod:`.progress` (store, schedule) < :mod:`.app` (HTML cards, widgets) < :mod:`.cli`.
:mod:`.errors`, :mod:`.text` and :mod:`.config` are shared leaves. Everything below the app
is pure Python.

>>> from canasta_teach import parse_positions, judge
>>> p = parse_positions('''
... - id: kkj
...   hand: K K JK 7d
...   melds: [K K JK]
...   score: [0, 0]
...   ask: initial-meld
... ''')[0]
>>> judge(p).answer
True
"""

from .content.authoring import load_positions, parse_positions
from .errors import CanastaError, IllegalPlayError, NotationError, PositionError, UnknownRulesetError
from .game.cards import Card, Rank, Suit, format_cards, parse_cards
from .game.melds import Meld
from .game.rulebook import RULE_BOOK
from .game.rulesets import Ruleset, get_ruleset
from .game.seats import Side
from .judge import Ask, Play, Position, Reason, Ruling
from .players.ruling import rule

#: The public ``judge`` is the front door, :func:`rule`: it answers every ask, ``should``
#: with the coach's verdict (the judge layer's own ``canasta_teach.judge.judge`` answers from
#: the rules alone and refuses ``should``).
judge = rule

__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    """``canasta_teach.lesson_from`` (:func:`canasta_teach.app.own_lesson.lesson_from`), loaded
    on first use: the judge and the command line never load the widgets."""
    if name == "lesson_from":
        from .app.own_lesson import lesson_from

        return lesson_from
    raise AttributeError(f"module 'canasta_teach' has no attribute {name!r}")


def _register_display() -> None:
    """In a notebook, positions, rulings and table states display as cards
    (:mod:`canasta_teach.app.display`); elsewhere nothing is loaded."""
    import sys

    if "IPython" not in sys.modules or "ipykernel" not in sys.modules:
        return
    try:
        from .app.display import register

        register()
    except Exception:  # noqa: BLE001 - a display nicety must never break an import
        pass


_register_display()

__all__ = [
    "Card", "Rank", "Suit", "format_cards", "parse_cards",
    "CanastaError", "IllegalPlayError", "NotationError", "PositionError", "UnknownRulesetError",
    "Play", "Reason", "Ruling", "judge", "rule",
    "Ask", "Meld", "Position", "Side", "load_positions", "parse_positions",
    "RULE_BOOK", "Ruleset", "get_ruleset",
    "lesson_from",
]
