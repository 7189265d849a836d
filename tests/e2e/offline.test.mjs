// Offline and installable: after one visit the release build's service worker (scripts/precache.mjs,
// www/js/offline/) keeps every file of the build, so the page, reloaded offline, steps, seeks, counts in its
// workers, saves a GIF and opens the lesson with every request answered from its cache; a rebuild with one changed
// file is offered ("A new version of this page is ready", and in Spanish and Japanese the catalog's words) and
// runs once accepted; Chromium finds the manifest valid and the page installable; the worker waits while a board plays; a debug build's worker removes what a release
// build cached; and a host page of the <n-queens> element registers no worker. Each test serves its own copy of
// dist/ under /classroom/, so the worker's scope is that folder.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';
import { CHROMIUM, CHROMIUM_ARGS, DIST, openPage, assertQuiet, axeViolations, describeLog, waitForReady, waitForCounter, readCounter, typeInto } from './helpers.mjs';
import { buildFiles, writeWorker } from '../../scripts/precache.mjs';
import { translatorFor } from '../../www/js/i18n/i18n.js';
import { englishRunsOf, englishLeft } from './i18n-words.mjs';

const FOLDER = 'classroom/';
let browser;
const scratch = [];

before(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});
after(async () => {
  await browser?.close();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the build under /classroom/ of a server of its own; `build` is the copy's folder. */
async function serveCopy() {
  const root = mkdtempSync(join(tmpdir(), 'nqueens-offline-'));
  scratch.push(root);
  const build = join(root, FOLDER);
  cpSync(process.env.E2E_DIST ?? DIST, build, { recursive: true });
  const server = await startServer({ root });
  return { server, build, url: server.url + FOLDER, close: () => server.close() };
}

/**
 * Opens the copy's page (its first visit) with service workers allowed, and waits until its worker controls it
 * (the first visit's worker takes the page in once every file is cached). Records, beside the helpers' log, every
 * response with whether the service worker answered it. `env` is openPage's: the server's URL (the copy's folder)
 * and the browser whose new context the page opens in (the file's browser).
 */
async function firstVisit(copy, { path = '?n=8&speed=8', env = { server: { url: copy.url }, browser } } = {}) {
  const opened = await openPage(env, { path, contextOptions: { serviceWorkers: 'allow', acceptDownloads: true } });
  const answered = [];
  opened.context.on('response', (response) => {
    answered.push({ url: response.url(), fromWorker: response.fromServiceWorker(), byWorker: response.request().serviceWorker() !== null });
  });
  await opened.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  return { ...opened, answered };
}

/** The paths the server was asked for since request number `from`, relative to the build's folder. */
const askedSince = (copy, from) => copy.server.requests.slice(from).map((r) => r.url.replace(`/${FOLDER}`, ''));

/** The names of the page's caches, and the paths the one holds (relative to the folder). */
const cachedFiles = (page) => page.evaluate(async (base) => {
  const names = await caches.keys();
  const paths = names.length === 1 ? (await (await caches.open(names[0])).keys()).map((r) => r.url.slice(base.length)).sort() : [];
  return { names, paths };
}, new URL('.', page.url()).href);

test('after one visit the page is controlled by its service worker, scoped to its folder, with every file of the build cached; Chromium finds the manifest valid and the page installable', { timeout: 90_000 }, async () => {
  const copy = await serveCopy();
  // Chromium calls no incognito page installable, and every browser.newContext() is one: this test opens the
  // page in a persistent context (a profile of its own), handed to openPage as the browser's only context.
  const profile = mkdtempSync(join(tmpdir(), 'nqueens-profile-'));
  scratch.push(profile);
  const persistent = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, serviceWorkers: 'allow' });
  const { page, context, log } = await firstVisit(copy, { env: { server: { url: copy.url }, browser: { newContext: async () => persistent } } });
  try {
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      return { scope: r.scope, script: r.active?.scriptURL, controller: navigator.serviceWorker.controller?.scriptURL };
    });
    assert.deepEqual(registration, { scope: copy.url, script: `${copy.url}service-worker.js`, controller: `${copy.url}service-worker.js` });
    const cached = await cachedFiles(page);
    assert.equal(cached.names.length, 1, JSON.stringify(cached.names));
    assert.deepEqual(cached.paths, buildFiles(copy.build), 'the cache holds every file of the build');
    for (const needed of ['index.html', 'nqueens_bg.wasm', 'nqueens_count_bg.wasm', 'simd/nqueens_count_bg.wasm', 'js/count/worker.js', 'js/pictures/worker.js', 'style.css', 'n-queens.js', 'manifest.webmanifest']) {
      assert.ok(cached.paths.includes(needed), `${needed} is not cached`);
    }
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, [], JSON.stringify(manifest.errors));
    assert.equal(manifest.url, `${copy.url}manifest.webmanifest`);
    const parsed = JSON.parse(manifest.data);
    assert.equal(parsed.display, 'standalone');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, [], JSON.stringify(installabilityErrors));
    assertQuiet(log);
    assert.deepEqual(log.failed, [], describeLog(log));
  } finally {
    await context.close();
    await copy.close();
  }
});

