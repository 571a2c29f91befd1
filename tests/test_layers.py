"""The layers of DESIGN.md hold: the import-linter contracts of ``.importlinter`` are kept,
and only ``canasta_teach/config.py`` reads the ``CANASTA_TEACH_*`` environment variables."""

from __future__ import annotations

import ast
import configparser
import re
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
PACKAGE = REPO_ROOT / "canasta_teach"
CONTRACTS = REPO_ROOT / ".importlinter"

# import-linter 2.x has no ``python -m importlinter`` (importlinter.cli defines the click
# commands but runs none), so the ``lint-imports`` entry point is called through this
# interpreter: the same environment as the tests, whatever is first on PATH.
LINT_IMPORTS = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"


def _contract_names() -> list[str]:
    parser = configparser.ConfigParser()
    parser.read(CONTRACTS, encoding="utf-8")
    return [parser[s]["name"] for s in parser.sections() if s.startswith("importlinter:contract:")]


def test_import_contracts_are_kept() -> None:
    names = _contract_names()
    assert len(names) >= 3, f"{CONTRACTS} lost its contracts: {names}"
    result = subprocess.run(
        [sys.executable, "-c", LINT_IMPORTS, "--no-cache", "--no-logo", str(CONTRACTS)],
        cwd=REPO_ROOT,  # this checkout's canasta_teach, even where another is installed
        capture_output=True,
        text=True,
        timeout=300,
    )
    report = result.stdout + result.stderr
    assert result.returncode == 0, f"import-linter found broken contracts:\n{report}"
    # Every contract of the file was checked (none skipped by a typo in its type or name).
    assert f"Contracts: {len(names)} kept, 0 broken." in report, report


def _sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


ENV_NAME = re.compile(r"CANASTA_TEACH_[A-Z_]+")
ENV_READ = re.compile(r"\b(?:os\.environ|os\.getenv|environ\.get|getenv)\b[^\n]*CANASTA_TEACH_")


def test_only_config_reads_the_canasta_teach_variables() -> None:
    config = PACKAGE / "config.py"
    assert ENV_NAME.search(config.read_text(encoding="utf-8")), "config.py names no CANASTA_TEACH_ variable"
    offenders: list[str] = []
    for path in _sources():
        if path == config:
            continue
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(REPO_ROOT)
        for number, line in enumerate(text.splitlines(), 1):
            if ENV_READ.search(line):
                offenders.append(f"{where}:{number}: {line.strip()}")
        # A variable's name as a string of its own (os.environ["CANASTA_TEACH_DB"],
        # env["CANASTA_TEACH_DB"] = ..., NAME = "CANASTA_TEACH_DB") belongs in config.py;
        # a message that mentions one ("set CANASTA_TEACH_DB to ...") is fine.
        for node in ast.walk(ast.parse(text, filename=str(path))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and ENV_NAME.fullmatch(node.value):
                offenders.append(f"{where}:{node.lineno}: the name {node.value!r} (use canasta_teach.config)")
    assert not offenders, "CANASTA_TEACH_* read outside canasta_teach/config.py:\n" + "\n".join(offenders)
