"""Where the learner is in the one-page app, and its address: every place has a query
string (``?lesson=6&step=3``, ``?quiz``, ``?practice&guided=...``, ``?class``) and every
in-app link names one.

Every place comes from a query string or a link the page sent, so anyone can write one:
each is parsed and checked here, and an unknown lesson or step opens the index or the
lesson's first step, never a traceback.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

from ..content.lessons import get_lesson
from ..errors import CanastaError
from .lesson_player import Slot

__all__ = ["View", "Place", "query_dict"]


class View(enum.Enum):
    INDEX = "index"
    LESSON = "lesson"
    CLASS = "class"
    QUIZ = "quiz"
    PRACTICE = "practice"


@dataclass(frozen=True)
class Place:
    """Where the learner is: a view, and in a lesson the step (None: its explanation or,
    with ``summary``, its end)."""

    view: View = View.INDEX
    lesson: str | None = None
    slot: Slot | None = None
    summary: bool = False
    #: Practice: the deal number the address asks for (``?practice&deal=N``), as typed
    #: (the shell reads it: a bad number is said in the catalogue's words).
    deal: str | None = None
    #: The practice table's game when the address names one (``?practice&ruleset=tranca``).
    game: str | None = None

    @classmethod
    def from_query(cls, query: Mapping[str, str]) -> Place:
        """The place a query string names; the index for anything unknown."""
        if "quiz" in query:
            return cls(View.QUIZ)
        if "practice" in query:
            deal = query.get("deal", "").strip()[:40] or None
            return cls(View.PRACTICE, _guided_id(query.get("guided")), deal=deal, game=_game(query.get("ruleset")))
        if "class" in query or query.get("lesson") == "class":
            return cls(View.CLASS, "class", *_step(query))
        raw = query.get("lesson")
        if raw is None:
            return cls()
        try:
            lesson = get_lesson(raw.strip()[:80])
        except CanastaError:
            return cls()
        return cls(View.LESSON, lesson.id, *_step(query))

    @classmethod
    def from_link(cls, href: str) -> Place | None:
        """The place of an in-app link: ``?lesson=6``, or a single notebook's name
        (``06-the-frozen-pile.ipynb``, ``quiz.ipynb``, ``index.ipynb``); None otherwise."""
        parts = urlsplit(href)
        if parts.scheme or parts.netloc:
            return None
        query = query_dict(parts.query)
        name = parts.path.rsplit("/", 1)[-1]
        if not name:
            return cls.from_query(query)
        if not name.endswith(".ipynb"):
            return None
        stem = name[: -len(".ipynb")]
        if stem in ("index", "app"):
            return cls.from_query(query) if stem == "app" else cls()
        if stem == "quiz":
            return cls(View.QUIZ)
        if stem == "practice":
            return cls(View.PRACTICE)
        if stem == "class":
            return cls(View.CLASS, "class")
        try:
            return cls(View.LESSON, get_lesson(stem).id)
        except CanastaError:
            return None

    def query(self) -> dict[str, str]:
        """The query keys of this place (the learner's are added by the shell)."""
        if self.view is View.QUIZ:
            return {"quiz": ""}
        if self.view is View.PRACTICE:
            if self.lesson:
                return {"practice": "", "guided": self.lesson}
            keys = {"practice": ""}
            if self.deal:
                keys["deal"] = self.deal
            if self.game:
                keys["ruleset"] = self.game
            return keys
        if self.view is View.INDEX:
            return {}
        out = {"lesson": "class" if self.view is View.CLASS else _lesson_number(self.lesson)}
        if self.summary:
            out["step"] = "end"
        elif self.slot is not None:
            out["step"] = str(self.slot.index + 1)
            if self.slot.again:
                out["again"] = "1"
        return out


def _lesson_number(lesson_id: str | None) -> str:
    try:
        return str(get_lesson(lesson_id or "").number)
    except CanastaError:
        return lesson_id or ""


def _game(raw: str | None) -> str | None:
    """The practice game an address names: ``tranca`` (003's Tranca), else None (Canasta)."""
    return "tranca" if raw is not None and raw.strip().lower() == "tranca" else None


def _guided_id(raw: str | None) -> str | None:
    """A guided hand's id from the address, if it names a shipped one."""
    if not raw:
        return None
    from ..content.guided import load_guided_hands

    try:
        ids = {hand.id for hand in load_guided_hands()}
    except CanastaError:
        return None
    return raw if raw in ids else None


def _step(query: Mapping[str, str]) -> tuple[Slot | None, bool]:
    raw = query.get("step", "").strip()
    if raw == "end":
        return None, True
    if not raw.isdigit() or len(raw) > 4:
        return None, False
    return Slot(max(int(raw), 1) - 1, again=query.get("again") == "1"), False


def query_dict(raw: str) -> dict[str, str]:
    """A query string as a dict (``?a=1&b`` -> ``{"a": "1", "b": ""}``): the first value of each key."""
    return {k: v[0] for k, v in parse_qs(raw.lstrip("?"), keep_blank_values=True).items() if v}
