// The WebAssembly modules, each loaded once per page however many searches use it. The first, nqueens.js
// (the wasm-bindgen glue) with nqueens_bg.wasm, is all the first board waits for: the search, its tree, the
// limits and sizes. The others load on first use: the count (nqueens_count.js), the pictures' files
// (nqueens_pictures.js) and the page's sections (nqueens_sections.js: construct, repair, practice, the
// lesson). The main page's view and every <n-queens> element share one instance of each. Every glue and
// module sits at the root of the build, beside index.html and n-queens.js; each URL and import is written
// out whole, as bundlers (Vite, webpack, Rspack) need to find and copy the files.

/** @typedef {typeof import('../../nqueens.js')} Bindings the first module's glue (its types: scripts/glue-types.sh) */
/** @typedef {typeof import('../../nqueens_count.js')} CountGlue */
/** @typedef {typeof import('../../nqueens_pictures.js')} PicturesGlue */
/** @typedef {typeof import('../../nqueens_sections.js')} SectionsGlue */

/** @type {Promise<Bindings> | undefined} */
let loading;
/** @type {string[] | undefined} */
let inks;

/**
 * The initialised glue of the first module (its exports: Search, limits(), parseSize, …); the same promise every time.
 * @returns {Promise<Bindings>}
 */
export function loadBindings() {
  loading ??= (async () => {
    const glue = await import('../../nqueens.js');
    await glue.default();
    inks = glue.sceneInks();
    return glue;
  })();
  return loading;
}

/** The names of the scene's inks, the palette's custom properties (`sceneInks()`); undefined before the load. */
export function loadedInks() {
  return inks;
}

/**
 * The modules loaded on first use, by name, and their glues.
 * @typedef {{count: CountGlue, pictures: PicturesGlue, sections: SectionsGlue}} LaterGlues
 */

/** How each module loaded on first use is found: its glue and its compiled code. */
const LATER = {
  count: { glue: () => import('../../nqueens_count.js'), wasm: () => new URL('../../nqueens_count_bg.wasm', import.meta.url) },
  pictures: { glue: () => import('../../nqueens_pictures.js'), wasm: () => new URL('../../nqueens_pictures_bg.wasm', import.meta.url) },
  sections: { glue: () => import('../../nqueens_sections.js'), wasm: () => new URL('../../nqueens_sections_bg.wasm', import.meta.url) },
};

/** @type {Map<keyof LaterGlues, Promise<{glue: any, module: WebAssembly.Module}>>} */
const later = new Map();

/**
 * Compiles the WebAssembly at `url` (streaming where the server sends the wasm type, from its bytes
 * otherwise). A compiled module can be posted to this page's workers, which then only instantiate it.
 * @param {URL} url
 */
export async function compileWasm(url) {
  if (typeof WebAssembly.compileStreaming === 'function') {
    try {
      return await WebAssembly.compileStreaming(fetch(url));
    } catch {
      // e.g. a server without the application/wasm type: compile from the bytes instead
    }
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname.split('/').at(-1)} could not be loaded (HTTP ${response.status})`);
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * A module loaded on first use, `name` "count", "pictures" or "sections": a Promise of `{glue, module}`, the
 * initialised glue and the compiled module (for workers). Loaded once; a failed load is tried again next time.
 * @template {keyof LaterGlues} Name
 * @param {Name} name
 * @returns {Promise<{glue: LaterGlues[Name], module: WebAssembly.Module}>}
 */
export function loadModule(name) {
  if (!later.has(name)) {
    const { glue: importGlue, wasm } = LATER[name];
    const promise = (async () => {
      const [glue, module] = await Promise.all([importGlue(), compileWasm(wasm())]);
      await glue.default({ module_or_path: module });
      return { glue, module };
    })();
    promise.catch(() => later.delete(name));
    later.set(name, promise);
  }
  return /** @type {Promise<{glue: LaterGlues[Name], module: WebAssembly.Module}>} */ (later.get(name));
}
