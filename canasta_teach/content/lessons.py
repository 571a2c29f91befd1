"""Lessons as data: the ordered list of lessons and their positions, and the questions.

The lesson list lives in ``data/lessons.yaml`` (ids, order, position files); each lesson's
words (title, summary, introduction, "remember" line) are prose data per language
(:mod:`.prose`), and its decisions are the positions of one file in ``data/positions/``. A question shown to a learner (its words and its answer
choices) is derived from the position here, never typed by an author, and never carries
the answer: that comes from the judge only after the learner has answered.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from ..errors import CanastaError, PositionError, quote
from ..game.cards import RANK_VALUES, Card
from ..game.notation import parse_play
from ..game.rulesets import Ruleset
from ..judge import Ask, Position, Ruling, answers_agree
from ..judge.question_types import (
    AddQuestion,
    BestPlayQuestion,
    CanastaKindQuestion,
    CardValueQuestion,
    GameOverQuestion,
    GoOutQuestion,
    HandOverQuestion,
    InitialMeldQuestion,
    MeldQuestion,
    MinMeldQuestion,
    MustTakeQuestion,
    PileFrozenQuestion,
    PlayQuestion,
    RunAddQuestion,
    ScoreQuestion,
    ShouldQuestion,
    TakePileQuestion,
    ThreePlayerScoreQuestion,
)
from ..judge.wording import answer_label, choice_text, phrase, say
from ..players.ruling import rule
from .authoring import load_positions
from .prose import current_language, lesson_prose, with_overlays

__all__ = [
    "Lesson",
    "load_lessons",
    "get_lesson",
    "lesson_positions",
    "Prompt",
    "PromptKind",
    "Choice",
    "prompt_for",
    "Verdict",
    "check_response",
    "data_dir",
    "notebooks_dir",
]

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    """The package's data folder (lesson list, positions, stylesheet)."""
    return _PACKAGE_DIR / "data"


def notebooks_dir() -> Path:
    """The folder holding ``index.ipynb`` and the lesson notebooks (one per lesson, named
    :attr:`Lesson.notebook`).

    In a source checkout (or an editable install) it is ``notebooks/`` next to the package;
    an installed wheel carries a copy as ``canasta_teach/notebooks/`` (package data).
    """
    checkout = _PACKAGE_DIR.parent
    candidates = [_PACKAGE_DIR / "notebooks"]
    if (checkout / "pyproject.toml").is_file():  # not a stray notebooks/ in site-packages
        candidates.insert(0, checkout / "notebooks")
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    tried = " or ".join(str(c) for c in candidates)
    raise CanastaError(
        f"the lesson notebooks folder is missing: looked for {tried}; "
        "run from a checkout of canasta-teach or pass the folder to serve explicitly"
    )


@dataclass(frozen=True)
class Lesson:
    """One lesson: its place in the order, its words, and its position file."""

    id: str
    number: int
    title: str
    summary: str
    positions_file: Path

    @property
    def notebook(self) -> str:
        """The notebook that teaches it, named after the lesson id."""
        return f"{self.id}.ipynb"


@lru_cache(maxsize=16)
def _lessons_from(path: Path, positions_dir: Path, lang: str) -> tuple[Lesson, ...]:
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as err:
        raise CanastaError(f"{path}: cannot read the lesson list ({err})") from None
    if not isinstance(raw, list):
        raise CanastaError(f"{path}: the lesson list should be a YAML list")
    lessons = []
    for i, item in enumerate(raw, 1):
        if not isinstance(item, dict) or not {"id", "positions"} <= set(item):
            raise CanastaError(f"{path}: lesson {i} needs id and positions")
        words = lesson_prose(str(item["id"]), lang)
        lessons.append(
            Lesson(
                id=str(item["id"]),
                number=int(item.get("number", i)),
                title=words.title,
                summary=words.summary,
                positions_file=positions_dir / str(item["positions"]),
            )
        )
    return tuple(sorted(lessons, key=lambda lesson: lesson.number))


def load_lessons() -> tuple[Lesson, ...]:
    """The shipped lessons in learning order, their words in the page's language."""
    base = data_dir()
    return _lessons_from(base / "lessons.yaml", base / "positions", current_language())


def get_lesson(lesson_id: str) -> Lesson:
    for lesson in load_lessons():
        if lesson.id == lesson_id or str(lesson.number) == str(lesson_id).lstrip("0"):
            return lesson
    raise CanastaError(phrase("handout.no-lesson", lesson=quote(str(lesson_id)),
                              choices=", ".join(each.id for each in load_lessons())))


def next_lesson(lesson: Lesson) -> Lesson | None:
    lessons = load_lessons()
    for a, b in zip(lessons, lessons[1:]):
        if a.id == lesson.id:
            return b
    return None


