// Running: Run to end on n = 8 finds all 92 solutions in 2057 nodes; Next solution finds the first
// solution [0, 4, 7, 5, 2, 6, 1, 3]; a screenshot of a search in progress is kept for review.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  usePage, setValidSize, readCounters, readCounter, waitForCounter, queens, saveScreenshot, squareMean, colourDistance,
} from './helpers.mjs';

const withPage = usePage();

/** The page's palette colour `name` (a CSS custom property), painted over `under` on a 1-pixel canvas: its (r, g, b). */
function paletteColour(page, ...names) {
  return page.evaluate((names) => {
    // The palette writes light-dark(…): a probe beside the board resolves each colour as the board sees it.
    const probe = document.createElement('span');
    probe.hidden = true;
    document.getElementById('board').parentNode.append(probe);
    const ctx = document.createElement('canvas').getContext('2d');
    for (const name of names) {
      probe.style.color = `var(--${name})`;
      ctx.fillStyle = getComputedStyle(probe).color;
      ctx.fillRect(0, 0, 1, 1);
    }
    probe.remove();
    return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
  }, names);
}

/**
 * The board drawn as the search stands: below the row being tried (no queen, no mark of the last event),
 * every square a queen attacks (counted here from the queens) is tinted with the palette's --attacked over
 * its square colour, every other one is its plain --sq-light or --sq-dark; a queen's square is not plain.
 */
async function checkBoardColours(page) {
  const placed = await queens(page);
  const n = 8;
  assert.ok(placed.length < n - 1, `a row below the one tried: ${placed}`);
  const attacked = (row, col) => placed.some((c, r) => c === col || Math.abs(c - col) === Math.abs(r - row));
  const plain = [await paletteColour(page, 'sq-light'), await paletteColour(page, 'sq-dark')];
  const tinted = [await paletteColour(page, 'sq-light', 'attacked'), await paletteColour(page, 'sq-dark', 'attacked')];
  const seen = { free: 0, attacked: 0 };
  for (let row = placed.length + 1; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const parity = (row + col) % 2;
      const mean = await squareMean(page, row, col);
      const where = `square (${row}, ${col}) with queens ${placed}: ${mean.map(Math.round)}`;
      if (attacked(row, col)) {
        seen.attacked += 1;
        // The hatching darkens it further; it stays nearer the tinted colour than the plain one.
        assert.ok(colourDistance(mean, tinted[parity]) < colourDistance(mean, plain[parity]), `${where} is not tinted as attacked`);
        assert.ok(colourDistance(mean, plain[parity]) > 20, `${where} looks free`);
      } else {
        seen.free += 1;
        assert.ok(colourDistance(mean, plain[parity]) < 6, `${where} is not the plain ${plain[parity]}`);
      }
    }
  }
  assert.ok(seen.free > 0 && seen.attacked > 0, JSON.stringify(seen));
  for (const [row, col] of placed.map((c, r) => [r, c])) {
    const mean = await squareMean(page, row, col);
    assert.ok(colourDistance(mean, plain[(row + col) % 2]) > 20, `the queen on (${row}, ${col}) is not drawn: ${mean.map(Math.round)}`);
  }
}

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
    await checkBoardColours(page);
    const path = await saveScreenshot(page, 'mid-search-n8.png');
    console.log(`# screenshot saved: ${path} (n = 8, step ${paused})`);
  }));
