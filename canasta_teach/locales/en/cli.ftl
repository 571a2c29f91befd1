# The command line and the class server: roster, class list, server pages.

admin-unknown-learner = { $name } is not on the class list (removed or merged already?).
admin-merge-self = { $name } cannot be merged into themselves: choose another learner.
admin-name-taken = Another learner of this class already uses the name { $name } (or one that looks like it).
roster-heading = Class { $name }: personal links. Give each learner their own: the link (or the code) opens that learner's progress, and nothing else does.
roster-address = The links open the class server at { $url }
roster-kept = (already has a code, kept; --renew makes a new one)
roster-no-server = roster: no class server is running for class { $name }, so the links would have no address. Start it first (canasta-teach serve --class { $name }) and run roster again, or give the learners' address with --url.
roster-server-stopped = roster: the class server for class { $name } ran at { $url } but has stopped. Start it again (canasta-teach serve --class { $name }), or give the learners' address with --url.
server-full = The class is full right now. Please try again in a minute.
server-busy = Many pages are opening at once. This page tries again by itself in a few seconds.
server-too-many-pages = Too many pages were opened from this computer in a short time. Please wait a minute, then reload the page.
server-wrong-host = This server does not answer to that address. Use the address your teacher gave you.

## canasta-teach judge, check and rules (cli/main.py)

cli-no-files = no position files found
cli-no-files-in-folder = no position files found (no *.yaml or *.yml file in this folder)
cli-cannot-judge = cannot be judged: { $error }
cli-ruling = { $id }{ $title }: { $ask } -> { $answer }
cli-rules = rules: { $rules }
cli-expect =
    expect: { $answer } ({ $agrees ->
        [yes] agrees
       *[no] DISAGREES
    })
cli-sources = sources: { $sources }
cli-disagreement = disagreement: { $text }
cli-option = ruleset option: { $option }
cli-option-form = --option { $given }: write it as KEY=VALUE, like wild-limit=more-natural
cli-rulesets = Rulesets: { $names }
cli-files =
    { $n ->
        [one] { $n } file
       *[other] { $n } files
    }
cli-positions =
    { $n ->
        [one] { $n } position
       *[other] { $n } positions
    }
cli-problems =
    { $n ->
        [one] { $n } problem
       *[other] { $n } problems
    }
cli-check-failed = check: { $problems }; judged { $judged } of { $positions } from { $files }
cli-check-passed = check: { $positions } in { $files }, all valid, every expect agrees with the judge
# a rule no source states (a variant's own rule)
cli-no-sources = none
cli-note = note: { $text }
