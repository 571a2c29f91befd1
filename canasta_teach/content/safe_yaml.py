"""Reading the YAML of a position file safely: small, plain, and every problem one line.

A position file is a short list of mappings of words, numbers and card lists. The loader
here reads exactly that and refuses, with a :class:`~canasta_teach.errors.PositionError`
naming the line, everything else YAML can do:

* a key given twice in one mapping (plain PyYAML keeps the last one silently);
* anchors and aliases (``&a``, ``*a``): a 500-byte "billion laughs" file would otherwise
  expand into gigabytes when the reader walks it;
* tags (``!!python/name:...``, ``!!timestamp``, ``!custom``), except the plain core ones
  (``!!str``, ``!!int``, ``!!float``, ``!!bool``, ``!!null``, ``!!seq``, ``!!map``), and a
  tagged value that does not read as its tag (``!!int abc``);
* nesting deeper than :data:`MAX_DEPTH`, more than :data:`MAX_NODES` values, a number of
  more than :data:`MAX_INT_DIGITS` digits, text holding control characters or lone
  surrogates (``"\\ud800"``).

Dates stay text (``2024-01-01`` is not turned into a date), ``<<`` and ``=`` are plain keys,
and every mapping key is the text the author wrote.

:func:`read_text_file` reads a file no larger than :data:`MAX_FILE_BYTES`, refusing folders,
FIFOs and devices before opening them (a FIFO would block the reader for ever).

>>> load_yaml("- id: a\\n  ask: min-meld\\n")
[{'id': 'a', 'ask': 'min-meld'}]
>>> load_yaml("- id: a\\n  ask: min-meld\\n  ask: score\\n")
Traceback (most recent call last):
...
canasta_teach.errors.PositionError: line 3: key 'ask' is given twice in one mapping (lines 2 and 3): keep one
"""

from __future__ import annotations

import errno
import os
import re
import stat
from pathlib import Path
from typing import Any

import yaml
from yaml.events import AliasEvent, CollectionStartEvent, NodeEvent, ScalarEvent, SequenceStartEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from ..errors import PositionError, quote
from .error_words import grouped, problem

__all__ = [
    "FileChangedError",
    "MAX_FILE_BYTES",
    "MAX_DEPTH",
    "MAX_NODES",
    "MAX_INT_DIGITS",
    "load_yaml",
    "read_text_file",
]

#: A position file is a few kilobytes; a megabyte is a hundred lessons.
MAX_FILE_BYTES = 1_000_000
#: A position file nests four levels (list, entry, list of melds, list of cards).
MAX_DEPTH = 16
#: The shipped files hold about 300 values each.
MAX_NODES = 20_000
#: Scores are thousands; nothing in a position needs more digits than this.
MAX_INT_DIGITS = 12

_CORE = "tag:yaml.org,2002:"
_ALLOWED_TAGS = {_CORE + t for t in ("str", "int", "float", "bool", "null", "seq", "map")}
#: The tags whose values an author writes, and their word (``error-value-not``).
_TAG_NAMES = {_CORE + "int": "int", _CORE + "float": "float", _CORE + "bool": "bool"}
_BAD_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")


def _line(node_or_event: Any) -> int:
    mark = getattr(node_or_event, "start_mark", None)
    return mark.line + 1 if mark is not None else 0


def _error(where: Any, text: str) -> PositionError:
    line = _line(where)
    return PositionError(problem("line", line=str(line), problem=text) if line else text)


def _tag_text(tag: str) -> str:
    return "!!" + tag[len(_CORE):] if tag.startswith(_CORE) else tag


def _char_problem(ch: str) -> str:
    if "\ud800" <= ch <= "\udfff":
        return problem("char-surrogate", code=f"{ord(ch):04x}")
    if ord(ch) < 0x20 or 0x7F <= ord(ch) <= 0x9F:
        return problem("char-control", code=f"{ord(ch):04X}")
    return problem("char-yaml", code=f"{ord(ch):04X}")


def _check_text(text: str, where: Any) -> None:
    bad = _BAD_TEXT.search(text)
    if bad is not None:
        raise _error(where, problem("text-char", text=quote(text), problem=_char_problem(bad.group())))


class _Resolver(yaml.resolver.Resolver):
    """The YAML 1.1 resolver without timestamps, merge keys (``<<``) and value keys (``=``)."""


_Resolver.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers
            if tag not in (_CORE + "timestamp", _CORE + "merge", _CORE + "value", _CORE + "yaml")]
    for first, resolvers in yaml.resolver.Resolver.yaml_implicit_resolvers.items()
}


