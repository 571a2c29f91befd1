"""A judge's position as an engine state, so that every ask can be put to the referee.

A position shows one moment from the side to move ("us"): our hand, both sides' melds and
red threes, the pile, the size of the stock. The engine needs a whole table: seats, hands,
the stock as cards. :func:`table_of` builds one. We sit at seat 0; with four players our
partner sits at seat 2 and the opponents at 1 and 3; with three players the other two are
partners against us (their melds are "their melds"). Cards the position does not show are
the rest of the pack, dealt in a fixed order to the stock and the other hands, so the same
position always gives the same state. In Tranca (003, "Varianten") the pack is Tranca's 104
cards, a side's morto not yet taken holds eleven of the cards not shown, and runs stay runs.

Red threes are cards at the engine's table, laid out in front of a side's first seat: those
written as cards are those cards; a count becomes real red threes from those nothing else
on the table holds (not the pile's, not another side's written ones, not a card drawn).
"""

from __future__ import annotations

from ..errors import PositionError
from ..game.cards import Card
from ..game.deal import full_pack
from ..game.melds import Meld
from ..game.table import Phase, Source, TableState, Turn
from ..game.tranca import tranca_pack
from .questions import Position
from .wording import phrase

__all__ = ["table_of", "DEFAULT_STOCK"]

#: The stock when a position does not say: a hand in its middle.
DEFAULT_STOCK = 40


