# da: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

admin-unknown-learner = { $name } står ikke på klasselisten (allerede fjernet eller slået sammen?).
admin-merge-self = { $name } kan ikke slås sammen med sig selv: vælg en anden elev.
admin-name-taken = En anden elev i denne klasse bruger allerede navnet { $name } (eller et, der ligner det).
roster-heading = Klasse { $name }: personlige links. Giv hver elev sit eget: linket (eller koden) åbner den elevs fremskridt, og intet andet gør.
roster-address = Linkene åbner klasseserveren på { $url }
roster-kept = (har allerede en kode, beholdt; --renew laver en ny)
roster-no-server = roster: der kører ingen klasseserver for klasse { $name }, så linkene ville ikke have nogen adresse. Start den først (canasta-teach serve --class { $name }), og kør roster igen, eller angiv elevernes adresse med --url.
roster-server-stopped = roster: klasseserveren for klasse { $name } kørte på { $url }, men er stoppet. Start den igen (canasta-teach serve --class { $name }), eller angiv elevernes adresse med --url.
server-page-title = Canastaskole
server-full = Klassen er fuld lige nu. Prøv igen om et minut.
server-busy = Mange sider åbnes på én gang. Denne side prøver selv igen om et par sekunder.
server-too-many-pages = For mange sider blev åbnet fra denne computer på kort tid. Vent et minut, og genindlæs så siden.
server-wrong-host = Denne server svarer ikke på den adresse. Brug den adresse, din lærer har givet dig.
cli-no-files = ingen stillingsfiler fundet
cli-no-files-in-folder = ingen stillingsfiler fundet (ingen *.yaml- eller *.yml-fil i denne mappe)
cli-cannot-judge = kan ikke bedømmes: { $error }
cli-ruling = { $id }{ $title }: { $ask } -> { $answer }
cli-rules = regler: { $rules }
cli-expect =
    forventet: { $answer } ({ $agrees ->
        [yes] stemmer
       *[no] STEMMER IKKE
    })
cli-sources = kilder: { $sources }
cli-disagreement = uenighed: { $text }
cli-option = regelsæt-valg: { $option }
cli-option-form = --option { $given }: skriv den som KEY=VALUE, fx wild-limit=more-natural
cli-rulesets = Regelsæt: { $names }
cli-files =
    { $n ->
        [one] { $n } fil
       *[other] { $n } filer
    }
cli-positions =
    { $n ->
        [one] { $n } stilling
       *[other] { $n } stillinger
    }
cli-problems =
    { $n ->
        [one] { $n } problem
       *[other] { $n } problemer
    }
cli-check-failed = kontrol: { $problems }; { $judged } af { $positions } fra { $files } bedømt
cli-check-passed = kontrol: { $positions } i { $files }, alle gyldige, hver forventning stemmer med dommeren
cli-no-sources = ingen
cli-note = note: { $text }

## canasta-teach serve: det læreren læser i terminalen, på serve --langs sprog

serve-ready = Canastaskolen er klar på { $url }  (Ctrl-C stopper)
serve-not-answered = Voila har ikke svaret endnu; skolen burde komme frem på { $url }
serve-stopping = Stopper Canastaskolen...
serve-teacher = Lærerens oversigt for klassen { $name } (behold linket for dig selv): { $url }
serve-class-deal = Klassens kort: { $deal } (alle elever, der åbner øvebordet, spiller det)
serve-deal-without-class = --deal giver en klasses kort: start serveren med --class NAVN
serve-not-a-folder = kan ikke servere { $root }: det er ikke en mappe
serve-port-in-use = port { $port } på { $host } er allerede i brug: stop den anden server eller vælg en anden --port
serve-port-wanted = --port { $value }: her skal stå et helt tal fra 1 til 65535
serve-preheat-wanted = --preheat { $value }: her skal stå det antal kerner, der holdes klar, 0 eller flere
serve-cull-wanted = --cull-idle { $value }: her skal stå hele sekunder, 0 eller flere (0 beholder ledige kerner for altid)
serve-host-wanted = --host { $value }: her skal stå en adresse som 127.0.0.1
serve-limit-wanted =
    { $name ->
        [max-kernels] --max-kernels
        [page-loads] --page-loads-per-minute
       *[kernel-memory] --kernel-memory-mb
    } { $value }: her skal stå et helt tal, 0 eller flere (0: ingen grænse)
