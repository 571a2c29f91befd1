// The app's link to the browser: the address bar, the back and forward buttons, in-app
// links, and moving the learner's eyes to the feedback. No rule and no answer here: the
// kernel decides every place; this file only reports what the browser did.
//
// kernel -> page (custom messages):
//   {kind: "push", query: "?lesson=6&step=3", title}  history.pushState (a new place), document.title
//   {kind: "replace", query: "?lesson=6&step=3"}  history.replaceState (same place, new words)
//   {kind: "focus", id: "ct-fb-12-1"}             scroll to that element and focus it
// page -> kernel (custom messages):
//   {kind: "pop", query: location.search}         the back or forward button
//   {kind: "link", href: "..."}                   a click on an in-app link
//   {kind: "hello", query: location.search}       once on load: where the page is
//   {kind: "base", href: origin + pathname}       once on load: the app's own address (for
//                                                 the learner's personal link; the kernel checks it)

function sameDocumentLink(anchor) {
  const href = anchor.getAttribute("href");
  if (!href || anchor.target === "_blank" || anchor.hasAttribute("download")) return null;
  if (href.startsWith("?")) return href;
  // Links written for the single notebooks ("06-the-frozen-pile.ipynb?learner=Ann"): the
  // kernel maps them to a place of the app.
  if (/^[A-Za-z0-9_.-]+\.ipynb(\?[^#]*)?$/.test(href)) return href;
  return null;
}

function focusWhenShown(id, tries) {
  const el = document.getElementById(id);
  if (!el) {
    if (tries > 0) setTimeout(() => focusWhenShown(id, tries - 1), 25);
    return;
  }
  const rect = el.getBoundingClientRect();
  const fits = rect.top >= 0 && rect.bottom <= window.innerHeight;
  if (!fits) el.scrollIntoView({ block: rect.height > window.innerHeight ? "start" : "nearest" });
  el.focus({ preventScroll: true });
}

function render({ model, el }) {
  el.classList.add("ct-router");
  el.setAttribute("aria-hidden", "true");
  const onPop = () => model.send({ kind: "pop", query: window.location.search });
  const onClick = (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
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
  };
}

export default { render };
