"""A hint at a Tranca table: the kinds of play the rules allow now, each with its rule
(003, "Varianten"), never which to choose.

Tranca's turn differs from Canasta's in what a hint must say: the pile is taken only by
laying its top card with two hand cards (``tranca-take-pile``), melds are sets or runs
(``tranca-runs``) and a card may join either end of a run, a discarded black three blocks
the pile for the next player (``tranca-black-three``), an emptied hand takes the side's
morto (``tranca-morto``), and going out needs the morto taken and a canasta
(``tranca-go-out``). There is no "Partner, may I go out?" and no first-meld minimum.

>>> from canasta_teach.game.deal import deal
>>> state = deal("tranca", seed=3)
>>> tranca_hint(state, state.to_move).kinds
('draw',)
"""

from __future__ import annotations

from ..game.cards import Rank, Suit
from ..game.operations import AddToMeld, AddToRun, Discard, DrawStock, EndTurn, GoOut, LayMeld, RevealRedThree, TakePile
from ..game.referee import legal_operations
from ..game.runs import Run, tranca_meld
from ..game.table import Phase, TableState
from ..game.tranca import side_may_go_out
from ..judge.wording import cards_text, phrase, say
from .hint_items import Hint, HintItem
from .tranca_words import run_words, suit_words

__all__ = ["tranca_hint"]


def _or(groups: list[str]) -> str:
    if len(groups) == 1:
        return groups[0]
    return phrase("list.or", **{"first": phrase("list.sep").join(groups[:-1]), "last": groups[-1]})


def _and(groups: list[str]) -> str:
    if len(groups) == 1:
        return groups[0]
    return phrase("list.and", **{"first": phrase("list.sep").join(groups[:-1]), "last": groups[-1]})


def _meld_sentences(state: TableState, melds: list[LayMeld]) -> str:
    ranks: dict[Rank, None] = {}
    suits: dict[Suit, None] = {}
    for op in melds:
        meld = tranca_meld(op.cards, state.ruleset)
        if isinstance(meld, Run):
            suits.setdefault(meld.suit, None)
        elif not isinstance(meld, tuple) and meld.rank is not None:
            ranks.setdefault(meld.rank, None)
    parts = []
    if ranks:
        parts.append(say("tranca.hint-meld-sets", ranks=tuple(ranks)))
    if suits:
        parts.append(say("tranca.hint-meld-runs", suits=_or([suit_words(s) for s in suits])))
    return " ".join(parts)


def _add_sentences(adds: list[AddToMeld | AddToRun]) -> str:
    ranks = tuple(dict.fromkeys(op.rank for op in adds if isinstance(op, AddToMeld)))
    runs = list(dict.fromkeys(run_words(op.suit, op.low, op.high) for op in adds if isinstance(op, AddToRun)))
    parts = []
    if ranks:
        parts.append(say("hint.add", ranks=ranks))
    if runs:
        parts.append(say("tranca.hint-add-runs", runs=_and(runs)))
    return " ".join(parts)


def tranca_hint(state: TableState, seat: int) -> Hint:
    """The legal kinds of play of ``seat`` at a Tranca table now, each with its rule."""
    if state.current_player() != seat:
        return Hint(seat, (), say("hint.wait"))
    ops = list(legal_operations(state))
    items: list[HintItem] = []
    reds = [op for op in ops if isinstance(op, RevealRedThree)]
    if reds:
        items.append(HintItem("red-three", "tranca-red-three-replace", tuple((op.card,) for op in reds),
                              say("hint.red-three", card=reds[0].card)))
    if any(isinstance(op, DrawStock) for op in ops):
        items.append(HintItem("draw", "turn-order", (), say("hint.draw", n=state.ruleset.cards_drawn)))
    takes = [op for op in ops if isinstance(op, TakePile)]
    if takes and state.top_card is not None:
        items.append(HintItem("take-pile", "tranca-take-pile", tuple(op.cards for op in takes),
                              say("hint.take", top=state.top_card, n=len(state.pile),
                                  pairs=_or([cards_text(op.cards) for op in takes]))))
    elif state.phase is Phase.DRAW and not reds and state.top_card is not None and state.top_card.is_black_three:
        # why "take the pile" is missing: the discarded black three blocks it
        items.append(HintItem("blocked", "tranca-black-three", ((state.top_card,),),
                              say("tranca.hint-blocked", top=state.top_card)))
    melds = [op for op in ops if isinstance(op, LayMeld)]
    if melds:
        items.append(HintItem("meld", "tranca-runs", tuple(op.cards for op in melds), _meld_sentences(state, melds)))
    adds = [op for op in ops if isinstance(op, (AddToMeld, AddToRun))]
    if adds:
        items.append(HintItem("add", "tranca-runs", tuple((op.card,) for op in adds), _add_sentences(adds)))
    side = state.side_of(seat)
    if state.phase is Phase.PLAY and not state.morto_taken[side]:
        items.append(HintItem("morto", "tranca-morto", (), say("tranca.hint-morto")))
    if any(isinstance(op, GoOut) for op in ops) or (state.phase is Phase.PLAY and side_may_go_out(state, seat)):
        items.append(HintItem("go-out", "tranca-go-out", (), say("tranca.hint-go-out")))
    discards = [op for op in ops if isinstance(op, Discard)]
    if discards:
        blocking = [op.card for op in discards if op.card.is_black_three]
        sentence = say("hint.discard")
        if blocking:
            sentence += " " + say("tranca.hint-discard-block", card=blocking[0])
        items.append(HintItem("discard", "tranca-black-three" if blocking else "turn-order",
                              tuple((op.card,) for op in discards), sentence))
    if any(isinstance(op, EndTurn) for op in ops):
        items.append(HintItem("end-turn", "red-three-last-card", (), say("hint.end-turn")))
    return Hint(seat, tuple(items), say("hint.lead"))
