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
  page visit (Voila never runs a notebook's outputs as trusted HTML anyway: it executes it).
"""

from __future__ import annotations

import logging
from typing import Any

from tornado.web import ErrorHandler, RedirectHandler
from traitlets import default
from voila.app import Voila
from voila.tornado.treehandler import TornadoVoilaTreeHandler

from .serve import CONTENT_SECURITY_POLICY, INDEX_NOTEBOOK

__all__ = ["SchoolVoila", "main"]


class _DropPerVisitNoise(logging.Filter):
    """Drops the warning jupyter_server's contents manager logs for every page opened."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (isinstance(record.msg, str) and record.msg.startswith("Notebook %s is not trusted"))


class SchoolVoila(Voila):  # type: ignore[misc]
    """Voila serving one folder of lessons, opening on its index page."""

    @default("config_file_paths")
    def _no_config_files(self) -> list[str]:
        return []

    @default("tornado_settings")
    def _content_security_policy(self) -> dict[str, Any]:
        return {"headers": {"Content-Security-Policy": CONTENT_SECURITY_POLICY}}

    def initialize(self, argv: Any = None) -> None:
        super().initialize(argv)
        self.log.addFilter(_DropPerVisitNoise())

    def init_handlers(self) -> list[Any]:
        handlers = [h for h in super().init_handlers() if h[1] is not TornadoVoilaTreeHandler]
        base = self.server_url.rstrip("/")
        index = f"{base}/voila/render/{INDEX_NOTEBOOK}"
        return [
            (f"{base}/?", RedirectHandler, {"url": index}),
            (f"{base}/voila/tree(?:/.*)?", ErrorHandler, {"status_code": 404}),
            *handlers,
        ]


def main() -> None:
    SchoolVoila.launch_instance()


if __name__ == "__main__":
    main()
