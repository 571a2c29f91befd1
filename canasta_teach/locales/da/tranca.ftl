# Dommeren ved Tranca-stillinger (003, "Varianten"). Ord: GLOSSARY.md og terms.md
# (række = run i samme kulør, morto, ren og blandet canasta, spærre).

tranca-ask-refused = Tranca har intet “{ $ask }”-spørgsmål: ved et Tranca-bord svarer dommeren på { $asks }.
tranca-run-not-canasta = En række er en Tranca-melding: skriv ruleset: tranca for at lægge til en.
tranca-not-a-meld = { $cards } er ikke en Tranca-melding.
tranca-meld-set = { $cards } er et sæt { RANK($rank, form: "plural") }: en Tranca-melding må være et sæt af samme værdi.
tranca-meld-run = { $cards } er en række i samme kulør fra { RANK($low) } til { RANK($high) }: en Tranca-melding må være en række, fra fireren op, esset kun over kongen.
tranca-meld-two-in-run = Toeren ({ $two }) står for { RANK($place) } i rækken.
tranca-meld-two-in-set = Toeren står for endnu et kort i sættet: en melding har højst én toer.
tranca-canasta-clean = Med { COUNT($size, noun: "card") } er den en ren canasta: { $bonus } oven i kortene.
tranca-canasta-dirty = Med { COUNT($size, noun: "card") } er den en blandet canasta (den har en toer): { $bonus } oven i kortene.
tranca-add-set = { CARD($card, form: "name") } kommer i dit sæt { RANK($rank, form: "plural") }, som derefter har { COUNT($size, noun: "card") }.
tranca-add-set-two = Toeren ({ $card }) kommer i dit sæt { RANK($rank, form: "plural") }: en melding må have én toer, og denne har ingen endnu.
tranca-add-theirs = Den række tilhører det andet hold: du lægger kun til dit eget holds meldinger.
tranca-add-run = { CARD($card, form: "name") } forlænger din række { $low }–{ $high } i den { $end ->
        [low] nederste
       *[high] øverste
    } ende: en række vokser i begge ender, ét kort ad gangen.
tranca-add-run-two-both = Toeren må lægges til din række { $low }–{ $high } i begge ender og står så for kortet under eller over den: rækken har ingen toer endnu.
tranca-add-run-two-one = Toeren må kun lægges til din række { $low }–{ $high } i den { $end ->
        [low] nederste ende: over esset kan en række ikke vokse
       *[high] øverste ende: under fireren kan en række ikke vokse
    }.
tranca-lead-blocked = Spærret.
tranca-lead-open = Ikke spærret.
tranca-blocked-empty = Kastebunken er tom: der er intet at spærre.
tranca-blocked-black-three = Det øverste kort er en sort treer ({ $top }): den spærrer bunken for dig, den næste spiller, så du trækker fra trækbunken i denne tur.
tranca-blocked-two = Det øverste kort er en toer ({ $top }): bunken kan ikke tages, mens en toer ligger øverst.
tranca-blocked-no = Det øverste kort er { CARD($top, form: "name") }, hverken en sort treer eller en toer, så bunken er ikke spærret. Tranca har ingen frossen bunke: den tages ved at lægge det øverste kort ud med to kort fra din hånd.
tranca-blocked-buried-two = En toer længere nede i bunken ({ $cards }) ændrer intet: kun det øverste kort kan spærre den.
tranca-take-yes = Læg { CARD($top, form: "name") } fra toppen ud med det samme med { $pair } fra din hånd som en ny melding, { $meld }; resten af bunken ({ COUNT($count, noun: "card") }) kommer på din hånd.
tranca-take-no = Det øverste kort er { CARD($top, form: "name") }, og ingen to kort på din hånd danner en melding med det: et sæt { RANK($rank, form: "plural") } eller en række i dets kulør (det ene af de to må være en toer).
tranca-play-took-pile = Bunken tages ved at lægge det øverste kort, { $top }, ud med det samme med { $pair } fra din hånd.
tranca-play-morto = Din hånd er tom, så du tager dit holds morto ({ COUNT($count, noun: "card") }) og spiller videre.
tranca-play-morto-discard = Dit sidste kort var dit smid, så du tager dit holds morto ({ COUNT($count, noun: "card") }) og spiller den fra din næste tur.
tranca-play-went-out = Med denne tur går du ud efter mortoen; det afslutter runden og giver { $bonus } for at gå ud.
tranca-go-out-no-take = Du kan ikke tage bunken, så du kan ikke gå ud ved at tage den.
tranca-go-out-morto = Dit hold har ikke taget sin morto endnu, og først derefter kan man gå ud.
tranca-go-out-morto-then = En hånd, der tømmes nu, tager mortoen ({ COUNT($count, noun: "card") }), og spillet fortsætter.
tranca-go-out-yes = Du kan gå ud: { $play }.
tranca-go-out-canasta = Dit hold har taget sin morto og har { COUNT($count, noun: "canasta") }, og for at gå ud kræves én.
tranca-go-out-no-canasta = Dit hold har ingen canasta endnu, og dine kort kan ikke fuldføre en og gå ud i denne tur: for at gå ud kræves én.
tranca-go-out-cannot = Dine kort kan ikke alle meldes i denne tur med højst ét tilbage at smide: { $hand }.
tranca-go-out-keep = Indtil du kan gå ud, beholder du et kort at smide.
tranca-score-melds = De meldte kort hos { $side } tæller { SIGNED($points) }: ti hver, en toer tyve.
tranca-score-clean-canasta = En ren canasta giver { $side } { SIGNED($points) } oven i kortene.
tranca-score-dirty-canasta = En blandet canasta giver { $side } { SIGNED($points) } oven i kortene.
tranca-score-reds-plus = De røde treere hos { $side } ({ $count }) tæller plus, da holdet har en canasta: { SIGNED($points) }.
tranca-score-reds-minus = De røde treere hos { $side } ({ $count }) tæller minus, da holdet ingen canasta har: { $points }.
tranca-score-went-out = At gå ud efter mortoen giver { $side } { SIGNED($points) }.
tranca-score-hand-minus = Kortene tilbage på hænderne hos { $side } tæller minus: { $points }.
tranca-score-morto-penalty = { $side ->
        [us] Dit hold
       *[them] Det andet hold
    } tog aldrig sin morto: { $points }.