class _Composer(yaml.composer.Composer):
    """Builds nodes, refusing aliases, anchors, odd tags, deep nesting and huge documents."""

    def __init__(self) -> None:
        super().__init__()
        self._depth = 0
        self._nodes = 0

    def compose_node(self, parent: Node | None, index: Any) -> Node | None:
        event = self.peek_event()  # type: ignore[attr-defined]  # the parser's, mixed in
        if isinstance(event, AliasEvent):
            raise _error(event, problem("alias", name=quote(event.anchor or "")[1:-1]))
        if isinstance(event, NodeEvent) and event.anchor is not None:
            raise _error(event, problem("anchor", name=quote(event.anchor)[1:-1]))
        tag = getattr(event, "tag", None)
        if tag is not None and tag != "!":
            if tag not in _ALLOWED_TAGS:
                raise _error(event, problem("tag", tag=quote(_tag_text(tag))))
            if isinstance(event, ScalarEvent) and tag.endswith((":seq", ":map")):
                raise _error(event, problem("tag-scalar", value=quote(event.value), tag=_tag_text(tag)))
            if isinstance(event, CollectionStartEvent):
                wanted = _CORE + ("seq" if isinstance(event, SequenceStartEvent) else "map")
                if tag != wanted:
                    kind = "list" if isinstance(event, SequenceStartEvent) else "mapping"
                    raise _error(event, problem("tag-collection", kind=kind, tag=_tag_text(tag)))
        self._nodes += 1
        if self._nodes > MAX_NODES:
            raise _error(event, problem("too-many-values", most=grouped(MAX_NODES)))
        self._depth += 1
        if self._depth > MAX_DEPTH:
            raise _error(event, problem("too-deep", most=MAX_DEPTH))
        try:
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


class _Constructor(yaml.constructor.SafeConstructor):
    """Plain values only; duplicate keys refused; a tagged value that does not read refused."""

    def construct_object(self, node: Node, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep)
        except (PositionError, yaml.YAMLError):
            raise
        except (ValueError, LookupError, TypeError, ArithmeticError):
            shown = quote(node.value) if isinstance(node, ScalarNode) else problem("this-value")
            raise _error(node, problem("value-not", value=shown, tag=_TAG_NAMES.get(node.tag, "other"),
                                       name=_tag_text(node.tag))) from None

    def construct_scalar(self, node: Node) -> Any:
        value = super().construct_scalar(node)  # type: ignore[arg-type]
        if isinstance(value, str):
            _check_text(value, node)
        return value

    def construct_yaml_int(self, node: Node) -> int:
        text = str(self.construct_scalar(node))
        digits = sum(ch.isdigit() for ch in text)
        if digits > MAX_INT_DIGITS or len(text) > 4 * MAX_INT_DIGITS:
            raise _error(node, problem("number-digits", value=quote(text), most=MAX_INT_DIGITS))
        return super().construct_yaml_int(node)  # type: ignore[arg-type]

    def construct_mapping(self, node: Node, deep: bool = False) -> dict[Any, Any]:  # type: ignore[override]
        if not isinstance(node, MappingNode):
            raise _error(node, problem("mapping-wanted"))
        mapping: dict[str, Any] = {}
        lines: dict[str, int] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, ScalarNode):
                kind = "list" if isinstance(key_node, SequenceNode) else "mapping"
                raise _error(key_node, problem("key-not-word", kind=kind))
            key = self.construct_scalar(key_node)
            if key in mapping:
                raise _error(key_node, problem("key-twice", name=quote(key), first=str(lines[key]),
                                               second=str(_line(key_node))))
            lines[key] = _line(key_node)
            mapping[key] = self.construct_object(value_node, deep=deep)
        return mapping


# The constructors: the safe ones for the core tags only. Anything else never reaches here
# (the composer refuses it), but keep the table closed all the same.
_Constructor.yaml_constructors = {
    tag: fn for tag, fn in yaml.constructor.SafeConstructor.yaml_constructors.items()
    if tag in _ALLOWED_TAGS
}
_Constructor.yaml_constructors[_CORE + "int"] = _Constructor.construct_yaml_int
_Constructor.yaml_multi_constructors = {}


class _Loader(yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser, _Composer, _Constructor, _Resolver):
    """PyYAML's pure-Python safe loader (its messages are the ones authors see), hardened."""

    def __init__(self, stream: str) -> None:
        yaml.reader.Reader.__init__(self, stream)
        yaml.scanner.Scanner.__init__(self)
        yaml.parser.Parser.__init__(self)
        _Composer.__init__(self)
        _Constructor.__init__(self)
        _Resolver.__init__(self)


