# Hvordan et kort nævnes, hvor sætningen kræver mere (judge/wording.py).

# et kort uden kulør (jokeren, eller et naturligt kort skrevet med rang alene: Q) står i
# bestemt form i en sætning: „Du lægger jokeren til dine konger“, „damen“, „esset“
card-rank-only =
    { $rank ->
        [dame] damen
        [konge] kongen
        [es] esset
        [kort] kortet
       *[other] { $rank }en
    }
# kulører sammen i ét kortnavn: „spar og ruder damer“
card-suits-and = { $first } og { $last }
card-suits-sep = {", "}
