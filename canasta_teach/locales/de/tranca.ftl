# Der Schiedsrichter bei Tranca-Stellungen (003, „Varianten“). Wörter: GLOSSARY.md und terms.md
# (Folge einer Farbe, der Morto, reiner und gemischter Canasta, sperren).

tranca-ask-refused = Tranca kennt keine Frage „{ $ask }“: an einem Tranca-Tisch beantwortet der Schiedsrichter { $asks }.
tranca-run-not-canasta = Eine Folge ist eine Tranca-Figur: Schreib ruleset: tranca, um an eine anzulegen.
tranca-not-a-meld = { $cards } ist keine Tranca-Figur.
tranca-meld-set = { $cards } ist ein Satz { RANK($rank, form: "plural") }: Eine Tranca-Figur darf ein Satz gleichen Werts sein.
tranca-meld-run = { $cards } ist eine Folge einer Farbe von { RANK($low) } bis { RANK($high) }: Eine Tranca-Figur darf eine Folge sein, ab der Vier, das Ass nur über dem König.
tranca-meld-two-in-run = Die Zwei ({ $two }) steht in der Folge für { RANK($place) }.
tranca-meld-two-in-set = Die Zwei steht für eine weitere Karte des Satzes: Eine Figur hat höchstens eine Zwei.
tranca-canasta-clean = Mit { COUNT($size, noun: "card") } ist es ein reiner Canasta: { $bonus } zusätzlich zu den Karten.
tranca-canasta-dirty = Mit { COUNT($size, noun: "card") } ist es ein gemischter Canasta (er hat eine Zwei): { $bonus } zusätzlich zu den Karten.
tranca-add-set = { CARD($card, form: "name", article: "definite", case: "nominative") } kommt an deinen Satz { RANK($rank, form: "plural") }, der dann { COUNT($size, noun: "card") } hat.
tranca-add-set-two = Die Zwei ({ $card }) kommt an deinen Satz { RANK($rank, form: "plural") }: Eine Figur darf eine Zwei haben, und diese hat noch keine.
tranca-add-theirs = Diese Folge gehört der anderen Partei: Du legst nur an die Figuren deiner eigenen Partei an.
tranca-add-run = { CARD($card, form: "name", article: "definite", case: "nominative") } verlängert deine Folge { $low }–{ $high } am { $end ->
        [low] unteren
       *[high] oberen
    } Ende: Eine Folge wächst an beiden Enden, eine Karte nach der anderen.
tranca-add-run-two-both = Die Zwei darf an beiden Enden deiner Folge { $low }–{ $high } angelegt werden und steht dann für die Karte darunter oder darüber: Die Folge hat noch keine Zwei.
tranca-add-run-two-one = Die Zwei darf an deine Folge { $low }–{ $high } nur am { $end ->
        [low] unteren Ende: Über dem Ass wächst keine Folge
       *[high] oberen Ende: Unter der Vier wächst keine Folge
    }.
