"""A disclosure button: one control that shows or hides a panel of widgets.

ipywidgets' own buttons cannot say whether what they open is shown, so a screen reader
would hear a plain "New game, button" with no hint that it opens anything. This small
anywidget is a ``<button aria-expanded>`` whose ``expanded`` trait the page flips and the kernel
observes (:class:`~.practice.PracticeTable` shows its setup panel with it). The front end is
``static/disclosure.js``; every word comes from the kernel.
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets as T

__all__ = ["DisclosureButton"]

_STATIC = Path(__file__).resolve().parent / "static"


class DisclosureButton(anywidget.AnyWidget):  # type: ignore[misc]
    """A button that opens and closes a panel: ``label`` is its name, ``expanded`` whether the
    panel is shown (the page flips it on a click; the owner observes it)."""

    _esm = _STATIC / "disclosure.js"

    label = T.Unicode("").tag(sync=True)
    expanded = T.Bool(False).tag(sync=True)
