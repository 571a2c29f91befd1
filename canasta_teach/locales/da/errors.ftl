# Fejl i en stillingsfil, som en lærer læser dem (content/*.py). Hver besked står efter filen,
# posten og nøglen („lektion.yaml: post frozen: nøgle 'hand': …“) og begynder derfor med lille
# bogstav. YAML-nøgler (hand, our_melds, ask …), spørgsmål (take-pile …) og kortkoder (Ks, 3h)
# er filens egne ord: de står uændret på alle sprog.

error-entry = post { $entry }
error-key = nøgle { $key }

error-kind =
    { $kind ->
        [empty] tom
        [yes] yes
        [no] no
        [number] et tal ({ $value })
        [list] en liste
        [empty-list] en tom liste
        [mapping] en tabel af nøgler
        [empty-mapping] en tom tabel af nøgler
       *[other] en værdi af en anden art
    }

## Værdien af én nøgle (content/key_values.py)

error-play-not-text = her skal stå en tur skrevet som træk, fx 'draw; discard 9c', ikke { $value }
error-what-words = her skal stå tekst
error-what-title = her skal stå en titel i ord
error-text-wanted =
    { $what }, ikke { $value }{ $quotes ->
        [yes] {" "}(sæt det i anførselstegn, hvis ordet er ment)
       *[no] {""}
    }
error-brace = en krøllet parentes {"{"} eller {"}"} skal nævne et regeltal, fx {"{"}natural_canasta{"}"}; skriv {"{{"} og {"}}"} for selve parentesen
error-no-rule-number = { $name } nævner intet regeltal: brug et af { $known }
error-rule-number-form = { $said }: et regeltal skrives som tal eller som ord ({"{"}target{"}"}, {"{"}canasta_size:word{"}"})
error-yes-no-text = { $value } skal være yes eller no
error-yes-no = skal være yes eller no, ikke { $value }
error-cards-wanted = her skal stå kort som 'Ks Kh 7d', ikke { $value }
error-card-wanted = kort { $place } skal være et kort som Ks, ikke { $value }
error-more-than-pack = mere end { $size } kort, men spillet har kun { $size }
error-melds-wanted = her skal stå en liste af meldinger som [Qs Qh Qd, 9s 9h 9d], ikke { $value }
error-meld-wanted = melding { $place } skal være kort som 'Qs Qh Qd', ikke { $value }
error-whole-number = her skal stå et helt tal, ikke { $value }
error-below = { $value } er mindre end { $low }
error-above = { $value } er større end { $high }
error-red-threes-wanted = her skal stå et antal røde treere, fx 1, eller kortene, fx 3h 3d, ikke { $value }
error-not-red-three = { $card } er ikke en rød treer (3h eller 3d)
error-side-text = { $value } skal være us, them eller none
error-side = skal være us, them eller none, ikke { $value }
error-meld-side = { $value } er ikke et hold: vælg us eller them
error-rank-wanted = her skal stå en meldings rang, fx Q eller 10, ikke { $value }
error-not-rank = { $value } er ikke en rang: skriv meldingens rang, fx Q eller 10
error-wild-not-rank = { $value } er et jokerkort, ikke en meldings rang: skriv meldingens rang, fx Q eller 10
error-tags = her skal stå en liste af ord, fx [frozen, pile], ikke { $value }
error-tags-item = her skal stå en liste af ord, fx [frozen, pile], ikke en liste med { $value }

## Titel og forklaring på hvert sprog (content/position_words.py)

error-words-empty-mapping = { $what }, eller én pr. sprog ({ $languages }), ikke en tom tabel
error-words-language = { $language } er ikke et af skolens sprog: skriv teksten, eller én tekst pr. sprog ({ $languages })
error-words-in-language = { $name } på { $language }: { $what }, ikke { $value }

## En post som helhed (content/position_entry.py, content/authoring.py)

