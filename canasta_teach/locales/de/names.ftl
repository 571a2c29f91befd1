# The names of things on the practice table that a screen reader says (app/table_widget.py):
# a meld by its rank and size, "kings, 4 cards" (the words before the comma name the meld).

table-meld-name = { RANK($rank, form: "plural") }, { COUNT($n, noun: "card", digits: "yes") }
# a meld of wild cards only (no rank)
table-meld-name-wild = Platzhalter, { COUNT($n, noun: "card", digits: "yes") }
