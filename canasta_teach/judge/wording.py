"""Words: every sentence a learner reads about a ruling, from the ruling's facts.

The judge and the referee produce facts (a rule id, the cards, the numbers); this module
turns them into English. Each sentence is a template in :data:`CATALOGUE` under a stable
message id, filled in with :func:`say`; a translation replaces the catalogue (gettext
style: the id is the key, the English text is the default).

>>> say("hand-over.stock", stock=0)
'Yes. The stock is empty and you would have to draw from it, so the hand is over; nobody scores for going out.'
"""

from __future__ import annotations

from typing import Mapping

from ..game.cards import Card, format_cards
from ..text import plural

__all__ = ["CATALOGUE", "say", "cards_text", "translate"]

#: Message id -> English template. Placeholders are facts of the ruling.
CATALOGUE: dict[str, str] = {
    # hand-over
    "hand-over.stock": "Yes. The stock is empty and you would have to draw from it, so the hand is over; nobody scores for going out.",
    "hand-over.stock-but-take": "Not yet. The stock is empty, but you may take the pile instead of drawing: the hand ends only when a player would have to draw from the empty stock.",
    "hand-over.must-take": "Not yet. The stock is empty, and you must take the pile: its top card {top} fits your meld of {rank_plural}, and the pile is not frozen for you.",
    "hand-over.last-red-three": "Yes. The last card of the stock was a red three: you lay it out, may still meld, and the hand ends without a discard and without a going-out bonus.",
    "hand-over.stock-left": "No. The stock still holds {stock_count}, so play goes on.",
    # must-take
    "must-take.yes": "Yes. The stock is empty, the pile is not frozen for you, and its top card {top} fits your meld of {rank_plural}: you must take the pile.",
    "must-take.no-stock-left": "No. The stock still holds {stock_count}: you may draw from it.",
    "must-take.frozen": "No. The pile is frozen for you, so nothing forces you to take it.",
    "must-take.no-meld": "No. The top card {top} fits no meld of your side; you may take the pile by making a new meld, but you do not have to.",
    "must-take.not-natural": "No. The top card {top} cannot be taken at all.",
    "must-take.cannot": "No. Adding {top} would leave you with too few cards to play on, so the take is not compulsory.",
    # play
    "play.legal": "Yes. Every step of {play} is allowed here.",
    "play.illegal": "No. {step} is not allowed: {rule}.",
    "play.notation": "The play {play} cannot be read: {problem}",
    # best-play
    "best-play.ways": "{count} legal ways to play this turn.",
    "best-play.none": "There is no legal way to play this turn.",
}


def translate(catalogue: Mapping[str, str]) -> None:
    """Replace sentences by a translation (message id -> template)."""
    CATALOGUE.update(catalogue)


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    """Cards as a learner reads them: ``K♠ K♥``."""
    return format_cards(cards, unicode=True)


def say(message: str, **facts: object) -> str:
    """The sentence ``message`` with ``facts`` filled in.

    Numbers are facts; a count fact named ``*_count`` reads as words ("two cards")."""
    template = CATALOGUE[message]
    values: dict[str, object] = {}
    for key, value in facts.items():
        if isinstance(value, tuple) and value and isinstance(value[0], Card):
            values[key] = cards_text(value)
        elif isinstance(value, Card):
            values[key] = value.pretty
        else:
            values[key] = value
    if "stock" in facts and "stock_count" not in values and isinstance(facts["stock"], int):
        values["stock_count"] = plural(int(facts["stock"]), "card")  # type: ignore[call-overload]
    return template.format(**values)