def _yaml_problem(err: yaml.YAMLError, text: str) -> str:
    if isinstance(err, yaml.reader.ReaderError):
        line = text.count("\n", 0, err.position) + 1 if isinstance(err.position, int) else 0
        ch = err.character if isinstance(err.character, str) else chr(err.character)
        return problem("line", line=str(line), problem=problem("file-char", problem=_char_problem(ch)))
    mark = getattr(err, "problem_mark", None)
    said = problem("not-yaml", problem=getattr(err, "problem", None) or str(err).splitlines()[0])
    return problem("line", line=str(mark.line + 1), problem=said) if mark is not None else said


def load_yaml(text: str) -> Any:
    """The plain value of the YAML text, or a PositionError naming the line."""
    if len(text) > MAX_FILE_BYTES:
        raise PositionError(problem("text-too-large", mb=MAX_FILE_BYTES // 1_000_000))
    if text.startswith("\ufeff"):
        text = text[1:]
    bad = _BAD_TEXT.search(text)
    if bad is not None and "\ud800" <= bad.group() <= "\udfff":
        # The reader would choke on it only later, and with a less helpful message.
        line = text.count("\n", 0, bad.start()) + 1
        raise PositionError(problem("line", line=str(line), problem=problem("file-char", problem=_char_problem(bad.group()))))
    loader = None
    try:
        loader = _Loader(text)  # the reader checks every character here
        return loader.get_single_data()
    except yaml.YAMLError as err:
        raise PositionError(_yaml_problem(err, text)) from None
    except RecursionError:  # pragma: no cover - the depth limit comes first
        raise PositionError(problem("too-deep", most=MAX_DEPTH)) from None
    finally:
        if loader is not None:
            loader.dispose()


class FileChangedError(PositionError):
    """The file changed while it was read (an editor still saving it): nothing read is used,
    and the reader tries again later."""


def read_text_file(path: str | Path, *, follow_links: bool = True) -> str:
    """The UTF-8 text of a regular file of at most :data:`MAX_FILE_BYTES`.

    Folders, FIFOs, sockets and devices are refused from ``os.stat`` before any open, so a
    FIFO never blocks the reader; the open itself does not block either (``O_NONBLOCK``),
    the size is checked again on the open file (``fstat``) before anything is read, and at
    most one byte more than the bound is ever read (a file that grows while it is read
    cannot fill the memory). A file whose size or time changed while it was read raises
    :class:`FileChangedError`: a half-saved file is never taken for a whole one.

    With ``follow_links=False`` a symbolic link is refused as it is found (``lstat``, and
    ``O_NOFOLLOW`` on the open, so a link swapped in after the look is refused too): the
    caller decides which links it trusts (see :mod:`canasta_teach.cli.live_positions`).
    """
    name = str(path)
    try:
        info = os.stat(name) if follow_links else os.lstat(name)
    except OSError as err:
        raise PositionError(_unreadable(err), source=name) from None
    except ValueError:  # a NUL in the name
        raise PositionError(problem("name-nul"), source=name) from None
    _check_regular(info, name)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    if not follow_links:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(name, flags)
    except OSError as err:
        if not follow_links and err.errno == errno.ELOOP:
            raise PositionError(problem("file-link"), source=name) from None
        raise PositionError(_unreadable(err), source=name) from None
    try:
        before = os.fstat(fd)
        _check_regular(before, name)
        chunks = []
        size = 0
        while size <= MAX_FILE_BYTES:
            chunk = os.read(fd, min(1 << 16, MAX_FILE_BYTES + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        after = os.fstat(fd)
    except OSError as err:
        raise PositionError(_unreadable(err), source=name) from None
    finally:
        os.close(fd)
    if size > MAX_FILE_BYTES:
        raise PositionError(_too_large(), source=name)
    if (before.st_size, before.st_mtime_ns) != (after.st_size, after.st_mtime_ns) or size != after.st_size:
        raise FileChangedError(problem("file-changed"), source=name)
    data = b"".join(chunks)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise PositionError(problem("not-utf8"), source=name) from None




def _unreadable(err: OSError) -> str:
    """Cannot read the file, and the system's reason (in the system's words)."""
    return problem("cannot-read", reason=err.strerror or problem("unreadable"))


def _too_large() -> str:
    return problem("file-too-large", mb=MAX_FILE_BYTES // 1_000_000)


def _check_regular(info: os.stat_result, name: str) -> None:
    mode = info.st_mode
    if stat.S_ISLNK(mode):
        raise PositionError(problem("file-link"), source=name)
    if stat.S_ISREG(mode):
        if info.st_size > MAX_FILE_BYTES:
            raise PositionError(_too_large(), source=name)
        return
    if stat.S_ISDIR(mode):
        kind = "folder"
    elif stat.S_ISFIFO(mode):
        kind = "fifo"
    elif stat.S_ISSOCK(mode):
        kind = "socket"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        kind = "device"
    else:
        kind = "other"
    raise PositionError(problem("file-kind", kind=kind), source=name)
