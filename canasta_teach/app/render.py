"""HTML for cards and the card table: pure Python, returns strings (no Jupyter needed).

Every card is a ``<span class="ct-card ...">`` with ``role="img"`` and an ``aria-label``
holding its name in words, so a screen reader says "king of spades" and a colour-blind
learner gets the highlight as a thick border and a ▲ marker as well as a gold glow. The
stylesheet (``data/cards.css``, every class prefixed ``ct-``) is :data:`CSS`;
:func:`table_html` inlines it so its fragment works alone in a notebook output or in Voila.

>>> from canasta_teach.game.cards import Card
>>> html = card_html(Card.parse("Ks"), highlight=True)
>>> 'aria-label="king of spades, highlighted"' in html, "ct-highlight" in html
(True, True)
>>> 'ct-joker' in card_html(Card.parse("JK"))
True
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ..content.lessons import data_dir
from ..content.reveal import Hidden, Reveal, Shown, after_answer, before_answer
from ..game.cards import Card, Rank, Suit
from ..judge.question_types import (
    AddQuestion,
    CanastaKindQuestion,
    CardValueQuestion,
    InitialMeldQuestion,
    MeldQuestion,
    ScoreQuestion,
    ThreePlayerScoreQuestion,
)
from ..judge.wording import card_name, phrase
from .assets import macro

if TYPE_CHECKING:  # the renderer needs only the attributes, not the module at import
    from ..game.melds import Meld
    from ..judge.questions import Position

__all__ = [
    "CSS",
    "stylesheet",
    "card_html",
    "cards_html",
    "meld_html",
    "table_html",
]


def stylesheet() -> str:
    """The CSS of the cards and the table (every class starts with ``ct-``)."""
    return data_dir().joinpath("cards.css").read_text(encoding="utf-8")


CSS: str = stylesheet()



@functools.cache
def _piece(name: str) -> Any:
    """The macro ``name`` of ``templates/table.html.j2`` (every value escaped there), looked
    up once: a table calls its pieces a hundred times."""
    return macro("table.html.j2", name)


def _words(message: str, **facts: object) -> str:
    """A caption of the table from the wording catalogue, as written there (a caption such
    as "stock: 45 cards" keeps its lower case, so not :func:`~canasta_teach.judge.wording.say`)."""
    return phrase(message, **facts)

_SUIT_CLASS = {Suit.SPADES: "ct-suit-s", Suit.HEARTS: "ct-suit-h", Suit.DIAMONDS: "ct-suit-d", Suit.CLUBS: "ct-suit-c"}


# --------------------------------------------------------------------------------------
# One card


def _is_highlighted(card: Card, highlight: Collection[Card] | Iterable[Card]) -> bool:
    return any(card == h for h in highlight)


def _card(
    card: Card,
    *,
    highlight: bool = False,
    crosswise: bool = False,
    size: str = "",
    extra: Sequence[str] = (),
    style: str = "",
) -> str:
    classes = ["ct-card"]
    if card.rank is Rank.JOKER:
        classes.append("ct-joker")
    elif card.suit is None:
        classes.append("ct-nosuit")
    else:
        classes.append(_SUIT_CLASS[card.suit])
        classes.append("ct-red" if card.is_red else "ct-black")
    if card.is_wild:
        classes.append("ct-wild")
    if card.rank is Rank.TWO:
        classes.append("ct-two")
    if size:
        classes.append(f"ct-{size}")
    if crosswise:
        classes.append("ct-crosswise")
    if highlight:
        classes.append("ct-highlight")
    classes.extend(extra)

    label = _words("table.card-highlighted", card=card) if highlight else card_name(card)
    if card.rank is Rank.JOKER:
        rank_text, pip, centre = _words("table.joker-face"), "", "★"
    else:
        rank_text = card.rank.value
        pip = card.suit.symbol if card.suit is not None else ""
        centre = pip or rank_text
    rank_class = "ct-rank ct-ten" if rank_text == "10" else "ct-rank"
    wild_tag = _words("table.wild-tag") if card.rank is Rank.TWO else ""
    return _card_markup(" ".join(classes), label, rank_class, rank_text, pip, centre, wild_tag, style)


@functools.lru_cache(maxsize=8192)
def _card_markup(classes: str, label: str, rank_class: str, rank_text: str, pip: str, centre: str, wild_tag: str,
                 style: str) -> str:
    """One card drawn by its template, kept: a table draws the same few cards again and again
    (keyed by every word drawn, so another catalogue draws anew)."""
    return str(_piece("card")(classes, label, rank_class, rank_text, pip, centre, wild_tag, style))


def card_html(card: Card, *, highlight: bool = False, crosswise: bool = False, small: bool = False) -> str:
    """One card as a ``<span class="ct-card">`` with ``role="img"`` and its name as label."""
    return _card(card, highlight=highlight, crosswise=crosswise, size="small" if small else "")


def _back_html(label: str, *, thick: bool = False) -> str:
    return str(_piece("back")(label, thick))


# --------------------------------------------------------------------------------------
# Rows and melds


def _fan_transform(index: int, count: int, lifted: bool) -> str:
    """Rotation and arc for card ``index`` of a fan of ``count`` cards."""
    if count <= 1:
        angle = 0.0
    else:
        step = min(3.0, 28.0 / (count - 1))
        angle = (index - (count - 1) / 2) * step
    drop = abs(angle) * 0.45
    if lifted:
        drop -= 12
    return f"transform: rotate({angle:.1f}deg) translateY({drop:.1f}px)"


def cards_html(
    cards: Iterable[Card],
    *,
    highlight: Collection[Card] | Iterable[Card] = (),
    fanned: bool = False,
    small: bool = False,
) -> str:
    """A row of cards; ``fanned`` overlaps and tilts them like a hand held in a fan.

    A card is highlighted when it equals one of ``highlight``.
    """
    cards = list(cards)
    highlight = list(highlight)
    size = "small" if small else ""
    pieces = []
    for i, card in enumerate(cards):
        lit = _is_highlighted(card, highlight)
        style = _fan_transform(i, len(cards), lit) if fanned else ""
        pieces.append(_card(card, highlight=lit, size=size, style=style))
    return str(_piece("row")("ct-cards ct-fan" if fanned else "ct-cards", pieces))


def _meld_caption(meld: Meld) -> str:
    if meld.is_canasta:
        return _words("table.meld.canasta-wild" if meld.wilds else "table.meld.canasta",
                      rank=meld.rank, n=len(meld.cards), wilds=meld.wilds)
    return _plain_caption(meld)


def _canasta_order(meld: Meld) -> list[Card]:
    """The canasta's cards with its marker on top (last): a red card on a natural canasta,
    a black one on a mixed canasta, as the cards are squared up at the table."""
    cards = list(meld.cards)
    natural = meld.wilds == 0

    def fits(c: Card) -> bool:
        if c.suit is None or not c.is_natural:
            return False
        return c.is_red if natural else not c.is_red

    marker_index = next((i for i in range(len(cards) - 1, -1, -1) if fits(cards[i])), None)
    if marker_index is None:  # rank-only cards: keep a natural card on top, the badge says which
        marker_index = next((i for i in range(len(cards) - 1, -1, -1) if cards[i].is_natural), len(cards) - 1)
    marker = cards.pop(marker_index)
    # wild cards are tucked under the naturals, as at the table
    cards.sort(key=lambda c: 0 if c.is_wild else 1)
    return cards + [marker]


def _plain_caption(meld: Meld) -> str:
    """The caption of a meld that does not say whether it is a canasta or of what kind."""
    n = len(meld.cards)
    if meld.rank is None:
        return _words("table.meld.wild-only", n=n)
    return _words("table.meld.plain-wild" if meld.wilds else "table.meld.plain",
                  rank=meld.rank, naturals=n - meld.wilds, wilds=meld.wilds)


def meld_html(
    meld: Meld,
    *,
    highlight: Collection[Card] | Iterable[Card] = (),
    show_kind: bool = True,
    spread: bool = False,
) -> str:
    """A meld as a small overlapping stack with a caption; a canasta squared up with its
    count and a badge "natural canasta" (red card on top) or "mixed canasta" (black).

    ``show_kind=False`` draws a canasta as a plain meld (no badge, no kind in its caption,
    label or classes) for a question that asks its kind; ``spread=True`` fans a canasta out
    like a plain meld so that every card, the wild ones tucked under included, can be read
    (a score question, where each card counts).
    """
    highlight = list(highlight)
    if meld.is_canasta and show_kind:
        caption = _meld_caption(meld)
        natural = meld.wilds == 0
        kind = "natural" if natural else "mixed"
        ordered = _canasta_order(meld)
        pieces = [_card(c, highlight=_is_highlighted(c, highlight), size="small") for c in ordered]
        return str(_piece("canasta")(kind, spread, _words(f"table.meld.label-{kind}", rank=meld.rank, n=len(ordered)),
                                     _words(f"table.badge.{kind}"), pieces, len(ordered), caption))
    caption = _meld_caption(meld) if show_kind else _plain_caption(meld)
    ordered = sorted(meld.cards, key=lambda c: 1 if c.is_wild else 0)
    label = _words("table.meld.label", rank=meld.rank, n=len(ordered))
    pieces = [_card(c, highlight=_is_highlighted(c, highlight), size="small") for c in ordered]
    return str(_piece("meld")(label, pieces, caption))


# --------------------------------------------------------------------------------------
# The table



def _red_threes_html(count: int, reveal: Reveal) -> str:
    if count <= 0:
        return str(_piece("no_red_threes")(_words("table.red-threes-none")))
    threes = [Card(Rank.THREE, Suit.HEARTS if i % 2 == 0 else Suit.DIAMONDS) for i in range(count)]
    caption = _words("table.red-threes" if reveal.hides(Hidden.RED_THREE_BONUS) else "table.red-threes-bonus", n=count)
    return str(_piece("red_threes")(_words("table.red-threes", n=count), cards_html(threes, small=True), caption))


def _melds_html(melds: Sequence[Meld], highlight: list[Card], reveal: Reveal) -> str:
    if not melds:
        return str(_piece("melds")(_words("table.no-melds"), []))
    ordered = sorted(melds, key=lambda m: m.rank.order if m.rank is not None else 99)
    show_kind = not reveal.hides(Hidden.CANASTA_KIND)
    spread = reveal.shows(Shown.EVERY_CANASTA_CARD)
    return str(_piece("melds")("", [meld_html(m, highlight=highlight, show_kind=show_kind, spread=spread) for m in ordered]))


def _side_html(who: str, title: str, melds: Sequence[Meld], red_threes: int, highlight: list[Card],
               reveal: Reveal, extra: str = "") -> str:
    n = len(melds)
    canastas = sum(1 for m in melds if m.is_canasta)
    summary = ""
    if n:
        kinds = not reveal.hides(Hidden.CANASTA_KIND)
        summary = _words("table.side-melds-canastas" if kinds else "table.side-melds", melds=n, canastas=canastas)
    return str(_piece("side")(who, title, summary, _melds_html(melds, highlight, reveal),
                              _red_threes_html(red_threes, reveal), extra))


def _stock_html(stock: int | None) -> str:
    if stock is None:
        text = _words("table.stock-unknown")
        slot = _back_html(_words("table.stock-unknown-label"), thick=True)
    elif stock == 0:
        text = _words("table.stock-empty")
        slot = str(_piece("empty_slot")(_words("table.stock-empty-label")))
    else:
        text = _words("table.stock-count", n=stock)
        slot = _back_html(_words("table.stock-count-label", n=stock), thick=stock > 1)
    return str(_piece("heap")("stock", _words("table.stock"), _piece("slot")(False, [slot]), text, ""))


def _pile_html(position: Position, highlight: list[Card], reveal: Reveal) -> str:
    pile = list(position.pile)
    notes = ""
    if not pile:
        slot = str(_piece("slot")(False, [_piece("empty_slot")(_words("table.pile-empty-label"))]))
        text = _words("table.pile-empty")
    else:
        top = pile[-1]
        text = _words("table.pile-count", n=len(pile))
        frozen = position.pile_has_wild or position.pile_has_red_three
        freezer_index = None
        if frozen:
            freezer_index = next(
                (i for i, c in enumerate(pile) if c.is_wild or c.is_red_three), None
            )
        if freezer_index is None:
            top_html = _card(
                top, highlight=_is_highlighted(top, highlight), size="large",
                extra=["ct-over"] + (["ct-thick"] if len(pile) > 1 else []),
            )
            slot = str(_piece("slot")(False, [top_html]))
        else:
            freezer = pile[freezer_index]
            frozen_note = _words("table.frozen-wild" if freezer.is_wild else "table.frozen-red-three")
            if not reveal.hides(Hidden.FROZEN_MARK):
                notes = frozen_note
            if freezer_index == len(pile) - 1:
                # the freezing card is the top card itself: it lies crosswise on top
                top_html = _card(
                    top, highlight=_is_highlighted(top, highlight), size="large", crosswise=True,
                    extra=["ct-over"],
                )
                slot = str(_piece("slot")(True, [top_html]))
            else:
                under = _card(
                    freezer, highlight=_is_highlighted(freezer, highlight), size="large",
                    crosswise=True, extra=["ct-under"],
                )
                top_html = _card(
                    top, highlight=_is_highlighted(top, highlight), size="large", extra=["ct-over"],
                )
                slot = str(_piece("slot")(True, [under, top_html]))
    return str(_piece("heap")("pile", _words("table.pile"), slot, text, notes))


def _scores_html(position: Position, reveal: Reveal) -> str:
    ours, theirs = position.score
    minimum = position.ruleset.first_meld_minimum(ours)
    running = _words("table.running", ours=ours, theirs=theirs)
    if reveal.hides(Hidden.FIRST_MELD_MINIMUM):
        # the score it comes from stays; the minimum is the question
        main = _words("table.melded" if position.our_has_melded else "table.not-melded", running=running)
    else:
        main = _words("table.minimum-met" if position.our_has_melded else "table.minimum-needed",
                      running=running, minimum=minimum)
    q = position.question
    if isinstance(q, (ScoreQuestion, ThreePlayerScoreQuestion)):
        who = _words(f"table.went-out.{q.went_out.value}")
        concealed = q.concealed and q.went_out.value != "none"
        main = _words("table.over-concealed" if concealed else "table.over", who=who)
        if not reveal.hides(Hidden.RUNNING_SCORE):
            main = _words("table.before-hand", main=main, running=running)
    return str(_piece("scores")(main, _words("table.rules", name=position.ruleset.name)))


def _leftover_html(title: str, cards: Sequence[Card], highlight: list[Card]) -> str:
    inner = cards_html(sorted(cards, key=lambda c: c.sort_key), highlight=highlight, small=True) if cards else ""
    return str(_piece("hand")("ct-hand ct-leftover", title, _words("table.card-count", n=len(cards)), inner,
                              _words("table.no-cards")))


def question_cards_html(position: Position, *, highlight: Collection[Card] | Iterable[Card] = (), four_colour: bool = False) -> str:
    """The cards a question is about (the card to value, the meld to judge, the melds to
    lay, the card to add), drawn on a small felt panel; empty when the question has none."""
    q = position.question
    groups: list[tuple[str, Sequence[Card]]] = []
    if isinstance(q, (CardValueQuestion, AddQuestion)):
        groups.append((_words("table.question.card"), (q.card,)))
    if isinstance(q, (MeldQuestion, CanastaKindQuestion)) and q.cards:
        groups.append((_words("table.question.cards"), q.cards))
    if isinstance(q, InitialMeldQuestion):
        for i, meld in enumerate(q.melds, 1):
            groups.append((_words("table.question.meld-n", n=i) if len(q.melds) > 1 else _words("table.question.meld"), meld))
    if not groups:
        return ""
    highlight = list(highlight)
    classes = "ct-table ct-question-cards ct-four-colour" if four_colour else "ct-table ct-question-cards"
    return str(_piece("question_cards")(classes, _words("table.question.label"),
                                        [(title, cards_html(cards, highlight=highlight)) for title, cards in groups]))


def has_table(position: Position) -> bool:
    """Whether the position shows a table worth drawing (cards in hand, melds or a pile)."""
    q = position.question
    left_in_hands = isinstance(q, (ScoreQuestion, ThreePlayerScoreQuestion)) and bool(q.our_hands or q.their_hands)
    return bool(position.hand or position.our_melds or position.their_melds or position.pile
                or left_in_hands or position.our_red_threes or position.their_red_threes)


def table_html(
    position: Position,
    *,
    highlight: Collection[Card] | Iterable[Card] = (),
    four_colour: bool = False,
    show_hand: bool = True,
    include_style: bool = True,
    reveal: Reveal | None = None,
) -> str:
    """The whole table as one self-contained HTML fragment (stylesheet inlined at the top,
    no JavaScript): scores, their side, stock and discard pile, our side and our hand.

    ``reveal`` says what to leave out and what to show in full
    (:mod:`canasta_teach.content.reveal`): pass ``before_answer(position)`` while the
    question is open and ``after_answer(position)`` once it is answered. Left out, it is
    ``after_answer`` when ``highlight`` is given (only an answered question highlights) and
    ``before_answer`` otherwise, so a plain ``table_html(position)`` never gives the answer
    away. ``highlight`` cards are highlighted wherever they appear, unless ``reveal`` hides
    the highlights. ``include_style=False`` leaves the ``<style>`` out for a page that
    already carries :data:`CSS`.
    """
    highlight = list(highlight)
    if reveal is None:
        reveal = after_answer(position) if highlight else before_answer(position)
    if reveal.hides(Hidden.HIGHLIGHTS):
        highlight = []
    hand = list(position.hand)
    q = position.question
    their_extra = ""
    if isinstance(q, (ScoreQuestion, ThreePlayerScoreQuestion)):
        # A finished hand: what each side still holds counts minus; show both.
        show_hand = False
        their_extra = _leftover_html(_words("table.left-theirs"), q.their_hands, highlight)
        hand_html = _leftover_html(_words("table.left-ours"), q.our_hands, highlight)
    elif show_hand:
        hand_cards = cards_html(sorted(hand, key=lambda c: c.sort_key), highlight=highlight, fanned=True) if hand else ""
        hand_html = str(_piece("hand")("ct-hand", _words("table.hand"), _words("table.card-count", n=len(hand)), hand_cards,
                                       _words("table.no-cards-in-hand")))
    else:
        hand_html = ""
    return str(_piece("table")(
        CSS if include_style else "",
        "ct-table ct-four-colour" if four_colour else "ct-table",
        _words("table.label"),
        _scores_html(position, reveal),
        _side_html("them", _words("table.side.them"), position.their_melds, position.their_red_threes, highlight, reveal, their_extra),
        _stock_html(position.stock),
        _pile_html(position, highlight, reveal),
        _side_html("us", _words("table.side.us"), position.our_melds, position.our_red_threes, highlight, reveal, hand_html),
    ))
