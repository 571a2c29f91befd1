# de: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

# by hand: ein/einen/einem by the gender of the noun and the case (catalogue-grammar.md 2)
numbers =
    { $n ->
        [0] keine
        [1]
            { $gender ->
                [masculine]
                    { $case ->
                        [accusative] einen
                        [dative] einem
                       *[nominative] ein
                    }
                [neuter]
                    { $case ->
                        [dative] einem
                       *[nominative] ein
                    }
               *[other]
                    { $case ->
                        [dative] einer
                       *[nominative] eine
                    }
            }
        [2] zwei
        [3] drei
        [4] vier
        [5] fünf
        [6] sechs
        [7] sieben
        [8] acht
        [9] neun
        [10] zehn
       *[other] { $n }
    }
count = { $n } { $noun }
list-and = { $first } und { $last }
list-sep = { ", " }
noun-card =
    { $n ->
        [one] Karte
       *[other] Karten
    }
    .gender = feminine
noun-canasta =
    { $n ->
        [one] Canasta
       *[other] Canastas
    }
    .gender = masculine
noun-meld =
    { $n ->
        [one] Figur
       *[other] Figuren
    }
    .gender = feminine
noun-play =
    { $n ->
        [one] Aktion
       *[other] Aktionen
    }
    .gender = feminine
noun-wild-card =
    { $n ->
        [one] Platzhalter
       *[other] Platzhalter
    }
    .gender = masculine
# by hand: the weak plural after keine (catalogue-grammar.md 3)
noun-natural-card =
    { $n ->
        [0] natürlichen Karten
        [one] natürliche Karte
       *[other] natürliche Karten
    }
    .gender = feminine
# by hand: the weak plural after keine (catalogue-grammar.md 3)
noun-red-three =
    { $n ->
        [0] roten Dreien
        [one] rote Drei
       *[other] rote Dreien
    }
    .gender = feminine
# by hand: the weak plural after keine (catalogue-grammar.md 3)
noun-black-three =
    { $n ->
        [0] schwarzen Dreien
        [one] schwarze Drei
       *[other] schwarze Dreien
    }
    .gender = feminine
# by hand: the weak plural after keine (catalogue-grammar.md 3)
noun-legal-way =
    { $n ->
        [0] erlaubten Spielmöglichkeiten
        [one] erlaubte Spielmöglichkeit
       *[other] erlaubte Spielmöglichkeiten
    }
    .gender = feminine
rank-2 =
    { $n ->
        [one] Zwei
       *[other] Zweien
    }
    .gender = feminine
rank-3 =
    { $n ->
        [one] Drei
       *[other] Dreien
    }
    .gender = feminine
rank-4 =
    { $n ->
        [one] Vier
       *[other] Vieren
    }
    .gender = feminine
rank-5 =
    { $n ->
        [one] Fünf
       *[other] Fünfen
    }
    .gender = feminine
rank-6 =
    { $n ->
        [one] Sechs
       *[other] Sechsen
    }
    .gender = feminine
rank-7 =
    { $n ->
        [one] Sieben
       *[other] Siebenen
    }
    .gender = feminine
rank-8 =
    { $n ->
        [one] Acht
       *[other] Achten
    }
    .gender = feminine
rank-9 =
    { $n ->
        [one] Neun
       *[other] Neunen
    }
    .gender = feminine
rank-10 =
    { $n ->
        [one] Zehn
       *[other] Zehnen
    }
    .gender = feminine
rank-J =
    { $n ->
        [one] Bube
       *[other] Buben
    }
    .gender = masculine
rank-Q =
    { $n ->
        [one] Dame
       *[other] Damen
    }
    .gender = feminine
rank-K =
    { $n ->
        [one] König
       *[other] Könige
    }
    .gender = masculine
rank-A =
    { $n ->
        [one] Ass
       *[other] Asse
    }
    .gender = neuter
rank-JK =
    { $n ->
        [one] Joker
       *[other] Joker
    }
    .gender = masculine
rank-none =
    { $n ->
        [one] Karte
       *[other] Karten
    }
    .gender = feminine
suit-c = Kreuz
suit-d = Karo
suit-h = Herz
suit-s = Pik
# by hand: the article and case a sentence asks for; Bube is a weak noun: den Kreuz-Buben (catalogue-grammar.md 1)
card-name =
    { $article ->
        [definite]
            { $case ->
                [accusative]
                    { $gender ->
                        [masculine] den
                        [neuter] das
                       *[other] die
                    }
                [dative]
                    { $gender ->
                        [feminine] der
                       *[other] dem
                    }
               *[nominative]
                    { $gender ->
                        [masculine] der
                        [neuter] das
                       *[other] die
                    }
            }{ " " }
       *[none] { "" }
    }{ $suit }-{ $article ->
        [definite]
            { $case ->
                [nominative] { $rank }
               *[other]
                    { $rank ->
                        [Bube] Buben
                       *[other] { $rank }
                    }
            }
       *[none] { $rank }
    }
