// The story and the growth chart on the main page: the narration's story sentences on n = 4, stepped through and checked
// against an independent reference search (tests/e2e/reference-search.mjs), and the growth chart (#growth):
// 16 points per series with the reference's numbers, the current n marked, its live bar growing while the
// search runs, a column's numbers on focus and hover, no axe violation in either scheme, nothing wider than 360 px.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { usePage, setValidSize, axeViolations, saveScreenshot, REPO_ROOT } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';

const withPage = usePage();
const group = (k) => k.toLocaleString('en-US');
const sq = (row, col) => `${String.fromCharCode(97 + col)}${row + 1}`;

/** The reference numbers for n = 1..16: nodes from the data table, the raw counts computed here. */
function referenceRows() {
  const table = readFileSync(join(REPO_ROOT, 'data', 'known-counts.tsv'), 'utf8').split('\n')
    .filter((line) => /^\d/.test(line)).map((line) => line.split('\t'));
  const rows = [];
  for (let n = 1; n <= 16; n++) {
    const [, solutions, , nodes] = table.find((cells) => Number(cells[0]) === n);
    let factorial = 1n;
    for (let k = 2n; k <= BigInt(n); k++) factorial *= k;
    let choose = 1n;
    for (let k = 0n; k < BigInt(n); k++) choose = (choose * (BigInt(n * n) - k)) / (k + 1n);
    rows.push({ n, nodes: BigInt(nodes), solutions: BigInt(solutions), factorial, power: BigInt(n) ** BigInt(n), choose });
  }
  // The small sizes' nodes also from the reference search itself, so the table is checked too.
  for (const n of [1, 2, 3, 4, 5, 6]) {
    const states = referenceStates(n);
    assert.equal(rows[n - 1].nodes, BigInt(states[states.length - 1].counters.nodes), `n = ${n}: the table's nodes`);
  }
  return rows;
}

const readPoints = (page) => page.evaluate(() => [...document.querySelectorAll('#growth .growth-point')]
  .map((p) => ({ series: p.dataset.series, n: Number(p.dataset.n), value: p.dataset.value, title: p.querySelector('title')?.textContent })));

const readLive = (page) => page.evaluate(() => {
  const bar = document.getElementById('growth-live');
  return { value: Number(bar.dataset.value), height: Number(bar.getAttribute('height')), n: Number(bar.closest('svg')
    .querySelector('.growth-bar.current').dataset.n), text: document.getElementById('growth-live-text').textContent };
});

test('the growth chart draws 16 points per series with the reference numbers, and marks the current n', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await page.click('#growth-tab');
    const rows = referenceRows();
    await setValidSize(page, 8);
    const points = await readPoints(page);
    for (const series of ['nodes', 'factorial', 'power', 'choose', 'solutions']) {
      const drawn = points.filter((p) => p.series === series);
      assert.deepEqual(drawn.map((p) => p.n), Array.from({ length: 16 }, (_, i) => i + 1), `${series}: one point per n`);
      assert.deepEqual(drawn.map((p) => p.value), rows.map((r) => String(r[series])), `${series}: the values`);
    }
    const node8 = points.find((p) => p.series === 'nodes' && p.n === 8);
    assert.equal(node8.title, 'n = 8: 2,057 nodes the search examines');
    assert.equal(points.find((p) => p.series === 'choose' && p.n === 16).title,
      `n = 16: ${group(rows[15].choose)} ways to put n queens on n² squares`);
    assert.equal(await page.locator('#growth .growth-current-label').textContent(), 'n = 8');
    assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('#growth .growth-bar.current')].map((b) => b.dataset.n)), ['8']);
    await setValidSize(page, 5);
    assert.equal(await page.locator('#growth .growth-current-label').textContent(), 'n = 5');
    assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('#growth .growth-bar.current')].map((b) => b.dataset.n)), ['5']);
    // Above 16 the chart says the size is beyond it.
    await setValidSize(page, 18);
    assert.equal(await page.locator('#growth .growth-current-label').count(), 0);
    assert.match(await page.locator('#growth-live-text').textContent(), /^n = 18 is beyond the chart/);
    assert.deepEqual(log.pageErrors, []);
  }));

