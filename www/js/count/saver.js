// The saver that keeps one running count's record up to date in the store (js/count/store.js), throttled.
//
// Nothing is written during a count's first SAVE_EVERY_MS of counting, so a count that finishes within it
// leaves nothing behind; after that the record is rewritten at most every SAVE_EVERY_MS, and at most that
// long after a range finishes. A count that completes deletes its record.

import { makeRecord } from './record.js';

/** The most counting time a reload can lose, and so how often a record is rewritten. */
export const SAVE_EVERY_MS = 1000;

/**
 * Keeps one running count's record up to date: `update()` after every finished range asks for a write,
 * done at most every SAVE_EVERY_MS (the first only after SAVE_EVERY_MS of counting) from `snapshot()`,
 * which returns the record's fields. `stop()` ends it (nothing more is written); `finish()` also deletes
 * the record, as the count is complete.
 */
export class CountSaver {
  /**
   * @param {import('./store.js').CountStore | undefined} store @param {number} n
   * @param {() => Parameters<typeof makeRecord>[0]} snapshot @param {number} [countingSince]
   */
  constructor(store, n, snapshot, countingSince = performance.now()) {
    this.store = store;
    this.n = n;
    this.snapshot = snapshot;
    this.lastSave = countingSince; // nothing before SAVE_EVERY_MS of counting
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.timer = undefined;
    this.stopped = false;
    this.saved = false;
  }

  update() {
    if (this.stopped || this.timer !== undefined || !this.store) return;
    const wait = Math.max(0, this.lastSave + SAVE_EVERY_MS - performance.now());
    this.timer = setTimeout(() => this.write(), wait);
  }

  write() {
    this.timer = undefined;
    if (this.stopped) return undefined;
    this.lastSave = performance.now();
    this.saved = true;
    return this.store?.save(makeRecord(this.snapshot())).catch(() => {
      // Storage full or gone: the count goes on; a reload will not find this range.
    });
  }

  /** No more writes; with `flush`, a last one now if any was made (so a cancelled count keeps all it did). */
  stop({ flush = false } = {}) {
    if (this.stopped) return undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    const last = flush && this.saved && this.store ? this.write() : undefined;
    this.stopped = true;
    return last;
  }

  /** The count is complete: its record goes. */
  finish() {
    this.stop();
    return this.store?.remove(this.n).catch(() => {});
  }
}
