# Fehler in einer Stellungsdatei, wie eine Lehrkraft sie liest (content/*.py). Jede Meldung steht
# hinter Datei, Eintrag und Schlüssel („lektion.yaml: Eintrag frozen: Schlüssel 'hand': …“) und
# beginnt darum klein. YAML-Schlüssel (hand, our_melds, ask …), Fragen (take-pile …) und
# Kartenkürzel (Ks, 3h) sind Wörter der Datei: Sie bleiben in jeder Sprache, wie sie sind.

error-entry = Eintrag { $entry }
error-key = Schlüssel { $key }

error-kind =
    { $kind ->
        [empty] leer
        [yes] yes
        [no] no
        [number] eine Zahl ({ $value })
        [list] eine Liste
        [empty-list] eine leere Liste
        [mapping] eine Zuordnung
        [empty-mapping] eine leere Zuordnung
       *[other] ein Wert anderer Art
    }

## Der Wert eines Schlüssels (content/key_values.py)

error-play-not-text = erwartet wird ein Zug in der Zugschreibweise, etwa 'draw; discard 9c', nicht { $value }
error-what-words = erwartet wird Text
error-what-title = erwartet wird ein Titel in Worten
error-text-wanted =
    { $what }, nicht { $value }{ $quotes ->
        [yes] {" "}(setze es in Anführungszeichen, wenn das Wort gemeint ist)
       *[no] {""}
    }
error-brace = eine geschweifte Klammer {"{"} oder {"}"} muss eine Regelzahl nennen, etwa {"{"}natural_canasta{"}"}; schreibe {"{{"} und {"}}"} für die Klammer selbst
error-no-rule-number = { $name } nennt keine Regelzahl: nimm eine von { $known }
error-rule-number-form = { $said }: eine Regelzahl steht als Ziffer oder als Wort da ({"{"}target{"}"}, {"{"}canasta_size:word{"}"})
error-yes-no-text = { $value } sollte yes oder no sein
error-yes-no = sollte yes oder no sein, nicht { $value }
error-cards-wanted = erwartet werden Karten wie 'Ks Kh 7d', nicht { $value }
error-card-wanted = Karte { $place } sollte eine Karte wie Ks sein, nicht { $value }
error-more-than-pack = mehr als { $size } Karten, aber das Spiel hat nur { $size }
error-melds-wanted = erwartet wird eine Liste von Figuren wie [Qs Qh Qd, 9s 9h 9d], nicht { $value }
error-meld-wanted = Figur { $place } sollte aus Karten wie 'Qs Qh Qd' bestehen, nicht { $value }
error-whole-number = erwartet wird eine ganze Zahl, nicht { $value }
error-below = { $value } ist kleiner als { $low }
error-above = { $value } ist größer als { $high }
error-red-threes-wanted = erwartet wird eine Anzahl roter Dreien, etwa 1, oder die Karten, etwa 3h 3d, nicht { $value }
error-not-red-three = { $card } ist keine rote Drei (3h oder 3d)
error-side-text = { $value } sollte us, them oder none sein
error-side = sollte us, them oder none sein, nicht { $value }
error-meld-side = { $value } ist keine Partei: wähle us oder them
error-rank-wanted = erwartet wird der Wert einer Figur, etwa Q oder 10, nicht { $value }
error-not-rank = { $value } ist kein Kartenwert: schreibe den Wert der Figur, etwa Q oder 10
error-wild-not-rank = { $value } ist ein Platzhalter, kein Wert einer Figur: schreibe den Wert der Figur, etwa Q oder 10
error-tags = erwartet wird eine Liste von Wörtern, etwa [frozen, pile], nicht { $value }
error-tags-item = erwartet wird eine Liste von Wörtern, etwa [frozen, pile], nicht eine Liste mit { $value }

## Titel und Erklärung je Sprache (content/position_words.py)

error-words-empty-mapping = { $what } oder einer je Sprache ({ $languages }), nicht eine leere Zuordnung
error-words-language = { $language } ist keine Sprache der Schule: schreibe den Text, oder einen Text je Sprache ({ $languages })
error-words-in-language = { $name } auf { $language }: { $what }, nicht { $value }