tranca-lead-blocked = Gesperrt.
tranca-lead-open = Nicht gesperrt.
tranca-blocked-empty = Der Ablagestapel ist leer: Es gibt nichts zu sperren.
tranca-blocked-black-three = Oben liegt eine schwarze Drei ({ $top }): Sie sperrt den Stapel für dich, den nächsten Spieler, also ziehst du in diesem Zug vom Ziehstapel.
tranca-blocked-two = Oben liegt eine Zwei ({ $top }): Der Stapel kann nicht genommen werden, solange eine Zwei oben liegt.
tranca-blocked-no = Oben liegt { CARD($top, form: "name", article: "definite", case: "nominative") }, weder eine schwarze Drei noch eine Zwei, also ist der Stapel nicht gesperrt. Tranca kennt keinen eingefrorenen Stapel: Er wird genommen, indem du die oberste Karte mit zwei Karten aus deiner Hand auslegst.
tranca-blocked-buried-two = Eine Zwei weiter unten im Stapel ({ $cards }) ändert nichts: Nur die oberste Karte kann ihn sperren.
tranca-take-yes = Leg { CARD($top, form: "name", article: "definite", case: "accusative") } von oben sofort mit { $pair } aus deiner Hand als neue Figur aus, { $meld }; der Rest des Stapels ({ COUNT($count, noun: "card") }) kommt auf deine Hand.
tranca-take-no = Oben liegt { CARD($top, form: "name", article: "definite", case: "nominative") }, und keine zwei Karten deiner Hand bilden damit eine Figur: einen Satz { RANK($rank, form: "plural") } oder eine Folge ihrer Farbe (eine der beiden darf eine Zwei sein).
tranca-play-took-pile = Der Stapel wird genommen, indem die oberste Karte, { $top }, sofort mit { $pair } aus deiner Hand ausgelegt wird.
tranca-play-morto = Deine Hand ist leer, also nimmst du den Morto deiner Partei ({ COUNT($count, noun: "card") }) und spielst weiter.
tranca-play-morto-discard = Deine letzte Karte hast du abgelegt, also nimmst du den Morto deiner Partei ({ COUNT($count, noun: "card") }) und spielst ihn ab deinem nächsten Zug.
tranca-play-went-out = Mit diesem Zug machst du nach dem Morto aus; das beendet das Spiel und bringt { $bonus } fürs Ausmachen.
tranca-go-out-no-take = Du kannst den Stapel nicht nehmen, also kannst du nicht ausmachen, indem du ihn nimmst.
tranca-go-out-morto = Deine Partei hat ihren Morto noch nicht genommen, und ausgemacht wird erst danach.
tranca-go-out-morto-then = Wer jetzt seine Hand leert, nimmt den Morto ({ COUNT($count, noun: "card") }), und das Spiel geht weiter.
tranca-go-out-yes = Du kannst ausmachen: { $play }.
tranca-go-out-canasta = Deine Partei hat ihren Morto genommen und hat { COUNT($count, noun: "canasta") }, und zum Ausmachen braucht es einen.
tranca-go-out-no-canasta = Deine Partei hat noch keinen Canasta, und deine Karten können in diesem Zug keinen fertigstellen und ausmachen: Zum Ausmachen braucht es einen.
tranca-go-out-cannot = Deine Karten lassen sich in diesem Zug nicht alle auslegen, mit höchstens einer zum Ablegen: { $hand }.
tranca-go-out-keep = Bis du ausmachen kannst, behältst du eine Karte zum Ablegen.
tranca-score-melds = { $side }: Die ausgelegten Karten zählen { SIGNED($points) }, zehn je Karte, eine Zwei zwanzig.
tranca-score-clean-canasta = { $side }: Ein reiner Canasta bringt { SIGNED($points) } zusätzlich zu den Karten.
tranca-score-dirty-canasta = { $side }: Ein gemischter Canasta bringt { SIGNED($points) } zusätzlich zu den Karten.
tranca-score-reds-plus = { $side }: Die roten Dreien ({ $count }) zählen plus, weil die Partei einen Canasta hat: { SIGNED($points) }.
tranca-score-reds-minus = { $side }: Die roten Dreien ({ $count }) zählen minus, weil die Partei keinen Canasta hat: { $points }.
tranca-score-went-out = { $side }: Das Ausmachen nach dem Morto bringt { SIGNED($points) }.
tranca-score-hand-minus = { $side }: Die Karten, die noch auf der Hand sind, zählen minus: { $points }.
tranca-score-morto-penalty = { $side ->
        [us] Deine Partei
       *[them] Die andere Partei
    } hat ihren Morto nie genommen: { $points }.
tranca-score-nobody-out = Niemand hat ausgemacht: Der Ziehstapel ist aufgebraucht, und niemand bekommt die Prämie fürs Ausmachen.
step-add-run = { $card } an deine Folge { $low }–{ $high } anlegen
step-add-run-end = { $card } am { $end ->
        [low] unteren
       *[high] oberen
    } Ende deiner Folge { $low }–{ $high } anlegen

