"""One reader per ask: the question of a position entry, as its ask's own type.

Each ask takes its own keys (:mod:`~canasta_teach.content.entry_keys`) and the judge its own
frozen question type (:mod:`canasta_teach.judge.question_types`); the readers here turn the
one into the other. The three-player score and the ``should`` choices have readers of their
own, being the asks with the most keys.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..errors import CanastaError, PositionError, quote
from ..game.cards import Card
from ..game.choices import CHOICE_NAMES, Choice, ChoiceError
from ..game.melds import Meld
from ..game.rulesets import Ruleset
from ..game.seats import Side
from ..judge.question_types import (
    AddQuestion,
    BestPlayQuestion,
    CanastaKindQuestion,
    CardValueQuestion,
    GameOverQuestion,
    GoOutQuestion,
    HandOverQuestion,
    InitialMeldQuestion,
    MeldQuestion,
    MinMeldQuestion,
    MustTakeQuestion,
    PileFrozenQuestion,
    PlayQuestion,
    Question,
    RunAddQuestion,
    ScoreQuestion,
    ShouldQuestion,
    TakePileQuestion,
    ThreePlayerScoreQuestion,
)
from ..judge.questions import Ask, ThreePlayerHand, ThreeSeat
from .error_words import error_text, position_error
from .key_values import (
    _cards,
    _int,
    _kind,
    _meld_list,
    _meld_side,
    _play_text,
    _rank,
    _red_three_cards,
    _red_threes,
    _side,
    _yes_no,
)


def _partner_red_threes(value: Any) -> tuple[int, int]:
    """Three players: each partner's red threes, [left, right]."""
    if not (isinstance(value, list) and len(value) == 2):
        raise position_error("partner-red-threes", key="partner_red_threes", value=_kind(value))
    left, right = (_int(v, "partner_red_threes", low=0, high=4) for v in value)
    return (left, right)


#: Three-player ``score`` keys: who played alone, and the right-hand player's cards; the
#: partners' red threes, and whether anybody took the pile (else nobody played alone).
_THREE_PLAYER_KEYS = ("lone", "right_melds", "right_hands", "right_red_threes", "partner_red_threes", "pile_taken")
_THREE_SEAT_WORDS = {"you": ThreeSeat.YOU, "us": ThreeSeat.YOU, "left": ThreeSeat.LEFT, "them": ThreeSeat.LEFT,
                     "right": ThreeSeat.RIGHT}


def _three_seat(value: Any, key: str) -> ThreeSeat | None:
    """A seat of the three-player game: you (or us), left (or them), right; none."""
    if value is None or value is False or (isinstance(value, str) and value.strip().lower() == "none"):
        return None
    if isinstance(value, str) and value.strip().lower() in _THREE_SEAT_WORDS:
        return _THREE_SEAT_WORDS[value.strip().lower()]
    shown = quote(value) if isinstance(value, str) else _kind(value)
    raise position_error("three-seat", key=key, value=shown)


def _three_player_hand(raw: Mapping[str, Any], ruleset: Ruleset) -> ThreePlayerHand | None:
    """``score`` with three players: who took the pile first and played alone (``lone``,
    default you; ``pile_taken: no`` is ``lone: none``), who went out, and the right-hand
    player's melds, cards left in hand and red threes."""
    if ruleset.players != 3:
        given = [k for k in _THREE_PLAYER_KEYS if k in raw]
        if given:
            raise position_error("three-player-only", key=given[0], name=given[0])
        return None
    lone = _three_seat(raw["lone"], "lone") if "lone" in raw else ThreeSeat.YOU
    if "pile_taken" in raw:
        taken = _yes_no(raw["pile_taken"], "pile_taken")
        if "lone" in raw and taken != (lone is not None):
            raise position_error("pile-taken-lone", key="pile_taken")
        if not taken:
            lone = None
    right_red = raw.get("right_red_threes")
    return ThreePlayerHand(
        lone=lone,
        went_out=_three_seat(raw.get("went_out"), "went_out"),
        right_melds=tuple(Meld(m) for m in _meld_list(raw.get("right_melds"), "right_melds")),
        right_hands=_cards(raw.get("right_hands"), "right_hands"),
        right_red_threes=_red_threes(right_red, "right_red_threes"),
        right_red_three_cards=_red_three_cards(right_red, "right_red_threes"),
    )


