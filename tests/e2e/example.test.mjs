// The example tutorial: dist/examples/four-queens.html retells the 4×4 walk-through with
// three boards at the moments that matter (the first rejection, the a1 branch given up, the first
// solution), found here with the reference search, and buttons in the text that move them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, describeLog } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';
import { elementState, referenceCounters, fiveCounters, axeWithShadow, offOrigin } from './embed-hosts.mjs';

const withPage = usePage();
const FOUR = referenceStates(4);
const kind = (k) => FOUR[k].event?.event;
const FIRST_REJECTION = FOUR.findIndex((s, k) => kind(k) === 'reject');
const A1_GIVEN_UP = FOUR.findIndex((s) => s.event?.event === 'remove' && s.event.row === 0 && s.event.col === 0);
const FIRST_SOLUTION = FOUR.findIndex((s, k) => kind(k) === 'solution');
const FIRST_BACKTRACK = FOUR.findIndex((s, k) => kind(k) === 'remove');

test('the three boards stand at the first rejection, the a1 branch given up and the first solution', { timeout: 60_000 }, () =>
  withPage({ path: 'examples/four-queens.html' }, async ({ page, log, env }) => {
    for (const [id, step] of [['rejection', FIRST_REJECTION], ['branch', A1_GIVEN_UP], ['solution', FIRST_SOLUTION]]) {
      const board = await elementState(page, `#${id}`);
      assert.deepEqual(fiveCounters(board.counters), referenceCounters(FOUR[step]), id);
      assert.deepEqual(board.queens, FOUR[step].queens, id);
    }
    // The words say the steps the boards show.
    const text = await page.locator('main').textContent();
    assert.match(text, new RegExp(`at step\\s+${A1_GIVEN_UP} the queen leaves a1: no solution starts with a1`));
    assert.match(text, new RegExp(`at step\\s+${FIRST_SOLUTION}: b1, d2, a3, c4`));
    assert.deepEqual(FOUR[FIRST_SOLUTION].queens, [1, 3, 0, 2]);
    assert.deepEqual([...log.consoleErrors, ...log.pageErrors, ...log.failed], [], describeLog(log));
    assert.deepEqual(offOrigin(log, env.server.url), []);
    const { violations } = await axeWithShadow(page);
    assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
  }));

test('the buttons in the text move the boards, and a solution found is told', { timeout: 60_000 }, () =>
  withPage({ path: 'examples/four-queens.html' }, async ({ page }) => {
    const lastRejectBeforeBacktrack = FIRST_BACKTRACK - 1;
    assert.equal(kind(lastRejectBeforeBacktrack), 'reject');
    await page.locator(`button[data-board="branch"][data-step="${lastRejectBeforeBacktrack}"]`).click();
    await page.waitForFunction((k) => document.getElementById('branch').getCounters().steps === k, lastRejectBeforeBacktrack);
    await page.locator(`button[data-board="branch"][data-step="${FIRST_BACKTRACK}"]`).click();
    await page.waitForFunction((k) => document.getElementById('branch').getCounters().steps === k, FIRST_BACKTRACK);
    assert.deepEqual((await elementState(page, '#branch')).queens, FOUR[FIRST_BACKTRACK].queens);

    await page.locator('button[data-board="solution"][data-action="nextSolution"]').click();
    await page.waitForFunction(() => /^Solution 2: /.test(document.getElementById('solution-note').textContent), null, { timeout: 30_000 });
    const second = FOUR.findIndex((s, k) => kind(k) === 'solution' && s.counters.solutions === 2);
    assert.equal(await page.locator('#solution-note').textContent(), 'Solution 2: c1, a2, d3, b4.');
    assert.deepEqual(FOUR[second].queens, [2, 0, 3, 1]);
  }));
