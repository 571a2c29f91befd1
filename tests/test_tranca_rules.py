"""Tranca on the engine (003, "Varianten"): one test per rule id of the rule book's Tranca
rules, named after it, each quoting the sentence of 003 it checks (the German words), or
saying "not stated by 003" for a reading the rule book names where the paragraph is silent.

States are built by hand (:func:`tranca_table`): the stock is padded with the rest of the
104-card pack below the cards a test names, so every test can check that an operation
neither loses nor invents a card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest

from canasta_teach.errors import IllegalPlayError, UnknownRulesetError
from canasta_teach.game.cards import Card, parse_cards
from canasta_teach.game.deal import deal, full_pack, pack_of
from canasta_teach.game.melds import Meld
from canasta_teach.game.notation import format_operation, format_play, parse_operation, parse_play
from canasta_teach.game.operations import AddToRun, DrawStock, LayMeld, TakePile
from canasta_teach.game.referee import apply, legal_operations, refusals
from canasta_teach.game.rulebook import RULE_BOOK
from canasta_teach.game.rulesets import get_ruleset
from canasta_teach.game.runs import Run, RunEnd, tranca_meld
from canasta_teach.game.scoring import score_hand, winner
from canasta_teach.game.seats import Side
from canasta_teach.game.table import HandEnd, Phase, TableState, initial_sides, observe
from canasta_teach.game.tranca_scoring import tranca_side_items

SEED_003 = Path("/work/shared/seeds/003_b87dbc13d93bfee7.txt")
TRANCA = get_ruleset("tranca")
PACK = Counter(pack_of(TRANCA))
FILL = ("8c 6h 5c", "8d 6s 5s", "10c 6c 7s")

#: The sentences of 003's Tranca paragraph, by the rule that states them.
QUOTES = {
    "tranca-pack": "Zwei Blätter ohne Joker; nur die 2er sind Platzhalter.",
    "tranca-deal": "Jeder bekommt 11 Karten, dazu kommen zwei verdeckte Reservehände zu 11 Karten (der Morto, einer pro Partei).",
    "tranca-runs": "Figuren dürfen Sätze oder Folgen einer Farbe sein (ab der 4; das Ass nur über dem König).",
    "tranca-black-three": "Schwarze Dreien darf man nicht auslegen; wer eine ablegt, sperrt (tranca) den Stapel für den nächsten Spieler.",
    "tranca-take-pile": "Den ganzen Ablagestapel nimmst du nur, wenn du seine oberste Karte sofort mit zwei Karten aus der Hand auslegst (eine davon darf eine 2 sein).",
    "tranca-morto": "Wer keine Karten mehr hat, nimmt den Morto seiner Partei und spielt weiter",
    "tranca-go-out": "wer danach ausmacht, beendet das Spiel (100).",
    "tranca-card-points": "Jede ausgelegte Karte zählt 10 (eine 2 zählt 20)",
    "tranca-canasta-bonus": "ein reiner Canasta 200, ein gemischter 100",
    "tranca-red-threes": "rote Dreien liegen einzeln aus und bringen je +100, wenn die Partei eine Canasta hat, sonst −100.",
    "tranca-hand-minus": "Karten auf der Hand zählen minus",
    "tranca-morto-penalty": "eine Partei ohne Morto verliert 100.",
    "tranca-target": "Gespielt wird bis 1500, 3000 oder 5000.",
}


def tranca_table(
    *,
    hands: Sequence[str],
    pile: str = "",
    stock: str = "",
    melds: Sequence[Sequence[str]] = ((), ()),
    mortos: Sequence[str] | None = None,
    morto_taken: Sequence[bool] = (False, False),
    red_threes: Sequence[str] = ("", "", "", ""),
    phase: Phase = Phase.DRAW,
    options: dict[str, object] | None = None,
    pad: bool = True,
) -> TableState:
    """A Tranca state: seat 0 to move; the other seats' hands filled in; each side's morto
    (11 cards from the pack unless given; empty once taken); the stock padded with the rest
    of the pack below the named cards."""
    ruleset = get_ruleset("tranca", options)
    all_hands = [parse_cards(h) for h in hands] + [parse_cards(f) for f in FILL[len(hands) - 1:]]
    meld_values = tuple(tuple(_meld(m, ruleset) for m in side) for side in melds)
    named = [c for h in all_hands for c in h] + list(parse_cards(pile)) + list(parse_cards(stock))
    named += [c for side in meld_values for m in side for c in m.cards]
    reds = [parse_cards(r) for r in red_threes]
    named += [c for r in reds for c in r]
    rest = list((PACK - Counter(named)).elements())
    rest.sort(key=lambda c: (c.rank.order, c.suit.value if c.suit else ""))
    if mortos is None:
        morto_cards = []
        for taken in morto_taken:
            if taken:
                morto_cards.append(())
            else:
                natural = [c for c in rest if c.is_natural][:11]
                for c in natural:
                    rest.remove(c)
                morto_cards.append(tuple(natural))
    else:
        morto_cards = [parse_cards(m) for m in mortos]
        for m in morto_cards:
            for c in m:
                rest.remove(c)
    stock_cards = (tuple(c for c in rest if not c.is_red_three) if pad else ()) + parse_cards(stock)
    if pad:
        # Red threes not named anywhere: laid out by seat 2 so the pack stays whole.
        spare = [c for c in rest if c.is_red_three]
        reds[2] = reds[2] + tuple(spare)
    return TableState(
        ruleset=ruleset,
        hands=tuple(all_hands),
        stock=stock_cards,
        pile=parse_cards(pile),
        pile_frozen=False,
        sides=initial_sides(4),
        melds=meld_values,
        side_melded=tuple(bool(side) for side in meld_values),
        red_threes=tuple(reds),
        seat_melded=(False,) * 4,
        to_move=0,
        phase=phase,
        mortos=tuple(morto_cards),
        morto_taken=tuple(morto_taken),
    )


def _meld(text: str, ruleset) -> Meld:  # type: ignore[no-untyped-def]
    meld = tranca_meld(parse_cards(text), ruleset)
    assert not isinstance(meld, tuple), (text, meld)
    return meld


def conserved(state: TableState) -> bool:
    return Counter(state.all_cards()) == PACK


def rule_ids(state: TableState, play: str) -> list[str]:
    return [r.rule_id for r in refusals(state, parse_operation(play))]


def legal(state: TableState, play: str) -> bool:
    return parse_operation(play) in legal_operations(state) and not refusals(state, parse_operation(play))


def test_every_quote_is_in_003() -> None:
    """The sentences quoted here are 003's own words, and every rule of the paragraph has one."""
    if not SEED_003.exists():
        pytest.skip("the source texts are not on this machine")
    text = SEED_003.read_text(encoding="utf-8")
    for rule_id, quote in QUOTES.items():
        assert quote in text, rule_id
        assert RULE_BOOK[rule_id].sources == ("003",)


