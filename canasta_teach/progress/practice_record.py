"""The practice record: every practice hand a learner plays, and the costly decisions its
review found (a part of :class:`~.store.BaseStore`).

A hand is kept when it ends (:meth:`PracticeRecords.record_practice_hand`): the game (its
ruleset: a Canasta ruleset of the table's size, or Tranca; schema 7), the table, the bots'
level, the game's seed and the hand's number (so a teacher can replay the deal), the
learner's side's score for the hand, its margin over the best other side, and whether it
won the hand. Its review, if the learner asks for one, adds the costly decisions by kind
(:meth:`PracticeRecords.record_practice_review`, once per hand: a second review of the same
hand changes nothing). The learner reads their last hands; the teacher reads the figures per
learner and the class's most common costly decision, counted by the database.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from ..errors import CanastaError
from ..game.rulesets import RULESETS
from ..players.deal_number import CANASTA, GAMES, ruleset_for
from .database import Transaction, UsesDatabase
from .learners import register_learner
from .names import prepare
from .records import iso_utc, learner_id, now_utc, parse_iso

__all__ = ["PracticeHandRecord", "PracticeHandRow", "PracticeLearnerFigures", "PracticeRecords", "MISTAKE_KINDS"]

#: The kinds of costly decision a review counts (players.hand_review.mistake_kind).
MISTAKE_KINDS = ("take-or-draw", "go-out", "freeze", "discard")


@dataclass(frozen=True)
class PracticeHandRecord:
    """A finished practice hand, as it is kept."""

    learner: str
    players: int
    level: str
    seed: int
    hand_number: int
    score: int
    margin: int
    played_at: datetime = field(default_factory=now_utc)
    #: The ruleset the hand was played with ("": the Canasta ruleset of its table).
    ruleset: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "learner", learner_id(self.learner))
        if self.players not in (2, 3, 4):
            raise CanastaError(f"a practice hand has 2, 3 or 4 players, not {self.players!r}")
        if self.ruleset == "":
            object.__setattr__(self, "ruleset", ruleset_for(CANASTA, self.players))
        rules = RULESETS.get(self.ruleset) if isinstance(self.ruleset, str) else None
        if rules is None:
            raise CanastaError(f"a practice hand's ruleset is one of {', '.join(RULESETS)}, not {self.ruleset!r}")
        if rules.players != self.players:
            raise CanastaError(f"{self.ruleset} is played by {rules.players}, not {self.players}: a practice hand of it"
                               f" has {rules.players} players")
        if not isinstance(self.level, str) or not self.level or len(self.level) > 40:
            raise CanastaError(f"a practice hand's bot level is a short name, not {self.level!r}")
        for name in ("seed", "hand_number", "score", "margin"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise CanastaError(f"a practice hand's {name} is a whole number, not {value!r}")
        if self.seed < 0 or self.hand_number < 1:
            raise CanastaError(f"a practice hand's seed is 0 or more and its number 1 or more ({self.seed}, {self.hand_number})")

    @property
    def won(self) -> bool:
        return self.margin > 0


@dataclass(frozen=True)
class PracticeHandRow:
    """One kept hand as the learner reads it: when, the table, the score, the margin, won,
    and the costly decisions its review found (None: not reviewed)."""

    hand_id: int
    played_at: datetime
    players: int
    level: str
    seed: int
    hand_number: int
    score: int
    margin: int
    won: bool
    mistakes: int | None
    #: The ruleset it was played with (``classic``, ``two-player``, ``three-player``, ``tranca``).
    ruleset: str

    @property
    def game(self) -> str:
        """Which game it was: ``canasta`` or ``tranca``."""
        rules = RULESETS.get(self.ruleset)
        return rules.game.value if rules is not None else CANASTA


@dataclass(frozen=True)
class PracticeLearnerFigures:
    """A learner's practice as the teacher reads it."""

    learner: str
    name: str
    hands: int
    won: int
    mean_score: float
    reviewed: int
    mistakes: int
    #: The kind of costly decision this learner made most ("" when none).
    common_mistake: str
    #: Hands per game played (``canasta``, ``tranca``), the games in that order, none left out
    #: but those never played.
    games: tuple[tuple[str, int], ...] = ()


