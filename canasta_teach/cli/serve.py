"""Serve the lesson notebooks with Voila: the launcher behind ``canasta-teach serve``.

Pure launcher logic: this module builds Voila's command line and runs it in a subprocess; it
imports neither ipywidgets nor Voila (nor jupyter_server, except lazily inside the Voila
process for :class:`NoDelayWebsocketConnection`), so the command line stays fast. The Voila
process runs :mod:`canasta_teach.cli.voila_app`, Voila with the few changes a class needs.

What the flags guard against (each checked by ``tests/test_serve.py`` on Voila 0.5.13):

* Voila serves the whole folder, but the school opens on ``index.ipynb`` at
  ``http://HOST:PORT/voila/render/index.ipynb``: ``/`` redirects there and Voila's folder
  listing (``/voila/tree``) answers 404 (:class:`~canasta_teach.cli.voila_app.SchoolVoila`).
* Tracebacks of failing cells are replaced by a short notice for learners
  (``VoilaConfiguration.show_tracebacks=False``, ``VoilaExecutor.cell_error_instruction``);
  sources are stripped.
* Every page visit starts a kernel. A kernel nobody is connected to (tab closed, or a page
  fetched without a browser) is shut down once idle for ``cull_idle_seconds``; a kernel
  whose page is still open stays (``MappingKernelManager.cull_connected=False``).
* The file allowlist stays Voila's default (images only, never notebooks or ``.py``), and
  Voila reads no ``voila.json``/``voila.py`` from the served folder, the working directory
  or ``~/.jupyter``: a stray config file there would otherwise widen it (checked).
* A busy port makes Voila fail instead of silently moving to another port
  (``Voila.port_retries=0``), so the printed URL is always the right one.
* The page fetches nothing from other hosts (a Content-Security-Policy; Voila's template
  links Font Awesome from a CDN), and widget replies are not held back by Nagle's
  algorithm (~40 ms per click otherwise).
* Kernels talk to Voila over Unix sockets in Voila's private connection folder
  (``KernelManager.transport=ipc``), not loopback TCP ports: no port collisions under load,
  and no "running over TCP without encryption" warning from every kernel.
* A burst of page loads cannot take the server down: at most ``--max-kernels`` kernels
  (default from the machine's available memory, :func:`default_max_kernels`), a few pages
  rendering at once (:func:`default_max_starting`), a token bucket of page loads per
  client address (``--page-loads-per-minute``); beyond them a short page with 503 or 429
  and ``Retry-After``, and no kernel started. Voila renders pages without a heartbeat
  thread, whose blocking join froze the server for good under 200 parallel loads
  (:class:`~canasta_teach.cli.voila_app.QuietKernelClient`).
* Only requests naming this server in their ``Host`` header are answered (loopback
  addresses, the machine's name and addresses, ``--allow-host``): 403 otherwise (DNS
  rebinding). With ``--host 0.0.0.0`` the learners' address printed is the machine's LAN
  address.
* A closed tab's kernel stops at once (the page's shutdown request carries the ``_xsrf``
  token now); the idle cull stays as the fallback.
* Stopping (Ctrl-C, SIGTERM, SIGHUP) ends Voila and every kernel within seconds, killing the
  whole process tree after :data:`SHUTDOWN_GRACE_SECONDS` even when Voila hangs.
* With ``--positions DIR`` the kernels read a published copy of the teacher's folder that
  this process keeps up to date (:mod:`canasta_teach.cli.live_positions`).

:func:`serve` prints one line (the learners' address) and keeps Voila's log to warnings;
Voila's connection files go to a temporary folder of the launcher's, removed when it stops
(Ctrl-C, SIGTERM, SIGHUP, or Voila exiting).
"""

from __future__ import annotations

import argparse
import re
import ipaddress
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import webbrowser
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .. import config
from ..content.lessons import notebooks_dir
from ..errors import CanastaError

