// The WebAssembly module, loaded once per page however many searches use it: the main page's view and every
// <n-queens> element share one compilation and one instance (the glue, nqueens.js, sits at the root of the
// build, beside index.html and n-queens.js; it fetches nqueens_bg.wasm from beside itself).

let loading;
let crown;

/** The initialised wasm-bindgen glue (its exports: Search, limits(), parseSize, …); the same promise every time. */
export function loadBindings() {
  loading ??= (async () => {
    const glue = await import('../../nqueens.js');
    await glue.default();
    crown = glue.crownShape();
    return glue;
  })();
  return loading;
}

/** The queen's crown in a unit square, as the core's pictures draw it (`crownShape()`); undefined before the load. */
export function loadedCrown() {
  return crown;
}
