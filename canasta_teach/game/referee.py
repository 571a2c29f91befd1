"""The referee: which operations are legal, why others are not, and what each one does.

The pattern of pokerkit (verify / can / do) and python-chess (``legal_moves``, ``push``):

- :func:`legal_operations` lists every legal operation of the player to act (one per play:
  operations that differ only in the suits of natural cards are one play, see
  :func:`~canasta_teach.game.operations.op_key`); ``op in legal_operations(state)`` asks
  the referee.
- :func:`verify` raises :class:`~canasta_teach.errors.IllegalPlayError` carrying the
  :class:`Refusal` facts (a rule id, the cards, the numbers) for an illegal operation.
- :func:`can` answers yes or no; :func:`apply` verifies and returns the next state (what
  each operation does to the table is :mod:`canasta_teach.game.transitions`).

Both ``legal_operations`` and ``verify`` rest on one set of checks (``_refusals``), so they
cannot disagree. The first meld of a side may take several operations in one turn; the
referee refuses any operation after which the minimum can no longer be reached this turn
(an exact search over rank counts, :mod:`canasta_teach.game.search`), so a player never gets
stuck with a half-made first meld.

Rules and their sources are in the rule book; rule ids are cited in every refusal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from ..errors import IllegalPlayError
from .cards import Card, Rank, Suit, card_key
from .melds import Meld, meld_problem, wild_room
from .operations import (
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndTurn,
    GoOut,
    LayMeld,
    Operation,
    RevealRedThree,
    TakePile,
    op_key,
)
from .refusal import Refusal
from .rulebook import RULE_BOOK
from .rulesets import DealtRedThrees, LastCard, WildLimit
from .search import HandCounts, can_go_out, first_meld_reachable
from .table import HandEnd, Phase, Source, TableState
from .transitions import apply_add, apply_lay, apply_take, apply_unchecked, going_out_concealed, take_from

__all__ = [
    "Refusal",
    "LegalOperations",
    "legal_operations",
    "verify",
    "can",
    "apply",
    "refusals",
    "compulsory_take",
    "freeze_rule",
    "one_card_pile_exempt",
    "going_out_concealed",
    "may_go_out",
]

# Enum members read in the hot paths, bound once: on Python 3.11 a look-up such as
# ``Rank.THREE`` goes through the enum metaclass's ``__getattr__`` hook and costs about
# ten times a module global's read.
_JOKER = Rank.JOKER
_TWO = Rank.TWO
_THREE = Rank.THREE
_DRAW = Phase.DRAW
_PLAY = Phase.PLAY
_ANSWER = Phase.ANSWER
_HAND_OVER = Phase.HAND_OVER
_STOCK = Source.STOCK
_NO_DISCARD = LastCard.NO_DISCARD
_MORE_NATURAL = WildLimit.MORE_NATURAL


class LegalOperations(Sequence[Operation]):
    """The legal operations of a state: a sequence, and ``op in ...`` by the rules' key."""

    __slots__ = ("_ops", "_keys", "_key")

    def __init__(self, ops: list[Operation], key: Callable[[Operation], tuple[object, ...]] = op_key) -> None:
        self._ops = ops
        self._keys: set[tuple[object, ...]] | None = None
        #: What makes two operations one play: :func:`op_key`, or Tranca's (suits matter).
        self._key = key

    def __getitem__(self, index):  # type: ignore[override]
        return self._ops[index]

    def __len__(self) -> int:
        return len(self._ops)

    def __iter__(self) -> Iterator[Operation]:
        return iter(self._ops)

    def __contains__(self, op: object) -> bool:
        if self._keys is None:
            self._keys = {self._key(o) for o in self._ops}
        try:
            return self._key(op) in self._keys  # type: ignore[arg-type]
        except (AttributeError, TypeError):
            return False

    def __repr__(self) -> str:
        return f"LegalOperations({self._ops!r})"


# --------------------------------------------------------------------------------------
# Small helpers


def _counts(meld: Meld) -> tuple[int, int]:
    wild = meld.wilds  # worked out once per meld
    return len(meld.cards) - wild, wild


def _top_fits_meld_on_empty_stock(state: TableState) -> bool:
    if state.stock or state.phase is not _DRAW:
        return False
    top = state.top_card
    seat = state.to_move
    if top is None or not top.is_natural or state.frozen_for(seat):
        return False
    return state.meld_of_rank(seat, top.rank) is not None


def one_card_pile_exempt(state: TableState) -> bool:
    """The one-card-pile rule does not apply (004: "except when the stock is empty and
    taking is compulsory"): the stock is empty and the top card fits a meld of the side,
    the pile not frozen for it."""
    return _top_fits_meld_on_empty_stock(state)


