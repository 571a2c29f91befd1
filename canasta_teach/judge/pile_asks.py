"""``pile-frozen`` and ``take-pile``.

``pile-frozen`` asks the engine's table (``frozen_for``). ``take-pile`` is answered from the
position itself, for its speed budget (under 25 us median, benchmarks/bench_judge.py): the
top card, the freeze, the pair or the meld it joins; for a side's first meld the game's
planner finds the melds that reach the minimum
(:func:`~canasta_teach.game.planners.plan_first_meld_with_pile`), and when the take leaves
too few cards, the go-out planner says whether the player goes out at once
(:func:`.go_out_ask.way_out`). tests/test_judge_engine.py checks the answers against the
referee's operations on random tables."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..game.cards import Card, Rank
from ..game.melds import Meld, wild_room
from ..game.planners import plan_first_meld_with_pile
from ..game.referee import one_card_pile_exempt
from .ask_parts import finish as _finish
from .ask_parts import minimum_reason as _minimum_reason
from .ask_parts import reason as _r
from .go_out_ask import way_out as _way_out
from .question_types import PileFrozenQuestion, TakePileQuestion
from .questions import Position
from .rulings import Play, Reason, Ruling
from .table_view import table_of

__all__ = ["pile_frozen", "take_pile"]


def _frozen_reasons(p: Position, *, first_deciding: bool = False) -> list[Reason]:
    """Why the pile is frozen for us (empty: it is not); the first one marked deciding
    when asked."""
    reasons: list[Reason] = []
    if p.pile_has_wild:
        wild = tuple(c for c in p.pile if c.is_wild)
        reasons.append(_r("pile-frozen-wild", "pile.frozen-wild", wild, not reasons and first_deciding, count=len(wild), cards=wild))
    if p.pile_has_red_three:
        red = tuple(c for c in p.pile if c.is_red_three)
        reasons.append(_r("pile-frozen-start", "pile.frozen-start", red, not reasons and first_deciding, cards=red))
    if not p.our_has_melded:
        reasons.append(_r("pile-frozen-no-meld", "pile.frozen-no-meld", (), not reasons and first_deciding))
    return reasons


def pile_frozen(p: Position, q: PileFrozenQuestion) -> Ruling:
    """Is the pile frozen for us? The engine's table says (``frozen_for``): a wild card or
    a red three in the pile freezes it for everyone, and it is frozen for a side that has
    not melded, even when empty (000, 002, 003)."""
    state = table_of(p)
    if not state.frozen_for(0):
        if not state.pile:
            return _finish(p, False, [_r("pile-unfreezes", "pile.just-taken", (), True)])
        reasons = [_r("pile-take-unfrozen", "pile.not-frozen", (), True), _r("pile-take-unfrozen", "pile.unfrozen-ways")]
        top = state.top_card
        if top is not None and top.is_black_three:
            reasons.append(_r("pile-black-three-top", "pile.black-three-top", (top,), top=top))
        return _finish(p, False, reasons)
    # Every cause of the freeze the table shows decides (at most two are shown first).
    reasons = []
    if state.pile_frozen:
        wild = tuple(c for c in state.pile if c.is_wild)
        red = tuple(c for c in state.pile if c.is_red_three)
        if wild:
            reasons.append(_r("pile-frozen-wild", "pile.frozen-wild", wild, True, count=len(wild), cards=wild))
        if red:
            reasons.append(_r("pile-frozen-start", "pile.frozen-start", red, True, cards=red))
    if not state.side_melded[state.side_of(0)]:
        reasons.append(_r("pile-frozen-no-meld", "pile.frozen-no-meld", (), True))
    reasons.append(_r("pile-frozen-natural-pair", "pile.frozen-needs-pair"))
    return _finish(p, True, reasons)


def _hand_wilds(hand: Sequence[Card]) -> list[Card]:
    """Wild cards of a hand, most valuable first (jokers, then twos)."""
    return sorted((c for c in hand if c.is_wild), key=lambda c: -c.value)


def _naturals_of(hand: Sequence[Card], rank: Rank) -> list[Card]:
    return [c for c in hand if c.rank is rank]


def take_pile(p: Position, q: TakePileQuestion) -> Ruling:
    top = p.top_card
    if top is None:
        return _finish(p, False, [_r("pile-top-card-only", "take.empty", (), True)])
    if top.is_wild:
        return _finish(p, False, [_r("pile-top-wild", "take.top-wild", (top,), True, top=top)])
    if top.is_black_three:
        return _finish(p, False, [_r("pile-black-three-top", "take.top-black-three", (top,), True, top=top)])
    hand = p.hand
    ruleset = p.ruleset
    # One card on a one-card pile (004): refused unless the empty stock makes the take
    # compulsory (the referee's rule: the top card fits a meld and the pile is not frozen).
    one_card = ruleset.one_card_pile_forbidden and len(hand) == 1 and len(p.pile) == 1
    compulsory = one_card and p.stock == 0 and one_card_pile_exempt(table_of(p))
    if one_card and not compulsory:
        return _finish(p, False, [_r("one-card-pile", "take.one-card", (top,) + tuple(hand), True, top=top)])

    # The cause of the freeze decides when our side has melded; before the first meld the
    # first-meld rules decide.
    frozen = _frozen_reasons(p, first_deciding=p.our_has_melded)
    rank = top.rank
    early: list[Reason] = []
    if compulsory:
        early.append(_r("one-card-pile", "take.one-card-empty-stock", (top,) + tuple(hand), True))  # the point
    naturals = _naturals_of(hand, rank)
    wilds = _hand_wilds(hand)
    meld = p.our_meld_by_rank.get(rank)
    reasons: list[Reason] = early + list(frozen)

    if frozen:
        if len(naturals) < 2:
            message = "take.frozen-one" if naturals else "take.frozen-none"
            reasons.append(_r("pile-frozen-natural-pair", message, (top,) + tuple(naturals), True, top=top, rank=rank,
                              cards=tuple(naturals)))
            if wilds and naturals:
                reasons.append(_r("pile-frozen-natural-pair", "take.frozen-wild-useless", wilds[:1]))
            if meld is not None:
                reasons.append(_r("pile-frozen-natural-pair", "take.frozen-no-adding", (), rank=rank))
            reasons.extend(_buried_match_reason(p, hand, deciding=False))
            return _finish(p, False, reasons)
        pair = tuple(naturals[:2])
        main = [top, *pair]
        pair_reason = _r("pile-frozen-natural-pair", "take.frozen-pair", (top,) + pair, p.our_has_melded, rank=rank,
                         pair=pair, top=top)
        if not p.our_has_melded:
            return _first_meld_by_pile(p, reasons, pair_reason, top)
        reasons.append(pair_reason)
        play = Play(take_pile=True, new_melds=() if meld else (tuple(main),), additions=((rank, tuple(main)),) if meld else ())
        return _check_cards_left(p, reasons, play, used=pair)

    # not frozen for us: our side has melded
    if meld is not None:
        reasons.append(_r("pile-take-unfrozen", "take.add-to-meld", (top,), True, top=top, rank=rank))
        return _check_cards_left(p, reasons, Play(take_pile=True, additions=((rank, (top,)),)), used=())
    if len(naturals) >= 2:
        pair = tuple(naturals[:2])
        reasons.append(_r("pile-take-unfrozen", "take.unfrozen-pair", (top,) + pair, True, top=top, pair=pair))
        return _check_cards_left(p, reasons, Play(take_pile=True, new_melds=((top, *pair),)), used=pair)
    if naturals and wilds and wild_room(2, 0, ruleset) >= 1:
        used = (naturals[0], wilds[-1])
        reasons.append(_r("pile-take-unfrozen", "take.unfrozen-natural-wild", (top,) + used, True, top=top, used=used))
        return _check_cards_left(p, reasons, Play(take_pile=True, new_melds=((top, *used),)), used=used)
    message = "take.unfrozen-cannot-one" if naturals else "take.unfrozen-cannot-none"
    reasons.append(_r("pile-take-unfrozen", message, (top,) + tuple(naturals), True, top=top, rank=rank,
                      cards=tuple(naturals), wilds=len(wilds)))
    reasons.extend(_buried_match_reason(p, hand, deciding=True))
    return _finish(p, False, reasons)


def _buried_match_reason(p: Position, hand: Sequence[Card], *, deciding: bool) -> list[Reason]:
    """When a buried card would have matched: only the top card counts (000)."""
    top = p.top_card
    counts = p.hand_counts
    buried = [c for c in reversed(p.pile[:-1]) if c.is_natural]
    # A buried card of the top card's rank first: that is the case 000 warns about.
    buried.sort(key=lambda c: top is None or c.rank is not top.rank)
    for c in buried:
        if top is None:
            continue
        if c.rank is top.rank and counts[c.rank] == 1:
            mine = next(h for h in hand if h.rank is c.rank)
            return [_r("pile-top-card-only", "take.buried-pair", (c, mine), deciding, buried=c, mine=mine)]
        if c.rank is not top.rank and (counts[c.rank] >= 2 or c.rank in p.our_meld_by_rank):
            return [_r("pile-top-card-only", "take.buried-match", (c,), deciding, buried=c)]
    return []


def _after_take(p: Position, play: Play, used: Sequence[Card]) -> Position:
    """The position after taking the pile this way: the play's melds on the table, the
    hand without the cards used, plus the rest of the pile."""
    melds = {m.rank: list(m.cards) for m in p.our_melds}
    for rank, cards in play.additions:
        melds[rank].extend(cards)
    for m in play.new_melds:
        rank = next(c.rank for c in m if not c.is_wild)
        melds.setdefault(rank, []).extend(m)
    hand = list(p.hand)
    for c in used:
        hand.remove(c)
    # A red three that comes with the pile is laid out, never kept in hand (001, 003).
    gained = tuple(c for c in p.pile[:-1] if not c.is_red_three)
    reds = sum(1 for c in p.pile[:-1] if c.is_red_three)
    return replace(p, hand=tuple(hand) + gained, our_melds=tuple(Meld(tuple(cards)) for cards in melds.values()), pile=(),
                   our_red_threes=p.our_red_threes + reds)


def _can_go_out_after(p: Position, play: Play, used: Sequence[Card]) -> bool:
    """Whether, after taking the pile this way, the player can go out with what is left."""
    after = _after_take(p, play, used)
    if not after.hand:
        return after.our_canastas >= p.ruleset.canastas_to_go_out
    return _way_out(after)[0] is not None


def _check_cards_left(p: Position, reasons: list[Reason], play: Play, *, used: Sequence[Card]) -> Ruling:
    """After the take the player must still be able to discard and keep a card, unless going
    out is allowed (004: a player who cannot go out keeps at least one card). Going out may
    use the cards that came with the pile."""
    left = len(p.hand) - len(used) + sum(1 for c in p.pile[:-1] if not c.is_red_three)
    if left >= 2:
        return _finish(p, True, reasons, play=play)
    after = _after_take(p, play, used)
    if left == 0:
        finish, ok = None, after.our_canastas >= p.ruleset.canastas_to_go_out
    else:
        finish, _ = _way_out(after)
        ok = finish is not None
    if ok:
        if finish is not None:
            reasons.append(_r("go-out-canasta", "take.then-go-out", finish.cards, then=finish,
                              need=p.ruleset.canastas_to_go_out))
        else:
            reasons.append(_r("go-out-canasta", "take.last-cards-go-out", need=p.ruleset.canastas_to_go_out))
        return _finish(p, True, reasons, play=play)
    reasons.append(_r("keep-one-card", "take.keep-one", (), True, left=left, need=p.ruleset.canastas_to_go_out))
    return _finish(p, False, reasons)


def _first_meld_by_pile(p: Position, reasons: list[Reason], pair_reason: Reason, top: Card) -> Ruling:
    """Taking the pile for the side's first meld: the top card and the cards from hand
    count toward the minimum, the rest of the pile does not (003, 004). Melds laid from
    hand in the same turn count too. After the take the player must keep a card unless
    the side can go out (004)."""
    minimum, min_reason = _minimum_reason(p, deciding=False)
    need = p.ruleset.canastas_to_go_out
    # Hand cards that may be laid and still keep one (a red three from the pile is laid out).
    keep_budget = len(p.hand) + sum(1 for c in p.pile[:-1] if not c.is_red_three) - 2
    counts = p.hand_counts
    plan = plan_first_meld_with_pile(p.hand, top, p.ruleset, budget=keep_budget, minimum=minimum, counts=counts)
    going_out = False
    if plan is None or plan.value < minimum:
        full = plan_first_meld_with_pile(p.hand, top, p.ruleset, budget=len(p.hand), minimum=minimum, counts=counts)
        if full is not None and full.value >= minimum:
            if _can_go_out_after(p, Play(take_pile=True, new_melds=full.melds), full.hand_cards):
                plan, going_out = full, True
            else:
                laid = tuple(c for m in full.melds for c in m)
                reasons += [pair_reason, min_reason,
                            _r("first-meld-pile-top", "take.first-meld-too-many", laid, True,
                               melds=full.melds, total=full.value, minimum=minimum),
                            _r("keep-one-card", "take.first-meld-keep-one", (), True, need=need)]
                return _finish(p, False, reasons)
        elif full is not None:
            plan = full
    assert plan is not None  # the top card and the natural pair always fit in the hand
    value, groups = plan.value, plan.melds
    laid = tuple(c for m in groups for c in m)
    if value < minimum:
        reasons += [pair_reason, min_reason,
                    _r("pile-minimum-with-top", "take.first-meld-short", laid, True, melds=groups, total=value, minimum=minimum),
                    _r("first-meld-pile-top", "take.rest-of-pile")]
        return _finish(p, False, reasons)
    pair_reason = Reason(pair_reason.rule_id, pair_reason.message, pair_reason.cards, pair_reason.facts, True)
    reasons += [pair_reason,
                _r("first-meld-pile-top", "take.first-meld-enough", laid, True, melds=groups, total=value, minimum=minimum),
                min_reason, _r("first-meld-pile-top", "take.rest-of-pile")]
    if len(groups) > 1:
        reasons.append(_r("first-meld-several-melds", "take.several"))
    play = Play(take_pile=True, new_melds=groups)
    if going_out:
        reasons.append(_r("go-out-canasta", "take.first-meld-goes-out"))
    return _finish(p, True, reasons, play=play)
