// The teaching panels beside the board: the three sets (js/teaching/sets.js), the running code and
// the call stack (js/teaching/code.js). They are drawn from the one `state()` a frame reads, only when the
// search moved, at most a few times a second while it runs fast, and not at all while their <details> is closed.
// They remember what their last redraw cost, so that a fast run can leave that much of the frame free for them
// on the frames where they are due (the search's share of such a frame shrinks, the frame keeps its budget).

/** While the search runs fast, the panels are redrawn at most this often. */
const FAST_INTERVAL_MS = 250;

export class TeachingPanels {
  /** `panels`: `[{details, show(state, n)}]`, each drawn only while its <details> element is open. */
  constructor(panels) {
    this.panels = panels;
    this.shownKey = '';
    this.shownAt = -Infinity;
    this.last = undefined;
    this.costMs = 0;
    for (const panel of panels) {
      panel.details.addEventListener('toggle', () => {
        if (panel.details.open && this.last) panel.show(this.last.state, this.last.n);
      });
    }
  }

  /** A new search: the next state is drawn whatever its step number. */
  forget() {
    this.shownKey = '';
  }

  /** The time a fast run should leave free in the frame at `now` for the panels' redraw (0 when none is due). */
  reserveMs(now = performance.now()) {
    const anyOpen = this.panels.some((panel) => panel.details.open);
    return anyOpen && now - this.shownAt >= FAST_INTERVAL_MS ? this.costMs : 0;
  }

  /** Shows `state` of the n×n search; `fast` when the search runs faster than a person reads. */
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
      if (!panel.details.open) continue;
      panel.show(state, n);
      drawn = true;
    }
    // The largest recent cost, fading slowly: one cheap redraw does not make the next reserve too small.
    if (drawn) this.costMs = Math.max(performance.now() - started, this.costMs * 0.9);
  }
}
