"""The lines a score is made of, for every game the engine plays: a line item (what it is
for, its points, its rule), a scoring group (the seats that share a score) and a finished
hand's table score. Canasta's scoring (:mod:`.scoring`) and Tranca's
(:mod:`.tranca_scoring`) both write them; the judge and the pages read them."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Facts", "LineItem", "ScoredGroup", "TableScore"]

Facts = tuple[tuple[str, object], ...]


@dataclass(frozen=True)
class LineItem:
    """One line of a score: what it is for (``kind``, a message id of the wording
    catalogue, with ``facts`` to fill it in), the points, and the rule that gives them."""

    kind: str
    points: int
    rule_id: str
    facts: Facts = ()

    def fact(self, name: str) -> object:
        """The fact of that name, or None."""
        for key, value in self.facts:
            if key == name:
                return value
        return None


@dataclass(frozen=True)
class ScoredGroup:
    """One scoring unit of a finished hand: the seats that share the score, the line items
    they share, and each seat's own items (three players: each partner's red threes)."""

    seats: tuple[int, ...]
    items: tuple[LineItem, ...]
    own_items: tuple[tuple[LineItem, ...], ...]

    @property
    def total(self) -> int:
        """The shared points (what a four- or two-player side scores)."""
        return sum(i.points for i in self.items)

    def seat_total(self, seat: int) -> int:
        own = self.own_items[self.seats.index(seat)]
        return self.total + sum(i.points for i in own)


@dataclass(frozen=True)
class TableScore:
    """The score of a finished hand: its groups and every seat's total."""

    groups: tuple[ScoredGroup, ...]

    def seat_total(self, seat: int) -> int:
        for group in self.groups:
            if seat in group.seats:
                return group.seat_total(seat)
        raise ValueError(f"seat {seat} did not play this hand")

    @property
    def seat_totals(self) -> tuple[int, ...]:
        seats = sorted(s for g in self.groups for s in g.seats)
        return tuple(self.seat_total(s) for s in seats)
