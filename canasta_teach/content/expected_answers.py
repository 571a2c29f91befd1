"""The author's ``expect`` and ``act`` keys, checked against what the ask can answer.

An ``expect`` is compared with the judge's ruling (content.check); one that could never
match (a number for a yes/no ask, a choice the ``should`` question does not offer) is an
authoring mistake, refused when the file is read rather than reported as a wrong ruling.
"""

from __future__ import annotations

import re
from typing import Any

from ..errors import PositionError, quote
from ..game.choices import Choice, ChoiceError
from ..judge.questions import Ask
from .entry_keys import ACT_ASKS
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
        names = ", ".join(a.value for a in ACT_ASKS[:-1]) + f" or {ACT_ASKS[-1].value}"
        raise PositionError(f"only ask {names} can be answered by acting on the cards, not {ask.value}: leave act out", key="act")
    return act


def _expect(value: Any, ask: Ask, key: str = "expect") -> Any:
    """The author's expected answer, checked to be an answer of this ask."""
    if value is None:
        raise PositionError("is empty: write the answer you expect, or leave the key out", key=key)
    if ask in _YES_NO_ASKS:
        if isinstance(value, bool) or (isinstance(value, str) and value.strip().lower() in _YES_NO):
            return value
        raise PositionError(f"{ask.value} answers yes or no, not {_kind(value)}", key=key)
    if ask in _NUMBER_ASKS:
        if _is_number(value) or (isinstance(value, str) and re.fullmatch(r"\s*-?[0-9]{1,12}\s*", value)):
            return value
        raise PositionError(f"{ask.value} answers with a whole number, like 50, not {_kind(value)}", key=key)
    if ask in _WORD_ANSWERS:
        words = _WORD_ANSWERS[ask]
        if isinstance(value, str) and value.strip().lower() in words:
            return value
        raise PositionError(f"{ask.value} answers {', '.join(words[:-1])} or {words[-1]}, not {_kind(value)}", key=key)
    if ask is Ask.SCORE:
        if isinstance(value, list) and len(value) in (2, 3) and all(_is_number(v) for v in value):
            return value
        raise PositionError(f"{ask.value} answers with two whole numbers [ours, theirs], like [1340, 85] (three players: [yours, left, right]), not {_kind(value)}", key=key)
    return value


def _should_expect(value: Any, choices: tuple[Choice, ...]) -> str:
    """``should``: the expected answer is one of the choices (kept in its notation, the
    form of the ruling's answer)."""
    shown = ", ".join(map(str, choices))
    if not isinstance(value, str):
        raise PositionError(f"should answers with one of its choices ({shown}), not {_kind(value)}", key="expect")
    try:
        name: Choice | None = Choice.parse(value)
    except ChoiceError:
        name = None
    if name not in choices:
        raise PositionError(f"{quote(value)} is not one of the choices ({shown})", key="expect")
    return str(name)
