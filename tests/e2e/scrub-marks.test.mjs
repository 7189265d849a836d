// The step bar's landmarks: on n = 4 it marks the solutions and the first backtrack where the independent
// reference search makes them (and, with the lesson open, the lesson's stops); a click on a mark, or a little
// beside it, lands on that exact step, Page Down / Page Up go from mark to mark, and the bar says what a marked
// step is. A classic mistake's bar spans its own whole search (not the correct one's, nor the steps so far); where
// the end is not known ahead (n = 20, brute force on 10 × 10) the bar says so, leaves an open end after the
// furthest step, and its label is never cut, on a laptop or a phone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePage } from './helpers.mjs';
import { referenceStates } from './reference-search.mjs';

const withPage = usePage();

const stepsOf = (states, kind) => states.flatMap((s, k) => (s.event?.event === kind ? [k] : []));

/**
 * The marks painted on the bar: `{kind: [steps]}`, each checked on the canvas (painted in its kind's band at its
 * place; a mark listed but not painted fails).
 */
const marksOn = (page) => page.evaluate(() => {
  const canvas = document.getElementById('scrub-marks');
  const dpr = canvas.width / canvas.getBoundingClientRect().width;
  const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const out = {};
  for (const { kind, step, x } of window.nqueensPage.stepMarks()) {
    const y = Math.floor(canvas.height * { solution: 0.25, backtrack: 0.75, stop: 0.5 }[kind]);
    const alpha = pixels[(y * canvas.width + Math.floor(x * dpr)) * 4 + 3];
    if (alpha === 0) throw new Error(`the ${kind} mark of step ${step} is not painted at ${x} px`);
    (out[kind] ??= []).push(step);
  }
  return out;
});

const where = (page) => page.evaluate(() => ({
  steps: window.nqueensPage.counters().steps,
  label: document.getElementById('scrub-text').textContent,
  valueText: document.getElementById('scrub').getAttribute('aria-valuetext'),
}));

/** Clicks the bar `dx` px right of the middle of the mark of `step`, and waits for the seek to end. */
async function clickMark(page, step, dx = 0) {
  const marks = await page.evaluate(() => window.nqueensPage.stepMarks());
  const mark = marks.find((m) => m.step === step);
  assert.ok(mark, `a mark at step ${step}: ${JSON.stringify(marks)}`);
  const canvas = await page.locator('#scrub-marks').boundingBox();
  const bar = await page.locator('#scrub').boundingBox();
  await page.mouse.click(canvas.x + mark.x + dx, bar.y + bar.height / 2);
  await page.waitForFunction(() => window.nqueensPage.mode() === 'idle');
}

test('n = 4: the solutions and the first backtrack are marked; a click or Page Down lands on a mark exactly', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 1366, height: 768 }, path: '?n=4' }, async ({ page }) => {
    const states = referenceStates(4);
    const solutions = stepsOf(states, 'solution');
    const backtrack = stepsOf(states, 'remove')[0];
    assert.deepEqual(await marksOn(page), { solution: solutions, backtrack: [backtrack] });
    for (const [i, step] of solutions.entries()) {
      await clickMark(page, step);
      assert.deepEqual(await where(page), { steps: step, label: `Step ${step} of 79: solution ${i + 1}`, valueText: `Step ${step} of 79: solution ${i + 1}` });
    }
    // A little beside a mark (less than a step away each side) still lands on it.
    for (const dx of [-3, 3]) {
      await clickMark(page, backtrack, dx);
      assert.equal((await where(page)).label, `Step ${backtrack} of 79: the first backtrack`, `${dx} px beside it`);
    }
    // Away from the marks, a click lands on the step under it (the marks are drawn where the thumb stands).
    const bar = await page.locator('#scrub').boundingBox();
    for (const aim of [20, 60]) {
      await page.mouse.click(bar.x + 8 + ((bar.width - 16) * aim) / 79, bar.y + bar.height / 2);
      await page.waitForFunction(() => window.nqueensPage.mode() === 'idle');
      assert.equal((await where(page)).steps, aim);
    }
    // The keyboard: Page Down and Page Up from mark to mark, the arrows a step at a time.
    await page.evaluate(() => window.nqueensPage.reset());
    await page.focus('#scrub');
    const visits = [];
    for (const key of ['PageDown', 'PageDown', 'PageDown', 'PageDown', 'PageUp', 'ArrowRight']) {
      await page.keyboard.press(key);
      await page.waitForFunction(() => window.nqueensPage.mode() === 'idle');
      visits.push((await where(page)).steps);
    }
    assert.deepEqual(visits, [backtrack, solutions[0], solutions[1], solutions[1], solutions[0], solutions[0] + 1]);
    // With the lesson open, its stops are marked too, and Page Down visits them.
    await page.click('#lesson-toggle');
    await page.waitForFunction(() => window.nqueensPage.lesson().phase === 'shown');
    const stops = (await page.evaluate(() => window.nqueensPage.lesson().stops)).filter((s) => s.n === 4).map((s) => s.step);
    assert.deepEqual((await marksOn(page)).stop, stops);
    await page.focus('#scrub');
    await page.keyboard.press('PageDown');
    await page.waitForFunction(() => window.nqueensPage.mode() === 'idle');
    assert.equal((await where(page)).steps, stops[1]);
    assert.match((await where(page)).valueText, /: lesson stop 2$/);
  }));

