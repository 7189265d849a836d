// One count on the GPU, seen from the page: a GPU worker (js/count/gpu-worker.js) counts the units batch by
// batch while CPU workers of the pool (js/count/pool.js, js/count/worker.js; as many as the check owes units)
// recount units in the core's random order (js/count/gpu-check.js); any difference refuses the count, and the GPU's result is only given
// once at least the core's CHECKED_AT_LEAST units agree. It looks to js/count/section.js like a CountRun of
// js/count/run.js: the same progress fields, `done`, `cancel()` and `snapshot()` for the store, whose record
// also keeps each GPU-counted unit's count (`gpuUnits`) so that a resumed count checks those too.

import { addRange, missingRanges, unitsIn } from './ranges.js';
import { claimSlots, planKey } from './pool.js';
import { UnitCheck } from './gpu-check.js';

const GPU_WORKER_URL = new URL('./gpu-worker.js', import.meta.url);
/** A seed below 2^53 from the browser's random numbers. */
export const freshSeed = () => {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 2 ** 32 + low;
};

/** @typedef {{seed?: number, batchTasks?: number, fault?: {corrupt?: boolean, loseAfter?: number}}} GpuTestOptions */
/** @typedef {import('../../nqueens_count.js').GivenCount} GivenCount */
/** @typedef {[unit: number, solutions: string, unique: string, nodes: string]} StoredGpuUnit a stored record's unit counted on a GPU */
/**
 * What a count uses of the glues here.
 * @typedef {Pick<import('../shared/bindings.js').CountGlue, 'GpuPlan' | 'gpuCounter' | 'gpuCheckProblem'>} GpuWasm
 */
/**
 * The GPU worker's messages (js/count/gpu-worker.js).
 * @typedef {{type: 'device', adapter: import('./gpu-adapter.js').GpuAdapter} | {type: 'lost', message: string, lost: number}
 *   | {type: 'batch', start: number, end: number, tasks: number, units: GivenCount[]} | {type: 'finished'}
 *   | {type: 'error', kind: 'unavailable' | 'lost' | 'refused' | 'failed', message: string}} GpuMessage
 */

/** A stored record's GPU-counted units, by unit. @param {StoredGpuUnit[]} gpuUnits @returns {Map<number, GivenCount>} */
const unitCountsOf = (gpuUnits) => new Map(gpuUnits.map(([unit, solutions, unique, nodes]) => [unit, { solutions: Number(solutions), unique: Number(unique), nodes: Number(nodes) }]));

