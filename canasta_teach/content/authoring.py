"""The authoring format: positions read from YAML and checked.

A position file is a YAML list of entries (see DESIGN.md). Reading one checks everything a
real table could not show: unknown cards, more copies than two decks hold, a red three in a
hand or a meld, a meld that is not a meld, two melds of one rank on one side, an unknown
ask, missing or misspelt keys. Every problem raises :class:`PositionError` naming the file,
the entry and what is wrong. The values read are the judge's
(:class:`~canasta_teach.judge.questions.Position`).

>>> p = parse_positions('''
... - id: demo
...   hand: Ks Kh 7d
...   our_melds: [Qs Qh Qd]
...   pile: 4c Kd
...   ask: take-pile
... ''')[0]
>>> p.id, p.top_card, p.our_has_melded
('demo', Card.parse('Kd'), True)
>>> parse_positions('''
... - id: bad
...   hand: Ks Ks Ks
...   pile: Ks
...   ask: take-pile
... ''')
Traceback (most recent call last):
...
canasta_teach.errors.PositionError: <string>: entry bad: four kings of spades, but two decks hold only two
"""

from __future__ import annotations

import difflib
import re
import string
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from ..errors import CanastaError, NotationError, PositionError, quote
from ..game.cards import (
    COPIES_PER_SUITED_CARD,
    JOKERS_IN_PACK,
    Card,
    Rank,
    Suit,
    card_key,
)
from ..game.choices import CHOICE_NAMES, Choice, ChoiceError
from ..game.melds import Meld, meld_problem
from ..game.notation import parse_play
from ..game.rulesets import DealtRedThrees, Ruleset, get_ruleset, rule_numbers
from ..game.seats import Side
from ..judge.asks import meld_problem_sentence
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
    ScoreQuestion,
    ShouldQuestion,
    TakePileQuestion,
    ThreePlayerScoreQuestion,
)
from ..judge.questions import Ask, Position, ThreePlayerHand, ThreeSeat
from ..judge.wording import fill
from ..text import count_word as _count_word
from .safe_yaml import load_yaml, read_text_file
from .work_limits import check_playouts

__all__ = ["parse_positions", "read_entries", "load_positions", "load_entries", "load_position_dir", "ACT_ASKS"]


# --------------------------------------------------------------------------------------
# Reading


_COMMON_KEYS = {
    "id", "title", "ruleset", "options", "hand", "our_melds", "their_melds", "our_red_threes",
    "their_red_threes", "pile", "stock", "score", "ask", "expect", "explain", "tags",
    "melded_before", "act",
}
#: Asks a lesson may put as an act step (``act: yes``): the learner takes the pile, lays the
#: first meld or goes out on the card table, and the referee accepts or refuses the play.
ACT_ASKS = (Ask.TAKE_PILE, Ask.INITIAL_MELD, Ask.GO_OUT)
_ASK_KEYS: dict[Ask, tuple[set[str], set[str]]] = {
    # ask: (required, optional)
    Ask.CARD_VALUE: ({"card"}, set()),
    Ask.MELD: ({"cards"}, set()),
    Ask.CANASTA_KIND: ({"cards"}, set()),
    Ask.MIN_MELD: (set(), set()),
    Ask.INITIAL_MELD: ({"melds"}, set()),
    Ask.ADD: ({"card", "to"}, {"side"}),
    Ask.PILE_FROZEN: (set(), set()),
    Ask.TAKE_PILE: (set(), set()),
    Ask.GO_OUT: (set(), {"partner", "takes_pile"}),
    Ask.SCORE: ({"went_out"}, {"concealed", "our_hands", "their_hands", "partner_red_threes", "pile_taken",
                               "lone", "right_melds", "right_hands", "right_red_threes"}),
    Ask.GAME_OVER: ({"totals"}, set()),
    Ask.PLAY: ({"play"}, set()),
    Ask.MUST_TAKE: (set(), set()),
    Ask.HAND_OVER: (set(), {"drew"}),
    Ask.BEST_PLAY: (set(), {"drawn"}),
    Ask.SHOULD: ({"choices"}, {"seed", "playouts", "hand_sizes"}),
}
_ALL_ASK_KEYS = set().union(*(req | opt for req, opt in _ASK_KEYS.values()))

#: How every ask answers, for checking an author's ``expect``.
_YES_NO_ASKS = {
    Ask.MELD, Ask.INITIAL_MELD, Ask.ADD, Ask.PILE_FROZEN, Ask.TAKE_PILE, Ask.GO_OUT,
    Ask.PLAY, Ask.MUST_TAKE, Ask.HAND_OVER,
}
_NUMBER_ASKS = {Ask.CARD_VALUE, Ask.MIN_MELD, Ask.BEST_PLAY}
_WORD_ANSWERS = {Ask.CANASTA_KIND: ("natural", "mixed", "none"), Ask.GAME_OVER: ("us", "them", "none")}
#: An id is a short name on one line.
_MAX_ID_CHARS = 80
_YES_NO = ("yes", "no", "true", "false")
#: Two decks and four jokers, in every ruleset (no list of cards is longer).
_PACK_SIZE = 108


