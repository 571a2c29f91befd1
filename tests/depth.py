"""How much random input a run draws: all of it by default, a share of it in ``make check``.

The property tests (hypothesis) and the random-hands tests are worth their thousands of
examples in the full run (``make test``, CI, a plain ``pytest``); the fast loop needs the same
tests over fewer examples, so that a change that breaks the engine still fails within minutes.
One knob says which: ``CANASTA_TEACH_TEST_DEPTH=check`` (set by ``make check``) draws
:data:`CHECK_SHARE` of each count, never fewer than :data:`CHECK_FLOOR`; anything else, or
nothing, draws the full count. The same knob loads the hypothesis profile of that name
(``tests/conftest.py``), for the tests that keep hypothesis' own default count.

A test writes its full count once, ``max_examples=examples(300)`` or
``range(examples(150))``: the meaning of the test does not change, only how many draws it makes.
"""

from __future__ import annotations

import os

DEPTH_VARIABLE = "CANASTA_TEACH_TEST_DEPTH"
FULL = "full"
CHECK = "check"
CHECK_SHARE = 0.25
CHECK_FLOOR = 10


def depth() -> str:
    """``check`` under ``make check``, else ``full``."""
    return CHECK if os.environ.get(DEPTH_VARIABLE, "").strip().lower() == CHECK else FULL


def examples(full: int, *, floor: int = CHECK_FLOOR) -> int:
    """``full`` in the full run; a quarter of it (at least ``floor``, at most ``full``) under
    ``make check``."""
    if depth() == FULL:
        return full
    return min(full, max(floor, round(full * CHECK_SHARE)))
