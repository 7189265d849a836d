// The page's own markup (www/index.html) in the reader's language: every element marked `data-i18n="id"`
// takes message `id` (as markup when the id ends in -html: the catalog's own, trusted; an element inside it
// with an id keeps its id for the page to fill), `data-i18n-aria-label` and `data-i18n-content` set those
// attributes. The English text written in index.html is the catalog's (tests/unit/i18n/document.test.mjs).

/**
 * Puts the words of catalog `m` into every marked element under `root`.
 * @param {ParentNode} root @param {import('./i18n.js').Translator} m
 */
export function translateDocument(root, m) {
  for (const el of root.querySelectorAll('[data-i18n]')) {
    const id = /** @type {string} */ (el.getAttribute('data-i18n')); // selected by it
    if (id.endsWith('-html')) el.innerHTML = m.t(id);
    else el.textContent = m.t(id);
  }
  for (const [data, attribute] of [['data-i18n-aria-label', 'aria-label'], ['data-i18n-content', 'content']]) {
    for (const el of root.querySelectorAll(`[${data}]`)) el.setAttribute(attribute, m.t(/** @type {string} */ (el.getAttribute(data))));
  }
}