test('the worker waits for a quiet page: while the board plays, no worker is registered and nothing is fetched for it; once paused, the worker comes', { timeout: 90_000 }, async () => {
  const copy = await serveCopy();
  const { page, context, log } = await openPage({ server: { url: copy.url }, browser }, { path: '?n=20&speed=max&autoplay=1', contextOptions: { serviceWorkers: 'allow' } });
  try {
    await waitForReady(page);
    const started = await page.evaluate(() => performance.now());
    const stepsThen = await readCounter(page, 'steps');
    // Longer than the page waits for stillness (js/page/main.js), the board playing all along.
    await page.waitForFunction((since) => performance.now() - since > 6000, started, { timeout: 30_000 });
    const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    const workerAsked = askedSince(copy, 0).filter((path) => path.includes('service-worker'));
    assert.ok((await readCounter(page, 'steps')) > stepsThen, 'the board was not playing');
    assert.equal(registrations, 0, 'a worker was registered while the board played');
    assert.deepEqual(workerAsked, []);
    await page.locator('#play').click(); // pause
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    assertQuiet(log);
    assert.deepEqual(log.failed, [], describeLog(log));
  } finally {
    await context.close();
    await copy.close();
  }
});

test('offline after one visit, the page reloads and steps, seeks, counts n = 12 in its workers, saves a GIF and opens the lesson, every request answered by its service worker', { timeout: 120_000 }, async (t) => {
  const copy = await serveCopy();
  const { page, context, log, answered } = await firstVisit(copy);
  try {
    await context.setOffline(true);
    const asked = copy.server.requests.length;
    answered.length = 0;
    log.requests.length = 0;
    await page.reload({ waitUntil: 'load' });
    await waitForReady(page);
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the reloaded page is controlled');

    await page.locator('#step').click();
    await waitForCounter(page, 'steps', 1);
    await page.locator('#step').click();
    await waitForCounter(page, 'steps', 2);
    assert.equal(await page.evaluate(() => window.nqueensPage.seek(40)), 40);
    await waitForCounter(page, 'steps', 40);

    await typeInto(page, 'count-size', 12);
    await page.locator('#count').click();
    await page.waitForFunction(() => document.getElementById('count-total')?.dataset.value === '14200', null, { timeout: 60_000 });
    assert.ok(await page.evaluate(() => window.nqueensPage.countWorkers().started >= 1), 'the count ran in workers');

    await page.click('#share-toggle');
    await page.click('#pictures summary');
    await page.fill('#gif-from', '0');
    await page.fill('#gif-to', '9');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-gif')]);
    const gif = await readFile(await download.path());
    assert.equal(gif.subarray(0, 6).toString('latin1'), 'GIF89a');
    assert.equal(download.suggestedFilename(), 'nqueens-8-steps-0-9.gif');

    await page.locator('#lesson-toggle').click();
    await page.waitForFunction(() => window.nqueensPage.lesson().phase === 'shown', null, { timeout: 30_000 });

    assertQuiet(log);
    assert.deepEqual(log.failed, [], describeLog(log));
    assert.deepEqual(log.badResponses, [], describeLog(log));
    // Only the browser's own look for a new worker script reaches the server (Chromium makes it outside the page's
    // emulated network; offline for real, it fails unseen and the page keeps its build).
    assert.deepEqual(askedSince(copy, asked).filter((path) => path !== 'service-worker.js'), [], 'nothing but the update check reached the server');
    const files = answered.filter(({ url }) => url.startsWith(copy.url));
    assert.ok(files.length >= 20, JSON.stringify(answered));
    assert.deepEqual(files.filter((r) => !r.fromWorker), [], 'requests the service worker did not answer');
    for (const needed of ['', 'nqueens_bg.wasm', 'nqueens_count.js', 'simd/nqueens_count_bg.wasm', 'js/count/worker.js', 'nqueens_pictures_bg.wasm', 'js/pictures/worker.js', 'nqueens_sections_bg.wasm', 'lesson.css']) {
      assert.ok(files.some(({ url }) => new URL(url).pathname === `/${FOLDER}${needed}`), `${needed} was not requested offline: ${JSON.stringify(files)}`);
    }
    t.diagnostic(`answered by the service worker offline (${files.length}): ${files.map(({ url }) => url.slice(copy.url.length) || './').join(' ')}`);
  } finally {
    await context.close();
    await copy.close();
  }
});

