"""Words: every sentence a learner reads about a ruling, made from the ruling's facts.

The judge and the referee produce facts (a rule id, a message id, the cards, the numbers);
this module turns them into sentences, for the widgets, the handout, the command line and
the JSON output alike. Every sentence is a template in :data:`CATALOGUE` under a stable
message id, filled in with :func:`say`; rank and suit names, number words and nouns are
catalogue entries too, so a translation replaces the catalogue and nothing else (gettext
style: the id is the key, the English text the default; :func:`translate`,
:func:`use_catalogue`).

Placeholders name facts; a format spec says how to say them:

- a card: ``{card}`` is ``K♠``, ``{card:name}`` is "king of spades";
- a rank: ``{rank}`` is "king", ``{rank:plural}`` "kings"; a side: ``{side}`` "your side";
- a number: ``{n}`` is ``7``, ``{n:+}`` ``+7``, ``{n:margin}`` "7 points ahead" (a score
  against the opponents), ``{n:word}`` "seven", ``{n:card}`` "seven
  cards" (the noun ``noun.card`` of the catalogue), ``{n:natural @rank}`` "two natural
  kings" (the noun from the fact ``rank``), ``{n:has|have}`` the form for one or many;
  ``{n:#card}`` "7 cards" and ``{n:#@rank}`` "7 kings" in digits (the card table's captions);
- a rank with its article: ``{rank:a}`` "an ace" (``rank.a.<rank>``);
- cards: ``{cards}`` is ``K♠ K♥``; groups of cards ``{melds}`` "K♠ K♥ K♦ and Q♠ Q♥ Q♦",
  ``{melds:valued}`` with each group's value; a play, score lines: their words;
- a step of a turn (an operation) or a turn (a tuple of them): in words, "take the pile
  with K♠ K♥, then discard the 9♣" (:func:`step_text`, :func:`turn_text`), never the
  play notation.

Every sentence opens with a capital (:func:`say` sees to it).

>>> say("meld.two-natural", naturals=1, min=2)
'A meld needs at least two natural cards; this one has one natural card.'
>>> say("hand-over.stock", stock=0)
'The stock is empty and you would have to draw from it, so the hand is over; nobody scores for going out.'
"""

from __future__ import annotations

