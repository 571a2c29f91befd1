"""Learners and their personal codes: who may write under which name (see :mod:`.identity`).

A learner is made by claiming a name (:meth:`LearnerRegistry.claim_name`, answered with a
personal code), by the teacher's roster (:meth:`LearnerRegistry.issue_codes`) or by a hub
account (:meth:`LearnerRegistry.account_learner`); afterwards only the code opens their
progress (:meth:`LearnerRegistry.learner_by_code`). The store keeps ``HMAC-SHA256(salt, code)``,
never the code. Look-alike names (case, Cyrillic or Greek letters; :mod:`.names`) are one name.
"""

from __future__ import annotations

import hmac
from collections.abc import Iterable
from datetime import datetime
from hashlib import sha256
from typing import Any

from ..judge.wording import say
from .database import Transaction, UsesDatabase
from .identity import Learner, code_hash_input, mint_code, normalise_code
from .name_keys import rekey_if_stale
from .names import NameRefused, learner_name, prepare
from .records import RosterEntry, iso_utc, learner_id, now_utc
from .store_errors import NameTaken, StoreError

__all__ = ["ACCOUNT_MARK", "LearnerRegistry", "register_learner"]

#: In the name key of a hub account's learner (made by ``account_learner``): no typed name has it.
ACCOUNT_MARK = "#account:"


def register_learner(tx: Transaction, learner: str, when: str) -> None:
    """Make sure ``learner`` (an id rows are written under) has a row in ``learners``, without
    a code, so that its name counts as taken: nobody can claim a name whose rows exist. A
    look-alike of a name already there gets a key of its own that no typed name can reach
    (``key#id``): its rows stay apart, and only the roster can give it a code."""
    if tx.query("SELECT 1 FROM learners WHERE learner = ?", (learner,)):
        return
    try:
        key = learner_name(learner).key
    except NameRefused:
        key = ""
    insert = (
        "INSERT INTO learners(learner, display_name, name_key, code_hash, created_at)"
        " VALUES (?, ?, ?, NULL, ?) ON CONFLICT DO NOTHING"
    )
    if not key or tx.execute(insert, (learner, learner, key, when)) == 0:
        tx.execute(insert, (learner, learner, f"{key}#{learner}", when))



class LearnerRegistry(UsesDatabase):
    """The learners of a store and their personal codes (a part of :class:`~.store.BaseStore`)."""

    _salt: bytes | None = None
    _name_keys_checked = False

    def _keys_current(self) -> None:
        """Bring stored name keys in step with today's skeleton, once per store object."""
        if not self._name_keys_checked:
            prepare()
            self._transaction(rekey_if_stale)
            self._name_keys_checked = True

    def _code_hash(self, code: str) -> str:
        if self._salt is None:
            rows = self._read("SELECT value FROM store_settings WHERE name = 'code_salt'")
            if not rows:  # pragma: no cover - the migration always writes it
                raise StoreError(f"the progress store {self.location} has no code salt; open it again")
            self._salt = bytes.fromhex(rows[0][0])
        return hmac.new(self._salt, code_hash_input(code), sha256).hexdigest()

    def claim_name(self, text: object, *, at: datetime | None = None) -> tuple[Learner, str]:
        """Make a new learner named ``text`` and return them with their personal code.

        Raises :class:`~.names.NameRefused` for a name that cannot be one, and
        :class:`NameTaken` when the name or a look-alike of it (case, Cyrillic or Greek
        letters) already belongs to someone: the name alone never opens a learner's progress.
        The code is returned once; the store keeps only its HMAC.
        """
        name = learner_name(text)
        self._keys_current()
        code = mint_code()
        when = iso_utc(at or now_utc(), "at")
        digest = self._code_hash(code)

        def work(tx: Transaction) -> int:
            for table in ("learners", "answers", "lessons_done", "review_cards"):
                # rows under this very id belong to someone already (registered or not)
                if tx.query(f"SELECT 1 FROM {table} WHERE learner = ? LIMIT 1", (name.display,)):
                    return 0
            return tx.execute(
                "INSERT INTO learners(learner, display_name, name_key, code_hash, created_at)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (name.display, name.display, name.key, digest, when),
            )

        if self._transaction(work) != 1:
            raise NameTaken(say("identity.name-taken", name=name.display))
        return Learner(name.display, name.display), code

    def learner_by_code(self, code: object) -> Learner | None:
        """The learner whose personal code ``code`` is (typed loosely: case, spaces, dashes
        do not matter), or None."""
        normal = normalise_code(code)
        if normal is None:
            return None
        rows = self._read(
            "SELECT learner, display_name FROM learners WHERE code_hash = ?", (self._code_hash(normal),)
        )
        return Learner(rows[0][0], rows[0][1]) if rows else None

    def account_learner(self, user: str, *, at: datetime | None = None) -> Learner:
        """The learner of a signed-in account (a JupyterHub user: the hub checked who it is),
        made on first use without a code. The account name is the learner id as it is."""
        account_id = learner_id(user)
        try:
            key = learner_name(account_id).key
        except NameRefused:
            key = ""
        key = f"{key}{ACCOUNT_MARK}{account_id}"  # never collides with a name a learner types
        self._write(
            "INSERT INTO learners(learner, display_name, name_key, code_hash, created_at)"
            " VALUES (?, ?, ?, NULL, ?) ON CONFLICT DO NOTHING",
            (account_id, account_id, key, iso_utc(at or now_utc(), "at")),
        )
        rows = self._read("SELECT learner, display_name FROM learners WHERE learner = ?", (account_id,))
        return Learner(rows[0][0], rows[0][1])

    def issue_codes(self, names: Iterable[object], *, renew: bool = False, at: datetime | None = None) -> list[RosterEntry]:
        """The teacher's roster: for each name, its learner (made if new) and a new personal
        code. A learner who already has a code keeps it (entry code None) unless ``renew``,
        which replaces it (the old link stops working). Look-alike names are one learner.
        Every name is checked before anything is written."""
        checked = [learner_name(text) for text in names]
        self._keys_current()
        when = iso_utc(at or now_utc(), "at")
        entries: list[RosterEntry] = []
        seen: set[str] = set()
        for name in checked:
            if name.key in seen:
                continue
            seen.add(name.key)
            code = mint_code()
            digest = self._code_hash(code)

            def work(tx: Transaction, name: Any = name, digest: str = digest) -> tuple[Learner, bool]:
                rows = tx.query(
                    "SELECT learner, display_name, code_hash FROM learners WHERE name_key = ?", (name.key,)
                )
                if not rows:
                    tx.execute(
                        "INSERT INTO learners(learner, display_name, name_key, code_hash, created_at)"
                        " VALUES (?, ?, ?, ?, ?)",
                        (name.display, name.display, name.key, digest, when),
                    )
                    return Learner(name.display, name.display), True
                learner = Learner(rows[0][0], rows[0][1])
                if rows[0][2] is not None and not renew:
                    return learner, False
                tx.execute("UPDATE learners SET code_hash = ? WHERE learner = ?", (digest, learner.id))
                return learner, True

            learner, minted = self._transaction(work)
            entries.append(RosterEntry(learner, code if minted else None))
        return entries
