"""A mutation fuzzer over position files: no input ends in a traceback, a hang or a message
that shows a Python value instead of the author's text.

The seeds are the shipped positions (``canasta_teach/data/positions/*.yaml``) and positions
dealt by the quiz generators (:mod:`canasta_teach.content.generate`, written to YAML the way
the generators write them). Each input takes one to three seed entries and mutates them:

* the entries: wrong types, dropped keys, duplicated keys, near-miss cards (``Kx``, ``1s``,
  ``KK``, ``3``), unknown keys, another ask, numbers at and past their edges, red threes in
  the pile, too many cards, odd values for the choices (``side: banana``);
* the YAML text: anchors, aliases and an alias bomb, tags (``!!int abc``,
  ``!!timestamp 2024-13-45``, ``!!python/...``), duplicate keys, deep nesting, huge scalars
  and numbers, lone surrogates, control characters, tabs, a BOM, CRLF, merge keys, complex
  keys, several documents, random character edits;
* the file: huge files, folders, FIFOs, sockets, devices, broken symlinks, bytes that are
  not UTF-8 (``chmod 000`` stops no one when the tests run as root, so an unreadable file
  is tried only when they do not).

Every input is read (``parse_positions`` or ``load_positions``) and every position that
reads is judged (:func:`canasta_teach.judge.judge`, and its JSON written as
``canasta-teach judge --json`` would); one input in twenty also goes through
``canasta-teach check`` and ``canasta-teach judge --json``. Each input runs in a worker
thread with a time bound. It passes when it finishes in time and any exception is a
:class:`~canasta_teach.errors.CanastaError` whose message is one line, quotes no Python
value (``None``, ``[]``, ``{'a': 1}``, ``datetime``...) and has no word longer than 80
characters.

The default run tries 500 inputs; ``-m slow`` adds the full 10,000.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import re
import socket
import sys
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import yaml

from canasta_teach.cli.main import main as cli_main
from canasta_teach.content.authoring import load_positions, parse_positions
from canasta_teach.content.check import check_files, shipped_position_files
from canasta_teach.content.generate import GENERATORS, generate_entry
from canasta_teach.content.safe_yaml import MAX_FILE_BYTES
from canasta_teach.errors import CanastaError, PositionError
from canasta_teach.judge import Ask, Position, Ruling, judge
from canasta_teach.judge.engine_asks import should_rules
from canasta_teach.judge.wording import answer_text, explanation_text, ruling_json

FUZZ_SEED = 20_240_508
QUICK_INPUTS = 500
SLOW_INPUTS = 10_000
#: An input that has not finished after this long is a hang. It is a safety net, not a speed
#: budget (those live in benchmarks/): far above any honest input on a busy machine (a
#: shipped file's coach questions took 15 s at a load average of 35; a 1 MB file of small
#: values takes about 2 s to refuse on a quiet one).
TIME_BOUND = 120.0
#: One input in this many also goes through the command line.
CLI_EVERY = 20
SOURCE = "fuzz.yaml"

# A message shows a Python value where it should show the author's text (or say what kind of
# thing it is).
PYTHON_REPR = re.compile(r"'None'|\bNone\b|\bTrue\b|\bFalse\b|\{'[^']*'\s*:|datetime|Traceback|<class|object at 0x")
# Empty containers and lists of strings, outside the author's text quoted in the message
# (``'0x - {}' is not a whole number`` quotes the author; ``got []`` does not).
PYTHON_CONTAINER = re.compile(r"\[\]|\{\}")
AUTHOR_QUOTED = re.compile(r"'[^']*'")
LONGEST_WORD = 80


# --------------------------------------------------------------------------------------
# Seeds


def _flow(value: Any) -> str:
    """A value as one line of flow YAML."""
    text = yaml.safe_dump(value, default_flow_style=True, allow_unicode=True, width=10**9)
    return text.removesuffix("\n...\n").removesuffix("\n")


Entry = list[tuple[str, str]]  # (key, value as YAML text): duplicate keys allowed


def _entry(raw: dict[str, Any]) -> Entry:
    return [(str(k), _flow(v)) for k, v in raw.items()]


def _shipped_texts() -> list[str]:
    return [p.read_text(encoding="utf-8") for p in shipped_position_files()]


def _seed_entries() -> list[Entry]:
    entries = [_entry(raw) for text in _shipped_texts() for raw in yaml.safe_load(text)]
    rng = random.Random(FUZZ_SEED)
    for name in GENERATORS:
        for n in range(6):
            entries.append(_entry(generate_entry(name, rng, n=n)))
    return entries


SHIPPED_TEXTS = _shipped_texts()
SEEDS = _seed_entries()


def _render(entries: list[Entry]) -> str:
    lines = []
    for entry in entries:
        if not entry:
            lines.append("- {}")
            continue
        for i, (key, value) in enumerate(entry):
            lines.append(f"{'- ' if i == 0 else '  '}{key}: {value}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------------------
# Mutations of entries

CARD_KEYS = ("hand", "pile", "cards", "card", "our_hands", "their_hands")
MELD_KEYS = ("our_melds", "their_melds", "melds")
ALL_KEYS = (
    "id", "title", "ruleset", "options", "hand", "our_melds", "their_melds", "our_red_threes",
    "their_red_threes", "pile", "stock", "score", "ask", "expect", "explain", "tags",
    "melded_before", "card", "cards", "melds", "to", "side", "partner", "went_out",
    "concealed", "our_hands", "their_hands", "totals",
)
ASKS = ("card-value", "meld", "canasta-kind", "min-meld", "initial-meld", "add", "pile-frozen",
        "take-pile", "go-out", "score", "game-over")
NEAR_MISS_CARDS = (
    "Kx", "1s", "KK", "3", "11h", "0s", "Jk", "JKs", "K♠♠", "♠K", "10", "T", "t", "1O", "KS",
    "kh", "3x", "AA", "Q♦", "joker", "🃏", "★", "2", "3s", "3h", "3d", "JK", "Ks,", ",", "K,,Q",
    "K\u200b", "K\u0332", "10hh", "Th", "1", "B", "X", "-", "#", "'K'", "*", "&", "!", "%",
)
# Values as YAML text: wrong types, edges, and the author's odd spellings.
ODD_VALUES = (
    "", "~", "null", "NULL", "yes", "No", "on", "off", "true", "5", "0", "-1", "4", "108", "109",
    "1.5", "-0.0", ".inf", "-.inf", ".nan", "1e400", "0x1F", "0o17", "0b101", "1_000", "1:30",
    "999999999999", "9999999999999", "-9999999999999", "2024-01-01", "2024-13-45",
    "2001-12-14t21:59:43.10-05:00", "[]", "{}", "{a: 1}", "[~]", "[[]]", "[[[Ks]]]", "[Ks, 5, ~]",
    "[yes]", "[1, 2, 3]", "[1600]", "[1600, lots]", "[1e300, 0]", "[0.5, 1]", "banana", "them",
    "us", "none", "their K", "their", "'5'", "'yes'", "\"\"", "' '", "\"\\t\"", "\"a\\nb\"",
    "\"\\x00\"", "\"\\u2028\"", "\"\\ud800\"", "\"\\udfff x\"", "\"\\e\"", "|\n    two\n    lines",
    ">-\n    folded\n    text", "=", "<<", "!!str 5", "!!int 5", "!!int abc", "!!float x",
    "!!bool maybe", "!!null abc", "!!timestamp 2024-13-45", "!!binary aGk=", "!!set {a, b}",
    "!!omap [a: 1]", "!!python/name:os.system", "!!python/object/apply:os.system [ls]", "!foo bar",
    "!<tag:example.com:x> 1", "!!seq x", "!!map x", "!!str [a]", "!!int [1]", "{wild-limit: ~}",
    "{wild-limit: [a]}", "{wild-limit: yes}", "{5: x}", "{canastas-to-go-out: 3}",
    "{one-card-pile: maybe}", "classic", "two-player", "three-player", "bridge", "[classic]",
    "K" * 90, "x" * 300, "Ks " * 40, "[" + ", ".join(["Ks"] * 120) + "]", "3h 3d 3h 3d 3h",
    "JK JK JK JK JK", "4c 3h Kd", "3d 4c Kd", "4c 3d", "2c 2c 2c 2c 2c 2c 2c 2c 2c",
)


def _pick_key(rng: random.Random, entry: Entry, keys: tuple[str, ...] = ALL_KEYS) -> str:
    present = [k for k, _ in entry if k in keys]
    if present and rng.random() < 0.8:
        return rng.choice(present)
    return rng.choice(keys)


def _set(entry: Entry, key: str, value: str) -> Entry:
    out = [(k, value if k == key else v) for k, v in entry]
    if not any(k == key for k, _ in entry):
        out.append((key, value))
    return out


def _value(entry: Entry, key: str) -> str | None:
    return next((v for k, v in entry if k == key), None)


def m_wrong_type(rng: random.Random, entry: Entry) -> Entry:
    return _set(entry, _pick_key(rng, entry), rng.choice(ODD_VALUES))


def m_drop_key(rng: random.Random, entry: Entry) -> Entry:
    if not entry:
        return entry
    key = rng.choice(entry)[0]
    return [(k, v) for k, v in entry if k != key]


def m_duplicate_key(rng: random.Random, entry: Entry) -> Entry:
    if not entry:
        return [("id", "x"), ("id", "y")]
    i = rng.randrange(len(entry))
    key = entry[i][0]
    value = rng.choice([entry[i][1], rng.choice(ODD_VALUES), _value(entry, rng.choice(entry)[0]) or "x"])
    return entry[: i + 1] + [(key, value)] + entry[i + 1 :]


def _cards_of(value: str) -> list[str]:
    return [t for t in re.split(r"[\s,\[\]]+", value) if t]


def m_near_miss_card(rng: random.Random, entry: Entry) -> Entry:
    key = _pick_key(rng, entry, CARD_KEYS + MELD_KEYS + ("our_red_threes", "their_red_threes", "to"))
    value = _value(entry, key) or rng.choice(["Ks Kh 7d", "[Qs Qh Qd]"])
    tokens = _cards_of(value)
    bad = rng.choice(NEAR_MISS_CARDS)
    if tokens and rng.random() < 0.8:
        victim = rng.choice(tokens)
        value = value.replace(victim, bad, 1)
    else:
        value = f"{value} {bad}" if not value.startswith("[") else value[:-1] + f", {bad}]"
    return _set(entry, key, value)


def m_unknown_key(rng: random.Random, entry: Entry) -> Entry:
    key = rng.choice(ALL_KEYS)
    spelt = rng.choice([key.upper(), key + "s", key[:-1], key.replace("_", "-"), key[::-1], "x" * 120, "K" * 45, "<<", "=", "~", "", " "])
    quoted = spelt if spelt.strip() and spelt not in ("~", "=", "<<") else json.dumps(spelt)
    return entry + [(quoted, rng.choice(ODD_VALUES))]


def m_other_ask(rng: random.Random, entry: Entry) -> Entry:
    return _set(entry, "ask", rng.choice(ASKS + ("take-the-pile", "", "~", "[take-pile]", "5")))


def m_swap_values(rng: random.Random, entry: Entry) -> Entry:
    if len(entry) < 2:
        return entry
    i, j = rng.sample(range(len(entry)), 2)
    out = list(entry)
    out[i], out[j] = (out[i][0], entry[j][1]), (out[j][0], entry[i][1])
    return out


def m_number_edge(rng: random.Random, entry: Entry) -> Entry:
    key = rng.choice(("stock", "score", "totals", "our_red_threes", "their_red_threes", "expect"))
    n = rng.choice([-1, 0, 1, 4, 5, 107, 108, 109, 4999, 5000, 7500, 10**6, 10**11, 10**12, 2**63, -(2**63)])
    value = str(n) if key not in ("score", "totals") else f"[{n}, {rng.choice([0, n, -n])}]"
    return _set(entry, key, value)


def m_more_cards(rng: random.Random, entry: Entry) -> Entry:
    key = rng.choice(CARD_KEYS + ("our_melds", "their_melds"))
    card = rng.choice(["Ks", "K", "JK", "2c", "3h", "3d", "3s", "4c", "A"])
    n = rng.choice([1, 2, 3, 5, 9, 40, 100, 120])
    extra = " ".join([card] * n)
    value = _value(entry, key) or ""
    if key.endswith("melds"):
        value = f"[{extra}]" if not value.startswith("[") or value == "[]" else value[:-1] + f", {extra}]"
    else:
        value = f"{value} {extra}".strip() if not value.startswith("[") else extra
    return _set(entry, key, value)


def m_red_three_in_pile(rng: random.Random, entry: Entry) -> Entry:
    pile = _cards_of(_value(entry, "pile") or "4c Kd")
    pile.insert(rng.randrange(len(pile) + 1), rng.choice(["3h", "3d"]))
    return _set(entry, "pile", " ".join(pile))


def m_choice_value(rng: random.Random, entry: Entry) -> Entry:
    key = rng.choice(("side", "went_out", "partner", "concealed", "melded_before", "ruleset", "options", "to", "expect", "tags"))
    return _set(entry, key, rng.choice(("banana", "us", "them", "none", "yes", "no", "maybe", "[us]", "{us: 1}", "5", "~", "K", "their Q", "JK", "2", "[frozen, pile]", "frozen pile", "[[frozen]]")))


def m_shape(rng: random.Random, entry: Entry) -> Entry:
    """The entry itself of the wrong shape: empty, only an id, keys shuffled."""
    choice = rng.random()
    if choice < 0.3:
        return []
    if choice < 0.6:
        return [(k, v) for k, v in entry if k in ("id", "ask")]
    out = list(entry)
    rng.shuffle(out)
    return out


RANKS = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("c", "d", "h", "s")
OPTIONS = {
    "wild-limit": ("three-wild", "more-natural"), "red-threes": None, "one-card-pile": ("forbidden", "allowed"),
    "canastas-to-go-out": (1, 2),
}


def m_random_table(rng: random.Random, entry: Entry) -> Entry:
    """A fresh table dealt from one pack, mostly a position a real table could show: it
    reaches the judge with hands, piles and melds no lesson has."""
    pack = [r + s for r in RANKS + ("2",) for s in SUITS for _ in range(2)] + ["JK"] * 4 + ["3c", "3s"] * 2
    # Red threes are left out of the pack: the table lays them out (our_red_threes).
    rng.shuffle(pack)

    def deal(n: int) -> list[str]:
        return [pack.pop() for _ in range(min(n, len(pack)))]

    def take(match: Callable[[str], bool], n: int) -> list[str]:
        found = [c for c in pack if match(c)][:n]
        for c in found:
            pack.remove(c)
        return found

    def melds(k: int, *, canasta: float = 0.3) -> list[str]:
        out = []
        for rank in rng.sample(RANKS, k):
            size = rng.choice([3, 4, 5, 6]) if rng.random() > canasta else rng.choice([7, 8])
            wild = rng.choice([0, 0, 1, 2, 3]) if size > 3 else rng.choice([0, 1])
            naturals = take(lambda c, rank=rank: c[:-1] == rank, size - wild)
            wilds = take(lambda c: c == "JK" or c[0] == "2", wild)
            if len(naturals) + len(wilds) >= 3 and len(naturals) >= 2:
                out.append(" ".join(naturals + wilds))
        return out

    ask = rng.choice(ASKS)
    raw: dict[str, Any] = {"id": f"table-{rng.randrange(10**6)}", "ask": ask}
    raw["hand"] = " ".join(deal(rng.choice([0, 1, 2, 3, 5, 8, 11, 15, 20])))
    pile = deal(rng.choice([0, 1, 2, 5, 12]))
    raw["pile"] = " ".join(([rng.choice(["3h", "3d"])] if pile and rng.random() < 0.1 else []) + pile)
    raw["our_melds"] = melds(rng.choice([0, 0, 1, 2, 3]))
    raw["their_melds"] = melds(rng.choice([0, 1, 2]))
    raw["our_red_threes"] = rng.choice([0, 0, 1, 2])
    raw["their_red_threes"] = rng.choice([0, 1])
    raw["stock"] = rng.choice([0, 1, 10, 40])
    raw["score"] = [rng.choice([-500, 0, 1495, 1500, 2995, 3000, 4990]), rng.choice([0, 3000])]
    if rng.random() < 0.3:
        raw["ruleset"] = rng.choice(["classic", "two-player", "three-player"])
    if rng.random() < 0.2:
        name = rng.choice([k for k, v in OPTIONS.items() if v])
        raw["options"] = {name: rng.choice(OPTIONS[name])}
    if rng.random() < 0.2:
        raw["melded_before"] = rng.choice([True, False])
    card = rng.choice(pack + ["3h", "3d", "JK", "2c", "Q"])
    if ask == "card-value":
        raw["card"] = card
    elif ask in ("meld", "canasta-kind"):
        rank = rng.choice(RANKS + ("3s",))
        raw["cards"] = " ".join([rank if rank != "3s" else rng.choice(["3s", "3c"]) for _ in range(rng.randint(1, 9))] + ["2c"] * rng.choice([0, 0, 1, 4]))
    elif ask == "initial-meld":
        hand = raw["hand"].split()
        raw["melds"] = [" ".join(hand[i:i + 3]) for i in range(0, max(len(hand) - 2, 1), 3)] or ["K K K"]
    elif ask == "add":
        raw["card"] = card if rng.random() < 0.7 else rng.choice(raw["hand"].split() or ["Ks"])
        raw["to"] = rng.choice(RANKS) if rng.random() < 0.8 else "their " + rng.choice(RANKS)
    elif ask == "go-out" and rng.random() < 0.3:
        raw["partner"] = rng.choice([True, False])
    elif ask == "score":
        leftover = raw.pop("hand")
        raw["hand"] = ""
        raw["went_out"] = rng.choice(["us", "them", "none"])
        raw["concealed"] = rng.random() < 0.2
        raw["our_hands"] = leftover
        raw["their_hands"] = " ".join(deal(rng.choice([0, 3, 7])))
        if rng.random() < 0.5:
            raw["our_melds"] = melds(rng.choice([1, 2, 3]), canasta=0.9)
    elif ask == "game-over":
        raw["totals"] = [rng.choice([0, 4995, 5000, 7500, 9000]), rng.choice([0, 5000, 5005, 7500])]
    return _entry(raw)


ENTRY_MUTATIONS: tuple[Callable[[random.Random, Entry], Entry], ...] = (
    m_wrong_type, m_wrong_type, m_drop_key, m_duplicate_key, m_near_miss_card, m_near_miss_card,
    m_unknown_key, m_other_ask, m_swap_values, m_number_edge, m_more_cards, m_red_three_in_pile,
    m_choice_value, m_shape, m_random_table,
)


# --------------------------------------------------------------------------------------
# Mutations of the text


def _lines(text: str) -> list[str]:
    return text.split("\n")


def _value_line(rng: random.Random, lines: list[str]) -> int | None:
    candidates = [i for i, line in enumerate(lines) if re.match(r"^(- |  )[A-Za-z_]+: ", line)]
    return rng.choice(candidates) if candidates else None


def _replace_value(rng: random.Random, text: str, new: str) -> str:
    lines = _lines(text)
    i = _value_line(rng, lines)
    if i is None:
        return text + new
    head = lines[i].split(": ", 1)[0]
    lines[i] = f"{head}: {new}"
    return "\n".join(lines)


def t_anchor_alias(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    picks = [i for i, line in enumerate(lines) if re.match(r"^(- |  )[A-Za-z_]+: ", line)]
    if len(picks) < 2:
        return "- &a {id: x, ask: min-meld}\n- *a\n"
    i, j = sorted(rng.sample(picks, 2))
    head_i, value_i = lines[i].split(": ", 1)
    head_j = lines[j].split(": ", 1)[0]
    lines[i] = f"{head_i}: &anchor {value_i}"
    if rng.random() < 0.8:
        lines[j] = f"{head_j}: *anchor"
    return "\n".join(lines)


def t_alias_bomb(rng: random.Random, text: str) -> str:
    levels = rng.choice([5, 9, 12])
    bomb = ["- id: bomb", "  ask: min-meld", '  tags: &l0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for n in range(1, levels):
        bomb.append(f"  x{n}: &l{n} [" + ",".join([f"*l{n - 1}"] * 9) + "]")
    bomb.append(f"  explain: *l{levels - 1}")
    return "\n".join(bomb) + "\n" if rng.random() < 0.5 else text + "\n".join(bomb) + "\n"


TAGS = ("!!int abc", "!!timestamp 2024-13-45", "!!timestamp 2024-01-01", "!!python/name:os.system",
        "!!python/object/apply:os.system [echo]", "!!binary aGk=", "!!set", "!!omap", "!!pairs",
        "!foo", "!", "!!str", "!!int", "!!float", "!!bool", "!!null", "!!seq", "!!map", "!!merge",
        "!<tag:yaml.org,2002:int>", "!!bool maybe", "!!float 1.2.3", "!!int 0x", "!!int 1:", "!!value")


def t_tag(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    i = _value_line(rng, lines)
    if i is None:
        return f"{rng.choice(TAGS)} {text}"
    head, value = lines[i].split(": ", 1)
    tag = rng.choice(TAGS)
    lines[i] = f"{head}: {tag}" if " " in tag else f"{head}: {tag} {value}"
    return "\n".join(lines)


def t_duplicate_line(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    i = _value_line(rng, lines)
    if i is None:
        return text
    copy = "  " + lines[i][2:]
    lines.insert(i + rng.randint(1, 2), copy)
    return "\n".join(lines)


def t_deep_nesting(rng: random.Random, text: str) -> str:
    depth = rng.choice([5, 17, 100, 1000, 5000, 100_000])
    style = rng.random()
    if style < 0.4:
        value = "[" * depth + "]" * depth
    elif style < 0.7:
        value = "{a: " * depth + "1" + "}" * depth
    else:
        depth = min(depth, 600)
        return "\n".join("  " * n + "- x:" for n in range(depth)) + "\n"
    return _replace_value(rng, text, value)


def t_huge_scalar(rng: random.Random, text: str) -> str:
    size = rng.choice([1000, 50_000, 300_000, MAX_FILE_BYTES - 2000, MAX_FILE_BYTES + 10])
    kind = rng.random()
    if kind < 0.3:
        value = "K" * size
    elif kind < 0.5:
        value = "9" * min(size, 6000)
    elif kind < 0.7:
        value = '"' + "x" * size + '"'
    elif kind < 0.85:
        value = " ".join(["Ks"] * (size // 3))
    else:
        value = "[" + ", ".join(["w"] * (size // 3)) + "]"
    return _replace_value(rng, text, value)


def t_surrogate(rng: random.Random, text: str) -> str:
    if rng.random() < 0.5:
        return _replace_value(rng, text, rng.choice(['"\\ud800"', '"Ks \\udfff"', '"\\ud83d"', '"\\U0001F0CF"']))
    i = rng.randrange(len(text) + 1)
    return text[:i] + chr(rng.choice([0xD800, 0xDBFF, 0xDC00, 0xDFFF])) + text[i:]


CONTROL = ("\x00", "\x01", "\x07", "\x08", "\x0b", "\x0c", "\x1b", "\x7f", "\x85", "\u2028",
           "\u2029", "\r", "\t", "\ufeff", "\ufffe", "\uffff", "\u200b", "\u202e")


def t_control(rng: random.Random, text: str) -> str:
    i = rng.randrange(len(text) + 1)
    return text[:i] + rng.choice(CONTROL) + text[i:]


def t_tabs(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    i = rng.randrange(len(lines))
    if lines[i].startswith("  ") and rng.random() < 0.6:
        lines[i] = "\t" + lines[i][2:]
    else:
        lines[i] = lines[i].replace(" ", "\t", 1)
    return "\n".join(lines)


def t_bom(rng: random.Random, text: str) -> str:
    if rng.random() < 0.6:
        return "\ufeff" + text
    i = rng.randrange(len(text) + 1)
    return text[:i] + "\ufeff" + text[i:]


def t_crlf(rng: random.Random, text: str) -> str:
    return text.replace("\n", rng.choice(["\r\n", "\r", "\n\n", "\x85", "\u2028"]))


def t_documents(rng: random.Random, text: str) -> str:
    return rng.choice([
        f"---\n{text}---\n{text}", f"%YAML 1.1\n---\n{text}", f"%YAML 1.2\n---\n{text}...\n",
        f"%TAG ! tag:example.com,2000:\n---\n{text}", f"---\n{text}...\n---\n", "--- |\n  just text\n",
        "%FOO bar\n---\n" + text, "...\n", "---\n", "", "# a comment only\n", "[]\n", "{}\n", "~\n", "5\n",
        "- 5\n- [a]\n- ~\n", "- id: a\n  ask: min-meld\n- - nested\n",
    ])


def t_merge_and_complex_keys(rng: random.Random, text: str) -> str:
    lines = _lines(text)
    i = _value_line(rng, lines)
    extra = rng.choice([
        "  <<: {hand: Ks Kh}", "  <<: [{a: 1}]", "  ? [a, b]\n  : c", "  ? {a: 1}\n  : c", "  ? hand\n  : Ks",
        "  =: 1", "  ~: 1", "  5: five", "  yes: 1", "  [a]: 1", "  {a: 1}: 2", "  2024-01-01: x",
        "  \"hand\": Ks", "  'ask': score", "  ? |\n    block key\n  : 1",
    ])
    if i is None:
        return text + extra + "\n"
    lines.insert(i + 1, extra)
    return "\n".join(lines)


def t_edit(rng: random.Random, text: str) -> str:
    """Random character edits: deletions, insertions, swaps, truncation, line shuffles."""
    for _ in range(rng.randint(1, 4)):
        op = rng.random()
        n = len(text)
        i = rng.randrange(n + 1) if n else 0
        if op < 0.25 and n:
            text = text[:i] + text[i + rng.randint(1, 5):]
        elif op < 0.5:
            text = text[:i] + rng.choice(":-[]{},&*!|>'\"%@`#?\\ \n\tK3h") + text[i:]
        elif op < 0.6 and n:
            text = text[:i]
        elif op < 0.8:
            lines = _lines(text)
            rng.shuffle(lines) if rng.random() < 0.3 else lines.insert(rng.randrange(len(lines) + 1), rng.choice(lines))
            text = "\n".join(lines)
        elif n > 1:
            j = rng.randrange(n)
            text = text[:j] + text[j + 1 :] + text[j]
    return text


def t_many_entries(rng: random.Random, text: str) -> str:
    n = rng.choice([50, 500, 5000, 30_000])
    return "".join(f"- id: e{k}\n  ask: min-meld\n" for k in range(n))


TEXT_MUTATIONS: tuple[tuple[Callable[[random.Random, str], str], float], ...] = (
    # (mutation, weight): the huge ones are rare so the quick run stays quick.
    (t_anchor_alias, 3), (t_alias_bomb, 1), (t_tag, 5), (t_duplicate_line, 4), (t_deep_nesting, 2),
    (t_huge_scalar, 0.4), (t_surrogate, 2), (t_control, 3), (t_tabs, 2), (t_bom, 1), (t_crlf, 1),
    (t_documents, 2), (t_merge_and_complex_keys, 3), (t_edit, 8), (t_many_entries, 0.4),
)


# --------------------------------------------------------------------------------------
# Files


def f_plain(rng: random.Random, path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8", errors="surrogatepass")


def f_not_utf8(rng: random.Random, path: Path, text: str) -> None:
    data = text.encode("utf-8", errors="surrogatepass")
    i = rng.randrange(len(data) + 1)
    path.write_bytes(data[:i] + rng.choice([b"\xff", b"\xc3", b"\xe9", b"\xed\xa0\x80", b"\xfe\xff", b"\x00"]) + data[i:])


def f_utf16(rng: random.Random, path: Path, text: str) -> None:
    path.write_bytes(text.encode("utf-16", errors="surrogatepass"))


def f_folder(rng: random.Random, path: Path, text: str) -> None:
    path.mkdir()
    if rng.random() < 0.5:
        (path / "inner.yaml").write_text(text, encoding="utf-8", errors="surrogatepass")


def f_fifo(rng: random.Random, path: Path, text: str) -> None:
    os.mkfifo(path)


def f_socket(rng: random.Random, path: Path, text: str) -> None:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.bind(str(path))
    finally:
        sock.close()


def f_broken_symlink(rng: random.Random, path: Path, text: str) -> None:
    path.symlink_to(path.parent / "nowhere" / "missing.yaml")


def f_symlink_device(rng: random.Random, path: Path, text: str) -> None:
    target = rng.choice(["/dev/null", "/dev/zero", "/dev/urandom"])
    if not os.path.exists(target):
        target = "/dev/null"
    path.symlink_to(target)


def f_huge(rng: random.Random, path: Path, text: str) -> None:
    with open(path, "wb") as out:
        out.write(text.encode("utf-8", errors="surrogatepass"))
        out.truncate(rng.choice([MAX_FILE_BYTES + 1, 50 * MAX_FILE_BYTES, 2**40]))


def f_unreadable(rng: random.Random, path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    path.chmod(0)


FILE_KINDS: list[tuple[Callable[[random.Random, Path, str], None], float]] = [
    (f_plain, 20), (f_not_utf8, 3), (f_utf16, 1), (f_folder, 1), (f_fifo, 1), (f_socket, 0.5),
    (f_broken_symlink, 1), (f_symlink_device, 1), (f_huge, 0.5),
]
if hasattr(os, "geteuid") and os.geteuid() != 0:
    # chmod 000 does not stop root, so the case only means something for another user.
    FILE_KINDS.append((f_unreadable, 1))


# --------------------------------------------------------------------------------------
# The inputs


@dataclass
class Case:
    index: int
    steps: list[str] = field(default_factory=list)
    text: str = ""
    path: Path | None = None
    cli: bool = False

    def describe(self) -> str:
        head = self.text[:300].encode("unicode_escape").decode("ascii")
        return f"input {self.index} ({' + '.join(self.steps)}): {head!s}"


def make_case(rng: random.Random, index: int, folder: Path) -> Case:
    case = Case(index)
    if rng.random() < 0.25:
        text = rng.choice(SHIPPED_TEXTS)
        case.steps.append("shipped-file")
    elif rng.random() < 0.25:
        entries = [m_random_table(rng, []) for _ in range(rng.choice([1, 2, 3]))]
        case.steps.append("m_random_table")
        if rng.random() < 0.5:
            k = rng.randrange(len(entries))
            mutation = rng.choice(ENTRY_MUTATIONS)
            entries[k] = mutation(rng, entries[k])
            case.steps.append(mutation.__name__)
        text = _render(entries)
    else:
        entries = [list(rng.choice(SEEDS)) for _ in range(rng.choice([1, 1, 1, 2, 3]))]
        for _ in range(rng.choice([0, 1, 1, 1, 2, 3])):
            k = rng.randrange(len(entries))
            mutation = rng.choice(ENTRY_MUTATIONS)
            entries[k] = mutation(rng, entries[k])
            case.steps.append(mutation.__name__)
        if len(entries) > 1 and rng.random() < 0.1:
            entries.append(list(entries[0]))  # the same id twice
            case.steps.append("same-entry-twice")
        text = _render(entries)
    if rng.random() < (0.2 if "m_random_table" in case.steps else 0.55) or not case.steps:
        functions, weights = zip(*TEXT_MUTATIONS)
        for mutation in rng.choices(functions, weights, k=rng.choice([1, 1, 1, 2])):
            text = mutation(rng, text)
            case.steps.append(mutation.__name__)
    case.text = text
    if rng.random() < 0.15:
        functions, weights = zip(*FILE_KINDS)
        kind = rng.choices(functions, weights)[0]
        path = folder / f"in{index}.yaml"
        kind(rng, path, text)
        case.path = path
        case.steps.append(kind.__name__)
    case.cli = index % CLI_EVERY == 0
    if case.cli and case.path is None:
        case.path = folder / f"in{index}.yaml"
        f_plain(rng, case.path, text)
    return case


# --------------------------------------------------------------------------------------
# Running one input


def check_message(message: str, *, source: str) -> list[str]:
    """What is wrong with an error message an author reads (nothing: an empty list)."""
    problems = []
    if "\n" in message or len(message.splitlines()) > 1:
        problems.append("the message is more than one line")
    body = message.replace(source, "<source>")
    found = PYTHON_REPR.search(body) or PYTHON_CONTAINER.search(AUTHOR_QUOTED.sub("", body))
    if found:
        problems.append(f"the message shows a Python value ({found.group()!r})")
    words = body.split()
    longest = max((len(w) for w in words), default=0)
    if longest > LONGEST_WORD:
        problems.append(f"the message has a word of {longest} characters")
    return problems


def _rules(p: Position) -> Ruling:
    """The judge layer's ruling (for ``should`` what the rules allow: the coach's play-outs
    are not what the reader's fuzzing is about; ``judge()`` refuses should)."""
    return should_rules(p) if p.ask is Ask.SHOULD else judge(p)


