"""Guided hands: seeded deals that walk a learner through a whole hand, pausing at the
moments that matter with a question each.

A guided hand is data (``canasta_teach/data/guided/*.yaml``, read with the safe YAML reader
of :mod:`.safe_yaml`): an id, a title, the number of players, a seed and the moments to
pause at, in the order they come (its title is prose per language,
``data/lessons/<lang>/guided.yaml``; a file of one's own may give a ``title`` instead)::

    - id: guided-two-players
      players: 2
      seed: 17
      pauses: [first-meld, frozen-pile, going-out]

The hand is played by sensible bots at every seat, the learner's (seat 0) too, the same way
every time (seeded); the learner watches it from their seat and the hand stops, on their
turn, at the first time each moment comes:

- ``first-meld``: the learner's side lays its first meld this turn (after drawing). The
  question: may these melds be laid as the first meld (``initial-meld``)?
- ``frozen-pile``: the pile is frozen and the learner holds a card of its top card's rank,
  before drawing. The question: may you take the pile (``take-pile``)?
- ``going-out``: the learner goes out this turn (after drawing). The question: may you go
  out this turn (``go-out``)?

Each question is a :class:`~canasta_teach.judge.questions.Position` of the table at that
moment as the learner sees it (:func:`position_at`), so the answer and its explanation come
from the judge, in the wording of the lessons. It is asked by acting (``act``): the learner
takes the pile or draws, lays the meld or keeps it, goes out or says they cannot, on the
cards of the card table. A seed is good when every moment it names
comes: :func:`replay` says which came, and ``tools/find_guided_seeds.py`` searches for seeds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import PositionError
from ..game.operations import AddToMeld, LayMeld, Operation
from ..game.referee import legal_operations
from ..game.table import HandEnd, Phase, Source, TableState, observe
from ..judge.question_types import GoOutQuestion, InitialMeldQuestion, TakePileQuestion
from ..judge.questions import Ask, Position, Question
from ..judge.wording import say
from ..players.bots import make_bot
from ..players.practice import PracticeHand
from .lessons import data_dir
from .prose import guided_title
from .safe_yaml import load_yaml, read_text_file

__all__ = ["GuidedHand", "Pause", "GuidedReplay", "PAUSE_KINDS", "load_guided_hands", "get_guided_hand", "replay",
           "position_at"]

#: The moments a guided hand may pause at, and the question asked at each.
PAUSE_KINDS = {"first-meld": Ask.INITIAL_MELD, "frozen-pile": Ask.TAKE_PILE, "going-out": Ask.GO_OUT}
_KEYS = {"id", "title", "players", "seed", "pauses", "level"}
#: Learner decisions at most in one hand (a hand takes a few dozen).
_MAX_TURNS = 2000


@dataclass(frozen=True)
class GuidedHand:
    """One guided hand as written in its file."""

    id: str
    title: str
    players: int
    seed: int
    pauses: tuple[str, ...]
    level: str = "sensible"
    source: str = "<string>"


@dataclass(frozen=True)
class Pause:
    """A moment of the hand: where it comes (the frame, an index into the replay's frames)
    and the question asked there."""

    kind: str
    frame: int
    position: Position


@dataclass(frozen=True)
class GuidedReplay:
    """The hand played through: the learner's decision points in order (``frames``, each a
    :class:`PracticeHand` about to have the learner act; the last one is the hand over),
    and the pauses found (in the order they came)."""

    hand: GuidedHand
    frames: tuple[PracticeHand, ...]
    pauses: tuple[Pause, ...]

    @property
    def missing(self) -> tuple[str, ...]:
        """The moments the file names that did not come in this deal."""
        found = {p.kind for p in self.pauses}
        return tuple(k for k in self.hand.pauses if k not in found)


# --------------------------------------------------------------------------------------
# Reading


def _guided_dir() -> Path:
    return data_dir() / "guided"


def _entry(raw: Any, index: int, source: str) -> GuidedHand:
    if not isinstance(raw, dict):
        raise PositionError("a guided hand is a mapping (id, title, players, seed, pauses)", source=source, entry=str(index))
    entry = str(raw.get("id", index))
    unknown = sorted(set(raw) - _KEYS)
    if unknown:
        raise PositionError(f"unknown key {unknown[0]!r}: a guided hand has {', '.join(sorted(_KEYS))}",
                            source=source, entry=entry, key=unknown[0])
    for key in ("id", "players", "seed", "pauses"):
        if key not in raw:
            raise PositionError(f"the key {key!r} is missing", source=source, entry=entry, key=key)
    if not isinstance(raw["id"], str) or not raw["id"].strip():
        raise PositionError("id: write a short name", source=source, entry=entry, key="id")
    if "title" in raw and (not isinstance(raw["title"], str) or not raw["title"].strip()):
        raise PositionError("title: write the hand's title", source=source, entry=entry, key="title")
    title = raw["title"].strip() if "title" in raw else guided_title(raw["id"].strip())
    players = raw["players"]
    if isinstance(players, bool) or players not in (2, 4):
        raise PositionError(f"players: {players!r}; a guided hand is for 2 or 4 players", source=source, entry=entry, key="players")
    seed = raw["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise PositionError(f"seed: {seed!r}; write a whole number, 0 or more", source=source, entry=entry, key="seed")
    pauses = raw["pauses"]
    if not isinstance(pauses, list) or not pauses or any(p not in PAUSE_KINDS for p in pauses) or len(set(pauses)) != len(pauses):
        raise PositionError(f"pauses: {pauses!r}; list some of {', '.join(PAUSE_KINDS)}, each once",
                            source=source, entry=entry, key="pauses")
    level = raw.get("level", "sensible")
    try:
        make_bot(level)
    except Exception as err:  # the bots' own error names the levels
        raise PositionError(f"level: {err}", source=source, entry=entry, key="level") from None
    return GuidedHand(raw["id"].strip(), title, players, seed, tuple(pauses), level, source)


def load_guided_hands(folder: Path | None = None) -> tuple[GuidedHand, ...]:
    """Every guided hand in the folder's ``*.yaml`` files (the shipped ones by default), in
    file and entry order; a :class:`~canasta_teach.errors.PositionError` names the file,
    the entry and what is wrong."""
    folder = folder or _guided_dir()
    hands: list[GuidedHand] = []
    seen: dict[str, str] = {}
    for path in sorted(folder.glob("*.yaml")):
        data = load_yaml(read_text_file(path))
        if not isinstance(data, list):
            raise PositionError("a guided-hands file is a list of hands", source=path.name)
        for index, raw in enumerate(data):
            hand = _entry(raw, index, path.name)
            if hand.id in seen:
                raise PositionError(f"the id {hand.id!r} is used twice (also in {seen[hand.id]})", source=path.name, entry=hand.id)
            seen[hand.id] = path.name
            hands.append(hand)
    return tuple(hands)


def get_guided_hand(hand_id: str) -> GuidedHand:
    for hand in load_guided_hands():
        if hand.id == hand_id:
            return hand
    raise PositionError(f"no guided hand {hand_id!r}")


# --------------------------------------------------------------------------------------
# The table at a moment, as a lesson position


def position_at(state: TableState, seat: int, question: Question, *, position_id: str, title: str = "",
                act: bool = False) -> Position:
    """The table as ``seat`` sees it (its observation), as a lesson position asking
    ``question``: its hand, both sides' melds and red threes, the pile, the stock's size,
    the scores. Nothing the seat cannot see goes in. ``act``: asked by acting on the cards
    (take the pile, lay the meld, go out) rather than by Yes or No."""
    obs = observe(state, seat)
    ours = next(i for i, side in enumerate(obs.sides) if seat in side)
    others = [i for i in range(len(obs.sides)) if i != ours]
    theirs = others[0]
    our_seats, their_seats = obs.sides[ours], obs.sides[theirs]
    return Position(
        id=position_id,
        question=question,
        ruleset=obs.ruleset,
        title=title,
        hand=obs.hand,
        our_melds=obs.melds[ours],
        their_melds=obs.melds[theirs],
        our_red_threes=sum(len(obs.red_threes[s]) for s in our_seats),
        their_red_threes=sum(len(obs.red_threes[s]) for s in their_seats),
        pile=obs.pile,
        stock=obs.stock_size,
        score=(obs.scores[our_seats[0]], obs.scores[their_seats[0]]) if obs.scores else (0, 0),
        melded_before=obs.side_melded[ours],
        source="guided",
        act=act,
    )


# --------------------------------------------------------------------------------------
# Playing the hand through


def _turn_ops(frames: list[PracticeHand], ops: list[Operation], start: int) -> list[Operation]:
    """The learner's operations of the turn that starts at frame ``start`` (up to the
    turn's end)."""
    out: list[Operation] = []
    seat = frames[start].learner
    for index in range(start, len(ops)):
        if frames[index].state.to_move != seat or (index > start and frames[index].state.phase is Phase.DRAW):
            break
        out.append(ops[index])
    return out