error-id-wanted = en id er et kort navn, fx frozen-by-two, ikke { $value }
error-id-missing = hver stilling skal have en id (et kort navn, der kun bruges én gang)
error-id-too-long = en id er et kort navn på én linje, højst { $most } tegn, fx frozen-by-two
error-ask-missing = 'ask' mangler: sig, hvad dommeren skal afgøre (take-pile, go-out, score …)
error-ask-wanted = ask er et af { $choices }; ikke { $value }
error-ask-unknown = ukendt spørgsmål { $value }: vælg et af { $choices }
error-ask-not-yet = spørgsmålet { $ask } kan endnu ikke skrives i en stillingsfil: vælg et af { $choices }
error-key-unknown =
    ukendt nøgle { $name }{ $hint ->
        [yes] {" "}(mente du { $close }?)
       *[no] {""}
    }
error-keys-foreign =
    { $n ->
        [one] nøglen { $names } hører ikke til spørgsmålet { $ask }
       *[other] nøglerne { $names } hører ikke til spørgsmålet { $ask }
    }
error-keys-missing =
    { $n ->
        [one] spørgsmålet { $ask } skal have nøglen { $names }
       *[other] spørgsmålet { $ask } skal have nøglerne { $names }
    }
error-score-pair = score skal være [vores, deres], fx [1600, 800]
error-file-not-text = en stillingsfil er tekst (YAML)
error-file-not-list = en stillingsfil er en YAML-liste af stillinger (poster, der begynder med '- id:')
error-entry-not-mapping = hver post skal være en tabel af nøgler (id:, hand:, ask: …)
error-id-twice = denne id står to gange i filen; hver id må kun bruges én gang
error-id-also-in = id'en bruges også i { $file }

## Filen tjekket mod dommeren (content/check.py)

error-cannot-judge = kan ikke bedømmes: { $error }
error-expect-disagrees = expect siger { $expected }, dommeren siger { $answer } ({ $rules }): { $explanation }
error-coach-not-checked = trænerens dom blev ikke tjekket: den kræver op til { $work } prøvespil, og af tjekkets { $budget } var der kun { $left } tilbage (kør canasta-teach check på filen alene for at tjekke den)

## Hvad et rigtigt bord ikke kan vise (content/position_checks.py)

error-rank-count = { COUNT($n, $rank) }
error-card-count =
    { $n ->
        [one]
            { $gender ->
                [neuter] ét
               *[other] én
            } { $suit } { RANK($rank) }
       *[other] { WORD($n) } { $suit } { RANK($rank, form: "plural") }
    }
error-too-many-card = { $cards }, men to kortspil har kun { WORD($most) }
error-too-many-rank = { $cards }, men to kortspil har kun { WORD($most) }
error-too-many-red-threes = { COUNT($n, noun: "red three") } i spil, men to kortspil har kun { WORD($most) }
error-red-three-in-hand = { $card } på hånden: en rød treer lægges frem med det samme, skriv den i our_red_threes/their_red_threes
error-red-three-on-top = en rød treer ({ $card }) kan ikke ligge øverst i bunken: der vendes kort oven på den, til et andet kort ligger øverst
error-red-three-in-pile = en rød treer ({ $card }) er kort nr. { $place } nedefra: i bunken kan en rød treer kun ligge blandt de kort, der vendes ved begyndelsen, under det første kort, der hverken er jokerkort eller rød treer (en rød treer, der trækkes senere, lægges frem med det samme)
error-meld-problem = melding { $place } ({ $meld }): { $problem }
error-melds-one-rank = to meldinger af { $ranks } ({ $first } og { $second }): et hold har kun én melding pr. rang, skriv dem som én
error-one-rank = samme rang
error-finished-hand = en færdigspillet runde har ingen hånd at spille fra: lad hand være tom, og skriv de resterende kort i our_hands/their_hands
error-stock-too-many = { $in_play } kort i spil og { $stock } i trækbunken giver { $total }, men spillet har kun { $size }
error-in-play-too-many = { $in_play } kort i spil, men spillet har kun { $size }
error-cards-missing = skriv de kort, der skal bedømmes, fx 'Q Q Q 2'
error-melds-missing = skriv mindst én melding
error-melds-short = meldingerne bruger { $cards } mere, end hånden har
error-black-threes = sorte treere ({ $meld }) meldes kun af det hold, der går ud
error-went-out-no-canasta =
    { $side ->
        [us] went_out er us, men dit hold har ingen canasta at gå ud med (det skal have { WORD($need, gender: "common") })
       *[them] went_out er them, men det andet hold har ingen canasta at gå ud med (det skal have { WORD($need, gender: "common") })
    }
