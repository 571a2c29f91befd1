"""The catalogue per language (issue 21): Project Fluent files, checked with Fluent's own
parser; the language as a value (a context per page, per thread, per callback), never a
mutated global; numbers in each locale's digits; choosing a page's language."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import babel
import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Visitor

from canasta_teach.game.cards import Card, Rank
from canasta_teach.judge.catalogue import (
    ENGLISH,
    LOCALES,
    PSEUDO,
    Words,
    choose_language,
    complete_languages,
    current_language,
    languages,
    speaking,
    words_for,
)
from canasta_teach.judge.wording import count_text, has_message, phrase, say

SCHOOL = ("en", "da", "sv", "de", "nl")


# --------------------------------------------------------------------------------------
# Every catalogue complete and consistent with English (Fluent's parser does the reading)


class _Selectors(Visitor):
    """The variable names a message uses and the variant keys of its selectors."""

    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.keys: list[tuple[str, str]] = []  # (selector variable, key)

    def visit_VariableReference(self, node: fl.VariableReference) -> None:  # noqa: N802 - the visitor's names
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: fl.SelectExpression) -> None:  # noqa: N802
        name = node.selector.id.name if isinstance(node.selector, fl.VariableReference) else ""
        for variant in node.variants:
            if isinstance(variant.key, fl.Identifier):
                self.keys.append((name, variant.key.name))
        self.generic_visit(node)


def _messages(lang: str) -> dict[str, fl.Message]:
    out: dict[str, fl.Message] = {}
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, fl.Junk)]
        assert not junk, f"{path}: {junk[0].annotations[0].message}: {junk[0].content[:80]!r}"
        for entry in resource.body:
            if isinstance(entry, fl.Message):
                assert entry.id.name not in out, f"{path}: {entry.id.name} is defined twice in {lang}"
                out[entry.id.name] = entry
    return out


def test_english_is_the_whole_catalogue() -> None:
    english = _messages(ENGLISH)
    assert len(english) > 1000
    assert ENGLISH in complete_languages() and languages()[0] == ENGLISH
    for name, message in english.items():
        assert message.value is not None, f"{name} has no text"


@pytest.mark.parametrize("lang", [code for code in languages() if code != ENGLISH])
def test_a_translation_has_every_message_with_the_same_facts(lang: str) -> None:
    """A translation a learner may choose (complete) has each English message, names only
    the facts English gives it, and selects on the CLDR plural categories of its locale."""
    english, messages = _messages(ENGLISH), _messages(lang)
    unknown = sorted(set(messages) - set(english))
    assert not unknown, f"{lang} has messages English does not: {unknown[:10]}"
    if lang not in complete_languages():
        pytest.skip(f"{lang} is not complete yet ({len(set(english) - set(messages))} missing): not offered")
    categories = set(babel.Locale.parse(lang).plural_form.tags) | {"other"}
    for name, message in messages.items():
        theirs, ours = _Selectors(), _Selectors()
        theirs.visit(message)
        ours.visit(english[name])
        assert theirs.variables <= ours.variables | {"gender", "article", "case"}, (lang, name, theirs.variables)
        for variable, key in theirs.keys:
            if variable == "n" or variable in ours.variables:
                if key in ("zero", "one", "two", "few", "many", "other"):
                    assert key in categories, f"{lang} {name}: [{key}] is no plural category of {lang}"


def test_the_completeness_check_is_the_datas() -> None:
    """A language is offered when its files have every English message: a folder with one
    message missing is not (nothing in the code lists the languages)."""
    assert set(complete_languages()) <= set(languages())
    for lang in languages():
        missing = set(_messages(ENGLISH)) - set(_messages(lang))
        assert (lang in complete_languages()) == (not missing), lang


# --------------------------------------------------------------------------------------
# The try-out: the hardest messages in Fluent (the README's "Languages" says why Fluent)

GERMAN = """
rank-K =
    { $n ->
        [one] König
       *[other] Könige
    }
    .gender = masculine
rank-Q =
    { $n ->
        [one] Dame
       *[other] Damen
    }
    .gender = feminine
suit-s = Pik
card-name =
    { $article ->
        [definite] { $case ->
            [accusative] { $gender ->
                [masculine] den
                [feminine] die
               *[other] das
            }
           *[nominative] { $gender ->
                [masculine] der
                [feminine] die
               *[other] das
            }
        }{" "}
       *[none] {""}
    }{ $suit }-{ $rank }
step-discard = du legst { CARD($card, form: "name", article: "definite", case: "accusative") } ab
prompt-card-value = Was ist { CARD($card, form: "name", article: "definite") } ({ $card }) wert?
noun-card =
    { $n ->
        [one] Karte
       *[other] Karten
    }
count = { $n } { $noun }
numbers =
    { $n ->
        [0] keine
        [1] eine
        [2] zwei
        [3] drei
       *[other] { $n }
    }
