"""The one-page app: index, lessons, quiz and a class's own positions in one Voila page.

``notebooks/app.ipynb`` runs :func:`show_app`. Moving to the next step or lesson swaps
widgets in place: no page load and no new kernel, so a move takes milliseconds instead of
the 1-2.5 s of a new notebook page and kernel. The address still follows the learner
(:class:`~.router.Router`): each place has a query string, so

* a deep link opens that place: ``?lesson=6&step=3``, ``?lesson=6`` (the lesson's
  explanation, or where the learner stopped in it), ``?quiz``, ``?class``, with the
  learner's personal code (``?me=CODE``, :class:`~.identity_view.LearnerPanel`; a name
  alone opens nobody's progress);
* the back and forward buttons move between the places visited;
* a reload opens where the learner was: the address says the place, and the store says
  the learner's answers (so a reload neither forgets them nor counts a retry as a first try).

Every place comes from a query string or a link the page sent, so every one is parsed and
checked here (:meth:`Place.from_query`); an unknown lesson or step opens the index or the
lesson's first step, never a traceback.

The learner is always known or plainly not: the panel of :mod:`.identity_view` on the index
(a name applied as typed, a personal code), and "Learning as Ann · progress saved" in the bar
of every view. Steps to act on the cards are :class:`~.act_step.ActStepView` (the
interface of :class:`~.decision.DecisionView`).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Mapping
from dataclasses import replace
from datetime import datetime
from typing import Any
from urllib.parse import quote, urlencode

import ipywidgets as W

from ..content.lessons import Lesson, get_lesson, lesson_positions, load_lessons
from ..errors import CanastaError
from ..judge.wording import phrase, say
from ..progress.identity import Learner
from .address import page_query
from .assets import render, stylesheet
from .class_lesson import class_lesson, class_positions
from .document_language import DocumentLanguage
from .failsafe import error_box, error_page, safe_callback
from .language import language_menu_html, page_language, page_speaking
from .lesson_intro import lesson_intro_html
from .lesson_player import LessonPlayer, Slot
from .memory_watch import watch_page
from .place import Place, View, query_dict
from .render import CSS
from .router import Router

__all__ = ["AppShell", "Place", "View", "show_app"]

log = logging.getLogger(__name__)

#: Element ids of the headings focus goes to when the learner moves to a lesson's
#: explanation or to the index.
INTRO_HEADING = "ct-lesson-intro-title"
INDEX_HEADING = "ct-index-title"


# --------------------------------------------------------------------------------------
# The app


class AppShell:
    """The whole tutorial in one widget tree; one instance per page (per kernel).

    ``store`` opens the progress store (lazily: an anonymous learner never opens it)."""

    def __init__(self, query: Mapping[str, str] | None = None, *, store: Callable[[], Any] | None = None,
                 quiz_round: int = 8) -> None:
        query = dict(query or {})
        self._open_store = store or _default_store
        self._quiz_round = quiz_round
        self.learner: Learner | None = None
        self.router = Router(on_event=self._on_router)
        self.bar = W.HTML()
        self.bar.add_class("ct-app-bar-box")
        self.error = W.HTML()
        self.body = W.Box(layout=W.Layout(display="block"))
        self.body.add_class("ct-app-body")
        # the first thing a keyboard reaches: past the bar to the page's own heading (router.js)
        skip = W.HTML(render("skip_link.html.j2", text=phrase("app.skip-link")))
        self.widget = W.VBox([W.HTML(render("style.html.j2", css=f"{CSS}{stylesheet('lesson')}{stylesheet('app')}")), skip, self.router,
                              DocumentLanguage(), self.bar, self.error, self.body])
        self.widget.add_class("ct-app")
        self.place = Place()
        self._players: dict[str, LessonPlayer] = {}
        self._index: Any = None
        self._quiz: Any = None
        self._practice: Any = None
        self._guided: dict[str, Any] = {}
        self.moves = 0  # places shown (for tests and the benchmark)
        self.panel = self._learner_panel(query.get("me"))
        self.show(self._resolve(Place.from_query(query)), push=False)

    # -- places ------------------------------------------------------------------------

    def address(self, place: Place | None = None) -> str:
        """The query string of ``place`` (default: the current one), with the learner's keys."""
        keys = {**(place or self.place).query(), **(self.panel.query() if self.panel is not None else {})}
        return "?" + "&".join(quote(k) if v == "" else urlencode({k: v}) for k, v in keys.items())

    def title(self, place: Place | None = None) -> str:
        place = place or self.place
        if place.view is View.LESSON and place.lesson:
            lesson = get_lesson(place.lesson)
            return f"{say('app.lesson-title', number=lesson.number, title=lesson.title)} · {phrase('app.title')}"
        if place.view is View.QUIZ:
            return f"{phrase('app.quiz-link')} · {phrase('app.title')}"
        if place.view is View.PRACTICE:
            return f"{phrase('practice.title')} · {phrase('app.title')}"
        return phrase("app.title")

    def navigate(self, place: Place, *, push: bool = True) -> None:
        """Show ``place`` and (``push``) put its address in the browser's history; the
        learner moved there, so focus goes to its heading (never left on the body)."""
        self.show(self._resolve(place), push=push)
        self.focus_here()

    def focus_here(self) -> None:
        """Focus the heading of the place shown: the step's question, a lesson's or the
        index's title."""
        place = self.place
        if place.view in (View.LESSON, View.CLASS) and (place.slot is not None or place.summary):
            player = self._players.get(place.lesson or "class")
            if player is not None:
                player.focus_here()
        elif place.view in (View.LESSON, View.CLASS):
            self.router.focus(INTRO_HEADING)
        elif place.view is View.INDEX:
            self.router.focus(INDEX_HEADING)
        elif place.view is View.QUIZ and self._quiz is not None and getattr(self._quiz, "focus_here", None):
            self._quiz.focus_here()

    def show(self, place: Place, *, push: bool = False) -> None:
        try:
            self._show(place)
        except CanastaError as err:
            log.warning("place %s: %s", place, err)
            self._show(Place())
            self.error.value = error_box(str(err))  # after the index is drawn (it clears the box)
        self.moves += 1
        self.router.to_top()
        if push:
            self.router.push(self.address(), title=self.title())
        else:
            self.router.replace(self.address(), title=self.title())

    def _show(self, place: Place) -> None:
        self.error.value = ""
        if self.panel is not None:
            self.panel.commit_pending()  # a name typed and not confirmed is applied, not dropped
        for player in self._players.values():
            _deactivate(player)
        if place.view is View.INDEX:
            self.body.children = (self._index_page().widget,)
        elif place.view is View.QUIZ:
            self.body.children = (self._quiz_page(),)
        elif place.view is View.PRACTICE:
            self.body.children = (self._guided_page(place.lesson) if place.lesson else self._practice_page(place.deal, place.game),)
        elif place.slot is None and not place.summary:
            self.body.children = (self._intro(place),)
        else:
            player = self._player(place)
            player.go_to(None if place.summary else place.slot)
            place = replace(place, slot=player.slot, summary=player.slot is None)
            self.body.children = (player.widget,)
        self.place = place
        self._refresh_bar()

    def _resolve(self, place: Place) -> Place:
        """A lesson opened without a step: where the learner stopped in it (from the
        store), else its explanation."""
        if place.view is not View.LESSON or place.slot is not None or place.summary or place.lesson is None:
            return place
        resume = self._resume_in(place.lesson)
        return replace(place, slot=resume) if resume is not None else place

    # -- views -------------------------------------------------------------------------

    def _links(self, target: str) -> str:
        if target == "index":
            return self.address(Place())
        if target == "quiz":
            return self.address(Place(View.QUIZ))
        if target == "class":
            return self.address(Place(View.CLASS, "class"))
        if target == "practice":
            return self.address(Place(View.PRACTICE))
        return self.address(Place(View.LESSON, get_lesson(target).id))

    def _index_page(self) -> Any:
        if self._index is None:
            from .index import IndexPage

            self._index = IndexPage(None, links=self._links, resume=self._resume_link(),
                                    done=self._lessons_done, begun=self._lesson_states)
            panel = [self.panel.widget] if self.panel is not None else []
            # the learner's last practice hands, under the lessons (the first screen stays theirs)
            self._index_history = W.HTML()
            self._index.widget.children = (
                W.HTML(render("app_index_head.html.j2", id=INDEX_HEADING, title=phrase("app.title"),
                              intro=phrase("app.intro"))),
                *panel,
                *self._index.widget.children,
                self._index_history,
            )
            self._index.show_learner(self._learner_id())
        else:
            self._index.set_resume(self._resume_link())
        self._show_index_history()
        return self._index

    def _show_index_history(self) -> None:
        """"Your last ten hands" on the index, when a learner is named ("" otherwise)."""
        history = getattr(self, "_index_history", None)
        if history is not None:
            from .practice_history import PracticeKeeper

            history.value = PracticeKeeper(self._store, self._learner_id).history_html()

    def _quiz_page(self) -> W.Widget:
        if self._quiz is None:
            from .quiz import QuizPage

            learner = self._learner_id()
            _, extra = class_positions()
            self._quiz = QuizPage(learner=learner, round_size=self._quiz_round,
                                  store=self._store() if learner else None, extra_positions=extra,
                                  on_focus=self.router.focus)
        return self._quiz.widget  # type: ignore[no-any-return]

    def _practice_page(self, deal_text: str | None = None, game: str | None = None) -> W.Widget:
        """The practice table (:mod:`.practice`): one per page, kept while the learner
        moves about (a hand in progress is still there when they come back). The deal: the
        address's (``?practice&deal=N``: a new table when it is not the one dealt), else the
        class deal the teacher named (:mod:`.class_deal`, in its game), else a new one; ``game``
        "tranca" (``?practice&ruleset=tranca``) deals Tranca, and with a deal number
        (``?practice&deal=N&ruleset=tranca``) that deal's cards as Tranca."""
        from .class_deal import address_deal, stored_class_deal

        asked = address_deal(deal_text, game)  # a bad number: CanastaError, in the catalogue's words
        if self._practice is not None and asked is None and game is not None and not self._practice.in_progress() \
                and self._practice.game.value != game:
            self._practice.new_game(players=4, level=self._practice.level.value, game=game)
        if self._practice is None or (asked is not None and self._practice.deal != asked):
            from .practice import PracticeTable
            from .practice_history import PracticeKeeper

            class_deal = stored_class_deal(self._store) if asked is None else None
            # the learner's hands and reviews go to the store (read when each hand ends:
            # the learner may name themselves after the table was dealt)
            self._practice = PracticeTable(on_focus=self.router.focus, keeper=PracticeKeeper(self._store, self._learner_id),
                                           deal=asked or class_deal, class_deal=class_deal is not None,
                                           ruleset=None if asked or class_deal else game)
        return self._practice.widget  # type: ignore[no-any-return]

    def _guided_page(self, hand_id: str) -> W.Widget:
        """A guided hand (:mod:`.guided`), kept while the learner moves about."""
        if hand_id not in self._guided:
            from .guided import GuidedView

            self._guided[hand_id] = GuidedView(hand_id, on_focus=self.router.focus)
        return self._guided[hand_id].widget  # type: ignore[no-any-return]

    def _lesson(self, place: Place) -> tuple[Lesson, list[Any]]:
        if place.view is View.CLASS:
            name, positions = class_positions()
            if not positions:
                raise CanastaError("no class positions are served here")
            return class_lesson(name), positions
        lesson = get_lesson(place.lesson or "")
        return lesson, lesson_positions(lesson)

    def _intro(self, place: Place) -> W.Widget:
        lesson, positions = self._lesson(place)
        start = W.Button(description=phrase("app.start"), button_style="primary")
        start.add_class("ct-start")
        target = replace(place, slot=Slot(0), summary=False)
        start.on_click(lambda _b: self._start(place, target))
        intro_html = lesson_intro_html(lesson) if place.view is View.LESSON else None
        box = W.VBox([
            W.HTML(render("app_title.html.j2", id=INTRO_HEADING,
                          title=say("app.lesson-title", number=lesson.number, title=lesson.title))),
            start,
            W.HTML(render("lesson_intro_box.html.j2", intro_html=intro_html, summary=lesson.summary)),
        ])
        box.add_class("ct-page")
        box.add_class("ct-lesson-intro")
        return box

    @safe_callback
    def _begin(self) -> None:
        """Start on the index: where the learner left off, else the first lesson not done
        (lesson 1 for a new learner), else the quiz."""
        if self.place.view is not View.INDEX:
            return  # a stale Start (the learner has moved on) changes nothing
        resume = self._resume_place()
        if resume is not None:
            self.navigate(resume)
            return
        done = self._lessons_done()
        lesson = next((lesson for lesson in load_lessons() if lesson.id not in done), None)
        self.navigate(Place(View.LESSON, lesson.id) if lesson is not None else Place(View.QUIZ))

    @safe_callback
    def _start(self, intro: Place, target: Place) -> None:
        """Start a lesson from its explanation; a stale explanation's button (a crafted
        message after the learner moved on) changes nothing."""
        if self.place == intro:
            self.navigate(target)

    def _player(self, place: Place) -> LessonPlayer:
        key = place.lesson or "class"
        player = self._players.get(key)
        if player is None:
            lesson, positions = self._lesson(place)
            learner = self._learner_id()
            recorder = None
            prior: dict[str, bool] = {}
            prior_right: set[str] = set()
            earlier: dict[str, str] = {}
            if learner:
                from ..progress.recorder import StoreRecorder

                store = self._store()
                recorder = StoreRecorder(store, learner, f"lesson:{lesson.id}") if store is not None else None
                prior, prior_right = self._prior(lesson)
                earlier = self._earlier(lesson)
            player = LessonPlayer(lesson, learner=learner, recorder=recorder, positions=positions, links=self._links,
                                  prior=prior, prior_right=prior_right, earlier=earlier,
                                  start=place.slot or Slot(0),
                                  on_place=functools.partial(self._lesson_moved, place.view, key),
                                  on_focus=self.router.focus)
            player.widget.children = tuple(c for c in player.widget.children if c is not player.style)
            self._players[key] = player
        return player

    def _lesson_moved(self, view: View, key: str, slot: Slot | None) -> None:
        """The learner moved inside a lesson (Next, Skip, Back): a new address."""
        self.place = Place(view, key, slot, summary=slot is None)
        self.moves += 1
        self.router.to_top()
        self.router.push(self.address(), title=self.title())

    # -- the browser -------------------------------------------------------------------

    def _on_router(self, kind: str, text: str) -> None:
        try:
            if kind == "hello":
                # The page is drawn: it learns the canonical address of what it shows.
                self.router.replace(self.address(), title=self.title())
            elif kind == "pop":
                self.show(self._resolve(Place.from_query(query_dict(text))), push=False)
                self.focus_here()
            elif kind == "base":
                # The page's own address, for the learner's personal link in full; checked
                # (an http(s) address of app.ipynb), else the link stays relative.
                from .router import app_address

                base = app_address(text)
                if base is not None and self.panel is not None:
                    self.panel.set_address(base)
            elif kind == "link":
                place = Place.from_link(text)
                if place is not None:
                    self.navigate(place)
        except Exception:  # noqa: BLE001 - never a traceback on the page
            log.exception("navigation failed")
            self.error.value = error_box(phrase("app.error-ours"))

    # -- the learner -------------------------------------------------------------------

    def _learner_panel(self, code: str | None) -> Any:
        """The identity panel on the progress store; None (anonymous, nothing saved) when the
        store cannot be opened."""
        store = self._store()
        if store is None:
            return None
        from .identity_view import LearnerPanel

        try:
            panel = LearnerPanel(store, code=code[:200] if code else None, on_change=self._learner_changed,
                                 on_start=self._begin, on_focus=self.router.focus)
        except Exception:  # noqa: BLE001 - the lessons work without a learner
            log.exception("the learner panel could not be built")
            return None
        self.learner = panel.learner
        return panel

    def _learner_id(self) -> str | None:
        return self.learner.id if self.learner is not None else None

    def _learner_changed(self, learner: Learner | None) -> None:
        """The panel named a learner (a name claimed, a code typed): their progress from now on."""
        if learner == self.learner:
            return
        self.learner = learner
        self._players.clear()  # their recorders and first tries belong to the previous learner
        self._quiz = None
        if self._index is not None:
            self._index.show_learner(self._learner_id())
            self._index.set_resume(self._resume_link())
            self._show_index_history()
        self._refresh_bar()
        if getattr(self, "panel", None) is not None:  # not while the panel is being built
            self.router.replace(self.address(), title=self.title())

    def _lessons_done(self) -> Mapping[str, Any]:
        learner = self._learner_id()
        store = self._store() if learner else None
        if store is None:
            return {}
        try:
            return dict(store.lessons_done(learner))
        except Exception:  # noqa: BLE001 - the index shows without them
            log.exception("could not read the finished lessons")
            return {}

    def _refresh_bar(self) -> None:
        learner = self.learner
        panel = getattr(self, "panel", None)  # the bar is drawn while the panel is being built too
        query = {**self.place.query(), **(panel.query() if panel is not None else {})}
        menu = language_menu_html(query)  # the same place (and code) in another language
        if self.place.view is View.INDEX and getattr(self, "panel", None) is not None:
            # the panel on this page says who is learning, or how to be named: said once
            self.bar.value = menu
            return
        who = (say("identity.learning-as", name=learner.display_name) if learner is not None
               else phrase("app.learner-unknown"))
        home = "" if self.place.view is View.INDEX else self._links("index")
        self.bar.value = render("app_bar.html.j2", home=home, home_text=phrase("app.all-lessons"), who=who,
                                anon=learner is None, menu_html=menu)

    # -- the store ---------------------------------------------------------------------

    def _store(self) -> Any:
        try:
            return self._open_store()
        except Exception:  # noqa: BLE001 - a lesson works without its store
            log.exception("could not open the progress store")
            return None

    def _answers(self) -> list[Any]:
        learner = self._learner_id()
        store = self._store() if learner else None
        if store is None:
            return []
        try:
            return sorted(store.answers(learner=learner), key=lambda a: a.answered_at)
        except Exception:  # noqa: BLE001
            log.exception("could not read the learner's answers")
            return []

    def _prior(self, lesson: Lesson) -> tuple[dict[str, bool], set[str]]:
        """The learner's first answer per position of ``lesson``, and the positions ever
        answered right."""
        first: dict[str, bool] = {}
        right: set[str] = set()
        for answer in self._answers():
            if answer.source != f"lesson:{lesson.id}":
                continue
            first.setdefault(answer.position_id, answer.correct)
            if answer.correct:
                right.add(answer.position_id)
        return first, right

    def _earlier(self, lesson: Lesson) -> dict[str, str]:
        """The learner's last answer per position of ``lesson`` (as the store keeps it): a
        reload of an answered step shows its feedback."""
        last: dict[str, str] = {}
        for answer in self._answers():
            if answer.source == f"lesson:{lesson.id}" and answer.answer is not None:
                last[answer.position_id] = answer.answer
        return last

    def _last_answer(self, lesson_id: str | None = None) -> tuple[Lesson, int, datetime] | None:
        """The lesson and step of the learner's latest lesson answer (in ``lesson_id``)."""
        for answer in reversed(self._answers()):
            source = str(answer.source)
            if not source.startswith("lesson:") or source == "lesson:class":
                continue
            if lesson_id is not None and source != f"lesson:{lesson_id}":
                continue
            try:
                lesson = get_lesson(source[len("lesson:"):])
                ids = [p.id for p in lesson_positions(lesson)]
            except CanastaError:
                continue
            if answer.position_id in ids:
                return lesson, ids.index(answer.position_id), answer.answered_at
        return None

    def _resume_in(self, lesson_id: str) -> Slot | None:
        """The step after the learner's latest answer in the lesson; None for a lesson not
        begun or already done (it opens on its explanation)."""
        last = self._last_answer(lesson_id)
        if last is None:
            return None
        lesson, i, _ = last
        steps = len(lesson_positions(lesson))
        if i + 1 >= steps:
            return None
        try:
            done = self._lessons_done()
        except Exception:  # noqa: BLE001
            done = {}
        return None if lesson.id in done else Slot(i + 1)

    def _resume_place(self) -> Place | None:
        """The step after the learner's latest answer, in a lesson not yet done."""
        last = self._last_answer()
        if last is None:
            return None
        lesson, _, _ = last
        resume = self._resume_in(lesson.id)
        return Place(View.LESSON, lesson.id, resume) if resume is not None else None

    def _resume_link(self) -> tuple[str, str] | None:
        place = self._resume_place()
        if place is None or place.slot is None or place.lesson is None:
            return None
        lesson = get_lesson(place.lesson)
        return self.address(place), say("app.continue", number=lesson.number, step=place.slot.index + 1)

    def _lesson_states(self) -> dict[str, tuple[int, int]]:
        """Per lesson begun: the steps answered and the steps there are (the index says
        "in progress: 3 of 9 steps answered")."""
        answered: dict[str, set[str]] = {}
        for answer in self._answers():
            source = str(answer.source)
            if source.startswith("lesson:"):
                answered.setdefault(source[len("lesson:"):], set()).add(answer.position_id)
        states: dict[str, tuple[int, int]] = {}
        for lesson in load_lessons():
            if lesson.id in answered:
                ids = {p.id for p in lesson_positions(lesson)}
                states[lesson.id] = (len(ids & answered[lesson.id]), len(ids))
        return states


