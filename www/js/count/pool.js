// The warm pool of count workers (module workers running js/count/worker.js). Starting a worker, its
// WebAssembly instance and its plan costs far more than a small count itself (the figures are in
// www/README.md, "Count mode and Construct"), so workers are started on the first count and kept for the next ones. Which units a worker
// counts is js/count/run.js's business; this module only starts, keeps and stops workers, and picks the
// build of the count's module they run: the WebAssembly SIMD one (simd/nqueens_count_bg.wasm, built by
// scripts/build-modules.sh) where the browser validates a SIMD instruction and the module compiles, the
// scalar one otherwise. Both builds share one glue (nqueens_count.js: the build checks they are the same).
//
//   const pool = new WorkerPool();
//   const build = await compiledModule();        // {name: 'simd128' | 'scalar', module}
//   const slots = pool.take(workers, build);     // starts missing workers (and stops extra ones)
//   slot.listener = run;                         // gets receive(slot, msg) and fail(message)
//   pool.terminate();                            // every worker at once; the next take() starts afresh
//
// A slot is {worker, key, planned, kernel, busy, listener}: `key` is the plan (size and method, planKey) it
// was last asked for (so a count of the same plan does not ask again), `planned` the key of the plan it has
// said it built (so a count feeds only workers that are ready, and one still starting holds up no range),
// `kernel` the join kernel its module runs ('simd128' or 'portable', from the worker itself).

import { compileWasm } from '../shared/bindings.js';

/** The two builds' modules (their glue: nqueens_count.js, imported by js/count/worker.js). */
const WASM_URLS = {
  simd128: () => new URL('../../simd/nqueens_count_bg.wasm', import.meta.url),
  scalar: () => new URL('../../nqueens_count_bg.wasm', import.meta.url),
};

/**
 * The smallest module with a SIMD instruction: a function returning i8x16.popcnt(i8x16.splat(0)) (the probe
 * of the wasm-feature-detect package). `WebAssembly.validate` accepts it only where WebAssembly SIMD runs.
 */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

