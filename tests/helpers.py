"""Small builders shared by the tests."""

from __future__ import annotations

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
