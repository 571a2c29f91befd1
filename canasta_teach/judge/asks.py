"""The judge: questions about a position -> a Ruling of facts.

The judge is the single source of truth: every answer a learner sees is computed here from
the position, one function per ask, each a query on the game layer. The
:class:`~canasta_teach.judge.rulings.Ruling` it returns carries facts only: the answer, the
reasons (each a rule id from the rule book, a message id of the wording catalogue, the
cards and the numbers; the one or two that decide marked ``deciding``), the cards to play
where a legal way exists and the score lines where one applies. The words are made from
them by :mod:`canasta_teach.judge.wording`. Every number (card values, bonuses, the first
meld table, targets) is the ruleset's.

Each ask is a query on the game layer. ``add``, ``pile-frozen``, ``initial-meld`` and
``score`` build the position as the engine's table (:func:`~.table_view.table_of`) and ask
the referee (``refusals``: the reasons are its refusals, with their rule ids, cards and
numbers), the table (``frozen_for``, ``side_melded``) or the engine's scoring
(``score_hand``); ``play``, ``must-take``, ``hand-over``, ``best-play`` and going out after
taking the pile are in :mod:`.engine_asks`. ``card-value``, ``meld``, ``canasta-kind``,
``min-meld`` and ``game-over`` ask the game layer's own rule functions (the card table,
``meld_problem``, the ruleset's first-meld table, the scoring's ``winner``); the first
three are the ones the referee itself calls, and tests/test_judge_asks_engine.py shows the
answers agree with the referee's. Whether going out
is concealed is the engine's decision (``going_out_concealed``), so the ruleset option
``concealed: first-meld`` (002's reading) is honoured.

``take-pile`` and ``go-out`` find the cards to play with the game's planners
(:mod:`canasta_teach.game.planners`: the first meld made with the pile, the way to go out,
each as the referee's operations), fast enough for the speed budgets
(benchmarks/bench_judge.py); tests/test_planners.py plays their operations at the referee.
The judge has no solver of its own. Where there are several ways, the one shown is the one
a good player chooses (going out: the one that scores most, so a wild card is discarded
rather than spoil a natural canasta).

>>> from canasta_teach import parse_positions
>>> p = parse_positions('''
... - id: frozen-by-two
...   hand: Ks Kh 7d 2c
...   our_melds: [Qs Qh Qd 2c, 9s 9h 9d]
...   their_melds: [As Ah Ad]
...   pile: 4c 2s 9d Kd
...   score: [1600, 800]
...   ask: take-pile
... ''')[0]
>>> r = judge(p)
>>> r.answer, r.rules
(True, ('pile-frozen-wild', 'pile-frozen-natural-pair'))
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable, Sequence

from ..game.cards import NATURAL_RANKS, RANK_VALUES, Card, Rank
from ..game.melds import Meld, MeldProblem, meld_problem, wild_room
from ..game.operations import AddToMeld, Discard, LayMeld, Operation
from ..game.planners import Shortfall, plan_first_meld_with_pile, plan_go_out
from ..game.referee import Refusal, apply, going_out_concealed, refusals
from ..game.rulesets import Concealed, WildLimit
from ..game.scoring import HandScore, LineItem, SideScore, score_hand, winner
from ..game.seats import Side
from ..game.table import HandEnd, Phase, Source, TableState
from . import engine_asks
from .questions import Ask, Position
from .three_player import score_three_player
from .rulings import Answer, Play, Reason, Ruling
from .table_view import table_of
from .wording import reason_text

__all__ = ["judge"]


# --------------------------------------------------------------------------------------
# Helpers


def _r(rule_id: str, message: str, shown: Iterable[Card] = (), deciding: bool = False, /, **facts: object) -> Reason:
    """A reason: the rule, the catalogue message that says it, the cards it shows (to
    highlight), whether it decides, and the facts that fill in the message."""
    return Reason(rule_id, message, tuple(shown), tuple(facts.items()), deciding)


def _finish(position: Position, answer: Answer, reasons: list[Reason], *, lead: str = "", play: Play | None = None,
            score: Sequence[LineItem] = (), hand_score: HandScore | None = None, score_earned: bool = False,
            partner_cards: bool | None = False) -> Ruling:
    """The Ruling: facts only. ``lead`` is an optional message id for the opening words."""
    return Ruling(
        position_id=position.id,
        ask=position.ask,
        answer=answer,
        reasons=tuple(reasons),
        play=play,
        score=tuple(score),
        hand_score=hand_score,
        score_earned=score_earned,
        partner_cards=partner_cards,
        lead=lead,
    )


def _partner_cards(p: Position) -> bool | None:
    """Whether a partner's cards still in hand count against the side: four players yes,
    two players no, three players only for the two partners (None: it depends)."""
    if p.ruleset.players == 4:
        return True
    if p.ruleset.players == 2:
        return False
    return None


def _problem_reasons(problem: MeldProblem, cards: Sequence[Card], *, deciding: bool = True) -> list[Reason]:
    """Why ``cards`` are not a meld, from the game layer's facts."""
    rule_id, facts = problem
    f = dict(facts)
    cards = tuple(cards)
    if rule_id == "meld-no-threes":
        return [_r(rule_id, "meld.red-three", (c for c in cards if c.is_red_three), deciding)]
    if rule_id == "meld-min-size":
        return [_r(rule_id, "meld.too-few", cards, deciding, size=f["size"], min=f["min"])]
    if rule_id == "meld-one-rank":
        return [_r(rule_id, "meld.mixed-ranks", cards, deciding, ranks=f["ranks"])]
    if rule_id == "black-three-meld":
        if f.get("wilds"):
            return [_r(rule_id, "meld.black-threes-wild", (c for c in cards if c.is_wild), deciding)]
        return [_r(rule_id, "meld.black-threes", cards, deciding), _r(rule_id, "meld.black-threes-else")]
    if rule_id == "meld-two-natural":
        return [_r(rule_id, "meld.two-natural", cards, deciding, naturals=f["naturals"], min=f["min"])]
    if rule_id == "meld-three-wild":
        return [_r(rule_id, "meld.too-many-wild", (c for c in cards if c.is_wild), deciding, wilds=f["wilds"], max=f["max"])]
    return [_r(rule_id, "meld.more-natural", cards, deciding, naturals=f["naturals"], wilds=f["wilds"])]


