"""Tranca at the practice table, kernel side (003, "Varianten"; issue 23, item 5).

- a Tranca practice hand is played to its end through the practice API and through the
  card table's messages: every play of every seat checked by the referee again, the 104
  cards conserved in every state, the learner taking sets, runs, a run's end, the pile and
  the morto, the score as line items;
- the referee refuses the learner's illegal Tranca plays with Tranca's rules and words;
- the hint and the coach on a Tranca decision read only the learner's view: the same
  answer with the hidden cards (other hands, stock, mortos) shuffled;
- the card table's model draws runs from their low end up (the two where it stands in)
  and the two mortos face down or taken, said in plain words, never in play notation;
- the app: ``?practice&ruleset=tranca`` and the Game menu deal Tranca.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import replace

import pytest

from canasta_teach.app.place import Place, View
from canasta_teach.app.practice import PracticeTable
from canasta_teach.app.table_widget import CardTable, counts_words, view_model
from canasta_teach.app.tranca_practice import game_of
from canasta_teach.game.cards import Card, Rank, Suit, parse_cards
from canasta_teach.game.deal import deal
from canasta_teach.game.operations import AddToRun, AskPartner, Discard, DrawStock, LayMeld, TakePile
from canasta_teach.game.referee import apply, legal_operations, refusals
from canasta_teach.game.runs import Run, RunEnd, tranca_meld
from canasta_teach.game.table import Phase, TableState, observe
from canasta_teach.game.tranca import tranca_pack
from canasta_teach.game.transitions import replace as replace_state
from canasta_teach.judge.wording import phrase, refusal_text, say
from canasta_teach.players.coach import coach, decision_choices
from canasta_teach.players.hint import HINT_KINDS, hint
from canasta_teach.players.practice import PracticeHand
from tests.test_practice_view import assert_nothing_hidden, click, seen_by_learner, send
from tests.tranca_plan import plan_hand

#: A seeded Tranca game whose first hand, with the learner played by the Tranca bot, has
#: the learner take the pile, meld a run, add to a run's end, take the morto and go out.
SEED = 20261216
PACK = Counter(tranca_pack())
#: The play notation of a run ("4h-6h") or a card ("K♠" is the page's shorthand and is
#: allowed in shown text; the notation's "Ks" never is).
RUN_NOTATION = re.compile(r"\b(10|[2-9AJQK])[shdc]-(10|[2-9AJQK])[shdc]\b")


def _conserved(state: TableState) -> None:
    assert Counter(state.all_cards()) == PACK, "the 104 cards of Tranca are not all at the table"


# --------------------------------------------------------------------------------------
# A hand played to its end


def test_a_tranca_practice_hand_is_played_to_its_end_with_every_play_refereed() -> None:
    hand, plays = plan_hand(SEED)
    assert hand.is_over and hand.state.ruleset.is_tranca and hand.state.players == 4
    kinds = {type(p.op) for p in plays}
    assert {DrawStock, TakePile, LayMeld, AddToRun, Discard} <= kinds
    assert any(isinstance(p.op, LayMeld) and isinstance(tranca_meld(p.op.cards, hand.state.ruleset), Run) for p in plays)
    assert any(e.morto and e.seat == hand.learner for e in hand.log), "the learner never took the morto"
    assert hand.state.went_out == hand.learner
    # every play of every seat again, from the deal, through the referee (verify, then apply)
    start = PracticeHand.new(players=4, seed=SEED, ruleset="tranca").state
    state = start
    _conserved(state)
    for entry in hand.log:
        assert entry.op in legal_operations(state), entry
        assert not refusals(state, entry.op)
        state = apply(state, entry.op)
        _conserved(state)
    assert state == hand.state
    # the score: Tranca's line items, the learner's side's total, the totals carried
    totals = hand.score().seat_totals
    tables = hand.score_tables()
    ours = next(t for t in tables if t.title == say("table.us"))
    assert ours.total == totals[hand.learner] and sum(p for _, p in ours.lines) == ours.total
    assert any(label == phrase("line.going-out") or "going out" in label for label, _ in ours.lines)
    words = hand.log_words()
    assert len(words) == len(hand.log)
    took = (say("tranca.log-morto-ours", who=phrase("who.you")), say("tranca.log-morto-ours-next", who=phrase("who.you")))
    assert any(line in w for w in words for line in took)
    run_lines = [w for w in words if "run of" in w]
    assert run_lines and not any(RUN_NOTATION.search(w) for w in words)
    assert hand.totals == tuple(a + b for a, b in zip(hand.game_scores, totals))


def test_the_same_hand_through_the_card_tables_messages_and_nothing_hidden_in_its_state() -> None:
    _, plays = plan_hand(SEED)
    practice = PracticeTable(seed=SEED, ruleset="tranca", background=False, coach_budget=40)
    assert practice.hand.state.ruleset.is_tranca and practice.game.value == "tranca"
    allowed: set[str] = set()
    for play in plays:
        hand = practice.hand
        allowed |= seen_by_learner(hand.view(hand.learner))
        for entry in hand.log:
            if entry.seat == hand.learner:
                allowed |= {str(c) for c in entry.drawn}
            allowed |= {str(c) for c in entry.pile}
        # the learner's own morto, once taken, is in the hand (seen above); never another's
        assert_nothing_hidden(practice, allowed)
        assert "ask" not in {a["id"] for a in practice.table.actions}  # no "may I go out?" in Tranca
        before = len(hand.log)
        send(practice.table, play.message)
        assert practice.hand.refusal is None, (play.op, practice.hand.refusal)
        assert len(practice.hand.log) > before, f"{play.op} was not played: {practice.table.message}"
        _conserved(practice.hand.state)
    assert practice.hand.is_over
    assert "ct-score-table" in practice.end_scores.value
    assert say("practice.hand-over") in practice.table.message
    assert practice.table.mortos["us"]["taken"] is True


# --------------------------------------------------------------------------------------
# The referee's refusals, in Tranca's words


def _learner_in_play(seed: int = SEED) -> PracticeHand:
    hand = PracticeHand.new(players=4, seed=seed, ruleset="tranca").bots_play_until_learner()
    return hand.learner_play([DrawStock()], then_bots=False)


def test_illegal_tranca_plays_are_refused_with_tranca_rules() -> None:
    hand = _learner_in_play()
    state = hand.state
    # a black three is never melded; a run needs one suit; there is no "may I go out?"
    cards = parse_cards("3s 3c 3s")
    tried = replace_state(state, hands=tuple(h + cards if s == hand.learner else h for s, h in enumerate(state.hands)))
    probe = replace(hand, state=tried)
    refused = probe.learner_play([LayMeld(cards)], then_bots=False).refusal
    assert refused is not None and "tranca-black-three" in refused.rule_ids
    assert refused.sentences and all(refused.sentences)
    asked = hand.learner_play([AskPartner()], then_bots=False).refusal
    assert asked is not None and asked.rule_ids == ("go-out-ask-partner",)
    assert asked.text == refusal_text(refusals(state, AskPartner())[0])
    mixed = parse_cards("4h 5s 6h")
    tried = replace_state(state, hands=tuple(h + mixed if s == hand.learner else h for s, h in enumerate(state.hands)))
    refused = replace(hand, state=tried).learner_play([LayMeld(mixed)], then_bots=False).refusal
    assert refused is not None and "tranca-runs" in refused.rule_ids


def test_a_black_three_on_top_blocks_the_pile_and_the_hint_says_why() -> None:
    hand = PracticeHand.new(players=4, seed=SEED, ruleset="tranca").bots_play_until_learner()
    state = hand.state
    blocked = replace_state(state, pile=state.pile + (Card.parse("3c"),))
    probe = replace(hand, state=blocked)
    same = tuple(c for c in state.hand if not c.is_wild)[:2]
    refused = probe.learner_play([TakePile(same)], then_bots=False).refusal
    assert refused is not None and "tranca-black-three" in refused.rule_ids
    found = hint(blocked, hand.learner)
    assert "blocked" in found.kinds and "take-pile" not in found.kinds
    assert set(found.kinds) <= set(HINT_KINDS)
    assert say("tranca.hint-blocked", top=Card.parse("3c")) in found.sentences


# --------------------------------------------------------------------------------------
# The hint and the coach read only the learner's view


def _hidden_shuffled(state: TableState, seat: int, seed: int) -> TableState:
    """The same table as ``seat`` sees it, the hidden cards (other hands, the stock, the
    mortos not taken) dealt again at random, every count kept."""
    pool: list[Card] = [c for s, h in enumerate(state.hands) if s != seat for c in h] + list(state.stock)
    pool += [c for m in state.mortos for c in m]
    random.Random(seed).shuffle(pool)
    hands, at = [], 0
    for s, h in enumerate(state.hands):
        if s == seat:
            hands.append(h)
        else:
            hands.append(tuple(pool[at:at + len(h)]))
            at += len(h)
    mortos = []
    for m in state.mortos:
        mortos.append(tuple(pool[at:at + len(m)]))
        at += len(m)
    return replace_state(state, hands=tuple(hands), mortos=tuple(mortos), stock=tuple(pool[at:]))


def _a_discard_decision() -> TableState:
    hand = _learner_in_play()
    assert len(decision_choices(hand.state, hand.learner)) >= 2
    return hand.state


def test_the_coach_on_a_tranca_discard_does_not_read_hidden_cards() -> None:
    state = _a_discard_decision()
    seat = state.to_move
    choices = decision_choices(state, seat)[:2]
    assert all(c.card is not None and not c.card.is_wild for c in choices)
    verdict = coach(state, seat, choices, playouts=6, seed=3)
    shuffled = _hidden_shuffled(state, seat, seed=99)
    assert shuffled != state and observe(shuffled, seat) == observe(state, seat)
    _conserved(shuffled)
    again = coach(shuffled, seat, choices, playouts=6, seed=3)
    assert again == verdict and again.samples == verdict.samples
    assert verdict.sentence and verdict.best in choices


def test_the_coach_at_take_or_draw_in_tranca_samples_the_mortos() -> None:
    for seed in range(SEED, SEED + 40):
        hand = PracticeHand.new(players=4, seed=seed, ruleset="tranca").bots_play_until_learner()
        for _ in range(12):
            if hand.is_over or len(decision_choices(hand.state, hand.learner)) == 2 and hand.state.phase is Phase.DRAW:
                break
            ops = hand.legal_operations()
            hand = hand.learner_play([next((o for o in ops if isinstance(o, Discard)), ops[0])])
        if not hand.is_over and hand.state.phase is Phase.DRAW and len(decision_choices(hand.state, hand.learner)) == 2:
            break
    else:
        pytest.fail("no take-or-draw decision in the seeded Tranca hands")
    state, seat = hand.state, hand.learner
    choices = decision_choices(state, seat)
    assert [str(c) for c in choices] == ["take-pile", "draw"]
    verdict = coach(state, seat, choices, playouts=4, seed=5)
    assert coach(_hidden_shuffled(state, seat, seed=7), seat, choices, playouts=4, seed=5) == verdict


def test_the_hint_on_a_tranca_turn_is_the_same_whatever_the_hidden_cards() -> None:
    state = _a_discard_decision()
    seat = state.to_move
    found = hint(state, seat)
    assert found == hint(_hidden_shuffled(state, seat, seed=1), seat)
    assert found.kinds[-1] == "discard" and "morto" in found.kinds
    assert say("tranca.hint-morto") in found.sentences
    assert not any(RUN_NOTATION.search(s) for s in found.sentences)


# --------------------------------------------------------------------------------------
# The card table's model: runs in suit order, the mortos


def _table_with_runs() -> TableState:
    state = deal("tranca", seed=7)
    run = tranca_meld(parse_cards("4h 5h 2c 7h"), state.ruleset)
    run2 = tranca_meld(parse_cards("Js Qs Ks As"), state.ruleset)
    theirs = tranca_meld(parse_cards("8d 9d Td Jd Qd Kd Ad"), state.ruleset)
    kings = tranca_meld(parse_cards("Kc Kc Kh"), state.ruleset)
    assert isinstance(run, Run) and isinstance(run2, Run) and isinstance(theirs, Run)
    side = state.side_of(0)
    melds = [(), ()]
    melds[side] = (run2, kings, run)  # laid in any order: drawn sets first, runs by suit
    melds[1 - side] = (theirs,)
    taken = [False, False]
    taken[1 - side] = True
    mortos = list(state.mortos)
    mortos[1 - side] = ()
    return replace_state(state, melds=tuple(melds), morto_taken=tuple(taken), mortos=tuple(mortos))


def test_the_card_table_draws_runs_from_the_low_end_with_the_two_in_its_place() -> None:
    model = view_model(observe(_table_with_runs(), 0))
    ours = model["our_melds"]
    assert [m["run"] for m in ours] == [False, True, True]  # the set of kings, then the runs
    hearts = next(m for m in ours if m["run"] and m["suit"] == "h")
    assert [c["code"] for c in hearts["cards"]] == ["4h", "5h", "2c", "7h"]  # the two stands for the six
    assert hearts["name"] == say("tranca.run-label-two", run=phrase("tranca.run-name", suit=phrase("suit.h"),
                                 low=Rank.FOUR, high=Rank.SEVEN), n=4, rank=Rank.SIX)
    assert hearts["add_low"] and hearts["add_high"] and hearts["add_low"] != hearts["add_high"]
    spades = next(m for m in ours if m["run"] and m["suit"] == "s")
    assert [c["code"] for c in spades["cards"]] == ["Js", "Qs", "Ks", "As"]
    assert ours.index(spades) < ours.index(hearts)  # runs by suit: spades, hearts, diamonds, clubs
    theirs = model["their_melds"][0]
    assert theirs["badge"] == phrase("tranca.badge-clean") and theirs["canasta"] == "natural"
    assert not theirs["add_low"] and not theirs["add_high"]  # their runs take no cards of ours
    for meld in ours + model["their_melds"]:
        assert not RUN_NOTATION.search(meld["name"]) and not RUN_NOTATION.search(meld["caption"])


def test_the_card_table_shows_each_sides_morto_face_down_or_taken_in_words() -> None:
    state = _table_with_runs()
    obs = observe(state, 0)
    mortos = view_model(obs)["mortos"]
    assert mortos["us"] == {"taken": False, "size": 11, "label": phrase("tranca.morto"),
                            "caption": phrase("tranca.morto-waiting", n=11),
                            "name": say("tranca.say-morto-ours", n=11)}
    assert mortos["them"]["taken"] is True and mortos["them"]["caption"] == phrase("tranca.morto-taken")
    assert mortos["them"]["name"] == say("tranca.say-morto-theirs-taken")
    said = counts_words(obs)
    assert said.startswith(say("tranca.say-morto-ours", n=11)) and say("tranca.say-morto-theirs-taken") in said
    # a Canasta table has no morto
    assert view_model(observe(deal("classic", seed=7), 0))["mortos"] == {}


def test_adding_at_a_runs_end_is_an_add_to_run_and_a_crafted_end_changes_nothing() -> None:
    state = _table_with_runs()
    hand = state.hands[0] + parse_cards("8h 9c")
    state = replace_state(state, hands=tuple(hand if s == 0 else h for s, h in enumerate(state.hands)), to_move=0,
                          phase=Phase.PLAY)
    seen: list[object] = []
    table = CardTable(state, seat=0, on_operation=lambda action, op: seen.append(op))
    from canasta_teach.app.table_widget import Action

    table.enable((Action("add", ""),))
    index = next(i for i, c in enumerate(table.hand) if c["code"] == "8h")
    hearts = next(i for i, m in enumerate(table.our_melds) if m.get("run") and m["suit"] == "h")
    table.receive({"action": "add", "selected": [index], "meld": hearts, "end": "middle"})
    table.receive({"action": "add", "selected": [index], "meld": hearts, "end": 3})
    assert seen == []
    table.receive({"action": "add", "selected": [index], "meld": hearts, "end": "high"})
    assert seen == [AddToRun(Suit.HEARTS, Rank.FOUR, Rank.SEVEN, Card.parse("8h"), RunEnd.HIGH)]
    assert not refusals(state, seen[0])
    # the wrong end is the referee's to refuse, in the rule's words
    wrong = AddToRun(Suit.HEARTS, Rank.FOUR, Rank.SEVEN, Card.parse("8h"), RunEnd.LOW)
    found = refusals(state, wrong)
    assert found and found[0].rule_id == "tranca-runs" and refusal_text(found[0])


# --------------------------------------------------------------------------------------
# The app: the address and the Game menu


def test_the_address_names_the_game_and_the_menu_deals_tranca() -> None:
    assert Place.from_query({"practice": "", "ruleset": "tranca"}) == Place(View.PRACTICE, game="tranca")
    assert Place.from_query({"practice": "", "ruleset": "poker"}) == Place(View.PRACTICE)
    assert Place(View.PRACTICE, game="tranca").query() == {"practice": "", "ruleset": "tranca"}
    assert game_of("TRANCA") == "tranca" and game_of(None) == "canasta" and game_of(7) == "canasta"
    practice = PracticeTable(players=2, seed=3, background=False)
    assert not practice.hand.state.ruleset.is_tranca and not practice.players.disabled
    practice.game.value = "tranca"
    assert practice.players.disabled  # Tranca is a game of four
    click(practice.new_game_button)
    assert practice.hand.state.ruleset.is_tranca and practice.hand.state.players == 4
    assert phrase("tranca.title") in practice.heading.value
    assert practice.table.mortos["us"]["size"] == 11 or practice.table.mortos["us"]["taken"]
    practice.game.value = "canasta"
    practice.new_game(players=2, level="sensible", seed=4)
    assert not practice.hand.state.ruleset.is_tranca and practice.table.mortos == {}


def test_the_coach_button_on_a_tranca_table_gives_a_verdict() -> None:
    practice = PracticeTable(seed=SEED, ruleset="tranca", background=False, coach_budget=40)
    send(practice.table, {"action": "draw", "selected": []})
    hand = practice.hand
    choices = [c for c in hand.choices() if c.card is not None]
    assert len(choices) >= 2
    wanted = [choices[0].card, choices[1].card]
    picked: list[int] = []
    for card in wanted:
        picked.append(next(i for i, c in enumerate(practice.table.hand) if c["code"] == str(card) and i not in picked))
    practice.table.selected = picked
    verdict = practice.ask_coach()
    assert verdict is not None and verdict.playouts == 20
    assert "ct-coach-verdict" in practice.help.value
    hint_found = practice.show_hint()
    assert hint_found.items and "ct-hint-box" in practice.help.value


def test_a_dirty_canasta_set_shows_a_natural_card_on_top() -> None:
    state = _table_with_runs()
    queens = tranca_meld(parse_cards("Qc Qh 2s Qd Qs Qc Qh"), state.ruleset)
    side = state.side_of(0)
    melds = list(state.melds)
    melds[side] = melds[side] + (queens,)
    model = view_model(observe(replace_state(state, melds=tuple(melds)), 0))
    canasta = next(m for m in model["our_melds"] if m["badge"] == phrase("tranca.badge-dirty"))
    assert canasta["cards"][0]["code"] == "2s" and canasta["cards"][-1]["code"] != "2s"
    small = next(m for m in model["our_melds"] if not m["run"] and not m["badge"])
    assert [c["code"] for c in small["cards"]] == ["Kc", "Kc", "Kh"]
