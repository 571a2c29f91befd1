"""The rule book: every rule the judge and the referee cite, with its sources.

Each rule has a stable id (tests, lessons and the referee's reasons refer to it), a title,
a statement in the project's own words, the source files that state it, a note on sources
that state only part of it, and the sources that disagree with the option that names the
other reading.

The numbers in the statements (card values, bonuses, the first-meld table, targets, hand
sizes) are read from the card table and the rulesets, never written here a second time:

>>> RULE_BOOK["first-meld-minimum"].statement
"A side's first meld of a hand must reach a minimum set by its score: below 0: 15; 0 to 1495: 50; 1500 to 2995: 90; 3000 or more: 120."
>>> RULE_BOOK["first-meld-minimum"].sources
('002', '004')

Sources (``../shared/seeds``): 000 and 002 Danish, 001 Swedish, 003 German, 004 Dutch.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import UnknownRulesetError
from .cards import NATURAL_RANKS, RANK_VALUES, Rank
from .rulesets import RULESETS, Ruleset

__all__ = ["Rule", "RULE_BOOK", "TRANCA_RULE_IDS", "rule", "SOURCES"]



SOURCES = {
    "000": "Danish guide (seeds/000)",
    "001": "Swedish guide (seeds/001)",
    "002": "Danish tutorial (seeds/002)",
    "003": "German rules (seeds/003)",
    "004": "Dutch rules (seeds/004)",
}


@dataclass(frozen=True)
class Rule:
    """One rule the judge can cite. ``id`` is stable: tests and lessons refer to it."""

    id: str
    title: str
    statement: str
    sources: tuple[str, ...]
    disagree: str | None = None
    option: str | None = None
    #: Sources that state only part of the rule, and what they leave out.
    note: str | None = None


def _r(id: str, title: str, statement: str, sources: str, *, disagree: str | None = None, option: str | None = None,
       note: str | None = None) -> Rule:
    return Rule(id, title, statement, tuple(sources.split()), disagree=disagree, option=option, note=note)


# --------------------------------------------------------------------------------------
# The numbers, from the card table and the rulesets

_CLASSIC: Ruleset = RULESETS["classic"]
_TWO: Ruleset = RULESETS["two-player"]
_THREE: Ruleset = RULESETS["three-player"]
_TRANCA: Ruleset = RULESETS["tranca"]
_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _word(n: int) -> str:
    return _WORDS[n] if 0 <= n < len(_WORDS) else str(n)


#: The ranks' English names, for this English source text of the rule book only (what a
#: learner reads is the catalogue's ``rule-card-values-statement``, in the language spoken).
_ENGLISH_RANKS = {Rank.FOUR: "four", Rank.FIVE: "five", Rank.SIX: "six", Rank.SEVEN: "seven", Rank.EIGHT: "eight",
                  Rank.NINE: "nine", Rank.TEN: "ten", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}


def _card_values() -> str:
    """"A joker is worth 50, an ace or a two 20, a king down to an eight 10, ..."."""
    joker, ace, two = RANK_VALUES[Rank.JOKER], RANK_VALUES[Rank.ACE], RANK_VALUES[Rank.TWO]
    parts = [f"a joker is worth {joker}"]
    parts.append(f"an ace or a two {ace}" if ace == two else f"an ace {ace}, a two {two}")
    # The other natural ranks in runs of one value, from the king down.
    rest = [r for r in reversed(NATURAL_RANKS) if r is not Rank.ACE]
    runs: list[list[Rank]] = []
    for r in rest:
        if runs and RANK_VALUES[runs[-1][-1]] == RANK_VALUES[r]:
            runs[-1].append(r)
        else:
            runs.append([r])
    for run in runs:
        high, low = run[0], run[-1]
        def name(r: Rank) -> str:
            return f"an {_ENGLISH_RANKS[r]}" if _ENGLISH_RANKS[r][0] in "ae" else f"a {_ENGLISH_RANKS[r]}"

        what = name(high) if high is low else f"{name(high)} down to {name(low)}"
        parts.append(f"{what} {RANK_VALUES[high]}")
    parts.append(f"a black three {RANK_VALUES[Rank.THREE]}")
    text = ", ".join(parts[:-1]) + ", and " + parts[-1]
    return text[0].upper() + text[1:] + "."


def _first_meld_table(ruleset: Ruleset) -> str:
    """"below 0: 15; 0 to 1495: 50; 1500 to 2995: 90; 3000 or more: 120"."""
    rows = []
    for low, high, minimum in ruleset.first_meld_bands():
        if low is None:
            rows.append(f"below {high + ruleset.score_step if high is not None else 0}: {minimum}")
        elif high is None:
            rows.append(f"{low} or more: {minimum}")
        else:
            rows.append(f"{low} to {high}: {minimum}")
    return "; ".join(rows)


_C = _CLASSIC
_RED = _C.red_three_bonus
_ALL_RED = _C.all_red_threes_bonus
_KINGS = RANK_VALUES[Rank.KING] * _C.canasta_size


_RULES = [
    # Cards
    _r("card-values", "Card values",
       _card_values(),
       "001 002 004"),
    _r("wild-cards", "Wild cards",
       "The four jokers and the eight twos are wild: in a meld each stands for a natural card of the meld's rank.",
       "000 003"),
    _r("red-three-bonus", "Red threes are bonus cards",
       f"A red three is never held or melded: it is laid out at once and is worth {_RED} (all four together {_ALL_RED}) at the end of the hand.",
       "000 002 003 004"),
    _r("red-three-minus", "Red threes of a side that has not melded",
       f"Red threes count minus ({_RED} each, {_ALL_RED} for four) for a side that has made no meld in the hand.",
       "000 002 003 004",
       disagree="The Swedish guide (001) counts them plus only when the side has a completed canasta.",
       option="red-threes"),
    # Melds
    _r("meld-min-size", f"A meld has {_word(_C.meld_min_cards)} or more cards",
       f"A meld is {_word(_C.meld_min_cards)} or more cards of one rank laid face up; {_word(_C.meld_min_cards - 1)} cards are not a meld.",
       "000 003 004"),
    _r("meld-two-natural", f"{_word(_C.min_natural_in_meld).capitalize()} natural cards at least",
       f"Every meld holds at least {_word(_C.min_natural_in_meld)} natural cards, so wild cards alone never form a meld.",
       "000 003 004"),
    _r("meld-three-wild", f"{_word(_C.max_wild_in_meld).capitalize()} wild cards at most",
       f"A meld may hold at most {_word(_C.max_wild_in_meld)} wild cards, however long it grows.",
       "000 003 004"),
    _r("meld-more-natural", "More natural than wild (option)",
       "Under the rule of the Swedish guide and the Danish tutorial (001, 002) a meld must hold more natural cards than wild cards, so two eights with two twos are not a meld.",
       "001 002",
       disagree=f"000, 003 and 004 allow {_word(_C.min_natural_in_meld)} natural cards with up to {_word(_C.max_wild_in_meld)} wild cards (two eights with two twos are a meld).",
       option="wild-limit"),
    _r("meld-one-rank", "One rank per meld",
       "All natural cards of a meld have the same rank; suits do not matter.",
       "000 003"),
    _r("meld-no-threes", "Threes are not melded",
       "Red threes are never melded, and black threes are not melded in the normal way.",
       "000 003 004"),
    _r("one-meld-per-rank", "One meld of each rank per side",
       "A side has at most one meld of each rank: more cards of that rank join the meld already down.",
       "000 003"),
    _r("no-adding-to-opponents", "Never add to the other side's melds",
       "You add cards only to your own side's melds, never to the opponents'.",
       "000 003 004"),
    _r("canasta", f"A canasta is {_word(_C.canasta_size)} cards",
       f"A meld of {_word(_C.canasta_size)} or more cards is a canasta; with {_word(_C.max_wild_in_meld)} wild cards at most it has at least {_word(_C.canasta_size - _C.max_wild_in_meld)} natural cards.",
       "000 001 003"),
    _r("canasta-natural", f"Natural canasta: {_C.natural_canasta_bonus}",
       f"A canasta with no wild card is natural (red) and earns a {_C.natural_canasta_bonus} bonus besides its card values.",
       "000 001 002 003 004"),
    _r("canasta-mixed", f"Mixed canasta: {_C.mixed_canasta_bonus}",
       f"A canasta with one to {_word(_C.max_wild_in_meld)} wild cards is mixed (black) and earns a {_C.mixed_canasta_bonus} bonus besides its card values.",
       "000 001 002 003 004"),
    _r("canasta-wild-makes-mixed", "A wild card spoils a natural canasta",
       f"A canasta may keep growing; a wild card added to a natural canasta makes it mixed ({_C.mixed_canasta_bonus} instead of {_C.natural_canasta_bonus}).",
       "000 001 003"),
    _r("black-three-meld", "Black threes only when going out",
       "Three or four black threes, with no wild card, may be melded only by the player who goes out in that turn.",
       "000 003 004"),
    # First meld
    _r("first-meld-minimum", "The first meld's minimum",
       f"A side's first meld of a hand must reach a minimum set by its score: {_first_meld_table(_C)}.",
       "002 004",
       note="001 gives only the rows from 0 up; 003 says the minimum depends on the score, but its table is missing from the text."),
    _r("first-meld-card-values", "Only card values count for the minimum",
       "Toward the minimum only card values count: no bonus for red threes or canastas, even a whole canasta in hand.",
       "000 003"),
    _r("first-meld-several-melds", "Several melds together",
       "Several melds laid in the same turn count together toward the minimum.",
       "000 003"),
    _r("first-meld-pile-top", "Only the pile's top card counts",
       "When the pile is taken for the first meld, its top card counts toward the minimum; the rest of the pile does not.",
       "003 004"),
    # The pile
    _r("pile-top-wild", "Never under a wild card",
       "The pile can never be taken while its top card is a wild card.",
       "000 003"),
    _r("pile-black-three-top", "A black three stops the next player",
       "A black three on top of the pile stops the next player from taking it; once covered, it no longer matters and it does not freeze the pile.",
       "000 001 003",
       disagree="002 calls it a temporary freeze; the effect on the next player is the same."),
    _r("pile-top-card-only", "Only the top card counts",
       "Only the pile's top card can justify taking it: a matching card buried lower does not help.",
       "000"),
    _r("pile-take-unfrozen", "Taking a pile that is not frozen",
       "When the pile is not frozen for you, take it by melding its top card with two cards from your hand (a natural card and a wild card will do) or by adding the top card to a meld of your side.",
       "000 003 004"),
    _r("pile-frozen-wild", "A wild card in the pile freezes it",
       "While the pile holds a wild card (discarded wild cards lie crosswise) it is frozen for everyone.",
       "000 002 003"),
    _r("pile-frozen-start", "Frozen from the start",
       "If a wild card or a red three was turned up to start the pile, the pile is frozen.",
       "000 003"),
    _r("pile-frozen-no-meld", "Frozen for a side that has not melded",
       "The pile is frozen for a side until that side has made its first meld.",
       "000 002 003"),
    _r("pile-frozen-natural-pair", "A frozen pile needs a natural pair",
       "A frozen pile may be taken only with two natural cards from your hand matching the top card: no wild card, no adding to a meld.",
       "000 002 003"),
    _r("pile-minimum-with-top", "The pile and the first meld",
       "A side that has not melded may take the pile only if the top card with cards from hand reaches the first-meld minimum.",
       "003 004"),
    _r("one-card-pile", "One card in hand, one card in the pile (option)",
       "Under the Dutch rules (004) a player holding one card may not take a pile of one card, except when the stock is empty and the take is compulsory.",
       "004",
       disagree="000, 001, 002 and 003 give the conditions for taking the pile with no such exception: classic canasta allows the take.",
       option="one-card-pile"),
    _r("pile-unfreezes", "Taking the pile unfreezes it",
       "Once the pile is taken it is no longer frozen.",
       "003"),
    # Going out
    _r("go-out-canasta", "A canasta to go out",
       f"A player may go out only when the side has a canasta on the table or completes one in that turn ({_word(_TWO.canastas_to_go_out)} canastas with two players).",
       "000 001 002 003 004"),
    _r("go-out-all-cards", "Going out",
       "To go out, meld every card in hand, or all but one and discard the last.",
       "000 002 003"),
    _r("keep-one-card", "Keep a card unless you go out",
       "A player who may not go out must keep at least one card after discarding.",
       "000 004"),
    _r("go-out-ask-partner", "Partner, may I go out?",
       "A player may ask the partner before melding; the answer binds.",
       "000 002 003 004"),
    _r("go-out-concealed", "Going out concealed",
       f"Going out concealed (the whole hand melded in one turn with a complete canasta, without having melded before or adding to the partner's melds) scores {_C.concealed_going_out_bonus} instead of {_C.going_out_bonus}; after a draw from the stock the first-meld minimum does not apply.",
       "003",
       note=f"002 and 004 agree on the {_C.concealed_going_out_bonus}.",
       disagree="The Danish tutorial (002) counts it concealed only when it is the side's first meld of the hand: a partner's earlier meld spoils it, even with a canasta of your own.",
       option="concealed"),
    _r("go-out-bonus", f"Going out scores {_C.going_out_bonus}",
       f"The side that goes out scores {_C.going_out_bonus} ({_C.concealed_going_out_bonus} when concealed).",
       "000 001 002 003 004"),
    # Scoring and the game
    _r("score-melds", "Melded cards count plus",
       "At the end of a hand each side scores the value of every card in its melds.",
       "000 002 003 004"),
    _r("score-hand-minus", "Cards in hand count minus",
       f"Every card left in either partner's hand counts minus its value, black threes {RANK_VALUES[Rank.THREE]} each.",
       "000 002 003 004"),
    _r("score-canasta-bonus", "Canasta values add to the bonus",
       f"A canasta scores its bonus and its card values: {_word(_C.canasta_size)} natural kings are {_C.natural_canasta_bonus} + {_KINGS} = {_C.natural_canasta_bonus + _KINGS}.",
       "000 003"),
    _r("stock-exhausted", "The stock runs out",
       "When a player would have to draw from the empty stock the hand ends, with no going-out bonus.",
       "003 004"),
    _r("game-target", f"The game ends at {_C.target}",
       f"Scores add up over hands; the first side to reach {_C.target} (three players: {_THREE.target}) wins, and if both pass it in the same hand the higher total wins.",
       "000 002 003",
       note=f"The {_THREE.target} of three players: 000, 003 and 004."),
    _r("two-player", "Two players",
       f"With two players each gets {_TWO.hand_size} cards, draws {_word(_TWO.cards_drawn)} and discards one, and needs {_word(_TWO.canastas_to_go_out)} canastas to go out.",
       "000 003 004"),
    _r("three-player", "Three players",
       f"With three players each gets {_THREE.hand_size} cards and draws {_word(_THREE.cards_drawn)}; the first to take the pile plays alone; the game is to {_THREE.target}.",
       "000 003 004",
       disagree="The Dutch rules (004) alone ask two canastas to go out.",
       option="canastas-to-go-out"),
    # The turn and the end of the hand (the engine's referee cites these)
    _r("red-three-replace", "A red three is laid out and replaced",
       "A red three dealt or drawn from the stock is laid out at once and replaced by the next stock card.",
       "000 001 003 004",
       disagree="The Dutch rules (004) and the Swedish guide (001) lay out a dealt red three at the start of the player's first turn, not during the deal.",
       option="dealt-red-threes"),
    _r("red-three-from-pile", "A red three in the pile",
       "A red three that comes with a taken pile is laid out, with no replacement card.",
       "001 003"),
    _r("red-three-penalty", f"A hidden red three costs {_C.unrevealed_red_three_penalty}",
       f"Under the Dutch rules (004), where a dealt red three is laid out at the player's first turn, a red three still in a hand when the hand ends costs its side {_C.unrevealed_red_three_penalty}.",
       "004", option="dealt-red-threes"),
    _r("turn-order", "A turn: draw, meld, discard",
       f"A turn starts by drawing from the stock ({_word(_TWO.cards_drawn)} cards with two or three players) or taking the pile, goes on with melding if you like, and ends with one discard.",
       "000 001 002 003 004"),
    _r("play-from-hand", "Play the cards you hold",
       "You meld, add and discard only cards from your own hand.",
       "000 003 004"),
    _r("stock-must-take", "Empty stock: taking can be compulsory",
       "With the stock empty, a player must take the pile when it is not frozen and its top card fits a meld of their side, even holding one card with a pile of one card (which the Dutch rules forbid otherwise).",
       "003 004"),
    _r("red-three-last-card", "A red three as the last stock card",
       "If the last card of the stock is a red three, the hand ends: the player lays it out, may still meld, but does not discard, and nobody scores for going out.",
       "001 003 004"),
    _r("last-card-no-discard", "One card left and no canasta (option)",
       "Under the Dutch reading (004) a player left with one card who may not go out keeps it and ends the turn without discarding.",
       "004", option="last-card"),
    _r("concealed-first-meld", "Concealed: the first meld goes out (option)",
       "Under the Danish tutorial's rule (002) going out is concealed when it is the side's first meld of the hand: nothing of the side lay on the table before that turn.",
       "002", option="concealed"),
    _r("three-player-lone", "Three players: one plays alone",
       "With three players the first to take the pile plays alone for the rest of the hand; the other two become partners and meld together. If nobody took the pile, a player who goes out plays alone against the other two.",
       "000 003 004"),
    _r("three-player-scoring", "Three players: scoring",
       "The lone player scores alone; each partner scores the partnership's melds, bonuses and hands plus their own red threes. If nobody took the pile and nobody went out, everyone scores alone.",
       "003 004",
       note="Each partner's own red threes are 003's rule; everyone scoring alone when nobody took the pile is 004's.",
       disagree="The Dutch rules (004) give both partners all the red threes the team collected.",
       option="partner-red-threes"),
    _r("not-classic-bonuses", "Not in classic canasta",
       "The 'canasta of canastas' and 'five canastas' bonuses of 001 have no stated values and are not part of classic canasta.",
       "001"),
]

_T = _TRANCA
_T_TARGETS = ", ".join(str(t) for t in _T.targets[:-1]) + " or " + str(_T.targets[-1])
#: Where 003's Tranca paragraph is silent: the note that says so and names the choice.
_SILENT = "Not stated by 003; the reading chosen: "

# Tranca (003, "Varianten"): the rules of the paragraph, then the readings where it is
# silent (sources empty, the note says so). Each rule's test quotes 003 (tests/test_tranca_rules.py).
_TRANCA_RULES = [
    _r("tranca-pack", "Tranca: two packs without jokers",
       f"Tranca is played with two packs without jokers, {_T.pack_size} cards; only the twos are wild.",
       "003"),
    _r("tranca-deal", "Tranca: the deal and the morto",
       f"Each of the four players gets {_T.hand_size} cards, and each side gets a face-down reserve hand of {_T.morto_size} cards, the morto.",
       "003"),
    _r("tranca-runs", "Tranca: sets and runs",
       f"A meld is a set of {_word(_T.meld_min_cards)} or more cards of one rank, or a run of {_word(_T.meld_min_cards)} or more cards of one suit in sequence from the four up; the ace stands only above the king.",
       "003"),
    _r("tranca-black-three", "Tranca: the black three blocks the pile",
       "Black threes are never melded; a player who discards one blocks the pile for the next player, who must draw from the stock.",
       "003"),
    _r("tranca-take-pile", "Tranca: taking the pile",
       "The whole pile is taken only by laying its top card at once with two cards from your hand, one of which may be a two; the rest of the pile goes to your hand.",
       "003"),
    _r("tranca-morto", "Tranca: the morto",
       "A player who has no cards left takes the side's morto and plays on with it.",
       "003"),
    _r("tranca-go-out", f"Tranca: going out scores {_T.going_out_bonus}",
       f"After the side has taken its morto, a player who goes out ends the hand and scores {_T.going_out_bonus} for the side; going out needs a canasta of the side.",
       "003",
       note=_SILENT + "going out needs a canasta, clean or dirty, as in Canasta (003's Tranca does not say)."),
    _r("tranca-card-points", "Tranca: melded cards",
       f"Every melded card counts {_T.tranca_card_points}, a two {_T.tranca_two_points}.",
       "003"),
    _r("tranca-canasta-bonus", f"Tranca: canastas {_T.natural_canasta_bonus} and {_T.mixed_canasta_bonus}",
       f"A clean canasta (no two) scores {_T.natural_canasta_bonus}, a dirty one (with a two) {_T.mixed_canasta_bonus}, besides its cards.",
       "003"),
    _r("tranca-red-threes", "Tranca: red threes",
       f"Red threes are laid out singly and score {_T.red_three_bonus} each when the side has a canasta, otherwise minus {_T.red_three_bonus} each; four together score no more than four single ones.",
       "003"),
    _r("tranca-hand-minus", "Tranca: cards in hand count minus",
       f"Cards left in the partners' hands count minus, each what it would score melded: {_T.tranca_card_points}, a two {_T.tranca_two_points}, a black three {_T.tranca_card_points}.",
       "003",
       note=_SILENT + "003 says only that cards in hand count minus; each costs what it would score melded.",
       disagree="Counting them at the Canasta card values (an ace 20, a king down to an eight 10, a seven down to a four 5) is the other reading.",
       option="hand-values"),
    _r("tranca-morto-penalty", f"Tranca: no morto costs {_T.morto_penalty}",
       f"A side that never took its morto loses {_T.morto_penalty}; the cards of an untaken morto count neither way.",
       "003"),
    _r("tranca-target", f"Tranca: the game ends at {_T_TARGETS}",
       f"Scores add up over hands; the game is played to {_T_TARGETS} points, agreed before play ({_T.target} unless the players choose otherwise).",
       "003", option="target"),
    # Readings where 003's paragraph is silent
    _r("tranca-one-two", "Tranca: one two per meld",
       f"A meld holds at least {_word(_T.min_natural_in_meld)} natural cards and at most {_word(_T.max_wild_in_meld)} two; in a run the two stands for one card, inside the run or at an end, and stays where it was laid.",
       "",
       note=_SILENT + "one two per meld, as Brazilian Tranca is played; the two may stand inside a run."),
    _r("tranca-canasta", f"Tranca: a canasta is {_word(_T.canasta_size)} cards",
       f"A set or a run of {_word(_T.canasta_size)} or more cards is a canasta, clean without a two and dirty with one. A canasta is needed to go out, none to take the morto.",
       "",
       note=_SILENT + "seven cards make a canasta, as in Canasta; one canasta of either kind lets the side go out.",
       disagree="Many Brazilian tables ask a clean canasta to go out.",
       option="go-out-canasta"),
    _r("tranca-no-minimum", "Tranca: no first-meld minimum",
       "A side's first meld needs no minimum count of points.",
       "",
       note=_SILENT + "003 states no minimum for Tranca, so there is none."),
    _r("tranca-pile-two", "Tranca: a two on top",
       "The pile cannot be taken while a two lies on top; a two buried in the pile changes nothing: the pile is never frozen.",
       "",
       note=_SILENT + "the top card must be laid with two hand cards, and a two on top makes no meld of its own rank, so it blocks the pile like a black three; nothing freezes the pile in Tranca."),
    _r("tranca-pile-new-meld", "Tranca: the top card makes a new meld",
       "The pile's top card and the two hand cards laid with it form a new meld, a set or a run; a two taken in at the end of a run stands above it (below when the run reaches the ace).",
       "",
       note=_SILENT + "003 says the top card is laid down (auslegen) with two hand cards: a new meld.",
       disagree="Letting the three cards join the side's set of that rank is the other reading.",
       option="pile-join"),
    _r("tranca-duplicate-melds", "Tranca: one set per rank, runs as you like",
       "A side holds one set of each rank, as in Canasta; it may hold two runs of one suit (the two packs hold every card twice).",
       "",
       note=_SILENT + "003's Canasta rule of one meld per rank for the sets; several runs of a suit.",
       disagree="Allowing one run per suit only is the other reading.",
       option="runs-per-suit"),
    _r("tranca-red-three-replace", "Tranca: red threes are replaced",
       "A red three dealt, drawn or found in the morto is laid out at once and replaced from the stock; one that comes with the pile is laid out without a replacement. Red threes count only as their bonus or penalty, never as cards.",
       "",
       note=_SILENT + "as in 003's Canasta."),
    _r("tranca-stock-out", "Tranca: the stock runs out",
       "When a player would have to draw from the empty stock the hand ends, with no going-out bonus; a side that never took its morto still loses for it. A red three as the last stock card ends the hand too.",
       "",
       note=_SILENT + "as 003's Canasta ends the hand when the stock runs out."),
    _r("tranca-morto-discard", "Tranca: the morto after discarding out",
       "A player whose last card is a discard takes the morto at once and plays it from the next turn; a player who melds every card takes it and plays on in the same turn.",
       "",
       note=_SILENT + "the discard ends the turn, so the morto waits for the next one."),
    _r("tranca-keep-card", "Tranca: keep a card unless you go out",
       "Once the side's morto is taken, a player who may not go out must keep a card after discarding.",
       "",
       note=_SILENT + "as in 003's Canasta: nobody empties a hand without going out, except to take the morto."),
    _r("tranca-pile-start", "Tranca: the pile starts empty",
       "No card is turned up after the deal: the first player draws from the stock, and the pile starts with the first discard.",
       "",
       note=_SILENT + "as Brazilian Tranca is dealt."),
    _r("tranca-target-both", "Tranca: both sides past the target",
       "If both sides reach the target in the same hand, the higher total wins; equal totals play on.",
       "",
       note=_SILENT + "as in 003's Canasta."),
]
_RULES.extend(_TRANCA_RULES)
#: The ids of Tranca's rules (the game of 003's "Varianten"), apart from Canasta's.
TRANCA_RULE_IDS: tuple[str, ...] = tuple(r.id for r in _TRANCA_RULES)

RULE_BOOK: dict[str, Rule] = {r.id: r for r in _RULES}


def rule(rule_id: str) -> Rule:
    """The rule with that id; a clear error for an unknown id."""
    try:
        return RULE_BOOK[rule_id]
    except KeyError:
        raise UnknownRulesetError(f"unknown rule id '{rule_id}'", kind="unknown-rule", name=rule_id) from None
