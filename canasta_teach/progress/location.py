"""Where the progress store lives: a file out of the web server's reach, or a database URL.

The file holds every learner's answers, so it must never be downloadable: it lives in the
user's data folder by default (:func:`default_store_path`) and :func:`ensure_outside` refuses
a path inside a folder the web server serves.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from .. import config
from .store_errors import StoreError

__all__ = ["default_store_path", "ensure_outside", "is_store_url"]


def default_store_path() -> Path:
    """Where the progress store lives unless told otherwise.

    ``$CANASTA_TEACH_DB`` wins (tests, a school server); otherwise the XDG data folder,
    which is outside anything the notebook server serves.
    """
    explicit = config.db_path()
    if explicit is not None:
        return explicit
    data_home = os.environ.get("XDG_DATA_HOME") or ""
    # The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    base = Path(data_home).expanduser() if Path(data_home).is_absolute() else None
    if base is None:
        base = Path.home() / ".local" / "share"
    return base / "canasta-teach" / "progress.sqlite3"


def ensure_outside(path: str | os.PathLike[str], served_roots: Iterable[str | os.PathLike[str]]) -> Path:
    """Return the resolved ``path``, or raise if it is inside (or is) a served folder.

    Both sides are resolved (symlinks followed, ``..`` removed) before comparing, so a
    symlinked data folder pointing into the notebook folder is caught as well. The
    database holds every learner's answers; a web server must not hand it out.
    """
    resolved = Path(path).expanduser().resolve()
    for root in served_roots:
        served = Path(root).expanduser().resolve()
        if resolved == served or served in resolved.parents:
            raise StoreError(
                f"the progress store {str(resolved)!r} is inside the served folder "
                f"{str(served)!r}; anyone could download it. Set CANASTA_TEACH_DB to a "
                f"path outside that folder"
            )
    return resolved


def is_store_url(location: object) -> bool:
    """Whether ``location`` names a PostgreSQL database (``postgresql://...``), not a file."""
    return isinstance(location, str) and config.is_database_url(location)
