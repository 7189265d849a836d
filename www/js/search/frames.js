// One frame budget for every animated search on a page: each FrameLoop (js/search/player.js) asks this
// scheduler for a frame, and one requestAnimationFrame callback serves them in turn until the page's budget
// for the frame is spent. Those not served go first in the next frame, so fifty boards playing at once
// share the time one board had, each drawn every few frames, and the page keeps answering clicks and timers.
// Each loop is told how long its search may run (its share: the budget left over the loops still waiting,
// from LEAST_SEARCH_MS to SEARCH_BUDGET_MS). The budget counts what the script leaves to the browser too:
// painting the canvases drawn comes after the script, in the frame's rendering, so the time from the end of
// the script to the first task after the frame is measured, per loop served, and a frame serves another loop
// only while the script so far and the rendering of the loops served fit PAGE_FRAME_WORK_MS. After a frame that
// served them, several loops rest for as long as its script and rendering took, by the clock: the boards then
// take at most about half of the page's time, even when a busy machine stretches every frame (a board alone
// is served every frame). Pure apart from the clock, the frame request and the task it is given
// (tests/unit/search/frames.test.mjs).

/**
 * What the loops of a page may spend in one frame, together, before the next waits for another frame (a frame
 * is ~16.7 ms at 60 Hz; style, layout and painting the boards' canvases take their part of the rest).
 * Measured with 50 boards playing at once (scripts/bench-many-boards.mjs): at 8 ms the page fell below 50
 * frames a second and timers waited a median 29 ms; at 6 ms, 59 frames a second and 11 ms.
 */
export const PAGE_FRAME_BUDGET_MS = 6;
/**
 * What one frame of the loops may cost the page in all: their script and the rendering of the boards they
 * drew, as measured after the frames before. A board alone is served whatever its rendering costs; with many,
 * the rest of the frame is left to the page's timers and input (docs/architecture.md gives the figures).
 */
export const PAGE_FRAME_WORK_MS = 9;
/** The most one loop's search may take of a frame: a board alone on its page gets this, drawing comes after. */
export const SEARCH_BUDGET_MS = 6;
/** The least a served loop's search is given: shorter runs would spend their time starting and stopping. */
export const LEAST_SEARCH_MS = 1;
/** The longest several boards rest after a frame: a stall (another tab, a collection of garbage) is not theirs. */
const MOST_REST_MS = 100;
/** How much each new measure of the rendering moves the estimate (an average over the last few frames). */
const RENDER_WEIGHT = 0.25;

/** @typedef {{serve: (now: number, searchMs: number) => void}} Served a loop the scheduler serves (js/search/player.js's FrameLoop) */

export class FrameScheduler {
  /**
   * `requestFrame(callback)` / `cancelFrame(id)` and `clock()` default to the window's
   * requestAnimationFrame, cancelAnimationFrame and performance.now (read when first needed);
   * `afterFrame(callback)` runs `callback` in the first task after the frame's rendering (a MessageChannel's
   * message, posted from the frame callback).
   * @param {{requestFrame?: (callback: (now: number) => void) => number, cancelFrame?: (id: number) => void, clock?: () => number, afterFrame?: (callback: () => void) => void}} [host]
   */
  constructor({ requestFrame, cancelFrame, clock, afterFrame } = {}) {
    this.requestFrame = requestFrame ?? ((callback) => requestAnimationFrame(callback));
    this.cancelFrame = cancelFrame ?? ((id) => cancelAnimationFrame(id));
    this.clock = clock ?? (() => performance.now());
    this.afterFrame = afterFrame ?? nextTask();
    /** The rendering one served loop costs after the script (ms, measured; 0 until then). */
    this.renderMsPerLoop = 0;
    /** Until when (clock time) several loops rest after the last frame that served them. */
    this.restUntil = 0;
    /** @type {Set<Served>} the loops waiting, in the order they are served */
    this.waiting = new Set();
    /** @type {Set<Served>} The loops of the frame being run that are still to be served. */
    this.due = new Set();
    this.id = 0;
  }

  /** `loop` wants the next frame it can have (once, however often it asks before being served). @param {Served} loop */
  request(loop) {
    this.waiting.add(loop);
    if (!this.id) this.id = this.requestFrame((now) => this.run(now));
  }

  /** `loop` no longer wants a frame. @param {Served} loop */
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

  /**
   * One frame: the waiting loops in turn, until the page's budget is spent or the next loop's rendering
   * would not fit the frame's work (the first is always served).
   * @param {number} now
   */
  run(now) {
    this.id = 0;
    const started = this.clock();
    // Several boards rest after their work for as long as it took (a board alone never does).
    if (this.waiting.size > 1 && started < this.restUntil) {
      this.id = this.requestFrame((time) => this.run(time));
      return;
    }
    const deadline = started + PAGE_FRAME_BUDGET_MS;
    const due = (this.due = this.waiting);
    this.waiting = new Set();
    let served = 0;
    for (const loop of due) {
      const time = this.clock();
      const left = deadline - time;
      const work = time - started + (served + 1) * this.renderMsPerLoop;
      if (served > 0 && (left <= 0 || work > PAGE_FRAME_WORK_MS)) break;
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
    const scriptEnd = this.clock();
    // Only a frame that had several boards to serve needs its rendering measured: a board alone never rests
    // nor waits for another's rendering, so its frames post nothing more.
    if (served > 0 && served + due.size > 1) {
      this.afterFrame(() => {
        const end = this.clock();
        this.rendered(served, end - scriptEnd);
        this.restUntil = end + Math.min(end - started, MOST_REST_MS);
      });
    }
    // The loops this frame had no time for go first next time, before those that asked during it.
    this.waiting = new Set([...due, ...this.waiting]);
    this.due = new Set();
    if (this.waiting.size > 0 && !this.id) this.id = this.requestFrame((time) => this.run(time));
  }

  /**
   * A frame whose script served `served` loops took `ms` more to render (and for any task run before).
   * @param {number} served @param {number} ms
   */
  rendered(served, ms) {
    // One stall (a collection of garbage, another tab) costs a few frames at one loop each, not more.
    const perLoop = Math.min(ms, PAGE_FRAME_WORK_MS) / served;
    this.renderMsPerLoop = this.renderMsPerLoop === 0 ? perLoop : this.renderMsPerLoop + RENDER_WEIGHT * (perLoop - this.renderMsPerLoop);
  }
}

/** `afterFrame` in a browser: a message to itself, which runs as a task once the frame's rendering is over. */
function nextTask() {
  /** @type {Array<() => void>} */
  const callbacks = [];
  /** @type {MessageChannel | undefined} */
  let channel;
  return (/** @type {() => void} */ callback) => {
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => callbacks.shift()?.();
    }
    callbacks.push(callback);
    channel.port2.postMessage(undefined);
  };
}

/** The page's one scheduler: every board on the page, the main page's and every <n-queens> element's. */
export const pageFrames = new FrameScheduler();
