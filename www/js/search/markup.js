// The studio's markup, written once for both hosts: the main page (host "page": the top bar, its drawers
// and every panel) and the <n-queens> element's shadow root (host "element": the panels its `panels`
// attribute asks for). The ids are the contract js/search/view.js, the tests and embedders rely on
// (www/README.md); each host adds only what it alone has. Every word is a message of the reader's catalog
// (js/i18n/: `messages`, English when absent); a message whose id ends in -html holds markup of its own.

import { englishMessages } from '../i18n/i18n.js';

/** The teaching panels a host can hold, in the order of their tabs (the sets stand beside the tabs). */
export const PANELS = ['sets', 'code', 'tree', 'growth'];

/** The transport's buttons: [id, keys, class]; their words are the messages button-<id>. */
const BUTTONS = [
  ['play', 'Space', 'primary'],
  ['step', 'ArrowRight', ''],
  ['step-back', 'ArrowLeft', ''],
  ['next-solution', 'N', 'full-only'],
  ['run-to-end', 'E', 'full-only'],
  ['reset', 'R', 'full-only'],
];

/** @type {[string, boolean, boolean][]} The counters always in view: [id, has a hint, hidden]. The variants' own are shown by the searches that keep them. */
const COUNTERS = [
  ['steps', false, false],
  ['nodes', true, false],
  ['solutions', false, false],
  ['backtracks', false, false],
  ['rejections', false, false],
  ['placements', false, false],
  ['depth', true, false],
  ['blocked-rejections', true, true],
  ['permutations', false, true],
  ['checks', true, true],
];

/** @typedef {import('../i18n/i18n.js').MessageArgs} MessageArgs */
/**
 * The markup's words (wordsOf).
 * @typedef {{text: (id: string, args?: MessageArgs) => string, attr: (id: string, name: string, args?: MessageArgs) => string,
 *   html: (id: string, args?: MessageArgs) => string}} Words
 */
/**
 * The main page's own parts of the studio (js/page/markup.js): its bar, its tabs (each `[label, panel body]`),
 * its notes under the counters.
 * @typedef {{bar: (w: Words, lang: string) => string, tabs: Record<string, (w: Words) => string[]>,
 *   notes: (w: Words) => string}} PageParts
 */

