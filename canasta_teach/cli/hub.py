"""A school on JupyterHub: ``canasta-teach hub-config`` and the user servers it starts.

One ``canasta-teach serve`` on a 2-core machine serves a class of about 30. Beyond that (several
classes, a school, or learners who should log in with their own accounts), JupyterHub runs one
server per learner, and every server writes to one shared PostgreSQL progress store.

* ``canasta-teach hub-config --store postgresql://...`` writes a ``jupyterhub_config.py``:
  every user's server opens on the school (Voila as a Jupyter server extension,
  ``/user/NAME/voila/render/index.ipynb``), an admin's server on the teacher dashboard; the
  learner is the logged-in user; idle servers are stopped by ``jupyterhub-idle-culler``.
* ``--z2jh`` writes the same as values for the zero-to-jupyterhub Helm chart (Kubernetes).
* ``canasta-teach hub-singleuser`` is the command the hub starts for each user: JupyterHub's
  single-user server on the lesson notebooks, with the flags ``serve`` uses for Voila
  (no tracebacks, no sources, idle kernels culled).

Nothing here imports JupyterHub: the config file is text, read by the ``jupyterhub`` command.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

from .. import config
from ..content.lessons import notebooks_dir
from ..errors import CanastaError
from ..judge.catalogue import checked_language
from ..judge.wording import phrase
from .help_words import help_text
from .serve import CELL_ERROR_INSTRUCTION, DEFAULT_CULL_IDLE_SECONDS, cull_interval_for

__all__ = [
    "DEFAULT_SERVER_CULL_SECONDS",
    "add_hub_config_arguments",
    "add_hub_singleuser_arguments",
    "hub_config_text",
    "run_hub_config",
    "run_hub_singleuser",
    "singleuser_argv",
    "z2jh_values_text",
]

#: A user's server that has been idle this long is stopped by the idle culler (seconds).
DEFAULT_SERVER_CULL_SECONDS = 3600
LEARNER_PAGE = "/voila/render/index.ipynb"
TEACHER_PAGE = "/voila/render/teacher.ipynb"


def voila_server_flags(cull_idle_seconds: int = DEFAULT_CULL_IDLE_SECONDS) -> list[str]:
    """Voila (the server extension) and kernel culling as ``canasta-teach serve`` sets them."""
    interval = cull_interval_for(max(cull_idle_seconds, 1))
    return [
        "--VoilaConfiguration.show_tracebacks=False",
        f"--VoilaExecutor.cell_error_instruction={CELL_ERROR_INSTRUCTION}",
        "--VoilaConfiguration.strip_sources=True",
        "--VoilaConfiguration.theme=light",
        f"--MappingKernelManager.cull_idle_timeout={cull_idle_seconds}",
        f"--MappingKernelManager.cull_interval={interval}",
        "--MappingKernelManager.cull_connected=False",
        "--MappingKernelManager.cull_busy=False",
        # The per-visit warning "Notebook ... is not trusted" (Voila executes the notebook).
        "--ServerApp.log_level=WARN",
    ]


def singleuser_argv(extra: Sequence[str] = (), *, cull_idle_seconds: int = DEFAULT_CULL_IDLE_SECONDS) -> list[str]:
    """The command line of one user's server: JupyterHub's single-user server on the lessons."""
    return [
        sys.executable,
        "-m",
        "jupyterhub.singleuser",
        f"--ServerApp.root_dir={notebooks_dir()}",
        *voila_server_flags(cull_idle_seconds),
        *extra,
    ]


def _python_literal(value: object) -> str:
    """``value`` as Python source (JSON is Python for strings, numbers, lists and dicts)."""
    return json.dumps(value, ensure_ascii=False)


def _find_proxy() -> str | None:
    """configurable-http-proxy: on PATH, else in the checkout's node_modules (``make``)."""
    found = shutil.which("configurable-http-proxy")
    if found:
        return found
    local = Path(__file__).resolve().parents[2] / "node_modules" / ".bin" / "configurable-http-proxy"
    return str(local) if local.is_file() else None


