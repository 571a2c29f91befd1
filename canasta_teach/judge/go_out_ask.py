"""``go-out``: can the player go out now, and how?

The way is the game's go-out planner's (:func:`~canasta_teach.game.planners.plan_go_out`):
the operations that meld every card (or all but one, discarded), the way that scores most,
and the shortfalls when there is none, worded here. Whether going out is concealed is the
engine's decision (:func:`~canasta_teach.game.referee.going_out_concealed`), so the ruleset
option ``concealed: first-meld`` (002's reading) is honoured. Going out after taking the pile
is :func:`.engine_asks.go_out_taking_pile`."""

from __future__ import annotations

from collections.abc import Callable

from ..game.cards import Card, Rank
from ..game.operations import AddToMeld, Discard, Operation
from ..game.planners import Shortfall, plan_go_out
from ..game.referee import apply, going_out_concealed
from ..game.rulesets import Concealed
from ..game.table import TableState
from .ask_parts import (
    finish as _finish,
)
from .ask_parts import (
    partner_cards as _partner_cards,
)
from .ask_parts import (
    play_state as _play_state,
)
from .ask_parts import (
    reason as _r,
)
from .ask_parts import (
    variant_reasons as _variant_reasons,
)
from .question_types import GoOutQuestion
from .questions import Position
from .rulings import Play, Reason, Ruling

__all__ = ["way_out", "go_out", "shortfall_reason", "canasta_reason"]


def _concealed_guess(p: Position, ops: tuple[Operation, ...]) -> bool:
    """A quick guess, only to rank the ways of going out right after a take (the take-pile
    ask, whose budget leaves no room for the engine's table): nothing added to earlier
    melds, nothing melded before. The go-out ask decides with :func:`_concealed`."""
    return not any(isinstance(op, AddToMeld) for op in ops) and (not p.our_melds or p.melded_before is False)


def _concealed(state: TableState, ops: tuple[Operation, ...]) -> bool:
    """Would going out with these operations be concealed? The engine decides
    (:func:`~canasta_teach.game.referee.going_out_concealed`), on its table right after the
    draw with the melds laid and the additions made: 003's reading (the whole hand in one
    turn with a canasta of one's own, nothing melded before, nothing added to the
    partner's melds) or, under option ``concealed: first-meld``, 002's (the first meld of
    the hand goes out)."""
    for op in ops:
        if not isinstance(op, Discard):
            state = apply(state, op, verified=True)
    return going_out_concealed(state, state.to_move)


def way_out(p: Position, concealed: Callable[[tuple[Operation, ...]], bool] | None = None
                   ) -> tuple[Play | None, list[Reason]]:
    """The game's go-out planner on the hand of ``p``
    (:func:`~canasta_teach.game.planners.plan_go_out`): the way a good player goes out, as
    a play, or the reasons none exists. ``concealed`` says whether a way goes out concealed
    (by default the quick guess of :func:`_concealed_guess`)."""
    found = plan_go_out(p.hand, p.our_meld_by_rank, p.ruleset,
                        concealed=concealed or (lambda ops: _concealed_guess(p, ops)))
    if found.plan is None:
        return None, [shortfall_reason(p, s) for s in found.shortfalls]
    plan = found.plan
    return Play(new_melds=plan.new_melds, additions=plan.additions, discard=plan.discard), []


def shortfall_reason(p: Position, short: Shortfall) -> Reason:
    """Why the hand cannot go out, in the judge's terms: the planner's shortfall with the
    catalogue's message (the canastas short are said with the variant rule, when one
    sets the number)."""
    message = "go-out." + short.kind
    facts = short.facts
    if short.kind == "canasta-short" and _variant_reasons(p):
        message = "go-out.canasta-short-variant"
        facts = tuple((k, v) for k, v in facts if k != "need")
    if short.kind == "canasta-short" and p.ruleset.players != 4:
        message += "-solo"  # two or three players: said to "you"
    return Reason(short.rule_id, message, short.cards, facts, short.deciding)


