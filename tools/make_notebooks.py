"""Write the lesson notebooks from the prose below (run once after editing the prose).

Each lesson notebook: a Markdown explanation of the rule (citing the source texts), one
code cell that shows the lesson player (Voila hides the code), and a short recap. The
decisions themselves are the positions of the lesson's YAML file, ruled by the judge.

The prose states no rule number of its own: card values, bonuses, the first-meld table,
targets and hand sizes are placeholders (``{natural_canasta}``, ``{canasta_size:word}``)
filled in from the card table and the rulesets (:func:`prose_numbers`), in the judge's
wording style (:func:`canasta_teach.judge.wording.fill`).

    python tools/make_notebooks.py
"""

from __future__ import annotations

from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from canasta_teach.content.lessons import get_lesson
from canasta_teach.game.rulesets import rule_numbers
from canasta_teach.judge.wording import fill

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"

#: Each lesson's introduction and recap; its title is the one of ``data/lessons.yaml`` (one
#: title per lesson everywhere: the index, the app, this notebook and the handout).
LESSONS: dict[str, tuple[str, str]] = {
    "01-cards-and-values": (
        """Canasta is played with **{pack} cards**: two ordinary 52-card decks and **{jokers:word} jokers**, shuffled together.
Four players sit in two partnerships, partners facing each other; everything a side lays on the table belongs to both partners.

The cards fall into three groups:

* **Natural cards**: ace, king, queen, jack, 10 down to 4. These are the cards you collect in *melds*.
* **Wild cards**: the {jokers:word} jokers and the {twos:word} twos. In a meld a wild card stands for a natural card.
* **Threes**: red threes (hearts, diamonds) are bonus cards; black threes (clubs, spades) are stop cards. Lessons 7 and 8 say what they do.

Suits do not matter in Canasta, except for the threes.

| card | value |
| --- | --- |
| joker | {joker} |
| ace, two | {ace} |
| king, queen, jack, 10, 9, 8 | {king} |
| 7, 6, 5, 4 | {seven} |
| black three | {black_three} |
| red three | a {red_three} bonus, never a card value |

At the end of a hand every card in your melds counts **plus**, every card left in your hand counts **minus**.
So a joker is a great card to meld and an expensive card to be caught holding.
*(Values: the Danish tutorial 002, the Dutch rules 004 and the Swedish guide 001 agree.)*""",
        """**Remember:** joker {joker} · ace and two {ace} · king to eight {king} · seven to four {seven} · black three {black_three} · red three: a {red_three} bonus.""",
    ),
    "02-melds-and-wild-cards": (
        """A **meld** is {meld_min:word} or more cards of the same rank laid face up in front of your side: three queens, five nines.
Wild cards may help, within two limits (Danish guide 000, German rules 003, Dutch rules 004):

* every meld holds **at least {min_natural:word} natural cards**, so Q Q 2 is a meld but 8 2 joker is not;
* a meld holds **at most {max_wild:word} wild cards**, however long it grows.

Your side has **one meld of each rank**: more queens join the queens already down.
You may add cards only to **your own side's melds**, never to the opponents'.

Threes are never melded in the normal way. *(Sources differ on one point: the Swedish guide 001 and the Danish tutorial 002 ask for
**more natural than wild cards**, which forbids 8 8 2 2. The classic rules here allow it; the other reading is the ruleset option
`wild-limit: more-natural`.)*""",
        """**Remember:** {meld_min:word} cards or more · at least {min_natural:word} natural · at most {max_wild:word} wild · one meld per rank per side.""",
    ),
    "03-canastas": (
        """A meld of **{canasta_size:word} or more cards** is a **canasta**, the heart of the game.

* A **natural** canasta has no wild card. It earns a **{natural_canasta}** bonus, and a red card is laid on top to show it.
* A **mixed** canasta holds one to {max_wild:word} wild cards. It earns **{mixed_canasta}**, marked with a black card on top.

The bonus comes **on top of** the card values: {canasta_size:word} natural kings score {natural_canasta} + {kings} = {kings_canasta} (Danish guide 000).
With at most {max_wild:word} wild cards, a canasta always has at least {canasta_naturals:word} natural cards.

A canasta may keep growing. But a wild card added to a natural canasta makes it mixed: the bonus drops from {natural_canasta} to {mixed_canasta}
(Danish guide 000, German rules 003).""",
        """**Remember:** {canasta_size:word} cards make a canasta · natural {natural_canasta}, mixed {mixed_canasta}, plus the cards · a wild card spoils a natural canasta.""",
    ),
    "04-the-first-meld": (
        """The first time your side melds in a hand, the cards laid in that turn must be worth a **minimum**, set by your side's score
before the hand (Danish tutorial 002, Dutch rules 004):

| your side's score | first meld at least |
| --- | --- |
| below {low_start} | {min_below} |
| {low_start} to {low_end} | {min_low} |
| {middle_start} to {middle_end} | {min_middle} |
| {high_start} or more | {min_high} |

Only **card values** count: no bonus for red threes or canastas, even a whole canasta in your hand does not help.
Several melds laid in the same turn count together. Once one partner has met the minimum, both meld freely for the rest of the hand.

The German rules (003) give the examples you will meet: at a minimum of {min_low}, K K joker ({kk_joker}) is enough, A A 2 ({aa_two}) is enough, 7 7 7 ({sevens}) is not.""",
        """**Remember:** {min_below} · {min_low} · {min_middle} · {min_high} by your score · card values only · melds of one turn count together.""",
    ),
    "05-taking-the-pile": (
        """Instead of drawing from the stock you may take the **whole discard pile**, often the best move of the hand.
You must use its **top card** at once:

* meld it with **two cards from your hand**: a natural pair, or (when the pile is not frozen) a natural card and a wild card; or
* **add it to a meld** your side already has (when the pile is not frozen).

Then the rest of the pile goes into your hand.

* You may **never** take the pile while a **wild card** or a **black three** is on top (Danish guide 000, German rules 003).
* Only the **top card** counts: a matching card buried lower does not help (000).

This lesson's positions are all with your side already melded and no wild card in the pile; lesson 6 covers the frozen pile.""",
        """**Remember:** the top card decides · never under a wild card or a black three · two cards from hand, or add to your meld.""",
    ),
    "06-the-frozen-pile": (
        """The pile is **frozen** (Danish guide 000, Danish tutorial 002, German rules 003):

* for **everyone** while a **wild card** lies in it (a discarded wild card is laid crosswise so everybody sees it), or when a wild
  card or a red three was turned up to start the pile;
* for **your side** until your side has made its **first meld**.

A frozen pile may be taken **only with a natural pair** from your hand matching the top card: no wild card, no adding to a meld.
Taking the pile unfreezes it.

When your side has not melded yet, taking the pile is its first meld: the **top card counts** toward the minimum together with
cards from your hand, but **the rest of the pile does not** (German rules 003, Dutch rules 004).""",
        """**Remember:** a wild card in the pile or no meld yet → frozen → only a natural pair takes it.""",
    ),
    "07-red-and-black-threes": (
        """**Red threes** are bonus cards. You never keep one: lay it out at once and draw a replacement (a red three found in a taken pile
is laid out without replacement). Each is worth **{red_three}**, all four **{all_red_threes}**, but only if your side has melded in the hand;
a side that has not melded counts them **minus** (000, 002, 003, 004). *(The Swedish guide 001 asks for a completed canasta
instead of a meld: ruleset option `red-threes: canasta`.)*

**Black threes** are stop cards. Discarded, a black three stops the **next** player from taking the pile; once covered it
no longer matters, and it does not freeze the pile (000, 003). Black threes are melded only by the player **going out**, three or four
together with no wild card. Left in your hand at the end, a black three costs **{black_three}**, not {red_three} (000).""",
        """**Remember:** red three: lay it out, +{red_three} (minus without a meld) · black three: stops the next player, costs {black_three} in hand.""",
    ),
    "08-going-out": (
        """A hand ends when a player **goes out**: melds every card, or all but one and discards the last. You may go out only when
your side has a **canasta** on the table or completes one in that turn (all sources). Without one you must keep at least one card
after discarding.

Before melding you may ask **\u201cPartner, may I go out?\u201d** The answer binds (000, 002, 003, 004).

Going out earns **{going_out}**. Going out **concealed** (the whole hand melded in one turn, with a complete canasta, without having
melded before) earns **{concealed}**; having drawn from the stock, a side that had not melded needs no first-meld minimum for it
(German rules 003).""",
        """**Remember:** a canasta first · meld everything, or all but one discard · {going_out}, concealed {concealed} · the partner's answer binds.""",
    ),
    "09-scoring-a-hand": (
        """Each side adds up (all sources):

1. **plus** every card in its melds;
2. **minus** every card left in both partners' hands;
3. **plus** its bonuses: natural canasta {natural_canasta}, mixed {mixed_canasta}; red threes {red_three} each ({all_red_threes} for four), minus if the side has not melded;
   going out {going_out}, concealed {concealed}.

The German rules (003) work one hand through, and so will you. **Anna goes out.** Her side has a natural canasta of kings ({anna_kings}),
a mixed canasta of five eights, a two and a joker ({anna_eights}), three aces ({anna_aces}) and two red threes; her partner still holds a 7 and a 5:

{anna_melds} − {anna_hand} + {natural_canasta} + {mixed_canasta} + {going_out} (going out) + {anna_reds} (red threes) = **{anna_total}**.

The other side has 6 6 6 2 ({other_sixes}), four queens ({other_queens}) and one red three, and holds a joker, an ace, a 9 and two 4s ({other_hand}):
{other_melds} − {other_hand} + {red_three} = **{other_total}**.""",
        """**Remember:** melds plus · hands minus · canastas {natural_canasta}/{mixed_canasta} · red threes {red_three} each ({all_red_threes}) · going out {going_out}/{concealed}.""",
    ),
    "10-end-of-stock-and-game": (
        """When the stock runs out, play goes on while players take the discard pile (you must take it when it is not frozen and its
top card matches a meld of your side). The hand ends when a player would have to draw from the empty stock, and **nobody earns the
going-out bonus** (German rules 003, Dutch rules 004). If the last stock card is a red three, the hand ends at once.

Scores add up from hand to hand, negative ones too. The first side to reach **{target}** wins. If both sides pass {target} in the same
hand, the **higher total** wins (000, 002, 003).""",
        """**Remember:** empty stock → no going-out bonus · {target} wins · both past it → the higher total.""",
    ),
    "11-two-and-three-players": (
        """**Two players** (000, 003, 004): {hand_size_two} cards each; draw **{cards_drawn_two:word}** from the stock and discard one; you need **{canastas_two:word} canastas** to go out.

**Three players** (000, 003, 004): {hand_size_three} cards each (some deal {hand_size}); draw {cards_drawn_two:word}, discard one. The first player to take the pile plays alone
for the hand; the other two are partners, meld together, but each scores their own red threes. Everyone keeps a separate score and
the game is to **{target_three}**. *(The Dutch rules 004 also ask two canastas to go out: ruleset option `canastas-to-go-out: 2`.)*

**Related games** the sources name: *Samba* (sequences in one suit as well as sets), *Hand and Foot* (each player has a second hand,
the foot), *modern American canasta* (a stricter game with its own bonuses), and regional versions such as *Bolivia*, *Oklahoma* and
*Brazilian canasta*. The German rules (003) describe **Tranca** from Brazil: no jokers, only twos wild; sets *or* same-suit sequences;
a reserve hand (the *morto*) per side; clean canasta 200, dirty 100. The judge here rules classic canasta only.""",
        """**Remember:** two players: {hand_size_two} cards, draw {cards_drawn_two:word}, {canastas_two:word} canastas · three players: {hand_size_three} cards, draw {cards_drawn_two:word}, game to {target_three}.""",
    ),
    "12-strategy": (
        """The rules say what you **may** do; strategy is what you **should** do. Here the judge gives the facts (what is legal, what it
scores now), and for each "which is better?" question **the coach** answers: it deals the cards you cannot see in many ways
that fit what you can see, plays each choice out to the end of the hand, and compares the scores. The sources' tips (000, 003,
004) say what to weigh:

* **Going out** earns only {going_out}, and playing on may complete canastas; but once you go out, every card the opponents
  hold counts against them.
* **Freeze the pile** with a wild card when the opponents are about to take a big pile: they will need a natural pair.
* **Wild cards** are worth {joker} or {two}; spending one on a natural canasta costs {spoil}. Use them when they complete something.
* **A big pile** can decide the hand; a pile of low cards may not be worth taking, when you cannot use its cards.""",
        """**Well done.** Next: [quiz yourself on the tricky rulings](quiz.ipynb): the questions you miss come back until you know them.""",
    ),
}