test('the current n\'s live bar grows while the search plays, up to the known bar at the end', { timeout: 120_000 }, () =>
  // A paced speed (35,539 nodes in 384,413 steps at 200,000 steps a second) keeps the run going for
  // many frames on any machine, so the samples cannot all land on the last frame.
  withPage({ path: '?n=10&speed=200000' }, async ({ page, log }) => {
    await page.click('#growth-tab');
    const start = await readLive(page);
    assert.deepEqual({ value: start.value, height: start.height, n: start.n }, { value: 1, height: 0, n: 10 });
    await page.evaluate(() => window.nqueensPage.play());
    const samples = [];
    for (;;) {
      await page.waitForFunction((last) => Number(document.getElementById('growth-live').dataset.value) > last,
        samples.at(-1)?.value ?? 1, { timeout: 60_000 });
      const sample = await readLive(page);
      samples.push(sample);
      if (sample.value === 35_539) break;
    }
    assert.ok(samples.length >= 2, `the bar jumped straight to the end: ${JSON.stringify(samples)}`);
    for (let i = 1; i < samples.length; i++) assert.ok(samples[i].height > samples[i - 1].height, JSON.stringify(samples));
    const full = await page.evaluate(() => Number(document.querySelector('#growth .growth-bar.current').getAttribute('height')));
    assert.ok(Math.abs(samples.at(-1).height - full) < 0.01, `live ${samples.at(-1).height} vs the known bar ${full}`);
    assert.equal(samples.at(-1).text, 'n = 10 now: 35,539 of 35,539 nodes examined.');
    assert.deepEqual(log.pageErrors, []);
  }));

test('focusing or hovering a column says its numbers; the arrow keys move between columns', { timeout: 60_000 }, () =>
  withPage(async ({ page }) => {
    await page.click('#growth-tab');
    const rows = referenceRows();
    const says = (r) => `n = ${r.n}: the search examines ${group(r.nodes)} nodes and finds ${group(r.solutions)} ` +
      `${r.solutions === 1n ? 'solution' : 'solutions'}; n! = ${group(r.factorial)}, nⁿ = ${group(r.power)}, C(n², n) = ${group(r.choose)}.`;
    const tabbable = await page.evaluate(() => [...document.querySelectorAll('#growth .growth-column')].filter((c) => c.tabIndex === 0).length);
    assert.equal(tabbable, 1, 'one tab stop for the chart');
    await page.locator('#growth .growth-column[data-n="1"]').focus();
    assert.equal(await page.locator('#growth-readout').textContent(), says(rows[0]));
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    const active = await page.evaluate(() => ({ n: document.activeElement.dataset.n, label: document.activeElement.getAttribute('aria-label') }));
    assert.deepEqual(active, { n: '15', label: says(rows[14]) });
    assert.equal(await page.locator('#growth-readout').textContent(), says(rows[14]));
    await page.locator('#growth .growth-column[data-n="4"]').hover();
    assert.equal(await page.locator('#growth-readout').textContent(), says(rows[3]));
    assert.equal(says(rows[3]), 'n = 4: the search examines 17 nodes and finds 2 solutions; n! = 24, nⁿ = 256, C(n², n) = 1,820.');
  }));

