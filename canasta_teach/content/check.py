"""Checking position files: every entry valid, every ``expect`` agreeing with the judge.

Used by ``canasta-teach check`` and by ``canasta-teach serve --positions`` (which refuses a
teacher's folder that fails it); both live in the command line, and neither calls into the
other: this is the one check.

>>> checked, problems = check_files(shipped_position_files()[:1])
>>> checked > 0, problems
(True, [])
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..errors import CanastaError, PositionError
from ..judge import Ask, Position, answers_agree, normalise_answer
from ..judge.engine_asks import should_rules
from ..judge.wording import answer_text, explanation_text
from ..players.coach import verdict_known
from ..players.ruling import rule
from .authoring import load_entries
from .error_words import error_text, grouped
from .error_words import problem as error_words
from .lessons import data_dir
from .prose import with_overlays
from .work_limits import playouts_asked

__all__ = ["CheckReport", "check_files", "check_report", "coach_work", "position_files_in",
           "shipped_position_files", "problem_line"]


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


@dataclass(frozen=True)
class CheckReport:
    """What a check found: positions checked, problems, and the ``should`` questions whose
    coach's verdict was not checked because the play-out budget ran out (one line each,
    naming the file and the entry); the entries read and the positions judged."""

    checked: int
    problems: tuple[str, ...]
    skipped: tuple[str, ...] = ()
    #: Entries read, the refused ones too (each refused entry is one problem).
    entries: int = 0
    #: Positions the judge ruled on (not those it could not, nor the skipped ones).
    judged: int = 0


def coach_work(position: Position) -> int:
    """The play-outs checking ``position`` would cost now: none unless it is a ``should``
    question the rules alone do not answer and whose verdict this process does not know yet."""
    if position.ask is not Ask.SHOULD or verdict_known(position):
        return 0
    try:
        if should_rules(position).answer:
            return 0  # only one choice is allowed: the rules decide, the coach is not asked
    except CanastaError:
        return 0  # the check reports it as a problem
    return playouts_asked(position)


def check_files(paths: Iterable[Path]) -> tuple[int, list[str]]:
    """Validate the files and check every ``expect`` against the judge.

    Returns (positions checked, problems), each problem one readable line naming the file
    and the position. A file that cannot be read, an entry the reader refuses, or a
    position the judge cannot rule on, is one problem; the rest are checked all the same.
    """
    report = check_report(paths)
    return report.checked, list(report.problems)


def check_report(paths: Iterable[Path], *, playout_budget: int | None = None) -> CheckReport:
    """:func:`check_files` with a bound on the coach's work: with ``playout_budget`` a
    ``should`` question whose verdict would take the play-outs spent past it
    (:func:`coach_work`) is read and validated but its verdict is not checked; it is listed
    in :attr:`CheckReport.skipped` instead. The bound is a count of play-outs, not a clock,
    so the same files skip the same questions on every machine."""
    problems: list[str] = []
    skipped: list[str] = []
    left = playout_budget
    checked = entries = judged = 0
    seen: dict[str, Path] = {}
    for path in paths:
        try:
            positions, refused = load_entries(path)
        except CanastaError as err:
            problems.append(str(err))
            continue
        try:  # the file's words in other languages (``<lang>/<file>`` beside it), read and checked
            with_overlays(positions, path)
        except CanastaError as err:
            problems.append(str(err))
        # One refused entry is one problem: the file's other entries are judged all the same.
        entries += len(positions) + sum(1 for err in refused if err.entry is not None)
        problems.extend(str(err) for err in refused)
        for p in positions:
            checked += 1
            if p.id in seen and seen[p.id] != path:
                problems.append(problem_line(path, p.id, error_words("id-also-in", file=str(seen[p.id]))))
            seen.setdefault(p.id, path)
            if left is not None:
                work = coach_work(p)
                if work > left:
                    skipped.append(problem_line(path, p.id, error_words(
                        "coach-not-checked", work=grouped(work), left=grouped(left), budget=grouped(playout_budget or 0))))
                    continue
                left -= work
            try:
                ruling = rule(p)
            except CanastaError as err:
                problems.append(problem_line(path, p.id, error_words("cannot-judge", error=error_text(err))))
                continue
            judged += 1
            if p.has_expect and not answers_agree(ruling.answer, p.expect):
                problems.append(problem_line(path, p.id, error_words(
                    "expect-disagrees", expected=answer_text(normalise_answer(p.expect), p.ask),
                    answer=answer_text(ruling.answer, ruling.ask), rules=", ".join(ruling.rules),
                    explanation=explanation_text(ruling))))
    return CheckReport(checked, tuple(problems), tuple(skipped), entries, judged)
