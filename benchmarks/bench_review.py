"""Benchmark: the review of a practice hand (issue 22). Run it as a script::

    python benchmarks/bench_review.py [--hands 4] [--seed 1] [--learner sensible]

Each hand is a practice hand at a table of four, dealt from ``--seed`` on; the learner's
seat is played by a bot of ``--learner`` level (``sensible`` is a typical learner,
``random`` a careless one) so that its decisions are noted as a learner's are. Then the
hand is reviewed with the app's budgets (:mod:`canasta_teach.players.hand_review`) and the
script prints, per hand: the decisions noted, the play-outs spent, the flagged decisions,
the seconds until the first flagged one was found and the whole review's seconds. At the
end: median and slowest review time against the budget of 20 s on a 2-core machine (PASS
or OVER; timings are never asserted), with the machine's load average beside them (the
machine is shared: a load far above the cores slows everything).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta_teach.players.bots import make_bot  # noqa: E402
from canasta_teach.players.hand_review import FlaggedDecision, review_hand  # noqa: E402
from canasta_teach.players.practice import PracticeHand  # noqa: E402

REVIEW_BUDGET_S = 20.0


def played_hand(seed: int, level: str) -> PracticeHand:
    """A practice hand of four played to its end, the learner's seat by a bot of ``level``."""
    hand = PracticeHand.new(players=4, seed=seed).bots_play_until_learner()
    bot = make_bot(level)
    while not hand.is_over:
        ops = hand.legal_operations()
        op = ops[0] if len(ops) == 1 else bot.choose(hand.view(hand.learner).observation, ops, random.Random(len(hand.log)))
        hand = hand.learner_play([op])
    return hand


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--learner", default="sensible")
    args = parser.parse_args()
    times: list[float] = []
    print(f"cores: {os.cpu_count()}, load average at start: {os.getloadavg()[0]:.1f}")
    print("hand  decisions  play-outs  flagged  first found (s)  review (s)")
    for i in range(args.hands):
        hand = played_hand(args.seed + i, args.learner)
        start = time.perf_counter()
        first: list[float] = []

        def found(_flag: FlaggedDecision) -> None:
            if not first:
                first.append(time.perf_counter() - start)

        review = review_hand(hand.decisions, seed=hand.seed * 1000 + hand.hand_number, level=hand.level, on_found=found)
        took = time.perf_counter() - start
        times.append(took)
        shown = f"{first[0]:.1f}" if first else "-"
        print(f"{i + 1:>4}  {review.decisions:>9}  {review.playouts:>9}  {len(review.flagged):>7}  {shown:>15}  {took:>10.1f}")
        for flag in review.flagged:
            print(f"      {flag.kind}: {flag.headline}")
            for fact in flag.facts:
                print(f"        {fact}")
    median, worst = statistics.median(times), max(times)
    verdict = "PASS" if median <= REVIEW_BUDGET_S else "OVER"
    print(f"review: median {median:.1f} s, slowest {worst:.1f} s (budget {REVIEW_BUDGET_S:.0f} s for a typical hand: {verdict});"
          f" load average now {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
