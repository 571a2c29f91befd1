"""The judge: questions about a position -> a Ruling with its reasons.

The judge is the single source of truth: every answer and every explanation a learner sees
is computed here from the position, one function per ask, each a query on the game layer.
The :class:`~canasta_teach.judge.rulings.Ruling` it returns carries the answer, the reasons
(each a rule id from the rule book with the concrete cards and numbers), the cards to play
where a legal way exists, the score effect where one applies, and an explanation in plain
English.

``take-pile`` and ``go-out`` search for a legal way instead of guessing; the search works on
rank counts (suits matter only for threes), so it is bounded by the number of ranks.

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

from dataclasses import dataclass, field, replace
from typing import Callable, Iterable, Sequence

from ..game.cards import Card, Rank, format_cards
from ..game.melds import Meld, meld_problem
from ..game.rulesets import Ruleset, WildLimit
from ..game.scoring import (
    CONCEALED_GOING_OUT_BONUS,
    GOING_OUT_BONUS,
    MIXED_CANASTA_BONUS,
    NATURAL_CANASTA_BONUS,
    HandScore,
    LineItem,
    side_score,
    winner,
)
from ..game.seats import Side
from ..text import NUMBER_WORDS, plural as _plural
from .questions import Ask, Position
from .rulings import Answer, Play, Reason, Ruling, answer_text

__all__ = ["judge"]


# --------------------------------------------------------------------------------------
# Helpers


def _pretty(cards: Iterable[Card]) -> str:
    return format_cards(cards, unicode=True)


def _wild_capacity(naturals: int, wilds: int, ruleset: Ruleset) -> int:
    """How many more wild cards a meld with these counts may take."""
    cap = ruleset.max_wild_in_meld - wilds
    if ruleset.wild_limit is WildLimit.MORE_NATURAL:
        cap = min(cap, naturals - 1 - wilds)
    return max(cap, 0)


def _finish(position: Position, answer: Answer, reasons: list[Reason], *, lead: str = "", play: Play | None = None,
            score: Sequence[LineItem] = (), hand_score: HandScore | None = None) -> Ruling:
    """Build the Ruling and its plain-English explanation from the reasons."""
    opening = lead or (answer_text(answer).capitalize() + ".")
    body = " ".join(r.text for r in reasons)
    extra = ""
    if play is not None and (play.new_melds or play.additions or play.take_pile or play.discard):
        extra = f" One legal way: {play.describe()}."
    if score:
        total = sum(i.points for i in score)
        extra += f" That scores {total} now (" + ", ".join(f"{i.label} {i.points:+d}" for i in score) + ")."
    return Ruling(
        position_id=position.id,
        ask=position.ask,
        answer=answer,
        reasons=tuple(reasons),
        play=play,
        score=tuple(score),
        hand_score=hand_score,
        explanation=f"{opening} {body}{extra}".strip(),
    )


# --------------------------------------------------------------------------------------
# Simple asks


def _card_value(p: Position) -> Ruling:
    card = p.question.card
    assert card is not None  # guaranteed by the position reader
    if card.is_red_three:
        return _finish(p, 100, [
            Reason("red-three-bonus", f"A red three ({card.pretty}) is not a meld card: it is a bonus card laid out at once, worth 100 at the end of the hand (all four together: 800).", (card,)),
            Reason("red-three-minus", "But if your side has not melded by the end of the hand, it counts minus 100 instead."),
        ], lead="100.")
    value = card.value
    if card.is_black_three:
        text = f"A black three ({card.pretty}) is worth 5, like a low card; left in your hand it costs 5, not 100."
    elif card.rank is Rank.JOKER:
        text = "A joker is worth 50, the most of any card: costly to be caught with."
    elif card.rank is Rank.TWO:
        text = f"A two ({card.pretty}) is a wild card worth 20, like an ace."
    else:
        group = {20: "as much as a two", 10: "like every card from the king down to the eight", 5: "like every card from the seven down to the four"}[value]
        text = f"The {card.name} is worth {value}, {group}."
    return _finish(p, value, [Reason("card-values", text, (card,))], lead=f"{value}.")


def _meld(p: Position) -> Ruling:
    cards = p.question.cards
    problem = meld_problem(cards, p.ruleset)
    if problem is not None:
        rule_id, words = problem
        text = words[0].upper() + words[1:] + "."
        if rule_id == "black-three-meld" and "going out" in words:
            text += " Held at any other time they are discarded, often to stop the next player."
        return _finish(p, False, [Reason(rule_id, text, tuple(cards))])
    naturals = sum(1 for c in cards if c.is_natural)
    wilds = len(cards) - naturals
    rank = next(c.rank for c in cards if not c.is_wild)
    reasons = [Reason("meld-min-size", f"{_plural(len(cards), 'card')} of one rank ({rank.plural}) make a meld.", tuple(cards))]
    if wilds:
        limit = "more natural cards than wild cards" if p.ruleset.wild_limit is WildLimit.MORE_NATURAL else "at least two natural cards and at most three wild cards"
        rule_id = "meld-more-natural" if p.ruleset.wild_limit is WildLimit.MORE_NATURAL else "meld-three-wild"
        reasons.append(Reason(rule_id, f"It holds {naturals} natural and {wilds} wild: a meld needs {limit}.", tuple(c for c in cards if c.is_wild)))
    else:
        reasons.append(Reason("meld-two-natural", "All its cards are natural."))
    if len(cards) >= 7:
        kind = "natural" if not wilds else "mixed"
        reasons.append(Reason("canasta", f"With seven or more cards it is a {kind} canasta."))
    return _finish(p, True, reasons)


def _canasta_kind(p: Position) -> Ruling:
    cards = p.question.cards
    problem = meld_problem(cards, p.ruleset)
    if problem is not None:
        return _finish(p, "none", [Reason(problem[0], f"Not a canasta, not even a meld: {problem[1]}.", tuple(cards))], lead="Not a canasta.")
    wild = tuple(c for c in cards if c.is_wild)
    if len(cards) < 7:
        return _finish(p, "none", [Reason("canasta", f"A canasta needs seven cards; this meld has {len(cards)}.", tuple(cards))], lead="Not a canasta.")
    if not wild:
        return _finish(p, "natural", [Reason("canasta-natural", f"{_plural(len(cards), 'card')} and no wild card: a natural (red) canasta, a 500 bonus on top of its card values.", tuple(cards))], lead="Natural.")
    return _finish(p, "mixed", [Reason("canasta-mixed", f"{_plural(len(cards), 'card')} with {_plural(len(wild), 'wild card')} ({_pretty(wild)}): a mixed (black) canasta, a 300 bonus on top of its card values.", wild)], lead="Mixed.")


def _minimum_reason(p: Position) -> tuple[int, Reason]:
    score = p.score[0]
    minimum = p.ruleset.first_meld_minimum(score)
    if score < 0:
        band = "below 0"
    elif score < 1500:
        band = "from 0 to 1495"
    elif score < 3000:
        band = "from 1500 to 2995"
    else:
        band = "3000 or more"
    return minimum, Reason("first-meld-minimum", f"Your side's score is {score} ({band}), so its first meld must be worth at least {minimum}.")


def _min_meld(p: Position) -> Ruling:
    minimum, reason = _minimum_reason(p)
    return _finish(p, minimum, [reason], lead=f"{minimum}.")


def _initial_meld(p: Position) -> Ruling:
    groups: dict[Rank | None, list[Card]] = {}
    reasons: list[Reason] = []
    for meld in p.question.melds:
        key = next((c.rank for c in meld if not c.is_wild), None)
        groups.setdefault(key, []).extend(meld)
    if len(groups) < len(p.question.melds):
        reasons.append(Reason("one-meld-per-rank", "Cards of one rank laid together form a single meld."))
    for cards in groups.values():
        problem = meld_problem(cards, p.ruleset)
        if problem is not None:
            return _finish(p, False, reasons + [Reason(problem[0], f"{_pretty(cards)} is not a meld: {problem[1]}.", tuple(cards))])
    total = sum(c.value for cards in groups.values() for c in cards)
    parts = " + ".join(f"{_pretty(cards)} ({sum(c.value for c in cards)})" for cards in groups.values())
    laid = tuple(c for cards in groups.values() for c in cards)
    if p.our_has_melded:
        reasons.append(Reason("first-meld-minimum", "Your side has already melded this hand, so no minimum applies any more."))
        return _finish(p, True, reasons)
    minimum, min_reason = _minimum_reason(p)
    reasons.append(min_reason)
    count_text = f"The cards count {parts} = {total}" if len(groups) > 1 else f"The cards count {total}"
    bonus_note = ": only card values count, the canasta bonus does not help" if any(len(cards) >= 7 for cards in groups.values()) else ""
    reasons.append(Reason("first-meld-card-values", f"{count_text}{bonus_note}.", laid))
    if len(groups) > 1:
        reasons.append(Reason("first-meld-several-melds", "Melds laid in the same turn count together."))
    ok = total >= minimum
    reasons.append(Reason("first-meld-minimum", f"{total} {'reaches' if ok else 'is short of'} {minimum}."))
    return _finish(p, ok, reasons)


def _add(p: Position) -> Ruling:
    q = p.question
    card, rank = q.card, q.to
    assert card is not None and rank is not None
    if q.to_side is Side.THEM:
        return _finish(p, False, [Reason("no-adding-to-opponents", f"The {rank.plural} belong to the other side: you add only to your own side's melds.", (card,))])
    if card.is_three:
        rid = "meld-no-threes"
        return _finish(p, False, [Reason(rid, f"A three ({card.pretty}) never joins a meld: red threes are bonus cards, black threes are melded only as their own meld when going out.", (card,))])
    meld = p.our_meld_by_rank.get(rank)
    if meld is None:
        return _finish(p, False, [Reason("one-meld-per-rank", f"Your side has no meld of {rank.plural} to add to; a new meld needs three cards.", (card,))])
    if card.is_natural:
        if card.rank is not rank:
            return _finish(p, False, [Reason("meld-one-rank", f"The {card.name} is not a {rank.label}: a meld holds one rank.", (card,))])
        after = meld.size + 1
        text = f"The {card.name} joins your {rank.plural}, making {_plural(after, 'card')}."
        reasons = [Reason("one-meld-per-rank", text, (card,))]
        if after == 7:
            kind = "natural" if meld.wilds == 0 else "mixed"
            reasons.append(Reason("canasta", f"Seven cards: the meld becomes a {kind} canasta."))
        return _finish(p, True, reasons)
    # a wild card
    cap = _wild_capacity(meld.naturals, meld.wilds, p.ruleset)
    if cap <= 0:
        if meld.wilds >= p.ruleset.max_wild_in_meld:
            return _finish(p, False, [Reason("meld-three-wild", f"Your {rank.plural} already hold {meld.wilds} wild cards; a meld may hold at most three, so a {'fourth' if meld.wilds == 3 else 'further'} one is not allowed.", (card,) + tuple(c for c in meld.cards if c.is_wild))])
        return _finish(p, False, [Reason("meld-more-natural", f"Your {rank.plural} hold {meld.naturals} natural and {meld.wilds} wild cards; under this ruleset a meld needs more natural than wild cards.", (card,))])
    reasons = [Reason("wild-cards", f"The {card.name} is wild and may join your {rank.plural} ({meld.wilds + 1} wild of at most {p.ruleset.max_wild_in_meld}).", (card,))]
    score: list[LineItem] = []
    if meld.is_canasta and meld.wilds == 0:
        reasons.append(Reason("canasta-wild-makes-mixed", f"Your {rank.plural} are a natural canasta: the wild card makes it mixed, so its bonus drops from 500 to 300.", (card,)))
        score = [LineItem(f"{card.name} melded", card.value, "score-melds"), LineItem("natural canasta becomes mixed", MIXED_CANASTA_BONUS - NATURAL_CANASTA_BONUS, "canasta-wild-makes-mixed")]
    elif meld.size + 1 == 7:
        reasons.append(Reason("canasta", "Seven cards: the meld becomes a mixed canasta."))
    return _finish(p, True, reasons, score=score)


def _frozen_reasons(p: Position) -> list[Reason]:
    reasons = []
    if p.pile_has_wild:
        wild = tuple(c for c in p.pile if c.is_wild)
        reasons.append(Reason("pile-frozen-wild", f"The pile holds {'a wild card' if len(wild) == 1 else 'wild cards'} ({_pretty(wild)}), lying crosswise: it is frozen for everyone.", wild))
    if p.pile_has_red_three:
        red = tuple(c for c in p.pile if c.is_red_three)
        reasons.append(Reason("pile-frozen-start", f"A red three ({_pretty(red)}) was turned up to start the pile, so the pile is frozen.", red))
    if not p.our_has_melded:
        reasons.append(Reason("pile-frozen-no-meld", "Your side has not melded yet this hand, so the pile is frozen for you."))
    return reasons


def _pile_frozen(p: Position) -> Ruling:
    if not p.pile and p.our_has_melded:
        return _finish(p, False, [Reason("pile-unfreezes", "The pile is empty: it was just taken, and taking it unfreezes it.")])
    # An empty pile is still frozen for a side that has not melded (000, 002, 003): the
    # table, not the pile, decides that (the engine's frozen_for).
    reasons = _frozen_reasons(p)
    top = p.top_card
    if reasons:
        reasons.append(Reason("pile-frozen-natural-pair", "To take a frozen pile you need two natural cards from your hand matching the top card."))
        return _finish(p, True, reasons)
    reasons = [Reason("pile-take-unfrozen", "No wild card or red three lies in the pile and your side has melded, so the pile is not frozen for you: the top card with a natural card and a wild card, or added to your meld, will do.")]
    if top is not None and top.is_black_three:
        reasons.append(Reason("pile-black-three-top", f"The black three on top ({top.pretty}) does not freeze the pile, but it stops you taking it this turn.", (top,)))
    return _finish(p, False, reasons)


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
        return _finish(p, False, [Reason("pile-top-card-only", "The pile is empty: there is nothing to take.")])
    if top.is_wild:
        return _finish(p, False, [Reason("pile-top-wild", f"The top card is a wild card ({top.pretty}): the pile can never be taken with a wild card on top.", (top,))])
    if top.is_black_three:
        return _finish(p, False, [Reason("pile-black-three-top", f"The top card is a black three ({top.pretty}): it stops the next player, which is you, from taking the pile this turn.", (top,))])
    hand = p.hand
    ruleset = p.ruleset
    if ruleset.one_card_pile_forbidden and len(hand) == 1 and len(p.pile) == 1 and p.stock != 0:
        return _finish(p, False, [Reason("one-card-pile", f"You hold one card and the pile is one card ({top.pretty}): a player with one card may not take a one-card pile.", (top,) + tuple(hand))])

    frozen = _frozen_reasons(p)
    rank = top.rank
    early: list[Reason] = []
    if ruleset.one_card_pile_forbidden and len(hand) == 1 and len(p.pile) == 1 and p.stock == 0:
        early.append(Reason("one-card-pile", "You hold one card and the pile is one card, but the stock is empty: taking the pile is then compulsory when you can, so the one-card rule does not apply."))
    naturals = _naturals_of(hand, rank)
    wilds = _hand_wilds(hand)
    meld = p.our_meld_by_rank.get(rank)
    reasons: list[Reason] = early + list(frozen)

    if frozen:
        if len(naturals) < 2:
            text = f"The top card is the {top.name}; you hold {_plural(len(naturals), 'natural ' + rank.label, 'natural ' + rank.plural)}"
            if naturals:
                text += f" ({_pretty(naturals)})"
            text += ", and a frozen pile needs two."
            hints = []
            if wilds and naturals:
                hints.append("your wild card does not count")
            if meld is not None:
                hints.append(f"adding to your {rank.plural} is not allowed")
            if hints:
                text += " While it is frozen " + " and ".join(hints) + "."
            reasons.append(Reason("pile-frozen-natural-pair", text, (top,) + tuple(naturals)))
            reasons.extend(_buried_match_reason(p, hand))
            return _finish(p, False, reasons)
        pair = tuple(naturals[:2])
        reasons.append(Reason("pile-frozen-natural-pair", f"You hold a natural pair of {rank.plural} ({_pretty(pair)}) to meld with the top {top.name}.", (top,) + pair))
        main = [top, *pair]
        if not p.our_has_melded:
            return _first_meld_by_pile(p, reasons, main, wilds)
        play = Play(take_pile=True, new_melds=() if meld else (tuple(main),), additions=((rank, tuple(main)),) if meld else ())
        return _check_cards_left(p, reasons, play, used=pair)

    # not frozen for us: our side has melded
    if meld is not None:
        reasons.append(Reason("pile-take-unfrozen", f"The pile is not frozen for you and the top {top.name} can be added to your {rank.plural}.", (top,)))
        return _check_cards_left(p, reasons, Play(take_pile=True, additions=((rank, (top,)),)), used=())
    if len(naturals) >= 2:
        pair = tuple(naturals[:2])
        reasons.append(Reason("pile-take-unfrozen", f"The pile is not frozen for you: meld the top {top.name} with {_pretty(pair)} from your hand.", (top,) + pair))
        return _check_cards_left(p, reasons, Play(take_pile=True, new_melds=((top, *pair),)), used=pair)
    if naturals and wilds and _wild_capacity(2, 0, ruleset) >= 1:
        used = (naturals[0], wilds[-1])
        reasons.append(Reason("pile-take-unfrozen", f"The pile is not frozen for you, so a natural card and a wild card will do: meld the top {top.name} with {_pretty(used)}.", (top,) + used))
        return _check_cards_left(p, reasons, Play(take_pile=True, new_melds=((top, *used),)), used=used)
    have = f"you hold {_plural(len(naturals), rank.label, rank.plural)}" + (f" ({_pretty(naturals)})" if naturals else "")
    reasons.append(Reason("pile-take-unfrozen", f"The top card is the {top.name} and you have no meld of {rank.plural}; {have} and {'no wild card' if not wilds else _plural(len(wilds), 'wild card')}, so you cannot meld it with two cards from your hand.", (top,) + tuple(naturals)))
    reasons.extend(_buried_match_reason(p, hand))
    return _finish(p, False, reasons)


def _buried_match_reason(p: Position, hand: Sequence[Card]) -> list[Reason]:
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
            return [Reason("pile-top-card-only", f"The {c.name} buried in the pile would pair with your {mine.name}, but it does not count: the two cards that go with the top card must come from your hand.", (c, mine))]
        if c.rank is not top.rank and (counts[c.rank] >= 2 or c.rank in p.our_meld_by_rank):
            return [Reason("pile-top-card-only", f"The {c.name} lower in the pile would match your cards, but only the top card can justify taking the pile.", (c,))]
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
    return _search_go_out(after)[0] is not None


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
        finish, _ = _search_go_out(after)
        ok = finish is not None
    if ok:
        how = f"then {finish.describe()}" if finish is not None else "you have melded your last cards"
        reasons.append(Reason("go-out-canasta", f"After the take {how} and go out, which your side's canastas allow."))
        return _finish(p, True, reasons, play=play)
    reasons.append(Reason("keep-one-card", f"After the take you would hold {_plural(left, 'card')} and could not keep one after discarding; going out needs {_plural(p.ruleset.canastas_to_go_out, 'canasta')}, which your side would not have."))
    return _finish(p, False, reasons)


def _first_meld_plans(p: Position, top: Card, wilds: list[Card], budget: int, minimum: int) -> tuple[int, list[list[Card]]] | None:
    """The best first meld made with the pile's top card, using at most ``budget`` cards
    from hand: the fewest cards that reach ``minimum`` (then the most points), or else the
    most points. A small dynamic programme over ranks; bounded by the hand's ranks.
    Returns (value, melds) or None when not even the top card's meld fits the budget."""
    ruleset = p.ruleset
    counts = p.hand_counts
    # per rank: options (cards from hand, natural value, wild cards required, wild room, k)
    groups: list[tuple[Rank, list[tuple[int, int, int, int, int]]]] = []
    n_top = counts[top.rank]
    groups.append((top.rank, [(k, (k + 1) * top.value, 0, _wild_capacity(k + 1, 0, ruleset), k) for k in range(2, n_top + 1)]))
    pair_room = _wild_capacity(2, 0, ruleset)
    for r, n in counts.items():
        if r is top.rank or r in (Rank.TWO, Rank.JOKER, Rank.THREE) or n < 2:
            continue
        v = _naturals_of(p.hand, r)[0].value
        opts = [(0, 0, 0, 0, 0)]
        if pair_room >= 1:
            opts.append((2, 2 * v, 1, pair_room, 2))
        opts.extend((k, k * v, 0, _wild_capacity(k, 0, ruleset), k) for k in range(3, n + 1))
        groups.append((r, opts))
    states: dict[tuple[int, int, int], tuple[int, tuple[tuple[Rank, int], ...]]] = {(0, 0, 0): (0, ())}
    for rank, opts in groups:
        nxt: dict[tuple[int, int, int], tuple[int, tuple[tuple[Rank, int], ...]]] = {}
        for (c, need, room), (val, chosen) in states.items():
            for k, kv, kn, kc, kk in opts:
                if c + k > budget:
                    continue
                key = (c + k, need + kn, room + kc)
                if key not in nxt or nxt[key][0] < val + kv:
                    nxt[key] = (val + kv, chosen + (((rank, kk),) if kk else ()))
        states = nxt
    if not states:
        return None
    prefix = [0]
    for w in wilds:  # most valuable first
        prefix.append(prefix[-1] + w.value)
    best: tuple[tuple[int, float], int, int, tuple[tuple[Rank, int], ...]] | None = None
    for (c, need, room), (val, chosen) in states.items():
        for u in range(need, min(len(wilds), room) + 1):
            if c + u > budget:
                break
            value = val + prefix[u]
            rank_key: tuple[int, float] = (0, c + u - value / 10000) if value >= minimum else (1, -value)
            if best is None or rank_key < best[0]:
                best = ((rank_key[0], rank_key[1]), value, u, chosen)
    if best is None:
        return None
    _, value, used_wilds, chosen = best
    pool = list(wilds[:used_wilds])
    melds: list[list[Card]] = []
    for rank, k in chosen:
        cards = _naturals_of(p.hand, rank)[:k]
        meld = [top, *cards] if rank is top.rank else list(cards)
        if rank is not top.rank and k == 2:
            meld.append(pool.pop())
        melds.append(meld)
    for meld in melds:  # the rest of the wild cards where there is room, the top meld first
        while pool and _wild_capacity(sum(1 for c in meld if not c.is_wild), sum(1 for c in meld if c.is_wild), ruleset) > 0:
            meld.append(pool.pop(0))
    return value, melds