def meld_problem_sentence(problem: MeldProblem, cards: Sequence[Card]) -> str:
    """Why cards are not a meld, as the first sentence the judge would say (for the
    position reader's messages: lower case, no full stop, after the meld it names)."""
    text = reason_text(_problem_reasons(problem, cards)[0]).rstrip(".")
    return text[:1].lower() + text[1:]


# --------------------------------------------------------------------------------------
# Simple asks


def _card_value(p: Position) -> Ruling:
    card = p.question.card
    assert card is not None  # guaranteed by the position reader
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


def _meld(p: Position) -> Ruling:
    cards = p.question.cards
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


def _canasta_kind(p: Position) -> Ruling:
    cards = p.question.cards
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


def _minimum_reason(p: Position, *, deciding: bool = True) -> tuple[int, Reason]:
    """The first-meld minimum for our side's score, with the band of the table it is in."""
    rs = p.ruleset
    score = p.score[0]
    minimum = rs.first_meld_minimum(score)
    band = rs.first_meld_bands()[0]
    for row in rs.first_meld_bands():
        if row[0] is None or score >= row[0]:
            band = row
    low, high, _ = band
    if low is None:
        reason = _r("first-meld-minimum", "min-meld.minimum-below", (), deciding, score=score,
                    limit=(high or 0) + rs.score_step, minimum=minimum)
    elif high is None:
        reason = _r("first-meld-minimum", "min-meld.minimum-above", (), deciding, score=score, low=low, minimum=minimum)
    else:
        reason = _r("first-meld-minimum", "min-meld.minimum-range", (), deciding, score=score, low=low, high=high,
                    minimum=minimum)
    return minimum, reason


def _min_meld(p: Position) -> Ruling:
    minimum, reason = _minimum_reason(p)
    return _finish(p, minimum, [reason])


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


