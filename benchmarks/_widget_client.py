"""A headless ipywidgets front end over a Jupyter kernel websocket (asyncio, tornado).

What a Voila 0.5 page does in the browser, minus the rendering, so that a load benchmark
can drive many learners from one process:

* the kernel websocket is ``ws://HOST:PORT/api/kernels/<id>/channels?session_id=<uuid>``
  (``@jupyterlab/services`` KernelConnection; a ``&token=`` is added only when the server
  has a token, Voila has none), asking for the ``v1.kernel.websocket.jupyter.org``
  subprotocol: binary frames ``[n][offset_0..offset_n-1][channel][header][parent_header]
  [metadata][content][buffers...]``, 8-byte little-endian integers (jupyter_server
  ``serialize_msg_to_ws_v1``); the server then forwards the kernel's frames untouched;
* the widget state is restored the way ``@jupyter-widgets/base`` 8 ``_loadFromKernel``
  does: a ``comm_open`` to target ``jupyter.widget.control`` (message metadata
  ``{"version": "1.0.0"}``), a ``comm_msg`` ``{"method": "request_states"}``, the kernel
  answers ``{"method": "update_states", "states": {model_id: {model_name, model_module,
  model_module_version, state}}, "buffer_paths": [...]}``, then the control comm is closed;
  the existing models need no ``comm_open`` from the page (their comm id is the model id);
* a button click is a ``comm_msg`` to the button's comm id with ``{"method": "custom",
  "content": {"event": "click"}}``; the kernel sends state changes as ``comm_msg``
  ``{"method": "update", "state": {...}, "buffer_paths": [...]}`` and new widgets as
  ``comm_open`` to target ``jupyter.widget`` with ``{"state": ..., "buffer_paths": ...}``.
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from tornado.httpclient import HTTPRequest
from tornado.websocket import WebSocketClientConnection, websocket_connect

WS_PROTOCOL = "v1.kernel.websocket.jupyter.org"
CONTROL_TARGET = "jupyter.widget.control"
WIDGET_TARGET = "jupyter.widget"
CONTROL_PROTOCOL_VERSION = "1.0.0"
MAX_MESSAGE_BYTES = 64 * 1024 * 1024


def pack_v1(channel: str, parts: list[bytes]) -> bytes:
    """A message in the v1 kernel websocket protocol (as jupyter_server's serializer)."""
    chan = channel.encode()
    offsets = [8 * (1 + 1 + len(parts) + 1)]
    offsets.append(offsets[-1] + len(chan))
    for part in parts:
        offsets.append(offsets[-1] + len(part))
    head = len(offsets).to_bytes(8, "little") + b"".join(o.to_bytes(8, "little") for o in offsets)
    return head + chan + b"".join(parts)


def unpack_v1(data: bytes) -> tuple[str, list[bytes]]:
    n = int.from_bytes(data[:8], "little")
    offsets = [int.from_bytes(data[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(n)]
    channel = data[offsets[0] : offsets[1]].decode()
    parts = [data[offsets[i] : offsets[i + 1]] for i in range(1, n - 1)]
    return channel, parts


@dataclass
class Message:
    channel: str
    header: dict[str, Any]
    parent_header: dict[str, Any]
    metadata: dict[str, Any]
    content: dict[str, Any]
    buffers: list[bytes]
    received: float  # time.perf_counter() when the frame was read

    @property
    def msg_type(self) -> str:
        return str(self.header.get("msg_type", ""))

    @property
    def parent_id(self) -> str | None:
        return self.parent_header.get("msg_id") if self.parent_header else None


@dataclass
class Model:
    model_id: str
    model_name: str
    state: dict[str, Any] = field(default_factory=dict)
    opened_at: int = 0  # sequence number of the message that made it known

    @property
    def dom_classes(self) -> list[str]:
        return list(self.state.get("_dom_classes") or [])


class ProtocolError(RuntimeError):
    pass


class WidgetClient:
    """One page's kernel connection: sends requests, tracks the widget models."""

    def __init__(self, base_url: str, kernel_id: str, *, cookie: str | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self.kernel_id = kernel_id
        self.cookie = cookie
        self.client_id = str(uuid.uuid4())
        self.ws: WebSocketClientConnection | None = None
        self.models: dict[str, Model] = {}
        self.seq = 0  # messages read so far
        self.errors: list[str] = []  # error/stream-stderr outputs seen on iopub
        self._waiters: list[tuple[Callable[[Message], bool], asyncio.Future[Message]]] = []
        self._reader: asyncio.Task[None] | None = None
        self.closed = asyncio.Event()

    # -- connection --------------------------------------------------------------------

    @property
    def ws_url(self) -> str:
        ws_base = "ws" + self.base_url[len("http") :]
        return f"{ws_base}/api/kernels/{self.kernel_id}/channels?session_id={self.client_id}"

    async def connect(self, timeout: float) -> None:
        headers = {"Origin": self.base_url}
        if self.cookie:
            headers["Cookie"] = self.cookie
        request = HTTPRequest(self.ws_url, headers=headers, connect_timeout=timeout, request_timeout=timeout)
        self.ws = await asyncio.wait_for(
            websocket_connect(request, subprotocols=[WS_PROTOCOL], max_message_size=MAX_MESSAGE_BYTES),
            timeout,
        )
        if self.ws.selected_subprotocol != WS_PROTOCOL:
            raise ProtocolError(f"server chose subprotocol {self.ws.selected_subprotocol!r}")
        self._reader = asyncio.get_running_loop().create_task(self._read_loop())

    async def close(self) -> None:
        if self.ws is not None:
            self.ws.close()
        if self._reader is not None:
            try:
                await asyncio.wait_for(self._reader, 5)
            except (TimeoutError, asyncio.CancelledError):
                self._reader.cancel()
        self._fail_waiters(ProtocolError("connection closed"))

    async def _read_loop(self) -> None:
        assert self.ws is not None
        try:
            while True:
                frame = await self.ws.read_message()
                now = time.perf_counter()
                if frame is None:
                    break
                if isinstance(frame, str):  # legacy JSON protocol: not expected with v1
                    raw = json.loads(frame)
                    msg = Message(raw.get("channel", ""), raw["header"], raw.get("parent_header") or {},
                                  raw.get("metadata") or {}, raw.get("content") or {}, [], now)
                else:
                    channel, parts = unpack_v1(frame)
                    header, parent, metadata, content = (json.loads(p) if p else {} for p in parts[:4])
                    msg = Message(channel, header, parent or {}, metadata or {}, content or {}, parts[4:], now)
                self.seq += 1
                self._dispatch(msg)
        finally:
            self.closed.set()
            self._fail_waiters(ProtocolError("websocket closed by the server"))

    def _fail_waiters(self, err: Exception) -> None:
        for _, fut in self._waiters:
            if not fut.done():
                fut.set_exception(err)
        self._waiters.clear()

    def _dispatch(self, msg: Message) -> None:
        content = msg.content
        if msg.channel == "iopub":
            if msg.msg_type == "comm_open" and content.get("target_name") == WIDGET_TARGET:
                data = content.get("data") or {}
                state = data.get("state") or {}
                self.models[content["comm_id"]] = Model(
                    content["comm_id"], str(state.get("_model_name", "")), dict(state), self.seq
                )
            elif msg.msg_type == "comm_msg":
                data = content.get("data") or {}
                model = self.models.get(content.get("comm_id", ""))
                if model is not None and data.get("method") in ("update", "echo_update"):
                    model.state.update(data.get("state") or {})
            elif msg.msg_type == "comm_close":
                self.models.pop(content.get("comm_id", ""), None)
            elif msg.msg_type == "error":
                self.errors.append(f"{content.get('ename')}: {content.get('evalue')}")
            elif msg.msg_type == "stream" and content.get("name") == "stderr":
                self.errors.append(str(content.get("text", ""))[:300])
        still: list[tuple[Callable[[Message], bool], asyncio.Future[Message]]] = []
        for pred, fut in self._waiters:
            if fut.done():
                continue
            try:
                hit = pred(msg)
            except Exception as err:  # noqa: BLE001 - a broken predicate fails its waiter
                fut.set_exception(err)
                continue
            if hit:
                fut.set_result(msg)
            else:
                still.append((pred, fut))
        self._waiters = still

    # -- messages ----------------------------------------------------------------------

    def expect(self, pred: Callable[[Message], bool]) -> asyncio.Future[Message]:
        """A future for the next message matching ``pred`` (register before sending)."""
        fut: asyncio.Future[Message] = asyncio.get_running_loop().create_future()
        if self.closed.is_set():
            fut.set_exception(ProtocolError("websocket already closed"))
        else:
            self._waiters.append((pred, fut))
        return fut

    async def wait(self, fut: asyncio.Future[Message], timeout: float, what: str) -> Message:
        try:
            return await asyncio.wait_for(fut, timeout)
        except TimeoutError:
            raise TimeoutError(f"no {what} within {timeout:.0f} s") from None

    def send(self, msg_type: str, content: dict[str, Any], *, channel: str = "shell",
             metadata: dict[str, Any] | None = None) -> str:
        assert self.ws is not None
        msg_id = uuid.uuid4().hex
        header = {
            "msg_id": msg_id,
            "msg_type": msg_type,
            "username": "",
            "session": self.client_id,
            "date": datetime.now(UTC).isoformat(),
            "version": "5.2",
        }
        parts = [json.dumps(x).encode() for x in (header, {}, metadata or {}, content)]
        self.ws.write_message(pack_v1(channel, parts), binary=True)
        return msg_id

    def idle_after(self, msg_id: str) -> asyncio.Future[Message]:
        return self.expect(
            lambda m: m.channel == "iopub" and m.msg_type == "status"
            and m.content.get("execution_state") == "idle" and m.parent_id == msg_id
        )

    async def request(self, msg_type: str, content: dict[str, Any], timeout: float, **kw: Any) -> Message:
        """Send a shell request and wait for its reply."""
        reply_type = msg_type.replace("_request", "_reply")
        box: dict[str, str] = {}
        fut = self.expect(lambda m: m.channel == "shell" and m.msg_type == reply_type and m.parent_id == box.get("id"))
        box["id"] = self.send(msg_type, content, **kw)
        return await self.wait(fut, timeout, reply_type)

    async def kernel_info(self, timeout: float) -> dict[str, Any]:
        return (await self.request("kernel_info_request", {}, timeout)).content

    async def restore_widgets(self, timeout: float) -> None:
        """Load every model's state as @jupyter-widgets/base 8 ``_loadFromKernel`` does."""
        control_id = str(uuid.uuid4())
        fut = self.expect(
            lambda m: m.channel == "iopub" and m.msg_type == "comm_msg"
            and m.content.get("comm_id") == control_id
            and (m.content.get("data") or {}).get("method") == "update_states"
        )
        self.send("comm_open", {"comm_id": control_id, "target_name": CONTROL_TARGET, "data": {}},
                  metadata={"version": CONTROL_PROTOCOL_VERSION})
        self.send("comm_msg", {"comm_id": control_id, "data": {"method": "request_states"}})
        reply = await self.wait(fut, timeout, "update_states reply on the widget control comm")
        self.send("comm_close", {"comm_id": control_id, "data": {}})
        data = reply.content["data"]
        for model_id, entry in (data.get("states") or {}).items():
            self.models[model_id] = Model(model_id, str(entry.get("model_name", "")), dict(entry.get("state") or {}), self.seq)

    def find(self, model_name: str, css_class: str, *, since: int = 0) -> list[Model]:
        """Models of a kind carrying a CSS class, known since message number ``since``."""
        return [
            m for m in self.models.values()
            if m.model_name == model_name and css_class in m.dom_classes and m.opened_at >= since
        ]

    def send_click(self, model_id: str) -> str:
        return self.send("comm_msg", {"comm_id": model_id, "data": {"method": "custom", "content": {"event": "click"}}})

    def state_update_of(self, model_id: str, key: str) -> asyncio.Future[Message]:
        return self.expect(
            lambda m: m.channel == "iopub" and m.msg_type == "comm_msg"
            and m.content.get("comm_id") == model_id
            and (m.content.get("data") or {}).get("method") == "update"
            and key in ((m.content.get("data") or {}).get("state") or {})
        )
