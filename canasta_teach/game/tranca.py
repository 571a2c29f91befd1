"""Tranca on the engine: the deal with the mortos, the referee's checks, the legal
operations and what each operation does (003, "Varianten").

The referee (:mod:`canasta_teach.game.referee`), the transitions and the deal hand a state
over here when its ruleset is Tranca's (``ruleset.is_tranca``); Canasta never comes here.
The rules, as 003 states them and as the rule book reads them where 003 is silent:

- the pack is two decks without jokers, 104 cards; only the twos are wild
  (``tranca-pack``). Each player gets 11 cards and each side a face-down morto of 11
  (``tranca-deal``); the pile starts empty (``tranca-pile-start``);
- melds are sets of one rank or runs of one suit from the four up, the ace only above the
  king (``tranca-runs``, :mod:`canasta_teach.game.runs`), with at most one two
  (``tranca-one-two``); one set per rank, any number of runs of a suit
  (``tranca-duplicate-melds``, option runs-per-suit); no first-meld minimum
  (``tranca-no-minimum``);
- black threes are never melded, and one discarded blocks the pile for the next player
  (``tranca-black-three``); a two on top blocks it too, a buried one changes nothing
  (``tranca-pile-two``);
- the pile is taken only by laying its top card at once with two hand cards, one of which
  may be a two (``tranca-take-pile``), as a new meld (``tranca-pile-new-meld``, option
  pile-join);
- a player whose hand empties takes the side's morto and plays on (``tranca-morto``): on
  melding out the turn goes on with it, on discarding out the turn ends
  (``tranca-morto-discard``); red threes found in it are laid out and replaced
  (``tranca-red-three-replace``);
- going out needs the side's morto taken and a canasta (``tranca-go-out``,
  ``tranca-canasta``, option go-out-canasta); a player who may not go out keeps a card
  (``tranca-keep-card``); the hand ends when the stock runs out (``tranca-stock-out``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..errors import CanastaError
from .cards import Card, Rank, Suit, card_key
from .dealing_out import deal_out
from .melds import Meld
from .operations import (
    AddToMeld,
    AddToRun,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndTurn,
    GoOut,
    LayMeld,
    Operation,
    RevealRedThree,
    TakePile,
)
from .refusal import Refusal
from .rulesets import PileJoin, Ruleset, RunsPerSuit, TrancaCanasta
from .runs import RUN_RANKS, Run, extend_run, set_problem, tranca_meld, two_places
from .table import HandEnd, Phase, Source, TableState, Turn, initial_sides
from .transitions import FRESH_TURN, end_hand, replace, set_at, take_from

__all__ = [
    "tranca_pack",
    "deal_tranca",
    "tranca_refusals",
    "tranca_operations",
    "tranca_apply",
    "tranca_op_key",
    "side_may_go_out",
    "find_run",
    "find_set",
]

_RUN_INDEX = {rank: i for i, rank in enumerate(RUN_RANKS)}


def tranca_pack() -> tuple[Card, ...]:
    """The 104 cards of Tranca: two decks without jokers (003: "Zwei Blätter ohne Joker")."""
    deck = [Card(rank, suit) for rank in Rank if rank is not Rank.JOKER for suit in Suit]
    return tuple(deck + deck)


def _lay_out_red_threes(hand: list[Card], reds: list[Card], stock: list[Card]) -> None:
    """Red threes leave the hand for the table, each replaced from the stock while it lasts
    (``tranca-red-three-replace``)."""
    while True:
        found = [c for c in hand if c.is_red_three]
        if not found:
            return
        for card in found:
            hand.remove(card)
            reds.append(card)
            if stock:
                hand.append(stock.pop())


def deal_tranca(rules: Ruleset, *, seed: int | None, dealer: int, scores: Sequence[int]) -> TableState:
    """Shuffle and deal a Tranca hand: 11 cards to each player, then a morto of 11 to each
    side, the rest the stock; red threes in the hands laid out and replaced at once; the
    pile starts empty (``tranca-deal``, ``tranca-pile-start``)."""
    players = rules.players
    hands, stock = deal_out(tranca_pack(), players=players, hand_size=rules.hand_size, seed=seed, dealer=dealer,
                            scores=scores)
    sides = initial_sides(players)
    mortos = [[stock.pop() for _ in range(rules.morto_size)] for _ in sides]
    red_threes: list[list[Card]] = [[] for _ in range(players)]
    for i in range(players):
        seat = (dealer + 1 + i) % players
        _lay_out_red_threes(hands[seat], red_threes[seat], stock)
    return TableState(
        ruleset=rules,
        hands=tuple(tuple(h) for h in hands),
        stock=tuple(stock),
        pile=(),
        pile_frozen=False,
        sides=sides,
        melds=tuple(() for _ in sides),
        side_melded=tuple(False for _ in sides),
        red_threes=tuple(tuple(r) for r in red_threes),
        seat_melded=tuple(False for _ in range(players)),
        to_move=(dealer + 1) % players,
        phase=Phase.DRAW,
        turn=Turn(),
        dealer=dealer,
        scores=tuple(scores),
        mortos=tuple(tuple(m) for m in mortos),
        morto_taken=tuple(False for _ in sides),
    )


# --------------------------------------------------------------------------------------
# Facts about a Tranca state


def find_set(melds: Sequence[Meld], rank: Rank) -> int | None:
    """The index of the side's set of ``rank``, or None."""
    for i, m in enumerate(melds):
        if not isinstance(m, Run) and m.rank is rank:
            return i
    return None


