"""Kernel-side cost of an act step, against the yes/no decision in the same run.

For every act step of the shipped lessons (``act: yes``): building the step (the card table
and its view model) against building its yes/no :class:`DecisionView`, and one act handled
in the kernel (the browser's message checked, the referee asked, the judge's verdict and
the feedback built) against one click on the yes/no button. The browser's own drawing and
the websocket are not in these figures (bench_voila.py measures a page end to end).

    python benchmarks/bench_act_step.py [--repeat 30]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from typing import Any

from canasta_teach.app.act_step import ActStepView
from canasta_teach.app.decision import DecisionView
from canasta_teach.content.lessons import lesson_positions, load_lessons
from canasta_teach.judge.question_types import takes_pile_to_go_out
from canasta_teach.players.ruling import rule

# The first act that answers each step (as the browser sends it: cards by their code).
FIRST_ACT = {
    "take-pile": "draw",
    "initial-meld": "keep",
    "go-out": "stay",
}


def _quantiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return statistics.median(ordered), p95


def _time(fn: Callable[[], Any], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    args = parser.parse_args()
    positions = [p for lesson in load_lessons() for p in lesson_positions(lesson) if p.act]
    for p in positions:  # warm the judge's caches and the imports, as a running kernel has
        rule(p)
        ActStepView(p)
    build_act: list[float] = []
    build_yes_no: list[float] = []
    act: list[float] = []
    referee: list[float] = []
    click: list[float] = []
    state_bytes: list[int] = []
    for p in positions:
        build_act += _time(lambda: ActStepView(p), args.repeat)
        build_yes_no += _time(lambda: DecisionView(p), args.repeat)
        takes_pile = takes_pile_to_go_out(p.question)
        action = "draw" if takes_pile else FIRST_ACT[p.ask.value]
        play = {"action": "take", "selected": [0, 1]} if p.ask.value == "take-pile" or takes_pile \
            else {"action": "meld", "selected": [0, 1, 2]}
        for _ in range(args.repeat):
            view = ActStepView(p)
            view.table.vet = None  # the referee's verdict on any three cards, not the step's scope
            start = time.perf_counter()
            view.table.receive(play)
            referee.append((time.perf_counter() - start) * 1000)
            view = ActStepView(p)
            start = time.perf_counter()
            view.table.receive({"action": action, "selected": []})
            act.append((time.perf_counter() - start) * 1000)
            assert view.state.answered
            decision = DecisionView(p)
            start = time.perf_counter()
            decision.answer(False)
            click.append((time.perf_counter() - start) * 1000)
        view = ActStepView(p)
        state_bytes.append(len(json.dumps({k: v for k, v in view.table.get_state().items() if not k.startswith("_")})))
    rows = [
        ("build the step (ms)", build_act, build_yes_no),
        ("act / click to feedback, kernel (ms)", act, click),
    ]
    print(f"{len(positions)} act steps x {args.repeat} runs")
    r50, r95 = _quantiles(referee)
    print(f"{'a play ruled by the referee (ms)':40s} act step p50 {r50:7.2f} p95 {r95:7.2f} (a take with two cards, a meld of three)")
    for name, mine, base in rows:
        m50, m95 = _quantiles(mine)
        b50, b95 = _quantiles(base)
        print(f"{name:40s} act step p50 {m50:7.2f} p95 {m95:7.2f} | yes/no p50 {b50:7.2f} p95 {b95:7.2f} | p95 ratio {m95 / b95:5.2f}")
    print(f"card table state sent to the browser: {min(state_bytes)}-{max(state_bytes)} bytes of JSON")


if __name__ == "__main__":
    main()
