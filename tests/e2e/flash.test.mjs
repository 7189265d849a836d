// Solution flashes stay below three a second whatever the speed (WCAG 2.3.1): in fast
// runs that pass many solutions a second, fewer than three flashes start in any one-second window.
// The flashes drawn are read from the page's test hook window.nqueensPage.flashTimes().

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from './helpers.mjs';

const withPage = usePage();

/** Pairs of flashes that start within one second of the flash two places earlier (three in a second). */
function tooDense(times) {
  const found = [];
  for (let i = 2; i < times.length; i++) {
    if (times[i] - times[i - 2] < 1000) found.push(times.slice(i - 2, i + 1).map(Math.round));
  }
  return found;
}

// n = 8 at 1,000 steps a second passes about six solutions a second (the chunked path); n = 5 at
// 60 steps a second takes every step one by one and passes its ten solutions a few steps apart.
for (const { n, speed, solutions } of [{ n: 8, speed: 1000, solutions: 20 }, { n: 5, speed: 60, solutions: 10 }]) {
  test(`n = ${n} at ${speed} steps a second: fewer than three flashes start in any second`, { timeout: 120_000 }, async () => {
    await withPage({ path: `?n=${n}&speed=${speed}` }, async ({ page }) => {
      await page.evaluate(() => window.nqueensPage.play());
      await page.waitForFunction((k) => window.nqueensPage.counters().solutions >= k, solutions, { timeout: 90_000, polling: 100 });
      await page.evaluate(() => window.nqueensPage.pause());
      const times = await page.evaluate(() => window.nqueensPage.flashTimes());
      assert.ok(times.length >= 2, `too few flashes to judge: ${JSON.stringify(times)}`);
      assert.deepEqual(tooDense(times), [], `three flashes within a second (start times in ms)`);
    });
  });
}

test('a board that stops on a solution soon after another still gets its gilded squares', { timeout: 60_000 }, () =>
  withPage({ path: '?n=6', contextOptions: { reducedMotion: 'reduce' } }, async ({ page }) => {
    // Reduced motion: no fading flash keeps the board redrawing, the wait for the gap has to.
    // Two solutions within a fraction of a second: the second one's gilding has to wait for the gap.
    await page.evaluate(() => window.nqueensPage.nextSolution());
    await page.waitForFunction(() => window.nqueensPage.mode() === 'idle' && window.nqueensPage.counters().solutions === 1);
    await page.evaluate(() => window.nqueensPage.nextSolution());
    await page.waitForFunction(() => window.nqueensPage.mode() === 'idle' && window.nqueensPage.counters().solutions === 2);
    // The square under each queen turns gold (sampled below the crown, clear of the frame).
    await page.waitForFunction(() => {
      const { s, x0, y0 } = window.nqueensPage.boardGeometry();
      const gold = window.nqueensPage.paletteColour('gold');
      const probe = document.createElement('canvas').getContext('2d');
      probe.fillStyle = gold;
      probe.fillRect(0, 0, 1, 1);
      const want = probe.getImageData(0, 0, 1, 1).data;
      const ctx = document.getElementById('board').getContext('2d');
      return window.nqueensPage.queens().every((col, row) => {
        const got = ctx.getImageData(Math.round(x0 + (col + 0.5) * s), Math.round(y0 + (row + 0.895) * s), 1, 1).data;
        return [0, 1, 2].every((k) => Math.abs(got[k] - want[k]) <= 2);
      });
    }, null, { timeout: 5_000 });
  }));