def test_every_tranca_rule_says_its_source_or_its_reading() -> None:
    """A rule of the paragraph cites 003; a reading cites nothing and says so in its note."""
    tranca = [r for r in RULE_BOOK.values() if r.id.startswith("tranca-")]
    assert len(tranca) >= 25
    for r in tranca:
        if r.id in QUOTES:
            assert r.sources == ("003",)
        else:
            assert r.sources == () and r.note and r.note.startswith("Not stated by 003; the reading chosen: "), r.id


# --------------------------------------------------------------------------------------
# The rules of 003's paragraph


def test_tranca_pack() -> None:
    """003: "Zwei Blätter ohne Joker; nur die 2er sind Platzhalter." """
    pack = pack_of("tranca")
    assert len(pack) == TRANCA.pack_size == 104
    assert not any(c.rank.value == "JK" for c in pack)
    assert [c for c in pack if c.is_wild] == [c for c in pack if c.rank.value == "2"]
    assert len(full_pack()) == 108  # Canasta's pack does not change


def test_tranca_deal() -> None:
    """003: "Jeder bekommt 11 Karten, dazu kommen zwei verdeckte Reservehände zu 11 Karten
    (der Morto, einer pro Partei)." """
    state = deal("tranca", seed=7)
    assert [len(h) for h in state.hands] == [11, 11, 11, 11]
    assert [len(m) for m in state.mortos] == [11, 11] and state.morto_taken == (False, False)
    assert conserved(state)
    view = observe(state, 0)
    assert view.morto_sizes == (11, 11) and view.morto_taken == (False, False)
    assert deal("tranca", seed=7) == state


