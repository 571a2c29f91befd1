"""canasta-teach: a Canasta school in Jupyter.

The layers, each knowing only the ones below it: :mod:`cards` -> :mod:`rules` ->
:mod:`position` -> :mod:`judge` (with :mod:`scoring`) are pure Python; the lessons, widgets,
quiz, store and command line sit on top.

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

from .game.cards import Card, Rank, Suit, format_cards, parse_cards
from .errors import CanastaError, IllegalPlayError, NotationError, PositionError, UnknownRulesetError
from .judge import Play, Reason, Ruling, judge
from .game.melds import Meld
from .game.seats import Side
from .position import Ask, Position, load_positions, parse_positions
from .game.rulesets import Ruleset, get_ruleset
from .game.rulebook import RULE_BOOK

__version__ = "0.1.0"

__all__ = [
    "Card", "Rank", "Suit", "format_cards", "parse_cards",
    "CanastaError", "IllegalPlayError", "NotationError", "PositionError", "UnknownRulesetError",
    "Play", "Reason", "Ruling", "judge",
    "Ask", "Meld", "Position", "Side", "load_positions", "parse_positions",
    "RULE_BOOK", "Ruleset", "get_ruleset",
]