def freeze_rule(state: TableState) -> str:
    """The rule that freezes the pile for the player to move (call only when it is frozen
    for them): a wild card in it (000, 003), else the wild cards or red threes turned up to
    start it (000, 003), else their side has not melded (000, 002, 003)."""
    if state.pile_frozen:
        if any(c.is_wild for c in state.pile) or not any(c.is_red_three for c in state.pile):
            return "pile-frozen-wild"
        return "pile-frozen-start"
    return "pile-frozen-no-meld"


def compulsory_take(state: TableState) -> bool:
    """With the stock empty, taking is compulsory when the pile is not frozen for the side
    and its top card fits a meld of the side (003, 004: adding to a meld, not a new meld),
    and the take is otherwise legal (a take that would leave too few cards is not)."""
    return _top_fits_meld_on_empty_stock(state) and not _check_take(state, TakePile())


# --------------------------------------------------------------------------------------
# Going out and the first meld: facts about a state in the PLAY phase


def _minimum_due(state: TableState) -> int:
    """Points the side still needs for its first meld this turn (0: none due)."""
    seat = state.to_move
    if not state.turn.first_meld or state.side_melded[state.side_of(seat)]:
        return 0
    return max(0, state.first_meld_minimum(seat) - state.turn.minimum_points)


def _hand_counts(state: TableState) -> HandCounts:
    turn = state.turn
    return HandCounts.of(state.hand, eligible=turn.eligible)


def _eligible_counts(state: TableState) -> HandCounts:
    """The cards that may still make a first meld taken with the pile: only those held
    before the take (003, 004: the rest of the pile does not count, and 004: the side must
    form the first meld from its hand and the top card). The whole hand still counts
    toward the cards the player must keep."""
    eligible = state.turn.eligible
    if eligible is None:
        return _hand_counts(state)
    return HandCounts.of(eligible, size=len(state.hand))


def _pile_cards_before_minimum(state: TableState, cards: Sequence[Card]) -> bool:
    """Cards from the pile laid while a first meld made with the pile is still short."""
    eligible = state.turn.eligible
    if eligible is None or not _minimum_due(state):
        return False
    pool = [c.rules_key for c in eligible]
    for card in cards:
        if card.rules_key not in pool:
            return True
        pool.remove(card.rules_key)
    return False


def _side_meld_room(state: TableState) -> dict[Rank, tuple[int, int]]:
    """For each meld of the side: (cards that are not wild, wild cards)."""
    out: dict[Rank, tuple[int, int]] = {}
    for meld in state.side_melds(state.to_move):
        if meld.rank is not None:
            out[meld.rank] = _counts(meld)
    return out


def _loose_cards(state: TableState, sorted_hand: SortedHand | None = None, melded: set[Rank | None] | None = None) -> int:
    """Cards of the hand that can join no meld this turn, as :func:`can_go_out` first counts
    them: a natural rank held once with no meld of the side, and one or two black threes
    without a meld of threes. Two or more: the hand cannot go out (one may be discarded).
    ``sorted_hand`` and ``melded``: the hand's :func:`_sorted_hand` and the ranks of the
    side's melds, when the caller has them."""
    by_rank, _jokers, _twos, black, _distinct, _place, red = sorted_hand or _sorted_hand(state.hand)
    if melded is None:
        melded = {m.rank for m in state.melds[state.side_of(state.to_move)]}
    loose = 0
    for rank, cards in by_rank.items():
        if len(cards) == 1 and rank not in melded:
            loose += 1
    # Every three, as can_go_out counts them (a red three not laid out yet among them).
    threes = sum(1 for c in state.hand if c.is_three) if red else len(black)
    if threes and threes < 3 and _THREE not in melded:
        loose += threes
    return loose


def _may_go_out_now(state: TableState) -> bool:
    """Could the player to move go out from here this turn (melding everything, or all but
    one card and discarding it)? Exact, by the search over rank counts."""
    turn = state.turn
    if turn.answer is False or turn.last_red_three:
        return False
    if _loose_cards(state) > 1:
        return False  # can_go_out's own first test, without counting the whole hand
    seat = state.to_move
    due = _minimum_due(state)
    # A side that has not melded and drew from the stock goes out concealed: no minimum (003).
    exempt = turn.source is _STOCK and not state.side_melded[state.side_of(seat)]
    if due and not exempt and not first_meld_reachable(
        _eligible_counts(state), _side_meld_room(state), ruleset=state.ruleset, need=due, keep=0
    ):
        return False
    return can_go_out(_hand_counts(state), _side_meld_room(state), ruleset=state.ruleset, minimum=0 if exempt else due)


def may_go_out(state: TableState) -> bool:
    """Can the player to move, in the play phase, still go out this turn? (The fast search
    over rank counts; :func:`canasta_teach.game.explore.going_out_line` finds the plays.)"""
    return state.phase is _PLAY and _may_go_out_now(state)


