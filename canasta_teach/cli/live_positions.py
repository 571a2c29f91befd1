"""A teacher's position files while the class runs: checked, then published to the kernels.

``canasta-teach serve --positions DIR`` never lets the lesson kernels read ``DIR`` itself.
The serve process keeps a *published copy* of the last good version of the folder, and the
kernels read that (``$CANASTA_TEACH_CLASS_POSITIONS`` names it; :mod:`canasta_teach.config`
reads it). A teacher who edits a file while the class runs:

* a good edit (every file passes ``canasta-teach check``, no id repeats a shipped lesson
  position's id) is published within :data:`POLL_SECONDS` or so, and the server log says so
  in one line;
* a broken edit keeps the last good version for the learners, and the server log names the
  file, the entry and the problem, one line each;
* the coach's verdicts (``ask: should``) are checked within a budget of play-outs per check
  (:data:`~canasta_teach.content.work_limits.SERVE_PLAYOUT_BUDGET`); the server log names
  each question left unchecked.

Every file is read by the same safe reader as every position file before anything is
copied (:func:`read_teacher_file`: regular files only, no link out of the folder, no device
or FIFO, the size bound checked before reading), and written into the staging folder only
after a complete read, through a temporary file renamed into place.

Publishing is atomic: each version is a folder of its own (``v1``, ``v2``, ...), and the
symbolic link ``current`` is replaced in one ``rename``; a kernel reading while a new version
is published sees the old version whole or the new one whole. The previous version is kept
one more round for a kernel still reading it.

A teacher's position whose id repeats a shipped lesson position's id is refused: its answers
would otherwise be counted as the shipped lesson's in the progress store and the dashboard.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import threading
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path

from ..content.authoring import load_positions
from ..content.check import CheckReport, check_report, position_files_in, problem_line, shipped_position_files
from ..content.error_words import problem
from ..content.safe_yaml import FileChangedError, read_text_file
from ..content.work_limits import SERVE_PLAYOUT_BUDGET
from ..errors import CanastaError, PositionError
from ..judge.catalogue import current_language, speaking
from ..judge.wording import phrase

__all__ = ["POLL_SECONDS", "LivePositions", "class_position_check", "class_position_problems", "read_teacher_file", "shipped_position_ids"]

#: How often the serve process looks at the teacher's files (their names, sizes and times).
POLL_SECONDS = 2.0
#: The name of the link the kernels read through.
CURRENT = "current"

Signature = tuple[tuple[str, int, int], ...]


@lru_cache(maxsize=1)
def shipped_position_ids() -> dict[str, str]:
    """Every shipped lesson position's id, with the name of the file that holds it."""
    ids: dict[str, str] = {}
    for path in shipped_position_files():
        for p in load_positions(path):
            ids.setdefault(p.id, path.name)
    return ids


def class_position_check(files: Iterable[Path], *, playout_budget: int | None = SERVE_PLAYOUT_BUDGET) -> CheckReport:
    """``check`` on a teacher's files with ``serve``'s bound on the coach's work
    (:data:`~canasta_teach.content.work_limits.SERVE_PLAYOUT_BUDGET` play-outs; the
    questions past it are in ``skipped``), then each id that repeats a shipped lesson
    position's id as a problem; one line each, naming the file and the entry."""
    files = list(files)
    report = check_report(files, playout_budget=playout_budget)
    problems = list(report.problems)
    shipped = shipped_position_ids()
    for path in files:
        try:
            positions = load_positions(path)
        except CanastaError:
            continue  # already one of check's problems
        for p in positions:
            if p.id in shipped:
                problems.append(problem_line(path, p.id, problem("id-shipped", file=shipped[p.id])))
    return CheckReport(report.checked, tuple(problems), report.skipped)


def class_position_problems(files: Iterable[Path]) -> list[str]:
    """The problems of :func:`class_position_check` (serve's play-out budget applies)."""
    return list(class_position_check(files).problems)


def read_teacher_file(folder: Path, name: str) -> str:
    """The text of ``folder/name`` read by the same safe reader as every position file
    (:func:`~canasta_teach.content.safe_yaml.read_text_file`), before anything is copied.

    A regular file only: a device, a FIFO or a socket is refused from ``lstat`` before any
    open, and the size bound from ``fstat`` before any read. A symbolic link is followed only
    when it stays inside the folder (a teacher's ``lesson.yaml -> lesson-v2.yaml``); a link
    out of it (to ``/dev/zero``, to another user's files) is refused without opening its
    target, and the target itself is opened without following links (``O_NOFOLLOW``).
    """
    path = folder / name
    try:
        info = os.lstat(path)
    except OSError as err:
        raise PositionError(problem("cannot-read", reason=err.strerror or problem("unreadable")), source=str(path)) from None
    if stat.S_ISLNK(info.st_mode):
        try:
            target = path.resolve(strict=True)
        except (OSError, RuntimeError):
            raise PositionError(problem("link-nowhere"), source=str(path)) from None
        if not target.is_relative_to(folder):
            raise PositionError(problem("link-outside"), source=str(path))
        return read_text_file(target, follow_links=False)
    return read_text_file(path, follow_links=False)