def _partner_red_threes(value: Any) -> tuple[int, int]:
    """Three players: each partner's red threes, [left, right]."""
    if not (isinstance(value, list) and len(value) == 2):
        raise PositionError(f"each partner's red threes, like [1, 0], not {_kind(value)}", key="partner_red_threes")
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
    raise PositionError(f"{shown} should be you, left, right or none (three players; us means you, them the player on your left)", key=key)


def _three_player_hand(raw: Mapping[str, Any], ruleset: Ruleset) -> ThreePlayerHand | None:
    """``score`` with three players: who took the pile first and played alone (``lone``,
    default you; ``pile_taken: no`` is ``lone: none``), who went out, and the right-hand
    player's melds, cards left in hand and red threes."""
    if ruleset.players != 3:
        given = [k for k in _THREE_PLAYER_KEYS if k in raw]
        if given:
            raise PositionError(f"only a three-player hand has a lone player, two partners and a player on your right: leave {given[0]} out, or write ruleset: three-player", key=given[0])
        return None
    lone = _three_seat(raw["lone"], "lone") if "lone" in raw else ThreeSeat.YOU
    if "pile_taken" in raw:
        taken = _yes_no(raw["pile_taken"], "pile_taken")
        if "lone" in raw and taken != (lone is not None):
            raise PositionError("pile_taken and lone disagree: lone: none says nobody took the pile; leave pile_taken out", key="pile_taken")
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


def _play_text(value: Any) -> str:
    """A turn in the play notation, checked now so that a typo names the key."""
    if not isinstance(value, str):
        raise PositionError(f"a turn in the play notation, like 'draw; discard 9c', not {_kind(value)}", key="play")
    try:
        parse_play(value)
    except NotationError as exc:
        raise PositionError(str(exc), key="play") from None
    return value.strip()


def _kind(value: Any) -> str:
    """A value in the author's terms: their text quoted, or what kind of thing it is.

    Never a Python repr (``None``, ``[]``, ``{'a': 1}``) in a message an author reads.
    """
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)):
        return f"a number ({value})"
    if isinstance(value, str):
        return quote(value)
    if isinstance(value, list):
        return "a list" if value else "an empty list"
    if isinstance(value, dict):
        return "a mapping" if value else "an empty mapping"
    return "a value of another kind"


