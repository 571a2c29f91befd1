// The card table of canasta-teach (an anywidget front end).
//
// It only draws the view model the kernel sends (hand, melds, pile, stock, red threes,
// scores, actions, highlight, message) and sends what the learner does:
// {action, selected, meld}. No rule of the game lives here: the kernel checks every message
// and the referee rules on every play. Every word shown or said comes from the kernel
// (`labels`, the actions' labels, the cards' names, the message, the spoken sentences).
//
// For a screen reader the table is built once and then updated in place: the nodes that
// hold the focus (a card of the hand, an action, a meld to add to) and the two live regions
// (polite for news, assertive for refusals) are never thrown away, so the focus and the
// reader's place survive every update and every change of a region is spoken. After an
// action the focus goes to what answers it (the hand after a draw, the next enabled action,
// the message), never to the page body. The state keys (T, C, L, S, H) and the hand's
// type-ahead say things into the polite region.

function el(tag, cls, attrs) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (attrs) {
    for (const [key, value] of Object.entries(attrs)) {
      if (value !== undefined && value !== null) node.setAttribute(key, String(value));
    }
  }
  return node;
}

function text(tag, cls, words) {
  const node = el(tag, cls);
  node.textContent = words;
  return node;
}

function setText(node, words) {
  if (node.textContent !== words) node.textContent = words;
}

function setAttr(node, name, value) {
  if (value === null || value === undefined) {
    if (node.hasAttribute(name)) node.removeAttribute(name);
  } else if (node.getAttribute(name) !== String(value)) {
    node.setAttribute(name, String(value));
  }
}

// One card face, drawn as the HTML tables draw it (same CSS classes).
function cardFace(card, opts) {
  const o = opts || {};
  const classes = card.classes.slice();
  if (o.size) classes.push("ct-" + o.size);
  if (o.crosswise) classes.push("ct-crosswise");
  if (o.extra) classes.push(...o.extra);
  if (o.highlight) classes.push("ct-highlight");
  const face = el("span", classes.join(" "));
  if (o.decorative) {
    face.setAttribute("aria-hidden", "true");
  } else {
    face.setAttribute("role", "img");
    face.setAttribute("aria-label", card.name);
    face.setAttribute("title", card.name);
  }
  const corner = () => {
    const c = el("span", "ct-corner", { "aria-hidden": "true" });
    c.appendChild(text("span", card.rank === "10" ? "ct-rank ct-ten" : "ct-rank", card.rank));
    if (card.pip) c.appendChild(text("span", "ct-pip", card.pip));
    return c;
  };
  const tl = corner();
  tl.classList.add("ct-tl");
  const br = corner();
  br.classList.add("ct-br");
  face.appendChild(tl);
  const centre = text("span", "ct-centre", card.centre);
  centre.setAttribute("aria-hidden", "true");
  face.appendChild(centre);
  face.appendChild(br);
  if (card.wild_tag) {
    // the visible tag; its meaning is part of the card's name ("two of spades, wild")
    const tag = text("span", "ct-wild-tag", "wild");
    tag.setAttribute("aria-hidden", "true");
    face.appendChild(tag);
  }
  return face;
}

// Keys for a list of items: the same card twice gets "Ks#0" and "Ks#1".
function keysOf(items, base) {
  const seen = new Map();
  return items.map((item) => {
    const b = base(item);
    const n = seen.get(b) || 0;
    seen.set(b, n + 1);
    return b + "#" + n;
  });
}

// Make `container`'s keyed children match `items` in order, reusing the nodes whose key
// stays (a focused node is never moved: the order of the kept nodes does not change).
function reconcile(container, items, keys, make, update) {
  const old = new Map();
  for (const child of Array.from(container.children)) {
    if (child.dataset && child.dataset.key !== undefined) old.set(child.dataset.key, child);
    else child.remove();
  }
  const wanted = items.map((item, i) => {
    let node = old.get(keys[i]);
    if (node) {
      old.delete(keys[i]);
      if (update) update(node, item, i);
    } else {
      node = make(item, i);
      node.dataset.key = keys[i];
    }
    return node;
  });
  for (const node of old.values()) node.remove();
  wanted.forEach((node, i) => {
    if (container.children[i] !== node) container.insertBefore(node, container.children[i] || null);
  });
}

