# The command line and the class server: roster, class list, server pages.

admin-unknown-learner = { $name } is not on the class list (removed or merged already?).
admin-merge-self = { $name } cannot be merged into themselves: choose another learner.
admin-name-taken = Another learner of this class already uses the name { $name } (or one that looks like it).
roster-heading = Class { $name }: personal links. Give each learner their own: the link (or the code) opens that learner's progress, and nothing else does.
roster-address = The links open the class server at { $url }
roster-kept = (already has a code, kept; --renew makes a new one)
roster-no-server = roster: no class server is running for class { $name }, so the links would have no address. Start it first (canasta-teach serve --class { $name }) and run roster again, or give the learners' address with --url.
roster-server-stopped = roster: the class server for class { $name } ran at { $url } but has stopped. Start it again (canasta-teach serve --class { $name }), or give the learners' address with --url.
# the title of the short pages the server answers itself (class full, busy)
server-page-title = Canasta school
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

## canasta-teach serve: what the teacher reads in the terminal (cli/serve.py, cli/supervise.py,
## cli/live_positions.py), in serve --lang's language

# keep "Canasta school ready at" as it is in English: the README and the tests look for it
serve-ready = Canasta school ready at { $url }  (Ctrl-C to stop)
serve-not-answered = Voila has not answered yet; it should appear at { $url }
serve-stopping = Stopping the Canasta school...
serve-teacher = Teacher dashboard for class { $name } (keep this link to yourself): { $url }
serve-class-deal = Class deal: { $deal } (every learner who opens practice plays it)
serve-deal-without-class = --deal names the deal of a class: serve it with --class NAME
serve-not-a-folder = cannot serve { $root }: not a folder
serve-port-in-use = port { $port } on { $host } is already in use: stop the other server or pick --port
# serve's numbers and host as given ($value as Python shows it: 0, 'x')
serve-port-wanted = port { $value }: expected a whole number from 1 to 65535
serve-preheat-wanted = preheat { $value }: expected the number of kernels to keep ready, 0 or more
serve-cull-wanted = cull idle time { $value }: expected whole seconds, 0 or more (0 keeps idle kernels forever)
serve-host-wanted = host { $value }: expected an address such as 127.0.0.1
serve-limit-wanted =
    { $name ->
        [max-kernels] max kernels
        [page-loads] page loads per minute
       *[kernel-memory] kernel memory (MB)
    } { $value }: expected a whole number, 0 or more (0: no limit)
serve-preheat-cap = --preheat { $preheat } keeps { $ready } kernels ready, as many as the cap of { $cap } kernels allows, leaving no room for learners: give --max-kernels more than { $ready }, or preheat fewer
serve-positions-not-folder = --positions { $path }: not a folder
serve-positions-none = --positions { $path }: no *.yaml position files in it
# followed by one line per problem
serve-positions-refused =
    refusing to serve the positions in { $folder }: { $n ->
        [one] { $n } problem
       *[other] { $n } problems
    } (fix them, then run `canasta-teach check { $path }`):
serve-positions-refused-live = refusing to serve the positions:
serve-positions-unchecked = canasta-teach: position files: not checked within serve's play-out budget: { $line }
serve-positions-kept = canasta-teach: position files changed, learners keep the last good version: { $line }
serve-positions-new =
    canasta-teach: position files changed, learners now get the new version ({ $n ->
        [one] { $n } file
       *[other] { $n } files
    } from { $folder })
serve-positions-recheck-failed = canasta-teach: could not re-check the position files in { $folder }: { $error }
serve-positions-unreadable = { $folder }: could not read the files ({ $reason })

## canasta-teach lab and hub-config: what the teacher reads in the terminal (cli/lab.py,
## cli/hub.py), in --lang's language

# keep "Canasta school in JupyterLab at" as it is in English: the README looks for it
lab-ready = Canasta school in JupyterLab at { $url }  (Ctrl-C to stop)
# parts of one line on what changed in the notebook folder, joined by "; "
lab-copied =
    { $n ->
        [one] copied { $n } notebook
       *[other] copied { $n } notebooks
    }
lab-updated = updated { $n }
lab-kept = kept your edited { $names }
# keep [y/N]: y, yes, j and ja are read as yes
lab-ask-replace = You changed { $name }. Replace it with the new version from canasta-teach? [y/N]
lab-no-notebooks = no notebooks to copy in { $source }
lab-folder-is-file = { $folder } is a file, not a folder: name a folder for the notebooks
# $problems: cli-problems
lab-positions-problems = { $path }: { $problems }; run canasta-teach check { $path }
lab-not-installed = JupyterLab is not installed: pip install 'canasta-teach[lab]'
lab-did-not-start = JupyterLab did not start; its messages are in { $log }
hub-cull-wanted = { $option } { $value }: expected whole seconds, 0 or more
hub-positions-none = --positions { $path }: no *.yaml position files in that folder
# followed by one line per problem
hub-positions-refused = refusing the positions in { $folder }:
hub-store-needed = --store postgresql://USER:PASSWORD@HOST:PORT/DATABASE is needed: every user's server writes to it (an SQLite file serves one machine: canasta-teach serve)
hub-wrote = Wrote { $target }
