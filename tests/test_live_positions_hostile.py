"""Hostile files in a teacher's ``--positions`` folder (issue 17, item 5).

``LivePositions.publish_now`` once copied each file (``shutil.copy2``) before the safe reader
saw it: a link to ``/dev/zero`` filled the disk, a 1 GB sparse file was 637 MB copied before
the 1 MB refusal, a half-saved file was once published. Now every file is read by the safe
reader first (regular files only, the size bound checked before reading, at most the bound
plus one byte read) and written into place only after a complete read.

Each publish runs in a child process whose files may not grow past a few megabytes
(``RLIMIT_FSIZE``), so the old copy-first code fails these tests instead of filling the disk.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from canasta_teach.cli.live_positions import LivePositions
from canasta_teach.content import safe_yaml

GOOD = """\
- id: class-take
  title: Our first pile
  hand: Qs Qh 5d
  our_melds: [Js Jh Jd]
  pile: 4c Qd
  ask: take-pile
  expect: yes
"""

#: The most a publish may write in these tests (the good file is a few hundred bytes).
WRITE_LIMIT = 4 * 1024 * 1024

_CHILD = """
import json, resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails instead of killing
resource.setrlimit(resource.RLIMIT_FSIZE, ({limit}, {limit}))
from canasta_teach.cli.live_positions import LivePositions
live = LivePositions(sys.argv[1], sys.argv[2], say=lambda _: None)
print(json.dumps(live.publish_now()))
"""


def publish_in_child(folder: Path, root: Path) -> list[str]:
    """``publish_now`` in a child process that cannot write a file past :data:`WRITE_LIMIT`."""
    done = subprocess.run([sys.executable, "-c", _CHILD.format(limit=WRITE_LIMIT), str(folder), str(root)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    problems: list[str] = json.loads(done.stdout.strip().splitlines()[-1])
    return problems


def bytes_under(root: Path) -> int:
    return sum(p.lstat().st_size for p in root.rglob("*") if p.is_file() and not p.is_symlink())


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "ours.yaml").write_text(GOOD, encoding="utf-8")
    return mine


def _hostile(folder: Path, tmp_path: Path, kind: str) -> None:
    path = folder / "hostile.yaml"
    if kind == "link-to-dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "link-to-a-file-outside":
        outside = tmp_path / "secret.yaml"
        outside.write_text(GOOD.replace("class-take", "outside-take"), encoding="utf-8")
        path.symlink_to(outside)
    elif kind == "sparse-1-gb":
        with open(path, "wb") as f:
            f.truncate(1 << 30)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "link-loop":
        path.symlink_to(folder / "loop.yaml")
        (folder / "loop.yaml").symlink_to(path)
    elif kind == "folder":
        path.mkdir()
    else:  # pragma: no cover
        raise AssertionError(kind)


@pytest.mark.parametrize("kind, words", [
    ("link-to-dev-zero", "symbolic link to a file outside the folder"),
    ("link-to-a-file-outside", "symbolic link to a file outside the folder"),
    ("sparse-1-gb", "larger than 1 MB"),
    ("fifo", "it is a FIFO"),
    ("link-loop", "symbolic link that leads nowhere"),
    ("folder", "it is a folder"),
])
def test_a_hostile_file_is_refused_before_anything_is_copied(folder: Path, tmp_path: Path, kind: str, words: str) -> None:
    _hostile(folder, tmp_path, kind)
    root = tmp_path / "published"
    problems = publish_in_child(folder, root)
    assert any("hostile.yaml" in p and words in p for p in problems), problems
    assert not (root / "current").exists()  # the last good version (none yet) is kept
    assert bytes_under(root) == 0  # nothing of it was written, not even in staging


def test_a_link_inside_the_folder_is_read_and_published_as_a_file(folder: Path, tmp_path: Path) -> None:
    (folder / "lesson-v2.txt").write_text(GOOD.replace("class-take", "class-take-2"), encoding="utf-8")
    (folder / "lesson.yaml").symlink_to("lesson-v2.txt")  # a draft kept under another name
    (folder / "ours.yaml").unlink()
    root = tmp_path / "published"
    assert publish_in_child(folder, root) == []
    published = root / "current" / "lesson.yaml"
    assert not published.is_symlink() and "class-take-2" in published.read_text(encoding="utf-8")


def test_a_file_changing_while_it_is_read_is_not_published(folder: Path, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """An editor still saving: the reader sees the file grow under it and publishes nothing;
    the next look, with the file whole, publishes it."""
    live = LivePositions(folder, tmp_path / "published", say=lambda _: None)
    real_read = os.read
    grown: list[bool] = []

    def read_while_saving(fd: int, n: int) -> bytes:
        data = real_read(fd, n)
        if not grown:
            grown.append(True)
            with open(folder / "ours.yaml", "a", encoding="utf-8") as f:
                f.write("  explain: still being typed\n")
        return data

    monkeypatch.setattr(safe_yaml.os, "read", read_while_saving)
    problems = live.publish_now()
    assert grown and any("changed while it was read" in p for p in problems), problems
    assert not live.current.exists()
    monkeypatch.undo()
    assert live.publish_now() == []
    assert "still being typed" in (live.current / "ours.yaml").read_text(encoding="utf-8")


def test_the_reader_reads_at_most_one_byte_past_the_bound(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file that says it is small but grows while read (``/proc`` files, a writer racing
    the reader) costs at most the bound plus one byte of memory."""
    path = tmp_path / "grows.yaml"
    path.write_text("- id: a\n", encoding="utf-8")
    asked: list[int] = []
    monkeypatch.setattr(safe_yaml.os, "read", lambda fd, n: (asked.append(n), b"x" * n)[1])
    with pytest.raises(safe_yaml.PositionError, match="larger than 1 MB"):
        safe_yaml.read_text_file(path, follow_links=False)
    assert sum(asked) == safe_yaml.MAX_FILE_BYTES + 1
