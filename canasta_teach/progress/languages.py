"""The language each learner chose: a page opens in it next time (issue 21 item 5).

A learner picks a language from the menu of any page; the page remembers it here, so the
next page, on any computer, opens in it even without ``?lang=`` in the address. The store
keeps only the code (``"da"``); which codes a page may speak is the catalogue's business
(:func:`canasta_teach.judge.catalogue.complete_languages`), checked when the page reads it.
"""

from __future__ import annotations

import re
from datetime import datetime

from .database import Transaction, UsesDatabase
from .records import iso_utc, now_utc

__all__ = ["LearnerLanguages", "LANGUAGE_CODE"]

#: What a language code may look like (``da``, ``en``, ``pt-br``): anything else is refused
#: before it reaches the store (the address is typed by anyone).
LANGUAGE_CODE = re.compile(r"^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$")


class LearnerLanguages(UsesDatabase):
    """The learners' chosen languages (a part of :class:`~.base_store.BaseStore`)."""

    def remember_language(self, learner: str, language: str, *, at: datetime | None = None) -> None:
        """Remember that ``learner`` (an id) reads in ``language`` (a code); the last choice wins."""
        if not LANGUAGE_CODE.match(language):
            raise ValueError(f"not a language code: {language!r}")
        when = iso_utc(at or now_utc(), "at")

        def work(tx: Transaction) -> None:
            tx.execute(
                "INSERT INTO learner_languages(learner, language, chosen_at) VALUES (?, ?, ?)"
                " ON CONFLICT(learner) DO UPDATE SET language = excluded.language, chosen_at = excluded.chosen_at",
                (learner, language, when),
            )

        self._transaction(work)

    def remembered_language(self, learner: str) -> str | None:
        """The language ``learner`` chose last, or None when they never chose one."""
        rows = self._read("SELECT language FROM learner_languages WHERE learner = ?", (learner,))
        return str(rows[0][0]) if rows else None
