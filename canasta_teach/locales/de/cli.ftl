# de: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

admin-unknown-learner = { $name } steht nicht auf der Klassenliste (schon entfernt oder zusammengeführt?).
admin-merge-self = { $name } kann nicht mit sich selbst zusammengeführt werden: Wähle einen anderen Schüler.
admin-name-taken = Ein anderer Schüler dieser Klasse verwendet schon den Namen { $name } (oder einen, der so aussieht).
roster-heading = Klasse { $name }: persönliche Links. Gib jedem Schüler seinen eigenen: Der Link (oder der Code) öffnet den Fortschritt dieses Schülers, und sonst nichts.
roster-address = Die Links öffnen den Klassenserver unter { $url }
roster-kept = (hat schon einen Code, behalten; --renew erzeugt einen neuen)
roster-no-server = roster: Für die Klasse { $name } läuft kein Klassenserver, daher hätten die Links keine Adresse. Starte ihn zuerst (canasta-teach serve --class { $name }) und führe roster noch einmal aus, oder gib die Adresse für die Schüler mit --url an.
roster-server-stopped = roster: Der Klassenserver für die Klasse { $name } lief unter { $url }, ist aber gestoppt. Starte ihn wieder (canasta-teach serve --class { $name }), oder gib die Adresse für die Schüler mit --url an.
server-page-title = Canasta-Schule
server-full = Die Klasse ist gerade voll. Bitte versuch es in einer Minute noch einmal.
server-busy = Viele Seiten öffnen sich gleichzeitig. Diese Seite versucht es in ein paar Sekunden von selbst noch einmal.
server-too-many-pages = Von diesem Computer wurden in kurzer Zeit zu viele Seiten geöffnet. Bitte warte eine Minute und lade dann die Seite neu.
server-wrong-host = Dieser Server antwortet nicht unter dieser Adresse. Verwende die Adresse, die du von deiner Lehrkraft bekommen hast.
cli-no-files = keine Stellungsdateien gefunden
cli-no-files-in-folder = keine Stellungsdateien gefunden (keine *.yaml- oder *.yml-Datei in diesem Ordner)
cli-cannot-judge = kann nicht beurteilt werden: { $error }
cli-ruling = { $id }{ $title }: { $ask } -> { $answer }
cli-rules = Regeln: { $rules }
cli-expect =
    erwartet: { $answer } ({ $agrees ->
        [yes] stimmt überein
       *[no] WEICHT AB
    })
cli-sources = Quellen: { $sources }
cli-disagreement = Abweichung: { $text }
cli-option = Regeloption: { $option }
cli-option-form = --option { $given }: schreibe sie als KEY=VALUE, etwa wild-limit=more-natural
cli-rulesets = Regelwerke: { $names }
cli-files =
    { $n ->
        [one] { $n } Datei
       *[other] { $n } Dateien
    }
cli-positions =
    { $n ->
        [one] { $n } Stellung
       *[other] { $n } Stellungen
    }
cli-problems =
    { $n ->
        [one] { $n } Problem
       *[other] { $n } Probleme
    }
cli-check-failed = Prüfung: { $problems }; { $judged } von { $positions } aus { $files } beurteilt
cli-check-passed = Prüfung: { $positions } in { $files }, alle gültig, jede Erwartung stimmt mit dem Urteil überein
cli-no-sources = keine
cli-note = Hinweis: { $text }

## canasta-teach serve: was die Lehrkraft im Terminal liest, in der Sprache von serve --lang

