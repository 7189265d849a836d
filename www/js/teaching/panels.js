// The teaching panels beside the board: the sets (js/teaching/sets.js), the running code and the call stack
// (js/teaching/code.js), the tree and the growth chart. They are drawn from the one `state()` a frame reads,
// only when the search moved, at most a few times a second while it runs fast, and not at all while their
// tab is not the one shown (js/shared/tabs.js).
// They remember what their last redraw cost, so that a fast run can leave that much of the frame free for them
// on the frames where they are due (the search's share of such a frame shrinks, the frame keeps its budget).

/** While the search runs fast, the panels are redrawn at most this often. */
const FAST_INTERVAL_MS = 250;

import { isShown } from '../shared/tabs.js';

/** @typedef {import('../../nqueens.js').SearchState} SearchState */
/**
 * A teaching panel: its box (shown or not), and what shows the n×n search's `state` in it, naming things as
 * the code's `language` does (`fast` when the search runs faster than a person reads).
 * @typedef {{box: HTMLElement, show: (state: SearchState, n: number, language: string, fast: boolean) => void}} Panel
 */

export class TeachingPanels {
  /** `panels`: `[{box, show(state, n, language)}]`, each drawn only while its box is shown. @param {Panel[]} panels */
  constructor(panels) {
    this.panels = panels;
    /** The code's language ("python" or "javascript"), whose names the panels use. */
    this.language = 'python';
    this.shownKey = '';
    this.shownAt = -Infinity;
    /** @type {{state: SearchState, n: number} | undefined} */
    this.last = undefined;
    this.costMs = 0;
    for (const panel of panels) {
      panel.box.addEventListener('panel-shown', () => {
        if (this.last) panel.show(this.last.state, this.last.n, this.language, false);
      });
    }
  }

  /** A new search: the next state is drawn whatever its step number. */
  forget() {
    this.shownKey = '';
  }

  /** The code is shown in `language` now: the panels say its names from their next redraw. @param {string} language */
  setLanguage(language) {
    this.language = language;
    this.forget();
  }

  /** The time a fast run should leave free in the frame at `now` for the panels' redraw (0 when none is due). */
  reserveMs(now = performance.now()) {
    const anyOpen = this.panels.some((panel) => isShown(panel.box));
    return anyOpen && now - this.shownAt >= FAST_INTERVAL_MS ? this.costMs : 0;
  }

  /**
   * Shows `state` of the n×n search; `fast` when the search runs faster than a person reads.
   * @param {SearchState} state @param {number} n @param {{fast?: boolean, now?: number}} [options]
   */
  show(state, n, { fast = false, now = performance.now() } = {}) {
    this.last = { state, n };
    const key = `${n} ${state.counters.steps}`;
    if (key === this.shownKey) return;
    if (fast && now - this.shownAt < FAST_INTERVAL_MS) return;
    this.shownKey = key;
    this.shownAt = now;
    const started = performance.now();
    let drawn = false;
    for (const panel of this.panels) {
      if (!isShown(panel.box)) continue;
      panel.show(state, n, this.language, fast);
      drawn = true;
    }
    // The largest recent cost, fading slowly: one cheap redraw does not make the next reserve too small.
    if (drawn) this.costMs = Math.max(performance.now() - started, this.costMs * 0.9);
  }
}