def _is_number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(value: Any, key: str, what: str = "words") -> str:
    """A text key (title, explain): words, or a number written as words."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    hint = " (put it in quotes to mean the word)" if isinstance(value, bool) else ""
    raise PositionError(f"{what}, not {_kind(value)}{hint}", key=key)


def _prose(value: Any, key: str, what: str = "words") -> str:
    """A text key (title, explain) with the rule numbers it names filled in from the
    rulesets (``{natural_canasta}``, ``{min_low}``, ``{target}``...: :func:`rule_numbers`),
    so the prose never restates a number of its own."""
    text = _text(value, key, what)
    if "{" not in text and "}" not in text:
        return text
    numbers = rule_numbers()
    brace = "a brace { or } must name a rule number, like {natural_canasta}; write {{ and }} for a brace itself"
    try:
        fields = [(name, spec) for _, name, spec, _ in string.Formatter().parse(text) if name is not None]
    except ValueError:
        raise PositionError(brace, key=key) from None
    for name, _spec in fields:
        if name not in numbers:
            known = ", ".join("{" + n + "}" for n in numbers)
            raise PositionError(f"{quote('{' + name + '}')} names no rule number: use one of {known}", key=key)
    try:
        return fill(text, numbers)
    except (KeyError, ValueError, IndexError, TypeError):
        said = ", ".join(quote("{" + n + (":" + s if s else "") + "}") for n, s in fields if s)
        raise PositionError(f"{said}: a rule number is said plainly or as a word ({{target}}, {{canasta_size:word}})",
                            key=key) from None


def _act(value: Any, ask: Ask) -> bool:
    """``act: yes``: the learner answers by acting on the cards; only for the asks an act
    can answer (:data:`ACT_ASKS`)."""
    act = _yes_no(value, "act")
    if act and ask not in ACT_ASKS:
        names = ", ".join(a.value for a in ACT_ASKS[:-1]) + f" or {ACT_ASKS[-1].value}"
        raise PositionError(f"only ask {names} can be answered by acting on the cards, not {ask.value}: leave act out", key="act")
    return act


def _yes_no(value: Any, key: str) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in _YES_NO:
        return value.strip().lower() in ("yes", "true")
    if isinstance(value, str):
        raise PositionError(f"{quote(value)} should be yes or no", key=key)
    raise PositionError(f"should be yes or no, not {_kind(value)}", key=key)


def _cards(value: Any, key: str) -> tuple[Card, ...]:
    if value is None:
        return ()
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, (str, list, tuple)):
        raise PositionError(f"expected cards like 'Ks Kh 7d', got {_kind(value)}", key=key)
    tokens: list[str] = []
    for i, item in enumerate([value] if isinstance(value, str) else value, 1):
        if isinstance(item, (int, float)) and not isinstance(item, bool):
            item = str(item)
        if not isinstance(item, str):
            raise PositionError(f"card {i} should be a card like Ks, not {_kind(item)}", key=key)
        tokens.extend(item.replace(",", " ").split())
        if len(tokens) > _PACK_SIZE:
            raise PositionError(f"more than {_PACK_SIZE} cards, but the pack holds only {_PACK_SIZE}", key=key)
    cards = []
    for token in tokens:
        try:
            cards.append(Card.parse(token))
        except NotationError as err:
            # The notation quotes the token whole; an author's megabyte stays out of the line.
            message = str(err).replace(f"'{token}'", quote(token), 1)
            raise PositionError(message, key=key) from None
    return tuple(cards)


def _meld_list(value: Any, key: str) -> tuple[tuple[Card, ...], ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        value = [value] if value.strip() else []
    if not isinstance(value, list):
        raise PositionError(f"expected a list of melds like [Qs Qh Qd, 9s 9h 9d], got {_kind(value)}", key=key)
    melds = []
    for i, item in enumerate(value, 1):
        if not isinstance(item, (str, list)):
            raise PositionError(f"meld {i} should be cards like 'Qs Qh Qd', got {_kind(item)}", key=key)
        melds.append(_cards(item, key))
    return tuple(melds)


def _int(value: Any, key: str, *, low: int | None = None, high: int | None = None) -> int:
    if not _is_number(value):
        raise PositionError(f"expected a whole number, got {_kind(value)}", key=key)
    if low is not None and value < low:
        raise PositionError(f"{value} is below {low}", key=key)
    if high is not None and value > high:
        raise PositionError(f"{value} is above {high}", key=key)
    return value


def _red_three_cards(value: Any, key: str) -> tuple[Card, ...]:
    """Red threes written as cards (``3h 3d``); a plain count gives none."""
    if value is None or _is_number(value):
        return ()
    if not isinstance(value, (str, list)):
        raise PositionError(f"a number of red threes, like 1, or the cards, like 3h 3d, not {_kind(value)}", key=key)
    cards = _cards(value, key)
    for c in cards:
        if not c.is_red_three:
            raise PositionError(f"{c} is not a red three (3h or 3d)", key=key)
    return cards


def _red_threes(value: Any, key: str) -> int:
    if value is None:
        return 0
    if _is_number(value):
        return _int(value, key, low=0, high=4)
    return len(_red_three_cards(value, key))


def _side(value: Any, key: str) -> Side:
    if value is None or value is False:
        return Side.NONE
    if isinstance(value, str):
        for s in Side:
            if s.value == value.strip().lower():
                return s
        raise PositionError(f"{quote(value)} should be us, them or none", key=key)
    raise PositionError(f"should be us, them or none, not {_kind(value)}", key=key)


def _meld_side(value: Any, key: str) -> Side:
    """Whose meld a card is added to (``side:`` of an add): us or them."""
    if isinstance(value, str) and value.strip().lower() in ("us", "them"):
        return Side(value.strip().lower())
    shown = quote(value) if isinstance(value, str) else _kind(value)
    raise PositionError(f"{shown} is not a side: choose us or them", key=key)


def _rank(value: Any, key: str) -> Rank:
    if not isinstance(value, (str, int)) or isinstance(value, bool):
        raise PositionError(f"the rank of a meld, like Q or 10, not {_kind(value)}", key=key)
    text = str(value).strip()
    if text.lower().startswith("their "):
        text = text[6:]
    try:
        card = Card.parse(text)
    except NotationError:
        raise PositionError(f"{quote(str(value))} is not a rank: write the rank of the meld, like Q or 10", key=key) from None
    if card.is_wild:
        raise PositionError(f"{quote(str(value))} is a wild card, not the rank of a meld: write the rank of the meld, like Q or 10", key=key)
    return card.rank


def _tags(value: Any, key: str) -> tuple[str, ...]:
    """Words to find a position by: a list (``[frozen, pile]``) or words in one line."""
    like = "a list of words, like [frozen, pile]"
    if value is None:
        return ()
    if isinstance(value, str):
        return tuple(value.replace(",", " ").split())
    if not isinstance(value, list):
        raise PositionError(f"{like}, not {_kind(value)}", key=key)
    tags = []
    for item in value:
        if isinstance(item, str) or _is_number(item):
            tags.append(str(item).strip())
        else:
            raise PositionError(f"{like}, not a list holding {_kind(item)}", key=key)
    return tuple(t for t in tags if t)


def _expect(value: Any, ask: Ask, key: str = "expect") -> Any:
    """The author's expected answer, checked to be an answer of this ask."""
    if value is None:
        raise PositionError("is empty: write the answer you expect, or leave the key out", key=key)
    if ask in _YES_NO_ASKS:
        if isinstance(value, bool) or (isinstance(value, str) and value.strip().lower() in _YES_NO):
            return value
        raise PositionError(f"{ask.value} answers yes or no, not {_kind(value)}", key=key)
    if ask in _NUMBER_ASKS:
        if _is_number(value) or (isinstance(value, str) and re.fullmatch(r"\s*-?[0-9]{1,12}\s*", value)):
            return value
        raise PositionError(f"{ask.value} answers with a whole number, like 50, not {_kind(value)}", key=key)
    if ask in _WORD_ANSWERS:
        words = _WORD_ANSWERS[ask]
        if isinstance(value, str) and value.strip().lower() in words:
            return value
        raise PositionError(f"{ask.value} answers {', '.join(words[:-1])} or {words[-1]}, not {_kind(value)}", key=key)
    if ask is Ask.SCORE:
        if isinstance(value, list) and len(value) in (2, 3) and all(_is_number(v) for v in value):
            return value
        raise PositionError(f"{ask.value} answers with two whole numbers [ours, theirs], like [1340, 85] (three players: [yours, left, right]), not {_kind(value)}", key=key)
    return value