def replay(hand: GuidedHand) -> GuidedReplay:
    """Play the guided hand through (the same way every time) and find its pauses."""
    practice = PracticeHand.new(players=hand.players, seed=hand.seed, level=hand.level).bots_play_until_learner()
    bot = make_bot(hand.level)
    frames: list[PracticeHand] = []
    ops: list[Operation] = []
    for _ in range(_MAX_TURNS):
        frames.append(practice)
        if practice.is_over:
            break
        state = practice.state
        legal = legal_operations(state)
        rng = random.Random(f"guided:{hand.seed}:{len(practice.log)}")
        op = legal[0] if len(legal) == 1 else bot.choose(observe(state, practice.learner), legal, rng)
        ops.append(op)
        practice = practice.learner_play([op])
    else:  # pragma: no cover - a hand always ends
        raise PositionError("the guided hand did not end", source=hand.source, entry=hand.id)
    pauses: dict[str, Pause] = {}
    for index, frame in enumerate(frames[:-1]):
        state = frame.state
        if state.current_player() != frame.learner:
            continue  # answering the partner
        for kind in hand.pauses:
            if kind in pauses:
                continue
            question = _moment(kind, frames, ops, index)
            if question is not None:
                # the learner plays the moment on the cards (an act step), as at a real table
                position = position_at(state, frame.learner, question, position_id=f"{hand.id}-{kind}",
                                       title=say(f"guided.title.{kind}"), act=True)
                pauses[kind] = Pause(kind, index, position)
    found = tuple(sorted(pauses.values(), key=lambda p: p.frame))
    return GuidedReplay(hand, tuple(frames), found)


