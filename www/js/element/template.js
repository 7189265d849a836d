// What the <n-queens> element's shadow root holds: the studio's markup (js/search/markup.js, the same as the
// main page's, so that js/search/view.js finds its parts the same way) and its style sheets: the page's own
// palette.css, studio.css and teach.css, fetched once with this module and adopted by every element, plus
// the few rules only a shadow root needs (the host box, and a frame that nothing of the host page reaches:
// `all: initial`, its own font; the host's custom properties and inherited fonts stop there).

import { studioMarkup } from '../search/markup.js';

/**
 * The page's style sheets the element adopts, beside this module's folder in every build. Each URL is
 * written out whole, as bundlers (Vite, webpack) need to find and copy the file.
 */
const SHEET_URLS = [
  new URL('../../palette.css', import.meta.url),
  new URL('../../studio.css', import.meta.url),
  new URL('../../teach.css', import.meta.url),
];

export const ELEMENT_CSS = `
:host { display: block !important; min-width: 0; }
:host([hidden]) { display: none !important; }
.nq {
  all: initial; display: block; box-sizing: border-box; min-width: 0; max-width: 100%;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif;
  font-size: 15px; line-height: 1.4; color: var(--fg); background: var(--bg); overflow-wrap: anywhere;
  padding: 0.5em; border: 1px solid var(--border); border-radius: 0.5em; color-scheme: light dark;
  container: studio / inline-size;
}
.nq[data-theme="light"] { color-scheme: light; }
.nq[data-theme="dark"] { color-scheme: dark; }
`;

let sheets;

/** The element's style sheets, fetched and made once, adopted by every element's shadow root. */
export function elementSheets() {
  sheets ??= Promise.all(SHEET_URLS.map(async (url) => {
    const file = url.pathname.split('/').at(-1);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${file} could not be loaded (HTTP ${response.status})`);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(await response.text());
    return sheet;
  })).then((loaded) => {
    const own = new CSSStyleSheet();
    own.replaceSync(ELEMENT_CSS);
    return [...loaded, own];
  }, (err) => {
    sheets = undefined; // the next element tries again
    throw err;
  });
  return sheets;
}

/** The shadow root's markup; `panels` the teaching panels asked for (names from js/search/markup.js PANELS). */
export function elementMarkup(panels) {
  return studioMarkup({ host: 'element', panels });
}
