# The errors a teacher reads about a position file (content/*.py). Each follows the file, the
# entry and the key it is about ("lesson.yaml: entry frozen: key 'hand': ..."), so it opens
# in lower case. YAML keys (hand, our_melds, ask ...), asks (take-pile ...) and card codes
# (Ks, 3h) are the file's own words: they stay as they are in every language.
# $value is the author's value: their text quoted ('Kx'), or error-kind.

# where a problem is: "entry frozen", "key 'hand'"
error-entry = entry { $entry }
error-key = key { $key }

# a value in the author's terms
error-kind =
    { $kind ->
        [empty] empty
        [yes] yes
        [no] no
        [number] a number ({ $value })
        [list] a list
        [empty-list] an empty list
        [mapping] a mapping
        [empty-mapping] an empty mapping
       *[other] a value of another kind
    }

## Reading one key's value (content/key_values.py)

error-play-not-text = a turn in the play notation, like 'draw; discard 9c', not { $value }
error-what-words = words
error-what-title = a title in words
error-text-wanted =
    { $what }, not { $value }{ $quotes ->
        [yes] {" "}(put it in quotes to mean the word)
       *[no] {""}
    }
error-brace = a brace {"{"} or {"}"} must name a rule number, like {"{"}natural_canasta{"}"}; write {"{{"} and {"}}"} for a brace itself
error-no-rule-number = { $name } names no rule number: use one of { $known }
error-rule-number-form = { $said }: a rule number is said plainly or as a word ({"{"}target{"}"}, {"{"}canasta_size:word{"}"})
error-yes-no-text = { $value } should be yes or no
error-yes-no = should be yes or no, not { $value }
error-cards-wanted = expected cards like 'Ks Kh 7d', got { $value }
error-card-wanted = card { $place } should be a card like Ks, not { $value }
error-more-than-pack = more than { $size } cards, but the pack holds only { $size }
error-melds-wanted = expected a list of melds like [Qs Qh Qd, 9s 9h 9d], got { $value }
error-meld-wanted = meld { $place } should be cards like 'Qs Qh Qd', got { $value }
error-whole-number = expected a whole number, got { $value }
error-below = { $value } is below { $low }
error-above = { $value } is above { $high }
error-red-threes-wanted = a number of red threes, like 1, or the cards, like 3h 3d, not { $value }
error-not-red-three = { $card } is not a red three (3h or 3d)
error-side-text = { $value } should be us, them or none
error-side = should be us, them or none, not { $value }
error-meld-side = { $value } is not a side: choose us or them
error-rank-wanted = the rank of a meld, like Q or 10, not { $value }
error-not-rank = { $value } is not a rank: write the rank of the meld, like Q or 10
error-wild-not-rank = { $value } is a wild card, not the rank of a meld: write the rank of the meld, like Q or 10
error-tags = a list of words, like [frozen, pile], not { $value }
error-tags-item = a list of words, like [frozen, pile], not a list holding { $value }

## A title or an explanation per language (content/position_words.py)

error-words-empty-mapping = { $what }, or one per language ({ $languages }), not an empty mapping
error-words-language = { $language } is no language of the school: write the text, or one text per language ({ $languages })
error-words-in-language = { $name } in { $language }: { $what }, not { $value }

## One entry as a whole (content/position_entry.py, content/authoring.py)

error-id-wanted = an id is a short name, like frozen-by-two, not { $value }
error-id-missing = every position needs an id (a short unique name)
error-id-too-long = an id is a short name on one line, at most { $most } characters, like frozen-by-two
error-ask-missing = missing 'ask': say what the judge should rule (take-pile, go-out, score ...)
error-ask-wanted = an ask is one of { $choices }; not { $value }
error-ask-unknown = unknown ask { $value }: choose one of { $choices }
error-ask-not-yet = ask { $ask } cannot be written in a position file yet: choose one of { $choices }
error-key-unknown =
    unknown key { $name }{ $hint ->
        [yes] {" "}(did you mean { $close }?)
       *[no] {""}
    }
error-keys-foreign =
    { $n ->
        [one] key { $names } does not belong to ask { $ask }
       *[other] keys { $names } do not belong to ask { $ask }
    }
error-keys-missing =
    { $n ->
        [one] ask { $ask } needs key { $names }
       *[other] ask { $ask } needs keys { $names }
    }
error-score-pair = score should be [ours, theirs], like [1600, 800]
error-file-not-text = a position file is text (YAML)
error-file-not-list = a position file is a YAML list of positions (entries starting with '- id:')
error-entry-not-mapping = each entry should be a mapping of keys (id:, hand:, ask: ...)
error-id-twice = this id is used twice in the file; ids must be unique
error-id-also-in = id also used in { $file }

