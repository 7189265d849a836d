// The studio's layout, wide or narrow, from its own width (not the window's: an element may sit in a narrow
// column of a wide page): `data-layout` on the studio ("wide" or "narrow", which the style sheets and the
// tabs follow) and a call whenever it changes. Narrow is a phone: one column, the board on top.

import { Tabs } from '../shared/tabs.js';

/** Below this width, in the studio's own em, the studio is laid out narrow (the style sheets' phone width). */
export const NARROW_EM = 30;

/** Whether a studio `width` CSS px wide at `fontSize` px is narrow. Pure. @param {number} width @param {number} fontSize */
export const isNarrow = (width, fontSize) => width > 0 && width < NARROW_EM * fontSize;

/**
 * Keeps `studio.dataset.layout` up to date and calls `onChange(narrow)` now and at every change, until
 * `signal` aborts. Returns a function that tells whether the layout is narrow now.
 * @param {HTMLElement} studio @param {(narrow: boolean) => void} onChange @param {AbortSignal} [signal]
 * @returns {() => boolean}
 */
export function watchLayout(studio, onChange, signal) {
  /** @type {boolean} set by the first check, made at once */
  let narrow;
  const check = () => {
    const now = isNarrow(studio.getBoundingClientRect().width, parseFloat(getComputedStyle(studio).fontSize) || 16);
    if (now === narrow) return;
    narrow = now;
    studio.dataset.layout = narrow ? 'narrow' : 'wide';
    onChange(narrow);
  };
  check();
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(check);
    observer.observe(studio);
    signal?.addEventListener('abort', () => observer.disconnect());
  }
  return () => narrow;
}

/**
 * The tab lists in `root` made tabs (js/shared/tabs.js) that follow the studio's layout: the tabs a narrow page
 * adds shown only while it is narrow. Returns a function that tells whether the layout is narrow now.
 * @param {Document | ShadowRoot} root @param {AbortSignal} signal
 */
export function layoutTabs(root, signal) {
  const tabs = [...root.querySelectorAll('[role="tablist"]')].map((list) => new Tabs(/** @type {HTMLElement} */ (list), { signal }));
  const studio = /** @type {HTMLElement | null} */ (root.querySelector('.studio'));
  if (!studio) return () => false;
  return watchLayout(studio, (narrow) => {
    for (const list of tabs) list.setLayout(narrow);
  }, signal);
}