error-concealed = concealed: yes kræver went_out: us eller them
error-partner-red-threes-twice = partner_red_threes angiver allerede [venstre, højre]: udelad their_red_threes og right_red_threes
error-who =
    { $seat ->
        [you] du
        [left] spilleren til venstre for dig
       *[right] spilleren til højre for dig
    }
error-went-out-three-no-canasta = went_out er { $seat }, men { $who } og en eventuel makker har ingen canasta at gå ud med (der skal { WORD($need, gender: "common") } til)
error-concealed-three = concealed: yes kræver went_out: you, left eller right

## Nøglerne til hvert spørgsmål (content/question_readers.py)

error-partner-red-threes = her skal stå hver makkers røde treere, fx [1, 0], ikke { $value }
error-three-seat = { $value } skal være you, left, right eller none (tre spillere; us betyder dig, them spilleren til venstre for dig)
error-three-player-only = kun en runde med tre spillere har en enespiller, to makkere og en spiller til højre for dig: udelad { $name }, eller skriv ruleset: three-player
error-pile-taken-lone = pile_taken og lone er uenige: lone: none siger, at ingen tog bunken; udelad pile_taken
error-choices = her skal stå en liste af to eller flere valg, fx [go-out, keep-playing] eller [take-pile, draw] ({ $choices } eller 'discard KORT'), ikke { $value }
error-choices-item = her skal stå en liste af to eller flere valg, fx [go-out, keep-playing] eller [take-pile, draw] ({ $choices } eller 'discard KORT'), ikke en liste med { $value }
error-choice-twice = { $value } står to gange: hvert valg kun én gang
error-choices-two = her skal stå en liste af to eller flere valg, fx [go-out, keep-playing] eller [take-pile, draw] ({ $choices } eller 'discard KORT'): et spørgsmål om, hvad der er bedst, kræver mindst to
error-hand-sizes = her skal stå de andre spilleres antal kort på hånden i turrækkefølge efter dig, fx [11, 11, 19], ikke { $value }
error-card-empty = er tom: skriv ét kort, fx Ks
error-one-card = her skal stå præcis ét kort, ikke { $value }
error-one-card-count = her skal stå præcis ét kort, ikke { COUNT($n, noun: "card") }
error-to-empty = er tom: skriv meldingens rang, fx Q eller 10
error-no-partner =
    { $players ->
        [2] med to spillere er der ingen makker at spørge: udelad partner
       *[other] med tre spillere spiller du alene, så der er ingen makker at spørge: udelad partner
    }
error-totals-pair = totals skal være [vores, deres], fx [5120, 4300]

## Regelsæt og valgmuligheder (content/ruleset_options.py)

error-option-value = valgmuligheden { $name } skal have en værdi som { $like }, ikke { $value }
error-options-mapping = options skal være en tabel som {"{"}wild-limit: more-natural{"}"}
error-ruleset-wanted = et regelsæt er classic, two-player, three-player eller tranca, ikke { $value }
# spillagets afvisning af et regelsæt, en valgmulighed eller dens værdi (UnknownRulesetError);
# $name og $value som forfatteren skrev dem; $choices de navne eller værdier der findes
error-ruleset-unknown = ukendt regelsæt { $name }: vælg { $choices }
error-ruleset-unknown-option = ukendt regelvalg { $name }: vælg mellem { $choices }
error-ruleset-unknown-game-option = ukendt regelvalg { $name } i { $ruleset }: vælg mellem { $choices }
error-ruleset-not-a-choice = { $value } er ikke et af valgene: brug { $choices }
error-ruleset-not-one-of = { $value } er ikke et af valgene: brug en af { $choices }
error-ruleset-unknown-rule = ukendt regel-id { $name }

## Det forventede svar (content/expected_answers.py)

error-or = { $first } eller { $last }
error-act-not-here = kun spørgsmålene { $asks } kan besvares ved at handle med kortene, ikke { $ask }: udelad act
error-expect-empty = er tom: skriv det svar, du forventer, eller udelad nøglen
error-expect-yes-no = { $ask } besvares med yes eller no, ikke { $value }
error-expect-number = { $ask } besvares med et helt tal, fx 50, ikke { $value }
error-expect-words = { $ask } besvares med { $words }, ikke { $value }
error-expect-score = { $ask } besvares med to hele tal [vores, deres], fx [1340, 85] (tre spillere: [din, venstre, højre]), ikke { $value }
error-expect-choice = should besvares med et af sine valg ({ $choices }), ikke { $value }
error-expect-not-choice = { $value } er ikke et af valgene ({ $choices })