## Ein Eintrag als Ganzes (content/position_entry.py, content/authoring.py)

error-id-wanted = eine id ist ein kurzer Name, etwa frozen-by-two, nicht { $value }
error-id-missing = jede Stellung braucht eine id (einen kurzen, eindeutigen Namen)
error-id-too-long = eine id ist ein kurzer Name auf einer Zeile, höchstens { $most } Zeichen, etwa frozen-by-two
error-ask-missing = 'ask' fehlt: sag, worüber der Schiedsrichter entscheiden soll (take-pile, go-out, score …)
error-ask-wanted = ask ist eines von { $choices }; nicht { $value }
error-ask-unknown = unbekannte Frage { $value }: wähle eine von { $choices }
error-ask-not-yet = die Frage { $ask } kann noch nicht in einer Stellungsdatei stehen: wähle eine von { $choices }
error-key-unknown =
    unbekannter Schlüssel { $name }{ $hint ->
        [yes] {" "}(meintest du { $close }?)
       *[no] {""}
    }
error-keys-foreign =
    { $n ->
        [one] der Schlüssel { $names } gehört nicht zur Frage { $ask }
       *[other] die Schlüssel { $names } gehören nicht zur Frage { $ask }
    }
error-keys-missing =
    { $n ->
        [one] die Frage { $ask } braucht den Schlüssel { $names }
       *[other] die Frage { $ask } braucht die Schlüssel { $names }
    }
error-score-pair = score sollte [unsere, ihre] sein, etwa [1600, 800]
error-file-not-text = eine Stellungsdatei ist Text (YAML)
error-file-not-list = eine Stellungsdatei ist eine YAML-Liste von Stellungen (Einträge, die mit '- id:' beginnen)
error-entry-not-mapping = jeder Eintrag sollte eine Zuordnung von Schlüsseln sein (id:, hand:, ask: …)
error-id-twice = diese id steht zweimal in der Datei; jede id darf nur einmal vorkommen
error-id-also-in = die id steht auch in { $file }

## Die Datei gegen den Schiedsrichter geprüft (content/check.py)

error-cannot-judge = kann nicht beurteilt werden: { $error }
error-expect-disagrees = expect sagt { $expected }, der Schiedsrichter sagt { $answer } ({ $rules }): { $explanation }
error-coach-not-checked = das Urteil des Trainers wurde nicht geprüft: es braucht bis zu { $work } Probespiele, und von den { $budget } dieser Prüfung waren nur noch { $left } übrig (prüfe die Datei allein mit canasta-teach check)

## Was an einem echten Tisch nicht vorkommen kann (content/position_checks.py)

error-rank-count = { COUNT($n, $rank, case: "accusative") }
error-card-count =
    { $n ->
        [one]
            { $gender ->
                [masculine] einen
                [neuter] ein
               *[other] eine
            } { $suit }-{ RANK($rank) }
       *[other] { WORD($n) } { $suit }-{ RANK($rank, form: "plural") }
    }
