// embed.html: one <n-queens> element set up from the page's address, the board sized so that everything fits
// the frame's height, and postMessage both ways with the parent page (docs/embedding.md):
//   to the parent   {source: "nqueens", type: "ready" | "step" | "seek" | "solution" | "done" | "resize" | "error", …}
//   from the parent {source: "nqueens", command: one of COMMANDS, value}
// Commands are taken only from the parent window, and, with `origin=https://site.example`, only from that
// origin (messages then go only to it, and not at all when the parent is of another origin); anything else
// is ignored. They act as soon as the search is loaded, cutting short the seek to the address's `step`.

import './element.js';
import { quote } from '../shared/quote.js';
import { englishMessages, translatorFor, withEnglishPart } from '../i18n/i18n.js';
import elementPart from '../i18n/messages/en-element.js';

/** Address parameters and the element attribute each becomes (the element checks the values). */
const ATTRIBUTE_OF = {
  n: 'n', speed: 'speed', autoplay: 'autoplay', step: 'step', first: 'first-solution', mirror: 'mirror',
  labels: 'labels', controls: 'controls', theme: 'theme', counters: 'counters', narration: 'narration', panels: 'panels',
  from: 'from', to: 'to', lang: 'lang',
};

/**
 * The element, with the `theme` property it defines for its attribute.
 * @typedef {import('./element.js').NQueensElement & {theme: unknown}} Embedded
 */

/**
 * Each command and what it does to the element (`value` the message's: the element checks it).
 * @type {Record<string, (search: Embedded, value: any) => unknown>}
 */
const COMMANDS = {
  step: (search) => search.stepForward(),
  stepBack: (search) => search.stepBackward(),
  seek: (search, value) => search.seek(value),
  play: (search) => search.play(),
  pause: (search) => search.pause(),
  reset: (search) => search.reset(),
  nextSolution: (search) => search.nextSolution(),
  runToEnd: (search) => search.runToEnd(),
  setTheme: (search, value) => {
    search.theme = value; // a value the element does not know is told inside it, as the parameter is
    showPageTheme(String(search.theme));
  },
  setSize: async (search, value) => {
    search.size = value; // strict: a number only, as the command always took
    await search.arriving; // the new search at the address's step
    tellReady();
  },
};
/** Below this side (CSS px) the board stops shrinking to fit the frame's height. */
const MIN_BOARD_PX = 240;

/**
 * The origin the `origin` parameter names: `{origin}` ('*' when absent) or `{problem}` (a sentence of catalog `m`).
 * @param {string | null} raw @param {import('../i18n/i18n.js').Translator} [m]
 */
export function readOrigin(raw, m = englishMessages(elementPart)) {
  if (raw === null) return { origin: '*' };
  try {
    const origin = new URL(raw).origin;
    if (origin !== 'null' && origin === raw.replace(/\/$/, '')) return { origin };
  } catch {
    // not a URL: told below
  }
  return { problem: m.t('embed-origin', { value: quote(raw) }) };
}

const params = new URLSearchParams(window.location.search);
const search = /** @type {Embedded} */ (document.createElement('n-queens'));
search.id = 'search';
for (const [param, attribute] of Object.entries(ATTRIBUTE_OF)) {
  if (params.has(param)) search.setAttribute(attribute, /** @type {string} */ (params.get(param)));
}
/** The frame's own background follows the element's theme: light, dark, or (auto) the reader's preference. @param {string | null} theme */
function showPageTheme(theme) {
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}
showPageTheme(params.get('theme'));
// The frame's document speaks the element's language (its `lang`, from ?lang=, else the browser's).
document.documentElement.lang = search.language();
/** @type {HTMLElement} */ (document.getElementById('embed')).append(search);