def page_notebook(markdown: str, code: str) -> nbformat.NotebookNode:
    """A one-widget page: its words in Markdown, then the code cell Voila runs (and hides)."""
    nb = new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.cells = [new_markdown_cell(markdown), new_code_cell(code)] if markdown else [new_code_cell(code)]
    return nb


def lesson_notebook(lesson_id: str, title: str, intro: str, recap: str) -> nbformat.NotebookNode:
    nb = new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.cells = [
        new_markdown_cell(f"# {title}\n\n{intro}"),
        new_markdown_cell("## Your decisions\nAnswer each question; the judge explains the ruling and highlights the cards that decide it."),
        new_code_cell(f'from canasta_teach.app.notebook import show_lesson\n\nshow_lesson("{lesson_id}")'),
        new_markdown_cell(recap + "\n\n[← All lessons](index.ipynb)"),
    ]
    return nb


def index_notebook() -> nbformat.NotebookNode:
    return page_notebook(
        "# Learn Canasta\n\nTwelve short lessons teach the game step by step. Each explains a rule, shows a table, "
        "and asks you to decide; the judge then explains the ruling. Type your name (or your personal code) to keep "
        "your progress, then start with lesson 1.",
        "from canasta_teach.app.shell import show_app\n\nshow_app()",
    )


