// The "Count" section: wires its controls to the state machine (js/count/machine.js), does the work each of
// its phases asks for (compiling the module, the one-worker time estimate, the count on the warm pool of
// Web Workers, js/count/pool.js and js/count/run.js) and hands the panel (js/count/panel.js) every new state
// to draw. A long count keeps its finished ranges in IndexedDB (js/count/store.js) and is offered for
// resuming after a reload (js/count/resume.js). Where a GPU is offered (js/count/gpu-offer.js), a count may run
// on it instead (js/count/gpu-run.js: by frames, checked on one CPU worker).
//
// Test hooks (merged into window.nqueensPage by js/page/main.js, listed in www/README.md):
//   count(n, {workers, method, device, seed, batchTasks, fault}), cancelCount(), countProgressEvents(), countState(),
//   countWorkers(), countBuild(), resumeCount({workers, device}), discardCount(), countResumeOffer(), countStore(),
//   countStored(), countGpu(), countGpuUnits()
//
// A count's method is the core's choice for n (the join up to its largest size in the page's workers, frames
// beyond), read from a CountPlan; the hook's `method` asks for one. Both give the unique solutions.

import { WorkerPool, compiledModule, defaultWorkers } from './pool.js';
import { CountRun } from './run.js';
import { ResumeOffer } from './resume.js';
import { methodOf } from './record.js';
import { CALIBRATION_N, countReducer, initialCountState, isBusy } from './machine.js';
import { CountPanel } from './panel.js';
import { GpuOffer } from './gpu-offer.js';
import { GpuRun, recheckStoredUnits } from './gpu-run.js';
import { wordedParser } from '../i18n/size.js';

/** Above this size Count asks first, with an estimate of the time. */
export const CONFIRM_ABOVE = 19;
/** Progress text at most this often. */
const RENDER_EVERY_MS = 100;
/** The most workers a count may ask for. */
const MOST_WORKERS = 64;

/**
 * What the section uses of the first module's glue and the count's.
 * @typedef {Pick<import('../shared/bindings.js').Bindings, 'checkSize' | 'known' | 'parseSize'>
 *   & Pick<import('../shared/bindings.js').CountGlue, 'CountPlan' | 'GpuPlan' | 'gpuCounter' | 'gpuCheckProblem' | 'wholeUnique'>} CountWasm
 */
/** @typedef {import('./machine.js').CountState} CountState */
/** @typedef {import('./machine.js').Count} Count */
/** @typedef {import('./record.js').StoredRecord} StoredRecord */

