"""The learner panel: who is learning, without passwords (see :mod:`canasta_teach.progress.identity`).

The one-page app embeds a :class:`LearnerPanel`. It offers

* a name box, applied as typed: Enter, the Start button, or leaving the box (the browser
  sends the value when the box loses focus, so a name typed and then left behind is applied
  when the learner moves on); the app calls :meth:`LearnerPanel.commit_pending` before it
  moves on, so a typed name is never dropped silently;
* "Learning as Ann · progress saved" once a learner is known;
* the personal code and link of a newly claimed name, shown once, with "keep this link to
  come back" (the store keeps only a hash of the code, so it can never be shown again); the
  link in full (``https://school.example/voila/render/app.ipynb?me=CODE``) once the app
  knows the page's address (:meth:`LearnerPanel.set_address`, reported by the page's router
  and checked there), a learner can copy it and open it again; ``?me=CODE`` until then;
* an "I have a code" box, for a learner coming back without the link;
* refusals in words: a name taken by someone else ("... If it is you, open your personal link
  or type your code"), a name that cannot be one, a code nobody has, too many codes tried.

Security: any browser can send any comm message, so every callback re-checks on the kernel
side (text type and length, the attempt limits, a fixed hub account ignoring names) and
catches every exception (logged; the learner reads a sentence, never a traceback). A name
alone opens nobody's progress: a taken name is refused, and only a code (or the hub's sign-in)
gives an existing learner. The code appears in this page's widget state only in the session
that minted or typed it, i.e. in the learner's own browser.

Every sentence comes from the wording catalogue (:mod:`canasta_teach.judge.wording`).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

import ipywidgets as W

from .. import config
from ..errors import CanastaError
from ..judge.wording import say
from ..progress.identity import EXAMPLE_CODE, Learner, normalise_code
from ..progress.name_limits import NAMES_PER_ADDRESS, NAMES_PER_PAGE, admit_from_address, page_bucket
from ..progress.names import NAME_MAX, NameRefused, learner_name
from ..progress.recorder import TokenBucket
from ..progress.store import BaseStore, NameTaken
from .assets import render
from .lab_learner import remember, remembered_code

__all__ = ["LearnerPanel", "Learner", "CODE_TRIES", "CODE_BOX_ID", "START_ID"]

log = logging.getLogger(__name__)

CODE_TRIES = (5, 60.0)
"""Codes one page may try: 5 at once, then one more every 60 s / 5 (guessing is hopeless)."""

_TEXT_MAX = 200

#: The element id of the personal code and link once shown (focus moves there).
CODE_BOX_ID = "ct-code-box"
#: The class of the Start button (focus returns there after "I kept it").
START_ID = "ct-start-lessons"
"""Longer text from the browser is refused before it is looked at."""


def _bucket(limit: tuple[int, float], clock: Callable[[], float]) -> TokenBucket:
    burst, seconds = limit
    return TokenBucket(burst=burst, per_second=burst / seconds, clock=clock)


class LearnerPanel:
    """The identity panel of the app: ``.widget`` to show, ``.learner`` (None until known).

    ``code`` is the page's ``?me=`` parameter (a personal link); ``on_change`` is called
    with the new learner whenever it changes. ``clock`` is for tests of the attempt limits.
    """

    def __init__(
        self,
        store: BaseStore,
        *,
        code: str | None = None,
        on_change: Callable[[Learner | None], None] | None = None,
        on_start: Callable[[], None] | None = None,
        on_focus: Callable[[str], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._store = store
        self._on_change = on_change
        #: "Start" (and "I kept it" after a code Start revealed): the app takes the learner
        #: to lesson 1 or to where they left off.
        self._on_start = on_start
        #: Moves the page's focus to an element id (the code just shown, for one).
        self._on_focus = on_focus
        #: The code on screen was revealed by Start: "I kept it" then goes on.
        self._start_pending = False
        self.learner: Learner | None = None
        self._code: str | None = None
        self._applied = ""
        #: The app's own address (origin and path), once the page has reported it.
        self._address: str | None = None
        self._shown_code: str | None = None
        self._code_tries = _bucket(CODE_TRIES, clock)
        # Names a page may try to claim (typos, a taken name), per minute, and per address for
        # all of a device's pages (serve --names-per-page / --names-per-address): a script can
        # neither fill the class with names nor probe which names exist.
        self._claims = page_bucket(config.names_per_page(NAMES_PER_PAGE), clock=clock)
        self._names_per_address = config.names_per_address(NAMES_PER_ADDRESS)
        self._client_address = config.client_address()
        #: Learners come only from the teacher's roster (serve --roster-only): no name box.
        self.roster_only = config.roster_only()
        self.fixed = False

        # Labelled boxes (the description is the <label> of the input: its accessible name),
        # the label as wide as its words, so a phone never cuts it to "Your na".
        self.name = W.Text(description=say("identity.name-label"), continuous_update=False,
                           style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        self.name.add_class("ct-name")
        # continuous_update=False: the browser sends the value on Enter and when the box
        # loses focus (the learner moves on), never letter by letter
        self.name.observe(self._name_changed, names="value")
        self.start = W.Button(description=say("identity.name-button"), button_style="primary")
        self.start.add_class("ct-name-go")
        self.start.add_class(START_ID)  # the class names the button for focus (ids are the page's)
        self.start.on_click(self._start_clicked)
        self.status = W.HTML()
        self.status.add_class("ct-name-status")
        self.reveal = W.HTML()
        self.reveal.add_class("ct-code-reveal")
        self.kept = W.Button(description=say("identity.kept-it"), layout=W.Layout(display="none"))
        self.kept.add_class("ct-code-kept")
        self.kept.on_click(self._kept_clicked)
        code_label = say("identity.roster-code-label" if self.roster_only else "identity.code-label")
        # no placeholder: an example code in the box reads like a code to use
        self.code_box = W.Text(description=code_label, continuous_update=False,
                               style={"description_width": "initial"}, layout=W.Layout(width="auto"))
        self.code_box.add_class("ct-code")
        self.code_button = W.Button(description=say("identity.code-button"))
        self.code_button.add_class("ct-code-go")
        self.code_button.on_click(self._code_clicked)
        self.code_box.observe(self._code_typed, names="value")
        self.code_row = W.HBox([self.code_box, self.code_button])
        self.code_row.add_class("ct-code-row")
        self.name_row = W.HBox([self.name, self.start])
        self.name_row.add_class("ct-name-row")
        if self.roster_only:
            self.name_row.layout.display = "none"
        self.widget = W.VBox([self.name_row, self.status, self.reveal, self.kept, self.code_row])
        self.widget.add_class("ct-learner-panel")

        account = config.server_learner()
        if account:  # a hub user's own server: the hub has signed them in
            self._use_account(account)
        elif code:
            self._try_code(code, from_link=True)
        elif (kept := remembered_code()) is not None:  # one person's own JupyterLab
            self._try_code(kept, from_link=True)
        if self.learner is None and not self.fixed and not self.status.value:
            self._say_anonymous()

    # -- what the app reads ------------------------------------------------------------

    def query(self) -> dict[str, str]:
        """The query keys that bring this learner back (``me``), when this page knows the code."""
        return {"me": self._code} if self._code and self.learner is not None else {}

    def set_address(self, address: str) -> None:
        """The app's own address (scheme, host, port and path of ``app.ipynb``), checked by
        :func:`~.router.app_address`: the personal link is shown in full from now on (and
        redrawn if it is on the page now)."""
        from .router import app_address

        checked = app_address(address)
        if checked is None or checked == self._address:
            return
        self._address = checked
        if self._shown_code is not None:
            self._show_code(self._shown_code)

    def personal_link(self, code: str) -> str:
        """The learner's personal link: in full when the page's address is known."""
        return f"{self._address or ''}?me={code}"

    def commit_pending(self) -> Learner | None:
        """Apply a name typed but not yet confirmed (the app calls this when the learner
        moves on); the learner afterwards."""
        try:
            if not self.fixed and self.name.value.strip() and self.name.value != self._applied:
                self._apply_name(self.name.value)
        except Exception:  # noqa: BLE001 - a learner never sees a traceback
            log.exception("the typed name could not be applied")
            self._error(say("identity.not-saved"))
        return self.learner

    # -- callbacks (every one re-checks what the browser sent) --------------------------

    def _name_changed(self, change: dict[str, object]) -> None:
        self._guard(lambda: self._apply_name(change.get("new")))

    def _start_clicked(self, _button: object = None) -> None:
        self._guard(self._start)

    def _start(self) -> None:
        """Start: the typed name applied; a code just revealed is shown first (focus moves
        to it, "I kept it" goes on), else the app takes the learner to the lessons. A name
        refused stays here with the reason."""
        typed = self.name.value
        if not self.fixed and not self.roster_only and isinstance(typed, str) and typed.strip():
            self._apply_name(typed)
            if not self._is_learner(typed):
                return  # refused (taken, too long, too many tries): the reason is shown here
        if self._shown_code is not None:
            self._start_pending = True
            self._focus(CODE_BOX_ID)
            return
        if self._on_start is not None:
            self._on_start()

    def _code_clicked(self, _widget: object = None) -> None:
        self._guard(lambda: self._try_code(self.code_box.value, from_link=False))

    def _code_typed(self, change: dict[str, object]) -> None:
        new = change.get("new")
        if isinstance(new, str) and not new.strip():
            return  # emptied (also by the panel itself after a code worked)
        self._guard(lambda: self._try_code(new, from_link=False))

    def _is_learner(self, typed: str) -> bool:
        """Whether ``typed`` names the learner now known."""
        if self.learner is None:
            return False
        try:
            return learner_name(self.learner.display_name).key == learner_name(typed).key
        except NameRefused:
            return False

    def _kept_clicked(self, _button: object = None) -> None:
        self._guard(self._kept)

    def _kept(self) -> None:
        """"I kept it": the code put away; on to the lessons when Start revealed it, else
        focus back on the Start button (a hidden button never holds focus)."""
        going = self._start_pending
        self._hide_code()
        if going and self._on_start is not None:
            self._on_start()
        else:
            self._focus(START_ID)

    def _focus(self, element_id: str) -> None:
        if self._on_focus is not None:
            self._on_focus(element_id)

    def _guard(self, work: Callable[[], object]) -> None:
        try:
            work()
        except Exception:  # noqa: BLE001 - a learner never sees a traceback
            log.exception("learner panel callback failed")
            self._error(say("identity.not-saved"))

    # -- the work ------------------------------------------------------------------------

    def _apply_name(self, text: object) -> None:
        if self.fixed:
            return  # a hub account's name is not typed; a crafted message changes nothing
        if self.roster_only:
            # the name box is hidden; a crafted message typing a name still makes nobody
            if isinstance(text, str) and text.strip() and text != self._applied:
                self._error(say("identity.roster-only"))
            return
        if not isinstance(text, str) or len(text) > _TEXT_MAX:
            self._error(say("name.too-long", length=len(text) if isinstance(text, str) else 0, max=NAME_MAX)
                        if isinstance(text, str) else say("name.not-text"))
            return
        if not text.strip():
            return  # an emptied box keeps the learner: nothing to apply
        if text == self._applied:
            return
        try:
            name = learner_name(text)
        except NameRefused as refused:
            self._error(str(refused))
            return
        if self.learner is not None and learner_name(self.learner.display_name).key == name.key:
            self._applied = text  # the same learner's own name, typed again
            self._show_learner()
            return
        if self._claims is not None and not self._claims.take():
            self._error(say("identity.too-many-names"))
            return
        if not admit_from_address(self._store, self._client_address, self._names_per_address):
            self._error(say("identity.too-many-names-here"))
            return
        try:
            learner, code = self._store.claim_name(name.display)
        except NameTaken as taken:
            self._error(str(taken))
            return
        except CanastaError:
            log.exception("a name could not be claimed")
            self._error(say("identity.not-saved"))
            return
        self._applied = text
        self._code = code
        self._set(learner)
        self._show_code(code)

    def _try_code(self, text: object, *, from_link: bool) -> None:
        if self.fixed:
            return
        if not isinstance(text, str) or len(text) > _TEXT_MAX or normalise_code(text) is None:
            self._error(say("identity.code-malformed", example=EXAMPLE_CODE))
            return
        if not self._code_tries.take():
            self._error(say("identity.too-many-tries"))
            return
        learner = self._store.learner_by_code(text)
        if learner is None:
            self._error(say("identity.code-unknown"))
            return
        self._code = normalise_code(text)
        self.code_box.value = ""
        self._applied = learner.display_name  # before the box changes: its observer sees it applied
        self.name.value = learner.display_name
        self._hide_code()
        self._set(learner)

    def _use_account(self, account: str) -> None:
        try:
            learner = self._store.account_learner(account)
        except CanastaError:
            log.exception("the hub account could not be opened")
            self._error(say("identity.not-saved"))
            return
        self.fixed = True
        self.name_row.layout.display = "none"
        self.code_row.layout.display = "none"
        self.learner = learner
        self.status.value = render("who.html.j2", text=say("identity.fixed", name=learner.display_name), anon=False)
        if self._on_change is not None:
            self._on_change(learner)

    # -- showing ---------------------------------------------------------------------------

    def _set(self, learner: Learner) -> None:
        changed = learner != self.learner
        self.learner = learner
        if self._code:
            remember(self._code)  # offered again in the next notebook (own JupyterLab only)
        self._show_learner()
        if changed and self._on_change is not None:
            self._on_change(learner)

    def _show_learner(self) -> None:
        if self.learner is not None:
            self.status.value = render("who.html.j2", text=say("identity.learning-as", name=self.learner.display_name),
                                       anon=False)

    def _say_anonymous(self) -> None:
        words = say("identity.roster-anonymous" if self.roster_only else "identity.anonymous")
        self.status.value = render("who.html.j2", text=words, anon=True)

    def _error(self, message: str) -> None:
        """The message, with who is learning (if anyone) kept in view."""
        who = say("identity.learning-as", name=self.learner.display_name) if self.learner is not None else ""
        self.status.value = render("identity_error.html.j2", message=message, who=who)

    def _show_code(self, code: str) -> None:
        # The link's target stays relative (a click stays in this page and kernel); its words
        # are the whole address, to copy and open again on another day or device.
        link = self.personal_link(code)
        self._shown_code = code
        self.reveal.value = render(
            "personal_code.html.j2", element_id=CODE_BOX_ID, your_code=say("identity.your-code", code=code),
            href=f"?me={code}", link=link, copy=say("identity.copy"), copied=say("identity.copied"),
            keep=say("identity.keep-link"))
        self.kept.layout.display = None

    def _hide_code(self) -> None:
        self._shown_code = None
        self._start_pending = False
        self.reveal.value = ""
        self.kept.layout.display = "none"