def _first_meld_by_pile(p: Position, reasons: list[Reason], main: list[Card], wilds: list[Card]) -> Ruling:
    """Taking the pile for the side's first meld: the top card and the cards from hand
    count toward the minimum, the rest of the pile does not (003, 004). Melds laid from
    hand in the same turn count too. After the take the player must keep a card unless
    the side can go out (004)."""
    minimum, min_reason = _minimum_reason(p)
    top = main[0]
    reasons.append(min_reason)
    # Hand cards that may be laid and still keep one (a red three from the pile is laid out).
    keep_budget = len(p.hand) + sum(1 for c in p.pile[:-1] if not c.is_red_three) - 2
    plan = _first_meld_plans(p, top, wilds, keep_budget, minimum)
    going_out = False
    if plan is None or plan[0] < minimum:
        full = _first_meld_plans(p, top, wilds, len(p.hand), minimum)
        if full is not None and full[0] >= minimum:
            if _can_go_out_after(p, Play(take_pile=True, new_melds=tuple(tuple(m) for m in full[1])),
                                 [c for m in full[1] for c in m[1:] if m[0] is top] + [c for m in full[1] if m[0] is not top for c in m]):
                plan, going_out = full, True
            else:
                count_text = " + ".join(_pretty(m) for m in full[1])
                reasons.append(Reason("first-meld-pile-top", f"The top card counts toward the minimum with cards from your hand: {count_text} = {full[0]} would be enough for {minimum}.", tuple(c for m in full[1] for c in m)))
                reasons.append(Reason("keep-one-card", f"But that lays down so many cards that you could not keep one after discarding, and going out needs {_plural(p.ruleset.canastas_to_go_out, 'canasta')}."))
                return _finish(p, False, reasons)
        elif full is not None:
            plan = full
    assert plan is not None  # the top card and the natural pair always fit in the hand
    value, melds = plan
    laid = [c for m in melds for c in m]
    count_text = " + ".join(f"{_pretty(m)} ({sum(c.value for c in m)})" for m in melds) if len(melds) > 1 else _pretty(melds[0])
    if value < minimum:
        reasons.append(Reason("first-meld-pile-top", f"Only the top card of the pile counts toward it, with cards from your hand: at best {count_text} = {value}, short of {minimum}. The rest of the pile does not count.", tuple(laid)))
        reasons.append(Reason("pile-minimum-with-top", "So your side cannot take the pile for its first meld."))
        return _finish(p, False, reasons)
    reasons.append(Reason("first-meld-pile-top", f"The top card counts toward the minimum with cards from your hand: {count_text} = {value}, enough for {minimum}. The rest of the pile does not count.", tuple(laid)))
    if len(melds) > 1:
        reasons.append(Reason("first-meld-several-melds", "Melds laid from your hand in the same turn count together."))
    play = Play(take_pile=True, new_melds=tuple(tuple(m) for m in melds))
    if going_out:
        reasons.append(Reason("go-out-canasta", "That uses your last cards, and the canasta it makes lets you go out."))
        return _finish(p, True, reasons, play=play)
    return _finish(p, True, reasons, play=play)


