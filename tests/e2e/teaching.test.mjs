// The teaching panels on the main page: the scrub bar (#scrub), the three sets (#sets), the code
// running (#code) and the call stack (#call-stack), checked against an independent reference search
// (tests/e2e/reference-search.mjs) and the article's code, never against the page's own numbers.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage, setValidSize, setRange, readCounters, axeViolations } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';

const withPage = usePage();

/** The scrub bar as shown: its words, the input's range and value, and its aria-valuetext. */
function readScrub(page) {
  return page.evaluate(() => {
    const input = document.getElementById('scrub');
    return {
      text: document.getElementById('scrub-text').textContent,
      max: Number(input.max),
      value: Number(input.value),
      valueText: input.getAttribute('aria-valuetext'),
    };
  });
}

const group = (k) => k.toLocaleString('en-US');

test('the scrub bar reads "Step k of N" for n = 4..8 and seeks exactly to the step it is dragged to', { timeout: 180_000 }, () =>
  withPage(async ({ page, log }) => {
    for (const n of [4, 5, 6, 7, 8]) {
      const states = referenceStates(n);
      const total = states.length - 1;
      await setValidSize(page, n);
      const start = await readScrub(page);
      assert.deepEqual(start, { text: `Step 0 of ${group(total)}`, max: total, value: 0, valueText: `Step 0 of ${group(total)}` }, `n = ${n}`);
      for (const k of [Math.floor(total / 3), total - 1, 5, total]) {
        await setRange(page, '#scrub', k);
        await page.waitForFunction((k) => window.nqueensPage.counters().steps === k, k);
        assert.deepEqual(await readCounters(page), states[k].counters, `n = ${n}, counters after seeking to step ${k}`);
        assert.deepEqual(await page.evaluate(() => window.nqueensPage.queens()), states[k].queens, `n = ${n}, queens at step ${k}`);
        await page.waitForFunction((k) => document.getElementById('scrub-text').textContent.startsWith(`Step ${k.toLocaleString('en-US')} of`), k);
        const shown = await readScrub(page);
        assert.equal(shown.text, `Step ${group(k)} of ${group(total)}`);
        assert.equal(shown.valueText, shown.text);
        assert.equal(shown.value, k);
      }
    }
    assert.deepEqual(log.pageErrors, []);
  }));

test('dragging the scrub bar with the mouse stops playback and lands on the reference state of the step it shows', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    const states = referenceStates(6);
    await setValidSize(page, 6);
    await page.evaluate(() => window.nqueensPage.play());
    assert.equal(await page.evaluate(() => window.nqueensPage.mode()), 'play');
    await page.locator('#scrub').scrollIntoViewIfNeeded();
    const box = await page.locator('#scrub').boundingBox();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    assert.equal(await page.evaluate(() => window.nqueensPage.mode()), 'idle', 'seeking stops playback');
    await page.waitForFunction(() => Number(document.getElementById('scrub').value) === window.nqueensPage.counters().steps &&
      /^Step [\d,]+ of/.test(document.getElementById('scrub-text').textContent));
    const k = Number(await page.locator('#scrub').inputValue());
    assert.ok(k > states.length * 0.4 && k < states.length * 0.8, `the drag to 60 % landed on step ${k} of ${states.length - 1}`);
    assert.deepEqual(await readCounters(page), states[k].counters, `counters at step ${k}`);
  }));

test('the scrub bar follows stepping and playing, and the keyboard moves it one step', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    const states = referenceStates(5);
    await setValidSize(page, 5);
    for (let i = 0; i < 3; i++) await page.evaluate(() => window.nqueensPage.step());
    assert.equal((await readScrub(page)).text, `Step 3 of ${states.length - 1}`);
    await page.locator('#scrub').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => window.nqueensPage.counters().steps === 4);
    assert.deepEqual(await readCounters(page), states[4].counters);
    await page.evaluate(() => window.nqueensPage.runToEnd());
    await page.waitForFunction(() => window.nqueensPage.mode() === 'idle');
    assert.equal((await readScrub(page)).text, `Step ${states.length - 1} of ${states.length - 1}`);
  }));

