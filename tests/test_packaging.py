"""Installing canasta-teach like any Python tool: the wheel carries the notebooks and the data,
the declared dependencies are the imported ones, and a fresh venv with only the built wheel
serves the school."""

from __future__ import annotations

import ast
import os
import re
import shutil
import signal
import subprocess
import sys
import tomllib
import urllib.request
import venv
import zipfile
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest

from tests import browser_support as bs

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "canasta_teach"
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))

#: Needed at run time but never imported by the package: the kernels run ipykernel.
RUN_TIME_ONLY = {"ipykernel"}


def _name(requirement: str) -> str:
    """The normalised distribution name of a requirement such as ``psycopg[binary]>=3.1``."""
    return re.sub(r"[-_.]+", "-", re.split(r"[\s\[<>=!~;]", requirement, maxsplit=1)[0]).lower()


def _imported_top_level_modules() -> dict[str, set[str]]:
    """Third-party top-level modules imported anywhere in the package -> the importing files."""
    found: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top in sys.stdlib_module_names or top in ("canasta_teach", "__future__"):
                    continue
                found.setdefault(top, set()).add(str(path.relative_to(REPO)))
    return found


def test_declared_dependencies_are_the_imported_ones() -> None:
    declared = {_name(r) for r in PYPROJECT["project"]["dependencies"]}
    hub = {_name(r) for r in PYPROJECT["project"]["optional-dependencies"]["hub"]}
    lab = {_name(r) for r in PYPROJECT["project"]["optional-dependencies"]["lab"]}
    distributions = packages_distributions()
    imported: dict[str, set[str]] = {}
    for module, files in _imported_top_level_modules().items():
        owners = {_name(d) for d in distributions.get(module, [])}
        assert owners, f"{module} (imported by {sorted(files)}) belongs to no installed distribution"
        imported.setdefault(sorted(owners)[0], set()).update(files)
    undeclared = {d: sorted(f) for d, f in imported.items() if d not in declared | hub | lab}
    assert undeclared == {}, f"imported but not declared in pyproject.toml: {undeclared}"
    unused = declared - set(imported) - RUN_TIME_ONLY
    assert unused == set(), f"declared but never imported: {sorted(unused)}"
    for distribution in hub & set(imported):  # the hub extra is imported lazily, in one place
        assert imported[distribution] == {"canasta_teach/progress/postgres.py"}, distribution
    for distribution in lab & set(imported):  # JupyterLab only where ``lab`` starts it
        assert imported[distribution] == {"canasta_teach/cli/lab.py"}, distribution
    heavy = {"matplotlib", "numpy", "pillow", "pandas", "scipy"}
    assert not heavy & (declared | hub), "the school needs no numeric or plotting library"


def test_environment_yml_mirrors_pyproject() -> None:
    """conda users get the same packages with the same lower bounds."""
    text = (REPO / "environment.yml").read_text(encoding="utf-8")
    listed = {
        _name(m.group(1)): m.group(2)
        for m in re.finditer(r"^\s+- ([A-Za-z0-9_.\-\[\]]+)(>=[0-9.]+)?\s*$", text, re.M)
    }
    conda_names = {"pyyaml": "pyyaml", "psycopg": "psycopg", "jupyter-server": "jupyter-server"}
    project = PYPROJECT["project"]
    extras = project["optional-dependencies"]
    for requirement in [*project["dependencies"], *extras["hub"], *extras["lab"], *extras["test"]]:
        name = _name(requirement)
        bound = re.search(r">=[0-9.]+", requirement)
        conda = conda_names.get(name, name)
        assert conda in listed, f"{name} is not in environment.yml"
        assert listed[conda] == (bound.group(0) if bound else None), f"{name}: bounds differ"
    assert "matplotlib" not in text and "matplotlib-base" not in text


def test_the_python_floor_is_the_one_everything_checks() -> None:
    """The package claims the Python it is type-checked, linted and tested on (the tests
    import tomllib, new in 3.11): pyproject, mypy, ruff, environment.yml and the README say
    one version."""
    floor = re.fullmatch(r">=(3\.\d+)", PYPROJECT["project"]["requires-python"])
    assert floor, PYPROJECT["project"]["requires-python"]
    version = floor.group(1)
    assert sys.version_info >= tuple(int(part) for part in version.split("."))
    assert PYPROJECT["tool"]["mypy"]["python_version"] == version
    assert PYPROJECT["tool"]["ruff"]["target-version"] == "py" + version.replace(".", "")
    environment = (REPO / "environment.yml").read_text(encoding="utf-8")
    assert re.findall(r"^\s+- python(>=[0-9.]+)\s*$", environment, re.M) == [f">={version}"]
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert re.findall(r"Python (3\.\d+)\+", readme) == [version]