def find_run(melds: Sequence[Meld], suit: Suit, low: Rank, high: Rank) -> int | None:
    """The index of the side's run of ``suit`` from ``low`` to ``high``, or None."""
    for i, m in enumerate(melds):
        if isinstance(m, Run) and m.suit is suit and m.low_rank is low and m.high_rank is high:
            return i
    return None


def _canastas(state: TableState, side: int) -> int:
    """The canastas that count for going out: any, or clean ones under go-out-canasta: clean."""
    size = state.ruleset.canasta_size
    clean = state.ruleset.tranca_go_out is TrancaCanasta.CLEAN
    return sum(1 for m in state.melds[side] if len(m.cards) >= size and not (clean and m.wilds))


def side_may_go_out(state: TableState, seat: int) -> bool:
    """The seat's side has taken its morto and has the canasta going out needs
    (``tranca-go-out``, ``tranca-canasta``)."""
    side = state.side_of(seat)
    return state.morto_taken[side] and _canastas(state, side) >= state.ruleset.canastas_to_go_out


def _morto_waiting(state: TableState, seat: int) -> bool:
    return not state.morto_taken[state.side_of(seat)]


# --------------------------------------------------------------------------------------
# The checks


def _refusal(rule_id: str, cards: tuple[Card, ...] = (), numbers: tuple[tuple[str, int], ...] = (), case: str = "") -> Refusal:
    return Refusal(rule_id, cards, numbers, case)


def _problem_refusal(problem: tuple[str, tuple[tuple[str, object], ...]], cards: tuple[Card, ...]) -> Refusal:
    rule_id, facts = problem
    case = next((str(v) for k, v in facts if k == "case"), "")
    numbers = tuple((k, v) for k, v in facts if k != "case" and isinstance(v, int))
    return _refusal(rule_id, cards, numbers, case)


def _keep_refusals(after: TableState, played: tuple[Card, ...]) -> list[Refusal]:
    """A player who may not go out keeps a card to discard (``tranca-keep-card``): with the
    morto still waiting any hand size will do (an empty hand takes it); with it taken, a
    hand of one or none must be able to go out."""
    seat = after.to_move
    left = len(after.hands[seat])
    if left >= 2 or _morto_waiting(after, seat):
        return []
    if after.turn.last_red_three and left == 1:
        return []
    if side_may_go_out(after, seat):
        return []
    return [_refusal("tranca-keep-card", played, (("left", left),))]


def _duplicate(state: TableState, side: int, meld: Meld, cards: tuple[Card, ...]) -> list[Refusal]:
    melds = state.melds[side]
    if isinstance(meld, Run):
        if state.ruleset.runs_per_suit is RunsPerSuit.ONE and any(isinstance(m, Run) and m.suit is meld.suit for m in melds):
            return [_refusal("tranca-duplicate-melds", cards, case="run")]
        return []
    if meld.rank is not None and find_set(melds, meld.rank) is not None:
        return [_refusal("tranca-duplicate-melds", cards, case="set")]
    return []


def _check_draw(state: TableState, op: DrawStock) -> list[Refusal]:
    if state.phase is not Phase.DRAW:
        return [_refusal("turn-order")]
    if op.cards:
        expected = (state.stock[-1],) if state.stock else ()
        if [card_key(c) for c in op.cards] != [card_key(c) for c in expected] or [c.suit for c in op.cards] != [c.suit for c in expected]:
            return [_refusal("turn-order", op.cards)]
    return []


