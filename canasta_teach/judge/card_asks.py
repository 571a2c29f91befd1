"""``card-value``, ``meld``, ``canasta-kind`` and ``min-meld``: the game layer's own rule
functions (the card table, :func:`~canasta_teach.game.melds.meld_problem`, the ruleset's
first-meld table), the very ones the referee calls (tests/test_judge_asks_engine.py shows the
answers agree with the referee's)."""

from __future__ import annotations

from ..game.cards import NATURAL_RANKS, RANK_VALUES, Rank
from ..game.melds import meld_problem
from ..game.rulesets import WildLimit
from .ask_parts import (
    finish as _finish,
)
from .ask_parts import (
    minimum_reason as _minimum_reason,
)
from .ask_parts import (
    problem_reasons as _problem_reasons,
)
from .ask_parts import (
    reason as _r,
)
from .question_types import CanastaKindQuestion, CardValueQuestion, MeldQuestion, MinMeldQuestion
from .questions import Position
from .rulings import Ruling

__all__ = ["card_value", "meld", "canasta_kind", "min_meld"]


def card_value(p: Position, q: CardValueQuestion) -> Ruling:
    card = q.card
    rs = p.ruleset
    if card.is_red_three:
        return _finish(p, rs.red_three_bonus, [
            _r("red-three-bonus", "card-value.red-three", (card,), True, card=card, bonus=rs.red_three_bonus,
               all_four=rs.all_red_threes_bonus),
            _r("red-three-minus", "card-value.red-three-minus"),
        ])
    value = card.value
    if card.is_black_three:
        reason = _r("card-values", "card-value.black-three", (card,), True, card=card, value=value, red_bonus=rs.red_three_bonus)
    elif card.rank is Rank.JOKER:
        reason = _r("card-values", "card-value.joker", (card,), True, value=value)
    elif card.rank is Rank.TWO:
        reason = _r("card-values", "card-value.two", (card,), True, card=card, value=value)
    else:
        # The natural ranks of the same value, from the highest down: a run like king..eight.
        same = [r for r in reversed(NATURAL_RANKS) if RANK_VALUES[r] == value]
        if len(same) > 1:
            reason = _r("card-values", "card-value.range", (card,), True, card=card, value=value, high=same[0], low=same[-1])
        elif RANK_VALUES[Rank.TWO] == value:
            reason = _r("card-values", "card-value.like-two", (card,), True, card=card, value=value)
        else:
            reason = _r("card-values", "card-value.plain", (card,), True, card=card, value=value)
    return _finish(p, value, [reason])


def meld(p: Position, q: MeldQuestion) -> Ruling:
    cards = q.cards
    rs = p.ruleset
    problem = meld_problem(cards, rs)
    if problem is not None:
        return _finish(p, False, _problem_reasons(problem, cards))
    naturals = tuple(c for c in cards if c.is_natural)
    wilds = tuple(c for c in cards if c.is_wild)
    rank = next(c.rank for c in cards if not c.is_wild)
    reasons = [_r("meld-min-size", "meld.size", cards, True, size=len(cards), rank=rank)]
    if not wilds:
        reasons.append(_r("meld-two-natural", "meld.all-natural", (), True))
    else:
        # Two natural cards at least decide it; the wild cards are within their limit.
        reasons.append(_r("meld-two-natural", "meld.has-two-natural", naturals, True, naturals=len(naturals),
                          min=rs.min_natural_in_meld))
        if rs.wild_limit is WildLimit.MORE_NATURAL:
            reasons.append(_r("meld-more-natural", "meld.more-natural-ok", wilds, naturals=len(naturals), wilds=len(wilds)))
        else:
            reasons.append(_r("meld-three-wild", "meld.wild-within-limit", wilds, wilds=len(wilds), max=rs.max_wild_in_meld))
    if len(cards) >= rs.canasta_size:
        reasons.append(_r("canasta", "meld.canasta-mixed" if wilds else "meld.canasta-natural", size=len(cards),
                          canasta=rs.canasta_size))
    return _finish(p, True, reasons)


def canasta_kind(p: Position, q: CanastaKindQuestion) -> Ruling:
    cards = q.cards
    rs = p.ruleset
    problem = meld_problem(cards, rs)
    if problem is not None:
        return _finish(p, "none", _problem_reasons(problem, cards))
    wild = tuple(c for c in cards if c.is_wild)
    if len(cards) < rs.canasta_size:
        return _finish(p, "none", [_r("canasta", "canasta-kind.short", cards, True, canasta=rs.canasta_size, size=len(cards))])
    if not wild:
        return _finish(p, "natural", [_r("canasta-natural", "canasta-kind.natural", cards, True, size=len(cards),
                                         bonus=rs.natural_canasta_bonus)])
    return _finish(p, "mixed", [_r("canasta-mixed", "canasta-kind.mixed", wild, True, size=len(cards), wilds=len(wild),
                                   wild_cards=wild, bonus=rs.mixed_canasta_bonus)])


def min_meld(p: Position, q: MinMeldQuestion) -> Ruling:
    minimum, reason = _minimum_reason(p)
    return _finish(p, minimum, [reason])