serve-preheat-cap = --preheat { $preheat } holder { $ready } kerner klar, så mange som loftet på { $cap } kerner tillader, og der er ikke plads til eleverne: giv --max-kernels mere end { $ready }, eller forvarm færre
serve-positions-not-folder = --positions { $path }: ikke en mappe
serve-positions-none = --positions { $path }: ingen *.yaml-stillingsfiler i den
serve-positions-refused =
    stillingerne i { $folder } bliver ikke serveret: { $n ->
        [one] { $n } problem
       *[other] { $n } problemer
    } (ret dem, og kør så `canasta-teach check { $path }`):
serve-positions-refused-live = stillingerne bliver ikke serveret:
serve-positions-unchecked = canasta-teach: stillingsfiler: ikke tjekket inden for servers budget for gennemspilninger: { $line }
serve-positions-kept = canasta-teach: stillingsfilerne er ændret, eleverne beholder den sidste gode udgave: { $line }
serve-positions-new =
    canasta-teach: stillingsfilerne er ændret, eleverne får nu den nye udgave ({ $n ->
        [one] { $n } fil
       *[other] { $n } filer
    } fra { $folder })
serve-positions-recheck-failed = canasta-teach: kunne ikke tjekke stillingsfilerne i { $folder } igen: { $error }
serve-positions-unreadable = { $folder }: filerne kunne ikke læses ({ $reason })

## canasta-teach lab og hub-config (cli/lab.py, cli/hub.py)

lab-ready = Canasta-skolen i JupyterLab på { $url }  (Ctrl-C stopper)
lab-copied =
    { $n ->
        [one] kopierede { $n } notesbog
       *[other] kopierede { $n } notesbøger
    }
lab-updated = opdaterede { $n }
lab-kept = beholdt dine ændrede { $names }
lab-ask-replace = Du har ændret { $name }. Skal den erstattes af den nye version fra canasta-teach? [y/N]
lab-no-notebooks = ingen notesbøger at kopiere i { $source }
lab-folder-is-file = { $folder } er en fil, ikke en mappe: angiv en mappe til notesbøgerne
lab-positions-problems = { $path }: { $problems }; kør canasta-teach check { $path }
lab-not-installed = JupyterLab er ikke installeret: pip install 'canasta-teach[lab]'
lab-did-not-start = JupyterLab startede ikke; dens meddelelser står i { $log }
hub-cull-wanted = { $option } { $value }: her skal stå hele sekunder, 0 eller flere
hub-positions-none = --positions { $path }: ingen *.yaml-stillingsfiler i den mappe
hub-positions-refused = afviser stillingerne i { $folder }:
hub-store-needed = --store postgresql://USER:PASSWORD@HOST:PORT/DATABASE er nødvendig: hver brugers server skriver til den (en SQLite-fil tjener én maskine: canasta-teach serve)
hub-wrote = Skrev { $target }

## canasta-teach --help

