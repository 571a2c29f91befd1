"""Class deals on the pages: the deal an address asks for, the class deal the practice table
deals, and the dashboard's control that names it ("Set the class deal").

A class deal is kept in the progress store (:mod:`canasta_teach.progress.class_deals`), so
every learner of the class who opens practice plays the same cards against the same bots.
The control is built only on a page that opened with the teacher key, and every action asks
``allowed`` again in the kernel: any browser can send any comm message, so a learner's
crafted click is refused there, and nothing is written. Every sentence is the catalogue's.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import ipywidgets as W
from markupsafe import escape

from ..errors import CanastaError
from ..judge.wording import phrase, say
from ..players.bots import BOT_LEVELS
from ..players.deal_number import CANASTA, GAMES, TRANCA, DealNumber
from ..progress.base_store import BaseStore
from .assets import render, shown_said_html

__all__ = ["address_deal", "stored_class_deal", "ClassDealAdmin", "deal_table_words", "deal_said_html"]

log = logging.getLogger(__name__)

#: Longer text from the browser is refused before it is looked at.
_TEXT_MAX = 60


def address_deal(text: str | None, game: str | None = None) -> DealNumber | None:
    """The deal ``?practice&deal=N`` names (None without one), in ``game`` (the address's
    ``ruleset=tranca``: Tranca; else Canasta). The digits may come in the groups the pages
    show them in. A number that names no deal raises :class:`CanastaError` with the
    catalogue's sentence (the page shows it)."""
    if text is None or not text.strip():
        return None
    return DealNumber.parse(text, game=TRANCA if game == TRANCA else CANASTA)


def stored_class_deal(store: Callable[[], BaseStore | None]) -> DealNumber | None:
    """The class deal the teacher named, or None (no store, or none named). A store that
    fails is logged: practice goes on with a deal of the learner's own."""
    try:
        opened = store()
        return opened.class_deal() if opened is not None else None
    except Exception:  # noqa: BLE001 - practice works without the store
        log.exception("the class deal could not be read")
        return None


def deal_table_words(deal: DealNumber) -> str:
    """The deal's game, table and bots as the teacher reads them ("Tranca, 4 players: a
    learner and a bot partner against two bots, sensible bots"): the dashboard speaks of
    the learners, never to them."""
    return say("deals.table", table=phrase(f"deals.table-{deal.game}-{deal.players}"),
               bots=phrase(f"practice.level.{deal.level}"))


def deal_said_html(key: str, deal: DealNumber, **args: object) -> str:
    """The catalogue's sentence ``key`` about ``deal`` as HTML: its number in groups of four
    to the eye and digit by digit to a screen reader."""
    return shown_said_html(say(key, number=deal.grouped, **args), say(key, number=deal.spoken, **args))