test('a rebuild with one changed file is offered while the page runs the old build, fetches only that file, and runs once accepted', { timeout: 90_000 }, async () => {
  const copy = await serveCopy();
  const { page, context, log } = await firstVisit(copy);
  try {
    const heading = () => page.locator('#about-heading').textContent();
    assert.equal(await heading(), 'The puzzle and the search');
    const index = join(copy.build, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('The puzzle and the search</h2>', 'The puzzle and the search, rebuilt</h2>'));
    const { version } = writeWorker(copy.build, 'release');
    const asked = copy.server.requests.length;

    await page.reload({ waitUntil: 'load' });
    await waitForReady(page);
    await page.locator('#update-reload').waitFor({ state: 'visible', timeout: 30_000 });
    assert.equal(await page.locator('#update-text').textContent(), 'A new version of this page is ready.');
    assert.equal(await page.locator('#update-offer').getAttribute('role'), 'status');
    // A line of the bar: the board makes room for it, and the buttons under the board stay in the window.
    await page.waitForFunction(() => {
      const offer = document.getElementById('update-offer').getBoundingClientRect();
      const board = document.getElementById('board-wrap').getBoundingClientRect();
      return offer.bottom <= board.top && document.getElementById('transport').getBoundingClientRect().bottom <= window.innerHeight;
    }, null, { timeout: 5_000 });
    assert.deepEqual(await axeViolations(page), [], 'axe-core on the page with the offer');
    assert.equal(await heading(), 'The puzzle and the search', 'until accepted, the page runs the build it started with');
    assert.deepEqual(askedSince(copy, asked).sort(), ['index.html', 'service-worker.js'],
      'the new build took its unchanged files from the old cache');

    await Promise.all([page.waitForEvent('load'), page.locator('#update-reload').click()]);
    await waitForReady(page);
    assert.equal(await heading(), 'The puzzle and the search, rebuilt');
    const cached = await cachedFiles(page);
    assert.equal(cached.names.length, 1, `the old build's cache is gone: ${JSON.stringify(cached.names)}`);
    assert.ok(cached.names[0].endsWith(` ${version}`), `${cached.names[0]} is the new build's`);
    assert.equal(await page.evaluate(() => document.getElementById('update-offer').childElementCount), 0, 'no offer after the update');
    assertQuiet(log);
    assert.deepEqual(log.failed, [], describeLog(log));
  } finally {
    await context.close();
    await copy.close();
  }
});