def _exercise(case: Case) -> str:
    """Read and judge one input; return what happened (raises what the code raises)."""
    if case.path is not None:
        positions = load_positions(case.path)
    else:
        positions = parse_positions(case.text, source=SOURCE)
    for p in positions:
        ruling = _rules(p)
        json.dumps(ruling_json(ruling, p), ensure_ascii=False)
        _ = answer_text(ruling.answer, ruling.ask), explanation_text(ruling), ruling.key_cards
    return "judged" if positions else "empty"


def _exercise_cli(case: Case) -> list[str]:
    """``check`` and ``judge --json`` on the file: every line of their errors checked."""
    assert case.path is not None
    problems = []
    for argv in (["check", str(case.path)], ["judge", "--json", str(case.path)]):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = cli_main(argv)
        if status not in (0, 1, 2):
            problems.append(f"{argv[0]} exited {status}")
        lines = err.getvalue().splitlines()
        if argv[0] == "check":
            lines += [line for line in out.getvalue().splitlines() if not line.startswith("check: ")]
        for line in lines:
            if "expect says" in line:  # a disagreement quotes the judge's explanation
                continue
            problems += [f"{argv[0]}: {p}: {line[:200]!r}" for p in check_message(line, source=str(case.path))]
    return problems


def run_case(case: Case, timeout: float = TIME_BOUND) -> tuple[str, list[str], float]:
    """Run one input in a worker thread: (outcome, problems, seconds)."""
    result: dict[str, Any] = {}

    def work() -> None:
        try:
            result["outcome"] = _exercise(case)
        except CanastaError as err:
            result["outcome"] = type(err).__name__
            result["message"] = str(err)
        except BaseException as err:  # noqa: BLE001 - the point is to catch anything else
            result["outcome"] = "crash"
            result["crash"] = "".join(traceback.format_exception(err)[-6:])
        if case.cli and "crash" not in result:
            try:
                result["cli"] = _exercise_cli(case)
            except BaseException as err:  # noqa: BLE001
                result["crash"] = "command line: " + "".join(traceback.format_exception(err)[-6:])

    start = time.perf_counter()
    worker = threading.Thread(target=work, name=f"fuzz-{case.index}", daemon=True)
    worker.start()
    worker.join(timeout)
    seconds = time.perf_counter() - start
    if worker.is_alive():
        frame = sys._current_frames().get(worker.ident or 0)
        where = "".join(traceback.format_stack(frame)[-4:]) if frame is not None else ""
        return "hang", [f"did not finish in {timeout:.0f} s:\n{where}"], seconds
    problems = []
    if "crash" in result:
        problems.append("an exception outside the CanastaError family:\n" + result["crash"])
    if "message" in result:
        source = str(case.path) if case.path is not None else SOURCE
        problems += check_message(result["message"], source=source)
        if problems:
            problems.append(f"message: {result['message'][:300]!r}")
    problems += result.get("cli", [])
    return result.get("outcome", "crash"), problems, seconds


