# The teacher's dashboard.

dashboard-title = Your class
dashboard-lesson-generated = Quiz: made-up positions
dashboard-lesson-class = Your teacher's positions
dashboard-title-named = Class { $name }
dashboard-no-answers = No answers yet. Learners appear here as soon as they answer a question.
dashboard-roster = { COUNT($n, noun: "learner", digits: "yes") } on the roster: { $names }.
dashboard-learners = { COUNT($n, noun: "learner", digits: "yes") }
dashboard-count = { $learners }, { COUNT($answers, noun: "first answer", digits: "yes") } (one per learner and question; practice after it is not counted).
dashboard-no-code =
    { $n } { $n ->
        [one] learner has
       *[other] learners have
    } no personal code yet (from before codes): print their links with { $command }.
dashboard-missed-count = { $missed } of { COUNT($learners, noun: "learner", digits: "yes") } missed it the first time
dashboard-most-missed = The { $n } most-missed rulings
dashboard-stuck = Who may be stuck
dashboard-stuck-missed = missed { $missed } of their last { $recent } first answers
dashboard-stuck-unfinished = started { $lessons } and has not finished it
dashboard-stuck-more = …and { $n } more (all of them below).
dashboard-nobody-stuck = Nobody: no learner missed most of their last answers or left a lesson unfinished.
dashboard-details = More figures: open a section to see it
dashboard-open-missed = Chart of the most-missed rulings ({ $n })
dashboard-open-rules = Per rule ({ COUNT($n, noun: "rule", digits: "yes") }): how often each was missed the first time
dashboard-open-positions = Per position ({ COUNT($n, noun: "position", digits: "yes") }): how often each was missed the first time, hardest first
dashboard-open-stuck = Who may be stuck, in full ({ COUNT($n, noun: "learner", digits: "yes") }): what they missed and when they were last seen
dashboard-chart-missed = Learners who missed it the first time
dashboard-axis-learners = learners
dashboard-per-rule = Per rule
dashboard-chart-rules = Share missed the first time, per rule (red: most learners miss it)
dashboard-axis-share = share missed
dashboard-per-position = Per position
dashboard-chart-positions = Share missed the first time, per position (hardest { $n })
dashboard-col-rule = rule
dashboard-col-position = position
dashboard-col-lesson = lesson
dashboard-col-learners = learners
dashboard-col-missed = learners who missed it
dashboard-col-right-first = right first time
dashboard-col-learner = learner
dashboard-col-wrong-recent = wrong of last first answers
dashboard-col-unfinished = lessons started, not finished
dashboard-col-last-seen = last seen
dashboard-col-code = personal code
dashboard-col-right-first-time = right the first time
dashboard-col-lessons-done = lessons done
dashboard-of = { $n } of { $total }
dashboard-has-code = yes
dashboard-no-code-yet = not yet
dashboard-admin = Correct the class list
dashboard-admin-learner = Learner
dashboard-admin-remove = Remove
dashboard-admin-rename = Rename to
dashboard-admin-rename-button = Rename
dashboard-admin-merge = Same child as
dashboard-admin-merge-button = Merge
dashboard-admin-removed = { $name } is removed: their answers no longer count in the figures, and their code no longer opens their progress.
dashboard-admin-renamed = { $old } is now shown as { $new }.
dashboard-admin-merged = { $name } now counts as { $into }: their answers are { $into }'s (the first answer to each question is the earlier one).
dashboard-admin-locked = Only the teacher's page can change the class list.
dashboard-signed-in = not needed (signed in on the hub)
dashboard-learners-heading = Learners
dashboard-locked = This page is for the teacher.
dashboard-locked-how = Open it with the teacher key that { $command } printed (add { $key } to the address).
dashboard-refresh = ↻ Refresh
dashboard-unreadable = The results could not be read.
dashboard-failed = The dashboard could not be shown.

## Practice hands on the dashboard (app.practice_history)

dashboard-practice = Practice: { $hands } hands played by { $learners } learners.
dashboard-practice-common = The class's most common costly decision: { $kind } ({ $n } times, by { $learners } learners).
dashboard-practice-table = Practice hands per learner
dashboard-col-hands = hands
dashboard-col-won = won
dashboard-col-mean-score = mean points a hand
dashboard-col-reviewed = reviewed
dashboard-col-costly = costly decisions
dashboard-col-common = most common
dashboard-col-games = games played
dashboard-games = { $game }: { $n }
