# de: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

handout-lang = de
handout-kicker-file = Canasta-Schule · Stellungen
handout-kicker-lesson = Canasta-Schule · Lektion { $number }
handout-page-title = { $title } · Arbeitsblatt
handout-name = Name:
handout-date = Datum:
handout-instructions = { COUNT($n, noun: "question", digits: "yes") }. Schau dir den Tisch an, kreuze dann ein Kästchen an (oder schreib beide Ergebnisse auf) und sag in ein paar Worten, welche Regel entscheidet. Der Tisch zeigt deine Partei unten: deine Figuren und deine Hand.
handout-questions = Fragen
handout-write-scores = Ergebnisse eintragen
handout-tick-one = eins ankreuzen
handout-why = Warum?
handout-key = Lösungen
handout-key-title = Lösungen · { $title }
handout-key-intro = Für die Lehrkraft. Jede Entscheidung stammt vom Schiedsrichter, mit den Regeln, auf die er sich stützt, und den Quellen, in denen sie stehen; der kleine Tisch markiert die Karten, auf die es ankommt.
handout-sources = Quellen: { $sources }.
handout-source = { $code } { $name }
handout-answer = Antwort:
handout-rules-cited =
    { $n ->
        [one] Angeführte Regel
       *[other] Angeführte Regeln
    }
handout-rule-sources = (Quellen { $codes })
handout-highlighted = entscheidende Karten markiert ▲
handout-the-table = der Tisch
handout-footer = Gedruckt aus canasta-teach.
handout-wrote = { $out } geschrieben: { $title }, { COUNT($n, noun: "position", digits: "yes") } mit Lösungen

## was `canasta-teach handout` sagt, wenn es nicht drucken kann

handout-no-source = nenne eine Lektion (ihre ID oder Nummer) oder eine Stellungsdatei
handout-no-lesson = keine Lektion { $lesson }: wähle eine von { $choices }
handout-no-file = { $path }: diese Stellungsdatei gibt es nicht (gib eine Lektions-ID wie 05-taking-the-pile, ihre Nummer oder eine YAML-Datei an)
handout-empty-file = { $path }: die Datei enthält keine Stellungen (erwartet: eine YAML-Liste von Einträgen, die mit '- id:' beginnen)
handout-lesson-empty = die Lektion { $lesson } hat keine Stellungen zum Drucken
handout-no-folder = { $out }: den Ordner { $folder } gibt es nicht
handout-cannot-write = { $out }: das Arbeitsblatt lässt sich nicht schreiben ({ $reason })
