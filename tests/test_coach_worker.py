"""The coach's second core: a worker process plays half of the play-outs, and the verdict
is the one a single process gives (:mod:`canasta_teach.players.playout_pool`)."""

from __future__ import annotations

import pytest

from canasta_teach.game.deal import deal
from canasta_teach.game.operations import DrawStock
from canasta_teach.game.referee import apply
from canasta_teach.players import playout_pool
from canasta_teach.players.coach import Choice, coach


def test_the_coach_gives_the_same_verdict_with_a_worker_process_or_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-outs split between two processes give the verdict one process gives (each
    play-out is seeded by its index), events and samples included."""
    state = apply(deal("classic", seed=11), DrawStock())
    choices = (Choice.parse("discard 6s"), Choice.parse("discard 5d"))
    with monkeypatch.context() as m:
        m.setenv(playout_pool.ENV_WORKERS, "0")
        alone = coach(state, state.to_move, choices, playouts=16, seed=5, stop_early=False)
    if not playout_pool.worker_wanted():
        pytest.skip("one core: the coach never starts a worker here")
    worker = playout_pool.playout_worker()
    for _ in range(600):  # the worker starts in the background; wait until it answers
        if worker is not None:
            break
        playout_pool.wait_ready(1.0)
        worker = playout_pool.playout_worker()
    assert worker is not None, "the worker process did not start"
    sent = playout_pool.jobs_sent()
    shared = coach(state, state.to_move, choices, playouts=16, seed=5, stop_early=False)
    assert playout_pool.jobs_sent() == sent + 1  # the worker played half of them
    assert shared == alone and shared.samples == alone.samples


def test_turned_off_the_coach_plays_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """``CANASTA_TEACH_COACH_WORKERS=0``: no worker is wanted, none is handed a job."""
    monkeypatch.setenv(playout_pool.ENV_WORKERS, "0")
    assert not playout_pool.worker_wanted() and playout_pool.playout_worker() is None
    state = apply(deal("classic", seed=11), DrawStock())
    sent = playout_pool.jobs_sent()
    coach(state, state.to_move, (Choice.parse("discard 6s"), Choice.parse("discard 5d")), playouts=8, seed=1)
    assert playout_pool.jobs_sent() == sent
