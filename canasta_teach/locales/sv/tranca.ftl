# Domaren vid Tranca-ställningar (003, "Varianten"). Ord: GLOSSARY.md och terms.md
# (stege = run i samma färg, morto, ren och blandad canasta, stoppa).

tranca-ask-refused = Tranca har ingen ”{ $ask }”-fråga: vid ett Tranca-bord svarar domaren på { $asks }.
tranca-run-not-canasta = En stege är ett Tranca-bygge: skriv ruleset: tranca för att lägga till i en.
tranca-not-a-meld = { $cards } är inget Tranca-bygge.
tranca-meld-set = { $cards } är ett set { RANK($rank, form: "plural") }: ett Tranca-bygge får vara ett set av samma valör.
tranca-meld-run = { $cards } är en stege i samma färg från { RANK($low) } till { RANK($high) }: ett Tranca-bygge får vara en stege, från fyran och uppåt, esset bara över kungen.
tranca-meld-two-in-run = Tvåan ({ $two }) står för { RANK($place) } i stegen.
tranca-meld-two-in-set = Tvåan står för ännu ett kort i setet: ett bygge har högst en tvåa.
tranca-canasta-clean = Med { COUNT($size, noun: "card") } är det en ren canasta: { $bonus } utöver korten.
tranca-canasta-dirty = Med { COUNT($size, noun: "card") } är det en blandad canasta (den har en tvåa): { $bonus } utöver korten.
tranca-add-set = { CARD($card, form: "name") } läggs till ditt set { RANK($rank, form: "plural") }, som då har { COUNT($size, noun: "card") }.
tranca-add-set-two = Tvåan ({ $card }) läggs till ditt set { RANK($rank, form: "plural") }: ett bygge får ha en tvåa, och det här har ingen än.
tranca-add-theirs = Den stegen tillhör det andra laget: du lägger bara till i ditt eget lags byggen.
tranca-add-run = { CARD($card, form: "name") } förlänger din stege { $low }–{ $high } i den { $end ->
        [low] nedre
       *[high] övre
    } änden: en stege växer i båda ändar, ett kort i taget.
tranca-add-run-two-both = Tvåan får läggas till din stege { $low }–{ $high } i båda ändar och står då för kortet under eller över den: stegen har ingen tvåa än.
tranca-add-run-two-one = Tvåan får bara läggas till din stege { $low }–{ $high } i den { $end ->
        [low] nedre änden: över esset kan en stege inte växa
       *[high] övre änden: under fyran kan en stege inte växa
    }.
tranca-lead-blocked = Stoppad.
tranca-lead-open = Inte stoppad.
tranca-blocked-empty = Slänghögen är tom: det finns inget att stoppa.
tranca-blocked-black-three = Det översta kortet är en svart trea ({ $top }): den stoppar högen för dig, nästa spelare, så du drar från draghögen den här turen.
tranca-blocked-two = Det översta kortet är en tvåa ({ $top }): högen kan inte tas medan en tvåa ligger överst.
tranca-blocked-no = Det översta kortet är { CARD($top, form: "name") }, varken en svart trea eller en tvåa, så högen är inte stoppad. Tranca har ingen frusen hög: den tas genom att du lägger ut det översta kortet med två kort från handen.
tranca-blocked-buried-two = En tvåa längre ner i högen ({ $cards }) ändrar ingenting: bara kortet överst kan stoppa den.
tranca-take-yes = Lägg genast ut det översta kortet, { CARD($top, form: "name") }, med { $pair } från handen som ett nytt bygge, { $meld }; resten av högen ({ COUNT($count, noun: "card") }) tar du på handen.
tranca-take-no = Det översta kortet är { CARD($top, form: "name") }, och inga två kort på din hand bildar ett bygge med det: ett set { RANK($rank, form: "plural") } eller en stege i dess färg (det ena av de två får vara en tvåa).
tranca-play-took-pile = Högen tas genom att det översta kortet, { $top }, genast läggs ut med { $pair } från handen.
tranca-play-morto = Din hand är tom, så du tar ditt lags morto ({ COUNT($count, noun: "card") }) och spelar vidare.
tranca-play-morto-discard = Ditt sista kort var ditt kast, så du tar ditt lags morto ({ COUNT($count, noun: "card") }) och spelar den från din nästa tur.
tranca-play-went-out = Turen går ut efter mortot; det avslutar given och ger { $bonus } för att gå ut.
tranca-go-out-no-take = Du kan inte ta högen, så du kan inte gå ut genom att ta den.
tranca-go-out-morto = Ditt lag har inte tagit sin morto än, och först efter den kan man gå ut.
tranca-go-out-morto-then = En hand som töms nu tar mortot ({ COUNT($count, noun: "card") }), och spelet fortsätter.
tranca-go-out-yes = Du kan gå ut: { $play }.
tranca-go-out-canasta = Ditt lag har tagit sin morto och har { COUNT($count, noun: "canasta") }, och för att gå ut krävs en.
tranca-go-out-no-canasta = Ditt lag har ingen canasta än, och dina kort kan inte fullborda en och gå ut den här turen: för att gå ut krävs en.
tranca-go-out-cannot = Dina kort kan inte alla läggas ut den här turen med högst ett kvar att kasta: { $hand }.
tranca-go-out-keep = Tills du kan gå ut behåller du ett kort att kasta.
tranca-score-melds = De utlagda korten för { $side } räknas som { SIGNED($points) }: tio vardera, en tvåa tjugo.
tranca-score-clean-canasta = En ren canasta ger { $side } { SIGNED($points) } utöver korten.
tranca-score-dirty-canasta = En blandad canasta ger { $side } { SIGNED($points) } utöver korten.
tranca-score-reds-plus = De röda treorna för { $side } ({ $count }) räknas plus, eftersom laget har en canasta: { SIGNED($points) }.
tranca-score-reds-minus = De röda treorna för { $side } ({ $count }) räknas minus, eftersom laget ingen canasta har: { $points }.
tranca-score-went-out = Att gå ut efter mortot ger { $side } { SIGNED($points) }.
tranca-score-hand-minus = Korten kvar på händerna för { $side } räknas minus: { $points }.
tranca-score-morto-penalty = { $side ->
        [us] Ditt lag
       *[them] Det andra laget
    } tog aldrig sin morto: { $points }.
