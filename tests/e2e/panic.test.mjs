// A panic inside the wasm module is reported with its message and place, on the page (#wasm-panic) and in
// the console, rather than as a bare "unreachable". The panic is made by the module's hidden test export
// __panicForTest, which only code importing the module reaches (no control or window property does).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startEnv, openPage, describeLog } from './helpers.mjs';

let env;
before(async () => {
  env = await startEnv();
});
after(async () => {
  await env?.close();
});

test('a panic in the module is shown on the page and in the console with its message', { timeout: 60_000 }, async () => {
  const { page, context, log } = await openPage(env);
  try {
    const report = page.locator('#wasm-panic');
    assert.equal(await report.isVisible(), false, 'no report before any panic');
    assert.equal(await page.evaluate(() => window.nqueensPage.hasOwnProperty('__panicForTest')), false);
    // The same module instance as the page's: the glue is imported at the URL js/main.js imports it from.
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
    assert.match(shown, /Something went wrong inside the solver: a deliberate test panic \(at src\/wasm\/panic\.rs:\d+:\d+\)\. This is a bug; reload the page/);
    assert.equal(await report.getAttribute('role'), 'alert');
    assert.ok(
      log.consoleErrors.some((line) => /the WebAssembly module panicked: a deliberate test panic \(at src\/wasm\/panic\.rs:\d+:\d+\)/.test(line)),
      describeLog(log),
    );
    const remembered = await page.evaluate(async () => (await import('./nqueens.js')).lastPanic());
    assert.match(remembered, /^a deliberate test panic \(at src\/wasm\/panic\.rs:\d+:\d+\)$/);
  } finally {
    await context.close();
  }
});
