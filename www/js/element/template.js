// What the <n-queens> element's shadow root holds: its markup (the same ids as the main page, so that
// js/search/view.js finds its parts the same way) and its own style sheet, shared by every element on a
// page. The colours are those of the page (style.css), set on the element's frame so that nothing of the
// host page (its custom properties, inherited fonts, `* { all: unset }`) reaches in; sizes are in em of the
// frame's own font size, never rem. The optional teaching panels add teach.css (the page's file).

const LIGHT = {
  bg: '#f7f5f0', fg: '#1d1d1f', muted: '#5b5b63', panel: '#ffffff', border: '#c9c4b8', accent: '#1f5fbf',
  'accent-fg': '#ffffff', focus: '#c2410c', 'error-bg': '#fde8e8', 'error-fg': '#8a1111', 'notice-bg': '#fff5d6',
  'sq-light': '#efdcb8', 'sq-dark': '#b88a5c', coord: '#5b5b63', queen: '#1b1b1f', 'queen-edge': '#fbfbf8',
  attacked: 'rgba(200, 40, 40, 0.3)', hatch: 'rgba(130, 10, 10, 0.7)', next: '#1f5fbf', reject: '#c81e1e',
  line: 'rgba(200, 30, 30, 0.38)', owner: '#c81e1e', placed: '#15803d', ghost: '#1b1b1f', gold: '#d4a017',
  label: '#1d1d1f', 'label-bg': 'rgba(255, 255, 255, 0.55)',
};

const DARK = {
  bg: '#121316', fg: '#e9e9ec', muted: '#a9a9b3', panel: '#1c1d22', border: '#3b3d45', accent: '#6ea8ff',
  'accent-fg': '#0b0c0f', focus: '#ffb454', 'error-bg': '#3d1515', 'error-fg': '#ffb4b4', 'notice-bg': '#3a3115',
  'sq-light': '#8b7355', 'sq-dark': '#5a4632', coord: '#b4b4bd', queen: '#f7f3ea', 'queen-edge': '#121316',
  attacked: 'rgba(255, 80, 80, 0.2)', hatch: 'rgba(255, 96, 96, 0.8)', next: '#7db3ff', reject: '#ff6b6b',
  line: 'rgba(255, 90, 90, 0.42)', owner: '#ff6b6b', placed: '#4ade80', ghost: '#f7f3ea', gold: '#f5c542',
  label: '#ffffff', 'label-bg': 'rgba(0, 0, 0, 0.45)',
};

const properties = (colors) => Object.entries(colors).map(([name, value]) => `--${name}: ${value};`).join(' ');

