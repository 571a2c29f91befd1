"""Bots against bots, many hands at every table size: never a refused move, never a lost card.

Every bot move goes through the referee's ``verify`` (``play_hands`` counts refusals and
errors). The fast set plays 100 hands per table size with sensible bots (40 with random ones); the slow one (``-m slow``) 1,000.
"""

from __future__ import annotations

import pytest

from canasta_teach.players.selfplay import play_hands


def _clean(players: int, hands: int, level: str, seed: int) -> None:
    report = play_hands(players, hands, seed=seed, level=level)
    assert report.hands == hands
    assert (report.refused, report.errors, report.conserved) == (0, 0, True), report.problems[:5]
    assert all(r.end is not None and r.seat_totals for r in report.results)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_100_sensible_hands_without_a_refused_move(players: int) -> None:
    _clean(players, 100, "sensible", seed=2026)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_hands_without_a_refused_move(players: int) -> None:
    # Random bots rarely go out, so their hands run to the end of the stock: fewer of them.
    _clean(players, 40, "random", seed=2027)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_1000_sensible_hands_without_a_refused_move(players: int) -> None:
    _clean(players, 1000, "sensible", seed=10)
