// Counts are shown with thousands separators everywhere: the live counters (which keep
// the plain number in data-value), the narration, the solutions heading, the known values and the Count
// results; and "Nodes the whole search examines" shows the real total once a run reaches the end, for a
// size the reference table lacks too.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, setValidSize, readCounters, describeLog, typeInto } from './helpers.mjs';

const withPage = usePage();

const text = (page, id) => page.evaluate((id) => document.getElementById(id).textContent.trim(), id);
const value = (page, id) => page.evaluate((id) => document.getElementById(id).dataset.value, id);
const GROUPED = /^\d{1,3}(,\d{3})+$/;

async function runToEnd(page, timeout = 120_000) {
  await page.locator('#run-to-end').click();
  await page.waitForFunction(() => window.nqueensPage.mode() === 'idle', null, { timeout, polling: 200 });
}

test('12×12 run to the end: counters, narration, solutions and known values with separators', { timeout: 180_000 }, () =>
  withPage(async ({ page, log }) => {
    await setValidSize(page, 12);
    assert.equal(await text(page, 'known-solutions'), '14,200');
    assert.equal(await text(page, 'known-nodes'), '856,189');
    await runToEnd(page);
    const counters = await page.evaluate(() => window.nqueensPage.counters());
    assert.equal(counters.solutions, 14200);
    for (const id of ['steps', 'nodes', 'solutions', 'backtracks', 'rejections', 'placements']) {
      const shown = await text(page, id);
      assert.match(shown, GROUPED, `#${id} shows ${shown}`);
      assert.equal(await value(page, id), shown.replace(/,/g, ''), `#${id}: data-value and text differ`);
    }
    assert.equal(await text(page, 'nodes'), '856,189');
    assert.equal((await readCounters(page)).nodes, 856189, 'the helpers read the grouped text');
    assert.equal(await text(page, 'narration'), 'Search finished: 14,200 solutions. It examined 856,189 partial boards (its nodes), '
      + 'against 479,001,600 permutations (12!) and 103,619,293,824,707,388 placements of 12 queens on 144 squares (C(144, 12)).');
    assert.equal(await text(page, 'solutions-count'), '14,200');
    assert.match(await text(page, 'solutions-more'), /^and 13,900 more/);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('after a run to the end, the whole search’s nodes are shown for any size', { timeout: 240_000 }, () =>
  withPage(async ({ page, log }) => {
    await setValidSize(page, 13);
    await runToEnd(page, 220_000);
    const nodes = await text(page, 'nodes');
    assert.match(nodes, GROUPED);
    assert.equal(await text(page, 'known-nodes'), nodes, 'the total the run just counted');
    // It stays known for that size: another size and back.
    await setValidSize(page, 6);
    await setValidSize(page, 13);
    assert.equal(await text(page, 'known-nodes'), nodes);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));

test('Count results and their known values with separators', { timeout: 120_000 }, () =>
  withPage(async ({ page, log }) => {
    await typeInto(page, 'count-size', 12);
    await page.locator('#count').click();
    await page.waitForFunction(() => document.getElementById('count-total').dataset.value === '14200', null, { timeout: 60_000 });
    assert.equal(await text(page, 'count-total'), '14,200');
    assert.equal(await text(page, 'count-unique'), '1,787', 'the page counts 12 by the join, the unique count too');
    assert.equal(await text(page, 'count-known-total'), '14,200');
    assert.equal(await text(page, 'count-known-unique'), '1,787');
    assert.match(await text(page, 'count-match'), /matches the known value/);
    // By frames (asked through the hook), the unique count with its separator.
    await page.evaluate(() => window.nqueensPage.count(12, { method: 'frames' }));
    assert.equal(await text(page, 'count-unique'), '1,787');
    assert.equal(await value(page, 'count-unique'), '1787');
    assert.match(await text(page, 'count-match'), /matches the known value \(both totals\)/);
    assert.deepEqual(log.pageErrors, [], describeLog(log));
  }));
