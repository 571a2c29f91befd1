# de: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

lead = { $answer }.
lead-not-yet = Noch nicht.
lead-game-us = Deine Partei hat gewonnen.
lead-game-them = Die andere Partei hat gewonnen.
lead-game-none = Noch hat niemand gewonnen.
lead-game-you = Du hast gewonnen.
lead-game-them-two = Dein Gegner hat gewonnen.
lead-game-them-three = Der führende Gegner hat gewonnen.
way-good = Eine gute Spielweise: { $play }.
score-at-end = Am Ende des Spiels zählt das { SIGNED($total) } für deine Partei ({ $lines }).
score-go-out-partner = So auszumachen bringt deiner Partei in diesem Zug { $total } ({ $lines }); die Karten, die dein Partner dann noch auf der Hand hat, zählen minus.
score-go-out-maybe-partner = So auszumachen bringt in diesem Zug { $total } ({ $lines }); spielst du mit einem Partner, zählen die Karten, die er dann noch auf der Hand hat, minus.
score-go-out-alone = So auszumachen bringt dir in diesem Zug { $total } ({ $lines }).
card-value-red-three = Eine rote Drei ({ $card }) ist eine Prämienkarte und wird nie in eine Figur gelegt: Sofort offen ausgelegt, ist sie am Ende des Spiels { $bonus } wert, alle vier zusammen { $all_four }.
card-value-red-three-minus = Hat eine Partei bis zum Ende des Spiels nichts ausgelegt, zählen ihre roten Dreien stattdessen minus.
card-value-black-three = Eine schwarze Drei ({ $card }) ist { $value } wert, wie eine niedrige Karte: Bleibt sie auf deiner Hand, kostet sie { $value }, nicht { $red_bonus }.
card-value-joker = Ein Joker ist { $value } wert, mehr als jede andere Karte: teuer, wenn du noch mit ihm auf der Hand erwischt wirst.
card-value-two = Eine Zwei ({ $card }) ist ein Platzhalter und { $value } wert, so viel wie ein Ass.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
card-value-like-two = { CARD($card, form: "name", article: "definite", case: "nominative") } ist { $value } wert, so viel wie eine Zwei.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
card-value-range = { CARD($card, form: "name", article: "definite", case: "nominative") } ist { $value } wert, wie jede Karte von { $high } bis { $low }.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
card-value-plain = { CARD($card, form: "name", article: "definite", case: "nominative") } ist { $value } wert.
meld-red-three = Eine rote Drei kommt nie in eine Figur: Sie ist eine Prämienkarte und wird sofort offen ausgelegt.
meld-too-few =
    { COUNT($size, noun: "card") } { $size ->
        [one] ist
       *[other] sind
    } keine Figur: Eine Figur braucht { WORD($min) } oder mehr.