error-too-many-card = { $cards }, aber zwei Blätter haben nur { WORD($most) }
error-too-many-rank = { $cards }, aber zwei Blätter haben nur { WORD($most) }
error-too-many-red-threes = { COUNT($n, noun: "red three") } im Spiel, aber zwei Blätter haben nur { WORD($most) }
error-red-three-in-hand = { $card } auf der Hand: eine rote Drei wird sofort ausgelegt, schreibe sie in our_red_threes/their_red_threes
error-red-three-on-top = eine rote Drei ({ $card }) kann nicht oben auf dem Stapel liegen: es werden Karten darauf aufgedeckt, bis eine andere oben liegt
error-red-three-in-pile = eine rote Drei ({ $card }) ist die { $place }. Karte von unten: im Stapel kann eine rote Drei nur unter den Karten sein, die zu Beginn aufgedeckt werden, unter der ersten Karte, die weder Platzhalter noch rote Drei ist (eine später gezogene wird sofort ausgelegt)
error-meld-problem = Figur { $place } ({ $meld }): { $problem }
error-melds-one-rank = zwei Figuren gleichen Werts ({ $first } und { $second }): eine Partei hat je Wert nur eine Figur, schreibe sie als eine
error-one-rank = ein Wert
error-finished-hand = ein beendetes Spiel hat keine Hand zum Ziehen: lass hand leer und schreibe die Restkarten in our_hands/their_hands
error-stock-too-many = { $in_play } Karten im Spiel und { $stock } im Ziehstapel ergeben { $total }, aber das Spiel hat nur { $size }
error-in-play-too-many = { $in_play } Karten im Spiel, aber das Spiel hat nur { $size }
error-cards-missing = gib die zu beurteilenden Karten an, etwa 'Q Q Q 2'
error-melds-missing = gib mindestens eine Figur an
error-melds-short = die Figuren brauchen { $cards } mehr, als die Hand hat
error-black-threes = schwarze Dreien ({ $meld }) legt nur die Partei aus, die ausmacht
error-went-out-no-canasta =
    { $side ->
        [us] went_out ist us, aber deine Partei hat keinen Canasta zum Ausmachen (sie braucht { WORD($need, gender: "masculine", case: "accusative") })
       *[them] went_out ist them, aber die andere Partei hat keinen Canasta zum Ausmachen (sie braucht { WORD($need, gender: "masculine", case: "accusative") })
    }
error-concealed = concealed: yes braucht went_out: us oder them
error-partner-red-threes-twice = partner_red_threes gibt schon [links, rechts] an: lass their_red_threes und right_red_threes weg
error-who =
    { $seat ->
        [you] du
        [left] der Spieler links von dir
       *[right] der Spieler rechts von dir
    }
error-went-out-three-no-canasta =
    went_out ist { $seat }, aber { $who } und ein Partner haben keinen Canasta zum Ausmachen (es braucht { WORD($need, gender: "masculine", case: "accusative") })
error-concealed-three = concealed: yes braucht went_out: you, left oder right

## Die Schlüssel jeder Frage (content/question_readers.py)

error-partner-red-threes = erwartet werden die roten Dreien jedes Partners, etwa [1, 0], nicht { $value }
error-three-seat = { $value } sollte you, left, right oder none sein (drei Spieler; us heißt du, them der Spieler links von dir)
error-three-player-only = nur ein Spiel zu dritt hat einen Einzelspieler, zwei Partner und einen Spieler rechts von dir: lass { $name } weg, oder schreibe ruleset: three-player
error-pile-taken-lone = pile_taken und lone widersprechen sich: lone: none sagt, dass niemand den Stapel genommen hat; lass pile_taken weg
error-choices = erwartet wird eine Liste von zwei oder mehr Möglichkeiten, etwa [go-out, keep-playing] oder [take-pile, draw] ({ $choices } oder 'discard KARTE'), nicht { $value }
error-choices-item = erwartet wird eine Liste von zwei oder mehr Möglichkeiten, etwa [go-out, keep-playing] oder [take-pile, draw] ({ $choices } oder 'discard KARTE'), nicht eine Liste mit { $value }
error-choice-twice = { $value } steht zweimal da: jede Möglichkeit nur einmal
error-choices-two = erwartet wird eine Liste von zwei oder mehr Möglichkeiten, etwa [go-out, keep-playing] oder [take-pile, draw] ({ $choices } oder 'discard KARTE'): die Frage, was besser ist, braucht mindestens zwei
error-hand-sizes = erwartet wird die Kartenzahl der anderen Spieler in Spielreihenfolge nach dir, etwa [11, 11, 19], nicht { $value }
error-card-empty = ist leer: gib eine Karte an, etwa Ks
error-one-card = erwartet wird genau eine Karte, nicht { $value }
error-one-card-count = erwartet wird genau eine Karte, nicht { COUNT($n, noun: "card") }
error-to-empty = ist leer: gib den Wert der Figur an, etwa Q oder 10
error-no-partner =
    { $players ->
        [2] zu zweit gibt es keinen Partner, den du fragen kannst: lass partner weg
       *[other] zu dritt spielst du allein, es gibt also keinen Partner, den du fragen kannst: lass partner weg
    }
