# Hoe een kaart genoemd wordt waar de zin meer vraagt (judge/wording.py).

# een kaart zonder kleur (een joker, of een gewone kaart alleen met zijn soort: Q)
card-rank-only = { $rank }
# kleuren samen in één kaartnaam: het koppelteken blijft hangen ("schoppen- en ruitenvrouwen")
card-suits-and = { $first }- en { $last }
card-suits-sep = {"-, "}