card-joker = Joker
side-us = deine Partei
side-them = die andere Partei
side-none = niemand
answer-yes = Ja
answer-no = Nein
answer-natural = Ein reiner Canasta
answer-mixed = Ein gemischter Canasta
answer-not-canasta = Kein Canasta
answer-us = Deine Partei
answer-them = Die andere Partei
answer-nobody = Noch niemand
answer-us-two = Du
answer-them-two = Dein Gegner
answer-us-three = Du
answer-them-three = Der führende Gegner
answer-score = Wir { $ours }, Gegner { $theirs }
answer-score-three = Du { $you }, Links { $left }, Rechts { $right }
display-position = Stellung { $id }
display-ruling = Die Entscheidung zu { $id }
display-choices = Antworten: { $choices }
display-cards = Die Karten, auf die es ankommt:
display-rules = Regeln: { $rules }
display-seat = Der Tisch, wie Spieler { $seat } ihn sieht
step-draw = vom Ziehstapel ziehen
step-draw-card = { $card } ziehen
step-draw-cards = { $cards } ziehen
step-take = den Stapel mit { $cards } nehmen
step-take-add = den Stapel nehmen und seine oberste Karte an deine Figur anlegen
step-take-any = den Stapel nehmen
step-meld = { $cards } auslegen
step-add = { $card } an deine { RANK($rank, form: "plural") } anlegen
step-add-cards = { $cards } an deine { RANK($rank, form: "plural") } anlegen
step-discard = { $card } ablegen
step-red-three = { $card } offen auslegen und als Ersatz eine Karte ziehen
step-ask = deinen Partner fragen: „Darf ich ausmachen?“
step-answer-yes = mit Ja antworten
step-answer-no = mit Nein antworten
step-go-out = ausmachen
step-end = den Zug beenden, ohne abzulegen
turn-then = { $first }, dann { $next }
line-melds = ausgelegte Karten ({ COUNT($count, noun: "meld") })
line-natural-canasta = reiner Canasta der { RANK($rank, form: "plural") }
line-mixed-canasta = gemischter Canasta der { RANK($rank, form: "plural") }
line-red-threes = { COUNT($count, noun: "red three") }
line-red-threes-minus-no-meld =
    { COUNT($count, noun: "red three") }, { $count ->
        [one] zählt
       *[other] zählen
    } minus (keine Figur)
line-red-threes-minus-no-canasta =
    { COUNT($count, noun: "red three") }, { $count ->
        [one] zählt
       *[other] zählen
    } minus (kein Canasta)
line-red-threes-hidden = { COUNT($count, noun: "red three") }, nie ausgelegt
line-going-out = Ausmachen
line-going-out-concealed = verdeckt ausmachen
line-hand = Karten auf der Hand ({ $cards })
line-card-melded = { CARD($card, form: "name") } ausgelegt
line-canasta-spoiled = der reine Canasta der { RANK($rank, form: "plural") } wird gemischt
line-melded-this-turn = in diesem Zug ausgelegte Karten
line-canasta-completed-natural = reiner Canasta der { RANK($rank, form: "plural") } fertiggestellt
line-canasta-completed-mixed = gemischter Canasta der { RANK($rank, form: "plural") } fertiggestellt
line-item = { $label } { SIGNED($points) }
choice-take-pile = den Stapel nehmen
choice-draw = vom Ziehstapel ziehen
choice-go-out = jetzt ausmachen
choice-keep-playing = weiterspielen
choice-freeze = den Stapel mit einem Platzhalter einfrieren
# by hand: the card with its definite article, accusative (catalogue-grammar.md 1)
choice-discard = { CARD($card, form: "name", article: "definite", case: "accusative") } ablegen
who-you = du
who-partner = dein Partner
who-left = der Spieler links von dir
who-right = der Spieler rechts von dir
who-opponent = dein Gegner
list-or = { $first } oder { $last }
spoken-the = die
spoken-card = { $name }
spoken-wild-count = { WORD($n) } { RANK($rank, form: "plural") }
rank-a-2 = eine Zwei
rank-a-3 = eine Drei
rank-a-4 = eine Vier
rank-a-5 = eine Fünf
rank-a-6 = eine Sechs
rank-a-7 = eine Sieben
rank-a-8 = eine Acht
rank-a-9 = eine Neun
rank-a-10 = eine Zehn
rank-a-J = ein Bube
rank-a-Q = eine Dame
rank-a-K = ein König
rank-a-A = ein Ass
rank-a-JK = ein Joker
rank-a-none = eine Karte
noun-question =
    { $n ->
        [one] Frage
       *[other] Fragen
    }
noun-position =
    { $n ->
        [one] Stellung
       *[other] Stellungen
    }
noun-learner =
    { $n ->
        [one] Schüler
       *[other] Schüler
    }
noun-rule =
    { $n ->
        [one] Regel
       *[other] Regeln
    }
noun-first-answer =
    { $n ->
        [one] erste Antwort
       *[other] erste Antworten
    }
line-clean-canasta = reiner Canasta ({ $cards })
line-dirty-canasta = gemischter Canasta ({ $cards })
line-morto-not-taken = Morto nie genommen
spoken-same-count = { WORD($n) } { $name }
spoken-groups-and = { $first } und { $last }
spoken-groups-or = { $first } oder { $last }
