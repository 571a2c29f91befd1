"""The teacher's server log, in counts: one line per kind of refused or failed request per
interval, never a line (or a traceback) per request a client sent.

A curious learner can send a hundred ``GET /logout`` (each a 12-line traceback from
jupyter_server's logout page, which Voila cannot render) or a thousand malformed widget
messages (each a warning from its kernel) in a second; the log must stay readable, and a
full disk must not be one request loop away. So:

* refused requests (class full, too many pages, another host's name), answers of 4xx/5xx
  and errors raised while answering a request are counted by kind in a :class:`LineCounts`
  and said in one summary line per interval (:data:`SUMMARY_SECONDS`), with a few examples;
* what the kernels write (their stdout and stderr, read by Voila through a pipe, see
  :class:`~canasta_teach.cli.kernel_processes.SchoolKernelManager`) is counted the same way,
  each line reduced to its kind (:func:`line_kind`: ids, numbers and quoted values taken
  out), tracebacks counted as lines of one kind.

Imports no Voila: the kinds and the counting are plain functions, tested on their own.
"""

from __future__ import annotations

import logging
import re

__all__ = [
    "MAX_KINDS",
    "SUMMARY_SECONDS",
    "LineCounts",
    "KernelOutput",
    "RequestErrorsCounted",
    "line_kind",
]

#: Seconds between two summary lines in the server log.
SUMMARY_SECONDS = 30
#: Kinds named in one summary line; the rest are counted together.
MAX_KINDS = 12
#: Examples kept per kind, and their length.
MAX_EXAMPLES = 3
EXAMPLE_CHARS = 60

_TRACEBACK_LINE = re.compile(r"^(\s|Traceback \(most recent call last\)|During handling of the above|"
                             r"The above exception was the direct cause|\^+$)")
_VARYING = [
    (re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", re.I), "<id>"),
    (re.compile(r"\b[0-9a-f]{16,}\b", re.I), "<id>"),
    (re.compile(r"'[^']*'|\"[^\"]*\""), "<value>"),
    (re.compile(r"\d+(\.\d+)?"), "<n>"),
]


def line_kind(line: str) -> str:
    """The kind of a line a kernel wrote: what stays when ids, numbers and quoted values go.

    >>> line_kind("[canasta-teach kernel] warning: No such comm: 9f1c2e0a-77aa-4bd2-8a36-1f2e3d4c5b6a")
    '[canasta-teach kernel] warning: No such comm: <id>'
    >>> line_kind('ERROR | Unknown front-end to back-end widget msg with method "no-such-method"')
    'ERROR | Unknown front-end to back-end widget msg with method <value>'
    >>> line_kind('  File "/x/y.py", line 12, in f'), line_kind("Traceback (most recent call last):")
    ('a traceback line', 'a traceback line')
    """
    if _TRACEBACK_LINE.match(line):
        return "a traceback line"
    kind = line.strip()
    for pattern, replacement in _VARYING:
        kind = pattern.sub(replacement, kind)
    return kind[:120]


class LineCounts:
    """Lines of the same kind, said as one summary line per interval instead of one each.

    >>> counts = LineCounts("refused since the last summary")
    >>> counts.note("class full", "127.0.0.1"); counts.note("class full", "10.0.0.7")
    >>> counts.note("another host's name", "'evil.example'")
    >>> print(counts.summary())
    refused since the last summary: 2 x class full (127.0.0.1, 10.0.0.7); 1 x another host's name ('evil.example')
    >>> counts.summary() is None
    True
    """

    def __init__(self, title: str) -> None:
        self.title = title
        self._counts: dict[str, int] = {}
        self._examples: dict[str, list[str]] = {}

    def note(self, kind: str, example: str = "") -> None:
        if kind not in self._counts and len(self._counts) >= MAX_KINDS:
            kind = "other kinds"
        self._counts[kind] = self._counts.get(kind, 0) + 1
        examples = self._examples.setdefault(kind, [])
        example = example[:EXAMPLE_CHARS]
        if example and example not in examples and len(examples) < MAX_EXAMPLES:
            examples.append(example)

    def summary(self) -> str | None:
        """The line for what was noted since the last call, or None when nothing was."""
        if not self._counts:
            return None
        parts = []
        for kind, n in self._counts.items():
            examples = ", ".join(self._examples.get(kind, []))
            parts.append(f"{n} x {kind}" + (f" ({examples})" if examples else ""))
        self._counts.clear()
        self._examples.clear()
        return f"{self.title}: " + "; ".join(parts)


class KernelOutput:
    """What one kernel writes, cut into lines and counted by :func:`line_kind` in ``counts``.

    >>> counts = LineCounts("the kernels wrote")
    >>> out = KernelOutput(counts)
    >>> out.feed(b"warning: No such comm: 1\\nwarning: No such comm: 2\\nhalf a li"); out.feed(b"ne\\n")
    >>> print(counts.summary())
    the kernels wrote: 2 x warning: No such comm: <n>; 1 x half a line
    """

    #: A line longer than this is cut (a kernel writing without newlines cannot grow the buffer).
    MAX_LINE = 4096

    def __init__(self, counts: LineCounts) -> None:
        self.counts = counts
        self._partial = b""

    def feed(self, data: bytes) -> None:
        lines = (self._partial + data).split(b"\n")
        self._partial = lines.pop()[: self.MAX_LINE]
        for raw in lines:
            line = raw.decode("utf-8", errors="replace").rstrip()
            if line.strip():
                self.counts.note(line_kind(line))

    def close(self) -> None:
        if self._partial.strip():
            self.feed(b"\n")


class RequestErrorsCounted(logging.Filter):
    """Takes the errors raised while answering a request out of the log, into ``counts``.

    tornado logs each one with its traceback ("Uncaught exception GET /logout ..."); the
    request is the client's, so the teacher reads one counted line instead, naming the
    error. Other records pass.
    """

    def __init__(self, counts: LineCounts) -> None:
        super().__init__()
        self.counts = counts

    def filter(self, record: logging.LogRecord) -> bool:
        if not record.exc_info:
            return True
        error = record.exc_info[1]
        kind = f"error answering a request ({type(error).__name__}: {str(error)[:80]})"
        message = record.getMessage().splitlines()[0] if record.msg else ""
        self.counts.note(kind, message.replace("Uncaught exception ", ""))
        return False
