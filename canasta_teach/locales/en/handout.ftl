# The printed handout.

handout-lang = en
handout-kicker-file = Canasta school · positions
handout-kicker-lesson = Canasta school · Lesson { $number }
handout-page-title = { $title } · handout
handout-name = Name:
handout-date = Date:
handout-instructions = { COUNT($n, noun: "question", digits: "yes") }. Look at the table, then tick one box (or write both scores) and say in a few words which rule decides it. The table shows your side at the bottom: your melds and your hand.
handout-questions = Questions
handout-write-scores = write the scores
handout-tick-one = tick one
handout-why = Why?
handout-key = Answer key
handout-key-title = Answer key · { $title }
handout-key-intro = For the teacher. Each ruling is the judge’s, with the rules it cites and the sources that state them; the small table marks the cards that decide it.
handout-sources = Sources: { $sources }.
handout-source = { $code } { $name }
handout-answer = Answer:
handout-rules-cited =
    { $n ->
        [one] Rule cited
       *[other] Rules cited
    }
handout-rule-sources = (sources { $codes })
handout-highlighted = deciding cards highlighted ▲
handout-the-table = the table
handout-footer = Printed from canasta-teach.
handout-wrote = wrote { $out }: { $title }, { COUNT($n, noun: "position", digits: "yes") } with an answer key

## what `canasta-teach handout` says when it cannot print (app/handout.py, content/lessons.py)

handout-no-source = name a lesson (its id or number) or a position file
handout-no-lesson = no lesson { $lesson }: choose one of { $choices }
handout-no-file = { $path }: no such position file (give a lesson id like 05-taking-the-pile, its number, or a YAML file)
handout-empty-file = { $path }: the file holds no positions (expected a YAML list of entries starting with '- id:')
handout-lesson-empty = lesson { $lesson } has no positions to print
handout-no-folder = { $out }: the folder { $folder } does not exist
handout-cannot-write = { $out }: cannot write the handout ({ $reason })