def _keep(state: TableState) -> int:
    """Cards the player must still hold when done melding: one to discard and one to keep
    (000, 004); one under option last-card: no-discard (004) or after a red three as the
    last stock card (no discard then)."""
    if state.turn.last_red_three or state.ruleset.last_card is _NO_DISCARD:
        return 1
    return 2


def _plainly_fine(state: TableState, left: int) -> bool:
    """The common case needs no look-ahead: the side has melded, nobody answered a
    question about going out, and enough cards stay in the hand."""
    turn = state.turn
    return (
        turn.answer is None
        and not turn.last_red_three
        and state.side_melded[state.side_of(state.to_move)]
        and left >= _keep(state)
    )


def _position_refusals(after: TableState, played: tuple[Card, ...]) -> list[Refusal]:
    """The checks shared by every operation that lays cards, on the state after it: the
    hand may not run too low unless going out; the first-meld minimum must stay reachable;
    a binding yes must stay possible."""
    turn = after.turn
    seat = after.to_move
    h = len(after.hand)
    if turn.answer is True:
        if _may_go_out_now(after):
            return []
        return [Refusal("go-out-ask-partner", played)]
    due = _minimum_due(after)
    keep = _keep(after)
    if h >= keep:
        if due == 0:
            return []
        reach = first_meld_reachable(_eligible_counts(after), _side_meld_room(after), ruleset=after.ruleset, need=due, keep=keep)
        if reach:
            return []
        if not turn.last_red_three and _may_go_out_now(after):
            return []
        minimum = after.first_meld_minimum(seat)
        return [Refusal("first-meld-minimum", played, (("minimum", minimum), ("points", turn.minimum_points)))]
    if not turn.last_red_three and _may_go_out_now(after):
        return []
    need = after.ruleset.canastas_to_go_out
    have = after.canastas(seat)
    if turn.last_red_three:
        return [Refusal("red-three-last-card", played)]
    if turn.answer is False:
        return [Refusal("go-out-ask-partner", played), Refusal("keep-one-card", played, (("left", h),))]
    if have < need:
        return [Refusal("go-out-canasta", played, (("canastas", have), ("needed", need))),
                Refusal("keep-one-card", played, (("left", h),))]
    if due:
        minimum = after.first_meld_minimum(seat)
        return [Refusal("first-meld-minimum", played, (("minimum", minimum), ("points", turn.minimum_points)))]
    return [Refusal("go-out-all-cards", played, (("left", h),))]


# --------------------------------------------------------------------------------------
# The checks, one function per kind of operation


def _wrong_turn(state: TableState, op: Operation) -> list[Refusal] | None:
    if state.phase is _HAND_OVER:
        return [Refusal("stock-exhausted" if state.end is HandEnd.STOCK_EXHAUSTED else "go-out-all-cards")]
    red = next((c for c in state.hand if c.is_red_three), None)
    if red is not None and state.phase is not _ANSWER:
        if isinstance(op, RevealRedThree):
            return None
        found = [Refusal("red-three-replace", (red,))]
        if state.ruleset.dealt_red_threes is DealtRedThrees.FIRST_TURN:
            # 004: a red three never laid out costs 500 at the end of the hand.
            found.append(Refusal("red-three-penalty", (red,), (("penalty", state.ruleset.unrevealed_red_three_penalty),)))
        return found
    return None


def _check_reveal(state: TableState, op: RevealRedThree) -> list[Refusal]:
    if not op.card.is_red_three:
        return [Refusal("red-three-replace", (op.card,))]
    if take_from(state.hand, (op.card,)) is None:
        return [Refusal("play-from-hand", (op.card,))]
    return []


def _check_draw(state: TableState, op: DrawStock) -> list[Refusal]:
    if state.phase is not _DRAW:
        return [Refusal("turn-order")]
    if compulsory_take(state):
        top = state.top_card
        return [Refusal("stock-must-take", (top,) if top else ())]
    if op.cards:
        k = min(state.ruleset.cards_drawn, len(state.stock))
        expected = tuple(reversed(state.stock[-k:])) if k else ()
        if [card_key(c) for c in op.cards] != [card_key(c) for c in expected]:
            return [Refusal("turn-order", op.cards)]
    return []


