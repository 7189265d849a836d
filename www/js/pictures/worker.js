// The GIF encoder's worker (a module worker with its own WebAssembly instance of the glue ../nqueens.js, one
// per animation): the page stays responsive while Rust draws and encodes every frame (src/picture/).
//
// Message in:  {n, options, from, to, fps, size, theme}   (options as `new Search(n, options)` takes them)
// Message out: {bytes} (a Uint8Array, transferred) or {error} (the core's sentence); the page then ends it.

import init, { gifOfSteps, lastPanic } from '../../nqueens.js';

self.onmessage = async ({ data }) => {
  try {
    await init();
    const { n, options, from, to, fps, size, theme } = data;
    const bytes = gifOfSteps(n, options, from, to, fps, size, theme);
    self.postMessage({ bytes }, [bytes.buffer]);
  } catch (err) {
    let panic;
    try {
      panic = lastPanic();
    } catch {
      panic = undefined; // the module never loaded
    }
    self.postMessage({ error: panic ? `the solver panicked: ${panic}` : String(err?.message ?? err) });
  }
};
