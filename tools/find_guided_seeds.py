"""Find seeds for guided hands: deals in which every moment comes on the learner's turn.

    python tools/find_guided_seeds.py --players 2 --seeds 400

Prints, per good seed, the order of the moments, each question's answer (the judge's) and
the number of the learner's decisions (a shorter hand is quicker to walk through). Copy a
seed into canasta_teach/data/guided/*.yaml; tests/test_guided.py checks it stays good.
"""

from __future__ import annotations

import argparse

from canasta_teach.content.guided import PAUSE_KINDS, GuidedHand, replay
from canasta_teach.players.ruling import rule


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=(2, 4), default=2)
    parser.add_argument("--seeds", type=int, default=300, help="try seeds 0 to this number")
    parser.add_argument("--level", default="sensible")
    args = parser.parse_args()
    kinds = tuple(PAUSE_KINDS)
    for seed in range(args.seeds):
        found = replay(GuidedHand("search", "search", args.players, seed, kinds, args.level))
        if found.missing:
            continue
        answers = ", ".join(f"{p.kind}={rule(p.position).answer}" for p in found.pauses)
        print(f"seed {seed}: {answers}; {len(found.frames)} decisions")


if __name__ == "__main__":
    main()