def quiz_notebook() -> nbformat.NotebookNode:
    return page_notebook(
        "# Quiz yourself on the tricky rulings\n\nEight questions a round, drawn from every lesson and from new positions made "
        "around the edges where players go wrong: the first-meld thresholds, a wild card buried in the pile, a black three on top, "
        "a fourth wild card, going out without a canasta. The questions you miss come back sooner; the ones you know wait longer. "
        "At the end of a round you see which rules you missed. [← All lessons](index.ipynb)",
        "from canasta_teach.app.quiz import show_quiz\n\nshow_quiz()",
    )


def _stable_ids(nb: nbformat.NotebookNode, stem: str) -> nbformat.NotebookNode:
    """Cell ids from the notebook name, so regenerating changes nothing that did not change."""
    for i, cell in enumerate(nb.cells):
        cell.id = f"{stem}-{i}"[:64]
    return nb


def app_notebook() -> nbformat.NotebookNode:
    """The one-page app (index, lessons, quiz in one page and one kernel), opened at ``/``."""
    nb = new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.cells = [new_code_cell("# The whole tutorial in one page (index, lessons, quiz): canasta-teach serve opens it at /.\n"
                              "from canasta_teach.app.shell import show_app\n\nshow_app()")]
    return nb


def class_notebook() -> nbformat.NotebookNode:
    return page_notebook(
        "# Your teacher's positions\n\nPositions your teacher wrote for this class, ruled by the same judge as "
        "the lessons. [← All lessons](index.ipynb)",
        "from canasta_teach.app.notebook import show_class_lesson\n\nshow_class_lesson()",
    )


