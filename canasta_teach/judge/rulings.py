"""Rulings: the judge's answer to a question, as facts.

A :class:`Ruling` carries facts only: the answer, the reasons (each a rule id from the rule
book, a message id of the wording catalogue, the cards and the numbers), the play where a
legal way exists, and the score lines where one applies. The words are made from these facts
by :mod:`canasta_teach.judge.wording` (``explain``, ``explanation_text``, ``answer_text``,
``play_text``, ``ruling_json``), for the widgets, the handout, the command line and the JSON
output alike; this module does not import it (the words depend on the facts, never the
other way round). The helpers compare an author's ``expect`` with the judge's answer.

>>> answers_agree(True, "yes"), answers_agree((120, 0), [120, 0]), normalise_answer("No")
(True, True, False)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import InitVar, dataclass
from typing import Any

from ..game.cards import Card, Rank
from ..game.scoring import HandScore, LineItem
from .questions import Ask

__all__ = ["Answer", "Facts", "Reason", "Play", "Ruling", "normalise_answer", "answers_agree"]

Answer = bool | int | str | tuple[int, int] | tuple[int, int, int]
#: Named facts of a reason or a score line: ``(("naturals", 1), ("min", 2))``.
Facts = tuple[tuple[str, object], ...]


def _facts(value: object) -> Facts:
    if isinstance(value, Mapping):
        return tuple((str(k), v) for k, v in value.items())
    return tuple(value)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Reason:
    """One step of a ruling, as facts: the rule that decides it (``rule_id``), the sentence
    of the wording catalogue that says it (``message``, filled in with ``facts``), and the
    cards involved (highlighted on the table).

    ``deciding`` marks the one or two reasons that decide the ruling: the wording shows them
    first and puts the others behind "why?".

    ``text`` is accepted for older callers and ignored: the words come from ``message`` and
    ``facts`` (:func:`canasta_teach.judge.wording.say`), never from a string kept here.
    """

    rule_id: str
    message: str = ""
    cards: tuple[Card, ...] = ()
    facts: Facts = ()
    deciding: bool = False
    text: InitVar[str] = ""

    def __post_init__(self, text: str) -> None:
        if not isinstance(self.facts, tuple) or any(not isinstance(f, tuple) for f in self.facts):
            object.__setattr__(self, "facts", _facts(self.facts))
        if not isinstance(self.cards, tuple):
            object.__setattr__(self, "cards", tuple(self.cards))

    def fact(self, name: str) -> object:
        """The fact of that name, or None."""
        for key, value in self.facts:
            if key == name:
                return value
        return None


@dataclass(frozen=True)
class Play:
    """A legal way to do what was asked: what to take, lay down and discard."""

    take_pile: bool = False
    new_melds: tuple[tuple[Card, ...], ...] = ()
    additions: tuple[tuple[Rank, tuple[Card, ...]], ...] = ()
    discard: Card | None = None

    @property
    def cards(self) -> tuple[Card, ...]:
        out: list[Card] = []
        for m in self.new_melds:
            out.extend(m)
        for _, cards in self.additions:
            out.extend(cards)
        if self.discard is not None:
            out.append(self.discard)
        return tuple(out)

    @property
    def is_empty(self) -> bool:
        return not (self.take_pile or self.new_melds or self.additions or self.discard)


@dataclass(frozen=True)
class Ruling:
    """The judge's answer to one position's question, with the facts that explain it.

    ``score`` holds the score lines of a play (going out, adding a wild card to a natural
    canasta); ``score_earned`` says whether they are earned in this turn (going out ends the
    hand) or change the score only at the end of the hand; ``partner_cards`` whether a
    partner's cards still in hand count minus after going out (None: it depends on the
    seat, with three players). ``hand_score`` is the score of a finished hand.
    """

    position_id: str
    ask: Ask
    answer: Answer
    reasons: tuple[Reason, ...]
    play: Play | None = None
    score: tuple[LineItem, ...] = ()
    hand_score: HandScore | None = None
    score_earned: bool = False
    partner_cards: bool | None = False
    #: An optional message id for the opening word(s) when the answer's label will not do.
    lead: str = ""

    @property
    def deciding(self) -> tuple[Reason, ...]:
        """The reasons that decide the ruling (the first reason when none is marked)."""
        marked = tuple(r for r in self.reasons if r.deciding)
        return marked or self.reasons[:1]

    @property
    def rules(self) -> tuple[str, ...]:
        """Every rule cited, the deciding ones first, then those of the reasons and of the
        score lines, each once."""
        seen: dict[str, None] = {}
        for r in self.deciding:
            seen.setdefault(r.rule_id, None)
        for r in self.reasons:
            seen.setdefault(r.rule_id, None)
        items: tuple[LineItem, ...] = self.score
        if self.hand_score is not None:
            items += self.hand_score.ours.items + self.hand_score.theirs.items
        for item in items:
            seen.setdefault(item.rule_id, None)
        return tuple(seen)

    @property
    def deciding_rules(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(r.rule_id for r in self.deciding))

    @property
    def key_cards(self) -> tuple[Card, ...]:
        """The cards that decide the ruling (to highlight on the table)."""
        out: list[Card] = []
        for r in self.reasons:
            out.extend(r.cards)
        if self.play is not None:
            out.extend(self.play.cards)
        return tuple(dict.fromkeys(out))

    @property
    def score_total(self) -> int | None:
        return sum(i.points for i in self.score) if self.score else None


def normalise_answer(value: Any) -> Any:
    """An author's ``expect`` in the judge's terms (yes/no -> bool, [a, b] -> tuple)."""
    if isinstance(value, str):
        low = value.strip().lower()
        if low in ("yes", "true"):
            return True
        if low in ("no", "false"):
            return False
        try:
            return int(low)
        except ValueError:
            return low
    if isinstance(value, list):
        return tuple(normalise_answer(v) for v in value)
    return value


def answers_agree(answer: Answer, expected: Any) -> bool:
    exp = normalise_answer(expected)
    if isinstance(answer, bool) or isinstance(exp, bool):
        return isinstance(answer, bool) and isinstance(exp, bool) and answer == exp
    return answer == exp
