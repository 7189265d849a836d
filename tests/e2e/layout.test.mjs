// The board, the narration and the search's buttons are in sight at once on common laptop screens, and
// on a phone the narration, the buttons, the step bar and the panels follow the board with no dead gap. Choosing a
// solution in the gallery far below brings the board into view.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, saveScreenshot } from './helpers.mjs';

const MAIN_CONTROLS = ['play', 'step', 'step-back', 'next-solution', 'run-to-end', 'reset'];

const withPage = usePage();

/** Bounding boxes (viewport coordinates) of the elements with these ids. */
async function boxes(page, ids) {
  return page.evaluate((ids) => Object.fromEntries(ids.map((id) => {
    const r = document.getElementById(id).getBoundingClientRect();
    return [id, { left: r.left, top: r.top, right: r.right, bottom: r.bottom }];
  })), ids);
}

for (const [width, height] of [[1366, 768], [1280, 720], [1024, 768]]) {
  for (const colorScheme of ['light', 'dark']) {
    test(`${width}×${height} (${colorScheme}): board, narration and buttons are all in sight without scrolling`, { timeout: 60_000 }, async () => {
      await withPage({ viewport: { width, height }, path: '?n=8', contextOptions: { colorScheme } }, async ({ page }) => {
        assert.equal(await page.evaluate(() => window.scrollY), 0);
        const found = await boxes(page, ['board', 'narration', ...MAIN_CONTROLS]);
        const outside = Object.entries(found)
          .filter(([, r]) => r.top < 0 || r.left < 0 || r.bottom > height || r.right > width)
          .map(([id, r]) => `#${id} ${JSON.stringify(r)}`);
        assert.deepEqual(outside, [], `out of the ${width}×${height} window at scroll 0`);
        assert.ok(found.board.bottom - found.board.top >= 300, `the board got too small: ${JSON.stringify(found.board)}`);
        await saveScreenshot(page, `layout-${width}x${height}-${colorScheme}.png`);
      });
    });
  }
}

test('1280×720 with a broken address parameter: its notice pushes the board, which shrinks to keep the buttons in sight', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 1280, height: 720 }, path: '?n=8&speed=fast' }, async ({ page }) => {
    assert.equal(await page.locator('#url-error').isVisible(), true, 'the address problem is not shown');
    // The board follows the header's new height in its next layout.
    await page.waitForFunction(() => document.getElementById('reset').getBoundingClientRect().bottom <= window.innerHeight);
    const found = await boxes(page, ['board', 'narration', ...MAIN_CONTROLS]);
    const outside = Object.entries(found).filter(([, r]) => r.top < 0 || r.bottom > 720).map(([id]) => id);
    assert.deepEqual(outside, [], `out of the window: ${JSON.stringify(found)}`);
  }));

test('360×740: board, narration, buttons, step bar and the panels follow each other with no dead gap, down to the window\'s bottom', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 360, height: 740 }, path: '?n=8' }, async ({ page }) => {
    const found = await page.evaluate(() => {
      const box = (selector) => {
        const r = document.querySelector(selector).getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      return {
        board: box('#board'), narration: box('#narration'), buttons: box('#search-buttons'), scrub: box('.scrub-line'),
        tabs: box('.studio-side .tabs'), side: box('.studio-side'), panel: box('#code-details'),
      };
    });
    const order = ['board', 'narration', 'buttons', 'scrub', 'tabs'];
    for (const [upper, lower] of order.slice(0, -1).map((name, i) => [name, order[i + 1]])) {
      const gap = found[lower].top - found[upper].bottom;
      assert.ok(gap >= -0.5 && gap <= 24, `${gap} px between ${upper} and ${lower}: ${JSON.stringify(found)}`);
    }
    assert.ok(found.panel.top >= found.tabs.bottom - 0.5, `the panel under its tabs: ${JSON.stringify(found)}`);
    assert.ok(found.side.bottom <= 740 && found.side.bottom >= 740 - 24, `the panels reach the window's bottom: ${JSON.stringify(found.side)}`);
    assert.ok(found.board.right - found.board.left >= 200, `the board is too small on a phone: ${JSON.stringify(found.board)}`);
  }));

test('360×740: the call stack, the sets and the counters are one tap away, the board staying in view', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 360, height: 740 }, path: '?n=4&step=14', contextOptions: { hasTouch: true } }, async ({ page }) => {
    const panels = [['stack', '#stack-details', '#call-stack li:last-child'], ['sets', '#sets-details', '#sets [data-set="placement"] dd'],
      ['counters', '#counters-details', '#depth'], ['code', '#code-details', '#code-lines [aria-current="step"]']];
    for (const [tab, panel, part] of panels) {
      await page.locator(`#${tab}-tab`).tap();
      const seen = await page.evaluate(([panel, part]) => {
        const inView = (el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 0.5;
        };
        return { panel: inView(document.querySelector(panel)), part: inView(document.querySelector(part)), board: inView(document.getElementById('board')), scrollY: window.scrollY };
      }, [panel, part]);
      assert.deepEqual(seen, { panel: true, part: true, board: true, scrollY: 0 }, `after a tap on ${tab}`);
    }
    assert.equal(await page.getAttribute('#code-tab', 'aria-selected'), 'true');
  }));

for (const reducedMotion of ['no-preference', 'reduce']) {
  test(`choosing a solution far down the gallery brings the board into view (reduced motion: ${reducedMotion})`, { timeout: 90_000 }, async () => {
    await withPage({ viewport: { width: 1280, height: 720 }, path: '?n=6', contextOptions: { reducedMotion } }, async ({ page }) => {
      await page.evaluate(() => window.nqueensPage.runToEnd());
      await page.waitForFunction(() => window.nqueensPage.mode() === 'idle' && document.querySelectorAll('#solution-list button').length === 4);
      const button = page.locator('#solution-list button[data-number="2"]');
      await button.scrollIntoViewIfNeeded();
      const boardBefore = await page.locator('#board').boundingBox();
      assert.ok(boardBefore.y + boardBefore.height <= 0, `the board should be out of sight above: ${JSON.stringify(boardBefore)}`);
      await button.click();
      await page.waitForFunction(() => {
        const r = document.getElementById('board').getBoundingClientRect();
        return r.top >= -1 && r.bottom <= window.innerHeight + 1; // sub-pixel layout
      }, null, { timeout: 5_000 });
      assert.equal(await page.evaluate(() => window.nqueensPage.counters().solutions), 2);
    });
  });
}