## Trænerens prøvespil (content/work_limits.py)

error-playouts-question = beder om { $asked } prøvespil ({ $each } for hvert af { $choices } valg); et spørgsmål må højst bede om { $most }: skriv playouts: { $per_choice } eller mindre
error-playouts-file = should-spørgsmålene til og med dette beder om { $total } prøvespil; en fil må højst bede om { $most }: sænk deres playouts, eller del filen op

## Filen og dens YAML (content/safe_yaml.py)

error-line = linje { $line }: { $problem }
error-char-surrogate = indeholder et enligt surrogat (\u{ $code }), som ikke er et tegn
error-char-control = indeholder kontroltegnet U+{ $code }, som ikke hører hjemme i en stillingsfil
error-char-yaml = indeholder tegnet U+{ $code }, som YAML ikke tillader
error-text-char = teksten { $text } { $problem }
error-file-char = filen { $problem }
error-alias = aliasset *{ $name } gentager en anden værdi: skriv værdien ud (stillingsfiler bruger ingen ankre eller aliasser)
error-anchor = ankeret &{ $name }: stillingsfiler bruger ingen ankre eller aliasser, skriv hver værdi ud
error-tag = YAML-mærket { $tag } bruges ikke i stillingsfiler: skriv værdien ligeud
error-tag-scalar = { $value } er mærket { $tag }, men er hverken en liste eller en tabel
error-tag-collection =
    { $kind ->
        [list] en liste kan ikke mærkes { $tag }
       *[mapping] en tabel kan ikke mærkes { $tag }
    }
error-too-many-values = filen indeholder mere end { $most } værdier: del den op i mindre filer
error-too-deep = lister og tabeller er indlejret mere end { $most } niveauer: en stillingsfil har brug for fire
error-this-value = denne værdi
error-value-not =
    { $tag ->
        [int] { $value } er ikke et helt tal
        [float] { $value } er ikke et tal
        [bool] { $value } er ikke yes eller no
       *[other] { $value } er ikke en værdi af sit mærke { $name }
    }
error-number-digits = tallet { $value } har mere end { $most } cifre
error-mapping-wanted = her skal stå en tabel af nøgler (id:, hand:, ask: …)
error-key-not-word =
    { $kind ->
        [list] en nøgle skal være et ord, fx hand, ikke en liste
       *[mapping] en nøgle skal være et ord, fx hand, ikke en tabel
    }
error-key-twice = nøglen { $name } står to gange i samme tabel (linje { $first } og { $second }): behold én
error-not-yaml = ikke gyldig YAML ({ $problem })
error-text-too-large = teksten er større end { $mb } MB: del den op i mindre filer
error-cannot-read = filen kan ikke læses ({ $reason })
error-unreadable = ulæselig
error-name-nul = filen kan ikke læses (navnet indeholder et NUL-tegn)
error-file-link = filen kan ikke læses: den er et symbolsk link, ikke en stillingsfil
error-file-too-large = filen er større end { $mb } MB: del den op i mindre filer
error-file-kind =
    { $kind ->
        [folder] filen kan ikke læses: den er en mappe, ikke en stillingsfil
        [fifo] filen kan ikke læses: den er en FIFO (navngivet rør), ikke en stillingsfil
        [socket] filen kan ikke læses: den er en socket, ikke en stillingsfil
        [device] filen kan ikke læses: den er en enhed, ikke en stillingsfil
       *[other] filen kan ikke læses: den er en specialfil, ikke en stillingsfil
    }
error-file-changed = filen ændrede sig, mens den blev læst (bliver den stadig gemt?)
error-not-utf8 = filen er ikke UTF-8-tekst

## En lærers mappe, der vises for klassen (cli/live_positions.py)

error-id-shipped = denne id bruges allerede af en medfølgende lektionsstilling (i { $file }): giv den sin egen id, ellers ville dens svar tælle som den lektions
error-link-nowhere = filen kan ikke læses: den er et symbolsk link, der ikke fører nogen steder hen
error-link-outside = filen kan ikke læses: den er et symbolsk link til en fil uden for mappen; kopiér filen ind i mappen i stedet