def lesson_positions(lesson: Lesson) -> list[Position]:
    """The lesson's positions, their titles and notes in the page's language (a shipped
    file's translations are the overlays of :func:`.prose.position_overlay`)."""
    return with_overlays(load_positions(lesson.positions_file), lesson.positions_file)


# --------------------------------------------------------------------------------------
# Questions


class PromptKind(enum.Enum):
    CHOICE = "choice"
    SCORE_PAIR = "score-pair"
    #: The learner acts on the card table (takes the pile, lays the meld, goes out); the
    #: act stands for a yes or a no, which the judge rules on (``act: yes`` in a position).
    ACT = "act"


@dataclass(frozen=True)
class Choice:
    label: str
    value: Any


@dataclass(frozen=True)
class Prompt:
    """What the learner is asked: words and choices, no answer."""

    heading: str
    text: str
    kind: PromptKind
    choices: tuple[Choice, ...] = ()
    #: The boxes of a score answer, one per side (three players: one per player).
    labels: tuple[str, ...] = field(default_factory=lambda: (say("prompt.label.us"), say("prompt.label.them")))
    #: An act step: the yes/no question it stands for, for a page that cannot act (a
    #: printed handout, a yes/no view); see :meth:`as_choice`.
    choice_text: str = ""

    def as_choice(self) -> Prompt:
        """The prompt as buttons: an act step becomes its yes/no question (same choices),
        any other prompt stays as it is."""
        if self.kind is not PromptKind.ACT:
            return self
        return replace(self, kind=PromptKind.CHOICE, text=self.choice_text, choice_text="")


def _choices(ask: Ask | None, values: tuple[object, ...], *, players: int = 4) -> tuple[Choice, ...]:
    """Answer buttons: each labelled in the learner's words by the wording module (with two
    or three ``players``, "You" and "The leading opponent" rather than sides)."""
    return tuple(Choice(answer_label(ask, v, players=players), v) for v in values)


def _yes_no() -> tuple[Choice, ...]:
    return _choices(None, (True, False))


def _card_value_choices(ruleset: Ruleset) -> tuple[int, ...]:
    """Every card value there is, and the red three's bonus: the numbers of the card table
    and the ruleset, never written here."""
    return tuple(sorted(set(RANK_VALUES.values()) | {ruleset.red_three_bonus}))


def _minimum_choices(ruleset: Ruleset) -> tuple[int, ...]:
    """The minima of the ruleset's first-meld table."""
    return tuple(sorted({minimum for _, _, minimum in ruleset.first_meld_bands()}))


def prompt_for(p: Position) -> Prompt:
    """The question for a position, derived from its ask and its cards. A position marked
    ``act: yes`` is an act step (:attr:`PromptKind.ACT`): the learner acts on the cards, and
    the yes/no question it stands for stays on the prompt (:meth:`Prompt.as_choice`)."""
    prompt = _choice_prompt(p)
    if not p.act:
        return prompt
    q = p.question
    if isinstance(q, InitialMeldQuestion):
        text = say("act.initial-meld", melds=q.melds)
    elif not isinstance(q, GoOutQuestion):
        text = say("act.take-pile")
    elif q.takes_pile:
        text = say("act.go-out-takes-pile")
    elif q.partner_allows is not None:
        text = say("act.go-out-partner-yes" if q.partner_allows else "act.go-out-partner-no")
    else:
        text = say("act.go-out")
    return replace(prompt, kind=PromptKind.ACT, text=text, choice_text=prompt.text)