def _write_atomically(target: Path, text: str) -> Path:
    """Write ``text`` to ``target`` through a temporary file renamed into place: a reader
    sees no file or the whole file, never half of it."""
    fd, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target


def _signature(folder: Path) -> Signature:
    """The teacher's files as the poll sees them: name, size and modification time."""
    out = []
    for path in position_files_in(folder):
        try:
            st = path.stat()
        except OSError:
            try:
                st = path.lstat()  # a link that leads nowhere: the reader names it
            except OSError:
                continue
        out.append((path.name, st.st_size, st.st_mtime_ns))
    return tuple(out)


class LivePositions:
    """The published copy of a teacher's folder, kept up to date by a polling thread."""

    def __init__(self, folder: Path, published_root: Path, *, say: Callable[[str], None] = print) -> None:
        self.folder = Path(folder).resolve()
        self.root = Path(published_root)
        self._say = say
        #: The language the teacher reads the server's lines in (``serve --lang``), for the
        #: polling thread, which starts with a context of its own.
        self._lang = current_language()
        self._version = 0
        self._signature: Signature = ()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def current(self) -> Path:
        """The path the kernels read (a link to the last good version)."""
        return self.root / CURRENT

    def publish_now(self) -> list[str]:
        """Check the folder and publish it when good; return the problems (empty: published).

        Each file is read by the safe reader (:func:`read_teacher_file`: regular files only,
        the size bound checked before reading) into memory, then written into a staging
        folder (a temporary file renamed into place) and the copies are checked, so what is
        published is exactly what was checked, even if the teacher saves again meanwhile
        (the next poll then sees the newer file). A file that changed while it was read
        (still being saved) publishes nothing and is read again at the next poll.
        """
        signature = _signature(self.folder)
        if not signature:
            self._signature = signature
            return [f"{self.folder}: no *.yaml position files in it any more"]
        self.root.mkdir(mode=0o700, parents=True, exist_ok=True)
        staging = self.root / f".v{self._version + 1}.tmp"
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(mode=0o700)
        problems: list[str] = []
        copies = []
        try:
            for name, _, _ in signature:
                try:
                    text = read_teacher_file(self.folder, name)
                except FileChangedError as err:
                    shutil.rmtree(staging, ignore_errors=True)
                    return [str(err)]  # not remembered: the next poll reads it again
                except PositionError as err:
                    problems.append(str(err))
                    continue
                copies.append(_write_atomically(staging / name, text))
            report = class_position_check(copies)
            problems += [line.replace(f"{staging}{os.sep}", f"{self.folder}{os.sep}") for line in report.problems]
            for line in report.skipped:
                self._say(phrase("serve.positions-unchecked",
                                 line=line.replace(f"{staging}{os.sep}", f"{self.folder}{os.sep}")))
        except OSError as err:
            problems = [phrase("serve.positions-unreadable", folder=str(self.folder), reason=str(err.strerror or err))]
        self._signature = signature  # a broken version is reported once, not every poll
        if problems:
            shutil.rmtree(staging, ignore_errors=True)
        else:
            self._publish(staging)
        return problems

    def _publish(self, staging: Path) -> None:
        self._version += 1
        target = self.root / f"v{self._version}"
        staging.rename(target)
        link = self.root / f".{CURRENT}.tmp"
        link.unlink(missing_ok=True)
        os.symlink(target.name, link)  # relative: the published folder can move as a whole
        os.replace(link, self.current)
        for old in self.root.glob("v*"):
            if old.name not in (target.name, f"v{self._version - 1}"):
                shutil.rmtree(old, ignore_errors=True)

    def poll(self) -> None:
        """Publish the folder if it changed since the last look, or say what is wrong."""
        if _signature(self.folder) == self._signature:
            return
        problems = self.publish_now()
        if problems:
            for line in problems:
                self._say(phrase("serve.positions-kept", line=line))
        else:
            self._say(phrase("serve.positions-new", n=len(self._signature), folder=str(self.folder)))

    def start(self, interval: float = POLL_SECONDS) -> None:
        """Poll in a daemon thread until :meth:`stop`."""

        def run() -> None:
            with speaking(self._lang):  # a thread starts with no language: the server's
                watch()

        def watch() -> None:
            while not self._stop.wait(interval):
                try:
                    self.poll()
                except Exception as err:  # noqa: BLE001 - the class goes on with the last good version
                    self._say(phrase("serve.positions-recheck-failed", folder=str(self.folder), error=str(err)))

        self._thread = threading.Thread(target=run, name="live-positions", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
