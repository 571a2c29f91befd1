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
from .error_words import notation_problem, position_error, problem, value_kind

_YES_NO = ("yes", "no", "true", "false")
#: Two decks and four jokers, in every ruleset (no list of cards is longer).
_PACK_SIZE = 108


def _play_text(value: Any) -> str:
    """A turn in the play notation, checked now so that a typo names the key."""
    if not isinstance(value, str):
        raise position_error("play-not-text", key="play", value=_kind(value))
    try:
        parse_play(value)
    except NotationError as exc:
        raise PositionError(notation_problem(exc), key="play") from None
    return value.strip()


#: A value in the author's terms (their text quoted, or "empty", "a list"...), in the
#: language spoken: :func:`~canasta_teach.content.error_words.value_kind`.
_kind = value_kind


def _is_number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(value: Any, key: str, what: str = "words") -> str:
    """A text key (title, explain): words, or a number written as words. ``what`` names
    the text wanted: ``words`` or ``title`` (``error-what-...``)."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    raise position_error("text-wanted", key=key, what=problem(f"what-{what}"), value=_kind(value),
                         quotes="yes" if isinstance(value, bool) else "no")


def _prose(value: Any, key: str, what: str = "words") -> str:
    """A text key (title, explain) with the rule numbers it names filled in from the
    rulesets (``{natural_canasta}``, ``{min_low}``, ``{target}``...: :func:`rule_numbers`),
    so the prose never restates a number of its own."""
    text = _text(value, key, what)
    if "{" not in text and "}" not in text:
        return text
    numbers = rule_numbers()
    try:
        fields = [(name, spec) for _, name, spec, _ in string.Formatter().parse(text) if name is not None]
    except ValueError:
        raise position_error("brace", key=key) from None
    for name, _spec in fields:
        if name not in numbers:
            known = ", ".join("{" + n + "}" for n in numbers)
            raise position_error("no-rule-number", key=key, name=quote("{" + name + "}"), known=known)
    try:
        return fill(text, numbers)
    except (KeyError, ValueError, IndexError, TypeError):
        said = ", ".join(quote("{" + n + (":" + s if s else "") + "}") for n, s in fields if s)
        raise position_error("rule-number-form", key=key, said=said) from None


def _yes_no(value: Any, key: str) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in _YES_NO:
        return value.strip().lower() in ("yes", "true")
    if isinstance(value, str):
        raise position_error("yes-no-text", key=key, value=quote(value))
    raise position_error("yes-no", key=key, value=_kind(value))


def _cards(value: Any, key: str) -> tuple[Card, ...]:
    if value is None:
        return ()
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, (str, list, tuple)):
        raise position_error("cards-wanted", key=key, value=_kind(value))
    tokens: list[str] = []
    for i, item in enumerate([value] if isinstance(value, str) else value, 1):
        if isinstance(item, (int, float)) and not isinstance(item, bool):
            item = str(item)
        if not isinstance(item, str):
            raise position_error("card-wanted", key=key, place=i, value=_kind(item))
        tokens.extend(item.replace(",", " ").split())
        if len(tokens) > _PACK_SIZE:
            raise position_error("more-than-pack", key=key, size=_PACK_SIZE)
    cards = []
    for token in tokens:
        try:
            cards.append(Card.parse(token))
        except NotationError as err:
            # Said with the token quoted and cut: an author's megabyte stays out of the line.
            raise PositionError(notation_problem(err), key=key) from None
    return tuple(cards)


def _meld_list(value: Any, key: str) -> tuple[tuple[Card, ...], ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        value = [value] if value.strip() else []
    if not isinstance(value, list):
        raise position_error("melds-wanted", key=key, value=_kind(value))
    melds = []
    for i, item in enumerate(value, 1):
        if not isinstance(item, (str, list)):
            raise position_error("meld-wanted", key=key, place=i, value=_kind(item))
        melds.append(_cards(item, key))
    return tuple(melds)


def _int(value: Any, key: str, *, low: int | None = None, high: int | None = None) -> int:
    if not _is_number(value):
        raise position_error("whole-number", key=key, value=_kind(value))
    if low is not None and value < low:
        raise position_error("below", key=key, value=str(value), low=str(low))
    if high is not None and value > high:
        raise position_error("above", key=key, value=str(value), high=str(high))
    return value


def _red_three_cards(value: Any, key: str) -> tuple[Card, ...]:
    """Red threes written as cards (``3h 3d``); a plain count gives none."""
    if value is None or _is_number(value):
        return ()
    if not isinstance(value, (str, list)):
        raise position_error("red-threes-wanted", key=key, value=_kind(value))
    cards = _cards(value, key)
    for c in cards:
        if not c.is_red_three:
            raise position_error("not-red-three", key=key, card=str(c))
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
        raise position_error("side-text", key=key, value=quote(value))
    raise position_error("side", key=key, value=_kind(value))


def _meld_side(value: Any, key: str) -> Side:
    """Whose meld a card is added to (``side:`` of an add): us or them."""
    if isinstance(value, str) and value.strip().lower() in ("us", "them"):
        return Side(value.strip().lower())
    shown = quote(value) if isinstance(value, str) else _kind(value)
    raise position_error("meld-side", key=key, value=shown)


def _rank(value: Any, key: str) -> Rank:
    if not isinstance(value, (str, int)) or isinstance(value, bool):
        raise position_error("rank-wanted", key=key, value=_kind(value))
    text = str(value).strip()
    if text.lower().startswith("their "):
        text = text[6:]
    try:
        card = Card.parse(text)
    except NotationError:
        raise position_error("not-rank", key=key, value=quote(str(value))) from None
    if card.is_wild:
        raise position_error("wild-not-rank", key=key, value=quote(str(value)))
    return card.rank


def _tags(value: Any, key: str) -> tuple[str, ...]:
    """Words to find a position by: a list (``[frozen, pile]``) or words in one line."""
    if value is None:
        return ()
    if isinstance(value, str):
        return tuple(value.replace(",", " ").split())
    if not isinstance(value, list):
        raise position_error("tags", key=key, value=_kind(value))
    tags = []
    for item in value:
        if isinstance(item, str) or _is_number(item):
            tags.append(str(item).strip())
        else:
            raise position_error("tags-item", key=key, value=_kind(item))
    return tuple(t for t in tags if t)
