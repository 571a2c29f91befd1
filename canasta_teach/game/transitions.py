"""What each operation does to the table: the referee's transitions, unchecked.

:func:`~.referee.apply` verifies an operation and then asks :func:`apply_unchecked` for the
next state: the cards moved from the hand to a meld, the pile or the side's red threes, the
first meld's points counted (000, 003), the three-player partnership formed by the first
take (003, 004), the turn passed on or the hand ended. The referee's checks use the same
steps to look one operation ahead. :func:`replace` copies a state without re-running
``__init__`` (the hot path of every play-out).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import fields
from dataclasses import replace as _replace

from .cards import Card, Rank
from .melds import Meld
from .operations import (
    AddToMeld,
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
from .rulesets import Concealed
from .table import HandEnd, Phase, Source, TableState, Turn

__all__ = [
    "apply_unchecked", "apply_take", "apply_lay", "apply_add", "end_hand", "next_turn", "going_out_concealed",
    "take_from", "replace_meld", "replace", "set_at", "FRESH_TURN",
]

# Enum members read in the hot paths, bound once: on Python 3.11 a look-up such as
# ``Rank.THREE`` goes through the enum metaclass's ``__getattr__`` hook and costs about
# ten times a module global's read.
_THREE = Rank.THREE
_DRAW = Phase.DRAW
_PLAY = Phase.PLAY
_ANSWER = Phase.ANSWER
_HAND_OVER = Phase.HAND_OVER
_STOCK = Source.STOCK
_PILE = Source.PILE


def take_from(hand: tuple[Card, ...], cards: Iterable[Card]) -> tuple[tuple[Card, ...], tuple[Card, ...]] | None:
    """The hand without ``cards`` and the hand's own copies of them, or None when the hand
    lacks one. An exact card is taken first; a natural card matches any suit."""
    rest = list(hand)
    taken: list[Card] = []
    for card in cards:
        index = -1
        for i, c in enumerate(rest):  # the very card first (operations built from the hand)
            if c is card:
                index = i
                break
        if index < 0:
            try:
                index = rest.index(card)
            except ValueError:
                key = card.rules_key
                index = next((i for i, c in enumerate(rest) if c.rules_key == key), -1)
                if index < 0:
                    return None
        taken.append(rest.pop(index))
    return tuple(rest), tuple(taken)


def _take_card(hand: tuple[Card, ...], card: Card) -> tuple[tuple[Card, ...], Card]:
    """:func:`take_from` for one card (a discard, an add, a red three): the operations
    listed by the referee name the hand's own card, found by identity at once."""
    for i, c in enumerate(hand):
        if c is card:
            return hand[:i] + hand[i + 1:], c
    rest, (taken,) = take_from(hand, (card,))  # type: ignore[misc]
    return rest, taken


def replace_meld(melds: tuple[Meld, ...], rank: Rank, cards: Sequence[Card]) -> tuple[Meld, ...]:
    """The melds with ``cards`` added to each meld of ``rank`` (a side has one)."""
    out = list(melds)
    for i, m in enumerate(melds):
        if m.rank is rank:
            out[i] = Meld(m.cards + tuple(cards))
    return tuple(out)


FRESH_TURN = Turn()
#: The turn after drawing from the stock (one value for every such turn: a Turn never changes).
_STOCK_TURN = Turn(source=_STOCK)


_STATE_FIELDS = tuple(f.name for f in fields(TableState))


_TURN_FIELDS = tuple(f.name for f in fields(Turn))


