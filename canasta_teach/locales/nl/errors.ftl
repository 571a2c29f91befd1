# Fouten in een stellingbestand, zoals een leraar ze leest (content/*.py). Elke melding staat
# achter het bestand, het item en de sleutel („les.yaml: item frozen: sleutel 'hand': …“) en
# begint daarom met een kleine letter. YAML-sleutels (hand, our_melds, ask …), vragen (take-pile …)
# en kaartcodes (Ks, 3h) zijn woorden van het bestand: die blijven in elke taal zoals ze zijn.

error-entry = item { $entry }
error-key = sleutel { $key }

error-kind =
    { $kind ->
        [empty] leeg
        [yes] yes
        [no] no
        [number] een getal ({ $value })
        [list] een lijst
        [empty-list] een lege lijst
        [mapping] een tabel met sleutels
        [empty-mapping] een lege tabel met sleutels
       *[other] een waarde van een andere soort
    }

## De waarde van één sleutel (content/key_values.py)

error-play-not-text = hier hoort een beurt in zettennotatie, zoals 'draw; discard 9c', niet { $value }
error-what-words = hier hoort tekst
error-what-title = hier hoort een titel in woorden
error-text-wanted =
    { $what }, niet { $value }{ $quotes ->
        [yes] {" "}(zet het tussen aanhalingstekens als je het woord bedoelt)
       *[no] {""}
    }
error-brace = een accolade {"{"} of {"}"} moet een regelgetal noemen, zoals {"{"}natural_canasta{"}"}; schrijf {"{{"} en {"}}"} voor de accolade zelf
error-no-rule-number = { $name } noemt geen regelgetal: gebruik er een uit { $known }
error-rule-number-form = { $said }: een regelgetal staat er als cijfer of als woord ({"{"}target{"}"}, {"{"}canasta_size:word{"}"})
error-yes-no-text = { $value } hoort yes of no te zijn
error-yes-no = hoort yes of no te zijn, niet { $value }
error-cards-wanted = hier horen kaarten zoals 'Ks Kh 7d', niet { $value }
error-card-wanted = kaart { $place } hoort een kaart zoals Ks te zijn, niet { $value }
error-more-than-pack = meer dan { $size } kaarten, maar het spel heeft er maar { $size }
error-melds-wanted = hier hoort een lijst van groepen zoals [Qs Qh Qd, 9s 9h 9d], niet { $value }
error-meld-wanted = groep { $place } hoort uit kaarten zoals 'Qs Qh Qd' te bestaan, niet { $value }
error-whole-number = hier hoort een geheel getal, niet { $value }
error-below = { $value } is kleiner dan { $low }
error-above = { $value } is groter dan { $high }
error-red-threes-wanted = hier hoort een aantal rode drieën, zoals 1, of de kaarten, zoals 3h 3d, niet { $value }
error-not-red-three = { $card } is geen rode drie (3h of 3d)
error-side-text = { $value } hoort us, them of none te zijn
error-side = hoort us, them of none te zijn, niet { $value }
error-meld-side = { $value } is geen team: kies us of them
error-rank-wanted = hier hoort het soort van een groep, zoals Q of 10, niet { $value }
error-not-rank = { $value } is geen soort: schrijf het soort van de groep, zoals Q of 10
error-wild-not-rank = { $value } is een wilde kaart, geen soort van een groep: schrijf het soort van de groep, zoals Q of 10
error-tags = hier hoort een lijst van woorden, zoals [frozen, pile], niet { $value }
error-tags-item = hier hoort een lijst van woorden, zoals [frozen, pile], niet een lijst met { $value }

## Titel en uitleg per taal (content/position_words.py)

error-words-empty-mapping = { $what }, of één per taal ({ $languages }), niet een lege tabel
error-words-language = { $language } is geen taal van de school: schrijf de tekst, of één tekst per taal ({ $languages })
error-words-in-language = { $name } in het { $language }: { $what }, niet { $value }

## Een item als geheel (content/position_entry.py, content/authoring.py)

error-id-wanted = een id is een korte naam, zoals frozen-by-two, niet { $value }
error-id-missing = elke stelling heeft een id nodig (een korte naam die maar één keer voorkomt)
error-id-too-long = een id is een korte naam op één regel, hoogstens { $most } tekens, zoals frozen-by-two
error-ask-missing = 'ask' ontbreekt: zeg waarover de scheidsrechter moet beslissen (take-pile, go-out, score …)
error-ask-wanted = ask is een van { $choices }; niet { $value }
error-ask-unknown = onbekende vraag { $value }: kies een van { $choices }
error-ask-not-yet = de vraag { $ask } kan nog niet in een stellingbestand staan: kies een van { $choices }
error-key-unknown =
    onbekende sleutel { $name }{ $hint ->
        [yes] {" "}(bedoel je { $close }?)
       *[no] {""}
    }
