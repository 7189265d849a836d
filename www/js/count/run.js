// One fast count spread over the warm workers of a WorkerPool (js/count/pool.js): the queue of unit
// indices, how many units go out per message, and the exact totals. No DOM here: js/count/section.js shows what
// a run reports.
//
//   const run = new CountRun({ n, method, uniquePerUnit, uniqueOf, workers, pool, build, onProgress, startedAt });
//   const outcome = await run.done;   // {status: 'done', solutions, unique, nodes (BigInt), units, method, build, ...}
//                                     // or {status: 'cancelled'} or {status: 'error', message}
//   run.cancel();                     // terminates every worker of the pool at once; `done` settles as cancelled
//
// Totals are exact: every range's numbers are kept apart, by unit index, and summed with BigInt in index
// order once all are in, so the result never depends on which worker finished first.
//
// A resumed count (`resume`: a record checked by js/count/record.js) hands out only the units its record
// lacks and adds the record's totals; `snapshot()` is what the record of this run holds at any moment.

import { addRange, missingRanges, unitsIn } from './ranges.js';
import { buildOfKernel, claimSlots, planKey } from './pool.js';

/** Units handed out at once, when their time is known: about this many milliseconds of work. */
const TARGET_BATCH_MS = 30;
/**
 * A count estimated below this many milliseconds of work in all is cut into 4 x workers contiguous ranges
 * up front: its units take microseconds, so one message per unit (or a slow ramp from one) would cost
 * more than the counting, and the ranges are too short to unbalance the tail.
 */
const SMALL_COUNT_MS = 40;
/** Sizes taken as small before any count of them has been timed (their time: www/README.md, "Count mode and Construct"). */
const SMALL_N = 13;

/**
 * How a run ends (its `done`): counted (on the CPU, `gpuUnitsChecked` when a resumed count rechecked the units
 * a GPU counted before; on the GPU, with its `device`, the units `checked`, `devicesLost` and `tasks`),
 * cancelled, or failed.
 * @typedef {{status: 'done', n: number, method: string, build: string, solutions: bigint, unique: bigint,
 *   nodes: bigint, units: number, resumedUnits: number, workers: number, seconds: number, computeMs: number}} RunTotals
 * @typedef {RunTotals & {gpuUnitsChecked?: number}} CpuRunDone
 * @typedef {RunTotals & {device: import('./gpu-adapter.js').GpuAdapter, checked: number, devicesLost: number,
 *   tasks: number}} GpuRunDone
 * @typedef {CpuRunDone | GpuRunDone} FinishedRun
 * @typedef {{status: 'cancelled', n: number, unitsDone: number, units: number | undefined, seconds: number, message?: undefined}
 *   | {status: 'error', n: number, message: string}} UnfinishedRun
 * @typedef {FinishedRun | UnfinishedRun} RunOutcome
 */

