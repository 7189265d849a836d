// One worker of the fast count (module worker, kept warm by js/count/pool.js across counts). It has its
// own WebAssembly instance of the count's module (the glue ../../nqueens_count.js, the same for both builds),
// built from the compiled module the page posts, scalar or with WebAssembly SIMD (or the scalar one fetched
// by the glue itself when none comes), and its own CountPlan, rebuilt only when a count of another size or
// method comes; it counts the ranges of unit indices it is handed. It imports nothing else, so a bundler can
// make it one file in any worker format.
//
// Messages in:  {type: 'init', module?, build?}        once, first; the module compiled by the page (build its name)
//               {type: 'plan', n, method}              -> {type: 'plan', n, method, kernel, length}
//               {type: 'count', start, end}            -> {type: 'result', start, end, solutions, unique, fixed, nodes, ms}
//                                                         (unique null by the join, fixed null by the frames)
// On the first failure (nothing is done after it):     -> {type: 'error', message} (a panic's own message)
// Messages are handled strictly one after another, in the order they come (init is asynchronous), so the
// page may send `count` right after `plan` without waiting for the answer.
// The page stops a worker with terminate(); nothing here needs cleaning up.

import * as countGlue from '../../nqueens_count.js';

/** @type {typeof countGlue | undefined} the glue's exports, once loaded */
let glue;
/** @type {countGlue.CountPlan | undefined} */
let plan;
let failed = false;
let queue = Promise.resolve();

/** The panic behind a bare "unreachable" trap, in words (web/src/panic.rs), if the module panicked. */
function panicMessage() {
  try {
    return glue?.lastPanic();
  } catch {
    return undefined; // the module never loaded
  }
}

/** @param {any} err what was thrown */
function fail(err) {
  if (failed) return;
  failed = true;
  const panic = panicMessage();
  self.postMessage({ type: 'error', message: panic ? `the solver panicked: ${panic}` : String(err?.message ?? err) });
}

/** @param {any} msg a message from the page (the header says which) */
async function handle(msg) {
  if (msg.type === 'init') {
    await countGlue.default(msg.module instanceof WebAssembly.Module ? { module_or_path: msg.module } : undefined);
    glue = countGlue;
  } else if (msg.type === 'plan') {
    if (plan?.size !== msg.n || plan?.method !== msg.method) {
      plan?.free(); // its memory is in the wasm heap, which the JS garbage collector does not see
      plan = undefined;
      if (!glue) throw new Error('a plan was asked for before init');
      plan = new glue.CountPlan(msg.n, msg.method);
    }
    const { size, method, kernel, length } = /** @type {countGlue.CountPlan} */ (plan);
    self.postMessage({ type: 'plan', n: size, method, kernel, length });
  } else if (msg.type === 'count') {
    if (!plan) throw new Error('a range was sent before any plan');
    const t0 = performance.now();
    const { solutions, unique, fixed, nodes } = plan.countUnits(msg.start, msg.end);
    self.postMessage({ type: 'result', start: msg.start, end: msg.end, solutions, unique, fixed, nodes, ms: performance.now() - t0 });
  }
}

self.onmessage = (event) => {
  const msg = event.data ?? {};
  queue = queue.then(() => (failed ? undefined : handle(msg))).catch(fail);
};
