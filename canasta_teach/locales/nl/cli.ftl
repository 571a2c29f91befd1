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

## canasta-teach --help

cli-help-description = Een Canastaschool: scheidsrechter voor de regels, lessen, quiz en klaslokaal.
cli-help-judge = beslis over de standen in YAML-bestanden
cli-help-check = controleer standbestanden en vergelijk elke verwachting met de scheidsrechter
cli-help-rules = druk het regelboek af
cli-help-selfplay = bots spelen rondes tegen elkaar via de spelleider
cli-help-serve = bied de lessen aan als webcursus met Voila
cli-help-handout = schrijf een afdrukbaar werkblad van een les met antwoorden
cli-help-handout-lesson = de id van een les (05-taking-the-pile), het nummer (5) of een YAML-bestand met standen
cli-help-handout-out = waar de pagina komt (standaard: LESSON-handout.html in de huidige map)
cli-help-hub-config = schrijf een jupyterhub_config.py (of waarden voor zero-to-jupyterhub) voor een school
cli-help-roster = druk de persoonlijke link van elke leerling van een klas af
cli-help-lab = kopieer de notebooks naar een map en open ze in JupyterLab
cli-help-hub-singleuser = de server van één gebruiker op JupyterHub (de hub start hem)
cli-help-judge-files = standbestanden of mappen (standaard: de meegeleverde standen)
cli-help-judge-json = één JSON-object per stand
cli-help-lang = de taal van de uitvoer ({ $languages }; standaard en)
cli-help-check-files = standbestanden of mappen (standaard: de meegeleverde standen)
cli-help-rules-ruleset = noem de getallen van die regelset (het doel, de tabel voor de eerste groep...); standaard classic
cli-help-rules-option = een optie van de regelset waarvan je de getallen wilt zien (herhaalbaar)
cli-help-serve-host = adres waarop de server luistert (standaard { $default }: alleen deze computer; met 0.0.0.0 kan het klaslokaal verbinden)
cli-help-serve-port = poort waarop de server luistert (standaard { $default })
cli-help-serve-preheat = houd N kernels per notebook (startpagina, elke les, quiz) vooraf gestart en weergegeven: pagina's openen sneller, maar N x notebooks kernels (elk ~70 MB) blijven in het geheugen (standaard { $default })
cli-help-serve-cull-idle = sluit de kernel van een gesloten pagina na zoveel seconden zonder activiteit (standaard { $default }; 0 nooit)
cli-help-serve-max-kernels = hoogstens zoveel kernels (open pagina's, en de kernels die --preheat klaarhoudt) tegelijk; één pagina meer krijgt 'De klas is nu vol, probeer het over een minuut opnieuw' (HTTP 503) en start geen kernel (standaard: de helft van het vrije geheugen bij de start bij { $mb } MB per kernel, binnen de grens voor open bestanden, 4 tot { $ceiling }; hier { $here }; 0 geen grens)
cli-help-serve-page-loads-per-minute = pagina's die één computer (één adres) per minuut mag openen, evenveel tegelijk; meer krijgen HTTP 429 en starten geen kernel (standaard { $default }; verhoog het als de klas je via één gedeeld adres bereikt; 0 geen grens)
cli-help-serve-names-per-page = nieuwe namen die één pagina per minuut mag proberen; meer worden met uitleg geweigerd (standaard { $default }; 0 geen grens)
cli-help-serve-names-per-address = nieuwe namen die één computer (één adres) per minuut mag proberen, al zijn pagina's samen (standaard { $default }; verhoog het als de klas je via één gedeeld adres bereikt; 0 geen grens)
cli-help-serve-roster-only = leerlingen komen alleen uit `canasta-teach roster`: de pagina's nemen persoonlijke codes aan, geen namen
cli-help-serve-kernel-memory-mb = het meeste geheugen dat de kernel van één pagina mag gebruiken; een kernel die erover gaat wordt gestopt en zijn pagina zegt dat hij opnieuw is gestart (de leerling laadt hem opnieuw), zodat geen pagina meer dan zijn deel kan nemen (standaard { $default }; 0 geen grens)
cli-help-serve-allow-host = een naam waarmee leerlingen deze computer bereiken, naast zijn eigen naam en adressen (herhaal voor meer); verzoeken voor elke andere naam krijgen 403
cli-help-serve-open = open de startpagina in de standaardwebbrowser
cli-help-serve-class = bied een klas aan: haar antwoorden gaan naar een eigen opslag, en het overzicht heet NAME
cli-help-serve-lang = de taal van de klas (en, da, sv, de, nl: een taal met een volledige catalogus): pagina's openen erin, tenzij het adres (?lang=) of de leerling een andere koos
cli-help-serve-deal = met --class: de klassendeling, een delingsnummer van de oefentafel (of 'new' voor een nieuwe deling voor vier spelers tegen verstandige bots): elke leerling van de klas die de oefentafel opent, speelt hem; het overzicht vergelijkt hun handen. De cijfers mogen gegroepeerd zijn zoals de pagina's ze tonen (zet ze tussen aanhalingstekens: --deal '1844 6744 0737 0955 1615 42')
cli-help-serve-deal-ruleset = met --deal: het spel waarin de klassendeling wordt gespeeld (tranca: Tranca aan een tafel van vier; zoals ?practice&deal=N&ruleset=tranca)
cli-help-serve-positions = een map met de standbestanden van de leraar (*.yaml), aangeboden als extra les en toegevoegd aan de quiz; bestanden die niet door `canasta-teach check` komen, of het id van een stand uit een meegeleverde les hergebruiken, worden bij de start geweigerd; wijzigingen tijdens het draaien worden opnieuw gecontroleerd, en een kapotte wijziging houdt de laatste goede versie (het serverlog zegt waarom)
cli-help-serve-store = de voortgangsopslag: een SQLite-bestand (standaard $CANASTA_TEACH_DB, anders ~/.local/share/canasta-teach/progress.sqlite3, of class-NAME.sqlite3 met --class; het moet buiten de aangeboden mappen liggen), of een PostgreSQL-database, postgresql://USER:PASSWORD@HOST:PORT/DATABASE (heeft de extra 'hub' nodig)
cli-help-hub-config-store = de gedeelde voortgangsopslag: postgresql://USER:PASSWORD@HOST:PORT/DATABASE (verplicht, behalve met --z2jh, waar de URL in een Kubernetes-secret staat)
cli-help-hub-config-out = waar het naartoe wordt geschreven (standaard { $default }; config.yaml met --z2jh; - voor stdout)
cli-help-hub-config-admin = een leraar: een hub-beheerder, wiens server opent op het overzicht van de klas (herhaalbaar)
cli-help-hub-config-class = de naam van de klas op het overzicht
cli-help-hub-config-positions = een map met de standbestanden van de leraar, nu gecontroleerd en aangeboden als extra les
cli-help-hub-config-host = adres waarop de hub luistert (standaard { $default })
cli-help-hub-config-port = poort waarop de hub luistert (standaard { $default })
cli-help-hub-config-authenticator = JupyterHub-authenticator: pam (de accounts van de machine, standaard), of een andere geïnstalleerde (bv. nativeauthenticator, github van oauthenticator)
cli-help-hub-config-spawner = JupyterHub-spawner (standaard { $default }: de server van elke gebruiker draait als die systeemgebruiker op deze machine)
cli-help-hub-config-cull-idle = stop de server van een gebruiker die zo lang niets doet (standaard { $default })
cli-help-hub-config-kernel-cull-idle = stop de kernel van een gesloten pagina na zo lang (standaard { $default })
cli-help-hub-config-lang = de taal van de klas (en, da, sv, de, nl), zoals serve --lang; deze regels zijn er ook in
cli-help-hub-config-proxy = configurable-http-proxy (standaard: in het PATH, of in node_modules van de checkout)
cli-help-hub-config-z2jh = schrijf in plaats daarvan waarden voor de Helm-chart zero-to-jupyterhub, voor een gebruikersimage IMAGE (bv. registry.example/school:0.1) met canasta-teach[hub] erin
cli-help-roster-names = de namen van de leerlingen (of gebruik --file)
cli-help-roster-class = de klas (zoals opgegeven bij serve --class): haar opslag bevat de leerlingen
cli-help-roster-file = een tekstbestand met namen, één per regel (lege regels en regels die met # beginnen worden overgeslagen)
cli-help-roster-store = de voortgangsopslag, zoals bij serve --store
cli-help-roster-url = het adres van de school voor de leerlingen (standaard: het adres van de draaiende `canasta-teach serve --class` van deze klas)
cli-help-roster-renew = geef leerlingen die al een code hebben een nieuwe (hun oude link werkt dan niet meer)
cli-help-lab-folder = waar de notebooks naartoe gaan (standaard: { $default }/ in de huidige map)
cli-help-lab-port = de poort van JupyterLab (standaard { $default }, of de volgende vrije)
cli-help-lab-teacher = je eigen JupyterLab als leraar: het overzicht van de klas (teacher.ipynb) opent zonder sleutel
cli-help-lab-class = de naam van de klas (de titel van het overzicht)
cli-help-lab-positions = een map met je eigen standbestanden: de extra les van class.ipynb (eerst gecontroleerd)
cli-help-lab-store = de voortgangsopslag: een SQLite-bestand of een postgresql://-URL (standaard: ~/.local/share/canasta-teach/progress.sqlite3)
cli-help-lab-no-browser = open geen browser
cli-help-lab-copy-only = kopieer de notebooks en stop (geen JupyterLab)
cli-help-lab-lang = de taal van de pagina's van de school en van deze regels (en, da, sv, de, nl), zoals serve --lang
cli-help-hub-singleuser-cull-idle = stop de kernel van een gesloten pagina na zo lang (standaard { $default })
cli-help-hub-singleuser-extra = verdere opties voor de server van één gebruiker (JupyterHub voegt zijn eigen toe)