export class CountRun {
  /**
   * `n` a size the CountPlan takes (1..24), `method` its method ('frames' or 'join', as the page's
   * CountPlan resolved it), `uniquePerUnit` whether each unit counts its own unique solutions (the plan's
   * uniquePerUnit: the frames), `uniqueOf(solutions, unique, fixed)` the whole count's unique solutions from
   * the sums of every unit (BigInts; the boundary's wholeUnique, which throws for sums no whole count gives:
   * by the join, Burnside's lemma over the solutions its turn units found fixed), `workers` how many to use, `pool` the WorkerPool, `build` the build for workers still to
   * start (js/count/pool.js's compiledModule, or undefined), `onProgress(run)` after every result,
   * `onPlan(run)` once the number of units is known, `batch` a fixed number of units per message (default:
   * sized as above), `exactPool` false to leave extra pool workers alone (the one-worker time estimate),
   * `startedAt` when the count was asked for (its `seconds` include the wait for the workers), `resume` a
   * record checked against this plan by js/count/record.js's recordProblem (its units are not counted again).
   * @param {{n: number, method: string, uniquePerUnit?: boolean,
   *   uniqueOf?: (solutions: bigint, unique: bigint, fixed: bigint) => bigint, workers: number,
   *   pool: import('./pool.js').WorkerPool, build?: import('./pool.js').Build,
   *   onProgress?: (run: CountRun) => void,
   *   onPlan?: (run: CountRun) => void, batch?: number, exactPool?: boolean, startedAt?: number,
   *   resume?: import('./record.js').StoredRecord}} options
   */
  constructor({ n, method, uniquePerUnit = true, uniqueOf = (_solutions, unique) => unique, workers, pool, build, onProgress = () => {}, onPlan = () => {}, batch,
    exactPool = true, startedAt = performance.now(), resume }) {
    this.n = n;
    this.method = method;
    this.uniquePerUnit = uniquePerUnit;
    this.uniqueOf = uniqueOf;
    this.key = planKey(n, method);
    this.workerCount = Math.max(1, Math.floor(workers));
    this.pool = pool;
    this.onProgress = onProgress;
    this.onPlan = onPlan;
    this.fixedBatch = batch;
    this.evenBatch = undefined; // the up-front split of a small count
    this.state = 'running'; // 'running' | 'done' | 'cancelled' | 'error'
    this.length = undefined; // units, once known
    this.next = 0; // the next unit index to hand out
    this.unitsDone = 0;
    this.nodes = 0; // a running total for the rates (a Number: only for display)
    this.solutions = 0n; // running totals for the progress text; the result is summed afresh at the end
    this.computeMs = 0; // time spent inside countUnits, summed over workers
    /** @type {Array<{end: number, solutions: bigint, unique: bigint, fixed: bigint, nodes: bigint}>} */
    this.parts = []; // parts[start] = {end, solutions, unique, fixed, nodes} (BigInt)
    // What earlier sessions counted (a resumed count), and the ranges finished in all: the stored record.
    this.resumed = resume;
    this.resumedUnits = resume ? unitsIn(resume.done) : 0;
    /** @type {import('./ranges.js').Range[]} */
    this.finished = resume ? resume.done.map((/** @type {import('./ranges.js').Range} */ [s, e]) => [s, e]) : [];
    this.base = resume
      ? { solutions: BigInt(resume.solutions), unique: BigInt(resume.unique ?? 0), fixed: BigInt(resume.fixed ?? 0), nodes: BigInt(resume.nodes) }
      : { solutions: 0n, unique: 0n, fixed: 0n, nodes: 0n };
    this.partial = { ...this.base }; // base plus every range finished in this session
    /** @type {import('./ranges.js').Range[]} */
    this.todo = []; // the ranges still to hand out, in order; `next` is inside todo[0]
    this.startedAt = startedAt;
    /** @type {number | undefined} */
    this.countingSince = undefined; // when the first units were handed out
    /** @type {import('./pool.js').Slot[]} */
    this.slots = [];
    /** @type {import('./saver.js').CountSaver | undefined} the store's saver of this run, set by the section */
    this.saver = undefined;
    /** @type {Promise<RunOutcome>} */
    this.done = new Promise((resolve) => {
      this.resolve = resolve;
    });
    try {
      this.slots = pool.take(this.workerCount, build, { exact: exactPool });
    } catch (err) {
      this.fail(`a Web Worker could not be started (${err?.message ?? err})`);
      return;
    }
    claimSlots(this.slots, this, this.key, n, method);
    // A plan counted before needs no answer first: the workers whose plan is ready start at once.
    const length = pool.lengths.get(this.key);
    if (length !== undefined) this.planKnown(length);
  }

  /** @param {number} length */
  planKnown(length) {
    if (this.resumed && this.resumed.units !== length) {
      this.fail(`the stored count has ${this.resumed.units} units, the plan ${length}`);
      return;
    }
    this.length = length;
    this.todo = missingRanges(this.finished, length);
    this.next = this.todo[0]?.[0] ?? length;
    this.unitsDone = this.resumedUnits;
    this.solutions = this.base.solutions;
    this.parts = new Array(length);
    this.pool.lengths.set(this.key, length);
    const msPerUnit = this.pool.unitMs.get(this.key);
    const small = msPerUnit !== undefined ? msPerUnit * length < SMALL_COUNT_MS : this.n <= SMALL_N;
    if (small) this.evenBatch = Math.max(1, Math.ceil(length / (this.workerCount * 4)));
    this.onPlan(this);
    for (const slot of this.slots) this.feed(slot);
    this.finishIfDone();
  }

