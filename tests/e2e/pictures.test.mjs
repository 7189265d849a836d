// Pictures of the board: the page's Save picture (PNG, SVG) and Save animation (GIF) controls download the
// files Rust draws; the <n-queens> element's toPNG(), toSVG() and toGIF() give them too (the SVG parsed with
// DOMParser, the PNG's pixels read back, the GIF's frames counted with ImageDecoder); its from and to loop a
// range of steps while it plays, in the element and in embed.html.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { usePage, describeLog } from './helpers.mjs';
import { hostPage } from './embed-hosts.mjs';

const withPage = usePage();

function assertClean(log) {
  assert.deepEqual(log.consoleErrors, [], describeLog(log));
  assert.deepEqual(log.pageErrors, [], describeLog(log));
  assert.deepEqual(log.failed, [], describeLog(log));
}

/** Clicks `selector` and returns the downloaded file's name and bytes. */
async function downloadOf(page, selector) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('Save picture downloads the PNG and SVG of the step shown, Save animation a GIF of the range', async () => {
  await withPage({ path: '?n=8&step=31' }, async ({ page, log }) => {
    await page.click('#share-toggle');
    await page.click('#pictures summary');
    await page.fill('#picture-size', '200');
    await page.selectOption('#picture-theme', 'dark');
    const png = await downloadOf(page, '#save-png');
    assert.equal(png.name, 'nqueens-8-step-31.png');
    assert.deepEqual([...png.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(png.bytes.readUInt32BE(16), 200, 'the PNG is as wide as asked');
    const svg = await downloadOf(page, '#save-svg');
    assert.equal(svg.name, 'nqueens-8-step-31.svg');
    const text = svg.bytes.toString('utf8');
    assert.match(text, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200"/);
    assert.match(text, /data-theme="dark"/);
    const queensOnBoard = await page.evaluate(() => window.nqueensPage.queens().length);
    const groups = await page.evaluate((text) => new DOMParser().parseFromString(text, 'image/svg+xml').querySelectorAll('g.queen').length, text);
    assert.ok(queensOnBoard > 0);
    assert.equal(groups, queensOnBoard);
    await page.fill('#gif-from', '0');
    await page.fill('#gif-to', '9');
    await page.fill('#gif-fps', '5');
    const gif = await downloadOf(page, '#save-gif');
    assert.equal(gif.name, 'nqueens-8-steps-0-9.gif');
    assert.equal(gif.bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
    await page.waitForFunction(() => document.getElementById('picture-status').textContent.startsWith('Saved nqueens-8-steps-0-9.gif'));
    // A range the core refuses is told, and nothing is saved.
    await page.fill('#gif-to', '5000');
    await page.click('#save-gif');
    await page.waitForFunction(() => document.getElementById('picture-status').textContent.includes('at most 2,000 steps'));
    assertClean(log);
  });
});

/**
 * Records the steps element `id` shows, frame by frame (after `play()` when `play`), until it has gone back
 * twice; returns them. The element is scrolled into view first: out of view, Play holds.
 */
async function watchLoop(page, id, play) {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.evaluate(({ id, play }) => {
    const element = document.getElementById(id);
    if (play) element.play();
    window.loopSteps = [];
    const watch = () => {
      const step = element.getCounters().steps;
      if (window.loopSteps.at(-1) !== step) window.loopSteps.push(step);
      requestAnimationFrame(watch);
    };
    watch();
  }, { id, play });
  await page.waitForFunction(() => window.loopSteps.filter((s, i) => i > 0 && s < window.loopSteps[i - 1]).length >= 2, null, { timeout: 30_000 });
  return page.evaluate(() => window.loopSteps);
}

const ELEMENTS = hostPage(`
  <n-queens id="still" n="8" step="31" controls="minimal"></n-queens>
  <n-queens id="looping" n="6" from="4" to="9" speed="30"></n-queens>`);

test('the element gives its PNG, SVG and GIF, and loops from to to while it plays', async () => {
  await withPage({ path: 'host.html', pages: { 'host.html': ELEMENTS } }, async ({ page, log }) => {
    const pictures = await page.evaluate(async () => {
      const element = document.getElementById('still');
      const svg = await element.toSVG({ size: 320, theme: 'light' });
      const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
      const png = await element.toPNG({ size: 320, theme: 'light' });
      const bitmap = await createImageBitmap(png);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(bitmap, 0, 0);
      // The squares' rectangles, as the SVG states them: the PNG's pixels at their centres.
      // A square with nothing over it: not attacked (no rect of g.attacked there), no queen's crown on it.
      const number = (node, name) => Number(node.getAttribute(name));
      const marked = new Set([...parsed.querySelectorAll('g.attacked rect')].map((r) => `${number(r, 'x')},${number(r, 'y')}`));
      const crowns = [...parsed.querySelectorAll('g.queen polygon')].map((p) => p.getAttribute('points').split(' ')[0].split(',').map(Number));
      const centre = (selector) => {
        const rect = [...parsed.querySelectorAll(selector)].find((r) => {
          const [x, y, w] = [number(r, 'x'), number(r, 'y'), number(r, 'width')];
          return !marked.has(`${x},${y}`) && !crowns.some(([cx, cy]) => cx >= x && cx < x + w && cy >= y && cy < y + w);
        });
        const x = Math.floor(number(rect, 'x') + number(rect, 'width') / 2);
        const y = Math.floor(number(rect, 'y') + number(rect, 'height') / 2);
        return Array.from(ctx.getImageData(x, y, 1, 1).data);
      };
      const gif = await element.toGIF({ from: 3, to: 12, fps: 10, size: 128 });
      const decoder = new ImageDecoder({ data: await gif.arrayBuffer(), type: 'image/gif' });
      await decoder.tracks.ready;
      let refused;
      try {
        await element.toGIF({ from: 9, to: 3 });
      } catch (err) {
        refused = err.message;
      }
      return {
        parseError: parsed.querySelector('parsererror')?.textContent ?? '',
        queenGroups: parsed.querySelectorAll('g.queen').length,
        queens: element.queens.length,
        size: [bitmap.width, bitmap.height, png.type],
        lightFill: parsed.querySelector('g.light-squares rect').getAttribute('fill'),
        darkFill: parsed.querySelector('g.dark-squares rect').getAttribute('fill'),
        queenFill: parsed.querySelector('g.queen polygon').getAttribute('fill'),
        backgroundPixel: Array.from(ctx.getImageData(0, 319, 1, 1).data),
        frames: decoder.tracks.selectedTrack.frameCount,
        gifType: gif.type,
        refused,
        light: centre('g.light-squares rect'),
        dark: centre('g.dark-squares rect'),
      };
    });
    assert.equal(pictures.parseError, '');
    assert.equal(pictures.queenGroups, pictures.queens);
    assert.ok(pictures.queens > 0);
    assert.deepEqual(pictures.size, [320, 320, 'image/png']);
    assert.equal(pictures.lightFill, '#efdcb8');
    assert.equal(pictures.darkFill, '#b88a5c');
    assert.equal(pictures.queenFill, '#1b1b1f');
    assert.deepEqual(pictures.backgroundPixel, [0xf7, 0xf5, 0xf0, 255]);
    assert.equal(pictures.frames, 10);
    assert.equal(pictures.gifType, 'image/gif');
    assert.match(pictures.refused, /the last step must not come before the first/);
    // Squares with nothing over them show the palette's square colours.
    assert.deepEqual(pictures.light, [0xef, 0xdc, 0xb8, 255]);
    assert.deepEqual(pictures.dark, [0xb8, 0x8a, 0x5c, 255]);

    // The looping element: its steps stay within 4 to 9 and come back to 4 after 9, again and again.
    const seen = await watchLoop(page, 'looping', true);
    const afterStart = seen.slice(seen.indexOf(4));
    assert.ok(afterStart.every((step) => step >= 4 && step <= 9), `steps ${seen.join(', ')}`);
    assert.ok(afterStart.includes(9), `steps ${seen.join(', ')}`);
    assertClean(log);
  });
});

test('embed.html takes from and to and loops them', async () => {
  await withPage({ path: 'embed.html?n=5&from=2&to=6&speed=40&autoplay' }, async ({ page, log }) => {
    const seen = await watchLoop(page, 'search', false);
    const afterStart = seen.slice(seen.indexOf(2));
    assert.ok(afterStart.every((step) => step >= 2 && step <= 6), `steps ${seen.join(', ')}`);
    assertClean(log);
  });
});
