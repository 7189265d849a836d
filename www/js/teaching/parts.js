// The teaching panels a root holds (the main page all of them, an <n-queens> element those its `panels`
// attribute asks for), made for one search view: the three sets, the code and call stack, the search tree
// and the growth chart, each with the function that shows a state in it (js/teaching/panels.js decides when).

import { SetsPanel } from './sets.js';
import { CodePanel } from './code.js';
import { GrowthChart } from './growth.js';
import { TreeView } from './tree.js';
import { englishMessages } from '../i18n/i18n.js';

/**
 * `$(id)` finds a part in the root. `seek(step)` is called for a board chosen in the tree, `plain()` tells
 * whether the search is the one the growth chart's numbers describe, `language(name)` when another language
 * of the code is chosen (#code-language); `signal` ends the parts' listeners.
 * Returns `{panels: [{box, show(state, n, language)}], tree, growth, language}` (tree and growth undefined
 * when absent; `language` the code's language now, "python" without a code panel).
 * @param {(id: string) => HTMLElement | null} $
 * `messages` is the reader's catalog, with the panels' words (js/i18n/i18n.js `laterMessages`).
 * @param {{wasm: import('../shared/bindings.js').Bindings, signal: AbortSignal, seek: (step: number) => void, plain: () => boolean,
 *   language?: (name: string) => void, messages?: import('../i18n/i18n.js').Translator}} parts
 */
export function teachingParts($, { wasm, signal, seek, plain, language = undefined, messages = englishMessages() }) {
  // A panel's box holds its parts: a part of a box found is there.
  const part = /** @type {(id: string) => HTMLElement} */ ($);
  /** @type {import('./panels.js').Panel[]} */
  const panels = [];
  /** @type {TreeView | undefined} */
  let tree;
  /** @type {GrowthChart | undefined} */
  let growth;
  const choice = /** @type {HTMLSelectElement | null} */ ($('code-language'));
  if ($('sets-details')) {
    const sets = new SetsPanel(part('sets'), messages);
    panels.push({ box: part('sets-details'), show: (state, n, language) => sets.show(state.queens, state.lastEvent, state.ghosts, state, n, language) });
  }
  if ($('code-details')) {
    const code = new CodePanel({ lines: part('code-lines'), stack: part('call-stack'), choice: /** @type {HTMLSelectElement} */ (choice), messages });
    panels.push({ box: part('code-details'), show: (state, n, _language, fast) => code.show(state.queens, state.lastEvent, n, state, fast) });
    panels.push({ box: part('stack-details'), show: (state, n, _language, fast) => code.showStack(state.queens, state.lastEvent, n, state, fast) });
  }
  if ($('tree-details')) {
    const view = new TreeView({ wasm, canvas: /** @type {HTMLCanvasElement} */ ($('tree')), caption: part('tree-caption'), onSeek: seek, signal, messages });
    tree = view;
    panels.push({ box: part('tree-details'), show: () => view.show() });
  }
  if ($('growth-details')) {
    const chart = new GrowthChart({ box: part('growth'), readout: part('growth-readout'), live: part('growth-live-text'), signal, messages }, wasm.known);
    growth = chart;
    panels.push({ box: part('growth-details'), show: (state, n) => chart.show(n, state.counters.nodes, { plain: plain() }) });
  }
  // After the code panel's own listener, which shows the code in the language chosen.
  if (language) choice?.addEventListener('change', () => language(choice.value), { signal });
  return { panels, tree, growth, language: choice?.value ?? 'python' };
}