export class CountSection {
  /**
   * `wasm` the module's exports, `limits` its `limits()`, `messages` the reader's catalog (with its later part).
   * @param {CountWasm} wasm @param {import('../../nqueens.js').Limits} limits @param {import('../i18n/i18n.js').Translator} messages
   */
  constructor(wasm, limits, messages) {
    this.wasm = wasm;
    this.messages = messages;
    this.min = limits.countMin;
    this.max = limits.countMax;
    this.state = initialCountState(messages);
    this.panel = new CountPanel(messages);
    this.pool = new WorkerPool(); // workers started by the first count, kept for the next ones
    /** @type {CountRun | GpuRun | undefined} the run of the count or of the estimate */
    this.run = undefined;
    this.progressEvents = 0;
    /** @type {Map<number, {resolve: (end: import('./machine.js').CountEnd) => void, reject: (err: Error) => void}>} count id -> a hook's promise */
    this.waiting = new Map();
    this.renderQueued = false;
    this.lastRender = 0;
    this.gpuOffer = new GpuOffer(defaultWorkers(), messages);
    /** @type {GpuRun | undefined} the last count on the GPU, for the hook that reads its units */
    this.lastGpuRun = undefined;
    /** @type {import('./pool.js').Build | undefined} the module the workers start from, once compiled */
    this.build = undefined;
    /** @type {import('./gpu-run.js').GpuTestOptions} */
    this.gpuOptions = {};
    this.resumeOffer = new ResumeOffer(wasm, limits, (record) => {
      const hadFocus = this.resumeOffer.el.offer.contains(document.activeElement);
      this.begin(record.n, { resume: record, device: this.gpuOffer.chosen() });
      // The offer is hidden while the count runs: the focus goes to Cancel rather than to the page.
      if (hadFocus) this.panel.el.cancel.focus();
    }, messages);

    const e = this.panel.el;
    e.workersNote.textContent = String(defaultWorkers());
    for (const el of e.joinMax) el.textContent = String(limits.joinInWorkersMax);
    e.hint.textContent = messages.t('count-size-range', { min: this.min, max: this.max, above: CONFIRM_ABOVE });
    e.count.addEventListener('click', () => this.countClicked());
    e.cancel.addEventListener('click', () => this.cancel());
    e.confirmYes.addEventListener('click', () => this.answer(true));
    e.confirmNo.addEventListener('click', () => this.answer(false));
    e.confirm.addEventListener('keydown', (ev) => {
      if (ev.key === 'Escape') {
        ev.preventDefault();
        this.answer(false);
      }
    });
    e.size.addEventListener('input', () => this.readSize(false));
    e.size.addEventListener('change', () => this.readSize(true));
    e.size.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter') {
        ev.preventDefault();
        this.countClicked();
      }
    });
    this.panel.render(this.state);
  }

  /**
   * Applies `event` to the state; when it applied, draws the new state, hands a count's end to its waiter
   * and starts the work the new phase needs. Returns whether it applied.
   * @param {import('./machine.js').CountEvent} event
   */
  dispatch(event) {
    const before = this.state;
    const after = countReducer(before, event);
    if (after === before) return false;
    this.state = after;
    if (isBusy(before) !== isBusy(after)) {
      this.resumeOffer.setBusy(isBusy(after));
      this.gpuOffer.setBusy(isBusy(after));
    }
    this.panel.render(after);
    if (after.outcome && after.outcome !== before.outcome) this.settle(after.outcome);
    if (after.phase !== before.phase || after.count?.id !== before.count?.id) this.enter(after);
    return true;
  }

  /** The work of the phase just entered. @param {CountState} state */
  enter(state) {
    const count = /** @type {Count} */ (state.count); // every phase but idle has its count
    if (state.phase === 'starting') this.prepare(count.id);
    else if (state.phase === 'calibrating') this.calibrate(count.id);
    else if (state.phase === 'running') this.startRun(count);
  }

  /** @param {import('./machine.js').CountOutcome} outcome */
  settle({ id, value, error }) {
    const waiter = this.waiting.get(id);
    if (!waiter) return;
    this.waiting.delete(id);
    if (error === undefined) waiter.resolve(value);
    else waiter.reject(new Error(error));
  }

  // ---- actions ----

  /** @param {boolean} committed */
  readSize(committed) {
    return this.panel.readSize(committed, (text) => wordedParser(this.wasm.parseSize, this.messages)(text, this.min, this.max));
  }

  countClicked() {
    if (isBusy(this.state)) return;
    const n = this.readSize(true);
    if (n === undefined) return;
    const device = this.gpuOffer.chosen();
    // A real GPU counts the largest sizes in seconds to minutes, and the progress says how long is left: no
    // question (a 14x14 count says nothing of its pace at 20, where it has tasks enough to be busy).
    const fastGpu = device === 'gpu' && !/** @type {import('./gpu-adapter.js').GpuAdapter} */ (this.gpuOffer.adapter).software; // chosen() says 'gpu' only with an adapter
    this.begin(n, { workers: defaultWorkers(), confirm: n > CONFIRM_ABOVE && !fastGpu, device });
  }

  /**
   * Starts a count of the n x n board (cancelling one under way); returns its id. With `confirm`, first
   * times a small count, then asks. `method` 'frames' or 'join' (default: the core's choice for n; a resumed
   * count: its record's). `device` 'gpu' counts on the GPU (by frames; a resumed join count stays on the CPU),
   * with `gpu` the test options of js/count/gpu-run.js ({seed, batchTasks, fault}). Throws for a size
   * outside the count's limits, a method that cannot count it, or the GPU where none is offered.
   * @param {number} size
   * @param {{workers?: number, confirm?: boolean, resume?: StoredRecord, method?: string, device?: string,
   *   gpu?: import('./gpu-run.js').GpuTestOptions}} [options]
   */
  begin(size, { workers, confirm = false, resume, method, device = 'cpu', gpu = {} } = {}) {
    const read = this.wasm.checkSize(size, this.min, this.max);
    if (read.value === undefined) throw new Error(`count(): ${read.problem}`);
    const n = read.value;
    const onGpu = device === 'gpu' && (!resume || methodOf(resume) === 'frames');
    if (onGpu && !this.gpuOffer.adapter) throw new Error('count(): the browser gives the page no GPU (WebGPU adapter)');
    if (onGpu && method !== undefined && method !== 'frames') throw new Error('count(): the GPU counts by the frames method only');
    let plan;
    try {
      plan = /** @type {import('./resume.js').Plan} */ (this.resumeOffer.plan(n, resume ? methodOf(resume) : onGpu ? 'frames' : method)); // n is a good size
    } catch (err) {
      throw new Error(`count(): ${err?.message ?? err}`, { cause: err });
    }
    this.gpuOptions = gpu;
    const asked = workers !== undefined && Number.isFinite(workers) && workers >= 1 ? Math.min(MOST_WORKERS, Math.floor(workers)) : defaultWorkers();
    this.cancel();
    const known = this.wasm.known(n);
    this.dispatch({
      type: 'start',
      n,
      plan,
      workers: asked,
      cores: onGpu ? 1 : Math.min(asked, defaultWorkers()),
      device: onGpu ? this.gpuOffer.adapter : undefined,
      confirm,
      resume,
      known: known ? { solutions: known.solutions, unique: known.unique } : undefined,
      // `seconds` counts from here: compiling the module and starting workers, when this count needs
      // them, are part of its cost.
      startedAt: performance.now(),
    });
    return /** @type {Count} */ (this.state.count).id;
  }

  /**
   * Like `begin`, for the hooks: a Promise of the count's result, or `{cancelled: true, n}`.
   * @param {number} size
   * @param {Parameters<CountSection['begin']>[1]} [options]
   * @returns {Promise<import('./machine.js').CountEnd>}
   */
  async start(size, options) {
    const id = this.begin(size, options);
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }

  /** @param {boolean} yes */
  answer(yes) {
    this.dispatch({ type: 'answer', yes, at: performance.now() });
  }

  /**
   * Cancels whatever is under way: the estimate, the question, or the count. Every worker is terminated
   * at once, busy or not, so nothing can arrive afterwards; the next count starts a new pool.
   */
  cancel() {
    if (!isBusy(this.state)) return;
    const run = this.run;
    this.run = undefined;
    let facts;
    if (run && this.state.phase === 'running') {
      // What the cancelled count has done so far is kept, if it was kept at all (a count past its first second).
      const kept = run.saver?.stop({ flush: true });
      facts = { unitsDone: run.unitsDone, units: run.length, elapsed: run.elapsed(), kept: Boolean(kept) };
    }
    run?.cancel();
    this.pool.terminate(); // also when no run has started yet (the workers of an earlier count)
    this.renderQueued = false;
    this.dispatch({ type: 'cancel', run: facts });
  }

  // ---- the work of each phase ----

  /** The module compiled and the store open (so that a count started as the page loads is kept too). @param {number} id */
  async prepare(id) {
    try {
      const [build] = await Promise.all([compiledModule(), this.resumeOffer.opened]);
      this.build = build;
    } catch (err) {
      this.dispatch({ type: 'failed', id, message: this.messages.t('count-compile-failed', { reason: String(err?.message ?? err) }) });
      return;
    }
    this.dispatch({ type: 'prepared', id });
  }

  /**
   * Times a count of CALIBRATION_N in one worker of the pool, which keeps the others for the count after, or
   * on the GPU for a count on the GPU.
   * @param {number} id
   */
  async calibrate(id) {
    // By the method (and on the device) of the count it estimates.
    const { plan: { method, uniquePerUnit }, device } = /** @type {Count} */ (this.state.count); // calibrating: a count is under way
    const run = device
      ? new GpuRun({ n: CALIBRATION_N, wasm: this.wasm, plan: /** @type {import('./resume.js').Plan} */ (this.resumeOffer.plan(CALIBRATION_N, 'frames')), pool: this.pool, build: this.build })
      : new CountRun({
        n: CALIBRATION_N, method, uniquePerUnit, uniqueOf: this.uniqueOf(CALIBRATION_N, method), workers: 1, pool: this.pool, build: this.build, batch: Infinity, exactPool: false,
      });
    this.run = run;
    const outcome = await run.done;
    if (this.run === run) this.run = undefined;
    if (outcome.status === 'done') {
      this.dispatch({ type: 'calibrated', id, msPerSolution: outcome.computeMs / Number(outcome.solutions) });
    } else if (outcome.status === 'error') {
      this.dispatch({ type: 'calibrationFailed', id, message: outcome.message });
    }
  }

  /**
   * The whole count's unique solutions of n by `method` from its units' sums (the core's rule, through the boundary).
   * @param {number} n @param {string} method
   */
  uniqueOf(n, method) {
    return (/** @type {bigint} */ solutions, /** @type {bigint} */ unique, /** @type {bigint} */ fixed) => BigInt(this.wasm.wholeUnique(n, method, String(solutions), String(unique), String(fixed)));
  }

  /** @param {Count} count */
  async startRun(count) {
    const { id, n, plan, workers, startedAt, resume, device } = count;
    const onProgress = () => {
      this.progressEvents += 1;
      run.saver?.update();
      this.queueRender();
    };
    /** @type {CountRun | GpuRun} */
    const run = device
      ? new GpuRun({ n, wasm: this.wasm, plan, pool: this.pool, build: this.build, startedAt, resume, onProgress, ...this.gpuOptions })
      : new CountRun({
        n, method: plan.method, uniquePerUnit: plan.uniquePerUnit, uniqueOf: this.uniqueOf(n, plan.method), workers, build: this.build, startedAt, pool: this.pool, resume,
        onProgress, onPlan: () => this.queueRender(),
      });
    if (run instanceof GpuRun) this.lastGpuRun = run;
    // Its finished ranges go to the store as it counts (none if the browser keeps nothing); the units an
    // earlier session counted on a GPU stay in the record until they are checked.
    const gpuUnits = resume?.gpuUnits;
    run.saver = this.resumeOffer.saver(plan, (fingerprint) => ({ gpuUnits, ...run.snapshot(fingerprint) }));
    this.run = run;
    // The elapsed time moves on even while every worker is inside a long unit.
    const ticker = setInterval(() => this.queueRender(), 1000);
    let outcome = await run.done;
    clearInterval(ticker);
    if (outcome.status === 'done' && !('device' in outcome) && gpuUnits?.length > 0 && this.run === run) {
      outcome = await this.recheck(outcome, n, gpuUnits);
    }
    // Complete: the stored record goes (before the offer is looked at again). Otherwise what was stored stays.
    if (outcome.status === 'done') await run.saver?.finish();
    else run.saver?.stop();
    if (this.run === run) this.run = undefined;
    this.dispatch({ type: 'finished', id, outcome });
  }

  /**
   * A count resumed on the CPU from a record with units counted on a GPU: those units' check, on one worker.
   * The outcome stands when they agree, and becomes the refusal when one differs.
   * @param {import('./run.js').CpuRunDone} outcome @param {number} n @param {import('./gpu-run.js').StoredGpuUnit[]} gpuUnits
   * @returns {Promise<import('./run.js').RunOutcome>}
   */
  async recheck(outcome, n, gpuUnits) {
    const { checked, problem } = await recheckStoredUnits({ wasm: this.wasm, n, pool: this.pool, build: this.build, gpuUnits });
    if (problem) return { status: 'error', n, message: problem };
    return { ...outcome, gpuUnitsChecked: checked };
  }

  /** Redraws the progress at most every RENDER_EVERY_MS, in an animation frame. */
  queueRender() {
    if (this.renderQueued) return;
    this.renderQueued = true;
    requestAnimationFrame((now) => {
      if (!this.renderQueued) return;
      if (now - this.lastRender < RENDER_EVERY_MS) {
        this.renderQueued = false;
        setTimeout(() => this.queueRender(), RENDER_EVERY_MS - (now - this.lastRender));
        return;
      }
      this.renderQueued = false;
      this.lastRender = now;
      const run = this.run;
      if (run && this.state.phase === 'running' && this.state.count) {
        this.dispatch({ type: 'progress', id: this.state.count.id, progress: progressOf(run) });
      }
    });
  }

  /** The hooks for tests and benchmarks. */
  hooks() {
    return {
      count: (/** @type {number} */ n, /** @type {{workers?: number, method?: string, device?: string, seed?: number, batchTasks?: number, fault?: import('./gpu-run.js').GpuTestOptions['fault']}} */
        { workers, method, device, seed, batchTasks, fault } = {}) =>
        // The GPU is known to be there, or not, once the browser has answered.
        this.gpuOffer.ready.then(() => this.start(n, { workers, method, device, confirm: false, gpu: { seed, batchTasks, fault } })),
      cancelCount: () => this.cancel(),
      countProgressEvents: () => this.progressEvents,
      countState: () => this.state.phase,
      countWorkers: () => this.pool.stats(),
      countBuild: async () => (await compiledModule()).name,
      resumeCount: async (/** @type {{workers?: number, device?: string}} */ { workers, device } = {}) => {
        await this.resumeOffer.settled();
        const record = this.resumeOffer.record;
        if (!record) throw new Error('resumeCount(): no count is offered for resuming');
        await this.gpuOffer.ready;
        return this.start(record.n, { workers, resume: record, device });
      },
      discardCount: async () => {
        await this.resumeOffer.settled();
        await this.resumeOffer.discard();
      },
      countResumeOffer: async () => {
        await this.resumeOffer.settled();
        return this.resumeOffer.offered();
      },
      countStore: () => this.resumeOffer.status(),
      countStored: () => this.resumeOffer.stored(),
      countGpu: async () => {
        await this.gpuOffer.ready;
        return { adapter: this.gpuOffer.adapter, chosen: this.gpuOffer.chosen() };
      },
      countGpuUnits: () => this.lastGpuRun?.unitsCounted(),
    };
  }
}

/**
 * A run's progress as js/count/machine.js's runningProgress reads it.
 * @param {CountRun | GpuRun} run @returns {import('./machine.js').RunProgress}
 */
function progressOf(run) {
  const now = performance.now();
  return {
    units: run.length,
    unitsDone: run.unitsDone,
    resumedUnits: run.resumedUnits,
    solutions: run.solutions,
    nodes: run.nodes,
    elapsed: run.elapsed(),
    counting: (now - (run.countingSince ?? now)) / 1000,
    countingSeconds: run.countingSeconds(),
  };
}