def teacher_notebook() -> nbformat.NotebookNode:
    # No Markdown: every word the teacher reads is the dashboard's, from the wording catalogue
    # (its title, and how to open it when the page is locked).
    return page_notebook("", "from canasta_teach.app.dashboard import show_dashboard\n\nshow_dashboard()")


TEACH_POSITIONS = """\
- id: frozen-by-two
  title: A two is buried in the pile. Take it with your two kings?
  hand: Ks Kh 7d 2c
  our_melds: [Qs Qh Qd 2c, 9s 9h 9d]
  their_melds: [As Ah Ad]
  pile: 4c 2s 9d Kd
  stock: 40
  score: [1600, 800]
  ask: take-pile
  expect: yes
  explain: A natural pair beats the freeze.

- id: three-kings-and-a-joker
  title: Enough for your first meld?
  hand: Ks Kh Kd JK 7d 9c
  score: [0, 0]
  ask: initial-meld
  melds: [Ks Kh Kd JK]
  act: yes
"""


def teach_notebook() -> nbformat.NotebookNode:
    """For teachers in JupyterLab: write a position, see it, ask the judge, try it."""
    nb = new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.cells = [
        new_markdown_cell(
            "# Write your own positions\n\n"
            "A position is a moment of a hand, written in a few lines of YAML: the cards in the hand, the melds on the "
            "table, the discard pile, and the question to ask. The judge rules on it, the same judge that rules in the "
            "lessons, so the answer your learners see is always right. The full format is in the README "
            "(*Ask the judge*); the shipped lessons are written in it too.\n\n"
            "Change the cards below and run the cells again (Shift-Enter)."),
        new_code_cell(
            "from canasta_teach import judge, lesson_from, parse_positions\n\n"
            f'my_positions = """\\\n{TEACH_POSITIONS}"""\n\n'
            "positions = parse_positions(my_positions)\n"
            "positions[0]  # a position shows as the table a learner sees, with the question"),
        new_markdown_cell(
            "## Ask the judge\n\n"
            "A ruling shows the answer, the sentences that explain it, and the cards that decide it. A mistake in the "
            "YAML is named with its entry and what is wrong."),
        new_code_cell("judge(positions[0])"),
        new_markdown_cell(
            "## Check what you expect\n\n"
            "`expect:` is your own answer. It is checked against the judge: a position that disagrees is one you should "
            "look at again. In a terminal, `canasta-teach check my-positions/` checks a whole folder the same way."),
        new_code_cell(
            "from canasta_teach.judge import answers_agree\n"
            "from canasta_teach.judge.wording import answer_text\n\n"
            "for position in positions:\n"
            "    ruling = judge(position)\n"
            "    if not position.has_expect:\n"
            "        print(position.id, \"- no expect written; the judge says\", answer_text(ruling.answer, ruling.ask))\n"
            "    elif answers_agree(ruling.answer, position.expect):\n"
            "        print(position.id, \"- the judge agrees\")\n"
            "    else:\n"
            "        print(position.id, \"- the judge DISAGREES:\", answer_text(ruling.answer, ruling.ask))"),
        new_markdown_cell(
            "## Try them as a learner\n\n"
            "`lesson_from` turns your positions (this list, a file, or a folder of `*.yaml` files) into the lesson a "
            "learner sees. `act: yes` makes a step where the learner acts on the cards instead of answering yes or no."),
        new_code_cell('lesson_from(positions, title="My first positions")'),
        new_markdown_cell(
            "## Give them to your class\n\n"
            "Save the YAML in a folder, say `my-positions/`, then:\n\n"
            "* `lesson_from(\"my-positions/\")` in any notebook;\n"
            "* `canasta-teach lab --teacher --positions my-positions/` opens JupyterLab with them as the class lesson "
            "(`class.ipynb`) and the class dashboard (`teacher.ipynb`) unlocked;\n"
            "* `canasta-teach serve --class 4b --positions my-positions/` serves them to a class;\n"
            "* `canasta-teach handout my-positions/ours.yaml --out ours.html` prints them with an answer key."),
    ]
    return nb