def _choice_prompt(p: Position) -> Prompt:
    heading = p.title or say(f"prompt.heading.{p.ask.value}")
    match p.question:
        case CardValueQuestion(card=card):
            return Prompt(heading, say("prompt.card-value", card=card), PromptKind.CHOICE,
                          _choices(p.ask, _card_value_choices(p.ruleset)))
        case MeldQuestion(cards=cards):
            return Prompt(heading, say("prompt.meld", cards=cards), PromptKind.CHOICE, _yes_no())
        case CanastaKindQuestion(cards=cards):
            return Prompt(heading, say("prompt.canasta-kind", cards=cards), PromptKind.CHOICE,
                          _choices(p.ask, ("natural", "mixed", "none")))
        case MinMeldQuestion():
            message = "prompt.min-meld" if p.ruleset.players == 4 else "prompt.min-meld-solo"
            return Prompt(heading, say(message, score=p.score[0]), PromptKind.CHOICE,
                          _choices(p.ask, _minimum_choices(p.ruleset)))
        case InitialMeldQuestion(melds=melds):
            return Prompt(heading, say("prompt.initial-meld", melds=melds), PromptKind.CHOICE, _yes_no())
        case AddQuestion(card=card, to=rank, to_side=side):
            message = "prompt.add-theirs" if side.value == "them" else "prompt.add"
            return Prompt(heading, say(message, card=card, rank=rank), PromptKind.CHOICE, _yes_no())
        case PileFrozenQuestion() if p.ruleset.is_tranca:
            # Tranca has no frozen pile: the question is whether it is blocked (003).
            return Prompt(p.title or say("prompt.heading.tranca-blocked"), say("prompt.tranca-blocked"),
                          PromptKind.CHOICE, _yes_no())
        case PileFrozenQuestion():
            return Prompt(heading, say("prompt.pile-frozen"), PromptKind.CHOICE, _yes_no())
        case RunAddQuestion(card=card, suit=suit, low=low, high=high):
            return Prompt(heading, say("prompt.tranca-add-run", card=card, low=Card(low, suit), high=Card(high, suit)),
                          PromptKind.CHOICE, _yes_no())
        case TakePileQuestion():
            top = p.top_card
            text = say("prompt.take-pile", top=top) if top else say("prompt.take-pile-empty")
            return Prompt(heading, text, PromptKind.CHOICE, _yes_no())
        case GoOutQuestion(takes_pile=True):
            return Prompt(heading, say("prompt.go-out-takes-pile"), PromptKind.CHOICE, _yes_no())
        case GoOutQuestion(partner_allows=allows):
            message = "prompt.go-out"
            if allows is not None:
                message = "prompt.go-out-partner-yes" if allows else "prompt.go-out-partner-no"
            return Prompt(heading, say(message), PromptKind.CHOICE, _yes_no())
        case ScoreQuestion() | ThreePlayerScoreQuestion() if p.ruleset.players == 3:
            return Prompt(heading, say("prompt.score-three"), PromptKind.SCORE_PAIR,
                          labels=(say("prompt.label.you"), say("prompt.label.left"), say("prompt.label.right")))
        case ScoreQuestion() | ThreePlayerScoreQuestion():
            return Prompt(heading, say("prompt.score"), PromptKind.SCORE_PAIR)
        case GameOverQuestion(totals=totals):
            players = p.ruleset.players
            message = {2: "prompt.game-over-two", 3: "prompt.game-over-three"}.get(players, "prompt.game-over")
            return Prompt(heading, say(message, ours=totals[0], theirs=totals[1]),
                          PromptKind.CHOICE, _choices(p.ask, ("us", "them", "none"), players=players))
        case PlayQuestion(play=play):
            # The turn in words, step after step (the notation stays in the position file).
            return Prompt(heading, say("prompt.play", play=tuple(parse_play(play))), PromptKind.CHOICE, _yes_no())
        case MustTakeQuestion():
            return Prompt(heading, say("prompt.must-take"), PromptKind.CHOICE, _yes_no())
        case HandOverQuestion(drew=drew):
            if drew:
                text = say("prompt.hand-over-drew", cards=drew)
            else:
                text = say("prompt.hand-over" if p.stock else "prompt.hand-over-empty")
            return Prompt(heading, text, PromptKind.CHOICE, _yes_no())
        case BestPlayQuestion(drew=drew):
            text = say("prompt.best-play-drew", cards=drew) if drew else say("prompt.best-play")
            return Prompt(heading, text, PromptKind.CHOICE, _choices(p.ask, tuple(range(1, 7))))
        case ShouldQuestion(choices=choices):
            drawing = all(c.before_draw for c in choices)
            options = phrase("list.or", **{"first": phrase("list.sep").join(choice_text(c) for c in choices[:-1]),
                                       "last": choice_text(choices[-1])})
            # Each button's value is the choice's notation, the form of the ruling's answer.
            buttons = tuple(Choice(answer_label(p.ask, c), str(c)) for c in choices)
            return Prompt(heading, say("should.prompt-draw" if drawing else "should.prompt-play", options=options),
                          PromptKind.CHOICE, buttons)
    raise CanastaError(f"no question form for ask {p.ask.value}")  # pragma: no cover


@dataclass(frozen=True)
class Verdict:
    """A learner's response checked against the judge."""

    correct: bool
    ruling: Ruling
    response: Any

    @property
    def response_text(self) -> str:
        if isinstance(self.response, bool):
            return "yes" if self.response else "no"
        if isinstance(self.response, (tuple, list)):
            return f"{self.response[0]} / {self.response[1]}"
        return str(self.response)


def check_response(p: Position, response: Any) -> Verdict:
    """Rule on the position (the front door, :func:`canasta_teach.players.ruling.rule`) and
    compare the learner's response with the ruling."""
    ruling = rule(p)
    if isinstance(response, list):
        response = tuple(response)
    return Verdict(answers_agree(ruling.answer, response), ruling, response)


def validate_lessons() -> list[str]:
    """Problems with the shipped lessons (missing files, unreadable positions)."""
    problems = []
    for lesson in load_lessons():
        try:
            positions = lesson_positions(lesson)
        except PositionError as err:
            problems.append(str(err))
            continue
        if len(positions) < 4:
            problems.append(f"lesson {lesson.id} has {len(positions)} decisions; at least 4 are expected")
    return problems