def go_out(p: Position, q: GoOutQuestion) -> Ruling:
    ruleset = p.ruleset
    if not p.hand:
        return _finish(p, False, [_r("go-out-all-cards", "go-out.no-cards", (), True)])
    table: list[TableState] = []  # the engine's table, built once a way is found

    def concealed_way(ops: tuple[Operation, ...]) -> bool:
        if not table:
            table.append(_play_state(p, p.hand))
        return _concealed(table[0], ops)

    found = plan_go_out(p.hand, p.our_meld_by_rank, ruleset, concealed=concealed_way)
    if found.plan is None:
        problems = [shortfall_reason(p, s) for s in found.shortfalls]
        variant = _variant_reasons(p, deciding=any(r.rule_id == "go-out-canasta" for r in problems))
        reasons = variant + problems + [_r("keep-one-card", "go-out.keep-one")]
        return _finish(p, False, reasons)
    plan = found.plan
    play = Play(new_melds=plan.new_melds, additions=plan.additions, discard=plan.discard)
    concealed = plan.concealed
    refused = q.partner_allows is False
    decide = not refused
    reasons = _variant_reasons(p, deciding=decide)
    need = ruleset.canastas_to_go_out
    canastas_after = _canastas_after(p, play)
    completed = _completed_ranks(p, play)
    new_canastas = tuple(c for m in play.new_melds for c in m if len(m) >= ruleset.canasta_size)
    # What the position is about decides: black threes melded because the hand goes out,
    # a concealed going out with no first meld before (no minimum then), else the canasta
    # going out needs and the cards all melded.
    black = next((m for m in play.new_melds if all(c.is_black_three for c in m)), None)
    if black is not None:
        reasons.append(_r("black-three-meld", "go-out.black-threes", black, decide, cards=black))
    if concealed and ruleset.concealed is Concealed.FIRST_MELD:
        reasons.append(_r("concealed-first-meld", "go-out.concealed-first-meld", concealed=ruleset.concealed_going_out_bonus,
                          bonus=ruleset.going_out_bonus))
    elif concealed:
        point = decide and not p.our_has_melded and black is None
        if point:
            reasons.append(_r("go-out-concealed", "go-out.concealed-no-minimum", (), True))
        reasons.append(_r("go-out-concealed", "go-out.concealed", (), point, concealed=ruleset.concealed_going_out_bonus,
                          bonus=ruleset.going_out_bonus))
    reasons.append(canasta_reason(p, completed, count=canastas_after, need=need, shown=new_canastas,
                                   said_need=bool(_variant_reasons(p)), deciding=decide))
    if play.discard is None:
        reasons.append(_r("go-out-all-cards", "go-out.meld-all", (), decide))
    else:
        reasons.append(_r("go-out-all-cards", "go-out.meld-all-but-one", (play.discard,), decide, card=play.discard))
    if refused:
        reasons.insert(0, _r("go-out-ask-partner", "go-out.partner-no", (), True))
        return _finish(p, False, reasons)
    if q.partner_allows is True:
        reasons.append(_r("go-out-ask-partner", "go-out.partner-yes"))
    return _finish(p, True, reasons, play=play, score=plan.score, score_earned=True,
                   partner_cards=_partner_cards(p))


def _completed_ranks(p: Position, play: Play) -> tuple[Rank, ...]:
    """The ranks of the canastas the play completes this turn."""
    size = p.ruleset.canasta_size
    ranks: list[Rank] = []
    for rank, cards in play.additions:
        meld = p.our_meld_by_rank[rank]
        if not meld.is_canasta and meld.size + len(cards) >= size:
            ranks.append(rank)
    for m in play.new_melds:
        if len(m) >= size:
            ranks.append(next((c.rank for c in m if not c.is_wild), m[0].rank))
    return tuple(ranks)


def canasta_reason(p: Position, completed: tuple[Rank, ...], *, count: int, need: int, shown: tuple[Card, ...],
                    said_need: bool, deciding: bool) -> Reason:
    """The canastas going out needs, as the table has them: on the table already (which
    ones), or completed this turn (which ones); with two or three players said to "you".
    ``said_need``: a variant's sentence has said how many going out needs."""
    on_table = tuple(m.rank for m in p.our_melds if m.is_canasta and m.rank is not None)
    solo = "-solo" if p.ruleset.players != 4 else ""
    if completed and not on_table:
        message = "go-out.canastas-completing"
    elif completed:
        message = "go-out.canastas-table-and-completed"
    else:
        message = "go-out.canastas-on-table"
    if said_need:
        message += "-count"
    return _r("go-out-canasta", message + solo, shown, deciding, count=count, need=need, ranks=on_table,
              completed=completed)


def _canastas_after(p: Position, play: Play) -> int:
    count = sum(1 for m in p.our_melds if m.is_canasta)
    for rank, cards in play.additions:
        meld = p.our_meld_by_rank[rank]
        if not meld.is_canasta and meld.size + len(cards) >= p.ruleset.canasta_size:
            count += 1
    count += sum(1 for m in play.new_melds if len(m) >= p.ruleset.canasta_size)
    return count
