# nl: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

admin-unknown-learner = { $name } staat niet op de klassenlijst (al verwijderd of samengevoegd?).
admin-merge-self = { $name } kan niet met zichzelf worden samengevoegd: kies een andere leerling.
admin-name-taken = Een andere leerling van deze klas gebruikt de naam { $name } al (of een naam die erop lijkt).
roster-heading = Klas { $name }: persoonlijke links. Geef elke leerling zijn eigen link: de link (of de code) opent de voortgang van die leerling, en niets anders doet dat.
roster-address = De links openen de klasserver op { $url }
roster-kept = (heeft al een code, behouden; --renew maakt een nieuwe)
roster-no-server = roster: er draait geen klasserver voor klas { $name }, dus de links zouden geen adres hebben. Start hem eerst (canasta-teach serve --class { $name }) en voer roster opnieuw uit, of geef het adres voor de leerlingen op met --url.
roster-server-stopped = roster: de klasserver voor klas { $name } draaide op { $url }, maar is gestopt. Start hem opnieuw (canasta-teach serve --class { $name }), of geef het adres voor de leerlingen op met --url.
server-page-title = Canastaschool
server-full = De klas is nu vol. Probeer het over een minuut opnieuw.
server-busy = Er gaan veel pagina's tegelijk open. Deze pagina probeert het over een paar seconden vanzelf opnieuw.
server-too-many-pages = Er zijn in korte tijd te veel pagina's geopend vanaf deze computer. Wacht een minuut en laad de pagina dan opnieuw.
server-wrong-host = Deze server reageert niet op dat adres. Gebruik het adres dat je van je leraar kreeg.
cli-no-files = geen stellingbestanden gevonden
cli-no-files-in-folder = geen stellingbestanden gevonden (geen *.yaml- of *.yml-bestand in deze map)
cli-cannot-judge = kan niet beoordeeld worden: { $error }
cli-ruling = { $id }{ $title }: { $ask } -> { $answer }
cli-rules = regels: { $rules }
cli-expect =
    verwacht: { $answer } ({ $agrees ->
        [yes] klopt
       *[no] KLOPT NIET
    })
cli-sources = bronnen: { $sources }
cli-disagreement = verschil: { $text }
cli-option = optie van de regelset: { $option }
cli-option-form = --option { $given }: schrijf het als KEY=VALUE, zoals wild-limit=more-natural
cli-rulesets = Regelsets: { $names }
cli-files =
    { $n ->
        [one] { $n } bestand
       *[other] { $n } bestanden
    }
cli-positions =
    { $n ->
        [one] { $n } stelling
       *[other] { $n } stellingen
    }
cli-problems =
    { $n ->
        [one] { $n } probleem
       *[other] { $n } problemen
    }
cli-check-failed = controle: { $problems }; { $judged } van { $positions } uit { $files } beoordeeld
cli-check-passed = controle: { $positions } in { $files }, alle geldig, elke verwachting klopt met de scheidsrechter
cli-no-sources = geen
cli-note = opmerking: { $text }

## canasta-teach serve: wat de leraar in de terminal leest, in de taal van serve --lang

serve-ready = Canastaschool klaar op { $url }  (Ctrl-C stopt)
serve-not-answered = Voila heeft nog niet geantwoord; de school zou moeten verschijnen op { $url }
serve-stopping = De Canastaschool stopt...
serve-teacher = Overzicht voor de leraar van klas { $name } (houd deze link voor jezelf): { $url }
serve-class-deal = Klassendeling: { $deal } (iedereen die de oefentafel opent, speelt hem)
serve-deal-without-class = --deal noemt de deling van een klas: start de server met --class NAAM
serve-not-a-folder = kan { $root } niet serveren: geen map
serve-port-in-use = poort { $port } op { $host } is al in gebruik: stop de andere server of kies --port
serve-port-wanted = --port { $value }: hier hoort een heel getal van 1 tot 65535
serve-preheat-wanted = --preheat { $value }: hier hoort het aantal kernels dat klaar wordt gehouden, 0 of meer
serve-cull-wanted = --cull-idle { $value }: hier horen hele seconden, 0 of meer (0 houdt ongebruikte kernels voor altijd)
serve-host-wanted = --host { $value }: hier hoort een adres zoals 127.0.0.1
serve-limit-wanted =
    { $name ->
        [max-kernels] --max-kernels
        [page-loads] --page-loads-per-minute
       *[kernel-memory] --kernel-memory-mb
    } { $value }: hier hoort een heel getal, 0 of meer (0: geen grens)
serve-preheat-cap = --preheat { $preheat } houdt { $ready } kernels klaar, zoveel als de grens van { $cap } kernels toestaat, en laat geen plaats over voor de leerlingen: geef --max-kernels meer dan { $ready }, of warm er minder voor
serve-positions-not-folder = --positions { $path }: geen map
serve-positions-none = --positions { $path }: er staan geen *.yaml-standbestanden in
serve-positions-refused =
    de standen in { $folder } worden niet geserveerd: { $n ->
        [one] { $n } probleem
       *[other] { $n } problemen
    } (los ze op en voer dan `canasta-teach check { $path }` uit):
serve-positions-refused-live = de standen worden niet geserveerd:
serve-positions-unchecked = canasta-teach: standbestanden: niet gecontroleerd binnen het uitspeelbudget van serve: { $line }
serve-positions-kept = canasta-teach: standbestanden gewijzigd, de leerlingen houden de laatste goede versie: { $line }
serve-positions-new =
    canasta-teach: standbestanden gewijzigd, de leerlingen krijgen nu de nieuwe versie ({ $n ->
        [one] { $n } bestand
       *[other] { $n } bestanden
    } uit { $folder })
serve-positions-recheck-failed = canasta-teach: kon de standbestanden in { $folder } niet opnieuw controleren: { $error }
serve-positions-unreadable = { $folder }: de bestanden konden niet gelezen worden ({ $reason })

## canasta-teach lab en hub-config (cli/lab.py, cli/hub.py)

lab-ready = Canasta-school in JupyterLab op { $url }  (Ctrl-C stopt)
lab-copied =
    { $n ->
        [one] { $n } notebook gekopieerd
       *[other] { $n } notebooks gekopieerd
    }
lab-updated = { $n } bijgewerkt
lab-kept = je gewijzigde bewaard: { $names }
lab-ask-replace = Je hebt { $name } gewijzigd. Vervangen door de nieuwe versie van canasta-teach? [y/N]
lab-no-notebooks = geen notebooks om te kopiëren in { $source }
lab-folder-is-file = { $folder } is een bestand, geen map: geef een map voor de notebooks
lab-positions-problems = { $path }: { $problems }; voer canasta-teach check { $path } uit
lab-not-installed = JupyterLab is niet geïnstalleerd: pip install 'canasta-teach[lab]'
lab-did-not-start = JupyterLab is niet gestart; de meldingen staan in { $log }
hub-cull-wanted = { $option } { $value }: hier horen hele seconden, 0 of meer
hub-positions-none = --positions { $path }: geen *.yaml-stellingbestanden in die map
hub-positions-refused = de stellingen in { $folder } worden geweigerd:
hub-store-needed = --store postgresql://USER:PASSWORD@HOST:PORT/DATABASE is nodig: de server van elke gebruiker schrijft erin (een SQLite-bestand dient één machine: canasta-teach serve)
hub-wrote = { $target } geschreven
