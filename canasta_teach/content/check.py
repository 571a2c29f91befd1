"""Checking position files: every entry valid, every ``expect`` agreeing with the judge.

Used by ``canasta-teach check`` and by ``canasta-teach serve --positions`` (which refuses a
teacher's folder that fails it); both live in the command line, and neither calls into the
other: this is the one check.

>>> checked, problems = check_files(shipped_position_files()[:1])
>>> checked > 0, problems
(True, [])
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from ..errors import CanastaError, PositionError
from ..judge import answers_agree, normalise_answer
from ..judge.wording import answer_text, explanation_text
from .authoring import load_positions
from .lessons import data_dir, ruling_for

__all__ = ["check_files", "position_files_in", "shipped_position_files", "problem_line"]


def shipped_position_files() -> list[Path]:
    """The position files that ship with the package (the lessons' positions)."""
    return sorted((data_dir() / "positions").glob("*.yaml"))


def position_files_in(folder: Path) -> list[Path]:
    """The position files of a folder: its ``*.yaml`` files, then its ``*.yml`` files."""
    return sorted(folder.glob("*.yaml")) + sorted(folder.glob("*.yml"))


def problem_line(path: Path | str, entry: str, problem: str) -> str:
    """One line naming the file and the entry: ``lesson.yaml: entry frozen: ...``.

    Rendered as a :class:`PositionError` is, so a line break or a huge word in the problem
    never splits or floods the line.
    """
    return str(PositionError(problem, source=str(path), entry=entry))


def check_files(paths: Iterable[Path]) -> tuple[int, list[str]]:
    """Validate the files and check every ``expect`` against the judge.

    Returns (positions checked, problems), each problem one readable line naming the file
    and the position. A file that cannot be read, or a position the judge cannot rule on,
    is one problem; the rest are checked all the same.
    """
    problems: list[str] = []
    checked = 0
    seen: dict[str, Path] = {}
    for path in paths:
        try:
            positions = load_positions(path)
        except CanastaError as err:
            problems.append(str(err))
            continue
        for p in positions:
            checked += 1
            if p.id in seen and seen[p.id] != path:
                problems.append(problem_line(path, p.id, f"id also used in {seen[p.id]}"))
            seen.setdefault(p.id, path)
            try:
                ruling = ruling_for(p)
            except CanastaError as err:
                problems.append(problem_line(path, p.id, f"cannot be judged: {err}"))
                continue
            if p.has_expect and not answers_agree(ruling.answer, p.expect):
                problems.append(problem_line(
                    path, p.id,
                    f"expect says {answer_text(normalise_answer(p.expect), p.ask)}, "
                    f"the judge says {answer_text(ruling.answer, ruling.ask)} ({', '.join(ruling.rules)}): "
                    f"{explanation_text(ruling)}",
                ))
    return checked, problems
