"""The game model: cards, rulesets, the rule book, melds, the table state of a hand,
operations and the referee, dealing and scoring. Pure Python, immutable values."""
