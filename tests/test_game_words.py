"""The game layer keeps facts, the catalogue names them: no rank, suit or card name in
English comes from ``game/cards.py`` (its labels are gone) or a number table of its own
(``text.py`` is gone) onto a page. Under the pseudo-locale ``qps`` every such name is marked.
"""

from __future__ import annotations

from canasta_teach.app.table_widget import _meld_view
from canasta_teach.game.cards import parse_cards
from canasta_teach.game.melds import Meld
from canasta_teach.judge.catalogue import PSEUDO, PSEUDO_MARKS, speaking
from canasta_teach.judge.wording import card_name, rank_name

MIXED = Meld(parse_cards("Ks Kh Kd Kc Ks Kh 2c"))


def test_a_meld_on_the_practice_table_is_named_by_the_catalogue() -> None:
    with speaking("en"):
        view = _meld_view(MIXED, 7, "")
    assert (view["name"], view["badge"]) == ("kings, 7 cards", "mixed canasta")
    with speaking("de"):
        view = _meld_view(MIXED, 7, "")
    assert (view["name"], view["badge"]) == ("Könige, 7 Karten", "gemischter Canasta")
    with speaking(PSEUDO):
        view = _meld_view(MIXED, 7, "")
    for said in (view["name"], view["badge"]):
        assert said.startswith(PSEUDO_MARKS[0]) and said.endswith(PSEUDO_MARKS[1]), said


def test_ranks_and_cards_are_named_in_the_language_spoken() -> None:
    king = parse_cards("Ks")[0]
    with speaking("da"):
        assert (rank_name(king.rank, plural=True), card_name(king)) == ("konger", "spar konge")
    with speaking(PSEUDO):
        assert PSEUDO_MARKS[0] in card_name(king)