def fuzz(n: int, folder: Path, *, seed: int = FUZZ_SEED) -> tuple[Counter[str], list[str], float]:
    rng = random.Random(seed)
    outcomes: Counter[str] = Counter()
    failures: list[str] = []
    slowest = 0.0
    for index in range(n):
        case_dir = folder / f"c{index // 500}"
        case_dir.mkdir(exist_ok=True)
        case = make_case(rng, index, case_dir)
        outcome, problems, seconds = run_case(case)
        slowest = max(slowest, seconds)
        outcomes[outcome] += 1
        if problems:
            failures.append(case.describe() + "\n  " + "\n  ".join(problems))
            if outcome == "hang":
                break  # a stuck worker thread would slow every input after it
    return outcomes, failures, slowest


def _report(n: int, outcomes: Counter[str], failures: list[str], slowest: float, seconds: float) -> str:
    counts = ", ".join(f"{k} {v}" for k, v in outcomes.most_common())
    return f"fuzz: {n} inputs in {seconds:.1f} s (slowest {slowest:.2f} s): {counts}; {len(failures)} failing"


def _fuzz_and_assert(n: int, tmp_path: Path) -> None:
    start = time.perf_counter()
    outcomes, failures, slowest = fuzz(n, tmp_path)
    summary = _report(n, outcomes, failures, slowest, time.perf_counter() - start)
    print(summary)
    assert not failures, summary + "\n\n" + "\n\n".join(failures[:15])
    # The inputs reach every part: some read and judged, many refused.
    assert outcomes["judged"] > n // 20, summary
    assert outcomes["PositionError"] > n // 4, summary


