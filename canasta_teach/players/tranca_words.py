"""Tranca at the practice table in words: a run named as a player says it, the log's lines
for adding to a run and for taking a morto (003, "Varianten").

Never the play notation (``4h-6h``): a run is "the run of hearts from four to seven", in
the catalogue's words (``locales/<lang>/tranca_table.ftl``).

>>> from canasta_teach.game.cards import Rank, Suit
>>> run_words(Suit.HEARTS, Rank.FOUR, Rank.SEVEN)
'run of hearts from four to seven'
"""

from __future__ import annotations

from ..game.cards import Rank, Suit
from ..game.operations import AddToRun
from ..judge.wording import phrase, say

__all__ = ["run_words", "add_to_run_words", "morto_taken_words", "suit_words"]


def suit_words(suit: Suit) -> str:
    """The suit's name in the plural ("hearts"), from the catalogue."""
    return phrase(f"suit.{suit.value}")


def run_words(suit: Suit, low: Rank, high: Rank) -> str:
    """A run named by its suit and its two ends: "run of hearts from four to seven"."""
    return phrase("tranca.run-name", suit=suit_words(suit), low=low, high=high)


def add_to_run_words(who: str, op: AddToRun) -> str:
    """The log's line for a card added to a run: "You added 8♥ to the run of hearts from
    four to seven." (the run as it was before the card joined)."""
    return say("tranca.log-add-run", who=who, card=op.card, run=run_words(op.suit, op.low, op.high))


def morto_taken_words(who: str, *, ours: bool, discarded: bool) -> str:
    """The log's line for a morto taken: whose it is, and (after discarding out) that it is
    played from the next turn (``tranca-morto``, ``tranca-morto-discard``)."""
    key = "tranca.log-morto-" + ("ours" if ours else "theirs") + ("-next" if discarded else "")
    return say(key, who=who)
