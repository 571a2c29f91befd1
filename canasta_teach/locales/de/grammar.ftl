# Wie eine Karte heißt, wo der Satz mehr braucht (judge/wording.py).

# eine Karte ohne Farbe (der Joker, oder eine natürliche Karte nur mit ihrem Wert: Q) mit dem
# Artikel und Fall, die der Satz verlangt: „der Joker“, „den Joker“, „die Dame“, „den Buben“
card-rank-only =
    { $article ->
        [definite]
            { $case ->
                [accusative]
                    { $gender ->
                        [masculine] den
                        [neuter] das
                       *[other] die
                    }
                [dative]
                    { $gender ->
                        [feminine] der
                       *[other] dem
                    }
               *[nominative]
                    { $gender ->
                        [masculine] der
                        [neuter] das
                       *[other] die
                    }
            }{ " " }{ $case ->
                [nominative] { $rank }
               *[other]
                    { $rank ->
                        [Bube] Buben
                       *[other] { $rank }
                    }
            }
       *[none] { $rank }
    }
# Farben zusammen in einem Kartennamen, mit Ergänzungsstrich: „Pik- und Karo-Damen“
card-suits-and = { $first }- und { $last }
card-suits-sep = {"-, "}