def _should_choices(value: Any) -> tuple[Choice, ...]:
    """``should``: the choices compared, like [go-out, keep-playing] or [take-pile, draw],
    read once into :class:`~canasta_teach.game.choices.Choice` values."""
    from ..players.coach import CoachError, phase_for

    like = f"a list of two or more choices, like [go-out, keep-playing] or [take-pile, draw] ({', '.join(CHOICE_NAMES)} or 'discard CARD')"
    if not isinstance(value, list):
        raise PositionError(f"{like}, not {_kind(value)}", key="choices")
    names: list[Choice] = []
    for item in value:
        if not isinstance(item, str):
            raise PositionError(f"{like}, not a list holding {_kind(item)}", key="choices")
        try:
            name = Choice.parse(item)
        except ChoiceError as err:
            raise PositionError(str(err), key="choices") from None
        if name in names:
            raise PositionError(f"{quote(item)} is named twice: each choice once", key="choices")
        names.append(name)
    if len(names) < 2:
        raise PositionError(f"{like}: a question of which is better needs at least two", key="choices")
    try:
        phase_for(names)
    except CoachError as err:
        raise PositionError(str(err), key="choices") from None
    return tuple(names)


def _hand_sizes(value: Any) -> tuple[int, ...]:
    """``should``: the other players' hand sizes in turn order after you, like [11, 11, 19]."""
    if not isinstance(value, list) or not value:
        raise PositionError(f"the other players' hand sizes in turn order after you, like [11, 11, 19], not {_kind(value)}", key="hand_sizes")
    return tuple(_int(v, "hand_sizes", low=1, high=60) for v in value)


def _should_expect(value: Any, choices: tuple[Choice, ...]) -> str:
    """``should``: the expected answer is one of the choices (kept in its notation, the
    form of the ruling's answer)."""
    shown = ", ".join(map(str, choices))
    if not isinstance(value, str):
        raise PositionError(f"should answers with one of its choices ({shown}), not {_kind(value)}", key="expect")
    try:
        name: Choice | None = Choice.parse(value)
    except ChoiceError:
        name = None
    if name not in choices:
        raise PositionError(f"{quote(value)} is not one of the choices ({shown})", key="expect")
    return str(name)


# --------------------------------------------------------------------------------------
# The question of each ask: one reader per ask builds that ask's own type
# (:mod:`canasta_teach.judge.question_types`) from the keys the ask takes (_ASK_KEYS; a key
# of another ask is refused before, naming it).


def _one_card(raw: Mapping[str, Any]) -> Card:
    """The ``card`` key: exactly one card."""
    card_raw = raw.get("card")
    if card_raw is None:
        raise PositionError("is empty: give one card, like Ks", key="card")
    cards = _cards(card_raw, "card")
    if len(cards) != 1:
        shown = quote(card_raw) if isinstance(card_raw, str) else f"{_count_word(len(cards))} cards"
        raise PositionError(f"expected exactly one card, got {shown}", key="card")
    return cards[0]


