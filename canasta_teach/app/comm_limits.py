"""What one page may make its kernel hold: which widgets it may open, how many, how big.

Any browser client can send comm messages over its kernel's websocket. Out of the box a
``comm_open`` to ``jupyter.widget`` builds any widget class the kernel knows with any state,
and a ``comm_msg`` ``update`` sets any value: 60 messages opening an ``HTMLModel`` with a
5 MB ``value`` each took a kernel from 62 MB to 377 MB in 10 s. :class:`CommLimits` decides,
before ipykernel sees a message, whether it may go on (see :mod:`canasta_teach.app.guard`):

* a page may open only comms to :data:`CLIENT_TARGETS` (widgets and the widget manager's
  control channel), and a widget only of the app's own models (:data:`APP_MODELS`, a fixed
  set: the ipywidgets controls and the card table the pages are built of);
* at most :data:`MAX_CLIENT_COMMS` comms opened by the page in the kernel's life (a page
  opens one, the widget manager's control channel, when it loads);
* no value larger than :data:`MAX_MESSAGE_BYTES` in any message the page sends: every
  string, every buffer and all of them together (the name box, an answer, a click on the
  card table are a few hundred bytes).

A refused message is dropped: nothing of it is kept, nothing is sent back, and the server
log gets one line for the first refusal of each kind and then at 2, 4, 8 ... (a count, never
a traceback). The limits are counts and sizes, the same on every machine.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "APP_MODELS",
    "CLIENT_TARGETS",
    "MAX_CLIENT_COMMS",
    "MAX_MESSAGE_BYTES",
    "CommLimits",
    "message_bytes",
]

#: Comm targets a page may open: the widgets, and the widget manager's control channel
#: (ipywidgets 8 asks the kernel for every widget's state through it when a page loads).
CLIENT_TARGETS = frozenset({"jupyter.widget", "jupyter.widget.control"})

_CONTROLS = "@jupyter-widgets/controls"
#: The widget models the app's pages are built of, as ``(_model_module, _model_name)``: the
#: only ones a page may open. ``tests/test_comm_limits.py`` checks every model of the app's
#: pages is here.
APP_MODELS = frozenset(
    {(_CONTROLS, name) for name in (
        "BoxModel", "HBoxModel", "VBoxModel", "HTMLModel", "LabelModel", "ButtonModel",
        "TextModel", "BoundedIntTextModel", "CheckboxModel", "DropdownModel", "IntProgressModel",
        "ButtonStyleModel", "DescriptionStyleModel", "HTMLStyleModel", "LabelStyleModel",
        "TextStyleModel", "CheckboxStyleModel", "ProgressStyleModel",
    )}
    | {("@jupyter-widgets/base", "LayoutModel"), ("@jupyter-widgets/output", "OutputModel"),
       ("anywidget", "AnyModel")}
)
#: Comms a page may open in its kernel's life.
MAX_CLIENT_COMMS = 32
#: The largest message a page may send, all its strings and buffers together (64 KiB).
MAX_MESSAGE_BYTES = 64 * 1024


def message_bytes(data: Any, buffers: Any = (), *, stop_at: int = MAX_MESSAGE_BYTES) -> int:
    """About how many bytes ``data`` (a decoded JSON value) and ``buffers`` hold: the length
    of every string (key or value) and buffer, a few bytes for every other value. Counting
    stops soon after ``stop_at`` (a message ten times too large costs no more to refuse).

    >>> message_bytes({"method": "update", "state": {"value": "x" * 100}})
    122
    """
    total = 0
    for buffer in buffers or ():
        try:
            total += memoryview(buffer).nbytes
        except TypeError:
            total += 8
    stack = [data]
    while stack and total <= stop_at:
        value = stack.pop()
        if isinstance(value, str):
            total += len(value)
        elif isinstance(value, (bytes, bytearray, memoryview)):
            total += len(value)
        elif isinstance(value, Mapping):
            stack.extend(value.keys())
            stack.extend(value.values())
        elif isinstance(value, (list, tuple)):
            total += len(value)
            stack.extend(value)
        else:
            total += 8
    return total


@dataclass
class CommLimits:
    """The limits of one kernel, with what it has let through and refused so far."""

    max_comms: int = MAX_CLIENT_COMMS
    max_bytes: int = MAX_MESSAGE_BYTES
    models: frozenset[tuple[str, str]] = APP_MODELS
    opened: int = 0
    refused: Counter[str] = field(default_factory=Counter)

    def problem(self, msg_type: str, msg: Mapping[str, Any]) -> str | None:
        """Why a message of the page may not go on, or None when it may (an open is counted)."""
        content = msg["content"]
        size = message_bytes(content.get("data"), msg.get("buffers"), stop_at=self.max_bytes)
        if size > self.max_bytes:
            return f"{msg_type} larger than {self.max_bytes // 1024} KiB"
        if msg_type != "comm_open":
            return None
        target = content.get("target_name")
        if target not in CLIENT_TARGETS:
            return "comm_open to a target the pages do not use"
        if target == "jupyter.widget":
            state = (content.get("data") or {}).get("state")
            model = (state.get("_model_module"), state.get("_model_name")) if isinstance(state, Mapping) else None
            if model not in self.models:
                return "comm_open of a widget model that is not one of the app's"
        if self.opened >= self.max_comms:
            return f"comm_open past the {self.max_comms} a page may open"
        self.opened += 1
        return None

    def note_refusal(self, kind: str) -> int | None:
        """Count a refusal of ``kind``; the count when it should be logged (the first, then
        each power of two), else None: a flood of refusals is a handful of log lines."""
        self.refused[kind] += 1
        count = self.refused[kind]
        return count if count & (count - 1) == 0 else None
