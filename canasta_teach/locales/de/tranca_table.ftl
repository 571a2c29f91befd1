# Tranca am Übungstisch: die Wahl des Spiels, Folgen und Mortos auf dem Kartentisch,
# das Protokoll, der Tipp und die Worte zum Zug (003, „Varianten“).

tranca-game = Spiel
tranca-game-canasta = Canasta (der Tisch unten)
tranca-game-tranca = Tranca: du und ein Bot als Partner gegen zwei Bots
tranca-title = Ein Übungsspiel Tranca spielen

tranca-run-name = Folge in { $suit } von { RANK($low) } bis { RANK($high) }
tranca-run-label = { $run }, { COUNT($n, noun: "card", digits: "yes") }
tranca-run-label-two = { $run }, { COUNT($n, noun: "card", digits: "yes") }, eine Zwei als { RANK($rank) }
tranca-run-caption = { RANK($low) } bis { RANK($high) }
tranca-set-label = Satz { RANK($rank, form: "plural") }, { COUNT($n, noun: "card", digits: "yes") }
tranca-badge-clean = reiner Canasta
tranca-badge-dirty = gemischter Canasta
tranca-add-low = Auswahl unten an deine { $run } anlegen
tranca-add-high = Auswahl oben an deine { $run } anlegen

tranca-morto = Morto
tranca-morto-waiting = verdeckt, { COUNT($n, noun: "card", digits: "yes") }
tranca-morto-taken = genommen
tranca-say-morto-ours = Der Morto deiner Partei: { COUNT($n, noun: "card", digits: "yes") } verdeckt, noch nicht genommen.
tranca-say-morto-ours-taken = Deine Partei hat ihren Morto genommen.
tranca-say-morto-theirs = Der Morto der anderen Partei: { COUNT($n, noun: "card", digits: "yes") } verdeckt, noch nicht genommen.
tranca-say-morto-theirs-taken = Die andere Partei hat ihren Morto genommen.

tranca-log-add-run = { $who }: { $card } an die { $run } angelegt.
tranca-log-morto-ours = { $who }: den Morto deiner Partei genommen und damit weitergespielt.
tranca-log-morto-theirs = { $who }: den Morto der anderen Partei genommen und damit weitergespielt.
tranca-log-morto-ours-next = { $who }: den Morto deiner Partei genommen, gespielt wird er ab dem nächsten Zug.
tranca-log-morto-theirs-next = { $who }: den Morto der anderen Partei genommen, gespielt wird er ab dem nächsten Zug.

tranca-turn-draw = Du bist am Zug: Zieh vom Ziehstapel, oder wähle zwei Karten, die du mit der obersten Karte des Stapels auslegst, und drück auf „Stapel nehmen“.
tranca-turn-play = Lege Sätze oder Folgen aus oder an, dann wähle eine Karte und lege sie ab, um deinen Zug zu beenden. Ist deine Hand leer, nimmst du den Morto deiner Partei.
tranca-hint-meld-sets = Du darfst einen neuen Satz { RANK($ranks, form: "plural") } auslegen.
tranca-hint-meld-runs = Du darfst eine neue Folge in { $suits } auslegen.
tranca-hint-add-runs = Du darfst an beiden Enden deiner { $runs } anlegen.
tranca-hint-blocked = Die schwarze Drei oben ({ $top }) sperrt den Stapel: Du ziehst vom Ziehstapel.
tranca-hint-morto = Ist deine Hand leer, nimmst du den Morto deiner Partei und spielst weiter.
tranca-hint-go-out = Du darfst ausmachen: Deine Partei hat ihren Morto und einen Canasta. Lege alle Karten aus, oder alle bis auf eine, und lege diese ab.
tranca-hint-discard-block = Eine schwarze Drei, die du ablegst ({ $card }), sperrt den Stapel für den nächsten Spieler.
