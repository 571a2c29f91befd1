"""What a real table could not show: a position checked as a whole once it is read.

Each key may be well written and the position still impossible: more copies of a card than
two decks hold, a red three in a hand or on the pile, a meld that is not a meld, two melds
of one rank on one side, more cards than the pack, a side going out without a canasta.
Each check raises :class:`~canasta_teach.errors.PositionError` naming the key at fault.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..errors import PositionError
from ..game.cards import COPIES_PER_SUITED_CARD, JOKERS_IN_PACK, Card, Rank, Suit, card_key
from ..game.melds import Meld, meld_problem
from ..game.rulesets import DealtRedThrees, Ruleset
from ..game.seats import Side
from ..judge.asks import meld_problem_sentence
from ..judge.catalogue import current_words
from ..judge.question_types import (
    AddQuestion,
    CanastaKindQuestion,
    InitialMeldQuestion,
    MeldQuestion,
    ScoreQuestion,
    ShouldQuestion,
    ThreePlayerScoreQuestion,
)
from ..judge.questions import Position, ThreeSeat
from ..judge.wording import phrase, rank_name
from .error_words import error_text
from .error_words import problem as _problem


def _check_should_table(p: Position, q: ShouldQuestion) -> None:
    """``should``: the coach plays the position out, so every card of the pack must have a
    place: the other hands hold a full hand each and the stock the rest."""
    from ..players.coach import CoachError, table_for_position

    try:
        table_for_position(p, q.choices)
    except CoachError as err:
        raise PositionError(error_text(err), key="stock") from None


def _key_name(key: tuple[Rank, Suit | None], n: int) -> str:
    rank, suit = key
    if suit is None:
        return _problem("rank-count", n=n, rank=rank)
    # the rank's grammatical gender, for a language whose "one" agrees with it ("einen Pik-König")
    gender = current_words().attribute(f"rank.{rank.value}", "gender") or "other"
    return _problem("card-count", n=n, rank=rank, suit=phrase(f"suit.{suit.value}"), gender=gender)


def _check_card_limits(cards: Iterable[Card], *, extra_red_threes: int = 0) -> None:
    """Two decks: each suited card twice, eight of a rank, four jokers, four red threes."""
    suited: Counter[tuple[Rank, Suit]] = Counter()
    per_rank: Counter[Rank] = Counter()
    for c in cards:
        per_rank[c.rank] += 1
        if c.suit is not None:
            suited[(c.rank, c.suit)] += 1
    for (rank, suit), n in suited.items():
        if n > COPIES_PER_SUITED_CARD:
            raise PositionError(_problem("too-many-card", cards=_key_name((rank, suit), n), most=COPIES_PER_SUITED_CARD))
    if per_rank[Rank.JOKER] > JOKERS_IN_PACK:
        raise PositionError(_problem("too-many-rank", cards=_key_name((Rank.JOKER, None), per_rank[Rank.JOKER]),
                                    most=JOKERS_IN_PACK))
    for rank, n in per_rank.items():
        if rank not in (Rank.JOKER, Rank.THREE) and n > 8:
            raise PositionError(_problem("too-many-rank", cards=_key_name((rank, None), n), most=8))
    red = sum(n for (rank, suit), n in suited.items() if rank is Rank.THREE and suit.is_red) + extra_red_threes
    if red > 4:
        raise PositionError(_problem("too-many-red-threes", n=red, most=4))


def _check_consistency(p: Position, *, red_three_cards: tuple[Card, ...] = ()) -> None:
    ruleset = p.ruleset
    q = p.question
    scored = q if isinstance(q, (ScoreQuestion, ThreePlayerScoreQuestion)) else None
    three = q if isinstance(q, ThreePlayerScoreQuestion) else None
    our_hands, their_hands = (scored.our_hands, scored.their_hands) if scored is not None else ((), ())
    for key, cards in (("hand", p.hand), ("our_hands", our_hands), ("their_hands", their_hands)):
        if key == "hand" and ruleset.dealt_red_threes is DealtRedThrees.FIRST_TURN:
            continue  # 004: a dealt red three waits in the hand for the player's first turn
        for c in cards:
            if c.is_red_three:
                raise PositionError(_problem("red-three-in-hand", card=str(c)), key=key)
    if p.top_card is not None and p.top_card.is_red_three:
        raise PositionError(_problem("red-three-on-top", card=str(p.top_card)), key="pile")
    # The start of the pile (000, 003): a wild card or red three turned up is covered by the
    # next card until another card lies on top, so every card under the first other card may
    # be one; a red three above it would have been laid out by whoever drew it.
    start = next((i for i, c in enumerate(p.pile) if not (c.is_wild or c.is_red_three)), len(p.pile))
    for place, c in enumerate(p.pile[start:], start + 1):
        if c.is_red_three:
            raise PositionError(_problem("red-three-in-pile", card=str(c), place=place), key="pile")
    black_three_ok = scored is not None
    right_melds = three.seats.right_melds if three is not None else ()
    # Tranca's melds (sets and runs) are read and checked by content.tranca_entry.
    for key, melds in () if ruleset.is_tranca else (("our_melds", p.our_melds), ("their_melds", p.their_melds),
                                                   ("right_melds", right_melds)):
        seen: dict[Rank | None, Meld] = {}
        for i, meld in enumerate(melds, 1):
            problem = meld_problem(meld.cards, ruleset, going_out=black_three_ok)
            if problem is not None:
                raise PositionError(_problem("meld-problem", place=i, meld=str(meld),
                                             problem=meld_problem_sentence(problem, meld.cards)), key=key)
            if meld.rank in seen:
                raise PositionError(_problem("melds-one-rank", ranks=rank_name(meld.rank, plural=True) if meld.rank else _problem("one-rank"), first=str(seen[meld.rank]),
                                             second=str(meld)), key=key)
            seen[meld.rank] = meld
    if scored is not None and p.hand:
        raise PositionError(_problem("finished-hand"), key="hand")
    # The cards in play together must fit in two decks. Hypothetical cards of a question
    # (a meld to judge on its own) are checked on their own.
    table = list(p.hand) + list(p.pile) + list(our_hands) + list(their_hands)
    for m in p.our_melds + p.their_melds + right_melds:
        table.extend(m.cards)
    right_reds = partner_reds = 0
    if three is not None:
        table.extend(three.seats.right_hands)
        red_three_cards = red_three_cards + three.seats.right_red_three_cards
        right_reds = three.seats.right_red_threes
        partner_reds = sum(three.partner_red_threes) if three.partner_red_threes is not None else 0
    if isinstance(q, AddQuestion) and card_key(q.card) not in {card_key(c) for c in p.hand}:
        table.append(q.card)
    # Red threes given as a count are only counted; given as cards, each suit is checked.
    counted_reds = p.our_red_threes + p.their_red_threes + right_reds + partner_reds
    _check_card_limits(table + list(red_three_cards), extra_red_threes=counted_reds - len(red_three_cards))
    # Everything on the table, in the hands written down and in the stock comes from one
    # pack (the hands not written down hold more, so this is the least there is).
    in_play = len(table) + counted_reds
    if p.stock is not None and in_play + p.stock > ruleset.pack_size:
        raise PositionError(_problem("stock-too-many", in_play=in_play, stock=p.stock, total=in_play + p.stock,
                                    size=ruleset.pack_size), key="stock")
    if in_play > ruleset.pack_size:
        raise PositionError(_problem("in-play-too-many", in_play=in_play, size=ruleset.pack_size))
    if isinstance(q, (MeldQuestion, CanastaKindQuestion)):
        _check_card_limits(q.cards)
        if not q.cards:
            raise PositionError(_problem("cards-missing"), key="cards")
    if isinstance(q, InitialMeldQuestion):
        if not q.melds:
            raise PositionError(_problem("melds-missing"), key="melds")
        laid = Counter(card_key(c) for m in q.melds for c in m)
        if p.hand:
            held = Counter(card_key(c) for c in p.hand)
            short = laid - held
            if short:
                names = ", ".join(_key_name(k, n) for k, n in short.items())
                raise PositionError(_problem("melds-short", cards=names), key="melds")
        else:
            _check_card_limits([c for m in q.melds for c in m])
    if isinstance(q, ThreePlayerScoreQuestion):
        _check_three_player_score(p, q)
    elif isinstance(q, ScoreQuestion) and not ruleset.is_tranca:
        for side, melds, key in ((Side.US, p.our_melds, "our_melds"), (Side.THEM, p.their_melds, "their_melds")):
            for m in melds:
                if m.rank is Rank.THREE and q.went_out is not side:
                    raise PositionError(_problem("black-threes", meld=str(m)), key=key)
        if q.went_out is Side.US and not _enough_canastas(p.our_melds, ruleset):
            raise PositionError(_problem("went-out-no-canasta", side="us", need=ruleset.canastas_to_go_out), key="went_out")
        if q.went_out is Side.THEM and not _enough_canastas(p.their_melds, ruleset):
            raise PositionError(_problem("went-out-no-canasta", side="them", need=ruleset.canastas_to_go_out), key="went_out")
        if q.concealed and q.went_out is Side.NONE:
            raise PositionError(_problem("concealed"), key="concealed")


def _check_three_player_score(p: Position, q: ThreePlayerScoreQuestion) -> None:
    """Three players: the going-out player's side (alone, or the two partners' melds
    together) needs its canastas, black threes are melded only by that side, and
    ``partner_red_threes`` and ``right_red_threes`` say the same thing once."""
    three = q.seats
    seat_melds = {ThreeSeat.YOU: (p.our_melds, "our_melds"), ThreeSeat.LEFT: (p.their_melds, "their_melds"),
                  ThreeSeat.RIGHT: (three.right_melds, "right_melds")}
    if q.partner_red_threes is not None and (three.right_red_threes or p.their_red_threes):
        raise PositionError(_problem("partner-red-threes-twice"), key="partner_red_threes")

    def side_of(seat: ThreeSeat) -> tuple[ThreeSeat, ...]:
        if three.lone is None or seat is three.lone:
            return (seat,)
        return tuple(s for s in ThreeSeat if s is not three.lone)

    going = side_of(three.went_out) if three.went_out is not None else ()
    for seat, (melds, key) in seat_melds.items():
        for m in melds:
            if m.rank is Rank.THREE and seat not in going:
                raise PositionError(_problem("black-threes", meld=str(m)), key=key)
    if three.went_out is not None:
        melds_out = [m for s in going for m in seat_melds[s][0]]
        if not _enough_canastas(melds_out, p.ruleset):
            raise PositionError(_problem("went-out-three-no-canasta", seat=three.went_out.value,
                                        who=_problem("who", seat=three.went_out.value),
                                        need=p.ruleset.canastas_to_go_out), key="went_out")
    if q.concealed and three.went_out is None:
        raise PositionError(_problem("concealed-three"), key="concealed")


def _enough_canastas(melds: Iterable[Meld], ruleset: Ruleset) -> bool:
    return sum(1 for m in melds if m.is_canasta) >= ruleset.canastas_to_go_out