# --------------------------------------------------------------------------------------
# Going out


@dataclass
class _Target:
    rank: Rank
    naturals: list[Card]
    existing: Meld | None
    wilds: list[Card] = field(default_factory=list)

    @property
    def size(self) -> int:
        return len(self.naturals) + len(self.wilds) + (self.existing.size if self.existing else 0)

    @property
    def natural_count(self) -> int:
        return len(self.naturals) + (self.existing.naturals if self.existing else 0)

    @property
    def wild_count(self) -> int:
        return len(self.wilds) + (self.existing.wilds if self.existing else 0)


def _try_go_out(p: Position, hand: list[Card], discard: Card | None) -> tuple[Play | None, list[Reason]]:
    """Can ``hand`` (the discard already removed) be melded completely with enough canastas?
    Returns the play or the reasons it cannot."""
    ruleset = p.ruleset
    problems: list[Reason] = []
    by_rank: dict[Rank, list[Card]] = {}
    wilds: list[Card] = []
    black: list[Card] = []
    for c in hand:
        if c.is_wild:
            wilds.append(c)
        elif c.is_black_three:
            black.append(c)
        else:
            by_rank.setdefault(c.rank, []).append(c)
    if black and len(black) < 3:
        problems.append(Reason("black-three-meld", f"{_plural(len(black), 'black three')} ({_pretty(black)}) cannot be melded: going out, black threes are melded three or four together.", tuple(black)))
    targets: list[_Target] = []
    singles: list[Card] = []
    for rank, cards in by_rank.items():
        existing = p.our_meld_by_rank.get(rank)
        if existing is None and len(cards) < 2:
            singles.extend(cards)
        targets.append(_Target(rank, cards, existing))
    if singles:
        problems.append(Reason("go-out-all-cards", f"{_pretty(singles)} {'has' if len(singles) == 1 else 'have'} no meld to join and no other card of {'its' if len(singles) == 1 else 'their'} rank: going out, every card must be melded but the one you discard.", tuple(singles)))
    if problems:
        return None, problems
    # Existing melds with no natural card from hand can still take wild cards.
    for rank, meld in p.our_meld_by_rank.items():
        if rank not in by_rank:
            targets.append(_Target(rank, [], meld))
    lows = []
    caps = []
    for t in targets:
        cap = _wild_capacity(t.natural_count, t.existing.wilds if t.existing else 0, ruleset)
        low = max(0, 3 - len(t.naturals)) if t.existing is None else 0
        caps.append(cap)
        lows.append(low)
        if low > cap:
            problems.append(Reason("meld-two-natural", f"The {t.rank.plural} cannot form a meld.", tuple(t.naturals)))
    total_cap = sum(caps)
    if len(wilds) > total_cap:
        problems.append(Reason("meld-three-wild", f"Your {_plural(len(wilds), 'wild card')} ({_pretty(wilds)}) would not all fit: a meld holds at most three wild cards{' and fewer wild than natural cards' if ruleset.wild_limit is WildLimit.MORE_NATURAL else ''}.", tuple(wilds)))
    if sum(lows) > len(wilds):
        short = [t for t, low in zip(targets, lows) if low]
        problems.append(Reason("meld-min-size", f"{' and '.join(_pretty(t.naturals) for t in short)} would need a third card to be a meld.", tuple(c for t in short for c in t.naturals)))
    if problems:
        return None, problems
    # Canastas: those already complete with the natural cards, then the cheapest to finish.
    need = ruleset.canastas_to_go_out
    done = sum(1 for t in targets if t.size >= 7)
    spare = len(wilds) - sum(lows)
    extra_cost = []
    for i, t in enumerate(targets):
        if t.size >= 7:
            continue
        cost = max(lows[i], 7 - t.size) - lows[i]
        if max(lows[i], 7 - t.size) <= caps[i]:
            extra_cost.append((cost, i))
    extra_cost.sort()
    chosen: list[int] = []
    for cost, i in extra_cost:
        if done + len(chosen) >= need:
            break
        if cost <= spare:
            spare -= cost
            chosen.append(i)
    if done + len(chosen) < need:
        have = p.our_canastas
        text = f"Going out needs {_plural(need, 'canasta')}: your side has {'none' if have == 0 else NUMBER_WORDS[have] if have < len(NUMBER_WORDS) else have}" + (" on the table" if have else "") + f" and cannot complete {'one' if need - have == 1 else 'enough'} this turn"
        if any(lows):
            short = [t for t, low in zip(targets, lows) if low]
            text += f" (of your {_plural(len(wilds), 'wild card')}, {sum(lows)} must go to make {' and '.join(_pretty(t.naturals) for t in short)} a meld)"
        return None, [Reason("go-out-canasta", text + ".", tuple(c for t in targets for c in t.naturals))]
    # Allocate wild cards: minimums, the chosen canastas, then any room (not spoiling a
    # natural canasta when another place is free).
    pool = sorted(wilds, key=lambda c: c.value)
    for i, t in enumerate(targets):
        for _ in range(lows[i]):
            t.wilds.append(pool.pop())
    for i in chosen:
        t = targets[i]
        while t.size < 7:
            t.wilds.append(pool.pop())
    order = sorted(range(len(targets)), key=lambda i: (targets[i].size >= 7 and targets[i].wild_count == 0, -targets[i].size))
    for i in order:
        t = targets[i]
        while pool and _wild_capacity(t.natural_count, t.wild_count, ruleset) > 0:
            t.wilds.append(pool.pop())
    if pool:  # cannot happen: total capacity was checked
        return None, [Reason("meld-three-wild", "The wild cards would not all fit.", tuple(pool))]
    new_melds: list[tuple[Card, ...]] = []
    additions: list[tuple[Rank, tuple[Card, ...]]] = []
    for t in sorted(targets, key=lambda t: t.rank.order):
        group = tuple(t.naturals + t.wilds)
        if t.existing is None:
            new_melds.append(group)
        elif group:
            additions.append((t.rank, group))
    if black:
        new_melds.append(tuple(black))
    return Play(new_melds=tuple(new_melds), additions=tuple(additions), discard=discard), []


