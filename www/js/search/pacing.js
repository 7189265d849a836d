// Playback pacing: how many steps Play owes at a given moment for a speed in steps per second. Pure (no
// DOM, the caller passes the time), tested in tests/unit/search/pacing.test.mjs.
//
// Time since the last frame turns into owed steps. Up to SLOW_LIMIT steps per second every step is taken
// one by one (with its event, animation and narration), and at most two are owed, so a stalled tab does
// not burst on return. Faster speeds run in chunks and may owe a quarter of a second's worth; what a frame's
// budget cannot fit is dropped rather than carried over, so the page never falls ever further behind.

/** Up to this speed every step is taken one by one; above, in chunks within the frame's budget. */
export const SLOW_LIMIT = 60;
/** A frame gap longer than this (a background tab, a breakpoint) counts as this long. */
const LONGEST_GAP_MS = 250;

export class Pacer {
  constructor() {
    this.owed = 0;
    this.lastTick = 0;
  }

  /**
   * Playback starts at `now`; with `stepAtOnce` the first step is owed straight away.
   * @param {number} now @param {{stepAtOnce?: boolean}} [how]
   */
  start(now, { stepAtOnce = false } = {}) {
    this.owed = stepAtOnce ? 1 : 0;
    this.lastTick = now;
  }

  /** Whether `speed` is taken step by step, with every event shown. @param {number} speed */
  static isSlow(speed) {
    return speed <= SLOW_LIMIT;
  }

  /** The whole steps owed at `now` at `speed` (Infinity: as many as the frame can take). @param {number} now @param {number} speed */
  due(now, speed) {
    const gap = Math.max(0, Math.min(LONGEST_GAP_MS, now - this.lastTick));
    this.lastTick = Math.max(now, this.lastTick);
    if (speed === Infinity) {
      this.owed = 0;
      return Infinity;
    }
    const most = Pacer.isSlow(speed) ? 2 : speed * 0.25 + 1;
    this.owed = Math.min(this.owed + (speed * gap) / 1000, most);
    return Math.floor(this.owed);
  }

  /** `taken` of the `due` steps were taken: a shortfall (the budget, the end) is dropped, not owed. @param {number} taken @param {number} due */
  paid(taken, due) {
    this.owed = due === Infinity || taken < due ? 0 : this.owed - taken;
  }
}
