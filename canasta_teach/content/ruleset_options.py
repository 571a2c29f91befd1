"""The ruleset of a position entry: its ``ruleset`` name and its ``options``.

The rulesets and their options are the game layer's (:mod:`canasta_teach.game.rulesets`);
this reads an author's ``ruleset:`` and ``options:`` keys into one, and says the game layer's
refusal of a name or a value in the language spoken, with the author's own words quoted.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import PositionError, UnknownRulesetError, quote
from ..game.rulesets import Ruleset, get_ruleset
from .error_words import OPTION_KINDS, position_error, ruleset_problem
from .key_values import _kind


def _option_value(value: Any, name: str) -> Any:
    if isinstance(value, (str, int, float)):
        return value
    raise position_error("option-value", key="options", name=quote(name),
                         like="more-natural" if name == "wild-limit" else "yes", value=_kind(value))


def _read_ruleset(raw: Mapping[str, Any]) -> Ruleset:
    """The entry's ``ruleset`` (classic unless named) with its ``options``; the game layer's
    refusal of a name or an option is said in the language spoken (``error-ruleset-<kind>``)."""
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
    except UnknownRulesetError as err:
        raise PositionError(ruleset_problem(err), key="options" if err.kind in OPTION_KINDS else "ruleset") from None
    return ruleset