def _initial_meld(p: Position) -> Ruling:
    """May the side lay these melds from hand as its first meld? Asked of the referee: the
    melds are laid one by one after a draw; the side has melded when the table says so."""
    groups: dict[Rank | None, list[Card]] = {}
    reasons: list[Reason] = []
    for meld in p.question.melds:
        key = next((c.rank for c in meld if not c.is_wild), None)
        groups.setdefault(key, []).extend(meld)
    if len(groups) < len(p.question.melds):
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
        message = "initial-meld.enough-several" if ok else "initial-meld.short-several"
        reasons.append(_r("first-meld-card-values", message, laid, True, melds=tuple(melds), total=total, minimum=minimum))
    else:
        message = "initial-meld.enough" if ok else "initial-meld.short"
        reasons.append(_r("first-meld-card-values", message, laid, True, cards=laid, total=total, minimum=minimum))
    reasons.insert(-1, min_reason)
    if any(len(cards) >= p.ruleset.canasta_size for cards in melds):
        reasons.append(_r("first-meld-card-values", "initial-meld.canasta-no-help", (), True))
    if len(melds) > 1:
        reasons.append(_r("first-meld-several-melds", "initial-meld.several"))
    return _finish(p, ok, reasons)


def _play_state(p: Position, hand: tuple[Card, ...]) -> TableState:
    """The engine's table in the play phase after a draw from the stock, with ``hand``:
    the moment a player melds and adds. A red three is never held then (it is laid out at
    once), so any in ``hand`` is left out."""
    return table_of(p, phase=Phase.PLAY, source=Source.STOCK, hand=tuple(c for c in hand if not c.is_red_three))


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


def _add(p: Position) -> Ruling:
    """May this card join that meld? Asked of the referee: the operation "add the card to
    our meld of that rank" in the play phase, with the card in hand."""
    q = p.question
    rs = p.ruleset
    card, rank = q.card, q.to
    assert card is not None and rank is not None
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


def _pile_frozen(p: Position) -> Ruling:
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


# --------------------------------------------------------------------------------------
# Taking the pile


def _hand_wilds(hand: Sequence[Card]) -> list[Card]:
    """Wild cards of a hand, most valuable first (jokers, then twos)."""
    return sorted((c for c in hand if c.is_wild), key=lambda c: -c.value)


def _naturals_of(hand: Sequence[Card], rank: Rank) -> list[Card]:
    return [c for c in hand if c.rank is rank]


def _take_pile(p: Position) -> Ruling:
    top = p.top_card
    if top is None:
        return _finish(p, False, [_r("pile-top-card-only", "take.empty", (), True)])
    if top.is_wild:
        return _finish(p, False, [_r("pile-top-wild", "take.top-wild", (top,), True, top=top)])
    if top.is_black_three:
        return _finish(p, False, [_r("pile-black-three-top", "take.top-black-three", (top,), True, top=top)])
    hand = p.hand
    ruleset = p.ruleset
    if ruleset.one_card_pile_forbidden and len(hand) == 1 and len(p.pile) == 1 and p.stock != 0:
        return _finish(p, False, [_r("one-card-pile", "take.one-card", (top,) + tuple(hand), True, top=top)])

    # The cause of the freeze decides when our side has melded; before the first meld the
    # first-meld rules decide.
    frozen = _frozen_reasons(p, first_deciding=p.our_has_melded)
    rank = top.rank
    early: list[Reason] = []
    if ruleset.one_card_pile_forbidden and len(hand) == 1 and len(p.pile) == 1 and p.stock == 0:
        early.append(_r("one-card-pile", "take.one-card-empty-stock"))
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
            reasons.append(_r("go-out-canasta", "take.then-go-out", finish.cards, then=finish))
        else:
            reasons.append(_r("go-out-canasta", "take.last-cards-go-out"))
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


# --------------------------------------------------------------------------------------
# Going out


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


def _way_out(p: Position, concealed: Callable[[tuple[Operation, ...]], bool] | None = None
                   ) -> tuple[Play | None, list[Reason]]:
    """The game's go-out planner on the hand of ``p``
    (:func:`~canasta_teach.game.planners.plan_go_out`): the way a good player goes out, as
    a play, or the reasons none exists. ``concealed`` says whether a way goes out concealed
    (by default the quick guess of :func:`_concealed_guess`)."""
    found = plan_go_out(p.hand, p.our_meld_by_rank, p.ruleset,
                        concealed=concealed or (lambda ops: _concealed_guess(p, ops)))
    if found.plan is None:
        return None, [_shortfall_reason(p, s) for s in found.shortfalls]
    plan = found.plan
    return Play(new_melds=plan.new_melds, additions=plan.additions, discard=plan.discard), []