meld-mixed-ranks = Eine Figur hat nur einen Wert; hier sind { RANK($ranks, form: "plural") } gemischt.
meld-black-threes-wild = Eine Figur aus schwarzen Dreien darf keinen Platzhalter enthalten.
meld-black-threes = Schwarze Dreien darf nur auslegen, wer in diesem Zug ausmacht.
meld-black-threes-else = Sonst werden sie abgelegt, oft um den nächsten Spieler zu sperren.
meld-two-natural = Eine Figur braucht mindestens { COUNT($min, noun: "natural card") }; diese hat { COUNT($naturals, noun: "natural card") }.
# by hand: einen/keinen Platzhalter: accusative (catalogue-grammar.md 2)
meld-too-many-wild = Eine Figur darf höchstens { COUNT($max, noun: "wild card", case: "accusative") } enthalten; diese hat { WORD($wilds, gender: "masculine", case: "accusative") }.
# by hand: einen/keinen Platzhalter: accusative (catalogue-grammar.md 2)
meld-more-natural = Nach der Regel der schwedischen Anleitung und des dänischen Tutorials (001, 002) braucht eine Figur mehr natürliche Karten als Platzhalter; diese hat { COUNT($naturals, noun: "natural card") } und { COUNT($wilds, noun: "wild card", case: "accusative") }.
meld-not-a-meld = { $cards } ist keine Figur.
meld-size = { COUNT($size, noun: "card") } gleichen Werts ({ RANK($rank, form: "plural") }) bilden eine Figur.
meld-all-natural = Alle ihre Karten sind natürlich.
meld-has-two-natural = Sie enthält { COUNT($naturals, noun: "natural card") }, und eine Figur braucht mindestens { WORD($min) }.
# by hand: einen/keinen Platzhalter: accusative (catalogue-grammar.md 2)
meld-wild-within-limit = Sie hat { COUNT($wilds, noun: "wild card", case: "accusative") }, und eine Figur darf bis zu { WORD($max, gender: "masculine", case: "dative") } enthalten.
# by hand: einen/keinen Platzhalter: accusative (catalogue-grammar.md 2)
meld-more-natural-ok = Sie hat { COUNT($naturals, noun: "natural card") } und { COUNT($wilds, noun: "wild card", case: "accusative") }: Nach der Regel der schwedischen Anleitung und des dänischen Tutorials (001, 002) braucht eine Figur mehr natürliche Karten als Platzhalter.
meld-canasta-natural = Mit { COUNT($size, noun: "card") } ist sie ein reiner Canasta: Ein Canasta braucht { WORD($canasta) }.
meld-canasta-mixed = Mit { COUNT($size, noun: "card") } ist sie ein gemischter Canasta: Ein Canasta braucht { WORD($canasta) }.
canasta-kind-short = Ein Canasta braucht { COUNT($canasta, noun: "card") }; diese Figur hat { WORD($size) }.
canasta-kind-natural = Sie hat { COUNT($size, noun: "card") } und keinen Platzhalter, also bringt sie zusätzlich zu ihren Kartenwerten eine Prämie von { $bonus }.
canasta-kind-mixed = Sie hat { COUNT($size, noun: "card") }, darunter { COUNT($wilds, noun: "wild card") } ({ $wild_cards }), also bringt sie zusätzlich zu ihren Kartenwerten eine Prämie von { $bonus }.
min-meld-minimum-below = Deine Partei hat { $score } Punkte (weniger als { $limit }), also muss ihre erste Meldung mindestens { $minimum } wert sein.
min-meld-minimum-range = Deine Partei hat { $score } Punkte (von { $low } bis { $high }), also muss ihre erste Meldung mindestens { $minimum } wert sein.
min-meld-minimum-above = Deine Partei hat { $score } Punkte ({ $low } oder mehr), also muss ihre erste Meldung mindestens { $minimum } wert sein.
min-meld-minimum-below-solo = Du hast { $score } Punkte (weniger als { $limit }), also muss deine erste Meldung mindestens { $minimum } wert sein.
min-meld-minimum-range-solo = Du hast { $score } Punkte (von { $low } bis { $high }), also muss deine erste Meldung mindestens { $minimum } wert sein.
min-meld-minimum-above-solo = Du hast { $score } Punkte ({ $low } oder mehr), also muss deine erste Meldung mindestens { $minimum } wert sein.
initial-meld-enough = { $cards } zählen { $total }, genug für den Mindestwert von { $minimum }.
initial-meld-short = { $cards } zählen { $total }, weniger als der Mindestwert von { $minimum }.
initial-meld-enough-several = Figuren, die im selben Zug ausgelegt werden, zählen zusammen: { MELDS($melds, valued: "yes") } ergeben { $total }, genug für den Mindestwert von { $minimum }.
initial-meld-short-several = Figuren, die im selben Zug ausgelegt werden, zählen zusammen: { MELDS($melds, valued: "yes") } ergeben { $total }, immer noch weniger als der Mindestwert von { $minimum }.
initial-meld-canasta-no-help = Es zählen nur die Kartenwerte: Die Prämie für den Canasta hilft nicht.
initial-meld-several = Figuren, die im selben Zug ausgelegt werden, zählen zusammen.
initial-meld-same-rank = Karten gleichen Werts, die zusammen ausgelegt werden, bilden eine einzige Figur.
initial-meld-melded = Deine Partei hat in diesem Spiel schon ausgelegt, also gilt kein Mindestwert mehr.
add-theirs = Die { RANK($rank, form: "plural") } gehören der anderen Partei: Du legst nur an die Figuren deiner eigenen Partei an.
add-three = Eine Drei ({ $card }) kommt nie an eine Figur: Rote Dreien sind Prämienkarten, und schwarze Dreien werden nur beim Ausmachen als eigene Figur ausgelegt.
add-no-meld = Deine Partei hat keine { RANK($rank, form: "plural") } ausgelegt, an die du anlegen könntest, und eine neue Figur braucht { COUNT($min, noun: "card") }.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
add-wrong-rank = { CARD($card, form: "name", article: "definite", case: "nominative") } lässt sich nicht an deine { RANK($rank, form: "plural") } anlegen: Eine Figur hat nur einen Wert.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
add-natural = { CARD($card, form: "name", article: "definite", case: "nominative") } kommt an deine { RANK($rank, form: "plural") }, die dann { COUNT($size, noun: "card") } haben.
add-becomes-natural-canasta = Mit { COUNT($size, noun: "card") } werden deine { RANK($rank, form: "plural") } ein reiner Canasta, der eine Prämie von { $bonus } bringt.
add-becomes-mixed-canasta = Mit { COUNT($size, noun: "card") } werden deine { RANK($rank, form: "plural") } ein gemischter Canasta, der eine Prämie von { $bonus } bringt.
# by hand: einen/keinen Platzhalter: accusative (catalogue-grammar.md 2)
add-too-many-wild = Deine { RANK($rank, form: "plural") } enthalten schon { COUNT($wilds, noun: "wild card", case: "accusative") }, und eine Figur darf höchstens { WORD($max, gender: "masculine", case: "accusative") } enthalten.
# by hand: einen/keinen Platzhalter: accusative (catalogue-grammar.md 2)
add-more-natural = Deine { RANK($rank, form: "plural") } haben { COUNT($naturals, noun: "natural card") } und { COUNT($wilds, noun: "wild card", case: "accusative") }; nach der Regel der schwedischen Anleitung und des dänischen Tutorials (001, 002) braucht eine Figur mehr natürliche Karten als Platzhalter.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
add-wild = { CARD($card, form: "name", article: "definite", case: "nominative") } ist ein Platzhalter, also darfst du ihn an deine { RANK($rank, form: "plural") } anlegen.
# by hand: bis zu einem Platzhalter: dative (catalogue-grammar.md 2)
add-wild-room = Deine { RANK($rank, form: "plural") } haben dann { COUNT($size, noun: "card") }, davon { COUNT($wilds, noun: "wild card") }: Eine Figur darf bis zu { COUNT($max, noun: "wild card", case: "dative") } enthalten.
add-spoils = Deine { RANK($rank, form: "plural") } werden dann ein gemischter Canasta aus { COUNT($size, noun: "card") }: Seine Prämie sinkt von { $natural_bonus } auf { $mixed_bonus }.
pile-frozen-wild =
    Im Stapel { $count ->
        [one] liegt
       *[other] liegen
    } { COUNT($count, noun: "wild card") } ({ $cards }) quer: Er ist für alle eingefroren.
