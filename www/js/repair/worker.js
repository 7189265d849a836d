// The Repair section's worker for a large board (module worker, one per run; the page terminates it to stop):
// its own instance of the sections' module (the glue ../../nqueens_sections.js, instantiated from the module
// the page posts) repairs the board with the core's min-conflicts `Repair` to the end, checks it, and hands
// the columns back (transferred, not copied) for the page to draw. It imports nothing else.
//
// Message in:   {module, n, seed}
// Messages out: {type: 'progress', moves, ms}                 about every PROGRESS_MS while it runs
//               {type: 'done', moves, restarts, ms, valid, columns}   columns a Uint32Array (row r's queen)
//               {type: 'error', message}                     a refused size or seed, or a panic, in words

import init, { Repair, lastPanic } from '../../nqueens_sections.js';

const PROGRESS_MS = 200;
/** Moves per `run` call between looks at the clock: one move of a huge board scans its whole row. */
const MOVES_PER_CALL = 8;

/** @param {any} err what was thrown */
function fail(err) {
  let panic;
  try {
    panic = lastPanic();
  } catch {
    panic = undefined; // the module never loaded
  }
  self.postMessage({ type: 'error', message: panic ? `the repair panicked: ${panic}` : String(err?.message ?? err) });
}

/** @param {{module: WebAssembly.Module, n: number, seed: number}} message */
async function repair({ module, n, seed }) {
  await init({ module_or_path: module });
  const t0 = performance.now();
  const board = new Repair(n, seed);
  let told = performance.now();
  self.postMessage({ type: 'progress', moves: 0, ms: told - t0 });
  while (!board.run(MOVES_PER_CALL)) {
    if (performance.now() - told >= PROGRESS_MS) {
      told = performance.now();
      self.postMessage({ type: 'progress', moves: board.moves, ms: told - t0 });
    }
  }
  const ms = performance.now() - t0;
  const valid = board.isValid();
  const columns = board.columns();
  const { moves, restarts } = board;
  board.free();
  self.postMessage({ type: 'done', moves, restarts, ms, valid, columns }, [columns.buffer]);
}

self.onmessage = (event) => {
  repair(event.data ?? {}).catch(fail);
};
