"""Through a real ``serve``: an answer past the learner's limit says "slow down" and the step
stays open (issue 17, item 2; the kernel-side objects are in ``test_refused_answers.py``).

The learner's minute is used up by other tabs (60 answers written to the class's store just
before the click); a wrong answer clicked on the served page then gets "slow down", no
verdict, the answer buttons stay usable and nothing is stored as the first answer.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from canasta_teach.cli import serve as serve_mod
from canasta_teach.content.lessons import check_response, get_lesson, lesson_positions
from canasta_teach.judge.wording import phrase
from canasta_teach.progress.store import ANSWERS_PER_MINUTE, Answer, ProgressStore, learner_id
from tests import browser_support as bs
from tests.test_serve_hardening import _get, launched

SLOW = phrase("app.slow-down")
LESSON = "06-the-frozen-pile"


@pytest.mark.browser
def test_a_served_answer_past_the_learners_limit_says_slow_down_and_is_not_judged(tmp_path: Path) -> None:
    from benchmarks._widget_client import WidgetClient
    from canasta_teach.app.act_step import is_act_step

    db = tmp_path / "s.sqlite3"
    positions = lesson_positions(get_lesson(LESSON))
    step = next(i for i, p in enumerate(positions)
                if not is_act_step(p) and isinstance(check_response(p, True).correct, bool)
                and check_response(p, True).correct != check_response(p, False).correct)
    position = positions[step]
    wrong_label = "No" if check_response(position, True).correct else "Yes"
    with ProgressStore.open(db) as store:
        learner, code = store.claim_name("Ann")
    other = lesson_positions(get_lesson("01-cards-and-values"))[0]

    argv = [sys.executable, "-m", "canasta_teach.cli", "serve", "--store", str(db)]
    with launched(serve_mod.notebooks_dir(), argv=argv) as srv:
        status, headers, html = _get(srv.url(f"voila/render/app.ipynb?me={code}&lesson=6&step={step + 1}"))
        kernel = bs.kernel_id_in(html)
        assert status == 200 and kernel, status
        cookie = headers.get("set-cookie", "").split(";", 1)[0] or None

        async def click_past_the_limit() -> tuple[str, bool]:
            client = WidgetClient(f"http://127.0.0.1:{srv.port}/", kernel, cookie=cookie)
            await client.connect(60)
            await client.kernel_info(60)
            await client.restore_widgets(60)
            [wrong] = [b for b in client.find("ButtonModel", "ct-answer") if b.state.get("description") == wrong_label]
            # other tabs of the same learner used up the minute
            with ProgressStore.open(db, answers_per_minute=None) as store:
                for _ in range(ANSWERS_PER_MINUTE):
                    store.record_answer(Answer(learner_id(learner), other.id, rule_ids=(), correct=True,
                                               first_try=True, source="lesson:01-cards-and-values"))
            said = client.expect(lambda m: m.channel == "iopub" and m.msg_type == "comm_msg"
                                 and SLOW in str(((m.content.get("data") or {}).get("state") or {}).get("value", "")))
            client.send_click(wrong.model_id)
            message = await client.wait(said, 60, "the slow-down words")
            await client.kernel_info(60)  # every update of the click has arrived
            disabled = bool(client.models[wrong.model_id].state.get("disabled"))
            await client.close()
            return str(message.content["data"]["state"]["value"]), disabled

        shown, disabled = asyncio.run(click_past_the_limit())
    assert SLOW in shown and "Not quite" not in shown and "ct-verdict" not in shown
    assert not disabled  # the step stays open: the answer may be given again
    with ProgressStore.open(db) as store:
        assert position.id not in store.first_answers(learner)
