// One scene, painted everywhere: at sampled steps of every variant, in the light and the dark scheme, the
// board's canvas (an <n-queens> element's, the studio the page shows too, at one device pixel a CSS pixel)
// and the core's PNG of the same step at the canvas's size agree, within the anti-aliasing of the two
// rasterisers (the browser's canvas; the core's 4 × 4 samples a pixel, rounded to quarters of coverage so
// that a GIF frame keeps to 256 colours):
//   - every pixel off an edge (a pixel of the PNG whose 3 × 3 neighbourhood holds one colour) within
//     MAX_CHANNEL_DIFFERENCE of the PNG's in each of red, green and blue;
//   - after a 3 × 3 box blur of both pictures (coverage moved across an edge by part of a pixel averages
//     out, a shape moved by a whole pixel does not), every pixel within MAX_BLURRED_DIFFERENCE;
//   - the mean difference over all pixels and channels at most MAX_MEAN_DIFFERENCE.
// The canvas leaves the background to the page; it is laid over the PNG's background before comparing.
// The main page's canvas is checked the same way with blocked and required squares.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from './helpers.mjs';
import { hostPage } from './embed-hosts.mjs';

/** Off the edges, a pixel's channels may differ by this much (rounding of translucent layers), of 255. */
const MAX_CHANNEL_DIFFERENCE = 6;
/** After a 3 × 3 box blur, a pixel's channels may differ by this much, of 255. */
const MAX_BLURRED_DIFFERENCE = 32;
/** The mean difference of a channel over the whole picture, of 255. */
const MAX_MEAN_DIFFERENCE = 5;

const withPage = usePage();

const VARIANTS = ['correct', 'forgot-undo', 'same-diagonal', 'sized-n', 'scan', 'brute-force'];
/** Steps with each kind of event: placements, rejections, a queen lifted, solutions (n = 6). */
const STEPS = [1, 4, 9, 17, 30, 45, 80, 150, 400];

/**
 * In the page: the canvas `canvas` (laid over the PNG's background) against the PNG `png` (a Blob), as
 * `{width, height, mean, over, overOffEdge, worst, blurredWorst}`: the mean channel difference, how many
 * pixels differ by more than `limit`, how many of those are off the PNG's edges, the largest difference,
 * and the largest after a 3 × 3 box blur of both.
 */
function comparePixels() {
  return async (canvas, png, limit) => {
    const bitmap = await createImageBitmap(png);
    const { width, height } = canvas;
    if (bitmap.width !== width || bitmap.height !== height) {
      throw new Error(`the PNG is ${bitmap.width}×${bitmap.height}, the canvas ${width}×${height}`);
    }
    const off = new OffscreenCanvas(width, height);
    const offCtx = off.getContext('2d');
    offCtx.drawImage(bitmap, 0, 0);
    const want = offCtx.getImageData(0, 0, width, height).data;
    const got = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    const bg = [want[0], want[1], want[2]];
    let sum = 0;
    let over = 0;
    let overOffEdge = 0;
    let worst = 0;
    const edge = (x, y) => {
      const at = 4 * (y * width + x);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const other = 4 * (ny * width + nx);
          if (want[other] !== want[at] || want[other + 1] !== want[at + 1] || want[other + 2] !== want[at + 2]) return true;
        }
      }
      return false;
    };
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const at = 4 * (y * width + x);
        const alpha = got[at + 3] / 255;
        let most = 0;
        for (let c = 0; c < 3; c++) {
          const laid = got[at + c] * alpha + bg[c] * (1 - alpha);
          const difference = Math.abs(laid - want[at + c]);
          sum += difference;
          most = Math.max(most, difference);
        }
        worst = Math.max(worst, most);
        if (most > limit) {
          over += 1;
          if (!edge(x, y)) overOffEdge += 1;
        }
      }
    }
    // The same after a 3 × 3 box blur of both: coverage moved across an edge by a part of a pixel averages out.
    const laidOver = new Float32Array(width * height * 3);
    for (let i = 0; i < width * height; i++) {
      const alpha = got[4 * i + 3] / 255;
      for (let c = 0; c < 3; c++) laidOver[3 * i + c] = got[4 * i + c] * alpha + bg[c] * (1 - alpha);
    }
    let blurredWorst = 0;
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        let most = 0;
        for (let c = 0; c < 3; c++) {
          let a = 0;
          let b = 0;
          for (let dy = -1; dy <= 1; dy++) {
            for (let dx = -1; dx <= 1; dx++) {
              const i = (y + dy) * width + x + dx;
              a += laidOver[3 * i + c];
              b += want[4 * i + c];
            }
          }
          most = Math.max(most, Math.abs(a - b) / 9);
        }
        blurredWorst = Math.max(blurredWorst, most);
      }
    }
    return { width, height, mean: sum / (3 * width * height), over, overOffEdge, worst, blurredWorst };
  };
}

