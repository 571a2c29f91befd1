# nl: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

dashboard-title = Je klas
dashboard-lesson-generated = Quiz: bedachte opgaven
dashboard-lesson-class = Opgaven van je leraar
dashboard-title-named = Klas { $name }
dashboard-no-answers = Nog geen antwoorden. Leerlingen verschijnen hier zodra ze een vraag beantwoorden.
dashboard-roster = { COUNT($n, noun: "learner", digits: "yes") } op de klassenlijst: { $names }.
dashboard-learners = { COUNT($n, noun: "learner", digits: "yes") }
dashboard-count = { $learners }, { COUNT($answers, noun: "first answer", digits: "yes") } (één per leerling en vraag; oefenen daarna telt niet mee).
dashboard-no-code =
    { $n } { $n ->
        [one] leerling heeft
       *[other] leerlingen hebben
    } nog geen persoonlijke code (van vóór de codes): druk hun links af met { $command }.
dashboard-missed-count =
    { $missed } van { COUNT($learners, noun: "learner", digits: "yes") } { $missed ->
        [one] had
       *[other] hadden
    } het de eerste keer fout
dashboard-most-missed = De { $n } vaakst gemiste uitspraken
dashboard-stuck = Wie misschien vastzit
dashboard-stuck-missed = had { $missed } van de laatste { $recent } eerste antwoorden fout
dashboard-stuck-unfinished = begon aan { $lessons } en heeft die niet afgemaakt
dashboard-stuck-more = …en nog { $n } (allemaal hieronder).
dashboard-nobody-stuck = Niemand: geen leerling had de meeste laatste antwoorden fout of liet een les onafgemaakt.
dashboard-details = Meer cijfers: open een onderdeel om het te zien
dashboard-open-missed = Grafiek van de vaakst gemiste uitspraken ({ $n })
dashboard-open-rules = Per regel ({ COUNT($n, noun: "rule", digits: "yes") }): hoe vaak elke regel de eerste keer gemist werd
dashboard-open-positions = Per opgave ({ COUNT($n, noun: "position", digits: "yes") }): hoe vaak elke opgave de eerste keer gemist werd, moeilijkste eerst
dashboard-open-stuck = Wie misschien vastzit, volledig ({ COUNT($n, noun: "learner", digits: "yes") }): wat ze misten en wanneer ze het laatst gezien zijn
dashboard-chart-missed = Leerlingen die het de eerste keer fout hadden
dashboard-axis-learners = leerlingen
dashboard-per-rule = Per regel
dashboard-chart-rules = Deel de eerste keer fout, per regel (rood: de meeste leerlingen missen hem)
dashboard-axis-share = deel fout
dashboard-per-position = Per opgave
dashboard-chart-positions = Deel de eerste keer fout, per opgave (de { $n } moeilijkste)
dashboard-col-rule = regel
dashboard-col-position = opgave
dashboard-col-lesson = les
dashboard-col-learners = leerlingen
dashboard-col-missed = leerlingen met fout
dashboard-col-right-first = de eerste keer goed
dashboard-col-learner = leerling
dashboard-col-wrong-recent = fout van laatste eerste antwoorden
dashboard-col-unfinished = lessen begonnen, niet af
dashboard-col-last-seen = laatst gezien
dashboard-col-code = persoonlijke code
dashboard-col-right-first-time = de eerste keer goed
dashboard-col-lessons-done = lessen af
dashboard-of = { $n } van { $total }
dashboard-has-code = ja
dashboard-no-code-yet = nog niet
dashboard-admin = Klassenlijst verbeteren
dashboard-admin-learner = Leerling
dashboard-admin-remove = Verwijderen
dashboard-admin-rename = Hernoemen tot
dashboard-admin-rename-button = Hernoemen
dashboard-admin-merge = Zelfde kind als
dashboard-admin-merge-button = Samenvoegen
dashboard-admin-removed = { $name } is verwijderd: de antwoorden tellen niet meer mee in de cijfers, en de code opent de voortgang niet meer.
dashboard-admin-renamed = { $old } heet nu { $new }.
dashboard-admin-merged = { $name } telt nu als { $into }: de antwoorden zijn nu van { $into } (het eerste antwoord op elke vraag is het vroegste).
dashboard-admin-locked = Alleen de pagina van de leraar kan de klassenlijst wijzigen.
dashboard-signed-in = niet nodig (aangemeld op de hub)
dashboard-learners-heading = Leerlingen
dashboard-locked = Deze pagina is voor de leraar.
dashboard-locked-how = Open hem met de leraarsleutel die { $command } heeft afgedrukt (zet { $key } achter het adres).
dashboard-refresh = ↻ Vernieuwen
dashboard-unreadable = De resultaten konden niet worden gelezen.
dashboard-failed = Het overzicht kon niet worden getoond.
dashboard-practice = Oefenen: { $hands } rondes gespeeld door { $learners } leerlingen.
dashboard-practice-common = De meest voorkomende dure keuze van de klas: { $kind } ({ $n } keer, door { $learners } leerlingen).
dashboard-practice-table = Oefenrondes per leerling
dashboard-col-hands = rondes
dashboard-col-won = gewonnen
dashboard-col-mean-score = gemiddelde punten per ronde
dashboard-col-reviewed = nagekeken
dashboard-col-costly = dure keuzes
dashboard-col-common = meest voorkomend
dashboard-col-games = gespeelde spellen
dashboard-games = { $game }: { $n }
