"""The pieces every ask of the judge is built of: a reason (a rule id, a message id of the
wording catalogue, the cards, the facts), the ruling of facts, the first-meld minimum and the
variant rule behind the canastas needed to go out, why cards are not a meld, and the
engine's table in the play phase (the moment a player melds and adds).

The asks themselves are in :mod:`.card_asks`, :mod:`.meld_asks`, :mod:`.pile_asks`,
:mod:`.go_out_ask`, :mod:`.score_asks` and :mod:`.engine_asks`; :func:`.asks.judge` picks one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..game.cards import Card
from ..game.melds import MeldProblem
from ..game.scoring import HandScore, LineItem
from ..game.table import Phase, Source, TableState
from .questions import Position
from .rulings import Answer, Play, Reason, Ruling
from .table_view import table_of
from .wording import reason_text

__all__ = [
    "reason", "finish", "partner_cards", "problem_reasons", "meld_problem_sentence", "minimum_reason",
    "variant_reasons", "play_state",
]


def reason(rule_id: str, message: str, shown: Iterable[Card] = (), deciding: bool = False, /, **facts: object) -> Reason:
    """A reason: the rule, the catalogue message that says it, the cards it shows (to
    highlight), whether it decides, and the facts that fill in the message."""
    return Reason(rule_id, message, tuple(shown), tuple(facts.items()), deciding)


def finish(position: Position, answer: Answer, reasons: list[Reason], *, lead: str = "", play: Play | None = None,
           score: Sequence[LineItem] = (), hand_score: HandScore | None = None, score_earned: bool = False,
           partner_cards: bool | None = False) -> Ruling:
    """The Ruling: facts only. ``lead`` is an optional message id for the opening words."""
    return Ruling(
        position_id=position.id,
        ask=position.ask,
        answer=answer,
        reasons=tuple(reasons),
        play=play,
        score=tuple(score),
        hand_score=hand_score,
        score_earned=score_earned,
        partner_cards=partner_cards,
        lead=lead,
    )


def partner_cards(p: Position) -> bool | None:
    """Whether a partner's cards still in hand count against the side: four players yes,
    two players no, three players only for the two partners (None: it depends)."""
    if p.ruleset.players == 4:
        return True
    if p.ruleset.players == 2:
        return False
    return None


def problem_reasons(problem: MeldProblem, cards: Sequence[Card], *, deciding: bool = True) -> list[Reason]:
    """Why ``cards`` are not a meld, from the game layer's facts."""
    rule_id, facts = problem
    f = dict(facts)
    cards = tuple(cards)
    if rule_id == "meld-no-threes":
        return [reason(rule_id, "meld.red-three", (c for c in cards if c.is_red_three), deciding)]
    if rule_id == "meld-min-size":
        return [reason(rule_id, "meld.too-few", cards, deciding, size=f["size"], min=f["min"])]
    if rule_id == "meld-one-rank":
        return [reason(rule_id, "meld.mixed-ranks", cards, deciding, ranks=f["ranks"])]
    if rule_id == "black-three-meld":
        if f.get("wilds"):
            return [reason(rule_id, "meld.black-threes-wild", (c for c in cards if c.is_wild), deciding)]
        return [reason(rule_id, "meld.black-threes", cards, deciding), reason(rule_id, "meld.black-threes-else")]
    if rule_id == "meld-two-natural":
        return [reason(rule_id, "meld.two-natural", cards, deciding, naturals=f["naturals"], min=f["min"])]
    if rule_id == "meld-three-wild":
        return [reason(rule_id, "meld.too-many-wild", (c for c in cards if c.is_wild), deciding, wilds=f["wilds"], max=f["max"])]
    return [reason(rule_id, "meld.more-natural", cards, deciding, naturals=f["naturals"], wilds=f["wilds"])]


def meld_problem_sentence(problem: MeldProblem, cards: Sequence[Card]) -> str:
    """Why cards are not a meld, as the first sentence the judge would say (for the
    position reader's messages: lower case, no full stop, after the meld it names)."""
    text = reason_text(problem_reasons(problem, cards)[0]).rstrip(".")
    return text[:1].lower() + text[1:]


def minimum_reason(p: Position, *, deciding: bool = True) -> tuple[int, Reason]:
    """The first-meld minimum for our side's score, with the band of the table it is in."""
    rs = p.ruleset
    score = p.score[0]
    minimum = rs.first_meld_minimum(score)
    band = rs.first_meld_bands()[0]
    for row in rs.first_meld_bands():
        if row[0] is None or score >= row[0]:
            band = row
    low, high, _ = band
    solo = "-solo" if rs.players != 4 else ""  # two or three players: "your score"
    if low is None:
        said = reason("first-meld-minimum", "min-meld.minimum-below" + solo, (), deciding, score=score,
                      limit=(high or 0) + rs.score_step, minimum=minimum)
    elif high is None:
        said = reason("first-meld-minimum", "min-meld.minimum-above" + solo, (), deciding, score=score, low=low,
                      minimum=minimum)
    else:
        said = reason("first-meld-minimum", "min-meld.minimum-range" + solo, (), deciding, score=score, low=low,
                      high=high, minimum=minimum)
    return minimum, said


def variant_reasons(p: Position, *, deciding: bool = True) -> list[Reason]:
    """The variant rule behind the canastas needed to go out, for two and three players."""
    need = p.ruleset.canastas_to_go_out
    if p.ruleset.name == "two-player":
        return [reason("two-player", "go-out.two-player", (), deciding, need=need)]
    if p.ruleset.name == "three-player":
        message = "go-out.three-player-004" if need == 2 else "go-out.three-player"
        return [reason("three-player", message, (), deciding, need=need)]
    return []


def play_state(p: Position, hand: tuple[Card, ...]) -> TableState:
    """The engine's table in the play phase after a draw from the stock, with ``hand``:
    the moment a player melds and adds. A red three is never held then (it is laid out at
    once), so any in ``hand`` is left out."""
    return table_of(p, phase=Phase.PLAY, source=Source.STOCK, hand=tuple(c for c in hand if not c.is_red_three))
