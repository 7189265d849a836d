// The main page's own parts of the studio (js/search/markup.js writes the rest, for the page and the element
// alike): its top bar with the language picker, its drawers, its Numbers and Key tabs and the notes by the
// counters. Only the page's modules import this file, so an element's bundle never carries its words.

import { counterRow, escapeHtml, labelsField, sizeInput } from '../search/markup.js';
import { LANGUAGES, languageName } from '../i18n/languages.js';

/** @typedef {import('../search/markup.js').Words} Words */
/** @typedef {import('../search/markup.js').PageParts} PageParts */

/** The page's further numbers (its Numbers tab): the rejections by kind, then the board's totals. */
const REJECTION_KINDS = ['column-rejections', 'down-rejections', 'up-rejections'];

/** The keyboard shortcuts: [keys, message]. */
const SHORTCUTS = [
  ['Space', 'shortcut-play'], ['→', 'shortcut-step'], ['←', 'shortcut-step-back'], ['N', 'shortcut-next-solution'],
  ['E', 'shortcut-run-to-end'], ['R', 'shortcut-reset'], ['L', 'shortcut-labels'], ['+ −', 'shortcut-speed'],
];

/** The key's swatches; each one's words are the message legend-<name>. */
const LEGEND = ['queen', 'next', 'placed', 'attacked', 'reject', 'ghost', 'solution', 'phantom', 'missed', 'false', 'blocked', 'required'];

/**
 * The page's tabs beyond the teaching panels: each its label and panel body.
 * @type {PageParts['tabs']}
 */
const TABS = {
  numbers: (w) => [w.text('tab-numbers'), `<h2 id="numbers-heading" class="visually-hidden">${w.text('numbers-heading')}</h2>
  <h3>${w.text('rejections-heading')}</h3>
  <dl class="counters" aria-label="${w.text('rejections-heading')}">${REJECTION_KINDS.map((id) => counterRow(w, [id, false, false], 'sub')).join('')}</dl>
  <h3 id="known-heading">${w.text('known-heading')}</h3>
  <dl class="counters known" aria-labelledby="known-heading">
    <div><dt>${w.text('known-solutions')} <span class="hint">(${w.attr('known-solutions', 'hint')})</span></dt><dd id="known-solutions">&ndash;</dd></div>
    <div><dt>${w.text('known-nodes')}</dt><dd id="known-nodes">&ndash;</dd></div>
  </dl>
  <h3 id="sizes-heading">${w.text('sizes-heading')}</h3>
  <dl class="counters sizes" aria-labelledby="sizes-heading">
    <div><dt>${w.html('size-anywhere-html')}</dt><dd id="size-anywhere">&ndash;</dd></div>
    <div><dt>${w.html('size-per-row-html')}</dt><dd id="size-per-row">&ndash;</dd></div>
    <div><dt>${w.html('size-permutations-html')}</dt><dd id="size-permutations">&ndash;</dd></div>
    <div><dt>${w.html('size-share-html')}</dt><dd id="share">&ndash;</dd></div>
  </dl>`],
  key: (w) => [w.text('tab-key'), `<h2 id="key-heading" class="visually-hidden">${w.text('key-heading')}</h2>
  <ul class="legend">${LEGEND.map((swatch) => `<li><span class="swatch swatch-${swatch}" aria-hidden="true"></span> ${w.text(`legend-${swatch}`)}</li>`).join('')}</ul>
  <p id="narration-note" class="hint note">${w.html('convention-html')}</p>
  <h3>${w.text('shortcuts-heading')}</h3>
  <dl class="shortcut-list">${SHORTCUTS.map(([keys, what]) => `<dt>${keys.split(' ').map((k) => `<kbd>${k}</kbd>`).join(' ')}</dt><dd>${w.text(what)}</dd>`).join('')}</dl>`],
};

/**
 * What the page's variant and constrained squares say about the search on view (js/experiment/): the
 * variant's count beside the correct one once a run ends, the squares' news, the options that do not apply.
 * They stand with the counters (on a phone, in the counters' tab), so that the code keeps its room.
 */
