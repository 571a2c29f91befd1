"""``canasta-teach lab``: the notebook suite in JupyterLab, for one learner or one teacher.

The wheel carries the notebooks inside the package; a person who works in notebooks wants
them in a folder of their own, where they can also keep their own positions. So ``lab``
copies the suite into a folder (``canasta-school/`` by default), then starts JupyterLab
there on this computer only and prints one line: the address that opens the one-page app.

Copying never loses a person's work: ``.canasta-school.json`` in the folder remembers the
fingerprint of every notebook as it was copied, so a later ``lab`` updates the notebooks
nobody touched and keeps an edited one (it asks first when a person is at the terminal).

The server is that person's alone, so the kernels learn three things from the environment
that ``lab`` sets (:mod:`canasta_teach.config`): the suite's folder (the learner chosen in
one notebook is offered in the next), whether it is a teacher's (``--teacher``: the
dashboard opens without a key) and the class's positions (``--positions``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .. import config
from ..content.lessons import notebooks_dir
from ..errors import CanastaError
from ..judge.catalogue import checked_language
from ..judge.wording import phrase
from .help_words import help_text
from .supervise import dies_with

__all__ = ["SuiteCopy", "copy_suite", "add_lab_arguments", "run_lab", "lab_command", "lab_environment"]

#: The folder made in the current directory when none is named.
DEFAULT_FOLDER = "canasta-school"
#: What ``lab`` remembers of the notebooks it copied (their fingerprints).
MANIFEST = ".canasta-school.json"
#: The page JupyterLab opens on: the one-page app (index, lessons, quiz, practice).
START_NOTEBOOK = "app.ipynb"
DEFAULT_PORT = 8888


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@dataclass
class SuiteCopy:
    """What :func:`copy_suite` did, notebook by notebook."""

    folder: Path
    copied: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """One line on what changed in the folder (empty when nothing did)."""
        parts = []
        if self.copied:
            parts.append(phrase("lab.copied", n=len(self.copied)))
        if self.updated:
            parts.append(phrase("lab.updated", n=len(self.updated)))
        if self.kept:
            parts.append(phrase("lab.kept", names=", ".join(self.kept)))
        return "; ".join(parts)


def _read_manifest(folder: Path) -> dict[str, str]:
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): str(v) for k, v in data.items() if isinstance(v, str)}


def copy_suite(folder: Path, *, source: Path | None = None,
               ask: Callable[[str], bool] | None = None) -> SuiteCopy:
    """Copy the notebook suite into ``folder`` (made when missing).

    A notebook that is not there yet is copied; one that is as ``lab`` last copied it is
    brought up to date; one the person edited is kept unless ``ask(name)`` says to replace
    it (``ask`` is None when nobody is at the terminal: it is kept). Files of the person's
    own (their positions, their notebooks) are never touched.
    """
    source = source or notebooks_dir()
    shipped = sorted(source.glob("*.ipynb"))
    if not shipped:
        raise CanastaError(phrase("lab.no-notebooks", source=str(source)))
    if folder.exists() and not folder.is_dir():
        raise CanastaError(phrase("lab.folder-is-file", folder=str(folder)))
    folder.mkdir(parents=True, exist_ok=True)
    manifest = _read_manifest(folder)
    report = SuiteCopy(folder)
    for notebook in shipped:
        target = folder / notebook.name
        new = _digest(notebook)
        if not target.exists():
            report.copied.append(notebook.name)
        else:
            have = _digest(target)
            if have == new:
                report.unchanged.append(notebook.name)
                manifest[notebook.name] = new
                continue
            edited = have != manifest.get(notebook.name)
            if edited and not (ask is not None and ask(notebook.name)):
                report.kept.append(notebook.name)
                continue
            report.updated.append(notebook.name)
        tmp = target.with_name(f".{target.name}.tmp")
        shutil.copyfile(notebook, tmp)
        os.replace(tmp, target)
        manifest[notebook.name] = new
    tmp = folder / f"{MANIFEST}.tmp"
    tmp.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, folder / MANIFEST)
    return report


def _ask_at_terminal(name: str) -> bool:
    answer = input(phrase("lab.ask-replace", name=name) + " ")
    # y or yes, and the languages' ja / j (the prompt keeps [y/N] in every language)
    return answer.strip().lower() in ("y", "yes", "j", "ja")


#: JupyterLab's own settings for the suite: no prompt to fetch Jupyter's news (a learner
#: would be asked to let the page reach the internet).
PAGE_CONFIG = {"disabledExtensions": {"@jupyterlab/apputils-extension:announcements": True}}


def _lab_config_dir(folder: Path) -> Path:
    """A Jupyter config folder of the suite's own (``JUPYTER_CONFIG_PATH``), with
    :data:`PAGE_CONFIG`."""
    config_dir = folder / ".canasta-lab"
    (config_dir / "labconfig").mkdir(parents=True, exist_ok=True)
    (config_dir / "labconfig" / "page_config.json").write_text(json.dumps(PAGE_CONFIG, indent=1) + "\n", encoding="utf-8")
    return config_dir


def lab_environment(ns: argparse.Namespace, folder: Path, base: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of JupyterLab and its kernels: the suite's folder, the teacher's
    dashboard, the class's name and positions, the progress store."""
    env = dict(os.environ if base is None else base)
    env[config.LAB_ENV] = str(folder)
    extra = env.get("JUPYTER_CONFIG_PATH")
    env["JUPYTER_CONFIG_PATH"] = os.pathsep.join(p for p in (str(_lab_config_dir(folder)), extra) if p)
    for name in (config.TEACHER_ENV, config.TEACHER_KEY_ENV, config.LEARNER_ENV):
        env.pop(name, None)  # a teacher's key or a hub user from elsewhere never leaks in
    if ns.teacher:
        env[config.TEACHER_ENV] = "1"
    if ns.class_name:
        env[config.CLASS_ENV] = ns.class_name
    if ns.positions:
        env[config.CLASS_POSITIONS_ENV] = str(Path(ns.positions).resolve())
    if ns.store:
        env[config.DB_ENV] = ns.store
    env.pop(config.LANG_ENV, None)
    if getattr(ns, "lang", None):  # the class's language, as serve --lang
        env[config.LANG_ENV] = ns.lang
    return env