function isTyping(target) {
  if (!target || !target.tagName) return false;
  const tag = target.tagName.toLowerCase();
  return tag === "input" || tag === "textarea" || tag === "select" || target.isContentEditable;
}

function render({ model, el: root }) {
  const labels = () => model.get("labels") || {};
  const box = el("div", "ctw-root");
  root.appendChild(box);
  // The hand card that keeps the keyboard focus (roving tabindex), by index.
  let focusIndex = 0;
  // The last action sent (to place the focus when the kernel answers it).
  let lastSent = null;
  // The element of the table that had the focus last, and whether the table parked the
  // focus on the message because nothing else could take it.
  let lastFocused = null;
  let parked = false;

  const lit = () => new Set(model.get("highlight") || []);
  const enabled = () => (model.get("actions") || []).filter((a) => a.enabled && !model.get("closed"));
  const canAdd = () => enabled().some((a) => a.id === "add");

  // ------------------------------------------------------------------ the skeleton, built once
  const table = el("div", "ct-table ctw-table", { role: "group" });
  const head = el("div", "ct-scores");
  const scoreMain = el("span", "ct-score-main");
  const ruleset = el("span", "ct-ruleset");
  const stockInline = el("span", "ctw-stock-inline", { "aria-hidden": "true" });
  head.append(scoreMain, ruleset, stockInline);
  const top = el("div", "ctw-top");

  function sideSkeleton(who) {
    const side = el("div", "ct-side ct-" + who);
    const title = el("div", "ct-side-title", { role: "heading" });
    const area = el("div", "ct-area");
    const row = el("div", "ct-melds");
    const empty = el("span", "ct-empty");
    const reds = el("span", "ct-red-threes", { role: "group" });
    const redCards = el("span", "ct-cards");
    const redCaption = el("span", "ct-caption");
    reds.append(redCards, redCaption);
    // Tranca: the side's morto, face down until taken (one image named by its words)
    const morto = el("span", "ctw-morto", { role: "img" });
    const mortoLabel = el("span", "ctw-morto-label", { "aria-hidden": "true" });
    const mortoCard = el("span", "", { "aria-hidden": "true" });
    const mortoCaption = el("span", "ct-caption", { "aria-hidden": "true" });
    const mortoText = el("span", "ctw-morto-text", { "aria-hidden": "true" });
    mortoText.append(mortoLabel, mortoCaption);
    morto.append(mortoCard, mortoText);
    morto.hidden = true;
    // the red threes and the morto share a row (a phone's screen has no height to spare)
    const extras = el("span", "ctw-side-extras");
    extras.append(reds, morto);
    area.append(empty, row, extras);
    side.append(title, area);
    return { side, title, row, empty, reds, redCards, redCaption, morto, mortoLabel, mortoCard, mortoCaption };
  }
  const them = sideSkeleton("them");
  const us = sideSkeleton("us");

  const middle = el("div", "ct-middle ctw-middle");
  const stock = el("div", "ct-heap ct-stock");
  const stockLabel = el("span", "ct-heap-label", { "aria-hidden": "true" });
  const stockSlot = el("span", "ct-slot");
  const stockCard = el("span", "", { role: "img" });
  stockSlot.appendChild(stockCard);
  const stockCaption = el("span", "ct-caption", { "aria-hidden": "true" });
  stock.append(stockLabel, stockSlot, stockCaption);
  const pileBox = el("div", "ct-heap ct-pile");
  const pileHeading = el("span", "ct-heap-label", { role: "heading" });
  // the pile is one image whose name says it all (top card, the card crosswise, frozen)
  const pileSlot = el("span", "ct-slot", { role: "img" });
  const pileCaption = el("span", "ct-caption", { "aria-hidden": "true" });
  const pileNote = el("span", "ct-frozen-note", { "aria-hidden": "true" });
  pileBox.append(pileHeading, pileSlot, pileCaption, pileNote);
  middle.append(stock, pileBox);
  top.append(them.side, middle);

  const handBox = el("div", "ct-hand ctw-hand");
  const handTitle = el("div", "ct-side-title", { role: "heading" });
  const handEmpty = el("span", "ct-empty");
  // a toolbar: one Tab stop, the arrow keys move along the cards (roving tabindex)
  const handRow = el("div", "ctw-hand-cards", { role: "toolbar" });
  handBox.append(handTitle, handEmpty, handRow);

  // the message: shown with the cards' marks, named by its words (focus may land on it)
  const message = el("div", "ctw-message", { tabindex: "-1", role: "group" });
  const messageShown = el("span", "ctw-message-shown", { "aria-hidden": "true" });
  const messageSaid = el("span", "ctw-sr");
  message.append(messageShown, messageSaid);

  const bar = el("div", "ctw-actions", { role: "group" });
  const keys = el("details", "ctw-keys");
  const keysSummary = el("summary", "");
  const keysText = el("p", "");
  keys.append(keysSummary, keysText);
  table.append(head, top, us.side, handBox, message, bar, keys);

  // the live regions: created once, empty, and only their text changes
  const polite = el("div", "ctw-sr ctw-live", { role: "status", "aria-live": "polite", "aria-atomic": "true" });
  const assertive = el("div", "ctw-sr ctw-alert", { role: "alert", "aria-live": "assertive", "aria-atomic": "true" });
  box.append(table, polite, assertive);

  function sayInto(region, words) {
    if (!words) return;
    // the same words again are still a change (a non-breaking space comes and goes)
    region.textContent = region.textContent === words ? words + "\u00a0" : words;
  }
  const speak = (words) => sayInto(polite, words);

  // ------------------------------------------------------------------ sending
  function sendAction(actionId, meld, end) {
    const selected = (model.get("selected") || []).slice();
    const sent = { action: actionId, selected: selected };
    if (meld !== undefined) sent.meld = meld;
    if (end !== undefined) sent.end = end;
    lastSent = actionId;
    model.send(sent);
  }

  function toggle(index) {
    if (model.get("closed")) return;
    const selected = new Set(model.get("selected") || []);
    if (selected.has(index)) selected.delete(index);
    else selected.add(index);
    model.set("selected", Array.from(selected).sort((a, b) => a - b));
    model.save_changes();
  }

  // ------------------------------------------------------------------ drawing in place
  function meldInner(meld, highlight, addable) {
    const node = el("span", "ct-meld" + (meld.canasta ? " ct-canasta ct-canasta-" + meld.canasta : ""));
    if (meld.badge) node.appendChild(text("span", "ct-badge ct-badge-" + meld.canasta, meld.badge));
    const cards = el("span", "ct-meld-cards");
    for (const card of meld.cards) {
      cards.appendChild(cardFace(card, { size: "small", highlight: highlight.has(card.code), decorative: addable }));
    }
    if (meld.canasta) {
      const count = text("span", "ct-canasta-count", "\u00d7" + meld.cards.length);
      count.setAttribute("aria-hidden", "true");
      cards.appendChild(count);
    }
    node.appendChild(cards);
    node.appendChild(text("span", "ct-caption", meld.caption));
    const parts = [node];
    if (addable) parts.push(text("span", "ctw-add-mark", "+"));
    return parts;
  }

  function drawSide(part, title, melds, reds, redCaption, highlight, addable, mortoInfo) {
    const level = model.get("heading_level") || 3;
    setText(part.title, title);
    setAttr(part.title, "aria-level", level);
    part.empty.hidden = melds.length > 0;
    setText(part.empty, labels()["no-melds"] || "");
    const signature = (meld) => JSON.stringify([meld.name, meld.cards.map((c) => c.code), meld.caption, meld.badge,
      meld.cards.filter((c) => highlight.has(c.code)).map((c) => c.code)]);
    const keyed = keysOf(melds, (meld) => (addable ? "add:" : "meld:") + meld.name.split(",")[0]);
    reconcile(part.row, melds, keyed, (meld, i) => {
      const wrap = addable && !meld.run
        ? el("button", "ctw-meld-button ctw-addable", { type: "button" })
        : el("span", meld.run ? "ctw-run" : "", { role: "group" });
      if (addable && !meld.run) wrap.addEventListener("click", () => sendAction("add", Number(wrap.dataset.index)));
      fillMeld(wrap, meld, i);
      return wrap;
    }, (wrap, meld, i) => fillMeld(wrap, meld, i));

    // A run (Tranca) grows at either end: one add button at each end of its cards, which
    // sends the end; the run itself is a group named by its words.
    function runEnd(wrap, end, label) {
      // named by its words (a hidden span), the "+" drawn beside them hidden: what is heard
      // is what the button does (as the add-to-meld buttons, WCAG 2.5.3)
      const button = el("button", "ctw-run-end ctw-run-" + end, { type: "button", title: label });
      const plus = text("span", "", "+");
      plus.setAttribute("aria-hidden", "true");
      button.append(text("span", "ctw-sr", label), plus);
      button.addEventListener("click", () => sendAction("add", Number(wrap.dataset.index), end));
      return button;
    }

    function fillMeld(wrap, meld, i) {
      wrap.dataset.index = String(i);
      if (meld.run) {
        setAttr(wrap, "aria-label", meld.name);
        const sig = signature(meld) + (addable ? "+" + meld.add_low + meld.add_high : "");
        if (wrap.dataset.sig !== sig) {
          wrap.dataset.sig = sig;
          const inner = meldInner(meld, highlight, false);
          wrap.replaceChildren(...(addable ? [runEnd(wrap, "low", meld.add_low), ...inner, runEnd(wrap, "high", meld.add_high)] : inner));
        }
        return;
      }
      if (addable) {
        // Named by its words (a hidden span), not by aria-label: the meld drawn inside it is
        // hidden from screen readers, so what is heard is what the button does, and no
        // visible text is left out of its name (WCAG 2.5.3, axe's label-content-name-mismatch).
        setAttr(wrap, "aria-label", null);
        setAttr(wrap, "title", meld.add_label);
      } else {
        setAttr(wrap, "aria-label", meld.name);
      }
      const sig = signature(meld) + (addable ? "|" + meld.add_label : "");
      if (wrap.dataset.sig !== sig) {
        wrap.dataset.sig = sig;
        const inner = meldInner(meld, highlight, addable);
        if (addable) {
          const shown = el("span", "ctw-add-shown", { "aria-hidden": "true" });
          shown.append(...inner);
          wrap.replaceChildren(text("span", "ctw-sr", meld.add_label || ""), shown);
        } else {
          wrap.replaceChildren(...inner);
        }
      }
    }

    part.reds.hidden = reds.length === 0;
    setAttr(part.reds, "aria-label", labels()["red-threes"]);
    const redSig = JSON.stringify(reds.map((c) => c.code));
    if (part.redCards.dataset.sig !== redSig) {
      part.redCards.dataset.sig = redSig;
      part.redCards.replaceChildren(...reds.map((card) => cardFace(card, { size: "small" })));
    }
    setText(part.redCaption, redCaption || labels()["red-threes"] || "");

    const morto = mortoInfo || null;
    part.morto.hidden = !morto;
    if (morto) {
      setAttr(part.morto, "aria-label", morto.name);
      part.morto.classList.toggle("ctw-morto-taken", !!morto.taken);
      setText(part.mortoLabel, morto.label);
      part.mortoCard.className = morto.taken ? "ct-slot-empty" : "ct-card ct-back ct-small ct-thick";
      setText(part.mortoCaption, morto.caption);
    }
  }

  function drawMiddle(highlight) {
    const l = labels();
    const size = model.get("stock");
    const countWords = model.get("stock_caption") || "";
    setText(stockLabel, l.stock || "");
    stockCard.className = size ? "ct-card ct-back ct-large" + (size > 1 ? " ct-thick" : "") : "ct-slot-empty";
    setAttr(stockCard, "aria-label", model.get("stock_name") || (l.stock || "") + ": " + countWords);
    setText(stockCaption, countWords);
    const pile = model.get("pile") || {};
    setText(pileHeading, l["heading-pile"] || l.pile || "");
    setAttr(pileHeading, "aria-level", model.get("heading_level") || 3);
    pileSlot.className = "ct-slot" + (pile.under || pile.top_crosswise ? " ct-frozen" : "") + (pile.under ? " ct-crossed" : "");
    setAttr(pileSlot, "aria-label", pile.name || pile.caption || "");
    const sig = JSON.stringify([pile.top && pile.top.code, pile.under && pile.under.code, pile.top_crosswise, pile.size > 1,
      pile.top && highlight.has(pile.top.code), pile.under && highlight.has(pile.under.code)]);
    if (pileSlot.dataset.sig !== sig) {
      pileSlot.dataset.sig = sig;
      const faces = [];
      if (!pile.top) {
        faces.push(el("span", "ct-slot-empty", { "aria-hidden": "true" }));
      } else {
        if (pile.under) {
          faces.push(cardFace(pile.under, { size: "large", crosswise: true, extra: ["ct-under"], decorative: true,
            highlight: highlight.has(pile.under.code) }));
        }
        faces.push(cardFace(pile.top, {
          size: "large", crosswise: pile.top_crosswise, highlight: highlight.has(pile.top.code), decorative: true,
          extra: ["ct-over"].concat(pile.size > 1 && !pile.under ? ["ct-thick"] : []),
        }));
      }
      pileSlot.replaceChildren(...faces);
    }
    setText(pileCaption, pile.caption || "");
    setText(pileNote, pile.frozen_note || "");
    pileNote.hidden = !pile.frozen_note;
  }

  function handButton(card) {
    const button = el("button", "ctw-hand-card", { type: "button" });
    button.appendChild(text("span", "ctw-sr", card.name));
    button.appendChild(cardFace(card, { decorative: true }));
    const check = text("span", "ctw-check", "\u2713");
    check.setAttribute("aria-hidden", "true"); // "selected" is said by aria-pressed
    button.appendChild(check);
    button.addEventListener("click", () => {
      focusIndex = Number(button.dataset.index);
      toggle(focusIndex);
    });
    button.addEventListener("focus", () => {
      focusIndex = Number(button.dataset.index);
    });
    return button;
  }

  function drawHand(highlight) {
    const l = labels();
    const hand = model.get("hand") || [];
    const selected = new Set(model.get("selected") || []);
    const closed = !!model.get("closed");
    setText(handTitle, l.hand || "");
    setAttr(handTitle, "aria-level", model.get("heading_level") || 3);
    setAttr(handRow, "aria-label", l.hand);
    handEmpty.hidden = hand.length > 0;
    setText(handEmpty, l["no-cards"] || "");
    if (focusIndex >= hand.length) focusIndex = Math.max(0, hand.length - 1);
    reconcile(handRow, hand, keysOf(hand, (card) => card.code), (card) => handButton(card), null);
    Array.from(handRow.children).forEach((button, i) => {
      const card = hand[i];
      const on = selected.has(i);
      button.dataset.index = String(i);
      button.dataset.name = card.name;
      button.dataset.rank = card.rank;
      button.classList.toggle("ctw-selected", on);
      setAttr(button, "aria-pressed", on ? "true" : "false");
      // a closed table's cards are inert: out of the Tab order (nothing to do with them)
      setAttr(button, "tabindex", i === focusIndex && !closed ? "0" : "-1");
      setAttr(button, "aria-disabled", closed ? "true" : null);
      const face = button.querySelector(".ct-card");
      if (face) face.classList.toggle("ct-highlight", highlight.has(card.code));
    });
  }

  function drawActions() {
    const closed = !!model.get("closed");
    setAttr(bar, "aria-label", labels().actions);
    const shown = (model.get("actions") || []).filter((a) => a.id !== "add"); // the melds are the add buttons
    reconcile(bar, shown, shown.map((a) => "action:" + a.id), (action) => {
      const button = text("button", "ctw-action ctw-action-" + action.id, action.label);
      button.type = "button";
      button.dataset.action = action.id;
      button.addEventListener("click", () => sendAction(action.id));
      return button;
    }, null);
    Array.from(bar.children).forEach((button, i) => {
      labelAction(button, shown[i]);
      button.disabled = closed || !shown[i].enabled;
    });
  }

  // An action's words; with a short label too, both, and the stylesheet shows one (the
  // short one on a phone): the one shown is the button's name.
  function labelAction(button, action) {
    if (!action.short) {
      setText(button, action.label);
      return;
    }
    let long = button.querySelector(".ctw-label-long");
    let short = button.querySelector(".ctw-label-short");
    if (!long || !short) {
      button.textContent = "";
      long = el("span", "ctw-label-long");
      short = el("span", "ctw-label-short");
      button.append(long, short);
    }
    setText(long, action.label);
    setText(short, action.short);
  }

  function drawMessage() {
    const words = model.get("message") || "";
    const said = model.get("message_spoken") || words;
    message.className = "ctw-message" + (model.get("message_kind") ? " ctw-" + model.get("message_kind") : "") + (words ? "" : " ctw-empty");
    setText(messageShown, words);
    setText(messageSaid, said);
    setAttr(message, "aria-label", said || labels().message || "");
  }

  // Whether a node can keep the focus: still there, shown, not disabled (a card of a
  // closed table is aria-disabled: the focus moves on from it too).
  function hasFocusable(node) {
    return !!node && node.isConnected && !node.disabled && !node.hidden && node.getAttribute("aria-disabled") !== "true"
      && node.getClientRects().length > 0;
  }

  // Where the focus goes when what held it went away or was disabled: the hand after a
  // draw, take, meld or add (the next thing to do is to select cards), else the first
  // enabled action, else the message that says what happened.
  function nextFocus() {
    const open = !model.get("closed");
    const cards = handRow.querySelectorAll(".ctw-hand-card");
    const actions = Array.from(bar.querySelectorAll(".ctw-action")).filter((b) => !b.disabled);
    if (open && cards.length && ["draw", "take", "meld", "add", "red-three"].includes(lastSent)) {
      return cards[Math.min(focusIndex, cards.length - 1)];
    }
    if (open && actions.length) return actions[0];
    if (model.get("message")) return message;
    return open && cards.length ? cards[Math.min(focusIndex, cards.length - 1)] : null;
  }

  function placeFocus() {
    const active = document.activeElement;
    const inside = active && box.contains(active);
    const lost = (!active || active === document.body) && lastFocused && !hasFocusable(lastFocused);
    const dead = inside && !hasFocusable(active);
    const waiting = inside && parked && active === message && enabled().length > 0;
    if (!lost && !dead && !waiting) return;
    const target = nextFocus();
    if (!target || target === active) return;
    parked = target === message;
    target.focus();
  }

  function draw() {
    const l = labels();
    const highlight = lit();
    const scores = model.get("scores") || {};
    table.className = "ct-table ctw-table" + (model.get("four_colour") ? " ct-four-colour" : "");
    setAttr(table, "aria-label", l.table);
    setText(scoreMain, (l.us || "") + " " + (scores.us ?? 0) + " \u00b7 " + (l.them || "") + " " + (scores.them ?? 0));
    setText(ruleset, l.scores || "");
    setText(stockInline, (l.stock || "") + ": " + (model.get("stock_caption") || ""));
    const reds = model.get("red_threes") || {};
    const captions = model.get("red_captions") || {};
    const mortos = model.get("mortos") || {};
    drawSide(them, l.them || "", model.get("their_melds") || [], reds.them || [], captions.them, highlight, false, mortos.them);
    drawMiddle(highlight);
    drawSide(us, l.us || "", model.get("our_melds") || [], reds.us || [], captions.us, highlight, canAdd(), mortos.us);
    drawHand(highlight);
    drawMessage();
    drawActions();
    setText(keysSummary, l.keys || "");
    setText(keysText, l["keys-help"] || "");
    placeFocus();
  }

  // The selection changes often: update the hand's pressed states only.
  function drawSelection() {
    const selected = new Set(model.get("selected") || []);
    handRow.querySelectorAll(".ctw-hand-card").forEach((button) => {
      const on = selected.has(Number(button.dataset.index));
      button.classList.toggle("ctw-selected", on);
      button.setAttribute("aria-pressed", on ? "true" : "false");
    });
  }

  // What the kernel says aloud: refusals into the assertive region, the rest polite.
  let heard = -1;
  function announce() {
    const said = model.get("announcement") || {};
    if (!said.text || said.n === heard) return;
    heard = said.n;
    sayInto(said.kind === "refused" ? assertive : polite, said.text);
  }

  // The owner asks for the focus (its own button is disabled while it works).
  let focused = -1;
  function focusRequested() {
    const asked = model.get("focus_request") || {};
    if (asked.n === undefined || asked.n === focused) return;
    focused = asked.n;
    const cards = handRow.querySelectorAll(".ctw-hand-card");
    const actions = Array.from(bar.querySelectorAll(".ctw-action")).filter((b) => !b.disabled);
    const target = asked.to === "hand" && cards.length ? cards[Math.min(focusIndex, cards.length - 1)]
      : asked.to === "action" && actions.length ? actions[0] : message;
    parked = false;
    target.focus();
  }

  // ------------------------------------------------------------------ keys
  function focusCard(index) {
    const cards = handRow.querySelectorAll(".ctw-hand-card");
    if (!cards.length) return;
    focusIndex = Math.min(cards.length - 1, Math.max(0, index));
    cards.forEach((b, j) => b.setAttribute("tabindex", j === focusIndex ? "0" : "-1"));
    cards[focusIndex].focus();
  }

  handRow.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const hand = model.get("hand") || [];
    const steps = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next = null;
    if (event.key in steps) next = focusIndex + steps[event.key];
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = hand.length - 1;
    else if (event.key.length === 1) {
      // type-ahead: a rank's mark (K, Q, J, A, 2-9, 1 or 0 for ten) jumps to the next such card
      const key = event.key.toUpperCase();
      const mark = key === "1" || key === "0" ? "10" : key;
      const matches = (card) => card.rank === mark || (mark === "J" && card.rank.startsWith("J"));
      for (let step = 1; step <= hand.length; step++) {
        const i = (focusIndex + step) % hand.length;
        if (matches(hand[i])) {
          next = i;
          break;
        }
      }
    }
    if (next === null || !hand.length) return;
    event.preventDefault();
    event.stopPropagation();
    focusCard(next);
  });

  // The state keys: T the top card, C the counts, L the last moves, S the selected cards,
  // H the hand. Never while typing in a box, never with a modifier key.
  function stateWords(key) {
    const l = labels();
    const said = model.get("speech") || {};
    if (key === "t") return (model.get("pile") || {}).name || "";
    if (key === "c") return said.counts || "";
    if (key === "l") return said.moves || "";
    if (key === "h") return said.hand || "";
    if (key === "s") {
      const hand = model.get("hand") || [];
      const names = (model.get("selected") || []).filter((i) => i < hand.length).map((i) => hand[i].said || hand[i].name);
      return names.length ? (l["say-selected"] || "").replace("{cards}", names.join(", ")) : l["say-selected-none"] || "";
    }
    return null;
  }

  function onStateKey(event) {
    if (event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target)) return;
    const words = stateWords(event.key.toLowerCase());
    if (words === null || words === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    speak(words);
  }
  box.addEventListener("keydown", onStateKey);
  // with the focus nowhere (the page body), the first table shown on the page listens too
  function onPageKey(event) {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const first = Array.from(document.querySelectorAll(".ctw-root")).find((r) => r.getClientRects().length > 0);
    if (first === box) onStateKey(event);
  }
  document.addEventListener("keydown", onPageKey);

  box.addEventListener("focusin", (event) => {
    lastFocused = event.target;
    if (event.target !== message) parked = false;
  });

  // One kernel update changes several traits at once: draw once for all of them.
  let pending = false;
  function schedule() {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      draw();
      announce();
      focusRequested();
    });
  }

  const names = ["hand", "our_melds", "their_melds", "pile", "stock", "stock_caption", "stock_name", "red_threes", "red_captions", "mortos",
    "scores", "actions", "highlight", "message", "message_spoken", "message_kind", "labels", "four_colour", "closed",
    "heading_level", "announcement", "focus_request"];
  for (const name of names) model.on("change:" + name, schedule);
  model.on("change:selected", drawSelection);
  draw();
  // what was said before the table was drawn is on the page already (its message): a
  // region is never filled as it is inserted, only changed afterwards
  heard = (model.get("announcement") || {}).n;
  focused = (model.get("focus_request") || {}).n; // an old request is not this page's
  return () => {
    for (const name of names) model.off("change:" + name, schedule);
    model.off("change:selected", drawSelection);
    document.removeEventListener("keydown", onPageKey);
  };
}

export default { render };
