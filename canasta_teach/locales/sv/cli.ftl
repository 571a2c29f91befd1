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

## canasta-teach --help

cli-help-description = En Canastaskola: domare för reglerna, lektioner, quiz och klassrum.
cli-help-judge = avgör ställningarna i YAML-filer
cli-help-check = kontrollera ställningsfiler och jämför varje förväntan med domaren
cli-help-rules = skriv ut regelboken
cli-help-selfplay = robotar spelar omgångar mot varandra genom spelledaren
cli-help-serve = visa lektionerna som en webbguide med Voila
cli-help-handout = skriv ett utskrivbart arbetsblad för en lektion med facit
cli-help-handout-lesson = en lektions id (05-taking-the-pile), dess nummer (5) eller en YAML-fil med ställningar
cli-help-handout-out = var sidan ska skrivas (standard: LESSON-handout.html i den aktuella mappen)
cli-help-hub-config = skriv en jupyterhub_config.py (eller värden för zero-to-jupyterhub) för en skola
cli-help-roster = skriv ut varje elevs personliga länk för en klass
cli-help-lab = kopiera anteckningsböckerna till en mapp och öppna dem i JupyterLab
cli-help-hub-singleuser = en användares server på JupyterHub (hubben startar den)
cli-help-judge-files = ställningsfiler eller mappar (standard: de medföljande ställningarna)
cli-help-judge-json = ett JSON-objekt per ställning
cli-help-lang = utskriftens språk ({ $languages }; standard en)
cli-help-check-files = ställningsfiler eller mappar (standard: de medföljande ställningarna)
cli-help-rules-ruleset = ange regeluppsättningens tal (dess mål, dess tabell för första bygget...); standard classic
cli-help-rules-option = ett val i regeluppsättningen vars tal ska anges (kan upprepas)
cli-help-serve-host = adressen servern lyssnar på (standard { $default }: bara den här datorn; 0.0.0.0 låter klassrummet ansluta)
cli-help-serve-port = porten servern lyssnar på (standard { $default })
cli-help-serve-preheat = håll N kärnor per anteckningsbok (startsida, varje lektion, quiz) startade och visade i förväg: sidorna öppnas snabbare, men N x anteckningsböcker kärnor (ca 70 MB var) stannar i minnet (standard { $default })
cli-help-serve-cull-idle = stäng kärnan för en stängd sida efter så många sekunder utan aktivitet (standard { $default }; 0 aldrig)
cli-help-serve-max-kernels = högst så många kärnor (öppna sidor och de som --preheat håller redo) samtidigt; en sida till får "Klassen är full just nu, försök igen om en minut" (HTTP 503) och startar ingen kärna (standard: hälften av minnet som är ledigt vid start med { $mb } MB per kärna, inom gränsen för öppna filer, 4 till { $ceiling }; här { $here }; 0 ingen gräns)
cli-help-serve-page-loads-per-minute = sidor som en dator (en adress) får öppna per minut, lika många samtidigt; fler får HTTP 429 och startar ingen kärna (standard { $default }; höj den om klassen når dig genom en gemensam adress; 0 ingen gräns)
cli-help-serve-names-per-page = nya namn som en sida får prova per minut; fler avvisas med en förklaring (standard { $default }; 0 ingen gräns)
cli-help-serve-names-per-address = nya namn som en dator (en adress) får prova per minut, alla dess sidor tillsammans (standard { $default }; höj den om klassen når dig genom en gemensam adress; 0 ingen gräns)
cli-help-serve-roster-only = eleverna kommer bara från `canasta-teach roster`: sidorna tar emot personliga koder, inte namn
cli-help-serve-kernel-memory-mb = det mesta minne en sidas kärna får använda; en kärna som går över stoppas, och dess sida säger att den startades om (eleven laddar om den), så ingen sida kan ta mer än sin andel (standard { $default }; 0 ingen gräns)
cli-help-serve-allow-host = ett namn som eleverna använder för att nå den här datorn, utöver dess eget namn och adresser (upprepa för flera); förfrågningar till alla andra namn får 403
cli-help-serve-open = öppna startsidan i standardwebbläsaren
cli-help-serve-class = visa en klass: dess svar sparas i ett eget lager, och översikten får titeln NAME
cli-help-serve-lang = klassens språk (en, da, sv, de, nl: ett språk med en komplett katalog): sidorna öppnas på det, om inte adressen (?lang=) eller eleven har valt ett annat
cli-help-serve-deal = med --class: klassens giv, ett givnummer från övningsbordet (eller 'new' för en ny giv för fyra spelare mot förnuftiga robotar): varje elev i klassen som öppnar övningsbordet spelar den; översikten jämför deras händer. Siffrorna får vara grupperade som sidorna visar dem (sätt dem inom citattecken: --deal '1844 6744 0737 0955 1615 42')
cli-help-serve-deal-ruleset = med --deal: spelet som klassens giv spelas i (tranca: Tranca vid ett bord med fyra; som ?practice&deal=N&ruleset=tranca)
cli-help-serve-positions = en mapp med lärarens ställningsfiler (*.yaml), visad som en extra lektion och tillagd i quizen; filer som inte klarar `canasta-teach check` eller återanvänder id:t för en medföljande lektions ställning avvisas vid start; ändringar under tiden kontrolleras igen, och en felaktig ändring behåller den senaste goda versionen (serverloggen säger varför)
cli-help-serve-store = framstegslagret: en SQLite-fil (standard $CANASTA_TEACH_DB, annars ~/.local/share/canasta-teach/progress.sqlite3, eller class-NAME.sqlite3 med --class; den måste ligga utanför de visade mapparna), eller en PostgreSQL-databas, postgresql://USER:PASSWORD@HOST:PORT/DATABASE (kräver tillägget 'hub')
cli-help-hub-config-store = det gemensamma framstegslagret: postgresql://USER:PASSWORD@HOST:PORT/DATABASE (krävs, utom med --z2jh där URL:en ligger i en Kubernetes-secret)
cli-help-hub-config-out = vart den ska skrivas (standard { $default }; config.yaml med --z2jh; - för stdout)
cli-help-hub-config-admin = en lärare: en hubbadministratör vars server öppnas på klassens översikt (kan upprepas)
cli-help-hub-config-class = klassens namn som det står på översikten
cli-help-hub-config-positions = en mapp med lärarens ställningsfiler, kontrollerad nu och visad som en extra lektion
cli-help-hub-config-host = adressen hubben lyssnar på (standard { $default })
cli-help-hub-config-port = porten hubben lyssnar på (standard { $default })
cli-help-hub-config-authenticator = JupyterHub-autentiserare: pam (maskinens konton, standard) eller någon annan installerad (t.ex. nativeauthenticator, oauthenticators github)
cli-help-hub-config-spawner = JupyterHub-spawner (standard { $default }: varje användares server körs som den systemanvändaren på den här maskinen)
cli-help-hub-config-cull-idle = stoppa en användares server som varit overksam så länge (standard { $default })
cli-help-hub-config-kernel-cull-idle = stoppa kärnan för en stängd sida efter så lång tid (standard { $default })
cli-help-hub-config-lang = klassens språk (en, da, sv, de, nl), som serve --lang; de här raderna är också på det
cli-help-hub-config-proxy = configurable-http-proxy (standard: i PATH eller i utcheckningens node_modules)
cli-help-hub-config-z2jh = skriv i stället värden för Helm-diagrammet zero-to-jupyterhub, för en användaravbild IMAGE (t.ex. registry.example/school:0.1) som innehåller canasta-teach[hub]
cli-help-roster-names = elevernas namn (eller använd --file)
cli-help-roster-class = klassen (som angiven till serve --class): dess lager har eleverna
cli-help-roster-file = en textfil med namn, ett per rad (tomma rader och rader som börjar med # hoppas över)
cli-help-roster-store = framstegslagret, som för serve --store
cli-help-roster-url = skolans adress för eleverna (standard: adressen till den körande `canasta-teach serve --class` för den här klassen)
cli-help-roster-renew = ge elever som redan har en kod en ny (deras gamla länk slutar fungera)
cli-help-lab-folder = vart anteckningsböckerna ska (standard: { $default }/ i den aktuella mappen)
cli-help-lab-port = JupyterLabs port (standard { $default }, eller nästa lediga)
cli-help-lab-teacher = ditt eget JupyterLab som lärare: klassens översikt (teacher.ipynb) öppnas utan nyckel
cli-help-lab-class = klassens namn (översiktens titel)
cli-help-lab-positions = en mapp med dina egna ställningsfiler: den extra lektionen i class.ipynb (kontrolleras först)
cli-help-lab-store = framstegslagret: en SQLite-fil eller en postgresql://-URL (standard: ~/.local/share/canasta-teach/progress.sqlite3)
cli-help-lab-no-browser = öppna ingen webbläsare
cli-help-lab-copy-only = kopiera anteckningsböckerna och sluta (inget JupyterLab)
cli-help-lab-lang = språket på skolans sidor och i de här raderna (en, da, sv, de, nl), som serve --lang
cli-help-hub-singleuser-cull-idle = stoppa kärnan för en stängd sida efter så lång tid (standard { $default })
cli-help-hub-singleuser-extra = fler alternativ för enanvändarservern (JupyterHub lägger till sina egna)