tranca-score-nobody-out = Ingen gick ut: draghögen tog slut, och ingen får bonus för att gå ut.
step-add-run = lägga { $card } till din stege { $low }–{ $high }
step-add-run-end = lägga { $card } till din stege { $low }–{ $high } i den { $end ->
        [low] nedre
       *[high] övre
    } änden

# The questions a Tranca lesson step asks.
prompt-heading-tranca-blocked = Stoppad?
prompt-tranca-blocked = Är slänghögen stoppad för dig?
prompt-tranca-add-run = Får du lägga { CARD($card, form: "name") } ({ $card }) till din stege { $low }–{ $high }?

# Fel i en Tranca-ställningsfil (content/tranca_entry.py, content/question_readers.py).
error-tranca-morto-not-tranca = bara ett Tranca-bord har morton: utelämna morto_taken, eller skriv ruleset: tranca
error-tranca-canasta-only-key =
    Tranca har { $name ->
        [concealed] ingen dold utgång
        [partner] ingen partner att fråga "får jag gå ut?"
       *[melded_before] inget första bygge
    }: utelämna { $name }
error-tranca-morto-shape = morto_taken ska vara [våra, deras], som [yes, no], inte { $value }
error-tranca-meld = bygge { $n } ({ $cards }): { $problem }
error-tranca-two-runs = två stegar i samma färg ({ $run }): med runs-per-suit: one har ett lag en stege i varje färg
error-tranca-two-sets = två set { RANK($rank, form: "plural") } ({ $first } och { $second }): ett lag har ett set av varje valör, skriv dem som ett
error-tranca-joker = Tranca spelas utan jokrar (003: två kortlekar utan jokrar); bara tvåorna är jokerkort
error-tranca-no-suit = { $card }: i Tranca har varje kort sin färg (en stege är i samma färg), som { $example }
error-tranca-out-before-morto = went_out är { $side }, men det laget tog aldrig sitt morto: man går ut först efter mortot (skriv morto_taken)
error-tranca-out-no-canasta =
    went_out är { $side }, men det laget har ingen { $clean ->
        [yes] ren canasta
       *[no] canasta
    } att gå ut med
error-tranca-too-many =
    { $shown } kort i spel, { $mortos ->
        [one] ett morto
       *[other] { WORD($mortos) } morton
    } på { $size } med baksidan upp och { $stock } i draghögen blir { $total }, men Tranca-leken har bara { $pack }
error-tranca-run-span = { $value }: en stege med sina ändar, som 4h-6h, eller ett sets valör, som Q
error-tranca-run-suits = { $value }: en steges två ändar är i samma färg, som 4h-6h

# Quizgeneratorer för Trancas kluriga avgöranden (content/deals_tranca.py).
generate-title-tranca-take = { CARD($card, form: "name") } ligger överst på högen - ta den?
generate-title-tranca-black-three = En svart trea ligger överst på högen, { CARD($card, form: "name") } under den - ta högen?
generate-title-tranca-run = Ditt lag har en stege från { $low } till { $high } - får du lägga till { CARD($card, form: "name") }?
generate-title-tranca-morto =
    { $morto ->
        [yes] Ditt lag har tagit sitt morto
       *[no] Ditt lags morto ligger fortfarande med baksidan upp
    }, { $canasta ->
        [yes] en canasta ligger på bordet
       *[no] ingen canasta än
    } - kan du gå ut den här turen?
generate-summary-tranca-take-pile = Tranca: högen bara med det översta kortet och två kort från handen, aldrig under en svart trea
generate-summary-tranca-run-end = Tranca: en stege växer i båda ändar, från fyran till esset, med högst en tvåa
generate-summary-tranca-morto-go-out = Tranca: gå ut först efter mortot, med en canasta