pile-frozen-start = Zu Beginn wurde eine rote Drei ({ $cards }) als erste Karte des Stapels aufgedeckt, also ist der Stapel eingefroren.
pile-frozen-no-meld = Deine Partei hat in diesem Spiel noch nicht ausgelegt, also ist der Stapel für dich eingefroren.
pile-frozen-needs-pair = Um einen eingefrorenen Stapel zu nehmen, brauchst du zwei natürliche Karten aus deiner Hand, die zur obersten Karte passen.
pile-just-taken = Der Stapel ist leer: Er wurde gerade genommen, und damit ist er nicht mehr eingefroren.
pile-not-frozen = Im Stapel liegt weder ein Platzhalter noch eine rote Drei, und deine Partei hat ausgelegt, also ist der Stapel für dich nicht eingefroren.
pile-unfrozen-ways = Du darfst ihn mit der obersten Karte und zwei Karten aus deiner Hand nehmen (eine natürliche Karte und ein Platzhalter genügen) oder indem du die oberste Karte an deine Figur anlegst.
pile-black-three-top = Die schwarze Drei oben ({ $top }) friert den Stapel nicht ein, aber sie sperrt ihn für dich in diesem Zug.
take-empty = Der Stapel ist leer: Es gibt nichts zu nehmen.
take-top-wild = Die oberste Karte ist ein Platzhalter ({ $top }): Mit einem Platzhalter obenauf darf der Stapel nie genommen werden.
take-top-black-three = Die oberste Karte ist eine schwarze Drei ({ $top }): Du bist der nächste Spieler, also darfst du den Stapel in diesem Zug nicht nehmen.
take-one-card = Du hast eine Karte auf der Hand, und der Stapel besteht aus einer Karte ({ $top }): Nach den niederländischen Regeln (004) darf ein Spieler mit einer Karte keinen Stapel aus einer Karte nehmen.
take-one-card-empty-stock = Mit einer Karte auf der Hand darfst du keinen Stapel aus einer Karte nehmen (niederländische Regeln, 004), außer wenn der Ziehstapel leer ist, wie hier: Dann musst du den Stapel nehmen, wenn du kannst.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
take-frozen-none = Oben liegt { CARD($top, form: "name", article: "definite", case: "nominative") }, und du hast keine natürlichen { RANK($rank, form: "plural") }: Für einen eingefrorenen Stapel brauchst du zwei.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
take-frozen-one = Oben liegt { CARD($top, form: "name", article: "definite", case: "nominative") }, und dazu passt auf deiner Hand nur { RANK($rank, form: "a") } ({ $cards }) als natürliche Karte: Für einen eingefrorenen Stapel brauchst du zwei.
take-frozen-wild-useless = Solange der Stapel eingefroren ist, zählt dein Platzhalter nicht.
take-frozen-no-adding = Solange der Stapel eingefroren ist, darfst du die oberste Karte nicht an deine { RANK($rank, form: "plural") } anlegen.
take-frozen-pair = Du hast ein natürliches Paar { RANK($rank, form: "plural") } ({ $pair }), das mit der obersten Karte ({ CARD($top, form: "name") }) eine Figur bildet.
take-add-to-meld = Der Stapel ist für dich nicht eingefroren, und die oberste Karte ({ CARD($top, form: "name") }) passt an deine { RANK($rank, form: "plural") }.
take-unfrozen-pair = Der Stapel ist für dich nicht eingefroren: Lege die oberste Karte ({ CARD($top, form: "name") }) mit { $pair } aus deiner Hand aus.
take-unfrozen-natural-wild = Der Stapel ist für dich nicht eingefroren, also genügen eine natürliche Karte und ein Platzhalter: Lege die oberste Karte ({ CARD($top, form: "name") }) mit { $used } aus.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
take-unfrozen-cannot-none = Oben liegt { CARD($top, form: "name", article: "definite", case: "nominative") }, ihr habt keine { RANK($rank, form: "plural") } ausgelegt, und auf deiner Hand sind keine { RANK($rank, form: "plural") } und { COUNT($wilds, noun: "wild card") }: Mit zwei Karten aus deiner Hand kannst du die oberste Karte nicht auslegen.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
take-unfrozen-cannot-one = Oben liegt { CARD($top, form: "name", article: "definite", case: "nominative") }, ihr habt keine { RANK($rank, form: "plural") } ausgelegt, und auf deiner Hand sind nur { RANK($rank, form: "a") } ({ $cards }) und { COUNT($wilds, noun: "wild card") }: Mit zwei Karten aus deiner Hand kannst du die oberste Karte nicht auslegen.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
take-buried-pair = Weiter unten im Stapel liegt { CARD($buried, form: "name", article: "definite", case: "nominative") }, passend zu deiner Karte { CARD($mine, form: "name") }, aber das zählt nicht: Die beiden Karten zur obersten Karte müssen aus deiner Hand kommen.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
take-buried-match = Weiter unten im Stapel liegt { CARD($buried, form: "name", article: "definite", case: "nominative") }, passend zu deinen Karten, aber nur die oberste Karte berechtigt dazu, den Stapel zu nehmen.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
take-then-go-out = Nach dem Nehmen kannst du { $then } und ausmachen: Zum Ausmachen braucht deine Partei { COUNT($need, noun: "canasta", case: "accusative") }, und das ist erfüllt.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
take-last-cards-go-out = Nach dem Nehmen hast du deine letzten Karten ausgelegt und machst aus: Zum Ausmachen braucht deine Partei { COUNT($need, noun: "canasta", case: "accusative") }, und das ist erfüllt.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
take-keep-one = Nach dem Nehmen hättest du { COUNT($left, noun: "card") } auf der Hand und könntest nach dem Ablegen keine Karte mehr behalten; zum Ausmachen braucht ihr aber { COUNT($need, noun: "canasta", case: "accusative") }, und das hätte deine Partei nicht.
take-first-meld-short = Für die erste Meldung deiner Partei zählt vom Stapel nur die oberste Karte, zusammen mit Karten aus deiner Hand: Bestenfalls ergeben { MELDS($melds, valued: "yes") } { $total }, weniger als der Mindestwert von { $minimum }.
take-first-meld-enough = Die oberste Karte des Stapels zählt mit Karten aus deiner Hand für die erste Meldung deiner Partei: { MELDS($melds, valued: "yes") } ergeben { $total }, genug für den Mindestwert von { $minimum }.
take-first-meld-too-many = Die oberste Karte des Stapels würde mit Karten aus deiner Hand für die erste Meldung deiner Partei zählen: { MELDS($melds, valued: "yes") } ergeben { $total }, genug für den Mindestwert von { $minimum }.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
take-first-meld-keep-one = Aber dabei legst du so viele Karten aus, dass du nach dem Ablegen keine mehr behalten könntest, und zum Ausmachen braucht ihr { COUNT($need, noun: "canasta", case: "accusative") }.
take-rest-of-pile = Der Rest des Stapels zählt nicht für den Mindestwert.
take-several = Figuren, die im selben Zug aus deiner Hand ausgelegt werden, zählen zusammen.
take-first-meld-goes-out = Damit legst du deine letzten Karten aus, und der Canasta, der dabei entsteht, erlaubt dir auszumachen.
go-out-no-cards = Du hast keine Karten mehr: Du hast schon ausgemacht, oder das Spiel ist vorbei.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-two-player = Zu zweit braucht man zum Ausmachen { COUNT($need, noun: "canasta", case: "accusative") }.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-three-player = Zu dritt braucht man zum Ausmachen { COUNT($need, noun: "canasta", case: "accusative") }.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-three-player-004 = Zu dritt braucht man zum Ausmachen { COUNT($need, noun: "canasta", case: "accusative") }, so wie die niederländischen Regeln (004) zu lesen sind.
# by hand: einen (Canasta, Platzhalter): accusative (catalogue-grammar.md 2)
go-out-canasta-short = Zum Ausmachen braucht ihr { COUNT($need, noun: "canasta", case: "accusative") }; deine Partei hat { COUNT($have, noun: "canasta", case: "accusative") } und kann in diesem Zug nicht noch { WORD($missing, gender: "masculine", case: "accusative") } fertigstellen.
# by hand: einen (Canasta, Platzhalter): accusative (catalogue-grammar.md 2)
go-out-canasta-short-variant = Deine Partei hat { COUNT($have, noun: "canasta", case: "accusative") } auf dem Tisch und kann in diesem Zug nicht noch { WORD($missing, gender: "masculine", case: "accusative") } weitere fertigstellen.
# by hand: einen (Canasta, Platzhalter): accusative (catalogue-grammar.md 2)
go-out-canasta-short-solo = Zum Ausmachen brauchst du { COUNT($need, noun: "canasta", case: "accusative") }; du hast { COUNT($have, noun: "canasta", case: "accusative") } und kannst in diesem Zug nicht noch { WORD($missing, gender: "masculine", case: "accusative") } fertigstellen.
# by hand: einen (Canasta, Platzhalter): accusative (catalogue-grammar.md 2)
go-out-canasta-short-variant-solo = Du hast { COUNT($have, noun: "canasta", case: "accusative") } auf dem Tisch und kannst in diesem Zug nicht noch { WORD($missing, gender: "masculine", case: "accusative") } weitere fertigstellen.
# by hand: einen/keinen Platzhalter: accusative (catalogue-grammar.md 2)
go-out-wilds-needed = Du hast { COUNT($wilds, noun: "wild card", case: "accusative") }; { WORD($needed, gender: "masculine", case: "accusative") } davon brauchst du, damit aus { $groups } eine Figur wird.
# by hand: einen/keinen Platzhalter: accusative (catalogue-grammar.md 2)
go-out-wilds-all-needed = Deine { COUNT($wilds, noun: "wild card", case: "accusative") } brauchst du alle, damit aus { $groups } eine Figur wird.
go-out-keep-one = Ohne Ausmachen musst du nach dem Ablegen mindestens eine Karte behalten.
go-out-loose =
    { $cards } { $count ->
        [one] passt
       *[other] passen
    } an keine Figur, und du hast keine weitere Karte { $count ->
        [one] dieses Werts
       *[other] dieser Werte
    }: Beim Ausmachen muss jede Karte ausgelegt werden, bis auf die eine, die du ablegst.
