"""Write the notebooks from the lesson data (run after changing a lesson or the prose).

The notebooks hold no prose of their own. Each lesson notebook is one code cell that shows
the lesson's page (``show_lesson_page``): its introduction, the lesson player and its
"remember" line, in the language of the page, from the prose data
(``canasta_teach/data/lessons/<lang>/``, read through :mod:`canasta_teach.content.prose`).
The index, quiz and class notebooks show their words the same way (``show_words``) above
their widget. Only the teachers' notebook (``teach.ipynb``, for JupyterLab) carries Markdown
cells: its sections in English, written from the same data. Nothing reads a notebook back.

    python tools/make_notebooks.py            (writes notebooks/)
    python tools/make_notebooks.py --check    (says which notebooks differ; exit 1 if any)
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from canasta_teach.content.lessons import load_lessons
from canasta_teach.content.prose import SOURCE_LANGUAGE, page_sections

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"


def _notebook(cells: list[nbformat.NotebookNode]) -> nbformat.NotebookNode:
    nb = new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.cells = cells
    return nb


def page_notebook(words: str | None, imports: str, call: str) -> nbformat.NotebookNode:
    """A one-widget page: its words (a page of the prose data, shown in the page's
    language), then its widget, in the one code cell Voila runs (and hides)."""
    if words is None:
        return _notebook([new_code_cell(f"{imports}\n\n{call}")])
    return _notebook([new_code_cell(f"from canasta_teach.app.notebook import show_words\n{imports}\n\n"
                                    f'show_words("{words}")\n{call}')])


def lesson_notebook(lesson_id: str) -> nbformat.NotebookNode:
    """A lesson's page: its words and its player, in the page's language."""
    return _notebook([new_code_cell(f'from canasta_teach.app.notebook import show_lesson_page\n\n'
                                    f'show_lesson_page("{lesson_id}")')])


def index_notebook() -> nbformat.NotebookNode:
    return page_notebook("index", "from canasta_teach.app.shell import show_app", "show_app()")


def quiz_notebook() -> nbformat.NotebookNode:
    return page_notebook("quiz", "from canasta_teach.app.quiz import show_quiz", "show_quiz()")


def _stable_ids(nb: nbformat.NotebookNode, stem: str) -> nbformat.NotebookNode:
    """Cell ids from the notebook name, so regenerating changes nothing that did not change."""
    for i, cell in enumerate(nb.cells):
        cell.id = f"{stem}-{i}"[:64]
    return nb


def app_notebook() -> nbformat.NotebookNode:
    """The one-page app (index, lessons, quiz in one page and one kernel), opened at ``/``."""
    return _notebook([new_code_cell("# The whole tutorial in one page (index, lessons, quiz): canasta-teach serve opens it at /.\n"
                                    "from canasta_teach.app.shell import show_app\n\nshow_app()")])


def class_notebook() -> nbformat.NotebookNode:
    return page_notebook("class", "from canasta_teach.app.notebook import show_class_lesson", "show_class_lesson()")


def teacher_notebook() -> nbformat.NotebookNode:
    # No words of its own: every word the teacher reads is the dashboard's, from the wording
    # catalogue (its title, and how to open it when the page is locked).
    return page_notebook(None, "from canasta_teach.app.dashboard import show_dashboard", "show_dashboard()")


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

#: The code cells of the teachers' notebook, in order (its words are prose data).
TEACH_CODE = [
    ("from canasta_teach import judge, lesson_from, parse_positions\n\n"
     f'my_positions = """\\\n{TEACH_POSITIONS}"""\n\n'
     "positions = parse_positions(my_positions)\n"
     "positions[0]  # a position shows as the table a learner sees, with the question"),
    "judge(positions[0])",
    ("from canasta_teach.judge import answers_agree\n"
     "from canasta_teach.judge.wording import answer_text\n\n"
     "for position in positions:\n"
     "    ruling = judge(position)\n"
     "    if not position.has_expect:\n"
     "        print(position.id, \"- no expect written; the judge says\", answer_text(ruling.answer, ruling.ask))\n"
     "    elif answers_agree(ruling.answer, position.expect):\n"
     "        print(position.id, \"- the judge agrees\")\n"
     "    else:\n"
     "        print(position.id, \"- the judge DISAGREES:\", answer_text(ruling.answer, ruling.ask))"),
    'lesson_from(positions, title="My first positions")',
]


def teach_notebook() -> nbformat.NotebookNode:
    """For teachers in JupyterLab: write a position, see it, ask the judge, try it. Its
    sections are the ``teach`` entry of the English page prose, each followed by its code."""
    sections = page_sections("teach", SOURCE_LANGUAGE)
    codes = TEACH_CODE
    if len(sections) != len(codes) + 1:
        raise SystemExit(f"lessons/{SOURCE_LANGUAGE}/index.yaml: teach has {len(sections)} sections; "
                         f"the teachers' notebook has {len(codes) + 1} (one before each code cell, one last)")
    cells = []
    for text, code in zip(sections, codes):
        cells += [new_markdown_cell(text), new_code_cell(code)]
    cells.append(new_markdown_cell(sections[-1]))
    return _notebook(cells)


def _stable(nb: nbformat.NotebookNode, stem: str) -> str:
    """The notebook as written to its file."""
    text = nbformat.writes(_stable_ids(nb, stem))
    return text if text.endswith("\n") else text + "\n"


def notebooks() -> dict[str, str]:
    """Every notebook's file name and its text, as :func:`main` writes them."""
    out = {f"{lesson.id}.ipynb": _stable(lesson_notebook(lesson.id), lesson.id) for lesson in load_lessons()}
    for stem, make in (("index", index_notebook), ("app", app_notebook), ("quiz", quiz_notebook),
                       ("class", class_notebook), ("teacher", teacher_notebook), ("teach", teach_notebook)):
        out[f"{stem}.ipynb"] = _stable(make(), stem)
    return out


def stale_notebooks(folder: Path = NOTEBOOKS) -> list[str]:
    """The notebooks of ``folder`` that differ from what the data writes (or are missing)."""
    stale = []
    for name, text in notebooks().items():
        path = folder / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            stale.append(name)
    return stale


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args == ["--check"]:
        stale = stale_notebooks()
        for name in stale:
            print(f"notebooks/{name} differs from the lesson data: run python tools/make_notebooks.py")
        return 1 if stale else 0
    NOTEBOOKS.mkdir(exist_ok=True)
    written = notebooks()
    for name, text in written.items():
        (NOTEBOOKS / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(written)} notebooks to {NOTEBOOKS}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
