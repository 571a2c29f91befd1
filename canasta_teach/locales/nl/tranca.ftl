# De scheidsrechter bij Tranca-posities (003, "Varianten"). Woorden: GLOSSARY.md en terms.md
# (rij van één kleur, de morto, zuivere en gemengde canasta, blokkeren).

tranca-ask-refused = Tranca kent geen vraag “{ $ask }”: aan een Tranca-tafel beantwoordt de scheidsrechter { $asks }.
tranca-run-not-canasta = Een rij is een Tranca-groep: schrijf ruleset: tranca om er een aan te leggen.
tranca-not-a-meld = { $cards } is geen Tranca-groep.
tranca-meld-set = { $cards } is een set { RANK($rank, form: "plural") }: een Tranca-groep mag een set van één soort zijn.
tranca-meld-run = { $cards } is een rij van één kleur van de { RANK($low) } tot de { RANK($high) }: een Tranca-groep mag een rij zijn, vanaf de vier, de aas alleen boven de heer.
tranca-meld-two-in-run = De twee ({ $two }) staat voor de { RANK($place) } van de rij.
tranca-meld-two-in-set = De twee staat voor nog een kaart van de set: een groep heeft hoogstens één twee.
tranca-canasta-clean = Met { COUNT($size, noun: "card") } is het een zuivere canasta: { $bonus } bovenop de kaarten.
tranca-canasta-dirty = Met { COUNT($size, noun: "card") } is het een gemengde canasta (er zit een twee in): { $bonus } bovenop de kaarten.
tranca-add-set = De { CARD($card, form: "name") } gaat bij je set { RANK($rank, form: "plural") }, die dan { COUNT($size, noun: "card") } heeft.
tranca-add-set-two = De twee ({ $card }) gaat bij je set { RANK($rank, form: "plural") }: een groep mag één twee hebben, en deze heeft er nog geen.
tranca-add-theirs = Die rij is van het andere team: je legt alleen aan bij de groepen van je eigen team.
tranca-add-run = De { CARD($card, form: "name") } verlengt je rij { $low }–{ $high } aan het { $end ->
        [low] onderste
       *[high] bovenste
    } eind: een rij groeit aan beide kanten, kaart voor kaart.
tranca-add-run-two-both = De twee mag aan beide kanten van je rij { $low }–{ $high } en staat dan voor de kaart eronder of erboven: de rij heeft nog geen twee.
tranca-add-run-two-one = De twee mag alleen aan het { $end ->
        [low] onderste eind van je rij { $low }–{ $high }: boven de aas groeit een rij niet
       *[high] bovenste eind van je rij { $low }–{ $high }: onder de vier groeit een rij niet
    }.
tranca-lead-blocked = Geblokkeerd.
tranca-lead-open = Niet geblokkeerd.
tranca-blocked-empty = De stapel is leeg: er valt niets te blokkeren.
tranca-blocked-black-three = De bovenste kaart is een zwarte drie ({ $top }): die blokkeert de stapel voor jou, de volgende speler, dus je koopt deze beurt uit de pot.
tranca-blocked-two = De bovenste kaart is een twee ({ $top }): de stapel kan niet gepakt worden zolang er een twee bovenop ligt.
tranca-blocked-no = De bovenste kaart is de { CARD($top, form: "name") }, geen zwarte drie en geen twee, dus de stapel is niet geblokkeerd. Tranca kent geen bevroren stapel: je pakt hem door de bovenste kaart neer te leggen met twee kaarten uit je hand.
tranca-blocked-buried-two = Een twee lager in de stapel ({ $cards }) verandert niets: alleen de bovenste kaart kan hem blokkeren.
tranca-take-yes = Leg de bovenste { CARD($top, form: "name") } meteen neer met { $pair } uit je hand als nieuwe groep, { $meld }; de rest van de stapel ({ COUNT($count, noun: "card") }) gaat naar je hand.
tranca-take-no = De bovenste kaart is de { CARD($top, form: "name") }, en geen twee kaarten uit je hand vormen er een groep mee: een set { RANK($rank, form: "plural") } of een rij van die kleur (een van de twee mag een twee zijn).
tranca-play-took-pile = De stapel wordt gepakt door de bovenste kaart, { $top }, meteen neer te leggen met { $pair } uit je hand.
tranca-play-morto = Je hand is leeg, dus je pakt de morto van je team ({ COUNT($count, noun: "card") }) en speelt verder.
tranca-play-morto-discard = Je laatste kaart was je afgooi, dus je pakt de morto van je team ({ COUNT($count, noun: "card") }) en speelt hem vanaf je volgende beurt.
tranca-play-went-out = Met deze beurt ga je uit na de morto; dat beëindigt de ronde en levert { $bonus } op voor uitgaan.
tranca-go-out-no-take = Je kunt de stapel niet pakken, dus je kunt niet uitgaan door hem te pakken.
tranca-go-out-morto = Je team heeft zijn morto nog niet gepakt, en uitgaan kan pas daarna.
tranca-go-out-morto-then = Wie nu zijn hand leegspeelt, pakt de morto ({ COUNT($count, noun: "card") }), en het spel gaat door.
tranca-go-out-yes = Je kunt uitgaan: { $play }.
tranca-go-out-canasta = Je team heeft zijn morto gepakt en heeft { COUNT($count, noun: "canasta") }, en om uit te gaan is er één nodig.
tranca-go-out-no-canasta = Je team heeft nog geen canasta, en je kaarten kunnen er deze beurt geen voltooien en uitgaan: om uit te gaan is er één nodig.
tranca-go-out-cannot = Je kaarten kunnen deze beurt niet allemaal neergelegd worden met hoogstens één over om af te gooien: { $hand }.
tranca-go-out-keep = Tot je kunt uitgaan, houd je een kaart om af te gooien.
tranca-score-melds = De neergelegde kaarten van { $side } tellen { SIGNED($points) }: tien per kaart, een twee twintig.
tranca-score-clean-canasta = Een zuivere canasta levert { $side } { SIGNED($points) } op bovenop de kaarten.
tranca-score-dirty-canasta = Een gemengde canasta levert { $side } { SIGNED($points) } op bovenop de kaarten.
tranca-score-reds-plus = De rode drieën van { $side } ({ $count }) tellen plus, want het team heeft een canasta: { SIGNED($points) }.
tranca-score-reds-minus = De rode drieën van { $side } ({ $count }) tellen min, want het team heeft geen canasta: { $points }.
tranca-score-went-out = Uitgaan na de morto levert { $side } { SIGNED($points) } op.
tranca-score-hand-minus = De kaarten die nog in de handen van { $side } zitten, tellen min: { $points }.
tranca-score-morto-penalty = { $side ->
        [us] Je team
       *[them] Het andere team
    } heeft zijn morto nooit gepakt: { $points }.