__all__ = [
    "CONTENT_SECURITY_POLICY",
    "DEFAULT_HOST",
    "DEFAULT_PORT",
    "APP_NOTEBOOK",
    "TEACHER_NOTEBOOK",
    "INDEX_NOTEBOOK",
    "first_notebook",
    "add_serve_arguments",
    "allowed_host_names",
    "child_environment",
    "cull_interval_for",
    "default_max_kernels",
    "default_max_starting",
    "lan_address",
    "learners_url",
    "index_url",
    "notebooks_dir",
    "run_serve",
    "serve",
    "teacher_url",
    "voila_argv",
    "VOILA_APP_MODULE",
]

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8866
DEFAULT_CULL_IDLE_SECONDS = 60
INDEX_NOTEBOOK = "index.ipynb"
#: The one-page app (index, lessons and quiz in one page and one kernel): what ``/`` opens
#: and what ``--preheat`` preheats when the served folder has it.
APP_NOTEBOOK = "app.ipynb"
#: The teacher's dashboard page (opened with the key ``serve --class`` prints).
TEACHER_NOTEBOOK = "teacher.ipynb"
#: Seconds after a preheated kernel is taken before Voila starts its replacement: long
#: enough that a class opening together gets its pages before the refills take the CPU,
#: short because a page asked for meanwhile waits for the pending replacement.
POOL_REFILL_DELAY_SECONDS = 5


def first_notebook(root: Path | str | None) -> str:
    """The notebook ``/`` opens: the one-page app when ``root`` holds it, else the index."""
    if root is None or (Path(root) / APP_NOTEBOOK).is_file():
        return APP_NOTEBOOK
    return INDEX_NOTEBOOK
#: The module Voila runs as (``python -m``): Voila plus the school's redirects and defaults.
VOILA_APP_MODULE = "canasta_teach.cli.voila_app"
#: Voila's log level under :func:`serve`: warnings and errors only, nothing per page visit.
SERVE_LOG_LEVEL = "WARN"

#: How long :func:`serve` waits for Voila to listen before printing the URL anyway.
STARTUP_TIMEOUT_SECONDS = 60.0
#: How long :func:`serve` lets Voila shut its kernels down after Ctrl-C before killing it
#: and every process it started.
SHUTDOWN_GRACE_SECONDS = 6.0
#: What one kernel is budgeted in memory for the default ``--max-kernels``: a lesson kernel
#: is about 75 MB resident, plus Voila's share per page and room for the page's own growth.
KERNEL_BUDGET_BYTES = 150 * 1024 * 1024
#: The default ``--max-kernels`` never goes past this (a class of hundreds needs a hub).
MAX_KERNELS_CEILING = 400
#: Open files budgeted per kernel for the default ``--max-kernels`` (Voila holds about 5 per
#: idle kernel, more while its page renders and once its page connects), and kept for the rest.
FILES_PER_KERNEL = 15
FILES_RESERVED = 64
#: The open-file limit ``serve`` raises its own (and so Voila's) to, when the system allows.
OPEN_FILES_WANTED = 16384
#: Default page loads per client address and minute (a burst of as many at once).
DEFAULT_PAGE_LOADS_PER_MINUTE = 20

_PACKAGE_DIR = Path(__file__).resolve().parent.parent  # canasta_teach/

CELL_ERROR_INSTRUCTION = "This part of the lesson could not be shown; please tell your teacher."

#: Content-Security-Policy of every page and API answer: nothing is fetched from, sent to
#: or framed by another origin. Voila 0.5's "lab" template links Font Awesome from
#: cdn.jsdelivr.net in <head> (render-blocking, and a request per page view leaving the
#: classroom); this makes the browser drop it at once. Inline scripts/styles and eval stay
#: allowed because Voila's page relies on them; data:/blob: carry images and widget assets.
CONTENT_SECURITY_POLICY = "; ".join(  # noqa: FLY002 - one directive a line
    [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
        "style-src 'self' 'unsafe-inline' blob:",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "media-src 'self' data: blob:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "frame-src 'self' data: blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
    ]
)