@pytest.mark.heavy
def test_fuzz_quick(tmp_path: Path) -> None:
    _fuzz_and_assert(QUICK_INPUTS, tmp_path)


@pytest.mark.slow
def test_fuzz_full(tmp_path: Path) -> None:
    _fuzz_and_assert(SLOW_INPUTS, tmp_path)


def test_the_seeds_read_and_judge() -> None:
    """Unmutated, every seed entry reads and is judged (the mutations start from good input)."""
    for entry in SEEDS:
        for p in parse_positions(_render([entry]), source=SOURCE):
            _rules(p)


def test_check_message_catches_python_values() -> None:
    assert check_message("fuzz.yaml: entry a: key 'hand': got None", source=SOURCE)
    assert check_message("fuzz.yaml: entry a: got {'a': 1}", source=SOURCE)
    assert check_message("fuzz.yaml: entry a: got []", source=SOURCE)
    assert check_message("fuzz.yaml: entry a: got datetime.date(2024, 1, 1)", source=SOURCE)
    assert check_message("fuzz.yaml: two\nlines", source=SOURCE)
    assert check_message("fuzz.yaml: " + "K" * 100, source=SOURCE)
    assert not check_message("fuzz.yaml: line 4: not valid YAML (expected ',' or '}', but got '{')", source=SOURCE)
    assert not check_message("fuzz.yaml: entry a: key 'tags': a list of words, like [frozen, pile], not a number (5)", source=SOURCE)


