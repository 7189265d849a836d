// Canvases drawn in device pixels: the backing store sized to the CSS size times devicePixelRatio (crisp at
// any zoom and on any screen), redraws when the size or the pixel ratio changes, and the blank a board leaves before it is painted. One helper for the
// board and the Construct canvas. The watchers take an optional AbortSignal: once it aborts they stop (an
// <n-queens> element removed from its page lets its board go).

/**
 * Gives the square `canvas` a backing store of `cssSide` CSS pixels times the device pixel ratio (only
 * when that changes, since resizing clears it); returns `{side, dpr}`, the side in device pixels.
 * @param {HTMLCanvasElement} canvas @param {number} cssSide
 */
export function fitSquareCanvas(canvas, cssSide) {
  const dpr = window.devicePixelRatio || 1;
  const side = Math.max(1, Math.round(cssSide * dpr));
  if (canvas.width !== side || canvas.height !== side) {
    canvas.width = side;
    canvas.height = side;
  }
  return { side, dpr };
}

/**
 * Covers all of `canvas` in `color`: a board's place before there is a board to paint (a section whose size
 * is not yet chosen, a repair still running), in the light squares' colour its callers pass.
 * @param {HTMLCanvasElement} canvas @param {string} color
 */
export function paintBlank(canvas, color) {
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
}

/**
 * Calls `redraw` whenever the page moves to a screen with another pixel ratio (or the user zooms), until `signal` aborts.
 * @param {() => void} redraw @param {AbortSignal} [signal]
 */
export function watchPixelRatio(redraw, signal) {
  if (!window.matchMedia) return;
  const listen = () => {
    if (signal?.aborted) return;
    window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener?.('change', () => {
      redraw();
      listen();
    }, { once: true, signal });
  };
  listen();
}

/**
 * Calls `redraw` when `element` changes size, the window is resized, or the pixel ratio changes, until `signal` aborts.
 * @param {Element} element @param {() => void} redraw @param {AbortSignal} [signal]
 */
export function redrawOnResize(element, redraw, signal) {
  if (signal?.aborted) return;
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(() => redraw());
    observer.observe(element);
    signal?.addEventListener('abort', () => observer.disconnect(), { once: true });
  }
  window.addEventListener('resize', () => redraw(), { signal });
  watchPixelRatio(redraw, signal);
}
