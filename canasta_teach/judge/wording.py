"""Words: every sentence a learner reads about a ruling, made from the ruling's facts.

The judge and the referee produce facts (a rule id, a message id, the cards, the numbers);
this module turns them into sentences, for the widgets, the handout, the command line and
the JSON output alike. Every sentence is a message of the catalogue, Project Fluent files
per language (``canasta_teach/locales/<lang>/*.ftl``, :mod:`.catalogue`), under a stable
message id, filled in with :func:`say` in the language of the current context
(``with speaking("de"):``); rank and suit names, number words and nouns are messages
too, so a translation is a folder of .ftl files and nothing else.

The facts are rendered here, in the current language: a fact in a message (``{ $card }``)
is said by :func:`_value`; a Fluent function says it another way (``{ CARD($card, form:
"name") }``, ``{ COUNT($n, noun: "card") }``: :data:`FUNCTIONS`). Raw templates in the
old brace language (``{n:word}``, the lesson prose) go through :func:`fill`:

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

import re
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fluent.runtime.types import FluentType

from ..game.cards import Card, Rank, Suit
from ..game.choices import Choice
from ..game.operations import (
    AddToMeld,
    AddToRun,
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
from ..game.rulebook import rule
from ..game.rulesets import Ruleset, rule_numbers
from ..game.scoring import LineItem
from ..game.seats import Side
from .catalogue import FUNCTIONS, LocaleNumber, MissingFact, current_language, current_words, speaking
from .questions import Ask, Position
from .rulings import Answer, Play, Reason, Ruling, answers_agree, normalise_answer

__all__ = [
    "say",
    "phrase",
    "has_message",
    "message_facts",
    "fill",
    "speaking",
    "current_language",
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

# --------------------------------------------------------------------------------------
# The catalogue and the facts

#: The kinds of step a turn is made of: a fact of one of them is said by :func:`step_text`,
#: a tuple of them by :func:`turn_text`.
_OPERATIONS = (DrawStock, TakePile, LayMeld, AddToMeld, AddToRun, Discard, AskPartner, AnswerPartner, GoOut, EndTurn,
               RevealRedThree)

_PARSER = string.Formatter()


class Fact(FluentType):
    """A fact of a ruling as a Fluent value (a card, a side, a play, a group of melds...):
    said in the language of the bundle that formats it (:func:`_value`)."""

    __slots__ = ("value",)

    def __init__(self, value: object) -> None:
        self.value = value

    def format(self, locale: object) -> str:
        return _value(self.value, "", {})

    def __eq__(self, other: object) -> bool:  # a selector may compare a fact with a variant key
        return isinstance(other, str) and str(getattr(self.value, "value", self.value)) == other

    __hash__ = None  # type: ignore[assignment]


def _arguments(facts: Mapping[str, object]) -> dict[str, Any]:
    """Facts as Fluent arguments: numbers in the locale's digits, words as they are, every
    other fact a :class:`Fact`."""
    words = current_words()
    out: dict[str, Any] = {}
    for name, value in facts.items():
        if isinstance(value, str):
            out[name] = value
        elif isinstance(value, int) and not isinstance(value, bool):
            out[name] = words.number(value)
        else:
            out[name] = Fact(value)
    return out


def _raw(value: object) -> object:
    """A Fluent argument back as the fact it stands for."""
    if isinstance(value, Fact):
        return value.value
    if isinstance(value, LocaleNumber):
        return int(value)
    return value


def _phrase(message: str, facts: Mapping[str, object]) -> str:
    return current_words().format(message, _arguments(facts))


def phrase(message: str, **facts: object) -> str:
    """The message with ``facts`` filled in, as written (no capital added): a label, a word
    inside another sentence. Raises KeyError for an unknown message or a missing fact."""
    return current_words().format(message, _arguments(facts))


def has_message(message: str) -> bool:
    """Whether the current language's catalogue has the message (an optional case's words)."""
    return current_words().has(message)


def message_facts(message: str) -> frozenset[str]:
    """The facts (Fluent variables) the message names, in English (the source language)."""
    return current_words().variables(message)


def _capital(text: str) -> str:
    return text[0].upper() + text[1:] if text and text[0].islower() else text


def number_word(n: int, *, gender: str = "other", case: str = "nominative") -> str:
    """'no', 'one' ... 'ten', then digits (the catalogue's ``numbers``). A language whose
    number words agree with their noun selects on ``$gender`` (the noun's ``.gender``
    attribute: German "ein Platzhalter", Danish "ét kort") and ``$case`` ("einen")."""
    words = current_words()
    return words.format("numbers", {"n": words.number(n), "gender": gender, "case": case})


def _gender(message: str) -> str:
    """A noun's or rank's grammatical gender (its ``.gender`` attribute), "other" without one."""
    return current_words().attribute(message, "gender") or "other"


def rank_name(rank: Rank | None, *, plural: bool = False) -> str:
    """A rank's name, "king" or "kings": the message ``rank.K`` selects on ``$n`` (two for
    the plural: "other" in every CLDR category of the school's languages)."""
    words = current_words()
    return words.format(f"rank.{rank.value}" if rank is not None else "rank.none", {"n": words.number(2 if plural else 1)})


def _rank_count(rank: Rank | None, n: int) -> str:
    words = current_words()
    return words.format(f"rank.{rank.value}" if rank is not None else "rank.none", {"n": words.number(n)})


def _noun(noun: str, n: int) -> str:
    words = current_words()
    return words.format(f"noun.{noun}", {"n": words.number(n)})


def count_text(n: int, noun: str, *, case: str = "nominative") -> str:
    """``n`` of a noun of the catalogue, in words: "three cards", "no wild cards" (the number
    word agreeing with the noun's gender and the sentence's ``case`` where a language asks)."""
    return _phrase("count", {"n": number_word(n, gender=_gender(f"noun.{noun}"), case=case), "noun": _noun(noun, n)})


def card_short(card: Card) -> str:
    """A card as drawn: ``K♠``, ``Joker``."""
    if card.rank is Rank.JOKER:
        return phrase("card.joker")
    return card.rank.value + (card.suit.symbol if card.suit else "")


def card_name(card: Card, *, article: str = "none", case: str = "nominative") -> str:
    """A card in words: "king of spades", "joker", "queen". A language may inflect it: the
    message ``card.name`` gets the rank's grammatical gender (``rank-K.gender``), and the
    ``article`` and ``case`` a sentence asks for (``{ CARD($card, form: "name", article:
    "definite", case: "accusative") }``: German "den Pik-König")."""
    words = current_words()
    gender = words.attribute(f"rank.{card.rank.value}", "gender") or "other"
    if card.rank is Rank.JOKER or card.suit is None:
        if words.has("card.rank-only"):
            return words.format("card.rank-only", {"rank": rank_name(card.rank), "gender": gender,
                                                    "article": article, "case": case})
        return rank_name(card.rank)
    return words.format("card.name", {"rank": rank_name(card.rank), "suit": _suit_name(card.suit), "gender": gender,
                                      "article": article, "case": case})


def _suit_name(suit: Suit) -> str:
    return phrase(f"suit.{suit.value}")


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
            parts.append(phrase(f"rank.a.{rank.value}") if n == 1 else _phrase("spoken.wild-count", {"n": n, "rank": rank}))
        else:
            parts.extend(_same_rank(rank, same))
    return parts


def _named(rank: Rank, suits: str, *, plural: bool = False) -> str:
    """``card.name`` of a rank and suit words (one suit or several), with the grammar facts a
    language's card name may select on (the rank's gender, no article, the nominative)."""
    return _phrase("card.name", {"rank": rank_name(rank, plural=plural), "suit": suits, "gender": _gender(f"rank.{rank.value}"),
                                 "article": "none", "case": "nominative"})


def _suits_and(names: Sequence[str]) -> str:
    """Suits named together in one card name ("spades and diamonds"): the catalogue's
    ``card-suits-and`` and ``card-suits-sep``, so German and Dutch can hang the hyphen of a
    compound on each suit ("Pik- und Karo-Damen", "schoppen- en ruitenvrouwen")."""
    if len(names) == 1:
        return names[0]
    return _phrase("card.suits-and", {"first": phrase("card.suits-sep").join(names[:-1]), "last": names[-1]})


def _same_rank(rank: Rank, cards: Sequence[Card]) -> list[str]:
    """Natural cards of one rank: "the king of spades"; of different suits, "the kings of
    spades and hearts"; of one suit twice (two packs), "two kings of hearts"."""
    suits: dict[Suit | None, int] = {}
    for card in cards:
        suits[card.suit] = suits.get(card.suit, 0) + 1
    if None in suits:  # no suit to name: by rank alone
        return [_phrase("spoken.card", {"name": card_name(c)}) for c in cards]
    if len(suits) > 1 and set(suits.values()) == {1}:
        names = _suits_and([_suit_name(s) for s in suits if s is not None])
        return [_phrase("spoken.card", {"name": _named(rank, names, plural=True)})]
    parts = []
    for suit, n in suits.items():
        assert suit is not None
        if n == 1:
            parts.append(_phrase("spoken.card", {"name": _named(rank, _suit_name(suit))}))
        else:
            name = _named(rank, _suit_name(suit), plural=True)
            parts.append(_phrase("spoken.same-count", {"n": n, "name": name}))
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
    joker = re.escape(phrase("card.joker"))
    suits = "".join(s.symbol for s in Suit)
    card = f"(?:(?:10|[2-9JQKA])[{suits}]|{joker})"
    one_run = f"(?<![\\w{suits}]){card}(?: +{card})*(?![\\w])"
    # the words between two groups of cards: " and " of "{first} and {last}", " or " of "{first} or {last}"
    # the words between a list's last two items ("and", "or"), from the catalogue's message
    between = {form: phrase(form, first="\x00", last="\x01").partition("\x00")[2].partition("\x01")[0]
               for form in ("list.and", "list.or")}
    joined = {form: re.compile(f"{one_run}(?:{re.escape(word)}{one_run})+") for form, word in between.items()}
    the = phrase("spoken.the")

    def parse(run: str) -> tuple[Card, ...]:
        return tuple(Card.parse(t) if t != phrase("card.joker") else Card(Rank.JOKER) for t in re.findall(card, run))

    def named_again(match: re.Match[str]) -> str:
        cards = parse(match.group(1))
        said = len(cards) == 1 and text[:match.start()].lower().endswith(card_name(cards[0]).lower())
        return "" if said else match.group(0)

    def groups(form: str) -> Callable[[re.Match[str]], str]:
        def said(match: re.Match[str]) -> str:
            runs = [parse(r) for r in match.group(0).split(between[form])]
            # "the kings of hearts and spades, and the queen of hearts": a list in a list is kept apart
            apart = "spoken.groups" + form.removeprefix("list") if any(len(r) > 1 for r in runs[:-1]) else form
            return _phrase(apart, {"first": phrase("list.sep").join(spoken_cards(r) for r in runs[:-1]),
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
    return _phrase("list.and", {"first": phrase("list.sep").join(parts[:-1]), "last": parts[-1]})


def _signed(n: int) -> str:
    sign = "+" if n > 0 else "-" if n < 0 else "+"
    return sign + current_words().digits(abs(n))


def _margin(n: int) -> str:
    """A score against the opponents: "1300 points ahead", "989 points behind"."""
    return _phrase("coach.ahead" if n > 0 else "coach.behind" if n < 0 else "coach.level", {"n": abs(n)})


def _number(n: int, spec: str, facts: Mapping[str, object], case: str = "nominative") -> str:
    if not spec:
        return current_words().digits(n)
    if spec.startswith("#"):  # digits however large: "3 cards", "45 cards", "2 tens"
        return _digits(n, spec[1:], facts)
    if spec == "+":
        return _signed(n)
    if spec == "word":
        return number_word(n)
    if spec == "margin":
        return _margin(n)
    if "|" in spec:
        one, many = spec.split("|", 1)
        return one if n == 1 else many
    if "@" in spec:
        prefix, name = spec.split("@", 1)
        rank = facts[name]
        assert isinstance(rank, Rank) or rank is None
        gender = _gender(f"rank.{rank.value}" if rank is not None else "rank.none")
        return _phrase("count", {"n": number_word(n, gender=gender, case=case), "noun": prefix + _rank_count(rank, n)})
    return count_text(n, spec, case=case)


def _digits(n: int, spec: str, facts: Mapping[str, object]) -> str:
    """``n`` in digits with its noun (``{n:#card}`` "3 cards", ``{n:#@rank}`` "1 ten")."""
    if spec.startswith("@"):
        rank = facts[spec[1:]]
        assert isinstance(rank, Rank) or rank is None
        noun = _rank_count(rank, n)
    else:
        noun = _noun(spec, n)
    return _phrase("count", {"n": n, "noun": noun})


def _value(value: object, spec: str, facts: Mapping[str, object]) -> str:
    if isinstance(value, bool):
        return phrase("answer.yes" if value else "answer.no")
    if isinstance(value, int):
        return _number(value, spec, facts)
    if isinstance(value, Card):
        return card_name(value) if spec == "name" else card_short(value)
    if isinstance(value, Rank):
        if spec == "a":  # with its article: "a king", "an ace"
            return phrase(f"rank.a.{value.value}")
        return rank_name(value, plural=spec == "plural")
    if value is None and spec == "plural":
        return rank_name(None, plural=True)
    if spec == "choice" and isinstance(value, Choice):
        return choice_text(value)
    if isinstance(value, Side):
        return phrase(f"side.{value.value}")
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
                return _and([f"{cards_text(g)} ({current_words().digits(sum(c.value for c in g))})"
                             for g in value])
            return _and([cards_text(g) for g in value])
        if isinstance(first, Rank):
            return _and([rank_name(r, plural=spec == "plural") for r in value])
        if isinstance(first, str):  # words already said: "4 4 2 and 6 6 6"
            return _and([str(v) for v in value])
        if isinstance(first, LineItem):
            return phrase("list.sep").join(
                _phrase("line.item", {"label": line_text(i), "points": i.points}) for i in value  # type: ignore[attr-defined]
            )
    return str(value)


# The Fluent functions a message may call: each says a fact another way, in the language of
# the bundle formatting it (the translator's README lists them).

def _f_card(card: object, form: str = "short", article: str = "none", case: str = "nominative") -> str:
    value = _raw(card)
    if isinstance(value, Card):
        return card_name(value, article=article, case=case) if form == "name" else card_short(value)
    return _value(value, "name" if form == "name" else "", {})


def _f_rank(rank: object, form: str = "name") -> str:
    value = _raw(rank)
    return _value(value, form if form in ("plural", "a") else "", {})


def _f_count(n: object, rank: object = None, noun: str = "", digits: str = "no", prefix: str = "",
             case: str = "nominative") -> str:
    value = _raw(n)
    if not isinstance(value, int):
        return str(value)
    if noun:
        return _digits(value, noun, {}) if digits == "yes" else count_text(value, noun, case=case)
    facts = {"rank": _raw(rank)}
    return _digits(value, "@rank", facts) if digits == "yes" else _number(value, f"{prefix}@rank", facts, case)


def _f_word(n: object, gender: str = "other", case: str = "nominative") -> str:
    """``WORD($n)``; ``WORD($n, gender: "masculine", case: "accusative")`` where the number
    stands for a noun the sentence names elsewhere (German "hat keinen", "einen davon")."""
    value = _raw(n)
    return number_word(value, gender=gender, case=case) if isinstance(value, int) else str(value)


def _f_int(render: Callable[[int], str]) -> Callable[[object], str]:
    def function(n: object) -> str:
        value = _raw(n)
        return render(value) if isinstance(value, int) else str(value)
    return function


def _f_melds(melds: object, valued: str = "no") -> str:
    return _value(_raw(melds), "valued" if valued == "yes" else "", {})


def _f_choice(choice: object) -> str:
    return _value(_raw(choice), "choice", {})


FUNCTIONS.update({
    "CARD": _f_card,
    "RANK": _f_rank,
    "COUNT": _f_count,
    "WORD": _f_word,
    "SIGNED": _f_int(_signed),
    "MARGIN": _f_int(_margin),
    "MELDS": _f_melds,
    "CHOICE": _f_choice,
})


def _fill(template: str, facts: Mapping[str, object]) -> str:
    out: list[str] = []
    for literal, field, spec, _conversion in _PARSER.parse(template):
        out.append(literal)
        if field is None:
            continue
        if field not in facts:
            raise MissingFact(f"the sentence {template!r} needs the fact {field!r}")
        out.append(_value(facts[field], spec or "", facts))
    return "".join(out)


def fill(template: str, facts: Mapping[str, object]) -> str:
    """Any text (not a catalogue message) with facts filled in the brace language
    (``{n:word}``, ``{n:+}``...), in the current language's words: the lesson prose states
    the ruleset's numbers through it.

    >>> fill("{size:word} or more cards, a {bonus} bonus", {"size": 7, "bonus": 500})
    'seven or more cards, a 500 bonus'
    """
    return _fill(template, facts)


def say(message: str, **facts: object) -> str:
    """The sentence ``message`` of the catalogue, in the current language, with ``facts``
    filled in, opening with a capital. Raises KeyError for an unknown message or a missing
    fact."""
    if "stock" in facts and "stock_count" not in facts and isinstance(facts["stock"], int):
        facts["stock_count"] = count_text(int(facts["stock"]), "card")  # type: ignore[call-overload]
    return _capital(current_words().format(message, _arguments(facts)))


# --------------------------------------------------------------------------------------
# Pieces of a ruling


def choice_text(choice: Choice) -> str:
    """A choice of a ``should`` question in words, to follow "you may" or "if you": "go
    out now", "take the pile", "discard the nine of clubs"."""
    if choice.card is not None:
        return _phrase("choice.discard", {"card": choice.card})
    return _phrase(f"choice.{choice.kind.value}", {})


def answer_label(ask: Ask | None, answer: Any, *, players: int = 4) -> str:
    """An answer in the learner's words: the label of the button that gives it ("Yes",
    "A natural canasta", "Nobody yet", "Us 1340, Them 85"), never an internal value. With
    two or three ``players`` each plays alone: "You", "The leading opponent"."""
    if isinstance(answer, bool):
        return phrase("answer.yes" if answer else "answer.no")
    if ask is Ask.SHOULD and isinstance(answer, Choice):
        return _capital(choice_text(answer))
    if ask is Ask.SHOULD and isinstance(answer, str) and answer:  # a ruling's answer: the choice's notation
        return _capital(choice_text(Choice.parse(answer)))
    if isinstance(answer, (tuple, list)) and len(answer) == 2:
        return _phrase("answer.score", {"ours": answer[0], "theirs": answer[1]})
    if isinstance(answer, (tuple, list)) and len(answer) == 3:
        return _phrase("answer.score-three", {"you": answer[0], "left": answer[1], "right": answer[2]})
    if ask is Ask.CANASTA_KIND and answer in ("natural", "mixed", "none"):
        return phrase({"natural": "answer.natural", "mixed": "answer.mixed", "none": "answer.not-canasta"}[answer])
    if ask is Ask.GAME_OVER and answer in ("us", "them") and players in (2, 3):
        return phrase(f"answer.{answer}-{'two' if players == 2 else 'three'}")
    if ask is Ask.GAME_OVER and answer in ("us", "them", "none"):
        return phrase({"us": "answer.us", "them": "answer.them", "none": "answer.nobody"}[answer])
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
        out = _phrase("turn.then", {"first": out, "next": step})
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
            return _phrase("step.draw", {})
        if len(op.cards) == 1:
            return _phrase("step.draw-card", {"card": op.cards[0]})
        return _phrase("step.draw-cards", {"cards": op.cards})
    if isinstance(op, TakePile):
        return _phrase("step.take", {"cards": op.cards}) if op.cards else _phrase("step.take-add", {})
    if isinstance(op, LayMeld):
        return _phrase("step.meld", {"cards": op.cards})
    if isinstance(op, AddToMeld):
        return _phrase("step.add", {"card": op.card, "rank": op.rank})
    if isinstance(op, AddToRun):
        ends = {"card": op.card, "low": Card(op.low, op.suit), "high": Card(op.high, op.suit)}
        if op.card.is_wild and op.end is not None:
            return _phrase("step.add-run-end", {**ends, "end": op.end.value})
        return _phrase("step.add-run", ends)
    if isinstance(op, Discard):
        return _phrase("step.discard", {"card": op.card})
    if isinstance(op, RevealRedThree):
        return _phrase("step.red-three", {"card": op.card})
    if isinstance(op, AskPartner):
        return _phrase("step.ask", {})
    if isinstance(op, AnswerPartner):
        return _phrase("step.answer-yes" if op.yes else "step.answer-no", {})
    if isinstance(op, GoOut):
        return _phrase("step.go-out", {})
    if isinstance(op, EndTurn):
        return _phrase("step.end", {})
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
        parts.append(_phrase("step.take-any", {}))
    for m in play.new_melds:
        parts.append(_phrase("step.meld", {"cards": m}))
    for rank, cards in play.additions:
        if len(cards) == 1:
            parts.append(_phrase("step.add", {"card": cards[0], "rank": rank}))
        else:
            parts.append(_phrase("step.add-cards", {"cards": cards, "rank": rank}))
    if play.discard is not None:
        parts.append(_phrase("step.discard", {"card": play.discard}))
    return _then(parts)


def line_text(item: LineItem) -> str:
    """A score line's label: "natural canasta of kings", "cards left in hand (7♥ 5♦)"."""
    return _phrase(item.kind, dict(item.facts))


def reason_text(reason: Reason) -> str:
    """The sentence of one reason."""
    message = reason.message
    if not has_message(message):
        message = f"refusal.{reason.rule_id}" if has_message(f"refusal.{reason.rule_id}") else "refusal.other"
    return say(message, **dict(reason.facts))


def refusal_message(refusal: Refusal) -> tuple[str, tuple[tuple[str, object], ...]]:
    """The message id and facts that say why the referee refused an operation: the words
    of the case that applies (``refusal.RULE.CASE``) when the rule's differ by case."""
    facts = tuple(refusal.numbers)
    if refusal.case:
        case = f"refusal.{refusal.rule_id}.{refusal.case}"
        if has_message(case):
            return case, facts
    numbered = f"refusal.{refusal.rule_id}.numbers"
    if facts and has_message(numbered):
        names = message_facts(numbered)
        if names <= {k for k, _ in facts}:
            return numbered, facts
    plain = f"refusal.{refusal.rule_id}"
    return (plain if has_message(plain) else "refusal.other"), facts


def refusal_text(refusal: Refusal) -> str:
    """Why the referee refused an operation, in one sentence."""
    message, facts = refusal_message(refusal)
    return say(message, **dict(facts))


# --------------------------------------------------------------------------------------
# The rule book in words


def _rule_text(rule_id: str, part: str, ruleset: Ruleset | None = None) -> str:
    key = f"rule.{rule_id}.{part}"
    if not has_message(key):
        rule(rule_id)  # a clear error for an unknown rule id
        return ""
    return _capital(_phrase(key, rule_numbers(ruleset)))


def rule_title(rule_id: str, ruleset: Ruleset | None = None) -> str:
    """A rule's title for the learner ("Card values"), from the catalogue.

    >>> rule_title("game-target")
    'The game ends at 5000'
    """
    return _rule_text(rule_id, "title", ruleset)


def rule_statement(rule_id: str, ruleset: Ruleset | None = None) -> str:
    """A rule's statement for the learner, from the catalogue, with the numbers of the
    classic game or of ``ruleset`` (its target, its first-meld table...)."""
    return _rule_text(rule_id, "statement", ruleset)


def rule_note(rule_id: str, ruleset: Ruleset | None = None) -> str:
    """What sources that state only part of the rule leave out ("" when none), with the
    numbers of the classic game or of ``ruleset``."""
    return _rule_text(rule_id, "note", ruleset)


def rule_disagree(rule_id: str, ruleset: Ruleset | None = None) -> str:
    """The sources that disagree and the option that names their reading ("" when none),
    with the numbers of the classic game or of ``ruleset``."""
    return _rule_text(rule_id, "disagree", ruleset)


def source_name(code: str, *, short: bool = False) -> str:
    """A source's name for the learner: "Danish guide (seeds/000)", short "Danish guide"."""
    return phrase(f"source.{code}.short" if short else f"source.{code}")


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
    total_label = phrase("table.total")
    hs = ruling.hand_score
    if hs is not None:
        return tuple(
            ScoreTable(phrase(title), tuple((line_text(i), i.points) for i in side.items), side.total, total_label)
            for title, side in (("table.us", hs.ours), ("table.them", hs.theirs))
        )
    if ruling.score:
        title = phrase("table.earned" if ruling.score_earned else "table.at-end")
        return (ScoreTable(title, tuple((line_text(i), i.points) for i in ruling.score),
                           sum(i.points for i in ruling.score), total_label),)
    return ()


def explain(ruling: Ruling) -> Explanation:
    """The ruling in words: the lead, the deciding sentences, the rest, the play and the
    score. No sentence is said twice."""
    if ruling.lead and has_message(ruling.lead):
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
