"""Learner names: what a typed name is shown as, and the one key under which look-alikes meet.

A class shares one screen of names, and a name is how a learner first claims a place in the
store, so two spellings that *look* the same must be the same name: otherwise "Аnn" with a
Cyrillic А could sit next to "Ann" and the teacher could not tell them apart. Each name has

* a **display form** (:attr:`LearnerName.display`): Unicode NFKC (full-width letters,
  ligatures and compatibility forms become plain ones), every invisible character removed
  (:func:`is_invisible`), whitespace collapsed to single spaces; case is kept, because "Ann"
  is how she writes it;
* a **key** (:attr:`LearnerName.key`): its :func:`skeleton`, the form that every spelling
  drawn alike shares, compared without case.

The skeleton follows Unicode's confusables data (UTS #39, ``confusables.txt``), read from the
table the ``confusable_homoglyphs`` package ships (no network: the table is in the wheel).
That package keeps each line of ``confusables.txt`` as a pair of look-alikes both ways, so the
skeleton maps every character to one representative of its group of look-alikes (the group's
prototype: the character every other one of the group is mapped to). Case and look interact:
a capital is compared as the small letter of the Latin capital it is drawn like (Greek Ν and
Cyrillic Ӏ read as N and I, so "VICTIM ΑΝΝ" and "VӀctim" meet "Victim Ann"), every other
letter as its case-folded form's look-alike group (Armenian ո is drawn like n). Small capitals
(ᴀ) count as the capital they are drawn like. Consequences a teacher may notice, all from the
Unicode data: "m" and "rn" meet ("Tom" and "Torn" are one name), so do "l" and "1", and "0"
and "O"; a capital I is compared as i, so "Al" and "AI" stay two names. Accents are visible
and stay: "José" and "Jose" are two names.

Invisible characters never make a name new: Unicode's default-ignorable code points
(:data:`DEFAULT_IGNORABLE`: joiners, variation selectors, the combining grapheme joiner, the
Hangul and Khmer fillers, tags...) and every format, control, private-use or unassigned code
point are dropped from both forms. A letter may carry at most :data:`MARKS_PER_LETTER`
combining marks, none twice in a row (UTS #39's advice against stacked marks that hide
or garble a name).

Refusals (:class:`NameRefused`) say in words what is wrong, from the wording catalogue.
"""

from __future__ import annotations

import functools
import json
import unicodedata
from dataclasses import dataclass
from importlib import resources

import confusable_homoglyphs

from ..errors import CanastaError
from ..judge.wording import say

__all__ = [
    "NAME_MAX", "MARKS_PER_LETTER", "DEFAULT_IGNORABLE", "NameRefused", "LearnerName",
    "learner_name", "name_key", "skeleton", "is_invisible", "prepare",
]

NAME_MAX = 40
"""The longest display name, in characters: it must fit a line of the teacher's list."""

MARKS_PER_LETTER = 4
"""The most combining marks one letter may carry (UTS #39, section 5.4: more than four
nonspacing marks on one base is a sign of a crafted string). Vietnamese needs two, pointed
Hebrew three."""

#: Unicode's Default_Ignorable_Code_Point property (DerivedCoreProperties.txt, unchanged since
#: Unicode 6): code points a renderer shows as nothing when it has no glyph for them.
#: Python's :mod:`unicodedata` does not expose the property; tests check the ranges.
DEFAULT_IGNORABLE: tuple[tuple[int, int], ...] = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)

_INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Co", "Cs", "Cn"})
_PUNCTUATION = frozenset(" .'_-")
_SKELETON_ROUNDS = 8
"""Rounds of folding before a skeleton is stable (three suffice for every code point)."""


class NameRefused(CanastaError):
    """A typed name that cannot be a learner's name; the message says why, in words."""


@dataclass(frozen=True)
class LearnerName:
    """A checked name: how it is shown, and the key that look-alike spellings share."""

    display: str
    key: str


def is_invisible(ch: str) -> bool:
    """Whether the one character ``ch`` shows as nothing: a default-ignorable code point
    (:data:`DEFAULT_IGNORABLE`) or a format, control, private-use, surrogate or unassigned one.

    >>> is_invisible("\\u3164"), is_invisible("\\u034f"), is_invisible("a")  # Hangul filler, CGJ
    (True, True, False)
    """
    point = ord(ch)
    if any(low <= point <= high for low, high in DEFAULT_IGNORABLE):
        return True
    return unicodedata.category(ch) in _INVISIBLE_CATEGORIES


def _without_invisible(text: str) -> str:
    """``text`` less its invisible characters; line breaks and tabs become spaces."""
    return "".join(" " if ch in "\t\n\r\v\f" else "" if is_invisible(ch) else ch for ch in text)


def _visible(text: str) -> str:
    """NFKC with every invisible character dropped (before and after: NFKC turns the
    half-width Hangul filler into another filler), and every run of whitespace one space."""
    text = _without_invisible(unicodedata.normalize("NFKC", _without_invisible(text)))
    return " ".join(text.split())


