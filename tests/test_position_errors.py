"""Every kind of bad position input gives a PositionError naming the file, the entry and
what is wrong; the command line prints it as one line, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from canasta_teach.cli.main import main as cli_main
from canasta_teach.content.authoring import load_positions, parse_positions
from canasta_teach.errors import CanastaError, PositionError

NOT_A_CARD = (
    "is not a card: write rank then suit, like Ks, 10h, Th, 7d, 2c, JK for a joker, or K♠; "
    "ranks 2-10 J Q K A, suits c d h s"
)

# (case name, YAML text, exact message when read with source="bad.yaml")
BAD_POSITIONS: list[tuple[str, str, str]] = [
    (
        "unknown-card",
        """
        - id: zz
          hand: Ks Zz
          pile: 4c Kd
          ask: take-pile
        """,
        f"bad.yaml: entry zz: key 'hand': 'Zz' {NOT_A_CARD}",
    ),
    (
        "unknown-card-in-meld",
        """
        - id: zz-meld
          our_melds: [Q Q Q, 9s 9h Xx]
          pile: 4c Kd
          ask: take-pile
        """,
        f"bad.yaml: entry zz-meld: key 'our_melds': 'Xx' {NOT_A_CARD}",
    ),
    (
        "three-without-suit",
        """
        - id: bare-three
          pile: 4c 3
          ask: take-pile
        """,
        "bad.yaml: entry bare-three: key 'pile': '3': a three must carry its suit (3h 3d are red, 3c 3s black)",
    ),
    (
        "three-king-of-spades",
        """
        - id: three-ks
          hand: Ks Ks
          pile: 4c Ks
          ask: take-pile
        """,
        "bad.yaml: entry three-ks: three kings of spades, but two decks hold only two",
    ),
    (
        "nine-kings",
        """
        - id: nine-kings
          hand: K K Kh K
          our_melds: [K K K Ks Kd]
          pile: 4c 5d
          ask: take-pile
        """,
        "bad.yaml: entry nine-kings: nine kings, but two decks hold only eight",
    ),
    (
        "five-jokers",
        """
        - id: five-jokers
          hand: JK JK JK
          pile: 4c JK JK 5d
          ask: take-pile
        """,
        "bad.yaml: entry five-jokers: five jokers, but two decks hold only four",
    ),
    (
        "five-red-threes",
        """
        - id: five-red-threes
          hand: Ks
          our_red_threes: 2
          their_red_threes: 2
          pile: 3h 5d
          ask: take-pile
        """,
        "bad.yaml: entry five-red-threes: five red threes in play, but two decks hold only four",
    ),
    (
        "five-red-threes-as-cards",
        """
        - id: red-threes-cards
          our_red_threes: 3h 3d 3h
          their_red_threes: 3d 3h
          ask: pile-frozen
        """,
        "bad.yaml: entry red-threes-cards: three threes of hearts, but two decks hold only two",
    ),
    (
        "red-threes-count-above-four",
        """
        - id: red-five
          our_red_threes: 5
          ask: pile-frozen
        """,
        "bad.yaml: entry red-five: key 'our_red_threes': 5 is above 4",
    ),
    (
        "not-a-red-three",
        """
        - id: not-red
          our_red_threes: 3h 3s
          ask: pile-frozen
        """,
        "bad.yaml: entry not-red: key 'our_red_threes': 3s is not a red three (3h or 3d)",
    ),
    (
        "red-three-in-hand",
        """
        - id: red-in-hand
          hand: Ks 3h
          pile: 4c Kd
          ask: take-pile
        """,
        "bad.yaml: entry red-in-hand: key 'hand': 3h in a hand: a red three is laid out at once, write it in our_red_threes/their_red_threes",
    ),
    (
        "red-three-in-leftovers",
        """
        - id: red-leftover
          hand: ""
          ask: score
          went_out: none
          their_hands: 4c 3d
        """,
        "bad.yaml: entry red-leftover: key 'their_hands': 3d in a hand: a red three is laid out at once, write it in our_red_threes/their_red_threes",
    ),
    (
        "red-three-in-meld",
        """
        - id: red-in-meld
          our_melds: [Ks Kh 3h]
          pile: 4c Kd
          ask: take-pile
        """,
        "bad.yaml: entry red-in-meld: key 'our_melds': meld 1 (Ks Kh 3h): a red three is never melded: it is a bonus card, laid out at once",
    ),
    (
        "red-three-on-top",
        """
        - id: red-on-top
          pile: 4c 3d
          ask: take-pile
        """,
        "bad.yaml: entry red-on-top: key 'pile': a red three (3d) cannot be the top card: cards are turned onto it until another shows",
    ),
    (
        "two-card-meld",
        """
        - id: two-cards
          our_melds: [Ks Kh]
          ask: take-pile
        """,
        "bad.yaml: entry two-cards: key 'our_melds': meld 1 (Ks Kh): two cards are not a meld: a meld needs three or more",
    ),
    (
        "mixed-ranks",
        """
        - id: mixed-ranks
          their_melds: [A A A, Ks Kh Qd]
          ask: take-pile
        """,
        "bad.yaml: entry mixed-ranks: key 'their_melds': meld 2 (Ks Kh Qd): a meld holds one rank; these cards mix queens and kings",
    ),
    (
        "four-wild-cards",
        """
        - id: four-wild
          our_melds: [K K K K 2c 2d JK JK]
          ask: take-pile
        """,
        "bad.yaml: entry four-wild: key 'our_melds': meld 1 (K K K K 2c 2d JK JK): a meld may hold at most three wild cards; this one has four",
    ),
    (
        "only-wild-cards",
        """
        - id: all-wild
          our_melds: [2c 2d JK JK]
          ask: take-pile
        """,
        "bad.yaml: entry all-wild: key 'our_melds': meld 1 (2c 2d JK JK): a meld needs at least two natural cards; this one has no natural cards",
    ),
    (
        "more-natural-option",
        """
        - id: more-natural
          options: {wild-limit: more-natural}
          our_melds: [8 8 2c 2d]
          ask: take-pile
        """,
        "bad.yaml: entry more-natural: key 'our_melds': meld 1 (8 8 2c 2d): under the rule of the Swedish guide and the Danish tutorial (001, 002) a meld needs more natural than wild cards; this one has two natural and two wild",
    ),
    (
        "black-threes-on-table-before-going-out",
        """
        - id: black-meld
          our_melds: [3s 3c 3s]
          ask: take-pile
        """,
        "bad.yaml: entry black-meld: key 'our_melds': meld 1 (3s 3c 3s): black threes may be melded only by a player who goes out in that turn",
    ),
    (
        "two-melds-of-one-rank",
        """
        - id: two-king-melds
          our_melds: [K K K, Ks Kh Kd]
          ask: take-pile
        """,
        "bad.yaml: entry two-king-melds: key 'our_melds': two melds of kings (K K K and Ks Kh Kd): a side has one meld per rank, write them as one",
    ),
    (
        "unknown-ask",
        """
        - id: what
          ask: take-the-pile
        """,
        "bad.yaml: entry what: key 'ask': unknown ask 'take-the-pile': choose one of card-value, meld, canasta-kind, min-meld, initial-meld, add, pile-frozen, take-pile, go-out, score, game-over, play, must-take, hand-over, best-play, should",
    ),
    (
        "missing-ask",
        """
        - id: no-ask
          hand: Ks
        """,
        "bad.yaml: entry no-ask: key 'ask': missing 'ask': say what the judge should rule (take-pile, go-out, score ...)",
    ),
    (
        "missing-id",
        """
        - hand: Ks
          ask: take-pile
        """,
        "bad.yaml: entry #1: key 'id': every position needs an id (a short unique name)",
    ),
    (
        "missing-id-second-entry",
        """
        - id: fine
          ask: pile-frozen
        - hand: Ks
          ask: take-pile
        """,
        "bad.yaml: entry #2: key 'id': every position needs an id (a short unique name)",
    ),
    (
        "empty-id",
        """
        - id: "  "
          ask: pile-frozen
        """,
        "bad.yaml: entry #1: key 'id': every position needs an id (a short unique name)",
    ),
    (
        "add-without-to",
        """
        - id: add-nowhere
          ask: add
          card: Ks
        """,
        "bad.yaml: entry add-nowhere: ask add needs key 'to'",
    ),
    (
        "score-without-went-out",
        """
        - id: score-how
          ask: score
          hand: ""
        """,
        "bad.yaml: entry score-how: ask score needs key 'went_out'",
    ),
    (
        "typo-key",
        """
        - id: typo
          hnad: Ks Kh
          ask: take-pile
        """,
        "bad.yaml: entry typo: unknown key 'hnad' (did you mean 'hand'?)",
    ),
    (
        "two-unknown-keys",
        """
        - id: typos
          hnad: Ks Kh
          pilee: 4c
          ask: take-pile
        """,
        "bad.yaml: entry typos: unknown key 'hnad' (did you mean 'hand'?)",
    ),
    (
        "key-of-another-ask",
        """
        - id: foreign
          ask: take-pile
          card: Ks
        """,
        "bad.yaml: entry foreign: key 'card' does not belong to ask take-pile",
    ),
    (
        "duplicate-ids",
        """
        - id: twice
          ask: pile-frozen
        - id: twice
          ask: min-meld
        """,
        "bad.yaml: entry twice: key 'id': this id is used twice in the file; ids must be unique",
    ),
    (
        "invalid-yaml-bracket",
        """
        - id: broken
          ask: take-pile
          hand: [Ks, Kh
          pile: 4c
        """,
        "bad.yaml: line 4: not valid YAML (expected ',' or ']', but got ':')",
    ),
    (
        "invalid-yaml-indent",
        """
        - id: broken
          hand: Ks
         ask: take-pile
        """,
        "bad.yaml: line 3: not valid YAML (expected <block end>, but found '<block mapping start>')",
    ),
    (
        "not-a-list",
        """
        just some words
        """,
        "bad.yaml: a position file is a YAML list of positions (entries starting with '- id:')",
    ),
    (
        "entry-not-a-mapping",
        """
        - id: fine
          ask: pile-frozen
        - just a string
        """,
        "bad.yaml: entry #2: each entry should be a mapping of keys (id:, hand:, ask: ...)",
    ),
    (
        "score-not-a-pair",
        """
        - id: one-score
          ask: min-meld
          score: 1500
        """,
        "bad.yaml: entry one-score: key 'score': score should be [ours, theirs], like [1600, 800]",
    ),
    (
        "score-three-numbers",
        """
        - id: three-scores
          ask: min-meld
          score: [1500, 0, 0]
        """,
        "bad.yaml: entry three-scores: key 'score': score should be [ours, theirs], like [1600, 800]",
    ),
    (
        "score-not-a-number",
        """
        - id: word-score
          ask: min-meld
          score: [lots, 0]
        """,
        "bad.yaml: entry word-score: key 'score': expected a whole number, got 'lots'",
    ),
    (
        "unknown-ruleset",
        """
        - id: bridge
          ruleset: bridge
          ask: min-meld
        """,
        "bad.yaml: entry bridge: key 'ruleset': unknown ruleset 'bridge': choose classic, two-player, three-player or tranca",
    ),
    (
        "tranca-ask-refused",
        """
        - id: runs
          ruleset: tranca
          ask: min-meld
        """,
        "bad.yaml: entry runs: key 'ask': Tranca has no “min-meld” question: on a Tranca table the judge answers meld, add, take-pile, pile-frozen, play, go-out, score, game-over, best-play.",
    ),
    (
        "unknown-option",
        """
        - id: option-typo
          options: {wildlimit: more-natural}
          ask: min-meld
        """,
        "bad.yaml: entry option-typo: key 'options': unknown ruleset option 'wildlimit': choose from canastas-to-go-out, concealed, dealt-red-threes, last-card, one-card-pile, partner-red-threes, red-threes, wild-limit",
    ),
    (
        "unknown-option-value",
        """
        - id: option-value
          options: {wild-limit: lots}
          ask: min-meld
        """,
        "bad.yaml: entry option-value: key 'options': 'lots' is not a choice: use one of three-wild, more-natural",
    ),
    (
        "went-out-without-canasta",
        """
        - id: out-too-soon
          hand: ""
          our_melds: [K K K]
          ask: score
          went_out: us
        """,
        "bad.yaml: entry out-too-soon: key 'went_out': went_out is us, but our side has no canasta to go out with (it needs one)",
    ),
    (
        "initial-meld-cards-not-in-hand",
        """
        - id: borrowed
          hand: K K 7d
          ask: initial-meld
          melds: [K K K]
        """,
        "bad.yaml: entry borrowed: key 'melds': the melds use one king more than the hand holds",
    ),
    (
        "initial-meld-two-short",
        """
        - id: borrowed-two
          hand: K 7d
          ask: initial-meld
          melds: [K K JK]
        """,
        "bad.yaml: entry borrowed-two: key 'melds': the melds use one king, one joker more than the hand holds",
    ),
]


def _dedent(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


@pytest.mark.parametrize("text, message", [c[1:] for c in BAD_POSITIONS], ids=[c[0] for c in BAD_POSITIONS])
def test_bad_position_message(text: str, message: str) -> None:
    with pytest.raises(PositionError) as info:
        parse_positions(_dedent(text), source="bad.yaml")
    err = info.value
    assert str(err) == message
    assert err.source == "bad.yaml"
    assert "\n" not in str(err)


def test_three_red_threes_of_hearts_written_as_cards() -> None:
    text = "- id: three-3h\n  our_red_threes: 3h 3h 3h\n  ask: pile-frozen\n"
    with pytest.raises(PositionError) as info:
        parse_positions(text, source="bad.yaml")
    assert str(info.value) == "bad.yaml: entry three-3h: three threes of hearts, but two decks hold only two"


def test_errors_name_the_entry() -> None:
    """Every error about one entry carries its id (or #index) as ``entry``."""
    for name, text, message in BAD_POSITIONS:
        if "line " in message or "YAML list" in message:
            continue
        with pytest.raises(PositionError) as info:
            parse_positions(_dedent(text), source="bad.yaml")
        assert info.value.entry, name
        assert f"entry {info.value.entry}" in str(info.value), name


def test_position_error_is_a_canasta_error() -> None:
    with pytest.raises(CanastaError):
        parse_positions("- id: a\n  ask: nope\n")
    with pytest.raises(ValueError):
        parse_positions("- id: a\n  ask: nope\n")


def test_default_source_is_string() -> None:
    with pytest.raises(PositionError) as info:
        parse_positions("- id: a\n  ask: nope\n")
    assert str(info.value).startswith("<string>: entry a: key 'ask': unknown ask 'nope'")


def test_load_positions_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "lesson.yaml"
    path.write_text("- id: typo\n  hnad: Ks\n  ask: take-pile\n", encoding="utf-8")
    with pytest.raises(PositionError) as info:
        load_positions(path)
    assert str(info.value) == f"{path}: entry typo: unknown key 'hnad' (did you mean 'hand'?)"


def test_load_positions_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.yaml"
    with pytest.raises(PositionError) as info:
        load_positions(path)
    assert str(info.value) == f"{path}: cannot read the file (No such file or directory)"


def test_load_positions_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes("- id: caf\xe9\n  ask: min-meld\n".encode("latin-1"))
    with pytest.raises(PositionError) as info:
        load_positions(path)
    assert str(info.value) == f"{path}: the file is not UTF-8 text"


def test_empty_file_has_no_positions() -> None:
    assert parse_positions("", source="empty.yaml") == []
    assert parse_positions("# only a comment\n", source="empty.yaml") == []


# --------------------------------------------------------------------------------------
# The command line: one line, no traceback


CLI_CASES = [c for c in BAD_POSITIONS if c[0] in (
    "unknown-card", "three-king-of-spades", "red-three-on-top", "typo-key", "duplicate-ids",
    "invalid-yaml-bracket", "not-a-list", "unknown-option", "initial-meld-cards-not-in-hand",
)]


@pytest.mark.parametrize("text, message", [c[1:] for c in CLI_CASES], ids=[c[0] for c in CLI_CASES])
def test_cli_check_prints_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(_dedent(text), encoding="utf-8")
    status = cli_main(["check", str(path)])
    out, err = capsys.readouterr()
    assert status == 1
    lines = out.splitlines()
    assert lines[0] == message.replace("bad.yaml", str(path), 1)
    # One refused entry (or a file that is no list of entries): nothing else to judge, but
    # the first of two entries sharing an id is judged all the same.
    if "used twice" in message:
        summary = "judged 1 of 2 positions"
    else:
        summary = "judged 0 of 1 position" if ": entry " in message else "judged 0 of 0 positions"
    assert lines[1:] == [f"check: 1 problem; {summary} from 1 file"]
    assert "Traceback" not in out + err


@pytest.mark.parametrize("text, message", [c[1:] for c in CLI_CASES], ids=[c[0] for c in CLI_CASES])
def test_cli_judge_prints_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(_dedent(text), encoding="utf-8")
    status = cli_main(["judge", "--json", str(path)])
    out, err = capsys.readouterr()
    assert status == 2
    # The first of two entries sharing an id is ruled on all the same; nothing else is.
    assert [json.loads(line)["id"] for line in out.splitlines()] == (["twice"] if "used twice" in message else [])
    assert err.splitlines() == [message.replace("bad.yaml", str(path), 1)]


def test_cli_check_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "nowhere.yaml"
    status = cli_main(["check", str(path)])
    out, err = capsys.readouterr()
    assert status == 1
    assert out.splitlines()[0] == f"{path}: cannot read the file (No such file or directory)"
    assert "Traceback" not in out + err


def test_cli_subprocess_no_traceback(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text("- id: red-in-hand\n  hand: Ks 3h\n  pile: 4c Kd\n  ask: take-pile\n", encoding="utf-8")
    for argv in (["check", "bad.yaml"], ["judge", "bad.yaml"]):
        done = subprocess.run(
            [sys.executable, "-m", "canasta_teach.cli", *argv],
            cwd=tmp_path, capture_output=True, text=True, timeout=60,
        )
        assert done.returncode in (1, 2), argv
        assert "Traceback" not in done.stdout and "Traceback" not in done.stderr
        problem = "bad.yaml: entry red-in-hand: key 'hand': 3h in a hand: a red three is laid out at once, write it in our_red_threes/their_red_threes"
        assert problem in (done.stdout + done.stderr).splitlines()


def test_console_script_no_traceback(tmp_path: Path) -> None:
    """The installed ``canasta-teach`` entry point, as a teacher would run it."""
    import shutil

    exe = shutil.which("canasta-teach")
    if exe is None:
        pytest.skip("canasta-teach is not installed as a console script")
    (tmp_path / "bad.yaml").write_text("- id: typo\n  hnad: Ks\n  ask: take-pile\n", encoding="utf-8")
    done = subprocess.run([exe, "check", "bad.yaml"], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode in (1, 2)
    assert "Traceback" not in done.stdout and "Traceback" not in done.stderr
    assert "bad.yaml: entry typo: unknown key 'hnad' (did you mean 'hand'?)" in done.stdout.splitlines()
