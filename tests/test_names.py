"""Learner names compared by their skeleton (canasta_teach/progress/names.py): the look-alike
names of issue 17 are one name, ordinary distinct names stay two, invisible characters never
make a name new, and the keys of an older store are brought in step."""

from __future__ import annotations

import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from canasta_teach.progress.name_keys import KEYS_VERSION
from canasta_teach.progress.names import (
    DEFAULT_IGNORABLE,
    MARKS_PER_LETTER,
    NameRefused,
    is_invisible,
    learner_name,
    skeleton,
)
from canasta_teach.progress.store import NameTaken, ProgressStore
from tests.depth import examples

#: With "Victim Ann" taken, each of these got a code of its own before (issue 17, item 4).
LOOK_ALIKES_OF_VICTIM_ANN = (
    "Victim An\u034fn",           # combining grapheme joiner (Mn, default-ignorable)
    "Victim Ann\ufe0f",           # variation selector 16
    "Victim Ann\u180b",           # Mongolian free variation selector 1
    "Victim Ann\u17b4",           # Khmer inherent vowel AQ (Mn, invisible)
    "Victim Ann\u3164",           # Hangul filler (Lo, invisible)
    "Victim Ann\u115f",           # Hangul choseong filler (Lo, invisible)
    "VICTIM \u0391\u039d\u039d",  # Greek capitals alpha, nu, nu
    "Victim A\u0578n",            # Armenian small vo, drawn like n
    "Victim \u13aann",            # Cherokee letter go, drawn like A
    "Victim \u1d00nn",            # Latin letter small capital A
    "V\u04c0ctim Ann",            # Cyrillic palochka, drawn like I
)

#: Names a class may well hold side by side: each pair stays two learners.
DISTINCT = (
    ("Ann", "Anna"),
    ("José", "Jose"),   # an accent is visible: two names (a teacher may have both)
    ("Zoë", "Zoe"),
    ("Elia", "Ella"),   # i and l differ in every font
    ("Al", "AI"),       # a capital I is compared as i (case-insensitive), so not as l
    ("Lia", "Ila"),
    ("Ann Lee", "Ann Le"),
)


@pytest.fixture
def store(tmp_path: Path) -> ProgressStore:
    with ProgressStore.open(tmp_path / "progress.sqlite") as opened:
        yield opened


@pytest.mark.parametrize("look_alike", LOOK_ALIKES_OF_VICTIM_ANN)
def test_a_look_alike_of_a_taken_name_is_refused(store: ProgressStore, look_alike: str) -> None:
    store.claim_name("Victim Ann")
    with pytest.raises(NameTaken) as caught:
        store.claim_name(look_alike)
    assert "Someone in this class already uses the name" in str(caught.value)
    assert [learner.name for learner in store.learners()] == ["Victim Ann"]


def test_every_look_alike_has_the_skeleton_of_the_name() -> None:
    key = learner_name("Victim Ann").key
    assert key == skeleton("victim ann")
    for look_alike in LOOK_ALIKES_OF_VICTIM_ANN:
        assert learner_name(look_alike).key == key, ascii(look_alike)
    # and the invisible ones are gone from what the teacher reads too
    assert learner_name("Victim Ann\u3164").display == "Victim Ann"
    assert learner_name("Victim An\u034fn").display == "Victim Ann"


@pytest.mark.parametrize(("one", "other"), DISTINCT)
def test_ordinary_distinct_names_stay_two(store: ProgressStore, one: str, other: str) -> None:
    assert learner_name(one).key != learner_name(other).key
    store.claim_name(one)
    learner, _code = store.claim_name(other)
    assert learner.display_name == other


def test_unicode_look_alikes_that_follow_from_the_data() -> None:
    """Consequences of Unicode's confusables data that a teacher may notice (documented in
    the module docstring): m and rn, l and 1, O and 0 are drawn alike; case never counts."""
    assert skeleton("Tom") == skeleton("Torn")
    assert skeleton("Ann1") == skeleton("Annl")
    assert skeleton("Ann0") == skeleton("ANNO")
    assert skeleton("Straße") == skeleton("STRASSE")
    assert skeleton("\uff21nn") == skeleton("ann")  # full-width
    assert skeleton("\u0421\u0410\u0420\u0415") == skeleton("Cape")  # Cyrillic С А Р Е


