"""The app (the layer above progress): HTML cards (:mod:`.render`), the ipywidgets views
(:mod:`.widgets`, :mod:`.index`, :mod:`.quiz`, :mod:`.dashboard`) and the printable
handout (:mod:`.handout`). Thin over the layers below: no rule is decided here.

Imports nothing of Jupyter, so :mod:`.render` and :mod:`.handout` load without it. Inside a
kernel, importing the app guards the kernel's comm handlers (:func:`.guard.install`): a
malformed comm message or a failing callback never sends a traceback to the page."""

from .guard import install as _install_comm_guard

_install_comm_guard()
