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
