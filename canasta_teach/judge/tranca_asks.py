"""The judge on Tranca positions (003, "Varianten"): each ask that applies to Tranca, as a
query on Tranca's engine (:mod:`canasta_teach.game.tranca`, :mod:`canasta_teach.game.runs`,
:mod:`canasta_teach.game.tranca_scoring`), with Tranca's rule ids.

The asks that apply: ``meld`` (a set or a run), ``add`` (to a set, or to a run at either
end), ``take-pile`` (the top card laid at once with two hand cards), ``pile-frozen`` (read
in Tranca as "is the pile blocked?": a black three or a two on top), ``play``, ``go-out``
(only after the side's morto), ``score``, ``game-over`` and ``best-play``. Every other ask is
Canasta's alone (a card's value in Canasta, the first-meld minimum Tranca has not, the
frozen pile's natural pair ...) and is refused with the catalogue's line
(:func:`refuse_ask`), so no Canasta answer is ever given about a Tranca table.

Like the Canasta asks, every reason is a rule id of the rule book with a message of the
catalogue (``tranca.*`` in ``locales/<lang>/tranca.ftl``, and the referee's own
``refusal.tranca-*`` words), the cards and the numbers; the words come from
:mod:`.wording`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import NoReturn

from ..errors import CanastaError
from ..game.cards import Card, card_key
from ..game.explore import SearchTooLarge, going_out_line
from ..game.notation import parse_play
from ..game.operations import AddToMeld, AddToRun, Discard, DrawStock, LayMeld, Operation, TakePile
from ..game.referee import Refusal, apply, legal_operations, refusals
from ..game.runs import Run, RunEnd, extend_run, tranca_meld
from ..game.scoring import HandScore, SideScore, winner
from ..game.seats import Side
from ..game.table import HandEnd, Phase, Source, TableState
from ..game.tranca import find_run, side_may_go_out
from ..game.tranca_scoring import tranca_card_points, tranca_side_items
from .ask_parts import finish as _finish
from .ask_parts import reason as _r
from .engine_asks import _refused_step, refusal_reason
from .question_types import (
    AddQuestion,
    Ask,
    BestPlayQuestion,
    GameOverQuestion,
    GoOutQuestion,
    MeldQuestion,
    PileFrozenQuestion,
    PlayQuestion,
    RunAddQuestion,
    ScoreQuestion,
    TakePileQuestion,
)
from .questions import Position
from .rulings import Play, Reason, Ruling
from .table_view import table_of
from .wording import say

__all__ = ["TRANCA_ASKS", "judge_tranca", "refuse_ask", "refuse_run", "refused_ask_line"]

#: The asks the judge answers on a Tranca table (issue 23, item 3).
TRANCA_ASKS: tuple[Ask, ...] = (
    Ask.MELD, Ask.ADD, Ask.TAKE_PILE, Ask.PILE_FROZEN, Ask.PLAY, Ask.GO_OUT, Ask.SCORE, Ask.GAME_OVER,
    Ask.BEST_PLAY,
)


def refused_ask_line(ask: Ask) -> str:
    """Why ``ask`` is not put on a Tranca table, in the catalogue's words."""
    return say("tranca.ask-refused", ask=ask.value, asks=", ".join(a.value for a in TRANCA_ASKS))


def refuse_ask(p: Position) -> NoReturn:
    """An ask that does not apply to Tranca: a clear error naming the position."""
    raise CanastaError(f"position {p.id}: {refused_ask_line(p.ask)}")


def refuse_run(p: Position) -> NoReturn:
    """``add`` to a run on a Canasta table: runs are Tranca's melds only."""
    raise CanastaError(f"position {p.id}: {say('tranca.run-not-canasta')}")


def _deciding(reason: Reason) -> Reason:
    return replace(reason, deciding=True)


def _refusal_reasons(found: list[Refusal]) -> list[Reason]:
    """The referee's refusals as reasons, the first deciding."""
    return [replace(refusal_reason(r), deciding=i == 0) for i, r in enumerate(found)]


