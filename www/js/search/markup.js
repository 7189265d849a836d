// The studio's markup, written once for both hosts: the main page (host "page": the top bar, its drawers
// and every panel) and the <n-queens> element's shadow root (host "element": the panels its `panels`
// attribute asks for). The ids are the contract js/search/view.js, the tests and embedders rely on
// (www/README.md); each host adds only what it alone has.

/** The teaching panels a host can hold, in the order of their tabs (the sets stand beside the tabs). */
export const PANELS = ['sets', 'code', 'tree', 'growth'];

const BUTTONS = [
  ['play', 'Play', 'Space', 'Play or pause (Space)', 'primary'],
  ['step', 'Step', 'ArrowRight', 'One step forward (→)', ''],
  ['step-back', 'Step back', 'ArrowLeft', 'One step back (←)', ''],
  ['next-solution', 'Next solution', 'N', 'Run to the next solution (N)', 'full-only'],
  ['run-to-end', 'Run to end', 'E', 'Run the whole search (E); press again to pause', 'full-only'],
  ['reset', 'Reset', 'R', 'Back to step 0 (R)', 'full-only'],
];

/** The counters always in view: [id, name, hint, hidden]. The variants' own are shown by the searches that keep them. */
const COUNTERS = [
  ['steps', 'Steps', '', false],
  ['nodes', 'Nodes', 'partial boards examined, the empty one included', false],
  ['solutions', 'Solutions', '', false],
  ['backtracks', 'Backtracks', '', false],
  ['rejections', 'Rejections', '', false],
  ['placements', 'Queens placed', '', false],
  ['depth', 'Depth', 'queens on the board', false],
  ['blocked-rejections', 'Blocked', 'rejections by a blocked square, or a row’s required one', true],
  ['permutations', 'Permutations', '', true],
  ['checks', 'Checks', 'scan: queens compared with a square; brute force: pairs of queens compared', true],
];

/** The page's further numbers (its Numbers tab): the rejections by kind, then the board's totals. */
const REJECTION_KINDS = [
  ['column-rejections', 'by a column', false],
  ['down-rejections', 'by a down diagonal (row − col)', false],
  ['up-rejections', 'by an up diagonal (row + col)', false],
];

const SHORTCUTS = [
  ['Space', 'play or pause'], ['→', 'step'], ['←', 'step back'], ['N', 'next solution'], ['E', 'run to end'],
  ['R', 'reset'], ['L', 'diagonal numbers'], ['+ −', 'faster, slower'],
];

const LEGEND = [
  ['queen', 'a queen on the board'],
  ['next', 'blue ring: the square the next step tries'],
  ['placed', 'green ring: the queen the last step placed'],
  ['attacked', 'tinted and striped: a square some queen attacks, along its row, its column or a diagonal'],
  ['reject', 'a rejected square, the line that attacks it and the queen that owns the line'],
  ['ghost', 'a queen just lifted by a backtrack'],
  ['solution', 'a solution: a gold frame and gold squares under the queens (the board flashes, at most twice a second)'],
  ['phantom', 'a variant’s bug: a square its check refuses though no queen attacks it (forgot-undo’s ghost diagonal, with the faded ghost queen; sized-n’s wrapped slot)'],
  ['missed', 'a variant’s bug: a square a queen attacks along a down diagonal the check never looks at (same-diagonal), crossed by a dashed line'],
  ['false', 'a variant’s false solution: no gold, a dashed red frame, and the two queens that attack each other ringed in red and joined by their line'],
  ['blocked', 'a blocked square (Constrain): no queen may stand there'],
  ['required', 'a required square (Constrain): corner brackets; its row’s queen must stand there'],
];

const CONVENTION = 'Squares have chess names, columns a, b, c… and ranks 1, 2, 3…, but the board is drawn with the '
  + 'search’s first row (rank 1) at the top, since the search fills it first. The code counts rows and columns '
  + '<strong>from 0</strong>: a pair (row, col) and every diagonal number use those indices, so a1 is (0, 0) and b3 '
  + 'is (2, 1). A down diagonal (╲) has a constant <code>row − col</code> (1 for b3), an up diagonal (╱) a constant '
  + '<code>row + col</code> (3 for b3). With “Show diagonal numbers” on, every square shows <code>row − col</code> at '
  + 'its top left and <code>row + col</code> at its bottom right.';

