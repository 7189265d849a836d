// A panic inside the wasm module is reported with its message and place, on the page (#wasm-panic) and in
// the console, rather than as a bare "unreachable". The panic is made by the module's hidden test export
// __panicForTest, which only code importing the module reaches (no control or window property does).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, describeLog } from './helpers.mjs';

const withPage = usePage();

test('a panic in the module is shown on the page and in the console with its message', { timeout: 60_000 }, () =>
  // The panic hook's console.error is this test's subject: withPage's console check is lifted (and the line asserted below).
  withPage({ expectConsoleErrors: true }, async ({ page, log }) => {
    const report = page.locator('#wasm-panic');
    assert.equal(await report.isVisible(), false, 'no report before any panic');
    assert.equal(await page.evaluate(() => Object.hasOwn(window.nqueensPage, '__panicForTest')), false);
    // The same module instance as the page's: the glue is imported at the URL js/page/main.js imports it from.
    const thrown = await page.evaluate(async () => {
      const glue = await import('./nqueens.js');
      try {
        glue.__panicForTest('a deliberate test panic');
        return 'returned';
      } catch (err) {
        return `${err?.name}: ${err?.message}`;
      }
    });
    assert.match(thrown, /RuntimeError: unreachable/, 'the call itself still fails');
    await report.waitFor({ state: 'visible', timeout: 5_000 });
    const shown = await report.textContent();
    assert.match(shown, /Something went wrong inside the solver: a deliberate test panic \(at web\/shared\/src\/panic\.rs:\d+:\d+\)\. This is a bug; reload the page/);
    assert.equal(await report.getAttribute('role'), 'alert');
    assert.ok(
      log.consoleErrors.some((line) => /the WebAssembly module panicked: a deliberate test panic \(at web\/shared\/src\/panic\.rs:\d+:\d+\)/.test(line)),
      describeLog(log),
    );
    const remembered = await page.evaluate(async () => (await import('./nqueens.js')).lastPanic());
    assert.match(remembered, /^a deliberate test panic \(at web\/shared\/src\/panic\.rs:\d+:\d+\)$/);
  }));

test('in a Web Worker (no document) a panic is kept for the worker to pass on, as js/count/worker.js does', { timeout: 60_000 }, () =>
  // The worker's panic hook logs the panic too (console.error), which is this test's subject: the console check is lifted and the line asserted.
  withPage({ contextOptions: { bypassCSP: true }, expectConsoleErrors: true }, async ({ page, log }) => {
    // The test's worker comes from a blob: URL, which the page's Content-Security-Policy rightly refuses.
    const fromWorker = await page.evaluate(async () => {
      const glue = new URL('./nqueens.js', document.baseURI).href;
      const code = `
        import init, { __panicForTest, lastPanic } from ${JSON.stringify(glue)};
        await init();
        const before = lastPanic() ?? null;
        let thrown = null;
        try { __panicForTest('a panic in a worker'); } catch (err) { thrown = String(err); }
        postMessage({ before, thrown, after: lastPanic() ?? null });`;
      const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })), { type: 'module' });
      try {
        return await new Promise((resolve, reject) => {
          worker.onmessage = (event) => resolve(event.data);
          worker.onerror = (event) => reject(new Error(event.message || 'the worker failed'));
        });
      } finally {
        worker.terminate();
      }
    });
    assert.equal(fromWorker.before, null);
    assert.match(fromWorker.thrown, /unreachable/);
    assert.match(fromWorker.after, /^a panic in a worker \(at web\/shared\/src\/panic\.rs:\d+:\d+\)$/);
    assert.equal(await page.locator('#wasm-panic').isVisible(), false, "the page's own module did not panic");
    // Only the worker's report of its panic, once.
    assert.equal(log.consoleErrors.length, 1, describeLog(log));
    assert.match(log.consoleErrors[0], /^nqueens: the WebAssembly module panicked: a panic in a worker \(at web\/shared\/src\/panic\.rs:\d+:\d+\)/);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));
