# Tranca vid övningsbordet: valet av spel, stegar och morton på kortbordet, loggen, tipset
# och orden till turen (003, "Varianten").

tranca-game = Spel
tranca-game-canasta = Canasta (bordet nedan)
tranca-game-tranca = Tranca: du och en bot som partner mot två botar
tranca-title = Spela en övningsomgång Tranca

tranca-run-name = stege i { $suit } från { RANK($low) } till { RANK($high) }
tranca-run-label = { $run }, { COUNT($n, noun: "card", digits: "yes") }
tranca-run-label-two = { $run }, { COUNT($n, noun: "card", digits: "yes") }, en tvåa i stället för { RANK($rank) }
tranca-run-caption = { RANK($low) } till { RANK($high) }
tranca-set-label = set av { RANK($rank, form: "plural") }, { COUNT($n, noun: "card", digits: "yes") }
tranca-badge-clean = ren canasta
tranca-badge-dirty = blandad canasta
tranca-add-low = Lägg markerat kort i den låga änden av din { $run }
tranca-add-high = Lägg markerat kort i den höga änden av din { $run }

tranca-morto = Morto
tranca-morto-waiting = med baksidan upp, { COUNT($n, noun: "card", digits: "yes") }
tranca-morto-taken = tagen
tranca-say-morto-ours = Ditt lags morto: { COUNT($n, noun: "card", digits: "yes") } med baksidan upp, inte tagen än.
tranca-say-morto-ours-taken = Ditt lag har tagit sin morto.
tranca-say-morto-theirs = Det andra lagets morto: { COUNT($n, noun: "card", digits: "yes") } med baksidan upp, inte tagen än.
tranca-say-morto-theirs-taken = Det andra laget har tagit sin morto.

tranca-log-add-run = { $who } lade { $card } till { $run }.
tranca-log-morto-ours = { $who } tog ditt lags morto och spelade vidare med den.
tranca-log-morto-theirs = { $who } tog det andra lagets morto och spelade vidare med den.
tranca-log-morto-ours-next = { $who } tog ditt lags morto, som spelas från nästa tur.
tranca-log-morto-theirs-next = { $who } tog det andra lagets morto, som spelas från nästa tur.

tranca-turn-draw = Din tur: dra från draghögen, eller markera två kort att lägga ut med högens översta kort och tryck på ”Ta högen”.
tranca-turn-play = Lägg ut set eller stegar, eller lägg till dem, markera sedan ett kort och kasta det för att avsluta turen. När handen är tom tar du ditt lags morto.
tranca-hint-meld-sets = Du får lägga ut ett nytt set av { RANK($ranks, form: "plural") }.
tranca-hint-meld-runs = Du får lägga ut en ny stege i { $suits }.
tranca-hint-add-runs = Du får lägga till kort i båda ändar av din { $runs }.
tranca-hint-blocked = Den svarta trean överst ({ $top }) stoppar högen: du drar från draghögen.
tranca-hint-morto = När handen är tom tar du ditt lags morto och spelar vidare.
tranca-hint-go-out = Du får gå ut: ditt lag har sin morto och en canasta. Lägg ut alla kort, eller alla utom ett och kasta det.
tranca-hint-discard-block = En svart trea som du kastar ({ $card }) stoppar högen för nästa spelare.
