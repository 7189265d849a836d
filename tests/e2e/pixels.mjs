// Comparing a canvas of the page with the core's PNG of the same picture, within the anti-aliasing of the two
// rasterisers (the browser's canvas; the core's 4 × 4 samples a pixel, rounded to quarters of coverage so that a
// GIF frame keeps to 256 colours): what tests/e2e/scene-pixels.test.mjs and section-pixels.test.mjs hold.
//   - every pixel off an edge (a pixel of the PNG whose 3 × 3 neighbourhood holds one colour) within
//     MAX_CHANNEL_DIFFERENCE of the PNG's in each of red, green and blue;
//   - after a 3 × 3 box blur of both pictures (coverage moved across an edge by part of a pixel averages
//     out, a shape moved by a whole pixel does not), every pixel within MAX_BLURRED_DIFFERENCE;
//   - the mean difference over all pixels and channels at most MAX_MEAN_DIFFERENCE.
// The canvas leaves the background to the page; it is laid over the PNG's background before comparing.

import assert from 'node:assert/strict';

/** Off the edges, a pixel's channels may differ by this much (rounding of translucent layers), of 255. */
export const MAX_CHANNEL_DIFFERENCE = 6;
/** After a 3 × 3 box blur, a pixel's channels may differ by this much, of 255. */
const MAX_BLURRED_DIFFERENCE = 32;
/** The mean difference of a channel over the whole picture, of 255. */
const MAX_MEAN_DIFFERENCE = 5;

/**
 * In the page: the canvas `canvas` (laid over the PNG's background) against the PNG `png` (a Blob), as
 * `{width, height, mean, over, overOffEdge, worst, blurredWorst}`: the mean channel difference, how many
 * pixels differ by more than `limit`, how many of those are off the PNG's edges, the largest difference,
 * and the largest after a 3 × 3 box blur of both.
 */
export function comparePixels() {
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

export function assertSame(result, what) {
  if (process.env.SCENE_STATS) console.log(what, JSON.stringify(result));
  assert.equal(result.overOffEdge, 0, `${what}: ${result.overOffEdge} pixels off the edges differ by more than ${MAX_CHANNEL_DIFFERENCE}`);
  assert.ok(result.blurredWorst <= MAX_BLURRED_DIFFERENCE, `${what}: blurred, a pixel differs by ${result.blurredWorst.toFixed(1)}`);
  assert.ok(result.mean <= MAX_MEAN_DIFFERENCE, `${what}: the mean difference is ${result.mean.toFixed(2)}`);
}
