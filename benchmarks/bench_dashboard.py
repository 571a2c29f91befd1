"""Benchmark: the teacher dashboard's render time for a class of 30, 300 and 2,000 learners.

Each class is seeded into a fresh SQLite store in a temporary folder: every learner answers
about ``--answers`` questions (150 on average: 2,000 learners make about 300,000 answers),
lesson after lesson through the shipped positions (tries again included), then the quiz's
generated positions (see :func:`seed`). Seeding writes the rows in bulk (one transaction, ``executemany``)
with the same meaning :meth:`BaseStore.record_answer` gives them (the earliest answer of a
learner and position is its first answer), because 300,000 single-answer transactions would
take minutes and are not what is measured.

For each class it prints the time of :func:`dashboard_html` (best of ``--repeat``), the
Python memory it allocated at its peak (tracemalloc), the size of the page, and, as a
baseline measured in the same run on the same file, the time merely to read every answer row
into Python (what a dashboard looping over rows would need before counting anything). The
budget is 2 s for 2,000 learners::

    python benchmarks/bench_dashboard.py
    python benchmarks/bench_dashboard.py --classes 30 300 2000 --answers 150 --repeat 3
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
import tracemalloc
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta_teach.app.dashboard import dashboard_html  # noqa: E402
from canasta_teach.content.generate import GENERATORS  # noqa: E402
from canasta_teach.content.lessons import lesson_positions, load_lessons  # noqa: E402
from canasta_teach.progress.position_keys import label_for_id  # noqa: E402
from canasta_teach.progress.store import ProgressStore  # noqa: E402

BUDGET_S = 2.0
T0 = datetime(2026, 9, 1, 8, 0, tzinfo=UTC)


def _lessons() -> list[tuple[str, list[tuple[str, tuple[str, ...]]]]]:
    """Every shipped lesson: its id and its positions' (id, rule ids), in teaching order."""
    return [
        (lesson.id, [(p.id, tuple(p.tags) or (lesson.id,)) for p in lesson_positions(lesson)])
        for lesson in load_lessons()
    ]


def _generated() -> list[tuple[str, tuple[str, ...]]]:
    """Six generated positions per generator, as the quiz builds them."""
    return [
        (f"gen-{name}-{1000 + seed}-0", tuple(generator.rule_ids))
        for name, generator in GENERATORS.items()
        for seed in range(6)
    ]


