"""The README's examples run (python-chess style): the quick start is a doctest."""

from __future__ import annotations

import doctest
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_doctest() -> None:
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_readme_quick_start_is_two_commands() -> None:
    text = README.read_text(encoding="utf-8")
    block = text.split("## Quick start", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    commands = [line.split("#")[0].strip() for line in block.strip().splitlines()]
    assert commands == ["make serve", "make test"]