def test_tranca_runs() -> None:
    """003: "Figuren dürfen Sätze oder Folgen einer Farbe sein (ab der 4; das Ass nur über
    dem König)." """
    assert isinstance(tranca_meld(parse_cards("4h 5h 6h"), TRANCA), Run)
    assert isinstance(tranca_meld(parse_cards("Qs Ks As"), TRANCA), Run)
    assert not isinstance(tranca_meld(parse_cards("Q Q Q"), TRANCA), (Run, tuple))
    for cards in ("Kh Ah 4h", "Ah 4h 5h", "4h 5s 6h", "4h 5h 7h"):
        assert tranca_meld(parse_cards(cards), TRANCA)[0] == "tranca-runs", cards
    state = tranca_table(hands=["5h 6h 7h 9c 9d Jc"], melds=[["8s 9s 10s"], []], phase=Phase.PLAY)
    assert legal(state, "meld 5h 6h 7h")
    after = apply(state, parse_operation("meld 5h 6h 7h"))
    assert [str(m) for m in after.melds[0]] == ["8s 9s 10s", "5h 6h 7h"]
    # Adding at either end of a run: "add 8s-10s: 7s" below, "add 8s-10s: Js" above.
    state = tranca_table(hands=["7s Js 9c 9d Kc"], melds=[["8s 9s 10s"], []], phase=Phase.PLAY)
    low = apply(state, parse_operation("add 8s-10s: 7s"))
    assert str(low.melds[0][0]) == "7s 8s 9s 10s" and conserved(low)
    high = apply(low, parse_operation("add 7s-10s: Js"))
    assert str(high.melds[0][0]) == "7s 8s 9s 10s Js"
    assert rule_ids(state, "add 8s-10s: Kc") == ["tranca-runs"]


def test_tranca_black_three() -> None:
    """003: "Schwarze Dreien darf man nicht auslegen; wer eine ablegt, sperrt (tranca) den
    Stapel für den nächsten Spieler." """
    state = tranca_table(hands=["7s 7d 3c 3s 3c 9h"], pile="7h 3s")
    assert rule_ids(state, "take 7s 7d") == ["tranca-black-three"]
    assert [type(op) for op in legal_operations(state)] == [DrawStock]
    play = tranca_table(hands=["3c 3s 3c 9h 9d"], phase=Phase.PLAY)
    assert rule_ids(play, "meld 3c 3s 3c") == ["tranca-black-three"]
    covered = tranca_table(hands=["7s 7d 9h"], pile="3s 7h")
    assert legal(covered, "take 7s 7d")


def test_tranca_take_pile() -> None:
    """003: "Den ganzen Ablagestapel nimmst du nur, wenn du seine oberste Karte sofort mit
    zwei Karten aus der Hand auslegst (eine davon darf eine 2 sein)." """
    state = tranca_table(hands=["7s 7d 2c 8h 9h Kc Qd"], pile="4c Jd 7h")
    for play in ("take 7s 7d", "take 7s 2c", "take 8h 9h", "take 8h 2c"):
        assert legal(state, play), play
    assert rule_ids(state, "take") == ["tranca-take-pile"]
    assert "tranca-take-pile" in rule_ids(state, "take 7s Kc")
    after = apply(state, parse_operation("take 8h 9h"))
    assert str(after.melds[0][0]) == "7h 8h 9h"
    assert sorted(map(str, after.hands[0])) == sorted(["7s", "7d", "2c", "Kc", "Qd", "4c", "Jd"])
    assert after.phase is Phase.PLAY and after.pile == () and conserved(after)


