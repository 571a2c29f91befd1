"""The questions the judge answers: the position a question is about, and its ask.

The question types, one per ask, are :mod:`.question_types` (re-exported here); a
:class:`Position` is the table they share. Plain frozen values built on the game layer. The
authoring format that reads them from YAML lives in :mod:`canasta_teach.content.authoring`; drawing them is the app's business
(:func:`canasta_teach.app.render.table_html`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, TypeVar

from ..errors import CanastaError
from ..game.cards import Card, Rank
from ..game.melds import Meld
from ..game.rulesets import Ruleset, get_ruleset
from .question_types import Ask, AskedQuestion, Question, ThreePlayerHand, ThreeSeat

__all__ = ["Ask", "Question", "Position", "ThreeSeat", "ThreePlayerHand"]

_Q = TypeVar("_Q", bound=AskedQuestion)


@dataclass(frozen=True)
class Position:
    """One moment of a hand, seen from the side to move ("us")."""

    id: str
    question: Question
    ruleset: Ruleset = field(default_factory=lambda: get_ruleset("classic"))
    title: str = ""
    hand: tuple[Card, ...] = ()
    our_melds: tuple[Meld, ...] = ()
    their_melds: tuple[Meld, ...] = ()
    our_red_threes: int = 0
    their_red_threes: int = 0
    #: The red threes among those counted that the author wrote as cards (their suits are
    #: kept at the engine's table; the rest of the count gets suits from what remains).
    our_red_three_cards: tuple[Card, ...] = ()
    their_red_three_cards: tuple[Card, ...] = ()
    pile: tuple[Card, ...] = ()
    stock: int | None = None
    score: tuple[int, int] = (0, 0)
    melded_before: bool | None = None
    expect: Any = None
    has_expect: bool = False
    explain: str = ""
    source: str = "<string>"
    tags: tuple[str, ...] = ()
    #: A lesson asks the learner to act on the cards (take the pile, lay the meld, go out)
    #: instead of answering yes or no; the judge's answer is the same either way.
    act: bool = False
    #: The title and teacher's note per language, ``(language, title, explain)``, when the
    #: file gives them per language (or a translation adds them); empty for a position
    #: written in one language. The page shows its own (``content.prose.in_language``).
    texts: tuple[tuple[str, str, str], ...] = ()
    #: Tranca: whether each side has taken its morto, (ours, theirs); a morto not taken
    #: lies face down, eleven cards (003, "Varianten"). Always (False, False) in Canasta.
    morto_taken: tuple[bool, bool] = (False, False)

    @property
    def ask(self) -> Ask:
        return self.question.ask

    def asked(self, kind: type[_Q]) -> _Q:
        """The question as the type ``kind`` of its ask, for code that serves one ask only
        (the coach's ``should``); a question of another ask is a clear error, not a None."""
        question = self.question
        if not isinstance(question, kind):
            raise CanastaError(f"position {self.id}: ask {question.ask.value} is not {kind.ask.value}")
        return question

    @property
    def top_card(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    @property
    def our_has_melded(self) -> bool:
        return bool(self.our_melds)

    @cached_property
    def our_meld_by_rank(self) -> dict[Rank, Meld]:
        return {m.rank: m for m in self.our_melds if m.rank is not None}

    @cached_property
    def hand_counts(self) -> Counter[Rank]:
        """How many cards of each rank the hand holds (suits do not matter)."""
        return Counter(c.rank for c in self.hand)

    @cached_property
    def pile_has_wild(self) -> bool:
        return any(c.is_wild for c in self.pile)

    @cached_property
    def pile_has_red_three(self) -> bool:
        return any(c.is_red_three for c in self.pile)

    @property
    def our_canastas(self) -> int:
        return sum(1 for m in self.our_melds if m.is_canasta)