def _search_go_out(p: Position) -> tuple[Play | None, list[Reason]]:
    """Search the ways to go out with the hand of ``p``: meld everything, or all but one
    card and discard it. Returns a legal play, or the reasons none exists."""
    hand = list(p.hand)
    # Discard choices: none first (meld everything), then the cheapest card of each kind.
    choices: list[Card | None] = [None]
    seen: set[tuple[Rank, object]] = set()
    for c in sorted(hand, key=lambda c: (c.is_wild, c.value)):
        key = (c.rank, c.suit if c.is_three else None)
        if key not in seen:
            seen.add(key)
            choices.append(c)
    best_problems: list[Reason] | None = None
    all_loose: list[Reason] = []
    for discard in choices:
        rest = list(hand)
        if discard is not None:
            rest.remove(discard)
        found, problems = _try_go_out(p, rest, discard)
        if found is not None:
            return found, []
        if discard is None:
            all_loose = [r for r in problems if r.rule_id == "go-out-all-cards" and len(r.cards) > 1]
        if best_problems is None or _closeness(problems) < _closeness(best_problems):
            best_problems = problems
    if all_loose and best_problems and any(r.rule_id == "go-out-all-cards" for r in best_problems):
        # Several loose cards: say so, not just the ones left after one discard.
        best_problems = all_loose + [r for r in best_problems if r.rule_id != "go-out-all-cards"]
        best_problems.append(Reason("go-out-all-cards", "Only one card may be discarded."))
    return None, list(best_problems or [Reason("go-out-all-cards", "Your cards cannot all be melded.")])