"""


def _language(lang: str, ftl: str) -> Words:
    english = words_for(ENGLISH)
    return Words(f"{lang}-x-tryout", (*english.resources, *english.derived("x", ftl).resources[-1:]), True, lang)


def test_a_german_card_takes_its_article_and_case() -> None:
    german = _language("de", GERMAN)
    with speaking(german):
        assert phrase("step.discard", card=Card.parse("Ks")) == "du legst den Pik-König ab"
        assert say("prompt.card-value", card=Card.parse("Ks")) == "Was ist der Pik-König (K♠) wert?"
        assert phrase("step.discard", card=Card.parse("Qs")) == "du legst die Pik-Dame ab"
        assert say("prompt.add", card=Card.parse("Ks"), rank=Rank.KING).endswith("Könige?")  # a rank plural
    assert phrase("step.discard", card=Card.parse("Ks")) == "discard the K♠"  # English untouched


COUNTS = {
    "en": ("card", "cards", "one", "two"),
    "da": ("kort", "kort", "ét", "to"),
    "sv": ("kort", "kort", "ett", "två"),
    "de": ("Karte", "Karten", "eine", "zwei"),
    "nl": ("kaart", "kaarten", "één", "twee"),
}


@pytest.mark.parametrize("lang", SCHOOL)
def test_a_count_with_its_noun_in_each_language(lang: str) -> None:
    one, many, word_one, word_two = COUNTS[lang]
    words = _language(lang, f"""
noun-card =
    {{ $n ->
        [one] {one}
       *[other] {many}
    }}
numbers =
    {{ $n ->
        [1] {word_one}
        [2] {word_two}
       *[other] {{ $n }}
    }}
