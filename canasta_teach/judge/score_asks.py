"""``score`` and ``game-over``: the engine's scoring of a finished hand
(:func:`~canasta_teach.game.scoring.score_hand`) with the lines that decide it, and the end of
the game (:func:`~canasta_teach.game.scoring.winner`). A three-player hand is
:mod:`.three_player`'s."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..game.cards import Card
from ..game.melds import Meld
from ..game.scoring import HandScore, LineItem, SideScore, score_hand, winner
from ..game.seats import Side
from ..game.table import HandEnd, Phase, TableState
from .ask_parts import finish as _finish
from .ask_parts import reason as _r
from .question_types import GameOverQuestion, ScoreQuestion
from .questions import Position
from .rulings import Reason, Ruling
from .table_view import table_of

__all__ = ["score", "game_over"]


#: The rules of a hand's score, the most telling first: the first two present decide. What
#: a position is about is the unusual line (red threes counted minus, a penalty, nobody
#: out, a concealed going out, a black three or a full hand left in hand), else the learner's
#: own side's lines; the other side's ordinary lines (their red three plus, their canasta,
#: their going out: ``their-``) come last, so they never push the point under "why?".
_SCORE_PRIORITY = (
    "red-three-minus", "red-three-penalty", "stock-exhausted", "not-classic-bonuses", "go-out-concealed",
    "black-three-in-hand", "big-hand-minus", "red-three-bonus", "canasta-natural", "canasta-mixed", "go-out-bonus",
    "score-hand-minus", "score-melds",
    "their-red-three-bonus", "their-canasta-natural", "their-canasta-mixed", "their-go-out-bonus",
    "their-score-hand-minus", "their-score-melds",
)
#: Cards left in hand that cost this much or more are a point of the position in themselves
#: (a partner's full hand when going out concealed, a joker and an ace kept too long).
_BIG_HAND_MINUS = 100
#: The ordinary lines: the other side's are incidental.
_ORDINARY = frozenset({"red-three-bonus", "canasta-natural", "canasta-mixed", "go-out-bonus", "score-hand-minus",
                       "score-melds"})


def _line_reason(p: Position, side: Side, item: LineItem, melds: Sequence[Meld], hands: Sequence[Card]) -> tuple[str, Reason]:
    """The sentence of one score line, with the key its priority goes by."""
    rs = p.ruleset
    rule = item.rule_id
    count = item.fact("count")
    if rule == "red-three-minus":
        message = "score.reds-minus-no-canasta" if item.kind == "line.red-threes-minus-no-canasta" else "score.reds-minus-no-meld"
        return rule, _r(rule, message, side=side, count=count, points=item.points)
    if rule == "red-three-bonus":
        return rule, _r(rule, "score.reds-plus", side=side, count=count, points=item.points)
    if rule == "red-three-penalty":
        return rule, _r(rule, "score.reds-hidden", side=side, count=count, points=item.points)
    if rule in ("canasta-natural", "canasta-mixed"):
        rank = item.fact("rank")
        cards = next((m.cards for m in melds if m.is_canasta and m.rank is rank), ())
        message = "score.natural-canasta" if rule == "canasta-natural" else "score.mixed-canasta"
        return rule, _r(rule, message, cards, side=side, rank=rank, points=item.points)
    if rule == "go-out-concealed":
        return rule, _r(rule, "score.went-out-concealed", side=side, points=item.points, bonus=rs.going_out_bonus)
    if rule == "go-out-bonus":
        return rule, _r(rule, "score.went-out", side=side, points=item.points)
    if rule == "score-hand-minus":
        black = tuple(c for c in hands if c.is_black_three)
        if black:
            return "black-three-in-hand", _r(rule, "score.black-three-in-hand", black, cards=black, value=black[0].value,
                                             red_bonus=rs.red_three_bonus)
        return rule, _r(rule, "score.hand-minus", side=side, points=item.points)
    return rule, _r(rule, "score.melds", side=side, points=item.points)


def _finished_table(p: Position, q: ScoreQuestion) -> TableState:
    """The engine's table at the end of the hand the ``score`` ask describes: our melds,
    hands and red threes at seat 0 (our partner's hand counted with ours), theirs at seat
    1, and who went out (concealed or not) or that the stock ran out."""
    state = table_of(replace(p, hand=q.our_hands, pile=()), phase=Phase.DRAW)
    hands: list[tuple[Card, ...]] = [() for _ in range(state.players)]
    hands[0], hands[1] = q.our_hands, q.their_hands
    went_out = {Side.US: 0, Side.THEM: 1}.get(q.went_out)
    return replace(
        state,
        hands=tuple(hands),
        phase=Phase.HAND_OVER,
        end=HandEnd.WENT_OUT if went_out is not None else HandEnd.STOCK_EXHAUSTED,
        went_out=went_out,
        concealed=q.concealed and went_out is not None,
    )


def score(p: Position, q: ScoreQuestion) -> Ruling:
    """The score of a finished hand, from the engine's scoring of the table
    (:func:`~canasta_teach.game.scoring.score_hand`)."""
    state = _finished_table(p, q)
    table = score_hand(state)
    ours = SideScore(Side.US, table.groups[state.side_of(0)].items)
    theirs = SideScore(Side.THEM, table.groups[state.side_of(1)].items)
    hand_score = HandScore(ours, theirs)
    sides: tuple[tuple[Side, SideScore, tuple[Meld, ...], tuple[Card, ...]], ...] = (
        (Side.US, ours, p.our_melds, q.our_hands), (Side.THEM, theirs, p.their_melds, q.their_hands))
    # Candidates for the deciding sentences: one per score line, and the notes below.
    candidates: list[tuple[str, Reason]] = []
    for side, s, melds, hands in sides:
        for item in s.items:
            key, reason = _line_reason(p, side, item, melds, hands)
            if key == "score-hand-minus" and item.points <= -_BIG_HAND_MINUS:
                key = "big-hand-minus"
            if side is Side.THEM and key in _ORDINARY | {"big-hand-minus"}:
                key = "their-" + ("score-hand-minus" if key == "big-hand-minus" else key)
            candidates.append((key, reason))
    if q.went_out is Side.NONE:
        candidates.append(("stock-exhausted", _r("stock-exhausted", "score.nobody-out")))
    if any(sum(1 for m in melds if m.is_canasta) >= 5 for melds in (p.our_melds, p.their_melds)):
        candidates.append(("not-classic-bonuses", _r("not-classic-bonuses", "score.five-canastas")))
    chosen: list[Reason] = []
    keys: list[str] = []
    for key in _SCORE_PRIORITY:
        for k, reason in candidates:
            if k == key and (key in keys or len(keys) < 2):
                if key not in keys:
                    keys.append(key)
                chosen.append(Reason(reason.rule_id, reason.message, reason.cards, reason.facts, True))
                if key == "black-three-in-hand":
                    break  # one sentence says it
    # Each side's lines are the score table the learner sees beside the sentences (row by
    # row, with the total): "why?" keeps the rule sentences, not the table again.
    reasons = list(chosen)
    if any(m.is_canasta for m in p.our_melds + p.their_melds):
        reasons.append(_r("score-canasta-bonus", "score.canasta-bonus"))
    for key, reason in candidates:
        if key in ("stock-exhausted", "not-classic-bonuses") and key not in keys:
            reasons.append(reason)
    return _finish(p, hand_score.totals, reasons, hand_score=hand_score)


def game_over(p: Position, q: GameOverQuestion) -> Ruling:
    totals = q.totals
    ruleset = p.ruleset
    side = winner(totals, ruleset)
    t = ruleset.target
    ours, theirs = totals
    three = ruleset.players == 3
    both = ours >= t and theirs >= t
    if side is Side.NONE:
        if both:
            reason = _r("game-target", "game.three-tie-past" if three else "game.tie-past", (), True, target=t, ours=ours)
        else:
            reason = _r("game-target", "game.three-neither" if three else "game.neither", (), True, target=t, ours=ours, theirs=theirs)
    elif both:
        reason = _r("game-target", "game.three-both-past" if three else "game.both-past", (), True, target=t,
                    high=max(totals), low=min(totals))
    elif three:
        reason = _r("game-target", "game.three-reached-us" if side is Side.US else "game.three-reached-them", (), True,
                    total=max(totals))
    else:
        message = ("game.reached-us" if side is Side.US else "game.reached-them") + ("-two" if ruleset.players == 2 else "")
        reason = _r("game-target", message, (), True, target=t, total=max(totals), other=min(totals))
    reasons = [reason]
    if three:
        reasons.insert(0, _r("three-player", "game.three-player", (), True, target=t))
    lead = _GAME_LEADS[side]
    if ruleset.players in (2, 3) and side is not Side.NONE:  # each plays alone: no "side"
        lead = "lead.game-you" if side is Side.US else _THEIR_LEADS_ALONE[ruleset.players]
    return _finish(p, side.value, reasons, lead=lead)


_THEIR_LEADS_ALONE = {2: "lead.game-them-two", 3: "lead.game-them-three"}


_GAME_LEADS = {Side.US: "lead.game-us", Side.THEM: "lead.game-them", Side.NONE: "lead.game-none"}