  /** @param {import('./pool.js').Slot} slot @param {import('./pool.js').WorkerAnswer | undefined} msg */
  receive(slot, msg) {
    if (this.state !== 'running' || !msg) return;
    if (msg.type === 'plan') {
      // A late answer to an earlier count's request for another plan says nothing about this one.
      if (planKey(msg.n, msg.method) !== this.key) return;
      if (this.length === undefined) {
        this.planKnown(msg.length);
      } else if (msg.length !== this.length) {
        this.fail(`the workers disagree on the plan (${msg.length} and ${this.length} units)`);
      } else {
        this.feed(slot);
      }
    } else if (msg.type === 'result') {
      slot.busy = false;
      this.record(msg);
      if (this.state !== 'running') return;
      this.feed(slot);
      this.onProgress(this);
      this.finishIfDone();
    }
  }

  /** How many units to hand out next. */
  batchSize() {
    if (this.fixedBatch) return this.fixedBatch;
    if (this.evenBatch) return this.evenBatch;
    // This count's own timing, else the last count of the same size; with neither, probe with one unit.
    const unitsHere = this.unitsDone - this.resumedUnits; // computeMs is this session's only
    const msPerUnit = unitsHere > 0 && this.computeMs > 0 ? this.computeMs / unitsHere : this.pool.unitMs.get(this.key);
    if (msPerUnit === undefined) return 1;
    const left = /** @type {number} */ (this.length) - this.unitsHandedOut(); // asked for once the plan is known
    // Quick units go a few at a time, but never so many that the last worker is left with a long tail.
    const wanted = Math.floor(TARGET_BATCH_MS / Math.max(msPerUnit, 0.001));
    return Math.max(1, Math.min(wanted, Math.floor(left / (this.workerCount * 4))));
  }

  /** Units handed out or done before, for the batch sizes. */
  unitsHandedOut() {
    return /** @type {number} */ (this.length) - unitsIn(this.todo) + (this.todo.length > 0 ? this.next - this.todo[0][0] : 0);
  }

  /** @param {import('./pool.js').Slot} slot */
  feed(slot) {
    // A worker with nothing left to do stays idle and warm for the next count.
    if (this.state !== 'running' || slot.busy || slot.planned !== this.key || this.length === undefined) return;
    if (this.todo.length === 0) return;
    const start = this.next;
    // A batch never crosses a range counted before.
    const end = Math.min(this.todo[0][1], start + this.batchSize());
    if (end >= this.todo[0][1]) {
      this.todo.shift();
      this.next = this.todo[0]?.[0] ?? this.length;
    } else {
      this.next = end;
    }
    slot.busy = true;
    this.countingSince ??= performance.now();
    slot.worker.postMessage({ type: 'count', start, end });
  }

  /** @param {Extract<import('./pool.js').WorkerAnswer, {type: 'result'}>} msg a worker's result */
  record(msg) {
    const { start, end } = msg;
    if (!(start >= 0 && end <= /** @type {number} */ (this.length) && start < end) || this.parts[start]) {
      this.fail(`a worker answered for units ${start}..${end}, which were not expected`);
      return;
    }
    // The frames' units count unique solutions (and no fixed ones); the join's the solutions its turns fix
    // (and unique null): anything else is not this plan's answer.
    const given = (/** @type {unknown} */ value) => value !== null && value !== undefined;
    if (given(msg.unique) !== this.uniquePerUnit || given(msg.fixed) === this.uniquePerUnit) {
      this.fail(`a worker answered ${msg.unique} unique and ${msg.fixed} fixed solutions to a count by the ${this.method} method`);
      return;
    }
    const part = {
      end, solutions: BigInt(msg.solutions), unique: BigInt(msg.unique ?? 0), fixed: BigInt(msg.fixed ?? 0), nodes: BigInt(msg.nodes),
    };
    this.parts[start] = part;
    this.finished = addRange(this.finished, start, end);
    this.partial = {
      solutions: this.partial.solutions + part.solutions,
      unique: this.partial.unique + part.unique,
      fixed: this.partial.fixed + part.fixed,
      nodes: this.partial.nodes + part.nodes,
    };
    this.unitsDone += end - start;
    this.solutions += part.solutions;
    this.nodes += msg.nodes;
    this.computeMs += msg.ms;
  }

