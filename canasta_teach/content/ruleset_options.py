"""The ruleset of a position entry: its ``ruleset`` name and its ``options``.

The rulesets and their options are the game layer's (:mod:`canasta_teach.game.rulesets`);
this reads an author's ``ruleset:`` and ``options:`` keys into one, and puts the author's own
words back into the game layer's refusal so the message names what was written.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import CanastaError, PositionError, quote
from ..game.rulesets import Ruleset, get_ruleset
from .error_words import position_error
from .key_values import _kind


def _option_value(value: Any, name: str) -> Any:
    if isinstance(value, (str, int, float)):
        return value
    raise position_error("option-value", key="options", name=quote(name),
                         like="more-natural" if name == "wild-limit" else "yes", value=_kind(value))


def _read_ruleset(raw: Mapping[str, Any]) -> Ruleset:
    """The entry's ``ruleset`` (classic unless named) with its ``options``; the game layer's
    refusal of a name or an option is said again in the author's words."""
    options = raw.get("options") or {}
    if not isinstance(options, dict):
        raise position_error("options-mapping", key="options")
    options = {name: _option_value(value, name) for name, value in options.items()}
    ruleset_name = raw.get("ruleset")
    if ruleset_name is None:
        ruleset_name = "classic"
    if not isinstance(ruleset_name, str):
        raise position_error("ruleset-wanted", key="ruleset", value=_kind(ruleset_name))
    try:
        ruleset = get_ruleset(ruleset_name, options)
    except CanastaError as err:
        message = str(err)
        for value in options.values():
            # The game layer quotes the value as Python writes it: put the author's words back.
            shown = ("yes" if value else "no") if isinstance(value, bool) else str(value)
            message = message.replace(f"'{value}'", quote(shown), 1)
        message = message.replace(f"'{ruleset_name}'", quote(ruleset_name), 1)
        raise PositionError(message, key="options" if "option" in message or "not a choice" in message else "ruleset") from None
    return ruleset
