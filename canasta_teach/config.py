"""The one place that reads the ``CANASTA_TEACH_*`` environment variables.

``canasta-teach serve`` sets them in the environment of Voila and its kernels (with the
names below); the lesson pages, the dashboard and the store read them through the functions
here, never through ``os.environ`` themselves. A shared leaf: it imports nothing of ours
but :mod:`canasta_teach.errors`.

>>> env = {CLASS_ENV: "4b", DB_ENV: ""}
>>> class_name(env), db_path(env), class_positions_dir(env), teacher_key(env)
('4b', None, None, None)
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from .errors import CanastaError

__all__ = [
    "CLASS_ENV",
    "CLASS_POSITIONS_ENV",
    "DB_ENV",
    "TEACHER_KEY_ENV",
    "LEARNER_ENV",
    "TEACHER_ENV",
    "LAB_ENV",
    "NAMES_PER_PAGE_ENV",
    "NAMES_PER_ADDRESS_ENV",
    "ROSTER_ONLY_ENV",
    "CLIENT_ADDRESS_ENV",
    "KERNEL_MEMORY_ENV",
    "names_per_page",
    "names_per_address",
    "roster_only",
    "client_address",
    "kernel_memory_mb",
    "PRACTICE_SEED_ENV",
    "class_name",
    "class_positions_dir",
    "db_path",
    "db_url",
    "is_database_url",
    "teacher_key",
    "server_learner",
    "teacher_server",
    "lab_home",
    "practice_seed",
    "COACH_WORKERS_ENV",
    "coach_worker_allowed",
]

#: The progress store: an SQLite file, or a PostgreSQL URL (``postgresql://...``, a school on
#: JupyterHub); see :func:`canasta_teach.progress.store.open_store_at`.
DB_ENV = "CANASTA_TEACH_DB"
#: The name of the class served (``serve --class NAME``): the dashboard's title, the class lesson's.
CLASS_ENV = "CANASTA_TEACH_CLASS"
#: The folder of the teacher's position files (``serve --positions DIR``), already checked.
CLASS_POSITIONS_ENV = "CANASTA_TEACH_CLASS_POSITIONS"
#: The key that opens the teacher dashboard (made afresh by each ``serve --class``).
TEACHER_KEY_ENV = "CANASTA_TEACH_TEACHER_KEY"
#: The learner a server belongs to: on JupyterHub each user's own server is theirs, so the
#: hub sets their user name here (``canasta-teach hub-config``) and no name is typed.
LEARNER_ENV = "CANASTA_TEACH_LEARNER"
#: ``1`` on a teacher's own server (a hub admin's): the dashboard opens there without a key.
TEACHER_ENV = "CANASTA_TEACH_TEACHER"
#: The notebook suite's folder on one person's own JupyterLab (``canasta-teach lab``): the
#: server is theirs alone, so the learner chosen in one notebook is remembered there and
#: offered in the next (never under ``serve`` or the hub, where a server has many pages).
LAB_ENV = "CANASTA_TEACH_LAB"
#: New names one page may claim per minute (``serve --names-per-page``).
NAMES_PER_PAGE_ENV = "CANASTA_TEACH_NAMES_PER_PAGE"
#: New names one client address may claim per minute, all its pages together
#: (``serve --names-per-address``).
NAMES_PER_ADDRESS_ENV = "CANASTA_TEACH_NAMES_PER_ADDRESS"
#: ``1`` when learners come only from the teacher's roster (``serve --roster-only``).
ROSTER_ONLY_ENV = "CANASTA_TEACH_ROSTER_ONLY"
#: The address of the browser a kernel's page was loaded by (set by the server per kernel).
CLIENT_ADDRESS_ENV = "CANASTA_TEACH_CLIENT_ADDRESS"
#: The most resident memory (MB) one page's kernel may hold (``serve --kernel-memory-mb``):
#: the server stops a kernel past it; the page says so first, a little before.
KERNEL_MEMORY_ENV = "CANASTA_TEACH_KERNEL_MEMORY_MB"
#: A whole number: every practice game on this server is dealt from it (the same deals each
#: time, for a teacher's demonstration or the browser tests); unset, each game is new.
PRACTICE_SEED_ENV = "CANASTA_TEACH_PRACTICE_SEED"
#: The class's language (``serve --lang de``): a page's language when neither the address
#: nor the learner chose one (before the browser's guess).
LANG_ENV = "CANASTA_TEACH_LANG"
#: ``0``: the coach plays every play-out in its own process, no worker process on the
#: second core; unset or anything else: a worker may run. ``serve`` sets it for its kernels
#: unless it is set already: ``0`` for a class, ``1`` for one learner when the worker fits
#: the kernel memory limit (:func:`canasta_teach.cli.capacity.coach_worker_fits`).
COACH_WORKERS_ENV = "CANASTA_TEACH_COACH_WORKERS"


def _get(name: str, env: Mapping[str, str] | None) -> str | None:
    """The variable's value, or None when it is unset or empty."""
    value = (os.environ if env is None else env).get(name)
    return value or None


def is_database_url(value: str) -> bool:
    """Whether a store location is a PostgreSQL URL rather than a file path.

    >>> is_database_url("postgresql://class@db/school"), is_database_url("~/p.sqlite3")
    (True, False)
    """
    return value.startswith(("postgresql://", "postgres://"))


def db_path(env: Mapping[str, str] | None = None) -> Path | None:
    """The SQLite file named by ``$CANASTA_TEACH_DB`` (``~`` expanded), or None (also when it
    names a PostgreSQL database: see :func:`db_url`)."""
    value = _get(DB_ENV, env)
    return Path(value).expanduser() if value and not is_database_url(value) else None


