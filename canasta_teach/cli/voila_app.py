"""The Voila application behind ``canasta-teach serve``: Voila, less what a class must not see.

Runs inside the Voila process (``python -m canasta_teach.cli.voila_app FOLDER ...``, built by
:func:`canasta_teach.cli.serve.voila_argv`); the command line never imports it. Compared with
plain ``voila FOLDER`` it:

* answers ``/`` with a redirect to the school's index (``/voila/render/index.ipynb``) and
  ``/voila/tree...`` with 404: Voila's folder listing, which names ``teacher.ipynb`` and
  every other notebook, is never shown;
* reads no ``voila.json``/``voila.py`` from the served folder, the working directory or
  ``~/.jupyter`` (``config_file_paths`` is empty), so a stray config file cannot widen the
  file allowlist, and sets the Content-Security-Policy of every answer itself (no temporary
  config folder is written);
* drops the "Notebook ... is not trusted" warning Voila's contents manager logs on every
  page visit (Voila never runs a notebook's outputs as trusted HTML anyway: it executes it);
* admits page loads through a :class:`ClassGate`: at most ``max_kernels`` kernels (running,
  starting, or waiting to start), at most ``max_starting`` pages rendering at once, and a
  token bucket of page loads per client address. When the class is full, a kernel that no
  page has been connected to for ``orphan_grace_seconds`` (a page fetched without a
  browser) makes room. A refused load gets a short plain page (503 "the class is full" or
  429 "too many pages", both with ``Retry-After``) and starts no kernel;
* answers 403 to any request whose ``Host`` is not one of ``allowed_hosts`` or a loopback
  address (DNS rebinding: a web page elsewhere that makes its own name point at this
  machine would otherwise drive the class's kernels from a learner's browser);
* sets the ``_xsrf`` cookie on every page, so that the shutdown request Voila's page sends
  when its tab closes is accepted (without it: 403, and the kernel lived until the cull);
* runs the page's executor without a heartbeat thread (:class:`QuietKernelClient`): Voila
  stops that thread with a blocking ``Thread.join`` on the server's event loop, which is
  what froze the whole server for good under a burst of page loads;
* starts from the school's settings as its defaults
  (:func:`~canasta_teach.cli.voila_defaults.school_defaults`; a flag still wins);
* shuts down a kernel past ``kernel_memory_mb`` (:mod:`canasta_teach.cli.kernel_memory`);
* takes the teacher key out of the environment every kernel inherits and gives it to the
  dashboard's kernel alone (:func:`teacher_env`);
* counts what a client can make it log many times over (refusals, answers of 4xx/5xx,
  errors raised answering a request, what the kernels write) and says it in one summary
  line per interval, without tracebacks (:mod:`canasta_teach.cli.log_summary`).
"""

from __future__ import annotations

import asyncio
import functools
import inspect
import ipaddress
import logging
import math
import os
import tempfile
import time
import urllib.parse
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import jinja2
import tornado.ioloop
import tornado.web
from tornado.httputil import split_host_and_port
from tornado.web import ErrorHandler, RedirectHandler
from traitlets import Float, Int, List, TraitError, Unicode, default
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler
from voila.tornado.treehandler import TornadoVoilaTreeHandler

from .. import config
from ..judge.catalogue import choose_language, speaking
from ..judge.wording import phrase, say
from .addresses import APP_NOTEBOOK, INDEX_NOTEBOOK, TEACHER_NOTEBOOK, first_notebook
from .kernel_memory import CHECK_SECONDS, KernelMemoryWatch
from .kernel_processes import KERNEL_OUTPUT, QuietKernelClient
from .log_summary import SUMMARY_SECONDS, LineCounts, RequestErrorsCounted
from .voila_defaults import CONTENT_SECURITY_POLICY, school_defaults

#: The school's page template (``voila_template/index.html.j2``): Voila's "lab" page less its
#: two Font Awesome links to cdn.jsdelivr.net, so a page asks nothing of another host.
SCHOOL_TEMPLATE = Path(__file__).resolve().parent / "voila_template"