def _take_meld(state: TableState, op: TakePile) -> tuple[Meld, int | None] | list[Refusal]:
    """The meld the take lays (and the index of the set it joins, under pile-join:
    existing), or the refusals."""
    top = state.pile[-1]
    found = take_from(state.hand, op.cards)
    if found is None:
        return [_refusal("play-from-hand", op.cards)]
    _, cards = found
    if len(cards) != 2:
        return [_refusal("tranca-take-pile", (top,) + cards, case="two-cards")]
    meld = tranca_meld((top,) + cards, state.ruleset)
    if isinstance(meld, tuple):
        return [_problem_refusal(meld, (top,) + cards), _refusal("tranca-take-pile", (top,) + cards)]
    side = state.side_of(state.to_move)
    if not isinstance(meld, Run) and meld.rank is not None:
        at = find_set(state.melds[side], meld.rank)
        if at is not None:
            if state.ruleset.pile_join is not PileJoin.EXISTING:
                return [_refusal("tranca-pile-new-meld", (top,) + cards),
                        _refusal("tranca-duplicate-melds", (top,) + cards, case="set")]
            joined = state.melds[side][at].cards + (top,) + cards
            problem = set_problem(joined, state.ruleset)
            if problem is not None:
                return [_problem_refusal(problem, joined)]
            return Meld(joined), at
    dup = _duplicate(state, side, meld, (top,) + cards)
    if dup:
        return dup
    return meld, None


def _check_take(state: TableState, op: TakePile) -> list[Refusal]:
    if state.phase is not Phase.DRAW:
        return [_refusal("turn-order")]
    top = state.top_card
    if top is None:
        return [_refusal("tranca-take-pile", case="empty")]
    if top.is_black_three:
        return [_refusal("tranca-black-three", (top,), case="block")]
    if top.is_wild:
        return [_refusal("tranca-pile-two", (top,))]
    if top.is_red_three:  # never on top at a real table: red threes are laid out
        return [_refusal("tranca-red-threes", (top,))]
    made = _take_meld(state, op)
    if isinstance(made, list):
        return made
    meld, at = made
    after = _apply_take(state, op, meld, at, pick_morto=False)
    return _keep_refusals(after, meld.cards)


def _check_lay(state: TableState, op: LayMeld) -> list[Refusal]:
    if state.phase is not Phase.PLAY:
        return [_refusal("turn-order")]
    found = take_from(state.hand, op.cards)
    if found is None:
        return [_refusal("play-from-hand", op.cards)]
    rest, cards = found
    meld = tranca_meld(cards, state.ruleset)
    if isinstance(meld, tuple):
        return [_problem_refusal(meld, cards)]
    side = state.side_of(state.to_move)
    dup = _duplicate(state, side, meld, cards)
    if dup:
        return dup
    if len(rest) >= 2:
        return []
    return _keep_refusals(_lay(state, rest, meld, None, cards, pick_morto=False), cards)


def _check_add(state: TableState, op: AddToMeld) -> list[Refusal]:
    if state.phase is not Phase.PLAY:
        return [_refusal("turn-order")]
    found = take_from(state.hand, (op.card,))
    if found is None:
        return [_refusal("play-from-hand", (op.card,))]
    rest, (card,) = found
    side = state.side_of(state.to_move)
    at = find_set(state.melds[side], op.rank)
    if at is None:
        return [_refusal("tranca-duplicate-melds", (card,), case="no-set")]
    meld = state.melds[side][at]
    if card.is_three:
        return [_refusal("tranca-black-three" if card.is_black_three else "tranca-red-threes", (card,), case="meld")]
    if card.is_natural and card.rank is not op.rank:
        return [_refusal("tranca-runs", (card,), case="one-rank")]
    joined = meld.cards + (card,)
    problem = set_problem(joined, state.ruleset)
    if problem is not None:
        return [_problem_refusal(problem, joined)]
    if len(rest) >= 2:
        return []
    return _keep_refusals(_lay(state, rest, Meld(joined), at, (card,), pick_morto=False), (card,))