def _check_take(state: TableState, op: TakePile) -> list[Refusal]:
    if state.phase is not _DRAW:
        return [Refusal("turn-order")]
    seat = state.to_move
    top = state.top_card
    if top is None:
        return [Refusal("pile-top-card-only")]
    if top.is_wild:
        return [Refusal("pile-top-wild", (top,))]
    if top.is_black_three:
        return [Refusal("pile-black-three-top", (top,))]
    if top.is_red_three:  # cannot happen at a real table: a red three is never on top
        return [Refusal("pile-frozen-start", (top,))]
    found = take_from(state.hand, op.cards)
    if found is None:
        return [Refusal("play-from-hand", op.cards)]
    rest, cards = found
    # The order of precedence (the rule book's): the top card; holding one card on a
    # one-card pile (004, unless taking is compulsory); a pile frozen for you takes a
    # natural pair and nothing else (000, 002, 003); then the ways to take an unfrozen pile.
    if (state.ruleset.one_card_pile_forbidden and len(state.hand) == 1 and len(state.pile) == 1
            and not one_card_pile_exempt(state)):
        return [Refusal("one-card-pile", (top,) + state.hand)]
    frozen = state.frozen_for(seat)
    existing = state.meld_of_rank(seat, top.rank)
    naturals = [c for c in cards if c.is_natural]
    pair = len(cards) == 2 and all(c.is_natural and not c.is_three and c.rank is top.rank for c in cards)
    if frozen and not pair:
        return [Refusal(freeze_rule(state), (top,)), Refusal("pile-frozen-natural-pair", (top,) + cards)]
    no_meld = "" if existing is not None else "no-meld"
    if not cards:
        if existing is None:
            return [Refusal("pile-take-unfrozen", (top,), case=no_meld)]
    elif existing is not None:
        # The pair (or, when not frozen, a natural card and a wild card) and the top card
        # join the side's meld of that rank (one meld per rank, 000, 003).
        if len(cards) != 2 or any(c.is_three for c in cards) or any(c.is_natural and c.rank is not top.rank for c in cards) or not naturals:
            return [Refusal("pile-take-unfrozen", (top,) + cards)]
        wild_added = len(cards) - len(naturals)
        if wild_added:
            m_nat, m_wild = _counts(existing)
            if wild_room(m_nat + 1 + len(naturals), m_wild, state.ruleset) < wild_added:
                return [Refusal("meld-three-wild", existing.cards + (top,) + cards)]
    else:
        if len(cards) != 2 or any(c.is_three for c in cards) or any(c.is_natural and c.rank is not top.rank for c in cards) or not naturals:
            return [Refusal("pile-take-unfrozen", (top,) + cards, case=no_meld)]
        problem = meld_problem((top,) + cards, state.ruleset)
        if problem is not None:
            return [Refusal(problem[0], (top,) + cards)]
    if (state.lone is not None or state.players != 3) and _plainly_fine(state, len(rest) + len(state.pile) - 1):
        return []
    after = apply_take(state, op, rest, cards)
    return _position_refusals(after, (top,) + cards)


def _check_lay(state: TableState, op: LayMeld) -> list[Refusal]:
    if state.phase is not _PLAY:
        return [Refusal("turn-order")]
    found = take_from(state.hand, op.cards)
    if found is None:
        return [Refusal("play-from-hand", op.cards)]
    rest, cards = found
    black = bool(cards) and all(c.is_black_three for c in cards)
    problem = meld_problem(cards, state.ruleset, going_out=True)
    if problem is not None:
        return [Refusal(problem[0], cards)]
    rank = _THREE if black else next(c.rank for c in cards if not c.is_wild)
    if state.meld_of_rank(state.to_move, rank) is not None:
        return [Refusal("one-meld-per-rank", cards)]
    if _pile_cards_before_minimum(state, cards):
        return [Refusal("first-meld-pile-top", cards)]
    if not black and _plainly_fine(state, len(rest)):
        return []
    after = apply_lay(state, rest, cards, rank)
    if black and not (len(after.hand) <= 1 and _may_go_out_now(after)):
        return [Refusal("black-three-meld", cards)]
    return _position_refusals(after, cards)


def _check_add(state: TableState, op: AddToMeld) -> list[Refusal]:
    if state.phase is not _PLAY:
        return [Refusal("turn-order")]
    found = take_from(state.hand, (op.card,))
    if found is None:
        return [Refusal("play-from-hand", (op.card,))]
    rest, (card,) = found
    meld = state.meld_of_rank(state.to_move, op.rank)
    if meld is None:
        return [Refusal("one-meld-per-rank", (card,), case="no-meld")]
    if _pile_cards_before_minimum(state, (card,)):
        return [Refusal("first-meld-pile-top", (card,))]
    if card.is_red_three:
        return [Refusal("meld-no-threes", (card,))]
    if op.rank is _THREE:
        if not card.is_black_three:
            return [Refusal("black-three-meld", (card,))]
    elif card.is_three:
        return [Refusal("meld-no-threes", (card,))]
    elif card.is_natural and card.rank is not op.rank:
        return [Refusal("meld-one-rank", (card,))]
    elif card.is_wild:
        naturals, wilds = _counts(meld)
        if wild_room(naturals, wilds, state.ruleset) <= 0:
            rule = "meld-more-natural" if state.ruleset.wild_limit is _MORE_NATURAL and wilds < state.ruleset.max_wild_in_meld else "meld-three-wild"
            return [Refusal(rule, meld.cards + (card,), (("wild", wilds + 1),))]
    if op.rank is not _THREE and _plainly_fine(state, len(rest)):
        return []
    after = apply_add(state, rest, card, op.rank)
    if op.rank is _THREE and not (len(after.hand) <= 1 and _may_go_out_now(after)):
        return [Refusal("black-three-meld", (card,))]
    return _position_refusals(after, (card,))