def _go_out(p: Position) -> Ruling:
    ruleset = p.ruleset
    if not p.hand:
        return _finish(p, False, [Reason("go-out-all-cards", "You hold no cards: you went out already, or the hand is over.")])
    play, problems = _search_go_out(p)
    variant = _variant_reasons(p)
    if play is None:
        reasons = variant + problems + [Reason("keep-one-card", "So you must keep at least one card after discarding.")]
        return _finish(p, False, reasons)
    concealed = not play.additions and (not p.our_melds or p.melded_before is False)
    reasons = list(variant)
    canastas_after = _canastas_after(p, play)
    reasons.append(Reason("go-out-canasta", f"Your side will have {_plural(canastas_after, 'canasta')} ({NUMBER_WORDS[ruleset.canastas_to_go_out]} needed){', counting those completed this turn' if canastas_after > p.our_canastas else ''}.", tuple(c for m in play.new_melds for c in m if len(m) >= 7)))
    how = "every card" if play.discard is None else f"all but one card and discarding the {play.discard.name}"
    reasons.append(Reason("go-out-all-cards", f"You can go out by melding {how}.", (play.discard,) if play.discard else ()))
    if any(all(c.is_black_three for c in m) for m in play.new_melds):
        bt = next(m for m in play.new_melds if all(c.is_black_three for c in m))
        reasons.append(Reason("black-three-meld", f"The black threes ({_pretty(bt)}) may be melded because you go out this turn.", bt))
    if concealed:
        text = "You go out concealed: the whole hand in one turn, without having melded before, scores 200 instead of 100."
        if not p.our_has_melded:
            text += " As you drew from the stock, your side needs no first-meld minimum for it."
        reasons.append(Reason("go-out-concealed", text))
    score = _go_out_score(p, play, concealed)
    if p.question.partner_allows is False:
        reasons.append(Reason("go-out-ask-partner", "But you asked your partner and the answer was no: the answer binds, so you may not go out this turn."))
        return _finish(p, False, reasons, lead="No.")
    if p.question.partner_allows is True:
        reasons.append(Reason("go-out-ask-partner", "Your partner said yes when you asked, so you must go out."))
    return _finish(p, True, reasons, play=play, score=score)


