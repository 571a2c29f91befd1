"""The mechanical parts of the authors' style guide (``canasta_teach/data/positions/STYLE.md``),
checked on every shipped position's title and teacher's note and on the lesson list: in
every language present (``data/positions/<lang>/``) where the check is not about English
words, in English where it is.

What a test cannot judge (a title that hints at the answer in other words, a note that
repeats the ruling) stays with the guide and the reviewer; what it can, it checks here: no
title contains the right answer's words, one word per concept (first meld, meld, hand), no
play notation, no untranslated quotation, one card style, no remarks about the software,
no duplicate questions, and the player-count words of two- and three-player games.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from canasta_teach.content.authoring import load_positions
from canasta_teach.content.check import shipped_position_files
from canasta_teach.content.lessons import PromptKind, data_dir, load_lessons, prompt_for
from canasta_teach.content.prose import in_language, languages_present, with_overlays
from canasta_teach.judge import Ask, Position, answers_agree, normalise_answer

STYLE = data_dir() / "positions" / "STYLE.md"
README = Path(__file__).resolve().parents[1] / "README.md"


def _shipped_in(lang: str) -> list[Position]:
    """The shipped positions with their titles and notes in ``lang`` (the overlays of
    ``data/positions/<lang>/``), each position that the language words."""
    return [in_language(p, lang) for f in shipped_position_files() for p in with_overlays(load_positions(f), f)
            if lang == "en" or lang in {each for each, _, _ in p.texts}]


#: The English words (the checks of English style: retired words, quotations, the software).
SHIPPED: list[Position] = _shipped_in("en")
IDS = [p.id for p in SHIPPED]
#: Every language's words (the checks of any language: giveaways, notation, one question once).
EVERY_LANGUAGE: list[tuple[str, Position]] = [(lang, p) for lang in languages_present() for p in _shipped_in(lang)]
EVERY_ID = [f"{lang}:{p.id}" for lang, p in EVERY_LANGUAGE]

_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                 "eleven", "twelve")


def _prose(p: Position) -> list[tuple[str, str]]:
    """The words an author wrote for a position, as the learner reads them: the title and
    the teacher's note (rule numbers filled in)."""
    return [(key, text) for key, text in (("title", p.title), ("explain", p.explain)) if text]


def _has(text: str, phrase: str) -> bool:
    """Whether ``phrase`` stands in ``text`` as whole words (case does not matter)."""
    return re.search(rf"(?<![\w−–-]){re.escape(phrase.lower())}(?!\w)", text.lower()) is not None


def _label(text: str) -> str:
    """A button's label without its leading article ("A natural canasta" -> "natural canasta")."""
    return re.sub(r"^(a|an|the)\s+", "", text.strip().lower())


# --------------------------------------------------------------------------------------
# Titles never state the answer


def title_gives_away(p: Position) -> str | None:
    """What in ``p``'s title gives its right answer away, or None.

    Choices (yes/no, the kind of a canasta, who has won, the coach's choices): the title
    may name the right choice only when it names every other choice too ("go out now or
    keep playing?"). Numbers (a card's value, a minimum, a count, the totals of a score):
    the title may not write the number, in figures or (up to twelve) in words."""
    title = p.title
    answer = normalise_answer(p.expect)
    prompt = prompt_for(p).as_choice()
    numeric = all(isinstance(c.value, int) and not isinstance(c.value, bool) for c in prompt.choices)
    if prompt.kind is PromptKind.CHOICE and prompt.choices and not numeric:
        right = [c for c in prompt.choices if answers_agree(c.value, p.expect)]
        others = [c for c in prompt.choices if c not in right]
        for choice in right:
            if _has(title, _label(choice.label)) and not all(_has(title, _label(o.label)) for o in others):
                return f"names the right choice {choice.label!r} alone"
        return None
    numbers = answer if isinstance(answer, tuple) else (answer,)
    for n in numbers:
        if not isinstance(n, int):
            continue
        if re.search(rf"(?<![\d.,]){n}(?![\d.,])", title.replace("−", "-")):
            return f"writes the answer {n}"
        if 0 <= n < len(_NUMBER_WORDS) and _has(title, _NUMBER_WORDS[n]) and p.ask is Ask.BEST_PLAY:
            return f"writes the answer {n} in words"
    return None


