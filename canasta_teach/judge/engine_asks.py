"""Asks answered by the referee: the position becomes an engine state and the question a
query on it.

- ``play``: is this turn, written in the play notation, legal here? Each operation goes to
  the referee in turn; the first one it refuses decides, with its reasons.
- ``must-take``: with the stock empty, must the player take the pile (003, 004)?
- ``hand-over``: is the hand over, and why? It ends when a player would have to draw from
  the empty stock (000, 003, 004: not when the last card, an ordinary one, is drawn), or
  when the last stock card was a red three (001, 003, 004).
- ``go-out`` with ``takes_pile: yes``: can the player take the pile and go out this turn?
- ``best-play``: the legal ways to play now, each with what it lays down and what it
  scores now (facts for the coach).

Sentences come from :mod:`canasta_teach.judge.wording`; the facts (rule ids, cards,
numbers) stay on each :class:`Reason`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import NoReturn

from ..errors import CanastaError
from ..game.cards import Card
from ..game.choices import Choice, ChoiceKind
from ..game.explore import SearchTooLarge, going_out_line
from ..game.notation import parse_play
from ..game.operations import (
    AddToMeld,
    Discard,
    DrawStock,
    LayMeld,
    Operation,
    RevealRedThree,
    TakePile,
    op_cards,
)
from ..game.planners import plan_go_out
from ..game.referee import Refusal, apply, compulsory_take, freeze_rule, legal_operations, may_go_out, refusals
from ..game.rulesets import DealtRedThrees
from ..game.table import HandEnd, Phase, Source, TableState
from .go_out_ask import canasta_reason, shortfall_reason
from .pile_asks import take_pile
from .question_types import (
    BestPlayQuestion,
    GoOutQuestion,
    HandOverQuestion,
    MustTakeQuestion,
    PlayQuestion,
    ShouldQuestion,
    TakePileQuestion,
)
from .questions import Position
from .rulings import Answer, Reason, Ruling
from .table_view import table_of
from .wording import refusal_message

__all__ = ["play", "must_take", "hand_over", "go_out_taking_pile", "best_play", "refusal_reason", "should_rules"]


def _reason(rule_id: str, message: str, shown: tuple[Card, ...] = (), **facts: object) -> Reason:
    return Reason(rule_id, message, tuple(shown), tuple(facts.items()))


def refusal_reason(refusal: Refusal) -> Reason:
    """A referee's refusal as a judge's reason: the rule, its cards and numbers."""
    message, facts = refusal_message(refusal)
    return Reason(refusal.rule_id, message, refusal.cards, facts)


def _ruling(p: Position, answer: Answer, reasons: list[Reason]) -> Ruling:
    # Facts only: the words (the answer first, then the first reason, which decides) come
    # from the wording module.
    return Ruling(position_id=p.id, ask=p.ask, answer=answer, reasons=tuple(reasons))


# --------------------------------------------------------------------------------------
# play


def _start_state(p: Position, first: Operation) -> TableState:
    """The table at the start of the turn (the draw phase: a turn starts with a draw). The
    cards the play says were drawn are the next ones of the stock."""
    drawn = first.cards if isinstance(first, DrawStock) else ()
    return table_of(p, phase=Phase.DRAW, on_stock=drawn)


def _refused_step(state: TableState, op: Operation, found: list[Refusal]) -> list[Reason]:
    """Why the referee refused ``op``, said for the case at hand where the refusal's own
    words are general: a step before the draw, a second draw, cards not in the hand, a
    dealt red three not yet laid out. The first one or two rules decide."""
    first = found[0]
    # The first sentence names the step and why it is refused (a page shows it alone first).
    specific: Reason | None = None
    top = state.top_card
    if first.rule_id == "turn-order" and state.phase is Phase.DRAW and not isinstance(op, (DrawStock, TakePile)):
        specific = _reason("turn-order", "play.draw-first", op_cards(op), step=op)
    elif first.rule_id == "turn-order" and state.phase is Phase.PLAY and isinstance(op, (DrawStock, TakePile)):
        specific = _reason("turn-order", "play.drawn-already", (), step=op)
    elif first.rule_id == "play-from-hand":
        missing = _not_held(state.hand, op_cards(op))
        if len(missing) == 1:
            specific = _reason("play-from-hand", "play.not-in-hand-one", missing, step=op, card=missing[0])
        elif missing:
            specific = _reason("play-from-hand", "play.not-in-hand", missing, step=op, cards=missing)
    elif (first.rule_id == "red-three-replace" and state.phase is Phase.DRAW
          and state.ruleset.dealt_red_threes is DealtRedThrees.FIRST_TURN):
        specific = _reason("red-three-replace", "play.dealt-red-three", first.cards, step=op, cards=first.cards)
    elif (isinstance(op, TakePile) and top is not None and len(found) > 1
          and found[1].rule_id == "pile-frozen-natural-pair"):
        message = "play.frozen-take-wild" if any(c.is_wild for c in op.cards) else "play.frozen-take"
        specific = _reason("pile-frozen-natural-pair", message, (top,) + op.cards, step=op, rank=top.rank)
    if specific is not None:
        return [replace(specific, deciding=True)] + [replace(refusal_reason(r), deciding=i == 0) for i, r in enumerate(found)]
    step = _reason(first.rule_id, "play.illegal", first.cards, step=op)
    return [replace(step, deciding=True)] + [replace(refusal_reason(r), deciding=True) for r in found]


def _not_held(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards of ``cards`` that ``hand`` does not hold (suits count only for threes)."""
    left = [c.rules_key for c in hand]
    missing: list[Card] = []
    for card in cards:
        if card.rules_key in left:
            left.remove(card.rules_key)
        else:
            missing.append(card)
    return tuple(missing)


