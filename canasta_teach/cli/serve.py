"""``canasta-teach serve``: the options, checked, and the Voila process that serves them.

The command line's side of the class server. It parses and checks the options, prepares
the class (store, teacher key, the teacher's positions), builds the short command line of
:mod:`canasta_teach.cli.voila_app` (Voila with the school's defaults,
:mod:`canasta_teach.cli.voila_defaults`: only this run's options are flags) and runs it
under :mod:`canasta_teach.cli.supervise`, which makes sure nothing outlives the launcher.
It imports neither ipywidgets nor Voila, so the command line stays fast.

What the options bound (each checked by ``tests/test_serve.py`` and
``tests/test_serve_hardening.py``):

* Voila serves the whole folder, but the school opens on its first page
  (:func:`~canasta_teach.cli.addresses.first_notebook`): ``/`` redirects there and Voila's
  folder listing (``/voila/tree``) answers 404.
* Every page visit starts a kernel. A kernel nobody is connected to (tab closed, or a page
  fetched without a browser) is shut down once idle for ``--cull-idle`` seconds; a kernel
  whose page is still open stays. A closed tab's kernel stops at once.
* A burst of page loads cannot take the server down: at most ``--max-kernels`` kernels
  (default from the machine's available memory,
  :func:`~canasta_teach.cli.capacity.default_max_kernels`), a few pages rendering at once,
  a token bucket of page loads per client address (``--page-loads-per-minute``); beyond
  them a short page with 503 or 429 and ``Retry-After``, and no kernel started.
* No kernel holds more than ``--kernel-memory-mb``: one that does is stopped and its page
  says it was restarted; the class keeps serving.
* The coach's worker process on the second core
  (:mod:`canasta_teach.players.playout_pool`) runs in one learner's kernels (no ``--class``)
  when a practice kernel with it fits the kernel memory limit, and never in a class's
  kernels, which already share the cores (:func:`~canasta_teach.cli.capacity.coach_worker_fits`).
* Only requests naming this server in their ``Host`` header are answered (loopback
  addresses, the machine's name and addresses, ``--allow-host``): 403 otherwise (DNS
  rebinding). With ``--host 0.0.0.0`` the learners' address printed is the LAN address.
* The teacher key reaches only the dashboard's kernel, never a learner's.
* Stopping (Ctrl-C, SIGTERM, SIGHUP) ends Voila and every kernel within seconds, and a
  launcher killed outright (SIGKILL) takes Voila and its kernels with it.
* With ``--positions DIR`` the kernels read a published copy of the teacher's folder that
  this process keeps up to date (:mod:`canasta_teach.cli.live_positions`).

:func:`serve` prints one line (the learners' address) and keeps Voila's log to warnings
and one summary line per interval of what it refused; Voila's connection files go to a
temporary folder of the launcher's, removed when it stops.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from .. import config
from ..content.lessons import notebooks_dir
from ..errors import CanastaError
from ..judge.catalogue import checked_language
from ..judge.wording import phrase
from .addresses import (
    APP_NOTEBOOK,
    DEFAULT_HOST,
    DEFAULT_PORT,
    INDEX_NOTEBOOK,
    TEACHER_NOTEBOOK,
    allowed_host_names,
    first_notebook,
    index_url,
    lan_address,
    learners_url,
    teacher_url,
)
from .capacity import (
    DEFAULT_CULL_IDLE_SECONDS,
    DEFAULT_KERNEL_MEMORY_MB,
    DEFAULT_PAGE_LOADS_PER_MINUTE,
    KERNEL_BUDGET_BYTES,
    MAX_KERNELS_CEILING,
    coach_worker_fits,
    cull_interval_for,
    default_max_kernels,
    default_max_starting,
    open_files_limit,
)
from .class_address import ServerAddress, address_file_for, forget_address, write_address
from .help_words import help_text
from .supervise import (
    SHUTDOWN_GRACE_SECONDS,
    STARTUP_TIMEOUT_SECONDS,
    answers,
    die_with_parent,
    private_tempdir,
    run_supervised,
)
from .voila_defaults import CELL_ERROR_INSTRUCTION, CONTENT_SECURITY_POLICY

__all__ = [
    "APP_NOTEBOOK",
    "CELL_ERROR_INSTRUCTION",
    "CONTENT_SECURITY_POLICY",
    "DEFAULT_HOST",
    "DEFAULT_PORT",
    "INDEX_NOTEBOOK",
    "MAX_KERNELS_CEILING",
    "SHUTDOWN_GRACE_SECONDS",
    "STARTUP_TIMEOUT_SECONDS",
    "TEACHER_NOTEBOOK",
    "VOILA_APP_MODULE",
    "add_serve_arguments",
    "allowed_host_names",
    "child_environment",
    "class_address_file",
    "class_store_path",
    "cull_interval_for",
    "default_max_kernels",
    "default_max_starting",
    "die_with_parent",
    "first_notebook",
    "index_url",
    "lan_address",
    "learners_url",
    "notebooks_dir",
    "open_files_limit",
    "prepare_class",
    "run_serve",
    "serve",
    "teacher_url",
    "voila_argv",
]

#: The module Voila runs as (``python -m``): Voila plus the school's redirects and defaults.
VOILA_APP_MODULE = "canasta_teach.cli.voila_app"
#: Voila's log level under :func:`serve`: warnings and errors only, nothing per page visit.
SERVE_LOG_LEVEL = "WARN"
#: Seconds after a preheated kernel is taken before Voila starts its replacement: long
#: enough that a class opening together gets its pages before the refills take the CPU,
#: short because a page asked for meanwhile waits for the pending replacement.
POOL_REFILL_DELAY_SECONDS = 5

_PACKAGE_DIR = Path(__file__).resolve().parent.parent  # canasta_teach/


def _whole(value: object, low: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= low


def _check_options(*, host: str, port: int, preheat: int, cull_idle_seconds: int) -> None:
    """serve's numbers and host, refused in serve --lang's language (cli.ftl serve-*-wanted)
    before anything starts; the value as Python shows it (0, 'x'), as the teacher gave it."""
    if not _whole(port, 1) or port > 65535:
        raise CanastaError(phrase("serve.port-wanted", value=repr(port)))
    if not _whole(preheat, 0):
        raise CanastaError(phrase("serve.preheat-wanted", value=repr(preheat)))
    if not _whole(cull_idle_seconds, 0):
        raise CanastaError(phrase("serve.cull-wanted", value=repr(cull_idle_seconds)))
    if not host or any(ch.isspace() for ch in host):
        raise CanastaError(phrase("serve.host-wanted", value=repr(host)))


def child_environment(extra: Mapping[str, str] | None = None, *, coach_worker: bool = False) -> dict[str, str]:
    """The environment for Voila and its kernels: ours, plus ``extra``.

    In a source checkout the checkout is put first on ``PYTHONPATH``, so that Voila (which
    loads its kernel manager and websocket classes from here) and the lessons' kernels import
    this very ``canasta_teach`` even when it is not installed.

    ``coach_worker``: whether the kernels' coach may hand half its play-outs to a worker
    process (``config.COACH_WORKERS_ENV``; a value already set in our environment wins).
    :func:`serve` decides it with :func:`~canasta_teach.cli.capacity.coach_worker_fits`: on
    for one learner's server when it fits the kernel memory limit, off for a class; off by
    default (the tests' servers, a class's kernels sharing the cores).
    """
    env = dict(os.environ)
    env.setdefault(config.COACH_WORKERS_ENV, "1" if coach_worker else "0")
    if extra:
        env.update(extra)
    checkout = _PACKAGE_DIR.parent
    if (checkout / "pyproject.toml").is_file():
        parts = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
        if str(checkout) not in parts:
            env["PYTHONPATH"] = os.pathsep.join([str(checkout), *parts])
    return env


def voila_argv(
    *,
    root: Path,
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    preheat: int = 0,
    cull_idle_seconds: int = DEFAULT_CULL_IDLE_SECONDS,
    open_browser: bool = False,
    extra: Sequence[str] = (),
    max_kernels: int = 0,
    max_starting: int | None = None,
    page_loads_per_minute: int = 0,
    allowed_hosts: Sequence[str] = (),
    kernel_memory_mb: int = DEFAULT_KERNEL_MEMORY_MB,
) -> list[str]:
    """The command line running the school's Voila on the folder ``root`` (tree mode).

    Only this run's options are flags; everything a class server always wants is a default
    of :class:`~canasta_teach.cli.voila_app.SchoolVoila`
    (:func:`~canasta_teach.cli.voila_defaults.school_defaults`).

    ``max_kernels`` caps the kernels (0: no cap), ``max_starting`` the pages rendering at
    once (default :func:`default_max_starting`), ``page_loads_per_minute`` the page loads
    per client address (0: no limit); ``allowed_hosts`` are the ``Host`` names answered
    besides loopback addresses (see :func:`allowed_host_names`); ``kernel_memory_mb`` is
    the most one kernel may hold (0: no limit).

    ``preheat`` > 0 keeps that many kernels per notebook found under ``root`` started and
    pre-rendered (Voila's kernel pool); 0 starts a kernel per visit. ``cull_idle_seconds``
    = 0 disables culling. ``extra`` is appended; a ``--Name=value`` in it replaces the
    flag of the same name built here (traitlets rejects a scalar option given twice).
    """
    _check_options(host=host, port=port, preheat=preheat, cull_idle_seconds=cull_idle_seconds)
    argv = [
        sys.executable,
        "-m",
        VOILA_APP_MODULE,
        str(Path(root).resolve()),
        f"--Voila.ip={host}",
        f"--port={port}",
        f"--MappingKernelManager.cull_idle_timeout={cull_idle_seconds}",
        f"--MappingKernelManager.cull_interval={cull_interval_for(max(cull_idle_seconds, 1))}",
        f"--SchoolVoila.max_kernels={max(0, max_kernels)}",
        f"--SchoolVoila.max_starting={default_max_starting() if max_starting is None else max(0, max_starting)}",
        f"--SchoolVoila.page_loads_per_minute={max(0, page_loads_per_minute)}",
        f"--SchoolVoila.kernel_memory_mb={max(0, kernel_memory_mb)}",
    ]
    for name in allowed_hosts:
        argv.append(f"--SchoolVoila.allowed_hosts={name}")
    if preheat > 0:
        argv += _preheat_flags(root, preheat)
    if open_browser:
        argv.append("--Voila.open_browser=True")
    # traitlets refuses a scalar option given twice, so a flag in ``extra`` replaces ours.
    overridden = {_flag_name(arg) for arg in extra if arg.startswith("--")} - {"--SchoolVoila.allowed_hosts"}
    argv = argv[:4] + [arg for arg in argv[4:] if _flag_name(arg) not in overridden]
    argv.extend(extra)
    return argv


def _preheat_flags(root: Path, preheat: int) -> list[str]:
    """Voila's kernel pool: ``preheat`` kernels started and rendered ahead, per notebook."""
    # Voila 0.5: aliases preheat_kernel -> VoilaConfiguration.preheat_kernel and
    # pool_size -> VoilaConfiguration.default_pool_size (the "default" entry of
    # VoilaKernelManager.kernel_pools_config, i.e. every notebook without its own entry).
    flags = ["--preheat_kernel=True", f"--pool_size={preheat}"]
    # (Voila matches each pattern with re.match against the notebook's absolute path.)
    if first_notebook(root) == APP_NOTEBOOK:
        # Only the one-page app is preheated (every learner opens it); the single
        # lesson notebooks start a kernel per visit instead of N idle kernels each.
        flags.append(f"--VoilaKernelManager.preheat_denylist=^(?!(.*/)?{re.escape(APP_NOTEBOOK)}$)")
    else:
        # Never the dashboard: its kernel alone is given the teacher key, at its page load.
        flags.append(f"--VoilaKernelManager.preheat_denylist=(.*/)?{re.escape(TEACHER_NOTEBOOK)}$")
    # Refill the pool a few seconds after a kernel is taken, not at once: a class
    # opening together would otherwise start a second class's kernels during its own
    # page loads (measured: 30 learners, p95 26 s with refills after 1 s, on 2 cores).
    flags.append(f"--VoilaKernelManager.fill_delay={POOL_REFILL_DELAY_SECONDS}")
    return flags


def _flag_name(arg: str) -> str:
    return arg.split("=", 1)[0]


def serve(
    *,
    root: Path | None = None,
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    preheat: int = 0,
    cull_idle_seconds: int = DEFAULT_CULL_IDLE_SECONDS,
    open_browser: bool = False,
    env: Mapping[str, str] | None = None,
    notices: Sequence[str] = (),
    max_kernels: int | None = None,
    page_loads_per_minute: int = DEFAULT_PAGE_LOADS_PER_MINUTE,
    allow_hosts: Sequence[str] = (),
    positions: Path | None = None,
    kernel_memory_mb: int = DEFAULT_KERNEL_MEMORY_MB,
    address_file: Path | None = None,
) -> int:
    """Run Voila on the lessons until it stops or Ctrl-C; return its exit code.

    ``root`` defaults to :func:`notebooks_dir`. ``env`` adds variables to the current
    environment of the server and of its kernels. Prints one line with the learners'
    address of the index page once the server answers, then each of ``notices``; with
    ``open_browser`` that page is opened in the default browser. Voila logs warnings and
    errors only. ``max_kernels`` None is :func:`default_max_kernels`; ``allow_hosts`` adds
    names to :func:`allowed_host_names`. ``positions`` (a checked folder of the teacher's
    position files) is published to the kernels and re-checked while serving
    (:class:`~canasta_teach.cli.live_positions.LivePositions`). ``kernel_memory_mb``: the
    most one kernel may hold before its page is restarted (0: no limit); with it and whether
    ``env`` names a class (``config.CLASS_ENV``) it decides whether the kernels' coach has its
    worker process (:func:`~canasta_teach.cli.capacity.coach_worker_fits`). The temporary folder of
    Voila's connection files and the published positions is removed however the launcher
    stops. ``address_file``: where the learners' address is kept while the server runs, for
    ``canasta-teach roster`` (:mod:`canasta_teach.cli.class_address`).
    """
    root = notebooks_dir() if root is None else Path(root)
    if not root.is_dir():
        raise CanastaError(phrase("serve.not-a-folder", root=str(root)))
    root = root.resolve()
    _check_options(host=host, port=port, preheat=preheat, cull_idle_seconds=cull_idle_seconds)
    for name, value in (("max-kernels", max_kernels), ("page-loads", page_loads_per_minute),
                        ("kernel-memory", kernel_memory_mb)):
        if value is not None and not _whole(value, 0):
            raise CanastaError(phrase("serve.limit-wanted", name=name, value=repr(value)))
    open_files_limit()  # raised before Voila starts: it inherits the limit
    cap = default_max_kernels() if max_kernels is None else max_kernels
    ready = _preheated_kernels(root, preheat)
    if cap and ready >= cap:
        raise CanastaError(phrase("serve.preheat-cap", preheat=str(preheat), ready=str(ready), cap=str(cap)))
    if answers(host, port):
        raise CanastaError(phrase("serve.port-in-use", port=str(port), host=host))
    url = learners_url(host, port, root)
    scratch = private_tempdir()
    live = None
    try:
        if address_file is not None:
            write_address(address_file, ServerAddress(url=url, host=host, port=port, pid=os.getpid()))
        extra_env = dict(env or {})
        if positions is not None:
            from .live_positions import LivePositions

            live = LivePositions(positions, scratch / "positions", say=_log_line)
            problems = live.publish_now()
            if problems:
                raise CanastaError(phrase("serve.positions-refused-live") + "\n"
                                   + "\n".join(f"  {line}" for line in problems))
            extra_env[config.CLASS_POSITIONS_ENV] = str(live.current)
            live.start()
        argv = voila_argv(
            root=root,
            host=host,
            port=port,
            preheat=preheat,
            cull_idle_seconds=cull_idle_seconds,
            open_browser=False,  # we open the index page ourselves, once it answers
            extra=[f"--Voila.connection_dir_root={scratch}", f"--Voila.log_level={SERVE_LOG_LEVEL}"],
            max_kernels=cap,
            page_loads_per_minute=page_loads_per_minute,
            allowed_hosts=allowed_host_names(host, allow_hosts),
            kernel_memory_mb=kernel_memory_mb,
        )
        # the index page is opened on this computer (loopback works where LAN may not)
        worker = coach_worker_fits(class_served=config.CLASS_ENV in extra_env, kernel_memory_mb=kernel_memory_mb)
        return run_supervised(argv, cwd=root, env=child_environment(extra_env, coach_worker=worker), host=host, port=port, url=url,
                              open_url=index_url(host, port, root) if open_browser else None, notices=notices)
    finally:
        if address_file is not None:
            forget_address(address_file, os.getpid())
        if live is not None:
            live.stop()
        shutil.rmtree(scratch, ignore_errors=True)


def _preheated_kernels(root: Path, preheat: int) -> int:
    """Kernels ``--preheat`` keeps ready (they count towards ``--max-kernels``): ``preheat``
    for the one-page app, else ``preheat`` for each notebook of the folder."""
    if preheat <= 0:
        return 0
    if first_notebook(root) == APP_NOTEBOOK:
        return preheat
    return preheat * len(list(root.glob("*.ipynb")))


def _log_line(line: str) -> None:
    """One line to the server log (stderr, where Voila's warnings go)."""
    print(line, file=sys.stderr, flush=True)


def add_serve_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the options of ``canasta-teach serve`` to ``parser``."""
    from ..progress.name_limits import NAMES_PER_ADDRESS, NAMES_PER_PAGE

    parser.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help=help_text("cli-help-serve-host"),
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=help_text("cli-help-serve-port")
    )
    parser.add_argument(
        "--preheat",
        type=int,
        default=0,
        metavar="N",
        help=help_text("cli-help-serve-preheat"),
    )
    parser.add_argument(
        "--cull-idle",
        type=int,
        default=DEFAULT_CULL_IDLE_SECONDS,
        metavar="SECONDS",
        dest="cull_idle",
        help=help_text("cli-help-serve-cull-idle"),
    )
    parser.add_argument(
        "--max-kernels",
        type=int,
        default=None,
        metavar="N",
        dest="max_kernels",
        help=help_text("cli-help-serve-max-kernels", mb=KERNEL_BUDGET_BYTES // 2**20, ceiling=MAX_KERNELS_CEILING,
                       here=default_max_kernels()),
    )
    parser.add_argument(
        "--page-loads-per-minute",
        type=int,
        default=DEFAULT_PAGE_LOADS_PER_MINUTE,
        metavar="N",
        dest="page_loads_per_minute",
        help=help_text("cli-help-serve-page-loads-per-minute"),
    )
    parser.add_argument(
        "--names-per-page",
        type=int,
        default=NAMES_PER_PAGE,
        metavar="N",
        dest="names_per_page",
        help=help_text("cli-help-serve-names-per-page"),
    )
    parser.add_argument(
        "--names-per-address",
        type=int,
        default=NAMES_PER_ADDRESS,
        metavar="N",
        dest="names_per_address",
        help=help_text("cli-help-serve-names-per-address"),
    )
    parser.add_argument(
        "--roster-only",
        action="store_true",
        dest="roster_only",
        help=help_text("cli-help-serve-roster-only"),
    )
    parser.add_argument(
        "--kernel-memory-mb",
        type=int,
        default=DEFAULT_KERNEL_MEMORY_MB,
        metavar="MB",
        dest="kernel_memory_mb",
        help=help_text("cli-help-serve-kernel-memory-mb"),
    )
    parser.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        dest="allow_hosts",
        help=help_text("cli-help-serve-allow-host"),
    )
    parser.add_argument(
        "--open",
        action="store_true",
        dest="open_browser",
        help=help_text("cli-help-serve-open"),
    )
    parser.add_argument(
        "--class",
        dest="class_name",
        metavar="NAME",
        help=help_text("cli-help-serve-class"),
    )
    parser.add_argument(
        "--lang",
        metavar="CODE",
        type=checked_language,
        help=help_text("cli-help-serve-lang"),
    )
    parser.add_argument(
        "--deal",
        metavar="N",
        type=checked_deal,
        help=help_text("cli-help-serve-deal"),
    )
    parser.add_argument(
        "--deal-ruleset",
        choices=("canasta", "tranca"),
        default="canasta",
        help=help_text("cli-help-serve-deal-ruleset"),
    )
    parser.add_argument(
        "--positions",
        metavar="DIR",
        help=help_text("cli-help-serve-positions"),
    )
    parser.add_argument(
        "--store",
        metavar="PATH|URL",
        help=help_text("cli-help-serve-store"),
    )


def checked_deal(text: str) -> str:
    """``--deal N``: a deal number the practice table can deal (or ``new``), checked now so a
    typing slip stops the server before it starts, with the catalogue's sentence."""
    from ..players.deal_number import DealNumber

    if text.strip().lower() == "new":
        return str(DealNumber.random())
    try:
        return str(DealNumber.parse(text))  # the digits alone, however they were grouped
    except CanastaError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def class_store_path(class_name: str | None, store: str | None) -> Path:
    """Where the progress of this server goes: --store, $CANASTA_TEACH_DB, or per class."""
    from ..progress.store import clean_learner_name, default_store_path

    if store:
        return Path(store).expanduser()
    default = default_store_path()
    if class_name and config.db_path() is None:
        safe = clean_learner_name(class_name).replace(" ", "-")
        return default.with_name(f"class-{safe}.sqlite3")
    return default


def class_address_file(class_name: str | None, store: str | None) -> Path:
    """Where the server of this class keeps its learners' address while it runs: beside its
    SQLite store, or (a PostgreSQL store) in the folder of the default store, by class."""
    from ..progress.store import clean_learner_name, default_store_path

    location = store or config.db_url()
    if location and config.is_database_url(location):
        safe = clean_learner_name(class_name).replace(" ", "-") if class_name else "progress"
        return address_file_for(default_store_path().with_name(f"class-{safe}.sqlite3"))
    return address_file_for(class_store_path(class_name, store))


def prepare_class(*, root: Path, class_name: str | None, positions: str | None, store: str | None,
                  deal: str | None = None, deal_ruleset: str = "canasta") -> dict[str, str]:
    """Check the teacher's positions, open the store outside the served folders, make the
    teacher key, name the class deal (``deal``, a checked deal number, played in
    ``deal_ruleset``'s game: kept in the store, so the dashboard may change it later); return the environment the server and its kernels need. Raises
    :class:`CanastaError` with the readable report when a position file fails the check."""
    import secrets

    from ..content.check import position_files_in
    from ..progress.store import ProgressStore, ensure_outside, open_store_at
    from .live_positions import class_position_problems

    env: dict[str, str] = {}
    if deal and not class_name:
        raise CanastaError(phrase("serve.deal-without-class"))
    served = [root]
    if positions:
        folder = Path(positions).expanduser().resolve()
        if not folder.is_dir():
            raise CanastaError(phrase("serve.positions-not-folder", path=positions))
        files = position_files_in(folder)
        if not files:
            raise CanastaError(phrase("serve.positions-none", path=positions))
        problems = class_position_problems(files)
        if problems:
            report = "\n".join(f"  {line}" for line in problems)
            raise CanastaError(phrase("serve.positions-refused", folder=str(folder), n=len(problems), path=positions)
                               + "\n" + report)
        env[config.CLASS_POSITIONS_ENV] = str(folder)
        served.append(folder)
    if class_name:
        env[config.CLASS_ENV] = class_name
    if store:  # --store PATH or --store postgresql://...
        url = store if config.is_database_url(store) else None
    else:
        url = config.db_url()
    if url:
        opened = open_store_at(url)  # connect and create the schema now, not in a lesson
        env[config.DB_ENV] = url
    else:
        db = ensure_outside(class_store_path(class_name, store), served)
        opened = ProgressStore.open(db)  # create it now: a broken path fails here, not in a lesson
        env[config.DB_ENV] = str(db)
    with opened:
        if deal:
            from ..players.deal_number import DealNumber

            opened.choose_class_deal(DealNumber.parse(deal, game=deal_ruleset))
    if class_name:  # no class, no dashboard: nobody is given its key
        env[config.TEACHER_KEY_ENV] = secrets.token_urlsafe(18)
    return env


def run_serve(ns: argparse.Namespace) -> int:
    """Run :func:`serve` with the options parsed by :func:`add_serve_arguments`."""
    root = notebooks_dir()
    deal = getattr(ns, "deal", None)
    deal_ruleset = getattr(ns, "deal_ruleset", "canasta") or "canasta"
    env = prepare_class(root=root, class_name=ns.class_name, positions=ns.positions, store=ns.store, deal=deal,
                        deal_ruleset=deal_ruleset)
    notices = []
    if ns.class_name:
        notices.append(phrase("serve.teacher", name=ns.class_name,
                              url=teacher_url(ns.host, ns.port, env[config.TEACHER_KEY_ENV])))
    if deal:
        from ..players.deal_number import TRANCA, DealNumber

        named = DealNumber.parse(deal, game=deal_ruleset)  # shown in groups, as the pages show it
        notices.append(phrase("serve.class-deal", deal=f"{named.grouped} (Tranca)" if named.game == TRANCA else named.grouped))
    positions = env.pop(config.CLASS_POSITIONS_ENV, None)  # serve() publishes a live copy
    env[config.NAMES_PER_PAGE_ENV] = str(max(0, ns.names_per_page))
    env[config.NAMES_PER_ADDRESS_ENV] = str(max(0, ns.names_per_address))
    if ns.roster_only:
        env[config.ROSTER_ONLY_ENV] = "1"
    if getattr(ns, "lang", None):
        env[config.LANG_ENV] = ns.lang
    return serve(
        root=root,
        host=ns.host,
        port=ns.port,
        preheat=ns.preheat,
        cull_idle_seconds=ns.cull_idle,
        open_browser=ns.open_browser,
        env=env,
        notices=notices,
        max_kernels=ns.max_kernels,
        page_loads_per_minute=ns.page_loads_per_minute,
        allow_hosts=ns.allow_hosts,
        positions=Path(positions) if positions else None,
        kernel_memory_mb=ns.kernel_memory_mb,
        address_file=class_address_file(ns.class_name, ns.store),
    )