export const ELEMENT_CSS = `
:host { display: block !important; min-width: 0; }
:host([hidden]) { display: none !important; }
.nq {
  all: initial; display: block; box-sizing: border-box; min-width: 0; max-width: 100%;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif;
  font-size: 15px; line-height: 1.4; color: var(--fg); background: var(--bg); overflow-wrap: anywhere;
  padding: 0.5em; border: 1px solid var(--border); border-radius: 0.5em;
  color-scheme: light; ${properties(LIGHT)}
}
.nq[data-theme="dark"] { color-scheme: dark; ${properties(DARK)} }
@media (prefers-color-scheme: dark) { .nq[data-theme="auto"] { color-scheme: dark; ${properties(DARK)} } }
.nq *, .nq *::before, .nq *::after { box-sizing: border-box; }
.nq [hidden] { display: none !important; }
.nq :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.board-wrap { width: 100%; max-width: var(--nq-board-size, 100%); margin-inline: auto; aspect-ratio: 1 / 1; position: relative; }
#board { display: block; width: 100%; height: 100%; border-radius: 0.3em; touch-action: manipulation; }
.notice { margin: 0 0 0.4em; padding: 0.3em 0.5em; border: 1px solid var(--border); border-radius: 0.4em;
  background: var(--notice-bg); font-size: 0.9em; }
.narration { min-height: calc(3 * 1.4em + 0.8em + 2px); margin: 0.5em 0 0.3em; padding: 0.4em 0.6em;
  background: var(--panel); border: 1px solid var(--border); border-left: 4px solid var(--accent); border-radius: 0.4em;
  font-size: 0.93em; }
.nq[data-narration="none"] .narration { display: none; }
.buttons { display: grid; grid-template-columns: repeat(auto-fit, minmax(6.2em, 1fr)); gap: 0.3em; margin: 0.4em 0; font-size: 0.9em; }
button, input, select, summary { font: inherit; color: inherit; }
button { min-height: 2.2em; padding: 0.2em 0.3em; border: 1px solid var(--border); border-radius: 0.4em;
  background: var(--bg); color: var(--fg); cursor: pointer; }
button:hover:not(:disabled) { border-color: var(--accent); }
button.primary { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); font-weight: 600; }
button[aria-pressed="true"] { box-shadow: inset 0 0 0 2px var(--accent); }
button:disabled { cursor: not-allowed; opacity: 0.55; }
.nq[data-controls="minimal"] .full-only, .nq[data-controls="none"] .transport { display: none; }
.progress-row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.2em 0.5em; margin: 0.3em 0; font-size: 0.9em; }
.progress-row progress { flex: 1 1 6em; min-width: 0; height: 0.9em; accent-color: var(--accent); }
.more { margin: 0.3em 0; }
.more > summary { cursor: pointer; color: var(--accent); }
.field { margin: 0.3em 0; }
.field > label { display: block; font-weight: 600; font-size: 0.93em; }
.hint { color: var(--muted); font-size: 0.85em; font-weight: normal; }
input[type="range"] { width: 100%; margin: 0.2em 0; accent-color: var(--accent); }
input[type="text"] { width: 4.5em; padding: 0.2em 0.4em; border: 1px solid var(--border); border-radius: 0.35em;
  background: var(--bg); color: var(--fg); }
input[aria-invalid="true"] { border: 2px solid var(--error-fg); }
input[type="checkbox"] { width: 1.1em; height: 1.1em; margin: 0; accent-color: var(--accent); }
.check-field { display: flex; align-items: baseline; gap: 0.4em; }
.check-field > label { font-weight: normal; }
.field-error { margin: 0.3em 0 0; padding: 0.3em 0.5em; border-radius: 0.35em; background: var(--error-bg);
  color: var(--error-fg); font-size: 0.9em; }
.counters { display: grid; grid-template-columns: repeat(auto-fit, minmax(6.6em, 1fr)); gap: 0.2em; margin: 0.3em 0 0; font-size: 0.9em; }
.counters > div { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0 0.4em;
  padding: 0.05em 0.35em; border: 1px solid var(--border); border-radius: 0.3em; background: var(--panel); min-width: 0; }
.counters dt { color: var(--muted); }
.counters dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
.nq[data-counters="none"] .counters { display: none; }
.teach { margin: 0.4em 0 0; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

let sheet;

/** The element's style sheet, made once and adopted by every element's shadow root. */
export function elementSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(ELEMENT_CSS);
  }
  return sheet;
}

const BUTTONS = [
  ['play', 'Play', 'Space', 'Play or pause (Space)', 'primary'],
  ['step', 'Step', 'ArrowRight', 'One step forward (→)', ''],
  ['step-back', 'Step back', 'ArrowLeft', 'One step back (←)', ''],
  ['next-solution', 'Next solution', 'N', 'Run to the next solution (N)', 'full-only'],
  ['run-to-end', 'Run to end', 'E', 'Run the whole search (E); press again to pause', 'full-only'],
  ['reset', 'Reset', 'R', 'Back to step 0 (R)', 'full-only'],
];

const COUNTERS = [
  ['steps', 'Steps', '0'], ['nodes', 'Nodes', '1'], ['placements', 'Placed', '0'], ['rejections', 'Rejections', '0'],
  ['backtracks', 'Backtracks', '0'], ['solutions', 'Solutions', '0'], ['depth', 'Depth', '0'],
];

const PANEL_MARKUP = {
  sets: `<details class="teach-panel" id="sets-details" open>
  <summary><h2 id="sets-heading">The three sets</h2></summary>
  <div id="sets" class="sets" role="group" aria-labelledby="sets-heading">
    <dl class="set-list">
      <div data-set="column"><dt>Columns used</dt><dd class="set-values">{}</dd></div>
      <div data-set="down"><dt>Down diagonals (row &minus; col) used</dt><dd class="set-values">{}</dd></div>
      <div data-set="up"><dt>Up diagonals (row + col) used</dt><dd class="set-values">{}</dd></div>
    </dl>
    <p class="sets-change"></p>
  </div></details>`,
  code: `<details class="teach-panel" id="code-details" open>
  <summary><h2 id="code-heading">The code, running</h2></summary>
  <div class="code-tools"><label for="code-language">Language</label>
    <select id="code-language" name="code-language"><option value="python" selected>Python</option><option value="javascript">JavaScript</option></select></div>
  <div class="code-grid">
    <div id="code" class="code" role="group" aria-labelledby="code-heading"><ol id="code-lines" class="code-lines"></ol></div>
    <div class="call-stack-box"><h3 id="call-stack-heading">Call stack <span class="hint">(top frame last)</span></h3>
      <ol id="call-stack" class="call-stack" aria-labelledby="call-stack-heading"></ol></div>
  </div></details>`,
  tree: `<details class="teach-panel" id="tree-details" open>
  <summary><h2 id="tree-heading">The search tree, growing</h2></summary>
  <div class="tree-box"><canvas id="tree" role="img" tabindex="0" aria-label="Search tree: the empty board" aria-describedby="tree-caption" width="300" height="200"></canvas></div>
  <p id="tree-caption" class="hint"></p></details>`,
  growth: `<details class="teach-panel" id="growth-details" open>
  <summary><h2 id="growth-heading">How the search grows with n</h2></summary>
  <p class="hint">Nodes the search examines (bars) for n = 1 to 16 on a log scale, against n!, n<sup>n</sup> and C(n&sup2;, n), and the solutions.</p>
  <div id="growth" class="growth"></div>
  <p id="growth-live-text" class="growth-text"></p>
  <p id="growth-readout" class="growth-text" aria-live="polite"></p></details>`,
};

/** The shadow root's markup; `panels` the teaching panels asked for (names from element-options.js PANELS). */
export function elementMarkup(panels) {
  const buttons = BUTTONS.map(([id, text, keys, title, cls]) =>
    `<button id="${id}" type="button"${cls ? ` class="${cls}"` : ''} aria-keyshortcuts="${keys}" title="${title}">${text}</button>`).join('');
  const counters = COUNTERS.map(([id, name, value]) => `<div><dt>${name}</dt><dd id="${id}" data-value="${value}">${value}</dd></div>`).join('');
  const teach = panels.length === 0 ? '' : `<div class="teach">${panels.map((name) => PANEL_MARKUP[name]).join('')}</div>`;
  return `<div class="nq" id="frame" data-theme="auto" data-controls="full" part="frame">
