# Deal numbers and class deals: the practice table's deal, the teacher's class deal, and the
# dashboard's comparison of one deal's hands (issue 22 item 4).

deals-bad-number = “{ $number }” is not a deal number. A deal number is the number shown under “New game” on the practice table, digits only.
deals-bad-table = Deal number { $number } names no table: its last two digits give the players (2, 3 or 4) and the bots.
deals-bad-level = There are no “{ $level }” bots to play a deal against.
deals-this-deal = This game is deal { $number }: anyone who opens that deal plays the same cards against the same bots.
deals-replay-link = Play this deal from the start
deals-teacher-chose = Your teacher chose this deal for the class.
deals-table = { $table }, { $bots }
deals-admin = Class deal
deals-admin-number = Deal number
deals-admin-how = Type a deal number from the practice table, or leave it empty for a new deal of the table and bots chosen below. Every learner who opens practice then plays that deal against the same bots.
deals-admin-set = Set the class deal
deals-admin-clear = Clear the class deal
deals-admin-now = The class deal is { $number } ({ $table }).
deals-admin-none = There is no class deal: each learner gets a deal of their own.
deals-admin-done = The class deal is now { $number } ({ $table }). Learners get it when they open practice.
deals-admin-cleared = The class deal is cleared: each learner gets a deal of their own again.
deals-admin-locked = Only the teacher's page can set the class deal.
deals-admin-bad-table = Choose a table and bots from the lists.
deals-results-class = The class deal { $number } ({ $table }): { $learners ->
        [0] no learner has yet
        [one] one learner has
       *[other] { $learners } learners have
    } played it.
deals-results = Deal { $number } ({ $table }): played by { $learners } learners.
deals-results-table = The hands of deal { $number }
deals-col-learner = learner
deals-col-hand = hand
deals-col-score = their side's points
deals-col-margin = against the best other side
deals-col-result = result
deals-col-decision = decision
deals-col-choice = choice
deals-col-who = who chose it
deals-col-won = hands won
deals-col-mean-margin = mean margin
deals-differed = Deal { $number }: { $n ->
        [0] no decision where learners at the same table chose differently
        [one] one decision where learners at the same table chose differently
       *[other] { $n } decisions where learners at the same table chose differently
    }
deals-differed-table = The decisions of deal { $number } where learners chose differently, and how their hands ended
deals-point = Hand { $hand }, move { $move }: { $kind }
deals-won-of = { $won } of { $hands }

## The game of a deal (schema 7: a deal is Canasta, or Tranca at a table of four), and a
## deal's table as the teacher reads it on the dashboard (a learner, never "you").
deals-bad-game = Tranca is played by four players; this deal is for a table of { $players }.
deals-bad-ruleset = “{ $ruleset }” is no game a deal is played in: Canasta or Tranca.
deals-this-deal-tranca = This game is Tranca deal { $number }: anyone who opens that deal plays the same cards against the same bots.
deals-table-canasta-4 = Canasta, 4 players: a learner and a bot partner against two bots
deals-table-canasta-2 = Canasta, 2 players: a learner against one bot
deals-table-canasta-3 = Canasta, 3 players: a learner and two bots
deals-table-tranca-4 = Tranca, 4 players: a learner and a bot partner against two bots
deals-admin-game = Game
deals-admin-game-canasta = Canasta (the table chosen below)
deals-admin-game-tranca = Tranca (4 players)
deals-admin-players-4 = 4 players: a learner and a bot partner against two bots
deals-admin-players-2 = 2 players: a learner against one bot
deals-admin-players-3 = 3 players: a learner and two bots