  finishIfDone() {
    if (this.state !== 'running' || this.length === undefined || this.unitsDone < this.length) return;
    // The parts and the ranges counted before cover 0..length exactly (each start recorded once, ranges
    // handed out back to back); sum them in unit order, after what the stored record brought.
    let { solutions, unique, fixed, nodes } = this.base;
    for (const [from, to] of missingRanges(this.resumed?.done ?? [], this.length)) {
      for (let i = from; i < to;) {
        const part = this.parts[i];
        if (!part) {
          this.fail(`units from ${i} on are missing from the results`);
          return;
        }
        solutions += part.solutions;
        unique += part.unique;
        fixed += part.fixed;
        nodes += part.nodes;
        i = part.end;
      }
    }
    // The resumed total is checked against the plan's unit list: every unit counted once, here or before.
    const [whole] = this.finished;
    if (this.finished.length !== 1 || whole[0] !== 0 || whole[1] !== this.length) {
      this.fail(`the ranges counted (${JSON.stringify(this.finished)}) do not cover the plan's ${this.length} units exactly`);
      return;
    }
    try {
      unique = this.uniqueOf(solutions, unique, fixed);
    } catch (err) {
      this.fail(`the totals are impossible: ${err?.message ?? err}`);
      return;
    }
    if (unique > solutions || solutions > 8n * unique) {
      this.fail(`the totals are impossible: ${solutions} solutions from ${unique} unique ones`);
      return;
    }
    const seconds = this.elapsed();
    this.state = 'done';
    // Every range has been answered, so the workers are idle: hand them back to the pool, warm.
    for (const slot of this.slots) {
      if (slot.listener === this) slot.listener = undefined;
    }
    const countedHere = this.length - this.resumedUnits;
    if (countedHere > 0) this.pool.unitMs.set(this.key, this.computeMs / countedHere);
    // The build the workers said they run (one: the pool starts them all from one module); a worker still
    // starting when the last unit came in has not said yet.
    const kernels = new Set(this.slots.map((slot) => slot.kernel).filter((kernel) => kernel !== undefined));
    this.resolve({
      status: 'done',
      n: this.n,
      method: this.method,
      build: [...kernels].map(buildOfKernel).join(' and '),
      solutions,
      unique,
      nodes,
      units: this.length,
      resumedUnits: this.resumedUnits,
      workers: this.workerCount,
      seconds,
      computeMs: this.computeMs,
    });
  }

  /** Stops every worker of the pool at once; the run settles as cancelled. Harmless once it has settled. */
  cancel() {
    if (this.state !== 'running') return;
    this.state = 'cancelled';
    this.pool.terminate();
    this.resolve({ status: 'cancelled', n: this.n, unitsDone: this.unitsDone, units: this.length, seconds: this.elapsed() });
  }

  /** The run fails; the pool is stopped too, as a worker in an unknown state must not be reused. */
  /** @param {string} message */
  fail(message) {
    if (this.state !== 'running') return;
    this.state = 'error';
    this.pool.terminate();
    this.resolve({ status: 'error', n: this.n, message: String(message) });
  }

  /** Seconds since the count was asked for, plus the counting time of the sessions it resumes. */
  elapsed() {
    return (performance.now() - this.startedAt) / 1000 + (this.resumed?.seconds ?? 0);
  }

  /** Seconds spent counting (from the first range handed out), over every session: for the time left. */
  countingSeconds() {
    const here = this.countingSince === undefined ? 0 : (performance.now() - this.countingSince) / 1000;
    return here + (this.resumed?.seconds ?? 0);
  }

  /** The stored record's fields as they are now: the ranges finished in all sessions and their totals. */
  /** @param {string} fingerprint */
  snapshot(fingerprint) {
    // The frames' records keep the unique solutions, the join's the fixed ones.
    const { fixed, ...partial } = this.partial;
    return {
      // The saver asks only once a range has finished: the plan, and its length, are known.
      n: this.n, method: this.method, fingerprint, units: /** @type {number} */ (this.length), done: this.finished, seconds: this.countingSeconds(),
      ...partial, ...(this.uniquePerUnit ? {} : { unique: null, fixed }),
    };
  }
}
