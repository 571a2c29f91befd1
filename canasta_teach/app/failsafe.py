"""A learner never sees a traceback: a readable message in its place, and widget callbacks
that log what went wrong and show that message instead.

Any client can send comm messages over the kernel websocket, so a callback can be "clicked"
with anything: :func:`safe_callback` catches every exception it raises.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import Any

from ..errors import CanastaError
from ..judge.wording import phrase
from .assets import render, stylesheet

__all__ = ["error_box", "error_page", "safe_callback"]

log = logging.getLogger(__name__)


def error_box(message: str) -> str:
    """A readable message in place of a traceback."""
    return render("error_box.html.j2", title=phrase("app.error"), message=message)


def error_page(message: str) -> str:
    """:func:`error_box` with the page's stylesheet, for a page that could not be built."""
    return render("style.html.j2", css=stylesheet("lesson")) + error_box(message)


def safe_callback(method: Callable[..., Any]) -> Callable[..., Any]:
    """Wrap a widget callback: log any exception and show a short message, never a
    traceback (an exception inside ``with output:`` would print one into the page)."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except CanastaError as err:
            log.warning("callback %s: %s", method.__name__, err)
            self._show_error(str(err))
        except Exception:  # noqa: BLE001 - the learner must never see a traceback
            log.exception("callback %s failed", method.__name__)
            self._show_error(phrase("app.error-ours"))
        return None

    return wrapper

