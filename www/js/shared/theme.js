// The page's colours for canvases, read from the palette's custom properties (palette.css) as `element`
// sees them, and a signal when the colour scheme changes. One helper for the board, the tree, the solution
// thumbnails, Construct and Repair.

/** The event a root (an element's shadow root) gets when its colours changed without the OS scheme changing. */
const SCHEME_EVENT = 'nqueens-color-scheme';

/**
 * `{name: value}` for each palette colour `--name` where `element` stands, as plain `rgb()`/`rgba()` text
 * (`fallback` if unset). The palette writes colours as `light-dark(…)`, which only a property that uses
 * them resolves, so a hidden probe beside `element` takes each as its `color` and reports the result.
 * @param {Element} element @param {Iterable<string>} names @param {string} [fallback]
 * @returns {Record<string, string>}
 */
export function cssColors(element, names, fallback = '#888') {
  const parent = element.parentNode ?? element;
  const probe = (element.ownerDocument ?? document).createElement('span');
  probe.hidden = true;
  parent.appendChild(probe);
  const style = getComputedStyle(probe);
  /** @type {Record<string, string>} */
  const colors = {};
  for (const name of names) {
    probe.style.color = '';
    const declared = getComputedStyle(element).getPropertyValue(`--${name}`).trim();
    if (!declared) {
      colors[name] = fallback;
      continue;
    }
    probe.style.color = `var(--${name})`;
    colors[name] = style.color || fallback;
  }
  probe.remove();
  return colors;
}

/**
 * Calls `onChange()` whenever the light/dark colour scheme changes (re-read colours, then redraw), until
 * `signal` aborts: the system's preference, and, given the `root` the canvas lies in, that root's own
 * scheme changing (an element following its host page's scheme, js/element/host-scheme.js).
 * @param {() => void} onChange @param {AbortSignal} [signal] @param {EventTarget} [root]
 */
export function onColorSchemeChange(onChange, signal, root) {
  window.matchMedia?.('(prefers-color-scheme: dark)')?.addEventListener?.('change', () => onChange(), { signal });
  root?.addEventListener(SCHEME_EVENT, () => onChange(), { signal });
}

/** Tells the canvases of `root` that its colour scheme changed. @param {EventTarget} root */
export function announceColorScheme(root) {
  root.dispatchEvent(new Event(SCHEME_EVENT));
}
