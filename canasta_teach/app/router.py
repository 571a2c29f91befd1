"""The app's address bar: a tiny anywidget that keeps the URL with the learner.

The one-page app (:mod:`.shell`) swaps views in place, so the browser never loads a page;
this widget keeps what a page load would give for free:

* the address follows the learner (``history.pushState`` when the kernel moves to a new
  place), so a reload or a shared link opens the same place;
* the back and forward buttons move through the places visited (``popstate`` is sent back
  to the kernel, which shows that place without pushing a new entry);
* a click on an in-app link (``?lesson=6``, or a lesson notebook's name) is sent to the
  kernel instead of loading a page;
* after an answer, the page scrolls to the feedback and focus moves there;
* once on load, the page's own address without its query (``location.origin +
  location.pathname``), so the learner's personal link can be shown in full
  (:func:`app_address` checks it: the kernel never trusts it as more than text to show).

The JavaScript (``static/router.js``) holds no rule and decides nothing: every message it
sends is a request that the kernel checks (:class:`Router` drops malformed ones, the shell
validates every place). It renders nothing visible.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import anywidget
import traitlets

__all__ = ["Router", "RouterEvent", "app_address", "MAX_ADDRESS"]

log = logging.getLogger(__name__)

_STATIC = Path(__file__).resolve().parent / "static"
#: Longest query string or link accepted from the page; anything longer is dropped.
MAX_TEXT = 2000

#: The kinds of message the page may send, and the kernel's name for each.
_FROM_PAGE = {"pop", "link", "hello", "base"}
#: Longest page address (origin and path) accepted for the personal link.
MAX_ADDRESS = 300
#: What a page address may hold: the characters of an already percent-encoded URL
#: (``location.pathname`` is encoded by the browser), nothing that could break out of an
#: attribute or carry a query, a fragment or a user name.
_ADDRESS_CHARS = re.compile(r"[A-Za-z0-9\-._~%!$&'()*+,;=:/\[\]]+")


def app_address(text: object) -> str | None:
    """The app's address as the page reported it (``https://school.example:8866/voila/render/app.ipynb``),
    or None when it is not one: an http(s) origin with a host and no user name, a path
    ending in ``app.ipynb``, no query or fragment, at most :data:`MAX_ADDRESS` characters.
    Any page can send any text here; a refused one leaves the relative personal link."""
    if not isinstance(text, str) or not text or len(text) > MAX_ADDRESS or not _ADDRESS_CHARS.fullmatch(text):
        return None
    try:
        parts = urlsplit(text)
        port = parts.port  # a port that is not a number raises here
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname or "@" in parts.netloc:
        return None
    if port is not None and not 0 < port < 65536:
        return None
    if parts.query or parts.fragment or "?" in text or "#" in text:
        return None
    if not parts.path.endswith("/app.ipynb"):
        return None
    return text

RouterEvent = Callable[[str, str], None]


class Router(anywidget.AnyWidget):  # type: ignore[misc]
    """Pushes addresses and focus requests to the page; reports back/forward and link clicks.

    ``on_event(kind, text)`` is called with ``kind`` one of ``"pop"`` (text: the page's
    query string after the back or forward button), ``"link"`` (text: the link's href),
    ``"hello"`` (text: the page's query string when the widget first renders) or ``"base"``
    (text: the page's origin and path, once on load; check it with :func:`app_address`).
    """

    _esm = _STATIC / "router.js"
    #: The query string the kernel last put in the address bar (read-only for the page:
    #: a change sent from the page is ignored, the kernel only trusts its own value).
    query = traitlets.Unicode("").tag(sync=True)

    def __init__(self, on_event: RouterEvent | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._on_event = on_event
        self.sent: list[dict[str, str]] = []  # what the kernel asked of the page (for tests)
        self.on_msg(self._received)

    def push(self, query: str, *, title: str = "") -> None:
        """A new place: a new entry in the browser's history (and the tab's title)."""
        self._tell_page({"kind": "push", "query": query, "title": title})

    def replace(self, query: str, *, title: str = "") -> None:
        """The same place under a better address (no new history entry)."""
        self._tell_page({"kind": "replace", "query": query, "title": title})

    def focus(self, element_id: str) -> None:
        """Scroll to the element with this id (when it is out of view) and focus it."""
        self._tell_page({"kind": "focus", "id": element_id})

    def to_top(self) -> None:
        """Scroll to the top of the page (a new view starts at its top)."""
        self._tell_page({"kind": "top"})

    def _tell_page(self, message: dict[str, str]) -> None:
        if "query" in message:
            self.query = message["query"]
        self.sent.append(message)
        del self.sent[:-20]
        self.send(message)

    def _received(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A message from the page: checked, then handed on. Never raises (a crafted
        message must not put a traceback anywhere)."""
        try:
            if not isinstance(content, dict):
                return
            kind, text = content.get("kind"), content.get("query", content.get("href"))
            if kind not in _FROM_PAGE or not isinstance(text, str) or len(text) > MAX_TEXT:
                return
            if self._on_event is not None:
                self._on_event(str(kind), text)
        except Exception:  # noqa: BLE001 - the learner must never see a traceback
            log.exception("router message failed")