def hub_config_text(
    *,
    store: str,
    admins: Sequence[str] = (),
    class_name: str | None = None,
    positions: str | None = None,
    host: str = "0.0.0.0",
    port: int = 8000,
    authenticator: str = "pam",
    spawner: str = "localprocess",
    server_cull_seconds: int = DEFAULT_SERVER_CULL_SECONDS,
    kernel_cull_seconds: int = DEFAULT_CULL_IDLE_SECONDS,
    proxy: str | None = None,
    lang: str | None = None,
) -> str:
    """The text of a ``jupyterhub_config.py`` for a Canasta school (see the module's doc);
    ``lang``: the class's language, as serve --lang."""
    environment = {config.DB_ENV: store}
    if class_name:
        environment[config.CLASS_ENV] = class_name
    if lang:
        environment[config.LANG_ENV] = lang
    if positions:
        environment[config.CLASS_POSITIONS_ENV] = positions
    proxy_line = (
        f"c.ConfigurableHTTPProxy.command = [{_python_literal(proxy)}]"
        if proxy
        else "# c.ConfigurableHTTPProxy.command = [\"/path/to/configurable-http-proxy\"]  (found on PATH)"
    )
    return f'''\
# jupyterhub_config.py for a Canasta school, written by `canasta-teach hub-config`.
# Start the hub with:  jupyterhub -f jupyterhub_config.py
# (in the Python environment where canasta-teach[hub] is installed).
import sys

from canasta_teach.progress.store import open_store_at

c = get_config()  # noqa: F821 - provided by JupyterHub

STORE = {_python_literal(store)}
# The progress store answers, and has its tables, before anyone logs in.
open_store_at(STORE).close()

c.JupyterHub.bind_url = {_python_literal(f"http://{host}:{port}")}
c.JupyterHub.authenticator_class = {_python_literal(authenticator)}
c.JupyterHub.spawner_class = {_python_literal(spawner)}
# Anyone the authenticator accepts is a learner (list them instead with
# c.Authenticator.allowed_users); admins are the teachers.
c.Authenticator.allow_all = True
c.Authenticator.admin_users = {_python_literal(sorted(set(admins)))}
{proxy_line}

# Every user's server is JupyterHub's single-user server on the lesson notebooks, with Voila:
# learners open on the lesson index, teachers (admins) on the class dashboard.
c.Spawner.cmd = [sys.executable, "-m", "canasta_teach.cli", "hub-singleuser", "--cull-idle", "{kernel_cull_seconds}"]
c.Spawner.default_url = {_python_literal(LEARNER_PAGE)}
c.Spawner.environment = {_python_literal(environment)}


def canasta_school_user(spawner):
    """The learner of a server is its user; an admin's server is a teacher's."""
    teacher = bool(spawner.user.admin)
    spawner.environment = {{
        **spawner.environment,
        {_python_literal(config.LEARNER_ENV)}: spawner.user.name,
        {_python_literal(config.TEACHER_ENV)}: "1" if teacher else "",
    }}
    if teacher:
        spawner.default_url = {_python_literal(TEACHER_PAGE)}


c.Spawner.pre_spawn_hook = canasta_school_user

# Stop a user's server after {server_cull_seconds} s without activity (a closed tab, a learner gone
# home); their answers are in the store. Inside a server, a page's kernel is stopped
# {kernel_cull_seconds} s after its tab was closed.
c.JupyterHub.services = [
    {{
        "name": "idle-culler",
        "command": [sys.executable, "-m", "jupyterhub_idle_culler", "--timeout={server_cull_seconds}"],
    }}
]
c.JupyterHub.load_roles = [
    {{
        "name": "idle-culler",
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
        "services": ["idle-culler"],
    }}
]
'''


def z2jh_values_text(
    *,
    image: str,
    store_secret: str = "canasta-store",
    admins: Sequence[str] = (),
    class_name: str | None = None,
    server_cull_seconds: int = DEFAULT_SERVER_CULL_SECONDS,
    kernel_cull_seconds: int = DEFAULT_CULL_IDLE_SECONDS,
    lang: str | None = None,
) -> str:
    """Values (``config.yaml``) for the zero-to-jupyterhub Helm chart: the same school
    (``lang``: the class's language, as serve --lang)."""
    class_env = (
        f"\n    {config.CLASS_ENV}: {_python_literal(class_name)}" if class_name else ""
    ) + (f"\n    {config.LANG_ENV}: {_python_literal(lang)}" if lang else "")
    admin_list = _python_literal(sorted(set(admins)))
    return f'''\
# Values for the zero-to-jupyterhub Helm chart (JupyterHub on Kubernetes), written by
# `canasta-teach hub-config --z2jh`:
#   helm upgrade --install school jupyterhub/jupyterhub --values config.yaml
# The user image must hold canasta-teach with its hub extra, e.g. a Dockerfile of
#   FROM python:3.11-slim
#   RUN pip install --no-cache-dir 'canasta-teach[hub]'
#   USER 1000
# and the Kubernetes secret {store_secret} the PostgreSQL URL under the key url:
#   kubectl create secret generic {store_secret} --from-literal=url=postgresql://USER:PASSWORD@HOST/DB
singleuser:
  image:
    name: {_python_literal(image.rsplit(":", 1)[0])}
    tag: {_python_literal(image.rsplit(":", 1)[1] if ":" in image.split("/")[-1] else "latest")}
  cmd: ["canasta-teach", "hub-singleuser", "--cull-idle", "{kernel_cull_seconds}"]
  defaultUrl: {LEARNER_PAGE}
  extraEnv:
    {config.DB_ENV}:
      valueFrom:
        secretKeyRef:
          name: {store_secret}
          key: url{class_env}
  storage:
    type: none
hub:
  config:
    Authenticator:
      admin_users: {admin_list}
      allow_all: true
  extraConfig:
    canasta-school: |
      def canasta_school_user(spawner):
          teacher = bool(spawner.user.admin)
          spawner.environment = {{
              **spawner.environment,
              "{config.LEARNER_ENV}": spawner.user.name,
              "{config.TEACHER_ENV}": "1" if teacher else "",
          }}
          if teacher:
              spawner.default_url = "{TEACHER_PAGE}"
      c.KubeSpawner.pre_spawn_hook = canasta_school_user
cull:
  enabled: true
  timeout: {server_cull_seconds}
'''


