"""Taking a progress store to this canasta-teach's schema, written once for both databases.

:func:`migrate` runs when a store is opened: it reads the schema version, and when it is
older runs each step's statements (:mod:`.schema`) and its data step (below) in one
transaction that only one process at a time may run (:meth:`.database.Database.schema_transaction`:
SQLite's write lock, PostgreSQL's advisory lock), so thirty kernels opening a store at the
same moment migrate it once. A store newer than this canasta-teach is refused.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable

from .class_deals import CLASS_DEAL_SETTING, stored_deal, stored_deal_text
from .database import Database, Transaction
from .names import NameRefused, learner_name
from .position_keys import label_for_id
from .schema import SCHEMA_VERSION, statements
from .store_errors import StoreError

__all__ = ["migrate", "migrate_v2_data", "migrate_v7_data", "BACKFILL_FIRST_ANSWERS"]


def migrate(db: Database) -> None:
    """Bring ``db`` to :data:`~.schema.SCHEMA_VERSION` (nothing to do when it is there)."""
    if db.known_schema_version() == SCHEMA_VERSION:
        return

    def work(tx: Transaction) -> None:
        # read under the lock: another process may have just migrated
        version = db.schema_version(tx)
        if version > SCHEMA_VERSION:
            raise StoreError(
                f"the progress store {db.location} has schema version {version}, "
                f"newer than this canasta-teach understands ({SCHEMA_VERSION}); upgrade it"
            )
        for step in range(version + 1, SCHEMA_VERSION + 1):
            for statement in statements(step, db.dialect):
                tx.execute(statement)
            data_step = DATA_STEPS.get(step)
            if data_step is not None:
                data_step(tx)
            db.set_schema_version(tx, step)

    db.schema_transaction(work)


#: The earliest answer of each learner and position becomes its first answer (migration).
BACKFILL_FIRST_ANSWERS = (
    "INSERT INTO first_answers(learner, position_id, correct, source, answered_at)"
    " SELECT a.learner, a.position_id, a.correct, a.source, a.answered_at FROM answers a"
    " WHERE a.id IN (SELECT MIN(id) FROM answers GROUP BY learner, position_id)"
    " ON CONFLICT(learner, position_id) DO NOTHING"
)


def migrate_v2_data(tx: Transaction) -> None:
    """The data half of migration 2, the same on both databases: the store's salt, a learners
    row (without a code) for every name already in the store, a label for every answered
    position, and the first answers from the earliest answers."""
    tx.execute(
        "INSERT INTO store_settings(name, value) VALUES ('code_salt', ?) ON CONFLICT(name) DO NOTHING",
        (secrets.token_hex(32),),
    )
    names = tx.query(
        "SELECT learner, MIN(t) FROM (SELECT learner, MIN(answered_at) AS t FROM answers GROUP BY learner"
        " UNION ALL SELECT learner, MIN(completed_at) AS t FROM lessons_done GROUP BY learner"
        " UNION ALL SELECT learner, MIN(due) AS t FROM review_cards GROUP BY learner) every_learner"
        " GROUP BY learner ORDER BY MIN(t), learner"
    )
    taken: set[str] = {row[0] for row in tx.query("SELECT name_key FROM learners")}
    for learner_id, first_seen in names:
        try:
            key = learner_name(learner_id).key
        except NameRefused:
            key = ""
        if not key or key in taken:
            # a look-alike of an earlier name (old stores kept "Ann" and "ann" apart): the rows
            # stay this learner's, but the name cannot be claimed; only the roster opens it
            key = f"{key}#{learner_id}"
        taken.add(key)
        tx.execute(
            "INSERT INTO learners(learner, display_name, name_key, code_hash, created_at)"
            " VALUES (?, ?, ?, NULL, ?) ON CONFLICT DO NOTHING",
            (learner_id, learner_id, key, first_seen),
        )
    for position_id, source, rule_ids in tx.query(
        "SELECT position_id, MIN(source), MIN(rule_ids) FROM answers GROUP BY position_id"
    ):
        label = label_for_id(position_id, source)
        tx.execute(
            "INSERT INTO positions(position_id, position_key, title, lesson_id, lesson_title)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT(position_id) DO NOTHING",
            (position_id, label.key, label.title, label.lesson_id, label.lesson_title),
        )
        for rule_id in set(rule_ids.split()):
            tx.execute(
                "INSERT INTO position_rules(position_id, rule_id) VALUES (?, ?)"
                " ON CONFLICT(position_id, rule_id) DO NOTHING",
                (position_id, rule_id),
            )
    tx.execute(BACKFILL_FIRST_ANSWERS)


#: Migration 7: the hands kept before were Canasta, the ruleset of their table (as they were played).
BACKFILL_RULESETS = (
    "UPDATE practice_hands SET ruleset = CASE players WHEN 2 THEN 'two-player' WHEN 3 THEN 'three-player'"
    " ELSE 'classic' END WHERE ruleset = ''"
)


def migrate_v7_data(tx: Transaction) -> None:
    """The data half of migration 7: every practice hand kept before has the Canasta ruleset
    of its table, and the class deal (a number alone until now, always dealt as Canasta)
    names that ruleset beside its number. A class deal row that names no deal stays as it
    was (it is not dealt)."""
    tx.execute(BACKFILL_RULESETS)
    rows = tx.query("SELECT value FROM store_settings WHERE name = ?", (CLASS_DEAL_SETTING,))
    if rows:
        deal = stored_deal(str(rows[0][0]))
        if deal is not None:
            tx.execute("UPDATE store_settings SET value = ? WHERE name = ?", (stored_deal_text(deal), CLASS_DEAL_SETTING))


DATA_STEPS: dict[int, Callable[[Transaction], None]] = {2: migrate_v2_data, 7: migrate_v7_data}
"""Version reached -> what moves the rows there, after the statements of that step."""
