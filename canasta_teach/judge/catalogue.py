"""The catalogue: every word a learner reads, per language, in Project Fluent files
(``canasta_teach/locales/<lang>/*.ftl``), and the language a page or a command speaks.

Why Fluent (the README's "Languages" section has the try-out): a message is a small program
in the translator's hands (selectors on CLDR plural categories, on a rank's grammatical
gender, on a case), so German can say "den Pik-König" where English says "the king of
spades" without the code knowing either; gettext would need one msgid per case and gender.

The language is a value, never a mutated global: :class:`Words` is one language's
catalogue (its Fluent bundle, built once and cached), and the words module reads the
*current* one from a :class:`contextvars.ContextVar`. A page, a widget callback or a CLI
call speaks a language inside ``with speaking("de"):``; each thread and each asyncio task
has its own context, so two pages in two languages in one kernel cannot leak into each
other. Outside any ``speaking`` block the words are English.

A test speaks a made-up language with :meth:`Words.derived` (English with some messages
replaced, or every text element transformed: the pseudo-locale ``qps``).
"""

from __future__ import annotations

import argparse
import contextlib
import contextvars
import functools
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentNone, FluentType, NumberFormatOptions
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Transformer, Visitor

from ..errors import placing

__all__ = [
    "ENGLISH",
    "PSEUDO",
    "LOCALES",
    "Words",
    "words_for",
    "current_words",
    "current_language",
    "speaking",
    "languages",
    "complete_languages",
    "language_name",
    "choose_language",
    "fluent_id",
    "MissingFact",
    "checked_language",
    "language_option",
]

#: The source language: every other catalogue is checked against it.
ENGLISH = "en"
#: The pseudo-locale: English with every message marked and accented (tests find by it any
#: visible word that bypassed the catalogue).
PSEUDO = "qps"
#: Where the catalogue files are: one folder per language.
LOCALES = Path(__file__).resolve().parent.parent / "locales"


class MissingFact(KeyError):
    """A message needs a fact the caller did not give (a bug in the caller)."""


def fluent_id(message: str) -> str:
    """A message id as the Fluent files spell it: the code's ``rank.a.K`` is ``rank-a-K``
    (Fluent ids have no dots or spaces)."""
    return message.replace(".", "-").replace(" ", "-")


@functools.cache
def _fluent_id(message: str) -> str:
    return fluent_id(message)


class LocaleNumber(FluentInt):
    """A whole number in the bundle's locale: ``5000`` in English (the choice: scores in the
    English sources are written without a separator), ``5.000`` in Danish, German and Dutch,
    ``5 000`` in Swedish (CLDR, through Babel). Plural selectors see it as a number."""

    _GROUPED = NumberFormatOptions(useGrouping=True)
    _UNGROUPED = NumberFormatOptions(useGrouping=False)

    def __new__(cls, value: int, grouping: bool) -> LocaleNumber:  # type: ignore[misc]
        self = int.__new__(cls, value)
        self.options = cls._GROUPED if grouping else cls._UNGROUPED
        return self

    def format(self, locale: Any) -> str:
        n = int(self)
        if 0 <= n < 1000 or (n >= 0 and not self.options.useGrouping):
            return str(n)  # the same digits in every language of the school (and fast)
        return str(super().format(locale))


def _parse_folder(folder: Path) -> tuple[fl.Resource, ...]:
    parser = FluentParser(with_spans=False)
    resources = []
    for path in sorted(folder.glob("*.ftl")):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, fl.Junk)]
        if junk:
            raise ValueError(f"{path}: cannot read {(junk[0].content or '').strip()[:80]!r}: "
                             f"{'; '.join(str(a.message) for a in junk[0].annotations)}")
        resources.append(resource)
    return tuple(resources)


@functools.cache
def _resources(lang: str) -> tuple[fl.Resource, ...]:
    folder = LOCALES / lang
    if not folder.is_dir():
        raise LookupError(f"no catalogue for the language {lang!r} (no folder {folder})")
    return _parse_folder(folder)


def message_ids(resources: tuple[fl.Resource, ...]) -> frozenset[str]:
    return frozenset(e.id.name for r in resources for e in r.body if isinstance(e, fl.Message))


#: How many messages a catalogue remembers as said (then it starts afresh).
_SAID_MAX = 10_000