const sizeInput = '<input id="size" name="size" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" '
  + 'value="4" size="4" aria-describedby="size-hint size-error" />';

const labelsField = `<div class="field check-field"><input id="labels" name="labels" type="checkbox" aria-describedby="labels-note" />
  <label for="labels">Show diagonal numbers (row &minus; col, row + col) <span class="hint">(L)</span></label></div>
<p id="labels-note" class="notice" role="status" hidden></p>`;

function buttons() {
  return BUTTONS.map(([id, text, keys, title, cls]) =>
    `<button id="${id}" type="button"${cls ? ` class="${cls}"` : ''} aria-keyshortcuts="${keys}" title="${title}">${text}</button>`).join('');
}

/** @param {Array<string | boolean>} row `[id, name, hint, hidden]` */
function counterRow([id, name, hint, hidden], cls = '') {
  const hintText = hint ? ` <span class="hint">(${hint})</span>` : '';
  return `<div${cls ? ` class="${cls}"` : ''}${hidden ? ' hidden' : ''}><dt>${name}${hintText}</dt><dd id="${id}" data-value="0">0</dd></div>`;
}

/** Where the search stands and how fast it goes: the step bar (to any step, forward or back) and the speed. */
const SCRUB_LINE = `<div class="scrub-line full-only">
      <div class="field scrub-field">
        <label for="scrub"><span class="visually-hidden">Move through the search: </span><output id="scrub-text" for="scrub">Step 0</output></label>
        <div class="scrub-track"><input id="scrub" name="scrub" type="range" min="0" max="1" step="1" value="0" aria-describedby="scrub-hint" />
          <canvas id="scrub-marks" class="scrub-marks" aria-hidden="true"></canvas></div>
      </div>
      <div class="field speed-field">
        <label for="speed">Speed: <output id="speed-value" for="speed">2 steps per second</output></label>
        <input id="speed" name="speed" type="range" min="0" max="20" step="1" value="1" />
      </div>
    </div>
    <p id="scrub-hint" class="visually-hidden">Drag the step bar, or use its arrow keys, to go to any step, forward or back; playing stops. Marks on the bar show the solutions, the first backtrack and the lesson's stops: Page Down and Page Up go to the next and the previous one.</p>`;

/**
 * The board, the narration and the transport: what the learner's eyes and fingers stay on. The element,
 * often set in a small frame of a tutorial, keeps the step bar, the speed and the size in a disclosure.
 */
function stage(host) {
  const more = host === 'element' ? `<details class="more full-only" id="more">
    <summary>Step, speed and size</summary>
    ${SCRUB_LINE}
    <div class="field"><label for="size">Board size <span class="hint" id="size-hint"></span></label>${sizeInput}
      <p id="size-error" class="field-error" role="alert" hidden></p></div>
    ${labelsField}
  </details>` : '';
  return `<section id="board-area" class="studio-stage" aria-label="Board" tabindex="-1">
  <div class="board-wrap" id="board-wrap"><canvas id="board" role="img"${host === 'element' ? ' tabindex="0" aria-keyshortcuts="Space ArrowRight ArrowLeft"' : ''} aria-label="Empty board" width="320" height="320"></canvas></div>
  <p id="narration" class="narration" aria-live="polite" tabindex="0"${host === 'page' ? ' aria-describedby="narration-note"' : ''}>Loading the search&hellip;</p>
  <div class="transport" id="transport">
    <div class="buttons" id="search-buttons" role="group" aria-label="Search controls">${buttons()}</div>
    <div class="progress-slot full-only">
      <div class="progress-row" id="progress-row" hidden>
        <label for="progress" id="progress-label">Progress</label>
        <progress id="progress" max="1" value="0"></progress>
        <span id="progress-text" class="progress-text"></span>
      </div>
    </div>
    ${host === 'page' ? SCRUB_LINE : ''}
  </div>
  ${more}
</section>`;
}