def _shortfall_reason(p: Position, short: Shortfall) -> Reason:
    """Why the hand cannot go out, in the judge's terms: the planner's shortfall with the
    catalogue's message (the canastas short are said with the variant rule, when one
    sets the number)."""
    message = "go-out." + short.kind
    facts = short.facts
    if short.kind == "canasta-short" and _variant_reasons(p):
        message = "go-out.canasta-short-variant"
        facts = tuple((k, v) for k, v in facts if k != "need")
    return Reason(short.rule_id, message, short.cards, facts, short.deciding)


def _go_out(p: Position) -> Ruling:
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
        problems = [_shortfall_reason(p, s) for s in found.shortfalls]
        variant = _variant_reasons(p, deciding=any(r.rule_id == "go-out-canasta" for r in problems))
        reasons = variant + problems + [_r("keep-one-card", "go-out.keep-one")]
        return _finish(p, False, reasons)
    plan = found.plan
    play = Play(new_melds=plan.new_melds, additions=plan.additions, discard=plan.discard)
    concealed = plan.concealed
    refused = p.question.partner_allows is False
    decide = not refused
    reasons = _variant_reasons(p, deciding=decide)
    need = ruleset.canastas_to_go_out
    canastas_after = _canastas_after(p, play)
    completed = canastas_after > p.our_canastas
    if reasons:  # the variant already says how many canastas going out needs
        message = "go-out.canastas-have-completed" if completed else "go-out.canastas-have"
    else:
        message = "go-out.canastas-completed" if completed else "go-out.canastas"
    new_canastas = tuple(c for m in play.new_melds for c in m if len(m) >= ruleset.canasta_size)
    reasons.append(_r("go-out-canasta", message, new_canastas, decide, count=canastas_after, need=need))
    if play.discard is None:
        reasons.append(_r("go-out-all-cards", "go-out.meld-all", (), decide))
    else:
        reasons.append(_r("go-out-all-cards", "go-out.meld-all-but-one", (play.discard,), decide, card=play.discard))
    if any(all(c.is_black_three for c in m) for m in play.new_melds):
        bt = next(m for m in play.new_melds if all(c.is_black_three for c in m))
        reasons.append(_r("black-three-meld", "go-out.black-threes", bt, cards=bt))
    if concealed and ruleset.concealed is Concealed.FIRST_MELD:
        reasons.append(_r("concealed-first-meld", "go-out.concealed-first-meld", concealed=ruleset.concealed_going_out_bonus,
                          bonus=ruleset.going_out_bonus))
    elif concealed:
        reasons.append(_r("go-out-concealed", "go-out.concealed", concealed=ruleset.concealed_going_out_bonus,
                          bonus=ruleset.going_out_bonus))
        if not p.our_has_melded:
            reasons.append(_r("go-out-concealed", "go-out.concealed-no-minimum"))
    if refused:
        reasons.insert(0, _r("go-out-ask-partner", "go-out.partner-no", (), True))
        return _finish(p, False, reasons)
    if p.question.partner_allows is True:
        reasons.append(_r("go-out-ask-partner", "go-out.partner-yes"))
    return _finish(p, True, reasons, play=play, score=plan.score, score_earned=True,
                   partner_cards=_partner_cards(p))


def _variant_reasons(p: Position, *, deciding: bool = True) -> list[Reason]:
    """The variant rule behind the canastas needed to go out, for two and three players."""
    need = p.ruleset.canastas_to_go_out
    if p.ruleset.name == "two-player":
        return [_r("two-player", "go-out.two-player", (), deciding, need=need)]
    if p.ruleset.name == "three-player":
        message = "go-out.three-player-004" if need == 2 else "go-out.three-player"
        return [_r("three-player", message, (), deciding, need=need)]
    return []


def _canastas_after(p: Position, play: Play) -> int:
    count = sum(1 for m in p.our_melds if m.is_canasta)
    for rank, cards in play.additions:
        meld = p.our_meld_by_rank[rank]
        if not meld.is_canasta and meld.size + len(cards) >= p.ruleset.canasta_size:
            count += 1
    count += sum(1 for m in play.new_melds if len(m) >= p.ruleset.canasta_size)
    return count


