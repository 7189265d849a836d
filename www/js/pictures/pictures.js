// Pictures of a search view's board, drawn by Rust (src/picture/ through the boundary's Search.toSVG,
// Search.toPNG and gifOfSteps): SVG text and a PNG of the step on view, an animated GIF of a range of steps
// encoded in a worker of its own (./worker.js); and the download of a file (a Blob URL and <a download>).

export const PICTURE_DEFAULTS = Object.freeze({ size: 480, theme: 'light', fps: 4 });

const WORKER_URL = new URL('./worker.js', import.meta.url);

/**
 * The size and theme asked for, the defaults for what is left out; `theme` "auto" is the scheme shown now.
 * @param {{size?: number, theme?: string}} [options]
 * @param {string} [shownTheme]
 */
function look({ size = PICTURE_DEFAULTS.size, theme = PICTURE_DEFAULTS.theme } = {}, shownTheme = 'light') {
  return { size, theme: theme === 'auto' ? shownTheme : theme };
}

/** The SVG text of the board `view` shows (its search at its current step). Throws the core's sentence. */
export function svgOf(view, options, shownTheme) {
  const { size, theme } = look(options, shownTheme);
  return view.search.toSVG(size, theme);
}

/** The PNG of the board `view` shows, as a Blob. */
export function pngOf(view, options, shownTheme) {
  const { size, theme } = look(options, shownTheme);
  return new Blob([view.search.toPNG(size, theme)], { type: 'image/png' });
}

/** What makes `view`'s search again elsewhere: `{n, options}` as `new Search(n, options)` takes them. */
export function searchRecipe(view) {
  const options = view.experiment ? view.experiment.searchOptions(view.options) : { ...view.options };
  return { n: view.n, options };
}

/**
 * The animated GIF (a Promise of a Blob) of steps `from` to `to` of `view`'s search, `fps` frames a second.
 * Made in a worker; a refused range, speed or size rejects with the core's sentence.
 */
/**
 * @param {any} view
 * @param {{from?: number, to?: number, fps?: number, size?: number, theme?: string}} [options]
 * @param {string} [shownTheme]
 */
export function gifOf(view, { from = 0, to, fps = PICTURE_DEFAULTS.fps, ...rest } = {}, shownTheme) {
  const { size, theme } = look(rest, shownTheme);
  const { n, options } = searchRecipe(view);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { type: 'module', name: 'nqueens-gif' });
    worker.onmessage = ({ data }) => {
      worker.terminate();
      if (data.error) reject(new Error(data.error));
      else resolve(new Blob([data.bytes], { type: 'image/gif' }));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`the GIF worker failed: ${event.message ?? 'it could not start'}`));
    };
    worker.postMessage({ n, options, from, to: to ?? from, fps, size, theme });
  });
}

/** Offers `blob` (or text) as a file named `name` to download. */
export function download(blob, name, ownerDocument = document) {
  const url = URL.createObjectURL(blob);
  const link = ownerDocument.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  ownerDocument.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