def _seats(players: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if players == 4:
        return (0, 2), (1, 3)
    if players == 3:
        return (0,), (1, 2)
    return (0,), (1,)


class _Pack:
    """The full pack in its fixed order, and where each card lies in it: the rest of the
    pack after the cards a position shows is found by marking places, not by searching
    lists (this runs for every ruling asked of the engine)."""

    def __init__(self, cards: tuple[Card, ...]) -> None:
        self.cards = cards
        self.by_card: dict[Card, list[int]] = {}
        self.by_key: dict[int, list[int]] = {}
        for i, card in enumerate(self.cards):
            self.by_card.setdefault(card, []).append(i)
            self.by_key.setdefault(card.rules_key, []).append(i)


#: The packs, built once: Canasta's (False) and Tranca's (True).
_PACKS: dict[bool, _Pack] = {}


def _pack(tranca: bool = False) -> _Pack:
    if tranca not in _PACKS:
        _PACKS[tranca] = _Pack(tranca_pack() if tranca else full_pack())
    return _PACKS[tranca]


def _take_from_pack(taken: list[bool], cards: tuple[Card, ...], *, where: str, position: Position) -> None:
    """Mark the cards a position shows as taken from the rest of the pack (the first of
    two like cards first; a rank-only natural takes a card of any suit)."""
    pack = _pack(position.ruleset.is_tranca)
    for card in cards:
        index = next((i for i in pack.by_card.get(card, ()) if not taken[i]), -1)
        if index < 0:
            index = next((i for i in pack.by_key.get(card.rules_key, ()) if not taken[i]), -1)
        if index < 0:
            raise PositionError(phrase("error.more-than-decks", what=where, rank=card.rank),
                                source=position.source, entry=position.id)
        taken[index] = True


def _left(taken: list[bool], *, tranca: bool = False) -> list[Card]:
    return [c for c, t in zip(_pack(tranca).cards, taken) if not t]


def _mortos(pack: list[Card], position: Position) -> tuple[list[Card], tuple[tuple[Card, ...], ...]]:
    """Tranca: each side's morto not yet taken, eleven cards from the end of the cards not
    shown (003); a morto taken is gone from the table. The rest, and the mortos."""
    size = position.ruleset.morto_size
    mortos: list[tuple[Card, ...]] = []
    for taken in position.morto_taken:
        if taken:
            mortos.append(())
            continue
        cut = max(0, len(pack) - size)
        mortos.append(tuple(pack[cut:]))
        pack = pack[:cut]
    return pack, tuple(mortos)


def table_of(
    position: Position,
    *,
    phase: Phase = Phase.DRAW,
    source: Source | None = None,
    hand: tuple[Card, ...] | None = None,
    on_stock: tuple[Card, ...] = (),
) -> TableState:
    """The engine state of ``position``: seat 0 to move in ``phase`` (after drawing from
    ``source`` for the play phase). ``hand`` replaces the position's hand when given;
    ``on_stock`` are the next cards of the stock, in the order they are drawn.

    Red threes written as cards keep their suits; only red threes given as a count get
    suits, from the red threes nothing else on the table (or ``on_stock``) holds."""
    ruleset = position.ruleset
    tranca = ruleset.is_tranca
    players = ruleset.players
    ours, theirs = _seats(players)
    our_hand = position.hand if hand is None else hand
    taken = [False] * len(_pack(tranca).cards)
    shown = (
        our_hand
        + tuple(c for m in position.our_melds for c in m.cards)
        + tuple(c for m in position.their_melds for c in m.cards)
        + position.pile
    )
    _take_from_pack(taken, shown, where="table", position=position)
    written_ours, written_theirs = position.our_red_three_cards, position.their_red_three_cards
    _take_from_pack(taken, written_ours + written_theirs, where="red-threes", position=position)
    for card in on_stock:
        try:
            _take_from_pack(taken, (card,), where="stock", position=position)
        except PositionError:
            raise PositionError(phrase("error.drawn-but-on-table", code=str(card), card=card),
                                source=position.source, entry=position.id) from None
    # The red threes given as a count are ones still in the pack.
    reds = [c for c in _left(taken, tranca=tranca) if c.is_red_three]
    counted_ours = max(0, position.our_red_threes - len(written_ours))
    counted_theirs = max(0, position.their_red_threes - len(written_theirs))
    wanted = counted_ours + counted_theirs
    if wanted > len(reds):
        raise PositionError(f"{position.our_red_threes + position.their_red_threes} red threes laid out, "
                            f"but only {len(reds) + len(written_ours) + len(written_theirs)} are left in the pack",
                            source=position.source, entry=position.id)
    our_reds = written_ours + tuple(reds[:counted_ours])
    their_reds = written_theirs + tuple(reds[counted_ours:wanted])
    _take_from_pack(taken, tuple(reds[:wanted]), where="red-threes", position=position)
    pack = _left(taken, tranca=tranca)
    mortos: tuple[tuple[Card, ...], ...] = ()
    if tranca:
        pack, mortos = _mortos(pack, position)
    stock_size = DEFAULT_STOCK if position.stock is None else position.stock
    # ``on_stock`` is part of the stock, on its top (the top card is the last): the first
    # card drawn is the last of the tuple.
    stock_size = min(max(0, stock_size - len(on_stock)), len(pack))
    stock = tuple(pack[:stock_size]) + tuple(reversed(on_stock))
    rest = pack[stock_size:]
    hands: list[tuple[Card, ...]] = [() for _ in range(players)]
    hands[0] = our_hand
    others = [s for s in range(players) if s != 0]
    per = min(ruleset.hand_size, len(rest) // max(1, len(others)))
    for i, seat in enumerate(others):
        hands[seat] = tuple(rest[i * per:(i + 1) * per])
    red_threes: list[tuple[Card, ...]] = [() for _ in range(players)]
    red_threes[ours[0]] = our_reds
    red_threes[theirs[0]] = their_reds
    sides = (ours, theirs)
    our_melded = bool(position.our_melds)
    seat_melded = [False] * players
    seat_melded[0] = position.melded_before is True or (position.melded_before is None and our_melded)
    for seat in theirs:
        seat_melded[seat] = bool(position.their_melds)
    turn = Turn() if phase is Phase.DRAW else Turn(source=source or Source.STOCK)
    return TableState(
        ruleset=ruleset,
        hands=tuple(hands),
        stock=stock,
        pile=position.pile,
        pile_frozen=not tranca and any(c.is_wild or c.is_red_three for c in position.pile),
        sides=sides,
        melds=(position.our_melds, position.their_melds) if tranca else (
            tuple(Meld(m.cards) for m in position.our_melds), tuple(Meld(m.cards) for m in position.their_melds)),
        side_melded=(our_melded, bool(position.their_melds)),
        red_threes=tuple(red_threes),
        seat_melded=tuple(seat_melded),
        to_move=0,
        phase=phase,
        turn=turn,
        dealer=players - 1,
        lone=0 if players == 3 else None,
        scores=tuple(position.score[0] if seat in ours else position.score[1] for seat in range(players)),
        mortos=mortos,
        morto_taken=position.morto_taken if tranca else (),
    )
