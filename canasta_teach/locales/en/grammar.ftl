# How a card is named where the sentence needs more than its words (judge/wording.py).

# a card without a suit (a joker, or a natural written by rank alone: Q) by its rank's name;
# $article (definite or none), $case and the rank's $gender as for card-name
card-rank-only = { $rank }
# suits named together in one card name: "the queens of spades and diamonds"
card-suits-and = { $first } and { $last }
card-suits-sep = {", "}