def _check_add_run(state: TableState, op: AddToRun) -> list[Refusal]:
    if state.phase is not Phase.PLAY:
        return [_refusal("turn-order")]
    found = take_from(state.hand, (op.card,))
    if found is None:
        return [_refusal("play-from-hand", (op.card,))]
    rest, (card,) = found
    side = state.side_of(state.to_move)
    at = find_run(state.melds[side], op.suit, op.low, op.high)
    if at is None:
        return [_refusal("tranca-runs", (card,), case="no-run")]
    run = state.melds[side][at]
    assert isinstance(run, Run)  # find_run finds runs only
    longer = extend_run(run, card, op.end, state.ruleset)
    if isinstance(longer, tuple):
        return [_problem_refusal(longer, run.cards + (card,))]
    if len(rest) >= 2:
        return []
    return _keep_refusals(_lay(state, rest, longer, at, (card,), pick_morto=False), (card,))


def _check_discard(state: TableState, op: Discard) -> list[Refusal]:
    if state.phase is not Phase.PLAY:
        return [_refusal("turn-order")]
    if state.turn.last_red_three:
        return [_refusal("red-three-last-card", (op.card,))]
    found = take_from(state.hand, (op.card,))
    if found is None:
        return [_refusal("play-from-hand", (op.card,))]
    rest, (card,) = found
    if rest or _morto_waiting(state, state.to_move) or side_may_go_out(state, state.to_move):
        return []
    return [_refusal("tranca-go-out", (card,))]


def _check_go_out(state: TableState, op: GoOut) -> list[Refusal]:
    if state.phase is not Phase.PLAY:
        return [_refusal("turn-order")]
    if state.hand:
        return [_refusal("go-out-all-cards", state.hand, (("left", len(state.hand)),))]
    if not side_may_go_out(state, state.to_move):
        return [_refusal("tranca-go-out")]
    return []


def _check_end_turn(state: TableState, op: EndTurn) -> list[Refusal]:
    if state.phase is Phase.PLAY and state.turn.last_red_three:
        return []
    return [_refusal("turn-order", state.hand)]


def _check_reveal(state: TableState, op: RevealRedThree) -> list[Refusal]:
    if not op.card.is_red_three:
        return [_refusal("tranca-red-three-replace", (op.card,))]
    if take_from(state.hand, (op.card,)) is None:
        return [_refusal("play-from-hand", (op.card,))]
    return []


def _check_ask(state: TableState, op: Operation) -> list[Refusal]:
    # 003's Tranca has no "Partner, may I go out?".
    return [_refusal("go-out-ask-partner", case="tranca")]


_CHECKS: dict[type, Callable[[TableState, object], list[Refusal]]] = {
    DrawStock: _check_draw,  # type: ignore[dict-item]
    TakePile: _check_take,  # type: ignore[dict-item]
    LayMeld: _check_lay,  # type: ignore[dict-item]
    AddToMeld: _check_add,  # type: ignore[dict-item]
    AddToRun: _check_add_run,  # type: ignore[dict-item]
    Discard: _check_discard,  # type: ignore[dict-item]
    GoOut: _check_go_out,  # type: ignore[dict-item]
    EndTurn: _check_end_turn,  # type: ignore[dict-item]
    RevealRedThree: _check_reveal,  # type: ignore[dict-item]
    AskPartner: _check_ask,  # type: ignore[dict-item]
    AnswerPartner: _check_ask,  # type: ignore[dict-item]
}


def tranca_refusals(state: TableState, op: Operation) -> list[Refusal]:
    """Every reason to refuse ``op`` in a Tranca state (empty: it is legal)."""
    if state.phase is Phase.HAND_OVER:
        return [_refusal("tranca-go-out" if state.end is HandEnd.WENT_OUT else "tranca-stock-out")]
    check = _CHECKS.get(type(op))
    if check is None:
        return [_refusal("turn-order")]
    red = next((c for c in state.hand if c.is_red_three), None)
    if red is not None and not isinstance(op, RevealRedThree):
        return [_refusal("tranca-red-three-replace", (red,))]
    return check(state, op)


# --------------------------------------------------------------------------------------
# The legal operations


def _key(card: Card) -> object:
    """What identifies a card in Tranca: rank and suit (runs are of one suit), a two by its
    rank alone (any two stands for any card)."""
    return Rank.TWO if card.is_wild else (card.rank, card.suit)


def _distinct(cards: Sequence[Card]) -> list[Card]:
    seen: set[object] = set()
    out = []
    for c in cards:
        k = _key(c)
        if k not in seen:
            seen.add(k)
            out.append(c)
    return out