def _said_key(message: str, attribute: str | None, args: Mapping[str, Any]) -> tuple[Any, ...] | None:
    """What a message's text depends on (its id and the facts' values with their types), or
    None when a fact cannot be a key (not hashable)."""
    parts: list[Any] = [message, attribute]
    for name in sorted(args):
        value = args[name]
        kind = type(value)
        if kind is LocaleNumber or kind is str:
            parts.append((name, kind, value))
            continue
        raw = getattr(value, "value", _UNHASHABLE)
        try:
            hash(raw)
        except TypeError:
            return None
        if raw is _UNHASHABLE:
            return None
        parts.append((name, kind, type(raw), raw))
    return tuple(parts)


_UNHASHABLE = object()

#: The Fluent functions a message may call (``{ CARD($card, form: "name") }``); set by the
#: words module (``judge/wording.py``), which renders the facts.
FUNCTIONS: dict[str, Callable[..., Any]] = {}


@dataclass(frozen=True, eq=False)
class Words:
    """One language's catalogue: its Fluent bundle (messages compiled on first use) and how
    it writes numbers. Immutable; :func:`words_for` caches one per language."""

    lang: str
    resources: tuple[fl.Resource, ...]
    grouping: bool = True
    #: The CLDR locale of plurals and digits (a derived test language keeps its parent's).
    locale: str = ""
    _bundle: FluentBundle = field(init=False, repr=False)
    ids: frozenset[str] = field(init=False, repr=False)
    _said: dict[tuple[Any, ...], str] = field(init=False, repr=False, default_factory=dict)

    def __post_init__(self) -> None:
        bundle = FluentBundle([self.locale or self.lang], functions=FUNCTIONS,
                              use_isolating=False)
        for resource in self.resources:
            bundle.add_resource(resource, allow_overrides=True)  # a derived catalogue's last word wins
        object.__setattr__(self, "_bundle", bundle)
        object.__setattr__(self, "ids", message_ids(self.resources))

    def has(self, message: str) -> bool:
        return _fluent_id(message) in self.ids

    def number(self, n: int) -> LocaleNumber:
        return LocaleNumber(n, self.grouping)

    def digits(self, n: int) -> str:
        """A whole number in this language's digits ("5000", "5.000", "5\u00a0000")."""
        return LocaleNumber(n, self.grouping).format(self._bundle._babel_locale)

    def variables(self, message: str) -> frozenset[str]:
        """The variables (facts) a message names, in any variant."""
        return _variables(self, _fluent_id(message))

    def format(self, message: str, args: Mapping[str, Any], attribute: str | None = None) -> str:
        """The message (or one of its attributes) with ``args`` (Fluent values already:
        strings, :class:`LocaleNumber`, facts). Raises KeyError for an unknown message and
        :class:`MissingFact` when the message needs an argument it was not given.

        A message is said once per language and facts, and remembered (a page says the same
        nouns, ranks, cards and labels over and over; the words of a fact are built of
        them): its text depends on nothing else."""
        key = _said_key(message, attribute, args)
        if key is not None:
            said = self._said.get(key)
            if said is not None:
                return said
        text = self._format(message, args, attribute)
        if key is not None:
            if len(self._said) >= _SAID_MAX:
                self._said.clear()
            self._said[key] = text
        return text

    def _format(self, message: str, args: Mapping[str, Any], attribute: str | None) -> str:
        try:
            entry = self._bundle.get_message(_fluent_id(message))
        except KeyError:
            raise KeyError(f"no message {message!r} in the {self.lang!r} catalogue") from None
        pattern = entry.attributes[attribute] if attribute else entry.value
        if pattern is None:
            raise KeyError(f"the message {message!r} has no value in the {self.lang!r} catalogue")
        errors: list[Exception] = []
        # not FluentBundle.format_pattern: it would turn a LocaleNumber back into a plain
        # FluentInt (grouped the CLDR way: "5,000" in English)
        env = ResolverEnvironment(context=self._bundle, current=CurrentEnvironment(args=dict(args)), errors=errors)
        if _CURRENT.get() is self:
            text = pattern(env)
        else:
            token = _CURRENT.set(self)  # the facts inside render in this bundle's language
            try:
                text = pattern(env)
            finally:
                _CURRENT.reset(token)
        if errors:
            first = errors[0]
            if "Unknown external" in str(first):
                raise MissingFact(f"the message {message!r} needs the fact "
                                  f"{str(first).split(': ', 1)[-1]!r}")
            if isinstance(first, (KeyError, MissingFact)):
                raise first
            raise ValueError(f"the message {message!r} ({self.lang}): {first}") from (
                first if isinstance(first, BaseException) else None)
        assert not isinstance(text, FluentNone)
        return text

    def attribute(self, message: str, name: str) -> str | None:
        """A message's attribute (``rank-K.gender``) as plain text, or None without it."""
        try:
            entry = self._bundle.get_message(_fluent_id(message))
        except KeyError:
            return None
        if name not in entry.attributes:
            return None
        return self.format(message, {}, attribute=name)

    def sources(self) -> dict[str, str]:
        """Each message's text as its Fluent source writes it (``{ $n -> ...}`` and all), by
        Fluent id: what tests read for words a catalogue must not hold."""
        from fluent.syntax.serializer import serialize_pattern

        return {e.id.name: serialize_pattern(e.value).strip() for r in self.resources for e in r.body
                if isinstance(e, fl.Message) and e.value is not None}

    def derived(self, lang: str, ftl: str = "", *, transform: Callable[[str], str] | None = None,
                mark: tuple[str, str] = ("", ""), only: Callable[[str], bool] | None = None) -> Words:
        """Another catalogue made from this one (a test language, the pseudo-locale): in the
        messages ``only`` picks (by Fluent id; all by default) every text element passed
        through ``transform`` and each value wrapped in ``mark``; then the messages of
        ``ftl`` (Fluent source) replacing or adding to this one's."""
        resources = self.resources
        if transform is not None or any(mark):
            resources = tuple(_transformed(r, transform or (lambda text: text), mark, only) for r in resources)
        if ftl:
            resources = (*resources, _parse_text(ftl))
        return Words(lang, resources, self.grouping, self.locale or self.lang)