test('n = 18 (no known total): the steps so far, the end not known, and the share of the tree explored', { timeout: 60_000 }, () =>
  withPage(async ({ page }) => {
    await setValidSize(page, 18);
    for (let i = 0; i < 40; i++) await page.evaluate(() => window.nqueensPage.step());
    const shown = await readScrub(page);
    assert.match(shown.text, /^Step 40 · end not known · about [\d.]+ ?% explored$/);
    assert.match(shown.valueText, /^Step 40, the end not known ahead, about [\d.]+ ?% of the search tree explored \(its size estimated\)$/);
    assert.equal(shown.max, 40, 'the bar spans the steps reached so far, an open end after it');
    await setRange(page, '#scrub', 25);
    await page.waitForFunction(() => window.nqueensPage.counters().steps === 25);
    assert.equal((await readScrub(page)).max, 40, 'going back keeps the furthest step within reach');
    assert.deepEqual(await axeViolations(page), []);
  }));

/** Everything the teaching panels show, read in one round trip. */
function readPanels(page) {
  return page.evaluate(() => {
    const sets = {};
    for (const name of ['column', 'down', 'up']) {
      const values = document.querySelector(`#sets [data-set="${name}"] .set-values`);
      sets[name] = {
        values: [...values.querySelectorAll('.set-value')].map((e) => Number(e.dataset.value)),
        marked: [...values.querySelectorAll('mark.set-value')].map((e) => Number(e.dataset.value)),
        removed: [...values.querySelectorAll('del.set-removed')].map((e) => Number(e.dataset.value)),
        text: values.textContent,
      };
    }
    const lines = [...document.querySelectorAll('#code .code-line')];
    const current = lines.filter((e) => e.getAttribute('aria-current') === 'step');
    const code = {
      current: current.map((e) => ({ code: e.querySelector('code').textContent.trim(), failed: e.dataset.failed ?? null, text: e.textContent })),
      lit: lines.filter((e) => e.classList.contains('lit')).map((e) => e.querySelector('code').textContent.trim()),
      failedLines: lines.filter((e) => e.dataset.failed).length,
    };
    const frames = [...document.querySelectorAll('#call-stack li.frame')].map((e) => ({
      row: Number(e.dataset.row),
      trying: e.dataset.trying === '' ? null : Number(e.dataset.trying),
      tried: e.dataset.tried === '' ? [] : e.dataset.tried.split(',').map(Number),
      text: e.textContent,
    }));
    return { sets, change: document.querySelector('#sets .sets-change').textContent, code, frames };
  });
}

/** The article's way of writing a set member: U+2212 for the minus. */
const written = (v) => (v < 0 ? `\u2212${-v}` : String(v));
const lines = (row, col) => ({ column: col, down: row - col, up: row + col });

test('n = 4 stepped through the whole search: at every step the sets hold exactly the lines of the queens on the board', { timeout: 240_000 }, () =>
  withPage(async ({ page, log }) => {
    const states = referenceStates(4);
    await setValidSize(page, 4);
    for (let k = 0; k < states.length; k++) {
      if (k > 0) await page.evaluate(() => window.nqueensPage.step());
      const want = states[k];
      const shown = await readPanels(page);
      const where = `step ${k} (${JSON.stringify(want.event)})`;
      assert.deepEqual(await page.evaluate(() => window.nqueensPage.queens()), want.queens, `queens at ${where}`);
      for (const name of ['column', 'down', 'up']) {
        const expected = want.sets[name === 'column' ? 'columns' : name];
        assert.deepEqual(shown.sets[name].values, expected, `the ${name} set at ${where}`);
        assert.equal(shown.sets[name].text.slice(0, shown.sets[name].text.indexOf('}') + 1).replace(/\s/g, ''),
          `{${expected.map(written).join(',')}}`, `the ${name} set as written at ${where}`);
        const event = want.event;
        const marked = event?.event === 'reject' && event.conflict === name ? [lines(event.row, event.col)[name]] : [];
        assert.deepEqual(shown.sets[name].marked, marked, `the value marked in the ${name} set at ${where}`);
        const removed = event?.event === 'remove' ? [lines(event.row, event.col)[name]] : [];
        assert.deepEqual(shown.sets[name].removed, removed, `the value removed from the ${name} set at ${where}`);
      }
      const event = want.event;
      if (event?.event === 'remove' || event?.event === 'place') {
        const v = lines(event.row, event.col);
        const verb = event.event === 'remove' ? 'removed' : 'added';
        assert.equal(shown.change, `${verb}: col ${written(v.column)}, down ${written(v.down)}, up ${written(v.up)}`, where);
      } else if (event?.event === 'reject') {
        assert.match(shown.change, /^rejected: /, where);
      } else {
        assert.equal(shown.change, '', where);
      }
    }
    assert.deepEqual(log.pageErrors, []);
  }));

