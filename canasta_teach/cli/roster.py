"""``canasta-teach roster``: a teacher prints each learner's personal link before class.

A personal link (``...?me=<code>``) is the only way into a learner's progress (see
:mod:`canasta_teach.progress.identity`). Learners can get one themselves by typing a new
name, but a teacher who prefers to hand out slips, or whose learners used the school before
codes existed (their names are taken and no code opens them yet), prints a roster::

    canasta-teach roster --class 4b Ann Bob "Cy Lee"
    canasta-teach roster --class 4b --file names.txt --url http://192.168.1.20:8866/voila/render/index.ipynb

The links point at the class server's own address: the one ``serve --class`` printed, read
from the file it keeps beside the class's store while it runs
(:mod:`canasta_teach.cli.class_address`), or ``--url``. With neither, roster says so and
writes nothing (a link to the wrong port reaches nobody).

Each name gets a new code; a learner who already has one keeps it (the line says so) unless
``--renew`` replaces it, which stops the old link from working (a lost or shared link).
Look-alike names (case, Cyrillic or Greek letters) are one learner. The store is the class's
own (``serve --class`` writes to the same one) or ``--store PATH|URL``.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..errors import CanastaError
from ..progress.names import NameRefused
from .help_words import help_text

__all__ = ["add_roster_arguments", "run_roster", "read_names", "class_server_url"]


def add_roster_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("names", nargs="*", metavar="NAME", help=help_text("cli-help-roster-names"))
    parser.add_argument("--class", dest="class_name", metavar="NAME", required=True,
                        help=help_text("cli-help-roster-class"))
    parser.add_argument("--file", type=Path, metavar="FILE",
                        help=help_text("cli-help-roster-file"))
    parser.add_argument("--store", metavar="PATH|URL", help=help_text("cli-help-roster-store"))
    parser.add_argument("--url", metavar="ADDRESS",
                        help=help_text("cli-help-roster-url"))
    parser.add_argument("--renew", action="store_true",
                        help=help_text("cli-help-roster-renew"))


def read_names(path: Path) -> list[str]:
    """The names in ``path``; a :class:`CanastaError` naming the file when it cannot be read."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise CanastaError(f"{path}: cannot read the names: {reason}") from None
    return [line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]


def _link(base: str, code: str) -> str:
    return f"{base}{'&' if '?' in base else '?'}me={code}"


def _words(message: str, **facts: object) -> str:
    from ..judge.wording import phrase

    return phrase(message, **facts)


def class_server_url(class_name: str, store: str | None) -> str:
    """The learners' address of the running server of this class (what its ``serve``
    printed); a :class:`CanastaError` saying what to do when none runs."""
    from .class_address import Found, find_running
    from .serve import class_address_file

    found, address = find_running(class_address_file(class_name, store))
    if found is Found.RUNNING and address is not None:
        return address.url
    if found is Found.STOPPED and address is not None:
        raise CanastaError(_words("roster.server-stopped", name=class_name, url=address.url))
    raise CanastaError(_words("roster.no-server", name=class_name))


def run_roster(ns: argparse.Namespace) -> int:
    from ..progress.names import learner_name
    from ..progress.store import open_store_at
    from .serve import class_store_path

    names = list(ns.names)
    sources = [f"argument {n + 1}" for n in range(len(names))]
    if ns.file is not None:
        from_file = read_names(ns.file)
        names += from_file
        sources += [f"{ns.file}, name {n + 1}" for n in range(len(from_file))]
    if not names:
        raise CanastaError("roster: give the learners' names, or --file with one name a line")
    for source, name in zip(sources, names):
        try:
            learner_name(name)
        except NameRefused as refused:
            raise CanastaError(f"roster: {source} ({name!r}): {refused}") from None
    location = ns.store if ns.store and "://" in ns.store else class_store_path(ns.class_name, ns.store)
    base = ns.url or class_server_url(ns.class_name, ns.store)
    with open_store_at(location) as store:
        entries = store.issue_codes(names, renew=ns.renew)
    width = max(len(entry.learner.display_name) for entry in entries)
    print(_words("roster.heading", name=ns.class_name))
    print(_words("roster.address", url=base))
    for entry in entries:
        name = entry.learner.display_name.ljust(width)
        if entry.code is None:
            print(f"{name}  {_words('roster.kept')}")
        else:
            print(f"{name}  {entry.code}  {_link(base, entry.code)}")
    return 0