def add_hub_config_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``canasta-teach hub-config``."""
    parser.add_argument(
        "--store",
        metavar="URL",
        help=help_text("cli-help-hub-config-store"),
    )
    parser.add_argument("--out", metavar="FILE", default="jupyterhub_config.py",
                        help=help_text("cli-help-hub-config-out"))
    parser.add_argument("--admin", action="append", default=[], metavar="USER",
                        help=help_text("cli-help-hub-config-admin"))
    parser.add_argument("--class", dest="class_name", metavar="NAME", help=help_text("cli-help-hub-config-class"))
    parser.add_argument("--positions", metavar="DIR",
                        help=help_text("cli-help-hub-config-positions"))
    parser.add_argument("--host", default="0.0.0.0", help=help_text("cli-help-hub-config-host"))
    parser.add_argument("--port", type=int, default=8000, help=help_text("cli-help-hub-config-port"))
    parser.add_argument("--authenticator", default="pam",
                        help=help_text("cli-help-hub-config-authenticator"))
    parser.add_argument("--spawner", default="localprocess",
                        help=help_text("cli-help-hub-config-spawner"))
    parser.add_argument("--cull-idle", type=int, default=DEFAULT_SERVER_CULL_SECONDS, metavar="SECONDS",
                        help=help_text("cli-help-hub-config-cull-idle"))
    parser.add_argument("--kernel-cull-idle", type=int, default=DEFAULT_CULL_IDLE_SECONDS, metavar="SECONDS",
                        help=help_text("cli-help-hub-config-kernel-cull-idle"))
    parser.add_argument("--lang", metavar="CODE", type=checked_language,
                        help=help_text("cli-help-hub-config-lang"))
    parser.add_argument("--proxy", metavar="PATH",
                        help=help_text("cli-help-hub-config-proxy"))
    parser.add_argument("--z2jh", metavar="IMAGE",
                        help=help_text("cli-help-hub-config-z2jh"))


def run_hub_config(ns: argparse.Namespace) -> int:
    """Write the hub's configuration (see :func:`add_hub_config_arguments`)."""
    for label, seconds in (("--cull-idle", ns.cull_idle), ("--kernel-cull-idle", ns.kernel_cull_idle)):
        if seconds < 0:
            raise CanastaError(phrase("hub.cull-wanted", option=label, value=str(seconds)))
    positions = None
    if ns.positions:
        from ..content.check import check_files, position_files_in

        folder = Path(ns.positions).expanduser().resolve()
        files = position_files_in(folder) if folder.is_dir() else []
        if not files:
            raise CanastaError(phrase("hub.positions-none", path=ns.positions))
        _, problems = check_files(files)
        if problems:
            raise CanastaError(phrase("hub.positions-refused", folder=str(folder)) + "\n"
                               + "\n".join(f"  {p}" for p in problems))
        positions = str(folder)
    if ns.z2jh:
        text = z2jh_values_text(image=ns.z2jh, admins=ns.admin, class_name=ns.class_name, lang=getattr(ns, "lang", None),
                                server_cull_seconds=ns.cull_idle, kernel_cull_seconds=ns.kernel_cull_idle)
        out = "config.yaml" if ns.out == "jupyterhub_config.py" else ns.out
    else:
        if not ns.store or not config.is_database_url(ns.store):
            raise CanastaError(phrase("hub.store-needed"))
        text = hub_config_text(
            store=ns.store, admins=ns.admin, class_name=ns.class_name, positions=positions,
            host=ns.host, port=ns.port, authenticator=ns.authenticator, spawner=ns.spawner,
            server_cull_seconds=ns.cull_idle, kernel_cull_seconds=ns.kernel_cull_idle,
            proxy=ns.proxy or _find_proxy(), lang=getattr(ns, "lang", None),
        )
        out = ns.out
    if out == "-":
        sys.stdout.write(text)
        return 0
    target = Path(out).expanduser()
    target.write_text(text, encoding="utf-8")
    if not ns.z2jh:
        target.chmod(0o600)  # it holds the store's password
    print(phrase("hub.wrote", target=str(target)), flush=True)
    return 0


def add_hub_singleuser_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cull-idle", type=int, default=DEFAULT_CULL_IDLE_SECONDS, metavar="SECONDS",
                        help=help_text("cli-help-hub-singleuser-cull-idle"))
    parser.add_argument("extra", nargs=argparse.REMAINDER,
                        help=help_text("cli-help-hub-singleuser-extra"))


def run_hub_singleuser(ns: argparse.Namespace) -> int:
    """Replace this process with the user's server (JupyterHub supervises it)."""
    argv = singleuser_argv(ns.extra, cull_idle_seconds=ns.cull_idle)
    sys.stdout.flush()
    os.execv(argv[0], argv)
    return 0  # pragma: no cover - execv does not return