# --------------------------------------------------------------------------------------
# The examples of the issue, one by one


def _refused(text: str) -> PositionError:
    with pytest.raises(PositionError) as info:
        for p in parse_positions(text, source=SOURCE):
            _rules(p)
    message = str(info.value)
    assert check_message(message, source=SOURCE) == [], message
    return info.value


BASE = "- id: a\n  hand: Ks Kh 7d\n  our_melds: [Qs Qh Qd]\n  pile: 4c Kd\n  ask: take-pile\n"


@pytest.mark.parametrize(
    "text, message",
    [
        ("- id: a\n  ask: min-meld\n  score: [!!int abc, 0]\n", "fuzz.yaml: line 3: 'abc' is not a whole number"),
        ("- id: a\n  ask: min-meld\n  score: [!!float x, 0]\n", "fuzz.yaml: line 3: 'x' is not a number"),
        ("- id: a\n  ask: min-meld\n  stock: !!int\n", "fuzz.yaml: line 3: '' is not a whole number"),
        ("- id: a\n  ask: go-out\n  partner: !!bool maybe\n", "fuzz.yaml: line 3: 'maybe' is not yes or no"),
        ("- id: a\n  ask: min-meld\n  title: !!timestamp 2024-13-45\n",
         "fuzz.yaml: line 3: the YAML tag '!!timestamp' is not used in position files: write the value plainly"),
        ("- id: !!python/name:os.system a\n  ask: min-meld\n",
         "fuzz.yaml: line 1: the YAML tag '!!python/name:os.system' is not used in position files: write the value plainly"),
        ("- id: a\n  ask: min-meld\n  title: !custom x\n",
         "fuzz.yaml: line 3: the YAML tag '!custom' is not used in position files: write the value plainly"),
        ("- id: a\n  ask: min-meld\n  tags: !!set {a, b}\n",
         "fuzz.yaml: line 3: the YAML tag '!!set' is not used in position files: write the value plainly"),
    ],
    ids=["int-abc", "float-x", "int-empty", "bool-maybe", "timestamp-2024-13-45", "python-name", "custom-tag", "set"],
)
def test_tags_with_bad_values(text: str, message: str) -> None:
    assert str(_refused(text)) == message