def prose_numbers() -> dict[str, int]:
    """The numbers the prose states: the rule numbers, and the sums of its examples
    (003's first-meld examples and worked hand, 000's seven kings) worked out from them."""
    n = rule_numbers()
    k, ace, two, joker, low = n["king"], n["ace"], n["two"], n["joker"], n["seven"]
    n["kings"] = n["canasta_size"] * k
    n["kings_canasta"] = n["natural_canasta"] + n["kings"]
    n["canasta_naturals"] = n["canasta_size"] - n["max_wild"]
    n["kk_joker"], n["aa_two"], n["sevens"] = 2 * k + joker, 2 * ace + two, 3 * low
    # 003's worked hand: Anna's side and the other side.
    n["anna_kings"], n["anna_eights"], n["anna_aces"] = 7 * k, 5 * k + two + joker, 3 * ace
    n["anna_melds"] = n["anna_kings"] + n["anna_eights"] + n["anna_aces"]
    n["anna_hand"] = 2 * low
    n["anna_reds"] = 2 * n["red_three"]
    n["anna_total"] = (n["anna_melds"] - n["anna_hand"] + n["natural_canasta"] + n["mixed_canasta"]
                       + n["going_out"] + n["anna_reds"])
    n["other_sixes"], n["other_queens"] = 3 * low + two, 4 * k
    n["other_melds"] = n["other_sixes"] + n["other_queens"]
    n["other_hand"] = joker + ace + k + 2 * low
    n["other_total"] = n["other_melds"] - n["other_hand"] + n["red_three"]
    n["spoil"] = n["natural_canasta"] - n["mixed_canasta"]
    return n


