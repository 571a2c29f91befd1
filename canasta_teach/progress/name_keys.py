"""Keeping the stored name keys in step with :func:`~.names.skeleton`.

Each learner's row keeps the key of their name (``learners.name_key``, unique): a new name
whose key is taken is a look-alike of a learner's and is refused. When the way keys are made
changes (:data:`KEYS_VERSION`), the keys of a store made before would no longer meet the
new keys of their look-alikes, so the first claim after an upgrade recomputes every key, in
the order the learners came, in one transaction. A learner whose new key an earlier one
already holds keeps their rows under a key no typed name reaches (``key#id``), as the
migration of old stores does; an account's key keeps its mark.
"""

from __future__ import annotations

from typing import Any, Protocol

from .names import NameRefused, learner_name

__all__ = ["KEYS_VERSION", "rekey_if_stale"]

KEYS_VERSION = "skeleton-2"
"""Names the way :func:`~.names.skeleton` makes keys; a store records the version its keys
follow in ``store_settings`` (``name_keys``)."""


class _Transaction(Protocol):
    def execute(self, statement: str, parameters: tuple[object, ...] = ()) -> int: ...

    def query(self, statement: str, parameters: tuple[object, ...] = ()) -> list[tuple[Any, ...]]: ...


def _key_of(display_name: str) -> str:
    try:
        return learner_name(display_name).key
    except NameRefused:
        return ""


def rekey_if_stale(tx: _Transaction) -> bool:
    """Recompute every learner's key unless the store's keys already follow
    :data:`KEYS_VERSION`; whether it did."""
    rows = tx.query("SELECT value FROM store_settings WHERE name = 'name_keys'")
    if rows and rows[0][0] == KEYS_VERSION:
        return False
    learners = tx.query("SELECT learner, display_name, name_key FROM learners ORDER BY created_at, learner")
    taken: set[str] = set()
    new_keys: list[tuple[str, str]] = []
    for learner, display_name, old_key in learners:
        key = _key_of(display_name)
        if "#" in old_key:  # an account's mark, or a look-alike kept apart: the mark stays
            new_key = f"{key}#{old_key.split('#', 1)[1]}"
        elif key and key not in taken:
            new_key = key
        else:
            new_key = f"{key}#{learner}"
        taken.add(new_key)
        new_keys.append((learner, new_key))
    for learner, _key in new_keys:  # out of the way first: the unique index sees no clash
        tx.execute("UPDATE learners SET name_key = ? WHERE learner = ?", (f"#rekey#{learner}", learner))
    for learner, key in new_keys:
        tx.execute("UPDATE learners SET name_key = ? WHERE learner = ?", (key, learner))
    tx.execute(
        "INSERT INTO store_settings(name, value) VALUES ('name_keys', ?)"
        " ON CONFLICT(name) DO UPDATE SET value = excluded.value",
        (KEYS_VERSION,),
    )
    return True