def seed(path: Path, learners: int, answers: int, rng: random.Random) -> int:
    """Fill a new store at ``path``; the number of answer rows written.

    Each learner works as a class does: lesson after lesson, each step answered (a third of
    them tried again after a miss or for practice), a lesson recorded as done at its end,
    then quiz questions on generated positions; a learner's share of the ``answers`` varies
    (half to one and a half times), so some are still in the middle of a lesson.
    """
    lessons = _lessons()
    generated = _generated()
    store = ProgressStore.open(path, answers_per_minute=None)
    conn = store._connection
    conn.execute("BEGIN IMMEDIATE")
    labels = {pid: label_for_id(pid, f"lesson:{lesson_id}") for lesson_id, steps in lessons for pid, _r in steps}
    labels.update({pid: label_for_id(pid, "quiz") for pid, _r in generated})
    conn.executemany(
        "INSERT INTO positions(position_id, position_key, title, lesson_id, lesson_title) VALUES (?, ?, ?, ?, ?)",
        [(pid, lab.key, lab.title, lab.lesson_id, lab.lesson_title) for pid, lab in labels.items()],
    )
    every = [item for _l, steps in lessons for item in steps] + generated
    conn.executemany(
        "INSERT OR IGNORE INTO position_rules(position_id, rule_id) VALUES (?, ?)",
        [(pid, rule) for pid, rules in every for rule in rules],
    )
    answer_rows: list[tuple[object, ...]] = []
    first_rows: list[tuple[object, ...]] = []
    learner_rows: list[tuple[object, ...]] = []
    done_rows: list[tuple[object, ...]] = []
    for n in range(learners):
        name = f"learner {n:04d}"
        skill = rng.random()
        learner_rows.append((name, name, name, None if n % 10 == 0 else f"{n:064x}", T0.isoformat()))
        budget = rng.randrange(answers // 2, answers * 3 // 2 + 1)
        at = T0 + timedelta(minutes=rng.randrange(0, 60 * 24 * 30))
        seen: set[str] = set()

        def answer(pid: str, rules: tuple[str, ...], source: str) -> bool:
            nonlocal at, budget
            at += timedelta(seconds=rng.randrange(5, 90))
            budget -= 1
            correct = rng.random() < 0.35 + 0.6 * skill
            stamp = at.isoformat(timespec="microseconds")
            first = pid not in seen
            seen.add(pid)
            answer_rows.append((name, pid, " ".join(rules), int(correct), int(first), source, stamp, "yes"))
            if first:
                first_rows.append((name, pid, int(correct), source, stamp))
            return correct

        for lesson_id, steps in lessons:
            right = 0
            for pid, rules in steps:
                if budget <= 0:
                    break
                first_right = answer(pid, rules, f"lesson:{lesson_id}")
                right += first_right
                if budget > 0 and (not first_right or rng.random() < 0.1):
                    answer(pid, rules, f"lesson:{lesson_id}")  # Try again
            else:
                done_rows.append((name, lesson_id, at.isoformat(timespec="microseconds"), right, len(steps)))
                continue
            break
        while budget > 0:
            pid, rules = rng.choice(generated)
            answer(pid, rules, "quiz")
    conn.executemany("INSERT INTO learners VALUES (?, ?, ?, ?, ?)", learner_rows)
    conn.executemany(
        "INSERT INTO answers(learner, position_id, rule_ids, correct, first_try, source, answered_at, answer)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        answer_rows,
    )
    conn.executemany(
        "INSERT INTO first_answers(learner, position_id, correct, source, answered_at) VALUES (?, ?, ?, ?, ?)",
        first_rows,
    )
    conn.executemany("INSERT INTO lessons_done VALUES (?, ?, ?, ?, ?)", done_rows)
    conn.execute("COMMIT")
    conn.execute("ANALYZE")
    store.close()
    return len(answer_rows)


def _best(repeat: int, work: object) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        work()  # type: ignore[operator]
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--classes", type=int, nargs="+", default=[30, 300, 2000], help="learners per class")
    parser.add_argument("--answers", type=int, default=150, help="answers per learner")
    parser.add_argument("--repeat", type=int, default=3, help="renders per class (the best is printed)")
    args = parser.parse_args(argv)
    rng = random.Random(2026)
    print(f"{'learners':>8} {'answers':>8} {'render':>9} {'peak mem':>9} {'page':>8} "
          f"{'read rows':>10} {'render/read':>11}")
    worst = 0.0
    with tempfile.TemporaryDirectory() as folder:
        for learners in args.classes:
            path = Path(folder) / f"class-{learners}.sqlite3"
            rows = seed(path, learners, args.answers, rng)
            with ProgressStore.open(path) as store:
                page = dashboard_html(store, class_name="bench")  # warm the file cache once
                render = _best(args.repeat, lambda: dashboard_html(store, class_name="bench"))
                tracemalloc.start()
                dashboard_html(store, class_name="bench")
                _current, peak = tracemalloc.get_traced_memory()
                tracemalloc.stop()
                read = _best(args.repeat, lambda: store._read("SELECT * FROM answers"))
            if learners >= 2000:
                worst = max(worst, render)
            print(f"{learners:>8} {rows:>8} {render:>8.3f}s {peak / 2**20:>7.1f}MB {len(page) / 1024:>6.0f}KB "
                  f"{read:>9.3f}s {render / read:>10.2f}x")
    if worst:
        verdict = "within" if worst < BUDGET_S else "OVER"
        print(f"budget: {BUDGET_S:g} s at 2,000 learners: {worst:.3f} s, {verdict} budget")
        return 0 if worst < BUDGET_S else 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