def test_tranca_morto() -> None:
    """003: "Wer keine Karten mehr hat, nimmt den Morto seiner Partei und spielt weiter" """
    morto = "4d 5d 6d 9c 9d 9s Jc Jd Qs Kh Ah"
    state = tranca_table(hands=["5h 6h 7h"], mortos=[morto, "4c 5c 6c 9h 10c 10d 10s Jh Qc Kd Ad"], phase=Phase.PLAY)
    after = apply(state, parse_operation("meld 5h 6h 7h"))
    assert after.morto_taken == (True, False) and after.mortos[0] == ()
    assert sorted(map(str, after.hands[0])) == sorted(morto.split())
    assert after.phase is Phase.PLAY and after.to_move == 0 and conserved(after)


def test_tranca_go_out() -> None:
    """003: "wer danach ausmacht, beendet das Spiel (100)." """
    canasta = "4s 5s 6s 7s 8s 9s 10s"
    state = tranca_table(hands=["Kh Kd Kc 9d"], melds=[[canasta], []], morto_taken=(True, False), phase=Phase.PLAY)
    mid = apply(state, parse_operation("meld Kh Kd Kc"))
    out = apply(mid, parse_operation("discard 9d"))
    assert out.end is HandEnd.WENT_OUT and out.went_out == 0
    items = score_hand(out).groups[0].items
    assert ("line.going-out", 100) in [(i.kind, i.points) for i in items]
    # Without the morto taken the last card takes the morto instead of going out.
    waiting = tranca_table(hands=["9d"], melds=[[canasta], []], phase=Phase.PLAY)
    after = apply(waiting, parse_operation("discard 9d"))
    assert not after.is_over and after.morto_taken[0]


def test_tranca_card_points() -> None:
    """003: "Jede ausgelegte Karte zählt 10 (eine 2 zählt 20)" """
    melds = [_meld("Ah Ah 2c", TRANCA), _meld("4d 5d 6d", TRANCA)]
    items = tranca_side_items(melds, (), red_threes=0, went_out=False, morto_taken=True, ruleset=TRANCA)
    assert [(i.kind, i.points, i.rule_id) for i in items] == [("line.melds", 10 + 10 + 20 + 30, "tranca-card-points")]


def test_tranca_canasta_bonus() -> None:
    """003: "ein reiner Canasta 200, ein gemischter 100" """
    clean = _meld("4h 5h 6h 7h 8h 9h 10h", TRANCA)
    dirty = _meld("K K K K K K 2c", TRANCA)
    items = tranca_side_items([clean, dirty], (), red_threes=0, went_out=False, morto_taken=True, ruleset=TRANCA)
    assert [(i.kind, i.points) for i in items] == [
        ("line.melds", 70 + 60 + 20), ("line.clean-canasta", 200), ("line.dirty-canasta", 100)]


def test_tranca_red_threes() -> None:
    """003: "rote Dreien liegen einzeln aus und bringen je +100, wenn die Partei eine Canasta
    hat, sonst −100." """
    canasta = _meld("4h 5h 6h 7h 8h 9h 10h", TRANCA)
    small = _meld("Q Q Q", TRANCA)
    plus = tranca_side_items([canasta], (), red_threes=4, went_out=False, morto_taken=True, ruleset=TRANCA)
    assert ("line.red-threes", 400) in [(i.kind, i.points) for i in plus]  # singly: four are 4 x 100
    minus = tranca_side_items([small], (), red_threes=2, went_out=False, morto_taken=True, ruleset=TRANCA)
    assert ("line.red-threes-minus-no-canasta", -200) in [(i.kind, i.points) for i in minus]


