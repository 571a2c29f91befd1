# sv: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

dashboard-title = Din klass
dashboard-lesson-generated = Quiz: påhittade positioner
dashboard-lesson-class = Din lärares positioner
dashboard-title-named = Klass { $name }
dashboard-no-answers = Inga svar än. Eleverna syns här så snart de har svarat på en fråga.
dashboard-roster = { COUNT($n, noun: "learner", digits: "yes") } på klasslistan: { $names }.
dashboard-learners = { COUNT($n, noun: "learner", digits: "yes") }
dashboard-count = { $learners }, { COUNT($answers, noun: "first answer", digits: "yes") } (ett per elev och fråga; övning efteråt räknas inte).
dashboard-no-code =
    { $n } { $n ->
        [one] elev har
       *[other] elever har
    } ingen personlig kod än (från tiden före koderna): skriv ut deras länkar med { $command }.
dashboard-missed-count = { $missed } av { COUNT($learners, noun: "learner", digits: "yes") } svarade fel första gången
dashboard-most-missed = De { $n } avgöranden som oftast besvaras fel
dashboard-stuck = Vem som kan ha kört fast
dashboard-stuck-missed = fel på { $missed } av sina senaste { $recent } första svar
dashboard-stuck-unfinished = började { $lessons } och har inte gjort den klar
dashboard-stuck-more = … och { $n } till (alla finns nedan).
dashboard-nobody-stuck = Ingen: ingen elev svarade fel på de flesta av sina senaste svar eller lämnade en lektion oavslutad.
dashboard-details = Fler siffror: öppna en del för att se den
dashboard-open-missed = Diagram över de avgöranden som oftast besvaras fel ({ $n })
dashboard-open-rules = Per regel ({ COUNT($n, noun: "rule", digits: "yes") }): hur ofta var och en besvarades fel första gången
dashboard-open-positions = Per position ({ COUNT($n, noun: "position", digits: "yes") }): hur ofta var och en besvarades fel första gången, svårast först
dashboard-open-stuck = Vem som kan ha kört fast, i sin helhet ({ COUNT($n, noun: "learner", digits: "yes") }): vad de svarade fel på och när de senast sågs
dashboard-chart-missed = Elever som svarade fel första gången
dashboard-axis-learners = elever
dashboard-per-rule = Per regel
dashboard-chart-rules = Andel fel första gången, per regel (rött: de flesta elever svarar fel)
dashboard-axis-share = andel fel
dashboard-per-position = Per position
dashboard-chart-positions = Andel fel första gången, per position (de { $n } svåraste)
dashboard-col-rule = regel
dashboard-col-position = position
dashboard-col-lesson = lektion
dashboard-col-learners = elever
dashboard-col-missed = elever som svarade fel
dashboard-col-right-first = rätt första gången
dashboard-col-learner = elev
dashboard-col-wrong-recent = fel av senaste första svar
dashboard-col-unfinished = påbörjade lektioner, inte klara
dashboard-col-last-seen = senast sedd
dashboard-col-code = personlig kod
dashboard-col-right-first-time = rätt första gången
dashboard-col-lessons-done = klara lektioner
dashboard-of = { $n } av { $total }
dashboard-has-code = ja
dashboard-no-code-yet = inte än
dashboard-admin = Rätta klasslistan
dashboard-admin-learner = Elev
dashboard-admin-remove = Ta bort
dashboard-admin-rename = Byt namn till
dashboard-admin-rename-button = Byt namn
dashboard-admin-merge = Samma barn som
dashboard-admin-merge-button = Slå ihop
dashboard-admin-removed = { $name } är borttagen: elevens svar räknas inte längre i siffrorna, och koden öppnar inte längre elevens framsteg.
dashboard-admin-renamed = { $old } visas nu som { $new }.
dashboard-admin-merged = { $name } räknas nu som { $into }: svaren hör nu till { $into } (det första svaret på varje fråga är det tidigaste).
dashboard-admin-locked = Bara lärarens sida kan ändra klasslistan.
dashboard-signed-in = behövs inte (inloggad på hubben)
dashboard-learners-heading = Elever
dashboard-locked = Den här sidan är för läraren.
dashboard-locked-how = Öppna den med lärarnyckeln som { $command } skrev ut (lägg till { $key } i adressen).
dashboard-refresh = ↻ Uppdatera
dashboard-unreadable = Resultaten kunde inte läsas.
dashboard-failed = Översikten kunde inte visas.
dashboard-practice = Övning: { $hands } omgångar spelade av { $learners } elever.
dashboard-practice-common = Klassens vanligaste dyra val: { $kind } ({ $n } gånger, av { $learners } elever).
dashboard-practice-table = Övningsomgångar per elev
dashboard-col-hands = omgångar
dashboard-col-won = vunna
dashboard-col-mean-score = poäng per omgång i snitt
dashboard-col-reviewed = genomgångna
dashboard-col-costly = dyra val
dashboard-col-common = vanligast
