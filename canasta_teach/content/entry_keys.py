"""The keys a position entry may have: those every entry takes, and each ask's own.

The reader refuses a key it does not know (suggesting the one meant), a key of another ask
and a missing required key (:mod:`~canasta_teach.content.position_entry`); this table is the
one place that says which keys exist, so the refusals and the readers never disagree.
"""

from __future__ import annotations

from ..judge.questions import Ask

_COMMON_KEYS = {
    "id", "title", "ruleset", "options", "hand", "our_melds", "their_melds", "our_red_threes",
    "their_red_threes", "pile", "stock", "score", "ask", "expect", "explain", "tags",
    "melded_before", "act", "morto_taken",
}
#: Asks a lesson may put as an act step (``act: yes``): the learner takes the pile, lays the
#: first meld or goes out on the card table, and the referee accepts or refuses the play.
ACT_ASKS = (Ask.TAKE_PILE, Ask.INITIAL_MELD, Ask.GO_OUT)
_ASK_KEYS: dict[Ask, tuple[set[str], set[str]]] = {
    # ask: (required, optional)
    Ask.CARD_VALUE: ({"card"}, set()),
    Ask.MELD: ({"cards"}, set()),
    Ask.CANASTA_KIND: ({"cards"}, set()),
    Ask.MIN_MELD: (set(), set()),
    Ask.INITIAL_MELD: ({"melds"}, set()),
    Ask.ADD: ({"card", "to"}, {"side"}),
    Ask.PILE_FROZEN: (set(), set()),
    Ask.TAKE_PILE: (set(), set()),
    Ask.GO_OUT: (set(), {"partner", "takes_pile"}),
    Ask.SCORE: ({"went_out"}, {"concealed", "our_hands", "their_hands", "partner_red_threes", "pile_taken",
                               "lone", "right_melds", "right_hands", "right_red_threes"}),
    Ask.GAME_OVER: ({"totals"}, set()),
    Ask.PLAY: ({"play"}, set()),
    Ask.MUST_TAKE: (set(), set()),
    Ask.HAND_OVER: (set(), {"drew"}),
    Ask.BEST_PLAY: (set(), {"drawn"}),
    Ask.SHOULD: ({"choices"}, {"seed", "playouts", "hand_sizes"}),
}
_ALL_ASK_KEYS = set().union(*(req | opt for req, opt in _ASK_KEYS.values()))


#: An id is a short name on one line.
_MAX_ID_CHARS = 80
