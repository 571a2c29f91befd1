"""Build hook: the wheel carries a copy of the lesson notebooks.

The notebooks live in ``notebooks/`` at the top of the repository (the project's layout,
where JupyterLab users and nbval find them); ``canasta-teach serve`` needs them next to the
installed package, as ``canasta_teach/notebooks/``. Everything else is in pyproject.toml.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

NOTEBOOKS = Path(__file__).resolve().parent / "notebooks"


class build_py_with_notebooks(build_py):  # noqa: N801 - setuptools' command naming
    """``build_py``, then ``notebooks/*.ipynb`` copied into ``canasta_teach/notebooks/``."""

    def run(self) -> None:
        super().run()
        notebooks = sorted(NOTEBOOKS.glob("*.ipynb"))
        if not notebooks:
            raise SystemExit(f"no lesson notebooks in {NOTEBOOKS}: the wheel would not serve")
        target = Path(self.build_lib) / "canasta_teach" / "notebooks"
        self.mkpath(str(target))
        for notebook in notebooks:
            self.copy_file(str(notebook), str(target / notebook.name))


setup(cmdclass={"build_py": build_py_with_notebooks})
