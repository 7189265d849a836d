// The Constrain mode: blocked and required squares chosen by clicking or with the
// keyboard, drawn on the board, kept in the address (block=row,col;row,col, require=…), counted right (against
// a brute force over permutations computed here), narrated, refused in the core's words when two required
// squares attack each other or a square is off the board, and undone exactly by Step back; axe passes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, readCounter, setSize, stepToEnd, stepBackToStart, readCounters, waitForCounter, axeViolations, squareMean, colourDistance, openDrawer } from './helpers.mjs';

const withPage = usePage();

/** Solutions of the n×n board with these squares, by checking every permutation of the columns whole. */
function independentCount(n, block, require) {
  const blocked = new Set(block.map(([r, c]) => r * n + c));
  const must = new Map(require.map(([r, c]) => [r, c]));
  const cols = [];
  const used = new Set();
  let total = 0;
  const extend = (row) => {
    if (row === n) {
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (Math.abs(cols[a] - cols[b]) === b - a) return;
      total += 1;
      return;
    }
    for (let c = 0; c < n; c++) {
      if (used.has(c) || blocked.has(row * n + c) || (must.has(row) && must.get(row) !== c)) continue;
      used.add(c);
      cols.push(c);
      extend(row + 1);
      cols.pop();
      used.delete(c);
    }
  };
  extend(0);
  return total;
}

/** Runs the search to its end and returns the solutions counted. */
async function runToEnd(page) {
  await page.click('#run-to-end');
  await page.waitForFunction(() => window.nqueensPage.lastEvent()?.event === 'done', null, { timeout: 60_000 });
  return readCounter(page, 'solutions');
}

/** Clicks the middle of square (row, col) of the board. */
async function clickSquare(page, row, col) {
  const point = await page.evaluate(([row, col]) => {
    const canvas = document.getElementById('board');
    const rect = canvas.getBoundingClientRect();
    const { s, x0, y0 } = window.nqueensPage.boardGeometry();
    const scale = rect.width / canvas.width;
    return { x: rect.left + (x0 + col * s + s / 2) * scale, y: rect.top + (y0 + row * s + s / 2) * scale };
  }, [row, col]);
  await page.mouse.click(point.x, point.y);
}

const constraints = (page) => page.evaluate(() => window.nqueensPage.constraints());

test('squares from the address: counted live and by the run as a brute force over permutations counts them', { timeout: 120_000 }, () =>
  withPage({ path: '?n=8&block=0,0;1,2;4,4&require=2,7' }, async ({ page, log }) => {
    const block = [[0, 0], [1, 2], [4, 4]];
    const require = [[2, 7]];
    assert.deepEqual(await constraints(page), { block, require });
    const expected = independentCount(8, block, require);
    assert.ok(expected > 0 && expected < 92, `a board worth counting: ${expected}`);
    // Counted over the frames after the load, as Run to end counts.
    await page.waitForFunction((expected) => document.getElementById('constrain-count').textContent.includes(`the correct search finds ${expected} solutions on the 8×8 board`), expected, { timeout: 30_000 });
    assert.equal(await runToEnd(page), expected);
    assert.ok(await readCounter(page, 'blocked-rejections') > 0, 'blocked rejections are counted');
    assert.ok(await page.locator('#blocked-rejections').isVisible());
    // The forbidding of a whole row but its required square counts as blocked too: no queen ever stands
    // in row 2 elsewhere than column 7, which the solutions list shows.
    const solutions = await page.evaluate(() => window.nqueensPage.solutions());
    assert.equal(solutions.length, expected);
    assert.ok(solutions.every((s) => s.columns[2] === 7 && s.columns[0] !== 0 && s.columns[1] !== 2 && s.columns[4] !== 4));
    assert.deepEqual([log.pageErrors, log.consoleErrors], [[], []]);
  }));

