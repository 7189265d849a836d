// The service worker as scripts/precache.mjs writes it: the build's list (every file but the worker, hidden
// entries and element/, each with its SHA-256), the build's name following its bytes, and which requests the
// worker answers from its cache (run in a vm with a stand-in for the service worker's global scope).

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import { precacheList, writeWorker, WORKER_FILE } from '../../../scripts/precache.mjs';

const SCOPE = 'https://school.example/nqueens/';
const builds = [];
after(() => builds.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A small build: `files` maps paths to their text. */
function buildOf(files) {
  const dir = mkdtempSync(join(tmpdir(), 'nqueens-precache-'));
  builds.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const BUILD = {
  'index.html': '<!doctype html>',
  'js/page/main.js': 'export {};',
  'simd/nqueens_count_bg.wasm': 'wasm',
  'js/offline/service-worker.js': 'the source, copied by Trunk',
  'element/n-queens.js': 'for other sites',
  '.stage/left-over.js': 'hidden',
};

/** Runs the written worker in a vm; returns its listeners and the cache paths it was asked for. */
function runWorker(build) {
  const listeners = {};
  const asked = [];
  const cache = { match: async (path) => asked.push(path) && new Response('cached'), put: async () => {} };
  const scope = {
    registration: { scope: SCOPE },
    addEventListener: (type, listener) => { listeners[type] = listener; },
    skipWaiting: () => {},
    clients: {},
  };
  scope.self = scope;
  Object.assign(scope, { caches: { open: async () => cache, keys: async () => [] }, fetch: async () => new Response('network'), URL, Response, console });
  vm.runInNewContext(readFileSync(join(build, WORKER_FILE), 'utf8'), scope);
  /** What the worker answers `url` with: the cache path asked for, or null when it leaves the request to the network. */
  const answer = async (url, { method = 'GET', mode = 'no-cors' } = {}) => {
    let responded = null;
    listeners.fetch({ request: { url, method, mode }, respondWith: (promise) => { responded = promise; } });
    if (!responded) return null;
    await responded;
    return asked.pop();
  };
  return { listeners, answer };
}

test('the list holds every file of the build with its SHA-256, but the worker, hidden entries and element/', () => {
  const build = buildOf(BUILD);
  const { files, version } = precacheList(build);
  assert.deepEqual(files.map((f) => f.path), ['index.html', 'js/page/main.js', 'simd/nqueens_count_bg.wasm']);
  assert.equal(files[0].integrity, `sha256-${createHash('sha256').update(BUILD['index.html']).digest('base64')}`);
  assert.match(version, /^[0-9a-f]{16}$/);
});

test('one changed byte, or one more file, names another build', () => {
  const { version } = precacheList(buildOf(BUILD));
  assert.equal(precacheList(buildOf(BUILD)).version, version, 'the same bytes, the same name');
  assert.notEqual(precacheList(buildOf({ ...BUILD, 'js/page/main.js': 'export {}; ' })).version, version);
  assert.notEqual(precacheList(buildOf({ ...BUILD, 'fonts/a.woff2': 'font' })).version, version);
});

test('the release worker answers the build\'s files from its cache and leaves every other request to the network', async () => {
  const build = buildOf(BUILD);
  writeWorker(build, 'release');
  assert.doesNotMatch(readFileSync(join(build, WORKER_FILE), 'utf8'), /version: 'unbuilt'/);
  const { answer } = runWorker(build);
  const navigate = { mode: 'navigate' };
  assert.equal(await answer(SCOPE, navigate), 'index.html');
  assert.equal(await answer(`${SCOPE}?n=8&step=40`, navigate), 'index.html');
  assert.equal(await answer(`${SCOPE}index.html?n=8`, navigate), 'index.html');
  assert.equal(await answer(`${SCOPE}js/page/main.js`), 'js/page/main.js');
  assert.equal(await answer(`${SCOPE}simd/nqueens_count_bg.wasm`), 'simd/nqueens_count_bg.wasm');
  for (const [url, options] of [
    [`${SCOPE}js/page/main.js?v=2`, {}],
    [`${SCOPE}js/page/main.js`, { method: 'POST' }],
    [`${SCOPE}element/n-queens.js`, {}],
    [`${SCOPE}missing.js`, {}],
    ['https://school.example/other/index.html', navigate],
    ['https://elsewhere.example/nqueens/index.html', navigate],
    [`${SCOPE}%E0%A4%A`, {}],
  ]) {
    assert.equal(await answer(url, options), null, `${options.method ?? 'GET'} ${url}`);
  }
});

test('a debug build\'s worker lists nothing and answers nothing', () => {
  const build = buildOf(BUILD);
  assert.deepEqual(writeWorker(build, 'debug'), { version: 'development', files: null });
  const { listeners } = runWorker(build);
  assert.equal(listeners.fetch, undefined);
  assert.deepEqual(Object.keys(listeners).sort(), ['activate', 'install', 'message']);
});