def lesson_texts() -> dict[str, tuple[str, str, str]]:
    """Each lesson's title ("Lesson 6 · The frozen pile", from ``lessons.yaml``),
    introduction and recap, with the numbers filled in."""
    numbers = prose_numbers()
    out = {}
    for lesson_id, (intro, recap) in LESSONS.items():
        lesson = get_lesson(lesson_id)
        title = f"Lesson {lesson.number} · {lesson.title}"
        out[lesson_id] = (title, fill(intro, numbers), fill(recap, numbers))
    return out


def main() -> None:
    NOTEBOOKS.mkdir(exist_ok=True)
    for lesson_id, (title, intro, recap) in lesson_texts().items():
        nbformat.write(_stable_ids(lesson_notebook(lesson_id, title, intro, recap), lesson_id), NOTEBOOKS / f"{lesson_id}.ipynb")
    nbformat.write(_stable_ids(index_notebook(), "index"), NOTEBOOKS / "index.ipynb")
    nbformat.write(_stable_ids(app_notebook(), "app"), NOTEBOOKS / "app.ipynb")
    nbformat.write(_stable_ids(quiz_notebook(), "quiz"), NOTEBOOKS / "quiz.ipynb")
    nbformat.write(_stable_ids(class_notebook(), "class"), NOTEBOOKS / "class.ipynb")
    nbformat.write(_stable_ids(teacher_notebook(), "teacher"), NOTEBOOKS / "teacher.ipynb")
    nbformat.write(_stable_ids(teach_notebook(), "teach"), NOTEBOOKS / "teach.ipynb")
    print(f"wrote {len(LESSONS) + 5} notebooks to {NOTEBOOKS}")


if __name__ == "__main__":
    main()
