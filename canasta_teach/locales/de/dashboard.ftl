# de: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

dashboard-title = Deine Klasse
dashboard-lesson-generated = Quiz: ausgedachte Stellungen
dashboard-lesson-class = Stellungen deiner Lehrkraft
dashboard-title-named = Klasse { $name }
dashboard-no-answers = Noch keine Antworten. Schüler erscheinen hier, sobald sie eine Frage beantworten.
dashboard-roster = { COUNT($n, noun: "learner", digits: "yes") } auf der Liste: { $names }.
dashboard-learners = { COUNT($n, noun: "learner", digits: "yes") }
dashboard-count = { $learners }, { COUNT($answers, noun: "first answer", digits: "yes") } (eine pro Schüler und Frage; späteres Üben zählt nicht).
dashboard-no-code =
    { $n } { $n ->
        [one] Schüler hat
       *[other] Schüler haben
    } noch keinen persönlichen Code (aus der Zeit vor den Codes): Druck ihre Links mit { $command }.
dashboard-missed-count = { $missed } von { COUNT($learners, noun: "learner", digits: "yes") } beim ersten Mal falsch
dashboard-most-missed = Die { $n } am häufigsten falsch beantworteten Entscheidungen
dashboard-stuck = Wer vielleicht feststeckt
dashboard-stuck-missed = { $missed } der letzten { $recent } ersten Antworten falsch
dashboard-stuck-unfinished = hat { $lessons } begonnen und nicht beendet
dashboard-stuck-more = … und { $n } weitere (alle unten).
dashboard-nobody-stuck = Niemand: Kein Schüler hat die meisten seiner letzten Antworten falsch beantwortet oder eine Lektion unbeendet gelassen.
dashboard-details = Mehr Zahlen: Öffne einen Abschnitt, um ihn zu sehen
dashboard-open-missed = Diagramm der am häufigsten falsch beantworteten Entscheidungen ({ $n })
dashboard-open-rules = Pro Regel ({ COUNT($n, noun: "rule", digits: "yes") }): wie oft jede beim ersten Mal falsch beantwortet wurde
dashboard-open-positions = Pro Stellung ({ COUNT($n, noun: "position", digits: "yes") }): wie oft jede beim ersten Mal falsch beantwortet wurde, die schwersten zuerst
dashboard-open-stuck = Wer vielleicht feststeckt, vollständig ({ COUNT($n, noun: "learner", digits: "yes") }): was falsch war und wann sie zuletzt da waren
dashboard-chart-missed = Schüler, die es beim ersten Mal falsch hatten
dashboard-axis-learners = Schüler
dashboard-per-rule = Pro Regel
dashboard-chart-rules = Anteil beim ersten Mal falsch, pro Regel (rot: die meisten Schüler liegen falsch)
dashboard-axis-share = Anteil falsch
dashboard-per-position = Pro Stellung
dashboard-chart-positions = Anteil beim ersten Mal falsch, pro Stellung (die { $n } schwersten)
dashboard-col-rule = Regel
dashboard-col-position = Stellung
dashboard-col-lesson = Lektion
dashboard-col-learners = Schüler
dashboard-col-missed = Schüler mit falscher Antwort
dashboard-col-right-first = beim ersten Mal richtig
dashboard-col-learner = Schüler
dashboard-col-wrong-recent = falsch von den letzten ersten Antworten
dashboard-col-unfinished = Lektionen begonnen, nicht beendet
dashboard-col-last-seen = zuletzt gesehen
dashboard-col-code = persönlicher Code
dashboard-col-right-first-time = beim ersten Mal richtig
dashboard-col-lessons-done = Lektionen fertig
dashboard-of = { $n } von { $total }
dashboard-has-code = ja
dashboard-no-code-yet = noch nicht
dashboard-admin = Klassenliste korrigieren
dashboard-admin-learner = Schüler
dashboard-admin-remove = Entfernen
dashboard-admin-rename = Umbenennen in
dashboard-admin-rename-button = Umbenennen
dashboard-admin-merge = Dasselbe Kind wie
dashboard-admin-merge-button = Zusammenführen
dashboard-admin-removed = { $name } ist entfernt: Die Antworten zählen nicht mehr in den Zahlen, und der Code öffnet den Fortschritt nicht mehr.
dashboard-admin-renamed = { $old } wird jetzt als { $new } angezeigt.
dashboard-admin-merged = { $name } zählt jetzt als { $into }: Die Antworten gehören jetzt zu { $into } (bei jeder Frage gilt die frühere als erste Antwort).
dashboard-admin-locked = Nur die Seite der Lehrkraft kann die Klassenliste ändern.
dashboard-signed-in = nicht nötig (im Hub angemeldet)
dashboard-learners-heading = Schüler
dashboard-locked = Diese Seite ist für die Lehrkraft.
dashboard-locked-how = Öffne sie mit dem Lehrerschlüssel, den { $command } ausgegeben hat (häng { $key } an die Adresse an).
dashboard-refresh = ↻ Aktualisieren
dashboard-unreadable = Die Ergebnisse konnten nicht gelesen werden.
dashboard-failed = Die Übersicht konnte nicht angezeigt werden.
dashboard-practice = Übung: { $hands } Spiele von { $learners } Schülern gespielt.
dashboard-practice-common = Die häufigste teure Entscheidung der Klasse: { $kind } ({ $n }-mal, von { $learners } Schülern).
dashboard-practice-table = Übungsspiele pro Schüler
dashboard-col-hands = Spiele
dashboard-col-won = gewonnen
dashboard-col-mean-score = Punkte im Schnitt pro Spiel
dashboard-col-reviewed = angesehen
dashboard-col-costly = teure Entscheidungen
dashboard-col-common = am häufigsten
