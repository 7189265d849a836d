// The page carries a Content-Security-Policy and works under it: no violation and no
// console error while it loads, counts with its Web Workers and constructs a solution; an inline script
// is refused (so the policy is really in force).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, waitForReady, typeInto, canvasColours } from './helpers.mjs';

const POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; " +
  "manifest-src 'self'; style-src 'self'; img-src 'self' data:";

const withPage = usePage();

test('the page works under its Content-Security-Policy, which refuses inline scripts', { timeout: 120_000 }, async () => {
  const env = withPage.env();
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const consoleErrors = [];
  const pageErrors = [];
  try {
    await context.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.cspViolations.push(`${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    const page = await context.newPage();
    page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
    page.on('pageerror', (err) => pageErrors.push(String(err)));
    await page.goto(env.server.url, { waitUntil: 'load' });
    await waitForReady(page);

    const policy = await page.evaluate(
      () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null);
    assert.equal(policy, POLICY);

    // Count with the workers, by the button.
    await typeInto(page, 'count-size', '9');
    await page.locator('#count').click();
    await page.waitForFunction(() => /352/.test(document.getElementById('count-total').textContent), null, { timeout: 60_000 });
    assert.ok(await page.evaluate(() => window.nqueensPage.countWorkers().started >= 1), 'no worker was started');

    // Construct one solution, by the button.
    await typeInto(page, 'construct-size', '12');
    await page.locator('#construct').click();
    await page.waitForFunction(() => !/Nothing constructed/.test(document.getElementById('construct-status').textContent));
    assert.doesNotMatch(await page.locator('#construct-status').textContent(), /not valid|error/i);
    const drawn = await canvasColours(page, '#construct-board');
    assert.ok(drawn.distinct >= 3, `the constructed board is not drawn: ${JSON.stringify(drawn)}`);

    // The main board, stepping.
    await page.locator('#step').click();
    await page.waitForFunction(() => document.getElementById('steps').textContent.trim() === '1');

    assert.deepEqual(await page.evaluate(() => window.cspViolations), [], 'CSP violations');
    assert.deepEqual(consoleErrors, [], 'console errors');
    assert.deepEqual(pageErrors, [], 'uncaught exceptions');

    // The policy is in force: an inline script is refused.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true;';
      document.head.append(script); // an inline script allowed to run would have run by now
      return window.inlineScriptRan === true;
    });
    assert.equal(ran, false, 'an inline script ran');
    await page.waitForFunction(() => window.cspViolations.length > 0);
    assert.match((await page.evaluate(() => window.cspViolations))[0], /^script-src-elem refused inline/);
  } finally {
    await context.close();
  }
});