## Checking a file against the judge (content/check.py)

error-cannot-judge = cannot be judged: { $error }
error-expect-disagrees = expect says { $expected }, the judge says { $answer } ({ $rules }): { $explanation }
error-coach-not-checked = the coach's verdict was not checked: it takes up to { $work } play-outs and { $left } of this check's { $budget } were left (run canasta-teach check on the file to check it)

## What a real table could not show (content/position_checks.py)

# "four kings", "five jokers"
error-rank-count = { COUNT($n, $rank) }
# "four kings of spades" ($suit is suit-s ...)
error-card-count = { COUNT($n, $rank) } of { $suit }
# $cards is error-card-count or error-rank-count
error-too-many-card = { $cards }, but two decks hold only { WORD($most) }
error-too-many-rank = { $cards }, but two decks hold only { WORD($most) }
error-too-many-red-threes = { COUNT($n, noun: "red three") } in play, but two decks hold only { WORD($most) }
error-red-three-in-hand = { $card } in a hand: a red three is laid out at once, write it in our_red_threes/their_red_threes
error-red-three-on-top = a red three ({ $card }) cannot be the top card: cards are turned onto it until another shows
error-red-three-in-pile = a red three ({ $card }) is card { $place } from the bottom: in the pile a red three can only be among the cards turned up to start it, under the first card that is neither wild nor a red three (one drawn later is laid out at once)
# $problem is the judge's sentence on the meld
error-meld-problem = meld { $place } ({ $meld }): { $problem }
# two melds of kings ($ranks: the rank's plural, or error-one-rank)
error-melds-one-rank = two melds of { $ranks } ({ $first } and { $second }): a side has one meld per rank, write them as one
error-one-rank = one rank
error-finished-hand = a finished hand has no hand to move: leave hand empty and list leftovers in our_hands/their_hands
error-stock-too-many = { $in_play } cards in play and { $stock } in the stock make { $total }, but the pack holds only { $size }
error-in-play-too-many = { $in_play } cards in play, but the pack holds only { $size }
error-cards-missing = give the cards to judge, like 'Q Q Q 2'
error-melds-missing = give at least one meld
# $cards: error-card-count or error-rank-count, several joined by commas
error-melds-short = the melds use { $cards } more than the hand holds
error-black-threes = black threes ({ $meld }) are melded only by the side going out
error-went-out-no-canasta =
    { $side ->
        [us] went_out is us, but our side has no canasta to go out with (it needs { WORD($need) })
       *[them] went_out is them, but their side has no canasta to go out with (it needs { WORD($need) })
    }
error-concealed = concealed: yes needs went_out: us or them
error-partner-red-threes-twice = partner_red_threes gives [left, right] already: leave their_red_threes and right_red_threes out
error-who =
    { $seat ->
        [you] you
        [left] the player on your left
       *[right] the player on your right
    }
# three players: $seat is you, left or right (the file's word), $who is error-who
error-went-out-three-no-canasta = went_out is { $seat }, but { $who } and any partner have no canasta to go out with (it needs { WORD($need) })
error-concealed-three = concealed: yes needs went_out: you, left or right

## The keys of each ask (content/question_readers.py)

error-partner-red-threes = each partner's red threes, like [1, 0], not { $value }
error-three-seat = { $value } should be you, left, right or none (three players; us means you, them the player on your left)
error-three-player-only = only a three-player hand has a lone player, two partners and a player on your right: leave { $name } out, or write ruleset: three-player
error-pile-taken-lone = pile_taken and lone disagree: lone: none says nobody took the pile; leave pile_taken out
# $choices: the choices a file may name (go-out, keep-playing ...)
error-choices = a list of two or more choices, like [go-out, keep-playing] or [take-pile, draw] ({ $choices } or 'discard CARD'), not { $value }
error-choices-item = a list of two or more choices, like [go-out, keep-playing] or [take-pile, draw] ({ $choices } or 'discard CARD'), not a list holding { $value }
error-choice-twice = { $value } is named twice: each choice once
error-choices-two = a list of two or more choices, like [go-out, keep-playing] or [take-pile, draw] ({ $choices } or 'discard CARD'): a question of which is better needs at least two
error-hand-sizes = the other players' hand sizes in turn order after you, like [11, 11, 19], not { $value }
error-card-empty = is empty: give one card, like Ks
error-one-card = expected exactly one card, got { $value }
error-one-card-count = expected exactly one card, got { COUNT($n, noun: "card") }
error-to-empty = is empty: give the rank of the meld, like Q or 10
error-no-partner =
    { $players ->
        [2] with two players, so there is no partner to ask: leave partner out
       *[other] with three players you play alone, so there is no partner to ask: leave partner out
    }
