// The Practice panel: each of the article's exercises asks the learner's answer first (the button that runs
// the core stays disabled until one is given), then shows the verdict and the right numbers, checked against
// values computed here independently (brute force and bitmask counts in node) and the published totals of
// data/known-counts.tsv; bad sizes get a message; axe finds nothing serious.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { usePage, describeLog, typeInto, axeViolations, REPO_ROOT } from './helpers.mjs';

const withPage = usePage();

/** The published totals by n, from the project's table. */
const PUBLISHED = new Map(
  readFileSync(join(REPO_ROOT, 'data', 'known-counts.tsv'), 'utf8').split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'))
    .map(([n, solutions]) => [Number(n), Number(solutions)]),
);

/** Every solution of the n×n board (columns by row), in the order a left-to-right search meets them. */
function allSolutions(n) {
  const found = [];
  const columns = [];
  const extend = () => {
    const row = columns.length;
    if (row === n) {
      found.push([...columns]);
      return;
    }
    for (let col = 0; col < n; col++) {
      if (columns.every((c, r) => c !== col && Math.abs(c - col) !== row - r)) {
        columns.push(col);
        extend();
        columns.pop();
      }
    }
  };
  extend();
  return found;
}

/**
 * The steps the page's stepping search takes up to and including its first solution: one per square tried
 * (a placement or a rejection), one per queen lifted on the way back, and the solution itself.
 */
function stepsToFirstSolution(n) {
  let steps = 0;
  const columns = [];
  const extend = () => {
    const row = columns.length;
    if (row === n) {
      steps += 1;
      return true;
    }
    for (let col = 0; col < n; col++) {
      steps += 1;
      if (columns.every((c, r) => c !== col && Math.abs(c - col) !== row - r)) {
        columns.push(col);
        if (extend()) return true;
        columns.pop();
        steps += 1;
      }
    }
    return false;
  };
  extend();
  return steps;
}

/** Solutions of the n×n board by the column of the first row's queen, by a bitmask count. */
function byFirstColumn(n) {
  const all = (1 << n) - 1;
  const count = (cols, down, up) => {
    if (cols === all) return 1;
    let total = 0;
    let free = all & ~(cols | down | up);
    while (free) {
      const bit = free & -free;
      free ^= bit;
      total += count(cols | bit, ((down | bit) << 1) & all, (up | bit) >> 1);
    }
    return total;
  };
  return Array.from({ length: n }, (_, c) => count(1 << c, ((1 << c) << 1) & all, (1 << c) >> 1));
}

/** Gives the guess of question `id`: a number typed, or the index of a choice checked. */
async function guess(page, id, { number, choice }) {
  if (number !== undefined) await typeInto(page, `${id}-guess-number`, number);
  else await page.locator(`#${id}-guess-${choice}`).check();
}

const text = (page, id) => page.evaluate((id) => document.getElementById(id).textContent.replace(/\s+/g, ' ').trim(), id);
const group = (x) => x.toLocaleString('en-US');

/** The rows of the table in `id`, each an array of cell texts. */
const tableRows = (page, id) => page.evaluate((id) => Array.from(document.querySelectorAll(`#${id} tbody tr`),
  (tr) => Array.from(tr.cells, (cell) => cell.textContent.trim())), id);

