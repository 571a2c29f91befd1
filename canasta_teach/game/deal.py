"""Dealing: the seeded chance step that starts a hand.

The pack is two 52-card decks and four jokers (all sources). Each player gets the hand
size of the ruleset (11; 15 with two players; 13 with three). The rest is the stock; its
top card is turned up to start the pile, and while that card is a wild card or a red three
another card is turned on top of it and the pile is frozen (000, 003). Red threes in a
starting hand are laid out and replaced from the stock at once (000, 003); under option
``dealt-red-threes: first-turn`` (004) they wait for the player's first turn. The player
left of the dealer starts (000, 003).

>>> state = deal("classic", seed=7)
>>> [len(h) for h in state.hands], len(state.stock) + len(state.pile) + sum(len(r) for r in state.red_threes)
([11, 11, 11, 11], 64)
>>> deal("classic", seed=7) == state
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import JOKER, Card, Rank, Suit
from .dealing_out import deal_out
from .rulesets import DealtRedThrees, Ruleset, get_ruleset
from .table import Phase, TableState, Turn, initial_sides

__all__ = ["full_pack", "pack_of", "deal"]


def full_pack() -> tuple[Card, ...]:
    """All 108 cards, in a fixed order."""
    deck = [Card(rank, suit) for rank in Rank if rank is not Rank.JOKER for suit in Suit]
    return tuple(deck + deck + [JOKER] * 4)


def pack_of(ruleset: Ruleset | str) -> tuple[Card, ...]:
    """Every card the ruleset plays with: Canasta's 108, Tranca's 104 (no jokers, 003)."""
    rules = get_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
    if rules.is_tranca:
        from .tranca import tranca_pack

        return tranca_pack()
    return full_pack()


def deal(
    ruleset: Ruleset | str = "classic",
    *,
    seed: int | None = None,
    dealer: int = 0,
    scores: Sequence[int] = (),
    options: Mapping[str, object] | None = None,
) -> TableState:
    """Shuffle with ``seed`` and deal a hand. ``scores`` are the cumulative scores before
    this hand, one per seat (partners share theirs), for the first-meld minimum."""
    rules = get_ruleset(ruleset, options) if isinstance(ruleset, str) else ruleset
    if rules.is_tranca:
        from .tranca import deal_tranca  # the mortos, no jokers (003, "Varianten")

        return deal_tranca(rules, seed=seed, dealer=dealer, scores=scores)
    players = rules.players
    hands, stock = deal_out(full_pack(), players=players, hand_size=rules.hand_size, seed=seed, dealer=dealer,
                            scores=scores)
    red_threes: list[list[Card]] = [[] for _ in range(players)]
    if rules.dealt_red_threes is DealtRedThrees.AT_ONCE:
        for i in range(players):
            seat = (dealer + 1 + i) % players
            while True:
                reds = [c for c in hands[seat] if c.is_red_three]
                if not reds:
                    break
                for card in reds:
                    hands[seat].remove(card)
                    red_threes[seat].append(card)
                    hands[seat].append(stock.pop())
    pile = [stock.pop()]
    while pile[-1].is_wild or pile[-1].is_red_three:
        pile.append(stock.pop())
    frozen = any(c.is_wild or c.is_red_three for c in pile)
    sides = initial_sides(players)
    return TableState(
        ruleset=rules,
        hands=tuple(tuple(h) for h in hands),
        stock=tuple(stock),
        pile=tuple(pile),
        pile_frozen=frozen,
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
    )