def _read_add(raw: Mapping[str, Any], ruleset: Ruleset) -> AddQuestion:
    """``add``: the card, the rank of the meld (``their Q`` or ``side: them`` for the other
    side's meld)."""
    card = _one_card(raw)
    to_side = _meld_side(raw["side"], "side") if "side" in raw else Side.US
    if isinstance(raw.get("to"), str) and raw["to"].strip().lower().startswith("their "):
        to_side = Side.THEM
    if raw.get("to") is None:
        raise PositionError("is empty: give the rank of the meld, like Q or 10", key="to")
    return AddQuestion(card, _rank(raw["to"], "to"), to_side)


def _read_go_out(raw: Mapping[str, Any], ruleset: Ruleset) -> GoOutQuestion:
    """``go-out``: the partner's answer to "May I go out?" (four players only), and whether
    the player takes the pile this turn."""
    if "partner" in raw and ruleset.players != 4:
        # Two players, or three where "you" play alone: nobody to ask "May I go out?".
        alone = "with two players" if ruleset.players == 2 else "with three players you play alone"
        raise PositionError(f"{alone}, so there is no partner to ask: leave partner out", key="partner")
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
        raise PositionError("totals should be [ours, theirs], like [5120, 4300]", key="totals")
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


def _option_value(value: Any, name: str) -> Any:
    if isinstance(value, (str, int, float)):
        return value
    raise PositionError(f"option {quote(name)} needs a value like {'more-natural' if name == 'wild-limit' else 'yes'}, not {_kind(value)}", key="options")


def _entry_to_position(raw: Mapping[str, Any], *, source: str) -> Position:
    entry_id = raw.get("id")
    if entry_id is not None and not isinstance(entry_id, str) and not _is_number(entry_id):
        raise PositionError(f"an id is a short name, like frozen-by-two, not {_kind(entry_id)}", key="id")
    if entry_id is None or not str(entry_id).strip():
        raise PositionError("every position needs an id (a short unique name)", key="id")
    pid = str(entry_id)
    if len(pid) > _MAX_ID_CHARS or any(ch in pid for ch in "\r\n"):
        raise PositionError(f"an id is a short name on one line, at most {_MAX_ID_CHARS} characters, like frozen-by-two", key="id")
    ask_text = raw.get("ask")
    if ask_text is None:
        raise PositionError("missing 'ask': say what the judge should rule (take-pile, go-out, score ...)", key="ask")
    choices = ", ".join(a.value for a in Ask)
    if not isinstance(ask_text, str):
        raise PositionError(f"an ask is one of {choices}; not {_kind(ask_text)}", key="ask")
    try:
        ask = Ask(ask_text)
    except ValueError:
        raise PositionError(f"unknown ask {quote(ask_text)}: choose one of {choices}", key="ask") from None
    if ask not in _ASK_KEYS:
        # An ask the judge knows but the authoring format does not describe yet.
        raise PositionError(f"ask {ask.value} cannot be written in a position file yet: choose one of {', '.join(a.value for a in _ASK_KEYS)}", key="ask")
    required, optional = _ASK_KEYS[ask]
    unknown = set(raw) - _COMMON_KEYS - _ALL_ASK_KEYS
    if unknown:
        key = sorted(unknown, key=str)[0]
        close = difflib.get_close_matches(str(key), sorted(_COMMON_KEYS | _ALL_ASK_KEYS), n=1) if len(str(key)) <= 40 else []
        hint = f" (did you mean '{close[0]}'?)" if close else ""
        raise PositionError(f"unknown key {quote(str(key))}{hint}")
    foreign = (set(raw) & _ALL_ASK_KEYS) - required - optional
    if foreign:
        names = ", ".join(f"'{k}'" for k in sorted(foreign))
        verb = "does" if len(foreign) == 1 else "do"
        raise PositionError(f"key{'s' if len(foreign) > 1 else ''} {names} {verb} not belong to ask {ask.value}")
    missing = required - set(raw)
    if missing:
        names = " and ".join(f"'{k}'" for k in sorted(missing))
        raise PositionError(f"ask {ask.value} needs key{'s' if len(missing) > 1 else ''} {names}")

    options = raw.get("options") or {}
    if not isinstance(options, dict):
        raise PositionError("options should be a mapping like {wild-limit: more-natural}", key="options")
    options = {name: _option_value(value, name) for name, value in options.items()}
    ruleset_name = raw.get("ruleset")
    if ruleset_name is None:
        ruleset_name = "classic"
    if not isinstance(ruleset_name, str):
        raise PositionError(f"a ruleset is classic, two-player or three-player, not {_kind(ruleset_name)}", key="ruleset")
    try:
        ruleset = get_ruleset(ruleset_name, options)
    except CanastaError as err:
        message = str(err)
        for value in options.values():
            # The game layer quotes the value as Python writes it: put the author's words back.
            shown = ("yes" if value else "no") if isinstance(value, bool) else str(value)
            message = message.replace(f"'{value}'", quote(shown), 1)
        message = message.replace(f"'{ruleset_name}'", quote(ruleset_name), 1)
        raise PositionError(message, key="options" if "option" in message or "not a choice" in message else "ruleset") from None

    score_raw = raw.get("score", [0, 0])
    if not (isinstance(score_raw, list) and len(score_raw) == 2):
        raise PositionError("score should be [ours, theirs], like [1600, 800]", key="score")
    score = (_int(score_raw[0], "score"), _int(score_raw[1], "score"))

    question = _read_question(raw, ask, ruleset)

    stock = raw.get("stock")
    position = Position(
        id=pid,
        question=question,
        ruleset=ruleset,
        title=_prose(raw.get("title"), "title", "a title in words"),
        hand=_cards(raw.get("hand"), "hand"),
        our_melds=tuple(Meld(m) for m in _meld_list(raw.get("our_melds"), "our_melds")),
        their_melds=tuple(Meld(m) for m in _meld_list(raw.get("their_melds"), "their_melds")),
        our_red_threes=_red_threes(raw.get("our_red_threes"), "our_red_threes"),
        their_red_threes=_red_threes(raw.get("their_red_threes"), "their_red_threes"),
        our_red_three_cards=_red_three_cards(raw.get("our_red_threes"), "our_red_threes"),
        their_red_three_cards=_red_three_cards(raw.get("their_red_threes"), "their_red_threes"),
        pile=_cards(raw.get("pile"), "pile"),
        stock=None if stock is None else _int(stock, "stock", low=0, high=108),
        score=score,
        melded_before=_yes_no(raw["melded_before"], "melded_before") if "melded_before" in raw else None,
        expect=(_should_expect(raw["expect"], question.choices) if isinstance(question, ShouldQuestion)
                else _expect(raw["expect"], ask)) if "expect" in raw else None,
        has_expect="expect" in raw,
        explain=_prose(raw.get("explain"), "explain").strip(),
        source=source,
        tags=_tags(raw.get("tags"), "tags"),
        act=_act(raw.get("act", False), ask),
    )
    _check_consistency(position, red_three_cards=position.our_red_three_cards + position.their_red_three_cards)
    if isinstance(question, ShouldQuestion):
        _check_should_table(position, question)
    return position


