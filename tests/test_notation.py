"""The play notation (canasta_teach/game/notation.py): text to operations and back.

A hypothesis round trip over generated operation lists, the examples of DESIGN.md, and bad
notation raising :class:`NotationError` with a message that quotes what was written.
"""

from __future__ import annotations

from dataclasses import fields

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_teach.errors import CanastaError, NotationError
from canasta_teach.game.cards import Card, Rank
from canasta_teach.game.deal import full_pack
from canasta_teach.game.notation import format_operation, format_play, parse_operation, parse_play
from canasta_teach.game.operations import (
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
)
from tests.depth import examples

SETTINGS = settings(derandomize=True, database=None, deadline=None, max_examples=examples(300))

_PACK = sorted(set(full_pack()), key=str)
#: Any card of the pack, or a natural card written by rank alone (``Q``), as the
#: notation allows where the suit does not matter.
card = st.one_of(
    st.sampled_from(_PACK),
    st.sampled_from([Card(r) for r in Rank if r not in (Rank.THREE, Rank.JOKER)]),
)
cards = st.lists(card, max_size=4).map(tuple)
some_cards = st.lists(card, min_size=1, max_size=7).map(tuple)
#: Every rank an add can name: the natural ranks, and threes (black threes when going out).
add_rank = st.sampled_from([r for r in Rank if r is not Rank.JOKER])

operation: st.SearchStrategy[Operation] = st.one_of(
    st.builds(DrawStock, cards),
    st.builds(TakePile, cards),
    st.builds(LayMeld, some_cards),
    st.builds(AddToMeld, add_rank, card),
    st.builds(Discard, card),
    st.just(AskPartner()),
    st.builds(AnswerPartner, st.booleans()),
    st.just(GoOut()),
    st.just(EndTurn()),
    st.builds(RevealRedThree, st.sampled_from([Card.parse("3h"), Card.parse("3d")])),
)


def everything(op: Operation) -> tuple[object, ...]:
    """An operation with every field, even those left out of ``==`` (a draw's cards)."""
    return (type(op).__name__,) + tuple(getattr(op, f.name) for f in fields(op))


@SETTINGS
@given(st.lists(operation, min_size=1, max_size=12))
def test_round_trip(ops: list[Operation]) -> None:
    text = format_play(ops)
    back = parse_play(text)
    assert back == ops
    assert [everything(op) for op in back] == [everything(op) for op in ops]
    assert format_play(back) == text


@SETTINGS
@given(add_rank, st.lists(card, min_size=2, max_size=5))
def test_adds_to_one_meld_are_written_together(rank: Rank, added: list[Card]) -> None:
    ops = [AddToMeld(rank, c) for c in added]
    text = format_play(ops)
    assert text == f"add {rank.value}: " + " ".join(map(str, added))
    assert parse_play(text) == ops


def test_adds_to_two_melds_stay_apart() -> None:
    ops = parse_play("add K: 2c Ks; add Q: Qh; add K: Kd")
    assert [(op.rank, str(op.card)) for op in ops] == [
        (Rank.KING, "2c"), (Rank.KING, "Ks"), (Rank.QUEEN, "Qh"), (Rank.KING, "Kd")]
    assert format_play(ops) == "add K: 2c Ks; add Q: Qh; add K: Kd"


@pytest.mark.parametrize(
    "text",
    [
        "take Ks Kh; meld 7s 7h 7d; discard 9c",
        "draw 5h; add K: 2c; discard 5h",
        "draw Qd; meld Qd Qs Qh; go out",
    ],
)
def test_design_examples(text: str) -> None:
    """The examples of DESIGN.md ("The play notation") read and write back unchanged."""
    ops = parse_play(text)
    assert format_play(ops) == text
    assert [format_operation(op) for op in ops] == text.split("; ")


def test_every_word() -> None:
    ops = parse_play("draw; take; ask; answer yes; answer no; red 3d; end; go out; meld 3s 3c 3s; add 3: 3c")
    assert ops == [DrawStock(), TakePile(), AskPartner(), AnswerPartner(True), AnswerPartner(False),
                   RevealRedThree(Card.parse("3d")), EndTurn(), GoOut(), LayMeld(tuple(map(Card.parse, ("3s", "3c", "3s")))),
                   AddToMeld(Rank.THREE, Card.parse("3c"))]
    # Spelling the notation allows: upper case words, Th for 10h, unicode suits, a last ';'.
    assert parse_play("DRAW; Discard Th;") == [DrawStock(), Discard(Card.parse("10h"))]
    assert parse_play("meld K♠ K♥ JK") == parse_play("meld Ks Kh JK")
    assert parse_operation("add 10: 10s") == AddToMeld(Rank.TEN, Card.parse("10s"))


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("dig 5h", "'dig 5h'"),
        ("draw 5h; dig 5h", "'dig 5h'"),
        ("meld", "'meld'"),
        ("add K 2c", "'add K 2c'"),
        ("add Z: 2c", "'add Z: 2c'"),
        ("add K:", "'add K:'"),
        ("discard", "'discard'"),
        ("discard 5h 6h", "'discard 5h 6h'"),
        ("red 5h", "'red 5h'"),
        ("red", "'red'"),
        ("answer maybe", "'answer maybe'"),
        ("go home", "'go home'"),
        ("ask now", "'ask now'"),
        ("end turn", "'end turn'"),
        ("meld Ks Zz", "'Zz'"),
        ("take 3", "'3'"),
        ("draw; ; discard 9c", "'draw; ; discard 9c'"),
    ],
)
def test_bad_notation(text: str, quoted: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_play(text)
    assert quoted in str(info.value)
    assert isinstance(info.value, CanastaError) and isinstance(info.value, ValueError)


def test_bad_notation_empty_and_not_text() -> None:
    for text in ("", "   ", ";"):
        with pytest.raises(NotationError, match="an empty play"):
            parse_play(text)
    with pytest.raises(NotationError, match="not int"):
        parse_play(5)  # type: ignore[arg-type]
    with pytest.raises(NotationError) as info:
        parse_operation("draw; discard 9c")
    assert "'draw; discard 9c'" in str(info.value) and "found 2" in str(info.value)