def cull_interval_for(cull_idle_seconds: int) -> int:
    """Seconds between two culling passes: a quarter of the idle timeout, 1 to 30 s.

    An unconnected kernel is therefore shut down between ``cull_idle_seconds`` and
    ``cull_idle_seconds + interval`` seconds after its last activity (60 s -> 60-75 s).
    """
    return max(1, min(30, cull_idle_seconds // 4))


def default_max_kernels(available_bytes: int | None = None, open_files: int | None = None) -> int:
    """The default ``--max-kernels``: half the memory available now, at
    :data:`KERNEL_BUDGET_BYTES` a kernel, and no more than the open-file limit carries at
    :data:`FILES_PER_KERNEL` a kernel; from 4 to :data:`MAX_KERNELS_CEILING`.

    >>> default_max_kernels(24 * 1024**3, 65536), default_max_kernels(1024**3, 65536)
    (81, 4)
    >>> default_max_kernels(10**15, 65536), default_max_kernels(10**15, 1024)
    (400, 64)
    """
    if available_bytes is None:
        import psutil

        available_bytes = int(psutil.virtual_memory().available)
    if open_files is None:
        open_files = open_files_limit()
    by_files = (open_files - FILES_RESERVED) // FILES_PER_KERNEL
    return max(4, min(MAX_KERNELS_CEILING, available_bytes // 2 // KERNEL_BUDGET_BYTES, by_files))


def open_files_limit(raise_to: int = OPEN_FILES_WANTED) -> int:
    """This process's limit on open files, first raised towards ``raise_to`` (within the hard
    limit); Voila and its kernels inherit it. Voila holds about 5 files per idle kernel and
    more while a page renders: at Linux's usual 1,024 a burst of page loads would run out."""
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows has no such limit
        return OPEN_FILES_WANTED
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = raise_to if hard == resource.RLIM_INFINITY else min(raise_to, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return OPEN_FILES_WANTED if soft == resource.RLIM_INFINITY else int(soft)


def default_max_starting() -> int:
    """Pages rendered at once: two per core (each render is mostly one kernel's CPU)."""
    return max(2, 2 * (os.cpu_count() or 1))


def lan_address() -> str | None:
    """This machine's address on its local network, or None when it has none.

    The address the system would send from to reach a public address: a UDP socket's
    ``connect`` picks the route and sends nothing. If that fails (no default route), the
    first non-loopback IPv4 address of an interface.
    """
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        try:
            sock.connect(("192.0.2.1", 9))  # TEST-NET-1: routed like any public address
            address = str(sock.getsockname()[0])
            if not ipaddress.ip_address(address).is_loopback and address != "0.0.0.0":
                return address
        except OSError:
            pass
    import psutil

    for addrs in psutil.net_if_addrs().values():
        for addr in addrs:
            if addr.family == socket.AF_INET and not ipaddress.ip_address(addr.address).is_loopback:
                return str(addr.address)
    return None


def allowed_host_names(host: str, extra: Sequence[str] = ()) -> list[str]:
    """The names a request's ``Host`` may carry: this machine's name, each address of its
    network interfaces, the address listened on, and ``extra`` (``--allow-host``).
    Loopback addresses are always allowed (and ``localhost``)."""
    import psutil

    names = {"localhost", socket.gethostname().lower()}
    names.add(f"{socket.gethostname().lower()}.local")  # mDNS (Bonjour, Avahi)
    for addrs in psutil.net_if_addrs().values():
        for addr in addrs:
            if addr.family in (socket.AF_INET, socket.AF_INET6):
                names.add(addr.address.split("%", 1)[0].lower())
    if host not in ("0.0.0.0", "::", ""):
        names.add(host.strip("[]").lower())
    names.update(name.strip().strip("[]").lower().rstrip(".") for name in extra if name.strip())
    return sorted(names)


def _check_options(*, host: str, port: int, preheat: int, cull_idle_seconds: int) -> None:
    if not isinstance(port, int) or isinstance(port, bool) or not 1 <= port <= 65535:
        raise CanastaError(f"port {port!r}: expected a whole number from 1 to 65535")
    if not isinstance(preheat, int) or isinstance(preheat, bool) or preheat < 0:
        raise CanastaError(
            f"preheat {preheat!r}: expected the number of kernels to keep ready, 0 or more"
        )
    if (
        not isinstance(cull_idle_seconds, int)
        or isinstance(cull_idle_seconds, bool)
        or cull_idle_seconds < 0
    ):
        raise CanastaError(
            f"cull idle time {cull_idle_seconds!r}: expected whole seconds, 0 or more "
            "(0 keeps idle kernels forever)"
        )
    if not host or any(ch.isspace() for ch in host):
        raise CanastaError(f"host {host!r}: expected an address such as 127.0.0.1")


_NO_DELAY_CLASS: type | None = None


def __getattr__(name: str) -> object:
    """``NoDelayWebsocketConnection``, built on first use inside the Voila process.

    Defined lazily so that importing this module (the command line) does not import
    jupyter_server.
    """
    global _NO_DELAY_CLASS
    if name != "NoDelayWebsocketConnection":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    if _NO_DELAY_CLASS is None:
        from jupyter_server.services.kernels.connection.channels import (
            ZMQChannelsWebsocketConnection,
        )

        class NoDelayWebsocketConnection(ZMQChannelsWebsocketConnection):  # type: ignore[misc]
            """Kernel websocket that sends each message at once (TCP_NODELAY)."""

            def connect(self):  # type: ignore[no-untyped-def]
                self.websocket_handler.set_nodelay(True)
                return super().connect()

        NoDelayWebsocketConnection.__module__ = __name__
        NoDelayWebsocketConnection.__qualname__ = "NoDelayWebsocketConnection"
        _NO_DELAY_CLASS = NoDelayWebsocketConnection
    return _NO_DELAY_CLASS


def child_environment(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment for Voila and its kernels: ours, plus ``extra``.

    In a source checkout the checkout is put first on ``PYTHONPATH``, so that Voila (which
    loads :class:`NoDelayWebsocketConnection` from here) and the lessons' kernels import
    this very ``canasta_teach`` even when it is not installed.
    """
    env = dict(os.environ)
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
) -> list[str]:
    """The full command line running Voila on the folder ``root`` (tree mode).

    ``max_kernels`` caps the kernels (0: no cap), ``max_starting`` the pages rendering at
    once (default :func:`default_max_starting`), ``page_loads_per_minute`` the page loads
    per client address (0: no limit); ``allowed_hosts`` are the ``Host`` names answered
    besides loopback addresses (see :func:`allowed_host_names`).

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
        # A busy port is an error, not a silent move to port+1 behind the printed URL.
        "--Voila.port_retries=0",
        # (SchoolVoila reads no voila.json / voila.py and sets the Content-Security-Policy:
        # the flags below are the whole configuration, the allowlist stays the default.)
        "--VoilaConfiguration.show_tracebacks=False",
        # What replaces a failing cell's output, after "There was an error when executing
        # cell [n]." (Voila's default tells the learner to restart Voila with --debug).
        f"--VoilaExecutor.cell_error_instruction={CELL_ERROR_INSTRUCTION}",
        "--VoilaConfiguration.strip_sources=True",
        "--VoilaConfiguration.theme=light",
        # Idle-kernel culling (jupyter_server MappingKernelManager; Voila's kernel manager
        # class derives from it, so the section name applies).
        f"--MappingKernelManager.cull_idle_timeout={cull_idle_seconds}",
        f"--MappingKernelManager.cull_interval={cull_interval_for(max(cull_idle_seconds, 1))}",
        "--MappingKernelManager.cull_connected=False",
        "--MappingKernelManager.cull_busy=False",
        # TCP_NODELAY on the kernel websocket: without it Nagle's algorithm holds Voila's
        # small widget replies for a delayed ACK, ~40 ms on every click (measured).
        f"--Voila.kernel_websocket_connection_class={__name__}.NoDelayWebsocketConnection",
        # Kernels on Unix sockets in Voila's private (0700) connection folder: no TCP port
        # to collide with or to warn about on every kernel start.
        "--KernelManager.transport=ipc",
        # Voila renders each page with a client that runs no heartbeat thread: stopping that
        # thread blocks the server's event loop (Thread.join), for good when it is stuck.
        f"--KernelManager.client_factory={VOILA_APP_MODULE}.QuietKernelClient",
        f"--SchoolVoila.max_kernels={max(0, max_kernels)}",
        f"--SchoolVoila.max_starting={default_max_starting() if max_starting is None else max(0, max_starting)}",
        f"--SchoolVoila.page_loads_per_minute={max(0, page_loads_per_minute)}",
    ]
    for name in allowed_hosts:
        argv.append(f"--SchoolVoila.allowed_hosts={name}")
    if preheat > 0:
        # Voila 0.5: aliases preheat_kernel -> VoilaConfiguration.preheat_kernel and
        # pool_size -> VoilaConfiguration.default_pool_size (the "default" entry of
        # VoilaKernelManager.kernel_pools_config, i.e. every notebook without its own entry).
        argv += ["--preheat_kernel=True", f"--pool_size={preheat}"]
        if first_notebook(root) == APP_NOTEBOOK:
            # Only the one-page app is preheated (every learner opens it); the single
            # lesson notebooks start a kernel per visit instead of N idle kernels each.
            # (Voila matches each pattern with re.match against the notebook's absolute path.)
            argv.append(f"--VoilaKernelManager.preheat_denylist=^(?!(.*/)?{re.escape(APP_NOTEBOOK)}$)")
        # Refill the pool a few seconds after a kernel is taken, not at once: a class
        # opening together would otherwise start a second class's kernels during its own
        # page loads (measured: 30 learners, p95 26 s with refills after 1 s, on 2 cores).
        argv.append(f"--VoilaKernelManager.fill_delay={POOL_REFILL_DELAY_SECONDS}")
    if not open_browser:
        argv.append("--no-browser")
    # traitlets refuses a scalar option given twice, so a flag in ``extra`` replaces ours.
    overridden = {_flag_name(arg) for arg in extra if arg.startswith("--")} - {"--SchoolVoila.allowed_hosts"}
    argv = argv[:4] + [arg for arg in argv[4:] if _flag_name(arg) not in overridden]
    argv.extend(extra)
    return argv


def _flag_name(arg: str) -> str:
    return arg.split("=", 1)[0]


def _url_host(host: str) -> str:
    """The host to put in a URL, or to connect to, for a listening address."""
    if host in ("0.0.0.0", ""):
        return "127.0.0.1"
    if host == "::":
        return "[::1]"
    if ":" in host and not host.startswith("["):
        return f"[{host}]"
    return host


def index_url(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, root: Path | None = None) -> str:
    """The address of the school's first page: the one-page app (``app.ipynb``, or
    ``index.ipynb`` in a folder without it, see :func:`first_notebook`) rendered by Voila.

    When ``root`` is given and holds neither, the folder listing (``/``) instead.
    """
    base = f"http://{_url_host(host)}:{port}/"
    if root is not None and not (Path(root) / first_notebook(root)).is_file():
        return base
    return f"{base}voila/render/{first_notebook(root)}"


def learners_url(host: str, port: int, root: Path | None = None) -> str:
    """The address learners open: with ``--host 0.0.0.0`` (or ``::``) the machine's LAN
    address (:func:`lan_address`), never 127.0.0.1, which no learner's computer can reach."""
    if host in ("0.0.0.0", "::", ""):
        address = lan_address()
        if address is not None:
            return index_url(address, port, root)
        return index_url(socket.gethostname(), port, root)
    return index_url(host, port, root)


def teacher_url(host: str, port: int, key: str) -> str:
    """The address of the teacher dashboard, with its key."""
    return f"http://{_url_host(host)}:{port}/voila/render/{TEACHER_NOTEBOOK}?key={key}"


def _answers(host: str, port: int) -> bool:
    connect_host = _url_host(host).strip("[]")
    try:
        with socket.create_connection((connect_host, port), timeout=0.5):
            return True
    except OSError:
        return False


def _wait_listening(proc: subprocess.Popen[bytes], host: str, port: int, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        if _answers(host, port):
            return True
        time.sleep(0.2)
    return False


def die_with_parent() -> None:
    """``preexec_fn``: on Linux, SIGTERM the child when the launching process dies.

    Voila runs in a session of its own (so Ctrl-C reaches only the launcher); without this
    a launcher killed outright (SIGKILL, a CI timeout) would leave Voila and its kernels
    running. Voila shuts its kernels down on SIGTERM.
    """
    if sys.platform.startswith("linux"):
        import ctypes

        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, signal.SIGTERM, 0, 0, 0)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass


def _process_tree(pid: int) -> list[Any]:
    """``pid``'s descendants (psutil processes), or [] when it is gone."""
    import psutil

    try:
        return list(psutil.Process(pid).children(recursive=True))
    except psutil.Error:
        return []


def _stop(proc: subprocess.Popen[bytes], grace: float = SHUTDOWN_GRACE_SECONDS) -> int:
    """Ask Voila to stop (SIGTERM: it shuts its kernels down), then kill what is left.

    Voila's kernels run in sessions of their own and outlive a killed Voila, and a Voila
    stuck on its event loop never acts on SIGTERM: so the whole process tree is noted
    first, and after ``grace`` seconds every process of it still running is killed.
    """
    import psutil

    tree = _process_tree(proc.pid)
    if proc.poll() is None:
        try:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=grace)
        except ProcessLookupError:
            pass
        except (subprocess.TimeoutExpired, KeyboardInterrupt):  # stuck, or a second Ctrl-C
            pass
    if proc.poll() is None:
        known = {p.pid for p in tree}
        tree += [p for p in _process_tree(proc.pid) if p.pid not in known]
        proc.kill()
    left = []
    for child in tree:
        try:
            child.kill()  # psutil checks it is still the same process (pid reuse)
            left.append(child)
        except psutil.Error:
            pass
    psutil.wait_procs(left, timeout=3)
    return proc.wait()


class _Stop(Exception):
    """Raised in the main thread when the launcher is asked to stop (SIGTERM, SIGHUP)."""


def _raise_stop(signum: int, frame: object) -> None:
    raise _Stop(signum)


def _private_tempdir() -> Path:
    """A fresh 0700 folder for Voila's connection files and kernel sockets.

    Under the system's temporary folder, unless that path is so long that a kernel's Unix
    socket path inside it (82 more characters: ``/canasta-XXXXXXXX/voila_XXXXXXXX/kernel-``,
    the kernel id, ``-ipc-5``) would pass the 107-character limit.
    """
    base = tempfile.gettempdir()
    if len(base) > 25 and os.path.isdir("/tmp"):
        base = "/tmp"
    return Path(tempfile.mkdtemp(prefix="canasta-", dir=base))


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
) -> int:
    """Run Voila on the lessons until it stops or Ctrl-C; return its exit code.

    ``root`` defaults to :func:`notebooks_dir`. ``env`` adds variables to the current
    environment of the server and of its kernels. Prints one line with the learners'
    address of the index page once the server answers, then each of ``notices``; with
    ``open_browser`` that page is opened in the default browser. Voila logs warnings and
    errors only. ``max_kernels`` None is :func:`default_max_kernels`; ``allow_hosts`` adds
    names to :func:`allowed_host_names`. ``positions`` (a checked folder of the teacher's
    position files) is published to the kernels and re-checked while serving
    (:class:`~canasta_teach.cli.live_positions.LivePositions`). The temporary folder of
    Voila's connection files and the published positions is removed however the launcher
    stops.
    """
    root = notebooks_dir() if root is None else Path(root)
    if not root.is_dir():
        raise CanastaError(f"cannot serve {root}: not a folder")
    root = root.resolve()
    _check_options(host=host, port=port, preheat=preheat, cull_idle_seconds=cull_idle_seconds)
    for name, value in (("max kernels", max_kernels), ("page loads per minute", page_loads_per_minute)):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            raise CanastaError(f"{name} {value!r}: expected a whole number, 0 or more (0: no limit)")
    open_files_limit()  # raised before Voila starts: it inherits the limit
    cap = default_max_kernels() if max_kernels is None else max_kernels
    ready = _preheated_kernels(root, preheat)
    if cap and ready >= cap:
        raise CanastaError(
            f"--preheat {preheat} keeps {ready} kernels ready, as many as the cap of {cap} kernels "
            f"allows, leaving no room for learners: give --max-kernels more than {ready}, or preheat fewer"
        )
    if _answers(host, port):
        raise CanastaError(
            f"port {port} on {host} is already in use: stop the other server or pick --port"
        )
    url = learners_url(host, port, root)
    scratch = _private_tempdir()
    live = None
    try:
        extra_env = dict(env or {})
        if positions is not None:
            from .live_positions import LivePositions

            live = LivePositions(positions, scratch / "positions", say=_log_line)
            problems = live.publish_now()
            if problems:
                raise CanastaError("refusing to serve the positions:\n" + "\n".join(f"  {line}" for line in problems))
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
        )
        return _run_voila(argv, root=root, env=child_environment(extra_env), host=host, port=port,
                          url=url, open_browser=open_browser, notices=notices)
    finally:
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


def _run_voila(
    argv: list[str],
    *,
    root: Path,
    env: Mapping[str, str],
    host: str,
    port: int,
    url: str,
    open_browser: bool,
    notices: Sequence[str],
) -> int:
    # Voila runs in its own session: Ctrl-C reaches only this launcher, which then stops
    # Voila exactly once (a second SIGINT inside Voila would cut its kernel shutdown short).
    previous = {}
    if threading.current_thread() is threading.main_thread():
        for sig in (signal.SIGTERM, signal.SIGHUP):
            previous[sig] = signal.signal(sig, _raise_stop)
    proc: subprocess.Popen[bytes] | None = None
    try:
        proc = subprocess.Popen(
            argv,
            cwd=root,
            env=env,
            start_new_session=True,
            preexec_fn=die_with_parent,  # noqa: PLW1509 - it only calls prctl
        )
        if not _wait_listening(proc, host, port, STARTUP_TIMEOUT_SECONDS):
            if proc.poll() is not None:
                return proc.wait()
            print(f"Voila has not answered yet; it should appear at {url}", flush=True)
        else:
            print(f"Canasta school ready at {url}  (Ctrl-C to stop)", flush=True)
        for line in notices:
            print(line, flush=True)
        if open_browser:
            local = index_url(host, port, root)  # this computer: loopback works where LAN may not
            threading.Thread(target=webbrowser.open, args=(local,), daemon=True).start()
        return proc.wait()
    except (KeyboardInterrupt, _Stop):
        # A second Ctrl-C or SIGTERM while stopping must not end in a traceback: the stop
        # below is bounded anyway (it kills the whole tree after a short grace).
        if threading.current_thread() is threading.main_thread():
            previous.setdefault(signal.SIGINT, signal.getsignal(signal.SIGINT))
            for sig in previous:
                signal.signal(sig, signal.SIG_IGN)
        print("Stopping the Canasta school...", flush=True)
        if proc is not None:
            _stop(proc)
        return 0 if proc is not None else 130
    finally:
        if proc is not None:
            _stop(proc, grace=0 if proc.poll() is not None else SHUTDOWN_GRACE_SECONDS)
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def add_serve_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the options of ``canasta-teach serve`` to ``parser``."""
    from ..progress.name_limits import NAMES_PER_ADDRESS, NAMES_PER_PAGE

    parser.add_argument(
        "--host",
        default=DEFAULT_HOST,
        help="address to listen on (default %(default)s: this computer only; "
        "0.0.0.0 lets the classroom connect)",
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help="port to listen on (default %(default)s)"
    )
    parser.add_argument(
        "--preheat",
        type=int,
        default=0,
        metavar="N",
        help="keep N kernels per notebook (index, each lesson, quiz) started and rendered "
        "in advance: pages open faster, but N x notebooks kernels (~70 MB each) stay in "
        "memory (default %(default)s)",
    )
    parser.add_argument(
        "--cull-idle",
        type=int,
        default=DEFAULT_CULL_IDLE_SECONDS,
        metavar="SECONDS",
        dest="cull_idle",
        help="shut down a kernel whose page was closed after this many idle seconds "
        "(default %(default)s; 0 never)",
    )
    parser.add_argument(
        "--max-kernels",
        type=int,
        default=None,
        metavar="N",
        dest="max_kernels",
        help="most kernels (open pages, and those --preheat keeps ready) at once; one more page "
        "gets 'the class is full, try again in a minute' (HTTP 503) and starts no kernel (default: half the memory "
        f"available at start at {KERNEL_BUDGET_BYTES // 2**20} MB a kernel, within the open-file limit, 4 to "
        f"{MAX_KERNELS_CEILING}; here {default_max_kernels()}; 0 no cap)",
    )
    parser.add_argument(
        "--page-loads-per-minute",
        type=int,
        default=DEFAULT_PAGE_LOADS_PER_MINUTE,
        metavar="N",
        dest="page_loads_per_minute",
        help="pages one computer (one address) may open per minute, as many at once; more get "
        "HTTP 429 and start no kernel (default %(default)s; raise it if the class reaches you "
        "through one shared address; 0 no limit)",
    )
    parser.add_argument(
        "--names-per-page",
        type=int,
        default=NAMES_PER_PAGE,
        metavar="N",
        dest="names_per_page",
        help="new names one page may try per minute; more are refused in words "
        "(default %(default)s; 0 no limit)",
    )
    parser.add_argument(
        "--names-per-address",
        type=int,
        default=NAMES_PER_ADDRESS,
        metavar="N",
        dest="names_per_address",
        help="new names one computer (one address) may try per minute, all its pages together "
        "(default %(default)s; raise it if the class reaches you through one shared address; 0 no limit)",
    )
    parser.add_argument(
        "--roster-only",
        action="store_true",
        dest="roster_only",
        help="learners come only from `canasta-teach roster`: the pages take personal codes, "
        "not names",
    )
    parser.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        dest="allow_hosts",
        help="a name learners use to reach this computer, besides its own name and addresses "
        "(repeat for several); requests for any other name get 403",
    )
    parser.add_argument(
        "--open",
        action="store_true",
        dest="open_browser",
        help="open the index page in the default web browser",
    )
    parser.add_argument(
        "--class",
        dest="class_name",
        metavar="NAME",
        help="serve a class: its answers go to a store of its own, and the dashboard is titled NAME",
    )
    parser.add_argument(
        "--positions",
        metavar="DIR",
        help="a folder of the teacher's position files (*.yaml), served as an extra lesson and "
        "added to the quiz; files that fail `canasta-teach check`, or reuse a shipped lesson "
        "position's id, are refused at start; edits while serving are re-checked, and a broken "
        "edit keeps the last good version (the server log says why)",
    )
    parser.add_argument(
        "--store",
        metavar="PATH|URL",
        help="the progress store: an SQLite file (default $CANASTA_TEACH_DB, else "
        "~/.local/share/canasta-teach/progress.sqlite3, or class-NAME.sqlite3 with --class; "
        "it must lie outside the served folders), or a PostgreSQL database, "
        "postgresql://USER:PASSWORD@HOST:PORT/DATABASE (needs the 'hub' extra)",
    )


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


def prepare_class(*, root: Path, class_name: str | None, positions: str | None, store: str | None) -> dict[str, str]:
    """Check the teacher's positions, open the store outside the served folders, make the
    teacher key; return the environment the server and its kernels need. Raises
    :class:`CanastaError` with the readable report when a position file fails the check."""
    import secrets

    from ..content.check import position_files_in
    from ..progress.store import ProgressStore, ensure_outside, open_store_at
    from .live_positions import class_position_problems

    env: dict[str, str] = {}
    served = [root]
    if positions:
        folder = Path(positions).expanduser().resolve()
        if not folder.is_dir():
            raise CanastaError(f"--positions {positions}: not a folder")
        files = position_files_in(folder)
        if not files:
            raise CanastaError(f"--positions {positions}: no *.yaml position files in it")
        problems = class_position_problems(files)
        if problems:
            report = "\n".join(f"  {line}" for line in problems)
            raise CanastaError(
                f"refusing to serve the positions in {folder}: {len(problems)} problem"
                f"{'s' if len(problems) != 1 else ''} (fix them, then run `canasta-teach check {positions}`):\n{report}"
            )
        env[config.CLASS_POSITIONS_ENV] = str(folder)
        served.append(folder)
    if class_name:
        env[config.CLASS_ENV] = class_name
    if store:  # --store PATH or --store postgresql://...
        url = store if config.is_database_url(store) else None
    else:
        url = config.db_url()
    if url:
        open_store_at(url).close()  # connect and create the schema now, not in a lesson
        env[config.DB_ENV] = url
    else:
        db = ensure_outside(class_store_path(class_name, store), served)
        ProgressStore.open(db).close()  # create it now: a broken path fails here, not in a lesson
        env[config.DB_ENV] = str(db)
    if class_name:  # no class, no dashboard: nobody is given its key
        env[config.TEACHER_KEY_ENV] = secrets.token_urlsafe(18)
    return env


def run_serve(ns: argparse.Namespace) -> int:
    """Run :func:`serve` with the options parsed by :func:`add_serve_arguments`."""
    root = notebooks_dir()
    env = prepare_class(root=root, class_name=ns.class_name, positions=ns.positions, store=ns.store)
    notices = []
    if ns.class_name:
        notices.append(
            f"Teacher dashboard for class {ns.class_name} (keep this link to yourself): "
            f"{teacher_url(ns.host, ns.port, env[config.TEACHER_KEY_ENV])}"
        )
    positions = env.pop(config.CLASS_POSITIONS_ENV, None)  # serve() publishes a live copy
    env[config.NAMES_PER_PAGE_ENV] = str(max(0, ns.names_per_page))
    env[config.NAMES_PER_ADDRESS_ENV] = str(max(0, ns.names_per_address))
    if ns.roster_only:
        env[config.ROSTER_ONLY_ENV] = "1"
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
    )