def _meld_key(meld: Meld) -> tuple[object, ...]:
    if isinstance(meld, Run):
        return ("run", meld.suit.value, meld.low, tuple("2" if c.is_wild else "" for c in meld.cards))
    return ("set", meld.rank.value if meld.rank else "", meld.size, meld.wilds)


def tranca_op_key(state: TableState) -> Callable[[Operation], tuple[object, ...]]:
    """The key under which two Tranca operations are the same play: a meld by the meld it
    lays (a set by its rank and counts, a run by its suit, places and its two's place), a
    card by its rank and suit (a two by its rank alone)."""
    ruleset = state.ruleset
    top = state.top_card

    def key(op: Operation) -> tuple[object, ...]:
        if isinstance(op, LayMeld):
            meld = tranca_meld(op.cards, ruleset)
            return ("LayMeld", _meld_key(meld) if not isinstance(meld, tuple) else tuple(map(_key, op.cards)))
        if isinstance(op, TakePile):
            meld = tranca_meld(((top,) if top is not None else ()) + op.cards, ruleset)
            return ("TakePile", _meld_key(meld) if not isinstance(meld, tuple) else tuple(map(_key, op.cards)))
        if isinstance(op, AddToMeld):
            return ("AddToMeld", op.rank.value, _key(op.card))
        if isinstance(op, AddToRun):
            end = op.end.value if op.end is not None and op.card.is_wild else ""
            return ("AddToRun", op.suit.value, op.low.value, op.high.value, _key(op.card), end)
        if isinstance(op, (Discard, RevealRedThree)):
            return (type(op).__name__, _key(op.card))
        return (type(op).__name__,)

    return key


def _take_candidates(state: TableState) -> list[TakePile]:
    top = state.top_card
    if top is None or not top.is_natural:
        return []
    place = _RUN_INDEX[top.rank]
    useful = [c for c in state.hand if c.is_wild or c.rank is top.rank
              or (c.is_natural and c.suit is top.suit and abs(_RUN_INDEX[c.rank] - place) <= 2)]
    # At most two copies of each card, one two: enough for every distinct pair.
    pool: list[Card] = []
    counts: dict[object, int] = {}
    for c in useful:
        k = _key(c)
        limit = 1 if c.is_wild else 2
        if counts.get(k, 0) < limit:
            counts[k] = counts.get(k, 0) + 1
            pool.append(c)
    out = []
    for i in range(len(pool)):
        for j in range(i + 1, len(pool)):
            out.append(TakePile((pool[i], pool[j])))
    return out


def _set_candidates(state: TableState) -> list[LayMeld]:
    side = state.side_of(state.to_move)
    melds = state.melds[side]
    by_rank: dict[Rank, list[Card]] = {}
    two: Card | None = None
    for c in state.hand:
        if c.is_wild:
            two = two or c
        elif c.is_natural:
            by_rank.setdefault(c.rank, []).append(c)
    out = []
    for rank, naturals in by_rank.items():
        if len(naturals) < 2 or find_set(melds, rank) is not None:
            continue
        for n in range(2, len(naturals) + 1):
            if n >= 3:
                out.append(LayMeld(tuple(naturals[:n])))
            if two is not None:
                out.append(LayMeld(tuple(naturals[:n]) + (two,)))
    return out


def _run_candidates(state: TableState) -> list[LayMeld]:
    """Every run the hand can lay: each window of places of one suit the hand fills, with
    the one two (if held) standing for one missing place."""
    by_suit: dict[Suit, dict[int, Card]] = {}
    two: Card | None = None
    for c in state.hand:
        if c.is_wild:
            two = two or c
        elif c.is_natural and c.suit is not None:
            by_suit.setdefault(c.suit, {}).setdefault(_RUN_INDEX[c.rank], c)
    out = []
    places = len(RUN_RANKS)
    allowed = 1 if two is not None else 0
    for held in by_suit.values():
        if len(held) < 2:
            continue
        for low in range(places):
            missing: int | None = None
            cards: list[Card] = []
            for high in range(low, places):
                card = held.get(high)
                if card is None:
                    if missing is not None or not allowed:
                        break
                    missing = high
                    card = two
                cards.append(card)  # type: ignore[arg-type]
                if high - low >= 2:
                    out.append(LayMeld(tuple(cards)))
    return out