def _closeness(problems: list[Reason]) -> tuple[int, int]:
    """Rank failed attempts: one blocked only by the canasta rule explains the position
    best; loose cards come next (a discard may have removed one of them)."""
    loose = sum(len(r.cards) for r in problems if r.rule_id in ("go-out-all-cards", "black-three-meld"))
    return (loose, len(problems))


def _variant_reasons(p: Position) -> list[Reason]:
    """The variant rule behind the canastas needed to go out, for two and three players."""
    if p.ruleset.name == "two-player":
        return [Reason("two-player", "With two players you need two canastas to go out.")]
    if p.ruleset.name == "three-player":
        need = p.ruleset.canastas_to_go_out
        extra = " (the Dutch rules' reading, 004)" if need == 2 else ""
        return [Reason("three-player", f"With three players you need {_plural(need, 'canasta')} to go out{extra}.")]
    return []


def _canastas_after(p: Position, play: Play) -> int:
    count = sum(1 for m in p.our_melds if m.is_canasta)
    for rank, cards in play.additions:
        meld = p.our_meld_by_rank[rank]
        if not meld.is_canasta and meld.size + len(cards) >= 7:
            count += 1
    count += sum(1 for m in play.new_melds if len(m) >= 7)
    return count


def _go_out_score(p: Position, play: Play, concealed: bool) -> list[LineItem]:
    """What going out this way adds to the side's score now (the partner's hand aside)."""
    melded = sum(c.value for m in play.new_melds for c in m) + sum(c.value for _, cs in play.additions for c in cs)
    items = [LineItem("cards melded this turn", melded, "score-melds")]
    for m in play.new_melds:
        if len(m) >= 7:
            natural = not any(c.is_wild for c in m)
            items.append(LineItem(f"{'natural' if natural else 'mixed'} canasta completed", NATURAL_CANASTA_BONUS if natural else MIXED_CANASTA_BONUS, "canasta-natural" if natural else "canasta-mixed"))
    for rank, cards in play.additions:
        meld = p.our_meld_by_rank[rank]
        wild_added = any(c.is_wild for c in cards)
        if not meld.is_canasta and meld.size + len(cards) >= 7:
            natural = meld.wilds == 0 and not wild_added
            items.append(LineItem(f"{'natural' if natural else 'mixed'} canasta of {rank.plural} completed", NATURAL_CANASTA_BONUS if natural else MIXED_CANASTA_BONUS, "canasta-natural" if natural else "canasta-mixed"))
        elif meld.is_canasta and meld.wilds == 0 and wild_added:
            items.append(LineItem(f"natural canasta of {rank.plural} becomes mixed", MIXED_CANASTA_BONUS - NATURAL_CANASTA_BONUS, "canasta-wild-makes-mixed"))
    items.append(LineItem("going out concealed" if concealed else "going out", CONCEALED_GOING_OUT_BONUS if concealed else GOING_OUT_BONUS, "go-out-concealed" if concealed else "go-out-bonus"))
    return items


