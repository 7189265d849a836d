// Construct in the page up to the core's largest size (10,000,000): the solution stays in wasm memory and
// is drawn from Rust into the canvas, as a density picture sharp at devicePixelRatio 1 and 2 (and redrawn
// when the ratio changes), with squares and crowns for small boards; bad sizes get a clear message.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, describeLog, typeInto } from './helpers.mjs';

const withPage = usePage();

const text = (page, id) => page.evaluate((id) => document.getElementById(id).textContent.trim(), id);

/** Types n into the Construct field, clicks Construct and waits for the verdict. */
async function constructThroughPage(page, n) {
  await typeInto(page, 'construct-size', n);
  await page.locator('#construct').click();
  await page.waitForFunction(() => /\(checked\)|no solution exists/i.test(document.getElementById('construct-status').textContent), null, {
    timeout: 120_000,
  });
}

/**
 * The construct canvas as drawn: its backing-store size, its CSS width times devicePixelRatio, and how
 * many of its pixels differ from the light square colour (the background of the density picture).
 */
function canvasState(page) {
  return page.evaluate(() => {
    const canvas = document.getElementById('construct-board');
    const probe = document.createElement('canvas').getContext('2d');
    probe.fillStyle = window.nqueensPage.paletteColour('sq-light');
    probe.fillRect(0, 0, 1, 1);
    const light = probe.getImageData(0, 0, 1, 1).data;
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let marked = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] !== light[0] || data[i + 1] !== light[1] || data[i + 2] !== light[2]) marked++;
    }
    return {
      width: canvas.width,
      height: canvas.height,
      cssTimesRatio: Math.round(canvas.getBoundingClientRect().width * devicePixelRatio),
      ratio: devicePixelRatio,
      marked,
    };
  });
}

test('Construct n = 10,000,000 in the page: checked valid, drawn as a density picture, timed on the page', { timeout: 180_000 }, () =>
  withPage({}, async ({ page, log }) => {
    assert.equal(await text(page, 'construct-size-hint'), '(1 to 10,000,000)', 'the hint is written from the core');
    await constructThroughPage(page, 10_000_000);
    const status = await text(page, 'construct-status');
    assert.match(status, /^10,000,000×10,000,000: 10,000,000 queens, .* valid \(checked\)\./);
    assert.doesNotMatch(status, /NOT valid/);
    assert.match(status, /Columns of rows 0 to 11, counting from 0 as the code does: (\d+, ){12}…\./);
    const time = await text(page, 'construct-time');
    assert.match(time, /^Constructed and checked in [\d.]+ (ms|s), drawn in [\d.]+ (ms|s)\.$/);
    console.log(`# in-page time for n = 10,000,000: ${time}`);
    const drawn = await canvasState(page);
    assert.equal(drawn.width, drawn.cssTimesRatio, JSON.stringify(drawn));
    assert.ok(drawn.marked > drawn.width, `the density picture is nearly empty: ${JSON.stringify(drawn)}`);
    assert.match(await page.locator('#construct-board').getAttribute('aria-label'), /10,000,000×10,000,000 board, valid\. Each point is shaded/);
    // The page reads rows from wasm memory a sample at a time: never the whole solution.
    const rows = await page.evaluate(() => window.nqueensPage.constructedColumns(0, 1e9));
    assert.equal(rows.length, 1000);
    const tail = await page.evaluate(() => window.nqueensPage.constructedColumns(9_999_998, 10));
    assert.equal(tail.length, 2);
    assert.ok(tail.every((c) => Number.isInteger(c) && c >= 0 && c < 10_000_000), JSON.stringify(tail));
    assert.deepEqual(log.pageErrors, [], describeLog(log));
    assert.deepEqual(log.consoleErrors, [], describeLog(log));
  }));

