# Spelnummers en het klassenspel: het spel aan de oefentafel, het spel dat de leraar voor de
# klas kiest en de vergelijking van de rondes van één spel in het overzicht (issue 22 punt 4).

deals-bad-number = ‘{ $number }’ is geen spelnummer. Een spelnummer is het getal onder ‘Nieuw spel’ aan de oefentafel, alleen cijfers.
deals-bad-table = Spelnummer { $number } noemt geen tafel: de laatste twee cijfers geven de spelers (2, 3 of 4) en de bots.
deals-bad-level = Er zijn geen ‘{ $level }’ bots om tegen te spelen.
deals-this-deal = Dit spel heeft nummer { $number }: wie dat nummer opent, speelt met dezelfde kaarten tegen dezelfde bots.
deals-replay-link = Dit spel opnieuw spelen
deals-teacher-chose = Je leraar heeft dit spel voor de klas gekozen.
deals-table = { $table }, { $bots }
deals-admin = Klassenspel
deals-admin-number = Spelnummer
deals-admin-how = Typ een spelnummer van de oefentafel, of laat het veld leeg voor een nieuw spel met de tafel en de bots die hieronder gekozen zijn. Elke leerling die het oefenen opent, speelt dan dat spel tegen dezelfde bots.
deals-admin-set = Klassenspel instellen
deals-admin-clear = Klassenspel wissen
deals-admin-now = Het klassenspel is { $number } ({ $table }).
deals-admin-none = Er is geen klassenspel: elke leerling krijgt een eigen spel.
deals-admin-done = Het klassenspel is nu { $number } ({ $table }). Leerlingen krijgen het als ze het oefenen openen.
deals-admin-cleared = Het klassenspel is gewist: elke leerling krijgt weer een eigen spel.
deals-admin-locked = Alleen de pagina van de leraar kan het klassenspel instellen.
deals-admin-bad-table = Kies een tafel en bots uit de lijsten.
deals-results-class = Het klassenspel { $number } ({ $table }): { $learners ->
        [0] nog geen leerling heeft
        [one] één leerling heeft
       *[other] { $learners } leerlingen hebben
    } het gespeeld.
deals-results = Spel { $number } ({ $table }): gespeeld door { $learners } leerlingen.
deals-results-table = De rondes van spel { $number }
deals-col-learner = leerling
deals-col-hand = ronde
deals-col-score = punten van het team
deals-col-margin = tegen het beste andere team
deals-col-result = uitslag
deals-col-decision = beslissing
deals-col-choice = keuze
deals-col-who = wie dit koos
deals-col-won = gewonnen rondes
deals-col-mean-margin = gemiddeld verschil
deals-differed = Spel { $number }: { $n ->
        [0] geen beslissing waarbij leerlingen aan dezelfde tafel verschillend kozen
        [one] één beslissing waarbij leerlingen aan dezelfde tafel verschillend kozen
       *[other] { $n } beslissingen waarbij leerlingen aan dezelfde tafel verschillend kozen
    }
deals-differed-table = De beslissingen van spel { $number } waarbij leerlingen verschillend kozen, en hoe hun rondes eindigden
deals-point = Ronde { $hand }, zet { $move }: { $kind }
deals-won-of = { $won } van { $hands }

## The game of a deal (schema 7: a deal is Canasta, or Tranca at a table of four), and a
## deal's table as the teacher reads it on the dashboard (a learner, never "you").
deals-bad-game = Tranca speel je met vier spelers; dit spel is voor een tafel van { $players }.
deals-bad-ruleset = ‘{ $ruleset }’ is geen spel dat gedeeld kan worden: Canasta of Tranca.
deals-this-deal-tranca = Dit spel is Tranca-spel { $number }: wie dat nummer opent, speelt met dezelfde kaarten tegen dezelfde bots.
deals-table-canasta-4 = Canasta, 4 spelers: een leerling en een bot als partner tegen twee bots
deals-table-canasta-2 = Canasta, 2 spelers: een leerling tegen één bot
deals-table-canasta-3 = Canasta, 3 spelers: een leerling en twee bots
deals-table-tranca-4 = Tranca, 4 spelers: een leerling en een bot als partner tegen twee bots
deals-admin-game = Spel
deals-admin-game-canasta = Canasta (de tafel hieronder)
deals-admin-game-tranca = Tranca (4 spelers)
deals-admin-players-4 = 4 spelers: een leerling en een bot als partner tegen twee bots
deals-admin-players-2 = 2 spelers: een leerling tegen één bot
deals-admin-players-3 = 3 spelers: een leerling en twee bots
