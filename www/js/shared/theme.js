// The page's colours for canvases: read from the CSS custom properties (which follow the colour scheme),
// and a signal when the scheme changes. One helper for the board, the solution thumbnails and Construct.

/** The event a root (an element's shadow root) gets when its colours changed without the OS scheme changing. */
const SCHEME_EVENT = 'nqueens-color-scheme';

/** `{name: value}` for each CSS custom property `--name` as `element` sees it (`fallback` if unset). */
export function cssColors(element, names, fallback = '#888') {
  const style = getComputedStyle(element);
  return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(`--${name}`).trim() || fallback]));
}

/**
 * Calls `onChange()` whenever the light/dark colour scheme changes (re-read colours, then redraw), until
 * `signal` aborts: the reader's preference, and, given the `root` the canvas lies in, that root's own
 * scheme changing (an element following its host page's scheme, js/element/host-scheme.js).
 */
export function onColorSchemeChange(onChange, signal, root) {
  window.matchMedia?.('(prefers-color-scheme: dark)')?.addEventListener?.('change', () => onChange(), { signal });
  root?.addEventListener(SCHEME_EVENT, () => onChange(), { signal });
}

/** Tells the canvases of `root` that its colour scheme changed. */
export function announceColorScheme(root) {
  root.dispatchEvent(new Event(SCHEME_EVENT));
}
