# sv: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

# by hand: the number one by the gender of its noun: en/ett (catalogue-grammar.md)
numbers =
    { $n ->
        [0] inga
        [1]
            { $gender ->
                [common] en
                [neuter] ett
               *[other] ett
            }
        [2] två
        [3] tre
        [4] fyra
        [5] fem
        [6] sex
        [7] sju
        [8] åtta
        [9] nio
        [10] tio
       *[other] { $n }
    }
count = { $n } { $noun }
list-and = { $first } och { $last }
list-sep = { ", " }
noun-card =
    { $n ->
        [one] kort
       *[other] kort
    }
    .gender = neuter
noun-canasta =
    { $n ->
        [one] canasta
       *[other] canastor
    }
    .gender = common
noun-meld =
    { $n ->
        [one] bygge
       *[other] byggen
    }
    .gender = neuter
noun-play =
    { $n ->
        [one] drag
       *[other] drag
    }
    .gender = neuter
noun-wild-card =
    { $n ->
        [one] jokerkort
       *[other] jokerkort
    }
    .gender = neuter
noun-natural-card =
    { $n ->
        [one] naturligt kort
       *[other] naturliga kort
    }
    .gender = neuter
noun-red-three =
    { $n ->
        [one] röd trea
       *[other] röda treor
    }
    .gender = common
noun-black-three =
    { $n ->
        [one] svart trea
       *[other] svarta treor
    }
    .gender = common
noun-legal-way =
    { $n ->
        [one] tillåtet sätt
       *[other] tillåtna sätt
    }
    .gender = neuter
rank-2 =
    { $n ->
        [one] tvåa
       *[other] tvåor
    }
    .gender = common
rank-3 =
    { $n ->
        [one] trea
       *[other] treor
    }
    .gender = common
rank-4 =
    { $n ->
        [one] fyra
       *[other] fyror
    }
    .gender = common
rank-5 =
    { $n ->
        [one] femma
       *[other] femmor
    }
    .gender = common
rank-6 =
    { $n ->
        [one] sexa
       *[other] sexor
    }
    .gender = common
rank-7 =
    { $n ->
        [one] sjua
       *[other] sjuor
    }
    .gender = common
rank-8 =
    { $n ->
        [one] åtta
       *[other] åttor
    }
    .gender = common
rank-9 =
    { $n ->
        [one] nia
       *[other] nior
    }
    .gender = common
rank-10 =
    { $n ->
        [one] tia
       *[other] tior
    }
    .gender = common
rank-J =
    { $n ->
        [one] knekt
       *[other] knektar
    }
    .gender = common
rank-Q =
    { $n ->
        [one] dam
       *[other] damer
    }
    .gender = common
rank-K =
    { $n ->
        [one] kung
       *[other] kungar
    }
    .gender = common
rank-A =
    { $n ->
        [one] ess
       *[other] ess
    }
    .gender = neuter
rank-JK =
    { $n ->
        [one] joker
       *[other] jokrar
    }
    .gender = common
rank-none =
    { $n ->
        [one] kort
       *[other] kort
    }
    .gender = neuter
