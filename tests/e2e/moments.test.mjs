// The moments the reference articles name, on the 4×4 board: the first backtrack called one when it happens,
// the steps that proved no solution starts with a1 (the walk-through's "twenty tries"), the first solution as
// b1 d2 a3 c4 and as [1, 3, 0, 2] with placement shown beside the three sets, and at the end the nodes set
// against n! permutations and C(n², n) placements. Step numbers and figures come from the reference search
// (tests/e2e/reference-search.mjs) and are computed here, never read from the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';

const withPage = usePage();

const group = (k) => k.toLocaleString('en-US');
const factorial = (n) => (n <= 1 ? 1 : n * factorial(n - 1));
const choose = (m, k) => (k === 0 ? 1 : (choose(m - 1, k - 1) * m) / k);

/** Steps the page to step `k` (from where it stands, forward only) and reads narration, stack and placement. */
function readAt(page, k) {
  return page.evaluate((k) => {
    while (window.nqueensPage.counters().steps < k) window.nqueensPage.step();
    const placement = document.querySelector('#sets [data-set="placement"]');
    return {
      steps: window.nqueensPage.counters().steps,
      narration: document.getElementById('narration').textContent,
      frames: [...document.querySelectorAll('#call-stack li.frame')].map((e) => e.textContent),
      note: document.querySelector('#code-lines [aria-current="step"] .code-note').textContent,
      placement: placement.textContent,
      placementInSets: document.getElementById('sets').contains(placement) && !placement.hidden,
    };
  }, k);
}

test('n = 4: the first backtrack, the a1 branch, the first solution and the end, as the articles name them', { timeout: 120_000 }, () =>
  withPage({ path: '?n=4' }, async ({ page, log }) => {
    const states = referenceStates(4);
    const at = (predicate) => states.findIndex(predicate);

    const backtrack = at((s) => s.event?.event === 'remove');
    const first = await readAt(page, backtrack);
    assert.equal(first.steps, backtrack);
    const { row, col } = states[backtrack].event;
    assert.ok(first.narration.endsWith(`place_queen_in(${row + 1}) ran out of columns and returned: that return is the backtrack.`), first.narration);
    assert.deepEqual(first.frames, ['place_queen_in(0) · row 1: a1 ✓ (col = 0)', 'place_queen_in(1) · row 2: a2 ✗ b2 ✗ c2 ↩ (col = 2)']);
    assert.match(first.note, new RegExp(`place_queen_in\\(${row + 1}\\) returned: the queen on c2 \\(${row}, ${col}\\) is lifted`));
    const second = await readAt(page, at((s, k) => k > backtrack && s.event?.event === 'remove'));
    assert.doesNotMatch(second.narration, /that return is the/, 'only the first backtrack is named so');

    const a1 = at((s) => s.event?.event === 'remove' && s.event.row === 0 && s.event.col === 0);
    const givenUp = await readAt(page, a1);
    const c = states[a1].counters;
    const tries = a1 - 1; // every step since a1 was placed at step 1
    assert.equal(tries, 20, 'the walk-through\'s twenty tries');
    assert.ok(givenUp.narration.includes(`The ${tries} steps since a1 was placed at step 1 proved it: `
      + `${c.rejections} squares rejected, ${c.nodes - 2} queens placed under a1 and ${c.backtracks} lifted, a1 last.`), givenUp.narration);

    const solution = at((s) => s.event?.event === 'solution');
    const found = await readAt(page, solution);
    const columns = states[solution].queens;
    assert.deepEqual(columns, [1, 3, 0, 2]);
    assert.ok(found.narration.includes('b1 d2 a3 c4, which the code records as placement = [1, 3, 0, 2]'), found.narration);
    assert.equal(found.note, '★ solution 1: b1 d2 a3 c4, placement = [1, 3, 0, 2]');
    assert.ok(found.placementInSets, 'placement is shown in the sets panel');
    assert.ok(found.placement.replace(/\s/g, '').endsWith('[1,3,0,2]'), found.placement);
    assert.equal(found.frames.at(-1), 'place_queen_in(4): row == n, every row is filled');
    assert.equal(found.frames[2], 'place_queen_in(2) · row 3: a3 ✓ (col = 0)');

    const end = await readAt(page, states.length - 1);
    const nodes = states.at(-1).counters.nodes;
    assert.equal(nodes, 17);
    assert.ok(end.narration.includes(`It examined ${group(nodes)} partial boards (its nodes), against ${group(factorial(4))} permutations (4!) `
      + `and ${group(choose(16, 4))} placements of 4 queens on 16 squares (C(16, 4)).`), end.narration);
    assert.ok(end.narration.includes('24 permutations') && end.narration.includes('1,820 placements'));
    assert.deepEqual(log.pageErrors, []);
  }));

test('Construct prints 0-based columns, labelled so, and the squares by their chess names', { timeout: 60_000 }, () =>
  withPage({ path: '?n=6' }, async ({ page }) => {
    const built = await page.evaluate(() => window.nqueensPage.construct(8));
    const status = await page.locator('#construct-status').textContent();
    const sample = Array.from(built.sample);
    assert.ok(status.includes(`Columns of every row, counting from 0 as the code does: ${sample.join(', ')}.`), status);
    assert.ok(status.includes(`As squares: ${sample.map((c, r) => `${String.fromCharCode(97 + c)}${r + 1}`).join(' ')}.`), status);
    assert.ok(sample.includes(0) && !sample.includes(8), `0-based: ${sample}`);
  }));