import contextlib
import re
import string
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..game.cards import Card, Rank, Suit
from ..game.choices import Choice
from ..game.operations import (
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
from ..game.referee import Refusal
from ..game.rulebook import RULE_BOOK, SOURCES, rule
from ..game.rulesets import rule_numbers
from ..game.scoring import LineItem
from ..game.seats import Side
from .questions import Ask, Position
from .rulings import Answer, Play, Reason, Ruling, answers_agree, normalise_answer

__all__ = [
    "CATALOGUE",
    "ENGLISH",
    "say",
    "fill",
    "translate",
    "use_catalogue",
    "cards_text",
    "card_name",
    "spoken",
    "spoken_cards",
    "rank_name",
    "count_text",
    "answer_label",
    "answer_text",
    "verdict_text",
    "play_text",
    "step_text",
    "turn_text",
    "line_text",
    "reason_text",
    "refusal_message",
    "refusal_text",
    "rule_title",
    "rule_statement",
    "rule_note",
    "rule_disagree",
    "source_name",
    "choice_text",
    "Explanation",
    "ScoreTable",
    "explain",
    "explanation_text",
    "ruling_json",
]

#: Message id -> English template. Placeholders are facts of the ruling.
CATALOGUE: dict[str, str] = {
    # ---------------------------------------------------------------- words
    "numbers": "no|one|two|three|four|five|six|seven|eight|nine|ten",
    "count": "{n} {noun}",
    "list.and": "{first} and {last}",
    "list.sep": ", ",
    "noun.card": "card|cards",
    "noun.canasta": "canasta|canastas",
    "noun.meld": "meld|melds",
    "noun.play": "play|plays",
    "noun.wild card": "wild card|wild cards",
    "noun.natural card": "natural card|natural cards",
    "noun.red three": "red three|red threes",
    "noun.black three": "black three|black threes",
    "noun.legal way": "legal way|legal ways",
    "rank.2": "two|twos",
    "rank.3": "three|threes",
    "rank.4": "four|fours",
    "rank.5": "five|fives",
    "rank.6": "six|sixes",
    "rank.7": "seven|sevens",
    "rank.8": "eight|eights",
    "rank.9": "nine|nines",
    "rank.10": "ten|tens",
    "rank.J": "jack|jacks",
    "rank.Q": "queen|queens",
    "rank.K": "king|kings",
    "rank.A": "ace|aces",
    "rank.JK": "joker|jokers",
    "rank.none": "card|cards",
    "suit.c": "clubs",
    "suit.d": "diamonds",
    "suit.h": "hearts",
    "suit.s": "spades",
    "card.name": "{rank} of {suit}",
    "card.joker": "Joker",
    "side.us": "your side",
    "side.them": "the other side",
    "side.none": "nobody",
    # ---------------------------------------------------------------- answers, in the words of the buttons
    "answer.yes": "Yes",
    "answer.no": "No",
    "answer.natural": "A natural canasta",
    "answer.mixed": "A mixed canasta",
    "answer.not-canasta": "Not a canasta",
    "answer.us": "Your side",
    "answer.them": "The other side",
    "answer.nobody": "Nobody yet",
    # Two or three players: each plays alone ("-two", "-three"), so no "side".
    "answer.us-two": "You",
    "answer.them-two": "Your opponent",
    "answer.us-three": "You",
    "answer.them-three": "The leading opponent",
    "answer.score": "Us {ours}, Them {theirs}",
    "answer.score-three": "You {you}, Left {left}, Right {right}",
    # ---------------------------------------------------------------- the questions (content/lessons.py prompt_for)
    "prompt.heading.card-value": "What is it worth?",
    "prompt.heading.meld": "A meld?",
    "prompt.heading.canasta-kind": "What kind of canasta?",
    "prompt.heading.min-meld": "The first meld",
    "prompt.heading.initial-meld": "Enough for the first meld?",
    "prompt.heading.add": "Add it?",
    "prompt.heading.pile-frozen": "Frozen?",
    "prompt.heading.take-pile": "Take the pile?",
    "prompt.heading.go-out": "Go out now?",
    "prompt.heading.score": "Score the hand",
    "prompt.heading.game-over": "Who has won?",
    "prompt.heading.play": "Is this turn allowed?",
    "prompt.heading.must-take": "Must you take the pile?",
    "prompt.heading.hand-over": "Is the hand over?",
    "prompt.heading.best-play": "Your legal plays",
    "prompt.heading.should": "Which is better?",
    "prompt.card-value": "What is the {card:name} ({card}) worth?",
    "prompt.meld": "Is {cards} a legal meld on its own?",
    "prompt.canasta-kind": "What kind of canasta, if any, is {cards}?",
    "prompt.min-meld": "Your side's score is {score}. What must its first meld be worth at least?",
    "prompt.min-meld-solo": "Your score is {score}. What must your first meld be worth at least?",
    "prompt.initial-meld": "May your side lay {melds} from your hand as its first meld?",
    "prompt.add": "May you add the {card:name} ({card}) to your {rank:plural}?",
    "prompt.add-theirs": "May you add the {card:name} ({card}) to their {rank:plural}?",
    "prompt.pile-frozen": "Is the discard pile frozen for your side?",
    "prompt.take-pile": "It is your turn. May you take the discard pile with the {top:name} on top?",
    "prompt.take-pile-empty": "It is your turn. May you take the discard pile?",
    "prompt.go-out-takes-pile": "It is your turn. Can you take the discard pile and go out in the same turn?",
    "prompt.go-out": "You have drawn. Can you go out this turn?",
    "prompt.go-out-partner-yes": "You have drawn. You asked your partner “May I go out?” and the answer was yes. Can you go out this turn?",
    "prompt.go-out-partner-no": "You have drawn. You asked your partner “May I go out?” and the answer was no. Can you go out this turn?",
    "prompt.score": "The hand is over. What does each side score for it?",
    "prompt.score-three": "The hand is over. What does each player score for it?",
    "prompt.game-over": "After this hand the totals are {ours} for your side and {theirs} for the other side. Who has won the game?",
    "prompt.game-over-two": "After this hand the totals are {ours} for you and {theirs} for your opponent. Who has won the game?",
    "prompt.game-over-three": "After this hand you have {ours}, and the leading opponent has {theirs}. Who has won the game?",
    "prompt.play": "It is your turn. Is this turn allowed here: {play}?",
    "prompt.must-take": "The stock is empty and it is your turn. Must you take the discard pile?",
    "prompt.hand-over": "It is your turn. Is the hand over?",
    "prompt.hand-over-drew": "It is your turn. You have just drawn {cards}, the last card of the stock. Is the hand over?",
    "prompt.hand-over-empty": "It is your turn. The stock is empty. Is the hand over?",
    "prompt.best-play": "It is your turn. You have not drawn yet. How many different legal plays do you have right now?",
    "prompt.best-play-drew": "It is your turn. You have drawn {cards}. How many different legal plays do you have right now?",
    "prompt.label.us": "Us:",
    "prompt.label.them": "Them:",
    "prompt.label.you": "You:",
    "prompt.label.left": "Left:",
    "prompt.label.right": "Right:",
    "lead": "{answer}.",
    "lead.not-yet": "Not yet.",
    "lead.game-us": "Your side has won.",
    "lead.game-them": "The other side has won.",
    "lead.game-none": "Nobody has won yet.",
    "lead.game-you": "You have won.",
    "lead.game-them-two": "Your opponent has won.",
    "lead.game-them-three": "The leading opponent has won.",
    "feedback.right": "✔ Right: {answer}.",
    "feedback.wrong": "✘ Not quite: your answer was “{yours}”; the right answer is “{right}”.",
    "feedback.why": "Why?",
    # ---------------------------------------------------------------- a value displayed in a notebook (app/display.py)
    "display.position": "Position {id}",
    "display.ruling": "The ruling on {id}",
    "display.choices": "Answers: {choices}",
    "display.cards": "The cards that decide it:",
    "display.rules": "Rules: {rules}",
    "display.seat": "The table as player {seat} sees it",
    "notebook.own-lesson": "Your positions",
    "app.answer-not-saved": "Your answer could not be saved just now, so this page is not keeping your progress. Please tell your teacher.",
    "app.page-stopped": ("This page has stopped: it held more of the computer's memory than one page may. "
                         "Reload the page to go on. Your answers so far are saved."),
    "feedback.rule": "Rule: {title}",
    "feedback.stated-in": "Stated in: {sources}",
    "feedback.partly": "Partly: {note}",
    "feedback.differ": "Sources differ: {disagree}",
    "feedback.note": "Teacher’s note: {note}",
    # ---------------------------------------------------------------- a play, said step by step
    # One sentence per kind of step, to follow "you may" or to stand in a list; a turn is
    # its steps joined by "turn.then" (the play notation is for authors and the CLI only).
    "step.draw": "draw from the stock",
    "step.draw-card": "draw the {card}",
    "step.draw-cards": "draw {cards}",
    "step.take": "take the pile with {cards}",
    "step.take-add": "take the pile, adding its top card to your meld",
    "step.take-any": "take the pile",
    "step.meld": "meld {cards}",
    "step.add": "add the {card} to your {rank:plural}",
    "step.add-cards": "add {cards} to your {rank:plural}",
    "step.discard": "discard the {card}",
    "step.red-three": "lay out the {card} and draw a card to replace it",
    "step.ask": "ask your partner “May I go out?”",
    "step.answer-yes": "answer yes",
    "step.answer-no": "answer no",
    "step.go-out": "go out",
    "step.end": "end the turn without discarding",
    "turn.then": "{first}, then {next}",
    "way.good": "A good way to play it: {play}.",
    # ---------------------------------------------------------------- score lines and tables
    "line.melds": "cards in {count:meld}",
    "line.natural-canasta": "natural canasta of {rank:plural}",
    "line.mixed-canasta": "mixed canasta of {rank:plural}",
    "line.red-threes": "{count:red three}",
    "line.red-threes-minus-no-meld": "{count:red three}, counted minus (no meld)",
    "line.red-threes-minus-no-canasta": "{count:red three}, counted minus (no canasta)",
    "line.red-threes-hidden": "{count:red three} never laid out",
    "line.going-out": "going out",
    "line.going-out-concealed": "going out concealed",
    "line.hand": "cards left in hand ({cards})",
    # Tranca (003, "Varianten")
    "line.clean-canasta": "clean canasta ({cards})",
    "line.dirty-canasta": "dirty canasta ({cards})",
    "line.morto-not-taken": "the morto never taken",
    "line.card-melded": "the {card:name} melded",
    "line.canasta-spoiled": "the natural canasta of {rank:plural} becomes mixed",
    "line.melded-this-turn": "cards melded this turn",
    "line.canasta-completed-natural": "natural canasta of {rank:plural} completed",
    "line.canasta-completed-mixed": "mixed canasta of {rank:plural} completed",
    "line.item": "{label} {points:+}",
    # three players (000, 003, 004)
    "three.totals": "You score {you}, the player on your left {left} and the player on your right {right}.",
    "three.lone-you": "You took the pile first, so you play alone and the other two are partners.",
    "three.lone-left": "The player on your left took the pile first, so they play alone; you and the player on your right are partners.",
    "three.lone-right": "The player on your right took the pile first, so they play alone; you and the player on your left are partners.",
    "three.went-out-alone-you": "Nobody took the pile and you went out, so you play alone against the other two.",
    "three.went-out-alone-left": "Nobody took the pile and the player on your left went out, so they play alone against the other two.",
    "three.went-out-alone-right": "Nobody took the pile and the player on your right went out, so they play alone against the other two.",
    "three.everyone-alone": "Nobody took the pile and nobody went out, so everyone scores alone.",
    "three.lines-you": "You: {items} = {total}.",
    "three.lines-partners": "The partners share: {items} = {total}.",
    "three.lines-left": "The player on your left: {items} = {total}.",
    "three.lines-right": "The player on your right: {items} = {total}.",
    "three.partner-own-left": "The player on your left scores the partners' {shared} plus their own {items}: {total}.",
    "three.partner-own-right": "The player on your right scores the partners' {shared} plus their own {items}: {total}.",
    "table.us": "Your side",
    "table.them": "The other side",
    "table.total": "total",
    "table.earned": "What going out this way earns this turn",
    "table.at-end": "What it changes at the end of the hand",
    "score.at-end": "At the end of the hand this counts {total:+} for your side ({lines}).",
    "score.go-out-partner": "Going out this way earns your side {total} this turn ({lines}); the cards still in your partner's hand then count minus.",
    "score.go-out-maybe-partner": "Going out this way earns {total} this turn ({lines}); if you play with a partner, the cards still in their hand then count minus.",
    "score.go-out-alone": "Going out this way earns you {total} this turn ({lines}).",
    # ---------------------------------------------------------------- card-value
    "card-value.red-three": "A red three ({card}) is a bonus card, never melded: laid out at once, it is worth {bonus} at the end of the hand, and all four together {all_four}.",
    "card-value.red-three-minus": "A side that has not melded by the end of the hand counts its red threes minus instead.",
    "card-value.black-three": "A black three ({card}) is worth {value}, like a low card: left in your hand it costs {value}, not {red_bonus}.",
    "card-value.joker": "A joker is worth {value}, more than any other card: costly to be caught holding.",
    "card-value.two": "A two ({card}) is a wild card worth {value}, as much as an ace.",
    "card-value.like-two": "The {card:name} is worth {value}, as much as a two.",
    "card-value.range": "The {card:name} is worth {value}, like every card from the {high} down to the {low}.",
    "card-value.plain": "The {card:name} is worth {value}.",
    # ---------------------------------------------------------------- meld problems (any ask)
    "meld.red-three": "A red three is never melded: it is a bonus card, laid out at once.",
    "meld.too-few": "{size:card} are not a meld: a meld needs {min:word} or more.",
    "meld.mixed-ranks": "A meld holds one rank; these cards mix {ranks:plural}.",
    "meld.black-threes-wild": "A meld of black threes may hold no wild card.",
    "meld.black-threes": "Black threes may be melded only by a player who goes out in that turn.",
    "meld.black-threes-else": "At any other time they are discarded, often to stop the next player.",
    "meld.two-natural": "A meld needs at least {min:natural card}; this one has {naturals:natural card}.",
    "meld.too-many-wild": "A meld may hold at most {max:wild card}; this one has {wilds:word}.",
    "meld.more-natural": "Under the rule of the Swedish guide and the Danish tutorial (001, 002) a meld needs more natural than wild cards; this one has {naturals:word} natural and {wilds:word} wild.",
    "meld.not-a-meld": "{cards} is not a meld.",
    # ---------------------------------------------------------------- meld
    "meld.size": "{size:card} of one rank ({rank:plural}) make a meld.",
    "meld.all-natural": "All its cards are natural.",
    "meld.has-two-natural": "It holds {naturals:natural card}, and a meld needs at least {min:word}.",
    "meld.wild-within-limit": "It has {wilds:wild card}, and a meld may hold up to {max:word}.",
    "meld.more-natural-ok": "It has {naturals:word} natural and {wilds:word} wild cards: under the rule of the Swedish guide and the Danish tutorial (001, 002) a meld needs more natural than wild cards.",
    "meld.canasta-natural": "With {size:card} it is a natural canasta: a canasta needs {canasta:word}.",
    "meld.canasta-mixed": "With {size:card} it is a mixed canasta: a canasta needs {canasta:word}.",
    # ---------------------------------------------------------------- canasta-kind
    "canasta-kind.short": "A canasta needs {canasta:card}; this meld has {size:word}.",
    "canasta-kind.natural": "It has {size:card} and no wild card, so it earns a {bonus} bonus on top of its card values.",
    "canasta-kind.mixed": "It has {size:card}, {wilds:wild card} among them ({wild_cards}), so it earns a {bonus} bonus on top of its card values.",
    # ---------------------------------------------------------------- the first meld
    "min-meld.minimum-below": "Your side's score is {score} (below {limit}), so its first meld must be worth at least {minimum}.",
    "min-meld.minimum-range": "Your side's score is {score} (from {low} to {high}), so its first meld must be worth at least {minimum}.",
    "min-meld.minimum-above": "Your side's score is {score} ({low} or more), so its first meld must be worth at least {minimum}.",
    "min-meld.minimum-below-solo": "Your score is {score} (below {limit}), so your first meld must be worth at least {minimum}.",
    "min-meld.minimum-range-solo": "Your score is {score} (from {low} to {high}), so your first meld must be worth at least {minimum}.",
    "min-meld.minimum-above-solo": "Your score is {score} ({low} or more), so your first meld must be worth at least {minimum}.",
    "initial-meld.enough": "{cards} count {total}, enough for the minimum of {minimum}.",
    "initial-meld.short": "{cards} count {total}, short of the minimum of {minimum}.",
    "initial-meld.enough-several": "Melds laid in the same turn count together: {melds:valued} make {total}, enough for the minimum of {minimum}.",
    "initial-meld.short-several": "Melds laid in the same turn count together: {melds:valued} make {total}, still short of the minimum of {minimum}.",
    "initial-meld.canasta-no-help": "Only card values count: the bonus of the canasta does not help.",
    "initial-meld.several": "Melds laid in the same turn count together.",
    "initial-meld.same-rank": "Cards of one rank laid together form a single meld.",
    "initial-meld.melded": "Your side has already melded this hand, so no minimum applies any more.",
    # ---------------------------------------------------------------- add
    "add.theirs": "The {rank:plural} belong to the other side: you add only to your own side's melds.",
    "add.three": "A three ({card}) never joins a meld: red threes are bonus cards, and black threes are melded only on their own when going out.",
    "add.no-meld": "Your side has no meld of {rank:plural} to add to, and a new meld needs {min:card}.",
    "add.wrong-rank": "The {card:name} cannot join your {rank:plural}: a meld holds one rank.",
    "add.natural": "The {card:name} joins your {rank:plural}, which then hold {size:card}.",
    "add.becomes-natural-canasta": "With {size:card} your {rank:plural} become a natural canasta, worth a {bonus} bonus.",
    "add.becomes-mixed-canasta": "With {size:card} your {rank:plural} become a mixed canasta, worth a {bonus} bonus.",
    "add.too-many-wild": "Your {rank:plural} already hold {wilds:wild card}, and a meld may hold at most {max:word}.",
    "add.more-natural": "Your {rank:plural} hold {naturals:word} natural and {wilds:word} wild cards; under the rule of the Swedish guide and the Danish tutorial (001, 002) a meld needs more natural than wild cards.",
    "add.wild": "The {card:name} is a wild card, so it may join your {rank:plural}.",
    "add.wild-room": "Your {rank:plural} then hold {size:card}, {wilds:word} of them wild: a meld may hold up to {max:wild card}.",
    "add.spoils": "Your {rank:plural} then become a mixed canasta of {size:card}: its bonus drops from {natural_bonus} to {mixed_bonus}.",
    # ---------------------------------------------------------------- the pile
    "pile.frozen-wild": "The pile holds {count:wild card} ({cards}), lying crosswise: it is frozen for everyone.",
    "pile.frozen-start": "A red three ({cards}) was turned up to start the pile, so the pile is frozen.",
    "pile.frozen-no-meld": "Your side has not melded yet this hand, so the pile is frozen for you.",
    "pile.frozen-needs-pair": "To take a frozen pile you need two natural cards from your hand matching the top card.",
    "pile.just-taken": "The pile is empty: it was just taken, and taking it unfreezes it.",
    "pile.not-frozen": "No wild card or red three lies in the pile and your side has melded, so the pile is not frozen for you.",
    "pile.unfrozen-ways": "You may take it with the top card and two cards from your hand (a natural card and a wild card will do), or by adding the top card to your meld.",
    "pile.black-three-top": "The black three on top ({top}) does not freeze the pile, but it stops you taking it this turn.",
    # ---------------------------------------------------------------- take-pile
    "take.empty": "The pile is empty: there is nothing to take.",
    "take.top-wild": "The top card is a wild card ({top}): the pile can never be taken with a wild card on top.",
    "take.top-black-three": "The top card is a black three ({top}): you are the next player, so you may not take the pile this turn.",
    "take.one-card": "You hold one card and the pile is one card ({top}): under the Dutch rules (004) a player with one card may not take a one-card pile.",
    "take.one-card-empty-stock": "With one card in hand you may not take a one-card pile (Dutch rules, 004), except when the stock is empty, as here: then taking the pile is compulsory when you can.",
    "take.frozen-none": "The top card is the {top:name}, and you hold no natural {rank:plural}: a frozen pile needs two.",
    "take.frozen-one": "The top card is the {top:name}, and you hold one natural {rank} ({cards}): a frozen pile needs two.",
    "take.frozen-wild-useless": "While the pile is frozen, your wild card does not count.",
    "take.frozen-no-adding": "While the pile is frozen, adding to your {rank:plural} is not allowed.",
    "take.frozen-pair": "You hold a natural pair of {rank:plural} ({pair}) to meld with the top {top:name}.",
    "take.add-to-meld": "The pile is not frozen for you, and the top {top:name} can be added to your {rank:plural}.",
    "take.unfrozen-pair": "The pile is not frozen for you: meld the top {top:name} with {pair} from your hand.",
    "take.unfrozen-natural-wild": "The pile is not frozen for you, so a natural card and a wild card will do: meld the top {top:name} with {used}.",
    "take.unfrozen-cannot-none": "The top card is the {top:name}, you have no meld of {rank:plural} and you hold no {rank:plural} and {wilds:wild card}: you cannot meld it with two cards from your hand.",
    "take.unfrozen-cannot-one": "The top card is the {top:name}, you have no meld of {rank:plural} and you hold one {rank} ({cards}) and {wilds:wild card}: you cannot meld it with two cards from your hand.",
    "take.buried-pair": "The {buried:name} buried in the pile would pair with your {mine:name}, but it does not count: the two cards that go with the top card must come from your hand.",
    "take.buried-match": "The {buried:name} lower in the pile would match your cards, but only the top card can justify taking the pile.",
    "take.then-go-out": "After the take you can {then} and go out: your side has the {need:canasta} going out needs.",
    "take.last-cards-go-out": "After the take you have melded your last cards and go out: your side has the {need:canasta} going out needs.",
    "take.keep-one": "After the take you would hold {left:card} and could not keep one after discarding; going out needs {need:canasta}, which your side would not have.",
    "take.first-meld-short": "Only the pile's top card counts toward your side's first meld, with cards from your hand: at best {melds:valued} make {total}, short of the minimum of {minimum}.",
    "take.first-meld-enough": "The pile's top card counts toward your side's first meld with cards from your hand: {melds:valued} make {total}, enough for the minimum of {minimum}.",
    "take.first-meld-too-many": "The pile's top card would count toward your side's first meld with cards from your hand: {melds:valued} make {total}, enough for the minimum of {minimum}.",
    "take.first-meld-keep-one": "But that lays down so many cards that you could not keep one after discarding, and going out needs {need:canasta}.",
    "take.rest-of-pile": "The rest of the pile does not count toward the minimum.",
    "take.several": "Melds laid from your hand in the same turn count together.",
    "take.first-meld-goes-out": "That uses your last cards, and the canasta it makes lets you go out.",
    # ---------------------------------------------------------------- go-out
    "go-out.no-cards": "You hold no cards: you went out already, or the hand is over.",
    "go-out.two-player": "With two players, going out needs {need:canasta}.",
    "go-out.three-player": "With three players, going out needs {need:canasta}.",
    "go-out.three-player-004": "With three players, going out needs {need:canasta} under the Dutch rules' reading (004).",
    "go-out.canasta-short": "Going out needs {need:canasta}; your side has {have:canasta} and cannot complete {missing:word} this turn.",
    "go-out.canasta-short-variant": "Your side has {have:canasta} on the table and cannot complete {missing:word} more this turn.",
    "go-out.canasta-short-solo": "Going out needs {need:canasta}; you have {have:canasta} and cannot complete {missing:word} this turn.",
    "go-out.canasta-short-variant-solo": "You have {have:canasta} on the table and cannot complete {missing:word} more this turn.",
    "go-out.wilds-needed": "Of your {wilds:wild card}, {needed:word} must go to make {groups} a meld.",
    "go-out.wilds-all-needed": "Your {wilds:wild card} must go to make {groups} a meld.",
    "go-out.keep-one": "Without going out you must keep at least one card after discarding.",
    "go-out.loose": "{cards} {count:has|have} no meld to join and no other card of {count:its|their} rank: going out, every card must be melded but the one you discard.",
    "go-out.one-discard": "Only one card may be discarded.",
    "go-out.cannot-all": "Your cards cannot all be melded.",
    "go-out.black-threes-short": "{count:black three} ({cards}) cannot be melded: going out, black threes are melded {min:word} or more together.",
    "go-out.cannot-form": "Your {rank:plural} cannot form a meld.",
    "go-out.wilds-no-room": "Your {count:wild card} ({cards}) would not all fit: a meld holds at most {max:wild card}.",
    "go-out.wilds-no-room-more-natural": "Your {count:wild card} ({cards}) would not all fit: a meld holds at most {max:wild card} and fewer wild than natural cards.",
    "go-out.needs-third": "{groups} would need another card to be a meld.",
    # The canastas going out needs, as the table has them ({ranks}: those on the table,
    # {completed}: those completed this turn); "-count": a sentence before has said how
    # many going out needs; "-solo": two or three players, said to "you".
    "go-out.canastas-on-table": "Your side has {count:canasta} (the {ranks:plural}) on the table, which going out needs.",
    "go-out.canastas-completing": "Completing your {completed:plural} this turn gives your side the {need:canasta} going out needs.",
    "go-out.canastas-table-and-completed": "With your {completed:plural} completed this turn and your canasta of {ranks:plural} on the table, your side has the {need:canasta} going out needs.",
    "go-out.canastas-on-table-count": "Your side has {count:canasta} (the {ranks:plural}) on the table.",
    "go-out.canastas-completing-count": "Completing your {completed:plural} this turn gives your side {count:canasta}.",
    "go-out.canastas-table-and-completed-count": "With your {completed:plural} completed this turn, your side has {count:canasta}: of {ranks:plural} and {completed:plural}.",
    "go-out.canastas-on-table-solo": "You have {count:canasta} (the {ranks:plural}) on the table, which going out needs.",
    "go-out.canastas-completing-solo": "Completing your {completed:plural} this turn gives you the {need:canasta} going out needs.",
    "go-out.canastas-table-and-completed-solo": "With your {completed:plural} completed this turn and your canasta of {ranks:plural} on the table, you have the {need:canasta} going out needs.",
    "go-out.canastas-on-table-count-solo": "You have {count:canasta} (the {ranks:plural}) on the table.",
    "go-out.canastas-completing-count-solo": "Completing your {completed:plural} this turn gives you {count:canasta}.",
    "go-out.canastas-table-and-completed-count-solo": "With your {completed:plural} completed this turn, you have {count:canasta}: of {ranks:plural} and {completed:plural}.",
    "go-out.meld-all": "You can go out by melding every card.",
    "go-out.meld-all-but-one": "You can go out by melding all but one card and discarding the {card:name}.",
    "go-out.black-threes": "The black threes ({cards}) may be melded because you go out this turn.",
    "go-out.concealed": "You go out concealed: the whole hand in one turn, without having melded before, scores {concealed} instead of {bonus}.",
    "go-out.concealed-first-meld": "Under the Danish tutorial's rule (002) your side's first meld of the hand goes out concealed: it scores {concealed} instead of {bonus}.",
    "go-out.concealed-no-minimum": "As you drew from the stock and go out concealed, your side's first meld needs no minimum.",
    "go-out.partner-no": "You asked your partner and the answer was no: the answer binds, so you may not go out this turn.",
    "go-out.partner-yes": "Your partner said yes when you asked, so you must go out.",
    # ---------------------------------------------------------------- score
    "score.side": "{side}: {lines} = {total}.",
    "score.side-nothing": "{side}: nothing = 0.",
    "score.melds": "The cards in the melds of {side} count {points:+}.",
    "score.hand-minus": "The cards left in the hands of {side} count {points}.",
    "score.black-three-in-hand": "A black three left in hand ({cards}) costs {value}, not {red_bonus}.",
    "score.natural-canasta": "The natural canasta of {rank:plural} earns {side} {points:+} on top of its cards.",
    "score.mixed-canasta": "The mixed canasta of {rank:plural} earns {side} {points:+} on top of its cards.",
    "score.reds-plus": "{count:red three} {count:counts|count} plus for {side}, which melded: {points:+}.",
    "score.reds-minus-no-meld": "{count:red three} {count:counts|count} minus for {side}, which made no meld: {points}.",
    "score.reds-minus-no-canasta": "{count:red three} {count:counts|count} minus for {side}, which completed no canasta (the Swedish rule, 001): {points}.",
    "score.reds-hidden": "{side} never laid out {count:red three}: {points}.",
    "score.went-out": "{side} went out: {points:+}.",
    "score.went-out-concealed": "{side} went out concealed: {points:+} instead of {bonus:+}.",
    "score.nobody-out": "Nobody went out, so there is no going-out bonus.",
    "score.canasta-bonus": "A canasta scores its bonus on top of the values of its cards.",
    "score.five-canastas": "Five canastas earn nothing extra in classic canasta: only the Swedish guide (001) names such a bonus, without a value.",
    # ---------------------------------------------------------------- game-over
    "game.neither": "Neither side has reached {target} ({ours} and {theirs}): the game goes on.",
    "game.tie-past": "Both sides reached {target} with {ours} each: neither total is higher, so the game goes on.",
    "game.both-past": "Both sides passed {target} in the same hand, and the higher total wins: {high} beats {low}.",
    "game.reached": "It reached {target} first, with {total}.",
    "game.reached-us": "Your side reached {target} ({total}); the other side did not ({other}).",
    "game.reached-them": "The other side reached {target} ({total}); your side did not ({other}).",
    "game.reached-us-two": "You reached {target} ({total}); your opponent did not ({other}).",
    "game.reached-them-two": "Your opponent reached {target} ({total}); you did not ({other}).",
    "game.three-player": "With three players each keeps a score of their own, and the game is to {target}.",
    "game.three-neither": "Neither of you has reached it ({ours} and {theirs}): the game goes on.",
    "game.three-tie-past": "You both passed it with {ours} each: neither total is higher, so the game goes on.",
    "game.three-both-past": "You both passed it in the same hand, and the higher total wins: {high} beats {low}.",
    "game.three-reached-us": "You reached it first ({total}).",
    "game.three-reached-them": "The leading opponent reached it first ({total}).",
    # ---------------------------------------------------------------- the referee's refusals
    "refusal.other": "That is not allowed here.",
    "refusal.turn-order": "That does not fit the turn: draw first, then meld, then discard one card.",
    "refusal.go-out-ask-partner": "Your partner's answer to “May I go out?” binds you.",
    "refusal.go-out-ask-partner.no-partner": "You have no partner this hand, so there is nobody to ask “May I go out?”.",
    "refusal.first-meld-minimum": "Your side's first meld does not reach its minimum.",
    "refusal.first-meld-minimum.numbers": "Your side's first meld would count {points}, short of the {minimum} it needs.",
    "refusal.first-meld-minimum.take-back": ("Your melds this turn are worth {points}; you need {minimum} for your side's "
                                             "first meld. Add cards, or take back this turn's melds."),
    "refusal.red-three-last-card": "The last stock card was a red three: the hand ends without a discard.",
    "refusal.keep-one-card": "Unless you go out, you must keep at least one card after discarding.",
    "refusal.go-out-canasta": "Going out needs a canasta of your side, on the table or completed this turn.",
    "refusal.go-out-canasta.numbers": "Going out needs {needed:canasta}; your side has {canastas:word}.",
    "refusal.go-out-all-cards": "To go out, meld every card, or all but one and discard the last.",
    "refusal.stock-exhausted": "The hand is over: the stock ran out.",
    "refusal.red-three-replace": "A red three is laid out at once and replaced from the stock.",
    "refusal.red-three-from-pile": "A red three that comes with the pile is laid out at once.",
    "refusal.stock-must-take": "The stock is empty and the top card fits your meld: you must take the pile.",
    "refusal.pile-top-card-only": "Only the top card of the pile can justify taking it.",
    "refusal.pile-top-wild": "The pile can never be taken with a wild card on top.",
    "refusal.pile-black-three-top": "A black three on top of the pile stops you from taking it this turn.",
    "refusal.pile-frozen-start": "The pile has been frozen since the start of the hand.",
    "refusal.pile-frozen-wild": "A wild card in the pile freezes it for everyone.",
    "refusal.pile-frozen-no-meld": "Your side has not melded yet, so the pile is frozen for you.",
    "refusal.pile-frozen-natural-pair": "A frozen pile can be taken only with a natural pair from your hand matching its top card.",
    "refusal.pile-take-unfrozen": "To take the pile, meld its top card with two cards from your hand, or add it to your side's meld.",
    "refusal.pile-take-unfrozen.no-meld": "To take the pile, meld its top card with two cards from your hand (one natural card of its rank at least): your side has no meld of that rank to add it to.",
    "refusal.pile-minimum-with-top": "The top card and the cards from your hand do not reach your side's first-meld minimum.",
    "refusal.one-card-pile": "Under the Dutch rules (004), holding one card you may not take a pile of one card.",
    "refusal.meld-min-size": "A meld needs more cards than that.",
    "refusal.meld-two-natural": "A meld needs more natural cards than that.",
    "refusal.meld-three-wild": "A meld may not hold that many wild cards.",
    "refusal.meld-three-wild.numbers": "A meld may not hold {wild:wild card}.",
    "refusal.meld-more-natural": "Under the rule of the Swedish guide and the Danish tutorial (001, 002) a meld needs more natural than wild cards.",
    "refusal.meld-one-rank": "A meld holds cards of one rank.",
    "refusal.meld-no-threes": "Threes are not melded like other cards.",
    "refusal.black-three-meld": "Black threes are melded only by a player going out, on their own.",
    "refusal.one-meld-per-rank": "A side has one meld of each rank: more cards of that rank join it.",
    "refusal.one-meld-per-rank.no-meld": "Your side has no meld of that rank to add to: lay a new meld instead.",
    "refusal.no-adding-to-opponents": "You may add only to your own side's melds.",
    "refusal.last-card-no-discard": "With one card left and no canasta, you keep it and end the turn without discarding.",
    "refusal.three-player-lone": "With three players, the first to take the pile plays alone.",
    "refusal.three-player-scoring": "With three players, the lone player scores alone and each partner adds their own red threes.",
    "refusal.red-three-penalty": "A red three still hidden in a hand when the hand ends costs its side a penalty.",
    "refusal.red-three-penalty.numbers": "A red three never laid out costs its side {penalty} at the end of the hand.",
    "refusal.concealed-first-meld": "Under the Danish tutorial's rule (002), going out with the side's first meld of the hand counts as concealed.",
    "refusal.deal": "The deal gives each player their cards, and the next stock card starts the pile.",
    "refusal.start-card": "A wild card or a red three turned up to start the pile freezes it.",
    "refusal.card-values": "Each card counts its value.",
    "refusal.wild-cards": "Jokers and twos are wild cards.",
    "refusal.red-three-bonus": "A red three is a bonus card, laid out at once.",
    "refusal.red-three-minus": "The red threes of a side that has not melded count minus.",
    "refusal.canasta": "A canasta is a meld of seven cards or more.",
    "refusal.canasta-natural": "A canasta without wild cards is natural.",
    "refusal.canasta-mixed": "A canasta with wild cards is mixed.",
    "refusal.canasta-wild-makes-mixed": "A wild card makes a natural canasta mixed.",
    "refusal.first-meld-card-values": "Toward the first-meld minimum only card values count.",
    "refusal.first-meld-several-melds": "Melds laid in the same turn count together toward the first-meld minimum.",
    "refusal.first-meld-pile-top": "Of the pile only its top card counts toward the first-meld minimum.",
    "refusal.pile-unfreezes": "Taking the pile unfreezes it.",
    "refusal.go-out-bonus": "Going out earns a bonus.",
    "refusal.go-out-concealed": "Going out concealed earns a higher bonus.",
    "refusal.score-melds": "Melded cards count plus at the end of the hand.",
    "refusal.score-hand-minus": "Cards left in hand count minus at the end of the hand.",
    "refusal.score-canasta-bonus": "A canasta scores its bonus on top of its cards.",
    "refusal.game-target": "The first side to reach the target score wins the game.",
    "refusal.two-player": "The two-player game has rules of its own.",
    "refusal.three-player": "The three-player game has rules of its own.",
    "refusal.not-classic-bonuses": "That bonus is not part of classic canasta.",
    "refusal.play-from-hand": "You may play only cards from your own hand.",
    # Tranca (003, "Varianten")
    "refusal.tranca-pack": "Tranca is played with two packs without jokers; only the twos are wild.",
    "refusal.tranca-deal": "Each player gets eleven cards, and each side a face-down morto of eleven.",
    "refusal.tranca-runs": "A meld is a set of one rank or a run of one suit in sequence, from the four up to the ace.",
    "refusal.tranca-runs.not-consecutive": "A run's cards follow each other in one suit, from the four up; the ace stands only above the king.",
    "refusal.tranca-runs.one-suit": "A run holds cards of one suit.",
    "refusal.tranca-runs.twice": "A run holds each card of its sequence once.",
    "refusal.tranca-runs.size": "A meld needs three cards at least.",
    "refusal.tranca-runs.not-next": "That card does not follow either end of the run.",
    "refusal.tranca-runs.which-end": "Say at which end of the run the two joins.",
    "refusal.tranca-runs.past-the-ace": "The run cannot grow past the four or the ace at that end.",
    "refusal.tranca-runs.no-run": "Your side has no such run to add to.",
    "refusal.tranca-runs.one-rank": "A set holds cards of one rank.",
    "refusal.tranca-black-three": "Black threes are never melded, and one on top of the pile blocks it for the next player.",
    "refusal.tranca-black-three.block": "A black three on top of the pile blocks it: draw from the stock this turn.",
    "refusal.tranca-black-three.meld": "Black threes are never melded.",
    "refusal.tranca-take-pile": "To take the pile, lay its top card at once with two cards from your hand (one may be a two).",
    "refusal.tranca-take-pile.empty": "The pile is empty: draw from the stock.",
    "refusal.tranca-take-pile.two-cards": "The top card is laid with exactly two cards from your hand.",
    "refusal.tranca-morto": "A player with no cards left takes the side's morto and plays on.",
    "refusal.tranca-go-out": "Going out needs your side's morto taken and a canasta.",
    "refusal.tranca-card-points": "Every melded card counts ten, a two twenty.",
    "refusal.tranca-canasta-bonus": "A clean canasta scores two hundred, a dirty one a hundred.",
    "refusal.tranca-red-threes": "Red threes are laid out, never melded or held.",
    "refusal.tranca-red-threes.meld": "Red threes are never melded.",
    "refusal.tranca-hand-minus": "Cards left in hand count minus.",
    "refusal.tranca-morto-penalty": "A side that never took its morto loses a hundred.",
    "refusal.tranca-target": "The game is played to the target agreed before play.",
    "refusal.tranca-one-two": "A meld holds at least two natural cards and at most one two.",
    "refusal.tranca-canasta": "A canasta is seven cards or more; going out needs one.",
    "refusal.tranca-no-minimum": "Tranca has no first-meld minimum.",
    "refusal.tranca-pile-two": "The pile cannot be taken while a two lies on top.",
    "refusal.tranca-pile-new-meld": "The top card and the two cards from your hand must make a new meld.",
    "refusal.tranca-duplicate-melds": "A side holds one set of each rank: more cards of that rank join it.",
    "refusal.tranca-duplicate-melds.run": "Under this table's rule a side holds one run of each suit.",
    "refusal.tranca-duplicate-melds.no-set": "Your side has no set of that rank to add to.",
    "refusal.tranca-red-three-replace": "A red three is laid out at once and replaced from the stock.",
    "refusal.tranca-stock-out": "The hand is over: the stock ran out.",
    "refusal.tranca-morto-discard": "Discarding your last card takes the morto; you play it from your next turn.",
    "refusal.tranca-keep-card": "Your side has its morto: unless you can go out, keep a card to discard.",
    "refusal.tranca-pile-start": "The pile starts empty: the first player draws from the stock.",
    "refusal.tranca-target-both": "When both sides pass the target in one hand, the higher total wins.",
    # ---------------------------------------------------------------- learners' names and codes
    "name.not-text": "A name must be typed as letters.",
    "name.empty": "Type your name first: 1 to {max} letters.",
    "name.invisible": "That name has nothing visible in it: type your name with letters.",
    "name.too-long": "That name is {length} characters long; a name can have at most {max}.",
    "name.bad-character": "A name can hold letters, digits, spaces and . ' _ - only, not \u201c{character}\u201d.",
    "name.no-letter": "A name needs at least one letter or digit.",
    "name.piled-marks": "Too many accents on one letter: a letter can carry at most {max}, each once.",
    "identity.name-taken": "Someone in this class already uses the name {name}. If it is you, open your personal link or type your code.",
    "identity.learning-as": "Learning as {name} · progress saved",
    "identity.anonymous": "Type your name and press Start so that your progress is saved.",
    "identity.your-code": "Your personal code: {code}",
    "identity.keep-link": "Keep this link to come back: it is the only way back to your progress, and it is shown only now.",
    "identity.code-malformed": "A code has twelve letters and digits in three groups, like {example}.",
    "identity.code-unknown": "No learner of this class has that code. Check it letter by letter, or ask your teacher for your personal link.",
    "identity.too-many-tries": "Too many codes tried. Wait a minute, then try again.",
    "identity.too-many-names": "Too many names tried. Wait a minute, then try again.",
    "identity.too-many-names-here": "Too many new names from this computer. Wait a minute, then try again, or ask your teacher.",
    "identity.roster-only": "This class uses the codes your teacher gave out: type your code below.",
    "identity.roster-anonymous": "Type the personal code your teacher gave you so that your progress is saved.",
    "identity.roster-code-label": "My code",
    "identity.not-saved": "Your name could not be saved just now. Please tell your teacher.",
    "identity.fixed": "Learning as {name} · progress saved with your school account",
    "identity.name-label": "Your name",
    "identity.name-button": "Start",
    "identity.code-label": "I have a code",
    "identity.code-button": "Use my code",
    "identity.kept-it": "I kept it",
    "identity.copy": "Copy the link",
    "identity.copied": "Copied. Paste it somewhere safe, such as a note or an email to yourself.",
    "progress.too-fast": "Answers are coming in too fast: {count} in the last minute. This one was not saved; slow down a little.",
    # ---------------------------------------------------------------- the engine's asks
    # hand-over
    "hand-over.stock": "The stock is empty and you would have to draw from it, so the hand is over; nobody scores for going out.",
    "hand-over.stock-but-take": "The stock is empty, but you may take the pile instead of drawing: the hand ends only when a player would have to draw from the empty stock.",
    "hand-over.must-take": "The stock is empty, and you must take the pile: its top card, {top}, fits your meld of {rank:plural}, and the pile is not frozen for you.",
    "hand-over.last-red-three": "The last card of the stock was a red three: you lay it out, may still meld, and the hand ends without a discard and without a going-out bonus.",
    "hand-over.stock-left": "The stock still holds {stock_count}, so play goes on.",
    "hand-over.drew-last-card": "You have drawn {cards}, the last of the stock, and no red three: your turn goes on (meld if you like, then discard). The hand ends only when a player would have to draw from the empty stock.",
    # must-take
    "must-take.yes": "The stock is empty, the pile is not frozen for you, and its top card, {top}, fits your meld of {rank:plural}: you must take the pile.",
    "must-take.no-stock-left": "The stock still holds {stock_count}: you may draw from it.",
    "must-take.frozen": "The pile is frozen for you, so nothing forces you to take it.",
    "must-take.no-meld": "The top card, {top}, fits no meld of your side; you may take the pile by making a new meld, but you do not have to.",
    "must-take.no-meld-no-take": "The top card, {top}, fits no meld of your side, so taking the pile is not compulsory (nor could you make a new meld of {rank:plural} with it from your hand).",
    "must-take.not-natural": "The top card, {top}, cannot be taken at all.",
    "must-take.cannot": "Adding {top} would leave you with too few cards to play on, so the take is not compulsory.",
    "must-take.why-frozen-wild": "A wild card in the pile freezes it for everyone.",
    "must-take.why-frozen-no-meld": "Your side has not melded yet, so the pile is frozen for you.",
    "must-take.why-frozen-start": "A red three turned up to start the pile froze it for everyone.",
    # play
    "play.legal": "Every step is allowed here, in this order: {play}.",
    "play.illegal": "You may not {step} here.",
    "play.draw-first": "You may not {step} yet: a turn starts by drawing from the stock or taking the pile; melding comes after that, and the discard comes last.",
    "play.drawn-already": "You may not {step}: you have drawn already, and a turn has one draw from the stock or one take of the pile, never both.",
    "play.not-in-hand-one": "You may not {step}: the {card:name} ({card}) is not in your hand, and you meld, add and discard only cards you hold.",
    "play.not-in-hand": "You may not {step}: {cards} are not in your hand, and you meld, add and discard only cards you hold.",
    "play.dealt-red-three": "You may not {step} yet: you still hold the red three you were dealt ({cards}), and under the Dutch rules (004) it is laid out at the start of your first turn, before you draw, with a card from the stock to replace it.",
    "play.frozen-take-wild": "You may not {step}: the pile is frozen, so only a natural pair of {rank:plural} from your hand takes it, and a wild card does not count.",
    "play.frozen-take": "You may not {step}: the pile is frozen, so only a natural pair of {rank:plural} from your hand takes it.",
    "play.red-three-from-pile": "The red three in the pile ({cards}) is laid out at once, with no card to replace it.",
    "play.red-three-replaced": "The red three is laid out and replaced by the next card of the stock.",
    "play.went-out": "The turn goes out, which earns {bonus} for going out.",
    "play.went-out-concealed": "The turn goes out concealed (the whole hand melded in one turn), which earns {bonus} for going out instead of {plain}.",
    "play.went-out-concealed-first-meld": "Under the Danish tutorial's rule (002) the side's first meld of the hand that goes out counts as going out concealed, which earns {bonus} for going out instead of {plain}.",
    "play.last-red-three": "The last stock card was a red three, so the hand ends here without a discard.",
    "play.stock-exhausted": "Drawing from the empty stock ends the hand.",
    "play.unfinished": "The turn is not over yet: you still hold {hand}, and must discard one of them.",
    "play.unfinished-last-red-three": "The turn is not over yet: the last stock card was a red three, so you end it without a discard (meld first if you like), and the hand ends.",
    "play.unfinished-red-three": "The turn is not over yet: lay out the red three ({cards}) at once, then meld if you like and discard.",
    "play.unfinished-last-red-three-in-hand": "The turn is not over yet: lay out the red three ({cards}); it was the last card of the stock, so you may still meld, and the hand ends without a discard.",
    "play.unfinished-go-out": "The turn is not over yet: every card is melded, so go out to end it.",
    "play.kept-last-card": "Under the Dutch rules' reading (004), with one card left and no canasta to go out with, you keep that card and end the turn without discarding.",
    "play.three-player-lone": "You took the pile first, so you play the rest of the hand alone against the other two.",
    "play.three-player-scoring": "The hand is over: with three players the lone player scores alone, and the two partners share their score, each adding their own red threes.",
    "play.after": "After the turn you hold {hand}.",
    "play.after-replaced": "After the turn you hold {hand}, and also the card that replaced the red three.",
    # go-out after taking the pile
    "go-out-taking.yes": "You can take the pile and go out in the same turn: {play}.",
    "go-out-taking.after-take": "After you {step}, you would hold {hand}.",
    "go-out-taking.no": "Whichever way you take the pile, you cannot then go out.",
    "go-out-taking.keep": "So after taking the pile you keep playing and must keep a card after discarding.",
    "go-out-taking.no-take": "You cannot take the pile at all, so you cannot go out with it.",
    # best-play
    "best-play.ways": "{count:legal way} to play.",
    "best-play.way": "You may {play}, which lays down {points} points.",
    "best-play.way-nothing": "You may {play}, which lays nothing down.",
    "best-play.none": "There is no legal way to play.",
    # ---------------------------------------------------------------- the coach (players.coach)
    "choice.take-pile": "take the pile",
    "choice.draw": "draw from the stock",
    "choice.go-out": "go out now",
    "choice.keep-playing": "keep playing",
    "choice.freeze": "freeze the pile with a wild card",
    "choice.discard": "discard the {card:name}",
    "should.allowed": "You may {choice:choice}.",
    "should.not-allowed": "You may not {choice:choice} here.",
    "should.lead-open": "The rules allow each of these choices; which one is better, they do not say.",
    "should.lead-one": "Only one of these choices is allowed here: {choice:choice}.",
    "should.prompt-draw": "It is your turn. Which is better here: {options}?",
    "should.prompt-play": "You have drawn. Which is better here: {options}?",
    "coach.clear": "Better to {best}: the coach played the hand out {n} times each way. If you {best}, your side won {best_wins} hands in 100 and ended {best_mean:margin} on average; if you {other}, it won {other_wins} and ended {other_mean:margin}.",
    # A score difference against the opponents at the end of the hand ({n:margin}).
    "coach.ahead": "{n} points ahead",
    "coach.behind": "{n} points behind",
    "coach.level": "level with the opponents",
    # ---------------------------------------------------------------- a practice hand (players.practice)
    "who.you": "you",
    "who.partner": "your partner",
    "who.left": "the player on your left",
    "who.right": "the player on your right",
    "who.opponent": "your opponent",
    "log.draw-seen": "{who} drew {cards} from the stock.",
    "log.draw": "{who} drew {n:card} from the stock.",
    "log.stock-empty": "{who} had to draw from the empty stock.",
    "log.take": "{who} took the pile of {n:card} and melded its top card, {top}, with {cards}.",
    "log.take-add": "{who} took the pile of {n:card} and added its top card, {top}, to a meld.",
    "log.meld": "{who} melded {cards}.",
    "log.add": "{who} added {card} to the {rank:plural}.",
    "log.discard": "{who} discarded {card}.",
    "log.ask": "{who} asked: “Partner, may I go out?”",
    "log.answer-yes": "{who} answered yes.",
    "log.answer-no": "{who} answered no.",
    "log.go-out": "{who} went out.",
    "log.went-out": "{who} went out.",
    "log.end-turn": "{who} ended the turn without discarding.",
    "log.red-three": "{who} laid out a red three ({card}).",
    "log.red-three-seen": "{who} laid out a red three ({card}) and drew {cards} in its place.",
    "log.over-stock": "The stock has run out: the hand is over.",
    "log.over-red-three": "The last stock card was a red three: the hand is over.",
    # ---------------------------------------------------------------- a hint (players.hint)
    "list.or": "{first} or {last}",
    "hint.lead": "Here is what the rules allow you now; which to choose is up to you.",
    "hint.wait": "It is not your turn: wait until the other players have played.",
    "hint.red-three": "Lay out your red three ({card}) first: it is replaced from the stock.",
    "hint.answer": "Your partner asks “May I go out?”: answer yes or no, and the answer binds.",
    "hint.draw": "You may draw {n:card} from the stock.",
    "hint.take": "You may take the pile of {n:card} by melding its top card, {top}, with {pairs} from your hand.",
    "hint.take-add": "You may take the pile of {n:card} by adding its top card, {top}, to your meld.",
    "hint.ask": "Before you meld, you may ask your partner “May I go out?”.",
    "hint.meld": "You may lay a new meld of {ranks:plural}.",
    "hint.meld-first": "You may lay a new meld of {ranks:plural}; your side's first meld must reach {minimum} this turn.",
    "hint.add": "You may add cards to your {ranks:plural}.",
    "hint.go-out": "You may go out this turn: meld every card, or all but one and discard it.",
    "hint.discard": "You may end your turn by discarding one of your cards.",
    "hint.end-turn": "You may end your turn without discarding.",
    "coach.close": "Too close to call: the coach played the hand out {n} times each way. If you {best}, your side ended {best_mean:margin} on average, and {other_mean:margin} if you {other}; a difference of {margin} points is within the spread of the results (about ±{spread}).",
    # ---------------------------------------------------------------- the practice table (app.practice)
    "practice.title": "Play a practice hand",
    "practice.summary": "a whole hand against bots, with a referee, a hint and a coach.",
    "practice.players": "Table",
    "practice.players.4": "4 players: you and a bot partner against two bots",
    "practice.players.2": "2 players: you against one bot",
    "practice.players.3": "3 players: you and two bots",
    "practice.level": "Bots",
    "practice.level.random": "random (any play the rules allow)",
    "practice.level.sensible": "sensible (a beginner's good habits)",
    "practice.new-game": "Deal a new game",
    "practice.next-hand": "Next hand of this game",
    "practice.hint": "What may I do?",
    "practice.coach": "Ask the coach",
    "practice.coach-thinking": "The coach is thinking… (it plays the hand out many times for each choice)",
    "practice.coach-none": "The coach compares the choices of a decision: take the pile or draw, go out now or keep playing, which card to discard. There is none to compare right now.",
    "practice.coach-select": "Which card to discard? Select two or three cards you might discard, then ask the coach again.",
    "practice.coach-same": "Those cards are the same discard for the rules (one rank): select cards of different ranks, then ask the coach again.",
    "practice.coach-chart": "The coach's play-outs: your side's average score for the hand, with the spread",
    "practice.coach-bar": "If you {label}: your side ended {mean:margin} on average (from {low:+} to {high:+} points) and won {wins} hands in 100.",
    "practice.coach-best": "best",
    "practice.coach-short.clear": "The coach: better to {best}.",
    "practice.coach-short.close": "The coach: too close to call between “{best}” and “{other}”.",
    "practice.coach-more": "Why: the play-outs and the chart",
    "practice.hint-short": "The rules allow {n} kinds of play now; which to choose is up to you.",
    "practice.hint-more": "Show them",
    "practice.notation": "Show the play notation",
    "practice.log": "The hand so far",
    "practice.news": "Since your last turn",
    "practice.you-did": "You played:",
    "practice.turn.draw": "Your turn: draw from the stock, or select the cards to take the pile with and press “Take the pile”.",
    "practice.turn.play": "Meld or add cards if you wish, then select one card and discard it to end your turn.",
    "practice.turn.answer": "Your partner asks: “May I go out?” Your answer binds them.",
    "practice.turn.red-three": "You hold a red three: lay it out; a card from the stock replaces it.",
    "practice.hand-over": "The hand is over.",
    "practice.hand": "Hand {number} · the game goes to {target}",
    "practice.cards-held": "{who}: {n:card} in hand",
    "practice.game-score": "Game score: {scores}.",
    "practice.side-score": "{who} {points}",
    "practice.side.us": "your side",
    "practice.side.them": "the other side",
    "practice.won": "You won the game!",
    "practice.lost": "The game is over: {who} reached {target} first.",
    "practice.answer-yes": "Yes, go out",
    "practice.answer-no": "No, not yet",
    "practice.button.ask": "Ask my partner: may I go out?",
    "practice.button.end-turn": "End the turn without discarding",
    "practice.button.red-three": "Lay out the red three",
    "practice.button.take-back": "Take back this turn's melds",
    "practice.taken-back": "This turn's melds are back in your hand. Meld again if you wish, then discard one card.",
    # the actions' words on a phone, where the practice table's buttons share one row
    "practice.short.draw": "Draw",
    "practice.short.take": "Take the pile",
    "practice.short.meld": "Meld",
    "practice.short.discard": "Discard",
    "practice.short.go-out": "Go out",
    "practice.short.ask": "Ask partner",
    "practice.short.end-turn": "End turn",
    "practice.short.take-back": "Take back melds",
    "practice.guided-lead": "New to a whole hand? Walk through a guided one first:",
    "practice.guided-link": "guided hand {number} ({players} players)",
    "practice.setup": "New game",
    "practice.setup-label": "A new game: the table, the bots, or a guided hand",
    "practice.confirm-new": "A hand is in progress. Deal a new game and leave this one?",
    "practice.confirm-yes": "Yes, deal a new game",
    "practice.confirm-no": "No, keep playing",
    "practice.coach-progress": "{done} of {total} deals played out",
    "practice.coach-progress-label": "The coach's play-outs",
    "practice.coach-busy": "The coach is still thinking about this decision: its answer comes here.",
    "practice.coach-only-draw": "Take the pile or draw? The rules decide this one: you may not take the pile now. {why} So draw from the stock.",
    # ---------------------------------------------------------------- guided hands (app.guided)
    "guided.play-on": "Play on",
    "guided.stop": "Stop {number} of {count}.",
    "guided.since": "What was played since your last stop ({n:play})",
    "guided.title.first-meld": "Your side's first meld",
    "guided.title.frozen-pile": "A frozen pile",
    "guided.title.going-out": "Going out",
    "guided.pause.first-meld": "It is your turn, you have drawn, and your side has not melded yet.",
    "guided.pause.frozen-pile": "It is your turn, and the discard pile is frozen.",
    "guided.pause.going-out": "It is your turn, and you have drawn.",
    "guided.end": "The hand is over: here is what it scored.",
    "guided.back": "Back to the practice table: play a hand yourself",
    # ---------------------------------------------------------------- act steps (the card table)
    "act.take-pile": "It is your turn. Take the discard pile if the rules let you; if they do not, draw from the stock.",
    "act.initial-meld": "Your side has not melded yet. Lay {melds} from your hand as its first meld if the rules let you; if they do not, keep the cards.",
    "act.go-out": "You have drawn. Go out this turn if you can: meld your cards (you may discard the last one). If you cannot, say so.",
    "act.go-out-partner-no": "You have drawn. You asked your partner “May I go out?” and the answer was no. Go out this turn if you may; if not, say so.",
    "act.go-out-partner-yes": "You have drawn. You asked your partner “May I go out?” and the answer was yes. Go out this turn if you can; if not, say so.",
    "act.go-out-takes-pile": "It is your turn. Take the discard pile and go out in the same turn if you can; if you cannot, draw from the stock.",
    "act.hint.take": "Select the two cards from your hand that go with the top card (none, to add it to your meld), then press “Take the pile”.",
    "act.hint.meld": "Select the cards in your hand, then meld them.",
    "act.hint.play": "Select cards in your hand, then meld them, add one to a meld of yours, or discard one.",
    "act.hint.empty-hand": "Every card of your hand is melded: go out, if the rules let you.",
    "act.button.take": "Take the pile",
    "act.button.draw": "Draw from the stock",
    "act.button.meld": "Meld the selected cards",
    "act.button.keep": "Keep the cards",
    "act.button.discard": "Discard the selected card",
    "act.button.go-out": "Go out",
    "act.button.stay": "I cannot go out",
    "act.button.restart": "Start the turn again",
    "act.add-to": "Add the selected card to your {rank:plural}",
    "act.select-cards": "Select the cards in your hand first.",
    "act.select-one": "Select exactly one card.",
    "act.select-red-three": "Select the red three to lay out (or nothing: the first one is laid out).",
    "act.not-the-question": "The question is about {melds}: select those cards.",
    "act.refused": "Not allowed: {why} Try again.",
    "act.took": "You take the pile with {cards}.",
    "act.took-to-meld": "You take the pile: the top card joins your {rank:plural}.",
    "act.melded": "You meld {cards}.",
    "act.added": "You add the {card:name} to your {rank:plural}.",
    "act.discarded": "You discard the {card:name}.",
    "act.went-out": "You go out.",
    "act.drew": "You draw from the stock instead.",
    "act.kept": "You keep the cards in your hand.",
    "act.stayed": "You do not go out this turn.",
    "act.turn-over": "Your turn ends without going out.",
    # What the learner did on an act step, for the verdict after it (past tense).
    "act.did.draw": "You drew from the stock.",
    "act.did.take": "You took the pile with {cards}.",
    "act.did.take-to-meld": "You took the pile, adding its top card to your {rank:plural}.",
    "act.did.meld": "You laid your first meld.",
    "act.did.keep": "You kept the cards in your hand.",
    "act.did.go-out": "You went out.",
    "act.did.stay": "You said you cannot go out.",
    "act.did.turn-over": "You ended your turn without going out.",
    "act.verdict.right": "✔ Right. {did}",
    "act.verdict.right-second": "✔ Right, on the second try. {did}",
    "act.verdict.right-later": "✔ Right, in the end. {did}",
    "act.verdict.wrong": "✘ Not quite. {did} The right play: {right}.",
    "act.right.take-pile.yes": "take the pile",
    "act.right.take-pile.no": "draw from the stock (the pile may not be taken)",
    "act.right.initial-meld.yes": "lay those melds",
    "act.right.initial-meld.no": "keep the cards (they may not be laid as the first meld)",
    "act.right.go-out.yes": "go out",
    "act.right.go-out.no": "not go out this turn",
    "act.right.go-out-takes-pile.yes": "take the pile and go out this turn",
    "act.right.go-out-takes-pile.no": "draw from the stock (you cannot take the pile and go out this turn)",
    "act.hand-card": "{card:name}",
    "act.hand-card-selected": "{card:name}, selected",
    "act.error": "Something went wrong on our side. Please reload the page.",
    "act.refused-play": "refused: {play}",
    "act.label.hand": "Your hand",
    "act.label.us": "Us",
    "act.label.them": "Them",
    "act.label.stock": "stock",
    "act.label.stock-empty": "empty",
    "act.label.pile": "discard pile",
    "act.label.pile-count": "{n:card}",
    "act.label.pile-empty": "empty",
    "act.label.frozen-wild": "frozen: a wild card lies crosswise in the pile",
    "act.label.frozen-red-three": "frozen: a red three lies crosswise in the pile",
    "act.label.no-melds": "no melds yet",
    "act.label.no-cards": "no cards in hand",
    "act.label.red-threes": "red threes",
    "act.label.red-three-count": "{n:red three}",
    "act.label.actions": "What you do",
    "act.label.scores": "Score before this hand",
    "act.label.selected": "selected",
    "act.label.table": "Card table",
    # ---------------------------------------------------------------- said aloud (screen readers: app/table_widget.py, practice)
    "spoken.the": "the",
    "spoken.card": "the {name}",
    "spoken.wild-count": "{n:word} {rank:plural}",
    # natural cards of one rank and suit, from two packs: "two kings of hearts" ({name} plural)
    "spoken.same-count": "{n:word} {name}",
    # groups of cards when one of them is a list itself: "the kings of hearts and spades, and the queens ..."
    "spoken.groups.and": "{first}, and {last}",
    "spoken.groups.or": "{first}, or {last}",
    "act.say.pile": "Discard pile, {n:#card}. Top card: {top:name}.",
    "act.say.pile-top-crosswise": "Discard pile, {n:#card}. Top card, lying crosswise: {top:name}.",
    "act.say.pile-under": "Under it, crosswise: {card:name}.",
    "act.say.pile-frozen": "The pile is frozen.",
    "act.say.pile-empty": "Discard pile, empty.",
    "act.say.stock": "Stock, {n:#card}.",
    "act.say.stock-empty": "Stock, empty.",
    "act.say.wild-card": "{card:name}, wild",
    "act.say.counts": "Stock: {stock}. Discard pile: {pile}. In hand: {held}.",
    "act.say.held": "{who} {n:#card}",
    "act.say.hand": "Your hand, {n:#card}: {cards}.",
    "act.say.hand-empty": "Your hand is empty.",
    "act.say.selected": "Selected: {cards}.",
    "act.say.selected-none": "Nothing selected.",
    "act.say.moves-none": "No moves yet.",
    "act.say.moves": "Last moves: {moves}",
    "act.label.heading-pile": "Discard pile",
    "act.label.message": "Message",
    "act.label.keys": "Keys",
    "act.label.keys-help": ("On the table: T says the top card of the discard pile, C the counts, L the last moves, "
                            "S the selected cards, H your hand. In your hand, the arrow keys move between the cards, "
                            "Space selects one, and a rank's letter or number (K, Q, J, A, 2 to 9, 1 for ten) jumps to those cards."),
    # ---------------------------------------------------------------- the card table drawn in HTML (app/render.py)
    "rank.a.2": "a two",
    "rank.a.3": "a three",
    "rank.a.4": "a four",
    "rank.a.5": "a five",
    "rank.a.6": "a six",
    "rank.a.7": "a seven",
    "rank.a.8": "an eight",
    "rank.a.9": "a nine",
    "rank.a.10": "a ten",
    "rank.a.J": "a jack",
    "rank.a.Q": "a queen",
    "rank.a.K": "a king",
    "rank.a.A": "an ace",
    "rank.a.JK": "a joker",
    "rank.a.none": "a card",
    "table.card-highlighted": "{card:name}, highlighted",
    "table.joker-face": "JOKER",
    "table.wild-tag": "wild",
    "table.meld.canasta": "canasta of {rank:plural}, {n:#card}",
    "table.meld.canasta-wild": "canasta of {rank:plural}, {n:#card}, {wilds} wild",
    "table.meld.wild-only": "{n:#wild card}",
    "table.meld.plain": "{naturals:#@rank}",
    "table.meld.plain-wild": "{naturals:#@rank} + {wilds} wild",
    "table.meld.label": "meld of {rank:plural}, {n:#card}",
    "table.meld.label-natural": "natural canasta of {rank:plural}, {n:#card}",
    "table.meld.label-mixed": "mixed canasta of {rank:plural}, {n:#card}",
    "table.badge.natural": "natural canasta",
    "table.badge.mixed": "mixed canasta",
    "table.red-threes-none": "no red threes",
    "table.red-threes": "{n:#red three}",
    "table.red-threes-bonus": "{n:#red three} (bonus)",
    "table.no-melds": "no melds yet",
    "table.side-melds": "{melds:#meld}",
    "table.side-melds-canastas": "{melds:#meld}, {canastas:#canasta}",
    "table.side.us": "Us",
    "table.side.them": "Them",
    "table.stock": "stock",
    "table.stock-unknown": "stock: unknown",
    "table.stock-unknown-label": "stock, size unknown",
    "table.stock-empty": "stock: empty",
    "table.stock-empty-label": "stock, empty",
    "table.stock-count": "stock: {n:#card}",
    "table.stock-count-label": "stock, {n:#card}",
    "table.pile": "discard pile",
    "table.pile-empty": "pile: empty",
    "table.pile-empty-label": "discard pile, empty",
    "table.pile-count": "pile: {n:#card}",
    "table.frozen-wild": "frozen: a wild card lies crosswise in the pile",
    "table.frozen-red-three": "frozen: a red three lies crosswise in the pile",
    "table.running": "Us {ours} · Them {theirs}",
    "table.melded": "{running} · your side has melded",
    "table.not-melded": "{running} · your side has not melded yet",
    "table.minimum-met": "{running} · first meld minimum for us: {minimum} (already met: your side has melded)",
    "table.minimum-needed": "{running} · first meld minimum for us: {minimum} (your side still needs {minimum} for its first meld)",
    "table.went-out.us": "your side went out",
    "table.went-out.them": "the other side went out",
    "table.went-out.none": "nobody went out (the stock ran out)",
    "table.over": "The hand is over: {who}",
    "table.over-concealed": "The hand is over: {who}, concealed",
    "table.before-hand": "{main} · before this hand: {running}",
    "table.rules": "rules: {name}",
    "table.card-count": "{n:#card}",
    "table.no-cards": "no cards",
    "table.no-cards-in-hand": "no cards in hand",
    "table.left-theirs": "Left in their hands",
    "table.left-ours": "Left in your side's hands",
    "table.hand": "Your hand",
    "table.label": "card table",
    "table.question.card": "The card",
    "table.question.cards": "The cards",
    "table.question.meld": "The meld",
    "table.question.meld-n": "Meld {n}",
    "table.question.label": "the cards in question",
    # ---------------------------------------------------------------- the printed handout (app/handout.py)
    "noun.question": "question|questions",
    "noun.position": "position|positions",
    "handout.lang": "en",
    "handout.kicker-file": "Canasta school · positions",
    "handout.kicker-lesson": "Canasta school · Lesson {number}",
    "handout.page-title": "{title} · handout",
    "handout.name": "Name:",
    "handout.date": "Date:",
    "handout.instructions": "{n:#question}. Look at the table, then tick one box (or write both scores) and say in a few words which rule decides it. The table shows your side at the bottom: your melds and your hand.",
    "handout.questions": "Questions",
    "handout.write-scores": "write the scores",
    "handout.tick-one": "tick one",
    "handout.why": "Why?",
    "handout.key": "Answer key",
    "handout.key-title": "Answer key · {title}",
    "handout.key-intro": "For the teacher. Each ruling is the judge’s, with the rules it cites and the sources that state them; the small table marks the cards that decide it.",
    "handout.sources": "Sources: {sources}.",
    "handout.source": "{code} {name}",
    "handout.answer": "Answer:",
    "handout.rules-cited": "{n:Rule cited|Rules cited}",
    "handout.rule-sources": "(sources {codes})",
    "handout.highlighted": "deciding cards highlighted ▲",
    "handout.the-table": "the table",
    "handout.footer": "Printed from canasta-teach.",
    "handout.wrote": "wrote {out}: {title}, {n:#position} with an answer key",
    # ---------------------------------------------------------------- the quiz's made-up positions (content/generate.py)
    "generate.joker": "joker",
    "generate.title.min-meld": "Your side stands at {score} - how much must your first meld be worth?",
    "generate.title.initial-meld": "Your side stands at {score} and has not melded - open with {melds}?",
    "generate.title.wild-buried": "{wild:a} lies in the pile, {top:a} on top - take the pile?",
    "generate.title.black-three-on-top": "A black three lies on top of the pile, {rank:a} under it - take the pile?",
    "generate.title.black-three-under": "A black three lies in the pile, {rank:a} on top - take the pile?",
    "generate.title.not-melded": "Your side has not melded and stands at {score}; the pile holds {n:card}, {top:a} on top - take it?",
    "generate.title.add-wild": "Add the {wild} from your hand to your {rank:plural}?",
    "generate.title.meld": "Meld {cards} together?",
    "generate.title.canasta-on-table": "A canasta of {rank:plural} is on the table - can you go out this turn?",
    "generate.title.no-canasta": "No canasta on the table yet - can you go out this turn?",
    "generate.title.no-canasta-short": "No canasta yet, your {rank:plural} hold {n:card} - can you go out this turn?",
    "generate.title.black-threes-canasta": "{n:black three} in your hand and a canasta on the table - can you go out this turn?",
    "generate.title.black-threes-no-canasta": "{n:black three} in your hand and no canasta yet - can you go out this turn?",
    "generate.title.red-threes": "The hand is over and {side} laid out {n:red three} - what does each side score?",
    "generate.summary.first-meld-threshold": "the first-meld minimum at the score edges, melds just below, at or above it",
    "generate.summary.wild-buried": "a wild card buried in the pile: only a natural pair opens it",
    "generate.summary.black-three-top": "a black three on top stops you; one card lower it does not",
    "generate.summary.not-melded": "the pile before your side's first meld: a natural pair, and only the top card counts",
    "generate.summary.fourth-wild": "three wild cards at most in a meld",
    "generate.summary.no-canasta-go-out": "going out needs a canasta, on the table or completed this turn",
    "generate.summary.black-threes-going-out": "one, two, three or four black threes in a hand that goes out",
    "generate.summary.red-threes-no-meld": "red threes count minus for a side that never melded",
    # ---------------------------------------------------------------- the teacher's dashboard (app/dashboard.py)
    "noun.learner": "learner|learners",
    "noun.rule": "rule|rules",
    "noun.first answer": "first answer|first answers",
    "dashboard.title": "Your class",
    "dashboard.lesson-generated": "Quiz: made-up positions",
    "dashboard.lesson-class": "Your teacher's positions",
    "dashboard.title-named": "Class {name}",
    "dashboard.no-answers": "No answers yet. Learners appear here as soon as they answer a question.",
    "dashboard.roster": "{n:#learner} on the roster: {names}.",
    "dashboard.learners": "{n:#learner}",
    "dashboard.count": "{learners}, {answers:#first answer} (one per learner and question; practice after it is not counted).",
    "dashboard.no-code": "{n} {n:learner has|learners have} no personal code yet (from before codes): print their links with {command}.",
    "dashboard.missed-count": "{missed} of {learners:#learner} missed it the first time",
    "dashboard.most-missed": "The {n} most-missed rulings",
    "dashboard.stuck": "Who may be stuck",
    "dashboard.stuck-missed": "missed {missed} of their last {recent} first answers",
    "dashboard.stuck-unfinished": "started {lessons} and has not finished it",
    "dashboard.stuck-more": "…and {n} more (all of them below).",
    "dashboard.nobody-stuck": "Nobody: no learner missed most of their last answers or left a lesson unfinished.",
    "dashboard.details": "More figures: open a section to see it",
    "dashboard.open-missed": "Chart of the most-missed rulings ({n})",
    "dashboard.open-rules": "Per rule ({n:#rule}): how often each was missed the first time",
    "dashboard.open-positions": "Per position ({n:#position}): how often each was missed the first time, hardest first",
    "dashboard.open-stuck": "Who may be stuck, in full ({n:#learner}): what they missed and when they were last seen",
    "dashboard.chart-missed": "Learners who missed it the first time",
    "dashboard.axis-learners": "learners",
    "dashboard.per-rule": "Per rule",
    "dashboard.chart-rules": "Share missed the first time, per rule (red: most learners miss it)",
    "dashboard.axis-share": "share missed",
    "dashboard.per-position": "Per position",
    "dashboard.chart-positions": "Share missed the first time, per position (hardest {n})",
    "dashboard.col.rule": "rule",
    "dashboard.col.position": "position",
    "dashboard.col.lesson": "lesson",
    "dashboard.col.learners": "learners",
    "dashboard.col.missed": "learners who missed it",
    "dashboard.col.right-first": "right first time",
    "dashboard.col.learner": "learner",
    "dashboard.col.wrong-recent": "wrong of last first answers",
    "dashboard.col.unfinished": "lessons started, not finished",
    "dashboard.col.last-seen": "last seen",
    "dashboard.col.code": "personal code",
    "dashboard.col.right-first-time": "right the first time",
    "dashboard.col.lessons-done": "lessons done",
    "dashboard.of": "{n} of {total}",
    "dashboard.has-code": "yes",
    "dashboard.no-code-yet": "not yet",
    "dashboard.admin": "Correct the class list",
    "dashboard.admin-learner": "Learner",
    "dashboard.admin-remove": "Remove",
    "dashboard.admin-rename": "Rename to",
    "dashboard.admin-rename-button": "Rename",
    "dashboard.admin-merge": "Same child as",
    "dashboard.admin-merge-button": "Merge",
    "dashboard.admin-removed": "{name} is removed: their answers no longer count in the figures, and their code no longer opens their progress.",
    "dashboard.admin-renamed": "{old} is now shown as {new}.",
    "dashboard.admin-merged": "{name} now counts as {into}: their answers are {into}'s (the first answer to each question is the earlier one).",
    "dashboard.admin-locked": "Only the teacher's page can change the class list.",
    "admin.unknown-learner": "{name} is not on the class list (removed or merged already?).",
    "admin.merge-self": "{name} cannot be merged into themselves: choose another learner.",
    "admin.name-taken": "Another learner of this class already uses the name {name} (or one that looks like it).",
    "dashboard.signed-in": "not needed (signed in on the hub)",
    "dashboard.learners-heading": "Learners",
    "dashboard.locked": "This page is for the teacher.",
    "dashboard.locked-how": "Open it with the teacher key that {command} printed (add {key} to the address).",
    "dashboard.refresh": "↻ Refresh",
    "dashboard.unreadable": "The results could not be read.",
    "dashboard.failed": "The dashboard could not be shown.",
    # ---------------------------------------------------------------- the teacher's roster (cli/roster.py)
    "roster.heading": "Class {name}: personal links. Give each learner their own: the link (or the code) opens that learner's progress, and nothing else does.",
    "roster.address": "The links open the class server at {url}",
    "roster.kept": "(already has a code, kept; --renew makes a new one)",
    "roster.no-server": "roster: no class server is running for class {name}, so the links would have no address. Start it first (canasta-teach serve --class {name}) and run roster again, or give the learners' address with --url.",
    "roster.server-stopped": "roster: the class server for class {name} ran at {url} but has stopped. Start it again (canasta-teach serve --class {name}), or give the learners' address with --url.",
    # ---------------------------------------------------------------- the app's own words (app/widgets.py, app/shell.py)
    "app.title": "Learn Canasta",
    "app.lesson-title": "Lesson {number} · {title}",
    "app.step": "Lesson {number} · {title} · step {step} of {steps}",
    "app.step-again": "Lesson {number} · {title} · once more: step {step} of {steps}",
    "app.progress": "{right} of {steps} right the first time",
    "app.review-round": "Once more: {count} {count:step|steps} you missed or skipped come back, to try again.",
    "app.state-done": "Done",
    "app.state-in-progress": "In progress: {answered} of {steps} steps answered",
    "app.state-not-started": "Not started",
    "app.skip-link": "Skip to the main content",
    "app.skip": "Skip →",
    "app.next": "Next →",
    "app.finish": "Finish ✓",
    "app.back": "← Back",
    "app.try-again": "↺ Try again",
    "app.slow-down": "Slow down a little: that answer came too fast to be saved, so it does not count yet. Take a moment, then answer again.",
    "app.start": "Start the questions →",
    "app.mark-yours-right": "✓ {label} (your answer, right)",
    "app.mark-yours-wrong": "✗ {label} (your answer)",
    "app.mark-right": "✓ {label} (the right answer)",
    "app.check-score": "Check my score",
    "app.lesson-done": "Lesson {number} done",
    "app.right-first-time": "You answered {right} of {steps} right the first time.",
    "app.not-answered": "{count} not answered yet.",
    "app.worth-a-look": "Worth another look:",
    "app.lesson-end": "End of lesson {number}",
    "app.next-lesson": "Next lesson: {number}. {title} →",
    "app.to-quiz": "Last lesson done: quiz yourself on the tricky rulings →",
    "app.all-lessons": "All lessons",
    "app.quiz-link": "Quiz yourself on the tricky rulings",
    "app.quiz-summary": "questions from every lesson, and the ones you missed come back.",
    "app.continue": "Continue where you left off: lesson {number}, step {step} →",
    "app.learner-unknown": "Progress not saved: to keep it, type your name under All lessons.",
    "app.lessons-done": "{count} done.",
    "app.intro": "Twelve short lessons teach the game step by step. Each explains a rule, shows a table, and asks you to decide; the judge then explains the ruling. Type your name to keep your progress, then press Start.",
    "app.error": "Sorry, this part could not be shown.",
    "app.error-ours": "Something went wrong on our side. Please reload the page.",
    "app.lesson-broken": "This lesson could not be loaded. Please tell your teacher.",
    "app.index-broken": "The lesson list could not be shown. Please tell your teacher.",
    "app.class": "Your teacher's positions",
    "app.class-named": "Your teacher's positions ({name})",
    "app.class-summary": "positions your teacher wrote for this class.",
    "app.class-broken": "Your teacher's positions could not be loaded.",
    "app.no-class": "No class positions are served here. Your teacher starts them with canasta-teach serve --class NAME --positions DIR.",
    "app.done": "✔ done",
    # ---------------------------------------------------------------- the quiz (app/quiz.py)
    "quiz.step": "Quiz · question {n} of {count}",
    "quiz.results": "Quiz · results",
    "quiz.skip": "Skip this question →",
    "quiz.next": "Next question →",
    "quiz.see-results": "See my results",
    "quiz.not-shown": "Question {n} could not be shown and was skipped.",
    "quiz.round-done": "Round done",
    "quiz.skipped": "You skipped {n}.",
    "quiz.missed-intro": "The rules behind the questions you missed (they will come back soon):",
    "quiz.missed-rule": "missed {n}×",
    "quiz.nothing-missed": "Nothing missed this round. Well done!",
    "quiz.again": "↻ Another round",
    "quiz.failed": "The quiz could not be started. Please tell your teacher.",
    # ---------------------------------------------------------------- the class server (cli/voila_app.py)
    "server.full": "The class is full right now. Please try again in a minute.",
    "server.busy": "Many pages are opening at once. This page tries again by itself in a few seconds.",
    "server.too-many-pages": "Too many pages were opened from this computer in a short time. Please wait a minute, then reload the page.",
    "server.wrong-host": "This server does not answer to that address. Use the address your teacher gave you.",
}


def _rule_book_entries() -> dict[str, str]:
    """The rule book's words as catalogue entries, seeded from the rule book: for each rule
    ``rule.<id>.title`` and ``rule.<id>.statement`` (and ``.note``, ``.disagree`` where it
    has them), and ``source.<code>`` for each source's name. The game layer keeps the ids,
    the sources and the numbers; a learner reads the rules through :func:`rule_title` and
    :func:`rule_statement`, so a translation replaces these entries like any other. A
    translated statement may name the ruleset's numbers as facts (``{target}``,
    ``{natural_canasta}``: :func:`~canasta_teach.game.rulesets.rule_numbers`)."""

    def literal(text: str) -> str:
        return text.replace("{", "{{").replace("}", "}}")

    out: dict[str, str] = {}
    for r in RULE_BOOK.values():
        out[f"rule.{r.id}.title"] = literal(r.title)
        out[f"rule.{r.id}.statement"] = literal(r.statement)
        if r.note:
            out[f"rule.{r.id}.note"] = literal(r.note)
        if r.disagree:
            out[f"rule.{r.id}.disagree"] = literal(r.disagree)
    for code, name in SOURCES.items():
        out[f"source.{code}"] = literal(name)
        out[f"source.{code}.short"] = literal(name.split(" (")[0])
    return out


CATALOGUE.update(_rule_book_entries())

#: The English catalogue as shipped (a translation replaces :data:`CATALOGUE`'s entries).
ENGLISH: dict[str, str] = dict(CATALOGUE)


def translate(catalogue: Mapping[str, str]) -> None:
    """Replace sentences by a translation (message id -> template)."""
    CATALOGUE.update(catalogue)


@contextlib.contextmanager
def use_catalogue(catalogue: Mapping[str, str]) -> Iterator[None]:
    """Speak another catalogue inside the ``with`` block (a test, a translation preview)."""
    saved = dict(CATALOGUE)
    CATALOGUE.update(catalogue)
    try:
        yield
    finally:
        CATALOGUE.clear()
        CATALOGUE.update(saved)


# --------------------------------------------------------------------------------------
# Filling in a template

#: The kinds of step a turn is made of: a fact of one of them is said by :func:`step_text`,
#: a tuple of them by :func:`turn_text`.
_OPERATIONS = (DrawStock, TakePile, LayMeld, AddToMeld, Discard, AskPartner, AnswerPartner, GoOut, EndTurn,
               RevealRedThree)

_PARSER = string.Formatter()


def _forms(message: str) -> list[str]:
    return CATALOGUE[message].split("|")


def _capital(text: str) -> str:
    return text[0].upper() + text[1:] if text and text[0].islower() else text


def number_word(n: int) -> str:
    """'no', 'one' ... 'ten', then digits."""
    words = _forms("numbers")
    return words[n] if 0 <= n < len(words) else str(n)


def rank_name(rank: Rank | None, *, plural: bool = False) -> str:
    forms = _forms(f"rank.{rank.value}" if rank is not None else "rank.none")
    return forms[1 if plural and len(forms) > 1 else 0]


def count_text(n: int, noun: str) -> str:
    """``n`` of a noun of the catalogue, in words: "three cards", "no wild cards"."""
    forms = _forms(f"noun.{noun}")
    return _fill("count", {"n": number_word(n), "noun": forms[0] if n == 1 else forms[-1]})


def card_short(card: Card) -> str:
    """A card as drawn: ``K♠``, ``Joker``."""
    if card.rank is Rank.JOKER:
        return CATALOGUE["card.joker"]
    return card.rank.value + (card.suit.symbol if card.suit else "")


def card_name(card: Card) -> str:
    """A card in words: "king of spades", "joker", "queen"."""
    if card.rank is Rank.JOKER or card.suit is None:
        return rank_name(card.rank)
    return _fill("card.name", {"rank": rank_name(card.rank), "suit": _suit_name(card.suit)})


def _suit_name(suit: Suit) -> str:
    return CATALOGUE[f"suit.{suit.value}"]


def cards_text(cards: Sequence[Card]) -> str:
    """Cards as a learner reads them: ``K♠ K♥``."""
    return " ".join(card_short(c) for c in cards)


def spoken_cards(cards: Sequence[Card]) -> str:
    """Cards as a screen reader should say them, grouped as a listener counts them: natural
    cards of one rank together ("the kings of spades and diamonds", "two kings of hearts"),
    wild cards counted by rank ("a joker", "two twos"), in the catalogue's words:
    "the kings of spades and diamonds, a joker and two twos"."""
    return _and(_spoken_parts(cards))


def _spoken_parts(cards: Sequence[Card]) -> list[str]:
    """The parts of :func:`spoken_cards`, in the order each rank first appears."""
    groups: dict[tuple[bool, Rank], list[Card]] = {}
    for card in cards:
        wild = card.is_wild and len(cards) > 1 or card.rank is Rank.JOKER
        groups.setdefault((wild, card.rank), []).append(card)
    parts: list[str] = []
    for (wild, rank), same in groups.items():
        if wild:
            n = len(same)
            parts.append(CATALOGUE[f"rank.a.{rank.value}"] if n == 1 else _fill("spoken.wild-count", {"n": n, "rank": rank}))
        else:
            parts.extend(_same_rank(rank, same))
    return parts


def _same_rank(rank: Rank, cards: Sequence[Card]) -> list[str]:
    """Natural cards of one rank: "the king of spades"; of different suits, "the kings of
    spades and hearts"; of one suit twice (two packs), "two kings of hearts"."""
    suits: dict[Suit | None, int] = {}
    for card in cards:
        suits[card.suit] = suits.get(card.suit, 0) + 1
    if None in suits:  # no suit to name: by rank alone
        return [_fill("spoken.card", {"name": card_name(c)}) for c in cards]
    if len(suits) > 1 and set(suits.values()) == {1}:
        names = _and([_suit_name(s) for s in suits if s is not None])
        return [_fill("spoken.card", {"name": _fill("card.name", {"rank": rank_name(rank, plural=True), "suit": names})})]
    parts = []
    for suit, n in suits.items():
        assert suit is not None
        if n == 1:
            parts.append(_fill("spoken.card", {"name": _fill("card.name", {"rank": rank_name(rank), "suit": _suit_name(suit)})}))
        else:
            name = _fill("card.name", {"rank": rank_name(rank, plural=True), "suit": _suit_name(suit)})
            parts.append(_fill("spoken.same-count", {"n": n, "name": name}))
    return parts


#: Marks that are decoration on the page and noise when read aloud (a screen reader says
#: "heavy check mark", "snowflake"): the words next to them carry the meaning.
_DECORATION = re.compile("[\u2714\u2718\u2713\u2717\u2192\u2190\u2744\ufe0e\ufe0f\u2605]\\s*")


def spoken(text: str) -> str:
    """A sentence as a screen reader should hear it: every card written in shorthand
    (``6♥``, ``K♠ K♦ Joker 2♠``) said in words (:func:`spoken_cards`; after "the" a
    single card without a second article), a card's shorthand in brackets after its own
    name ("the king of spades (K♠)") said once, groups of cards joined by "and" kept
    apart ("the kings of hearts and spades, and the queens of ..."), and the marks that
    only decorate (✔ ✘ → ❄︎) left out. The page shows the shorthand; a live region says this."""
    opens = text[:1]
    joker = re.escape(CATALOGUE["card.joker"])
    suits = "".join(s.symbol for s in Suit)
    card = f"(?:(?:10|[2-9JQKA])[{suits}]|{joker})"
    one_run = f"(?<![\\w{suits}]){card}(?: +{card})*(?![\\w])"
    # the words between two groups of cards: " and " of "{first} and {last}", " or " of "{first} or {last}"
    between = {form: CATALOGUE[form].partition("{first}")[2].partition("{last}")[0] for form in ("list.and", "list.or")}
    joined = {form: re.compile(f"{one_run}(?:{re.escape(word)}{one_run})+") for form, word in between.items()}
    the = CATALOGUE["spoken.the"]

    def parse(run: str) -> tuple[Card, ...]:
        return tuple(Card.parse(t) if t != CATALOGUE["card.joker"] else Card(Rank.JOKER) for t in re.findall(card, run))

    def named_again(match: re.Match[str]) -> str:
        cards = parse(match.group(1))
        said = len(cards) == 1 and text[:match.start()].lower().endswith(card_name(cards[0]).lower())
        return "" if said else match.group(0)

    def groups(form: str) -> Callable[[re.Match[str]], str]:
        def said(match: re.Match[str]) -> str:
            runs = [parse(r) for r in match.group(0).split(between[form])]
            # "the kings of hearts and spades, and the queen of hearts": a list in a list is kept apart
            apart = "spoken.groups" + form.removeprefix("list") if any(len(r) > 1 for r in runs[:-1]) else form
            return _fill(apart, {"first": CATALOGUE["list.sep"].join(spoken_cards(r) for r in runs[:-1]),
                                 "last": spoken_cards(runs[-1])})
        return said

    def words(match: re.Match[str]) -> str:
        cards = parse(match.group(0))
        before = text[:match.start()].rstrip()
        if len(cards) == 1 and before.lower().endswith(" " + the.lower()) or before.lower() == the.lower():
            return card_name(cards[0]) if len(cards) == 1 else spoken_cards(cards)
        return spoken_cards(cards)

    text = re.sub(f"\\s*\\(({card})\\)", named_again, text)
    for form, pattern in joined.items():
        text = pattern.sub(groups(form), text)
    said = _DECORATION.sub("", re.sub(one_run, words, text)).strip()
    # a sentence opens with a capital still (a card or a mark that opened it is words now)
    return _capital(said) if opens and not opens.islower() else said


def _and(parts: Sequence[str]) -> str:
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    return _fill("list.and", {"first": CATALOGUE["list.sep"].join(parts[:-1]), "last": parts[-1]})


def _signed(n: int) -> str:
    return f"{n:+d}"


def _number(n: int, spec: str, facts: Mapping[str, object]) -> str:
    if not spec:
        return str(n)
    if spec.startswith("#"):  # digits however large: "3 cards", "45 cards", "2 tens"
        return _digits(n, spec[1:], facts)
    if spec == "+":
        return _signed(n)
    if spec == "word":
        return number_word(n)
    if spec == "margin":  # a score against the opponents: "1300 points ahead", "989 points behind"
        return _fill("coach.ahead" if n > 0 else "coach.behind" if n < 0 else "coach.level", {"n": abs(n)})
    if "|" in spec:
        one, many = spec.split("|", 1)
        return one if n == 1 else many
    if "@" in spec:
        prefix, name = spec.split("@", 1)
        rank = facts[name]
        assert isinstance(rank, Rank) or rank is None
        noun = prefix + rank_name(rank, plural=n != 1)
        return _fill("count", {"n": number_word(n), "noun": noun})
    return count_text(n, spec)


def _digits(n: int, spec: str, facts: Mapping[str, object]) -> str:
    """``n`` in digits with its noun (``{n:#card}`` "3 cards", ``{n:#@rank}`` "1 ten")."""
    if spec.startswith("@"):
        rank = facts[spec[1:]]
        assert isinstance(rank, Rank) or rank is None
        noun = rank_name(rank, plural=n != 1)
    else:
        forms = _forms(f"noun.{spec}")
        noun = forms[0] if n == 1 else forms[-1]
    return _fill("count", {"n": str(n), "noun": noun})


def _value(value: object, spec: str, facts: Mapping[str, object]) -> str:
    if isinstance(value, bool):
        return CATALOGUE["answer.yes" if value else "answer.no"]
    if isinstance(value, int):
        return _number(value, spec, facts)
    if isinstance(value, Card):
        return card_name(value) if spec == "name" else card_short(value)
    if isinstance(value, Rank):
        if spec == "a":  # with its article: "a king", "an ace"
            return CATALOGUE[f"rank.a.{value.value}"]
        return rank_name(value, plural=spec == "plural")
    if value is None and spec == "plural":
        return rank_name(None, plural=True)
    if spec == "choice" and isinstance(value, Choice):
        return choice_text(value)
    if isinstance(value, Side):
        return CATALOGUE[f"side.{value.value}"]
    if isinstance(value, Play):
        return play_text(value)
    if isinstance(value, _OPERATIONS):
        return step_text(value)  # type: ignore[arg-type]
    if isinstance(value, LineItem):
        return line_text(value)
    if isinstance(value, tuple):
        if not value:
            return ""
        first = value[0]
        if isinstance(first, Card):
            return cards_text(value)  # type: ignore[arg-type]
        if isinstance(first, _OPERATIONS):  # a turn, step after step
            return turn_text(value)  # type: ignore[arg-type]
        if isinstance(first, tuple):
            if spec == "valued" and len(value) > 1:
                return _and([f"{cards_text(g)} ({sum(c.value for c in g)})" for g in value])
            return _and([cards_text(g) for g in value])
        if isinstance(first, Rank):
            return _and([rank_name(r, plural=spec == "plural") for r in value])
        if isinstance(first, str):  # words already said: "4 4 2 and 6 6 6"
            return _and([str(v) for v in value])
        if isinstance(first, LineItem):
            return CATALOGUE["list.sep"].join(
                _fill("line.item", {"label": line_text(i), "points": i.points}) for i in value  # type: ignore[attr-defined]
            )
    return str(value)


def _fill(template_or_id: str, facts: Mapping[str, object]) -> str:
    template = CATALOGUE.get(template_or_id, template_or_id)
    out: list[str] = []
    for literal, field, spec, _conversion in _PARSER.parse(template):
        out.append(literal)
        if field is None:
            continue
        if field not in facts:
            raise KeyError(f"the sentence {template!r} needs the fact {field!r}")
        out.append(_value(facts[field], spec or "", facts))
    return "".join(out)


def fill(template: str, facts: Mapping[str, object]) -> str:
    """Any text with facts filled in the catalogue's way (``{n:word}``, ``{n:+}``...):
    the lesson prose states the ruleset's numbers through it.

    >>> fill("{size:word} or more cards, a {bonus} bonus", {"size": 7, "bonus": 500})
    'seven or more cards, a 500 bonus'
    """
    return _fill(template, facts)


def say(message: str, **facts: object) -> str:
    """The sentence ``message`` of the catalogue with ``facts`` filled in, opening with a
    capital. Raises KeyError for an unknown message or a missing fact."""
    template = CATALOGUE[message]
    if "stock" in facts and "stock_count" not in facts and isinstance(facts["stock"], int):
        facts["stock_count"] = count_text(int(facts["stock"]), "card")  # type: ignore[call-overload]
    return _capital(_fill(template, facts))


# --------------------------------------------------------------------------------------
# Pieces of a ruling


def choice_text(choice: Choice) -> str:
    """A choice of a ``should`` question in words, to follow "you may" or "if you": "go
    out now", "take the pile", "discard the nine of clubs"."""
    if choice.card is not None:
        return _fill("choice.discard", {"card": choice.card})
    return _fill(f"choice.{choice.kind.value}", {})


def answer_label(ask: Ask | None, answer: Any, *, players: int = 4) -> str:
    """An answer in the learner's words: the label of the button that gives it ("Yes",
    "A natural canasta", "Nobody yet", "Us 1340, Them 85"), never an internal value. With
    two or three ``players`` each plays alone: "You", "The leading opponent"."""
    if isinstance(answer, bool):
        return CATALOGUE["answer.yes" if answer else "answer.no"]
    if ask is Ask.SHOULD and isinstance(answer, Choice):
        return _capital(choice_text(answer))
    if ask is Ask.SHOULD and isinstance(answer, str) and answer:  # a ruling's answer: the choice's notation
        return _capital(choice_text(Choice.parse(answer)))
    if isinstance(answer, (tuple, list)) and len(answer) == 2:
        return _fill("answer.score", {"ours": answer[0], "theirs": answer[1]})
    if isinstance(answer, (tuple, list)) and len(answer) == 3:
        return _fill("answer.score-three", {"you": answer[0], "left": answer[1], "right": answer[2]})
    if ask is Ask.CANASTA_KIND and answer in ("natural", "mixed", "none"):
        return CATALOGUE[{"natural": "answer.natural", "mixed": "answer.mixed", "none": "answer.not-canasta"}[answer]]
    if ask is Ask.GAME_OVER and answer in ("us", "them") and players in (2, 3):
        return CATALOGUE[f"answer.{answer}-{'two' if players == 2 else 'three'}"]
    if ask is Ask.GAME_OVER and answer in ("us", "them", "none"):
        return CATALOGUE[{"us": "answer.us", "them": "answer.them", "none": "answer.nobody"}[answer]]
    return str(answer)


def answer_text(answer: Any, ask: Ask | None = None) -> str:
    """The answer in words (:func:`answer_label`)."""
    return answer_label(ask, answer)


def verdict_text(ask: Ask, response: Any, answer: Answer, *, correct: bool, players: int = 4) -> str:
    """Right or wrong, in the learner's words: "✘ Not quite: your answer was “No”; the
    right answer is “Yes”."."""
    if correct:
        return say("feedback.right", answer=answer_label(ask, answer, players=players))
    return say("feedback.wrong", yours=answer_label(ask, response, players=players),
               right=answer_label(ask, answer, players=players))


def _then(steps: Sequence[str]) -> str:
    """Steps in the order played: "take the pile with K♠ K♥, then discard the 9♣"."""
    if not steps:
        return ""
    out = steps[0]
    for step in steps[1:]:
        out = _fill("turn.then", {"first": out, "next": step})
    return out


def step_text(op: Operation) -> str:
    """One step of a turn in words, the same style everywhere a learner reads a play:
    "take the pile with K♠ K♥", "discard the 9♣", "lay out the 3♥ and draw a card to
    replace it". (The play notation, ``take Ks Kh``, is for authors and the command line.)

    >>> from canasta_teach.game.notation import parse_operation
    >>> step_text(parse_operation("add K: 2c"))
    'add the 2♣ to your kings'
    """
    if isinstance(op, DrawStock):
        if not op.cards:
            return _fill("step.draw", {})
        if len(op.cards) == 1:
            return _fill("step.draw-card", {"card": op.cards[0]})
        return _fill("step.draw-cards", {"cards": op.cards})
    if isinstance(op, TakePile):
        return _fill("step.take", {"cards": op.cards}) if op.cards else _fill("step.take-add", {})
    if isinstance(op, LayMeld):
        return _fill("step.meld", {"cards": op.cards})
    if isinstance(op, AddToMeld):
        return _fill("step.add", {"card": op.card, "rank": op.rank})
    if isinstance(op, Discard):
        return _fill("step.discard", {"card": op.card})
    if isinstance(op, RevealRedThree):
        return _fill("step.red-three", {"card": op.card})
    if isinstance(op, AskPartner):
        return _fill("step.ask", {})
    if isinstance(op, AnswerPartner):
        return _fill("step.answer-yes" if op.yes else "step.answer-no", {})
    if isinstance(op, GoOut):
        return _fill("step.go-out", {})
    if isinstance(op, EndTurn):
        return _fill("step.end", {})
    raise TypeError(f"not an operation: {op!r}")


def turn_text(ops: Sequence[Operation]) -> str:
    """A turn (or any run of steps) in words, step after step:
    "take the pile with K♠ K♥, then discard the 9♣".

    >>> from canasta_teach.game.notation import parse_play
    >>> turn_text(parse_play("draw 3h; red 3h; discard 9c"))
    'draw the 3♥, then lay out the 3♥ and draw a card to replace it, then discard the 9♣'
    """
    return _then([step_text(op) for op in ops])


def play_text(play: Play) -> str:
    """A good way to play, in the words of :func:`turn_text`: "take the pile, then meld
    K♦ K♠ K♥, then discard the 7♦"."""
    parts = []
    if play.take_pile:
        parts.append(_fill("step.take-any", {}))
    for m in play.new_melds:
        parts.append(_fill("step.meld", {"cards": m}))
    for rank, cards in play.additions:
        if len(cards) == 1:
            parts.append(_fill("step.add", {"card": cards[0], "rank": rank}))
        else:
            parts.append(_fill("step.add-cards", {"cards": cards, "rank": rank}))
    if play.discard is not None:
        parts.append(_fill("step.discard", {"card": play.discard}))
    return _then(parts)


def line_text(item: LineItem) -> str:
    """A score line's label: "natural canasta of kings", "cards left in hand (7♥ 5♦)"."""
    return _fill(item.kind, dict(item.facts))


def reason_text(reason: Reason) -> str:
    """The sentence of one reason."""
    message = reason.message
    if message not in CATALOGUE:
        message = f"refusal.{reason.rule_id}" if f"refusal.{reason.rule_id}" in CATALOGUE else "refusal.other"
    return say(message, **dict(reason.facts))


def refusal_message(refusal: Refusal) -> tuple[str, tuple[tuple[str, object], ...]]:
    """The message id and facts that say why the referee refused an operation: the words
    of the case that applies (``refusal.RULE.CASE``) when the rule's differ by case."""
    facts = tuple(refusal.numbers)
    if refusal.case:
        case = f"refusal.{refusal.rule_id}.{refusal.case}"
        if case in CATALOGUE:
            return case, facts
    numbered = f"refusal.{refusal.rule_id}.numbers"
    if facts and numbered in CATALOGUE:
        names = {field for _, field, _, _ in _PARSER.parse(CATALOGUE[numbered]) if field}
        if names <= {k for k, _ in facts}:
            return numbered, facts
    plain = f"refusal.{refusal.rule_id}"
    return (plain if plain in CATALOGUE else "refusal.other"), facts


def refusal_text(refusal: Refusal) -> str:
    """Why the referee refused an operation, in one sentence."""
    message, facts = refusal_message(refusal)
    return say(message, **dict(facts))


# --------------------------------------------------------------------------------------
# The rule book in words


def _rule_text(rule_id: str, part: str) -> str:
    key = f"rule.{rule_id}.{part}"
    if key not in CATALOGUE:
        rule(rule_id)  # a clear error for an unknown rule id
        return ""
    return _capital(_fill(key, rule_numbers()))


def rule_title(rule_id: str) -> str:
    """A rule's title for the learner ("Card values"), from the catalogue.

    >>> rule_title("game-target")
    'The game ends at 5000'
    """
    return _rule_text(rule_id, "title")


def rule_statement(rule_id: str) -> str:
    """A rule's statement for the learner, from the catalogue."""
    return _rule_text(rule_id, "statement")


def rule_note(rule_id: str) -> str:
    """What sources that state only part of the rule leave out ("" when none)."""
    return _rule_text(rule_id, "note")


def rule_disagree(rule_id: str) -> str:
    """The sources that disagree and the option that names their reading ("" when none)."""
    return _rule_text(rule_id, "disagree")


def source_name(code: str, *, short: bool = False) -> str:
    """A source's name for the learner: "Danish guide (seeds/000)", short "Danish guide"."""
    return CATALOGUE[f"source.{code}.short" if short else f"source.{code}"]


# --------------------------------------------------------------------------------------
# A whole ruling


@dataclass(frozen=True)
class ScoreTable:
    """A score as a table: its title, its lines (label, points) and the total."""

    title: str
    lines: tuple[tuple[str, int], ...]
    total: int
    total_label: str


@dataclass(frozen=True)
class Explanation:
    """A ruling in words.

    ``lead`` opens it (the answer); ``deciding`` are the sentences of the one or two rules
    that decide it, shown first; ``play`` shows a good way to play it, ``score`` what that
    scores; ``more`` holds the rest of the reasons, shown behind "why?". ``tables`` are the
    score lines as tables.
    """

    lead: str
    deciding: tuple[str, ...]
    more: tuple[str, ...] = ()
    play: str = ""
    score: str = ""
    tables: tuple[ScoreTable, ...] = ()
    deciding_rules: tuple[str, ...] = ()
    more_rules: tuple[str, ...] = ()

    @property
    def sentences(self) -> tuple[str, ...]:
        """Every sentence in reading order: the lead, the deciding ones, the play and its
        score, then the rest."""
        return tuple(s for s in (self.lead, *self.deciding, self.play, self.score, *self.more) if s)

    @property
    def text(self) -> str:
        return " ".join(self.sentences)


def _split(ruling: Ruling) -> tuple[list[Reason], list[Reason]]:
    """(deciding, more): the marked reasons of at most two rules first, the rest after."""
    marked = [i for i, r in enumerate(ruling.reasons) if r.deciding] or [0] * bool(ruling.reasons)
    first: list[Reason] = []
    rest: list[Reason] = []
    rules: list[str] = []
    for i, r in enumerate(ruling.reasons):
        if i in marked and (r.rule_id in rules or len(rules) < 2):
            if r.rule_id not in rules:
                rules.append(r.rule_id)
            first.append(r)
        else:
            rest.append(r)
    return first, rest


def _score_sentence(ruling: Ruling) -> str:
    if not ruling.score:
        return ""
    facts: dict[str, object] = {"total": sum(i.points for i in ruling.score), "lines": ruling.score}
    if not ruling.score_earned:
        return say("score.at-end", **facts)
    if ruling.partner_cards is None:
        return say("score.go-out-maybe-partner", **facts)
    return say("score.go-out-partner" if ruling.partner_cards else "score.go-out-alone", **facts)


def _tables(ruling: Ruling) -> tuple[ScoreTable, ...]:
    total_label = CATALOGUE["table.total"]
    hs = ruling.hand_score
    if hs is not None:
        return tuple(
            ScoreTable(CATALOGUE[title], tuple((line_text(i), i.points) for i in side.items), side.total, total_label)
            for title, side in (("table.us", hs.ours), ("table.them", hs.theirs))
        )
    if ruling.score:
        title = CATALOGUE["table.earned" if ruling.score_earned else "table.at-end"]
        return (ScoreTable(title, tuple((line_text(i), i.points) for i in ruling.score),
                           sum(i.points for i in ruling.score), total_label),)
    return ()


def explain(ruling: Ruling) -> Explanation:
    """The ruling in words: the lead, the deciding sentences, the rest, the play and the
    score. No sentence is said twice."""
    if ruling.lead and ruling.lead in CATALOGUE:
        lead = say(ruling.lead)
    else:
        lead = say("lead", answer=answer_label(ruling.ask, ruling.answer))
    first, rest = _split(ruling)
    seen = {lead}

    def sentences(reasons: list[Reason]) -> tuple[str, ...]:
        out = []
        for r in reasons:
            s = reason_text(r)
            if s not in seen:
                seen.add(s)
                out.append(s)
        return tuple(out)

    deciding = sentences(first)
    more = sentences(rest)
    play = ""
    if ruling.play is not None and not ruling.play.is_empty:
        play = say("way.good", play=ruling.play)
    # A coach's verdict is a strategy, not a rule: it shows no rule box, and the rule its
    # reason carries (the choice's own) shows only where another reason cites it.
    cited = {r.rule_id for r in ruling.reasons if not _is_verdict(r)}
    cited |= {i.rule_id for i in ruling.score}
    if ruling.hand_score is not None:
        cited |= {i.rule_id for i in ruling.hand_score.ours.items + ruling.hand_score.theirs.items}
    deciding_rules = tuple(dict.fromkeys(r.rule_id for r in first if not _is_verdict(r)))
    return Explanation(
        lead=lead,
        deciding=deciding,
        more=more,
        play=play,
        score=_score_sentence(ruling),
        tables=_tables(ruling),
        deciding_rules=deciding_rules,
        more_rules=tuple(r for r in ruling.rules if r not in deciding_rules and r in cited),
    )


def _is_verdict(reason: Reason) -> bool:
    """The coach's verdict (``coach.*``): which choice is better, by playing the hand out."""
    return reason.message.startswith("coach.")


def explanation_text(ruling: Ruling) -> str:
    """The explanation as one paragraph (the command line, the JSON output, the handout)."""
    return explain(ruling).text


def ruling_json(ruling: Ruling, position: Position) -> dict[str, Any]:
    """The JSON object of ``canasta-teach judge --json`` (DESIGN.md)."""
    answer: Any = list(ruling.answer) if isinstance(ruling.answer, tuple) else ruling.answer
    expected = normalise_answer(position.expect) if position.has_expect else None
    if isinstance(expected, tuple):
        expected = list(expected)
    return {
        "id": position.id,
        "ask": ruling.ask.value,
        "answer": answer,
        "expected": expected,
        "agrees": answers_agree(ruling.answer, position.expect) if position.has_expect else None,
        "rules": list(ruling.rules),
        "explanation": explanation_text(ruling),
        "play": play_text(ruling.play) if ruling.play and not ruling.play.is_empty else None,
        "score": [{"label": line_text(i), "points": i.points, "rule": i.rule_id} for i in ruling.score] or None,
    }
