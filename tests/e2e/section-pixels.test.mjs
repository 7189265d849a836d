// The sections' boards are the core's pictures too, in the light and the dark scheme: Construct's canvas (squares
// and crowns, and the density picture of a large board) and a large repaired board are the core's pixels exactly
// (written in wasm memory and put on the canvas whole); Repair's stepped board, still and with its queen on its way
// along its row (caught in a frame between its ends), and the gallery's small boards are the core's scenes painted by the board's painter, and agree
// with the core's PNG of the same scene as closely as the main board does (tests/e2e/pixels.mjs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, typeInto } from './helpers.mjs';
import { comparePixels, assertSame, MAX_CHANNEL_DIFFERENCE } from './pixels.mjs';

const withPage = usePage();

/** In the page: the pictures' module's glue, loaded as the page loads it. */
function picturesGlue() {
  return async () => {
    const { loadModule } = await import(new URL('js/shared/bindings.js', document.baseURI).href);
    return (await loadModule('pictures')).glue;
  };
}

/** Sets up the page for comparing: the comparison and the pictures' glue as window globals. */
async function prepare(page) {
  await page.evaluate(`window.comparePixels = (${comparePixels.toString()})(); window.picturesGlue = (${picturesGlue.toString()})()`);
}

/** Sets the Repair section's size and seed fields and presses Reset. */
async function newRepair(page, n, seed) {
  await typeInto(page, 'repair-size', n);
  await typeInto(page, 'repair-seed', seed);
  await page.locator('#repair-reset').click();
}