def lab_command(folder: Path, port: int, token: str, *, open_browser: bool) -> list[str]:
    """JupyterLab on loopback in the suite's folder, opening on the one-page app."""
    command = [
        sys.executable, "-m", "jupyterlab",
        f"--ServerApp.root_dir={folder}",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=50",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.open_browser={open_browser}",
        f"--LabApp.default_url=/lab/tree/{START_NOTEBOOK}",
        # nothing leaves the machine: no news feed, no update check
        "--LabApp.news_url=",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # a container or CI: root is the only user
        command.append("--ServerApp.allow_root=True")
    return command


def _wait_for_lab(process: subprocess.Popen[bytes], log: Path, token: str, deadline: float) -> str | None:
    """The address JupyterLab listens on, once it answers; None when it stopped first."""
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return None
        text = log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""
        for line in text.splitlines():
            marker = "http://127.0.0.1:"
            if marker in line:
                port = line.split(marker, 1)[1].split("/", 1)[0]
                if port.isdigit():
                    base = f"http://127.0.0.1:{port}"
                    try:
                        with urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2):
                            return base
                    except (OSError, urllib.error.URLError):
                        pass
        time.sleep(0.2)
    return None


def add_lab_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("folder", nargs="?", default=DEFAULT_FOLDER,
                        help=help_text("cli-help-lab-folder"))
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=help_text("cli-help-lab-port"))
    parser.add_argument("--teacher", action="store_true",
                        help=help_text("cli-help-lab-teacher"))
    parser.add_argument("--class", dest="class_name", metavar="NAME", help=help_text("cli-help-lab-class"))
    parser.add_argument("--positions", metavar="DIR",
                        help=help_text("cli-help-lab-positions"))
    parser.add_argument("--store", metavar="PATH",
                        help=help_text("cli-help-lab-store"))
    parser.add_argument("--no-browser", action="store_true", help=help_text("cli-help-lab-no-browser"))
    parser.add_argument("--copy-only", action="store_true", help=help_text("cli-help-lab-copy-only"))
    parser.add_argument("--lang", metavar="CODE", type=checked_language,
                        help=help_text("cli-help-lab-lang"))


def run_lab(ns: argparse.Namespace) -> int:
    """Copy the suite, start JupyterLab, print its address, and stop it on Ctrl-C."""
    folder = Path(ns.folder).expanduser().resolve()
    if ns.positions:
        from ..content.check import check_files, position_files_in

        found = position_files_in(Path(ns.positions))
        if not found:
            raise CanastaError(f"{ns.positions}: {phrase('cli.no-files-in-folder')}")
        _, problems = check_files(found)
        if problems:
            raise CanastaError(phrase("lab.positions-problems", path=ns.positions,
                                      problems=phrase("cli.problems", n=len(problems))))
    report = copy_suite(folder, ask=_ask_at_terminal if sys.stdin.isatty() else None)
    if report.summary():
        print(f"{folder}: {report.summary()}", flush=True)
    if ns.copy_only:
        return 0
    try:
        import jupyterlab  # noqa: F401 - only to say what is missing
    except ImportError:
        raise CanastaError(phrase("lab.not-installed")) from None
    token = secrets.token_urlsafe(24)
    log = folder / ".canasta-lab.log"
    env = lab_environment(ns, folder)
    with open(log, "wb") as out:
        process = subprocess.Popen(
            lab_command(folder, ns.port, token, open_browser=not ns.no_browser),
            cwd=folder, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
            preexec_fn=dies_with(os.getpid()),  # noqa: PLW1509 - it only sets the death signal
        )

    def stop(*_: object) -> None:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)

    def terminated(*_: object) -> None:
        stop()
        sys.exit(0)

    signal.signal(signal.SIGTERM, terminated)
    try:
        base = _wait_for_lab(process, log, token, time.monotonic() + 120)
        if base is None:
            stop()
            raise CanastaError(phrase("lab.did-not-start", log=str(log)))
        print(phrase("lab.ready", url=f"{base}/lab/tree/{START_NOTEBOOK}?token={token}"), flush=True)
        return process.wait()
    except KeyboardInterrupt:
        stop()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
        return 0
