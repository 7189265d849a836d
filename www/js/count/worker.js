// One worker of the fast count (module worker, kept warm by js/count/pool.js across counts). It has its
// own WebAssembly instance of one of the two builds' glue, ../../nqueens.js (scalar) or ../../simd/nqueens.js
// (WebAssembly SIMD), built from the compiled module the page posts (or fetched itself when none comes), and its
// own CountPlan, rebuilt only when a count of another size or method comes; it counts the ranges of unit
// indices it is handed.
//
// Messages in:  {type: 'init', module?, build?}        once, first; build 'simd128' or 'scalar' (the default)
//               {type: 'plan', n, method}              -> {type: 'plan', n, method, kernel, length}
//               {type: 'count', start, end}            -> {type: 'result', start, end, solutions, unique, nodes, ms}
//                                                         (unique null by the join)
// On the first failure (nothing is done after it):     -> {type: 'error', message} (a panic's own message)
// Messages are handled strictly one after another, in the order they come (init is asynchronous), so the
// page may send `count` right after `plan` without waiting for the answer.
// The page stops a worker with terminate(); nothing here needs cleaning up.

/** The glue of each build (the same code; each fetches its own nqueens_bg.wasm when no module comes). */
const GLUE = { scalar: '../../nqueens.js', simd128: '../../simd/nqueens.js' };

/** @type {any} the glue's exports, once loaded */
let glue;
let plan;
let failed = false;
let queue = Promise.resolve();

/** The panic behind a bare "unreachable" trap, in words (web/src/panic.rs), if the module panicked. */
function panicMessage() {
  try {
    return glue.lastPanic();
  } catch {
    return undefined; // the module never loaded
  }
}

function fail(err) {
  if (failed) return;
  failed = true;
  const panic = panicMessage();
  self.postMessage({ type: 'error', message: panic ? `the solver panicked: ${panic}` : String(err?.message ?? err) });
}

async function handle(msg) {
  if (msg.type === 'init') {
    const loaded = await import(GLUE[msg.build] ?? GLUE.scalar);
    await loaded.default(msg.module instanceof WebAssembly.Module ? { module_or_path: msg.module } : undefined);
    glue = loaded;
  } else if (msg.type === 'plan') {
    if (plan?.size !== msg.n || plan?.method !== msg.method) {
      plan?.free(); // its memory is in the wasm heap, which the JS garbage collector does not see
      plan = undefined;
      plan = new glue.CountPlan(msg.n, msg.method);
    }
    self.postMessage({ type: 'plan', n: plan.size, method: plan.method, kernel: plan.kernel, length: plan.length });
  } else if (msg.type === 'count') {
    if (!plan) throw new Error('a range was sent before any plan');
    const t0 = performance.now();
    const { solutions, unique, nodes } = plan.countUnits(msg.start, msg.end);
    self.postMessage({ type: 'result', start: msg.start, end: msg.end, solutions, unique, nodes, ms: performance.now() - t0 });
  }
}

self.onmessage = (event) => {
  const msg = event.data ?? {};
  queue = queue.then(() => (failed ? undefined : handle(msg))).catch(fail);
};