export class GpuRun {
  /**
   * `n` a size Count takes, `wasm` the page's bindings (GpuPlan, gpuCheckProblem, gpuCounter), `plan` the
   * frames plan's `{units, fingerprint}`, `pool` and `build` for the CPU worker that checks, `resume` a record
   * checked against this plan, `onProgress(run)`, `onDevice(adapter)`, `startedAt`; for tests `seed`,
   * `batchTasks` (tasks a batch gathers) and `fault` ({corrupt} or {loseAfter: k}, js/count/gpu-device.js).
   * @param {{n: number, wasm: GpuWasm, plan: {units: number}, pool: import('./pool.js').WorkerPool,
   *   build?: import('./pool.js').Build, resume?: import('./record.js').StoredRecord,
   *   onProgress?: (run: GpuRun) => void, onDevice?: (adapter: import('./gpu-adapter.js').GpuAdapter) => void,
   *   startedAt?: number} & GpuTestOptions} options
   */
  constructor({ n, wasm, plan, pool, build, resume, onProgress = () => {}, onDevice = () => {}, startedAt = performance.now(),
    seed = freshSeed(), batchTasks, fault }) {
    this.n = n;
    this.wasm = wasm;
    this.method = 'frames';
    this.key = planKey(n, 'frames');
    this.pool = pool;
    this.onProgress = onProgress;
    this.onDevice = onDevice;
    this.state = 'running';
    this.length = plan.units;
    this.startedAt = startedAt;
    /** @type {number | undefined} */
    this.countingSince = undefined;
    this.seed = seed;
    /** @type {import('./gpu-adapter.js').GpuAdapter | undefined} */
    this.adapter = undefined;
    this.devicesLost = 0;
    this.gpuDone = false;
    this.resumed = resume;
    this.resumedUnits = resume ? unitsIn(resume.done) : 0;
    /** @type {import('./ranges.js').Range[]} */
    this.finished = resume ? resume.done.map((/** @type {import('./ranges.js').Range} */ [s, e]) => [s, e]) : [];
    const base = resume
      ? { solutions: BigInt(resume.solutions), unique: BigInt(resume.unique), nodes: BigInt(resume.nodes) }
      : { solutions: 0n, unique: 0n, nodes: 0n };
    this.partial = { ...base };
    this.unitsDone = this.resumedUnits;
    this.solutions = base.solutions;
    this.nodes = Number(base.nodes);
    this.computeMs = 0;
    this.tasks = 0;
    /** unit -> {solutions, unique, nodes} of every unit counted on a GPU, this session or stored. */
    this.unitCounts = unitCountsOf(resume?.gpuUnits ?? []);
    /** @type {import('./saver.js').CountSaver | undefined} the store's saver, set by the section */
    this.saver = undefined;
    /** @type {import('./pool.js').Slot[]} the pool's slots of the workers that recount units */
    this.slots = [];
    /** @type {Promise<import('./run.js').RunOutcome>} */
    this.done = new Promise((resolve) => {
      this.resolve = resolve;
    });
    const todo = missingRanges(this.finished, this.length);
    const inTodo = (/** @type {number} */ unit) => todo.some(([s, e]) => unit >= s && unit < e);
    const gpuPlan = new wasm.GpuPlan(n);
    let order;
    try {
      order = gpuPlan.checkOrder(seed);
    } finally {
      gpuPlan.free();
    }
    const atLeast = wasm.gpuCounter().checkedAtLeast;
    this.check = new UnitCheck({ order, candidates: (unit) => inTodo(unit) || this.unitCounts.has(unit), atLeast });
    for (const [unit, count] of this.unitCounts) this.check.recordGpu(unit, count);
    try {
      this.worker = new Worker(GPU_WORKER_URL, { type: 'module', name: 'nqueens-gpu' });
      this.worker.onmessage = (event) => this.fromGpu(event.data);
      this.worker.onerror = (event) => {
        event.preventDefault?.();
        this.fail(event.message || 'the GPU worker stopped with an error (its script or module did not load)');
      };
      this.countingSince = performance.now();
      this.worker.postMessage({ type: 'count', n, todo, module: build?.module, batchTasks, fault });
      // The units the check owes are recounted side by side, so that it waits no longer than one unit.
      this.slots = pool.take(atLeast, build, { exact: false });
    } catch (err) {
      this.fail(`a Web Worker could not be started (${err?.message ?? err})`);
      return;
    }
    claimSlots(this.slots, this, this.key, n, 'frames');
    this.feedCheck();
  }

  /** A message of the GPU worker. @param {GpuMessage | undefined} msg */
  fromGpu(msg) {
    if (this.state !== 'running' || !msg) return;
    if (msg.type === 'device') {
      this.adapter = msg.adapter;
      this.onDevice(msg.adapter);
    } else if (msg.type === 'lost') {
      this.devicesLost = msg.lost;
    } else if (msg.type === 'batch') {
      this.recordBatch(msg);
    } else if (msg.type === 'finished') {
      this.gpuDone = true;
      this.computeMs = performance.now() - /** @type {number} */ (this.countingSince); // set before the worker is asked
      this.feedCheck();
      this.finishIfDone();
    } else if (msg.type === 'error') {
      /** @type {Record<string, string | undefined>} */
      const why = { unavailable: 'the GPU cannot count here', lost: 'the GPU was lost too often', refused: 'the GPU\'s result is refused' };
      this.fail(`${why[msg.kind] ?? 'the GPU count failed'}: ${msg.message}`);
    }
  }