# --------------------------------------------------------------------------------------
# Scoring and the game


def _score(p: Position) -> Ruling:
    q = p.question
    ours = side_score(p.our_melds, q.our_hands, red_threes=p.our_red_threes, went_out=q.went_out is Side.US,
                      concealed=q.concealed and q.went_out is Side.US, ruleset=p.ruleset, side=Side.US)
    theirs = side_score(p.their_melds, q.their_hands, red_threes=p.their_red_threes, went_out=q.went_out is Side.THEM,
                        concealed=q.concealed and q.went_out is Side.THEM, ruleset=p.ruleset, side=Side.THEM)
    hand_score = HandScore(ours, theirs)
    reasons: list[Reason] = []
    lines = []
    for name, s, melds in (("Us", ours, p.our_melds), ("Them", theirs, p.their_melds)):
        for item in s.items:
            cards: tuple[Card, ...] = ()
            if item.rule_id in ("canasta-natural", "canasta-mixed"):
                cards = next((m.cards for m in melds if m.is_canasta and item.label.endswith(m.rank.plural if m.rank else "")), ())
            reasons.append(Reason(item.rule_id, f"{name}: {item.label} {item.points:+d}.", cards))
        lines.append(f"{name}: " + (", ".join(f"{i.label} {i.points:+d}" for i in s.items) or "nothing") + f" = {s.total}.")
    if any(m.is_canasta for m in p.our_melds + p.their_melds):
        reasons.append(Reason("score-canasta-bonus", "A canasta scores its bonus on top of the values of its cards."))
    if any(sum(1 for m in melds if m.is_canasta) >= 5 for melds in (p.our_melds, p.their_melds)):
        reasons.append(Reason("not-classic-bonuses", "Five canastas earn nothing extra in classic canasta: only the Swedish guide (001) names such a bonus, without a value."))
        lines.append("Five canastas earn no extra bonus in classic canasta.")
    if q.went_out is Side.NONE:
        reasons.append(Reason("stock-exhausted", "Nobody went out, so there is no going-out bonus."))
        lines.append("Nobody went out, so there is no going-out bonus.")
    totals = hand_score.totals
    return Ruling(p.id, p.ask, totals, tuple(reasons), None, (), hand_score,
                  f"{totals[0]} for us, {totals[1]} for them. " + " ".join(lines))


