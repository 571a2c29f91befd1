# da: imported from the translator's files by tools/translations_to_ftl.py;
# a message with a comment '# by hand ...' is kept when the import runs again.

handout-lang = da
handout-kicker-file = Canastaskolen · stillinger
handout-kicker-lesson = Canastaskolen · Lektion { $number }
handout-page-title = { $title } · opgaveark
handout-name = Navn:
handout-date = Dato:
handout-instructions = { COUNT($n, noun: "question", digits: "yes") }. Se på bordet, sæt så ét kryds (eller skriv begge scorer), og sig med få ord, hvilken regel der afgør det. Bordet viser dit hold nederst: jeres meldinger og din hånd.
handout-questions = Spørgsmål
handout-write-scores = skriv scorerne
handout-tick-one = sæt ét kryds
handout-why = Hvorfor?
handout-key = Facitliste
handout-key-title = Facitliste · { $title }
handout-key-intro = Til læreren. Hver afgørelse er dommerens, med de regler, den henviser til, og de kilder, der nævner dem; det lille bord markerer de kort, der afgør det.
handout-sources = Kilder: { $sources }.
handout-source = { $code } { $name }
handout-answer = Svar:
handout-rules-cited =
    { $n ->
        [one] Anvendt regel
       *[other] Anvendte regler
    }
handout-rule-sources = (kilder { $codes })
handout-highlighted = afgørende kort fremhævet ▲
handout-the-table = bordet
handout-footer = Udskrevet fra canasta-teach.
handout-wrote = skrev { $out }: { $title }, { COUNT($n, noun: "position", digits: "yes") } med facitliste

## det `canasta-teach handout` siger, når det ikke kan udskrive

handout-no-source = nævn en lektion (dens id eller nummer) eller en stillingsfil
handout-no-lesson = ingen lektion { $lesson }: vælg en af { $choices }
handout-no-file = { $path }: den stillingsfil findes ikke (giv et lektions-id som 05-taking-the-pile, dets nummer eller en YAML-fil)
handout-empty-file = { $path }: filen har ingen stillinger (forventede en YAML-liste med poster, der begynder med '- id:')
handout-lesson-empty = lektion { $lesson } har ingen stillinger at udskrive
handout-no-folder = { $out }: mappen { $folder } findes ikke
handout-cannot-write = { $out }: kan ikke skrive opgavearket ({ $reason })