  /** @param {{start: number, end: number, units: GivenCount[], tasks: number}} batch */
  recordBatch({ start, end, units, tasks }) {
    if (!(start >= 0 && end <= this.length && end - start === units.length) || this.finished.some(([s, e]) => start < e && s < end)) {
      this.fail(`the GPU answered for units ${start}..${end}, which were not expected`);
      return;
    }
    let solutions = 0n;
    units.forEach((count, i) => {
      this.unitCounts.set(start + i, count);
      this.check.recordGpu(start + i, count);
      solutions += BigInt(count.solutions);
      this.partial.unique += BigInt(count.unique);
      this.partial.nodes += BigInt(count.nodes);
      this.nodes += count.nodes;
    });
    this.partial.solutions += solutions;
    this.solutions += solutions;
    this.finished = addRange(this.finished, start, end);
    this.unitsDone += end - start;
    this.tasks += tasks;
    if (this.refuseOnDifference()) return;
    this.onProgress(this);
  }

  /** Fails the run if a recounted unit differs from the GPU's count; returns whether it did. */
  refuseOnDifference() {
    const problem = this.check.problem((unit, gpu, cpu) => this.wasm.gpuCheckProblem(unit, gpu, cpu));
    if (problem) this.fail(problem);
    return Boolean(problem);
  }

  /** Hands each idle checking worker its next unit. */
  feedCheck() {
    for (const slot of this.slots) {
      if (this.state !== 'running' || slot.busy || slot.planned !== this.key) continue;
      const unit = this.check.nextUnit(this.gpuDone);
      if (unit === undefined) return;
      slot.busy = true;
      slot.worker.postMessage({ type: 'count', start: unit, end: unit + 1 });
    }
  }

  /** A message of a checking worker (the pool calls it, as for a CountRun). @param {import('./pool.js').Slot} slot @param {import('./pool.js').WorkerAnswer | undefined} msg */
  receive(slot, msg) {
    if (this.state !== 'running' || !msg) return;
    if (msg.type === 'plan') {
      if (planKey(msg.n, msg.method) !== this.key) return;
      // As a CountRun records it: a later count of this plan on these workers asks for no plan again.
      this.pool.lengths.set(this.key, msg.length);
      this.feedCheck();
    } else if (msg.type === 'result') {
      slot.busy = false;
      this.check.recordCpu(msg.start, { solutions: msg.solutions, unique: /** @type {number} */ (msg.unique), nodes: msg.nodes }); // a frames unit counts its unique ones
      if (this.refuseOnDifference()) return;
      this.feedCheck();
      this.finishIfDone();
    }
  }

  finishIfDone() {
    if (this.state !== 'running' || !this.gpuDone || !this.check.complete()) return;
    if (this.unitsDone !== this.length || this.finished.length !== 1 || this.finished[0][0] !== 0 || this.finished[0][1] !== this.length) {
      this.fail(`the ranges counted (${JSON.stringify(this.finished)}) do not cover the plan's ${this.length} units exactly`);
      return;
    }
    const { solutions, unique, nodes } = this.partial;
    if (unique > solutions || solutions > 8n * unique) {
      this.fail(`the totals are impossible: ${solutions} solutions from ${unique} unique ones`);
      return;
    }
    this.state = 'done';
    this.worker?.terminate();
    // A recount still under way is no longer needed: its worker goes (the pool starts a fresh one next time).
    if (this.slots.some((slot) => slot.busy)) this.pool.terminate();
    for (const slot of this.slots) slot.listener = undefined;
    this.resolve({
      status: 'done',
      n: this.n,
      method: 'frames',
      device: /** @type {import('./gpu-adapter.js').GpuAdapter} */ (this.adapter), // the worker names it before its first batch
      build: 'gpu',
      solutions,
      unique,
      nodes,
      units: this.length,
      resumedUnits: this.resumedUnits,
      workers: 0,
      checked: this.check.compared().length,
      devicesLost: this.devicesLost,
      tasks: this.tasks,
      seconds: this.elapsed(),
      computeMs: this.computeMs,
    });
  }

  /** Stops the GPU worker and the checking one at once; the run settles as cancelled. */
  cancel() {
    if (this.state !== 'running') return;
    this.state = 'cancelled';
    this.stopWorkers();
    this.resolve({ status: 'cancelled', n: this.n, unitsDone: this.unitsDone, units: this.length, seconds: this.elapsed() });
  }

  /** @param {string} message */
  fail(message) {
    if (this.state !== 'running') return;
    this.state = 'error';
    this.stopWorkers();
    this.resolve({ status: 'error', n: this.n, message: String(message) });
  }

