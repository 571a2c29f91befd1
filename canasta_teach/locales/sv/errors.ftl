# Fel i en ställningsfil, så som en lärare läser dem (content/*.py). Varje meddelande står efter
# filen, posten och nyckeln („lektion.yaml: post frozen: nyckel 'hand': …“) och börjar därför
# med liten bokstav. YAML-nycklar (hand, our_melds, ask …), frågor (take-pile …) och kortkoder
# (Ks, 3h) är filens egna ord: de står oförändrade på alla språk.

error-entry = post { $entry }
error-key = nyckel { $key }

error-kind =
    { $kind ->
        [empty] tomt
        [yes] yes
        [no] no
        [number] ett tal ({ $value })
        [list] en lista
        [empty-list] en tom lista
        [mapping] en tabell av nycklar
        [empty-mapping] en tom tabell av nycklar
       *[other] ett värde av annat slag
    }

## Värdet av en nyckel (content/key_values.py)

error-play-not-text = här ska stå en tur skriven som drag, t.ex. 'draw; discard 9c', inte { $value }
error-what-words = här ska stå text
error-what-title = här ska stå en titel i ord
error-text-wanted =
    { $what }, inte { $value }{ $quotes ->
        [yes] {" "}(sätt det inom citattecken om ordet menas)
       *[no] {""}
    }
error-brace = en klammerparentes {"{"} eller {"}"} måste nämna ett regeltal, t.ex. {"{"}natural_canasta{"}"}; skriv {"{{"} och {"}}"} för själva parentesen
error-no-rule-number = { $name } nämner inget regeltal: använd ett av { $known }
error-rule-number-form = { $said }: ett regeltal skrivs som siffror eller som ord ({"{"}target{"}"}, {"{"}canasta_size:word{"}"})
error-yes-no-text = { $value } ska vara yes eller no
error-yes-no = ska vara yes eller no, inte { $value }
error-cards-wanted = här ska stå kort som 'Ks Kh 7d', inte { $value }
error-card-wanted = kort { $place } ska vara ett kort som Ks, inte { $value }
error-more-than-pack = fler än { $size } kort, men leken har bara { $size }
error-melds-wanted = här ska stå en lista av byggen som [Qs Qh Qd, 9s 9h 9d], inte { $value }
error-meld-wanted = bygge { $place } ska vara kort som 'Qs Qh Qd', inte { $value }
error-whole-number = här ska stå ett heltal, inte { $value }
error-below = { $value } är mindre än { $low }
error-above = { $value } är större än { $high }
error-red-threes-wanted = här ska stå ett antal röda treor, t.ex. 1, eller korten, t.ex. 3h 3d, inte { $value }
error-not-red-three = { $card } är ingen röd trea (3h eller 3d)
error-side-text = { $value } ska vara us, them eller none
error-side = ska vara us, them eller none, inte { $value }
error-meld-side = { $value } är inget lag: välj us eller them
error-rank-wanted = här ska stå ett byggets valör, t.ex. Q eller 10, inte { $value }
error-not-rank = { $value } är ingen valör: skriv byggets valör, t.ex. Q eller 10
error-wild-not-rank = { $value } är ett jokerkort, inte ett byggets valör: skriv byggets valör, t.ex. Q eller 10
error-tags = här ska stå en lista av ord, t.ex. [frozen, pile], inte { $value }
error-tags-item = här ska stå en lista av ord, t.ex. [frozen, pile], inte en lista med { $value }

## Titel och förklaring på varje språk (content/position_words.py)

error-words-empty-mapping = { $what }, eller en per språk ({ $languages }), inte en tom tabell
error-words-language = { $language } är inget av skolans språk: skriv texten, eller en text per språk ({ $languages })
error-words-in-language = { $name } på { $language }: { $what }, inte { $value }

## En post som helhet (content/position_entry.py, content/authoring.py)

