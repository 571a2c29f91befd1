"""Rulesets: the numbers and the named options of each game.

A ruleset is data: its numbers (hand size, cards drawn, canastas needed to go out, target
score, the first-meld table) and one named option for every place where the source texts
disagree. ``classic`` is the four-player game as most sources state it; the other reading
of each disagreement is an option, never a silent choice.

Sources (``../shared/seeds``): 000 and 002 Danish, 001 Swedish, 003 German, 004 Dutch.

>>> get_ruleset("classic").first_meld_minimum(1495)
50
>>> get_ruleset("classic").first_meld_minimum(1500)
90
>>> get_ruleset("two-player").canastas_to_go_out
2
>>> get_ruleset("bridge")
Traceback (most recent call last):
...
canasta_teach.errors.UnknownRulesetError: unknown ruleset 'bridge': choose classic, two-player, three-player or tranca
>>> get_ruleset("tranca", {"target": 1500}).target
1500
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..errors import UnknownRulesetError

__all__ = [
    "Game",
    "TrancaCanasta",
    "HandValues",
    "PileJoin",
    "RunsPerSuit",
    "WildLimit",
    "RedThreesCount",
    "LastCard",
    "Concealed",
    "DealtRedThrees",
    "PartnerRedThrees",
    "Ruleset",
    "RULESETS",
    "CANASTA_RULESETS",
    "OPTION_NAMES",
    "TRANCA_OPTION_NAMES",
    "get_ruleset",
    "rule_numbers",
]


class Game(enum.Enum):
    """Which game a ruleset plays: Canasta (000-004), or Tranca, the Brazilian game of 003's
    section "Varianten" (runs beside sets, the morto; :mod:`canasta_teach.game.tranca`)."""

    CANASTA = "canasta"
    TRANCA = "tranca"


class TrancaCanasta(enum.Enum):
    """Tranca, not stated by 003: which canasta a side needs to go out (none is needed to
    take the morto).

    ANY (the reading chosen): one canasta, clean or dirty, as in 003's Canasta.
    CLEAN: a clean canasta, as many Brazilian tables play it.
    """

    ANY = "any"
    CLEAN = "clean"


class HandValues(enum.Enum):
    """Tranca, not stated by 003: what a card left in hand costs.

    MELD (the reading chosen): what it would score melded, 10 (a two 20, a black three 10).
    CANASTA: the Canasta card values (an ace 20, a king down to an eight 10, ...).
    """

    MELD = "meld"
    CANASTA = "canasta"


class PileJoin(enum.Enum):
    """Tranca, not stated by 003: where the pile's top card and its two hand cards go.

    NEW_MELD (the reading chosen; 003: "seine oberste Karte sofort mit zwei Karten aus der
    Hand auslegst", lay down): they form a new meld, a set or a run.
    EXISTING: they may also join the side's set of the top card's rank.
    """

    NEW_MELD = "new-meld"
    EXISTING = "existing"


class RunsPerSuit(enum.Enum):
    """Tranca, not stated by 003: how many runs of one suit a side may hold.

    SEVERAL (the reading chosen: two packs hold every card twice): any number.
    ONE: one run per suit, as 003's Canasta allows one meld per rank.
    """

    SEVERAL = "several"
    ONE = "one"


class WildLimit(enum.Enum):
    """How many wild cards a meld may hold.

    THREE_WILD (000, 003, 004): at least two natural cards and at most three wild cards.
    MORE_NATURAL (001, 002): more natural cards than wild cards (forbids 8 8 2 2), and still
    at most three wild cards.
    """

    THREE_WILD = "three-wild"
    MORE_NATURAL = "more-natural"


class RedThreesCount(enum.Enum):
    """When red threes count plus.

    AFTER_MELD (000, 002, 003, 004): plus when the side has melded, minus when it has not.
    AFTER_CANASTA (001): plus only when the side has a completed canasta, else minus.
    """

    AFTER_MELD = "meld"
    AFTER_CANASTA = "canasta"


class LastCard(enum.Enum):
    """A player who may not go out and would be left with one card.

    KEEP_ONE (000, 004's first reading): you must keep at least one card after discarding,
    so you may not meld down to a single card unless you go out.
    NO_DISCARD (004: "unless you have one card left and no canasta, for then you may not go
    out"): you may meld down to one card; you then keep it and end the turn without a discard.
    """

    KEEP_ONE = "keep-one"
    NO_DISCARD = "no-discard"


class Concealed(enum.Enum):
    """What going out concealed means.

    WHOLE_HAND (003; 004 agrees on the 200): the whole hand melded in one turn, with a
    complete canasta of your own, without having melded before and without adding to the
    partner's melds. The partner may have melded.
    FIRST_MELD (002: "Skjult udgåen (første melding i runden inkluderer udgåen)", concealed
    going out: the first meld of the hand includes going out): the SIDE's first meld of the
    hand goes out, so nothing of the side lay on the table before this turn. 002 uses
    "første melding" for the side's first meld ("Dit holds første melding i hver runde skal
    opfylde en minimumsværdi"), so a partner's earlier meld spoils it, even with a canasta of
    your own.
    """

    WHOLE_HAND = "whole-hand"
    FIRST_MELD = "first-meld"


class DealtRedThrees(enum.Enum):
    """When a red three in the starting hand is laid out.

    AT_ONCE (000, 003): laid out during the deal and replaced from the stock.
    FIRST_TURN (004, 001): laid out at the start of the player's first turn and replaced; a
    red three never laid out costs 500 at the end of the hand (004).
    """

    AT_ONCE = "at-once"
    FIRST_TURN = "first-turn"


class PartnerRedThrees(enum.Enum):
    """Three players: whose red threes a partner scores.

    OWN (003: "jeder wertet seine roten Dreien selbst"): each partner scores their own.
    TEAM (004: both partners score all the red threes the team collected).
    """

    OWN = "own"
    TEAM = "team"


@dataclass(frozen=True)
class Ruleset:
    """The settings of one game. Options name the disagreements of RULES.md."""

    name: str
    players: int
    hand_size: int
    cards_drawn: int
    canastas_to_go_out: int
    target: int
    #: (lowest score, minimum) rows, highest first; below every row -> ``negative_minimum``.
    first_meld_table: tuple[tuple[int, int], ...] = ((3000, 120), (1500, 90), (0, 50))
    negative_minimum: int = 15
    wild_limit: WildLimit = WildLimit.THREE_WILD
    red_threes: RedThreesCount = RedThreesCount.AFTER_MELD
    #: 004 alone: a player holding one card may not take a one-card pile ("Je mag de stok
    #: niet pakken als je nog maar één kaart in de hand hebt én de stok ook maar één kaart
    #: is"). 000, 001, 002 and 003 state the take's conditions with no such exception, so
    #: classic allows it; option ``one-card-pile: forbidden`` plays the Dutch rule.
    one_card_pile_forbidden: bool = False
    max_wild_in_meld: int = 3
    last_card: LastCard = LastCard.KEEP_ONE
    concealed: Concealed = Concealed.WHOLE_HAND
    dealt_red_threes: DealtRedThrees = DealtRedThrees.AT_ONCE
    partner_red_threes: PartnerRedThrees = PartnerRedThrees.OWN
    #: 004: a red three still hidden in a hand when the hand ends costs its side this much.
    unrevealed_red_three_penalty: int = 500
    #: Cards of one deck of the pack: two 52-card decks and four jokers (all sources).
    pack_size: int = 108
    meld_min_cards: int = 3
    canasta_size: int = 7
    #: Every meld holds at least this many natural cards (000, 003, 004).
    min_natural_in_meld: int = 2
    #: Bonuses (all sources): canastas, going out, red threes (all four together count more).
    natural_canasta_bonus: int = 500
    mixed_canasta_bonus: int = 300
    going_out_bonus: int = 100
    concealed_going_out_bonus: int = 200
    red_three_bonus: int = 100
    all_red_threes_bonus: int = 800
    #: Scores move in steps of this many points (every card value and bonus is a multiple).
    score_step: int = 5
    #: The game played: Canasta, or Tranca (003, "Varianten"); the settings below are Tranca's.
    game: Game = Game.CANASTA
    #: Jokers in the pack (Canasta 4; Tranca none: "Zwei Blätter ohne Joker", 003).
    jokers: int = 4
    #: Cards of each side's morto, the face-down reserve hand (Tranca: 11, 003).
    morto_size: int = 0
    #: Tranca: a side that never took its morto loses this much (003).
    morto_penalty: int = 100
    #: Tranca: what a melded card scores, and a two (003: "Jede ausgelegte Karte zählt 10
    #: (eine 2 zählt 20)").
    tranca_card_points: int = 10
    tranca_two_points: int = 20
    tranca_go_out: TrancaCanasta = TrancaCanasta.ANY
    hand_values: HandValues = HandValues.MELD
    pile_join: PileJoin = PileJoin.NEW_MELD
    runs_per_suit: RunsPerSuit = RunsPerSuit.SEVERAL
    #: Tranca: the targets a game may be played to (003: "bis 1500, 3000 oder 5000").
    targets: tuple[int, ...] = ()
    #: The game is Tranca: worked out once, as a plain attribute (the referee asks it on
    #: every operation, and Canasta's hot path must not pay for Tranca).
    is_tranca: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "is_tranca", self.game is Game.TRANCA)

    def first_meld_minimum(self, score: int) -> int:
        """The first-meld minimum for a side with this cumulative score (002, 004)."""
        for lowest, minimum in self.first_meld_table:
            if score >= lowest:
                return minimum
        return self.negative_minimum

    def first_meld_bands(self) -> tuple[tuple[int | None, int | None, int], ...]:
        """The first-meld table as (lowest score or None, highest score or None, minimum)
        rows from the lowest band up: the one place its numbers are spelled out.

        >>> get_ruleset("classic").first_meld_bands()
        ((None, -5, 15), (0, 1495, 50), (1500, 2995, 90), (3000, None, 120))
        """
        rows = sorted(self.first_meld_table)
        out: list[tuple[int | None, int | None, int]] = [(None, rows[0][0] - self.score_step, self.negative_minimum)]
        for i, (lowest, minimum) in enumerate(rows):
            highest = rows[i + 1][0] - self.score_step if i + 1 < len(rows) else None
            out.append((lowest, highest, minimum))
        return tuple(out)

    def red_three_points(self, count: int) -> int:
        """What ``count`` red threes are worth: each its bonus, all four together more."""
        return self.all_red_threes_bonus if count == 4 else self.red_three_bonus * count

    def with_options(self, options: Mapping[str, object]) -> Ruleset:
        """This ruleset with named options changed; unknown names raise a clear error."""
        changes: dict[str, Any] = {}
        readers = _TRANCA_OPTION_READERS if self.is_tranca else _OPTION_READERS
        for key, value in options.items():
            if key not in readers:
                choices = tuple(sorted(readers))
                if self.is_tranca:
                    raise UnknownRulesetError(
                        f"unknown {self.name} option '{key}': choose from {', '.join(choices)}",
                        kind="unknown-game-option", ruleset=self.name, name=key, choices=choices)
                raise UnknownRulesetError(f"unknown ruleset option '{key}': choose from {', '.join(choices)}",
                                          kind="unknown-option", name=key, choices=choices)
            attr, reader = readers[key]
            changes[attr] = reader(value)
        if "target" in changes and changes["target"] not in self.targets:
            raise _not_a_choice(changes["target"], tuple(str(t) for t in self.targets))
        return replace(self, **changes) if changes else self



def _not_a_choice(value: object, choices: tuple[str, ...]) -> UnknownRulesetError:
    """An option's value that is none of ``choices`` (said "use a, b or c")."""
    return UnknownRulesetError(f"'{value}' is not a choice: use {_or_list(list(choices))}",
                               kind="not-a-choice", value=value, choices=choices)


def _enum_reader(enum_type: type[enum.Enum]):
    def read(value: object) -> enum.Enum:
        for member in enum_type:
            if member.value == value:
                return member
        choices = tuple(m.value for m in enum_type)
        raise UnknownRulesetError(f"'{value}' is not a choice: use one of {', '.join(choices)}",
                                  kind="not-one-of", value=value, choices=choices)

    return read


def _one_card_reader(value: object) -> bool:
    if value in ("forbidden", True):
        return True
    if value in ("allowed", False):
        return False
    raise _not_a_choice(value, ("forbidden", "allowed"))


def _canastas_reader(value: object) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and value in (1, 2):
        return value
    raise _not_a_choice(value, ("1", "2"))


_OPTION_READERS = {
    "wild-limit": ("wild_limit", _enum_reader(WildLimit)),
    "red-threes": ("red_threes", _enum_reader(RedThreesCount)),
    "one-card-pile": ("one_card_pile_forbidden", _one_card_reader),
    "canastas-to-go-out": ("canastas_to_go_out", _canastas_reader),
    "last-card": ("last_card", _enum_reader(LastCard)),
    "concealed": ("concealed", _enum_reader(Concealed)),
    "dealt-red-threes": ("dealt_red_threes", _enum_reader(DealtRedThrees)),
    "partner-red-threes": ("partner_red_threes", _enum_reader(PartnerRedThrees)),
}

def _target_reader(value: object) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    raise _not_a_choice(value, tuple(str(t) for t in RULESETS["tranca"].targets))


#: Tranca's options: its target (003) and a named reading where 003 is silent.
_TRANCA_OPTION_READERS = {
    "target": ("target", _target_reader),
    "go-out-canasta": ("tranca_go_out", _enum_reader(TrancaCanasta)),
    "hand-values": ("hand_values", _enum_reader(HandValues)),
    "pile-join": ("pile_join", _enum_reader(PileJoin)),
    "runs-per-suit": ("runs_per_suit", _enum_reader(RunsPerSuit)),
}

#: The option names a position's ``options:`` mapping may use.
OPTION_NAMES: tuple[str, ...] = tuple(_OPTION_READERS)
#: The option names of the Tranca ruleset.
TRANCA_OPTION_NAMES: tuple[str, ...] = tuple(_TRANCA_OPTION_READERS)

RULESETS: dict[str, Ruleset] = {
    # Four players in two partnerships (000, 001, 003, 004).
    "classic": Ruleset("classic", players=4, hand_size=11, cards_drawn=1, canastas_to_go_out=1, target=5000),
    # Two players: 15 cards, draw two, discard one, two canastas to go out (000, 003, 004).
    "two-player": Ruleset("two-player", players=2, hand_size=15, cards_drawn=2, canastas_to_go_out=2, target=5000),
    # Three players: 13 cards, draw two, game to 7500 (000, 003, 004). 004 alone asks two
    # canastas to go out: option canastas-to-go-out: 2.
    "three-player": Ruleset("three-player", players=3, hand_size=13, cards_drawn=2, canastas_to_go_out=1, target=7500),
    # Tranca (003, "Varianten"): four players, two packs without jokers, 11 cards each and a
    # morto of 11 per side; sets and runs; no first-meld minimum (none is stated); one two
    # per meld; clean canasta 200, dirty 100; going out 100; red threes 100 each, singly.
    # The target is 3000 unless option target says 1500 or 5000 (003 names all three).
    "tranca": Ruleset(
        "tranca", players=4, hand_size=11, cards_drawn=1, canastas_to_go_out=1, target=3000,
        first_meld_table=((0, 0),), negative_minimum=0, max_wild_in_meld=1, pack_size=104,
        natural_canasta_bonus=200, mixed_canasta_bonus=100, going_out_bonus=100,
        concealed_going_out_bonus=100, red_three_bonus=100, all_red_threes_bonus=400,
        game=Game.TRANCA, jokers=0, morto_size=11, targets=(1500, 3000, 5000),
    ),
}


#: The Canasta rulesets (the judge's positions, the lessons and the practice table play
#: these); ``tranca`` is the other game of 003.
CANASTA_RULESETS: tuple[str, ...] = tuple(name for name, r in RULESETS.items() if not r.is_tranca)


def _or_list(names: list[str]) -> str:
    return ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else names[0]


def rule_numbers(ruleset: Ruleset | None = None) -> dict[str, int]:
    """The rule numbers by name, for prose that states them (the lesson texts, the lesson
    list, the rule book): card values, bonuses, the first-meld table, targets, hand sizes.
    Read from the card table and the rulesets, so the prose never restates a number of its
    own. The numbers of the four-player game are classic's, or ``ruleset``'s (with its
    options) where one is given: ``canasta-teach rules --ruleset three-player``.

    >>> rule_numbers(get_ruleset("three-player"))["target"], rule_numbers()["target"]
    (7500, 5000)

    >>> n = rule_numbers()
    >>> n["natural_canasta"], n["min_middle"], n["middle_start"], n["target_three"]
    (500, 90, 1500, 7500)
    """
    if ruleset is not None:
        # a number the ruleset has no row for (Tranca's one-band first-meld table) stays classic's
        return {**rule_numbers(), **_numbers_of(ruleset)}
    return _numbers_of(RULESETS["classic"])


def _numbers_of(c: Ruleset) -> dict[str, int]:
    """:func:`rule_numbers` with the four-player game's numbers from ``c``."""
    from .cards import COPIES_PER_SUITED_CARD, JOKERS_IN_PACK, RANK_VALUES, Rank

    two, three = RULESETS["two-player"], RULESETS["three-player"]
    numbers = {
        "joker": RANK_VALUES[Rank.JOKER], "ace": RANK_VALUES[Rank.ACE], "two": RANK_VALUES[Rank.TWO],
        "king": RANK_VALUES[Rank.KING], "eight": RANK_VALUES[Rank.EIGHT], "seven": RANK_VALUES[Rank.SEVEN],
        "four": RANK_VALUES[Rank.FOUR], "black_three": RANK_VALUES[Rank.THREE], "score_step": c.score_step,
        "red_three": c.red_three_bonus, "all_red_threes": c.all_red_threes_bonus,
        "natural_canasta": c.natural_canasta_bonus, "mixed_canasta": c.mixed_canasta_bonus,
        "going_out": c.going_out_bonus, "concealed": c.concealed_going_out_bonus,
        "hidden_red_three": c.unrevealed_red_three_penalty,
        "target": c.target, "target_three": three.target,
        "hand_size": c.hand_size, "hand_size_two": two.hand_size, "hand_size_three": three.hand_size,
        "cards_drawn_two": two.cards_drawn, "cards_drawn_three": three.cards_drawn, "canastas_two": two.canastas_to_go_out,
        "pack": c.pack_size, "jokers": JOKERS_IN_PACK, "twos": COPIES_PER_SUITED_CARD * 4,
        "canasta_size": c.canasta_size, "meld_min": c.meld_min_cards, "min_natural": c.min_natural_in_meld,
        "max_wild": c.max_wild_in_meld,
        # the natural cards a canasta holds at least (its size less the wild cards it may hold)
        "canasta_naturals": c.canasta_size - c.max_wild_in_meld,
    }
    # 000's example of a canasta's score: seven natural kings, their card values and the bonus
    numbers["kings"] = c.canasta_size * RANK_VALUES[Rank.KING]
    numbers["kings_canasta"] = c.natural_canasta_bonus + numbers["kings"]
    # Tranca's numbers (003, "Varianten"), for its rules and its lesson: the game's own ruleset
    t = RULESETS["tranca"]
    numbers.update({
        "tranca_pack": t.pack_size, "tranca_hand": t.hand_size, "tranca_morto": t.morto_size,
        "tranca_go_out": t.going_out_bonus, "tranca_card": t.tranca_card_points, "tranca_two": t.tranca_two_points,
        "tranca_clean": t.natural_canasta_bonus, "tranca_dirty": t.mixed_canasta_bonus,
        "tranca_red_three": t.red_three_bonus, "tranca_morto_penalty": t.morto_penalty,
        # the targets a Tranca game may be played to, lowest, the default, highest
        "tranca_target_low": min(t.targets), "tranca_target": t.target, "tranca_target_high": max(t.targets),
    })
    names = ("below", "low", "middle", "high")
    for name, (low, high, minimum) in zip(names, c.first_meld_bands()):
        numbers[f"min_{name}"] = minimum
        if low is not None:
            numbers[f"{name}_start"] = low
        if high is not None:
            numbers[f"{name}_end"] = high
    return numbers


def get_ruleset(name: str, options: Mapping[str, object] | None = None) -> Ruleset:
    """The ruleset of that name, with options applied; a clear error for an unknown name."""
    try:
        base = RULESETS[name]
    except (KeyError, TypeError):
        raise UnknownRulesetError(f"unknown ruleset '{name}': choose {_or_list(list(RULESETS))}",
                                  kind="unknown", name=name, choices=tuple(RULESETS)) from None
    return base.with_options(options or {})