function assertSame(result, what) {
  if (process.env.SCENE_STATS) console.log(what, JSON.stringify(result));
  assert.equal(result.overOffEdge, 0, `${what}: ${result.overOffEdge} pixels off the edges differ by more than ${MAX_CHANNEL_DIFFERENCE}`);
  assert.ok(result.blurredWorst <= MAX_BLURRED_DIFFERENCE, `${what}: blurred, a pixel differs by ${result.blurredWorst.toFixed(1)}`);
  assert.ok(result.mean <= MAX_MEAN_DIFFERENCE, `${what}: the mean difference is ${result.mean.toFixed(2)}`);
}

/** One element a variant, each 420 CSS pixels wide. */
const ELEMENTS = hostPage(VARIANTS.map((variant) =>
  `<n-queens id="${variant}" variant="${variant}" n="6" controls="minimal" style="display: block; width: 420px"></n-queens>`).join('\n'));

for (const colorScheme of ['light', 'dark']) {
  test(`${colorScheme}: the element's canvas is the core's PNG at sampled steps of every variant`, { timeout: 300_000 }, async () => {
    await withPage({ path: 'host.html', pages: { 'host.html': ELEMENTS }, contextOptions: { colorScheme, reducedMotion: 'reduce' } }, async ({ page }) => {
      await page.evaluate(`window.comparePixels = (${comparePixels.toString()})()`);
      for (const variant of VARIANTS) {
        for (const step of STEPS) {
          const result = await page.evaluate(async ({ variant, step, scheme, limit }) => {
            const element = document.getElementById(variant);
            element.scrollIntoView();
            element.setAttribute('step', String(step));
            // At the step, or at the search's end before it (forgot-undo ends early).
            await new Promise((resolve) => {
              const wait = () => (element.getCounters().steps === step || element.mode === 'idle' ? resolve() : requestAnimationFrame(wait));
              requestAnimationFrame(wait);
            });
            // Two frames: the board is painted in the frame after the step is shown.
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            const canvas = element.shadowRoot.getElementById('board');
            const png = await element.toPNG({ size: canvas.width, theme: scheme });
            return { ...(await window.comparePixels(canvas, png, limit)), shown: element.getCounters().steps };
          }, { variant, step, scheme: colorScheme, limit: MAX_CHANNEL_DIFFERENCE });
          assertSame(result, `${variant} at step ${result.shown} (${result.width} px)`);
        }
      }
    });
  });
}

test('the page\'s canvas with blocked and required squares is the core\'s PNG', { timeout: 120_000 }, async () => {
  await withPage({ path: '?n=6&block=0,1;2,2&require=1,3', viewport: { width: 900, height: 700 }, contextOptions: { reducedMotion: 'reduce' } }, async ({ page }) => {
    await page.evaluate(`window.comparePixels = (${comparePixels.toString()})()`);
    for (const step of [0, 3, 11, 25]) {
      const result = await page.evaluate(async ({ step, limit }) => {
        window.nqueensPage.seek(step);
        await new Promise((resolve) => {
          const wait = () => (window.nqueensPage.counters().steps === step ? resolve() : requestAnimationFrame(wait));
          wait();
        });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const canvas = document.getElementById('board');
        const png = await window.nqueensPage.picturePNG({ size: canvas.width, theme: 'light' });
        return window.comparePixels(canvas, png, limit);
      }, { step, limit: MAX_CHANNEL_DIFFERENCE });
      assertSame(result, `the page at step ${step} (${result.width} px)`);
    }
  });
});