@pytest.mark.parametrize(("lang", "p"), EVERY_LANGUAGE, ids=EVERY_ID)
def test_no_title_states_the_answer(lang: str, p: Position) -> None:
    assert p.title, f"{lang}: {p.id}: every shipped position has a title"
    assert title_gives_away(p) is None, f"{lang}: {p.id}: title {p.title!r} {title_gives_away(p)}"


def test_the_giveaway_check_catches_a_title_that_states_the_answer() -> None:
    from tests.helpers import pos

    no = pos(title="No canasta yet - can you go out?", ask="go-out", hand="5h 5d 5c 8s",
             our_melds=["Js Jh Jd Jc 2s"], pile="9c Qh", expect="no")
    assert title_gives_away(no) == "names the right choice 'No' alone"
    both = pos(title="Yes or no: can you go out?", ask="go-out", hand="5h 5d 5c 8s",
               our_melds=["Js Jh Jd Jc 2s"], pile="9c Qh", expect="no")
    assert title_gives_away(both) is None
    kind = pos(title="Seven kings, a natural canasta?", ask="canasta-kind", cards="Ks Kh Kd Kc Ks Kh Kd",
               hand="Ks Kh Kd Kc Ks Kh Kd", pile="9c Qh", expect="natural")
    assert title_gives_away(kind) == "names the right choice 'A natural canasta' alone"
    value = pos(title="A joker is worth 50?", ask="card-value", card="JK", hand="JK 5c", pile="9c Qh", expect=50)
    assert title_gives_away(value) == "writes the answer 50"
    score = pos(title="The German example: 1340 to 85?", ask="score", hand="", our_melds=["Ks Kh Kd Kc Ks Kh Kd"],
                pile="9c Th", went_out="us", our_hands="", their_hands="", expect=[1340, 85])
    assert title_gives_away(score) == "writes the answer 1340"


# --------------------------------------------------------------------------------------
# One word per concept


#: (pattern, what to write instead): words the guide retires.
RETIRED = [
    (r"\bopen(s|ed|ing)?\b", "'first meld' (or 'take the pile'): 'open' meant both"),
    (r"\bsets?\b", "'meld'"),
    (r"\brounds?\b", "'hand' for one deal"),
    (r"\bdeals played\b|\bdeals? out\b", "'hands' for deals"),
    (r"\bhold\w*\s+(?:a|one|two|three|four|all four|the)?\s*red threes?\b", "'laid out': red threes are never held"),
]


def retired_words(text: str) -> list[str]:
    return [f"{m.group(0)!r}: write {instead}" for pattern, instead in RETIRED
            for m in re.finditer(pattern, text, flags=re.I)]


def test_the_retired_words_are_found() -> None:
    assert retired_words("Open with three sevens?")
    assert retired_words("two sets in hand")
    assert retired_words("5120 after round three")
    assert retired_words("You hold a red three")
    assert not retired_words("Your side's first meld, then meld the rest of the hand.")


@pytest.mark.parametrize("p", SHIPPED, ids=IDS)
def test_one_word_per_concept(p: Position) -> None:
    found = [f"{key}: {hit}" for key, text in _prose(p) for hit in retired_words(text)]
    assert not found, f"{p.id}: " + "; ".join(found)


def test_the_lesson_list_uses_the_same_words() -> None:
    found = [f"{lesson.id}: {hit}" for lesson in load_lessons()
             for hit in retired_words(lesson.title) + retired_words(lesson.summary)]
    assert not found, "; ".join(found)


# --------------------------------------------------------------------------------------
# Cards: no notation, one style


