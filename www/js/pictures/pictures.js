// Pictures of a search view's board, drawn by Rust (src/picture/, through the pictures module loaded on
// first use: svgOfBoard and pngOfBoard of the view's Search#boardView, gifOfSteps): SVG text and a PNG of the
// step on view, an animated GIF of a range of steps encoded in a worker of its own (./worker.js started by
// ./gif-worker.js, given the module compiled here); and the download of a file (a Blob URL and <a download>).

import { loadModule } from '../shared/bindings.js';
import { startGifWorker } from './gif-worker.js';

export const PICTURE_DEFAULTS = Object.freeze({ size: 480, theme: 'light', fps: 4 });

/**
 * What a picture needs of a search view (js/search/view.js): its search, size and options, and the variant
 * and squares its experiment adds.
 * @typedef {{search: import('../../nqueens.js').Search, n: number, options: import('../../nqueens.js').SearchOptions,
 *   experiment?: {searchOptions: (options: import('../../nqueens.js').SearchOptions) => import('../../nqueens.js').SearchOptions}}} PictureView
 */
/** @typedef {{size?: number, theme?: string}} Look the size and scheme asked for */

/**
 * The size and theme asked for, the defaults for what is left out; `theme` "auto" is the scheme shown now.
 * @param {{size?: number, theme?: string}} [options]
 * @param {string} [shownTheme]
 */
function look({ size = PICTURE_DEFAULTS.size, theme = PICTURE_DEFAULTS.theme } = {}, shownTheme = 'light') {
  return { size, theme: theme === 'auto' ? shownTheme : theme };
}

/**
 * A Promise of the SVG text of the board `view` shows (its search at its current step, read at once);
 * rejected with the core's sentence.
 * @param {PictureView} view @param {Look} options @param {string} shownTheme
 */
export async function svgOf(view, options, shownTheme) {
  const { size, theme } = look(options, shownTheme);
  const board = view.search.boardView();
  const { glue } = await loadModule('pictures');
  return glue.svgOfBoard(board, size, theme);
}

/**
 * A Promise of the PNG (a Blob) of the board `view` shows, read at once.
 * @param {PictureView} view @param {Look} options @param {string} shownTheme
 */
export async function pngOf(view, options, shownTheme) {
  const { size, theme } = look(options, shownTheme);
  const board = view.search.boardView();
  const { glue } = await loadModule('pictures');
  // The glue copies the bytes into a Uint8Array of their own (an ArrayBuffer, never shared).
  const bytes = /** @type {Uint8Array<ArrayBuffer>} */ (glue.pngOfBoard(board, size, theme));
  return new Blob([bytes], { type: 'image/png' });
}

/**
 * What makes `view`'s search again elsewhere: `{n, options}` as `new Search(n, options)` takes them.
 * @param {PictureView} view
 */
export function searchRecipe(view) {
  const options = view.experiment ? view.experiment.searchOptions(view.options) : { ...view.options };
  return { n: view.n, options };
}

/**
 * The animated GIF (a Promise of a Blob) of steps `from` to `to` of `view`'s search, `fps` frames a second.
 * Made in a worker; a refused range, speed or size rejects with the core's sentence.
 */
/**
 * @param {PictureView} view
 * @param {{from?: number, to?: number, fps?: number, size?: number, theme?: string}} [options]
 * @param {string} [shownTheme]
 */
export async function gifOf(view, { from = 0, to, fps = PICTURE_DEFAULTS.fps, ...rest } = {}, shownTheme) {
  const { size, theme } = look(rest, shownTheme);
  const { n, options } = searchRecipe(view);
  const { module } = await loadModule('pictures');
  return new Promise((/** @type {(gif: Blob) => void} */ resolve, reject) => {
    const worker = startGifWorker();
    worker.onmessage = ({ data }) => {
      worker.terminate();
      if (data.error) reject(Object.assign(new Error(data.error), data.refusal));
      else resolve(new Blob([data.bytes], { type: 'image/gif' }));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`the GIF worker failed: ${event.message ?? 'it could not start'}`));
    };
    worker.postMessage({ module, n, options, from, to: to ?? from, fps, size, theme });
  });
}

/**
 * Offers `blob` (or text) as a file named `name` to download.
 * @param {Blob} blob @param {string} name @param {Document} [ownerDocument]
 */
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