def test_piled_marks_are_refused_and_real_accents_accepted() -> None:
    assert learner_name("Nguy\u1ec5n Th\u1ecb H\u1eb1ng").display == "Nguyễn Thị Hằng"  # two marks
    assert learner_name("\u05e9\u05bc\u05c1\u05b8\u05e8\u05b8\u05d4").display  # pointed Hebrew, three
    piled = "A" + "".join(chr(0x300 + i) for i in range(MARKS_PER_LETTER + 1)) + "nn"
    for text in (piled, "Ann\u0301\u0301", "Zalgo" + "\u0336\u0335\u0334\u0337\u0338" * 3):
        with pytest.raises(NameRefused) as caught:
            learner_name(text)
        assert str(caught.value) == (
            f"Too many accents on one letter: a letter can carry at most {MARKS_PER_LETTER}, each once."
        )


def test_the_default_ignorable_table_is_unicodes() -> None:
    """Every listed code point is invisible, and (where Perl, which carries Unicode's
    property tables, is on the machine) the ranges are exactly Default_Ignorable_Code_Point."""
    for low, high in DEFAULT_IGNORABLE:
        for point in (low, high):
            assert is_invisible(chr(point))
    assert not any(is_invisible(ch) for ch in "Aa1 .'_-éո\u0391")
    perl = shutil.which("perl")
    if perl is None:
        pytest.skip("no perl to read Unicode's property tables from")
    script = (
        'my ($s,$p)=(-1,-2); for my $c (0..0x10FFFF) { next if $c>=0xD800 && $c<=0xDFFF;'
        ' if (chr($c) =~ /\\p{Default_Ignorable_Code_Point}/) { if ($c != $p+1) {'
        ' print "$s $p\\n" if $s>=0; $s=$c } $p=$c } } print "$s $p\\n";'
    )
    found = subprocess.run([perl, "-e", script], capture_output=True, text=True, timeout=120)
    if found.returncode != 0:
        pytest.skip(f"perl has no Unicode property tables: {found.stderr.strip()}")
    ranges = tuple(tuple(int(n) for n in line.split()) for line in found.stdout.split("\n") if line)
    assert ranges == DEFAULT_IGNORABLE


_IGNORABLE_POINTS = [chr(p) for low, high in DEFAULT_IGNORABLE for p in range(low, min(high, low + 40) + 1)]


@settings(max_examples=examples(300), deadline=None)
@given(st.text(max_size=30))
@example("Victim Ann")
@example("\u0391\u039d\u039d\u04c0\u1d00\u13aa0Iı")
def test_skeleton_is_idempotent(text: str) -> None:
    once = skeleton(text)
    assert skeleton(once) == once
    assert unicodedata.is_normalized("NFC", once)


@settings(max_examples=examples(300), deadline=None)
@given(st.text(max_size=30), st.sampled_from(_IGNORABLE_POINTS), st.integers(min_value=0, max_value=30))
@example("Victim Ann", "\u034f", 8)
def test_an_inserted_default_ignorable_never_changes_the_skeleton(text: str, invisible: str, at: int) -> None:
    at = min(at, len(text))
    assert skeleton(text[:at] + invisible + text[at:]) == skeleton(text)


def test_an_older_store_gets_its_keys_recomputed(tmp_path: Path) -> None:
    """A store made before the skeleton kept other keys: the first claim after the upgrade
    recomputes them, so a look-alike of an old learner is refused; a clash among the old
    learners keeps both, the later one under a key no typed name reaches."""
    path = tmp_path / "old.sqlite"
    with ProgressStore.open(path) as store:
        store.claim_name("Victim Ann")
        store.claim_name("Tom")
        # as an older canasta-teach left them: keys of its own making, and a clash to come
        store._write("UPDATE learners SET name_key = 'victim ann (old)' WHERE learner = 'Victim Ann'")
        store._write(
            "INSERT INTO learners(learner, display_name, name_key, code_hash, created_at)"
            " VALUES ('Torn', 'Torn', 'torn (old)', NULL, '2099-01-01T00:00:00+00:00')"
        )
        store._write("DELETE FROM store_settings WHERE name = 'name_keys'")
    with ProgressStore.open(path) as store:
        with pytest.raises(NameTaken):
            store.claim_name("VICTIM \u0391\u039d\u039d")
        keys = dict(store._read("SELECT learner, name_key FROM learners"))
        assert keys == {"Victim Ann": skeleton("Victim Ann"), "Tom": skeleton("Tom"), "Torn": f"{skeleton('Torn')}#Torn"}
        assert store._read("SELECT value FROM store_settings WHERE name = 'name_keys'") == [(KEYS_VERSION,)]