error-id-wanted = ett id är ett kort namn, t.ex. frozen-by-two, inte { $value }
error-id-missing = varje ställning behöver ett id (ett kort namn som bara används en gång)
error-id-too-long = ett id är ett kort namn på en rad, högst { $most } tecken, t.ex. frozen-by-two
error-ask-missing = 'ask' saknas: säg vad domaren ska avgöra (take-pile, go-out, score …)
error-ask-wanted = ask är en av { $choices }; inte { $value }
error-ask-unknown = okänd fråga { $value }: välj en av { $choices }
error-ask-not-yet = frågan { $ask } kan ännu inte skrivas i en ställningsfil: välj en av { $choices }
error-key-unknown =
    okänd nyckel { $name }{ $hint ->
        [yes] {" "}(menade du { $close }?)
       *[no] {""}
    }
error-keys-foreign =
    { $n ->
        [one] nyckeln { $names } hör inte till frågan { $ask }
       *[other] nycklarna { $names } hör inte till frågan { $ask }
    }
error-keys-missing =
    { $n ->
        [one] frågan { $ask } behöver nyckeln { $names }
       *[other] frågan { $ask } behöver nycklarna { $names }
    }
error-score-pair = score ska vara [våra, deras], t.ex. [1600, 800]
error-file-not-text = en ställningsfil är text (YAML)
error-file-not-list = en ställningsfil är en YAML-lista av ställningar (poster som börjar med '- id:')
error-entry-not-mapping = varje post ska vara en tabell av nycklar (id:, hand:, ask: …)
error-id-twice = detta id står två gånger i filen; varje id får bara användas en gång
error-id-also-in = id:t används också i { $file }

## Filen kontrollerad mot domaren (content/check.py)

error-cannot-judge = kan inte bedömas: { $error }
error-expect-disagrees = expect säger { $expected }, domaren säger { $answer } ({ $rules }): { $explanation }
error-coach-not-checked = tränarens omdöme kontrollerades inte: det kräver upp till { $work } provspel, och av kontrollens { $budget } fanns bara { $left } kvar (kör canasta-teach check på filen ensam för att kontrollera den)

## Det ett riktigt bord inte kan visa (content/position_checks.py)

error-rank-count = { COUNT($n, $rank) }
error-card-count =
    { $n ->
        [one]
            { $gender ->
                [neuter] ett
               *[other] en
            } { $suit }{ RANK($rank) }
       *[other] { WORD($n) } { $suit }{ RANK($rank, form: "plural") }
    }
error-too-many-card = { $cards }, men två kortlekar har bara { WORD($most) }
error-too-many-rank = { $cards }, men två kortlekar har bara { WORD($most) }
error-too-many-red-threes = { COUNT($n, noun: "red three") } i spel, men två kortlekar har bara { WORD($most) }
error-red-three-in-hand = { $card } på handen: en röd trea läggs ut direkt, skriv den i our_red_threes/their_red_threes
error-red-three-on-top = en röd trea ({ $card }) kan inte ligga överst i högen: kort vänds upp på den tills ett annat ligger överst
error-red-three-in-pile = en röd trea ({ $card }) är kort nr { $place } nerifrån: i högen kan en röd trea bara ligga bland korten som vänds upp i början, under det första kortet som varken är jokerkort eller röd trea (en som dras senare läggs ut direkt)
error-meld-problem = bygge { $place } ({ $meld }): { $problem }
error-melds-one-rank = två byggen av { $ranks } ({ $first } och { $second }): ett lag har bara ett bygge per valör, skriv dem som ett
error-one-rank = samma valör
error-finished-hand = en färdigspelad omgång har ingen hand att spela från: lämna hand tom och skriv korten som är kvar i our_hands/their_hands
error-stock-too-many = { $in_play } kort i spel och { $stock } i draghögen blir { $total }, men leken har bara { $size }
error-in-play-too-many = { $in_play } kort i spel, men leken har bara { $size }
error-cards-missing = skriv korten som ska bedömas, t.ex. 'Q Q Q 2'
error-melds-missing = skriv minst ett bygge
error-melds-short = byggena använder { $cards } mer än handen har
error-black-threes = svarta treor ({ $meld }) läggs bara ut av laget som går ut
error-went-out-no-canasta =
    { $side ->
        [us] went_out är us, men ditt lag har ingen canasta att gå ut med (det behöver { WORD($need, gender: "common") })
       *[them] went_out är them, men det andra laget har ingen canasta att gå ut med (det behöver { WORD($need, gender: "common") })
    }
