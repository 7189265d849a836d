// The page's colours for canvases: read from the CSS custom properties (which follow the colour scheme),
// and a signal when the scheme changes. One helper for the board, the solution thumbnails and Construct.

/** `{name: value}` for each CSS custom property `--name` as `element` sees it (`fallback` if unset). */
export function cssColors(element, names, fallback = '#888') {
  const style = getComputedStyle(element);
  return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(`--${name}`).trim() || fallback]));
}

/** Calls `onChange()` whenever the light/dark colour scheme changes (re-read colours, then redraw), until `signal` aborts. */
export function onColorSchemeChange(onChange, signal) {
  window.matchMedia?.('(prefers-color-scheme: dark)')?.addEventListener?.('change', () => onChange(), { signal });
}
