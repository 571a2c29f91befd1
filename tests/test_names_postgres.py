"""The look-alike keys, their recomputation and the bound on names per address on PostgreSQL
(a school's shared store): the same checks as on SQLite (tests/test_names.py,
tests/test_name_limits.py). Skipped where no PostgreSQL can be started (tests/pg_support.py)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from canasta_teach.progress.name_keys import KEYS_VERSION
from canasta_teach.progress.name_limits import admit_from_address
from canasta_teach.progress.names import skeleton
from canasta_teach.progress.store import NameTaken, open_store_at
from tests import pg_support
from tests.test_names import LOOK_ALIKES_OF_VICTIM_ANN

pytestmark = pytest.mark.hub


@pytest.fixture(scope="module")
def pg() -> Iterator[pg_support.Postgres]:
    with pg_support.running_postgres() as server:
        yield server


@pytest.fixture
def url(pg: pg_support.Postgres, request: pytest.FixtureRequest) -> str:
    return pg.create_database(f"n_{request.node.name.lower()}"[:60])


def test_look_alikes_are_refused_and_old_keys_recomputed(url: str) -> None:
    with open_store_at(url) as store:
        store.claim_name("Victim Ann")
        store._write("UPDATE learners SET name_key = 'old key' WHERE learner = 'Victim Ann'")
        store._write("DELETE FROM store_settings WHERE name = 'name_keys'")
    with open_store_at(url) as store:
        for look_alike in LOOK_ALIKES_OF_VICTIM_ANN:
            with pytest.raises(NameTaken):
                store.claim_name(look_alike)
        assert store._read("SELECT name_key FROM learners") == [(skeleton("Victim Ann"),)]
        assert store._read("SELECT value FROM store_settings WHERE name = 'name_keys'") == [(KEYS_VERSION,)]


def test_names_per_address_on_postgres(url: str) -> None:
    t0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
    with open_store_at(url) as store:
        tries = [admit_from_address(store, "192.0.2.9", 2, at=t0 + timedelta(seconds=s)) for s in (0, 1, 2)]
        assert tries == [True, True, False]
        assert admit_from_address(store, "192.0.2.10", 2, at=t0) is True
        assert admit_from_address(store, "192.0.2.9", 2, at=t0 + timedelta(seconds=61)) is True
