"""Tranca on the card table: runs drawn in suit order and the two mortos (003, "Varianten").

The card table (:mod:`.table_widget`) draws what one seat sees; at a Tranca table that
includes two things Canasta has not:

- **Runs.** A run is drawn from its low end up, each card where it stands, a two in the
  place it stands in for (the engine's :class:`~canasta_teach.game.runs.Run` keeps its
  cards in that order: nothing is sorted here). A side's sets come first, by rank, then its
  runs by suit and low end. A run can grow at either end, so it offers two add buttons, one
  at each end, and the browser sends which end (``{"action": "add", "meld": i, "end":
  "low"}``); the kernel turns that into an :class:`~canasta_teach.game.operations.AddToRun`
  and the referee rules on it (a card that does not fit that end is refused in the rule's
  words).
- **The mortos.** Each side's morto lies face down until a player of that side empties the
  hand and takes it; the table shows, per side, a face-down card with its count, or
  "taken". Only the count is known at the table, and only the count is drawn.

Every word (the names a screen reader says, the captions) comes from the catalogue
(``locales/<lang>/tranca_table.ftl``), never from the play notation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..game.cards import Card, Rank
from ..game.melds import Meld
from ..game.operations import AddToRun, Operation
from ..game.runs import Run, RunEnd
from ..game.table import Observation
from ..judge.wording import phrase, say
from ..players.tranca_words import run_words, suit_words

__all__ = ["tranca_ordered_melds", "tranca_meld_view", "morto_view", "morto_words", "add_to_run", "RUN_ENDS"]

#: The ends a browser message may name ("end": "low" | "high").
RUN_ENDS = {end.value: end for end in RunEnd}

_SUIT_ORDER = {"s": 0, "h": 1, "d": 2, "c": 3}


def tranca_ordered_melds(melds: Sequence[Meld]) -> list[Meld]:
    """A side's melds as the table shows them: the sets by rank, then the runs by suit and
    low end (the indices the browser sends refer to this order)."""
    sets = sorted((m for m in melds if not isinstance(m, Run)), key=lambda m: m.rank.order if m.rank is not None else 99)
    runs = sorted((m for m in melds if isinstance(m, Run)), key=lambda r: (_SUIT_ORDER[r.suit.value], r.low))
    return sets + runs


def _run_name(run: Run) -> str:
    return run_words(run.suit, run.low_rank, run.high_rank)


def _two_place(run: Run) -> Rank | None:
    """The rank the run's two stands in for, or None (no two)."""
    return next((run.place_of(i) for i, c in enumerate(run.cards) if c.is_wild), None)


def _canasta_kind(meld: Meld, size: int) -> str:
    """"clean" or "dirty" for a canasta (Tranca's words), "" for a smaller meld."""
    if len(meld.cards) < size:
        return ""
    return "dirty" if meld.wilds else "clean"


def tranca_meld_view(meld: Meld, canasta_size: int, card_view: Any, *, addable: bool) -> dict[str, Any]:
    """One Tranca meld as the browser draws it: a run's cards from its low end up (a two
    where it stands in), a set's natural cards before its two (under them in a canasta);
    its name for a screen
    reader, its caption, a canasta's badge (clean or dirty), and for a run of ours the
    words of its two add buttons (``add_low``, ``add_high``)."""
    kind = _canasta_kind(meld, canasta_size)
    badge = phrase(f"tranca.badge-{kind}") if kind else ""
    n = len(meld.cards)
    if isinstance(meld, Run):
        name = _run_name(meld)
        two = _two_place(meld)
        label = (phrase("tranca.run-label-two", run=name, n=n, rank=two) if two is not None
                 else phrase("tranca.run-label", run=name, n=n))
        caption = phrase("tranca.run-caption", low=meld.low_rank, high=meld.high_rank)
        return {
            "name": _capital(badge + ", " + label if badge else label),
            "cards": [card_view(c) for c in meld.cards],
            # the CSS classes of a canasta: "natural" draws as clean, "mixed" as dirty
            "canasta": {"clean": "natural", "dirty": "mixed"}.get(kind, ""),
            "badge": badge,
            "caption": f"{suit_words(meld.suit)} · {caption}" if not badge else caption,
            "add_label": "",
            "run": True,
            "suit": meld.suit.value,
            "add_low": phrase("tranca.add-low", run=name) if addable else "",
            "add_high": phrase("tranca.add-high", run=name) if addable else "",
        }
    # a set's natural cards before its two; squared up as a canasta, the two is tucked
    # under the naturals, so a natural card lies on top (the stack shows its last card)
    cards = sorted(meld.cards, key=lambda c: (0 if c.is_wild else 1) if kind else (1 if c.is_wild else 0))
    label = phrase("tranca.set-label", rank=meld.rank, n=n) if meld.rank is not None else ""
    return {
        "name": _capital(badge + ", " + label if badge else label),
        "cards": [card_view(c) for c in cards],
        "canasta": {"clean": "natural", "dirty": "mixed"}.get(kind, ""),
        "badge": badge,
        "caption": phrase("table.meld.plain-wild" if meld.wilds else "table.meld.plain", rank=meld.rank,
                          naturals=n - meld.wilds, wilds=meld.wilds) if meld.rank is not None else "",
        "add_label": say("act.add-to", rank=meld.rank) if addable and meld.rank is not None else "",
        "run": False,
    }


def morto_view(obs: Observation, ours: int, theirs: Sequence[int]) -> dict[str, Any]:
    """Each side's morto as the table shows it: face down with its count, or taken; with
    the words a screen reader says. Empty for a Canasta table (no mortos)."""
    if not obs.morto_taken:
        return {}

    def one(side: int, mine: bool) -> dict[str, Any]:
        taken = obs.morto_taken[side]
        size = obs.morto_sizes[side]
        return {
            "taken": taken,
            "size": size,
            "label": phrase("tranca.morto"),
            "caption": phrase("tranca.morto-taken") if taken else phrase("tranca.morto-waiting", n=size),
            "name": morto_sentence(mine, taken=taken, size=size),
        }

    return {"us": one(ours, True), "them": one(theirs[0], False)} if theirs else {"us": one(ours, True)}


def morto_sentence(mine: bool, *, taken: bool, size: int) -> str:
    """One side's morto in a sentence: "Your side's morto: 11 cards face down, not taken yet."."""
    who = "ours" if mine else "theirs"
    return say(f"tranca.say-morto-{who}-taken") if taken else say(f"tranca.say-morto-{who}", n=size)


def morto_words(obs: Observation) -> str:
    """Both mortos in words (said with the counts, the C key); "" at a Canasta table."""
    view = morto_view(obs, _side(obs), [i for i in range(len(obs.sides)) if i != _side(obs)])
    return " ".join(part["name"] for part in view.values())


def _side(obs: Observation) -> int:
    return next(i for i, seats in enumerate(obs.sides) if obs.seat in seats)


def add_to_run(run: Run, card: Card, end: object) -> Operation | None:
    """The operation of a browser's "add this card at that end of this run"; None when
    ``end`` is not one of the two ends (a crafted message)."""
    if end is None:
        return AddToRun(run.suit, run.low_rank, run.high_rank, card)
    if not isinstance(end, str) or end not in RUN_ENDS:
        return None
    return AddToRun(run.suit, run.low_rank, run.high_rank, card, RUN_ENDS[end])


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