for (const colorScheme of ['light', 'dark']) {
  test(`${colorScheme}: Construct's board and a large repaired board are the core's pixels`, { timeout: 120_000 }, async () => {
    await withPage({ contextOptions: { colorScheme } }, async ({ page }) => {
      await prepare(page);
      // Squares and crowns (50 and 10 pixels a square, outlined), then the density picture.
      for (const n of [8, 37, 20_000]) {
        const result = await page.evaluate(async ({ n, scheme, limit }) => {
          window.nqueensPage.construct(n);
          const canvas = document.getElementById('construct-board');
          const columns = [];
          for (let start = 0; start < n; start += 1000) columns.push(...window.nqueensPage.constructedColumns(start, 1000));
          const glue = await window.picturesGlue();
          const png = new Blob([glue.pngOfLargeBoard(Uint32Array.from(columns), canvas.width, canvas.height, scheme)], { type: 'image/png' });
          return window.comparePixels(canvas, png, limit);
        }, { n, scheme: colorScheme, limit: MAX_CHANNEL_DIFFERENCE });
        assert.ok(result.width >= 200, `the canvas is ${result.width} pixels wide`);
        assert.equal(result.worst, 0, `Construct, n = ${n}: ${JSON.stringify(result)}`);
      }
      // The smallest board repaired in the background, drawn once done.
      await newRepair(page, 65, 2);
      await page.locator('#repair-play').click();
      await page.waitForFunction(() => /\(checked\)/.test(document.getElementById('repair-status').textContent), null, { timeout: 60_000 });
      const result = await page.evaluate(async ({ scheme, limit }) => {
        const { columns } = window.nqueensPage.repairState();
        const canvas = document.getElementById('repair-board');
        const glue = await window.picturesGlue();
        const png = new Blob([glue.pngOfLargeBoard(Uint32Array.from(columns), canvas.width, canvas.height, scheme)], { type: 'image/png' });
        return { ...(await window.comparePixels(canvas, png, limit)), rows: columns.length };
      }, { scheme: colorScheme, limit: MAX_CHANNEL_DIFFERENCE });
      assert.equal(result.rows, 65);
      assert.equal(result.worst, 0, `a repaired board of 65: ${JSON.stringify(result)}`);
    });
  });

  for (const deviceScaleFactor of [1, 2]) {
    test(`${colorScheme}, ${deviceScaleFactor} device pixels a CSS pixel: Repair's stepped board, still and sliding, is the core's PNG`, { timeout: 120_000 }, async () => {
      await withPage({ deviceScaleFactor, contextOptions: { colorScheme } }, async ({ page }) => {
        await prepare(page);
        await newRepair(page, 8, 3);
        const still = await page.evaluate(async ({ scheme, limit }) => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const { columns, slide } = window.nqueensPage.repairState();
          const canvas = document.getElementById('repair-board');
          const glue = await window.picturesGlue();
          const png = new Blob([glue.pngOfRepair(Uint32Array.from(columns), canvas.width, devicePixelRatio, undefined, undefined, undefined, undefined, scheme)], { type: 'image/png' });
          return { ...(await window.comparePixels(canvas, png, limit)), slide };
        }, { scheme: colorScheme, limit: MAX_CHANNEL_DIFFERENCE });
        assert.equal(still.slide, null);
        assertSame(still, `Repair, 8 × 8, still (${still.width} px)`);
        // A step: the moved queen slides; the board is caught in a frame on its way (at neither end).
        await page.locator('#repair-step').click();
        const sliding = await page.evaluate(async ({ scheme, limit }) => {
          const canvas = document.getElementById('repair-board');
          const caught = await new Promise((resolve, reject) => {
            const started = performance.now();
            const look = () => {
              const { columns, slide } = window.nqueensPage.repairState();
              if (slide && slide.progress > 0 && slide.progress < 1) {
                // The picture as painted with that slide, copied before another frame paints over it.
                const copy = document.createElement('canvas');
                copy.width = canvas.width;
                copy.height = canvas.height;
                copy.getContext('2d').drawImage(canvas, 0, 0);
                resolve({ columns, slide, copy });
              } else if (performance.now() - started > 5000) reject(new Error(`no frame caught the slide: ${JSON.stringify(slide)}`));
              else requestAnimationFrame(look);
            };
            requestAnimationFrame(look);
          });
          const { columns, slide, copy } = caught;
          const glue = await window.picturesGlue();
          const bytes = glue.pngOfRepair(Uint32Array.from(columns), copy.width, devicePixelRatio, slide.row, slide.from, slide.to, slide.progress, scheme);
          return { ...(await window.comparePixels(copy, new Blob([bytes], { type: 'image/png' }), limit)), slide };
        }, { scheme: colorScheme, limit: MAX_CHANNEL_DIFFERENCE });
        assert.ok(sliding.slide.progress > 0 && sliding.slide.progress < 1, JSON.stringify(sliding.slide));
        assertSame(sliding, `Repair, 8 × 8, a queen ${sliding.slide.progress.toFixed(2)} of the way from ${sliding.slide.from} to ${sliding.slide.to}`);
      });
    });

    test(`${colorScheme}, ${deviceScaleFactor} device pixels a CSS pixel: the gallery's small boards are the core's PNG`, { timeout: 120_000 }, async () => {
      await withPage({ path: '?n=6', deviceScaleFactor, contextOptions: { colorScheme } }, async ({ page }) => {
        await prepare(page);
        await page.evaluate(() => window.nqueensPage.runToEnd());
        await page.waitForFunction(() => window.nqueensPage.mode() === 'idle'
          && [...document.querySelectorAll('#solution-list canvas')].filter((canvas) => canvas.width > 0).length === 4);
        const results = await page.evaluate(async ({ scheme, limit }) => {
          const glue = await window.picturesGlue();
          const solutions = window.nqueensPage.solutions();
          const canvases = [...document.querySelectorAll('#solution-list canvas')];
          const out = [];
          for (const [i, canvas] of canvases.entries()) {
            const png = new Blob([glue.pngOfThumbnail(Uint32Array.from(solutions[i].columns), devicePixelRatio, scheme)], { type: 'image/png' });
            out.push(await window.comparePixels(canvas, png, limit));
          }
          return out;
        }, { scheme: colorScheme, limit: MAX_CHANNEL_DIFFERENCE });
        assert.equal(results.length, 4);
        for (const [i, result] of results.entries()) assertSame(result, `solution ${i + 1} (${result.width} px)`);
      });
    });
  }
}
