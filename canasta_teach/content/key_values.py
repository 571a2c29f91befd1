"""Reading one key's value of a position entry: cards, melds, numbers, yes/no, sides, words.

An author writes YAML by hand, so every value may be of the wrong kind. Each reader here
takes the raw value and the key it came from, and either returns the value the judge uses
or raises :class:`~canasta_teach.errors.PositionError` naming the key and saying in the
author's terms (never a Python repr, :func:`_kind`) what was expected.
"""

from __future__ import annotations

import string
from typing import Any

from ..errors import NotationError, PositionError, quote
from ..game.cards import Card, Rank
from ..game.notation import parse_play
from ..game.rulesets import rule_numbers
from ..game.seats import Side
from ..judge.wording import fill

_YES_NO = ("yes", "no", "true", "false")
#: Two decks and four jokers, in every ruleset (no list of cards is longer).
_PACK_SIZE = 108


def _play_text(value: Any) -> str:
    """A turn in the play notation, checked now so that a typo names the key."""
    if not isinstance(value, str):
        raise PositionError(f"a turn in the play notation, like 'draw; discard 9c', not {_kind(value)}", key="play")
    try:
        parse_play(value)
    except NotationError as exc:
        raise PositionError(str(exc), key="play") from None
    return value.strip()


def _kind(value: Any) -> str:
    """A value in the author's terms: their text quoted, or what kind of thing it is.

    Never a Python repr (``None``, ``[]``, ``{'a': 1}``) in a message an author reads.
    """
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)):
        return f"a number ({value})"
    if isinstance(value, str):
        return quote(value)
    if isinstance(value, list):
        return "a list" if value else "an empty list"
    if isinstance(value, dict):
        return "a mapping" if value else "an empty mapping"
    return "a value of another kind"