@functools.lru_cache(maxsize=4096)
def _variables(words: Words, message: str) -> frozenset[str]:
    entry = words._bundle._messages.get(message)
    if entry is None:
        return frozenset()
    found: set[str] = set()

    class Collect(Visitor):
        def visit_VariableReference(self, node: fl.VariableReference) -> None:  # noqa: N802 - the visitor's names
            found.add(node.id.name)

    Collect().visit(entry)
    return frozenset(found)


def _parse_text(ftl: str) -> fl.Resource:
    resource = FluentParser(with_spans=False).parse(ftl)
    junk = [e for e in resource.body if isinstance(e, fl.Junk)]
    if junk:
        raise ValueError(f"cannot read {(junk[0].content or '').strip()[:80]!r}")
    return resource


class _TextTransformer(Transformer):
    def __init__(self, transform: Callable[[str], str]) -> None:
        self.transform = transform

    def visit_TextElement(self, node: fl.TextElement) -> fl.TextElement:  # noqa: N802 - the visitor's names
        node.value = self.transform(node.value)
        return node


def _transformed(resource: fl.Resource, transform: Callable[[str], str], mark: tuple[str, str] = ("", ""),
                 only: Callable[[str], bool] | None = None) -> fl.Resource:
    """A copy of ``resource`` with the values (not the attributes: they are grammar, such as
    ``.gender``) of the messages ``only`` picks transformed and marked."""
    copy = resource.clone()
    for entry in copy.body:
        if not isinstance(entry, fl.Message) or entry.value is None or (only is not None and not only(entry.id.name)):
            continue
        _TextTransformer(transform).visit(entry.value)
        if mark[0]:
            entry.value.elements.insert(0, fl.TextElement(mark[0]))
        if mark[1]:
            entry.value.elements.append(fl.TextElement(mark[1]))
    return copy


#: The pseudo-locale's accents (the text stays readable, and a word without them stands out).
_ACCENTED = str.maketrans("aeiouyAEIOUYcnsz", "àéîõüýÀÉÎÕÜÝçñšž")
#: The pseudo-locale's marks around every message (brackets no English sentence uses).
PSEUDO_MARKS = ("⟦", "⟧")


def pseudo_text(text: str) -> str:
    return text.translate(_ACCENTED)


