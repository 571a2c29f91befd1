"""Why an operation is illegal, as the referee says it: the rule, the cards that matter, the
numbers. Its own module so that every game's referee (Canasta's :mod:`.referee`, Tranca's
:mod:`.tranca`) says it the same way without importing the other."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card

__all__ = ["Refusal"]


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an operation is illegal: the rule (an id of the rule book), the cards that
    matter, and the numbers involved (e.g. ``("minimum", 50), ("points", 30)``)."""

    rule_id: str
    cards: tuple[Card, ...] = ()
    numbers: tuple[tuple[str, int], ...] = ()
    #: Which case of the rule applies, when the rule's words differ by case (e.g.
    #: ``no-meld``: the side has no meld of that rank to add to); empty: the rule's own.
    case: str = ""

    def number(self, name: str) -> int | None:
        for key, value in self.numbers:
            if key == name:
                return value
        return None
