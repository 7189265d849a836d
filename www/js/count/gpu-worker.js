// The count's GPU worker (a module worker started by js/count/gpu-run.js for one count): its own instance of
// the count's module (the glue ../../nqueens_count.js, built from the compiled module the page posts, or
// fetched by the glue itself when none comes) prepares each batch of units (the boundary's GpuPlan: the core's tasks),
// js/count/gpu-device.js runs it on a WebGPU device in short dispatches, and the batch's units go back to the
// page one count per unit. A lost device is replaced (at most MOST_DEVICES_LOST times) and its batch counted
// again. The page cancels by terminating the worker.
//
// Messages in:  {type: 'count', n, todo: [[start, end), ...], module?, batchTasks?, fault?}   once
// Messages out: {type: 'device', adapter: {name, software}}                           each device opened
//               {type: 'batch', start, end, tasks, units: [{solutions, unique, nodes}, ...]}
//               {type: 'lost', message, lost}                                          a device lost, replaced
//               {type: 'finished'}  or  {type: 'error', kind, message}   kind: 'unavailable' (no GPU),
//               'lost' (too many devices lost), 'refused' (impossible results), 'failed'

import init, { GpuPlan, gpuCounter, gpuNextDispatch } from '../../nqueens_count.js';
import { DeviceLost, NoGpu, openDevice } from './gpu-device.js';
import { adapterWords } from './gpu-adapter.js';

/** Devices a count may lose, one after another, before it gives up (the command line's MOST_DEVICES_LOST). */
const MOST_DEVICES_LOST = 3;

/** @type {any} */
const gpu = /** @type {any} */ (self.navigator).gpu;

/**
 * @param {{n: number, todo: [number, number][], module?: WebAssembly.Module, batchTasks?: number, fault?: object}} job
 */
async function count({ n, todo, module, batchTasks, fault = {} }) {
  await init(module instanceof WebAssembly.Module ? { module_or_path: module } : undefined);
  const counter = gpuCounter();
  const plan = new GpuPlan(n);
  const open = async () => {
    const device = await openDevice(gpu, counter);
    self.postMessage({ type: 'device', adapter: adapterWords(device.adapter.info) });
    return device;
  };
  try {
    let device = await open();
    let lost = 0;
    for (const [from, to] of todo) {
      for (let next = from; next < to;) {
        const batch = plan.prepare(next, to, batchTasks ?? counter.batchTasks);
        try {
          let results;
          for (;;) {
            try {
              results = await device.run(batch, { nextDispatch: gpuNextDispatch, fault: lost === 0 ? fault : {} });
              break;
            } catch (err) {
              if (!(err instanceof DeviceLost) || lost >= MOST_DEVICES_LOST) throw err;
              lost += 1;
              self.postMessage({ type: 'lost', message: err.message, lost });
              device = await open();
            }
          }
          let units;
          try {
            units = batch.finish(results);
          } catch (err) {
            throw new Refused(String(/** @type {any} */ (err)?.message ?? err));
          }
          self.postMessage({ type: 'batch', start: batch.start, end: batch.end, tasks: batch.taskCount, units });
          next = batch.end;
        } finally {
          batch.free();
        }
      }
    }
    device.destroy();
    self.postMessage({ type: 'finished' });
  } finally {
    plan.free();
  }
}

/** Results that cannot be right. */
class Refused extends Error {}

/** @param {unknown} err */
function kindOf(err) {
  if (err instanceof NoGpu) return 'unavailable';
  if (err instanceof DeviceLost) return 'lost';
  if (err instanceof Refused) return 'refused';
  return 'failed';
}

self.onmessage = (event) => {
  const msg = event.data ?? {};
  if (msg.type !== 'count') return;
  count(msg).catch((err) => self.postMessage({ type: 'error', kind: kindOf(err), message: String(err?.message ?? err) }));
};