def test_plain_core_tags_still_read() -> None:
    (p,) = parse_positions("- id: !!str 5\n  ask: min-meld\n  score: [!!int 1500, 0]\n  expect: 90\n")
    assert p.id == "5" and p.score == (1500, 0) and judge(p).answer == 90


def test_integer_past_4300_digits() -> None:
    err = _refused("- id: a\n  ask: min-meld\n  score: [" + "9" * 5000 + ", 0]\n")
    assert str(err) == "fuzz.yaml: line 3: the number '9999999999999999999999999999999999999999…' has more than 12 digits"


@pytest.mark.parametrize("opening, closing", [("[", "]"), ("{a: ", "}")])
def test_nesting_1000_deep(opening: str, closing: str) -> None:
    # how fast: benchmarks/bench_position_limits.py
    err = _refused("- id: a\n  ask: min-meld\n  tags: " + opening * 1000 + "x" + closing * 1000 + "\n")
    assert "nested more than 16 deep" in str(err)


def test_tags_a_number() -> None:
    err = _refused(BASE + "  tags: 5\n")
    assert str(err) == "fuzz.yaml: entry a: key 'tags': a list of words, like [frozen, pile], not a number (5)"


@pytest.mark.parametrize(
    "expect, shown",
    [("[]", "an empty list"), ("2024-01-01", "'2024-01-01'"), ("2024-13-45", "'2024-13-45'"), ("", "empty"),
     ("{a: 1}", "a mapping"), ("50", "a number (50)")],
)
def test_expect_of_the_wrong_kind(expect: str, shown: str) -> None:
    err = _refused(BASE + f"  expect: {expect}\n")
    if shown == "empty":
        assert str(err) == "fuzz.yaml: entry a: key 'expect': is empty: write the answer you expect, or leave the key out"
    else:
        assert str(err) == f"fuzz.yaml: entry a: key 'expect': take-pile answers yes or no, not {shown}"


def test_expect_of_each_kind_reads() -> None:
    text = (
        "- {id: a, ask: card-value, card: JK, expect: 50}\n- {id: b, ask: card-value, card: JK, expect: '50'}\n"
        "- {id: c, ask: canasta-kind, cards: K K K, expect: None}\n- {id: d, ask: game-over, totals: [0, 0], expect: none}\n"
        "- {id: e, ask: score, hand: '', went_out: none, expect: [0, 0]}\n- {id: f, ask: pile-frozen, expect: 'yes'}\n"
    )
    assert [p.id for p in parse_positions(text)] == ["a", "b", "c", "d", "e", "f"]
    err = _refused("- {id: g, ask: canasta-kind, cards: K K K, expect: no}\n")
    assert str(err) == "fuzz.yaml: entry g: key 'expect': canasta-kind answers natural, mixed or none, not no"


@pytest.mark.parametrize("where", ["id", "title", "hand"])
def test_lone_surrogate(where: str) -> None:
    text = {"id": '- id: "\\ud800"\n  ask: min-meld\n',
            "title": '- id: a\n  ask: min-meld\n  title: "x\\udfffy"\n',
            "hand": '- id: a\n  ask: take-pile\n  hand: "Ks \\ud800"\n'}[where]
    err = _refused(text)
    assert "lone surrogate" in str(err) and "line " in str(err)