def _check_should_table(p: Position, q: ShouldQuestion) -> None:
    """``should``: the coach plays the position out, so every card of the pack must have a
    place: the other hands hold a full hand each and the stock the rest."""
    from ..players.coach import CoachError, table_for_position

    try:
        table_for_position(p, q.choices)
    except CoachError as err:
        raise PositionError(str(err), key="stock") from None


def _key_name(key: tuple[Rank, Suit | None], n: int) -> str:
    rank, suit = key
    name = rank.label if n == 1 else rank.plural
    if suit is None:
        return f"{_count_word(n)} {name}"
    return f"{_count_word(n)} {name} of {suit.label}"


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
            raise PositionError(f"{_count_word(n)} {rank.plural} of {suit.label}, but two decks hold only {_count_word(COPIES_PER_SUITED_CARD)}")
    if per_rank[Rank.JOKER] > JOKERS_IN_PACK:
        raise PositionError(f"{_count_word(per_rank[Rank.JOKER])} jokers, but two decks hold only {_count_word(JOKERS_IN_PACK)}")
    for rank, n in per_rank.items():
        if rank not in (Rank.JOKER, Rank.THREE) and n > 8:
            raise PositionError(f"{_count_word(n)} {rank.plural}, but two decks hold only eight")
    red = sum(n for (rank, suit), n in suited.items() if rank is Rank.THREE and suit.is_red) + extra_red_threes
    if red > 4:
        raise PositionError(f"{_count_word(red)} red threes in play, but two decks hold only four")


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
                raise PositionError(f"{c} in a hand: a red three is laid out at once, write it in our_red_threes/their_red_threes", key=key)
    if p.top_card is not None and p.top_card.is_red_three:
        raise PositionError(f"a red three ({p.top_card}) cannot be the top card: cards are turned onto it until another shows", key="pile")
    # The start of the pile (000, 003): a wild card or red three turned up is covered by the
    # next card until another card lies on top, so every card under the first other card may
    # be one; a red three above it would have been laid out by whoever drew it.
    start = next((i for i, c in enumerate(p.pile) if not (c.is_wild or c.is_red_three)), len(p.pile))
    for place, c in enumerate(p.pile[start:], start + 1):
        if c.is_red_three:
            raise PositionError(
                f"a red three ({c}) is card {place} from the bottom: in the pile a red three can only be among the cards turned up to start it, "
                f"under the first card that is neither wild nor a red three (one drawn later is laid out at once)",
                key="pile",
            )
    black_three_ok = scored is not None
    right_melds = three.seats.right_melds if three is not None else ()
    for key, melds in (("our_melds", p.our_melds), ("their_melds", p.their_melds), ("right_melds", right_melds)):
        seen: dict[Rank | None, Meld] = {}
        for i, meld in enumerate(melds, 1):
            problem = meld_problem(meld.cards, ruleset, going_out=black_three_ok)
            if problem is not None:
                raise PositionError(f"meld {i} ({meld}): {meld_problem_sentence(problem, meld.cards)}", key=key)
            if meld.rank in seen:
                raise PositionError(
                    f"two melds of {meld.rank.plural if meld.rank else 'one rank'} ({seen[meld.rank]} and {meld}): a side has one meld per rank, write them as one",
                    key=key,
                )
            seen[meld.rank] = meld
    if scored is not None and p.hand:
        raise PositionError("a finished hand has no hand to move: leave hand empty and list leftovers in our_hands/their_hands", key="hand")
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
        raise PositionError(
            f"{in_play} cards in play and {p.stock} in the stock make {in_play + p.stock}, but the pack holds only {ruleset.pack_size}",
            key="stock",
        )
    if in_play > ruleset.pack_size:
        raise PositionError(f"{in_play} cards in play, but the pack holds only {ruleset.pack_size}")
    if isinstance(q, (MeldQuestion, CanastaKindQuestion)):
        _check_card_limits(q.cards)
        if not q.cards:
            raise PositionError("give the cards to judge, like 'Q Q Q 2'", key="cards")
    if isinstance(q, InitialMeldQuestion):
        if not q.melds:
            raise PositionError("give at least one meld", key="melds")
        laid = Counter(card_key(c) for m in q.melds for c in m)
        if p.hand:
            held = Counter(card_key(c) for c in p.hand)
            short = laid - held
            if short:
                names = ", ".join(_key_name(k, n) for k, n in short.items())
                raise PositionError(f"the melds use {names} more than the hand holds", key="melds")
        else:
            _check_card_limits([c for m in q.melds for c in m])
    if isinstance(q, ThreePlayerScoreQuestion):
        _check_three_player_score(p, q)
    elif isinstance(q, ScoreQuestion):
        for side, melds, key in ((Side.US, p.our_melds, "our_melds"), (Side.THEM, p.their_melds, "their_melds")):
            for m in melds:
                if m.rank is Rank.THREE and q.went_out is not side:
                    raise PositionError(f"black threes ({m}) are melded only by the side going out", key=key)
        if q.went_out is Side.US and not _enough_canastas(p.our_melds, ruleset):
            raise PositionError(f"went_out is us, but our side has no canasta to go out with (it needs {_count_word(ruleset.canastas_to_go_out)})", key="went_out")
        if q.went_out is Side.THEM and not _enough_canastas(p.their_melds, ruleset):
            raise PositionError(f"went_out is them, but their side has no canasta to go out with (it needs {_count_word(ruleset.canastas_to_go_out)})", key="went_out")
        if q.concealed and q.went_out is Side.NONE:
            raise PositionError("concealed: yes needs went_out: us or them", key="concealed")