error-totals-pair = totals sollte [unsere, ihre] sein, etwa [5120, 4300]

## Regelwerk und Optionen (content/ruleset_options.py)

error-option-value = die Option { $name } braucht einen Wert wie { $like }, nicht { $value }
error-options-mapping = options sollte eine Zuordnung sein, etwa {"{"}wild-limit: more-natural{"}"}
error-ruleset-wanted = ein Regelwerk ist classic, two-player, three-player oder tranca, nicht { $value }
# die Ablehnung eines Regelwerks, einer Option oder ihres Werts durch die Spielschicht
# (UnknownRulesetError); $name und $value wie geschrieben; $choices die Namen oder Werte, die es gibt
error-ruleset-unknown = unbekanntes Regelwerk { $name }: wähle { $choices }
error-ruleset-unknown-option = unbekannte Regeloption { $name }: wähle aus { $choices }
error-ruleset-unknown-game-option = unbekannte Regeloption { $name } für { $ruleset }: wähle aus { $choices }
error-ruleset-not-a-choice = { $value } steht nicht zur Wahl: nimm { $choices }
error-ruleset-not-one-of = { $value } steht nicht zur Wahl: nimm einen der Werte { $choices }
error-ruleset-unknown-rule = unbekannte Regel-ID { $name }

## Die erwartete Antwort (content/expected_answers.py)

error-or = { $first } oder { $last }
error-act-not-here = nur die Fragen { $asks } lassen sich durch Handeln mit den Karten beantworten, nicht { $ask }: lass act weg
error-expect-empty = ist leer: schreibe die Antwort, die du erwartest, oder lass den Schlüssel weg
error-expect-yes-no = { $ask } wird mit yes oder no beantwortet, nicht mit { $value }
error-expect-number = { $ask } wird mit einer ganzen Zahl beantwortet, etwa 50, nicht mit { $value }
error-expect-words = { $ask } wird mit { $words } beantwortet, nicht mit { $value }
error-expect-score = { $ask } wird mit zwei ganzen Zahlen [unsere, ihre] beantwortet, etwa [1340, 85] (drei Spieler: [deine, links, rechts]), nicht mit { $value }
error-expect-choice = should wird mit einer seiner Möglichkeiten beantwortet ({ $choices }), nicht mit { $value }
error-expect-not-choice = { $value } ist keine der Möglichkeiten ({ $choices })

## Die Probespiele des Trainers (content/work_limits.py)

error-playouts-question = verlangt { $asked } Probespiele ({ $each } für jede der { $choices } Möglichkeiten); eine Frage darf höchstens { $most } verlangen: schreibe playouts: { $per_choice } oder weniger
error-playouts-file = die should-Fragen bis hierher verlangen { $total } Probespiele; eine Datei darf höchstens { $most } verlangen: senke ihre playouts oder teile die Datei

## Die Datei und ihr YAML (content/safe_yaml.py)

error-line = Zeile { $line }: { $problem }
error-char-surrogate = enthält ein einzelnes Surrogat (\u{ $code }), das kein Zeichen ist
error-char-control = enthält das Steuerzeichen U+{ $code }, das in einer Stellungsdatei nichts zu suchen hat
error-char-yaml = enthält das Zeichen U+{ $code }, das YAML nicht erlaubt
error-text-char = der Text { $text } { $problem }
error-file-char = die Datei { $problem }
error-alias = der Alias *{ $name } wiederholt einen anderen Wert: schreibe den Wert aus (Stellungsdateien haben keine Anker oder Aliasse)
error-anchor = der Anker &{ $name }: Stellungsdateien haben keine Anker oder Aliasse, schreibe jeden Wert aus
error-tag = das YAML-Tag { $tag } wird in Stellungsdateien nicht verwendet: schreibe den Wert schlicht hin
error-tag-scalar = { $value } ist als { $tag } markiert, ist aber keine Liste und keine Zuordnung
error-tag-collection =
    { $kind ->
        [list] eine Liste kann nicht als { $tag } markiert werden
       *[mapping] eine Zuordnung kann nicht als { $tag } markiert werden
    }