#: A card code ("Ks", "10h", "JK"); "As" and "Ah" only where no English word follows ("As soon").
_CODE = re.compile(r"(?<![\w(])(?:10|[2-9TJQK])[shdc](?!\w)|(?<![\w(])A[dc](?!\w)"
                   r"|(?<![\w(])A[sh](?!\w)(?! [a-z])|(?<!\w)JK(?!\w)")
#: Ranks written as the notation's rank-only form: "A A 2", "8 8 2 2", "K K joker", "Q-Q-2".
_RANK_RUN = re.compile(r"(?<!\w)(?:10|[2-9JQKA])(?:[ -](?:10|[2-9JQKA]|joker)(?!\w)){2,}")
_RANKS = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "10": "ten", "9": "nine", "8": "eight",
          "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two"}
_SUITS = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}
_SYMBOL = re.compile(r"(10|[2-9JQKA])([♠♥♦♣])")


def notation_in(text: str) -> list[str]:
    return [m.group(0) for m in _CODE.finditer(text)] + [m.group(0) for m in _RANK_RUN.finditer(text)]


def card_style_faults(text: str) -> list[str]:
    """Every card symbol must follow its name in words: "the king of clubs (K♣)"."""
    faults = []
    for m in _SYMBOL.finditer(text):
        rank, suit = m.groups()
        name = f"{_RANKS[rank]} of {_SUITS[suit]} ({rank}{suit})"
        if not text[: m.end() + 1].endswith(name):
            faults.append(f"{m.group(0)}: write 'the {name}'")
    return faults


def test_the_card_checks_catch_notation_and_bare_symbols() -> None:
    assert notation_in("take Ks Kh; discard 9c") == ["Ks", "Kh", "9c"]
    assert notation_in("meld As Ah Ac") == ["As", "Ah", "Ac"]
    assert notation_in("As soon as a player is to draw") == []
    assert notation_in("Meld K K joker as your first meld") == ["K K joker"]
    assert notation_in('"D-D-2 is in order"') == []  # a Danish letter, caught as untranslated
    assert notation_in("so 8 8 2 2 is a meld") == ["8 8 2 2"]
    assert not notation_in("60 + 30 = 90, enough (000, 003); a two (2♥)")
    assert card_style_faults("its top card K♣") == ["K♣: write 'the king of clubs (K♣)'"]
    assert card_style_faults("lay out the three of diamonds (3♦)") == []


@pytest.mark.parametrize(("lang", "p"), EVERY_LANGUAGE, ids=EVERY_ID)
def test_no_play_notation_in_titles_and_notes(lang: str, p: Position) -> None:
    found = [f"{key}: {hit}" for key, text in _prose(p) for hit in notation_in(text)]
    assert not found, f"{lang}: {p.id}: write cards in words, not notation: " + "; ".join(found)


@pytest.mark.parametrize("p", SHIPPED, ids=IDS)
def test_one_card_style(p: Position) -> None:
    found = [f"{key}: {hit}" for key, text in _prose(p) for hit in card_style_faults(text)]
    assert not found, f"{p.id}: " + "; ".join(found)


#: A card symbol as every language writes it: in parentheses, after the card's name in words.
_NAMED_SYMBOL = re.compile(r"[^\W\d_][\w-]* \((?:10|[2-9JQKA])[♠♥♦♣]\)")


def bare_symbols(text: str) -> list[str]:
    """The card symbols of ``text`` not written "name (K♣)" (any language's name)."""
    named = {m.end() - 1 for m in _NAMED_SYMBOL.finditer(text)}
    return [m.group(0) for m in _SYMBOL.finditer(text) if m.end() not in named]


def test_the_bare_symbol_check_is_about_the_parentheses_only() -> None:
    assert bare_symbols("its top card K♣, and 4♥; (Q♠)") == ["K♣", "4♥", "Q♠"]
    assert bare_symbols("Læg ruder treer (3♦) ud; die Herz-Vier (4♥)") == []


@pytest.mark.parametrize(("lang", "p"), [(lang, p) for lang, p in EVERY_LANGUAGE if lang != "en"],
                         ids=[i for i in EVERY_ID if not i.startswith("en:")])