## Stillingens bord, lagt ud af kortspillet (judge/table_view.py, players/coach.py)

error-more-than-decks =
    { $what ->
        [sight] de synlige kort
        [hand] de kendte kort på en hånd
        [table] bordet
        [red-threes] de røde treere
        [stock] trækbunken
       *[position] stillingens kort
    }: flere { RANK($rank, form: "plural") }, end to kortspil har
error-drawn-but-on-table = { $code } trækkes, men alle kort af typen { CARD($card, form: "name") } ligger allerede på bordet

# a question generator asked the pack for more cards than it holds (content/virtual_pack.py)
error-pack-empty = kortspillet har ikke flere { RANK($rank, form: "plural") }: en generator bad om for mange

## A card or a play written in the notation that cannot be read (the game layer's NotationError,
## by kind; the notation's own words and examples stay as the author writes them)
error-notation-add-no-cards = { $text }: skriv de kort, der skal lægges til
error-notation-run-end-one-two = { $text }: skriv én toer med den ende, den lægges til, fx add 4h-6h: 2c high
error-notation-one-card = { $text }: skriv præcis ét kort
error-notation-empty-part = et tomt træk: skriv noget mellem semikolonerne
error-notation-meld-no-cards = { $text }: skriv meldingens kort
error-notation-add-form = { $text }: skriv add RANG: KORT, fx add K: 2c (en række: add 4h-6h: 7h)
error-notation-not-red-three = { $text }: kun en rød treer (3h eller 3d) lægges frem
error-notation-not-a-play = { $text } er ikke et træk: begynd med draw, take, meld, add, discard, ask, answer, go out, end eller red
error-notation-empty-play = et tomt træk: skriv træk som 'draw; discard 9c'
error-notation-empty-between = { $text }: et tomt træk mellem to semikoloner: skriv ét træk på hver plads
error-notation-one-operation = { $text }: her skal stå ét træk, men der står { $count }
error-notation-not-a-card = { $text } er ikke et kort: skriv rang og så kulør, fx Ks, 10h, Th, 7d, 2c, JK for en joker eller K♠; rang 2-10 J Q K A, kulør c d h s
error-notation-three-suit = { $text }: en treer skal have sin kulør (3h 3d er røde, 3c 3s sorte)
error-notation-joker-suit = en joker har ingen kulør
error-notation-three-no-suit = en treer skal have sin kulør (3h 3d er røde, 3c 3s sorte)

## Hvorfor træneren ikke kan sammenligne et should-spørgsmåls valg (CoachError efter art).
## $choice står, som filen skriver det (take-pile, discard 9c).

error-coach-table-sum = bordet går ikke op: { $unseen } kort er ikke set, men hænderne og trækbunken har { $need }
error-coach-playout-stuck = et prøvespil sluttede ikke efter { $n } træk
error-coach-drawn = { $choice }: der er allerede trukket i denne tur
error-coach-not-allowed = { $choice } er ikke tilladt her
error-coach-draw-first = { $choice }: træk fra trækbunken eller tag bunken først
error-coach-cannot-go-out = go-out: denne hånd kan ikke gå ud i denne tur
error-coach-no-way-out = go-out: der blev ikke fundet nogen måde at gå ud på
error-coach-no-wild-to-freeze = freeze: du har intet jokerkort, som du må smide nu
error-coach-mixed = take-pile og draw er valg, før du trækker; de andre kommer bagefter: bland dem ikke
error-coach-hand-sizes = angiv antal kort på hånden for de { $n } andre spillere, mindst 1 hver
error-coach-too-many-cards = de andre hænder ville have { $held } kort, men der er kun { $left } tilbage i spillet
error-coach-stock = trækbunken har { $stock } kort, men med { $sizes } kort på de andre hænder er der { $left } tilbage til den: skriv stock: { $left } (eller udelad den)
error-coach-playouts = { $n } prøvespil: træneren skal bruge mindst 2 for at måle spredningen

error-choice-card = valget { $text }: { $error }
error-choice-unknown = ukendt valg { $text }: vælg { $choices } eller 'discard KORT' (fx discard 9c)