# --------------------------------------------------------------------------------------
# Scoring and the game

#: The rules of a hand's score, the most telling first: the first two present decide.
_SCORE_PRIORITY = (
    "red-three-minus", "red-three-penalty", "stock-exhausted", "not-classic-bonuses", "go-out-concealed",
    "red-three-bonus", "black-three-in-hand", "canasta-natural", "canasta-mixed", "go-out-bonus",
    "score-hand-minus", "score-melds",
)


def _line_reason(p: Position, side: Side, item: LineItem, melds: Sequence[Meld], hands: Sequence[Card]) -> tuple[str, Reason]:
    """The sentence of one score line, with the key its priority goes by."""
    rs = p.ruleset
    rule = item.rule_id
    count = item.fact("count")
    if rule == "red-three-minus":
        message = "score.reds-minus-no-canasta" if item.kind == "line.red-threes-minus-no-canasta" else "score.reds-minus-no-meld"
        return rule, _r(rule, message, side=side, count=count, points=item.points)
    if rule == "red-three-bonus":
        return rule, _r(rule, "score.reds-plus", side=side, count=count, points=item.points)
    if rule == "red-three-penalty":
        return rule, _r(rule, "score.reds-hidden", side=side, count=count, points=item.points)
    if rule in ("canasta-natural", "canasta-mixed"):
        rank = item.fact("rank")
        cards = next((m.cards for m in melds if m.is_canasta and m.rank is rank), ())
        message = "score.natural-canasta" if rule == "canasta-natural" else "score.mixed-canasta"
        return rule, _r(rule, message, cards, side=side, rank=rank, points=item.points)
    if rule == "go-out-concealed":
        return rule, _r(rule, "score.went-out-concealed", side=side, points=item.points, bonus=rs.going_out_bonus)
    if rule == "go-out-bonus":
        return rule, _r(rule, "score.went-out", side=side, points=item.points)
    if rule == "score-hand-minus":
        black = tuple(c for c in hands if c.is_black_three)
        if black:
            return "black-three-in-hand", _r(rule, "score.black-three-in-hand", black, cards=black, value=black[0].value,
                                             red_bonus=rs.red_three_bonus)
        return rule, _r(rule, "score.hand-minus", side=side, points=item.points)
    return rule, _r(rule, "score.melds", side=side, points=item.points)


def _finished_table(p: Position) -> TableState:
    """The engine's table at the end of the hand the ``score`` ask describes: our melds,
    hands and red threes at seat 0 (our partner's hand counted with ours), theirs at seat
    1, and who went out (concealed or not) or that the stock ran out."""
    q = p.question
    state = table_of(replace(p, hand=q.our_hands, pile=()), phase=Phase.DRAW)
    hands: list[tuple[Card, ...]] = [() for _ in range(state.players)]
    hands[0], hands[1] = q.our_hands, q.their_hands
    went_out = {Side.US: 0, Side.THEM: 1}.get(q.went_out)
    return replace(
        state,
        hands=tuple(hands),
        phase=Phase.HAND_OVER,
        end=HandEnd.WENT_OUT if went_out is not None else HandEnd.STOCK_EXHAUSTED,
        went_out=went_out,
        concealed=q.concealed and went_out is not None,
    )