error-too-many-values = die Datei enthält mehr als { $most } Werte: teile sie in kleinere Dateien
error-too-deep = Listen und Zuordnungen sind mehr als { $most } Ebenen tief verschachtelt: eine Stellungsdatei braucht vier
error-this-value = dieser Wert
error-value-not =
    { $tag ->
        [int] { $value } ist keine ganze Zahl
        [float] { $value } ist keine Zahl
        [bool] { $value } ist nicht yes oder no
       *[other] { $value } ist kein Wert seines Tags { $name }
    }
error-number-digits = die Zahl { $value } hat mehr als { $most } Ziffern
error-mapping-wanted = erwartet wird eine Zuordnung von Schlüsseln (id:, hand:, ask: …)
error-key-not-word =
    { $kind ->
        [list] ein Schlüssel muss ein Wort sein, etwa hand, keine Liste
       *[mapping] ein Schlüssel muss ein Wort sein, etwa hand, keine Zuordnung
    }
error-key-twice = der Schlüssel { $name } steht zweimal in einer Zuordnung (Zeilen { $first } und { $second }): behalte einen
error-not-yaml = kein gültiges YAML ({ $problem })
error-text-too-large = der Text ist größer als { $mb } MB: teile ihn in kleinere Dateien
error-cannot-read = die Datei kann nicht gelesen werden ({ $reason })
error-unreadable = nicht lesbar
error-name-nul = die Datei kann nicht gelesen werden (ihr Name enthält ein NUL-Zeichen)
error-file-link = die Datei kann nicht gelesen werden: sie ist ein symbolischer Link, keine Stellungsdatei
error-file-too-large = die Datei ist größer als { $mb } MB: teile sie in kleinere Dateien
error-file-kind =
    { $kind ->
        [folder] die Datei kann nicht gelesen werden: sie ist ein Ordner, keine Stellungsdatei
        [fifo] die Datei kann nicht gelesen werden: sie ist ein FIFO (benannte Pipe), keine Stellungsdatei
        [socket] die Datei kann nicht gelesen werden: sie ist ein Socket, keine Stellungsdatei
        [device] die Datei kann nicht gelesen werden: sie ist ein Gerät, keine Stellungsdatei
       *[other] die Datei kann nicht gelesen werden: sie ist eine Spezialdatei, keine Stellungsdatei
    }
error-file-changed = die Datei hat sich beim Lesen geändert (wird sie noch gespeichert?)
error-not-utf8 = die Datei ist kein UTF-8-Text

## Der Ordner einer Lehrkraft für die Klasse (cli/live_positions.py)

error-id-shipped = diese id hat schon eine mitgelieferte Lektionsstellung (in { $file }): gib ihr eine eigene id, sonst zählen ihre Antworten für jene Lektion
error-link-nowhere = die Datei kann nicht gelesen werden: sie ist ein symbolischer Link, der ins Leere führt
error-link-outside = die Datei kann nicht gelesen werden: sie ist ein symbolischer Link auf eine Datei außerhalb des Ordners; kopiere die Datei stattdessen in den Ordner

## Der Tisch einer Stellung, aus dem Spiel gelegt (judge/table_view.py, players/coach.py)

error-more-than-decks =
    { $what ->
        [sight] die sichtbaren Karten
        [hand] die bekannten Karten einer Hand
        [table] der Tisch
        [red-threes] die roten Dreien
        [stock] der Ziehstapel
       *[position] die Karten der Stellung
    }: mehr { RANK($rank, form: "plural") }, als zwei Blätter haben
error-drawn-but-on-table = { $code } wird gezogen, aber jede Karte { CARD($card, form: "name") } liegt schon auf dem Tisch

