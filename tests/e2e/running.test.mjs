// Running: Run to end on n = 8 finds all 92 solutions in 2057 nodes; Next solution finds the first
// solution [0, 4, 7, 5, 2, 6, 1, 3]; a screenshot of a search in progress is kept for review.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startEnv, openPage, setValidSize, readCounters, readCounter, waitForCounter, queens, saveScreenshot,
  canvasColours,
} from './helpers.mjs';

let env;
before(async () => {
  env = await startEnv();
});
after(async () => {
  await env?.close();
});

test('size 8, Run to end: 92 solutions and 2057 nodes', { timeout: 180_000 }, async () => {
  const { page, context, log } = await openPage(env);
  try {
    await setValidSize(page, 8);
    await page.locator('#run-to-end').click();
    await waitForCounter(page, 'solutions', 92, 150_000);
    await waitForCounter(page, 'nodes', 2057, 30_000);
    const end = await readCounters(page);
    assert.equal(end.solutions, 92);
    assert.equal(end.nodes, 2057);
    // Finished: another Run to end or Step changes nothing.
    const steps = end.steps;
    if (!(await page.locator('#step').isDisabled())) await page.locator('#step').click();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await readCounter(page, 'steps'), steps, 'Step after the end still advanced the search');
    assert.deepEqual(log.pageErrors, []);
    assert.deepEqual(log.consoleErrors, []);
  } finally {
    await context.close();
  }
});

test('size 8, Next solution: the first solution is [0, 4, 7, 5, 2, 6, 1, 3]', { timeout: 60_000 }, async () => {
  const { page, context, log } = await openPage(env);
  try {
    await setValidSize(page, 8);
    await page.locator('#next-solution').click();
    await waitForCounter(page, 'solutions', 1, 30_000);
    const expected = [0, 4, 7, 5, 2, 6, 1, 3];
    const q = await queens(page);
    assert.deepEqual(q, expected, 'window.nqueensPage.queens() after Next solution');
    // The first solution is found after exactly this many nodes (the search is deterministic).
    const c = await readCounters(page);
    assert.equal(c.solutions, 1);
    assert.ok(c.nodes > 8 && c.nodes < 2057, `nodes at the first solution: ${c.nodes}`);

    // And the next one after that.
    await page.locator('#next-solution').click();
    await waitForCounter(page, 'solutions', 2, 30_000);
    assert.deepEqual(await queens(page), [0, 5, 7, 2, 6, 3, 1, 4], 'second solution');
    assert.deepEqual(log.pageErrors, []);
  } finally {
    await context.close();
  }
});

test('a screenshot of the page mid-search is saved to test-results/', { timeout: 120_000 }, async () => {
  const { page, context } = await openPage(env);
  try {
    await setValidSize(page, 8);
    // Play at the page's own speed, pause once the search is under way (queens placed, squares
    // rejected), then snapshot.
    await page.locator('#play').click();
    await page.waitForFunction(
      () => Number((document.getElementById('steps')?.textContent ?? '').replace(/[^\d]/g, '')) >= 24,
      null,
      { timeout: 60_000, polling: 50 },
    );
    await page.locator('#play').click(); // pause
    const paused = await readCounter(page, 'steps');
    assert.ok(paused >= 24);
    const colours = await canvasColours(page);
    assert.ok(colours.distinct >= 3, `canvas looks blank mid-search: ${JSON.stringify(colours)}`);
    const path = await saveScreenshot(page, 'mid-search-n8.png');
    console.log(`# screenshot saved: ${path} (n = 8, step ${paused})`);
  } finally {
    await context.close();
  }
});
