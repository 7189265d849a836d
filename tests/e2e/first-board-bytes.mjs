// The bytes a page fetches before its first board is drawn, gzipped at level 9 (as a server would send them),
// by kind: of the main page (until its performance mark "first-board"), and of a plain host page with one <n-queens> element
// (until its `ready`). Used by tests/e2e/first-board.test.mjs (the budget) and scripts/bench-page.mjs.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, constants as zlibConstants } from 'node:zlib';

/**
 * The bytes `from` (a server of tests/e2e/server.mjs) sent before the first board: every resource the page
 * asked for before `firstBoard` (evaluated in it) resolved with that moment's performance.now(), read from
 * the served folder and gzipped. `path` the page; `pages` extra HTML pages served at paths of `from`.
 */
async function bytesBeforeFirstBoard(browser, from, path, pages, firstBoard) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  for (const [pagePath, html] of Object.entries(pages)) {
    await context.route(from.url + pagePath, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  }
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(from.url + path, { waitUntil: 'commit' });
  const drawnAt = await page.evaluate(firstBoard);
  const urls = await page.evaluate((at) => performance.getEntriesByType('resource').filter((e) => e.startTime <= at).map((e) => e.name), drawnAt);
  await context.close();
  if (errors.length > 0) throw new Error(`${path || 'the page'}: ${errors.join('; ')}`);
  const kinds = { js: 0, wasm: 0, css: 0 };
  const files = [];
  for (const url of urls.filter((u) => u.startsWith(from.url))) {
    const file = join(from.root, decodeURIComponent(new URL(url).pathname));
    if (!existsSync(file)) continue; // a page served by a route
    const kind = /\.wasm$/.test(file) ? 'wasm' : /\.m?js$/.test(file) ? 'js' : /\.css$/.test(file) ? 'css' : undefined;
    if (!kind) continue;
    const gzipped = gzipSync(readFileSync(file), { level: zlibConstants.Z_BEST_COMPRESSION }).length;
    kinds[kind] += gzipped;
    files.push({ file: url.slice(from.url.length), gzipped });
  }
  return { requests: files.length, ...kinds, total: kinds.js + kinds.wasm + kinds.css, files };
}

/** A plain host page with one <n-queens> element, loading the build's element module. */
export const ELEMENT_PAGE = (module) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One board</title><link rel="icon" href="data:,">
<script type="module" src="${module}"></script></head><body><h1>A tutorial</h1><n-queens id="one" n="6"></n-queens></body></html>`;


/** The main page's bytes before its first board (served by `from`). */
export function pageBytesBeforeFirstBoard(browser, from) {
  return bytesBeforeFirstBoard(browser, from, '', {}, () => new Promise((resolve) => {
    // The page marks the moment its view has drawn the first board (it then loads its other sections).
    const look = () => {
      const mark = performance.getEntriesByName('first-board')[0];
      if (mark) resolve(mark.startTime);
      else requestAnimationFrame(look);
    };
    look();
  }));
}

/** A host page's bytes before its one element's first board, the element loaded from `module` (a path in `from`). */
export function elementBytesBeforeFirstBoard(browser, from, module) {
  return bytesBeforeFirstBoard(browser, from, 'one-element.html', { 'one-element.html': ELEMENT_PAGE(module) },
    () => customElements.whenDefined('n-queens').then(() => document.getElementById('one').ready).then(() => performance.now()));
}
