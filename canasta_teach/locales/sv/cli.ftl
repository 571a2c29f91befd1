# sv: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

admin-unknown-learner = { $name } finns inte på klasslistan (redan borttagen eller ihopslagen?).
admin-merge-self = { $name } kan inte slås ihop med sig själv: välj en annan elev.
admin-name-taken = En annan elev i den här klassen använder redan namnet { $name } (eller ett som ser likadant ut).
roster-heading = Klass { $name }: personliga länkar. Ge varje elev sin egen: länken (eller koden) öppnar den elevens framsteg, och inget annat gör det.
roster-address = Länkarna öppnar klassens server på { $url }
roster-kept = (har redan en kod, som behålls; --renew gör en ny)
roster-no-server = roster: ingen klasserver körs för klass { $name }, så länkarna skulle inte ha någon adress. Starta den först (canasta-teach serve --class { $name }) och kör roster igen, eller ange elevernas adress med --url.
roster-server-stopped = roster: klasservern för klass { $name } körde på { $url } men har stannat. Starta den igen (canasta-teach serve --class { $name }), eller ange elevernas adress med --url.
server-page-title = Canastaskola
server-full = Klassen är full just nu. Försök igen om en minut.
server-busy = Många sidor öppnas samtidigt. Den här sidan försöker igen av sig själv om några sekunder.
server-too-many-pages = För många sidor öppnades från den här datorn på kort tid. Vänta en minut och ladda sedan om sidan.
server-wrong-host = Den här servern svarar inte på den adressen. Använd adressen som din lärare gav dig.
cli-no-files = inga ställningsfiler hittades
cli-no-files-in-folder = inga ställningsfiler hittades (ingen *.yaml- eller *.yml-fil i den här mappen)
cli-cannot-judge = kan inte bedömas: { $error }
cli-ruling = { $id }{ $title }: { $ask } -> { $answer }
cli-rules = regler: { $rules }
cli-expect =
    väntat: { $answer } ({ $agrees ->
        [yes] stämmer
       *[no] STÄMMER INTE
    })
cli-sources = källor: { $sources }
cli-disagreement = oenighet: { $text }
cli-option = regeluppsättningens val: { $option }
cli-option-form = --option { $given }: skriv det som KEY=VALUE, till exempel wild-limit=more-natural
cli-rulesets = Regeluppsättningar: { $names }
cli-files =
    { $n ->
        [one] { $n } fil
       *[other] { $n } filer
    }
cli-positions =
    { $n ->
        [one] { $n } ställning
       *[other] { $n } ställningar
    }
cli-problems =
    { $n ->
        [one] { $n } problem
       *[other] { $n } problem
    }
cli-check-failed = kontroll: { $problems }; { $judged } av { $positions } från { $files } bedömda
cli-check-passed = kontroll: { $positions } i { $files }, alla giltiga, varje förväntan stämmer med domaren
cli-no-sources = inga
cli-note = anmärkning: { $text }

## canasta-teach serve: det läraren läser i terminalen, på serve --langs språk

serve-ready = Canastaskolan är redo på { $url }  (Ctrl-C stoppar)
serve-not-answered = Voila har inte svarat än; skolan bör visa sig på { $url }
serve-stopping = Stoppar Canastaskolan...
serve-teacher = Lärarens översikt för klassen { $name } (behåll länken för dig själv): { $url }
serve-class-deal = Klassens giv: { $deal } (alla elever som öppnar övningsbordet spelar den)
serve-deal-without-class = --deal anger en klass giv: starta servern med --class NAMN
serve-not-a-folder = kan inte servera { $root }: det är ingen mapp
serve-port-in-use = port { $port } på { $host } används redan: stoppa den andra servern eller välj en annan --port
serve-port-wanted = --port { $value }: här ska stå ett heltal från 1 till 65535
serve-preheat-wanted = --preheat { $value }: här ska stå antalet kärnor som hålls redo, 0 eller fler
serve-cull-wanted = --cull-idle { $value }: här ska stå hela sekunder, 0 eller fler (0 behåller lediga kärnor för alltid)
serve-host-wanted = --host { $value }: här ska stå en adress som 127.0.0.1
serve-limit-wanted =
    { $name ->
        [max-kernels] --max-kernels
        [page-loads] --page-loads-per-minute
       *[kernel-memory] --kernel-memory-mb
    } { $value }: här ska stå ett heltal, 0 eller fler (0: ingen gräns)
serve-preheat-cap = --preheat { $preheat } håller { $ready } kärnor redo, så många som taket på { $cap } kärnor tillåter, och lämnar ingen plats åt eleverna: ge --max-kernels mer än { $ready }, eller förvärm färre
serve-positions-not-folder = --positions { $path }: ingen mapp
serve-positions-none = --positions { $path }: inga *.yaml-ställningsfiler i den
serve-positions-refused =
    ställningarna i { $folder } serveras inte: { $n ->
        [one] { $n } problem
       *[other] { $n } problem
    } (rätta dem och kör sedan `canasta-teach check { $path }`):
serve-positions-refused-live = ställningarna serveras inte:
serve-positions-unchecked = canasta-teach: ställningsfiler: inte kontrollerade inom servers budget för genomspelningar: { $line }
serve-positions-kept = canasta-teach: ställningsfilerna har ändrats, eleverna behåller den senaste goda versionen: { $line }
serve-positions-new =
    canasta-teach: ställningsfilerna har ändrats, eleverna får nu den nya versionen ({ $n ->
        [one] { $n } fil
       *[other] { $n } filer
    } från { $folder })
serve-positions-recheck-failed = canasta-teach: kunde inte kontrollera ställningsfilerna i { $folder } igen: { $error }
serve-positions-unreadable = { $folder }: filerna kunde inte läsas ({ $reason })

## canasta-teach lab och hub-config (cli/lab.py, cli/hub.py)

lab-ready = Canastaskolan i JupyterLab på { $url }  (Ctrl-C stoppar)
lab-copied =
    { $n ->
        [one] kopierade { $n } anteckningsbok
       *[other] kopierade { $n } anteckningsböcker
    }
lab-updated = uppdaterade { $n }
lab-kept = behöll dina ändrade { $names }
lab-ask-replace = Du har ändrat { $name }. Ska den ersättas med den nya versionen från canasta-teach? [y/N]
lab-no-notebooks = inga anteckningsböcker att kopiera i { $source }
lab-folder-is-file = { $folder } är en fil, inte en mapp: ange en mapp för anteckningsböckerna
lab-positions-problems = { $path }: { $problems }; kör canasta-teach check { $path }
lab-not-installed = JupyterLab är inte installerat: pip install 'canasta-teach[lab]'
lab-did-not-start = JupyterLab startade inte; dess meddelanden finns i { $log }
hub-cull-wanted = { $option } { $value }: här ska stå hela sekunder, 0 eller fler
hub-positions-none = --positions { $path }: inga *.yaml-ställningsfiler i den mappen
hub-positions-refused = vägrar ställningarna i { $folder }:
hub-store-needed = --store postgresql://USER:PASSWORD@HOST:PORT/DATABASE behövs: varje användares server skriver till den (en SQLite-fil räcker för en maskin: canasta-teach serve)
hub-wrote = Skrev { $target }
