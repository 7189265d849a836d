// One frame budget for every animated search on a page: each FrameLoop (js/search/player.js) asks this
// scheduler for a frame, and one requestAnimationFrame callback serves them in turn until the page's budget
// for the frame is spent. Those not served go first in the next frame, so fifty boards playing at once
// share the time one board had, each drawn every few frames, and the page keeps answering clicks and timers.
// Each loop is told how long its search may run (its share: the budget left over the loops still waiting,
// from LEAST_SEARCH_MS to SEARCH_BUDGET_MS). Pure apart from the clock and the frame request it is given
// (tests/unit/search/frames.test.mjs).

/**
 * What the loops of a page may spend in one frame, together, before the next waits for another frame (a frame
 * is ~16.7 ms at 60 Hz; style, layout and painting the boards' canvases take their part of the rest).
 * Measured with 50 boards playing at once (scripts/bench-many-boards.mjs): at 8 ms the page fell below 50
 * frames a second and timers waited a median 29 ms; at 6 ms, 59 frames a second and 11 ms.
 */
export const PAGE_FRAME_BUDGET_MS = 6;
/** The most one loop's search may take of a frame: a board alone on its page gets this, drawing comes after. */
export const SEARCH_BUDGET_MS = 6;
/** The least a served loop's search is given: shorter runs would spend their time starting and stopping. */
export const LEAST_SEARCH_MS = 1;

export class FrameScheduler {
  /**
   * `requestFrame(callback)` / `cancelFrame(id)` and `clock()` default to the window's
   * requestAnimationFrame, cancelAnimationFrame and performance.now (read when first needed).
   * @param {{requestFrame?: (callback: (now: number) => void) => number, cancelFrame?: (id: number) => void, clock?: () => number}} [host]
   */
  constructor({ requestFrame, cancelFrame, clock } = {}) {
    this.requestFrame = requestFrame ?? ((callback) => requestAnimationFrame(callback));
    this.cancelFrame = cancelFrame ?? ((id) => cancelAnimationFrame(id));
    this.clock = clock ?? (() => performance.now());
    /** @type {Set<{serve: (now: number, searchMs: number) => void}>} the loops waiting, in the order they are served */
    this.waiting = new Set();
    /** The loops of the frame being run that are still to be served. */
    this.due = new Set();
    this.id = 0;
  }

  /** `loop` wants the next frame it can have (once, however often it asks before being served). */
  request(loop) {
    this.waiting.add(loop);
    if (!this.id) this.id = this.requestFrame((now) => this.run(now));
  }

  /** `loop` no longer wants a frame. */
  cancel(loop) {
    this.waiting.delete(loop);
    this.due.delete(loop);
    if (this.waiting.size === 0 && this.id) {
      this.cancelFrame(this.id);
      this.id = 0;
    }
  }

  /** How many loops wait for a frame. */
  get pending() {
    return this.waiting.size;
  }

  /** One frame: the waiting loops in turn, until the page's budget is spent (the first is always served). */
  run(now) {
    this.id = 0;
    const deadline = this.clock() + PAGE_FRAME_BUDGET_MS;
    const due = (this.due = this.waiting);
    this.waiting = new Set();
    let served = 0;
    for (const loop of due) {
      const left = deadline - this.clock();
      if (served > 0 && left <= 0) break;
      const share = Math.min(SEARCH_BUDGET_MS, Math.max(LEAST_SEARCH_MS, left / due.size));
      due.delete(loop);
      served += 1;
      try {
        loop.serve(now, share);
      } catch (err) {
        // One broken loop must not stop every other board's frames: thrown again on its own, uncaught.
        queueMicrotask(() => {
          throw err;
        });
      }
    }
    // The loops this frame had no time for go first next time, before those that asked during it.
    this.waiting = new Set([...due, ...this.waiting]);
    this.due = new Set();
    if (this.waiting.size > 0 && !this.id) this.id = this.requestFrame((time) => this.run(time));
  }
}

/** The page's one scheduler: every board on the page, the main page's and every <n-queens> element's. */
export const pageFrames = new FrameScheduler();