def test_lone_surrogate_in_the_text_itself() -> None:
    err = _refused("- id: a\ud800\n  ask: min-meld\n")
    assert str(err) == "fuzz.yaml: line 1: the file holds a lone surrogate (\\ud800), which is not a character"


def test_alias_bomb_fails_fast() -> None:
    bomb = ['- id: bomb', '  ask: min-meld', '  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for n, name in enumerate("bcdefghi"):
        prev = "abcdefghi"[n]
        bomb.append(f"  {name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]")
    bomb.append("  tags: *i")
    text = "\n".join(bomb) + "\n"
    assert len(text) < 600
    err = _refused(text)  # at the first anchor, before any expansion (how fast: bench_position_limits.py)
    assert str(err) == "fuzz.yaml: line 3: the anchor &a: position files use no anchors or aliases, write each value out"


def test_alias_without_anchor_in_the_file_is_refused() -> None:
    err = _refused("- id: a\n  ask: min-meld\n  tags: *nowhere\n")
    assert "alias *nowhere" in str(err)


def test_duplicate_keys_name_the_key_and_both_lines() -> None:
    err = _refused("- id: a\n  hand: Ks Kh\n  ask: take-pile\n  pile: 4c Kd\n  hand: Qs Qh\n")
    assert str(err) == "fuzz.yaml: line 5: key 'hand' is given twice in one mapping (lines 2 and 5): keep one"
    err = _refused("- id: a\n  ask: min-meld\n  options: {wild-limit: more-natural, wild-limit: three-wild}\n")
    assert "key 'wild-limit' is given twice" in str(err) and "(lines 3 and 3)" in str(err)


def test_merge_keys_are_plain_keys() -> None:
    err = _refused("- id: a\n  ask: min-meld\n  <<: {hand: Ks}\n")
    assert str(err) == "fuzz.yaml: entry a: unknown key '<<'"


def test_fifo_does_not_hang_check(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    (tmp_path / "good.yaml").write_text("- id: q\n  ask: card-value\n  card: Q\n  expect: 10\n", encoding="utf-8")
    result: dict[str, Any] = {}

    def work() -> None:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            result["status"] = cli_main(["check", str(tmp_path)])
        result["out"] = out.getvalue()

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    worker.join(10)
    assert not worker.is_alive(), "check blocked on a FIFO"
    assert result["status"] == 1
    assert result["out"].splitlines() == [
        f"{fifo}: cannot read the file: it is a FIFO (named pipe), not a position file",
        "check: 1 problem; judged 1 of 1 position from 2 files",
    ]


@pytest.mark.parametrize("kind", ["folder", "fifo", "socket", "device", "broken-symlink", "huge", "sparse-huge"])
def test_files_that_are_not_position_files(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "x.yaml"
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "socket":
        f_socket(random.Random(0), path, "")
    elif kind == "device":
        path.symlink_to("/dev/null")
    elif kind == "broken-symlink":
        path.symlink_to(tmp_path / "missing.yaml")
    elif kind == "huge":
        path.write_text("- id: a\n  ask: min-meld\n  title: " + "x" * MAX_FILE_BYTES + "\n", encoding="utf-8")
    else:
        with open(path, "wb") as out:
            out.truncate(2**40)
    expected = {
        "folder": "cannot read the file: it is a folder, not a position file",
        "fifo": "cannot read the file: it is a FIFO (named pipe), not a position file",
        "socket": "cannot read the file: it is a socket, not a position file",
        "device": "cannot read the file: it is a device, not a position file",
        "broken-symlink": "cannot read the file (No such file or directory)",
        "huge": "the file is larger than 1 MB: split it into smaller files",
        "sparse-huge": "the file is larger than 1 MB: split it into smaller files",
    }[kind]
    with pytest.raises(PositionError) as info:  # how fast: benchmarks/bench_position_limits.py
        load_positions(path)
    assert str(info.value) == f"{path}: {expected}"


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root reads a chmod 000 file all the same")
def test_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "locked.yaml"
    path.write_text("- id: a\n  ask: min-meld\n", encoding="utf-8")
    path.chmod(0)
    with pytest.raises(PositionError) as info:
        load_positions(path)
    assert str(info.value) == f"{path}: cannot read the file (Permission denied)"


def test_a_megabyte_token_is_shortened() -> None:
    for text in (
        "- id: a\n  ask: take-pile\n  hand: Ks " + "Z" * 999_000 + "\n",
        "- id: a\n  ask: min-meld\n  " + "k" * 100_000 + "x: 1\n",
        "- id: a\n  ask: " + "t" * 100_000 + "\n",
        "- id: a\n  ask: add\n  card: Ks\n  to: " + "Q" * 100_000 + "\n",
        "- id: " + "i" * 100_000 + "\n  ask: min-meld\n",
    ):
        err = _refused(text)
        assert len(str(err)) < 400, str(err)[:500]
    err = _refused("- id: a\n  ask: take-pile\n  hand: Ks " + "Z" * 999_000 + "\n")
    assert str(err).startswith("fuzz.yaml: entry a: key 'hand': 'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ…' is not a card")


@pytest.mark.parametrize(
    "text",
    [
        '- id: a\n  ask: min-meld\n  "two\\nlines": 1\n',
        '- id: a\n  ask: take-pile\n  hand: "Ks\\u2028Zz"\n',
        '- id: "a\\u2028b"\n  ask: nope\n',
        '- id: a\n  ask: "take\\npile"\n',
        '- id: a\n  ask: add\n  card: Ks\n  to: "Q\\x85Z"\n',
        "- id: a\n  ask: min-meld\n  ruleset: |\n    two\n    lines\n",
    ],
)
def test_error_lines_never_split(text: str) -> None:
    _refused(text)


def test_judge_on_an_empty_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for command in (["judge"], ["judge", "--json"], ["check"]):
        assert cli_main([*command, str(tmp_path)]) == 2
        out, err = capsys.readouterr()
        assert out == ""
        assert err.splitlines() == [f"{tmp_path}: no position files found (no *.yaml or *.yml file in this folder)"]


def test_one_empty_folder_among_others(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    full = tmp_path / "full"
    full.mkdir()
    (full / "q.yaml").write_text("- id: q\n  ask: card-value\n  card: Q\n", encoding="utf-8")
    assert cli_main(["judge", "--json", str(empty), str(full)]) == 2
    out, err = capsys.readouterr()
    assert [json.loads(line)["id"] for line in out.splitlines()] == ["q"]
    assert err.splitlines() == [f"{empty}: no position files found (no *.yaml or *.yml file in this folder)"]


def test_red_three_in_the_pile_only_at_the_bottom() -> None:
    (p,) = parse_positions("- id: ok\n  ask: pile-frozen\n  pile: 3h 7c Qd\n")
    assert judge(p).answer is True
    err = _refused("- id: mid\n  ask: pile-frozen\n  pile: 4c 3h Kd\n")
    assert str(err) == (
        "fuzz.yaml: entry mid: key 'pile': a red three (3h) is card 2 from the bottom: in the pile a red three "
        "can only be among the cards turned up to start it, under the first card that is neither wild nor a red "
        "three (one drawn later is laid out at once)"
    )
    err = _refused("- id: two\n  ask: pile-frozen\n  pile: 3d 4c 3h Kd\n")
    assert "a red three (3h) is card 3 from the bottom" in str(err)
    err = _refused("- id: top\n  ask: take-pile\n  pile: 4c 3d\n")
    assert "cannot be the top card" in str(err)


def test_more_than_108_cards_counting_the_stock() -> None:
    hand = "Ks Kh Kd Kc 7d 7c"
    (p,) = parse_positions(f"- id: full\n  ask: take-pile\n  hand: {hand}\n  pile: 4c Kd\n  stock: 100\n")
    assert p.stock == 100  # 8 cards and 100 in the stock: 108
    err = _refused(f"- id: over\n  ask: take-pile\n  hand: {hand}\n  pile: 4c Kd\n  our_red_threes: 1\n  stock: 100\n")
    assert str(err) == "fuzz.yaml: entry over: key 'stock': 9 cards in play and 100 in the stock make 109, but the pack holds only 108"
    err = _refused("- id: many\n  ask: take-pile\n  hand: " + " ".join(["K"] * 120) + "\n")
    assert str(err) == "fuzz.yaml: entry many: key 'hand': more than 108 cards, but the pack holds only 108"


@pytest.mark.parametrize(
    "value, shown",
    [("banana", "'banana'"), ("none", "'none'"), ("[us]", "a list"), ("~", "empty"), ("5", "a number (5)")],
)
def test_side_banana(value: str, shown: str) -> None:
    err = _refused(f"- id: a\n  ask: add\n  card: Ks\n  to: K\n  side: {value}\n  our_melds: [K K K]\n")
    assert str(err) == f"fuzz.yaml: entry a: key 'side': {shown} is not a side: choose us or them"


def test_side_them_reads() -> None:
    (p,) = parse_positions("- id: a\n  ask: add\n  card: Ks\n  to: K\n  side: them\n  their_melds: [K K K]\n")
    assert judge(p).answer is False and judge(p).rules == ("no-adding-to-opponents",)


@pytest.mark.parametrize(
    "text, message",
    [
        ("- id: a\n  ask: min-meld\n  title: {a: 1}\n",
         "key 'title': 'a' is no language of the school: write the text, or one text per language (en, da, sv, de, nl)"),
        ("- id: a\n  ask: min-meld\n  title: {de: {a: 1}}\n", "key 'title': title in de: a title in words, not a mapping"),
        ("- id: a\n  ask: min-meld\n  title: yes\n", "key 'title': a title in words, not yes (put it in quotes to mean the word)"),
        ("- id: a\n  ask: take-pile\n  hand: [~]\n", "key 'hand': card 1 should be a card like Ks, not empty"),
        ("- id: a\n  ask: take-pile\n  hand: {a: 1}\n", "key 'hand': expected cards like 'Ks Kh 7d', got a mapping"),
        ("- id: a\n  ask: take-pile\n  our_melds: [~]\n", "key 'our_melds': meld 1 should be cards like 'Qs Qh Qd', got empty"),
        ("- id: a\n  ask: min-meld\n  score: [~, 0]\n", "key 'score': expected a whole number, got empty"),
        ("- id: a\n  ask: min-meld\n  stock: []\n", "key 'stock': expected a whole number, got an empty list"),
        ("- id: a\n  ask: [take-pile]\n", f"key 'ask': an ask is one of {', '.join(a.value for a in Ask)}; not a list"),
        ("- id: a\n  ask: min-meld\n  ruleset: [classic]\n", "key 'ruleset': a ruleset is classic, two-player, three-player or tranca, not a list"),
        ("- id: a\n  ask: min-meld\n  ruleset: ~\n", None),
        ("- id: a\n  ask: min-meld\n  options: {wild-limit: ~}\n", "key 'options': option 'wild-limit' needs a value like more-natural, not empty"),
        ("- id: a\n  ask: min-meld\n  options: {wild-limit: yes}\n", "key 'options': 'yes' is not a choice: use one of three-wild, more-natural"),
        ("- id: a\n  ask: go-out\n  partner: [yes]\n", "key 'partner': should be yes or no, not a list"),
        ("- id: a\n  ask: score\n  hand: ''\n  went_out: yes\n", "key 'went_out': should be us, them or none, not yes"),
        ("- id: a\n  ask: add\n  card: Ks\n  to: [K]\n", "key 'to': the rank of a meld, like Q or 10, not a list"),
        ("- id: a\n  ask: add\n  card: Ks\n  to: JK\n", "key 'to': 'JK' is a wild card, not the rank of a meld: write the rank of the meld, like Q or 10"),
        ("- id: a\n  ask: add\n  card: ~\n  to: K\n", "key 'card': is empty: give one card, like Ks"),
        ("- id: a\n  ask: add\n  card: [Ks, Kh]\n  to: K\n", "key 'card': expected exactly one card, got two cards"),
        ("- id: a\n  ask: pile-frozen\n  our_red_threes: yes\n", "key 'our_red_threes': a number of red threes, like 1, or the cards, like 3h 3d, not yes"),
        ("- id: a\n  ask: min-meld\n  tags: [[a]]\n", "key 'tags': a list of words, like [frozen, pile], not a list holding a list"),
    ],
)
def test_values_in_the_authors_terms(text: str, message: str | None) -> None:
    if message is None:
        assert parse_positions(text)
        return
    assert str(_refused(text)) == "fuzz.yaml: entry a: " + message


def test_an_id_of_the_wrong_kind() -> None:
    err = _refused("- id: [a]\n  ask: min-meld\n")
    assert str(err) == "fuzz.yaml: entry #1: key 'id': an id is a short name, like frozen-by-two, not a list"


# --------------------------------------------------------------------------------------
# The run goes on past a position the judge cannot rule on


GOOD_AND_BAD = "- id: first\n  ask: card-value\n  card: Q\n- id: broken\n  ask: card-value\n  card: K\n- id: last\n  ask: card-value\n  card: A\n"


def _judge_refusing_broken(real: Callable[..., Any]) -> Callable[..., Any]:
    def fake(p: Any) -> Any:
        if p.id == "broken":
            raise CanastaError("the judge cannot rule on this\nposition")
        return real(p)

    return fake


def test_judge_goes_on_past_a_position_it_cannot_rule_on(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import canasta_teach.cli.main as cli

    monkeypatch.setattr(cli, "rule", _judge_refusing_broken(cli.rule))
    bad = tmp_path / "a.yaml"
    bad.write_text(GOOD_AND_BAD, encoding="utf-8")
    unreadable = tmp_path / "b.yaml"
    os.mkfifo(unreadable)
    other = tmp_path / "c.yaml"
    other.write_text("- id: other\n  ask: card-value\n  card: JK\n", encoding="utf-8")
    status = cli_main(["judge", "--json", str(bad), str(unreadable), str(other)])
    out, err = capsys.readouterr()
    assert status == 2
    assert [json.loads(line)["id"] for line in out.splitlines()] == ["first", "last", "other"]
    assert err.splitlines() == [
        f"{bad}: entry broken: cannot be judged: the judge cannot rule on this\\nposition",
        f"{unreadable}: cannot read the file: it is a FIFO (named pipe), not a position file",
    ]


def test_check_goes_on_past_a_position_it_cannot_rule_on(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import canasta_teach.content.check as check

    monkeypatch.setattr(check, "rule", _judge_refusing_broken(check.rule))
    path = tmp_path / "a.yaml"
    path.write_text(GOOD_AND_BAD.replace("card: A\n", "card: A\n  expect: 10\n"), encoding="utf-8")
    checked, problems = check_files([path])
    assert checked == 3
    assert problems[0] == f"{path}: entry broken: cannot be judged: the judge cannot rule on this\\nposition"
    assert problems[1].startswith(f"{path}: entry last: expect says 10, the judge says 20")
    assert len(problems) == 2
    assert cli_main(["check", str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and lines[-1] == "check: 2 problems; judged 2 of 3 positions from 1 file"