""")
    with speaking(words):
        assert count_text(1, "card") == f"{word_one} {one}"
        assert count_text(2, "card") == f"{word_two} {many}"
        assert count_text(5000, "card") == f"{words.digits(5000)} {many}"


@pytest.mark.parametrize(("lang", "written"), [("en", "5000"), ("da", "5.000"), ("de", "5.000"), ("nl", "5.000"),
                                               ("sv", "5\u00a0000")])
def test_numbers_are_written_the_locales_way(lang: str, written: str) -> None:
    """English writes scores without a separator (the choice: its sources do); the others
    as CLDR says (Babel)."""
    words = words_for(ENGLISH) if lang == ENGLISH else _language(lang, "")
    assert words.digits(5000) == written
    assert words.digits(7) == "7" and words.digits(-300) in ("-300", "\u2212300")
    with speaking(words):
        assert written in say("game.neither", target=5000, ours=4200, theirs=3100)


def test_the_gettext_way_needs_a_message_per_case_and_gender() -> None:
    """The same German card with Babel's gettext: the code must choose the message by case
    and gender (``pgettext``), so the grammar leaks into Python; Fluent keeps it in the
    translator's file (the README's "Languages")."""
    from babel.messages.catalog import Catalog
    from babel.support import Translations

    catalog = Catalog(locale="de")
    catalog.add("the {suit}-{rank}", "den {suit}-{rank}", context="accusative masculine")
    catalog.add("the {suit}-{rank}", "die {suit}-{rank}", context="accusative feminine")
    catalog.add(("{n} card", "{n} cards"), ("{n} Karte", "{n} Karten"))
    import io

    from babel.messages.mofile import write_mo

    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    t = Translations(buffer)
    gender = {"K": "masculine", "Q": "feminine"}
    assert t.pgettext(f"accusative {gender['K']}", "the {suit}-{rank}").format(suit="Pik", rank="König") == "den Pik-König"
    assert t.ngettext("{n} card", "{n} cards", 2).format(n=2) == "2 Karten"


# --------------------------------------------------------------------------------------
# The language is a value: it never leaks across pages, threads or tasks


def test_speaking_is_a_block_and_english_is_the_default() -> None:
    assert current_language() == ENGLISH
    with speaking(PSEUDO):
        assert current_language() == PSEUDO and say("prompt.pile-frozen").startswith("⟦")
        with speaking(ENGLISH):
            assert say("prompt.pile-frozen") == "Is the discard pile frozen for your side?"
        assert current_language() == PSEUDO
    assert current_language() == ENGLISH


def test_two_threads_speak_two_languages_at_once() -> None:
    seen: dict[str, set[str]] = {ENGLISH: set(), PSEUDO: set()}
    start = threading.Barrier(2)

    def page(lang: str) -> None:
        with speaking(lang):
            start.wait()
            for _ in range(300):
                seen[lang].add(say("prompt.card-value", card=Card.parse("Ks"))[:1])

    threads = [threading.Thread(target=page, args=(lang,)) for lang in seen]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen == {ENGLISH: {"W"}, PSEUDO: {"⟦"}}
    assert current_language() == ENGLISH


def test_two_tasks_speak_two_languages_at_once() -> None:
    async def page(lang: str) -> list[str]:
        out = []
        with speaking(lang):
            for _ in range(20):
                out.append(phrase("app.title"))
                await asyncio.sleep(0)
        return out

    async def both() -> list[list[str]]:
        return list(await asyncio.gather(page(ENGLISH), page(PSEUDO)))

    english, pseudo = asyncio.run(both())
    assert len(set(english)) == 1 and not english[0].startswith("⟦")
    assert len(set(pseudo)) == 1 and pseudo[0].startswith("⟦")


def test_two_pages_in_two_languages_in_one_kernel() -> None:
    """Two app pages built in one kernel, each in its language; each widget keeps the
    language of its page, and a callback through the comm guard speaks it."""
    from canasta_teach.app import guard
    from canasta_teach.app.language import page_speaking, widget_language
    from canasta_teach.app.shell import AppShell

    with page_speaking(PSEUDO):
        marked = AppShell({"quiz": ""}, store=lambda: None)
    with page_speaking(ENGLISH):
        plain = AppShell({"quiz": ""}, store=lambda: None)
    skip_links = [shell.widget.children[1].value for shell in (marked, plain)]  # built with the page
    assert "⟦" in skip_links[0] and "⟦" not in skip_links[1]
    said: list[str] = []

    def handler(_stream: object, _idents: object, msg: dict) -> None:
        said.append(phrase("app.title"))

    guarded = guard._guarded("comm_msg", handler, None)
    for shell in (marked, plain):
        comm_id = shell.router.model_id
        assert widget_language(comm_id) is not None
        guarded(None, None, {"content": {"comm_id": comm_id, "data": {"method": "custom", "content": {}}}})
    assert said[0].startswith("⟦") and not said[1].startswith("⟦")
    assert current_language() == ENGLISH


# --------------------------------------------------------------------------------------
# Choosing a page's language


def test_a_page_speaks_the_address_then_the_learner_then_the_class_then_the_browser() -> None:
    offered = complete_languages()
    assert choose_language() == ENGLISH
    assert choose_language(asked="en", remembered="xx") == "en"
    assert choose_language(asked="xx", accept_language="fr-CH, fr;q=0.9, en;q=0.8") == "en"
    assert choose_language(asked=PSEUDO) == PSEUDO  # a test may ask for the pseudo-locale by name
    assert choose_language(accept_language="*;q=0.5") == ENGLISH
    for lang in offered:
        assert choose_language(accept_language=f"{lang}-XX;q=0.9, zz") == lang
        assert choose_language(remembered=lang, class_default=ENGLISH) == lang
        assert choose_language(class_default=lang, accept_language="en") == lang


def test_the_store_remembers_a_learners_language(tmp_path: Path) -> None:
    from canasta_teach.progress.store import ProgressStore

    with ProgressStore.open(tmp_path / "p.sqlite3") as store:
        assert store.remembered_language("ann") is None
        store.remember_language("ann", "da")
        store.remember_language("ann", "de")
        assert store.remembered_language("ann") == "de"
        with pytest.raises(ValueError):
            store.remember_language("ann", "<script>")


def test_a_page_remembers_the_language_its_address_asks_for(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta_teach.app.language import page_language
    from canasta_teach.progress.store import ProgressStore

    store = ProgressStore.open(tmp_path / "p.sqlite3")
    monkeypatch.setattr("canasta_teach.progress.recorder.open_store", lambda: store)
    monkeypatch.delenv("HTTP_ACCEPT_LANGUAGE", raising=False)
    assert page_language({"lang": PSEUDO}, learner="ann") == PSEUDO  # the pseudo-locale is never remembered
    assert store.remembered_language("ann") is None
    assert page_language({"lang": "en"}, learner="ann") == "en"
    assert store.remembered_language("ann") == "en"
    assert page_language({}, learner="ann") == "en"


def test_the_language_menu_keeps_the_address(monkeypatch: pytest.MonkeyPatch) -> None:
    """The menu lists the complete languages only, each link the same address in another
    language (nothing to choose while English is the only complete one)."""
    from canasta_teach.app import language

    assert language.language_menu_html({"lesson": "6", "me": "abc"}) == ("" if len(complete_languages()) < 2 else
                                                                         language.language_menu_html({"lesson": "6", "me": "abc"}))
    monkeypatch.setattr(language, "complete_languages", lambda: ("en", "da"))
    monkeypatch.setattr(language, "language_name", lambda code: {"en": "English", "da": "Dansk"}[code])
    html = language.language_menu_html({"lesson": "6", "me": "abc", "lang": "en"})
    assert 'href="?lesson=6&amp;me=abc&amp;lang=da"' in html and 'hreflang="da"' in html and ">Dansk<" in html
    assert 'aria-current="true">English<' in html


def test_the_command_line_speaks_its_lang_option(capsys: pytest.CaptureFixture[str]) -> None:
    from canasta_teach.cli.main import main

    assert main(["rules", "--lang", PSEUDO]) == 0
    out = capsys.readouterr().out
    assert "⟦" in out and current_language() == ENGLISH
    assert has_message("cli.rulesets")
    with pytest.raises(SystemExit):
        main(["rules", "--lang", "xx"])