error-keys-foreign =
    { $n ->
        [one] de sleutel { $names } hoort niet bij de vraag { $ask }
       *[other] de sleutels { $names } horen niet bij de vraag { $ask }
    }
error-keys-missing =
    { $n ->
        [one] de vraag { $ask } heeft de sleutel { $names } nodig
       *[other] de vraag { $ask } heeft de sleutels { $names } nodig
    }
error-score-pair = score hoort [wij, zij] te zijn, zoals [1600, 800]
error-file-not-text = een stellingbestand is tekst (YAML)
error-file-not-list = een stellingbestand is een YAML-lijst van stellingen (items die beginnen met '- id:')
error-entry-not-mapping = elk item hoort een tabel met sleutels te zijn (id:, hand:, ask: …)
error-id-twice = deze id staat twee keer in het bestand; elke id mag maar één keer voorkomen
error-id-also-in = de id staat ook in { $file }

## Het bestand getoetst aan de scheidsrechter (content/check.py)

error-cannot-judge = kan niet beoordeeld worden: { $error }
error-expect-disagrees = expect zegt { $expected }, de scheidsrechter zegt { $answer } ({ $rules }): { $explanation }
error-coach-not-checked = het oordeel van de coach is niet gecontroleerd: het kost tot { $work } proefspellen, en deze controle had er van de { $budget } nog maar { $left } over (controleer het bestand apart met canasta-teach check)

## Wat een echte tafel niet kan laten zien (content/position_checks.py)

error-rank-count = { COUNT($n, $rank) }
error-card-count =
    { $n ->
        [one] één { $suit }{ RANK($rank) }
       *[other] { WORD($n) } { $suit }{ RANK($rank, form: "plural") }
    }
error-too-many-card = { $cards }, maar twee kaartspellen hebben er maar { WORD($most) }
error-too-many-rank = { $cards }, maar twee kaartspellen hebben er maar { WORD($most) }
error-too-many-red-threes = { COUNT($n, noun: "red three") } in het spel, maar twee kaartspellen hebben er maar { WORD($most) }
error-red-three-in-hand = { $card } in een hand: een rode drie wordt meteen op tafel gelegd, schrijf hem in our_red_threes/their_red_threes
error-red-three-on-top = een rode drie ({ $card }) kan niet bovenop de stapel liggen: er worden kaarten op gedraaid tot er een andere bovenop ligt
error-red-three-in-pile = een rode drie ({ $card }) is kaart { $place } van onderen: in de stapel kan een rode drie alleen liggen tussen de kaarten die aan het begin worden opengedraaid, onder de eerste kaart die geen wilde kaart en geen rode drie is (een die later wordt getrokken, gaat meteen op tafel)
error-meld-problem = groep { $place } ({ $meld }): { $problem }
error-melds-one-rank = twee groepen { $ranks } ({ $first } en { $second }): een team heeft maar één groep per soort, schrijf ze als één
error-one-rank = van één soort
error-finished-hand = een uitgespeelde ronde heeft geen hand om mee te spelen: laat hand leeg en zet de overgebleven kaarten in our_hands/their_hands
error-stock-too-many = { $in_play } kaarten in het spel en { $stock } in de pot maken { $total }, maar het spel heeft er maar { $size }
error-in-play-too-many = { $in_play } kaarten in het spel, maar het spel heeft er maar { $size }
error-cards-missing = geef de kaarten die beoordeeld moeten worden, zoals 'Q Q Q 2'
error-melds-missing = geef minstens één groep
error-melds-short = de groepen gebruiken { $cards } meer dan de hand heeft
error-black-threes = zwarte drieën ({ $meld }) worden alleen op tafel gelegd door het team dat uitgaat
error-went-out-no-canasta =
    { $side ->
        [us] went_out is us, maar je team heeft geen canasta om mee uit te gaan (het heeft er { WORD($need) } nodig)
       *[them] went_out is them, maar het andere team heeft geen canasta om mee uit te gaan (het heeft er { WORD($need) } nodig)
    }