error-concealed = concealed: yes kräver went_out: us eller them
error-partner-red-threes-twice = partner_red_threes anger redan [vänster, höger]: utelämna their_red_threes och right_red_threes
error-who =
    { $seat ->
        [you] du
        [left] spelaren till vänster om dig
       *[right] spelaren till höger om dig
    }
error-went-out-three-no-canasta = went_out är { $seat }, men { $who } och en eventuell partner har ingen canasta att gå ut med (det behövs { WORD($need, gender: "common") })
error-concealed-three = concealed: yes kräver went_out: you, left eller right

## Nycklarna till varje fråga (content/question_readers.py)

error-partner-red-threes = här ska stå varje partners röda treor, t.ex. [1, 0], inte { $value }
error-three-seat = { $value } ska vara you, left, right eller none (tre spelare; us betyder du, them spelaren till vänster om dig)
error-three-player-only = bara en omgång med tre spelare har en ensam spelare, två partner och en spelare till höger om dig: utelämna { $name }, eller skriv ruleset: three-player
error-pile-taken-lone = pile_taken och lone säger emot varandra: lone: none säger att ingen tog högen; utelämna pile_taken
error-choices = här ska stå en lista av två eller fler val, t.ex. [go-out, keep-playing] eller [take-pile, draw] ({ $choices } eller 'discard KORT'), inte { $value }
error-choices-item = här ska stå en lista av två eller fler val, t.ex. [go-out, keep-playing] eller [take-pile, draw] ({ $choices } eller 'discard KORT'), inte en lista med { $value }
error-choice-twice = { $value } står två gånger: varje val bara en gång
error-choices-two = här ska stå en lista av två eller fler val, t.ex. [go-out, keep-playing] eller [take-pile, draw] ({ $choices } eller 'discard KORT'): en fråga om vad som är bäst kräver minst två
error-hand-sizes = här ska stå de andra spelarnas antal kort på handen i turordning efter dig, t.ex. [11, 11, 19], inte { $value }
error-card-empty = är tom: skriv ett kort, t.ex. Ks
error-one-card = här ska stå exakt ett kort, inte { $value }
error-one-card-count = här ska stå exakt ett kort, inte { COUNT($n, noun: "card") }
error-to-empty = är tom: skriv byggets valör, t.ex. Q eller 10
error-no-partner =
    { $players ->
        [2] med två spelare finns ingen partner att fråga: utelämna partner
       *[other] med tre spelare spelar du ensam, så det finns ingen partner att fråga: utelämna partner
    }
error-totals-pair = totals ska vara [våra, deras], t.ex. [5120, 4300]

## Regeluppsättning och tillval (content/ruleset_options.py)

error-option-value = tillvalet { $name } behöver ett värde som { $like }, inte { $value }
error-options-mapping = options ska vara en tabell som {"{"}wild-limit: more-natural{"}"}
error-ruleset-wanted = en regeluppsättning är classic, two-player, three-player eller tranca, inte { $value }
# spellagrets avvisning av en regeluppsättning, ett tillval eller dess värde (UnknownRulesetError);
# $name och $value som författaren skrev dem; $choices de namn eller värden som finns
error-ruleset-unknown = okänd regeluppsättning { $name }: välj { $choices }
error-ruleset-unknown-option = okänt tillval { $name }: välj bland { $choices }
error-ruleset-unknown-game-option = okänt tillval { $name } i { $ruleset }: välj bland { $choices }
error-ruleset-not-a-choice = { $value } är inte ett av valen: använd { $choices }
error-ruleset-not-one-of = { $value } är inte ett av valen: använd ett av { $choices }
error-ruleset-unknown-rule = okänt regel-id { $name }

## Det förväntade svaret (content/expected_answers.py)

error-or = { $first } eller { $last }
error-act-not-here = bara frågorna { $asks } kan besvaras genom att handla med korten, inte { $ask }: utelämna act
error-expect-empty = är tom: skriv svaret du väntar dig, eller utelämna nyckeln
error-expect-yes-no = { $ask } besvaras med yes eller no, inte { $value }
error-expect-number = { $ask } besvaras med ett heltal, t.ex. 50, inte { $value }
error-expect-words = { $ask } besvaras med { $words }, inte { $value }
error-expect-score = { $ask } besvaras med två heltal [våra, deras], t.ex. [1340, 85] (tre spelare: [din, vänster, höger]), inte { $value }
error-expect-choice = should besvaras med ett av sina val ({ $choices }), inte { $value }
error-expect-not-choice = { $value } är inte ett av valen ({ $choices })

