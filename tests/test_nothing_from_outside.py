"""Nothing from outside: no page of the school asks another host for anything, and none logs
a console error (issue 19 item 10).

Voila 0.5's "lab" page template links Font Awesome from cdn.jsdelivr.net; the school's own
template (``canasta_teach/cli/voila_template``) leaves those links out, so the page's
Content-Security-Policy has nothing to block and the browser's console stays empty. A real
``canasta-teach serve`` runs; headless Chromium opens the index, a lesson step (and answers
it), the quiz and the practice table, recording every request that would leave 127.0.0.1
(routed and aborted, :func:`~tests.browser_support.foreign_requests`) and every console
error or uncaught page error.
"""

from __future__ import annotations

from typing import Any

import pytest

from canasta_teach.cli.voila_app import SCHOOL_TEMPLATE
from tests.browser_support import School, foreign_requests, http_get, wait_for_widgets

pytestmark = [pytest.mark.browser]

#: Each place of the app, and what shows that it has rendered.
PLACES = {
    "index": ("app.ipynb", ".ct-index a"),
    "lesson step": ("app.ipynb?lesson=6&step=1", ".ct-answers button"),
    "quiz": ("app.ipynb?quiz", ".ct-quiz .ct-answers button"),
    "practice": ("app.ipynb?practice", ".ct-app .jupyter-button:visible"),  # its own classes are its owner's
    "guided hand": ("app.ipynb?practice&guided=guided-four", ".ct-guided .ctw-actions button"),
}


def test_the_school_template_drops_only_the_cdn_links() -> None:
    text = (SCHOOL_TEMPLATE / "index.html.j2").read_text(encoding="utf-8")
    assert "{%- extends 'lab/index.html.j2' -%}" in text
    assert "http" not in text.split("-#}", 1)[1]  # no address of any host past the comment


def test_a_served_page_names_no_other_host(school: School) -> None:
    status, body = http_get(school.page("app.ipynb"))
    assert status == 200
    assert "cdn.jsdelivr.net" not in body and "fontawesome" not in body.lower()


@pytest.mark.parametrize("place", list(PLACES))
def test_no_request_leaves_the_machine_and_no_console_error(school: School, chromium: Any, place: str) -> None:
    path, shown = PLACES[place]
    page = chromium.new_page(viewport={"width": 1280, "height": 800})
    errors: list[str] = []
    page.on("console", lambda msg: errors.append(f"console {msg.type}: {msg.text}") if msg.type == "error" else None)
    page.on("pageerror", lambda exc: errors.append(f"page error: {exc}"))
    outside = foreign_requests(page)
    page.goto(school.page(path), wait_until="load")
    wait_for_widgets(page)
    page.locator(shown).first.wait_for()
    if place == "lesson step":  # an answer draws the feedback and its table
        page.locator(".ct-answers button").first.click()
        page.locator(".ct-feedback .ct-feedback-box").wait_for()
    # every request the page started has finished (none is still on its way out)
    page.wait_for_load_state("networkidle")
    page.close()
    assert outside == [], f"{place}: requests that would leave 127.0.0.1: {outside}"
    assert errors == [], f"{place}: {errors}"
