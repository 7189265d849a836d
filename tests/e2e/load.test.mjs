// The page loads cleanly from the release build: no console error, no uncaught exception, no failed
// or off-origin request, the .wasm served as application/wasm, and a board actually drawn.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, canvasColours, readCounters, COUNTERS, describeLog } from './helpers.mjs';

const withPage = usePage();

test('the page loads with no console error and no failed or off-origin request', { timeout: 60_000 }, () =>
  withPage(async ({ page, log, env }) => {
    // Let anything scheduled right after readiness (first frame, late fetches) happen too.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForLoadState('networkidle');

    assert.deepEqual(log.consoleErrors, [], `console errors:\n${describeLog(log)}`);
    assert.deepEqual(log.pageErrors, [], `uncaught exceptions:\n${describeLog(log)}`);
    assert.deepEqual(log.failed, [], `failed requests:\n${describeLog(log)}`);
    assert.deepEqual(log.badResponses, [], `HTTP error responses:\n${describeLog(log)}`);

    const origin = new URL(env.server.url).origin;
    const offOrigin = log.requests.filter((u) => !u.startsWith(origin + '/') && !/^(data|blob):/.test(u));
    assert.deepEqual(offOrigin, [], `requests off ${origin}:\n${describeLog(log)}`);
    for (const u of log.requests.filter((u) => u.startsWith(origin))) {
      assert.equal(new URL(u).hostname, '127.0.0.1');
    }
    assert.ok(log.requests.some((u) => u.endsWith('.wasm')), `no .wasm was requested:\n${describeLog(log)}`);

    // The MIME types browsers insist on: application/wasm for streaming compilation, JavaScript for modules.
    for (const [u, type] of Object.entries(log.contentTypes)) {
      const path = new URL(u).pathname;
      if (path.endsWith('.wasm')) assert.match(type, /^application\/wasm\b/, `${u} served as ${type}`);
      if (/\.m?js$/.test(path)) assert.match(type, /^text\/javascript\b/, `${u} served as ${type}`);
      if (path.endsWith('.css')) assert.match(type, /^text\/css\b/, `${u} served as ${type}`);
    }
  }));

test('the page exposes its test hook and every control and counter of the id contract', { timeout: 30_000 }, () =>
  withPage(async ({ page }) => {
    const ids = ['board', 'size', 'play', 'step', 'step-back', 'reset', 'next-solution', 'run-to-end', 'speed',
      ...COUNTERS, 'narration'];
    const missing = await page.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), ids);
    assert.deepEqual(missing, [], 'elements missing from the page');
    assert.equal(await page.evaluate(() => document.getElementById('board').tagName), 'CANVAS');
    assert.equal(await page.evaluate(() => typeof window.nqueensPage), 'object', 'window.nqueensPage is missing');

    const counters = await readCounters(page);
    assert.equal(counters.steps, 0, 'a fresh page starts at step 0');
    const narration = (await page.locator('#narration').textContent()).trim();
    assert.ok(narration.length > 0, '#narration is empty on load');
  }));

test('the canvas is not blank: the board is drawn, and a placed queen adds colours', { timeout: 30_000 }, () =>
  withPage(async ({ page }) => {
    const distinctAtLeast = (k) =>
      page.waitForFunction((k) => {
        const c = document.getElementById('board');
        if (!c?.width || !c?.height) return false;
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const seen = new Set();
        for (let i = 0; i < d.length && seen.size < k; i += 4 * 31) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]},${d[i + 3]}`);
        return seen.size >= k;
      }, k, { timeout: 10_000, polling: 100 });

    // The empty board: at least its two square colours.
    await distinctAtLeast(2);
    const empty = await canvasColours(page);
    assert.ok(!empty.error, empty.error);
    assert.ok(empty.width > 0 && empty.height > 0, `canvas has no size: ${JSON.stringify(empty)}`);
    assert.ok(empty.distinct >= 2, `canvas looks blank: ${JSON.stringify(empty)}`);
    const box = await page.locator('#board').boundingBox();
    assert.ok(box && box.width >= 100 && box.height >= 100, `the board is drawn too small: ${JSON.stringify(box)}`);

    // One step places a queen: several distinct colours now.
    await page.locator('#step').click();
    await distinctAtLeast(3);
    const placed = await canvasColours(page);
    assert.ok(placed.distinct >= 3, `canvas shows too few colours after a step: ${JSON.stringify(placed)}`);
  }));