/** The lines of the article's Python each event must light, and the one it stands on (independent of the page). */
function expectedCode(event) {
  switch (event?.event) {
    case 'reject': {
      const clause = { column: 'if (col in used_columns', down: 'or row - col in used_down_diagonals', up: 'or row + col in used_up_diagonals):' };
      return { current: clause[event.conflict], failed: event.conflict, lit: [...Object.values(clause), 'continue'] };
    }
    case 'place':
      return {
        current: 'used_columns.add(col)',
        lit: ['used_columns.add(col)', 'used_down_diagonals.add(row - col)', 'used_up_diagonals.add(row + col)', 'placement.append(col)', 'place_queen_in(row + 1)'],
      };
    case 'remove':
      return {
        current: 'placement.pop()',
        lit: ['placement.pop()', 'used_up_diagonals.remove(row + col)', 'used_down_diagonals.remove(row - col)', 'used_columns.remove(col)'],
      };
    case 'solution':
      return { current: 'solutions.append(placement.copy())', lit: ['solutions.append(placement.copy())', 'return'] };
    default: // step 0 (about to call) and done (the call returned)
      return { current: 'place_queen_in(0)', lit: ['place_queen_in(0)'] };
  }
}

test('n = 4 stepped through the whole search: the code line and the call stack match the reference at every step', { timeout: 240_000 }, () =>
  withPage(async ({ page, log }) => {
    const states = referenceStates(4);
    await setValidSize(page, 4);
    for (let k = 0; k < states.length; k++) {
      if (k > 0) await page.evaluate(() => window.nqueensPage.step());
      const want = states[k];
      const where = `step ${k} (${JSON.stringify(want.event)})`;
      const { code, frames } = await readPanels(page);
      const expected = expectedCode(want.event);
      assert.equal(code.current.length, 1, `one line is aria-current at ${where}`);
      assert.equal(code.current[0].code, expected.current, `the current line at ${where}`);
      assert.deepEqual(code.lit, expected.lit, `the lines lit at ${where}`);
      assert.equal(code.current[0].failed, expected.failed ?? null, `data-failed at ${where}`);
      assert.equal(code.failedLines, expected.failed ? 1 : 0, `lines marked failed at ${where}`);
      if (expected.failed) assert.match(code.current[0].text, /✗ [a-d][1-4] \(\d, \d\): .* is in used_/, `the failure in words at ${where}`);
      assert.deepEqual(frames.map(({ row, trying, tried }) => ({ row, trying, tried })), want.frames, `the call stack at ${where}`);
      const filling = want.event === null || want.event.event === 'done' ? 0 : 1;
      assert.equal(frames.length, want.queens.length + filling, `a frame per queen plus the row being filled at ${where}`);
    }
    assert.deepEqual(log.pageErrors, []);
  }));