/** Each tab's label and panel body. */
const TAB_PANELS = {
  code: ['<span class="wide-only">Code &amp; stack</span><span class="narrow-only">Code</span>', `<div class="code-tools"><label for="code-language">Language</label>
    <select id="code-language" name="code-language"><option value="python" selected>Python (the article&rsquo;s)</option><option value="javascript">JavaScript</option></select></div>
  <div id="code" class="code" role="group" aria-labelledby="code-heading"><h2 id="code-heading" class="visually-hidden">The code, running</h2><ol id="code-lines" class="code-lines" tabindex="0" aria-label="The code, one line per item"></ol></div>`],
  tree: ['Tree', `<h2 id="tree-heading" class="visually-hidden">The search tree, growing</h2>
  <div class="tree-box"><canvas id="tree" role="img" tabindex="0" aria-label="Search tree: the empty board" aria-describedby="tree-caption" width="300" height="200"></canvas></div>
  <p id="tree-caption" class="hint"></p>`],
  growth: ['Growth', `<h2 id="growth-heading" class="visually-hidden">How the search grows with n</h2>
  <p id="growth-summary" class="hint">Nodes the search examines (bars) for n = 1 to 16 on a log scale, against the boards it never has to list: n! (circles), n<sup>n</sup> (squares) and C(n&sup2;, n) (triangles), and the solutions (diamonds; 0 on the row under the axis). Each step up the scale is ten times more. Focus a column (Tab, then the arrow keys) or point at it for its numbers.</p>
  <div id="growth" class="growth"></div>
  <ul class="growth-key" aria-hidden="true">
    <li><span class="growth-swatch growth-nodes"></span>nodes examined</li>
    <li><span class="growth-swatch growth-factorial"></span>n!</li>
    <li><span class="growth-swatch growth-power"></span>n<sup>n</sup></li>
    <li><span class="growth-swatch growth-choose"></span>C(n&sup2;, n)</li>
    <li><span class="growth-swatch growth-solutions"></span>solutions</li>
  </ul>
  <p id="growth-live-text" class="growth-text"></p>
  <p id="growth-readout" class="growth-text" aria-live="polite"></p>`],
  numbers: ['Numbers', `<h2 id="numbers-heading" class="visually-hidden">All the numbers</h2>
  <h3>Rejections by kind</h3>
  <dl class="counters" aria-label="Rejections by kind">${REJECTION_KINDS.map(([id, name, hidden]) => counterRow([id, name, '', hidden], 'sub')).join('')}</dl>
  <h3 id="known-heading">For this board</h3>
  <dl class="counters known" aria-labelledby="known-heading">
    <div><dt>Solutions in all <span class="hint">(published total)</span></dt><dd id="known-solutions">&ndash;</dd></div>
    <div><dt>Nodes the whole search examines</dt><dd id="known-nodes">&ndash;</dd></div>
  </dl>
  <h3 id="sizes-heading">What the search never has to look at</h3>
  <dl class="counters sizes" aria-labelledby="sizes-heading">
    <div><dt>Placements of <var>n</var> queens anywhere, C(<var>n</var>&sup2;, <var>n</var>)</dt><dd id="size-anywhere">&ndash;</dd></div>
    <div><dt>Boards with one queen per row, <var>n</var><sup><var>n</var></sup></dt><dd id="size-per-row">&ndash;</dd></div>
    <div><dt>One per row and column, <var>n</var>!</dt><dd id="size-permutations">&ndash;</dd></div>
    <div><dt>Nodes examined so far, as a share of <var>n</var>!</dt><dd id="share">&ndash;</dd></div>
  </dl>`],
  key: ['Key', `<h2 id="key-heading" class="visually-hidden">What the board shows</h2>
  <ul class="legend">${LEGEND.map(([swatch, text]) => `<li><span class="swatch swatch-${swatch}" aria-hidden="true"></span> ${text}</li>`).join('')}</ul>
  <p id="narration-note" class="hint note">${CONVENTION}</p>
  <h3>Keyboard shortcuts</h3>
  <dl class="shortcut-list">${SHORTCUTS.map(([keys, what]) => `<dt>${keys.split(' ').map((k) => `<kbd>${k}</kbd>`).join(' ')}</dt><dd>${what}</dd>`).join('')}</dl>`],
};

/** The panel ids the page and its tests know (`*-details` for the teaching panels, as before tabs). */
const PANEL_ID = { code: 'code-details', tree: 'tree-details', growth: 'growth-details', numbers: 'numbers-panel', key: 'key-panel' };

/**
 * The call stack: beside the code, shown with it by the code's tab (on a narrow page, its own tab's panel).
 * Its box is a tab panel labelled by the code's tab.
 */
const STACK = `<div id="stack-details" class="tab-panel teach-panel stack-panel" role="tabpanel" aria-labelledby="code-tab" tabindex="0">
  <h3 id="call-stack-heading">Call stack <span class="hint">(top frame last)</span></h3>
  <ol id="call-stack" class="call-stack" aria-labelledby="call-stack-heading"></ol></div>`;

