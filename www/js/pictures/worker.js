// The GIF encoder's worker (a module worker, one per animation) with its own instance of the pictures module
// (the glue ../../nqueens_pictures.js, instantiated from the module the page compiled and posts): the page
// stays responsive while Rust draws and encodes every frame (src/picture/). It imports nothing else, so a
// bundler can make it one file in any worker format.
//
// Message in:  {module, n, options, from, to, fps, size, theme}   (options as `new Search(n, options)` takes them)
// Message out: {bytes} (a Uint8Array, transferred) or {error, refusal} (the core's sentence, and its kind and
// values for the page to word); the page then ends it.

import init, { gifOfSteps, lastPanic } from '../../nqueens_pictures.js';

self.onmessage = async ({ data }) => {
  try {
    const { module, n, options, from, to, fps, size, theme } = data;
    await init({ module_or_path: module });
    const bytes = gifOfSteps(n, options, from, to, fps, size, theme);
    self.postMessage({ bytes }, [bytes.buffer]);
  } catch (err) {
    let panic;
    try {
      panic = lastPanic();
    } catch {
      panic = undefined; // the module never loaded
    }
    // A refusal's kind and values (own fields of the Error, which a message would not carry) go beside it.
    self.postMessage({ error: panic ? `the solver panicked: ${panic}` : String(/** @type {any} */ (err)?.message ?? err), refusal: panic ? undefined : { ...(/** @type {any} */ (err)) } });
  }
};
