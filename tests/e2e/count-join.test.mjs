// The Count section's join method and its two WebAssembly builds: the page's workers count the total and the
// unique solutions by the join up to its largest size, in the SIMD build where the browser runs WebAssembly
// SIMD and in the scalar build where it does not (the probe made to fail) or where the SIMD module does not
// load. NQUEENS_E2E_LARGE=1 also counts n = 20 by the join in the page's workers (minutes on 2 cores).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, describeLog, typeInto } from './helpers.mjs';

const withPage = usePage();

const text = (page, id) => page.evaluate((id) => document.getElementById(id)?.textContent?.trim() ?? null, id);
const dataset = (page, id) => page.evaluate((id) => ({ ...document.getElementById(id)?.dataset }), id);

/** Makes WebAssembly.validate refuse any module with a SIMD (0xfd-prefixed) instruction, as a browser without SIMD does. */
function withoutSimd() {
  const validate = WebAssembly.validate.bind(WebAssembly);
  WebAssembly.validate = (bytes) => {
    const view = new Uint8Array(ArrayBuffer.isView(bytes) ? bytes.buffer : bytes);
    return view.includes(0xfd) && view.length < 64 ? false : validate(bytes);
  };
}

/** The worker script requests the page made, by path under the server. */
const wasmRequests = (log, server) =>
  log.requests.filter((url) => url.endsWith('.wasm')).map((url) => url.slice(server.url.length));

test('n = 12 is counted by the join in the SIMD build of the workers: 14,200 and 1,787 unique, the method and the build shown', { timeout: 90_000 }, () =>
  withPage(async ({ page, log, env }) => {
    assert.equal(await page.evaluate(() => window.nqueensPage.countBuild()), 'simd128', 'Chromium runs WebAssembly SIMD');
    await typeInto(page, 'count-size', 12);
    await page.locator('#count').click();
    await page.waitForFunction(() => document.getElementById('count-total')?.dataset.value === '14200', null, { timeout: 60_000 });
    assert.equal(await text(page, 'count-total'), '14,200');
    assert.match(await text(page, 'count-about'), /Up to\s+20×20 it joins half-boards/, 'the cap comes from the boundary');
    assert.equal(await text(page, 'count-unique'), '1,787');
    assert.equal((await dataset(page, 'count-unique')).value, '1787', 'the unique number for scripts too');
    assert.equal(await text(page, 'count-known-unique'), '1,787');
    assert.match(await text(page, 'count-status'), /^Counted the 12×12 board by the join method in .* \(\d+ units; the simd128 build\)\.$/);
    assert.equal(await text(page, 'count-match'), '✓ matches the known value (both totals)');
    assert.deepEqual(await dataset(page, 'count-result'), { method: 'join', build: 'simd128' });
    assert.ok(page.workers().length >= 1, 'counted in Web Workers');
    assert.ok(wasmRequests(log, env.server).includes('simd/nqueens_count_bg.wasm'), JSON.stringify(log.requests));

    // The hook: the join by default up to 20, frames when asked, frames beyond 20.
    const joined = await page.evaluate(() => window.nqueensPage.count(11, { workers: 2 }));
    assert.deepEqual([joined.solutions, joined.unique, joined.method, joined.build, joined.matches], [2680, 341, 'join', 'simd128', true]);
    const framed = await page.evaluate(() => window.nqueensPage.count(11, { workers: 2, method: 'frames' }));
    assert.deepEqual([framed.solutions, framed.unique, framed.method, framed.build, framed.matches], [2680, 341, 'frames', 'simd128', true]);
    assert.equal(await text(page, 'count-unique'), '341');
    assert.equal((await dataset(page, 'count-result')).method, 'frames');
    assert.match(await text(page, 'count-status'), /by the frames method/);
    const refused = await page.evaluate(() => window.nqueensPage.count(21, { method: 'join' }).then(() => 'counted', (e) => e.message));
    assert.match(refused, /board size 21 is too large for the join method in the page: it counts up to 20/);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('without WebAssembly SIMD the workers run the scalar build, and the count is still right', { timeout: 90_000 }, () =>
  withPage({ initScript: withoutSimd }, async ({ page, log, env }) => {
    assert.equal(await page.evaluate(() => WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]))), true, 'other modules validate');
    assert.equal(await page.evaluate(() => window.nqueensPage.countBuild()), 'scalar');
    const r = await page.evaluate(() => window.nqueensPage.count(12, { workers: 2 }));
    assert.deepEqual([r.solutions, r.unique, r.method, r.build, r.matches], [14200, 1787, 'join', 'scalar', true]);
    assert.equal((await dataset(page, 'count-result')).build, 'scalar');
    assert.match(await text(page, 'count-status'), /the scalar build\)\.$/);
    const wasm = wasmRequests(log, env.server);
    assert.equal(wasm.includes('simd/nqueens_count_bg.wasm'), false, `the SIMD module was not fetched: ${wasm.join(', ')}`);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('a SIMD module that does not load leaves the workers on the scalar build', { timeout: 90_000 }, () =>
  withPage({ expectConsoleErrors: true, initScript: undefined }, async ({ page, log, context }) => {
    // Routed away before the first count asks for it (the page compiles the workers' module on the first count).
    await context.route('**/simd/nqueens_count_bg.wasm', (route) => route.fulfill({ status: 404, body: 'not here' }));
    assert.equal(await page.evaluate(() => window.nqueensPage.countBuild()), 'scalar');
    const r = await page.evaluate(() => window.nqueensPage.count(10, { workers: 2 }));
    assert.deepEqual([r.solutions, r.method, r.build], [724, 'join', 'scalar']);
    // The only console error is the browser's own line about the 404.
    assert.ok(log.consoleErrors.every((line) => /404|Failed to load resource/.test(line)), describeLog(log));
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

const LARGE = process.env.NQUEENS_E2E_LARGE === '1';

test('n = 20 is counted by the join in the page\'s workers: 39,029,188,884 and 4,878,666,808 unique', { skip: !LARGE && 'set NQUEENS_E2E_LARGE=1', timeout: 3_600_000 }, () =>
  withPage(async ({ page, log }) => {
    // Above CONFIRM_ABOVE the button asks first; the hook counts at once.
    const r = await page.evaluate(() => window.nqueensPage.count(20));
    assert.deepEqual([r.solutions, r.unique, r.method, r.matches], [39029188884, 4878666808, 'join', true], JSON.stringify(r));
    assert.equal(await text(page, 'count-total'), '39,029,188,884');
    assert.equal(await text(page, 'count-unique'), '4,878,666,808');
    console.log(`n = 20 by the join on ${r.workers} workers, ${r.build} build: ${r.seconds.toFixed(1)} s, ${r.units} units`);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));
