"""Benchmark: hostile position files are refused fast. Run it as a script, not under pytest::

    python benchmarks/bench_position_limits.py [--runs 5]

The reader's limits (``content/safe_yaml.py``) refuse a file before it can cost much: nesting
1,000 deep, an alias bomb of 600 bytes that would expand to 387 million strings, a file over
the 1 MB limit, and a sparse file of 1 TB. Each is refused ``--runs`` times; the slowest
refusal is printed against its budget (what tests/test_fuzz.py once asserted: nesting < 2 s,
the alias bomb < 0.5 s, a file over the limit < 1 s). The tests keep checking the refusals'
words; the time is measured here. Exit status 0 when every budget passes, 1 otherwise.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta_teach.content.authoring import load_positions, parse_positions
from canasta_teach.content.safe_yaml import MAX_FILE_BYTES
from canasta_teach.errors import PositionError


def nesting_text() -> str:
    return "- id: a\n  ask: min-meld\n  tags: " + "[" * 1000 + "x" + "]" * 1000 + "\n"


def alias_bomb_text() -> str:
    bomb = ["- id: bomb", "  ask: min-meld", '  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for n, name in enumerate("bcdefghi"):
        bomb.append(f"  {name}: &{name} [" + ",".join([f"*{'abcdefghi'[n]}"] * 9) + "]")
    bomb.append("  tags: *i")
    return "\n".join(bomb) + "\n"


def refusal_seconds(refuse: Callable[[], object]) -> float:
    """Seconds until ``refuse`` raised the PositionError it must raise."""
    start = time.perf_counter()
    try:
        refuse()
    except PositionError:
        return time.perf_counter() - start
    raise SystemExit(f"not refused: {refuse}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="refusals of each file (default 5)")
    ns = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        huge = Path(folder) / "huge.yaml"
        huge.write_text("- id: a\n  ask: min-meld\n  title: " + "x" * MAX_FILE_BYTES + "\n", encoding="utf-8")
        sparse = Path(folder) / "sparse.yaml"
        with open(sparse, "wb") as out:
            out.truncate(2**40)
        cases: list[tuple[str, float, Callable[[], object]]] = [
            ("nesting 1,000 deep", 2.0, lambda: parse_positions(nesting_text(), source="bench.yaml")),
            ("alias bomb", 0.5, lambda: parse_positions(alias_bomb_text(), source="bench.yaml")),
            ("a file over 1 MB", 1.0, lambda: load_positions(huge)),
            ("a sparse file of 1 TB", 1.0, lambda: load_positions(sparse)),
        ]
        ok = True
        for name, budget, refuse in cases:
            slowest = max(refusal_seconds(refuse) for _ in range(ns.runs))
            passed = slowest < budget
            ok = ok and passed
            print(f"{'PASS' if passed else 'FAIL'}  {name}: refused in {slowest * 1000:.1f} ms at worst (budget {budget:g} s)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
