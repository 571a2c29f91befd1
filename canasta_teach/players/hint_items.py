"""What a hint is made of: the kinds of play allowed now, each with its rule and sentence
(:mod:`.hint` builds it for Canasta, :mod:`.tranca_hint` for Tranca)."""

from __future__ import annotations

from dataclasses import dataclass

from ..game.cards import Card

__all__ = ["HintItem", "Hint"]


@dataclass(frozen=True)
class HintItem:
    """One kind of play allowed now: the rule that allows it, the cards it may use (each
    group one way of doing it), and the sentence that says so."""

    kind: str
    rule_id: str
    ways: tuple[tuple[Card, ...], ...]
    sentence: str


@dataclass(frozen=True)
class Hint:
    """What the seat may do now; ``items`` empty when it is not the seat's turn."""

    seat: int
    items: tuple[HintItem, ...]
    lead: str

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(i.kind for i in self.items)

    @property
    def sentences(self) -> tuple[str, ...]:
        return (self.lead,) + tuple(i.sentence for i in self.items)