const { origin, problem } = readOrigin(params.get('origin'));
if (problem) {
  const note = /** @type {HTMLElement} */ (document.getElementById('embed-problem'));
  note.textContent = problem;
  note.hidden = false;
  // Said again in the frame's language once its catalog is loaded; if it cannot be, the English stays (the
  // element, loading the same catalog, says the failure).
  translatorFor(search.language()).then((m) => {
    note.textContent = readOrigin(params.get('origin'), withEnglishPart(m, elementPart)).problem ?? '';
  }, () => {});
}
const parentWindow = window.parent !== window ? window.parent : undefined;
const talking = parentWindow !== undefined && origin !== undefined && parentMayHear(origin);

/**
 * Whether the parent is of `origin` ('*': any): posting to a parent of another origin would only put a
 * warning in its console. Its origin is known from `location.ancestorOrigins` (Chromium, Safari) or else the
 * referrer; when neither tells, the frame posts and the browser drops what the parent may not read.
 * @param {string} origin
 */
function parentMayHear(origin) {
  if (origin === '*') return true;
  const told = window.location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : undefined);
  return told === undefined || told === origin;
}

/** @param {string} type @param {object} [detail] */
function tell(type, detail = {}) {
  // Talking: there is a parent, and an origin to post to.
  if (talking) /** @type {Window} */ (parentWindow).postMessage({ source: 'nqueens', type, ...detail }, /** @type {string} */ (origin));
}

/**
 * Runs a command from the parent; a bad value is answered with an error message, the search stays as it was.
 * @param {string} command one of COMMANDS @param {unknown} value
 */
async function run(command, value) {
  try {
    await COMMANDS[command](search, value);
  } catch (err) {
    tell('error', { command, message: err?.message ?? String(err) });
  }
}

if (talking) {
  window.addEventListener('message', (event) => {
    if (event.source !== parentWindow || (origin !== '*' && event.origin !== origin)) return;
    const data = event.data;
    if (data === null || typeof data !== 'object' || data.source !== 'nqueens' || !Object.hasOwn(COMMANDS, data.command)) return;
    search.loaded.then(() => run(data.command, data.value));
  });
}

/** The element's events are CustomEvents, with their `detail`. @param {Event} event @returns {Record<string, unknown>} */
const detailOf = (event) => /** @type {CustomEvent} */ (event).detail;
search.addEventListener('nqueens-step', (e) => tell('step', { event: detailOf(e).event, counters: detailOf(e).counters }));
search.addEventListener('nqueens-seek', (e) => tell('seek', detailOf(e)));
search.addEventListener('nqueens-solution', (e) => tell('solution', { number: detailOf(e).number, columns: detailOf(e).columns }));
search.addEventListener('nqueens-done', (e) => tell('done', { counters: detailOf(e).counters }));

/** Sizes the board so that the whole page fits the frame's height (down to MIN_BOARD_PX). */
function fit() {
  const wrap = search.shadowRoot?.getElementById('board-wrap');
  if (!wrap) return;
  // The content's own height (the document's scrollHeight never drops below the frame's, so it cannot tell a board that may grow).
  const rest = document.body.getBoundingClientRect().height - wrap.getBoundingClientRect().height;
  const side = Math.max(MIN_BOARD_PX, Math.floor(window.innerHeight - rest));
  const value = `${side}px`;
  if (search.style.getPropertyValue('--nq-board-size') !== value) search.style.setProperty('--nq-board-size', value);
}

function tellReady() {
  tell('ready', { n: search.n, counters: search.getCounters() });
}

let toldHeight = -1;
function tellHeight() {
  const height = Math.ceil(document.body.getBoundingClientRect().height);
  if (height === toldHeight) return;
  toldHeight = height;
  tell('resize', { height });
}

search.ready.then(() => {
  fit();
  window.addEventListener('resize', fit);
  new ResizeObserver(() => {
    fit();
    tellHeight();
  }).observe(search);
  document.body.dataset.ready = 'true';
  tellReady();
  tellHeight();
}, (err) => {
  tell('error', { command: 'load', message: err?.message ?? String(err) });
});
