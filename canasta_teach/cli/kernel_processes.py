"""How the class server's Voila starts and talks to its kernels (runs inside the Voila process).

* :class:`SchoolKernelManager` starts each kernel with a death signal: when Voila dies, by
  any signal, SIGKILL included, its kernels die too (they run in sessions of their own, so
  nothing else would end them), and the port and the memory are free again. What a kernel
  writes (stdout, stderr) comes to Voila through a pipe and is counted into
  :data:`KERNEL_OUTPUT` by kind, not copied line by line into the teacher's log: a page
  sending a thousand malformed widget messages makes its kernel warn a thousand times.
* :class:`QuietKernelClient` renders a page without a heartbeat thread.
* :class:`NoDelayWebsocketConnection` sends each widget message at once (TCP_NODELAY).

Named by :func:`canasta_teach.cli.voila_defaults.school_defaults`, the settings every
:class:`~canasta_teach.cli.voila_app.SchoolVoila` starts from.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
from typing import Any

from jupyter_client.asynchronous import AsyncKernelClient
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from jupyter_server.services.kernels.kernelmanager import ServerKernelManager

from .log_summary import KernelOutput, LineCounts
from .supervise import dies_with

__all__ = ["KERNEL_OUTPUT", "NoDelayWebsocketConnection", "QuietKernelClient", "SchoolKernelManager"]

#: What every kernel of this Voila wrote, by kind, until the next summary line of the log.
KERNEL_OUTPUT = LineCounts("the kernels wrote since the last summary")


class SchoolKernelManager(ServerKernelManager):  # type: ignore[misc]
    """A kernel that ends when the Voila process that started it ends.

    Voila stops its kernels on a clean stop; this covers the rest: a Voila killed outright
    (SIGKILL, the OOM killer, or a launcher killed while Voila was stopped, whose death
    signal then kills Voila) would otherwise leave every kernel running for good.
    """

    async def _async_launch_kernel(self, kernel_cmd: list[str], **kw: Any) -> None:
        kw.setdefault("preexec_fn", dies_with(os.getpid()))
        kw.setdefault("stdout", subprocess.PIPE)
        kw.setdefault("stderr", subprocess.STDOUT)
        await super()._async_launch_kernel(kernel_cmd, **kw)
        process = getattr(self.provisioner, "process", None)
        if process is not None and process.stdout is not None:
            # A copy of the pipe's end of our own: the provisioner closes its file once the
            # kernel has exited, maybe before the last bytes are read here.
            _read_output(os.dup(process.stdout.fileno()), KernelOutput(KERNEL_OUTPUT))


def _read_output(fd: int, out: KernelOutput) -> None:
    """Read what a kernel writes as it comes, on Voila's event loop (never blocking it); at
    the end of the stream (the kernel exited) stop reading and close ``fd``."""
    loop = asyncio.get_running_loop()
    os.set_blocking(fd, False)

    def readable() -> None:
        try:
            data = os.read(fd, 65536)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if data:
            out.feed(data)
            return
        loop.remove_reader(fd)
        os.close(fd)
        out.close()

    loop.add_reader(fd, readable)


class QuietKernelClient(AsyncKernelClient):  # type: ignore[misc]
    """The client Voila runs a page's notebook with, without a heartbeat thread.

    Voila stops the client's channels on its event loop once the page is rendered; stopping
    the heartbeat channel joins its thread, and a heartbeat thread stuck in a send (seen
    under a burst of 200 page loads) then blocks the whole server for good. The heartbeat is
    not needed: the client asks its kernel manager whether the kernel process is alive.
    """

    def start_channels(
        self, shell: bool = True, iopub: bool = True, stdin: bool = True, hb: bool = True, control: bool = True
    ) -> None:
        super().start_channels(shell=shell, iopub=iopub, stdin=stdin, hb=False, control=control)


class NoDelayWebsocketConnection(ZMQChannelsWebsocketConnection):  # type: ignore[misc]
    """Kernel websocket that sends each message at once (TCP_NODELAY): without it Nagle's
    algorithm holds Voila's small widget replies for a delayed ACK, ~40 ms on every click."""

    def connect(self):  # type: ignore[no-untyped-def]
        self.websocket_handler.set_nodelay(True)
        return super().connect()