@functools.cache
def words_for(lang: str) -> Words:
    """The catalogue of ``lang`` (an ISO code with a folder under ``locales/``, or the
    pseudo-locale ``qps``), built once."""
    if lang == PSEUDO:
        return words_for(ENGLISH).derived(PSEUDO, transform=pseudo_text, mark=PSEUDO_MARKS)
    resources = _resources(lang)
    words = Words(lang, resources)
    grouping = words.attribute("language", "grouping")
    return Words(lang, resources, grouping != "no") if grouping is not None else words


_CURRENT: contextvars.ContextVar[Words | None] = contextvars.ContextVar("canasta_teach_words", default=None)


def current_words() -> Words:
    """The catalogue the current page, callback or command speaks (English by default)."""
    words = _CURRENT.get()
    return words if words is not None else words_for(ENGLISH)


def current_language() -> str:
    return current_words().lang


@contextlib.contextmanager
def speaking(language: str | Words | None) -> Iterator[Words]:
    """Speak ``language`` (a code, a :class:`Words`, or None for English) inside the block:
    this thread's or task's context only."""
    words = language if isinstance(language, Words) else words_for(language or ENGLISH)
    token = _CURRENT.set(words)
    try:
        with placing(_place_words(words)):  # an error about a position file names its place in it too
            yield words
    finally:
        _CURRENT.reset(token)


def _place_words(words: Words) -> Callable[[str, str], str]:
    """How ``words`` names the place of a problem in a position file: ``error-entry``
    ("entry frozen", "Eintrag frozen") and ``error-key``."""
    def place(what: str, value: str) -> str:
        if not words.has(f"error-{what}"):  # a test language of a few messages
            return f"{what} {value}"
        return words.format(f"error-{what}", {what: value})
    return place


def languages() -> tuple[str, ...]:
    """Every language with a catalogue folder, English first."""
    found = sorted(p.name for p in LOCALES.iterdir() if p.is_dir() and any(p.glob("*.ftl")))
    return tuple(sorted(found, key=lambda code: (code != ENGLISH, code)))


@functools.cache
def missing_messages(lang: str) -> frozenset[str]:
    """The English messages ``lang``'s catalogue lacks."""
    return words_for(ENGLISH).ids - words_for(lang).ids


def complete_languages() -> tuple[str, ...]:
    """The languages a learner may choose: those whose catalogue has every English message
    (the language menu lists these; the check is the data's, not a list in the code)."""
    return tuple(lang for lang in languages() if not missing_messages(lang))


def language_name(lang: str) -> str:
    """A language's name in itself ("Deutsch"), from its own catalogue."""
    words = words_for(lang)
    return words.format("language", {}) if words.has("language") else lang


def choose_language(*, asked: str | None = None, remembered: str | None = None,
                    class_default: str | None = None, accept_language: str | None = None) -> str:
    """The language a page speaks: the one the address asks for (``?lang=de``), else the
    learner's remembered choice, else the class's default (``serve --lang``), else the
    browser's first acceptable language (``Accept-Language``), else English. Only complete
    catalogues count; anything else is passed over, never an error (anyone can type an
    address)."""
    offered = complete_languages()
    for choice in (asked, remembered, class_default):
        code = (choice or "").strip().lower()
        if code in offered or code == PSEUDO and choice:
            return code
    for code in _accepted(accept_language or ""):
        if code in offered:
            return code
        base = code.split("-")[0]
        if base in offered:
            return base
    return ENGLISH


def checked_language(text: str) -> str:
    """A language code given on the command line (``--lang de``): one with a complete
    catalogue, or the pseudo-locale ``qps``; anything else is a clear error."""
    code = text.strip().lower()
    if code in complete_languages() or code == PSEUDO:
        return code
    raise argparse.ArgumentTypeError(
        f"no complete catalogue for the language {text!r}: choose one of {', '.join(complete_languages())}")


def language_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--lang CODE`` to a command: its output in that language."""
    parser.add_argument("--lang", metavar="CODE", type=checked_language, default=None,
                        help=current_words().format("cli-help-lang", {"languages": ", ".join(complete_languages())}))


def _accepted(header: str) -> list[str]:
    """An ``Accept-Language`` header's languages, most wanted first."""
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")):
        piece = part.strip()
        if not piece:
            continue
        code, _, params = piece.partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        if quality > 0 and code.strip() != "*":
            ranked.append((-quality, i, code.strip().lower()))
    return [code for _q, _i, code in sorted(ranked)]


def is_fluent_value(value: object) -> bool:
    return isinstance(value, (FluentType, str))