error-totals-pair = totals should be [ours, theirs], like [5120, 4300]

## The ruleset and its options (content/ruleset_options.py)

error-option-value = option { $name } needs a value like { $like }, not { $value }
error-options-mapping = options should be a mapping like {"{"}wild-limit: more-natural{"}"}
error-ruleset-wanted = a ruleset is classic, two-player, three-player or tranca, not { $value }
# the game layer's refusal of a ruleset, an option or its value (UnknownRulesetError, by kind);
# $name and $value as the author wrote them, quoted; $choices the names or values there are
error-ruleset-unknown = unknown ruleset { $name }: choose { $choices }
error-ruleset-unknown-option = unknown ruleset option { $name }: choose from { $choices }
# $ruleset: the ruleset's name (tranca)
error-ruleset-unknown-game-option = unknown { $ruleset } option { $name }: choose from { $choices }
error-ruleset-not-a-choice = { $value } is not a choice: use { $choices }
error-ruleset-not-one-of = { $value } is not a choice: use one of { $choices }
error-ruleset-unknown-rule = unknown rule id { $name }

## The expected answer (content/expected_answers.py)

# "take-pile, go-out or add"
error-or = { $first } or { $last }
error-act-not-here = only ask { $asks } can be answered by acting on the cards, not { $ask }: leave act out
error-expect-empty = is empty: write the answer you expect, or leave the key out
error-expect-yes-no = { $ask } answers yes or no, not { $value }
error-expect-number = { $ask } answers with a whole number, like 50, not { $value }
# $words: natural, mixed or none (the file's words)
error-expect-words = { $ask } answers { $words }, not { $value }
error-expect-score = { $ask } answers with two whole numbers [ours, theirs], like [1340, 85] (three players: [yours, left, right]), not { $value }
error-expect-choice = should answers with one of its choices ({ $choices }), not { $value }
error-expect-not-choice = { $value } is not one of the choices ({ $choices })

## The coach's work (content/work_limits.py); the counts come with the language's separator

error-playouts-question = asks for { $asked } play-outs ({ $each } for each of { $choices } choices); a question may ask for at most { $most }: give playouts: { $per_choice } or less
error-playouts-file = the should questions up to this one ask for { $total } play-outs; a file may ask for at most { $most }: lower their playouts or split the file

## Reading the file and its YAML (content/safe_yaml.py)

# "line 3: ..."
error-line = line { $line }: { $problem }
# the three ways a character cannot be in the file; $code is its number in hexadecimal
error-char-surrogate = holds a lone surrogate (\u{ $code }), which is not a character
error-char-control = holds the control character U+{ $code }, which has no place in a position file
error-char-yaml = holds the character U+{ $code }, which YAML does not allow
error-text-char = the text { $text } { $problem }
error-file-char = the file { $problem }
error-alias = the alias *{ $name } repeats another value: write the value out (position files use no anchors or aliases)
error-anchor = the anchor &{ $name }: position files use no anchors or aliases, write each value out
error-tag = the YAML tag { $tag } is not used in position files: write the value plainly
error-tag-scalar = { $value } is tagged { $tag }, but it is not a list or a mapping
error-tag-collection =
    { $kind ->
        [list] a list cannot be tagged { $tag }
       *[mapping] a mapping cannot be tagged { $tag }
    }
error-too-many-values = the file holds more than { $most } values: split it into smaller files
error-too-deep = lists and mappings nested more than { $most } deep: a position file needs four levels
error-this-value = this value
# $tag: int, float, bool or other ($name: the tag as written)
error-value-not =
    { $tag ->
        [int] { $value } is not a whole number
        [float] { $value } is not a number
        [bool] { $value } is not yes or no
       *[other] { $value } is not a value of its tag { $name }
    }
error-number-digits = the number { $value } has more than { $most } digits
error-mapping-wanted = expected a mapping of keys (id:, hand:, ask: ...)
error-key-not-word =
    { $kind ->
        [list] a key must be a word, like hand, not a list
       *[mapping] a key must be a word, like hand, not a mapping
    }
error-key-twice = key { $name } is given twice in one mapping (lines { $first } and { $second }): keep one
# $problem: YAML's own words (in English)
error-not-yaml = not valid YAML ({ $problem })
error-text-too-large = the text is larger than { $mb } MB: split it into smaller files
# $reason: the system's own words
error-cannot-read = cannot read the file ({ $reason })
error-unreadable = unreadable
error-name-nul = cannot read the file (its name holds a NUL character)
error-file-link = cannot read the file: it is a symbolic link, not a position file
error-file-too-large = the file is larger than { $mb } MB: split it into smaller files
error-file-kind =
    { $kind ->
        [folder] cannot read the file: it is a folder, not a position file
        [fifo] cannot read the file: it is a FIFO (named pipe), not a position file
        [socket] cannot read the file: it is a socket, not a position file
        [device] cannot read the file: it is a device, not a position file
       *[other] cannot read the file: it is a special file, not a position file
    }