for (const colorScheme of ['light', 'dark']) {
  test(`${colorScheme} scheme: blocked and required squares are drawn apart from free and attacked ones`, { timeout: 60_000 }, () =>
    withPage({ path: '?n=8&block=5,0&require=7,6', contextOptions: { colorScheme } }, async ({ page }) => {
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      // (5, 0) is blocked, (5, 2) is free at step 0, and of the same colour; (7, 6)'s row is forbidden but (7, 6).
      const blocked = await squareMean(page, 5, 0);
      const free = await squareMean(page, 5, 2);
      const forbidden = await squareMean(page, 7, 0);
      assert.ok(colourDistance(blocked, free) > 60, `blocked ${blocked.map(Math.round)} vs free ${free.map(Math.round)}`);
      assert.ok(colourDistance(blocked, forbidden) > 40, `blocked ${blocked.map(Math.round)} vs a square its row's required one forbids ${forbidden.map(Math.round)}`);
      // The required square's corner brackets.
      const corner = await page.evaluate(() => {
        const { s, x0, y0 } = window.nqueensPage.boardGeometry();
        const d = document.getElementById('board').getContext('2d').getImageData(x0 + 6 * s + 1, y0 + 7 * s + 1, 1, 1).data;
        return [d[0], d[1], d[2]];
      });
      const required = await page.evaluate(() => window.nqueensPage.paletteColour('required'));
      const rgb = required.match(/^rgb\((\d+), (\d+), (\d+)\)$/).slice(1).map(Number);
      assert.ok(colourDistance(corner, rgb) < 10, `the required square's corner ${corner} is the --required colour ${required}`);
    }));
}

test('clicks and keys cycle a square free → blocked → required → free; the address and the count follow', { timeout: 120_000 }, () =>
  withPage({ path: '?n=6' }, async ({ page, log }) => {
    await openDrawer(page);
    await page.check('#constrain');
    await clickSquare(page, 0, 0);
    assert.deepEqual(await constraints(page), { block: [[0, 0]], require: [] });
    assert.match(page.url(), /[?&]block=0,0(&|$)/);
    assert.match(await page.locator('#constrain-status').textContent(), /a1 \(0, 0\) is now blocked/);
    const first = independentCount(6, [[0, 0]], []);
    assert.match(await page.locator('#constrain-count').textContent(), new RegExp(`finds ${first} solution`));

    // The keyboard: the board takes the focus, the arrow keys move, Enter cycles.
    await page.focus('#board');
    assert.equal(await page.getAttribute('#board', 'role'), 'application');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    assert.deepEqual(await constraints(page), { block: [[0, 0]], require: [[1, 2]] });
    assert.match(page.url(), /[?&]block=0,0&require=1,2(&|$)/);
    assert.equal(await readCounter(page, 'steps'), 0, 'the arrow keys moved the cursor, not the search');
    const second = independentCount(6, [[0, 0]], [[1, 2]]);
    assert.equal(await runToEnd(page), second);
    assert.match(await page.locator('#constrain-count').textContent(), new RegExp(`finds ${second} solution`));

    // The address round-trips: the same squares on a fresh load.
    const url = page.url();
    await page.goto(url);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.deepEqual(await constraints(page), { block: [[0, 0]], require: [[1, 2]] });

    await openDrawer(page);
    await page.check('#constrain');
    await clickSquare(page, 1, 2);
    assert.deepEqual(await constraints(page), { block: [[0, 0]], require: [] }, 'a third click frees the square');
    // The click on the board closed the drawer (a click outside it); Free every square is in it.
    await openDrawer(page);
    await page.click('#constrain-clear');
    assert.deepEqual(await constraints(page), { block: [], require: [] });
    assert.doesNotMatch(page.url(), /block=|require=/);
    assert.equal(await runToEnd(page), 4, 'the plain 6×6 count once every square is free');
    assert.deepEqual([log.pageErrors, log.consoleErrors], [[], []]);
  }));

