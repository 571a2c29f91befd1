"""A hint: the kinds of play the rules allow now, each with the rule that allows it.

A hint answers "what may I do?", never "what should I do?": it lists the legal kinds of play
of the seat that must act (draw, take the pile and with which cards, lay a new meld, add to
a meld, discard, go out, ask or answer the partner, lay out a red three) from the referee's
:func:`~canasta_teach.game.referee.legal_operations`, in the order of a turn, without
ranking them. Choosing is the learner's job (or the coach's, when asked).

>>> from canasta_teach.game.deal import deal
>>> state = deal("classic", seed=3)
>>> [item.kind for item in hint(state, state.to_move).items][:1]
['draw']
"""

from __future__ import annotations

from ..game.cards import Rank
from ..game.operations import (
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndTurn,
    GoOut,
    LayMeld,
    RevealRedThree,
    TakePile,
)
from ..game.referee import legal_operations, may_go_out
from ..game.table import Phase, TableState
from ..judge.wording import cards_text, phrase, say
from .hint_items import Hint, HintItem
from .tranca_hint import tranca_hint

__all__ = ["HintItem", "Hint", "hint", "HINT_KINDS"]

#: The kinds of play, in the order of a turn.
HINT_KINDS = ("red-three", "answer", "draw", "take-pile", "blocked", "ask-partner", "meld", "add", "morto", "go-out",
              "discard", "end-turn")


def _or(groups: list[str]) -> str:
    if len(groups) == 1:
        return groups[0]
    return phrase("list.or", **{"first": phrase("list.sep").join(groups[:-1]), "last": groups[-1]})


def _ranks(ops: list[LayMeld] | list[AddToMeld]) -> tuple[Rank, ...]:
    seen: dict[Rank, None] = {}
    for op in ops:
        if isinstance(op, AddToMeld):
            seen.setdefault(op.rank, None)
        else:
            rank = next((c.rank for c in op.cards if not c.is_wild), Rank.THREE)
            seen.setdefault(rank, None)
    return tuple(seen)


def hint(state: TableState, seat: int) -> Hint:
    """The legal kinds of play of ``seat`` now, each with its rule and sentence."""
    if state.current_player() != seat:
        return Hint(seat, (), say("hint.wait"))
    if state.ruleset.is_tranca:  # runs, the blocking black three, the morto (003)
        return tranca_hint(state, seat)
    ops = list(legal_operations(state))
    items: list[HintItem] = []
    reds = [op for op in ops if isinstance(op, RevealRedThree)]
    if reds:
        items.append(HintItem("red-three", "red-three-replace", tuple((op.card,) for op in reds),
                              say("hint.red-three", card=reds[0].card)))
    if any(isinstance(op, AnswerPartner) for op in ops):
        items.append(HintItem("answer", "go-out-ask-partner", (), say("hint.answer")))
    if any(isinstance(op, DrawStock) for op in ops):
        items.append(HintItem("draw", "turn-order", (), say("hint.draw", n=state.ruleset.cards_drawn)))
    takes = [op for op in ops if isinstance(op, TakePile)]
    if takes and state.top_card is not None:
        frozen = state.frozen_for(seat)
        rule = "pile-frozen-natural-pair" if frozen else "pile-take-unfrozen"
        with_cards = [op for op in takes if op.cards]
        ways = tuple(op.cards for op in takes)
        sentences = []
        if with_cards:
            sentences.append(say("hint.take", top=state.top_card, n=len(state.pile),
                                 pairs=_or([cards_text(op.cards) for op in with_cards])))
        if any(not op.cards for op in takes):
            sentences.append(say("hint.take-add", top=state.top_card, n=len(state.pile)))
        items.append(HintItem("take-pile", rule, ways, " ".join(sentences)))
    if any(isinstance(op, AskPartner) for op in ops):
        items.append(HintItem("ask-partner", "go-out-ask-partner", (), say("hint.ask")))
    melds = [op for op in ops if isinstance(op, LayMeld)]
    if melds:
        first = state.phase is Phase.PLAY and not state.side_melded[state.side_of(seat)]
        rule = "first-meld-minimum" if first else "meld-min-size"
        message = "hint.meld-first" if first else "hint.meld"
        items.append(HintItem("meld", rule, tuple(op.cards for op in melds),
                              say(message, ranks=_ranks(melds), minimum=state.first_meld_minimum(seat))))
    adds = [op for op in ops if isinstance(op, AddToMeld)]
    if adds:
        items.append(HintItem("add", "one-meld-per-rank", tuple((op.card,) for op in adds),
                              say("hint.add", ranks=_ranks(adds))))
    if state.phase is Phase.PLAY and (may_go_out(state) or any(isinstance(op, GoOut) for op in ops)):
        items.append(HintItem("go-out", "go-out-all-cards", (), say("hint.go-out")))
    discards = [op for op in ops if isinstance(op, Discard)]
    if discards:
        items.append(HintItem("discard", "turn-order", tuple((op.card,) for op in discards),
                              say("hint.discard")))
    if any(isinstance(op, EndTurn) for op in ops):
        rule = "red-three-last-card" if state.turn.last_red_three else "last-card-no-discard"
        items.append(HintItem("end-turn", rule, (), say("hint.end-turn")))
    return Hint(seat, tuple(items), say("hint.lead"))
