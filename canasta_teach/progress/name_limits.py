"""How many new names one device may make: the bound on fake learners in bulk.

A page is one kernel, so the page's own bound is a token bucket in that kernel
(:func:`page_bucket`). One device can open many pages, and each page is a kernel of its own,
so the bound per client address is kept where all kernels meet: the progress store, in a
small table of recent attempts (:func:`admit_from_address`). The table holds no address,
only an HMAC of it with the store's salt, and forgets attempts after an hour; it is not part
of anyone's progress.

Both bounds count attempts to claim a name (a taken name too: trying names is how one probes
which exist), per minute: :data:`NAMES_PER_PAGE` and :data:`NAMES_PER_ADDRESS` by default,
tunable by ``serve --names-per-page`` and ``--names-per-address`` (0: no bound).
"""

from __future__ import annotations

import hmac
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from hashlib import sha256

from .recorder import TokenBucket
from .store import BaseStore, Transaction

__all__ = ["NAMES_PER_PAGE", "NAMES_PER_ADDRESS", "page_bucket", "admit_from_address"]

NAMES_PER_PAGE = 3
"""New names one page may try a minute: a child mistyping twice still gets in."""
NAMES_PER_ADDRESS = 10
"""New names one computer (one address) may try a minute, all its pages together: a shared
family tablet is fine; a script typing a class of names is not."""

_TABLE = (
    "CREATE TABLE IF NOT EXISTS name_attempts("
    "origin TEXT NOT NULL, "      # HMAC-SHA256(store salt, client address)
    "tried_at TEXT NOT NULL)"     # ISO-8601 UTC
)
_FORGET_AFTER = timedelta(hours=1)


def page_bucket(per_minute: int, *, clock: Callable[[], float] = time.monotonic) -> TokenBucket | None:
    """The bucket of one page's name attempts: ``per_minute`` at once, then one every
    ``60 / per_minute`` seconds; None for no bound (``per_minute`` 0)."""
    if per_minute <= 0:
        return None
    return TokenBucket(burst=per_minute, per_second=per_minute / 60.0, clock=clock)


def _origin(tx: Transaction, address: str) -> str:
    rows = tx.query("SELECT value FROM store_settings WHERE name = 'code_salt'")
    salt = bytes.fromhex(rows[0][0]) if rows else b""
    return hmac.new(salt, b"address:" + address.encode("utf-8", "replace"), sha256).hexdigest()


def admit_from_address(store: BaseStore, address: str | None, per_minute: int, *, at: datetime | None = None) -> bool:
    """Note one name attempt from ``address`` and say whether it is within ``per_minute``
    attempts in the minute up to ``at`` (this one included). No address (a kernel the server
    did not tell) or ``per_minute`` 0: always admitted, nothing noted."""
    if not address or per_minute <= 0:
        return True
    now = (at or datetime.now(UTC)).astimezone(UTC)
    since = (now - timedelta(minutes=1)).isoformat()

    def work(tx: Transaction) -> bool:
        tx.execute(_TABLE)
        origin = _origin(tx, address)
        tx.execute("DELETE FROM name_attempts WHERE tried_at < ?", ((now - _FORGET_AFTER).isoformat(),))
        tx.execute("INSERT INTO name_attempts(origin, tried_at) VALUES (?, ?)", (origin, now.isoformat()))
        count = tx.query(
            "SELECT COUNT(*) FROM name_attempts WHERE origin = ? AND tried_at > ?", (origin, since)
        )[0][0]
        return int(count) <= per_minute

    return store._transaction(work)