class PracticeRecords(UsesDatabase):
    """Keeping and reading practice hands and their reviews."""

    def record_practice_hand(self, hand: PracticeHandRecord) -> int:
        """Keep a finished hand; returns its id (for its review)."""
        if not isinstance(hand, PracticeHandRecord):
            raise CanastaError(f"record_practice_hand needs a PracticeHandRecord, not {type(hand).__name__}")
        prepare()
        at = iso_utc(hand.played_at, "played_at")

        def work(tx: Transaction) -> int:
            register_learner(tx, hand.learner, at)
            rows = tx.query(
                "INSERT INTO practice_hands(learner, played_at, players, level, seed, hand_number, score, margin, won, reviewed,"
                " ruleset) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?) RETURNING id",
                (hand.learner, at, hand.players, hand.level, str(hand.seed), hand.hand_number, hand.score, hand.margin,
                 int(hand.won), hand.ruleset),
            )
            return int(rows[0][0])

        return self._transaction(work)

    def record_practice_review(self, learner: str, hand_id: int, mistakes: Sequence[tuple[str, int]]) -> bool:
        """Keep the costly decisions (kind, points) a review of hand ``hand_id`` found; only
        the first review of a hand counts (returns whether this one did)."""
        learner = learner_id(learner)
        for kind, cost in mistakes:
            if kind not in MISTAKE_KINDS:
                raise CanastaError(f"unknown kind of costly decision {kind!r}: one of {', '.join(MISTAKE_KINDS)}")
            if not isinstance(cost, int) or cost < 0:
                raise CanastaError(f"a costly decision's points are a whole number 0 or more, not {cost!r}")

        def work(tx: Transaction) -> bool:
            first = tx.execute("UPDATE practice_hands SET reviewed = 1 WHERE id = ? AND learner = ? AND reviewed = 0",
                               (hand_id, learner)) == 1
            if first:
                for kind, cost in mistakes:
                    tx.execute("INSERT INTO practice_mistakes(hand_id, learner, kind, cost) VALUES (?, ?, ?, ?)",
                               (hand_id, learner, kind, cost))
            return first

        return self._transaction(work)

    def practice_hands(self, learner: str, *, limit: int = 10) -> list[PracticeHandRow]:
        """The learner's last ``limit`` hands, the latest first."""
        learner = learner_id(learner)
        rows = self._read(
            "SELECT h.id, h.played_at, h.players, h.level, h.seed, h.hand_number, h.score, h.margin, h.won, h.reviewed,"
            " (SELECT COUNT(*) FROM practice_mistakes m WHERE m.hand_id = h.id), h.ruleset"
            " FROM practice_hands h WHERE h.learner = ? ORDER BY h.played_at DESC, h.id DESC LIMIT ?",
            (learner, max(0, int(limit))),
        )
        return [PracticeHandRow(int(r[0]), parse_iso(r[1]), int(r[2]), str(r[3]), int(r[4]), int(r[5]), int(r[6]),
                                int(r[7]), bool(r[8]), int(r[10]) if r[9] else None, str(r[11])) for r in rows]

    def practice_figures(self) -> list[PracticeLearnerFigures]:
        """Per learner who practised: hands, won, mean score, reviewed, costly decisions and
        the most common kind, by name."""
        hands = self._read(
            "SELECT h.learner, COALESCE(MIN(l.display_name), h.learner), COUNT(*), SUM(h.won), AVG(h.score), SUM(h.reviewed)"
            " FROM practice_hands h LEFT JOIN learners l ON l.learner = h.learner GROUP BY h.learner"
        )
        kinds = self._read("SELECT learner, kind, COUNT(*) FROM practice_mistakes GROUP BY learner, kind")
        played = self._read("SELECT learner, ruleset, COUNT(*) FROM practice_hands GROUP BY learner, ruleset")
        games: dict[str, dict[str, int]] = {}
        for learner, ruleset, count in played:
            rules = RULESETS.get(str(ruleset))
            game = rules.game.value if rules is not None else CANASTA
            per = games.setdefault(str(learner), {})
            per[game] = per.get(game, 0) + int(count)
        by_learner: dict[str, list[tuple[int, str]]] = {}
        for learner, kind, count in kinds:
            by_learner.setdefault(str(learner), []).append((int(count), str(kind)))
        out = []
        for learner, name, count, won, mean, reviewed in hands:
            made = by_learner.get(str(learner), [])
            common = max(made, key=lambda m: (m[0], -MISTAKE_KINDS.index(m[1])))[1] if made else ""
            out.append(PracticeLearnerFigures(str(learner), str(name), int(count), int(won or 0), float(mean or 0.0),
                                              int(reviewed or 0), sum(c for c, _ in made), common,
                                              tuple(sorted(games.get(str(learner), {}).items(),
                                                           key=lambda g: GAMES.index(g[0])))))
        return sorted(out, key=lambda f: (f.name.casefold(), f.learner))

    def practice_common_mistake(self) -> tuple[str, int, int] | None:
        """The class's most common kind of costly decision: (kind, how many, learners), or
        None when no review found any."""
        rows = self._read("SELECT kind, COUNT(*), COUNT(DISTINCT learner) FROM practice_mistakes GROUP BY kind")
        if not rows:
            return None
        kind, count, learners = max(rows, key=lambda r: (int(r[1]), -MISTAKE_KINDS.index(str(r[0]))))
        return str(kind), int(count), int(learners)
