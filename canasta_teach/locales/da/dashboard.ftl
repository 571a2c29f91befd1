# da: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

dashboard-title = Din klasse
dashboard-lesson-generated = Quiz: opdigtede stillinger
dashboard-lesson-class = Din lærers stillinger
dashboard-title-named = Klasse { $name }
dashboard-no-answers = Ingen svar endnu. Eleverne dukker op her, så snart de svarer på et spørgsmål.
dashboard-roster = { COUNT($n, noun: "learner", digits: "yes") } på klasselisten: { $names }.
dashboard-learners = { COUNT($n, noun: "learner", digits: "yes") }
dashboard-count = { $learners }, { COUNT($answers, noun: "first answer", digits: "yes") } (ét pr. elev og spørgsmål; øvelse bagefter tælles ikke med).
dashboard-no-code =
    { $n } { $n ->
        [one] elev har
       *[other] elever har
    } ingen personlig kode endnu (fra før der var koder): udskriv deres links med { $command }.
dashboard-missed-count = { $missed } af { COUNT($learners, noun: "learner", digits: "yes") } svarede forkert første gang
dashboard-most-missed = De { $n } afgørelser, flest svarer forkert på
dashboard-stuck = Hvem der måske sidder fast
dashboard-stuck-missed = svarede forkert på { $missed } af sine seneste { $recent } første svar
dashboard-stuck-unfinished = er begyndt på { $lessons } og har ikke gjort den færdig
dashboard-stuck-more = … og { $n } til (alle står herunder).
dashboard-nobody-stuck = Ingen: ingen elev har svaret forkert på de fleste af sine seneste svar eller forladt en lektion halvfærdig.
dashboard-details = Flere tal: åbn et afsnit for at se det
dashboard-open-missed = Diagram over de afgørelser, flest svarer forkert på ({ $n })
dashboard-open-rules = Pr. regel ({ COUNT($n, noun: "rule", digits: "yes") }): hvor tit hver blev besvaret forkert første gang
dashboard-open-positions = Pr. stilling ({ COUNT($n, noun: "position", digits: "yes") }): hvor tit hver blev besvaret forkert første gang, sværeste først
dashboard-open-stuck = Hvem der måske sidder fast, fuld liste ({ COUNT($n, noun: "learner", digits: "yes") }): hvad de svarede forkert på, og hvornår de sidst var her
dashboard-chart-missed = Elever, der svarede forkert første gang
dashboard-axis-learners = elever
dashboard-per-rule = Pr. regel
dashboard-chart-rules = Andel forkerte første gang, pr. regel (rød: de fleste elever svarer forkert)
dashboard-axis-share = andel forkerte
dashboard-per-position = Pr. stilling
dashboard-chart-positions = Andel forkerte første gang, pr. stilling (de { $n } sværeste)
dashboard-col-rule = regel
dashboard-col-position = stilling
dashboard-col-lesson = lektion
dashboard-col-learners = elever
dashboard-col-missed = elever, der svarede forkert
dashboard-col-right-first = rigtigt første gang
dashboard-col-learner = elev
dashboard-col-wrong-recent = forkerte af seneste første svar
dashboard-col-unfinished = lektioner begyndt, ikke færdige
dashboard-col-last-seen = sidst set
dashboard-col-code = personlig kode
dashboard-col-right-first-time = rigtigt første gang
dashboard-col-lessons-done = lektioner færdige
dashboard-of = { $n } af { $total }
dashboard-has-code = ja
dashboard-no-code-yet = ikke endnu
dashboard-admin = Ret klasselisten
dashboard-admin-learner = Elev
dashboard-admin-remove = Fjern
dashboard-admin-rename = Omdøb til
dashboard-admin-rename-button = Omdøb
dashboard-admin-merge = Samme barn som
dashboard-admin-merge-button = Slå sammen
dashboard-admin-removed = { $name } er fjernet: elevens svar tæller ikke længere med i tallene, og koden åbner ikke længere elevens fremskridt.
dashboard-admin-renamed = { $old } vises nu som { $new }.
dashboard-admin-merged = { $name } tæller nu som { $into }: svarene hører nu til { $into } (det første svar på hvert spørgsmål er det tidligste).
dashboard-admin-locked = Kun lærerens side kan ændre klasselisten.
dashboard-signed-in = ikke nødvendig (logget ind via hubben)
dashboard-learners-heading = Elever
dashboard-locked = Denne side er til læreren.
dashboard-locked-how = Åbn den med den lærernøgle, som { $command } udskrev (føj { $key } til adressen).
dashboard-refresh = ↻ Opdater
dashboard-unreadable = Resultaterne kunne ikke læses.
dashboard-failed = Oversigten kunne ikke vises.
dashboard-practice = Øvelse: { $hands } runder spillet af { $learners } elever.
dashboard-practice-common = Klassens hyppigste dyre valg: { $kind } ({ $n } gange, af { $learners } elever).
dashboard-practice-table = Øverunder pr. elev
dashboard-col-hands = runder
dashboard-col-won = vundet
dashboard-col-mean-score = point pr. runde i gennemsnit
dashboard-col-reviewed = gennemgået
dashboard-col-costly = dyre valg
dashboard-col-common = hyppigst
