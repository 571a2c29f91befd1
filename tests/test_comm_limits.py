"""What one page can make its kernel hold (issue 17, item 1, the kernel's side).

A page once opened 60 ``HTMLModel`` widgets of 5 MB each over the kernel's websocket and
took its kernel from 62 MB to 377 MB. Now a page may open only the app's own widget models,
a bounded number of them, and no message it sends may carry more than 64 KiB; the rest is
dropped in the kernel without a traceback. The kernel test measures the kernel's resident
memory against its own baseline in the same test (a figure, not a clock).
"""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import pytest

from canasta_teach.app.comm_limits import APP_MODELS, MAX_CLIENT_COMMS, MAX_MESSAGE_BYTES, CommLimits, message_bytes

FIVE_MB = "x" * (5 * 1024 * 1024)


def _open(model: str, module: str = "@jupyter-widgets/controls", **state: Any) -> dict[str, Any]:
    """A ``comm_open`` of a widget as a front end sends it (all the keys ipywidgets needs)."""
    view = model.replace("Model", "View")
    full = {"_model_module": module, "_model_name": model, "_model_module_version": "2.0.0",
            "_view_module": module, "_view_name": view, "_view_module_version": "2.0.0", **state}
    return {"content": {"comm_id": str(uuid.uuid4()), "target_name": "jupyter.widget",
                        "data": {"state": full}}}


# --------------------------------------------------------------------------- the policy


def test_every_widget_of_the_apps_pages_is_one_of_the_app_models() -> None:
    """The fixed set is the app's own: every model the pages build is in it."""
    from ipywidgets.widgets.widget import _instances

    from canasta_teach.app.practice import PracticeTable
    from canasta_teach.app.quiz import QuizPage
    from canasta_teach.app.shell import AppShell

    shell = AppShell({"lesson": "4", "step": "4"}, store=None)  # an act step: the card table
    QuizPage(round_size=3)
    PracticeTable(players=4, seed=4, background=False)
    models = {(w._model_module, w._model_name) for w in list(_instances.values())}
    assert ("anywidget", "AnyModel") in models and shell is not None
    assert models <= APP_MODELS, sorted(models - APP_MODELS)


def test_a_page_may_open_only_app_models_a_bounded_number_of_times() -> None:
    limits = CommLimits(max_comms=3)
    assert limits.problem("comm_open", _open("HTMLModel")) is None
    assert limits.problem("comm_open", _open("ColorPickerModel")) == \
        "comm_open of a widget model that is not one of the app's"
    assert limits.problem("comm_open", _open("HTMLModel", module="evil-module")) is not None
    assert limits.problem("comm_open", {"content": {"comm_id": "c", "target_name": "jupyter.widget",
                                                    "data": {"state": "not a mapping"}}}) is not None
    assert limits.problem("comm_open", {"content": {"comm_id": "c", "target_name": "other.target", "data": {}}}) \
        == "comm_open to a target the pages do not use"
    control = {"content": {"comm_id": "c", "target_name": "jupyter.widget.control", "data": {}}}
    assert limits.problem("comm_open", control) is None
    assert limits.problem("comm_open", _open("LayoutModel", module="@jupyter-widgets/base")) is None
    assert limits.problem("comm_open", _open("HTMLModel")) == "comm_open past the 3 a page may open"
    assert limits.opened == 3


def test_no_message_may_carry_a_large_value() -> None:
    limits = CommLimits()
    small = {"content": {"comm_id": "c", "data": {"method": "update", "state": {"value": "Ann"}}}}
    assert limits.problem("comm_msg", small) is None
    big = {"content": {"comm_id": "c", "data": {"method": "update", "state": {"value": FIVE_MB}}}}
    assert limits.problem("comm_msg", big) == "comm_msg larger than 64 KiB"
    many = {"content": {"comm_id": "c", "data": {"method": "update", "state": {f"k{i}": "y" * 1000 for i in range(100)}}}}
    assert limits.problem("comm_msg", many) is not None  # every value small, together too large
    buffers = {"content": {"comm_id": "c", "data": {"method": "update", "state": {}}},
               "buffers": [memoryview(b"z" * (MAX_MESSAGE_BYTES + 1))]}
    assert limits.problem("comm_msg", buffers) is not None
    assert limits.problem("comm_open", _open("HTMLModel", value=FIVE_MB)) == "comm_open larger than 64 KiB"
    assert limits.opened == 0  # a refused open is not counted


