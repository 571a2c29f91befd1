"""The pieces the dashboard's page is drawn from, shared by every module that adds a section
to it (the class's figures in :mod:`.dashboard`, the practice record in
:mod:`.practice_history`): one shape, so the template draws them all alike."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["DashboardTable", "DashboardSection"]


@dataclass(frozen=True)
class DashboardTable:
    """A table of the page: its accessible name (its scroll box is a region), columns, rows."""

    label: str
    headers: Sequence[str]
    rows: Sequence[Sequence[str]]
    css: str


@dataclass(frozen=True)
class DashboardSection:
    """One closed section of the details: what its summary line says, then its charts and table."""

    summary: str
    css: str
    charts: Sequence[str] = ()
    table: DashboardTable | None = None
    #: Shown open (the class deal's comparison: what the teacher came to see).
    open: bool = False
    #: The summary as HTML when it is said otherwise than it is shown (a deal number in
    #: groups, said digit by digit: assets.shown_said_html); "" draws ``summary``.
    summary_html: str = ""
