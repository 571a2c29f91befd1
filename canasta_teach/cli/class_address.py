"""Where a running class server says it is: its learners' address, in a small file beside
the class's store.

``canasta-teach serve`` prints the learners' address once; ``canasta-teach roster``, run
later in another terminal, needs that same address for the personal links (a class served
on ``--port 9000`` or on the LAN address must not get links to 127.0.0.1:8866). So serve
writes the address to ``<store>.server.json`` (``class-4b.server.json`` beside
``class-4b.sqlite3``: the same store means the same class) while it runs and removes it when
it stops; roster reads it and believes it only while that server still runs (its process
is alive and its port answers), so a file left by a server killed outright is never used.

The file holds no secret: the teacher key is never written to it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from .supervise import answers

__all__ = ["ServerAddress", "Found", "address_file_for", "write_address", "forget_address", "find_running"]

_SUFFIX = ".server.json"


@dataclass(frozen=True)
class ServerAddress:
    """What a running server writes about itself."""

    url: str  # the learners' address of the first page, as serve printed it
    host: str  # the address listened on, and the port: to check it still answers
    port: int
    pid: int  # the serve launcher's process


class Found(Enum):
    """What :func:`find_running` found."""

    RUNNING = "running"
    NONE = "none"  # no server of this store has run, or it stopped cleanly
    STOPPED = "stopped"  # a file left behind by a server that no longer runs
    UNREADABLE = "unreadable"


def address_file_for(store_file: Path) -> Path:
    """The address file of the server writing to ``store_file`` (an SQLite store, or the
    place a PostgreSQL class keeps its local files)."""
    return store_file.with_suffix(_SUFFIX)


def write_address(path: Path, address: ServerAddress) -> None:
    """Write ``address`` to ``path`` (replaced whole, so a reader never sees half of it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.{os.getpid()}")
    partial.write_text(json.dumps(address.__dict__), encoding="utf-8")
    partial.replace(path)


def forget_address(path: Path, pid: int) -> None:
    """Remove ``path`` if it is still the one process ``pid`` wrote (a second server of the
    same class, started since, keeps its own)."""
    try:
        if json.loads(path.read_text(encoding="utf-8")).get("pid") == pid:
            path.unlink()
    except (OSError, ValueError, AttributeError):
        pass


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: it exists
        return True
    return True


def find_running(path: Path) -> tuple[Found, ServerAddress | None]:
    """The address in ``path`` and whether its server still runs (alive and answering).
    The address is given back for :attr:`Found.STOPPED` too, so a message can name it."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Found.NONE, None
    except (OSError, ValueError):
        return Found.UNREADABLE, None
    try:
        address = ServerAddress(url=str(data["url"]), host=str(data["host"]), port=int(data["port"]), pid=int(data["pid"]))
    except (KeyError, TypeError, ValueError):
        return Found.UNREADABLE, None
    if _alive(address.pid) and answers(address.host, address.port):
        return Found.RUNNING, address
    return Found.STOPPED, address