const notes = () => `<div class="studio-notes" id="studio-notes">
    <p id="variant-result" class="variant-result" role="status" hidden></p>
    <p id="constrain-status" class="hint" role="status"></p>
    <p id="constrain-error" class="field-error" role="alert" hidden></p>
    <p id="constrain-count" class="constrain-count" role="status" hidden></p>
    <p id="experiment-note" class="hint" role="status" hidden></p>
  </div>`;

/** The language picker: every catalog, each named in its own language, `lang` chosen. @param {Words} w @param {string} lang */
function languagePicker(w, lang) {
  const options = LANGUAGES.map((code) =>
    `<option value="${code}" lang="${code}"${code === lang ? ' selected' : ''}>${escapeHtml(languageName(code))}</option>`).join('');
  // The select names the language shown in itself; its label is for screen readers, so that the bar keeps one line.
  return `<div class="bar-field language-field"><label for="language" class="visually-hidden">${w.text('language-label')}</label><select id="language" name="language">${options}</select></div>`;
}

/** The page's top bar: the settings changed while learning, and the disclosures for the rest. @param {Words} w @param {string} lang */
function bar(w, lang) {
  return `<div class="studio-bar" id="studio-bar">
  <h1 class="studio-title">${w.text('page-title')}</h1>
  <div class="bar-field size-field"><label for="size">n <span class="visually-hidden">(${w.text('size-label')})</span></label>${sizeInput}<span class="hint" id="size-hint"></span>
    <p id="size-error" class="field-error bar-error" role="alert" hidden></p></div>
  <div class="bar-field variant-field"><label for="variant">${w.text('variant-label')}</label><select id="variant" name="variant" aria-describedby="variant-description"></select></div>
  ${languagePicker(w, lang)}
  <button type="button" id="options-toggle" class="disclosure" aria-controls="options-drawer" aria-expanded="false">${w.text('options-toggle')}</button>
  <button type="button" id="share-toggle" class="disclosure" aria-controls="share-drawer" aria-expanded="false">${w.text('share-toggle')}</button>
  <button type="button" id="lesson-toggle" class="primary lesson-toggle" aria-controls="lesson" aria-expanded="false">${w.text('lesson-toggle')}</button>
  <button type="button" id="focus-toggle" class="focus-toggle" aria-pressed="false" title="${w.attr('focus-toggle', 'title')}" hidden>${w.text('focus-toggle')}</button>
  <div id="update-offer" class="update-offer" role="status"></div>
</div>
<div id="options-drawer" class="drawer" role="group" aria-label="${w.text('options-toggle')}" hidden>
  <p id="variant-description" class="hint"></p>
  ${labelsField(w)}
  <div class="field check-field"><input id="first-solution" name="first-solution" type="checkbox" />
    <label for="first-solution">${w.text('first-solution-field')}</label></div>
  <div class="field check-field"><input id="mirror" name="mirror" type="checkbox" aria-describedby="mirror-hint" />
    <label for="mirror">${w.text('mirror-field')} <span class="hint" id="mirror-hint">(${w.text('mirror-hint')})</span></label></div>
  <div class="field check-field"><input id="constrain" name="constrain" type="checkbox" aria-describedby="constrain-hint" />
    <label for="constrain">${w.text('constrain-field')}</label></div>
  <p id="constrain-hint" class="hint">${w.html('constrain-hint-html')}</p>
  <button id="constrain-clear" type="button" disabled>${w.text('constrain-clear')}</button>
</div>
<div id="share-drawer" class="drawer share" role="group" aria-labelledby="share-heading" hidden>
  <h2 id="share-heading">${w.text('share-heading')}</h2>
  <div class="action-row">
    <button id="copy-link" type="button">${w.text('copy-link')}</button>
    <button id="copy-embed" type="button">${w.text('copy-embed')}</button>
  </div>
  <div id="share-output" hidden>
    <label for="share-text" class="hint">${w.text('share-text-label')}</label>
    <textarea id="share-text" class="share-text" readonly rows="6" spellcheck="false"></textarea>
  </div>
  <p id="share-status" class="hint" role="status"></p>
</div>`;
}

/** What js/search/markup.js `studioMarkup` takes as `page`. @type {PageParts} */
export const PAGE_PARTS = { bar, tabs: TABS, notes };