def _add_candidates(state: TableState) -> list[Operation]:
    side = state.side_of(state.to_move)
    hand = _distinct(state.hand)
    out: list[Operation] = []
    for meld in state.melds[side]:
        if isinstance(meld, Run):
            for c in hand:
                if c.is_wild:
                    for end in two_places(meld):
                        out.append(AddToRun(meld.suit, meld.low_rank, meld.high_rank, c, end))
                elif c.is_natural and c.suit is meld.suit and _RUN_INDEX[c.rank] in (meld.low - 1, meld.high + 1):
                    out.append(AddToRun(meld.suit, meld.low_rank, meld.high_rank, c))
        elif meld.rank is not None:
            for c in hand:
                if c.rank is meld.rank or (c.is_wild and not meld.wilds):
                    out.append(AddToMeld(meld.rank, c))
    return out


def tranca_operations(state: TableState) -> list[Operation]:
    """Every legal operation of the player to act in a Tranca state, one per play."""
    if state.phase is Phase.HAND_OVER:
        return []
    hand = state.hand
    reds = [c for c in hand if c.is_red_three]
    if reds:
        return [RevealRedThree(c) for c in _distinct(reds)]
    ops: list[Operation]
    if state.phase is Phase.DRAW:
        ops = [DrawStock()]
        ops.extend(_take_candidates(state))
    else:
        ops = [GoOut(), EndTurn()]
        ops.extend(_set_candidates(state))
        ops.extend(_run_candidates(state))
        ops.extend(_add_candidates(state))
        ops.extend(Discard(c) for c in _distinct(hand))
    # The candidates are one per play by construction, except takes: two hand cards of one
    # rank with a two make one set whichever suits they have.
    key = tranca_op_key(state)
    seen: set[tuple[object, ...]] = set()
    plain_discard = state.phase is Phase.PLAY and len(hand) >= 2 and not state.turn.last_red_three
    legal: list[Operation] = []
    for op in ops:
        if isinstance(op, Discard) and plain_discard:
            legal.append(op)
            continue
        if _CHECKS[type(op)](state, op):
            continue
        if isinstance(op, TakePile):
            k = key(op)
            if k in seen:
                continue
            seen.add(k)
        legal.append(op)
    return legal


# --------------------------------------------------------------------------------------
# What each operation does


def _pick_morto(state: TableState, seat: int) -> TableState:
    """The seat's hand is empty and its side's morto waits: the player takes it; red threes
    in it are laid out and replaced from the stock (``tranca-morto``,
    ``tranca-red-three-replace``)."""
    side = state.side_of(seat)
    hand = list(state.mortos[side])
    stock = list(state.stock)
    reds = list(state.red_threes[seat])
    _lay_out_red_threes(hand, reds, stock)
    return replace(
        state,
        hands=set_at(state.hands, seat, tuple(hand)),
        stock=tuple(stock),
        red_threes=set_at(state.red_threes, seat, tuple(reds)),
        mortos=set_at(state.mortos, side, ()),
        morto_taken=set_at(state.morto_taken, side, True),
    )


def _after_laying(state: TableState, pick_morto: bool) -> TableState:
    seat = state.to_move
    if pick_morto and not state.hands[seat] and _morto_waiting(state, seat):
        return _pick_morto(state, seat)
    return state


def _lay(state: TableState, rest: tuple[Card, ...], meld: Meld, at: int | None, played: tuple[Card, ...], *,
         pick_morto: bool) -> TableState:
    """``played`` laid from the hand: ``meld`` is new, or replaces the side's meld at ``at``."""
    seat = state.to_move
    side = state.side_of(seat)
    melds = state.melds[side]
    melds = melds + (meld,) if at is None else melds[:at] + (meld,) + melds[at + 1:]
    turn = replace(state.turn, laid=state.turn.laid + played)
    after = replace(
        state,
        hands=set_at(state.hands, seat, rest),
        melds=set_at(state.melds, side, melds),
        side_melded=set_at(state.side_melded, side, True),
        turn=turn,
    )
    return _after_laying(after, pick_morto)


