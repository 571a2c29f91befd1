# Tranca aan de oefentafel: de keuze van het spel, rijen en morto's op de kaarttafel, het
# verslag, de tip en de woorden bij de beurt (003, "Varianten").

tranca-game = Spel
tranca-game-canasta = Canasta (de tafel hieronder)
tranca-game-tranca = Tranca: jij en een bot als partner tegen twee bots
tranca-title = Speel een oefenronde Tranca

tranca-run-name = rij in { $suit } van { RANK($low) } tot { RANK($high) }
tranca-run-label = { $run }, { COUNT($n, noun: "card", digits: "yes") }
tranca-run-label-two = { $run }, { COUNT($n, noun: "card", digits: "yes") }, een twee in plaats van de { RANK($rank) }
tranca-run-caption = { RANK($low) } tot { RANK($high) }
tranca-set-label = set van { RANK($rank, form: "plural") }, { COUNT($n, noun: "card", digits: "yes") }
tranca-badge-clean = zuivere canasta
tranca-badge-dirty = gemengde canasta
tranca-add-low = Gekozen kaart aanleggen aan de lage kant van je { $run }
tranca-add-high = Gekozen kaart aanleggen aan de hoge kant van je { $run }

tranca-morto = Morto
tranca-morto-waiting = gesloten, { COUNT($n, noun: "card", digits: "yes") }
tranca-morto-taken = gepakt
tranca-say-morto-ours = De morto van je team: { COUNT($n, noun: "card", digits: "yes") } gesloten, nog niet gepakt.
tranca-say-morto-ours-taken = Je team heeft zijn morto gepakt.
tranca-say-morto-theirs = De morto van het andere team: { COUNT($n, noun: "card", digits: "yes") } gesloten, nog niet gepakt.
tranca-say-morto-theirs-taken = Het andere team heeft zijn morto gepakt.

tranca-log-add-run = { $who } legde { $card } aan bij de { $run }.
tranca-log-morto-ours = { $who } pakte de morto van je team en speelde ermee verder.
tranca-log-morto-theirs = { $who } pakte de morto van het andere team en speelde ermee verder.
tranca-log-morto-ours-next = { $who } pakte de morto van je team, die vanaf de volgende beurt gespeeld wordt.
tranca-log-morto-theirs-next = { $who } pakte de morto van het andere team, die vanaf de volgende beurt gespeeld wordt.

tranca-turn-draw = Jouw beurt: trek uit de pot, of kies twee kaarten om met de bovenste kaart van de stapel neer te leggen en druk op “Stapel pakken”.
tranca-turn-play = Leg sets of rijen neer of leg aan, kies dan één kaart en gooi die weg om je beurt te beëindigen. Is je hand leeg, dan pak je de morto van je team.
tranca-hint-meld-sets = Je mag een nieuwe set van { RANK($ranks, form: "plural") } neerleggen.
tranca-hint-meld-runs = Je mag een nieuwe rij in { $suits } neerleggen.
tranca-hint-add-runs = Je mag kaarten aanleggen aan beide kanten van je { $runs }.
tranca-hint-blocked = De zwarte drie bovenop ({ $top }) blokkeert de stapel: je trekt uit de pot.
tranca-hint-morto = Is je hand leeg, dan pak je de morto van je team en speel je verder.
tranca-hint-go-out = Je mag uitgaan: je team heeft zijn morto en een canasta. Leg alle kaarten neer, of alle op één na en gooi die weg.
tranca-hint-discard-block = Een zwarte drie die je weggooit ({ $card }) blokkeert de stapel voor de volgende speler.