go-out-one-discard = Du darfst nur eine Karte ablegen.
go-out-cannot-all = Du kannst nicht alle deine Karten auslegen.
go-out-black-threes-short =
    { COUNT($count, noun: "black three") } ({ $cards }) { $count ->
        [one] lässt
       *[other] lassen
    } sich nicht auslegen: Beim Ausmachen werden schwarze Dreien nur zu { WORD($min) } oder mehr zusammen ausgelegt.
go-out-cannot-form = Deine { RANK($rank, form: "plural") } können keine Figur bilden.
# by hand: einen/keinen Platzhalter: accusative (catalogue-grammar.md 2)
go-out-wilds-no-room = Deine { COUNT($count, noun: "wild card") } ({ $cards }) passen nicht alle hinein: Eine Figur enthält höchstens { COUNT($max, noun: "wild card", case: "accusative") }.
# by hand: einen/keinen Platzhalter: accusative (catalogue-grammar.md 2)
go-out-wilds-no-room-more-natural = Deine { COUNT($count, noun: "wild card") } ({ $cards }) passen nicht alle hinein: Eine Figur enthält höchstens { COUNT($max, noun: "wild card", case: "accusative") } und weniger Platzhalter als natürliche Karten.
go-out-needs-third = { $groups } bräuchte noch eine Karte, um eine Figur zu sein.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-canastas-on-table = Deine Partei hat { COUNT($count, noun: "canasta", case: "accusative") } ({ RANK($ranks, form: "plural") }) auf dem Tisch, wie es das Ausmachen verlangt.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-canastas-completing = Stellst du deine { RANK($completed, form: "plural") } in diesem Zug fertig, hat deine Partei { COUNT($need, noun: "canasta", case: "accusative") }, wie es das Ausmachen verlangt.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-canastas-table-and-completed = Stellst du deine { RANK($completed, form: "plural") } in diesem Zug fertig und liegt euer Canasta der { RANK($ranks, form: "plural") } schon auf dem Tisch, hat deine Partei { COUNT($need, noun: "canasta", case: "accusative") }, wie es das Ausmachen verlangt.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-canastas-on-table-count = Deine Partei hat { COUNT($count, noun: "canasta", case: "accusative") } ({ RANK($ranks, form: "plural") }) auf dem Tisch.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-canastas-completing-count = Stellst du deine { RANK($completed, form: "plural") } in diesem Zug fertig, hat deine Partei { COUNT($count, noun: "canasta", case: "accusative") }.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-canastas-table-and-completed-count = Stellst du deine { RANK($completed, form: "plural") } in diesem Zug fertig, hat deine Partei { COUNT($count, noun: "canasta", case: "accusative") }: { RANK($ranks, form: "plural") } und { RANK($completed, form: "plural") }.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-canastas-on-table-solo = Du hast { COUNT($count, noun: "canasta", case: "accusative") } ({ RANK($ranks, form: "plural") }) auf dem Tisch, wie es das Ausmachen verlangt.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-canastas-completing-solo = Stellst du deine { RANK($completed, form: "plural") } in diesem Zug fertig, hast du { COUNT($need, noun: "canasta", case: "accusative") }, wie es das Ausmachen verlangt.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-canastas-table-and-completed-solo = Stellst du deine { RANK($completed, form: "plural") } in diesem Zug fertig und liegt dein Canasta der { RANK($ranks, form: "plural") } schon auf dem Tisch, hast du { COUNT($need, noun: "canasta", case: "accusative") }, wie es das Ausmachen verlangt.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-canastas-on-table-count-solo = Du hast { COUNT($count, noun: "canasta", case: "accusative") } ({ RANK($ranks, form: "plural") }) auf dem Tisch.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-canastas-completing-count-solo = Stellst du deine { RANK($completed, form: "plural") } in diesem Zug fertig, hast du { COUNT($count, noun: "canasta", case: "accusative") }.
# by hand: einen/keinen Canasta: accusative (catalogue-grammar.md 2)
go-out-canastas-table-and-completed-count-solo = Stellst du deine { RANK($completed, form: "plural") } in diesem Zug fertig, hast du { COUNT($count, noun: "canasta", case: "accusative") }: { RANK($ranks, form: "plural") } und { RANK($completed, form: "plural") }.
go-out-meld-all = Du kannst ausmachen, indem du alle Karten auslegst.
# by hand: the card with its definite article, accusative (catalogue-grammar.md 1)
go-out-meld-all-but-one = Du kannst ausmachen, indem du alle Karten bis auf eine auslegst und { CARD($card, form: "name", article: "definite", case: "accusative") } ablegst.
go-out-black-threes = Die schwarzen Dreien ({ $cards }) dürfen ausgelegt werden, weil du in diesem Zug ausmachst.
go-out-concealed = Du machst verdeckt aus: Die ganze Hand in einem Zug, ohne vorher etwas ausgelegt zu haben, bringt { $concealed } statt { $bonus }.
go-out-concealed-first-meld = Nach der Regel des dänischen Tutorials (002) gilt das als verdecktes Ausmachen, weil es die erste Meldung deiner Partei in diesem Spiel ist: Es bringt { $concealed } statt { $bonus }.
go-out-concealed-no-minimum = Da du vom Ziehstapel gezogen hast und verdeckt ausmachst, braucht die erste Meldung deiner Partei keinen Mindestwert.
go-out-partner-no = Du hast deinen Partner gefragt, und die Antwort war Nein: Die Antwort gilt, also darfst du in diesem Zug nicht ausmachen.
go-out-partner-yes = Dein Partner hat auf deine Frage Ja gesagt, also musst du ausmachen.
score-side = { $side }: { $lines } = { $total }.
score-side-nothing = { $side }: nichts = 0.
score-melds = { $side }: Die Karten in den Figuren zählen { SIGNED($points) }.
score-hand-minus = { $side }: Die Karten, die noch auf der Hand sind, zählen { $points }.
score-black-three-in-hand = Eine schwarze Drei, die noch auf der Hand ist ({ $cards }), kostet { $value }, nicht { $red_bonus }.
score-natural-canasta = { $side }: Der reine Canasta der { RANK($rank, form: "plural") } bringt zusätzlich zu seinen Karten { SIGNED($points) }.
score-mixed-canasta = { $side }: Der gemischte Canasta der { RANK($rank, form: "plural") } bringt zusätzlich zu seinen Karten { SIGNED($points) }.
score-reds-plus =
    { $side } hat ausgelegt, also { $count ->
        [one] zählt
       *[other] zählen
    } { COUNT($count, noun: "red three") } plus: { SIGNED($points) }.