/** Whether this browser runs WebAssembly SIMD (`simd128`). */
export function simdSupported() {
  try {
    return WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

/**
 * What a count worker (js/count/worker.js) posts: the plan it has ready, a range's counts (`unique` null by the
 * join, `fixed` null by the frames; `ms` its time), or why it failed.
 * @typedef {{type: 'plan', n: number, method: string, kernel: string, length: number}
 *   | {type: 'result', start: number, end: number, ms: number} & import('../../nqueens_count.js').UnitCounts
 *   | {type: 'error', message: string}} WorkerAnswer
 */
/**
 * A count that workers answer to (js/count/run.js, js/count/gpu-run.js): their messages, and their failure.
 * @typedef {{receive: (slot: Slot, message: WorkerAnswer | undefined) => void, fail: (message: string) => void}} Listener
 */
/**
 * One worker of the pool: the plan it was sent (`key`) and has ready (`planned`), its join kernel, whether it
 * is counting, and the count it answers to.
 * @typedef {{worker: Worker, key: string | undefined, planned: string | undefined, kernel: string | undefined,
 *   busy: boolean, listener: Listener | undefined}} Slot
 */
/** @typedef {{name: string, module: WebAssembly.Module | undefined}} Build a build of the count's module */

/** The build whose workers run join kernel `kernel`: 'simd128' or 'scalar'. */
export const buildOfKernel = (/** @type {string | undefined} */ kernel) => (kernel === 'simd128' ? 'simd128' : 'scalar');

/** The key of a plan in the workers: its size and method. */
export const planKey = (/** @type {number} */ n, /** @type {string} */ method) => `${n} ${method}`;

/** @type {Promise<Build> | undefined} */
let modulePromise;

/**
 * The build the workers run, `{name, module}`, compiled once on this page and posted to every new worker (a
 * WebAssembly.Module can be posted to same-origin workers), so that a worker only instantiates it: the SIMD
 * build where SIMD validates and it compiles, else the scalar one. `module` is undefined if even the scalar
 * one fails to compile here: the workers then fetch and compile it themselves.
 * @returns {Promise<Build>}
 */
export function compiledModule() {
  if (!modulePromise) {
    modulePromise = (async () => {
      if (simdSupported()) {
        try {
          return { name: 'simd128', module: await compileWasm(WASM_URLS.simd128()) };
        } catch {
          // not built, not served, or refused: the scalar build counts the same
        }
      }
      return { name: 'scalar', module: await compileWasm(WASM_URLS.scalar()).catch(() => undefined) };
    })();
  }
  return modulePromise;
}

/** The number of workers to use when none is asked for. */
export function defaultWorkers() {
  const cores = Number(navigator.hardwareConcurrency);
  return Number.isFinite(cores) && cores >= 1 ? Math.min(Math.floor(cores), 64) : 2;
}

export class WorkerPool {
  constructor() {
    /** @type {Slot[]} */
    this.slots = [];
    this.started = 0; // workers ever started, for the test hook (reuse shows as no change)
    this.lengths = new Map(); // n -> units in its plan: a count of a known size can hand out units at once
    this.unitMs = new Map(); // n -> milliseconds per unit measured by the last count of that size
  }

  /**
   * The first `count` workers, starting any that are missing with `build` (compiledModule's). With `exact`,
   * workers beyond `count` are stopped (a count on fewer workers must not leave extra instances around).
   * Throws if a worker cannot be started.
   * @param {number} count @param {Build | undefined} build @param {{exact?: boolean}} [options]
   */
  take(count, build, { exact = true } = {}) {
    while (this.slots.length < count) this.slots.push(this.spawn(build));
    if (exact) for (const slot of this.slots.splice(count)) this.stop(slot);
    return this.slots.slice(0, count);
  }

  /** @param {Build} [build] @returns {Slot} */
  spawn(build = { name: 'scalar', module: undefined }) {
    this.started += 1;
    // Written out in one expression: the form bundlers (Vite, webpack, Rspack) recognise and bundle as a worker.
    const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module', name: `nqueens-count-${this.started}` });
    /** @type {Slot} */
    const slot = { worker, key: undefined, planned: undefined, kernel: undefined, busy: false, listener: undefined };
    worker.onmessage = (event) => {
      /** @type {WorkerAnswer | undefined} */
      const msg = event.data;
      if (msg?.type === 'error') {
        this.broken(slot, msg.message);
        return;
      }
      // Kept even when no count listens: a worker can finish starting after the count that started it.
      if (msg?.type === 'plan') {
        slot.planned = planKey(msg.n, msg.method);
        slot.kernel = msg.kernel;
      }
      slot.listener?.receive(slot, msg);
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.broken(slot, event.message || 'a worker stopped with an error (its script or the WebAssembly module did not load)');
    };
    worker.onmessageerror = () => this.broken(slot, 'a worker sent a message that could not be read');
    try {
      worker.postMessage({ type: 'init', module: build.module, build: build.name });
    } catch {
      worker.postMessage({ type: 'init', build: build.name }); // the module could not be posted: the worker fetches it
    }
    return slot;
  }

  /** A worker failed: its count fails (which stops the pool); an idle one is just dropped. @param {Slot} slot @param {string} message */
  broken(slot, message) {
    if (slot.listener) {
      slot.listener.fail(message);
    } else {
      this.slots = this.slots.filter((s) => s !== slot);
      this.stop(slot);
    }
  }

  /** Stops every worker at once, whatever it is doing; nothing they had in flight is delivered. */
  terminate() {
    for (const slot of this.slots) this.stop(slot);
    this.slots = [];
  }

  /** @param {Slot} slot */
  stop(slot) {
    const { worker } = slot;
    worker.onmessage = worker.onerror = worker.onmessageerror = null;
    slot.listener = undefined;
    worker.terminate();
  }

  /** For tests: workers alive, those counting now, and all ever started. */
  stats() {
    return { alive: this.slots.length, busy: this.slots.filter((s) => s.busy).length, started: this.started };
  }
}

/**
 * Makes `slots` answer to `listener` for plan `key`: each is marked free, and one that holds another plan (or
 * none yet) is sent plan `n` by `method`, being fed once it says that plan is ready.
 * @param {Slot[]} slots @param {Listener} listener @param {string} key @param {number} n @param {string} method
 */
export function claimSlots(slots, listener, key, n, method) {
  for (const slot of slots) {
    slot.listener = listener;
    slot.busy = false;
    if (slot.key !== key) {
      slot.key = key;
      slot.worker.postMessage({ type: 'plan', n, method });
    }
  }
}