error-concealed = concealed: yes heeft went_out: us of them nodig
error-partner-red-threes-twice = partner_red_threes geeft al [links, rechts]: laat their_red_threes en right_red_threes weg
error-who =
    { $seat ->
        [you] jij
        [left] de speler links van je
       *[right] de speler rechts van je
    }
error-went-out-three-no-canasta = went_out is { $seat }, maar { $who } en een eventuele partner hebben geen canasta om mee uit te gaan (er zijn er { WORD($need) } nodig)
error-concealed-three = concealed: yes heeft went_out: you, left of right nodig

## De sleutels van elke vraag (content/question_readers.py)

error-partner-red-threes = hier horen de rode drieën van elke partner, zoals [1, 0], niet { $value }
error-three-seat = { $value } hoort you, left, right of none te zijn (drie spelers; us betekent jij, them de speler links van je)
error-three-player-only = alleen een ronde met drie spelers heeft een alleenspeler, twee partners en een speler rechts van je: laat { $name } weg, of schrijf ruleset: three-player
error-pile-taken-lone = pile_taken en lone spreken elkaar tegen: lone: none zegt dat niemand de stapel pakte; laat pile_taken weg
error-choices = hier hoort een lijst van twee of meer keuzes, zoals [go-out, keep-playing] of [take-pile, draw] ({ $choices } of 'discard KAART'), niet { $value }
error-choices-item = hier hoort een lijst van twee of meer keuzes, zoals [go-out, keep-playing] of [take-pile, draw] ({ $choices } of 'discard KAART'), niet een lijst met { $value }
error-choice-twice = { $value } staat er twee keer: elke keuze maar één keer
error-choices-two = hier hoort een lijst van twee of meer keuzes, zoals [go-out, keep-playing] of [take-pile, draw] ({ $choices } of 'discard KAART'): een vraag wat beter is, heeft er minstens twee nodig
error-hand-sizes = hier horen de aantallen kaarten van de andere spelers in beurtvolgorde na jou, zoals [11, 11, 19], niet { $value }
error-card-empty = is leeg: geef één kaart, zoals Ks
error-one-card = hier hoort precies één kaart, niet { $value }
error-one-card-count = hier hoort precies één kaart, niet { COUNT($n, noun: "card") }
error-to-empty = is leeg: geef het soort van de groep, zoals Q of 10
error-no-partner =
    { $players ->
        [2] met twee spelers is er geen partner om het te vragen: laat partner weg
       *[other] met drie spelers speel je alleen, dus is er geen partner om het te vragen: laat partner weg
    }
error-totals-pair = totals hoort [wij, zij] te zijn, zoals [5120, 4300]

## Spelregels en opties (content/ruleset_options.py)

error-option-value = de optie { $name } heeft een waarde zoals { $like } nodig, niet { $value }
error-options-mapping = options hoort een tabel te zijn, zoals {"{"}wild-limit: more-natural{"}"}
error-ruleset-wanted = een regelset is classic, two-player, three-player of tranca, niet { $value }
# de weigering van een regelset, een optie of haar waarde door de spellaag (UnknownRulesetError);
# $name en $value zoals de auteur ze schreef; $choices de namen of waarden die er zijn
error-ruleset-unknown = onbekende regelset { $name }: kies { $choices }
error-ruleset-unknown-option = onbekende optie { $name }: kies uit { $choices }
error-ruleset-unknown-game-option = onbekende optie { $name } voor { $ruleset }: kies uit { $choices }
error-ruleset-not-a-choice = { $value } is geen keuze: gebruik { $choices }
error-ruleset-not-one-of = { $value } is geen keuze: gebruik een van { $choices }
error-ruleset-unknown-rule = onbekende regel-id { $name }

## Het verwachte antwoord (content/expected_answers.py)

error-or = { $first } of { $last }
error-act-not-here = alleen de vragen { $asks } kun je beantwoorden door met de kaarten te spelen, niet { $ask }: laat act weg
error-expect-empty = is leeg: schrijf het antwoord dat je verwacht, of laat de sleutel weg
error-expect-yes-no = { $ask } wordt beantwoord met yes of no, niet met { $value }
error-expect-number = { $ask } wordt beantwoord met een geheel getal, zoals 50, niet met { $value }
error-expect-words = { $ask } wordt beantwoord met { $words }, niet met { $value }
error-expect-score = { $ask } wordt beantwoord met twee gehele getallen [wij, zij], zoals [1340, 85] (drie spelers: [jij, links, rechts]), niet met { $value }
error-expect-choice = should wordt beantwoord met een van zijn keuzes ({ $choices }), niet met { $value }
error-expect-not-choice = { $value } is geen van de keuzes ({ $choices })

