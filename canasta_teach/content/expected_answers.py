"""The author's ``expect`` and ``act`` keys, checked against what the ask can answer.

An ``expect`` is compared with the judge's ruling (content.check); one that could never
match (a number for a yes/no ask, a choice the ``should`` question does not offer) is an
authoring mistake, refused when the file is read rather than reported as a wrong ruling.
"""

from __future__ import annotations

import re
from typing import Any

from ..errors import quote
from ..game.choices import Choice, ChoiceError
from ..judge.questions import Ask
from .entry_keys import ACT_ASKS
from .error_words import position_error, problem
from .key_values import _YES_NO, _is_number, _kind, _yes_no

#: How every ask answers, for checking an author's ``expect``.
_YES_NO_ASKS = {
    Ask.MELD, Ask.INITIAL_MELD, Ask.ADD, Ask.PILE_FROZEN, Ask.TAKE_PILE, Ask.GO_OUT,
    Ask.PLAY, Ask.MUST_TAKE, Ask.HAND_OVER,
}
_NUMBER_ASKS = {Ask.CARD_VALUE, Ask.MIN_MELD, Ask.BEST_PLAY}
_WORD_ANSWERS = {Ask.CANASTA_KIND: ("natural", "mixed", "none"), Ask.GAME_OVER: ("us", "them", "none")}


def _act(value: Any, ask: Ask) -> bool:
    """``act: yes``: the learner answers by acting on the cards; only for the asks an act
    can answer (:data:`ACT_ASKS`)."""
    act = _yes_no(value, "act")
    if act and ask not in ACT_ASKS:
        names = problem("or", first=", ".join(a.value for a in ACT_ASKS[:-1]), last=ACT_ASKS[-1].value)
        raise position_error("act-not-here", key="act", asks=names, ask=ask.value)
    return act


def _expect(value: Any, ask: Ask, key: str = "expect") -> Any:
    """The author's expected answer, checked to be an answer of this ask."""
    if value is None:
        raise position_error("expect-empty", key=key)
    if ask in _YES_NO_ASKS:
        if isinstance(value, bool) or (isinstance(value, str) and value.strip().lower() in _YES_NO):
            return value
        raise position_error("expect-yes-no", key=key, ask=ask.value, value=_kind(value))
    if ask in _NUMBER_ASKS:
        if _is_number(value) or (isinstance(value, str) and re.fullmatch(r"\s*-?[0-9]{1,12}\s*", value)):
            return value
        raise position_error("expect-number", key=key, ask=ask.value, value=_kind(value))
    if ask in _WORD_ANSWERS:
        words = _WORD_ANSWERS[ask]
        if isinstance(value, str) and value.strip().lower() in words:
            return value
        raise position_error("expect-words", key=key, ask=ask.value,
                             words=problem("or", first=", ".join(words[:-1]), last=words[-1]), value=_kind(value))
    if ask is Ask.SCORE:
        if isinstance(value, list) and len(value) in (2, 3) and all(_is_number(v) for v in value):
            return value
        raise position_error("expect-score", key=key, ask=ask.value, value=_kind(value))
    return value


def _should_expect(value: Any, choices: tuple[Choice, ...]) -> str:
    """``should``: the expected answer is one of the choices (kept in its notation, the
    form of the ruling's answer)."""
    shown = ", ".join(map(str, choices))
    if not isinstance(value, str):
        raise position_error("expect-choice", key="expect", choices=shown, value=_kind(value))
    try:
        name: Choice | None = Choice.parse(value)
    except ChoiceError:
        name = None
    if name not in choices:
        raise position_error("expect-not-choice", key="expect", value=quote(value), choices=shown)
    return str(name)
