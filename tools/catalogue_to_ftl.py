"""Convert the old Python catalogue (``CATALOGUE = {...}`` in ``judge/wording.py``) into
Fluent files, ``canasta_teach/locales/en/<area>.ftl``.

The catalogue moved to Fluent once (issue 21); this script did it and stays for entries
other engineers add to the old dict on their branches before they rebase: run it on the
file that still has the dict and it appends the entries the Fluent files lack (existing
messages are never rewritten: the .ftl files are the source now).

    python tools/catalogue_to_ftl.py OLD_WORDING.py            # add missing entries
    python tools/catalogue_to_ftl.py OLD_WORDING.py --dry-run  # only list them

The old format language maps onto Fluent like this (``canasta_teach/locales/README.md``):

- ``{x}`` -> ``{ $x }`` (a fact: the words module renders cards, sides, plays... in the
  bundle's language; an integer is a number in the locale's digits);
- ``{n:one|many}`` -> ``{ $n -> [one] one *[other] many }`` (CLDR plural categories);
- ``{n:card}`` -> ``{ COUNT($n, noun: "card") }``, ``{n:#card}`` with ``digits: "yes"``,
  ``{n:#@rank}`` -> ``{ COUNT($n, $rank, digits: "yes") }`` (the noun is the rank's);
- ``{n:word}`` -> ``{ WORD($n) }``, ``{n:+}`` -> ``{ SIGNED($n) }``, ``{n:margin}`` ->
  ``{ MARGIN($n) }``;
- ``{card:name}`` -> ``{ CARD($card, form: "name") }``, ``{rank:plural}`` -> ``{ RANK($rank,
  form: "plural") }``, ``{rank:a}`` -> ``{ RANK($rank, form: "a") }``;
- ``{melds:valued}`` -> ``{ MELDS($melds, valued: "yes") }``, ``{c:choice}`` -> ``{ CHOICE($c) }``;
- ``numbers`` / ``noun.*`` / ``rank.*`` (``one|many`` forms) -> a selector on ``$n``.

Message ids keep their names with ``.`` and spaces made ``-`` (``rank.a.K`` ->
``rank-a-K``); the words module maps an old id the same way (``fluent_id``).
"""

from __future__ import annotations

import argparse
import ast
import string
import sys
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as fl

REPO = Path(__file__).resolve().parent.parent
LOCALES = REPO / "canasta_teach" / "locales"

#: Which file of a language holds a message, by the first part of its old id (the rest go to
#: rulings.ftl: the judge's sentences).
AREAS: dict[str, tuple[str, ...]] = {
    "words": ("numbers", "count", "list", "noun", "rank", "suit", "card", "side", "spoken", "answer",
              "choice", "who", "display", "turn", "step", "line"),
    "rules": ("rule", "source"),
    "practice": ("practice", "coach", "hint", "table", "act", "guided", "log", "three"),
    "dashboard": ("dashboard",),
    "handout": ("handout",),
    "cli": ("roster", "admin", "server"),
    "app": ("app", "quiz", "feedback", "notebook", "identity", "name", "progress", "generate", "prompt"),
}
HEADERS = {
    "words": "Words the sentences are made of: numbers, nouns, ranks, suits, cards, sides, answers.",
    "rules": "The rule book: each rule's title, statement and note, and the sources' names.",
    "practice": "The practice table, act steps, the coach, hints and guided hands.",
    "dashboard": "The teacher's dashboard.",
    "handout": "The printed handout.",
    "cli": "The command line and the class server: roster, class list, server pages.",
    "app": "The app's own words: index, lesson pages, the quiz, names and codes, questions.",
    "rulings": "The judge's rulings, refusals and their reasons.",
}
_FUNCTION_OF_SPEC = {"word": "WORD", "+": "SIGNED", "margin": "MARGIN", "choice": "CHOICE"}
_PARSER = string.Formatter()


def fluent_id(old: str) -> str:
    return old.replace(".", "-").replace(" ", "-")


