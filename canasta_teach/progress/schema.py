"""The tables of the progress store, written once for both databases.

Each schema version is a list of statements taking the store there from the version before
(:data:`STEPS`); :mod:`.migrations` runs them. The few words SQLite and PostgreSQL say their
own way (the text type with its collation, the row id, the insert-only triggers) come from
the :class:`~.dialect.Dialect`.

Answers are a record of what happened, so ``answers`` and ``first_answers`` are insert-only:
the database itself refuses ``UPDATE`` and ``DELETE`` of their rows (and PostgreSQL's
``TRUNCATE``), whoever sends them. Answering a position again adds a row; the first answer
stays as it was recorded.
"""

from __future__ import annotations

from collections.abc import Callable

from .dialect import Dialect

__all__ = ["SCHEMA_VERSION", "STEPS", "statements"]

SCHEMA_VERSION = 7
"""The version a store opened by this canasta-teach has; bump it and add a step on change."""


def _version_1(d: Dialect) -> tuple[str, ...]:
    """Answers (insert-only), finished lessons and review cards."""
    text = d.text
    return (
        f"""CREATE TABLE IF NOT EXISTS answers(
        id {d.row_id},
        learner {text} NOT NULL,
        position_id {text} NOT NULL,
        rule_ids {text} NOT NULL,          -- space-separated
        correct INTEGER NOT NULL,
        first_try INTEGER NOT NULL,
        source {text} NOT NULL,            -- 'lesson:<name>' or 'quiz'
        answered_at {text} NOT NULL,       -- ISO-8601 UTC
        answer TEXT
    )""",
        "CREATE INDEX IF NOT EXISTS answers_by_learner ON answers(learner)",
        "CREATE INDEX IF NOT EXISTS answers_by_position ON answers(position_id)",
        *d.insert_only(
            "answers",
            function="canasta_answers_are_insert_only",
            changed="answers are never changed once recorded",
            deleted="answers are never deleted once recorded",
        ),
        f"""CREATE TABLE IF NOT EXISTS lessons_done(
        learner {text} NOT NULL,
        lesson {text} NOT NULL,
        completed_at {text} NOT NULL,
        right_first_time INTEGER NOT NULL,
        steps INTEGER NOT NULL,
        PRIMARY KEY(learner, lesson)
    )""",
        f"""CREATE TABLE IF NOT EXISTS review_cards(
        learner {text} NOT NULL,
        item_id {text} NOT NULL,
        card_json TEXT NOT NULL,
        due {text} NOT NULL,
        PRIMARY KEY(learner, item_id)
    )""",
    )


def _version_2(d: Dialect) -> tuple[str, ...]:
    """Learners with personal codes, one first answer per learner and position (insert-only),
    position labels and rules for the dashboard's GROUP BY."""
    text = d.text
    return (
        f"CREATE TABLE IF NOT EXISTS store_settings(name {text} PRIMARY KEY, value TEXT NOT NULL)",
        f"""CREATE TABLE IF NOT EXISTS learners(
        learner {text} PRIMARY KEY,        -- the id every other table uses
        display_name {text} NOT NULL,
        name_key {text} NOT NULL UNIQUE,   -- names.learner_name(...).key: look-alikes collide
        code_hash {text} UNIQUE,           -- HMAC of the personal code; NULL: none minted yet
        created_at {text} NOT NULL
    )""",
        f"""CREATE TABLE IF NOT EXISTS positions(
        position_id {text} PRIMARY KEY,
        position_key {text} NOT NULL,
        title {text} NOT NULL,
        lesson_id {text} NOT NULL,
        lesson_title {text} NOT NULL
    )""",
        "CREATE INDEX IF NOT EXISTS positions_by_lesson ON positions(lesson_id)",
        f"""CREATE TABLE IF NOT EXISTS position_rules(
        position_id {text} NOT NULL,
        rule_id {text} NOT NULL,
        PRIMARY KEY(position_id, rule_id)
    )""",
        f"""CREATE TABLE IF NOT EXISTS first_answers(
        learner {text} NOT NULL,
        position_id {text} NOT NULL,
        correct INTEGER NOT NULL,
        source {text} NOT NULL,
        answered_at {text} NOT NULL,
        PRIMARY KEY(learner, position_id)
    )""",
        "CREATE INDEX IF NOT EXISTS first_answers_by_position ON first_answers(position_id, correct, learner)",
        "CREATE INDEX IF NOT EXISTS first_answers_by_time ON first_answers(learner, answered_at DESC, position_id DESC, correct)",
        "CREATE INDEX IF NOT EXISTS first_answers_by_source ON first_answers(learner, source, answered_at)",
        "CREATE INDEX IF NOT EXISTS answers_by_learner_time ON answers(learner, answered_at, correct)",
        *d.insert_only(
            "first_answers",
            function="canasta_first_answers_are_kept",
            changed="a first answer is never changed once recorded",
            deleted="a first answer is never deleted once recorded",
        ),
    )