## Tränarens provspel (content/work_limits.py)

error-playouts-question = begär { $asked } provspel ({ $each } för vart och ett av { $choices } val); en fråga får begära högst { $most }: skriv playouts: { $per_choice } eller mindre
error-playouts-file = should-frågorna fram till denna begär { $total } provspel; en fil får begära högst { $most }: sänk deras playouts eller dela upp filen

## Filen och dess YAML (content/safe_yaml.py)

error-line = rad { $line }: { $problem }
error-char-surrogate = innehåller ett ensamt surrogat (\u{ $code }), som inte är ett tecken
error-char-control = innehåller styrtecknet U+{ $code }, som inte hör hemma i en ställningsfil
error-char-yaml = innehåller tecknet U+{ $code }, som YAML inte tillåter
error-text-char = texten { $text } { $problem }
error-file-char = filen { $problem }
error-alias = aliaset *{ $name } upprepar ett annat värde: skriv ut värdet (ställningsfiler använder inga ankare eller alias)
error-anchor = ankaret &{ $name }: ställningsfiler använder inga ankare eller alias, skriv ut varje värde
error-tag = YAML-taggen { $tag } används inte i ställningsfiler: skriv värdet rakt av
error-tag-scalar = { $value } är taggat { $tag }, men är varken en lista eller en tabell
error-tag-collection =
    { $kind ->
        [list] en lista kan inte taggas { $tag }
       *[mapping] en tabell kan inte taggas { $tag }
    }
error-too-many-values = filen innehåller fler än { $most } värden: dela upp den i mindre filer
error-too-deep = listor och tabeller är inkapslade i mer än { $most } nivåer: en ställningsfil behöver fyra
error-this-value = detta värde
error-value-not =
    { $tag ->
        [int] { $value } är inget heltal
        [float] { $value } är inget tal
        [bool] { $value } är inte yes eller no
       *[other] { $value } är inget värde av sin tagg { $name }
    }
error-number-digits = talet { $value } har fler än { $most } siffror
error-mapping-wanted = här ska stå en tabell av nycklar (id:, hand:, ask: …)
error-key-not-word =
    { $kind ->
        [list] en nyckel ska vara ett ord, t.ex. hand, inte en lista
       *[mapping] en nyckel ska vara ett ord, t.ex. hand, inte en tabell
    }
error-key-twice = nyckeln { $name } står två gånger i samma tabell (rad { $first } och { $second }): behåll en
error-not-yaml = inte giltig YAML ({ $problem })
error-text-too-large = texten är större än { $mb } MB: dela upp den i mindre filer
error-cannot-read = filen kan inte läsas ({ $reason })
error-unreadable = oläsbar
error-name-nul = filen kan inte läsas (namnet innehåller ett NUL-tecken)
error-file-link = filen kan inte läsas: den är en symbolisk länk, inte en ställningsfil
error-file-too-large = filen är större än { $mb } MB: dela upp den i mindre filer
error-file-kind =
    { $kind ->
        [folder] filen kan inte läsas: den är en mapp, inte en ställningsfil
        [fifo] filen kan inte läsas: den är en FIFO (namngiven pipe), inte en ställningsfil
        [socket] filen kan inte läsas: den är en socket, inte en ställningsfil
        [device] filen kan inte läsas: den är en enhet, inte en ställningsfil
       *[other] filen kan inte läsas: den är en specialfil, inte en ställningsfil
    }
error-file-changed = filen ändrades medan den lästes (sparas den fortfarande?)
error-not-utf8 = filen är inte UTF-8-text

## En lärares mapp som visas för klassen (cli/live_positions.py)

error-id-shipped = detta id används redan av en medföljande lektionsställning (i { $file }): ge den ett eget id, annars räknas dess svar som den lektionens
error-link-nowhere = filen kan inte läsas: den är en symbolisk länk som inte leder någonstans
error-link-outside = filen kan inte läsas: den är en symbolisk länk till en fil utanför mappen; kopiera in filen i mappen i stället

