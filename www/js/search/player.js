// The animation loop and the chunked fast path.
//
// `FrameLoop` runs one callback per animation frame for as long as the callback asks for another. Every
// loop of the page is served by one scheduler (js/search/frames.js), which shares one frame budget among
// them and tells each callback how long its search may run.
// `Runner` advances the search as far as it may within a time budget per frame: it calls the core's
// runToSolution in chunks, measures each call with performance.now() and adapts the chunk size so that
// a call takes about a millisecond, stopping once the frame's budget is spent. Because it stops at every
// solution, the caller sees (and records) each one, however fast the search runs.

import { pageFrames } from './frames.js';

export class FrameLoop {
  /**
   * `onFrame(now, searchMs)` runs once a frame while it returns true; `searchMs` is how long its search
   * may run in this frame (the drawing that follows is not counted in it). `scheduler` is the page's.
   * @param {(now: number, searchMs: number) => boolean} onFrame
   */
  constructor(onFrame, scheduler = pageFrames) {
    this.onFrame = onFrame;
    this.scheduler = scheduler;
    // How long each frame's callback ran: the figure that must stay within the budget (benchmarks read it).
    this.stats = { frames: 0, longestMs: 0, totalMs: 0 };
  }

  /** Called by the scheduler with this frame's time and the search's share of it. @param {number} now @param {number} searchMs */
  serve(now, searchMs) {
    const started = performance.now();
    const again = this.onFrame(now, searchMs);
    const spent = performance.now() - started;
    this.stats.frames += 1;
    this.stats.totalMs += spent;
    this.stats.longestMs = Math.max(this.stats.longestMs, spent);
    if (again) this.request();
  }

  /** A copy of the frame statistics so far: `{frames, longestMs, totalMs}`. */
  statsSoFar() {
    return { ...this.stats };
  }

  resetStats() {
    this.stats = { frames: 0, longestMs: 0, totalMs: 0 };
  }

  request() {
    this.scheduler.request(this);
  }

  /** No frame asked for any more (until the next `request`). */
  cancel() {
    this.scheduler.cancel(this);
  }
}

export class Runner {
  constructor() {
    this.chunk = 2000;
    this.msPerStep = 0; // measured on the last full chunk; 0 until then
  }

  /**
   * Advances `search` (the wasm `Search`) by up to `maxSteps` (Infinity allowed) before `deadline` (a performance.now() time).
   * Calls `onSolution()` whenever the search stands on a new solution; with `stopAtSolution` returns there.
   * Returns { taken, reason }, reason being 'done', 'solution', 'budget' or 'count'.
   * @param {import('../../nqueens.js').Search} search
   * @param {number} maxSteps
   * @param {number} deadline
   * @param {{onSolution?: () => void, stopAtSolution?: boolean}} [options]
   */
  advance(search, maxSteps, deadline, { onSolution, stopAtSolution = false } = {}) {
    let taken = 0;
    while (taken < maxSteps) {
      const t0 = performance.now();
      if (t0 >= deadline) return { taken, reason: 'budget' };
      // The last chunk of a frame is cut to the time left, so that it cannot overrun the deadline.
      const fits = this.msPerStep > 0 ? Math.max(1, Math.floor((deadline - t0) / this.msPerStep)) : this.chunk;
      const want = Math.min(this.chunk, fits, maxSteps - taken);
      const k = search.runToSolution(want);
      const dt = performance.now() - t0;
      taken += k;
      if (k === want && k >= 500) this.msPerStep = dt / k;
      if (k === this.chunk) {
        if (dt < 0.6) this.chunk = Math.min(this.chunk * 2, 8_000_000);
        else if (dt > 2) this.chunk = Math.max(500, Math.floor(this.chunk / 2));
      }
      // One question per chunk: a chunk cut short stopped on a solution or at the end, and a full one
      // may have ended on a solution with its last step.
      if (search.atSolution()) {
        onSolution?.();
        if (stopAtSolution) return { taken, reason: 'solution' };
      } else if (k < want) {
        return { taken, reason: 'done' };
      }
    }
    return { taken, reason: 'count' };
  }
}
