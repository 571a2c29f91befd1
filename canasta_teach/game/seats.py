"""Who is who at the table: the two sides of a partnership game, seen from the player to move.

``US`` is the side of the player to move, ``THEM`` the other side, ``NONE`` nobody (for
example: nobody went out). Seats (0..players-1) live in :mod:`canasta_teach.game.table`.
"""

from __future__ import annotations

import enum

__all__ = ["Side"]


class Side(enum.Enum):
    US = "us"
    THEM = "them"
    NONE = "none"
