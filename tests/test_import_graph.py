"""No import circle in canasta_teach: the modules import each other as a tree of layers,
never round in a loop (import-linter checks the layers, this test the loops inside them).

A circle at module level works only while the modules happen to load in one order and
breaks the day one of them is imported first. A circle through an import inside a function
loads, but means two ideas that cannot be read apart (the lazy import hides it). There is
neither. The graph is built from the source with :mod:`ast`; an import under
``if TYPE_CHECKING:`` never runs and is left out.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "canasta_teach"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(body: list[ast.stmt], *, lazy: bool) -> list[ast.Import | ast.ImportFrom]:
    """The imports a module body runs when it loads (at module level, under ``try``, ``if``,
    ``with``, in class bodies), never those under ``if TYPE_CHECKING:``; with ``lazy`` also
    those inside functions (run later, when called)."""
    found: list[ast.Import | ast.ImportFrom] = []
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif isinstance(node, ast.If):
            if not _is_type_checking(node.test):
                found += _imports(node.body, lazy=lazy)
            found += _imports(node.orelse, lazy=lazy)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody, *(h.body for h in node.handlers)):
                found += _imports(block, lazy=lazy)
        elif isinstance(node, (ast.With, ast.ClassDef, ast.For, ast.While)):
            found += _imports(node.body, lazy=lazy)
        elif lazy and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found += _imports(node.body, lazy=lazy)
    return found


@functools.lru_cache(maxsize=2)
def import_graph(*, lazy: bool = False) -> dict[str, set[str]]:
    """Each module of the package -> the modules of the package it imports when it loads
    (with ``lazy``: also inside its functions). ``from . import x`` and ``from .x import y``
    lead to ``x``; ``from .pkg import name`` to the package's ``__init__`` when ``name`` is
    no module of it."""
    modules = _modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in _imports(ast.parse(path.read_text(encoding="utf-8")).body, lazy=lazy):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                if node.level:
                    base = package.split(".")
                    base = base[: len(base) - node.level + 1]
                    source = ".".join(base + ([node.module] if node.module else []))
                else:
                    source = node.module or ""
                targets = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules else source
                           for alias in node.names]
            for target in targets:
                while target and target not in modules:  # ``import a.b.c`` of a name inside a.b
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(frozenset(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def _describe(component: frozenset[str], graph: dict[str, set[str]]) -> str:
    edges = sorted(f"{a} -> {b}" for a in component for b in graph[a] & component)
    return "; ".join(edges)


def test_the_graph_sees_the_package() -> None:
    graph = import_graph()
    assert "canasta_teach.app.act_step" in graph["canasta_teach.app.lesson_player"]
    assert "canasta_teach.judge.wording" in graph["canasta_teach.app.feedback"]
    assert len(graph) > 50


def test_the_circle_finder_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [frozenset("abc")]


def test_no_circle_at_module_level() -> None:
    graph = import_graph()
    found = circles(graph)
    assert not found, "import circles at module level:\n" + "\n".join(_describe(c, graph) for c in found)


def test_no_circle_even_through_imports_inside_functions() -> None:
    graph = import_graph(lazy=True)
    found = circles(graph)
    assert not found, "import circles (through imports inside functions):\n" + "\n".join(_describe(c, graph) for c in found)