def area_of(old: str) -> str:
    head = old.split(".", 1)[0]
    for area, heads in AREAS.items():
        if head in heads:
            return area
    return "rulings"


def _var(name: str) -> fl.VariableReference:
    return fl.VariableReference(fl.Identifier(name))


def _call(function: str, field: str, *more: str, **named: fl.Literal) -> fl.Placeable:
    return fl.Placeable(fl.FunctionReference(
        fl.Identifier(function),
        fl.CallArguments(positional=[_var(field), *(_var(m) for m in more)],
                         named=[fl.NamedArgument(fl.Identifier(k), v) for k, v in named.items()])))


def _text(value: str) -> fl.StringLiteral:
    return fl.StringLiteral(value.replace("\\", "\\\\").replace('"', '\\"'))


def _select(field: str, one: str, many: str) -> fl.Placeable:
    return fl.Placeable(fl.SelectExpression(_var(field), [
        fl.Variant(fl.Identifier("one"), fl.Pattern([fl.TextElement(one)])),
        fl.Variant(fl.Identifier("other"), fl.Pattern([fl.TextElement(many)]), default=True),
    ]))


def _placeable(field: str, spec: str) -> fl.Placeable:
    if not spec:
        return fl.Placeable(_var(field))
    if spec in _FUNCTION_OF_SPEC:
        return _call(_FUNCTION_OF_SPEC[spec], field)
    if spec == "name":
        return _call("CARD", field, form=_text("name"))
    if spec in ("plural", "a"):
        return _call("RANK", field, form=_text(spec))
    if spec == "valued":
        return _call("MELDS", field, valued=_text("yes"))
    if "|" in spec:
        one, many = spec.split("|", 1)
        return _select(field, one, many)
    digits = spec.startswith("#")
    spec = spec.lstrip("#")
    named: dict[str, fl.Literal] = {}
    more: tuple[str, ...] = ()
    if "@" in spec:
        prefix, rank = spec.split("@", 1)
        more = (rank,)
        if prefix:
            named["prefix"] = _text(prefix)
    else:
        named["noun"] = _text(spec)
    if digits:
        named["digits"] = _text("yes")
    return _call("COUNT", field, *more, **named)


def _escape_text(text: str) -> list[fl.PatternElement]:
    """Literal text as pattern elements: braces and edge spaces as string literals."""
    out: list[fl.PatternElement] = []
    chunk = ""
    for ch in text:
        if ch in "{}":
            if chunk:
                out.append(fl.TextElement(chunk))
                chunk = ""
            out.append(fl.Placeable(_text(ch)))
        else:
            chunk += ch
    if chunk:
        out.append(fl.TextElement(chunk))
    return out


def pattern_of(template: str) -> fl.Pattern:
    elements: list[fl.PatternElement] = []
    for literal, field, spec, _conversion in _PARSER.parse(template):
        elements.extend(_escape_text(literal))
        if field is not None:
            elements.append(_placeable(field, spec or ""))
    # leading and trailing blanks are dropped by Fluent's parser unless quoted
    if elements and isinstance(elements[0], fl.TextElement) and elements[0].value[:1].isspace():
        elements[0:1] = [fl.Placeable(_text(elements[0].value))]
    if elements and isinstance(elements[-1], fl.TextElement) and elements[-1].value[-1:].isspace():
        elements[-1:] = [fl.Placeable(_text(elements[-1].value))]
    return fl.Pattern(elements)


def forms_pattern(forms: list[str], *, numbered: bool) -> fl.Pattern:
    """``one|many`` forms (``noun.card``, ``rank.K``) or the number words (``numbers``) as a
    selector on ``$n``."""
    if numbered:
        variants = [fl.Variant(fl.NumberLiteral(str(i)), fl.Pattern([fl.TextElement(w)])) for i, w in enumerate(forms)]
        variants.append(fl.Variant(fl.Identifier("other"), fl.Pattern([fl.Placeable(_var("n"))]), default=True))
        return fl.Pattern([fl.Placeable(fl.SelectExpression(_var("n"), variants))])
    one, many = forms[0], forms[-1]
    return fl.Pattern([_select("n", one, many)])