def _score(p: Position) -> Ruling:
    """The score of a finished hand, from the engine's scoring of the table
    (:func:`~canasta_teach.game.scoring.score_hand`)."""
    q = p.question
    state = _finished_table(p)
    table = score_hand(state)
    ours = SideScore(Side.US, table.groups[state.side_of(0)].items)
    theirs = SideScore(Side.THEM, table.groups[state.side_of(1)].items)
    hand_score = HandScore(ours, theirs)
    sides: tuple[tuple[Side, SideScore, tuple[Meld, ...], tuple[Card, ...]], ...] = (
        (Side.US, ours, p.our_melds, q.our_hands), (Side.THEM, theirs, p.their_melds, q.their_hands))
    # Candidates for the deciding sentences: one per score line, and the notes below.
    candidates: list[tuple[str, Reason]] = []
    for side, s, melds, hands in sides:
        candidates.extend(_line_reason(p, side, item, melds, hands) for item in s.items)
    if q.went_out is Side.NONE:
        candidates.append(("stock-exhausted", _r("stock-exhausted", "score.nobody-out")))
    if any(sum(1 for m in melds if m.is_canasta) >= 5 for melds in (p.our_melds, p.their_melds)):
        candidates.append(("not-classic-bonuses", _r("not-classic-bonuses", "score.five-canastas")))
    chosen: list[Reason] = []
    keys: list[str] = []
    for key in _SCORE_PRIORITY:
        for k, reason in candidates:
            if k == key and (key in keys or len(keys) < 2):
                if key not in keys:
                    keys.append(key)
                chosen.append(Reason(reason.rule_id, reason.message, reason.cards, reason.facts, True))
                if key == "black-three-in-hand":
                    break  # one sentence says it
    reasons = list(chosen)
    for side, s, melds, _hands in sides:
        canasta_cards = tuple(c for m in melds if m.is_canasta for c in m.cards)
        rule = s.items[0].rule_id if s.items else "score-melds"
        if s.items:
            reasons.append(_r(rule, "score.side", canasta_cards, side=side, lines=s.items, total=s.total))
        else:
            reasons.append(_r(rule, "score.side-nothing", side=side))
    if any(m.is_canasta for m in p.our_melds + p.their_melds):
        reasons.append(_r("score-canasta-bonus", "score.canasta-bonus"))
    for key, reason in candidates:
        if key in ("stock-exhausted", "not-classic-bonuses") and key not in keys:
            reasons.append(reason)
    return _finish(p, hand_score.totals, reasons, hand_score=hand_score)


def _game_over(p: Position) -> Ruling:
    totals = p.question.totals
    assert totals is not None
    ruleset = p.ruleset
    side = winner(totals, ruleset)
    t = ruleset.target
    ours, theirs = totals
    three = ruleset.players == 3
    both = ours >= t and theirs >= t
    if side is Side.NONE:
        if both:
            reason = _r("game-target", "game.three-tie-past" if three else "game.tie-past", (), True, target=t, ours=ours)
        else:
            reason = _r("game-target", "game.three-neither" if three else "game.neither", (), True, target=t, ours=ours, theirs=theirs)
    elif both:
        reason = _r("game-target", "game.three-both-past" if three else "game.both-past", (), True, target=t,
                    high=max(totals), low=min(totals))
    elif three:
        reason = _r("game-target", "game.three-reached-us" if side is Side.US else "game.three-reached-them", (), True,
                    total=max(totals))
    else:
        reason = _r("game-target", "game.reached", (), True, target=t, total=max(totals))
    reasons = [reason]
    if three:
        reasons.insert(0, _r("three-player", "game.three-player", (), True, target=t))
    return _finish(p, side.value, reasons, lead=_GAME_LEADS[side])


_GAME_LEADS = {Side.US: "lead.game-us", Side.THEM: "lead.game-them", Side.NONE: "lead.game-none"}


_ASKS: dict[Ask, Callable[[Position], Ruling]] = {
    Ask.CARD_VALUE: _card_value,
    Ask.MELD: _meld,
    Ask.CANASTA_KIND: _canasta_kind,
    Ask.MIN_MELD: _min_meld,
    Ask.INITIAL_MELD: _initial_meld,
    Ask.ADD: _add,
    Ask.PILE_FROZEN: _pile_frozen,
    Ask.TAKE_PILE: _take_pile,
    Ask.GO_OUT: _go_out,
    Ask.SCORE: _score,
    Ask.GAME_OVER: _game_over,
    Ask.PLAY: engine_asks.play,
    Ask.MUST_TAKE: engine_asks.must_take,
    Ask.HAND_OVER: engine_asks.hand_over,
    Ask.BEST_PLAY: engine_asks.best_play,
    Ask.SHOULD: engine_asks.should_rules,
}


def judge(position: Position) -> Ruling:
    """Rule on the position's question. Every reason cites a rule of the rule book."""
    if position.ask is Ask.SCORE and position.ruleset.players == 3:
        return score_three_player(position)
    if position.ask is Ask.GO_OUT and position.question.takes_pile:
        return engine_asks.go_out_taking_pile(position)
    ruling = _ASKS[position.ask](position)
    return ruling