def _check_discard(state: TableState, op: Discard) -> list[Refusal]:
    if state.phase is not _PLAY:
        return [Refusal("turn-order")]
    turn = state.turn
    if turn.last_red_three:
        return [Refusal("red-three-last-card", (op.card,))]
    found = take_from(state.hand, (op.card,))
    if found is None:
        return [Refusal("play-from-hand", (op.card,))]
    rest, (card,) = found
    if rest:
        if turn.answer is True:
            return [Refusal("go-out-ask-partner", (card,))]
        due = _minimum_due(state)
        if due:
            minimum = state.first_meld_minimum(state.to_move)
            return [Refusal("first-meld-minimum", (card,), (("minimum", minimum), ("points", turn.minimum_points)))]
        return []
    # The last card: going out.
    return _go_out_refusals(state, (card,))


def _go_out_refusals(state: TableState, cards: tuple[Card, ...]) -> list[Refusal]:
    turn = state.turn
    seat = state.to_move
    if turn.answer is False:
        return [Refusal("go-out-ask-partner", cards)]
    need = state.ruleset.canastas_to_go_out
    have = state.canastas(seat)
    if have < need:
        return [Refusal("go-out-canasta", cards, (("canastas", have), ("needed", need)))]
    due = _minimum_due(state)
    exempt = turn.source is _STOCK and not state.side_melded[state.side_of(seat)]
    if due and not exempt:
        minimum = state.first_meld_minimum(seat)
        return [Refusal("first-meld-minimum", cards, (("minimum", minimum), ("points", turn.minimum_points)))]
    return []


def _check_go_out(state: TableState, op: GoOut) -> list[Refusal]:
    if state.phase is not _PLAY:
        return [Refusal("turn-order")]
    if state.hand:
        return [Refusal("go-out-all-cards", state.hand, (("left", len(state.hand)),))]
    if state.turn.last_red_three:
        return [Refusal("red-three-last-card")]
    return _go_out_refusals(state, ())


def _check_end_turn(state: TableState, op: EndTurn) -> list[Refusal]:
    if state.phase is not _PLAY:
        return [Refusal("turn-order")]
    turn = state.turn
    due = _minimum_due(state)
    if due:
        minimum = state.first_meld_minimum(state.to_move)
        return [Refusal("first-meld-minimum", (), (("minimum", minimum), ("points", turn.minimum_points)))]
    if turn.last_red_three:
        return []
    if state.ruleset.last_card is _NO_DISCARD and len(state.hand) == 1 and turn.answer is not True:
        if not _go_out_refusals(state, state.hand):
            return [Refusal("go-out-all-cards", state.hand)]  # may go out: discard it
        return []
    return [Refusal("turn-order", state.hand)]


def _check_ask(state: TableState, op: AskPartner) -> list[Refusal]:
    if state.phase is not _PLAY:
        return [Refusal("go-out-ask-partner")]
    turn = state.turn
    if state.partner_of(state.to_move) is None:
        # Nobody to ask: two players, or the three-player game's lone player (or before
        # anyone took the pile).
        return [Refusal("go-out-ask-partner", case="no-partner")]
    if turn.asked or turn.laid:
        return [Refusal("go-out-ask-partner")]
    if len(state.hand) < _keep(state):
        # Too few cards to play on without going out (e.g. one card after a compulsory
        # take from an empty stock): a binding "no" would leave no legal operation.
        return [Refusal("go-out-ask-partner"), Refusal("keep-one-card", state.hand, (("left", len(state.hand)),))]
    if not _may_go_out_now(state):
        return [Refusal("go-out-ask-partner"), Refusal("go-out-canasta")]
    return []


def _check_answer(state: TableState, op: AnswerPartner) -> list[Refusal]:
    if state.phase is not _ANSWER:
        return [Refusal("go-out-ask-partner")]
    return []


_CHECKS = {
    DrawStock: _check_draw,
    TakePile: _check_take,
    LayMeld: _check_lay,
    AddToMeld: _check_add,
    Discard: _check_discard,
    GoOut: _check_go_out,
    EndTurn: _check_end_turn,
    AskPartner: _check_ask,
    AnswerPartner: _check_answer,
    RevealRedThree: _check_reveal,
}


