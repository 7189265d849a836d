// The page's service worker: scripts/precache.mjs writes it into the build as service-worker.js (beside
// index.html, so that its scope is the page's own folder) with the build's list of files in place of PRECACHE.
// A release build's worker keeps every file of its build in one cache named after the build and answers the
// page's requests from it, so the page runs offline after one visit and never mixes the files of two builds. A new
// build's worker fills its own cache (taking the unchanged files from the old one), then waits until the page
// asks it to take over (the "update ready" offer, js/offline/updates.js) and drops the older caches. A debug
// build's worker (`make dev`) caches nothing: it removes what a release build left on the same address, steps
// aside and reloads the pages it found, which then come from the development server.

/**
 * Replaced by scripts/precache.mjs: the build's name and its files, paths relative to this script, each with
 * its SHA-256 as a subresource integrity value; `files: null` for a debug build.
 * @type {{version: string, files: {path: string, integrity: string}[] | null}}
 */
const PRECACHE = { version: 'unbuilt', files: [] };

const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** This folder's caches (two builds served from two folders of one origin keep theirs apart). */
const CACHE_PREFIX = `nqueens-offline ${worker.registration.scope} `;
const CACHE = CACHE_PREFIX + PRECACHE.version;
const PRECACHED = new Set((PRECACHE.files ?? []).map((file) => file.path));

worker.addEventListener('install', (event) => {
  if (PRECACHE.files) event.waitUntil(fillCache(PRECACHE.files));
  else worker.skipWaiting();
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(PRECACHE.files ? takeOver() : stepAside());
});

worker.addEventListener('message', (event) => {
  // The page's "Reload" on the update offer: the waiting build takes over (the page reloads on controllerchange).
  if (event.data?.type === 'take-update') worker.skipWaiting();
});

if (PRECACHE.files) {
  worker.addEventListener('fetch', (event) => {
    const path = precachedPath(event.request);
    if (path !== null) event.respondWith(fromCache(path, event.request));
  });
}

/** The caches this folder's earlier builds left. */
async function earlierCaches() {
  return (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE);
}

/**
 * Puts every file of the build in this build's cache: an unchanged file (same integrity) is copied from an
 * earlier build's cache, any other fetched past the HTTP cache and checked against its integrity, so the cache
 * holds exactly this build, or the install fails and is tried again on the next visit.
 * @param {{path: string, integrity: string}[]} files
 */
async function fillCache(files) {
  const cache = await caches.open(CACHE);
  const earlier = await earlierCaches();
  await Promise.all(files.map(async ({ path, integrity }) => {
    const kept = await keptCopy(earlier, path, integrity);
    if (kept) return cache.put(path, kept);
    const response = await fetch(path, { cache: 'no-store', integrity });
    if (!response.ok) throw new Error(`${path} could not be cached: HTTP ${response.status}`);
    return cache.put(path, response);
  }));
}

/**
 * The copy of `path` an earlier build's cache holds, if its bytes are the ones `integrity` names.
 * @param {string[]} cacheNames @param {string} path @param {string} integrity
 */
async function keptCopy(cacheNames, path, integrity) {
  for (const name of cacheNames) {
    const response = await (await caches.open(name)).match(path);
    if (response && (await integrityOf(response.clone())) === integrity) return response;
  }
  return null;
}

/** @param {Response} response */
async function integrityOf(response) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await response.arrayBuffer()));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha256-${btoa(binary)}`;
}

/** A new build in charge: the earlier builds' caches go, and the pages of the first visit are taken in. */
async function takeOver() {
  await Promise.all((await earlierCaches()).map((name) => caches.delete(name)));
  await worker.clients.claim();
}

/** A debug build's worker: no cache of this folder stays, nor the worker, and its pages load again from the server. */
async function stepAside() {
  const names = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX));
  await Promise.all(names.map((name) => caches.delete(name)));
  await worker.clients.claim();
  await worker.registration.unregister();
  const pages = await worker.clients.matchAll({ type: 'window' });
  await Promise.all(pages.map((page) => page.navigate(page.url)));
}

/**
 * The build's file a request asks for, or null when it is not one (another origin or folder, a method other
 * than GET, a file the build does not have): a folder's address means its index.html, and a page's address
 * keeps its parameters (index.html?n=8 is index.html).
 * @param {Request} request
 */
function precachedPath(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  const scope = new URL(worker.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  if (url.search !== '' && request.mode !== 'navigate') return null;
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(scope.pathname.length));
  } catch {
    return null; // a malformed address names no file of the build: the server answers it
  }
  if (path === '' || path.endsWith('/')) path += 'index.html';
  return PRECACHED.has(path) ? path : null;
}

/**
 * The file from this build's cache; from the network only if the cache lost it (the browser may evict it).
 * @param {string} path @param {Request} request
 */
async function fromCache(path, request) {
  const cached = await (await caches.open(CACHE)).match(path);
  return cached ?? fetch(request);
}