def test_tranca_hand_minus() -> None:
    """003: "Karten auf der Hand zählen minus" (not stated by 003: at what value; the
    reading chosen counts each card as it would score melded, option hand-values)."""
    hand = parse_cards("Ah 4c 2d 3s")
    items = tranca_side_items([], hand, red_threes=0, went_out=False, morto_taken=True, ruleset=TRANCA)
    assert [(i.kind, i.points) for i in items] == [("line.hand", -(10 + 10 + 20 + 10))]
    canasta_values = get_ruleset("tranca", {"hand-values": "canasta"})
    items = tranca_side_items([], hand, red_threes=0, went_out=False, morto_taken=True, ruleset=canasta_values)
    assert [(i.kind, i.points) for i in items] == [("line.hand", -(20 + 5 + 20 + 5))]


def test_tranca_morto_penalty() -> None:
    """003: "eine Partei ohne Morto verliert 100." """
    items = tranca_side_items([], (), red_threes=0, went_out=False, morto_taken=False, ruleset=TRANCA)
    assert [(i.kind, i.points, i.rule_id) for i in items] == [("line.morto-not-taken", -100, "tranca-morto-penalty")]


def test_tranca_target() -> None:
    """003: "Gespielt wird bis 1500, 3000 oder 5000." """
    assert TRANCA.target == 3000
    assert get_ruleset("tranca", {"target": 1500}).target == 1500
    assert get_ruleset("tranca", {"target": 5000}).target == 5000
    with pytest.raises(UnknownRulesetError, match="'2000' is not a choice: use 1500, 3000 or 5000"):
        get_ruleset("tranca", {"target": 2000})
    with pytest.raises(UnknownRulesetError, match="unknown tranca option 'wild-limit'"):
        get_ruleset("tranca", {"wild-limit": "more-natural"})
    assert winner((1520, 900), get_ruleset("tranca", {"target": 1500})) is Side.US
    assert winner((1520, 900), TRANCA) is Side.NONE


# --------------------------------------------------------------------------------------
# Readings where 003 is silent


def test_tranca_one_two() -> None:
    """Not stated by 003: one two per meld, standing inside a run or at an end."""
    assert tranca_meld(parse_cards("7h 7s 2c 2d"), TRANCA)[0] == "tranca-one-two"
    gap = tranca_meld(parse_cards("5h 2c 7h"), TRANCA)
    assert isinstance(gap, Run) and gap.span == "5h-7h"
    low = tranca_meld(parse_cards("2c 5h 6h"), TRANCA)
    high = tranca_meld(parse_cards("5h 6h 2c"), TRANCA)
    assert (low.span, high.span) == ("4h-6h", "5h-7h")  # type: ignore[union-attr]
    assert tranca_meld(parse_cards("K 2c 2d"), TRANCA)[0] == "tranca-one-two"
    state = tranca_table(hands=["2d 2h 9c 9d Kc"], melds=[["5h 2c 7h", "Q Q Q"], []], phase=Phase.PLAY)
    assert rule_ids(state, "add 5h-7h: 2d high") == ["tranca-one-two"]
    assert legal(state, "add Q: 2d")
    ops = [format_operation(op) for op in legal_operations(state)]
    assert "add Q: 2d" in ops and not any(op.startswith("add 5h-7h") for op in ops)


def test_tranca_canasta() -> None:
    """Not stated by 003: seven cards make a canasta; one is needed to go out (option
    go-out-canasta: clean asks a clean one)."""
    dirty = "4s 5s 6s 2c 8s 9s 10s"
    state = tranca_table(hands=["Kh Kd Kc 9d"], melds=[[dirty], []], morto_taken=(True, False), phase=Phase.PLAY)
    assert _meld(dirty, TRANCA).is_canasta
    mid = apply(state, parse_operation("meld Kh Kd Kc"))
    assert legal(mid, "discard 9d")
    clean_only = tranca_table(hands=["Kh Kd Kc 9d"], melds=[[dirty], []], morto_taken=(True, False),
                              phase=Phase.PLAY, options={"go-out-canasta": "clean"})
    assert rule_ids(clean_only, "meld Kh Kd Kc") == ["tranca-keep-card"]
    short = tranca_table(hands=["Kh Kd Kc 9d"], melds=[["4s 5s 6s"], []], morto_taken=(True, False), phase=Phase.PLAY)
    assert rule_ids(short, "meld Kh Kd Kc") == ["tranca-keep-card"]