def _version_3(d: Dialect) -> tuple[str, ...]:
    """The teacher's corrections to the class list (:mod:`.learner_admin`): a learner removed
    (``counted_as`` NULL) or merged into another, whose figures include theirs from then on."""
    text = d.text
    return (
        f"""CREATE TABLE IF NOT EXISTS learner_changes(
        learner {text} PRIMARY KEY,
        counted_as {text},
        changed_at {text} NOT NULL
    )""",
    )


def _version_4(d: Dialect) -> tuple[str, ...]:
    """The language each learner chose (:mod:`.languages`): a page opens in it next time."""
    text = d.text
    return (
        f"""CREATE TABLE IF NOT EXISTS learner_languages(
        learner {text} PRIMARY KEY,
        language {text} NOT NULL,
        chosen_at {text} NOT NULL
    )""",
    )


def _version_5(d: Dialect) -> tuple[str, ...]:
    """The practice record (:mod:`.practice_record`): every practice hand played, and the
    costly decisions its review found (by kind)."""
    text = d.text
    return (
        f"""CREATE TABLE IF NOT EXISTS practice_hands(
        id {d.row_id},
        learner {text} NOT NULL,
        played_at {text} NOT NULL,         -- ISO-8601 UTC
        players INTEGER NOT NULL,
        level {text} NOT NULL,
        seed {text} NOT NULL,              -- the game's seed (64 bits and more: text)
        hand_number INTEGER NOT NULL,
        score INTEGER NOT NULL,            -- the learner's side's points for the hand
        margin INTEGER NOT NULL,           -- minus the best other side's
        won INTEGER NOT NULL,
        reviewed INTEGER NOT NULL
    )""",
        "CREATE INDEX IF NOT EXISTS practice_hands_by_learner ON practice_hands(learner, played_at)",
        f"""CREATE TABLE IF NOT EXISTS practice_mistakes(
        id {d.row_id},
        hand_id BIGINT NOT NULL,
        learner {text} NOT NULL,
        kind {text} NOT NULL,              -- take-or-draw, go-out, freeze, discard
        cost INTEGER NOT NULL              -- points a hand, on average
    )""",
        "CREATE INDEX IF NOT EXISTS practice_mistakes_by_hand ON practice_mistakes(hand_id)",
        "CREATE INDEX IF NOT EXISTS practice_mistakes_by_learner ON practice_mistakes(learner, kind)",
    )


def _version_6(d: Dialect) -> tuple[str, ...]:
    """Class deals (:mod:`.class_deals`): each kept practice hand's decisions, where they were
    made (a key of the table as the learner saw it) and the choice, so the hands of one deal
    can be compared where learners chose differently. (The class deal itself is a row of
    ``store_settings``.)"""
    text = d.text
    return (
        f"""CREATE TABLE IF NOT EXISTS practice_decisions(
        id {d.row_id},
        hand_id BIGINT NOT NULL,
        learner {text} NOT NULL,
        point {text} NOT NULL,             -- players.deal_number.decision_point
        kind {text} NOT NULL,              -- take-or-draw, go-out, discard
        chosen {text} NOT NULL,            -- the choice's notation: take-pile, discard 9c
        moves INTEGER NOT NULL             -- operations of the hand before the decision
    )""",
        "CREATE INDEX IF NOT EXISTS practice_decisions_by_hand ON practice_decisions(hand_id)",
        "CREATE INDEX IF NOT EXISTS practice_decisions_by_point ON practice_decisions(point, chosen)",
        "CREATE INDEX IF NOT EXISTS practice_hands_by_deal ON practice_hands(seed, players, level)",
    )


def _version_7(d: Dialect) -> tuple[str, ...]:
    """The game of each kept practice hand (:mod:`.practice_record`): the ruleset it was
    played with (``classic``, ``two-player``, ``three-player``, ``tranca``), so a Tranca hand
    is never counted or replayed as Canasta. The hands kept before were all Canasta, the
    ruleset of their table (:func:`~.migrations.migrate_v7_data` fills it in); a deal is now
    its seed, table, bots and ruleset. (The class deal's row of ``store_settings`` names its
    ruleset beside its number from this step on.)"""
    text = d.text
    return (
        f"ALTER TABLE practice_hands ADD COLUMN ruleset {text} NOT NULL DEFAULT ''",
        "DROP INDEX IF EXISTS practice_hands_by_deal",
        "CREATE INDEX IF NOT EXISTS practice_hands_by_game ON practice_hands(seed, players, level, ruleset)",
    )


STEPS: dict[int, Callable[[Dialect], tuple[str, ...]]] = {1: _version_1, 2: _version_2, 3: _version_3, 4: _version_4, 5: _version_5,
                                                          6: _version_6, 7: _version_7}
"""Version reached -> the statements taking the schema there from the version before."""


def statements(version: int, dialect: Dialect) -> tuple[str, ...]:
    """The statements of schema step ``version`` (1 to :data:`SCHEMA_VERSION`) in ``dialect``."""
    return STEPS[version](dialect)