def _moment(kind: str, frames: list[PracticeHand], ops: list[Operation], index: int) -> Question | None:
    """The question of ``kind`` if the frame is that moment, else None."""
    frame = frames[index]
    state = frame.state
    side = state.side_of(frame.learner)
    if any(c.is_red_three for c in state.hand):
        return None  # a red three is laid out first, before anything else
    if kind == "frozen-pile":
        top = state.top_card
        if state.phase is not Phase.DRAW or not state.pile_frozen or top is None or not top.is_natural or top.is_three:
            return None
        if len(state.pile) < 3 or not any(c.rank is top.rank for c in state.hand):
            return None
        return TakePileQuestion()
    if state.phase is not Phase.PLAY or state.turn.source is not Source.STOCK:
        return None  # after drawing from the stock (a take of the pile melds at once)
    turn = _turn_ops(frames, ops, index)
    if kind == "first-meld":
        if state.side_melded[side] or not turn or not isinstance(turn[0], LayMeld):
            return None
        melds = [op for op in turn if isinstance(op, (LayMeld, AddToMeld))]
        if any(isinstance(op, AddToMeld) for op in melds):
            return None  # the question names whole melds only
        after = frames[index + len(turn)].state if index + len(turn) < len(frames) else None
        if after is None or not after.side_melded[side]:
            return None
        return InitialMeldQuestion(tuple(op.cards for op in melds if isinstance(op, LayMeld)))
    if kind == "going-out":
        end = index + len(turn)
        final = frames[end].state if end < len(frames) else None
        if final is None or final.end is not HandEnd.WENT_OUT or final.went_out != frame.learner:
            return None
        allows = state.turn.answer if state.turn.asked else None
        return GoOutQuestion(partner_allows=allows)
    return None

