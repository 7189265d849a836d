// The live counters beside the board (#steps, #nodes, #solutions, …), shown with thousands separators, the
// plain number kept in `data-value`, for scripts. The main page adds its Numbers tab (js/page/counters.js:
// the reference totals and the sizes of the spaces the search never has to enumerate).

import { group } from '../shared/format.js';

const LIVE = {
  steps: 'steps',
  nodes: 'nodes',
  placements: 'placements',
  solutions: 'solutions',
  backtracks: 'backtracks',
  rejections: 'rejections',
  columnRejections: 'column-rejections',
  downRejections: 'down-rejections',
  upRejections: 'up-rejections',
  depth: 'depth',
  // Kept by some searches only (js/experiment/experiment.js): the others leave them out and their rows are hidden.
  blockedRejections: 'blocked-rejections',
  checks: 'checks',
  permutations: 'permutations',
};

export class CounterPanel {
  /**
   * `doc` holds the counters by id (the Document, or the element's ShadowRoot); those it lacks are skipped.
   * `lang` is the language of the words beside them, whose thousands separators they take.
   * @param {Document | ShadowRoot} doc @param {string} lang
   */
  constructor(doc, lang) {
    this.lang = lang;
    const present = /** @type {[string, HTMLElement][]} */ (Object.entries(LIVE).map(([key, id]) => [key, doc.getElementById(id)]).filter(([, el]) => el));
    /** @type {Record<string, HTMLElement>} */
    this.live = Object.fromEntries(present);
    /** @type {Record<string, number>} */
    this.shown = {};
  }

  /**
   * New board size `n` (`known` the core's table row, or undefined): the counters start over.
   * @param {number} n @param {import('../../nqueens.js').KnownRow | null | undefined} _known
   */
  setSize(n, _known) {
    this.n = n;
    this.shown = {};
  }

  /**
   * The search reached its end (its counters the whole search's totals): nothing more to show here.
   * @param {Partial<import('../../nqueens.js').Counters>} _counters
   */
  showTotals(_counters) {}

  /**
   * Writes the counters (an object of numbers from the core); touches only the ones that changed.
   * @param {import('../../nqueens.js').Counters} c
   */
  update(c) {
    for (const [key, el] of Object.entries(this.live)) {
      const v = c[/** @type {keyof import('../../nqueens.js').Counters} */ (key)];
      const row = /** @type {HTMLDivElement} */ (el.closest('div'));
      if (row.hidden !== (v === undefined)) row.hidden = v === undefined;
      if (v !== undefined && this.shown[key] !== v) {
        el.textContent = group(v, this.lang);
        el.dataset.value = String(v);
        this.shown[key] = v;
      }
    }
  }
}
