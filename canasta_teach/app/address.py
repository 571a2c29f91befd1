"""The page's address: its query string under Voila, the learner it opens, and where the
links of a page lead (the single notebooks, keeping the learner).

Everything here comes from the address bar, so anyone can type it: a name in the address
(``?learner=Ann``) opens nobody's progress, only a personal code (``?me=``) or the server's
own learner (a JupyterHub account) does.
"""

from __future__ import annotations

import logging
import os
from typing import Protocol
from urllib.parse import parse_qs, urlencode

from .. import config
from ..content.lessons import get_lesson
from .lab_learner import remembered_code

__all__ = ["page_query", "page_learner", "learner_link", "Links", "notebook_links"]

log = logging.getLogger(__name__)


def page_query() -> dict[str, str]:
    """The page's query parameters under Voila (``?learner=ann``); empty elsewhere."""
    raw = os.environ.get("QUERY_STRING", "")
    if not raw and os.environ.get("VOILA_PREHEAT") == "True":  # pragma: no cover - pool kernels
        try:
            from voila.utils import get_query_string

            raw = get_query_string() or ""
        except Exception:  # noqa: BLE001
            raw = ""
    # blank values kept: ``?quiz`` and ``?practice`` name places by their key alone
    return {k: v[0] for k, v in parse_qs(raw, keep_blank_values=True).items() if v}


def page_learner(*, register: bool = True) -> str | None:
    """The learner of this page (their id): the server's own (a JupyterHub user's), else the
    learner whose personal code the address carries (``?me=``). A name in the address
    (``?learner=Ann``) opens nobody's progress: a name alone is no key (anyone can type it).
    ``register=False`` only looks (a hub account's id is its learner id): a page that is
    not learning, such as the teacher's dashboard, must not make its user a learner."""
    fixed = config.server_learner()
    if fixed and not register:
        return fixed
    if fixed:
        try:  # registered as a hub account (its sign-in is its key: it needs no code)
            from ..progress.recorder import open_store

            return open_store().account_learner(fixed).id
        except Exception:  # noqa: BLE001 - the page must show even without a store
            log.exception("could not register the hub account")
            return fixed
    code = page_query().get("me") or remembered_code()  # the address, or one's own JupyterLab
    if not code:
        return None
    try:
        from ..progress.recorder import open_store  # lazy: a page without a code needs no store

        learner = open_store().learner_by_code(code)
    except Exception:  # noqa: BLE001 - the page must show even without a store
        log.exception("could not look up a personal code")
        return None
    return learner.id if learner is not None else None


def learner_link(target: str, learner: str | None) -> str:
    return target + ("?" + urlencode({"learner": learner}) if learner else "")


class Links(Protocol):
    """Where the lesson's links lead: the single notebooks, or places of the one-page app."""

    def __call__(self, target: str) -> str: ...


def notebook_links(learner: str | None) -> Links:
    """Links between the single notebooks (``06-the-frozen-pile.ipynb?learner=Ann``)."""

    def link(target: str) -> str:
        if target in ("index", "quiz", "class"):
            return learner_link(f"{target}.ipynb", learner)
        return learner_link(get_lesson(target).notebook, learner)

    return link