score-reds-minus-no-meld =
    { $side } hat keine Figur ausgelegt, also { $count ->
        [one] zählt
       *[other] zählen
    } { COUNT($count, noun: "red three") } minus: { $points }.
score-reds-minus-no-canasta =
    { $side } hat keinen Canasta fertiggestellt (die schwedische Regel, 001), also { $count ->
        [one] zählt
       *[other] zählen
    } { COUNT($count, noun: "red three") } minus: { $points }.
score-reds-hidden = { $side } hat { COUNT($count, noun: "red three") } nie ausgelegt: { $points }.
score-went-out = { $side } hat ausgemacht: { SIGNED($points) }.
score-went-out-concealed = { $side } hat verdeckt ausgemacht: { SIGNED($points) } statt { SIGNED($bonus) }.
score-nobody-out = Niemand hat ausgemacht, also gibt es keine Prämie fürs Ausmachen.
score-canasta-bonus = Ein Canasta bringt seine Prämie zusätzlich zu den Werten seiner Karten.
score-five-canastas = Fünf Canastas bringen beim klassischen Canasta nichts extra: Nur die schwedische Anleitung (001) nennt eine solche Prämie, ohne Wert.
game-neither = Keine Partei hat { $target } erreicht ({ $ours } und { $theirs }): Die Partie geht weiter.
game-tie-past = Beide Parteien haben { $target } mit je { $ours } erreicht: Keiner der beiden Stände ist höher, also geht die Partie weiter.
game-both-past = Beide Parteien haben { $target } im selben Spiel überschritten, und der höhere Stand gewinnt: { $high } schlägt { $low }.
game-reached = Sie hat { $target } als Erste erreicht, mit { $total }.
game-reached-us = Deine Partei hat { $target } erreicht ({ $total }), die andere Partei nicht ({ $other }).
game-reached-them = Die andere Partei hat { $target } erreicht ({ $total }), deine Partei nicht ({ $other }).
game-reached-us-two = Du hast { $target } erreicht ({ $total }), dein Gegner nicht ({ $other }).
game-reached-them-two = Dein Gegner hat { $target } erreicht ({ $total }), du nicht ({ $other }).
game-three-player = Zu dritt führt jeder seinen eigenen Punktestand, und die Partie geht bis { $target }.
game-three-neither = Keiner von euch hat die Marke erreicht ({ $ours } und { $theirs }): Die Partie geht weiter.
game-three-tie-past = Ihr habt die Marke beide mit je { $ours } überschritten: Keiner der beiden Stände ist höher, also geht die Partie weiter.
game-three-both-past = Ihr habt die Marke beide im selben Spiel überschritten, und der höhere Stand gewinnt: { $high } schlägt { $low }.
game-three-reached-us = Du hast die Marke als Erster erreicht ({ $total }).
game-three-reached-them = Der führende Gegner hat die Marke als Erster erreicht ({ $total }).
refusal-other = Das ist hier nicht erlaubt.
refusal-turn-order = Das passt nicht zum Ablauf eines Zugs: erst ziehen, dann auslegen, dann eine Karte ablegen.
refusal-go-out-ask-partner = Die Antwort deines Partners auf „Darf ich ausmachen?“ gilt für dich.
refusal-go-out-ask-partner-no-partner = Du hast in diesem Spiel keinen Partner, also kannst du niemanden fragen: „Darf ich ausmachen?“
refusal-first-meld-minimum = Die erste Meldung deiner Partei erreicht ihren Mindestwert nicht.
refusal-first-meld-minimum-numbers = Die erste Meldung deiner Partei würde { $points } zählen, weniger als die nötigen { $minimum }.
refusal-red-three-last-card = Die letzte Karte des Ziehstapels war eine rote Drei: Das Spiel endet ohne Ablegen.
refusal-keep-one-card = Wenn du nicht ausmachst, musst du nach dem Ablegen mindestens eine Karte behalten.
refusal-go-out-canasta = Zum Ausmachen braucht deine Partei einen Canasta, der auf dem Tisch liegt oder in diesem Zug fertig wird.
# by hand: einen (Canasta, Platzhalter): accusative (catalogue-grammar.md 2)
refusal-go-out-canasta-numbers = Zum Ausmachen braucht ihr { COUNT($needed, noun: "canasta", case: "accusative") }; deine Partei hat { WORD($canastas, gender: "masculine", case: "accusative") }.
refusal-go-out-all-cards = Um auszumachen, lege alle Karten aus, oder alle bis auf eine, und lege die letzte ab.
refusal-stock-exhausted = Das Spiel ist vorbei: Der Ziehstapel ist aufgebraucht.
refusal-red-three-replace = Eine rote Drei wird sofort offen ausgelegt und durch eine Karte vom Ziehstapel ersetzt.
refusal-red-three-from-pile = Eine rote Drei, die mit dem Stapel kommt, wird sofort offen ausgelegt.
refusal-stock-must-take = Der Ziehstapel ist leer, und die oberste Karte passt an deine Figur: Du musst den Stapel nehmen.
refusal-pile-top-card-only = Nur die oberste Karte des Stapels berechtigt dazu, ihn zu nehmen.
refusal-pile-top-wild = Mit einem Platzhalter obenauf darf der Stapel nie genommen werden.
refusal-pile-black-three-top = Eine schwarze Drei oben auf dem Stapel sperrt ihn für dich in diesem Zug.
refusal-pile-frozen-start = Der Stapel ist seit Beginn des Spiels eingefroren.
refusal-pile-frozen-wild = Ein Platzhalter im Stapel friert ihn für alle ein.
refusal-pile-frozen-no-meld = Deine Partei hat noch nicht ausgelegt, also ist der Stapel für dich eingefroren.
refusal-pile-frozen-natural-pair = Einen eingefrorenen Stapel darfst du nur mit einem natürlichen Paar aus deiner Hand nehmen, das zu seiner obersten Karte passt.
refusal-pile-take-unfrozen = Um den Stapel zu nehmen, lege seine oberste Karte mit zwei Karten aus deiner Hand aus, oder lege sie an eine Figur deiner Partei an.
refusal-pile-take-unfrozen-no-meld = Um den Stapel zu nehmen, lege seine oberste Karte mit zwei Karten aus deiner Hand aus (mindestens eine davon eine natürliche Karte gleichen Werts): Deine Partei hat keine Figur dieses Werts, an die du sie anlegen könntest.
refusal-pile-minimum-with-top = Die oberste Karte und die Karten aus deiner Hand erreichen den Mindestwert für die erste Meldung deiner Partei nicht.
refusal-one-card-pile = Nach den niederländischen Regeln (004) darfst du mit einer Karte auf der Hand keinen Stapel aus einer Karte nehmen.
refusal-meld-min-size = Eine Figur braucht mehr Karten.
refusal-meld-two-natural = Eine Figur braucht mehr natürliche Karten.
refusal-meld-three-wild = Eine Figur darf nicht so viele Platzhalter enthalten.
# by hand: einen/keinen Platzhalter: accusative (catalogue-grammar.md 2)
refusal-meld-three-wild-numbers = Eine Figur darf nicht { COUNT($wild, noun: "wild card", case: "accusative") } enthalten.
refusal-meld-more-natural = Nach der Regel der schwedischen Anleitung und des dänischen Tutorials (001, 002) braucht eine Figur mehr natürliche Karten als Platzhalter.
refusal-meld-one-rank = Eine Figur besteht aus Karten gleichen Werts.
refusal-meld-no-threes = Dreien werden nicht wie andere Karten ausgelegt.
refusal-black-three-meld = Schwarze Dreien legt nur aus, wer ausmacht, und zwar als eigene Figur.
refusal-one-meld-per-rank = Eine Partei hat von jedem Wert nur eine Figur: Weitere Karten dieses Werts kommen dazu.
refusal-one-meld-per-rank-no-meld = Deine Partei hat keine Figur dieses Werts, an die du anlegen könntest: Lege stattdessen eine neue Figur aus.
refusal-no-adding-to-opponents = Du darfst nur an die Figuren deiner eigenen Partei anlegen.
refusal-last-card-no-discard = Mit einer letzten Karte und ohne Canasta behältst du sie und beendest den Zug, ohne abzulegen.
refusal-three-player-lone = Zu dritt spielt der, der den Stapel als Erster nimmt, allein.
refusal-three-player-scoring = Zu dritt rechnet der Alleinspieler für sich ab, und jeder Partner zählt seine eigenen roten Dreien dazu.
refusal-red-three-penalty = Eine rote Drei, die am Ende des Spiels noch verdeckt auf einer Hand ist, kostet ihre Partei Punkte.
refusal-red-three-penalty-numbers = Eine rote Drei, die nie ausgelegt wurde, kostet ihre Partei am Ende des Spiels { $penalty }.
refusal-concealed-first-meld = Nach der Regel des dänischen Tutorials (002) gilt Ausmachen mit der ersten Meldung der Partei in diesem Spiel als verdecktes Ausmachen.
refusal-deal = Beim Geben bekommt jeder Spieler seine Karten, und die nächste Karte vom Ziehstapel beginnt den Ablagestapel.
refusal-start-card = Ein Platzhalter oder eine rote Drei, die zu Beginn als erste Karte des Stapels aufgedeckt wird, friert ihn ein.
refusal-card-values = Jede Karte zählt ihren Kartenwert.
refusal-wild-cards = Joker und Zweien sind Platzhalter.
refusal-red-three-bonus = Eine rote Drei ist eine Prämienkarte und wird sofort offen ausgelegt.
refusal-red-three-minus = Die roten Dreien einer Partei, die nichts ausgelegt hat, zählen minus.
refusal-canasta = Ein Canasta ist eine Figur aus sieben oder mehr Karten.
refusal-canasta-natural = Ein Canasta ohne Platzhalter ist rein.
refusal-canasta-mixed = Ein Canasta mit Platzhaltern ist gemischt.
refusal-canasta-wild-makes-mixed = Ein Platzhalter macht aus einem reinen Canasta einen gemischten.
refusal-first-meld-card-values = Für den Mindestwert der ersten Meldung zählen nur die Kartenwerte.
refusal-first-meld-several-melds = Figuren, die im selben Zug ausgelegt werden, zählen für den Mindestwert der ersten Meldung zusammen.
refusal-first-meld-pile-top = Vom Stapel zählt nur die oberste Karte für den Mindestwert der ersten Meldung.
refusal-pile-unfreezes = Wird der Stapel aufgenommen, ist er nicht mehr eingefroren.
refusal-go-out-bonus = Ausmachen bringt eine Prämie.
refusal-go-out-concealed = Verdeckt ausmachen bringt eine höhere Prämie.
refusal-score-melds = Ausgelegte Karten zählen am Ende des Spiels plus.
refusal-score-hand-minus = Karten, die noch auf der Hand sind, zählen am Ende des Spiels minus.
refusal-score-canasta-bonus = Ein Canasta bringt seine Prämie zusätzlich zu seinen Karten.
refusal-game-target = Die Partei, die zuerst die Zielpunktzahl erreicht, gewinnt die Partie.
refusal-two-player = Zu zweit gelten eigene Regeln.
refusal-three-player = Zu dritt gelten eigene Regeln.
refusal-not-classic-bonuses = Diese Prämie gehört nicht zum klassischen Canasta.
refusal-play-from-hand = Du darfst nur Karten aus deiner eigenen Hand spielen.
hand-over-stock = Der Ziehstapel ist leer, und du müsstest von ihm ziehen, also ist das Spiel vorbei; niemand bekommt Punkte fürs Ausmachen.
hand-over-stock-but-take = Der Ziehstapel ist leer, aber statt zu ziehen darfst du den Stapel nehmen: Das Spiel endet erst, wenn jemand vom leeren Ziehstapel ziehen müsste.
hand-over-must-take = Der Ziehstapel ist leer, und du musst den Stapel nehmen: Seine oberste Karte { $top } passt an eure { RANK($rank, form: "plural") }, und der Stapel ist für dich nicht eingefroren.
hand-over-last-red-three = Die letzte Karte des Ziehstapels war eine rote Drei: Du legst sie offen aus, darfst noch auslegen, und das Spiel endet ohne Ablegen und ohne Prämie fürs Ausmachen.
hand-over-stock-left = Der Ziehstapel hat noch { $stock_count }, also geht das Spiel weiter.
hand-over-drew-last-card = Du hast { $cards } gezogen, die letzte Karte des Ziehstapels, und keine rote Drei: Dein Zug geht weiter (leg aus, wenn du willst, dann leg eine Karte ab). Das Spiel endet erst, wenn jemand vom leeren Ziehstapel ziehen müsste.
must-take-yes = Der Ziehstapel ist leer, der Stapel ist für dich nicht eingefroren, und seine oberste Karte { $top } passt an eure { RANK($rank, form: "plural") }: Du musst den Stapel nehmen.
must-take-no-stock-left = Der Ziehstapel hat noch { $stock_count }: Du darfst von ihm ziehen.
must-take-frozen = Der Stapel ist für dich eingefroren, also zwingt dich nichts, ihn zu nehmen.
must-take-no-meld = Die oberste Karte { $top } passt an keine Figur deiner Partei; du darfst den Stapel mit einer neuen Figur nehmen, musst aber nicht.
must-take-no-meld-no-take = Die oberste Karte { $top } passt an keine Figur deiner Partei, also musst du den Stapel nicht nehmen (und mit ihr und Karten aus deiner Hand könntest du auch keine { RANK($rank, form: "plural") } als neue Figur auslegen).
must-take-not-natural = Die oberste Karte { $top } darf überhaupt nicht genommen werden.
must-take-cannot = Würdest du { $top } anlegen, blieben dir zu wenige Karten zum Weiterspielen, also musst du den Stapel nicht nehmen.
must-take-why-frozen-wild = Ein Platzhalter im Stapel friert ihn für alle ein.
must-take-why-frozen-no-meld = Deine Partei hat noch nicht ausgelegt, also ist der Stapel für dich eingefroren.
must-take-why-frozen-start = Eine rote Drei, die zu Beginn als erste Karte des Stapels aufgedeckt wurde, hat ihn für alle eingefroren.
play-legal = Jeder Schritt ist hier erlaubt, in dieser Reihenfolge: { $play }.
play-illegal = Du darfst hier nicht { $step }.
play-draw-first = Du darfst noch nicht { $step }: Ein Zug beginnt damit, dass du vom Ziehstapel ziehst oder den Stapel nimmst; danach wird ausgelegt, und zuletzt legst du eine Karte ab.
play-drawn-already = Du darfst nicht { $step }: Du hast schon gezogen, und in einem Zug ziehst du einmal vom Ziehstapel oder nimmst einmal den Stapel, nie beides.
# by hand: the card with its definite article, nominative (catalogue-grammar.md 1)
play-not-in-hand-one = Du darfst nicht { $step }: { CARD($card, form: "name", article: "definite", case: "nominative") } ({ $card }) ist nicht auf deiner Hand, und du legst nur Karten aus, an und ab, die du hast.
play-not-in-hand = Du darfst nicht { $step }: { $cards } sind nicht auf deiner Hand, und du legst nur Karten aus, an und ab, die du hast.
play-dealt-red-three = Du darfst noch nicht { $step }: Du hast noch die rote Drei, die du beim Geben bekommen hast ({ $cards }), und nach den niederländischen Regeln (004) wird sie zu Beginn deines ersten Zugs offen ausgelegt, bevor du ziehst, und durch eine Karte vom Ziehstapel ersetzt.
play-frozen-take-wild = Du darfst nicht { $step }: Der Stapel ist eingefroren, also kannst du ihn nur mit einem natürlichen Paar { RANK($rank, form: "plural") } aus deiner Hand nehmen, und ein Platzhalter zählt nicht.
play-frozen-take = Du darfst nicht { $step }: Der Stapel ist eingefroren, also kannst du ihn nur mit einem natürlichen Paar { RANK($rank, form: "plural") } aus deiner Hand nehmen.
play-red-three-from-pile = Die rote Drei im Stapel ({ $cards }) wird sofort offen ausgelegt, ohne Ersatzkarte.
play-red-three-replaced = Die rote Drei wird offen ausgelegt und durch die nächste Karte vom Ziehstapel ersetzt.
play-went-out = Mit diesem Zug machst du aus, das bringt { $bonus } fürs Ausmachen.
play-went-out-concealed = Mit diesem Zug machst du verdeckt aus (die ganze Hand in einem Zug ausgelegt), das bringt { $bonus } fürs Ausmachen statt { $plain }.
play-went-out-concealed-first-meld = Nach der Regel des dänischen Tutorials (002) gilt die erste Meldung der Partei in diesem Spiel, mit der ausgemacht wird, als verdecktes Ausmachen, das bringt { $bonus } fürs Ausmachen statt { $plain }.
play-last-red-three = Die letzte Karte des Ziehstapels war eine rote Drei, also endet das Spiel hier ohne Ablegen.
play-stock-exhausted = Sobald jemand vom leeren Ziehstapel ziehen müsste, endet das Spiel.
play-unfinished = Der Zug ist noch nicht vorbei: Du hast noch { $hand } auf der Hand und musst eine davon ablegen.
play-unfinished-last-red-three = Der Zug ist noch nicht vorbei: Die letzte Karte des Ziehstapels war eine rote Drei, also beendest du ihn ohne Ablegen (leg vorher aus, wenn du willst), und das Spiel endet.
play-unfinished-red-three = Der Zug ist noch nicht vorbei: Leg die rote Drei ({ $cards }) sofort offen aus, dann leg aus, wenn du willst, und leg eine Karte ab.
play-unfinished-last-red-three-in-hand = Der Zug ist noch nicht vorbei: Leg die rote Drei ({ $cards }) offen aus; sie war die letzte Karte des Ziehstapels, also darfst du noch auslegen, und das Spiel endet ohne Ablegen.
play-unfinished-go-out = Der Zug ist noch nicht vorbei: Alle Karten sind ausgelegt, also mach aus, um ihn zu beenden.
play-kept-last-card = So wie die niederländischen Regeln (004) zu lesen sind, behältst du mit einer letzten Karte und ohne Canasta zum Ausmachen diese Karte und beendest den Zug, ohne abzulegen.
play-three-player-lone = Du hast den Stapel als Erster genommen, also spielst du den Rest des Spiels allein gegen die anderen beiden.
play-three-player-scoring = Das Spiel ist vorbei: Zu dritt rechnet der Alleinspieler für sich ab, und die beiden Partner teilen sich ihr Ergebnis, wobei jeder seine eigenen roten Dreien dazuzählt.
play-after = Nach dem Zug hast du { $hand } auf der Hand.
play-after-replaced = Nach dem Zug hast du { $hand } auf der Hand und dazu die Karte, die die rote Drei ersetzt hat.
go-out-taking-yes = Du kannst den Stapel nehmen und im selben Zug ausmachen: { $play }.
go-out-taking-after-take = Würdest du { $step }, hättest du danach { $hand } auf der Hand.
go-out-taking-no = Wie auch immer du den Stapel nimmst, danach kannst du nicht ausmachen.
go-out-taking-keep = Nach dem Nehmen spielst du also weiter und musst nach dem Ablegen eine Karte behalten.
go-out-taking-no-take = Du kannst den Stapel gar nicht nehmen, also kannst du auch nicht mit ihm ausmachen.
best-play-ways = { COUNT($count, noun: "legal way") }.
best-play-way = Du darfst { $play }; damit legst du { $points } Punkte aus.
best-play-way-nothing = Du darfst { $play }; damit legst du nichts aus.
best-play-none = Es gibt keine erlaubte Spielmöglichkeit.
should-allowed = Du darfst { CHOICE($choice) }.
should-not-allowed = Du darfst hier nicht { CHOICE($choice) }.
should-lead-open = Die Regeln erlauben jede dieser Möglichkeiten; welche besser ist, sagen sie nicht.
should-lead-one = Nur eine dieser Möglichkeiten ist hier erlaubt: { CHOICE($choice) }.
should-prompt-draw = Du bist am Zug. Was ist hier besser: { $options }?
should-prompt-play = Du hast gezogen. Was ist hier besser: { $options }?
refusal-tranca-pack = Tranca wird mit zwei Spielen ohne Joker gespielt; nur die Zweien sind Platzhalter.
refusal-tranca-deal = Jeder Spieler bekommt elf Karten und jede Partei einen verdeckten Morto aus elf Karten.
refusal-tranca-runs = Eine Figur ist ein Satz eines Rangs oder eine Folge einer Farbe in Reihe, von der Vier bis zum Ass.
refusal-tranca-runs-not-consecutive = Die Karten einer Folge folgen in einer Farbe aufeinander, von der Vier aufwärts; das Ass steht nur über dem König.
refusal-tranca-runs-one-suit = Eine Folge hat Karten einer einzigen Farbe.
refusal-tranca-runs-twice = Eine Folge hat jede Karte ihrer Reihe nur einmal.
refusal-tranca-runs-size = Eine Figur braucht mindestens drei Karten.
refusal-tranca-runs-not-next = Diese Karte schließt an keines der beiden Enden der Folge an.
refusal-tranca-runs-which-end = Sag, an welchem Ende der Folge die Zwei dazukommt.
refusal-tranca-runs-past-the-ace = Die Folge kann an diesem Ende nicht über die Vier oder das Ass hinaus wachsen.
refusal-tranca-runs-no-run = Deine Partei hat keine solche Folge zum Anlegen.
refusal-tranca-runs-one-rank = Ein Satz hat Karten eines einzigen Rangs.
refusal-tranca-black-three = Schwarze Dreien werden nie ausgelegt, und eine oben auf dem Ablagestapel sperrt ihn für den nächsten Spieler.
refusal-tranca-black-three-block = Eine schwarze Drei oben auf dem Ablagestapel sperrt ihn: Zieh in diesem Zug vom Ziehstapel.
refusal-tranca-black-three-meld = Schwarze Dreien werden nie ausgelegt.
refusal-tranca-take-pile = Um den Ablagestapel zu nehmen, leg seine oberste Karte sofort mit zwei Karten aus deiner Hand aus (eine darf eine Zwei sein).
refusal-tranca-take-pile-empty = Der Ablagestapel ist leer: Zieh vom Ziehstapel.
refusal-tranca-take-pile-two-cards = Die oberste Karte wird mit genau zwei Karten aus deiner Hand ausgelegt.
refusal-tranca-morto = Wer keine Karten mehr hat, nimmt den Morto seiner Partei und spielt weiter.
refusal-tranca-go-out = Zum Ausmachen muss deine Partei ihren Morto genommen haben und einen Canasta haben.
refusal-tranca-card-points = Jede ausgelegte Karte zählt zehn, eine Zwei zwanzig.
refusal-tranca-canasta-bonus = Ein reiner Canasta zählt zweihundert, ein gemischter hundert.
refusal-tranca-red-threes = Rote Dreien werden ausgelegt, nie in eine Figur gelegt oder auf der Hand behalten.
refusal-tranca-red-threes-meld = Rote Dreien werden nie in eine Figur gelegt.
refusal-tranca-hand-minus = Karten, die auf der Hand bleiben, zählen minus.
refusal-tranca-morto-penalty = Eine Partei, die ihren Morto nie genommen hat, verliert hundert.
refusal-tranca-target = Gespielt wird bis zu dem Ziel, das vor dem Spiel vereinbart wurde.
refusal-tranca-one-two = Eine Figur hat mindestens zwei natürliche Karten und höchstens eine Zwei.
refusal-tranca-canasta = Ein Canasta hat sieben oder mehr Karten; zum Ausmachen braucht es einen.
refusal-tranca-no-minimum = Tranca hat keinen Mindestwert für die erste Figur.
refusal-tranca-pile-two = Der Ablagestapel kann nicht genommen werden, solange oben eine Zwei liegt.
refusal-tranca-pile-new-meld = Die oberste Karte und die zwei Karten aus deiner Hand müssen eine neue Figur bilden.
refusal-tranca-duplicate-melds = Eine Partei hat einen Satz pro Rang: Weitere Karten dieses Rangs kommen dazu.
refusal-tranca-duplicate-melds-run = Nach der Regel dieses Tisches hat eine Partei eine Folge pro Farbe.
refusal-tranca-duplicate-melds-no-set = Deine Partei hat keinen Satz dieses Rangs zum Anlegen.
refusal-tranca-red-three-replace = Eine rote Drei wird sofort ausgelegt und vom Ziehstapel ersetzt.
refusal-tranca-stock-out = Das Spiel ist vorbei: Der Ziehstapel ist leer.
refusal-tranca-morto-discard = Wer seine letzte Karte ablegt, nimmt den Morto; du spielst ihn ab deinem nächsten Zug.
refusal-tranca-keep-card = Deine Partei hat ihren Morto: Wenn du nicht ausmachen kannst, behalte eine Karte zum Ablegen.
refusal-tranca-pile-start = Der Ablagestapel beginnt leer: Der erste Spieler zieht vom Ziehstapel.
refusal-tranca-target-both = Überschreiten beide Parteien das Ziel im selben Spiel, gewinnt die höhere Summe.
refusal-first-meld-minimum-take-back = Deine Figuren in diesem Zug sind { $points } wert; für die erste Auslage deiner Partei brauchst du { $minimum }. Lege Karten an oder nimm die Figuren dieses Zugs zurück.