def _game_over(p: Position) -> Ruling:
    totals = p.question.totals
    assert totals is not None
    ruleset = p.ruleset
    side = winner(totals, ruleset)
    t = ruleset.target
    ours, theirs = totals
    if side is Side.NONE:
        if ours >= t and theirs >= t:
            text = f"Both sides reached {t} with {ours} each: neither total is higher, so the game goes on."
        else:
            text = f"Neither side has reached {t} ({ours} and {theirs}): the game goes on."
    elif ours >= t and theirs >= t:
        text = f"Both sides passed {t} in the same hand; the higher total wins: {max(totals)} beats {min(totals)}."
    else:
        who = ("You" if side is Side.US else "Your opponent") if ruleset.players == 3 else ("Your side" if side is Side.US else "The other side")
        text = f"{who} reached {t} first ({max(totals)})."
    reasons = [Reason("game-target", text)]
    if ruleset.players == 3:
        reasons.insert(0, Reason("three-player", "With three players each keeps a score of their own and the game is to 7500."))
    return _finish(p, side.value, reasons, lead=f"{'Us' if side is Side.US else 'Them' if side is Side.THEM else 'Nobody yet'}.")


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
}


def judge(position: Position) -> Ruling:
    """Rule on the position's question. Every reason cites a rule of the rule book."""
    ruling = _ASKS[position.ask](position)
    return ruling

