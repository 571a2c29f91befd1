"""``initial-meld`` and ``add``: melds laid and cards added on the engine's table, asked of
the referee (its refusals are the reasons, with their rule ids, cards and numbers).

The question is about the melds, not about the rest of the hand: where a position shows too
few other cards, two black threes stand in for the two a player keeps (:func:`_keeping`)."""

from __future__ import annotations

from collections.abc import Sequence

from ..game.cards import Card, Rank
from ..game.melds import Meld, meld_problem
from ..game.operations import AddToMeld, LayMeld, Operation
from ..game.referee import Refusal, apply, refusals
from ..game.scoring import LineItem
from ..game.seats import Side
from ..game.table import TableState
from . import engine_asks
from .ask_parts import (
    finish as _finish,
)
from .ask_parts import (
    minimum_reason as _minimum_reason,
)
from .ask_parts import (
    play_state as _play_state,
)
from .ask_parts import (
    problem_reasons as _problem_reasons,
)
from .ask_parts import (
    reason as _r,
)
from .question_types import AddQuestion, InitialMeldQuestion
from .questions import Position
from .rulings import Reason, Ruling

__all__ = ["initial_meld", "add"]


def _lay_first_melds(p: Position, groups: Sequence[tuple[Card, ...]]) -> tuple[TableState, list[Refusal]]:
    """Lay ``groups`` from hand, one meld each (or added to the side's meld of that rank),
    on the engine's table right after a draw from the stock. Returns the table after the
    last meld laid and the referee's refusal of the first meld it refused (empty: every
    meld was laid).

    The question is about the melds, not about the cards kept (:func:`_keeping`)."""
    laid = [c for g in groups for c in g]
    state = _play_state(p, _keeping(_with_cards(p.hand, laid), laid))
    for group in groups:
        rank = next((c.rank for c in group if not c.is_wild), None)
        ops: list[Operation]
        if rank is not None and state.meld_of_rank(0, rank) is not None:
            # The side has a meld of that rank already: the cards join it (one meld per
            # rank), natural cards first.
            ops = [AddToMeld(rank, c) for c in sorted(group, key=lambda c: c.is_wild)]
        else:
            ops = [LayMeld(group)]
        for op in ops:
            found = refusals(state, op)
            if found:
                return state, found
            state = apply(state, op, verified=True)
    return state, []


def initial_meld(p: Position, q: InitialMeldQuestion) -> Ruling:
    """May the side lay these melds from hand as its first meld? Asked of the referee: the
    melds are laid one by one after a draw; the side has melded when the table says so."""
    groups: dict[Rank | None, list[Card]] = {}
    reasons: list[Reason] = []
    for meld in q.melds:
        key = next((c.rank for c in meld if not c.is_wild), None)
        groups.setdefault(key, []).extend(meld)
    if len(groups) < len(q.melds):
        reasons.append(_r("one-meld-per-rank", "initial-meld.same-rank"))
    melds = [tuple(cards) for cards in groups.values()]
    state, found = _lay_first_melds(p, melds)
    refused = next((m for m in melds if found and found[0].cards and sorted(c.rules_key for c in found[0].cards)
                    == sorted(c.rules_key for c in m)), None)
    if found and found[0].rule_id != "first-meld-minimum":
        problem = meld_problem(refused, p.ruleset) if refused is not None else None
        if refused is not None and problem is not None:
            # The meld itself is refused: say why in the meld's own terms.
            return _finish(p, False, reasons + [_r(found[0].rule_id, "meld.not-a-meld", refused, True, cards=refused)]
                           + _problem_reasons(problem, refused))
        first = engine_asks.refusal_reason(found[0])
        return _finish(p, False, reasons + [Reason(first.rule_id, first.message, first.cards, first.facts, True)]
                       + [engine_asks.refusal_reason(r) for r in found[1:]])
    laid = tuple(c for cards in melds for c in cards)
    if p.our_has_melded:
        reasons.append(_r("first-meld-minimum", "initial-meld.melded", (), True))
        return _finish(p, not found, reasons)
    # The minimum and the points laid, as the table counts them (only card values).
    minimum, min_reason = _minimum_reason(p)
    total = sum(c.value for c in laid)
    ok = not found and state.side_melded[state.side_of(0)]
    if len(melds) > 1:
        # Several melds: that they count together is the point, said in the count itself.
        message = "initial-meld.enough-several" if ok else "initial-meld.short-several"
        reasons.append(_r("first-meld-several-melds", message, laid, True, melds=tuple(melds), total=total, minimum=minimum))
    else:
        message = "initial-meld.enough" if ok else "initial-meld.short"
        reasons.append(_r("first-meld-card-values", message, laid, True, cards=laid, total=total, minimum=minimum))
    reasons.insert(-1, min_reason)
    if any(len(cards) >= p.ruleset.canasta_size for cards in melds):
        reasons.append(_r("first-meld-card-values", "initial-meld.canasta-no-help", (), True))
    return _finish(p, ok, reasons)


def _with_cards(hand: Sequence[Card], cards: Sequence[Card]) -> tuple[Card, ...]:
    """``hand`` holding ``cards``: the ones it lacks (by the rules' key) are put in."""
    pool = [c.rules_key for c in hand]
    missing: list[Card] = []
    for c in cards:
        if c.rules_key in pool:
            pool.remove(c.rules_key)
        else:
            missing.append(c)
    return tuple(hand) + tuple(missing)