def _take_reasons(p: Position, ops: list[Operation]) -> list[Reason]:
    """Why the turn's take of the pile is allowed: the take-pile ruling's deciding reasons
    (the freeze and the natural pair, the first-meld minimum reached with the top card), when
    the turn takes the pile and that ruling allows it."""
    if not any(isinstance(op, TakePile) for op in ops):
        return []
    ruling = take_pile(p, TakePileQuestion())
    if ruling.answer is not True:
        return []
    return [replace(r, deciding=True) for r in ruling.deciding]


def _replaced(state: TableState, op: Operation) -> tuple[Card, ...]:
    """The cards a step put in the hand without naming them (a red three's replacement)."""
    if not isinstance(op, RevealRedThree):
        return ()
    after = apply(state, op, verified=True)
    return _not_held(state.hand, tuple(after.hand)) if after.hand else ()


def play(p: Position, q: PlayQuestion) -> Ruling:
    """Is the turn in ``play:`` legal here? The turn starts with the draw; the referee
    rules on each step. Refused: the step and the reason it is refused decide. Allowed: what
    makes it allowed decides (the take of the pile, going out, a red three laid out, the
    last card kept), and the turn step by step and the hand after it come under "why?"."""
    ops = parse_play(q.play)
    state = _start_state(p, ops[0])
    unnamed: list[Card] = []
    for op in ops:
        found = refusals(state, op)
        if found:
            return _ruling(p, False, _refused_step(state, op, found))
        unnamed.extend(_replaced(state, op))
        state = apply(state, op, verified=True)
    events: list[Reason] = []
    pile = p.pile
    if any(isinstance(op, TakePile) for op in ops) and any(c.is_red_three for c in pile[:-1]):
        reds = tuple(c for c in pile[:-1] if c.is_red_three)
        events.append(_reason("red-three-from-pile", "play.red-three-from-pile", reds, cards=reds))
    if any(isinstance(op, RevealRedThree) for op in ops):
        events.append(replace(_reason("red-three-replace", "play.red-three-replaced"), deciding=True))
    if state.end is HandEnd.WENT_OUT:
        if state.concealed:
            rule = "concealed-first-meld" if p.ruleset.concealed.value == "first-meld" else "go-out-concealed"
            message = "play.went-out-concealed-first-meld" if rule == "concealed-first-meld" else "play.went-out-concealed"
            events.append(replace(_reason(rule, message, bonus=p.ruleset.concealed_going_out_bonus,
                                          plain=p.ruleset.going_out_bonus), deciding=True))
        else:
            events.append(replace(_reason("go-out-bonus", "play.went-out", bonus=p.ruleset.going_out_bonus), deciding=True))
    elif state.end is HandEnd.LAST_RED_THREE:
        events.append(replace(_reason("red-three-last-card", "play.last-red-three"), deciding=True))
    elif state.end is HandEnd.STOCK_EXHAUSTED:
        events.append(replace(_reason("stock-exhausted", "play.stock-exhausted"), deciding=True))
    elif state.phase is Phase.PLAY and any(c.is_red_three for c in state.hand):
        reds = tuple(c for c in state.hand if c.is_red_three)
        laid = apply(state, RevealRedThree(reds[0]))
        if laid.turn.last_red_three:
            events.append(_reason("red-three-last-card", "play.unfinished-last-red-three-in-hand", reds, cards=reds))
        else:
            events.append(_reason("red-three-replace", "play.unfinished-red-three", reds, cards=reds))
    elif state.phase is Phase.PLAY and state.turn.last_red_three:
        # No discard after a red three as the last stock card (001, 003, 004).
        events.append(_reason("red-three-last-card", "play.unfinished-last-red-three"))
    elif state.phase is Phase.PLAY and not state.hand:
        events.append(_reason("go-out-all-cards", "play.unfinished-go-out"))
    elif state.phase is Phase.PLAY:
        events.append(_reason("turn-order", "play.unfinished", tuple(state.hand), hand=tuple(state.hand)))
    elif isinstance(ops[-1], Discard) or state.to_move != 0:
        if p.ruleset.last_card.value == "no-discard" and not isinstance(ops[-1], Discard):
            events.append(replace(_reason("last-card-no-discard", "play.kept-last-card"), deciding=True))
        if state.players == 3 and state.lone == 0 and any(isinstance(op, TakePile) for op in ops):
            events.append(_reason("three-player-lone", "play.three-player-lone"))
        hand_after = list(state.hands[0])
        for card in unnamed:
            hand_after.remove(card)
        message = "play.after-replaced" if unnamed else "play.after"
        events.append(_reason("turn-order", message, tuple(hand_after), hand=tuple(hand_after),
                              hand_count=len(state.hands[0])))
    if state.is_over and state.players == 3:
        events.append(replace(_reason("three-player-scoring", "play.three-player-scoring"), deciding=True))
    steps = _reason("turn-order", "play.legal", (), play=tuple(ops))
    deciding = _take_reasons(p, ops) + [r for r in events if r.deciding]
    if not deciding:
        steps = replace(steps, deciding=True)
    return _ruling(p, True, deciding + [steps] + [r for r in events if not r.deciding])


