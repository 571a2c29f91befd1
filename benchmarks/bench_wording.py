"""Benchmark: how long the words take: ``say()`` of single messages and ``explain()`` of
every shipped ruling (the sentences of a whole ruling). Run it as a script::

    python benchmarks/bench_wording.py [--reps 2000] [--root PATH]

``--root`` runs it against another checkout (``--root /work/main``: the same script, the
code before a change), so two figures of one machine can be compared in one sitting. Only
``say`` and ``explain``, whose signatures every version keeps, are used.

Prints the median time per call in microseconds for each message, the median of a whole
``explain`` per ruling, and a baseline (an empty call) as a ratio. Budget: ``say`` of a
plain sentence well under 50 us median (a page says a few hundred sentences at most).
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path


def _median_us(call: Callable[[], object], reps: int) -> float:
    times = []
    for _ in range(reps):
        start = time.perf_counter_ns()
        call()
        times.append(time.perf_counter_ns() - start)
    return statistics.median(times) / 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=2000)
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1])
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.root))

    from canasta_teach.content.authoring import load_positions
    from canasta_teach.content.check import shipped_position_files
    from canasta_teach.game.cards import Card, Rank
    from canasta_teach.judge import Ask, judge
    from canasta_teach.judge.wording import explain, say

    king = Card.parse("Ks")
    cases: dict[str, Callable[[], object]] = {
        "baseline (empty call)": lambda: None,
        "say: no facts": lambda: say("prompt.pile-frozen"),
        "say: two numbers": lambda: say("meld.two-natural", naturals=1, min=2),
        "say: plural selector": lambda: say("dashboard.no-code", n=3, command="x"),
        "say: card name": lambda: say("prompt.card-value", card=king),
        "say: card + rank plural": lambda: say("prompt.add", card=king, rank=Rank.KING),
        "say: big number": lambda: say("game.neither", target=5000, ours=4200, theirs=3100),
    }
    gc.disable()
    base = None
    for name, call in cases.items():
        call()  # compiled on first use
        us = _median_us(call, args.reps)
        base = base or us
        print(f"{name:28s} {us:8.2f} us  ({us / base:6.1f}x baseline)")
    rulings = [judge(p) for f in shipped_position_files() for p in load_positions(f) if p.ask is not Ask.SHOULD]
    rulings = [r for r in rulings if r is not None]
    for r in rulings:
        explain(r)
    per = [_median_us(lambda r=r: explain(r), max(1, args.reps // 100)) for r in rulings]
    print(f"{'explain: median per ruling':28s} {statistics.median(per):8.2f} us  over {len(rulings)} rulings")
    print(f"{'explain: all rulings':28s} {sum(per) / 1000:8.2f} ms")
    try:  # the Fluent catalogue remembers what it said: the first time costs more
        from canasta_teach.judge.catalogue import current_words
    except ImportError:
        return 0
    said = current_words()._said

    def cold(r: object) -> None:
        said.clear()
        explain(r)

    per = [_median_us(lambda r=r: cold(r), max(1, args.reps // 100)) for r in rulings]
    print(f"{'explain cold: median':28s} {statistics.median(per):8.2f} us  (nothing remembered)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
