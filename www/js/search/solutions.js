// The solutions found so far, recorded with the step number at which the search reported it, so that
// choosing one seeks the search back (or forward) to exactly that moment. Only the first LIMIT are kept; the
// rest are counted. The search is deterministic, so a recorded solution stays valid when the search steps
// back past it. The main page shows them as small boards (js/page/gallery.js, SolutionGallery); an element
// only records them.

export const LIMIT = 300;

export class SolutionList {
  constructor() {
    this.clear(0);
  }

  clear(n) {
    this.n = n;
    this.recorded = []; // recorded[k] = { number: k + 1, step, columns }
  }

  /** The solutions recorded so far, as copies: `[{number, step, columns}]`. */
  list() {
    return this.recorded.map((s) => ({ ...s, columns: [...s.columns] }));
  }

  /** The search now shows solution `number` (columns, at `step`); records it if it is new. Returns whether it did. */
  record(number, step, columns) {
    if (number !== this.recorded.length + 1 || number > LIMIT) return false;
    this.recorded.push({ number, step, columns: Array.from(columns) });
    return true;
  }

  /** Shows `found` solutions so far and solution `at` as the current one (nothing to show here). */
  render(_found, _at) {}

  /** After a colour-scheme change (nothing drawn here). */
  repaint() {}
}