# --------------------------------------------------------------------------------------
# The empty stock


def _empty_stock_state(p: Position) -> TableState:
    return table_of(replace(p, stock=0 if p.stock is None else p.stock), phase=Phase.DRAW)


def must_take(p: Position, q: MustTakeQuestion) -> Ruling:
    """With the stock empty, must the player take the pile (003, 004)?"""
    state = _empty_stock_state(p)
    top = state.top_card
    if state.stock:
        return _ruling(p, False, [_reason("stock-must-take", "must-take.no-stock-left", stock=len(state.stock))])
    if top is None or not top.is_natural:
        return _ruling(p, False, [_reason("stock-must-take", "must-take.not-natural", (top,) if top else (), top=top.pretty if top else "—")])
    if state.frozen_for(0):
        rule = freeze_rule(state)
        return _ruling(p, False, [_reason("stock-must-take", "must-take.frozen", (top,)), _reason(rule, "must-take.why-" + rule.removeprefix("pile-"))])
    meld = state.meld_of_rank(0, top.rank)
    if meld is None:
        # A new meld is offered only when the referee would take one with cards held.
        takes = [op for op in legal_operations(state) if isinstance(op, TakePile) and op.cards]
        if takes:
            return _ruling(p, False, [_reason("stock-must-take", "must-take.no-meld", (top,) + takes[0].cards, top=top, rank=top.rank)])
        return _ruling(p, False, [_reason("stock-must-take", "must-take.no-meld-no-take", (top,), top=top, rank=top.rank)])
    if compulsory_take(state):
        return _ruling(p, True, [_reason("stock-must-take", "must-take.yes", (top,) + meld.cards, top=top, rank=top.rank)])
    found = refusals(state, TakePile())
    return _ruling(p, False, [_reason("stock-must-take", "must-take.cannot", (top,), top=top)] + [refusal_reason(r) for r in found])


