# Tranca at the practice table: the game to choose, runs and mortos on the card table,
# the log, the hint and the turn's words (003, "Varianten").

# The game chosen for a new practice game.
tranca-game = Game
tranca-game-canasta = Canasta (the table chosen below)
tranca-game-tranca = Tranca: you and a bot partner against two bots
tranca-title = Play a practice hand of Tranca

# A run named in words, never in play notation.
tranca-run-name = run of { $suit } from { RANK($low) } to { RANK($high) }
tranca-run-label = { $run }, { COUNT($n, noun: "card", digits: "yes") }
tranca-run-label-two = { $run }, { COUNT($n, noun: "card", digits: "yes") }, a two in place of the { RANK($rank) }
tranca-run-caption = { RANK($low) } to { RANK($high) }
tranca-set-label = set of { RANK($rank, form: "plural") }, { COUNT($n, noun: "card", digits: "yes") }
tranca-badge-clean = clean canasta
tranca-badge-dirty = dirty canasta
tranca-add-low = Add the selected card at the low end of your { $run }
tranca-add-high = Add the selected card at the high end of your { $run }

# The two mortos, face down until taken.
tranca-morto = Morto
tranca-morto-waiting = face down, { COUNT($n, noun: "card", digits: "yes") }
tranca-morto-taken = taken
tranca-say-morto-ours = Your side's morto: { COUNT($n, noun: "card", digits: "yes") } face down, not taken yet.
tranca-say-morto-ours-taken = Your side has taken its morto.
tranca-say-morto-theirs = The other side's morto: { COUNT($n, noun: "card", digits: "yes") } face down, not taken yet.
tranca-say-morto-theirs-taken = The other side has taken its morto.

# The log.
tranca-log-add-run = { $who } added { $card } to the { $run }.
tranca-log-morto-ours = { $who } took your side's morto and played on with it.
tranca-log-morto-theirs = { $who } took the other side's morto and played on with it.
tranca-log-morto-ours-next = { $who } took your side's morto, to play from the next turn.
tranca-log-morto-theirs-next = { $who } took the other side's morto, to play from the next turn.

# The turn, the hint.
tranca-turn-draw = Your turn: draw from the stock, or select two cards to meld with the pile's top card and press “Take the pile”.
tranca-turn-play = Meld sets or runs, or add to them, then select one card and discard it to end your turn. When your hand is empty you take your side's morto.
tranca-hint-meld-sets = You may lay a new set of { RANK($ranks, form: "plural") }.
tranca-hint-meld-runs = You may lay a new run of { $suits }.
tranca-hint-add-runs = You may add cards to either end of your { $runs }.
tranca-hint-blocked = The black three on top ({ $top }) blocks the pile: you draw from the stock.
tranca-hint-morto = When your hand is empty, you take your side's morto and play on.
tranca-hint-go-out = You may go out: your side has its morto and a canasta. Meld every card, or all but one and discard it.
tranca-hint-discard-block = A black three you discard ({ $card }) blocks the pile for the next player.