def refusals(state: TableState, op: Operation) -> list[Refusal]:
    """Every reason the referee has to refuse ``op`` here (empty: it is legal)."""
    if state.ruleset.is_tranca:
        return _tranca.tranca_refusals(state, op)
    check = _CHECKS.get(type(op))
    if check is None:
        return [Refusal("turn-order")]
    wrong = _wrong_turn(state, op)
    if wrong is not None:
        return wrong
    if state.phase is _ANSWER and not isinstance(op, AnswerPartner):
        return [Refusal("go-out-ask-partner")]
    return check(state, op)  # type: ignore[operator]


def verify(state: TableState, op: Operation) -> None:
    """Raise :class:`IllegalPlayError` with the referee's reasons when ``op`` is illegal.

    >>> from canasta_teach.game.deal import deal
    >>> from canasta_teach.game.operations import Discard
    >>> from canasta_teach.game.cards import Card
    >>> verify(deal("classic", seed=1), Discard(Card.parse("JK")))
    Traceback (most recent call last):
    ...
    canasta_teach.errors.IllegalPlayError: discard JK is not allowed: A turn: draw, meld, discard
    """
    found = refusals(state, op)
    if found:
        from .notation import format_operation  # lazy: notation imports the referee's types

        rules = "; ".join(dict.fromkeys(RULE_BOOK[r.rule_id].title for r in found))
        raise IllegalPlayError(f"{format_operation(op)} is not allowed: {rules}", play=op, reasons=tuple(found))


def can(state: TableState, op: Operation) -> bool:
    """Whether ``op`` is legal here."""
    return not refusals(state, op)


# --------------------------------------------------------------------------------------
# Generating the legal operations

#: :func:`_sorted_hand`: the natural cards by rank, the jokers, the twos, the black threes,
#: one card per rules key in the hand's order, each key's place in that list, and whether a
#: red three is held.
SortedHand = tuple[dict[Rank, list[Card]], list[Card], list[Card], list[Card], list[Card], dict[int, int], bool]


def _sorted_hand(hand: tuple[Card, ...]) -> SortedHand:
    """One look at each card of the hand, for everything the play phase asks of it: the
    natural cards by rank (ranks in the order they first come), the jokers, the twos, the
    black threes, one card per rules key (:func:`~.operations.op_key` cannot tell the others
    apart) in the hand's order with each key's place, and whether a red three is held."""
    by_rank: dict[Rank, list[Card]] = {}
    jokers: list[Card] = []
    twos: list[Card] = []
    black: list[Card] = []
    distinct: list[Card] = []
    place: dict[int, int] = {}
    red = False
    for c in hand:
        key = c.rules_key
        if key not in place:
            place[key] = len(distinct)
            distinct.append(c)
        rank = c.rank
        if rank is _JOKER:
            jokers.append(c)
        elif rank is _TWO:
            twos.append(c)
        elif c.is_natural:
            if rank in by_rank:
                by_rank[rank].append(c)
            else:
                by_rank[rank] = [c]
        elif c.is_black_three:
            black.append(c)
        else:
            red = True
    return by_rank, jokers, twos, black, distinct, place, red


def _meld_candidates(state: TableState) -> list[LayMeld]:
    """Every new meld the hand can form, one per play (natural suits do not matter)."""
    melded = {m.rank for m in state.side_melds(state.to_move)}
    return [LayMeld(cards) for cards, _naturals, _wilds in _meld_shapes(state, _sorted_hand(state.hand), melded)]


def _meld_shapes(state: TableState, sorted_hand: SortedHand, melded: set[Rank | None]) -> list[tuple[tuple[Card, ...], int, int]]:
    """The cards of :func:`_meld_candidates`, each with its counts of natural and wild cards
    (black threes count as natural), so that the common case needs no second look at them.
    ``melded``: the ranks of the side's melds (one meld per rank)."""
    by_rank, jokers, twos, black, _distinct, _place, _red = sorted_hand
    out: list[tuple[tuple[Card, ...], int, int]] = []
    wild_sets: list[tuple[tuple[Card, ...], int, int]] | None = None
    max_wild = state.ruleset.max_wild_in_meld
    # A rank whose naturals and all the wild cards a meld may take make fewer than three
    # cards has no meld (a pair without a wild card, say).
    short = 3 - min(len(jokers) + len(twos), max_wild)
    for rank, naturals in by_rank.items():
        if len(naturals) < 2 or len(naturals) < short or rank in melded:
            continue
        if wild_sets is None:
            wild_sets = _wild_sets(jokers, twos, max_wild)
        for n in range(2, len(naturals) + 1):
            base = tuple(naturals[:n])
            for wild, j, t in wild_sets:
                if n + j + t >= 3:
                    out.append((base + wild, n, j + t))
    if len(black) >= 3 and _THREE not in melded:
        # A three's suit is part of its key: one meld per mix of clubs and spades.
        clubs = [c for c in black if c.suit is Suit.CLUBS]
        spades = [c for c in black if c.suit is not Suit.CLUBS]
        for n in range(3, len(black) + 1):
            for k in range(max(0, n - len(spades)), min(n, len(clubs)) + 1):
                out.append((tuple(clubs[:k]) + tuple(spades[:n - k]), n, 0))
    return out


