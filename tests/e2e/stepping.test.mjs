// Stepping: n = 4 stepped one event at a time reaches 17 nodes and 2 solutions, and stepping back all
// the way returns every counter to its starting value.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, setValidSize, readCounters, stepToEnd, stepBackToStart, queens } from './helpers.mjs';

const withPage = usePage();

test('size 4 stepped to the end: 17 nodes, 2 solutions; Step back returns every counter to the start', { timeout: 180_000 }, () =>
  withPage(async ({ page, log }) => {
    await setValidSize(page, 4);
    const start = await readCounters(page);
    const startNarration = (await page.locator('#narration').textContent()).trim();
    assert.equal(start.steps, 0);
    assert.equal(start.solutions, 0);

    const forward = await stepToEnd(page);
    const end = await readCounters(page);
    assert.equal(end.nodes, 17, `nodes after the whole search: ${JSON.stringify(end)}`);
    assert.equal(end.solutions, 2, `solutions after the whole search: ${JSON.stringify(end)}`);
    assert.equal(end.steps, forward, 'each Step click is exactly one step');
    assert.ok(end.backtracks > 0 && end.rejections > 0, `backtracks/rejections: ${JSON.stringify(end)}`);
    assert.equal((await page.evaluate(() => window.nqueensPage.lastEvent())).event, 'done', 'Step is disabled before the end');
    const endNarration = (await page.locator('#narration').textContent()).trim();
    assert.notEqual(endNarration, startNarration, 'the narration does not change by the end of the search');

    const back = await stepBackToStart(page);
    assert.equal(back, forward, 'Step back takes as many clicks as Step did');
    const again = await readCounters(page);
    assert.deepEqual(again, start, 'Step back all the way returns every counter to where it started');
    assert.deepEqual(await queens(page), [], 'the board is empty again');

    assert.deepEqual(log.pageErrors, [], 'uncaught exceptions while stepping');
    assert.deepEqual(log.consoleErrors, [], 'console errors while stepping');
  }));
