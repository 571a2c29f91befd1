# nl: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

handout-lang = nl
handout-kicker-file = Canastaschool · opgaven
handout-kicker-lesson = Canastaschool · Les { $number }
handout-page-title = { $title } · werkblad
handout-name = Naam:
handout-date = Datum:
handout-instructions = { COUNT($n, noun: "question", digits: "yes") }. Bekijk de tafel, zet dan één kruisje (of schrijf beide scores op) en zeg in een paar woorden welke regel het beslist. De tafel toont je team onderaan: je groepen en je hand.
handout-questions = Vragen
handout-write-scores = schrijf de scores op
handout-tick-one = kruis er één aan
handout-why = Waarom?
handout-key = Antwoorden
handout-key-title = Antwoorden · { $title }
handout-key-intro = Voor de leraar. Elke uitspraak is die van de rechter, met de regels die hij noemt en de bronnen waar ze in staan; de kleine tafel markeert de kaarten die het beslissen.
handout-sources = Bronnen: { $sources }.
handout-source = { $code } { $name }
handout-answer = Antwoord:
handout-rules-cited =
    { $n ->
        [one] Genoemde regel
       *[other] Genoemde regels
    }
handout-rule-sources = (bronnen { $codes })
handout-highlighted = beslissende kaarten gemarkeerd ▲
handout-the-table = de tafel
handout-footer = Afgedrukt uit canasta-teach.
handout-wrote = { $out } geschreven: { $title }, { COUNT($n, noun: "position", digits: "yes") } met antwoorden

## wat `canasta-teach handout` zegt als het niet kan afdrukken

handout-no-source = noem een les (haar id of nummer) of een standbestand
handout-no-lesson = geen les { $lesson }: kies een van { $choices }
handout-no-file = { $path }: dat standbestand bestaat niet (geef een les-id zoals 05-taking-the-pile, haar nummer of een YAML-bestand)
handout-empty-file = { $path }: het bestand bevat geen standen (verwacht: een YAML-lijst van items die beginnen met '- id:')
handout-lesson-empty = les { $lesson } heeft geen standen om af te drukken
handout-no-folder = { $out }: de map { $folder } bestaat niet
handout-cannot-write = { $out }: het werkblad kan niet geschreven worden ({ $reason })
