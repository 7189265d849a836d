// What the <n-queens> element's shadow root holds: the studio's markup (js/search/markup.js, the same as the
// main page's, so that js/search/view.js finds its parts the same way) and its style sheets: the page's own
// palette.css, studio.css and teach.css (as text in js/element/styles.js, made by the build), plus
// the few rules only a shadow root needs (the host box, and a frame that nothing of the host page reaches:
// `all: initial`, its own font; the host's custom properties and inherited fonts stop there).

import { studioMarkup } from '../search/markup.js';
import { ELEMENT_STYLES } from './styles.js';

export const ELEMENT_CSS = `
:host { display: block !important; min-width: 0; }
:host([hidden]) { display: none !important; }
.nq {
  all: initial; display: block; box-sizing: border-box; min-width: 0; max-width: 100%;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif;
  font-size: 15px; line-height: 1.4; color: var(--fg); background: var(--bg); overflow-wrap: anywhere;
  padding: 0.5em; border: 1px solid var(--border); border-radius: 0.5em; color-scheme: light dark;
  container: studio / inline-size;
  /* A board as big as leaves the controls, the narration and the counters in the window (about 370 px of
     them at the default settings), between 240 and 560 px: a wide docs column does not push them out of view.
     The host sets --nq-board-size on the element to choose another. */
  --nq-board-default: clamp(240px, 100svh - 370px, 560px);
}
.nq[data-theme="light"] { color-scheme: light; }
.nq[data-theme="dark"] { color-scheme: dark; }
`;

let sheets;

/**
 * The element's style sheets, made once and adopted by every element's shadow root. Their text is in a
 * JavaScript module (js/element/styles.js, written by the build from palette.css, studio.css and teach.css),
 * so that no host bundler's CSS pipeline ever sees, moves, empties or rewrites it.
 * @returns {CSSStyleSheet[]}
 */
export function elementSheets() {
  sheets ??= [...ELEMENT_STYLES, ELEMENT_CSS].map((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  });
  return sheets;
}

/**
 * The shadow root's markup; `panels` the teaching panels asked for (names from js/search/markup.js PANELS),
 * `messages` the catalog of its words (English when absent).
 * @param {string[]} panels @param {import('../i18n/i18n.js').Translator} [messages]
 */
export function elementMarkup(panels, messages = undefined) {
  return studioMarkup({ host: 'element', panels, messages });
}