def test_tranca_no_minimum() -> None:
    """Not stated by 003: no first-meld minimum, whatever the score."""
    state = tranca_table(hands=["4h 5h 6h 9c Kd"], phase=Phase.PLAY)
    state = state.__class__(**{**{f: getattr(state, f) for f in state.__dataclass_fields__}, "scores": (4000,) * 4})
    assert legal(state, "meld 4h 5h 6h")


def test_tranca_pile_two() -> None:
    """Not stated by 003: a two on top blocks the pile; a buried two changes nothing."""
    state = tranca_table(hands=["7s 7d 9h Kc"], pile="7h 2c")
    assert rule_ids(state, "take 7s 7d") == ["tranca-pile-two"]
    buried = tranca_table(hands=["7s 7d 9h Kc"], pile="2c 7h")
    assert legal(buried, "take 7s 7d")
    after = apply(buried, parse_operation("take 7s 7d"))
    assert any(c.is_wild for c in after.hands[0]) and not after.pile_frozen


def test_tranca_pile_new_meld() -> None:
    """Not stated by 003: the top card and its two hand cards form a new meld (option
    pile-join: existing lets them join the side's set)."""
    state = tranca_table(hands=["7s 7d 9h Kc"], pile="5c 7h", melds=[["7c 7c 7d"], []])
    assert rule_ids(state, "take 7s 7d") == ["tranca-pile-new-meld", "tranca-duplicate-melds"]
    joining = tranca_table(hands=["7s 7d 9h Kc"], pile="5c 7h", melds=[["7c 7c 7d"], []], options={"pile-join": "existing"})
    after = apply(joining, parse_operation("take 7s 7d"))
    assert [len(m.cards) for m in after.melds[0]] == [6]
    # A two taken in at the end of a run stands above it.
    run = tranca_table(hands=["8h 2c Kc Qd"], pile="5c 7h")
    taken = apply(run, parse_operation("take 8h 2c"))
    assert taken.melds[0][0].span == "7h-9h"  # type: ignore[attr-defined]


def test_tranca_duplicate_melds() -> None:
    """Not stated by 003: one set per rank (003's Canasta rule), several runs of one suit
    (option runs-per-suit: one)."""
    state = tranca_table(hands=["9c 9d 9h 4h 5h 6h Kc Qd"], melds=[["9s 9s 2c", "10h Jh Qh"], []], phase=Phase.PLAY)
    assert rule_ids(state, "meld 9c 9d 9h") == ["tranca-duplicate-melds"]
    assert legal(state, "meld 4h 5h 6h")
    one = tranca_table(hands=["9c 9d 9h 4h 5h 6h Kc Qd"], melds=[["9s 9s 2c", "10h Jh Qh"], []], phase=Phase.PLAY,
                       options={"runs-per-suit": "one"})
    assert rule_ids(one, "meld 4h 5h 6h") == ["tranca-duplicate-melds"]


def test_tranca_red_three_replace() -> None:
    """Not stated by 003: red threes are laid out and replaced, dealt or found in the morto."""
    for seed in range(20):
        state = deal("tranca", seed=seed)
        assert not any(c.is_red_three for h in state.hands for c in h)
    morto = "3h 5d 6d 9c 9d 9s Jc Jd Qs Kh Ah"
    state = tranca_table(hands=["5h 6h 7h"], mortos=[morto, "4c 5c 6c 9h 10c 10d 10s Jh Qc Kd Ad"], phase=Phase.PLAY)
    after = apply(state, parse_operation("meld 5h 6h 7h"))
    assert [str(c) for c in after.red_threes[0]] == ["3h"] and len(after.hands[0]) == 11
    assert not any(c.is_red_three for c in after.hands[0]) and conserved(after)


