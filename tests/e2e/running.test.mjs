// Running: Run to end on n = 8 finds all 92 solutions in 2057 nodes; Next solution finds the first
// solution [0, 4, 7, 5, 2, 6, 1, 3]; a screenshot of a search in progress is kept for review.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  usePage, setValidSize, readCounters, readCounter, waitForCounter, queens, saveScreenshot, canvasColours,
} from './helpers.mjs';

const withPage = usePage();

test('size 8, Run to end: 92 solutions and 2057 nodes', { timeout: 180_000 }, () =>
  withPage(async ({ page, log }) => {
    await setValidSize(page, 8);
    await page.locator('#run-to-end').click();
    await waitForCounter(page, 'solutions', 92, 150_000);
    await waitForCounter(page, 'nodes', 2057, 30_000);
    const end = await readCounters(page);
    assert.equal(end.solutions, 92);
    assert.equal(end.nodes, 2057);
    // Finished: Step and Run to end are disabled, and neither the keyboard nor the test hook moves the search.
    const steps = end.steps;
    assert.equal(await page.locator('#step').isDisabled(), true, 'Step is still enabled after the end');
    assert.equal(await page.locator('#run-to-end').isDisabled(), true, 'Run to end is still enabled after the end');
    await page.locator('#narration').click();
    await page.keyboard.press('ArrowRight');
    await page.evaluate(() => window.nqueensPage.step());
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await readCounter(page, 'steps'), steps, 'a step after the end still advanced the search');
    assert.deepEqual(log.pageErrors, []);
    assert.deepEqual(log.consoleErrors, []);
  }));

test('size 8, Next solution: the first solution is [0, 4, 7, 5, 2, 6, 1, 3]', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await setValidSize(page, 8);
    await page.locator('#next-solution').click();
    await waitForCounter(page, 'solutions', 1, 30_000);
    const expected = [0, 4, 7, 5, 2, 6, 1, 3];
    const q = await queens(page);
    assert.deepEqual(q, expected, 'window.nqueensPage.queens() after Next solution');
    // The search is deterministic: the first solution is step 982, after 113 queens placed (114 nodes).
    const c = await readCounters(page);
    assert.deepEqual({ solutions: c.solutions, steps: c.steps, nodes: c.nodes }, { solutions: 1, steps: 982, nodes: 114 });

    // And the next one after that.
    await page.locator('#next-solution').click();
    await waitForCounter(page, 'solutions', 2, 30_000);
    assert.deepEqual(await queens(page), [0, 5, 7, 2, 6, 3, 1, 4], 'second solution');
    assert.equal(await readCounter(page, 'steps'), 1281, 'the second solution is step 1281');
    assert.deepEqual(log.pageErrors, []);
  }));

test('a screenshot of the page mid-search is saved to test-results/', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
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
  }));