tranca-score-nobody-out = Ingen gik ud: trækbunken slap op, og ingen får bonus for at gå ud.
step-add-run = lægge { $card } til din række { $low }–{ $high }
step-add-run-end = lægge { $card } til din række { $low }–{ $high } i den { $end ->
        [low] nederste
       *[high] øverste
    } ende

# The questions a Tranca lesson step asks.
prompt-heading-tranca-blocked = Spærret?
prompt-tranca-blocked = Er kastebunken spærret for dig?
prompt-tranca-add-run = Må du lægge { CARD($card, form: "name") } ({ $card }) til din række { $low }–{ $high }?

# Fejl i en Tranca-stillingsfil (content/tranca_entry.py, content/question_readers.py).
error-tranca-morto-not-tranca = kun et Tranca-bord har mortoer: udelad morto_taken, eller skriv ruleset: tranca
error-tranca-canasta-only-key =
    Tranca har { $name ->
        [concealed] ingen skjult udgåen
        [partner] ingen makker at spørge "må jeg gå ud?"
       *[melded_before] ingen første melding
    }: udelad { $name }
error-tranca-morto-shape = morto_taken skal være [vores, deres], fx [yes, no], ikke { $value }
error-tranca-meld = melding { $n } ({ $cards }): { $problem }
error-tranca-two-runs = to rækker i samme kulør ({ $run }): under runs-per-suit: one har et hold én række i hver kulør
error-tranca-two-sets = to sæt { RANK($rank, form: "plural") } ({ $first } og { $second }): et hold har ét sæt af hver værdi, skriv dem som ét
error-tranca-joker = Tranca spilles uden jokere (003: to spil kort uden jokere); kun toerne er jokerkort
error-tranca-no-suit = { $card }: i Tranca har hvert kort sin kulør (en række er i samme kulør), fx { $example }
error-tranca-out-before-morto = went_out er { $side }, men det hold tog aldrig sin morto: man går først ud efter mortoen (skriv morto_taken)
error-tranca-out-no-canasta =
    went_out er { $side }, men det hold har ingen { $clean ->
        [yes] ren canasta
       *[no] canasta
    } at gå ud med
error-tranca-too-many =
    { $shown } kort i spil, { $mortos ->
        [one] én morto
       *[other] { WORD($mortos) } mortoer
    } på { $size } med bagsiden opad og { $stock } i trækbunken giver { $total }, men Tranca-spillet har kun { $pack }
error-tranca-run-span = { $value }: en række ved sine ender, fx 4h-6h, eller et sæts værdi, fx Q
error-tranca-run-suits = { $value }: en rækkes to ender er i samme kulør, fx 4h-6h

# Quizgeneratorer til Trancas svære afgørelser (content/deals_tranca.py).
generate-title-tranca-take = { CARD($card, form: "name") } ligger øverst på bunken – tage den?
generate-title-tranca-black-three = En sort treer ligger øverst på bunken, { CARD($card, form: "name") } under den – tage bunken?
generate-title-tranca-run = Dit hold har en række fra { $low } til { $high } – må du lægge { CARD($card, form: "name") } til?
generate-title-tranca-morto =
    { $morto ->
        [yes] Dit hold har taget sin morto
       *[no] Dit holds morto ligger stadig med bagsiden opad
    }, { $canasta ->
        [yes] der ligger en canasta på bordet
       *[no] ingen canasta endnu
    } – kan du gå ud i denne tur?
generate-summary-tranca-take-pile = Tranca: bunken kun med det øverste kort og to kort fra din hånd, aldrig under en sort treer
generate-summary-tranca-run-end = Tranca: en række vokser i begge ender, fra fireren til esset, med højst én toer
generate-summary-tranca-morto-go-out = Tranca: at gå ud først efter mortoen, med en canasta