/** Text for markup: `&`, `<`, `>` and `"` written as references. */
export const escapeHtml = (/** @type {unknown} */ text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The markup's words from catalog `m`: `text(id)` escaped, `html(id)` as written (ids ending in -html).
 * @param {import('../i18n/i18n.js').Translator} m
 * @returns {Words}
 */
export function wordsOf(m) {
  return {
    text: (id, args) => escapeHtml(m.t(id, args)),
    attr: (id, name, args) => escapeHtml(m.attr(id, name, args)),
    html: (id, args) => m.t(id, args),
  };
}

export const sizeInput = '<input id="size" name="size" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" '
  + 'value="4" size="4" aria-describedby="size-hint size-error" />';

export const labelsField = (/** @type {Words} */ w) => `<div class="field check-field"><input id="labels" name="labels" type="checkbox" aria-describedby="labels-note" />
  <label for="labels">${w.html('labels-field-html')} <span class="hint">(L)</span></label></div>
<p id="labels-note" class="notice" role="status" hidden></p>`;

/** @param {Words} w */
function buttons(w) {
  return BUTTONS.map(([id, keys, cls]) =>
    `<button id="${id}" type="button"${cls ? ` class="${cls}"` : ''} aria-keyshortcuts="${keys}" title="${w.attr(`button-${id}`, 'title')}">${w.text(`button-${id}`)}</button>`).join('');
}

/**
 * A counter's row: its name (message counter-<id>, with its hint, counter-<id>.hint), its value.
 * @param {Words} w @param {[string, boolean, boolean]} row `[id, has a hint, hidden]` @param {string} [cls]
 */
export function counterRow(w, [id, hint, hidden], cls = '') {
  const hintText = hint ? ` <span class="hint">(${w.attr(`counter-${id}`, 'hint')})</span>` : '';
  return `<div${cls ? ` class="${cls}"` : ''}${hidden ? ' hidden' : ''}><dt>${w.text(`counter-${id}`)}${hintText}</dt><dd id="${id}" data-value="0">0</dd></div>`;
}

/** Where the search stands and how fast it goes: the step bar (to any step, forward or back) and the speed. */
const scrubLine = (/** @type {Words} */ w) => `<div class="scrub-line full-only">
      <div class="field scrub-field">
        <label for="scrub"><span class="visually-hidden">${w.text('scrub-label')} </span><output id="scrub-text" for="scrub">${w.text('scrub-step-zero')}</output></label>
        <div class="scrub-track"><input id="scrub" name="scrub" type="range" min="0" max="1" step="1" value="0" aria-describedby="scrub-hint" />
          <canvas id="scrub-marks" class="scrub-marks" aria-hidden="true"></canvas></div>
      </div>
      <div class="field speed-field">
        <label for="speed">${w.text('speed-label')} <output id="speed-value" for="speed">${w.text('speed-steps', { speed: 2 })}</output></label>
        <input id="speed" name="speed" type="range" min="0" max="20" step="1" value="1" />
      </div>
    </div>
    <p id="scrub-hint" class="visually-hidden">${w.text('scrub-hint')}</p>`;

/**
 * The board, the narration and the transport: what the learner's eyes and fingers stay on. The element,
 * often set in a small frame of a tutorial, keeps the step bar, the speed and the size in a disclosure.
 * @param {string} host @param {Words} w
 */
function stage(host, w) {
  const more = host === 'element' ? `<details class="more full-only" id="more">
    <summary>${w.text('element-more')}</summary>
    ${scrubLine(w)}
    <div class="field"><label for="size">${w.text('size-label')} <span class="hint" id="size-hint"></span></label>${sizeInput}
      <p id="size-error" class="field-error" role="alert" hidden></p></div>
    ${labelsField(w)}
  </details>` : '';
  return `<section id="board-area" class="studio-stage" aria-label="${w.text('board-area')}" tabindex="-1">
  <div class="board-wrap" id="board-wrap"><canvas id="board" role="img"${host === 'element' ? ' tabindex="0" aria-keyshortcuts="Space ArrowRight ArrowLeft"' : ''} aria-label="${w.text('board-empty-label')}" width="320" height="320"></canvas></div>
  <p id="narration" class="narration" aria-live="polite" tabindex="0"${host === 'page' ? ' aria-describedby="narration-note"' : ''}>${w.text('loading-search')}</p>
  <div class="transport" id="transport">
    <div class="buttons" id="search-buttons" role="group" aria-label="${w.text('search-controls')}">${buttons(w)}</div>
    <div class="progress-slot full-only">
      <div class="progress-row" id="progress-row" hidden>
        <label for="progress" id="progress-label">${w.text('progress-label')}</label>
        <progress id="progress" max="1" value="0"></progress>
        <span id="progress-text" class="progress-text"></span>
      </div>
    </div>
    ${host === 'page' ? scrubLine(w) : ''}
  </div>
  ${more}
</section>`;
}

/** @type {Record<string, (w: Words) => string[]>} Each tab's label and panel body. */
const TAB_PANELS = {
  code: (w) => [`<span class="wide-only">${w.text('tab-code-stack')}</span><span class="narrow-only">${w.text('tab-code')}</span>`, `<div class="code-tools"><label for="code-language">${w.text('code-language')}</label>
    <select id="code-language" name="code-language"><option value="python" selected>${w.text('code-language-python')}</option><option value="javascript">JavaScript</option></select></div>
  <div id="code" class="code" role="group" aria-labelledby="code-heading"><h2 id="code-heading" class="visually-hidden">${w.text('code-heading')}</h2><ol id="code-lines" class="code-lines" tabindex="0" aria-label="${w.text('code-lines')}"></ol></div>`],
  tree: (w) => [w.text('tab-tree'), `<h2 id="tree-heading" class="visually-hidden">${w.text('tree-heading')}</h2>
  <div class="tree-box"><canvas id="tree" role="img" tabindex="0" aria-label="${w.text('tree-empty-label')}" aria-describedby="tree-caption" width="300" height="200"></canvas></div>
  <p id="tree-caption" class="hint"></p>`],
  growth: (w) => [w.text('tab-growth'), `<h2 id="growth-heading" class="visually-hidden">${w.text('growth-heading')}</h2>
  <p id="growth-summary" class="hint">${w.html('growth-summary-html')}</p>
  <div id="growth" class="growth"></div>
  <ul class="growth-key" aria-hidden="true">
    <li><span class="growth-swatch growth-nodes"></span>${w.text('growth-key-nodes')}</li>
    <li><span class="growth-swatch growth-factorial"></span>n!</li>
    <li><span class="growth-swatch growth-power"></span>n<sup>n</sup></li>
    <li><span class="growth-swatch growth-choose"></span>C(n&sup2;, n)</li>
    <li><span class="growth-swatch growth-solutions"></span>${w.text('growth-key-solutions')}</li>
  </ul>
  <p id="growth-live-text" class="growth-text"></p>
  <p id="growth-readout" class="growth-text" aria-live="polite"></p>`],
};

/** @type {Record<string, string>} The panel ids the page and its tests know (`*-details` for the teaching panels, as before tabs). */
const PANEL_ID = { code: 'code-details', tree: 'tree-details', growth: 'growth-details', numbers: 'numbers-panel', key: 'key-panel' };

/**
 * The call stack: beside the code, shown with it by the code's tab (on a narrow page, its own tab's panel).
 * Its box is a tab panel labelled by the code's tab.
 */
const stack = (/** @type {Words} */ w) => `<div id="stack-details" class="tab-panel teach-panel stack-panel" role="tabpanel" aria-labelledby="code-tab" tabindex="0">
  <h3 id="call-stack-heading">${w.text('call-stack-heading')} <span class="hint">(${w.text('call-stack-hint')})</span></h3>
  <ol id="call-stack" class="call-stack" aria-labelledby="call-stack-heading"></ol></div>`;

/**
 * The tabs a narrow page adds (js/shared/tabs.js shows them only there): the call stack, the sets and the
 * counters get a tab each, so that each is one tap away under the board. `[name, panel id]`; the label is
 * the message tab-<name>.
 */
const NARROW_TABS = [['stack', 'stack-details'], ['sets', 'sets-details'], ['counters', 'counters-details']];

/** @type {(name: string, label: string, controls: string, how?: {selected?: boolean, more?: string}) => string} */
const tabButton = (name, label, controls, { selected = false, more = '' } = {}) =>
  `<button type="button" role="tab" id="${name}-tab" aria-controls="${controls}" aria-selected="${selected}" tabindex="${selected ? 0 : -1}"${more}>${label}</button>`;

/**
 * The tab list and the tab panels of `names`; `narrow` the narrow-only tabs to add (names of NARROW_TABS).
 * The code's tab shows the call stack too; on a narrow page the stack has its own tab.
 * @param {Words} w @param {string[]} names @param {string[]} [narrow] @param {PageParts['tabs']} [more]
 */
function tabs(w, names, narrow = [], more = {}) {
  if (names.length === 0) return '';
  const list = [];
  const made = Object.fromEntries(names.map((name) => [name, (TAB_PANELS[name] ?? more[name])(w)]));
  for (const [i, name] of names.entries()) {
    const controls = name === 'code' ? 'code-details stack-details' : PANEL_ID[name];
    const more = name === 'code' && narrow.includes('stack') ? ' data-narrow-controls="code-details"' : '';
    list.push(tabButton(name, made[name][0], controls, { selected: i === 0, more }));
    if (name === 'code') {
      for (const [extra, panel] of NARROW_TABS.filter(([n]) => narrow.includes(n))) {
        list.push(tabButton(extra, w.text(`tab-${extra}`), panel, { more: ' data-layout="narrow" hidden' }));
      }
    }
  }
  const panels = names.map((name, i) => `<div id="${PANEL_ID[name]}" class="tab-panel teach-panel" role="tabpanel" aria-labelledby="${name}-tab" tabindex="0"${i === 0 ? '' : ' hidden'}>${made[name][1]}</div>${name === 'code' ? stack(w) : ''}`).join('');
  return `<div class="tabs" role="tablist" aria-label="${w.text('teaching-panels')}">${list.join('')}</div><div class="tab-panels">${panels}</div>`;
}

const sets = (/** @type {Words} */ w) => `<div id="sets-details" class="teach-panel sets-panel">
  <h2 id="sets-heading" class="panel-title">${w.text('sets-heading')}</h2>
  <div id="sets" class="sets" role="group" aria-labelledby="sets-heading">
    <dl class="set-list">
      <div data-set="column"><dt><code class="set-name"></code> <span class="set-what">col</span></dt><dd class="set-values">{}</dd></div>
      <div data-set="down"><dt><code class="set-name"></code> <span class="set-what">row &minus; col</span></dt><dd class="set-values">{}</dd></div>
      <div data-set="up"><dt><code class="set-name"></code> <span class="set-what">row + col</span></dt><dd class="set-values">{}</dd></div>
    </dl>
    <p class="sets-change"></p>
  </div></div>`;

/**
 * What stands beside the board: the tabs (code and stack, tree, growth …; the page's own from `page`), the
 * sets, the counters.
 * @param {string} host @param {string[]} panels @param {Words} w @param {PageParts | undefined} page
 */
function side(host, panels, w, page) {
  const tabNames = panels.filter((name) => name !== 'sets');
  if (page) tabNames.push(...Object.keys(page.tabs));
  // A narrow page shows the call stack, the sets and the counters as tabs too, under the board.
  const narrowTabs = host !== 'page' ? [] : NARROW_TABS.map(([name]) => name)
    .filter((name) => (name === 'stack' ? tabNames.includes('code') : name === 'sets' ? panels.includes('sets') : true));
  const counters = `<div id="counters-details" class="counters-panel"><dl class="counters live-counters" id="counters" aria-label="${w.text('counters-label')}">${COUNTERS.map((row) => counterRow(w, row)).join('')}</dl>${page ? page.notes(w) : ''}</div>`;
  return `<section class="studio-side" aria-label="${w.text('side-label')}">
  ${tabs(w, tabNames, narrowTabs, page?.tabs)}
  ${panels.includes('sets') ? sets(w) : ''}
  ${counters}
</section>`;
}

/**
 * The studio for `host` ("page" or "element") with the teaching `panels` asked for (names from PANELS;
 * the page has them all), its words from catalog `messages` (a js/i18n/i18n.js Translator). The page gives
 * its own parts as `page` (js/page/markup.js: its bar, its Numbers and Key tabs, its notes), which an
 * element's bundle never carries. One root element, `.studio`, holds everything.
 * @param {{host: string, panels?: string[], messages?: import('../i18n/i18n.js').Translator, page?: PageParts}} parts
 */
export function studioMarkup({ host, panels = PANELS, messages = englishMessages(), page = undefined }) {
  const w = wordsOf(messages);
  const chosen = PANELS.filter((name) => panels.includes(name));
  const top = page ? page.bar(w, messages.lang) : '<p id="attribute-problems" class="notice" role="status" hidden></p>';
  const loading = `<p id="load-status" class="notice" role="status">${w.text('loading-search')}</p>`;
  // The element's studio is its frame too: the box its `theme`, `controls`, `counters` and `narration` set.
  const root = host === 'element'
    ? 'class="studio nq" id="frame" part="frame" data-theme="auto" data-controls="full"'
    : 'class="studio" id="studio"';
  return `<div ${root} data-host="${host}" data-panels="${chosen.join(' ')}" lang="${messages.lang}">
${top}
${loading}
<div class="studio-grid">
${host === 'page' ? '<section id="lesson" class="lesson" hidden></section>' : ''}
${stage(host, w)}
${side(host, chosen, w, page)}
</div>
</div>`;
}
