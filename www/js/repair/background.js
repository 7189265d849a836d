// A repair too large to step on the page (up to Repair.largestSize()), run to the end in its own worker
// (js/repair/worker.js, given the sections' module compiled by the page) so the page never freezes, and drawn by Rust (drawQueens) once done. It has the
// interface js/repair/section.js drives, like js/repair/stepped.js: Play starts the worker, Pause
// terminates it (the next Play repairs again from the start).

import { formatMs, group } from '../shared/format.js';
import { loadModule } from '../shared/bindings.js';
import { paintBlank } from '../shared/canvas-fit.js';

/** The test hook's columns of a large board: at most its first this many rows. */
const SAMPLE_ROWS = 1000;

/**
 * What the worker (js/repair/worker.js) posts.
 * @typedef {{type: 'progress', moves: number, ms: number}
 *   | {type: 'done', moves: number, restarts: number, ms: number, valid: boolean, columns: Uint32Array}
 *   | {type: 'error', message: string}} WorkerNews
 */

export class BackgroundRepair {
  /**
   * `wasm` the module's exports, `n` and `seed` checked by the core, `changed()` when there is news to show,
   * `messages` the reader's catalog.
   * @param {import('../shared/bindings.js').SectionsGlue} wasm @param {number} n @param {number} seed
   * @param {{changed: () => void, messages: import('../i18n/i18n.js').Translator}} options
   */
  constructor(wasm, n, seed, { changed, messages }) {
    this.wasm = wasm;
    this.n = n;
    this.seed = seed;
    this.changed = changed;
    this.messages = messages;
    this.said = { n, seed: String(seed) };
    /** @type {Worker | undefined} */
    this.worker = undefined;
    this.moves = 0;
    /** @type {{moves: number, restarts: number, seconds: number, valid: boolean, columns: Uint32Array, ms: number} | undefined} */
    this.done = undefined;
    /** @type {{status: string, attacked: string, label: string, time: string | undefined}} */
    this.news = {
      status: messages.t('repair-large-waiting', this.said),
      attacked: '–',
      label: messages.t('repair-large-label-waiting', this.said),
      time: '',
    };
  }

  get canStep() {
    return false;
  }

  get canPlay() {
    return !this.solved;
  }

  get running() {
    return this.worker !== undefined;
  }

  get solved() {
    return this.done !== undefined;
  }

  step() {}

  togglePlay() {
    if (this.worker) {
      this.stop();
      this.news = { ...this.news, status: this.messages.t('repair-large-stopped', this.said) };
      return;
    }
    this.start();
  }

  stop() {
    if (!this.worker) return;
    this.worker.terminate();
    this.worker = undefined;
    this.moves = 0;
  }

  /** A fresh worker repairs the board from its greedy start. */
  start() {
    const { n, seed, said, messages: m } = this;
    this.done = undefined;
    const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.worker = worker;
    this.news = { ...this.news, status: m.t('repair-large-placing', said), time: '' };
    const ended = (/** @type {string} */ status) => {
      worker.terminate();
      this.worker = undefined;
      this.news = { ...this.news, status };
      this.changed();
    };
    worker.onmessage = (/** @type {MessageEvent<WorkerNews>} */ { data }) => {
      if (this.worker !== worker) return; // a run since stopped
      if (data.type === 'progress') {
        this.moves = data.moves;
        this.news = { ...this.news, status: m.t('repair-large-repairing', { ...said, moves: data.moves, time: formatMs(data.ms) }) };
        this.changed();
      } else if (data.type === 'done') {
        const { moves, restarts, valid, columns } = data;
        this.moves = moves;
        this.done = { moves, restarts, seconds: data.ms / 1000, valid, columns, ms: data.ms };
        this.news = {
          status: m.t('repair-large-done', { ...said, moves, time: formatMs(data.ms), valid: valid ? 'yes' : 'no' }),
          attacked: valid ? '0' : '–',
          label: m.t('repair-large-label', { ...said, valid: valid ? 'yes' : 'no' }),
          time: undefined, // written once drawn
        };
        ended(this.news.status);
      } else if (data.type === 'error') {
        ended(m.t('repair-large-failed', { ...said, reason: data.message }));
      }
    };
    worker.onerror = (event) => {
      if (this.worker !== worker) return;
      ended(m.t('repair-large-failed', { ...said, reason: event.message ?? '–' }));
    };
    // The sections' module is loaded by now (the section itself runs on it): the worker only instantiates it.
    loadModule('sections').then(({ module }) => {
      if (this.worker === worker) worker.postMessage({ module, n, seed });
    }, (err) => ended(m.t('repair-large-failed', { ...said, reason: String(err?.message ?? err) })));
  }

  tick() {
    return { stepped: false, more: false };
  }

  /** @returns {import('./section.js').RepairSummary} */
  summary() {
    const { status, attacked, label, time } = this.news;
    return { moves: group(this.moves, this.messages.lang), attacked, status, valid: this.done?.valid, label, time };
  }

  /** The repaired board drawn by Rust, or the light square colour before; the time written once drawn. */
  /** @param {HTMLCanvasElement} canvas @param {Record<string, string>} colors */
  draw(canvas, colors) {
    if (!this.done) {
      paintBlank(canvas, colors['sq-light']);
      return;
    }
    const t0 = performance.now();
    this.wasm.drawQueens(canvas, this.done.columns, colors['sq-light'], colors['sq-dark'], colors.queen, colors['queen-edge']);
    if (this.news.time === undefined) {
      this.news = { ...this.news, time: this.messages.t('repair-large-time', { repair: formatMs(this.done.ms), draw: formatMs(performance.now() - t0) }) };
    }
  }

  state() {
    const d = this.done;
    return {
      n: this.n, seed: this.seed, moves: this.moves, solved: Boolean(d), valid: d?.valid, running: this.running,
      columns: d ? Array.from(d.columns.subarray(0, SAMPLE_ROWS)) : [],
    };
  }

  result() {
    const d = this.done;
    return d ? { n: this.n, seed: this.seed, moves: d.moves, restarts: d.restarts, seconds: d.seconds, valid: d.valid } : undefined;
  }

  free() {
    this.stop();
  }
}