## De proefspellen van de coach (content/work_limits.py)

error-playouts-question = vraagt { $asked } proefspellen ({ $each } voor elk van de { $choices } keuzes); een vraag mag er hoogstens { $most } vragen: geef playouts: { $per_choice } of minder
error-playouts-file = de should-vragen tot en met deze vragen { $total } proefspellen; een bestand mag er hoogstens { $most } vragen: verlaag hun playouts of splits het bestand

## Het bestand en zijn YAML (content/safe_yaml.py)

error-line = regel { $line }: { $problem }
error-char-surrogate = bevat een losse surrogaat (\u{ $code }), die geen teken is
error-char-control = bevat het stuurteken U+{ $code }, dat niet in een stellingbestand thuishoort
error-char-yaml = bevat het teken U+{ $code }, dat YAML niet toestaat
error-text-char = de tekst { $text } { $problem }
error-file-char = het bestand { $problem }
error-alias = de alias *{ $name } herhaalt een andere waarde: schrijf de waarde uit (stellingbestanden gebruiken geen ankers of aliassen)
error-anchor = het anker &{ $name }: stellingbestanden gebruiken geen ankers of aliassen, schrijf elke waarde uit
error-tag = de YAML-tag { $tag } wordt in stellingbestanden niet gebruikt: schrijf de waarde gewoon op
error-tag-scalar = { $value } heeft de tag { $tag }, maar is geen lijst en geen tabel
error-tag-collection =
    { $kind ->
        [list] een lijst kan de tag { $tag } niet krijgen
       *[mapping] een tabel kan de tag { $tag } niet krijgen
    }
error-too-many-values = het bestand bevat meer dan { $most } waarden: splits het in kleinere bestanden
error-too-deep = lijsten en tabellen zijn meer dan { $most } niveaus diep genest: een stellingbestand heeft er vier nodig
error-this-value = deze waarde
error-value-not =
    { $tag ->
        [int] { $value } is geen geheel getal
        [float] { $value } is geen getal
        [bool] { $value } is geen yes of no
       *[other] { $value } is geen waarde van zijn tag { $name }
    }
error-number-digits = het getal { $value } heeft meer dan { $most } cijfers
error-mapping-wanted = hier hoort een tabel met sleutels (id:, hand:, ask: …)
error-key-not-word =
    { $kind ->
        [list] een sleutel moet een woord zijn, zoals hand, geen lijst
       *[mapping] een sleutel moet een woord zijn, zoals hand, geen tabel
    }
error-key-twice = de sleutel { $name } staat twee keer in één tabel (regels { $first } en { $second }): houd er één
error-not-yaml = geen geldige YAML ({ $problem })
error-text-too-large = de tekst is groter dan { $mb } MB: splits hem in kleinere bestanden
error-cannot-read = het bestand kan niet gelezen worden ({ $reason })
error-unreadable = onleesbaar
error-name-nul = het bestand kan niet gelezen worden (de naam bevat een NUL-teken)
error-file-link = het bestand kan niet gelezen worden: het is een symbolische koppeling, geen stellingbestand
error-file-too-large = het bestand is groter dan { $mb } MB: splits het in kleinere bestanden
error-file-kind =
    { $kind ->
        [folder] het bestand kan niet gelezen worden: het is een map, geen stellingbestand
        [fifo] het bestand kan niet gelezen worden: het is een FIFO (named pipe), geen stellingbestand
        [socket] het bestand kan niet gelezen worden: het is een socket, geen stellingbestand
        [device] het bestand kan niet gelezen worden: het is een apparaat, geen stellingbestand
       *[other] het bestand kan niet gelezen worden: het is een speciaal bestand, geen stellingbestand
    }
error-file-changed = het bestand veranderde terwijl het gelezen werd (wordt het nog opgeslagen?)
error-not-utf8 = het bestand is geen UTF-8-tekst

## De map van een leraar voor de klas (cli/live_positions.py)

error-id-shipped = deze id wordt al gebruikt door een meegeleverde lesstelling (in { $file }): geef hem een eigen id, anders tellen zijn antwoorden voor die les
error-link-nowhere = het bestand kan niet gelezen worden: het is een symbolische koppeling die nergens heen leidt
error-link-outside = het bestand kan niet gelezen worden: het is een symbolische koppeling naar een bestand buiten de map; kopieer het bestand in plaats daarvan naar de map