def _deactivate(player: LessonPlayer) -> None:
    for view in player.views.values():
        view.active = False


def _default_store() -> Any:
    from ..progress.recorder import open_store

    return open_store()


def _prepare() -> None:
    """Everything the app needs that does not depend on the learner: the modules of every
    view, the lessons and their positions read and checked, the store opened. A preheated
    kernel does it before the learner comes, so opening the page costs only the widgets."""
    from . import act_step, identity_view, index, quiz  # noqa: F401 - imported for the pool

    for lesson in load_lessons():
        lesson_positions(lesson)
    try:
        _default_store()
    except Exception:  # noqa: BLE001 - the app says so when it opens
        log.exception("the progress store could not be opened")


def _learner_of(query: Mapping[str, str]) -> str | None:
    """The learner of the page (the hub's account, or the personal code in the address): the
    one whose chosen language the page speaks. A store that cannot be reached names nobody."""
    from .. import config

    if config.server_learner():
        from .address import page_learner

        return page_learner()
    if not query.get("me"):
        return None
    try:
        learner = _default_store().learner_by_code(query["me"])
    except Exception:  # noqa: BLE001 - the page must show even without a store
        log.exception("could not look up a personal code")
        return None
    return learner.id if learner is not None else None


def show_app(query: Mapping[str, str] | None = None) -> W.Widget:
    """The widget of ``notebooks/app.ipynb``: the app at the place the page's address names.

    Under a preheated Voila kernel the modules and lessons are loaded first; the address
    (which arrives only when a learner opens the page) is read last."""
    try:
        _prepare()
        if query is None:
            query = page_query()  # a preheated kernel waits here for its learner
        with page_speaking(page_language(query, learner=_learner_of(query))):
            widget = AppShell(query).widget
        watch_page(widget)  # past its share of memory, the page says so before the server stops it
        return widget
    except CanastaError as err:
        return W.HTML(error_page(str(err)))
    except Exception:  # noqa: BLE001
        log.exception("the app could not start")
        return W.HTML(error_page(phrase("app.error-ours")))
