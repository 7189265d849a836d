// Sizes the board so that it, the narration under it and the search's buttons fit in the window together:
// the board's largest side is the window's height minus what lies above the board, between the board and
// the bottom of the buttons, and the room kept under them (on a phone, for the panels). None of those
// depends on the board's own size, so one measurement is enough; it is taken again when the window, the
// header or the buttons change size.

/** Below this side (CSS px) the board does not shrink to fit: the buttons may then need a scroll. */
export const MIN_FIT_PX = 288;
/** Room left under the buttons, in CSS px. */
const BOTTOM_GAP_PX = 10;

/**
 * Keeps `wrap` (the board's box) small enough that `wrap` down to the bottom of `lastControl` fits in
 * the window's height; `watch` are further elements whose size changes move the board (the header).
 * `reserve()` is the room (CSS px) to keep under `lastControl` too (a phone's panels), `min()` the side
 * below which the board does not shrink.
 * @param {HTMLElement} wrap @param {Element} lastControl @param {Element[]} [watch]
 * @param {{reserve?: () => number, min?: () => number}} [room]
 */
export function fitBoardToWindow(wrap, lastControl, watch = [], { reserve = () => 0, min = () => MIN_FIT_PX } = {}) {
  const fit = () => {
    const box = wrap.getBoundingClientRect();
    const top = box.top + window.scrollY;
    const below = lastControl.getBoundingClientRect().bottom - box.bottom;
    const room = Math.floor(window.innerHeight - top - below - BOTTOM_GAP_PX - reserve());
    const side = Math.max(min(), room);
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