test('the corner exercise counts the corner queens of the size asked, as brute force does', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    assert.equal(await text(page, 'practice-corner-size-hint'), '(1 to 14)', 'the limit is the core’s');
    for (const n of [8, 6, 9, 1]) {
      const solutions = allSolutions(n);
      const withCorner = solutions.filter((s) => [s[0], s[n - 1]].some((c) => c === 0 || c === n - 1)).length;
      const topLeft = solutions.filter((s) => s[0] === 0).length;
      assert.equal(solutions.length, PUBLISHED.get(n), `n = ${n}: the brute force agrees with the table`);
      await typeInto(page, 'practice-corner-size', n);
      await guess(page, 'practice-corner', { number: withCorner + 1 });
      await page.locator('#practice-corner').click();
      const answer = await text(page, 'practice-corner-answer');
      assert.ok(answer.startsWith(`You said ${group(withCorner + 1)}; the search says ${group(withCorner)}.${n}×${n}: ${group(withCorner)} of the ${group(solutions.length)} solutions put a queen on a corner square (${topLeft} on the top left one, a1).`), `n = ${n}: ${answer}`);
      assert.match(answer, n === 1 ? /every corner at once/ : /share a row, a column or a long diagonal/);
    }
    // n = 12 is beyond brute force here: its corner count against the bitmask count of a1 times four.
    await typeInto(page, 'practice-corner-size', 12);
    const a1 = byFirstColumn(12)[0];
    await guess(page, 'practice-corner', { number: 4 * a1 });
    await page.locator('#practice-corner').click();
    assert.match(await text(page, 'practice-corner-answer'), new RegExp(`^You said ${group(4 * a1)}: right\\.12×12: ${group(4 * a1)} of the 14,200 solutions .*\\(${group(a1)} on the top left one`));
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('bad corner sizes get a message and the last answer stays', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await guess(page, 'practice-corner', { number: 16 });
    await page.locator('#practice-corner').click();
    const before = await text(page, 'practice-corner-answer');
    assert.match(before, /^You said 16: right\.8×8: 16 of the 92 solutions/);
    for (const [bad, message] of [['abc', /not a number/], ['0', /too small/], ['-1', /cannot have -1 squares/], ['15', /too large/], ['99999999999999', /too large/]]) {
      await typeInto(page, 'practice-corner-size', bad);
      await page.locator('#practice-corner').click();
      assert.equal(await page.locator('#practice-corner-size-error').isVisible(), true, bad);
      assert.match(await text(page, 'practice-corner-size-error'), message, bad);
      assert.equal(await page.locator('#practice-corner-size').getAttribute('aria-invalid'), 'true', bad);
      assert.equal(await text(page, 'practice-corner-answer'), before, `${bad}: the last answer stays`);
    }
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('the first solution for n = 4 is found by the search and compared with the article’s', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    const first = allSolutions(4)[0];
    assert.deepEqual(first, [1, 3, 0, 2]);
    assert.match(await text(page, 'practice-first-question'), /n = 4 equal the article's \[1, 3, 0, 2\]\?$/);
    await guess(page, 'practice-first', { choice: 1 });
    await page.locator('#practice-first').click();
    const answer = await text(page, 'practice-first-answer');
    const steps = stepsToFirstSolution(4);
    assert.equal(steps, 31, 'counted by hand: 8 placements, 18 rejections, 4 queens lifted, the solution');
    assert.ok(answer.startsWith(`You said no; the search says yes.Yes: the search stopped at its first solution after ${steps} steps with [1, 3, 0, 2]; the article says [1, 3, 0, 2].`), answer);
    assert.match(answer, /left to right/);
    assert.equal(await page.locator('#practice-first-answer').getAttribute('data-equal'), 'true');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('the mirror trick matches the full count for n = 8, 10, 12', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await guess(page, 'practice-mirror', { choice: 0 });
    await page.locator('#practice-mirror').click();
    assert.match(await text(page, 'practice-mirror-answer'), /^You said yes: right\./);
    const rows = await tableRows(page, 'practice-mirror-answer');
    const expected = [8, 10, 12].map((n) => {
      const left = byFirstColumn(n).slice(0, n / 2).reduce((a, b) => a + b, 0);
      assert.equal(2 * left, PUBLISHED.get(n), `n = ${n}`);
      return [String(n), group(left), group(2 * left), group(PUBLISHED.get(n)), 'yes'];
    });
    assert.deepEqual(rows, expected);
    assert.match(await text(page, 'practice-mirror-answer'), /Yes, for every one: reflecting a solution/);
    assert.equal(await page.locator('#practice-mirror-answer').getAttribute('data-match'), 'true');
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('doubling the middle column of odd boards overcounts by its solutions; counting it once is right', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await guess(page, 'practice-odd', { choice: 1 });
    await page.locator('#practice-odd').click();
    assert.match(await text(page, 'practice-odd-answer'), /^You said right; the search says too high\./);
    const rows = await tableRows(page, 'practice-odd-answer');
    const expected = [5, 7, 9, 11, 13].map((n) => {
      const counts = byFirstColumn(n);
      const half = (n - 1) / 2;
      const left = counts.slice(0, half).reduce((a, b) => a + b, 0);
      const middle = counts[half];
      assert.equal(2 * left + middle, PUBLISHED.get(n), `n = ${n}`);
      assert.ok(middle > 0, `n = ${n}: the mistake shows`);
      return [String(n), group(left), group(middle), group(2 * (left + middle)), group(2 * left + middle), group(PUBLISHED.get(n))];
    });
    assert.deepEqual(rows, expected);
    assert.deepEqual(rows.find((r) => r[0] === '9'), ['9', '149', '54', '406', '352', '352']);
    assert.match(await text(page, 'practice-odd-answer'), /too high by exactly the middle column's count/);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('the Practice panel with every answer shown passes axe', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await guess(page, 'practice-corner', { number: 10 });
    for (const id of ['practice-first', 'practice-mirror', 'practice-odd']) await guess(page, id, { choice: 0 });
    for (const id of ['practice-corner', 'practice-first', 'practice-mirror', 'practice-odd']) await page.locator(`#${id}`).click();
    await page.locator('#practice-odd-answer table').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
    assert.deepEqual(log.consoleErrors, [], describeLog(log));
  }));

test('each exercise asks first: its button stays disabled and nothing is shown until a guess is given', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    for (const id of ['practice-corner', 'practice-first', 'practice-mirror', 'practice-odd']) {
      assert.equal(await page.locator(`#${id}`).isDisabled(), true, id);
      assert.equal(await text(page, `${id}-answer`), '', id);
      assert.match(await text(page, `${id}-guess`), /^Your answer first: /, id);
    }
    await typeInto(page, 'practice-corner-guess-number', 'many');
    assert.equal(await page.locator('#practice-corner').isDisabled(), true, 'a guess is a whole number');
    await typeInto(page, 'practice-corner-guess-number', '12');
    assert.equal(await page.locator('#practice-corner').isDisabled(), false);
    await guess(page, 'practice-first', { choice: 0 });
    assert.equal(await page.locator('#practice-first').isDisabled(), false);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));
