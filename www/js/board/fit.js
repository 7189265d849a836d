// Sizes the board so that it, the narration under it and the search's buttons fit in the window together:
// the board's largest side is the window's height minus what lies above the board and between the board
// and the bottom of the buttons. Neither of those depends on the board's own size, so one measurement
// is enough; it is taken again when the window, the header or the buttons change size.

/** Below this side (CSS px) the board does not shrink to fit: the buttons may then need a scroll. */
export const MIN_FIT_PX = 288;
/** Room left under the buttons, in CSS px. */
const BOTTOM_GAP_PX = 10;

/**
 * Keeps `wrap` (the board's box) small enough that `wrap` down to the bottom of `lastControl` fits in
 * the window's height; `watch` are further elements whose size changes move the board (the header).
 */
export function fitBoardToWindow(wrap, lastControl, watch = []) {
  const fit = () => {
    const box = wrap.getBoundingClientRect();
    const top = box.top + window.scrollY;
    const below = lastControl.getBoundingClientRect().bottom - box.bottom;
    const room = Math.floor(window.innerHeight - top - below - BOTTOM_GAP_PX);
    const side = Math.max(MIN_FIT_PX, room);
    const value = `${side}px`;
    if (wrap.style.getPropertyValue('--board-fit') !== value) wrap.style.setProperty('--board-fit', value);
  };
  fit();
  window.addEventListener('resize', fit);
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(fit);
    for (const element of [lastControl, ...watch]) observer.observe(element);
  }
  return fit;
}