<p id="attribute-problems" class="notice" role="status" hidden></p>
<p id="load-status" class="notice" role="status">Loading the search&hellip;</p>
<div class="board-wrap" id="board-wrap"><canvas id="board" role="img" aria-label="Empty board" width="320" height="320"></canvas></div>
<p id="narration" class="narration" aria-live="polite">Loading the search&hellip;</p>
<div class="transport" id="transport">
  <div class="buttons" id="search-buttons" role="group" aria-label="Search controls">${buttons}</div>
  <div class="progress-row" id="progress-row" hidden>
    <label for="progress" id="progress-label">Progress</label>
    <progress id="progress" max="1" value="0"></progress>
    <span id="progress-text" class="progress-text"></span>
  </div>
  <details class="more full-only" id="more">
    <summary>Step, speed and size</summary>
    <div class="field"><label for="scrub">Move through the search: <output id="scrub-text" for="scrub">Step 0</output></label>
      <input id="scrub" name="scrub" type="range" min="0" max="1" step="1" value="0" /></div>
    <div class="field"><label for="speed">Speed: <output id="speed-value" for="speed">2 steps per second</output></label>
      <input id="speed" name="speed" type="range" min="0" max="20" step="1" value="1" /></div>
    <div class="field"><label for="size">Board size <span class="hint" id="size-hint"></span></label>
      <input id="size" name="size" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" value="4" size="4" aria-describedby="size-hint size-error" />
      <p id="size-error" class="field-error" role="alert" hidden></p></div>
    <div class="field check-field"><input id="labels" name="labels" type="checkbox" aria-describedby="labels-note" />
      <label for="labels">Show diagonal numbers (row &minus; col, row + col)</label></div>
    <p id="labels-note" class="notice" role="status" hidden></p>
  </details>
</div>
<dl class="counters" id="counters" aria-label="Counters">${counters}</dl>
${teach}
</div>`;
}
