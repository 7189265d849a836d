// The page's colours for canvases, read from the palette's custom properties (palette.css) as `element`
// sees them, and a signal when the colour scheme changes. One helper for the board, the tree, the solution
// thumbnails, Construct and Repair.

/**
 * `{name: value}` for each palette colour `--name` where `element` stands, as plain `rgb()`/`rgba()` text
 * (`fallback` if unset). The palette writes colours as `light-dark(…)`, which only a property that uses
 * them resolves, so a hidden probe beside `element` takes each as its `color` and reports the result.
 */
export function cssColors(element, names, fallback = '#888') {
  const parent = element.parentNode ?? element;
  const probe = (element.ownerDocument ?? document).createElement('span');
  probe.hidden = true;
  parent.appendChild(probe);
  const style = getComputedStyle(probe);
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

/** Calls `onChange()` whenever the system's light/dark preference changes (re-read colours, then redraw), until `signal` aborts. */
export function onColorSchemeChange(onChange, signal) {
  window.matchMedia?.('(prefers-color-scheme: dark)')?.addEventListener?.('change', () => onChange(), { signal });
}
