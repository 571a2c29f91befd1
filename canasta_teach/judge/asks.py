"""The judge: questions about a position -> a Ruling of facts.

The judge is the single source of truth: every answer a learner sees is computed here from
the position, one function per ask, each a query on the game layer. Each function takes
the position and its question as the ask's own type (:mod:`.question_types`), and
:func:`judge` matches on that type. The
:class:`~canasta_teach.judge.rulings.Ruling` it returns carries facts only: the answer, the
reasons (each a rule id from the rule book, a message id of the wording catalogue, the
cards and the numbers; the one or two that decide marked ``deciding``), the cards to play
where a legal way exists and the score lines where one applies. The words are made from
them by :mod:`canasta_teach.judge.wording`. Every number (card values, bonuses, the first
meld table, targets) is the ruleset's.

Each ask is a query on the game layer. ``add``, ``pile-frozen``, ``initial-meld`` and
``score`` build the position as the engine's table (:func:`~.table_view.table_of`) and ask
the referee (``refusals``: the reasons are its refusals, with their rule ids, cards and
numbers), the table (``frozen_for``, ``side_melded``) or the engine's scoring
(``score_hand``); ``play``, ``must-take``, ``hand-over``, ``best-play`` and going out after
taking the pile are in :mod:`.engine_asks`. ``card-value``, ``meld``, ``canasta-kind``,
``min-meld`` and ``game-over`` ask the game layer's own rule functions (the card table,
``meld_problem``, the ruleset's first-meld table, the scoring's ``winner``); the first
three are the ones the referee itself calls, and tests/test_judge_asks_engine.py shows the
answers agree with the referee's. Whether going out
is concealed is the engine's decision (``going_out_concealed``), so the ruleset option
``concealed: first-meld`` (002's reading) is honoured.

``take-pile`` and ``go-out`` find the cards to play with the game's planners
(:mod:`canasta_teach.game.planners`: the first meld made with the pile, the way to go out,
each as the referee's operations), fast enough for the speed budgets
(benchmarks/bench_judge.py); tests/test_planners.py plays their operations at the referee.
The judge has no solver of its own. Where there are several ways, the one shown is the one
a good player chooses (going out: the one that scores most, so a wild card is discarded
rather than spoil a natural canasta).

>>> from canasta_teach import parse_positions
>>> p = parse_positions('''
... - id: frozen-by-two
...   hand: Ks Kh 7d 2c
...   our_melds: [Qs Qh Qd 2c, 9s 9h 9d]
...   their_melds: [As Ah Ad]
...   pile: 4c 2s 9d Kd
...   score: [1600, 800]
...   ask: take-pile
... ''')[0]
>>> r = judge(p)
>>> r.answer, r.rules
(True, ('pile-frozen-wild', 'pile-frozen-natural-pair'))
"""

from __future__ import annotations

from . import card_asks, engine_asks, go_out_ask, meld_asks, pile_asks, score_asks, tranca_asks
from .ask_parts import meld_problem_sentence
from .question_types import (
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
    RunAddQuestion,
    ScoreQuestion,
    ShouldQuestion,
    TakePileQuestion,
    ThreePlayerScoreQuestion,
)
from .questions import Position
from .rulings import Ruling
from .three_player import score_three_player

__all__ = ["judge", "meld_problem_sentence"]


def judge(position: Position) -> Ruling:
    """Rule on the position's question from the rules alone. Every reason cites a rule of
    the rule book. Each ask's function takes the question as its own type.

    ``ask: should`` is refused: which choice is better is the coach's verdict, a layer above,
    so its one door is :func:`canasta_teach.players.ruling.rule` (``canasta_teach.rule``),
    the front door for every ask. What the rules allow for ``should`` the coach reads from
    :func:`.engine_asks.should_rules`."""
    p = position
    if p.ruleset.is_tranca:
        # Tranca (003, "Varianten") is judged by its own engine and rule ids; an ask that
        # does not apply to it is refused with the catalogue's line.
        return tranca_asks.judge_tranca(p)
    match position.question:
        case TakePileQuestion() as q:
            return pile_asks.take_pile(p, q)
        case GoOutQuestion(takes_pile=True) as q:
            return engine_asks.go_out_taking_pile(p, q)
        case GoOutQuestion() as q:
            return go_out_ask.go_out(p, q)
        case CardValueQuestion() as q:
            return card_asks.card_value(p, q)
        case MeldQuestion() as q:
            return card_asks.meld(p, q)
        case CanastaKindQuestion() as q:
            return card_asks.canasta_kind(p, q)
        case MinMeldQuestion() as q:
            return card_asks.min_meld(p, q)
        case InitialMeldQuestion() as q:
            return meld_asks.initial_meld(p, q)
        case AddQuestion() as q:
            return meld_asks.add(p, q)
        case RunAddQuestion():
            tranca_asks.refuse_run(p)
        case PileFrozenQuestion() as q:
            return pile_asks.pile_frozen(p, q)
        case ScoreQuestion() as q if p.ruleset.players == 3:
            return score_three_player(p, ThreePlayerScoreQuestion.of_two_sides(q))
        case ScoreQuestion() as q:
            return score_asks.score(p, q)
        case ThreePlayerScoreQuestion() as q:
            return score_three_player(p, q)
        case GameOverQuestion() as q:
            return score_asks.game_over(p, q)
        case PlayQuestion() as q:
            return engine_asks.play(p, q)
        case MustTakeQuestion() as q:
            return engine_asks.must_take(p, q)
        case HandOverQuestion() as q:
            return engine_asks.hand_over(p, q)
        case BestPlayQuestion() as q:
            return engine_asks.best_play(p, q)
        case ShouldQuestion():
            engine_asks.refuse_should(p)
