// The page's language on the whole document (an anywidget front end): <html lang> becomes the
// language the kernel chose for this page, so screen readers speak it and the browser
// hyphenates by its rules. Hidden; it says nothing itself.

function render({ model, el }) {
  el.style.display = "none";
  el.setAttribute("aria-hidden", "true");
  const apply = () => {
    const lang = model.get("lang");
    if (typeof lang === "string" && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(lang)) document.documentElement.lang = lang;
  };
  model.on("change:lang", apply);
  apply();
  return () => model.off("change:lang", apply);
}

export default { render };
