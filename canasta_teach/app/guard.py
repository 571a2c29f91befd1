"""The kernel side of "no internals to anyone": a comm message never gets a traceback back.

Any browser client can send any comm message over the kernel websocket. Out of the box a
malformed one (a widget id that does not exist, an unknown method, a state that does not
fit, garbage buffers) or a callback that raises gets the client a full Python traceback:
ipywidgets calls ``get_ipython().showtraceback()``, which publishes an ``error`` message
with every frame (paths, versions), and the comm loggers write theirs to ``sys.stderr``,
which the kernel forwards to the client as a ``stream`` message.

:func:`install` wraps the kernel's three comm handlers (``comm_open``, ``comm_msg``,
``comm_close``, as ipykernel 7 registers them in ``kernel.shell_handlers``):

* a message whose content does not have the shape of a comm message is dropped;
* so is a message past the bounds of what a page may make its kernel hold (which widgets it
  may open, how many, how big a value it may send: :mod:`canasta_teach.app.comm_limits`),
  with one log line for the first of each kind and then at 2, 4, 8 ... refusals;
* while a comm message is handled, ``showtraceback`` logs one line instead of publishing the
  traceback (this also covers an exception inside ``with output:`` in a callback, which
  ipywidgets' Output widget would otherwise print into the page), and the comm loggers write
  to the kernel process's own stderr, i.e. the server log, never to the client;
* whatever still escapes is caught and logged in one line.

Each line names the message type, the comm and the exception with its innermost frame
(file name and line only). :func:`install` is idempotent and does nothing outside a kernel;
:mod:`canasta_teach.app` calls it on import, so every notebook that uses the app is guarded.
It imports nothing from Jupyter until it finds itself inside a running kernel.
"""

from __future__ import annotations

import inspect
import io
import logging
import sys
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import TracebackType
from typing import Any, TextIO

from .comm_limits import CommLimits

__all__ = ["COMM_MESSAGE_TYPES", "LIMITS", "install", "installed", "one_line"]

COMM_MESSAGE_TYPES = ("comm_open", "comm_msg", "comm_close")
#: Loggers of the comm machinery whose records must not reach the client.
COMM_LOGGERS = ("Comm", "ipykernel.comm", "comm", "ipywidgets")
_MARK = "_canasta_teach_comm_guard"
_MAX_TEXT = 160

log = logging.getLogger("canasta_teach.guard")

#: This kernel's bounds on what its page may open and send (one page per kernel).
LIMITS = CommLimits()


def one_line(exc: BaseException | None, tb: TracebackType | None = None) -> str:
    """``ValueError: bad value (widget.py:766)``: the exception and its innermost frame.

    >>> try:
    ...     int("x")
    ... except ValueError as err:
    ...     one_line(err).startswith("ValueError: invalid literal")
    True
    """
    if exc is None:
        return "unknown error"
    text = " ".join(str(exc).split())
    if len(text) > _MAX_TEXT:
        text = text[: _MAX_TEXT - 1] + "…"
    where = ""
    frames = traceback.extract_tb(tb or exc.__traceback__)
    if frames:
        last = frames[-1]
        where = f" ({last.filename.rsplit('/', 1)[-1]}:{last.lineno})"
    return f"{type(exc).__name__}: {text}{where}" if text else f"{type(exc).__name__}{where}"


def _server_log_handler() -> logging.Handler:
    """A handler writing one line per record to the kernel process's own stderr."""

    class _OneLine(logging.Formatter):
        def format(self, record: logging.LogRecord) -> str:
            message = " ".join(record.getMessage().split())
            if record.exc_info and record.exc_info[1] is not None:
                message += f" ({one_line(record.exc_info[1], record.exc_info[2])})"
            return f"[canasta-teach kernel] {record.levelname.lower()}: {message[:400]}"

    handler = logging.StreamHandler(_server_stream())
    handler.setFormatter(_OneLine())
    return handler


_SERVER_STREAM: TextIO | None = None


def _server_stream() -> TextIO:
    """The kernel process's own stderr (the server log), not the one forwarded to the page.

    ipykernel 7 captures file descriptor 2 and forwards what is written there to the client
    too; it keeps a copy of the original descriptor for its own log, as this does.
    """
    global _SERVER_STREAM
    if _SERVER_STREAM is None:
        original = getattr(sys.stderr, "_original_stdstream_copy", None)
        if isinstance(original, int):
            _SERVER_STREAM = io.TextIOWrapper(io.FileIO(original, "w", closefd=False), line_buffering=True)
        else:
            _SERVER_STREAM = sys.__stderr__
    assert _SERVER_STREAM is not None
    return _SERVER_STREAM


