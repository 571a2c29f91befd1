# The judge on Tranca positions (003, "Varianten"): rulings, their reasons and the steps of a
# Tranca turn. Terms: GLOSSARY.md (run, morto, clean and dirty canasta, to block).

tranca-ask-refused = Tranca has no “{ $ask }” question: on a Tranca table the judge answers { $asks }.
tranca-run-not-canasta = A run is a Tranca meld: write ruleset: tranca to add to one.
tranca-not-a-meld = { $cards } are not a Tranca meld.
tranca-meld-set = { $cards } are a set of { RANK($rank, form: "plural") }: a Tranca meld may be a set of one rank.
tranca-meld-run = { $cards } are a run of one suit from the { RANK($low) } to the { RANK($high) }: a Tranca meld may be a run, from the four up, the ace only above the king.
tranca-meld-two-in-run = The two ({ $two }) stands for the { RANK($place) } of the run.
tranca-meld-two-in-set = The two stands for one more card of the set: a meld holds at most one two.
tranca-canasta-clean = With { COUNT($size, noun: "card") } it is a clean canasta: { $bonus } on top of its cards.
tranca-canasta-dirty = With { COUNT($size, noun: "card") } it is a dirty canasta (it holds a two): { $bonus } on top of its cards.
tranca-add-set = The { CARD($card, form: "name") } joins your set of { RANK($rank, form: "plural") }, which then holds { COUNT($size, noun: "card") }.
tranca-add-set-two = The two ({ $card }) joins your set of { RANK($rank, form: "plural") }: a meld may hold one two, and this one holds none yet.
tranca-add-theirs = That run belongs to the other side: you add only to your own side's melds.
tranca-add-run = The { CARD($card, form: "name") } extends your run { $low }–{ $high } at its { $end ->
        [low] low
       *[high] high
    } end: a run grows at either end, one card after the other.
tranca-add-run-two-both = The two may join your run { $low }–{ $high } at either end, standing for the card below or above it: the run holds no two yet.
tranca-add-run-two-one = The two may join your run { $low }–{ $high } only at its { $end ->
        [low] low end: above the ace a run cannot grow
       *[high] high end: below the four a run cannot grow
    }.
tranca-lead-blocked = Blocked.
tranca-lead-open = Not blocked.
tranca-blocked-empty = The pile is empty: there is nothing to block.
tranca-blocked-black-three = The top card is a black three ({ $top }): it blocks the pile for you, the next player, so you draw from the stock this turn.
tranca-blocked-two = The top card is a two ({ $top }): the pile cannot be taken while a two lies on top.
tranca-blocked-no = The top card is the { CARD($top, form: "name") }, neither a black three nor a two, so the pile is not blocked. Tranca has no frozen pile: it is taken by laying the top card with two cards from your hand.
tranca-blocked-buried-two = A two lower in the pile ({ $cards }) changes nothing: only the card on top can block it.
tranca-take-yes = Lay the top { CARD($top, form: "name") } at once with { $pair } from your hand as a new meld, { $meld }; the rest of the pile ({ COUNT($count, noun: "card") }) goes to your hand.
tranca-take-no = The top card is the { CARD($top, form: "name") }, and no two cards of your hand make a meld with it: a set of { RANK($rank, form: "plural") }, or a run of its suit (one of the two may be a two).
tranca-play-took-pile = The pile is taken by laying its top card, { $top }, at once with { $pair } from your hand.
tranca-play-morto = Your hand is empty, so you take your side's morto ({ COUNT($count, noun: "card") }) and play on.
tranca-play-morto-discard = Your last card was your discard, so you take your side's morto ({ COUNT($count, noun: "card") }) and play it from your next turn.
tranca-play-went-out = The turn goes out after the morto, which ends the hand and earns { $bonus } for going out.
tranca-go-out-no-take = You cannot take the pile, so you cannot go out by taking it.
tranca-go-out-morto = Your side has not taken its morto yet, and going out comes only after it.
tranca-go-out-morto-then = A hand emptied now takes the morto ({ COUNT($count, noun: "card") }) and play goes on.
tranca-go-out-yes = You can go out: { $play }.
tranca-go-out-canasta = Your side has taken its morto and has { COUNT($count, noun: "canasta") }, and going out needs one.
tranca-go-out-no-canasta = Your side has no canasta yet, and your cards cannot complete one and go out in this turn: going out needs one.
tranca-go-out-cannot = Your cards cannot all be melded this turn with one at most left to discard: { $hand }.
tranca-go-out-keep = Until you can go out, you keep a card to discard.
tranca-score-melds = The cards melded by { $side } count { SIGNED($points) }: ten each, a two twenty.
tranca-score-clean-canasta = A clean canasta earns { $side } { SIGNED($points) } on top of its cards.
tranca-score-dirty-canasta = A dirty canasta earns { $side } { SIGNED($points) } on top of its cards.
tranca-score-reds-plus = The red threes of { $side } ({ $count }) count plus, as the side has a canasta: { SIGNED($points) }.
tranca-score-reds-minus = The red threes of { $side } ({ $count }) count minus, as the side has no canasta: { $points }.
tranca-score-went-out = Going out after the morto earns { $side } { SIGNED($points) }.
tranca-score-hand-minus = The cards left in the hands of { $side } count minus: { $points }.
tranca-score-morto-penalty = { $side ->
        [us] Your side
       *[them] The other side
    } never took its morto: { $points }.