#: Cards that can join no meld: they stand in for the cards a player keeps.
_KEPT = (Card.parse("3c"), Card.parse("3s"))


def _keeping(hand: tuple[Card, ...], played: Sequence[Card]) -> tuple[Card, ...]:
    """``hand``, with enough cards besides ``played`` for the two a player keeps after
    melding (one to discard, one to hold). ``add`` and ``initial-meld`` ask about the meld,
    not about the rest of the hand: where the position shows too few other cards, two
    black threes, which can join no meld, stand in for them."""
    spare = len(hand) - len(played)
    return hand + _KEPT[: max(0, 2 - spare)]


def _add_refusal(p: Position, refusal: Refusal, card: Card, rank: Rank, meld: Meld | None) -> list[Reason]:
    """The referee's refusal of adding ``card`` to our ``rank`` meld, as the judge's reason:
    the refusal's rule id and cards, with the meld's numbers for the sentence."""
    rs = p.ruleset
    rule = refusal.rule_id
    if rule == "meld-no-threes":
        return [_r(rule, "add.three", refusal.cards or (card,), True, card=card)]
    if rule == "one-meld-per-rank" and meld is None:
        return [_r(rule, "add.no-meld", refusal.cards or (card,), True, rank=rank, min=rs.meld_min_cards)]
    if rule == "meld-one-rank":
        return [_r(rule, "add.wrong-rank", refusal.cards or (card,), True, card=card, rank=rank)]
    if rule == "meld-three-wild" and meld is not None:
        wild = refusal.number("wild")
        wilds = meld.wilds if wild is None else wild - 1
        shown = (card,) + tuple(c for c in meld.cards if c.is_wild)
        return [_r(rule, "add.too-many-wild", shown, True, rank=rank, wilds=wilds, max=rs.max_wild_in_meld)]
    if rule == "meld-more-natural" and meld is not None:
        return [_r(rule, "add.more-natural", (card,), True, rank=rank, naturals=meld.naturals, wilds=meld.wilds)]
    first = engine_asks.refusal_reason(refusal)
    return [Reason(first.rule_id, first.message, first.cards, first.facts, True)]


def add(p: Position, q: AddQuestion) -> Ruling:
    """May this card join that meld? Asked of the referee: the operation "add the card to
    our meld of that rank" in the play phase, with the card in hand."""
    rs = p.ruleset
    card, rank = q.card, q.to
    if q.to_side is Side.THEM:
        # The engine has no such operation at all: a player adds only to the own side's melds.
        return _finish(p, False, [_r("no-adding-to-opponents", "add.theirs", (card,), True, rank=rank)])
    if card.is_red_three:
        # A red three never reaches the play phase in a hand: it is laid out at once.
        return _finish(p, False, [_r("meld-no-threes", "add.three", (card,), True, card=card)])
    state = _play_state(p, _keeping(_with_cards(p.hand, (card,)), (card,)))
    meld = state.meld_of_rank(0, rank)
    found = refusals(state, AddToMeld(rank, card))
    if found:
        reasons = _add_refusal(p, found[0], card, rank, meld)
        reasons.extend(engine_asks.refusal_reason(r) for r in found[1:])
        return _finish(p, False, reasons)
    assert meld is not None  # the referee refuses an add to no meld
    after = meld.size + 1
    if card.is_natural:
        reasons = [_r("one-meld-per-rank", "add.natural", (card,), True, card=card, rank=rank, size=after)]
        if after == rs.canasta_size:
            if meld.wilds == 0:
                reasons.append(_r("canasta", "add.becomes-natural-canasta", meld.cards + (card,), size=after, rank=rank,
                                  bonus=rs.natural_canasta_bonus))
            else:
                reasons.append(_r("canasta", "add.becomes-mixed-canasta", meld.cards + (card,), size=after, rank=rank,
                                  bonus=rs.mixed_canasta_bonus))
        return _finish(p, True, reasons)
    # a wild card, within the meld's room (the referee said so)
    reasons = [_r("wild-cards", "add.wild", (card,), True, card=card, rank=rank)]
    score: list[LineItem] = []
    if meld.is_canasta and meld.wilds == 0:
        reasons.append(_r("canasta-wild-makes-mixed", "add.spoils", (card,), True, rank=rank, size=after,
                          natural_bonus=rs.natural_canasta_bonus, mixed_bonus=rs.mixed_canasta_bonus))
        score = [LineItem("line.card-melded", card.value, "score-melds", (("card", card),)),
                 LineItem("line.canasta-spoiled", rs.mixed_canasta_bonus - rs.natural_canasta_bonus, "canasta-wild-makes-mixed",
                          (("rank", rank),))]
    else:
        reasons.append(_r("meld-three-wild", "add.wild-room", (), True, rank=rank, size=after, wilds=meld.wilds + 1,
                          max=rs.max_wild_in_meld))
        if after == rs.canasta_size:
            reasons.append(_r("canasta", "add.becomes-mixed-canasta", meld.cards + (card,), size=after, rank=rank,
                              bonus=rs.mixed_canasta_bonus))
    return _finish(p, True, reasons, score=score)