# The questions a Tranca lesson step asks.
prompt-heading-tranca-blocked = Gesperrt?
prompt-tranca-blocked = Ist der Ablagestapel für dich gesperrt?
prompt-tranca-add-run = Darfst du { $card } an deine Folge { $low }–{ $high } anlegen?

# Fehler in einer Tranca-Stellungsdatei (content/tranca_entry.py, content/question_readers.py).
error-tranca-morto-not-tranca = nur ein Tranca-Tisch hat Mortos: Lass morto_taken weg, oder schreib ruleset: tranca
error-tranca-canasta-only-key =
    Tranca kennt { $name ->
        [concealed] kein verdecktes Ausmachen
        [partner] keine Frage „Partner, darf ich ausmachen?“
       *[melded_before] keine erste Meldung
    }: Lass { $name } weg
error-tranca-morto-shape = morto_taken ist [unsere, ihre], etwa [yes, no], nicht { $value }
error-tranca-meld = Figur { $n } ({ $cards }): { $problem }
error-tranca-two-runs = zwei Folgen einer Farbe ({ $run }): Mit runs-per-suit: one hat eine Partei eine Folge je Farbe
error-tranca-two-sets = zwei Sätze { RANK($rank, form: "plural") } ({ $first } und { $second }): Eine Partei hat einen Satz je Wert, schreib sie als einen
error-tranca-joker = Tranca wird ohne Joker gespielt (003: zwei Blätter ohne Joker); nur die Zweien sind Platzhalter
error-tranca-no-suit = { $card }: Im Tranca hat jede Karte ihre Farbe (eine Folge ist einfarbig), etwa { $example }
error-tranca-out-before-morto = went_out ist { $side }, aber diese Partei hat ihren Morto nie genommen: Ausgemacht wird erst nach dem Morto (schreib morto_taken)
error-tranca-out-no-canasta =
    went_out ist { $side }, aber diese Partei hat keinen { $clean ->
        [yes] reinen Canasta
       *[no] Canasta
    } zum Ausmachen
error-tranca-too-many =
    { $shown } Karten im Spiel, { $mortos ->
        [one] ein Morto
       *[other] { WORD($mortos) } Mortos
    } zu { $size } verdeckt und { $stock } im Ziehstapel ergeben { $total }, aber das Tranca-Blatt hat nur { $pack }
error-tranca-run-span = { $value }: eine Folge mit ihren Enden, etwa 4h-6h, oder der Wert eines Satzes, etwa Q
error-tranca-run-suits = { $value }: Die beiden Enden einer Folge haben eine Farbe, etwa 4h-6h

# Quiz-Generatoren für Trancas knifflige Entscheidungen (content/deals_tranca.py).
generate-title-tranca-take = { CARD($card, form: "name", article: "definite", case: "nominative") } liegt oben auf dem Stapel – nehmen?
generate-title-tranca-black-three = Eine schwarze Drei liegt oben auf dem Stapel, { CARD($card, form: "name", article: "definite", case: "nominative") } darunter – den Stapel nehmen?
generate-title-tranca-run = Deine Partei hat eine Folge von { $low } bis { $high } liegen – darfst du { CARD($card, form: "name", article: "definite", case: "accusative") } anlegen?
generate-title-tranca-morto =
    { $morto ->
        [yes] Deine Partei hat ihren Morto genommen
       *[no] Der Morto deiner Partei liegt noch verdeckt
    }, { $canasta ->
        [yes] ein Canasta liegt auf dem Tisch
       *[no] noch kein Canasta
    } – kannst du in diesem Zug ausmachen?
generate-summary-tranca-take-pile = Tranca: den Stapel nur mit seiner obersten Karte und zwei Karten aus deiner Hand, nie unter einer schwarzen Drei
generate-summary-tranca-run-end = Tranca: Eine Folge wächst an beiden Enden, von der Vier bis zum Ass, mit höchstens einer Zwei
generate-summary-tranca-morto-go-out = Tranca: ausmachen erst nach dem Morto, mit einem Canasta
