# nl: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

numbers =
    { $n ->
        [0] geen
        [1] één
        [2] twee
        [3] drie
        [4] vier
        [5] vijf
        [6] zes
        [7] zeven
        [8] acht
        [9] negen
        [10] tien
       *[other] { $n }
    }
count = { $n } { $noun }
list-and = { $first } en { $last }
list-sep = { ", " }
noun-card =
    { $n ->
        [one] kaart
       *[other] kaarten
    }
noun-canasta =
    { $n ->
        [one] canasta
       *[other] canasta's
    }
noun-meld =
    { $n ->
        [one] groep
       *[other] groepen
    }
noun-play =
    { $n ->
        [one] zet
       *[other] zetten
    }
noun-wild-card =
    { $n ->
        [one] wilde kaart
       *[other] wilde kaarten
    }
noun-natural-card =
    { $n ->
        [one] natuurlijke kaart
       *[other] natuurlijke kaarten
    }
noun-red-three =
    { $n ->
        [one] rode drie
       *[other] rode drieën
    }
noun-black-three =
    { $n ->
        [one] zwarte drie
       *[other] zwarte drieën
    }
noun-legal-way =
    { $n ->
        [one] toegestane manier
       *[other] toegestane manieren
    }
rank-2 =
    { $n ->
        [one] twee
       *[other] tweeën
    }
rank-3 =
    { $n ->
        [one] drie
       *[other] drieën
    }
rank-4 =
    { $n ->
        [one] vier
       *[other] vieren
    }
rank-5 =
    { $n ->
        [one] vijf
       *[other] vijven
    }
rank-6 =
    { $n ->
        [one] zes
       *[other] zessen
    }
rank-7 =
    { $n ->
        [one] zeven
       *[other] zevens
    }
rank-8 =
    { $n ->
        [one] acht
       *[other] achten
    }
rank-9 =
    { $n ->
        [one] negen
       *[other] negens
    }
rank-10 =
    { $n ->
        [one] tien
       *[other] tienen
    }
rank-J =
    { $n ->
        [one] boer
       *[other] boeren
    }
rank-Q =
    { $n ->
        [one] vrouw
       *[other] vrouwen
    }
rank-K =
    { $n ->
        [one] heer
       *[other] heren
    }
rank-A =
    { $n ->
        [one] aas
       *[other] azen
    }
rank-JK =
    { $n ->
        [one] joker
       *[other] jokers
    }
rank-none =
    { $n ->
        [one] kaart
       *[other] kaarten
    }
suit-c = klaveren
suit-d = ruiten
suit-h = harten
suit-s = schoppen
card-name = { $suit }{ $rank }
card-joker = Joker
side-us = je team
side-them = het andere team
side-none = niemand
answer-yes = Ja
answer-no = Nee
answer-natural = Een zuiver canasta
answer-mixed = Een gemengd canasta
answer-not-canasta = Geen canasta
answer-us = Je team
answer-them = Het andere team
answer-nobody = Nog niemand
answer-us-two = Jij
answer-them-two = Je tegenstander
answer-us-three = Jij
answer-them-three = De tegenstander die voorstaat
answer-score = Wij { $ours }, zij { $theirs }
answer-score-three = Jij { $you }, links { $left }, rechts { $right }
display-position = Opgave { $id }
display-ruling = De uitspraak over { $id }
display-choices = Antwoorden: { $choices }
display-cards = De kaarten die het beslissen:
display-rules = Regels: { $rules }
display-seat = De tafel zoals speler { $seat } hem ziet
step-draw = uit de pot trekken
step-draw-card = de { $card } trekken
step-draw-cards = { $cards } trekken
step-take = de stapel pakken met { $cards }
step-take-add = de stapel pakken en de bovenste kaart bij je groep aanleggen
step-take-any = de stapel pakken
step-meld = { $cards } neerleggen
step-add = de { $card } bij je { RANK($rank, form: "plural") } aanleggen
step-add-cards = { $cards } bij je { RANK($rank, form: "plural") } aanleggen
step-discard = de { $card } weggooien
step-red-three = de { $card } op tafel leggen en een nieuwe kaart trekken
step-ask = je partner vragen: “Mag ik uitgaan?”
step-answer-yes = ja antwoorden
step-answer-no = nee antwoorden
step-go-out = uitgaan
step-end = de beurt beëindigen zonder weg te gooien
turn-then = { $first }, dan { $next }
line-melds = kaarten in { COUNT($count, noun: "meld") }
line-natural-canasta = zuiver canasta van { RANK($rank, form: "plural") }
line-mixed-canasta = gemengd canasta van { RANK($rank, form: "plural") }
line-red-threes = { COUNT($count, noun: "red three") }
line-red-threes-minus-no-meld = { COUNT($count, noun: "red three") }, min geteld (niet uitgekomen)
line-red-threes-minus-no-canasta = { COUNT($count, noun: "red three") }, min geteld (geen canasta)
line-red-threes-hidden = { COUNT($count, noun: "red three") } nooit op tafel gelegd
line-going-out = uitgaan
line-going-out-concealed = gesloten uitgaan
line-hand = kaarten nog in de hand ({ $cards })
line-card-melded = de { CARD($card, form: "name") } neergelegd
line-canasta-spoiled = het zuiver canasta van { RANK($rank, form: "plural") } wordt gemengd
line-melded-this-turn = kaarten die deze beurt zijn neergelegd
line-canasta-completed-natural = zuiver canasta van { RANK($rank, form: "plural") } voltooid
line-canasta-completed-mixed = gemengd canasta van { RANK($rank, form: "plural") } voltooid
line-item = { $label } { SIGNED($points) }
choice-take-pile = de stapel pakken
choice-draw = uit de pot trekken
choice-go-out = nu uitgaan
choice-keep-playing = doorspelen
choice-freeze = de stapel bevriezen met een wilde kaart
choice-discard = de { CARD($card, form: "name") } weggooien
who-you = jij
who-partner = je partner
who-left = de speler links van je
who-right = de speler rechts van je
who-opponent = je tegenstander
list-or = { $first } of { $last }
spoken-the = de
spoken-card = de { $name }
spoken-wild-count = { WORD($n) } { RANK($rank, form: "plural") }
rank-a-2 = een twee
rank-a-3 = een drie
rank-a-4 = een vier
rank-a-5 = een vijf
rank-a-6 = een zes
rank-a-7 = een zeven
rank-a-8 = een acht
rank-a-9 = een negen
rank-a-10 = een tien
rank-a-J = een boer
rank-a-Q = een vrouw
rank-a-K = een heer
rank-a-A = een aas
rank-a-JK = een joker
rank-a-none = een kaart
noun-question =
    { $n ->
        [one] vraag
       *[other] vragen
    }
noun-position =
    { $n ->
        [one] opgave
       *[other] opgaven
    }
noun-learner =
    { $n ->
        [one] leerling
       *[other] leerlingen
    }
noun-rule =
    { $n ->
        [one] regel
       *[other] regels
    }
noun-first-answer =
    { $n ->
        [one] eerste antwoord
       *[other] eerste antwoorden
    }
line-clean-canasta = zuivere canasta ({ $cards })
line-dirty-canasta = gemengde canasta ({ $cards })
line-morto-not-taken = morto nooit gepakt
spoken-same-count = { WORD($n) } { $name }
spoken-groups-and = { $first } en { $last }
spoken-groups-or = { $first } of { $last }
