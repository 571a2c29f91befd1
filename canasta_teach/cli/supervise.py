"""Process supervision for ``canasta-teach serve``: start Voila, wait for it, stop it for sure.

The launcher (:mod:`canasta_teach.cli.serve`) parses the options; this module runs the Voila
process and guarantees that nothing it started outlives the launcher:

* stopping (Ctrl-C, SIGTERM, SIGHUP) asks Voila to shut its kernels down, and after
  :data:`SHUTDOWN_GRACE_SECONDS` kills the whole process tree, even when Voila hangs
  (:func:`stop_tree`);
* a launcher that dies without a word (SIGKILL, a CI timeout, the OOM killer) takes Voila
  with it: Voila is started with a death signal (Linux ``PR_SET_PDEATHSIG``, SIGKILL: it
  ends even a stopped process), and Voila starts each kernel with the same death signal
  (:class:`~canasta_teach.cli.kernel_processes.SchoolKernelManager`), so the kernels end
  with Voila and the port is free again.

Imports neither Voila nor jupyter_server: the command line stays fast.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import webbrowser
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ..judge.wording import phrase

__all__ = [
    "SHUTDOWN_GRACE_SECONDS",
    "STARTUP_TIMEOUT_SECONDS",
    "answers",
    "die_with_parent",
    "dies_with",
    "private_tempdir",
    "run_supervised",
    "stop_tree",
    "url_host",
]

#: How long the launcher waits for Voila to listen before printing the URL anyway.
STARTUP_TIMEOUT_SECONDS = 60.0
#: How long the launcher lets Voila shut its kernels down after Ctrl-C before killing it
#: and every process it started.
SHUTDOWN_GRACE_SECONDS = 6.0

_PR_SET_PDEATHSIG = 1


def _load_prctl() -> Callable[..., int] | None:
    """libc's ``prctl``, looked up once in the parent: a forked child of a threaded process
    (Voila) must not load libraries between ``fork`` and ``exec``."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        return ctypes.CDLL(None, use_errno=True).prctl  # type: ignore[no-any-return]
    except (OSError, AttributeError):
        return None


_PRCTL = _load_prctl()


def _set_death_signal(parent: int | None) -> None:
    """In a child before ``exec``: SIGKILL this process when the thread that started it dies.

    SIGKILL, not SIGTERM: a stopped or hung process never acts on SIGTERM (it stays pending),
    which is how a SIGSTOPped Voila and its kernels outlived a killed launcher. When the
    parent died already (between ``fork`` and here) the child ends at once.
    """
    if _PRCTL is None:
        return
    _PRCTL(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if parent is not None and os.getppid() != parent:
        os.kill(os.getpid(), signal.SIGKILL)


def dies_with(parent: int) -> Callable[[], None]:
    """A ``preexec_fn`` giving the child the death signal of :func:`_set_death_signal`;
    ``parent`` is the pid of the process calling ``Popen`` (``os.getpid()``)."""
    return lambda: _set_death_signal(parent)


def die_with_parent() -> None:
    """``preexec_fn``: SIGKILL the child when the launching process dies (Linux).

    Voila runs in a session of its own (so Ctrl-C reaches only the launcher); without this
    a launcher killed outright (SIGKILL, a CI timeout) would leave Voila and its kernels
    running. Prefer :func:`dies_with`, which also covers a parent dying during the start.
    """
    _set_death_signal(None)


def url_host(host: str) -> str:
    """The host to put in a URL, or to connect to, for a listening address."""
    if host in ("0.0.0.0", ""):
        return "127.0.0.1"
    if host == "::":
        return "[::1]"
    if ":" in host and not host.startswith("["):
        return f"[{host}]"
    return host


def answers(host: str, port: int) -> bool:
    """Whether something accepts connections on ``host``:``port``."""
    connect_host = url_host(host).strip("[]")
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
        if answers(host, port):
            return True
        time.sleep(0.2)
    return False


def private_tempdir() -> Path:
    """A fresh 0700 folder for Voila's connection files and kernel sockets.

    Under the system's temporary folder, unless that path is so long that a kernel's Unix
    socket path inside it (82 more characters: ``/canasta-XXXXXXXX/voila_XXXXXXXX/kernel-``,
    the kernel id, ``-ipc-5``) would pass the 107-character limit.
    """
    base = tempfile.gettempdir()
    if len(base) > 25 and os.path.isdir("/tmp"):
        base = "/tmp"
    return Path(tempfile.mkdtemp(prefix="canasta-", dir=base))


def _process_tree(pid: int) -> list[Any]:
    """``pid``'s descendants (psutil processes), or [] when it is gone."""
    import psutil

    try:
        return list(psutil.Process(pid).children(recursive=True))
    except psutil.Error:
        return []


def stop_tree(proc: subprocess.Popen[bytes], grace: float = SHUTDOWN_GRACE_SECONDS) -> int:
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


def run_supervised(
    argv: list[str],
    *,
    cwd: Path,
    env: Mapping[str, str],
    host: str,
    port: int,
    url: str,
    open_url: str | None,
    notices: Sequence[str],
) -> int:
    """Run Voila (``argv``) until it exits or the launcher is stopped; return its exit code.

    Prints the ready line with ``url`` once Voila listens on ``host``:``port``, then each of
    ``notices``; opens ``open_url`` in the default browser when given.
    """
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
            cwd=cwd,
            env=env,
            start_new_session=True,
            preexec_fn=dies_with(os.getpid()),  # noqa: PLW1509 - it only calls prctl
        )
        if not _wait_listening(proc, host, port, STARTUP_TIMEOUT_SECONDS):
            if proc.poll() is not None:
                return proc.wait()
            print(phrase("serve.not-answered", url=url), flush=True)
        else:
            print(phrase("serve.ready", url=url), flush=True)
        for line in notices:
            print(line, flush=True)
        if open_url is not None:
            threading.Thread(target=webbrowser.open, args=(open_url,), daemon=True).start()
        return proc.wait()
    except (KeyboardInterrupt, _Stop):
        # A second Ctrl-C or SIGTERM while stopping must not end in a traceback: the stop
        # below is bounded anyway (it kills the whole tree after a short grace).
        if threading.current_thread() is threading.main_thread():
            previous.setdefault(signal.SIGINT, signal.getsignal(signal.SIGINT))
            for sig in previous:
                signal.signal(sig, signal.SIG_IGN)
        print(phrase("serve.stopping"), flush=True)
        if proc is not None:
            stop_tree(proc)
        return 0 if proc is not None else 130
    finally:
        if proc is not None:
            stop_tree(proc, grace=0 if proc.poll() is not None else SHUTDOWN_GRACE_SECONDS)
        for sig, handler in previous.items():
            signal.signal(sig, handler)