def _apply_take(state: TableState, op: TakePile, meld: Meld, at: int | None, *, pick_morto: bool) -> TableState:
    seat = state.to_move
    side = state.side_of(seat)
    rest, cards = take_from(state.hand, op.cards)  # type: ignore[misc]
    below = state.pile[:-1]
    reds = tuple(c for c in below if c.is_red_three)
    gained = tuple(c for c in below if not c.is_red_three)
    melds = state.melds[side]
    melds = melds + (meld,) if at is None else melds[:at] + (meld,) + melds[at + 1:]
    after = replace(
        state,
        hands=set_at(state.hands, seat, rest + gained),
        pile=(),
        melds=set_at(state.melds, side, melds),
        side_melded=set_at(state.side_melded, side, True),
        red_threes=set_at(state.red_threes, seat, state.red_threes[seat] + reds) if reds else state.red_threes,
        phase=Phase.PLAY,
        turn=Turn(source=Source.PILE, laid=cards),
    )
    return _after_laying(after, pick_morto)


def _next_turn(state: TableState) -> TableState:
    seat = state.to_move
    return replace(
        state,
        to_move=(seat + 1) % state.players,
        phase=Phase.DRAW,
        turn=FRESH_TURN,
        seat_melded=set_at(state.seat_melded, seat, True) if state.turn.laid else state.seat_melded,
    )


def tranca_apply(state: TableState, op: Operation) -> TableState:
    """The state after a legal Tranca operation (unchecked: the referee verifies first)."""
    seat = state.to_move
    if isinstance(op, RevealRedThree):
        rest, (card,) = take_from(state.hand, (op.card,))  # type: ignore[misc]
        reds = set_at(state.red_threes, seat, state.red_threes[seat] + (card,))
        if state.stock:
            return replace(state, hands=set_at(state.hands, seat, rest + (state.stock[-1],)),
                           stock=state.stock[:-1], red_threes=reds)
        return replace(state, hands=set_at(state.hands, seat, rest), red_threes=reds, phase=Phase.PLAY,
                       turn=replace(state.turn, last_red_three=True, source=state.turn.source or Source.STOCK))
    if isinstance(op, DrawStock):
        if not state.stock:
            return end_hand(state, HandEnd.STOCK_EXHAUSTED)
        return replace(state, hands=set_at(state.hands, seat, state.hand + (state.stock[-1],)),
                       stock=state.stock[:-1], phase=Phase.PLAY, turn=Turn(source=Source.STOCK))
    if isinstance(op, TakePile):
        made = _take_meld(state, op)
        if isinstance(made, list):
            raise CanastaError(f"not a legal take: {op!r}")
        meld, at = made
        return _apply_take(state, op, meld, at, pick_morto=True)
    if isinstance(op, LayMeld):
        rest, cards = take_from(state.hand, op.cards)  # type: ignore[misc]
        laid = tranca_meld(cards, state.ruleset)
        if isinstance(laid, tuple):
            raise CanastaError(f"not a meld: {op!r}")
        return _lay(state, rest, laid, None, cards, pick_morto=True)
    if isinstance(op, AddToMeld):
        rest, (card,) = take_from(state.hand, (op.card,))  # type: ignore[misc]
        side = state.side_of(seat)
        at = find_set(state.melds[side], op.rank)
        assert at is not None  # verified
        return _lay(state, rest, Meld(state.melds[side][at].cards + (card,)), at, (card,), pick_morto=True)
    if isinstance(op, AddToRun):
        rest, (card,) = take_from(state.hand, (op.card,))  # type: ignore[misc]
        side = state.side_of(seat)
        at = find_run(state.melds[side], op.suit, op.low, op.high)
        assert at is not None  # verified
        run = state.melds[side][at]
        longer = extend_run(run, card, op.end, state.ruleset)  # type: ignore[arg-type]
        if isinstance(longer, tuple):
            raise CanastaError(f"not a legal add: {op!r}")
        return _lay(state, rest, longer, at, (card,), pick_morto=True)
    if isinstance(op, Discard):
        rest, (card,) = take_from(state.hand, (op.card,))  # type: ignore[misc]
        after = replace(state, hands=set_at(state.hands, seat, rest), pile=state.pile + (card,))
        if rest:
            return _next_turn(after)
        if _morto_waiting(after, seat):
            # Discarding out takes the morto; it is played from the next turn (tranca-morto-discard).
            return _next_turn(_pick_morto(after, seat))
        return end_hand(after, HandEnd.WENT_OUT, went_out=seat)
    if isinstance(op, GoOut):
        return end_hand(state, HandEnd.WENT_OUT, went_out=seat)
    if isinstance(op, EndTurn):
        return end_hand(state, HandEnd.LAST_RED_THREE)
    raise TypeError(f"not an operation of Tranca: {op!r}")
