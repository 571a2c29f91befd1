"""The settings every class server's Voila starts from: the defaults of
:class:`~canasta_teach.cli.voila_app.SchoolVoila`, not flags on its command line.

What each one guards against (checked by ``tests/test_serve.py`` on Voila 0.5.13):

* A busy port makes Voila fail instead of silently moving to another port
  (``Voila.port_retries=0``), so the printed URL is always the right one.
* Tracebacks of failing cells are replaced by a short notice for learners
  (``VoilaConfiguration.show_tracebacks=False``, ``VoilaExecutor.cell_error_instruction``);
  sources are stripped.
* A kernel whose page is still open is never culled, nor a busy one
  (``MappingKernelManager.cull_connected=False``, ``cull_busy=False``); the idle timeout
  itself is ``serve``'s option.
* Widget replies are not held back by Nagle's algorithm (~40 ms per click otherwise).
* Kernels talk to Voila over Unix sockets in Voila's private connection folder
  (``KernelManager.transport=ipc``), not loopback TCP ports: no port collisions under load,
  and no "running over TCP without encryption" warning from every kernel.
* Pages render with a client that runs no heartbeat thread (whose blocking join froze the
  server for good under 200 parallel loads), and every kernel dies with Voila
  (:mod:`canasta_teach.cli.kernel_processes`).
* The page fetches nothing from other hosts (:data:`CONTENT_SECURITY_POLICY`).

A flag on the command line (``--Section.name=value``) still wins over these, as in any
traitlets application. This module imports no Voila: the command line reads its constants.
"""

from __future__ import annotations

from traitlets.config import Config

__all__ = ["CELL_ERROR_INSTRUCTION", "CONTENT_SECURITY_POLICY", "school_defaults"]

#: What replaces a failing cell's output, after "There was an error when executing cell [n]."
#: (Voila's default tells the learner to restart Voila with --debug).
CELL_ERROR_INSTRUCTION = "This part of the lesson could not be shown; please tell your teacher."

#: Content-Security-Policy of every page and API answer: nothing is fetched from, sent to
#: or framed by another origin. Voila 0.5's "lab" template links Font Awesome from
#: cdn.jsdelivr.net in <head>; the school's own template (``voila_template/``) leaves those
#: links out, and this would make the browser drop any such request at once. Inline scripts/styles and eval stay
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

_KERNELS = "canasta_teach.cli.kernel_processes"


def school_defaults() -> Config:
    """The class server's Voila settings, as a traitlets ``Config`` (a fresh one each call)."""
    return Config(
        {
            "Voila": {
                "port_retries": 0,
                "open_browser": False,
                "kernel_websocket_connection_class": f"{_KERNELS}.NoDelayWebsocketConnection",
            },
            "VoilaConfiguration": {
                "show_tracebacks": False,
                "strip_sources": True,
                "theme": "light",
                # the browser's languages reach the kernel as $HTTP_ACCEPT_LANGUAGE: a page's
                # first guess at its language (canasta_teach.app.language)
                "http_header_envs": ["Accept-Language"],
            },
            "VoilaExecutor": {"cell_error_instruction": CELL_ERROR_INSTRUCTION},
            # Voila's kernel manager class derives from jupyter_server's MappingKernelManager:
            # the section name applies to it.
            "MappingKernelManager": {
                "cull_connected": False,
                "cull_busy": False,
                "kernel_manager_class": f"{_KERNELS}.SchoolKernelManager",
            },
            "KernelManager": {
                "transport": "ipc",
                "client_factory": f"{_KERNELS}.QuietKernelClient",
            },
        }
    )