/**
 * The tabs a narrow page adds (js/shared/tabs.js shows them only there): the call stack, the sets and the
 * counters get a tab each, so that each is one tap away under the board. `[name, label, panel id]`.
 */
const NARROW_TABS = [['stack', 'Stack', 'stack-details'], ['sets', 'Sets', 'sets-details'], ['counters', 'Counters', 'counters-details']];

const tabButton = (name, label, controls, { selected = false, more = '' } = {}) =>
  `<button type="button" role="tab" id="${name}-tab" aria-controls="${controls}" aria-selected="${selected}" tabindex="${selected ? 0 : -1}"${more}>${label}</button>`;

/**
 * The tab list and the tab panels of `names`; `narrow` the narrow-only tabs to add (names of NARROW_TABS).
 * The code's tab shows the call stack too; on a narrow page the stack has its own tab.
 */
function tabs(names, narrow = []) {
  if (names.length === 0) return '';
  const list = [];
  for (const [i, name] of names.entries()) {
    const controls = name === 'code' ? 'code-details stack-details' : PANEL_ID[name];
    const more = name === 'code' && narrow.includes('stack') ? ' data-narrow-controls="code-details"' : '';
    list.push(tabButton(name, TAB_PANELS[name][0], controls, { selected: i === 0, more }));
    if (name === 'code') {
      for (const [extra, label, panel] of NARROW_TABS.filter(([n]) => narrow.includes(n))) {
        list.push(tabButton(extra, label, panel, { more: ' data-layout="narrow" hidden' }));
      }
    }
  }
  const panels = names.map((name, i) => `<div id="${PANEL_ID[name]}" class="tab-panel teach-panel" role="tabpanel" aria-labelledby="${name}-tab" tabindex="0"${i === 0 ? '' : ' hidden'}>${TAB_PANELS[name][1]}</div>${name === 'code' ? STACK : ''}`).join('');
  return `<div class="tabs" role="tablist" aria-label="Teaching panels">${list.join('')}</div><div class="tab-panels">${panels}</div>`;
}

const SETS = `<div id="sets-details" class="teach-panel sets-panel">
  <h2 id="sets-heading" class="panel-title">The sets</h2>
  <div id="sets" class="sets" role="group" aria-labelledby="sets-heading">
    <dl class="set-list">
      <div data-set="column"><dt><code class="set-name"></code> <span class="set-what">col</span></dt><dd class="set-values">{}</dd></div>
      <div data-set="down"><dt><code class="set-name"></code> <span class="set-what">row &minus; col</span></dt><dd class="set-values">{}</dd></div>
      <div data-set="up"><dt><code class="set-name"></code> <span class="set-what">row + col</span></dt><dd class="set-values">{}</dd></div>
    </dl>
    <p class="sets-change"></p>
  </div></div>`;

/** What stands beside the board: the tabs (code and stack, tree, growth …), the sets, the counters. */
function side(host, panels) {
  const tabNames = panels.filter((name) => name !== 'sets');
  if (host === 'page') tabNames.push('numbers', 'key');
  // A narrow page shows the call stack, the sets and the counters as tabs too, under the board.
  const narrowTabs = host !== 'page' ? [] : NARROW_TABS.map(([name]) => name)
    .filter((name) => (name === 'stack' ? tabNames.includes('code') : name === 'sets' ? panels.includes('sets') : true));
  // What the page's variant and constrained squares say about the search on view (js/experiment/): the
  // variant's count beside the correct one once a run ends, the squares' news, the options that do not apply.
  // They stand with the counters (on a phone, in the counters' tab), so that the code keeps its room.
  const variantResult = host === 'page' ? `<div class="studio-notes" id="studio-notes">
    <p id="variant-result" class="variant-result" role="status" hidden></p>
    <p id="constrain-status" class="hint" role="status"></p>
    <p id="constrain-error" class="field-error" role="alert" hidden></p>
    <p id="constrain-count" class="constrain-count" role="status" hidden></p>
    <p id="experiment-note" class="hint" role="status" hidden></p>
  </div>` : '';
  const counters = `<div id="counters-details" class="counters-panel"><dl class="counters live-counters" id="counters" aria-label="Counters">${COUNTERS.map((row) => counterRow(row)).join('')}</dl>${variantResult}</div>`;
  return `<section class="studio-side" aria-label="What the search holds">
  ${tabs(tabNames, narrowTabs)}
  ${panels.includes('sets') ? SETS : ''}
  ${counters}
</section>`;
}