## Ställningens bord, lagt ur kortleken (judge/table_view.py, players/coach.py)

error-more-than-decks =
    { $what ->
        [sight] de synliga korten
        [hand] de kända korten på en hand
        [table] bordet
        [red-threes] de röda treorna
        [stock] draghögen
       *[position] ställningens kort
    }: fler { RANK($rank, form: "plural") } än två kortlekar har
error-drawn-but-on-table = { $code } dras, men alla kort av sorten { CARD($card, form: "name") } ligger redan på bordet

# a question generator asked the pack for more cards than it holds (content/virtual_pack.py)
error-pack-empty = leken har inga fler { RANK($rank, form: "plural") }: en generator bad om för många

## A card or a play written in the notation that cannot be read (the game layer's NotationError,
## by kind; the notation's own words and examples stay as the author writes them)
error-notation-add-no-cards = { $text }: skriv vilka kort som ska läggas till
error-notation-run-end-one-two = { $text }: skriv en tvåa och vilken ände den läggs till, t.ex. add 4h-6h: 2c high
error-notation-one-card = { $text }: skriv exakt ett kort
error-notation-empty-part = ett tomt drag: skriv något mellan semikolonen
error-notation-meld-no-cards = { $text }: skriv byggets kort
error-notation-add-form = { $text }: skriv add VALÖR: KORT, t.ex. add K: 2c (en stege: add 4h-6h: 7h)
error-notation-not-red-three = { $text }: bara en röd trea (3h eller 3d) läggs ut
error-notation-not-a-play = { $text } är inget drag: börja med draw, take, meld, add, discard, ask, answer, go out, end eller red
error-notation-empty-play = ett tomt drag: skriv drag som 'draw; discard 9c'
error-notation-empty-between = { $text }: ett tomt drag mellan två semikolon: skriv ett drag på varje plats
error-notation-one-operation = { $text }: här ska stå ett drag, men det står { $count }
error-notation-not-a-card = { $text } är inget kort: skriv valör och sedan färg, t.ex. Ks, 10h, Th, 7d, 2c, JK för en joker eller K♠; valörer 2-10 J Q K A, färger c d h s
error-notation-three-suit = { $text }: en trea måste ha sin färg (3h 3d är röda, 3c 3s svarta)
error-notation-joker-suit = en joker har ingen färg
error-notation-three-no-suit = en trea måste ha sin färg (3h 3d är röda, 3c 3s svarta)

## Varför tränaren inte kan jämföra en should-frågas val (CoachError efter slag).
## $choice står som filen skriver det (take-pile, discard 9c).

error-coach-table-sum = bordet går inte ihop: { $unseen } kort är osedda, men händerna och draghögen har { $need }
error-coach-playout-stuck = ett provspel tog inte slut efter { $n } drag
error-coach-drawn = { $choice }: det är redan draget i den här turen
error-coach-not-allowed = { $choice } är inte tillåtet här
error-coach-draw-first = { $choice }: dra från draghögen eller ta högen först
error-coach-cannot-go-out = go-out: den här handen kan inte gå ut den här turen
error-coach-no-way-out = go-out: inget sätt att gå ut hittades
error-coach-no-wild-to-freeze = freeze: du har inget jokerkort som du får kasta nu
error-coach-mixed = take-pile och draw är val innan du drar; de andra kommer efteråt: blanda inte ihop dem
error-coach-hand-sizes = ange antal kort på handen för de { $n } andra spelarna, minst 1 var
error-coach-too-many-cards = de andra händerna skulle ha { $held } kort, men bara { $left } finns kvar i leken
error-coach-stock = draghögen har { $stock } kort, men med { $sizes } kort på de andra händerna finns { $left } kvar till den: skriv stock: { $left } (eller utelämna den)
error-coach-playouts = { $n } provspel: tränaren behöver minst 2 för att mäta spridningen

error-choice-card = valet { $text }: { $error }
error-choice-unknown = okänt val { $text }: välj { $choices } eller 'discard KORT' (t.ex. discard 9c)
