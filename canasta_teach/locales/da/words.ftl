# da: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

# by hand: the number one by the gender of its noun: én/ét (catalogue-grammar.md)
numbers =
    { $n ->
        [0] ingen
        [1]
            { $gender ->
                [common] én
                [neuter] ét
               *[other] én
            }
        [2] to
        [3] tre
        [4] fire
        [5] fem
        [6] seks
        [7] syv
        [8] otte
        [9] ni
        [10] ti
       *[other] { $n }
    }
count = { $n } { $noun }
list-and = { $first } og { $last }
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
       *[other] canastaer
    }
    .gender = common
noun-meld =
    { $n ->
        [one] melding
       *[other] meldinger
    }
    .gender = common
noun-play =
    { $n ->
        [one] træk
       *[other] træk
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
       *[other] naturlige kort
    }
    .gender = neuter
noun-red-three =
    { $n ->
        [one] rød treer
       *[other] røde treere
    }
    .gender = common
noun-black-three =
    { $n ->
        [one] sort treer
       *[other] sorte treere
    }
    .gender = common
noun-legal-way =
    { $n ->
        [one] lovlig måde
       *[other] lovlige måder
    }
    .gender = common
rank-2 =
    { $n ->
        [one] toer
       *[other] toere
    }
    .gender = common
rank-3 =
    { $n ->
        [one] treer
       *[other] treere
    }
    .gender = common
rank-4 =
    { $n ->
        [one] firer
       *[other] firere
    }
    .gender = common
rank-5 =
    { $n ->
        [one] femmer
       *[other] femmere
    }
    .gender = common
rank-6 =
    { $n ->
        [one] sekser
       *[other] seksere
    }
    .gender = common
rank-7 =
    { $n ->
        [one] syver
       *[other] syvere
    }
    .gender = common
rank-8 =
    { $n ->
        [one] otter
       *[other] ottere
    }
    .gender = common
rank-9 =
    { $n ->
        [one] nier
       *[other] niere
    }
    .gender = common
rank-10 =
    { $n ->
        [one] tier
       *[other] tiere
    }
    .gender = common
rank-J =
    { $n ->
        [one] knægt
       *[other] knægte
    }
    .gender = common
rank-Q =
    { $n ->
        [one] dame
       *[other] damer
    }
    .gender = common
rank-K =
    { $n ->
        [one] konge
       *[other] konger
    }
    .gender = common
rank-A =
    { $n ->
        [one] es
       *[other] esser
    }
    .gender = neuter
rank-JK =
    { $n ->
        [one] joker
       *[other] jokere
    }
    .gender = common
rank-none =
    { $n ->
        [one] kort
       *[other] kort
    }
    .gender = neuter
suit-c = klør
suit-d = ruder
suit-h = hjerter
suit-s = spar
card-name = { $suit } { $rank }
card-joker = Joker
side-us = dit hold
side-them = det andet hold
side-none = ingen
answer-yes = Ja
answer-no = Nej
answer-natural = En ren canasta
answer-mixed = En blandet canasta
answer-not-canasta = Ikke en canasta
answer-us = Dit hold
answer-them = Det andet hold
answer-nobody = Ingen endnu
answer-us-two = Dig
answer-them-two = Din modstander
answer-us-three = Dig
answer-them-three = Den førende modstander
answer-score = Vi { $ours }, de { $theirs }
answer-score-three = Du { $you }, venstre { $left }, højre { $right }
display-position = Stilling { $id }
display-ruling = Afgørelsen i { $id }
display-choices = Svar: { $choices }
display-cards = De kort, der afgør det:
display-rules = Regler: { $rules }
display-seat = Bordet, som spiller { $seat } ser det
step-draw = trække fra trækbunken
step-draw-card = trække { $card }
step-draw-cards = trække { $cards }
step-take = tage bunken med { $cards }
step-take-add = tage bunken og lægge det øverste kort til din melding
step-take-any = tage bunken
step-meld = melde { $cards }
step-add = lægge { $card } til dine { RANK($rank, form: "plural") }
step-add-cards = lægge { $cards } til dine { RANK($rank, form: "plural") }
step-discard = smide { $card }
step-red-three = lægge { $card } frem og trække et nyt kort i stedet
step-ask = spørge din makker “Må jeg gå ud?”
step-answer-yes = svare ja
step-answer-no = svare nej
step-go-out = gå ud
step-end = slutte turen uden at smide
turn-then = { $first }, derefter { $next }
line-melds = kort i { COUNT($count, noun: "meld") }
line-natural-canasta = ren canasta af { RANK($rank, form: "plural") }
line-mixed-canasta = blandet canasta af { RANK($rank, form: "plural") }
line-red-threes = { COUNT($count, noun: "red three") }
line-red-threes-minus-no-meld = { COUNT($count, noun: "red three") }, tæller minus (ingen melding)
line-red-threes-minus-no-canasta = { COUNT($count, noun: "red three") }, tæller minus (ingen canasta)
line-red-threes-hidden = { COUNT($count, noun: "red three") }, aldrig lagt frem
line-going-out = at gå ud
line-going-out-concealed = at gå skjult ud
line-hand = kort tilbage på hånden ({ $cards })
line-card-melded = { CARD($card, form: "name") } meldt
line-canasta-spoiled = den rene canasta af { RANK($rank, form: "plural") } bliver blandet
line-melded-this-turn = kort meldt i denne tur
line-canasta-completed-natural = ren canasta af { RANK($rank, form: "plural") } gjort færdig
line-canasta-completed-mixed = blandet canasta af { RANK($rank, form: "plural") } gjort færdig
line-item = { $label } { SIGNED($points) }
choice-take-pile = tage bunken
choice-draw = trække fra trækbunken
choice-go-out = gå ud nu
choice-keep-playing = spille videre
choice-freeze = fryse bunken med et jokerkort
choice-discard = smide { CARD($card, form: "name") }
who-you = du
who-partner = din makker
who-left = spilleren til venstre for dig
who-right = spilleren til højre for dig
who-opponent = din modstander
list-or = { $first } eller { $last }
spoken-the = den
spoken-card = { $name }
spoken-wild-count = { WORD($n) } { RANK($rank, form: "plural") }
rank-a-2 = en toer
rank-a-3 = en treer
rank-a-4 = en firer
rank-a-5 = en femmer
rank-a-6 = en sekser
rank-a-7 = en syver
rank-a-8 = en otter
rank-a-9 = en nier
rank-a-10 = en tier
rank-a-J = en knægt
rank-a-Q = en dame
rank-a-K = en konge
rank-a-A = et es
rank-a-JK = en joker
rank-a-none = et kort
noun-question =
    { $n ->
        [one] spørgsmål
       *[other] spørgsmål
    }
noun-position =
    { $n ->
        [one] stilling
       *[other] stillinger
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
        [one] første svar
       *[other] første svar
    }
line-clean-canasta = ren canasta ({ $cards })
line-dirty-canasta = blandet canasta ({ $cards })
line-morto-not-taken = morto aldrig taget
spoken-same-count = { WORD($n) } { $name }
spoken-groups-and = { $first } og { $last }
spoken-groups-or = { $first } eller { $last }