def _after_drawing(p: Position, drew: tuple[Card, ...]) -> TableState:
    """The table just after the player drew ``drew``, the last cards drawn from the stock:
    the turn starts at the draw, with those cards on top of the stock (the hand may list
    the drawn cards or not), and the referee plays the draw and lays out any red three."""
    hand = list(p.hand)
    for card in drew:
        at = next((i for i, c in enumerate(hand) if c.rules_key == card.rules_key), -1)
        if at >= 0:
            del hand[at]
    stock = (0 if p.stock is None else p.stock) + len(drew)
    state = table_of(replace(p, hand=tuple(hand), stock=stock), phase=Phase.DRAW, on_stock=drew)
    state = apply(state, DrawStock(drew))
    while state.phase is Phase.PLAY and any(c.is_red_three for c in state.hand):
        state = apply(state, RevealRedThree(next(c for c in state.hand if c.is_red_three)))
    return state


def hand_over(p: Position, q: HandOverQuestion) -> Ruling:
    """Is the hand over? A query on the referee (000, 003, 004): the hand ends when a player
    would have to draw from the empty stock, or when the last stock card was a red three.
    Drawing the last card, an ordinary one, does not end it: that player's turn goes on
    (000: "Så snart en spiller vil trække og ikke kan, stopper spillet"; 003: "Sobald
    jemand vom leeren Ziehstapel ziehen müsste, endet das Spiel")."""
    drew = q.drew
    if drew:
        state = _after_drawing(p, drew)
        if state.turn.last_red_three:
            red = tuple(c for c in drew if c.is_red_three)
            return _ruling(p, True, [_reason("red-three-last-card", "hand-over.last-red-three", red)])
        if state.stock:
            return _ruling(p, False, [_reason("stock-exhausted", "hand-over.stock-left", stock=len(state.stock))])
        return _ruling(p, False, [_reason("stock-exhausted", "hand-over.drew-last-card", drew, cards=drew)])
    state = _empty_stock_state(p)
    if state.stock:
        return _ruling(p, False, [_reason("stock-exhausted", "hand-over.stock-left", stock=len(state.stock))])
    if compulsory_take(state):
        top = state.top_card
        assert top is not None
        return _ruling(p, False, [_reason("stock-must-take", "hand-over.must-take", (top,), top=top, rank=top.rank)])
    takes = [op for op in legal_operations(state) if isinstance(op, TakePile)]
    if takes:
        return _ruling(p, False, [_reason("stock-exhausted", "hand-over.stock-but-take", tuple(takes[0].cards))])
    # Nothing but the draw is left: the referee ends the hand on it.
    return _ruling(p, apply(state, DrawStock()).is_over, [_reason("stock-exhausted", "hand-over.stock")])


# --------------------------------------------------------------------------------------
# Going out after taking the pile


