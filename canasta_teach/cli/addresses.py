"""Where the class server is found: its pages, its addresses, the names it answers to.

The learners' address (the machine's LAN address when serving the classroom), the
teacher's dashboard address, and the ``Host`` names requests may carry (DNS rebinding:
anything else gets 403 from :mod:`canasta_teach.cli.voila_app`).
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Sequence
from pathlib import Path

from .supervise import url_host

__all__ = [
    "APP_NOTEBOOK",
    "DEFAULT_HOST",
    "DEFAULT_PORT",
    "INDEX_NOTEBOOK",
    "TEACHER_NOTEBOOK",
    "allowed_host_names",
    "first_notebook",
    "index_url",
    "lan_address",
    "learners_url",
    "teacher_url",
]

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8866
INDEX_NOTEBOOK = "index.ipynb"
#: The one-page app (index, lessons and quiz in one page and one kernel): what ``/`` opens
#: and what ``--preheat`` preheats when the served folder has it.
APP_NOTEBOOK = "app.ipynb"
#: The teacher's dashboard page (opened with the key ``serve --class`` prints).
TEACHER_NOTEBOOK = "teacher.ipynb"


def first_notebook(root: Path | str | None) -> str:
    """The notebook ``/`` opens: the one-page app when ``root`` holds it, else the index."""
    if root is None or (Path(root) / APP_NOTEBOOK).is_file():
        return APP_NOTEBOOK
    return INDEX_NOTEBOOK


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

def index_url(host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, root: Path | None = None) -> str:
    """The address of the school's first page: the one-page app (``app.ipynb``, or
    ``index.ipynb`` in a folder without it, see :func:`first_notebook`) rendered by Voila.

    When ``root`` is given and holds neither, the folder listing (``/``) instead.
    """
    base = f"http://{url_host(host)}:{port}/"
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
    return f"http://{url_host(host)}:{port}/voila/render/{TEACHER_NOTEBOOK}?key={key}"
