"""The one front door for a ruling: :func:`rule` answers every ask of a position.

Why here: the judge layer (:func:`canasta_teach.judge.judge`) answers from the rules alone,
and for ``ask: should`` the rules only say which choices are allowed; which one is better is
the coach's verdict (:func:`canasta_teach.players.coach.should_ruling`), and the coach lives in
this layer, above the judge. So the door that answers *every* ask sits here, and everything
above it (content, app, command line) asks it; ``canasta_teach.judge`` at the package root
is this function.

>>> from canasta_teach import parse_positions
>>> p = parse_positions('''
... - id: kkj
...   hand: K K JK 7d
...   melds: [K K JK]
...   score: [0, 0]
...   ask: initial-meld
... ''')[0]
>>> rule(p).answer
True
"""

from __future__ import annotations

from ..judge.asks import judge
from ..judge.questions import Ask, Position
from ..judge.rulings import Ruling
from .coach import should_ruling

__all__ = ["rule"]


def rule(position: Position) -> Ruling:
    """The ruling on the position's question, whatever its ask: for ``should`` the coach's
    (the rules first, then its verdict when they leave the choice open), else the judge's."""
    if position.ask is Ask.SHOULD:
        return should_ruling(position)
    return judge(position)