test('the code switches to JavaScript and keeps its place; axe finds nothing with every panel filled', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    const states = referenceStates(4);
    await setValidSize(page, 4);
    const k = states.findIndex((s) => s.event?.event === 'reject' && s.event.conflict === 'down');
    for (let i = 0; i < k; i++) await page.evaluate(() => window.nqueensPage.step());
    await page.locator('#code-language').selectOption('javascript');
    const { code, frames } = await readPanels(page);
    assert.deepEqual(code.current.map((c) => [c.code, c.failed]), [['|| usedDown.has(down)', 'down']]);
    assert.deepEqual(frames.map((f) => f.text.split(' · ')[0]), states[k].frames.map((f) => `place(${f.row})`));
    assert.deepEqual(await axeViolations(page), []);
    await page.locator('#code-language').selectOption('python');
    assert.equal((await readPanels(page)).code.current[0].code, 'or row - col in used_down_diagonals');
  }));

test('after playing at full speed and pausing, every panel shows the step the search stopped on', { timeout: 120_000 }, () =>
  withPage(async ({ page }) => {
    const states = referenceStates(8);
    await setValidSize(page, 8);
    await setRange(page, '#speed', 'max');
    await page.evaluate(() => window.nqueensPage.play());
    await page.waitForFunction(() => window.nqueensPage.counters().steps > 3000);
    await page.evaluate(() => window.nqueensPage.pause());
    const k = await page.evaluate(() => window.nqueensPage.counters().steps);
    const want = states[k];
    const shown = await readPanels(page);
    assert.deepEqual(shown.sets.column.values, want.sets.columns, `the column set after pausing at step ${k}`);
    assert.deepEqual(shown.sets.down.values, want.sets.down);
    assert.deepEqual(shown.sets.up.values, want.sets.up);
    assert.deepEqual(shown.frames.map(({ row, trying, tried }) => ({ row, trying, tried })), want.frames, `the call stack at step ${k}`);
    assert.equal(shown.code.current[0].code, expectedCode(want.event).current);
    // A step where a solution was found is marked as such on the step bar.
    const mark = want.event.event === 'solution' ? `: solution ${want.counters.solutions}` : '';
    assert.equal((await readScrub(page)).text, `Step ${group(k)} of ${group(states.length - 1)}${mark}`);
  }));

test('a panel whose tab is not shown is not drawn, and shows the current step when its tab is chosen again', { timeout: 60_000 }, () =>
  withPage(async ({ page }) => {
    const states = referenceStates(5);
    await setValidSize(page, 5);
    await page.locator('#tree-tab').click();
    assert.equal(await page.evaluate(() => document.getElementById('code-details').hidden), true);
    for (let i = 0; i < 7; i++) await page.evaluate(() => window.nqueensPage.step());
    assert.equal((await readPanels(page)).code.current[0].code, 'place_queen_in(0)', 'the hidden panel still shows step 0');
    await page.locator('#code-tab').click();
    await page.waitForFunction(() => document.querySelector('#code [aria-current="step"] code').textContent.trim() !== 'place_queen_in(0)');
    const { code, frames } = await readPanels(page);
    assert.equal(code.current[0].code, expectedCode(states[7].event).current);
    assert.deepEqual(frames.map(({ row, trying, tried }) => ({ row, trying, tried })), states[7].frames);
  }));

test('a far seek at n = 16 goes on over frames, the page answering meanwhile, and Reset cancels it', { timeout: 60_000 }, () =>
  withPage(async ({ page }) => {
    await setValidSize(page, 16);
    const total = 19_178_647_471; // the table's steps for n = 16 (data/known-counts.tsv)
    assert.equal((await readScrub(page)).text, `Step 0 of ${group(total)}`);
    await setRange(page, '#scrub', 10_000_000_000);
    await page.waitForFunction(() => window.nqueensPage.counters().steps > 0);
    const during = await readScrub(page);
    assert.match(during.text, /^Seeking step 10,000,000,000… \(now at [\d,]+\)$/);
    assert.equal(during.value, 10_000_000_000, 'the thumb stays where it was dragged');
    assert.ok((await page.evaluate(() => window.nqueensPage.counters().steps)) < 10_000_000_000);
    await page.locator('#reset').click();
    await page.waitForFunction(() => window.nqueensPage.counters().steps === 0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.equal(await page.evaluate(() => window.nqueensPage.counters().steps), 0, 'the seek went on after Reset');
    assert.equal((await readScrub(page)).text, `Step 0 of ${group(total)}`);
  }));