test('two required squares that attack each other are refused (the core\'s refusal, worded by the catalog); the page goes on', { timeout: 60_000 }, () =>
  withPage({ path: '?n=6&require=0,0' }, async ({ page, log }) => {
    await openDrawer(page);
    await page.check('#constrain');
    await clickSquare(page, 1, 1);
    await clickSquare(page, 1, 1);
    const error = page.locator('#constrain-error');
    assert.ok(await error.isVisible());
    assert.equal((await error.textContent()).trim(), 'Required squares a1 (0, 0) and b2 (1, 1) attack each other, so b2 (1, 1) is free again.');
    assert.deepEqual(await constraints(page), { block: [], require: [[0, 0]] });
    await page.click('#step');
    await waitForCounter(page, 'steps', 1);
    await clickSquare(page, 3, 3);
    assert.equal(await error.isVisible(), false, 'the next good change clears the message');
    assert.deepEqual([log.pageErrors, log.consoleErrors], [[], []]);
  }));

test('squares off the board are refused: from the address, and when the board shrinks', { timeout: 60_000 }, () =>
  withPage({ path: '?n=6&block=9,9&require=bad' }, async ({ page, log }) => {
    const notice = await page.locator('#url-error').textContent();
    assert.match(notice, /block and require: the board is searched without them\. Square j10 \(9, 9\) is off the 6×6 board \(rows and columns count from 0\)\./);
    assert.match(notice, /require: “bad” is not a square: give row,col pairs counted from 0/);
    assert.deepEqual(await constraints(page), { block: [], require: [] });
    await openDrawer(page);
    await page.check('#constrain');
    await clickSquare(page, 5, 5);
    await setSize(page, 5);
    await page.waitForFunction(() => window.nqueensPage.size() === 5);
    assert.match(await page.locator('#constrain-error').textContent(), /Square f6 \(5, 5\) is off the 5×5 board .*: the blocked and required squares were cleared\./);
    assert.deepEqual(await constraints(page), { block: [], require: [] });
    assert.equal(await runToEnd(page), 10);
    assert.deepEqual([log.pageErrors, log.consoleErrors], [[], []]);
  }));

test('rejections of kind blocked are narrated; Step back undoes a constrained search exactly', { timeout: 180_000 }, () =>
  withPage({ path: '?n=5&block=0,0&require=2,4' }, async ({ page, log }) => {
    await page.click('#step');
    await waitForCounter(page, 'steps', 1);
    assert.equal((await page.locator('#narration').textContent()).trim(),
      'Row 1, square a1 (0, 0) rejected (blocked): no queen may stand on a blocked square.');
    // On to the first square row 3 refuses for its required square.
    await page.evaluate(() => {
      for (;;) {
        window.nqueensPage.step();
        const e = window.nqueensPage.lastEvent();
        if (e.event === 'reject' && e.row === 2) return;
      }
    });
    await page.click('#step-back');
    await page.click('#step');
    assert.match(await page.locator('#narration').textContent(), /^Row 3, square a3 \(2, 0\) rejected \(blocked\): this row's queen must stand on its required square e3/);
    await page.click('#reset');
    const start = await readCounters(page);
    const forward = await stepToEnd(page);
    const back = await stepBackToStart(page);
    assert.equal(back, forward);
    assert.deepEqual(await readCounters(page), start);
    assert.deepEqual([log.pageErrors, log.consoleErrors], [[], []]);
  }));

test('axe-core finds no serious or critical violation in Constrain mode with the board focused', { timeout: 60_000 }, () =>
  withPage({ path: '?n=6&block=0,1&require=2,2&variant=scan' }, async ({ page }) => {
    await openDrawer(page);
    await page.check('#constrain');
    await page.focus('#board');
    await page.keyboard.press('Enter');
    const found = await axeViolations(page);
    assert.deepEqual(found, [], `axe violations:\n${JSON.stringify(found, null, 2)}`);
  }));
