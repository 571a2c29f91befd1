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
