# Tranca ved øvebordet: valget af spil, rækker og morto'er på kortbordet, loggen, tippet
# og ordene til turen (003, "Varianten").

tranca-game = Spil
tranca-game-canasta = Canasta (bordet nedenfor)
tranca-game-tranca = Tranca: du og en computermakker mod to computerspillere
tranca-title = Spil en øverunde Tranca

tranca-run-name = række i { $suit } fra { RANK($low) } til { RANK($high) }
tranca-run-label = { $run }, { COUNT($n, noun: "card", digits: "yes") }
tranca-run-label-two = { $run }, { COUNT($n, noun: "card", digits: "yes") }, en toer i stedet for { RANK($rank) }
tranca-run-caption = { RANK($low) } til { RANK($high) }
tranca-set-label = sæt af { RANK($rank, form: "plural") }, { COUNT($n, noun: "card", digits: "yes") }
tranca-badge-clean = ren canasta
tranca-badge-dirty = blandet canasta
tranca-add-low = Læg det valgte kort til den lave ende af din { $run }
tranca-add-high = Læg det valgte kort til den høje ende af din { $run }

tranca-morto = Morto
tranca-morto-waiting = skjult, { COUNT($n, noun: "card", digits: "yes") }
tranca-morto-taken = taget
tranca-say-morto-ours = Dit holds morto: { COUNT($n, noun: "card", digits: "yes") } med bagsiden op, ikke taget endnu.
tranca-say-morto-ours-taken = Dit hold har taget sin morto.
tranca-say-morto-theirs = Det andet holds morto: { COUNT($n, noun: "card", digits: "yes") } med bagsiden op, ikke taget endnu.
tranca-say-morto-theirs-taken = Det andet hold har taget sin morto.

tranca-log-add-run = { $who } lagde { $card } til { $run }.
tranca-log-morto-ours = { $who } tog dit holds morto og spillede videre med den.
tranca-log-morto-theirs = { $who } tog det andet holds morto og spillede videre med den.
tranca-log-morto-ours-next = { $who } tog dit holds morto, der spilles fra næste tur.
tranca-log-morto-theirs-next = { $who } tog det andet holds morto, der spilles fra næste tur.

tranca-turn-draw = Din tur: træk fra trækbunken, eller vælg to kort, du vil melde med bunkens øverste kort, og tryk på “Tag bunken”.
tranca-turn-play = Meld sæt eller rækker, eller læg til dem, og vælg så ét kort og smid det for at slutte din tur. Når din hånd er tom, tager du dit holds morto.
tranca-hint-meld-sets = Du må lægge et nyt sæt af { RANK($ranks, form: "plural") }.
tranca-hint-meld-runs = Du må lægge en ny række i { $suits }.
tranca-hint-add-runs = Du må lægge kort til begge ender af din { $runs }.
tranca-hint-blocked = Den sorte treer øverst ({ $top }) spærrer bunken: du trækker fra trækbunken.
tranca-hint-morto = Når din hånd er tom, tager du dit holds morto og spiller videre.
tranca-hint-go-out = Du må gå ud: dit hold har sin morto og en canasta. Meld alle kort, eller alle på nær ét, og smid det.
tranca-hint-discard-block = En sort treer, du smider ({ $card }), spærrer bunken for den næste spiller.
