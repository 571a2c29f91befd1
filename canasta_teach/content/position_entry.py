"""One YAML entry of a position file -> the judge's :class:`~canasta_teach.judge.questions.Position`.

This is the order in which an entry is read: its id and ask, its keys (none unknown, none
of another ask, none missing), its ruleset, the question of its ask, the shared table, the
``expect``; then the whole position is checked against what a real table could show
(:mod:`~canasta_teach.content.position_checks`). The file around the entries, and naming
the file and entry in an error, is :mod:`~canasta_teach.content.authoring`'s.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import Any

from ..errors import PositionError, quote
from ..game.melds import Meld
from ..judge.question_types import ShouldQuestion
from ..judge.questions import Ask, Position
from ..judge.wording import phrase
from .entry_keys import _ALL_ASK_KEYS, _ASK_KEYS, _COMMON_KEYS, _MAX_ID_CHARS
from .error_words import position_error, problem
from .expected_answers import _act, _expect, _should_expect
from .key_values import (
    _cards,
    _int,
    _is_number,
    _kind,
    _meld_list,
    _red_three_cards,
    _red_threes,
    _tags,
    _yes_no,
)
from .position_checks import _check_consistency, _check_should_table
from .position_words import read_position_words
from .prose import in_language
from .question_readers import _read_question
from .ruleset_options import _read_ruleset
from .tranca_entry import check_tranca_ask, check_tranca_position, morto_taken, tranca_melds


def _entry_to_position(raw: Mapping[str, Any], *, source: str) -> Position:
    entry_id = raw.get("id")
    if entry_id is not None and not isinstance(entry_id, str) and not _is_number(entry_id):
        raise position_error("id-wanted", key="id", value=_kind(entry_id))
    if entry_id is None or not str(entry_id).strip():
        raise position_error("id-missing", key="id")
    pid = str(entry_id)
    if len(pid) > _MAX_ID_CHARS or any(ch in pid for ch in "\r\n"):
        raise position_error("id-too-long", key="id", most=_MAX_ID_CHARS)
    ask_text = raw.get("ask")
    if ask_text is None:
        raise position_error("ask-missing", key="ask")
    choices = ", ".join(a.value for a in Ask)
    if not isinstance(ask_text, str):
        raise position_error("ask-wanted", key="ask", choices=choices, value=_kind(ask_text))
    try:
        ask = Ask(ask_text)
    except ValueError:
        raise position_error("ask-unknown", key="ask", value=quote(ask_text), choices=choices) from None
    if ask not in _ASK_KEYS:
        # An ask the judge knows but the authoring format does not describe yet.
        raise position_error("ask-not-yet", key="ask", ask=ask.value, choices=", ".join(a.value for a in _ASK_KEYS))
    required, optional = _ASK_KEYS[ask]
    unknown = set(raw) - _COMMON_KEYS - _ALL_ASK_KEYS
    if unknown:
        key = sorted(unknown, key=str)[0]
        close = difflib.get_close_matches(str(key), sorted(_COMMON_KEYS | _ALL_ASK_KEYS), n=1) if len(str(key)) <= 40 else []
        raise PositionError(problem("key-unknown", name=quote(str(key)), close=f"'{close[0]}'" if close else "",
                                    hint="yes" if close else "no"))
    foreign = (set(raw) & _ALL_ASK_KEYS) - required - optional
    if foreign:
        names = ", ".join(f"'{k}'" for k in sorted(foreign))
        raise PositionError(problem("keys-foreign", n=len(foreign), names=names, ask=ask.value))
    missing = required - set(raw)
    if missing:
        named = [f"'{k}'" for k in sorted(missing)]
        names = phrase("list.and", first=", ".join(named[:-1]), last=named[-1]) if len(named) > 1 else named[0]
        raise PositionError(problem("keys-missing", n=len(missing), names=names, ask=ask.value))
    ruleset = _read_ruleset(raw)
    check_tranca_ask(raw, ask, ruleset)
    tranca = ruleset.is_tranca

    score_raw = raw.get("score", [0, 0])
    if not (isinstance(score_raw, list) and len(score_raw) == 2):
        raise position_error("score-pair", key="score")
    score = (_int(score_raw[0], "score"), _int(score_raw[1], "score"))

    question = _read_question(raw, ask, ruleset)

    stock = raw.get("stock")
    title, explain, texts = read_position_words(raw)
    position = Position(
        id=pid,
        question=question,
        ruleset=ruleset,
        title=title,
        hand=_cards(raw.get("hand"), "hand"),
        our_melds=tranca_melds(raw.get("our_melds"), "our_melds", ruleset) if tranca else
        tuple(Meld(m) for m in _meld_list(raw.get("our_melds"), "our_melds")),
        their_melds=tranca_melds(raw.get("their_melds"), "their_melds", ruleset) if tranca else
        tuple(Meld(m) for m in _meld_list(raw.get("their_melds"), "their_melds")),
        our_red_threes=_red_threes(raw.get("our_red_threes"), "our_red_threes"),
        their_red_threes=_red_threes(raw.get("their_red_threes"), "their_red_threes"),
        our_red_three_cards=_red_three_cards(raw.get("our_red_threes"), "our_red_threes"),
        their_red_three_cards=_red_three_cards(raw.get("their_red_threes"), "their_red_threes"),
        pile=_cards(raw.get("pile"), "pile"),
        stock=None if stock is None else _int(stock, "stock", low=0, high=108),
        score=score,
        melded_before=_yes_no(raw["melded_before"], "melded_before") if "melded_before" in raw else None,
        expect=(_should_expect(raw["expect"], question.choices) if isinstance(question, ShouldQuestion)
                else _expect(raw["expect"], ask)) if "expect" in raw else None,
        has_expect="expect" in raw,
        explain=explain,
        source=source,
        tags=_tags(raw.get("tags"), "tags"),
        act=_act(raw.get("act", False), ask),
        texts=texts,
        morto_taken=morto_taken(raw) if tranca else (False, False),
    )
    _check_consistency(position, red_three_cards=position.our_red_three_cards + position.their_red_three_cards)
    if tranca:
        check_tranca_position(position)
    if isinstance(question, ShouldQuestion):
        _check_should_table(position, question)
    return in_language(position)