def test_a_card_symbol_follows_its_name_in_every_language(lang: str, p: Position) -> None:
    found = [f"{key}: {hit}" for key, text in _prose(p) for hit in bare_symbols(text)]
    assert not found, f"{lang}: {p.id}: name the card in words, then its symbol in parentheses: " + "; ".join(found)


# --------------------------------------------------------------------------------------
# Quotations in English


#: Function words of the sources' languages that English prose never uses (German, Dutch,
#: Danish, Swedish), and the letters English does not have.
FOREIGN_WORDS = {
    "und", "oder", "nicht", "ist", "der", "das", "dem", "den", "des", "ein", "eine", "einen", "mit", "auf",
    "wenn", "zu", "sich", "auch", "du", "bis",
    "het", "een", "niet", "je", "jij", "van", "moet", "maken", "kaart", "stok", "dat", "wie", "maar",
    "og", "ikke", "af", "til", "det", "kan", "kort", "bunken", "spiller", "er",
    "och", "inte", "att", "ett", "för", "måste",
}
FOREIGN_LETTERS = set("æøåäöüßëïé")


def untranslated(text: str) -> list[str]:
    words = re.findall(r"[^\W\d_]+", text.lower())
    return sorted({w for w in words if w in FOREIGN_WORDS or FOREIGN_LETTERS & set(w)})


def test_the_foreign_word_check_catches_the_sources_languages() -> None:
    assert untranslated('(003, "oder in diesem Zug fertigstellt")') == ["oder"]
    assert untranslated('"Om het uit te kunnen maken moet je minimaal twee canasta\'s hebben gevormd."')
    assert untranslated('"Så snart en spiller vil trække og ikke kan, stopper spillet"')
    assert untranslated('"D-D-2 er i orden" (D = dame)') == ["er"]
    assert not untranslated('The Danish guide (000): "A meld such as queen, queen, two is in order."')


@pytest.mark.parametrize("p", SHIPPED, ids=IDS)
def test_quotations_are_translated(p: Position) -> None:
    found = [f"{key}: {', '.join(words)}" for key, text in _prose(p) if (words := untranslated(text))]
    assert not found, f"{p.id}: translate the quotation (keep the source number): " + "; ".join(found)


# --------------------------------------------------------------------------------------
# About the game, not the program


SOFTWARE = re.compile(r"\b(coach|judge|ruleset|option|position|next step|program|software|app)s?\b", re.I)


@pytest.mark.parametrize("p", SHIPPED, ids=IDS)
def test_no_remarks_about_the_software(p: Position) -> None:
    found = [f"{key}: {m.group(0)!r}" for key, text in _prose(p) for m in SOFTWARE.finditer(text)]
    assert not found, f"{p.id}: the note speaks about the game, not the program: " + "; ".join(found)


# --------------------------------------------------------------------------------------
# Player counts


def test_player_count_words() -> None:
    """Two players have no partner and no side; three players have no fixed sides."""
    found = []
    for p in SHIPPED:
        if p.ruleset.players == 4:
            continue
        words = ["your side", "the other side", "your partner"] if p.ruleset.players == 2 else ["your side", "the other side"]
        for key, text in _prose(p):
            found += [f"{p.id} {key}: {w!r}" for w in words if _has(text, w)]
    assert not found, "; ".join(found)


# --------------------------------------------------------------------------------------
# One question once


def _question_of(p: Position) -> tuple[object, ...]:
    return (p.ask, p.question, p.hand, p.our_melds, p.their_melds, p.pile, p.ruleset)


def test_no_two_positions_ask_the_same_question() -> None:
    seen: dict[tuple[object, ...], str] = {}
    for p in SHIPPED:
        key = _question_of(p)
        assert key not in seen, f"{p.id} asks the same question as {seen[key]}"
        seen[key] = p.id
    for lang in languages_present():
        titles: dict[str, str] = {}
        for p in [in_language(each, lang) for each in _shipped_in("en")]:
            assert p.title.lower() not in titles, f"{lang}: {p.id} has the title of {titles[p.title.lower()]}"
            titles[p.title.lower()] = p.id


