"""The learner of one person's own JupyterLab, remembered from one notebook to the next.

Under Voila a page finds its learner in the address (``?me=CODE``); JupyterLab keeps no
query, and each notebook runs in a kernel of its own. On a JupyterLab started by
``canasta-teach lab`` the server belongs to one person (:func:`canasta_teach.config.lab_home`
names the suite's folder), so the personal code of the learner chosen in one notebook is
kept in that folder (``.canasta-learner.json``, readable by its owner only) and the next
notebook opens with the same learner. Nowhere else: a class server's kernels serve many
people, and there a code in a file would hand one learner's progress to the next.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

from .. import config
from ..progress.identity import normalise_code

__all__ = ["remembered_code", "remember", "forget", "LEARNER_FILE"]

log = logging.getLogger(__name__)

#: The file in the suite's folder that holds the chosen learner's personal code.
LEARNER_FILE = ".canasta-learner.json"


def _file() -> Path | None:
    home = config.lab_home()
    return home / LEARNER_FILE if home is not None else None


def remembered_code() -> str | None:
    """The personal code chosen earlier in this JupyterLab, or None (also outside one)."""
    path = _file()
    if path is None or not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    code = data.get("code") if isinstance(data, dict) else None
    return normalise_code(code) if isinstance(code, str) else None


def remember(code: str) -> None:
    """Keep ``code`` for the next notebook of this JupyterLab (nothing outside one)."""
    path = _file()
    if path is None:
        return
    try:
        tmp = path.with_name(f".{path.name}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump({"code": code}, out)
        os.replace(tmp, path)
    except OSError:  # the notebook goes on; the next one asks again
        log.warning("could not remember the learner in %s", path.parent, exc_info=True)


def forget() -> None:
    """Forget the remembered learner (a different person takes over the notebooks)."""
    path = _file()
    if path is not None:
        try:
            path.unlink(missing_ok=True)
        except OSError:
            log.warning("could not forget the learner in %s", path.parent, exc_info=True)
