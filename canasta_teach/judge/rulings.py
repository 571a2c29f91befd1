"""Rulings: the judge's answer to a question, as facts.

A :class:`Ruling` carries the answer, the reasons (each a rule id from the rule book with the
concrete cards and numbers), the play where a legal way exists, the score lines where one
applies, and the explanation in plain English. The helpers compare an author's ``expect``
with the judge's answer.

>>> answers_agree(True, "yes"), answers_agree((120, 0), [120, 0]), answer_text((120, 0))
(True, True, '120 for us, 0 for them')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..game.cards import Card, Rank, format_cards
from ..game.scoring import HandScore, LineItem
from .questions import Ask, Position

__all__ = ["Answer", "Reason", "Play", "Ruling", "answer_text", "normalise_answer", "answers_agree"]

Answer = bool | int | str | tuple[int, int]


@dataclass(frozen=True)
class Reason:
    """One step of a ruling: the rule that decides it and the cards or numbers involved.

    ``message`` names a sentence of the wording catalogue (:mod:`canasta_teach.judge.wording`)
    and ``facts`` fills it in; ``text`` is the sentence in English.
    """

    rule_id: str
    text: str = ""
    cards: tuple[Card, ...] = ()
    message: str = ""
    facts: tuple[tuple[str, object], ...] = ()


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

    def describe(self) -> str:
        """The play in words: "take the pile; meld Kd Ks Kh; discard 7d"."""
        parts = []
        if self.take_pile:
            parts.append("take the pile")
        for m in self.new_melds:
            parts.append(f"meld {format_cards(m, unicode=True)}")
        for rank, cards in self.additions:
            parts.append(f"add {format_cards(cards, unicode=True)} to your {rank.plural}")
        if self.discard is not None:
            parts.append(f"discard {self.discard.pretty}")
        return "; ".join(parts)


@dataclass(frozen=True)
class Ruling:
    """The judge's answer to one position's question, with everything that explains it."""

    position_id: str
    ask: Ask
    answer: Answer
    reasons: tuple[Reason, ...]
    play: Play | None = None
    score: tuple[LineItem, ...] = ()
    hand_score: HandScore | None = None
    explanation: str = ""

    @property
    def rules(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for r in self.reasons:
            seen.setdefault(r.rule_id, None)
        return tuple(seen)

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
    def answer_text(self) -> str:
        return answer_text(self.answer)

    @property
    def score_total(self) -> int | None:
        return sum(i.points for i in self.score) if self.score else None

    def to_json(self, position: Position) -> dict[str, Any]:
        """The JSON object of ``canasta-teach judge --json`` (DESIGN.md)."""
        answer: Any = list(self.answer) if isinstance(self.answer, tuple) else self.answer
        expected = normalise_answer(position.expect) if position.has_expect else None
        if isinstance(expected, tuple):
            expected = list(expected)
        return {
            "id": position.id,
            "ask": self.ask.value,
            "answer": answer,
            "expected": expected,
            "agrees": answers_agree(self.answer, position.expect) if position.has_expect else None,
            "rules": list(self.rules),
            "explanation": self.explanation,
            "play": self.play.describe() if self.play else None,
            "score": [{"label": i.label, "points": i.points, "rule": i.rule_id} for i in self.score] or None,
        }


def answer_text(answer: Answer) -> str:
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    if isinstance(answer, tuple):
        return f"{answer[0]} for us, {answer[1]} for them"
    return str(answer)


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