tranca-score-nobody-out = Nobody went out: the stock ran out, and nobody earns the going-out bonus.
step-add-run = add the { $card } to your run { $low }–{ $high }
step-add-run-end = add the { $card } to your run { $low }–{ $high } at its { $end ->
        [low] low
       *[high] high
    } end

# The questions a Tranca lesson step asks.
prompt-heading-tranca-blocked = Blocked?
prompt-tranca-blocked = Is the discard pile blocked for you?
prompt-tranca-add-run = May you add the { CARD($card, form: "name") } ({ $card }) to your run { $low }–{ $high }?

# Errors in a Tranca position file (content/tranca_entry.py, content/question_readers.py).
error-tranca-morto-not-tranca = only a Tranca table has mortos: leave morto_taken out, or write ruleset: tranca
error-tranca-canasta-only-key =
    Tranca has no { $name ->
        [concealed] going out concealed
        [partner] partner to ask "may I go out?"
       *[melded_before] first meld to have made
    }: leave { $name } out
error-tranca-morto-shape = morto_taken should be [ours, theirs], like [yes, no], not { $value }
error-tranca-meld = meld { $n } ({ $cards }): { $problem }
error-tranca-two-runs = two runs of one suit ({ $run }): under runs-per-suit: one a side holds one run of each suit
error-tranca-two-sets = two sets of { RANK($rank, form: "plural") } ({ $first } and { $second }): a side holds one set of each rank, write them as one
error-tranca-joker = Tranca is played without jokers (003: two packs without jokers); only the twos are wild
error-tranca-no-suit = { $card }: in Tranca every card carries its suit (runs are of one suit), like { $example }
error-tranca-out-before-morto = went_out is { $side }, but that side never took its morto: going out comes only after the morto (write morto_taken)
error-tranca-out-no-canasta =
    went_out is { $side }, but that side has no { $clean ->
        [yes] clean canasta
       *[no] canasta
    } to go out with
error-tranca-too-many =
    { $shown } cards in play, { $mortos ->
        [one] one morto
       *[other] { WORD($mortos) } mortos
    } of { $size } face down and { $stock } in the stock make { $total }, but the Tranca pack holds only { $pack }
error-tranca-run-span = { $value }: a run by its ends, like 4h-6h, or the rank of a set, like Q
error-tranca-run-suits = { $value }: a run's two ends are of one suit, like 4h-6h

# Quiz generators for Tranca's tricky rulings (content/deals_tranca.py).
generate-title-tranca-take = The { CARD($card, form: "name") } lies on top of the pile - take it?
generate-title-tranca-black-three = A black three lies on top of the pile, the { CARD($card, form: "name") } under it - take the pile?
generate-title-tranca-run = Your side has a run from { $low } to { $high } - may you add the { CARD($card, form: "name") }?
generate-title-tranca-morto =
    { $morto ->
        [yes] Your side has taken its morto
       *[no] Your side's morto still lies face down
    }, { $canasta ->
        [yes] a canasta is on the table
       *[no] no canasta yet
    } - can you go out this turn?
generate-summary-tranca-take-pile = Tranca: the pile only with its top card and two cards from your hand, never under a black three
generate-summary-tranca-run-end = Tranca: a run grows at either end, from the four to the ace, with one two at most
generate-summary-tranca-morto-go-out = Tranca: going out only after the morto, with a canasta
