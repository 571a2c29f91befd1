"""The app (the layer above progress): HTML cards (:mod:`.render`), the ipywidgets views and
the printable handout (:mod:`.handout`). Thin over the layers below: no rule is decided here.

One idea per module: a lesson step answered with buttons (:mod:`.decision`) or on the cards
(:mod:`.act_step`), what they share (:mod:`.step`), the feedback on an answer
(:mod:`.feedback`), the lesson player (:mod:`.lesson_player`), the notebooks' entry points
(:mod:`.notebook`), the page's address (:mod:`.address`) and the app's places
(:mod:`.place`), the one-page app (:mod:`.shell`), the index, quiz, practice and dashboard;
a learner never sees a traceback (:mod:`.failsafe`). The HTML comes from Jinja2 templates
with autoescape and the CSS from files (:mod:`.assets`).

Imports nothing of Jupyter, so :mod:`.render` and :mod:`.handout` load without it. Inside a
kernel, importing the app guards the kernel's comm handlers (:func:`.guard.install`): a
malformed comm message or a failing callback never sends a traceback to the page."""

from .guard import install as _install_comm_guard

_install_comm_guard()
