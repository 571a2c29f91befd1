"""The game model: cards, rulesets, the rule book, melds, the table state of a hand,
operations and the referee, dealing and scoring. Pure Python, immutable values.

- :mod:`.cards`, :mod:`.rulesets`, :mod:`.rulebook`, :mod:`.seats`: the pieces and the
  numbers; :mod:`.melds`: what a meld is, and the one wild-card limit (``wild_room``).
- :mod:`.table`: the state of a hand; :mod:`.deal`: a new one; :mod:`.operations` and
  :mod:`.notation`: what a player does, as values and as text.
- :mod:`.referee`: which operations are legal and why not (``refusals``,
  ``legal_operations``, ``apply``); :mod:`.transitions`: what each one does to the table.
- :mod:`.search`: whether a hand can still go out or reach its first meld (over rank
  counts); :mod:`.planners`: the plays themselves, as operations (the first meld made with
  the pile, going out); :mod:`.explore`: the exhaustive walk over the referee's operations.
- :mod:`.choices`: the choices of a decision (take the pile or draw, go out or keep
  playing, freeze, discard), read once from their text; :mod:`.scoring`: a finished hand.
"""
