"""Import a translator's lesson prose into the product's data files (run again after a
translator's update).

The translators write plain YAML outside the repository, one folder per language
(``<translations>/<lang>/``, see their brief)::

    positions/<file>.yaml   position id -> {title, explain}, for each shipped position file
    lessons.yaml            lesson id -> {title, summary, intro, remember}
    guided.yaml             the guided hands file (hands.yaml) with each title translated

This tool writes them in the shape :mod:`canasta_teach.content.prose` reads:
``data/positions/<lang>/<file>.yaml``, ``data/lessons/<lang>/<lesson-id>.yaml`` and
``data/lessons/<lang>/guided.yaml``, in the order of the English files. It refuses (naming
the translator's file and entry, writing nothing for that language) an id English does not
have, a key English does not have, a text that is not text, and a text whose placeholders
(``{natural_canasta}``, ``{canasta_size:word}``) differ from the English entry's; in the
guided file every field but the title must be the shipped one. It then reads the written
files back through the product's own reader and prints what the language still lacks
(:func:`canasta_teach.content.prose_completeness.missing_prose`).

The notebook pages' words (``data/lessons/<lang>/index.yaml``) are not part of a
translator's delivery: they are edited in the repository and left alone here.

    python tools/import_prose.py /work/translations            (every language found there)
    python tools/import_prose.py /work/translations da de      (only these)
    python tools/import_prose.py --check /work/translations    (exit 1 if a file would change)
"""

from __future__ import annotations

import string
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from canasta_teach.content import prose
from canasta_teach.content.prose import LANGUAGES, LESSON_KEYS, POSITION_TEXT_KEYS, SOURCE_LANGUAGE
from canasta_teach.content.prose_completeness import missing_prose
from canasta_teach.content.safe_yaml import load_yaml, read_text_file
from canasta_teach.errors import PositionError

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "canasta_teach" / "data"
#: The line width the folded texts are wrapped to.
WIDTH = 100
LANGUAGE_NAMES = {"da": "Danish", "sv": "Swedish", "de": "German", "nl": "Dutch"}


class TranslationFileError(Exception):
    """A translator's file the tool cannot import: the message names the file and entry."""


@dataclass(frozen=True)
class Output:
    """One data file to write: its path and its text."""

    path: Path
    text: str


# --------------------------------------------------------------------------------------
# Reading the translator's files


def _read(path: Path) -> Any:
    try:
        return load_yaml(read_text_file(path))
    except PositionError as err:
        raise TranslationFileError(f"{path}: {err}") from None


def _placeholders(text: str) -> list[str]:
    """The placeholders of a text, ``name`` or ``name:spec``, sorted."""
    try:
        return sorted(name + (f":{spec}" if spec else "") for _, name, spec, _ in string.Formatter().parse(text)
                      if name is not None)
    except ValueError:
        return ["(an unmatched brace)"]


def _text(value: Any, english: Any, *, where: str) -> str:
    """A translated text, checked: text, not empty, the English entry's placeholders."""
    if not isinstance(value, str) or not value.strip():
        raise TranslationFileError(f"{where}: write the text here (words), not {type(value).__name__}")
    value = value.strip("\n")
    theirs, ours = _placeholders(value), _placeholders(str(english))
    if theirs != ours:
        raise TranslationFileError(f"{where}: the placeholders {theirs} differ from the English {ours}: keep each "
                           "{placeholder} exactly as English writes it")
    return value


