"""Quiz generators: fresh positions around the edges where learners go wrong.

"Quiz yourself on the tricky rulings" should not run out of questions, and it should not be
guessable: a learner who has seen the twelve authored frozen-pile positions knows their
answers by heart. Each generator here varies one tricky ruling of the rule book (RULES.md)
along its edge: a score of 1495 or 1500, a meld worth 85 or 90, two wild cards or three, a
black three on top or one card lower, one black three in hand or two.

Two principles keep the quiz honest:

* **A generator only deals cards.** It never decides the answer: the answer is whatever
  :func:`canasta_teach.judge.judge` rules on the position, exactly as for an authored one
  (DESIGN.md, "the one idea"). Generated positions carry no ``expect``.
* **A generated position is an authored position.** Each generator writes the same YAML-able
  dict a teacher would write and reads it with :func:`canasta_teach.content.authoring.parse_positions`,
  so every check of the reader applies (two-deck limits, legal melds, no red three in a hand,
  one meld per rank...). The cards are dealt from a virtual two-deck pack, so the limits
  hold by construction; the reader is the proof.

A position's id is ``gen-<generator>-<seed>-<n>``: the seed rebuilds it
(:func:`regenerate`), so the review schedule can bring back a missed item days later, and
``n`` is its place in the round it was dealt in.

Canasta's edges are dealt on the classic ruleset: they are the same in every ruleset of the
sources, and the options would only add noise to a quiz. Tranca's (lesson 13) are dealt on
Tranca's table (:mod:`.deals_tranca`).

>>> import random
>>> from canasta_teach.judge import judge
>>> p = generate("fourth-wild", random.Random(0))
>>> p.id, p.title
('gen-fourth-wild-3626764237-0', 'Meld K K K 2 2 joker 2 together?')
>>> judge(p).answer, judge(p).rules
(False, ('meld-three-wild',))
>>> regenerate(item_id(p)) == p
True
>>> generate("frozen-pile", random.Random(4))
Traceback (most recent call last):
...
canasta_teach.errors.CanastaError: unknown generator 'frozen-pile': choose first-meld-threshold, wild-buried, black-three-top, not-melded, fourth-wild, no-canasta-go-out, black-threes-going-out, red-threes-no-meld, tranca-take-pile, tranca-run-end or tranca-morto-go-out
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass

import yaml

from ..errors import CanastaError, PositionError
from ..judge import Position
from ..judge.wording import phrase
from .authoring import parse_positions
from .deal_helpers import Entry
from .deals_going_out import _black_threes_going_out, _no_canasta_go_out
from .deals_melds import _first_meld_threshold, _fourth_wild
from .deals_pile import _black_three_top, _not_melded, _wild_buried
from .deals_scoring import _red_threes_no_meld
from .deals_tranca import _morto_go_out, _run_end, _take_pile
from .virtual_pack import _Pack

__all__ = [
    "Generator",
    "GENERATORS",
    "generate",
    "generate_entry",
    "generate_round",
    "item_id",
    "regenerate",
]

_SEED_BITS = 32
_ID_RE = re.compile(r"^gen-(?P<name>[a-z][a-z-]*[a-z])-(?P<seed>\d+)-(?P<n>\d+)$")


# --------------------------------------------------------------------------------------
# The registry


_Deal = Callable[[random.Random, _Pack], Entry]


@dataclass(frozen=True)
class Generator:
    """One generator: its name, the rule ids it drills (the judge cites at least one of
    them on every position it deals) and the function that deals a position."""

    name: str
    rule_ids: tuple[str, ...]
    function: Callable[[random.Random], Position]

    @property
    def summary(self) -> str:
        """What it drills, for the quiz and the dashboard (``generate.summary.<name>`` of
        the wording catalogue, so a translation reaches it)."""
        return phrase(f"generate.summary.{self.name}")

    def __call__(self, rng: random.Random) -> Position:
        return self.function(rng)


_DEALS: dict[str, _Deal] = {}


def _register(name: str, rule_ids: tuple[str, ...], deal: _Deal) -> Generator:
    _DEALS[name] = deal

    def function(rng: random.Random) -> Position:
        return generate(name, rng)

    function.__name__ = name.replace("-", "_")
    function.__doc__ = deal.__doc__
    return Generator(name, rule_ids, function)


GENERATORS: dict[str, Generator] = {
    g.name: g
    for g in (
        _register("first-meld-threshold", ("first-meld-minimum", "first-meld-card-values", "first-meld-several-melds"),
                  _first_meld_threshold),
        _register("wild-buried", ("pile-frozen-wild", "pile-frozen-natural-pair"),
                  _wild_buried),
        _register("black-three-top", ("pile-black-three-top", "pile-take-unfrozen"),
                  _black_three_top),
        _register("not-melded", ("pile-frozen-no-meld", "pile-frozen-natural-pair", "first-meld-pile-top", "pile-minimum-with-top"),
                  _not_melded),
        _register("fourth-wild", ("meld-three-wild", "wild-cards"),
                  _fourth_wild),
        _register("no-canasta-go-out", ("go-out-canasta", "go-out-all-cards"),
                  _no_canasta_go_out),
        _register("black-threes-going-out", ("black-three-meld", "go-out-all-cards", "go-out-canasta"),
                  _black_threes_going_out),
        _register("red-threes-no-meld", ("red-three-minus", "red-three-bonus"),
                  _red_threes_no_meld),
        # Tranca (003, "Varianten"; lesson 13): dealt on Tranca's table, ruleset: tranca.
        _register("tranca-take-pile", ("tranca-take-pile", "tranca-black-three"),
                  _take_pile),
        _register("tranca-run-end", ("tranca-runs", "tranca-one-two"),
                  _run_end),
        _register("tranca-morto-go-out", ("tranca-go-out", "tranca-morto", "tranca-canasta"),
                  _morto_go_out),
    )
}


def _generator(name: str) -> Generator:
    try:
        return GENERATORS[name]
    except (KeyError, TypeError):
        names = list(GENERATORS)
        raise CanastaError(f"unknown generator '{name}': choose {', '.join(names[:-1])} or {names[-1]}") from None


def _entry_from_seed(name: str, seed: int, n: int) -> Entry:
    _generator(name)
    rng = random.Random(seed)
    body = _DEALS[name](rng, _Pack(rng))
    entry: Entry = {"id": f"gen-{name}-{seed}-{n}"}
    entry.update(body)
    entry["tags"] = ["generated", name]
    return entry


def _read(entry: Entry, name: str) -> Position:
    """The dict through YAML and the position reader, exactly like an authored file."""
    text = yaml.safe_dump([entry], allow_unicode=True, sort_keys=False)
    return parse_positions(text, source=f"<generator {name}>")[0]


def _check_index(n: object) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise CanastaError(f"a position number must be a whole number 0 or more, not {n!r}")
    return n


def generate_entry(name: str, rng: random.Random, *, n: int = 0) -> Entry:
    """The authoring dict the generator ``name`` deals (what :func:`generate` reads).

    Draws one seed from ``rng``; the whole position follows from that seed, which its id
    keeps. Raises :class:`CanastaError` for an unknown generator name.
    """
    _generator(name)
    return _entry_from_seed(name, rng.getrandbits(_SEED_BITS), _check_index(n))


def generate(name: str, rng: random.Random, *, n: int = 0) -> Position:
    """A fresh position from the generator ``name``, read and checked like an authored one.

    Its answer is the judge's: ``judge(generate(...)).answer``. ``n`` is the position's
    number in its round (it goes into the id). Raises :class:`CanastaError` for an unknown
    name.
    """
    return _read(generate_entry(name, rng, n=n), name)


def generate_round(rng: random.Random, n: int) -> list[Position]:
    """``n`` positions mixing the generators: each generator once (in a shuffled order)
    before any comes back, so a short round still varies the rulings."""
    _check_index(n)
    names: list[str] = []
    while len(names) < n:
        batch = list(GENERATORS)
        rng.shuffle(batch)
        names += batch
    return [generate(name, rng, n=i) for i, name in enumerate(names[:n])]


def item_id(position: Position) -> str:
    """The id under which the quiz schedules a position (``ReviewSchedule``, ProgressStore).

    It is the position id: authored ids are unique across the lesson files, and a generated
    id (``gen-<generator>-<seed>-<n>``) rebuilds the very same position with
    :func:`regenerate`, so a missed generated item can come back days later.
    """
    if not isinstance(position, Position):
        raise CanastaError(f"expected a Position, got {type(position).__name__}")
    return position.id


def regenerate(item: str) -> Position:
    """The generated position with that id, dealt again from its seed.

    Raises :class:`PositionError` when the text is not a generated id, and
    :class:`CanastaError` for an unknown generator.
    """
    match = _ID_RE.match(item) if isinstance(item, str) else None
    if match is None:
        raise PositionError(f"'{item}' is not a generated item id: expected gen-<generator>-<seed>-<n>", key="id")
    name, seed, n = match["name"], int(match["seed"]), int(match["n"])
    if seed >= 2**_SEED_BITS:
        raise PositionError(f"'{item}': the seed is above 2**{_SEED_BITS}", key="id")
    return _read(_entry_from_seed(name, seed, n), name)
