"""A Tranca position entry (``ruleset: tranca``, 003 "Varianten"): its melds (sets and runs),
the mortos' state, and what a real Tranca table could not show.

What differs from a Canasta entry, and why:

- a meld is a set of one rank or a run of one suit (``[4h 5h 6h, Ks Kd Kc]``), read by the
  game layer's :func:`~canasta_teach.game.runs.tranca_meld`; a meld that is neither is
  refused with the referee's own words for the rule it breaks;
- ``morto_taken: [yes, no]`` says whether our side and theirs have taken their morto (none
  by default); a morto not taken lies face down, eleven cards, so it counts in the pack;
- every card carries its suit (runs are of one suit), and the pack is 104 cards without
  jokers;
- the asks that apply are the judge's :data:`~canasta_teach.judge.tranca_asks.TRANCA_ASKS`;
  another is refused with the catalogue's line, and so are the Canasta-only keys
  (``concealed``, ``partner``, ``melded_before``).

Every problem is a :class:`~canasta_teach.errors.PositionError` naming the key at fault;
:mod:`~canasta_teach.content.authoring` adds the file and the entry.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import PositionError
from ..game.cards import Card, Rank
from ..game.melds import Meld
from ..game.refusal import Refusal
from ..game.rulesets import Ruleset, RunsPerSuit, TrancaCanasta
from ..game.runs import Run, tranca_meld
from ..game.seats import Side
from ..judge.question_types import AddQuestion, Ask, MeldQuestion, RunAddQuestion, ScoreQuestion
from ..judge.questions import Position
from ..judge.tranca_asks import TRANCA_ASKS, refused_ask_line
from ..judge.wording import refusal_text
from .error_words import position_error
from .key_values import _kind, _meld_list, _yes_no

__all__ = ["check_tranca_ask", "tranca_melds", "morto_taken", "check_tranca_position", "CANASTA_ONLY_KEYS"]

#: Keys of a Canasta table that a Tranca table has not: no concealed going out, no partner
#: asked "may I go out?" (going out waits for the morto), no first meld to have made.
CANASTA_ONLY_KEYS = ("concealed", "partner", "melded_before")


def check_tranca_ask(raw: Mapping[str, Any], ask: Ask, ruleset: Ruleset) -> None:
    """Refuse an ask or a key that does not apply to Tranca; and ``morto_taken`` anywhere
    but on a Tranca table."""
    if not ruleset.is_tranca:
        if "morto_taken" in raw:
            raise position_error("tranca-morto-not-tranca", key="morto_taken")
        return
    if ask not in TRANCA_ASKS:
        raise PositionError(refused_ask_line(ask), key="ask")
    for key in CANASTA_ONLY_KEYS:
        if key in raw:
            raise position_error("tranca-canasta-only-key", key=key, name=key)


def morto_taken(raw: Mapping[str, Any]) -> tuple[bool, bool]:
    """``morto_taken: [ours, theirs]``, each yes or no (default: neither taken)."""
    value = raw.get("morto_taken")
    if value is None:
        return (False, False)
    if not (isinstance(value, list) and len(value) == 2):
        raise position_error("tranca-morto-shape", key="morto_taken", value=_kind(value))
    return (_yes_no(value[0], "morto_taken"), _yes_no(value[1], "morto_taken"))


def _problem_text(problem: tuple[str, tuple[tuple[str, object], ...]], cards: tuple[Card, ...]) -> str:
    rule_id, facts = problem
    case = next((str(v) for k, v in facts if k == "case"), "")
    numbers = tuple((k, v) for k, v in facts if k != "case" and isinstance(v, int))
    text = refusal_text(Refusal(rule_id, cards, numbers, case)).rstrip(".")
    return text[:1].lower() + text[1:]


def tranca_melds(value: Any, key: str, ruleset: Ruleset) -> tuple[Meld, ...]:
    """A side's melds on a Tranca table: each a set (:class:`Meld`) or a run (:class:`Run`)."""
    melds: list[Meld] = []
    for i, cards in enumerate(_meld_list(value, key), 1):
        _suited(cards, key)
        made = tranca_meld(cards, ruleset)
        if isinstance(made, tuple):
            raise position_error("tranca-meld", key=key, n=i, cards=" ".join(str(c) for c in cards),
                                 problem=_problem_text(made, cards))
        melds.append(made)
    sets: dict[Rank | None, Meld] = {}
    run_suits: set[object] = set()
    for m in melds:
        if isinstance(m, Run):
            if ruleset.runs_per_suit is RunsPerSuit.ONE and m.suit in run_suits:
                raise position_error("tranca-two-runs", key=key, run=" ".join(str(c) for c in m.cards))
            run_suits.add(m.suit)
        elif m.rank in sets:
            raise position_error("tranca-two-sets", key=key, rank=m.rank, first=" ".join(str(c) for c in sets[m.rank].cards),
                                 second=" ".join(str(c) for c in m.cards))
        else:
            sets[m.rank] = m
    return tuple(melds)


def _suited(cards: tuple[Card, ...], key: str) -> None:
    for c in cards:
        if c.rank is Rank.JOKER:
            raise position_error("tranca-joker", key=key)
        if c.suit is None:
            raise position_error("tranca-no-suit", key=key, card=str(c), example=f"{c}h")


def check_tranca_position(p: Position, *, hands: tuple[Card, ...] = ()) -> None:
    """What a real Tranca table could not show: jokers, cards without a suit, more cards
    than the 104 with the mortos still face down, a side going out before its morto or
    without a canasta."""
    rs = p.ruleset
    for key, cards in (("hand", p.hand), ("pile", p.pile)):
        _suited(cards, key)
    q = p.question
    if isinstance(q, MeldQuestion):
        _suited(q.cards, "cards")
    if isinstance(q, (AddQuestion, RunAddQuestion)):
        _suited((q.card,), "card")
    if isinstance(q, ScoreQuestion):
        _suited(q.our_hands, "our_hands")
        _suited(q.their_hands, "their_hands")
        for side, melds, taken in ((Side.US, p.our_melds, p.morto_taken[0]), (Side.THEM, p.their_melds, p.morto_taken[1])):
            if q.went_out is not side:
                continue
            if not taken:
                raise position_error("tranca-out-before-morto", key="went_out", side=side.value)
            clean = rs.tranca_go_out is TrancaCanasta.CLEAN
            canastas = [m for m in melds if len(m.cards) >= rs.canasta_size and not (clean and m.wilds)]
            if len(canastas) < rs.canastas_to_go_out:
                raise position_error("tranca-out-no-canasta", key="went_out", side=side.value,
                                     clean="yes" if clean else "no")
    waiting = sum(1 for taken in p.morto_taken if not taken) * rs.morto_size
    shown = (len(p.hand) + len(p.pile) + sum(len(m.cards) for m in p.our_melds + p.their_melds)
             + p.our_red_threes + p.their_red_threes + len(hands))
    stock = p.stock or 0
    if shown + waiting + stock > rs.pack_size:
        raise position_error("tranca-too-many", key="stock" if stock else "morto_taken", shown=shown,
                             mortos=waiting // rs.morto_size, size=rs.morto_size, stock=stock,
                             total=shown + waiting + stock, pack=rs.pack_size)
