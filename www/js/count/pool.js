// The warm pool of count workers (module workers running js/count/worker.js). Starting a worker, its
// WebAssembly instance and its plan costs far more than a small count itself (the figures are in
// www/README.md, "Count mode and Construct"), so workers are started on the first count and kept for the next ones. Which units a worker
// counts is js/count/run.js's business; this module only starts, keeps and stops workers.
//
//   const pool = new WorkerPool();
//   const slots = pool.take(workers, module);   // starts missing workers (and stops extra ones)
//   slot.listener = run;                         // gets receive(slot, msg) and fail(message)
//   pool.terminate();                            // every worker at once; the next take() starts afresh
//
// A slot is {worker, n, planned, busy, listener}: `n` is the size its plan was last asked for (so a count
// of the same size does not ask again), `planned` the size of the plan it has said it built (so a count
// feeds only workers that are ready, and one still starting holds up no range).

const WORKER_URL = new URL('./worker.js', import.meta.url);
const WASM_URL = new URL('../../nqueens_bg.wasm', import.meta.url);

let modulePromise;

/**
 * The module compiled once on this page and posted to every new worker (a WebAssembly.Module can be
 * posted to same-origin workers), so that a worker only instantiates it. `undefined` if compiling fails:
 * the workers then fetch and compile the module themselves.
 */
export function compiledModule() {
  if (!modulePromise) {
    modulePromise = (async () => {
      if (typeof WebAssembly.compileStreaming === 'function') {
        try {
          return await WebAssembly.compileStreaming(fetch(WASM_URL));
        } catch {
          // e.g. a server without the application/wasm type: compile from the bytes instead
        }
      }
      const response = await fetch(WASM_URL);
      return WebAssembly.compile(await response.arrayBuffer());
    })().catch(() => undefined);
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
    this.slots = [];
    this.started = 0; // workers ever started, for the test hook (reuse shows as no change)
    this.lengths = new Map(); // n -> units in its plan: a count of a known size can hand out units at once
    this.unitMs = new Map(); // n -> milliseconds per unit measured by the last count of that size
  }

  /**
   * The first `count` workers, starting any that are missing with `module`. With `exact`, workers beyond
   * `count` are stopped (a count on fewer workers must not leave extra instances around). Throws if a
   * worker cannot be started.
   */
  take(count, module, { exact = true } = {}) {
    while (this.slots.length < count) this.slots.push(this.spawn(module));
    if (exact) for (const slot of this.slots.splice(count)) this.stop(slot);
    return this.slots.slice(0, count);
  }

  spawn(module) {
    this.started += 1;
    const worker = new Worker(WORKER_URL, { type: 'module', name: `nqueens-count-${this.started}` });
    const slot = { worker, n: undefined, planned: undefined, busy: false, listener: undefined };
    worker.onmessage = (event) => {
      const msg = event.data;
      if (msg?.type === 'error') {
        this.broken(slot, msg.message);
        return;
      }
      // Kept even when no count listens: a worker can finish starting after the count that started it.
      if (msg?.type === 'plan') slot.planned = msg.n;
      slot.listener?.receive(slot, msg);
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.broken(slot, event.message || 'a worker stopped with an error (its script or the WebAssembly module did not load)');
    };
    worker.onmessageerror = () => this.broken(slot, 'a worker sent a message that could not be read');
    try {
      worker.postMessage({ type: 'init', module });
    } catch {
      worker.postMessage({ type: 'init' }); // the module could not be posted: the worker fetches it
    }
    return slot;
  }

  /** A worker failed: its count fails (which stops the pool); an idle one is just dropped. */
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
