# Spelnummer och klassens spel: övningsbordets spel, lärarens spel för klassen och
# översiktens jämförelse av ett spels omgångar (issue 22 punkt 4).

deals-bad-number = ”{ $number }” är inget spelnummer. Ett spelnummer är talet under ”Nytt spel” vid övningsbordet, bara siffror.
deals-bad-table = Spelnummer { $number } anger inget bord: de två sista siffrorna anger spelarna (2, 3 eller 4) och robotarna.
deals-bad-level = Det finns inga ”{ $level }” robotar att spela mot.
deals-this-deal = Det här spelet har nummer { $number }: alla som öppnar det numret spelar med samma kort mot samma robotar.
deals-replay-link = Spela det här spelet från början
deals-teacher-chose = Din lärare har valt det här spelet åt klassen.
deals-table = { $table }, { $bots }
deals-admin = Klassens spel
deals-admin-number = Spelnummer
deals-admin-how = Skriv ett spelnummer från övningsbordet, eller lämna fältet tomt för ett nytt spel med bordet och robotarna som valts nedan. Varje elev som öppnar övningen spelar då det spelet mot samma robotar.
deals-admin-set = Välj klassens spel
deals-admin-clear = Ta bort klassens spel
deals-admin-now = Klassens spel är { $number } ({ $table }).
deals-admin-none = Klassen har inget gemensamt spel: varje elev får ett eget.
deals-admin-done = Klassens spel är nu { $number } ({ $table }). Eleverna får det när de öppnar övningen.
deals-admin-cleared = Klassens spel är borttaget: varje elev får ett eget spel igen.
deals-admin-locked = Bara lärarens sida kan välja klassens spel.
deals-admin-bad-table = Välj ett bord och robotar i listorna.
deals-results-class = Klassens spel { $number } ({ $table }): { $learners ->
        [0] ännu ingen elev har
        [one] en elev har
       *[other] { $learners } elever har
    } spelat det.
deals-results = Spel { $number } ({ $table }): spelat av { $learners } elever.
deals-results-table = Omgångarna i spel { $number }
deals-col-learner = elev
deals-col-hand = omgång
deals-col-score = lagets poäng
deals-col-margin = mot det bästa andra laget
deals-col-result = resultat
deals-col-decision = beslut
deals-col-choice = val
deals-col-who = vem valde det
deals-col-won = vunna omgångar
deals-col-mean-margin = genomsnittlig skillnad
deals-differed = Spel { $number }: { $n ->
        [0] inget beslut där elever vid samma bord valde olika
        [one] ett beslut där elever vid samma bord valde olika
       *[other] { $n } beslut där elever vid samma bord valde olika
    }
deals-differed-table = Besluten i spel { $number } där eleverna valde olika, och hur deras omgångar slutade
deals-point = Omgång { $hand }, drag { $move }: { $kind }
deals-won-of = { $won } av { $hands }

## The game of a deal (schema 7: a deal is Canasta, or Tranca at a table of four), and a
## deal's table as the teacher reads it on the dashboard (a learner, never "you").
deals-bad-game = Tranca spelas av fyra spelare; det här spelet är för ett bord med { $players }.
deals-bad-ruleset = ”{ $ruleset }” är inget spel som kan ges: Canasta eller Tranca.
deals-this-deal-tranca = Det här spelet är Tranca nummer { $number }: alla som öppnar det numret spelar med samma kort mot samma robotar.
deals-table-canasta-4 = Canasta, 4 spelare: en elev och en robotpartner mot två robotar
deals-table-canasta-2 = Canasta, 2 spelare: en elev mot en robot
deals-table-canasta-3 = Canasta, 3 spelare: en elev och två robotar
deals-table-tranca-4 = Tranca, 4 spelare: en elev och en robotpartner mot två robotar
deals-admin-game = Spel
deals-admin-game-canasta = Canasta (bordet nedan)
deals-admin-game-tranca = Tranca (4 spelare)
deals-admin-players-4 = 4 spelare: en elev och en robotpartner mot två robotar
deals-admin-players-2 = 2 spelare: en elev mot en robot
deals-admin-players-3 = 3 spelare: en elev och två robotar