def _wild_sets(jokers: list[Card], twos: list[Card], max_wild: int) -> list[tuple[tuple[Card, ...], int, int]]:
    """The wild cards a new meld may take, the same for every rank: (cards, jokers, twos)
    for j jokers then t twos, at most ``max_wild`` in all."""
    if not jokers and not twos:
        return [((), 0, 0)]
    out = []
    for j in range(min(len(jokers), max_wild) + 1):
        head = tuple(jokers[:j])
        for t in range(min(len(twos), max_wild - j) + 1):
            out.append((head + tuple(twos[:t]), j, t))
    return out


# The operations the generator lists by the dozen are built without their dataclass
# ``__init__`` (which stores each field through ``object.__setattr__``): a new object and
# its slot filled. They hold no checks, so the value is the same.
_new = object.__new__


def _slot_setter(cls: type, name: str) -> Callable[[object, object], None]:
    """The setter of a slotted dataclass's field (its slot's own, not the frozen one)."""
    return getattr(cls, name).__set__  # type: ignore[no-any-return]


_set_discard_card = _slot_setter(Discard, "card")
_set_lay_cards = _slot_setter(LayMeld, "cards")
_set_add_rank = _slot_setter(AddToMeld, "rank")
_set_add_card = _slot_setter(AddToMeld, "card")


def _lay(cards: tuple[Card, ...]) -> LayMeld:
    lay = _new(LayMeld)
    _set_lay_cards(lay, cards)
    return lay


def _add(rank: Rank, card: Card) -> AddToMeld:
    add = _new(AddToMeld)
    _set_add_rank(add, rank)
    _set_add_card(add, card)
    return add


def _discards(cards: list[Card]) -> list[Discard]:
    out = []
    for card in cards:
        discard = _new(Discard)
        _set_discard_card(discard, card)
        out.append(discard)
    return out


_DRAW_STOCK = DrawStock()
_TAKE_TOP = TakePile()
_ASK = AskPartner()


def _draw_operations(state: TableState) -> list[Operation]:
    """The draw phase: a red three first; else the stock, and the takes of the pile the
    checks let through. A take that cannot pass is not checked at all: with the pile frozen
    for the side only a natural pair takes it (000, 002, 003), and the top card alone only
    joins a meld of its rank."""
    hand = state.hands[state.to_move]
    top = state.top_card
    wanted = top.rank if top is not None and top.is_natural else None
    naturals: list[Card] = []
    wild: list[Card] = []
    joker = two = False
    for c in hand:
        rank = c.rank
        if rank is wanted:
            naturals.append(c)
        elif rank is _JOKER:
            if not joker:
                joker = True
                wild.append(c)
        elif rank is _TWO:
            if not two:
                two = True
                wild.append(c)
        elif c.is_red_three:
            # Either red three may be laid out first (their suits make two keys).
            return [RevealRedThree(r) for r in _sorted_hand(hand)[4] if r.is_red_three]
    ops: list[Operation] = []
    if state.stock or not _check_draw(state, _DRAW_STOCK):
        # With cards in the stock a draw is always legal (_check_draw: taking is compulsory
        # only from an empty stock).
        ops.append(DrawStock())
    if wanted is None:
        return ops
    frozen = state.frozen_for(state.to_move)
    if not frozen and state.meld_of_rank(state.to_move, wanted) is not None and not _check_take(state, _TAKE_TOP):
        ops.append(TakePile())
    if len(naturals) >= 2:
        pair = TakePile((naturals[0], naturals[1]))
        if not _check_take(state, pair):
            ops.append(pair)
    if naturals and not frozen:
        for w in wild:
            take = TakePile((naturals[0], w))
            if not _check_take(state, take):
                ops.append(take)
    return ops