test('n = 4, stepped through: the story sentences come exactly where the reference search says they belong', { timeout: 60_000 }, () =>
  withPage(async ({ page, log }) => {
    await page.click('#growth-tab');
    await setValidSize(page, 4);
    const states = referenceStates(4);
    const total = states.at(-1).counters.nodes;
    const solutions = [];
    const placedInRow = [];
    const solutionsAtPlacement = [];
    const told = { attacked: 0, failed: 0, tried: 0, solution: 0 };
    for (let k = 1; k < states.length; k++) {
      await page.evaluate(() => window.nqueensPage.step());
      const text = (await page.locator('#narration').textContent()).trim();
      const { event, queens, counters } = states[k];
      const above = queens.map((col, row) => sq(row, col));
      if (event.event === 'place') {
        placedInRow[event.row] = true;
        placedInRow[event.row + 1] = false;
        solutionsAtPlacement[event.row] = states[k - 1].counters.solutions;
      }
      const attacked = event.event === 'reject' && event.col === 3 && !placedInRow[event.row];
      const listing = above.length === 1 ? `the queen on ${above[0]}` : `queens on ${above.slice(0, -1).join(', ')} and ${above.at(-1)}`;
      assert.equal(text.endsWith(` Every square of row ${event.row + 1} is attacked: no queen fits there with ${listing}.`), attacked, `step ${k}: ${text}`);
      if (attacked) told.attacked += 1;
      if (event.event === 'remove' && event.row < 3) {
        const prefix = [...above, sq(event.row, event.col)].join(', ');
        const next = event.col < 3 ? `so the row-${event.row + 1} queen moves on to ${sq(event.row, event.col + 1)}`
          : event.row === 0 ? 'and row 1 has no column left to try: the search is over' : `and row ${event.row + 1} has no column left to try either`;
        if (counters.solutions === solutionsAtPlacement[event.row]) {
          // The first backtrack and the end of the a1 branch add a sentence of their own (tests/e2e/moments.test.mjs).
          assert.ok(text.startsWith(`All of row ${event.row + 2} failed with the queen on ${sq(event.row, event.col)}: no solution starts with ${prefix}, ${next}.`), `step ${k}: ${text}`);
          told.failed += 1;
        } else {
          assert.equal(text, `Every square of row ${event.row + 2} has been tried with the queen on ${sq(event.row, event.col)} ` +
            `(solution ${counters.solutions} starts with ${prefix}), ${next}.`, `step ${k}`);
          told.tried += 1;
        }
      }
      if (event.event === 'solution') {
        solutions.push(queens);
        assert.equal(text, `Solution ${counters.solutions} found after ${counters.nodes} of the ${total} nodes: ${above.join(' ')}, `
          + `which the code records as placement = [${queens.join(', ')}] (the columns, row 0 first, counting from 0).`, `step ${k}`);
        told.solution += 1;
      }
    }
    assert.equal(told.solution, 2);
    assert.ok(told.attacked >= 2 && told.failed >= 2 && told.tried >= 2, JSON.stringify(told));
    // The three sentences the issue quotes, at their steps.
    await page.evaluate(() => window.nqueensPage.reset());
    const at = async (k) => {
      await page.evaluate((k) => { for (let i = 0; i < k; i++) window.nqueensPage.step(); }, k);
      return (await page.locator('#narration').textContent()).trim();
    };
    const d3 = states.findIndex((s) => s.event?.event === 'reject' && s.event.row === 2 && s.event.col === 3);
    assert.match(await at(d3), /Every square of row 3 is attacked: no queen fits there with queens on a1 and c2\.$/);
    const a1 = states.findIndex((s) => s.event?.event === 'remove' && s.event.row === 0);
    assert.ok((await at(a1 - d3)).startsWith('All of row 2 failed with the queen on a1: no solution starts with a1, so the row-1 queen moves on to b1. The 20 steps'));
    const first = states.findIndex((s) => s.event?.event === 'solution');
    assert.ok((await at(first - a1)).startsWith('Solution 1 found after 9 of the 17 nodes: b1 d2 a3 c4, which the code records as placement = [1, 3, 0, 2]'));
    assert.deepEqual(log.pageErrors, []);
  }));

for (const colorScheme of ['light', 'dark']) {
  test(`axe finds nothing with the growth chart drawn and focused (${colorScheme})`, { timeout: 60_000 }, () =>
    withPage({ contextOptions: { colorScheme } }, async ({ page }) => {
      await page.click('#growth-tab');
      await setValidSize(page, 6);
      await page.evaluate(() => { for (let i = 0; i < 40; i++) window.nqueensPage.step(); });
      await page.locator('#growth .growth-column[data-n="6"]').focus();
      const found = await axeViolations(page);
      assert.deepEqual(found, [], `axe violations:\n${JSON.stringify(found, null, 2)}`);
      await page.locator('#growth').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `growth-${colorScheme}.png`);
    }));
}

test('at 360 px the growth chart fits: no horizontal overflow, every column label inside the chart', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 360, height: 740 } }, async ({ page }) => {
    await page.click('#growth-tab');
    await setValidSize(page, 16);
    const m = await page.evaluate(() => {
      const doc = document.documentElement;
      const svg = document.querySelector('#growth svg').getBoundingClientRect();
      const outside = [...document.querySelectorAll('#growth svg text, #growth .growth-point')]
        .map((el) => el.getBoundingClientRect()).filter((r) => r.left < svg.left - 1 || r.right > svg.right + 1).length;
      return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, svgRight: svg.right, outside };
    });
    assert.ok(m.scrollWidth <= m.clientWidth + 1 && m.svgRight <= m.clientWidth, `overflow at 360 px: ${JSON.stringify(m)}`);
    assert.equal(m.outside, 0, `chart elements outside the chart: ${JSON.stringify(m)}`);
    await page.locator('#growth').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'growth-360.png');
  }));