def test_measuring_a_huge_message_stops_early() -> None:
    nested: Any = ["x" * 1000 for _ in range(10_000)]
    assert MAX_MESSAGE_BYTES < message_bytes(nested) < MAX_MESSAGE_BYTES + 2_000


def test_a_flood_of_refusals_is_a_handful_of_log_lines() -> None:
    limits = CommLimits()
    logged = [n for n in (limits.note_refusal("big") for _ in range(1000)) if n is not None]
    assert logged == [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]


# --------------------------------------------------------------------------- a real kernel

SETUP = """
import canasta_teach.app
import ipywidgets as W
from ipywidgets.widgets.widget import _instances
shown = W.HTML("small")
print(shown.model_id)
"""


def _rss_bytes(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmRSS")


# What the kernel holds, not what its allocator keeps: the flood's messages are parsed before
# they are dropped, and glibc keeps the freed pages of that peak mapped until asked to give
# them back. Both readings are taken after a collection and ``malloc_trim``, so the figure is
# the memory still referenced (CI once read 81 MB of freed pages as growth).
SETTLE = """
import ctypes, gc
gc.collect()
ctypes.CDLL("libc.so.6").malloc_trim(0)
"""


def _send_open(kc: Any, message: dict[str, Any]) -> None:
    """A ``comm_open`` as a widget front end sends it (the widget protocol's version)."""
    kc.shell_channel.send(kc.session.msg("comm_open", message["content"], metadata={"version": "2.1.0"}))


def _run(kc: Any, code: str) -> str:
    """Run ``code`` in the kernel and return what it printed; waits for the kernel to be idle
    (every message sent before has been handled: the shell channel is handled in order)."""
    msg_id = kc.execute(code)
    out: list[str] = []
    while True:
        msg = kc.get_iopub_msg(timeout=120)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "stream":
            out.append(msg["content"]["text"])
        elif msg["msg_type"] == "error":
            pytest.fail(f"{msg['content']['ename']}: {msg['content']['evalue']}")
        elif msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            return "".join(out)


@pytest.mark.timeout(300)
@pytest.mark.heavy
def test_sixty_five_megabyte_widgets_leave_the_kernel_bounded() -> None:
    from jupyter_client.manager import start_new_kernel

    km, kc = start_new_kernel(kernel_name="python3")
    try:
        shown = _run(kc, SETUP).split()[0]
        pid = km.provisioner.process.pid  # type: ignore[union-attr]
        widgets_before = int(_run(kc, "print(len(_instances))"))
        _run(kc, SETTLE)
        baseline = _rss_bytes(pid)
        for _ in range(60):  # the break: 60 HTML widgets holding 5 MB each
            _send_open(kc, _open("HTMLModel", value=FIVE_MB))
        for _ in range(20):  # 5 MB set on a widget of the page
            kc.shell_channel.send(kc.session.msg("comm_msg", {"comm_id": shown, "data": {
                "method": "update", "state": {"value": FIVE_MB}}}))
        for _ in range(3 * MAX_CLIENT_COMMS):  # small widgets, past the count
            _send_open(kc, _open("LabelModel", value="hi"))
        for _ in range(10):  # a model the app does not use
            _send_open(kc, _open("ColorPickerModel"))
        report = _run(kc, "print(len(_instances), len(shown.value))").split()
        _run(kc, SETTLE)
        grown = _rss_bytes(pid) - baseline
        opened = int(report[0]) - widgets_before
        print(f"kernel memory: baseline {baseline / 2**20:.0f} MB, after the flood "
              f"{(baseline + grown) / 2**20:.0f} MB; widgets opened by the page: {opened}")
        assert report[1] == str(len("small"))  # no large value was set
        assert opened <= 3 * MAX_CLIENT_COMMS  # each widget the page opened brings its layout and style
        # 60 x 5 MB held would be 300 MB; what is left is a few messages in flight at most
        assert grown < 60 * 2**20, f"the kernel grew by {grown / 2**20:.0f} MB"
        # and the kernel still serves its page: a small update is applied
        kc.shell_channel.send(kc.session.msg("comm_msg", {"comm_id": shown, "data": {
            "method": "update", "state": {"value": "still here"}}}))
        assert _run(kc, "print(shown.value)").strip() == "still here"
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