def go_out_taking_pile(p: Position, q: GoOutQuestion) -> Ruling:
    """Can the player take the pile and go out in the same turn?"""
    state = table_of(p, phase=Phase.DRAW)
    takes = [op for op in legal_operations(state) if isinstance(op, TakePile)]
    if not takes:
        found = refusals(state, TakePile(tuple(c for c in p.hand if p.top_card and c.rank is p.top_card.rank)[:2]))
        reasons = [_reason("go-out-all-cards", "go-out-taking.no-take")] + [refusal_reason(r) for r in found[:2]]
        return _ruling(p, False, reasons)
    for take in takes:
        after = apply(state, take, verified=True)
        try:
            line = going_out_line(after)
        except SearchTooLarge:
            line = None
        if line is not None:
            ops = [take, *line]
            end = after
            for op in line:
                end = apply(end, op, verified=True)
            reasons = [replace(_reason("go-out-all-cards", "go-out-taking.yes", (), play=tuple(ops)), deciding=True)]
            size = p.ruleset.canasta_size
            had = {m.rank for m in p.our_melds if m.is_canasta}
            completed = tuple(m.rank for m in end.side_melds(0) if len(m.cards) >= size and m.rank is not None
                              and m.rank not in had)
            reasons.append(canasta_reason(p, completed, count=end.canastas(0), need=p.ruleset.canastas_to_go_out,
                                          shown=(), said_need=False, deciding=True))
            if any(c.is_red_three for c in p.pile[:-1]):
                reasons.append(_reason("red-three-from-pile", "play.red-three-from-pile", tuple(c for c in p.pile if c.is_red_three), cards=tuple(c for c in p.pile if c.is_red_three)))
            if end.concealed:
                rule = "concealed-first-meld" if p.ruleset.concealed.value == "first-meld" else "go-out-concealed"
                reasons.append(_reason(rule, "play.went-out-concealed", bonus=p.ruleset.concealed_going_out_bonus))
            return _ruling(p, True, reasons)
    # None goes out: what the first way of taking leaves in the hand, and why those cards
    # cannot all go (the go-out planner's shortfalls, as the go-out ask says them).
    after = apply(state, takes[0], verified=True)
    melds = {m.rank: m for m in after.side_melds(0) if m.rank is not None}
    shortfalls = plan_go_out(after.hand, melds, p.ruleset).shortfalls
    reasons = [_reason("go-out-all-cards", "go-out-taking.after-take", tuple(after.hand), step=takes[0],
                       hand=tuple(after.hand))]
    reasons.extend(replace(shortfall_reason(p, short), deciding=True) for short in shortfalls[:2])
    reasons = [replace(reasons[0], deciding=bool(shortfalls))] + reasons[1:]
    reasons.append(_reason("go-out-all-cards" if shortfalls else "go-out-canasta", "go-out-taking.no", ()))
    reasons.append(_reason("keep-one-card", "go-out-taking.keep"))
    return _ruling(p, False, reasons)


# --------------------------------------------------------------------------------------
# The legal ways (facts for the coach)


def _points_now(state: TableState, op: Operation, after: TableState) -> int:
    """What ``op`` lays down now: the values of the cards laid, a canasta completed by it,
    and going out."""
    points = 0
    if isinstance(op, (LayMeld, TakePile)):
        points += sum(c.value for c in op.cards)
        if isinstance(op, TakePile) and state.top_card is not None:
            points += state.top_card.value
    elif isinstance(op, AddToMeld):
        points += op.card.value
    rules = state.ruleset
    size = rules.canasta_size
    before = {m.rank: len(m.cards) for m in state.side_melds(state.to_move)}
    for m in after.side_melds(state.to_move):
        if len(m.cards) >= size and before.get(m.rank, 0) < size:
            points += rules.mixed_canasta_bonus if any(c.is_wild for c in m.cards) else rules.natural_canasta_bonus
    if after.end is HandEnd.WENT_OUT:
        points += rules.concealed_going_out_bonus if after.concealed else rules.going_out_bonus
    return points


def best_play(p: Position, q: BestPlayQuestion) -> Ruling:
    """How many legal ways to play now, each with what it lays down and scores now."""
    drawn = q.drew
    if drawn:
        state = table_of(p, phase=Phase.PLAY, source=Source.STOCK, hand=p.hand + drawn)
    else:
        state = table_of(p, phase=Phase.DRAW)
    ways = list(legal_operations(state))
    reasons: list[Reason] = []
    for op in ways:
        after = apply(state, op, verified=True)
        points = _points_now(state, op, after)
        if points:
            reasons.append(_reason("turn-order", "best-play.way", (), play=op, points=points))
        else:
            reasons.append(_reason("turn-order", "best-play.way-nothing", (), play=op))
    if not ways:
        return _ruling(p, 0, [_reason("turn-order", "best-play.none")])
    return _ruling(p, len(ways), [_reason("turn-order", "best-play.ways", (), count=len(ways))] + reasons)