for (const lang of ['es', 'ja']) {
  test(`${lang}: the update offer speaks the page's language (the catalog's words, no English left); Not now puts it away`, { timeout: 90_000 }, async () => {
    const m = await translatorFor(lang);
    const runs = await englishRunsOf(['update-']);
    const copy = await serveCopy();
    const { page, context, log } = await firstVisit(copy, { path: `?n=8&lang=${lang}` });
    try {
      const index = join(copy.build, 'index.html');
      writeFileSync(index, readFileSync(index, 'utf8').replace('The puzzle and the search</h2>', 'The puzzle and the search, rebuilt</h2>'));
      writeWorker(copy.build, 'release');
      await page.reload({ waitUntil: 'load' });
      await waitForReady(page);
      await page.locator('#update-reload').waitFor({ state: 'visible', timeout: 30_000 });
      const shown = await page.evaluate(() => ['update-text', 'update-reload', 'update-later'].map((id) => document.getElementById(id).textContent));
      assert.deepEqual(shown, [m.t('update-ready'), m.t('update-reload'), m.t('update-later')]);
      for (const said of shown) assert.deepEqual(englishLeft(said, runs), [], said);
      await page.click('#update-later');
      assert.equal(await page.evaluate(() => document.getElementById('update-offer').childElementCount), 0);
      assertQuiet(log);
    } finally {
      await context.close();
      await copy.close();
    }
  });
}

test('a debug build\'s worker, met by a page a release build left cached, removes the cache and itself, and the page loads from the server', { timeout: 90_000 }, async () => {
  const copy = await serveCopy();
  const { page, context, log } = await firstVisit(copy);
  try {
    writeWorker(copy.build, 'debug');
    // The reload comes from the release build's cache, controlled; the debug build's worker, found on it, deletes
    // the cache, unregisters and loads the page again, from the server: the wait goes on into that document.
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller === null && document.body?.dataset.ready === 'true', null, { timeout: 30_000 });
    assert.deepEqual(await page.evaluate(async () => ({
      controlled: navigator.serviceWorker.controller !== null,
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
      caches: await caches.keys(),
    })), { controlled: false, registrations: 0, caches: [] });
    const asked = copy.server.requests.length;
    await page.reload({ waitUntil: 'load' });
    await waitForReady(page);
    assert.ok(askedSince(copy, asked).includes('nqueens_bg.wasm'), 'the page loads from the server again');
    assertQuiet(log);
  } finally {
    await context.close();
    await copy.close();
  }
});

test('the <n-queens> element in a host page, and embed.html, register no service worker; the element\'s bundles hold none', { timeout: 60_000 }, async () => {
  const copy = await serveCopy();
  const host = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A lesson with a board</title>
<script type="module">
import '/${FOLDER}n-queens.js';
await document.querySelector('n-queens').ready;
document.body.dataset.ready = 'true';
</script></head><body><n-queens n="6" step="10"></n-queens></body></html>`;
  try {
    for (const path of ['host.html', `${FOLDER}embed.html?n=6`]) {
      const { page, context, log } = await openPage({ server: { url: copy.server.url }, browser }, {
        path, pages: { 'host.html': host }, contextOptions: { serviceWorkers: 'allow' },
      });
      try {
        // The page is ready and has loaded what it loads; a worker registered now would be listed.
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope)), [], path);
        assertQuiet(log);
      } finally {
        await context.close();
      }
    }
  } finally {
    await copy.close();
  }
  const bundles = readdirSync(join(copy.build, 'element')).filter((name) => name.endsWith('.js'));
  assert.ok(bundles.length >= 2, bundles.join(', '));
  for (const name of bundles) {
    assert.doesNotMatch(readFileSync(join(copy.build, 'element', name), 'utf8'), /serviceWorker|service-worker/, `element/${name}`);
  }
});
