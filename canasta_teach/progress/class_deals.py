"""Class deals: the deal a teacher names for the whole class, the decisions each kept hand
made, and the figures that compare one deal's hands (a part of :class:`~.store.BaseStore`).

The class deal is one row of ``store_settings`` (the deal number and its ruleset as text,
``"1844674407370955161542 tranca"``; no row: none), so every kernel of the class, on any
machine sharing the store, deals it, in its game. (Before schema 7 the row held the number
alone, always dealt as Canasta: :func:`stored_deal` still reads it so.) Each kept practice
hand's decisions go into ``practice_decisions`` (schema 6): where the learner decided (a key
of the table as they saw it, :func:`~canasta_teach.players.deal_number.decision_point`), the
kind of decision and the choice made. Two learners of one deal who met the same table and
chose differently are what the dashboard compares, with how their hands ended.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import CanastaError
from ..players.deal_number import CANASTA, DealNumber, game_of_ruleset
from .database import Transaction, UsesDatabase
from .records import learner_id

__all__ = ["ClassDeals", "DecisionRecord", "DealHandRow", "DealChoiceRow", "CLASS_DEAL_SETTING", "stored_deal",
           "stored_deal_text"]

#: The ``store_settings`` row holding the class deal's number.
CLASS_DEAL_SETTING = "class_deal"
#: The kinds of decision kept (players.hand_record.DecisionKind's values).
DECISION_KINDS = ("take-or-draw", "go-out", "discard")


@dataclass(frozen=True)
class DecisionRecord:
    """One decision of a kept hand: where (the table's key), its kind, the choice made (its
    notation, ``take-pile`` or ``discard 9c``) and how many operations of the hand came before."""

    point: str
    kind: str
    chosen: str
    moves: int

    def __post_init__(self) -> None:
        if not (isinstance(self.point, str) and 0 < len(self.point) <= 64 and self.point.isalnum()):
            raise CanastaError(f"a decision's point is a short key, not {self.point!r}")
        if self.kind not in DECISION_KINDS:
            raise CanastaError(f"unknown kind of decision {self.kind!r}: one of {', '.join(DECISION_KINDS)}")
        if not isinstance(self.chosen, str) or not 0 < len(self.chosen) <= 40:
            raise CanastaError(f"a decision's choice is a short name, not {self.chosen!r}")
        if not isinstance(self.moves, int) or isinstance(self.moves, bool) or self.moves < 0:
            raise CanastaError(f"a decision's move number is a whole number 0 or more, not {self.moves!r}")


@dataclass(frozen=True)
class DealHandRow:
    """One kept hand of a deal, as the teacher compares them."""

    learner: str
    name: str
    hand_number: int
    score: int
    margin: int
    won: bool


@dataclass(frozen=True)
class DealChoiceRow:
    """One choice made at a decision point of a deal, and how the hands of those who made it
    ended (counted by the database)."""

    point: str
    kind: str
    hand_number: int
    moves: int
    chosen: str
    hands: int
    won: int
    mean_margin: float
    mean_score: float
    names: tuple[str, ...]


def stored_deal_text(deal: DealNumber) -> str:
    """The class deal as its ``store_settings`` row keeps it: the number and its ruleset."""
    return f"{deal.number} {deal.ruleset}"


def stored_deal(text: str) -> DealNumber | None:
    """The deal a class deal row names (a number alone: Canasta, as rows before schema 7
    were dealt), or None for a row that names none (it is not dealt)."""
    number, _, ruleset = text.strip().partition(" ")
    try:
        return DealNumber.parse(number, game=game_of_ruleset(ruleset.strip()) if ruleset.strip() else CANASTA)
    except CanastaError:
        return None


def _deal_where(deal: DealNumber) -> tuple[str, tuple[object, ...]]:
    return ("h.seed = ? AND h.players = ? AND h.level = ? AND h.ruleset = ?",
            (str(deal.seed), deal.players, deal.level, deal.ruleset))


def _hand_deal(seed: object, players: object, level: object, ruleset: object) -> DealNumber | None:
    """The deal a kept hand was dealt from (None: a seed, level or ruleset no deal names)."""
    try:
        return DealNumber(int(str(seed)), int(str(players)), str(level), game_of_ruleset(str(ruleset)))
    except (CanastaError, ValueError):
        return None


class ClassDeals(UsesDatabase):
    """The class deal, each kept hand's decisions, and one deal's hands compared."""

    def choose_class_deal(self, deal: DealNumber | None) -> None:
        """Name the deal every learner of the class gets when they open practice (None: no
        class deal; each learner gets a deal of their own again)."""
        if deal is not None and not isinstance(deal, DealNumber):
            raise CanastaError(f"choose_class_deal needs a DealNumber, not {type(deal).__name__}")

        def work(tx: Transaction) -> None:
            if deal is None:
                tx.execute("DELETE FROM store_settings WHERE name = ?", (CLASS_DEAL_SETTING,))
                return
            tx.execute("INSERT INTO store_settings(name, value) VALUES (?, ?)"
                       " ON CONFLICT(name) DO UPDATE SET value = excluded.value", (CLASS_DEAL_SETTING, stored_deal_text(deal)))

        self._transaction(work)

    def class_deal(self) -> DealNumber | None:
        """The class deal with its game, or None (also for a row that names no deal: it is not dealt)."""
        rows = self._read("SELECT value FROM store_settings WHERE name = ?", (CLASS_DEAL_SETTING,))
        return stored_deal(str(rows[0][0])) if rows else None

    def record_practice_decisions(self, learner: str, hand_id: int, decisions: Sequence[DecisionRecord]) -> int:
        """Keep the decisions of the kept hand ``hand_id`` (the learner's own); returns how
        many were kept (none when the hand is not this learner's or has them already)."""
        learner = learner_id(learner)
        for decision in decisions:
            if not isinstance(decision, DecisionRecord):
                raise CanastaError(f"record_practice_decisions needs DecisionRecords, not {type(decision).__name__}")

        def work(tx: Transaction) -> int:
            own = tx.query("SELECT COUNT(*) FROM practice_hands WHERE id = ? AND learner = ?", (hand_id, learner))
            kept = tx.query("SELECT COUNT(*) FROM practice_decisions WHERE hand_id = ?", (hand_id,))
            if not int(own[0][0]) or int(kept[0][0]):
                return 0
            for d in decisions:
                tx.execute("INSERT INTO practice_decisions(hand_id, learner, point, kind, chosen, moves)"
                           " VALUES (?, ?, ?, ?, ?, ?)", (hand_id, learner, d.point, d.kind, d.chosen, d.moves))
            return len(decisions)

        return self._transaction(work)

    def deal_hands(self, deal: DealNumber) -> list[DealHandRow]:
        """Every kept hand of ``deal``, by learner's name, then hand, then when played."""
        where, params = _deal_where(deal)
        rows = self._read(
            "SELECT h.learner, COALESCE(l.display_name, h.learner), h.hand_number, h.score, h.margin, h.won"
            f" FROM practice_hands h LEFT JOIN learners l ON l.learner = h.learner WHERE {where}"
            " ORDER BY h.hand_number, h.played_at, h.id", params)
        out = [DealHandRow(str(r[0]), str(r[1]), int(r[2]), int(r[3]), int(r[4]), bool(r[5])) for r in rows]
        return sorted(out, key=lambda r: (r.hand_number, r.name.casefold(), r.learner))

    def deal_learners(self, deal: DealNumber) -> int:
        """How many learners kept a hand of ``deal``."""
        where, params = _deal_where(deal)
        return int(self._read(f"SELECT COUNT(DISTINCT h.learner) FROM practice_hands h WHERE {where}", params)[0][0])

    def deal_choices(self, deal: DealNumber) -> list[DealChoiceRow]:
        """The decisions of ``deal`` where learners who met the same table chose differently:
        per choice, the hands of those who made it (how many, won, mean margin and score,
        counted by the database) and their names. Points where all chose alike are left out."""
        where, params = _deal_where(deal)
        groups = self._read(
            "SELECT d.point, d.kind, h.hand_number, MIN(d.moves), d.chosen, COUNT(DISTINCT d.hand_id), SUM(h.won),"
            " AVG(h.margin), AVG(h.score) FROM practice_decisions d JOIN practice_hands h ON h.id = d.hand_id"
            f" WHERE {where} AND d.point IN (SELECT d2.point FROM practice_decisions d2"
            " JOIN practice_hands h2 ON h2.id = d2.hand_id WHERE h2.seed = ? AND h2.players = ? AND h2.level = ? AND h2.ruleset = ?"
            " GROUP BY d2.point HAVING COUNT(DISTINCT d2.chosen) > 1)"
            " GROUP BY d.point, d.kind, h.hand_number, d.chosen", params + params)
        people = self._read(
            "SELECT DISTINCT d.point, d.chosen, COALESCE(l.display_name, h.learner) FROM practice_decisions d"
            f" JOIN practice_hands h ON h.id = d.hand_id LEFT JOIN learners l ON l.learner = h.learner WHERE {where}",
            params)
        names: dict[tuple[str, str], list[str]] = {}
        for point, chosen, name in people:
            names.setdefault((str(point), str(chosen)), []).append(str(name))
        out = [DealChoiceRow(str(g[0]), str(g[1]), int(g[2]), int(g[3]), str(g[4]), int(g[5]), int(g[6] or 0),
                             float(g[7] or 0.0), float(g[8] or 0.0),
                             tuple(sorted(names.get((str(g[0]), str(g[4])), []), key=str.casefold)))
               for g in groups]
        return sorted(out, key=lambda r: (r.hand_number, r.moves, r.point, -r.mean_margin, r.chosen))

    def compared_deals(self, *, limit: int = 3) -> list[tuple[DealNumber, int]]:
        """The deals more than one learner kept a hand of (the latest played first), with
        how many learners: what the dashboard compares beside the class deal."""
        rows = self._read(
            "SELECT seed, players, level, ruleset, COUNT(DISTINCT learner) FROM practice_hands"
            " GROUP BY seed, players, level, ruleset"
            " HAVING COUNT(DISTINCT learner) > 1 ORDER BY MAX(played_at) DESC LIMIT ?", (max(0, int(limit)),))
        out = []
        for seed, players, level, ruleset, learners in rows:
            deal = _hand_deal(seed, players, level, ruleset)
            if deal is not None:  # else a seed or level no number names (kept by hand): not compared
                out.append((deal, int(learners)))
        return out
