"""The card table as a screen reader meets it, in a real browser (marker ``browser``).

Headless Chromium at 1280x800 under a real ``canasta-teach serve``. Every page gets, before
its scripts, a MutationObserver that logs every change of a live region (``aria-live``,
``role=status``/``alert``): the words a screen reader would say, which region said them,
and whether the region was inserted with its words already in it (a change many screen
readers never read). The accessibility tree comes from Chromium itself (the DevTools
protocol's ``Accessibility.getFullAXTree``).

On an act step and on a whole practice hand played with the keyboard only (seeded), after
every action: its result is said by a live region that existed before the action; the focus
is on an element with an accessible name, never the page body, never a disabled button; no
sentence a region says holds a suit symbol; the pile's accessible name says its top card.
On a lesson step, a quiz question and a guided hand's stop, answered with the keyboard:
the focus lands on the feedback, a group named by its verdict in words; no region and no
focused name says a suit symbol or a decorative mark (✔ ✘ →), text hidden from the tree
(``aria-hidden``) not counted. At a practice hand's end the focus is on its result and no
card of the closed table is in the Tab order.
The state keys (T, C, L, S, H) and the hand's type-ahead are pressed and heard. The words
said for one turn are written to ``tests/artifacts/a11y-practice-transcript.txt``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from canasta_teach.judge.wording import phrase
from tests.browser_support import WAIT_MS, School

PRACTICE_SEED = 20261201
pytestmark = [pytest.mark.browser, pytest.mark.school(env={"CANASTA_TEACH_PRACTICE_SEED": str(PRACTICE_SEED)})]

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
VIEWPORT = {"width": 1280, "height": 800}
SUITS = re.compile("[\u2660\u2665\u2666\u2663]")
#: Suits and the marks that only decorate: a screen reader says "heavy check mark".
NOISE = re.compile("[\u2660\u2665\u2666\u2663\u2714\u2718\u2713\u2717\u2192\u2190\u2744]")

#: Logs every live region's words: ``window.__said`` (one entry per change: the words, the
#: region's birth number, polite or assertive, inserted with words or changed in place) and
#: ``window.__regions`` (how many regions have been seen).
LIVE_LOG = """
(() => {
  window.__said = []; window.__regions = 0;
  const born = new WeakMap();
  const isRegion = (n) => n.nodeType === 1 && (n.hasAttribute('aria-live') || ['status', 'alert', 'log'].includes(n.getAttribute('role')));
  const kindOf = (r) => (r.getAttribute('aria-live') || (r.getAttribute('role') === 'alert' ? 'assertive' : 'polite'));
  const regionOf = (n) => { for (let a = n.nodeType === 1 ? n : n.parentElement; a; a = a.parentElement) if (isRegion(a)) return a; return null; };
  // what a screen reader says of a region: its text, less what is hidden from the tree
  const heard = (n) => n.nodeType === 3 ? n.nodeValue
    : (n.nodeType === 1 && n.getAttribute('aria-hidden') === 'true') ? '' : Array.from(n.childNodes).map(heard).join('');
  const words = (r) => heard(r).replace(/\\u00a0/g, ' ').replace(/\\s+/g, ' ').trim();
  const meet = (r) => {
    if (born.has(r)) return false;
    born.set(r, ++window.__regions);
    if (words(r)) window.__said.push({text: words(r), region: born.get(r), kind: kindOf(r), inserted: true,
                                      ours: !!r.closest('.ct-practice, .ctw-root')});
    return true;
  };
  const start = () => {
    document.querySelectorAll('[aria-live], [role=status], [role=alert], [role=log]').forEach(meet);
    new MutationObserver((changes) => {
      const changed = new Set();
      for (const m of changes) {
        for (const added of m.addedNodes || []) {
          if (added.nodeType !== 1) continue;
          const found = isRegion(added) ? [added] : [];
          found.push(...added.querySelectorAll('[aria-live], [role=status], [role=alert], [role=log]'));
          found.forEach(meet);
        }
        const r = regionOf(m.target);
        if (r && born.has(r)) changed.add(r);
      }
      for (const r of changed) {
        if (words(r)) window.__said.push({text: words(r), region: born.get(r), kind: kindOf(r), inserted: false,
                                          ours: !!r.closest('.ct-practice, .ctw-root')});
      }
    }).observe(document, {subtree: true, childList: true, characterData: true});
  };
  if (document.documentElement) start(); else document.addEventListener('DOMContentLoaded', start);
})();
"""

FOCUS = """() => { const e = document.activeElement;
  return {tag: e ? e.tagName : '', cls: e ? String(e.className) : '', body: !e || e === document.body,
          ours: !!(e && e.closest('.ctw-root, .ct-practice')),
          disabled: !!(e && (e.disabled || e.getAttribute('aria-disabled') === 'true'))}; }"""


class Listener:
    """A page as a screen reader hears it: the live-region log and Chromium's tree."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.cdp = page.context.new_cdp_session(page)
        self.cdp.send("Accessibility.enable")
        self.transcript: list[str] = []

    def tree(self) -> list[dict[str, Any]]:
        return list(self.cdp.send("Accessibility.getFullAXTree")["nodes"])

    def focused(self) -> dict[str, str]:
        """The focused node of the accessibility tree (not the page's root, which has the
        focus too while the page has it): its role and name."""
        found = {"role": "", "name": ""}
        for node in self.tree():
            props = {p["name"]: p.get("value", {}).get("value") for p in node.get("properties", [])}
            role = str(node.get("role", {}).get("value", ""))
            if props.get("focused") and role != "RootWebArea":
                found = {"role": role, "name": str(node.get("name", {}).get("value", ""))}
        return found

    def names(self, role: str) -> list[str]:
        return [str(n.get("name", {}).get("value", "")) for n in self.tree() if n.get("role", {}).get("value") == role]

    def mark(self) -> tuple[int, int]:
        """Where the log is now: (entries, regions seen)."""
        return tuple(self.page.evaluate("() => [window.__said.length, window.__regions]"))  # type: ignore[return-value]

    def said_since(self, mark: tuple[int, int]) -> list[dict[str, Any]]:
        return list(self.page.evaluate("(n) => window.__said.slice(n)", mark[0]))

    def act(self, what: str, do: Any, *, expect: str | None = None, timeout: float = WAIT_MS) -> list[dict[str, Any]]:
        """Do an action, then check what a screen reader meets: words said (containing
        ``expect`` when given) by a region that existed before it, changed in place; the
        focus on a named element, not the body, not disabled; no suit symbol said."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        mark = self.mark()
        do()
        try:
            self.page.wait_for_function(
                """([n, regions, expect]) => window.__said.slice(n).some((s) => !s.inserted && s.ours && s.region <= regions
                     && (!expect || s.text.includes(expect)))""", arg=[mark[0], mark[1], expect or ""], timeout=timeout)
            self.page.wait_for_function(
                "() => { const e = document.activeElement; return e && e !== document.body && !e.disabled; }", timeout=timeout)
        except PlaywrightTimeout:
            raise AssertionError(f"{what}: said {self.said_since(mark)}, regions before {mark[1]}, "
                                 f"the focus on {self.page.evaluate(FOCUS)}") from None
        said = self.said_since(mark)
        old = [s for s in said if not s.get("inserted") and s.get("ours") and s["region"] <= mark[1]]
        assert old, f"{what}: nothing said by a region that was there before"
        inserted = [s["text"] for s in said if s.get("inserted") and s.get("ours")]
        assert not inserted, f"{what}: a region of the table was inserted with its words in it: {inserted}"
        for s in said:
            assert not NOISE.search(s["text"]), f"{what}: a region said a suit symbol or a mark: {s['text']!r}"
        focus = self.page.evaluate(FOCUS)
        assert not focus["body"] and not focus["disabled"], f"{what}: the focus is on {focus}"
        named = self.focused()
        assert named["name"].strip(), f"{what}: the focus is on an element without a name: {named} {focus}"
        assert not NOISE.search(named["name"]), f"{what}: the focused element's name says a symbol: {named}"
        self.transcript.append(f"[{what}]")
        self.transcript.extend(f"  {s['kind']}: {s['text']}" for s in said if not s.get("inserted") and s.get("ours"))
        self.transcript.append(f"  focus: {named['name']}, {named['role']}")
        return said

    def answered(self, what: str, do: Any, focus: str) -> dict[str, str]:
        """Answer a question (a lesson's, the quiz's, a guided stop's): the focus lands on
        ``focus`` (a selector), which has a role and a name in words; nothing said by any
        region of the page, nor that name, holds a suit symbol or a decorative mark."""
        mark = self.mark()
        do()
        self.page.wait_for_function("(s) => { const e = document.activeElement; return !!e && e.matches(s); }", arg=focus)
        named = self.focused()
        assert named["role"] not in ("", "generic", "none") and named["name"].strip(), f"{what}: the focus is on {named}"
        assert not NOISE.search(named["name"]), f"{what}: the focused element's name says a symbol: {named}"
        for s in self.said_since(mark):
            assert not NOISE.search(s["text"]), f"{what}: a region said a suit symbol or a mark: {s['text']!r}"
        self.transcript.append(f"[{what}]\n  focus: {named['name']}, {named['role']}")
        return named

    def key(self, key: str, expect: str) -> str:
        """Press a state key; the polite region says ``expect`` (a part of it)."""
        mark = self.mark()
        self.page.keyboard.press(key)
        self.page.wait_for_function(
            "([n, expect]) => window.__said.slice(n).some((s) => s.text.includes(expect))", arg=[mark[0], expect])
        text = next(s["text"] for s in self.said_since(mark) if expect in s["text"])
        assert not SUITS.search(text), text
        self.transcript.append(f"[key {key}]\n  polite: {text}")
        return str(text)


def tab_to(page: Any, selector: str, *, back: bool = False, limit: int = 80) -> None:
    """Tab (Shift+Tab) until the focused element matches ``selector``, enabled."""
    for _ in range(limit):
        if page.evaluate("(s) => { const e = document.activeElement; return !!e && e.matches(s) && !e.disabled; }", selector):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"the keyboard never reached {selector}")


def open_page(chromium: Any, url: str) -> tuple[Any, Listener]:
    page = chromium.new_page(viewport=VIEWPORT)
    page.add_init_script(LIVE_LOG)
    page.goto(url, wait_until="domcontentloaded")
    return page, Listener(page)


# ------------------------------------------------------------------------------ an act step


def test_an_act_step_speaks_and_keeps_the_focus(school: School, chromium: Any) -> None:
    """Lesson 6, step 2 ("frozen by a two"): the pile says its top card and the two lying
    crosswise (not yet "frozen": that is the answer); the learner selects the two kings by
    type-ahead and takes the pile with the keyboard; the result is said in place; the focus
    lands on a named element; the pile, taken, says it is empty."""
    page, ear = open_page(chromium, school.page("app.ipynb?lesson=6&step=2"))
    page.locator(".ct-act-table .ctw-hand-card").first.wait_for()
    pile = [n for n in ear.names("image") if n.startswith("Discard pile")]
    assert pile and "Top card: king of diamonds" in pile[0] and "crosswise: two of spades" in pile[0], pile
    assert phrase("act.say.pile-frozen") not in pile[0], f"the pile gives the answer away: {pile[0]}"
    headings = ear.names("heading")
    for label in ("act.label.them", "act.label.us", "act.label.hand", "act.label.heading-pile"):
        assert phrase(label).lower() in [h.lower() for h in headings], f"no heading {phrase(label)!r}: {headings}"
    tab_to(page, ".ct-act-table .ctw-hand-card")
    ear.key("t", "Top card: king of diamonds")
    ear.key("h", "Your hand")
    # type-ahead: K jumps to a king; Space selects it; K again to the other king
    page.keyboard.press("k")
    assert page.evaluate("() => document.activeElement.dataset.rank") == "K"
    page.keyboard.press("Space")
    page.keyboard.press("k")
    page.keyboard.press("Space")
    ear.key("s", "king of")
    tab_to(page, ".ct-act-table .ctw-action-take")
    ear.act("take the pile", lambda: page.keyboard.press("Enter"))
    # the table was updated in place: the pile, taken, says so
    assert phrase("act.say.pile-empty") in ear.names("image")
    page.close()


# ------------------------------------------------------------------------------ inputs

#: Roles of the tree that take the learner's input (Chromium's names for them).
INPUT_ROLES = ("textbox", "searchbox", "combobox", "checkbox", "radio", "spinbutton", "slider", "switch", "listbox")


def test_every_input_has_a_name(school: School, chromium: Any) -> None:
    """The index's name and code boxes and the practice table's settings (behind "New game"):
    each input of Chromium's tree has a name (a label, never a placeholder only)."""
    page, ear = open_page(chromium, school.page("app.ipynb"))
    page.locator(".ct-index a").first.wait_for()
    inputs = [(n["role"]["value"], n.get("name", {}).get("value", "")) for n in ear.tree()
              if n.get("role", {}).get("value") in INPUT_ROLES and not n.get("ignored")]
    assert len(inputs) >= 2 and all(name.strip() for _role, name in inputs), inputs
    page.close()
    page, ear = open_page(chromium, school.page("app.ipynb?practice"))
    page.locator(".ct-practice-setup-toggle button").click()
    page.locator(".ct-practice-players select").wait_for()
    inputs = [(n["role"]["value"], n.get("name", {}).get("value", "")) for n in ear.tree()
              if n.get("role", {}).get("value") in INPUT_ROLES and not n.get("ignored")]
    assert len(inputs) >= 2 and all(name.strip() for _role, name in inputs), inputs
    page.close()


# ------------------------------------------------------------------------------ questions in words


def test_a_lesson_step_the_quiz_and_a_guided_stop_say_cards_in_words(school: School, chromium: Any) -> None:
    """Lesson 2, step 1 (is a meld of queens and a two legal?), the quiz's first question and
    a guided hand's first stop, answered with the keyboard only: the focus lands on the
    feedback, named by its verdict and deciding sentence in words; the ✔ or ✘ and the cards'
    shorthand are shown but hidden from the tree."""
    page, ear = open_page(chromium, school.page("app.ipynb?lesson=2&step=1"))
    page.locator(".ct-answers button").first.wait_for()
    question = ear.names("heading")
    assert not any(NOISE.search(h) for h in question), question
    tab_to(page, ".ct-answers button")
    named = ear.answered("a lesson step: answer", lambda: page.keyboard.press("Enter"), ".ct-feedback-focus")
    assert named["role"] == "group"
    shown = page.inner_text(".ct-feedback-focus .ct-verdict")
    assert shown[:1] in "\u2714\u2718", f"the verdict's mark is no longer shown: {shown!r}"
    assert named["name"].startswith(shown[1:].strip()[:8]), (named, shown)
    # "Next →" is named "Next": no button or link is named with an arrow or a suit
    page.locator(".ct-next").wait_for()
    page.wait_for_function("() => document.querySelector('.ct-next').getAttribute('aria-label') !== null")
    controls = ear.names("button") + ear.names("link")
    assert controls and not [c for c in controls if NOISE.search(c)], controls
    page.close()

    page, ear = open_page(chromium, school.page("app.ipynb?quiz"))
    page.locator(".ct-answers button").first.wait_for()
    tab_to(page, ".ct-answers button")
    ear.answered("the quiz: answer", lambda: page.keyboard.press("Enter"), ".ct-feedback-focus")
    page.close()

    from canasta_teach.content.guided import load_guided_hands

    hand = load_guided_hands()[0]
    page, ear = open_page(chromium, school.page(f"app.ipynb?practice&guided={hand.id}"))
    page.locator(".ct-guided .ctw-hand-card").first.wait_for()
    plain = {"first-meld": "keep", "frozen-pile": "draw", "going-out": "stay"}[next(iter(hand.pauses))]
    tab_to(page, f".ct-guided .ctw-action-{plain}")
    ear.act("a guided stop: " + plain, lambda: page.keyboard.press("Enter"))
    page.wait_for_function("() => !!document.activeElement && document.activeElement.matches('.ct-guided .ct-feedback-focus')")
    named = ear.focused()
    assert named["role"] == "group" and named["name"].strip() and not NOISE.search(named["name"]), named
    # "Play on" moves into the next stop: the focus follows to its question, never the body
    tab_to(page, ".ct-guided-on")
    ear.answered("a guided hand: play on", lambda: page.keyboard.press("Enter"), ".ct-guided h2.ct-heading")
    page.close()


# ------------------------------------------------------------------------------ a practice hand


def enabled(page: Any) -> list[str]:
    return list(page.eval_on_selector_all(".ct-practice-table .ctw-actions button:not([disabled])", "bs => bs.map(b => b.dataset.action)"))


def plain_cards(page: Any) -> list[int]:
    """Hand positions of cards that are neither wild nor threes, one per rank."""
    return list(page.eval_on_selector_all(
        ".ct-practice-table .ctw-hand-card",
        """bs => { const seen = new Set(); return bs.filter(b => {
                 const rank = b.dataset.rank;
                 if (b.querySelector('.ct-wild') || rank === '3' || seen.has(rank)) return false;
                 seen.add(rank); return true; }).map(b => Number(b.dataset.index)); }"""))


def to_card(page: Any, index: int) -> None:
    """Focus the hand's card ``index`` with the keyboard (Home, then the arrow keys)."""
    tab_to(page, ".ct-practice-table .ctw-hand-card", back=True)
    page.keyboard.press("Home")
    for _ in range(index):
        page.keyboard.press("ArrowRight")
    assert page.evaluate("() => Number(document.activeElement.dataset.index)") == index


def clear_selection(page: Any) -> None:
    for index in page.eval_on_selector_all(".ct-practice-table .ctw-hand-card.ctw-selected", "bs => bs.map(b => Number(b.dataset.index))"):
        to_card(page, index)
        page.keyboard.press("Space")


def test_a_practice_hand_played_with_the_keyboard_only(school: School, chromium: Any) -> None:
    page, ear = open_page(chromium, school.page("app.ipynb?practice"))
    page.locator(".ct-practice-table .ctw-actions button").first.wait_for()
    # two players (the quickest hand), dealt with the keyboard: "New game", the menu, the button
    tab_to(page, ".ct-practice-setup-toggle button")
    page.keyboard.press("Enter")
    page.locator(".ct-practice-players select").wait_for()
    tab_to(page, ".ct-practice-players select")
    page.select_option(".ct-practice-players select", label=phrase("practice.players.2"))
    tab_to(page, ".ct-practice-new")
    page.keyboard.press("Enter")
    page.locator(".ct-held:has-text('Your opponent')").wait_for()
    page.locator(".ct-practice-table .ctw-action-draw:not([disabled])").wait_for()
    pile = [n for n in ear.names("image") if n.startswith("Discard pile")]
    assert pile and "Top card:" in pile[0], pile
    headings = ear.names("heading")
    for label in ("act.label.them", "act.label.us", "act.label.hand", "act.label.heading-pile"):
        assert phrase(label).lower() in [h.lower() for h in headings], f"no heading {phrase(label)!r}: {headings}"
    # the hint, from its button
    tab_to(page, ".ct-hint-button")  # under the table's actions
    ear.act("what may I do", lambda: page.keyboard.press("Enter"))
    turn_start = len(ear.transcript)
    turn_end: int | None = None
    coached = False
    keys_heard = False
    for _turn in range(300):
        if page.locator(".ct-hand-end").count():
            break
        actions = enabled(page)
        if not actions:
            page.wait_for_function(
                "() => document.querySelector('.ct-hand-end') || document.querySelector('.ct-practice-table .ctw-actions button:not([disabled])')")
            continue
        if "red-three" in actions:
            clear_selection(page)
            tab_to(page, ".ct-practice-table .ctw-action-red-three")
            ear.act("lay out the red three", lambda: page.keyboard.press("Enter"))
        elif "yes" in actions:
            tab_to(page, ".ct-practice-table .ctw-action-yes")
            ear.act("answer yes", lambda: page.keyboard.press("Enter"))
        elif "draw" in actions:
            clear_selection(page)
            tab_to(page, ".ct-practice-table .ctw-action-draw")
            said = ear.act("draw from the stock", lambda: page.keyboard.press("Enter"), expect="You drew")
            if not keys_heard:
                keys_heard = True
                ear.key("t", "Discard pile")
                ear.key("c", "Stock:")
                ear.key("l", "Last moves")
                ear.key("h", "Your hand")
                ear.key("s", phrase("act.say.selected-none"))
        elif "discard" in actions:
            cards = plain_cards(page) or [0]
            if not coached and len(cards) >= 2:
                coached = True
                for index in cards[:2]:
                    to_card(page, index)
                    page.keyboard.press("Space")
                chosen = ear.key("s", "Selected:")
                tab_to(page, ".ct-coach-button")  # under the table's actions
                ear.act(f"ask the coach ({chosen})", lambda: page.keyboard.press("Enter"), expect=phrase("practice.coach-thinking")[:15])
                page.wait_for_function("() => { const b = document.querySelector('.ct-coach-button'); return b && !b.disabled; }")
                page.wait_for_function("(w) => window.__said.some((s) => s.ours && s.text.startsWith(w))",
                                       arg=phrase("practice.coach-short.clear", best="")[:10])
                ear.transcript.append("  polite: " + next(s["text"] for s in page.evaluate("() => window.__said")
                                                            if s["text"].startswith(phrase("practice.coach-short.clear", best="")[:10])))
                ear.transcript.append(f"  focus: {ear.focused()['name']}")
                clear_selection(page)
            outcome = "refused"
            for index in cards[::-1]:
                clear_selection(page)
                to_card(page, index)
                page.keyboard.press("Space")
                tab_to(page, ".ct-practice-table .ctw-action-discard")
                before = ear.mark()
                said = ear.act("discard", lambda: page.keyboard.press("Enter"))
                if any(s["kind"] == "assertive" for s in said):
                    continue
                outcome = "played"
                # the bots' moves come one by one: wait for the turn (or the end), said
                mark = ear.mark()
                page.wait_for_function(
                    """([n, w]) => document.querySelector('.ct-hand-end')
                        || (document.querySelector('.ct-practice-table .ctw-actions button:not([disabled])')
                            && window.__said.slice(n).some((s) => s.text.includes(w)))""",
                    arg=[before[0], phrase("practice.turn.draw")[:10]])
                assert not page.evaluate(FOCUS)["body"], "the focus fell to the body during the other players' turn"
                ear.transcript.extend(f"  {s['kind']}: {s['text']}" for s in ear.said_since(mark) if s.get("ours"))
                ear.transcript.append(f"  focus: {ear.focused()['name']}, {ear.focused()['role']}")
                if turn_end is None:
                    turn_end = len(ear.transcript)
                break
            assert outcome == "played", "no card could be discarded"
        elif "end-turn" in actions:
            tab_to(page, ".ct-practice-table .ctw-action-end-turn")
            ear.act("end the turn", lambda: page.keyboard.press("Enter"))
        else:
            raise AssertionError(f"no action to take among {actions}")
    page.locator(".ct-hand-scores .ct-score-table").first.wait_for()
    # the focus is on the hand's result, named; the closed table's cards are out of the Tab order
    page.wait_for_function("() => !!document.activeElement && document.activeElement.matches('.ct-hand-end')")
    result = ear.focused()
    assert result["role"] == "group" and result["name"].strip() and not NOISE.search(result["name"]), result
    ear.transcript.append(f"[the hand ends]\n  focus: {result['name']}, {result['role']}")
    tabbable = page.eval_on_selector_all(".ct-practice-table button, .ct-practice-table [tabindex]",
                                         "es => es.filter(e => !e.disabled && e.tabIndex >= 0).map(e => e.className)")
    assert not tabbable, f"the closed table still has Tab stops: {tabbable}"
    # the end of the hand was said, and the focus is not on the body
    log = page.evaluate("() => window.__said")
    assert any(phrase("practice.hand-over") in s["text"] for s in log), "the end of the hand was not said"
    assert not page.evaluate(FOCUS)["body"]
    assert coached and keys_heard
    for s in log:
        assert not NOISE.search(s["text"]), s
    in_place = sum(1 for s in log if s.get("ours") and not s["inserted"])
    inserted = sum(1 for s in log if s.get("ours") and s["inserted"])
    assert inserted == 0 and in_place > 0, (in_place, inserted)
    print(f"\nthe table's and practice's live regions: {in_place} changes in place, {inserted} inserted with words; "
          f"{sum(1 for s in log if not s.get('ours'))} changes of other regions on the page")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    one_turn = ear.transcript[turn_start:turn_end]
    (ARTIFACTS / "a11y-practice-transcript.txt").write_text("\n".join(one_turn) + "\n\n--- the whole hand ---\n"
                                                             + "\n".join(ear.transcript) + "\n", encoding="utf-8")
    page.close()
