// The fast count spread over Web Workers: one module worker (js/count-worker.js) per share, each with its
// own WebAssembly instance and its own CountPlan, fed unit indices from one queue by this thread. No DOM
// here: js/count.js shows what a run reports.
//
//   const run = new CountRun({ n, workers, module, onProgress });
//   const outcome = await run.done;   // {status: 'done', solutions (BigInt), unique (BigInt), nodes, units, ...}
//                                     // or {status: 'cancelled'} or {status: 'error', message}
//   run.cancel();                     // terminates every worker at once; `done` then settles as cancelled
//
// Totals are exact: every range's numbers are kept apart, by unit index, and summed with BigInt in index
// order once all are in, so the result never depends on which worker finished first.

const WORKER_URL = new URL('./count-worker.js', import.meta.url);
const WASM_URL = new URL('../nqueens_bg.wasm', import.meta.url);

/** Units handed out at once: one, unless units turn out to take only a few milliseconds each. */
const TARGET_BATCH_MS = 30;

let modulePromise;

/**
 * The module compiled once on this page and posted to every worker (a WebAssembly.Module can be posted
 * to same-origin workers), so that a worker only instantiates it. `undefined` if compiling fails: the
 * workers then fetch and compile the module themselves.
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

export class CountRun {
  /**
   * `n` a size the CountPlan takes (1..24), `workers` how many to start, `module` the compiled module
   * (or undefined), `onProgress(run)` after every result, `onPlan(run)` once the number of units is
   * known, `batch` a fixed number of units per message (default: adaptive, starting at 1).
   */
  constructor({ n, workers, module, onProgress = () => {}, onPlan = () => {}, batch }) {
    this.n = n;
    this.workerCount = Math.max(1, Math.floor(workers));
    this.onProgress = onProgress;
    this.onPlan = onPlan;
    this.fixedBatch = batch;
    this.state = 'running'; // 'running' | 'done' | 'cancelled' | 'error'
    this.length = undefined; // units, once the first worker has built its plan
    this.next = 0; // the next unit index to hand out
    this.unitsDone = 0;
    this.nodes = 0; // a running total for the rates (a Number: only for display)
    this.solutions = 0n; // running totals for the progress text; the result is summed afresh at the end
    this.computeMs = 0; // time spent inside countUnits, summed over workers
    this.messages = 0; // results accepted
    this.parts = []; // parts[start] = {end, solutions, unique, nodes} (BigInt)
    this.startedAt = performance.now();
    this.countingSince = undefined; // when the first units were handed out
    this.workers = [];
    this.done = new Promise((resolve) => {
      this.resolve = resolve;
    });
    for (let i = 0; i < this.workerCount; i++) this.spawn(module);
  }

  spawn(module) {
    let worker;
    try {
      worker = new Worker(WORKER_URL, { type: 'module', name: `nqueens-count-${this.workers.length + 1}` });
    } catch (err) {
      this.fail(`a Web Worker could not be started (${err?.message ?? err})`);
      return;
    }
    const slot = { worker, busy: false, ready: false };
    this.workers.push(slot);
    worker.onmessage = (event) => this.receive(slot, event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.fail(event.message || 'a worker stopped with an error (its script or the WebAssembly module did not load)');
    };
    worker.onmessageerror = () => this.fail('a worker sent a message that could not be read');
    try {
      worker.postMessage({ type: 'start', n: this.n, module });
    } catch {
      worker.postMessage({ type: 'start', n: this.n }); // the module could not be posted: the worker fetches it
    }
  }

  receive(slot, msg) {
    if (this.state !== 'running' || !msg) return;
    if (msg.type === 'error') {
      this.fail(msg.message);
    } else if (msg.type === 'plan') {
      if (this.length === undefined) {
        this.length = msg.length;
        this.parts = new Array(msg.length);
        this.onPlan(this);
      } else if (msg.length !== this.length) {
        this.fail(`the workers disagree on the plan (${msg.length} and ${this.length} units)`);
        return;
      }
      slot.ready = true;
      this.feed(slot);
      this.finishIfDone();
    } else if (msg.type === 'result') {
      slot.busy = false;
      this.messages += 1;
      this.record(msg);
      this.feed(slot);
      this.onProgress(this);
      this.finishIfDone();
    }
  }

  /** How many units to hand out next. */
  batchSize() {
    if (this.fixedBatch) return this.fixedBatch;
    if (this.unitsDone === 0 || this.computeMs <= 0) return 1;
    const perUnit = this.computeMs / this.unitsDone;
    const left = this.length - this.next;
    // Quick units go a few at a time, but never so many that the last worker is left with a long tail.
    const wanted = Math.floor(TARGET_BATCH_MS / Math.max(perUnit, 0.001));
    return Math.max(1, Math.min(wanted, Math.floor(left / (this.workerCount * 4))));
  }

  feed(slot) {
    if (this.state !== 'running' || slot.busy || !slot.ready) return;
    if (this.next >= this.length) {
      // Nothing left for this one: stop it now rather than keep an idle instance.
      slot.worker.terminate();
      slot.ready = false;
      return;
    }
    const start = this.next;
    const end = Math.min(this.length, start + this.batchSize());
    this.next = end;
    slot.busy = true;
    this.countingSince ??= performance.now();
    slot.worker.postMessage({ type: 'count', start, end });
  }

  record(msg) {
    const { start, end } = msg;
    if (!(start >= 0 && end <= this.length && start < end) || this.parts[start]) {
      this.fail(`a worker answered for units ${start}..${end}, which were not expected`);
      return;
    }
    const part = { end, solutions: BigInt(msg.solutions), unique: BigInt(msg.unique), nodes: BigInt(msg.nodes) };
    this.parts[start] = part;
    this.unitsDone += end - start;
    this.solutions += part.solutions;
    this.nodes += msg.nodes;
    this.computeMs += msg.ms;
  }

  finishIfDone() {
    if (this.state !== 'running' || this.length === undefined || this.unitsDone < this.length) return;
    // The parts cover 0..length exactly (each start recorded once, ranges handed out back to back);
    // sum them in unit order.
    let solutions = 0n;
    let unique = 0n;
    let nodes = 0n;
    for (let i = 0; i < this.length;) {
      const part = this.parts[i];
      if (!part) {
        this.fail(`units from ${i} on are missing from the results`);
        return;
      }
      solutions += part.solutions;
      unique += part.unique;
      nodes += part.nodes;
      i = part.end;
    }
    const seconds = (performance.now() - this.startedAt) / 1000;
    this.stop('done');
    this.resolve({
      status: 'done',
      n: this.n,
      solutions,
      unique,
      nodes,
      units: this.length,
      workers: this.workerCount,
      seconds,
      computeMs: this.computeMs,
    });
  }

  /** Stops every worker at once; the run settles as cancelled. Harmless once it has settled. */
  cancel() {
    if (this.state !== 'running') return;
    this.stop('cancelled');
    this.resolve({ status: 'cancelled', n: this.n, unitsDone: this.unitsDone, units: this.length, seconds: this.elapsed() });
  }

  fail(message) {
    if (this.state !== 'running') return;
    this.stop('error');
    this.resolve({ status: 'error', n: this.n, message: String(message) });
  }

  stop(state) {
    this.state = state;
    for (const { worker } of this.workers) {
      worker.onmessage = worker.onerror = worker.onmessageerror = null;
      worker.terminate();
    }
  }

  elapsed() {
    return (performance.now() - this.startedAt) / 1000;
  }
}