def _play_operations(state: TableState) -> list[Operation]:
    """The play phase: a red three first; else going out, ending the turn, asking, the
    melds, the adds, the discards. In the common case (see :func:`_plainly_fine`) only a
    play's own cards decide, so the full check, with its look-ahead, runs only where it can
    matter."""
    seat = state.to_move
    hand = state.hands[seat]
    sorted_hand = _sorted_hand(hand)
    by_rank, jokers, twos, _black, distinct, place, red = sorted_hand
    if red:
        # Either red three may be laid out first (their suits make two keys).
        return [RevealRedThree(c) for c in distinct if c.is_red_three]
    turn = state.turn
    ruleset = state.ruleset
    side_melds = state.melds[state.side_of(seat)]
    melded = {m.rank for m in side_melds}
    h = len(hand)
    plain = _plainly_fine(state, h - 1)
    legal: list[Operation]
    if plain:
        # Plainly fine: two cards or more in the hand, the side melded, no turn of a red
        # three: going out and ending the turn are not legal (_check_go_out,
        # _check_end_turn). Asking needs a partner and a hand that may go out, which two
        # cards that fit nowhere already rule out (_check_ask, _may_go_out_now).
        legal = []
        if (not turn.laid and not turn.asked and state.partner_of(seat) is not None
                and _loose_cards(state, sorted_hand, melded) <= 1 and not _check_ask(state, _ASK)):
            legal.append(AskPartner())
    else:
        ops: list[Operation] = []
        if not hand:
            ops.append(GoOut())
        ops.append(EndTurn())
        if not turn.laid and not turn.asked:
            ops.append(AskPartner())
        legal = [op for op in ops if not _CHECKS[type(op)](state, op)]  # type: ignore[operator]
    keep = _keep(state)
    least, least_natural = ruleset.meld_min_cards, ruleset.min_natural_in_meld
    for cards, lay_naturals, lay_wilds in _meld_shapes(state, sorted_hand, melded):
        if plain and h - len(cards) >= keep and not cards[0].is_black_three:
            # meld_problem's checks for a meld built of one natural rank and wild cards.
            if (lay_naturals + lay_wilds >= least and lay_naturals >= least_natural
                    and wild_room(lay_naturals, lay_wilds, ruleset) >= 0):
                legal.append(_lay(cards))
        else:
            lay = _lay(cards)
            if not _check_lay(state, lay):
                legal.append(lay)
    # The cards that may join a meld, in the hand's order: one of its rank, a joker, a two.
    wild_fits = sorted((place[c.rules_key], c) for c in (jokers[:1] + twos[:1])) if jokers or twos else []
    for meld in side_melds:
        rank = meld.rank
        if rank is None:
            continue
        if plain and rank is not _THREE:
            # Plainly fine: a natural card of the rank joins; a wild card while there is room.
            own = by_rank.get(rank)
            if wild_fits and wild_room(*_counts(meld), ruleset) > 0:
                joining = sorted([(place[own[0].rules_key], own[0])] + wild_fits) if own else wild_fits
                legal.extend(_add(rank, c) for _i, c in joining)
            elif own:
                add = _new(AddToMeld)
                _set_add_rank(add, rank)
                _set_add_card(add, own[0])
                legal.append(add)
            continue
        for c in distinct:
            if c.rank is rank or c.is_wild:
                add = _add(rank, c)
                if not _check_add(state, add):
                    legal.append(add)
    if plain:
        legal.extend(_discards(distinct))  # no minimum due, no answer, no red three: any card
    elif h >= 2:
        # Discarding one of several cards: the same facts decide for every card.
        if not (turn.last_red_three or turn.answer is True or _minimum_due(state)):
            legal.extend(_discards(distinct))
    else:
        legal.extend(d for d in _discards(distinct) if not _check_discard(state, d))
    return legal


def _generate(state: TableState) -> list[Operation]:
    phase = state.phase
    if phase is _PLAY:
        return _play_operations(state)
    if phase is _DRAW:
        return _draw_operations(state)
    if phase is _ANSWER:
        return [AnswerPartner(True), AnswerPartner(False)]
    return []  # the hand is over


def legal_operations(state: TableState) -> LegalOperations:
    """Every legal operation of the player to act, one per play.

    >>> from canasta_teach.game.deal import deal
    >>> ops = legal_operations(deal("classic", seed=3))
    >>> DrawStock() in ops
    True
    """
    if state.ruleset.is_tranca:
        return LegalOperations(_tranca.tranca_operations(state), _tranca.tranca_op_key(state))
    return LegalOperations(_generate(state))


# --------------------------------------------------------------------------------------
# Applying operations (unchecked helpers; ``apply`` verifies first)


def apply(state: TableState, op: Operation, *, verified: bool = False) -> TableState:
    """The state after ``op``. Verifies it first (raising :class:`IllegalPlayError`),
    unless the caller says it came from :func:`legal_operations` (``verified=True``)."""
    if not verified:
        verify(state, op)
    if state.ruleset.is_tranca:
        return _tranca.tranca_apply(state, op)  # Tranca's transitions (003, "Varianten")
    return apply_unchecked(state, op)


# Tranca's referee and transitions (003, "Varianten") live in their own module.
from . import tranca as _tranca  # noqa: E402
