"""A throwaway PostgreSQL server for the tests: Debian's ``postgresql`` package, started here.

``make test`` installs the package (``make postgresql``). Its binaries live in
``/usr/lib/postgresql/VERSION/bin`` (not on PATH). The server refuses to run as root, so as
root it runs as Debian's ``postgres`` user. It listens on a free loopback port with ``trust``
authentication (the test machine only), in a temporary folder removed afterwards.

    from tests.pg_support import running_postgres
    with running_postgres() as pg:
        url = pg.create_database("school")
"""

from __future__ import annotations

import os
import pwd
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.browser_support import wait_until

HOW_TO_INSTALL = "Debian's postgresql package (make test installs it: apt-get install postgresql)"


def postgres_bin() -> Path | None:
    """The folder holding ``initdb`` and ``postgres``: Debian's newest, else the PATH's."""
    for folder in sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: float(p.parent.name), reverse=True):
        if (folder / "initdb").is_file() and (folder / "postgres").is_file():
            return folder
    initdb = shutil.which("initdb")
    return Path(initdb).resolve().parent if initdb else None


def missing_reason() -> str | None:
    """Why no PostgreSQL server can be started here, or None."""
    if postgres_bin() is None:
        return f"no PostgreSQL server: install {HOW_TO_INSTALL}"
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed: pip install -e '.[hub,test]' (make test does)"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return f"running as root with no 'postgres' user to run the server: install {HOW_TO_INSTALL}"
    return None


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Postgres:
    port: int
    folder: Path
    process: subprocess.Popen[bytes]

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self, name: str) -> str:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def log(self) -> str:
        return (self.folder / "server.log").read_text(errors="replace")


@contextmanager
def running_postgres() -> Iterator[Postgres]:
    """Start a PostgreSQL server (skips the test, saying why, when none can be started)."""
    reason = missing_reason()
    if reason:
        pytest.skip(reason)
    bindir = postgres_bin()
    assert bindir is not None
    folder = Path(tempfile.mkdtemp(prefix="ct-pg-", dir="/tmp"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        owner = pwd.getpwnam("postgres")
        os.chown(folder, owner.pw_uid, owner.pw_gid)
        as_user = ["setpriv", f"--reuid={owner.pw_uid}", f"--regid={owner.pw_gid}", "--init-groups", "--"]
    data = folder / "data"
    port = _free_port()
    process: subprocess.Popen[bytes] | None = None
    try:
        subprocess.run(
            [*as_user, str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "-A", "trust",
             "-E", "UTF8", "--locale=C", "--no-sync"],
            check=True, capture_output=True, timeout=120, cwd=folder,
        )
        with open(folder / "server.log", "wb") as log:
            process = subprocess.Popen(
                [*as_user, str(bindir / "postgres"), "-D", str(data), "-p", str(port), "-k", str(folder),
                 "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "max_connections=200"],
                stdout=log, stderr=subprocess.STDOUT, cwd=folder, start_new_session=True,
            )
        server = Postgres(port, folder, process)

        def ready() -> bool:
            if process is not None and process.poll() is not None:
                raise RuntimeError(f"PostgreSQL exited before it was ready:\n{server.log()}")
            return subprocess.run([str(bindir / "pg_isready"), "-q", "-h", "127.0.0.1", "-p", str(port)]).returncode == 0

        try:
            wait_until(ready, timeout=60, what="PostgreSQL to accept connections")
        except TimeoutError as err:
            raise RuntimeError(f"{err}:\n{server.log()}") from None
        yield server
    finally:
        if process is not None and process.poll() is None:
            process.send_signal(signal.SIGINT)  # fast shutdown: ends every session
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        shutil.rmtree(folder, ignore_errors=True)
