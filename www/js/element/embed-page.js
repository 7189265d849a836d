// embed.html: one <n-queens> element set up from the page's address, the board sized so that everything fits
// the frame's height, and postMessage both ways with the parent page (docs/embedding.md):
//   to the parent   {source: "nqueens", type: "ready" | "step" | "solution" | "done" | "resize" | "error", …}
//   from the parent {source: "nqueens", command: "step" | "stepBack" | "seek" | "play" | "pause" | "reset" | "setSize", value}
// Commands are taken only from the parent window, and, with `origin=https://site.example`, only from that
// origin (messages then go only to it); anything else is ignored.

import './element.js';

/** Address parameters and the element attribute each becomes (the element checks the values). */
const ATTRIBUTE_OF = {
  n: 'n', speed: 'speed', autoplay: 'autoplay', step: 'step', first: 'first-solution', mirror: 'mirror',
  labels: 'labels', controls: 'controls', theme: 'theme', counters: 'counters', narration: 'narration', panels: 'panels',
};

const COMMANDS = new Set(['step', 'stepBack', 'seek', 'play', 'pause', 'reset', 'setSize']);
/** Below this side (CSS px) the board stops shrinking to fit the frame's height. */
const MIN_BOARD_PX = 140;

/** The origin the `origin` parameter names: `{origin}` ('*' when absent) or `{problem}`. */
export function readOrigin(raw) {
  if (raw === null) return { origin: '*' };
  try {
    const origin = new URL(raw).origin;
    if (origin !== 'null' && origin === raw.replace(/\/$/, '')) return { origin };
  } catch {
    // not a URL: told below
  }
  return { problem: `origin: “${raw.slice(0, 60)}” is not an origin such as https://example.org, so this frame answers no page.` };
}

const params = new URLSearchParams(window.location.search);
const search = /** @type {import('./element.js').NQueensElement} */ (document.createElement('n-queens'));
search.id = 'search';
for (const [param, attribute] of Object.entries(ATTRIBUTE_OF)) {
  if (params.has(param)) search.setAttribute(attribute, params.get(param));
}
const theme = params.get('theme');
if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
document.getElementById('embed').append(search);

const { origin, problem } = readOrigin(params.get('origin'));
if (problem) {
  const note = document.getElementById('embed-problem');
  note.textContent = problem;
  note.hidden = false;
}
const parentWindow = window.parent !== window ? window.parent : undefined;
const talking = parentWindow !== undefined && origin !== undefined;

function tell(type, detail = {}) {
  if (talking) parentWindow.postMessage({ source: 'nqueens', type, ...detail }, origin);
}

/** Runs a command from the parent; a bad value is answered with an error message, the search stays as it was. */
async function run(command, value) {
  try {
    if (command === 'seek') await search.seek(value);
    else if (command === 'setSize') search.size = value;
    else search[command]();
  } catch (err) {
    tell('error', { command, message: err?.message ?? String(err) });
  }
}

if (talking) {
  window.addEventListener('message', (event) => {
    if (event.source !== parentWindow || (origin !== '*' && event.origin !== origin)) return;
    const data = event.data;
    if (data === null || typeof data !== 'object' || data.source !== 'nqueens' || !COMMANDS.has(data.command)) return;
    search.ready.then(() => run(data.command, data.value));
  });
}

search.addEventListener('nqueens-step', (/** @type {CustomEvent} */ e) => tell('step', { event: e.detail.event, counters: e.detail.counters }));
search.addEventListener('nqueens-solution', (/** @type {CustomEvent} */ e) => tell('solution', { number: e.detail.number, columns: e.detail.columns }));
search.addEventListener('nqueens-done', (/** @type {CustomEvent} */ e) => tell('done', { counters: e.detail.counters }));

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
  tell('ready', { n: search.size, counters: search.counters });
  tellHeight();
}, (err) => {
  tell('error', { command: 'load', message: err?.message ?? String(err) });
});