def _check_three_player_score(p: Position, q: ThreePlayerScoreQuestion) -> None:
    """Three players: the going-out player's side (alone, or the two partners' melds
    together) needs its canastas, black threes are melded only by that side, and
    ``partner_red_threes`` and ``right_red_threes`` say the same thing once."""
    three = q.seats
    seat_melds = {ThreeSeat.YOU: (p.our_melds, "our_melds"), ThreeSeat.LEFT: (p.their_melds, "their_melds"),
                  ThreeSeat.RIGHT: (three.right_melds, "right_melds")}
    if q.partner_red_threes is not None and (three.right_red_threes or p.their_red_threes):
        raise PositionError("partner_red_threes gives [left, right] already: leave their_red_threes and right_red_threes out", key="partner_red_threes")

    def side_of(seat: ThreeSeat) -> tuple[ThreeSeat, ...]:
        if three.lone is None or seat is three.lone:
            return (seat,)
        return tuple(s for s in ThreeSeat if s is not three.lone)

    going = side_of(three.went_out) if three.went_out is not None else ()
    for seat, (melds, key) in seat_melds.items():
        for m in melds:
            if m.rank is Rank.THREE and seat not in going:
                raise PositionError(f"black threes ({m}) are melded only by the side going out", key=key)
    if three.went_out is not None:
        melds_out = [m for s in going for m in seat_melds[s][0]]
        if not _enough_canastas(melds_out, p.ruleset):
            who = "you" if three.went_out is ThreeSeat.YOU else f"the player on your {three.went_out.value}"
            raise PositionError(f"went_out is {three.went_out.value}, but {who} and any partner have no canasta to go out with "
                                f"(it needs {_count_word(p.ruleset.canastas_to_go_out)})", key="went_out")
    if q.concealed and three.went_out is None:
        raise PositionError("concealed: yes needs went_out: you, left or right", key="concealed")