serve-ready = Canasta-Schule bereit unter { $url }  (Strg-C beendet)
serve-not-answered = Voila hat noch nicht geantwortet; die Schule sollte unter { $url } erscheinen
serve-stopping = Die Canasta-Schule wird beendet...
serve-teacher = Übersicht für die Lehrkraft der Klasse { $name } (behalte diesen Link für dich): { $url }
serve-class-deal = Klassen-Blatt: { $deal } (alle, die den Übungstisch öffnen, spielen es)
serve-deal-without-class = --deal nennt das Blatt einer Klasse: starte den Server mit --class NAME
serve-not-a-folder = { $root } kann nicht bereitgestellt werden: kein Ordner
serve-port-in-use = Port { $port } auf { $host } ist schon belegt: beende den anderen Server oder wähle --port
serve-port-wanted = --port { $value }: erwartet wird eine ganze Zahl von 1 bis 65535
serve-preheat-wanted = --preheat { $value }: erwartet wird die Zahl der Kernel, die bereitgehalten werden, 0 oder mehr
serve-cull-wanted = --cull-idle { $value }: erwartet werden ganze Sekunden, 0 oder mehr (0 behält untätige Kernel für immer)
serve-host-wanted = --host { $value }: erwartet wird eine Adresse wie 127.0.0.1
serve-limit-wanted =
    { $name ->
        [max-kernels] --max-kernels
        [page-loads] --page-loads-per-minute
       *[kernel-memory] --kernel-memory-mb
    } { $value }: erwartet wird eine ganze Zahl, 0 oder mehr (0: keine Grenze)
serve-preheat-cap = --preheat { $preheat } hält { $ready } Kernel bereit, so viele, wie die Obergrenze von { $cap } Kerneln erlaubt, und lässt keinen Platz für die Lernenden: gib --max-kernels mehr als { $ready } oder heize weniger vor
serve-positions-not-folder = --positions { $path }: kein Ordner
serve-positions-none = --positions { $path }: keine *.yaml-Stellungsdateien darin
serve-positions-refused =
    die Stellungen in { $folder } werden nicht bereitgestellt: { $n ->
        [one] { $n } Problem
       *[other] { $n } Probleme
    } (behebe sie und führe dann `canasta-teach check { $path }` aus):
serve-positions-refused-live = die Stellungen werden nicht bereitgestellt:
serve-positions-unchecked = canasta-teach: Stellungsdateien: nicht im Durchspiel-Budget von serve geprüft: { $line }
serve-positions-kept = canasta-teach: Stellungsdateien geändert, die Lernenden behalten die letzte gute Fassung: { $line }
serve-positions-new =
    canasta-teach: Stellungsdateien geändert, die Lernenden bekommen jetzt die neue Fassung ({ $n ->
        [one] { $n } Datei
       *[other] { $n } Dateien
    } aus { $folder })
serve-positions-recheck-failed = canasta-teach: die Stellungsdateien in { $folder } ließen sich nicht erneut prüfen: { $error }
serve-positions-unreadable = { $folder }: die Dateien ließen sich nicht lesen ({ $reason })

## canasta-teach lab und hub-config (cli/lab.py, cli/hub.py)

lab-ready = Canasta-Schule in JupyterLab unter { $url }  (Strg-C beendet)
lab-copied =
    { $n ->
        [one] { $n } Notebook kopiert
       *[other] { $n } Notebooks kopiert
    }
lab-updated = { $n } aktualisiert
lab-kept = deine geänderten behalten: { $names }
lab-ask-replace = Du hast { $name } geändert. Durch die neue Version von canasta-teach ersetzen? [y/N]
lab-no-notebooks = keine Notebooks zum Kopieren in { $source }
lab-folder-is-file = { $folder } ist eine Datei, kein Ordner: gib einen Ordner für die Notebooks an
lab-positions-problems = { $path }: { $problems }; führe canasta-teach check { $path } aus
lab-not-installed = JupyterLab ist nicht installiert: pip install 'canasta-teach[lab]'
lab-did-not-start = JupyterLab ist nicht gestartet; seine Meldungen stehen in { $log }
hub-cull-wanted = { $option } { $value }: erwartet werden ganze Sekunden, 0 oder mehr
hub-positions-none = --positions { $path }: keine *.yaml-Stellungsdateien in diesem Ordner
hub-positions-refused = die Stellungen in { $folder } werden abgelehnt:
hub-store-needed = --store postgresql://USER:PASSWORD@HOST:PORT/DATABASE wird gebraucht: der Server jedes Benutzers schreibt hinein (eine SQLite-Datei reicht für einen Rechner: canasta-teach serve)
hub-wrote = { $target } geschrieben