def _with_cards(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """``hand`` holding ``cards`` (by rank and suit: Tranca's runs are of one suit)."""
    pool = [card_key(c) for c in hand]
    missing = []
    for c in cards:
        if card_key(c) in pool:
            pool.remove(card_key(c))
        else:
            missing.append(c)
    return hand + tuple(missing)


#: Cards that join no meld (black threes): they stand for the cards a player keeps when a
#: question is about one meld, not about the rest of the hand.
_KEPT = (Card.parse("3c"), Card.parse("3s"))


def _keeping(hand: tuple[Card, ...], played: int) -> tuple[Card, ...]:
    return hand + _KEPT[: max(0, 2 - (len(hand) - played))]


def _play_state(p: Position, hand: tuple[Card, ...]) -> TableState:
    return table_of(p, phase=Phase.PLAY, source=Source.STOCK, hand=hand)


# --------------------------------------------------------------------------------------
# meld


def _meld_facts(meld: Run | object, cards: tuple[Card, ...]) -> list[Reason]:
    """Why the cards are a meld: a set of one rank or a run of one suit, where the two
    stands, and whether it is a canasta."""
    reasons: list[Reason] = []
    if isinstance(meld, Run):
        reasons.append(_r("tranca-runs", "tranca.meld-run", meld.cards, True, cards=meld.cards,
                          low=meld.low_rank, high=meld.high_rank))
        for i, c in enumerate(meld.cards):
            if c.is_wild:
                reasons.append(_r("tranca-one-two", "tranca.meld-two-in-run", (c,), False, two=c, place=meld.place_of(i)))
    else:
        rank = next(c.rank for c in cards if not c.is_wild)
        reasons.append(_r("tranca-runs", "tranca.meld-set", cards, True, cards=cards, rank=rank))
        if any(c.is_wild for c in cards):
            reasons.append(_r("tranca-one-two", "tranca.meld-two-in-set", (), False))
    return reasons


def _canasta_reason(p: Position, cards: tuple[Card, ...]) -> list[Reason]:
    rs = p.ruleset
    if len(cards) < rs.canasta_size:
        return []
    clean = not any(c.is_wild for c in cards)
    return [_r("tranca-canasta-bonus", "tranca.canasta-clean" if clean else "tranca.canasta-dirty", cards, False,
               size=len(cards), bonus=rs.natural_canasta_bonus if clean else rs.mixed_canasta_bonus)]


def meld(p: Position, q: MeldQuestion) -> Ruling:
    """Are these cards a Tranca meld: a set of one rank, or a run of one suit from the four
    up to the ace, with at most one two (``tranca-runs``, ``tranca-one-two``)?"""
    cards = q.cards
    made = tranca_meld(cards, p.ruleset)
    if isinstance(made, tuple):
        rule_id, facts = made
        case = next((str(v) for k, v in facts if k == "case"), "")
        numbers = tuple((k, v) for k, v in facts if k != "case" and isinstance(v, int))
        first = _r(rule_id, "tranca.not-a-meld", cards, True, cards=cards)
        return _finish(p, False, [first] + _refusal_reasons([Refusal(rule_id, cards, numbers, case)]))
    return _finish(p, True, _meld_facts(made, made.cards) + _canasta_reason(p, made.cards))


# --------------------------------------------------------------------------------------
# add


def add_to_set(p: Position, q: AddQuestion) -> Ruling:
    """May the card join our set of that rank? Asked of Tranca's referee."""
    card, rank = q.card, q.to
    if q.to_side is Side.THEM:
        return _finish(p, False, [_r("no-adding-to-opponents", "add.theirs", (card,), True, rank=rank)])
    state = _play_state(p, _keeping(_with_cards(p.hand, (card,)), 1))
    found = refusals(state, AddToMeld(rank, card))
    if found:
        return _finish(p, False, _refusal_reasons(found))
    meld = next(m for m in p.our_melds if not isinstance(m, Run) and m.rank is rank)
    after = meld.cards + (card,)
    message = "tranca.add-set-two" if card.is_wild else "tranca.add-set"
    reasons = [_r("tranca-one-two" if card.is_wild else "tranca-runs", message, (card,), True, card=card, rank=rank,
                  size=len(after))]
    return _finish(p, True, reasons + _canasta_reason(p, after))


def add_to_run(p: Position, q: RunAddQuestion) -> Ruling:
    """May the card join our run at either end? A natural card joins the end it follows; a
    two joins an end the run can still grow at, when the run holds no two. Asked of
    Tranca's referee (``add 4h-6h: 7h``)."""
    card = q.card
    if q.to_side is Side.THEM:
        return _finish(p, False, [_r("no-adding-to-opponents", "tranca.add-theirs", (card,), True)])
    state = _play_state(p, _keeping(_with_cards(p.hand, (card,)), 1))
    ends: tuple[RunEnd | None, ...] = (RunEnd.LOW, RunEnd.HIGH) if card.is_wild else (None,)
    allowed: list[Run] = []
    first_refusals: list[Refusal] = []
    for end in ends:
        op = AddToRun(q.suit, q.low, q.high, card, end)
        found = refusals(state, op)
        if found:
            first_refusals = first_refusals or found
            continue
        run = state.melds[0][find_run(state.melds[0], q.suit, q.low, q.high) or 0]
        longer = extend_run(run, card, end, p.ruleset)  # type: ignore[arg-type]
        if isinstance(longer, Run):
            allowed.append(longer)
    if not allowed:
        return _finish(p, False, _refusal_reasons(first_refusals))
    span = {"low": Card(q.low, q.suit), "high": Card(q.high, q.suit)}
    longer = allowed[0]
    at_low = longer.low_rank is not q.low
    if card.is_wild and len(allowed) == 2:
        reason = _r("tranca-one-two", "tranca.add-run-two-both", (card,), True, **span)
    elif card.is_wild:
        reason = _r("tranca-one-two", "tranca.add-run-two-one", (card,), True, end="low" if at_low else "high", **span)
    else:
        reason = _r("tranca-runs", "tranca.add-run", (card,), True, card=card, end="low" if at_low else "high", **span)
    return _finish(p, True, [reason] + _canasta_reason(p, longer.cards))


# --------------------------------------------------------------------------------------
# pile-frozen (blocked) and take-pile


def pile_blocked(p: Position, q: PileFrozenQuestion) -> Ruling:
    """Is the pile blocked for the player to move? A black three on top blocks it
    (``tranca-black-three``), a two on top too; a two buried in it changes nothing
    (``tranca-pile-two``). Tranca has no frozen pile otherwise."""
    top = p.top_card
    buried = tuple(c for c in p.pile[:-1] if c.is_wild)
    if top is None:
        return _finish(p, False, [_r("tranca-take-pile", "tranca.blocked-empty", (), True)], lead="tranca.lead-open")
    if top.is_black_three:
        return _finish(p, True, [_r("tranca-black-three", "tranca.blocked-black-three", (top,), True, top=top)],
                       lead="tranca.lead-blocked")
    if top.is_wild:
        return _finish(p, True, [_r("tranca-pile-two", "tranca.blocked-two", (top,), True, top=top)],
                       lead="tranca.lead-blocked")
    reasons = [_r("tranca-take-pile", "tranca.blocked-no", (top,), True, top=top)]
    if buried:
        reasons.append(_r("tranca-pile-two", "tranca.blocked-buried-two", buried, True, cards=buried))
    return _finish(p, False, reasons, lead="tranca.lead-open")


def _meld_with_top(top: Card, hand: tuple[Card, ...], p: Position) -> list[tuple[Card, Card]]:
    """Every pair of hand cards that makes a Tranca meld with the top card."""
    pairs: list[tuple[Card, Card]] = []
    seen: set[tuple[object, object]] = set()
    for i, a in enumerate(hand):
        for b in hand[i + 1:]:
            key = tuple(sorted((repr(card_key(a)), repr(card_key(b)))))
            if key in seen:
                continue
            seen.add(key)  # type: ignore[arg-type]
            if not isinstance(tranca_meld((top, a, b), p.ruleset), tuple):
                pairs.append((a, b))
    return pairs


def take_pile(p: Position, q: TakePileQuestion) -> Ruling:
    """May the player take the pile? Only by laying its top card at once with two cards from
    the hand, one of which may be a two (``tranca-take-pile``), and never when a black three
    or a two lies on top. Asked of Tranca's referee."""
    state = table_of(p, phase=Phase.DRAW)
    top = state.top_card
    if top is None or top.is_black_three or top.is_wild:
        blocked = pile_blocked(p, PileFrozenQuestion())
        found = refusals(state, TakePile())
        return _finish(p, False, list(blocked.reasons) + [refusal_reason(r) for r in found])
    takes = [op for op in legal_operations(state) if isinstance(op, TakePile)]
    # A card lower in the pile that would make a meld with two hand cards does not count.
    buried = tuple(c for c in p.pile[:-1] if c.is_natural and not c.is_three and _meld_with_top(c, p.hand, p))
    if takes:
        take = takes[0]
        laid = tranca_meld((top,) + take.cards, p.ruleset)
        laid_cards = laid.cards if not isinstance(laid, tuple) else (top,) + take.cards
        said = [_r("tranca-take-pile", "tranca.take-yes", (top,) + take.cards, True, top=top, pair=take.cards,
                   meld=laid_cards, count=len(p.pile) - 1)]
        if any(c.is_wild for c in p.pile[:-1]):
            said.append(_r("tranca-pile-two", "tranca.blocked-buried-two", (), False,
                           cards=tuple(c for c in p.pile[:-1] if c.is_wild)))
        return _finish(p, True, said, play=Play(take_pile=True, new_melds=(laid_cards,)))
    pairs = _meld_with_top(top, p.hand, p)
    reasons: list[Reason] = []
    if pairs:
        reasons = _refusal_reasons(refusals(state, TakePile(pairs[0])))
    else:
        reasons = [_r("tranca-take-pile", "tranca.take-no", (top,), True, top=top, rank=top.rank)]
    if buried:
        reasons.append(_r("tranca-take-pile", "take.buried-match", buried[:1], False, buried=buried[0]))
    return _finish(p, False, reasons)


# --------------------------------------------------------------------------------------
# play


def _start_state(p: Position, first: Operation) -> TableState:
    drawn = first.cards if isinstance(first, DrawStock) else ()
    return table_of(p, phase=Phase.DRAW, on_stock=drawn)


def play(p: Position, q: PlayQuestion) -> Ruling:
    """Is the turn in ``play:`` legal on this Tranca table? Each step goes to Tranca's
    referee; the first it refuses decides. Allowed: what the turn did decides (the pile
    taken, the morto taken, going out), and the turn step by step comes under "why?"."""
    ops = parse_play(q.play)
    state = _start_state(p, ops[0])
    morto_before = state.morto_taken[0]
    for op in ops:
        found = refusals(state, op)
        if found:
            return _finish(p, False, _refused_step(state, op, found))
        state = apply(state, op, verified=True)
    events: list[Reason] = []
    take = next((op for op in ops if isinstance(op, TakePile)), None)
    if take is not None and p.top_card is not None:
        events.append(_r("tranca-take-pile", "tranca.play-took-pile", (p.top_card,) + take.cards, True,
                         top=p.top_card, pair=take.cards))
    if state.morto_taken[0] and not morto_before:
        count = p.ruleset.morto_size
        if isinstance(ops[-1], Discard):
            events.append(_r("tranca-morto-discard", "tranca.play-morto-discard", (), True, count=count))
        else:
            events.append(_r("tranca-morto", "tranca.play-morto", (), True, count=count))
    if state.end is HandEnd.WENT_OUT:
        events.append(_r("tranca-go-out", "tranca.play-went-out", (), True, bonus=p.ruleset.going_out_bonus))
    elif state.phase is Phase.PLAY:
        events.append(_r("turn-order", "play.unfinished", tuple(state.hand), False, hand=tuple(state.hand)))
    elif state.to_move != 0 and not (state.morto_taken[0] and not morto_before):
        events.append(_r("turn-order", "play.after", tuple(state.hands[0]), False, hand=tuple(state.hands[0]),
                         hand_count=len(state.hands[0])))
    steps = _r("turn-order", "play.legal", (), not any(r.deciding for r in events), play=tuple(ops))
    deciding = [r for r in events if r.deciding]
    return _finish(p, True, deciding + [steps] + [r for r in events if not r.deciding])


# --------------------------------------------------------------------------------------
# go-out


def go_out(p: Position, q: GoOutQuestion) -> Ruling:
    """Can the player, who has drawn, go out this turn? Only once the side's morto is taken
    (an emptied hand takes the morto first) and with a canasta (``tranca-go-out``,
    ``tranca-canasta``); then all the cards but at most one to discard must be melded."""
    rs = p.ruleset
    states: list[tuple[Operation | None, TableState]]
    if q.takes_pile:
        state = table_of(p, phase=Phase.DRAW)
        starts = [op for op in legal_operations(state) if isinstance(op, TakePile)]
        if not starts:
            return _finish(p, False, [_deciding(r) for r in take_pile(p, TakePileQuestion()).reasons[:1]]
                           + [_r("tranca-go-out", "tranca.go-out-no-take", (), True)])
        states = [(op, apply(state, op, verified=True)) for op in starts]
    else:
        state = _play_state(p, p.hand)
        states = [(None, state)]
    if not p.morto_taken[0]:
        return _finish(p, False, [_r("tranca-go-out", "tranca.go-out-morto", (), True),
                                  _r("tranca-morto", "tranca.go-out-morto-then", (), False, count=rs.morto_size)])
    for start, s in states:
        try:
            line = going_out_line(s)
        except SearchTooLarge:
            line = None
        if line is None:
            continue
        end = s
        for op in line:
            end = apply(end, op, verified=True)
        ops = ([start] if start is not None else []) + line
        reasons = [_r("tranca-go-out", "tranca.go-out-yes", (), True, play=tuple(ops))]
        canastas = tuple(m for m in end.melds[0] if len(m.cards) >= rs.canasta_size)
        reasons.append(_r("tranca-canasta", "tranca.go-out-canasta", canastas[0].cards if canastas else (), True,
                          count=len(canastas)))
        return _finish(p, True, reasons)
    after = states[0][1]
    if not side_may_go_out(after, 0):
        # The search found no way out, and the side has no canasta yet: that is the block.
        return _finish(p, False, [_r("tranca-canasta", "tranca.go-out-no-canasta", (), True)])
    return _finish(p, False, [_r("tranca-go-out", "tranca.go-out-cannot", tuple(after.hand), True, hand=tuple(after.hand)),
                              _r("tranca-keep-card", "tranca.go-out-keep", (), False)])


# --------------------------------------------------------------------------------------
# score and game-over


_SCORE_ORDER = ("tranca-morto-penalty", "tranca-red-threes", "tranca-hand-minus", "tranca-canasta-bonus",
                "tranca-go-out", "tranca-card-points")
_SCORE_MESSAGES = {
    "line.melds": "tranca.score-melds",
    "line.clean-canasta": "tranca.score-clean-canasta",
    "line.dirty-canasta": "tranca.score-dirty-canasta",
    "line.red-threes": "tranca.score-reds-plus",
    "line.red-threes-minus-no-canasta": "tranca.score-reds-minus",
    "line.going-out": "tranca.score-went-out",
    "line.hand": "tranca.score-hand-minus",
    "line.morto-not-taken": "tranca.score-morto-penalty",
}


def score(p: Position, q: ScoreQuestion) -> Ruling:
    """The score of a finished Tranca hand, from Tranca's scoring
    (:func:`~canasta_teach.game.tranca_scoring.tranca_side_items`): melded cards 10, a two
    20; clean canasta 200, dirty 100; red threes plus with a canasta, else minus; going out
    100; cards in hand minus; a morto never taken minus 100."""
    rs = p.ruleset
    sides = (
        (Side.US, p.our_melds, q.our_hands, p.our_red_threes, p.morto_taken[0]),
        (Side.THEM, p.their_melds, q.their_hands, p.their_red_threes, p.morto_taken[1]),
    )
    scored: list[SideScore] = []
    candidates: list[tuple[int, Reason]] = []
    for side, melds, hands, reds, morto in sides:
        items = tranca_side_items(melds, hands, red_threes=reds, went_out=q.went_out is side, morto_taken=morto, ruleset=rs)
        scored.append(SideScore(side, items))
        for item in items:
            cards = item.fact("cards")
            shown = cards if isinstance(cards, tuple) else ()
            facts = {"side": side, "points": item.points}
            if item.fact("count") is not None:
                facts["count"] = item.fact("count")
            rank = _SCORE_ORDER.index(item.rule_id) if item.rule_id in _SCORE_ORDER else len(_SCORE_ORDER)
            if side is Side.THEM:
                rank += len(_SCORE_ORDER) + 1
            candidates.append((rank, _r(item.rule_id, _SCORE_MESSAGES[item.kind], shown, False, **facts)))
    hand_score = HandScore(scored[0], scored[1])
    candidates.sort(key=lambda c: c[0])
    # The two most telling lines decide; the score table beside the sentences shows every
    # line, so "why?" does not say them again.
    reasons = [_deciding(r) for _, r in candidates[:2]]
    if q.went_out is Side.NONE:
        reasons.append(_r("tranca-stock-out", "tranca.score-nobody-out", (), False))
    return _finish(p, hand_score.totals, reasons, hand_score=hand_score)


def game_over(p: Position, q: GameOverQuestion) -> Ruling:
    """Has a side won? The first to the target (1,500, 3,000 or 5,000: ``tranca-target``);
    both past it in one hand: the higher total (``tranca-target-both``)."""
    totals = q.totals
    t = p.ruleset.target
    ours, theirs = totals
    side = winner(totals, p.ruleset)
    both = ours >= t and theirs >= t
    if side is Side.NONE:
        message = "game.tie-past" if both else "game.neither"
        reason = _r("tranca-target-both" if both else "tranca-target", message, (), True, target=t, ours=ours,
                    theirs=theirs)
    elif both:
        reason = _r("tranca-target-both", "game.both-past", (), True, target=t, high=max(totals), low=min(totals))
    else:
        message = "game.reached-us" if side is Side.US else "game.reached-them"
        reason = _r("tranca-target", message, (), True, target=t, total=max(totals), other=min(totals))
    lead = {Side.US: "lead.game-us", Side.THEM: "lead.game-them", Side.NONE: "lead.game-none"}[side]
    return _finish(p, side.value, [reason], lead=lead)


# --------------------------------------------------------------------------------------
# best-play


def _points_now(state: TableState, op: Operation, after: TableState) -> int:
    """What ``op`` lays down now, at Tranca's values: 10 a card, 20 a two, a canasta
    completed by it, and going out."""
    rs = state.ruleset
    laid: tuple[Card, ...] = ()
    if isinstance(op, LayMeld):
        laid = op.cards
    elif isinstance(op, TakePile) and state.top_card is not None:
        laid = (state.top_card,) + op.cards
    elif isinstance(op, (AddToMeld, AddToRun)):
        laid = (op.card,)
    points = sum(tranca_card_points(c, rs) for c in laid)
    side = state.side_of(state.to_move)
    before = sum(1 for m in state.melds[side] if len(m.cards) >= rs.canasta_size)
    now = [m for m in after.melds[side] if len(m.cards) >= rs.canasta_size]
    if len(now) > before:
        newest = next((m for m in now if any(c in laid for c in m.cards)), now[-1])
        points += rs.natural_canasta_bonus if not newest.wilds else rs.mixed_canasta_bonus
    if after.end is HandEnd.WENT_OUT:
        points += rs.going_out_bonus
    return points


def best_play(p: Position, q: BestPlayQuestion) -> Ruling:
    """How many legal ways to play now on this Tranca table, each with what it lays down."""
    drawn = q.drew
    if drawn:
        state = table_of(p, phase=Phase.PLAY, source=Source.STOCK, hand=p.hand + drawn)
    else:
        state = table_of(p, phase=Phase.DRAW)
    ways = list(legal_operations(state))
    if not ways:
        return _finish(p, 0, [_r("turn-order", "best-play.none", (), True)])
    reasons = [_r("turn-order", "best-play.ways", (), True, count=len(ways))]
    for op in ways:
        points = _points_now(state, op, apply(state, op, verified=True))
        if points:
            reasons.append(_r("turn-order", "best-play.way", (), False, play=op, points=points))
        else:
            reasons.append(_r("turn-order", "best-play.way-nothing", (), False, play=op))
    return _finish(p, len(ways), reasons)


# --------------------------------------------------------------------------------------
# The door


def judge_tranca(p: Position) -> Ruling:
    """Rule on a Tranca position's question; an ask that does not apply is refused."""
    match p.question:
        case MeldQuestion() as q:
            return meld(p, q)
        case AddQuestion() as q:
            return add_to_set(p, q)
        case RunAddQuestion() as q:
            return add_to_run(p, q)
        case PileFrozenQuestion() as q:
            return pile_blocked(p, q)
        case TakePileQuestion() as q:
            return take_pile(p, q)
        case PlayQuestion() as q:
            return play(p, q)
        case GoOutQuestion() as q:
            return go_out(p, q)
        case ScoreQuestion() as q:
            return score(p, q)
        case GameOverQuestion() as q:
            return game_over(p, q)
        case BestPlayQuestion() as q:
            return best_play(p, q)
    refuse_ask(p)
