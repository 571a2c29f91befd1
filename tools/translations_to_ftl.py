"""Import a translator's catalogue into Fluent files: ``/work/translations/<lang>/catalogue.yaml``
(the old catalogue's keys, the old ``{n:card}`` brace language) and ``rules.yaml`` (the rule
book's words) become ``canasta_teach/locales/<lang>/<area>.ftl``, each message in the file
English keeps it in.

Re-run it after a translator's update: every message the translator's files hold is written
afresh from them, except a message whose comment starts with ``by hand`` (the grammar a
placeholder could not give, fixed in Fluent: keep it) ; messages the translator's files do not
hold (English added them after the translators' dump) are kept as they are in the folder.

    python tools/translations_to_ftl.py de [--from /work/translations]

The brace language is converted as ``tools/catalogue_to_ftl.py`` does, with the translators'
changed specs (``{rank:a}`` for ``{rank}``, ``{n:natural card}`` for ``{n:word}``, extra
``{n:liegt|liegen}`` forms): each is a form of the same fact. The English rule book states its
numbers as words and digits (no facts): a translated statement's ``{natural_canasta}`` or
``{canasta_size:word}`` is written out with the classic numbers (``rule_numbers()``), in the
language's digits and number words, so it says what English says.
"""

from __future__ import annotations

import argparse
import re
import string
import sys
from pathlib import Path

import yaml
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as fl

sys.path.insert(0, str(Path(__file__).resolve().parent))
from catalogue_to_ftl import LOCALES, REPO, fluent_id, message_of  # noqa: E402

TRANSLATIONS = Path("/work/translations")
#: How each language groups thousands (the digits ``language.ftl`` asks for).
GROUP = {"da": ".", "de": ".", "nl": ".", "sv": "\u00a0"}
HAND = "by hand"


def english_areas() -> dict[str, str]:
    """Each English message id and the file (area) it lives in, in the English order."""
    out: dict[str, str] = {}
    for path in sorted((LOCALES / "en").glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fl.Message):
                out[entry.id.name] = path.stem
    return out


def existing(folder: Path) -> dict[str, fl.Message]:
    found: dict[str, fl.Message] = {}
    for path in sorted(folder.glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fl.Junk):
                raise SystemExit(f"{path}: cannot parse {entry.content[:80]!r}")
            if isinstance(entry, fl.Message):
                found[entry.id.name] = entry
    return found


def _digits(n: int, lang: str) -> str:
    text = str(abs(n))
    if abs(n) >= 1000:
        groups = []
        while text:
            groups.insert(0, text[-3:])
            text = text[:-3]
        text = GROUP[lang].join(groups)
    return ("-" if n < 0 else "") + text


def rule_text(template: str, numbers: dict[str, int], words: list[str], lang: str, where: str) -> str:
    """A translated rule sentence with its placeholders written out (the classic numbers)."""
    out: list[str] = []
    for literal, name, spec, _conversion in string.Formatter().parse(template):
        # a score the translator wrote in digits ("5000") in the language's digits ("5.000")
        literal = re.sub(r"(?<![\d.,])\d{4,}(?![\d.,])", lambda m: _digits(int(m.group(0)), lang), literal)
        out.append(literal.replace("{", "{{").replace("}", "}}"))
        if name is None:
            continue
        if name not in numbers:
            raise SystemExit(f"{where}: the placeholder {{{name}}} is no rule number (rule_numbers, prose_numbers)")
        n = numbers[name]
        out.append(words[n] if spec == "word" and 0 <= n < len(words) else _digits(n, lang))
    return "".join(out)


def rule_numbers_all() -> dict[str, int]:
    sys.path.insert(0, str(REPO))
    from canasta_teach.content.prose import prose_numbers
    from canasta_teach.game.rulesets import rule_numbers

    return {**prose_numbers(), **rule_numbers()}


def translated_entries(lang: str, source: Path) -> dict[str, str]:
    """The translator's messages by old id, rule book included (its numbers written out)."""
    folder = source / lang
    catalogue = yaml.safe_load((folder / "catalogue.yaml").read_text(encoding="utf-8"))
    entries = {str(k): str(v) for k, v in catalogue.items()}
    words = entries["numbers"].split("|")
    numbers = rule_numbers_all()
    book = yaml.safe_load((folder / "rules.yaml").read_text(encoding="utf-8"))
    for rule_id, parts in book["rules"].items():
        for part, text in parts.items():
            entries[f"rule.{rule_id}.{part}"] = rule_text(str(text).strip(), numbers, words, lang,
                                                          f"{folder / 'rules.yaml'}: {rule_id}.{part}")
    for code, name in book["sources"].items():
        literal = str(name).replace("{", "{{").replace("}", "}}")
        entries[f"source.{code}"] = literal
        entries[f"source.{code}.short"] = literal.split(" (")[0]
    return entries


def by_hand(message: fl.Message) -> bool:
    return message.comment is not None and message.comment.content.strip().lower().startswith(HAND)


def import_language(lang: str, source: Path = TRANSLATIONS, *, dry_run: bool = False) -> dict[str, int]:
    """Write ``locales/<lang>/*.ftl`` from the translator's files; returns how many messages
    each file has."""
    folder = LOCALES / lang
    folder.mkdir(parents=True, exist_ok=True)
    have = existing(folder)
    areas = english_areas()
    entries = {fluent_id(k): (k, v) for k, v in translated_entries(lang, source).items()}
    unknown = sorted(set(entries) - set(areas))
    if unknown:
        raise SystemExit(f"{source / lang}: ids English does not have: {', '.join(unknown[:10])}")
    files: dict[str, list[fl.Message]] = {}
    for new_id, area in areas.items():
        old = have.get(new_id)
        if old is not None and (by_hand(old) or new_id not in entries):
            message = old
        elif new_id in entries:
            old_id, template = entries[new_id]
            try:
                message = message_of(old_id, template)
            except ValueError as error:
                raise SystemExit(f"{source / lang / 'catalogue.yaml'}: {old_id}: {error}") from None
            if old is not None and old.attributes:
                message.attributes = old.attributes  # grammar (.gender) added in Fluent
        else:
            continue
        files.setdefault(area, []).append(message)
    # a message only this folder has (a language's own helper message) stays in its file
    extra = {i: m for i, m in have.items() if i not in areas}
    serializer = FluentSerializer()
    counts: dict[str, int] = {}
    for path in sorted(folder.glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fl.Message) and entry.id.name in extra:
                files.setdefault(path.stem, []).append(entry)
    for area, messages in files.items():
        counts[area] = len(messages)
        if dry_run:
            continue
        path = folder / f"{area}.ftl"
        header = (f"# {lang}: imported from the translator's files by tools/translations_to_ftl.py;\n"
                  f"# a message with a comment '# {HAND} ...' is kept when the import runs again.\n\n")
        text = header + serializer.serialize(fl.Resource(messages))
        junk = [e for e in FluentParser().parse(text).body if isinstance(e, fl.Junk)]
        if junk:
            raise SystemExit(f"{path}: the converted text does not parse: {junk[0].content[:120]!r}")
        path.write_text(text, encoding="utf-8")
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("langs", nargs="+", help="language codes (da sv de nl)")
    parser.add_argument("--from", dest="source", type=Path, default=TRANSLATIONS,
                        help="the translators' folder (default /work/translations)")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)
    english = len(english_areas())
    for lang in args.langs:
        counts = import_language(lang, args.source, dry_run=args.dry_run)
        print(f"{lang}: {sum(counts.values())} of {english} messages "
              f"({', '.join(f'{a} {n}' for a, n in sorted(counts.items()))})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
