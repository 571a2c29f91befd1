// The card table of canasta-teach (an anywidget front end).
//
// It only draws the view model the kernel sends (hand, melds, pile, stock, red threes,
// scores, actions, highlight, message) and sends what the learner does:
// {action, selected, meld}. No rule of the game lives here: the kernel checks every message
// and the referee rules on every play. Every word shown comes from the kernel (`labels`,
// the actions' labels, the cards' names, the message).

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
    const tag = text("span", "ct-wild-tag", "wild");
    tag.setAttribute("aria-hidden", "true");
    face.appendChild(tag);
  }
  return face;
}

function render({ model, el: root }) {
  const box = el("div", "ctw-root");
  root.appendChild(box);
  // The hand card that keeps the keyboard focus (roving tabindex), by index.
  let focusIndex = 0;

  const lit = () => new Set(model.get("highlight") || []);
  const enabled = () => (model.get("actions") || []).filter((a) => a.enabled && !model.get("closed"));
  const canAdd = () => enabled().some((a) => a.id === "add");

  function sendAction(id, meld) {
    const selected = (model.get("selected") || []).slice();
    const message = { action: id, selected: selected };
    if (meld !== undefined) message.meld = meld;
    model.send(message);
  }

  function toggle(index) {
    if (model.get("closed")) return;
    const selected = new Set(model.get("selected") || []);
    if (selected.has(index)) selected.delete(index);
    else selected.add(index);
    model.set("selected", Array.from(selected).sort((a, b) => a - b));
    model.save_changes();
  }

  function meldNode(meld, index, highlight, addable) {
    const wrap = addable
      ? el("button", "ctw-meld-button", { type: "button", "aria-label": meld.add_label, title: meld.add_label })
      : el("span", "", { role: "group", "aria-label": meld.name });
    const node = el("span", "ct-meld" + (meld.canasta ? " ct-canasta ct-canasta-" + meld.canasta : ""));
    if (meld.badge) node.appendChild(text("span", "ct-badge ct-badge-" + meld.canasta, meld.badge));
    const cards = el("span", "ct-meld-cards");
    for (const card of meld.cards) {
      cards.appendChild(cardFace(card, { size: "small", highlight: highlight.has(card.code), decorative: addable }));
    }
    if (meld.canasta) cards.appendChild(text("span", "ct-canasta-count", "\u00d7" + meld.cards.length));
    node.appendChild(cards);
    node.appendChild(text("span", "ct-caption", meld.caption));
    wrap.appendChild(node);
    if (addable) {
      wrap.classList.add("ctw-addable");
      wrap.appendChild(text("span", "ctw-add-mark", "+"));
      wrap.addEventListener("click", () => sendAction("add", index));
    }
    return wrap;
  }

  function sideNode(who, title, melds, reds, highlight, addable) {
    const labels = model.get("labels") || {};
    const side = el("div", "ct-side ct-" + who, { role: "group", "aria-label": title });
    side.appendChild(text("div", "ct-side-title", title));
    const area = el("div", "ct-area");
    const row = el("div", "ct-melds");
    if (!melds.length) row.appendChild(text("span", "ct-empty", labels["no-melds"] || ""));
    melds.forEach((meld, i) => row.appendChild(meldNode(meld, i, highlight, addable)));
    area.appendChild(row);
    if (reds.length) {
      const group = el("span", "ct-red-threes", { role: "group", "aria-label": labels["red-threes"] });
      const cards = el("span", "ct-cards");
      for (const card of reds) cards.appendChild(cardFace(card, { size: "small" }));
      group.appendChild(cards);
      group.appendChild(text("span", "ct-caption", (model.get("red_captions") || {})[who] || labels["red-threes"] || ""));
      area.appendChild(group);
    }
    side.appendChild(area);
    return side;
  }

  function middleNode(highlight) {
    const labels = model.get("labels") || {};
    const middle = el("div", "ct-middle ctw-middle");
    // the stock: a back of a card and its size
    const stock = el("div", "ct-heap ct-stock");
    stock.appendChild(text("span", "ct-heap-label", labels.stock || ""));
    const slot = el("span", "ct-slot");
    const size = model.get("stock");
    const countWords = model.get("stock_caption") || "";
    if (size) {
      slot.appendChild(el("span", "ct-card ct-back ct-large" + (size > 1 ? " ct-thick" : ""),
        { role: "img", "aria-label": (labels.stock || "") + ": " + countWords }));
    } else {
      slot.appendChild(el("span", "ct-slot-empty", { role: "img", "aria-label": (labels.stock || "") + ": " + countWords }));
    }
    stock.appendChild(slot);
    stock.appendChild(text("span", "ct-caption", countWords));
    middle.appendChild(stock);
    // the discard pile: its top card, and a card freezing it crosswise underneath
    const pile = model.get("pile") || {};
    const heap = el("div", "ct-heap ct-pile");
    heap.appendChild(text("span", "ct-heap-label", labels.pile || ""));
    const pslot = el("span", "ct-slot" + (pile.under || pile.top_crosswise ? " ct-frozen" : ""));
    if (!pile.top) {
      pslot.appendChild(el("span", "ct-slot-empty", { role: "img", "aria-label": (labels.pile || "") + ": " + pile.caption }));
    } else {
      if (pile.under) {
        pslot.classList.add("ct-crossed");
        pslot.appendChild(cardFace(pile.under, { size: "large", crosswise: true, extra: ["ct-under"], highlight: highlight.has(pile.under.code) }));
      }
      pslot.appendChild(cardFace(pile.top, {
        size: "large", crosswise: pile.top_crosswise, highlight: highlight.has(pile.top.code),
        extra: ["ct-over"].concat(pile.size > 1 && !pile.under ? ["ct-thick"] : []),
      }));
    }
    heap.appendChild(pslot);
    heap.appendChild(text("span", "ct-caption", pile.caption || ""));
    if (pile.frozen_note) heap.appendChild(text("span", "ct-frozen-note", pile.frozen_note));
    middle.appendChild(heap);
    return middle;
  }

  function handNode(highlight) {
    const labels = model.get("labels") || {};
    const hand = model.get("hand") || [];
    const selected = new Set(model.get("selected") || []);
    const closed = !!model.get("closed");
    const group = el("div", "ct-hand ctw-hand");
    group.appendChild(text("div", "ct-side-title", labels.hand || ""));
    // a toolbar: one Tab stop, the arrow keys move along the cards (roving tabindex)
    const row = el("div", "ctw-hand-cards", { role: "toolbar", "aria-label": labels.hand });
    if (!hand.length) row.appendChild(text("span", "ct-empty", labels["no-cards"] || ""));
    if (focusIndex >= hand.length) focusIndex = Math.max(0, hand.length - 1);
    hand.forEach((card, i) => {
      const isSelected = selected.has(i);
      const button = el("button", "ctw-hand-card" + (isSelected ? " ctw-selected" : ""), {
        type: "button",
        "aria-pressed": isSelected ? "true" : "false",
        // the name is the button's own (visually hidden) text, not an aria-label: the
        // visible corner marks would otherwise not be part of its accessible name
        "data-name": card.name,
        "data-index": i,
        tabindex: i === focusIndex ? "0" : "-1",
      });
      if (closed) button.setAttribute("aria-disabled", "true");
      button.appendChild(text("span", "ctw-sr", card.name));
      button.appendChild(cardFace(card, { highlight: highlight.has(card.code), decorative: true }));
      const check = text("span", "ctw-check", "\u2713");
      check.setAttribute("aria-hidden", "true"); // "selected" is said by aria-pressed
      button.appendChild(check);
      button.addEventListener("click", () => {
        focusIndex = i;
        toggle(i);
      });
      button.addEventListener("focus", () => {
        focusIndex = i;
      });
      row.appendChild(button);
    });
    row.addEventListener("keydown", (event) => {
      const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
      let next = null;
      if (event.key in keys) next = focusIndex + keys[event.key];
      else if (event.key === "Home") next = 0;
      else if (event.key === "End") next = hand.length - 1;
      if (next === null || !hand.length) return;
      event.preventDefault();
      focusIndex = Math.min(hand.length - 1, Math.max(0, next));
      const buttons = row.querySelectorAll(".ctw-hand-card");
      buttons.forEach((b, j) => b.setAttribute("tabindex", j === focusIndex ? "0" : "-1"));
      buttons[focusIndex].focus();
    });
    group.appendChild(row);
    return group;
  }

  function actionsNode() {
    const labels = model.get("labels") || {};
    const bar = el("div", "ctw-actions", { role: "group", "aria-label": labels.actions });
    const closed = !!model.get("closed");
    for (const action of model.get("actions") || []) {
      if (action.id === "add") continue; // the melds themselves are the buttons
      const button = text("button", "ctw-action ctw-action-" + action.id, action.label);
      button.type = "button";
      button.dataset.action = action.id;
      button.disabled = closed || !action.enabled;
      button.addEventListener("click", () => sendAction(action.id));
      bar.appendChild(button);
    }
    return bar;
  }

  function draw() {
    const active = root.contains(document.activeElement) ? document.activeElement : null;
    const refocus = active
      ? active.classList.contains("ctw-hand-card")
        ? ".ctw-hand-card[data-index='" + focusIndex + "']"
        : active.dataset && active.dataset.action
          ? ".ctw-action[data-action='" + active.dataset.action + "']"
          : null
      : null;
    const labels = model.get("labels") || {};
    const highlight = lit();
    const scores = model.get("scores") || {};
    const table = el("div", "ct-table ctw-table" + (model.get("four_colour") ? " ct-four-colour" : ""),
      { role: "group", "aria-label": labels.table });
    const head = el("div", "ct-scores");
    head.appendChild(text("span", "ct-score-main",
      (labels.us || "") + " " + (scores.us ?? 0) + " \u00b7 " + (labels.them || "") + " " + (scores.them ?? 0)));
    head.appendChild(text("span", "ct-ruleset", labels.scores || ""));
    // on a phone the stock is a line of the score bar (its heap is left out to save room)
    head.appendChild(text("span", "ctw-stock-inline", (labels.stock || "") + ": " + (model.get("stock_caption") || "")));
    table.appendChild(head);
    const top = el("div", "ctw-top");
    const reds = model.get("red_threes") || {};
    top.appendChild(sideNode("them", labels.them || "", model.get("their_melds") || [], reds.them || [], highlight, false));
    top.appendChild(middleNode(highlight));
    table.appendChild(top);
    table.appendChild(sideNode("us", labels.us || "", model.get("our_melds") || [], reds.us || [], highlight, canAdd()));
    table.appendChild(handNode(highlight));
    const message = model.get("message") || "";
    const status = el("div", "ctw-message" + (model.get("message_kind") ? " ctw-" + model.get("message_kind") : ""),
      { role: "status", "aria-live": "polite" });
    status.textContent = message;
    if (!message) status.classList.add("ctw-empty");
    table.appendChild(status);
    table.appendChild(actionsNode());
    box.replaceChildren(table);
    if (refocus) {
      const again = box.querySelector(refocus);
      if (again && !again.disabled) again.focus();
    }
  }

  // The selection changes often: update the hand in place (the focus stays where it is).
  function drawSelection() {
    const selected = new Set(model.get("selected") || []);
    box.querySelectorAll(".ctw-hand-card").forEach((button) => {
      const on = selected.has(Number(button.dataset.index));
      button.classList.toggle("ctw-selected", on);
      button.setAttribute("aria-pressed", on ? "true" : "false");
    });
  }

  // One kernel update changes several traits at once: draw once for all of them.
  let pending = false;
  function schedule() {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      draw();
    });
  }

  const names = ["hand", "our_melds", "their_melds", "pile", "stock", "stock_caption", "red_threes", "red_captions", "scores", "actions",
    "highlight", "message", "message_kind", "labels", "four_colour", "closed"];
  for (const name of names) model.on("change:" + name, schedule);
  model.on("change:selected", drawSelection);
  draw();
  return () => {
    for (const name of names) model.off("change:" + name, schedule);
    model.off("change:selected", drawSelection);
  };
}

export default { render };