def _should_choices(value: Any) -> tuple[Choice, ...]:
    """``should``: the choices compared, like [go-out, keep-playing] or [take-pile, draw],
    read once into :class:`~canasta_teach.game.choices.Choice` values."""
    from ..players.coach import CoachError, phase_for

    names_known = ", ".join(CHOICE_NAMES)
    if not isinstance(value, list):
        raise position_error("choices", key="choices", choices=names_known, value=_kind(value))
    names: list[Choice] = []
    for item in value:
        if not isinstance(item, str):
            raise position_error("choices-item", key="choices", choices=names_known, value=_kind(item))
        try:
            name = Choice.parse(item)
        except ChoiceError as err:
            raise PositionError(error_text(err), key="choices") from None
        if name in names:
            raise position_error("choice-twice", key="choices", value=quote(item))
        names.append(name)
    if len(names) < 2:
        raise position_error("choices-two", key="choices", choices=names_known)
    try:
        phase_for(names)
    except CoachError as err:
        raise PositionError(error_text(err), key="choices") from None
    return tuple(names)


def _hand_sizes(value: Any) -> tuple[int, ...]:
    """``should``: the other players' hand sizes in turn order after you, like [11, 11, 19]."""
    if not isinstance(value, list) or not value:
        raise position_error("hand-sizes", key="hand_sizes", value=_kind(value))
    return tuple(_int(v, "hand_sizes", low=1, high=60) for v in value)


# --------------------------------------------------------------------------------------
# The question of each ask: one reader per ask builds that ask's own type
# (:mod:`canasta_teach.judge.question_types`) from the keys the ask takes (_ASK_KEYS; a key
# of another ask is refused before, naming it).


def _one_card(raw: Mapping[str, Any]) -> Card:
    """The ``card`` key: exactly one card."""
    card_raw = raw.get("card")
    if card_raw is None:
        raise position_error("card-empty", key="card")
    cards = _cards(card_raw, "card")
    if len(cards) != 1:
        if isinstance(card_raw, str):
            raise position_error("one-card", key="card", value=quote(card_raw))
        raise position_error("one-card-count", key="card", n=len(cards))
    return cards[0]


def _read_add(raw: Mapping[str, Any], ruleset: Ruleset) -> AddQuestion | RunAddQuestion:
    """``add``: the card, the rank of the meld (``their Q`` or ``side: them`` for the other
    side's meld)."""
    card = _one_card(raw)
    to_side = _meld_side(raw["side"], "side") if "side" in raw else Side.US
    if isinstance(raw.get("to"), str) and raw["to"].strip().lower().startswith("their "):
        to_side = Side.THEM
    if raw.get("to") is None:
        raise position_error("to-empty", key="to")
    if ruleset.is_tranca and isinstance(raw["to"], str) and "-" in raw["to"]:
        return _run_add(card, raw["to"], to_side)
    return AddQuestion(card, _rank(raw["to"], "to"), to_side)


def _run_add(card: Card, text: str, to_side: Side) -> RunAddQuestion:
    """``add`` to a Tranca run, named by its ends as the notation writes it: ``to: 4h-6h``."""
    words = text.strip().split()
    ends = (words[-1] if words else "").split("-")
    if len(ends) != 2:
        raise position_error("tranca-run-span", key="to", value=quote(text))
    try:
        low, high = Card.parse(ends[0]), Card.parse(ends[1])
    except CanastaError:
        raise position_error("tranca-run-span", key="to", value=quote(text)) from None
    if low.suit is None or low.suit is not high.suit:
        raise position_error("tranca-run-suits", key="to", value=quote(text))
    return RunAddQuestion(card, low.suit, low.rank, high.rank, to_side)


