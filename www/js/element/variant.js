// The <n-queens> element's `variant`: which search runs (the correct one, a classic mistake or brute force,
// by the core's names, variants()). It answers what js/search/view.js asks its `experiment` as the page's
// js/experiment/experiment.js does (the search to make, the sentences js/search/narration.js does not cover,
// the marks under the queens), without the page's selector, blocked or required squares and side-by-side count.

import { describeVariantEvent } from '../experiment/narration.js';
import { drawVariantMarks, VARIANT_COLORS } from '../experiment/variant-select.js';
import { factorial } from '../shared/counting.js';
import { cssColors, onColorSchemeChange } from '../shared/theme.js';

/** `[[row, col], …]` from a flat `[row, col, row, col, …]`. */
const pairs = (/** @type {ArrayLike<number> | undefined} */ flat) => (flat ? Array.from({ length: flat.length / 2 }, (_, i) => /** @type {[number, number]} */ ([flat[2 * i], flat[2 * i + 1]])) : undefined);

export class ElementVariant {
  /**
   * `wasm` the loaded bindings, `canvas` the element's board, `name` the variant; listens until `signal` aborts.
   * @param {{wasm: import('../shared/bindings.js').Bindings, canvas: HTMLElement, name: string, signal: AbortSignal}} parts
   */
  constructor({ wasm, canvas, name, signal }) {
    this.wasm = wasm;
    this.variant = name;
    this.colors = cssColors(canvas, VARIANT_COLORS);
    onColorSchemeChange(() => {
      this.colors = cssColors(canvas, VARIANT_COLORS);
    }, signal, canvas.getRootNode());
  }

  /** True for the correct search: the one first-solution, mirror and the reference table describe. */
  isPlain() {
    return this.variant === 'correct';
  }

  /**
   * The search's options, `base` the element's `{firstSolution, mirror}` (which only the correct search takes).
   * @param {{firstSolution?: boolean, mirror?: boolean}} [base]
   */
  searchOptions(base = {}) {
    return this.isPlain() ? { ...base } : { variant: this.variant };
  }

  /** What tells this search from another of the same size (the view remembers a run's totals per search). */
  key() {
    return this.variant;
  }

  /** @param {number} n @param {{firstSolution?: boolean, mirror?: boolean}} [base] */
  makeSearch(n, base = {}) {
    this.factorial = this.variant === 'brute-force' ? factorial(n) : undefined;
    return new this.wasm.Search(n, this.searchOptions(base));
  }

  /**
   * The sentence for the state's last event where js/search/narration.js has none fit for this search, or undefined.
   * @param {import('../../nqueens.js').SearchState} state
   * @param {Omit<Parameters<typeof describeVariantEvent>[1], 'variant' | 'required' | 'misjudged' | 'ghosts' | 'factorial' | 'attack'>} ctx
   */
  describe(state, ctx) {
    if (this.isPlain()) return undefined;
    return describeVariantEvent(state.lastEvent, {
      ...ctx,
      variant: this.variant,
      required: [],
      misjudged: state.misjudged,
      ghosts: pairs(state.ghosts),
      factorial: this.factorial,
      attack: state.falseSolution,
    });
  }

  /** What the board draws under the queens for `state`: the variant's marks. @param {import('../../nqueens.js').SearchState} state */
  marks(state) {
    if (this.isPlain()) return undefined;
    return (/** @type {Parameters<typeof drawVariantMarks>[0]} */ ctx, /** @type {Parameters<typeof drawVariantMarks>[1]} */ geometry) => drawVariantMarks(ctx, geometry, state, this.colors);
  }

  /** The page shows a finished variant's count beside the correct one here; the element's narration says enough. */
  show() {}
}