def _enough_canastas(melds: Iterable[Meld], ruleset: Ruleset) -> bool:
    return sum(1 for m in melds if m.is_canasta) >= ruleset.canastas_to_go_out


def _entry_label(raw: Any, index: int) -> str:
    """How an error names an entry: its id when it has a usable one, else ``#index``."""
    entry_id = raw.get("id") if isinstance(raw, dict) else None
    if isinstance(entry_id, str) or _is_number(entry_id):
        label = str(entry_id).strip()
        if label and len(label) <= _MAX_ID_CHARS and "\n" not in label and "\r" not in label:
            return label
    return f"#{index}"


def parse_positions(text: str, *, source: str = "<string>") -> list[Position]:
    """Read positions from YAML text; raise PositionError naming source and entry.

    The YAML is read by :func:`~canasta_teach.content.safe_yaml.load_yaml`: no duplicate
    keys, anchors, aliases or odd tags, bounded in size and depth.
    """
    positions, problems = read_entries(text, source=source)
    if problems:
        raise problems[0]
    return positions


def read_entries(text: str, *, source: str = "<string>") -> tuple[list[Position], list[PositionError]]:
    """Read every entry of a position file on its own: the positions read, and one
    :class:`PositionError` per entry refused (the other entries are read all the same).
    A file that is no YAML list of entries at all is one problem and no position."""
    if not isinstance(text, str):
        return [], [PositionError("a position file is text (YAML)", source=source)]
    try:
        data = load_yaml(text)
    except PositionError as err:
        return [], [err.located(source=source)]
    if data is None:
        return [], []
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list):
        return [], [PositionError("a position file is a YAML list of positions (entries starting with '- id:')", source=source)]
    positions: list[Position] = []
    problems: list[PositionError] = []
    seen: set[str] = set()
    for index, raw in enumerate(data, 1):
        label = _entry_label(raw, index)
        if not isinstance(raw, dict):
            problems.append(PositionError("each entry should be a mapping of keys (id:, hand:, ask: ...)", source=source, entry=label))
            continue
        try:
            position = _entry_to_position(raw, source=source)
        except PositionError as err:
            problems.append(err.located(source=source, entry=label))
            continue
        if position.id in seen:
            problems.append(PositionError("this id is used twice in the file; ids must be unique", source=source, entry=label, key="id"))
            continue
        seen.add(position.id)
        positions.append(position)
    # The coach's work is bounded per question and per file (work_limits): an entry past a
    # bound is refused on its own, the others are kept.
    kept: list[Position] = []
    for position in positions:
        try:
            check_playouts(kept + [position], source=source)
        except PositionError as err:
            problems.append(err)
            continue
        kept.append(position)
    return kept, problems


def load_entries(path: str | Path) -> tuple[list[Position], list[PositionError]]:
    """Read a position file entry by entry (:func:`read_entries`); errors name the file.
    A file that cannot be read is one problem (raised as for :func:`load_positions`)."""
    path = Path(path)
    text = read_text_file(path)
    return read_entries(text, source=str(path))


def load_positions(path: str | Path) -> list[Position]:
    """Read a position file; errors name the file."""
    path = Path(path)
    text = read_text_file(path)
    return parse_positions(text, source=str(path))


def load_position_dir(folder: str | Path) -> list[Position]:
    """All positions of the ``*.yaml`` files in a folder, ids unique across files.

    Problems name each file by its name inside the folder, never by its full path: this
    reads a class's positions inside the lesson kernels, whose errors reach a learner's page.
    """
    positions: list[Position] = []
    seen: dict[str, str] = {}
    for path in sorted(Path(folder).glob("*.y*ml")):
        try:
            found = load_positions(path)
        except PositionError as err:
            raise PositionError(err.problem, source=path.name, entry=err.entry, key=err.key) from None
        for p in found:
            if p.id in seen:
                raise PositionError(f"id also used in {seen[p.id]}", source=path.name, entry=p.id, key="id")
            seen[p.id] = path.name
            positions.append(p)
    return positions