def _shape_problem(msg_type: str, msg: Any) -> str | None:
    """Why ``msg`` is not a comm message of its type, or None when it looks like one."""
    content = msg.get("content") if isinstance(msg, dict) else None
    if not isinstance(content, dict):
        return "content is not a mapping"
    if not isinstance(content.get("comm_id"), str) or not content["comm_id"]:
        return "no comm id"
    if "data" in content and not isinstance(content["data"], dict):
        return "data is not a mapping"
    if msg_type == "comm_open" and not isinstance(content.get("target_name"), str):
        return "no target name"
    buffers = msg.get("buffers") or []
    if not isinstance(buffers, list):
        return "buffers are not a list"
    return None


@contextmanager
def _quiet_tracebacks(shell: Any, where: str) -> Iterator[None]:
    """While a comm message is handled, ``shell.showtraceback`` logs one line instead."""
    if shell is None:
        yield
        return

    def log_instead(exc_tuple: Any = None, *args: Any, **kwargs: Any) -> None:
        etype, value, tb = exc_tuple if isinstance(exc_tuple, tuple) else sys.exc_info()
        log.warning("%s: %s", where, one_line(value, tb))

    had_own = "showtraceback" in vars(shell)
    previous = vars(shell).get("showtraceback")
    shell.showtraceback = log_instead
    try:
        yield
    finally:
        if had_own:
            shell.showtraceback = previous
        else:
            del shell.showtraceback


def _guarded(msg_type: str, handler: Callable[..., Any], shell: Any) -> Callable[..., Any]:
    def guarded(stream: Any, idents: Any, msg: Any) -> Any:
        problem = _shape_problem(msg_type, msg)
        if problem is not None:
            log.warning("%s dropped: %s", msg_type, problem)
            return None
        beyond = LIMITS.problem(msg_type, msg)
        if beyond is not None:
            count = LIMITS.note_refusal(beyond)
            if count is not None:
                log.warning("dropped: %s (%d so far)", beyond, count)
            return None
        where = f"{msg_type} to {str(msg['content']['comm_id'])[:40]}"
        language = _language_of(msg)
        with _quiet_tracebacks(shell, where), _speaking(language):
            try:
                result = handler(stream, idents, msg)
            except Exception as err:  # noqa: BLE001 - logged in one line, nothing to the client
                log.warning("%s: %s", where, one_line(err))
                return None
        if inspect.isawaitable(result):
            return _awaited(result, shell, where, language)
        return result

    setattr(guarded, _MARK, True)
    guarded.__wrapped__ = handler  # type: ignore[attr-defined]
    return guarded


def _language_of(msg: Any) -> Any:
    """The catalogue the message's widget was built in (its page's language), or None."""
    try:
        from .language import widget_language

        return widget_language(msg["content"]["comm_id"])
    except Exception:  # noqa: BLE001 - a callback without its language speaks English
        return None


@contextmanager
def _speaking(language: Any) -> Iterator[None]:
    """Run a widget's callback in its page's language (:mod:`.language`)."""
    if language is None:
        yield
        return
    from ..judge.catalogue import speaking

    with speaking(language):
        yield


async def _awaited(result: Any, shell: Any, where: str, language: Any = None) -> Any:
    with _quiet_tracebacks(shell, where), _speaking(language):
        try:
            return await result
        except Exception as err:  # noqa: BLE001
            log.warning("%s: %s", where, one_line(err))
            return None


def _kernel_and_shell() -> tuple[Any, Any]:
    ipython = sys.modules.get("IPython")
    if ipython is None:
        return None, None
    shell = ipython.get_ipython()
    return getattr(shell, "kernel", None), shell


def installed() -> bool:
    """Whether the running kernel's comm handlers are guarded."""
    kernel, _ = _kernel_and_shell()
    handlers = getattr(kernel, "shell_handlers", None)
    return isinstance(handlers, dict) and all(
        getattr(handlers.get(t), _MARK, False) for t in COMM_MESSAGE_TYPES
    )


def install() -> bool:
    """Guard the running kernel's comm handlers; True when guarded (now or before).

    Outside a kernel (the command line, a plain Python session) it does nothing and returns
    False. Calling it again changes nothing.
    """
    kernel, shell = _kernel_and_shell()
    handlers = getattr(kernel, "shell_handlers", None)
    if not isinstance(handlers, dict):
        return False
    if not log.handlers:
        log.addHandler(_server_log_handler())
        log.propagate = False
        log.setLevel(logging.INFO)
    for name in COMM_LOGGERS:
        comm_log = logging.getLogger(name)
        if not any(getattr(h, _MARK, False) for h in comm_log.handlers):
            log_handler = _server_log_handler()
            setattr(log_handler, _MARK, True)
            comm_log.addHandler(log_handler)
            comm_log.propagate = False  # never the last-resort handler, i.e. the client's stderr
    for msg_type in COMM_MESSAGE_TYPES:
        original = handlers.get(msg_type)
        if original is not None and not getattr(original, _MARK, False):
            handlers[msg_type] = _guarded(msg_type, original, shell)
    return True