class ClassDealAdmin:
    """The dashboard's class deal: a deal number (empty: a new deal of the table and bots
    chosen), its game (Canasta or Tranca), "Set the class deal", "Clear the class deal",
    and what the class plays now.

    ``allowed`` says whether this kernel's page is the teacher's (asked on every action);
    ``on_change`` is called after a change (the dashboard redraws its comparison)."""

    def __init__(self, store: BaseStore, *, allowed: Callable[[], bool], on_change: Callable[[], None]) -> None:
        self._store = store
        self._allowed = allowed
        self._on_change = on_change
        self.number = W.Text(placeholder=phrase("deals.admin-number"), description=phrase("deals.admin-number"),
                             layout=W.Layout(width="24em"), style={"description_width": "initial"})
        self.number.add_class("ct-class-deal-number")
        self.game = W.Dropdown(options=[(phrase(f"deals.admin-game-{game}"), game) for game in GAMES], value=CANASTA,
                               description=phrase("deals.admin-game"), layout=W.Layout(width="27em", max_width="100%"),
                               style={"description_width": "initial"})
        self.game.add_class("ct-class-deal-game")
        self.players = W.Dropdown(options=[(phrase(f"deals.admin-players-{n}"), n) for n in (4, 2, 3)], value=4,
                                  description=phrase("practice.players"), layout=W.Layout(width="27em", max_width="100%"),
                                  style={"description_width": "initial"})
        self.level = W.Dropdown(options=[(phrase(f"practice.level.{name}"), name) for name in BOT_LEVELS],
                                value="sensible" if "sensible" in BOT_LEVELS else next(iter(BOT_LEVELS)),
                                description=phrase("practice.level"), layout=W.Layout(width="22em", max_width="100%"),
                                style={"description_width": "initial"})
        self.set_button = W.Button(description=phrase("deals.admin-set"), button_style="primary",
                                   layout=W.Layout(width="auto"))
        self.set_button.add_class("ct-class-deal-set")
        self.clear_button = W.Button(description=phrase("deals.admin-clear"), layout=W.Layout(width="auto"))
        self.clear_button.add_class("ct-class-deal-clear")
        self.now = W.HTML()
        self.message = W.HTML()
        self.set_button.on_click(lambda _b: self._act(self._set))
        self.clear_button.on_click(lambda _b: self._act(self._clear))
        self.widget = W.VBox([
            W.HTML(render("class_list_heading.html.j2", text=phrase("deals.admin"))),
            self.now,
            W.HTML(render("paragraph.html.j2", text=phrase("deals.admin-how"))),
            self.number,
            W.HBox([self.game, self.players, self.level]),
            W.HBox([self.set_button, self.clear_button]),
            self.message,
        ])
        self.widget.add_class("ct-class-deal")
        self._show_now()

    def _show_now(self) -> None:
        deal = self._store.class_deal()
        if deal is None:
            self.now.value = render("paragraph.html.j2", text=phrase("deals.admin-none"))
        else:
            self.now.value = render("paragraph.html.j2",
                                    text_html=deal_said_html("deals.admin-now", deal, table=deal_table_words(deal)))

    def _act(self, work: Callable[[], str]) -> None:
        """Run ``work`` if this page is the teacher's; it returns what to say, as HTML."""
        try:
            if not self._allowed():
                self._say(phrase("deals.admin-locked"), error=True)
                return
            said = work()
            self._show_now()
            self._on_change()
            self._say_html(said)
        except CanastaError as refused:
            self._say(str(refused), error=True)
        except Exception:  # noqa: BLE001 - the teacher reads a sentence, never a traceback
            log.exception("the class deal could not be set")
            self._say(phrase("dashboard.unreadable"), error=True)

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message.value = render("class_list_message.html.j2", text=text, error=error)

    def _say_html(self, text_html: str) -> None:
        self.message.value = render("class_list_message.html.j2", text_html=text_html, error=False)

    def _chosen_deal(self) -> DealNumber:
        text: Any = self.number.value
        if isinstance(text, str) and len(text) > _TEXT_MAX:
            raise CanastaError(say("deals.bad-number", number=text[:_TEXT_MAX] + "…"))
        game = self.game.value
        if game not in GAMES:  # a crafted value: refused
            raise CanastaError(phrase("deals.admin-bad-table"))
        if isinstance(text, str) and text.strip():
            return DealNumber.parse(text, game=game)  # with or without the groups' spaces
        players, level = self.players.value, self.level.value
        if players not in (2, 3, 4) or level not in BOT_LEVELS:  # a crafted value: refused
            raise CanastaError(phrase("deals.admin-bad-table"))
        # Tranca is a game of four, whatever the table menu says (as on the practice table)
        return DealNumber.random(4 if game == TRANCA else players, level, game)

    def _set(self) -> str:
        deal = self._chosen_deal()
        self._store.choose_class_deal(deal)
        self.number.value = ""
        return deal_said_html("deals.admin-done", deal, table=deal_table_words(deal))

    def _clear(self) -> str:
        self._store.choose_class_deal(None)
        return str(escape(phrase("deals.admin-cleared")))  # HTML, as _set's