# a question generator asked the pack for more cards than it holds (content/virtual_pack.py)
error-pack-empty = das Spiel hat keine { RANK($rank, form: "plural") } mehr: ein Generator hat zu viele verlangt

## A card or a play written in the notation that cannot be read (the game layer's NotationError,
## by kind; the notation's own words and examples stay as the author writes them)
error-notation-add-no-cards = { $text }: nenne die Karten, die angelegt werden
error-notation-run-end-one-two = { $text }: nenne eine Zwei und das Ende, an das sie kommt, etwa add 4h-6h: 2c high
error-notation-one-card = { $text }: nenne genau eine Karte
error-notation-empty-part = ein leerer Zug: schreibe etwas zwischen die Semikolons
error-notation-meld-no-cards = { $text }: nenne die Karten der Figur
error-notation-add-form = { $text }: schreibe add WERT: KARTEN, etwa add K: 2c (eine Folge: add 4h-6h: 7h)
error-notation-not-red-three = { $text }: nur eine rote Drei (3h oder 3d) wird ausgelegt
error-notation-not-a-play = { $text } ist kein Zug: beginne mit draw, take, meld, add, discard, ask, answer, go out, end oder red
error-notation-empty-play = ein leerer Zug: schreibe Züge wie 'draw; discard 9c'
error-notation-empty-between = { $text }: ein leerer Zug zwischen zwei Semikolons: schreibe an jede Stelle einen Zug
error-notation-one-operation = { $text }: erwartet wird ein Zug, gefunden { $count }
error-notation-not-a-card = { $text } ist keine Karte: schreibe erst den Wert, dann die Farbe, etwa Ks, 10h, Th, 7d, 2c, JK für einen Joker oder K♠; Werte 2-10 J Q K A, Farben c d h s
error-notation-three-suit = { $text }: eine Drei braucht ihre Farbe (3h 3d sind rot, 3c 3s schwarz)
error-notation-joker-suit = ein Joker hat keine Farbe
error-notation-three-no-suit = eine Drei braucht ihre Farbe (3h 3d sind rot, 3c 3s schwarz)

## Warum der Trainer die Möglichkeiten einer should-Frage nicht vergleichen kann (CoachError
## nach Art). $choice bleibt, wie die Datei es schreibt (take-pile, discard 9c).

error-coach-table-sum = der Tisch geht nicht auf: { $unseen } Karten sind ungesehen, aber die Hände und der Ziehstapel halten { $need }
error-coach-playout-stuck = ein Probespiel endete nicht nach { $n } Zügen
error-coach-drawn = { $choice }: in diesem Zug ist schon gezogen
error-coach-not-allowed = { $choice } ist hier nicht erlaubt
error-coach-draw-first = { $choice }: zieh erst vom Ziehstapel oder nimm den Ablagestapel
error-coach-cannot-go-out = go-out: diese Hand kann in diesem Zug nicht ausmachen
error-coach-no-way-out = go-out: es wurde kein Weg zum Ausmachen gefunden
error-coach-no-wild-to-freeze = freeze: du hast keinen Platzhalter, den du jetzt ablegen darfst
error-coach-mixed = take-pile und draw sind Möglichkeiten vor dem Ziehen, die anderen kommen danach: misch sie nicht
error-coach-hand-sizes = gib die Kartenzahl der { $n } anderen Spieler an, jeweils 1 oder mehr
error-coach-too-many-cards = die anderen Hände hätten { $held } Karten, aber im Spiel sind nur noch { $left } übrig
error-coach-stock = der Ziehstapel hält { $stock } Karten, aber mit { $sizes } Karten in den anderen Händen bleiben { $left } für ihn übrig: schreibe stock: { $left } (oder lass es weg)
error-coach-playouts = { $n } Probespiele: der Trainer braucht mindestens 2, um die Streuung zu messen

error-choice-card = Möglichkeit { $text }: { $error }
error-choice-unknown = unbekannte Möglichkeit { $text }: wähle { $choices } oder 'discard KARTE' (etwa discard 9c)
