// One worker of the fast count (module worker, started by js/count.js). It has its own WebAssembly
// instance of the glue ../nqueens.js, built from the compiled module the page posts (or fetched itself
// when none comes), and its own CountPlan; it counts the ranges of unit indices it is handed.
//
// Messages in:  {type: 'start', n, module?}           -> {type: 'plan', n, length, ms}
//               {type: 'count', start, end}            -> {type: 'result', start, end, solutions, unique, nodes, ms}
// On any failure:                                      -> {type: 'error', message}
// The page stops a worker with terminate(); nothing here needs cleaning up.

import init, { CountPlan } from '../nqueens.js';

let plan;
/** Settles once the instance and the plan exist; every message waits for it, so their order is kept. */
let ready = Promise.reject(new Error('the worker was not started'));
ready.catch(() => {});

const fail = (err) => self.postMessage({ type: 'error', message: String(err?.message ?? err) });

self.onmessage = async (event) => {
  const msg = event.data ?? {};
  if (msg.type === 'start') {
    ready = (async () => {
      const t0 = performance.now();
      await init(msg.module instanceof WebAssembly.Module ? { module_or_path: msg.module } : undefined);
      plan = new CountPlan(msg.n);
      self.postMessage({ type: 'plan', n: plan.size, length: plan.length, ms: performance.now() - t0 });
    })();
    ready.catch(fail);
    return;
  }
  if (msg.type === 'count') {
    try {
      await ready;
    } catch {
      return; // already reported
    }
    try {
      const t0 = performance.now();
      const { solutions, unique, nodes } = plan.countUnits(msg.start, msg.end);
      self.postMessage({ type: 'result', start: msg.start, end: msg.end, solutions, unique, nodes, ms: performance.now() - t0 });
    } catch (err) {
      fail(err);
    }
  }
};
