// Attacked squares differ clearly from free ones, on light and dark squares, in the light and the dark
// colour scheme: the mean colours of an attacked and a free square of the same colour
// lie at least MIN_DELTA_E apart (CIE 1976 ΔE). Also: the legend says what the green ring means.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, squareMean } from './helpers.mjs';

/** Colours closer than this (CIE76 ΔE on the squares' mean colours) are too easily taken for each other. */
const MIN_DELTA_E = 25;

const withPage = usePage();

const linear = (c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** sRGB (0..255) to CIE L*a*b* (D65). */
function lab([r, g, b]) {
  const [R, G, B] = [linear(r), linear(g), linear(b)];
  const X = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const Y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const Z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(Y) - 16, 500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z))];
}

const deltaE = (a, b) => {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};

/** Whether a queen attacks (row, col) (a queen's own square is not "attacked"). */
function attacked(queens, row, col) {
  return queens.some((c, r) => !(r === row && c === col) && (c === col || r - c === row - col || r + c === row + col))
    && queens[row] !== col;
}

for (const colorScheme of ['light', 'dark']) {
  test(`${colorScheme} scheme: attacked squares stand apart from free ones on both square colours`, { timeout: 60_000 }, async () => {
    await withPage({ path: '?n=8', contextOptions: { colorScheme } }, async ({ page }) => {
      // Three queens on the board (a1, c2, e3): many attacked and some free squares of each colour.
      await page.evaluate(() => {
        while (window.nqueensPage.queens().length < 3) window.nqueensPage.step();
      });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const queens = await page.evaluate(() => window.nqueensPage.queens());
      const next = await page.evaluate(() => window.nqueensPage.lastEvent());
      const pick = (wantAttacked, parity) => {
        // From the bottom rows, away from the last event's marks near the queens.
        for (let row = 7; row >= 4; row--) {
          for (let col = 0; col < 8; col++) {
            if ((row + col) % 2 !== parity || queens[row] === col) continue;
            if (next && next.row === row && next.col === col) continue;
            if (attacked(queens, row, col) === wantAttacked) return [row, col];
          }
        }
        throw new Error(`no ${wantAttacked ? 'attacked' : 'free'} square of parity ${parity} in rows 5-8: ${queens}`);
      };
      for (const [parity, name] of [[0, 'light'], [1, 'dark']]) {
        const free = await squareMean(page, ...pick(false, parity));
        const hit = await squareMean(page, ...pick(true, parity));
        const distance = deltaE(free, hit);
        assert.ok(distance >= MIN_DELTA_E,
          `${colorScheme} scheme, ${name} squares: free ${free.map(Math.round)} and attacked ${hit.map(Math.round)} ` +
          `are only ΔE ${distance.toFixed(1)} apart (want ≥ ${MIN_DELTA_E})`);
      }
    });
  });
}

test('the legend names the green ring and the blue ring', { timeout: 30_000 }, () =>
  withPage(async ({ page }) => {
    const legend = await page.locator('.legend').textContent();
    assert.match(legend, /green ring: the queen the last step placed/);
    assert.match(legend, /blue ring: the square the next step tries/);
  }));
