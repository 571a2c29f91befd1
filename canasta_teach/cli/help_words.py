"""The words of ``canasta-teach --help``: each option's help from the catalogue
(``cli.ftl``, ``cli-help-*``), in the language :func:`help_language` picks.

argparse fills ``%(default)s`` into a help text when it prints it, so a message's
``{ $default }`` is given exactly that: the default stays argparse's, and a translation
places it where its sentence needs it (a translation cannot break argparse's formatting
by mistyping the ``%`` form, and the pseudo-locale's accents cannot reach it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .. import config
from ..judge.catalogue import choose_language
from ..judge.wording import phrase

__all__ = ["help_text", "help_language", "asked_language"]


def help_text(message: str, **facts: object) -> str:
    """The help of one option or command (``cli-help-serve-port``), with ``{ $default }``
    left for argparse to fill."""
    return phrase(message, default="%(default)s", **facts)


def asked_language(argv: Sequence[str]) -> str | None:
    """The language ``--lang X`` or ``--lang=X`` names on the command line (the last one, as
    argparse reads it), or None; read before the parser exists, since the parser's help
    texts are made in it. Nothing after ``--`` counts."""
    found: str | None = None
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            found = argv[i + 1]
        elif arg.startswith("--lang="):
            found = arg.partition("=")[2]
    return found


def help_language(argv: Sequence[str], env: Mapping[str, str] | None = None) -> str:
    """The language of ``--help``: ``--lang`` on the command line, else the class's language
    (``$CANASTA_TEACH_LANG``, as serve and lab set it), else English. A code without a
    complete catalogue is passed over here (``--lang`` itself then says what is wrong)."""
    return choose_language(asked=asked_language(argv),
                           class_default=config.class_language(env))
