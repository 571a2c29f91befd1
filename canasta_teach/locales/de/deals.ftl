# Partienummern und Klassenpartien: die Partie am Übungstisch, die Partie der Lehrkraft für
# die Klasse und der Vergleich der Spiele einer Partie in der Übersicht (Issue 22 Punkt 4).

deals-bad-number = „{ $number }“ ist keine Partienummer. Eine Partienummer ist die Zahl unter „Neue Partie“ am Übungstisch, nur Ziffern.
deals-bad-table = Die Partienummer { $number } nennt keinen Tisch: Ihre letzten zwei Ziffern geben die Spieler (2, 3 oder 4) und die Bots an.
deals-bad-level = Es gibt keine „{ $level }“ Bots, gegen die man spielen könnte.
deals-this-deal = Diese Partie hat die Nummer { $number }: Wer diese Nummer öffnet, spielt mit denselben Karten gegen dieselben Bots.
deals-replay-link = Diese Partie von vorn spielen
deals-teacher-chose = Deine Lehrkraft hat diese Partie für die Klasse gewählt.
deals-table = { $table }, { $bots }
deals-admin = Klassenpartie
deals-admin-number = Partienummer
deals-admin-how = Gib eine Partienummer vom Übungstisch ein oder lass das Feld leer für eine neue Partie mit dem Tisch und den Bots, die unten gewählt sind. Alle Schüler, die die Übung öffnen, spielen dann diese Partie gegen dieselben Bots.
deals-admin-set = Klassenpartie festlegen
deals-admin-clear = Klassenpartie aufheben
deals-admin-now = Die Klassenpartie ist { $number } ({ $table }).
deals-admin-none = Es gibt keine Klassenpartie: Alle Schüler bekommen eine eigene Partie.
deals-admin-done = Die Klassenpartie ist jetzt { $number } ({ $table }). Die Schüler bekommen sie, wenn sie die Übung öffnen.
deals-admin-cleared = Die Klassenpartie ist aufgehoben: Alle Schüler bekommen wieder eine eigene Partie.
deals-admin-locked = Nur die Seite der Lehrkraft kann die Klassenpartie festlegen.
deals-admin-bad-table = Wähle einen Tisch und Bots aus den Listen.
deals-results-class = Die Klassenpartie { $number } ({ $table }): { $learners ->
        [0] noch kein Schüler hat
        [one] ein Schüler hat
       *[other] { $learners } Schüler haben
    } sie gespielt.
deals-results = Partie { $number } ({ $table }): von { $learners } Schülern gespielt.
deals-results-table = Die Spiele der Partie { $number }
deals-col-learner = Schüler
deals-col-hand = Spiel
deals-col-score = Punkte der Partei
deals-col-margin = gegen die beste andere Partei
deals-col-result = Ergebnis
deals-col-decision = Entscheidung
deals-col-choice = Wahl
deals-col-who = wer so gewählt hat
deals-col-won = gewonnene Spiele
deals-col-mean-margin = mittlerer Abstand
deals-differed = Partie { $number }: { $n ->
        [0] keine Entscheidung, bei der Schüler am selben Tisch verschieden gewählt haben
        [one] eine Entscheidung, bei der Schüler am selben Tisch verschieden gewählt haben
       *[other] { $n } Entscheidungen, bei denen Schüler am selben Tisch verschieden gewählt haben
    }
deals-differed-table = Die Entscheidungen der Partie { $number }, bei denen die Schüler verschieden gewählt haben, und wie ihre Spiele endeten
deals-point = Spiel { $hand }, Zug { $move }: { $kind }
deals-won-of = { $won } von { $hands }

## The game of a deal (schema 7: a deal is Canasta, or Tranca at a table of four), and a
## deal's table as the teacher reads it on the dashboard (a learner, never "you").
deals-bad-game = Tranca wird zu viert gespielt; diese Partie ist für einen Tisch mit { $players }.
deals-bad-ruleset = „{ $ruleset }“ ist kein Spiel, das ausgegeben werden kann: Canasta oder Tranca.
deals-this-deal-tranca = Diese Partie ist die Tranca-Partie { $number }: Wer diese Nummer öffnet, spielt mit denselben Karten gegen dieselben Bots.
deals-table-canasta-4 = Canasta, 4 Spieler: ein Schüler und ein Bot als Partner gegen zwei Bots
deals-table-canasta-2 = Canasta, 2 Spieler: ein Schüler gegen einen Bot
deals-table-canasta-3 = Canasta, 3 Spieler: ein Schüler und zwei Bots
deals-table-tranca-4 = Tranca, 4 Spieler: ein Schüler und ein Bot als Partner gegen zwei Bots
deals-admin-game = Spiel
deals-admin-game-canasta = Canasta (der Tisch unten)
deals-admin-game-tranca = Tranca (4 Spieler)
deals-admin-players-4 = 4 Spieler: ein Schüler und ein Bot als Partner gegen zwei Bots
deals-admin-players-2 = 2 Spieler: ein Schüler gegen einen Bot
deals-admin-players-3 = 3 Spieler: ein Schüler und zwei Bots