cli-help-description = En Canastaskole: dommer over reglerne, lektioner, quiz og klasseværelse.
cli-help-judge = afgør stillingerne i YAML-filer
cli-help-check = kontrollér stillingsfiler, og hold hver forventning op mod dommeren
cli-help-rules = udskriv regelbogen
cli-help-selfplay = bots spiller runder mod hinanden gennem spillederen
cli-help-serve = vis lektionerne som en webvejledning med Voila
cli-help-handout = skriv et udskrivbart opgaveark til en lektion med facitliste
cli-help-handout-lesson = en lektions id (05-taking-the-pile), dens nummer (5) eller en YAML-fil med stillinger
cli-help-handout-out = hvor siden skal skrives (standard: LESSON-handout.html i den aktuelle mappe)
cli-help-hub-config = skriv en jupyterhub_config.py (eller værdier til zero-to-jupyterhub) til en skole
cli-help-roster = udskriv hver elevs personlige link til en klasse
cli-help-lab = kopiér notesbøgerne til en mappe, og åbn dem i JupyterLab
cli-help-hub-singleuser = én brugers server på JupyterHub (hubben starter den)
cli-help-judge-files = stillingsfiler eller mapper (standard: de medfølgende stillinger)
cli-help-judge-json = ét JSON-objekt pr. stilling
cli-help-lang = sproget i udskriften ({ $languages }; standard en)
cli-help-check-files = stillingsfiler eller mapper (standard: de medfølgende stillinger)
cli-help-rules-ruleset = angiv det regelsæts tal (dets mål, dets tabel for første melding...); standard classic
cli-help-rules-option = et regelvalg, hvis tal skal angives (kan gentages)
cli-help-serve-host = adressen, serveren lytter på (standard { $default }: kun denne computer; 0.0.0.0 lader klasseværelset forbinde sig)
cli-help-serve-port = porten, serveren lytter på (standard { $default })
cli-help-serve-preheat = hold N kerner pr. notesbog (forside, hver lektion, quiz) startet og vist på forhånd: siderne åbner hurtigere, men N x notesbøger kerner (ca. 70 MB hver) bliver i hukommelsen (standard { $default })
cli-help-serve-cull-idle = luk kernen for en lukket side efter så mange sekunder uden aktivitet (standard { $default }; 0 aldrig)
cli-help-serve-max-kernels = højst så mange kerner (åbne sider og dem, --preheat holder klar) på én gang; én side mere får "Klassen er fuld lige nu, prøv igen om et minut" (HTTP 503) og starter ingen kerne (standard: halvdelen af den ledige hukommelse ved start med { $mb } MB pr. kerne, inden for grænsen for åbne filer, 4 til { $ceiling }; her { $here }; 0 ingen grænse)
cli-help-serve-page-loads-per-minute = sider, som én computer (én adresse) må åbne pr. minut, og lige så mange på én gang; flere får HTTP 429 og starter ingen kerne (standard { $default }; sæt den op, hvis klassen når dig gennem én fælles adresse; 0 ingen grænse)
cli-help-serve-names-per-page = nye navne, som én side må prøve pr. minut; flere afvises med en forklaring (standard { $default }; 0 ingen grænse)
cli-help-serve-names-per-address = nye navne, som én computer (én adresse) må prøve pr. minut, alle dens sider tilsammen (standard { $default }; sæt den op, hvis klassen når dig gennem én fælles adresse; 0 ingen grænse)
cli-help-serve-roster-only = eleverne kommer kun fra `canasta-teach roster`: siderne tager imod personlige koder, ikke navne
cli-help-serve-kernel-memory-mb = den største hukommelse, én sides kerne må bruge; en kerne, der går over, stoppes, og dens side siger, at den blev genstartet (eleven genindlæser den), så ingen side kan tage mere end sin andel (standard { $default }; 0 ingen grænse)
cli-help-serve-allow-host = et navn, eleverne bruger for at nå denne computer, ud over dens eget navn og adresser (gentag for flere); forespørgsler til ethvert andet navn får 403
cli-help-serve-open = åbn forsiden i standardbrowseren
cli-help-serve-class = vis en klasse: dens svar gemmes i et lager for sig, og oversigten får titlen NAME
cli-help-serve-lang = klassens sprog (en, da, sv, de, nl: et sprog med et komplet katalog): siderne åbner på det, medmindre adressen (?lang=) eller eleven har valgt et andet
cli-help-serve-deal = med --class: klassens kort, et kortnummer fra øvebordet (eller 'new' for en ny fordeling til fire spillere mod fornuftige bots): hver elev i klassen, der åbner øvebordet, spiller det; oversigten sammenligner deres hænder. Cifrene må være grupperet, som siderne viser dem (sæt dem i anførselstegn: --deal '1844 6744 0737 0955 1615 42')
cli-help-serve-deal-ruleset = med --deal: spillet, som klassens kort spilles i (tranca: Tranca ved et bord med fire; som ?practice&deal=N&ruleset=tranca)
cli-help-serve-positions = en mappe med lærerens stillingsfiler (*.yaml), vist som en ekstra lektion og føjet til quizzen; filer, der ikke består `canasta-teach check` eller genbruger id'et for en medfølgende lektions stilling, afvises ved start; ændringer undervejs kontrolleres igen, og en fejlagtig ændring beholder den sidste gode version (serverloggen siger hvorfor)
cli-help-serve-store = fremskridtslageret: en SQLite-fil (standard $CANASTA_TEACH_DB, ellers ~/.local/share/canasta-teach/progress.sqlite3, eller class-NAME.sqlite3 med --class; den skal ligge uden for de viste mapper), eller en PostgreSQL-database, postgresql://USER:PASSWORD@HOST:PORT/DATABASE (kræver ekstraen 'hub')
cli-help-hub-config-store = det fælles fremskridtslager: postgresql://USER:PASSWORD@HOST:PORT/DATABASE (påkrævet, undtagen med --z2jh, hvor URL'en ligger i en Kubernetes-secret)
cli-help-hub-config-out = hvor den skal skrives (standard { $default }; config.yaml med --z2jh; - for stdout)
cli-help-hub-config-admin = en lærer: en hub-administrator, hvis server åbner på klassens oversigt (kan gentages)
cli-help-hub-config-class = klassens navn, som det står på oversigten
cli-help-hub-config-positions = en mappe med lærerens stillingsfiler, kontrolleret nu og vist som en ekstra lektion
cli-help-hub-config-host = adressen, hubben lytter på (standard { $default })
cli-help-hub-config-port = porten, hubben lytter på (standard { $default })
cli-help-hub-config-authenticator = JupyterHub-authenticator: pam (maskinens konti, standard) eller enhver anden installeret (fx nativeauthenticator, oauthenticators github)
cli-help-hub-config-spawner = JupyterHub-spawner (standard { $default }: hver brugers server kører som den systembruger på denne maskine)
cli-help-hub-config-cull-idle = stop en brugers server, der har været uvirksom så længe (standard { $default })
cli-help-hub-config-kernel-cull-idle = stop kernen for en lukket side efter så længe (standard { $default })
cli-help-hub-config-lang = klassens sprog (en, da, sv, de, nl), som serve --lang; disse linjer er også på det
cli-help-hub-config-proxy = configurable-http-proxy (standard: på PATH eller i checkoutets node_modules)
cli-help-hub-config-z2jh = skriv i stedet værdier til Helm-chartet zero-to-jupyterhub, til et brugerimage IMAGE (fx registry.example/school:0.1), der indeholder canasta-teach[hub]
cli-help-roster-names = elevernes navne (eller brug --file)
cli-help-roster-class = klassen (som angivet til serve --class): dens lager rummer eleverne
cli-help-roster-file = en tekstfil med navne, ét pr. linje (tomme linjer og linjer, der begynder med #, springes over)
cli-help-roster-store = fremskridtslageret, som til serve --store
cli-help-roster-url = skolens adresse for eleverne (standard: adressen på den kørende `canasta-teach serve --class` for denne klasse)
cli-help-roster-renew = giv elever, der allerede har en kode, en ny (deres gamle link holder op med at virke)
cli-help-lab-folder = hvor notesbøgerne skal hen (standard: { $default }/ i den aktuelle mappe)
cli-help-lab-port = JupyterLabs port (standard { $default }, eller den næste ledige)
cli-help-lab-teacher = dit eget JupyterLab som lærer: klassens oversigt (teacher.ipynb) åbner uden nøgle
cli-help-lab-class = klassens navn (oversigtens titel)
cli-help-lab-positions = en mappe med dine egne stillingsfiler: den ekstra lektion i class.ipynb (kontrolleret først)
cli-help-lab-store = fremskridtslageret: en SQLite-fil eller en postgresql://-URL (standard: ~/.local/share/canasta-teach/progress.sqlite3)
cli-help-lab-no-browser = åbn ikke en browser
cli-help-lab-copy-only = kopiér notesbøgerne, og stop (intet JupyterLab)
cli-help-lab-lang = sproget på skolens sider og i disse linjer (en, da, sv, de, nl), som serve --lang
cli-help-hub-singleuser-cull-idle = stop kernen for en lukket side efter så længe (standard { $default })
cli-help-hub-singleuser-extra = flere valgmuligheder til enkeltbrugerserveren (JupyterHub tilføjer sine egne)
