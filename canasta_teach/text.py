"""Counting in words, for rulings and error messages a beginner reads.

>>> plural(0, "natural nine"), plural(1, "canasta"), plural(3, "card"), plural(12, "card")
('no natural nines', 'one canasta', 'three cards', '12 cards')
>>> plural(2, "six", "sixes", words=False)
'2 sixes'
"""

from __future__ import annotations

__all__ = ["NUMBER_WORDS", "count_word", "plural"]

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def count_word(n: int) -> str:
    """'no', 'one' ... 'ten', then digits."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def plural(n: int, word: str, plural_form: str | None = None, *, words: bool = True) -> str:
    """``n`` things, in words up to ten (or always digits with ``words=False``)."""
    count = count_word(n) if words else str(n)
    return f"{count} {word if n == 1 else (plural_form or word + 's')}"
