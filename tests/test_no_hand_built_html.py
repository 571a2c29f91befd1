"""HTML goes through the Jinja2 templates (``app/templates``, autoescape on), never through
f-strings escaped by hand.

A module of ``canasta_teach/app`` or ``canasta_teach/cli`` builds HTML by hand when it
imports the standard ``html`` module (``html.escape``) or writes an f-string that starts
with a tag (``f'<p class="...">{...}'``). :data:`NOT_YET` lists the modules that still do,
while they are being reworked; the list only shrinks: a new module may not join it, and a
module converted must leave it (the test says which).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "canasta_teach"

#: Modules that still build some HTML by hand (each being reworked by its own view's
#: change). Remove a module from here once it renders through ``assets.render``.
NOT_YET: frozenset[str] = frozenset()

_TAG = re.compile(r"<[A-Za-z!/]")


def _hand_built(path: Path) -> list[str]:
    """Where ``path`` escapes HTML itself or writes a tag in an f-string (line numbers)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(alias.name == "html" for alias in node.names):
            found.append(f"line {node.lineno}: import html")
        elif isinstance(node, ast.ImportFrom) and node.module == "html" and node.level == 0:
            found.append(f"line {node.lineno}: from html import ...")
        elif isinstance(node, ast.JoinedStr) and node.values:
            first = node.values[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str) and _TAG.match(first.value):
                found.append(f"line {node.lineno}: f-string {first.value[:30]!r}")
    return found


def _modules() -> dict[str, list[str]]:
    out = {}
    for folder in ("app", "cli"):
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            found = _hand_built(path)
            if found:
                out[path.relative_to(PACKAGE).as_posix()] = found
    return out


def test_no_module_builds_html_by_hand_beyond_the_shrinking_list() -> None:
    modules = _modules()
    new = {name: spots for name, spots in modules.items() if name not in NOT_YET}
    assert not new, (
        "these modules build HTML by hand (html.escape, or an f-string starting with a tag); "
        f"render it through canasta_teach.app.assets.render and a template in app/templates: {new}"
    )
    converted = sorted(NOT_YET - set(modules))
    assert not converted, f"no hand-built HTML left in {converted}: remove them from NOT_YET"


def test_the_check_sees_hand_built_html(tmp_path: Path) -> None:
    """The scanner finds what it looks for (and not a tag-less f-string or a template call)."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import html\n"
        "from .assets import render\n"
        "a = f'<p>{html.escape(x)}</p>'\n"
        "b = f'{n} cards'\n"
        "c = render('paragraph.html.j2', text=x)\n",
        encoding="utf-8",
    )
    assert _hand_built(sample) == ["line 1: import html", "line 3: f-string '<p>'"]


def test_the_teachers_views_render_through_templates() -> None:
    """The dashboard, the handout, the tables' display in a notebook, the quiz, the guided
    hands, the identity bar and the class list: nothing built by hand."""
    modules = _modules()
    for name in ("app/dashboard.py", "app/handout.py", "app/display.py", "app/quiz.py", "app/guided.py",
                 "app/identity_view.py", "app/class_list_admin.py"):
        assert (PACKAGE / name).is_file(), name
        assert name not in modules, (name, modules.get(name))
