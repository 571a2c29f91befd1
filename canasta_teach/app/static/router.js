// The app's link to the browser: the address bar, the back and forward buttons, in-app
// links, and moving the learner's eyes to the feedback. No rule and no answer here: the
// kernel decides every place; this file only reports what the browser did.
//
// kernel -> page (custom messages):
//   {kind: "push", query: "?lesson=6&step=3", title}  history.pushState (a new place), document.title
//   {kind: "replace", query: "?lesson=6&step=3"}  history.replaceState (same place, new words)
//   {kind: "focus", id: "ct-fb-12-1"}             scroll to that element (or the first shown
//                                                 element of that class) and focus it
// It also names what the widgets cannot: the app is the main landmark, each step's answers a
// group labelled by its question; the skip link and the personal link's Copy button work here.
// page -> kernel (custom messages):
//   {kind: "pop", query: location.search}         the back or forward button
//   {kind: "link", href: "..."}                   a click on an in-app link
//   {kind: "hello", query: location.search}       once on load: where the page is
//   {kind: "base", href: origin + pathname}       once on load: the app's own address (for
//                                                 the learner's personal link; the kernel checks it)

function sameDocumentLink(anchor) {
  const href = anchor.getAttribute("href");
  if (!href || anchor.target === "_blank" || anchor.hasAttribute("download")) return null;
  // The language menu's links (hreflang) open the same place in another language: a new
  // page, which the kernel builds in that language; never a move inside this one.
  if (anchor.hasAttribute("hreflang")) return null;
  if (href.startsWith("?")) return href;
  // Links written for the single notebooks ("06-the-frozen-pile.ipynb?learner=Ann"): the
  // kernel maps them to a place of the app.
  if (/^[A-Za-z0-9_.-]+\.ipynb(\?[^#]*)?$/.test(href)) return href;
  return null;
}

// The element to focus: by id, else (a widget, whose id the page does not set) the first
// shown element with that class; never a hidden or disabled one.
function focusTarget(id) {
  const byId = document.getElementById(id);
  if (byId) return byId;
  const usable = (e) => e.offsetParent !== null && !e.disabled;
  return [...document.getElementsByClassName(id)].find(usable) || null;
}

function focusWhenShown(id, tries) {
  const el = focusTarget(id);
  if (!el) {
    if (tries > 0) setTimeout(() => focusWhenShown(id, tries - 1), 25);
    return;
  }
  const rect = el.getBoundingClientRect();
  const fits = rect.top >= 0 && rect.bottom <= window.innerHeight;
  if (!fits) el.scrollIntoView({ block: rect.height > window.innerHeight ? "start" : "nearest" });
  el.focus({ preventScroll: true });
}

// Structure the page's widgets cannot say themselves: the app is the page's main landmark,
// and each step's answers are a group named by the step's question (its h2).
function structure() {
  for (const app of document.querySelectorAll(".ct-app")) {
    if (app.getAttribute("role") !== "main") app.setAttribute("role", "main");
  }
  for (const answers of document.querySelectorAll(".ct-decision .ct-answers")) {
    const heading = answers.closest(".ct-decision").querySelector("h2.ct-heading[id]");
    if (!heading) continue;
    if (answers.getAttribute("role") !== "group") answers.setAttribute("role", "group");
    if (answers.getAttribute("aria-labelledby") !== heading.id) answers.setAttribute("aria-labelledby", heading.id);
  }
  // A button's arrow ("Next \u2192") shows the way and its tick the chosen answer; read
  // aloud they are "right arrow", "check mark": the button is named by its words alone.
  for (const button of document.querySelectorAll(".ct-app button, .ct-app a[href]")) {
    if (button.closest(".ctw-root")) continue;  // the card table names its own buttons
    const shown = heard(button).trim();
    const words = shown.replace(MARKS, " ").replace(/\s+/g, " ").trim();
    if (words && words !== shown) {
      if (button.getAttribute("aria-label") !== words) { button.setAttribute("aria-label", words); button.dataset.ctNamed = "1"; }
    } else if (button.dataset.ctNamed) {
      button.removeAttribute("aria-label");
      delete button.dataset.ctNamed;
    }
  }
}

// The text a screen reader takes from a node: less what is hidden from it.
function heard(node) {
  if (node.nodeType === 3) return node.nodeValue;
  if (node.nodeType !== 1 || node.getAttribute("aria-hidden") === "true") return "";
  return Array.from(node.childNodes).map(heard).join("");
}

const MARKS = /[\u2190-\u2199\u27a1\u2b05\u2713\u2714\u2717\u2718]/g;

// The Copy button of the learner's personal link: the link to the clipboard, and the
// button's data-done words said in the status beside it. Without the clipboard (a page on
// plain http away from this computer), the link is selected for the learner to copy.
function copyLink(button) {
  const text = button.getAttribute("data-copy") || "";
  const said = button.parentElement && button.parentElement.querySelector(".ct-copy-said");
  const done = () => { if (said) said.textContent = button.getAttribute("data-done") || ""; };
  const select = () => {
    const link = button.closest(".ct-code-box") && button.closest(".ct-code-box").querySelector(".ct-personal-link");
    if (!link) return;
    const range = document.createRange();
    range.selectNodeContents(link);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    if (document.execCommand && document.execCommand("copy")) done();
  };
  if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, select);
  else select();
}

function render({ model, el }) {
  el.classList.add("ct-router");
  el.setAttribute("aria-hidden", "true");
  const onPop = () => model.send({ kind: "pop", query: window.location.search });
  const onClick = (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const copy = event.target.closest && event.target.closest(".ct-app button.ct-copy");
    if (copy) { event.preventDefault(); copyLink(copy); return; }
    const skip = event.target.closest && event.target.closest(".ct-app a.ct-skip-link");
    if (skip) {  // past the bar to the page's own heading
      event.preventDefault();
      const body = document.querySelector(".ct-app .ct-app-body");
      const heading = body && body.querySelector("h1, h2");
      if (heading) { if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1"); heading.focus(); }
      return;
    }
    const anchor = event.target.closest && event.target.closest(".ct-app a[href]");
    if (!anchor) return;
    const href = sameDocumentLink(anchor);
    if (href === null) return;
    event.preventDefault();
    model.send({ kind: "link", href: href });
  };
  const onMessage = (msg) => {
    if (!msg || typeof msg !== "object") return;
    if ((msg.kind === "push" || msg.kind === "replace") && typeof msg.query === "string") {
      if (typeof msg.title === "string" && msg.title) document.title = msg.title;
      const url = window.location.pathname + msg.query;
      if (url === window.location.pathname + window.location.search) return;
      if (msg.kind === "push") window.history.pushState({ ct: true }, "", url);
      else window.history.replaceState({ ct: true }, "", url);
    } else if (msg.kind === "focus" && typeof msg.id === "string") {
      focusWhenShown(msg.id, 80);
    } else if (msg.kind === "top") {
      window.scrollTo(0, 0);
    }
  };
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; structure(); });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  structure();
  window.addEventListener("popstate", onPop);
  document.addEventListener("click", onClick, true);
  model.on("msg:custom", onMessage);
  // The kernel learns where the page really is (a preheated kernel may have rendered
  // before the address was known; a restored tab may differ from what it rendered).
  model.send({ kind: "hello", query: window.location.search });
  model.send({ kind: "base", href: window.location.origin + window.location.pathname });
  return () => {
    window.removeEventListener("popstate", onPop);
    document.removeEventListener("click", onClick, true);
    model.off("msg:custom", onMessage);
    observer.disconnect();
  };
}

export default { render };