test('a mistake\'s bar spans its own whole search and marks its own solutions', { timeout: 60_000 }, () =>
  withPage({ viewport: { width: 1366, height: 768 }, path: '?n=4&variant=same-diagonal&step=40' }, async ({ page }) => {
    await page.waitForFunction(() => window.nqueensPage.counters().steps === 40);
    // The variant's own events, stepped in the page from the start: where its solutions are, where it ends.
    const own = await page.evaluate(() => {
      window.nqueensPage.reset();
      const solutions = [];
      let backtrack;
      while (!window.nqueensPage.searchState().done) {
        window.nqueensPage.step();
        const event = window.nqueensPage.lastEvent();
        const steps = window.nqueensPage.counters().steps;
        if (event.event === 'solution') solutions.push(steps);
        if (event.event === 'remove') backtrack ??= steps;
      }
      return { solutions, backtrack, total: window.nqueensPage.counters().steps };
    });
    assert.ok(own.total > 79 && own.solutions.length > 2, JSON.stringify(own));
    assert.deepEqual(await marksOn(page), { solution: own.solutions, backtrack: [own.backtrack] });
    await page.evaluate(() => window.nqueensPage.seek(40));
    const bar = await page.evaluate(() => ({ max: Number(document.getElementById('scrub').max), value: Number(document.getElementById('scrub').value) }));
    assert.deepEqual(bar, { max: own.total, value: 40 }, 'the bar does not look full at step 40');
    const at40 = own.solutions.indexOf(40);
    assert.equal((await where(page)).label, `Step 40 of ${own.total}${at40 < 0 ? '' : `: solution ${at40 + 1}`}`);
  }));

for (const [width, height] of [[1366, 768], [360, 740]]) {
  test(`${width}×${height}: where the end is not known ahead the bar says so, stays open at its end, and its label is whole`, { timeout: 60_000 }, () =>
    withPage({ viewport: { width, height }, path: '?n=20' }, async ({ page }) => {
      const look = () => page.evaluate(() => {
        const label = document.querySelector('label[for="scrub"]');
        const track = document.querySelector('.scrub-track');
        return {
          label: document.getElementById('scrub-text').innerText,
          cut: label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
          open: track.dataset.openEnd,
          room: track.getBoundingClientRect().width - document.getElementById('scrub').getBoundingClientRect().width,
        };
      });
      await page.evaluate(() => { for (let i = 0; i < 40; i++) window.nqueensPage.step(); });
      let shown = await look();
      assert.match(shown.label, width > 500 ? /^Step 40 · end not known · about [\d.]+ ?% explored$/ : /^Step 40 · end not known$/);
      assert.match(await page.getAttribute('#scrub', 'aria-valuetext'), /^Step 40, the end not known ahead, about [\d.]+ ?% of the search tree explored/);
      assert.equal(shown.cut, false, `the label is cut: ${JSON.stringify(shown)}`);
      assert.equal(shown.open, 'true');
      assert.ok(shown.room > 16, `an open end after the bar: ${JSON.stringify(shown)}`);
      // The first solution, found by Next solution, is marked where it was found.
      await page.click('#next-solution');
      await page.waitForFunction(() => window.nqueensPage.mode() === 'idle' && window.nqueensPage.counters().solutions === 1, null, { timeout: 30_000 });
      const found = await page.evaluate(() => window.nqueensPage.counters().steps);
      assert.deepEqual((await marksOn(page)).solution, [found]);
      shown = await look();
      assert.equal(shown.cut, false, `the label is cut: ${JSON.stringify(shown)}`);
      // Brute force on 10 × 10 (3,628,800 permutations): no end known ahead either.
      await page.evaluate(() => { window.nqueensPage.setSize(10); window.nqueensPage.setVariant('brute-force'); });
      await page.evaluate(() => { for (let i = 0; i < 5; i++) window.nqueensPage.step(); });
      shown = await look();
      assert.match(shown.label, /^Step 5 · end not known/);
      assert.equal(shown.cut, false, `the label is cut: ${JSON.stringify(shown)}`);
    }));
}
