# Words the sentences are made of: numbers, nouns, ranks, suits, cards, sides, answers.

numbers =
    { $n ->
        [0] no
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
       *[other] { $n }
    }
count = { $n } { $noun }
list-and = { $first } and { $last }
list-sep = { ", " }
noun-card =
    { $n ->
        [one] card
       *[other] cards
    }
noun-canasta =
    { $n ->
        [one] canasta
       *[other] canastas
    }
noun-meld =
    { $n ->
        [one] meld
       *[other] melds
    }
noun-play =
    { $n ->
        [one] play
       *[other] plays
    }
noun-wild-card =
    { $n ->
        [one] wild card
       *[other] wild cards
    }
noun-natural-card =
    { $n ->
        [one] natural card
       *[other] natural cards
    }
noun-red-three =
    { $n ->
        [one] red three
       *[other] red threes
    }
noun-black-three =
    { $n ->
        [one] black three
       *[other] black threes
    }
noun-legal-way =
    { $n ->
        [one] legal way
       *[other] legal ways
    }
rank-2 =
    { $n ->
        [one] two
       *[other] twos
    }
rank-3 =
    { $n ->
        [one] three
       *[other] threes
    }
rank-4 =
    { $n ->
        [one] four
       *[other] fours
    }
rank-5 =
    { $n ->
        [one] five
       *[other] fives
    }
rank-6 =
    { $n ->
        [one] six
       *[other] sixes
    }
rank-7 =
    { $n ->
        [one] seven
       *[other] sevens
    }
rank-8 =
    { $n ->
        [one] eight
       *[other] eights
    }
rank-9 =
    { $n ->
        [one] nine
       *[other] nines
    }
rank-10 =
    { $n ->
        [one] ten
       *[other] tens
    }
rank-J =
    { $n ->
        [one] jack
       *[other] jacks
    }
rank-Q =
    { $n ->
        [one] queen
       *[other] queens
    }
rank-K =
    { $n ->
        [one] king
       *[other] kings
    }
rank-A =
    { $n ->
        [one] ace
       *[other] aces
    }
rank-JK =
    { $n ->
        [one] joker
       *[other] jokers
    }
rank-none =
    { $n ->
        [one] card
       *[other] cards
    }
suit-c = clubs
suit-d = diamonds
suit-h = hearts
suit-s = spades
card-name = { $rank } of { $suit }
card-joker = Joker
side-us = your side
side-them = the other side
side-none = nobody
answer-yes = Yes
answer-no = No
answer-natural = A natural canasta
answer-mixed = A mixed canasta
answer-not-canasta = Not a canasta
answer-us = Your side
answer-them = The other side
answer-nobody = Nobody yet
answer-us-two = You
answer-them-two = Your opponent
answer-us-three = You
answer-them-three = The leading opponent
answer-score = Us { $ours }, Them { $theirs }
answer-score-three = You { $you }, Left { $left }, Right { $right }
display-position = Position { $id }
display-ruling = The ruling on { $id }
display-choices = Answers: { $choices }
display-cards = The cards that decide it:
display-rules = Rules: { $rules }
display-seat = The table as player { $seat } sees it
step-draw = draw from the stock
step-draw-card = draw the { $card }
step-draw-cards = draw { $cards }
step-take = take the pile with { $cards }
step-take-add = take the pile, adding its top card to your meld
step-take-any = take the pile
step-meld = meld { $cards }
step-add = add the { $card } to your { RANK($rank, form: "plural") }
step-add-cards = add { $cards } to your { RANK($rank, form: "plural") }
step-discard = discard the { $card }
step-red-three = lay out the { $card } and draw a card to replace it
step-ask = ask your partner “May I go out?”
step-answer-yes = answer yes
step-answer-no = answer no
step-go-out = go out
step-end = end the turn without discarding
turn-then = { $first }, then { $next }
line-melds = cards in { COUNT($count, noun: "meld") }
line-natural-canasta = natural canasta of { RANK($rank, form: "plural") }
line-mixed-canasta = mixed canasta of { RANK($rank, form: "plural") }
line-red-threes = { COUNT($count, noun: "red three") }
line-red-threes-minus-no-meld = { COUNT($count, noun: "red three") }, counted minus (no meld)
line-red-threes-minus-no-canasta = { COUNT($count, noun: "red three") }, counted minus (no canasta)
line-red-threes-hidden = { COUNT($count, noun: "red three") } never laid out
line-going-out = going out
line-going-out-concealed = going out concealed
line-hand = cards left in hand ({ $cards })
line-card-melded = the { CARD($card, form: "name") } melded
line-canasta-spoiled = the natural canasta of { RANK($rank, form: "plural") } becomes mixed
line-melded-this-turn = cards melded this turn
line-canasta-completed-natural = natural canasta of { RANK($rank, form: "plural") } completed
line-canasta-completed-mixed = mixed canasta of { RANK($rank, form: "plural") } completed
line-item = { $label } { SIGNED($points) }
choice-take-pile = take the pile
choice-draw = draw from the stock
choice-go-out = go out now
choice-keep-playing = keep playing
choice-freeze = freeze the pile with a wild card
choice-discard = discard the { CARD($card, form: "name") }
who-you = you
who-partner = your partner
who-left = the player on your left
who-right = the player on your right
who-opponent = your opponent
list-or = { $first } or { $last }
spoken-the = the
spoken-card = the { $name }
spoken-wild-count = { WORD($n) } { RANK($rank, form: "plural") }
rank-a-2 = a two
rank-a-3 = a three
rank-a-4 = a four
rank-a-5 = a five
rank-a-6 = a six
rank-a-7 = a seven
rank-a-8 = an eight
rank-a-9 = a nine
rank-a-10 = a ten
rank-a-J = a jack
rank-a-Q = a queen
rank-a-K = a king
rank-a-A = an ace
rank-a-JK = a joker
rank-a-none = a card
noun-question =
    { $n ->
        [one] question
       *[other] questions
    }
noun-position =
    { $n ->
        [one] position
       *[other] positions
    }
noun-learner =
    { $n ->
        [one] learner
       *[other] learners
    }
noun-rule =
    { $n ->
        [one] rule
       *[other] rules
    }
noun-first-answer =
    { $n ->
        [one] first answer
       *[other] first answers
    }
line-clean-canasta = clean canasta ({ $cards })
line-dirty-canasta = dirty canasta ({ $cards })
line-morto-not-taken = the morto never taken
spoken-same-count = { WORD($n) } { $name }
spoken-groups-and = { $first }, and { $last }
spoken-groups-or = { $first }, or { $last }
