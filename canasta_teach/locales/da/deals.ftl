# Spilnumre og klassens spil: øvelsesbordets spil, lærerens spil for klassen og oversigtens
# sammenligning af ét spils runder (issue 22 punkt 4).

deals-bad-number = “{ $number }” er ikke et spilnummer. Et spilnummer er tallet under “Nyt spil” ved øvelsesbordet, kun cifre.
deals-bad-table = Spilnummer { $number } angiver intet bord: de sidste to cifre angiver spillerne (2, 3 eller 4) og computerspillerne.
deals-bad-level = Der findes ingen “{ $level }” computerspillere at spille mod.
deals-this-deal = Dette spil har nummer { $number }: alle, der åbner det nummer, spiller med de samme kort mod de samme computerspillere.
deals-replay-link = Spil dette spil forfra
deals-teacher-chose = Din lærer har valgt dette spil til klassen.
deals-table = { $table }, { $bots }
deals-admin = Klassens spil
deals-admin-number = Spilnummer
deals-admin-how = Skriv et spilnummer fra øvelsesbordet, eller lad feltet være tomt for et nyt spil med det bord og de computerspillere, der er valgt nedenfor. Hver elev, der åbner øvelsen, spiller så det spil mod de samme computerspillere.
deals-admin-set = Vælg klassens spil
deals-admin-clear = Fjern klassens spil
deals-admin-now = Klassens spil er { $number } ({ $table }).
deals-admin-none = Klassen har intet fælles spil: hver elev får sit eget.
deals-admin-done = Klassens spil er nu { $number } ({ $table }). Eleverne får det, når de åbner øvelsen.
deals-admin-cleared = Klassens spil er fjernet: hver elev får igen sit eget spil.
deals-admin-locked = Kun lærerens side kan vælge klassens spil.
deals-admin-bad-table = Vælg et bord og computerspillere fra listerne.
deals-results-class = Klassens spil { $number } ({ $table }): { $learners ->
        [0] endnu ingen elev har
        [one] én elev har
       *[other] { $learners } elever har
    } spillet det.
deals-results = Spil { $number } ({ $table }): spillet af { $learners } elever.
deals-results-table = Runderne i spil { $number }
deals-col-learner = elev
deals-col-hand = runde
deals-col-score = holdets point
deals-col-margin = mod det bedste andet hold
deals-col-result = resultat
deals-col-decision = beslutning
deals-col-choice = valg
deals-col-who = hvem valgte det
deals-col-won = vundne runder
deals-col-mean-margin = gennemsnitlig forskel
deals-differed = Spil { $number }: { $n ->
        [0] ingen beslutning, hvor elever ved det samme bord valgte forskelligt
        [one] én beslutning, hvor elever ved det samme bord valgte forskelligt
       *[other] { $n } beslutninger, hvor elever ved det samme bord valgte forskelligt
    }
deals-differed-table = Beslutningerne i spil { $number }, hvor eleverne valgte forskelligt, og hvordan deres runder endte
deals-point = Runde { $hand }, træk { $move }: { $kind }
deals-won-of = { $won } af { $hands }

## The game of a deal (schema 7: a deal is Canasta, or Tranca at a table of four), and a
## deal's table as the teacher reads it on the dashboard (a learner, never "you").
deals-bad-game = Tranca spilles af fire spillere; dette spil er til et bord med { $players }.
deals-bad-ruleset = “{ $ruleset }” er ikke et spil, der kan gives: Canasta eller Tranca.
deals-this-deal-tranca = Dette spil er Tranca nummer { $number }: alle, der åbner det nummer, spiller med de samme kort mod de samme computerspillere.
deals-table-canasta-4 = Canasta, 4 spillere: en elev og en computermakker mod to computerspillere
deals-table-canasta-2 = Canasta, 2 spillere: en elev mod én computerspiller
deals-table-canasta-3 = Canasta, 3 spillere: en elev og to computerspillere
deals-table-tranca-4 = Tranca, 4 spillere: en elev og en computermakker mod to computerspillere
deals-admin-game = Spil
deals-admin-game-canasta = Canasta (bordet nedenfor)
deals-admin-game-tranca = Tranca (4 spillere)
deals-admin-players-4 = 4 spillere: en elev og en computermakker mod to computerspillere
deals-admin-players-2 = 2 spillere: en elev mod én computerspiller
deals-admin-players-3 = 3 spillere: en elev og to computerspillere