def _read_go_out(raw: Mapping[str, Any], ruleset: Ruleset) -> GoOutQuestion:
    """``go-out``: the partner's answer to "May I go out?" (four players only), and whether
    the player takes the pile this turn."""
    if "partner" in raw and ruleset.players != 4:
        # Two players, or three where "you" play alone: nobody to ask "May I go out?".
        raise position_error("no-partner", key="partner", players=ruleset.players)
    return GoOutQuestion(
        partner_allows=_yes_no(raw["partner"], "partner") if "partner" in raw else None,
        takes_pile=_yes_no(raw.get("takes_pile", False), "takes_pile"),
    )


def _read_score(raw: Mapping[str, Any], ruleset: Ruleset) -> ScoreQuestion | ThreePlayerScoreQuestion:
    """``score``: two sides (who went out, the cards left in each side's hands), or with
    three players the seats besides (:func:`_three_player_hand`)."""
    three = _three_player_hand(raw, ruleset)
    concealed = _yes_no(raw.get("concealed", False), "concealed")
    our_hands = _cards(raw.get("our_hands"), "our_hands")
    their_hands = _cards(raw.get("their_hands"), "their_hands")
    if three is None:
        return ScoreQuestion(_side(raw.get("went_out"), "went_out"), concealed, our_hands, their_hands)
    partner_reds = _partner_red_threes(raw["partner_red_threes"]) if "partner_red_threes" in raw else None
    return ThreePlayerScoreQuestion(three, concealed, our_hands, their_hands, partner_reds)


def _read_game_over(raw: Mapping[str, Any], ruleset: Ruleset) -> GameOverQuestion:
    totals = raw["totals"]
    if not (isinstance(totals, list) and len(totals) == 2):
        raise position_error("totals-pair", key="totals")
    return GameOverQuestion((_int(totals[0], "totals"), _int(totals[1], "totals")))


def _read_should(raw: Mapping[str, Any], ruleset: Ruleset) -> ShouldQuestion:
    return ShouldQuestion(
        choices=_should_choices(raw["choices"]),
        seed=_int(raw["seed"], "seed", low=0, high=2**31 - 1) if "seed" in raw else 0,
        playouts=_int(raw["playouts"], "playouts", low=10, high=2000) if "playouts" in raw else 200,
        hand_sizes=_hand_sizes(raw["hand_sizes"]) if "hand_sizes" in raw else (),
    )


_QUESTION_READERS: dict[Ask, Callable[[Mapping[str, Any], Ruleset], Question]] = {
    Ask.CARD_VALUE: lambda raw, _rs: CardValueQuestion(_one_card(raw)),
    Ask.MELD: lambda raw, _rs: MeldQuestion(_cards(raw.get("cards"), "cards")),
    Ask.CANASTA_KIND: lambda raw, _rs: CanastaKindQuestion(_cards(raw.get("cards"), "cards")),
    Ask.MIN_MELD: lambda raw, _rs: MinMeldQuestion(),
    Ask.INITIAL_MELD: lambda raw, _rs: InitialMeldQuestion(_meld_list(raw.get("melds"), "melds")),
    Ask.ADD: _read_add,
    Ask.PILE_FROZEN: lambda raw, _rs: PileFrozenQuestion(),
    Ask.TAKE_PILE: lambda raw, _rs: TakePileQuestion(),
    Ask.GO_OUT: _read_go_out,
    Ask.SCORE: _read_score,
    Ask.GAME_OVER: _read_game_over,
    Ask.PLAY: lambda raw, _rs: PlayQuestion(_play_text(raw["play"])),
    Ask.MUST_TAKE: lambda raw, _rs: MustTakeQuestion(),
    Ask.HAND_OVER: lambda raw, _rs: HandOverQuestion(_cards(raw.get("drew"), "drew")),
    Ask.BEST_PLAY: lambda raw, _rs: BestPlayQuestion(_cards(raw.get("drawn"), "drawn")),
    Ask.SHOULD: _read_should,
}


def _read_question(raw: Mapping[str, Any], ask: Ask, ruleset: Ruleset) -> Question:
    """The entry's question, as its ask's own type (the keys are checked to be the ask's)."""
    return _QUESTION_READERS[ask](raw, ruleset)