def db_url(env: Mapping[str, str] | None = None) -> str | None:
    """The PostgreSQL URL in ``$CANASTA_TEACH_DB``, or None when it is unset or a file."""
    value = _get(DB_ENV, env)
    return value if value and is_database_url(value) else None


def class_name(env: Mapping[str, str] | None = None) -> str | None:
    """The class served (``$CANASTA_TEACH_CLASS``), or None."""
    return _get(CLASS_ENV, env)


def class_language(env: Mapping[str, str] | None = None) -> str | None:
    """The class's default language (``$CANASTA_TEACH_LANG``, ``serve --lang``), or None."""
    return _get(LANG_ENV, env)


def class_positions_dir(env: Mapping[str, str] | None = None) -> Path | None:
    """The folder of the class's positions (``$CANASTA_TEACH_CLASS_POSITIONS``), or None."""
    value = _get(CLASS_POSITIONS_ENV, env)
    return Path(value) if value else None


def teacher_key(env: Mapping[str, str] | None = None) -> str | None:
    """The teacher dashboard's key (``$CANASTA_TEACH_TEACHER_KEY``), or None."""
    return _get(TEACHER_KEY_ENV, env)


def server_learner(env: Mapping[str, str] | None = None) -> str | None:
    """The learner this server belongs to (``$CANASTA_TEACH_LEARNER``, set by the hub), or None."""
    value = _get(LEARNER_ENV, env)
    return value.strip() if value and value.strip() else None


def teacher_server(env: Mapping[str, str] | None = None) -> bool:
    """Whether this is a teacher's own server (``$CANASTA_TEACH_TEACHER`` is ``1``).

    >>> teacher_server({TEACHER_ENV: "1"}), teacher_server({TEACHER_ENV: ""}), teacher_server({})
    (True, False, False)
    """
    return _get(TEACHER_ENV, env) == "1"


def lab_home(env: Mapping[str, str] | None = None) -> Path | None:
    """The notebook suite's folder when JupyterLab was started by ``canasta-teach lab``
    (``$CANASTA_TEACH_LAB``), or None.

    >>> lab_home({LAB_ENV: "/tmp/school"}), lab_home({})
    (PosixPath('/tmp/school'), None)
    """
    value = _get(LAB_ENV, env)
    return Path(value) if value else None


def _per_minute(name: str, default: int, env: Mapping[str, str] | None) -> int:
    value = _get(name, env)
    if value is None:
        return default
    try:
        number = int(value)
    except ValueError:
        return default
    return number if number >= 0 else default


def names_per_page(default: int, env: Mapping[str, str] | None = None) -> int:
    """New names one page may claim a minute (``$CANASTA_TEACH_NAMES_PER_PAGE``; 0: no limit),
    ``default`` when unset or not a whole number.

    >>> names_per_page(3, {NAMES_PER_PAGE_ENV: "5"}), names_per_page(3, {NAMES_PER_PAGE_ENV: "x"})
    (5, 3)
    """
    return _per_minute(NAMES_PER_PAGE_ENV, default, env)


def names_per_address(default: int, env: Mapping[str, str] | None = None) -> int:
    """New names one client address may claim a minute (``$CANASTA_TEACH_NAMES_PER_ADDRESS``;
    0: no limit), ``default`` when unset or not a whole number."""
    return _per_minute(NAMES_PER_ADDRESS_ENV, default, env)


def roster_only(env: Mapping[str, str] | None = None) -> bool:
    """Whether learners come only from the roster (``$CANASTA_TEACH_ROSTER_ONLY`` is ``1``)."""
    return _get(ROSTER_ONLY_ENV, env) == "1"


def kernel_memory_mb(env: Mapping[str, str] | None = None) -> int:
    """The most memory (MB) this kernel may hold (``$CANASTA_TEACH_KERNEL_MEMORY_MB``); 0 when
    unset, not a whole number, or no limit.

    >>> kernel_memory_mb({KERNEL_MEMORY_ENV: "300"}), kernel_memory_mb({KERNEL_MEMORY_ENV: "a lot"}), kernel_memory_mb({})
    (300, 0, 0)
    """
    return _per_minute(KERNEL_MEMORY_ENV, 0, env)


def client_address(env: Mapping[str, str] | None = None) -> str | None:
    """The address of the browser this kernel's page was loaded by, or None when unknown."""
    value = _get(CLIENT_ADDRESS_ENV, env)
    return value.strip()[:64] if value and value.strip() else None


def practice_seed(env: Mapping[str, str] | None = None) -> int | None:
    """The seed of every practice game (``$CANASTA_TEACH_PRACTICE_SEED``), or None.

    >>> practice_seed({PRACTICE_SEED_ENV: " 42 "}), practice_seed({})
    (42, None)
    >>> practice_seed({PRACTICE_SEED_ENV: "soon"})
    Traceback (most recent call last):
    ...
    canasta_teach.errors.CanastaError: CANASTA_TEACH_PRACTICE_SEED: expected a whole number, not 'soon'
    """
    value = _get(PRACTICE_SEED_ENV, env)
    if value is None:
        return None
    try:
        return int(value.strip())
    except ValueError:
        raise CanastaError(f"{PRACTICE_SEED_ENV}: expected a whole number, not {value!r}") from None


def coach_worker_allowed(env: Mapping[str, str] | None = None) -> bool:
    """Whether the coach may hand play-outs to a worker process
    (``$CANASTA_TEACH_COACH_WORKERS`` is not ``0``).

    >>> coach_worker_allowed({}), coach_worker_allowed({COACH_WORKERS_ENV: "0"})
    (True, False)
    """
    return (_get(COACH_WORKERS_ENV, env) or "1").strip() != "0"
