// The Repair box (min-conflicts): n = 64 stepped and played on the board until its queens form a solution
// (checked here, square by square), Step making one move, the shading of the squares; a large board repaired
// to the end in a worker and reported valid; bad sizes and seeds get messages; axe finds nothing serious.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, describeLog, typeInto, axeViolations, setRange, readCounter, canvasColours } from './helpers.mjs';

const withPage = usePage();

const text = (page, id) => page.evaluate((id) => document.getElementById(id).textContent.trim(), id);
const state = (page) => page.evaluate(() => window.nqueensPage.repairState());

/** Whether `columns` (row r's queen in columns[r]) has no two queens sharing a column or a diagonal. */
function isSolution(columns) {
  const n = columns.length;
  if (!columns.every((c) => Number.isInteger(c) && c >= 0 && c < n)) return false;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      if (columns[a] === columns[b] || Math.abs(columns[a] - columns[b]) === b - a) return false;
    }
  }
  return true;
}

/** Sets the size and seed fields and presses Reset. */
async function newBoard(page, n, seed) {
  await typeInto(page, 'repair-size', n);
  await typeInto(page, 'repair-seed', seed);
  await page.locator('#repair-reset').click();
}

test('Repair solves n = 64 on the board: played at the fastest pace until no queen is attacked', { timeout: 180_000 }, () =>
  withPage(async ({ page, log }) => {
    assert.equal(await text(page, 'repair-size-hint'), '(1 to 10,000,000; up to 64 move by move)', 'limits from the core');
    await newBoard(page, 64, 3);
    const start = await state(page);
    assert.equal(start.n, 64);
    assert.equal(start.seed, 3);
    assert.equal(start.moves, 0);
    assert.equal(start.columns.length, 64);
    assert.equal(start.solved, false, 'the greedy start of 64 leaves queens attacked (seed 3)');
    assert.ok(!isSolution(start.columns));
    assert.match(await text(page, 'repair-status'), /^64×64, seed 3: 0 moves; \d+ of 64 queens attacked\.$/);
    // One step: one move, one queen moved within its row.
    await page.locator('#repair-step').click();
    const one = await state(page);
    assert.equal(one.moves, 1);
    assert.equal(await readCounter(page, 'repair-moves'), 1);
    assert.equal(one.columns.filter((c, r) => c !== start.columns[r]).length, 1, 'exactly one queen moved');
    await setRange(page, '#repair-speed', 'max');
    assert.equal(await text(page, 'repair-speed-text'), '60 moves per second');
    await page.locator('#repair-play').click();
    await page.waitForFunction(() => window.nqueensPage.repairState().solved, null, { timeout: 150_000, polling: 100 });
    const end = await state(page);
    assert.ok(isSolution(end.columns), `the board's queens are a solution: ${JSON.stringify(end.columns)}`);
    assert.equal(end.valid, true);
    assert.equal(end.running, false);
    assert.equal(await readCounter(page, 'repair-moves'), end.moves);
    assert.equal(await readCounter(page, 'repair-attacked'), 0);
    assert.equal(await text(page, 'repair-status'), `64×64, seed 3: solved in ${end.moves.toLocaleString('en-US')} moves: no queen is attacked, valid (checked).`);
    assert.equal(await page.locator('#repair-step').isDisabled(), true);
    assert.equal(await page.locator('#repair-play').isDisabled(), true);
    // The same seed gives the same moves: Reset and run again.
    await page.locator('#repair-reset').click();
    assert.deepEqual((await state(page)).columns, start.columns, 'Reset starts the same greedy board');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('squares are shaded by their conflicts; under reduced motion a moved queen is on its new square at once', { timeout: 60_000 }, () =>
  withPage({ contextOptions: { reducedMotion: 'reduce' } }, async ({ page, log }) => {
    // The first seed whose greedy start leaves a queen attacked, so that there is a move to make.
    let seed = 0;
    await newBoard(page, 8, seed);
    while (isSolution((await state(page)).columns)) await newBoard(page, 8, ++seed);
    const { columns } = await state(page);
    // The board drawn: the shade of every empty square follows its conflicts, counted here from the queens.
    const shades = await page.evaluate((columns) => {
      const canvas = document.getElementById('repair-board');
      const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      const n = columns.length;
      const cell = canvas.width / n;
      const out = [];
      for (let row = 0; row < n; row++) {
        for (let col = 0; col < n; col++) {
          if (columns[row] === col) continue;
          const attackers = columns.filter((c, r) => r !== row && (c === col || Math.abs(c - col) === Math.abs(r - row))).length;
          const i = ((Math.floor((row + 0.85) * cell)) * canvas.width + Math.floor((col + 0.15) * cell)) * 4;
          out.push({ light: (row + col) % 2 === 0, attackers, rgb: `${data[i]},${data[i + 1]},${data[i + 2]}` });
        }
      }
      return out;
    }, columns);
    for (const light of [true, false]) {
      const squares = shades.filter((s) => s.light === light);
      const byCount = new Map();
      for (const s of squares) {
        if (!byCount.has(s.attackers)) byCount.set(s.attackers, new Set());
        byCount.get(s.attackers).add(s.rgb);
      }
      for (const [k, colours] of byCount) assert.equal(colours.size, 1, `${light ? 'light' : 'dark'} squares with ${k} conflicts share one shade`);
      const unattacked = byCount.get(0) ? [...byCount.get(0)][0] : undefined;
      for (const [k, colours] of byCount) if (k > 0 && unattacked) assert.notEqual([...colours][0], unattacked, `${k} conflicts are shaded`);
    }
    assert.ok((await canvasColours(page, '#repair-board')).distinct > 4);
    // Reduced motion: a step shows the queen on its new square at once, the state and the picture agreeing.
    await page.locator('#repair-step').click();
    const after = await state(page);
    assert.equal(after.moves, 1);
    const row = after.columns.findIndex((c, r) => c !== columns[r]);
    const centre = await page.evaluate(([row, col, n]) => {
      const canvas = document.getElementById('repair-board');
      const cell = canvas.width / n;
      const d = canvas.getContext('2d').getImageData(Math.floor((col + 0.5) * cell), Math.floor((row + 0.5) * cell), 1, 1).data;
      const probe = document.createElement('canvas').getContext('2d');
      probe.fillStyle = window.nqueensPage.paletteColour('queen');
      probe.fillRect(0, 0, 1, 1);
      const q = probe.getImageData(0, 0, 1, 1).data;
      return { drawn: `${d[0]},${d[1]},${d[2]}`, queen: `${q[0]},${q[1]},${q[2]}` };
    }, [row, after.columns[row], 8]);
    assert.equal(centre.drawn, centre.queen, 'the moved queen is drawn on its new square, no slide');
    assert.match(await page.locator('#repair-board').getAttribute('aria-label'), /^8×8 board being repaired: (solved|\d+ queens attacked)\./);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('a large board is repaired to the end in the background and reported valid', { timeout: 180_000 }, () =>
  withPage(async ({ page, log }) => {
    await newBoard(page, 1_000_000, 7);
    assert.match(await text(page, 'repair-status'), /^1,000,000×1,000,000, seed 7: too many rows to show move by move\. Press Play/);
    assert.equal(await page.locator('#repair-step').isDisabled(), true);
    await page.locator('#repair-play').click();
    await page.waitForFunction(() => /\(checked\)|not repaired/.test(document.getElementById('repair-status').textContent), null, { timeout: 170_000, polling: 200 });
    const large = await page.evaluate(() => window.nqueensPage.repairLarge());
    assert.equal(large.n, 1_000_000);
    assert.equal(large.seed, 7);
    assert.equal(large.valid, true);
    assert.ok(large.moves > 0 && Number.isInteger(large.moves), JSON.stringify(large));
    assert.ok(large.seconds > 0, JSON.stringify(large));
    const status = await text(page, 'repair-status');
    assert.match(status, new RegExp(`^1,000,000×1,000,000, seed 7: repaired in ${large.moves.toLocaleString('en-US')} moves and [\\d.]+ (ms|s): valid \\(checked\\)\\.$`));
    assert.match(await text(page, 'repair-time'), /^Repaired and checked in a background worker in [\d.]+ (ms|s), drawn in [\d.]+ (ms|s)\.$/);
    assert.equal(await readCounter(page, 'repair-moves'), large.moves);
    // The first rows of the board, read back, are on the board and in distinct columns.
    const { columns } = await state(page);
    assert.equal(columns.length, 1000);
    assert.ok(columns.every((c) => Number.isInteger(c) && c >= 0 && c < 1_000_000));
    assert.equal(new Set(columns).size, 1000);
    assert.ok((await canvasColours(page, '#repair-board')).distinct > 1, 'the density picture is drawn');
    assert.match(await page.locator('#repair-board').getAttribute('aria-label'), /repaired 1,000,000×1,000,000 board, valid/);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
    assert.deepEqual(log.consoleErrors, [], describeLog(log));
  }));

test('bad sizes and seeds get a message and the board stays; 2 and 3 have no solution', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await newBoard(page, 10, 5);
    const before = await state(page);
    const status = await text(page, 'repair-status');
    for (const [field, bad, message] of [
      ['repair-seed', 'abc', /The seed must be a whole number from 0 to 9,007,199,254,740,991, not “abc”\./],
      ['repair-seed', '-1', /The seed must be a whole number/],
      ['repair-size', '0', /too small/],
      ['repair-size', '-1', /cannot have -1 squares/],
      ['repair-size', '10000001', /too large: the largest board here is 10,000,000×10,000,000/],
      ['repair-size', 'abc', /not a number/],
    ]) {
      await typeInto(page, field, bad);
      await page.locator('#repair-reset').click();
      assert.equal(await page.locator(`#${field}-error`).isVisible(), true, bad);
      assert.match(await text(page, `${field}-error`), message, bad);
      assert.equal(await page.locator(`#${field}`).getAttribute('aria-invalid'), 'true', bad);
      assert.deepEqual(await state(page), before, `${bad}: the board stays`);
      assert.equal(await text(page, 'repair-status'), status, `${bad}: the status stays`);
      await typeInto(page, field, field === 'repair-seed' ? '5' : '10');
    }
    for (const n of [2, 3]) {
      await newBoard(page, n, 0);
      assert.equal(await text(page, 'repair-status'), `No solution exists for the ${n}×${n} board.`);
      assert.equal(await page.locator('#repair-play').isDisabled(), true);
      assert.equal(await page.locator('#repair-step').isDisabled(), true);
    }
    await newBoard(page, 1, 0);
    assert.match(await text(page, 'repair-status'), /^1×1, seed 0: /);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));