# --------------------------------------------------------------------------------------
# should: what the rules allow of the choices compared

def _choice_refusals(state: TableState, choice: Choice) -> tuple[str, list[Refusal]]:
    """The rule that allows a choice here, and the referee's refusals when it is not
    allowed (empty: allowed)."""
    ops = legal_operations(state)
    kind = choice.kind
    if kind is ChoiceKind.DRAW:
        return "turn-order", refusals(state, DrawStock())
    if kind is ChoiceKind.TAKE_PILE:
        rule = "pile-frozen-natural-pair" if state.frozen_for(0) else "pile-take-unfrozen"
        if any(isinstance(op, TakePile) for op in ops):
            return rule, []
        return rule, refusals(state, TakePile()) or [Refusal("pile-take-unfrozen")]
    if kind is ChoiceKind.GO_OUT:
        if may_go_out(state):
            return "go-out-all-cards", []
        have = state.canastas(0)
        need = state.ruleset.canastas_to_go_out
        if have < need:
            return "go-out-canasta", [Refusal("go-out-canasta", (), (("canastas", have), ("needed", need)))]
        return "go-out-all-cards", [Refusal("go-out-all-cards")]
    if kind is ChoiceKind.KEEP_PLAYING:
        if any(isinstance(op, Discard) for op in ops):
            return "keep-one-card", []
        return "keep-one-card", [Refusal("keep-one-card")]
    if kind is ChoiceKind.FREEZE:
        wild = next((c for c in sorted(state.hand, key=lambda c: c.value) if c.is_wild), None)
        if wild is None:
            return "pile-frozen-wild", [Refusal("play-from-hand")]
        return "pile-frozen-wild", refusals(state, Discard(wild))
    assert choice.card is not None  # a discard
    return "turn-order", refusals(state, Discard(choice.card))


#: Why the judge layer's ``judge()`` refuses ``should``, naming the one front door.
SHOULD_REFUSAL = "ask: should is answered by the coach: use canasta_teach.rule(position)"


def refuse_should(p: Position) -> NoReturn:
    """``judge()`` on ``should``: refused. Which choice is better is the coach's verdict, a
    layer above the judge; the rules the coach starts from are :func:`should_rules`."""
    raise CanastaError(f"position {p.id}: {SHOULD_REFUSAL}")


def should_rules(p: Position) -> Ruling:
    """``should``: what the rules say of the choices compared: which are allowed, each with
    its rule. Which one is *better* the rules do not say; that is the coach's verdict (the
    front door, :func:`canasta_teach.players.ruling.rule`, asks
    :mod:`canasta_teach.players.coach`). The answer is the one allowed choice when only one
    is, else empty (the rules leave the choice open). A position of another ask is a
    :class:`~canasta_teach.errors.CanastaError` naming it."""
    choices = p.asked(ShouldQuestion).choices
    drawing = bool(choices) and all(c.before_draw for c in choices)
    state = table_of(p, phase=Phase.DRAW if drawing else Phase.PLAY, source=None if drawing else Source.STOCK)
    reasons: list[Reason] = []
    allowed: list[Choice] = []
    for choice in choices:
        rule, found = _choice_refusals(state, choice)
        if found:
            reasons.append(_reason(found[0].rule_id, "should.not-allowed", found[0].cards, choice=choice))
            reasons.extend(refusal_reason(r) for r in found)
        else:
            allowed.append(choice)
            reasons.append(_reason(rule, "should.allowed", choice=choice))
    answer = str(allowed[0]) if len(allowed) == 1 else ""
    lead = "should.lead-open" if len(allowed) != 1 else ""
    ruling = _ruling(p, answer, reasons)
    return replace(ruling, lead=lead) if lead else ruling