/** The page's top bar: the settings changed while learning, and the disclosures for the rest. */
function bar() {
  return `<div class="studio-bar" id="studio-bar">
  <h1 class="studio-title">N-Queens, step by step</h1>
  <div class="bar-field size-field"><label for="size">n <span class="visually-hidden">(board size)</span></label>${sizeInput}<span class="hint" id="size-hint"></span>
    <p id="size-error" class="field-error bar-error" role="alert" hidden></p></div>
  <div class="bar-field variant-field"><label for="variant">Variant</label><select id="variant" name="variant" aria-describedby="variant-description"></select></div>
  <button type="button" id="options-toggle" class="disclosure" aria-controls="options-drawer" aria-expanded="false">Options</button>
  <button type="button" id="share-toggle" class="disclosure" aria-controls="share-drawer" aria-expanded="false">Share</button>
  <button type="button" id="lesson-toggle" class="primary lesson-toggle" aria-controls="lesson" aria-expanded="false">Follow the article</button>
  <button type="button" id="focus-toggle" class="focus-toggle" aria-pressed="false" title="The studio on the whole screen, for a projector in class (Escape leaves)" hidden>Focus</button>
  <div id="update-offer" class="update-offer" role="status"></div>
</div>
<div id="options-drawer" class="drawer" role="group" aria-label="Options" hidden>
  <p id="variant-description" class="hint"></p>
  ${labelsField}
  <div class="field check-field"><input id="first-solution" name="first-solution" type="checkbox" />
    <label for="first-solution">Stop at the first solution</label></div>
  <div class="field check-field"><input id="mirror" name="mirror" type="checkbox" aria-describedby="mirror-hint" />
    <label for="mirror">Mirror halving <span class="hint" id="mirror-hint">(skips the first queen&rsquo;s right half and counts each solution found there twice, for its mirror image)</span></label></div>
  <div class="field check-field"><input id="constrain" name="constrain" type="checkbox" aria-describedby="constrain-hint" />
    <label for="constrain">Constrain: block or require squares</label></div>
  <p id="constrain-hint" class="hint">With Constrain on, click a square of the board (or focus the board, move with the arrow keys and press Enter) to block it, again to require it, again to free it; the search starts again with them. The address keeps them as <code>block=row,col;row,col</code> and <code>require=row,col</code>, counted from 0.</p>
  <button id="constrain-clear" type="button" disabled>Free every square</button>
</div>
<div id="share-drawer" class="drawer share" role="group" aria-labelledby="share-heading" hidden>
  <h2 id="share-heading">Link or embed this step</h2>
  <div class="action-row">
    <button id="copy-link" type="button">Copy link to this step</button>
    <button id="copy-embed" type="button">Copy embed code</button>
  </div>
  <div id="share-output" hidden>
    <label for="share-text" class="hint">To paste where you want it (it is copied too when the browser allows):</label>
    <textarea id="share-text" class="share-text" readonly rows="6" spellcheck="false"></textarea>
  </div>
  <p id="share-status" class="hint" role="status"></p>
</div>`;
}

/**
 * The studio for `host` ("page" or "element") with the teaching `panels` asked for (names from PANELS;
 * the page has them all). One root element, `.studio`, holds everything.
 */
export function studioMarkup({ host, panels = PANELS }) {
  const chosen = PANELS.filter((name) => panels.includes(name));
  const top = host === 'page' ? bar() : '<p id="attribute-problems" class="notice" role="status" hidden></p>';
  const loading = '<p id="load-status" class="notice" role="status">Loading the search&hellip;</p>';
  // The element's studio is its frame too: the box its `theme`, `controls`, `counters` and `narration` set.
  const root = host === 'element'
    ? 'class="studio nq" id="frame" part="frame" data-theme="auto" data-controls="full"'
    : 'class="studio" id="studio"';
  return `<div ${root} data-host="${host}" data-panels="${chosen.join(' ')}">
${top}
${loading}
<div class="studio-grid">
${host === 'page' ? '<section id="lesson" class="lesson" hidden></section>' : ''}
${stage(host)}
${side(host, chosen)}
</div>
</div>`;
}
