// What the board and the sets panel draw over each other: the diagonal numbers stay readable on a solution's
// gold squares, its gold frame and the queens; a square attacked only along a queen's row is tinted like any
// attacked square, as the legend says; the value marked in the sets panel keeps clear of its closing brace.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, describeLog, squareMean, colourDistance } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';

const withPage = usePage();

/** Two animation frames: whatever the page drew for its last change is on the canvas. */
const settle = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The mean colour of the rectangle (device px, relative to square (row, col)'s top left corner) on the board. */
const patchMean = (page, row, col, [dx, dy, w, h]) => page.evaluate(([row, col, dx, dy, w, h]) => {
  const { s, x0, y0 } = window.nqueensPage.boardGeometry();
  const data = document.getElementById('board').getContext('2d')
    .getImageData(x0 + col * s + dx, y0 + row * s + dy, Math.max(1, Math.round(w)), Math.max(1, Math.round(h))).data;
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 4) for (let k = 0; k < 3; k++) sum[k] += data[i + k];
  return sum.map((v) => v / (data.length / 4));
}, [row, col, dx, dy, w, h]);

test('on a solution the diagonal numbers are drawn over the gold squares, the queens and the gold frame', { timeout: 60_000 }, () =>
  withPage({ path: '?n=4&step=31', contextOptions: { reducedMotion: 'reduce' } }, async ({ page, log }) => {
    assert.equal(await page.evaluate(() => window.nqueensPage.lastEvent().event), 'solution');
    await page.waitForFunction(() => window.nqueensPage.flashTimes().length > 0);
    const { s } = await page.evaluate(() => window.nqueensPage.boardGeometry());
    const queens = await page.evaluate(() => window.nqueensPage.queens());
    const frame = Math.max(3, Math.round(s * 0.08));
    // The top left corner of each queen's (gilded) square, where row − col is written; the bottom right
    // corner, where row + col is; the strip of a1 under the gold frame's top edge.
    const patches = [
      ...queens.flatMap((col, row) => [[row, col, [2, 2, s * 0.08, s * 0.08]], [row, col, [s * 0.9, s * 0.9, s * 0.08, s * 0.08]]]),
      [0, 0, [2, 1, s * 0.12, frame - 1]],
    ];
    const read = async () => Promise.all(patches.map(([row, col, rect]) => patchMean(page, row, col, rect)));
    await settle(page);
    const without = await read();
    await page.click('#options-toggle');
    await page.locator('#labels').check();
    await settle(page);
    const withLabels = await read();
    patches.forEach(([row, col, rect], i) => {
      const distance = colourDistance(without[i], withLabels[i]);
      assert.ok(distance > 25, `square (${row}, ${col}) at ${rect.map(Math.round)}: the numbers show (${distance.toFixed(1)})`);
    });
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('a square attacked only along a queen’s row is tinted as an attacked square, as the legend says', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    const states = referenceStates(8);
    const attackedBy = (queens, row, col, { rows }) => queens.some((c, r) =>
      (rows && r === row) || c === col || r - c === row - col || r + c === row + col);
    // A state with a queen on g6 and, in its row, a square no queen attacks along a column or a diagonal.
    const rowOnlyIn = (queens) => [0, 1, 2, 3, 4, 5, 7].find((col) => !attackedBy(queens, 5, col, { rows: false }));
    const k = states.findIndex((s) => s.queens.length === 6 && s.queens[5] === 6 && rowOnlyIn(s.queens) !== undefined);
    assert.ok(k > 0, 'the search passes such a board');
    const queens = states[k].queens;
    const onlyRow = rowOnlyIn(queens);
    await page.evaluate((k) => window.nqueensPage.seek(k), k);
    await page.waitForFunction((k) => window.nqueensPage.counters().steps === k, k);
    await settle(page);
    const parity = (5 + onlyRow) % 2;
    const pick = (wantAttacked) => {
      for (let row = 6; row < 8; row++) {
        for (let col = 0; col < 8; col++) {
          if ((row + col) % 2 === parity && attackedBy(queens, row, col, { rows: true }) === wantAttacked) return [row, col];
        }
      }
      throw new Error(`no ${wantAttacked ? 'attacked' : 'free'} square of parity ${parity} below the queens`);
    };
    const rowOnly = await squareMean(page, 5, onlyRow);
    const attacked = await squareMean(page, ...pick(true));
    const free = await squareMean(page, ...pick(false));
    const name = `${String.fromCharCode(97 + onlyRow)}6`;
    assert.ok(colourDistance(rowOnly, free) > 30, `${name} differs from a free square (${colourDistance(rowOnly, free).toFixed(1)})`);
    assert.ok(colourDistance(rowOnly, attacked) < 12, `${name} looks attacked (${colourDistance(rowOnly, attacked).toFixed(1)})`);
    const legend = await page.locator('.legend li', { has: page.locator('.swatch-attacked') }).textContent();
    assert.match(legend, /a square some queen attacks, along its row, its column or a diagonal/);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('the value marked in the sets panel keeps clear of the comma and the closing brace', { timeout: 60_000 }, () =>
  withPage({ path: '?n=6&step=0' }, async ({ page, log }) => {
    const states = referenceStates(6);
    // Rejections whose refusing value is the last of its set, and one in the middle (a comma after it).
    const rejections = states.map((s, k) => [s, k]).filter(([s]) => s.event?.event === 'reject' && s.queens.length >= 2).slice(0, 12);
    assert.ok(rejections.length >= 6);
    for (const [, k] of rejections) {
      await page.evaluate((k) => window.nqueensPage.seek(k), k);
      await page.waitForFunction((k) => window.nqueensPage.counters().steps === k, k);
      const boxes = await page.evaluate(() => {
        const mark = document.querySelector('#sets mark.set-value');
        const after = mark.nextSibling;
        const range = document.createRange();
        range.setStart(after, 0);
        range.setEnd(after, 1);
        const r = mark.getBoundingClientRect();
        const style = getComputedStyle(mark);
        return { mark: r.right, outline: Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth), next: range.getBoundingClientRect().left, text: after.textContent };
      });
      assert.ok(boxes.outline <= 0, `step ${k}: the outline is drawn inside the value's box`);
      assert.ok(boxes.mark <= boxes.next, `step ${k}: the mark (right edge ${boxes.mark}) stops before “${boxes.text}” (${boxes.next})`);
    }
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));
