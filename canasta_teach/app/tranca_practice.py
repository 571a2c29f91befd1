"""Tranca at the practice table: the game the learner chooses, and what differs in its turn
(003, "Varianten").

The practice table (:mod:`.practice`) deals Canasta for the table size chosen, or Tranca
(four players: the learner and a bot partner against two bots) when the learner picks it
in the "New game" panel or opens ``?practice&ruleset=tranca``. Everything else is the same
table: the practice hand's referee rules on every play (Tranca's refusals, in the rule
book's words), the bots are the sensible bots (which hand a Tranca table to
:class:`~canasta_teach.players.tranca_bot.TrancaBot`), and the card table draws runs and
mortos (:mod:`.tranca_table`).

What this module decides: which game a name means (anything else is Canasta, never an
error on the page), the words of the turn (no "Partner, may I go out?" in Tranca: 003 has
none), and the coach's budget (a Tranca play-out is longer than a Canasta one: fewer are
played, so the answer comes as fast).
"""

from __future__ import annotations

from collections.abc import Callable

from ..game.cards import Card
from ..game.rulesets import get_ruleset
from ..judge.wording import phrase, say
from ..players.practice import PracticeHand

__all__ = ["GAMES", "TRANCA", "CANASTA", "game_of", "game_options", "deal_game", "turn_words", "title_words",
           "coach_budget", "discard_key", "TRANCA_COACH_BUDGET", "TRANCA_PLAYERS", "is_tranca"]

CANASTA = "canasta"
TRANCA = "tranca"
#: The games a practice table deals, in the order the "Game" menu lists them.
GAMES = (CANASTA, TRANCA)
#: Tranca is a game of four, two sides of two (003).
TRANCA_PLAYERS = get_ruleset(TRANCA).players
#: Play-outs the coach may spend on one Tranca decision, shared among its choices.
TRANCA_COACH_BUDGET = 120


def game_of(name: object) -> str:
    """The game a name (an address's ``ruleset=``, a menu's value) means: Tranca for
    ``tranca`` in any case, else Canasta."""
    return TRANCA if isinstance(name, str) and name.strip().lower() == TRANCA else CANASTA


def game_options() -> list[tuple[str, str]]:
    """The "Game" menu: each game's words and its name."""
    return [(phrase(f"tranca.game-{game}"), game) for game in GAMES]


def deal_game(game: str, *, players: int, level: str, seed: int) -> PracticeHand:
    """The first hand of a new game, the bots before the learner played: Tranca at a table
    of four, or Canasta at the table size chosen."""
    if game_of(game) == TRANCA:
        hand = PracticeHand.new(players=TRANCA_PLAYERS, seed=seed, level=level, ruleset=TRANCA)
    else:
        hand = PracticeHand.new(players=players, seed=seed, level=level)
    return hand.bots_play_until_learner()


def is_tranca(hand: PracticeHand) -> bool:
    return hand.state.ruleset.is_tranca


def turn_words(*, drawing: bool) -> str:
    """What to do now at a Tranca table: draw or take the pile with two cards; meld sets or
    runs, add, discard (and the morto when the hand empties)."""
    return say("tranca.turn-draw" if drawing else "tranca.turn-play")


def title_words(hand: PracticeHand) -> str:
    """The page's title: "Play a practice hand" (of Tranca)."""
    return phrase("tranca.title" if is_tranca(hand) else "practice.title")


def discard_key(hand: PracticeHand) -> Callable[[Card], object]:
    """What makes two discards the same for the rules: the rank of a natural card in
    Canasta (suits never matter there), the card itself in Tranca (a nine of hearts may
    extend a run of hearts, a nine of spades not)."""
    return (lambda card: card) if is_tranca(hand) else (lambda card: card.rules_key)


def coach_budget(hand: PracticeHand, budget: int) -> int:
    """The coach's play-outs for this hand's decision: Tranca's smaller budget."""
    return min(budget, TRANCA_COACH_BUDGET) if is_tranca(hand) else budget
