// The gold frame of a solution leaves the coordinates around the board alone: on the
// 4×4 board, every pixel outside the squares (the letters, the numbers and the margin) is the same at a
// solution as on the empty board.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from './helpers.mjs';

const withPage = usePage();

/** The canvas pixels outside the squares, as one array, and how many of them are not transparent. */
function marginPixels(page) {
  return page.evaluate(() => {
    const { W, B, x0, y0 } = window.nqueensPage.boardGeometry();
    const data = document.getElementById('board').getContext('2d').getImageData(0, 0, W, W).data;
    const out = [];
    let inked = 0;
    for (let y = 0; y < W; y++) {
      for (let x = 0; x < W; x++) {
        if (x >= x0 && x < x0 + B && y >= y0 && y < y0 + B) continue;
        const i = (y * W + x) * 4;
        out.push(data[i], data[i + 1], data[i + 2], data[i + 3]);
        if (data[i + 3] !== 0) inked += 1;
      }
    }
    return { pixels: out, inked };
  });
}

for (const colorScheme of ['light', 'dark']) {
  test(`${colorScheme} scheme, 4×4: the coordinates look the same at a solution as on the empty board`, { timeout: 60_000 }, async () => {
    await withPage({ path: '?n=4', viewport: { width: 1024, height: 768 }, contextOptions: { colorScheme } }, async ({ page }) => {
      const empty = await marginPixels(page);
      assert.ok(empty.inked > 100, `no coordinates drawn around the board (${empty.inked} pixels)`);
      await page.evaluate(() => {
        while (window.nqueensPage.lastEvent()?.event !== 'solution') window.nqueensPage.step();
      });
      const solved = await marginPixels(page);
      let changed = 0;
      for (let i = 0; i < empty.pixels.length; i++) if (empty.pixels[i] !== solved.pixels[i]) changed += 1;
      assert.equal(changed, 0, `${changed} colour values around the board changed at the solution`);
    });
  });
}