def test_tranca_stock_out() -> None:
    """Not stated by 003: a draw from the empty stock ends the hand, no going-out bonus."""
    state = tranca_table(hands=["9c 9d"], pad=False, mortos=["", ""], morto_taken=(True, True))
    pack_rest = PACK - Counter(state.all_cards())
    state = state.__class__(**{**{f: getattr(state, f) for f in state.__dataclass_fields__},
                               "pile": tuple(pack_rest.elements())})
    after = apply(state, DrawStock())
    assert after.end is HandEnd.STOCK_EXHAUSTED
    kinds = [i.kind for g in score_hand(after).groups for i in g.items]
    assert "line.going-out" not in kinds and "line.morto-not-taken" not in kinds


def test_tranca_morto_discard() -> None:
    """Not stated by 003: discarding out takes the morto, played from the next turn."""
    state = tranca_table(hands=["9d"], phase=Phase.PLAY)
    after = apply(state, parse_operation("discard 9d"))
    assert after.morto_taken == (True, False) and len(after.hands[0]) == 11
    assert after.to_move == 1 and after.phase is Phase.DRAW and conserved(after)


def test_tranca_keep_card() -> None:
    """Not stated by 003: with the morto taken, a player who may not go out keeps a card."""
    state = tranca_table(hands=["7h 7s 7d 9c"], morto_taken=(True, False), phase=Phase.PLAY)
    assert rule_ids(state, "meld 7h 7s 7d") == ["tranca-keep-card"]
    waiting = tranca_table(hands=["7h 7s 7d 9c"], phase=Phase.PLAY)
    assert legal(waiting, "meld 7h 7s 7d")


def test_tranca_pile_start() -> None:
    """Not stated by 003: the pile starts empty; the first player draws."""
    state = deal("tranca", seed=3)
    assert state.pile == ()
    assert [type(op) for op in legal_operations(state)] in ([DrawStock], [])


def test_tranca_target_both() -> None:
    """Not stated by 003: both sides past the target, the higher total wins."""
    assert winner((3100, 3050), TRANCA) is Side.US
    assert winner((3050, 3100), TRANCA) is Side.THEM
    assert winner((3100, 3100), TRANCA) is Side.NONE


# --------------------------------------------------------------------------------------
# The notation of runs, and Canasta untouched


def test_run_notation_reads_and_writes_both_ways() -> None:
    for text in ("meld 4h 5h 6h", "add 4h-6h: 7h", "add 4h-6h: 2c high", "add 4h-6h: 2c low", "take 8h 2c"):
        assert format_operation(parse_operation(text)) == text
    op = parse_operation("add 4h-6h: 2c high")
    assert op == AddToRun(parse_cards("4h")[0].suit, parse_cards("4h")[0].rank, parse_cards("6h")[0].rank,  # type: ignore[arg-type]
                          Card.parse("2c"), RunEnd.HIGH)
    assert format_play(parse_play("add 4h-6h: 7h 8h")) == "add 4h-6h: 7h; add 4h-6h: 8h"
    with pytest.raises(Exception, match="name one two with the end it joins"):
        parse_play("add 4h-6h: 2c 7h high")


def test_an_illegal_tranca_play_raises_with_its_rule() -> None:
    state = tranca_table(hands=["7s 7d 9h Kc"], pile="7h 2c")
    with pytest.raises(IllegalPlayError) as info:
        apply(state, TakePile(parse_cards("7s 7d")))
    assert [r.rule_id for r in info.value.reasons] == ["tranca-pile-two"]
    assert RULE_BOOK["tranca-pile-two"].title in str(info.value)


def test_canasta_refuses_a_run() -> None:
    """Canasta's referee is unchanged: a run is not a Canasta meld."""
    from canasta_teach.game.referee import refusals as canasta_refusals

    state = deal("classic", seed=1)
    drawn = apply(state, DrawStock())
    assert LayMeld(parse_cards("4h 5h 6h")) not in legal_operations(drawn)
    assert canasta_refusals(drawn, LayMeld(parse_cards("4h 5h 6h")))