test('the density picture is sharp at devicePixelRatio 2 and follows the ratio when the window moves', { timeout: 120_000 }, () =>
  withPage({ deviceScaleFactor: 2 }, async ({ page, context, log }) => {
    await constructThroughPage(page, 1_000_000);
    const at2 = await canvasState(page);
    assert.equal(at2.ratio, 2);
    assert.equal(at2.width, at2.cssTimesRatio, JSON.stringify(at2));
    assert.equal(at2.height, at2.width);
    assert.ok(at2.marked > at2.width, `the density picture is nearly empty: ${JSON.stringify(at2)}`);
    // The same page moved to a screen of ratio 1 (a window narrowed a little as it moves): the canvas
    // follows, the picture is drawn again. Headless Chromium fires no media-query change for an emulated
    // ratio alone, so the window's resize is what the page sees here.
    const cdp = await context.newCDPSession(page);
    const { width, height } = page.viewportSize();
    await cdp.send('Emulation.setDeviceMetricsOverride', { width: width - 20, height, deviceScaleFactor: 1, mobile: false });
    await page.waitForFunction(() => {
      const c = document.getElementById('construct-board');
      return devicePixelRatio === 1 && c.width === Math.round(c.getBoundingClientRect().width);
    }, null, { timeout: 10_000 });
    const at1 = await canvasState(page);
    assert.equal(at1.width * 2, at2.width, `${JSON.stringify(at1)} vs ${JSON.stringify(at2)}`);
    assert.ok(at1.marked > at1.width, `nothing drawn after the ratio changed: ${JSON.stringify(at1)}`);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('a small board is drawn with its squares and crowns', { timeout: 60_000 }, () =>
  withPage({ deviceScaleFactor: 2 }, async ({ page, log }) => {
    await constructThroughPage(page, 8);
    assert.match(await text(page, 'construct-status'), /^8×8: 8 queens, .* valid \(checked\)\. Columns of every row, counting from 0 as the code does: (\d, ){7}\d\. As squares: ([a-h][1-8] ){7}[a-h][1-8]\.$/);
    const queens = await page.evaluate(() => window.nqueensPage.construct(8).sample);
    assert.equal(queens.length, 8);
    const squares = await page.evaluate((queens) => {
      const canvas = document.getElementById('construct-board');
      const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      const cell = canvas.width / 8;
      const pixel = (x, y) => {
        const i = (Math.floor(y) * canvas.width + Math.floor(x)) * 4;
        return `${data[i]},${data[i + 1]},${data[i + 2]}`;
      };
      const out = [];
      for (let row = 0; row < 8; row++) {
        for (let col = 0; col < 8; col++) {
          const corner = pixel(Math.ceil(col * cell) + 1, Math.ceil(row * cell) + 1);
          const middle = pixel((col + 0.5) * cell, (row + 0.55) * cell);
          out.push({ row, col, corner, middle, queen: queens[row] === col });
        }
      }
      return out;
    }, queens);
    const light = squares.find((s) => s.row === 0 && s.col === 0).corner;
    const dark = squares.find((s) => s.row === 0 && s.col === 1).corner;
    assert.notEqual(light, dark);
    for (const s of squares) {
      assert.equal(s.corner, (s.row + s.col) % 2 === 0 ? light : dark, `square ${s.row},${s.col}: the checkerboard`);
      if (s.queen) assert.ok(s.middle !== light && s.middle !== dark, `square ${s.row},${s.col}: no crown`);
      else assert.equal(s.middle, s.corner, `square ${s.row},${s.col}: empty`);
    }
    assert.doesNotMatch(await page.locator('#construct-board').getAttribute('aria-label'), /shaded/);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('bad sizes get a clear message and nothing is constructed; 2 and 3 have no solution', { timeout: 60_000 }, () =>
  withPage({}, async ({ page, log }) => {
    await constructThroughPage(page, 5);
    const before = await text(page, 'construct-status');
    for (const [bad, message] of [
      ['10000001', /too large: the largest board here is 10,000,000×10,000,000/],
      ['abc', /not a number/],
      ['-4', /cannot have -4 squares/],
      ['2.5', /not a whole number/],
      ['0', /too small/],
    ]) {
      await typeInto(page, 'construct-size', bad);
      await page.locator('#construct').click();
      assert.equal(await page.locator('#construct-size-error').isVisible(), true, bad);
      assert.match(await text(page, 'construct-size-error'), message, bad);
      assert.equal(await page.locator('#construct-size').getAttribute('aria-invalid'), 'true', bad);
      assert.equal(await text(page, 'construct-status'), before, `${bad}: the last construction stays`);
    }
    const refused = await page.evaluate(() => {
      try {
        window.nqueensPage.construct(10_000_001);
        return 'constructed';
      } catch (err) {
        return String(err.message);
      }
    });
    assert.match(refused, /too large/);
    for (const n of [2, 3]) {
      await constructThroughPage(page, n);
      assert.match(await text(page, 'construct-status'), new RegExp(`No solution exists for the ${n}×${n} board`));
      assert.equal(await page.locator('#construct-size-error').isVisible(), false);
    }
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));
