// A disclosure button (an anywidget front end): one <button> that says whether the panel it
// opens is shown (aria-expanded) and flips the kernel's `expanded` when pressed. The panel is a
// widget of its own; the kernel shows or hides it. The words come from the kernel (`label`);
// the arrow is decoration only (aria-hidden), never part of the button's name.

function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "ct-disclosure";
  const words = document.createElement("span");
  const mark = document.createElement("span");
  mark.className = "ct-disclosure-mark";
  mark.setAttribute("aria-hidden", "true");
  button.append(words, mark);
  const draw = () => {
    const open = !!model.get("expanded");
    words.textContent = model.get("label") || "";
    button.setAttribute("aria-expanded", open ? "true" : "false");
    mark.textContent = open ? "\u25b4" : "\u25be";
  };
  button.addEventListener("click", () => {
    model.set("expanded", !model.get("expanded"));
    model.save_changes();
  });
  model.on("change:label", draw);
  model.on("change:expanded", draw);
  draw();
  el.appendChild(button);
  return () => {
    model.off("change:label", draw);
    model.off("change:expanded", draw);
  };
}

export default { render };
