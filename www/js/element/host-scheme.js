// The colour scheme a host page shows around an <n-queens> element, for theme="auto", with no per-site code:
// the element's computed `color-scheme` where the page declares one (inherited from its :root or body, as
// most docs themes' light/dark toggles set it), else the lightness of the first opaque background behind the
// element (a theme that toggles only its colours), else none (the reader's preference decides), followed live. One observer for every element on the page watches what such
// toggles change (the class, style and data attributes of <html> and <body>, style sheets coming and going
// in <head>) and the reader's preference, and asks each element to look again (a cheap getComputedStyle).

/**
 * 'light' or 'dark' when `colorScheme` (a computed `color-scheme` value) names only one of them, else
 * undefined ("normal", or "light dark": the page takes the reader's preference, and so does the element).
 * @param {string | null | undefined} colorScheme @returns {'light' | 'dark' | undefined}
 */
export function declaredScheme(colorScheme) {
  const words = String(colorScheme ?? '').trim().split(/\s+/);
  const light = words.includes('light');
  const dark = words.includes('dark');
  if (light === dark) return undefined;
  return dark ? 'dark' : 'light';
}

/**
 * 'light' or 'dark' for a background of sRGB colour `[r, g, b]` (0–255): dark below the middle of the
 * perceived lightness scale (CIE L* 50, a relative luminance of about 0.18).
 * @param {ArrayLike<number> & Iterable<number>} rgb @returns {'light' | 'dark'}
 */
export function schemeOfBackground([r, g, b]) {
  const linear = (/** @type {number} */ c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return luminance < 0.184 ? 'dark' : 'light';
}

/** @type {CanvasRenderingContext2D | undefined} */
let probe;

/**
 * `[r, g, b, a]` (0–255) of a CSS colour in any syntax the browser computes (rgb(), oklch(), color(…)), painted on a 1×1 canvas.
 * @param {string} color
 */
function rgbaOf(color) {
  // A new canvas always gives a 2D context.
  probe ??= /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d', { willReadFrequently: true }));
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = color;
  probe.fillRect(0, 0, 1, 1);
  return probe.getImageData(0, 0, 1, 1).data;
}

/** The node an element sits in: its parent, or the host of the shadow root it is in. @param {Element} node @returns {Element | null} */
function parentOf(node) {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** The scheme the page shows around `element` ('light' or 'dark'), or undefined when it tells none. @param {Element} element */
export function hostScheme(element) {
  const declared = declaredScheme(getComputedStyle(element).colorScheme);
  if (declared) return declared;
  for (let node = parentOf(element); node; node = parentOf(node)) {
    const background = getComputedStyle(node).backgroundColor;
    if (background === 'rgba(0, 0, 0, 0)' || background === 'transparent') continue;
    const rgba = rgbaOf(background);
    if (rgba[3] >= 128) return schemeOfBackground(rgba);
  }
  return undefined;
}

/** @type {Set<() => void>} */
const followers = new Set();
/** @type {MutationObserver | undefined} */
let observer;

function lookAgain() {
  for (const follow of followers) follow();
}

/**
 * Calls `follow()` whenever the host page's scheme may have changed, until `signal` aborts.
 * @param {() => void} follow @param {AbortSignal} signal
 */
export function followHostScheme(follow, signal) {
  if (signal.aborted) return;
  followers.add(follow);
  signal.addEventListener('abort', () => {
    followers.delete(follow);
    if (followers.size === 0) stopWatching();
  }, { once: true });
  if (!observer) startWatching();
}

/** @type {MediaQueryList | undefined} */
let media;

function startWatching() {
  observer = new MutationObserver(lookAgain);
  observer.observe(document.documentElement, { attributes: true });
  if (document.head) observer.observe(document.head, { childList: true });
  if (document.body) observer.observe(document.body, { attributes: true });
  media = window.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener?.('change', lookAgain);
}

function stopWatching() {
  observer?.disconnect();
  observer = undefined;
  media?.removeEventListener?.('change', lookAgain);
  media = undefined;
}