def _is_number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(value: Any, key: str, what: str = "words") -> str:
    """A text key (title, explain): words, or a number written as words."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    hint = " (put it in quotes to mean the word)" if isinstance(value, bool) else ""
    raise PositionError(f"{what}, not {_kind(value)}{hint}", key=key)


def _prose(value: Any, key: str, what: str = "words") -> str:
    """A text key (title, explain) with the rule numbers it names filled in from the
    rulesets (``{natural_canasta}``, ``{min_low}``, ``{target}``...: :func:`rule_numbers`),
    so the prose never restates a number of its own."""
    text = _text(value, key, what)
    if "{" not in text and "}" not in text:
        return text
    numbers = rule_numbers()
    brace = "a brace { or } must name a rule number, like {natural_canasta}; write {{ and }} for a brace itself"
    try:
        fields = [(name, spec) for _, name, spec, _ in string.Formatter().parse(text) if name is not None]
    except ValueError:
        raise PositionError(brace, key=key) from None
    for name, _spec in fields:
        if name not in numbers:
            known = ", ".join("{" + n + "}" for n in numbers)
            raise PositionError(f"{quote('{' + name + '}')} names no rule number: use one of {known}", key=key)
    try:
        return fill(text, numbers)
    except (KeyError, ValueError, IndexError, TypeError):
        said = ", ".join(quote("{" + n + (":" + s if s else "") + "}") for n, s in fields if s)
        raise PositionError(f"{said}: a rule number is said plainly or as a word ({{target}}, {{canasta_size:word}})",
                            key=key) from None


def _yes_no(value: Any, key: str) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in _YES_NO:
        return value.strip().lower() in ("yes", "true")
    if isinstance(value, str):
        raise PositionError(f"{quote(value)} should be yes or no", key=key)
    raise PositionError(f"should be yes or no, not {_kind(value)}", key=key)


def _cards(value: Any, key: str) -> tuple[Card, ...]:
    if value is None:
        return ()
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, (str, list, tuple)):
        raise PositionError(f"expected cards like 'Ks Kh 7d', got {_kind(value)}", key=key)
    tokens: list[str] = []
    for i, item in enumerate([value] if isinstance(value, str) else value, 1):
        if isinstance(item, (int, float)) and not isinstance(item, bool):
            item = str(item)
        if not isinstance(item, str):
            raise PositionError(f"card {i} should be a card like Ks, not {_kind(item)}", key=key)
        tokens.extend(item.replace(",", " ").split())
        if len(tokens) > _PACK_SIZE:
            raise PositionError(f"more than {_PACK_SIZE} cards, but the pack holds only {_PACK_SIZE}", key=key)
    cards = []
    for token in tokens:
        try:
            cards.append(Card.parse(token))
        except NotationError as err:
            # The notation quotes the token whole; an author's megabyte stays out of the line.
            message = str(err).replace(f"'{token}'", quote(token), 1)
            raise PositionError(message, key=key) from None
    return tuple(cards)


def _meld_list(value: Any, key: str) -> tuple[tuple[Card, ...], ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        value = [value] if value.strip() else []
    if not isinstance(value, list):
        raise PositionError(f"expected a list of melds like [Qs Qh Qd, 9s 9h 9d], got {_kind(value)}", key=key)
    melds = []
    for i, item in enumerate(value, 1):
        if not isinstance(item, (str, list)):
            raise PositionError(f"meld {i} should be cards like 'Qs Qh Qd', got {_kind(item)}", key=key)
        melds.append(_cards(item, key))
    return tuple(melds)


def _int(value: Any, key: str, *, low: int | None = None, high: int | None = None) -> int:
    if not _is_number(value):
        raise PositionError(f"expected a whole number, got {_kind(value)}", key=key)
    if low is not None and value < low:
        raise PositionError(f"{value} is below {low}", key=key)
    if high is not None and value > high:
        raise PositionError(f"{value} is above {high}", key=key)
    return value


def _red_three_cards(value: Any, key: str) -> tuple[Card, ...]:
    """Red threes written as cards (``3h 3d``); a plain count gives none."""
    if value is None or _is_number(value):
        return ()
    if not isinstance(value, (str, list)):
        raise PositionError(f"a number of red threes, like 1, or the cards, like 3h 3d, not {_kind(value)}", key=key)
    cards = _cards(value, key)
    for c in cards:
        if not c.is_red_three:
            raise PositionError(f"{c} is not a red three (3h or 3d)", key=key)
    return cards


def _red_threes(value: Any, key: str) -> int:
    if value is None:
        return 0
    if _is_number(value):
        return _int(value, key, low=0, high=4)
    return len(_red_three_cards(value, key))


def _side(value: Any, key: str) -> Side:
    if value is None or value is False:
        return Side.NONE
    if isinstance(value, str):
        for s in Side:
            if s.value == value.strip().lower():
                return s
        raise PositionError(f"{quote(value)} should be us, them or none", key=key)
    raise PositionError(f"should be us, them or none, not {_kind(value)}", key=key)


def _meld_side(value: Any, key: str) -> Side:
    """Whose meld a card is added to (``side:`` of an add): us or them."""
    if isinstance(value, str) and value.strip().lower() in ("us", "them"):
        return Side(value.strip().lower())
    shown = quote(value) if isinstance(value, str) else _kind(value)
    raise PositionError(f"{shown} is not a side: choose us or them", key=key)


def _rank(value: Any, key: str) -> Rank:
    if not isinstance(value, (str, int)) or isinstance(value, bool):
        raise PositionError(f"the rank of a meld, like Q or 10, not {_kind(value)}", key=key)
    text = str(value).strip()
    if text.lower().startswith("their "):
        text = text[6:]
    try:
        card = Card.parse(text)
    except NotationError:
        raise PositionError(f"{quote(str(value))} is not a rank: write the rank of the meld, like Q or 10", key=key) from None
    if card.is_wild:
        raise PositionError(f"{quote(str(value))} is a wild card, not the rank of a meld: write the rank of the meld, like Q or 10", key=key)
    return card.rank


def _tags(value: Any, key: str) -> tuple[str, ...]:
    """Words to find a position by: a list (``[frozen, pile]``) or words in one line."""
    like = "a list of words, like [frozen, pile]"
    if value is None:
        return ()
    if isinstance(value, str):
        return tuple(value.replace(",", " ").split())
    if not isinstance(value, list):
        raise PositionError(f"{like}, not {_kind(value)}", key=key)
    tags = []
    for item in value:
        if isinstance(item, str) or _is_number(item):
            tags.append(str(item).strip())
        else:
            raise PositionError(f"{like}, not a list holding {_kind(item)}", key=key)
    return tuple(t for t in tags if t)