def _marks_piled(display: str) -> bool:
    """Whether a letter of ``display`` carries more than :data:`MARKS_PER_LETTER` combining
    marks, or the same mark twice in a row (counted on the decomposed form)."""
    run: list[str] = []
    for ch in unicodedata.normalize("NFD", display):
        if unicodedata.category(ch) in ("Mn", "Me"):
            if run and run[-1] == ch:
                return True
            run.append(ch)
            if len(run) > MARKS_PER_LETTER:
                return True
        else:
            run = []
    return False


def learner_name(text: object) -> LearnerName:
    """The display form and key of a typed name, or :class:`NameRefused` saying what is wrong.

    Refused: something that is not text; a name with nothing visible in it (empty, spaces,
    invisible characters only); more than :data:`NAME_MAX` characters; a character other
    than a letter, a digit, a space or one of ``. ' _ -``; a letter with more than
    :data:`MARKS_PER_LETTER` combining marks or the same mark twice.

    >>> learner_name("Victim A\\u0578n").key == learner_name("VICTIM \\u0391\\u039d\\u039d").key
    True
    >>> learner_name("e\\u0301\\u0301")
    Traceback (most recent call last):
    ...
    canasta_teach.progress.names.NameRefused: Too many accents on one letter: a letter can carry at most 4, each once.
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
    if _marks_piled(display):
        raise NameRefused(say("name.piled-marks", max=MARKS_PER_LETTER))
    return LearnerName(display, skeleton(display))


# --------------------------------------------------------------------------- the skeleton


@functools.cache
def _look_alike_groups() -> dict[str, str]:
    """Every character of Unicode's confusables data that is not its group's prototype ->
    the prototype (a character or a sequence such as "rn"), read once from the
    ``confusable_homoglyphs`` package's table.

    The table lists each line of ``confusables.txt`` (source -> prototype) both ways, and
    Unicode maps every source straight to its prototype: a source has one look-alike in the
    table, its prototype; a prototype has all of its sources. A pair (one source, one
    prototype) cannot be told apart that way: its smaller code point stands for both, which
    gives the same groups."""
    text = resources.files(confusable_homoglyphs).joinpath("confusables.json").read_text(encoding="utf-8")
    table: dict[str, list[dict[str, str]]] = json.loads(text)

    def clean(value: str) -> str:  # right-to-left letters are quoted between LRM marks
        return value.replace("\u200e", "").replace("\u200f", "")

    look_alikes = {clean(char): entries for char, entries in table.items()}
    groups: dict[str, str] = {}
    for char, entries in look_alikes.items():
        if len(char) != 1 or len(entries) != 1:
            continue  # a sequence, or a prototype with several look-alikes
        other = clean(entries[0].get("c", ""))
        if not other or other == char:
            continue
        if len(other) == 1 and len(look_alikes.get(other, ())) == 1 and other > char:
            continue  # a pair: the smaller code point stands for both
        groups[char] = other
    return groups


def prepare() -> None:
    """Read the look-alike table now (a fraction of a second, once per process) rather than
    at the first key, which a store may compute while it holds the database's write lock."""
    _capital_by_look()


@functools.cache
def _capital_by_look() -> dict[str, str]:
    """The look of each Latin capital A-Z -> that capital (I and l share a look: I wins)."""
    looks = _look_alike_groups()
    return {looks.get(capital, capital): capital for capital in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}


def _drawn_like(ch: str) -> str:
    return _look_alike_groups().get(ch, ch)


def _lift_small_capital(ch: str) -> str:
    """A small capital (ᴀ, LATIN LETTER SMALL CAPITAL A) as the capital it is drawn like."""
    name = unicodedata.name(ch, "")
    if "LETTER SMALL CAPITAL " not in name:
        return ch
    try:
        return unicodedata.lookup(name.replace("LETTER SMALL CAPITAL ", "CAPITAL LETTER "))
    except KeyError:
        return ch


def _fold(ch: str) -> str:
    """One character's look, without case (see the module docstring)."""
    ch = _lift_small_capital(ch)
    if ch != ch.lower():
        capital = _capital_by_look().get(_drawn_like(ch))
        if capital is not None:
            return capital.lower()
    return "".join(_drawn_like(c) for c in ch.casefold())


def _skeleton_round(text: str) -> str:
    text = _without_invisible(unicodedata.normalize("NFKC", _without_invisible(text)))
    text = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(_fold(ch) for ch in text))


def skeleton(text: str) -> str:
    """The form every spelling of ``text`` drawn alike shares, compared without case (UTS #39's
    skeleton, with case folded as the module docstring says), in NFC.

    Idempotent, and blind to invisible characters: inserting any default-ignorable code point
    anywhere never changes it.

    >>> skeleton("Victim Ann") == skeleton("V\\u04c0ctim \\u13aann\\ufe0f") == skeleton("victim \\u1d00nn")
    True
    >>> skeleton("Jos\\u00e9") == skeleton("Jose")
    False
    """
    current = _skeleton_round(text)
    for _ in range(_SKELETON_ROUNDS):
        following = _skeleton_round(current)
        if following == current:
            break
        current = following
    return unicodedata.normalize("NFC", current)


def name_key(text: object) -> str:
    """The key of a typed name (:func:`learner_name`'s), refusing what it refuses.

    >>> name_key("Ann") == name_key(" ANN ") == name_key("\\u0410nn")  # Cyrillic A
    True
    """
    return learner_name(text).key
