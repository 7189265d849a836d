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
 * @param {(id: string) => any} $
 * `messages` is the reader's catalog, with the panels' words (js/i18n/i18n.js `laterMessages`).
 * @param {{wasm: any, signal: AbortSignal, seek: (step: number) => void, plain: () => boolean, language?: (name: string) => void, messages?: any}} parts
 */
export function teachingParts($, { wasm, signal, seek, plain, language = undefined, messages = englishMessages() }) {
  const panels = [];
  let tree;
  let growth;
  const choice = $('code-language');
  if ($('sets-details')) {
    const sets = new SetsPanel($('sets'), messages);
    panels.push({ box: $('sets-details'), show: (state, n, language) => sets.show(state.queens, state.lastEvent, state.ghosts, state, n, language) });
  }
  if ($('code-details')) {
    const code = new CodePanel({ lines: $('code-lines'), stack: $('call-stack'), choice: $('code-language'), messages });
    panels.push({ box: $('code-details'), show: (state, n) => code.show(state.queens, state.lastEvent, n, state) });
    panels.push({ box: $('stack-details'), show: (state, n) => code.showStack(state.queens, state.lastEvent, n, state) });
  }
  if ($('tree-details')) {
    tree = new TreeView({ wasm, canvas: $('tree'), caption: $('tree-caption'), onSeek: seek, signal, messages });
    panels.push({ box: $('tree-details'), show: () => tree.show() });
  }
  if ($('growth-details')) {
    growth = new GrowthChart({ box: $('growth'), readout: $('growth-readout'), live: $('growth-live-text'), signal, messages }, wasm.known);
    panels.push({ box: $('growth-details'), show: (state, n) => growth.show(n, state.counters.nodes, { plain: plain() }) });
  }
  // After the code panel's own listener, which shows the code in the language chosen.
  if (language) choice?.addEventListener('change', () => language(choice.value), { signal });
  return { panels, tree, growth, language: choice?.value ?? 'python' };
}
