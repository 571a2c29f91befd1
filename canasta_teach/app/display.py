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

import html
import sys
from typing import Any

from ..content.guided import position_at
from ..content.lessons import PromptKind, prompt_for
from ..content.reveal import before_answer
from ..game.table import TableState
from ..judge import Position, Ruling
from ..judge.question_types import PileFrozenQuestion
from ..judge.wording import CATALOGUE, explain, rule_title, say
from .render import CSS, cards_html, has_table, table_html

__all__ = ["position_html", "ruling_html", "state_html", "register"]


#: The page's font for what the table does not style itself (a notebook's output area
#: would otherwise use the browser's serif default).
_FONT = "font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; max-width: 980px"


def _esc(text: object) -> str:
    return html.escape(str(text))


def position_html(position: Position) -> str:
    """The position as a lesson step shows it before an answer: title, table, question."""
    prompt = prompt_for(position)
    if prompt.kind is PromptKind.ACT:
        prompt = prompt.as_choice()
    table = table_html(position, reveal=before_answer(position), include_style=False) if has_table(position) else ""
    choices = " · ".join(c.label for c in prompt.choices)
    return (
        f"<style>{CSS}</style>"
        f'<div class="ct-display" style="{_FONT}" role="group" aria-label="{_esc(say("display.position", id=position.id))}">'
        f'<div class="ct-heading">{_esc(position.title or prompt.heading)}</div>'
        f"{table}"
        f'<p class="ct-question"><b>{_esc(prompt.heading)}</b> {_esc(prompt.text)}</p>'
        + (f'<p class="ct-quiet">{_esc(say("display.choices", choices=choices))}</p>' if choices else "")
        + "</div>"
    )


def ruling_html(ruling: Ruling) -> str:
    """The ruling in the lesson's words: the answer first, then why, and the cards that
    decide it."""
    exp = explain(ruling)
    sentences = "".join(f"<p>{_esc(s)}</p>" for s in (*exp.deciding, exp.play, exp.score) if s)
    tables = "".join(
        '<table class="ct-score-table">'
        f'<tr><th colspan="2">{_esc(t.title)}</th></tr>'
        + "".join(f'<tr><td>{_esc(label)}</td><td class="ct-pts">{points:+d}</td></tr>' for label, points in t.lines)
        + f'<tr><th>{_esc(t.total_label)}</th><td class="ct-pts"><b>{t.total:+d}</b></td></tr></table>'
        for t in exp.tables
    )
    cards = [c for r in ruling.deciding for c in r.cards]
    shown = ""
    if cards:
        shown = f'<div class="ct-quiet">{_esc(CATALOGUE["display.cards"])}</div>{cards_html(cards, small=True)}'
    more = "".join(f"<p>{_esc(s)}</p>" for s in exp.more)
    why = (f'<details class="ct-why"><summary>{_esc(CATALOGUE["feedback.why"])}</summary>{more}</details>'
           if more else "")
    rules = ", ".join(_esc(rule_title(r)) for r in ruling.rules)
    return (
        f"<style>{CSS}</style>"
        f'<div class="ct-display ct-feedback-box" style="{_FONT}" role="group" aria-label="{_esc(say("display.ruling", id=ruling.position_id))}">'
        f'<div class="ct-verdict">{_esc(exp.lead)}</div>{sentences}{tables}{shown}{why}'
        f'<div class="ct-sources">{_esc(say("display.rules", rules=rules))}</div>'
        "</div>"
    )


def state_html(state: TableState) -> str:
    """The table of a hand in motion as the seat to move sees it (its hand, never the
    others')."""
    seat = state.to_move
    position = position_at(state, seat, PileFrozenQuestion(), position_id="table",
                           title=say("display.seat", seat=seat + 1))
    return (
        f"<style>{CSS}</style>"
        f'<div class="ct-display" style="{_FONT}"><div class="ct-heading">{_esc(position.title)}</div>'
        f"{table_html(position, reveal=before_answer(position), include_style=False)}</div>"
    )


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
