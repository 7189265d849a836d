// One scene, painted everywhere: at sampled steps of every variant, in the light and the dark scheme, the
// board's canvas (an <n-queens> element's, the studio the page shows too, at one device pixel a CSS pixel)
// and the core's PNG of the same step at the canvas's size agree, within the anti-aliasing of the two
// rasterisers (tests/e2e/pixels.mjs says how closely). The main page's canvas is checked the same way with
// blocked and required squares; section-pixels.test.mjs checks Construct's, Repair's and the gallery's boards.

import { test } from 'node:test';
import { usePage } from './helpers.mjs';
import { comparePixels, assertSame, MAX_CHANNEL_DIFFERENCE } from './pixels.mjs';
import { hostPage } from './embed-hosts.mjs';

const withPage = usePage();

const VARIANTS = ['correct', 'forgot-undo', 'same-diagonal', 'sized-n', 'scan', 'brute-force'];
/** Steps with each kind of event: placements, rejections, a queen lifted, solutions (n = 6). */
const STEPS = [1, 4, 9, 17, 30, 45, 80, 150, 400];

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
