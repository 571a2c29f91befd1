"""The fixtures shared by the tests: one running school and one headless Chromium.

``school`` starts ``canasta-teach serve`` once per test module (see
:func:`tests.browser_support.running_school`); a module says how with a ``school`` marker,
whose keyword arguments are those of ``running_school``::

    pytestmark = [pytest.mark.browser, pytest.mark.school(class_name="4b", positions=YAML)]

    def test_x(school: School, chromium: Any) -> None:
        page = chromium.new_page()
        page.goto(school.page("app.ipynb"))

``chromium`` is Debian's Chromium driven by Playwright, once per module (``browser`` is the
same browser under its older name). Both skip the test when Chromium or Playwright is
missing, and fail instead under ``CI=true``.

Small builders (``pos``, ``rule_on``, ``all_state``) stay plain functions in
:mod:`tests.helpers`: a test imports them with ``from tests.helpers import pos``.

How many examples the property and random-hands tests draw is :mod:`tests.depth`'s knob
(``CANASTA_TEACH_TEST_DEPTH=check`` under ``make check``, the full count otherwise); the
hypothesis profile of the same name is loaded here, before the test modules build their
``settings``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import settings

from tests import depth
from tests.browser_support import School, launch_chromium, require_browser, running_school

# Hypothesis' own default count (100) for the tests that set none; a share of it in make check.
settings.register_profile(depth.FULL, max_examples=100)
settings.register_profile(depth.CHECK, max_examples=depth.examples(100))
settings.load_profile(depth.depth())


@pytest.fixture(scope="module")
def school(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[School]:
    """``canasta-teach serve`` for the module's tests, as its ``school`` marker asks (a
    store of its own in a temporary folder unless the marker names one)."""
    require_browser()
    marker = request.node.get_closest_marker("school")
    options: dict[str, Any] = dict(marker.kwargs) if marker else {}
    folder = tmp_path_factory.mktemp("school")
    options.setdefault("store", folder / "progress.sqlite3")
    with running_school(folder, **options) as server:
        yield server


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    """Headless Debian Chromium (a Playwright ``Browser``), closed after the module."""
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture(scope="module")
def browser(chromium: Any) -> Any:
    """The module's :func:`chromium` (the name older tests use)."""
    return chromium