def message_of(old_id: str, template: str) -> fl.Message:
    if old_id == "numbers":
        pattern = forms_pattern(template.split("|"), numbered=True)
    elif old_id.startswith(("noun.", "rank.")) and not old_id.startswith("rank.a.") and "|" in template:
        pattern = forms_pattern(template.split("|"), numbered=False)
    else:
        pattern = pattern_of(template)
    return fl.Message(fl.Identifier(fluent_id(old_id)), pattern)


def old_catalogue(path: Path) -> dict[str, str]:
    """The ``CATALOGUE`` dict literal of an old wording module, read without importing it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        target = node.target if isinstance(node, ast.AnnAssign) else (
            node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else None)
        if isinstance(target, ast.Name) and target.id == "CATALOGUE" and node.value is not None:  # type: ignore[union-attr]
            value = ast.literal_eval(node.value)  # type: ignore[union-attr]
            assert isinstance(value, dict)
            return value
    raise SystemExit(f"{path}: no CATALOGUE dict found")


def rule_book_entries() -> dict[str, str]:
    """The rule book's words (titles, statements, notes, source names) as old-style entries
    (braces doubled: a statement is literal text)."""
    sys.path.insert(0, str(REPO))
    from canasta_teach.game.rulebook import RULE_BOOK, SOURCES

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


def existing_ids(folder: Path) -> set[str]:
    ids: set[str] = set()
    for path in folder.glob("*.ftl"):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, (fl.Message, fl.Term)):
                ids.add(entry.id.name)
            elif isinstance(entry, fl.Junk):
                raise SystemExit(f"{path}: cannot parse {entry.content[:80]!r}")
    return ids


def convert(entries: dict[str, str], folder: Path, *, dry_run: bool = False) -> dict[str, list[str]]:
    """Append the entries ``folder``'s files lack, each to its area's file; returns the new
    ids by file."""
    have = existing_ids(folder)
    seen: dict[str, str] = {}
    added: dict[str, list[fl.Message]] = {}
    for old_id, template in entries.items():
        new_id = fluent_id(old_id)
        if new_id in seen and seen[new_id] != old_id:
            raise SystemExit(f"{old_id!r} and {seen[new_id]!r} both become the Fluent id {new_id!r}")
        seen[new_id] = old_id
        if new_id in have:
            continue
        added.setdefault(area_of(old_id), []).append(message_of(old_id, template))
    serializer = FluentSerializer()
    for area, messages in added.items():
        path = folder / f"{area}.ftl"
        if dry_run:
            continue
        text = path.read_text(encoding="utf-8") if path.exists() else f"# {HEADERS[area]}\n\n"
        body = serializer.serialize(fl.Resource(list(messages)))
        if text and not text.endswith("\n"):
            text += "\n"
        path.write_text(text + body, encoding="utf-8")
        check = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e for e in check.body if isinstance(e, fl.Junk)]
        if junk:
            raise SystemExit(f"{path}: the converted text does not parse: {junk[0].content[:120]!r}")
    return {area: [m.id.name for m in messages] for area, messages in added.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("wording", type=Path, help="a wording.py that still has the CATALOGUE dict")
    parser.add_argument("--dry-run", action="store_true", help="list the missing entries, write nothing")
    parser.add_argument("--no-rules", action="store_true", help="leave out the rule book's entries")
    args = parser.parse_args(argv)
    entries = old_catalogue(args.wording)
    if not args.no_rules:
        entries.update(rule_book_entries())
    folder = LOCALES / "en"
    folder.mkdir(parents=True, exist_ok=True)
    added = convert(entries, folder, dry_run=args.dry_run)
    for area, ids in sorted(added.items()):
        print(f"{area}.ftl: {len(ids)} new: {', '.join(ids[:8])}{' ...' if len(ids) > 8 else ''}")
    if not added:
        print("nothing to add: every entry is in the Fluent files")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
