# Hur ett kort nämns där meningen kräver mer (judge/wording.py).

# ett kort utan färg (jokern, eller ett naturligt kort skrivet med valör: Q) står i bestämd
# form i en mening: „Du lägger jokern till dina kungar“, „damen“, „esset“, „tvåan“
card-rank-only =
    { $rank ->
        [knekt] knekten
        [dam] damen
        [kung] kungen
        [ess] esset
        [joker] jokern
        [kort] kortet
       *[other] { $rank }n
    }
# färger tillsammans i ett kortnamn: „spader och ruter damer“
card-suits-and = { $first } och { $last }
card-suits-sep = {", "}
