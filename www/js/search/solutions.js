// The solutions found so far, recorded with the step number at which the search reported it, so that
// choosing one seeks the search back (or forward) to exactly that moment. Only the first LIMIT are kept; the
// rest are counted. The search is deterministic, so a recorded solution stays valid when the search steps
// back past it. The main page shows them as small boards (js/page/gallery.js, SolutionGallery); an element
// only records them.

export const LIMIT = 300;

/** @typedef {{number: number, step: number, columns: number[]}} Solution a solution recorded: its number, the step it was reported at, its queens' columns */

export class SolutionList {
  constructor() {
    this.clear(0);
  }

  /** A new search of the n×n board: nothing recorded (the constructor clears, so `recorded` is always a list). @param {number} n */
  clear(n) {
    this.n = n;
    /** @type {Solution[]} recorded[k] is solution k + 1 */
    this.recorded = [];
  }

  /** The solutions recorded so far, as copies: `[{number, step, columns}]`. */
  list() {
    return /** @type {Solution[]} */ (this.recorded).map((s) => ({ ...s, columns: [...s.columns] }));
  }

  /**
   * The search now shows solution `number` (columns, at `step`); records it if it is new. Returns whether it did.
   * @param {number} number @param {number} step @param {ArrayLike<number>} columns
   */
  record(number, step, columns) {
    if (number !== /** @type {Solution[]} */ (this.recorded).length + 1 || number > LIMIT) return false;
    /** @type {Solution[]} */ (this.recorded).push({ number, step, columns: Array.from(columns) });
    return true;
  }

  /** Shows `found` solutions so far and solution `at` as the current one (nothing to show here). @param {number} _found @param {number} _at */
  render(_found, _at) {}

  /** After a colour-scheme change (nothing drawn here). */
  repaint() {}
}