def _mapping(data: Any, *, where: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise TranslationFileError(f"{where}: expected a mapping (id: ...), not {type(data).__name__}")
    return data


# --------------------------------------------------------------------------------------
# Writing YAML a person can edit


def _scalar(key: str, text: str, indent: str) -> str:
    """``key: text`` as YAML: a literal block for text of several lines, a folded block for a
    long line, plain or quoted otherwise; whichever reads back as exactly ``text``."""
    if "\n" in text:
        body = "\n".join(f"{indent}  {line}" if line else "" for line in text.split("\n"))
        candidate = f"{indent}{key}: |-\n{body}\n"
    elif len(text) + len(indent) + len(key) + 2 > WIDTH and "  " not in text and text == text.strip():
        lines, line = [], ""
        for word in text.split(" "):
            if line and len(indent) + 2 + len(line) + 1 + len(word) > WIDTH:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        lines.append(line)
        candidate = f"{indent}{key}: >-\n" + "".join(f"{indent}  {each}\n" for each in lines)
    else:
        dumped = yaml.safe_dump({key: text}, allow_unicode=True, width=10_000, default_flow_style=False)
        candidate = "".join(f"{indent}{line}\n" for line in dumped.splitlines())
    if _reads_back(candidate, indent) != {key: text}:
        dumped = yaml.safe_dump({key: text}, allow_unicode=True, width=WIDTH, default_style='"')
        candidate = "".join(f"{indent}{line}\n" for line in dumped.splitlines())
    return candidate


def _reads_back(snippet: str, indent: str) -> Any:
    text = "\n".join(line[len(indent):] for line in snippet.splitlines())
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return None


def _document(header: str, entries: list[str]) -> str:
    return "".join(f"# {line}\n" if line else "#\n" for line in header.split("\n")) + "".join(entries)


# --------------------------------------------------------------------------------------
# The three kinds of file


def _english_positions() -> dict[str, list[dict[str, Any]]]:
    out = {}
    for path in sorted((DATA / "positions").glob("*.yaml")):
        entries = load_yaml(read_text_file(path))
        out[path.name] = [e for e in entries if isinstance(e, dict)]
    return out


def positions_files(source: Path, lang: str) -> list[Output]:
    """The position overlays of ``lang`` from ``source/positions/``."""
    outputs = []
    for name, english in _english_positions().items():
        path = source / "positions" / name
        if not path.is_file():
            continue
        theirs = _mapping(_read(path) or {}, where=str(path))
        by_id = {str(e["id"]): e for e in english}
        for pid in theirs:
            if pid not in by_id:
                raise TranslationFileError(f"{path}: {pid}: {name} has no such position")
        blocks = []
        for pid, entry in by_id.items():
            if pid not in theirs:
                continue
            words = _mapping(theirs[pid], where=f"{path}: {pid}")
            for key in words:
                if key not in POSITION_TEXT_KEYS or not entry.get(key):
                    raise TranslationFileError(f"{path}: {pid}.{key}: the English position has no {key}")
            block = f"{pid}:\n" + "".join(_scalar(key, _text(words[key], entry[key], where=f"{path}: {pid}.{key}"), "  ")
                                          for key in POSITION_TEXT_KEYS if key in words)
            blocks.append(block)
        header = (f"{name} in {LANGUAGE_NAMES[lang]} ({lang}): each position's title and teacher's note, by id.\n"
                  f"Imported from the translator's positions/{name} by tools/import_prose.py.")
        outputs.append(Output(DATA / "positions" / lang / name, _document(header, ["\n".join(blocks)])))
    return outputs


def lesson_files(source: Path, lang: str) -> list[Output]:
    """A lesson file of ``lang`` for each lesson of ``source/lessons.yaml``."""
    path = source / "lessons.yaml"
    if not path.is_file():
        return []
    theirs = _mapping(_read(path) or {}, where=str(path))
    english_dir = DATA / "lessons" / SOURCE_LANGUAGE
    outputs = []
    for lesson_id, words in theirs.items():
        english_path = english_dir / f"{lesson_id}.yaml"
        if lesson_id in (Path(prose.PAGES_FILE).stem, Path(prose.GUIDED_FILE).stem) or not english_path.is_file():
            raise TranslationFileError(f"{path}: {lesson_id}: there is no such lesson")
        english = load_yaml(read_text_file(english_path))
        words = _mapping(words, where=f"{path}: {lesson_id}")
        for key in words:
            if key not in LESSON_KEYS:
                raise TranslationFileError(f"{path}: {lesson_id}.{key}: a lesson has {', '.join(LESSON_KEYS)}")
        entries = [_scalar(key, _text(words[key], english[key], where=f"{path}: {lesson_id}.{key}"), "")
                   for key in LESSON_KEYS if key in words]
        number = lesson_id.split("-", 1)[0].lstrip("0")
        header = (f"Lesson {number} in {LANGUAGE_NAMES[lang]} ({lang}): its title and summary (the index), its "
                  "introduction and its \"remember\" line.\n"
                  "Imported from the translator's lessons.yaml by tools/import_prose.py.")
        outputs.append(Output(DATA / "lessons" / lang / f"{lesson_id}.yaml", _document(header, entries)))
    return outputs


def guided_file(source: Path, lang: str) -> list[Output]:
    """The guided hands' titles of ``lang`` from ``source/guided.yaml`` (the hands file with
    its titles translated: every other field must be the shipped hand's)."""
    path = source / "guided.yaml"
    if not path.is_file():
        return []
    theirs = _read(path) or []
    if not isinstance(theirs, list):
        raise TranslationFileError(f"{path}: expected the list of hands of hands.yaml")
    shipped = {str(h["id"]): h for h in load_yaml(read_text_file(DATA / "guided" / "hands.yaml"))}
    english = load_yaml(read_text_file(DATA / "lessons" / SOURCE_LANGUAGE / prose.GUIDED_FILE))
    titles = {}
    for hand in theirs:
        hand = _mapping(hand, where=f"{path}: a hand")
        hid = str(hand.get("id"))
        if hid not in shipped:
            raise TranslationFileError(f"{path}: {hid}: there is no such guided hand")
        others = {k: v for k, v in hand.items() if k != "title"}
        if others != shipped[hid]:
            raise TranslationFileError(f"{path}: {hid}: only the title is translated; the other fields differ from hands.yaml")
        if "title" in hand:
            titles[hid] = _text(hand["title"], english[hid], where=f"{path}: {hid}.title")
    entries = [_scalar(hid, titles[hid], "") for hid in shipped if hid in titles]
    header = (f"The guided hands' titles in {LANGUAGE_NAMES[lang]} ({lang}), by hand id.\n"
              "Imported from the translator's guided.yaml by tools/import_prose.py.")
    return [Output(DATA / "lessons" / lang / prose.GUIDED_FILE, _document(header, entries))]


def outputs_for(source: Path, lang: str) -> list[Output]:
    """Every data file a language's translator folder gives (all checked before any is written)."""
    return positions_files(source, lang) + lesson_files(source, lang) + guided_file(source, lang)


# --------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    check = "--check" in args
    args = [a for a in args if a != "--check"]
    if not args:
        print(__doc__)
        return 2
    folder, langs = Path(args[0]), args[1:]
    langs = langs or [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE and (folder / lang).is_dir()]
    status = 0
    for lang in langs:
        if lang not in LANGUAGE_NAMES:
            print(f"{lang}: not a language of the school ({', '.join(LANGUAGE_NAMES)})")
            return 2
        try:
            outputs = outputs_for(folder / lang, lang)
        except TranslationFileError as err:
            print(f"{lang}: nothing imported: {err}")
            status = 1
            continue
        changed = [o for o in outputs if not o.path.is_file() or o.path.read_text(encoding="utf-8") != o.text]
        if check:
            for o in changed:
                print(f"{o.path.relative_to(ROOT)} differs from the translator's file: run tools/import_prose.py")
            status = status or (1 if changed else 0)
            continue
        for o in changed:
            o.path.parent.mkdir(parents=True, exist_ok=True)
            o.path.write_text(o.text, encoding="utf-8")
        prose._mapping_of.cache_clear()
        try:
            missing = missing_prose(lang)
        except PositionError as err:
            print(f"{lang}: the written files do not read: {err}")
            return 1
        print(f"{lang}: {len(outputs)} files ({len(changed)} changed); missing: {len(missing)}")
        for entry in missing:
            print(f"  {entry}")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