__all__ = [
    "ClassGate",
    "ClientBuckets",
    "QuietKernelClient",
    "SchoolVoila",
    "host_allowed",
    "main",
    "teacher_env",
]

#: How long a learner refused because the class is full is asked to wait (Retry-After).
FULL_RETRY_SECONDS = 60
#: Client addresses remembered by the page-load limit before the idle ones are forgotten.
MAX_TRACKED_CLIENTS = 10_000
#: When the class is full, a kernel no page has been connected to for this long (its page
#: was fetched without a browser, or closed without a word) makes room for a new page. Not
#: shorter: on a loaded 2-core server a real browser can take several seconds to connect to
#: its page's kernel, and a kernel taken from it leaves a dead page
#: (``benchmarks/bench_burst.py`` measures the recovery after a burst).
ORPHAN_GRACE_SECONDS = 20
#: The longest a page load may expect to wait for a rendering slot before it is told to come
#: back instead: past it (the pages queued ahead, at the render time measured so far), the
#: load is answered at once with a page that retries by itself, rather than hanging until
#: the browser gives up (a burst of 200 loads on 2 cores left 49 of them waiting past 120 s).
MAX_QUEUE_SECONDS = 30.0
#: The render time assumed before any page has been rendered (seconds, a lesson on 2 cores).
FIRST_RENDER_SECONDS = 2.0
#: How far each measured render moves the running average (exponential smoothing).
RENDER_SMOOTHING = 0.2

#: The server log (Voila's own logger once the app starts: its format and level).
log = logging.getLogger(__name__)


