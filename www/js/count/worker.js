// One worker of the fast count (module worker, kept warm by js/count/pool.js across counts). It has its
// own WebAssembly instance of the glue ../nqueens.js, built from the compiled module the page posts (or
// fetched itself when none comes), and its own CountPlan, rebuilt only when a count of another size comes;
// it counts the ranges of unit indices it is handed.
//
// Messages in:  {type: 'init', module?}                once, first
//               {type: 'plan', n}                      -> {type: 'plan', n, length}
//               {type: 'count', start, end}            -> {type: 'result', start, end, solutions, unique, nodes, ms}
// On the first failure (nothing is done after it):     -> {type: 'error', message} (a panic's own message)
// Messages are handled strictly one after another, in the order they come (init is asynchronous), so the
// page may send `count` right after `plan` without waiting for the answer.
// The page stops a worker with terminate(); nothing here needs cleaning up.

import init, { CountPlan, lastPanic } from '../../nqueens.js';

let plan;
let failed = false;
let queue = Promise.resolve();

/** The panic behind a bare "unreachable" trap, in words (web/src/panic.rs), if the module panicked. */
function panicMessage() {
  try {
    return lastPanic();
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
    await init(msg.module instanceof WebAssembly.Module ? { module_or_path: msg.module } : undefined);
  } else if (msg.type === 'plan') {
    if (plan?.size !== msg.n) {
      plan?.free(); // its memory is in the wasm heap, which the JS garbage collector does not see
      plan = undefined;
      plan = new CountPlan(msg.n);
    }
    self.postMessage({ type: 'plan', n: plan.size, length: plan.length });
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
