# sv: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

handout-lang = sv
handout-kicker-file = Canastaskolan · positioner
handout-kicker-lesson = Canastaskolan · Lektion { $number }
handout-page-title = { $title } · utdelningsblad
handout-name = Namn:
handout-date = Datum:
handout-instructions = { COUNT($n, noun: "question", digits: "yes") }. Titta på bordet, kryssa sedan i en ruta (eller skriv båda lagens poäng) och säg med några ord vilken regel som avgör. Bordet visar ditt lag längst ner: dina byggen och din hand.
handout-questions = Frågor
handout-write-scores = skriv poängen
handout-tick-one = kryssa i en
handout-why = Varför?
handout-key = Facit
handout-key-title = Facit · { $title }
handout-key-intro = För läraren. Varje avgörande är domarens, med de regler det hänvisar till och källorna som anger dem; den lilla tabellen markerar korten som avgör.
handout-sources = Källor: { $sources }.
handout-source = { $code } { $name }
handout-answer = Svar:
handout-rules-cited =
    { $n ->
        [one] Regel som åberopas
       *[other] Regler som åberopas
    }
handout-rule-sources = (källor { $codes })
handout-highlighted = avgörande kort markerade ▲
handout-the-table = bordet
handout-footer = Utskrivet från canasta-teach.
handout-wrote = skrev { $out }: { $title }, { COUNT($n, noun: "position", digits: "yes") } med facit

## det `canasta-teach handout` säger när det inte kan skriva ut

handout-no-source = ange en lektion (dess id eller nummer) eller en ställningsfil
handout-no-lesson = ingen lektion { $lesson }: välj en av { $choices }
handout-no-file = { $path }: den ställningsfilen finns inte (ange ett lektions-id som 05-taking-the-pile, dess nummer eller en YAML-fil)
handout-empty-file = { $path }: filen har inga ställningar (väntade en YAML-lista med poster som börjar med '- id:')
handout-lesson-empty = lektion { $lesson } har inga ställningar att skriva ut
handout-no-folder = { $out }: mappen { $folder } finns inte
handout-cannot-write = { $out }: kan inte skriva utdelningsbladet ({ $reason })
