// The colour scheme a host page declares around an <n-queens> element, for theme="auto": the element's
// computed `color-scheme` (inherited from the page's :root or body, as Material for MkDocs' and VitePress's
// light/dark toggles set it), followed live. One observer for every element on the page watches what such
// toggles change (the class, style and data attributes of <html> and <body>, style sheets coming and going
// in <head>) and the reader's preference, and asks each element to look again (a cheap getComputedStyle).

/**
 * 'light' or 'dark' when `colorScheme` (a computed `color-scheme` value) names only one of them, else
 * undefined ("normal", or "light dark": the page takes the reader's preference, and so does the element).
 */
export function declaredScheme(colorScheme) {
  const words = String(colorScheme ?? '').trim().split(/\s+/);
  const light = words.includes('light');
  const dark = words.includes('dark');
  if (light === dark) return undefined;
  return dark ? 'dark' : 'light';
}

const followers = new Set();
let observer;

function lookAgain() {
  for (const follow of followers) follow();
}

/** Calls `follow()` whenever the host page's scheme may have changed, until `signal` aborts. */
export function followHostScheme(follow, signal) {
  if (signal.aborted) return;
  followers.add(follow);
  signal.addEventListener('abort', () => {
    followers.delete(follow);
    if (followers.size === 0) stopWatching();
  }, { once: true });
  if (!observer) startWatching();
}

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
