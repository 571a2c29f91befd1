"""Small builders shared by the tests."""

from __future__ import annotations

import json
import textwrap
from typing import Any

import yaml

from canasta_teach.content.authoring import parse_positions
from canasta_teach.judge import Position, Ruling, judge


def pos(**entry: Any) -> Position:
    """A position from keyword arguments written as in the YAML format."""
    entry.setdefault("id", "t")
    return parse_positions(yaml.safe_dump([entry], allow_unicode=True), source="test.yaml")[0]


def rule_on(**entry: Any) -> Ruling:
    return judge(pos(**entry))


def from_yaml(text: str) -> list[Position]:
    return parse_positions(textwrap.dedent(text), source="test.yaml")


def widget_states(widget: Any) -> list[dict[str, Any]]:
    """Every widget state reachable from ``widget`` (what a browser client can read): its
    ``get_state()``, then the models it names (``IPY_MODEL_`` references) and its children,
    layout and style."""
    import ipywidgets as W
    from ipywidgets.widgets.widget import _instances

    seen: set[str] = set()
    out: list[dict[str, Any]] = []

    def walk(w: Any) -> None:
        if not isinstance(w, W.Widget) or w.model_id in seen:
            return
        seen.add(w.model_id)
        state = w.get_state()
        out.append(state)
        for value in state.values():
            for item in value if isinstance(value, (list, tuple)) else [value]:
                if isinstance(item, str) and item.startswith("IPY_MODEL_"):
                    walk(_instances.get(item[len("IPY_MODEL_"):]))
        for attr in ("children", "layout", "style"):
            child = getattr(w, attr, None)
            for c in child if isinstance(child, (list, tuple)) else [child]:
                walk(c)

    walk(widget)
    return out


def all_state(widget: Any) -> str:
    """:func:`widget_states` as one JSON string, to search for what must not be there."""
    return json.dumps(widget_states(widget), default=str, ensure_ascii=False)