## canasta-teach --help

cli-help-description = Eine Canasta-Schule: Schiedsrichter für die Regeln, Lektionen, Quiz und Klassenzimmer.
cli-help-judge = die Stellungen von YAML-Dateien beurteilen
cli-help-check = Stellungsdateien prüfen und jede Erwartung mit dem Schiedsrichter vergleichen
cli-help-rules = das Regelbuch ausgeben
cli-help-selfplay = Bots spielen über den Spielleiter Spiele gegeneinander
cli-help-serve = die Lektionen als Web-Tutorial mit Voila bereitstellen
cli-help-handout = ein druckbares Arbeitsblatt einer Lektion mit Lösungen schreiben
cli-help-handout-lesson = die Kennung einer Lektion (05-taking-the-pile), ihre Nummer (5) oder eine YAML-Datei mit Stellungen
cli-help-handout-out = wohin die Seite geschrieben wird (Standard: LESSON-handout.html im aktuellen Ordner)
cli-help-hub-config = eine jupyterhub_config.py (oder Werte für zero-to-jupyterhub) für eine Schule schreiben
cli-help-roster = den persönlichen Link jedes Schülers einer Klasse ausgeben
cli-help-lab = die Notebooks in einen Ordner kopieren und in JupyterLab öffnen
cli-help-hub-singleuser = der Server eines Benutzers auf JupyterHub (der Hub startet ihn)
cli-help-judge-files = Stellungsdateien oder Ordner (Standard: die mitgelieferten Stellungen)
cli-help-judge-json = ein JSON-Objekt pro Stellung
cli-help-lang = die Sprache der Ausgabe ({ $languages }; Standard en)
cli-help-check-files = Stellungsdateien oder Ordner (Standard: die mitgelieferten Stellungen)
cli-help-rules-ruleset = die Zahlen dieses Regelwerks angeben (sein Ziel, seine Tabelle für die erste Meldung...); Standard classic
cli-help-rules-option = eine Regeloption, deren Zahlen angegeben werden (wiederholbar)
cli-help-serve-host = Adresse, auf der der Server lauscht (Standard { $default }: nur dieser Computer; 0.0.0.0 lässt das Klassenzimmer verbinden)
cli-help-serve-port = Port, auf dem der Server lauscht (Standard { $default })
cli-help-serve-preheat = N Kernel pro Notebook (Startseite, jede Lektion, Quiz) im Voraus gestartet und gerendert halten: Seiten öffnen sich schneller, aber N x Notebooks Kernel (je ~70 MB) bleiben im Speicher (Standard { $default })
cli-help-serve-cull-idle = den Kernel einer geschlossenen Seite nach so vielen untätigen Sekunden beenden (Standard { $default }; 0 nie)
cli-help-serve-max-kernels = höchstens so viele Kernel (offene Seiten und die, die --preheat bereithält) gleichzeitig; eine Seite mehr bekommt „Die Klasse ist gerade voll, versuch es in einer Minute noch einmal“ (HTTP 503) und startet keinen Kernel (Standard: die Hälfte des beim Start freien Speichers bei { $mb } MB pro Kernel, innerhalb der Grenze für offene Dateien, 4 bis { $ceiling }; hier { $here }; 0 keine Grenze)
cli-help-serve-page-loads-per-minute = Seiten, die ein Computer (eine Adresse) pro Minute öffnen darf, ebenso viele gleichzeitig; weitere bekommen HTTP 429 und starten keinen Kernel (Standard { $default }; erhöhe den Wert, wenn die Klasse dich über eine gemeinsame Adresse erreicht; 0 keine Grenze)
cli-help-serve-names-per-page = neue Namen, die eine Seite pro Minute versuchen darf; weitere werden mit einer Erklärung abgelehnt (Standard { $default }; 0 keine Grenze)
cli-help-serve-names-per-address = neue Namen, die ein Computer (eine Adresse) pro Minute versuchen darf, alle seine Seiten zusammen (Standard { $default }; erhöhe den Wert, wenn die Klasse dich über eine gemeinsame Adresse erreicht; 0 keine Grenze)
cli-help-serve-roster-only = Schüler kommen nur aus `canasta-teach roster`: Die Seiten nehmen persönliche Codes an, keine Namen
cli-help-serve-kernel-memory-mb = der meiste Speicher, den der Kernel einer Seite belegen darf; ein Kernel darüber wird gestoppt, und seine Seite sagt, dass er neu gestartet wurde (der Schüler lädt sie neu), so kann keine Seite mehr als ihren Anteil nehmen (Standard { $default }; 0 keine Grenze)
cli-help-serve-allow-host = ein Name, unter dem Schüler diesen Computer erreichen, außer seinem eigenen Namen und seinen Adressen (für mehrere wiederholen); Anfragen an jeden anderen Namen bekommen 403
cli-help-serve-open = die Startseite im Standard-Webbrowser öffnen
cli-help-serve-class = eine Klasse bereitstellen: Ihre Antworten kommen in einen eigenen Speicher, und die Übersicht trägt den Titel NAME
cli-help-serve-lang = die Sprache der Klasse (en, da, sv, de, nl: eine Sprache mit vollständigem Katalog): Seiten öffnen sich in ihr, wenn nicht die Adresse (?lang=) oder der Schüler eine andere gewählt hat
cli-help-serve-deal = mit --class: das Klassen-Blatt, eine Blattnummer vom Übungstisch (oder 'new' für ein neues Blatt zu viert gegen vernünftige Bots): Jeder Schüler der Klasse, der den Übungstisch öffnet, spielt es; die Übersicht vergleicht ihre Hände. Die Ziffern dürfen gruppiert sein, wie die Seiten sie zeigen (setze sie in Anführungszeichen: --deal '1844 6744 0737 0955 1615 42')
cli-help-serve-deal-ruleset = mit --deal: das Spiel, in dem das Klassen-Blatt gespielt wird (tranca: Tranca an einem Tisch zu viert; wie ?practice&deal=N&ruleset=tranca)
cli-help-serve-positions = ein Ordner mit den Stellungsdateien der Lehrkraft (*.yaml), als zusätzliche Lektion bereitgestellt und dem Quiz hinzugefügt; Dateien, die `canasta-teach check` nicht bestehen oder die ID einer mitgelieferten Lektionsstellung wiederverwenden, werden beim Start abgelehnt; Änderungen während des Betriebs werden neu geprüft, und eine fehlerhafte Änderung behält die letzte gute Fassung (das Server-Log sagt, warum)
cli-help-serve-store = der Fortschrittsspeicher: eine SQLite-Datei (Standard $CANASTA_TEACH_DB, sonst ~/.local/share/canasta-teach/progress.sqlite3, oder class-NAME.sqlite3 mit --class; sie muss außerhalb der bereitgestellten Ordner liegen), oder eine PostgreSQL-Datenbank, postgresql://USER:PASSWORD@HOST:PORT/DATABASE (braucht das Extra 'hub')
cli-help-hub-config-store = der gemeinsame Fortschrittsspeicher: postgresql://USER:PASSWORD@HOST:PORT/DATABASE (erforderlich, außer mit --z2jh, wo die URL in einem Kubernetes-Secret liegt)
cli-help-hub-config-out = wohin sie geschrieben wird (Standard { $default }; config.yaml mit --z2jh; - für stdout)
cli-help-hub-config-admin = eine Lehrkraft: ein Hub-Admin, dessen Server auf der Übersicht der Klasse öffnet (wiederholbar)
cli-help-hub-config-class = der Name der Klasse, der auf der Übersicht steht
cli-help-hub-config-positions = ein Ordner mit den Stellungsdateien der Lehrkraft, jetzt geprüft und als zusätzliche Lektion bereitgestellt
cli-help-hub-config-host = Adresse, auf der der Hub lauscht (Standard { $default })
cli-help-hub-config-port = Port, auf dem der Hub lauscht (Standard { $default })
cli-help-hub-config-authenticator = JupyterHub-Authenticator: pam (die Konten des Rechners, Standard) oder jeder andere installierte (z. B. nativeauthenticator, github von oauthenticator)
cli-help-hub-config-spawner = JupyterHub-Spawner (Standard { $default }: der Server jedes Benutzers läuft als dieser Systembenutzer auf diesem Rechner)
cli-help-hub-config-cull-idle = den Server eines Benutzers stoppen, der so lange untätig ist (Standard { $default })
cli-help-hub-config-kernel-cull-idle = den Kernel einer geschlossenen Seite nach dieser Zeit stoppen (Standard { $default })
cli-help-hub-config-lang = die Sprache der Klasse (en, da, sv, de, nl), wie serve --lang; auch diese Zeilen sind in ihr
cli-help-hub-config-proxy = configurable-http-proxy (Standard: im PATH oder in node_modules des Checkouts)
cli-help-hub-config-z2jh = stattdessen Werte für das Helm-Chart zero-to-jupyterhub schreiben, für ein Benutzer-Image IMAGE (z. B. registry.example/school:0.1), das canasta-teach[hub] enthält
cli-help-roster-names = die Namen der Schüler (oder verwende --file)
cli-help-roster-class = die Klasse (wie bei serve --class angegeben): Ihr Speicher enthält die Schüler
cli-help-roster-file = eine Textdatei mit Namen, einer pro Zeile (leere Zeilen und Zeilen, die mit # beginnen, werden übersprungen)
cli-help-roster-store = der Fortschrittsspeicher, wie bei serve --store
cli-help-roster-url = die Adresse der Schule für die Schüler (Standard: die Adresse des laufenden `canasta-teach serve --class` dieser Klasse)
cli-help-roster-renew = Schülern, die schon einen Code haben, einen neuen geben (ihr alter Link funktioniert dann nicht mehr)
cli-help-lab-folder = wohin die Notebooks kommen (Standard: { $default }/ im aktuellen Ordner)
cli-help-lab-port = der Port von JupyterLab (Standard { $default }, oder der nächste freie)
cli-help-lab-teacher = dein eigenes JupyterLab als Lehrkraft: Die Übersicht der Klasse (teacher.ipynb) öffnet sich ohne Schlüssel
cli-help-lab-class = der Name der Klasse (der Titel der Übersicht)
cli-help-lab-positions = ein Ordner mit deinen eigenen Stellungsdateien: die zusätzliche Lektion von class.ipynb (zuerst geprüft)
cli-help-lab-store = der Fortschrittsspeicher: eine SQLite-Datei oder eine postgresql://-URL (Standard: ~/.local/share/canasta-teach/progress.sqlite3)
cli-help-lab-no-browser = keinen Browser öffnen
cli-help-lab-copy-only = die Notebooks kopieren und aufhören (kein JupyterLab)
cli-help-lab-lang = die Sprache der Seiten der Schule und dieser Zeilen (en, da, sv, de, nl), wie serve --lang
cli-help-hub-singleuser-cull-idle = den Kernel einer geschlossenen Seite nach dieser Zeit stoppen (Standard { $default })
cli-help-hub-singleuser-extra = weitere Optionen für den Einzelbenutzer-Server (JupyterHub fügt eigene hinzu)
