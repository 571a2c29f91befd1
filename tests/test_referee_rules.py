"""The referee's rulings, one test per rule id of the rule book, each citing its source.

Every state here is built by hand from short notation strings (:func:`table`), so a test
reads like the position it is about. The stock is padded with the rest of the pack below
the cards a test names, so all 108 cards are at the table and :func:`conserved` can check
that an operation neither loses nor invents a card.

Assertions are exact: the set of legal operations (compared by ``op_key``, written in the
play notation) and the list of rule ids of a refusal.

Sources (``/work/shared/seeds``): 000 and 002 Danish, 001 Swedish, 003 German, 004 Dutch.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace

import pytest

from canasta_teach.errors import IllegalPlayError
from canasta_teach.game.cards import Card, parse_cards
from canasta_teach.game.deal import deal, full_pack
from canasta_teach.game.melds import Meld
from canasta_teach.game.notation import format_operation, parse_operation, parse_play
from canasta_teach.game.operations import op_key
from canasta_teach.game.referee import apply, compulsory_take, legal_operations, refusals, verify
from canasta_teach.game.rulebook import RULE_BOOK
from canasta_teach.game.rulesets import get_ruleset
from canasta_teach.game.scoring import score_hand
from canasta_teach.game.table import HandEnd, Phase, TableState, initial_sides

PACK = Counter(full_pack())

#: Hands of the seats after the first that a test leaves out: they only wait their turn.
FILL = ("8c 6h 5c", "8d 6s 5s", "10c 6c 7s")


# --------------------------------------------------------------------------------------
# Building states by hand


def table(
    ruleset: str = "classic",
    *,
    hands: Sequence[str],
    pile: str = "",
    stock: str = "",
    pad: bool = True,
    melds: Sequence[Sequence[str]] | None = None,
    red_threes: Sequence[str] | None = None,
    side_melded: Sequence[bool] | None = None,
    seat_melded: Sequence[bool] | None = None,
    sides: Sequence[Sequence[int]] | None = None,
    lone: int | None = None,
    pile_frozen: bool | None = None,
    to_move: int = 0,
    scores: Sequence[int] = (),
    options: Mapping[str, object] | None = None,
) -> TableState:
    """A state at the start of ``to_move``'s turn (phase DRAW), from notation strings.

    ``hands`` one string per seat (seats left out hold a few low cards); ``pile`` and ``stock`` bottom to top (the next card drawn
    is the stock's last); ``melds`` one list of meld strings per side; ``red_threes`` one
    string per seat. With ``pad`` the rest of the 108 cards lie at the bottom of the stock.
    ``side_melded`` defaults to "the side has a meld"; ``pile_frozen`` to "a wild card or a
    red three lies in the pile".
    """
    rules = get_ruleset(ruleset, options)
    players = rules.players
    hands = list(hands) + list(FILL[len(hands) - 1:players - 1])
    assert len(hands) == players, "one hand per seat"
    side_seats = tuple(tuple(s) for s in sides) if sides is not None else initial_sides(players)
    hand_cards = tuple(parse_cards(h) for h in hands)
    pile_cards = parse_cards(pile)
    meld_cards = tuple(tuple(Meld(parse_cards(m)) for m in side) for side in (melds or [()] * len(side_seats)))
    assert len(meld_cards) == len(side_seats), "one list of melds per side"
    reds = tuple(parse_cards(r) for r in (red_threes or [""] * players))
    stock_cards = parse_cards(stock)
    if pad:
        used = Counter(c for h in hand_cards for c in h)
        used.update(pile_cards)
        used.update(stock_cards)
        used.update(c for side in meld_cards for m in side for c in m.cards)
        used.update(c for r in reds for c in r)
        over = used - PACK
        assert not over, f"more copies than the pack holds: {over}"
        rest = PACK - used
        stock_cards = tuple(sorted(rest.elements(), key=lambda c: (c.rank.order, str(c)))) + stock_cards
    if side_melded is None:
        side_melded = [bool(side) for side in meld_cards]
    if seat_melded is None:
        seat_melded = [False] * players
    if pile_frozen is None:
        pile_frozen = any(c.is_wild or c.is_red_three for c in pile_cards)
    return TableState(
        ruleset=rules,
        hands=hand_cards,
        stock=stock_cards,
        pile=pile_cards,
        pile_frozen=pile_frozen,
        sides=side_seats,
        melds=meld_cards,
        side_melded=tuple(side_melded),
        red_threes=reds,
        seat_melded=tuple(seat_melded),
        to_move=to_move,
        phase=Phase.DRAW,
        lone=lone,
        scores=tuple(scores),
    )


def play(state: TableState, text: str) -> TableState:
    """Apply a run of operations written in the notation, each verified, checking that no
    card is lost or invented when the state holds the whole pack."""
    whole = Counter(state.all_cards()) == PACK
    for op in parse_play(text):
        state = apply(state, op)
        if whole:
            assert Counter(state.all_cards()) == PACK, f"after {format_operation(op)}"
    return state


def keys(text: str) -> set[tuple[object, ...]]:
    return {op_key(op) for op in parse_play(text)} if text else set()


def legal(state: TableState) -> set[tuple[object, ...]]:
    """The legal operations as keys (natural suits do not matter)."""
    return {op_key(op) for op in legal_operations(state)}


def is_legal(state: TableState, text: str) -> bool:
    """Whether the one operation in ``text`` is legal; legal_operations and verify agree."""
    op = parse_operation(text)
    listed = op in legal_operations(state)
    assert listed == (not refusals(state, op)), f"{text}: legal_operations and verify disagree"
    return listed


def refused(state: TableState, text: str) -> list[str]:
    """The rule ids ``verify`` raises for the one operation in ``text``."""
    op = parse_operation(text)
    with pytest.raises(IllegalPlayError) as info:
        verify(state, op)
    assert op not in legal_operations(state)
    ids = [r.rule_id for r in info.value.reasons]
    assert all(i in RULE_BOOK for i in ids)
    return ids


def numbers(state: TableState, text: str, rule_id: str) -> dict[str, int]:
    for r in refusals(state, parse_operation(text)):
        if r.rule_id == rule_id:
            return dict(r.numbers)
    raise AssertionError(f"{text}: no refusal {rule_id}")


def items(score, seat: int) -> dict[str, int]:
    """The line items of a seat's scoring group, by rule id (summed)."""
    for group in score.groups:
        if seat in group.seats:
            out: Counter[str] = Counter()
            for item in group.items + group.own_items[group.seats.index(seat)]:
                out[item.rule_id] += item.points
            return dict(out)
    raise AssertionError(f"seat {seat} not scored")


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


# A mixed canasta of kings, for a side that may go out.
KINGS = "Kc Kd Kh Ks Kc Kd 2c"



# --------------------------------------------------------------------------------------
# Deal and turn


@pytest.mark.parametrize(("ruleset", "size"), [("classic", 11), ("two-player", 15), ("three-player", 13)])
def test_deal(ruleset: str, size: int) -> None:
    """003: "Der Geber teilt jedem einzeln 11 Karten verdeckt aus."; "Zu zweit: je 15
    Karten"; "Zu dritt: je 13 Karten". 004: "De 64 kaarten die overblijven vormen de pot."
    003: "Der Spieler links vom Geber beginnt"."""
    for seed in range(30):
        dealer = seed % get_ruleset(ruleset).players
        state = deal(ruleset, seed=seed, dealer=dealer)
        players = state.players
        assert [len(h) for h in state.hands] == [size] * players
        assert Counter(state.all_cards()) == PACK
        reds = sum(len(r) for r in state.red_threes)
        # The stock gave a replacement for every red three and one or more cards to the pile.
        assert len(state.stock) == 108 - players * size - reds - len(state.pile)
        assert not any(c.is_red_three for h in state.hands for c in h)
        assert state.to_move == (dealer + 1) % players and state.phase is Phase.DRAW
        if ruleset == "classic" and not reds and len(state.pile) == 1:
            assert len(state.stock) == 63  # 64 left after the deal, one turned up


def test_start_card() -> None:
    """003: "Ist sie ein Platzhalter oder eine rote 3, leg sie quer und deck so lange weitere
    Karten darauf auf, bis eine andere Karte oben liegt – der Stapel ist dann eingefroren".
    000: "Er kortet et jokerkort eller en rød 3'er, vendes et nyt oven på"."""
    seen = 0
    for seed in range(400):
        state = deal("classic", seed=seed)
        *below, top = state.pile
        assert not (top.is_wild or top.is_red_three)
        assert all(c.is_wild or c.is_red_three for c in below)
        assert state.pile_frozen == bool(below)
        seen += bool(below)
    assert seen > 5
    # A red three turned up freezes the pile: a frozen pile needs a natural pair.
    state = table(hands=["Qc 9h 9s 5d"], pile="3h Qd",
                  melds=[["Qs Qh Qd"], []])
    assert state.pile_frozen
    # The freeze is the start card's, not a wild card's (there is none in the pile).
    assert refused(state, "take") == ["pile-frozen-start", "pile-frozen-natural-pair"]


def test_turn_order() -> None:
    """003: "1. Ziehen ... 2. Auslegen (freiwillig) ... 3. Ablegen: eine Karte offen auf den
    Ablagestapel." Nothing but a draw before drawing, no second draw, no turn without a
    discard."""
    state = table(hands=["Ks Kh Kd 9c 5d"], pile="7c", stock="4h")
    assert legal(state) == keys("draw")
    assert refused(state, "discard 9c") == ["turn-order"]
    assert refused(state, "meld Ks Kh Kd") == ["turn-order"]
    after = play(state, "draw")
    assert after.hand[-1] == Card.parse("4h") and after.phase is Phase.PLAY
    assert refused(after, "draw") == ["turn-order"]
    assert refused(after, "end") == ["turn-order"]
    after = play(after, "discard 9c")
    assert after.to_move == 1 and after.phase is Phase.DRAW and after.top_card == Card.parse("9c")


def test_red_three_replace() -> None:
    """003: "Ziehst du eine rote 3, legst du sie sofort offen vor dich und ziehst eine
    weitere Karte." 000: "Du beholder den aldrig på hånden." Nothing else is legal while a
    red three is in the hand."""
    state = table(hands=["Ks Kh 9c 5d"], pile="7c", stock="4h 3d")
    after = play(state, "draw")
    assert legal(after) == keys("red 3d")
    assert refused(after, "discard 9c") == ["red-three-replace"]
    after = play(after, "red 3d")
    assert after.red_threes[0] == cards("3d")
    assert Card.parse("4h") in after.hand and not any(c.is_red_three for c in after.hand)
    assert after.phase is Phase.PLAY and len(after.hand) == 5
    assert refused(after, "red 3h") == ["play-from-hand"]  # not in the hand


def test_red_three_replace_two_at_once() -> None:
    """Two players draw two cards (003); two red threes drawn are both laid out and both
    replaced, in either order (their suits make two plays)."""
    state = table("two-player", hands=["Ks Kh 9c 5d"], pile="7c", stock="4h 6d 3d 3h")
    after = play(state, "draw")
    assert legal(after) == keys("red 3h; red 3d")
    after = play(after, "red 3d; red 3h")
    assert sorted(map(str, after.red_threes[0])) == ["3d", "3h"]
    assert {str(c) for c in after.hand} >= {"4h", "6d"} and len(after.hand) == 6


# --------------------------------------------------------------------------------------
# The pile


def test_pile_take_unfrozen() -> None:
    """003: "Nicht eingefroren: Es geht auch mit einer natürlichen Karte und einem Platzhalter
    oder indem du die oberste Karte an eine Figur deiner Partei anlegst." """
    state = table(hands=["Js Jh 2c 9s 4d 5d"], pile="6c Jd",
                  melds=[["As Ah Ad"], []])
    assert legal(state) == keys("draw; take Js Jh; take Js 2c")
    assert refused(state, "take") == ["pile-take-unfrozen"]
    assert refused(state, "take Js 9s") == ["pile-take-unfrozen"]
    after = play(state, "take Js 2c")
    assert [str(m) for m in after.melds[0]] == ["As Ah Ad", "Jd Js 2c"]
    assert Counter(after.hand) == Counter(cards("Jh 9s 4d 5d 6c"))
    # The top card joins a meld of the side.
    state = table(hands=["9s 4d 5d"], pile="6c Ac", melds=[["As Ah Ad"], []])
    assert legal(state) == keys("draw; take")
    after = play(state, "take")
    assert str(after.melds[0][0]) == "As Ah Ad Ac" and after.pile == ()


def test_pile_top_card_only() -> None:
    """000: "Ligger der en femmer øverst og en anden femmer begravet nede i bunken, kan du
    ikke bruge den begravede til at gøre din melding gyldig." """
    state = table(hands=["5s 9s 4d 6d"], pile="5h Kc 5d",
                  melds=[["As Ah Ad"], []])
    assert legal(state) == keys("draw")
    assert refused(state, "take 5s") == ["pile-take-unfrozen"]
    assert refused(state, "take 5s 5h") == ["play-from-hand"]  # the buried five is not in the hand


def test_pile_top_wild() -> None:
    """003: "Liegt oben ein Platzhalter oder eine schwarze 3, darfst du den Stapel nie
    nehmen." """
    state = table(hands=["Ks Kh 2d 9s 4d"], pile="Kd 2c",
                  melds=[["Kc Kd Ks"], []])
    assert legal(state) == keys("draw")
    assert refused(state, "take") == ["pile-top-wild"]
    assert refused(state, "take Ks Kh") == ["pile-top-wild"]


def test_pile_black_three_top() -> None:
    """003: "Liegt oben eine schwarze 3, darf der Nächste den Stapel nicht nehmen." 000: "Så
    snart et andet kort lægges oven på den sorte 3'er, kan bunken tages som normalt igen. En
    sort 3'er fryser altså ikke bunken." """
    state = table(hands=["Ks Kh 2d 9s Qh", "Qs Qh 7d 7c 5s"], pile="Kd 3s",
                  melds=[["Kc Kd Ks"], ["Qc Qd Qs"]], stock="5h")
    assert not state.pile_frozen
    assert legal(state) == keys("draw")
    assert refused(state, "take") == ["pile-black-three-top"]
    assert refused(state, "take Ks Kh") == ["pile-black-three-top"]
    # Covered by the next discard, the black three no longer matters.
    after = play(state, "draw; discard Qh")
    assert not after.pile_frozen
    assert legal(after) == keys("draw; take; take Qs Qh")


def test_pile_frozen_wild() -> None:
    """003: "Der Ablagestapel ist für alle eingefroren, sobald ein Platzhalter darin liegt".
    000: "Nogen har smidt et jokerkort. Kortet lægges på tværs, så alle kan se det, og bunken
    er nu frosset for alle." A discarded wild card freezes the pile."""
    state = table(hands=["9s 9h 2d JK 4d"], pile="6c", melds=[["9c 9d 9s"], []], stock="5h")
    after = play(state, "draw; discard 2d")
    assert after.pile_frozen and after.frozen_for(1) and after.frozen_for(2)


def test_pile_frozen_natural_pair() -> None:
    """003: "Eingefroren: Du darfst ihn nur mit zwei natürlichen Karten vom Wert der obersten
    Karte aus deiner Hand nehmen." 000: "Er bunken frosset for dig, må du kun tage den, hvis
    du har to naturlige kort på hånden med samme værdi som det øverste kort. Et jokerkort er
    ikke nok her." """
    # Frozen by a wild card: adding the top card to a meld, or a natural card and a wild
    # card, is not enough; a natural pair is.
    state = table(hands=["9s 9h 2c 4d 5d 6d"], pile="Kc 2d 7h 9d",
                  melds=[["Ac Ad Ah"], []])
    assert state.frozen_for(0)
    assert legal(state) == keys("draw; take 9s 9h")
    assert refused(state, "take 9s 2c") == ["pile-frozen-wild", "pile-frozen-natural-pair"]
    after = play(state, "take 9s 9h")
    assert not after.pile_frozen and str(after.melds[0][1]) == "9d 9s 9h"
    # A side that has melded nines: the top card alone may not join them while frozen,
    # but a natural pair may (and joins the one meld of nines).
    state = table(hands=["9s 9h 2c 4d 5d 6d"], pile="Kc 2d 7h 9d",
                  melds=[["9c 9c 9h"], []])
    assert legal(state) == keys("draw; take 9s 9h")
    assert refused(state, "take") == ["pile-frozen-wild", "pile-frozen-natural-pair"]
    after = play(state, "take 9s 9h")
    assert [str(m) for m in after.melds[0]] == ["9c 9c 9h 9d 9s 9h"]


def test_pile_frozen_no_meld() -> None:
    """003: "Für deine Partei ist er außerdem eingefroren, solange ihr noch nicht erstmals
    ausgelegt habt." 000: "Jeres makkerpar har ikke meldt endnu. Så er bunken frosset for jer,
    indtil I får lagt jeres første melding." """
    state = table(hands=["Ks Kh 2c As Ad 4d 5d"], pile="7h Kd",
                  melds=[[], ["Qs Qh Qd"]])
    assert not state.pile_frozen and state.frozen_for(0) and not state.frozen_for(1)
    assert legal(state) == keys("draw; take Ks Kh")
    assert refused(state, "take Ks 2c") == ["pile-frozen-no-meld", "pile-frozen-natural-pair"]


def test_pile_frozen_start() -> None:
    """000: "En rød 3'er blev vendt som startkort efter uddelingen." 003: a wild card or red
    three turned up "leg sie quer ... der Stapel ist dann eingefroren". Taking it lays the red
    three out (see test_red_three_from_pile)."""
    state = table(hands=["Qs Qh 2c 4d 5d 6d"], pile="JK Qd",
                  melds=[["Ac Ad Ah"], []])
    assert state.pile_frozen
    assert legal(state) == keys("draw; take Qs Qh")
    assert refused(state, "take Qs 2c") == ["pile-frozen-wild", "pile-frozen-natural-pair"]


def test_pile_unfreezes() -> None:
    """003: "Wird der Stapel aufgenommen, ist er nicht mehr eingefroren." """
    state = table(hands=["Qs Qh 4d 5d 6d 7s", "Js Jh 2d 8c 8d"], pile="2c 8h Qd",
                  melds=[["Ac Ad Ah"], ["Jc Jd Jc"]])
    after = play(state, "take Qs Qh; discard 4d")
    assert not after.pile_frozen and after.pile == cards("4d")
    after = play(after, "draw; discard 8c")
    assert not after.frozen_for(0)


def test_red_three_from_pile() -> None:
    """003: "eine rote 3 aus einem aufgenommenen Ablagestapel wird ohne Ersatz ausgelegt".
    001: "När en spelare tar Draghögen och hittar en röd trea i den, måste de lägga de tre med
    framsidan upp på bordet men dra inte ett ersättningskort" """
    state = table(hands=["Qs Qh 4d 5d 6d 7s"], pile="3h 9c Qd",
                  melds=[["Ac Ad Ah"], []], stock="8s")
    assert state.pile_frozen  # a red three turned up at the start
    after = play(state, "take Qs Qh")
    assert after.red_threes[0] == cards("3h")
    assert Counter(after.hand) == Counter(cards("4d 5d 6d 7s 9c"))
    assert after.stock == state.stock  # no replacement card
    assert not any(c.is_red_three for c in after.hand)


def test_one_card_pile() -> None:
    """004 alone (option one-card-pile: forbidden): "Je mag de stok niet pakken als je nog
    maar één kaart in de hand hebt én de stok ook maar één kaart is." and, with the stock
    empty: "Wie nog maar één kaart heeft mag nooit een stok van maar één kaart pakken,
    behalve in dit geval, want nu is het verplicht." """
    forbidden = {"one-card-pile": "forbidden"}
    state = table(hands=["9h"], pile="Kh", melds=[[KINGS], []], stock="5h", options=forbidden)
    assert legal(state) == keys("draw")
    assert refused(state, "take") == ["one-card-pile"]
    # Two cards in the pile: allowed.
    assert is_legal(table(hands=["9h"], pile="6c Kh", melds=[[KINGS], []], options=forbidden), "take")
    # The stock is empty: taking is compulsory, and the one-card rule gives way.
    state = table(hands=["9h"], pile="Kh", melds=[[KINGS], []], pad=False, options=forbidden)
    assert compulsory_take(state)
    assert legal(state) == keys("take")
    after = play(state, "take; discard 9h")
    assert after.end is HandEnd.WENT_OUT and after.went_out == 0


def test_one_card_pile_is_allowed_in_classic() -> None:
    """The one-card ban is 004's alone. 000 states the take's conditions with no such
    exception: "Grundreglen er, at du kun må tage bunken, hvis du kan bruge det øverste kort
    i en gyldig melding med det samme" (the basic rule: you may take the pile only if you
    can use its top card in a valid meld at once), e.g. when "det øverste kort passer til en
    melding, jeres makkerpar allerede har liggende, og du lægger det til"; 001, 002 and 003
    likewise. So the classic reading (the one most sources share) allows the take, and
    004's rule is the option one-card-pile: forbidden."""
    state = table(hands=["9h"], pile="Kh", melds=[[KINGS], []], stock="5h")
    assert not state.ruleset.one_card_pile_forbidden
    assert legal(state) == keys("draw") | keys("take")
    after = play(state, "take; discard 9h")
    assert after.end is HandEnd.WENT_OUT


def test_pile_minimum_with_top() -> None:
    """004: "Zolang een team geen eerste groep kan vormen met het benodigde minimum aantal
    punten, met of zonder de bovenste kaart van de stapel, mag geen van de spelers van het
    team de stok pakken." K K + K = 30 of 50, and nothing in the hand adds the rest."""
    state = table(hands=["Ks Kh 4d 5d 6c 7s"], pile="Ac Ad As Kd")
    assert legal(state) == keys("draw")
    assert refused(state, "take Ks Kh") == ["first-meld-minimum"]
    assert numbers(state, "take Ks Kh", "first-meld-minimum") == {"minimum": 50, "points": 30}


# --------------------------------------------------------------------------------------
# The first meld


def test_first_meld_minimum() -> None:
    """003: "Wenn deine Partei in einem Spiel zum ersten Mal auslegt, müssen die Karten dieses
    Zugs zusammen einen Mindestwert erreichen." "Beispiel: Zu Beginn brauchst du 50. K K Joker
    (10 + 10 + 50 = 70) reicht, A A 2 (60) auch. 7 7 7 (15) nicht." """
    after = play(table(hands=["Ks Kh 9s 4d 6c"], stock="JK"), "draw")
    assert is_legal(after, "meld Ks Kh JK")
    after = play(table(hands=["As Ah 9s 4d 6c"], stock="2c"), "draw")
    assert is_legal(after, "meld As Ah 2c")
    after = play(table(hands=["7s 7h 9s 4d 6c"], stock="7d"), "draw")
    assert refused(after, "meld 7s 7h 7d") == ["first-meld-minimum"]
    assert numbers(after, "meld 7s 7h 7d", "first-meld-minimum") == {"minimum": 50, "points": 15}
    # The minimum follows the side's score (002, 004): 15 below 0, 90 from 1500, 120 from 3000.
    for score, minimum, ok in [(-20, 15, True), (1495, 50, False), (1500, 90, False), (3000, 120, False)]:
        state = play(table(hands=["7s 7h 9s 4d 6c"], stock="7d", scores=(score, 0, score, 0)), "draw")
        assert is_legal(state, "meld 7s 7h 7d") is ok
        if not ok:
            assert numbers(state, "meld 7s 7h 7d", "first-meld-minimum")["minimum"] == minimum


def test_first_meld_several_melds() -> None:
    """003: "Mehrere Figuren zusammen dürfen den Mindestwert erreichen." 000: "Du må gerne
    lægge flere meldinger ud på samme tur for at nå op på kravet." A meld after which the
    minimum can no longer be reached this turn is refused, so the turn never gets stuck."""
    state = play(table(hands=["Ks Kh Kd Qs Qh 9s 4d"], stock="Qd"), "draw")
    # K K K (30) then Q Q Q (30): 60.
    assert legal(state) >= keys("meld Ks Kh Kd; meld Qs Qh Qd")
    after = play(state, "meld Ks Kh Kd")
    assert not after.side_melded[0] and after.turn.minimum_points == 30
    # Half-way, the turn may not end: the minimum is still due.
    assert refused(after, "discard 9s") == ["first-meld-minimum"]
    assert numbers(after, "discard 9s", "first-meld-minimum") == {"minimum": 50, "points": 30}
    assert legal(after) == keys("meld Qs Qh Qd")
    after = play(after, "meld Qs Qh Qd")
    assert after.side_melded[0]
    after = play(after, "discard 9s")
    assert after.to_move == 1
    # 7 7 7 (15) and K K K (30) make 45: each meld makes 50 unreachable, so each is refused.
    state = play(table(hands=["7s 7h 7d Ks Kh 9s 4d"], stock="Kd"), "draw")
    assert refused(state, "meld 7s 7h 7d") == ["first-meld-minimum"]
    assert refused(state, "meld Ks Kh Kd") == ["first-meld-minimum"]
    assert legal(state) == keys("discard 7s; discard Ks; discard 9s; discard 4d")
    # With a two as well, 7 7 7 (15) leaves K K K 2 (50) to reach 65: allowed.
    state = play(table(hands=["7s 7h 7d Ks Kh 9s 4d 2c"], stock="Kd"), "draw")
    after = play(state, "meld 7s 7h 7d")
    assert is_legal(after, "meld Ks Kh Kd")
    after = play(after, "meld Ks Kh Kd; add K: 2c; discard 9s")
    assert after.side_melded[0]


def test_first_meld_card_values() -> None:
    """003: "Es zählen nur die Kartenwerte – keine Prämien für rote Dreien oder Canastas."
    000: "Selv hvis du sidder med en færdig canasta på hånden, må du ikke lægge den ud, hvis
    kortenes egen værdi ikke rækker." Seven fives are 35, not 335."""
    state = play(table(hands=["5s 5h 5d 5c 5s 5h 9s 4d", "", "", ""], red_threes=["3h 3d", "", "", ""],
                       stock="5d"), "draw")
    assert refused(state, "meld 5s 5h 5d 5c 5s 5h 5d") == ["first-meld-minimum"]


def test_first_meld_pile_top() -> None:
    """003: "Nimmst du den Stapel für die erste Meldung deiner Partei, zählt die oberste Karte
    zum Mindestwert, die übrigen Karten des Stapels nicht." 004: "Alleen de bovenste kaart van
    de stok, als die gepakt wordt om de eerste groep te vormen, mag meetellen" """
    # K K + top K = 30; the aces from the pile count nothing: until the minimum is reached
    # only cards held before the take are laid (the judge's reading of 004), then any.
    state = table(hands=["Ks Kh Qs Qh 2c 4d 6c"], pile="Ac Ad As Kd")
    after = play(state, "take Ks Kh")
    assert after.turn.minimum_points == 30 and not after.side_melded[0]
    assert refused(after, "meld Ac Ad As") == ["first-meld-pile-top"]
    after = play(after, "meld Qs Qh 2c")
    assert after.side_melded[0] and after.turn.minimum_points == 70
    after = play(after, "meld Ac Ad As; discard 4d")
    assert [str(m) for m in after.melds[0]] == ["Kd Ks Kh", "Qs Qh 2c", "Ac Ad As"]
    # The top card counts: A A + top A = 60.
    state = table(hands=["As Ah 4d 6c 7s"], pile="9c Ad")
    assert is_legal(state, "take As Ah")
    assert play(state, "take As Ah").side_melded[0]



def test_first_meld_pile_top_like_cards() -> None:
    """003: "zählt die oberste Karte zum Mindestwert, die übrigen Karten des Stapels nicht".
    A two held before the take and the pile's two are one play (suits of wild cards do not
    matter): naming either counts the held one toward the minimum. The referee counted the
    pile's 2s as nothing and left the side short (found by the mutation check)."""
    state = table(hands=["Ks Kh 2h Ac 4d 6c 9s"], pile="2s 7c Kd")
    after = play(state, "take Ks Kh")
    assert after.turn.minimum_points == 30
    held, from_pile = parse_operation("add K: 2h"), parse_operation("add K: 2s")
    assert op_key(held) == op_key(from_pile)
    for op in (held, from_pile):
        assert op in legal_operations(after)
        added = apply(after, op)
        assert added.turn.minimum_points == 50 and added.side_melded[0]
        assert is_legal(added, "discard 9s")


# --------------------------------------------------------------------------------------
# Melds


def test_meld_rules() -> None:
    """003: "jede Figur braucht mindestens zwei natürliche Karten und darf höchstens drei
    Platzhalter enthalten. 8 8 2 geht also, 8 2 Joker nicht." """
    state = play(table(hands=["8s 8h 2c 2d 2s JK 9s 9h 4d"], melds=[["Ac Ad Ah"], []], stock="Kc"), "draw")
    assert is_legal(state, "meld 8s 8h 2c")
    assert is_legal(state, "meld 8s 8h 2c 2d 2s")
    assert refused(state, "meld 8s 2c JK") == ["meld-two-natural"]
    assert refused(state, "meld 8s 8h 2c 2d 2s JK") == ["meld-three-wild"]
    assert refused(state, "meld 8s 8h") == ["meld-min-size"]
    assert refused(state, "meld 8s 8h 9s") == ["meld-one-rank"]
    assert refused(state, "add A: 9s") == ["meld-one-rank"]
    assert refused(state, "meld Ac Ad 2c") == ["play-from-hand"]  # not in the hand


def test_meld_three_wild() -> None:
    """000: "Ingen melding må indeholde mere end tre jokerkort." A meld with three wild cards
    takes no fourth, however long it grows."""
    state = play(table(hands=["9s 9h 2d 4d 5d", "", "", ""], melds=[["Ac Ad 2c 2h JK"], []], stock="Kc"), "draw")
    assert refused(state, "add A: 2d") == ["meld-three-wild"]
    assert is_legal(state, "add A: 9s") is False  # nine is not an ace
    assert not is_legal(state, "meld 9s 9h 2d 2c")


def test_meld_more_natural() -> None:
    """002: "du skal altid have flere naturlige kort end wild cards"; 001: "Byggen måste dock,
    ha fler naturliga kort än jokerkort." Option wild-limit: more-natural forbids 8 8 2 2."""
    hand = ["8s 8h 2c 2d 9s 4d 5d 6d"]
    classic = play(table(hands=hand, melds=[["Ac Ad Ah"], []], stock="Kc"), "draw")
    assert is_legal(classic, "meld 8s 8h 2c 2d")
    more = play(table(hands=hand, melds=[["Ac Ad Ah"], []], stock="Kc", options={"wild-limit": "more-natural"}), "draw")
    assert refused(more, "meld 8s 8h 2c 2d") == ["meld-more-natural"]
    assert is_legal(more, "meld 8s 8h 2c")
    more = play(table(hands=hand, melds=[["Ac Ad 2h"], []], stock="Kc", options={"wild-limit": "more-natural"}), "draw")
    assert refused(more, "add A: 2c") == ["meld-more-natural"]


def test_one_meld_per_rank() -> None:
    """003: "Deine Partei hat von jedem Wert nur eine Figur: Karten eines Werts, den ihr schon
    liegen habt, kommen dort dazu." A meld of the partner's rank is an add, not a new meld."""
    state = play(table(hands=["Qs Qh Qd 9s 4d 5d"], melds=[["Qc Qc Qs"], []], stock="Kc"), "draw")
    assert refused(state, "meld Qs Qh Qd") == ["one-meld-per-rank"]
    after = play(state, "add Q: Qs Qh Qd")
    assert [str(m) for m in after.melds[0]] == ["Qc Qc Qs Qs Qh Qd"]


def test_meld_no_threes() -> None:
    """000: "Treere — de har helt særlige funktioner og kan ikke meldes på normal vis." 004:
    "Rode drieën (harten of ruiten drie) kunnen niet bij een groep worden aangelegd" """
    state = play(table(hands=["3s 9s 9h 4d 5d"], melds=[["9c 9d 9c"], []], stock="Kc"), "draw")
    assert refused(state, "add 9: 3s") == ["meld-no-threes"]
    assert refused(state, "meld 9s 9h 3s") == ["meld-one-rank"]


def test_black_three_meld() -> None:
    """003: "Schwarze Dreien ... Auslegen darfst du sie (drei oder vier, ohne Platzhalter) nur
    in dem Zug, in dem du ausmachst." 000: "Den spiller, der går ud, må lægge tre eller fire
    sorte treere ud som en sidste melding. Der må ikke være jokerkort i sådan en melding."
    The referee takes 000's "as a last meld": the threes come down when at most the card to
    discard is left, so they are never stranded on the table of a player who cannot go out."""
    # Going out: K K to the canasta, 3 3 3 melded last, the nine discarded.
    state = play(table(hands=["3s 3c 3s Kh 9s"], melds=[[KINGS], []], stock="Ks"), "draw")
    assert refused(state, "meld 3s 3c 3s") == ["black-three-meld"]
    after = play(state, "add K: Kh Ks")
    assert is_legal(after, "meld 3s 3c 3s")
    after = play(after, "meld 3s 3c 3s; discard 9s")
    assert after.end is HandEnd.WENT_OUT and str(after.melds[0][-1]) == "3s 3c 3s"
    # Not going out: refused.
    state = play(table(hands=["3s 3c 3s 9h 9s 4d"], melds=[[KINGS], []], stock="Ks"), "draw")
    assert refused(state, "meld 3s 3c 3s") == ["black-three-meld"]
    # Never with a wild card.
    state = play(table(hands=["3s 3c 2d"], melds=[[KINGS], []], stock="Ks"), "draw")
    assert refused(state, "meld 3s 3c 2d") == ["black-three-meld"]
    # Every mix of suits is one legal play (their suits are part of the key).
    state = play(table(hands=["3s 3c 3s 3c"], melds=[[KINGS], []], stock="Ks"), "draw; add K: Ks")
    assert legal(state) == keys("meld 3s 3s 3c; meld 3s 3c 3c; meld 3s 3s 3c 3c; discard 3s; discard 3c")



# --------------------------------------------------------------------------------------
# Going out


def test_go_out_canasta() -> None:
    """003: "Ausmachen darfst du nur, wenn deine Partei mindestens einen Canasta liegen hat
    (oder in diesem Zug fertigstellt)." """
    state = play(table(hands=["Qs Qh 9s"], melds=[["Kc Kd Ks Kh 2c"], []], stock="Qd"), "draw")
    assert refused(state, "meld Qs Qh Qd") == ["go-out-canasta", "keep-one-card"]
    assert numbers(state, "meld Qs Qh Qd", "go-out-canasta") == {"canastas": 0, "needed": 1}
    # A canasta completed in this very turn will do.
    state = play(table(hands=["Ks 9s"], melds=[["Kc Kd Ks Kh 2c"], []], stock="Kh"), "draw")
    after = play(state, "add K: Ks Kh; discard 9s")
    assert after.end is HandEnd.WENT_OUT and after.went_out == 0 and not after.concealed


def test_two_player() -> None:
    """003: "Zu zweit: je 15 Karten; vom Ziehstapel zwei Karten ziehen, eine ablegen. Zum
    Ausmachen braucht man zwei Canastas. Liegt nur noch eine Karte im Ziehstapel, ziehst du
    nur diese eine." """
    state = table("two-player", hands=["Qs Qh", "8c 6h"], melds=[[KINGS], []], stock="9s Qd")
    after = play(state, "draw")
    assert Counter(after.hand) == Counter(cards("Qs Qh Qd 9s"))
    assert refused(after, "meld Qs Qh Qd") == ["go-out-canasta", "keep-one-card"]
    assert numbers(after, "meld Qs Qh Qd", "go-out-canasta") == {"canastas": 1, "needed": 2}
    # One card left in the stock: draw that one.
    state = table("two-player", hands=["Qs Qh 9c", "8c 6h"], melds=[[KINGS], []], stock="9s", pad=False)
    after = play(state, "draw")
    assert len(after.hand) == 4 and after.stock == ()


def test_three_player() -> None:
    """003: "Zu dritt: je 13 Karten (manche geben 11); zwei Karten ziehen, eine ablegen." 004
    (option canastas-to-go-out: 2): "Om het uit te kunnen maken moet je minimaal twee
    canasta's hebben gevormd." """
    state = table("three-player", hands=["Qs Qh 9c"], melds=[[KINGS], [], []], stock="Qd 4c")
    after = play(state, "draw")
    assert len(after.hand) == 5 and after.stock == state.stock[:-2]
    after = play(after, "meld Qs Qh Qd; discard 9c")
    assert after.to_move == 1 and len(after.hands[0]) == 1
    # One canasta goes out by default; two under option canastas-to-go-out: 2.
    one = table("three-player", hands=["Qs Qh"], melds=[[KINGS], [], []], stock="9h Qd")
    assert play(one, "draw; meld Qs Qh Qd; discard 9h").end is HandEnd.WENT_OUT
    two = table("three-player", hands=["Qs Qh"], melds=[[KINGS], [], []], stock="9h Qd",
                options={"canastas-to-go-out": 2})
    after = play(two, "draw")
    assert refused(after, "meld Qs Qh Qd") == ["go-out-canasta", "keep-one-card"]
    assert numbers(after, "meld Qs Qh Qd", "go-out-canasta") == {"canastas": 1, "needed": 2}


def test_keep_one_card() -> None:
    """000: "Du må kun gå ud, hvis jeres makkerpar har mindst én færdig canasta liggende. Har I
    ikke det, skal du sørge for at have mindst ét kort tilbage efter din smid." """
    state = play(table(hands=["Qs Qh Qd 9s"], melds=[["Kc Kd Kh"], []], stock="Ks"), "draw")
    after = play(state, "meld Qs Qh Qd")
    assert refused(after, "add K: Ks") == ["go-out-canasta", "keep-one-card"]
    assert numbers(after, "add K: Ks", "keep-one-card") == {"left": 1}
    assert legal(after) == keys("discard 9s; discard Ks")
    after = play(after, "discard 9s")
    assert after.hands[0] == cards("Ks")


def test_last_card_no_discard() -> None:
    """004: "je gooit een kaart weg (tenzij je nog maar één kaart over hebt en nog geen
    canasta, want dan mag je het niet uitmaken)." Option last-card: no-discard: meld down to
    one card, keep it, end the turn without a discard."""
    options = {"last-card": "no-discard"}
    state = play(table(hands=["Qs Qh Qd 9s"], melds=[["Kc Kd Kh"], []], stock="Ks", options=options), "draw")
    after = play(state, "meld Qs Qh Qd; add K: Ks")
    assert after.hand == cards("9s")
    assert legal(after) == keys("end")
    assert refused(after, "discard 9s") == ["go-out-canasta"]
    after = play(after, "end")
    assert after.to_move == 1 and after.hands[0] == cards("9s") and after.top_card == state.top_card
    # With a canasta, the last card is discarded: going out, not ending the turn.
    state = play(table(hands=["Qs Qh Qd 9s"], melds=[[KINGS], []], stock="Ks", options=options), "draw")
    after = play(state, "meld Qs Qh Qd; add K: Ks")
    assert refused(after, "end") == ["go-out-all-cards"]
    assert play(after, "discard 9s").end is HandEnd.WENT_OUT


def test_go_out_all_cards() -> None:
    """003: "Du machst aus, wenn du keine Karten mehr hast – weil du alle ausgelegt hast oder
    alle bis auf eine und diese ablegst." """
    state = play(table(hands=["Qs Qh 9s"], melds=[[KINGS], []], stock="Qd"), "draw")
    assert refused(state, "go out") == ["go-out-all-cards"]
    after = play(state, "meld Qs Qh Qd")
    assert legal(after) == keys("discard 9s")
    state = play(table(hands=["Qs Qh"], melds=[[KINGS], []], stock="Qd"), "draw; meld Qs Qh Qd")
    assert legal(state) == keys("go out")
    after = play(state, "go out")
    assert after.end is HandEnd.WENT_OUT and after.went_out == 0 and after.hands[0] == ()


def test_go_out_ask_partner() -> None:
    """003: "Vorher darfst du fragen: „Partner, darf ich ausmachen?“ – direkt nach dem Ziehen
    und bevor du auslegst. An die Antwort musst du dich halten." 004: "Als je partner "nee"
    zegt, moet het spel doorgaan. Als je partner “ja” zegt, moet je uitgaan." """
    # Q Q 2 and 9 9 9 down, the four discarded: out.
    state = table(hands=["Qs Qh 2c 9s 9h 4c"], melds=[[KINGS], []], stock="9d")
    assert refused(state, "ask") == ["go-out-ask-partner"]  # before drawing
    drawn = play(state, "draw")
    assert is_legal(drawn, "ask")
    asked = play(drawn, "ask")
    assert asked.phase is Phase.ANSWER and asked.current_player() == 2
    assert legal(asked) == keys("answer yes; answer no")
    assert refused(asked, "discard 4c") == ["go-out-ask-partner"]
    # Yes binds: no play that makes going out impossible.
    yes = play(asked, "answer yes")
    assert yes.phase is Phase.PLAY and yes.current_player() == 0
    assert refused(yes, "ask") == ["go-out-ask-partner"]
    assert refused(yes, "discard 4c") == ["go-out-ask-partner"]
    assert refused(yes, "meld 9s 9h 2c") == ["go-out-ask-partner"]  # Q Q alone cannot be melded
    assert legal(yes) == keys("meld Qs Qh 2c; meld 9s 9h 9d")
    out = play(yes, "meld Qs Qh 2c; meld 9s 9h 9d; discard 4c")
    assert out.end is HandEnd.WENT_OUT and out.went_out == 0
    # No binds: the player may not go out this turn.
    no = play(asked, "answer no")
    assert refused(no, "ask") == ["go-out-ask-partner"]
    after = play(no, "meld Qs Qh 2c")
    assert refused(after, "meld 9s 9h 9d") == ["go-out-ask-partner", "keep-one-card"]
    after = play(after, "discard 4c")
    assert after.to_move == 1 and len(after.hands[0]) == 3
    # Only before melding, and only with a partner.
    assert refused(play(drawn, "meld Qs Qh 2c"), "ask") == ["go-out-ask-partner"]
    two = play(table("two-player", hands=["Qs Qh 2c 9s 9h 4c"], melds=[[KINGS, "Ac Ad Ah Ac Ad Ah As"], []],
                     stock="5h 9d"), "draw")
    assert refused(two, "ask") == ["go-out-ask-partner"]


def test_go_out_concealed() -> None:
    """003: "Verdeckt ausmachen: Legst du deine ganze Hand in einem Zug aus – samt einem
    vollständigen Canasta (zu zweit: zwei) –, ohne vorher etwas ausgelegt und ohne an Figuren
    deines Partners angelegt zu haben, bekommst du fürs Ausmachen 200 statt 100. Hat deine
    Partei noch nichts ausgelegt und du hast vom Ziehstapel gezogen, gilt die Mindestmeldung
    dabei nicht." """
    # Seven fours (35) are below the minimum of 50, but going out concealed needs none.
    state = play(table(hands=["4s 4h 4d 4c 4s 4h 9c"], stock="4d"), "draw")
    assert not state.side_melded[0]
    after = play(state, "meld 4s 4h 4d 4c 4s 4h 4d; discard 9c")
    assert after.end is HandEnd.WENT_OUT and after.concealed
    assert items(score_hand(after), 0)["go-out-concealed"] == 200
    # The same meld when not going out falls short of the minimum.
    state = play(table(hands=["4s 4h 4d 4c 4s 4h 9c 9h"], stock="4d"), "draw")
    assert refused(state, "meld 4s 4h 4d 4c 4s 4h 4d") == ["first-meld-minimum"]
    # Taking the pile: the minimum applies (K K K = 30 of 50 and no going out without it).
    state = table(hands=["4s 4h 4c 4s 4h 4d 9c"], pile="4d")
    assert refused(state, "take 4s 4h") == ["first-meld-minimum"]
    # Adding to the partner's meld spoils it: going out, but for 100.
    state = play(table(hands=["4s 4h 4d 4c 4s 4h As"], melds=[["Ac Ad Ah"], []], stock="4d"), "draw")
    after = play(state, "meld 4s 4h 4d 4c 4s 4h 4d; add A: As; go out")
    assert after.end is HandEnd.WENT_OUT and not after.concealed
    assert items(score_hand(after), 0)["go-out-bonus"] == 100
    # A player who melded in an earlier turn does not go out concealed.
    state = play(table(hands=["4s 4h 4d 4c 9c"], melds=[["4s 4h 4d"], []], seat_melded=[True, False, False, False],
                       stock="4c"), "draw")
    after = play(state, "add 4: 4s 4h 4d 4c 4c; discard 9c")
    assert after.end is HandEnd.WENT_OUT and not after.concealed


def test_concealed_first_meld() -> None:
    """002: "Skjult udgåen (første melding i runden inkluderer udgåen): 200 point." 002 says
    "første melding" of the side ("Dit holds første melding i hver runde skal opfylde en
    minimumsværdi"), so option concealed: first-meld reads it as the SIDE's first meld of
    the hand going out: a partner's earlier meld spoils it, even when the player adds
    nothing to it and melds a canasta of their own, which 003 still counts concealed
    ("ohne vorher etwas ausgelegt und ohne an Figuren deines Partners angelegt zu haben")."""
    for option, concealed in [("whole-hand", True), ("first-meld", False)]:
        state = play(table(hands=["4s 4h 4d 4c 4s 4h 9c"], melds=[["Ac Ad Ah"], []], stock="4d",
                           options={"concealed": option}), "draw")
        after = play(state, "meld 4s 4h 4d 4c 4s 4h 4d; discard 9c")
        assert after.end is HandEnd.WENT_OUT and after.concealed is concealed
        bonus = items(score_hand(after), 0)
        assert bonus.get("go-out-concealed" if concealed else "go-out-bonus") == (200 if concealed else 100)
    # Nothing of the side on the table before: concealed under both readings.
    for option in ("whole-hand", "first-meld"):
        state = play(table(hands=["4s 4h 4d 4c 4s 4h 9c"], stock="4d", options={"concealed": option}), "draw")
        assert play(state, "meld 4s 4h 4d 4c 4s 4h 4d; discard 9c").concealed
    # Adding to the partner's meld: concealed under neither.
    for option in ("whole-hand", "first-meld"):
        state = play(table(hands=["4s 4h 4d 4c 4s 4h As"], melds=[["Ac Ad Ah"], []], stock="4d",
                           options={"concealed": option}), "draw")
        assert not play(state, "meld 4s 4h 4d 4c 4s 4h 4d; add A: As; go out").concealed
    # Not when the player melded in an earlier turn.
    state = play(table(hands=["Ks Kh 9c"], melds=[["Kc Kd Ks Kh 2c"], []], seat_melded=[True, False, False, False],
                       stock="9d", options={"concealed": "first-meld"}), "draw")
    assert not play(state, "add K: Ks Kh; discard 9c").concealed


# --------------------------------------------------------------------------------------
# The end of the stock


def test_stock_exhausted() -> None:
    """003: "Sobald jemand vom leeren Ziehstapel ziehen müsste, endet das Spiel – ohne Prämie
    fürs Ausmachen." 000: "Så snart en spiller vil trække og ikke kan, stopper spillet" """
    state = table(hands=["Qs Qh 9s", "Js Jh 4d"], pile="7c", melds=[[KINGS], ["Ac Ad Ah"]], pad=False)
    assert legal(state) == keys("draw")
    after = play(state, "draw")
    assert after.is_over and after.end is HandEnd.STOCK_EXHAUSTED and after.went_out is None
    assert after.hands == state.hands
    score = score_hand(after)
    for seat in range(4):
        assert "go-out-bonus" not in items(score, seat) and "go-out-concealed" not in items(score, seat)
    assert legal(after) == set()
    assert refused(after, "draw") == ["stock-exhausted"]


def test_stock_must_take() -> None:
    """003: "Ziehstapel leer: Es geht weiter, solange jeder den Ablagestapel nimmt; du musst
    ihn nehmen, wenn er nicht eingefroren ist und die oberste Karte zu einer Figur deiner
    Partei passt." 004: "Het aanleggen bij een al gevormde groep is in dit stadium van het spel
    verplicht (niet het maken van een nieuwe groep)." """
    state = table(hands=["9s 9h 4d"], pile="6c Kh", melds=[[KINGS], []], pad=False)
    assert compulsory_take(state)
    assert legal(state) == keys("take")
    assert refused(state, "draw") == ["stock-must-take"]
    after = play(state, "take; discard 4d")
    assert after.to_move == 1 and not after.is_over
    # A new meld is never compulsory: the player may draw from the empty stock instead.
    state = table(hands=["Qs Qh 4d"], pile="6c Qd", melds=[[KINGS], []], pad=False)
    assert not compulsory_take(state)
    assert legal(state) == keys("draw; take Qs Qh")
    # Frozen: not compulsory either.
    state = table(hands=["Ks Kh 4d"], pile="2c Kd", melds=[["Kc Kd Kh"], []], pad=False)
    assert not compulsory_take(state)
    assert legal(state) == keys("draw; take Ks Kh")
    assert play(state, "draw").end is HandEnd.STOCK_EXHAUSTED


def test_red_three_last_card() -> None:
    """004: "Als de laatste kaart van de pot een rode drie is eindigt het spel. De speler die
    deze trekt mag nog sets maken of kaarten aanleggen, maar hij mag geen kaart afgooien en
    krijgt geen bonus voor uitgaan." 001: "fortsätter spela, utan att behöva kasta, och
    avslutar sedan handen." """
    state = table(hands=["Qs Qh Qd 9s 4c"], pile="7c", melds=[[KINGS], []], stock="3d", pad=False)
    after = play(state, "draw; red 3d")
    assert after.red_threes[0] == cards("3d") and after.phase is Phase.PLAY and after.stock == ()
    assert after.turn.last_red_three
    assert legal(after) == keys("meld Qs Qh Qd; end")
    assert refused(after, "discard 9s") == ["red-three-last-card"]
    after = play(after, "meld Qs Qh Qd")
    assert refused(after, "discard 9s") == ["red-three-last-card"]
    end = play(after, "end")
    assert end.end is HandEnd.LAST_RED_THREE and end.went_out is None
    assert end.hands[0] == cards("9s 4c")
    assert "go-out-bonus" not in items(score_hand(end), 0)
    # Melding every card would be going out: not with the last red three.
    state = table(hands=["Qs Qh Qd"], pile="7c", melds=[[KINGS], []], stock="3h", pad=False)
    after = play(state, "draw; red 3h")
    assert refused(after, "meld Qs Qh Qd") == ["red-three-last-card"]
    assert legal(after) == keys("end")


# --------------------------------------------------------------------------------------
# Three players


def test_three_player_lone() -> None:
    """003: "Wer zuerst den Ablagestapel nimmt, spielt allein; die beiden anderen sind für
    dieses Spiel Partner. Partner legen gemeinsam aus". 000: "den første spiller, der tager
    kastebunken, spiller alene resten af runden, og de to andre danner et midlertidigt
    makkerpar imod ham." """
    state = table("three-player", hands=["Ks Kh 9c 4d 5d", "Qs Qh Kc Kd Ks 7c 6s", "Js Jh 9h 8s 6d"],
                  melds=[["Ac Ad Ah"], [], ["As Ad 2c", "10s 10h 10d"]], pile="5h Qd", to_move=1,
                  stock="10c 5c Ac 6c")
    assert state.sides == ((0,), (1,), (2,)) and state.partner_of(0) is None
    after = play(state, "take Qs Qh")
    assert after.lone == 1 and after.sides == ((1,), (0, 2))
    assert after.partner_of(0) == 2 and after.partner_of(1) is None
    # The partners' melds are one side's melds now: the two meld of aces became one.
    assert [str(m) for m in after.melds[after.side_of(0)]] == ["Ac Ad Ah As Ad 2c", "10s 10h 10d"]
    after = play(after, "meld Kc Kd Ks; discard 7c")
    assert after.side_melded == (True, True)
    # Seat 2 adds to the aces seat 0 began; seat 0 adds to the tens seat 2 began.
    after = play(after, "draw; add A: Ac; discard 6d")
    after = play(after, "draw; add 10: 10c; discard 4d")
    assert [str(m) for m in after.melds[1]] == ["Ac Ad Ah As Ad 2c Ac", "10s 10h 10d 10c"]
    # A second take changes nothing.
    assert after.to_move == 1
    assert play(after, "draw; discard 6s").sides == ((1,), (0, 2))


@pytest.mark.xfail(strict=True, reason="open question: the sources do not say how two partners' melds of one rank join when they hold more than three wild cards together")
def test_three_player_merge() -> None:
    """003: "Partner legen gemeinsam aus"; 000 and 003: a side has one meld of each rank, with
    at most three wild cards ("darf höchstens drei Platzhalter enthalten"). When the
    partnership forms, the referee joins the two partners' melds of one rank into one, which
    can hold up to six wild cards (found by the random hands, three-player seed 42). No source
    says what happens then; until a ruleset option settles it, this test records it."""
    state = table("three-player", hands=["Ks Kh 4d 5d", "6s 6c 7c 7d Qs", "Js Jh 8s 6d"],
                  melds=[["9d 9c 2h 2d"], [], ["9s 9d JK JK 2s"]], pile="5h 6d", to_move=1, scores=(0, -20, 0))
    after = play(state, "take 6s 6c")
    assert after.sides == ((1,), (0, 2))
    for meld in after.melds[1]:
        assert meld.wilds <= 3, f"{meld}: {meld.wilds} wild cards in one meld"


def _over(state: TableState, *, went_out: int | None, end: HandEnd = HandEnd.WENT_OUT, concealed: bool = False) -> TableState:
    return replace(state, phase=Phase.HAND_OVER, end=end, went_out=went_out, concealed=concealed)


def test_three_player_scoring() -> None:
    """003: "Partner legen gemeinsam aus, aber jeder wertet seine roten Dreien selbst; jeder
    schreibt für sich". 004: "Als niemand de stok kan pakken wordt het aantal punten van iedere
    speler afzonderlijk geteld. Als een speler het uitmaakt voordat iemand de stok heeft
    gepakt, speelt die speler alleen verder terwijl de andere twee spelers doorgaan als team."
    004 (option partner-red-threes: team): both partners score "alle rode drieën die ze als
    team verzameld hebben"."""
    parts = dict(
        hands=["", "7c", "Js Jh"],
        melds=[["Qd Qs Qh", "Kc Kd Ks"], ["Ac Ad Ah As Ad 2c Ac", "10s 10h 10d"]],
        sides=[(1,), (0, 2)], lone=1, red_threes=["3d", "3h", "3h 3d"],
    )
    # The lone player: 60 melded - 5 in hand + 100 for a red three = 155.
    # The partners share 140 + 30 melded + 300 mixed canasta + 100 going out - 20 in hand
    # = 550, and each adds their own red threes: 100 and 200.
    state = _over(table("three-player", **parts), went_out=0)
    score = score_hand(state)
    assert score.seat_totals == (650, 155, 750)
    for group in score.groups:
        for seat in group.seats:
            own = group.own_items[group.seats.index(seat)]
            assert group.seat_total(seat) == sum(i.points for i in group.items + own)
    team = _over(table("three-player", options={"partner-red-threes": "team"}, **parts), went_out=0)
    assert score_hand(team).seat_totals == (850, 155, 850)
    # Nobody took the pile and nobody went out: everyone alone.
    alone = table("three-player", hands=["Js Jh", "7c", "9c"], melds=[["Qd Qs Qh"], ["Kc Kd Ks"], []],
                  red_threes=["3d", "", "3h"])
    score = score_hand(_over(alone, went_out=None, end=HandEnd.STOCK_EXHAUSTED))
    # 30 - 20 + 100; 30 - 5; no meld: -10 and the red three counts minus.
    assert score.seat_totals == (110, 25, -110)
    assert sorted(g.seats for g in score.groups) == [(0,), (1,), (2,)]
    # Nobody took the pile, seat 0 went out: seat 0 alone against the other two.
    out = table("three-player", hands=["", "7c", "9c"], melds=[[KINGS], ["Qd Qs Qh"], []],
                red_threes=["", "3d", "3h"])
    score = score_hand(_over(out, went_out=0))
    assert sorted(g.seats for g in score.groups) == [(0,), (1, 2)]
    # Seat 0: 80 + 300 + 100. Seats 1 and 2: 30 melded - 15 in hand, each their own red three.
    assert score.seat_totals == (480, 115, 115)


def test_red_three_penalty() -> None:
    """004: "Als je een rode drie in je hand hebt moet je die aan het begin van je eerste beurt
    op tafel leggen en een nieuwe kaart uit de pot pakken." and "Als je dit niet doet krijgen
    jij of je team 500 strafpunten." (option dealt-red-threes: first-turn)"""
    options = {"dealt-red-threes": "first-turn"}
    found = 0
    for seed in range(60):
        state = deal("classic", seed=seed, options=options)
        reds = sorted({str(c) for c in state.hand if c.is_red_three})
        assert state.red_threes == ((),) * 4
        if not reds:
            continue
        found += 1
        assert legal(state) == keys("; ".join(f"red {r}" for r in reds))
        assert refused(state, "draw") == ["red-three-replace", "red-three-penalty"]
        after = play(state, f"red {reds[0]}")
        assert after.phase is Phase.DRAW and len(after.hand) == 11
    assert found
    # Seat 0 goes out before seat 3's first turn: the hidden red three costs seat 3's side 500.
    state = table(hands=["Qs Qh", "", "", "3h 9c"], melds=[[KINGS], ["Ac Ad Ah"]], stock="Qd", options=options)
    after = play(state, "draw; meld Qs Qh Qd; go out")
    assert items(score_hand(after), 3) == {"score-melds": 60, "score-hand-minus": -10, "red-three-penalty": -500}


# --------------------------------------------------------------------------------------
# Scoring a finished hand


def test_score_melds() -> None:
    """003's worked example: "Anna macht aus. Ihre Partei hat einen reinen Canasta aus Königen
    (70), einen gemischten Canasta aus fünf Achten, einer 2 und einem Joker (120), drei Asse
    (60) und zwei rote Dreien. Ihr Partner hat noch eine 7 und eine 5 (10). Ergebnis: 250 − 10
    + 500 + 300 + 100 (Ausmachen) + 200 (rote Dreien) = 1340. Die andere Partei hat 6 6 6 2
    (35), vier Damen (40) und eine rote 3; auf der Hand halten sie Joker, A, 9, 4, 4 (90).
    Ergebnis: 75 − 90 + 100 = 85." """
    state = table(hands=["", "JK As 9c", "7h 5d", "4c 4d"],
                  melds=[["Ks Kh Kd Kc Ks Kh Kd", "8s 8h 8d 8c 8s 2c JK", "As Ah Ad"], ["6s 6h 6d 2d", "Qs Qh Qd Qc"]],
                  red_threes=["3h", "3h", "3d", ""])
    score = score_hand(_over(state, went_out=0))
    assert score.seat_totals == (1340, 85, 1340, 85)
    assert items(score, 0) == {"score-melds": 250, "canasta-natural": 500, "canasta-mixed": 300,
                               "red-three-bonus": 200, "go-out-bonus": 100, "score-hand-minus": -10}
    assert items(score, 1) == {"score-melds": 75, "red-three-bonus": 100, "score-hand-minus": -90}
    for group in score.groups:
        assert group.total == sum(i.points for i in group.items)


def test_red_three_minus() -> None:
    """003: "Jede zählt 100, alle vier zusammen 800 – aber nur, wenn deine Partei in diesem
    Spiel etwas ausgelegt hat. Sonst zählen sie minus 100 pro Stück (alle vier: −800)." 001
    (option red-threes: canasta): "För att få poäng från dessa bonusar måste minst en fullbordad
    Canasta ha spelats innan handen avslutas. Annars blir poängen för dessa bonusar negativa." """
    parts = dict(hands=["", "9c", "", "4d"], melds=[[KINGS], []], red_threes=["", "3h 3d", "", "3h 3d"])
    score = score_hand(_over(table(**parts), went_out=0))
    assert items(score, 1) == {"red-three-minus": -800, "score-hand-minus": -15}
    parts = dict(hands=["", "9c", "", "4d"], melds=[[KINGS], ["Qs Qh Qd"]], red_threes=["3h 3d", "", "3h 3d", ""])
    assert items(score_hand(_over(table(**parts), went_out=0)), 0)["red-three-bonus"] == 800
    parts = dict(hands=["", "9c", "", "4d"], melds=[[KINGS], ["Qs Qh Qd"]], red_threes=["", "3h", "", ""])
    assert items(score_hand(_over(table(**parts), went_out=0)), 1)["red-three-bonus"] == 100
    canasta = _over(table(options={"red-threes": "canasta"}, **parts), went_out=0)
    assert items(score_hand(canasta), 1)["red-three-minus"] == -100


def test_canasta_wild_makes_mixed() -> None:
    """003: "Ein Canasta darf weiter wachsen. Ein Platzhalter macht aus einem reinen einen
    gemischten Canasta." 000: "Lægger du et jokerkort oven i en ren canasta, bliver den til en
    uren canasta og falder fra 500 til 300 point." """
    state = play(table(hands=["2c Qs Qh 9s"], melds=[["Ks Kh Kd Kc Ks Kh Kd"], []], stock="Qd"), "draw")
    after = play(state, "add K: 2c; meld Qs Qh Qd; discard 9s")
    assert after.end is HandEnd.WENT_OUT
    # The partner (seat 2) still holds 8 6 5: 20.
    assert items(score_hand(after), 0) == {"score-melds": 70 + 20 + 30, "canasta-mixed": 300, "go-out-bonus": 100,
                                           "score-hand-minus": -20}


def test_play_from_hand() -> None:
    """All sources describe melding, adding and discarding cards from the player's own hand
    (000, 003, 004): a card the player does not hold is refused as play-from-hand."""
    state = play(table(hands=["8s 8h 9c 4d"], melds=[["Ac Ad Ah"], []], stock="Kc"), "draw")
    assert refused(state, "meld 8s 8h 8d") == ["play-from-hand"]
    assert refused(state, "add A: As") == ["play-from-hand"]
    assert refused(state, "discard Qs") == ["play-from-hand"]
    assert is_legal(state, "discard 9c")
