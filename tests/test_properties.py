"""Property tests: the notation round trip and the judge's invariants over random VALID
positions.

The positions are built as YAML-able dicts (respecting the two-deck limits: two of each
suited card, eight of a rank, four jokers, four red threes; legal melds under the ruleset;
one meld per rank per side; no red three in a hand or a meld or on top of the pile) and read
through :func:`canasta_teach.content.authoring.parse_positions`, so the reader is exercised too.

Every test is deterministic (``derandomize=True``, no example database) so CI is stable.
Where an invariant found a judge bug, the failing test is kept as a strict xfail with the
minimal example as an explicit ``@example``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from canasta_teach.content.authoring import parse_positions
from canasta_teach.errors import PositionError
from canasta_teach.game.cards import JOKER, NATURAL_RANKS, Card, Rank, Suit, card_key, format_cards, parse_cards
from canasta_teach.game.melds import Meld, meld_problem
from canasta_teach.game.rulebook import RULE_BOOK
from canasta_teach.game.rulesets import CANASTA_RULESETS, Ruleset, WildLimit, get_ruleset
from canasta_teach.game.seats import Side
from canasta_teach.judge import Ask, Position, Ruling, judge
from canasta_teach.judge.question_types import (
    AddQuestion,
    CanastaKindQuestion,
    GameOverQuestion,
    InitialMeldQuestion,
    MeldQuestion,
    ScoreQuestion,
)
from canasta_teach.judge.wording import explanation_text, reason_text, ruling_json
from tests.depth import examples

SETTINGS = settings(
    derandomize=True,
    database=None,
    deadline=None,
    max_examples=examples(150),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large],
)
FEW = settings(SETTINGS, max_examples=examples(60))

NATURAL = [r.value for r in NATURAL_RANKS]  # "4" ... "A"
SUITS = "cdhs"

# --------------------------------------------------------------------------------------
# Cards and the notation round trip

ranks_with_suits = st.sampled_from([r for r in Rank if r is not Rank.JOKER])
suits = st.sampled_from(list(Suit))


@st.composite
def any_card(draw: Callable) -> Card:
    rank = draw(st.sampled_from(list(Rank)))
    if rank is Rank.JOKER:
        return JOKER
    if rank is Rank.THREE:
        return Card(rank, draw(suits))
    return Card(rank, draw(st.one_of(st.none(), suits)))


@SETTINGS
@given(st.lists(any_card(), max_size=20))
def test_notation_round_trip(cards: list[Card]) -> None:
    cards_t = tuple(cards)
    assert parse_cards(format_cards(cards_t)) == cards_t
    assert parse_cards(format_cards(cards_t, unicode=True)) == cards_t
    # comma separated, and the per-card forms
    assert parse_cards(", ".join(str(c) for c in cards_t)) == cards_t
    assert tuple(Card.parse(c.pretty) for c in cards_t) == cards_t
    assert tuple(Card.parse(str(c).lower()) for c in cards_t) == cards_t


@SETTINGS
@given(st.lists(any_card(), max_size=12))
def test_notation_round_trip_through_yaml(cards: list[Card]) -> None:
    """Written into a position file as a string or as a list, the cards read back."""
    text = yaml.safe_dump({"a": format_cards(cards), "b": [str(c) for c in cards], "c": format_cards(cards, unicode=True)}, allow_unicode=True)
    data = yaml.safe_load(text)
    assert parse_cards(data["a"]) == parse_cards(data["b"]) == parse_cards(data["c"]) == tuple(cards)


# --------------------------------------------------------------------------------------
# Building valid positions


class Pool:
    """What is left of two decks and four jokers."""

    def __init__(self) -> None:
        self.left: Counter[tuple[str, str]] = Counter()
        for rank in NATURAL + ["2"]:
            for suit in SUITS:
                self.left[(rank, suit)] = 2
        for suit in "cs":
            self.left[("3", suit)] = 2
        for suit in "dh":
            self.left[("3", suit)] = 2
        self.jokers = 4

    def suited(self, draw: Callable, rank: str, suits_: str = SUITS, *, rank_only_ok: bool = True) -> str | None:
        avail = [s for s in suits_ if self.left[(rank, s)] > 0]
        if not avail:
            return None
        suit = draw(st.sampled_from(avail))
        self.left[(rank, suit)] -= 1
        if rank_only_ok and draw(st.booleans()):
            return rank
        return rank + suit

    def natural(self, draw: Callable, rank: str) -> str | None:
        return self.suited(draw, rank)

    def wild(self, draw: Callable) -> str | None:
        kinds = (["JK"] if self.jokers else []) + (["2"] if any(self.left[("2", s)] for s in SUITS) else [])
        if not kinds:
            return None
        if draw(st.sampled_from(kinds)) == "JK":
            self.jokers -= 1
            return "JK"
        return self.suited(draw, "2")

    def black_three(self, draw: Callable) -> str | None:
        return self.suited(draw, "3", "cs", rank_only_ok=False)

    def red_three(self, draw: Callable) -> str | None:
        return self.suited(draw, "3", "dh", rank_only_ok=False)

    def red_threes_left(self) -> int:
        return self.left[("3", "d")] + self.left[("3", "h")]

    def take_red_threes(self, n: int) -> None:
        for _ in range(n):
            suit = "d" if self.left[("3", "d")] else "h"
            self.left[("3", suit)] -= 1

    def any_card(self, draw: Callable, *, threes: bool = True) -> str | None:
        kind = draw(st.sampled_from(["nat"] * 6 + ["wild"] * 2 + (["3b"] if threes else [])))
        if kind == "wild":
            return self.wild(draw)
        if kind == "3b":
            return self.black_three(draw)
        return self.natural(draw, draw(st.sampled_from(NATURAL)))


def rare(draw: Callable, n: int) -> bool:
    """True about once in ``n`` draws (hypothesis favours small integers, so not ``== 0``)."""
    return draw(st.sampled_from([False] * (n - 1) + [True]))


def _cards(items: list[str | None]) -> list[str]:
    return [c for c in items if c is not None]


@st.composite
def rulesets(draw: Callable) -> tuple[str, dict[str, Any]]:
    name = draw(st.sampled_from(["classic", "classic", "classic", "two-player", "three-player"]))
    options: dict[str, Any] = {}
    if rare(draw, 5):
        options["wild-limit"] = "more-natural"
    if rare(draw, 6):
        options["one-card-pile"] = "allowed"
    if name == "three-player" and draw(st.booleans()):
        options["canastas-to-go-out"] = 2
    return name, options


def _ruleset(name: str, options: dict[str, Any]) -> Ruleset:
    return get_ruleset(name, options)


def _wild_room(naturals: int, wilds: int, ruleset: Ruleset) -> int:
    """How many wild cards a meld with this many naturals may hold in all."""
    room = ruleset.max_wild_in_meld
    if ruleset.wild_limit is WildLimit.MORE_NATURAL:
        room = min(room, naturals - 1)
    return max(room - wilds, 0)


@st.composite
def a_meld(draw: Callable, pool: Pool, rank: str, ruleset: Ruleset, *, big: bool = False) -> str | None:
    """A legal meld of that rank, or None when the pool cannot make one."""
    low = 4 if big else 2
    want = draw(st.integers(low, 8))
    naturals = _cards([pool.natural(draw, rank) for _ in range(want)])
    if len(naturals) < 2:
        return None  # the cards drawn stay out of play: that is fine
    room = _wild_room(len(naturals), 0, ruleset)
    need = max(0, 3 - len(naturals))
    wilds_wanted = draw(st.integers(need, max(room, need))) if room >= need else None
    if wilds_wanted is None:
        return None
    wilds = _cards([pool.wild(draw) for _ in range(wilds_wanted)])
    cards = naturals + wilds
    if len(cards) < 3:
        return None
    assert meld_problem(parse_cards(" ".join(cards)), ruleset) is None
    return " ".join(draw(st.permutations(cards)))


@st.composite
def side_melds(draw: Callable, pool: Pool, ruleset: Ruleset, *, must: tuple[str, ...] = (), avoid: tuple[str, ...] = (),
               max_size: int = 4, big: bool = False) -> list[str]:
    ranks = list(must) + draw(st.lists(st.sampled_from([r for r in NATURAL if r not in avoid and r not in must]), unique=True, max_size=max_size))
    melds = []
    for rank in ranks:
        meld = draw(a_meld(pool, rank, ruleset, big=big and draw(st.booleans())))
        if meld is not None:
            melds.append(meld)
    return melds


scores = st.one_of(
    st.sampled_from([-500, -5, 0, 5, 1495, 1500, 2995, 3000, 3005, 6000]),
    st.integers(-100, 800).map(lambda x: x * 5),
)


def _red_threes(draw: Callable, pool: Pool, entry: dict[str, Any]) -> None:
    for key in ("our_red_threes", "their_red_threes"):
        n = draw(st.integers(0, pool.red_threes_left()))
        if n:
            pool.take_red_threes(n)
            entry[key] = n


@st.composite
def pile_for(draw: Callable, pool: Pool, top_rank: str | None) -> list[str]:
    """A pile, bottom -> top, with a natural of ``top_rank`` on top most of the time."""
    bottom_kinds = draw(st.lists(st.sampled_from(["nat"] * 5 + ["wild", "3r", "3b"]), max_size=6))
    bottom: list[str | None] = []
    for kind in bottom_kinds:
        if kind == "nat":
            bottom.append(pool.natural(draw, draw(st.sampled_from(NATURAL))))
        elif kind == "wild":
            bottom.append(pool.wild(draw))
        elif kind == "3r":
            bottom.append(pool.red_three(draw))
        else:
            bottom.append(pool.black_three(draw))
    top_kind = draw(st.sampled_from(["focus"] * 8 + ["wild", "3b", "other"]))
    if top_kind == "focus" and top_rank is not None:
        top = pool.natural(draw, top_rank)
    elif top_kind == "wild":
        top = pool.wild(draw)
    elif top_kind == "3b":
        top = pool.black_three(draw)
    else:
        top = pool.natural(draw, draw(st.sampled_from(NATURAL)))
    pile = _cards(bottom)
    # A red three lies in the pile only as the start card, at the bottom (000, 003).
    reds = [c for c in pile if c.startswith("3") and c[-1] in "dh"]
    pile = reds[:1] + [c for c in pile if c not in reds]
    if top is not None:
        pile.append(top)
    while pile and pile[-1].startswith("3") and pile[-1][-1] in "dh":
        pile.pop()  # a red three is never the top card
    return pile


def _read(entry: dict[str, Any]) -> Position:
    """The dict through YAML and the position reader."""
    text = yaml.safe_dump([entry], allow_unicode=True, sort_keys=False)
    return parse_positions(text, source="generated.yaml")[0]


@st.composite
def take_pile_positions(draw: Callable, *, ask: str = "take-pile") -> dict[str, Any]:
    pool = Pool()
    name, options = draw(rulesets())
    ruleset = _ruleset(name, options)
    focus = draw(st.sampled_from(NATURAL))
    focus_meld = draw(st.sampled_from([True, False, False]))
    melded = draw(st.sampled_from([True, True, False]))
    our = draw(side_melds(pool, ruleset, must=(focus,) if focus_meld and melded else (), avoid=() if focus_meld else (focus,),
                          max_size=3 if melded else 0))
    their = draw(side_melds(pool, ruleset, max_size=2))
    hand = _cards([pool.natural(draw, focus) for _ in range(draw(st.integers(0, 4)))])
    hand += _cards([pool.wild(draw) for _ in range(draw(st.integers(0, 3)))])
    for rank in draw(st.lists(st.sampled_from(NATURAL), max_size=3, unique=True)):
        hand += _cards([pool.natural(draw, rank) for _ in range(draw(st.integers(1, 4)))])
    hand += _cards([pool.any_card(draw) for _ in range(draw(st.integers(0, 4)))])
    while not hand:  # a player about to draw holds at least one card
        hand = _cards([pool.any_card(draw)])
    pile = draw(pile_for(pool, focus))
    entry: dict[str, Any] = {"id": "gen", "ruleset": name}
    if options:
        entry["options"] = options
    entry["hand"] = " ".join(draw(st.permutations(hand)))
    if our:
        entry["our_melds"] = our
    if their:
        entry["their_melds"] = their
    _red_threes(draw, pool, entry)
    entry["pile"] = " ".join(pile)
    entry["stock"] = draw(st.one_of(st.none(), st.integers(0, 30)))
    if entry["stock"] is None:
        del entry["stock"]
    entry["score"] = [draw(scores), draw(scores)]
    entry["ask"] = ask
    return entry


@st.composite
def go_out_positions(draw: Callable) -> dict[str, Any]:
    pool = Pool()
    name, options = draw(rulesets())
    ruleset = _ruleset(name, options)
    our = draw(side_melds(pool, ruleset, max_size=3, big=True))
    their = draw(side_melds(pool, ruleset, max_size=2))
    hand: list[str] = []
    our_ranks = [Meld(parse_cards(m)).rank.value for m in our]  # type: ignore[union-attr]
    for rank in draw(st.lists(st.sampled_from(NATURAL), max_size=4, unique=True)):
        n = draw(st.integers(1, 5)) if rank in our_ranks else draw(st.integers(2, 6))
        hand += _cards([pool.natural(draw, rank) for _ in range(n)])
    hand += _cards([pool.wild(draw) for _ in range(draw(st.integers(0, 4)))])
    if rare(draw, 4):
        hand += _cards([pool.black_three(draw) for _ in range(draw(st.integers(1, 4)))])
    hand += _cards([pool.any_card(draw) for _ in range(draw(st.integers(0, 2)))])
    if not hand:
        hand = _cards([pool.any_card(draw)])
    entry: dict[str, Any] = {"id": "gen", "ruleset": name}
    if options:
        entry["options"] = options
    entry["hand"] = " ".join(draw(st.permutations(hand)))
    if our:
        entry["our_melds"] = our
    if their:
        entry["their_melds"] = their
    _red_threes(draw, pool, entry)
    entry["pile"] = " ".join(draw(pile_for(pool, None)))
    entry["score"] = [draw(scores), draw(scores)]
    entry["ask"] = "go-out"
    return entry


@st.composite
def add_positions(draw: Callable) -> dict[str, Any]:
    pool = Pool()
    name, options = draw(rulesets())
    ruleset = _ruleset(name, options)
    our = draw(side_melds(pool, ruleset, max_size=3, big=True))
    their = draw(side_melds(pool, ruleset, max_size=2))
    kind = draw(st.sampled_from(["fit", "fit", "fit", "nat", "wild", "wild", "3b", "3r"]))
    our_ranks = [Meld(parse_cards(m)).rank.value for m in our]  # type: ignore[union-attr]
    to = None
    if kind == "fit" and our_ranks:
        to = draw(st.sampled_from(our_ranks))
        card = pool.natural(draw, to)
    elif kind in ("fit", "nat"):
        card = pool.natural(draw, draw(st.sampled_from(NATURAL)))
    elif kind == "wild":
        card = pool.wild(draw)
    elif kind == "3b":
        card = pool.black_three(draw)
    else:
        card = pool.red_three(draw)
    assume(card is not None)
    ranks = [Meld(parse_cards(m)).rank.value for m in our + their]  # type: ignore[union-attr]
    if to is None:
        to = draw(st.sampled_from(our_ranks)) if our_ranks and not rare(draw, 4) else draw(st.sampled_from(ranks or NATURAL))
    if rare(draw, 8):
        to = "their " + to
    entry: dict[str, Any] = {"id": "gen", "ruleset": name}
    if options:
        entry["options"] = options
    if our:
        entry["our_melds"] = our
    if their:
        entry["their_melds"] = their
    entry["hand"] = " ".join(_cards([pool.any_card(draw) for _ in range(draw(st.integers(0, 5)))]))
    _red_threes(draw, pool, entry)
    entry.update(ask="add", card=card, to=to)
    return entry


@st.composite
def meld_positions(draw: Callable) -> dict[str, Any]:
    pool = Pool()
    name, options = draw(rulesets())
    ask = draw(st.sampled_from(["meld", "canasta-kind"]))
    main = draw(st.sampled_from(NATURAL))
    cards = _cards([pool.natural(draw, main) for _ in range(draw(st.integers(0, 8)))])
    cards += _cards([pool.wild(draw) for _ in range(draw(st.integers(0, 4)))])
    if rare(draw, 4):
        cards += _cards([pool.any_card(draw) for _ in range(draw(st.integers(1, 3)))])
    if rare(draw, 8):
        cards += _cards([pool.red_three(draw)])
    assume(cards)
    entry: dict[str, Any] = {"id": "gen", "ruleset": name}
    if options:
        entry["options"] = options
    entry.update(ask=ask, cards=" ".join(draw(st.permutations(cards))))
    return entry


@st.composite
def initial_meld_positions(draw: Callable) -> dict[str, Any]:
    pool = Pool()
    name, options = draw(rulesets())
    ruleset = _ruleset(name, options)
    melded = rare(draw, 4)
    our = draw(side_melds(pool, ruleset, max_size=2)) if melded else []
    melds: list[list[str]] = []
    for rank in draw(st.lists(st.sampled_from(NATURAL), min_size=1, max_size=3)):  # ranks may repeat
        n = 1 if rare(draw, 6) else draw(st.integers(2, 4))
        cards = _cards([pool.natural(draw, rank) for _ in range(n)])
        cards += _cards([pool.wild(draw) for _ in range(draw(st.sampled_from([0, 1, 1, 2])))])
        if cards:
            melds.append(cards)
    assume(melds)
    extra = _cards([pool.any_card(draw) for _ in range(draw(st.integers(0, 3)))])
    hand = [c for m in melds for c in m] + extra
    entry: dict[str, Any] = {"id": "gen", "ruleset": name}
    if options:
        entry["options"] = options
    entry["hand"] = " ".join(draw(st.permutations(hand)))
    if our:
        entry["our_melds"] = our
    entry["score"] = [draw(scores), draw(scores)]
    entry.update(ask="initial-meld", melds=[" ".join(m) for m in melds])
    return entry


@st.composite
def pile_frozen_positions(draw: Callable) -> dict[str, Any]:
    entry = draw(take_pile_positions(ask="pile-frozen"))
    if rare(draw, 10):
        entry["pile"] = ""
    return entry


@st.composite
def score_positions(draw: Callable) -> dict[str, Any]:
    pool = Pool()
    name, options = draw(rulesets())
    if rare(draw, 4):
        options["red-threes"] = "canasta"
    ruleset = _ruleset(name, options)
    went_out = draw(st.sampled_from(["us", "them", "none"]))
    entry: dict[str, Any] = {"id": "gen", "ruleset": name}
    if options:
        entry["options"] = options
    for side, key in (("us", "our_melds"), ("them", "their_melds")):
        melds = draw(side_melds(pool, ruleset, max_size=4, big=True))
        if went_out == side:
            canastas = sum(1 for m in melds if len(m.split()) >= 7)
            ranks = {Meld(parse_cards(m)).rank.value for m in melds}  # type: ignore[union-attr]
            for rank in NATURAL:
                if canastas >= ruleset.canastas_to_go_out:
                    break
                if rank in ranks:
                    continue
                cards = _cards([pool.natural(draw, rank) for _ in range(7)])
                if len(cards) == 7:
                    melds.append(" ".join(cards))
                    canastas += 1
            assume(canastas >= ruleset.canastas_to_go_out)
            if rare(draw, 5):
                threes = _cards([pool.black_three(draw) for _ in range(draw(st.integers(3, 4)))])
                if len(threes) >= 3:
                    melds.append(" ".join(threes))
        if melds:
            entry[key] = melds
    _red_threes(draw, pool, entry)
    entry["hand"] = ""
    entry["ask"] = "score"
    entry["went_out"] = went_out
    if went_out != "none" and draw(st.booleans()):
        entry["concealed"] = draw(st.booleans())
    for key in ("our_hands", "their_hands"):
        cards = _cards([pool.any_card(draw) for _ in range(draw(st.integers(0, 6)))])
        if cards:
            entry[key] = " ".join(cards)
    return entry


@st.composite
def game_over_positions(draw: Callable) -> dict[str, Any]:
    name = draw(st.sampled_from(list(CANASTA_RULESETS)))
    near = st.one_of(st.integers(-400, 1700).map(lambda x: x * 5), st.sampled_from([4995, 5000, 5005, 7495, 7500, 7505]))
    return {"id": "gen", "ruleset": name, "ask": "game-over", "totals": [draw(near), draw(near)]}


@st.composite
def min_meld_positions(draw: Callable) -> dict[str, Any]:
    return {"id": "gen", "ask": "min-meld", "score": [draw(scores), draw(scores)]}


@st.composite
def card_value_positions(draw: Callable) -> dict[str, Any]:
    return {"id": "gen", "ask": "card-value", "card": str(draw(any_card()))}


ALL_POSITIONS = st.one_of(
    take_pile_positions(), go_out_positions(), pile_frozen_positions(), add_positions(), meld_positions(),
    initial_meld_positions(), score_positions(), game_over_positions(), min_meld_positions(), card_value_positions(),
)


# --------------------------------------------------------------------------------------
# Helpers for the invariants


def keys(cards: Any) -> Counter:
    """Multiset by rank for naturals and wild cards, by rank and suit for threes."""
    return Counter(card_key(c) for c in cards)


def frozen_for_us(p: Position) -> bool:
    return any(c.is_wild for c in p.pile) or any(c.is_red_three for c in p.pile) or not p.our_melds


def naturals_of_top(p: Position) -> int:
    top = p.top_card
    assert top is not None
    return sum(1 for c in p.hand if c.rank is top.rank)


def canastas_after(p: Position, ruling: Ruling) -> int:
    play = ruling.play
    assert play is not None
    added: dict[Rank, list[Card]] = {}
    for rank, cards in play.additions:
        added.setdefault(rank, []).extend(cards)
    count = sum(1 for m in p.our_melds if m.size + len(added.get(m.rank, ())) >= 7)  # type: ignore[arg-type]
    return count + sum(1 for m in play.new_melds if len(m) >= 7)


def check_play_shape(p: Position, ruling: Ruling, *, going_out: bool) -> None:
    """New melds legal and of new ranks; additions go to our melds and keep them legal."""
    play = ruling.play
    assert play is not None, "a yes names a play"
    existing = p.our_meld_by_rank
    new_ranks = []
    for meld in play.new_melds:
        assert meld_problem(meld, p.ruleset, going_out=going_out) is None, (format_cards(meld), meld_problem(meld, p.ruleset, going_out=going_out))
        rank = next(c.rank for c in meld if not c.is_wild)
        assert rank not in existing, f"a second meld of rank {rank.value}"
        new_ranks.append(rank)
    assert len(new_ranks) == len(set(new_ranks)), "two new melds of one rank"
    seen_add: set[Rank] = set()
    for rank, cards in play.additions:
        assert rank in existing, f"an addition to the rank {rank.value}, which we have not melded"
        assert rank not in seen_add
        seen_add.add(rank)
        assert cards
        assert all(c.rank is rank or c.is_wild for c in cards)
        after = existing[rank].cards + tuple(cards)
        assert meld_problem(after, p.ruleset) is None, (format_cards(after), meld_problem(after, p.ruleset))


BAD_IN_TEXT = ("Card(", "Rank.", "Suit.", "Ask.", "Side.", "None", "<", "{", "Traceback")


def check_common(p: Position, ruling: Ruling) -> None:
    assert ruling.position_id == p.id and ruling.ask is p.ask
    assert ruling.reasons, "every ruling gives a reason"
    for reason in ruling.reasons:
        assert reason.rule_id in RULE_BOOK, reason.rule_id
        assert reason_text(reason).strip()
    for item in ruling.score:
        assert item.rule_id in RULE_BOOK, item.rule_id
    if ruling.hand_score is not None:
        for item in ruling.hand_score.ours.items + ruling.hand_score.theirs.items:
            assert item.rule_id in RULE_BOOK, item.rule_id
    text = explanation_text(ruling)
    assert text.strip(), "empty explanation"
    for bad in BAD_IN_TEXT:  # no internal value ("none", "them") opens it any more
        assert bad not in text, (bad, text)
    assert ruling_json(ruling, p)["explanation"] == text


# --------------------------------------------------------------------------------------
# Every ask


@SETTINGS
@given(ALL_POSITIONS)
def test_every_ruling_cites_the_rule_book_and_explains(entry: dict[str, Any]) -> None:
    p = _read(entry)
    ruling = judge(p)
    check_common(p, ruling)


# --------------------------------------------------------------------------------------
# take-pile


def _first_meld_reachable(p: Position) -> bool:
    """An independent search: can our side (not melded) take the frozen pile for its first
    meld and still keep a card after discarding (left >= 2), laying only what it needs?

    Lays the top card with a natural pair (or more naturals) of its rank from the hand,
    other melds from the hand, and wild cards where the ruleset allows them; the cards
    kept are the hand's other cards plus the rest of the pile.
    """
    top = p.top_card
    assert top is not None
    ruleset = p.ruleset
    minimum = ruleset.first_meld_minimum(p.score[0])
    counts = Counter(c.rank for c in p.hand if c.is_natural)
    wild_values = sorted((c.value for c in p.hand if c.is_wild), reverse=True)
    value_of = {r: Card(r).value for r in NATURAL_RANKS}
    max_used = len(p.hand) + len(p.pile) - 1 - 2  # keep two cards: discard one, hold one

    def room(naturals: int) -> int:
        return _wild_room(naturals, 0, ruleset)

    # states: (hand cards used, wild cards used) -> best natural value
    states: dict[tuple[int, int], int] = {}
    for a in range(2, counts[top.rank] + 1):
        for w in range(0, min(room(a + 1), len(wild_values)) + 1):
            key = (a + w, w)
            states[key] = max(states.get(key, -1), top.value + a * value_of[top.rank])
    for rank, n in counts.items():
        if rank is top.rank:
            continue
        nxt = dict(states)
        for (used, wused), val in states.items():
            for k in range(2, n + 1):
                for w in range(max(0, 3 - k), min(room(k), len(wild_values) - wused) + 1):
                    key = (used + k + w, wused + w)
                    v = val + k * value_of[rank]
                    if nxt.get(key, -1) < v:
                        nxt[key] = v
        states = nxt
    return any(used <= max_used and val + sum(wild_values[:w]) >= minimum for (used, w), val in states.items())


def _take_sufficient(p: Position) -> bool:
    """A plain legal take that leaves a card to keep (no going out needed)."""
    top = p.top_card
    if top is None or top.is_wild or top.is_black_three:
        return False
    if p.ruleset.one_card_pile_forbidden and len(p.hand) == 1 and len(p.pile) == 1 and p.stock != 0:
        return False
    naturals = naturals_of_top(p)
    wilds = sum(1 for c in p.hand if c.is_wild)
    left_if_used = lambda used: len(p.hand) - used + len(p.pile) - 1  # noqa: E731
    if not p.our_melds:
        return naturals >= 2 and _first_meld_reachable(p)
    if frozen_for_us(p):
        return naturals >= 2 and left_if_used(2) >= 2
    if top.rank in p.our_meld_by_rank:
        return left_if_used(0) >= 2
    if naturals >= 2 or (naturals >= 1 and wilds >= 1 and _wild_room(2, 0, p.ruleset) >= 1):
        return left_if_used(2) >= 2
    return False


def check_take_pile(p: Position, ruling: Ruling) -> None:
    top = p.top_card
    if top is None or top.is_wild or top.is_black_three:
        assert ruling.answer is False
        return
    if ruling.answer is False:
        return
    assert ruling.answer is True
    play = ruling.play
    assert play is not None and play.take_pile and play.discard is None
    check_play_shape(p, ruling, going_out=False)
    used = keys(play.cards)
    assert used[card_key(top)] >= 1, "the top card must be used"
    from_hand = used - Counter({card_key(top): 1})
    assert not (from_hand - keys(p.hand)), f"cards not in the hand: {from_hand - keys(p.hand)}"
    # the top card sits with cards of its own rank (a new meld, or an addition)
    groups = [m for m in play.new_melds] + [c for _, c in play.additions]
    assert any(top in g for g in groups)
    if frozen_for_us(p):
        assert naturals_of_top(p) >= 2, "a frozen pile is taken only with a natural pair of the top rank"
    if not p.our_melds:
        minimum = p.ruleset.first_meld_minimum(p.score[0])
        assert sum(c.value for m in play.new_melds for c in m) >= minimum
        assert not play.additions
    left = len(p.hand) + len(p.pile) - len(play.cards)
    if left < 2:
        assert canastas_after(p, ruling) >= p.ruleset.canastas_to_go_out


@SETTINGS
@given(take_pile_positions())
def test_take_pile_invariants(entry: dict[str, Any]) -> None:
    p = _read(entry)
    ruling = judge(p)
    check_common(p, ruling)
    check_take_pile(p, ruling)
    if frozen_for_us(p) and p.top_card is not None and naturals_of_top(p) < 2:
        assert ruling.answer is False


@example({"id": "first-meld-keep-one", "hand": "K K K", "pile": "4c Kd", "score": [-100, 0], "ask": "take-pile"})
@example({"id": "first-meld-triple", "hand": "K K A A A A 5d", "pile": "Kd", "score": [1500, 0], "ask": "take-pile"})
@SETTINGS
@given(take_pile_positions())
def test_take_pile_yes_when_a_plain_take_exists(entry: dict[str, Any]) -> None:
    """A legal take that leaves a card to keep must be found. For a first meld this is an
    independent search over the hand (fewest cards reaching the minimum); it caught the
    judge laying every natural of the top rank at once (fixed in 3062f6f)."""
    p = _read(entry)
    if _take_sufficient(p):
        assert judge(p).answer is True, explanation_text(judge(p))


def _with_extra_hand_card(entry: dict[str, Any], card: str) -> Position | None:
    bigger = dict(entry, hand=(entry.get("hand", "") + " " + card).strip())
    try:
        return _read(bigger)
    except PositionError:
        return None  # the card is not left in two decks


@SETTINGS
@given(take_pile_positions())
def test_take_pile_joker_monotone_when_unfrozen(entry: dict[str, Any]) -> None:
    """One more joker in hand never turns an unfrozen take-pile yes into no."""
    p = _read(entry)
    assume(not frozen_for_us(p))
    if judge(p).answer is True:
        q = _with_extra_hand_card(entry, "JK")
        assume(q is not None)
        assert judge(q).answer is True, explanation_text(judge(q))


@SETTINGS
@given(take_pile_positions(), st.sampled_from(["JK", "2c", "top", "4d", "3s"]))
def test_take_pile_extra_card_monotone(entry: dict[str, Any], extra: str) -> None:
    """One more card in hand (kept, or used) never turns a take-pile yes into no."""
    p = _read(entry)
    if extra == "top":
        assume(p.top_card is not None and p.top_card.is_natural)
        extra = p.top_card.rank.value  # type: ignore[union-attr]
    if judge(p).answer is True:
        q = _with_extra_hand_card(entry, extra)
        assume(q is not None)
        assert judge(q).answer is True, explanation_text(judge(q))


def test_take_pile_and_go_out_with_a_pile_card() -> None:
    p = _read({"id": "go-out-after-take", "hand": "K K", "pile": "2c Kd", "our_melds": ["Q Q Q Q Q Q"], "ask": "take-pile"})
    assert judge(p).answer is True, explanation_text(judge(p))


def test_take_pile_and_go_out_with_the_hand_card() -> None:
    p = _read({"id": "go-out-after-take-2", "hand": "JK", "pile": "Kd", "stock": 0, "our_melds": ["K K K K K"], "ask": "take-pile"})
    assert judge(p).answer is True, explanation_text(judge(p))


# --------------------------------------------------------------------------------------
# pile-frozen


@SETTINGS
@given(pile_frozen_positions())
def test_pile_frozen_matches_the_rules(entry: dict[str, Any]) -> None:
    p = _read(entry)
    ruling = judge(p)
    check_common(p, ruling)
    if ruling.answer is False:
        assert p.our_has_melded and not p.pile_has_wild and not p.pile_has_red_three
    # An empty pile is still frozen for a side that has not melded (000, 002, 003; issue 8).
    expected = frozen_for_us(p)
    assert ruling.answer is expected


@SETTINGS
@given(take_pile_positions())
def test_frozen_pile_never_taken_without_natural_pair(entry: dict[str, Any]) -> None:
    p = _read(entry)
    frozen = judge(_read(dict(entry, ask="pile-frozen"))).answer
    if frozen is True and naturals_of_top(p) < 2:
        assert judge(p).answer is False


# --------------------------------------------------------------------------------------
# go-out


def _go_out_oracle(p: Position) -> bool:
    """Exhaustive: is there a discard (or none) and a way to meld every other card, with
    enough canastas? Wild cards are tried in every distribution."""
    ruleset = p.ruleset
    if not p.hand:
        return False
    existing = p.our_meld_by_rank
    need = ruleset.canastas_to_go_out

    def feasible(cards: list[Card]) -> bool:
        black = sum(1 for c in cards if c.is_black_three)
        if black and black < 3:
            return False
        wilds = sum(1 for c in cards if c.is_wild)
        nat = Counter(c.rank for c in cards if c.is_natural)
        targets = []  # (low, cap, size without added wilds)
        for rank, n in nat.items():
            meld = existing.get(rank)
            if meld is None:
                if n < 2:
                    return False
                naturals, have_wild, size = n, 0, n
            else:
                naturals, have_wild, size = meld.naturals + n, meld.wilds, meld.size + n
            cap = ruleset.max_wild_in_meld - have_wild
            if ruleset.wild_limit is WildLimit.MORE_NATURAL:
                cap = min(cap, naturals - 1 - have_wild)
            low = max(0, 3 - size)
            if low > cap:
                return False
            targets.append((low, max(cap, 0), size))
        for rank, meld in existing.items():
            if rank not in nat:
                cap = ruleset.max_wild_in_meld - meld.wilds
                if ruleset.wild_limit is WildLimit.MORE_NATURAL:
                    cap = min(cap, meld.naturals - 1 - meld.wilds)
                targets.append((0, max(cap, 0), meld.size))

        @cache
        def best(i: int, left: int) -> int:
            """Most canastas with targets[i:] and ``left`` wilds to place (-1: impossible)."""
            if i == len(targets):
                return 0 if left == 0 else -1
            low, cap, size = targets[i]
            out = -1
            for w in range(low, min(cap, left) + 1):
                rest = best(i + 1, left - w)
                if rest >= 0:
                    out = max(out, rest + (1 if size + w >= 7 else 0))
            return out

        return best(0, wilds) >= need

    if feasible(list(p.hand)):
        return True
    tried = set()
    for c in p.hand:
        if card_key(c) in tried:
            continue
        tried.add(card_key(c))
        rest = list(p.hand)
        rest.remove(c)
        if feasible(rest):
            return True
    return False


def check_go_out(p: Position, ruling: Ruling) -> None:
    if ruling.answer is False:
        return
    play = ruling.play
    assert play is not None and not play.take_pile
    assert keys(play.cards) == keys(p.hand), "going out uses exactly the hand's cards"
    assert play.discard is None or play.discard in p.hand
    check_play_shape(p, ruling, going_out=True)
    assert canastas_after(p, ruling) >= p.ruleset.canastas_to_go_out
    total = sum(i.points for i in ruling.score)
    assert ruling.score_total == total


@SETTINGS
@given(go_out_positions())
def test_go_out_invariants(entry: dict[str, Any]) -> None:
    p = _read(entry)
    ruling = judge(p)
    check_common(p, ruling)
    check_go_out(p, ruling)
    assert ruling.answer is _go_out_oracle(p), explanation_text(ruling)


@FEW
@given(go_out_positions())
def test_go_out_partner_no_binds(entry: dict[str, Any]) -> None:
    if get_ruleset(entry.get("ruleset", "classic")).players != 4:
        # Two players, or three where you play alone: nobody to ask, so no partner key.
        with pytest.raises(PositionError, match="no partner to ask"):
            _read(dict(entry, partner="no"))
        return
    p = _read(dict(entry, partner="no"))
    assert judge(p).answer is False


# --------------------------------------------------------------------------------------
# add, meld, canasta-kind, initial-meld


@SETTINGS
@given(add_positions())
def test_add_matches_the_rules(entry: dict[str, Any]) -> None:
    p = _read(entry)
    ruling = judge(p)
    check_common(p, ruling)
    q = p.asked(AddQuestion)
    meld = p.our_meld_by_rank.get(q.to)
    legal = (
        q.to_side is Side.US
        and meld is not None
        and not q.card.is_three
        and (q.card.rank is q.to or q.card.is_wild)
        and meld_problem(meld.cards + (q.card,), p.ruleset) is None
    )
    assert ruling.answer is legal, explanation_text(ruling)


def _legal_meld(cards: tuple[Card, ...], ruleset: Ruleset) -> bool:
    """The meld rules written out again, independently of meld_problem."""
    if len(cards) < 3 or any(c.is_three for c in cards):
        return False
    naturals = [c for c in cards if c.is_natural]
    wilds = len(cards) - len(naturals)
    if len({c.rank for c in naturals}) != 1 or len(naturals) < 2 or wilds > 3:
        return False
    return ruleset.wild_limit is not WildLimit.MORE_NATURAL or len(naturals) > wilds


@SETTINGS
@given(meld_positions())
def test_meld_and_canasta_kind(entry: dict[str, Any]) -> None:
    p = _read(entry)
    ruling = judge(p)
    check_common(p, ruling)
    q = p.question
    assert isinstance(q, (MeldQuestion, CanastaKindQuestion))
    cards = q.cards
    legal = _legal_meld(cards, p.ruleset)
    if p.ask is Ask.MELD:
        assert ruling.answer is legal
    else:
        kind = "none" if not legal or len(cards) < 7 else ("mixed" if any(c.is_wild for c in cards) else "natural")
        assert ruling.answer == kind


@SETTINGS
@given(initial_meld_positions())
def test_initial_meld(entry: dict[str, Any]) -> None:
    p = _read(entry)
    ruling = judge(p)
    check_common(p, ruling)
    groups: dict[Rank | None, list[Card]] = {}
    for meld in p.asked(InitialMeldQuestion).melds:
        rank = next((c.rank for c in meld if not c.is_wild), None)
        groups.setdefault(rank, []).extend(meld)
    # Cards of a rank the side has melded already join that meld (one meld per rank).
    ours = {m.rank: m.cards for m in p.our_melds}
    legal = all(_legal_meld(ours.get(rank, ()) + tuple(g), p.ruleset) for rank, g in groups.items())
    total = sum(c.value for g in groups.values() for c in g)
    expected = legal and (p.our_has_melded or total >= p.ruleset.first_meld_minimum(p.score[0]))
    assert ruling.answer is expected, explanation_text(ruling)


# --------------------------------------------------------------------------------------
# score, game-over, min-meld


def _side_total(melds: tuple[Meld, ...], hands: tuple[Card, ...], red: int, went_out: bool, concealed: bool, ruleset: Ruleset) -> int:
    total = sum(c.value for m in melds for c in m.cards) - sum(c.value for c in hands)
    total += sum((500 if m.wilds == 0 else 300) for m in melds if len(m.cards) >= 7)
    red_points = 800 if red == 4 else 100 * red
    if ruleset.red_threes.value == "canasta":
        plus = any(len(m.cards) >= 7 for m in melds)
    else:
        plus = bool(melds)
    total += red_points if plus else -red_points
    if went_out:
        total += 200 if concealed else 100
    return total


@SETTINGS
@given(score_positions())
def test_score_line_items_add_up(entry: dict[str, Any]) -> None:
    p = _read(entry)
    ruling = judge(p)
    check_common(p, ruling)
    if p.ruleset.players == 3:
        # Three players score per player on the engine (judge/three_player.py): you, left, right.
        assert isinstance(ruling.answer, tuple) and len(ruling.answer) == 3
        return
    hs = ruling.hand_score
    assert hs is not None
    assert isinstance(ruling.answer, tuple) and len(ruling.answer) == 2
    assert sum(i.points for i in hs.ours.items) == ruling.answer[0]
    assert sum(i.points for i in hs.theirs.items) == ruling.answer[1]
    q = p.asked(ScoreQuestion)
    ours = _side_total(p.our_melds, q.our_hands, p.our_red_threes, q.went_out is Side.US, q.concealed, p.ruleset)
    theirs = _side_total(p.their_melds, q.their_hands, p.their_red_threes, q.went_out is Side.THEM, q.concealed, p.ruleset)
    assert ruling.answer == (ours, theirs)
    json_answer = ruling_json(ruling, p)["answer"]
    assert json_answer == [ours, theirs]


@SETTINGS
@given(game_over_positions())
def test_game_over(entry: dict[str, Any]) -> None:
    p = _read(entry)
    ruling = judge(p)
    check_common(p, ruling)
    ours, theirs = p.asked(GameOverQuestion).totals
    target = p.ruleset.target
    if ours < target and theirs < target:
        expected = "none"
    elif ours >= target and theirs >= target:
        expected = "none" if ours == theirs else ("us" if ours > theirs else "them")
    else:
        expected = "us" if ours >= target else "them"
    assert ruling.answer == expected


@SETTINGS
@given(st.integers(-20000, 20000), st.integers(-20000, 20000), st.sampled_from(list(CANASTA_RULESETS)))
def test_first_meld_minimum_monotone(a: int, b: int, name: str) -> None:
    ruleset = get_ruleset(name)
    low, high = sorted((a, b))
    m_low, m_high = ruleset.first_meld_minimum(low), ruleset.first_meld_minimum(high)
    assert m_low in (15, 50, 90, 120) and m_high in (15, 50, 90, 120)
    assert m_low <= m_high


@FEW
@given(min_meld_positions())
def test_min_meld_ask_agrees_with_ruleset(entry: dict[str, Any]) -> None:
    p = _read(entry)
    ruling = judge(p)
    check_common(p, ruling)
    assert ruling.answer == p.ruleset.first_meld_minimum(p.score[0])
    assert ruling.answer in (15, 50, 90, 120)


def test_first_meld_minimum_every_step() -> None:
    """Every score in steps of 5 from -1000 to 6000: non-decreasing, four values only."""
    ruleset = get_ruleset("classic")
    values = [ruleset.first_meld_minimum(s) for s in range(-1000, 6001, 5)]
    assert values == sorted(values)
    assert set(values) == {15, 50, 90, 120}


# --------------------------------------------------------------------------------------
# The generators themselves


@FEW
@given(ALL_POSITIONS)
def test_generated_positions_are_valid_and_round_trip(entry: dict[str, Any]) -> None:
    """Every generated dict reads; its cards fit in two decks."""
    p = _read(entry)
    everything = list(p.hand) + list(p.pile) + [c for m in p.our_melds + p.their_melds for c in m.cards]
    q = p.question
    if isinstance(q, ScoreQuestion):
        everything += list(q.our_hands) + list(q.their_hands)
    jokers = sum(1 for c in everything if c.rank is Rank.JOKER)
    assert jokers <= 4
    per_rank = Counter(c.rank for c in everything if c.is_natural or c.is_wild)
    assert all(n <= 8 for n in per_rank.values())
    per_card = Counter((c.rank, c.suit) for c in everything if c.suit is not None)
    assert all(n <= 2 for n in per_card.values())
    assert p.our_red_threes + p.their_red_threes + sum(1 for c in p.pile if c.is_red_three) <= 4