suit-c = klöver
suit-d = ruter
suit-h = hjärter
suit-s = spader
card-name = { $suit } { $rank }
card-joker = Joker
side-us = ditt lag
side-them = det andra laget
side-none = ingen
answer-yes = Ja
answer-no = Nej
answer-natural = En ren canasta
answer-mixed = En blandad canasta
answer-not-canasta = Ingen canasta
answer-us = Ditt lag
answer-them = Det andra laget
answer-nobody = Ingen än
answer-us-two = Du
answer-them-two = Din motståndare
answer-us-three = Du
answer-them-three = Den ledande motståndaren
answer-score = Vi { $ours }, de { $theirs }
answer-score-three = Du { $you }, vänster { $left }, höger { $right }
display-position = Position { $id }
display-ruling = Avgörandet för { $id }
display-choices = Svar: { $choices }
display-cards = Korten som avgör:
display-rules = Regler: { $rules }
display-seat = Bordet som spelare { $seat } ser det
step-draw = dra från draghögen
step-draw-card = dra { $card }
step-draw-cards = dra { $cards }
step-take = ta högen med { $cards }
step-take-add = ta högen och lägga dess översta kort till ditt bygge
step-take-any = ta högen
step-meld = lägga ut { $cards }
step-add = lägga { $card } till dina { RANK($rank, form: "plural") }
step-add-cards = lägga { $cards } till dina { RANK($rank, form: "plural") }
step-discard = kasta { $card }
step-red-three = lägga ut { $card } och dra ett kort i dess ställe
step-ask = fråga din partner ”Får jag gå ut?”
step-answer-yes = svara ja
step-answer-no = svara nej
step-go-out = gå ut
step-end = avsluta turen utan att kasta
turn-then = { $first }, sedan { $next }
line-melds = kort i { COUNT($count, noun: "meld") }
line-natural-canasta = ren canasta av { RANK($rank, form: "plural") }
line-mixed-canasta = blandad canasta av { RANK($rank, form: "plural") }
line-red-threes = { COUNT($count, noun: "red three") }
line-red-threes-minus-no-meld = { COUNT($count, noun: "red three") }, räknas minus (inget bygge)
line-red-threes-minus-no-canasta = { COUNT($count, noun: "red three") }, räknas minus (ingen canasta)
line-red-threes-hidden = { COUNT($count, noun: "red three") } som aldrig lades ut
line-going-out = utgång
line-going-out-concealed = dold utgång
line-hand = kort kvar på handen ({ $cards })
line-card-melded = { CARD($card, form: "name") } i ett bygge
line-canasta-spoiled = den rena canastan av { RANK($rank, form: "plural") } blir blandad
line-melded-this-turn = kort utlagda den här turen
line-canasta-completed-natural = ren canasta av { RANK($rank, form: "plural") } färdig
line-canasta-completed-mixed = blandad canasta av { RANK($rank, form: "plural") } färdig
line-item = { $label } { SIGNED($points) }
choice-take-pile = ta högen
choice-draw = dra från draghögen
choice-go-out = gå ut nu
choice-keep-playing = spela vidare
choice-freeze = frysa högen med ett jokerkort
choice-discard = kasta { CARD($card, form: "name") }
who-you = du
who-partner = din partner
who-left = spelaren till vänster om dig
who-right = spelaren till höger om dig
who-opponent = din motståndare
list-or = { $first } eller { $last }
spoken-the = den
spoken-card = { $name }
spoken-wild-count = { WORD($n) } { RANK($rank, form: "plural") }
rank-a-2 = en tvåa
rank-a-3 = en trea
rank-a-4 = en fyra
rank-a-5 = en femma
rank-a-6 = en sexa
rank-a-7 = en sjua
rank-a-8 = en åtta
rank-a-9 = en nia
rank-a-10 = en tia
rank-a-J = en knekt
rank-a-Q = en dam
rank-a-K = en kung
rank-a-A = ett ess
rank-a-JK = en joker
rank-a-none = ett kort
noun-question =
    { $n ->
        [one] fråga
       *[other] frågor
    }
noun-position =
    { $n ->
        [one] position
       *[other] positioner
    }
noun-learner =
    { $n ->
        [one] elev
       *[other] elever
    }
noun-rule =
    { $n ->
        [one] regel
       *[other] regler
    }
noun-first-answer =
    { $n ->
        [one] första svar
       *[other] första svar
    }
line-clean-canasta = ren canasta ({ $cards })
line-dirty-canasta = blandad canasta ({ $cards })
line-morto-not-taken = morton aldrig tagen
spoken-same-count = { WORD($n) } { $name }
spoken-groups-and = { $first } och { $last }
spoken-groups-or = { $first } eller { $last }
