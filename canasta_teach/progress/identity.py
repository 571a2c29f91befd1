"""Who a learner is without passwords: a personal code only that learner holds.

A child types a name once; the store answers with a *personal code* (``K7QM-3RXT-PW9C``)
and a personal link (``?me=<code>``). From then on the code, not the name, opens the
learner's progress: the name alone opens nothing, so ``?learner=Ann`` no longer lets anyone
read or change Ann's lessons. Teachers can print codes for a whole class beforehand
(``canasta-teach roster``).

* Codes come from :mod:`secrets` (the operating system's random source): twelve characters
  from an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 8/B, 2/Z, U/V), in three groups
  of four: 23^12, about 54 bits. Online guessing is bounded by the page's attempt limit; the code is
  shown once and never stored.
* The store keeps only ``HMAC-SHA256(store salt, code)``, the salt random per store: reading
  the database (a backup, a teacher's screen) shows no code, equal codes in two stores hash
  differently, and precomputed tables are useless. The salt lives in the same database, so
  whoever copies the whole file can still try all 2^54 codes offline: weeks of GPU time per
  store, which is the honest bound for a class's progress (the file must stay out of reach:
  see :func:`~canasta_teach.progress.store.ensure_outside`).
* Typing is forgiving: lower case, spaces and missing dashes are accepted
  (:func:`normalise_code`).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

__all__ = ["CODE_ALPHABET", "CODE_GROUPS", "CODE_GROUP_SIZE", "Learner", "mint_code",
           "normalise_code", "code_hash_input", "EXAMPLE_CODE"]

CODE_ALPHABET = "34679ACDEFGHJKMNPQRTWXY"
"""23 characters none of which is easily read as another (see the module docstring)."""
CODE_GROUPS = 3
CODE_GROUP_SIZE = 4
EXAMPLE_CODE = "K7QM-3RXT-PW9C"
"""How a code looks, for messages."""


@dataclass(frozen=True)
class Learner:
    """A learner of the store: ``id`` keys their rows; ``display_name`` is how they wrote
    their name (look-alike spellings of it belong to the same learner)."""

    id: str
    display_name: str


def mint_code() -> str:
    """A new personal code, ``XXXX-XXXX-XXXX``, from the operating system's random source."""
    groups = (
        "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_GROUP_SIZE))
        for _ in range(CODE_GROUPS)
    )
    return "-".join(groups)


def normalise_code(text: object) -> str | None:
    """The code as minted (``XXXX-XXXX-XXXX``) from what was typed, or None when it cannot be
    one: upper case, spaces and dashes ignored, exactly twelve characters of the alphabet.

    >>> normalise_code(" k7qm 3rxt-pw9c ")
    'K7QM-3RXT-PW9C'
    >>> normalise_code("K7QM-3RXT-PW9O") is None  # O is not in the alphabet (it reads as 0)
    True
    """
    if not isinstance(text, str) or len(text) > 64:
        return None
    compact = "".join(ch for ch in text.upper() if ch not in " -\t")
    size = CODE_GROUPS * CODE_GROUP_SIZE
    if len(compact) != size or any(ch not in CODE_ALPHABET for ch in compact):
        return None
    return "-".join(compact[i : i + CODE_GROUP_SIZE] for i in range(0, size, CODE_GROUP_SIZE))


def code_hash_input(code: str) -> bytes:
    """The bytes the store hashes for a (normalised) code."""
    return code.encode("ascii")
