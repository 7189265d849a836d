// Keeps the page offline and up to date: registers the release build's service worker (service-worker.js beside
// index.html, written by scripts/precache.mjs; its scope is the page's own folder), offers a new build once the
// browser has it ready (js/offline/offer.js), and reloads the page when a new build takes over, so the page never
// runs the files of two builds at once. Only the main page calls it: the <n-queens> element and embed.html
// register nothing.

/**
 * Whether this build keeps the page offline: scripts/bundle-page.mjs sets `globalThis.NQUEENS_OFFLINE` to true in
 * the release build's bundle; `make dev` serves the modules as written, so a debug build registers no worker.
 */
const OFFLINE_BUILD = /** @type {{NQUEENS_OFFLINE?: boolean}} */ (globalThis).NQUEENS_OFFLINE === true;

/**
 * Registers the worker and wires the update offer; `offer.show(accept)` is called when a new build waits,
 * `accept` then hands the page over to it. Resolves once registered (at once in a debug build or a browser
 * without service workers).
 * @param {{show: (accept: () => void) => void}} offer
 */
export async function keepOffline(offer) {
  const workers = navigator.serviceWorker;
  if (!OFFLINE_BUILD || !workers) return;
  let controlled = workers.controller !== null;
  let accepted = false;
  workers.addEventListener('controllerchange', () => {
    // A new build took over, from this page's offer or another tab's: this page holds the old build's files.
    // (The first visit's worker taking the page in is no new build: nothing to reload then.)
    if (controlled || accepted) window.location.reload();
    controlled = true;
  });
  let registration;
  try {
    registration = await workers.register('service-worker.js', { scope: './', updateViaCache: 'none' });
  } catch (err) {
    console.warn(`The page will not work offline: its service worker could not be registered (${err?.message ?? err}).`);
    return;
  }
  // A browser context that blocks service workers (as test browsers do by default) answers with no registration.
  if (!registration) return;
  const offerWaiting = () => {
    if (!registration.waiting || !workers.controller) return;
    offer.show(() => {
      accepted = true;
      registration.waiting?.postMessage({ type: 'take-update' });
    });
  };
  const offerOnceInstalled = (/** @type {ServiceWorker | null} */ installing) => installing?.addEventListener('statechange', () => {
    if (installing.state === 'installed') offerWaiting();
  });
  // A new build may be waiting already, or installing since before this page got here.
  offerWaiting();
  offerOnceInstalled(registration.installing);
  registration.addEventListener('updatefound', () => offerOnceInstalled(registration.installing));
  // A page left open looks for a new build when it is shown again and when the network comes back.
  const lookForUpdate = () => registration.update().catch(() => {
    // Offline, or the server is unreachable: the next look tries again.
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') lookForUpdate();
  });
  window.addEventListener('online', lookForUpdate);
}