def _copy_source(target: Path) -> Path:
    """The checkout's files, without build products, so building leaves the tree untouched."""
    ignore = shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "node_modules", "*.egg-info", "__pycache__",
        ".pytest_cache", ".mypy_cache", ".hypothesis", "artifacts", ".ipynb_checkpoints",
    )
    shutil.copytree(REPO, target, ignore=ignore)
    return target


@pytest.fixture(scope="module")
def built_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("wheel")
    source = _copy_source(base / "src")
    out = base / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-qq", "-w", str(out), str(source)],
        check=True,
        timeout=600,
    )
    [wheel] = out.glob("canasta_teach-*.whl")
    return wheel


@pytest.mark.packaging
def test_the_wheel_carries_the_notebooks_and_all_data(built_wheel: Path) -> None:
    names = set(zipfile.ZipFile(built_wheel).namelist())
    notebooks = {p.name for p in (REPO / "notebooks").glob("*.ipynb")}
    assert {f"canasta_teach/notebooks/{n}" for n in notebooks} <= names
    # the card table widget's front end (anywidget), the stylesheets and the HTML templates
    # ship as package data too
    app = PACKAGE / "app"
    for path in [*(PACKAGE / "data").rglob("*"), *(app / "static").rglob("*"), *(app / "styles").rglob("*"),
                 *(app / "templates").rglob("*")]:
        if path.is_file():
            assert str(path.relative_to(REPO)) in names, f"{path} is missing from the wheel"
    assert "canasta_teach/py.typed" in names
    assert not any(n.startswith(("notebooks/", "tests/")) for n in names)


@pytest.mark.packaging
def test_the_wheel_installed_in_a_fresh_venv_serves_the_index(built_wheel: Path, tmp_path: Path) -> None:
    """``pip install canasta-teach`` then ``canasta-teach serve``, with no clone in sight."""
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    python = env_dir / "bin" / "python"
    subprocess.run(
        [str(python), "-m", "pip", "install", "-qq", "--disable-pip-version-check", str(built_wheel)],
        check=True,
        timeout=900,
    )
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "CANASTA_TEACH_"))}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), PATH=f"{env_dir / 'bin'}{os.pathsep}{env['PATH']}")
    where = subprocess.run(
        [str(python), "-c", "from canasta_teach.content.lessons import notebooks_dir; print(notebooks_dir())"],
        cwd=home, env=env, capture_output=True, text=True, check=True,
    ).stdout.strip()
    assert Path(where).is_relative_to(env_dir), where
    freeze = subprocess.run(
        [str(python), "-m", "pip", "list", "--format=freeze"], env=env, capture_output=True, text=True, check=True
    ).stdout
    installed = {_name(line) for line in freeze.splitlines()}
    assert "canasta-teach" in installed
    assert not {"matplotlib", "numpy", "pillow", "psycopg", "jupyterhub"} & installed

    # the notebook suite for JupyterLab comes out of the wheel; without the lab extra, a clear word
    copied = subprocess.run([str(env_dir / "bin" / "canasta-teach"), "lab", "--copy-only"],
                            cwd=home, env=env, capture_output=True, text=True, check=True)
    assert "copied" in copied.stdout and (home / "canasta-school" / "teach.ipynb").is_file(), copied.stdout
    no_lab = subprocess.run([str(env_dir / "bin" / "canasta-teach"), "lab", "--no-browser"],
                            cwd=home, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    assert no_lab.returncode == 2 and "pip install 'canasta-teach[lab]'" in no_lab.stderr, no_lab.stderr
    assert "Traceback" not in no_lab.stderr

    port = bs.free_port()
    server = subprocess.Popen(
        [str(env_dir / "bin" / "canasta-teach"), "serve", "--port", str(port)],
        cwd=home, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
    )
    try:
        line = bs.first_line(server, what="the installed serve's ready line")
        index = f"http://127.0.0.1:{port}/voila/render/app.ipynb"  # the one-page app
        # No server.stderr.read() in the message: the server is still running, so it would block.
        assert line.startswith(f"Canasta school ready at {index}"), line
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=120) as answer:  # follows the redirect
            assert answer.status == 200 and answer.url == index
            assert "canasta_teach" not in answer.read().decode()  # sources stripped
        server.send_signal(signal.SIGINT)
        assert server.wait(timeout=bs.SERVER_WAIT_TIMEOUT) == 0  # returns as soon as it has stopped
    finally:
        bs.stop_server(server)