  stopWorkers() {
    this.worker?.terminate();
    this.pool.terminate();
  }

  elapsed() {
    return (performance.now() - this.startedAt) / 1000 + (this.resumed?.seconds ?? 0);
  }

  countingSeconds() {
    const here = this.countingSince === undefined ? 0 : (performance.now() - this.countingSince) / 1000;
    return here + (this.resumed?.seconds ?? 0);
  }

  /** Each unit's count, for the hook that compares them with the CPU's. */
  unitsCounted() {
    return [...this.unitCounts].sort(([a], [b]) => a - b).map(([unit, count]) => ({ unit, ...count }));
  }

  /** The stored record's fields: the ranges finished in all sessions, their totals, each GPU-counted unit. @param {string} fingerprint */
  snapshot(fingerprint) {
    const gpuUnits = this.unitsCounted().map(({ unit, solutions, unique, nodes }) => /** @type {StoredGpuUnit} */ ([unit, String(solutions), String(unique), String(nodes)]));
    return {
      n: this.n, method: 'frames', fingerprint, units: this.length, done: this.finished, seconds: this.countingSeconds(),
      ...this.partial, gpuUnits,
    };
  }
}

/**
 * Recounts on one CPU worker of `pool` the core's CHECKED_AT_LEAST units (in a random order) of `gpuUnits`, a
 * record's units counted on a GPU in an earlier session, when a count resumed on the CPU has finished: the
 * check those units were owed. Resolves `{checked, problem}`: the units recounted, and the core's sentence
 * for the first that differs (undefined when all agree) or why the recount failed.
 * @param {{wasm: GpuWasm, n: number, pool: import('./pool.js').WorkerPool, build?: import('./pool.js').Build,
 *   gpuUnits: StoredGpuUnit[], seed?: number}} recheck
 * @returns {Promise<{checked: number, problem: string | null | undefined}>}
 */
export function recheckStoredUnits({ wasm, n, pool, build, gpuUnits, seed = freshSeed() }) {
  const counts = unitCountsOf(gpuUnits);
  const gpuPlan = new wasm.GpuPlan(n);
  let order;
  try {
    order = gpuPlan.checkOrder(seed);
  } finally {
    gpuPlan.free();
  }
  const check = new UnitCheck({ order, candidates: (unit) => counts.has(unit), atLeast: wasm.gpuCounter().checkedAtLeast });
  for (const [unit, count] of counts) check.recordGpu(unit, count);
  const key = planKey(n, 'frames');
  return new Promise((resolve) => {
    /** @type {import('./pool.js').Slot | undefined} */
    let slot;
    const end = (/** @type {string | null | undefined} */ problem) => {
      if (slot) slot.listener = undefined;
      resolve({ checked: check.compared().length, problem });
    };
    const feed = () => {
      const unit = check.nextUnit(true);
      if (unit === undefined) {
        end(check.problem((u, gpu, cpu) => wasm.gpuCheckProblem(u, gpu, cpu)));
        return;
      }
      const taken = /** @type {import('./pool.js').Slot} */ (slot); // fed only once the slot answers
      taken.busy = true;
      taken.worker.postMessage({ type: 'count', start: unit, end: unit + 1 });
    };
    /** @type {import('./pool.js').Listener} */
    const listener = {
      receive(from, msg) {
        if (msg?.type === 'plan' && planKey(msg.n, msg.method) === key) {
          pool.lengths.set(key, msg.length);
          feed();
        }
        if (msg?.type === 'result') {
          from.busy = false;
          check.recordCpu(msg.start, { solutions: msg.solutions, unique: /** @type {number} */ (msg.unique), nodes: msg.nodes }); // a frames unit counts its unique ones
          feed();
        }
      },
      fail: (/** @type {string} */ message) => end(`the recount of the units counted on the GPU before failed: ${message}`),
    };
    try {
      [slot] = pool.take(1, build, { exact: false });
    } catch (err) {
      end(`the recount of the units counted on the GPU before could not start (${err?.message ?? err})`);
      return;
    }
    slot.listener = listener;
    if (slot.planned === key) {
      feed();
    } else {
      slot.key = key;
      slot.worker.postMessage({ type: 'plan', n, method: 'frames' });
    }
  });
}