## De tafel van een stelling, uit het spel gelegd (judge/table_view.py, players/coach.py)

error-more-than-decks =
    { $what ->
        [sight] de zichtbare kaarten
        [hand] de bekende kaarten van een hand
        [table] de tafel
        [red-threes] de rode drieën
        [stock] de pot
       *[position] de kaarten van de stelling
    }: meer { RANK($rank, form: "plural") } dan twee kaartspellen hebben
error-drawn-but-on-table = { $code } wordt getrokken, maar elke { CARD($card, form: "name") } ligt al op tafel

# a question generator asked the pack for more cards than it holds (content/virtual_pack.py)
error-pack-empty = het spel heeft geen { RANK($rank, form: "plural") } meer: een generator vroeg er te veel

## A card or a play written in the notation that cannot be read (the game layer's NotationError,
## by kind; the notation's own words and examples stay as the author writes them)
error-notation-add-no-cards = { $text }: noem de kaarten die je aanlegt
error-notation-run-end-one-two = { $text }: noem één twee met het eind waaraan hij komt, zoals add 4h-6h: 2c high
error-notation-one-card = { $text }: noem precies één kaart
error-notation-empty-part = een lege zet: schrijf iets tussen de puntkomma's
error-notation-meld-no-cards = { $text }: noem de kaarten van de groep
error-notation-add-form = { $text }: schrijf add SOORT: KAARTEN, zoals add K: 2c (een rij: add 4h-6h: 7h)
error-notation-not-red-three = { $text }: alleen een rode drie (3h of 3d) wordt op tafel gelegd
error-notation-not-a-play = { $text } is geen zet: begin met draw, take, meld, add, discard, ask, answer, go out, end of red
error-notation-empty-play = een lege zet: schrijf zetten zoals 'draw; discard 9c'
error-notation-empty-between = { $text }: een lege zet tussen twee puntkomma's: schrijf op elke plek één zet
error-notation-one-operation = { $text }: hier hoort één zet, maar er staan er { $count }
error-notation-not-a-card = { $text } is geen kaart: schrijf eerst de soort, dan de kleur, zoals Ks, 10h, Th, 7d, 2c, JK voor een joker, of K♠; soorten 2-10 J Q K A, kleuren c d h s
error-notation-three-suit = { $text }: een drie moet zijn kleur hebben (3h 3d zijn rood, 3c 3s zwart)
error-notation-joker-suit = een joker heeft geen kleur
error-notation-three-no-suit = een drie moet zijn kleur hebben (3h 3d zijn rood, 3c 3s zwart)

## Waarom de coach de keuzes van een should-vraag niet kan vergelijken (CoachError per
## soort). $choice blijft zoals het bestand het schrijft (take-pile, discard 9c).

error-coach-table-sum = de tafel klopt niet: { $unseen } kaarten zijn niet gezien, maar de handen en de pot hebben er { $need }
error-coach-playout-stuck = een proefspel eindigde niet na { $n } zetten
error-coach-drawn = { $choice }: in deze beurt is al getrokken
error-coach-not-allowed = { $choice } mag hier niet
error-coach-draw-first = { $choice }: trek eerst uit de pot of pak de stapel
error-coach-cannot-go-out = go-out: deze hand kan deze beurt niet uitgaan
error-coach-no-way-out = go-out: er is geen manier gevonden om uit te gaan
error-coach-no-wild-to-freeze = freeze: je hebt geen wilde kaart die je nu mag weggooien
error-coach-mixed = take-pile en draw zijn keuzes voor het trekken, de andere komen erna: meng ze niet
error-coach-hand-sizes = geef het aantal kaarten in de hand van de { $n } andere spelers, elk 1 of meer
error-coach-too-many-cards = de andere handen zouden { $held } kaarten hebben, maar er zijn er nog maar { $left } over in het spel
error-coach-stock = de pot heeft { $stock } kaarten, maar met { $sizes } kaarten in de andere handen blijven er { $left } over: schrijf stock: { $left } (of laat het weg)
error-coach-playouts = { $n } proefspellen: de coach heeft er minstens 2 nodig om de spreiding te meten

error-choice-card = keuze { $text }: { $error }
error-choice-unknown = onbekende keuze { $text }: kies { $choices } of 'discard KAART' (zoals discard 9c)