tranca-score-nobody-out = Niemand is uitgegaan: de pot is op, en niemand krijgt de bonus voor uitgaan.
step-add-run = de { $card } bij je rij { $low }–{ $high } aanleggen
step-add-run-end = de { $card } aan het { $end ->
        [low] onderste
       *[high] bovenste
    } eind van je rij { $low }–{ $high } aanleggen

# The questions a Tranca lesson step asks.
prompt-heading-tranca-blocked = Geblokkeerd?
prompt-tranca-blocked = Is de stapel voor jou geblokkeerd?
prompt-tranca-add-run = Mag je de { CARD($card, form: "name") } ({ $card }) bij je rij { $low }–{ $high } aanleggen?

# Fouten in een Tranca-stellingbestand (content/tranca_entry.py, content/question_readers.py).
error-tranca-morto-not-tranca = alleen een Tranca-tafel heeft morto's: laat morto_taken weg, of schrijf ruleset: tranca
error-tranca-canasta-only-key =
    Tranca kent { $name ->
        [concealed] geen gesloten uitgaan
        [partner] geen partner om te vragen "mag ik uitgaan?"
       *[melded_before] geen eerste groep
    }: laat { $name } weg
error-tranca-morto-shape = morto_taken is [wij, zij], zoals [yes, no], niet { $value }
error-tranca-meld = groep { $n } ({ $cards }): { $problem }
error-tranca-two-runs = twee rijen van één kleur ({ $run }): met runs-per-suit: one heeft een team één rij per kleur
error-tranca-two-sets = twee sets { RANK($rank, form: "plural") } ({ $first } en { $second }): een team heeft één set per soort, schrijf ze als één
error-tranca-joker = Tranca wordt zonder jokers gespeeld (003: twee spellen zonder jokers); alleen de tweeën zijn wild
error-tranca-no-suit = { $card }: in Tranca heeft iedere kaart haar kleur (een rij is van één kleur), zoals { $example }
error-tranca-out-before-morto = went_out is { $side }, maar dat team pakte zijn morto nooit: uitgaan kan pas na de morto (schrijf morto_taken)
error-tranca-out-no-canasta =
    went_out is { $side }, maar dat team heeft geen { $clean ->
        [yes] zuivere canasta
       *[no] canasta
    } om mee uit te gaan
error-tranca-too-many =
    { $shown } kaarten in het spel, { $mortos ->
        [one] één morto
       *[other] { WORD($mortos) } morto's
    } van { $size } omgekeerd en { $stock } in de pot maken { $total }, maar het Tranca-spel heeft er maar { $pack }
error-tranca-run-span = { $value }: een rij met haar einden, zoals 4h-6h, of de soort van een set, zoals Q
error-tranca-run-suits = { $value }: de twee einden van een rij zijn van één kleur, zoals 4h-6h

# Quizgeneratoren voor de lastige uitspraken van Tranca (content/deals_tranca.py).
generate-title-tranca-take = De { CARD($card, form: "name") } ligt bovenop de stapel - pakken?
generate-title-tranca-black-three = Er ligt een zwarte drie bovenop de stapel, de { CARD($card, form: "name") } eronder - de stapel pakken?
generate-title-tranca-run = Je team heeft een rij van { $low } tot { $high } - mag je de { CARD($card, form: "name") } aanleggen?
generate-title-tranca-morto =
    { $morto ->
        [yes] Je team heeft zijn morto gepakt
       *[no] De morto van je team ligt nog omgekeerd
    }, { $canasta ->
        [yes] er ligt een canasta op tafel
       *[no] nog geen canasta
    } - kun je deze beurt uitgaan?
generate-summary-tranca-take-pile = Tranca: de stapel alleen met de bovenste kaart en twee kaarten uit je hand, nooit onder een zwarte drie
generate-summary-tranca-run-end = Tranca: een rij groeit aan beide kanten, van de vier tot de aas, met hoogstens één twee
generate-summary-tranca-morto-go-out = Tranca: uitgaan pas na de morto, met een canasta
