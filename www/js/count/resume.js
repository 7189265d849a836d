// The Count section's resume offer: opens the store of partial counts (js/count/store.js), says in
// #count-store-note when the browser keeps nothing, and shows "Resume the count of n = 20 (63 % done,
// about 17 min left)" with Discard for the newest stored count that a plan of its own method can continue (a
// frames count, which the CPU and the GPU both make, at any size). Records of another plan (fingerprint,
// number of units, a method the page no longer counts that size by) are deleted; damaged ones (a checksum that does
// not match, impossible totals, broken ranges) are refused with a note in #count-store-note, and kept.

import { newestRecord, triageRecords } from './record.js';
import { refusedNote, resumeText } from './record-words.js';
import { CountSaver } from './saver.js';
import { openCountStore } from './store.js';

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/**
 * A CountPlan as the section, the store and the runs identify it.
 * @typedef {{n: number, method: string, uniquePerUnit: boolean, fingerprint: string, units: number}} Plan
 */
/** @typedef {import('./record.js').StoredRecord} StoredRecord */

export class ResumeOffer {
  /**
   * `wasm` the module's exports (the plan's fingerprint comes from its CountPlan), `limits` its limits(),
   * `onResume(record)` when Resume is clicked, `messages` the reader's catalog.
   * @param {import('./section.js').CountWasm} wasm @param {import('../../nqueens.js').Limits} limits
   * @param {(record: StoredRecord) => void} onResume @param {import('../i18n/i18n.js').Translator} messages
   */
  constructor(wasm, limits, onResume, messages) {
    this.wasm = wasm;
    this.messages = messages;
    this.limits = limits;
    this.el = { offer: $('count-resume-offer'), resume: $('count-resume'), discard: $('count-discard'), note: $('count-store-note') };
    /** @type {StoredRecord | undefined} the record offered */
    this.record = undefined;
    this.busy = false; // a count is under way: no offer
    this.refreshes = 0;
    /** @type {import('./store.js').CountStore | undefined} */
    this.store = undefined;
    /** @type {string | undefined} why the browser keeps nothing */
    this.unavailable = undefined;
    /** @type {{n: number, problem: string}[]} the damaged records */
    this.refused = [];
    this.el.resume.addEventListener('click', () => {
      if (this.record && !this.busy) onResume(this.record);
    });
    this.el.discard.addEventListener('click', () => this.discard());
    this.opened = openCountStore().then((opened) => {
      this.store = opened.available ? opened.store : undefined;
      this.unavailable = opened.available ? undefined : opened.reason;
      if (!opened.available) {
        this.el.note.hidden = false;
        this.el.note.textContent = messages.t('count-store-unavailable', { reason: opened.reason });
      }
    });
    this.ready = this.refresh();
  }

  /**
   * What identifies the plan of n by `method` ('frames' or 'join'; undefined: the method the core picks for
   * n, as a count from the page uses) here: {n, method, uniquePerUnit, fingerprint, units}, from the core;
   * undefined for a bad n.
   * @param {number} n @param {string | undefined} method @returns {Plan | undefined}
   */
  plan(n, method) {
    const { problem } = this.wasm.checkSize(n, this.limits.countMin, this.limits.countMax);
    if (problem) return undefined;
    const plan = new this.wasm.CountPlan(n, method);
    try {
      return { n, method: plan.method, uniquePerUnit: plan.uniquePerUnit, fingerprint: plan.fingerprint, units: plan.length };
    } finally {
      plan.free();
    }
  }

  /**
   * The plan a record of n by `method` is resumed with, or undefined when the page cannot count it so.
   * @param {number} n @param {string} method
   */
  resumablePlan(n, method) {
    try {
      return this.plan(n, method);
    } catch {
      return undefined; // a join too large for the page's workers
    }
  }

  /**
   * A saver for a count by `plan` (this.plan's; undefined when nothing can be stored), writing `snapshot(fingerprint)`.
   * @param {Plan} plan @param {(fingerprint: string) => ReturnType<ConstructorParameters<typeof CountSaver>[2]>} snapshot
   */
  saver(plan, snapshot) {
    if (!this.store) return undefined;
    return new CountSaver(this.store, plan.n, () => snapshot(plan.fingerprint));
  }

  /** Hides the offer while a count runs; shows the newest resumable record again when it stops. @param {boolean} busy */
  setBusy(busy) {
    this.busy = busy;
    if (busy) this.el.offer.hidden = true;
    else this.ready = this.refresh();
  }

  /** Reads the store, deletes what cannot be resumed, and offers the newest of the rest. */
  async refresh() {
    const ticket = ++this.refreshes;
    await this.opened;
    /** @type {StoredRecord[]} */
    let records = [];
    if (this.store) {
      try {
        records = await this.store.all();
      } catch {
        records = [];
      }
    }
    const { usable, discard, refused } = triageRecords(records, (n, method) => this.resumablePlan(n, method));
    for (const { n } of discard) await this.store?.remove(n).catch(() => {}); // records come only from a store
    if (ticket !== this.refreshes) return; // a later refresh has the last word
    this.refused = refused;
    if (this.store) {
      this.el.note.hidden = refused.length === 0;
      this.el.note.textContent = refused.length > 0 ? refusedNote(refused, this.messages) : '';
    }
    this.record = this.busy ? undefined : newestRecord(usable);
    this.el.offer.hidden = !this.record;
    if (this.record) {
      this.el.resume.textContent = resumeText(this.record, this.wasm.known(this.record.n)?.solutions, this.messages);
    }
  }

  async discard() {
    const record = this.record;
    if (!record || this.busy) return;
    const hadFocus = this.el.offer.contains(document.activeElement);
    this.record = undefined;
    this.el.offer.hidden = true;
    // Hiding the focused button would drop the focus to <body>: hand it to Count at once.
    if (hadFocus) $('count').focus();
    await this.store?.remove(record.n).catch(() => {}); // a record is offered only from a store
    await (this.ready = this.refresh());
  }

  /** Resolves once the latest look at the store is over (a refresh asked for meanwhile included). */
  async settled() {
    let ready;
    do {
      ready = this.ready;
      await ready;
    } while (ready !== this.ready);
  }

  /** For the test hooks. */
  offered() {
    return this.record ? { n: this.record.n, text: this.el.resume.textContent } : undefined;
  }

  status() {
    return { available: Boolean(this.store), reason: this.unavailable, writes: this.store?.writes ?? 0 };
  }

  async stored() {
    await this.opened;
    return this.store ? this.store.all() : [];
  }
}