error-file-changed = the file changed while it was read (is it still being saved?)
error-not-utf8 = the file is not UTF-8 text

## A teacher's folder served to a class (cli/live_positions.py)

error-id-shipped = this id is already used by a shipped lesson position (in { $file }): give it an id of your own, or its answers would count as that lesson's
error-link-nowhere = cannot read the file: it is a symbolic link that leads nowhere
error-link-outside = cannot read the file: it is a symbolic link to a file outside the folder; copy the file into the folder instead

## The table of a position, laid out from the pack (judge/table_view.py, players/coach.py)

# where the cards are that the pack runs out of
error-more-than-decks =
    { $what ->
        [sight] the cards in sight
        [hand] the cards known in a hand
        [table] the table
        [red-threes] the red threes
        [stock] the stock
       *[position] the position's cards
    }: more { RANK($rank, form: "plural") } than two decks hold
# $code: the card as written (Ks); $card: the card, for its name
error-drawn-but-on-table = { $code } is drawn, but every { CARD($card, form: "name") } is already on the table

# a question generator asked the pack for more cards than it holds (content/virtual_pack.py)
error-pack-empty = the pack holds no more { RANK($rank, form: "plural") }: a generator asked for too many

## A card or a play written in the notation that cannot be read (the game layer's NotationError,
## by kind; the notation's own words and examples stay as the author writes them)
error-notation-add-no-cards = { $text }: name the cards to add
error-notation-run-end-one-two = { $text }: name one two with the end it joins, like add 4h-6h: 2c high
error-notation-one-card = { $text }: name exactly one card
error-notation-empty-part = an empty play: write something between the semicolons
error-notation-meld-no-cards = { $text }: name the cards of the meld
error-notation-add-form = { $text }: write add RANK: CARDS, like add K: 2c (a run: add 4h-6h: 7h)
error-notation-not-red-three = { $text }: only a red three (3h or 3d) is laid out
error-notation-not-a-play = { $text } is not a play: start with draw, take, meld, add, discard, ask, answer, go out, end or red
error-notation-empty-play = an empty play: write operations like 'draw; discard 9c'
error-notation-empty-between = { $text }: an empty play between two semicolons: write one operation in each place
error-notation-one-operation = { $text }: one operation expected, found { $count }
error-notation-not-a-card = { $text } is not a card: write rank then suit, like Ks, 10h, Th, 7d, 2c, JK for a joker, or K♠; ranks 2-10 J Q K A, suits c d h s
error-notation-three-suit = { $text }: a three must carry its suit (3h 3d are red, 3c 3s black)
error-notation-joker-suit = a joker has no suit
error-notation-three-no-suit = a three must carry its suit (3h 3d are red, 3c 3s black)

## Why the coach cannot compare a should position's choices (players/coach.py's CoachError,
## by kind). $choice is the choice as the file writes it (take-pile, discard 9c): it stays
## as written in every language, like the asks; the counts are digits.

error-coach-table-sum = the table does not add up: { $unseen } cards unseen, but the hands and the stock hold { $need }
error-coach-playout-stuck = a play-out did not end after { $n } operations
error-coach-drawn = { $choice }: the turn has already drawn
error-coach-not-allowed = { $choice } is not allowed here
error-coach-draw-first = { $choice }: draw or take the pile first
error-coach-cannot-go-out = go-out: this hand cannot go out this turn
error-coach-no-way-out = go-out: no way to go out was found
error-coach-no-wild-to-freeze = freeze: you hold no wild card you may discard now
error-coach-mixed = take-pile and draw are choices before drawing; the others come after: do not mix them
error-coach-hand-sizes = give the hand sizes of the { $n } other players, each 1 or more
error-coach-too-many-cards = the other hands would hold { $held } cards, but only { $left } are left in the pack
error-coach-stock = the stock holds { $stock } cards, but with { $sizes } cards in the other hands { $left } are left for it: write stock: { $left } (or leave it out)
error-coach-playouts = { $n } play-outs: the coach needs at least 2 to measure a spread

## A should question's choice that cannot be read (game/choices.py's ChoiceError, by kind);
## $text is the author's text quoted, $error a bad card's own problem

error-choice-card = choice { $text }: { $error }
error-choice-unknown = unknown choice { $text }: choose { $choices } or 'discard CARD' (like discard 9c)
