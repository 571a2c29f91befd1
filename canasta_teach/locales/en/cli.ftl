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

## canasta-teach --help: each command's and option's help, in --lang's language (else the class's, else English)
# { $default } is the option's default (argparse fills it in); --options, file names, URLs and
# the words of code (KEY=VALUE, HTTP 503, $CANASTA_TEACH_DB, ?lang=) stay as they are

cli-help-description = A Canasta school: rules judge, lessons, quiz and classroom.
cli-help-judge = rule on the positions of YAML files
cli-help-check = validate position files and check every expect against the judge
cli-help-rules = print the rule book
cli-help-selfplay = bots play hands against each other through the referee
cli-help-serve = serve the lessons as a web tutorial with Voila
cli-help-handout = write a printable handout of a lesson with its answer key
cli-help-handout-lesson = a lesson id (05-taking-the-pile), its number (5) or a position YAML file
cli-help-handout-out = where to write the page (default: LESSON-handout.html in the current folder)
cli-help-hub-config = write a jupyterhub_config.py (or zero-to-jupyterhub values) for a school
cli-help-roster = print each learner's personal link for a class
cli-help-lab = copy the notebook suite into a folder and open it in JupyterLab
cli-help-hub-singleuser = one user's server on JupyterHub (the hub starts it)
cli-help-judge-files = position files or folders (default: the shipped positions)
cli-help-judge-json = one JSON object per position
cli-help-lang = the language of the output ({ $languages }; default en)
cli-help-check-files = position files or folders (default: the shipped positions)
cli-help-rules-ruleset = state that ruleset's numbers (its target, its first-meld table...); default classic
cli-help-rules-option = a ruleset option whose numbers to state (repeatable)
cli-help-serve-host = address to listen on (default { $default }: this computer only; 0.0.0.0 lets the classroom connect)
cli-help-serve-port = port to listen on (default { $default })
cli-help-serve-preheat = keep N kernels per notebook (index, each lesson, quiz) started and rendered in advance: pages open faster, but N x notebooks kernels (~70 MB each) stay in memory (default { $default })
cli-help-serve-cull-idle = shut down a kernel whose page was closed after this many idle seconds (default { $default }; 0 never)
cli-help-serve-max-kernels = most kernels (open pages, and those --preheat keeps ready) at once; one more page gets 'the class is full, try again in a minute' (HTTP 503) and starts no kernel (default: half the memory available at start at { $mb } MB a kernel, within the open-file limit, 4 to { $ceiling }; here { $here }; 0 no cap)
cli-help-serve-page-loads-per-minute = pages one computer (one address) may open per minute, as many at once; more get HTTP 429 and start no kernel (default { $default }; raise it if the class reaches you through one shared address; 0 no limit)
cli-help-serve-names-per-page = new names one page may try per minute; more are refused in words (default { $default }; 0 no limit)
cli-help-serve-names-per-address = new names one computer (one address) may try per minute, all its pages together (default { $default }; raise it if the class reaches you through one shared address; 0 no limit)
cli-help-serve-roster-only = learners come only from `canasta-teach roster`: the pages take personal codes, not names
cli-help-serve-kernel-memory-mb = the most memory one page's kernel may hold; a kernel past it is stopped and its page says it was restarted (the learner reloads it), so no page can take more than its share (default { $default }; 0 no limit)
cli-help-serve-allow-host = a name learners use to reach this computer, besides its own name and addresses (repeat for several); requests for any other name get 403
cli-help-serve-open = open the index page in the default web browser
cli-help-serve-class = serve a class: its answers go to a store of its own, and the dashboard is titled NAME
cli-help-serve-lang = the class's language (en, da, sv, de, nl: a language whose catalogue is complete): pages open in it unless the address (?lang=) or the learner chose another
cli-help-serve-deal = with --class: the class deal, a deal number from the practice table (or 'new' for a new four-player deal against sensible bots): every learner of the class who opens practice plays it; the dashboard compares their hands. The digits may be grouped as the pages show them (quote them: --deal '1844 6744 0737 0955 1615 42')
cli-help-serve-deal-ruleset = with --deal: the game the class deal is played in (tranca: Tranca at a table of four; as ?practice&deal=N&ruleset=tranca)
cli-help-serve-positions = a folder of the teacher's position files (*.yaml), served as an extra lesson and added to the quiz; files that fail `canasta-teach check`, or reuse a shipped lesson position's id, are refused at start; edits while serving are re-checked, and a broken edit keeps the last good version (the server log says why)
cli-help-serve-store = the progress store: an SQLite file (default $CANASTA_TEACH_DB, else ~/.local/share/canasta-teach/progress.sqlite3, or class-NAME.sqlite3 with --class; it must lie outside the served folders), or a PostgreSQL database, postgresql://USER:PASSWORD@HOST:PORT/DATABASE (needs the 'hub' extra)
cli-help-hub-config-store = the shared progress store: postgresql://USER:PASSWORD@HOST:PORT/DATABASE (required, except with --z2jh where the URL lives in a Kubernetes secret)
cli-help-hub-config-out = where to write it (default { $default }; config.yaml with --z2jh; - for stdout)
cli-help-hub-config-admin = a teacher: a hub admin, whose server opens on the class dashboard (repeatable)
cli-help-hub-config-class = the class name shown on the dashboard
cli-help-hub-config-positions = a folder of the teacher's position files, checked now and served as an extra lesson
cli-help-hub-config-host = address the hub listens on (default { $default })
cli-help-hub-config-port = port the hub listens on (default { $default })
cli-help-hub-config-authenticator = JupyterHub authenticator: pam (the machine's accounts, default), or any other installed one (e.g. nativeauthenticator, oauthenticator's github)
cli-help-hub-config-spawner = JupyterHub spawner (default { $default }: each user's server runs as that system user on this machine)
cli-help-hub-config-cull-idle = stop a user's server idle this long (default { $default })
cli-help-hub-config-kernel-cull-idle = stop a closed page's kernel after this long (default { $default })
cli-help-hub-config-lang = the class's language (en, da, sv, de, nl), as serve --lang; these lines are in it too
cli-help-hub-config-proxy = configurable-http-proxy (default: on PATH, or the checkout's node_modules)
cli-help-hub-config-z2jh = write values for the zero-to-jupyterhub Helm chart instead, for a user image IMAGE (e.g. registry.example/school:0.1) holding canasta-teach[hub]
cli-help-roster-names = learners' names (or use --file)
cli-help-roster-class = the class (as given to serve --class): its store holds the learners
cli-help-roster-file = a text file of names, one a line (blank lines and lines starting with # skipped)
cli-help-roster-store = the progress store, as for serve --store
cli-help-roster-url = the learners' address of the school (default: the address of the running `canasta-teach serve --class` of this class)
cli-help-roster-renew = give learners who already have a code a new one (their old link stops working)
cli-help-lab-folder = where the notebooks go (default: { $default }/ in the current folder)
cli-help-lab-port = JupyterLab's port (default { $default }, or the next free one)
cli-help-lab-teacher = a teacher's own JupyterLab: the class dashboard (teacher.ipynb) opens without a key
cli-help-lab-class = the class's name (the dashboard's title)
cli-help-lab-positions = a folder of your own position files: the extra lesson of class.ipynb (checked first)
cli-help-lab-store = the progress store: an SQLite file or a postgresql:// URL (default: ~/.local/share/canasta-teach/progress.sqlite3)
cli-help-lab-no-browser = do not open a browser
cli-help-lab-copy-only = copy the notebooks and stop (no JupyterLab)
cli-help-lab-lang = the language of the school's pages and of these lines (en, da, sv, de, nl), as serve --lang
cli-help-hub-singleuser-cull-idle = stop a closed page's kernel after this long (default { $default })
cli-help-hub-singleuser-extra = further options for the single-user server (JupyterHub adds its own)