# --------------------------------------------------------------------------------------
# The title's shape: "Situation - question?", in every language


#: The dashes a title may set between the situation and the question: the spaced hyphen,
#: and the spaced en dash that Danish and German typesetting use for it.
TITLE_DASHES = (" - ", " – ")


def title_dash(title: str) -> str | None:
    """The dash that sets the situation off the question in ``title``, or None."""
    found = [dash for dash in TITLE_DASHES if dash in title]
    return found[0] if len(found) == 1 else None if not found else "both"


@pytest.mark.parametrize(("lang", "p"), EVERY_LANGUAGE, ids=EVERY_ID)
def test_a_title_is_a_situation_then_a_question(lang: str, p: Position) -> None:
    assert p.title.endswith("?"), f"{lang}: {p.id}: a title ends with the question the buttons answer: {p.title!r}"
    assert title_dash(p.title) != "both", f"{lang}: {p.id}: one dash in a title: {p.title!r}"


@pytest.mark.parametrize("lang", languages_present())
def test_a_language_sets_its_titles_with_one_dash(lang: str) -> None:
    """A language writes "Situation - question?" with the spaced hyphen or with its own
    spaced en dash ("Situation – Frage?"), the same in every title."""
    dashes = {dash for p in _shipped_in(lang) if (dash := title_dash(p.title))}
    assert len(dashes) <= 1, f"{lang}: the titles mix the dashes {sorted(dashes)}: choose one"


def test_the_style_guide_is_linked_from_the_readme() -> None:
    assert STYLE.is_file()
    assert "canasta_teach/data/positions/STYLE.md" in README.read_text(encoding="utf-8")


# --------------------------------------------------------------------------------------
# The title asks what the buttons ask


#: The words a title's question uses, per ask (the guide's table): a title ends with the
#: question its buttons answer.
TITLE_QUESTIONS: dict[Ask, tuple[str, ...]] = {
    Ask.TAKE_PILE: (r"take (the pile|it)( with [^?]+)?\?",),
    Ask.GO_OUT: (r"can you go out\?", r"go out in the same turn\?"),
    Ask.PLAY: ("is the turn allowed?",),
    Ask.SCORE: ("the score?",),
    Ask.GAME_OVER: ("who has won?",),
    Ask.CANASTA_KIND: ("what kind of canasta, if any?",),
    Ask.MIN_MELD: ("how much must its first meld be worth?", "how much must your first meld be worth?"),
    Ask.INITIAL_MELD: ("first meld?",),
    Ask.MUST_TAKE: ("must you take the pile?",),
    Ask.HAND_OVER: ("is the hand over?",),
    Ask.PILE_FROZEN: ("is it frozen?", "is it frozen now?", "is it still frozen?"),
    Ask.BEST_PLAY: ("how many legal plays do you have?",),
}


#: The asks whose endings above are patterns.
_PATTERNS = {Ask.TAKE_PILE, Ask.GO_OUT}


#: Tranca (lesson 13): ``pile-frozen`` asks whether the pile is blocked (003).
TRANCA_BLOCKED = ("is the pile blocked for you?", "is it blocked?")

@pytest.mark.parametrize("p", [p for p in SHIPPED if p.ask in TITLE_QUESTIONS], ids=lambda p: p.id)
def test_the_title_asks_what_the_buttons_ask(p: Position) -> None:
    endings = TITLE_QUESTIONS[p.ask]
    if p.ask is Ask.PILE_FROZEN and p.ruleset.is_tranca:
        endings = TRANCA_BLOCKED  # Tranca has no frozen pile: the buttons say whether it is blocked
    assert any(re.search(f"(?:{e})$" if p.ask in _PATTERNS else re.escape(e) + "$", p.title.lower()) for e in endings), (
        f"{p.id}: title {p.title!r} should end with one of {endings}")