class _DropPerVisitNoise(logging.Filter):
    """Drops the warning jupyter_server's contents manager logs for every page opened."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (isinstance(record.msg, str) and record.msg.startswith("Notebook %s is not trusted"))


# --------------------------------------------------------------------------- admission


class ClientBuckets:
    """A token bucket of page loads per client address.

    Each address may load ``burst`` pages at once, then one more every ``60 / per_minute``
    seconds. ``per_minute`` 0 means no limit. Full buckets of addresses not seen for a while
    are forgotten once more than :data:`MAX_TRACKED_CLIENTS` are remembered, so a flood of
    spoofed addresses cannot grow the table for ever.

    >>> b = ClientBuckets(per_minute=2, clock=lambda: 0.0)
    >>> [b.take("10.0.0.5") for _ in range(3)]
    [0.0, 0.0, 30.0]
    """

    def __init__(self, per_minute: int, *, burst: int | None = None, clock: Any = time.monotonic) -> None:
        self.per_minute = max(0, per_minute)
        self.burst = float(burst if burst is not None else self.per_minute)
        self.rate = self.per_minute / 60.0  # tokens per second
        self._clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # address -> (tokens, when)

    def take(self, client: str) -> float:
        """Take one page load for ``client``: 0.0 when allowed, else the seconds to wait."""
        if self.per_minute == 0:
            return 0.0
        now = self._clock()
        tokens, when = self._buckets.get(client, (self.burst, now))
        tokens = min(self.burst, tokens + (now - when) * self.rate)
        if tokens >= 1.0:
            self._buckets[client] = (tokens - 1.0, now)
            self._forget_idle(now)
            return 0.0
        self._buckets[client] = (tokens, now)
        return (1.0 - tokens) / self.rate

    def _forget_idle(self, now: float) -> None:
        if len(self._buckets) <= MAX_TRACKED_CLIENTS:
            return
        refill = self.burst / self.rate
        self._buckets = {c: (t, w) for c, (t, w) in self._buckets.items() if now - w < refill}


@dataclass
class ClassGate:
    """Which page loads may start a kernel.

    ``max_kernels`` bounds the kernels in use: those running (including the preheated pool)
    plus the page loads admitted whose kernel has not started yet (:attr:`waiting`), so a
    burst can never start more than the cap. ``max_starting`` bounds the pages rendering at
    once (kernel start plus running the notebook's cells): on 2 cores, 200 renders at once
    each took minutes and timed out, while a few at a time each take a second or two.
    0 means no limit for either.
    """

    max_kernels: int = 0
    max_starting: int = 0
    buckets: ClientBuckets = field(default_factory=lambda: ClientBuckets(0))
    orphan_grace_seconds: float = ORPHAN_GRACE_SECONDS
    max_queue_seconds: float = MAX_QUEUE_SECONDS
    waiting: int = 0
    #: Page loads admitted and waiting for a rendering slot (not yet rendering).
    queued: int = 0
    #: Running average of one page's render, in seconds (kernel start and the notebook's cells).
    render_seconds: float = FIRST_RENDER_SECONDS
    _rendering: asyncio.Semaphore | None = None
    #: When each render in progress began (time.monotonic), by ticket.
    _render_starts: dict[int, float] = field(default_factory=dict)
    _evicting: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        if self.max_starting > 0:
            self._rendering = asyncio.Semaphore(self.max_starting)

    def full(self, running_kernels: int) -> bool:
        """Whether one more page would pass the kernel cap."""
        return self.max_kernels > 0 and running_kernels + self.waiting >= self.max_kernels

    async def make_room(self, km: Any) -> bool:
        """Stop the kernel idle longest that no page is connected to, if it has been idle for
        :attr:`orphan_grace_seconds`; True when one was stopped.

        Only called when the class is full: a burst of page loads without a browser fills
        the cap with kernels nobody will ever use, and waiting for the idle cull (60 s) would
        keep the class shut that long. A kernel whose page is open has a connection and is
        never chosen; nor is a busy kernel, or one in Voila's preheated pool.
        """
        connections = getattr(km, "_kernel_connections", {})
        kernels = getattr(km, "_kernels", {})
        pooled = _pooled_kernel_ids(km)
        now = datetime.now(UTC)
        idle_for: list[tuple[float, str]] = []
        for kernel_id in km.list_kernel_ids():
            kernel = kernels.get(kernel_id)
            if kernel is None:
                continue
            try:  # a kernel just started has no last activity yet (a trait error, not None)
                last = kernel.last_activity
                busy = kernel.execution_state == "busy"
            except (AttributeError, TraitError):
                continue
            if (last is None or busy or kernel_id in self._evicting or kernel_id in pooled
                    or connections.get(kernel_id, 0)):
                continue
            seconds = (now - last).total_seconds()
            if seconds >= self.orphan_grace_seconds:
                idle_for.append((seconds, kernel_id))
        if not idle_for:
            return False
        seconds, kernel_id = max(idle_for)
        self._evicting.add(kernel_id)
        try:
            await ensure_async(km.shutdown_kernel(kernel_id, now=True))
        except Exception as err:  # noqa: BLE001 - already gone, or stopping: the page is refused
            log.warning("class full: could not stop kernel %s (%s)", kernel_id, err)
            return False
        finally:
            self._evicting.discard(kernel_id)
        log.warning("class full: stopped kernel %s, %d s idle with no page connected, to make room",
                    kernel_id, seconds)
        return True

    def expected_wait(self) -> float:
        """Seconds one more page load would wait for a rendering slot: the pages queued
        ahead of it, rendered ``max_starting`` at a time at :attr:`render_seconds` each.
        0 when renders are not bounded or a slot is free."""
        if self._rendering is None or (not self._rendering.locked() and self.queued == 0):
            return 0.0
        return (self.queued + 1) / self.max_starting * self.render_estimate()

    def render_estimate(self, now: float | None = None) -> float:
        """Seconds one render takes: the running average, or longer when a render in
        progress has already run longer (the average learns only from finished renders,
        and the first burst on a loaded machine comes before any has finished)."""
        now = time.monotonic() if now is None else now
        oldest = min(self._render_starts.values(), default=now)
        return max(self.render_seconds, now - oldest)

    def render_started(self, ticket: int) -> None:
        self._render_starts[ticket] = time.monotonic()

    def render_ended(self, ticket: int) -> None:
        """The render of ``ticket`` is over; a finished one is folded into the average."""
        started = self._render_starts.pop(ticket, None)
        if started is not None:
            self.rendered(time.monotonic() - started)

    def queue_too_long(self) -> bool:
        """Whether one more page load should be told to come back rather than wait: its
        expected wait passes :attr:`max_queue_seconds` (0: never)."""
        return self.max_queue_seconds > 0 and self.expected_wait() > self.max_queue_seconds

    def rendered(self, seconds: float) -> None:
        """Fold one page's render time into :attr:`render_seconds`."""
        self.render_seconds += RENDER_SMOOTHING * (max(0.0, seconds) - self.render_seconds)

    async def rendering_slot(self) -> None:
        if self._rendering is not None:
            self.queued += 1
            try:
                await self._rendering.acquire()
            finally:
                self.queued -= 1

    def release_rendering_slot(self) -> None:
        if self._rendering is not None:
            self._rendering.release()


class _Ticket:
    """One admitted page load: counted in :attr:`ClassGate.waiting` until its kernel starts."""

    def __init__(self, gate: ClassGate) -> None:
        self.gate = gate
        self.counted = True
        gate.waiting += 1

    def release(self) -> None:
        if self.counted:
            self.counted = False
            self.gate.waiting -= 1


class _KernelManagerWatch:
    """The kernel manager as the page handler sees it: a started kernel releases the ticket.

    From then on the kernel is counted among the running ones instead. ``env`` is added to
    the kernel's environment (the teacher key, for the dashboard's kernel only). The kernel is
    told the address of the browser that loaded its page (``$CANASTA_TEACH_CLIENT_ADDRESS``):
    the bound on new names per device counts by it.
    """

    def __init__(self, km: Any, ticket: _Ticket, env: dict[str, str] | None = None, *,
                 client: str | None = None) -> None:
        self._km = km
        self._ticket = ticket
        self._env = dict(env or {})
        if client:
            self._env[config.CLIENT_ADDRESS_ENV] = client

    def __getattr__(self, name: str) -> Any:
        return getattr(self._km, name)

    async def start_kernel(self, **kwargs: Any) -> str:
        if self._env:
            kwargs["env"] = {**(kwargs.get("env") or os.environ), **self._env}
        try:
            return str(await ensure_async(self._km.start_kernel(**kwargs)))
        finally:
            self._ticket.release()


async def ensure_async(value: Any) -> Any:
    """``value``, awaited when it is awaitable (kernel managers may be sync or async)."""
    return await value if inspect.isawaitable(value) else value


def _pooled_kernel_ids(km: Any) -> set[str]:
    """The kernels of Voila's preheated pools (ready for the next page, never orphans)."""
    ids = set()
    for pool in getattr(km, "_pools", {}).values():
        for item in pool:
            if isinstance(item, asyncio.Future) and item.done() and not item.cancelled() and item.exception() is None:
                result = item.result()
                if isinstance(result, dict) and "kernel_id" in result:
                    ids.add(result["kernel_id"])
    return ids


@functools.cache
def _pages() -> jinja2.Environment:
    """The server's own short pages (``cli/templates``), escaped as the app's are. Not the
    app's :mod:`~canasta_teach.app.assets`: the server process imports nothing of the app."""
    return jinja2.Environment(loader=jinja2.PackageLoader("canasta_teach", "cli/templates"),
                              autoescape=True, keep_trailing_newline=False)


def _refusal_page(message: str, retry_after: int | None = None, *, lang: str = "en") -> str:
    """The short page of a refused load, ``message`` said in ``lang`` (its ``<html lang>``
    and title too); with ``retry_after`` it loads itself again then."""
    with speaking(lang):
        return _pages().get_template("refusal_page.html.j2").render(
            lang=lang, title=phrase("server.page-title"), text=say(message),
            retry_after=int(retry_after) if retry_after else None)


def _request_language(handler: tornado.web.RequestHandler) -> str:
    """The language of a page the server answers itself (no kernel chose it): the address's
    ``?lang=``, else the class's (``serve --lang``), else the browser's, else English."""
    return choose_language(asked=handler.get_query_argument("lang", None), class_default=config.class_language(),
                           accept_language=handler.request.headers.get("Accept-Language"))


def app_place_for(notebook: str, code: str | None) -> str | None:
    """The app's query string for a request of ``notebook``, or None to serve it as it is.

    The old lesson index (``index.ipynb``) leads to the one-page app: its name box showed a
    typed name's progress, and a name alone must open nothing. Only a personal code
    (``me``) is carried over. The single lesson and quiz notebooks stay (their progress needs
    a personal code too, see ``app.address.page_learner``).

    >>> [app_place_for(n, None) for n in ("app.ipynb", "teacher.ipynb", "06-the-frozen-pile.ipynb", "index.ipynb")]
    [None, None, None, '']
    >>> app_place_for("index.ipynb", "K7QM-3RXT-PW9C")
    '?me=K7QM-3RXT-PW9C'
    """
    if notebook.rsplit("/", 1)[-1] != INDEX_NOTEBOOK:
        return None
    return f"?me={urllib.parse.quote(code, safe='-')}" if code else ""


class SchoolPageHandler(TornadoVoilaHandler):  # type: ignore[misc]
    """Voila's page handler behind the :class:`ClassGate`."""

    _ticket: _Ticket | None = None
    _kernel_env: dict[str, str] | None = None

    def _has_app(self) -> bool:
        root = self.settings.get("canasta_root")
        return root is not None and (Path(root) / APP_NOTEBOOK).is_file()

    @property
    def kernel_manager(self) -> Any:
        km = self.settings["kernel_manager"]
        return km if self._ticket is None else _KernelManagerWatch(
            km, self._ticket, self._kernel_env, client=self.request.remote_ip)

    def _refuse(self, status: int, retry_after: float, message: str, *, reload: bool = False) -> None:
        self.canasta_refused = (
            "too many pages from one address" if status == 429 else "busy" if reload else "class full")
        seconds = max(1, math.ceil(retry_after))
        self.clear()
        self.set_status(status)
        self.set_header("Retry-After", str(seconds))
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(_refusal_page(message, seconds if reload else None, lang=_request_language(self)))

    async def get(self, path: str | None = None) -> None:
        place = app_place_for(path or "", self.get_query_argument("me", None)) if self._has_app() else None
        if place is not None:
            # The one-page app is the school's index: no page opens anybody's progress by a
            # name in the address or a name box (?learner=Ann).
            self.redirect(f"{self.base_url.rstrip('/')}/voila/render/{APP_NOTEBOOK}{place}")
            return
        gate: ClassGate = self.settings["canasta_gate"]
        wait = gate.buckets.take(self.request.remote_ip or "")
        if wait > 0:
            self._refuse(429, wait, "server.too-many-pages")
            return
        km = self.settings["kernel_manager"]
        if gate.full(len(km.list_kernel_ids())) and (
            not await gate.make_room(km) or gate.full(len(km.list_kernel_ids()))
        ):
            self._refuse(503, FULL_RETRY_SECONDS, "server.full")
            return
        if gate.queue_too_long():
            # many pages are opening at once: come back in a moment rather than wait minutes
            self._refuse(503, min(FULL_RETRY_SECONDS, gate.expected_wait()), "server.busy", reload=True)
            return
        self._ticket = _Ticket(gate)
        self._kernel_env = teacher_env(path or "", self.settings.get("canasta_teacher_key"))
        try:
            await gate.rendering_slot()
            try:
                stream = self.request.connection.stream if self.request.connection else None
                if stream is not None and stream.closed():
                    return  # the visitor left while waiting: start nothing
                # The page's "tab closed" beacon posts this cookie's token.
                self.xsrf_token  # noqa: B018 - reading it sets the _xsrf cookie
                gate.render_started(id(self))
                try:
                    await super().get(path)
                finally:
                    gate.render_ended(id(self))
            finally:
                gate.release_rendering_slot()
        finally:
            self._ticket.release()


def teacher_env(notebook: str, key: str | None) -> dict[str, str] | None:
    """What the kernel of ``notebook`` is given besides Voila's environment: the teacher key
    for the dashboard's kernel, nothing for any other (a learner's kernel never holds it).

    >>> teacher_env("teacher.ipynb", "k3y"), teacher_env("app.ipynb", "k3y"), teacher_env("teacher.ipynb", None)
    ({'CANASTA_TEACH_TEACHER_KEY': 'k3y'}, None, None)
    """
    if key and notebook.rsplit("/", 1)[-1] == TEACHER_NOTEBOOK:
        return {config.TEACHER_KEY_ENV: key}
    return None


# --------------------------------------------------------------------------- Host check


def _host_name(host_header: str) -> str:
    """The name part of a Host header: no port, no brackets, lower case, no final dot."""
    host, _ = split_host_and_port(host_header.strip().lower())
    return host.strip("[]").rstrip(".")


def host_allowed(host_header: str, allowed: frozenset[str]) -> bool:
    """Whether a request's Host names this server: a loopback address, or one of ``allowed``.

    >>> ok = frozenset({"localhost", "teacher-laptop", "192.168.1.20"})
    >>> [host_allowed(h, ok) for h in ("127.0.0.1:8866", "[::1]:80", "Teacher-Laptop.:8866",
    ...                                 "192.168.1.20", "evil.example", "")]
    [True, True, True, True, False, False]
    """
    name = _host_name(host_header)
    if not name:
        return False
    try:
        if ipaddress.ip_address(name.split("%", 1)[0]).is_loopback:
            return True
    except ValueError:
        pass
    return name in allowed


class _WrongHostHandler(tornado.web.RequestHandler):
    """403 to every method: the request named a host that is not this server."""

    def prepare(self) -> None:
        self.canasta_refused = "another host's name"
        self.set_status(403)
        self.set_header("Content-Type", "text/plain; charset=UTF-8")
        self.set_header("X-Content-Type-Options", "nosniff")
        with speaking(_request_language(self)):
            self.finish(say("server.wrong-host") + "\n")


class _HostCheckedApplication(tornado.web.Application):
    """Voila's tornado application, refusing requests for a host other than this server."""

    def __init__(self, *args: Any, allowed_hosts: frozenset[str], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.allowed_hosts = allowed_hosts
        self.refusals = LineCounts("refused or failed since the last summary")

    def find_handler(self, request: Any, **kwargs: Any) -> Any:
        if not host_allowed(request.host or "", self.allowed_hosts):
            return self.get_handler_delegate(request, _WrongHostHandler)
        return super().find_handler(request, **kwargs)

    def log_request(self, handler: tornado.web.RequestHandler) -> None:
        """Refusals and answers of 4xx/5xx are counted for the summary line (a client can send
        thousands); every other request as Voila logs it."""
        reason = getattr(handler, "canasta_refused", None)
        request = handler.request
        if reason == "another host's name":
            self.refusals.note(reason, repr(request.host or ""))
        elif reason is not None:
            self.refusals.note(reason, request.remote_ip or "?")
        elif handler.get_status() >= 400:
            first = "/" + (request.path or "/").lstrip("/").split("/", 1)[0]
            self.refusals.note(f"{handler.get_status()} {request.method} {first[:40]}", request.path or "")
        else:
            super().log_request(handler)

    def log_refusals(self) -> None:
        for counts in (self.refusals, KERNEL_OUTPUT):
            line = counts.summary()
            if line is not None:
                log.warning("%s", line)


# --------------------------------------------------------------------------- the app


class SchoolVoila(Voila):  # type: ignore[misc]
    """Voila serving one folder of lessons, opening on its index page."""

    max_kernels = Int(0, config=True, help="Most kernels at once (running or about to start); 0: no cap.")
    max_starting = Int(0, config=True, help="Most pages rendering at once; 0: no limit.")
    page_loads_per_minute = Int(0, config=True, help="Page loads per client address and minute; 0: no limit.")
    orphan_grace_seconds = Int(
        ORPHAN_GRACE_SECONDS, config=True,
        help="When full, a kernel idle this long with no page connected is stopped for a new page.",
    )
    max_queue_seconds = Float(
        MAX_QUEUE_SECONDS, config=True,
        help="A page load that would wait longer than this for a rendering slot is asked to come back; 0: it waits.",
    )
    allowed_hosts = List(Unicode(), config=True, help="Host names this server answers to, besides loopback addresses.")
    kernel_memory_mb = Int(0, config=True, help="Most memory (resident MB) one kernel may hold; 0: no limit.")

    @default("config_file_paths")
    def _no_config_files(self) -> list[str]:
        return []

    def setup_template_dirs(self) -> None:
        """Voila's template path, with the school's own page template first
        (:data:`SCHOOL_TEMPLATE`: the "lab" page without its links to a CDN)."""
        super().setup_template_dirs()
        paths: list[str] = list(getattr(self, "template_paths", []))
        self.template_paths = [str(SCHOOL_TEMPLATE), *paths]

    @default("tornado_settings")
    def _content_security_policy(self) -> dict[str, Any]:
        return {"headers": {"Content-Security-Policy": CONTENT_SECURITY_POLICY}}

    def initialize(self, argv: Any = None) -> None:
        """Voila's, from the school's defaults (a flag on ``argv`` still wins), with the
        teacher key taken out of the environment every kernel inherits."""
        self.update_config(school_defaults())
        self.teacher_key = os.environ.pop(config.TEACHER_KEY_ENV, None)
        super().initialize(argv)
        self.log.addFilter(_DropPerVisitNoise())
        # every kernel knows its share, so its page can say it stops before the watch stops it
        os.environ[config.KERNEL_MEMORY_ENV] = str(max(0, self.kernel_memory_mb))

    def init_handlers(self) -> list[Any]:
        handlers = []
        for handler in super().init_handlers():
            if handler[1] is TornadoVoilaTreeHandler:
                continue
            if handler[1] is TornadoVoilaHandler:
                handler = (handler[0], SchoolPageHandler, *handler[2:])
            handlers.append(handler)
        base = self.server_url.rstrip("/")
        index = f"{base}/voila/render/{first_notebook(self.root_dir)}"
        return [
            (f"{base}/?", RedirectHandler, {"url": index}),
            (f"{base}/voila/tree(?:/.*)?", ErrorHandler, {"status_code": 404}),
            *handlers,
        ]

    def start(self) -> None:
        """Voila's ``start``, with the Host check and the gate in the tornado application."""
        self.connection_dir = tempfile.mkdtemp(prefix="voila_", dir=self.connection_dir_root)
        settings = self.init_settings()
        settings["canasta_root"] = self.root_dir
        settings["canasta_teacher_key"] = getattr(self, "teacher_key", None)
        settings["canasta_gate"] = ClassGate(
            max_kernels=self.max_kernels,
            max_starting=self.max_starting,
            buckets=ClientBuckets(self.page_loads_per_minute),
            orphan_grace_seconds=self.orphan_grace_seconds,
            max_queue_seconds=self.max_queue_seconds,
        )
        allowed = frozenset(_host_name(h) for h in self.allowed_hosts) | {"localhost"}
        self.app = _HostCheckedApplication(allowed_hosts=allowed, **settings)
        self.app.settings.update(self.tornado_settings)
        self.app.add_handlers(".*$", self.init_handlers())
        global log
        log = self.log  # the gate's and the Host check's lines in Voila's log format
        # An error raised while answering a client's request is counted, not logged with its traceback.
        errors = RequestErrorsCounted(self.app.refusals)
        for logger in (logging.getLogger("tornado.application"), self.log):
            logger.addFilter(errors)
        tornado.ioloop.PeriodicCallback(self.app.log_refusals, SUMMARY_SECONDS * 1000).start()
        if self.kernel_memory_mb > 0:  # no page's kernel holds more than its share
            watch = KernelMemoryWatch(self.kernel_manager, self.kernel_memory_mb * 2**20, self.app.refusals.note)
            tornado.ioloop.PeriodicCallback(watch.check, CHECK_SECONDS * 1000).start()
        self.listen()


    def stop(self) -> None:
        """Voila's ``stop``, after the last summary of refused requests."""
        if isinstance(getattr(self, "app", None), _HostCheckedApplication):
            self.app.log_refusals()
        super().stop()


def main() -> None:
    SchoolVoila.launch_instance()


if __name__ == "__main__":
    main()
