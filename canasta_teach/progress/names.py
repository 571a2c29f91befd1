"""Learner names: what a typed name is shown as, and the one key under which look-alikes meet.

A class shares one screen of names, and a name is how a learner first claims a place in the
store, so two spellings that *look* the same must be the same name: otherwise "Аnn" with a
Cyrillic А could sit next to "Ann" and the teacher could not tell them apart. Each name has

* a **display form** (:attr:`LearnerName.display`): Unicode NFKC (full-width letters,
  ligatures and compatibility forms become plain ones), invisible format characters removed,
  whitespace collapsed to single spaces; case is kept, because "Ann" is how she writes it;
* a **key** (:attr:`LearnerName.key`): the display form case-folded (``str.casefold``, so
  "ANN", "ann" and "Ann" meet, and German ß meets ss) and mapped to a *skeleton*: each letter
  that Unicode's confusables list (https://www.unicode.org/Public/security/latest/confusables.txt)
  says looks like a Latin letter is replaced by it.

The skeleton table below is deliberately small: the Cyrillic and Greek letters that are drawn
exactly like a Latin letter in everyday fonts (after case folding), plus the dotless i. It is
a hand-picked subset of confusables.txt, not the whole file: the full file maps thousands of
symbols and also folds ``l``/``1``/``I`` together, which would make "Al" and "A1" one learner
for no reason a child would see. No PyPI package offers a maintained skeleton function without
bringing its own data release (``confusable_homoglyphs`` detects mixed scripts but gives no
skeleton; ``confusables`` has not been updated since 2021), so the table lives here, where a
test checks every entry.

Refusals (:class:`NameRefused`) say in words what is wrong, from the wording catalogue.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from ..errors import CanastaError
from ..judge.wording import say

__all__ = ["NAME_MAX", "CONFUSABLES", "NameRefused", "LearnerName", "learner_name", "name_key"]

NAME_MAX = 40
"""The longest display name, in characters: it must fit a line of the teacher's list."""

#: Letter (after NFKC and case folding) -> the Latin letter it is drawn like.
CONFUSABLES: dict[str, str] = {
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "ë", "һ": "h", "н": "h", "і": "i", "ї": "ï", "ј": "j",
    "к": "k", "ӏ": "l", "м": "m", "о": "o", "р": "p", "ԛ": "q", "ѕ": "s", "т": "t", "у": "y",
    "ԝ": "w", "х": "x", "с": "c", "ԁ": "d", "ɡ": "g",
    # Greek
    "α": "a", "β": "b", "ε": "e", "ζ": "z", "η": "h", "ι": "i", "κ": "k", "μ": "m", "ν": "v",
    "ο": "o", "ρ": "p", "τ": "t", "υ": "y", "χ": "x", "ϳ": "j",
    # Latin look-alikes of Latin letters
    "ı": "i", "ɑ": "a", "ǀ": "l",
}

_SKELETON = str.maketrans(CONFUSABLES)
_PUNCTUATION = frozenset(" .'_-")


class NameRefused(CanastaError):
    """A typed name that cannot be a learner's name; the message says why, in words."""


@dataclass(frozen=True)
class LearnerName:
    """A checked name: how it is shown, and the key that look-alike spellings share."""

    display: str
    key: str


def _visible(text: str) -> str:
    """NFKC, then format characters (zero-width spaces and joiners, bidi marks) and control
    characters dropped, and every run of whitespace one space."""
    text = unicodedata.normalize("NFKC", text)
    kept = []
    for ch in text:
        category = unicodedata.category(ch)
        if category in ("Cf", "Cc", "Co", "Cs", "Cn"):
            kept.append(" " if ch in "\t\n\r\v\f" else "")
        else:
            kept.append(ch)
    return " ".join("".join(kept).split())


def learner_name(text: object) -> LearnerName:
    """The display form and key of a typed name, or :class:`NameRefused` saying what is wrong.

    Refused: something that is not text; a name with nothing visible in it (empty, spaces,
    invisible characters only); more than :data:`NAME_MAX` characters; a character other
    than a letter, a digit, a space or one of ``. ' _ -``.
    """
    if not isinstance(text, str):
        raise NameRefused(say("name.not-text"))
    display = _visible(text)
    if not display:
        raise NameRefused(say("name.invisible" if text.strip() else "name.empty", max=NAME_MAX))
    if len(display) > NAME_MAX:
        raise NameRefused(say("name.too-long", length=len(display), max=NAME_MAX))
    for ch in display:
        category = unicodedata.category(ch)
        if not (category[0] in "LM" or category == "Nd" or ch in _PUNCTUATION):
            raise NameRefused(say("name.bad-character", character=ch))
    if not any(unicodedata.category(ch)[0] == "L" or unicodedata.category(ch) == "Nd" for ch in display):
        raise NameRefused(say("name.no-letter"))
    return LearnerName(display, _skeleton(display))


def _skeleton(display: str) -> str:
    folded = unicodedata.normalize("NFC", display.casefold())
    return unicodedata.normalize("NFC", folded.translate(_SKELETON))


def name_key(text: object) -> str:
    """The key of a typed name (:func:`learner_name`'s), refusing what it refuses.

    >>> name_key("Ann") == name_key(" ANN ") == name_key("\\u0410nn")  # Cyrillic A
    True
    """
    return learner_name(text).key
