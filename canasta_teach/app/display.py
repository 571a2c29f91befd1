"""Rich display in a notebook: a position, a ruling or a table state shows as cards.

python-chess shows a ``Board`` as a drawn board when a notebook displays it; a teacher who
writes positions in JupyterLab should see theirs the same way, not a long dataclass repr.
The values live below the app (pure Python, no HTML), so the HTML is registered here with
IPython's display formatter (:func:`register`), which :mod:`canasta_teach` calls when it is
imported in a running IPython kernel. Everything is drawn by the app's own renderer
(:mod:`.render`) and worded by the catalogue, so the notebook shows what the lesson shows:

* a :class:`~canasta_teach.judge.Position`: its title, the card table as the learner sees
  it before answering (nothing that gives the answer away) and the question;
* a :class:`~canasta_teach.judge.Ruling`: the answer, the sentences that explain it, what
  it scores, the cards that decide it and the rules cited;
* a :class:`~canasta_teach.game.table.TableState`: the table as the seat to move sees it.
"""

from __future__ import annotations

import sys
from typing import Any

from ..content.guided import position_at
from ..content.lessons import PromptKind, prompt_for
from ..content.reveal import before_answer
from ..game.table import TableState
from ..judge import Position, Ruling
from ..judge.question_types import PileFrozenQuestion
from ..judge.wording import explain, phrase, rule_title, say
from .assets import render, stylesheet
from .render import CSS, cards_html, has_table, table_html

__all__ = ["position_html", "ruling_html", "state_html", "register"]


def _css() -> str:
    return f"{CSS}\n{stylesheet('display')}"


def position_html(position: Position) -> str:
    """The position as a lesson step shows it before an answer: title, table, question."""
    prompt = prompt_for(position)
    if prompt.kind is PromptKind.ACT:
        prompt = prompt.as_choice()
    choices = " · ".join(c.label for c in prompt.choices)
    return render(
        "display.html.j2",
        kind="position",
        css=_css(),
        label=say("display.position", id=position.id),
        title=position.title or prompt.heading,
        table_html=table_html(position, reveal=before_answer(position), include_style=False) if has_table(position) else "",
        heading=prompt.heading,
        text=prompt.text,
        choices=say("display.choices", choices=choices) if choices else "",
    )


def ruling_html(ruling: Ruling) -> str:
    """The ruling in the lesson's words: the answer first, then why, and the cards that
    decide it."""
    exp = explain(ruling)
    cards = [c for r in ruling.deciding for c in r.cards]
    return render(
        "display.html.j2",
        kind="ruling",
        css=_css(),
        label=say("display.ruling", id=ruling.position_id),
        lead=exp.lead,
        sentences=[s for s in (*exp.deciding, exp.play, exp.score) if s],
        tables=exp.tables,
        cards_label=phrase("display.cards"),
        cards_html=cards_html(cards, small=True) if cards else "",
        more=list(exp.more),
        why=phrase("feedback.why"),
        rules=say("display.rules", rules=", ".join(rule_title(r) for r in ruling.rules)),
    )


def state_html(state: TableState) -> str:
    """The table of a hand in motion as the seat to move sees it (its hand, never the
    others')."""
    seat = state.to_move
    position = position_at(state, seat, PileFrozenQuestion(), position_id="table",
                           title=say("display.seat", seat=seat + 1))
    return render("display.html.j2", kind="state", css=_css(), title=position.title,
                  table_html=table_html(position, reveal=before_answer(position), include_style=False))


_FORMATTERS = (
    (Position, position_html),
    (Ruling, ruling_html),
    (TableState, state_html),
)


def register(shell: Any | None = None) -> bool:
    """Draw positions, rulings and table states as HTML in this IPython shell (the running
    one by default). Returns whether a shell was there to register with."""
    if shell is None:
        ipython = sys.modules.get("IPython")
        get = getattr(ipython, "get_ipython", None)
        shell = get() if get is not None else None
    formatters = getattr(getattr(shell, "display_formatter", None), "formatters", None)
    if not formatters or "text/html" not in formatters:
        return False
    for kind, function in _FORMATTERS:
        formatters["text/html"].for_type(kind, function)
    return True
