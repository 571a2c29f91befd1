"""The authoring format: positions read from YAML and checked.

A position file is a YAML list of entries (see DESIGN.md). Reading one checks everything a
real table could not show: unknown cards, more copies than two decks hold, a red three in a
hand or a meld, a meld that is not a meld, two melds of one rank on one side, an unknown
ask, missing or misspelt keys. Every problem raises :class:`PositionError` naming the file,
the entry and what is wrong. The values read are the judge's
(:class:`~canasta_teach.judge.questions.Position`).

>>> p = parse_positions('''
... - id: demo
...   hand: Ks Kh 7d
...   our_melds: [Qs Qh Qd]
...   pile: 4c Kd
...   ask: take-pile
... ''')[0]
>>> p.id, p.top_card, p.our_has_melded
('demo', Card.parse('Kd'), True)
>>> parse_positions('''
... - id: bad
...   hand: Ks Ks Ks
...   pile: Ks
...   ask: take-pile
... ''')
Traceback (most recent call last):
...
canasta_teach.errors.PositionError: <string>: entry bad: four kings of spades, but two decks hold only two
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import PositionError
from ..judge.questions import Position
from .entry_keys import _MAX_ID_CHARS, ACT_ASKS
from .error_words import problem
from .key_values import _is_number
from .position_entry import _entry_to_position
from .safe_yaml import load_yaml, read_text_file
from .work_limits import check_playouts

__all__ = ["parse_positions", "read_entries", "load_positions", "load_entries", "load_position_dir", "ACT_ASKS"]


def _entry_label(raw: Any, index: int) -> str:
    """How an error names an entry: its id when it has a usable one, else ``#index``."""
    entry_id = raw.get("id") if isinstance(raw, dict) else None
    if isinstance(entry_id, str) or _is_number(entry_id):
        label = str(entry_id).strip()
        if label and len(label) <= _MAX_ID_CHARS and "\n" not in label and "\r" not in label:
            return label
    return f"#{index}"


def parse_positions(text: str, *, source: str = "<string>") -> list[Position]:
    """Read positions from YAML text; raise PositionError naming source and entry.

    The YAML is read by :func:`~canasta_teach.content.safe_yaml.load_yaml`: no duplicate
    keys, anchors, aliases or odd tags, bounded in size and depth.
    """
    positions, problems = read_entries(text, source=source)
    if problems:
        raise problems[0]
    return positions


def read_entries(text: str, *, source: str = "<string>") -> tuple[list[Position], list[PositionError]]:
    """Read every entry of a position file on its own: the positions read, and one
    :class:`PositionError` per entry refused (the other entries are read all the same).
    A file that is no YAML list of entries at all is one problem and no position."""
    if not isinstance(text, str):
        return [], [PositionError(problem("file-not-text"), source=source)]
    try:
        data = load_yaml(text)
    except PositionError as err:
        return [], [err.located(source=source)]
    if data is None:
        return [], []
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list):
        return [], [PositionError(problem("file-not-list"), source=source)]
    positions: list[Position] = []
    problems: list[PositionError] = []
    seen: set[str] = set()
    for index, raw in enumerate(data, 1):
        label = _entry_label(raw, index)
        if not isinstance(raw, dict):
            problems.append(PositionError(problem("entry-not-mapping"), source=source, entry=label))
            continue
        try:
            position = _entry_to_position(raw, source=source)
        except PositionError as err:
            problems.append(err.located(source=source, entry=label))
            continue
        if position.id in seen:
            problems.append(PositionError(problem("id-twice"), source=source, entry=label, key="id"))
            continue
        seen.add(position.id)
        positions.append(position)
    # The coach's work is bounded per question and per file (work_limits): an entry past a
    # bound is refused on its own, the others are kept.
    kept: list[Position] = []
    for position in positions:
        try:
            check_playouts(kept + [position], source=source)
        except PositionError as err:
            problems.append(err)
            continue
        kept.append(position)
    return kept, problems


def load_entries(path: str | Path) -> tuple[list[Position], list[PositionError]]:
    """Read a position file entry by entry (:func:`read_entries`); errors name the file.
    A file that cannot be read is one problem (raised as for :func:`load_positions`)."""
    path = Path(path)
    text = read_text_file(path)
    return read_entries(text, source=str(path))


def load_positions(path: str | Path) -> list[Position]:
    """Read a position file; errors name the file."""
    path = Path(path)
    text = read_text_file(path)
    return parse_positions(text, source=str(path))


def load_position_dir(folder: str | Path) -> list[Position]:
    """All positions of the ``*.yaml`` files in a folder, ids unique across files.

    Problems name each file by its name inside the folder, never by its full path: this
    reads a class's positions inside the lesson kernels, whose errors reach a learner's page.
    """
    positions: list[Position] = []
    seen: dict[str, str] = {}
    for path in sorted(Path(folder).glob("*.y*ml")):
        try:
            found = load_positions(path)
        except PositionError as err:
            raise PositionError(err.problem, source=path.name, entry=err.entry, key=err.key) from None
        for p in found:
            if p.id in seen:
                raise PositionError(problem("id-also-in", file=seen[p.id]), source=path.name, entry=p.id, key="id")
            seen[p.id] = path.name
            positions.append(p)
    return positions