def _copier(cls: type, names: tuple[str, ...], changed: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    """A copy function for a frozen slotted dataclass, written out field by field: each
    field is a keyword that defaults to the old value, and each value goes straight into
    its slot (the slot's own setter: no ``__init__``, no frozen ``__setattr__``, no loop
    over the field names). About twice as fast as a loop with ``getattr``/``setattr``.

    With ``changed``, the copy takes exactly those fields' new values, in that order, and
    keeps every other field: no keyword and no test per field (the copies every turn of a
    play-out makes)."""
    unset = object()
    if changed:
        lines = [f"def copy(obj, {', '.join(changed)}):", "    new = _new(_cls)"]
        lines += [f"    _set_{n}(new, {n if n in changed else 'obj.' + n})" for n in names]
    else:
        lines = [f"def copy(obj, *, {', '.join(f'{n}=_unset' for n in names)}):", "    new = _new(_cls)"]
        lines += [f"    _set_{n}(new, obj.{n} if {n} is _unset else {n})" for n in names]
    lines.append("    return new")
    scope: dict[str, object] = {"_unset": unset, "_new": object.__new__, "_cls": cls}
    scope.update({f"_set_{n}": getattr(cls, n).__set__ for n in names})
    exec("\n".join(lines), scope)  # noqa: S102 -- generated from the dataclass's own field names
    return scope["copy"]


_COPIERS = {TableState: _copier(TableState, _STATE_FIELDS), Turn: _copier(Turn, _TURN_FIELDS)}
#: :func:`replace` for each class, called straight (the transitions know what they copy).
_copy_state: Callable[..., TableState] = _COPIERS[TableState]
_copy_turn: Callable[..., Turn] = _COPIERS[Turn]
#: The copy a discard that ends the turn makes: (state, hands, pile, pile_frozen, to_move,
#: phase, turn, seat_melded).
_copy_after_discard: Callable[..., TableState] = _copier(
    TableState, _STATE_FIELDS, ("hands", "pile", "pile_frozen", "to_move", "phase", "turn", "seat_melded"))
#: The copy a meld or an add makes (the referee's look-ahead too): (state, hands, melds,
#: side_melded, turn).
_copy_after_meld: Callable[..., TableState] = _copier(TableState, _STATE_FIELDS, ("hands", "melds", "side_melded", "turn"))
#: The copy a draw from the stock makes: (state, hands, stock, phase, turn).
_copy_after_draw: Callable[..., TableState] = _copier(TableState, _STATE_FIELDS, ("hands", "stock", "phase", "turn"))


def replace(obj, **changes):  # type: ignore[no-untyped-def]
    """``dataclasses.replace`` for the two state classes, without re-running ``__init__``
    (they hold no checks): the referee's hot path copies states many times a turn."""
    copier = _COPIERS.get(type(obj))
    if copier is None:
        return _replace(obj, **changes)
    return copier(obj, **changes)


def set_at(values: tuple, index: int, value: object) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


def going_out_concealed(state: TableState, seat: int) -> bool:
    """Would going out now be concealed? 003: the whole hand in this turn, a canasta of
    one's own among this turn's melds, nothing laid before, no adding to the partner's
    melds; 002 (option concealed: first-meld): the side's first meld of the hand goes out,
    so every meld of the side was laid this turn (a partner's earlier meld spoils it)."""
    if state.seat_melded[seat]:
        return False
    turn = state.turn
    if state.ruleset.concealed is Concealed.FIRST_MELD:
        return all(m.rank in turn.new_melds for m in state.melds[state.side_of(seat)])
    if turn.added_to_earlier:
        return False
    size = state.ruleset.canasta_size
    own = sum(1 for m in state.melds[state.side_of(seat)] if m.rank in turn.new_melds and len(m.cards) >= size)
    return own >= state.ruleset.canastas_to_go_out


def _with_turn(state: TableState, **changes: object) -> Turn:
    return _copy_turn(state.turn, **changes)  # type: ignore[arg-type]


def _record_points(state: TableState, side: int, cards: Sequence[Card], **changes: object) -> tuple[Turn, tuple[bool, ...]]:
    """The turn after laying ``cards`` (with ``changes``), in one copy: the cards counted
    toward a first meld in progress, and the side marked melded once the minimum is reached
    (000, 003)."""
    turn = state.turn
    if state.side_melded[side]:
        return _copy_turn(turn, **changes), state.side_melded
    eligible = turn.eligible
    points = turn.minimum_points
    if eligible is None:
        points += sum(c.value for c in cards)
    else:
        # By the rules' key, as the hand is searched (take_from): which of two like cards
        # is named (a held 2h or the pile's 2s) does not change the play.
        pool = list(eligible)
        for c in cards:
            key = c.rules_key
            for i, e in enumerate(pool):
                if e.rules_key == key:
                    del pool[i]
                    points += c.value
                    break
        eligible = tuple(pool)
    turn = _copy_turn(turn, minimum_points=points, eligible=eligible, first_meld=True, **changes)
    melded = state.side_melded
    if points >= state.first_meld_minimum(state.to_move):
        melded = set_at(melded, side, True)
    return turn, melded


def apply_lay(state: TableState, rest: tuple[Card, ...], cards: tuple[Card, ...], rank: Rank) -> TableState:
    seat = state.to_move
    side = state.side_of(seat)
    turn = state.turn
    turn, melded = _record_points(state, side, cards, laid=turn.laid + cards, new_melds=turn.new_melds + (rank,))
    return _copy_after_meld(state, set_at(state.hands, seat, rest), set_at(state.melds, side, state.melds[side] + (Meld(cards),)),
                            melded, turn)


def apply_add(state: TableState, rest: tuple[Card, ...], card: Card, rank: Rank) -> TableState:
    seat = state.to_move
    side = state.side_of(seat)
    turn = state.turn
    turn, melded = _record_points(state, side, (card,), laid=turn.laid + (card,),
                                  added_to_earlier=turn.added_to_earlier or rank not in turn.new_melds)
    return _copy_after_meld(state, set_at(state.hands, seat, rest), set_at(state.melds, side, replace_meld(state.melds[side], rank, (card,))),
                            melded, turn)


def _three_player_partnership(state: TableState, lone: int) -> TableState:
    """Three players: the first to take the pile plays alone; the other two become
    partners whose melds join (000, 003, 004)."""
    others = tuple(s for s in range(state.players) if s != lone)
    merged: dict[Rank | None, list[Card]] = {}
    order: list[Rank | None] = []
    for seat in others:
        for meld in state.melds[state.side_of(seat)]:
            if meld.rank not in merged:
                order.append(meld.rank)
                merged[meld.rank] = []
            merged[meld.rank].extend(meld.cards)
    partner_melds = tuple(Meld(tuple(merged[r])) for r in order)
    sides = ((lone,), others)
    melds = (state.melds[state.side_of(lone)], partner_melds)
    side_melded = (
        state.side_melded[state.side_of(lone)],
        any(state.side_melded[state.side_of(s)] for s in others),
    )
    return _copy_state(state, sides=sides, melds=melds, side_melded=side_melded, lone=lone)


def apply_take(state: TableState, op: TakePile, rest: tuple[Card, ...], cards: tuple[Card, ...]) -> TableState:
    if state.players == 3 and state.lone is None:
        state = _three_player_partnership(state, state.to_move)
    seat = state.to_move
    side = state.side_of(seat)
    top = state.pile[-1]
    below = state.pile[:-1]
    reds = [c for c in below if c.is_red_three]  # one turned up to start the pile, if any
    gained = tuple(c for c in below if not c.is_red_three) if reds else below
    first = not state.side_melded[side]
    joins = state.meld_of_rank(seat, top.rank) is not None
    if joins:
        melds = replace_meld(state.melds[side], top.rank, (top,) + cards)
    else:
        melds = state.melds[side] + (Meld((top,) + cards),)
    melded = state.side_melded
    points = 0
    if first:
        points = top.value + sum(c.value for c in cards)
        if points >= state.first_meld_minimum(seat):
            melded = set_at(melded, side, True)
    turn = _copy_turn(FRESH_TURN, source=_PILE, eligible=rest if first else None, laid=cards,
                      added_to_earlier=joins, new_melds=() if joins else (top.rank,),
                      minimum_points=points, first_meld=first)
    return _copy_state(
        state,
        hands=set_at(state.hands, seat, rest + gained),
        pile=(),
        pile_frozen=False,
        melds=set_at(state.melds, side, melds),
        side_melded=melded,
        red_threes=set_at(state.red_threes, seat, state.red_threes[seat] + tuple(reds)) if reds else state.red_threes,
        phase=_PLAY,
        turn=turn,
    )


def end_hand(state: TableState, end: HandEnd, *, went_out: int | None = None, concealed: bool = False) -> TableState:
    seat_melded = state.seat_melded
    if state.turn.laid:
        seat_melded = set_at(seat_melded, state.to_move, True)
    return _copy_state(state, phase=_HAND_OVER, end=end, went_out=went_out, concealed=concealed, seat_melded=seat_melded)


def next_turn(state: TableState) -> TableState:
    seat_melded = state.seat_melded
    if state.turn.laid:
        seat_melded = set_at(seat_melded, state.to_move, True)
    return _copy_state(
        state,
        to_move=(state.to_move + 1) % state.players,
        phase=_DRAW,
        turn=FRESH_TURN,
        seat_melded=seat_melded,
    )


def apply_unchecked(state: TableState, op: Operation) -> TableState:
    """Canasta's state after ``op``, unchecked (Tranca's: :func:`.tranca.tranca_apply`;
    :func:`.referee.apply` chooses). The kinds are asked about in the order a play-out
    meets them most often."""
    seat = state.to_move
    hand = state.hands[seat]
    if isinstance(op, Discard):
        rest, card = _take_card(hand, op.card)
        if not rest:
            after = _copy_state(state, hands=set_at(state.hands, seat, rest), pile=state.pile + (card,),
                                pile_frozen=state.pile_frozen or card.is_wild)
            return end_hand(after, HandEnd.WENT_OUT, went_out=seat, concealed=going_out_concealed(after, seat))
        # The next turn, in one copy of the state (the hot path of every playout).
        hands = state.hands
        return _copy_after_discard(
            state,
            hands[:seat] + (rest,) + hands[seat + 1:],
            state.pile + (card,),
            state.pile_frozen or card.is_wild,
            (seat + 1) % len(hands),
            _DRAW,
            FRESH_TURN,
            set_at(state.seat_melded, seat, True) if state.turn.laid else state.seat_melded,
        )
    if isinstance(op, DrawStock):
        stock = state.stock
        if not stock:
            return end_hand(state, HandEnd.STOCK_EXHAUSTED)
        k = min(state.ruleset.cards_drawn, len(stock))
        hands = state.hands
        # hands, stock, phase, turn; the cards drawn join the hand top card first
        return _copy_after_draw(state, hands[:seat] + (hand + stock[:-k - 1:-1],) + hands[seat + 1:], stock[:-k], _PLAY,
                                _STOCK_TURN)
    if isinstance(op, AddToMeld):
        rest, card = _take_card(hand, op.card)
        return apply_add(state, rest, card, op.rank)
    if isinstance(op, LayMeld):
        rest, cards = take_from(hand, op.cards)  # type: ignore[misc]
        black = all(c.is_black_three for c in cards)
        rank = _THREE if black else next(c.rank for c in cards if not c.is_wild)
        return apply_lay(state, rest, cards, rank)
    if isinstance(op, TakePile):
        rest, cards = take_from(hand, op.cards)  # type: ignore[misc]
        return apply_take(state, op, rest, cards)
    if isinstance(op, RevealRedThree):
        rest, card = _take_card(hand, op.card)
        reds = set_at(state.red_threes, seat, state.red_threes[seat] + (card,))
        if state.stock:
            new = state.stock[-1]
            return _copy_state(state, hands=set_at(state.hands, seat, rest + (new,)), stock=state.stock[:-1], red_threes=reds)
        # The last stock card was a red three: meld if you like, no discard (001, 003, 004).
        return _copy_state(
            state,
            hands=set_at(state.hands, seat, rest),
            red_threes=reds,
            phase=_PLAY,
            turn=_copy_turn(state.turn, last_red_three=True, source=state.turn.source or _STOCK),
        )
    if isinstance(op, GoOut):
        return end_hand(state, HandEnd.WENT_OUT, went_out=seat, concealed=going_out_concealed(state, seat))
    if isinstance(op, EndTurn):
        if state.turn.last_red_three:
            return end_hand(state, HandEnd.LAST_RED_THREE)
        return next_turn(state)
    if isinstance(op, AskPartner):
        return _copy_state(state, phase=_ANSWER, turn=_copy_turn(state.turn, asked=True))
    if isinstance(op, AnswerPartner):
        return _copy_state(state, phase=_PLAY, turn=_copy_turn(state.turn, answer=op.yes))
    raise TypeError(f"not an operation: {op!r}")
